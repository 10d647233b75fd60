import SwiftSyntax

/// A view of the app's that links to a view it is given (`struct SettingsNavigationLink<Destination:
/// View>: View { let destination: Destination; var body: some View { NavigationLink(destination:
/// self.destination) { … } } }`): each place building it with a view
/// (`SettingsNavigationLink(destination: SoundsSettingsView(store: store), title: "Sounds")`), or
/// with a closure building one (`NavigationRow(destination: { AccountsView() }) { … }`, or
/// `ReportLink(title: t) { ReportView() }` when the trailing closure gives the property linked),
/// pushes that view, from the view whose code builds it, at the call. A view whose popover, sheet
/// or cover shows its own property (`.popover(isPresented: $showing, content: details)`) is read
/// alike: each build presents what it is handed.
enum LinkWrappers {
    /// The property of its own type a `NavigationLink`'s destination is (`self.destination`,
    /// `destination`): the link shows what the type is built with under that label.
    static func linkedProperty(_ destination: ExprSyntax) -> String? {
        if let reference = destination.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isLowercase == true {
            return reference.baseName.text
        }
        guard let member = destination.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// The property of its own type a presenting modifier's content is (`content: popover`,
    /// `{ popover() }`, `{ content }`): the modifier presents what the type is built with under
    /// that label; `nil` for any other content.
    static func presentedProperty(_ content: ExprSyntax?) -> String? {
        guard var expression = content else { return nil }
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.signature == nil, closure.statements.count == 1,
                  let only = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            expression = only
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            expression = call.calledExpression
        }
        return linkedProperty(expression)
    }

    /// Whether `link` is all its view's `body` builds, under modifiers (`var body: some View {
    /// NavigationLink { destination() } label: { … }.buttonStyle(.plain) }`).
    static func isWholeBody(_ link: FunctionCallExprSyntax) -> Bool {
        var top = ExprSyntax(link)
        while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
              let modified = member.parent?.as(FunctionCallExprSyntax.self) {
            top = ExprSyntax(modified)
        }
        guard let item = top.parent?.as(CodeBlockItemSyntax.self), let statements = item.parent?.as(CodeBlockItemListSyntax.self),
              statements.count == 1, let binding = statements.parent?.parent?.as(PatternBindingSyntax.self) else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
    }

    /// The label a build's trailing closure is filed under, which no argument's can be.
    static let trailingClosureLabel = "{ trailing closure }"

    /// The property of `node`'s that a trailing closure building it gives: its initialiser's last
    /// parameter when it declares one taking a closure last, else (its memberwise initialiser's)
    /// its last stored property set by no default; `nil` when neither is.
    static func trailingClosureProperty(of node: StructDeclSyntax) -> String? {
        var lastStored: String?
        for member in node.memberBlock.members {
            if let initialiser = member.decl.as(InitializerDeclSyntax.self) {
                guard let last = initialiser.signature.parameterClause.parameters.last,
                      SyntaxText.normalized(last.type).contains("->") else { return nil }
                return (last.secondName ?? last.firstName).text
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  variable.attributes.allSatisfy({ $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && binding.initializer == nil {
                lastStored = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
        }
        return lastStored
    }

    /// The type `node` builds when it is written like one of the app's (`SettingsLink(…)`): a
    /// capitalised name that is none of SwiftUI's; `nil` for any other call.
    static func appTypeBuilt(by node: FunctionCallExprSyntax) -> String? {
        guard let type = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              TypeNames.looksLikeType(type), !SwiftUI.isBuiltIn(type) else { return nil }
        return type
    }

    /// `node` as a build of a type of the app's handed views under labels, when it may be a link
    /// wrapper's: a type that is none of SwiftUI's, one labelled argument at least building a
    /// screen. Whether it is one is told once every file is read.
    static func build(_ node: FunctionCallExprSyntax, owner: String?, content: ViewContentReader, source: SourceContext,
                      conditional: Bool) -> PresentingCallFact? {
        guard let type = appTypeBuilt(by: node) else { return nil }
        var arguments: [String: [BuiltView]] = [:]
        for argument in node.arguments {
            guard let label = argument.label?.text else { continue }
            let built: [BuiltView]
            if argument.expression.is(FunctionCallExprSyntax.self) {
                built = content.views(of: argument.expression)
            } else if let closure = argument.expression.as(ClosureExprSyntax.self), closure.signature == nil {
                // `destination: { AccountsView() }`, for an initialiser keeping what it builds
                // (`self.destination = destination()`).
                built = content.views(of: closure)
            } else {
                continue
            }
            let views = built.filter(ViewContentReader.namesAScreen)
            if !views.isEmpty { arguments[label] = views }
        }
        // `AuditLink(title: t) { ReportView() }`: the closure gives the property a trailing
        // closure gives (``trailingClosureProperty(of:)``).
        if let closure = node.trailingClosure, closure.signature == nil {
            let views = content.views(of: closure).filter(ViewContentReader.namesAScreen)
            if !views.isEmpty { arguments[trailingClosureLabel] = views }
        }
        guard !arguments.isEmpty else { return nil }
        return PresentingCallFact(method: type, owner: owner, closures: arguments, binding: type, text: "\(type)(…)",
                                  position: source.position(of: node.calledExpression), conditional: conditional)
    }
}
