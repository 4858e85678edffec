import NumericsCore
import RealModule

/// A ``Spring`` as a `SecondOrderSystem` for the integrators: the displacement x from rest
/// obeys x″ = −(c/m)·x′ − (k/m)·x, with c/m and k/m computed once (no division per
/// evaluation).
public struct SpringSystem: SecondOrderSystem, Hashable {
    public let spring: Spring
    @usableFromInline let dampingPerMass: Double
    @usableFromInline let stiffnessPerMass: Double

    public init(_ spring: Spring) {
        self.spring = spring
        dampingPerMass = spring.dampingCoefficient / spring.mass
        stiffnessPerMass = spring.stiffness / spring.mass
    }

    @inlinable @inline(__always)
    public func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double {
        -dampingPerMass * v - stiffnessPerMass * x
    }

    /// (c/m, k/m): RK4 steps this system by ``RungeKutta4/step(damping:stiffness:x:v:h:)``.
    @inlinable public var linearCoefficients: (damping: Double, stiffness: Double)? { (dampingPerMass, stiffnessPerMass) }
}

/// A spring with quadratic (aerodynamic) drag: m·x″ + c·x′ + d·x′|x′| + k·x = 0.
///
/// Non-linear, no closed form in general; with k = 0 and c = 0 it has one,
/// v(t) = v₀/(1 + (d/m)|v₀|t), x(t) = x₀ + sign(v₀)·(m/d)·ln(1 + (d/m)|v₀|t), which the tests use.
public struct QuadraticDragSpring: SecondOrderSystem, Hashable {
    public let mass: Double, stiffness: Double, dampingCoefficient: Double, drag: Double

    public init(mass: Double = 1, stiffness: Double, dampingCoefficient: Double, drag: Double) {
        precondition(
            mass > 0 && stiffness >= 0 && dampingCoefficient >= 0 && drag >= 0, "QuadraticDragSpring: parameters must be ≥ 0, mass > 0")
        self.mass = mass
        self.stiffness = stiffness
        self.dampingCoefficient = dampingCoefficient
        self.drag = drag
    }

    @inlinable
    public func acceleration(at t: Double, position x: Double, velocity v: Double) -> Double {
        -(dampingCoefficient * v + drag * v * abs(v) + stiffness * x) / mass
    }
}

/// A wheel (or any rotor) of moment of inertia I slowed by viscous friction b·ω and Coulomb
/// (dry) friction of constant torque τ: I·θ″ = −b·θ′ − τ·sign(θ′). Once the angular velocity
/// reaches zero the wheel stays at rest (static friction holds it), which ``stopTime(initialVelocity:)`` and
/// ``state(at:angle:velocity:)`` honour exactly.
///
/// Closed form while turning (ω₀ > 0, λ = b/I, r = τ/b):
///
///     ω(t) = (ω₀ + r)·e^(−λt) − r,   θ(t) = θ₀ + (ω₀ + r)(1 − e^(−λt))/λ − r·t
///
/// stopping at T = ln(1 + ω₀/r)/λ (T = ω₀·I/τ when b = 0; never when τ = 0).
public struct FrictionWheel: SecondOrderSystem, Hashable {
    public let inertia: Double, viscous: Double, coulomb: Double

    public init(inertia: Double = 1, viscous: Double, coulomb: Double) {
        precondition(inertia > 0 && viscous >= 0 && coulomb >= 0, "FrictionWheel: inertia > 0, frictions ≥ 0")
        self.inertia = inertia
        self.viscous = viscous
        self.coulomb = coulomb
    }

    /// θ″; at ω = 0 the friction torque is whatever holds the wheel (0 here, no driving torque).
    @inlinable
    public func acceleration(at t: Double, position theta: Double, velocity omega: Double) -> Double {
        let dry: Double = omega > 0 ? coulomb : (omega < 0 ? -coulomb : 0)
        return -(viscous * omega + dry) / inertia
    }

    /// The wheel while it turns in one direction (`direction` = ±1): the dry torque has a
    /// fixed sign, so the right-hand side is smooth and an adaptive integrator can run up to
    /// the stop, which ``IntegratedMotion`` locates as the velocity's zero.
    public struct Turning: SecondOrderSystem, Hashable {
        public let wheel: FrictionWheel
        public let direction: Double
        @inlinable
        public func acceleration(at t: Double, position theta: Double, velocity omega: Double) -> Double {
            -(wheel.viscous * omega + direction * wheel.coulomb) / wheel.inertia
        }
    }

    /// The smooth "turning" form for a wheel spinning at ω₀.
    public func turning(initialVelocity omega0: Double) -> Turning {
        Turning(wheel: self, direction: omega0 < 0 ? -1 : 1)
    }

    /// The time the wheel, spinning at ω₀, comes to rest.
    public func stopTime(initialVelocity omega0: Double) -> Double {
        let w = abs(omega0)
        if w == 0 { return 0 }
        if viscous == 0 { return coulomb == 0 ? .infinity : w * inertia / coulomb }
        if coulomb == 0 { return .infinity }
        let lambda = viscous / inertia, r = coulomb / viscous
        return (w / r).log1pValue / lambda
    }

    /// The exact angle and angular velocity at time t from (θ₀, ω₀).
    public func state(at t: Double, angle theta0: Double, velocity omega0: Double) -> MotionState {
        let sign: Double = omega0 < 0 ? -1 : 1
        let w = abs(omega0)
        let tt = min(t, stopTime(initialVelocity: omega0))
        if viscous == 0 {
            let dec = coulomb / inertia
            return MotionState(value: theta0 + sign * (w * tt - 0.5 * dec * tt * tt), velocity: sign * max(0, w - dec * tt))
        }
        let lambda = viscous / inertia, r = coulomb / viscous
        let decay = (-lambda * tt).expMinusOneValue  // e^(−λt) − 1
        let omega = (w + r) * (decay + 1) - r
        let angle = (w + r) * (-decay) / lambda - r * tt
        return MotionState(value: theta0 + sign * angle, velocity: t >= stopTime(initialVelocity: omega0) ? 0 : sign * max(0, omega))
    }
}

extension Double {
    @usableFromInline var log1pValue: Double { Double.log(onePlus: self) }
    @usableFromInline var expMinusOneValue: Double { Double.expMinusOne(self) }
}
