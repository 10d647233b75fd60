@_spi(FlowKitTools) import FlowKit
import FlowKitTesting
import Testing

/// Flows whose verbs sit on known lines, so events can be checked against their declarations.
@MainActor final class EventApp {
    let homeNextLine = #line + 2
    lazy var home: Flow<HomeScreen> = Flow(with: HomeScreen(), name: "home") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.detail)                     // the only `() -> Void` verb: labelled
        vc.onSelect = lets.push(self.deep) { $0.prepare }      // the only `(Int) -> Void` verb: labelled
    }
    let detailBackLine = #line + 3
    lazy var detail: Flow<DetailScreen> = Flow(with: DetailScreen(), name: "detail") { [unowned self] vc, lets in
        vc.onNext = lets.push(self.deep, animated: false)      // two `() -> Void` verbs: told apart by
        vc.onBack = lets.pop()                                 // watching the binding
    }
    lazy var deep: Flow<DeepScreen> = Flow(with: DeepScreen()) { vc, lets in
        vc.onBack = lets.pop(animated: false)
    }
}

@MainActor
@Suite struct EventTests {
    let app = EventApp()

    @Test(arguments: Hierarchy.allCases) func anAcceptedRequestSendsWillBeforeAndDidAfterTheChange(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        var seen: [(NavigationEvent.Phase, Int)] = []
        navigator.observe { event in seen.append((event.phase, navigator.visibleStack.count)) }
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(seen.map(\.0) == [.will, .did])
        #expect(seen.map(\.1) == [1, 2], "observers see the old state on will and the new one on did")
    }

    @Test(arguments: Hierarchy.allCases) func aRefusedRequestSendsOneEventOnly(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        navigator.start(app.home)
        let log = EventLog(navigator)
        app.home.liveScreen?.onNext?()
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(log.events.map(\.phase) == [.will, .did, .refused(.sourceNotVisible)])
        #expect(log.events.map(\.verb) == [.push, .push, .push])
    }

    @Test(arguments: Hierarchy.allCases) func eventsDescribeTheirSourceAndTarget(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(app.home)
        hierarchy.settle()
        let home = try #require(app.home.liveScreen)
        home.onNext?()
        hierarchy.settle()
        let detail = try #require(app.detail.liveScreen)
        detail.onBack?()

        let start = log.events[1]
        hierarchy.settle()
        #expect(start.verb == .setWindowRoot)
        #expect(start.source == nil, "start comes from the window, not a screen")
        #expect(start.target?.instance == ObjectIdentifier(home) && start.target?.flowName == "home")

        let push = log.events[3]
        hierarchy.settle()
        #expect(push.source?.instance == ObjectIdentifier(home) && push.source?.flowName == "home")
        #expect(push.target?.instance == ObjectIdentifier(detail) && push.target?.flowName == "detail")
        #expect(log.events[2].target == push.target, "will and did describe the same screens")

        let pop = log.events[5]
        hierarchy.settle()
        #expect(pop.verb == .pop)
        #expect(pop.source?.instance == ObjectIdentifier(detail) && pop.source?.flowName == "detail")
        #expect(pop.target == nil, "pop names no target")
    }

    @Test(arguments: Hierarchy.allCases) func anUnnamedFlowIsDescribedByItsScreenType(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(app.home)
        app.home.liveScreen?.onSelect?(4)
        hierarchy.settle()
        let event = try #require(log.events.last)
        #expect(event.target?.flowName == nil)
        #expect(event.target?.description == "DeepScreen")
        #expect(event.target?.instance == app.deep.liveScreen.map(ObjectIdentifier.init))
    }

    @Test(arguments: Hierarchy.allCases) func labelsNameTheCallbackWhateverItsType(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(app.home)
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(log.events.last?.label == "onNext")
        app.detail.liveScreen?.onBack?()
        hierarchy.settle()
        #expect(log.events.last?.verb == .pop)
        #expect(log.events.last?.label == "onBack", "detail binds two `() -> Void` callbacks")
        app.home.liveScreen?.onSelect?(1)
        hierarchy.settle()
        #expect(log.events.last?.label == "onSelect")
        #expect(log.events.last?.description.contains("[onSelect(1)]") == true, "the label with the arguments")
    }

    @Test func declaredActionsCarryTheirLabels() {
        let home = FlowDeclaration.read(.screen(of: app.home, reportingTo: nil))!
        #expect(home.bindings.map(\.label) == ["onNext", "onSelect"])
        #expect(home.bindings.map(\.argumentTypeNames) == [[], ["Int"]])
        let detail = FlowDeclaration.read(.screen(of: app.detail, reportingTo: nil))!
        #expect(detail.bindings.map(\.label) == ["onNext", "onBack"])
    }

    @Test func aLabelIsAmbiguousWhenAnotherPropertyHoldsTheSameCallbackType() {
        let other = Flow(with: DetailScreen())
        let flow = Flow(with: HomeScreen()) { vc, lets in
            vc.onNext = lets.push(other)
            vc.onClose = {}                                     // set by the app, not by a verb
        }
        #expect(FlowDeclaration.read(.screen(of: flow, reportingTo: nil))!.bindings.map(\.label) == [nil])
        let alone = Flow(with: HomeScreen()) { vc, lets in vc.onNext = lets.push(other) }
        #expect(FlowDeclaration.read(.screen(of: alone, reportingTo: nil))!.bindings.map(\.label) == ["onNext"])
    }

    @Test(arguments: Hierarchy.allCases) func theCallSiteIsTheVerbsDeclarationLine(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        let startLine = #line + 1
        navigator.start(app.home)
        hierarchy.settle()
        #expect(log.events.last?.callSite == CallSite(fileID: "FlowKitTests/EventTests.swift", line: startLine))

        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(log.events.last?.callSite == CallSite(fileID: "FlowKitTests/EventTests.swift", line: app.homeNextLine))
        app.detail.liveScreen?.onBack?()
        hierarchy.settle()
        #expect(log.events.last?.callSite.line == app.detailBackLine)
        #expect(log.events.last?.description.hasSuffix("(FlowKitTests/EventTests.swift:\(app.detailBackLine))") == true)
    }

    @Test(arguments: Hierarchy.allCases) func theCallSiteOfAProgramRequestIsWhereTheAppMadeIt(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(app.home)
        let line = #line + 1
        navigator.fromVisibleScreen().push(app.detail)
        hierarchy.settle()
        #expect(log.events.last?.verb == .push)
        #expect(log.events.last?.callSite == CallSite(fileID: "FlowKitTests/EventTests.swift", line: line))
    }

    @Test(arguments: Hierarchy.allCases) func theAnimatedFlagIsRecorded(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        let log = EventLog(navigator)
        navigator.start(app.home)
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        app.detail.liveScreen?.onNext?()
        hierarchy.settle()
        app.deep.liveScreen?.onBack?()
        hierarchy.settle()
        #expect(log.events.map(\.verb) == [.setWindowRoot, .setWindowRoot, .push, .push, .push, .push, .pop, .pop])
        #expect(log.events.map(\.animated) == [false, false, true, true, false, false, false, false])
    }

    @Test(arguments: Hierarchy.allCases) func oneObserverLogsEveryNavigation(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        var lines: [String] = []
        navigator.observe { lines.append($0.description) }
        let startLine = #line + 1
        navigator.start(app.home)
        app.home.liveScreen?.onNext?()
        app.home.liveScreen?.onNext?()
        app.detail.liveScreen?.onBack?()
        let file = "FlowKitTests/EventTests.swift"
        hierarchy.settle()
        #expect(lines.count == 7)
        #expect(lines[1] == "did setWindowRoot (app) window → home (\(file):\(startLine))")
        #expect(lines[3] == "did push home → detail [onNext] (\(file):\(app.homeNextLine))")
        #expect(lines[4] == "refused push home → detail [onNext]: \(RefusalReason.sourceNotVisible) (\(file):\(app.homeNextLine))")
        #expect(lines[6] == "did pop detail [onBack] (\(file):\(app.detailBackLine))")
    }

    @Test(arguments: Hierarchy.allCases) func cancellingAnObservationStopsItsEvents(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        var first: [NavigationVerb] = []
        var second: [NavigationVerb] = []
        let observation = navigator.observe { first.append($0.verb) }
        navigator.observe { second.append($0.verb) }
        navigator.start(app.home)
        observation.cancel()
        observation.cancel()
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(first == [.setWindowRoot, .setWindowRoot])
        #expect(second == [.setWindowRoot, .setWindowRoot, .push, .push])
    }

    @Test(arguments: Hierarchy.allCases) func anObserverCancelledOrAddedWhileAnEventIsDeliveredMissesThatEvent(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        var later: NavigationObservation?
        var seen: [String] = []
        navigator.observe { event in
            seen.append("first \(event.phase)")
            later?.cancel()
            if event.phase == .did, seen.count < 4 {
                navigator.observe { seen.append("added \($0.phase)") }
            }
        }
        later = navigator.observe { seen.append("cancelled \($0.phase)") }
        navigator.start(app.home)
        hierarchy.settle()
        #expect(seen == ["first will", "first did"], "cancelled before its turn; added after the event was sent")
        app.home.liveScreen?.onNext?()
        hierarchy.settle()
        #expect(seen.suffix(4) == ["first will", "added will", "first did", "added did"])
    }

    @Test(arguments: Hierarchy.allCases) func droppingTheObservationKeepsObserving(_ hierarchy: Hierarchy) throws {
        let navigator = hierarchy.navigator()
        var count = 0
        _ = navigator.observe { _ in count += 1 }
        navigator.start(app.home)
        hierarchy.settle()
        #expect(count == 2)
    }
}
