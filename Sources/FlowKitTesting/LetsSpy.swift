import FlowKit

/// A navigator that records requests instead of navigating: for testing one screen's bindings
/// in isolation.
///
/// ```swift
/// let spy = LetsSpy()
/// let item = spy.screen(of: flows.item)
/// item.onCheckout?(book, 2)
/// #expect(spy.last?.verb == .push)
/// #expect(spy.last?.target?.typeName == "CheckoutViewController")
/// #expect(spy.last?.arguments.count == 2)
/// ```
///
/// Screens built by the spy are new instances; the flow's own live screen is left alone.
/// Nothing is shown, so no request is ever refused, and forwarding closures are not run.
@MainActor
public final class LetsSpy: Navigator {
    /// One recorded request.
    public struct Request {
        /// The verb asked for.
        public let verb: NavigationVerb
        /// The screen whose callback fired, if it is still alive.
        public let source: ScreenDescriptor?
        /// What the verb targets (without a live instance unless one existed).
        public let target: ScreenDescriptor?
        /// The callback property's name, where FlowKit could tell it.
        public let label: String?
        /// The callback's arguments.
        public let arguments: [Any]
        /// How a presented or root screen would be wrapped.
        public let embedding: Embedding
        /// Whether the verb animates.
        public let animated: Bool
        /// Where the verb was declared.
        public let callSite: CallSite
    }

    /// Every request, oldest first.
    public private(set) var requests: [Request] = []

    /// An empty spy.
    public init() {}

    /// The latest request.
    public var last: Request? { requests.last }

    /// The verbs requested, oldest first.
    public var verbs: [NavigationVerb] { requests.map(\.verb) }

    /// A new screen from `flow`, bound to this spy. Keep it: the spy holds it weakly.
    public func screen<Screen: AnyObject>(of flow: Flow<Screen>) -> Screen {
        flow.makeScreen(for: self).screen
    }

    /// Records `request`.
    public func perform(_ request: NavigationRequest) {
        requests.append(Request(
            verb: request.verb, source: request.source.map { ScreenDescriptor($0, flowName: request.sourceFlowName) },
            target: request.target?.descriptor, label: request.label, arguments: request.arguments,
            embedding: request.embedding, animated: request.animated, callSite: request.callSite))
    }

    /// Forgets every recorded request.
    public func reset() { requests.removeAll() }
}
