import FlowGraph

/// How far an app has moved to FlowKit (issue 24, point 6): which of its screens already
/// navigate through flows, which still navigate with UIKit code or storyboards, and how each
/// edge of the map is known. Read off one scan of the whole app, flows and plain code together.
struct MigrationReport {
    /// One screen of the app and how it navigates.
    struct Screen: Equatable {
        var name: String
        var provenance: ScreenProvenance
        /// Forward edges leading to the screen.
        var waysIn: Int
        /// Forward edges leaving it.
        var waysOut: Int
    }

    /// The app's own screens: flows, and view controllers of code or storyboards.
    let screens: [Screen]
    /// Screens the system provides (alerts, Safari, share sheets), shown by the app.
    let systemScreens: [String]
    /// Classes that navigate on screens' behalf (coordinators, routers, delegates).
    let coordinators: [String]
    /// Edges declared by the app (flows' verbs, storyboard segues).
    let declaredEdges: Int
    /// Edges read off UIKit calls whose targets were resolved.
    let inferredEdges: Int
    /// UIKit calls whose target could not be told (the scan's notes): drawn nowhere.
    let unresolvedCalls: Int

    /// The report of `graph`, with `unresolvedCalls` of the scan's notes.
    /// - Parameters:
    ///   - graph: The map of the whole app.
    ///   - unresolvedCalls: How many calls the scan could not resolve.
    init(_ graph: NavigationGraph, unresolvedCalls: Int) {
        let forward = graph.edges.filter { $0.to != nil && !$0.action.isBackward }
        let waysIn = Dictionary(grouping: forward, by: { $0.to ?? "" }).mapValues(\.count)
        let waysOut = Dictionary(grouping: forward, by: \.from).mapValues(\.count)
        var screens: [Screen] = [], system: [String] = [], coordinators: [String] = []
        for node in graph.nodes where node.kind == .screen {
            switch node.provenance {
            case .system: system.append(node.screen)
            case .coordinator: coordinators.append(node.screen)
            case .flow, .code, .storyboard:
                screens.append(Screen(name: node.screen.isEmpty ? node.id : node.screen, provenance: node.provenance,
                                      waysIn: waysIn[node.id] ?? 0, waysOut: waysOut[node.id] ?? 0))
            }
        }
        // What is left to move first, the screens with the most navigation first among them.
        self.screens = screens.sorted {
            ($0.provenance == .flow ? 1 : 0, -$0.waysOut, $0.name) < ($1.provenance == .flow ? 1 : 0, -$1.waysOut, $1.name)
        }
        systemScreens = Array(Set(system)).sorted()
        self.coordinators = Array(Set(coordinators)).sorted()
        declaredEdges = graph.edges.filter { $0.evidence == .declared }.count
        inferredEdges = graph.edges.filter { $0.evidence == .inferred }.count
        self.unresolvedCalls = unresolvedCalls
    }

    /// Screens that navigate through FlowKit flows.
    var flowScreens: Int { screens.filter { $0.provenance == .flow }.count }

    /// The report as GitHub Markdown, titled by the app's name.
    func markdown(title: String) -> String {
        let total = screens.count
        let share = total == 0 ? 0 : Int((Double(flowScreens) / Double(total) * 100).rounded())
        var lines = ["# Moving \(title) to FlowKit", ""]
        lines.append("\(flowScreens) of \(Self.count(total, "screen")) (\(share) %) navigate through FlowKit flows; "
                     + "\(total - flowScreens) navigate with UIKit code or storyboards.")
        lines.append("")
        lines.append("The map's edges: \(declaredEdges) declared (flows' verbs and storyboard segues), \(inferredEdges) "
                     + "inferred from UIKit calls; \(Self.count(unresolvedCalls, "call")) whose screen cannot be told "
                     + "(the notes of `flowgraph scan`), drawn nowhere.")
        lines += ["", "| screen | navigates through | ways in | ways out |", "| --- | --- | --- | --- |"]
        for screen in screens {
            lines.append("| `\(screen.name)` | \(Self.describe(screen.provenance)) | \(screen.waysIn) | \(screen.waysOut) |")
        }
        if !coordinators.isEmpty {
            lines += ["", "Coordinators and routers that navigate for screens: "
                      + coordinators.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        if !systemScreens.isEmpty {
            lines += ["", "System screens shown (not counted): " + systemScreens.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private static func describe(_ provenance: ScreenProvenance) -> String {
        switch provenance {
        case .flow: "FlowKit flows"
        case .code: "UIKit code"
        case .storyboard: "storyboard"
        case .system: "the system"
        case .coordinator: "a coordinator"
        }
    }
}
