import SwiftSyntax

/// Collects what a function's locals are bound to (`let vc = …`, `if let vc = … as? X`,
/// `guard let`, `vc = …`), with each binding's offset, so a call reads the last binding before it.
/// Run only on bodies that hold a UIKit navigation name.
final class BindingCollector: SyntaxVisitor {
    private(set) var bindings: [String: [TargetReader.Binding]] = [:]

    /// The bindings in `body`, after the parameters given.
    static func bindings(in body: some SyntaxProtocol, parameters: FunctionParameterListSyntax?) -> [String: [TargetReader.Binding]] {
        let collector = BindingCollector(viewMode: .sourceAccurate)
        // A parameter typed by the function's own generic parameter (`destination: Destination`)
        // holds whatever its caller gives: no type of the app's.
        let generic = Set(parameters?.parent?.parent?.parent?.as(FunctionDeclSyntax.self)?.genericParameterClause?.parameters
            .map(\.name.text) ?? [])
        for parameter in parameters ?? [] {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = TargetReader.specificType(parameter.type)
            collector.add(name, offset: parameter.position.utf8Offset, value: nil, type: type.flatMap { generic.contains($0) ? nil : $0 })
        }
        collector.walk(body)
        return collector.bindings
    }

    private func add(_ name: String, offset: Int, value: ExprSyntax?, type: String?, isAssignment: Bool = false,
                     scopeEnd: Int? = nil) {
        guard name != "_" else { return }
        bindings[name, default: []].append(TargetReader.Binding(offset: offset, value: value, type: type, isAssignment: isAssignment,
                                                                scopeEnd: scopeEnd))
    }

    /// Where an optional binding's scope ends: an `if`'s (or `while`'s) body; `nil` for a
    /// `guard`'s, which lasts to the function's end.
    private static func scopeEnd(of binding: OptionalBindingConditionSyntax) -> Int? {
        var node: Syntax? = Syntax(binding)
        while let current = node {
            if let statement = current.as(IfExprSyntax.self) { return statement.body.endPosition.utf8Offset }
            if let statement = current.as(WhileStmtSyntax.self) { return statement.body.endPosition.utf8Offset }
            if current.is(GuardStmtSyntax.self) || current.is(CodeBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            add(name, offset: node.position.utf8Offset, value: node.initializer?.value,
                type: node.typeAnnotation.flatMap { TargetReader.specificType($0.type) })
        }
        return .visitChildren
    }

    /// A value appended to a local list (`tabs.append(home)`), for the list's reading.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let appended = SyntaxText.appended(by: node), let list = appended.list.as(DeclReferenceExprSyntax.self)?.baseName.text {
            add(TargetReader.appended(to: list), offset: node.position.utf8Offset, value: appended.value, type: nil)
        }
        return .visitChildren
    }

    /// A loop's element stands for the sequence it comes from (`for child in children.reversed()`):
    /// a call showing it shows what the sequence holds, each of its values.
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            var sequence = node.sequence
            while let call = sequence.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  Self.orderingMethods.contains(member.declName.baseName.text) {
                sequence = base
            }
            add(name, offset: node.pattern.position.utf8Offset, value: sequence, type: nil)
        }
        return .visitChildren
    }

    /// Methods giving back a sequence's own values, reordered or fewer.
    private static let orderingMethods: Set = ["reversed", "dropFirst", "dropLast", "shuffled", "lazy"]

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        // `if let vc` alone rebinds the same value: the earlier binding stays the one read.
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = node.initializer?.value {
            add(name, offset: node.position.utf8Offset, value: value,
                type: node.typeAnnotation.flatMap { TargetReader.specificType($0.type) }, scopeEnd: Self.scopeEnd(of: node))
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
            if let name = elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text {
                add(name, offset: node.position.utf8Offset, value: elements[2], type: nil, isAssignment: true)
            } else if let member = elements[0].as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                // `self.stack = UINavigationController(rootViewController: list); embed(self.stack)`:
                // the property holds, for the rest of the function, what it was just set to.
                add(TargetReader.ownProperty(member.declName.baseName.text), offset: node.position.utf8Offset, value: elements[2],
                    type: nil, isAssignment: true)
            }
        }
        return .visitChildren
    }
}

/// The methods of the closure's owner that a closure calls: `self.showDetail(…)`,
/// `self?.showDetail(…)`, `strongSelf.showDetail(…)`, or `showDetail(…)` with `self` implied.
final class OwnMethodCalls: SyntaxVisitor {
    private(set) var names: [String] = []
    private static let selves: Set<String> = ["self", "strongSelf", "weakSelf", "welf", "this", "owner"]

    static func names(in closure: some SyntaxProtocol) -> [String] {
        let collector = OwnMethodCalls(viewMode: .sourceAccurate)
        collector.walk(closure)
        return collector.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isLowercase == true {
            names.append(reference.baseName.text)
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  let path = SyntaxText.referencePath(base), path.count == 1, Self.selves.contains(path[0]) {
            names.append(member.declName.baseName.text)
        }
        return .visitChildren
    }
}
