import FlowKit

/// An event reduced to what a reader of the log checks: phase, verb, who, where, which callback.
struct Step: Equatable, CustomStringConvertible {
    let phase: String
    let verb: NavigationVerb
    let source: String?
    let target: String?
    let label: String?

    init(_ phase: String, _ verb: NavigationVerb, _ source: String?, _ target: String? = nil, _ label: String? = nil) {
        self.phase = phase
        self.verb = verb
        self.source = source
        self.target = target
        self.label = label
    }

    init(_ event: NavigationEvent) {
        let phase = switch event.phase {
        case .will: "will"
        case .did: "did"
        case .refused(let reason): "refused(\(reason.rawValue))"
        }
        self.init(phase, event.verb, event.source?.description, event.target?.description, event.label)
    }

    var description: String {
        "\(phase) \(verb.rawValue) \(source ?? "window") → \(target ?? "-") [\(label ?? "")]"
    }
}

/// `will` then `did` of one accepted request.
func accepted(_ verb: NavigationVerb, _ source: String?, _ target: String? = nil, _ label: String? = nil) -> [Step] {
    [Step("will", verb, source, target, label), Step("did", verb, source, target, label)]
}
