import Foundation
import Testing

/// Adopters' code compiles with no diagnostic in every language mode an app may use: FlowKit
/// 0.2.0's README (plain classes, file-scope flows, `[unowned self]`) and this project's own
/// documented forms. Each fixture is compiled by `swiftc` (to an object file: region-based
/// isolation errors only appear past type checking) against the FlowKit module the test build
/// just made.
@Suite struct AdopterCompileTests {
    enum Mode: String, CaseIterable, CustomTestStringConvertible {
        case swift5, swift6, mainActorByDefault

        var flags: [String] {
            switch self {
            case .swift5: ["-swift-version", "5"]
            case .swift6: ["-swift-version", "6"]
            case .mainActorByDefault: ["-swift-version", "6", "-default-isolation", "MainActor"]
            }
        }

        var testDescription: String { rawValue }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = [
        "Tests/FlowKit020AcceptanceTests/ReadmeExamples.swift",
        "Tests/AdopterFixtures/OwnedGroups.swift",
        "Tests/FlowKitTests/AdoptionFixtures.swift",
        "Tests/AdopterFixtures/StepsAndArrivals.swift",
        "Tests/AdopterFixtures/StoreFlows.swift",
        "Tests/AdopterFixtures/MainActorScreens.swift",
    ]

    @Test(arguments: Mode.allCases, fixtures)
    func compilesWithoutADiagnostic(mode: Mode, fixture: String) throws {
        let result = try Self.compile(fixture, mode: mode)
        #expect(result.status == 0, "\(fixture) in \(mode.rawValue):\n\(result.output)")
        #expect(result.output.isEmpty, "diagnostics for \(fixture) in \(mode.rawValue):\n\(result.output)")
    }

    /// Swift 6.3 otherwise says only "failed to produce diagnostic for expression" at the whole
    /// flow closure.
    @Test(arguments: Mode.allCases)
    func aForwardingMismatchIsNamedAtTheVerb(mode: Mode) throws {
        let result = try Self.compile("Tests/AdopterFixtures/ForwardingMismatch.swift", mode: mode)
        #expect(result.status != 0)
        #expect(result.output.contains(
            "ForwardingMismatch.swift:13:30: error: 'push(_:animated:file:line:_:)' is unavailable: "
            + "the forwarding method must take exactly the callback's arguments, in order"), "\(result.output)")
        #expect(!result.output.contains("failed to produce diagnostic"))
    }

    /// Misuses that must not compile, with the errors that must name them
    /// (`file:line:column: error: message`): presenting a group that pushes
    /// (`NeedsNavigationStack`) without a stack, bare or placed with its outputs routed; a step
    /// binding that forgets a case (the `switch`) or the value a screen built per arrival needs
    /// (the route); asking a flow for its `screen`.
    static let refusals: [String: [String]] = [
        "Tests/AdopterFixtures/PlacementWithoutStack.swift": [
            "PlacementWithoutStack.swift:24:34: error: 'present(_:embedding:animated:file:line:)' is unavailable: "
                + "this target needs a navigation stack: present it with embedding: .navigation",
            "PlacementWithoutStack.swift:29:15: error: 'start(_:embedding:file:line:)' is unavailable: "
                + "this target needs a navigation stack: start it with embedding: .navigation",
            "PlacementWithoutStack.swift:51:34: error: 'present(_:embedding:animated:file:line:)' is unavailable: "
                + "this target needs a navigation stack: present it with embedding: .navigation",
            "PlacementWithoutStack.swift:54:34: error: 'setWindowRoot(_:embedding:animated:file:line:)' is unavailable: "
                + "this target needs a navigation stack: set it with embedding: .navigation",
            "PlacementWithoutStack.swift:59:15: error: 'start(_:embedding:file:line:)' is unavailable: "
                + "this target needs a navigation stack: start it with embedding: .navigation",
        ],
        "Tests/AdopterFixtures/ScreenOfAFlow.swift": [
            "ScreenOfAFlow.swift:16:25: error: 'screen' is unavailable: a flow builds one screen per navigator: "
                + "use navigator.screen(of: flow) for its screen there (built if needed), or flow.liveScreen for "
                + "the one alive now",
        ],
        "Tests/AdopterFixtures/StepBindingMistakes.swift": [
            "StepBindingMistakes.swift:18:13: error: switch must be exhaustive",
            "StepBindingMistakes.swift:26:26: error: 'to' is unavailable: the verb must be given exactly the values it "
                + "takes, in order (a screen built per arrival needs the case's values)",
        ],
    ]

    @Test(arguments: Mode.allCases, refusals.keys.sorted())
    func aMisuseDoesNotCompileAndIsNamedWhereItIs(mode: Mode, fixture: String) throws {
        let result = try Self.compile(fixture, mode: mode)
        #expect(result.status != 0)
        for error in Self.refusals[fixture] ?? [] {
            #expect(result.output.contains(error), "\(result.output)")
        }
    }

    /// FlowKit and FlowKitStore built as they are where UIKit is (FlowKit's UIKit files
    /// included) against the UIKit stand-in, into `folder`.
    static func buildFlowKitAgainstUIKitStandIn(in folder: URL) throws {
        let standInFolder = root.appendingPathComponent("Tests/UIKitStandIn")
        let standIn = try FileManager.default.contentsOfDirectory(atPath: standInFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { standInFolder.appendingPathComponent($0).path }
        let uikit = try swiftc(["-parse-as-library", "-emit-module", "-module-name", "UIKit", "-swift-version", "6",
                                "-emit-module-path", folder.appendingPathComponent("UIKit.swiftmodule").path,
                                "-o", "/dev/null"] + standIn)
        try #require(uikit.status == 0, "\(uikit.output)")
        let sources = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Sources/FlowKit").path)
            .filter { $0.hasSuffix(".swift") }
            .map { root.appendingPathComponent("Sources/FlowKit/\($0)").path }
        let flowKit = try swiftc(["-parse-as-library", "-emit-module", "-module-name", "FlowKit",
                                  "-package-name", "flowkit", "-swift-version", "6", "-I", folder.path,
                                  "-emit-module-path", folder.appendingPathComponent("FlowKit.swiftmodule").path,
                                  "-o", "/dev/null"] + sources)
        try #require(flowKit.status == 0, "\(flowKit.output)")
        // FlowKitStore too: where UIKit is, a store screen is a view controller.
        let storeSources = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Sources/FlowKitStore").path)
            .filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent("Sources/FlowKitStore/\($0)").path }
        let store = try swiftc(["-parse-as-library", "-emit-module", "-module-name", "FlowKitStore",
                                "-package-name", "flowkit", "-swift-version", "6", "-I", folder.path,
                                "-emit-module-path", folder.appendingPathComponent("FlowKitStore.swiftmodule").path,
                                "-o", "/dev/null"] + storeSources)
        try #require(store.status == 0, "\(store.output)")
    }

    /// The view-controller forms of `Flow` and the UIKit hierarchy, compiled with the rest of
    /// FlowKit against the UIKit stand-in, then FlowKit 0.2.0's README written with view
    /// controllers; and a flow of a screen that is not a view controller, which must not compile.
    @Test func viewControllerFlowsCompileAgainstAUIKitStandIn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.buildFlowKitAgainstUIKitStandIn(in: folder)
        let fixture = Self.root.appendingPathComponent("Tests/AdopterFixtures/UIKitStandIn/ViewControllerFlows.swift").path
        let plain = Self.root.appendingPathComponent("Tests/AdopterFixtures/UIKitStandIn/PlainScreenOnUIKit.swift").path
        for mode in Mode.allCases {
            let object = folder.appendingPathComponent("\(mode.rawValue).o").path
            let result = try Self.swiftc(["-parse-as-library", "-c", "-o", object] + mode.flags
                                         + ["-I", folder.path, fixture])
            let errors = result.output.split(separator: "\n").filter { $0.hasPrefix(fixture) }
            switch mode {
            case .swift5, .mainActorByDefault:
                #expect(result.status == 0 && errors.isEmpty, "\(mode.rawValue):\n\(result.output)")
            case .swift6:
                // Only MainFlow's closures (lines 30, 35, 42), for the language's reason.
                let lines = Set(errors.compactMap { $0.split(separator: ":").dropFirst().first.flatMap { Int($0) } })
                #expect(lines == [30, 35, 42], "\(result.output)")
                #expect(errors.allSatisfy { $0.hasSuffix("error: task or actor-isolated value cannot be sent") })
            }
            let refused = try Self.swiftc(["-parse-as-library", "-c", "-o", object] + mode.flags
                                          + ["-I", folder.path, plain])
            #expect(refused.status != 0)
            #expect(refused.output.contains("PlainScreenOnUIKit.swift:8:19: error: 'init(with:owner:name:file:line:_:)' "
                + "is unavailable: UIKit shows view controllers only: a flow's screen must be a UIViewController"),
                "\(mode.rawValue):\n\(refused.output)")
        }
    }

    /// Compiles `fixture` to a throwaway object file with the test build's modules.
    static func compile(_ fixture: String, mode: Mode) throws -> (status: Int32, output: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules")
        let object = FileManager.default.temporaryDirectory
            .appendingPathComponent("adopter-\(mode.rawValue)-\(UUID().uuidString).o")
        defer { try? FileManager.default.removeItem(at: object) }
        return try swiftc(["-parse-as-library", "-c", "-o", object.path] + mode.flags
                          + ["-I", modules.path, root.appendingPathComponent(fixture).path])
    }

    /// Runs `swiftc` with `arguments`; its status and everything it printed.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try run(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
    }

    /// Runs `executable` with `arguments`; its status and everything it printed.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
