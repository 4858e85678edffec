// Header-only: see include/StudioShims.h.
