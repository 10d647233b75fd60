/// A problem or remark found while scanning, pointing at source.
///
/// Its ``description`` is the contract's diagnostic line, `path:line:column: severity: message`,
/// which editors and CI logs turn into links. Lines and columns are 1-based; columns count
/// UTF-8 bytes, as the Swift compiler's do.
public struct ScanDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The scan could not do what was asked.
        case error
        /// Something was skipped: a file that is not Swift text, or could not be read.
        case warning
        /// A remark, such as a reference the scanner could not resolve.
        case note

        /// Errors first, then warnings, then notes.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }
    }

    /// How serious it is.
    public var severity: Severity
    /// What happened, in one line.
    public var message: String
    /// The file as given to the scanner.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A diagnostic at `file:line:column`.
    public init(severity: Severity, message: String, file: String, line: Int = 1, column: Int = 1) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column: severity: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// Position order (file, line, column), then severity and message, so output is stable
    /// whatever order files were parsed in.
    static func ordered(_ a: ScanDiagnostic, _ b: ScanDiagnostic) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.severity != b.severity { return a.severity < b.severity }
        return a.message < b.message
    }
}

/// Why a scan could not start.
///
/// Only a path that does not exist is an error: anything wrong inside an existing file (not
/// UTF-8, binary, unreadable) is a warning in ``ScanResult/diagnostics`` and the file is skipped,
/// so one stray file never hides a whole map.
public enum ScanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path names no file or folder.
    case missingPath(String)
    /// The path exists but gives nothing to scan: a symbolic link loop, or folders holding no
    /// `*.swift` file; `reason` is the sentence to show.
    case unusablePath(String, reason: String)

    /// The path the error is about.
    public var path: String {
        switch self {
        case .missingPath(let path): path
        case .unusablePath(let path, _): path
        }
    }

    /// `no such file or directory: PATH`.
    public var description: String {
        switch self {
        case .missingPath(let path): "no such file or directory: \(path)"
        case .unusablePath(_, let reason): reason
        }
    }
}
