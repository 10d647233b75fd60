import FlowGraph
import FlowGraphScanner
import Testing

/// Inputs that stress the scanner rather than the DSL: pathological nesting, malformed code,
/// and the pre-filter that decides which files are parsed.
struct RobustnessTests {
    @Test func deeplyNestedCodeNeitherCrashesNorHidesTheFlows() {
        // Twenty thousand levels overflow a default thread stack inside SwiftSyntax's own
        // recursive parser and visitor; the scanner's worker threads have room for them.
        let chain = "self" + String(repeating: ".next", count: 20_000)
        let elseIfs = "if a {} " + Array(repeating: "else if a {}", count: 20_000).joined(separator: " ")
        let result = Scan.files([
            (path: "Chain.swift", text: """
            final class Screen { var onA: (() -> Void)? }
            final class Flows {
                lazy var deep = Flow(with: Screen()) { vc, lets in vc.onA = lets.push(\(chain)) }
            }
            """),
            (path: "Branches.swift", text: "func branches(a: Bool) { let lets = 1\n\(elseIfs)\n}\nlet after = Flow(with: Screen())\n"),
        ])
        #expect(result.graph.nodes.filter { $0.kind == .screen }.map(\.id) == ["Flows.deep", "after"])
        #expect(result.graph.edges.count == 1)
        #expect(result.graph.edges.first?.to?.hasPrefix("next.next.next") == true)
        #expect(result.diagnostics.map(\.severity) == [.note])
    }

    @Test func malformedCodeStillYieldsWhatCanBeRead() {
        let result = Scan.text("""
        final class Screen { var onA: (() -> Void)? }
        final class Flows {
            lazy var a = Flow(with: Screen()) { vc, lets in
                vc.onA = lets.push(self.b
            }
            lazy var b = Flow(with: Screen()) { vc, lets in vc.onA = lets.pop( }
            func broken( {
        }
        """)
        #expect(result.graph.nodes.map(\.id).contains("Flows.a"))
        #expect(result.graph.edges.contains { $0.from == "Flows.a" && $0.action == .verb(.push) })
    }

    @Test func aScreenDeclaredOutsideTheDSLFilesIsReadEvenWhenADSLFileExtendsIt() {
        let result = Scan.files([
            (path: "A/Flows.swift", text: """
            extension Screen { func extra() {} }
            final class Flows {
                lazy var a = Flow(with: Screen()) { vc, lets in vc.onItem = lets.pop() }
            }
            """),
            (path: "B/Screen.swift", text: "final class Screen: Base { }\n"),
            (path: "C/Base.swift", text: "class Base { var onItem: ((Item) -> Void)? }\n"),
            (path: "D/Unrelated.swift", text: "struct Item {}\nclass Other { var onItem: ((Other) -> Void)? }\n"),
        ])
        #expect(result.graph.edges.first?.arguments == ["Item"])
    }

    @Test func theFirstDeclarationOfAnIdWinsAndRepeatsOnlyAddEdges() {
        let result = Scan.files([
            (path: "1.swift", text: "final class Screen { var onA: (() -> Void)? }\nenum Flows {}\n"
                + "extension Flows { static let a = Flow(with: Screen()) { vc, lets in vc.onA = lets.pop() } }"),
            (path: "2.swift", text: "extension Flows { static let a = Flow(with: Other()) { vc, lets in vc.onA = lets.dismiss() } }"),
        ])
        #expect(result.graph.nodes.map(\.screen) == ["Screen"])
        #expect(result.graph.edges.map(\.action) == [.verb(.pop), .verb(.dismiss)])
    }
}
