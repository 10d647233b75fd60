/// One accepted change to the window, decided by ``NavigationRules`` over a snapshot and applied
/// to the hierarchy the snapshot was read from.
@MainActor
enum NavigationTransition {
    case push(AnyObject, onto: StackPath)
    /// Keeps the first `count` screens of the stack (pop, popTo, popToRoot).
    case truncate(StackPath, count: Int)
    case present(Container)
    /// Removes the layers from `layer` up.
    case dismiss(fromLayer: Int)
    case replaceStack(StackPath, root: AnyObject)
    case replaceWindow(Container)
    case selectTab(layer: Int, index: Int)
    /// Changes nothing: an accepted `emit`, whose route makes the change.
    case none
}

extension NavigationTransition {
    /// The tab container a transition shows, when it shows one.
    var shownTabs: TabContainer? {
        switch self {
        case .present(.tabs(let tabs)), .replaceWindow(.tabs(let tabs)): tabs
        case .push, .truncate, .present, .dismiss, .replaceStack, .replaceWindow, .selectTab, .none: nil
        }
    }
}

extension NavigationState {
    /// The screens `transition` takes off screen, read before it is applied.
    func screensRemoved(by transition: NavigationTransition) -> [AnyObject] {
        switch transition {
        case .truncate(let path, let count): Array(stack(at: path).dropFirst(count))
        case .dismiss(let layer): layers[layer...].flatMap(\.root.screens)
        case .replaceStack(let path, _): container(at: path).screens
        case .replaceWindow: layers.flatMap(\.root.screens)
        case .push, .present, .selectTab, .none: []
        }
    }
}
