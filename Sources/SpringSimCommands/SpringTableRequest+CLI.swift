import SpringSim

/// The command line's words for the library's spring-table requests: options in, the library's
/// typed errors out as the one-line messages `springsim` prints.
extension SpringTableRequestError {
    /// This error as the command line says it, for the errors that concern one option.
    var cliError: CLIError {
        switch self {
        case .epsilon(let e): return CLIError("--epsilon must be in (0, 1) (got \(e))")
        case .velocityEpsilon(let v): return CLIError("--velocity-epsilon must be \(Domain.positive.sentence) (got \(v))")
        case .fps(let f): return CLIError("--fps must be \(Domain.fps.sentence) (got \(f))")
        case .endSeconds(let s): return CLIError("--until must be settle, duration or a number of seconds ≥ 0 (got \(s))")
        case .time(let i, let t): return CLIError("--times: entry \(i + 1) (\(t)) must be ≥ 0, finite and not less than the one before it")
        case .from(let x): return CLIError("--from must be a finite number (got \(x))")
        case .to(let x): return CLIError("--to must be a finite number (got \(x))")
        case .sameEnds: return CLIError("--from and --to must differ (velocity and tolerances are relative to the distance)")
        case .neverSettles: return CLIError("this spring never settles (damping ratio 0); pass --until SECONDS")
        case .noNominalDuration(let family):
            return CLIError(
                "--until duration needs a family with a duration (--damping [--duration] for UIKit, or --duration --bounce); this one is \(family)"
            )
        case .spring(let error): return SpringFlagValues().cliError(error)
        case .motion(let error): return CLIError(error.message)
        case .tooManyRows(let rows, _): return CLIError("the table would have \(rows.rows) rows")
        }
    }

    /// This error as the command line says it: `spring` renders the spring's own errors with the
    /// flags given, the motion's are led by the options that set it, and `limit` words a table
    /// that is too long.
    func cliError(spring: SpringFlagValues, from: Double, to: Double, fps: Double, limit: RowLimit) -> Error {
        switch self {
        case .spring(let error): return spring.cliError(error)
        case .motion(let error):
            // The library names from, to, velocity or the motion; the options that set them lead.
            let velocity = spring.velocity == 0 ? "" : " \(SpringFlags.flag(.velocity)) \(spring.velocity)"
            return CLIError("--from \(from) --to \(to)\(velocity): \(error.message)")
        case .tooManyRows(let rows, let end):
            do { try limit.check(rows: rows.rows, source: Self.source(end, fps: fps)) } catch { return error }
            return cliError
        default: return cliError
        }
    }

    /// The options that set a table's length: `--times`, `--until settle (1.2 s) at --fps 60`.
    static func source(_ end: SpringFramePlan.ResolvedEnd, fps: Double) -> String {
        switch end.end {
        case .times: return "--times"
        case .settle: return "--until settle (\(end.seconds!) s) at --fps \(fps)"
        case .nominalDuration: return "--until duration (\(end.seconds!) s) at --fps \(fps)"
        case .seconds(let s): return "--until \(s) at --fps \(fps)"
        }
    }
}

extension Until {
    /// The library's end for this `--until`.
    var end: SpringFramePlan.End {
        switch self {
        case .settle: return .settle
        case .duration: return .nominalDuration
        case .seconds(let s): return .seconds(s)
        }
    }
}

extension SpringTableJob {
    /// The library request these options describe (`--times` read here, once); every field
    /// checked by the library's initialisers.
    func request() throws -> SpringTableRequest {
        let end = try times.map { SpringFramePlan.End.times(try FrameTimesOption.parse($0)) } ?? until.end
        let plan = try FrameOptions.plan(fps: fps, end: end, tolerance: try ToleranceOptions.tolerance(epsilon: epsilon, velocityEpsilon: velocityEpsilon))
        return SpringTableRequest(spring: spring.parameters, from: from, to: to, plan: plan)
    }

    /// The table of ``request()``, refused beyond `--max-rows` before it is computed.
    func table() throws -> SpringTable {
        let request = try request()
        do { return try request.table(maxRows: maxRows) } catch {
            throw error.cliError(spring: spring, from: from, to: to, fps: fps, limit: RowLimit(maxRows: maxRows))
        }
    }
}
