/// A screen, built lazily, with its callbacks bound to navigation verbs.
///
/// A flow owns a recipe, never a screen: the screen is built the first time a navigator needs
/// it, held weakly afterwards, and the same live instance is returned for as long as anything
/// (normally the navigator's stack) keeps it alive. Once released it is rebuilt only by a verb
/// that shows it anew (`push`, `present`, `setRoot`...); back verbs (`popTo`, `dismiss(to:)`,
/// `selectTab`) refuse a released target instead of rebuilding it behind the stack's back.
///
/// ```swift
/// lazy var login = Flow(with: LoginViewController()) { [unowned self] vc, lets in
///     vc.onLogin = lets.push(self.home)
/// }
/// lazy var item: Flow<ItemViewController> = Flow { [unowned self] lets in
///     let vc = ItemViewController()
///     vc.onCheckout = lets.push(self.checkout) { $0.prepare }
///     return vc
/// }
/// ```
@MainActor
public final class Flow<Screen: AnyObject>: FlowTarget, AnyFlow {
    /// The name shown in events and maps instead of the screen's type name, if given.
    public let name: String?
    /// Where the flow was declared.
    public let callSite: CallSite
    private let recipe: @MainActor (Lets) -> Screen
    private weak var live: Screen?

    /// A flow whose screen comes from `screen` (evaluated on first use) and whose callbacks are
    /// bound by `bind`.
    public init(with screen: @autoclosure @escaping @MainActor () -> Screen, name: String? = nil,
                file: String = #fileID, line: Int = #line,
                _ bind: @escaping @MainActor (Screen, Lets) -> Void = { _, _ in }) {
        self.name = name
        self.callSite = CallSite(fileID: file, line: line)
        self.recipe = { lets in
            let built = screen()
            bind(built, lets)
            return built
        }
    }

    /// A flow whose screen is built and bound by `build`, which must return a new screen.
    public init(name: String? = nil, file: String = #fileID, line: Int = #line,
                _ build: @escaping @MainActor (Lets) -> Screen) {
        self.name = name
        self.callSite = CallSite(fileID: file, line: line)
        self.recipe = build
    }

    /// The flow itself: a flow is its own entry.
    public var entry: Flow<Screen> { self }

    /// The screen while it is alive; never builds one.
    public var liveScreen: Screen? { live }

    /// The live screen, or a new one bound to `navigator` and remembered weakly.
    public func screen(for navigator: any Navigator) -> Screen {
        if let live { return live }
        let built = makeScreen(for: navigator).screen
        live = built
        return built
    }

    /// Builds a new screen whose verbs report to `navigator`, without remembering it.
    ///
    /// Test spies and map walkers use this to inspect a screen's bindings: nothing navigates
    /// until a callback fires, and the flow's own live screen is left alone.
    public func makeScreen(for navigator: (any Navigator)?) -> (screen: Screen, lets: Lets) {
        let lets = Lets(navigator: navigator, flowName: name)
        let built = recipe(lets)
        lets.finishDeclaring(source: built)
        return (built, lets)
    }

    /// The screen's type name.
    public var screenTypeName: String { _typeName(Screen.self, qualified: false) }

    /// The erased live screen.
    public var liveObject: AnyObject? { live }

    /// The erased screen for `navigator`.
    public func object(for navigator: any Navigator) -> AnyObject { screen(for: navigator) }

    /// A new erased screen bound to `navigator`, not remembered; see ``makeScreen(for:)``.
    public func makeObject(for navigator: (any Navigator)?) -> (screen: AnyObject, lets: Lets) {
        let made = makeScreen(for: navigator)
        return (made.screen, made.lets)
    }

    /// Describes the flow's target for events: its type, its name, and its live instance if any.
    public var descriptor: ScreenDescriptor {
        ScreenDescriptor(typeName: screenTypeName, flowName: name, instance: live.map(ObjectIdentifier.init))
    }
}

/// A flow with its screen type erased, as navigators and map walkers handle it.
@MainActor
public protocol AnyFlow: AnyObject {
    /// The name given to the flow, if any.
    var name: String? { get }
    /// The screen type's name.
    var screenTypeName: String { get }
    /// The screen while it is alive; never builds one.
    var liveObject: AnyObject? { get }
    /// Where the flow was declared.
    var callSite: CallSite { get }
    /// The live screen, or a new one bound to `navigator`.
    func object(for navigator: any Navigator) -> AnyObject
    /// A new screen bound to `navigator` (or to nothing), not remembered, with its `lets`.
    func makeObject(for navigator: (any Navigator)?) -> (screen: AnyObject, lets: Lets)
    /// The flow's description for events.
    var descriptor: ScreenDescriptor { get }
}
