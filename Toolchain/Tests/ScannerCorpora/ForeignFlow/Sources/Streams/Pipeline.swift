// Another file of the same module: its `Flow` is the module's own, declared in Flow.swift.
final class Pipeline {
    let finished = Signal()

    lazy var counter = Flow(with: 0) { [unowned self] value, lets in
        lets.emit(self.finished)
        lets.push(self.counter)
    }
}
