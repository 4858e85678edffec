// The GNU C library calls the studio's process runner needs that Swift's Glibc module does not
// expose without _GNU_SOURCE: pipe2 (close-on-exec pipes, no race with other spawns), prlimit (a
// spawned command's data limit) and posix_spawn_file_actions_addchdir_np (its working directory).
#ifndef STUDIO_SHIMS_H
#define STUDIO_SHIMS_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/types.h>
#include <unistd.h>

/// pipe2(fds, O_CLOEXEC): 0, or -1 with errno.
static inline int studio_pipe_cloexec(int fds[2]) {
#ifdef __linux__
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

/// Caps the data segment (RLIMIT_DATA) of process `pid` at `bytes`: 0, or -1 with errno.
static inline int studio_limit_data(pid_t pid, unsigned long long bytes) {
#ifdef __linux__
    struct rlimit limit = {(rlim_t)bytes, (rlim_t)bytes};
    return prlimit(pid, RLIMIT_DATA, &limit, 0);
#else
    (void)pid; (void)bytes;
    return 0;
#endif
}

/// posix_spawn_file_actions_addchdir_np: the child starts in `path`.
static inline int studio_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path) {
#if defined(__linux__) || defined(__APPLE__)
    return posix_spawn_file_actions_addchdir_np(actions, path);
#else
    (void)actions; (void)path;
    return 0;
#endif
}
#endif
