// How both walkers label a verb that no callback property holds but a callback's closure runs:
// a verb kept in a local and called from the closure given to `onOutput` (a Lasso port's
// `switch output { case .didLogIn(let name): home(name) … }`), or handed to a `lets.steps`
// route (`.to(finish, name)`). The runtime walker learns what runs by firing the closure with
// each of its enum's steps; the scanner reads the `switch`. Both describe it as
// ``CallbackRuns/Callback`` values and take the label from ``CallbackRuns/label(of:among:)``.

/// The rule labelling verbs run, not held, by callbacks: a verb run by one callback is labelled
/// with the one case of its argument that runs it (`didLogIn`), or, when every case runs it and
/// nothing else, with the callback itself (`onOutput`, as for a callback without arguments
/// whose closure runs one verb); otherwise it stays unlabelled, as no one name says when it runs.
@_spi(FlowKitTools) public enum CallbackRuns {
    /// One callback property whose closure runs verbs.
    @_spi(FlowKitTools) public struct Callback: Sendable {
        /// The property's name.
        @_spi(FlowKitTools) public var name: String
        /// What the closure runs for each case of its argument: the runtime walker's steps, the
        /// scanner's `switch` cases (a `default:` is one unnamed case); a single unnamed case for
        /// a callback without arguments or a closure without a `switch`.
        @_spi(FlowKitTools) public var cases: [Case]

        /// A callback `name` whose closure runs `cases`.
        /// - Parameters:
        ///   - name: The property's name.
        ///   - cases: What it runs, case by case.
        @_spi(FlowKitTools) public init(name: String, cases: [Case]) {
            self.name = name
            self.cases = cases
        }
    }

    /// One case of a callback's argument and the verbs (by declaration index) it runs.
    @_spi(FlowKitTools) public struct Case: Sendable {
        /// The case's name (`didLogIn`), or `nil` for `default:` or a callback without cases.
        @_spi(FlowKitTools) public var name: String?
        /// The verbs run, as indices of the flow's declared verbs.
        @_spi(FlowKitTools) public var runs: Set<Int>

        /// Case `name`, running `runs`.
        /// - Parameters:
        ///   - name: The case's name, or `nil`.
        ///   - runs: The verbs it runs.
        @_spi(FlowKitTools) public init(name: String?, runs: Set<Int>) {
            self.name = name
            self.runs = runs
        }
    }

    /// The label of verb `verb`, or `nil` when no single name says when it runs: no callback,
    /// or several, run it; or several cases of one, but not every case alone.
    /// - Parameters:
    ///   - verb: The verb's declaration index.
    ///   - callbacks: The callbacks whose closures were seen to run verbs.
    @_spi(FlowKitTools) public static func label(of verb: Int, among callbacks: [Callback]) -> String? {
        let running = callbacks.filter { $0.cases.contains { $0.runs.contains(verb) } }
        guard running.count == 1, let callback = running.first else { return nil }
        let cases = callback.cases.filter { $0.runs.contains(verb) }
        if cases.count == callback.cases.count, cases.allSatisfy({ $0.runs == [verb] }) { return callback.name }
        return cases.count == 1 ? cases[0].name : nil
    }
}
