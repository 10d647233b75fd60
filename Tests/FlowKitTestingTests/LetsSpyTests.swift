import FlowKit
import FlowKitTesting
import Testing

@MainActor
@Suite struct LetsSpyTests {
    let app = HarnessApp()

    @Test func recordsAVerbWithItsTargetLabelAndArgumentsWithoutNavigating() throws {
        let spy = LetsSpy()
        let start = try spy.screen(of: app.start)
        start.onOpen?("tea", 2)
        let request = try #require(spy.last)
        #expect(request.verb == .push)
        #expect(request.target?.typeName == "NextScreen")
        #expect(request.target?.flowName == "next")
        #expect(request.target?.instance == nil, "the target was never built")
        #expect(request.label == "onOpen")
        #expect(request.arguments.count == 2)
        #expect(request.arguments.first as? String == "tea")
        #expect(request.arguments.last as? Int == 2)
        #expect(request.source?.instance == ObjectIdentifier(start) && request.source?.flowName == "start")
        #expect(app.next.liveScreen == nil, "nothing navigated, so no target screen and no forwarding")
    }

    @Test func leavesTheFlowsOwnLiveScreenAlone() throws {
        let spy = LetsSpy()
        let spied = try spy.screen(of: app.start)
        #expect(app.start.liveScreen == nil)
        let navigator = HeadlessNavigator()
        navigator.start(app.start)
        #expect(app.start.liveScreen !== spied)
        #expect(try spy.screen(of: app.start) !== spied, "every call builds a new screen")
    }

    @Test func recordsEveryRequestInOrderAndNeverRefuses() throws {
        let spy = LetsSpy()
        let start = try spy.screen(of: app.start)
        start.onNext?()
        start.onNext?()                                 // a double tap: a navigator would refuse it
        start.onSheet?()
        start.onTab?()                                  // not in tabs: a navigator would refuse it
        start.onFinish?(3)                              // unrouted: recorded, not refused
        #expect(spy.verbs == [.push, .push, .present, .selectTab, .emit])
        #expect(spy.requests.map(\.label) == ["onNext", "onNext", "onSheet", "onTab", "onFinish"],
                "every callback named, three of them `() -> Void`")
        #expect(spy.requests[4].target?.description == "finished")
        #expect(spy.requests[4].arguments.first as? Int == 3)
        #expect(app.panel.liveScreen == nil && app.other.liveScreen == nil)
    }

    @Test func recordsEmbeddingAnimationAndCallSite() throws {
        let spy = LetsSpy()
        let start = try spy.screen(of: app.start)
        start.onSheet?()
        let request = try #require(spy.last)
        #expect(request.embedding == .none)
        #expect(request.animated == false)
        #expect(request.callSite.fileID == "FlowKitTestingTests/Fixtures.swift")
        #expect(request.callSite.line > 0)
        let next = try spy.screen(of: app.next)
        next.onBack?()
        #expect(spy.last?.animated == true)
        #expect(spy.last?.target == nil)
        #expect(spy.last?.arguments.isEmpty == true)
    }

    @Test func resetForgetsTheRecordedRequests() throws {
        let spy = LetsSpy()
        let next = try spy.screen(of: app.next)
        next.onThree?(1, 2, 3)
        #expect(spy.last?.verb == .popToRoot)
        #expect(spy.last?.arguments.compactMap { $0 as? Int } == [1, 2, 3])
        spy.reset()
        #expect(spy.requests.isEmpty)
        #expect(spy.last == nil)
    }

    @Test func holdsNeitherTheScreenNorTheSourceAlive() throws {
        let spy = LetsSpy()
        weak var weakStart: StartScreen?
        var stale: (() -> Void)?
        do {
            let start = try spy.screen(of: app.start)
            weakStart = start
            stale = start.onNext
        }
        #expect(weakStart == nil, "the spy keeps no screen alive")
        stale?()
        #expect(spy.last?.verb == .push)
        #expect(spy.last?.source == nil, "a released source is recorded as nil")
    }
}
