import SwiftSyntax

// What the UIKit reader reads off members' declarations: the values a factory returns, the types
// a property is declared with, the screens a generic container is built over.

extension UIKitReader {
    /// What each `super.init(rootViewController:)` of an initialiser's body is handed, in order,
    /// or a convenience initialiser's `self.init(rootViewController:)`; and, for a navigation
    /// controller subclass (`stack`), the one screen it puts on itself after a plain
    /// `super.init` (`viewControllers = [form]`, `setViewControllers([form], animated: false)`),
    /// which is its root as surely (`setOnItself`).
    private static func superRoots(in body: CodeBlockSyntax, stack: Bool) -> [(root: ExprSyntax, setOnItself: Bool)] {
        body.statements.compactMap { statement in
            if stack, let root = ownStackSet(by: statement) { return (root, true) }
            guard let call = ViewContentReader.expression(of: statement)?.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
                  let base = member.base,
                  base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return nil }
            return call.arguments.first(where: { $0.label?.text == "rootViewController" }).map { ($0.expression, false) }
        }
    }

    /// The one screen `statement` makes a stack's own content (`viewControllers = [form]`,
    /// `self.setViewControllers([form], animated: false)`) or a panel's
    /// (`set(contentViewController: offer)`), if it does.
    private static func ownStackSet(by statement: CodeBlockItemSyntax) -> ExprSyntax? {
        guard let expression = ViewContentReader.expression(of: statement) else { return nil }
        let onItself = { (base: ExprSyntax?) in base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
        switch StackRootsSet.screensSet(by: expression, madeOn: onItself) {
        case .list(let list): return list.elements.count == 1 ? list.elements.first?.expression : nil
        case .content(let content): return content
        case nil: return nil
        }
    }

    /// Whether a superclass written `inherited` holds the one screen set on it
    /// (``StackRootsSet/holdsScreenSet(_:)``): a navigation controller, UIKit's or the app's by
    /// its name (`BaseNavigationController`), not a router holding one, or a sliding panel.
    static func namesStack(_ inherited: String) -> Bool {
        StackRootsSet.holdsScreenSet(inherited) && !inherited.hasSuffix("Router")
    }

    /// The argument label of the parameter an initialiser hands to `super.init(rootViewController:)`,
    /// when it is another (`init(readerViewController reader: ReaderViewController)`); `nil` otherwise.
    static func rootArgumentLabel(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, stack: Bool) -> String? {
        for (root, _) in superRoots(in: body, stack: stack) {
            guard let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                  parameter.firstName.tokenKind != .wildcard else { continue }
            let label = parameter.firstName.text
            return label == "rootViewController" ? nil : label
        }
        return nil
    }

    /// The screen an initialiser builds itself and hands to `super.init(rootViewController:)`
    /// (`super.init(rootViewController: CryptoBotViewController())`), or builds into a constant
    /// first and hands over by name (`let settings = SettingsViewController(style: .grouped)`), by
    /// its type, or looks up in a storyboard it names (`UIStoryboard(name: "Welcome", bundle:
    /// .main).instantiateViewController(withIdentifier: "welcome")`), by an identifier written or
    /// one of its `parameters`; or, for a navigation controller subclass (`stack`), the one screen
    /// it puts on itself, a property of its own included (`viewControllers = [form]`, with `let
    /// form: FeedbackViewController`); `nil` otherwise.
    /// - Parameters:
    ///   - body: The initialiser's body.
    ///   - parameters: Its parameters.
    ///   - stack: For a navigation controller subclass, its name; `nil` for any other type.
    static func ownRoot(in body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, stack: String? = nil) -> TargetExpression? {
        for (root, setOnItself) in superRoots(in: body, stack: stack != nil) {
            let value = root.as(DeclReferenceExprSyntax.self).flatMap { constant(named: $0.baseName.text, before: root, in: body) } ?? root
            if let built = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               built.first?.isUppercase == true, !UIKit.isGenericContainer(built) {
                return .type(built)
            }
            let reader = TargetReader(bindings: BindingCollector.bindings(in: body, parameters: parameters))
            let looked = reader.target(of: value, at: value.position.utf8Offset)
            if case .storyboardScene(_, _?) = looked { return looked }
            if case .storyboardInitial(_?) = looked { return looked }
            if case .sceneNamedBy = looked { return looked }
            // What the subclass puts on itself is read on its own value: its property, or what
            // its initialiser sets that to.
            if let stack, setOnItself, let own = looked.readOnValue(of: stack), !UIKitReader.saysNoScreen(own) { return own }
        }
        return nil
    }

    /// The value of the constant `name` a body's statements declare before `use`, if any.
    private static func constant(named name: String, before use: ExprSyntax, in body: CodeBlockSyntax) -> ExprSyntax? {
        body.statements.prefix { $0.endPosition <= use.position }.compactMap { statement -> ExprSyntax? in
            guard let declaration = statement.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
                  declaration.bindings.count == 1, let binding = declaration.bindings.first,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
            return binding.initializer?.value
        }.last
    }

    /// The names of the methods a body calls on its own type (`setWelcomeView()`, `self.showList()`).
    static func ownMethodsCalled(in body: CodeBlockSyntax) -> Set<String> {
        Set(SyntaxText.calls(in: body).compactMap { call in
            if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            return member.declName.baseName.text
        }.filter { $0.first?.isLowercase == true })
    }

    /// Whether a method's declared return type is `AnyView`: like `some View`, the view its body
    /// builds is the screen (`func toPresentable() -> AnyView { AnyView(LoginScreen()) }`).
    static func erasesView(_ returned: TypeSyntax) -> Bool {
        returned.as(IdentifierTypeSyntax.self)?.name.text == SwiftUI.anyView
    }

    /// Whether this reader looks into a member's body: any but a function's (an initialiser
    /// sets stored properties, a computed property or a lazy one's closure holds a screen), and
    /// a function's naming UIKit's navigation, or declared to return UIKit's screen base (whose
    /// one returned value says more), a screen it switches over (whose branches say more) or
    /// `some View` (each view its branches build). Every other function is skipped, so a file read
    /// by this reader alone is parsed with their bodies blank.
    /// - Parameter screenProtocols: The file's protocols refining a view controller
    ///   (``screenProtocols(in:)``), a factory returning one read as one returning `UIViewController`.
    static func readsBody(of function: BodyElision.Body, screenProtocols: Set<String> = []) -> Bool {
        if !function.isFunction || UIKit.mayNavigate(function.body) { return true }
        // A coordinator's `start()`, for the methods of its own it calls (``UIKitTypeFact/startHelpers``).
        if function.name == PresentableCoordinators.startMethod { return true }
        // A router's short method handing its destination to a subject (``SubjectRouters``).
        if function.returnType == nil, function.body.count < SubjectRouters.longestSend, function.body.containsBytes(of: ".send(") {
            return true
        }
        guard var type = function.returnType?.utf8[...] else { return false }
        // `-> some View`: the views its branches build, for a host given its result.
        if type.starts(with: "some ".utf8) || type.starts(with: "any ".utf8) { return true }
        if type.last == UInt8(ascii: "?") { type.removeLast() }
        // `-> [UIViewController]`: a pager's pages (``PagerPages``).
        if type.first == UInt8(ascii: "["), type.last == UInt8(ascii: "]") { type = type.dropFirst().dropLast() }
        let name = type.prefix { $0.isIdentifierByte }
        let rest = type.dropFirst(name.count)
        // `-> AnyView`: the view it erases (a coordinator's `toPresentable()`).
        if rest.isEmpty, name.elementsEqual(SwiftUI.anyView.utf8) { return true }
        let returned = String(decoding: name, as: UTF8.self)
        // `-> NavigationViewController`: an app's stack, which it may start with a coordinator
        // before returning it (``MethodReturns``).
        // `-> BaseViewController` switching over which screen to return (``MethodReturns``): its
        // branches say more than the app's base class.
        // `-> ContainerViewController` giving a storyboard's first scene: its class may be a subclass.
        if rest.isEmpty, UIKit.isScreenType(returned, inherited: []),
           function.body.containsBytes(of: "switch ") || function.body.containsBytes(of: "instantiateInitialViewController(") {
            return true
        }
        // `-> BaseCoordinator`: the coordinator it builds, whose `start()` tells its screen (``MethodReturns``).
        if rest.isEmpty, PresentableCoordinators.namesCoordinator(returned) { return true }
        return (rest.isEmpty || rest.first == UInt8(ascii: "<"))
            && (UIKit.isGenericContainer(returned) || PresentableCoordinators.isStack(returned) || screenProtocols.contains(returned))
    }

    /// The protocols `text` declares refining a view controller (`protocol PackageActions:
    /// UIViewController {`), read from its lines before it is parsed, so that a factory returning
    /// one keeps its body.
    static func screenProtocols(in text: String) -> Set<String> {
        guard text.utf8.withContiguousStorageIfAvailable({ $0.containsBytes(of: "protocol ") }) ?? true else { return [] }
        var names = Set<String>()
        for line in text.split(separator: "\n") {
            guard let keyword = line.range(of: "protocol ") else { continue }
            let declared = line[keyword.upperBound...]
            let name = declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let rest = declared.dropFirst(name.count).drop { $0 == " " }
            guard !name.isEmpty, rest.first == ":" else { continue }
            let inherited = rest.dropFirst().prefix { $0 != "{" }.split(separator: ",")
                .map { TypeNames.lookupName(of: $0.trimmingCharacters(in: .whitespaces)) }
            if UIKit.refinesScreen(inherited) { names.insert(String(name)) }
        }
        return names
    }

    /// Whether a property's accessors are observers (`didSet`, `willSet`), which run when it is set.
    static func isObserved(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let accessors) = binding.accessorBlock?.accessors else { return false }
        return accessors.contains { [.keyword(.didSet), .keyword(.willSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    /// Whether a property as declared names no screen: no value read, or only a UIKit container
    /// type, which an initialiser's assignment says more than.
    static func saysNoScreen(_ held: TargetExpression?) -> Bool {
        guard let held, held != .unknown else { return true }
        if case .type(let type) = held { return UIKit.isGenericContainer(type) }
        return false
    }

    /// Whether `held` is a parameter whose type says nothing, followed or not.
    static func isBareParameter(_ held: TargetExpression) -> Bool {
        if case .parameter = held.unfollowed { return true }
        return false
    }

    /// A declared type that is one of UIKit's containers or bases (`UINavigationController`).
    static func uikitContainer(_ type: TypeSyntax) -> TargetExpression? {
        guard let name = TargetReader.unwrapped(type).as(IdentifierTypeSyntax.self)?.name.text, UIKit.isGenericContainer(name) else { return nil }
        return .type(name)
    }

    /// Whether a generic parameter's constraint names a screen: UIKit's base or one by its name.
    static func namesAScreen(_ constraint: String) -> Bool {
        UIKit.isGenericContainer(constraint) || UIKit.isScreenType(constraint, inherited: [])
    }

    /// The labels of the initialiser's arguments typed by each of `screens` (generic parameter
    /// names), in their order; empty unless each has one, labelled.
    static func labels(giving screens: [String], in parameters: FunctionParameterListSyntax) -> [String] {
        var labels: [String] = []
        for screen in screens {
            guard let parameter = parameters.first(where: { $0.type.as(IdentifierTypeSyntax.self)?.name.text == screen }),
                  parameter.firstName.tokenKind != .wildcard else { return [] }
            labels.append(parameter.firstName.text)
        }
        return labels
    }

    /// Whether a declared return type is UIKit's screen base, so the value returned says more.
    static func returnsScreenBase(_ type: TypeSyntax) -> Bool {
        guard let name = type.as(IdentifierTypeSyntax.self)?.name.text
                ?? type.as(OptionalTypeSyntax.self)?.wrappedType.as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return UIKit.isGenericContainer(name)
    }

    /// The list a computed property's getter gives (`var tabs: [UIViewController] { [home, search] }`),
    /// whose elements a subscript (`tabs[index]`) reads; `nil` for any other getter.
    static func listedInGetter(_ binding: PatternBindingSyntax) -> ArrayExprSyntax? {
        guard case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
              let only = statements.first else { return nil }
        return ViewContentReader.expression(of: only)?.as(ArrayExprSyntax.self)
    }

    /// The screen a `some View` property's getter builds (`var detail: some View { DetailView() }`),
    /// for a host or a helper given it; `nil` for any other property.
    static func viewInGetter(_ binding: PatternBindingSyntax, reader: TargetReader) -> TargetExpression? {
        guard binding.typeAnnotation?.type.is(SomeOrAnyTypeSyntax.self) == true,
              case .getter(let statements)? = binding.accessorBlock?.accessors else { return nil }
        return MethodReturns.viewBuilt(in: statements, reader: reader)
    }

    /// The screen a `UIViewController` property's getter gives: its one expression (`var
    /// presentedViewController: UIViewController { controller! }`) or each value it returns, as a
    /// method declared to return one does; `nil` for any other property (a container's, `var detail: UINavigationController?
    /// { viewControllers.last as? UINavigationController }`, is what its declared type says).
    static func screenInGetter(_ binding: PatternBindingSyntax, reader: TargetReader) -> TargetExpression? {
        guard let type = binding.typeAnnotation?.type,
              TargetReader.unwrapped(type).as(IdentifierTypeSyntax.self)?.name.text == UIKit.viewController,
              case .getter(let statements)? = binding.accessorBlock?.accessors else { return nil }
        // A getter building its screen in locals (`let controller = ScannerViewController(…)`,
        // `return controller`), read with them, as a factory method is; one returning a screen
        // from each case of a `switch` (`case .expired: return BuyViewController()`, `case
        // .active: return nil`) gives each of them.
        let returns = ReturnCollector.values(in: statements).filter { !isEmptyPlaceholder($0) }
        if returns.isEmpty, statements.count == 1, let only = statements.first.flatMap(ViewContentReader.expression(of:)) {
            return reader.target(of: only, at: only.position.utf8Offset)
        }
        guard (1...UIKitTypes.maximumReturnedScreens).contains(returns.count) else { return nil }
        var local = reader
        local.bindings = BindingCollector.bindings(in: statements, parameters: nil)
        return TargetReader.eitherOf(returns.map { local.target(of: $0, at: $0.position.utf8Offset) })
    }

    /// The value of a body's only `return` (or its single expression), if it has exactly one
    /// besides empty placeholders: a factory's `guard … else { return UIViewController() }`
    /// shows no screen of the app, so the one screen it otherwise returns is what it makes.
    static func onlyReturned(in body: CodeBlockSyntax) -> ExprSyntax? {
        if body.statements.count == 1, let expression = body.statements.first?.item.as(ExprSyntax.self) { return expression }
        let returns = ReturnCollector.values(in: body)
        if returns.count == 1 { return returns[0] }
        let screens = returns.filter { !isEmptyPlaceholder($0) && !isCachedScreen($0) }
        return screens.count == 1 ? screens[0] : nil
    }

    /// The values of a body's `return`s besides empty placeholders, when there are a few: a
    /// factory choosing among screens by branch.
    static func screensReturned(in body: CodeBlockSyntax) -> [ExprSyntax]? {
        let returned = ReturnCollector.values(in: body)
        let screens = (returned.isEmpty ? valuesOfConditionalClauses(in: body) : returned)
            .filter { !isEmptyPlaceholder($0) && !isCachedScreen($0) }
        return (2...UIKitTypes.maximumReturnedScreens).contains(screens.count) ? screens : nil
    }

    /// The value each clause gives back without `return`, when a body is one `#if` whose clauses
    /// are each one expression (`#if targetEnvironment(macCatalyst) SplitVC() #else TabBarVC()
    /// #endif`): the build decides which, so the reader keeps all of them.
    private static func valuesOfConditionalClauses(in body: CodeBlockSyntax) -> [ExprSyntax] {
        guard body.statements.count == 1, let choice = body.statements.first?.item.as(IfConfigDeclSyntax.self) else { return [] }
        var values: [ExprSyntax] = []
        for clause in choice.clauses {
            guard case .statements(let items) = clause.elements, items.count == 1,
                  let value = items.first?.item.as(ExprSyntax.self) else { return [] }
            values.append(value)
        }
        return values
    }

    /// Whether `value` is a screen looked up where the method keeps those it made
    /// (`if let cached = stepControllers[step] { return cached }`, `return cache[key]!`): one of
    /// the factory's other returns, made earlier.
    static func isCachedScreen(_ value: ExprSyntax) -> Bool {
        var value = value
        if let forced = value.as(ForceUnwrapExprSyntax.self) { value = forced.expression }
        if value.is(SubscriptCallExprSyntax.self) { return true }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        // Returned inside the `if` that binds it so.
        var node = Syntax(value)
        while let parent = node.parent {
            if parent.is(FunctionDeclSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorDeclSyntax.self) {
                return false
            }
            if let branch = parent.as(IfExprSyntax.self), node.id == Syntax(branch.body).id,
               branch.conditions.contains(where: { bindsLookup(name, $0.condition) }) { return true }
            node = parent
        }
        return false
    }

    /// Whether `value` is UIKit's base screen made empty (`UIViewController()`), or no screen
    /// at all (`guard … else { return nil }`).
    static func isEmptyPlaceholder(_ value: ExprSyntax) -> Bool {
        if value.is(NilLiteralExprSyntax.self) { return true }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return UIKit.isGenericContainer(name)
    }

    /// Whether `condition` binds `name` to a subscript's value (`let cached = cache[key]`, `… as? X`).
    private static func bindsLookup(_ name: String, _ condition: ConditionElementSyntax.Condition) -> Bool {
        guard case .optionalBinding(let binding) = condition,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
        var bound = binding.initializer?.value
        if let cast = bound?.as(AsExprSyntax.self) { bound = cast.expression }
        return bound?.is(SubscriptCallExprSyntax.self) == true
    }
}

/// The values of a body's `return` statements, outside nested closures and functions.
final class ReturnCollector: SyntaxVisitor {
    private var values: [ExprSyntax] = []

    static func values(in body: some SyntaxProtocol) -> [ExprSyntax] {
        let collector = ReturnCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.values
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let value = node.expression { values.append(value) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
