// swift-tools-version: 6.1
import PackageDescription

// Layers point one way:
//   FlowKit (no dependencies) ← FlowKitTesting, samples
//   FlowKit ← FlowGraph ← FlowGraphScanner (swift-syntax), FlowGraphRendering (libgvc)
//   ← flowgraph (CLI, swift-argument-parser) ← FlowGraphPlugin
// An app that adopts the DSL links `FlowKit` alone: only the scanner builds swift-syntax and
// only the renderer links Graphviz.
let package = Package(
    name: "FlowKit",
    // Variadic generic types (`FlowOutput<each Value>`) need the iOS 17 / macOS 14 runtime.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        .library(name: "FlowKitTesting", targets: ["FlowKitTesting"]),
        .library(name: "FlowKitStore", targets: ["FlowKitStore"]),
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
        .library(name: "FlowGraphScanner", targets: ["FlowGraphScanner"]),
        .library(name: "FlowGraphRendering", targets: ["FlowGraphRendering"]),
        .executable(name: "flowgraph", targets: ["flowgraph"]),
        .plugin(name: "FlowGraphPlugin", targets: ["FlowGraphPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` (Scripts/docs); a plugin, never linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "FlowKit"),
        .target(name: "FlowKitTesting", dependencies: ["FlowKit"]),
        // Screens with State/Action/Output stores (Lasso's screens); FlowKit itself stays free of it.
        .target(name: "FlowKitStore", dependencies: ["FlowKit"]),
        .target(name: "FlowGraph", dependencies: ["FlowKit"]),
        .target(name: "FlowGraphScanner", dependencies: [
            "FlowGraph",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        .target(name: "FlowGraphRendering", dependencies: ["FlowGraph", "CGraphviz"]),
        .executableTarget(name: "flowgraph", dependencies: [
            "FlowGraph", "FlowGraphScanner", "FlowGraphRendering",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .plugin(
            name: "FlowGraphPlugin",
            capability: .command(
                intent: .custom(verb: "flowgraph", description: "Writes navigation maps of a target's flows"),
                permissions: [.writeToPackageDirectory(reason: "Writes the maps into the folder given by --output")]),
            dependencies: ["flowgraph"]),
        .target(name: "TutorialApp", dependencies: ["FlowKit"], path: "Samples/Tutorial/TutorialApp"),
        .executableTarget(name: "Tutorial", dependencies: ["TutorialApp", "FlowKit"], path: "Samples/Tutorial/Tutorial"),
        // The realistic sample: screens and flows (FlowKit only), a terminal front end, the app.
        .target(name: "ShopKit", dependencies: ["FlowKit"], path: "Samples/ShopApp/ShopKit"),
        .target(name: "ShopTerminal", dependencies: ["ShopKit", "FlowKit"], path: "Samples/ShopApp/ShopTerminal"),
        .executableTarget(name: "ShopApp", dependencies: ["ShopTerminal"], path: "Samples/ShopApp/ShopApp"),
        // RxFlow's movies demo with steps and stores: screens and flows, a terminal front end, the app.
        .target(name: "MoviesKit", dependencies: ["FlowKit", "FlowKitStore"], path: "Samples/Movies/MoviesKit"),
        .target(name: "MoviesTerminal", dependencies: ["MoviesKit", "FlowKit", "FlowKitStore"],
                path: "Samples/Movies/MoviesTerminal"),
        .executableTarget(name: "MoviesApp", dependencies: ["MoviesTerminal"], path: "Samples/Movies/MoviesApp"),
        // A stand-in for the part of UIKit FlowKit uses, written from Apple's documentation, and
        // FlowKit's UIKit files (linked, not copied) compiled against it: the UIKit hierarchy is
        // compiled and run on Linux by the tests. Never a dependency of a product.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .target(name: "FlowKitOverUIKitStandIn", dependencies: ["FlowKit", "UIKitStandIn"], path: "Tests/FlowKitOverUIKitStandIn",
                swiftSettings: [.define("FLOWKIT_UIKIT_STAND_IN")]),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FlowKitTesting", "UIKitStandIn", "FlowKitOverUIKitStandIn"]),
        .testTarget(name: "FlowKitTestingTests", dependencies: ["FlowKit", "FlowKitTesting"]),
        .testTarget(name: "FlowKitStoreTests", dependencies: ["FlowKit", "FlowKitStore", "FlowKitTesting"]),
        // FlowKit 0.2.0's README examples, as its README writes them, in Swift 5 mode.
        .testTarget(name: "FlowKit020AcceptanceTests", dependencies: ["FlowKit", "FlowKitTesting"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
        // Flows that the walker tests run and the scanner tests also read as source.
        .target(name: "GraphFixtures", dependencies: ["FlowKit"], path: "Tests/GraphFixtures"),
        .testTarget(name: "FlowGraphTests", dependencies: ["FlowGraph", "FlowKit", "TutorialApp", "GraphFixtures"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "FlowGraphScannerTests",
                    dependencies: ["FlowGraphScanner", "FlowGraph", "FlowKit", "TutorialApp", "ShopKit", "MoviesKit",
                                   "GraphFixtures"]),
        .testTarget(name: "FlowGraphRenderingTests", dependencies: ["FlowGraphRendering", "FlowGraph"]),
        .testTarget(name: "FlowGraphCLITests", dependencies: ["flowgraph"]),
        .testTarget(name: "TutorialTests", dependencies: ["TutorialApp", "FlowKit", "FlowKitTesting"]),
        // Runs the samples' built executables for their tests.
        .target(name: "ExecutableRunning", path: "Tests/ExecutableRunning"),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopKit", "ShopTerminal", "FlowKit", "FlowKitTesting",
                                                         "ExecutableRunning"]),
        .testTarget(name: "MoviesAppTests", dependencies: [
            "MoviesKit", "MoviesTerminal", "FlowKit", "FlowKitStore", "FlowKitTesting", "FlowGraph", "ExecutableRunning",
        ]),
        // Benchmarks (release builds only; see BENCHMARKS.md)
        .executableTarget(name: "flowgen", path: "Benchmarks/FlowGen"),
        .executableTarget(name: "flowbench", dependencies: [
            "FlowKit", "FlowGraph", "FlowGraphScanner", "FlowGraphRendering",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ], path: "Benchmarks/FlowBench"),
        // Hostile input: the fuzz body and the navigator's reference model, shared by the test
        // suite's short runs (HostileInputTests) and the long runs of Scripts/fuzz and
        // Scripts/modelcheck (release builds of the two executables).
        .target(name: "FuzzingSupport", path: "Fuzzing/FuzzingSupport"),
        .target(name: "FlowGraphFuzzing", dependencies: ["FuzzingSupport", "FlowGraph", "FlowGraphScanner", "FlowGraphRendering"],
                path: "Fuzzing/FlowGraphFuzzing"),
        .executableTarget(name: "flowgraph-fuzz", dependencies: ["FlowGraphFuzzing"], path: "Fuzzing/flowgraph-fuzz"),
        .target(name: "FlowKitModelCheck", dependencies: ["FuzzingSupport", "FlowKit", "UIKitStandIn", "FlowKitOverUIKitStandIn"],
                path: "Fuzzing/FlowKitModelCheck"),
        .executableTarget(name: "flowkit-modelcheck", dependencies: ["FlowKitModelCheck"], path: "Fuzzing/flowkit-modelcheck"),
        .testTarget(name: "HostileInputTests", dependencies: [
            "FuzzingSupport", "FlowGraphFuzzing", "FlowKitModelCheck", "FlowGraph", "FlowGraphRendering", "FlowKit",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
