import Dispatch
import Foundation

/// Runs independent per-file work on every core, on threads with deep stacks.
///
/// SwiftSyntax parses and visits recursively: a long `else if` chain or member chain (machine-
/// generated code has them) overflows a default 512 KiB–8 MiB thread stack and kills the
/// process. Worker threads get ``stackSize`` instead, reserved address space that costs memory
/// only where it is touched. The API is synchronous (callers are command-line tools and tests,
/// which cannot await a task group here), so the caller waits for the workers.
enum Parallel {
    /// Each worker's stack: enough for SwiftSyntax to handle nesting tens of thousands deep.
    static let stackSize = 1 << 29

    /// How many workers a map uses at most: one per active core.
    static var workerCount: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// `inputs.map(transform)`, with the calls spread over the available cores; results keep
    /// the inputs' order.
    static func map<Input: Sendable, Output: Sendable>(_ inputs: [Input],
                                                       _ transform: @escaping @Sendable (Input) -> Output) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let work = Work<Output>(count: inputs.count)
        let workers = min(inputs.count, workerCount)
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            let thread = Thread {
                while let index = work.nextIndex() { work.store(transform(inputs[index]), at: index) }
                finished.signal()
            }
            thread.stackSize = stackSize
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
        return work.results
    }
}

/// The shared state of one ``Parallel/map(_:_:)``: the next index to take and one result slot
/// per input. `@unchecked Sendable` because the lock, not the type system, guards both; the
/// results are read only after every worker has signalled.
private final class Work<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var slots: [Value?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func nextIndex() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    var results: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
