import Foundation
import FrameIO

/// The text a writer leaves in a file: `write` gets the descriptor of a fresh atomic file in the
/// temporary directory (named `<prefix>-<UUID>.<prefix>`), which is then committed, read back and
/// removed.
func textWritten(prefix: String, _ write: (Int32) throws -> Void) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString).\(prefix)").path
    let file = try AtomicFile(path: path)
    try write(file.fileDescriptor)
    try file.commit()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try String(contentsOfFile: path, encoding: .utf8)
}
