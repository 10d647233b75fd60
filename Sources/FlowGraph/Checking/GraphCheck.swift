/// The navigation bugs `flowgraph check` looks for.
///
/// This is the one list of checks: each case names a rule, kept in a file of its own under
/// `Rules/` with its messages, and ``rule`` (an exhaustive switch) is where the checker finds
/// it. Adding a check is its file and its case here.
public enum GraphCheck: String, Codable, Hashable, Sendable, CaseIterable {
    /// A screen no verb leads to from the roots.
    case unreachableScreen = "unreachable-screen"
    /// A stack verb (`push`, `pop`, `popTo`, `popToRoot`, `setRoot`) from a screen shown without
    /// a navigation stack.
    case noNavigationStack = "no-navigation-stack"
    /// `pop` or `popToRoot` from a screen that is only ever the root of its stack.
    case popAtRoot = "pop-at-root"
    /// `popTo(X)` where X can never (or not always) be below the source in its stack.
    case impossiblePopTo = "impossible-pop-to"
    /// `dismiss` from a screen that is never presented, nor inside a presented stack.
    case dismissNeverPresented = "dismiss-never-presented"
    /// A cycle of pushes: the stack would grow without bound (FlowKit refuses the closing push).
    case pushCycle = "push-cycle"
    /// A flow group's output that its parent never routes.
    case unroutedOutput = "unrouted-output"
    /// A verb whose target names nothing the scan found (drawn as an external node).
    case unresolvedTarget = "unresolved-target"

    /// The rule that finds this bug.
    var rule: any NavigationRule.Type {
        switch self {
        case .unreachableScreen: UnreachableScreen.self
        case .noNavigationStack: NoNavigationStack.self
        case .popAtRoot: PopAtRoot.self
        case .impossiblePopTo: ImpossiblePopTo.self
        case .dismissNeverPresented: DismissNeverPresented.self
        case .pushCycle: PushCycle.self
        case .unroutedOutput: UnroutedOutput.self
        case .unresolvedTarget: UnresolvedTarget.self
        }
    }
}
