@_spi(FlowKitTools) @testable import FlowGraph
import Testing

@Suite("Text escaping")
struct EscapingTests {
    @Test func dotQuotedEscapesQuotesBackslashesAndLineBreaks() {
        #expect(TextEscaping.dotQuoted("plain") == "\"plain\"")
        #expect(TextEscaping.dotQuoted("a\"b") == "\"a\\\"b\"")
        #expect(TextEscaping.dotQuoted("ends with \\") == "\"ends with \\\\\"")
        #expect(TextEscaping.dotQuoted("a\nb\rc") == "\"a\\nb\\rc\"")
        #expect(TextEscaping.dotQuoted("\u{1}\u{7F}\u{85}\u{FFFF}") == "\"\\u{1}\\u{7F}\\u{85}\\u{FFFF}\"")
        #expect(TextEscaping.dotQuoted("שלום e\u{301} 😀 <&>{|}") == "\"שלום e\u{301} 😀 <&>{|}\"")
    }

    @Test func dotQuotedKeepsDistinctTextsDistinct() {
        let texts = ["a\nb", "a\\nb", "a\\\nb", "a\"", "a\\\"", "a\\", "a\\\\", "\u{1}", "\\u{1}", "", " ", "a\rb", "a\\rb"]
        let quoted = texts.map(TextEscaping.dotQuoted)
        #expect(Set(quoted).count == texts.count)
        for text in quoted {
            // Inside the quotes, every quote is escaped and nothing breaks the line.
            let inner = text.dropFirst().dropLast()
            #expect(!inner.contains("\n") && !inner.contains("\r"))
            var escaped = false
            for character in inner {
                if character == "\"" { #expect(escaped, "raw quote in \(text)") }
                escaped = !escaped && character == "\\"
            }
            #expect(!escaped, "dangling backslash in \(text)")
        }
    }

    @Test func dotHTMLUsesEntitiesAndBreaks() {
        #expect(TextEscaping.dotHTML("<B>&\"x\"</B>") == "&lt;B&gt;&amp;&quot;x&quot;&lt;/B&gt;")
        #expect(TextEscaping.dotHTML("a\r\nb\nc\rd\u{2028}e") == "a<BR/>b<BR/>c<BR/>d<BR/>e")
        #expect(TextEscaping.dotHTML("{x|y}") == "{x|y}")
        #expect(TextEscaping.dotHTML("]]") == "&#93;&#93;")
        #expect(TextEscaping.dotHTML("") == " ")
    }

    @Test func dotHTMLLeavesNoLineEmpty() {
        #expect(TextEscaping.dotHTML("\n\n") == " <BR/> <BR/> ")
        #expect(TextEscaping.dotHTML("a\n") == "a<BR/> ")
        #expect(TextEscaping.dotHTML("\na") == " <BR/>a")
    }

    @Test func displayUnitsReplaceWhatRenderersReject() {
        #expect(TextEscaping.dotHTML("\u{0}\u{1}\u{1F}\u{7F}") == "\u{2400}\u{2401}\u{241F}\u{2421}")
        #expect(TextEscaping.dotHTML("\u{85}\u{9F}\u{FFFE}\u{FFFF}") == " <BR/>\u{FFFD}\u{FFFD}\u{FFFD}")
        #expect(TextEscaping.dotHTML("a\tb") == "a b")
        #expect(TextEscaping.displayUnits("\r\n\r\n") == [.lineBreak, .lineBreak])
        #expect(TextEscaping.displayUnits("\n\r") == [.lineBreak, .lineBreak])
        // Combining marks and right-to-left text pass through untouched.
        #expect(TextEscaping.dotHTML("e\u{301} مرحبا \u{202E}") == "e\u{301} مرحبا \u{202E}")
    }

    @Test func mermaidUsesEntityCodes() {
        #expect(TextEscaping.mermaid("\"#&<>|`%") == "#quot;#35;#amp;#lt;#gt;#124;#96;#37;")
        #expect(TextEscaping.mermaid("a\nb\r\nc") == "a<br/>b<br/>c")
        #expect(TextEscaping.mermaid("#35;") == "#35;35;")
        #expect(TextEscaping.mermaid("") == " ")
        #expect(TextEscaping.mermaid("😀 שלום e\u{301}") == "😀 שלום e\u{301}")
    }

    @Test func mermaidDefusesWordsItsLexerMatchesInsideLabels() {
        #expect(TextEscaping.mermaid("direction LR") == "directio#110; LR")
        #expect(TextEscaping.mermaid("Style:x") == "Styl#101;:x")
        #expect(TextEscaping.mermaid("CLASSDEF") == "CLASSDE#70;")
        #expect(TextEscaping.mermaid("directions") == "directio#110;s")
    }

    @Test func edgeCaptionsFallBackFromLabelToArgumentsToVerb() {
        let edge = { (label: String, arguments: [String], action: EdgeAction) in
            EdgeCaption(NavigationEdge(from: "a", to: "b", action: action, label: label, arguments: arguments))
        }
        let checkout = edge("onCheckout", ["Item", "Int"], .verb(.push))
        #expect(checkout.title == "onCheckout(Item, Int)" && checkout.notes.isEmpty)
        #expect(edge("", ["Item"], .verb(.present)).singleLine == "(Item) · present")
        let bare = edge("", [], .verb(.popToRoot))
        #expect(bare.title == "popToRoot" && bare.notes.isEmpty)
        let routed = NavigationEdge(from: "a", to: "b", action: .verb(.present), label: "onGo", embedding: .navigation,
                                    output: "done", conditional: true)
        #expect(EdgeCaption(routed).singleLine == "#if onGo · present, in nav, via done")
    }
}
