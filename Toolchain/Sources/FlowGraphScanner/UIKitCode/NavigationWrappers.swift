import SwiftSyntax

/// A file's own methods that show what they are given: a coordinator's
/// `private func push(_ vc: UIViewController) { navigationController?.pushViewController(vc, animated: true) }`.
///
/// The UIKit call inside such a method shows "whatever it is given", which no reading of it can
/// name; each call of the method (`push(HotlineViewController())`) makes that call show what the
/// caller passes: an edge from the caller's type, labelled with the caller's method, standing
/// where the UIKit call is (a private function's callers are its alternatives, as a branch's
/// are). Only calls from the method's own type in the same file count (a private helper is by
/// nature one of those): a name like `push` means other things on other values.
struct NavigationWrappers: Sendable {
    /// A function parameter: its argument label (`nil` for `_`) and its name inside the body.
    struct Parameter: Sendable, Hashable {
        var label: String?
        var name: String

        init(_ syntax: FunctionParameterSyntax) {
            label = syntax.firstName.tokenKind == .wildcard ? nil : syntax.firstName.text
            name = (syntax.secondName ?? syntax.firstName).text
        }
    }

    /// One wrapper: whose method it is, which parameter it shows, and how.
    private struct Wrapper: Sendable, Hashable {
        var owner: String
        var parameters: [Parameter]
        var shown: Int
        var action: UIKit.Action
        /// Whether the method puts what it is given in a navigation controller of its own first.
        var embeds: Bool
        var receiver: String?
        /// Where the UIKit call it makes stands.
        var position: SourcePosition
    }

    /// By method name.
    private var byName: [String: [Wrapper]] = [:]
    private var needles: ByteNeedles?

    var isEmpty: Bool { byName.isEmpty }

    /// Records `call`, made in `method`, when what it shows is one of `parameters`.
    /// - Returns: Whether it does.
    @discardableResult
    mutating func add(_ call: UIKitCallFact, in method: String, parameters: [Parameter]) -> Bool {
        guard let targets = call.targets, targets.count == 1, Self.showsForward(call.action) else { return false }
        var shown = targets[0]
        var embeds = false
        // `let stack = AppNavigationController(rootViewController: given)`: locals and a stack
        // built around the parameter, in either order.
        while true {
            if case .followed(let inner) = shown {
                shown = inner
            } else if case .embedded(let inner) = shown {
                shown = inner
                embeds = true
            } else {
                break
            }
        }
        guard case .parameter(let name) = shown, let index = parameters.firstIndex(where: { $0.name == name }) else {
            return false
        }
        let wrapper = Wrapper(owner: call.owner, parameters: parameters, shown: index, action: call.action, embeds: embeds,
                              receiver: call.receiver, position: call.position)
        guard byName[method]?.contains(wrapper) != true else { return true }
        byName[method, default: []].append(wrapper)
        needles = ByteNeedles(byName.keys.sorted().map { ByteToken($0, followedBy: ["("]) })
        return true
    }

    /// Whether `action` shows its target: a helper popping back to what it is given draws no
    /// screen of its own.
    private static func showsForward(_ action: UIKit.Action) -> Bool {
        switch action {
        case .push, .present, .show, .showDetail, .setViewControllers, .addChild: true
        case .pop, .popToRoot, .popTo, .dismiss, .performSegue: false
        }
    }

    /// Whether `bytes` (a body) may call one of the wrappers.
    func mayBeCalled(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needles?.found(in: bytes) ?? false
    }

    /// The navigation `node` makes when it calls a wrapper of `owner` (`push(vc)`, `self.push(vc)`):
    /// the wrapper's UIKit call, showing what the caller passes.
    /// - Parameters:
    ///   - node: A call.
    ///   - owner: The type whose code makes it.
    ///   - method: The function it is made in.
    ///   - reader: The caller's locals, to read what it passes.
    func call(_ node: FunctionCallExprSyntax, owner: String, method: String, reader: TargetReader) -> UIKitCallFact? {
        guard !byName.isEmpty else { return nil }
        let name: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        let arguments = Array(node.arguments)
        guard let wrapper = byName[name]?.first(where: { $0.owner == owner && Self.fits(arguments, $0) }) else { return nil }
        let argument = arguments[wrapper.shown]
        let offset = node.position.utf8Offset
        let shown = reader.target(of: argument.expression, at: offset)
        return UIKitCallFact(action: wrapper.action, owner: owner, method: method,
                             targets: [wrapper.embeds ? .embedded(shown) : shown], receiver: wrapper.receiver,
                             receiverTarget: nil, segue: nil, animated: UIKitCallReader.animated(arguments),
                             text: "\(name)(\(UIKitCallReader.shortened(SyntaxText.normalized(argument.expression))))",
                             position: wrapper.position)
    }

    /// Whether `arguments` can be a call of `wrapper`: the shown parameter is passed, by position,
    /// with its label, and every label passed before it matches a parameter's in order (later
    /// parameters may have defaults).
    private static func fits(_ arguments: [LabeledExprSyntax], _ wrapper: Wrapper) -> Bool {
        guard arguments.count > wrapper.shown, arguments.count <= wrapper.parameters.count else { return false }
        for (argument, parameter) in zip(arguments.prefix(wrapper.shown + 1), wrapper.parameters) {
            guard argument.label?.text == parameter.label else { return false }
        }
        return true
    }
}
