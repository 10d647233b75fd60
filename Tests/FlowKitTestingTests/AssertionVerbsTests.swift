@testable import FlowKit
import Testing

/// The harness's assertions take their verbs from the verb vocabulary (`NavigationVerb.outcome`),
/// not from lists of their own: every verb is asserted by exactly one assertion, and every
/// assertion asserts some verb.
@Suite struct AssertionVerbsTests {
    @Test func outcomesPartitionTheVerbs() {
        let groups = NavigationVerb.Outcome.allCases.map(\.verbs)
        #expect(groups.allSatisfy { !$0.isEmpty }, "an assertion that no verb satisfies")
        #expect(groups.reduce(0) { $0 + $1.count } == NavigationVerb.allCases.count, "a verb in two assertions")
        #expect(Set(groups.flatMap { $0 }) == Set(NavigationVerb.allCases), "a verb no assertion covers")
    }

    /// The groupings the harness documents: `assertPopped` accepts every way back along a stack,
    /// `assertDismissed` every dismissal, `assertReplacedRoot` both replacements, `assertPushed`
    /// a screen shown on top of the stack, pushed or in place of the top one.
    @Test(arguments: [
        (NavigationVerb.Outcome.popped, Set<NavigationVerb>([.pop, .popTo, .popToRoot])),
        (.dismissed, [.dismiss, .dismissAll, .dismissTo]),
        (.replacedRoot, [.setRoot, .setWindowRoot]),
        (.pushed, [.push, .replace]),
    ] as [(NavigationVerb.Outcome, Set<NavigationVerb>)])
    func anAssertionAcceptsItsFamilyOfVerbs(outcome: NavigationVerb.Outcome, verbs: Set<NavigationVerb>) {
        #expect(outcome.verbs == verbs)
    }
}
