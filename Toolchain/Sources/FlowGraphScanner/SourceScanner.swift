import FlowGraph

/// The static walker: reads Swift source with SwiftSyntax and produces the same
/// ``NavigationGraph`` the runtime walker (`RuntimeWalker`) produces from live flows.
///
/// Node ids are declaration names qualified by their enclosing types (`TutorialFlows.login`),
/// and by their module (`Home.Flows.home`) only where two modules declare the same name; a
/// flow group placed several times is one instance per placement, with placement ids
/// (`CheckoutGroup.payment@ShopFlows.cart.onCheckout`, as the runtime walker names them);
/// edges carry the callback label, its argument types, `animated`, `embedding`, group
/// outputs, `#if` membership and the verb's position. Nothing is compiled or run, so scanning
/// works on any platform and on code that does not build. The roots are the starts the app's
/// own code states (`navigator.start(flows.onboarding)`, a `setWindowRoot` it asks for through
/// `navigator.from(…)`), in source order, and none where it states none: the caller (the CLI's
/// `--root`) may replace them, and `NavigationGraph.inferringRoots()` infers them where empty.
/// The app code's other requests are edges marked `origin: .app`, from a node of kind `.app`
/// where no flow names their source.
///
/// Cost is SwiftSyntax's parsing, so as little is parsed as possible: files are read and
/// parsed concurrently; only files that construct the DSL (`Flow(`, `Flow<`, `Tabs(`, outputs,
/// groups, `.route`) or call a navigator (`FlowNavigator`, `.start(`, `.from(`) are parsed
/// whole, after a byte scan; files that only declare a type the
/// flows use (a screen with its callback properties, its superclass) are skimmed to their
/// type headers and annotated properties and parsed in a few batches. Method bodies that
/// mention nothing of the DSL are not visited. The graph is assembled once all files are read.
///
/// The stages have folders of their own: `Input/` turns paths into texts and decides what is
/// worth parsing; `Reading/` turns one file's syntax into plain facts; `Resolving/` merges the
/// facts by type and resolves written names; `Assembling/` builds the graph. The DSL's names
/// are in `DSLVocabulary.swift`, and the rules an edge follows are FlowGraph's, shared with the
/// runtime walker.
public struct SourceScanner: Sendable {
    /// A scanner; it holds no state between scans.
    public init() {}

    /// Scans files and folders (folders recursively for `*.swift`, skipping `.build*` folders
    /// and hidden folders and files), in sorted path order.
    ///
    /// Files that cannot be read, are binary (NUL bytes) or are not UTF-8 are skipped with a
    /// warning. Positions in the result use each path as given, joined with the file's path
    /// inside a given folder.
    ///
    /// Each file's module is the one `modules` assigns to a path holding it (the longest), else
    /// what a SwiftPM layout says (`Sources/<Module>/…`, `Tests/<Target>/…`,
    /// `Samples/<App>/<Target>/…`), else none; where a top-level type is declared in two files of
    /// one module so found (or of none), the folders that tell them apart are two modules
    /// (`App/`, `Widget/`), said with a note (``FolderModules``).
    /// - Throws: ``ScanError/missingPath(_:)`` for a path that does not exist, and nothing else.
    public func scan(paths: [String], modules: [ModuleAssignment] = []) throws -> ScanResult {
        let (files, diagnostics) = try FileCollector.files(in: paths)
        let swift = files.filter { !FileCollector.isInterfaceFile($0) }
        let storyboards = StoryboardFiles.read(files.filter(FileCollector.isInterfaceFile).map { ($0, nil) })
        return scan(swift.map { SourceInput(path: $0, text: nil) }, diagnostics: diagnostics + storyboards.diagnostics,
                    layout: ModuleLayout(modules), storyboards: storyboards.facts)
    }

    /// Scans in-memory sources, for tests and fuzzing, as if each text had been read from its
    /// path; sources are taken in sorted path order. A text containing NUL is skipped with a
    /// warning, as a binary file would be. Modules are found as ``scan(paths:modules:)`` finds them.
    public func scan(sources: [(path: String, text: String)], modules: [ModuleAssignment] = []) -> ScanResult {
        let inputs = sources.filter { !FileCollector.isInterfaceFile($0.path) }.map { SourceInput(path: $0.path, text: $0.text) }
        let storyboards = StoryboardFiles.read(sources.filter { FileCollector.isInterfaceFile($0.path) }.map { ($0.path, $0.text) })
        return scan(inputs.sorted { $0.path < $1.path }, diagnostics: storyboards.diagnostics, layout: ModuleLayout(modules),
                    storyboards: storyboards.facts)
    }

    private func scan(_ inputs: [SourceInput], diagnostics: [Diagnostic], layout: ModuleLayout,
                      storyboards: [StoryboardFacts]) -> ScanResult {
        var diagnostics = diagnostics
        var parsed: [(index: Int, facts: FileFacts)] = []
        // The parsed files' texts, read again for the helpers other files share.
        var parsedTexts: [SharedWrappers.File] = []
        var deferred: [(index: Int, input: SourceInput, declares: Set<String>, members: Set<String>, navigates: Bool)] = []
        // By the input's index: a file may be read again for the helpers other files declare.
        var uikit: [Int: UIKitFileFacts] = [:]
        var swiftUI: [SwiftUIFileFacts] = []
        var unreadForSwiftUI: [SwiftUIPasses.Candidate] = []
        // Parsed for a needle the DSL shares with plain code (a coordinator's `.start()`), a file
        // naming no SwiftUI may still call a router SwiftUI's second pass wants
        // (`viewModel.navigate(to: .coupons)`); its declarations are skimmed only if that pass runs.
        var parsedUnreadForSwiftUI: [(path: String, text: String)] = []
        // Where each type is defined, as the plain files' bytes say: the place of a screen no
        // reader had to parse (a target without navigation of its own).
        var definedAt: [String: [SourcePosition]] = [:]
        // What those plain files' classes inherit, as their bytes say: a base class's segue is
        // declared on its subclasses' scenes.
        var skimmedInheritance: [String: String] = [:]
        var skimmedAliases: [String: [String]] = [:]
        // Objective-C files, read again when another declares a method they send `self`.
        var objectiveC: [(index: Int, path: String, text: String)] = []
        for (index, outcome) in Parallel.map(inputs, Self.firstPass).enumerated() {
            switch outcome {
            case .objectiveC(let facts, let text):
                if !facts.isEmpty { uikit[index] = facts }
                objectiveC.append((index, inputs[index].path, text))
            case .parsed(let facts, let text):
                parsed.append((index, facts))
                parsedTexts.append(SharedWrappers.File(index: index, path: inputs[index].path, text: text))
                if !facts.uikit.isEmpty { uikit[index] = facts.uikit }
                if let views = facts.swiftUI {
                    swiftUI.append(views)
                } else if !Prefilter.isTestFile(text) {
                    parsedUnreadForSwiftUI.append((inputs[index].path, text))
                }
            case .deferred(let input, let declarations, let navigation, let views):
                deferred.append((index, input, declarations.types, declarations.members, navigation != nil))
                for (name, place) in declarations.defined {
                    definedAt[name, default: []].append(SourcePosition(file: input.path, line: place.line, column: place.column))
                }
                skimmedInheritance.merge(declarations.inherits) { first, _ in first }
                skimmedAliases.merge(declarations.aliases) { first, _ in first }
                if let navigation, !navigation.isEmpty { uikit[index] = navigation }
                if let views {
                    swiftUI.append(views)
                } else if let text = input.text, input.readsPlainCode {
                    unreadForSwiftUI.append(SwiftUIPasses.Candidate(path: input.path, text: text, declarations: declarations))
                }
            case .skipped(let warning): diagnostics.append(warning)
            }
        }
        if SwiftUIPasses.asksForMore(swiftUI) {
            unreadForSwiftUI += parsedUnreadForSwiftUI.map { file in
                SwiftUIPasses.Candidate(path: file.path, text: file.text, declarations: Prefilter.declaredTypesAndMembers(in: file.text))
            }
        }
        swiftUI += SwiftUIPasses.facts(of: unreadForSwiftUI, given: swiftUI)
        // Objective-C files are no callers of Swift's wrappers, but of each other's.
        let calling = SharedWrappers.callers(in: deferred.filter(\.input.readsPlainCode).compactMap { entry in
            entry.input.text.map { SharedWrappers.File(index: entry.index, path: entry.input.path, text: $0) }
        } + parsedTexts, given: uikit, aliases: skimmedAliases)
        uikit.merge(calling) { _, again in again }
        uikit.merge(ObjCReader.sendersOfShared(objectiveC, given: uikit)) { _, again in again }
        uikit = ObjCReader.publicHelpersStandAtSends(uikit)
        var uikitFacts = uikit.sorted { $0.key < $1.key }.map(\.value)
        uikitFacts += UIKitDeclarations.facts(of: deferred.compactMap { entry in
            guard let text = entry.input.text, entry.input.readsPlainCode, !entry.navigates, calling[entry.index] == nil else {
                return nil
            }
            return UIKitDeclarations.Candidate(path: entry.input.path, text: text, declares: entry.declares, members: entry.members)
        }, leanedOnBy: uikitFacts)
        uikitFacts = SharedWrappers.withoutToldCalls(uikitFacts, inheriting: skimmedInheritance)
        // A type declared in two files whose module nothing names makes their folders modules.
        let split = FolderModules.split(parsed.compactMap { index, facts in
            let path = inputs[index].path
            let origin = layout.origin(of: path)
            guard !origin.isAssigned else { return nil }
            return FolderModules.Declarations(path: path, inferred: origin.inferred, types: facts.types.compactMap { type in
                type.moduleWidePosition.map { (type.name, $0) }
            })
        })
        let layout = layout.adding(split)
        diagnostics += split.notes
        for position in parsed.indices { parsed[position].facts.module = layout.module(of: inputs[parsed[position].index].path) }
        // A `Flow` declared where the DSL is not used (`class Flow: Base`) still makes that
        // module's `Flow` someone else's.
        let otherFlowDeclarers = deferred.filter { $0.declares.contains(DSL.flow) && Prefilter.declaresFlowType($0.input.text ?? "") }
            .map { layout.module(of: $0.input.path) }
        // Second passes: files that skip the DSL but declare a type the flows use (a screen
        // with callback properties, its superclass), until no new type is asked for.
        var declared = Set(parsed.flatMap(\.facts.declaredTypeNames))
        var wanted = Set(parsed.flatMap(\.facts.referencedTypeNames)).subtracting(declared)
        while !wanted.isEmpty {
            let matches = deferred.filter { !$0.declares.isDisjoint(with: wanted) }
            if matches.isEmpty { break }
            let matched = Set(matches.map(\.index))
            deferred.removeAll { matched.contains($0.index) }
            // Batched per module: a batch's facts are filed under one module.
            let byModule = Dictionary(grouping: matches) { layout.module(of: $0.input.path) }
            let read = byModule.sorted { ($0.key ?? "") < ($1.key ?? "") }.flatMap { module, files in
                DeclarationBatch.facts(of: files.map {
                    DeclarationBatch.Input(index: $0.index, path: $0.input.path, text: $0.input.text ?? "")
                }).map { batch in
                    var batch = batch
                    batch.facts.module = module
                    return batch
                }
            }
            parsed += read
            for batch in read { declared.formUnion(batch.facts.declaredTypeNames) }
            wanted = Set(read.flatMap(\.facts.referencedTypeNames)).subtracting(declared)
        }
        let files = ForeignFlows.removed(from: parsed.sorted { $0.index < $1.index }.map(\.facts),
                                         otherDeclarers: otherFlowDeclarers)
        let assembled = GraphAssembler.assemble(files)
        let interface = StoryboardAssembler(storyboards)
        let lookUp: ((TargetExpression, String) -> UIKitTypes.Resolved?)? = storyboards.isEmpty ? nil : { expression, owner in
            interface.resolve(expression, owner: owner)
        }
        let (withUIKit, notes, unresolved) = UIKitAssembler.merge(uikitFacts, into: interface.merge(into: assembled.graph),
                                                                  storyboards: lookUp,
                                                                  definedAt: definedAt.compactMapValues { $0.count == 1 ? $0[0] : nil },
                                                                  skimmedInheritance: skimmedInheritance)
        var (graph, viewNotes) = SwiftUIAssembler.merge(swiftUI, into: withUIKit)
        graph.edges = RepeatedEdges.removed(from: graph.edges)
        diagnostics += files.flatMap(\.diagnostics) + assembled.diagnostics + notes + viewNotes
        // Normalized once, whichever readers added to it (a storyboard alone adds its scenes
        // after the DSL's graph was normalized, and no UIKit or SwiftUI merge sorts them).
        var result = ScanResult(graph: graph.normalized(), diagnostics: diagnostics.sorted(by: Diagnostic.scanOrder))
        result.unresolvedUIKitCalls = unresolved
        return result
    }

    /// Reads one input and parses it if it mentions the DSL; otherwise keeps its text for the
    /// second passes.
    @Sendable private static func firstPass(_ input: SourceInput) -> FirstPass {
        let text: String
        if let given = input.text {
            if given.utf8.contains(0) { return .skipped(FileCollector.binary(input.path)) }
            text = given
        } else {
            switch FileCollector.text(of: input.path) {
            case .text(let read): text = read
            case .skipped(let warning): return .skipped(warning)
            }
        }
        // Objective-C is read for its UIKit navigation alone, by a reader that needs no parse.
        if FileCollector.isObjectiveC(input.path) {
            return .objectiveC(ObjCReader.facts(path: input.path, text: text), text: text)
        }
        if let hazard = NestingHazard.warning(in: text, path: input.path) ?? AttributeStringHazard.warning(in: text, path: input.path) {
            return .skipped(hazard)
        }
        let readsPlainCode = !Prefilter.isTestFile(text)
        let families = Prefilter.families(in: text) & (readsPlainCode ? ~0 : Prefilter.dslFamily)
        guard families & Prefilter.dslFamily != 0 else {
            // Plain UIKit and SwiftUI code is parsed only where it names their navigation.
            let read = SwiftUIPasses.read(path: input.path, text: text, families: families)
            return .deferred(SourceInput(path: input.path, text: text, readsPlainCode: readsPlainCode),
                             declares: Prefilter.declaredTypesAndMembers(in: text), uikit: read.uikit, swiftUI: read.swiftUI)
        }
        return .parsed(DeclarationIndex.facts(path: input.path, text: text, readsSwiftUI: SwiftUIPasses.namesSwiftUI(families),
                                              readsPlainCode: readsPlainCode),
                       text: text)
    }
}

/// A file to scan: its path, and its text when it is already in memory.
private struct SourceInput: Sendable {
    var path: String
    var text: String?
    /// Whether its plain UIKit and SwiftUI code is read, in any pass: not a test file's
    /// (``Prefilter/isTestFile(_:)``).
    var readsPlainCode = true
}

/// What the first pass made of one file.
private enum FirstPass: Sendable {
    /// Parsed for the DSL; its text kept for a second reading, for the helpers other files share.
    case parsed(FileFacts, text: String)
    /// Not parsed for the DSL; kept with the type names it seems to declare, and its UIKit and
    /// SwiftUI navigation when it names any.
    case deferred(SourceInput, declares: Prefilter.Declarations, uikit: UIKitFileFacts?, swiftUI: SwiftUIFileFacts?)
    /// Read by the Objective-C reader; its text kept for a second reading, for the methods
    /// other Objective-C files declare.
    case objectiveC(UIKitFileFacts, text: String)
    case skipped(Diagnostic)
}

/// A scan's outcome: the graph, and what the scanner wants the user to know.
public struct ScanResult: Sendable {
    /// The navigation graph, normalised (nodes by id, edges by source, file, line), rooted at the
    /// starts the app's code states (none when it states none).
    public var graph: NavigationGraph
    /// Warnings for skipped files and notes for unresolved references, ordered by position.
    public var diagnostics: [Diagnostic]
    /// How many UIKit calls the scan could not resolve to a screen (drawn nowhere, never
    /// guessed); the notes name the first of them.
    public var unresolvedUIKitCalls = 0

    /// A result of `graph` and `diagnostics`.
    public init(graph: NavigationGraph, diagnostics: [Diagnostic]) {
        self.graph = graph
        self.diagnostics = diagnostics
    }
}

extension Diagnostic {
    /// Position order (file, line, column), then the worst first and by message, so output is
    /// stable whatever order files were parsed in.
    static func scanOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.file != b.file { return (a.file ?? "") < (b.file ?? "") }
        if a.line != b.line { return (a.line ?? 0) < (b.line ?? 0) }
        if a.column != b.column { return (a.column ?? 0) < (b.column ?? 0) }
        if a.severity != b.severity { return a.severity > b.severity }
        return a.message < b.message
    }
}
