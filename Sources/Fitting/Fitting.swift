/// Least-squares fits (cubic-Bézier ≈ spring, spring parameters from samples) on
/// LinearAlgebra. Planned; the module is in place so the dependency graph of DESIGN.md holds.
public enum Fitting {}
