import FlowKit
import Testing
@testable import FlowGraph

/// Plain UIKit screens in the model (issue 24): how JSON writes an inferred edge and a node that
/// is not a flow (and leaves every other one as it was), how maps draw them, and that checks
/// judge flows only.
struct PlainUIKitGraphTests {
    private static let inbox = ScreenNode(id: "InboxViewController", screen: "InboxViewController", provenance: .code)
    private static let alert = ScreenNode(id: "UIAlertController", screen: "UIAlertController", provenance: .system)
    private static let inferred = NavigationEdge(from: "InboxViewController", to: "UIAlertController", action: .verb(.present),
                                                 label: "confirm", evidence: .inferred, resolutionSteps: 2)

    @Test func jsonWritesTheNewFieldsOnlyWhereTheySaySomething() throws {
        let graph = NavigationGraph(nodes: [Self.inbox, Self.alert, ScreenNode(id: "Flows.a", screen: "A")],
                                    edges: [Self.inferred, NavigationEdge(from: "Flows.a", to: "Flows.a", action: .verb(.push))])
        let json = JSONGraphWriter.write(graph)
        #expect(json.contains(#""provenance": "code"}"#))
        #expect(json.contains(#""provenance": "system"}"#))
        #expect(json.contains(#""evidence": "inferred", "resolutionSteps": 2}"#))
        // A flow and a declared edge read exactly as before the fields existed.
        #expect(json.contains(#"{"id": "Flows.a", "screen": "A", "kind": "screen", "group": null, "file": null, "line": null, "column": null}"#))
        #expect(json.components(separatedBy: "evidence").count == 2)
        #expect(try JSONGraphWriter.read(json) == graph.normalized())
    }

    /// Plain code pops by one callback from several places (each branch of a method): the
    /// screen's label says it once, with how many, in both formats.
    @Test func alikeBackLinesAreWrittenOnceWithTheirCount() {
        let pops = [12, 18, 25].map { line in
            NavigationEdge(from: "InboxViewController", to: nil, action: .verb(.popToRoot), label: "transform", line: line)
        } + [NavigationEdge(from: "InboxViewController", to: nil, action: .verb(.dismiss), label: "close", line: 30)]
        let graph = NavigationGraph(nodes: [Self.inbox], edges: pops, roots: ["InboxViewController"])
        for text in [DOTGraphWriter.write(graph), MermaidGraphWriter.write(graph)] {
            #expect(text.components(separatedBy: "transform · popToRoot").count == 2, "\(text)")
            #expect(text.contains("transform · popToRoot ×3"))
            #expect(text.contains("close · dismiss"))
            #expect(!text.contains("close · dismiss ×"))
        }
    }

    @Test func mapsDrawInferredEdgesThinAndSayItOnlyWhenUsed() {
        let graph = NavigationGraph(nodes: [Self.inbox, Self.alert], edges: [Self.inferred], roots: ["InboxViewController"])
        let dot = DOTGraphWriter.write(graph)
        #expect(dot.contains("penwidth=\"0.5\""))
        #expect(dot.contains("thin line: inferred from a UIKit call"))
        #expect(dot.contains("grey box: a system screen"))
        #expect(MermaidGraphWriter.write(graph).contains("stroke-width:0.75px"))
        var declared = graph
        declared.edges[0].evidence = .declared
        declared.nodes[1].provenance = .code
        let plain = DOTGraphWriter.write(declared)
        #expect(!plain.contains("penwidth=\"0.5\""))
        #expect(!plain.contains("thin line"))
        #expect(!plain.contains("grey box"))
        #expect(!MermaidGraphWriter.write(declared).contains("linkStyle"))
    }

    @Test func checksJudgeFlowsOnly() {
        // Pushes that loop and a pop from the root: errors between flows, nothing between plain screens.
        func graph(_ provenance: ScreenProvenance) -> NavigationGraph {
            NavigationGraph(nodes: [ScreenNode(id: "A", screen: "A", provenance: provenance),
                                    ScreenNode(id: "B", screen: "B", provenance: provenance),
                                    ScreenNode(id: "C", screen: "C", provenance: provenance)],
                            edges: [NavigationEdge(from: "A", to: "B", action: .verb(.push)), NavigationEdge(from: "B", to: "A", action: .verb(.push)),
                                    NavigationEdge(from: "A", to: nil, action: .verb(.pop))],
                            roots: ["A"])
        }
        #expect(!NavigationChecker.check(graph(.flow)).isEmpty)
        #expect(NavigationChecker.check(graph(.code)).isEmpty)
    }
}

/// An app without flow groups yet is documented a folder at a time (issue 24): its plain screens
/// are grouped by the folder declaring them.
struct FolderGroupTests {
    private static func screen(_ id: String, _ file: String?, _ provenance: ScreenProvenance = .code) -> ScreenNode {
        ScreenNode(id: id, screen: id, file: file, provenance: provenance)
    }

    @Test func plainScreensAreGroupedByTheirFolder() {
        let graph = NavigationGraph(nodes: [
            Self.screen("Inbox", "App/Scene/Inbox/InboxViewController.swift"),
            Self.screen("Message", "App/Scene/Inbox/Message/MessageViewController.swift"),
            Self.screen("Thread", "App/Scene/Inbox/ThreadViewController.swift"),
            Self.screen("Login", "App/Scene/Onboarding/LoginViewController.swift"),
            Self.screen("Welcome", "App/Scene/Onboarding/WelcomeViewController.swift"),
            Self.screen("Settings", "App/Settings/Views/SettingsViewController.swift"),
            Self.screen("About", "Widget/Settings/Views/AboutViewController.swift"),
            Self.screen("Legal", "Widget/Settings/Views/LegalViewController.swift"),
            Self.screen("Root", "App/RootViewController.swift"),
            Self.screen("UIAlertController", nil, .system),
        ], edges: [])
        let groups = Dictionary(uniqueKeysWithValues: graph.groupingPlainScreensByFolder().nodes.map { ($0.id, $0.group ?? "-") })
        // A subfolder of one screen joins its parent; a folder name two folders share gets its
        // parent's; what sits at the shared root (or alone up to it) and Apple's screens stay out.
        #expect(groups == ["Inbox": "Inbox", "Message": "Inbox", "Thread": "Inbox", "Login": "Onboarding",
                           "Welcome": "Onboarding", "Settings": "-", "About": "Views", "Legal": "Views", "Root": "-",
                           "UIAlertController": "-"])
    }

    @Test func anAppWithFlowGroupsKeepsThem() {
        let graph = NavigationGraph(nodes: [
            ScreenNode(id: "Flows.a", screen: "A", group: "Checkout", file: "App/Flows.swift"),
            Self.screen("Inbox", "App/Scene/Inbox/InboxViewController.swift"),
            Self.screen("Thread", "App/Scene/Inbox/ThreadViewController.swift"),
        ], edges: [])
        #expect(graph.groupingPlainScreensByFolder() == graph)
    }
}
