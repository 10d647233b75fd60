/// Encodes a value as JSON with its keys in the order its `encode(to:)` writes them.
///
/// The JSON contract's key order is written once, in the model's `encode(to:)` methods and
/// coding keys; this encoder keeps that order (Foundation's `JSONEncoder` does not, across
/// processes on Linux), so the JSON writer and any `Encodable` consumer share one encoding
/// path. Only what the model needs is supported: strings, booleans, integers, `nil`, arrays and
/// objects.
enum OrderedJSONEncoder {
    /// `value` as JSON with a space after `:` and `,`. The outermost object has one key per
    /// line, and arrays of objects directly inside it one object per line, so that a graph
    /// diffs line by line; everything else stays on one line.
    static func encode<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = FragmentEncoder()
        try encoder.store(value)
        return encoder.slot.text(depth: 0)
    }
}

/// A JSON value being built; a class so containers handed out by value can fill it in, in
/// place: a graph's arrays hold tens of thousands of nodes and edges, and copying an array on
/// every append made encoding one quadratic (minutes for a million-line app).
private final class Slot {
    enum Kind {
        case literal(String)
        case array
        case object
    }

    private(set) var kind: Kind = .literal("null")
    private(set) var items: [Slot] = []
    private(set) var fields: [(key: String, value: Slot)] = []

    /// The value's text, at `depth` containers deep.
    func text(depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        switch kind {
        case .literal(let text):
            return text
        case .array:
            let broken = depth == 1 && items.contains { if case .object = $0.kind { true } else { false } }
            let texts = items.map { $0.text(depth: depth + 1) }
            guard broken else { return "[" + texts.joined(separator: ", ") + "]" }
            return "[\n" + texts.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object:
            let texts = fields.map { JSONGraphWriter.string($0.key) + ": " + $0.value.text(depth: depth + 1) }
            guard depth == 0, !fields.isEmpty else { return "{" + texts.joined(separator: ", ") + "}" }
            return "{\n" + texts.map { "  " + $0 }.joined(separator: ",\n") + "\n}"
        }
    }

    /// Makes the value the literal `text`.
    func set(_ text: String) {
        kind = .literal(text)
        items = []
        fields = []
    }

    /// Makes the value an array, keeping its items if it is one already.
    func becomeArray() {
        if case .array = kind { return }
        kind = .array
        fields = []
    }

    /// Makes the value an object, keeping its fields if it is one already.
    func becomeObject() {
        if case .object = kind { return }
        kind = .object
        items = []
    }

    func append(_ item: Slot) {
        becomeArray()
        items.append(item)
    }

    func append(key: String, _ item: Slot) {
        becomeObject()
        fields.append((key, item))
    }
}

/// The encoder for one value, writing into its slot.
private final class FragmentEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(slot: Slot = Slot()) { self.slot = slot }

    /// Writes `value`: primitives directly, anything else through its own `encode(to:)`.
    func store<Value: Encodable>(_ value: Value) throws {
        switch value {
        case let text as String: slot.set(JSONGraphWriter.string(text))
        case let flag as Bool: slot.set(String(flag))
        case let number as Int: slot.set(String(number))
        default: try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.becomeObject()
        return KeyedEncodingContainer(Keyed<Key>(slot: slot))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.becomeArray()
        return Unkeyed(slot: slot)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }
}

private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: Slot
    var codingPath: [any CodingKey] = []

    mutating func encodeNil(forKey key: Key) throws { slot.append(key: key.stringValue, Slot()) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        let encoder = FragmentEncoder()
        try encoder.store(value)
        slot.append(key: key.stringValue, encoder.slot)
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type,
                                                     forKey key: Key) -> KeyedEncodingContainer<Nested> {
        superEncoder(forKey: key).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        superEncoder(forKey: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(forKey: Key(stringValue: "super")!) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = Slot()
        slot.append(key: key.stringValue, child)
        return FragmentEncoder(slot: child)
    }
}

private struct Unkeyed: UnkeyedEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] = []
    var count: Int { slot.items.count }

    mutating func encodeNil() throws { slot.append(Slot()) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        let encoder = FragmentEncoder()
        try encoder.store(value)
        slot.append(encoder.slot)
    }

    mutating func nestedContainer<Nested: CodingKey>(keyedBy type: Nested.Type) -> KeyedEncodingContainer<Nested> {
        superEncoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { superEncoder().unkeyedContainer() }

    mutating func superEncoder() -> any Encoder {
        let child = Slot()
        slot.append(child)
        return FragmentEncoder(slot: child)
    }
}

private struct Single: SingleValueEncodingContainer {
    let encoder: FragmentEncoder
    var codingPath: [any CodingKey] = []

    mutating func encodeNil() throws { encoder.slot.set("null") }

    mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.store(value) }
}
