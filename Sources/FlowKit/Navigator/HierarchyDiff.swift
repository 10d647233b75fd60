/// One call to make on a ``ScreenHierarchy``, over screen identities.
enum HierarchyStep<Screen: Hashable & Sendable>: Hashable, Sendable {
    /// The stack at the path gets these screens, root first.
    case setStack([Screen], at: StackPath)
    /// The tab container of the layer selects a tab.
    case selectTab(Int, layer: Int)
    /// The layers from this one up go.
    case dismiss(fromLayer: Int)
    /// The window gets a new root container, the old one and all it presents going first.
    case replaceWindow(NavigationState<Screen>.Content)
    /// A new container is presented over the top layer.
    case present(NavigationState<Screen>.Content)
}

/// The one place that turns a decision into a hierarchy's calls: the steps that take the window
/// from one ``NavigationState`` to another.
///
/// A layer the next state keeps (not ``NavigationState/Layer/isNew``) is changed in place, its
/// stacks given their new screens and its tabs their new selection; the layers above the kept ones
/// are dismissed, and the new ones made and presented. A kept layer whose containers cannot change
/// into the next ones (a bare screen into a stack, another number of tabs) is made anew.
enum HierarchyDiff {
    static func steps<Screen>(from current: NavigationState<Screen>, to next: NavigationState<Screen>)
    -> [HierarchyStep<Screen>] {
        let kept = keptLayers(from: current, to: next)
        guard kept > 0 else {
            guard let root = next.layers.first else { return [] }
            return [.replaceWindow(root.content)] + next.layers.dropFirst().map { .present($0.content) }
        }
        var steps: [HierarchyStep<Screen>] = []
        for layer in 0..<kept {
            addChanges(from: current.layers[layer].content, to: next.layers[layer].content, layer: layer, to: &steps)
        }
        if current.layers.count > kept { steps.append(.dismiss(fromLayer: kept)) }
        for layer in next.layers[kept...] { steps.append(.present(layer.content)) }
        return steps
    }

    /// How many layers, from the window's root up, stay the containers they are.
    private static func keptLayers<Screen>(from current: NavigationState<Screen>, to next: NavigationState<Screen>)
    -> Int {
        let claimed = min(next.layers.prefix { !$0.isNew }.count, current.layers.count)
        return (0..<claimed).first { !current.layers[$0].content.canChange(into: next.layers[$0].content) } ?? claimed
    }

    /// Adds the in-place changes of one kept layer to `steps`.
    private static func addChanges<Screen>(from current: NavigationState<Screen>.Content,
                                           to next: NavigationState<Screen>.Content, layer: Int,
                                           to steps: inout [HierarchyStep<Screen>]) {
        switch (current, next) {
        case (.stack(let before), .stack(let after)):
            if before != after { steps.append(.setStack(after, at: StackPath(layer: layer, tab: nil))) }
        case (.tabs(let before), .tabs(let after)):
            for (tab, (old, new)) in zip(before.tabs, after.tabs).enumerated() {
                if case .stack(let screens) = new, old != new {
                    steps.append(.setStack(screens, at: StackPath(layer: layer, tab: tab)))
                }
            }
            if before.selected != after.selected { steps.append(.selectTab(after.selected, layer: layer)) }
        case (.screen, _), (.stack, _), (.tabs, _):
            break
        }
    }
}

extension NavigationState.Content {
    /// Whether the container showing this content can show `next` by changing in place: a stack
    /// stays a stack, a bare screen the same screen, tabs the same number of tabs, each of which
    /// can change so.
    fileprivate func canChange(into next: Self) -> Bool {
        switch (self, next) {
        case (.screen(let before), .screen(let after)): before == after
        case (.stack, .stack): true
        case (.tabs(let before), .tabs(let after)):
            before.tabs.count == after.tabs.count
                && zip(before.tabs, after.tabs).allSatisfy { $0.canChange(into: $1) }
        case (.screen, _), (.stack, _), (.tabs, _): false
        }
    }
}
