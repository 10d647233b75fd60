import FlowGraph
import FlowGraphScanner
import Testing

/// Inputs the fuzzer found that make SwiftParser 603 take exponential time: `[` nested deep
/// (its lookahead for collection and inline-array types backtracks at every level), and
/// hundreds of unclosed calls (its error recovery rescans them). Such a file is skipped with a
/// warning pointing at the first bracket too deep; the others are mapped.
struct ParserHazardTests {
    private static let flows = "final class Screen { var onNext: (() -> Void)? }\n"
        + "final class Flows { lazy var a = Flow(with: Screen()) { vc, lets in vc.onNext = lets.push(self.b) }\n"
        + "lazy var b = Flow(with: Screen()) }\n"

    /// The fuzzer's finding, minimised: 24 open brackets took minutes to parse.
    /// And a second one: 377 unclosed `.emit(` in a protocol took 9 s (error recovery, cubic).
    @Test(arguments: [String(repeating: "[", count: 24), String(repeating: "@[", count: 24),
                      String(repeating: "[\n  ", count: 24) + "1" + String(repeating: "]", count: 24),
                      String(repeating: ".emit(", count: 377)])
    func deepBracketsAreSkippedWithAWarning(_ brackets: String) {
        let hazard = "final class H { lazy var h = Flow(with: Screen()) }\nlet x = \(brackets)\n"
        let result = Scan.files([(path: "Flows.swift", text: Self.flows), (path: "Hazard.swift", text: hazard)])
        #expect(result.graph.nodes.map(\.id) == ["Flows.a", "Flows.b"])
        let warning = result.diagnostics.first { $0.file == "Hazard.swift" }
        #expect(warning?.severity == .warning)
        #expect(warning?.message.contains("nested more than") == true)
        #expect((warning?.line ?? 0) >= 2)
    }

    /// The fuzzer's third finding, minimised: broken code parsed into a closure whose parameter
    /// has an empty name, and the verb search indexed the empty name's first byte.
    @Test func aClosureParameterWithoutANameIsNoCrash() {
        let result = Scan.files([(path: "Flows.swift", text: Self.flows),
                                 (path: "Broken.swift", text: "let a = Flow {(() -> Void)?\n [unowned self] lets in }\n")])
        #expect(result.graph.nodes.map(\.id).contains("Flows.a"))
        #expect(result.graph.edges.count == 1)
    }

    @Test func theLimitsThemselvesAndClosedBracketsInCommentsOrStringsAreRead() {
        let text = Self.flows + "let grid = " + String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
            + "\nlet sum = " + String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
            + "\n// " + String(repeating: "[x] ", count: 40) + "\nlet s = \"" + String(repeating: "[", count: 12) + "\"\n"
            + "/* " + String(repeating: "]", count: 40) + " */\n"
        let result = Scan.text(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.graph.nodes.map(\.id) == ["Flows.a", "Flows.b"])
    }

    /// Brackets opened in strings (`"a -> b ["`, as DOT tests write) are not the parser's, up
    /// to five times the limit: beyond, they count too, because the fuzzer's hangs hid real
    /// brackets behind raw strings and interpolations that a light lexer reads differently.
    @Test func bracketsOpenedInStringsCountOnlyFarPastTheLimit() {
        let tests = (0..<20).map { "let line\($0) = \"a -> b [\"" }.joined(separator: "\n")
        #expect(Scan.text("let f = Flow(with: S())\n" + tests + "\n").diagnostics.isEmpty)
        let hidden = "let f = Flow(with: S())\nlet s = \"" + String(repeating: "[", count: 61) + "\"\n"
        #expect(Scan.text(hidden).diagnostics.map(\.message).first?.contains("more than 60 deep") == true)
    }

    /// The fuzzer's finding at input 705,576 of the million-input run: 387 unclosed calls
    /// (`.dismiss(to: .dismiss(to: …`) in a multi-line string that an interpolation left open
    /// lines before turns into code for the parser (18 s), not for our lexer. Parentheses opened
    /// in strings count from 200, where the parser's cubic recovery stays under 3 s.
    @Test func parenthesesOpenedInStringsCountFromTwoHundred() {
        func nested(_ count: Int) -> String {
            "let f = Flow(with: S())\nlet s = \"\"\"\n" + String(repeating: ".dismiss(to: ", count: count) + "\n\"\"\"\n"
        }
        #expect(Scan.text(nested(150)).diagnostics.isEmpty)
        let warning = Scan.text(nested(201)).diagnostics.first
        #expect(warning?.message.contains("'(' nested more than 200 deep") == true)
        #expect(warning?.line == 3)
    }

    /// The fuzzer's fourth finding, minimised: brackets nested in a string's interpolation are
    /// code, which the parser backtracks over; the lexer counted them as the string's, under the
    /// raw limit, and the file hung the scan.
    @Test func bracketsInAnInterpolationAreCode() {
        let hazard = "let f = Flow(with: S())\nlet s = \"\\(a" + String(repeating: "[", count: 36) + "\n"
        let warning = Scan.text(hazard).diagnostics.first
        #expect(warning?.message.contains("more than 12 deep") == true)
        #expect(warning?.line == 2)
        #expect(warning?.column == 25)   // the thirteenth `[`
    }

    /// The fuzzer's fourth finding, minimised: an `@available` attribute's multi-line string with
    /// an interpolation left open stops SwiftParser's lexer with an assertion. Such a file is
    /// skipped with a warning at the attribute; one with no interpolation is mapped.
    @Test(arguments: [(#"@available(*, message: """\nabc \(x def\n""") func f() {}"#, true),
                      (#"@available(*, message: """\nabc \(f(x) def\n""") func f() {}"#, true),
                      (#"@available(*, message: """\nabc (f(x)) def\n""") func f() {}"#, false)])
    func anAttributesStringWithAnOpenInterpolationIsSkipped(_ attribute: String, skipped: Bool) {
        let hazard = "final class H { lazy var h = Flow(with: Screen()) }\n"
            + attribute.replacingOccurrences(of: "\\n", with: "\n") + "\n"
        let result = Scan.files([(path: "Flows.swift", text: Self.flows), (path: "Hazard.swift", text: hazard)])
        let warning = result.diagnostics.first { $0.file == "Hazard.swift" && $0.message.contains("@available") }
        #expect((warning != nil) == skipped)
        #expect(warning.map { $0.line == 2 && $0.severity == .warning } ?? true)
        #expect(result.graph.nodes.map(\.id).contains("H.h") == !skipped)
    }
}
