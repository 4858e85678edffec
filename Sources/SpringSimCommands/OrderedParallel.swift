/// Computes numbered chunks on worker threads and hands the results over in order: the
/// streaming engine of `springsim sweep`.
///
/// Workers claim chunk indices 0, 1, 2, … in order and compute them independently; the
/// calling thread consumes result 0, then 1, … as each becomes ready. At most `window` chunks
/// are claimed beyond the last one consumed, so memory is bounded by `window` results whatever
/// the number of chunks. A chunk that throws stops further claims, and its error is thrown
/// when the consumer reaches it — the first failing chunk in order, whatever the timing, so
/// the outcome does not depend on the number of threads.
enum OrderedParallel {
    static func run<T: Sendable>(
        chunks: Int, jobs: Int, window: Int, compute: @escaping @Sendable (Int) throws -> T, consume: (T) throws -> Void
    ) throws {
        guard chunks > 0 else { return }
        let state = State<T>(chunks: chunks, window: max(window, 1))
        let threads = (0..<max(1, min(jobs, chunks))).map { _ in Platform.Thread { state.work(compute) } }
        defer {
            state.monitor.locked {
                state.stop = true
                state.monitor.broadcast()
            }
            for t in threads { t.join() }
        }
        for i in 0..<chunks {
            let result = state.monitor.locked { () -> Result<T, any Error> in
                while state.results[i] == nil { state.monitor.wait() }
                let r = state.results.removeValue(forKey: i)!
                state.nextConsumed += 1
                state.monitor.broadcast()
                return r
            }
            try consume(result.get())
        }
    }

    /// Shared by the workers and the consumer; every field is accessed under `monitor`.
    private final class State<T: Sendable>: @unchecked Sendable {
        let monitor = Platform.Monitor()
        let chunks: Int
        let window: Int
        var nextClaimed = 0
        var nextConsumed = 0
        var stop = false
        var results: [Int: Result<T, any Error>] = [:]

        init(chunks: Int, window: Int) {
            self.chunks = chunks
            self.window = window
        }

        func work(_ compute: (Int) throws -> T) {
            while true {
                let claimed = monitor.locked { () -> Int? in
                    while !stop && nextClaimed < chunks && nextClaimed - nextConsumed >= window { monitor.wait() }
                    guard !stop && nextClaimed < chunks else { return nil }
                    nextClaimed += 1
                    return nextClaimed - 1
                }
                guard let i = claimed else { return }
                let result = Result { try compute(i) }
                monitor.locked {
                    results[i] = result
                    if case .failure = result { stop = true }
                    monitor.broadcast()
                }
            }
        }
    }
}
