import SwiftSyntax

/// A `NavigationSplitView` whose sidebar is a `List(selection: $selection)` and whose detail
/// column switches over that selection: the sidebar's `NavigationLink(value: Item.case)` shows
/// the view the detail builds for that case, as a `navigationDestination(for: Item.self)` would.
enum SplitViewSelections {
    /// The registry `node` (a `NavigationSplitView(…)`) is, when its sidebar selects by a member
    /// whose type the enclosing type declares and its detail switches over that member.
    /// - Parameters:
    ///   - node: The split view's call.
    ///   - content: Reads the detail's views.
    ///   - file: The file's path.
    ///   - mirrored: Whether a detail switching over another value counts (a model's
    ///     `navigation.currentItem` kept in step with the selection): true for the sidebar's own
    ///     rows, which select in this split view only; a registry others may use switches over
    ///     the selection itself.
    static func registry(_ node: FunctionCallExprSyntax, content: ViewContentReader, file: String,
                         mirrored: Bool = false) -> SwiftUIRegistry? {
        let closures = ViewContentReader.closures(of: node)
        guard let sidebar = closures.first,
              let detail = node.additionalTrailingClosures.first(where: { $0.label.text == "detail" })?.closure
                ?? node.arguments.first(where: { $0.label?.text == "detail" })?.expression.as(ClosureExprSyntax.self),
              let member = Finder.selection(in: sidebar),
              let switched = Finder.switchOver(member, in: detail) ?? (mirrored ? Finder.firstSwitch(in: detail) : nil),
              let type = declaredType(of: member, around: node) else { return nil }
        let views = content.views(of: ExprSyntax(switched))
        guard views.contains(where: { $0.caseName != nil }) else { return nil }
        return SwiftUIRegistry(key: .type(type), presentation: .push, byItem: false, views: views, file: file)
    }

    /// The type the enclosing type declares `member` with (`@State private var selection: MenuItem?`).
    private static func declaredType(of member: String, around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            let members = parent.as(StructDeclSyntax.self)?.memberBlock.members ?? parent.as(ClassDeclSyntax.self)?.memberBlock.members
            if let members {
                for case let variable? in members.map({ $0.decl.as(VariableDeclSyntax.self) }) {
                    for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == member {
                        return binding.typeAnnotation.map { SwiftUISiteReader.bound(SyntaxText.normalized($0.type)) }
                    }
                }
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// Finds a sidebar's selection and the detail's `switch` over it.
    private final class Finder: SyntaxVisitor {
        private var selection: String?
        private var member: String?
        private var switched: SwitchExprSyntax?
        private var anySwitch = false

        static func selection(in closure: ClosureExprSyntax) -> String? {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(closure)
            return finder.selection
        }

        static func switchOver(_ member: String, in closure: ClosureExprSyntax) -> SwitchExprSyntax? {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.member = member
            finder.walk(closure)
            return finder.switched
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard member == nil, selection == nil,
                  node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "List",
                  let bound = node.arguments.first(where: { $0.label?.text == "selection" }),
                  let (name, isMember) = SwiftUISiteReader.boundName(bound.expression), !isMember else { return .visitChildren }
            selection = name
            return .skipChildren
        }

        /// The detail's first `switch`, over whatever mirrors the selection (a model's
        /// `navigation.currentItem` kept in step with the list's `$currentNavItem`).
        static func firstSwitch(in closure: ClosureExprSyntax) -> SwitchExprSyntax? {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.member = ""
            finder.anySwitch = true
            finder.walk(closure)
            return finder.switched
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            if anySwitch, switched == nil {
                switched = node
                return .skipChildren
            }
            guard let member, switched == nil,
                  SyntaxText.referencePath(node.subject).map(SyntaxText.droppingSelf) == [member] else { return .visitChildren }
            switched = node
            return .skipChildren
        }
    }
}
