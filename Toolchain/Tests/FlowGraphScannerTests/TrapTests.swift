import FlowGraph
import FlowGraphScanner
import Testing

/// Text that looks like the DSL but is not code, code that is not navigation, and `#if`.
struct TrapTests {
    private func scan(_ body: String, members: String = "") -> NavigationGraph {
        Scan.text("""
        final class Screen { var onA: (() -> Void)?; var onB: (() -> Void)?; var onTap: (() -> Void)? }
        final class Flows {
            lazy var target = Flow(with: Screen())
            \(members)
            lazy var source = Flow(with: Screen()) { [unowned self] vc, lets in
        \(body)
            }
        }
        """).graph
    }

    @Test func verbsInCommentsAreIgnored() {
        let graph = scan("""
                // vc.onA = lets.push(self.target)
                /* vc.onA = lets.present(self.target) */
                /// vc.onB = lets.pop()
                /** lazy var ghost = Flow(with: Screen()) */
        """, members: "// lazy var ghost = Flow(with: Screen()) { vc, lets in vc.onA = lets.pop() }")
        #expect(graph.edges.isEmpty)
        #expect(graph.nodes.map(\.id) == ["Flows.source", "Flows.target"])
    }

    @Test func verbsInStringLiteralsAreIgnored() {
        let graph = scan(##"""
                let one = "vc.onA = lets.push(self.target)"
                let raw = #"vc.onB = lets.present(self.target) "\(lets.pop())" "#
                let many = """
                    lazy var ghost = Flow(with: Screen()) { vc, lets in
                        vc.onA = lets.push(self.target)
                    }
                    """
                let rawMany = #"""
                    vc.onA = lets.dismiss() \(lets.pop())
                    """#
                print(one, raw, many, rawMany)
        """##)
        #expect(graph.edges.isEmpty)
        #expect(graph.nodes.count == 2)
    }

    @Test func closuresThatAreNotVerbsGiveNoEdge() {
        let graph = scan("""
                vc.onTap = { print("x") }
                vc.onA = { [weak vc] in vc?.onB?() }
                let helper = { (n: Int) in n + 1 }
                _ = helper
        """)
        #expect(graph.edges.isEmpty)
    }

    @Test func verbsInsideIfAreKeptAndMarkedConditional() {
        let graph = scan("""
                vc.onA = lets.push(self.target)
                #if DEBUG
                vc.onB = lets.present(self.target)
                #elseif os(iOS)
                vc.onB = lets.push(self.target)
                #else
                vc.onTap = { lets.pop()() }
                #endif
        """)
        #expect(graph.edge(from: "Flows.source", label: "onA")?.conditional == false)
        let conditional = graph.edges.filter(\.conditional)
        #expect(conditional.map(\.action) == [.verb(.present), .verb(.push), .verb(.pop)])
        #expect(conditional.map(\.label) == ["onB", "onB", "onTap"])
    }

    @Test func flowsDeclaredInsideIfAreNodesWithConditionalVerbs() {
        let graph = Scan.text("""
        final class Screen { var onA: (() -> Void)? }
        #if DEBUG
        let debugRoot = Flow(with: Screen()) { vc, lets in vc.onA = lets.pop() }
        #endif
        final class Flows {
            #if os(iOS)
            lazy var phone = Flow(with: Screen()) { vc, lets in vc.onA = lets.dismiss() }
            #else
            lazy var phone = Flow(with: Screen()) { vc, lets in vc.onA = lets.popToRoot() }
            #endif
        }
        """).graph
        #expect(graph.nodes.map(\.id) == ["Flows.phone", "debugRoot"])
        #expect(graph.edges.map(\.action) == [.verb(.dismiss), .verb(.popToRoot), .verb(.pop)])
        #expect(graph.edges.allSatisfy { $0.conditional })
    }

    @Test func aNestedClosureThatShadowsLetsIsNotTheFlowsLets() {
        let graph = scan("""
                let other = Flow(with: Screen()) { vc, lets in vc.onA = lets.pop() }
                vc.onB = lets.push(self.target)
                _ = other
        """)
        #expect(graph.edges.map(\.action) == [.verb(.push)])
        // With shorthand names, a nested closure's `$1` is its own argument.
        let shorthand = Scan.text("""
        final class Screen { var onA: (() -> Void)? }
        final class Flows {
            lazy var a = Flow(with: Screen()) { $0.onA = $1.pop(); helper { $1.dismiss() } }
        }
        """).graph
        #expect(shorthand.edges.map(\.action) == [.verb(.pop)])
    }
}
