// swift-tools-version: 6.1
//
// SpringSim — the numerics of UI motion. The module graph follows DESIGN.md:
// NumericsCore at the root; Dynamics, Curves and Easing beside each other on top of it;
// LinearAlgebra the only module that sees C (LAPACKE); Scenes and FrameIO compose the
// rest; SpringSim re-exports; SpringSimCLI is the `springsim` executable.
import PackageDescription

let package = Package(
    name: "SpringSim",
    products: [
        .library(name: "SpringSim", targets: ["SpringSim"]),
        .executable(name: "springsim", targets: ["SpringSimCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-numerics.git", from: "1.1.1"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
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
        // Easing uses Dynamics' public API for spring easing (`spring(…)` curves).
        .target(
            name: "Easing",
            dependencies: ["NumericsCore", "Dynamics", .product(name: "RealModule", package: "swift-numerics")]
        ),

        // LAPACKE, wrapped thinly at the edge.
        .systemLibrary(
            name: "CLAPACKE",
            pkgConfig: "lapacke",
            providers: [.apt(["liblapacke-dev"])]
        ),
        .target(name: "LinearAlgebra", dependencies: ["CLAPACKE"]),
        .target(
            name: "SpringNetworks",
            dependencies: ["LinearAlgebra", "Dynamics", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "Fitting", dependencies: ["LinearAlgebra", "Dynamics", "Easing"]),

        // Composition and I/O.
        .target(
            name: "Scenes",
            dependencies: ["Dynamics", "Curves", "Easing", .product(name: "RealModule", package: "swift-numerics")]
        ),
        .target(name: "FrameIO", dependencies: ["Scenes", "Curves"]),
        .target(
            name: "SpringSim",
            dependencies: [
                "NumericsCore", "Dynamics", "Curves", "Easing", "LinearAlgebra",
                "SpringNetworks", "Fitting", "Scenes", "FrameIO",
            ]
        ),
        .executableTarget(
            name: "SpringSimCLI",
            dependencies: [
                "SpringSim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per module, plus CLI end-to-end tests; FixtureSupport reads the
        // generated CSV fixtures for all of them.
        .target(name: "FixtureSupport", path: "Tests/FixtureSupport"),
        .testTarget(
            name: "NumericsCoreTests",
            dependencies: ["NumericsCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "DynamicsTests",
            dependencies: [
                "FixtureSupport", "Dynamics", "NumericsCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "CurvesTests",
            dependencies: [
                "FixtureSupport", "Curves", "NumericsCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "RealModule", package: "swift-numerics"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "EasingTests",
            dependencies: [
                "FixtureSupport", "Easing", "Dynamics", "NumericsCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "LinearAlgebraTests",
            dependencies: ["FixtureSupport", "LinearAlgebra", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SpringNetworksTests",
            dependencies: [
                "FixtureSupport", "SpringNetworks", "LinearAlgebra", "Dynamics",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "FrameIOTests",
            dependencies: [
                "FixtureSupport", "FrameIO", "Scenes", "Curves", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "ScenesTests",
            dependencies: [
                "FixtureSupport", "Scenes", "FrameIO", "Dynamics", "Curves", "Easing", "NumericsCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SpringSimCLITests",
            dependencies: ["SpringSimCLI", "SpringSim"]
        ),
    ]
)
