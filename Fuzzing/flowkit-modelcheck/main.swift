import FlowKit
import FlowKitModelCheck
import Foundation

// flowkit-modelcheck: the long model-based run of the headless navigator (see Scripts/modelcheck).
//
//   flowkit-modelcheck [--actions N] [--per-seed M] [--first-seed S] [--hierarchy headless|uikit]
//
// Runs ceil(N / M) seeds of M random actions each, comparing the navigator with the reference
// model whenever no change is in progress (over the UIKit stand-in, actions also land
// mid-transition). Exit status 0 when nothing diverged and nothing leaked, else 1.

var total = 1_000_000
var perSeed = 10_000
var firstSeed: UInt64 = 1
var hierarchy = ModelHierarchy.headless
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    guard let value = arguments.popFirst() else { break }
    switch argument {
    case "--actions": total = Int(value) ?? total
    case "--per-seed": perSeed = max(1, Int(value) ?? perSeed)
    case "--first-seed": firstSeed = UInt64(value) ?? firstSeed
    case "--hierarchy":
        guard let chosen = ModelHierarchy(rawValue: value) else {
            FileHandle.standardError.write(Data("flowkit-modelcheck: --hierarchy is headless or uikit, not '\(value)'\n".utf8))
            exit(2)
        }
        hierarchy = chosen
    default: break
    }
}

let outcome = MainActor.assumeIsolated { ModelCampaign.run(actions: total, perSeed: perSeed, firstSeed: firstSeed, hierarchy: hierarchy) }
for divergence in outcome.divergences.prefix(10) { print(divergence) }
print("""
    hierarchy: \(hierarchy.rawValue), actions: \(outcome.actions) (\(outcome.overlapping) during a transition), seeds: \(outcome.seeds) (\(firstSeed)…\(firstSeed + UInt64(outcome.seeds) - 1)), \
    divergences: \(outcome.divergences.count)
    leak census: \(outcome.screensBuilt) screens built, \(outcome.leaked) alive off screen after the drivers let go
    verbs carried out: \(outcome.acceptedVerbs.map(\.rawValue).sorted().joined(separator: ", "))
    refusals seen (\(outcome.refusals.count) of \(RefusalReason.allCases.count)): \
    \(outcome.refusals.map(\.rawValue).sorted().joined(separator: ", "))
    """)
exit(outcome.divergences.isEmpty && outcome.leaked == 0 ? 0 : 1)
