import SwiftSyntax

/// Routes that are values of a type the app declares, each made by a static member of that type
/// building the route around its view (`static var adminDashboard: NavigationRoute {
/// NavigationRoute(id: "adminDashboard") { AdminDashboardView() } }`, with `style: .sheet` for a
/// sheet): together, a registry of that type by member name, so a router handed
/// `.adminDashboard` shows the view, as an enum's registry shows a case's.
enum RouteValueFactories {
    /// The registry entry a static member makes, if it builds a value of its own type with a
    /// view in its trailing closure.
    /// - Parameters:
    ///   - owner: The type declaring the member.
    ///   - member: The member's name, the "case" a router is handed.
    ///   - returned: Its declared type.
    ///   - statements: Its body (a getter's, a method's).
    ///   - content: Reads the view the closure builds.
    ///   - file: The declaring file.
    static func registry(owner: String, member: String, returned: TypeSyntax, statements: CodeBlockItemListSyntax,
                         content: ViewContentReader, file: String) -> SwiftUIRegistry? {
        let type = TypeNames.lastComponent(of: owner)
        guard TypeNames.lookupName(of: SyntaxText.normalized(returned)) == type || returned.trimmedDescription == "Self",
              statements.count == 1, let only = statements.first.flatMap(ViewContentReader.expression(of:)) else { return nil }
        guard let call = only.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == type,
              let closure = call.trailingClosure else { return nil }
        let views = content.views(of: closure).map { view in
            var view = view
            view.caseName = member
            return view
        }
        guard !views.isEmpty else { return nil }
        return SwiftUIRegistry(key: .type(type), presentation: presentation(of: call), byItem: false, views: views, file: file)
    }

    /// How the route is shown, by its `style:` argument's case: a sheet, a full-screen cover, else
    /// pushed.
    private static func presentation(of call: FunctionCallExprSyntax) -> SwiftUI.Presentation {
        guard let style = call.arguments.first(where: { $0.label?.text == "style" }),
              let name = ViewContentReader.caseValue(style.expression)?.caseName.lowercased() else { return .push }
        if name.contains("sheet") || name.contains("popover") { return .sheet }
        if name.contains("fullscreen") || name.contains("cover") { return .fullScreenCover }
        return .push
    }
}
