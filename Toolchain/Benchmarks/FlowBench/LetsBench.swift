import FlowKit

/// P5: one push and one pop through `lets` closures on the headless navigator, against the
/// container operation the navigator's state performs for them (a stack held in a `Container`
/// grown by one screen, then cut back to its root), measured in the same run.
@MainActor
enum LetsBench {
    static func run(pairs: Int, runs: Int) -> Figure {
        let detail = Flow(with: BenchScreen()) { vc, lets in vc.onBack = lets.pop() }
        let home = Flow(with: BenchScreen()) { vc, lets in vc.onNext = lets.push(detail) { $0.show } }
        let navigator = HeadlessNavigator()
        navigator.start(home)
        guard let root = home.liveScreen, let push = root.onNext else { fatalError("home was not shown") }
        push(1)
        // Kept alive, so each push shows the same instance: the pair measures the verbs, not
        // building a screen.
        guard let pushed = detail.liveScreen, let pop = pushed.onBack else { fatalError("detail was not pushed") }
        pop()
        let verbs = Measure.median(runs: runs) {
            for index in 0..<pairs {
                push(index)
                pop()
            }
        } / Double(pairs)
        precondition(pushed.shown == pairs - 1 && navigator.visibleScreen === root)

        var layers: [Container] = [.stack([root])]
        let raw = Measure.median(runs: runs) {
            for _ in 0..<pairs {
                if case .stack(let screens) = layers[0] { layers[0] = .stack(screens + [pushed]) }
                if case .stack(let screens) = layers[0] { layers[0] = .stack(Array(screens.prefix(1))) }
            }
        } / Double(pairs)
        precondition(layers[0].screens.count == 1)
        return Figure(name: "P5 lets push + pop pair, headless", median: formatSeconds(verbs),
                      floors: ["raw Container stack push + truncate \(formatSeconds(raw))",
                               String(format: "ratio %.1f", verbs / raw)],
                      goal: "≤ 2 × raw = \(formatSeconds(2 * raw))", holds: verbs <= 2 * raw)
    }
}
