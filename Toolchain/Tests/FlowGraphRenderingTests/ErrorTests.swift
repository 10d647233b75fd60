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

    @Test func clustersDotCannotRankAreLayoutFailedNotACrash() throws {
        // Graphviz 2.43 reports "trouble in init_rank" for this graph (without `newrank`, edges
        // with labels between clusters), returns success anyway, and freeing its layout aborts
        // the process with a double free. Reduced from a real app's map drawn without `newrank`.
        let unrankable = """
        digraph {
        node [label=L]; edge [label=L];
        subgraph cluster_1 { s1; } subgraph cluster_2 { s3; s4; } subgraph cluster_3 { s5; s6; s7; s8;
        } subgraph cluster_4 { s9; s10; } subgraph cluster_5 { s11; } subgraph cluster_6 { s12; s13;
        s14; } subgraph cluster_7 { s15; } subgraph cluster_8 { s16; } subgraph cluster_9 { s17; s18;
        s19; } subgraph cluster_10 { s20; s21 [shape=tab, peripheries=2, penwidth=1.5];
        } subgraph cluster_11 { s22; s23; }
        s6 -> s20; s7 -> s10; s9 -> s13; s18 -> s24; s18 -> s25; s18 -> s16; s18 -> s15; s3 -> s4;
        s3 -> s8; s26 -> s27; s26 -> s28; s22 -> s29; s30 -> s24; s19 -> s11; s19 -> s28; s19 -> s1;
        s19 -> s31; s21 -> s17; s21 -> s32; s21 -> s33; s12 -> s34; s13 -> s35; s34 -> s20; s36 -> s24;
        s37 -> s24; s14 -> s20; s14 -> s24; s38 -> s39; s38 -> s24; s38 -> s40; s38 -> s41; s38 -> s42;
        s38 -> s43; s44 -> s24; s45 -> s46; s47 -> s9; s48 -> s20; s25 -> s23; s25 -> s5; s49 -> s24;
        s50 -> s24; s51 -> s24; s23 -> s24;
        }
        """
        let thrown = error { () throws(RenderError) in
            try GraphRenderer.render(dot: unrankable, options: RenderOptions(format: .svg))
        }
        let failure = try #require(thrown)
        guard case .layoutFailed(let message) = failure else {
            Issue.record("expected layoutFailed, got \(failure)")
            return
        }
        #expect(message.contains("trouble in init_rank") && message.contains("newrank=true"), "message: \(message)")
        // The advice holds: the same graph ranked as a whole draws, and Graphviz is still usable.
        let ranked = unrankable.replacingOccurrences(of: "digraph {", with: "digraph {\n    newrank=true;")
        let svg = try GraphRenderer.render(dot: ranked, options: RenderOptions(format: .svg))
        #expect(SVGPicture.nodeTitles(svg)?.count == 50)
    }
}
