import FlowKit

// Steps bound case by case, screens built per arrival and a group that needs a stack, written
// as an adopter would: plain classes, no actor annotations. Compiles in every language mode
// (AdopterCompileTests).

enum CatalogStep: NavigationSteps {
    case movie(Int)
    case rate(id: Int, stars: Int)
    case help
    case close
    static var everyStep: [CatalogStep] { [.movie(0), .rate(id: 0, stars: 0), .help, .close] }
}

final class CatalogScreen {
    var onStep: (CatalogStep) -> Void = { _ in }
}

final class MovieDetailScreen {
    let movieID: Int
    init(movieID: Int) { self.movieID = movieID }
    var onBack: () -> Void = {}
}

final class RatingScreen {
    init(movieID: Int, stars: Int) {}
}

final class GuideScreen {
    var onNext: () -> Void = {}
}

final class GuideGroup: FlowGroup, NeedsNavigationStack {
    lazy var page = Flow(with: GuideScreen(), owner: self) { [unowned self] screen, lets in
        screen.onNext = lets.push(self.last)
    }
    lazy var last = Flow(with: GuideScreen())
    var entry: Flow<GuideScreen> { page }
}

final class CatalogFlows {
    let guide = GuideGroup()
    lazy var detail = ArrivalFlow(owner: self) { (movieID: Int) in
        MovieDetailScreen(movieID: movieID)
    } bind: { screen, lets in
        screen.onBack = lets.pop()
    }
    lazy var rating = ArrivalFlow(owner: self) { (movieID: Int, stars: Int) in RatingScreen(movieID: movieID, stars: stars) }
    lazy var catalog = Flow(with: CatalogScreen(), owner: self) { [unowned self] screen, lets in
        screen.onStep = lets.steps { step in
            switch step {
            case .movie(let id): .to(lets.push(self.detail), id)
            case .rate(let id, let stars): .to(lets.present(self.rating), id, stars)
            case .help: .to(lets.present(self.guide, embedding: .navigation))
            case .close: .stay
            }
        }
    }
}
