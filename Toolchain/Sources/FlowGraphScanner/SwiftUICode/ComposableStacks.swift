import SwiftSyntax

// The Composable Architecture's stacks (TCA 1.x): a view shows its store's path
// (`NavigationStack(path: $store.scope(state: \.path, action: \.path)) { RootView(…) }
// destination: { store in switch store.case { case let .detail(store): DetailView(store: store) } }`)
// and its reducer pushes by appending a case to that path (`state.path.append(.detail(…))`),
// reacting to an action of the stack's root (`case .list(.rowTapped)`) or of one of its screens
// (`case .path(.element(id: _, action: .detail(.editTapped)))`); a view's
// `NavigationLink(state: Feature.Path.State.detail(…))` pushes the same way. Which stack a push
// lands on is known once every file is read: the reducer is the type the stack's store holds.
// A case of a presented destination may also be shown in place (`if let store =
// store.scope(state: \.destination?.game, …) { GameView(store: store) }`): a presentation.

/// A stack of TCA's a view shows.
struct ComposableStackFact: Hashable, Sendable {
    /// The view whose code builds the stack.
    var owner: String
    /// The reducer its store holds (`StoreOf<Settings>`), when its property is declared in the
    /// same file.
    var reducer: String?
    /// The store's property the path is scoped from (`store`).
    var store: String
    /// The state's path member (`path` of `state: \.path`).
    var member: String
    /// The action the path's actions come back as (`path` of `action: \.path`).
    var action: String
    /// The views the destination builds, each with the case it is built for.
    var views: [BuiltView]
    /// The views the root builds from a scope of the store, by the action scoped to
    /// (`SendFormView(store: store.scope(state: \.form, action: \.sendForm))` under `sendForm`).
    var rootViews: [String: BuiltView]
}

/// A push onto a stack of TCA's: a reducer appending a case to its state's path, or a view's
/// `NavigationLink(state:)`.
struct StackPushFact: Hashable, Sendable {
    /// What made the push, which tells the screen it is made from.
    enum Trigger: Hashable, Sendable {
        /// A view's link.
        case link
        /// The cases of the reducer's action switched over where it appends (`.list(.rowTapped)` is
        /// `list`; `.path(.element(id: _, action: .detail(…)))` is `path` with the element `detail`).
        case actions([ActionCase])
    }

    /// One case of an action: its name, and for a stack's element action, the element's case.
    struct ActionCase: Hashable, Sendable {
        var name: String
        var element: String?
    }

    /// The reducer (for a link, the view) whose code pushes.
    var owner: String?
    /// The path appended to (`path`); `nil` for a link.
    var member: String?
    /// The reducer whose stack a link names by its path's state type (`Feature.Path.State.x`).
    var reducer: String?
    /// The case pushed.
    var caseName: String
    /// What made it.
    var trigger: Trigger
    /// Where the push is written.
    var position: SourcePosition
    /// Whether it sits inside an `#if` block.
    var conditional: Bool
}

enum ComposableStacks {
    /// `node` as a view's TCA stack: a `NavigationStack` (or `NavigationStackStore`) whose path is
    /// a scope of a store and whose `destination:` closure builds the screens.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code builds it.
    ///   - content: Reads what a closure builds.
    static func stack(_ node: FunctionCallExprSyntax, owner: String?, content: ViewContentReader) -> ComposableStackFact? {
        guard let owner, let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "NavigationStack" || name == "NavigationStackStore",
              let path = node.arguments.first(where: { $0.label?.text == "path" || ($0.label == nil && name == "NavigationStackStore") }),
              let scope = scopeCall(in: path.expression),
              let store = scope.calledExpression.as(MemberAccessExprSyntax.self)?.base.flatMap(storeName),
              let member = keyPathMember(scope, label: "state") else { return nil }
        let destination = node.additionalTrailingClosures.first(where: { $0.label.text == "destination" })?.closure
            ?? node.arguments.first(where: { $0.label?.text == "destination" })?.expression.as(ClosureExprSyntax.self)
        guard let destination else { return nil }
        let views = content.views(of: destination).filter { $0.caseName != nil && !$0.chain.contains(caseLet) }
            + caseLetViews(in: Syntax(destination), content: content)
        guard !views.isEmpty else { return nil }
        var rootViews: [String: BuiltView] = [:]
        if let root = node.trailingClosure {
            for (action, view) in scopedViews(in: Syntax(root), source: content.source) where rootViews[action] == nil { rootViews[action] = view }
        }
        return ComposableStackFact(owner: owner, store: store, member: member, action: keyPathMember(scope, label: "action") ?? member,
                                   views: views, rootViews: rootViews)
    }

    /// `state.path.append(.detail(…))` in a reducer's code: a push onto the stack of that path.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code makes it.
    ///   - source: The file, for positions.
    ///   - conditional: Whether it sits inside an `#if` block.
    static func append(_ node: FunctionCallExprSyntax, owner: String?, source: SourceContext, conditional: Bool) -> StackPushFact? {
        guard let owner, let called = node.calledExpression.as(MemberAccessExprSyntax.self), called.declName.baseName.text == "append",
              let path = called.base?.as(MemberAccessExprSyntax.self),
              let base = path.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind != .keyword(.self),
              node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
              let value = ViewContentReader.caseValue(argument.expression) else { return nil }
        return StackPushFact(owner: owner, member: path.declName.baseName.text, caseName: value.caseName,
                             trigger: .actions(triggers(of: Syntax(node))), position: source.position(of: called.declName.baseName),
                             conditional: conditional)
    }

    /// `NavigationLink(state: Feature.Path.State.detail(…))`: a push of that case onto the stack
    /// of `Feature`'s path (of whichever stack has the case, when the type is not written).
    static func link(_ node: FunctionCallExprSyntax, owner: String?, source: SourceContext, conditional: Bool) -> StackPushFact? {
        guard let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName, name.text == SwiftUI.navigationLink,
              let state = node.arguments.first(where: { $0.label?.text == "state" }),
              let value = ViewContentReader.caseValue(state.expression) else { return nil }
        // `Feature.Path.State`: the reducer is what the path's enum is nested in.
        let components = value.type.map { $0.split(separator: ".").map(String.init) } ?? []
        let reducer = components.count >= 3 ? components[components.count - 3] : nil
        return StackPushFact(owner: owner, reducer: reducer, caseName: value.caseName, trigger: .link,
                             position: source.position(of: name), conditional: conditional)
    }

    /// `if let store = store.scope(state: \.destination?.game, action: …) { GameView(store: store) }`:
    /// a case of a reducer's presented destination shown in place of the view's content or over
    /// it, a presentation of the views the branch builds, at the `if`.
    /// - Parameters:
    ///   - node: An `if`.
    ///   - owner: The view whose code holds it.
    ///   - content: Reads what the branch builds.
    ///   - conditional: Whether it sits inside an `#if` block.
    static func destinationShownInPlace(_ node: IfExprSyntax, owner: String?, content: ViewContentReader,
                                        conditional: Bool) -> SwiftUISiteFact? {
        guard let owner, node.conditions.count == 1, case .optionalBinding(let binding)? = node.conditions.first?.condition,
              let value = binding.initializer?.value, let scope = scopeCall(in: value),
              let keyPath = scope.arguments.first(where: { $0.label?.text == "state" })?.expression.as(KeyPathExprSyntax.self),
              keyPath.components.count >= 2,
              keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "destination",
              keyPath.components.contains(where: { $0.component.is(KeyPathOptionalComponentSyntax.self) }) else { return nil }
        let views = content.views(in: node.body.statements)
        guard !views.isEmpty else { return nil }
        let caseName = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text ?? ""
        return SwiftUISiteFact(presentation: .fullScreenCover, owner: owner, views: views, showsValue: false, label: caseName,
                               text: "if let … = store.scope(…)", position: content.source.position(of: node.ifKeyword),
                               conditional: conditional)
    }

    /// The reducer a store's declared type holds: `R` of `StoreOf<R>` and of `Store<R.State, R.Action>`.
    static func reducer(ofStore type: TypeSyntax) -> String? {
        guard let named = type.as(IdentifierTypeSyntax.self), let arguments = named.genericArgumentClause?.arguments,
              let first = arguments.first else { return nil }
        let written = SyntaxText.normalized(first.argument)
        switch named.name.text {
        case "StoreOf" where arguments.count == 1:
            return TypeNames.looksLikeType(written) ? written : nil
        case "Store" where arguments.count == 2 && written.hasSuffix(".State"):
            return String(written.dropLast(".State".count))
        default:
            return nil
        }
    }

    /// TCA 1.0's view of one case of an enum's store, in a destination switching over its state.
    private static let caseLet = "CaseLet"

    /// The views a TCA 1.0 destination builds, case by case (`CaseLet(/Path.State.detail, action:
    /// Path.Action.detail, then: DetailView.init(store:))`, `then: { DetailView(store: $0) }`).
    private static func caseLetViews(in node: Syntax, content: ViewContentReader) -> [BuiltView] {
        SyntaxText.calls(in: node).flatMap { call -> [BuiltView] in
            guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == caseLet,
                  let path = call.arguments.first?.expression,
                  let caseName = SyntaxText.normalized(path).split(separator: ".").last.map(String.init),
                  let then = call.arguments.first(where: { $0.label?.text == "then" })?.expression
                    ?? call.trailingClosure.map(ExprSyntax.init) else { return [] }
            var views: [BuiltView]
            if let closure = then.as(ClosureExprSyntax.self) {
                views = content.views(of: closure)
            } else if let initialiser = then.as(MemberAccessExprSyntax.self), initialiser.declName.baseName.tokenKind == .keyword(.`init`),
                      let type = initialiser.base?.as(DeclReferenceExprSyntax.self)?.baseName.text {
                views = [BuiltView(chain: [type], position: content.source.position(of: initialiser))]
            } else {
                views = []
            }
            for index in views.indices { views[index].caseName = caseName }
            return views
        }
    }

    /// The `scope(state:action:)` call a path argument is or binds (`$store.scope(…)`, `store.scope(…)`).
    private static func scopeCall(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "scope" else { return nil }
        return call
    }

    /// Whether `expression` is a binding to a scope of a store (`$store.scope(state: \.alert, action: \.alert)`),
    /// or to a case of one (`$store.scope(\.$destination, action: \.destination).alert`): a TCA
    /// alert's or dialog's state.
    static func isScopedBinding(_ expression: ExprSyntax) -> Bool {
        let scoped = expression.as(MemberAccessExprSyntax.self)?.base ?? expression
        guard let base = scopeCall(in: scoped)?.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let path = SyntaxText.referencePath(base) else { return false }
        return path.first?.hasPrefix("$") == true
    }

    /// The store's property a scope is called on (`store` of `$store` and `self.store`).
    private static func storeName(_ base: ExprSyntax) -> String? {
        guard let path = SyntaxText.referencePath(base).map(SyntaxText.droppingSelf), path.count == 1 else { return nil }
        return path[0].hasPrefix("$") ? String(path[0].dropFirst()) : path[0]
    }

    /// The one member a scope's key path argument names (`path` of `state: \.path`, and of the
    /// first argument of a binding's `scope(\.path, action: \.path)`, unlabelled).
    private static func keyPathMember(_ scope: FunctionCallExprSyntax, label: String) -> String? {
        let argument = scope.arguments.first { $0.label?.text == label }
            ?? (label == "state" ? scope.arguments.first.flatMap { $0.label == nil ? $0 : nil } : nil)
        guard let keyPath = argument?.expression.as(KeyPathExprSyntax.self),
              keyPath.components.count == 1,
              let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) else { return nil }
        return property.declName.baseName.text
    }

    /// The views built with a scope of the store under `node`, by the action scoped to.
    private static func scopedViews(in node: Syntax, source: SourceContext) -> [(String, BuiltView)] {
        var found: [(String, BuiltView)] = []
        for call in SyntaxText.calls(in: node) {
            guard let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, TypeNames.looksLikeType(type),
                  !SwiftUI.isBuiltIn(type) else { continue }
            for argument in call.arguments {
                if let scope = scopeCall(in: argument.expression), let action = keyPathMember(scope, label: "action") {
                    found.append((action, BuiltView(chain: [type], position: source.position(of: call.calledExpression))))
                }
            }
        }
        return found
    }

    /// The action cases the code at `node` runs for: the patterns of the nearest enclosing case of
    /// a `switch` over an action (`switch action`), looked for outwards to the enclosing function.
    private static func triggers(of node: Syntax) -> [StackPushFact.ActionCase] {
        var current = node.parent
        while let node = current, !node.is(FunctionDeclSyntax.self) {
            if let switchCase = node.as(SwitchCaseSyntax.self), let label = switchCase.label.as(SwitchCaseLabelSyntax.self),
               let switched = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
               switched.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "action" {
                return label.caseItems.compactMap { actionCase($0.pattern) }
            }
            current = node.parent
        }
        return []
    }

    /// `.list(.rowTapped)` as `list`; `.path(.element(id: _, action: .detail(…)))` as `path`, element
    /// `detail`; `.element(id: _, action: .detail(…))` (a path's actions switched over) as element `detail`.
    private static func actionCase(_ pattern: PatternSyntax) -> StackPushFact.ActionCase? {
        let bound = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let expression = bound.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        guard let (name, arguments) = caseCall(expression) else { return nil }
        if name == "element" { return elementCase(arguments).map { StackPushFact.ActionCase(name: "", element: $0) } }
        let inner = arguments?.first.flatMap { caseCall($0.expression) }
        return StackPushFact.ActionCase(name: name, element: inner.flatMap { $0.name == "element" ? elementCase($0.arguments) : nil })
    }

    /// The case a pattern's expression names and its arguments (`.detail(.edit)`, `.detail`).
    private static func caseCall(_ expression: ExprSyntax) -> (name: String, arguments: LabeledExprListSyntax?)? {
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.declName.baseName.text, call.arguments)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return (member.declName.baseName.text, nil) }
        return nil
    }

    /// The case of an element action's `action:` argument (`detail` of `.element(id: _, action:
    /// .detail(…))`, and of `.element(_, .detail(…))`, its second argument unlabelled).
    private static func elementCase(_ arguments: LabeledExprListSyntax?) -> String? {
        guard let arguments else { return nil }
        let action = arguments.first { $0.label?.text == "action" }
            ?? (arguments.count == 2 && arguments.allSatisfy { $0.label == nil } ? arguments.last : nil)
        return action.flatMap { caseCall($0.expression)?.name }
    }
}
