/// The place in source code where a navigation verb was declared.
///
/// Every `lets` verb captures its caller's `#fileID` and `#line`, so events, diagnostics and
/// navigation maps can point back at the declaration that produced them.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` spells it: `Module/File.swift`.
    public let fileID: String
    /// The 1-based line of the verb's call.
    public let line: Int

    /// Creates a call site; defaults to the caller's own location.
    /// - Parameters:
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public init(fileID: String = #fileID, line: Int = #line) {
        self.fileID = fileID
        self.line = line
    }

    /// `Module/File.swift:12`.
    public var description: String { "\(fileID):\(line)" }
}
