import Dynamics
import RealModule

/// How a freely spinning wheel slows down: the two closed-form friction models of Dynamics,
/// in angle units (radians, rad/s, rad/s²).
///
/// - ``exponential(decay:)``: viscous drag, ω′ = −λω (`ExponentialDecay`); UIScrollView's
///   deceleration rate r per millisecond is λ = −1000·ln r (`.normal` 0.998 → 2.002 1/s),
///   Flutter's drag d per second is λ = −ln d, Compose's friction multiplier f is λ = 4.2·f.
///   It never stops in finite time: a spin is *at rest* once the remaining angle is at most
///   its rest tolerance.
/// - ``constant(deceleration:)``: Coulomb friction, |ω| falls by a per second and stops at
///   |ω₀|/a (`ConstantDeceleration`).
public enum WheelFriction: Sendable, Hashable {
    case exponential(decay: Double)
    case constant(deceleration: Double)

    /// UIScrollView's `decelerationRate` per millisecond, r ∈ (0, 1).
    public static func uiScrollView(rate r: Double) throws(WheelError) -> WheelFriction {
        guard r.isFinite, r > 0, r < 1 else { throw WheelError("deceleration rate must be in (0, 1) (got \(r))") }
        return .exponential(decay: ExponentialDecay.decay(uiScrollViewRate: r))
    }

    /// Flutter's `FrictionSimulation` drag per second, d ∈ (0, 1).
    public static func flutter(drag d: Double) throws(WheelError) -> WheelFriction {
        guard d.isFinite, d > 0, d < 1 else { throw WheelError("drag must be in (0, 1) (got \(d))") }
        return .exponential(decay: ExponentialDecay.decay(flutterDrag: d))
    }

    /// Compose's `exponentialDecay(frictionMultiplier)`, f > 0: λ = 4.2·f.
    public static func compose(friction f: Double) throws(WheelError) -> WheelFriction {
        guard f.isFinite, f > 0 else { throw WheelError("friction must be a finite number > 0 (got \(f))") }
        return .exponential(decay: ExponentialDecay.decay(composeFrictionMultiplier: f))
    }

    /// Constant deceleration a > 0 in rad/s².
    public static func coulomb(deceleration a: Double) throws(WheelError) -> WheelFriction {
        guard a.isFinite, a > 0 else { throw WheelError("deceleration must be a finite number > 0 (got \(a))") }
        return .constant(deceleration: a)
    }

    /// The model's parameter: λ (1/s) or a (rad/s²).
    public var parameter: Double {
        switch self {
        case .exponential(let l): return l
        case .constant(let a): return a
        }
    }

    /// The same kind of friction with another parameter.
    public func with(parameter p: Double) -> WheelFriction {
        switch self {
        case .exponential: return .exponential(decay: p)
        case .constant: return .constant(deceleration: p)
        }
    }

    /// The angle still to travel from speed s until rest: s/λ, or s²/(2a). Exact up to rounding.
    public func remainingAngle(atSpeed s: Double) -> Double {
        switch self {
        case .exponential(let l): return s / l
        case .constant(let a): return s * s / (2 * a)
        }
    }

    /// The speed with `d` radians left to travel: λd, or √(2ad) (inverse of
    /// ``remainingAngle(atSpeed:)``).
    public func speed(withRemainingAngle d: Double) -> Double {
        switch self {
        case .exponential(let l): return l * d
        case .constant(let a): return (2 * a * d).squareRoot()
        }
    }

    /// The time from the start of a free spin over `distance` radians until it is at rest:
    /// ln(distance/tolerance)/λ (0 when distance ≤ tolerance) for exponential decay, where rest
    /// means at most `tolerance` radians left; √(2·distance/a) for constant deceleration, which
    /// stops exactly.
    public func restDuration(distance: Double, tolerance: Double) -> Double {
        switch self {
        case .exponential(let l): return distance <= tolerance ? 0 : Double.log(distance / tolerance) / l
        case .constant(let a): return (2 * distance / a).squareRoot()
        }
    }

    /// The parameter that brings a wheel with speed `s` to rest after `distance` radians: λ =
    /// s/distance, or a = s²/(2·distance) (the Dynamics planning initialisers' formulas).
    public func parameter(stoppingAfter distance: Double, speed s: Double) -> Double {
        switch self {
        case .exponential: return s / distance
        case .constant: return s * s / (2 * distance)
        }
    }

    /// The parameter that makes a free spin over `distance` radians last `duration` seconds
    /// until rest: λ = ln(distance/tolerance)/duration, or a = 2·distance/duration² (the
    /// inverse of ``restDuration(distance:tolerance:)`` in the parameter).
    public func parameter(restingAfter duration: Double, distance: Double, tolerance: Double) -> Double {
        switch self {
        case .exponential: return Double.log(distance / tolerance) / duration
        case .constant: return 2 * distance / (duration * duration)
        }
    }
}
