/// One Objective-C method body: its locals, as far as assignments tell them, and the message
/// sends and assignments in it that navigate.
struct ObjCMethodBody {
    let source: ObjCTokens
    let range: Range<Int>
    /// What each local was set to before the token being read: the declared type and the
    /// tokens of each expression assigned (several in the branches of an `if` or a `switch`).
    private var locals: [String: (type: String?, values: [Range<Int>])] = [:]

    /// How many locals a target is followed through before it counts as unknown: a chain this
    /// long is rare, and `a = b; b = a` must end.
    private static let maximumSteps = 8

    /// The method's parameters, with their declared types.
    private let parameters: [String: String?]

    /// A body of `source` spanning `range` (without its braces).
    /// - Parameters:
    ///   - source: The file's tokens.
    ///   - range: The body's tokens.
    ///   - parameters: The method's parameters and their declared types.
    init(source: ObjCTokens, range: Range<Int>, parameters: [(name: String, type: String?)] = []) {
        self.source = source
        self.range = range
        self.parameters = Dictionary(parameters.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
    }

    private var tokens: [ObjCTokens.Token] { source.tokens }

    /// The navigation in the body, in source order.
    /// - Parameters:
    ///   - owner: The class implementing the method.
    ///   - method: The method's first selector keyword.
    ///   - path: The file's path.
    ///   - wrappers: The class's methods showing a parameter, by selector, whose sends to `self`
    ///     show their argument where they are sent.
    mutating func calls(owner: String, method: String, path: String,
                        wrappers: [String: ObjCWrappers.SelfWrapper] = [:]) -> [UIKitCallFact] {
        var found: [UIKitCallFact] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, index + 1 < range.upperBound {
                recordLocal(at: index)
                // `window.rootViewController = …` and `tabs.viewControllers = @[…]`.
                if index > range.lowerBound, tokens[index - 1].isSymbol("."), isAssignment(at: index + 1),
                   let assignment = assignment(named: token.text),
                   assignment != .windowRoot || setsWindowRoot(before: index - 1, owner: owner) {
                    let receiverTokens = self.receiver(before: index - 1)
                    found.append(assigning(assignment, value: (index + 2)..<statementEnd(from: index + 2), on: receiverTokens,
                                           text: "\(text(of: receiverTokens)).\(token.text) = …", at: token, owner: owner,
                                           method: method, path: path))
                }
            }
            if token.isSymbol("["), let send = ObjCMessage(source, at: index),
               let call = navigation(sent: send, at: token, owner: owner, method: method, path: path, wrappers: wrappers) {
                found.append(call)
            }
            index += 1
        }
        return found
    }

    /// The navigation a message send makes: a setter sent (`[window setRootViewController:root]`,
    /// `[tabs setViewControllers:@[a, b]]`), a selector that navigates, or a wrapper sent to `self`;
    /// `nil` for any other send.
    /// - Parameters:
    ///   - send: The message send.
    ///   - token: Its opening bracket.
    ///   - owner: The class making it.
    ///   - method: The method it is made in.
    ///   - path: The file's path.
    ///   - wrappers: The methods showing a parameter, by selector (``calls(owner:method:path:wrappers:)``).
    private func navigation(sent send: ObjCMessage, at token: ObjCTokens.Token, owner: String, method: String, path: String,
                            wrappers: [String: ObjCWrappers.SelfWrapper]) -> UIKitCallFact? {
        if send.arguments.count == 1, send.selector.hasPrefix("set"), send.selector.hasSuffix(":"),
           let assignment = assignment(named: send.selector.dropFirst(3).prefix(1).lowercased() + send.selector.dropFirst(4).dropLast()),
           assignment != .windowRoot || UIKit.setsWindowRoot(receiver: names(in: send.receiver), owner: owner) {
            return assigning(assignment, value: send.arguments[0], on: send.receiver,
                             text: "[\(text(of: send.receiver)) \(send.selector)]", at: token, owner: owner, method: method, path: path)
        }
        if let known = ObjCReader.selectors[send.selector] {
            let first = send.arguments.first
            let targets: [TargetExpression]? = !known.hasTarget ? nil
                : known.action == .setViewControllers ? first.map { elements(of: $0).map { target($0, steps: 0) } }
                : first.map { [target($0, steps: 0)] }
            let animated = send.argument(containing: "nimated").map { !tokens[$0].contains { $0.text == "NO" } } ?? true
            // `@"showDetail"`, or a constant the file declares (`SWSegueRearIdentifier`).
            let segue = known.action != .performSegue ? nil : first.flatMap(source.stringValue(of:))
            return UIKitCallFact(
                action: known.action, owner: owner, method: method, targets: targets,
                receiver: text(of: send.receiver), receiverTarget: nil, segue: segue, animated: animated,
                text: "[\(text(of: send.receiver)) \(send.selector)]", position: position(token, path), assignment: nil)
        }
        guard let wrapper = wrappers[send.selector], send.receiver.count == 1, tokens[send.receiver.lowerBound].text == "self",
              wrapper.parameter < send.arguments.count else { return nil }
        let shown = target(send.arguments[wrapper.parameter], steps: 0)
        var call = UIKitCallFact(
            action: wrapper.action, owner: owner, method: method, targets: [wrapper.embeds ? .embedded(shown) : shown],
            receiver: "self", receiverTarget: nil, segue: nil, animated: true,
            text: "[self \(send.selector)]", position: position(token, path), assignment: nil)
        // The class's own helper: each send is one alternative of its UIKit call, drawn there,
        // unless a header makes it the class's API (``ObjCReader/publicHelpersStandAtSends(_:)``).
        if !wrapper.isShared {
            (call.madeAt, call.position, call.standsAtHelper) = (call.position, wrapper.position, true)
        }
        return call
    }

    /// What the body's one `return` returns, read with the locals set before it; `nil` when it
    /// has none or several, or when what it returns cannot be told.
    mutating func onlyReturned() -> TargetExpression? {
        var returned: [TargetExpression] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier {
                if token.text == "return" {
                    returned.append(target((index + 1)..<statementEnd(from: index + 1), steps: 0))
                } else if index + 1 < range.upperBound {
                    recordLocal(at: index)
                }
            }
            index += 1
        }
        guard returned.count == 1, returned[0] != .unknown else { return nil }
        return returned[0]
    }

    // MARK: - Locals

    /// `Type *name = value;` or `name = value;` at `index`: what `name` holds from here on.
    private mutating func recordLocal(at index: Int) {
        // Declared: `DetailViewController *detail = …` (or without a value), a block's parameter
        // (`^(DetailViewController * _Nullable detail)`) past its qualifiers.
        if index + 2 < range.upperBound, tokens[index + 1].isSymbol("*") {
            var nameIndex = index + 2
            // A word is a qualifier only when a name follows it (a local may be called `copy`).
            while nameIndex + 1 < range.upperBound, ObjCReader.qualifiers.contains(tokens[nameIndex].text),
                  tokens[nameIndex + 1].kind == .identifier { nameIndex += 1 }
            guard tokens[nameIndex].kind == .identifier else { return }
            let name = tokens[nameIndex].text
            let value = nameIndex + 1 < range.upperBound && isAssignment(at: nameIndex + 1)
                ? [(nameIndex + 2)..<statementEnd(from: nameIndex + 2)] : []
            locals[name] = (tokens[index].text, value)
            return
        }
        // A property of `self` set in the body (`self.root = [Factory make…]; window.rootViewController
        // = self.root;`) holds that value for the rest of it, as a local does.
        if index >= range.lowerBound + 2, tokens[index - 1].isSymbol("."), tokens[index - 2].text == "self",
           index == range.lowerBound + 2 || !tokens[index - 3].isSymbol("."), isAssignment(at: index + 1) {
            let name = Self.ownProperty(tokens[index].text)
            locals[name] = (nil, (locals[name]?.values ?? []) + [(index + 2)..<statementEnd(from: index + 2)])
            return
        }
        // Assigned: `detail = …`, not a member (`self.detail = …`) nor a comparison. A reader
        // without a grammar cannot tell branches from a sequence, so each value assigned before
        // a use is one the use may see: `if (…) { vc = a; } else { vc = b; }`.
        // (The name of a declaration, after its `*`, was recorded with its type.)
        guard isAssignment(at: index + 1),
              index == range.lowerBound || !(tokens[index - 1].isSymbol(".") || tokens[index - 1].isSymbol("*")) else { return }
        let name = tokens[index].text
        locals[name] = (locals[name]?.type, (locals[name]?.values ?? []) + [(index + 2)..<statementEnd(from: index + 2)])
    }

    /// The key under which a property of `self` set in the body is kept among its locals (no
    /// local can be named so).
    private static func ownProperty(_ name: String) -> String { "self.\(name)" }

    /// Whether the token at `index` is `=` alone (not `==`, `!=`, `<=`, `>=`).
    private func isAssignment(at index: Int) -> Bool {
        guard index < range.upperBound, tokens[index].isSymbol("=") else { return false }
        if index + 1 < range.upperBound, tokens[index + 1].isSymbol("=") { return false }
        return !["=", "!", "<", ">"].contains { index > range.lowerBound && tokens[index - 1].isSymbol($0) }
    }

    /// The end of the statement starting at `start`: its `;` outside brackets, or the body's end.
    private func statementEnd(from start: Int) -> Int {
        var index = start
        while index < range.upperBound {
            let token = tokens[index]
            if token.isSymbol(";") { return index }
            if token.isSymbol("[") || token.isSymbol("(") || token.isSymbol("{"),
               let close = source.closing(index), close < range.upperBound {
                index = close
            }
            index += 1
        }
        return range.upperBound
    }

    // MARK: - Targets

    /// What the expression in `value` shows.
    private func target(_ value: Range<Int>, steps: Int) -> TargetExpression {
        guard !value.isEmpty, steps <= Self.maximumSteps else { return .unknown }
        let first = tokens[value.lowerBound]
        // A cast: `(DetailViewController *)[storyboard instantiate…]`.
        if first.isSymbol("("), let close = source.closing(value.lowerBound), close + 1 < value.upperBound,
           let cast = (value.lowerBound + 1..<close).map({ tokens[$0] }).first(where: { $0.kind == .identifier }),
           tokens[close - 1].isSymbol("*") {
            return .type(cast.text)
        }
        if value.count == 1, first.kind == .identifier {
            if first.text.hasPrefix("_") { return .property(String(first.text.dropFirst())) }
            // A parameter declared as a screen's own class is that screen; as `id` or a bare
            // UIKit base, it is whatever the callers pass.
            if locals[first.text] == nil, let declared = parameters[first.text] {
                if let declared = Self.screenType(declared) { return .followed(.type(declared)) }
                return .parameter(first.text)
            }
            guard let local = locals[first.text] else { return .unknown }
            // `nil` (a local declared empty, then set in branches) shows nothing.
            var options: [TargetExpression] = []
            for value in local.values where !(value.count == 1 && ["nil", "NULL"].contains(tokens[value.lowerBound].text)) {
                let option = target(value, steps: steps + 1)
                if !options.contains(option) { options.append(option) }
            }
            // Several values are alternatives, drawn all or not at all; one is followed. A class
            // the local is declared with says more than a call that returns it
            // (`KeyViewController *keys = [Theme.shared keysScreen]`), less than one built in place.
            if options.count > 1 { return options.contains(.unknown) ? .unknown : .followed(.oneOf(options)) }
            let declared = Self.screenType(local.type)
            if let only = options.first, only != .unknown {
                if let declared, !Self.isBuiltInPlace(only) { return .followed(.type(declared)) }
                return .followed(only)
            }
            // A container's class says what it is (a receiver's stack); Foundation's values say nothing.
            return local.type.flatMap { UIKit.neverScreens.contains($0) ? nil : .followed(.type($0)) } ?? .unknown
        }
        if value.count == 3, first.text == "self", tokens[value.lowerBound + 1].isSymbol("."),
           tokens[value.lowerBound + 2].kind == .identifier {
            let name = tokens[value.lowerBound + 2].text
            if let set = locals[Self.ownProperty(name)]?.values {
                let options = set.map { target($0, steps: steps + 1) }
                if !options.contains(.unknown) { return options.count == 1 ? .followed(options[0]) : .followed(.oneOf(options)) }
            }
            return .property(name)
        }
        guard first.isSymbol("["), source.closing(value.lowerBound) == value.upperBound - 1,
              let send = ObjCMessage(source, at: value.lowerBound) else { return .unknown }
        return target(of: send, steps: steps)
    }

    /// A declared class naming a screen: not `id`, UIKit's bases and containers, nor Foundation's values.
    private static func screenType(_ declared: String?) -> String? {
        guard let declared, declared != "id", !UIKit.isGenericContainer(declared), !UIKit.neverScreens.contains(declared) else {
            return nil
        }
        return declared
    }

    /// Whether a value is an instance built where it is written (`[[X alloc] init]`, `[X new]`,
    /// a navigation controller around one), not one a call hands back.
    private static func isBuiltInPlace(_ value: TargetExpression) -> Bool {
        switch value {
        case .type, .built: true
        case .embedded(let inner), .followed(let inner), .specialised(let inner, _): isBuiltInPlace(inner)
        case .hosting, .modifiedView, .parameter, .oneOf, .property, .method, .staticMethod, .staticProperty, .valueMethod, .valueProperty,
             .storyboardScene, .sceneNamedBy, .text, .storyboardInitial, .segue, .presented, .unknown:
            false
        }
    }

    /// What a message send returns, where its shape tells.
    private func target(of send: ObjCMessage, steps: Int) -> TargetExpression {
        let receiver = send.receiver
        let keyword = send.selector.split(separator: ":").first.map(String.init) ?? send.selector
        // `[X new]`; Foundation's (`[NSMutableArray new]`, a list filled later) is no screen.
        if send.selector == "new", receiver.count == 1 {
            let type = tokens[receiver.lowerBound].text
            return UIKit.neverScreens.contains(type) ? .unknown : .type(type)
        }
        // `[[X alloc] init…]`, and `[[UINavigationController alloc] initWithRootViewController:root]`.
        if let inner = ObjCMessage(source, at: receiver.lowerBound), inner.selector == "alloc", inner.receiver.count == 1 {
            let type = tokens[inner.receiver.lowerBound].text
            if keyword.hasPrefix("initWithRootViewController"), let root = send.arguments.first {
                return .embedded(target(root, steps: steps + 1))
            }
            // `[[controllerClass alloc] init]`: a `Class` held in a variable names no type; nor is
            // Foundation's value (`[[NSMutableArray alloc] init]`, a list filled later) a screen.
            return TypeNames.looksLikeType(type) && !UIKit.neverScreens.contains(type) ? .type(type) : .unknown
        }
        // `@"settings"`, or a constant this file or another declares (`SettingsNavigationController`).
        if keyword == "instantiateViewControllerWithIdentifier", let identifier = send.arguments.first.flatMap(source.stringValue(of:)) {
            return .storyboardScene(identifier: identifier, storyboard: storyboardName(receiver, steps: steps))
        }
        if keyword == "instantiateInitialViewController" { return .storyboardInitial(storyboard: storyboardName(receiver, steps: steps)) }
        // `[Theme.shared settingsScreen]`: a method of the value a class's property holds.
        if receiver.count == 3, tokens[receiver.lowerBound].text.first?.isUppercase == true,
           tokens[receiver.lowerBound + 1].isSymbol("."), tokens[receiver.lowerBound + 2].kind == .identifier {
            return .valueMethod(of: .staticProperty(type: tokens[receiver.lowerBound].text, name: tokens[receiver.lowerBound + 2].text),
                                name: keyword, arguments: send.arguments.map { target($0, steps: steps + 1) })
        }
        guard receiver.count == 1 else { return .unknown }
        let name = tokens[receiver.lowerBound].text
        let arguments = send.arguments.map { target($0, steps: steps + 1) }
        if name == "self" { return .method(keyword, arguments: arguments) }
        // A class's convenience constructor, named after it as Cocoa names them
        // (`[UIAlertController alertControllerWithTitle:…]`), returns an instance of it; so does
        // any class method of a screen of Apple's, which only an app's category or extension
        // adds to (`[UIActivityViewController otr_linkActivityViewControllerWithURLs:…]`).
        if name.first?.isUppercase == true,
           keyword.hasPrefix(Self.constructorPrefix(of: name)) || UIKit.systemScreens.contains(name) {
            return UIKit.neverScreens.contains(name) ? .unknown : .type(name)
        }
        // Another class method (`[Screens detailForItem:item]`): its declared return type.
        if name.first?.isUppercase == true { return .staticMethod(type: name, name: keyword, arguments: arguments) }
        return .unknown
    }

    /// The storyboard a look-up is sent to, by name, where the code says it:
    /// `[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil]`, inline or held in a local.
    private func storyboardName(_ receiver: Range<Int>, steps: Int) -> String? {
        guard steps <= Self.maximumSteps, !receiver.isEmpty else { return nil }
        if receiver.count == 1, let local = locals[tokens[receiver.lowerBound].text], local.values.count == 1 {
            return storyboardName(local.values[0], steps: steps + 1)
        }
        guard tokens[receiver.lowerBound].isSymbol("["), let send = ObjCMessage(source, at: receiver.lowerBound),
              send.selector.hasPrefix("storyboardWithName:"), send.receiver.count == 1,
              tokens[send.receiver.lowerBound].text == "UIStoryboard" else { return nil }
        return send.arguments.first.flatMap { tokens[$0].first { $0.kind == .string }?.text }
    }

    /// How a convenience constructor of `type` begins: the name without its uppercase prefix,
    /// lowercased (`UIAlertController` → `alertController`, `OTRComposer` → `composer`).
    static func constructorPrefix(of type: String) -> String {
        var name = Substring(type)
        // `UIAlertController`: drop `UI`, the run of capitals before the capital that starts a word.
        while name.count > 2, let first = name.first, let second = name.dropFirst().first, first.isUppercase, second.isUppercase {
            name = name.dropFirst()
        }
        return (name.first?.lowercased() ?? "") + name.dropFirst()
    }

    /// The elements of an array literal `@[a, b]` (or of any bracketed list), each a value.
    private func elements(of value: Range<Int>) -> [Range<Int>] {
        var start = value.lowerBound
        if start < value.upperBound, tokens[start].isSymbol("@") { start += 1 }
        guard start < value.upperBound, tokens[start].isSymbol("["), let close = source.closing(start),
              close < value.upperBound else { return [value] }
        var found: [Range<Int>] = []
        var element = start + 1
        var index = start + 1
        while index < close {
            if tokens[index].isSymbol("[") || tokens[index].isSymbol("("), let inner = source.closing(index) { index = inner }
            if tokens[index].isSymbol(",") {
                found.append(element..<index)
                element = index + 1
            }
            index += 1
        }
        if element < close { found.append(element..<close) }
        return found
    }

    /// The call setting a window's root or a tab bar's children to `value`.
    /// - Parameters:
    ///   - assignment: Which.
    ///   - value: The tokens of the value set.
    ///   - receiverTokens: The tokens of the window or tab bar controller set.
    ///   - text: The call's text, for a note.
    ///   - token: Where it stands.
    ///   - owner: The class making it.
    ///   - method: The method it is made in.
    ///   - path: The file's path.
    private func assigning(_ assignment: UIKitCallFact.Assignment, value: Range<Int>, on receiverTokens: Range<Int>, text: String,
                           at token: ObjCTokens.Token, owner: String, method: String, path: String) -> UIKitCallFact {
        let targets = assignment == .tabs ? elements(of: value).map { target($0, steps: 0) } : [target(value, steps: 0)]
        return UIKitCallFact(
            action: assignment == .tabs ? .setViewControllers : .present, owner: owner, method: method,
            targets: targets, receiver: self.text(of: receiverTokens),
            receiverTarget: receiverTokens.isEmpty ? nil : target(receiverTokens, steps: 0), segue: nil, animated: false,
            text: text, position: position(token, path), assignment: assignment)
    }

    /// The names a receiver is written with (`self.window`), `nil` for none.
    private func names(in receiver: Range<Int>) -> String? {
        let names = tokens[receiver].filter { $0.kind == .identifier }.map(\.text)
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private func assignment(named property: String) -> UIKitCallFact.Assignment? {
        switch property {
        case "rootViewController": .windowRoot
        case "viewControllers": .tabs
        default: nil
        }
    }

    /// Whether the `rootViewController` set after `dot` is a window's (``UIKit/setsWindowRoot(receiver:owner:)``):
    /// its receiver's names (`self.window`; `[[UIApplication sharedApplication] keyWindow]`, a
    /// message send, whose names are all read) as Swift would write them.
    private func setsWindowRoot(before dot: Int, owner: String) -> Bool {
        let sent = dot > range.lowerBound && tokens[dot - 1].isSymbol("]") ? source.opening(dot - 1).flatMap { $0 >= range.lowerBound ? $0..<dot : nil } : nil
        return UIKit.setsWindowRoot(receiver: names(in: sent ?? receiver(before: dot)), owner: owner)
    }

    /// The receiver of `.property` ending just before `dot` (`self.window`, `tabs`).
    private func receiver(before dot: Int) -> Range<Int> {
        var start = dot
        while start > range.lowerBound, tokens[start - 1].kind == .identifier || tokens[start - 1].isSymbol(".") { start -= 1 }
        return start..<dot
    }

    /// The tokens as code, a space only between two words (`self.navigationController`,
    /// `[self navigationController]`).
    private func text(of range: Range<Int>) -> String {
        var text = ""
        for index in range {
            if index > range.lowerBound, tokens[index].kind == .identifier, tokens[index - 1].kind == .identifier { text += " " }
            text += tokens[index].text
        }
        return text
    }

    private func position(_ token: ObjCTokens.Token, _ path: String) -> SourcePosition {
        SourcePosition(file: path, line: token.line, column: token.column)
    }
}
