import Testing

@testable import Studio

/// Exit statuses, limits and content types of command results.
@Suite struct APIResponseTests {
    let limits = StudioLimits()

    func response(_ termination: CommandResult.Termination, out: String = "", err: String = "", arguments: [String] = []) -> APIResponse {
        APIResponse(
            result: CommandResult(termination: termination, standardOutput: Array(out.utf8), standardError: Array(err.utf8)),
            arguments: arguments, limits: limits)
    }

    @Test func successPassesTheBytesThrough() {
        let r = response(.exited(0), out: "time,value,velocity\n0,0,1.4\n")
        #expect(r.status == 200 && r.contentType == ContentType.csv && r.body == Array("time,value,velocity\n0,0,1.4\n".utf8))
    }

    @Test func cliErrorsBecomeJSONWithTheirMessage() {
        let r = response(.exited(2), err: "springsim: error: --damping must be a finite number ≥ 0 (got -1)\n")
        #expect(r.status == 400)
        #expect(String(decoding: r.body, as: UTF8.self) == "{\"error\": \"--damping must be a finite number ≥ 0 (got -1)\"}\n")
        #expect(response(.exited(1), err: "springsim: error: x\n").status == 422)
    }

    @Test func limitsNameThemselves() {
        let output = response(.outputLimit)
        #expect(output.status == 413 && String(decoding: output.body, as: UTF8.self).contains("16777216-byte limit"))
        let time = response(.timeLimit)
        #expect(time.status == 422 && String(decoding: time.body, as: UTF8.self).contains("10-second time limit"))
    }

    @Test func contentTypes() {
        #expect(ContentType.of(output: Array("<svg xmlns=\"\"/>".utf8), arguments: []) == ContentType.svg)
        #expect(ContentType.of(output: Array("{\"a\":1}\n{\"a\":2}\n".utf8), arguments: []) == ContentType.jsonLines)
        #expect(ContentType.of(output: Array("{\n  \"a\": 1\n}\n".utf8), arguments: []) == ContentType.json)
        #expect(ContentType.of(output: Array("Spring: ζ = 0.15\n".utf8), arguments: []) == ContentType.text)
        #expect(ContentType.of(output: Array("input,output,slope\n0,0,1\n".utf8), arguments: []) == ContentType.csv)
    }
}
