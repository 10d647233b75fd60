/// Where the screens one request builds or finds stand among flow-group placements
/// (``PlacementPath``), the rule its map follows: the entry of a group that the request places
/// (a verb or app request targeting the group or its ``Placement``, or a tab showing it) opens
/// a placement inside the source's; any other flow of a group stands in the nearest placement
/// of its group around the source, else in none.
@MainActor
struct RequestPlacements {
    private let request: NavigationRequest
    /// Where the request's source stands.
    private let source: PlacementPath

    /// The placements `request`, from a source standing at `source`, reaches; `nil` when every
    /// screen it reaches stands in none, so the navigator keeps to its plain lookups.
    init?(_ request: NavigationRequest, source: PlacementPath) {
        if source.isUnplaced, request.placedGroup == nil {
            guard case .tabs? = request.target else { return nil }
        }
        self.request = request
        self.source = source
    }

    /// Where the request shows `flow`'s screen.
    func building(_ flow: AnyFlow) -> PlacementPath {
        let owner = flow.owner.map(ObjectIdentifier.init)
        switch request.target {
        case .tabs(let tabs):
            if let tab = tabs.tabs.first(where: { $0.flow === flow }),
               let group = GroupPlacements.group(of: tab.target).map(ObjectIdentifier.init), group == owner {
                return source.entering(PlacementPath.Step(group: group, callSite: tab.callSite,
                                                          placer: ObjectIdentifier(tabs)))
            }
        case .flow(let target):
            if target === flow, let group = request.placedGroup, group == owner {
                // A route's verb is one placement whichever screen emits, as its map draws it.
                let placer = request.routedOutput == nil ? request.sourceFlow.id : nil
                return source.entering(PlacementPath.Step(group: group, callSite: request.callSite, placer: placer))
            }
        case .output, nil:
            break
        }
        return source.enclosing(flow.owner)
    }

    /// Where the request looks for `flow`'s live screen (back verbs, tab selection): the
    /// nearest placement of its group around the source.
    func finding(_ flow: AnyFlow) -> PlacementPath {
        source.enclosing(flow.owner)
    }
}
