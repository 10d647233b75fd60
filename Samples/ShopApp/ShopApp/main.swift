import Foundation
import ShopTerminal

// `swift run ShopApp` runs the shop headless in the terminal; `--script a,b,…` runs commands
// without asking, for tests and demos.

let usage = """
    usage: ShopApp [--script STEP,STEP,…]
      With no options, runs interactively. A STEP is screen.action or screen.action(value, …),
      e.g. welcome.skip,signIn.signIn,catalog.select(2),product.buyNow(3)
    """

func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

var arguments = Array(CommandLine.arguments.dropFirst())
var script: [String]?
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--script":
        guard let steps = arguments.first else {
            standardError("error: --script needs a list of steps\n\(usage)")
            exit(2)
        }
        arguments.removeFirst()
        script = steps.split(separator: ",").map(String.init)
    case let option where option.hasPrefix("--script="):
        script = option.dropFirst("--script=".count).split(separator: ",").map(String.init)
    default:
        standardError("error: unknown argument '\(argument)'\n\(usage)")
        exit(2)
    }
}

let status: Int32 = MainActor.assumeIsolated {
    let console = ShopConsole()
    if let script {
        return ConsoleRunner.runScript(script, on: console, print: { print($0) }, printError: standardError)
    }
    ConsoleRunner.runInteractive(on: console, readLine: { readLine() }, prompt: { text in
        print(text, terminator: "")
        fflush(nil)  // the prompt has no newline; show it before reading
    }, print: { print($0) })
    return 0
}
exit(status)
