import FlowGraph

/// The notes a scan gives UIKit calls whose screen it cannot tell: one per call, and past
/// ``UIKitAssembler/notedCalls`` of them one note that counts the rest. Written and counted
/// here, so a report of the unresolved calls (`flowgraph migration`) counts what the notes say.
enum UnresolvedCalls {
    /// The note for one call, `text` being the call as written, short.
    static func note(_ text: String) -> String { "cannot tell which screen \(text) shows; not drawn" }

    /// The note counting `more` calls past those noted, of `unresolved` in `calls` in all.
    static func remainder(_ more: Int, unresolved: Int, calls: Int) -> String {
        "and \(more) more UIKit calls whose screen cannot be told; not drawn (\(unresolved) of \(calls) in all)"
    }
}

extension ScanResult {
    /// How many UIKit calls the scan could not resolve to a screen (drawn nowhere, never guessed).
    public var unresolvedUIKitCalls: Int {
        var count = 0
        for diagnostic in diagnostics where diagnostic.severity == .note {
            if diagnostic.message.hasPrefix("cannot tell which screen ") && diagnostic.message.hasSuffix(" shows; not drawn") {
                count += 1
            } else if diagnostic.message.hasPrefix("and "), diagnostic.message.contains(" more UIKit calls whose screen cannot be told"),
                      let more = Int(diagnostic.message.dropFirst(4).prefix { $0.isNumber }) {
                count += more
            }
        }
        return count
    }
}
