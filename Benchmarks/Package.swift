// swift-tools-version: 6.1
//
// SpringSim benchmarks — a separate package so that the library's own package stays free of
// benchmark code. One executable, `springsim-bench`, prints RESULT lines in the format of the
// peer baselines (tab separated: RESULT, peer, task, ns_median, ns_min, ns_max, checksum,
// detail) with the same timing methodology, so it can join their table. See README.md.
import PackageDescription

let package = Package(
    name: "SpringSimBenchmarks",
    dependencies: [
        // The parent package. `name:` keeps the reference independent of the checkout's folder
        // name (a path dependency's identity is otherwise its last path component).
        .package(name: "SpringSim", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "springsim-bench",
            dependencies: [
                .product(name: "SpringSim", package: "SpringSim"),
                // LinearAlgebra and SpringNetworks (LAPACKE): the `networks` tasks.
                .product(name: "SpringSimLinearAlgebra", package: "SpringSim"),
            ],
            path: "Sources/SpringSimBench"
        )
    ]
)
