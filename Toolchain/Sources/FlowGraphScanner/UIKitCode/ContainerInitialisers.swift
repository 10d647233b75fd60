import SwiftSyntax

/// What makes a class's initialiser a wrapper (``NavigationWrappers``): a method showing one of
/// its properties (`for child in children { addChild(child) }`) and an initialiser keeping a
/// parameter in that property as it is given (`self.children = children`), in either order in
/// the class; and, for a class declaring no initialiser, its superclass's, which Swift gives it.
/// A SwiftUI view declaring none has Swift's memberwise one, keeping each stored property under
/// its own name: a row showing what it is given (`struct SettingsRow<Destination: View> { let
/// destination: Destination … navigateTo(destination: destination) }`) shows, from each view
/// building it (`SettingsRow(title: t, destination: AboutView())`), what that view hands it.
struct ContainerInitialisers {
    /// By the index of a class's facts: its calls showing a property (indices in the facts).
    private var propertiesShown: [Int: [String: [Int]]] = [:]
    /// By the index of a class's facts: the parameters its initialisers keep, by property.
    private var parametersKept: [Int: [String: (index: Int, parameters: [NavigationWrappers.Parameter])]] = [:]
    /// By the index of a class's facts: the properties its initialisers keep a list in
    /// (`children: [UIViewController]`), which holds several screens, or a screen of one class
    /// (`tagFilter: TagFilterViewController`), a part of the screen keeping it; neither is the
    /// content of a container around any screen.
    private var partsKept: [Int: Set<String>] = [:]
    /// The classes (by index) declaring an initialiser.
    private var initialising = Set<Int>()
    /// By the index of a view's facts: the parameters of its memberwise initialiser, in order.
    private var memberwise: [Int: [NavigationWrappers.Parameter]] = [:]

    /// Reads the stored properties of the SwiftUI view `node` (its facts at `type`) as its
    /// memberwise initialiser's parameters: each `var`, and each `let` without a value.
    mutating func readMemberwise(_ node: StructDeclSyntax, of type: Int) {
        var parameters: [NavigationWrappers.Parameter] = []
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  // Property wrappers (`@State`, `@Environment`) are set by SwiftUI or under `_name`.
                  variable.attributes.isEmpty else { continue }
            let isVariable = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      Self.isStored(binding), isVariable || binding.initializer == nil else { continue }
                parameters.append(NavigationWrappers.Parameter(label: name, name: name))
            }
        }
        memberwise[type] = parameters
    }

    /// Whether `binding` stores its value: no getter (observers may stand).
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let accessors): accessors.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
        }
    }

    /// Notes `call` (at `index` in the facts), made in a method of the type at `type`, when
    /// what it shows is one of the type's properties.
    mutating func record(_ call: UIKitCallFact, at index: Int, of type: Int) {
        guard case .property(let name)? = NavigationWrappers.given(by: call)?.shown else { return }
        propertiesShown[type, default: [:]][name, default: []].append(index)
    }

    /// Reads an initialiser of the type at `type`: the parameters its body keeps as given.
    mutating func read(_ body: CodeBlockSyntax, parameters: FunctionParameterListSyntax, of type: Int) {
        initialising.insert(type)
        let syntax = Array(parameters)
        let read = syntax.map(NavigationWrappers.Parameter.init)
        for (property, value, _) in StoredProperties.assignments(in: body) {
            guard let given = Self.keptParameter(in: value), let index = read.firstIndex(where: { $0.name == given }) else { continue }
            parametersKept[type, default: [:]][property] = (index, read)
            if TargetReader.unwrapped(syntax[index].type).is(ArrayTypeSyntax.self)
                || read[index].declaredType.map({ UIKit.isScreenType($0, inherited: []) }) == true {
                partsKept[type, default: []].insert(property)
            }
        }
    }

    /// The name of the parameter a property is set to as it is given, or in a stack built around
    /// it (`UINavigationController(rootViewController: viewController)`), which shows it.
    private static func keptParameter(in value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == UIKit.navigationController,
           let root = call.arguments.first(where: { $0.label?.text == "rootViewController" }), call.arguments.count == 1 {
            return root.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return value.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// At the end of the class `name` (its facts at `type`): adds to `found` the initialisers
    /// showing what they are given, its own or, declaring none, its superclass's as `known` has them.
    /// - Parameters:
    ///   - name: The class.
    ///   - type: The index of its facts in `facts`.
    ///   - facts: The file's facts so far.
    ///   - known: The wrappers other files declare.
    ///   - found: The file's wrappers, added to.
    /// - Returns: The label of the one screen the class's initialiser keeps for a method to embed
    ///   (``UIKitTypeFact/contentArgumentLabel``), if it keeps exactly one so.
    @discardableResult
    mutating func finish(_ name: String, at type: Int, facts: UIKitFileFacts, known: NavigationWrappers,
                         into found: inout NavigationWrappers) -> String? {
        if !initialising.contains(type), let superclass = facts.types[type].inherited.first {
            found.add(initialisersOf: superclass, inheritedBy: name, known: known)
        }
        let declared = memberwise.removeValue(forKey: type)
        let parts = partsKept.removeValue(forKey: type) ?? []
        guard let shown = propertiesShown.removeValue(forKey: type) else { return nil }
        if let declared, !initialising.contains(type) {
            for (property, calls) in shown.sorted(by: { $0.key < $1.key }) {
                guard let index = declared.firstIndex(where: { $0.name == property }) else { continue }
                for call in calls { found.add(facts.calls[call], keptFrom: index, by: declared, builtInPlace: true) }
            }
            return nil
        }
        guard let kept = parametersKept.removeValue(forKey: type) else { return nil }
        for (property, calls) in shown.sorted(by: { $0.key < $1.key }) {
            guard let parameter = kept[property] else { continue }
            for call in calls { found.add(facts.calls[call], keptFrom: parameter.index, by: parameter.parameters) }
        }
        // One screen kept and embedded (`init(contentController:)`, `addChild(contentController)`):
        // a container around it, such as a popover or a sheet of the app's own.
        guard shown.count == 1, let (property, calls) = shown.first, calls.allSatisfy({ facts.calls[$0].action == .addChild }),
              !parts.contains(property), let parameter = kept[property] else { return nil }
        return parameter.parameters[parameter.index].label
    }
}
