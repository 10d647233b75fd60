import SwiftSyntax

/// A `NavigationSplitView` whose sidebar is a `List(selection: $selection)` and whose detail
/// column switches over that selection: the sidebar's `NavigationLink(value: Item.case)` shows
/// the view the detail builds for that case, as a `navigationDestination(for: Item.self)` would.
enum SplitViewSelections {
    /// A split view's selecting sidebar and what its detail builds for each case.
    struct Detail {
        /// The detail's views, each under its case, as a registry of the selection's type.
        var registry: SwiftUIRegistry
        /// Whether the detail switches over the selection itself, so that any link to a value of
        /// its type shows it; one switching over a model kept in step with the selection
        /// (`navigation.currentItem` beside `$currentNavItem`) serves this sidebar's rows only.
        var switchesOverSelection: Bool
        /// The sidebar's `List(selection:)`.
        var list: FunctionCallExprSyntax
    }

    /// The detail of `node` (a `NavigationSplitView(…)`), when its sidebar selects by a member
    /// whose type the enclosing type declares and its detail switches over that member, or else
    /// over the first value it switches on.
    /// - Parameters:
    ///   - node: The split view's call.
    ///   - content: Reads the detail's views.
    ///   - file: The file's path.
    static func detail(of node: FunctionCallExprSyntax, content: ViewContentReader, file: String) -> Detail? {
        let closures = ViewContentReader.closures(of: node)
        guard let sidebar = closures.first,
              let detail = node.additionalTrailingClosures.first(where: { $0.label.text == "detail" })?.closure
                ?? node.arguments.first(where: { $0.label?.text == "detail" })?.expression.as(ClosureExprSyntax.self),
              let (list, member) = Finder.selectingList(in: sidebar),
              let type = memberBinding(member, around: node)?.typeAnnotation.map({ SwiftUISiteReader.bound(SyntaxText.normalized($0.type)) })
        else { return nil }
        let own = Finder.switchOver(member, in: detail)
        guard let switched = own ?? Finder.switchOver(nil, in: detail) else { return nil }
        let views = content.views(of: ExprSyntax(switched))
        guard views.contains(where: { $0.caseName != nil }) else { return nil }
        return Detail(registry: SwiftUIRegistry(key: .type(type), presentation: .push, byItem: false, views: views, file: file),
                      switchesOverSelection: own != nil, list: list)
    }

    /// The binding of the enclosing type's property `name` (`@State private var selection:
    /// MenuItem?`, `private let primaryItems: [MenuItem] = [.bookmarks]`).
    static func memberBinding(_ name: String, around node: some SyntaxProtocol) -> PatternBindingSyntax? {
        var current = node.parent
        while let parent = current {
            let members = parent.as(StructDeclSyntax.self)?.memberBlock.members ?? parent.as(ClassDeclSyntax.self)?.memberBlock.members
            if let members {
                for case let variable? in members.map({ $0.decl.as(VariableDeclSyntax.self) }) {
                    if let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }) {
                        return binding
                    }
                }
                return nil
            }
            current = parent.parent
        }
        return nil
    }

    /// Finds a sidebar's selecting list and the detail's `switch`.
    private final class Finder: SyntaxVisitor {
        private var list: (node: FunctionCallExprSyntax, member: String)?
        /// The `switch` looked for: over this member, or (`nil`) the first one.
        private var member: String??
        private var switched: SwitchExprSyntax?

        static func selectingList(in closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String)? {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(closure)
            return finder.list
        }

        /// The first `switch` over `member`, or, for `nil`, the first `switch` at all.
        static func switchOver(_ member: String?, in closure: ClosureExprSyntax) -> SwitchExprSyntax? {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.member = .some(member)
            finder.walk(closure)
            return finder.switched
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard member == nil, list == nil,
                  node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "List",
                  let bound = node.arguments.first(where: { $0.label?.text == "selection" }),
                  let (name, isMember) = SwiftUISiteReader.boundName(bound.expression), !isMember else { return .visitChildren }
            list = (node, name)
            return .skipChildren
        }

        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
            guard case .some(let wanted) = member, switched == nil else { return .visitChildren }
            if let wanted, SyntaxText.referencePath(node.subject).map(SyntaxText.droppingSelf) != [wanted] { return .visitChildren }
            switched = node
            return .skipChildren
        }
    }
}
