#define _GNU_SOURCE 1
#include "StudioShims.h"

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

int studio_pipe_cloexec(int fds[2]) {
#ifdef __linux__
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

int studio_limit_data(pid_t pid, unsigned long long bytes) {
#ifdef __linux__
    struct rlimit limit = {(rlim_t)bytes, (rlim_t)bytes};
    return prlimit(pid, RLIMIT_DATA, &limit, 0);
#else
    (void)pid;
    (void)bytes;
    return 0;
#endif
}

int studio_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}
