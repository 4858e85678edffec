/// Chart scenes and the prize wheel as value types that yield frames (issue: "Chart scenes").
/// Planned; the module is in place so the dependency graph of DESIGN.md holds.
public enum Scenes {}
