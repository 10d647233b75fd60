import SwiftSyntax

/// Reads which views a content builds: a sheet's closure, a link's destination, a tab's child.
/// A content builds the first view its statements construct, looking through modifiers
/// (`DetailView().padding()`) and into containers and wrappers (`NavigationStack { X() }`,
/// `LazyView(X())`); each branch of an `if`, a `#if` or a ternary builds one, and each case of a
/// `switch` one labelled with the case. Which constructed type is the screen is the resolver's
/// call: a wrapper declared in another file is known only there.
struct ViewContentReader {
    /// The file's path, lines and bytes.
    let source: SourceContext
    /// Whether another value's property is read as a view it builds (`item.destinationView`):
    /// only where a link or a presenting modifier's content stands, since everywhere else in a
    /// view's body `theme.separator` is far more often a value, and each such name would be
    /// looked for in every file.
    var readsValueProperties = false

    /// The locals declared without a value in the statements around (`let view: AnyView`): each
    /// branch setting one (`view = AnyView(ThemesView())`) builds what it sets, since the content
    /// returns that local after the branches.
    var assignedLocals: Set<String> = []

    /// This reader, reading another value's property as a view it builds.
    var readingValueProperties: ViewContentReader {
        var reader = self
        reader.readsValueProperties = true
        return reader
    }

    /// The views a closure builds.
    func views(of closure: ClosureExprSyntax) -> [BuiltView] { views(in: closure.statements) }

    /// The views the first statement that builds any builds; statements building only SwiftUI's
    /// leaves (a `Text` header above the screen) are passed over.
    func views(in statements: CodeBlockItemListSyntax) -> [BuiltView] {
        let declared = Self.localsDeclaredWithoutValue(in: statements)
        var reader = self
        reader.assignedLocals.formUnion(declared)
        for item in statements {
            let found = reader.views(of: item)
            if found.contains(where: Self.namesAScreen) { return found }
        }
        return []
    }

    /// Every view the statements build, one for each statement: a `TabView`'s children.
    func children(in statements: CodeBlockItemListSyntax) -> [BuiltView] { children(in: statements, locals: [:]) }

    /// - Parameters:
    ///   - statements: A tab view's content, or a part of it.
    ///   - locals: The cases of the constants declared around it (`let tab = Tabs.feed`).
    private func children(in statements: CodeBlockItemListSyntax, locals: [String: CaseValue]) -> [BuiltView] {
        var locals = locals
        return statements.flatMap { item -> [BuiltView] in
            if let config = item.item.as(IfConfigDeclSyntax.self) {
                return config.clauses.flatMap { clause in
                    (clause.elements?.as(CodeBlockItemListSyntax.self).map { children(in: $0, locals: locals) } ?? []).map { child in
                        var child = child
                        child.conditional = true
                        return child
                    }
                }
            }
            if let constant = item.item.as(VariableDeclSyntax.self) {
                for binding in constant.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                       let value = binding.initializer.flatMap({ ViewContentReader.caseValue($0.value) }) {
                        locals[name] = value
                    }
                }
                return []
            }
            guard let expression = Self.expression(of: item) else { return [] }
            return children(of: expression, locals: locals)
        }
    }

    /// The tabs a `Tab(…)` written outside a tab view's content builds: its content's views,
    /// placed at the tab.
    func tabs(of tab: FunctionCallExprSyntax) -> [BuiltView] { children(of: ExprSyntax(tab), locals: [:]) }

    /// The tabs one statement of a tab view builds: each `Tab`'s content, every child of a
    /// `ForEach` or section, each branch of an `if`.
    /// - Parameters:
    ///   - expression: The statement.
    ///   - locals: The cases of the constants declared around it.
    private func children(of expression: ExprSyntax, locals: [String: CaseValue]) -> [BuiltView] {
        if let branches = expression.as(IfExprSyntax.self) {
            return Self.branches(of: branches).flatMap { children(in: $0, locals: locals) }
        }
        let root = Self.unmodified(expression)
        guard let call = root.as(FunctionCallExprSyntax.self), let type = Self.typeName(call.calledExpression) else {
            return views(of: expression)
        }
        switch type {
        case "Tab":
            // A tab's content is where its views are; the tab's line is where the map points.
            let content = Self.content(of: call)
            let position = source.position(of: call.calledExpression)
            let value = call.arguments.first { $0.label?.text == "value" }.flatMap { argument in
                Self.caseValue(argument.expression)
                    ?? argument.expression.as(DeclReferenceExprSyntax.self).flatMap { locals[$0.baseName.text] }
            }
            return content.flatMap { views(in: $0) }.map { view in
                var view = view
                view.position = position
                view.valueCase = value?.caseName
                return view
            }
        case "ForEach", "TabSection", "Group", "Section":
            return Self.closures(of: call).flatMap { children(in: $0.statements, locals: locals) }
        default:
            return views(of: expression)
        }
    }

    /// The views one statement builds (each clause of a `#if`).
    private func views(of item: CodeBlockItemSyntax) -> [BuiltView] {
        if let config = item.item.as(IfConfigDeclSyntax.self) {
            return config.clauses.flatMap { clause in
                clause.elements?.as(CodeBlockItemListSyntax.self).map { views(in: $0) } ?? []
            }
        }
        return Self.expression(of: item).map { views(of: $0) } ?? []
    }

    /// The views an expression builds.
    /// - Parameters:
    ///   - expression: A view builder's expression.
    ///   - modified: Whether a modifier is called on it.
    /// The method dependency containers make a type's value with (Swinject's `resolve(_:)`).
    static let resolveMethod = "resolve"

    func views(of expression: ExprSyntax, modified: Bool = false) -> [BuiltView] {
        if let branches = expression.as(IfExprSyntax.self) {
            return Self.branches(of: branches).flatMap { views(in: $0) }
        }
        if let switched = expression.as(SwitchExprSyntax.self) {
            return switched.cases.flatMap { element -> [BuiltView] in
                guard let switchCase = element.as(SwitchCaseSyntax.self) else { return [] }
                let name = Self.caseName(of: switchCase.label)
                return views(in: switchCase.statements).map { view in
                    var view = view
                    // A switch nested in a case (`case .post: switch kind { … }`) builds that
                    // case's views: the outer case names them, unless it is the default.
                    if view.caseName == nil || (name != nil && name != "default") {
                        if let nested = view.caseName, nested != "default", name != nil, name != "default" { view.innerCaseName = nested }
                        view.caseName = name ?? view.caseName
                    }
                    return view
                }
            }
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return views(of: ternary.thenExpression) + views(of: ternary.elseExpression)
        }
        if let assigned = assignedValue(expression) { return views(of: assigned) }
        // `content.navigationTitle(t)` then `#if os(iOS) .navigationBarTitleDisplayMode(.inline) #endif`:
        // modifiers of the view before them.
        if let postfix = expression.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
            return views(of: base, modified: true)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), !TypeNames.looksLikeType(reference.baseName.text) {
            // A lowercase name alone in a view builder can only be a view the type builds itself
            // (`settingsContent`): its builder, read elsewhere in the type, tells which.
            return [BuiltView(chain: ["self.\(reference.baseName.text)"], position: source.position(of: expression))]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return [BuiltView(chain: ["self.\(member.declName.baseName.text)"], position: source.position(of: expression))]
        }
        // `item.destinationView`: a view another value builds in a property, as `tab.makeContentView()`
        // (modified, `theme.background.ignoresSafeArea()`, it is a value's colour or shape more often).
        if readsValueProperties, !modified, let member = expression.as(MemberAccessExprSyntax.self), let reference = member.base?.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isLowercase == true, !TypeNames.looksLikeType(member.declName.baseName.text) {
            return [BuiltView(chain: [".\(member.declName.baseName.text)"], position: source.position(of: expression),
                              receiver: reference.baseName.text)]
        }
        // `Modal { … }.backport.zoomTransition(…)`: a property of a view built, on the way to a
        // modifier, stands for the view.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
            return views(of: base, modified: true)
        }
        // `container.resolve(DetailView.self)!`: what a dependency container makes.
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return views(of: unwrapped.expression, modified: modified) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return [] }
        let position = source.position(of: expression)
        // A dependency container's resolution of a type (Swinject's `Assembler.resolve(
        // GeneralSettingsView.self)`): that type, made for the caller.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == Self.resolveMethod,
           let made = TargetReader.typeGiven(to: call) {
            return [BuiltView(chain: [made], position: position)]
        }
        if let type = Self.typeName(call.calledExpression) {
            if SwiftUI.leaves.contains(type) { return [BuiltView(chain: [type], position: position)] }
            let inner = Self.content(of: call).lazy.map { views(in: $0) }.first { !$0.isEmpty }
                ?? call.arguments.lazy.filter { $0.label == nil }.map { views(of: $0.expression) }.first { !$0.isEmpty } ?? []
            guard !inner.isEmpty else {
                var view = BuiltView(chain: [type], position: position)
                if !SwiftUI.isBuiltIn(type) { view.handed = Self.handedValues(call) }
                return [view]
            }
            return inner.map { view in
                // A value's builder in SwiftUI's own container (`Group { route.view() }`) is
                // still the value's: the registry handing it the value picks its case's view.
                if SwiftUI.isBuiltIn(type), view.chain.first?.hasPrefix(".") == true {
                    var built = view
                    built.position = position
                    return built
                }
                var built = BuiltView(chain: [type] + view.chain, caseName: view.caseName, position: position)
                built.handed = view.handed
                return built
            }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                // `self.makeContent()`, or a builder of another value (`tab.makeContentView()`).
                if reference.baseName.tokenKind == .keyword(.self) { return [BuiltView(chain: ["self.\(name)"], position: position)] }
                var view = BuiltView(chain: [".\(name)"], position: position, receiver: reference.baseName.text)
                view.handedCase = Self.handedCase(call)
                return [view]
            }
            // `WhatsNew.WhatsNewService.makeView()`: a builder of a type named with its module
            // or its outer type, as `WhatsNewService.makeView()`.
            if let path = SyntaxText.referencePath(base), path.count > 1, let type = path.last,
               path.allSatisfy({ TypeNames.looksLikeType($0) }) {
                return [BuiltView(chain: [".\(name)"], position: position, receiver: type)]
            }
            // `router.settingsRouter.build($0)`: a builder of a value reached through members,
            // handed a value (a registry's), not a modifier (`theme.background.ignoresSafeArea()`).
            if let path = SyntaxText.referencePath(base).map(SyntaxText.droppingSelf), path.count > 1,
               path.allSatisfy({ $0.first?.isLowercase == true }),
               call.arguments.contains(where: { argument in
                   argument.expression.as(DeclReferenceExprSyntax.self)
                       .map { $0.baseName.text.hasPrefix("$") || $0.baseName.text.first?.isLowercase == true } ?? false
               }) {
                return [BuiltView(chain: [".\(name)"], position: position, receiver: path[path.count - 1])]
            }
            // An optional value built in place and mapped to a view (`NetworkMetricsModel(task:
            // task).map { MetricsView(viewModel: $0) }`): the view the closure builds, not the
            // value. (A member mapped, `origin.url.map { FaviconReader(url: $0) }`, is a part.)
            if ["map", "flatMap"].contains(name),
               base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)
                   .map({ TypeNames.looksLikeType($0.baseName.text) }) == true,
               let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
               case let mapped = views(in: closure.statements), !mapped.isEmpty {
                return mapped
            }
            return views(of: base, modified: true)  // a modifier: the view it modifies
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return [BuiltView(chain: ["self.\(reference.baseName.text)"], position: position)]
        }
        return []
    }

    /// The value `expression` sets one of the ``assignedLocals`` to (`view = AnyView(X())`).
    private func assignedValue(_ expression: ExprSyntax) -> ExprSyntax? {
        guard !assignedLocals.isEmpty, let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text, assignedLocals.contains(name) else { return nil }
        return elements[2]
    }

    /// The names `statements` declare as locals with no value (`let view: AnyView`), set later.
    private static func localsDeclaredWithoutValue(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var names = Set<String>()
        for item in statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where binding.initializer == nil && binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// A body that is only a view a value builds in one of its properties, inside SwiftUI's own
    /// containers and with modifiers (`GeometryReader { _ in NavigationStack { tab.rootView
    /// .navigationBarHidden(true) } }`): that view, as `.rootView` of `tab`; `nil` for any other body.
    func valueBuiltBody(_ statements: CodeBlockItemListSyntax) -> BuiltView? {
        var containers: [String] = []
        // Declarations before the view (`@Bindable var router = router`) build nothing.
        var current = Array(statements.filter { !$0.item.is(VariableDeclSyntax.self) })
        while current.count == 1, let only = current.first, let written = Self.expression(of: only) {
            let expression = Self.unmodified(written)
            if let call = expression.as(FunctionCallExprSyntax.self), let type = Self.typeName(call.calledExpression),
               SwiftUI.isBuiltIn(type), !SwiftUI.leaves.contains(type), let inner = Self.content(of: call).first {
                containers.append(type)
                current = Array(inner.filter { !$0.item.is(VariableDeclSyntax.self) })
                continue
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), let value = member.base?.as(DeclReferenceExprSyntax.self),
                  value.baseName.tokenKind != .keyword(.self), value.baseName.text.first?.isLowercase == true,
                  !TypeNames.looksLikeType(member.declName.baseName.text) else { return nil }
            return BuiltView(chain: containers + [".\(member.declName.baseName.text)"], position: source.position(of: expression),
                             receiver: value.baseName.text)
        }
        return nil
    }

    /// Whether a view's chain holds anything but SwiftUI's leaves and containers.
    static func namesAScreen(_ view: BuiltView) -> Bool { view.chain.contains { !SwiftUI.isBuiltIn($0) } }

    /// The `switch self` that is all of `statements` (`func view() -> some View { switch self { … } }`),
    /// if it is: a value's own method choosing by its case.
    static func selfSwitch(_ statements: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard statements.count == 1, let only = statements.first.flatMap(expression(of:)),
              let choice = only.as(SwitchExprSyntax.self),
              choice.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return choice
    }

    /// The expression a statement holds (a `return`'s value), if any.
    static func expression(of item: CodeBlockItemSyntax) -> ExprSyntax? {
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }

    /// The bodies of an `if` and of its `else if`s and `else`.
    static func branches(of node: IfExprSyntax) -> [CodeBlockItemListSyntax] {
        var bodies = [node.body.statements]
        switch node.elseBody {
        case .ifExpr(let next): bodies += branches(of: next)
        case .codeBlock(let block): bodies.append(block.statements)
        case nil: break
        }
        return bodies
    }

    /// A view with its modifiers taken off: `DetailView().padding().tag(1)` is `DetailView()`.
    static func unmodified(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), typeName(call.calledExpression) == nil,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              !base.is(DeclReferenceExprSyntax.self) {
            current = base
        }
        return current
    }

    /// The closures a call is given: trailing ones first, then closure arguments.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        closures += call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        return closures
    }

    /// A call's trailing closure that holds its content: the one labelled so, written after the
    /// first (`.sheet(item: $poll) { reload() } content: { poll in … }`, whose first is the
    /// dismissal's), else the first.
    static func trailingContent(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { SwiftUI.holdsContent($0.label.text) }?.closure ?? call.trailingClosure
    }

    /// A call's content: its trailing closure, or a `content:`/`destination:` closure.
    static func content(of call: FunctionCallExprSyntax) -> [CodeBlockItemListSyntax] {
        if let trailing = trailingContent(of: call) { return [trailing.statements] }
        return call.arguments.compactMap { argument in
            guard SwiftUI.holdsContent(argument.label?.text) else { return nil }
            return argument.expression.as(ClosureExprSyntax.self)?.statements
        }
    }

    /// The type a call constructs: `X(…)`, `Outer.X(…)`, `X.init(…)`, `X<T>(…)`; `nil` for a
    /// function or method call.
    static func typeName(_ callee: ExprSyntax) -> String? {
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { return typeName(generic.expression) }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            return typeName(base)
        }
        guard let path = SyntaxText.referencePath(callee), !path.isEmpty, path.allSatisfy(TypeNames.looksLikeType) else {
            return nil
        }
        return path.joined(separator: ".")
    }

    /// The case a `switch` case matches (`.detail`, `.detail(let id)`, `let .detail(id)`), or
    /// `default`; `nil` for several patterns or another pattern.
    static func caseName(of label: SwitchCaseSyntax.Label) -> String? {
        switch label {
        case .default: return "default"
        case .case(let items):
            guard items.caseItems.count == 1, let pattern = items.caseItems.first?.pattern else { return nil }
            return caseName(of: pattern)
        }
    }

    /// The case a pattern matches.
    private static func caseName(of pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseName(of: binding.pattern) }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        // In a pattern `.ProfileByKey(let key)` is a case, capitalised or not.
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        return caseValue(expression)?.caseName
    }

    /// The one case `call` is handed among its arguments (`resolve(module: .biometry(config), host: h)`),
    /// which picks the view of a builder switching over it (``BuiltView/handedCase``).
    private static func handedCase(_ call: FunctionCallExprSyntax) -> CaseValue? {
        let cases = call.arguments.compactMap { argument in
            argument.expression.is(MemberAccessExprSyntax.self) || argument.expression.is(FunctionCallExprSyntax.self)
                ? caseValue(argument.expression) : nil
        }
        return cases.count == 1 ? cases.first : nil
    }

    /// The cases and the builder's own properties `call` hands under labels (``BuiltView/handed``).
    private static func handedValues(_ call: FunctionCallExprSyntax) -> [String: HandedValue] {
        var handed: [String: HandedValue] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            if let value = caseValue(argument.expression) {
                handed[label] = .caseName(value.caseName)
            } else if let property = LinkWrappers.linkedProperty(argument.expression) {
                handed[label] = .property(property)
            }
        }
        return handed
    }

    /// The case an expression names: `.detail`, `.detail(id)`, `Route.detail(id)`.
    static func caseValue(_ expression: ExprSyntax) -> CaseValue? {
        var current = expression
        var inner: String?
        var count: Int?
        if let call = current.as(FunctionCallExprSyntax.self) {
            current = call.calledExpression
            inner = call.arguments.first.flatMap { caseValue($0.expression)?.caseName }
            count = call.arguments.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        }
        // `.init(route: r)` builds a value: `init` names no case; nor does `Route.self`, a type.
        guard let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind != .keyword(.`init`),
              member.declName.baseName.tokenKind != .keyword(.self)
        else { return nil }
        let name = member.declName.baseName.text
        // `.About`: an implicit member names no type, so a capitalised one is a case too.
        guard let base = member.base else {
            return CaseValue(type: nil, caseName: name, innerCase: inner, argumentCount: count)
        }
        guard let path = SyntaxText.referencePath(base), path.allSatisfy(TypeNames.looksLikeType) else { return nil }
        // `Route.KeySettings(keypair:)`: some apps capitalise their cases; a registry of `Route`
        // shows it only when it switches on that case or builds one view for any route.
        return CaseValue(type: path.joined(separator: "."), caseName: name, argumentCount: count)
    }
}
