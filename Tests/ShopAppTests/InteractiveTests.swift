import ShopKit
import ShopTerminal
import Testing

/// Runs the interactive loop on `input` lines, collecting prompts and output in order.
@MainActor
func runInteractive(_ input: [String], on console: ShopConsole = ShopConsole()) -> [String] {
    var lines = input[...], transcript: [String] = []
    ConsoleRunner.runInteractive(on: console, readLine: {
        guard let line = lines.popFirst() else { return nil }
        transcript.append("<< \(line)")
        return line
    }, prompt: { transcript.append($0) }, print: { transcript.append($0) })
    return transcript
}

@MainActor
@Suite struct InteractiveTests {
    @Test func numbersPickTheVisibleScreensActionsAndValuesArePromptedWithSamples() {
        let console = ShopConsole()
        let transcript = runInteractive(["2", "1", "", "secret99", "1", "4", "2", "2", "quit", "never read"], on: console)
        #expect(transcript.contains("  1) startTour"))
        #expect(transcript.contains("  email [ada@example.com]: "))
        #expect(transcript.contains("  password [analytical]: "))
        #expect(transcript.contains("✓ setWindowRoot signIn → tabs"))
        #expect(transcript.contains("✓ push catalog → product [onSelect]"))
        #expect(transcript.contains("  row [1]: "))
        #expect(transcript.contains("  quantity [1]: "))
        #expect(console.flows.session.account?.email == "ada@example.com")
        #expect(console.flows.session.cart.map(\.description) == ["2 × Reading Chair (€289.00)"])
        #expect(transcript.last == "<< quit", "nothing is read after quit")
    }

    @Test func errorsAreShownAndTheLoopGoesOnUntilTheInputEnds() {
        let transcript = runInteractive(["9", "fly", "welcome.skip(1)", "help", "", "1"])
        #expect(transcript.contains("error: 'welcome' has no action '9'"))
        #expect(transcript.contains("error: 'welcome' has no action 'fly'"))
        #expect(transcript.contains("error: skip: takes 0 value(s), got 1"))
        #expect(transcript.filter { $0 == ConsoleRunner.help }.count == 2)
        #expect(transcript.contains("✓ push welcome → featureTour [onStartTour]"))
        #expect(transcript.last == "> ", "the loop asked again and found the end of input")
    }

    @Test func actionsWithoutNavigationSaySo() {
        let transcript = runInteractive(["1", "next"])
        #expect(transcript.contains("(no navigation)"))
        #expect(transcript.contains("  page 2 of 3: Buy in two taps"))
    }
}
