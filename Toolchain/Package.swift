// swift-tools-version: 6.1
import PackageDescription

// FlowKit's toolchain: the maps, checks and docs of an app's navigation. A package of its own, so
// that its dependencies (swift-syntax, swift-argument-parser, libgvc) never reach an app that adds
// FlowKit (the repository's root package, which has none).
// Layers point one way:
//   FlowKit ← FlowGraph (root package: model, run-time walker, text writers, checks)
//     ← FlowGraphScanner (Swift sources → graph; swift-syntax)
//     ← FlowGraphRendering (DOT → SVG/PNG/PDF in-process; CGraphviz → libgvc)
//       ← flowgraph (CLI; swift-argument-parser) ← FlowGraphPlugin
// swift-syntax: any of 600, 601, 602 and 603, so the toolchain resolves beside the swift-syntax an
// app (or its macros) already pins; Scripts/syntax-versions tests the scanner on each.
let package = Package(
    name: "FlowGraphToolchain",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
    products: [
        .executable(name: "flowgraph", targets: ["flowgraph"]),
        .plugin(name: "FlowGraphPlugin", targets: ["FlowGraphPlugin"]),
        .library(name: "FlowGraphScanner", targets: ["FlowGraphScanner"]),
        .library(name: "FlowGraphRendering", targets: ["FlowGraphRendering"]),
    ],
    dependencies: [
        .package(name: "FlowKit", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FlowGraphScanner", dependencies: [
            .product(name: "FlowGraph", package: "FlowKit"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .target(name: "FlowGraphRendering", dependencies: [.product(name: "FlowGraph", package: "FlowKit"), "CGraphviz"]),
        .executableTarget(name: "flowgraph", dependencies: [
            .product(name: "FlowGraph", package: "FlowKit"), "FlowGraphScanner", "FlowGraphRendering",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .plugin(
            name: "FlowGraphPlugin",
            capability: .command(
                intent: .custom(verb: "flowgraph", description: "Writes navigation maps of a target's flows"),
                permissions: [.writeToPackageDirectory(reason: "Writes the maps into the folder given by --output")]),
            dependencies: ["flowgraph"]),

        // The samples and graph fixtures of the root package, compiled again here (the folders are
        // links, not copies) under their own module names, so the scanner's tests can compare a
        // scan of their sources with the run-time walk of the same code.
        .target(name: "WalkedTutorialApp", dependencies: [.product(name: "FlowKit", package: "FlowKit")],
                path: "Tests/WalkedSamples/TutorialApp"),
        .target(name: "WalkedShopKit", dependencies: [.product(name: "FlowKit", package: "FlowKit")],
                path: "Tests/WalkedSamples/ShopKit"),
        .target(name: "WalkedMoviesKit", dependencies: [
            .product(name: "FlowKit", package: "FlowKit"), .product(name: "FlowKitStore", package: "FlowKit"),
        ], path: "Tests/WalkedSamples/MoviesKit"),
        .target(name: "WalkedGraphFixtures", dependencies: [
            .product(name: "FlowKit", package: "FlowKit"), .product(name: "FlowKitStore", package: "FlowKit"),
        ], path: "Tests/WalkedSamples/GraphFixtures"),
        .testTarget(name: "FlowGraphScannerTests", dependencies: [
            "FlowGraphScanner", .product(name: "FlowGraph", package: "FlowKit"), .product(name: "FlowKit", package: "FlowKit"),
            "WalkedTutorialApp", "WalkedShopKit", "WalkedMoviesKit", "WalkedGraphFixtures",
        ]),
        // `flowgraph` too: the geometry tests measure the samples' maps as the CLI draws them.
        .testTarget(name: "FlowGraphRenderingTests", dependencies: [
            "FlowGraphRendering", .product(name: "FlowGraph", package: "FlowKit"), "flowgraph",
        ]),
        .testTarget(name: "FlowGraphCLITests", dependencies: ["flowgraph"]),

        // Benchmarks (release builds only; see BENCHMARKS.md). The apps they measure are written
        // by the root package's `flowgen`.
        .executableTarget(name: "flowbench", dependencies: [
            .product(name: "FlowKit", package: "FlowKit"), .product(name: "FlowGraph", package: "FlowKit"),
            "FlowGraphScanner", "FlowGraphRendering",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], path: "Benchmarks/FlowBench"),
        // Hostile input: the fuzz body, shared by the test suite's short run (FlowGraphFuzzTests)
        // and the long run of Scripts/fuzz (a release build of flowgraph-fuzz).
        .target(name: "FlowGraphFuzzing", dependencies: [
            .product(name: "FlowKit", package: "FlowKit"), .product(name: "FlowGraph", package: "FlowKit"),
            "FlowGraphScanner", "FlowGraphRendering",
        ], path: "Fuzzing/FlowGraphFuzzing"),
        .executableTarget(name: "flowgraph-fuzz", dependencies: ["FlowGraphFuzzing"], path: "Fuzzing/flowgraph-fuzz"),
        .testTarget(name: "FlowGraphFuzzTests", dependencies: [
            "FlowGraphFuzzing", "FlowGraphRendering", .product(name: "FlowGraph", package: "FlowKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
