import SwiftParser
import SwiftSyntax

/// Reads one file's UIKit navigation: the types it declares (their inherited types, properties
/// and methods, by what they hold or return) and, in the bodies that mention a UIKit navigation
/// name (``UIKit/mayNavigate(_:)``), the calls, tab and window-root assignments, and closures a
/// coordinator hands a screen. Every other body is skipped unread.
final class UIKitReader: SyntaxVisitor {
    let source: SourceContext
    var facts = UIKitFileFacts()
    /// The enclosing types: their names and their facts' indices.
    var types: [(name: String, index: Int)] = []
    /// The enclosing functions: their names, their parameters' labels and names, and what their
    /// locals are bound to.
    var functions: [(name: String, parameters: [NavigationWrappers.Parameter], isStatic: Bool, isPrivate: Bool,
                             reader: TargetReader)] = []
    /// The file's own methods that navigate to what they are given, found by a first reading;
    /// empty in that first reading.
    let wrappers: NavigationWrappers
    /// Those found while reading.
    var foundWrappers = NavigationWrappers()
    /// The file's protocols refining a view controller (``MethodReturns/read(_:returning:of:into:sceneMaps:screenProtocols:isStatic:)``).
    var screenProtocols = Set<String>()
    /// The generic parameters of the classes being read that stand for screens
    /// (`<Top: UIViewController>`), by the index of the class's facts, until an initialiser says
    /// which arguments give them.
    var genericScreens: [Int: [(name: String, position: Int)]] = [:]
    /// The generic parameters of the structs read, by the index of their facts.
    var genericParameters: [Int: Set<String>] = [:]
    /// The wrappers' own UIKit calls, by index in the facts, and where the calls their callers
    /// make through them stand: a call its callers tell is theirs, no unresolved one of its own.
    var wrapped: (calls: [Int], called: Set<SourcePosition>) = ([], [])
    /// The calls (indices in the facts) the file's types make of their own helpers that are not
    /// private, by the helper's UIKit call.
    var ownTypeCalls: [SourcePosition: [Int]] = [:]
    /// The computed properties' getters read as methods, until left.
    var gettersEntered = Set<SyntaxIdentifier>()
    /// The properties whose initial values are read as methods, until left.
    var initialValuesEntered = Set<SyntaxIdentifier>()
    /// The property whose observers are being read, and whether it is private: a UIKit call
    /// there showing the value set makes setting it navigate.
    var observed: (name: String, isPrivate: Bool)?
    /// The roots the current function gave navigation coordinators, and the calls building stacks.
    var coordinatorRoots = CoordinatorRoots()
    /// The pager's list of its pages being read (``PagerPages``), when one is.
    var pagesListed: SyntaxIdentifier?
    /// What makes a class's initialiser show what it is given, gathered until the class ends.
    var containerInitialisers = ContainerInitialisers()
    /// The types a constrained extension requires of `Self` (`extension StateableResponsive
    /// where Self: Coordinator`), by the index of its facts: its methods call theirs on `self`.
    var selfRequirements: [Int: [String]] = [:]
    /// The stored properties each type builds as a bare stack (`private let stack =
    /// UINavigationController()`), by the index of its facts, until the type ends.
    var bareStacks: [Int: Set<String>] = [:]

    init(source: SourceContext, wrappers: NavigationWrappers) {
        self.source = source
        self.wrappers = wrappers
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, at: node.name)
        // Constrained where declared or in the `where` clause (`class ModalHost<Content>:
        // UIHostingController<…> where Content: View`): a screen, or a view the class hosts. A
        // screen generic over anything else (`class ListViewController<ViewModel>`) is as many
        // screens as the values it is built with: named with each.
        let isScreen = UIKit.isScreenType(node.name.text, inherited: facts.types[facts.types.count - 1].inherited)
        let constraints = (node.genericWhereClause?.requirements ?? []).compactMap { requirement -> (String, String)? in
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { return nil }
            return (SyntaxText.normalized(conformance.leftType), SyntaxText.normalized(conformance.rightType))
        }
        let screens = (node.genericParameterClause?.parameters).map(Array.init)?.enumerated().filter { _, parameter in
            let name = parameter.name.text
            let constrained = (parameter.inheritedType.map { [SyntaxText.normalized($0)] } ?? []) + constraints.filter { $0.0 == name }.map(\.1)
            return isScreen || constrained.contains { Self.namesAScreen($0) || $0 == SwiftUI.view }
        }.map { (name: $0.element.name.text, position: $0.offset) } ?? []
        if !screens.isEmpty, let type = types.last { genericScreens[type.index] = screens }
        recordGenericParameters(node.genericParameterClause)
        // `@objc(XYZDetailViewController)`: what the app's Objective-C code calls the class.
        for case .attribute(let attribute) in node.attributes where attribute.attributeName.trimmedDescription == "objc" {
            if let name = attribute.arguments?.trimmedDescription, !name.isEmpty, name != node.name.text {
                facts.types[facts.types.count - 1].objectiveCName = name
            }
        }
        return visited
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, at: node.name)
        recordGenericParameters(node.genericParameterClause)
        if let type = types.last, facts.types[type.index].inherited.contains(SwiftUI.view) {
            containerInitialisers.readMemberwise(node, of: type.index)
        }
        return visited
    }
    /// The entered type's generic parameters: what a property of one holds (`struct
    /// SettingsRow<Destination: View> { let destination: Destination }`, `let panel:
    /// UIHostingController<Panel>`) is whatever each builder gives, no type of the app's.
    private func recordGenericParameters(_ clause: GenericParameterClauseSyntax?) {
        guard let clause, let type = types.last else { return }
        genericParameters[type.index] = Set(clause.parameters.map(\.name.text))
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, at: node.name)
    }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, at: node.name)
        facts.types[facts.types.count - 1].isActor = true
        return visited
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(node.name.text, inherited: node.inheritanceClause, isExtension: false, at: node.name)
        facts.types[facts.types.count - 1].isProtocol = true
        if UIKit.refinesScreen(facts.types[facts.types.count - 1].inherited) {
            screenProtocols.insert(node.name.text)
        }
        return visited
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let visited = enter(TypeNames.lookupName(of: SyntaxText.normalized(node.extendedType)), inherited: node.inheritanceClause,
                            isExtension: true, at: node.extendedType)
        let required = (node.genericWhereClause?.requirements ?? []).compactMap { requirement -> String? in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.trimmedDescription == "Self" else { return nil }
            return TypeNames.lookupName(of: SyntaxText.normalized(conformance.rightType))
        }
        if !required.isEmpty, let type = types.last { selfRequirements[type.index] = required }
        // An extension of a generic type the file declares has its parameters.
        if let type = types.last, let declared = genericParameters.first(where: { facts.types[$0.key].name == type.name }) {
            genericParameters[type.index] = declared.value
        }
        return visited
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        if let type = types.last {
            facts.types[type.index].contentArgumentLabel =
                containerInitialisers.finish(type.name, at: type.index, facts: facts, known: wrappers, into: &foundWrappers)
            holdRootsSet(in: type)
        }
        types.removeLast()
    }
    override func visitPost(_ node: StructDeclSyntax) {
        if let type = types.last {
            containerInitialisers.finish(type.name, at: type.index, facts: facts, known: wrappers, into: &foundWrappers)
            holdRootsSet(in: type)
        }
        types.removeLast()
    }
    override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ActorDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ProtocolDeclSyntax) { types.removeLast() }
    override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        // `enum SegueIdentifier: String { case confirmBid = "Confirm Bid" }`: the identifiers a
        // segue helper is given by case.
        guard let type = types.last, functions.isEmpty, facts.types[type.index].inherited.first == "String" else { return .skipChildren }
        for element in node.elements where element.parameterClause == nil {
            let raw = element.rawValue.map { SyntaxText.stringValue($0.value) } ?? element.name.text
            if let raw { facts.types[type.index].stringCases[element.name.text] = raw }
        }
        return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if functions.isEmpty, let type = types.last, node.genericParameterClause == nil,
           let aliased = TargetReader.specificType(node.initializer.value) {
            facts.types[type.index].typeAliases[node.name.text] = aliased
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { readProperties(node) }

    override func visitPost(_ node: VariableDeclSyntax) {
        if initialValuesEntered.remove(node.id) != nil { functions.removeLast() }
        if functions.isEmpty { observed = nil }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        let returned = node.signature.returnClause?.type
        // `static func instantiateFromNib() -> Self?` too: the type it is called on, if any.
        if isStatic, let returned, TargetReader.unwrapped(returned).as(IdentifierTypeSyntax.self)?.name.text == "Self" {
            facts.selfFactories.insert(name)
        }
        // `extension View { func embeddedInHostingController() -> UIHostingController<some View> }`:
        // what it hosts is the view it is called on.
        if let type = types.last, type.name == SwiftUI.view, facts.types[type.index].isExtension,
           let returned, returned.as(IdentifierTypeSyntax.self)?.name.text == UIKit.hostingController {
            facts.viewHostingMethods.insert(name)
        }
        if name == PresentableCoordinators.startMethod, functions.isEmpty, let type = types.last, let body = node.body {
            facts.types[type.index].startHelpers.formUnion(Self.ownMethodsCalled(in: body))
        }
        // Its body read for UIKit's navigation alone, not the wrappers known on this reading: a
        // router keeping a view is one on every reading of its file.
        let namesUIKit = node.body.map { namesUIKitNavigation($0) } ?? false
        let navigates = namesUIKit || node.body.map { callsWrapper($0) } ?? false || PagerPages.lists(node)
        if functions.isEmpty, let type = types.last,
           let kept = KeptViewRouters.wrapper(node, owner: type.name, navigates: namesUIKit, at: source.position(of: node.name)) {
            foundWrappers.add(kept, named: name)
        }
        var bindings: [String: [TargetReader.Binding]]?
        if let type = types.last ?? fileScope(returning: returned, at: node), functions.isEmpty, let returned {
            // One access to the facts at a time: the scene maps are added after.
            var sceneMaps: [SceneMapFact] = []
            bindings = MethodReturns.read(node, returning: returned, of: type.name, into: &facts.types[type.index],
                                          sceneMaps: &sceneMaps, screenProtocols: screenProtocols, isStatic: isStatic)
            facts.sceneMaps += sceneMaps
        } else if let type = types.last, !functions.isEmpty, let returned, facts.types[type.index].methods[name] == nil {
            // A function nested in a method (`func createTrashViewController(…) -> TrashViewController`
            // inside `start()`) is what that method's calls of it show, as a member would be.
            var sceneMaps: [SceneMapFact] = []
            _ = MethodReturns.read(node, returning: returned, of: type.name, into: &facts.types[type.index], sceneMaps: &sceneMaps)
        }
        // A method that cannot be read still hides its superclass's of the same name.
        if let type = types.last, functions.isEmpty, facts.types[type.index].methods[name] == nil {
            facts.types[type.index].methods[name] = .unknown
        }
        if functions.isEmpty, let type = types.last, let send = SubjectRouters.send(in: node, owner: type.name) {
            facts.subjectSends.append(send)
        }
        if functions.isEmpty, let type = types.last, let body = node.body {
            // The root a method sets on a stack it is handed, for the functions handing it one.
            let roots = StackRootsSet.rootsSetOnParameters(of: node)
            if !roots.isEmpty {
                let reader = TargetReader(bindings: BindingCollector.bindings(in: body, parameters: node.signature.parameterClause.parameters),
                                          owner: type.name)
                for (label, root) in roots {
                    facts.types[type.index].methods[StackRootsSet.rootKey(of: name, label: label)] =
                        reader.target(of: root, at: root.position.utf8Offset)
                }
            }
        }
        if functions.isEmpty, !isStatic, UIKit.loadingMethods.contains(name), let type = types.last, let body = node.body {
            // What a screen sets its properties to as it loads, before anything its user does, is
            // what they hold, as what its initialiser sets them to is.
            bindings = StoredProperties.read(body, parameters: node.signature.parameterClause.parameters, of: type.name,
                                             into: &facts.types[type.index]) ?? bindings
        } else if functions.isEmpty, !isStatic, let type = types.last, let body = node.body {
            StoredProperties.readMadeWhenWanted(body, parameters: node.signature.parameterClause.parameters, of: type.name,
                                                into: &facts.types[type.index])
        }
        guard navigates, let body = node.body else { return .skipChildren }
        if functions.isEmpty, PagerPages.lists(node) { pagesListed = node.id }
        let isPrivate = node.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        enterFunction(name, body: body, parameters: node.signature.parameterClause.parameters, isStatic: isStatic,
                      isPrivate: isPrivate, known: bindings)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if pagesListed == node.id {
            pagesListed = nil
            // Entered for its pages, whether or not it names navigation.
            if let body = node.body, !mentionsNavigation(body) { functions.removeLast() }
        }
        leaveFunction(node.body)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if pagesListed != nil, let owner = types.last?.name {
            facts.calls += PagerPages.pages(in: node, context: UIKitCallReader(reader: reader, source: source, owner: owner,
                                                                              method: functions.last?.name))
        }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let parameters = node.signature.parameterClause.parameters
        if functions.isEmpty, let type = types.last, let screens = genericScreens[type.index],
           facts.types[type.index].genericScreenLabels.isEmpty {
            facts.types[type.index].genericScreenLabels = Self.labels(giving: screens.map(\.name), in: parameters)
            facts.types[type.index].genericScreenPositions = screens.map(\.position)
        }
        guard let body = node.body else { return .skipChildren }
        // A navigation controller subclass's own screens set in its initialiser are its root.
        let stack = types.last.flatMap { type in
            facts.types[type.index].inherited.first.map(Self.namesStack) == true ? type.name : nil
        }
        if functions.isEmpty, let type = types.last,
           let label = Self.rootArgumentLabel(in: body, parameters: parameters, stack: stack != nil) {
            facts.types[type.index].rootArgumentLabel = label
        }
        if functions.isEmpty, let type = types.last, let root = Self.ownRoot(in: body, parameters: parameters, stack: stack) {
            // Two initialisers building different roots say nothing for certain.
            let known = facts.types[type.index].ownRoot
            facts.types[type.index].ownRoot = known == nil || known == root ? root : .unknown
        }
        var bindings: [String: [TargetReader.Binding]]?
        if functions.isEmpty, let type = types.last {
            bindings = StoredProperties.read(body, parameters: parameters, of: type.name, into: &facts.types[type.index])
            containerInitialisers.read(body, parameters: parameters, of: type.index)
        }
        guard mentionsNavigation(body) else { return .skipChildren }
        enterFunction("init", body: body, parameters: parameters, isStatic: false, isPrivate: true, known: bindings)
        return .visitChildren
    }

    override func visitPost(_ node: InitializerDeclSyntax) { leaveFunction(node.body) }

    /// Accessors (a computed property's body) and deinitialisers are read only when they navigate.
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        guard mentionsNavigation(node) else { return .skipChildren }
        // A computed property's getter (a SwiftUI view's `body`) is read as a method of that name:
        // its locals are known, and the helpers it calls (`path.push(DetailViewController())`) read.
        if functions.isEmpty, case .getter(let statements) = node.accessors,
           let name = node.parent?.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            enterFunction(name, body: statements, parameters: nil, isStatic: false, isPrivate: true, known: nil)
            gettersEntered.insert(node.id)
        }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) {
        if gettersEntered.remove(node.id) != nil { functions.removeLast() }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        mentionsNavigation(node) || !functions.isEmpty ? .visitChildren : .skipChildren
    }

    // MARK: Calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = types.last?.name else { return .visitChildren }
        if pagesListed != nil,
           case let pages = PagerPages.pages(in: node, context: UIKitCallReader(reader: reader, source: source, owner: owner,
                                                                                method: functions.last?.name)),
           !pages.isEmpty {
            facts.calls += pages
            return .visitChildren
        }
        if var call = UIKitCallReader(reader: reader, source: source, owner: owner, method: functions.last?.name).call(node) {
            // A helper presenting on a stack it is given shows its declared screen at each call; any
            // other helper showing its parameter shows what each caller gives it.
            var receiverHelper: ReceiverHelperFact?
            if let function = functions.last {
                if extendsScreens { call = NavigationWrappers.showingDeclaredParameters(call, of: function.parameters) }
                receiverHelper = ReceiverHelpers.helper(call, in: function.name, parameters: function.parameters,
                                                        isStatic: function.isStatic)
                if !extendsScreens, receiverHelper == nil {
                    call = NavigationWrappers.showingReadParameter(call, node, of: function.parameters, reader: reader)
                }
            }
            facts.calls.append(call)
            if !functions.isEmpty, let type = types.last {
                containerInitialisers.record(call, at: facts.calls.count - 1, of: type.index)
            }
            if let function = functions.last,
               foundWrappers.add(call, in: function.name, parameters: function.parameters, extendsScreens: extendsScreens,
                                 isPrivate: function.isPrivate,
                                 branch: NavigationWrappers.branch(around: node, parameters: function.parameters),
                                 inProtocol: extendsPlainProtocol) {
                wrapped.calls.append(facts.calls.count - 1)
            } else if let function = functions.last, var helper = receiverHelper {
                helper.chosenByParameter = ReceiverHelpers.isChosenByParameter(node, parameters: function.parameters)
                facts.receiverHelpers.append(helper)
            } else if functions.isEmpty, let observed,
                      foundWrappers.add(call, observing: observed.name, isPrivate: observed.isPrivate) {
                wrapped.calls.append(facts.calls.count - 1)
            }
        } else if let function = functions.last,
                  case let wrapped = wrappers.call(node, owner: wrapperOwner, method: function.name, reader: reader,
                                                   source: source), !wrapped.isEmpty {
            for each in wrapped {
                record(each)
                // A method handing its own parameter to a wrapper is one too
                // (`func route_push(to controller: UIViewController) { router?.push(from: self, to: controller) }`).
                if each.draws, foundWrappers.add(each.call, in: function.name, parameters: function.parameters, extendsScreens: extendsScreens,
                                     isPrivate: function.isPrivate,
                                     branch: each.branch(around: node, parameters: function.parameters)) {
                    self.wrapped.calls.append(facts.calls.count - 1)
                }
            }
        } else if functions.isEmpty, let observed,
                  case let wrapped = wrappers.call(node, owner: wrapperOwner, method: observed.name, reader: reader, source: source),
                  !wrapped.isEmpty {
            // An observer handing the value set to a wrapper (`didSet { root.addFilling(content) }`):
            // setting the property shows it, as an observer's own UIKit call does.
            for each in wrapped {
                record(each)
                if each.draws, foundWrappers.add(each.call, observing: observed.name, isPrivate: observed.isPrivate) {
                    self.wrapped.calls.append(facts.calls.count - 1)
                }
            }
        } else if !functions.isEmpty,
                  let handed = PresentableCoordinators.call(node, reader: reader, roots: coordinatorRoots.roots,
                                                            context: UIKitCallReader(reader: reader, source: source, owner: owner,
                                                                                     method: functions.last?.name)) {
            recordCoordinatorCall(handed, node)
        } else if !functions.isEmpty, let sink = SubjectRouters.sink(node, owner: owner, source: source) {
            facts.subjectSinks.append(sink)
        } else if !functions.isEmpty,
                  let routed = SceneRouters.routerCall(node, owner: owner, method: functions.last?.name, source: source,
                                                       reader: reader) {
            facts.routerCalls.append(routed)
        } else if let function = functions.last,
                  let handing = ReceiverHelpers.selfHandingCall(node, owner: owner, method: function.name, reader: reader,
                                                                source: source) {
            facts.selfHandingCalls.append(handing)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = types.last?.name else { return .visitChildren }
        let calls = UIKitCallReader(reader: reader, source: source, owner: owner, method: functions.last?.name)
        if let assignment = calls.assignment(node) {
            facts.calls.append(assignment)
            // A service's `func show(viewController: UIViewController) { window.rootViewController =
            // viewController }` sets the root its callers hand it.
            if assignment.assignment == .windowRoot, let function = functions.last,
               foundWrappers.add(assignment, in: function.name, parameters: function.parameters, isPrivate: function.isPrivate) {
                wrapped.calls.append(facts.calls.count - 1)
            }
        } else if let function = functions.last,
                  let wrapped = wrappers.assignment(node, owner: wrapperOwner, method: function.name, reader: reader,
                                                    at: source.position(of: node)) {
            record(wrapped)
            // A method setting such a property to its own parameter is a wrapper too
            // (`func start(_ controller: UIViewController) { current = controller }`).
            if wrapped.draws, foundWrappers.add(wrapped.call, in: function.name, parameters: function.parameters,
                                                extendsScreens: extendsScreens, isPrivate: function.isPrivate,
                                                branch: wrapped.branch(around: node, parameters: function.parameters)) {
                self.wrapped.calls.append(facts.calls.count - 1)
            }
        }
        if let handoff = calls.handoff(node) { facts.callbacks.append(handoff) }
        return .visitChildren
    }

}
