import Dynamics
import Easing

/// A request for the pull-to-refresh lines' frame table (`springsim refresh`): the scene's
/// constants (a scene file's, or the article's), the driver given on top of them — a progress
/// list or a duration — the frame rate and an easing's text, checked once by ``validate()``
/// before the scene is built.
///
/// Domains: fps in (0, 1e6]; duration finite and > 0 (and, through the configuration, at most
/// ``RefreshConfiguration/maximumDuration``), with fewer than ``maximumFrames`` frames at the
/// rate; each progress entry in [0, 1]. A progress list and a duration are exclusive; an easing
/// shapes a time-driven table only, so it is refused with a progress list, given here or held by
/// the configuration. A driver given here replaces the configuration's.
///
/// ```swift
/// let scene = try RefreshRequest(duration: 0.8, easing: "easeIn").scene(fps: 120)
/// ```
public struct RefreshRequest: Sendable, Hashable {
    /// The constants, and the driver when ``progress`` and ``duration`` are nil.
    public var configuration: RefreshConfiguration
    /// Progress values, one frame each (replaces the configuration's driver).
    public var progress: [Double]?
    /// Seconds over which progress runs 0 → 1 (replaces the configuration's driver).
    public var duration: Double?
    /// An easing in any ``EasingParser`` syntax, applied to t / D; nil is linear.
    public var easing: String?

    /// The most frames a duration-driven table may have (a bound of this tool, not of the seed).
    public static let maximumFrames = 1e9

    public init(
        configuration: RefreshConfiguration = RefreshConfiguration.article, progress: [Double]? = nil, duration: Double? = nil,
        easing: String? = nil
    ) {
        self.configuration = configuration
        self.progress = progress
        self.duration = duration
        self.easing = easing
    }

    /// The checks that need only which drivers are given and their scalars, in this order: both
    /// a progress list and a duration; an easing with a progress list; fps outside (0, 1e6]; a
    /// duration not finite or not > 0. (The progress entries are not read.)
    public func validateDrivers(fps: Double) throws(RefreshRequestError) {
        if progress != nil && duration != nil { throw .bothDrivers }
        if progress != nil && easing != nil { throw .easingWithProgress }
        if !(fps > 0 && fps <= 1e6) { throw .fps(fps) }
        if let d = duration, !(d.isFinite && d > 0) { throw .duration(d) }
    }

    /// The configuration with this request's driver, after ``validateDrivers(fps:)``, then: a
    /// progress entry outside [0, 1] (the first, by index from 0); a duration with
    /// ``maximumFrames`` or more frames; the configuration refusing the driver (an empty list, a
    /// duration above ``RefreshConfiguration/maximumDuration``); an easing with the
    /// configuration's own progress list.
    public func drivenConfiguration(fps: Double) throws(RefreshRequestError) -> RefreshConfiguration {
        try validateDrivers(fps: fps)
        var base = configuration
        if let values = progress {
            if let bad = values.firstIndex(where: { !($0 >= 0 && $0 <= 1) }) { throw .progressEntry(index: bad, values[bad]) }
            do { base = try base.driven(byProgress: values) } catch { throw .progressRefused(error) }
        } else if let d = duration {
            let frames = FrameClock.frameCount(fps: fps, duration: d)
            guard frames < Self.maximumFrames else { throw .tooManyFrames(frames) }
            do { base = try base.driven(byDuration: d) } catch { throw .durationRefused(error) }
        }
        if easing != nil && base.progress != nil { throw .easingWithConfigurationProgress }
        return base
    }

    /// Every check, in the order of ``drivenConfiguration(fps:)`` and then the easing's syntax.
    public func validate(fps: Double) throws(RefreshRequestError) { _ = try scene(fps: fps) }

    /// The scene, after every check.
    public func scene(fps: Double) throws(RefreshRequestError) -> RefreshScene {
        let base = try drivenConfiguration(fps: fps)
        var curve: (any Easing)?
        if let text = easing {
            do { curve = try EasingParser.parse(text) } catch { throw .easing(error) }
        }
        return RefreshScene(base, fps: fps, easing: curve)
    }
}

extension RefreshConfiguration {
    /// The article's constants, no driver (the defaults never fail validation).
    public static let article = try! RefreshConfiguration()
}

/// Why a ``RefreshRequest`` was refused.
public enum RefreshRequestError: Error, Sendable, Equatable {
    /// Both a progress list and a duration.
    case bothDrivers
    /// An easing with the request's progress list.
    case easingWithProgress
    /// fps outside (0, 1e6].
    case fps(Double)
    /// A duration not finite or not > 0.
    case duration(Double)
    /// The progress entry at `index` (from 0) outside [0, 1].
    case progressEntry(index: Int, Double)
    /// A duration whose table would have this many frames (≥ ``RefreshRequest/maximumFrames``).
    case tooManyFrames(Double)
    /// The configuration refused the progress list.
    case progressRefused(SceneConfigurationError)
    /// The configuration refused the duration.
    case durationRefused(SceneConfigurationError)
    /// An easing while the configuration itself holds a progress list.
    case easingWithConfigurationProgress
    /// The easing's text does not parse.
    case easing(EasingError)
}
