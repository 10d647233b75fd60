#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of many inputs through ``FuzzTarget``: counts, and the first inputs that broke an
/// invariant. Crashes and hangs end the process; ``FuzzWatchdog`` reports which input did it.
public struct FuzzCampaign: Sendable {
    /// Where the inputs come from.
    public let mutator: SourceMutator
    /// Every `deepEvery`-th input also runs the slow checks (second scan, libcgraph parse).
    public let deepEvery: Int

    /// A campaign over `mutator`'s inputs.
    public init(mutator: SourceMutator, deepEvery: Int) {
        self.mutator = mutator
        self.deepEvery = max(1, deepEvery)
    }

    /// What a run found.
    public struct Outcome: Sendable {
        /// Inputs run.
        public var inputs = 0
        /// Inputs that broke an invariant, with what broke (at most the first 20).
        public var failures: [(index: Int, problems: [String])] = []
        /// How many inputs broke an invariant.
        public var failureCount = 0
    }

    /// Runs inputs `range`, telling `progress` every 100,000 inputs.
    public func run(_ range: Range<Int>, progress: (Int) -> Void = { _ in }) -> Outcome {
        var outcome = Outcome()
        for index in range {
            let input = mutator.input(index)
            FuzzWatchdog.begin(index, input)
            let problems = FuzzTarget.run(input, deep: index % deepEvery == 0)
            FuzzWatchdog.end()
            outcome.inputs += 1
            if !problems.isEmpty {
                outcome.failureCount += 1
                if outcome.failures.count < 20 { outcome.failures.append((index, problems)) }
            }
            if outcome.inputs % 100_000 == 0 { progress(outcome.inputs) }
        }
        return outcome
    }
}

/// Turns a hang or a crash into a report naming the input and saving it to
/// `fuzz-finding-N.swift` in the current folder, ready to minimise. A hang is an input still
/// running after the time limit: an alarm ends the process with status 3. A crash (trap,
/// segmentation fault, abort) is reported and dies of its signal as it would have anyway.
public enum FuzzWatchdog {
    nonisolated(unsafe) private static var current = -1
    nonisolated(unsafe) private static var currentInput: [UInt8] = []
    nonisolated(unsafe) private static var seconds: UInt32 = 0

    /// Installs the handlers; `timeLimit` seconds per input (0: no hang detection).
    public static func install(timeLimit: UInt32) {
        seconds = timeLimit
        signal(SIGALRM) { _ in
            reportFromSignalHandler("HANG: input \(FuzzWatchdog.current) ran past the time limit\n")
            FuzzWatchdog.saveCurrentInput()
            _exit(3)
        }
        for crash in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE] {
            signal(crash) { number in
                reportFromSignalHandler("CRASH: input \(FuzzWatchdog.current) died of signal \(number)\n")
                FuzzWatchdog.saveCurrentInput()
                signal(number, SIG_DFL)
                raise(number)
            }
        }
    }

    static func begin(_ index: Int, _ input: String) {
        current = index
        currentInput = Array(input.utf8)
        if seconds > 0 { alarm(seconds) }
    }

    /// Saves the input that is running: only calls that are safe in a signal handler.
    fileprivate static func saveCurrentInput() {
        let name = "fuzz-finding-\(current).swift"
        let file = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { return }
        currentInput.withUnsafeBufferPointer { _ = write(file, $0.baseAddress, $0.count) }
        close(file)
        reportFromSignalHandler("saved it to \(name)\n")
    }

    static func end() {
        if seconds > 0 { alarm(0) }
    }
}

/// Writes to standard error with write(2) alone: the process is dying and nothing else is safe.
private func reportFromSignalHandler(_ text: String) {
    var text = text
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}
