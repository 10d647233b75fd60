import SwiftSyntax

// How the UIKit reader is run over a file (one reading, or two when the file declares wrappers
// its own callers use), which bodies it reads (told by their bytes), and how it keeps what it
// reads: the types and functions entered, the calls made through wrappers and coordinators.

extension UIKitReader {
    /// The UIKit facts of `text`, parsed here; for a file no other reader parses.
    /// - Parameters:
    ///   - path: The file's path.
    ///   - text: Its text.
    ///   - shared: Wrappers other files add to UIKit's screens, whose calls here navigate.
    static func facts(path: String, text: String, shared: NavigationWrappers = NavigationWrappers()) -> UIKitFileFacts {
        let protocols = screenProtocols(in: text)
        let (facts, wrappers) = SourceContext.parsing(text, path: path, keepingBodies: {
            readsBody(of: $0, screenProtocols: protocols) || shared.mayBeCalled(in: $0.body)
        }) {
            tree, source in read(tree, source: source, wrappers: shared)
        }
        guard !wrappers.isEmpty else { return facts }
        // The callers of the file's wrappers (`push(detail)`) name no UIKit navigation, so their
        // bodies were left blank: read again, those bodies kept.
        let all = wrappers.merging(shared)
        return SourceContext.parsing(text, path: path, keepingBodies: {
            readsBody(of: $0, screenProtocols: protocols) || all.mayBeCalled(in: $0.body)
        }) {
            tree, source in read(tree, source: source, wrappers: all).facts
        }
    }

    /// The UIKit facts of a tree already parsed whole (a file that also uses the DSL or SwiftUI).
    static func facts(of tree: SourceFileSyntax, source: SourceContext) -> UIKitFileFacts {
        let (facts, wrappers) = read(tree, source: source, wrappers: NavigationWrappers())
        return wrappers.isEmpty ? facts : read(tree, source: source, wrappers: wrappers).facts
    }

    /// One reading of `tree`: its facts, with the calls of `wrappers` as navigation, and the
    /// wrappers it declares.
    static func read(_ tree: SourceFileSyntax, source: SourceContext,
                     wrappers: NavigationWrappers) -> (facts: UIKitFileFacts, wrappers: NavigationWrappers) {
        let reader = UIKitReader(source: source, wrappers: wrappers)
        reader.walk(tree)
        reader.placeOwnTypeCallsAtHelpers()
        var facts = reader.facts
        var told = Set(reader.wrapped.calls.filter { reader.wrapped.called.contains(facts.calls[$0].position) })
        // A helper's call read as showing its parameter for the type declared waits for the
        // whole app, which says whether that type is a screen of its own (``SharedWrappers``).
        for index in told where facts.calls[index].declaredParameter != nil {
            told.remove(index)
            facts.toldHelpers.insert(facts.calls[index].position)
        }
        told.formUnion(reader.coordinatorRoots.builtStackRoots)
        if !told.isEmpty { facts.calls = facts.calls.enumerated().filter { !told.contains($0.offset) }.map(\.element) }
        facts.sharedWrappers = reader.foundWrappers.shared
        return (facts, reader.foundWrappers)
    }

    /// A helper its own type calls a few times only, in its file (``NavigationWrappers/ownTypeCallersAtHelper``),
    /// draws those calls at its UIKit call, as a private helper's.
    func placeOwnTypeCallsAtHelpers() {
        for (helper, calls) in ownTypeCalls where helper.file == source.file
            && Set(calls.map { facts.calls[$0].position }).count <= NavigationWrappers.ownTypeCallersAtHelper {
            for call in calls {
                facts.calls[call].madeAt = facts.calls[call].position
                facts.calls[call].position = helper
                facts.calls[call].standsAtHelper = true
            }
            wrapped.called.insert(helper)
        }
    }

    func enterFunction(_ name: String, body: some SyntaxProtocol, parameters: FunctionParameterListSyntax?, isStatic: Bool,
                       isPrivate: Bool, known: [String: [TargetReader.Binding]]?) {
        // A nested function sees the outer one's locals, which were collected over its body too.
        if let outer = functions.last {
            // Its parameters are not the outer function's: a call showing one wraps nothing.
            functions.append((outer.name, [], outer.isStatic, true, outer.reader))
            return
        }
        var bindings = known ?? BindingCollector.bindings(in: body, parameters: parameters)
        let named = (parameters ?? []).map { ($0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text, ($0.secondName ?? $0.firstName).text) }
        for (parameter, held) in UIKit.handedParameters(method: name, parameters: named) {
            bindings[parameter] = [TargetReader.Binding(offset: body.position.utf8Offset, value: nil, type: nil, held: held)]
        }
        coordinatorRoots.enterFunction()
        functions.append((name, (parameters ?? []).map(NavigationWrappers.Parameter.init), isStatic, isPrivate,
                          TargetReader(bindings: bindings, owner: types.last?.name)))
    }

    func leaveFunction(_ body: CodeBlockSyntax?) {
        guard let body, mentionsNavigation(body), !functions.isEmpty else { return }
        functions.removeLast()
    }

    /// A navigation coordinator's call; the root it sets on a receiver, for a later call handing
    /// that receiver over (a stack built here is then drawn once, where it is shown).
    func recordCoordinatorCall(_ call: UIKitCallFact, _ node: FunctionCallExprSyntax) {
        facts.calls.append(call)
        if let function = functions.last,
           foundWrappers.add(PresentableCoordinators.asWrapper(call, node, reader: reader), in: function.name,
                             parameters: function.parameters, isPrivate: function.isPrivate) {
            wrapped.calls.append(facts.calls.count - 1)
        }
        coordinatorRoots.record(call, at: facts.calls.count - 1, node, reader: reader)
    }

    /// A call through a wrapper, drawn where it stands; told to the wrapper's own call.
    func record(_ wrapped: NavigationWrappers.WrappedCall) {
        if wrapped.draws {
            facts.calls.append(wrapped.call)
            if !functions.isEmpty, let type = types.last {
                containerInitialisers.record(wrapped.call, at: facts.calls.count - 1, of: type.index)
            }
            if wrapped.byOwnType { ownTypeCalls[wrapped.helper, default: []].append(facts.calls.count - 1) }
        }
        if wrapped.standsAtCaller { facts.toldHelpers.insert(wrapped.helper) } else { self.wrapped.called.insert(wrapped.helper) }
        if wrapped.standsAtCaller, !wrapped.byOwnType { facts.helpersCalledByOthers.insert(wrapped.helper) }
    }

    /// The type whose code is read, as a wrapper's caller: a subclass calls its base class's, an
    /// extension constrained to `Self: Coordinator` the coordinator's.
    var wrapperOwner: NavigationWrappers.Owner {
        guard let type = types.last else { return NavigationWrappers.Owner(name: "", inherited: []) }
        return NavigationWrappers.Owner(name: type.name,
                                        inherited: facts.types[type.index].inherited + (selfRequirements[type.index] ?? []))
    }

    /// Whether a body holds a navigation name: visiting every statement costs more than reading
    /// its bytes once.
    func mentionsNavigation(_ node: some SyntaxProtocol) -> Bool {
        namesUIKitNavigation(node) || callsWrapper(node)
    }

    /// Whether a body holds one of UIKit's navigation names.
    func namesUIKitNavigation(_ node: some SyntaxProtocol) -> Bool { bytes(of: node).map(UIKit.mayNavigate) ?? false }

    /// Whether a body may call one of the wrappers known on this reading.
    func callsWrapper(_ node: some SyntaxProtocol) -> Bool { bytes(of: node).map(wrappers.mayBeCalled(in:)) ?? false }

    /// The bytes `node` spans, if any.
    func bytes(of node: some SyntaxProtocol) -> UnsafeBufferPointer<UInt8>? {
        let start = node.position.utf8Offset
        let end = min(node.endPosition.utf8Offset, source.bytes.count)
        guard start < end else { return nil }
        return UnsafeBufferPointer(rebasing: source.bytes[start..<end])
    }

    var reader: TargetReader { functions.last?.reader ?? TargetReader(owner: types.last?.name) }

    /// Whether the code read is a protocol's, or an extension of one this file declares, that
    /// no screen needs to conform to (`extension ModalRouterProtocol`).
    var extendsPlainProtocol: Bool {
        guard let type = types.last else { return false }
        return facts.types.contains { declared in
            declared.name == type.name && declared.isProtocol
                && !declared.inherited.contains { UIKit.isScreenType($0, inherited: []) || UIKit.isGenericContainer($0) }
        }
    }

    /// Whether the code read is an extension of UIKit's screens (`extension UIViewController`),
    /// whose methods any view controller has.
    var extendsScreens: Bool {
        guard let type = types.last, facts.types[type.index].isExtension else { return false }
        // SwiftUI's `View` too: a method hosting the view it is given, for any view to call.
        return UIKit.isGenericContainer(type.name) || type.name == SwiftUI.view
    }


    /// The file's free functions, as the members of ``UIKitTypes/fileScope`` (`func
    /// makeFontSizeViewController() -> UIViewController` at a file's top level), when `returned`
    /// is a function's return type at that level.
    func fileScope(returning returned: TypeSyntax?, at node: FunctionDeclSyntax) -> (name: String, index: Int)? {
        guard returned != nil, types.isEmpty, functions.isEmpty else { return nil }
        if let index = facts.types.firstIndex(where: { $0.name == UIKitTypes.fileScope }) { return (UIKitTypes.fileScope, index) }
        facts.types.append(UIKitTypeFact(name: UIKitTypes.fileScope, inherited: [], isExtension: true, properties: [:], methods: [:],
                                         position: source.position(of: node)))
        return (UIKitTypes.fileScope, facts.types.count - 1)
    }

    func enter(_ name: String, inherited: InheritanceClauseSyntax?, isExtension: Bool,
               at node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        let qualified = isExtension ? name : types.last.map { "\($0.name).\(name)" } ?? name
        let inheritedNames = inherited?.inheritedTypes.map { TypeNames.lookupName(of: SyntaxText.normalized($0.type)) } ?? []
        facts.types.append(UIKitTypeFact(name: qualified, inherited: inheritedNames, isExtension: isExtension,
                                         properties: [:], methods: [:], position: source.position(of: node)))
        types.append((qualified, facts.types.count - 1))
        return .visitChildren
    }
}

extension UIKitReader {
    /// Makes each stack `type` builds bare in a stored property hold the screen one of its
    /// methods first sets on it (`theNavigationController.viewControllers = [start]` in a setup
    /// method), when that is one screen: on top, in the stack, as `UINavigationController(
    /// rootViewController:)` would make it. Embedding or presenting the property elsewhere then
    /// shows that screen.
    func holdRootsSet(in type: (name: String, index: Int)) {
        guard let stacks = bareStacks.removeValue(forKey: type.index) else { return }
        for name in stacks.sorted() {
            let setting = facts.calls.first { call in
                call.owner == type.name && call.action == .setViewControllers && call.assignment != .windowRoot
                    && (call.receiver == name || call.receiver == "self.\(name)")
            }
            // Several screens it may be given (`setMode(_:)` switching over a mode) say nothing
            // of the one it starts with.
            guard let targets = setting?.targets, targets.count == 1 else { continue }
            if case .oneOf = targets[0].unfollowed { continue }
            facts.types[type.index].properties[name] = .embedded(.followed(targets[0]))
        }
    }
}
