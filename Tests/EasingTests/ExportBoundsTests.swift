import Dynamics
import Testing

@testable import Easing

@Suite("linear() export: bounded point count; spring() keys once", .timeLimit(.minutes(1)))
struct ExportBoundsTests {
    /// An easing whose curvature is known: e(u) = u², e'' = 2, so about ∫√(2/(8ε)) = 1/(2√ε)
    /// points are needed.
    struct Square: Easing {
        var description: String { "u²" }
        func value(at u: Double) -> Double { u * u }
        func slope(at u: Double) -> Double? { 2 * u }
    }

    @Test("the estimate follows ∫√(|e''|/(8ε)) and is close to what the greedy approximation uses")
    func estimate() throws {
        for bound in [1e-3, 1e-4, 1e-5] {
            let estimate = Square().estimatedLinearPointCount(maxError: bound)
            // 1 + 1/(2√ε), up to the second differences' rounding (each ≤ a few ulps of 1).
            #expect(abs(estimate - (1 + 0.5 / bound.squareRoot())) < 1e-3 * estimate, "ε = \(bound): \(estimate)")
            let used = try Square().linearPoints(maxError: bound).count
            // The greedy chords aim at 0.9·ε, so need about 1/√0.9 ≈ 1.05 times the estimate.
            #expect(Double(used) >= 0.9 * estimate && Double(used) <= 1.3 * estimate + 2, "ε = \(bound): \(used) vs \(estimate)")
        }
    }

    @Test("a lightly damped spring at a tiny bound is refused up front with the estimate, not approximated for hours")
    func refusedUpFront() throws {
        for text in ["spring(damping=0.001, velocity=1.4)", "spring(damping=0.01)"] {
            let easing = try EasingParser.parse(text)
            let error = #expect(throws: EasingError.self) { try easing.linearPoints(maxError: 1e-9) }
            #expect(error?.message.contains("more than the maximum \(LinearEasing.maximumPoints)") == true, "\(error?.message ?? "")")
            #expect(easing.estimatedLinearPointCount(maxError: 1e-9) > Double(LinearEasing.maximumPoints))
        }
    }

    @Test("an approximation never has more than the maximum number of points")
    func capped() throws {
        // u² at ε = 2e-7 needs about 1119 points: the estimate refuses it.
        #expect(throws: EasingError.self) { try Square().linearPoints(maxError: 2e-7) }
        // Just under the maximum is answered.
        let points = try Square().linearPoints(maxError: 4e-7)
        #expect(points.count <= LinearEasing.maximumPoints && points.count > 700)
    }

    @Test("spring(): a key given twice is refused at its second occurrence")
    func duplicateKeys() throws {
        func failure(_ text: String) -> EasingError? {
            do { _ = try EasingParser.parse(text); return nil } catch { return error }
        }
        let twice = failure("spring(damping=0.5, damping=0.7)")
        #expect(twice?.message == "spring parameter 'damping' is given twice")
        #expect(twice?.position == 20)
        #expect(failure("spring(origami, tension=40, friction=7, origami)")?.position == 40)
        #expect(failure("spring(preset=flutter, preset=pop)")?.message == "spring parameter 'preset' is given twice")
        #expect(failure("spring(epsilon=0.01, damping=0.5, epsilon=0.001)")?.position == 34)
        #expect(failure("spring(damping=0.5, velocity=1.4)") == nil)
    }
}
