#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Tells which verb a callback property holds when the flow built the screen itself
/// (`Flow { lets in let vc = …; vc.onBack = lets.pop(); return vc }`), so FlowKit never saw
/// the screen while the verbs were assigned and ``AssignmentWatch`` could not watch.
///
/// Swift cannot compare closures, and calling one found by reflection would run app code. But
/// a verb's closure stored in a property of another function type is wrapped by the compiler
/// in a thunk whose context captures the verb's closure, function and context pointers, right
/// after the context's object header; a `-> Void?` property wraps that thunk once more. So a
/// property holds verb `k` when its context's first capture (or that capture's, one level
/// down) is exactly `k`'s two pointers: an equality of two words nothing else produces.
///
/// Memory is read only where it is known readable: on Apple platforms within the malloc block
/// `malloc_size` reports (0 for anything malloc did not allocate), on Linux through the kernel
/// (`process_vm_readv`), which refuses an unreadable address instead of faulting. Elsewhere
/// nothing is read and nothing is learnt. Used once per recipe, for verbs their type alone
/// could not name.
enum ClosureIdentity {
    /// A closure value's two words.
    struct Words: Equatable {
        let function: UInt
        let context: UInt
    }

    /// The words of a verb's closure, as the verb returns it.
    static func words<each Arg>(of closure: @escaping @Sendable (repeat each Arg) -> Void) -> Words {
        // A variadic function value cannot be passed to a generic parameter; a struct holding
        // it can, and stores it as the verb returns it.
        var held = HeldClosure(closure: closure)
        return withUnsafeBytes(of: &held) { Words(function: $0.load(as: UInt.self),
                                                  context: $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
    }

    /// The words of a closure taking one value, as a generic function returns it (what
    /// `lets.steps` returns), which a callback stores wrapped once or twice.
    static func words<Value>(ofStepCallback closure: @escaping @Sendable (Value) -> Void) -> Words {
        var held = HeldStepCallback(closure: closure)
        return withUnsafeBytes(of: &held) { Words(function: $0.load(as: UInt.self),
                                                  context: $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
    }

    /// The first two words of a stored value as reflection gives it: for a function, or an
    /// optional one, its function and context pointers (zero for a smaller value).
    static func words(ofStored value: Any) -> Words {
        _openExistential(value, do: twoWords(of:))
    }

    /// The position in `verbs` of the verb whose closure the stored callback `value` wraps, if
    /// one does.
    /// - Parameters:
    ///   - value: A callback property's value (a function, or an optional one), as reflection
    ///     gives it.
    ///   - verbs: The words of the verbs' closures.
    static func verb(wrappedBy value: Any, among verbs: [Words]) -> Int? {
        var context = words(ofStored: value).context
        for _ in 0..<wrappingDepth {
            guard context != 0, context % UInt(MemoryLayout<UInt>.alignment) == 0,
                  let capture = ProcessMemory.words(ofObjectAt: context, from: headerSize, count: 2) else { return nil }
            let captured = Words(function: capture[0], context: capture[1])
            if let found = verbs.firstIndex(of: captured) { return found }
            context = captured.context
        }
        return nil
    }

    /// How many thunks deep a verb's closure may be wrapped: one for any property of another
    /// function type, a second for a `-> Void?` one.
    private static let wrappingDepth = 2
    /// A Swift heap object's header: its metadata and reference counts.
    private static let headerSize = UInt(2 * MemoryLayout<UInt>.size)
}

private struct HeldStepCallback<Value> {
    let closure: @Sendable (Value) -> Void
}

private struct HeldClosure<each Arg> {
    let closure: @Sendable (repeat each Arg) -> Void
}

/// The first two words of a value; for a function or an optional one (the values this is
/// given), its function and context pointers.
private func twoWords<Value>(of value: Value) -> ClosureIdentity.Words {
    guard MemoryLayout<Value>.size >= 2 * MemoryLayout<UInt>.size else { return .init(function: 0, context: 0) }
    return withUnsafeBytes(of: value) { Words(function: $0.load(as: UInt.self),
                                              context: $0.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)) }
}

private typealias Words = ClosureIdentity.Words

/// Reads words of a heap object of this process without ever faulting.
enum ProcessMemory {
    /// `count` words from byte `offset` of the object at `base`, or `nil` when they cannot be
    /// read (outside the object's malloc block on Apple platforms, unmapped on Linux).
    static func words(ofObjectAt base: UInt, from offset: UInt, count: Int) -> [UInt]? {
        let size = count * MemoryLayout<UInt>.size
        #if canImport(Darwin)
        guard let object = UnsafeRawPointer(bitPattern: base), malloc_size(object) >= Int(offset) + size else { return nil }
        return (0..<count).map { object.load(fromByteOffset: Int(offset) + $0 * MemoryLayout<UInt>.size, as: UInt.self) }
        #elseif canImport(Glibc)
        guard let readv = LinuxReadv.function else { return nil }
        var buffer = [UInt](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { out -> Int in
            var local = iovec(iov_base: out.baseAddress, iov_len: size)
            var remote = iovec(iov_base: UnsafeMutableRawPointer(bitPattern: base + offset), iov_len: size)
            return readv(getpid(), &local, 1, &remote, 1, 0)
        }
        return read == size ? buffer : nil
        #else
        return nil
        #endif
    }
}

#if canImport(Glibc)
/// `process_vm_readv`, which Glibc's Swift module does not declare.
private enum LinuxReadv {
    typealias Function = @convention(c) (pid_t, UnsafePointer<iovec>, UInt, UnsafePointer<iovec>, UInt, UInt) -> Int
    static let function: Function? = dlsym(dlopen(nil, RTLD_NOW), "process_vm_readv")
        .map { unsafeBitCast($0, to: Function.self) }
}
#endif
