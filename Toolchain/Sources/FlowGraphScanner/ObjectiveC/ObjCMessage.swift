/// A message send `[receiver keyword:argument other:argument]` or `[receiver selector]`, as
/// token ranges of its file.
struct ObjCMessage {
    /// The receiver's tokens.
    let receiver: Range<Int>
    /// The selector as Objective-C writes it: `pushViewController:animated:`, or `alloc`.
    let selector: String
    /// Each keyword's argument, in order (none for a unary send).
    let arguments: [Range<Int>]
    /// The keywords, in order.
    private let keywords: [String]

    /// The send opening at `open` (a `[`), or `nil` where the brackets hold no send (an array
    /// literal's, a subscript's, or unbalanced ones).
    init?(_ source: ObjCTokens, at open: Int) {
        let tokens = source.tokens
        guard open < tokens.count, tokens[open].isSymbol("["), let close = source.closing(open), close > open + 2 else {
            return nil
        }
        // Keywords: a word followed by `:` at the send's own depth.
        var keywordStarts: [Int] = []
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.isSymbol("[") || token.isSymbol("(") || token.isSymbol("{"), let inner = source.closing(index), inner < close {
                index = inner + 1
                continue
            }
            // `? :` of a conditional argument is no keyword; a keyword follows its receiver.
            if token.kind == .identifier, index + 1 < close, tokens[index + 1].isSymbol(":"), index > open + 1,
               !tokens[index - 1].isSymbol("?") {
                keywordStarts.append(index)
            }
            index += 1
        }
        if keywordStarts.isEmpty {
            // Unary: `[receiver selector]`, the selector the last word.
            guard tokens[close - 1].kind == .identifier, close - 1 > open + 1 else { return nil }
            receiver = (open + 1)..<(close - 1)
            selector = tokens[close - 1].text
            arguments = []
            keywords = [selector]
            return
        }
        receiver = (open + 1)..<keywordStarts[0]
        keywords = keywordStarts.map { tokens[$0].text }
        selector = keywords.map { $0 + ":" }.joined()
        arguments = keywordStarts.indices.map { position in
            let start = keywordStarts[position] + 2
            let end = position + 1 < keywordStarts.count ? keywordStarts[position + 1] : close
            return start..<max(start, end)
        }
    }

    /// The argument of the first keyword whose name contains `text` (`animated`, `Animated`).
    func argument(containing text: String) -> Range<Int>? {
        keywords.firstIndex { $0.contains(text) }.flatMap { $0 < arguments.count ? arguments[$0] : nil }
    }
}
