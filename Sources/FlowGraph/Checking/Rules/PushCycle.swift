/// Finds cycles of pushes with Tarjan's strongly-connected-components algorithm, written
/// iteratively so a 100,000-screen chain cannot overflow the stack.
///
/// In a push cycle A → B → A the closing push targets a screen already in the stack: FlowKit
/// refuses it (UIKit would crash), and with distinct screens the stack would grow without bound.
enum PushCycle: NavigationRule {
    static func diagnostics(in context: CheckContext) -> [Diagnostic] {
        let graph = context.graph
        let pushes = graph.edges.filter(\.isPushToKnownTarget)
        let successors = Dictionary(grouping: pushes, by: \.from).mapValues { $0.map { $0.to! } }
        let cyclic = components(nodes: graph.nodes.map(\.id), successors: successors).filter { component in
            component.count > 1 || successors[component[0]]?.contains(component[0]) == true
        }
        return cyclic.map { component in
            let members = Set(component)
            let closing = pushes.filter { members.contains($0.from) && members.contains($0.to!) }
            let entry = component.min()!
            let edge = closing.first { $0.to == entry } ?? closing[0]
            let cycle = component.sorted().joined(separator: " → ")
            return Diagnostic(
                severity: .error, check: .pushCycle,
                message: "push cycle \(cycle) → \(entry): pushing \(edge.to!) from \(edge.from) targets a screen "
                    + "already in the stack, which the navigator refuses; use popTo(\(edge.to!)) to go back instead",
                node: edge.from, file: edge.file, line: edge.line, column: edge.column)
        }
    }

    /// Strongly connected components (each as node ids), via an explicit stack of frames.
    static func components(nodes: [String], successors: [String: [String]]) -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var result: [[String]] = []
        var counter = 0
        for start in nodes where index[start] == nil {
            var frames: [(node: String, next: Int)] = [(start, 0)]
            index[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack.insert(start)
            while let frame = frames.last {
                let next = successors[frame.node] ?? []
                if frame.next < next.count {
                    frames[frames.count - 1].next += 1
                    let successor = next[frame.next]
                    if index[successor] == nil {
                        index[successor] = counter
                        lowLink[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack.insert(successor)
                        frames.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowLink[frame.node] = min(lowLink[frame.node]!, index[successor]!)
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[frame.node]!)
                }
                if lowLink[frame.node] == index[frame.node] {
                    var component: [String] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == frame.node { break }
                    }
                    result.append(component)
                }
            }
        }
        return result
    }
}
