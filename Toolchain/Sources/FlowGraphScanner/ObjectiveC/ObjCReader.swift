/// Reads an Objective-C implementation file (`.m`) into the UIKit reader's facts: the classes
/// it implements (with what their `@interface` in the file says: superclass, properties, and
/// the return types of their methods), and the navigation message sends in their methods
/// (`pushViewController:animated:`, `presentViewController:animated:completion:`,
/// `[[X alloc] init…]`, locals, `self.property`, `[self makeDetail]`). The UIKit assembler
/// resolves them with the Swift files' facts, so a screen written in Objective-C and one in
/// Swift are one node, and an unresolvable send is a note, never a guess.
enum ObjCReader {
    /// The facts of one file; none for a file that implements nothing.
    /// - Parameters:
    ///   - path: The file's path, for positions.
    ///   - text: Its text.
    ///   - shared: Other files' methods showing a parameter (``UIKitFileFacts/objcWrappers``),
    ///     whose sends to `self` here show their argument, as the file's own do.
    ///   - constants: Other files' string constants (``UIKitFileFacts/objcStringConstants``),
    ///     which name storyboard identifiers and segues here.
    static func facts(path: String, text: String, shared: [String: ObjCWrappers.SelfWrapper] = [:],
                      constants: [String: String] = [:]) -> UIKitFileFacts {
        let source = ObjCTokens(text, shared: constants)
        var reader = Walk(source: source, path: path, shared: shared)
        reader.read()
        if constants.isEmpty { reader.facts.objcStringConstants = source.stringConstants }
        return reader.facts
    }

    /// The UIKit facts of the Objective-C `files` that send `self` a method another file
    /// declares showing a parameter (a category's `ar_addChildViewController:atFrame:`), or hand a
    /// storyboard identifier or a segue's as a string constant another file declares, read again
    /// with those methods and constants known, by input index; empty when no file declares one.
    /// - Parameters:
    ///   - files: The Objective-C files, with their input indices, paths and texts.
    ///   - read: Their facts from the first reading.
    static func sendersOfShared(_ files: [(index: Int, path: String, text: String)],
                                given read: [Int: UIKitFileFacts]) -> [Int: UIKitFileFacts] {
        let ordered = read.sorted { $0.key < $1.key }.map(\.value)
        let shared = ordered.reduce(into: [String: ObjCWrappers.SelfWrapper]()) { $0.merge($1.objcWrappers) { first, _ in first } }
        let constants = ordered.reduce(into: [String: String]()) { $0.merge($1.objcStringConstants) { first, _ in first } }
        guard !shared.isEmpty || !constants.isEmpty else { return [:] }
        let sent = Self.needles(for: shared.keys)
        // A constant matters where an identifier is handed over: a scene instantiated, a segue performed.
        let named = ByteNeedles(constants.keys.map { ByteToken($0) })
        let sending = files.filter { file in
            // A file sending only the helpers it declares itself read them the first time.
            let own = read[file.index]?.objcWrappers ?? [:]
            let others = own.isEmpty ? sent : Self.needles(for: shared.keys.filter { own[$0] == nil })
            var text = file.text
            return text.withUTF8 { bytes in
                others.found(in: bytes)
                    || (!constants.isEmpty && identifierTaking.found(in: bytes) && named.found(in: bytes))
            }
        }
        let reread = Parallel.map(sending.map { ($0.path, $0.text) }) { file in
            Self.facts(path: file.0, text: file.1, shared: shared, constants: constants)
        }
        return Dictionary(zip(sending.map(\.index), reread), uniquingKeysWith: { first, _ in first })
    }

    /// The first keywords of `selectors`, which a send of any of them holds.
    private static func needles(for selectors: some Sequence<String>) -> ByteNeedles {
        ByteNeedles(Set(selectors.compactMap { $0.split(separator: ":").first.map(String.init) }).map { ByteToken($0) })
    }

    /// Selectors handed a storyboard identifier or a segue's.
    private static let identifierTaking = ByteNeedles([ByteToken("instantiateViewControllerWithIdentifier"),
                                                       ByteToken("performSegueWithIdentifier")])

    /// `files` with the calls of each class's own helpers that a header declares (its API:
    /// `- (void)presentViewController:(UIViewController *)c fromController:(UIViewController *)f
    /// completion:…` in `OEXRouter.h`) standing where they are sent again, as a helper other types
    /// call does; a helper no header declares stays a private one, its sends drawn at its call.
    static func publicHelpersStandAtSends(_ files: [Int: UIKitFileFacts]) -> [Int: UIKitFileFacts] {
        let declared = files.values.reduce(into: Set<String>()) { $0.formUnion($1.declaredSelectors) }
        guard !declared.isEmpty else { return files }
        return files.mapValues { file in
            var file = file
            file.helpersCalledByOthers.formUnion(file.objcWrappers.filter { declared.contains($0.key) }.map(\.value.position))
            return file
        }
    }

    /// Selectors that navigate, with the action each performs; the first keyword's argument is
    /// the target for those that have one.
    static let selectors: [String: (action: UIKit.Action, hasTarget: Bool)] = [
        "pushViewController:animated:": (.push, true),
        "presentViewController:animated:completion:": (.present, true),
        "showViewController:sender:": (.show, true),
        "showDetailViewController:sender:": (.showDetail, true),
        "setViewControllers:animated:": (.setViewControllers, true),
        "popViewControllerAnimated:": (.pop, false),
        "popToRootViewControllerAnimated:": (.popToRoot, false),
        "popToViewController:animated:": (.popTo, true),
        "dismissViewControllerAnimated:completion:": (.dismiss, false),
        "performSegueWithIdentifier:sender:": (.performSegue, false),
        "addChildViewController:": (.addChild, true),
        // A page view controller's pages (`setViewControllers:@[page] direction:… animated:… completion:…`).
        "setViewControllers:direction:animated:completion:": (.setViewControllers, true),
    ]

    /// Words that qualify a declared type without being it (`nullable DetailViewController *`).
    static let qualifiers: Set<String> = [
        "nonatomic", "atomic", "strong", "weak", "copy", "assign", "retain", "readonly", "readwrite", "nullable",
        "nonnull", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull",
        "__weak", "__strong", "__block", "__kindof", "__unsafe_unretained", "__autoreleasing",
        "const", "IBOutlet", "unsafe_unretained", "class",
    ]

    /// One pass over a file's tokens.
    private struct Walk {
        let source: ObjCTokens
        let path: String
        var facts = UIKitFileFacts()
        /// Types by name, merged from `@interface` and `@implementation`.
        var types: [String: UIKitTypeFact] = [:]
        /// The methods taking parameters, for the wrappers among them.
        var methods: [ObjCWrappers.Method] = []
        /// Every method's body: its class, first keyword, parameters and tokens, read again when
        /// the class sends `self` one of its wrappers.
        var bodies: [(owner: String, method: String, parameters: [(name: String, type: String?)], range: Range<Int>)] = []
        var order: [String] = []
        /// Other files' methods showing a parameter, by selector.
        let shared: [String: ObjCWrappers.SelfWrapper]

        init(source: ObjCTokens, path: String, shared: [String: ObjCWrappers.SelfWrapper]) {
            self.source = source
            self.path = path
            self.shared = shared
        }

        var tokens: [ObjCTokens.Token] { source.tokens }

        mutating func read() {
            var index = 0
            while index < tokens.count {
                guard tokens[index].isSymbol("@"), index + 2 < tokens.count, tokens[index + 2].kind == .identifier else {
                    index += 1
                    continue
                }
                let keyword = tokens[index + 1].text
                let name = tokens[index + 2].text
                let end = self.end(from: index + 3)
                switch keyword {
                case "interface": readInterface(name, in: (index + 3)..<end)
                case "implementation": readImplementation(name, in: (index + 3)..<end)
                default: break
                }
                index = keyword == "interface" || keyword == "implementation" ? end : index + 1
            }
            facts.types = order.compactMap { types[$0] }
            facts.sharedWrappers = ObjCWrappers.wrappers(of: methods, source: source, path: path).shared
            let own = ObjCWrappers.selfWrappers(of: methods, source: source, path: path)
            facts.objcWrappers = own
            let selfWrappers = own.merging(shared.mapValues { wrapper in
                var wrapper = wrapper
                wrapper.isShared = true
                return wrapper
            }) { own, _ in own }
            guard !selfWrappers.isEmpty else { return }
            facts.calls = bodies.flatMap { body in
                var reading = ObjCMethodBody(source: source, range: body.range, parameters: body.parameters)
                return reading.calls(owner: body.owner, method: body.method, path: path, wrappers: selfWrappers)
            }
            // A wrapper sent to `self` is told by those sends; one only Swift calls keeps its own call.
            let sent = Set(facts.calls.map(\.text))
            facts.toldHelpers.formUnion(own.filter { sent.contains("[self \($0.key)]") }.map(\.value.position))
        }

        /// The index of the `@end` closing a block that starts at `start`, or the file's end.
        func end(from start: Int) -> Int {
            var index = start
            while index + 1 < tokens.count {
                if tokens[index].isSymbol("@"), tokens[index + 1].kind == .identifier, tokens[index + 1].text == "end" {
                    return index
                }
                index += 1
            }
            return tokens.count
        }

        mutating func type(_ name: String, at token: ObjCTokens.Token) -> UIKitTypeFact {
            if let known = types[name] { return known }
            order.append(name)
            return UIKitTypeFact(name: name, inherited: [], isExtension: false, properties: [:], methods: [:],
                                 position: position(token))
        }

        func position(_ token: ObjCTokens.Token) -> SourcePosition {
            SourcePosition(file: path, line: token.line, column: token.column)
        }

        /// `@interface Name : Super <Protocols>` or a class extension `@interface Name ()`, and
        /// its `@property` declarations.
        mutating func readInterface(_ name: String, in range: Range<Int>) {
            var fact = type(name, at: tokens[range.lowerBound - 1])
            if range.count >= 2, tokens[range.lowerBound].isSymbol(":"), tokens[range.lowerBound + 1].kind == .identifier {
                fact.inherited = [tokens[range.lowerBound + 1].text]
            }
            var index = range.lowerBound
            while index + 1 < range.upperBound {
                // `- (void)present:(UIViewController *)c from:(UIViewController *)f;` in a header: the class's API.
                if path.hasSuffix(".h"), tokens[index].isSymbol("-") || tokens[index].isSymbol("+"), tokens[index + 1].isSymbol("("),
                   let closeType = source.closing(index + 1),
                   let semicolon = (closeType..<range.upperBound).first(where: { tokens[$0].isSymbol(";") }) {
                    let keywords = keywords(in: (closeType + 1)..<semicolon)
                    if !keywords.isEmpty { facts.declaredSelectors.insert(keywords.map { "\($0):" }.joined()) }
                    index = semicolon + 1
                    continue
                }
                if tokens[index].isSymbol("@"), tokens[index + 1].text == "property",
                   let semicolon = (index..<range.upperBound).first(where: { tokens[$0].isSymbol(";") }) {
                    let names = (index + 2..<semicolon).map { tokens[$0] }.filter {
                        $0.kind == .identifier && !ObjCReader.qualifiers.contains($0.text)
                    }
                    // `(nonatomic, strong) DetailViewController *detail`: the attributes are
                    // qualifiers, then the type, then the name.
                    if names.count >= 2, let declared = names.first, let property = names.last {
                        fact.properties[property.text] = .type(declared.text)
                    }
                    index = semicolon
                }
                index += 1
            }
            types[name] = fact
        }

        /// The methods of `@implementation Name`: their return types, and the navigation in their bodies.
        mutating func readImplementation(_ name: String, in range: Range<Int>) {
            var fact = type(name, at: tokens[range.lowerBound - 1])
            var index = range.lowerBound
            while index < range.upperBound {
                let token = tokens[index]
                // A method: `- (ReturnType *)selector…{` at the implementation's top level.
                guard token.isSymbol("-") || token.isSymbol("+"), index + 1 < range.upperBound, tokens[index + 1].isSymbol("("),
                      let closeType = source.closing(index + 1), closeType + 1 < range.upperBound,
                      tokens[closeType + 1].kind == .identifier else {
                    if token.isSymbol("{"), let close = source.closing(index) { index = close }
                    index += 1
                    continue
                }
                let selector = tokens[closeType + 1].text
                let returned = (index + 2..<closeType).map { tokens[$0] }
                    .first { $0.kind == .identifier && !ObjCReader.qualifiers.contains($0.text) }?.text
                if let returned, !["void", "id", "instancetype", "BOOL", "NSInteger", "CGFloat"].contains(returned) {
                    fact.methods[selector] = .type(returned)
                }
                guard let open = (closeType..<range.upperBound).first(where: { tokens[$0].isSymbol("{") || tokens[$0].isSymbol(";") }),
                      tokens[open].isSymbol("{"), let close = source.closing(open) else {
                    index = closeType + 1
                    continue
                }
                let parameters = self.parameters(in: (closeType + 1)..<open)
                if !parameters.isEmpty { fact.methodParameters[selector] = parameters.map(\.name) }
                // `- (UIViewController *)makeRoot`: UIKit's base says nothing, the one value returned may.
                if let returned, UIKit.isGenericContainer(returned) {
                    var reading = ObjCMethodBody(source: source, range: (open + 1)..<close, parameters: parameters)
                    if let only = reading.onlyReturned() { fact.methods[selector] = only }
                }
                if selector == "prepareForSegue" {
                    fact.preparedSegues.merge(ObjCPreparedSegues.destinations(in: (open + 1)..<close, of: source)) { first, _ in first }
                }
                var body = ObjCMethodBody(source: source, range: (open + 1)..<close, parameters: parameters)
                let calls = body.calls(owner: name, method: selector, path: path)
                facts.calls += calls
                bodies.append((name, selector, parameters, (open + 1)..<close))
                if !parameters.isEmpty {
                    methods.append(ObjCWrappers.Method(owner: name, keywords: keywords(in: (closeType + 1)..<open), parameters: parameters,
                                                       body: (open + 1)..<close, calls: calls, isVoid: returned == "void"))
                }
                index = close + 1
            }
            types[name] = fact
        }

        /// A method's selector keywords, from its `keyword:(Type *)name` parts.
        func keywords(in selector: Range<Int>) -> [String] {
            selector.filter { tokens[$0].isSymbol(":") && $0 > selector.lowerBound && tokens[$0 - 1].kind == .identifier }
                .map { tokens[$0 - 1].text }
        }

        /// A method's parameters, from its selector's `keyword:(Type *)name` parts.
        func parameters(in selector: Range<Int>) -> [(name: String, type: String?)] {
            var found: [(name: String, type: String?)] = []
            var index = selector.lowerBound
            while index < selector.upperBound {
                guard tokens[index].isSymbol(":") else {
                    index += 1
                    continue
                }
                var type: String?
                var next = index + 1
                if next < selector.upperBound, tokens[next].isSymbol("("), let close = source.closing(next), close < selector.upperBound {
                    type = (next + 1..<close).map { tokens[$0] }
                        .first { $0.kind == .identifier && !ObjCReader.qualifiers.contains($0.text) }?.text
                    next = close + 1
                }
                if next < selector.upperBound, tokens[next].kind == .identifier { found.append((tokens[next].text, type)) }
                index = next
            }
            return found
        }
    }
}
