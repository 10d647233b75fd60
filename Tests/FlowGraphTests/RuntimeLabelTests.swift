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

/// A screen whose callback runs a verb it does not hold, beside another of the same type: only
/// firing them tells which runs the verb.
@MainActor final class BoxedVerbScreen {
    var onDone: (() -> Void)?
    var onHelp: (() -> Void)?
    /// How many times any screen's `onDone` ran.
    static var fired = 0
}

/// Where each screen's verb is kept, so that no callback holds or captures its closure.
@MainActor var boxedVerbs: [ObjectIdentifier: () -> Void] = [:]

/// Flows of one recipe: each call makes a new flow with the same screen type and call sites.
@MainActor func boxedVerbFlow(to target: Flow<TwinTourScreen>) -> Flow<BoxedVerbScreen> {
    Flow(with: BoxedVerbScreen()) { vc, lets in
        // The verb is declared last, so no assignment after it says which callback it is for.
        vc.onHelp = {}
        vc.onDone = { [unowned vc] in
            BoxedVerbScreen.fired += 1
            boxedVerbs[ObjectIdentifier(vc)]?()
        }
        boxedVerbs[ObjectIdentifier(vc)] = lets.push(target)
    }
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

    @Test func aRecipesCallbacksAreFiredOnceAWalkAndItsLabelsServeEveryFlowOfIt() {
        let tour = Flow(with: TwinTourScreen()) { _, _ in }
        let flows = [boxedVerbFlow(to: tour), boxedVerbFlow(to: tour)]
        let before = BoxedVerbScreen.fired
        let graph = RuntimeWalker(owners: []).walk(flows)
        #expect(graph.edges.filter { $0.action == .verb(.push) }.map(\.label) == ["onDone", "onDone"])
        #expect(BoxedVerbScreen.fired == before + 1, "the second flow of the recipe is labelled from the memo")
    }
}
