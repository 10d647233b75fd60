import FlowKitStore
import MoviesKit
import Testing

/// The screens' stores, tested as Lasso tests screens: send actions, read state and outputs.
@MainActor @Suite struct MoviesStoreTests {
    @Test func anAPIKeyIsCompleteOnlyWhenLongEnough() {
        var outputs: [APIKeyModel.Output] = []
        let store = APIKeyStore().observeOutput { outputs.append($0) }
        store.dispatchAction(.didUpdateKey("abc"))
        store.dispatchAction(.didTapValidate)
        #expect(outputs.isEmpty)
        #expect(store.state.error == "A key has at least 8 characters")
        store.dispatchAction(.didUpdateKey("abcdefgh"))
        store.dispatchAction(.didTapValidate)
        #expect(outputs == [.apiKeyIsComplete])
        #expect(store.state.error == nil)
    }

    @Test func aListTurnsTapsIntoSteps() {
        var outputs: [MovieListModel.Output] = []
        let store = MovieListStore().observeOutput { outputs.append($0) }
        store.dispatchAction(.didSelectMovie(4))
        store.dispatchAction(.didTapSettings)
        #expect(outputs == [.movieDetail(4), .settings])
    }

    @Test func aStoreScreenHandsItsOutputsToItsFlow() {
        let screen = MovieDetailScreen(movieID: 2, catalog: .sample)
        var steps: [MovieDetailModel.Output] = []
        screen.onOutput = { steps.append($0) }
        screen.viewStore.dispatchAction(.didSelectCastMember(12))
        #expect(steps == [.castDetail(12)])
        #expect(screen.store.state.cast.map(\.name) == ["Keanu Reeves", "Ian McShane"])
    }
}
