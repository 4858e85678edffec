/// Easing curves and media timing (issue: "Easing curves and media timing"). The module
/// exists so the package's layout already shows the architecture of DESIGN.md; its types
/// land with that issue. It depends on NumericsCore only and never on Dynamics or Curves.
public enum EasingCurves {}
