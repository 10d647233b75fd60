import SwiftSyntax

/// A view of the app's handing a route it is built with to a router (`struct SettingsLink:
/// View { let value: Route; var body: some View { Button { Nav.to(value) } label: { … } } }`):
/// each place building it with a case (`SettingsLink(.setting(.general), "General")`) is that
/// router call, from the view whose code builds it, at the build, as a `NavigationLink(value:)`
/// there would be.
struct RouteForwarder: Hashable, Sendable {
    /// The property of the view's own that it hands over (`value`).
    var property: String
    /// The router method, as ``RouterSiteFact/member`` names it (`to(_:)`), called on a value
    /// or a type named by reference (`Nav.to(…)`, `router.navigate(to:)`).
    var member: String
}

/// A view type built with a case among its arguments (`SettingsLink(.setting(.general), "General")`),
/// which is a router call when that type forwards the argument's property to a router.
struct CaseBuildFact: Hashable, Sendable {
    /// The type built, by its last name component.
    var type: String
    /// The cases it is handed, by label; an unlabelled one as `_0`, `_1`… by its place among
    /// the unlabelled arguments.
    var cases: [String: CaseValue]
    /// The type whose code builds it.
    var owner: String?
    /// The build's text, short, for a note.
    var text: String
    /// Where the built type's name is.
    var position: SourcePosition
    /// Whether the build sits inside an `#if` block.
    var conditional: Bool
}

/// Reads the views handing their route to a router (``RouteForwarder``) and the builds of the
/// app's types with cases (``CaseBuildFact``), and pairs them into router calls.
enum RouteForwardingViews {
    /// `node` as a router method handed one of the type's own properties (`Nav.to(value)`,
    /// `router.navigate(to: self.route)`); `nil` for any other call.
    static func forwarder(_ node: FunctionCallExprSyntax) -> RouteForwarder? {
        guard node.arguments.count == 1, let argument = node.arguments.first,
              let property = LinkWrappers.linkedProperty(argument.expression),
              let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              SyntaxText.referencePath(base) != nil else { return nil }
        return RouteForwarder(property: property, member: SwiftUI.member(member.declName.baseName.text, labels: [argument.label?.text]))
    }

    /// `node` as a build of a type of the app's handed at least one case; `nil` otherwise.
    static func build(_ node: FunctionCallExprSyntax, owner: String?, source: SourceContext, conditional: Bool) -> CaseBuildFact? {
        guard let type = LinkWrappers.appTypeBuilt(by: node) else { return nil }
        var cases: [String: CaseValue] = [:]
        var unlabelled = 0
        for argument in node.arguments {
            let key = argument.label?.text ?? "_\(unlabelled)"
            if argument.label == nil { unlabelled += 1 }
            if let value = ViewContentReader.caseValue(argument.expression) { cases[key] = value }
        }
        guard !cases.isEmpty else { return nil }
        return CaseBuildFact(type: type, cases: cases, owner: owner, text: SwiftUISiteReader.note(node.calledExpression) + "(…)",
                             position: source.position(of: node.calledExpression), conditional: conditional)
    }

    /// The router calls the `builds` make through the `forwarders` of the types they build: the
    /// case handed under the forwarded property's label, else, for a view built with it
    /// unlabelled (`init(_ value: Route, …)`), the first unlabelled case.
    /// - Parameters:
    ///   - builds: Builds of views with cases.
    ///   - forwarders: The forwarding views' own router calls, by type.
    static func routerCalls(_ builds: [CaseBuildFact], through forwarders: [String: [RouteForwarder]]) -> [RouterSiteFact] {
        guard !forwarders.isEmpty else { return [] }
        var calls: [RouterSiteFact] = []
        for build in builds {
            for forwarder in forwarders[build.type] ?? [] {
                guard let value = build.cases[forwarder.property] ?? build.cases["_0"] else { continue }
                var call = RouterSiteFact(member: forwarder.member, kind: .call, value: value, owner: build.owner, text: build.text,
                                          position: build.position, conditional: build.conditional)
                call.onValue = true
                calls.append(call)
            }
        }
        return calls
    }
}
