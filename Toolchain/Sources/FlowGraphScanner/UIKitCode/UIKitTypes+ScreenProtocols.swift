/// A value declared of a protocol refining a view controller (`protocol PackageActions:
/// UIViewController`, a factory's `-> PackageActions?` in another file) is one of the app's
/// screens conforming to it: when only one does, that screen.
extension UIKitTypes {
    /// The one screen of the app conforming to `protocolName`, when that protocol refines a view
    /// controller; `nil` for another protocol, or when none or several screens conform.
    func onlyScreen(conformingTo protocolName: String) -> String? {
        guard UIKit.refinesScreen(ancestry(of: protocolName)) else { return nil }
        let conforming = subclasses(of: protocolName).filter { !isProtocol($0) && isViewController($0) }
        return conforming.count == 1 ? conforming.first : nil
    }
}
