/// Bézier geometry, paths and arc-length parameterisation (issue: "Bézier geometry, paths and
/// arc-length parameterisation"). The module exists so the package's layout already shows the
/// architecture of DESIGN.md; its types land with that issue. It depends on NumericsCore only
/// and never on Dynamics or Easing.
public enum Curves {}
