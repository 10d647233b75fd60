/// How each screen on screen arrived: from which screen, built by which flow, with which
/// placement routes.
///
/// A group's output is routed by the placement that entered the group, which may lie several
/// screens back (the group pushed its own screens since): emissions follow the arrivals back
/// to the nearest placement that mentions the output.
@MainActor
struct Arrivals {
    private struct Arrival {
        weak var screen: AnyObject?
        weak var from: AnyObject?
        weak var flow: AnyFlow?
        let routes: OutputRoutes?
    }

    private var entries: [ObjectIdentifier: Arrival] = [:]

    /// Forgets the screens a change is about to take off screen (`removed`, read before it).
    mutating func forget(_ removed: [AnyObject]) {
        for screen in removed { entries[ObjectIdentifier(screen)] = nil }
    }

    /// Records the screens `request` brings on screen by `plan`.
    mutating func record(after request: NavigationRequest, plan: NavigationPlan) {
        switch plan.transition {
        case .push, .present, .replaceStack, .replaceWindow:
            if let screen = plan.targetScreen {
                entries[ObjectIdentifier(screen)] = Arrival(screen: screen, from: request.source,
                                                            flow: request.target?.flow, routes: request.routes)
            } else if case .tabs(let tabs)? = request.target, let shown = plan.transition.shownTabs {
                for (tab, content) in zip(tabs.tabs, shown.tabs) {
                    guard let root = content.rootScreen else { continue }
                    entries[ObjectIdentifier(root)] = Arrival(screen: root, from: request.source, flow: tab.flow,
                                                              routes: tab.routes)
                }
            }
        case .truncate, .dismiss, .selectTab, .none:
            break
        }
    }

    /// The record of `screen`; a record left by another object at the same address is not it.
    private func arrival(of screen: AnyObject) -> Arrival? {
        guard let arrival = entries[ObjectIdentifier(screen)], arrival.screen === screen else { return nil }
        return arrival
    }

    /// The flow that built `screen`, as far as this navigator showed it.
    func flow(of screen: AnyObject) -> FlowIdentity {
        arrival(of: screen)?.flow?.identity ?? .none
    }

    /// The routes of the nearest placement, from `screen` back along its arrivals, that routes
    /// or observes `output`.
    func placement(mentioning output: AnyObject, above screen: AnyObject) -> OutputRoutes? {
        var current: AnyObject? = screen
        // Bounded: arrivals form a chain back to the window's root, never a cycle, but a bound
        // costs nothing and keeps a corrupted table from hanging the app.
        for _ in 0..<entries.count + 1 {
            guard let screen = current, let arrival = arrival(of: screen) else { return nil }
            if let routes = arrival.routes, routes.mentions(output) { return routes }
            current = arrival.from
        }
        return nil
    }
}
