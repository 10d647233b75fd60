@testable import FlowGraph
import Testing

/// The JSON writer goes through the model's own encoding: one place states the key order.
@Suite("JSON writer")
struct WriterJSONTests {
    @Test func anEmptyGraphKeepsEveryKeyOnItsOwnLine() {
        #expect(JSONGraphWriter.write(NavigationGraph()) == """
            {
              "version": 1,
              "roots": [],
              "nodes": [],
              "edges": []
            }

            """)
    }

    @Test func nodesAndEdgesAreOneLineEachInTheModelsKeyOrder() throws {
        let graph = NavigationGraph(
            nodes: [ScreenNode(id: "a", screen: "A", group: "G", file: "A.swift", line: 2)],
            edges: [NavigationEdge(from: "a", to: nil, action: .verb(.dismiss), label: "onClose", arguments: ["Int"], output: "done")],
            roots: ["a"])
        let lines = JSONGraphWriter.write(graph).split(separator: "\n").map(String.init)
        #expect(lines[2] == "  \"roots\": [\"a\"],")
        #expect(lines[4] == "    {\"id\": \"a\", \"screen\": \"A\", \"kind\": \"screen\", \"group\": \"G\", \"file\": \"A.swift\", \"line\": 2, \"column\": null}")
        #expect(lines[7] == "    {\"from\": \"a\", \"to\": null, \"action\": \"dismiss\", \"label\": \"onClose\", \"arguments\": [\"Int\"], "
            + "\"file\": null, \"line\": null, \"column\": null, \"animated\": true, \"output\": \"done\", \"conditional\": false, \"leavesStack\": false}")
        #expect(try OrderedJSONEncoder.encode(["x\"y"]) == "[\"x\\\"y\"]")
    }
}
