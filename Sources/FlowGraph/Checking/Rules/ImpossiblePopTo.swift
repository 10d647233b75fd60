@_spi(FlowKitTools) import FlowKit
/// `popTo(target)` is sound when every push path into the source's stack passes through the
/// target: an error when none does, a warning when only some do.
enum ImpossiblePopTo: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        let popsToTarget = context.edges { $0.needsStack && $0.isBackward && $0.hasTarget }
        return popsToTarget.filter { !$0.source.mayLackStack }.compactMap { found in
            // An unresolved target is `UnresolvedTarget`'s one error, not also an impossible popTo.
            guard let target = found.edge.to, !context.externals.contains(target) else { return nil }
            let source = found.edge.from
            let fix = "pop to a screen that is always below it, or use popToRoot()"
            if target == source || !isPushAncestor(target, of: source, in: context) {
                return found.report(
                    .error, .impossiblePopTo,
                    "popTo(\(target)) from \(source): \(target) is never below \(source) in its stack, "
                        + "so the navigator always refuses it; \(fix)")
            }
            if canStartStack(reaching: source, avoiding: target, in: context) {
                return found.report(
                    .warning, .impossiblePopTo,
                    "popTo(\(target)) from \(source): on some paths \(target) is not below "
                        + "\(source) in its stack, and the navigator refuses it there; \(fix)")
            }
            return nil
        }
    }

    /// Whether `ancestor` reaches `node` by pushes alone (walking pushes backwards), or may: a
    /// push by the app's own code is onto a stack nobody knows, which may hold `ancestor`.
    private static func isPushAncestor(_ ancestor: String, of node: String, in context: CheckContext) -> Bool {
        var found = false
        walkPushesBackwards(from: node, avoiding: nil, in: context) { source in
            found = source == ancestor || context.appCode.contains(source)
            return found
        }
        return found
    }

    /// Whether some stack can start (at a stack root) and reach `node` by pushes without
    /// passing through `avoided`.
    private static func canStartStack(reaching node: String, avoiding avoided: String, in context: CheckContext) -> Bool {
        if !(context.positions[node] ?? []).isDisjoint(with: .root) { return true }
        var found = false
        walkPushesBackwards(from: node, avoiding: avoided, in: context) { source in
            found = !(context.positions[source] ?? []).isDisjoint(with: .root)
            return found
        }
        return found
    }

    /// Visits, breadth-first, each screen that pushes (directly or through others) into `node`,
    /// each once and never `avoided`, until `stop` returns true.
    private static func walkPushesBackwards(from node: String, avoiding avoided: String?, in context: CheckContext,
                                            stop: (String) -> Bool) {
        var seen: Set<String> = [node]
        if let avoided { seen.insert(avoided) }
        var queue = [node]
        var next = 0
        while next < queue.count {
            let current = queue[next]
            next += 1
            for source in context.pushesInto[current] ?? [] where seen.insert(source).inserted {
                if stop(source) { return }
                queue.append(source)
            }
        }
    }
}
