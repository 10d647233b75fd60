import SwiftSyntax

/// A view's member handed as a binding to a view it builds (`TodaySectionView(selectedSheet:
/// self.$selectedSheet)`): what the built view sets through that parameter (`sheet =
/// .subscription`) sets the member of the view holding it, which a sheet of the holder's shows.
struct BindingHandoff: Hashable, Sendable {
    /// The view whose code builds the other and holds the member.
    var holder: String
    /// The holder's member handed (`selectedSheet` of `$selectedSheet`).
    var member: String
    /// The file whose code hands it, where a sheet showing the member is looked for.
    var file: String
    /// The view built, by its last name component.
    var child: String
    /// The label it is handed under, the built view's own member (a memberwise initialiser's).
    var label: String
}

/// Bindings handed down from view to view, read where views are built and followed upwards:
/// a case set deep in a view's subviews is a case of the sheet that shows the top holder's item.
enum HandedBindings {
    /// A member of a view: who holds it, and the file where a sheet showing it would be.
    struct Holder: Hashable, Sendable {
        var owner: String
        var member: String
        var file: String
    }

    /// How many views a binding is followed up through.
    static let maximumSteps = 4

    /// The bindings `node` hands to the view it builds: each argument written `$member` or
    /// `self.$member` of a call of a type's name (`Section(sheet: $sheet)`); none for any other call.
    /// - Parameters:
    ///   - node: A call in a view's code.
    ///   - owner: The type whose code makes it.
    ///   - file: The file it is in.
    static func handoffs(_ node: FunctionCallExprSyntax, owner: String?, file: String) -> [BindingHandoff] {
        guard let owner, let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              callee.first?.isUppercase == true else { return [] }
        var found: [BindingHandoff] = []
        for argument in node.arguments {
            guard let label = argument.label?.text, let member = boundMember(argument.expression) else { continue }
            found.append(BindingHandoff(holder: owner, member: member, file: file, child: callee, label: label))
        }
        return found
    }

    /// `member` of `$member` or `self.$member`.
    private static func boundMember(_ expression: ExprSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = expression.as(MemberAccessExprSyntax.self),
                  access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard name.hasPrefix("$"), name.count > 1 else { return nil }
        return String(name.dropFirst())
    }

    /// The handoffs of a scan, by the view built and its label.
    struct Index: Sendable {
        private let byChild: [String: [String: [BindingHandoff]]]

        /// An index of `handoffs`.
        init(_ handoffs: [BindingHandoff]) {
            var byChild: [String: [String: [BindingHandoff]]] = [:]
            for handoff in handoffs { byChild[handoff.child, default: [:]][handoff.label, default: []].append(handoff) }
            self.byChild = byChild
        }

        /// Every view member `member` of `owner` was handed from, up to ``maximumSteps`` views up.
        /// - Parameters:
        ///   - owner: The view setting its member.
        ///   - member: The member it sets.
        func holders(of owner: String, member: String) -> [Holder] {
            var found: [Holder] = []
            var seen: Set<String> = []
            var level = [(owner, member)]
            for _ in 0..<HandedBindings.maximumSteps where !level.isEmpty {
                var next: [(String, String)] = []
                for (child, label) in level {
                    for handoff in byChild[TypeNames.lastComponent(of: child)]?[label] ?? [] {
                        let key = handoff.holder + "." + handoff.member
                        guard seen.insert(key).inserted else { continue }
                        found.append(Holder(owner: handoff.holder, member: handoff.member, file: handoff.file))
                        next.append((handoff.holder, handoff.member))
                    }
                }
                level = next
            }
            return found
        }
    }
}
