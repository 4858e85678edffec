// Opens LAPACKE with dlopen on first use; see include/CLAPACKE.h.
#include "CLAPACKE.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static springsim_lapacke table;
static const springsim_lapacke *loaded = NULL;
static char message[512] = "";
static pthread_once_t once = PTHREAD_ONCE_INIT;
// One lock for every call through the table (see springsim_lapacke_lock in CLAPACKE.h).
static pthread_mutex_t calls = PTHREAD_MUTEX_INITIALIZER;

// The shared-object names tried in order: the versioned runtime name (Debian's liblapacke
// package), the development symlink, then macOS's name.
static const char *const candidates[] = {"liblapacke.so.3", "liblapacke.so", "liblapacke.dylib"};

// OpenBLAS chooses its kernels from the CPU model when it is loaded, and falls back to its SSE3
// "Prescott" kernels for a model it does not know — as Debian 12's 0.3.21 does for the generic
// "Intel Xeon Processor" (family 6) that a hypervisor may report for an AVX-512 host: dgemm was
// 2.3x slower there than with the AVX-512 ("SkylakeX") kernels the same build carries. When the
// caller has not chosen (OPENBLAS_CORETYPE unset), ask for the kernels the instruction set runs —
// SkylakeX with AVX-512 F/DQ/BW/VL (what OpenBLAS picks on such CPUs it recognises), else Zen
// (AMD) or Haswell with AVX2 + FMA — for the duration of the dlopen only. Libraries other than
// OpenBLAS ignore the variable. Returns whether it was set.
static int choose_openblas_kernels(void) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    if (getenv("OPENBLAS_CORETYPE") != NULL) return 0;
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl")) {
        return setenv("OPENBLAS_CORETYPE", "SkylakeX", 0) == 0;
    }
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        return setenv("OPENBLAS_CORETYPE", __builtin_cpu_is("amd") ? "Zen" : "Haswell", 0) == 0;
    }
#endif
    return 0;
}

static void load(void) {
    void *handle = NULL;
    const char *last = "not found";
    int chose = choose_openblas_kernels();
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && handle == NULL; i++) {
        handle = dlopen(candidates[i], RTLD_NOW | RTLD_LOCAL);
        if (handle == NULL) {
            const char *why = dlerror();
            if (why != NULL) last = why;
        }
    }
    if (chose) unsetenv("OPENBLAS_CORETYPE");
    if (handle == NULL) {
        snprintf(message, sizeof message,
                 "LAPACKE is not installed (%s); install liblapacke (Debian: apt-get install liblapacke)", last);
        return;
    }
    // One symbol into the table, or the message that names what the library lacks. CBLAS comes
    // with the BLAS library LAPACKE depends on: dlsym on LAPACKE's handle searches its
    // dependencies too.
#define BIND_SYMBOL(prefix, library, name)                                                    \
    do {                                                                                      \
        void *symbol = dlsym(handle, prefix #name);                                           \
        if (symbol == NULL) {                                                                 \
            snprintf(message, sizeof message, library " lacks " prefix "%s", #name);          \
            return;                                                                           \
        }                                                                                     \
        *(void **)&table.name = symbol;                                                       \
    } while (0)
#define BIND(name) BIND_SYMBOL("LAPACKE_", "the LAPACKE library", name)
#define BIND_BLAS(name) BIND_SYMBOL("cblas_", "the BLAS library under LAPACKE", name)
    BIND(dgesv);
    BIND(dgetrf);
    BIND(dgecon);
    BIND(dsyev);
    BIND(dsyevd);
    BIND(dsygvd);
    BIND(dstev);
    BIND(dgeev);
    BIND(dgesdd);
    BIND(dgelsd);
    BIND(dgeqrf);
    BIND(dtpqrt2);
    BIND(dtrtrs);
    BIND(dgejsv);
    BIND(dbdsqr);
    BIND(dbdsdc);
    BIND_BLAS(dgemm);
    BIND_BLAS(dgemv);
#undef BIND_BLAS
#undef BIND
#undef BIND_SYMBOL
    loaded = &table;
}

const springsim_lapacke *springsim_lapacke_load(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *springsim_lapacke_error(void) {
    pthread_once(&once, load);
    return message;
}

void springsim_lapacke_lock(void) { pthread_mutex_lock(&calls); }

void springsim_lapacke_unlock(void) { pthread_mutex_unlock(&calls); }
