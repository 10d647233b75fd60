/// Why ``GraphRenderer/render(dot:options:)`` produced no picture.
///
/// Every message is Graphviz's own text (as its command-line tools would print it, such as
/// `Error: syntax error in line 1 near '}'`) when Graphviz said anything, and otherwise a
/// sentence naming the step that failed.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The text is not a DOT graph: Graphviz's parser rejected it, or it holds no graph at all.
    case invalidDOT(String)
    /// The layout engine refused or failed to place the graph.
    case layoutFailed(String)
    /// Graphviz could not draw the laid-out graph in the requested format (for example when
    /// the plugin for that format is not installed).
    case renderFailed(String)
    /// Graphviz could not create its context (its plugins or configuration are missing).
    case graphvizUnavailable(String)

    /// Graphviz's message (or the failed step) without the case's prefix.
    public var message: String {
        switch self {
        case .invalidDOT(let message), .layoutFailed(let message), .renderFailed(let message),
             .graphvizUnavailable(let message):
            message
        }
    }

    /// A one-line summary naming the failed step, followed by Graphviz's message.
    public var description: String {
        switch self {
        case .invalidDOT(let message): "invalid DOT: \(message)"
        case .layoutFailed(let message): "layout failed: \(message)"
        case .renderFailed(let message): "rendering failed: \(message)"
        case .graphvizUnavailable(let message): "Graphviz unavailable: \(message)"
        }
    }
}
