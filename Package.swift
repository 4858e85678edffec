// swift-tools-version: 6.1
//
// SpringSim — the numerics of UI motion. The module graph follows docs/ARCHITECTURE.md:
// NumericsCore at the root; Dynamics and Curves beside each other on top of it, Easing over both;
// SpringSimCore re-exports those four (springs, curves and easing without tables or scenes);
// Scenes and FrameIO compose the rest; SpringSim re-exports them and builds without LAPACK.
// LinearAlgebra, the only module that sees C (LAPACKE), and SpringNetworks, which solves with it,
// form a second library product, SpringSimLinearAlgebra. SpringSimCommands holds every command;
// SpringSimCLI is the `springsim` executable over it.
import PackageDescription

let package = Package(
    name: "SpringSim",
    // The Apple floors of the library products: iOS, tvOS, watchOS and visionOS as far back as
    // the numerics core builds; macOS 15 because the test support and SpringNetworks use
    // Synchronization's Mutex. Platform differences stay in the Platform.swift shims.
    platforms: [.macOS(.v15), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // The umbrella library: its target closure holds no LAPACK (see Scripts/check-imports.sh).
        .library(name: "SpringSim", targets: ["SpringSim"]),
        // The numerics alone (NumericsCore, Dynamics, Curves, Easing): an app that needs springs,
        // easing and curves compiles neither Scenes, FrameIO nor Render.
        .library(name: "SpringSimCore", targets: ["SpringSimCore"]),
        // Linear algebra over LAPACKE and what is built on it (coupled spring networks).
        .library(name: "SpringSimLinearAlgebra", targets: ["LinearAlgebra", "SpringNetworks", "NetworkScenes", "Fitting"]),
        .executable(name: "springsim", targets: ["SpringSimCLI"]),
        // The studio: a local HTTP server for the CLI and the page (its own executable, so the
        // server is linked only where it serves; `springsim studio` execs it).
        .executable(name: "springsim-studio", targets: ["SpringSimStudio"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
    ],
    targets: [
        // Numerics with no platform dependencies beyond swift-numerics' RealModule.
        .target(
            name: "NumericsCore",
            dependencies: ["NumericsCoreShims", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Header-only C shims for libm functions Swift does not expose (sincos).
        .target(name: "NumericsCoreShims", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]),
        .target(
            name: "Dynamics",
            dependencies: ["NumericsCore", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(
            name: "Curves",
            dependencies: ["NumericsCore", .product(name: "RealModule", package: "swift-numerics")]
        ),
        // Easing uses Dynamics' public API for spring easing (`spring(…)` curves) and Curves'
        // (SVG path data, Bézier segments, arc length) for `path(…)` easing and keyframes.
        .target(
            name: "Easing",
            dependencies: ["NumericsCore", "Dynamics", "Curves", .product(name: "RealModule", package: "swift-numerics")]
        ),

        // LAPACKE, wrapped thinly at the edge: the prototypes of <lapacke.h> (liblapacke-dev), the
        // library opened with dlopen on first use, so nothing that never solves loads LAPACK.
        .target(name: "CLAPACKE"),
        .target(name: "LinearAlgebra", dependencies: ["CLAPACKE"]),
        // Coupled spring networks, solved exactly through LAPACK (modes or the matrix exponential).
        .target(
            name: "SpringNetworks",
            dependencies: ["LinearAlgebra", "Dynamics", .product(name: "RealModule", package: "swift-numerics")]
        ),

        // Springs identified from samples of their motion (matrix pencil, then Levenberg–Marquardt),
        // and the minimax cubic-bezier for a curve.
        .target(
            name: "Fitting",
            dependencies: ["LinearAlgebra", "Dynamics", "Easing", .product(name: "RealModule", package: "swift-numerics")]
        ),

        // Network tables and the scenes built on networks (the coupled line chart, the follower chain).
        .target(name: "NetworkScenes", dependencies: ["SpringNetworks", "Scenes", "Dynamics", "FrameIO"]),

        // Composition and I/O. FrameIO knows tables, not scenes; Scenes emit rows into its
        // RowSink; SceneFiles reads JSON into any Decodable configuration; Render draws scenes as SVG.
        .target(name: "FrameIO"),
        .target(
            name: "Scenes",
            dependencies: [
                "NumericsCore", "Dynamics", "Curves", "Easing", "FrameIO", .product(name: "RealModule", package: "swift-numerics"),
            ]
        ),
        // A whole motion handed to the player that runs it (Lottie, CSS, Web Animations), within
        // a stated error under the player's own interpolation; motion metrics.
        .target(name: "Exports", dependencies: ["NumericsCore", "Dynamics", "Curves", "Easing", "FrameIO", "Scenes"]),
        .target(name: "SceneFiles", dependencies: ["FrameIO"]),
        .target(name: "Render", dependencies: ["Scenes", "Curves", "FrameIO"]),
        .target(name: "SpringSimCore", dependencies: ["NumericsCore", "Dynamics", "Curves", "Easing"]),
        .target(
            name: "SpringSim",
            dependencies: [
                "NumericsCore", "Dynamics", "Curves", "Easing", "FrameIO", "Scenes", "SceneFiles", "Render", "Exports",
            ]
        ),
        // Every command of `springsim` (parse → request → table → writer), and SpringSimTool, which
        // runs a command line on the process's streams or in-process on bytes. No product: the
        // executable and in-process callers in this package link it.
        .target(
            name: "SpringSimCommands",
            dependencies: [
                "SpringSim", "SpringNetworks", "NetworkScenes", "Fitting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The `springsim` executable: its main only.
        .executableTarget(name: "SpringSimCLI", dependencies: ["SpringSimCommands"]),

        // The studio's request mapping (HTTP request → CLI arguments, limits, errors, content
        // types) and its CommandRunners (in-process over SpringSimCommands, or spawned); no HTTP
        // server here.
        .target(name: "Studio", dependencies: ["StudioShims", "SpringSimCommands", "FrameIO"]),
        // Header-only C: pipe2, prlimit and the spawn chdir action (GNU extensions).
        .target(name: "StudioShims"),
        // `springsim-studio`: Hummingbird serving the API and the page's committed static files.
        .executableTarget(
            name: "SpringSimStudio",
            dependencies: ["Studio", .product(name: "Hummingbird", package: "hummingbird")],
            resources: [.copy("Web")]
        ),

        // Tests: one target per module, plus CLI end-to-end tests; FixtureSupport reads the
        // generated CSV fixtures for all of them.
        .target(
            name: "FixtureSupport",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/FixtureSupport"
        ),
        moduleTests("NumericsCore", also: [realModule]),
        moduleTests("Dynamics", also: ["NumericsCore"], resources: [.copy("Fixtures")]),
        moduleTests("Curves", also: ["NumericsCore", realModule], resources: [.copy("Fixtures")]),
        moduleTests("Easing", also: ["Dynamics", "Curves", "NumericsCore"], resources: [.copy("Fixtures")]),
        moduleTests("LinearAlgebra"),
        moduleTests("SpringNetworks", also: ["LinearAlgebra", "Dynamics"], resources: [.copy("Fixtures")]),
        moduleTests("Fitting", also: ["LinearAlgebra", "Dynamics", "Easing", realModule]),
        moduleTests("NetworkScenes", also: ["SpringNetworks", "Scenes", "Dynamics", "FrameIO"]),
        moduleTests("FrameIO"),
        moduleTests("Scenes", also: ["FrameIO", "SceneFiles", "Dynamics", "Curves", "Easing", "NumericsCore"]),
        moduleTests("Exports", also: ["Dynamics", "Easing", "Scenes"], resources: [.copy("Fixtures")]),
        moduleTests("SceneFiles"),
        moduleTests("Render", also: ["Scenes", "Curves"]),
        .testTarget(
            name: "SpringSimCLITests",
            dependencies: ["SpringSimCLI", "SpringSimCommands", "SpringSim", "FixtureSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            // Read by path from the tests (README-style fixtures), not bundled as resources.
            exclude: ["Golden", "Snapshots"]
        ),
        .testTarget(name: "StudioTests", dependencies: ["Studio", "SpringSimCommands"]),
    ]
)

/// swift-numerics' RealModule, for the targets that take elementary functions from it.
var realModule: Target.Dependency { .product(name: "RealModule", package: "swift-numerics") }

/// The test target of one library module, `<module>Tests`: the module and `others`, plus what
/// every module's tests use — FixtureSupport (generated fixtures, seeded property checks) and
/// swift-property-based.
func moduleTests(_ module: String, also others: [Target.Dependency] = [], resources: [Resource]? = nil) -> Target {
    .testTarget(
        name: module + "Tests",
        dependencies: ["FixtureSupport", .target(name: module)] + others
            + [.product(name: "PropertyBased", package: "swift-property-based")],
        resources: resources
    )
}
