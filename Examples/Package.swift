// swift-tools-version: 6.1
//
// A stand-alone client of SpringSim: depends on the package by path and uses only the
// LAPACK-free SpringSimCore product (springs, easing, curves).
import PackageDescription

let package = Package(
    name: "SpringSimExample",
    platforms: [.macOS(.v15), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "SpringSim", path: "..")],
    targets: [
        .executableTarget(
            name: "SpringSimExample",
            dependencies: [.product(name: "SpringSimCore", package: "SpringSim")]
        )
    ]
)
