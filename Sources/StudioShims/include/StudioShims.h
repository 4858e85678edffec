// The GNU C library calls the studio's process runner needs that Swift's Glibc module does not
// expose (they need _GNU_SOURCE, defined in StudioShims.c only, so that this header declares
// nothing the Glibc module declares differently): pipe2 with O_CLOEXEC (no race with other
// spawns), prlimit (a spawned command's data limit) and posix_spawn_file_actions_addchdir_np (its
// working directory).
#ifndef STUDIO_SHIMS_H
#define STUDIO_SHIMS_H
#include <spawn.h>
#include <sys/types.h>

/// pipe2(fds, O_CLOEXEC): 0, or -1 with errno.
int studio_pipe_cloexec(int fds[2]);

/// Caps the data segment (RLIMIT_DATA) of process `pid` at `bytes`: 0, or -1 with errno.
int studio_limit_data(pid_t pid, unsigned long long bytes);

/// posix_spawn_file_actions_addchdir_np: the child starts in `path`. 0, or an error number.
int studio_spawn_chdir(posix_spawn_file_actions_t *actions, const char *path);
#endif
