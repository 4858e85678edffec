// LAPACKE and CBLAS (Debian: liblapacke-dev, libblas-dev), bound at run time. Only LinearAlgebra imports this module.
//
// The prototypes come from <lapacke.h>, so every entry below has exactly the type the library
// declares (`__typeof__` never references the symbol, so nothing links against liblapacke).
// The library itself is opened with dlopen on first use: a program that never calls a LAPACK
// routine (the springsim commands other than `network`) never loads LAPACK, BLAS or gfortran.
#ifndef SPRINGSIM_CLAPACKE_H
#define SPRINGSIM_CLAPACKE_H

#include <cblas.h>
#include <lapacke.h>

/// The LAPACKE entry points SpringSim calls, each typed as <lapacke.h> declares it.
typedef struct springsim_lapacke {
    __typeof__(&LAPACKE_dgesv) dgesv;
    __typeof__(&LAPACKE_dgetrf) dgetrf;
    __typeof__(&LAPACKE_dgecon) dgecon;
    __typeof__(&LAPACKE_dsyev) dsyev;
    __typeof__(&LAPACKE_dsyevd) dsyevd;
    __typeof__(&LAPACKE_dsygvd) dsygvd;
    __typeof__(&LAPACKE_dstev) dstev;
    __typeof__(&LAPACKE_dgeev) dgeev;
    __typeof__(&LAPACKE_dgesdd) dgesdd;
    __typeof__(&LAPACKE_dgelsd) dgelsd;
    __typeof__(&LAPACKE_dgeqrf) dgeqrf;
    __typeof__(&LAPACKE_dtpqrt2) dtpqrt2;
    __typeof__(&LAPACKE_dtrtrs) dtrtrs;
    __typeof__(&LAPACKE_dgejsv) dgejsv;
    __typeof__(&LAPACKE_dbdsqr) dbdsqr;
    __typeof__(&LAPACKE_dbdsdc) dbdsdc;
    // Two BLAS routines, from the BLAS that LAPACKE itself loads (a tuned one, such as
    // OpenBLAS, makes the matrix exponential's products and the per-frame products fast).
    __typeof__(&cblas_dgemm) dgemm;
    __typeof__(&cblas_dgemv) dgemv;
} springsim_lapacke;

/// The entry points, loading the library on the first call (thread-safe, once per process).
/// NULL when the library or one of its symbols cannot be found; `springsim_lapacke_error`
/// then says why.
const springsim_lapacke *springsim_lapacke_load(void);

/// Why `springsim_lapacke_load` returned NULL (a static, NUL-terminated message), or "".
const char *springsim_lapacke_error(void);

/// A process-wide lock held around every call through the table. Debian's single-threaded
/// OpenBLAS (libopenblas0-serial) shares its work buffers between callers, so two threads in
/// BLAS at once can corrupt each other's results (seen: a 117-node divide-and-conquer SVD off by
/// 0.35 while another test fitted a spring). Calls are serialised rather than trusting the BLAS.
void springsim_lapacke_lock(void);
void springsim_lapacke_unlock(void);

#endif
