/// How each screen on screen arrived: from which screen, built by which flow, with which
/// placement routes, standing in which placement (``PlacementPath``).
///
/// A group's output is routed by the placement that entered the group, which may lie several
/// screens back (the group pushed its own screens since): emissions follow the arrivals back
/// to the nearest placement that mentions the output.
@MainActor
struct Arrivals {
    /// An object, so that looking one up (every request reads its source's) copies a reference,
    /// not three weak ones.
    private final class Arrival {
        weak var screen: AnyObject?
        weak var from: AnyObject?
        weak var flow: AnyFlow?
        let routes: OutputRoutes?
        let path: PlacementPath

        init(screen: AnyObject, from: AnyObject?, flow: AnyFlow?, routes: OutputRoutes?, path: PlacementPath) {
            self.screen = screen
            self.from = from
            self.flow = flow
            self.routes = routes
            self.path = path
        }
    }

    private var entries: [ObjectIdentifier: Arrival] = [:]

    /// Forgets the screens a change is about to take off screen (`removed`, read before it).
    mutating func forget(_ removed: [ObjectIdentifier]) {
        for screen in removed { entries[screen] = nil }
    }

    /// Records the screens `request` brings on screen: `shown` (the screen it shows), or the
    /// roots of the tabs it shows, standing where `placements` built them (`nil` when the request
    /// reaches no placement).
    mutating func record(after request: NavigationRequest, shown: AnyObject?, tabRoots: [AnyObject],
                         placements: RequestPlacements?) {
        switch request.verb.targetPosition {
        case .unchanged: return
        case .pushedOntoSourceStack, .rootOfSourceStack, .newModalLayer, .windowRoot: break
        }
        if let screen = shown {
            var path = PlacementPath.unplaced
            if let placements, let flow = request.target?.flow { path = placements.building(flow) }
            entries[ObjectIdentifier(screen)] = Arrival(screen: screen, from: request.source,
                                                        flow: request.target?.flow, routes: request.routes, path: path)
        } else if case .tabs(let tabs)? = request.target {
            for (tab, root) in zip(tabs.tabs, tabRoots) {
                entries[ObjectIdentifier(root)] = Arrival(screen: root, from: request.source, flow: tab.flow,
                                                          routes: tab.routes,
                                                          path: placements?.building(tab.flow) ?? .unplaced)
            }
        }
    }

    /// The record of `screen`; a record left by another object at the same address is not it.
    private func arrival(of screen: AnyObject) -> Arrival? {
        guard let arrival = entries[ObjectIdentifier(screen)], arrival.screen === screen else { return nil }
        return arrival
    }

    /// The placement `screen` stands in, as far as this navigator showed it.
    func path(of screen: AnyObject?) -> PlacementPath {
        guard let screen, !entries.isEmpty else { return .unplaced }
        return arrival(of: screen)?.path ?? .unplaced
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
