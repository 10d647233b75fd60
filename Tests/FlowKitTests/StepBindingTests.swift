@_spi(FlowKitTools) import FlowKit
import FlowKitTesting
import Testing

// Steps bound case by case (`lets.steps`), screens built per arrival (`ArrivalFlow`), and the
// stack a `NeedsNavigationStack` group is given by default.

enum ShelfStep: NavigationSteps, Equatable {
    case book(Int)
    case review(id: Int, stars: Int)
    case guide
    case nothing
    static var everyStep: [ShelfStep] { [.book(0), .review(id: 0, stars: 0), .guide, .nothing] }
}

final class ShelfScreen {
    var onStep: (ShelfStep) -> Void = { _ in }
    /// Unbound, of the type `.book`'s verb takes: labelling by type must not name that verb
    /// after it.
    var onRate: (Int) -> Void = { _ in }
}

/// Built per arrival: its id is known from the start, so it is not optional.
final class BookScreen {
    let bookID: Int
    init(bookID: Int) { self.bookID = bookID }
    var onBack: () -> Void = {}
    var onNotes: () -> Void = {}
}

final class NotesScreen {
    var onDone: (String) -> Void = { _ in }
}

final class ReviewScreen {
    let bookID: Int, stars: Int
    init(bookID: Int, stars: Int) { (self.bookID, self.stars) = (bookID, stars) }
}

final class GuidePageScreen {
    var onNext: () -> Void = {}
}

/// Pushes, so it needs a stack; `present` gives it one without being told.
final class ShelfGuide: FlowGroup, NeedsNavigationStack {
    lazy var first = Flow(with: GuidePageScreen(), owner: self) { [unowned self] screen, lets in
        screen.onNext = lets.push(self.second)
    }
    lazy var second = Flow(with: GuidePageScreen())
    var entry: Flow<GuidePageScreen> { first }
}

final class ShelfFlows {
    let guide = ShelfGuide()
    private(set) var builtBooks: [Int] = []
    lazy var book = ArrivalFlow(owner: self) { [unowned self] (bookID: Int) -> BookScreen in
        builtBooks.append(bookID)
        return BookScreen(bookID: bookID)
    } bind: { [unowned self] screen, lets in
        screen.onBack = lets.pop()
        screen.onNotes = lets.push(self.notes)
    }
    lazy var notes: Flow<NotesScreen> = Flow(with: NotesScreen(), owner: self) { [unowned self] screen, lets in
        screen.onDone = lets.popTo(self.book)
    }
    lazy var review = ArrivalFlow(owner: self) { (bookID: Int, stars: Int) in ReviewScreen(bookID: bookID, stars: stars) }
    lazy var shelf = Flow(with: ShelfScreen(), owner: self) { [unowned self] screen, lets in
        screen.onStep = lets.steps { step in
            switch step {
            case .book(let id): .to(lets.push(self.book), id)
            case .review(let id, let stars): .to(lets.present(self.review), id, stars)
            case .guide: .to(lets.present(self.guide))
            case .nothing: .stay
            }
        }
    }
}

@MainActor @Suite struct StepBindingTests {
    let flows = ShelfFlows()

    @Test func aCaseWithAPayloadBuildsItsScreenFromTheValue() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .book(42))
        let book = try harness.assertPushed(BookScreen.self)
        #expect(book.bookID == 42)
    }

    @Test func eachArrivalBuildsANewScreenWithItsOwnValue() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .book(1))
        let first = try harness.assertPushed(BookScreen.self)
        try harness.fire(\BookScreen.onBack)
        _ = try harness.assertPopped(to: ShelfScreen.self)
        try harness.fire(\ShelfScreen.onStep, .book(2))
        let second = try harness.assertPushed(BookScreen.self)
        #expect(first !== second)
        #expect(second.bookID == 2)
        #expect(flows.builtBooks == [1, 2])
    }

    @Test func severalValuesReachTheScreenInOrder() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .review(id: 7, stars: 5))
        let review = try harness.assertPresented(ReviewScreen.self)
        #expect((review.bookID, review.stars) == (7, 5))
    }

    @Test func eventsAreLabelledWithTheCaseAndCarryItsValues() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .book(42))
        let did = try #require(harness.events.last { $0.phase == .did })
        #expect(did.label == "book")
        #expect(did.arguments == ["42"])
        #expect(did.stepDescription == "book(42)")
        #expect(did.description.contains("[book(42)]"))
    }

    @Test func theNavigationLogIsOneLine() throws {
        let harness = NavigationHarness(root: flows.shelf)
        var log: [String] = []
        harness.navigator.observe { event in
            if event.phase == .did, let step = event.stepDescription { log.append("did navigate to \(step)") }
        }
        try harness.fire(\ShelfScreen.onStep, .review(id: 3, stars: 4))
        #expect(log == ["did navigate to review(3, 4)"])
    }

    @Test func aCaseBoundToStayDoesNotNavigate() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .nothing)
        try harness.assertNoNavigation()
    }

    @Test func aGroupThatNeedsAStackIsPresentedInOne() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .guide)
        _ = try harness.assertPresented(GuidePageScreen.self)
        try harness.fire(\GuidePageScreen.onNext)
        _ = try harness.assertPushed(GuidePageScreen.self)
    }

    @Test func everyCaseIsDeclaredWithItsMapLabel() throws {
        let declared = try #require(FlowDeclaration.read(.screen(of: flows.shelf, reportingTo: nil))).bindings
        #expect(declared.map(\.label) == ["book", "review", "guide"])
        #expect(declared.map(\.verb) == [.push, .present, .present])
        #expect(declared.map(\.argumentTypeNames) == [["Int"], ["Int", "Int"], []])
        #expect(declared[2].embedding == .navigation)
    }

    @Test func backVerbsReturnToTheLatestScreenOfAnArrivalFlow() throws {
        let harness = NavigationHarness(root: flows.shelf)
        try harness.fire(\ShelfScreen.onStep, .book(5))
        let book = try harness.assertPushed(BookScreen.self, flow: flows.book.flow)
        try harness.fire(\BookScreen.onNotes)
        _ = try harness.assertPushed(NotesScreen.self)
        try harness.fire(\NotesScreen.onDone, "read")
        #expect(try harness.assertPopped(to: BookScreen.self) === book)
        #expect(flows.builtBooks == [5])
    }

    @Test func aPoppedArrivalScreenIsReleased() throws {
        let harness = NavigationHarness(root: flows.shelf)
        weak var book: BookScreen?
        try harness.fire(\ShelfScreen.onStep, .book(1))
        book = try harness.assertPushed(BookScreen.self)
        #expect(book != nil)
        try harness.fire(\BookScreen.onBack)
        _ = try harness.assertPopped(to: ShelfScreen.self)
        #expect(book == nil)
        #expect(flows.book.liveScreen == nil)
    }

    @Test func anArrivalFlowIsNotBuiltWithoutItsValues() throws {
        let harness = NavigationHarness(root: flows.shelf)
        #expect(flows.book.liveScreen == nil)
        try harness.fire(\ShelfScreen.onStep, .book(9))
        #expect(flows.book.liveScreen?.bookID == 9)
        #expect(flows.builtBooks == [9])
    }
}
