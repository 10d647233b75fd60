@_spi(FlowKitTools) import FlowGraph
import Testing

/// The rule both walkers label a verb run (not held) by callbacks with.
struct CallbackRunsTests {
    typealias Case = CallbackRuns.Case

    @Test(arguments: [
        // One case runs it: the case.
        ([("onOutput", [Case(name: "a", runs: [0]), Case(name: "b", runs: [1])])], 0, "a"),
        // Every case runs it and nothing else: the callback.
        ([("onOutput", [Case(name: "a", runs: [0]), Case(name: "b", runs: [0])])], 0, "onOutput"),
        ([("onTap", [Case(name: nil, runs: [0])])], 0, "onTap"),
        // A callback without cases that runs two verbs names neither.
        ([("onTap", [Case(name: nil, runs: [0, 1])])], 0, nil),
        // A single case that runs two verbs names both.
        ([("onOutput", [Case(name: "a", runs: [0, 1]), Case(name: "b", runs: [])])], 1, "a"),
        // Two cases of three, or two callbacks: no one name.
        ([("onOutput", [Case(name: "a", runs: [0]), Case(name: "b", runs: [0]), Case(name: "c", runs: [])])], 0, nil),
        ([("onA", [Case(name: nil, runs: [0])]), ("onB", [Case(name: "x", runs: [0])])], 0, nil),
        // Run by nothing.
        ([("onOutput", [Case(name: "a", runs: [1])])], 0, nil),
    ] as [([(String, [Case])], Int, String?)])
    func theLabelSaysWhenTheVerbRuns(callbacks: [(String, [Case])], verb: Int, label: String?) {
        let described = callbacks.map { CallbackRuns.Callback(name: $0.0, cases: $0.1) }
        #expect(CallbackRuns.label(of: verb, among: described) == label)
    }
}
