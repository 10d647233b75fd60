import SwiftSyntax

/// Calls of the wrappers (``NavigationWrappers``): a method called with what it shows, a
/// property set to it, each read as the UIKit call the wrapper makes, for its caller.
extension NavigationWrappers {
    /// The navigation `node` makes when it calls a wrapper of `owner` (`push(vc)`, `self.push(vc)`):
    /// the wrapper's UIKit calls (one per branch of a helper that pushes or sets the root), each
    /// showing what the caller passes; empty for no wrapper's call.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code makes it.
    ///   - method: The function it is made in.
    ///   - reader: The caller's locals, to read what it passes.
    ///   - source: The caller's file, for where `node` stands (where a shared wrapper's call is drawn).
    func call(_ node: FunctionCallExprSyntax, owner: Owner, method: String, reader: TargetReader,
              source: SourceContext) -> [WrappedCall] {
        let position = source.position(of: node)
        let built = initialiserCalls(node, owner: owner, method: method, reader: reader, source: source)
        guard built.isEmpty, !byName.isEmpty || !bySetter.isEmpty else { return built }
        let name: String
        // The value a shared wrapper is called on: `nil` for `self`, written or not.
        var base: ExprSyntax?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let called = member.base {
            name = member.declName.baseName.text
            // `self?.push(vc)` in a closure capturing `self` weakly is `self`'s call too.
            let value = called.as(OptionalChainingExprSyntax.self)?.expression ?? called
            if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { base = called }
        } else {
            return []
        }
        var arguments = Array(node.arguments)
        // A closure given last, trailing (`present(style: .sheet) { EditView() }`), is an argument too.
        let trailing = node.trailingClosure
        if let trailing { arguments.append(LabeledExprSyntax(expression: ExprSyntax(trailing))) }
        return (byName[name] ?? []).compactMap { wrapper in
            guard let passed = Self.matched(arguments, wrapper, trailing: trailing != nil),
                  reaches(wrapper, from: owner, on: base) else { return nil }
            return made(wrapper, for: name, arguments: passed, base: base, owner: owner, method: method, reader: reader,
                        at: node.position.utf8Offset, position)
        }
    }

    /// The navigation `node` makes when a container's subclass hands its children to the
    /// initialiser keeping them (`super.init(viewControllers: [a, b])`): each screen passed,
    /// listed or not, embedded by the subclass, standing where it is handed. A container built
    /// elsewhere (`Container(viewControllers: [a, b])`) is no such call: its children are the
    /// container's, not the builder's, and are named with it when it is generic over them.
    private func initialiserCalls(_ node: FunctionCallExprSyntax, owner: Owner, method: String, reader: TargetReader,
                                  source: SourceContext) -> [WrappedCall] {
        guard !byInitialiser.isEmpty else { return [] }
        if let built = viewsBuiltInPlace(node, owner: owner, method: method, reader: reader, source: source) { return built }
        let position = source.position(of: node)
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "init", let base = member.base else { return [] }
        let candidates: [Wrapper]
        if base.is(SuperExprSyntax.self) {
            candidates = nearestInitialisers(above: owner)
        } else if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            // A convenience initialiser handing its children to the class's own.
            candidates = byInitialiser[owner.name] ?? []
        } else {
            return []
        }
        let arguments = Array(node.arguments)
        let offset = node.position.utf8Offset
        return candidates.compactMap { wrapper in
            guard case .parameter(let index) = wrapper.shown, let passed = Self.matched(arguments, wrapper),
                  let argument = passed[index] else { return nil }
            let given = argument.expression
            // Listed children are each embedded, as a branch's alternatives are each drawn.
            let shown = reader.listedScreens(in: given, at: offset).map(TargetExpression.oneOf) ?? reader.target(of: given, at: offset)
            let text = "\(SyntaxText.normalized(node.calledExpression))(\(argument.label.map { "\($0.text): " } ?? "")"
                + "\(UIKitCallReader.shortened(SyntaxText.normalized(given))))"
            return made(wrapper, showing: shown, text: text, owner: owner, method: method, animated: false, at: position)
        }
    }

    /// The navigation `node` makes when it builds a view of the app's that shows what it is
    /// handed (``Wrapper/builtInPlace``: `SettingsRow(title: t, destination: AboutView())`): each
    /// screen handed, from the builder, standing where it is named. `nil` for any other call.
    private func viewsBuiltInPlace(_ node: FunctionCallExprSyntax, owner: Owner, method: String, reader: TargetReader,
                                   source: SourceContext) -> [WrappedCall]? {
        var callee = node.calledExpression
        if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
        guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let candidates = byInitialiser[type]?.filter(\.builtInPlace), !candidates.isEmpty else { return nil }
        // A view showing what it is handed one way or another (`switch presentationType { case .push:
        // navigateTo(destination: d) case .present: present { d } }`) shows it once, the first way;
        // the others are told all the same.
        var labels = Set<String>()
        return candidates.compactMap { wrapper in
            guard let label = wrapper.shownLabel, let given = node.arguments.first(where: { $0.label?.text == label }) else { return nil }
            let offset = given.expression.positionAfterSkippingLeadingTrivia.utf8Offset
            let shown = Self.shown(given.expression, by: wrapper, reader: reader, at: offset)
            let text = "\(type)(\(label): \(UIKitCallReader.shortened(SyntaxText.normalized(given.expression))))"
            var wrapped = made(wrapper, showing: shown, text: text, owner: owner, method: method, animated: false,
                               at: source.position(of: given.expression))
            wrapped.draws = labels.insert(label).inserted
            return wrapped
        }
    }

    /// The initialiser wrappers of the nearest class above `owner` that has any: a subclass's
    /// `super.init` calls its own superclass's, which may hand what it is given further up.
    private func nearestInitialisers(above owner: Owner) -> [Wrapper] {
        var level = owner.inherited
        var seen: Set<String> = [owner.name]
        while !level.isEmpty, seen.count < 32 {
            let found = level.compactMap { byInitialiser[$0] }.joined()
            if !found.isEmpty { return Array(found) }
            level = level.filter { seen.insert($0).inserted }.flatMap { inheritance[$0] ?? [] }
        }
        return []
    }

    /// One wrapper's call for a caller passing `arguments`.
    private func made(_ wrapper: Wrapper, for name: String, arguments: [Int: LabeledExprSyntax], base: ExprSyntax?, owner: Owner,
                      method: String, reader: TargetReader, at offset: Int, _ position: SourcePosition) -> WrappedCall? {
        var wrapper = wrapper
        let shown: TargetExpression
        let text: String
        switch wrapper.shown {
        case .parameter(let index):
            guard var given = arguments[index]?.expression else {
                // Left out, its default taken: only what the wrapper shows instead.
                guard !wrapper.fallbacks.isEmpty else { return nil }
                return made(wrapper, showing: .oneOf(wrapper.fallbacks), text: "\(name)()", owner: owner, method: method,
                            animated: UIKitCallReader.animated(Array(arguments.values)), at: position)
            }
            text = "\(name)(\(UIKitCallReader.shortened(SyntaxText.normalized(given))))"
            if let member = wrapper.shownMember {
                // The value built in place, its member passed under its label; else, for a
                // coordinator's helper, the coordinator handed over; nothing else tells.
                if let field = given.as(FunctionCallExprSyntax.self)?.arguments.first(where: { $0.label?.text == member }) {
                    given = field.expression
                    wrapper.presents = false
                    wrapper.presentedProperty = nil
                } else if wrapper.presentedProperty == nil {
                    return nil
                }
            }
            if let branch = wrapper.branch, !Self.reaches(branch, with: arguments[branch.parameter]) {
                // Another case's branch: the helper is called, this call of it is not made.
                var missed = made(wrapper, showing: .unknown, text: text, owner: owner, method: method, animated: false, at: position)
                missed.draws = false
                return missed
            }
            let passed: TargetExpression
            if let scene = wrapper.scene {
                // An identifier the caller writes; any other value names no scene it can tell.
                guard let identifier = SyntaxText.stringValue(given) else { return nil }
                passed = .storyboardScene(identifier: identifier + scene.suffix, storyboard: scene.storyboard)
            } else {
                passed = Self.shown(given, by: wrapper, reader: reader, at: offset)
            }
            // A value of Swift's own types is no screen a helper taking one is handed.
            if wrapper.parameters[index].takesScreen, case .type(let type) = passed.unfollowed, UIKit.neverScreens.contains(type) {
                return nil
            }
            shown = wrapper.fallbacks.isEmpty ? passed : .oneOf([passed] + wrapper.fallbacks)
            var call = made(wrapper, showing: shown, text: text, owner: owner, method: method,
                            animated: UIKitCallReader.animated(Array(arguments.values)), at: position)
            call.switchedArgument = wrapper.branch.flatMap { arguments[$0.parameter] }
            call.branch = wrapper.branch
            return call
        case .receiver:
            guard let base else { return nil }
            var value = base
            if let chained = value.as(OptionalChainingExprSyntax.self) { value = chained.expression }
            shown = reader.target(of: value, at: offset)
            // A screen's own method (`alert.show()`): only on a value built of its type, or a subclass.
            if wrapper.scope == .valuesOfItsType {
                guard case .type(let type) = shown.unfollowed,
                      isKind(type, inheriting: inheritance[type] ?? [], of: wrapper.owner) else { return nil }
            }
            text = "\(UIKitCallReader.shortened(SyntaxText.normalized(value))).\(name)()"
        case .assignedValue:
            return nil
        }
        return made(wrapper, showing: shown, text: text, owner: owner, method: method,
                    animated: UIKitCallReader.animated(Array(arguments.values)), at: position)
    }

    /// The navigation `node` makes when it sets a property whose observer shows the value set
    /// (`self.contentViewController = step`, `container.contentViewController = step`).
    /// - Parameters:
    ///   - node: An expression, read when it is an assignment.
    ///   - owner: The type whose code makes it.
    ///   - method: The function it is made in.
    ///   - reader: The caller's locals, to read the value set.
    ///   - position: Where `node` stands.
    func assignment(_ node: SequenceExprSyntax, owner: Owner, method: String, reader: TargetReader,
                    at position: SourcePosition) -> WrappedCall? {
        guard !bySetter.isEmpty else { return nil }
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let name: String
        var base: ExprSyntax?
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = elements[0].as(MemberAccessExprSyntax.self), let called = member.base {
            name = member.declName.baseName.text
            var value = called
            if let chained = value.as(OptionalChainingExprSyntax.self) { value = chained.expression }
            if value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) { base = called }
        } else {
            return nil
        }
        guard let wrapper = bySetter[name]?.first(where: { reaches($0, from: owner, on: base) }) else { return nil }
        let value = elements[2]
        // Setting nothing (`contentViewController = nil`) takes a screen away.
        guard !value.is(NilLiteralExprSyntax.self) else { return nil }
        let shown = reader.target(of: value, at: value.positionAfterSkippingLeadingTrivia.utf8Offset)
        let text = "\(name) = \(UIKitCallReader.shortened(SyntaxText.normalized(value)))"
        return made(wrapper, showing: shown, text: text, owner: owner, method: method, animated: false, at: position)
    }

    /// The type whose code calls a wrapper, and the types it inherits as its declaration says.
    struct Owner {
        var name: String
        var inherited: [String]
    }

    /// Whether code of `owner` calling on `base` (`nil` for `self`) reaches `wrapper`.
    private func reaches(_ wrapper: Wrapper, from owner: Owner, on base: ExprSyntax?) -> Bool {
        switch wrapper.scope {
        case .ownType: base == nil && wrapper.owner == owner.name
        case .valuesOfItsType: base != nil || isKind(owner.name, inheriting: owner.inherited, of: wrapper.owner)
        // A screen showing itself through its own helper draws nothing new.
        case .anyScreen: base != nil || wrapper.shown != .receiver
        }
    }

    /// The call `wrapper` makes for a caller, showing `shown`. A private helper's calls stand at
    /// the helper (its callers are its alternatives, as a branch's are); any other's (a method
    /// of the type's API, a subclass's, another value's, a shared helper's, a container's built)
    /// where it is made, which is where the screen shown is chosen.
    private func made(_ wrapper: Wrapper, showing shown: TargetExpression, text: String, owner: Owner, method: String,
                      animated: Bool, at position: SourcePosition) -> WrappedCall {
        let standsAtCaller = wrapper.scope != .ownType
        let coordinator = wrapper.presentedProperty.map { TargetExpression.valueProperty(of: shown, name: $0) } ?? shown
        let screen: TargetExpression = wrapper.presents ? .presented(coordinator) : shown
        var call = UIKitCallFact(action: wrapper.action, owner: owner.name, method: method,
                                 targets: [wrapper.embeds ? .embedded(screen) : screen], receiver: wrapper.receiver,
                                 receiverTarget: nil, segue: nil, animated: animated, text: text,
                                 position: standsAtCaller ? position : wrapper.position, assignment: wrapper.assignment)
        // Handed a coordinator, the helper navigates only when it presents a screen.
        call.quiet = wrapper.presents
        call.standsAtHelper = !standsAtCaller
        return WrappedCall(call: call, helper: wrapper.position, standsAtCaller: standsAtCaller,
                           byOwnType: standsAtCaller && owner.name == wrapper.owner && !wrapper.builtInPlace)
    }

    /// A call through a wrapper: the navigation it makes, and where the wrapper's own UIKit
    /// call stands (which, told by its callers, is no unresolved call of its own).
    struct WrappedCall {
        var call: UIKitCallFact
        var helper: SourcePosition
        /// Whether it is drawn where it is made (a shared wrapper's call), not at the helper.
        var standsAtCaller: Bool
        /// Whether it is drawn at all: not when another way of the same call already is.
        var draws = true
        /// Whether a method of the wrapper's own type makes it, standing at the caller
        /// (``NavigationWrappers/ownTypeCallersAtHelper``).
        var byOwnType = false
        /// The branch of the wrapper it is made in (``NavigationWrappers/Branch``), and the
        /// argument the caller passes to the parameter switched over.
        var branch: Branch?
        var switchedArgument: LabeledExprSyntax?

        /// The branch this call stands in when the caller, with `parameters`, is a wrapper itself:
        /// the `switch` around it over one of them, else the wrapper's branch when the caller
        /// passes one of them through (``NavigationWrappers/forwarded(_:with:to:)``).
        func branch(around node: some SyntaxProtocol, parameters: [Parameter]) -> Branch? {
            NavigationWrappers.branch(around: node, parameters: parameters)
                ?? NavigationWrappers.forwarded(branch, with: switchedArgument, to: parameters)
        }
    }

    /// What the argument `given` shows through `wrapper`: what the closure it calls builds
    /// (`{ EditView() }`), hosted when it puts a SwiftUI view in a hosting controller.
    private static func shown(_ given: ExprSyntax, by wrapper: Wrapper, reader: TargetReader, at offset: Int) -> TargetExpression {
        guard let host = wrapper.hosts else {
            // A view a router keeps (``KeptViewRouters``): what the closure builds; a closure
            // handed on (`present(content: content)`) is the caller's parameter.
            if wrapper.invokes, let closure = given.as(ClosureExprSyntax.self) {
                return KeptViewRouters.shown(by: closure, reader: reader)
            }
            // A stack set through a helper handed its list (`set([home], animated: false)`): each
            // screen listed, as its `setViewControllers(_:animated:)` draws them.
            if case .setViewControllers = wrapper.action, let listed = reader.listedScreens(in: given, at: offset) {
                return listed.count == 1 ? listed[0] : .oneOf(listed)
            }
            return reader.target(of: given, at: offset)
        }
        var view: ExprSyntax? = given
        if wrapper.invokes { view = given.as(ClosureExprSyntax.self).flatMap(TargetReader.onlyValue(of:)) }
        guard let view else { return .unknown }
        let hosted = reader.viewTarget(of: view, at: view.position.utf8Offset)
        return hosted == .unknown ? .unknown : .hosting(host: host, view: hosted)
    }

    /// The arguments of a call of `wrapper`, by the parameter each is passed to, as Swift matches
    /// them: in order, each to the next parameter of its label (parameters skipped have
    /// defaults); a trailing closure to the first parameter left that takes a closure, else the
    /// last unless it takes a screen. `nil` when `arguments` cannot be such a call, or (a
    /// wrapper showing a parameter) do not pass the one it shows.
    private static func matched(_ arguments: [LabeledExprSyntax], _ wrapper: Wrapper, trailing: Bool = false) -> [Int: LabeledExprSyntax]? {
        if case .assignedValue = wrapper.shown { return nil }
        let parameters = wrapper.parameters
        var passed: [Int: LabeledExprSyntax] = [:]
        var next = 0
        for argument in arguments.dropLast(trailing ? 1 : 0) {
            let label = argument.label?.text
            while next < parameters.count, parameters[next].label != label {
                guard parameters[next].hasDefault else { return nil }
                next += 1
            }
            guard next < parameters.count else { return nil }
            passed[next] = argument
            next += 1
        }
        if trailing, let closure = arguments.last {
            let left = parameters.indices.dropFirst(next)
            guard let taking = left.first(where: { parameters[$0].takesClosure })
                    ?? left.last.flatMap({ parameters[$0].takesScreen ? nil : $0 }) else { return nil }
            passed[taking] = closure
        }
        // Every parameter left out has a default.
        guard parameters.indices.allSatisfy({ passed[$0] != nil || parameters[$0].hasDefault }) else { return nil }
        if case .parameter(let index) = wrapper.shown, passed[index] == nil, wrapper.fallbacks.isEmpty { return nil }
        return passed
    }
}
