import FixtureSupport
import FrameIO
import Scenes
import Testing

/// The bar and pie chart requests: the frame rate, the values and the pie's options checked
/// once (the first rule broken reported, named by field), and the request's scene the one built
/// by hand.
@Suite("chart requests")
struct ChartRequestTests {
    static func pie(_ edit: (inout PieChartRequest) -> Void) -> PieChartRequest { edited(PieChartRequest(), edit) }

    @Test("bar: the frame rate, then the counts as the configuration checks them, located at their entry")
    func barRefusals() {
        #expect(throws: BarChartRequestError.fps(0)) { try BarChartRequest(fps: 0).configured() }
        #expect(throws: BarChartRequestError.fps(2e6)) { try BarChartRequest(fps: 2e6).validate() }
        let negative = BarChartRequestError.configuration(.init(field: "values", index: 0, reason: "must be ≥ 0 (a count; got -1.0)"))
        #expect(throws: negative) { try BarChartRequest(values: [-1, 2]).configured() }
        #expect(negative.entry?.index == 0 && negative.entry?.field == .values)
        let option: (BarChartRequest.Field) -> String = { "--" + $0.rawValue }
        #expect(negative.message(naming: option) == "--values: entry 1 must be ≥ 0 (a count; got -1.0)")
        do {
            _ = try BarChartRequest(values: [0, 0]).configured()
            Issue.record("all-zero counts accepted")
        } catch {
            #expect(error.entry == nil)
            #expect(error.message(naming: option) == "--values: must hold at least one count > 0 (bar heights are count / max count)")
        }
    }

    @Test("bar: the counts replace the configuration's, every other constant kept; the scene is the one built by hand")
    func barScene() throws {
        let file = try BarChartConfiguration(width: 200, stagger: 0.2)
        let request = BarChartRequest(configuration: file, values: [3, 1, 4], fps: 30)
        let c = try request.configured()
        #expect(c == (try BarChartConfiguration(values: [3, 1, 4], width: 200, stagger: 0.2)))
        #expect(try BarChartRequest(configuration: file).configured() == file)
        #expect(try FrameTable(request.scene()) == FrameTable(BarChartScene(c, fps: 30)))
    }

    @Test(
        "pie: the first rule broken is reported",
        arguments: [
            (ChartRequestTests.pie { $0.moveDuration = 4000 }, PieChartRequestError.outOfDomain(.moveDuration, 4000)),
            (
                ChartRequestTests.pie {
                    $0.edits = [PieEdit(.delete(index: 0))]; $0.tapFrames = true
                }, .ringFieldsWithEdits
            ),
            (ChartRequestTests.pie { $0.duration = 1 }, .durationWithoutEdits),
            (PieChartRequest(values: [1, 0]), .configuration(.values, index: 1, "must be a finite number > 0")),
            (
                ChartRequestTests.pie { $0.taps = [RingChartTap(x: 1, y: 2, time: 5000)] },
                .configuration(.hit, index: 0, "time must be a number in [0, 3600] s")
            ),
            (
                ChartRequestTests.pie { $0.edits = [PieEdit(.delete(index: 5))] },
                .configuration(.edit, index: 0, "delete:5: delete index 5 is out of range (3 slices)")
            ),
            (ChartRequestTests.pie { $0.fps = 0 }, .configuration(.fps, index: nil, "must be a number in (0, 10000]")),
        ])
    func pieRefusals(request: PieChartRequest, expected: PieChartRequestError) {
        #expect(throws: expected) { try request.setup() }
    }

    @Test("pie: a refusal names its field; an entry of the values is located")
    func pieWording() {
        let option: (PieChartRequest.Field) -> String = { "--" + $0.rawValue }
        #expect(
            PieChartRequestError.ringFieldsWithEdits.message(naming: option)
                == "--hit, --frames, --pad and --move-duration apply to the ring chart, not to edits")
        let values = PieChartRequestError.configuration(.values, index: 1, "must be a finite number > 0")
        #expect(values.message(naming: option) == "--values entry 2: must be a finite number > 0")
        #expect(values.entry?.index == 1)
        #expect(PieChartRequestError.configuration(.hit, index: 0, "x").entry == nil)
    }

    @Test("pie: edits choose the edit animation; otherwise the ring chart, the options over the file's configuration")
    func pieSetup() throws {
        var ring = PieChartRequest(values: [3, 1, 4])
        ring.taps = [RingChartTap(x: 230, y: 140)]
        (ring.pad, ring.moveDuration, ring.fps) = (12, 0.5, 30)
        var expected = RingChartConfiguration(values: [3, 1, 4], pad: 12, fps: 30, moveDuration: 0.5)
        expected.taps = [RingChartTap(x: 230, y: 140)]
        #expect(try ring.setup() == .ring(expected))

        var edits = PieChartRequest(values: [10, 10, 10])
        edits.edits = [PieEdit(.delete(index: 0), at: 0)]
        edits.duration = 0.3
        #expect(try edits.setup() == .edits(PieEditConfiguration(values: [10, 10, 10], edits: edits.edits, duration: 0.3)))

        let file = PieChartFile.edits(PieEditConfiguration(edits: [PieEdit(.update(index: 1, value: 5))]))
        var fromFile = PieChartRequest(file: file)
        fromFile.width = 300
        #expect(fromFile.isEdits)
        guard case .edits(let c) = try fromFile.setup() else {
            Issue.record("a file with edits set up the ring chart")
            return
        }
        #expect(c.width == 300 && c.edits.count == 1)
    }
}
