// Flow/: what an app declares: flows, arrival flows, tabs, flow groups, their outputs and placements.

/// A screen, built lazily, with its callbacks bound to navigation verbs.
///
/// A flow owns a recipe, never a screen: the screen is built the first time a navigator needs
/// it, held weakly afterwards, and the same live instance is returned to that navigator for as
/// long as anything (normally its stack) keeps it alive. Each navigator gets its own instance,
/// so one screen is never on screen in two windows, and so does each placement of the flow's
/// group (``Placement``). Once released, a screen is rebuilt only by
/// a verb that shows it anew (`push`, `present`, `setRoot`...); back verbs (`popTo`,
/// `dismiss(to:)`, `selectTab`) refuse a released target instead of rebuilding it behind the
/// stack's back.
///
/// Declaring a flow needs no actor: a plain class, a file-scope `let` or a `@MainActor` type
/// can hold one. Its closures take the isolation of the code that declares them (a plain
/// class's are nonisolated, a `@MainActor` type's are main-actor), so plain screens can be
/// declared anywhere and `@MainActor` screens (view controllers) wherever the main actor is:
/// a `@MainActor` owner, or a target with main-actor default isolation. Building and navigating
/// happen on the main actor.
///
/// ```swift
/// final class MainFlow {
///     lazy var login = Flow(with: LoginViewController(), owner: self) { [unowned self] vc, lets in
///         vc.onLogin = lets.push(self.home)
///     }
///     lazy var item: Flow<ItemViewController> = Flow(owner: self) { [unowned self] lets in
///         let vc = ItemViewController()
///         vc.onCheckout = lets.push(self.checkout) { $0.prepare }
///         return vc
///     }
/// }
/// ```
///
/// Naming the declaring object as `owner` makes `[unowned self]` safe: every screen built from
/// the flow keeps its owner alive, and a flow whose owner is gone is refused
/// (``RefusalReason/ownerReleased``) instead of running its recipe. Without `owner:` (as
/// FlowKit 0.2.0 wrote flows) the app must keep the declaring object alive itself.
public final class Flow<Screen: AnyObject>: AnyFlow, FlowTarget, @unchecked Sendable {
    // Unchecked: the recipe is only called, and the live instances only touched, on the main
    // actor (the methods that do are `@MainActor`); the rest is immutable.
    private let recipe: (Lets) -> Screen
    /// For a flow built per arrival (``ArrivalFlow``): builds from the arriving request's
    /// arguments, or from placeholders when given `nil` (map walkers); `nil` when the arguments
    /// do not fit.
    private let arrivalRecipe: ((Lets, [Any]?) -> Screen?)?
    private var instances: LiveInstances

    /// A flow whose screen comes from `screen` (evaluated on first use) and whose callbacks are
    /// bound by `bind`.
    ///
    /// - Parameters:
    ///   - screen: Builds the screen; not evaluated until a navigator needs it.
    ///   - owner: The object declaring the flow (`self` in a `lazy var`), kept alive while any of
    ///     the flow's screens is; `nil` leaves its lifetime to the app.
    ///   - name: The name events and maps show instead of the screen's type name.
    ///   - file: The declaring file, for maps and diagnostics.
    ///   - line: The declaring line.
    ///   - bind: Binds the new screen's callbacks to verbs of `lets`.
    #if canImport(UIKit)
    // UIKit shows view controllers only: there, a screen that is not one is refused here, by the
    // compiler, rather than by the navigator at run time. (Flow+UIKit.swift has their forms.)
    @available(*, unavailable, message: "UIKit shows view controllers only: a flow's screen must be a UIViewController")
    #endif
    @_disfavoredOverload
    public init(with screen: @autoclosure @escaping () -> Screen, owner: AnyObject? = nil,
                name: String? = nil, file: String = #fileID, line: Int = #line,
                _ bind: @escaping (Screen, Lets) -> Void = { _, _ in }) {
        self.recipe = { lets in
            let built = screen()
            lets.willBind(built)
            bind(built, lets)
            return built
        }
        self.arrivalRecipe = nil
        self.instances = LiveInstances()
        super.init(name: name, callSite: CallSite(fileID: file, line: line), owner: owner)
    }

    /// A flow whose screen is built and bound by `build`, which must return a new screen.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the screen's type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - build: Builds a new screen and binds its callbacks to verbs of `lets`.
    #if canImport(UIKit)
    // As above.
    @available(*, unavailable, message: "UIKit shows view controllers only: a flow's screen must be a UIViewController")
    #endif
    @_disfavoredOverload
    public init(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                _ build: @escaping (Lets) -> Screen) {
        self.recipe = build
        self.arrivalRecipe = nil
        self.instances = LiveInstances()
        super.init(name: name, callSite: CallSite(fileID: file, line: line), owner: owner)
    }

    /// A flow whose recipe is main-actor isolated: the view-controller forms (Flow+UIKit.swift).
    /// The navigator only builds on the main actor, so the recipe runs there.
    package init(mainActorRecipe build: @escaping @MainActor (Lets) -> Screen, owner: AnyObject?, name: String?,
                 callSite: CallSite) {
        self.recipe = { lets in MainActor.assumeIsolated { Built(build(lets)) }.screen }
        self.arrivalRecipe = nil
        self.instances = LiveInstances()
        super.init(name: name, callSite: callSite, owner: owner)
    }

    /// A flow whose main-actor screen comes from `screen` and is bound by `bind`: the
    /// view-controller and store-screen forms, which hand the screen over before binding it so
    /// that the callback each verb lands in is watched (``Lets/willBind(_:)``).
    package convenience init(mainActorScreen screen: @escaping @MainActor () -> Screen,
                             bind: @escaping @MainActor (Screen, Lets) -> Void, owner: AnyObject?, name: String?,
                             callSite: CallSite) {
        self.init(mainActorRecipe: { lets in
            let built = screen()
            lets.willBind(built)
            bind(built, lets)
            return built
        }, owner: owner, name: name, callSite: callSite)
    }

    /// A flow whose screen is built anew on every arrival, from the arriving request's
    /// arguments (``ArrivalFlow``). It is never built without them: only verbs that carry them
    /// reach it.
    init(arrivalRecipe: @escaping (Lets, [Any]?) -> Screen?, owner: AnyObject?, name: String?,
         callSite: CallSite) {
        self.recipe = { _ in preconditionFailure("a flow built per arrival is only built with its arguments") }
        self.arrivalRecipe = arrivalRecipe
        self.instances = LiveInstances()
        super.init(name: name, callSite: callSite, owner: owner)
    }

    /// Whether each arrival builds a new screen from the request's arguments.
    override var buildsPerArrival: Bool { arrivalRecipe != nil }

    /// The flow itself: a flow is its own entry.
    public var entry: Flow<Screen> { self }

    /// The screen most recently built for any navigator, while it is alive; never builds one.
    @MainActor public var liveScreen: Screen? { instances.latest as? Screen }

    /// The screen built last for `navigator`, while it is alive; never builds one. A group
    /// placed in several places has a screen per placement (``Placement``): this is the newest.
    @MainActor public func liveScreen(in navigator: any Navigator) -> Screen? {
        instances.newest(for: navigator) as? Screen
    }

    /// The newest live screen for `navigator`, or a new one no placement encloses, bound to it
    /// and remembered weakly; `nil` when the flow's owner is gone.
    @MainActor func screen(for navigator: any Navigator) -> Screen? {
        liveScreen(in: navigator) ?? screen(for: navigator, at: .unplaced)
    }

    /// The live screen for `navigator` at `path`, or a new one bound to it and remembered
    /// weakly there; `nil` when the flow's owner is gone.
    @MainActor func screen(for navigator: any Navigator, at path: PlacementPath) -> Screen? {
        if let live = instances.screen(for: navigator, at: path) as? Screen { return live }
        // A flow built per arrival has no screen to show without its arguments.
        guard arrivalRecipe == nil, let built = makeScreen(for: navigator) else { return nil }
        instances.remember(built.screen, for: navigator, at: path)
        return built.screen
    }

    /// A new screen built from `arguments` for `navigator`, remembered as its live one at
    /// `path`; `nil` when the owner is gone or the arguments do not fit.
    @MainActor func arrivingScreen(for navigator: any Navigator, at path: PlacementPath, arguments: [Any])
    -> Screen? {
        guard let built = makeScreen(for: navigator, arguments: arguments) else { return nil }
        instances.remember(built.screen, for: navigator, at: path)
        return built.screen
    }

    /// Builds a new screen whose verbs report to `navigator`, without remembering it; `nil` when
    /// the flow's owner is gone.
    ///
    /// ``FlowDeclaration`` reads a screen's bindings from this for test spies and map walkers:
    /// nothing navigates until a callback fires, and the flow's own live screens are left alone.
    /// A flow built per arrival is built from `arguments`, or from placeholders when they are
    /// `nil` (what map walkers do); `nil` when it cannot be.
    @MainActor func makeScreen(for navigator: (any Navigator)?, arguments: [Any]? = nil)
    -> (screen: Screen, lets: Lets)? {
        var keptAlive: [AnyObject] = []
        if let ownerLink {
            guard let owner = ownerLink.owner else { return nil }
            keptAlive.append(owner)
        }
        let lets = Lets(navigator: navigator, identity: identity, keeping: keptAlive)
        let built: Screen
        if let arrivalRecipe {
            guard let arrived = arrivalRecipe(lets, arguments) else { return nil }
            built = arrived
        } else {
            built = recipe(lets)
        }
        lets.finishDeclaring(source: built)
        // The screen's own verbs now keep the owner alive.
        ownerLink?.settle()
        return (built, lets)
    }

    /// The screen type's name.
    public override var screenTypeName: String { _typeName(Screen.self, qualified: false) }

    @MainActor override var liveObject: AnyObject? { instances.latest }
    @MainActor override func liveObject(in navigator: any Navigator) -> AnyObject? {
        instances.newest(for: navigator)
    }
    @MainActor override func liveObject(in navigator: any Navigator, at path: PlacementPath) -> AnyObject? {
        instances.screen(for: navigator, at: path)
    }
    @MainActor override func object(for navigator: any Navigator) -> AnyObject? { screen(for: navigator) }
    @MainActor override func object(for navigator: any Navigator, at path: PlacementPath) -> AnyObject? {
        screen(for: navigator, at: path)
    }
    @MainActor override func object(for navigator: any Navigator, at path: PlacementPath,
                                    arriving request: NavigationRequest) -> AnyObject? {
        guard arrivalRecipe != nil, request.target?.flow === self else { return screen(for: navigator, at: path) }
        return arrivingScreen(for: navigator, at: path, arguments: request.arguments)
    }
    @MainActor override func makeObject(for navigator: (any Navigator)?) -> (screen: AnyObject, lets: Lets)? {
        makeScreen(for: navigator).map { ($0.screen, $0.lets) }
    }
}

/// A flow with its screen type erased, as navigators, tabs and map walkers hold it.
///
/// Only ``Flow`` derives from it.
public class AnyFlow: @unchecked Sendable {
    /// The name shown in events and maps instead of the screen's type name, if given.
    public let name: String?
    /// Where the flow was declared.
    public let callSite: CallSite
    /// The object that declared the flow, when it was named with `owner:`.
    let ownerLink: OwnerLink?

    init(name: String?, callSite: CallSite, owner: AnyObject?) {
        self.name = name
        self.callSite = callSite
        self.ownerLink = owner.map(OwnerLink.init)
    }

    /// The screen type's name.
    public var screenTypeName: String { "" }

    /// Who the flow is, for events: its name, its identity, its group.
    public var identity: FlowIdentity {
        FlowIdentity(name: name, id: ObjectIdentifier(self), group: ownerLink?.groupName)
    }

    /// Describes the flow's target for events: its type, its name, and its latest live instance.
    @MainActor public var descriptor: ScreenDescriptor {
        ScreenDescriptor(typeName: screenTypeName, flow: identity, instance: liveObject.map(ObjectIdentifier.init))
    }

    /// The declaring object, while it is alive (`nil` too when none was named).
    @MainActor var owner: AnyObject? { ownerLink?.owner }
    /// Something else (a screen's verbs, a navigator) now keeps the owner alive.
    @MainActor func ownerIsHeld() { ownerLink?.settle() }

    @MainActor var liveObject: AnyObject? { nil }
    /// The live screen built last for `navigator`, whatever its placement.
    @MainActor func liveObject(in navigator: any Navigator) -> AnyObject? { nil }
    /// The live screen for `navigator` at `path` exactly.
    @MainActor func liveObject(in navigator: any Navigator, at path: PlacementPath) -> AnyObject? { nil }
    @MainActor func object(for navigator: any Navigator) -> AnyObject? { nil }
    /// The live screen for `navigator` at `path`, or a new one remembered there.
    @MainActor func object(for navigator: any Navigator, at path: PlacementPath) -> AnyObject? { nil }
    /// The screen `request` arrives at, at `path`: a new one built from its arguments for a
    /// flow built per arrival that `request` targets, else ``object(for:at:)``'s.
    @MainActor func object(for navigator: any Navigator, at path: PlacementPath,
                           arriving request: NavigationRequest) -> AnyObject? {
        object(for: navigator, at: path)
    }
    /// Whether each arrival builds a new screen from the request's arguments (``ArrivalFlow``).
    var buildsPerArrival: Bool { false }
    @MainActor func makeObject(for navigator: (any Navigator)?) -> (screen: AnyObject, lets: Lets)? { nil }
}

/// A screen carried out of `MainActor.assumeIsolated`, on the same thread.
private struct Built<Screen>: @unchecked Sendable {
    let screen: Screen
    init(_ screen: Screen) { self.screen = screen }
}
