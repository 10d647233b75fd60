import Foundation
import MoviesTerminal

// `swift run MoviesApp` runs the movies demo headless in the terminal; `--script a,b,…` runs
// commands without asking, for tests and demos.

let usage = """
    usage: MoviesApp [--script COMMAND,COMMAND,…]
      A COMMAND is a step of the visible screen (didPressSkip, movieDetail(3)), back, or tab(N).
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let console = MainActor.assumeIsolated { MoviesConsole() }

func run(_ command: String) -> Bool {
    MainActor.assumeIsolated {
        do {
            try console.perform(command).forEach { print($0) }
            return true
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            return false
        }
    }
}

func show() {
    MainActor.assumeIsolated { console.screenLines.forEach { print($0) } }
}

switch arguments.first {
case "--script":
    guard arguments.count == 2 else {
        FileHandle.standardError.write(Data("error: --script needs a list of commands\n\(usage)\n".utf8))
        exit(2)
    }
    for command in arguments[1].split(separator: ",").map(String.init) {
        print("> \(command)")
        guard run(command) else { exit(1) }
    }
    show()
case nil:
    show()
    while true {
        print("> ", terminator: "")
        guard let line = readLine() else { break }
        let command = line.trimmingCharacters(in: .whitespaces)
        if command.isEmpty { continue }
        if ["quit", "q"].contains(command) { break }
        if run(command) { show() }
    }
default:
    print(usage)
    exit(arguments.first == "--help" || arguments.first == "-h" ? 0 : 2)
}
