// Three things an app does with SpringSimCore, each checking its own invariants: the program
// exits with status 1 (and says why) if any fails, so `Scripts/test.sh` can run it as a test.
import SpringSimCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

var failures = 0
@MainActor func check(_ condition: Bool, _ what: String) {
    if !condition {
        print("FAILED: \(what)")
        failures += 1
    }
}

/// A number as printed here: rounded to 4 decimals (stable across platforms' libm).
func shown(_ x: Double) -> String {
    let r = (x * 10_000).rounded() / 10_000
    return r == 0 ? "0.0" : "\(r)"
}

func shown(_ p: SIMD2<Double>) -> String { "(\(shown(p.x)), \(shown(p.y)))" }

// 1. A vector spring animating a point at 60 frames per second, retargeted twice mid-flight.
//    `update` propagates the state exactly, so the frames equal the closed form of each segment
//    restarted from the state at the retarget (computed independently with `value(fromValue:…)`).
print("== vector spring: a point retargeted twice ==")
let spring = Spring.snappy
let frame = 1.0 / 60
let retargets: [(frame: Int, target: SIMD2<Double>)] = [(0, [100, 50]), (15, [40, 120]), (36, [-30, 10])]
var position = SIMD2<Double>(0, 0), velocity = SIMD2<Double>.zero
var target = position
var segmentStart = (frame: 0, position: position, velocity: velocity)
var worst = 0.0
for n in 0...120 {
    if let r = retargets.first(where: { $0.frame == n }) {
        target = r.target
        segmentStart = (n, position, velocity)
    }
    // The closed form of the current segment at this frame.
    let t = Double(n - segmentStart.frame) * frame
    let exact = spring.value(fromValue: segmentStart.position, toValue: target, initialVelocity: segmentStart.velocity, time: t)
    worst = max(worst, (position - exact).magnitudeSquared.squareRoot())
    if n % 15 == 0 { print("frame \(n): position \(shown(position)), speed \(shown(velocity.magnitudeSquared.squareRoot()))") }
    spring.update(value: &position, velocity: &velocity, target: target, deltaTime: frame)
}
check(worst <= 1e-9, "stepped frames equal the piecewise closed form (worst \(worst))")
// After its settling duration (exact, in the point's Euclidean norm) the last segment stays
// within 0.01 of its target.
let settle = spring.settlingDuration(
    fromValue: segmentStart.position, toValue: target, initialVelocity: segmentStart.velocity, epsilon: 0.01)
print("last segment settles within 0.01 after \(shown(settle)) s")
var after = segmentStart.position, afterVelocity = segmentStart.velocity
var elapsed = 0.0
while elapsed < settle + 2 {
    spring.update(value: &after, velocity: &afterVelocity, target: target, deltaTime: frame / 4)
    elapsed += frame / 4
    if elapsed > settle { check((after - target).magnitudeSquared <= 0.01 * 0.01 * (1 + 1e-9), "settled at \(elapsed) s") }
}
let justBefore = spring.value(
    fromValue: segmentStart.position, toValue: target, initialVelocity: segmentStart.velocity, time: settle * (1 - 1e-9))
check((justBefore - target).magnitudeSquared.squareRoot() >= 0.01 * (1 - 1e-6), "not settled just before the settling duration")

// 2. An easing: CSS ease-in-out, symmetric about (0.5, 0.5) and monotone.
print("== easing: ease-in-out ==")
let ease = CubicBezierEasing.easeInEaseOut
print((0...4).map { "\(shown(Double($0) / 4)) → \(shown(ease.value(at: Double($0) / 4)))" }.joined(separator: ", "))
check(ease.value(at: 0) == 0 && ease.value(at: 1) == 1, "ease-in-out ends at 0 and 1")
check(abs(ease.value(at: 0.25) + ease.value(at: 0.75) - 1) <= 1e-12, "ease-in-out is symmetric")
let samples = (0...200).map { ease.value(at: Double($0) / 200) }
check(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "ease-in-out is monotone")

// 3. An arc-length walk: equal steps of distance along a curved path.
print("== arc-length walk ==")
let path = try Path(svgPathData: "M 0 0 C 50 100 150 -100 200 0 L 200 80")
let measured = MeasuredPath(path)
print("length \(shown(measured.length))")
let steps = 8
var previous: Point? = nil
for i in 0...steps {
    let distance = measured.length * Double(i) / Double(steps)
    guard let p = measured.position(atDistance: distance) else {
        check(false, "a position at every distance")
        continue
    }
    print("s = \(shown(distance)): (\(shown(p.point.x)), \(shown(p.point.y)))")
    if let q = previous {
        // A chord is never longer than the arc it spans.
        let chord = ((p.point.x - q.x) * (p.point.x - q.x) + (p.point.y - q.y) * (p.point.y - q.y)).squareRoot()
        check(chord <= measured.length / Double(steps) * (1 + 1e-9), "chord \(i) ≤ its arc")
    }
    previous = p.point
}
check(measured.length > 200 + 80, "the curved part is longer than its chord")

if failures > 0 {
    print("\(failures) check(s) failed")
    exit(1)
}
print("all checks passed")
