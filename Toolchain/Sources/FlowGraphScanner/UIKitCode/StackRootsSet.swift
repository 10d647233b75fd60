import SwiftSyntax

/// A stack the function showing it also puts its screens on: `navigationController.viewControllers
/// = [welcome]` or `navigationController.setViewControllers([dashboard], animated: false)`, then
/// `window.rootViewController = navigationController` (or the other way round). Shown, the stack
/// is its root, in it, as `UINavigationController(rootViewController: welcome)` would be.
enum StackRootsSet {
    /// The first screen the function around `node` sets on the stack named `name`
    /// (`navigationController`, `self.` or not): the setting nearest before `node`, else the
    /// first after it; `nil` when the function sets none.
    static func root(of name: String, around node: some SyntaxProtocol) -> ExprSyntax? {
        // The stack a call or an assignment is made on is not shown by it.
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return nil }
        var current = Syntax(node).parent
        while let ancestor = current, !ancestor.is(FunctionDeclSyntax.self), !ancestor.is(InitializerDeclSyntax.self),
              !ancestor.is(AccessorDeclSyntax.self) {
            current = ancestor.parent
        }
        guard let function = current else { return nil }
        let finder = Finder(name: name)
        finder.walk(function)
        let offset = node.position.utf8Offset
        return finder.roots.last { $0.offset < offset }?.root ?? finder.roots.first { $0.offset > offset }?.root
    }

    /// Whether `target` is a stack as such, built empty or held in a property: one a function
    /// may set screens on.
    static func mayBeEmptyStack(_ target: TargetExpression) -> Bool {
        // A property read as the file alone tells: named as a stack (a page controller is no stack).
        if case .property(let name) = target.unfollowed { return name.lowercased().contains("nav") }
        // A navigation stack built: a tab bar controller's `viewControllers` are its tabs, side by side.
        if case .type(let type) = target.unfollowed { return PresentableCoordinators.isStack(type) }
        return false
    }

    /// The settings of a stack's screens in a function, in order.
    private final class Finder: SyntaxVisitor {
        let name: String
        var roots: [(offset: Int, root: ExprSyntax)] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        private func isStack(_ expression: ExprSyntax?) -> Bool {
            guard let expression, let written = SyntaxText.referencePath(expression) else { return false }
            return SyntaxText.droppingSelf(written) == [name]
        }

        private static func first(of list: ExprSyntax) -> ExprSyntax? {
            list.as(ArrayExprSyntax.self)?.elements.first?.expression
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "viewControllers",
               isStack(member.base), let root = Self.first(of: elements[2]) {
                roots.append((node.position.utf8Offset, root))
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "setViewControllers", isStack(member.base),
               !node.arguments.contains(where: { $0.label?.text == "direction" }),
               let list = node.arguments.first?.expression, let root = Self.first(of: list) {
                roots.append((node.position.utf8Offset, root))
            }
            return .visitChildren
        }
    }
}
