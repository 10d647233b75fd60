@_spi(FlowKitTools) import FlowKit
import FuzzingSupport

/// One verb a model app's screen binds to one of its callbacks: a FlowKit verb, and what it
/// names by the model's indices.
public struct ModelVerb: Hashable, Sendable {
    /// What a verb names.
    public enum Target: Hashable, Sendable {
        /// A flow, by index.
        case flow(Int)
        /// The app's tab container.
        case tabs
        /// The group's output.
        case output
    }

    /// The verb.
    public var verb: NavigationVerb
    /// What it names; `nil` for a verb without a target.
    public var target: Target?
    /// For a verb that wraps its target in a container of its own, the container it asks for.
    public var embedding: Embedding

    /// The verb naming `target`, wrapped as `embedding` says where the verb wraps its target.
    /// - Parameters:
    ///   - verb: The verb.
    ///   - target: What it names; `nil` for a verb without a target.
    ///   - embedding: The container asked for, kept only by a verb that wraps its target.
    public init(_ verb: NavigationVerb, _ target: Target? = nil, embedding: Embedding = .none) {
        self.verb = verb
        self.target = target
        self.embedding = verb.defaultEmbedding == nil ? .none : embedding
    }

    /// The flow the verb names, if any.
    public var flow: Int? {
        guard case .flow(let index)? = target else { return nil }
        return index
    }

    /// How often random apps bind each verb, out of the weights' sum: the everyday verbs most,
    /// and `emit` never at random (the group's inner screen binds it once).
    static func weight(of verb: NavigationVerb) -> Int {
        switch verb {
        case .push: 5
        case .present: 4
        case .selectTab: 3
        case .pop, .dismiss: 2
        case .replace, .popTo, .popToRoot, .setRoot, .dismissAll, .dismissTo, .setWindowRoot: 1
        case .emit: 0
        }
    }

    /// A random verb of the vocabulary, by ``weight(of:)``, naming what its traits say it takes:
    /// nothing, a random flow, or for a verb that wraps its target the tab container (one time
    /// in four for a new modal layer, in two for the window's root).
    /// - Parameters:
    ///   - flows: How many flows there are to name.
    ///   - random: The generator.
    static func random(flows: Int, using random: inout SplitMix64) -> ModelVerb {
        let embedding: Embedding = Bool.random(using: &random) ? .navigation : .none
        var pick = Int.random(in: 0..<NavigationVerb.allCases.map(weight).reduce(0, +), using: &random)
        let verb = NavigationVerb.allCases.first { verb in
            pick -= weight(of: verb)
            return pick < 0
        }!
        return ModelVerb.naming(verb, flows: flows, embedding: embedding, using: &random)
    }

    /// `verb` naming what its traits say it takes, at random.
    /// - Parameters:
    ///   - verb: The verb.
    ///   - flows: How many flows there are to name.
    ///   - embedding: The container asked for, if the verb wraps a flow's screen.
    ///   - random: The generator.
    static func naming(_ verb: NavigationVerb, flows: Int, embedding: Embedding,
                       using random: inout SplitMix64) -> ModelVerb {
        guard verb.hasTarget else { return ModelVerb(verb) }
        guard verb.namesAScreen else { return ModelVerb(verb, .output) }
        let tabsOneTimeIn: Int
        switch verb.targetPosition {
        case .unchanged, .pushedOntoSourceStack, .rootOfSourceStack: tabsOneTimeIn = 0
        case .newModalLayer: tabsOneTimeIn = 4
        case .windowRoot: tabsOneTimeIn = 2
        }
        if tabsOneTimeIn > 0, Int.random(in: 0..<tabsOneTimeIn, using: &random) == 0 { return ModelVerb(verb, .tabs) }
        return ModelVerb(verb, .flow(Int.random(in: 0..<flows, using: &random)), embedding: embedding)
    }
}
