// swift-tools-version: 6.1
//
// SpringSim fuzz targets — a separate package so the library's own manifest stays lean. One
// libFuzzer executable per folder in Sources/ (besides FuzzSupport): the folder list *is* the
// target list, read here and by Scripts/fuzz.sh. Build only with the fuzzer sanitizer:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address
// (Scripts/fuzz.sh does that, then runs each target on its corpus in Corpus/<name>/.)
import Foundation
import PackageDescription

let sources = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("Sources")
let fuzzTargets = try FileManager.default.contentsOfDirectory(atPath: sources.path)
    .filter { $0.hasPrefix("fuzz-") }
    .sorted()

let package = Package(
    name: "SpringSimFuzz",
    dependencies: [
        // The parent package, by path (`name:` keeps the identity independent of the folder name).
        .package(name: "SpringSim", path: "..")
    ],
    targets: [
        .target(name: "FuzzSupport")
    ]
        + fuzzTargets.map { name in
            .executableTarget(
                name: name,
                dependencies: ["FuzzSupport", .product(name: "SpringSim", package: "SpringSim")],
                // SwiftPM links an executable with `--defsym main=<module>_main`, which the
                // system linker (gold) cannot combine with libFuzzer's own `main`; lld can.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
            )
        }
)
