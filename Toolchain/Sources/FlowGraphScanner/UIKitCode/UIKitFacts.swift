// What one file says about UIKit navigation, as plain values read off its syntax tree and
// resolved once every file is read (types, properties and factories live in other files).

/// The expression a UIKit call shows, as far as one file can read it. Locals are followed in
/// the file (each a step); members and methods are kept by name for the resolver.
indirect enum TargetExpression: Hashable, Sendable {
    /// A type built or cast to in place: `InboxViewController()`, `X.init(…)`, `… as! X`.
    case type(String)
    /// A view controller type of the app's built with labelled arguments that may be screens
    /// (`TopBottomContainerViewController(topController: a, bottomController: b)`), or written
    /// with type arguments (`-> TopBottomContainerViewController<A, B>`, keyed `#0`, `#1`…):
    /// the type; when its declaration makes it generic over the screens its initialiser takes
    /// (``UIKitTypeFact/genericScreenLabels``), the type with those screens, as a hosting
    /// controller names its view (`TopBottomContainerViewController<A, B>`).
    case built(type: String, arguments: [String: TargetExpression])
    /// `UINavigationController(rootViewController: inner)`: `inner`, in a new stack.
    case embedded(TargetExpression)
    /// `UIHostingController(rootView: view)`, or a subclass of it: a screen named after the host
    /// and the SwiftUI view it hosts (`UIHostingController<AboutView>`).
    case hosting(host: String, view: TargetExpression)
    /// A method called on a value given to a hosting controller (`view.setupEnvironment()`):
    /// the value, when it is a SwiftUI view the app declares (a view's method building a root
    /// view is a modifier, giving back the view it modifies); nothing otherwise.
    case modifiedView(TargetExpression)
    /// A parameter of the enclosing function, whose type says nothing: what a caller passes
    /// (`static func wrapped(_ vc: UIViewController) -> UINavigationController`).
    case parameter(String)
    /// A local assigned in several branches, a conditional (`c ? a : b`), a fallback (`a ?? b`),
    /// a view builder's branches: each value that can be there, all drawn.
    case oneOf([TargetExpression])
    /// A value that took one more step to reach (a local, a parameter).
    case followed(TargetExpression)
    /// A value of an app's generic type built with one type argument
    /// (`SceneType<SettingsViewController>(…)`): the value, whose methods giving back the type's
    /// parameter give back the argument.
    case specialised(TargetExpression, argument: String)
    /// A property of the enclosing type (`self.detail`, `detail`), found by the resolver.
    case property(String)
    /// A method of the enclosing type (`makeDetail()`), whose return type the resolver reads,
    /// with what the call passes, by position, for a method that returns what it is given.
    case method(String, arguments: [TargetExpression])
    /// A static method or factory of another type (`Screens.makeDetail()`, `X.instantiate()`).
    case staticMethod(type: String, name: String, arguments: [TargetExpression])
    /// A static property of another type (`Theme.shared`): the value it holds, found by the resolver.
    case staticProperty(type: String, name: String)
    /// A property of another value (`coordinator.rootViewController`, `home?.viewController`):
    /// that property of the type the value resolves to.
    case valueProperty(of: TargetExpression, name: String)
    /// A method called on another value (`Theme.shared.settingsScreen()`): that method of the type
    /// the value resolves to.
    case valueMethod(of: TargetExpression, name: String, arguments: [TargetExpression])
    /// `instantiateViewController(withIdentifier:)` without a cast: the storyboard scene of that
    /// identifier, in the storyboard named when the code names it.
    case storyboardScene(identifier: String, storyboard: String?)
    /// `instantiateViewController(withIdentifier: name)` (or `name + "Nav"`) where `name` is a
    /// parameter of the enclosing function: the scene of the identifier each caller passes, with
    /// `suffix` appended, which only a call of that function tells.
    case sceneNamedBy(parameter: String, suffix: String, storyboard: String?)
    /// A string written in place as a call's argument (`make(identifier: "entry")`): no screen,
    /// but the identifier a method looking up its parameter's scene is handed
    /// (``sceneNamedBy(parameter:suffix:storyboard:)``).
    case text(String)
    /// `instantiateInitialViewController()`: the storyboard's initial scene.
    case storyboardInitial(storyboard: String?)
    /// The destination of `performSegue(withIdentifier:)` from the calling screen's scene.
    case segue(identifier: String)
    /// The screen a coordinator handed to a navigation coordinator presents
    /// (``PresentableCoordinators``): what its `toPresentable()` returns; nothing for a
    /// navigation coordinator itself, whose screens are what is set on it.
    case presented(TargetExpression)
    /// Anything else: a parameter of a generic type, a chain through other objects, an operator
    /// other than a cast, a conditional or a fallback.
    case unknown
}

extension TargetExpression {
    /// The value reached, past the locals and parameters followed to it.
    var unfollowed: TargetExpression {
        var current = self
        while case .followed(let inner) = current { current = inner }
        return current
    }

    /// Whether it names a storyboard's scene, by identifier or as its initial one.
    var namesStoryboardScene: Bool {
        if case .storyboardScene = unfollowed { return true }
        if case .storyboardInitial = unfollowed { return true }
        return false
    }

    /// Whether it is a hosting controller around a view.
    var isHosting: Bool {
        if case .hosting = unfollowed { return true }
        return false
    }

    /// This value, written in `owner`'s code, as code holding a value of `owner` reads it: its
    /// members named on that value (`browsingUi` is `delegate.browsingUi`); `nil` when it reads
    /// what only that code has (a parameter, a local left unknown, the scene's segue).
    func readOnValue(of owner: String) -> TargetExpression? {
        let own = TargetExpression.type(owner)
        switch self {
        case .type, .staticProperty, .storyboardScene, .storyboardInitial: return self
        case .property(let name): return .valueProperty(of: own, name: name)
        case .method(let name, let arguments):
            return arguments.isEmpty ? .valueMethod(of: own, name: name, arguments: []) : nil
        case .staticMethod(_, _, let arguments): return arguments.isEmpty ? self : nil
        case .embedded(let inner): return inner.readOnValue(of: owner).map(TargetExpression.embedded)
        case .followed(let inner): return inner.readOnValue(of: owner).map(TargetExpression.followed)
        case .presented(let inner): return inner.readOnValue(of: owner).map(TargetExpression.presented)
        case .oneOf(let options):
            let read = options.compactMap { $0.readOnValue(of: owner) }
            return read.count == options.count ? .oneOf(read) : nil
        case .valueProperty(let base, let name): return base.readOnValue(of: owner).map { .valueProperty(of: $0, name: name) }
        case .valueMethod(let base, let name, let arguments):
            return arguments.isEmpty ? base.readOnValue(of: owner).map { .valueMethod(of: $0, name: name, arguments: []) } : nil
        case .hosting, .modifiedView, .built, .specialised, .parameter, .sceneNamedBy, .text, .segue, .unknown: return nil
        }
    }

    /// Every expression this one holds: what it wraps, its alternatives, the value a member is
    /// read on, and the arguments of a call or a build.
    var children: [TargetExpression] {
        switch self {
        case .embedded(let inner), .followed(let inner), .presented(let inner), .modifiedView(let inner),
             .hosting(_, let inner), .specialised(let inner, _), .valueProperty(let inner, _):
            [inner]
        case .oneOf(let options), .method(_, let options), .staticMethod(_, _, let options): options
        case .valueMethod(let base, _, let arguments): [base] + arguments
        case .built(_, let arguments): Array(arguments.values)
        case .type, .parameter, .property, .staticProperty, .storyboardScene, .sceneNamedBy, .text, .storyboardInitial, .segue,
             .unknown: []
        }
    }
}

/// A UIKit navigation call in code.
struct UIKitCallFact: Hashable, Sendable {
    var action: UIKit.Action
    /// The types whose code makes the call, innermost first (`Outer.Inner`).
    var owner: String
    /// The enclosing method's name: how a coordinator's call is tied to the screen that asks.
    var method: String?
    /// What the call shows: `nil` for calls without a target; several for `setViewControllers`
    /// and tabs, in order.
    var targets: [TargetExpression]?
    /// The expression before the method name (`navigationController?`, `tabs`), as text.
    var receiver: String?
    /// What the receiver holds, for a tab bar whose tabs are set (`tabs.viewControllers = […]`).
    var receiverTarget: TargetExpression?
    /// The segue identifier of `performSegue(withIdentifier:)`.
    var segue: String?
    /// The cases of a `String` enum naming the segue instead (`performSegue(.confirmBid)` through
    /// the app's helper, `performSegue(withIdentifier: Segue.confirmBid.rawValue, sender: nil)`,
    /// each case of a local chosen by a conditional), the enum when written; its raw value is the
    /// identifier (``UIKitTypeFact/stringCases``).
    var segueCases: [CaseValue] = []
    /// The property of the caller's own type naming the segue instead (`performSegue(withIdentifier:
    /// loginSegueId, sender: self)`, with `private let loginSegueId = "login"`), whose value is the
    /// identifier (``UIKitTypeFact/stringConstants``).
    var segueConstant: String?
    var animated: Bool
    /// The call's text, short, for a note when it cannot be resolved.
    var text: String
    var position: SourcePosition
    /// For a tab bar's `viewControllers = […]` or a window's `rootViewController = …`.
    var assignment: Assignment?
    /// Whether the call is navigation only when its target resolves (an app's `push(_:)`), so
    /// one whose target cannot be told is no note.
    var quiet = false
    /// Whether it is a caller's call of a helper, drawn where the helper's own call stands (a
    /// private helper's, or one its own type calls a few times, ``NavigationWrappers/ownTypeCallersAtHelper``):
    /// not the helper's own, whatever it shows.
    var standsAtHelper = false
    /// Where a call standing at its helper was made: it stands there again when other types
    /// call the helper too (``SharedWrappers/withoutToldCalls(_:inheriting:)``).
    var madeAt: SourcePosition? = nil
    /// How a helper's own call was read as showing its parameter for the type it is declared
    /// with (``NavigationWrappers/showingReadParameter(_:_:of:reader:)``); `nil` for any other call.
    var declaredParameter: DeclaredParameter? = nil

    /// A helper's parameter its call was read as showing, for the type it is declared with.
    struct DeclaredParameter: Hashable, Sendable {
        /// The type: when no class of the app inherits it, it is the screen
        /// (``SharedWrappers/withoutToldCalls(_:inheriting:)``).
        var type: String
        /// What the call shows when no caller tells it what it is given: the declared type, which
        /// is the screen when callers cannot be read (a delegate's, another language's) or say
        /// nothing more.
        var untoldTargets: [TargetExpression]?
    }

    /// What an assignment that navigates sets.
    enum Assignment: Hashable, Sendable {
        case tabs
        case windowRoot
    }
}

/// What one type (class, struct, extension) tells the resolver.
struct UIKitTypeFact: Hashable, Sendable {
    var name: String
    /// The inherited types as written; for an extension, its conformances.
    var inherited: [String]
    var isExtension: Bool
    /// Stored and computed properties: their declared type or initial value.
    var properties: [String: TargetExpression]
    /// Methods (static or not): their declared return type, else their one returned expression.
    var methods: [String: TargetExpression]
    /// The methods' parameter names, in order, for those whose returned expression names one.
    var methodParameters: [String: [String]] = [:]
    /// The type's own methods its `start()` calls (`setWelcomeView()`): what they put on its
    /// stack, its start puts there.
    var startHelpers: Set<String> = []
    /// An enum's methods switching over `self` (`func controller() -> UIViewController { switch
    /// self { case .home: HomeVC() … } }`): what each returns for each case, by method and case.
    var caseMethods: [String: [String: TargetExpression]] = [:]
    var position: SourcePosition
    /// For a class generic over screens (`class Container<Top: UIViewController, Bottom:
    /// UIViewController>`), the labels of its initialiser's arguments that give each, in the
    /// order of the generic parameters; empty for any other type, or when an initialiser does
    /// not give them all.
    var genericScreenLabels: [String] = []
    /// Where each of those stands among the class's generic parameters, for a type written with
    /// its arguments (`-> Container<Detail, Footer>`).
    var genericScreenPositions: [Int] = []
    /// The name Objective-C code knows the class by (`@objc(XYZDetailViewController)`), when
    /// it is another.
    var objectiveCName: String?
    /// Whether it is a protocol: a value declared with it may be any of its conformers, so it
    /// names no screen.
    var isProtocol = false
    /// Whether it is an actor, which no view controller is (an app's `actor Presenter` calling a
    /// screen extension's `present()` shows nothing).
    var isActor = false
    /// For an enum with `String` raw values, each case's raw value (its name when not written);
    /// for any type, its static `String` constants' values (`static let detail = "Show Detail"`).
    var stringCases: [String: String] = [:]
    /// Its instance constants' `String` values (`private let loginSegueId = "login"`), which only
    /// its own code names, bare or on `self`.
    var stringConstants: [String: String] = [:]
    /// The type aliases declared among its members (`typealias T = CommandResponseViewController`),
    /// by name: a method declared to return one returns the type it names.
    var typeAliases: [String: String] = [:]
    /// For a navigation controller subclass whose initialiser hands a parameter to
    /// `super.init(rootViewController:)` under another label (`init(readerViewController:)`),
    /// that label: built with it, the type is that screen, in a stack.
    var rootArgumentLabel: String?
    /// For a container of the app's whose initialiser keeps one screen it is given in a property
    /// a method embeds (`init(contentController:)`, then `addChild(contentController)`), that
    /// parameter's label: built with it, the type shows that screen, in a popover or a sheet of
    /// the app's, as a stack built around a screen shows it.
    var contentArgumentLabel: String?
    /// For a navigation controller subclass whose initialiser builds its own root
    /// (`super.init(rootViewController: CryptoBotViewController())`), that root (its type or its
    /// storyboard scene): built, the type is that screen, in a stack. Unknown when initialisers
    /// build different roots.
    var ownRoot: TargetExpression?
    /// The screens its segue preparation casts each segue's destination to, by identifier: what
    /// a segue shows when no storyboard read declares it.
    var preparedSegues: [String: PreparedSegue] = [:]

    /// The screen a segue's preparation names, and whether it is the top of a navigation
    /// controller the segue shows.
    struct PreparedSegue: Hashable, Sendable {
        var screen: String
        var embedded: Bool
    }
}

/// One file's UIKit facts.
struct UIKitFileFacts: Sendable {
    var types: [UIKitTypeFact] = []
    var calls: [UIKitCallFact] = []
    /// Closures a coordinator gives a screen (`vc.onSelect = { self.showDetail() }`): the screen's
    /// type, the callback, and the methods of the closure's owner it calls.
    var callbacks: [CallbackHandoff] = []
    /// Names of static methods returning `Self` in any type or protocol extension
    /// (`static func instantiate() -> Self`): `X.instantiate()` is an `X`.
    var selfFactories: Set<String> = []
    /// Names of methods an extension of SwiftUI's `View` declares to return a hosting controller
    /// (`func embeddedInHostingController() -> UIHostingController<some View>`): `v.m()` hosts `v`.
    var viewHostingMethods: Set<String> = []
    /// Methods mapping a scene enum's cases to screens, and calls passing such cases.
    var sceneMaps: [SceneMapFact] = []
    var routerCalls: [RouterCallFact] = []
    /// Router methods sending their destination to a Combine subject, and subscriptions switching
    /// over what subjects send (``SubjectRouters``).
    var subjectSends: [SubjectSendFact] = []
    var subjectSinks: [SubjectSinkFact] = []
    /// Methods presenting on a view controller they are given (``ReceiverHelpers``).
    var receiverHelpers: [ReceiverHelperFact] = []
    /// Calls handing `self` to another value's method, which such a method makes navigation.
    var selfHandingCalls: [SelfHandingCallFact] = []
    /// Methods this file adds to UIKit's screens that show what they are given or are called on
    /// (``NavigationWrappers``), which other files' calls make navigation.
    var sharedWrappers = NavigationWrappers()
    /// Where the wrappers whose calls this file reads make their own UIKit call: a call its
    /// callers tell, no unresolved one.
    var toldHelpers: Set<SourcePosition> = []
    /// Those of them other types' code calls: the type's API, whose own calls of it stand where
    /// they are made too.
    var helpersCalledByOthers: Set<SourcePosition> = []
    /// The `void` methods of this Objective-C file's classes and categories that show a
    /// parameter (``ObjCWrappers/selfWrappers(of:source:path:)``), by selector: other
    /// Objective-C files sending one to `self` show the argument.
    var objcWrappers: [String: ObjCWrappers.SelfWrapper] = [:]
    /// The selectors this Objective-C header's `@interface` blocks declare: the classes' API.
    var declaredSelectors: Set<String> = []
    /// The string constants this Objective-C file declares (`NSString * const
    /// SettingsNavigationController = @"SettingsNavigationController";`), by name, which other
    /// files hand over as storyboard identifiers and segues.
    var objcStringConstants: [String: String] = [:]

    var isEmpty: Bool {
        types.isEmpty && calls.isEmpty && callbacks.isEmpty && selfFactories.isEmpty && sceneMaps.isEmpty && routerCalls.isEmpty
            && subjectSends.isEmpty && subjectSinks.isEmpty
            && receiverHelpers.isEmpty && selfHandingCalls.isEmpty && sharedWrappers.isEmpty && viewHostingMethods.isEmpty
            && objcWrappers.isEmpty && declaredSelectors.isEmpty && objcStringConstants.isEmpty
    }
}

/// A closure handed to a screen whose body calls methods of the type that hands it over: the
/// screen's callback makes the navigation those methods make.
struct CallbackHandoff: Hashable, Sendable {
    /// Whose code assigns the closure (the coordinator).
    var owner: String
    /// The screen the closure is given to.
    var screen: TargetExpression
    /// The callback property (`onSelect`), or the delegate method.
    var label: String
    /// Methods of `owner` called in the closure.
    var calls: [String]
}
