import SwiftSyntax

/// Reads what an expression shows, as far as one function's text can tell: constructors, casts,
/// `UINavigationController(rootViewController:)`, storyboard look-ups, and locals and
/// parameters followed back to what they were given (each a step). Members and methods of the
/// enclosing type are left to the resolver by name; anything else is ``TargetExpression/unknown``,
/// never a guess.
struct TargetReader {
    /// What a name is bound to in the function read, by the byte offset of the binding.
    struct Binding {
        var offset: Int
        /// The bound value, or `nil` for a parameter.
        var value: ExprSyntax?
        /// The declared type, when written.
        var type: String?
        /// Whether it is an assignment (`vc = …`) rather than a declaration or parameter.
        var isAssignment = false
        /// What it holds, when no expression of the function says it: a delegate method's
        /// parameter handed what a sibling method made (``UIKit/handedParameters(method:parameters:)``).
        var held: TargetExpression?
        /// Where it stops being in scope, when before the function's end: an `if let`'s
        /// binding ends with the `if`'s body (its `else` reads the outer name).
        var scopeEnd: Int?

        /// Whether a use at `offset` reads it: it comes before and is still in scope.
        func isVisible(at offset: Int) -> Bool {
            self.offset < offset && scopeEnd.map { offset < $0 } ?? true
        }
    }

    /// The name under which the function's own assignments to the property `name` are bound
    /// (`self.stack = …`), apart from a local of that name.
    static func ownProperty(_ name: String) -> String { "self.\(name)" }

    /// The binding of `name` a use at `offset` reads.
    func binding(of name: String, at offset: Int) -> Binding? {
        bindings[name]?.last { $0.isVisible(at: offset) }
    }

    /// The bindings of the enclosing function's locals and parameters, by name, in source order.
    var bindings: [String: [Binding]] = [:]
    /// The type whose code is read: what `self` is.
    var owner: String?
    /// Locals and parameters known to be `nil` where the expression read stands (the branch of
    /// `x == nil ? … : …` taken when it is), so `x ?? fallback` there is the fallback.
    var absent: Set<String> = []
    /// Whether a local's declared `= nil` is one of its values (``local(_:at:depth:)``): for a
    /// factory's returned local, set in branches its arguments choose, which its callers pick.
    var keepsDeclaredNil = false

    /// Bindings deeper than this are not followed: no real code chains more locals, and a
    /// binding of a name to itself (`vc = vc ?? …`) must end.
    static let maximumDepth = 6

    /// The target `expression` shows, read where it stands (`offset`): a local is the last
    /// binding of its name before that point.
    func target(of expression: ExprSyntax, at offset: Int, depth: Int = 0) -> TargetExpression {
        guard depth < Self.maximumDepth else { return .unknown }
        var current = expression
        // Wrappers that do not change which screen a value is.
        while true {
            if let inner = current.as(TryExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(AwaitExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(ForceUnwrapExprSyntax.self) { current = inner.expression }
            else if let inner = current.as(OptionalChainingExprSyntax.self) { current = inner.expression }
            else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                    let only = tuple.elements.first, only.label == nil { current = only.expression }
            else { break }
        }
        if let cast = current.as(AsExprSyntax.self) {
            if let type = Self.castTarget(cast.type) { return .type(type) }
            return target(of: cast.expression, at: offset, depth: depth)
        }
        if let sequence = current.as(SequenceExprSyntax.self) {
            return target(ofSequence: Array(sequence.elements), at: offset, depth: depth)
        }
        if let call = current.as(FunctionCallExprSyntax.self) { return target(ofCall: call, at: offset, depth: depth) }
        if let subscripted = current.as(SubscriptCallExprSyntax.self) {
            return target(ofElementOf: subscripted.calledExpression, at: offset, depth: depth + 1)
        }
        if current.is(IfExprSyntax.self) || current.is(SwitchExprSyntax.self) {
            guard let ways = BuiltViewExpressions.values(of: current), (1...UIKitTypes.maximumAlternatives).contains(ways.count) else {
                return .unknown
            }
            return Self.eitherOf(ways.map { target(of: $0, at: offset, depth: depth + 1) })
        }
        if let reference = current.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if name == "self" { return owner.map(TargetExpression.type) ?? .unknown }
            guard let first = name.first, first.isLowercase || first == "_" || first == "$" else { return .unknown }
            let held = local(name, at: offset, depth: depth) ?? local(Self.ownProperty(name), at: offset, depth: depth) ?? .property(name)
            return withRootSet(held, on: name, shownBy: current, depth: depth)
        }
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            let name = member.declName.baseName.text
            return withRootSet(local(Self.ownProperty(name), at: offset, depth: depth) ?? .property(name), on: name,
                               shownBy: current, depth: depth)
        }
        // `pages.first`, `lists.last`: one of the screens a list holds.
        if let member = current.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text),
           var list = member.base {
            if let chained = list.as(OptionalChainingExprSyntax.self) { list = chained.expression }
            let element = target(ofElementOf: list, at: offset, depth: depth + 1)
            if element != .unknown { return element }
        }
        // `VendorServices.shared`: a type's static property.
        if let member = current.as(MemberAccessExprSyntax.self), let type = member.base?.as(DeclReferenceExprSyntax.self),
           TypeNames.looksLikeType(type.baseName.text), member.declName.baseName.text.first?.isLowercase == true {
            return .staticProperty(type: type.baseName.text, name: member.declName.baseName.text)
        }
        // `coordinator.rootViewController`, `homeCoordinator?.viewController`: another value's property.
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
           member.declName.baseName.text.first?.isLowercase == true {
            var value = base
            if let chained = value.as(OptionalChainingExprSyntax.self) { value = chained.expression }
            if let unwrapped = value.as(ForceUnwrapExprSyntax.self) { value = unwrapped.expression }
            if value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self) {
                let held = target(of: value, at: offset, depth: depth + 1)
                if held != .unknown { return .valueProperty(of: held, name: member.declName.baseName.text) }
            }
        }
        return .unknown
    }

    /// `held`, or, when it is a stack as such that the function showing it sets its screens on
    /// (``StackRootsSet``), the root set, in it.
    private func withRootSet(_ held: TargetExpression, on name: String, shownBy node: ExprSyntax, depth: Int) -> TargetExpression {
        screenSet(on: held, named: name, shownBy: node, depth: depth) ?? held
    }

    /// The screen the function around `returned` sets on the stack or panel it returns
    /// (`panel.set(contentViewController: picker)`, then `return panel`); `nil` when it sets none.
    func screenSet(onReturned returned: DeclReferenceExprSyntax) -> TargetExpression? {
        let name = returned.baseName.text
        let offset = returned.position.utf8Offset
        guard let held = local(name, at: offset, depth: 0) else { return nil }
        return screenSet(on: held, named: name, shownBy: ExprSyntax(returned), depth: 0)
    }

    /// The screen set on the local `name` holding `held`, when it is a stack as such or a panel
    /// (``StackRootsSet/holdsScreenSet(_:)``) that the function sets one on: in a new stack, or
    /// as the panel's content, shown as it is; `nil` otherwise.
    private func screenSet(on held: TargetExpression, named name: String, shownBy node: ExprSyntax, depth: Int) -> TargetExpression? {
        // A stack built empty and handed to another type's method that sets its root (its
        // parameter's declared type says it is a stack, whatever the app named its class).
        let value = binding(of: name, at: node.position.utf8Offset)?.value
        let emptyStack = Self.isEmptyStack(held, value: value)
        let builtStack = StackRootsSet.isStackBuilt(held)
        // The function is walked once for the root it sets, and only for a value that may be a stack.
        let roots = emptyStack || builtStack ? StackRootsSet.roots(of: name, around: node) : []
        if builtStack, roots.isEmpty, let (type, key) = StackRootsSet.handedTo(name, around: node) {
            return .embedded(.followed(.staticMethod(type: type, name: key, arguments: [])))
        }
        guard emptyStack, !roots.isEmpty else { return nil }
        let shown = Self.eitherOf(roots.map { target(of: $0, at: $0.position.utf8Offset, depth: depth + 1) })
        guard shown != .unknown else { return nil }
        return StackRootsSet.isPanel(held) || Self.buildsPanel(value) ? .followed(shown) : .embedded(.followed(shown))
    }

    /// Whether `value` builds a sliding panel (`DriveFloatingPanelController()`).
    private static func buildsPanel(_ value: ExprSyntax?) -> Bool {
        guard let type = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return StackRootsSet.isPanel(type)
    }

    /// Whether the local `name` read at `offset` holds a stack made in the function that shows
    /// no screen until the function sets one on it (``isEmptyStack(_:value:)``): where the
    /// function shows it, the screen set is drawn, once. A stack read from a property
    /// (`guard let navigationController = navigationController`) is one the screen already has.
    func holdsEmptyStack(_ name: String, at offset: Int) -> Bool {
        guard let binding = binding(of: name, at: offset), let value = binding.value else { return false }
        let held = target(of: value, at: binding.offset)
        if case .property = held.unfollowed { return false }
        return Self.isEmptyStack(held, value: value)
    }

    /// Whether `held`, read from a local bound to `value`, may be a stack with no screen yet:
    /// built bare (`UINavigationController()`, which resolves to no screen), made by a factory
    /// named for one, a property named as one (``StackRootsSet/mayBeEmptyStack(_:)``), or a
    /// value cast to a stack (`storyboard.instantiateViewController(withIdentifier:
    /// "OnboardingNavigation") as? UINavigationController`), whose screens those the function
    /// sets on it replace.
    private static func isEmptyStack(_ held: TargetExpression, value: ExprSyntax?) -> Bool {
        if StackRootsSet.mayBeEmptyStack(held) || (held == .unknown && buildsStackBare(value)) { return true }
        guard let value, let castType = castType(of: value),
              let type = unwrapped(castType).as(IdentifierTypeSyntax.self)?.name.text else { return false }
        return StackRootsSet.holdsScreenSet(type)
    }

    /// Whether `value` builds a stack with nothing (`UINavigationController()`, `AppNavigationController()`).
    static func buildsStackBare(_ value: ExprSyntax?) -> Bool {
        guard let built = value?.as(FunctionCallExprSyntax.self), built.arguments.isEmpty, built.trailingClosure == nil,
              let type = built.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return StackRootsSet.holdsScreenSet(type)
    }

    /// The SwiftUI view an expression builds, through modifiers and the locals that hold it
    /// (`let about = AboutView().environmentObject(theme)`).
    func viewTarget(of expression: ExprSyntax, at offset: Int, depth: Int = 0) -> TargetExpression {
        let built = Self.viewBuilt(by: expression)
        if depth < Self.maximumDepth, let reference = built.as(DeclReferenceExprSyntax.self),
           let binding = binding(of: reference.baseName.text, at: offset), let value = binding.value {
            let inner = viewTarget(of: value, at: binding.offset, depth: depth + 1)
            return inner == .unknown ? .unknown : .followed(inner)
        }
        // `AnyView(X())`, `NavigationView { X() }`: SwiftUI's own wrappers around one view (a
        // `VStack` of parts is no screen).
        if depth < Self.maximumDepth, let call = built.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == SwiftUI.anyView || SwiftUI.stacks.contains(name) {
            if call.trailingClosure == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil {
                return viewTarget(of: only.expression, at: offset, depth: depth + 1)
            }
            if call.arguments.isEmpty, let closure = call.trailingClosure, closure.statements.count == 1,
               let only = closure.statements.first?.item.as(ExprSyntax.self) {
                return viewTarget(of: only, at: offset, depth: depth + 1)
            }
        }
        // `view.setupEnvironment()`, on a local or parameter: that value, if it is a view.
        if let call = built.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text.first?.isLowercase == true,
           base.baseName.tokenKind != .keyword(.self) {
            let modified = viewTarget(of: ExprSyntax(base), at: offset, depth: depth)
            return modified == .unknown ? .unknown : .modifiedView(modified)
        }
        return target(of: built, at: offset, depth: depth)
    }

    /// What a closure gives back: its single expression, or its only `return`'s value.
    static func onlyValue(of closure: ClosureExprSyntax) -> ExprSyntax? {
        if closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) { return expression }
        let returns = closure.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        return returns.count == 1 ? returns[0] : nil
    }

    /// The view a SwiftUI expression builds, through its modifiers: `AboutView().environmentObject(model)`
    /// is an `AboutView` for the screen's name. A method called on a chain of properties
    /// (`services.donations.learnMoreView()`) is kept: it may build the view, and the resolver
    /// reads it as a modifier only when the value is a view that does not declare it.
    private static func viewBuilt(by expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            // Modifiers applied under `#if` (`.environmentObject(store)` in `#if canImport(Kit)`)
            // modify the view before them.
            if let conditional = current.as(PostfixIfConfigExprSyntax.self), let base = conditional.base {
                current = base
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base,
                  base.is(FunctionCallExprSyntax.self) || base.is(PostfixIfConfigExprSyntax.self)
                    || (base.is(MemberAccessExprSyntax.self) && SyntaxText.referencePath(base) == nil) else { break }
            current = base
        }
        return current
    }

    /// A local or parameter `name` as bound before `offset`, one step further; `nil` when no
    /// binding is in scope (then it is a member).
    private func local(_ name: String, at offset: Int, depth: Int) -> TargetExpression? {
        guard let all = bindings[name], let binding = all.last(where: { $0.isVisible(at: offset) }) else { return nil }
        if binding.isAssignment {
            // `let vc: UIViewController; if … { vc = A() } else { vc = B() }`: every value that
            // can still be there, as alternatives.
            guard var live = Self.liveValues(all.filter { $0.isVisible(at: offset) }) else { return .unknown }
            // `default: vc = nil` in a branch, or the declaration's `var vc: UIViewController? =
            // nil` that the branches then set, shows nothing: what is shown is one of the others
            // (`if let vc`, `vc!`). A factory's declared nil stays (``keepsDeclaredNil``): the
            // branches are picked by comparisons with what each caller passes.
            let shown = live.filter { $0.value?.is(NilLiteralExprSyntax.self) != true || (keepsDeclaredNil && !$0.isAssignment) }
            if !shown.isEmpty && shown.count < live.count { live = shown }
            if live.count > 1 {
                let options = live.compactMap { binding in binding.value.map { target(of: $0, at: binding.offset, depth: depth + 1) } }
                let either = Self.eitherOf(options)
                return either == .unknown ? .unknown : .followed(either)
            }
        }
        if let held = binding.held { return .followed(held) }
        // The declared type says more than a value that cannot be read, but not than a type
        // built: the same (`let vc: SessionHostingViewController = SessionHostingViewController(rootView:
        // PNModeScreen())`), which may say what it hosts or holds, or a conformer or subclass of
        // it (`let factory: DashboardModuleFactory = DashboardModuleFactoryImpl()`), whose methods
        // say what they make.
        if let type = binding.type, !UIKit.isGenericContainer(type), !Self.builds(type, binding.value),
           !Self.buildsAType(binding.value) {
            return .followed(.type(type))
        }
        guard let value = binding.value else { return .followed(.parameter(name)) }
        let inner = target(of: value, at: binding.offset, depth: depth + 1)
        if case .unknown = inner { return .unknown }
        return .followed(inner)
    }

    /// Whether `value` builds a type of the app's, by name (`DashboardModuleFactoryImpl()`).
    private static func buildsAType(_ value: ExprSyntax?) -> Bool {
        guard let name = value?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return TypeNames.looksLikeType(name)
    }

    /// Whether `value` builds `type` (`Host(rootView: …)`, `Host<V>(…)`, `try Host(…)`), or
    /// has a class method of it make one (`ContainerViewController.instantiate()`), which may
    /// give back a subclass.
    private static func builds(_ type: String, _ value: ExprSyntax?) -> Bool {
        var called = value?.as(FunctionCallExprSyntax.self)?.calledExpression
        if let specialised = called?.as(GenericSpecializationExprSyntax.self) { called = specialised.expression }
        if let factory = called?.as(MemberAccessExprSyntax.self)?.base { called = factory }
        return called?.as(DeclReferenceExprSyntax.self)?.baseName.text == TypeNames.lastComponent(of: type)
    }

    /// The values of the last declaration (`bindings`, in source order, up to the use) and the
    /// assignments after it that a later assignment does not overwrite: one overwrites another
    /// when it stands in a block holding the other (after it, whatever ran before is replaced),
    /// not when it sits in a branch of its own.
    /// `nil` past 32 values: each pair is compared, and generated code assigning one name
    /// thousands of times is read as unknown.
    static func liveValues(_ bindings: [Binding]) -> [Binding]? {
        guard let declaration = bindings.lastIndex(where: { !$0.isAssignment }) else { return [] }
        let candidates = bindings[declaration...].filter { $0.value != nil }
        guard candidates.count <= 32 else { return nil }
        return candidates.enumerated().filter { index, earlier in
            !candidates.dropFirst(index + 1).contains { later in
                guard let block = later.value.flatMap(enclosingBlock), let value = earlier.value else { return false }
                return block.position <= value.position && value.position < block.endPosition
            }
        }.map(\.element)
    }

    /// The statement list an assignment's value stands in.
    private static func enclosingBlock(_ node: ExprSyntax) -> CodeBlockItemListSyntax? {
        var current = node.parent
        while let parent = current {
            if let list = parent.as(CodeBlockItemListSyntax.self) { return list }
            current = parent.parent
        }
        return nil
    }

    /// What a written type shows: ``specificType(_:)``, with its type arguments for a screen
    /// written with them (`Container<Detail, Footer>`), which a container generic over screens
    /// names (``TargetExpression/built(type:arguments:)``); a hosting controller written with
    /// its view (`UIHostingController<SearchView>!`) hosts that view.
    static func specificTarget(_ type: TypeSyntax) -> TargetExpression? {
        if let host = unwrapped(type).as(IdentifierTypeSyntax.self), host.name.text == UIKit.hostingController,
           let arguments = host.genericArgumentClause?.arguments, arguments.count == 1,
           let view = arguments.first?.typeArgument.flatMap(specificType) {
            return .hosting(host: UIKit.hostingController, view: .type(view))
        }
        guard let name = specificType(type) else { return nil }
        guard UIKit.isScreenType(name, inherited: []),
              let generic = unwrapped(type).as(IdentifierTypeSyntax.self)?.genericArgumentClause else { return .type(name) }
        var arguments: [String: TargetExpression] = [:]
        for (position, argument) in generic.arguments.enumerated() {
            if let type = argument.typeArgument.flatMap(specificType) { arguments["#\(position)"] = .type(type) }
        }
        return arguments.isEmpty ? .type(name) : .built(type: name, arguments: arguments)
    }

    /// `type` with its optionals and `!` dropped (`Detail?` is `Detail`).
    static func unwrapped(_ type: TypeSyntax) -> TypeSyntax {
        var current = type
        while let wrapped = current.as(OptionalTypeSyntax.self)?.wrappedType
                ?? current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType { current = wrapped }
        return current
    }

    /// A written type naming one screen: optionals and `!` dropped; `nil` for UIKit's own
    /// containers and bases (`UIViewController`), for function, tuple and generic-parameter types.
    static func specificType(_ type: TypeSyntax) -> String? {
        let current = unwrapped(type)
        let name: String
        if let identifier = current.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
        } else if let member = current.as(MemberTypeSyntax.self) {
            name = TypeNames.lookupName(of: SyntaxText.normalized(member))
        } else {
            return nil
        }
        guard let first = name.first, first.isUppercase, name != "Self", name != "Void", name != "Any",
              !UIKit.isGenericContainer(name) else { return nil }
        return name
    }
}
