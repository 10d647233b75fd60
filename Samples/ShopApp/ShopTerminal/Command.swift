/// Why the terminal could not carry out what was typed. Navigation refusals are not errors:
/// they are events, shown with their reason.
public enum ConsoleError: Error, Equatable, CustomStringConvertible {
    /// The text is not `action`, `screen.action` or `screen.action(value, …)`.
    case malformed(String)
    /// No screen with that name is on screen.
    case noSuchScreen(String)
    /// The screen has no action of that name.
    case noSuchAction(screen: String, action: String)
    /// The values do not fit the action.
    case wrongArguments(action: String, reason: String)
    /// The user gesture cannot be made now (no back button, nothing presented, no tab bar).
    case gestureUnavailable(String)

    /// A sentence for the terminal.
    public var description: String {
        switch self {
        case .malformed(let text):
            "cannot read '\(text)'; type an action's number or name, screen.action, or screen.action(value, …)"
        case .noSuchScreen(let screen): "no '\(screen)' screen is on screen"
        case .noSuchAction(let screen, let action): "'\(screen)' has no action '\(action)'"
        case .wrongArguments(let action, let reason): "\(action): \(reason)"
        case .gestureUnavailable(let reason): reason
        }
    }
}

/// One typed or scripted command: `3`, `buyNow`, `product.buyNow(2)`, `user.back`.
///
/// Without a screen, the action belongs to the visible screen. The screen name `user` means
/// UIKit's own controls: `user.back`, `user.swipeDown`, `user.tab(2)`.
public struct Command: Equatable, Sendable {
    /// The screen's name (its type name without `ViewController`, lower camel case), if given.
    public var screen: String?
    /// The action's name, or its 1-based number in the visible screen's list.
    public var action: String
    /// The values given in parentheses, in order.
    public var arguments: [String]

    /// A command from its parts.
    public init(screen: String?, action: String, arguments: [String] = []) {
        self.screen = screen
        self.action = action
        self.arguments = arguments
    }

    /// Reads `text`; values are separated by commas and may be quoted to hold commas.
    /// - Throws: ``ConsoleError/malformed(_:)``.
    public init(parsing text: String) throws(ConsoleError) {
        let trimmed = text.trimmed
        var head = Substring(trimmed)
        var arguments: [String] = []
        if let open = trimmed.firstIndex(of: "(") {
            guard trimmed.hasSuffix(")") else { throw .malformed(text) }
            head = trimmed[..<open]
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            guard let values = Self.values(in: inner) else { throw .malformed(text) }
            arguments = values
        }
        let parts = head.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), parts.allSatisfy(Self.isName) else { throw .malformed(text) }
        self.init(screen: parts.count == 2 ? parts[0] : nil, action: parts[parts.count - 1], arguments: arguments)
    }

    private static func isName(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Splits `a, "b, c", 3` into values; `nil` for an unterminated quote.
    private static func values(in text: Substring) -> [String]? {
        if text.trimmed.isEmpty { return [] }
        var values: [String] = [], current = "", quoted = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
            } else if character == ",", !quoted {
                values.append(current.trimmed)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !quoted else { return nil }
        values.append(current.trimmed)
        return values
    }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace.
    var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
