import RealModule

// Implementation goals, in order of priority:
//  1. The textbook method: Dormand & Prince's explicit Runge–Kutta 8(5,3) pair as Hairer ships it
//     in DOP853 (Hairer, Nørsett & Wanner, "Solving ODEs I", 2nd ed., §II.5 and §II.10; the
//     coefficients are those of the dop853.f source), FSAL, local extrapolation (the 8th-order
//     solution is propagated), the combined 5th/3rd-order error estimate, Hairer's step-size
//     controller and initial step, and the order-7 continuous extension (3 extra stages).
//  2. No allocation per step: stages live in SIMD registers; a dense segment is a value.
//  3. Honest failure, as ``DormandPrince``: a step below `minStep` or more than `maxSteps`
//     steps is an error.

/// DOP853: Dormand–Prince 8(5,3), adaptive, with an order-7 dense output.
///
/// Order 8. 12 stages, the last is the FSAL evaluation f(t₁, y₁) reused as the next step's first:
/// 12 evaluations per accepted step, 11 per rejected step, and 3 more per step whose dense
/// segment is asked for (``step(limit:)``; ``advance(limit:)`` and ``integrate(to:)`` skip them).
/// The stability region reaches hλ ≈ −6.39 on the negative real axis and ±5.96i on the imaginary
/// axis (so an undamped oscillator is stable for hω < 5.96; `DOP853Tests` checks both); not for
/// stiff problems.
///
/// Error control as in Hairer's DOP853: with weights sᵢ = atol + rtol·max(|y₀ᵢ|, |y₁ᵢ|), the
/// 5th-order estimate e₅ = hΣ(bᵢ − b̂ᵢ)kᵢ and the 3rd-order one e₃, the step's error is
/// ‖e‖ = E₅² / √(n·(E₅² + 0.01·E₃²)) with Eⱼ² = Σ(eⱼᵢ/sᵢ)² — of order 8 in h like e₅²/e₃, but
/// never trusting the 5th-order estimate alone when it happens to be small. A step is accepted
/// when ‖e‖ ≤ 1. The next step is h·clamp(0.9·‖e‖^(−1/8), 1/3, 6) (dop853.f's defaults: β = 0,
/// FAC1 = 0.333, FAC2 = 6), never growing right after a rejection; the first step follows
/// Hairer's `hinit` with exponent 1/8.
///
/// The dense output over a step is a polynomial of degree 7, of order 7: its error inside a step
/// of length h is O(h⁸), one order below the step itself (HNW I, §II.6), exact at both ends.
/// Global error is not bounded by the tolerance in general. On the damped springs of the tests
/// (`DOP853Tests`, the measured table in <doc:Integrators>) it stayed below the tolerance at the
/// step points from 1e-6 to 1e-13, while the dense output between them, one order lower, reached
/// 32× the tolerance at 1e-10 on overdamped springs with long steps.
public struct DOP853<System: ODESystem>: Sendable {
    public typealias State = System.State
    @usableFromInline typealias Control = AdaptiveStepControl<System>
    /// The same tolerances and step limits as Dormand–Prince 5(4).
    public typealias Options = DormandPrince<System>.Options

    /// The continuous extension over one accepted step [t₀, t₀ + h]: degree 7, order 7, exact at
    /// both ends (Hairer's CONTD8).
    public struct DenseSegment: Sendable {
        public let t0: Double
        public let h: Double
        /// The step's end time and state, returned exactly at t = t1.
        public let t1: Double
        public let y1: State
        @usableFromInline let r1, r2, r3, r4, r5, r6, r7, r8: State

        @usableFromInline
        init(
            t0: Double, h: Double, t1: Double, y1: State,
            r: (State, State, State, State, State, State, State, State)
        ) {
            (self.t0, self.h, self.t1, self.y1) = (t0, h, t1, y1)
            (r1, r2, r3, r4, r5, r6, r7, r8) = r
        }

        /// The solution at t ∈ [t₀, t₁] (extrapolates outside); exactly y₀ at t₀ and the
        /// stepped y₁ at t₁.
        @inlinable
        public func state(at t: Double) -> State {
            if t == t1 { return y1 }
            let s = (t - t0) / h
            let s1 = 1 - s
            let p = r5 + s * (r6 + s1 * (r7 + s * r8))
            return r1 + s * (r2 + s1 * (r3 + s * (r4 + s1 * p)))
        }
    }

    /// The stages of one step an accepted step keeps: those with nonzero weight in b, the
    /// error estimates or the dense output (k₂…k₅ only feed later stages).
    @usableFromInline
    struct Stages {
        @usableFromInline var k1, k6, k7, k8, k9, k10, k11, k12: State
        /// Σ bᵢkᵢ (y₁ = y₀ + h·bk).
        @usableFromInline var bk: State
        @usableFromInline var y1: State

        @inlinable
        init(k1: State, k6: State, k7: State, k8: State, k9: State, k10: State, k11: State, k12: State, bk: State, y1: State) {
            (self.k1, self.k6, self.k7, self.k8, self.k9, self.k10, self.k11, self.k12) = (k1, k6, k7, k8, k9, k10, k11, k12)
            (self.bk, self.y1) = (bk, y1)
        }
    }

    public let system: System
    public let options: Options
    /// Current time (the end of the last accepted step).
    public var t: Double { _t }
    /// Current state.
    public var y: State { _y }
    /// The step size the controller proposes next.
    public var proposedStep: Double { _h }
    /// Steps, rejections and evaluations so far.
    public var statistics: IntegrationStatistics { _statistics }

    @usableFromInline var _t: Double
    @usableFromInline var _y: State
    /// f(t, y), reused as the next step's first stage (FSAL).
    @usableFromInline var f0: State
    @usableFromInline var _h: Double
    @usableFromInline var lastRejected = false
    @usableFromInline var _statistics = IntegrationStatistics()

    /// Starts at (t₀, y₀); the first step is chosen by Hairer's rule unless given.
    public init(system: System, t0: Double, y0: State, options: Options = Options()) {
        self.system = system
        self.options = options
        self._t = t0
        self._y = y0
        self.f0 = system.derivative(at: t0, y0)
        let first = Control.firstStep(system, t0: t0, y0: y0, f0: f0, options: options, exponent: 0.125)
        _h = first.h
        _statistics.evaluations = 1 + first.evaluations
    }

    /// Stages 2…12 of one step from (t, y) with k₁ = f(t, y): 11 evaluations.
    @inlinable @inline(__always)
    static func stages(_ system: System, t: Double, y: State, f0 k1: State, h: Double) -> Stages {
        typealias T = DOP853Tableau
        let k2 = system.derivative(at: t + T.c2 * h, y + (h * T.a21) * k1)
        var acc: State = T.a31 * k1
        acc += T.a32 * k2
        let k3 = system.derivative(at: t + T.c3 * h, y + h * acc)
        acc = T.a41 * k1
        acc += T.a43 * k3
        let k4 = system.derivative(at: t + T.c4 * h, y + h * acc)
        acc = T.a51 * k1
        acc += T.a53 * k3
        acc += T.a54 * k4
        let k5 = system.derivative(at: t + T.c5 * h, y + h * acc)
        acc = T.a61 * k1
        acc += T.a64 * k4
        acc += T.a65 * k5
        let k6 = system.derivative(at: t + T.c6 * h, y + h * acc)
        acc = T.a71 * k1
        acc += T.a74 * k4
        acc += T.a75 * k5
        acc += T.a76 * k6
        let k7 = system.derivative(at: t + T.c7 * h, y + h * acc)
        acc = T.a81 * k1
        acc += T.a84 * k4
        acc += T.a85 * k5
        acc += T.a86 * k6
        acc += T.a87 * k7
        let k8 = system.derivative(at: t + T.c8 * h, y + h * acc)
        acc = T.a91 * k1
        acc += T.a94 * k4
        acc += T.a95 * k5
        acc += T.a96 * k6
        acc += T.a97 * k7
        acc += T.a98 * k8
        let k9 = system.derivative(at: t + T.c9 * h, y + h * acc)
        acc = T.a101 * k1
        acc += T.a104 * k4
        acc += T.a105 * k5
        acc += T.a106 * k6
        acc += T.a107 * k7
        acc += T.a108 * k8
        acc += T.a109 * k9
        let k10 = system.derivative(at: t + T.c10 * h, y + h * acc)
        acc = T.a111 * k1
        acc += T.a114 * k4
        acc += T.a115 * k5
        acc += T.a116 * k6
        acc += T.a117 * k7
        acc += T.a118 * k8
        acc += T.a119 * k9
        acc += T.a1110 * k10
        let k11 = system.derivative(at: t + T.c11 * h, y + h * acc)
        acc = T.a121 * k1
        acc += T.a124 * k4
        acc += T.a125 * k5
        acc += T.a126 * k6
        acc += T.a127 * k7
        acc += T.a128 * k8
        acc += T.a129 * k9
        acc += T.a1210 * k10
        acc += T.a1211 * k11
        let k12 = system.derivative(at: t + h, y + h * acc)
        var bk: State = T.b1 * k1
        bk += T.b6 * k6
        bk += T.b7 * k7
        bk += T.b8 * k8
        bk += T.b9 * k9
        bk += T.b10 * k10
        bk += T.b11 * k11
        bk += T.b12 * k12
        return Stages(k1: k1, k6: k6, k7: k7, k8: k8, k9: k9, k10: k10, k11: k11, k12: k12, bk: bk, y1: y + h * bk)
    }

    /// One fixed step of the 8th-order solution (no error control): for convergence studies
    /// and fixed-step policies. 12 evaluations.
    @inlinable
    public static func fixedStep(_ system: System, t: Double, y: State, h: Double) -> State {
        stages(system, t: t, y: y, f0: system.derivative(at: t, y), h: h).y1
    }

    /// Takes one accepted step (retrying with smaller steps as the controller asks), never past
    /// `limit`, and returns its stages, the step size and its start (t, y).
    @inlinable @inline(__always)
    mutating func acceptedStep(limit: Double) throws(IntegrationFailure) -> (s: Stages, h: Double, t0: Double, y0: State) {
        precondition(limit > t, "DOP853.step: limit must lie ahead of t")
        typealias T = DOP853Tableau
        while true {
            let h = try Control.trialStep(proposed: _h, t: t, limit: limit, options: options, statistics: _statistics)
            let s = Self.stages(system, t: t, y: y, f0: f0, h: h)
            _statistics.evaluations += 11
            // The 5th-order estimate Σ(bᵢ − b̂ᵢ)kᵢ and the 3rd-order one (b − b̃, dop853.f's
            // ER and BHH), both without the factor h, weighted.
            var e5: State = T.er1 * s.k1
            e5 += T.er6 * s.k6
            e5 += T.er7 * s.k7
            e5 += T.er8 * s.k8
            e5 += T.er9 * s.k9
            e5 += T.er10 * s.k10
            e5 += T.er11 * s.k11
            e5 += T.er12 * s.k12
            var e3 = s.bk - T.bhh1 * s.k1
            e3 -= T.bhh2 * s.k9
            e3 -= T.bhh3 * s.k12
            let sc = Control.errorWeights(y, s.y1, options)
            let w5 = e5 / sc, w3 = e3 / sc
            let err5 = (w5 * w5).sum(), err3 = (w3 * w3).sum()
            var deno = err5 + 0.01 * err3
            if !(deno > 0) { deno = 1 }
            let err = abs(h) * err5 / (Double(State.scalarCount) * deno).squareRoot()
            guard err.isFinite else {
                if !s.y1.isFinite { throw .nonFinite(t: t) }
                _h = h / 3
                _statistics.rejectedSteps += 1
                lastRejected = true
                continue
            }
            // dop853.f: fac11 = err^(1/8), h_new = h / clamp(fac11/0.9, 1/6, 1/0.333).
            let fac11 = Double.pow(max(err, 1e-300), 0.125)
            if err <= 1 {
                var hNew = h / min(1 / 0.333, max(1.0 / 6, fac11 / 0.9))
                if lastRejected { hNew = min(hNew, h) }
                lastRejected = false
                let t0 = t, y0 = y
                _t = (limit - (t + h)) <= 0 ? limit : t + h
                _y = s.y1
                f0 = system.derivative(at: t0 + h, s.y1)  // k₁₃, the next step's k₁
                _statistics.evaluations += 1
                _h = hNew
                _statistics.steps += 1
                return (s, h, t0, y0)
            } else {
                _h = h / min(1 / 0.333, fac11 / 0.9)
                _statistics.rejectedSteps += 1
                lastRejected = true
            }
        }
    }

    /// Takes one accepted step, never past `limit`, without dense output (12 evaluations).
    @inlinable @inline(__always)
    public mutating func advance(limit: Double) throws(IntegrationFailure) {
        _ = try acceptedStep(limit: limit)
    }

    /// Takes one accepted step (retrying with smaller steps as the controller asks), never
    /// past `limit`, and returns its dense segment (3 evaluations more than ``advance(limit:)``).
    @inlinable @inline(__always)
    public mutating func step(limit: Double) throws(IntegrationFailure) -> DenseSegment {
        typealias T = DOP853Tableau
        let (s, h, t0, y0) = try acceptedStep(limit: limit)
        let k13 = f0
        var acc: State = T.a141 * s.k1
        acc += T.a147 * s.k7
        acc += T.a148 * s.k8
        acc += T.a149 * s.k9
        acc += T.a1410 * s.k10
        acc += T.a1411 * s.k11
        acc += T.a1412 * s.k12
        acc += T.a1413 * k13
        let k14 = system.derivative(at: t0 + T.c14 * h, y0 + h * acc)
        acc = T.a151 * s.k1
        acc += T.a156 * s.k6
        acc += T.a157 * s.k7
        acc += T.a158 * s.k8
        acc += T.a1511 * s.k11
        acc += T.a1512 * s.k12
        acc += T.a1513 * k13
        acc += T.a1514 * k14
        let k15 = system.derivative(at: t0 + T.c15 * h, y0 + h * acc)
        acc = T.a161 * s.k1
        acc += T.a166 * s.k6
        acc += T.a167 * s.k7
        acc += T.a168 * s.k8
        acc += T.a169 * s.k9
        acc += T.a1613 * k13
        acc += T.a1614 * k14
        acc += T.a1615 * k15
        let k16 = system.derivative(at: t0 + T.c16 * h, y0 + h * acc)
        _statistics.evaluations += 3
        // Hairer's CONTD8 coefficients.
        @inline(__always) func dense(_ d: DOP853Tableau.DenseRow) -> State {
            var sum: State = d.w1 * s.k1
            sum += d.w6 * s.k6
            sum += d.w7 * s.k7
            sum += d.w8 * s.k8
            sum += d.w9 * s.k9
            sum += d.w10 * s.k10
            sum += d.w11 * s.k11
            sum += d.w12 * s.k12
            sum += d.w13 * k13
            sum += d.w14 * k14
            sum += d.w15 * k15
            sum += d.w16 * k16
            return h * sum
        }
        let dy = s.y1 - y0
        let bspl = h * s.k1 - dy
        return DenseSegment(
            t0: t0, h: h, t1: t, y1: s.y1,
            r: (y0, dy, bspl, dy - h * k13 - bspl, dense(T.d4), dense(T.d5), dense(T.d6), dense(T.d7)))
    }

    /// Integrates to `tEnd` without dense output.
    @inlinable
    public mutating func integrate(to tEnd: Double) throws(IntegrationFailure) {
        while t < tEnd { try advance(limit: tEnd) }
    }

    /// Integrates to `tEnd`, calling `body` with every accepted step's dense segment.
    @inlinable
    public mutating func integrate(to tEnd: Double, _ body: (DenseSegment) -> Void) throws(IntegrationFailure) {
        while t < tEnd { body(try step(limit: tEnd)) }
    }
}

/// The DOP853 tableau: Dormand & Prince's 8(5,3) pair with Hairer's error estimators and dense
/// output, as published in Hairer, Nørsett & Wanner, "Solving Ordinary Differential Equations I"
/// (2nd ed., Springer 1993) and its dop853.f source (the values below are that code's, to 30
/// digits where it gives them). Stage i runs at tᵢ = t₀ + cᵢh; c₁₂ = c₁₃ = 1 (stage 13 is
/// f(t₁, y₁), the FSAL stage); stages 14–16 serve only the dense output.
public enum DOP853Tableau {
    public static let c2 = 0.526001519587677318785587544488e-01
    public static let c3 = 0.789002279381515978178381316732e-01
    public static let c4 = 0.118350341907227396726757197510e+00
    public static let c5 = 0.281649658092772603273242802490e+00
    public static let c6 = 0.333333333333333333333333333333e+00
    public static let c7 = 0.25e+00
    public static let c8 = 0.307692307692307692307692307692e+00
    public static let c9 = 0.651282051282051282051282051282e+00
    public static let c10 = 0.6e+00
    public static let c11 = 0.857142857142857142857142857142e+00
    public static let c14 = 0.1e+00
    public static let c15 = 0.2e+00
    public static let c16 = 0.777777777777777777777777777778e+00

    public static let b1 = 5.42937341165687622380535766363e-2
    public static let b6 = 4.45031289275240888144113950566e0
    public static let b7 = 1.89151789931450038304281599044e0
    public static let b8 = -5.8012039600105847814672114227e0
    public static let b9 = 3.1116436695781989440891606237e-1
    public static let b10 = -1.52160949662516078556178806805e-1
    public static let b11 = 2.01365400804030348374776537501e-1
    public static let b12 = 4.47106157277725905176885569043e-2

    /// b − b̃ of the 3rd-order estimate is bk − (bhh1·k₁ + bhh2·k₉ + bhh3·k₁₂).
    public static let bhh1 = 0.244094488188976377952755905512e+00
    public static let bhh2 = 0.733846688281611857341361741547e+00
    public static let bhh3 = 0.220588235294117647058823529412e-01

    /// b − b̂ of the 5th-order estimate.
    public static let er1 = 0.1312004499419488073250102996e-01
    public static let er6 = -0.1225156446376204440720569753e+01
    public static let er7 = -0.4957589496572501915214079952e+00
    public static let er8 = 0.1664377182454986536961530415e+01
    public static let er9 = -0.3503288487499736816886487290e+00
    public static let er10 = 0.3341791187130174790297318841e+00
    public static let er11 = 0.8192320648511571246570742613e-01
    public static let er12 = -0.2235530786388629525884427845e-01

    public static let a21 = 5.26001519587677318785587544488e-2
    public static let a31 = 1.97250569845378994544595329183e-2
    public static let a32 = 5.91751709536136983633785987549e-2
    public static let a41 = 2.95875854768068491816892993775e-2
    public static let a43 = 8.87627564304205475450678981324e-2
    public static let a51 = 2.41365134159266685502369798665e-1
    public static let a53 = -8.84549479328286085344864962717e-1
    public static let a54 = 9.24834003261792003115737966543e-1
    public static let a61 = 3.7037037037037037037037037037e-2
    public static let a64 = 1.70828608729473871279604482173e-1
    public static let a65 = 1.25467687566822425016691814123e-1
    public static let a71 = 3.7109375e-2
    public static let a74 = 1.70252211019544039314978060272e-1
    public static let a75 = 6.02165389804559606850219397283e-2
    public static let a76 = -1.7578125e-2
    public static let a81 = 3.70920001185047927108779319836e-2
    public static let a84 = 1.70383925712239993810214054705e-1
    public static let a85 = 1.07262030446373284651809199168e-1
    public static let a86 = -1.53194377486244017527936158236e-2
    public static let a87 = 8.27378916381402288758473766002e-3
    public static let a91 = 6.24110958716075717114429577812e-1
    public static let a94 = -3.36089262944694129406857109825e0
    public static let a95 = -8.68219346841726006818189891453e-1
    public static let a96 = 2.75920996994467083049415600797e1
    public static let a97 = 2.01540675504778934086186788979e1
    public static let a98 = -4.34898841810699588477366255144e1
    public static let a101 = 4.77662536438264365890433908527e-1
    public static let a104 = -2.48811461997166764192642586468e0
    public static let a105 = -5.90290826836842996371446475743e-1
    public static let a106 = 2.12300514481811942347288949897e1
    public static let a107 = 1.52792336328824235832596922938e1
    public static let a108 = -3.32882109689848629194453265587e1
    public static let a109 = -2.03312017085086261358222928593e-2
    public static let a111 = -9.3714243008598732571704021658e-1
    public static let a114 = 5.18637242884406370830023853209e0
    public static let a115 = 1.09143734899672957818500254654e0
    public static let a116 = -8.14978701074692612513997267357e0
    public static let a117 = -1.85200656599969598641566180701e1
    public static let a118 = 2.27394870993505042818970056734e1
    public static let a119 = 2.49360555267965238987089396762e0
    public static let a1110 = -3.0467644718982195003823669022e0
    public static let a121 = 2.27331014751653820792359768449e0
    public static let a124 = -1.05344954667372501984066689879e1
    public static let a125 = -2.00087205822486249909675718444e0
    public static let a126 = -1.79589318631187989172765950534e1
    public static let a127 = 2.79488845294199600508499808837e1
    public static let a128 = -2.85899827713502369474065508674e0
    public static let a129 = -8.87285693353062954433549289258e0
    public static let a1210 = 1.23605671757943030647266201528e1
    public static let a1211 = 6.43392746015763530355970484046e-1

    public static let a141 = 5.61675022830479523392909219681e-2
    public static let a147 = 2.53500210216624811088794765333e-1
    public static let a148 = -2.46239037470802489917441475441e-1
    public static let a149 = -1.24191423263816360469010140626e-1
    public static let a1410 = 1.5329179827876569731206322685e-1
    public static let a1411 = 8.20105229563468988491666602057e-3
    public static let a1412 = 7.56789766054569976138603589584e-3
    public static let a1413 = -8.298e-3
    public static let a151 = 3.18346481635021405060768473261e-2
    public static let a156 = 2.83009096723667755288322961402e-2
    public static let a157 = 5.35419883074385676223797384372e-2
    public static let a158 = -5.49237485713909884646569340306e-2
    public static let a1511 = -1.08347328697249322858509316994e-4
    public static let a1512 = 3.82571090835658412954920192323e-4
    public static let a1513 = -3.40465008687404560802977114492e-4
    public static let a1514 = 1.41312443674632500278074618366e-1
    public static let a161 = -4.28896301583791923408573538692e-1
    public static let a166 = -4.69762141536116384314449447206e0
    public static let a167 = 7.68342119606259904184240953878e0
    public static let a168 = 4.06898981839711007970213554331e0
    public static let a169 = 3.56727187455281109270669543021e-1
    public static let a1613 = -1.39902416515901462129418009734e-3
    public static let a1614 = 2.9475147891527723389556272149e0
    public static let a1615 = -9.15095847217987001081870187138e0

    /// The weights of one dense-output coefficient on stages 1, 6–16 (dop853.f's D4j…D7j).
    public struct DenseRow: Sendable {
        public let w1, w6, w7, w8, w9, w10, w11, w12, w13, w14, w15, w16: Double
    }

    public static let d4 = DenseRow(
        w1: -0.84289382761090128651353491142e+01, w6: 0.56671495351937776962531783590e+00,
        w7: -0.30689499459498916912797304727e+01, w8: 0.23846676565120698287728149680e+01,
        w9: 0.21170345824450282767155149946e+01, w10: -0.87139158377797299206789907490e+00,
        w11: 0.22404374302607882758541771650e+01, w12: 0.63157877876946881815570249290e+00,
        w13: -0.88990336451333310820698117400e-01, w14: 0.18148505520854727256656404962e+02,
        w15: -0.91946323924783554000451984436e+01, w16: -0.44360363875948939664310572000e+01)
    public static let d5 = DenseRow(
        w1: 0.10427508642579134603413151009e+02, w6: 0.24228349177525818288430175319e+03,
        w7: 0.16520045171727028198505394887e+03, w8: -0.37454675472269020279518312152e+03,
        w9: -0.22113666853125306036270938578e+02, w10: 0.77334326684722638389603898808e+01,
        w11: -0.30674084731089398182061213626e+02, w12: -0.93321305264302278729567221706e+01,
        w13: 0.15697238121770843886131091075e+02, w14: -0.31139403219565177677282850411e+02,
        w15: -0.93529243588444783865713862664e+01, w16: 0.35816841486394083752465898540e+02)
    public static let d6 = DenseRow(
        w1: 0.19985053242002433820987653617e+02, w6: -0.38703730874935176555105901742e+03,
        w7: -0.18917813819516756882830838328e+03, w8: 0.52780815920542364900561016686e+03,
        w9: -0.11573902539959630126141871134e+02, w10: 0.68812326946963000169666922661e+01,
        w11: -0.10006050966910838403183860980e+01, w12: 0.77771377980534432092869265740e+00,
        w13: -0.27782057523535084065932004339e+01, w14: -0.60196695231264120758267380846e+02,
        w15: 0.84320405506677161018159903784e+02, w16: 0.11992291136182789328035130030e+02)
    public static let d7 = DenseRow(
        w1: -0.25693933462703749003312586129e+02, w6: -0.15418974869023643374053993627e+03,
        w7: -0.23152937917604549567536039109e+03, w8: 0.35763911791061412378285349910e+03,
        w9: 0.93405324183624310003907691704e+02, w10: -0.37458323136451633156875139351e+02,
        w11: 0.10409964950896230045147246184e+03, w12: 0.29840293426660503123344363579e+02,
        w13: -0.43533456590011143754432175058e+02, w14: 0.96324553959188282948394950600e+02,
        w15: -0.39177261675615439165231486172e+02, w16: -0.14972683625798562581422125276e+03)
}
