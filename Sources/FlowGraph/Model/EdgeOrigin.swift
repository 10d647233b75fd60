@_spi(FlowKitTools) import FlowKit

/// Who starts the navigation an edge stands for: a screen's callback (a tap, or an output it
/// emits), or the app's own code, which no tap starts.
///
/// Raw values are the JSON contract's `origin` strings. JSON writes `origin` only for ``app``:
/// an edge without it is a callback's, as every edge was before the field was added.
public enum EdgeOrigin: String, Codable, Hashable, Sendable, CaseIterable {
    /// A screen's callback fired (as a tap would), or the output it emitted was routed.
    case callback
    /// The app asked itself: `lets.app.<verb>` in a flow (work that finishes later), or a request
    /// from app code (`navigator.from(…)`, `navigator.fromVisibleScreen()`, a deep link).
    case app

    /// The origin of a verb declared with requests of `origin`.
    public init(_ origin: NavigationOrigin) {
        switch origin {
        case .callback: self = .callback
        case .app: self = .app
        // UIKit's own controls declare nothing; were one declared, no verb of the app started it.
        case .userGesture: self = .callback
        }
    }
}

/// A place in source: where an edge's navigation was asked for when that is not the edge's own
/// position (the `lets.emit` whose output a route turns into the edge).
public struct CodeLocation: Codable, Hashable, Sendable {
    /// A path for the static walker, a `#fileID` at run time, as the edge's own `file`.
    public var file: String?
    /// The 1-based line.
    public var line: Int?
    /// The 1-based column, where known (the static walker knows it; run time does not).
    public var column: Int?

    /// A location; unknown parts are `nil`.
    /// - Parameters:
    ///   - file: The file, as the walker names files.
    ///   - line: The line.
    ///   - column: The column.
    public init(file: String?, line: Int?, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column
    }

    /// Encodes in the contract's key order, unknown parts as `null`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }

    /// Total order for the contract's edge order: file, line, column, unknown first.
    static func precedes(_ a: CodeLocation?, _ b: CodeLocation?) -> Bool {
        let left = (a == nil ? 0 : 1, a?.file ?? "", a?.line ?? 0, a?.column ?? 0)
        let right = (b == nil ? 0 : 1, b?.file ?? "", b?.line ?? 0, b?.column ?? 0)
        return left < right
    }
}
