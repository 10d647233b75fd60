import SwiftSyntax

/// The members a type declares as properties, as UIKit's reader reads them.
extension UIKitReader {
    /// Reads a declaration of stored or computed properties: the values a member holds (what
    /// its initial value, getter or declared type says), the `String` constants naming
    /// segues, the observed property a `didSet` may navigate from, the bare stacks a method
    /// may give their first screen, and a lazy initial value read as a method.
    func readProperties(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard functions.isEmpty, node.parent?.is(MemberBlockItemSyntax.self) == true, let type = types.last else {
            return .visitChildren
        }
        // `struct SegueIdentifier { static let pendingUploads = "Pending Uploads" }`: identifiers
        // named as constants, as a `String` enum's cases name them.
        let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
        let isConstant = isLet && node.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isConstant, let value = binding.initializer?.value, value.is(StringLiteralExprSyntax.self),
               let text = SyntaxText.stringValue(value) {
                facts.types[type.index].stringCases[name] = text
            } else if isLet, let value = binding.initializer?.value, value.is(StringLiteralExprSyntax.self),
                      let text = SyntaxText.stringValue(value) {
                facts.types[type.index].stringConstants[name] = text
            }
            if Self.isObserved(binding) {
                observed = (name, node.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) })
            }
            // The value assigned says more than a declared protocol or base class
            // (`static var shared: Theme = DefaultTheme()`); the declared type, when it cannot be read.
            // A list (`let tabs = [home, search]`, or a getter giving one) holds each of its
            // elements; a dictionary (`[.home: home, .search: search]`) each of its values.
            let assigned = binding.initializer.map { initial in
                initial.value.is(ArrayExprSyntax.self) || initial.value.is(DictionaryExprSyntax.self)
                    ? reader.target(ofElementOf: initial.value, at: initial.value.position.utf8Offset)
                    : reader.target(of: initial.value, at: initial.value.position.utf8Offset)
            } ?? Self.listedInGetter(binding).map { reader.target(ofElementOf: ExprSyntax($0), at: $0.position.utf8Offset) }
                ?? Self.viewInGetter(binding, reader: reader) ?? Self.screenInGetter(binding, reader: reader)
            // UIKit's own containers name no screen, but what they are: a receiver whose
            // `viewControllers` are set is a stack or tabs by its declared type.
            let annotated = binding.typeAnnotation.flatMap { annotation -> TargetExpression? in
                if let name = TargetReader.specificType(annotation.type), genericParameters[type.index]?.contains(name) == true {
                    return .unknown
                }
                let written = TargetReader.specificTarget(annotation.type)
                // A host of the enclosing types' view parameter (`UIHostingController<Content>`) names no view.
                if case .hosting(_, .type(let view))? = written,
                   types.contains(where: { genericParameters[$0.index]?.contains(view) == true }) {
                    return .unknown
                }
                // A stored list of screens (`let pages: [PhotoViewController]`) holds each of its
                // elements; a computed one may be overridden with the base type's subclasses.
                if let list = TargetReader.unwrapped(annotation.type).as(ArrayTypeSyntax.self) {
                    return binding.accessorBlock == nil ? TargetReader.specificTarget(list.element) : nil
                }
                return written ?? Self.uikitContainer(annotation.type)
            }
            // A stored closure making a screen (`var createHomeScreen: (UINavigationController) ->
            // HomeScreenViewController`), called as a method is, gives back that screen.
            if let made = Self.screenMade(by: binding, generics: genericParameters[type.index] ?? []),
               facts.types[type.index].methods[name] == nil {
                facts.types[type.index].methods[name] = made
            }
            let held = assigned == .unknown ? annotated ?? assigned : assigned ?? annotated
            if TargetReader.buildsStackBare(binding.initializer?.value) { bareStacks[type.index, default: []].insert(name) }
            // One that cannot be read still hides its superclass's of the same name.
            if let held, held != .unknown || facts.types[type.index].properties[name] == nil {
                facts.types[type.index].properties[name] = held
            } else if held == nil, facts.types[type.index].properties[name] == nil {
                facts.types[type.index].properties[name] = .unknown
            }
        }
        // A lazy property's closure may navigate (a button's action).
        guard mentionsNavigation(node) else { return .skipChildren }
        // A property's initial value (a lazy data source's cell closures) is read as a method of
        // that name: the locals its closures bind are known.
        if node.bindings.count == 1, let binding = node.bindings.first, let initial = binding.initializer,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, mentionsNavigation(initial) {
            enterFunction(name, body: initial, parameters: nil, isStatic: false, isPrivate: true, known: nil)
            initialValuesEntered.insert(node.id)
        }
        return .visitChildren
    }

    /// The screen a property declared as a closure returns (`(UINavigationController) ->
    /// HomeScreenViewController`, optional or not), when its type names one: not one of the
    /// type's `generics` (`var details: () -> Details`), which each use of the type picks.
    static func screenMade(by binding: PatternBindingSyntax, generics: Set<String>) -> TargetExpression? {
        guard let declared = binding.typeAnnotation?.type,
              let function = TypeShapes.unwrapped(declared).as(FunctionTypeSyntax.self) else { return nil }
        let returned = function.returnClause.type
        if let name = TargetReader.specificType(returned), generics.contains(name) { return nil }
        return TargetReader.specificTarget(returned)
    }
}
