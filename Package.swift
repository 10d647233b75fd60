// swift-tools-version: 6.1
import PackageDescription

// FlowKit's own package: what an app adds, and nothing else. No dependencies, so an app that
// uses FlowKit, FlowKitTesting or FlowKitStore resolves and compiles no other package.
// Layers point one way:
//   FlowKit (no dependencies) ← FlowKitTesting, FlowKitStore, samples
//   FlowKit ← FlowGraph (graph model, run-time walker, text writers, checks; no dependencies)
// The toolchain (the scanner on swift-syntax, the renderer on libgvc, the `flowgraph` CLI and its
// SwiftPM plugin, and their benchmarks and fuzzing) is a second package, Toolchain/, which depends
// on this one by path: its dependencies never reach an app that adds FlowKit.
let package = Package(
    name: "FlowKit",
    // Variadic generic types (`FlowOutput<each Value>`) need the iOS 17 / macOS 14 runtime.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        .library(name: "FlowKitTesting", targets: ["FlowKitTesting"]),
        .library(name: "FlowKitStore", targets: ["FlowKitStore"]),
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
    ],
    targets: [
        .target(name: "FlowKit"),
        .target(name: "FlowKitTesting", dependencies: ["FlowKit"]),
        // Screens with State/Action/Output stores (Lasso's screens); FlowKit itself stays free of it.
        .target(name: "FlowKitStore", dependencies: ["FlowKit"]),
        .target(name: "FlowGraph", dependencies: ["FlowKit"]),
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
        .target(name: "GraphFixtures", dependencies: ["FlowKit", "FlowKitStore"], path: "Tests/GraphFixtures"),
        .testTarget(name: "FlowGraphTests", dependencies: ["FlowGraph", "FlowKit", "FlowKitTesting", "TutorialApp", "GraphFixtures"],
                    exclude: ["Snapshots"]),
        .testTarget(name: "TutorialTests", dependencies: ["TutorialApp", "FlowKit", "FlowKitTesting"]),
        // Runs the samples' built executables for their tests.
        .target(name: "ExecutableRunning", path: "Tests/ExecutableRunning"),
        .testTarget(name: "ShopAppTests", dependencies: ["ShopKit", "ShopTerminal", "FlowKit", "FlowKitTesting",
                                                         "ExecutableRunning"]),
        .testTarget(name: "MoviesAppTests", dependencies: [
            "MoviesKit", "MoviesTerminal", "FlowKit", "FlowKitStore", "FlowKitTesting", "FlowGraph", "ExecutableRunning",
        ]),
        // Writes the synthetic apps the benchmarks (Toolchain's flowbench, BENCHMARKS.md) measure.
        .executableTarget(name: "flowgen", path: "Benchmarks/FlowGen"),
        // Hostile input: the navigator's reference model, shared by the test suite's short run
        // (HostileInputTests) and the long run of Scripts/modelcheck (a release build). The
        // toolchain's fuzzing compiles FuzzingSupport's generator into its own fuzz module.
        .target(name: "FuzzingSupport", path: "Fuzzing/FuzzingSupport"),
        .target(name: "FlowKitModelCheck", dependencies: ["FuzzingSupport", "FlowKit", "UIKitStandIn", "FlowKitOverUIKitStandIn"],
                path: "Fuzzing/FlowKitModelCheck"),
        .executableTarget(name: "flowkit-modelcheck", dependencies: ["FlowKitModelCheck"], path: "Fuzzing/flowkit-modelcheck"),
        .testTarget(name: "HostileInputTests", dependencies: ["FlowKitModelCheck", "FlowKit"]),
    ],
    swiftLanguageModes: [.v6]
)

// `Scripts/docs --docc` builds the DocC archives with swift-docc-plugin, a plugin that is never
// linked; it is declared only then, so that nobody who adds FlowKit resolves it.
if Context.environment["FLOWKIT_DOCC"] != nil {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
