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
        if hierarchy == .uikit { #expect(coverage.overlapping > 1_000, "actions during a transition") }
        #expect(coverage.seeds == 8)
        #expect(coverage.actions == 12_000)
        #expect(coverage.divergences.isEmpty, "\(coverage.divergences.prefix(3))")
        // The run reached every kind of outcome, so agreement means something.
        #expect(coverage.acceptedVerbs.isSuperset(of: [.push, .replace, .pop, .present, .dismiss, .selectTab,
                                                       .setWindowRoot]),
                "\(coverage.acceptedVerbs)")
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
