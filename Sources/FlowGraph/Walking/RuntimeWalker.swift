// Walking/: the run-time walker: live flows into a map, without navigating.

import FlowKit

/// Walks declared flows at run time into a ``NavigationGraph``, without navigating.
///
/// From the roots, each flow's screen is built once, bound to a recording navigator, and its
/// declared verbs become edges; their targets are walked breadth-first, iteratively (no
/// recursion, so a 100,000-screen chain is fine), each flow once, so cycles terminate. Nothing
/// is pushed or presented and the flows' own live screens are left alone.
///
/// Node ids, in order of preference: the flow's declaration name qualified by its owner's type
/// (`TutorialFlows.login`), found by reflecting over `owners` and the flow groups they hold;
/// the flow's explicit `name:`; the screen type's name, with `#2`, `#3`… for later flows of the
/// same type in walk order.
///
/// Edge labels: the callback property a verb was assigned to, as FlowKit's events name it:
/// whatever its type for a flow that binds a screen it was handed (`Flow(with:) { vc, lets in }`),
/// and where the function type is unique on the screen for a flow that builds its own. For the
/// latter, zero-argument callbacks (`() -> Void` or FlowKit 0.2.0's `() -> Void?`) are also
/// named by firing each zero-argument closure property under the recorder and seeing which verb
/// it sends, once per recipe (screen type and verbs' call sites) in a walk; this labels the map,
/// not the navigator's events. Closures that take arguments are never called (reflection cannot
/// supply real arguments). Unknown labels stay empty.
///
/// A flow group placed in several places is drawn once per placement (see `UnplacedGraph`):
/// each placement's copy of the group routes its outputs as that placement says.
///
/// Positions: `file` is the `#fileID` the verbs and flows recorded (`Module/File.swift`), or,
/// given the ``SourceRoot`` the sources are under, the file's path as a scan of that root
/// writes it, so the two walkers' JSON agree and `--link-base` links work for both.
@MainActor
public struct RuntimeWalker {
    private let owners: [AnyObject]
    private let sources: SourceRoot?

    /// A walker that names flows after the stored properties of `owners` (the objects that
    /// declare flows as `lazy var`s) and of any `FlowGroup` they hold.
    /// - Parameters:
    ///   - owners: The objects declaring the flows walked.
    ///   - sources: Where the sources are, to give files as paths rather than `#fileID`s
    ///     (`SourceRoot(packageContaining: #filePath)` in a test).
    public init(owners: [AnyObject] = [], sources: SourceRoot? = nil) {
        self.owners = owners
        self.sources = sources
    }

    /// The graph of everything reachable from `roots`.
    public func walk(_ roots: [any FlowTarget]) -> NavigationGraph {
        var walk = Walk()
        for root in roots { walk.enqueueRoot(root) }
        return finish(walk, roots: roots.map(\.navigationTarget))
    }

    /// The graph of everything reachable from `roots` (flows or tab containers).
    public func walk(targets roots: [NavigationTarget]) -> NavigationGraph {
        var walk = Walk()
        for root in roots { walk.enqueue(root) }
        return finish(walk, roots: roots)
    }

    /// Walks everything queued in `walk`, breadth-first, into the graph.
    private func finish(_ walk: Walk, roots: [NavigationTarget]) -> NavigationGraph {
        var walk = walk
        var next = 0
        while next < walk.queue.count {
            let target = walk.queue[next]
            next += 1
            switch target {
            case .flow(let flow): walk.visit(flow)
            case .tabs(let tabs): walk.visit(tabs)
            case .output: break
            }
        }
        let graph = walk.graph(roots: roots, owners: owners)
        return sources?.resolvingFiles(of: graph) ?? graph
    }
}
