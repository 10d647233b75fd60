/// The navigation bugs `flowgraph check` looks for.
public enum GraphCheck: String, Codable, Hashable, Sendable, CaseIterable {
    /// A screen no verb leads to from the roots.
    case unreachableScreen = "unreachable-screen"
    /// A stack verb (`push`, `pop`, `popTo`, `popToRoot`, `setRoot`) from a screen shown without
    /// a navigation stack.
    case noNavigationStack = "no-navigation-stack"
    /// `pop` or `popToRoot` from a screen that is only ever the root of its stack.
    case popAtRoot = "pop-at-root"
    /// `popTo(X)` where X can never (or not always) be below the source in its stack.
    case impossiblePopTo = "impossible-pop-to"
    /// `dismiss` from a screen that is never presented, nor inside a presented stack.
    case dismissNeverPresented = "dismiss-never-presented"
    /// A cycle of pushes: the stack would grow without bound (FlowKit refuses the closing push).
    case pushCycle = "push-cycle"
    /// A flow group's output that its parent never routes.
    case unroutedOutput = "unrouted-output"
}

/// One finding of a check, located at the declaration to fix.
public struct GraphDiagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Codable, Hashable, Sendable, Comparable {
        /// Worth knowing.
        case note
        /// Wrong on some paths, or suspicious.
        case warning
        /// Wrong on every path: the navigator will refuse it.
        case error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        /// Orders by badness: note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// Which check found it.
    public var check: GraphCheck
    /// What is wrong and how to fix it.
    public var message: String
    /// The node it is about.
    public var node: String?
    /// The declaration to fix, where known.
    public var file: String?
    /// The declaration's line, where known.
    public var line: Int?
    /// The declaration's column, where known.
    public var column: Int?

    /// A diagnostic.
    public init(severity: Severity, check: GraphCheck, message: String, node: String?, file: String?, line: Int?,
                column: Int? = nil) {
        self.severity = severity
        self.check = check
        self.message = message
        self.node = node
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column: severity: message [check]`, as compilers print and editors parse;
    /// unknown positions print as `1`.
    public var description: String {
        "\(file ?? node ?? "<graph>"):\(line ?? 1):\(column ?? 1): \(severity.rawValue): \(message) [\(check.rawValue)]"
    }
}
