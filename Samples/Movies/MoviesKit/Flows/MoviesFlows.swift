import FlowKit

/// RxFlow's movies demo, written with steps and stores: onboarding on first launch, then a
/// dashboard of two tabs of movie lists; a movie's detail shows its cast; the settings are
/// presented in a stack of their own.
///
/// Every screen reports an enum of steps, which its flow binds case by case with `lets.steps`;
/// the detail and cast screens are built per arrival from the id the step carries.
@MainActor
public final class MoviesFlows {
    /// The movies shown.
    public let catalog: MovieCatalog
    /// First launch.
    public let onboarding = OnboardingGroup()
    /// The settings.
    public let settings = SettingsGroup()

    /// The app's flows over `catalog`.
    /// - Parameter catalog: The movies shown.
    public init(catalog: MovieCatalog = .sample) {
        self.catalog = catalog
    }

    /// Where the app starts: onboarding, which leads to the dashboard when finished.
    public lazy var start = onboarding.on(\.finished) { [unowned self] lets in lets.setWindowRoot(self.dashboard) }

    /// The dashboard: the wishlist and the movies watched.
    public lazy var dashboard = Tabs(name: "dashboard", [
        Tab(wishlist, title: "Wishlist"),
        Tab(watched, title: "Watched"),
    ])

    /// The movies to watch.
    public lazy var wishlist = Flow(with: MovieListScreen(title: "Wishlist", movies: self.catalog.movies(self.catalog.wishlist)),
                                    owner: self, name: "WishlistFlow") { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .movieDetail(let id): .to(lets.push(self.movieDetail), id)
            case .settings: .to(lets.present(self.settings, embedding: .navigation))
            }
        }
    }

    /// The movies seen; settings are reached from the wishlist only.
    public lazy var watched = Flow(with: MovieListScreen(title: "Watched", movies: self.catalog.movies(self.catalog.watched)),
                                   owner: self, name: "WatchedFlow") { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .movieDetail(let movieID): .to(lets.push(self.movieDetail), movieID)
            case .settings: .stay
            }
        }
    }

    /// A movie and its cast, built from the movie's id.
    public lazy var movieDetail = ArrivalFlow(owner: self) { [unowned self] (movieID: Int) in
        MovieDetailScreen(movieID: movieID, catalog: catalog)
    } bind: { [unowned self] screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .castDetail(let castID): .to(lets.push(self.castDetail), castID)
            }
        }
    }

    /// A cast member, built from their id.
    public lazy var castDetail = ArrivalFlow(owner: self) { [unowned self] (castID: Int) in
        CastDetailScreen(castID: castID, catalog: catalog)
    } bind: { screen, lets in
        screen.onOutput = lets.steps { output in
            switch output {
            case .close: .to(lets.pop())
            }
        }
    }
}
