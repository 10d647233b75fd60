// TCA's stacks drawn (``ComposableStacks``): each push is an edge to the view the stack's
// destination builds for the case pushed, from the screen whose action the reducer reacts to
// where that is one screen, else from the reducer, drawn as a coordinator.

extension SwiftUIAssembler {
    /// Adds the pushes of `files` onto the stacks they show; a push onto no stack read is no
    /// navigation (any array may be appended to), one whose case builds no view read is noted.
    mutating func addStackPushes(of files: [SwiftUIFileFacts]) {
        let stacks = files.flatMap(\.stacks)
        guard !stacks.isEmpty else { return }
        for push in files.flatMap(\.stackPushes) {
            guard let owner = push.owner else { continue }
            let landing = stacks.filter { stack in
                guard stack.views.contains(where: { $0.caseName == push.caseName }) else { return false }
                switch push.trigger {
                case .link:
                    return push.reducer.map { TypeNames.lastComponent(of: $0) == stack.reducer.map(TypeNames.lastComponent) } ?? true
                case .actions:
                    return stack.member == push.member && stack.reducer.map(TypeNames.lastComponent) == TypeNames.lastComponent(of: owner)
                }
            }
            guard !landing.isEmpty else { continue }
            let targets = landing.flatMap { stack in
                stack.views.filter { $0.caseName == push.caseName }.flatMap { resolver.resolve($0, owner: stack.owner) }
            }
            guard !targets.isEmpty else {
                unresolved.append(("\(push.caseName) pushed", push.position))
                continue
            }
            let source = from(push, owner: owner, landing: landing)
            // The path's state, then the destination's case: two steps before the view's own.
            addEdges(from: source, to: targets, as: .push, extraSteps: 2, at: push.position, conditional: push.conditional) { _ in
                push.caseName
            }
        }
    }

    /// The node a push is drawn from: a link's view; the one screen whose action a reducer's
    /// push reacts to (a stack's element, or the view its root builds for that action); else the
    /// reducer, as a coordinator.
    private mutating func from(_ push: StackPushFact, owner: String, landing: [ComposableStackFact]) -> String {
        guard case .actions(let actions) = push.trigger else { return node(owner) }
        var screens = Set<String>()
        for action in actions {
            for stack in landing {
                let views = action.element.map { element in
                    action.name.isEmpty || action.name == stack.action ? stack.views.filter { $0.caseName == element } : []
                } ?? stack.rootViews[action.name].map { [$0] } ?? []
                for view in views { screens.formUnion(resolver.resolve(view, owner: stack.owner).map(\.type)) }
            }
        }
        if actions.count > 0, screens.count == 1, let screen = screens.first,
           actions.allSatisfy({ action in action.element != nil || landing.contains { $0.rootViews[action.name] != nil } }) {
            return node(screen)
        }
        coordinators.insert(resolver.canonical(owner))
        return node(owner)
    }
}
