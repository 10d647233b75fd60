import ArgumentParser
import FlowGraphScanner

/// `--module NAME=PATH`: which module the files under a path belong to, so that two targets
/// declaring the same names map to separate screens. Shared by every command that scans.
struct ModuleArguments: ParsableArguments {
    @Option(name: .customLong("module"),
            help: """
                NAME=PATH: the files at or under PATH belong to module NAME (repeatable). Without it, \
                modules are read from Sources/<Module>/, Tests/<Target>/ and Samples/<App>/<Target>/, \
                and a type declared in two other files makes the folders that tell them apart two modules.
                """)
    var modules: [String] = []

    /// The assignments, checked before any scanning.
    func assignments() throws -> [ModuleAssignment] {
        try modules.map { value in
            guard let assignment = ModuleAssignment(argument: value) else {
                throw ValidationError("--module \(value): expected NAME=PATH")
            }
            return assignment
        }
    }

    func validate() throws {
        _ = try assignments()
    }
}
