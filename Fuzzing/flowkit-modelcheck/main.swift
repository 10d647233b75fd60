import FlowKit
import FlowKitModelCheck
import Foundation

// flowkit-modelcheck: the long model-based run of the headless navigator (see Scripts/modelcheck).
//
//   flowkit-modelcheck [--actions N] [--per-seed M] [--first-seed S]
//
// Runs ceil(N / M) seeds of M random actions each, comparing the navigator with the reference
// model after every action. Exit status 0 when nothing diverged and nothing leaked, else 1.

var total = 1_000_000
var perSeed = 10_000
var firstSeed: UInt64 = 1
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst() else { break }
    switch argument {
    case "--actions": total = Int(value) ?? total
    case "--per-seed": perSeed = max(1, Int(value) ?? perSeed)
    case "--first-seed": firstSeed = UInt64(value) ?? firstSeed
    default: break
    }
}

let outcome = MainActor.assumeIsolated { ModelCampaign.run(actions: total, perSeed: perSeed, firstSeed: firstSeed) }
for divergence in outcome.divergences.prefix(10) { print(divergence) }
print("""
    actions: \(outcome.actions), seeds: \(outcome.seeds) (\(firstSeed)…\(firstSeed + UInt64(outcome.seeds) - 1)), \
    divergences: \(outcome.divergences.count)
    leak census: \(outcome.screensBuilt) screens built, \(outcome.leaked) alive off screen after the drivers let go
    verbs carried out: \(outcome.acceptedVerbs.map(\.rawValue).sorted().joined(separator: ", "))
    refusals seen (\(outcome.refusals.count) of \(RefusalReason.allCases.count)): \
    \(outcome.refusals.map(\.rawValue).sorted().joined(separator: ", "))
    """)
exit(outcome.divergences.isEmpty && outcome.leaked == 0 ? 0 : 1)
