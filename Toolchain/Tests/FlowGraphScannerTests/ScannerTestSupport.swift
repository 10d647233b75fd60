import FlowGraph
import FlowGraphScanner
import Foundation
import Testing

/// Helpers shared by the scanner tests: scanning fixture text and picking nodes and edges.
enum Scan {
    /// The repository's root folder (the samples and fixtures are there), found from this file's
    /// path in Toolchain/Tests/FlowGraphScannerTests.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Scans one in-memory file.
    static func text(_ text: String, path: String = "Fixture.swift") -> ScanResult {
        SourceScanner().scan(sources: [(path: path, text: text)])
    }

    /// Scans several in-memory files.
    static func files(_ files: [(path: String, text: String)]) -> ScanResult {
        SourceScanner().scan(sources: files)
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("FlowGraphScannerTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}

extension NavigationGraph {
    /// The edges drawn in files whose paths start with `prefix`, as sorted lines
    /// `from action to file:line` (`action` is `push`, `present` or `other`).
    func drawnEdges(inFilesStartingWith prefix: String) -> [String] {
        edges.filter { $0.file?.hasPrefix(prefix) == true }.map { edge in
            let action = edge.action == .verb(.push) ? "push" : edge.action == .verb(.present) ? "present" : "other"
            return "\(edge.from) \(action) \(edge.to ?? "-") \(edge.file ?? "-"):\(edge.line ?? 0)"
        }.sorted()
    }

    /// The one edge leaving `from` with `label`.
    func edge(from: String, label: String) -> NavigationEdge? {
        let matches = edges.filter { $0.from == from && $0.label == label }
        return matches.count == 1 ? matches[0] : nil
    }
}

/// The facts both walkers must agree on: everything but positions (the runtime walker knows
/// `#fileID` and line, the scanner the path, line and column) and `#if` membership.
struct ComparableNode: Hashable, Comparable, CustomStringConvertible {
    var id: String
    var screen: String
    var group: String?
    var kind: ScreenNode.Kind

    init(_ node: ScreenNode) {
        id = node.id
        screen = node.screen
        group = node.group
        kind = node.kind
    }

    var description: String { "\(id) [\(screen), \(group ?? "-"), \(kind.rawValue)]" }
    static func < (a: Self, b: Self) -> Bool { a.description < b.description }
}

/// See ``ComparableNode``.
struct ComparableEdge: Hashable, Comparable, CustomStringConvertible {
    var from: String
    var to: String?
    var action: EdgeAction
    var label: String
    var arguments: [String]
    var animated: Bool
    var embedding: Embedding?
    var output: String?
    var origin: EdgeOrigin

    init(_ edge: NavigationEdge) {
        from = edge.from
        to = edge.to
        action = edge.action
        label = edge.label
        arguments = edge.arguments
        animated = edge.animated
        embedding = edge.embedding
        output = edge.output
        origin = edge.origin
    }

    var description: String {
        "\(from) -\(action.rawValue)(\(label), \(arguments), animated: \(animated), "
            + "embedding: \(embedding?.rawValue ?? "-"), output: \(output ?? "-"), origin: \(origin.rawValue))-> \(to ?? "nil")"
    }
    static func < (a: Self, b: Self) -> Bool { a.description < b.description }
}

import FlowKit

extension NavigationGraph {
    /// Nodes without positions, sorted.
    var comparableNodes: [ComparableNode] { nodes.map(ComparableNode.init).sorted() }
    /// Edges without positions, sorted.
    var comparableEdges: [ComparableEdge] { edges.map(ComparableEdge.init).sorted() }
}

/// Storyboards written for a test from their scenes: each a view controller of a class, with
/// the segues it starts.
enum StoryboardText {
    /// A segue a scene starts: to the scene `to`, of `kind` (`show`, `presentation`…).
    struct Segue {
        var to: String
        var kind: String
        var identifier: String
    }

    /// The storyboard's XML, one scene per entry, in order.
    static func document(_ scenes: [(id: String, customClass: String, segues: [Segue])]) -> String {
        let body = scenes.enumerated().map { index, scene in
            let segues = scene.segues.enumerated().map { number, segue in
                "<segue destination=\"\(segue.to)\" kind=\"\(segue.kind)\" identifier=\"\(segue.identifier)\" id=\"\(scene.id)-\(number)\"/>"
            }
            let connections = segues.isEmpty ? "" : "<connections>\(segues.joined())</connections>"
            return "<scene sceneID=\"s\(index)\"><objects><viewController id=\"\(scene.id)\" customClass=\"\(scene.customClass)\" "
                + "sceneMemberID=\"viewController\">\(connections)</viewController></objects></scene>"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
        \(body.joined(separator: "\n"))
        </scenes></document>
        """
    }
}
