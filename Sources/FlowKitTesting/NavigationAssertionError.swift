import FlowKit

/// A failed navigation assertion: what was expected, what happened instead, and where the
/// assertion was made.
///
/// Assertions throw it, so a `try` in a Swift Testing or XCTest test fails that test with this
/// message; no test framework is linked.
public struct NavigationAssertionError: Error, CustomStringConvertible {
    /// What was expected and what happened instead.
    public let message: String
    /// The file of the failed assertion, as `#fileID` spells it.
    public let fileID: String
    /// The line of the failed assertion.
    public let line: Int

    /// Creates the error for an assertion at `fileID:line`.
    /// - Parameters:
    ///   - message: What was expected and what happened instead.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public init(_ message: String, fileID: String, line: Int) {
        self.message = message
        self.fileID = fileID
        self.line = line
    }

    /// `File.swift:12: message`, the way compilers and test runners report locations.
    public var description: String { "\(fileID):\(line): \(message)" }
}

/// A short description of a screen for assertion messages.
func describe(_ screen: AnyObject?) -> String {
    screen.map { String(describing: type(of: $0)) } ?? "nothing"
}
