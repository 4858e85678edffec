import Testing

@testable import Studio

/// The HTTP → command-line mapping: routes, flags, positionals, and every refusal before a run.
@Suite struct APIRequestTests {
    let limits = StudioLimits()

    func arguments(_ target: String, method: String = "GET") throws -> [String] {
        try APIRequest.parse(method: method, target: target, body: [], limits: limits).arguments
    }

    func refusal(_ target: String, method: String = "GET", body: [UInt8] = []) -> StudioError? {
        do {
            _ = try APIRequest.parse(method: method, target: target, body: body, limits: limits)
            return nil
        } catch { return error }
    }

    @Test func rootTableRoutes() throws {
        #expect(try arguments("/api/?damping=0.15&velocity=1.4") == ["--damping", "0.15", "--velocity", "1.4"])
        #expect(try arguments("/api?damping=0.15") == ["--damping", "0.15"])
        #expect(try arguments("/api/spring?damping=0.15") == ["spring", "--damping", "0.15"])
        #expect(try arguments("/api/") == [])
    }

    @Test func subcommandWordsAndLists() throws {
        #expect(try arguments("/api/chart/line?values=3,1,4&fps=120") == ["chart", "line", "--values", "3,1,4", "--fps", "120"])
        #expect(try arguments("/api/chart/line?values=3%2C1%2C4") == ["chart", "line", "--values", "3,1,4"])
    }

    @Test func flagsWithAndWithoutValues() throws {
        #expect(try arguments("/api/integrate?stats") == ["integrate", "--stats"])
        #expect(try arguments("/api/integrate?stats=true") == ["integrate", "--stats"])
        #expect(try arguments("/api/integrate?stats=") == ["integrate", "--stats"])
        #expect(try arguments("/api/integrate?stats=false") == ["integrate"])
    }

    @Test func negativeValuesAttachToTheirOption() throws {
        #expect(try arguments("/api/?damping=0.5&velocity=-3") == ["--damping", "0.5", "--velocity=-3"])
        // A value that looks like an option stays a value.
        #expect(try arguments("/api/chart/line?values=--output") == ["chart", "line", "--values=--output"])
    }

    @Test func positionalsInOrderAfterOptions() throws {
        #expect(
            try arguments("/api/ease?arg=spring(damping%3D0.15)&export=css-linear") == [
                "ease", "--export", "css-linear", "spring(damping=0.15)",
            ])
        #expect(
            try arguments("/api/render/filmstrip?arg=--&arg=chart&arg=line&arg=--values&arg=3,1,4")
                == ["render", "filmstrip", "--", "chart", "line", "--values", "3,1,4"])
        #expect(try arguments("/api/path/length?arg=M0+0+L3+4") == ["path", "length", "M0 0 L3 4"])
    }

    @Test func postBodyIsStandardInput() throws {
        let request = try APIRequest.parse(method: "POST", target: "/api/chart/line?values=@-", body: Array("3,1,4".utf8), limits: limits)
        #expect(request.standardInput == Array("3,1,4".utf8))
        #expect(request.arguments == ["chart", "line", "--values", "@-"])
        #expect(try APIRequest.parse(method: "GET", target: "/api/", body: [1], limits: limits).standardInput.isEmpty)
    }

    @Test(arguments: [
        "/api/?output=frames.csv", "/api/?output=/etc/passwd", "/api/chart/line?data=scene.json", "/api/network?file=x.json",
        "/api/sweep?grid=g.csv", "/api/fit?samples=s.csv", "/api/render/plot?input=t.csv", "/api/chart/line?values=@values.txt",
        "/api/chart/line?values=%40..%2F..%2Fetc%2Fpasswd", "/api/path/length?arg=@shape.svgpath",
        "/api/render/filmstrip?arg=--&arg=chart&arg=--output=x",
        "/api/render/filmstrip?arg=-o", "/api/../etc/passwd", "/api/%2e%2e/etc", "/api/chart%2Fline", "/api/studio", "/api/Chart",
        "/api/?--damping=1", "/api/?damping%00=1", "/api/?values=%ZZ", "/api/?values=%FF", "/api/?x=%C3%28", "/api/chart//line",
    ])
    func refusedWith400(_ target: String) {
        #expect(refusal(target)?.status == 400, "\(target)")
    }

    @Test func dashMeansStandardStreams() throws {
        #expect(try arguments("/api/?output=-") == ["--output=-"])
        #expect(try arguments("/api/fit?samples=-") == ["fit", "--samples=-"])
        #expect(try arguments("/api/render/plot?input=-") == ["render", "plot", "--input=-"])
    }

    @Test func samplesIsAFileOnlyForFit() throws {
        #expect(try arguments("/api/ease?arg=linear&samples=5") == ["ease", "--samples", "5", "linear"])
        #expect(refusal("/api/fit?samples=5")?.status == 400)
        #expect(refusal("/api/fit/bezier?samples=a.csv")?.status == 400)
    }

    @Test func limitsAreNamed() {
        let small = StudioLimits(maxBodyBytes: 4, maxTargetBytes: 64, maxParameters: 3)
        func error(_ target: String, _ body: [UInt8] = []) -> StudioError? {
            do {
                _ = try APIRequest.parse(method: "POST", target: target, body: body, limits: small)
                return nil
            } catch { return error }
        }
        #expect(error("/api/", [1, 2, 3, 4, 5]) == .tooLarge("the request body exceeds the 4-byte limit"))
        #expect(error("/api/?" + String(repeating: "a", count: 80))?.status == 413)
        #expect(error("/api/?a&b&c&d") == .tooLarge("more than 3 query parameters (the limit per request)"))
    }

    @Test func wrongMethodsAndRoutes() {
        #expect(refusal("/api/", method: "PUT")?.status == 405)
        #expect(refusal("/api/", method: "DELETE")?.status == 405)
        #expect(refusal("/apix")?.status == 404)
    }

    @Test func errorBodyIsOneLineJSON() {
        let body = String(decoding: StudioError.badRequest("a \"quoted\"\nline\\").jsonBody, as: UTF8.self)
        #expect(body == "{\"error\": \"a \\\"quoted\\\"\\nline\\\\\"}\n")
    }
}
