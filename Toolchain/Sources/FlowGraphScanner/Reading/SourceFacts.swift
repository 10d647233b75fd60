import FlowGraph
import FlowKit

// What one file says about flows, as plain values. Files are parsed concurrently and their
// syntax trees are dropped as soon as these facts are read off, so nothing non-Sendable crosses
// threads and memory stays proportional to the DSL found, not to the source scanned.

/// A 1-based position in a scanned file.
struct SourcePosition: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int
}

/// A target or output as written at a verb: `self.account.reset` → path `["account", "reset"]`
/// (a leading `self` dropped), or an expression that is not a plain reference.
struct Reference: Hashable, Sendable {
    /// The member chain, or `nil` when the expression is not a chain of names.
    var path: [String]?
    /// The type constructed in place (`SignInGroup()`), entered through its `entry`.
    var constructedType: String?
    /// The expression's text with whitespace normalised, `self.` dropped: the id of an
    /// external node when the reference cannot be resolved.
    var text: String
    var position: SourcePosition
}

/// One `lets.<verb>(…)` call.
struct VerbFact: Sendable {
    var verb: NavigationVerb
    /// The target for targeted verbs; the output for `emit`.
    var target: Reference?
    /// The callback property the verb is bound to, or "".
    var label: String
    /// The screen property whose function type gives the callback's arguments, set only when
    /// the verb is assigned directly to `screen.property`; a path through stored properties
    /// (`actions.onShare`) when assigned to a member of one (`screen.actions.onShare`).
    var callbackProperty: String?
    var animated: Bool
    /// The `embedding:` argument as written, if any.
    var embedding: Embedding?
    var conditional: Bool
    var position: SourcePosition
    /// The step case whose route the verb is (`lets.steps`), which labels it.
    var stepCase: String?
    /// For a step's route: the callback property the `lets.steps` closure is assigned to, whose
    /// argument is the step type, when the route hands the verb the case's whole payload in
    /// order (`case .detail(let id): .to(verb, id)`), so the verb takes the payload's types.
    var stepPayloadProperty: String?
    /// The callback's argument types as the source writes them beside the verb (a local's
    /// function type), when it does.
    var arguments: [String]?
    /// `.app` for a verb made from `lets.app` or by the app's own code.
    var origin: EdgeOrigin = .callback
    /// The target screen's method a forwarding closure names (`{ $0.load }`, `{ $0.show(_:_:) }`),
    /// whose parameters are the types the verb forwards.
    var forwardingMethod: MethodReference?
}

/// A method named by a forwarding closure: its base name, and its argument labels when written
/// (`show(_:_:)` → `["_", "_"]`).
struct MethodReference: Hashable, Sendable {
    var name: String
    var labels: [String]?
}

/// A method's signature: what a forwarding closure naming it forwards.
struct MethodFact: Sendable {
    var owner: String
    var name: String
    /// The argument labels, `_` for none.
    var labels: [String]
    /// The parameter types, as written.
    var parameters: [String]
}

/// A `Flow` declaration.
struct FlowFact: Sendable {
    /// The qualified name of the enclosing type; `nil` at file scope.
    var owner: String?
    var name: String
    /// The screen type as written (`Outer.Screen`), for finding its callback properties.
    var screenType: String?
    var verbs: [VerbFact]
    var position: SourcePosition
    /// Whether it is written `FlowKit.Flow(…)`, FlowKit's whatever else is named `Flow`.
    var namesFlowKit = false
    /// For an `ArrivalFlow`, the types of the values it is built from (what verbs entering it
    /// forward); `nil` for a `Flow`.
    var arrivalArguments: [String]?
}

/// One `Tab(…)` of a `Tabs` declaration.
struct TabFact: Sendable {
    var target: Reference
    var title: String
    var embedding: Embedding
    var conditional: Bool
    var position: SourcePosition
}

/// A `Tabs` declaration.
struct TabsFact: Sendable {
    var owner: String?
    var name: String
    var tabs: [TabFact]
    var position: SourcePosition
}

/// A `FlowOutput`/`FlowSignal` property of a group.
struct OutputFact: Sendable {
    var owner: String?
    var property: String
    /// The `name:` argument, else the property name.
    var name: String
    /// The output's value types, as written.
    var values: [String]
}

/// A `receiver.output.route { lets in … }` call.
struct RouteFact: Sendable {
    /// The qualified name of the type the route is written in (where `self` points).
    var context: String?
    /// The chain naming the output, `self` dropped: `["signIn", "signedIn"]`.
    var receiver: [String]
    var verbs: [VerbFact]
    var position: SourcePosition
    /// For a placement's `on`: the position of the verb or tab that places the group (its
    /// `VerbFact`'s or `TabFact`'s), whose placement alone the route serves; `nil` for the
    /// group's own route, or an `on` whose placement is not written at a verb.
    var placement: SourcePosition?
}

/// A stored or computed property that is neither a flow, tabs nor an output.
struct PropertyFact: Sendable {
    var owner: String?
    var name: String
    /// The type named by the annotation (optionals unwrapped) or constructed by the initializer;
    /// also looked up as a typealias when the callback is declared through one.
    var typeName: String?
    /// The argument types when the property's type is a function type (a callback).
    var callbackArguments: [String]?
    /// The generic arguments of the annotation (`StepHandler<DemoStep>` → `["DemoStep"]`).
    var typeArguments: [String] = []
    /// The reference the property stands for: what a computed property returns (a group's
    /// `entry`), or the group a stored placement places (`lazy var start = onboarding.on(…) {…}`).
    var returnedPath: [String]?
}

/// A type declaration or extension.
struct TypeFact: Sendable {
    var name: String
    /// The first inherited type of a class, which may be its superclass.
    var superclass: String?
    /// Whether this is an extension, which cannot add stored (callback) properties.
    var isExtension: Bool
    /// Where a top-level declaration whose name its module cannot declare twice is written:
    /// not an extension, not nested, not `private`/`fileprivate`, not inside `#if` (a platform's
    /// variant of a type declared again for another). `nil` for every other fact. Two such
    /// declarations of one name are two modules (``FolderModules``).
    var moduleWidePosition: SourcePosition?
}

/// An enum case and its payload's types as written (`case movieDetail(Int)` → `["Int"]`).
struct EnumCaseFact: Sendable {
    var owner: String
    var name: String
    var payload: [String]
}

/// A `typealias` to a function type, or to another type that may be one.
struct AliasFact: Sendable {
    var owner: String?
    var name: String
    /// The function type's argument types; `nil` when the alias names another type.
    var arguments: [String]?
    /// The generic parameters (`typealias Handler<Step> = (Step) -> Void` → `["Step"]`).
    var generics: [String] = []
    /// The aliased type's name, when it is no function type (`typealias A = B`).
    var aliased: String?
}

/// Everything read from one file.
struct FileFacts: Sendable {
    var types: [TypeFact] = []
    var properties: [PropertyFact] = []
    var flows: [FlowFact] = []
    var tabs: [TabsFact] = []
    var outputs: [OutputFact] = []
    var routes: [RouteFact] = []
    var aliases: [AliasFact] = []
    var enumCases: [EnumCaseFact] = []
    /// The navigation the app's own code asks for, outside flows.
    var appRequests: [AppRequestFact] = []
    /// The signatures of methods, for forwarding closures that name them.
    var methods: [MethodFact] = []
    var diagnostics: [Diagnostic] = []
    /// The module the file belongs to (`ModuleLayout`), if known.
    var module: String?
    /// Whether the file imports FlowKit (`import FlowKit`, `@testable import FlowKit`…).
    var importsFlowKit = false
    /// Whether the file declares a type named `Flow` of its own, which then is not FlowKit's.
    var declaresFlowType = false
    /// The file's plain UIKit navigation, read from the same tree when it names any.
    var uikit = UIKitFileFacts()
    /// The file's SwiftUI navigation, read from the same tree when it names SwiftUI's (a view
    /// whose task calls `library.start()` reads as the DSL's too).
    var swiftUI: SwiftUIFileFacts?

    /// The type names this file leans on without declaring: screens, property types and
    /// superclasses, whose declarations (callback properties) may live in files the cheap
    /// pre-filter skipped.
    var referencedTypeNames: Set<String> {
        var names = Set<String>()
        for flow in flows { if let screen = flow.screenType { names.insert(screen) } }
        for property in properties {
            if let type = property.typeName { names.insert(type) }
            // A callback's argument may be a step enum declared elsewhere, whose cases type
            // the step routes.
            names.formUnion(property.callbackArguments ?? [])
        }
        for type in types { if let parent = type.superclass { names.insert(parent) } }
        return Set(names.map { TypeNames.lastComponent(of: TypeNames.lookupName(of: $0)) })
    }

    /// The last names of the types this file declares (not merely extends).
    var declaredTypeNames: Set<String> {
        Set(types.filter { !$0.isExtension }.map { TypeNames.lastComponent(of: $0.name) })
    }
}
