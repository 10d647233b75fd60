import SwiftSyntax

/// A file's own methods that show what they are given: a coordinator's
/// `private func push(_ vc: UIViewController) { navigationController?.pushViewController(vc, animated: true) }`.
///
/// The UIKit call inside such a method shows "whatever it is given", which no reading of it can
/// name; each call of the method (`push(HotlineViewController())`) makes that call show what the
/// caller passes: an edge from the caller's type, labelled with the caller's method, standing
/// where the UIKit call is (a private function's callers are its alternatives, as a branch's
/// are). Only calls from the method's own type in the same file count (a private helper is by
/// nature one of those): a name like `push` means other things on other values.
///
/// A method an app adds to UIKit's screens in an extension is shared instead
/// (`extension UIViewController { func embed(child: UIViewController) { addChild(child) … } }`,
/// `func presentFromRoot() { root.present(self, animated: true) }`): every call of it, in any
/// file and on any view controller (`container.embed(child: tabs)`, `alert.presentFromRoot()`),
/// shows what it is given, or the value it is called on, and is an edge from the caller, standing
/// at the caller's line, as a shared helper's calls are labelled.
///
/// A property whose observer embeds its new value is one too (`var contentViewController:
/// UIViewController? { didSet { addChild(contentViewController) … } }`): setting it
/// (`self.contentViewController = step`) shows the value set. A class's wrappers serve its
/// subclasses, in any file: a base class's helper is called unqualified in every subclass.
///
/// So is a container's initialiser keeping what it is given for a method that embeds it
/// (`init(viewControllers: [UIViewController]) { self.viewControllers = viewControllers }`, then
/// `for child in viewControllers { addChild(child) }`): a subclass's `super.init(viewControllers:
/// [a, b])` embeds what it passes, standing where it is made. A subclass declaring no
/// initialiser has its superclass's, and one handing its own parameter up is a wrapper too.
struct NavigationWrappers: Sendable {
    /// A function parameter: its argument label (`nil` for `_`) and its name inside the body.
    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String
        /// Whether its declared type is a view controller's (`UIViewController`, `DetailViewController?`).
        var takesScreen: Bool
        /// Whether its declared type is a function's (`(() -> Void)?`, `@escaping () -> UIViewController`),
        /// which a trailing closure may be passed to.
        var takesClosure = false
        /// Its declared type's name, when written as one (`Submodule`, `Submodule?`).
        var typeName: String?
        /// Whether a call may leave it out: it has a default value (assumed where it cannot be read).
        var hasDefault = true
        /// The specific type it is declared with (``TargetReader/specificType(_:)``), which the
        /// body reads it as.
        var declaredType: String?

        init(_ syntax: FunctionParameterSyntax) {
            let typeName = TargetReader.unwrapped(syntax.type).as(IdentifierTypeSyntax.self)?.name.text
            self.init(label: syntax.firstName.tokenKind == .wildcard ? nil : syntax.firstName.text,
                      name: (syntax.secondName ?? syntax.firstName).text, type: typeName)
            takesClosure = Self.isFunction(syntax.type)
            self.typeName = typeName
            hasDefault = syntax.defaultValue != nil
            declaredType = TargetReader.specificType(syntax.type)
            // `func start<T: UIViewController>(_ controller: T)`: a screen, whichever.
            if !takesScreen, let typeName, let constraint = Self.constraint(of: typeName, around: syntax) {
                takesScreen = UIKitReader.namesAScreen(constraint)
            }
        }

        /// The constraint its function's generic parameter `name` is declared with, if it is one.
        private static func constraint(of name: String, around syntax: FunctionParameterSyntax) -> String? {
            let function = syntax.parent?.parent?.parent?.parent?.as(FunctionDeclSyntax.self)
            let generic = function?.genericParameterClause?.parameters.first { $0.name.text == name }
            return generic?.inheritedType.map { SyntaxText.normalized($0) }
        }

        /// Whether `type` is a function type, past attributes, optionals and parentheses.
        private static func isFunction(_ type: TypeSyntax) -> Bool {
            var current = TargetReader.unwrapped(type)
            while true {
                if current.is(FunctionTypeSyntax.self) { return true }
                if let attributed = current.as(AttributedTypeSyntax.self) {
                    current = TargetReader.unwrapped(attributed.baseType)
                } else if let tuple = current.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                    current = TargetReader.unwrapped(only.type)
                } else {
                    return false
                }
            }
        }

        /// A parameter written otherwise (a memberwise initialiser's stored property, an
        /// Objective-C method's keyword): its label, its name and its declared type, if known.
        init(label: String?, name: String, type: String? = nil) {
            self.label = label
            self.name = name
            takesScreen = type.map { UIKit.isGenericContainer($0) || UIKit.isScreenType($0, inherited: []) } ?? false
        }
    }

    /// Who may call a wrapper.
    enum Scope: Sendable, Hashable {
        /// Its own type, in its file (a private helper).
        case ownType
        /// Also any code holding a value of its type (`webView.presentOverlay(controller: x)`),
        /// in any file: a method taking a view controller, not private, or a screen's own method
        /// presenting it on another (`alert.show()`).
        case valuesOfItsType
        /// Any view controller, in any file: a method an extension adds to UIKit's screens.
        case anyScreen
    }

    /// What a wrapper shows: one of its parameters, (a shared one) the value it is called on, or
    /// (a property's observer) the value set.
    enum Shown: Sendable, Hashable {
        case parameter(Int)
        case receiver
        case assignedValue
    }

    /// A scene a wrapper instantiates by the identifier it is given (``Wrapper/scene``).
    struct SceneNamed: Sendable, Hashable {
        var suffix: String
        var storyboard: String?
    }

    /// One wrapper: whose method it is, which parameter it shows, and how.
    struct Wrapper: Sendable, Hashable {
        var owner: String
        var parameters: [Parameter]
        var shown: Shown
        var scope: Scope
        var action: UIKit.Action
        /// Whether the method puts what it is given in a navigation controller of its own first.
        var embeds: Bool
        /// Whether what it is given is a coordinator whose screen it shows (``PresentableCoordinators``).
        var presents = false
        /// The coordinator's property it shows (`child.presentedViewController`), when it reads one.
        var presentedProperty: String? = nil
        /// The property of what it is given that it shows (`submodule.viewController`), which a
        /// caller building that value in place passes under the property's label
        /// (`registerSubmodule(.init(viewController: list, view: listView))`).
        var shownMember: String? = nil
        /// The hosting controller it puts the SwiftUI view it is given in (`UIHostingController(rootView:
        /// destination)`), if it does.
        var hosts: String? = nil
        /// What it shows instead of what it is given, in some branch (`if shown == nil { shown =
        /// browsingUi }`), read on a value of its type: each caller shows these too, and a caller
        /// leaving the parameter out (its default) shows only these.
        var fallbacks: [TargetExpression] = []
        /// Whether the parameter it shows is a closure it calls for the view (`builder()`).
        var invokes = false
        /// Whether it is a SwiftUI view's initialiser, built in place by the view that shows
        /// what it hands it (`SettingsRow(destination: AboutView())`).
        var builtInPlace = false
        var receiver: String?
        /// The window root it sets, when it assigns one (`window.rootViewController = given`).
        var assignment: UIKitCallFact.Assignment? = nil
        /// Where the UIKit call it makes stands.
        var position: SourcePosition
        /// The storyboard scene it shows when the parameter it shows is an identifier
        /// (``TargetExpression/sceneNamedBy(parameter:suffix:storyboard:)``): the text appended
        /// to what a caller passes, and the storyboard named.
        var scene: SceneNamed? = nil
        /// The case of a `switch` over one of its parameters that call stands in, if any
        /// (``NavigationWrappers/branch(around:parameters:)``).
        var branch: Branch? = nil

        /// The label of the parameter it shows, when it has one.
        var shownLabel: String? {
            guard case .parameter(let index) = shown else { return nil }
            return parameters[index].label
        }
    }

    /// The most calls a helper's own type makes of it for them to stand at the helper, as a
    /// private helper's do: a few callers are its alternatives, as a branch's are; more make it
    /// the type's API, each caller choosing its screen.
    static let ownTypeCallersAtHelper = 3

    /// By method name.
    private(set) var byName: [String: [Wrapper]] = [:]
    /// Properties whose observer shows the value set, by property name.
    private(set) var bySetter: [String: [Wrapper]] = [:]
    /// Initialisers keeping a parameter that a method shows, by the type they build.
    private(set) var byInitialiser: [String: [Wrapper]] = [:]
    /// The types each class or extension of the app inherits (`SetupViewController:
    /// [EmbeddingViewController]`), where a wrapper's subclasses are found.
    private(set) var inheritance: [String: [String]] = [:]
    /// Names of methods presenting on a view controller they are given (``ReceiverHelpers``),
    /// whose calls are read where they stand, not through a wrapper: a body calling one is read.
    private var helperNames = Set<String>()
    private var needles: ByteNeedles?

    var isEmpty: Bool { byName.isEmpty && bySetter.isEmpty && byInitialiser.isEmpty && helperNames.isEmpty }

    /// These, and the `helpers`' names a body must be read for: not UIKit's own verbs, whose
    /// bodies are read anyway, nor an initialiser (`HUD(on: self)` is no call of another
    /// value's method) or a short name (`add`, `open`, `alert` are in most files of an app, and
    /// looking for them parsed two thirds of AlphaWallet again).
    func adding(_ helpers: [ReceiverHelperFact]) -> NavigationWrappers {
        var added = self
        added.helperNames.formUnion(helpers.map(\.method).filter { UIKit.calls[$0] == nil && $0 != "init" && $0.count >= 6 })
        added.indexNames()
        return added
    }

    /// The shared ones.
    var shared: NavigationWrappers {
        var kept = NavigationWrappers()
        for (name, wrappers) in byName {
            let shared = wrappers.filter { $0.scope != .ownType }
            if !shared.isEmpty { kept.byName[name] = shared }
        }
        for (name, wrappers) in bySetter {
            let shared = wrappers.filter { $0.scope != .ownType }
            if !shared.isEmpty { kept.bySetter[name] = shared }
        }
        kept.byInitialiser = byInitialiser
        kept.indexNames()
        return kept
    }

    /// These, knowing what `types` inherit, so that their subclasses call them.
    /// - Parameters:
    ///   - types: The app's types.
    ///   - aliases: The app's type aliases outside types, by name: a subclass of one
    ///     (`class HomeCoordinator: TabItemCoordinator`) inherits the types it names.
    func knowing(_ types: [UIKitTypeFact], aliases: [String: [String]] = [:]) -> NavigationWrappers {
        guard !byName.isEmpty || !bySetter.isEmpty || !byInitialiser.isEmpty else { return self }
        var known = self
        for type in types where !type.inherited.isEmpty { known.inheritance[type.name, default: []].append(contentsOf: type.inherited) }
        for (alias, aliased) in aliases.sorted(by: { $0.key < $1.key }) { known.inheritance[alias, default: []].append(contentsOf: aliased) }
        return known
    }

    /// Whether `type`, inheriting `inherited`, is `ancestor` or inherits from it, as far as
    /// ``inheritance`` tells (an extension inherits what the type's declaration says).
    func isKind(_ type: String, inheriting inherited: [String], of ancestor: String) -> Bool {
        var seen: Set<String> = [type], pending = inherited + (inheritance[type] ?? [])
        if type == ancestor { return true }
        while let next = pending.popLast() {
            if next == ancestor { return true }
            guard seen.insert(next).inserted, seen.count < 32 else { continue }
            pending.append(contentsOf: inheritance[next] ?? [])
        }
        return false
    }

    /// These, without those `other` has.
    func excluding(_ other: NavigationWrappers) -> NavigationWrappers {
        var kept = NavigationWrappers()
        kept.byName = Self.subtracting(other.byName, from: byName)
        kept.bySetter = Self.subtracting(other.bySetter, from: bySetter)
        kept.byInitialiser = Self.subtracting(other.byInitialiser, from: byInitialiser)
        kept.helperNames = helperNames.subtracting(other.helperNames)
        kept.indexNames()
        return kept
    }

    /// The wrappers of `table` that `other` lacks, under their keys.
    private static func subtracting(_ other: [String: [Wrapper]], from table: [String: [Wrapper]]) -> [String: [Wrapper]] {
        var kept: [String: [Wrapper]] = [:]
        for (key, wrappers) in table {
            let new = wrappers.filter { other[key]?.contains($0) != true }
            if !new.isEmpty { kept[key] = new }
        }
        return kept
    }

    /// Adds `wrapper` under `key` unless it is there already; whether it was added.
    @discardableResult
    private static func insert(_ wrapper: Wrapper, at key: String, in table: inout [String: [Wrapper]]) -> Bool {
        guard table[key]?.contains(wrapper) != true else { return false }
        table[key, default: []].append(wrapper)
        return true
    }

    /// These and `other`'s.
    func merging(_ other: NavigationWrappers) -> NavigationWrappers {
        guard !other.isEmpty else { return self }
        var merged = self
        for (key, wrappers) in other.byName { for wrapper in wrappers { Self.insert(wrapper, at: key, in: &merged.byName) } }
        for (key, wrappers) in other.bySetter { for wrapper in wrappers { Self.insert(wrapper, at: key, in: &merged.bySetter) } }
        for (key, wrappers) in other.byInitialiser { for wrapper in wrappers { Self.insert(wrapper, at: key, in: &merged.byInitialiser) } }
        merged.inheritance.merge(other.inheritance) { $0 + $1 }
        merged.helperNames.formUnion(other.helperNames)
        merged.indexNames()
        return merged
    }

    private mutating func indexNames() {
        let names = Set(byName.keys).union(helperNames)
        // `present {`: a router keeping the view its trailing closure builds (``KeptViewRouters``).
        let tokens = names.sorted().map { ByteToken($0, followedBy: ["(", "{"]) }
            + bySetter.keys.sorted().map { ByteToken($0, followedBy: ["="]) }
            // Inherited (`: X {`, `: X, Delegate {`) by a subclass whose own subclasses'
            // `super.init` reaches it.
            + byInitialiser.keys.sorted().map { ByteToken($0, followedBy: ["{", ","]) }
            + Set(byInitialiser.values.joined().compactMap(\.shownLabel)).sorted().map { ByteToken($0, followedBy: [":"]) }
        needles = tokens.isEmpty ? nil : ByteNeedles(tokens)
    }

    /// Records `call`, made in `method`, when what it shows is one of `parameters`, or, in a
    /// method extending UIKit's screens (`extendsScreens`), `self`.
    /// - Parameters:
    ///   - call: A UIKit call.
    ///   - method: The method it is made in.
    ///   - parameters: That method's parameters.
    ///   - extendsScreens: Whether the method is in an extension of UIKit's screens.
    ///   - isPrivate: Whether the method is private or file-private.
    ///   - branch: The case of a `switch` over one of `parameters` the call stands in, if any.
    ///   - inProtocol: Whether the method is a protocol's (its extension's), which no view
    ///     controller's verb can be: `ModalRouterProtocol.present(_:animated:style:…)` is the app's.
    /// - Returns: Whether it does.
    @discardableResult
    mutating func add(_ call: UIKitCallFact, in method: String, parameters: [Parameter], extendsScreens: Bool = false,
                      isPrivate: Bool = true, branch: Branch? = nil, inProtocol: Bool = false) -> Bool {
        guard Self.showsForward(call.action), let given = Self.given(by: call) else { return false }
        let (shown, embeds, presents) = (given.shown, given.embeds, given.presents)
        // UIKit's own verbs are read as UIKit's calls, whatever an extension adds beside them
        // (SwiftUI's views have none: a view's `present(style:builder:)` is the app's). A method
        // of the same name without UIKit's labels (a window service's `present(modal:)`) is the
        // app's own, which its callers call on values of its type; so is one labelling the screen
        // UIKit's verbs take unlabelled (`pushViewController(viewController:animated:completion:)`),
        // or taking first a type of its own that no screen is (a coordinator's `present(_
        // coordinator: BaseCoordinator, animated:)`).
        let isUIKitVerb = !inProtocol && call.owner != SwiftUI.view && UIKit.calls[method].map {
            $0.requiredLabels.isSubset(of: parameters.compactMap(\.label))
                && (!$0.hasTarget || (parameters.first?.label == nil && !Self.takesOtherThanScreen(parameters.first)))
        } ?? false
        let shows: Shown
        var invokes = false
        var presentedProperty: String?
        var shownMember: String?
        var fallbacks: [TargetExpression] = []
        var scene: SceneNamed?
        if case .sceneNamedBy(let name, let suffix, let storyboard) = shown,
           let index = parameters.firstIndex(where: { $0.name == name }) {
            // `instantiateViewController(withIdentifier: name)`: the scene each caller names.
            shows = .parameter(index)
            scene = SceneNamed(suffix: suffix, storyboard: storyboard)
        } else if case .parameter(let name) = shown, let index = parameters.firstIndex(where: { $0.name == name }) {
            shows = .parameter(index)
            // A closure handed on to a router keeping the view it builds (``KeptViewRouters``).
            invokes = parameters[index].takesClosure
            fallbacks = given.fallbacks
        } else if !given.fallbacks.isEmpty {
            return false
        } else if !isUIKitVerb, case .valueProperty(let base, let property) = shown,
                  let index = Self.parameter(base, in: parameters) {
            // `func presentChild(_ child: some Presentable, …) { present(child.presentedViewController, …) }`,
            // `func pushCoordinator(_ child: RootCoordinator) { push(child.rootViewController, …) }`:
            // the screen a coordinator handed to it presents through that property.
            shows = .parameter(index)
            presentedProperty = property
            // Or a value built in place with that member (``Wrapper/shownMember``).
            shownMember = property
        } else if case .valueProperty(let base, let property) = shown, let index = Self.parameter(base, in: parameters) {
            // `if let viewController = submodule.viewController { addChild(viewController) }`.
            shows = .parameter(index)
            shownMember = property
        } else if case .built(_, let arguments) = shown, let index = Self.screenParameter(among: arguments, of: parameters) {
            // A container of the app's built around a screen it is given (`let sheet =
            // SheetContainerViewController(child: given)`, then `present(sheet, …)`): that screen.
            shows = .parameter(index)
        } else if given.hosts != nil, case .method(let name, let arguments) = shown, arguments.isEmpty,
                  let index = parameters.firstIndex(where: { $0.name == name }) {
            // `UIHostingController(rootView: builder())`: the view the closure it is given builds.
            shows = .parameter(index)
            invokes = true
        } else if extendsScreens, shown == .type(call.owner), !isUIKitVerb {
            shows = .receiver
        } else if Self.presentsItselfOnAnother(call, in: method, parameters: parameters, isPrivate: isPrivate),
                  !extendsScreens {
            shows = .receiver
        } else {
            return false
        }
        var scope = Scope.ownType
        if !extendsScreens, shows == .receiver {
            scope = .valuesOfItsType
        } else if !isUIKitVerb {
            if extendsScreens {
                scope = .anyScreen
            } else if !isPrivate, case .parameter(let index) = shows,
                      parameters[index].takesScreen || presentedProperty != nil || shownMember != nil || invokes {
                scope = .valuesOfItsType
            }
        }
        // An initialiser showing what it is given (handing it up: `super.init(viewControllers:
        // children)`) shows it wherever its type is built.
        let isInitialiser = if method == "init", case .parameter = shows { true } else { false }
        if isInitialiser { scope = .valuesOfItsType }
        var wrapper = Wrapper(owner: call.owner, parameters: parameters, shown: shows, scope: scope, action: call.action,
                              embeds: embeds, presents: presents || presentedProperty != nil, presentedProperty: presentedProperty,
                              hosts: given.hosts, invokes: invokes, receiver: call.receiver, assignment: call.assignment,
                              position: call.position, branch: branch)
        wrapper.shownMember = shownMember
        wrapper.fallbacks = fallbacks
        wrapper.scene = scene
        let added = isInitialiser ? Self.insert(wrapper, at: call.owner, in: &byInitialiser) : Self.insert(wrapper, at: method, in: &byName)
        if added { indexNames() }
        return true
    }

    /// Records `call`, made in a method of its type, when what it shows is a property an
    /// initialiser of that type sets to its parameter `index` as it is given.
    /// - Parameters:
    ///   - call: A UIKit call showing a property of its owner.
    ///   - index: The parameter kept in that property.
    ///   - parameters: The initialiser's parameters.
    ///   - builtInPlace: Whether it is a SwiftUI view's memberwise initialiser (``Wrapper/builtInPlace``).
    mutating func add(_ call: UIKitCallFact, keptFrom index: Int, by parameters: [Parameter], builtInPlace: Bool = false) {
        guard Self.showsForward(call.action), let given = Self.given(by: call) else { return }
        let wrapper = Wrapper(owner: call.owner, parameters: parameters, shown: .parameter(index), scope: .valuesOfItsType,
                              action: call.action, embeds: given.embeds, presents: given.presents, hosts: given.hosts,
                              builtInPlace: builtInPlace, receiver: call.receiver, position: call.position)
        if Self.insert(wrapper, at: call.owner, in: &byInitialiser) { indexNames() }
    }

    /// Records that `type`, declaring no initialiser, has its superclass's, as `known` has them
    /// (Swift's rule): a subclass of it calling `super.init` reaches them through it.
    mutating func add(initialisersOf superclass: String, inheritedBy type: String, known: NavigationWrappers) {
        guard let inherited = known.byInitialiser[superclass] else { return }
        for var wrapper in inherited {
            wrapper.owner = type
            Self.insert(wrapper, at: type, in: &byInitialiser)
        }
        indexNames()
    }

    /// Records `wrapper`, a method named `method` showing what it keeps (``KeptViewRouters``).
    mutating func add(_ wrapper: Wrapper, named method: String) {
        if Self.insert(wrapper, at: method, in: &byName) { indexNames() }
    }

    /// Records `call`, made in an observer of the property `property` (`didSet`, `willSet`), when
    /// what it shows is the value set: the property itself, or `newValue`.
    /// - Parameters:
    ///   - call: A UIKit call.
    ///   - property: The property observed.
    ///   - isPrivate: Whether the property is private or file-private.
    /// - Returns: Whether it does.
    @discardableResult
    mutating func add(_ call: UIKitCallFact, observing property: String, isPrivate: Bool) -> Bool {
        guard Self.showsForward(call.action), let given = Self.given(by: call),
              given.shown == .property(property) || given.shown == .property("newValue") else { return false }
        let wrapper = Wrapper(owner: call.owner, parameters: [], shown: .assignedValue,
                              scope: isPrivate ? .ownType : .valuesOfItsType, action: call.action, embeds: given.embeds,
                              presents: given.presents, hosts: given.hosts, receiver: call.receiver, position: call.position)
        if Self.insert(wrapper, at: property, in: &bySetter) { indexNames() }
        return true
    }

    /// Whether `action` shows its target: a helper popping back to what it is given draws no
    /// screen of its own.
    private static func showsForward(_ action: UIKit.Action) -> Bool {
        switch action {
        case .push, .present, .show, .showDetail, .setViewControllers, .addChild: true
        case .pop, .popToRoot, .popTo, .dismiss, .performSegue: false
        }
    }

    /// Whether `bytes` (a body) may call one of the wrappers.
    func mayBeCalled(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needles?.found(in: bytes) ?? false
    }
}
