// C library functions Swift's overlays do not expose, wrapped as static inline functions.
// Only NumericsCore imports this module (like swift-numerics' _NumericsShims).
#ifndef SPRINGSIM_NUMERICS_CORE_SHIMS_H
#define SPRINGSIM_NUMERICS_CORE_SHIMS_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE 1
#endif
#include <math.h>

/// sin(x) and cos(x) in one call where the C library has one (glibc `sincos`, Apple
/// `__sincos`): the shared argument reduction saves ~2 ns per spring sample.
static inline void springsim_sincos(double x, double *s, double *c) {
#if defined(__APPLE__)
    __sincos(x, s, c);
#elif defined(__GLIBC__)
    sincos(x, s, c);
#else
    *s = sin(x);
    *c = cos(x);
#endif
}
#endif
