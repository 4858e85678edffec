// The numerics layer: `import SpringSimCore` brings in springs (Dynamics), curves and arc
// length (Curves), easing (Easing) and their numerical core (NumericsCore) — no tables, scenes,
// rendering or LAPACK.
@_exported import Curves
@_exported import Dynamics
@_exported import Easing
@_exported import NumericsCore
