@_spi(FlowKitTools) import FlowGraph
import FlowKit

/// Segues the code performs: resolved through the storyboards, where a segue's destination is
/// declared, else through the performer's own preparation for them.
extension UIKitAssembler {
    /// Adds the segues `call` performs; `false` when its screen cannot be told.
    mutating func addPerformedSegue(_ call: UIKitCallFact) -> Bool {
        // Segues are resolved through the storyboards, where a segue's destination is declared;
        // each of the cases a call may name is one, or the call is not drawn at all.
        let identifiers = call.segue.map { [$0] }
            ?? call.segueConstant.flatMap { types.stringConstant($0, of: call.owner) }.map { [$0] }
            ?? call.segueCases.compactMap(types.rawValue(of:))
        let performer = segueScene(of: call)
        let performed = identifiers.compactMap { identifier in
            types.resolve(.segue(identifier: identifier), owner: performer).map { (identifier, $0) }
                ?? inheritedSegue(identifier, performedBy: performer).map { (identifier, $0) }
        }
        guard !performed.isEmpty, performed.count == max(call.segueCases.count, 1) else {
            return addPreparedSegues(identifiers, of: call, performer: performer)
        }
        for (identifier, resolved) in performed {
            let to = screen(resolved.type)
            for (from, label, _) in sources(of: call) {
                // The segue the storyboard declares is this navigation, drawn once: where the
                // code performs it, doing what the segue does.
                let segue = graph.edges.indices.first { index in
                    let drawn = graph.edges[index]
                    return drawn.from == from && drawn.to == to && drawn.label == identifier
                        && drawn.file.map(FileCollector.isInterfaceFile) == true
                }
                graph.edges.append(Self.edge(at: call, from: from, to: to, action: segue.map { graph.edges[$0].action } ?? .verb(.push),
                                             embedding: segue.flatMap { graph.edges[$0].embedding },
                                             label: label.isEmpty ? identifier : label, evidence: .declared, steps: nil))
                if let segue { performedSegues.insert(segue) }
            }
        }
        return true
    }

    /// The segue a base class performs (`TaskTableViewController.perform(segue: .detail)`) as its
    /// subclasses' scenes declare it, each of which the storyboard names instead: resolved when
    /// every subclass declaring it leads to the same screen.
    private func inheritedSegue(_ identifier: String, performedBy performer: String) -> UIKitTypes.Resolved? {
        guard performer != StoryboardAssembler.anyScene else { return nil }
        let found = types.subclasses(of: performer).compactMap { types.resolve(.segue(identifier: identifier), owner: $0) }
        return Set(found.map(\.type)).count == 1 ? found[0] : nil
    }

    /// The segues `call` performs as the performer's preparation names their screens, where no
    /// storyboard read declares them: inferred, one step, presented in a stack when the screen is
    /// its navigation controller's top; `false` unless every identifier is prepared.
    private mutating func addPreparedSegues(_ identifiers: [String], of call: UIKitCallFact, performer: String) -> Bool {
        let prepared = identifiers.compactMap { identifier in
            preparedSegues[performer]?[identifier].map { (identifier: identifier, segue: $0) }
        }
        guard !prepared.isEmpty, prepared.count == max(call.segueCases.count, 1) else { return false }
        for (identifier, segue) in prepared {
            let to = screen(types.swiftName(of: segue.screen))
            for (from, label, _) in sources(of: call) {
                graph.edges.append(Self.edge(at: call, from: from, to: to, action: .verb(segue.embedded ? .present : .push),
                                             embedding: segue.embedded ? .navigation : nil,
                                             label: label.isEmpty ? identifier : label, steps: 1))
            }
        }
        return true
    }

    /// The class whose storyboard scene performs `call`'s segue: the caller's own, or the view
    /// controller it is performed on (`if let main = top as? MainViewController {
    /// main.performSegue(…) }`); any scene's (``StoryboardAssembler/anyScene``) when that one
    /// cannot be told, which only a segue identifier no other scene uses for another screen resolves.
    private func segueScene(of call: UIKitCallFact) -> String {
        // A view model naming a screen's own segue enum (`.performSegue(withIdentifier:
        // SettingsViewController.Segues.toAlerts.rawValue)`) names that screen's segue.
        if !types.isScreen(call.owner), let named = namingScreen(call.segueCases) { return named }
        guard let receiver = call.receiverTarget, receiver != .type(call.owner) else { return call.owner }
        return types.resolve(receiver, owner: call.owner)?.type ?? StoryboardAssembler.anyScene
    }

    /// The screen every one of `cases` is a case of an enum nested in (`SettingsViewController.Segues`),
    /// when they name one.
    private func namingScreen(_ cases: [CaseValue]) -> String? {
        let enclosing = Set(cases.map { value -> String? in
            guard let type = value.type, let dot = type.lastIndex(of: ".") else { return nil }
            return TypeNames.lastComponent(of: String(type[..<dot]))
        })
        guard enclosing.count == 1, let only = enclosing.first, let screen = only, types.isScreen(screen) else { return nil }
        return screen
    }
}
