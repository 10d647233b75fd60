import Foundation
import Testing

/// `--module NAME=PATH` tells the scanner which target each file belongs to.
@Suite struct ModuleOptionTests {
    static let corpus = "Toolchain/Tests/ScannerCorpora/TwoModules"

    @Test func collidingNamesBecomeOneScreenPerModule() throws {
        let result = try CLIRunner.run(["scan", Self.corpus, "--format", "json", "--output", "-",
                                        "--module", "Home=\(Self.corpus)/Sources/Home",
                                        "--module", "Settings=\(Self.corpus)/Sources/Settings"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""id": "Home.Flows.home""#))
        #expect(result.stdout.contains(#""id": "Settings.Flows.home""#))
        #expect(!result.stdout.contains(#""id": "Flows.home""#))
    }

    /// Two targets outside `Sources/`: their folders are read as modules, a note names them and
    /// the option; naming the modules with it silences the note.
    @Test func aTypeDeclaredInTwoFoldersIsTwoModulesUnlessTheOptionSaysOtherwise() throws {
        let folders = "Toolchain/Tests/ScannerCorpora/TwoFolders"
        let split = try CLIRunner.run(["scan", folders, "--format", "json", "--output", "-"])
        #expect(split.status == 0, "\(split.stderr)")
        #expect(split.stdout.contains(#""id": "App.Flows.home""#) && split.stdout.contains(#""id": "Widget.Flows.home""#))
        #expect(split.stderr.contains("\(folders)/App/Flows.swift:3:13: note: 'Flows' is declared twice"), "\(split.stderr)")
        #expect(split.stderr.contains("--module NAME=PATH"))
        let named = try CLIRunner.run(["scan", folders, "--format", "json", "--output", "-",
                                       "--module", "Phone=\(folders)/App", "--module", "Watch=\(folders)/Widget"])
        #expect(named.status == 0)
        #expect(named.stdout.contains(#""id": "Phone.Flows.home""#))
        #expect(!named.stderr.contains("declared twice"), "\(named.stderr)")
    }

    @Test func aValueWithoutNameAndPathIsAUsageError() throws {
        let result = try CLIRunner.run(["check", Self.corpus, "--module", "Home"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--module Home: expected NAME=PATH"))
    }
}
