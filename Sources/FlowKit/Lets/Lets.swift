// Lets/: the verbs a flow binds callbacks to (`lets`); Declaration/ records and reads what they bind.

/// The verbs a flow binds a screen's callbacks to.
///
/// Each verb returns a closure typed to fit the callback it is assigned to, whatever its
/// arguments: `vc.onLogin = lets.push(home)` fits `() -> Void`, and
/// `vc.onCheckout = lets.push(checkout) { $0.prepare }` fits `(Item, Int) -> Void` by passing
/// both values to `prepare(item:quantity:)` (any arity; a mismatch is a compile error that says
/// so). A verb can also be kept in a local first (`let next = lets.push(finish)`).
///
/// A `lets` belongs to one screen, its *source*: it holds that screen and its navigator weakly,
/// so a screen's callbacks never keep it or the navigator alive. It holds the owners of its own
/// flow and of every flow it targets strongly, so the `[unowned self]` a flow's closures capture
/// cannot outlive them while the screen exists. Firing a verb's closure sends a
/// ``NavigationRequest`` with origin ``NavigationOrigin/callback`` and does nothing else: the
/// navigator decides, and reports a refusal when the source is no longer the visible screen.
/// Verbs made from ``app`` are judged as the app's own requests instead. Verbs are declared in
/// whatever isolation the flow's closure has; their closures must be called on the main thread,
/// as UIKit calls its callbacks.
public final class Lets: @unchecked Sendable {
    // Unchecked: declaration happens inside a flow's recipe and firing on the main thread, both
    // run by the navigator on the main actor; nothing here is touched from two threads.
    private weak var ownSource: AnyObject?
    private weak var ownNavigator: (any Navigator)?
    /// The flow that built the source: its name, identity and group.
    let flow: FlowIdentity
    /// Whose requests these verbs make: a tap's (`callback`) or the app's (`app`).
    let origin: NavigationOrigin
    private var recorded: [DeclaredAction] = []
    private(set) var isDeclaring = true
    /// Objects the source's verbs need alive: flow owners and the groups they target.
    private var keptAlive: [AnyObject]
    /// The `lets` this one was made from (``app``), which records the declarations.
    let parent: Lets?
    /// The output whose route is running, so the requests it makes say so.
    private var runningRoute: String?
    /// The name of the step case whose binding is running or being declared, so the verbs it
    /// makes are labelled with it.
    var currentStep: String?
    /// Watches the screen being bound, when the flow handed it over first (``willBind(_:)``).
    private var watch: AssignmentWatch?
    /// What ``steps(_:)`` bound while declaring, for map walkers (``stepBindings(on:)``): the
    /// words of the closure it returned, and its firings, made only when a walker asks.
    var recordedStepBindings: [(callback: ClosureIdentity.Words, firings: () -> [StepFiring])] = []

    /// A `lets` that records the verbs declared on it until ``finishDeclaring(source:)``.
    ///
    /// - Parameters:
    ///   - navigator: Where requests go; `nil` makes every verb inert.
    ///   - identity: The flow that builds the source.
    ///   - keeping: Objects to keep alive as long as this `lets` (the flow's owner).
    init(navigator: (any Navigator)?, identity: FlowIdentity = .none, keeping: [AnyObject] = []) {
        self.ownNavigator = navigator
        self.flow = identity
        self.origin = .callback
        self.keptAlive = keeping
        self.parent = nil
    }

    private init(appRequestsOf parent: Lets) {
        self.flow = parent.flow
        self.origin = .app
        self.keptAlive = []
        self.parent = parent
    }

    /// The same verbs, judged as the app's own requests rather than a tap's: their source must
    /// be on screen but may be covered. For callbacks fired by work that finishes later (a
    /// sign-in that answers while a sheet is up, a download, a timer):
    ///
    /// ```swift
    /// vc.onSignInFinished = lets.app.setWindowRoot(self.home)
    /// ```
    public var app: Lets { parent == nil ? Lets(appRequestsOf: self) : self }

    /// The screen these verbs navigate from; set once the flow has built it.
    var source: AnyObject? { parent?.source ?? ownSource }
    /// The navigator requests go to; `nil` makes every verb inert.
    var navigator: (any Navigator)? { parent?.navigator ?? ownNavigator }
    /// The name of the flow that built the source, if given.
    var flowName: String? { flow.name }
    /// The verbs declared while the source was being built, in declaration order (what
    /// ``FlowDeclaration`` reads).
    var declaredActions: [DeclaredAction] { parent?.declaredActions ?? recorded }

    /// Says that the flow's binding closure is about to bind `screen`, so that the callback
    /// property each verb lands in can be watched (``AssignmentWatch``).
    func willBind(_ screen: AnyObject) {
        guard parent == nil, isDeclaring else { return }
        watch = AssignmentWatch(screen)
    }

    /// Ends declaration: binds the verbs to `source`, keeps their targets' owners alive, and
    /// labels them with the names of the callback properties they were assigned to: those a
    /// watch saw them land in, or, for a screen seen only now, those whose type tells.
    @MainActor
    func finishDeclaring(source: AnyObject) {
        ownSource = source
        isDeclaring = false
        for declaration in recorded {
            guard case .flow(let flow)? = declaration.target, let owner = flow.owner else { continue }
            keptAlive.append(owner)
            flow.ownerIsHeld()
        }
        if let watch {
            watch.finish()
            CallbackLabeler.remember(watch.watched, on: source)
            self.watch = nil
        } else {
            CallbackLabeler.labelBuiltScreen(recorded, on: source)
        }
    }

    /// Makes the closure for one verb: records its declaration and, when fired, sends the request.
    func action<each Arg>(_ verb: NavigationVerb, target: DeclaredTarget?, holding held: AnyObject? = nil,
                          routes: OutputRoutes? = nil, embedding: Embedding = .none, animated: Bool,
                          callSite: CallSite, forward: Forwarder<repeat each Arg>)
    -> @Sendable (repeat each Arg) -> Void {
        let declaration = declare(verb, target: target, holding: held, embedding: embedding, animated: animated,
                                  callSite: callSite, arguments: (repeat each Arg).self)
        // Found once: finding a placement's group casts to existentials, dear on every tap.
        let placedGroup = target?.placedGroup
        return callback(declaring: declaration) { [self] (values: CallbackValues<repeat each Arg>, arguments) in
            var forwarding: ((AnyObject) -> Void)?
            if forward.isPresent {
                forwarding = { screen in forward.apply(screen, repeat each values.tuple) }
            }
            send(verb, target: target?.resolved, routes: routes, embedding: embedding, animated: animated,
                 callSite: callSite, declaration: declaration, arguments: arguments, forward: forwarding,
                 placedGroup: placedGroup)
        }
    }

    /// The closure a callback holds: it carries the callback's values onto the main actor and
    /// hands them to `fired`, as a typed tuple and as the list events describe. The words of the
    /// closure are kept with `declaration`, the verb it is (``ClosureIdentity``).
    func callback<each Arg>(declaring declaration: DeclaredAction? = nil,
                            _ fired: @escaping @MainActor (CallbackValues<repeat each Arg>, [Any]) -> Void)
    -> @Sendable (repeat each Arg) -> Void {
        let closure: @Sendable (repeat each Arg) -> Void = { (argument: repeat each Arg) in
            // Callbacks run on the main thread (UIKit's rule); the values only cross into the
            // main actor's view of the same thread, hence unchecked.
            let values = CallbackValues((repeat each argument))
            MainActor.assumeIsolated {
                var arguments: [Any] = []
                repeat arguments.append(each values.tuple)
                fired(values, arguments)
            }
        }
        declaration?.returned(ClosureIdentity.words(of: closure))
        return closure
    }

    /// Sends one request from the source to the navigator, if both still exist.
    @MainActor
    func send(_ verb: NavigationVerb, target: NavigationTarget?, routes: OutputRoutes? = nil,
              embedding: Embedding = .none, animated: Bool, callSite: CallSite, declaration: DeclaredAction?,
              arguments: [Any], forward: ((AnyObject) -> Void)? = nil, emission: Emission? = nil,
              placedGroup: ObjectIdentifier? = nil) {
        guard let navigator else { return }
        navigator.perform(NavigationRequest(
            verb: verb, origin: origin, source: source, sourceFlow: flow, target: target, embedding: embedding,
            animated: animated, callSite: callSite, label: declaration?.label ?? (parent ?? self).currentStep,
            arguments: arguments,
            declarationIndex: declaration?.index, routedOutput: parent?.runningRoute ?? runningRoute, forward: forward,
            routes: routes, emission: emission, placedGroup: placedGroup))
    }

    /// Runs `body` (an output's route) with the requests it makes marked as routed by `output`.
    @MainActor
    func routing(_ output: String?, _ body: () -> Void) {
        let previous = runningRoute
        runningRoute = output ?? "output"
        body()
        runningRoute = previous
    }

    /// Records a verb declared while the source is being built, and keeps its target's owner
    /// alive; later verbs (made by output routes at emission time) are not declarations. A verb
    /// made from ``app`` is recorded by the `lets` it was made from, with the app's origin.
    func declare<each Arg>(_ verb: NavigationVerb, target: DeclaredTarget?, holding held: AnyObject?,
                           embedding: Embedding, animated: Bool, callSite: CallSite,
                           arguments: (repeat each Arg).Type, origin: NavigationOrigin? = nil) -> DeclaredAction? {
        if let parent {
            return parent.declare(verb, target: target, holding: held, embedding: embedding, animated: animated,
                                  callSite: callSite, arguments: arguments, origin: origin ?? self.origin)
        }
        guard isDeclaring else { return nil }
        if let held { keptAlive.append(held) }
        let declaration = DeclaredAction(index: recorded.count, verb: verb, target: target, embedding: embedding,
                                         animated: animated, callSite: callSite, origin: origin ?? self.origin,
                                         arguments: arguments)
        if let currentStep { declaration.setLabel(currentStep) }
        recorded.append(declaration)
        if let watch {
            // Declaring happens inside a recipe, which the navigator runs on the main actor.
            MainActor.assumeIsolated {
                watch.declared(declaration, watching: CallbackLabeler.needsWatching(declaration, on: watch.screen))
            }
        }
        return declaration
    }
}

/// A callback's values, carried from the callback's closure into `MainActor.assumeIsolated` on
/// the same (main) thread.
struct CallbackValues<each Value>: @unchecked Sendable {
    let tuple: (repeat each Value)
    init(_ tuple: (repeat each Value)) { self.tuple = tuple }
}
