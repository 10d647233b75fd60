import FlowKit

// Store-driven screens are main-actor classes (their store is), so their flows' closures are
// main-actor closures, as view controllers' are (Flow+UIKit.swift): these forms are preferred
// over the general ones for any `StoreScreen`, so such flows can be declared at file scope in
// every mode and in plain classes in Swift 5 mode. (In Swift 6 mode a plain class cannot hand
// `self` to a main-actor closure at all: declare such an owner `@MainActor`.)

extension Flow {
    /// A flow whose store-driven screen comes from `screen` (built on first use, on the main
    /// actor) and whose outputs are bound by `bind`.
    ///
    /// - Parameters:
    ///   - screen: Builds the screen; not evaluated until a navigator needs it.
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - bind: Binds the new screen's outputs to verbs of `lets` (`lets.steps`).
    public convenience init<Model>(with screen: @autoclosure @escaping @MainActor () -> Screen, owner: AnyObject? = nil,
                                   name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ bind: @escaping @MainActor (Screen, Lets) -> Void)
    where Screen: StoreScreen<Model> {
        self.init(mainActorScreen: screen, bind: bind, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }

    /// A flow whose store-driven screen comes from `screen` and binds no outputs.
    ///
    /// A separate form rather than a defaulted `bind`, as for view controllers: a defaulted
    /// closure of a constrained generic is what one compiler version failed to read back from
    /// the module.
    /// - Parameters:
    ///   - screen: Builds the screen; not evaluated until a navigator needs it.
    ///   - owner: The object declaring the flow.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public convenience init<Model>(with screen: @autoclosure @escaping @MainActor () -> Screen, owner: AnyObject? = nil,
                                   name: String? = nil, file: String = #fileID, line: Int = #line)
    where Screen: StoreScreen<Model> {
        self.init(mainActorRecipe: { _ in screen() }, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }

    /// A flow whose store-driven screen is built and bound by `build`, on the main actor.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - build: Builds a new screen and binds its outputs to verbs of `lets`.
    public convenience init<Model>(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID,
                                   line: Int = #line, _ build: @escaping @MainActor (Lets) -> Screen)
    where Screen: StoreScreen<Model> {
        self.init(mainActorRecipe: build, owner: owner, name: name, callSite: CallSite(fileID: file, line: line))
    }
}

extension ArrivalFlow {
    /// An arrival flow whose store-driven screen `build` makes from the arriving values, on the
    /// main actor, bound by `bind`.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the screen's type name.
    ///   - file: The declaring file, for maps and diagnostics.
    ///   - line: The declaring line.
    ///   - build: Makes the screen from the values the entering verb carries.
    ///   - bind: Binds the new screen's outputs to verbs of `lets` (`lets.steps`).
    public convenience init<Model>(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID,
                                   line: Int = #line, _ build: @escaping @MainActor (repeat each Argument) -> Screen,
                                   bind: @escaping @MainActor (Screen, Lets) -> Void)
    where Screen: StoreScreen<Model> {
        self.init(mainActorBuild: build, bind: bind, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }
}
