/* startup-timer: the median wall time of short commands, run interleaved.
 *
 *   startup-timer RUNS -- CMD1 ARGS… -- CMD2 ARGS… [-- …]
 *
 * Each round runs every command once, in turn (so a load change on the machine hits them all
 * alike), by posix_spawn with standard output on /dev/null, and times spawn-to-exit with
 * CLOCK_MONOTONIC. Prints, per command, the median, the first and third quartiles (ms) and the
 * ratio of its median to the first command's. Exits 1 if a command fails. */
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static int cmp(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    if (argc < 4 || strcmp(argv[2], "--") != 0) {
        fprintf(stderr, "usage: startup-timer RUNS -- CMD ARGS... [-- CMD ARGS...]\n");
        return 2;
    }
    int runs = atoi(argv[1]);
    if (runs < 1) { fprintf(stderr, "startup-timer: RUNS must be >= 1\n"); return 2; }
    char **cmds[16];
    int n = 0;
    for (int i = 2; i < argc; i++) {
        if (strcmp(argv[i], "--") == 0) {
            argv[i] = NULL;
            if (i + 1 < argc && n < 16) cmds[n++] = &argv[i + 1];
        }
    }
    double *t = calloc((size_t)n * (size_t)runs, sizeof(double));
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
    for (int r = 0; r < runs; r++) {
        for (int c = 0; c < n; c++) {
            struct timespec a, b;
            pid_t pid;
            int status;
            clock_gettime(CLOCK_MONOTONIC, &a);
            if (posix_spawn(&pid, cmds[c][0], &fa, NULL, cmds[c], environ) != 0) { perror(cmds[c][0]); return 1; }
            waitpid(pid, &status, 0);
            clock_gettime(CLOCK_MONOTONIC, &b);
            if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) { fprintf(stderr, "startup-timer: %s failed\n", cmds[c][0]); return 1; }
            t[c * runs + r] = (double)(b.tv_sec - a.tv_sec) * 1e3 + (double)(b.tv_nsec - a.tv_nsec) * 1e-6;
        }
    }
    double first = 0;
    for (int c = 0; c < n; c++) {
        double *x = t + c * runs;
        qsort(x, (size_t)runs, sizeof(double), cmp);
        double med = x[runs / 2], q1 = x[runs / 4], q3 = x[(3 * runs) / 4];
        if (c == 0) first = med;
        printf("%-40.40s median %.3f ms  (q1 %.3f, q3 %.3f)  ratio %.2f\n", cmds[c][0], med, q1, q3, med / first);
    }
    return 0;
}
