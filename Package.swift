// swift-tools-version: 6.1
import PackageDescription

// Layers point one way: FlowKit (no dependencies) ← FlowKitTesting, FlowGraph, samples.
// An app that adopts the DSL links `FlowKit` alone.
let package = Package(
    name: "FlowKit",
    // Variadic generic types (`FlowOutput<each Value>`) need the iOS 17 / macOS 14 runtime.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17)],
    products: [
        .library(name: "FlowKit", targets: ["FlowKit"]),
        .library(name: "FlowKitTesting", targets: ["FlowKitTesting"]),
        .library(name: "FlowGraph", targets: ["FlowGraph"]),
    ],
    targets: [
        .target(name: "FlowKit"),
        .target(name: "FlowKitTesting", dependencies: ["FlowKit"]),
        .target(name: "FlowGraph", dependencies: ["FlowKit"]),
        .target(name: "TutorialApp", dependencies: ["FlowKit"], path: "Samples/Tutorial/TutorialApp"),
        .executableTarget(name: "Tutorial", dependencies: ["TutorialApp", "FlowKit"], path: "Samples/Tutorial/Tutorial"),
        .testTarget(name: "FlowKitTests", dependencies: ["FlowKit", "FlowKitTesting"]),
        .testTarget(name: "FlowKitTestingTests", dependencies: ["FlowKit", "FlowKitTesting"]),
        .testTarget(name: "FlowGraphTests", dependencies: ["FlowGraph", "FlowKit", "TutorialApp"]),
        .testTarget(name: "TutorialTests", dependencies: ["TutorialApp", "FlowKit", "FlowKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
