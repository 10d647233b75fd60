/// Calls, in any file, of the methods an app adds to UIKit's screens (``NavigationWrappers``'s
/// shared ones): `container.embed(child: tabs)` shows `tabs` wherever it is written; and of the
/// methods presenting on a view controller they are given (``ReceiverHelpers``), in bodies
/// naming no navigation of their own.
enum SharedWrappers {
    /// A file that may call a shared wrapper (one the first pass parsed for the DSL too: a
    /// coordinator's `.start()` is enough): its input's index, path and text.
    struct File: Sendable {
        var index: Int
        var path: String
        var text: String
    }

    /// The UIKit facts, by input index, of the `files` that call a shared wrapper one of `read`
    /// declares, read again (or for the first time) with the wrappers known; empty when none
    /// is declared.
    /// - Parameters:
    ///   - files: The files that may call one.
    ///   - read: The UIKit facts read so far, by input index.
    ///   - aliases: The type aliases of files not parsed (``Prefilter/Declarations/aliases``),
    ///     through which subclasses inherit a wrapper's class.
    static func callers(in files: [File], given read: [Int: UIKitFileFacts],
                        aliases: [String: [String]] = [:]) -> [Int: UIKitFileFacts] {
        var all = read
        var readAgain: [Int: UIKitFileFacts] = [:]
        var known = NavigationWrappers()
        // A caller may hand what it is given to a wrapper, and so be one (a subclass's
        // initialiser handing its children up): its own callers are read in a next round, for
        // chains of a few steps.
        for _ in 0..<3 {
            let ordered = all.sorted { $0.key < $1.key }.map(\.value)
            // A body calling a method that presents on what it is given is read too, for the call.
            let shared = ordered.reduce(NavigationWrappers()) { $0.merging($1.sharedWrappers) }
                .adding(ordered.flatMap(\.receiverHelpers))
                .knowing(ordered.flatMap(\.types), aliases: aliases)
            let added = shared.excluding(known)
            guard !added.isEmpty else { break }
            known = shared
            let calling = files.filter { file in
                file.text.utf8.withContiguousStorageIfAvailable { added.mayBeCalled(in: $0) } ?? true
            }
            let facts = Parallel.map(calling) { UIKitReader.facts(path: $0.path, text: $0.text, shared: shared) }
            for (index, fileFacts) in zip(calling.map(\.index), facts) {
                all[index] = fileFacts
                readAgain[index] = fileFacts
            }
        }
        return readAgain
    }

    /// `files` without the wrappers' own UIKit calls that their callers tell (a helper's
    /// `addChild(child)`, which shows whatever it is given); the calls its own type makes
    /// through it, which stand at the same place, stay, where they were made when other types
    /// call it too (`viewRouter.navigate(to: detail, from: self)`): then it is the type's API,
    /// each caller choosing its screen, not a few alternatives of one call.
    ///
    /// A helper read as showing its parameter for the type it is declared with
    /// (``UIKitCallFact/declaredParameter``) stands for its callers' screens only when a
    /// class of the app inherits that type (a base class, `MoppViewController`); else the
    /// declared type is its screen, beside what its callers show where they stand. Its own call
    /// no caller told shows the declared type too.
    /// - Parameters:
    ///   - files: The app's UIKit facts.
    ///   - skimmed: The superclass of each class in the files not parsed, by name.
    static func withoutToldCalls(_ files: [UIKitFileFacts], inheriting skimmed: [String: String] = [:]) -> [UIKitFileFacts] {
        let told = files.reduce(into: Set<SourcePosition>()) { $0.formUnion($1.toldHelpers) }
        let calledByOthers = files.reduce(into: Set<SourcePosition>()) { $0.formUnion($1.helpersCalledByOthers) }
        // Only a helper read for its parameter's declared type asks what the app's classes inherit.
        let asks = files.contains { $0.calls.contains { $0.declaredParameter != nil } }
        let inherited = !asks ? [] : files.reduce(into: Set(skimmed.values)) { all, file in
            for type in file.types { all.formUnion(type.inherited.map { TypeNames.lastComponent(of: $0) }) }
        }
        return files.map { file in
            var file = file
            file.calls.removeAll { call in
                guard told.contains(call.position) else { return false }
                guard let declared = call.declaredParameter else { return showsWhatItIsGiven(call) }
                return inherited.contains(declared.type)
            }
            for index in file.calls.indices {
                if let declared = file.calls[index].declaredParameter {
                    file.calls[index].targets = declared.untoldTargets
                    file.calls[index].declaredParameter = nil
                }
                guard calledByOthers.contains(file.calls[index].position), let made = file.calls[index].madeAt else { continue }
                file.calls[index].position = made
                file.calls[index].standsAtHelper = false
            }
            return file
        }
    }

    /// Whether `call` shows a parameter, `self`, or (in a property's observer) the property, as a
    /// wrapper's own UIKit call does.
    private static func showsWhatItIsGiven(_ call: UIKitCallFact) -> Bool {
        guard let given = NavigationWrappers.given(by: call) else { return false }
        let shown = given.shown
        if case .parameter = shown { return true }
        if case .property = shown { return true }
        // A coordinator's screen read through its property (`child.presentedViewController`).
        if case .valueProperty(let base, _) = shown, case .parameter = NavigationWrappers.unwrapped(base).shown { return true }
        // A container built around what it is given (`SheetContainerViewController(child: given)`);
        // not a caller's call drawn there, building a screen of its own around its own parameter.
        if !call.standsAtHelper, case .built(_, let arguments) = shown, !NavigationWrappers.handedParameters(arguments).isEmpty {
            return true
        }
        // A hosting helper's view built by the closure it is given (`builder()`).
        if given.hosts != nil, case .method(_, let arguments) = shown, arguments.isEmpty { return true }
        return shown == .type(call.owner)
    }
}
