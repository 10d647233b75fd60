import FlowKitModelCheck
import Testing

/// The headless navigator against the reference model: random apps (flows, a flow group,
/// tabs), random taps, double taps, stale and released callbacks, back button, sheet swipes and
/// the tab bar, compared after every action. `Scripts/modelcheck` runs a million actions.
@MainActor
struct NavigationModelTests {
    @Test func twelveThousandActionsOverEightSeedsDoNotDiverge() {
        let coverage = ModelCampaign.run(actions: 12_000, perSeed: 1_500, firstSeed: 1)
        #expect(coverage.seeds == 8)
        #expect(coverage.actions == 12_000)
        #expect(coverage.divergences.isEmpty, "\(coverage.divergences.prefix(3))")
        // The run reached every kind of outcome, so agreement means something.
        #expect(coverage.acceptedVerbs.isSuperset(of: [.push, .pop, .present, .dismiss, .selectTab, .setWindowRoot]),
                "\(coverage.acceptedVerbs)")
        #expect(coverage.refusals.isSuperset(of: [.sourceNotVisible, .sourceNotOnScreen, .sourceReleased,
                                                  .targetAlreadyOnScreen, .nothingToDismiss]), "\(coverage.refusals)")
    }
}

/// After 10,000 random navigations, every screen that is not on screen has been released.
@MainActor
struct LeakCensusTests {
    @Test func everyScreenOffScreenIsReleased() {
        let report = ModelChecker(seed: 17).run(actions: 10_000)
        #expect(report.divergences.isEmpty, "\(report.divergences)")
        #expect(report.screensBuilt > 200, "the run built and dropped many screens")
        #expect(report.leaked == 0)
    }
}
