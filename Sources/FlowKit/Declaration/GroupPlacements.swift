/// How a verb or tab places a flow group, and what routes that placement gives the group's
/// outputs: the navigator finds a request's placement here, and ``FlowDeclaration`` reads a
/// route one output and one placement at a time, as a map draws each placement of a group
/// with its own routes.
enum GroupPlacements {
    /// The group instance `target` enters: the group itself, or a ``Placement``'s group; `nil`
    /// for a plain flow.
    static func group(of target: any FlowTarget) -> AnyObject? {
        // Most targets are plain flows: a class check spares two protocol look-ups.
        if target is AnyFlow { return nil }
        if let placement = target as? any GroupHolding { return placement.placedGroup }
        return target is any FlowGroup ? target : nil
    }

    /// Declares on `lets`, without running it, the route `target` (a ``Placement``) gives
    /// `output`; `false` when it gives none.
    /// - Parameters:
    ///   - output: The output, as the emitting verb declared it.
    ///   - target: What the placing verb or tab targets.
    ///   - lets: Where the route's verb is declared.
    @MainActor
    static func declareRoute(of output: any AnyFlowOutput, placedBy target: any FlowTarget, on lets: Lets) -> Bool {
        guard let routes = target.placementRoutes else { return false }
        return (output as? any RouteDeclaring)?.declare(routes.route(for: output), on: lets) ?? false
    }

    /// Declares on `lets`, without running it, the output's own route (``FlowOutput/route(_:)``);
    /// `false` when it has none.
    /// - Parameters:
    ///   - output: The output.
    ///   - lets: Where the route's verb is declared.
    @MainActor
    static func declareOwnRoute(of output: any AnyFlowOutput, on lets: Lets) -> Bool {
        guard let declaring = output as? any RouteDeclaring else { return false }
        return declaring.declare(declaring.ownRoute, on: lets)
    }
}

/// A ``Placement`` read without its group's type.
private protocol GroupHolding {
    var placedGroup: AnyObject { get }
}

extension Placement: GroupHolding {
    fileprivate var placedGroup: AnyObject { group }
}

/// An output whose routes can be declared without knowing its value types.
private protocol RouteDeclaring {
    var ownRoute: AnyObject? { get }
    @MainActor func declare(_ route: AnyObject?, on lets: Lets) -> Bool
}

extension FlowOutput: RouteDeclaring {
    fileprivate var ownRoute: AnyObject? { instanceRoute }

    @MainActor fileprivate func declare(_ route: AnyObject?, on lets: Lets) -> Bool {
        guard let route = route as? RouteBox<repeat each Value> else { return false }
        _ = route.make(lets)
        return true
    }
}
