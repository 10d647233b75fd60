import SwiftSyntax

extension TargetReader {
    /// The screens a value lists (a stack or tabs set, a container's children): `[a, b]`, or a
    /// list mapped through a closure (`[a, b].map { Navigation(rootViewController: $0) }`,
    /// `tabs.map { Helpers.wrapped(for: $0) }`, each element read as the closure's `$0`), where
    /// the list is written in place or held by a local (every array it is given, in any branch).
    /// `nil` for anything else.
    func listedScreens(in value: ExprSyntax, at offset: Int, followingLocal: Bool = true) -> [TargetExpression]? {
        var value = value
        // `[a, b, flag ? nil : c].compactMap { $0 }`: the listed values, a `nil` dropped.
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "compactMap", let base = member.base, base.is(ArrayExprSyntax.self),
           let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
           closure.statements.count == 1, closure.statements.first?.item.as(ExprSyntax.self)?.trimmedDescription == "$0" {
            value = base
        }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.map { target(of: $0.expression, at: offset) } }
        // `[UIViewController]()`: an empty list, filled by appends.
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.calledExpression.is(ArrayExprSyntax.self) {
            return []
        }
        // `let shown: [UIViewController]; if … { shown = [a, b] } else { shown = [a] }`: the lists the
        // branches set, whose tops are alternatives (the first branch's screens below its top).
        if followingLocal, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
           binding(of: name, at: offset)?.isAssignment == true,
           let live = Self.liveValues((bindings[name] ?? []).filter { $0.isVisible(at: offset) }), live.count > 1 {
            var lists: [[TargetExpression]] = []
            for set in live {
                guard let array = set.value?.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
                lists.append(array.elements.map { target(of: $0.expression, at: set.offset) })
            }
            return lists[0].dropLast() + [Self.eitherOf(lists.compactMap(\.last))]
        }
        // `let tabs = [a, b]; tabBar.setViewControllers(tabs, animated: false)`: the list the local holds.
        if followingLocal, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let binding = declaration(ofList: name, at: offset),
           let held = binding.value {
            // A list built by appending (`var tabs = [UIViewController](); tabs.append(home)`):
            // what it starts with, and each value appended before the use.
            let appended = (bindings[Self.appended(to: name)] ?? []).filter { $0.isVisible(at: offset) && $0.offset > binding.offset }
                .compactMap { element in element.value.map { target(of: $0, at: element.offset) } }
            // A start not read (`var shown = viewControllers`, the screens already there, which
            // showing again adds nothing) leaves what is appended, which is new.
            guard let listed = listedScreens(in: held, at: binding.offset, followingLocal: false) ?? (appended.isEmpty ? nil : [])
            else { return nil }
            return listed + appended
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base else { return nil }
        if let made = madeOfEachCase(by: call, of: base) { return [made] }
        guard let (mapped, readAt) = Self.mappedElement(by: call) else { return nil }
        // Each element with where it is written: a list in place, or every list a local is given
        // and each value appended to it before the call (`controllers.append(settings)`).
        var elements: [(value: ExprSyntax, offset: Int)] = []
        if let array = base.as(ArrayExprSyntax.self) {
            elements = array.elements.map { ($0.expression, offset) }
        } else if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            for binding in (bindings[name] ?? []) where binding.offset < offset {
                guard let array = binding.value?.as(ArrayExprSyntax.self) else { continue }
                elements += array.elements.map { ($0.expression, binding.offset) }
            }
            for appended in bindings[Self.appended(to: name)] ?? [] where appended.isVisible(at: offset) && !elements.isEmpty {
                if let value = appended.value { elements.append((value, appended.offset)) }
            }
        }
        // Every case of an enum (`Tab.allCases.map(viewController(for:))`), or a list read
        // elsewhere (`Settings.tabBarPages.map { controller(for: $0) }`, which a user may fill
        // with any case): each screen the mapping can make, as none is left out.
        if elements.isEmpty { return [target(of: mapped, at: readAt)] }
        var targets: [TargetExpression] = []
        for (element, listOffset) in elements {
            var each = self
            each.bindings["$0"] = [TargetReader.Binding(offset: listOffset, value: element, type: nil)]
            let target = each.target(of: mapped, at: readAt)
            if !targets.contains(target) { targets.append(target) }
        }
        return targets
    }

    /// What a closure mapping every case of an enum makes in its statements and returns
    /// (`Tab.allCases.map { tab in let stack = NavigationController(rootViewController:
    /// tab.viewController); …; return stack }`): read with its locals, the case any of the enum's,
    /// so each screen a member of the case can give; `nil` for another `map`, or a closure of one
    /// expression, which ``mappedElement(by:namingElement:)`` reads.
    private func madeOfEachCase(by call: FunctionCallExprSyntax, of base: ExprSyntax) -> TargetExpression? {
        guard let cases = base.as(MemberAccessExprSyntax.self), cases.declName.baseName.text == "allCases",
              let path = cases.base.flatMap(SyntaxText.referencePath), path.allSatisfy(TypeNames.looksLikeType),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.statements.count > 1 else { return nil }
        let returned = ReturnCollector.values(in: closure.statements)
        guard returned.count == 1, let value = returned.first else { return nil }
        var each = self
        each.bindings.merge(BindingCollector.bindings(in: closure.statements, parameters: nil)) { $0 + $1 }
        let names = ClosureParameters.names(of: closure) ?? ["$0"]
        guard names.count == 1, let element = names.first else { return nil }
        each.bindings[element] = [Binding(offset: closure.position.utf8Offset, value: nil, type: path.joined(separator: "."))]
        let made = each.target(of: value, at: value.position.utf8Offset)
        return made == .unknown ? nil : made
    }

    /// What a `map` call makes of each element, written with the element as `$0`, and the offset
    /// to read it at: its closure's one expression (`{ Navigation(rootViewController: $0) }`), read
    /// where it stands, or a call of the initialiser or method it is handed
    /// (`map(SwipeableNavigationController.init(rootViewController:))` makes
    /// `SwipeableNavigationController(rootViewController: $0)`, `map(viewController(for:))`
    /// makes `viewController(for: $0)`), which stands nowhere in the file and is read at the map.
    /// - Parameters:
    ///   - call: The `map` call.
    ///   - namingElement: Whether a closure may name its element (`{ _ in PhotoViewController() }`),
    ///     for a reader that needs only what it makes, not which element.
    static func mappedElement(by call: FunctionCallExprSyntax, namingElement: Bool = false) -> (element: ExprSyntax, readAt: Int)? {
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            guard closure.signature == nil || namingElement, closure.statements.count == 1,
                  let only = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
            return (only, only.position.utf8Offset)
        }
        // A method of the caller's handed by name (`map(viewController(for:))`): a call of it.
        if call.arguments.count == 1, let method = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self),
           method.baseName.text.first?.isLowercase == true,
           let names = method.argumentNames?.arguments, names.count == 1, let name = names.first {
            return (elementHanded(to: method.baseName.text, as: name.name), call.position.utf8Offset)
        }
        guard call.arguments.count == 1, let initialiser = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              initialiser.declName.baseName.tokenKind == .keyword(.`init`),
              let type = initialiser.base?.as(DeclReferenceExprSyntax.self), TypeNames.looksLikeType(type.baseName.text),
              let names = initialiser.declName.argumentNames?.arguments, names.count == 1, let name = names.first
        else { return nil }
        return (elementHanded(to: type.baseName.text, as: name.name), call.position.utf8Offset)
    }

    /// A call of `callee` handing it the element (`$0`) under `argumentLabel` (`_` for none).
    private static func elementHanded(to callee: String, as argumentLabel: TokenSyntax) -> ExprSyntax {
        let label: TokenSyntax? = argumentLabel.tokenKind == .wildcard ? nil : .identifier(argumentLabel.text)
        let element = LabeledExprSyntax(label: label, colon: label == nil ? nil : .colonToken(trailingTrivia: .space),
                                        expression: DeclReferenceExprSyntax(baseName: .dollarIdentifier("$0")))
        return ExprSyntax(FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier(callee)),
                                                 leftParen: .leftParenToken(), arguments: [element], rightParen: .rightParenToken()))
    }

    /// One of the screens a list holds (what `list[index]` shows): each element of a list, or
    /// value of a dictionary (what `screens[key]` shows), written in place or held by a local; a
    /// list another member holds is read where it is declared.
    func target(ofElementOf list: ExprSyntax, at offset: Int, depth: Int = 0) -> TargetExpression {
        guard depth < Self.maximumDepth else { return .unknown }
        if let array = list.as(ArrayExprSyntax.self) {
            return Self.eitherOf(array.elements.map { target(of: $0.expression, at: offset, depth: depth + 1) })
        }
        // `[.home: HomeViewController(), .settings: SettingsViewController()]`, looked up by key:
        // each of its values.
        if case .elements(let pairs)? = list.as(DictionaryExprSyntax.self)?.content {
            return Self.eitherOf(pairs.map { target(of: $0.value, at: offset, depth: depth + 1) })
        }
        // `models.map { ImageViewController(viewModel: $0) }`: what the closure makes of each.
        if let call = list.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["map", "compactMap"].contains(member.declName.baseName.text),
           let (mapped, readAt) = Self.mappedElement(by: call, namingElement: true) {
            return target(of: mapped, at: readAt, depth: depth + 1)
        }
        if let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text, let binding = binding(of: name, at: offset),
           let value = binding.value, value.is(ArrayExprSyntax.self) || value.is(FunctionCallExprSyntax.self) {
            let element = target(ofElementOf: value, at: binding.offset, depth: depth + 1)
            if element != .unknown { return .followed(element) }
            // A list written out says all there is; a call not read is the local's to tell.
            if value.is(ArrayExprSyntax.self) { return .unknown }
        }
        return target(of: list, at: offset, depth: depth)
    }

    /// The declaration of the local list `name` used at `offset`, looking through assignments
    /// that only trim it (`shown = shown.dropLast()`); `nil` when another assignment sets it.
    private func declaration(ofList name: String, at offset: Int) -> Binding? {
        var found = binding(of: name, at: offset)
        while let binding = found, binding.isAssignment {
            guard let value = binding.value, Self.trimmedList(value)?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
            else { return nil }
            found = self.binding(of: name, at: binding.offset)
        }
        return found
    }

    /// The list `value` keeps part of (`list.dropLast()`, `Array(list.prefix(2))`), else `nil`.
    private static func trimmedList(_ value: ExprSyntax) -> ExprSyntax? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array", call.arguments.count == 1,
           let argument = call.arguments.first, argument.label == nil {
            return trimmedList(argument.expression) ?? argument.expression
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["dropLast", "dropFirst", "prefix", "filter"].contains(member.declName.baseName.text) else { return nil }
        return member.base
    }

    /// The name under which values appended to the local list `name` are bound (`tabs.append(x)`).
    static func appended(to name: String) -> String { "\(name).append" }
}
