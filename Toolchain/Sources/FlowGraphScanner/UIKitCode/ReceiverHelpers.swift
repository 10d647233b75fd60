import SwiftSyntax

// Methods that present on a view controller they are given: a HUD's
// `func present(on host: UIViewController?) { host?.present(self, animated: true) }`, a card's
// `static func present(on host: UIViewController, issue:) { host.present(Card(issue), …) }`. The
// UIKit call inside shows a known screen from "whoever is given"; each call handing `self` to
// such a method (`hud.present(on: self)`, `Card.present(on: self, issue: issue)`) is that
// navigation from the caller, standing where the caller makes it.

/// A method whose UIKit call is made on one of its parameters.
struct ReceiverHelperFact: Hashable, Sendable {
    /// The type declaring it.
    var owner: String
    /// Its name.
    var method: String
    /// Whether it is static (called on the type).
    var isStatic: Bool
    /// The argument label of the parameter the call is made on (`on`).
    var label: String
    /// What the call does.
    var action: UIKit.Action
    /// What it shows, read in the method (`self` is `owner`).
    var target: TargetExpression
    /// Whether the call stands under a `switch` over another of the method's parameters
    /// (`switch type { case .quote: host.present(…) }`): the caller's argument picks the screen.
    var chosenByParameter = false
}

/// A call handing `self`, or a view controller the caller holds, to another value's or type's
/// method by label (`hud.present(on: self)`, `services.openWebView(on: viewController)`): maybe
/// of a method that presents on what it is given.
struct SelfHandingCallFact: Hashable, Sendable {
    /// The type whose code makes it.
    var owner: String
    /// The method it is made in, the edge's label.
    var method: String?
    /// The method called.
    var callee: String
    /// The labels `self` is passed with.
    var labels: [String]
    /// The type named before the method (`Card.present`), for a static method.
    var calledType: String?
    /// The value called, for an instance method.
    var receiver: TargetExpression?
    /// The call's text, short.
    var text: String
    var position: SourcePosition
}

enum ReceiverHelpers {
    /// The label of a first argument given without one (`requestAccess(self)`).
    static let unlabelled = "_"

    /// `call` as a helper presenting on a parameter of the method it is made in, if it is one.
    /// - Parameters:
    ///   - call: A UIKit call of a forward verb.
    ///   - method: The enclosing method's name.
    ///   - parameters: Its parameters.
    ///   - isStatic: Whether the method is static.
    static func helper(_ call: UIKitCallFact, in method: String, parameters: [NavigationWrappers.Parameter],
                       isStatic: Bool) -> ReceiverHelperFact? {
        guard let target = call.targets?.first, call.targets?.count == 1, let receiver = call.receiverTarget?.unfollowed else {
            return nil
        }
        switch call.action {
        case .push, .present, .show, .showDetail: break
        case .setViewControllers, .addChild, .pop, .popToRoot, .popTo, .dismiss, .performSegue: return nil
        }
        // The first parameter may go unlabelled (`func requestAccess(_ vc: UIViewController)`).
        guard case .parameter(let name) = receiver, let index = parameters.firstIndex(where: { $0.name == name }),
              let label = parameters[index].label ?? (index == 0 ? Self.unlabelled : nil) else { return nil }
        return ReceiverHelperFact(owner: call.owner, method: method, isStatic: isStatic, label: label, action: call.action,
                                  target: target)
    }

    /// Whether `node` stands under a `switch` over one of `parameters` (by name), inside its function.
    static func isChosenByParameter(_ node: some SyntaxProtocol, parameters: [NavigationWrappers.Parameter]) -> Bool {
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(ClosureExprSyntax.self) {
            // `switch type`, `switch(type)`.
            if let subject = ancestor.as(SwitchExprSyntax.self).flatMap({ SyntaxText.referencePath($0.subject) }), subject.count == 1,
               parameters.contains(where: { $0.name == subject[0] }) {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `node` as a call handing `self`, or a view controller it holds (`viewController`,
    /// `self.host`), by label to a method of another value or type.
    static func selfHandingCall(_ node: FunctionCallExprSyntax, owner: String, method: String?, reader: TargetReader,
                                source: SourceContext) -> SelfHandingCallFact? {
        let labels = node.arguments.enumerated().compactMap { index, argument -> String? in
            var handed = argument.expression
            if let unwrapped = handed.as(ForceUnwrapExprSyntax.self) { handed = unwrapped.expression }
            guard let label = argument.label?.text ?? (index == 0 ? Self.unlabelled : nil), let path = SyntaxText.referencePath(handed),
                  path.allSatisfy({ $0 == "self" || $0.first?.isLowercase == true }) else { return nil }
            return label
        }
        guard !labels.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base
        else { return nil }
        if let chained = base.as(OptionalChainingExprSyntax.self) { base = chained.expression }
        var calledType: String?
        var receiver: TargetExpression?
        if let reference = base.as(DeclReferenceExprSyntax.self), TypeNames.looksLikeType(reference.baseName.text) {
            calledType = reference.baseName.text
        } else {
            receiver = reader.target(of: base, at: node.position.utf8Offset)
            guard receiver != .unknown else { return nil }
        }
        let name = member.declName.baseName.text
        return SelfHandingCallFact(owner: owner, method: method, callee: name, labels: labels, calledType: calledType,
                                   receiver: receiver, text: ".\(name)(…)", position: source.position(of: member.declName.baseName))
    }

    /// Whether `helper` shows the value it is called on (`self`, in a stack or not), and if so
    /// whether in a stack; `nil` when it shows something else.
    private static func presentsItself(_ helper: ReceiverHelperFact) -> Bool? {
        guard !helper.isStatic else { return nil }
        let (shown, embedded) = NavigationWrappers.unwrapped(helper.target)
        return shown == .type(helper.owner) ? embedded : nil
    }

    /// The UIKit calls the `calls` make through the `helpers`: one per helper a call fits (its
    /// method, the label `self` is given with, and the type called, or a subclass), showing
    /// what the helper shows, read in the helper's type.
    static func calls(_ calls: [SelfHandingCallFact], through helpers: [ReceiverHelperFact],
                      types: UIKitTypes) -> [UIKitCallFact] {
        guard !helpers.isEmpty else { return [] }
        let byMethod = Dictionary(grouping: helpers, by: \.method)
        // A helper showing different screens by what else it is given (`PostActions.onActionPress(
        // target:type:…)` switching over an action) is a router of its own: its calls stand
        // inside it, not at each caller, whose line names none of them.
        let routers = Set(Dictionary(grouping: helpers) { "\($0.owner).\($0.method)" }.filter { _, facts in
            facts.contains(where: \.chosenByParameter) && Set(facts.map(\.target)).count > 1
        }.keys)
        var made: [UIKitCallFact] = []
        for call in calls {
            for helper in byMethod[call.callee] ?? [] where call.labels.contains(helper.label)
                && !routers.contains("\(helper.owner).\(helper.method)") {
                let owner = TypeNames.lastComponent(of: helper.owner)
                let called: [String]
                // A base class's helper presenting `self` (`func presentInNavigationController(from
                // host:) { host.present(NavigationController(rootViewController: self), …) }`)
                // presents the value it is called on (`scanner.presentInNavigationController(from: self)`).
                let presentsItself = Self.presentsItself(helper)
                // The value's own type, where the screen it shows is another: a container of the
                // app's around one screen presenting itself (`popover.present(from: button, on: self)`).
                var receiving: [String] = []
                if helper.isStatic {
                    called = call.calledType.map { [$0] } ?? []
                } else {
                    called = call.receiver.map { types.resolveAll($0, owner: call.owner, allowContainers: true).map(\.type) } ?? []
                    if presentsItself != nil, let receiver = call.receiver {
                        receiving = types.resolveAll(receiver, owner: call.owner, allowContainers: true, asValue: true).map(\.type)
                    }
                }
                guard (called + receiving).contains(where: { TypeNames.lastComponent(of: $0) == owner || types.ancestry(of: $0).contains(owner) })
                else { continue }
                let shown = (presentsItself.map { embedded in
                    called.map { UIKitTypes.Resolved(type: $0, embedded: embedded, steps: 1) }
                } ?? types.resolveAll(helper.target, owner: helper.owner)).filter {
                    // A HUD presenting itself through its own helper draws no edge to itself.
                    TypeNames.lastComponent(of: $0.type) != TypeNames.lastComponent(of: call.owner)
                }
                guard !shown.isEmpty else { continue }
                let targets = shown.map { $0.embedded ? TargetExpression.embedded(.type($0.type)) : .type($0.type) }
                made.append(UIKitCallFact(action: helper.action, owner: call.owner, method: call.method,
                                          targets: [TargetReader.eitherOf(targets)], receiver: nil, receiverTarget: nil,
                                          segue: nil, animated: true, text: call.text, position: call.position))
            }
        }
        return made
    }
}
