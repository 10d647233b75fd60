/// A finding located in source: what the scanner reports while reading files (skipped files,
/// unresolved references) and what the checks find in a graph. One type, one severity, one
/// printed form, so the CLI treats both alike.
///
/// Its ``description`` is the compilers' diagnostic line, `path:line:column: severity: message`,
/// followed by ` [check]` for a check's finding; editors and CI logs turn it into a link. Lines
/// and columns are 1-based (columns count UTF-8 bytes, as the Swift compiler's do); unknown
/// positions print as `1`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How bad a finding is; ordered by badness, note < warning < error.
    public enum Severity: String, Codable, Hashable, Sendable, Comparable, CaseIterable {
        /// Worth knowing: a reference the scanner could not resolve.
        case note
        /// Something was skipped, or is wrong on some paths.
        case warning
        /// Wrong on every path (the navigator will refuse it), or the scan could not do what
        /// was asked.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders by badness: note < warning < error.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How bad it is.
    public var severity: Severity
    /// Which check found it; `nil` for what the scanner reports while reading source.
    public var check: GraphCheck?
    /// What is wrong and how to fix it, in one line.
    public var message: String
    /// The graph node it is about, for a check's finding.
    public var node: String?
    /// The file to fix, as given to the scanner (or a `#fileID` for a runtime graph), where known.
    public var file: String?
    /// The 1-based line, where known.
    public var line: Int?
    /// The 1-based column in UTF-8 bytes, where known.
    public var column: Int?

    /// A check's finding about `node`, located at the declaration to fix.
    /// - Parameters:
    ///   - severity: How bad it is.
    ///   - check: The check that found it.
    ///   - message: What is wrong and how to fix it.
    ///   - node: The node it is about.
    ///   - file: The declaring file, where known.
    ///   - line: The declaring line, where known.
    ///   - column: The declaring column, where known.
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

    /// A finding of the scanner at `file:line:column`.
    /// - Parameters:
    ///   - severity: How bad it is.
    ///   - message: What happened, in one line.
    ///   - file: The file as given to the scanner.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in UTF-8 bytes.
    public init(severity: Severity, message: String, file: String, line: Int = 1, column: Int = 1) {
        self.severity = severity
        self.check = nil
        self.message = message
        self.node = nil
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column: severity: message`, with ` [check]` after a check's finding.
    public var description: String {
        let position = "\(file ?? node ?? "<graph>"):\(line ?? 1):\(column ?? 1)"
        let source = check.map { " [\($0.rawValue)]" } ?? ""
        return "\(position): \(severity.rawValue): \(message)\(source)"
    }
}
