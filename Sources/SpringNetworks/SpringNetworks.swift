/// Coupled spring systems solved exactly by modal decomposition (LinearAlgebra's symmetric
/// eigensolver). Planned; the module is in place so the dependency graph of DESIGN.md holds.
public enum SpringNetworks {}
