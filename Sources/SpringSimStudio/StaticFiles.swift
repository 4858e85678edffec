import Foundation

/// The page's committed files, read once at start-up into memory: a request names a key of this
/// table, never a path, so nothing outside the page's own directory can be served.
struct StaticFiles: Sendable {
    struct File: Sendable {
        var contentType: String
        var bytes: [UInt8]
    }

    let files: [String: File]

    static let types = [
        "html": "text/html; charset=utf-8", "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "css": "text/css; charset=utf-8", "svg": "image/svg+xml", "json": "application/json; charset=utf-8", "png": "image/png",
        "ico": "image/x-icon", "txt": "text/plain; charset=utf-8",
    ]

    /// Every regular file under `directory` with a known extension, by its relative path.
    init(directory: String) throws {
        var table: [String: File] = [:]
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                let type = Self.types[url.pathExtension.lowercased()]
            else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            table[relative] = File(contentType: type, bytes: Array(try Data(contentsOf: url)))
        }
        guard table["index.html"] != nil else { throw CocoaError(.fileReadNoSuchFile) }
        files = table
    }

    /// `/` is `index.html`; `/app.js` is `app.js`. The raw path is matched exactly (no decoding).
    func file(for path: Substring) -> File? {
        let key = path == "/" ? "index.html" : String(path.dropFirst())
        return files[key]
    }
}
