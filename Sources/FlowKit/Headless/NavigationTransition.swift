/// One accepted change to the window, decided by ``NavigationRules`` and applied by navigators.
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

extension NavigationState {
    mutating func apply(_ transition: NavigationTransition) {
        switch transition {
        case .push(let screen, let path):
            setContainer(.stack(stack(at: path) + [screen]), at: path)
        case .truncate(let path, let count):
            setContainer(.stack(Array(stack(at: path).prefix(count))), at: path)
        case .present(let container):
            layers.append(ModalLayer(root: container))
        case .dismiss(let layer):
            layers.removeSubrange(layer...)
        case .replaceStack(let path, let root):
            setContainer(.stack([root]), at: path)
        case .replaceWindow(let container):
            layers = [ModalLayer(root: container)]
        case .selectTab(let layer, let index):
            if case .tabs(var tabs) = layers[layer].root {
                tabs.selectedIndex = index
                layers[layer].root = .tabs(tabs)
            }
        case .none:
            break
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
