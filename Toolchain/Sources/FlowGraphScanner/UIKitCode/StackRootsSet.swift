import SwiftSyntax

/// A stack the function showing it also puts its screens on: `navigationController.viewControllers
/// = [welcome]` or `navigationController.setViewControllers([dashboard], animated: false)`, then
/// `window.rootViewController = navigationController` (or the other way round). Shown, the stack
/// is its root, in it, as `UINavigationController(rootViewController: welcome)` would be.
enum StackRootsSet {
    /// The screens the function around `node` may have put on top of the stack named `name`
    /// (`navigationController`, `self.` or not) when it reaches `node`: the setting nearest
    /// before it, with those before that in other branches (`if trash { panel.set(…: trash) }
    /// else { panel.set(…: actions) }`), which no later one replaces on every way there; else
    /// the first after it; empty when the function sets none.
    static func roots(of name: String, around node: some SyntaxProtocol) -> [ExprSyntax] {
        // The stack a call or an assignment is made on is not shown by it.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return [] }
        guard let function = enclosingFunction(of: node) else { return [] }
        let finder = Finder(name: name)
        finder.walk(function)
        let offset = node.position.utf8Offset
        let before = finder.roots.filter { $0.offset < offset }
        guard !before.isEmpty else { return finder.roots.first { $0.offset > offset }.map { [$0.root] } ?? [] }
        var live: [(offset: Int, root: ExprSyntax)] = []
        for setting in before.reversed() where !live.contains(where: { replaces($0.root, setting.root) }) {
            live.append(setting)
        }
        return live.reversed().map(\.root)
    }

    /// Whether the setting of `later` runs after that of `earlier` whichever way the function
    /// takes: the statements holding `later` hold `earlier` too, before it.
    private static func replaces(_ later: ExprSyntax, _ earlier: ExprSyntax) -> Bool {
        var current = later.parent
        while let ancestor = current, !ancestor.is(CodeBlockItemListSyntax.self) { current = ancestor.parent }
        guard let statements = current else { return true }
        return earlier.position >= statements.position && earlier.endPosition <= statements.endPosition
    }

    /// Whether the function around `node` shows or hands over the stack named `name`: reads it
    /// as a value (`present(navigation, animated: true)`, `window.rootViewController =
    /// navigation`, `changeRoot(root: navigation)`), not only as the base of its own members
    /// (`navigation.viewControllers = [help]`). A stack returned is not: its factory's callers
    /// show it, often where no reader can tell what they were handed.
    /// - Parameters:
    ///   - name: The local holding the stack.
    ///   - node: Where the stack's screens are set.
    ///   - sameLocal: Whether a reference at an offset reads the same local, not another of
    ///     that name declared later in the function.
    static func isShown(_ name: String, around node: some SyntaxProtocol, sameLocal: (Int) -> Bool = { _ in true }) -> Bool {
        guard let function = enclosingFunction(of: node) else { return false }
        return function.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  sameLocal(reference.position.utf8Offset) else {
                return false
            }
            return reference.parent?.as(MemberAccessExprSyntax.self)?.base?.id != reference.id
                && reference.parent?.is(ReturnStmtSyntax.self) != true
        }
    }

    /// The method of another type that the function around `node` hands the stack named `name`
    /// to, under a label (`CameraScannerFlowController.setRoot(in: navi, parent: self)`): that
    /// type, and the key under which the method's root is recorded (``rootKey(of:label:)``).
    static func handedTo(_ name: String, around node: some SyntaxProtocol) -> (type: String, key: String)? {
        guard let function = enclosingFunction(of: node) else { return nil }
        var found: (type: String, key: String)?
        for call in SyntaxText.calls(in: function) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(type),
                  let handed = call.arguments.first(where: {
                      $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                  }), let label = handed.label?.text else { continue }
            // Handed to two methods, the stack's root is not told.
            guard found == nil else { return nil }
            found = (type, rootKey(of: member.declName.baseName.text, label: label))
        }
        return found
    }

    /// The key a type's method table keeps the root under that its method `method` sets on the
    /// stack it takes under `label`.
    static func rootKey(of method: String, label: String) -> String { "\(method)(\(label):)#root" }

    /// The screen `function` puts on top of each stack it takes as a parameter declared a
    /// navigation stack (`static func setRoot(in navigationController: UINavigationController,
    /// …)` calling `navigationController.setViewControllers([view], animated: false)`), by the
    /// parameter's label.
    static func rootsSetOnParameters(of function: FunctionDeclSyntax) -> [(label: String, root: ExprSyntax)] {
        var roots: [(label: String, root: ExprSyntax)] = []
        for parameter in function.signature.parameterClause.parameters {
            let type = TargetReader.unwrapped(parameter.type)
            guard let written = type.as(IdentifierTypeSyntax.self)?.name.text, PresentableCoordinators.isStack(written),
                  parameter.firstName.tokenKind != .wildcard else { continue }
            let finder = Finder(name: (parameter.secondName ?? parameter.firstName).text)
            finder.walk(function)
            if let root = finder.roots.first?.root { roots.append((parameter.firstName.text, root)) }
        }
        return roots
    }

    /// The function, initialiser or accessor `node` stands in; outside any, the closure a
    /// property's value is made by (`lazy var host: FloatingPanelController = { … }()`).
    private static func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current = Syntax(node).parent
        var closure: Syntax?
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(InitializerDeclSyntax.self),
              !ancestor.is(AccessorDeclSyntax.self) {
            if closure == nil, ancestor.is(ClosureExprSyntax.self) { closure = ancestor }
            current = ancestor.parent
        }
        return current ?? closure
    }

    /// Whether a type holds the one screen a function sets on it, which is what showing it
    /// shows: a stack (``PresentableCoordinators/isStack(_:)``), or a sliding panel, FloatingPanel's
    /// or the app's subclass of it named so (`DriveFloatingPanelController`), whose content
    /// `set(contentViewController:)` gives.
    static func holdsScreenSet(_ type: String) -> Bool {
        PresentableCoordinators.isStack(type) || isPanel(type)
    }

    /// Whether `type` is a sliding panel by its name: FloatingPanel's, or the app's subclass of it.
    static func isPanel(_ type: String) -> Bool {
        // Asked of every value a local holds: its bytes' end, whatever qualifies the name.
        type.utf8.count >= panelSuffixBytes.count && type.utf8.suffix(panelSuffixBytes.count).elementsEqual(panelSuffixBytes)
    }
    private static let panelSuffixBytes = Array(panelSuffix.utf8)

    /// Whether `held` is a sliding panel built or declared (``isPanel(_:)``), whose content is
    /// shown as it is, in no stack.
    static func isPanel(_ held: TargetExpression) -> Bool {
        if case .oneOf(let options) = held.unfollowed { return options.allSatisfy(isPanel) }
        if case .type(let type) = held.unfollowed { return isPanel(type) }
        if case .built(let type, _) = held.unfollowed { return isPanel(type) }
        return false
    }

    /// How FloatingPanel's panel and the app's subclasses of it are named.
    private static let panelSuffix = "FloatingPanelController"
    /// The method and label that set a sliding panel's content.
    static let panelContentMethod = "set"
    static let panelContentLabel = "contentViewController"

    /// Whether `target` is a stack built in place (`CommonNavigationControllerFlow(flow: flow)`):
    /// one a function may build empty and hand to another type's method to be filled. Told by the
    /// file alone, so by its type's name, as a property's.
    static func isStackBuilt(_ target: TargetExpression) -> Bool {
        var built: String?
        if case .type(let type) = target.unfollowed { built = type }
        if case .built(let type, _) = target.unfollowed { built = type }
        return built.map { TypeNames.lastComponent(of: $0).lowercased().contains("nav") } ?? false
    }

    /// Whether `target` is a stack as such, built empty or held in a property: one a function
    /// may set screens on.
    static func mayBeEmptyStack(_ target: TargetExpression) -> Bool {
        // A property read as the file alone tells: named as a stack (a page controller is no stack).
        if case .property(let name) = target.unfollowed { return name.lowercased().contains("nav") }
        // A navigation stack built: a tab bar controller's `viewControllers` are its tabs, side by side.
        if case .type(let type) = target.unfollowed { return holdsScreenSet(type) }
        // One built in each branch (`panel = DriveFloatingPanelController()` or `panel =
        // AdaptiveDriveFloatingPanelController()`).
        if case .oneOf(let options) = target.unfollowed { return options.allSatisfy(mayBeEmptyStack) }
        // A factory of the app's making a stack with nothing (`Self.makeNavigationController()`).
        switch target.unfollowed {
        case .method(let name, let arguments), .staticMethod(_, let name, let arguments):
            return arguments.isEmpty && PresentableCoordinators.isStack(name.prefix(1).uppercased() + name.dropFirst())
        default:
            return false
        }
    }

    /// What a setting of a stack's screens or a panel's content puts there.
    enum ScreensSet {
        /// A list of screens, the last on top (`viewControllers = [home, login]`,
        /// `setViewControllers([home], animated: false)`).
        case list(ArrayExprSyntax)
        /// A panel's content (`set(contentViewController: actions)`).
        case content(ExprSyntax)
    }

    /// What `expression` puts on the stack or panel it is made on, when `isReceiver` accepts the
    /// value it is made on (`nil` for one written bare, on the type's own value):
    /// `x.viewControllers = [a]`, `x.setViewControllers([a], animated: false)` (not a page
    /// controller's, with `direction:`) or `x.set(contentViewController: a)`.
    static func screensSet(by expression: ExprSyntax, madeOn isReceiver: (ExprSyntax?) -> Bool) -> ScreensSet? {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let (base, name) = member(elements[0]), name == "viewControllers", isReceiver(base),
                  let list = elements[2].as(ArrayExprSyntax.self) else { return nil }
            return .list(list)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let (base, name) = member(call.calledExpression),
              isReceiver(base) else { return nil }
        if name == "setViewControllers", !call.arguments.contains(where: { $0.label?.text == "direction" }),
           let list = call.arguments.first?.expression.as(ArrayExprSyntax.self) {
            return .list(list)
        }
        if name == panelContentMethod, let content = call.arguments.first(where: { $0.label?.text == panelContentLabel }) {
            return .content(content.expression)
        }
        return nil
    }

    /// The value a member is read on (`nil` when written bare) and the member's name.
    private static func member(_ expression: ExprSyntax) -> (base: ExprSyntax?, name: String)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (nil, reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return (member.base, member.declName.baseName.text)
    }

    /// The settings of a stack's screens in a function, in order.
    private final class Finder: SyntaxVisitor {
        let name: String
        var roots: [(offset: Int, root: ExprSyntax)] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        /// Whether a setting is made on the stack named `name` (the screen a list puts on top is
        /// what the stack shows: `[home, login]` shows `login`, `home` below it).
        private func isStack(_ expression: ExprSyntax?) -> Bool {
            guard let expression, let written = SyntaxText.referencePath(expression) else { return false }
            return SyntaxText.droppingSelf(written) == [name]
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            record(StackRootsSet.screensSet(by: ExprSyntax(node), madeOn: isStack), at: node.position.utf8Offset)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            record(StackRootsSet.screensSet(by: ExprSyntax(node), madeOn: isStack), at: node.position.utf8Offset)
            return .visitChildren
        }

        private func record(_ set: ScreensSet?, at offset: Int) {
            switch set {
            case .list(let list): if let top = list.elements.last?.expression { roots.append((offset, top)) }
            case .content(let content): roots.append((offset, content))
            case nil: break
            }
        }
    }
}
