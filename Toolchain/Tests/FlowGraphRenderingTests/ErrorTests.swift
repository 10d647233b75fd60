import Foundation
import Testing
@testable import FlowGraphRendering

/// Failures carry Graphviz's own words, and leave Graphviz usable.
struct ErrorTests {
    /// The error `body` throws, or `nil` when it returns.
    func error(_ body: () throws(RenderError) -> [UInt8]) -> RenderError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func badDOTIsInvalidDOTWithGraphvizsMessage() throws {
        let thrown = error { () throws(RenderError) in
            try GraphRenderer.render(dot: "digraph { a -> }", options: RenderOptions(format: .svg))
        }
        let failure = try #require(thrown)
        guard case .invalidDOT(let message) = failure else {
            Issue.record("expected invalidDOT, got \(failure)")
            return
        }
        #expect(message.contains("syntax error in line 1"), "message: \(message)")
        #expect(failure.description.hasPrefix("invalid DOT: "))
        #expect(failure.message == message)
    }

    @Test(arguments: ["", "   \n", "// only a comment\n"])
    func textWithoutAGraphIsInvalidDOT(text: String) {
        let thrown = error { () throws(RenderError) in
            try GraphRenderer.render(dot: text, options: RenderOptions(format: .svg))
        }
        #expect(thrown == .invalidDOT("Graphviz found no graph in the DOT text"))
    }

    @Test func theLineOfTheSyntaxErrorIsReported() throws {
        let thrown = error { () throws(RenderError) in
            try GraphRenderer.render(dot: "digraph {\n  a -> b;\n  c -> ;\n}\n", options: RenderOptions(format: .png))
        }
        let failure = try #require(thrown)
        #expect(failure.message.contains("line 3"), "message: \(failure.message)")
    }

    @Test func aFailureLeavesTheParserAndErrorChannelClean() throws {
        _ = error { () throws(RenderError) in
            try GraphRenderer.render(dot: "digraph { a -> ", options: RenderOptions(format: .svg))
        }
        // The next render parses from scratch (no leftover input) and reports no stale text.
        let messages = MessageLog()
        let svg = try GraphRenderer.render(dot: "digraph { x -> y }", options: RenderOptions(
            format: .svg, diagnostics: messages.append))
        #expect(SVGPicture.nodeTitles(svg) == ["x", "y"])
        #expect(messages.all == [])
    }

    @Test func lineNumbersStartAfreshForEveryRender() throws {
        for _ in 0..<3 {
            let thrown = error { () throws(RenderError) in
                try GraphRenderer.render(dot: "digraph {\n a -> }\n", options: RenderOptions(format: .svg))
            }
            #expect(thrown?.message.contains("in line 2") == true, "\(String(describing: thrown))")
        }
    }

    @Test func textAfterTheFirstGraphNeverLeaksIntoTheNextRender() throws {
        // cgraph's lexer would otherwise serve `B` to the next read, whatever its text.
        let first = try GraphRenderer.render(dot: "digraph A { a } digraph B { b }", options: RenderOptions(format: .svg))
        #expect(SVGPicture.nodeTitles(first) == ["a"])
        let second = try GraphRenderer.render(dot: "digraph C { c }", options: RenderOptions(format: .svg))
        #expect(SVGPicture.nodeTitles(second) == ["c"])
    }

    @Test func recoveredProblemsGoToTheDiagnosticsHandler() throws {
        // An unknown shape is a warning: Graphviz draws a box and carries on.
        let messages = MessageLog()
        let svg = try GraphRenderer.render(dot: "digraph { a [shape=nosuchshape] }", options: RenderOptions(
            format: .svg, diagnostics: messages.append))
        #expect(SVGPicture.nodeTitles(svg) == ["a"])
        let reported = messages.all
        #expect(reported.count == 1)
        #expect(reported.first?.contains("nosuchshape") == true, "reported: \(reported)")
    }

    @Test func anUnknownEngineIsLayoutFailedWithGraphvizsMessage() throws {
        // The public enum cannot name a missing engine, so this goes through the session.
        let thrown = error { () throws(RenderError) in
            try GraphvizSession.shared.render(dot: "digraph { a -> b }", format: "svg") { _ in
                ("nosuchengine", [:])
            }.bytes
        }
        let failure = try #require(thrown)
        guard case .layoutFailed(let message) = failure else {
            Issue.record("expected layoutFailed, got \(failure)")
            return
        }
        #expect(message.contains("nosuchengine"), "message: \(message)")
    }

    @Test func anUnknownFormatIsRenderFailedWithGraphvizsMessage() throws {
        let thrown = error { () throws(RenderError) in
            try GraphvizSession.shared.render(dot: "digraph { a -> b }", format: "nosuchformat") { _ in
                ("dot", [:])
            }.bytes
        }
        let failure = try #require(thrown)
        guard case .renderFailed(let message) = failure else {
            Issue.record("expected renderFailed, got \(failure)")
            return
        }
        #expect(message.contains("nosuchformat"), "message: \(message)")
    }

    @Test func descriptionsNameTheFailedStep() {
        #expect(RenderError.layoutFailed("x").description == "layout failed: x")
        #expect(RenderError.renderFailed("y").description == "rendering failed: y")
        #expect(RenderError.graphvizUnavailable("z").description == "Graphviz unavailable: z")
    }
}
