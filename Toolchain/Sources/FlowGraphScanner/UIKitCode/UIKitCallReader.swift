import SwiftSyntax

/// Turns one call or assignment into a ``UIKitCallFact`` when it is UIKit navigation: a call by
/// UIKit's name and labels (`present(_:animated:completion:)`, not an app's own `present(error:)`),
/// a tab bar's `viewControllers = […]`, a window's `rootViewController = …`; and a closure a
/// type hands a screen's callback (`vc.onSelect = { self.showDetail() }`), for coordinators.
struct UIKitCallReader {
    let reader: TargetReader
    let source: SourceContext
    let owner: String
    let method: String?

    /// The navigation `node` makes, if it is a UIKit call.
    /// A child `value` embedded where `node` stands, as `addChild(value)` there would.
    func embedding(_ value: ExprSyntax, at node: some SyntaxProtocol) -> UIKitCallFact {
        UIKitCallFact(action: .addChild, owner: owner, method: method,
                      targets: [reader.target(of: value, at: node.position.utf8Offset)], receiver: nil, receiverTarget: nil,
                      segue: nil, animated: false, text: "page \(Self.shortened(SyntaxText.normalized(value)))",
                      position: source.position(of: node))
    }

    func call(_ node: FunctionCallExprSyntax) -> UIKitCallFact? {
        let name: String
        var receiver: ExprSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        if receiver == nil, UIKit.tabTypes.contains(name) { return tab(node, name: name) }
        if receiver == nil, node.calledExpression.is(MemberAccessExprSyntax.self), let action = UIKit.instructionVerbs[name] {
            return instruction(node, name: name, action: action)
        }
        // SwiftGen's `perform(segue: StoryboardSegue.Main.settingsSegue)`, or the app's helper
        // taking a `String` enum's case (`performSegue(.confirmBid)`).
        if name == "performSegue" || name == UIKit.swiftGenPerform, let first = node.arguments.first,
           first.label?.text == (name == "performSegue" ? nil : UIKit.swiftGenSegueLabel),
           case let named = caseReferences(first.expression, at: node.position.utf8Offset), !named.isEmpty {
            return UIKitCallFact(action: .performSegue, owner: owner, method: method, targets: nil,
                                 receiver: receiver.map(SyntaxText.normalized), receiverTarget: nil, segue: nil,
                                 segueCases: named, animated: true,
                                 text: "\(name)(\(Self.shortened(SyntaxText.normalized(first.expression))))",
                                 position: source.position(of: node))
        }
        guard let kind = UIKit.calls[name] else { return nil }
        let labels = Set(node.arguments.compactMap { $0.label?.text })
        guard kind.requiredLabels.isSubset(of: labels) else { return nil }
        let offset = node.position.utf8Offset
        // A stack's screens, or a panel's content (`panel.set(contentViewController: actions)`).
        var setsHeldScreen = name == StackRootsSet.panelContentMethod
        if case .setViewControllers = kind.action { setsHeldScreen = true }
        if setsHeldScreen, settingsOfAStackShownElsewhere(receiver, at: node) { return nil }
        var targets: [TargetExpression]?
        var shown = ""
        if kind.hasTarget {
            let given = kind.targetLabel.map { label in node.arguments.first { $0.label?.text == label } }
                ?? node.arguments.first.flatMap { $0.label == nil ? $0 : nil }
            guard let first = given else { return nil }
            shown = SyntaxText.normalized(first.expression)
            if case .setViewControllers = kind.action, let listed = reader.listedScreens(in: first.expression, at: offset) {
                targets = listed
            } else {
                targets = [startedStack(reader.target(of: first.expression, at: offset), shown: first.expression, by: node)]
            }
        }
        let animated = Self.animated(node.arguments)
        let identifier = node.arguments.first { $0.label?.text == "withIdentifier" }?.expression
        let segue = identifier.flatMap(SyntaxText.stringValue)
        var call = UIKitCallFact(action: kind.action, owner: owner, method: method, targets: targets,
                                 receiver: receiver.map(SyntaxText.normalized),
                                 receiverTarget: receiver.map { reader.target(of: $0, at: offset) }, segue: segue,
                                 segueCases: segue == nil ? identifier.map { caseReferences($0, at: offset) } ?? [] : [],
                                 animated: animated, text: "\(name)(\(Self.shortened(shown)))", position: source.position(of: node))
        if segue == nil, let identifier { call.segueConstant = ownConstant(identifier, at: offset) }
        return call
    }

    /// The property of the caller's own type `expression` names, bare or on `self` / `Self`
    /// (`loginSegueId`, `self.loginSegueId`), when no local of that name is in scope.
    private func ownConstant(_ expression: ExprSyntax, at offset: Int) -> String? {
        guard let path = SyntaxText.referencePath(expression) else { return nil }
        switch path.count {
        case 1 where reader.binding(of: path[0], at: offset) == nil: return path[0]
        case 2 where path[0] == "self" || path[0] == "Self": return path[1]
        default: return nil
        }
    }

    /// Whether screens set on `receiver` are drawn where the stack is shown instead: it is a
    /// local stack with no screen yet (`let navigation = UINavigationController()`,
    /// ``TargetReader/holdsEmptyStack(_:at:)``) that the function shows or hands over, as one
    /// built with its root is (one edge, where it is shown).
    private func settingsOfAStackShownElsewhere(_ receiver: ExprSyntax?, at node: some SyntaxProtocol) -> Bool {
        guard let name = receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              reader.holdsEmptyStack(name, at: node.position.utf8Offset) else { return false }
        let local = reader.binding(of: name, at: node.position.utf8Offset)?.offset
        return StackRootsSet.isShown(name, around: node) { reader.binding(of: name, at: $0)?.offset == local }
    }

    /// A tab made with iOS 18's API (`UITab(title:image:identifier:) { _ in library }`): a tab of
    /// the tab bar whose code makes it, showing what its closure gives, where the tab is made.
    private func tab(_ node: FunctionCallExprSyntax, name: String) -> UIKitCallFact? {
        let provider = node.trailingClosure
            ?? node.arguments.first { $0.label?.text == "viewControllerProvider" }?.expression.as(ClosureExprSyntax.self)
        guard let provider, let value = TargetReader.onlyValue(of: provider) else { return nil }
        return UIKitCallFact(action: .setViewControllers, owner: owner, method: method,
                             targets: [reader.target(of: value, at: value.positionAfterSkippingLeadingTrivia.utf8Offset)],
                             receiver: nil, receiverTarget: nil, segue: nil, animated: false,
                             text: "\(name) { \(Self.shortened(SyntaxText.normalized(value))) }",
                             position: source.position(of: node), assignment: .tabs)
    }

    /// An entry of a navigation table (`.show(Screen.privacy): .presentModally { _ in
    /// PrivacyVC(…) }`): the type whose table it is shows what the closure builds, where the
    /// instruction is written; nothing when the closure builds no screen that can be read.
    private func instruction(_ node: FunctionCallExprSyntax, name: String, action: UIKit.Action) -> UIKitCallFact? {
        let given = node.trailingClosure
            ?? (node.arguments.count == 1 ? node.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
        guard let closure = given, node.trailingClosure == nil || node.arguments.isEmpty,
              case let shown = reader.immediatelyCalled(closure, depth: 0), shown != .unknown else { return nil }
        return UIKitCallFact(action: action, owner: owner, method: method, targets: [shown], receiver: nil, receiverTarget: nil,
                             segue: nil, animated: true, text: ".\(name) { … }", position: source.position(of: node))
    }

    /// Whether a call's `animated:` argument animates: anything but a literal `false` does, and
    /// so does a call without one.
    static func animated(_ arguments: some Collection<LabeledExprSyntax>) -> Bool {
        arguments.first { $0.label?.text == "animated" }
            .map { $0.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind != .keyword(.false) } ?? true
    }

    /// A tab bar's tabs or a window's root, set by assignment.
    func assignment(_ node: SequenceExprSyntax) -> UIKitCallFact? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let name: String
        var receiver: ExprSyntax?
        if let member = elements[0].as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            receiver = member.base
        } else if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        let offset = node.position.utf8Offset
        let receiverText = receiver.map(SyntaxText.normalized)
        let value = elements[2]
        switch name {
        case "viewControllers":
            guard !settingsOfAStackShownElsewhere(receiver, at: node),
                  let targets = reader.listedScreens(in: value, at: offset) else { return nil }
            return UIKitCallFact(action: .setViewControllers, owner: owner, method: method, targets: targets,
                                 receiver: receiverText, receiverTarget: receiver.map { reader.target(of: $0, at: offset) },
                                 segue: nil, animated: false,
                                 text: "viewControllers = \(Self.shortened(SyntaxText.normalized(value)))",
                                 position: source.position(of: node), assignment: .tabs)
        case "rootViewController":
            // A window's, or a window's own (`extension UIWindow { … rootViewController = given }`).
            guard UIKit.setsWindowRoot(receiver: receiverText, owner: owner) else { return nil }
            return UIKitCallFact(action: .setViewControllers, owner: owner, method: method,
                                 targets: [reader.target(of: value, at: offset)], receiver: receiverText, receiverTarget: nil,
                                 segue: nil,
                                 animated: false, text: "rootViewController = \(Self.shortened(SyntaxText.normalized(value)))",
                                 position: source.position(of: node), assignment: .windowRoot)
        default:
            return nil
        }
    }

    /// A closure given to a screen's callback whose body calls the owner's methods.
    func handoff(_ node: SequenceExprSyntax) -> CallbackHandoff? {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        if let path = SyntaxText.referencePath(base), path == ["self"] { return nil }
        let screen = reader.target(of: base, at: node.position.utf8Offset)
        if case .unknown = screen { return nil }
        var calls: [String] = []
        if let closure = elements[2].as(ClosureExprSyntax.self) {
            calls = OwnMethodCalls.names(in: closure)
        } else if let path = SyntaxText.referencePath(elements[2]), path.count == 2, path[0] == "self" {
            calls = [path[1]]  // `vc.onSelect = self.showDetail`
        }
        guard !calls.isEmpty else { return nil }
        return CallbackHandoff(owner: owner, screen: screen, label: member.declName.baseName.text, calls: calls)
    }

    /// An empty stack built in a local and shown (`let modal = BaseNavigationController()`,
    /// `present(modal, animated: true)`; a router around one, `let modal =
    /// NavigationRouter.createModal()`) as the screen the coordinator it is handed to starts it
    /// with (``PresentableCoordinators/startedStack(in:presentedBy:)``); so is a container of the
    /// app's built around such a stack (`let container = ContainerViewController(rootViewController:
    /// modal)`, `present(container, …)`), as a stack built around a screen is that screen.
    /// `target` otherwise.
    private func startedStack(_ target: TargetExpression, shown: ExprSyntax, by node: FunctionCallExprSyntax) -> TargetExpression {
        guard let local = shown.as(DeclReferenceExprSyntax.self)?.baseName.text else { return target }
        if Self.isStack(target), let started = PresentableCoordinators.startedStack(in: local, presentedBy: node) {
            return started
        }
        // A container of the app's around a stack local: what that stack is started with.
        guard let built = reader.binding(of: local, at: node.position.utf8Offset)?.value?.as(FunctionCallExprSyntax.self),
              let container = built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              TypeNames.looksLikeType(container), !UIKit.isGenericContainer(container), built.arguments.count == 1,
              let inner = built.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let stack = reader.binding(of: inner, at: built.position.utf8Offset)?.value,
              Self.isStack(reader.target(of: stack, at: stack.position.utf8Offset)) else { return target }
        return PresentableCoordinators.startedStack(in: inner, presentedBy: node, within: container) ?? target
    }

    /// Whether `target` is a stack built of a type (`AppNavigationController()`) or by a type's
    /// factory (`NavigationRouter.createModal()`).
    private static func isStack(_ target: TargetExpression) -> Bool {
        switch target.unfollowed {
        case .type(let type), .staticMethod(let type, _, _), .built(let type, _): PresentableCoordinators.isStack(type)
        default: false
        }
    }

    /// The enum cases an expression names: itself, the local it reads, or either side of a
    /// conditional (`let segue = placed ? Segue.another : Segue.confirm`); empty for anything else.
    private func caseReferences(_ expression: ExprSyntax, at offset: Int) -> [CaseValue] {
        var value = expression
        if let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let binding = reader.binding(of: name, at: offset), !binding.isAssignment, let held = binding.value {
            value = held
        }
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
                  let whenTrue = Self.caseReference(ternary.thenExpression), let whenFalse = Self.caseReference(elements[2]) else { return [] }
            return [whenTrue, whenFalse]
        }
        return Self.caseReference(value).map { [$0] } ?? []
    }

    /// The enum case an expression names (`.confirmBid`, `Segue.confirmBid`), past a `.rawValue`;
    /// `nil` for anything else. Unlike a route's case (``ViewContentReader/caseValue(_:)``), a
    /// capitalised one written without its enum counts: segue enums often mirror storyboard names
    /// (`.ConfirmBid`).
    private static func caseReference(_ expression: ExprSyntax) -> CaseValue? {
        var current = expression
        if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
            current = base
        }
        guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard let base = member.base else { return CaseValue(type: nil, caseName: name) }
        guard let path = SyntaxText.referencePath(base), path.allSatisfy(TypeNames.looksLikeType) else { return nil }
        return CaseValue(type: path.joined(separator: "."), caseName: name)
    }

    /// An argument's text cut to a note's length.
    static func shortened(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(37)) + "…" : text
    }
}
