import Foundation
import SpringSimCommands

import class FrameIO.ByteBuffer
import enum FrameIO.FileAccess

/// Runs command lines inside the server's own process (``SpringSimTool/run(_:console:)``) on a
/// fixed pool of worker threads, one command per thread at a time, as many threads as cores:
/// no process is started, so a request costs what its command computes.
///
/// Bounds per request, all cooperative (a thread cannot be stopped from outside):
/// - **Output**: standard output is a ``ByteBuffer`` of ``StudioLimits/maxOutputBytes`` bytes;
///   the write that would cross it is refused (the buffer never holds more) and ends the command
///   as a closed pipe does → ``CommandResult/Termination/outputLimit``. Standard error keeps at
///   most 64 KiB.
/// - **Time**: the same buffer refuses every write after the deadline
///   (``StudioLimits/maxSeconds`` from the start of the run), which ends a command that is still
///   writing → ``CommandResult/Termination/timeLimit``. A command that computes for longer without
///   writing gets its time-limit answer at the deadline all the same (a watchdog answers for it);
///   its thread stays busy, and its pool slot taken, until the command returns.
/// - **Files**: the run binds ``FileAccess/isDenied``, so no path is opened whatever the command
///   line (the request mapping refuses file options before this).
/// - **Memory**: output as above, input is the request body (``StudioLimits/maxBodyBytes``), and
///   each command's working memory is bounded by its own caps (docs/STUDIO.md lists them).
///
/// Command lines for which ``needsOwnProcess(_:)`` holds go to `spawned` instead: those that
/// spend their time in one LAPACK call (which cannot stop at a deadline, and holds the
/// process-wide LAPACK lock) or start threads of their own.
public final class InProcessCommandRunner: CommandRunner {
    private let pool: WorkerPool
    /// The runner for the command lines that run in a process of their own (nil: run them here).
    public let spawned: (any CommandRunner)?

    /// `threads` workers (at least 1); `spawned` for ``needsOwnProcess(_:)``.
    public init(threads: Int, spawned: (any CommandRunner)?) {
        self.pool = WorkerPool(threads: max(1, threads))
        self.spawned = spawned
    }

    /// The subcommands that run spawned: `network`, `follow` and `fit` (one LAPACK eigen- or
    /// least-squares problem of up to 2000 nodes or the whole request body, not interruptible)
    /// and `sweep` (it starts `--jobs` threads of its own); and any command line with
    /// `--coupling` (`chart line`'s coupled network, also inside `render filmstrip`).
    public static func needsOwnProcess(_ arguments: [String]) -> Bool {
        if let first = arguments.first, ["network", "follow", "fit", "sweep"].contains(first) { return true }
        return arguments.contains { $0 == "--coupling" || $0.hasPrefix("--coupling=") }
    }

    public func run(arguments: [String], standardInput: [UInt8], limits: StudioLimits) async -> CommandResult {
        if let spawned, Self.needsOwnProcess(arguments) {
            return await spawned.run(arguments: arguments, standardInput: standardInput, limits: limits)
        }
        return await withCheckedContinuation { continuation in
            pool.submit(
                WorkerPool.Job(
                    arguments: arguments, standardInput: standardInput, limits: limits, reply: Reply(continuation)))
        }
    }

    /// Runs one command line on the calling thread within `limits` (its deadline starts now).
    public static func runHere(arguments: [String], standardInput: [UInt8], limits: StudioLimits) -> CommandResult {
        let deadline = ContinuousClock.now + .nanoseconds(Int64((limits.maxSeconds * 1e9).rounded()))
        let output = ByteBuffer(limit: limits.maxOutputBytes, deadline: deadline)
        let errors = ByteBuffer(limit: 65536)
        let console = Console(standardInput: .bytes(standardInput), standardOutput: .memory(output), standardError: .memory(errors))
        let status = FileAccess.$isDenied.withValue(true) { SpringSimTool.run(arguments, console: console) }
        switch output.stop {
        case .limit?: return CommandResult(termination: .outputLimit, standardOutput: [], standardError: errors.bytes)
        case .deadline?: return CommandResult(termination: .timeLimit, standardOutput: [], standardError: errors.bytes)
        case nil: return CommandResult(termination: .exited(status), standardOutput: output.bytes, standardError: errors.bytes)
        }
    }
}

/// A request's answer, given once: by its worker when the command returns, or by the watchdog
/// at the deadline, whichever comes first.
final class Reply: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<CommandResult, Never>?

    init(_ continuation: CheckedContinuation<CommandResult, Never>) { self.continuation = continuation }

    func resume(_ result: CommandResult) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(returning: result)
    }
}

/// `threads` long-lived threads taking jobs in arrival order, and one watchdog thread that
/// answers for a job still running at its deadline.
final class WorkerPool: @unchecked Sendable {
    struct Job {
        var arguments: [String]
        var standardInput: [UInt8]
        var limits: StudioLimits
        var reply: Reply
    }

    /// A job on a worker: its reply and when the watchdog answers it.
    private struct Running {
        var reply: Reply
        var deadline: ContinuousClock.Instant
    }

    private let condition = NSCondition()
    private var queue: [Job] = []
    private var head = 0
    private var running: [Running?]

    init(threads: Int) {
        running = Array(repeating: nil, count: threads)
        for index in 0..<threads {
            let thread = Thread { [unowned self] in self.work(index) }
            thread.name = "studio-worker-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        let watchdog = Thread { [unowned self] in self.watch() }
        watchdog.name = "studio-watchdog"
        watchdog.start()
    }

    func submit(_ job: Job) {
        condition.lock()
        queue.append(job)
        condition.signal()
        condition.unlock()
    }

    private func work(_ index: Int) {
        while true {
            condition.lock()
            while head == queue.count { condition.wait() }
            let job = queue[head]
            head += 1
            if head == queue.count || head >= 1024 {
                queue.removeFirst(head)
                head = 0
            }
            // A little past the command's own deadline, so that a command still writing ends
            // through its buffer (and frees its thread) before the watchdog answers for it.
            let grace = ContinuousClock.Duration.milliseconds(100)
            running[index] = Running(
                reply: job.reply, deadline: ContinuousClock.now + .nanoseconds(Int64((job.limits.maxSeconds * 1e9).rounded())) + grace)
            condition.unlock()
            let result = InProcessCommandRunner.runHere(arguments: job.arguments, standardInput: job.standardInput, limits: job.limits)
            condition.lock()
            running[index] = nil
            condition.unlock()
            job.reply.resume(result)
        }
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.05)
            let now = ContinuousClock.now
            condition.lock()
            var late: [Reply] = []
            for slot in running.indices {
                if let job = running[slot], job.deadline <= now {
                    late.append(job.reply)
                    running[slot]?.deadline = now + .seconds(1_000_000)
                }
            }
            condition.unlock()
            for reply in late {
                reply.resume(CommandResult(termination: .timeLimit, standardOutput: [], standardError: []))
            }
        }
    }
}
