/// Keeps `Flow`s that are not FlowKit's off the map. Without a type checker, `Flow` is taken
/// for FlowKit's unless the source says otherwise:
/// - the file declares a `Flow` of its own (`struct Flow<Element>`, Combine or AsyncSequence
///   style), or its module does (any file of it: a module's types are in scope in all its files);
/// - the file never imports FlowKit while some scanned file declares another `Flow`, so the
///   name may well be that one.
/// FlowKit's own sources (module `FlowKit`) declare FlowKit's `Flow`, which is no reason to doubt,
/// and `FlowKit.Flow(…)` says whose it is.
enum ForeignFlows {
    /// `files` with the flows (and the reader's notes) of every file whose `Flow` is not FlowKit's removed;
    /// `otherDeclarers` are the modules (`nil` for unknown) of files read only for their types
    /// that declare a `Flow` too.
    static func removed(from files: [FileFacts], otherDeclarers: [String?]) -> [FileFacts] {
        let declarers = (files.filter(\.declaresFlowType).map(\.module) + otherDeclarers).filter { $0 != DSL.module }
        guard !declarers.isEmpty else { return files }
        let modules = Set(declarers.compactMap { $0 })
        return files.map { file in
            guard file.module != DSL.module, !file.flows.isEmpty else { return file }
            let foreign = file.declaresFlowType || file.module.map(modules.contains) == true || !file.importsFlowKit
            guard foreign else { return file }
            // Its notes are about reading those flows (an unknown screen type…): dropped with them.
            var kept = file
            kept.flows = file.flows.filter(\.namesFlowKit)
            if kept.flows.isEmpty { kept.diagnostics = [] }
            return kept
        }
    }
}
