import SwiftSyntax

/// What an initialiser's own statements set its type's properties to (`self.stack =
/// UINavigationController(rootViewController: root)`, `self.children = children`).
enum StoredProperties {
    /// The body's own assignments to a property of `self`: its name, the value, and the statement.
    static func assignments(in body: CodeBlockSyntax) -> [(property: String, value: ExprSyntax, statement: SequenceExprSyntax)] {
        body.statements.compactMap { statement in
            guard let sequence = statement.item.as(SequenceExprSyntax.self) else { return nil }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let member = elements[0].as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
            return (member.declName.baseName.text, elements[2], sequence)
        }
    }

    /// Records in `type` what a stored property declared without a value, or as UIKit's base
    /// type, is set to by the initialiser `body`. Its locals are read only when one is set.
    /// - Parameters:
    ///   - body: An initialiser's body.
    ///   - parameters: Its parameters.
    ///   - owner: The type's name.
    ///   - type: The type's facts.
    /// - Returns: The initialiser's locals, when they had to be read.
    static func read(_ body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, of owner: String,
                     into type: inout UIKitTypeFact) -> [String: [TargetReader.Binding]]? {
        var bindings: [String: [TargetReader.Binding]]?
        for (name, value, statement) in assignments(in: body) where UIKitReader.saysNoScreen(type.properties[name]) {
            let found = bindings ?? BindingCollector.bindings(in: body, parameters: parameters)
            bindings = found
            let held = TargetReader(bindings: found, owner: owner).target(of: value, at: statement.position.utf8Offset)
            // A parameter kept as it is given (`self.stack = stack`) says less than the declared type.
            if held != .unknown, !UIKitReader.isBareParameter(held) { type.properties[name] = held }
        }
        return bindings
    }
}
