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
struct NavigationWrappers: Sendable {
    /// A function parameter: its argument label (`nil` for `_`) and its name inside the body.
    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String
        /// Whether its declared type is a view controller's (`UIViewController`, `DetailViewController?`).
        var takesScreen: Bool

        init(_ syntax: FunctionParameterSyntax) {
            label = syntax.firstName.tokenKind == .wildcard ? nil : syntax.firstName.text
            name = (syntax.secondName ?? syntax.firstName).text
            let type = TargetReader.unwrapped(syntax.type).as(IdentifierTypeSyntax.self)?.name.text
            takesScreen = type.map { UIKit.isGenericContainer($0) || UIKit.isScreenType($0, inherited: []) } ?? false
        }
    }

    /// Who may call a wrapper.
    private enum Scope: Sendable, Hashable {
        /// Its own type, in its file (a private helper).
        case ownType
        /// Also any code holding a value of its type (`webView.presentOverlay(controller: x)`),
        /// in any file: a method taking a view controller, not private.
        case valuesOfItsType
        /// Any view controller, in any file: a method an extension adds to UIKit's screens.
        case anyScreen
    }

    /// What a wrapper shows: one of its parameters, or (a shared one) the value it is called on.
    private enum Shown: Sendable, Hashable {
        case parameter(Int)
        case receiver
    }

    /// One wrapper: whose method it is, which parameter it shows, and how.
    private struct Wrapper: Sendable, Hashable {
        var owner: String
        var parameters: [Parameter]
        var shown: Shown
        var scope: Scope
        var action: UIKit.Action
        /// Whether the method puts what it is given in a navigation controller of its own first.
        var embeds: Bool
        var receiver: String?
        /// Where the UIKit call it makes stands.
        var position: SourcePosition
    }

    /// By method name.
    private var byName: [String: [Wrapper]] = [:]
    /// Names of methods presenting on a view controller they are given (``ReceiverHelpers``),
    /// whose calls are read where they stand, not through a wrapper: a body calling one is read.
    private var helperNames = Set<String>()
    private var needles: ByteNeedles?

    var isEmpty: Bool { byName.isEmpty && helperNames.isEmpty }

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
        kept.indexNames()
        return kept
    }

    /// These and `other`'s.
    func merging(_ other: NavigationWrappers) -> NavigationWrappers {
        guard !other.isEmpty else { return self }
        var merged = self
        for (name, wrappers) in other.byName {
            for wrapper in wrappers where merged.byName[name]?.contains(wrapper) != true { merged.byName[name, default: []].append(wrapper) }
        }
        merged.helperNames.formUnion(other.helperNames)
        merged.indexNames()
        return merged
    }

    private mutating func indexNames() {
        let names = Set(byName.keys).union(helperNames)
        needles = names.isEmpty ? nil : ByteNeedles(names.sorted().map { ByteToken($0, followedBy: ["("]) })
    }

    /// Records `call`, made in `method`, when what it shows is one of `parameters`, or, in a
    /// method extending UIKit's screens (`extendsScreens`), `self`.
    /// - Parameters:
    ///   - call: A UIKit call.
    ///   - method: The method it is made in.
    ///   - parameters: That method's parameters.
    ///   - extendsScreens: Whether the method is in an extension of UIKit's screens.
    ///   - isPrivate: Whether the method is private or file-private.
    /// - Returns: Whether it does.
    @discardableResult
    mutating func add(_ call: UIKitCallFact, in method: String, parameters: [Parameter], extendsScreens: Bool = false,
                      isPrivate: Bool = true) -> Bool {
        guard Self.showsForward(call.action), let (shown, embeds) = Self.given(by: call) else { return false }
        // UIKit's own verbs are read as UIKit's calls, whatever an extension adds beside them.
        let isUIKitVerb = UIKit.calls[method] != nil
        let shows: Shown
        if case .parameter(let name) = shown, let index = parameters.firstIndex(where: { $0.name == name }) {
            shows = .parameter(index)
        } else if extendsScreens, shown == .type(call.owner), !isUIKitVerb {
            shows = .receiver
        } else {
            return false
        }
        var scope = Scope.ownType
        if !isUIKitVerb {
            if extendsScreens {
                scope = .anyScreen
            } else if !isPrivate, case .parameter(let index) = shows, parameters[index].takesScreen {
                scope = .valuesOfItsType
            }
        }
        let wrapper = Wrapper(owner: call.owner, parameters: parameters, shown: shows, scope: scope, action: call.action,
                              embeds: embeds, receiver: call.receiver, position: call.position)
        guard byName[method]?.contains(wrapper) != true else { return true }
        byName[method, default: []].append(wrapper)
        indexNames()
        return true
    }

    /// What `call`, made in a method, shows of what the method has: its one target past the
    /// locals and a stack built around it, in either order (`let stack =
    /// AppNavigationController(rootViewController: given)`), and whether such a stack is built;
    /// `nil` for a call of several targets or none. A wrapper's own call shows a parameter, or
    /// `self`, this way.
    static func given(by call: UIKitCallFact) -> (shown: TargetExpression, embeds: Bool)? {
        guard let targets = call.targets, targets.count == 1 else { return nil }
        var shown = targets[0]
        var embeds = false
        while true {
            if case .followed(let inner) = shown {
                shown = inner
            } else if case .embedded(let inner) = shown {
                shown = inner
                embeds = true
            } else {
                return (shown, embeds)
            }
        }
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

    /// The navigation `node` makes when it calls a wrapper of `owner` (`push(vc)`, `self.push(vc)`):
    /// the wrapper's UIKit call, showing what the caller passes.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code makes it.
    ///   - method: The function it is made in.
    ///   - reader: The caller's locals, to read what it passes.
    ///   - position: Where `node` stands, where a shared wrapper's call is drawn.
    func call(_ node: FunctionCallExprSyntax, owner: String, method: String, reader: TargetReader,
              at position: SourcePosition) -> WrappedCall? {
        guard !byName.isEmpty else { return nil }
        let name: String
        // The value a shared wrapper is called on: `nil` for `self`, written or not.
        var base: ExprSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let called = member.base {
            name = member.declName.baseName.text
            if called.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { base = called }
        } else {
            return nil
        }
        let arguments = Array(node.arguments)
        guard let wrapper = byName[name]?.first(where: { wrapper in
            guard Self.fits(arguments, wrapper) else { return false }
            switch wrapper.scope {
            case .ownType: return base == nil && wrapper.owner == owner
            case .valuesOfItsType: return base != nil || wrapper.owner == owner
            // A screen showing itself through its own helper draws nothing new.
            case .anyScreen: return base != nil || wrapper.shown != .receiver
            }
        }) else { return nil }
        // A call made by the helper's own type stands at the helper, as a private helper's calls do.
        let standsAtCaller = wrapper.scope == .anyScreen || (wrapper.scope == .valuesOfItsType && base != nil)
        let offset = node.position.utf8Offset
        let shown: TargetExpression
        let text: String
        switch wrapper.shown {
        case .parameter(let index):
            shown = reader.target(of: arguments[index].expression, at: offset)
            text = "\(name)(\(UIKitCallReader.shortened(SyntaxText.normalized(arguments[index].expression))))"
        case .receiver:
            guard let base else { return nil }
            var value = base
            if let chained = value.as(OptionalChainingExprSyntax.self) { value = chained.expression }
            shown = reader.target(of: value, at: offset)
            text = "\(UIKitCallReader.shortened(SyntaxText.normalized(value))).\(name)()"
        }
        let call = UIKitCallFact(action: wrapper.action, owner: owner, method: method,
                                 targets: [wrapper.embeds ? .embedded(shown) : shown], receiver: wrapper.receiver,
                                 receiverTarget: nil, segue: nil, animated: UIKitCallReader.animated(arguments), text: text,
                                 position: standsAtCaller ? position : wrapper.position)
        return WrappedCall(call: call, helper: wrapper.position, standsAtCaller: standsAtCaller)
    }

    /// A call through a wrapper: the navigation it makes, and where the wrapper's own UIKit
    /// call stands (which, told by its callers, is no unresolved call of its own).
    struct WrappedCall {
        var call: UIKitCallFact
        var helper: SourcePosition
        /// Whether it is drawn where it is made (a shared wrapper's call), not at the helper.
        var standsAtCaller: Bool
    }

    /// Whether `arguments` can be a call of `wrapper`: the shown parameter is passed, by position,
    /// with its label, and every label passed before it matches a parameter's in order (later
    /// parameters may have defaults).
    private static func fits(_ arguments: [LabeledExprSyntax], _ wrapper: Wrapper) -> Bool {
        let checked: Int
        switch wrapper.shown {
        case .parameter(let index):
            guard arguments.count > index else { return false }
            checked = index + 1
        case .receiver:
            checked = arguments.count
        }
        guard arguments.count <= wrapper.parameters.count else { return false }
        for (argument, parameter) in zip(arguments.prefix(checked), wrapper.parameters) {
            guard argument.label?.text == parameter.label else { return false }
        }
        return true
    }
}
