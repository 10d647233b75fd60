@_spi(FlowKitTools) import FlowKit

/// Renders the `lets` verb façades (`Sources/FlowKit/Lets/`) from the verb table, so that a verb
/// added to `NavigationVerb` reaches flows' `lets` as it reaches the app's requests, the spy and
/// the maps. ``LetsFacadeGenerationTests`` checks the committed files against what this renders
/// and rewrites them when asked (``regenerateCommand``).
///
/// A verb's name, the label of its target and the shape of its overloads come from its traits
/// (``shape(of:)``); only what a trait does not say, the sentences of its comments, comes from
/// ``VerbProse/of(_:)``. The overloads that do not fit a verb-wide shape stay written by hand:
/// `emit` (its target is an output and its closure takes the output's values, so nothing
/// forwards), the tab containers' `present` and `setWindowRoot` (a `Tabs` has no screen to
/// forward to), the arrival flows' verbs (their closure takes the flow's own values) and the
/// refused embeddings (a compile-time refusal per verb, not a verb).
enum LetsFacadeRenderer {
    struct File: Equatable {
        let name: String
        let text: String
    }

    struct RenderingError: Error, CustomStringConvertible {
        let description: String
    }

    static let regenerateCommand = "FLOWKIT_REGENERATE_VERBS=1 swift test --filter LetsFacadeGenerationTests"
    /// The first line of every generated file, which tells them from the files written by hand.
    static let marker = "// Generated from NavigationVerb by Tests/FlowKitTests/LetsFacadeRenderer.swift; do not edit."

    /// The overloads a verb's façade has.
    enum Shape: Equatable {
        /// A verb without a target: the plain overload and the one ignoring the arguments.
        case targetless
        /// A verb whose target is a screen: plain, ignoring the arguments, forwarding them, and
        /// the unavailable one naming a forwarding mismatch. A verb that wraps its target takes
        /// an `embedding:` defaulting to `embeddingDefault`.
        case screen(embeddingDefault: String?)
        /// A verb whose façade is written by hand.
        case handWritten
    }

    static func shape(of verb: NavigationVerb) -> Shape {
        if verb.namesAScreen { return .screen(embeddingDefault: verb.defaultEmbedding.map(presentationDefault)) }
        return verb.hasTarget ? .handWritten : .targetless
    }

    /// The default of a target's `Presentation` argument for a verb that wraps as `embedding`.
    private static func presentationDefault(_ embedding: Embedding) -> String {
        switch embedding {
        // Left alone unless asked, but a target that pushes is always wrapped: the target's
        // `Presentation` knows which it is.
        case .none: ".presentDefault"
        case .navigation: ".navigation"
        }
    }

    /// The generated file holding a family's verbs and what its header says of them; `nil` for
    /// a family whose verbs are all written by hand.
    private static func file(of family: NavigationVerb.Family) -> (name: String, about: String)? {
        switch family {
        case .stack:
            ("Lets+StackVerbs.swift", "Verbs that work inside the source's navigation stack. Each is refused with "
                + "`noNavigationStack` when the source is not in one (a screen presented without embedding).")
        case .modal: ("Lets+ModalVerbs.swift", "Verbs that add or remove modal layers.")
        case .window, .tabs: ("Lets+ContainerVerbs.swift", "Verbs that replace the window's content or switch tabs.")
        case .output: nil
        }
    }

    /// Every generated file, in the order of the verbs' first appearance in `allCases`.
    static func files() throws -> [File] {
        var files: [(name: String, about: String, verbs: [String])] = []
        for verb in NavigationVerb.allCases {
            let shape = shape(of: verb)
            let prose = VerbProse.of(verb)
            if shape == .handWritten {
                guard prose == nil else { throw RenderingError(description: "\(verb) is written by hand but has prose") }
                continue
            }
            guard let prose else { throw RenderingError(description: "\(verb) has no VerbProse") }
            guard let file = file(of: verb.family) else {
                throw RenderingError(description: "\(verb)'s family \(verb.family) has no generated file")
            }
            let rendered = try render(verb, shape, prose)
            if let index = files.firstIndex(where: { $0.name == file.name }) {
                files[index].verbs.append(rendered)
            } else {
                files.append((file.name, file.about, [rendered]))
            }
        }
        return files.map { File(name: $0.name, text: text(about: $0.about, verbs: $0.verbs)) }
    }

    private static func text(about: String, verbs: [String]) -> String {
        var lines = [
            marker,
            "// Regenerate with \(regenerateCommand);",
            "// the test fails while this file differs from what NavigationVerb renders.",
            "//",
        ]
        lines += wrap(about, first: "// ", rest: "// ", width: 100) + ["//"]
        lines += wrap("Each verb's overloads are described in Lets+Forwarding.swift, beside those written by hand.",
                      first: "// ", rest: "// ", width: 100)
        return (lines + ["", "extension Lets {", verbs.joined(separator: "\n"), "}", ""]).joined(separator: "\n")
    }

    // MARK: - Verbs

    private static let animated = "animated: Bool = true"
    private static let fileAndLine = ["file: String = #fileID", "line: Int = #line"]
    private static let commonDocs = [
        ("animated", "Whether the change animates."),
        ("file", "The declaring file (filled in by the compiler)."),
        ("line", "The declaring line (filled in by the compiler)."),
    ]
    private static let plainReturn = "@Sendable () -> Void"
    private static let anyArityReturn = "@Sendable (repeat each Arg) -> Void"

    private static func render(_ verb: NavigationVerb, _ shape: Shape, _ prose: VerbProse) throws -> String {
        let name = verb.spelling.name
        let caseName = ".\(verb)"
        switch shape {
        case .targetless:
            let params = [animated] + fileAndLine
            let reference = "``\(name)(animated:file:line:)``"
            let body = call("action", [caseName, "target: nil", "animated: animated",
                                       "callSite: CallSite(fileID: file, line: line)", "forward: Forwarder()"])
            return (doc(prose.summary, commonDocs)
                + function(name, generics: [], params, plainReturn, body: body) + [""]
                + doc(["\(prose.ignoring), ignoring the callback's arguments; see \(reference)."], commonDocs)
                + ["    @_disfavoredOverload"]
                + function(name, generics: ["each Arg"], params, anyArityReturn, body: body))
                .joined(separator: "\n") + "\n"
        case .screen(let embeddingDefault):
            guard let targetDoc = prose.target, let forwarding = prose.forwarding,
                  (prose.embedding == nil) == (embeddingDefault == nil)
            else { throw RenderingError(description: "\(verb)'s prose does not fit a verb with a target") }
            var params = ["\(verb.spelling.targetLabel ?? "_") target: Target"]
            var docs = [("target", targetDoc)]
            var arguments = [caseName, "target"]
            if let embeddingDefault, let embeddingDoc = prose.embedding {
                params.append("embedding: Target.Presentation = \(embeddingDefault)")
                docs.append(("embedding", embeddingDoc))
                arguments.append("embedding: embedding.embedding")
            }
            params += [animated] + fileAndLine
            docs += commonDocs
            arguments += ["animated: animated", "file: file", "line: line"]
            let labels = params.map { ($0.prefix { $0 != ":" }.split(separator: " ").first ?? "_") + ":" }
            let reference = "``\(name)(\(labels.joined()))``"
            let forward = "_ forward: @escaping Forwarding<Target.Screen, repeat each Arg>"
            let mismatched = "_ forward: @escaping Forwarding<Target.Screen, repeat each Parameter>"
            let forwardDoc = ("forward", "Returns the target screen's method that takes the callback's arguments.")
            return (doc(prose.summary, docs)
                + function(name, generics: ["Target: FlowTarget"], params, plainReturn,
                           body: call("targetAction", arguments + ["forwarding: Forwarder< >()"])) + [""]
                + doc(["\(prose.ignoring), ignoring the callback's arguments; see \(reference)."], docs)
                + ["    @_disfavoredOverload"]
                + function(name, generics: ["Target: FlowTarget", "each Arg"], params, anyArityReturn,
                           body: call("targetAction", arguments + ["forwarding: Forwarder()"])) + [""]
                + doc(["\(forwarding); see \(reference)."], docs + [forwardDoc])
                + function(name, generics: ["Target: FlowTarget", "each Arg"], params + [forward], anyArityReturn,
                           body: call("targetAction", arguments + ["forwarding: Forwarder(forward)"])) + [""]
                + ["    /// Not a verb: reached only when `forward`'s method takes other arguments than the callback.",
                   "    @_disfavoredOverload",
                   "    @available(*, unavailable, message: \"the forwarding method must take exactly the callback's "
                       + "arguments, in order\")"]
                + function(name, generics: ["Target: FlowTarget", "each Arg", "each Parameter"], params + [mismatched],
                           anyArityReturn, body: nil))
                .joined(separator: "\n") + "\n"
        case .handWritten:
            throw RenderingError(description: "\(verb) is written by hand")
        }
    }

    // MARK: - Layout

    private static let width = 120

    /// A `///` comment: paragraphs, then the parameters.
    private static func doc(_ paragraphs: [String], _ parameters: [(String, String)]) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 { lines.append("    ///") }
            lines += wrap(paragraph, first: "    /// ", rest: "    /// ", width: 100)
        }
        lines.append("    /// - Parameters:")
        for (name, description) in parameters {
            lines += wrap("- \(name): \(description)", first: "    ///   ", rest: "    ///     ", width: 100)
        }
        return lines
    }

    /// A public method on one line when it fits, else with its parameters on lines of their
    /// own; `body` `nil` for an unavailable one.
    private static func function(_ name: String, generics: [String], _ params: [String], _ returns: String,
                                 body: [String]?) -> [String] {
        let head = "    public func \(name)\(generics.isEmpty ? "" : "<\(generics.joined(separator: ", "))>")("
        let tail = ") -> \(returns)" + (body == nil ? " { fatalError(\"unavailable\") }" : " {")
        let closing = body.map { $0 + ["    }"] } ?? []
        let oneLine = head + params.joined(separator: ", ") + tail
        if oneLine.count <= width { return [oneLine] + closing }
        return [head] + wrap(params, first: "        ", rest: "        ") + ["    " + tail] + closing
    }

    /// A call in a method's body, its arguments aligned after the parenthesis when they wrap.
    private static func call(_ function: String, _ arguments: [String]) -> [String] {
        let head = "        \(function)("
        var lines = wrap(arguments, first: head, rest: String(repeating: " ", count: head.count))
        lines[lines.count - 1] += ")"
        return lines
    }

    /// `items` joined by commas, as many to a line as fit.
    private static func wrap(_ items: [String], first: String, rest: String) -> [String] {
        var lines = [first]
        for (index, item) in items.enumerated() {
            let piece = item + (index < items.count - 1 ? "," : "")
            let current = lines[lines.count - 1]
            let joined = current.hasSuffix(" ") || current == first ? current + piece : current + " " + piece
            if joined.count + 1 > width, current != first, current != rest {
                lines.append(rest + piece)
            } else {
                lines[lines.count - 1] = joined
            }
        }
        return lines
    }

    /// Words of `text` on lines of at most `width` columns.
    private static func wrap(_ text: String, first: String, rest: String, width: Int) -> [String] {
        var lines = [first]
        for word in text.split(separator: " ") {
            let current = lines[lines.count - 1]
            let isEmpty = current == first || current == rest
            if !isEmpty, current.count + 1 + word.count > width {
                lines.append(rest + word)
            } else {
                lines[lines.count - 1] = isEmpty ? current + word : current + " " + word
            }
        }
        return lines
    }
}
