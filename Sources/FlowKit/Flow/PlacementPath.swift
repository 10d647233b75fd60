/// Where a screen stands among flow-group placements: the placements it is nested in,
/// outermost first; empty for a screen no placement encloses.
///
/// A group instance placed twice (pushed from one tab, presented from another screen) is drawn
/// twice on its map, so it runs twice too: a flow's live screens are remembered per navigator
/// and per path, each placement builds its own screens, and their verbs (output routes
/// included) act within it. The navigator knows a flow's group by its `owner:`, so only flows
/// declared with their group as owner are told apart; an ownerless flow has one screen per
/// navigator, as before.
struct PlacementPath: Hashable, Sendable {
    /// One placement: a group entered by the verb or tab written at one place, from one flow.
    struct Step: Hashable, Sendable {
        /// The group instance placed.
        let group: ObjectIdentifier
        /// Where the placing verb or tab is written.
        let callSite: CallSite
        /// The flow of the placing screen, or the tab container; `nil` for an output's route
        /// (one placement whichever screen emits) and for the app's own requests.
        let placer: ObjectIdentifier?
    }

    private(set) var steps: [Step] = []

    /// The path of screens that no placement encloses.
    static let unplaced = PlacementPath()

    /// Whether no placement encloses the screen.
    var isUnplaced: Bool { steps.isEmpty }

    /// This path, then `step`. A group placing itself again by the same verb (a folder browser
    /// pushing its own group) folds back onto that placement, as its map draws it, so the
    /// nesting never grows without end.
    func entering(_ step: Step) -> PlacementPath {
        if let index = steps.firstIndex(of: step) { return PlacementPath(steps: Array(steps[...index])) }
        return PlacementPath(steps: steps + [step])
    }

    /// The nearest placement of `group`, from this path outwards: where a flow it owns stands
    /// when reached from here (a sibling stays in the placement; a route reaching the parent's
    /// flows lands in the parent's). Unplaced when no placement of `group` encloses the path.
    func enclosing(_ group: AnyObject?) -> PlacementPath {
        guard let group, let index = steps.lastIndex(where: { $0.group == ObjectIdentifier(group) }) else {
            return .unplaced
        }
        return PlacementPath(steps: Array(steps[...index]))
    }
}
