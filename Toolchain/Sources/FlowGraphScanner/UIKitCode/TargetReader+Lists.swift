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
        // `let tabs = [a, b]; tabBar.setViewControllers(tabs, animated: false)`: the list the local holds.
        if followingLocal, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let binding = binding(of: name, at: offset), !binding.isAssignment,
           let held = binding.value {
            // A list built by appending (`var tabs = [UIViewController](); tabs.append(home)`):
            // what it starts with, and each value appended before the use.
            let appended = (bindings[Self.appended(to: name)] ?? []).filter { $0.isVisible(at: offset) && $0.offset > binding.offset }
                .compactMap { element in element.value.map { target(of: $0, at: element.offset) } }
            guard let listed = listedScreens(in: held, at: binding.offset, followingLocal: false) ?? (appended.isEmpty ? nil : [])
            else { return nil }
            return listed + appended
        }
        guard let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "map", let base = member.base,
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
              closure.signature == nil, closure.statements.count == 1,
              let mapped = closure.statements.first?.item.as(ExprSyntax.self) else { return nil }
        var lists: [(array: ArrayExprSyntax, offset: Int)] = []
        if let array = base.as(ArrayExprSyntax.self) {
            lists = [(array, offset)]
        } else if let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text {
            lists = (bindings[name] ?? []).filter { $0.offset < offset }.compactMap { binding in
                binding.value?.as(ArrayExprSyntax.self).map { ($0, binding.offset) }
            }
        }
        guard !lists.isEmpty else { return nil }
        var targets: [TargetExpression] = []
        for (array, listOffset) in lists {
            for element in array.elements {
                var each = self
                each.bindings["$0"] = [TargetReader.Binding(offset: listOffset, value: element.expression, type: nil)]
                let target = each.target(of: mapped, at: mapped.position.utf8Offset)
                if !targets.contains(target) { targets.append(target) }
            }
        }
        return targets
    }

    /// One of the screens a list holds (what `list[index]` shows): each element of a list written
    /// in place or held by a local; a list another member holds is read where it is declared.
    func target(ofElementOf list: ExprSyntax, at offset: Int, depth: Int = 0) -> TargetExpression {
        guard depth < Self.maximumDepth else { return .unknown }
        if let array = list.as(ArrayExprSyntax.self) {
            return Self.eitherOf(array.elements.map { target(of: $0.expression, at: offset, depth: depth + 1) })
        }
        if let name = list.as(DeclReferenceExprSyntax.self)?.baseName.text, let binding = binding(of: name, at: offset),
           let value = binding.value, value.is(ArrayExprSyntax.self) {
            let element = target(ofElementOf: value, at: binding.offset, depth: depth + 1)
            return element == .unknown ? .unknown : .followed(element)
        }
        return target(of: list, at: offset, depth: depth)
    }

    /// The name under which values appended to the local list `name` are bound (`tabs.append(x)`).
    static func appended(to name: String) -> String { "\(name).append" }
}
