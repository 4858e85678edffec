// SwiftPM needs one C source per C target; the shims are header-only static inline functions.
#include "NumericsCoreShims.h"
