import PropertyBased

/// The cubic-bezier control-point generators the easing property tests share.
enum ControlPoints {
    /// A control point's x: CSS requires [0, 1].
    static let x = Gen.double(in: 0...1)
    /// A control point's y: any finite value is allowed; [−1, 2] covers overshooting curves.
    static let y = Gen.double(in: -1...2)
}
