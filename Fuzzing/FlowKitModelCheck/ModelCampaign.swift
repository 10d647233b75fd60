/// Many seeds of ``ModelChecker``, summed: what the test suite and `Scripts/modelcheck` report.
@MainActor
public enum ModelCampaign {
    /// Runs seeds `firstSeed`, `firstSeed + 1`… of `perSeed` actions until `actions` ran, and
    /// sums their reports.
    /// - Parameters:
    ///   - actions: How many actions in all.
    ///   - perSeed: How many actions per seed.
    ///   - firstSeed: The first seed.
    ///   - hierarchy: What the navigator drives.
    public static func run(actions: Int, perSeed: Int, firstSeed: UInt64,
                           hierarchy: ModelHierarchy = .headless) -> ModelChecker.Report {
        var total = ModelChecker.Report()
        total.seeds = 0
        var seed = firstSeed
        while total.actions < actions {
            let report = ModelChecker(seed: seed, hierarchy: hierarchy).run(actions: min(perSeed, actions - total.actions))
            total.actions += report.actions
            total.seeds += 1
            total.divergences += report.divergences.map { "seed \(seed), \($0)" }
            total.screensBuilt += report.screensBuilt
            total.leaked += report.leaked
            total.overlapping += report.overlapping
            total.acceptedVerbs.formUnion(report.acceptedVerbs)
            total.refusals.formUnion(report.refusals)
            seed += 1
        }
        return total
    }
}
