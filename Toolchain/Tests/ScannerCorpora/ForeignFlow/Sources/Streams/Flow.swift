// A module's own `Flow`, AsyncSequence style: not FlowKit's, whatever its initialiser looks like.
struct Flow<Element> {
    let seed: Element
    let body: (Element, Emitter) -> Void

    init(with seed: Element, _ body: @escaping (Element, Emitter) -> Void = { _, _ in }) {
        self.seed = seed
        self.body = body
    }
}

struct Signal {}

struct Emitter {
    func emit(_ signal: Signal) {}
    func push(_ value: Any) {}
}
