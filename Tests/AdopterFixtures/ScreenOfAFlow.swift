import FlowKit

// Must NOT compile: a flow has no single screen; the error must name where to get one
// (AdopterCompileTests checks the message); the two ways it names are written beside it.
final class UnlockScreen {
    var onUnlock: () -> Void = {}
}

final class LockFlows {
    lazy var unlock = Flow(with: UnlockScreen())
}

@MainActor func unlockScreen(_ flows: LockFlows, navigator: FlowNavigator) -> UnlockScreen? {
    _ = navigator.screen(of: flows.unlock)
    _ = flows.unlock.liveScreen
    return flows.unlock.screen
}
