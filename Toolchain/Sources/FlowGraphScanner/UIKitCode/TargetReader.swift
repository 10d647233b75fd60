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
    }

    /// The bindings of the enclosing function's locals and parameters, by name, in source order.
    var bindings: [String: [Binding]] = [:]
    /// The type whose code is read: what `self` is.
    var owner: String?
    /// Locals and parameters known to be `nil` where the expression read stands (the branch of
    /// `x == nil ? … : …` taken when it is), so `x ?? fallback` there is the fallback.
    var absent: Set<String> = []

    /// Bindings deeper than this are not followed: no real code chains more locals, and a
    /// binding of a name to itself (`vc = vc ?? …`) must end.
    private static let maximumDepth = 6

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
            if let type = Self.specificType(cast.type) { return .type(type) }
            return target(of: cast.expression, at: offset, depth: depth)
        }
        if let sequence = current.as(SequenceExprSyntax.self) {
            return target(ofSequence: Array(sequence.elements), at: offset, depth: depth)
        }
        if let call = current.as(FunctionCallExprSyntax.self) { return target(ofCall: call, at: offset, depth: depth) }
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
            return local(name, at: offset, depth: depth) ?? .property(name)
        }
        if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
           base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return .property(member.declName.baseName.text)
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

    /// A call's target: a constructor, a factory, a storyboard look-up.
    private func target(ofCall call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> TargetExpression {
        var callee = call.calledExpression
        if let closure = callee.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            return immediatelyCalled(closure, depth: depth)
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard let first = name.first else { return .unknown }
            if first.isUppercase { return constructed(name, call: call, at: offset, depth: depth) }
            if let made = Self.typeGiven(to: call) { return .type(made) }
            return .method(name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return .unknown }
        let name = member.declName.baseName.text
        if name != "init", let made = Self.typeGiven(to: call) { return .type(made) }
        if name == "instantiateViewController" {
            // iOS 13's `instantiateViewController(identifier:) { coder in X(coder: coder, …) }`
            // says the class in its creator.
            let creator = call.trailingClosure
                ?? call.arguments.first { $0.label?.text == "creator" }?.expression.as(ClosureExprSyntax.self)
            if let creator, let made = Self.onlyValue(of: creator) {
                let built = target(of: made, at: made.position.utf8Offset, depth: depth)
                if built != .unknown { return built }
            }
            if let identifier = call.arguments.first(where: { ["withIdentifier", "identifier"].contains($0.label?.text) }),
               let value = SyntaxText.stringValue(identifier.expression) {
                return .storyboardScene(identifier: value, storyboard: member.base.flatMap { storyboardName($0, at: offset) })
            }
            return .unknown
        }
        if name == "instantiateInitialViewController" {
            return .storyboardInitial(storyboard: member.base.flatMap { storyboardName($0, at: offset) })
        }
        guard let base = member.base else { return .unknown }
        if let path = SyntaxText.referencePath(base), path.count == 1 {
            let baseName = path[0]
            // `Self.make()` is the enclosing type's own static method.
            if baseName == "self" || baseName == "Self" {
                return .method(name, arguments: arguments(of: call, at: offset, depth: depth))
            }
            if let first = baseName.first, first.isUppercase {
                return name == "init" ? constructed(baseName, call: call, at: offset, depth: depth)
                    : .staticMethod(type: baseName, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `ThreadView<Model>.makeForHome()`: a static method of the generic type.
        if let generic = base.as(GenericSpecializationExprSyntax.self),
           let typeName = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           typeName.first?.isUppercase == true, name != "init" {
            return .staticMethod(type: typeName, name: name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        // `settingsView.embeddedInHostingController()`, `coordinator.makeDetail()`: a method of a
        // local's or a property's value; a local holding a view with its modifiers is that view.
        if let path = SyntaxText.referencePath(base), path.count == 1, path[0].first?.isLowercase == true, name != "init" {
            var value = target(of: base, at: offset, depth: depth + 1)
            if value == .unknown { value = viewTarget(of: base, at: offset, depth: depth + 1) }
            if value != .unknown {
                return .valueMethod(of: value, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `CameraView(id: id).preferredColorScheme(.dark).embeddedInHostingController()`,
        // `DetailBuilder().make()`: a method of a value built in place, past its modifiers.
        if name != "init", SyntaxText.referencePath(base) == nil, base.is(FunctionCallExprSyntax.self) {
            let value = viewTarget(of: base, at: offset, depth: depth + 1)
            if value != .unknown {
                return .valueMethod(of: value, name: name, arguments: arguments(of: call, at: offset, depth: depth))
            }
        }
        // `Theme.shared.settingsScreen()`: a method of the value a type's static property holds.
        if let path = SyntaxText.referencePath(base), path.count == 2, path[0].first?.isUppercase == true,
           path[1].first?.isLowercase == true, name != "init" {
            return .valueMethod(of: .staticProperty(type: path[0], name: path[1]), name: name,
                                arguments: arguments(of: call, at: offset, depth: depth))
        }
        if let path = SyntaxText.referencePath(base), path.count >= 2, path.allSatisfy({ $0.first?.isUppercase == true }) {
            let type = path.joined(separator: ".")
            return name == "init" ? .type(type)
                : .staticMethod(type: type, name: name, arguments: arguments(of: call, at: offset, depth: depth))
        }
        return .unknown
    }

    /// The type a method is given as its only type argument (`instantiateController(ofType:
    /// SettingsViewController.self)`, `container.resolve(DetailViewController.self)`), which a
    /// generic factory gives back a value of; `nil` when no argument, or more than one, is a type.
    private static func typeGiven(to call: FunctionCallExprSyntax) -> String? {
        var found: String?
        for argument in call.arguments {
            guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base, let path = SyntaxText.referencePath(base),
                  path.allSatisfy({ $0.first?.isUppercase == true }) else { continue }
            guard found == nil else { return nil }
            found = path.joined(separator: ".")
        }
        return found
    }

    /// `X(…)`: an `X`; for a navigation controller (UIKit's or the app's subclass) built with
    /// `rootViewController:`, its root, embedded; for a hosting controller built with
    /// `rootView:`, the view it hosts.
    private func constructed(_ type: String, call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> TargetExpression {
        if let root = call.arguments.first(where: { $0.label?.text == "rootView" }) {
            return .hosting(host: type, view: viewTarget(of: root.expression, at: offset, depth: depth))
        }
        if let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }) {
            return .embedded(target(of: root.expression, at: offset, depth: depth))
        }
        if type == UIKit.hostingController || type == UIKit.navigationController { return .unknown }
        // The app's navigation controller taking its root under a label of its own
        // (`ReaderNavigationController(readerViewController: reader)`): which label, its
        // declaration says.
        if type.hasSuffix("NavigationController"), !type.hasPrefix("UI"), call.arguments.contains(where: { $0.label != nil }) {
            var arguments: [String: TargetExpression] = [:]
            for argument in call.arguments {
                guard let label = argument.label?.text else { continue }
                let shown = target(of: argument.expression, at: offset, depth: depth + 1)
                if shown != .unknown { arguments[label] = shown }
            }
            if !arguments.isEmpty { return .built(type: type, arguments: arguments) }
        }
        // A screen built with what may be other screens: maybe a container generic over them,
        // which its declaration, read later, tells. A type not named as a screen (`Card(content:
        // detail)`) may be one too when it is given a screen by name.
        guard !UIKit.isGenericContainer(type), call.arguments.contains(where: { $0.label != nil }) else { return .type(type) }
        var arguments: [String: TargetExpression] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let shown = target(of: argument.expression, at: offset, depth: depth + 1)
            if shown != .unknown { arguments[label] = shown }
        }
        guard UIKit.isScreenType(type, inherited: []) || arguments.values.contains(where: Self.namesAScreen) else { return .type(type) }
        return arguments.isEmpty ? .type(type) : .built(type: type, arguments: arguments)
    }

    /// Whether `target` is a screen by its written name, through locals.
    private static func namesAScreen(_ target: TargetExpression) -> Bool {
        if case .type(let name) = target.unfollowed { return UIKit.isScreenType(name, inherited: []) }
        if case .built(let name, _) = target.unfollowed { return UIKit.isScreenType(name, inherited: []) }
        return false
    }

    /// The SwiftUI view an expression builds, through modifiers and the locals that hold it
    /// (`let about = AboutView().environmentObject(theme)`).
    func viewTarget(of expression: ExprSyntax, at offset: Int, depth: Int = 0) -> TargetExpression {
        let built = Self.viewBuilt(by: expression)
        if depth < Self.maximumDepth, let reference = built.as(DeclReferenceExprSyntax.self),
           let binding = bindings[reference.baseName.text]?.last(where: { $0.offset < offset }), let value = binding.value {
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

    /// What a closure called where it is written gives back (`lazy var stack = { let root = A()
    /// …; return UINavigationController(rootViewController: root) }()`): its value, read with its
    /// own locals; each value it returns, by branch.
    private func immediatelyCalled(_ closure: ClosureExprSyntax, depth: Int) -> TargetExpression {
        let values: [ExprSyntax]
        if closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self),
           !expression.is(SwitchExprSyntax.self), !expression.is(IfExprSyntax.self) {
            values = [expression]
        } else {
            // `return nil` shows nothing: the call it feeds is made only for a screen (`if let vc`).
            values = ReturnCollector.values(in: closure.statements).filter { !$0.is(NilLiteralExprSyntax.self) }
        }
        guard (1...UIKitTypes.maximumAlternatives).contains(values.count) else { return .unknown }
        var inner = self
        for (name, found) in BindingCollector.bindings(in: closure.statements, parameters: nil) {
            inner.bindings[name] = ((inner.bindings[name] ?? []) + found).sorted { $0.offset < $1.offset }
        }
        return Self.eitherOf(values.map { inner.target(of: $0, at: $0.position.utf8Offset, depth: depth + 1) })
    }

    /// What a call passes, by position: what a method returning its argument returns.
    private func arguments(of call: FunctionCallExprSyntax, at offset: Int, depth: Int) -> [TargetExpression] {
        call.arguments.map { target(of: $0.expression, at: offset, depth: depth + 1) }
    }

    /// What a closure gives back: its single expression, or its only `return`'s value.
    static func onlyValue(of closure: ClosureExprSyntax) -> ExprSyntax? {
        if closure.statements.count == 1, let expression = closure.statements.first?.item.as(ExprSyntax.self) { return expression }
        let returns = closure.statements.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }
        return returns.count == 1 ? returns[0] : nil
    }

    /// The view a SwiftUI expression builds, through its modifiers: `AboutView().environmentObject(model)`
    /// is an `AboutView` for the screen's name.
    private static func viewBuilt(by expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base, base.is(FunctionCallExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            current = base
        }
        return current
    }

    /// The storyboard a look-up names: `UIStoryboard(name: "Main", bundle: nil)`, directly or
    /// through a local.
    private func storyboardName(_ base: ExprSyntax, at offset: Int, depth: Int = 0) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        if let call = base.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
           let name = call.arguments.first(where: { $0.label?.text == "name" }) {
            return SyntaxText.stringValue(name.expression)
        }
        if let reference = base.as(DeclReferenceExprSyntax.self),
           let binding = bindings[reference.baseName.text]?.last(where: { $0.offset < offset }), let value = binding.value {
            return storyboardName(value, at: binding.offset, depth: depth + 1)
        }
        // `UIStoryboard.settings`: an app's extension naming each storyboard after its file, which
        // the storyboards confirm or not (``StoryboardAssembler``).
        if let member = base.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// A local or parameter `name` as bound before `offset`, one step further; `nil` when no
    /// binding is in scope (then it is a member).
    private func local(_ name: String, at offset: Int, depth: Int) -> TargetExpression? {
        guard let all = bindings[name], let binding = all.last(where: { $0.offset < offset }) else { return nil }
        if binding.isAssignment {
            // `let vc: UIViewController; if … { vc = A() } else { vc = B() }`: every value that
            // can still be there, as alternatives.
            guard let live = Self.liveValues(all.filter { $0.offset < offset }) else { return .unknown }
            if live.count > 1 {
                let options = live.compactMap { binding in binding.value.map { target(of: $0, at: binding.offset, depth: depth + 1) } }
                let either = Self.eitherOf(options)
                return either == .unknown ? .unknown : .followed(either)
            }
        }
        if let type = binding.type, !UIKit.isGenericContainer(type) { return .followed(.type(type)) }
        guard let value = binding.value else { return .followed(.parameter(name)) }
        let inner = target(of: value, at: binding.offset, depth: depth + 1)
        if case .unknown = inner { return .unknown }
        return .followed(inner)
    }

    /// The values of the last declaration (`bindings`, in source order, up to the use) and the
    /// assignments after it that a later assignment does not overwrite: one overwrites another
    /// when it stands in a block holding the other (after it, whatever ran before is replaced),
    /// not when it sits in a branch of its own.
    /// `nil` past 32 values: each pair is compared, and generated code assigning one name
    /// thousands of times is read as unknown.
    private static func liveValues(_ bindings: [Binding]) -> [Binding]? {
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
    /// names (``TargetExpression/built(type:arguments:)``).
    static func specificTarget(_ type: TypeSyntax) -> TargetExpression? {
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
