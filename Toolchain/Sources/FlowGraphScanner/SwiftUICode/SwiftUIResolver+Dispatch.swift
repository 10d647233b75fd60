/// Views that dispatch on a value: one switching over the case it is built with
/// (``SwiftUIFileFacts/dispatchers``), reached through a sheet's item or a page view handing its
/// case on.
extension SwiftUIResolver {
    /// What `view` builds for each case of an item of the member `member` it is built with, when
    /// it is a view of the app's switching over a value of that member's type (``SwiftUIFileFacts/dispatchers``):
    /// the view and the views its body builds; `nil` for any other view.
    func dispatchedViews(of view: BuiltView, item member: String) -> (owner: String, views: [BuiltView])? {
        guard view.chain.count == 1, let head = view.chain.first, view.valueCase == nil else { return nil }
        let owner = canonical(head)
        guard let switched = dispatchers[owner], let types = memberTypes[member], types.count == 1, let type = types.first,
              TypeNames.lastComponent(of: type) == TypeNames.lastComponent(of: switched),
              let body = ownBuilder("body", of: owner), !body.isEmpty else { return nil }
        return (owner, body)
    }

    /// What `type`, built with a case (`WizardPage(page: .drives)`), shows when its body builds
    /// one view of the app's only and hands it that case's property (`PageSwitch(page: page)`), a
    /// view switching over it (``SwiftUIFileFacts/dispatchers``): the view that one builds for
    /// the case; `nil` for any other view.
    func forwardedCase(of type: String, handed: [String: HandedValue], depth: Int) -> [Target]? {
        guard !handed.isEmpty, depth <= Self.maximumSteps, let body = ownBuilder("body", of: type) else { return nil }
        let own = body.filter { view in
            guard let last = view.chain.last else { return false }
            return !last.hasPrefix(".") && !last.hasPrefix("self.") && (!SwiftUI.isBuiltIn(last) || isDeclared(last, in: type))
        }
        guard own.count == 1, let inner = own.first, let name = inner.chain.last else { return nil }
        let dispatcher = canonical(name)
        guard let switchedType = dispatchers[dispatcher], let switched = ownBuilder("body", of: dispatcher) else { return nil }
        for case let (label, .property(property)) in inner.handed.sorted(by: { $0.key < $1.key }) {
            let declared = (propertyTypes[dispatcher] ?? propertyTypes[TypeNames.lastComponent(of: dispatcher)])?[label]
            guard case .caseName(let caseName)? = handed[property],
                  declared.map({ TypeNames.lastComponent(of: $0) == TypeNames.lastComponent(of: switchedType) }) == true
            else { continue }
            return switched.filter { $0.caseName == caseName }.flatMap {
                resolve($0, owner: dispatcher, depth: depth + 1, valueCase: nil)
            }
        }
        return nil
    }
}
