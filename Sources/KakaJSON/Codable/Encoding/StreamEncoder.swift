import Foundation

/// The fast `Encoder` of `KakaJSONEncoder`: writes the text as the values
/// come, with no tree in between.
///
/// Most types use their containers in order: a value's containers are
/// filled while its `encode(to:)` runs, nested values close before the next
/// member. The open containers are kept as a stack of frames; a frame ends
/// when its value's `encode(to:)` returns, or when its parent writes again.
/// Anything else (a container filled after another was written, a key
/// encoded twice, `superEncoder()`, a second single value) throws
/// `NeedsTree`, and `KakaJSONEncoder` encodes the value again with
/// `TreeEncoder`, which follows every use `Encodable` allows.
final class StreamEncoder: Encoder {
    /// Thrown where only the tree can follow the type's use of containers.
    struct NeedsTree: Error {}

    struct Frame {
        let id: Int
        let isObject: Bool
        /// The value nesting level whose `encode(to:)` opened the frame.
        let level: Int
        var count = 0
        /// One bit per key hash; `hashesStart` indexes this frame's keys in `keyHashes`.
        var seen: UInt64 = 0
        let hashesStart: Int
    }

    let rules: EncodingRules
    var settings: EncodingSettings { rules.settings }
    let pretty: Bool
    let escapesSlashes: Bool
    // exclusivity(unchecked): one encode owns the encoder on one thread.
    @exclusivity(unchecked) private var buffer: JSONByteBuffer
    @exclusivity(unchecked) private(set) var path: [CodingKey] = []
    @exclusivity(unchecked) private var frames: [Frame] = []
    @exclusivity(unchecked) private var keyHashes: [UInt64] = []
    /// The nesting level of the value being encoded, and where its text starts.
    @exclusivity(unchecked) private var level = 0
    @exclusivity(unchecked) private var levelStart = 0
    @exclusivity(unchecked) private var nextFrameID = 0
    /// Set once `NeedsTree` was thrown, even if the type caught it.
    @exclusivity(unchecked) private(set) var needsTree = false

    /// - Parameter capacity: bytes to reserve up front (the size of the
    ///   encoder's last output: one allocation instead of regrowing).
    init(settings: EncodingSettings, capacity: Int = 16_384) {
        buffer = JSONByteBuffer(capacity: capacity)
        rules = EncodingRules(settings: settings)
        pretty = settings.formatting.contains(.prettyPrinted)
        escapesSlashes = !settings.formatting.contains(.withoutEscapingSlashes)
    }

    var codingPath: [CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    /// The text written.
    /// The text, handed over without a copy; the encoder is left empty.
    func takeData() -> Data {
        buffer.takeData()
    }

    func fallBack() -> NeedsTree {
        needsTree = true
        return NeedsTree()
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, frame: valueFrame(isObject: true),
                                                         base: ContainerPath(depth: path.count, explicit: nil)))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        StreamUnkeyedContainer(encoder: self, frame: valueFrame(isObject: false),
                               base: ContainerPath(depth: path.count, explicit: nil))
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        StreamSingleValueContainer(encoder: self)
    }

    /// The frame of the value being encoded: the one it opened already (a
    /// container asked for twice), or a new one; -1 when the value wrote
    /// something else first.
    func valueFrame(isObject: Bool) -> Int {
        if let top = frames.last, top.level == level, frames.count == levelFrameBase + 1 {
            if top.isObject == isObject { return top.id }
            needsTree = true
            return -1
        }
        guard buffer.count == levelStart, frames.count == levelFrameBase else {
            needsTree = true
            return -1
        }
        return open(isObject: isObject)
    }

    /// How many frames were open when the current level began.
    @exclusivity(unchecked) private var levelFrameBase = 0

    /// A nested container's frame: `begin` writes its member's key or
    /// element's separator; -1 (only the tree can follow) when that fails.
    /// Nested container methods cannot throw, so the failure is kept in
    /// `needsTree` and in the frame id.
    func openNested(isObject: Bool, after begin: () throws -> Void) -> Int {
        do {
            try begin()
        } catch {
            return -1
        }
        return open(isObject: isObject)
    }

    private func open(isObject: Bool) -> Int {
        let id = nextFrameID
        nextFrameID += 1
        frames.append(Frame(id: id, isObject: isObject, level: level, hashesStart: keyHashes.count))
        buffer.append(isObject ? UInt8(ascii: "{") : UInt8(ascii: "["))
        return id
    }

    private func closeTop() {
        let frame = frames.removeLast()
        keyHashes.removeSubrange(frame.hashesStart...)
        if pretty {
            if frame.count == 0 { buffer.append(UInt8(ascii: "\n")) }
            buffer.appendNewline(indent: frames.count)
        }
        buffer.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Makes frame `id` the top one, closing the nested containers above it;
    /// throws when it is closed, or belongs to another value.
    private func makeTop(_ id: Int) throws {
        guard let index = frames.lastIndex(where: { $0.id == id }), frames[index].level == level else { throw fallBack() }
        while frames.count > index + 1 {
            guard frames[frames.count - 1].level == level else { throw fallBack() }
            closeTop()
        }
    }

    /// Writes the separator and key of a new member of object frame `id`.
    func beginMember(of id: Int, key: String) throws {
        try makeTop(id)
        let hash = Self.hash(key)
        let last = frames.count - 1
        let bit = UInt64(1) << (hash & 63)
        if frames[last].seen & bit != 0, keyHashes[frames[last].hashesStart...].contains(hash) {
            // A key encoded twice: the last value must win.
            throw fallBack()
        }
        frames[last].seen |= bit
        keyHashes.append(hash)
        if frames[last].count > 0 { buffer.append(UInt8(ascii: ",")) }
        frames[last].count += 1
        if pretty { buffer.appendNewline(indent: frames.count) }
        writeString(key)
        if pretty {
            buffer.append(" : ")
        } else {
            buffer.append(UInt8(ascii: ":"))
        }
    }

    /// Writes the separator of a new element of array frame `id`.
    func beginElement(of id: Int) throws {
        try makeTop(id)
        let last = frames.count - 1
        if frames[last].count > 0 { buffer.append(UInt8(ascii: ",")) }
        frames[last].count += 1
        if pretty { buffer.appendNewline(indent: frames.count) }
    }

    /// The number of elements written to array frame `id` so far.
    func count(of id: Int) -> Int {
        frames.last { $0.id == id }?.count ?? 0
    }

    // MARK: Values

    /// Encodes `value` as the member or element just begun, under `key`.
    func encodeValue<T: Encodable>(_ value: T, at key: CodingKey, in base: ContainerPath) throws {
        if let scalar = TreeEncoder.scalar(value) {
            write(scalar)
            return
        }
        if base.explicit == nil && base.depth == path.count {
            path.append(key)
            defer { path.removeLast() }
            try encodeValue(value)
            return
        }
        let saved = path
        path = base.path(in: self) + [key]
        defer { path = saved }
        try encodeValue(value)
    }

    /// Encodes `value` at the current path, in the slot begun for it.
    func encodeValue<T: Encodable>(_ value: T) throws {
        if let scalar = ScalarType(valueType: T.self) {
            if let written = TreeEncoder.scalar(value, as: scalar) { return write(written) }
            switch scalar {
            case .double: return write(try boxDouble(_identityCast(value, to: Double.self)))
            case .float: return write(try boxFloat(_identityCast(value, to: Float.self)))
            case .date: return try encodeDate(_identityCast(value, to: Date.self))
            case .data: return try encodeData(_identityCast(value, to: Data.self))
            case .url: return write(.string(_identityCast(value, to: URL.self).absoluteString))
            case .decimal: return write(.number(_identityCast(value, to: Decimal.self).description))
            // Written just above.
            case .string, .bool, .int, .int8, .int16, .int32, .int64, .uint, .uint8, .uint16, .uint32, .uint64: break
            // Through their own `encode(to:)`, as Foundation's encoder takes them.
            case .cgFloat, .substring: break
            // Not met: `ScalarType(valueType:)` names no Foundation class.
            case .nsString, .nsMutableString, .nsNumber, .nsDecimalNumber, .nsDate, .nsURL, .nsData, .nsMutableData, .nsNull:
                break
            }
        }
        if StandardContainer.isDictionary(T.self), let members = value as? StringKeyedStreamable {
            try nested { try members.streamMembers(with: self) }
        } else {
            try nested { try value.encode(to: self) }
        }
    }

    /// Runs `body` as the encoding of a nested value: its frames close when
    /// it returns, and a value that wrote nothing is `{}`, as Foundation's.
    func nested(_ body: () throws -> Void) throws {
        let savedLevelStart = levelStart, savedFrameBase = levelFrameBase
        level += 1
        levelStart = buffer.count
        levelFrameBase = frames.count
        defer {
            level -= 1
            levelStart = savedLevelStart
            levelFrameBase = savedFrameBase
        }
        // The stack is looked at every 16 levels, far less than its reserve.
        if level & 15 == 15 {
            try StackGuard.nestedThrowing(body)
        } else {
            try body()
        }
        while frames.count > levelFrameBase { closeTop() }
        if buffer.count == levelStart { writeEmptyObject() }
    }

    /// The top-level value; an error when it encodes nothing.
    func encodeTop<T: Encodable>(_ value: T) throws {
        levelStart = 0
        try encodeValue(value)
        if buffer.count == 0 {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
    }

    /// A single value for the current level; a second one needs the tree.
    func writeSingle(_ value: EncodedValue) throws {
        guard buffer.count == levelStart, frames.count == levelFrameBase else { throw fallBack() }
        write(value)
    }

    func writeSingle<T: Encodable>(_ value: T) throws {
        guard buffer.count == levelStart, frames.count == levelFrameBase else { throw fallBack() }
        try encodeValue(value)
    }

    func boxDouble(_ value: Double) throws -> EncodedValue {
        try rules.double(value, at: path)
    }

    func boxFloat(_ value: Float) throws -> EncodedValue {
        try rules.float(value, at: path)
    }

    private func encodeDate(_ date: Date) throws {
        switch settings.dates {
        case .deferredToDate: try nested { try date.encode(to: self) }
        case .secondsSince1970: write(try boxDouble(date.timeIntervalSince1970))
        case .millisecondsSince1970: write(try boxDouble(date.timeIntervalSince1970 * 1_000))
        case .iso8601: write(.string(ISO8601Text.internetDateTime(from: date)))
        case .custom(let encode): try nested { try encode(date, self) }
        #if canImport(Darwin)
        case .formatted(let formatter): write(.string(formatter.string(from: date)))
        #endif
        @unknown default: try nested { try date.encode(to: self) }
        }
    }

    private func encodeData(_ data: Data) throws {
        switch settings.data {
        case .deferredToData: try nested { try data.encode(to: self) }
        case .base64: write(.string(data.base64EncodedString()))
        case .custom(let encode): try nested { try encode(data, self) }
        @unknown default: write(.string(data.base64EncodedString()))
        }
    }

    // MARK: Keys

    /// `key` of a container at `base` as written, after the key strategy.
    func name(of key: CodingKey, in base: ContainerPath) -> String {
        rules.name(of: key) { base.path(in: self) }
    }

    /// Equal hashes are treated as equal keys, which at worst sends a value
    /// to the tree for nothing.
    private static func hash(_ key: String) -> UInt64 {
        KeyHash.of(key)
    }

    // MARK: Text

    /// Writes a scalar; anything else is for the tree.
    func write(_ value: EncodedValue) {
        if !buffer.appendScalar(value, escapingSlashes: escapesSlashes) { needsTree = true }
    }

    private func writeString(_ string: String) {
        buffer.appendQuoted(string, escapingSlashes: escapesSlashes)
    }

    private func writeEmptyObject() {
        buffer.append(UInt8(ascii: "{"))
        if pretty {
            buffer.append(UInt8(ascii: "\n"))
            buffer.appendNewline(indent: frames.count)
        }
        buffer.append(UInt8(ascii: "}"))
    }
}

/// `[String: V]` streamed member by member, keys unconverted.
protocol StringKeyedStreamable {
    func streamMembers(with encoder: StreamEncoder) throws
}

extension Dictionary: StringKeyedStreamable where Key == String, Value: Encodable {
    func streamMembers(with encoder: StreamEncoder) throws {
        let stream = encoder.valueFrame(isObject: true)
        guard stream >= 0 else { throw encoder.fallBack() }
        for (key, value) in self {
            try encoder.beginMember(of: stream, key: key)
            try encoder.encodeValue(value, at: CodingPathKey.name(key), in: ContainerPath(depth: encoder.path.count, explicit: nil))
        }
    }
}
