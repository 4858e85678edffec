import Dynamics
import FixtureSupport
import FrameIO
import NetworkScenes
import SpringNetworks
import Testing

/// The network request: the options checked once (in a fixed order, so a caller's first message
/// is stable), the chain built from its parameters, and the request's tables the ones built by
/// hand.
@Suite("network requests")
struct NetworkRequestTests {
    static func chain(_ n: Int = 3, _ edit: (inout NetworkRequest) -> Void = { _ in }) -> NetworkRequest {
        edited(NetworkRequest(chain: n), edit)
    }

    static func fromFile(_ edit: (inout NetworkRequest) -> Void) -> NetworkRequest { edited(NetworkRequest(file: file), edit) }

    static let file = NetworkDescription(try! SpringNetwork.chain(count: 2, mass: 1, stiffness: 50, dampingCoefficient: 1))

    @Test(
        "the first rule broken is reported",
        arguments: [
            (NetworkRequest(), NetworkRequestError.noNetwork),
            (NetworkRequest(file: NetworkRequestTests.file, chain: 3), .fileAndChain),
            (NetworkRequestTests.chain(0), .chainCount(0)),
            (NetworkRequestTests.chain(SpringNetwork.maximumNodes + 1), .chainCount(SpringNetwork.maximumNodes + 1)),
            (
                NetworkRequestTests.fromFile {
                    $0.groundDamping = 1; $0.initialPositions = [0]
                }, .chainOnly(.groundDamping)
            ),
            (
                NetworkRequestTests.chain {
                    $0.velocity = 1; $0.initialVelocities = [1, 0, 0]
                }, .velocityAndVelocities
            ),
            (NetworkRequestTests.chain { $0.mass = 0 }, .outOfDomain(.mass, 0)),
            (NetworkRequestTests.chain { $0.stiffness = -1 }, .outOfDomain(.stiffness, -1)),
            (NetworkRequestTests.chain { $0.groundDamping = .infinity }, .outOfDomain(.groundDamping, .infinity)),
            (NetworkRequestTests.chain { $0.velocity = .infinity }, .outOfDomain(.velocity, .infinity)),
            (NetworkRequestTests.chain { $0.epsilon = 0 }, .outOfDomain(.epsilon, 0)),
            (NetworkRequestTests.chain { $0.end = .seconds(2e6) }, .outOfDomain(.until, 2e6)),
            (
                NetworkRequestTests.chain {
                    $0.end = .seconds(1); $0.times = [0]
                }, .endAndTimes
            ),
            (
                NetworkRequestTests.chain {
                    $0.kind = .modes; $0.times = [0]
                }, .modesHaveNoFrames
            ),
        ])
    func refusals(request: NetworkRequest, expected: NetworkRequestError) {
        #expect(throws: expected) { try request.validate() }
    }

    @Test("the chain's lists: one entry per node, then the chain's own checks")
    func chainLists() throws {
        #expect(throws: NetworkRequestError.listCount(.x0, given: 2, nodes: 3)) {
            try Self.chain { $0.initialPositions = [1, 2] }.network()
        }
        #expect(throws: NetworkRequestError.listCount(.v0, given: 4, nodes: 3)) {
            try Self.chain { $0.initialVelocities = [1, 2, 3, 4] }.network()
        }
        // Defaults: mass 1, stiffness 100, anchored first, node 0 kicked at 1.
        let network = try Self.chain().network()
        #expect(network.networks[0] == (try SpringNetwork.chain(count: 3, mass: 1, stiffness: 100, initialVelocities: [1, 0, 0])))
        let grounded = try Self.chain {
            $0.groundDamping = 0.5; $0.anchoring = .both
        }.network()
        #expect(grounded.networks[0].groundDamping == [0.5, 0.5, 0.5])
        #expect(try Self.chain { $0.initialPositions = [0, 0, 1] }.network().networks[0].initialPositions == [0, 0, 1])
        #expect(try NetworkRequest(file: Self.file).network() == Self.file)
    }

    @Test("the end: seconds given; an undamped chain runs two periods of its slowest mode; a damped one its settling time")
    func end() throws {
        let undamped = Self.chain()
        let solutions = try undamped.solutions(of: try undamped.network())
        let period = try #require(NetworkRequest.undampedPeriod(solutions))
        #expect(try undamped.end(of: solutions).end == 2 * period)
        #expect(try undamped.end(of: solutions).settling == nil)
        #expect(try Self.chain { $0.end = .seconds(0.5) }.end(of: solutions).end == 0.5)

        let damped = Self.chain { $0.dampingCoefficient = 2 }
        let dampedSolutions = try damped.solutions(of: try damped.network())
        #expect(NetworkRequest.undampedPeriod(dampedSolutions) == nil)
        let (end, settling) = try damped.end(of: dampedSolutions)
        let threshold = 0.001 * (try dampedSolutions[0].displacementScale())
        #expect(end == (try dampedSolutions[0].settlingTime(epsilon: threshold)))
        #expect(settling?.time == end && settling?.epsilon == threshold)

        let free = Self.chain(2) {
            $0.anchoring = ChainAnchoring.none; $0.dampingCoefficient = 1
        }
        let freeSolutions = try free.solutions(of: try free.network())
        #expect(throws: NetworkRequestError.self) { try free.end(of: freeSolutions) }
    }

    @Test("the request's tables are the tables built by hand; a table past the error bound is refused")
    func tables() throws {
        let request = Self.chain {
            $0.dampingCoefficient = 1; $0.end = .seconds(0.5); $0.fps = 20
        }
        let network = try request.network()
        let byHand = try NetworkFrameTable(network: network, clock: FrameClock(fps: 20, end: 0.5))
        let a = FrameTableCollector(columns: byHand.columns), b = FrameTableCollector(columns: byHand.columns)
        _ = try request.frameTable().emitTable(into: a)
        _ = try byHand.emitTable(into: b)
        #expect(a.table == b.table)
        #expect(a.table.rows.count == 11 * 3)

        let timed = Self.chain {
            $0.dampingCoefficient = 1; $0.times = [0, 0.25, 1]
        }
        #expect(try timed.frameTable().clock.count == 3)

        let modes = try Self.chain { $0.kind = .modes }.modeTable()
        #expect(modes.solution.modes.count == 3)

        let stiff = Self.chain {
            $0.stiffness = 1e300; $0.dampingCoefficient = 1; $0.end = .seconds(1e5); $0.fps = 0.01
        }
        #expect {
            try stiff.frameTable()
        } throws: { error in
            guard case NetworkRequestError.errorBound(let t, _) = error else { return false }
            return t == 1e5
        }
    }

    @Test("a refusal is worded with the caller's names for the fields")
    func wording() {
        let option: (NetworkRequest.Field) -> String = { "--" + $0.rawValue }
        #expect(NetworkRequestError.noNetwork.message(naming: option) == "give a network: --file FILE or --chain N")
        #expect(
            NetworkRequestError.chainOnly(.dampingCoefficient).message(naming: option)
                == "--damping-coefficient describes a --chain; a --file network sets it in the file")
        #expect(NetworkRequestError.outOfDomain(.mass, 0).description == "mass must be a finite number > 0 (got 0.0)")
        #expect(NetworkRequestError.solver(.empty).isFailure && !NetworkRequestError.network(.empty).isFailure)
    }
}
