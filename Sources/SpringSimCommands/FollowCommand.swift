import ArgumentParser
import NetworkScenes
import SpringNetworks
import SpringSim

/// `springsim follow`: a follower chain (rebound's SpringChain as an exact spring network).
struct FollowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "follow",
        abstract: "Write the per-frame table of a follower chain: frame,time,node,value,velocity,acceleration.",
        discussion: """
            N elements of mass M start at rest at --from. Element 0 is pulled to --to by a spring (--stiffness, \
            --damping-coefficient); each next element is tied to the one before it by a spring of rest length 0 \
            (--attachment-stiffness, --attachment-damping-coefficient). Defaults are rebound's SpringChain: main \
            spring Origami tension 40, friction 6 (k 230.2, c 19), attachments 70, 10 (k 338.8, c 31), mass 1. \
            The ties pull both ways (UIKit Dynamics attachments; rebound's chain only drags followers along), and \
            each friction acts on its element's own velocity, as rebound's does. Solved exactly as one network \
            (modes, or the matrix exponential when the frictions differ); one row per frame and element, node 0 \
            leading. --until settle ends at the last time some element is ε·|to − from| or more from --to.
            """
    )

    @Option(help: Help.count) var count: Int

    @Option(help: Help.stiffness) var stiffness: Double = FollowerChain.reboundMainSpring.stiffness

    @Option(name: .customLong("damping-coefficient"), help: Help.dampingCoefficient)
    var dampingCoefficient: Double = FollowerChain.reboundMainSpring.dampingCoefficient

    @Option(name: .customLong("attachment-stiffness"), help: Help.attachmentStiffness)
    var attachmentStiffness: Double = FollowerChain.reboundAttachmentSpring.stiffness

    @Option(name: .customLong("attachment-damping-coefficient"), help: Help.attachmentDampingCoefficient)
    var attachmentDampingCoefficient: Double = FollowerChain.reboundAttachmentSpring.dampingCoefficient

    @Option(help: Help.mass) var mass: Double = 1

    @OptionGroup(title: "Animation") var animation: AnimationOptions
    @OptionGroup var rate: FrameRateOption

    @Option(help: Help.until) var until: Until = .settle

    @OptionGroup(title: "Settling") var tolerance: ToleranceOptions
    @OptionGroup(title: "Output") var output: TableOutputOptions

    func validate() throws {
        try checkInteger(count, "--count", 1...SpringNetwork.maximumNodes)
        try Domain.positive.check(stiffness, "--stiffness")
        try Domain.nonNegative.check(dampingCoefficient, "--damping-coefficient")
        try Domain.positive.check(attachmentStiffness, "--attachment-stiffness")
        try Domain.nonNegative.check(attachmentDampingCoefficient, "--attachment-damping-coefficient")
        try Domain.positive.check(mass, "--mass")
        switch until {
        case .settle: break
        case .duration: throw CLIError("--until must be settle or a number of seconds (a chain has no duration of its own)")
        case .seconds(let s): try Domain.seconds.check(s, "--until")
        }
        guard animation.from != animation.to else {
            throw CLIError("--from and --to must differ (the tolerances are relative to the distance)")
        }
    }

    func run() throws {
        let settling = try tolerance.tolerance()
        let (eps, velocityEps) = (settling.epsilon, settling.velocityEpsilon)
        // A given end is checked against --max-rows before anything is solved.
        if case .seconds(let s) = until { try checkRows(end: s, endOption: "--until \(s)") }
        let chain: FollowerChain
        do {
            chain = try FollowerChain(
                count: count, mass: mass, stiffness: stiffness, dampingCoefficient: dampingCoefficient,
                attachmentStiffness: attachmentStiffness, attachmentDampingCoefficient: attachmentDampingCoefficient,
                from: animation.from, to: animation.to)
        } catch { throw CLIError(runtime: error.description) }
        let end: Double
        if case .seconds(let s) = until {
            end = s
        } else {
            do { end = try chain.settlingTime(epsilon: eps, velocityEpsilon: velocityEps) } catch {
                throw CLIError("--until settle: \(error.description)")
            }
            try checkRows(end: end, endOption: "--until settle (\(end) s)")
        }
        let bound = chain.solution.errorBound(at: end)
        guard bound <= NetworkSolution.tableTolerance else {
            throw CLIError(
                "the chain's error bound at \(end) s is \(bound) of the motion (more than \(NetworkSolution.tableTolerance)): its fastest mode's phase is lost to rounding over so long a time"
            )
        }
        let table = chain.table(clock: FrameClock(fps: rate.fps, end: end))
        do {
            try output.destination.write(table, format: output.format)
        } catch let error as NetworkError {
            // A propagator that could not be computed (the output file is abandoned).
            throw CLIError(runtime: error.description)
        }
    }

    /// Refuses a table of more than --max-rows rows: frames × elements.
    func checkRows(end: Double, endOption: String) throws {
        let frames = FrameClock.frameCount(fps: rate.fps, duration: end)
        try output.limit.check(rows: frames * Double(count), source: "\(endOption) at --fps \(rate.fps) for \(count) elements")
    }
}
