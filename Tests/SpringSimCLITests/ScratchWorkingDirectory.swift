import Foundation

/// A fresh temporary working directory for one run of `springsim` (or of a shell that runs it).
///
/// Every top-level entry of the package that is not hidden (`data`, `Tests`, `docs`, …) appears
/// in it as a symbolic link, so a relative path such as `data/scenes/wheel.json` names the same
/// file as from the package root, and error messages print the path as the command gave it. A
/// file the command creates by a relative name (`--output 10`, `> frames.csv`) lands in this
/// directory instead of the package root, and is deleted with it. `remove()` unlinks the links
/// themselves (never what they point to) before deleting anything else.
struct ScratchWorkingDirectory {
    let url: URL

    /// The package root: three folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package's visible top-level entries, listed once.
    static let entries: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("springsim-cwd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        for name in Self.entries {
            guard symlink(Self.packageRoot.appendingPathComponent(name).path, url.appendingPathComponent(name).path) == 0 else {
                remove()
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.appendingPathComponent(name).path])
            }
        }
    }

    /// Deletes the directory: first its symbolic links (with `unlink`, which removes the link and
    /// not its target), then whatever the command created in it.
    func remove() {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names {
            let path = url.appendingPathComponent(name).path
            var info = stat()
            if lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
                unlink(path)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
        rmdir(url.path)
    }
}
