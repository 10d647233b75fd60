import FlowKit
import FlowKitTesting
import MoviesKit
import Testing

/// The journeys of RxFlow's movies demo, through the flows as an app would run them.
@MainActor @Suite struct MoviesJourneyTests {
    let flows = MoviesFlows()

    /// Onboarding, skipped, then the dashboard's wishlist.
    func dashboard() throws -> NavigationHarness {
        let harness = NavigationHarness(root: flows.start)
        try harness.fire(\WelcomeScreen.onOutput, .didPressSkip)
        _ = try harness.assertReplacedRoot(with: MovieListScreen.self)
        return harness
    }

    @Test func onboardingWithAKeyLeadsToTheDashboard() throws {
        let harness = NavigationHarness(root: flows.start)
        try harness.fire(\WelcomeScreen.onOutput, .didPressNext)
        let apiKey = try harness.assertPushed(APIKeyScreen.self)
        apiKey.viewStore.dispatchAction(.didUpdateKey("short"))
        apiKey.viewStore.dispatchAction(.didTapValidate)
        try harness.assertNoNavigation()
        #expect(apiKey.store.state.error != nil)
        apiKey.viewStore.dispatchAction(.didUpdateKey("0123456789"))
        apiKey.viewStore.dispatchAction(.didTapValidate)
        let wishlist = try harness.assertReplacedRoot(with: MovieListScreen.self)
        #expect(wishlist.store.state.title == "Wishlist")
    }

    @Test func aMovieOfTheWishlistShowsItsDetailBuiltFromItsID() throws {
        let harness = try dashboard()
        let wishlist = try harness.visible(MovieListScreen.self)
        wishlist.viewStore.dispatchAction(.didSelectMovie(3))
        let detail = try harness.assertPushed(MovieDetailScreen.self)
        #expect(detail.movieID == 3)
        #expect(detail.store.state.movie?.title == "Arrival")
        #expect(detail.store.state.cast.map(\.name) == ["Amy Adams"])
    }

    @Test func theCastOfAMovieAndBack() throws {
        let harness = try dashboard()
        try harness.fire(\MovieListScreen.onOutput, .movieDetail(1))
        let detail = try harness.assertPushed(MovieDetailScreen.self)
        detail.viewStore.dispatchAction(.didSelectCastMember(11))
        let cast = try harness.assertPushed(CastDetailScreen.self)
        #expect(cast.store.state.member?.name == "Carrie-Anne Moss")
        #expect(cast.store.state.movies.map(\.title) == ["The Matrix"])
        cast.viewStore.dispatchAction(.didTapClose)
        #expect(try harness.assertPopped(to: MovieDetailScreen.self) === detail)
    }

    @Test func theWatchedTabHasItsOwnStack() throws {
        let harness = try dashboard()
        try harness.fire(\MovieListScreen.onOutput, .movieDetail(4))
        _ = try harness.assertPushed(MovieDetailScreen.self)
        #expect(harness.navigator.userSelectsTab(1))
        let watched = try harness.visible(MovieListScreen.self)
        #expect(watched.store.state.title == "Watched")
        try harness.fire(\MovieListScreen.onOutput, .movieDetail(2))
        let detail = try harness.assertPushed(MovieDetailScreen.self)
        #expect(detail.movieID == 2)
        let did = try #require(harness.events.last { $0.phase == .did })
        #expect(did.source?.flowName == "WatchedFlow")
        #expect(did.stepDescription == "movieDetail(2)")
    }

    @Test func theWatchedListOffersNoSettings() throws {
        let harness = try dashboard()
        #expect(harness.navigator.userSelectsTab(1))
        #expect(try harness.assertSelectedTab(MovieListScreen.self).store.state.title == "Watched")
        try harness.fire(\MovieListScreen.onOutput, .settings)
        try harness.assertNoNavigation()
    }

    @Test func settingsArePresentedInAStackOfTheirOwn() throws {
        let harness = try dashboard()
        try harness.fire(\MovieListScreen.onOutput, .settings)
        let settings = try harness.assertPresented(SettingsScreen.self)
        settings.viewStore.dispatchAction(.didSelect(.about))
        let about = try harness.assertPushed(AboutScreen.self)
        about.viewStore.dispatchAction(.didTapBack)
        _ = try harness.assertPopped(to: SettingsScreen.self)
        settings.viewStore.dispatchAction(.didSelect(.apiKey))
        _ = try harness.assertPushed(APIKeyScreen.self)
        try harness.fire(\APIKeyScreen.onOutput, .apiKeyIsComplete)
        _ = try harness.assertPopped(to: SettingsScreen.self)
        settings.viewStore.dispatchAction(.didSelect(.done))
        _ = try harness.assertDismissed(to: MovieListScreen.self)
    }
}
