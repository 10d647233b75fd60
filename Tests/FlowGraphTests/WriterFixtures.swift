import FlowGraph
import FlowKit
import Foundation
import Testing

/// Graphs, randomness and a Graphviz check shared by the writer and escaping tests.
enum WriterFixtures {
    /// A shop with every action, every node kind, two groups, ungrouped nodes, two roots, a
    /// conditional edge, target-less edges and a dangling reference (`Missing.screen`).
    static var shop: NavigationGraph {
        let nodes: [ScreenNode] = [
            ScreenNode(id: "Shop.catalog", screen: "CatalogViewController", group: "Shop", file: "Shop.swift", line: 2),
            ScreenNode(id: "Shop.item", screen: "ItemViewController", group: "Shop", file: "Shop.swift", line: 6),
            ScreenNode(id: "Shop.cart", screen: "CartViewController", group: "Shop", file: "Shop.swift", line: 12),
            ScreenNode(id: "Account.login", screen: "LoginViewController", group: "Account"),
            ScreenNode(id: "Main.tabs", screen: "Tabs", kind: .tabs),
            ScreenNode(id: "Legacy.help", screen: "HelpScreen", kind: .external),
            ScreenNode(id: "Onboarding", screen: "Onboarding"),
        ]
        let edges: [NavigationEdge] = [
            edge("Shop.catalog", "Shop.item", .verb(.push), "onItem", ["Item"], line: 3),
            edge("Shop.catalog", "Shop.cart", .verb(.present), "onCart", line: 4, embedding: .navigation),
            edge("Shop.item", "Shop.cart", .verb(.push), "onCheckout", ["Item", "Int"], line: 7),
            edge("Shop.item", nil, .verb(.pop), "onBack", line: 8),
            edge("Shop.item", "Shop.catalog", .verb(.popTo), "onHome", line: 9),
            edge("Shop.item", nil, .verb(.popToRoot), "", line: 10),
            edge("Shop.cart", nil, .verb(.dismiss), "onClose", line: 13),
            edge("Shop.cart", nil, .verb(.dismissAll), "onDone", line: 14),
            edge("Shop.cart", "Shop.catalog", .verb(.dismissTo), "onContinue", line: 15),
            edge("Shop.cart", "Account.login", .verb(.setRoot), "onLogout", line: 16),
            edge("Account.login", "Main.tabs", .verb(.setWindowRoot), "onLogin", line: 20, embedding: Embedding.none),
            edge("Main.tabs", "Shop.catalog", .tab, "", line: 30),
            edge("Shop.catalog", "Shop.catalog", .verb(.selectTab), "onShopTab", line: 5),
            edge("Account.login", "Onboarding", .verb(.emit), "onSignUp", ["String"], line: 21, output: "signUp"),
            edge("Onboarding", "Legacy.help", .verb(.push), "onHelp", line: 40, conditional: true),
            edge("Onboarding", "Missing.screen", .verb(.present), "", ["URL"], line: 41),
        ]
        return NavigationGraph(nodes: nodes, edges: edges, roots: ["Onboarding", "Main.tabs"])
    }

    /// An edge with the facts the fixtures vary.
    static func edge(_ from: String, _ to: String?, _ action: EdgeAction, _ label: String, _ arguments: [String] = [],
                     line: Int, embedding: Embedding? = nil, output: String? = nil,
                     conditional: Bool = false) -> NavigationEdge {
        NavigationEdge(from: from, to: to, action: action, label: label, arguments: arguments, file: "Shop.swift",
                       line: line, embedding: embedding, output: output, conditional: conditional)
    }

    /// The same graph with nodes, edges and roots in a random order.
    static func shuffled(_ graph: NavigationGraph, using random: inout SplitMix64) -> NavigationGraph {
        var copy = graph
        copy.nodes.shuffle(using: &random)
        copy.edges.shuffle(using: &random)
        copy.roots.shuffle(using: &random)
        return copy
    }
}

/// SplitMix64: a tiny seeded generator, so the random tests replay exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random graphs whose every string is built from fragments that break naive escaping.
enum HostileGraphs {
    /// Quotes, backslashes, line breaks, markup of DOT, HTML, records and Mermaid, emoji,
    /// combining marks (and a precomposed letter, so canonically equal spellings meet),
    /// right-to-left text, controls, non-characters and keywords.
    static let fragments: [String] = [
        "\"", "\\", "\\\"", "\n", "\r", "\r\n", "\t", "<", ">", "&", "{", "}", "|", "[", "]", "(", ")",
        "😀", "👨‍👩‍👧", "🇺🇦", "e\u{301}", "\u{E9}", "\u{301}", "שלום", "مرحبا", "\u{202E}", "\u{200B}",
        "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}", "\u{FFFE}", "\u{FFFF}", "\u{2028}", "\u{0}",
        "#", ";", "%%", "`", "'", ":", ",", "=", "-->", "-.->", "==>", "---", "--o", "&amp;", "#quot;", "#35;",
        "\\N", "\\G", "\\l", "node", "edge", "graph", "subgraph", "end", "strict", "digraph", "cluster_0",
        "__back", "__entry", "_2", "legend", "legend__actions", "n0", "b0", "g0", "direction LR", "style x:#f;", "classDef",
        "<B>", "</TD>", "<BR/>", "]]>", "/*", "//", " ", "a", "Screen", ".", "Shop",
    ]

    /// A string of zero to five fragments.
    static func text(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
    }

    /// A graph of up to eight nodes (ids may repeat) and twelve edges, some dangling.
    static func graph(_ random: inout SplitMix64) -> NavigationGraph {
        let groups = (0..<3).map { _ in text(&random) }
        let ids = (0..<Int.random(in: 1...8, using: &random)).map { _ in text(&random) }
        let nodes = ids.map { id in
            ScreenNode(id: Bool.random(using: &random) ? id : ids.randomElement(using: &random)!,
                       screen: text(&random),
                       kind: [.screen, .tabs, .external].randomElement(using: &random)!,
                       group: Bool.random(using: &random) ? groups.randomElement(using: &random) : nil,
                       file: Bool.random(using: &random) ? text(&random) : nil,
                       line: Bool.random(using: &random) ? Int.random(in: 1...500, using: &random) : nil)
        }
        func endpoint(_ random: inout SplitMix64) -> String {
            Int.random(in: 0..<6, using: &random) == 0 ? text(&random) : ids.randomElement(using: &random)!
        }
        let edges = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            NavigationEdge(from: endpoint(&random),
                           to: Int.random(in: 0..<4, using: &random) == 0 ? nil : endpoint(&random),
                           action: EdgeAction.allCases.randomElement(using: &random)!,
                           label: text(&random),
                           arguments: (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random) },
                           file: Bool.random(using: &random) ? text(&random) : nil,
                           line: Bool.random(using: &random) ? Int.random(in: 1...500, using: &random) : nil,
                           embedding: [nil, Embedding.none, .navigation].randomElement(using: &random)!,
                           output: Bool.random(using: &random) ? text(&random) : nil,
                           conditional: Bool.random(using: &random))
        }
        let roots = (0..<Int.random(in: 0...3, using: &random)).map { _ in endpoint(&random) }
        return NavigationGraph(nodes: nodes, edges: edges, roots: roots)
    }
}

/// Random graphs shaped like apps: a few groups of screens, every verb, cycles within and
/// across groups (log out, log back in), parallel edges and target-less back verbs. Their
/// strings are tame; they exist to prove the layout hints hold on realistic structure.
enum StructuredGraphs {
    /// A graph of 8 to 25 screens in up to four groups, with one and a half edges per screen.
    static func graph(_ random: inout SplitMix64) -> NavigationGraph {
        let count = Int.random(in: 8...25, using: &random)
        let ids = (0..<count).map { "Flow\($0 % 4).screen\($0)" }
        let nodes = ids.map { id in
            ScreenNode(id: id, screen: "Screen\(id.count)ViewController",
                       kind: Int.random(in: 0..<8, using: &random) == 0 ? .tabs : .screen,
                       group: Bool.random(using: &random) ? String(id.prefix(5)) : nil)
        }
        let edges = (0..<count * 3 / 2).map { _ -> NavigationEdge in
            let action = EdgeAction.allCases.randomElement(using: &random)!
            let targetless: Set<EdgeAction> = [.verb(.pop), .verb(.popToRoot), .verb(.dismiss), .verb(.dismissAll)]
            return NavigationEdge(from: ids.randomElement(using: &random)!,
                                  to: targetless.contains(action) ? nil : ids.randomElement(using: &random)!,
                                  action: action, label: "on\(Int.random(in: 0..<9, using: &random))",
                                  arguments: Bool.random(using: &random) ? ["Item"] : [],
                                  conditional: Int.random(in: 0..<6, using: &random) == 0)
        }
        return NavigationGraph(nodes: nodes, edges: edges, roots: [ids[0]])
    }
}

/// Runs Graphviz's `dot` to prove DOT text parses and lays out.
enum Graphviz {
    /// Where `dot` is looked for: Debian's path first, then Homebrew's and the `PATH`.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
            + path.split(separator: ":").map { "\($0)/dot" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Feeds `dot` text (one or more graphs) to `dot -Tcanon` on standard input and returns its
    /// exit status and standard error. Fails the test, rather than skipping it, when `dot` is
    /// missing: the writers' escaping is only proven by Graphviz itself.
    static func canonicalize(_ dot: String, sourceLocation: SourceLocation = #_sourceLocation)
        throws -> (status: Int32, errors: String) {
        let path = try #require(Self.executable, "Graphviz's dot is not installed; run Scripts/setup",
                                sourceLocation: sourceLocation)
        // Standard input comes from a file rather than a pipe, so nothing can block on a full
        // pipe while stderr is read to its end.
        let inputURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowgraph-writer-\(UUID().uuidString).dot")
        try Data(dot.utf8).write(to: inputURL)
        defer { try? FileManager.default.removeItem(at: inputURL) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-Tcanon"]
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Expects `dot` to accept `text` silently: exit status 0 and nothing on stderr.
    static func expectParses(_ text: String, _ comment: @autoclosure () -> String = "",
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try canonicalize(text, sourceLocation: sourceLocation)
        #expect(result.status == 0, "dot exited \(result.status): \(result.errors)\n\(comment())\n\(text)",
                sourceLocation: sourceLocation)
        #expect(result.errors.isEmpty, "dot complained: \(result.errors)\n\(comment())\n\(text)",
                sourceLocation: sourceLocation)
    }
}
