import FlowGraphFuzzing
import Foundation

// flowgraph-fuzz: the long fuzz run over the scanner and the writers (see Scripts/fuzz).
//
//   flowgraph-fuzz [--inputs N] [--start I] [--seed S] [--timeout SECONDS] [--deep-every K] [--only I] CORPUS...
//
// CORPUS are Swift files or folders (searched for *.swift). Exit status: 0 when every input
// kept every invariant, 1 when some broke one, 2 for bad arguments, 3 for a hang; a crash
// ends the process by its signal after naming the input.

var inputs = 1_000_000
var start = 0
var seed: UInt64 = 0xF1_0E_6A_F0
var timeLimit: UInt32 = 10
var deepEvery = 97
var only: Int?
var corpusPaths: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    func value() -> String {
        guard let next = arguments.popFirst() else {
            FileHandle.standardError.write(Data("\(argument) needs a value\n".utf8))
            exit(2)
        }
        return next
    }
    switch argument {
    case "--inputs": inputs = Int(value()) ?? inputs
    case "--start": start = Int(value()) ?? start
    case "--seed": seed = UInt64(value()) ?? seed
    case "--timeout": timeLimit = UInt32(value()) ?? timeLimit
    case "--deep-every": deepEvery = Int(value()) ?? deepEvery
    case "--only": only = Int(value())
    default: corpusPaths.append(argument)
    }
}

let corpus = SeedCorpus.load(corpusPaths)
guard !corpus.isEmpty else {
    FileHandle.standardError.write(Data("no *.swift files in the corpus paths: \(corpusPaths)\n".utf8))
    exit(2)
}
let campaign = FuzzCampaign(mutator: SourceMutator(corpus: corpus, seed: seed), deepEvery: deepEvery)
FuzzWatchdog.install(timeLimit: timeLimit)

if let only {
    FileHandle.standardOutput.write(Data(campaign.mutator.input(only).utf8))
    let problems = FuzzTarget.run(campaign.mutator.input(only), deep: true)
    FileHandle.standardError.write(Data("input \(only): \(problems.isEmpty ? "ok" : problems.joined(separator: "; "))\n".utf8))
    exit(problems.isEmpty ? 0 : 1)
}

let started = Date()
let outcome = campaign.run(start..<start + inputs) { done in
    print("… \(done) inputs, \(Int(Date().timeIntervalSince(started))) s")
}
for failure in outcome.failures {
    print("input \(failure.index): \(failure.problems.joined(separator: "; "))")
}
print("""
    corpus: \(corpus.count) files, seed \(seed)
    inputs: \(outcome.inputs) (\(start)..<\(start + inputs)), crashes: 0, hangs: 0 (time limit \(timeLimit) s per input), \
    invariant failures: \(outcome.failureCount), deep checks: every \(deepEvery)th input
    time: \(Int(Date().timeIntervalSince(started))) s
    """)
exit(outcome.failureCount == 0 ? 0 : 1)
