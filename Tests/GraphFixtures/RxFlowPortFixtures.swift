import FlowKit

// An RxFlow app ported the way adopters port it: one step enum for the whole app, screens that
// report steps through a callback, and flows whose `navigate(to:)` became `lets.steps`, routing
// verbs kept in locals and staying on the steps that are not theirs; a verb kept in a local and
// given to two callbacks; callbacks declared through typealiases and inside a struct of
// callbacks; forwarded values typed only by the forwarding method.

enum DemoStep: NavigationSteps {
    case moviesAreRequired
    case movieIsPicked(Int)
    case castIsPicked(Int, String)
    case settingsAreRequired
    case settingsAreComplete
    static var everyStep: [DemoStep] {
        [.moviesAreRequired, .movieIsPicked(0), .castIsPicked(0, ""), .settingsAreRequired, .settingsAreComplete]
    }
}

typealias StepHandler<Step> = (Step) -> Void
typealias CastHandler = PersonHandler
typealias PersonHandler = (Int, String) -> Void

final class RxMoviesScreen {
    var onStep: StepHandler<DemoStep>?
}

/// A struct of callbacks, as screens ported from a view model's outputs keep them.
struct RxMovieActions {
    var onTrailer: ((String) -> Void)?
    var onShare: (() -> Void)?
}

final class RxMovieScreen {
    var onCastPicked: CastHandler?
    var onDirectorPicked: CastHandler?
    var onBack: (() -> Void)?
    var onClose: (() -> Void)?
    var actions = RxMovieActions()
    func load(_ movieID: Int) {}
}

final class RxCastScreen {
    func show(_ id: Int, _ name: String) {}
}

final class RxTrailerScreen {
    func play(_ link: String) {}
}

final class RxSettingsScreen {
    var onStep: ((DemoStep) -> Void)?
}

final class RxFlowFlows {
    lazy var movies: Flow<RxMoviesScreen> = Flow(with: RxMoviesScreen(), owner: self) { [unowned self] vc, lets in
        let pick = lets.push(self.movie) { $0.load }
        let settings = lets.present(self.settings, embedding: .navigation)
        vc.onStep = lets.steps { step in
            switch step {
            case .movieIsPicked(let id): .to(pick, id)
            case .castIsPicked(let id, let name): .to(lets.push(self.cast), id, name)
            case .settingsAreRequired: .to(settings)
            case .moviesAreRequired, .settingsAreComplete: .stay
            }
        }
    }

    lazy var movie: Flow<RxMovieScreen> = Flow(with: RxMovieScreen(), owner: self) { [unowned self] vc, lets in
        let cast: CastHandler = lets.push(self.cast)
        vc.onCastPicked = cast
        vc.onDirectorPicked = cast
        let back = lets.pop()
        vc.onBack = back
        vc.onClose = back
        vc.actions.onTrailer = lets.present(self.trailer)
        vc.actions.onShare = lets.present(self.trailer)
    }

    lazy var cast = Flow(with: RxCastScreen())

    lazy var trailer = Flow(with: RxTrailerScreen())

    lazy var settings = Flow(with: RxSettingsScreen(), owner: self) { [unowned self] vc, lets in
        let done = lets.dismiss()
        let movies = lets.popTo(self.movies)
        vc.onStep = lets.steps { step in
            switch step {
            case .settingsAreComplete: .to(done)
            case .moviesAreRequired: .to(movies)
            case .movieIsPicked, .castIsPicked, .settingsAreRequired: .stay
            }
        }
    }
}
