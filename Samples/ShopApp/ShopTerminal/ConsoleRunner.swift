/// The two ways to drive a ``ShopConsole``: a script of commands (for tests and demos) and a
/// person at a terminal. Input and output are passed in, so both run in tests.
@MainActor
public enum ConsoleRunner {
    /// What `--script` does: runs each step, printing it (`> product.buyNow(2)`) and the events
    /// it caused, then prints the final window.
    /// - Returns: 0, or 1 at the first step that could not be run (its error is printed as
    ///   `error: step N 'text': message`, and later steps are not run).
    public static func runScript(_ steps: [String], on console: ShopConsole,
                                 print: (String) -> Void, printError: (String) -> Void) -> Int32 {
        for (index, step) in steps.enumerated() {
            print("> \(step)")
            do {
                let command = try Command(parsing: step)
                try console.perform(command).forEach(print)
            } catch {
                printError("error: step \(index + 1) '\(step)': \(error)")
                return 1
            }
        }
        console.windowLines().forEach(print)
        return 0
    }

    /// What an interactive run does: shows the window, reads a command per line (prompting for
    /// the values of an action typed without any, offering each sample as the default), shows
    /// what happened and the window again, until `quit` or the end of input.
    public static func runInteractive(on console: ShopConsole, readLine: () -> String?,
                                      prompt: (String) -> Void, print: (String) -> Void) {
        print(help)
        console.windowLines().forEach(print)
        while true {
            prompt("> ")
            guard let line = readLine() else { return }
            let text = line.trimmed
            switch text {
            case "": continue
            case "quit", "q", "exit": return
            case "help", "?":
                print(help)
                continue
            default: break
            }
            do {
                var command = try Command(parsing: text)
                if command.arguments.isEmpty, let action = try console.resolve(command) {
                    for parameter in action.parameters {
                        prompt("  \(parameter.name) [\(parameter.sample)]: ")
                        let value = readLine()?.trimmed ?? ""
                        command.arguments.append(value.isEmpty ? parameter.sample : value)
                    }
                }
                let events = try console.perform(command)
                (events.isEmpty ? ["(no navigation)"] : events).forEach(print)
            } catch {
                print("error: \(error)")
                continue
            }
            console.windowLines().forEach(print)
        }
    }

    /// How to use the interactive terminal.
    public static let help = """
        Type an action's number or name for the visible screen (values are asked for), or
        screen.action(value, …) for any screen on screen, e.g. product.buyNow(2). A covered
        screen's action is a stale callback: watch the navigator refuse it.
        user.back, user.swipeDown and user.tab(n) are UIKit's own controls. help, quit.
        """
}
