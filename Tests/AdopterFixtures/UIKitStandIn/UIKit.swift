// A stand-in for UIKit with the one member Flow+UIKit.swift uses, declared as Apple declares it:
// https://developer.apple.com/documentation/uikit/uiviewcontroller (`@MainActor class
// UIViewController : UIResponder`). AdopterCompileTests compiles FlowKit against it, so the
// view-controller forms of `Flow` are compiled on Linux too.
@MainActor open class UIViewController {
    public init() {}
}
