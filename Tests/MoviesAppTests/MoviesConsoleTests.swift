import MoviesKit
import MoviesTerminal
import Testing

/// The terminal driver offers the visible screen's step cases as actions and logs each
/// navigation in RxFlow's words.
@MainActor @Suite struct MoviesConsoleTests {
    @Test func theWelcomeScreenOffersItsCases() {
        let console = MoviesConsole()
        #expect(console.choices == [StepChoice(name: "didPressNext", takesNumber: false),
                                    StepChoice(name: "didPressSkip", takesNumber: false)])
    }

    @Test func aListOffersItsCasesWithTheirIDs() throws {
        let console = MoviesConsole()
        _ = try console.perform("didPressSkip")
        #expect(console.choices == [StepChoice(name: "movieDetail", takesNumber: true),
                                    StepChoice(name: "settings", takesNumber: false)])
    }

    @Test func stepsAreLoggedInRxFlowsWords() throws {
        let console = MoviesConsole()
        #expect(try console.perform("didPressSkip") == ["did navigate from WelcomeScreen to didPressSkip"])
        _ = try console.perform("tab 2")
        #expect(try console.perform("movieDetail(1)") == ["did navigate from WatchedFlow to movieDetail(1)"])
        #expect(console.screenLines.contains("The Matrix (1999)"))
        let cast = try console.perform("castDetail 10")
        #expect(cast.count == 1 && cast[0].hasPrefix("did navigate from") && cast[0].hasSuffix("to castDetail(10)"))
        #expect(console.screenLines.contains("Keanu Reeves"))
        _ = try console.perform("back")
        #expect(console.screenLines.first == "[MovieDetailScreen]")
    }

    @Test func aCommandTheScreenDoesNotOfferIsAnError() throws {
        let console = MoviesConsole()
        #expect(throws: ConsoleError.unknown("settings")) { try console.perform("settings") }
        _ = try console.perform("didPressSkip")
        #expect(throws: ConsoleError.missingNumber("movieDetail")) { try console.perform("movieDetail") }
        #expect(throws: ConsoleError.notANumber("x")) { try console.perform("movieDetail(x)") }
    }
}
