import SwiftSyntax

/// A router's method keeping the view a closure builds, to present it later: `func present(type:
/// RouteType = .sheet, @ViewBuilder content: @escaping (Binding<Bool>) -> some View)` appends
/// a route to its stack, and a modifier of the app presents the top route's view in a sheet. No
/// UIKit call and no SwiftUI modifier names a screen there; each caller's closure does
/// (`Coordinator.shared.present { isPresented in SendView(isPresented: isPresented) }`). So such
/// a method is a wrapper showing what the closure it is handed builds, from the caller, where
/// the call is made; its name says how (`push…` pushes, `present…` and `show…` present).
enum KeptViewRouters {
    /// The wrapper `node` is, when it is such a method of `owner`: named as a verb, giving back
    /// nothing, with one closure parameter building a view, and a body naming no navigation of
    /// its own (`navigates`: a helper hosting the view it builds is read through its UIKit call).
    /// - Parameters:
    ///   - node: A method of a type.
    ///   - owner: The type's name.
    ///   - navigates: Whether the body names navigation.
    ///   - position: Where the method's name stands.
    static func wrapper(_ node: FunctionDeclSyntax, owner: String, navigates: Bool,
                        at position: SourcePosition) -> NavigationWrappers.Wrapper? {
        guard !navigates, node.body != nil, node.signature.returnClause == nil, let action = action(named: node.name.text),
              !node.modifiers.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
        else { return nil }
        let syntax = Array(node.signature.parameterClause.parameters)
        let generics = viewGenerics(of: node)
        let building = syntax.indices.filter { buildsView(syntax[$0].type, generics: generics) }
        guard building.count == 1, let index = building.first else { return nil }
        return NavigationWrappers.Wrapper(owner: owner, parameters: syntax.map(NavigationWrappers.Parameter.init),
                                          shown: .parameter(index), scope: .valuesOfItsType, action: action, embeds: false,
                                          invokes: true, position: position)
    }

    /// How a method named `name` shows what it keeps, if its name is a verb's.
    private static func action(named name: String) -> UIKit.Action? {
        if name.hasPrefix("push") { return .push }
        if name.hasPrefix("present") || name.hasPrefix("show") { return .present }
        return nil
    }

    /// The generic parameters of `node` constrained to `View` (`<Content: View>`, `where Content: View`).
    private static func viewGenerics(of node: FunctionDeclSyntax) -> Set<String> {
        var names = Set<String>()
        for parameter in node.genericParameterClause?.parameters ?? [] where parameter.inheritedType?.trimmedDescription == "View" {
            names.insert(parameter.name.text)
        }
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               conformance.rightType.trimmedDescription == "View" {
                names.insert(conformance.leftType.trimmedDescription)
            }
        }
        return names
    }

    /// Whether `type` is a closure's building a view (`@ViewBuilder @escaping (Binding<Bool>) ->
    /// some View`, `() -> Content` with `Content: View`, `() -> AnyView`).
    private static func buildsView(_ type: TypeSyntax, generics: Set<String>) -> Bool {
        var current = TargetReader.unwrapped(type)
        while let attributed = current.as(AttributedTypeSyntax.self) { current = TargetReader.unwrapped(attributed.baseType) }
        guard let function = current.as(FunctionTypeSyntax.self) else { return false }
        let returned = function.returnClause.type
        if let opaque = returned.as(SomeOrAnyTypeSyntax.self) { return opaque.constraint.trimmedDescription == "View" }
        let name = returned.trimmedDescription
        return name == "AnyView" || generics.contains(name)
    }

    /// What the closure a router keeps builds: each view of its branches, past a container
    /// wrapped around it by name alone (`ThemeNavigationStack { SendView() }` shows a
    /// `SendView`); `.unknown` when a branch builds none of the app's.
    static func shown(by closure: ClosureExprSyntax, reader: TargetReader) -> TargetExpression {
        MethodReturns.viewBuilt(in: closure.statements, reader: reader, unwrapping: content(of:)) ?? .unknown
    }

    /// The view `view` wraps when it is a type built with nothing but a closure, modified or not
    /// (`NavigationStack { Form() }`, an app's `ThemeNavigationStack { Form() }.padding()`, `Stack
    /// { path in Form(path: path) }`): the one view that closure builds, as deep as such wrappers
    /// go, or `nil` when it cannot be told; `view` otherwise.
    private static func content(of view: ExprSyntax) -> ExprSyntax? {
        guard let call = ViewContentReader.unmodified(view).as(FunctionCallExprSyntax.self),
              call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty, let closure = call.trailingClosure,
              let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(type)
        else { return view }
        guard let inner = BuiltViewExpressions.views(in: closure.statements), inner.count == 1, let only = inner.first else { return nil }
        return content(of: only)
    }
}
