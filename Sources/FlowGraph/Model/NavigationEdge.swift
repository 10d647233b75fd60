@_spi(FlowKitTools) import FlowKit

/// One navigation verb declared on a screen.
public struct NavigationEdge: Codable, Hashable, Sendable {
    /// The source node's id.
    public var from: String
    /// The target node's id; `nil` for verbs without a target (`pop`, `popToRoot`, `dismiss`,
    /// `dismissAll`).
    public var to: String?
    /// The verb.
    public var action: EdgeAction
    /// The callback property the verb is bound to; empty when it cannot be known.
    public var label: String
    /// The forwarded argument types where they can be known, else empty.
    public var arguments: [String]
    /// The declaring file: a path for the static walker, a `#fileID` at run time.
    public var file: String?
    /// The declaring line.
    public var line: Int?
    /// The declaring column, where known (the static walker knows it; run time does not).
    public var column: Int?
    /// Whether the verb animates.
    public var animated: Bool
    /// How a presented or window-root target is wrapped; `nil` for other verbs.
    public var embedding: Embedding?
    /// The flow group output the verb was routed from, when it runs through one.
    public var output: String?
    /// Whether the verb sits inside an `#if` block (static walker only).
    public var conditional: Bool
    /// Who starts the navigation: a screen's callback, or the app's own code.
    public var origin: EdgeOrigin
    /// For a verb of an output's route, drawn from the screen that emits: where that screen's
    /// `lets.emit` is (the edge's own position is the route's verb); `nil` for other edges.
    public var emittedAt: CodeLocation?
    /// How the edge is known: declared by the app (a verb, a segue), or inferred from a UIKit call.
    public var evidence: EdgeEvidence
    /// For an inferred edge, how many steps the scanner followed from the call's argument to the
    /// target's type: 0 when the argument builds it (`present(AboutViewController(), …)`), one more
    /// for each local, property, method or storyboard identifier in between; `nil` for a declared edge.
    public var resolutionSteps: Int?

    /// An edge; optional facts default to unknown.
    public init(from: String, to: String?, action: EdgeAction, label: String = "", arguments: [String] = [],
                file: String? = nil, line: Int? = nil, column: Int? = nil, animated: Bool = true, embedding: Embedding? = nil,
                output: String? = nil, conditional: Bool = false, origin: EdgeOrigin = .callback,
                emittedAt: CodeLocation? = nil, evidence: EdgeEvidence = .declared, resolutionSteps: Int? = nil) {
        self.from = from
        self.to = to
        self.action = action
        self.label = label
        self.arguments = arguments
        self.file = file
        self.line = line
        self.column = column
        self.animated = animated
        self.embedding = embedding
        self.output = output
        self.conditional = conditional
        self.origin = origin
        self.emittedAt = emittedAt
        self.evidence = evidence
        self.resolutionSteps = resolutionSteps
    }

    /// Whether the edge leaves the source's navigation stack; encoded for consumers of the JSON.
    public var leavesStack: Bool { action.leavesStack }

    /// The contract's order: `from`, file, line, then every other field, so equal positions
    /// still sort one way. (Strings compare by Swift's canonical equivalence: two spellings of
    /// one name sort together, in input order.)
    static func contractOrder(_ a: NavigationEdge, _ b: NavigationEdge) -> Bool {
        if a.from != b.from { return a.from < b.from }
        if (a.file ?? "") != (b.file ?? "") { return (a.file ?? "") < (b.file ?? "") }
        if (a.line ?? 0) != (b.line ?? 0) { return (a.line ?? 0) < (b.line ?? 0) }
        if a.action != b.action { return a.action.rawValue < b.action.rawValue }
        if (a.to ?? "") != (b.to ?? "") { return (a.to ?? "") < (b.to ?? "") }
        if a.label != b.label { return a.label < b.label }
        if (a.column ?? 0) != (b.column ?? 0) { return (a.column ?? 0) < (b.column ?? 0) }
        if a.arguments != b.arguments { return a.arguments.lexicographicallyPrecedes(b.arguments) }
        if (a.output ?? "") != (b.output ?? "") { return (a.output ?? "") < (b.output ?? "") }
        if (a.embedding?.rawValue ?? "") != (b.embedding?.rawValue ?? "") {
            return (a.embedding?.rawValue ?? "") < (b.embedding?.rawValue ?? "")
        }
        if a.animated != b.animated { return !a.animated }
        if a.conditional != b.conditional { return !a.conditional }
        if a.origin != b.origin { return a.origin.rawValue < b.origin.rawValue }
        if a.evidence != b.evidence { return a.evidence.rawValue < b.evidence.rawValue }
        if (a.resolutionSteps ?? -1) != (b.resolutionSteps ?? -1) { return (a.resolutionSteps ?? -1) < (b.resolutionSteps ?? -1) }
        return CodeLocation.precedes(a.emittedAt, b.emittedAt)
    }
}

extension NavigationEdge {
    private enum CodingKeys: String, CodingKey {
        case from, to, action, label, arguments, file, line, column, animated, embedding, output, conditional, leavesStack
        case origin, emittedAt, evidence, resolutionSteps
    }

    /// Encodes in the contract's key order, with `to` (and unknown files, lines and columns) as `null`
    /// rather than missing. Fields added later are written only where they say something, so
    /// edges without them read as they always did: `origin` only for the app's own requests,
    /// `emittedAt` only for a route's verbs, `evidence` and `resolutionSteps` only for an edge
    /// inferred from a UIKit call.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(action, forKey: .action)
        try container.encode(label, forKey: .label)
        try container.encode(arguments, forKey: .arguments)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(animated, forKey: .animated)
        try container.encodeIfPresent(embedding, forKey: .embedding)
        try container.encodeIfPresent(output, forKey: .output)
        try container.encode(conditional, forKey: .conditional)
        try container.encode(leavesStack, forKey: .leavesStack)
        switch origin {
        case .callback: break
        case .app: try container.encode(origin, forKey: .origin)
        }
        try container.encodeIfPresent(emittedAt, forKey: .emittedAt)
        switch evidence {
        case .declared: break
        case .inferred: try container.encode(evidence, forKey: .evidence)
        }
        try container.encodeIfPresent(resolutionSteps, forKey: .resolutionSteps)
    }

    /// Decodes the contract's form; fields added after version 1's first five are optional.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            from: try container.decode(String.self, forKey: .from),
            to: try container.decodeIfPresent(String.self, forKey: .to),
            action: try container.decode(EdgeAction.self, forKey: .action),
            label: try container.decodeIfPresent(String.self, forKey: .label) ?? "",
            arguments: try container.decodeIfPresent([String].self, forKey: .arguments) ?? [],
            file: try container.decodeIfPresent(String.self, forKey: .file),
            line: try container.decodeIfPresent(Int.self, forKey: .line),
            column: try container.decodeIfPresent(Int.self, forKey: .column),
            animated: try container.decodeIfPresent(Bool.self, forKey: .animated) ?? true,
            embedding: try container.decodeIfPresent(Embedding.self, forKey: .embedding),
            output: try container.decodeIfPresent(String.self, forKey: .output),
            conditional: try container.decodeIfPresent(Bool.self, forKey: .conditional) ?? false,
            origin: try container.decodeIfPresent(EdgeOrigin.self, forKey: .origin) ?? .callback,
            emittedAt: try container.decodeIfPresent(CodeLocation.self, forKey: .emittedAt),
            evidence: try container.decodeIfPresent(EdgeEvidence.self, forKey: .evidence) ?? .declared,
            resolutionSteps: try container.decodeIfPresent(Int.self, forKey: .resolutionSteps))
    }
}
