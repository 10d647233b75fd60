/// Objective-C methods that show the view controller they are given (`- (void)makeContentControllerCurrent:
/// (UIViewController *)controller { … addChildViewController:controller … }`), recorded as the
/// wrappers Swift code calls them through (``NavigationWrappers``), under the names Swift imports
/// them with (`makeContentControllerCurrent(_:)`, `showContentStack(withRootController:animated:)`);
/// a method handing its own parameter to such a method in the same class
/// (`[self makeContentControllerCurrent:controller]`) is one too.
struct ObjCWrappers {
    /// A method read: its selector's keywords, its parameters, its body, and the UIKit calls in it.
    struct Method {
        var owner: String
        var keywords: [String]
        var parameters: [(name: String, type: String?)]
        var body: Range<Int>
        var calls: [UIKitCallFact]
        /// Whether it is declared `void`: one returning a value is a factory, whose callers use
        /// what it builds and whose own navigation stands in it.
        var isVoid = false

        /// The selector as Objective-C writes it (`showContentStackWithRootController:animated:`).
        var selector: String { keywords.map { "\($0):" }.joined() }
    }

    /// The Swift name of a selector: its base name and argument labels, as Swift's importer
    /// splits the first keyword before its last preposition (`nil` label: `_`).
    static func swiftName(of keywords: [String]) -> (base: String, labels: [String?])? {
        guard let first = keywords.first else { return nil }
        let others: [String?] = keywords.dropFirst().map { $0 }
        guard let base = ObjCSwiftNames.baseNames(of: first).first else { return (first, [nil] + others) }
        let rest = first.dropFirst(base.count)
        return (base, [rest.prefix(1).lowercased() + rest.dropFirst()] + others)
    }

    /// The wrappers `methods` declare, read in rounds so that a method forwarding to another
    /// method of its class that is one becomes one too (three rounds at most).
    /// - Parameters:
    ///   - methods: The file's methods.
    ///   - source: The file's tokens.
    ///   - path: The file's path, for where a forwarding send stands.
    static func wrappers(of methods: [Method], source: ObjCTokens, path: String) -> NavigationWrappers {
        var found = NavigationWrappers()
        var actions: [String: UIKit.Action] = [:]
        for _ in 0..<3 {
            var added = false
            for method in methods where actions[method.selector] == nil {
                guard let (base, labels) = swiftName(of: method.keywords), labels.count == method.parameters.count else { continue }
                let parameters = zip(labels, method.parameters).map { label, parameter in
                    NavigationWrappers.Parameter(label: label, name: parameter.name, type: parameter.type)
                }
                for call in method.calls + forwarded(by: method, to: actions, source: source, path: path)
                    where found.add(call, in: base, parameters: parameters, isPrivate: false) {
                    actions[method.selector] = call.action
                    added = true
                }
            }
            if !added { break }
        }
        return found
    }

    /// A method of the class showing one of its parameters through its own UIKit call: a send of
    /// it to `self` in the class (`[self presentViewController:login fromController:top
    /// completion:nil]`) shows the argument, where it is sent, as a Swift caller's call does.
    struct SelfWrapper {
        /// The index of the parameter shown.
        var parameter: Int
        var action: UIKit.Action
        /// Whether it puts the parameter in a navigation controller of its own first.
        var embeds: Bool
        /// Where its own UIKit call stands, which its callers tell.
        var position: SourcePosition
        /// Whether another file declares it (a category's method): a send of it stands where it
        /// is sent, as a call of a helper shared by many types does; a send of one of the class's
        /// own stands at the method's UIKit call, one alternative of it for each caller.
        var isShared = false
    }

    /// The `void` methods of `methods` whose own UIKit call shows one of their parameters, by
    /// selector, read in rounds so that a method handing its parameter to another of them
    /// (`ar_addChildViewController:atFrame:` to `ar_addChildViewController:inView:atFrame:`) is one too.
    /// - Parameters:
    ///   - methods: The file's methods.
    ///   - source: The file's tokens.
    ///   - path: The file's path, for where a forwarding send stands.
    static func selfWrappers(of methods: [Method], source: ObjCTokens, path: String) -> [String: SelfWrapper] {
        var found: [String: SelfWrapper] = [:]
        for _ in 0..<3 {
            let actions = found.mapValues(\.action)
            var added = false
            for method in methods where method.isVoid && found[method.selector] == nil {
                for call in method.calls + forwarded(by: method, to: actions, source: source, path: path) {
                    guard var shown = call.targets?.first?.unfollowed else { continue }
                    var embeds = false
                    if case .embedded(let inner) = shown {
                        shown = inner.unfollowed
                        embeds = true
                    }
                    guard case .parameter(let name) = shown, let index = method.parameters.firstIndex(where: { $0.name == name })
                    else { continue }
                    found[method.selector] = SelfWrapper(parameter: index, action: call.action, embeds: embeds,
                                                         position: call.position)
                    added = true
                    break
                }
            }
            if !added { break }
        }
        return found
    }

    /// The sends in `method`'s body handing one of its parameters to a wrapper of its own class
    /// (`[self makeContentControllerCurrent:controller]`), as the UIKit call that wrapper makes.
    private static func forwarded(by method: Method, to actions: [String: UIKit.Action], source: ObjCTokens,
                                  path: String) -> [UIKitCallFact] {
        guard !actions.isEmpty else { return [] }
        let names = Set(method.parameters.map(\.name))
        return method.body.compactMap { index -> UIKitCallFact? in
            guard source.tokens[index].isSymbol("["), let send = ObjCMessage(source, at: index), let action = actions[send.selector],
                  send.receiver.count == 1, source.tokens[send.receiver.lowerBound].text == "self",
                  let first = send.arguments.first, first.count == 1, names.contains(source.tokens[first.lowerBound].text)
            else { return nil }
            let token = source.tokens[index]
            return UIKitCallFact(action: action, owner: method.owner, method: method.keywords[0],
                                 targets: [.parameter(source.tokens[first.lowerBound].text)], receiver: "self", receiverTarget: nil,
                                 segue: nil, animated: false, text: "[self \(send.selector)]",
                                 position: SourcePosition(file: path, line: token.line, column: token.column), assignment: nil)
        }
    }
}
