#if canImport(UIKit)
import UIKit
#elseif FLOWKIT_UIKIT_STAND_IN
// The tests compile this file against a UIKit stand-in, in a module of their own.
import FlowKit
import UIKitStandIn
#endif
#if canImport(UIKit) || FLOWKIT_UIKIT_STAND_IN

// View controllers are main-actor classes, so their flows' closures are main-actor closures:
// these forms are preferred over the general ones for any `UIViewController`, so FlowKit 0.2.0's
// README (a plain `MainFlow` of view controllers) compiles in Swift 5 mode and with main-actor
// default isolation, and file-scope flows compile in every mode. (In Swift 6 mode a plain class
// cannot hand `self` to a main-actor closure at all: declare such an owner `@MainActor`.)

extension Flow where Screen: UIViewController {
    /// A flow whose view controller comes from `screen` (built on first use, on the main actor)
    /// and whose callbacks are bound by `bind`.
    ///
    /// - Parameters:
    ///   - screen: Builds the view controller; not evaluated until a navigator needs it.
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - bind: Binds the new view controller's callbacks to verbs of `lets`.
    public convenience init(with screen: @autoclosure @escaping @MainActor () -> Screen, owner: AnyObject? = nil,
                            name: String? = nil, file: String = #fileID, line: Int = #line,
                            _ bind: @escaping @MainActor (Screen, Lets) -> Void) {
        self.init(mainActorScreen: screen, bind: bind, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }

    /// A flow whose view controller comes from `screen` and binds no callbacks.
    ///
    /// A separate form rather than a defaulted `bind`: a defaulted closure of a constrained
    /// generic is what one compiler version failed to read back from the module.
    /// - Parameters:
    ///   - screen: Builds the view controller; not evaluated until a navigator needs it.
    ///   - owner: The object declaring the flow.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    public convenience init(with screen: @autoclosure @escaping @MainActor () -> Screen, owner: AnyObject? = nil,
                            name: String? = nil, file: String = #fileID, line: Int = #line) {
        self.init(mainActorRecipe: { _ in screen() }, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }

    /// A flow whose view controller is built and bound by `build`, on the main actor.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - build: Builds a new view controller and binds its callbacks to verbs of `lets`.
    public convenience init(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                            _ build: @escaping @MainActor (Lets) -> Screen) {
        self.init(mainActorRecipe: build, owner: owner, name: name, callSite: CallSite(fileID: file, line: line))
    }
}
extension ArrivalFlow where Screen: UIViewController {
    /// An arrival flow whose view controller `build` makes from the arriving values, on the main
    /// actor, bound by `bind`.
    ///
    /// - Parameters:
    ///   - owner: The object declaring the flow, kept alive while any of its screens is.
    ///   - name: The name events and maps show instead of the type name.
    ///   - file: The declaring file.
    ///   - line: The declaring line.
    ///   - build: Makes the view controller from the values the entering verb carries.
    ///   - bind: Binds the new view controller's callbacks to verbs of `lets`.
    public convenience init(owner: AnyObject? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                            _ build: @escaping @MainActor (repeat each Argument) -> Screen,
                            bind: @escaping @MainActor (Screen, Lets) -> Void) {
        self.init(mainActorBuild: build, bind: bind, owner: owner, name: name,
                  callSite: CallSite(fileID: file, line: line))
    }
}
#endif
