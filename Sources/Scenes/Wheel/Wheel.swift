/// A prize wheel: sectors with their own begin and end angles, and a fixed pointer.
///
/// **Convention** (derived from seed 004). The wheel's rotation θ is Core Animation's
/// `transform.rotation.z` on iOS: radians, positive **clockwise** on the y-down screen. A point
/// of the wheel at wheel angle φ (clockwise from 12 o'clock of the unrotated wheel, see
/// ``WheelSector``) appears at screen angle φ + θ from 12 o'clock. The **pointer is fixed at
/// 12 o'clock**, so at rotation θ it points at wheel angle φ = −θ (mod 2π). The seed's spin to
/// prize `id` ends at θ = −(begin + end)/360·π + 2π·turns, i.e. φ = the sector's mid-angle:
/// that sector is under the pointer.
///
/// Sectors are kept sorted by `begin`; they must not overlap, and unless gaps are allowed
/// they must tile the full turn (each sector ends where the next begins and the last ends 360°
/// after the first begins). Comparisons of degree values use a tolerance of 1e-9° so that
/// decimal inputs like 22.5 + 45·k tile exactly.
public struct Wheel: Sendable, Hashable {
    /// The sectors, sorted by begin angle.
    public let sectors: [WheelSector]
    /// Whether uncovered angles (gaps) are allowed; a pointer over a gap sees no sector.
    public let allowsGaps: Bool

    /// Tolerance, in degrees, when comparing sector edges.
    public static let edgeToleranceDegrees = 1e-9

    /// - Throws: ``WheelError`` for no sectors, duplicate ids, overlapping sectors, a total
    ///   span over 360°, or gaps when `allowGaps` is false.
    public init(sectors: [WheelSector], allowGaps: Bool = false) throws(WheelError) {
        guard !sectors.isEmpty else { throw WheelError("the wheel has no sectors") }
        var seen = Set<Int>()
        for (i, s) in sectors.enumerated() where !seen.insert(s.id).inserted {
            throw WheelError("duplicate prize id \(s.id)", sector: i)
        }
        // Positions in `sectors`, sorted by begin angle (stable, so errors name the later entry).
        let order = sectors.indices.sorted { (sectors[$0].beginDegrees, $0) < (sectors[$1].beginDegrees, $1) }
        let sorted = order.map { sectors[$0] }
        let tol = Self.edgeToleranceDegrees
        for (k, (a, b)) in zip(sorted, sorted.dropFirst()).enumerated() {
            if b.beginDegrees < a.endDegrees - tol {
                throw WheelError(
                    "sectors \(a.id) and \(b.id) overlap (\(a.id) ends at \(a.endDegrees)°, \(b.id) begins at \(b.beginDegrees)°)",
                    sector: max(order[k], order[k + 1]))
            }
            if !allowGaps && b.beginDegrees > a.endDegrees + tol {
                throw WheelError(
                    "gap between sectors \(a.id) and \(b.id) (\(a.endDegrees)° to \(b.beginDegrees)°); pass --allow-gaps to allow it",
                    sector: max(order[k], order[k + 1]))
            }
        }
        let first = sorted.first!, last = sorted.last!
        let wrap = first.beginDegrees + 360
        if last.endDegrees > wrap + tol {
            throw WheelError(
                "sectors \(last.id) and \(first.id) overlap across 360° (\(last.id) ends at \(last.endDegrees)°, \(first.id) begins at \(first.beginDegrees)° + 360°)",
                sector: order[order.count - 1]
            )
        }
        if !allowGaps && last.endDegrees < wrap - tol {
            throw WheelError(
                "gap between sectors \(last.id) and \(first.id) (\(last.endDegrees)° to \(first.beginDegrees)° + 360°); pass --allow-gaps to allow it",
                sector: order[order.count - 1]
            )
        }
        self.sectors = sorted
        self.allowsGaps = allowGaps
    }

    /// The seed's eight prizes.
    public static let seed = try! Wheel(sectors: WheelSector.seed)

    /// The sector with prize id `id`.
    public func sector(id: Int) -> WheelSector? { sectors.first { $0.id == id } }

    /// The wheel angle (radians, clockwise from 12 o'clock of the unrotated wheel) under the
    /// pointer at rotation θ: −θ reduced into [first begin, first begin + 2π).
    public func pointerWheelAngle(atRotation theta: Double) -> Double {
        let base = sectors[0].begin
        var phi = (-theta - base).truncatingRemainder(dividingBy: 2 * Double.pi)
        if phi < 0 { phi += 2 * Double.pi }
        if phi >= 2 * Double.pi { phi = 0 }
        return base + phi
    }

    /// The sector under the pointer at rotation θ (nil over a gap). A pointer exactly on an
    /// edge belongs to the sector that begins there (sectors are half-open [begin, end)).
    public func sector(underPointerAt theta: Double) -> WheelSector? {
        let phiDegrees = pointerWheelAngle(atRotation: theta) * (180 / Double.pi)
        let tol = Self.edgeToleranceDegrees
        for s in sectors.reversed() where phiDegrees >= s.beginDegrees - tol {
            return phiDegrees < s.endDegrees - tol ? s : nil
        }
        return nil
    }

    /// The boundaries (sector edges) as wheel angles in radians, sorted, each once: the begins
    /// and ends of all sectors, an end that coincides with the next begin counted once. The
    /// index into this array is the `boundary` of a ``WheelTick``.
    public var boundaries: [Double] {
        var edges: [Double] = []
        let tol = Self.edgeToleranceDegrees
        let firstBegin = sectors[0].beginDegrees
        for (k, s) in sectors.enumerated() {
            edges.append(s.beginDegrees)
            let nextBegin = k + 1 < sectors.count ? sectors[k + 1].beginDegrees : firstBegin + 360
            if s.endDegrees < nextBegin - tol { edges.append(s.endDegrees) }
        }
        return edges.map { $0 * (Double.pi / 180) }
    }

    /// The rotation that puts wheel angle φ under the pointer, the first one at or beyond
    /// `start` in direction `direction` (+1 clockwise, −1 counter-clockwise) by more than
    /// `minimumTravel`, plus `turns` full turns: θ = −φ + 2πm.
    ///
    /// Exact up to the rounding of −φ + 2πm (a few ulps of |θ|).
    public static func rotation(
        bringing phi: Double, underPointerFrom start: Double, direction: Double = 1, turns: Int = 0, minimumTravel: Double = 0
    ) -> Double {
        precondition(direction == 1 || direction == -1, "Wheel.rotation: direction must be ±1")
        precondition(turns >= 0, "Wheel.rotation: turns must be ≥ 0")
        let twoPi = 2 * Double.pi
        // The smallest m with direction·(−φ + 2πm − start) > minimumTravel.
        let x = (start + direction * minimumTravel + phi) / twoPi
        var m = direction > 0 ? x.rounded(.down) : x.rounded(.up)
        while direction * (-phi + twoPi * m - start) <= minimumTravel { m += direction }
        while direction * (-phi + twoPi * (m - direction) - start) > minimumTravel { m -= direction }
        return -phi + twoPi * (m + direction * Double(turns))
    }
}

/// A wheel configuration or spin that cannot be honoured; one line, for users.
public struct WheelError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    /// The position, in the list given to ``Wheel/init(sectors:allowGaps:)``, of the sector the
    /// problem was found at (the later of two, in that list), when one is to blame.
    public let sector: Int?
    public init(_ message: String, sector: Int? = nil) {
        self.message = message
        self.sector = sector
    }
    public var description: String { message }
}
