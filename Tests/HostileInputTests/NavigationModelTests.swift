import FlowKit
import FlowKitModelCheck
import Testing

/// The navigator against the reference model, over the headless hierarchy and over FlowKit's
/// UIKit hierarchy on the UIKit stand-in: random apps (flows, a flow group, tabs), random taps,
/// double taps, stale and released callbacks, back button, sheet swipes and the tab bar,
/// compared whenever no change is in progress (over UIKit, half the actions land mid-transition).
/// `Scripts/modelcheck` runs a million actions over each.
@MainActor
struct NavigationModelTests {
    @Test(arguments: ModelHierarchy.allCases)
    func twelveThousandActionsOverEightSeedsDoNotDiverge(hierarchy: ModelHierarchy) {
        let coverage = ModelCampaign.run(actions: 12_000, perSeed: 1_500, firstSeed: 1, hierarchy: hierarchy)
        // How many land mid-transition depends on the random apps (900 to 1,400 for seeds 1 to
        // 40, eight at a time); none would mean the UIKit run no longer overlaps requests at all.
        if hierarchy == .uikit { #expect(coverage.overlapping > 500, "actions during a transition") }
        #expect(coverage.seeds == 8)
        #expect(coverage.actions == 12_000)
        #expect(coverage.divergences.isEmpty, "\(coverage.divergences.prefix(3))")
        // The run carried out every verb of the vocabulary (the apps draw theirs from it), so
        // agreement means something, and a new verb is checked as soon as it has a weight.
        #expect(coverage.acceptedVerbs == Set(NavigationVerb.allCases), "\(coverage.acceptedVerbs)")
        #expect(coverage.refusals.isSuperset(of: [.sourceNotVisible, .sourceNotOnScreen, .sourceReleased,
                                                  .targetAlreadyOnScreen, .nothingToDismiss]), "\(coverage.refusals)")
    }
}

/// After 10,000 random navigations, every screen that is not on screen has been released.
@MainActor
struct LeakCensusTests {
    @Test(arguments: ModelHierarchy.allCases)
    func everyScreenOffScreenIsReleased(hierarchy: ModelHierarchy) {
        let report = ModelChecker(seed: 17, hierarchy: hierarchy).run(actions: 10_000)
        #expect(report.divergences.isEmpty, "\(report.divergences)")
        #expect(report.screensBuilt > 200, "the run built and dropped many screens")
        #expect(report.leaked == 0)
    }
}
