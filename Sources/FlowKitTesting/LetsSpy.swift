@_spi(FlowKitTools) import FlowKit

/// A navigator that records requests instead of navigating: for testing one screen's bindings
/// in isolation, the seam FlowKit 0.2.0 called `letsFactory`.
///
/// The spy builds a screen from a flow with its own `lets`, so each callback can be asked which
/// verb and target it is bound to; nothing navigates:
///
/// ```swift
/// let spy = LetsSpy()
/// let vc = try spy.screen(of: flows.dashboard)
/// #expect(spy.binding(of: vc.onBack) == .pop)
/// #expect(spy.binding(of: vc.onLogOut) == .popTo(flows.login))
/// #expect(spy.binding(of: vc.onCheckout, book, 2) == .push(flows.checkout))
/// ```
///
/// Screens built by the spy are new instances; the flow's own live screens are left alone.
/// Nothing is shown, so no request is ever refused, and forwarding closures are not run.
@MainActor
public final class LetsSpy: Navigator {
    /// One recorded request.
    public struct Request {
        /// The verb asked for.
        public let verb: NavigationVerb
        /// Whether a callback or the app (``Lets/app``) asked.
        public let origin: NavigationOrigin
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

        /// The identity ``SpyBinding`` compares: the target flow's, output's or tab container's
        /// (a descriptor carries only a flow's).
        let targetIdentity: ObjectIdentifier?

        /// What the request is bound to, for comparing with a ``SpyBinding``.
        public var binding: SpyBinding { SpyBinding(verb: verb, target: targetIdentity, embedding: embedding) }
    }

    /// Every request, oldest first.
    public private(set) var requests: [Request] = []

    /// An empty spy.
    public init() {}

    /// The latest request.
    public var last: Request? { requests.last }

    /// The verbs requested, oldest first.
    public var verbs: [NavigationVerb] { requests.map(\.verb) }

    /// A new screen from `flow`, bound to this spy; the spy does not keep it.
    ///
    /// - Throws: ``NavigationAssertionError`` when the flow cannot build (its owner is gone).
    /// - Parameters:
    ///   - flow: The flow that must have built the screen (to tell two of one type apart); any flow when `nil`.
    ///   - fileID: The caller's file, for failure messages (filled in by the compiler).
    ///   - line: The line (filled in by the compiler).
    public func screen<Screen: AnyObject>(of flow: Flow<Screen>, fileID: String = #fileID, line: Int = #line) throws
    -> Screen {
        guard let built = FlowDeclaration.read(.screen(of: flow, reportingTo: self))?.screen as? Screen else {
            throw NavigationAssertionError("the flow's owner was released: it cannot build its screen",
                                           fileID: fileID, line: line)
        }
        return built
    }

    // One overload per shape a callback property can have (`() -> Void`, `(A, B) -> Void`,
    // optional, FlowKit 0.2.0's `-> Void?`), each generic over the arguments; `@MainActor` and
    // `@Sendable` callbacks convert to the plain shape at the call, so every shape FlowKit binds
    // is written `spy.binding(of: vc.onTransfer, id)`.

    /// What `callback` is bound to: calls it under the spy, which records the request instead of
    /// navigating. `nil` when the callback sends no request, or several.
    /// - Parameters:
    ///   - callback: A callback of a screen the spy built.
    ///   - argument: The values to call it with.
    public func binding<each Argument>(of callback: (repeat each Argument) -> Void,
                                       _ argument: repeat each Argument) -> SpyBinding? {
        let before = requests.count
        callback(repeat each argument)
        return requests.count == before + 1 ? requests[before].binding : nil
    }

    /// What a callback declared `-> Void?` (FlowKit 0.2.0's style) is bound to.
    /// - Parameters:
    ///   - callback: A callback of a screen the spy built.
    ///   - argument: The values to call it with.
    public func binding<each Argument>(of callback: (repeat each Argument) -> Void?,
                                       _ argument: repeat each Argument) -> SpyBinding? {
        binding(of: { (value: repeat each Argument) in _ = callback(repeat each value) }, repeat each argument)
    }

    /// What an optional callback is bound to; `nil` when it is `nil` (nothing is bound).
    /// - Parameters:
    ///   - callback: A callback of a screen the spy built.
    ///   - argument: The values to call it with.
    public func binding<each Argument>(of callback: ((repeat each Argument) -> Void)?,
                                       _ argument: repeat each Argument) -> SpyBinding? {
        guard let callback else { return nil }
        return binding(of: callback, repeat each argument)
    }

    /// What an optional callback declared `-> Void?` is bound to; `nil` when it is `nil`.
    /// - Parameters:
    ///   - callback: A callback of a screen the spy built.
    ///   - argument: The values to call it with.
    public func binding<each Argument>(of callback: ((repeat each Argument) -> Void?)?,
                                       _ argument: repeat each Argument) -> SpyBinding? {
        guard let callback else { return nil }
        return binding(of: callback, repeat each argument)
    }

    /// What a callback is bound to, called by `call` with the values to pass: the long form of
    /// `binding(of: vc.onCheckout, book, 2)`, kept for tests written with it.
    /// - Parameters:
    ///   - callback: A callback of a screen the spy built; `nil` answers `nil`.
    ///   - call: Calls the callback: `{ $0(book, 2) }`.
    public func binding<Callback>(of callback: Callback?, calling call: (Callback) -> Void) -> SpyBinding? {
        guard let callback else { return nil }
        return binding(of: { call(callback) })
    }

    /// Records `request`.
    public func perform(_ request: NavigationRequest) {
        requests.append(Request(
            verb: request.verb, origin: request.origin,
            source: request.source.map { ScreenDescriptor($0, flow: request.sourceFlow) },
            target: request.target?.descriptor, label: request.label, arguments: request.arguments,
            embedding: request.embedding, animated: request.animated, callSite: request.callSite,
            targetIdentity: request.target.flatMap(Self.identity)))
    }

    private static func identity(of target: NavigationTarget) -> ObjectIdentifier? {
        switch target {
        case .flow(let flow): flow.identity.id
        case .tabs(let tabs): ObjectIdentifier(tabs)
        case .output(let output): ObjectIdentifier(output)
        }
    }

    /// Forgets every recorded request.
    public func reset() { requests.removeAll() }
}

/// A verb and what it targets (a flow, a group's output, a tab container), as a callback is
/// bound: what ``LetsSpy``'s `binding(of:…)` returns and tests compare with.
public struct SpyBinding: Hashable, Sendable, CustomStringConvertible {
    /// The verb.
    public let verb: NavigationVerb
    /// The identity of the target: its entry flow, the output emitted, or the tab container.
    public let target: ObjectIdentifier?
    /// How a presented or root screen is wrapped.
    public let embedding: Embedding

    init(verb: NavigationVerb, target: ObjectIdentifier?, embedding: Embedding) {
        self.verb = verb
        self.target = target
        // Only verbs that wrap their target (present, setWindowRoot) keep an embedding.
        self.embedding = verb.defaultEmbedding != nil ? embedding : .none
    }

    /// What a callback bound to `verb`, a verb without a target (`lets.pop()`), answers:
    /// `SpyBinding(.pop)`, or `.pop` for short.
    /// - Parameter verb: A verb without a target; one that needs a target matches no binding.
    public init(_ verb: NavigationVerb) {
        self.init(verb: verb, target: nil, embedding: .none)
    }

    /// What a callback bound to `verb` to `target`'s screen answers, for any verb that names a
    /// screen: `SpyBinding(.replace, to: flows.receipt)`, or `.replace(flows.receipt)` for short.
    /// - Parameters:
    ///   - verb: The verb.
    ///   - target: A flow, a group, or a group's ``Placement``.
    ///   - embedding: For a verb that wraps its target (`present`, `setWindowRoot`), the embedding
    ///     the binding must use; the verb's default when `nil`. Other verbs keep none.
    @MainActor
    public init<Target: FlowTarget>(_ verb: NavigationVerb, to target: Target, embedding: Embedding? = nil) {
        self.init(verb: verb, target: ObjectIdentifier(target.entry), embedding: embedding ?? verb.defaultEmbedding ?? .none)
    }

    /// Pops the source's stack.
    public static let pop = SpyBinding(.pop)
    /// Pops the source's stack to its root.
    public static let popToRoot = SpyBinding(.popToRoot)
    /// Dismisses the source's layer.
    public static let dismiss = SpyBinding(.dismiss)
    /// Dismisses every layer.
    public static let dismissAll = SpyBinding(.dismissAll)

    /// Pushes `target`.
    @MainActor public static func push<Target: FlowTarget>(_ target: Target) -> SpyBinding { SpyBinding(.push, to: target) }
    /// Replaces the top screen of the source's stack with `target`.
    @MainActor public static func replace<Target: FlowTarget>(_ target: Target) -> SpyBinding {
        SpyBinding(.replace, to: target)
    }
    /// Pops back to `target`.
    @MainActor public static func popTo<Target: FlowTarget>(_ target: Target) -> SpyBinding { SpyBinding(.popTo, to: target) }
    /// Replaces the stack with `target`.
    @MainActor public static func setRoot<Target: FlowTarget>(_ target: Target) -> SpyBinding {
        SpyBinding(.setRoot, to: target)
    }
    /// Selects `target`'s tab.
    @MainActor public static func selectTab<Target: FlowTarget>(_ target: Target) -> SpyBinding {
        SpyBinding(.selectTab, to: target)
    }
    /// Dismisses down to `target`'s layer.
    @MainActor public static func dismiss<Target: FlowTarget>(to target: Target) -> SpyBinding {
        SpyBinding(.dismissTo, to: target)
    }
    /// Presents `target`, wrapped as `embedding` says.
    /// - Parameters:
    ///   - target: The flow presented.
    ///   - embedding: The embedding the binding must use.
    @MainActor public static func present<Target: FlowTarget>(_ target: Target, embedding: Embedding = .none)
    -> SpyBinding {
        SpyBinding(.present, to: target, embedding: embedding)
    }
    /// Replaces the window's content with `target`, wrapped as `embedding` says.
    /// - Parameters:
    ///   - target: The new root.
    ///   - embedding: The embedding the binding must use.
    @MainActor public static func setWindowRoot<Target: FlowTarget>(_ target: Target, embedding: Embedding = .navigation)
    -> SpyBinding {
        SpyBinding(.setWindowRoot, to: target, embedding: embedding)
    }

    /// `popTo(ObjectIdentifier(…))`, for failure messages.
    public var description: String {
        target.map { "\(verb.rawValue)(\($0))" } ?? verb.rawValue
    }
}
