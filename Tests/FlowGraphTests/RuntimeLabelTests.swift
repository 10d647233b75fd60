import FlowGraph
import FlowKit
import Testing

/// A screen with two callbacks of one function type, in FlowKit 0.2.0's `-> Void?` shape: the
/// type alone cannot tell which verb each holds.
@MainActor final class TwinScreen {
    var onTour: (() -> Void?)?
    var onSkip: (() -> Void?)?
}

@MainActor final class TwinTourScreen {}

@MainActor final class TwinFlows {
    lazy var welcome: Flow<TwinScreen> = Flow(with: TwinScreen(), owner: self) { [unowned self] vc, lets in
        vc.onTour = lets.push(self.tour)
        vc.onSkip = lets.present(self.tour)
    }
    lazy var tour = Flow(with: TwinTourScreen()) { _, _ in }
}

/// Callbacks of one type on one screen are labelled by the walker's probe, `-> Void?` ones too.
@MainActor
struct RuntimeLabelTests {
    @Test func twoCallbacksOfOneTypeWithVoidOptionalResultsAreLabelledInTheMap() {
        let flows = TwinFlows()
        let graph = RuntimeWalker(owners: [flows]).walk([flows.welcome])
        let labels = Dictionary(graph.edges(from: "TwinFlows.welcome").map { ($0.action, $0.label) }, uniquingKeysWith: { $1 })
        #expect(labels == [.verb(.push): "onTour", .verb(.present): "onSkip"])
    }
}
