import Hummingbird
import Studio

/// Every request: `/api/…` runs a command line through the runner; anything else is one of the
/// page's files or 404. Errors are `{"error": "…"}` with a 4xx status.
struct StudioResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let runner: any CommandRunner
    let files: StaticFiles
    let limits: StudioLimits

    func respond(to request: Request, context: Context) async throws -> Response {
        let target = request.head.path ?? "/"
        let path = target.prefix { $0 != "?" }
        if path == "/api" || path.hasPrefix("/api/") {
            return await api(request, target: target)
        }
        guard request.method == .get || request.method == .head else {
            return Self.response(
                APIResponse(error: StudioError(status: 405, "method \(request.method.rawValue) is not allowed here (use GET)")))
        }
        guard let file = files.file(for: path) else {
            return Self.response(APIResponse(error: StudioError(status: 404, "no such page or file (the API is under /api/)")))
        }
        var headers = Self.commonHeaders(contentType: file.contentType)
        headers[.cacheControl] = "no-cache"
        headers[.contentSecurityPolicy] = "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    func api(_ request: Request, target: String) async -> Response {
        var body: [UInt8] = []
        if request.method == .post {
            do {
                let buffer = try await request.body.collect(upTo: limits.maxBodyBytes)
                body = Array(buffer.readableBytesView)
            } catch {
                return Self.response(APIResponse(error: .tooLarge("the request body exceeds the \(limits.maxBodyBytes)-byte limit")))
            }
        }
        let command: APIRequest
        do {
            command = try APIRequest.parse(method: request.method.rawValue, target: target, body: body, limits: limits)
        } catch {
            return Self.response(APIResponse(error: error))
        }
        let result = await runner.run(arguments: command.arguments, standardInput: command.standardInput, limits: limits)
        return Self.response(APIResponse(result: result, arguments: command.arguments, limits: limits))
    }

    static func commonHeaders(contentType: String) -> HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        return headers
    }

    static func response(_ response: APIResponse) -> Response {
        var headers = commonHeaders(contentType: response.contentType)
        headers[.cacheControl] = "no-store"
        return Response(
            status: HTTPResponse.Status(code: response.status), headers: headers,
            body: .init(byteBuffer: ByteBuffer(bytes: response.body)))
    }
}
