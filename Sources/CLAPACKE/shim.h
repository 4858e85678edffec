// The LAPACKE C interface (Debian: liblapacke-dev). Only LinearAlgebra imports this module.
#ifndef SPRINGSIM_CLAPACKE_SHIM_H
#define SPRINGSIM_CLAPACKE_SHIM_H
#include <lapacke.h>
#endif
