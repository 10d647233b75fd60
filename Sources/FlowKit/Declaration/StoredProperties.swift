/// The stored properties of an object, as reflection sees them, named as source code spells
/// them.
///
/// One walk serves callback labelling here and the run-time walker's flow names in FlowGraph
/// (the properties of the objects declaring flows), hence tools' SPI, the one companion of
/// ``FlowDeclaration`` that is not about one flow: it includes superclasses' properties
/// (subclass first) and gives a `lazy var` its declared name rather than the compiler's storage
/// name (`$__lazy_storage_$_login` → `login`). Unlabelled children are left out. Reflection
/// never runs getters, so lazy properties not yet used hold `nil`.
@_spi(FlowKitTools) public enum StoredProperties {
    private static let lazyStoragePrefix = "$__lazy_storage_$_"

    /// Every labelled stored property of `object` and its superclasses, in declaration order.
    @_spi(FlowKitTools) public static func of(_ object: AnyObject) -> [(name: String, value: Any)] {
        var properties: [(name: String, value: Any)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard var name = child.label else { continue }
                if name.hasPrefix(lazyStoragePrefix) { name.removeFirst(lazyStoragePrefix.count) }
                properties.append((name, child.value))
            }
            mirror = current.superclassMirror
        }
        return properties
    }
}
