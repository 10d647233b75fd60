import FlowKit
import FlowKitStore

/// A list of movies: one tab of the dashboard.
public enum MovieListModel: ScreenModel {
    /// The list's title and its movies.
    public struct State: Equatable {
        /// The tab's title.
        public var title = ""
        /// The movies shown, in order.
        public var movies: [Movie] = []
    }
    /// What the user does on the list.
    public enum Action {
        /// Tapped the movie with this id.
        case didSelectMovie(Int)
        /// Tapped the settings button.
        case didTapSettings
    }
    /// The steps the list hands to its flow.
    public enum Output: NavigationSteps, Equatable {
        /// Show the movie with this id.
        case movieDetail(Int)
        /// Show the settings.
        case settings
        /// One value per case, for map walkers.
        public static var everyStep: [Output] { [.movieDetail(0), .settings] }
    }
    /// An empty list.
    public static var initialState: State { State() }
}

/// The list's logic: every tap is a step for the flow.
public final class MovieListStore: Store<MovieListModel> {
    /// Turns taps into steps.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: MovieListModel.Action) {
        switch action {
        case .didSelectMovie(let id): dispatchOutput(.movieDetail(id))
        case .didTapSettings: dispatchOutput(.settings)
        }
    }
}

/// The list screen.
public final class MovieListScreen: StoreScreen<MovieListModel> {
    /// A list titled `title` showing `movies`.
    /// - Parameters:
    ///   - title: The tab's title.
    ///   - movies: The movies, in order.
    public init(title: String, movies: [Movie]) {
        super.init(store: MovieListStore(state: .init(title: title, movies: movies)))
    }
}

/// One movie and its cast. Built per arrival from the movie's id, so its state is never empty.
public enum MovieDetailModel: ScreenModel {
    /// The movie and the people in it.
    public struct State: Equatable {
        /// The movie shown; `nil` only for an unknown id.
        public var movie: Movie?
        /// Its cast, in billing order.
        public var cast: [CastMember] = []
    }
    /// What the user does on the detail.
    public enum Action {
        /// Tapped the cast member with this id.
        case didSelectCastMember(Int)
    }
    /// The steps the detail hands to its flow.
    public enum Output: NavigationSteps, Equatable {
        /// Show the cast member with this id.
        case castDetail(Int)
        /// One value per case, for map walkers.
        public static var everyStep: [Output] { [.castDetail(0)] }
    }
    /// Nothing to show.
    public static var initialState: State { State() }
}

/// The detail's logic.
public final class MovieDetailStore: Store<MovieDetailModel> {
    /// Turns a tap on a cast member into a step.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: MovieDetailModel.Action) {
        switch action {
        case .didSelectCastMember(let id): dispatchOutput(.castDetail(id))
        }
    }
}

/// The movie detail screen, in the role of RxFlow's `MovieDetailViewController`.
public final class MovieDetailScreen: StoreScreen<MovieDetailModel> {
    /// The movie whose detail this is.
    public let movieID: Int

    /// The detail of movie `movieID` from `catalog`.
    /// - Parameters:
    ///   - movieID: The movie's id, from the step that led here.
    ///   - catalog: Where the movie and its cast are looked up.
    public init(movieID: Int, catalog: MovieCatalog) {
        self.movieID = movieID
        let movie = catalog.movie(movieID)
        let cast = movie?.castIDs.compactMap(catalog.castMember) ?? []
        super.init(store: MovieDetailStore(state: .init(movie: movie, cast: cast)))
    }
}

/// One cast member and the movies they are in.
public enum CastDetailModel: ScreenModel {
    /// The person and their movies.
    public struct State: Equatable {
        /// The person; `nil` only for an unknown id.
        public var member: CastMember?
        /// The catalog's movies they are in.
        public var movies: [Movie] = []
    }
    /// What the user does on the cast detail.
    public enum Action {
        /// Tapped the close button.
        case didTapClose
    }
    /// The steps the cast detail hands to its flow.
    public enum Output: NavigationSteps, CaseIterable, Equatable {
        /// Go back to the movie.
        case close
    }
    /// Nothing to show.
    public static var initialState: State { State() }
}

/// The cast detail's logic.
public final class CastDetailStore: Store<CastDetailModel> {
    /// Closing is the flow's decision.
    /// - Parameter action: What the user did.
    public override func handleAction(_ action: CastDetailModel.Action) {
        switch action {
        case .didTapClose: dispatchOutput(.close)
        }
    }
}

/// The cast member screen, built per arrival from the person's id.
public final class CastDetailScreen: StoreScreen<CastDetailModel> {
    /// The cast member shown.
    public let castID: Int

    /// The cast member `castID` from `catalog`.
    /// - Parameters:
    ///   - castID: The person's id, from the step that led here.
    ///   - catalog: Where the person and their movies are looked up.
    public init(castID: Int, catalog: MovieCatalog) {
        self.castID = castID
        let movies = catalog.movies.filter { $0.castIDs.contains(castID) }
        super.init(store: CastDetailStore(state: .init(member: catalog.castMember(castID), movies: movies)))
    }
}
