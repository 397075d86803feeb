import Foundation

/// The fast `Encoder` of `KakaJSONEncoder`: writes the text as the values
/// come, with no tree in between.
///
/// Most types use their containers in order: a value's containers are
/// filled while its `encode(to:)` runs, nested values close before the next
/// member. The open containers are kept as a stack of frames; a frame ends
/// when its value's `encode(to:)` returns, or when its parent writes again.
/// Anything else (a container filled after another was written, a key
/// encoded twice, `superEncoder()`, a second single value) promotes the
/// encoder: the text so far is read back into a tree and the encode goes on
/// with `TreeEncoder`'s containers (`StreamPromotion`), so that no type's
/// `encode(to:)` runs twice.
final class StreamEncoder: Encoder {
    /// Thrown when not even a promotion can follow the type (the text so
    /// far cannot be read back): `KakaJSONEncoder` encodes the value again
    /// with `TreeEncoder`.
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
    // exclusivity(unchecked): one encode owns the encoder on one thread.
    /// The text: the writer puts the brackets, commas and layout; the frames
    /// here only follow which container a call belongs to.
    @exclusivity(unchecked) private var writer: JSONWriter
    /// The coding path's keys: the first `pathDepth` of them. A value's key
    /// is popped by lowering the depth, and the slot is written over by the
    /// next value's key, which spares an append and a removal per value.
    @exclusivity(unchecked) private var pathKeys: [CodingKey] = []
    @exclusivity(unchecked) private(set) var pathDepth = 0
    /// The coding path of the value being encoded. Read only for errors,
    /// `codingPath` and the tree: the keys past the depth go then, so that
    /// reading it again makes no copy.
    var path: [CodingKey] {
        if pathDepth < pathKeys.count { pathKeys.removeSubrange(pathDepth...) }
        return pathKeys
    }
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// The key hashes of the open frames: the first `keyHashCount` count,
    /// the rest is room kept from closed frames.
    @exclusivity(unchecked) private var keyHashes: [UInt64] = []
    @exclusivity(unchecked) private var keyHashCount = 0
    /// The nesting level of the value being encoded, and where its text starts.
    @exclusivity(unchecked) private var level = 0
    /// The level of the value being encoded.
    var currentLevel: Int { level }
    @exclusivity(unchecked) private var levelStart = 0
    @exclusivity(unchecked) private var nextFrameID = 0
    /// Set once `NeedsTree` was thrown, even if the type caught it.
    @exclusivity(unchecked) private(set) var needsTree = false
    /// The frames closed while their value went on (a nested container,
    /// when its parent wrote again): a type may still use them, and the
    /// promotion finds each as an entry of the frame it was in.
    @exclusivity(unchecked) private var closedFrames: [StreamPromotion.ClosedFrame] = []
    /// The tree the encode goes on with once promoted.
    @exclusivity(unchecked) private(set) var promotion: StreamPromotion?

    /// How many nested containers are refused (`EncodingDepth`).
    let refusedDepth = EncodingDepth.refused

    /// - Parameter capacity: bytes to reserve up front (the size of the
    ///   encoder's last output: one allocation instead of regrowing).
    init(settings: EncodingSettings, capacity: Int = 16_384) {
        writer = JSONWriter(formatting: settings.formatting, capacity: capacity)
        rules = EncodingRules(settings: settings)
    }

    var codingPath: [CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { settings.userInfo }

    /// The text, handed over without a copy; the encoder is left empty.
    /// Throws `EncodingDepth.TooDeep` for text nested as deep as is refused.
    func takeData() throws -> Data {
        if let promotion { return try promotion.text(formatting: settings.formatting, refusedDepth: refusedDepth) }
        return try EncodingDepth.checked(&writer, refused: refusedDepth)
    }

    // MARK: Promotion

    /// The promotion, made now if the encoder is not promoted yet; throws
    /// `NeedsTree` when the text cannot be read back.
    func promoted() throws -> StreamPromotion {
        if let promotion { return promotion }
        var text = writer.bytes
        if writer.isAfterKey { text += Array("null".utf8) }
        for frame in frames.reversed() { text.append(frame.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) }
        guard let made = StreamPromotion.reading(text, openFrames: frames.map(\.id), closedFrames: closedFrames,
                                                 tree: TreeEncoder(settings: settings)) else { throw fallBack() }
        // The levels running, outermost first: a level's value is the last
        // entry of the innermost frame of the levels outside it, or, when
        // those opened none since, the single value of the one outside.
        // Only the innermost level, or the levels whose single value it is,
        // can have written nothing yet.
        let innermostPending = writer.byteCount == levelStart
        var targets: [(target: StreamPromotion.Target, pending: Bool)] = []
        // The first frame of each level on: frames are stacked by level, so
        // one pass finds them all (a search per level would be quadratic).
        var frameBase = 0
        for index in 0...level {
            while frameBase < frames.count && frames[frameBase].level < index { frameBase += 1 }
            let pending = innermostPending && frameBase == frames.count
            if index > 0, frameBase > 0, frames[frameBase - 1].level == index - 1,
               let target = made.lastEntry(ofFrame: frames[frameBase - 1].id, pending: pending) {
                targets.append((target, pending))
            } else {
                targets.append((targets.last?.target ?? .root, pending))
            }
        }
        made.setTargets(targets)
        promotion = made
        return made
    }

    func fallBack() -> NeedsTree {
        needsTree = true
        return NeedsTree()
    }

    // MARK: Containers

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let base = ContainerPath(depth: pathDepth, explicit: nil)
        let frame = valueFrame(isObject: true)
        guard frame < 0 else { return KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, frame: frame, base: base)) }
        return treeContainer(keyedBy: type, base: base)
    }

    /// `container(keyedBy:)` once only the tree can follow.
    @inline(never)
    private func treeContainer<Key: CodingKey>(keyedBy type: Key.Type, base: ContainerPath) -> KeyedEncodingContainer<Key> {
        guard let promotion = try? promoted() else {
            return KeyedEncodingContainer(StreamKeyedContainer<Key>(encoder: self, frame: -1, base: base))
        }
        let object = promotion.value(ofLevel: level, matching: { if case .object = $0 { true } else { false } },
                                     make: { .object(EncodedObject()) }, path: path,
                                     what: "A keyed container was asked for where a value of another kind is encoded already")
        guard case .object(let box) = object else { preconditionFailure("made as an object") }
        return KeyedEncodingContainer(TreeKeyedContainer<Key>(encoder: promotion.tree, object: box,
                                                              at: StreamPromotion.treePath(base, in: self)))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let base = ContainerPath(depth: pathDepth, explicit: nil)
        let frame = valueFrame(isObject: false)
        guard frame < 0 else { return StreamUnkeyedContainer(encoder: self, frame: frame, base: base) }
        return treeUnkeyedContainer(base: base)
    }

    /// `unkeyedContainer()` once only the tree can follow.
    @inline(never)
    private func treeUnkeyedContainer(base: ContainerPath) -> UnkeyedEncodingContainer {
        guard let promotion = try? promoted() else {
            return StreamUnkeyedContainer(encoder: self, frame: -1, base: base)
        }
        let array = promotion.value(ofLevel: level, matching: { if case .array = $0 { true } else { false } },
                                    make: { .array(EncodedArray()) }, path: path,
                                    what: "An unkeyed container was asked for where a value of another kind is encoded already")
        guard case .array(let box) = array else { preconditionFailure("made as an array") }
        return TreeUnkeyedContainer(encoder: promotion.tree, array: box, at: StreamPromotion.treePath(base, in: self))
    }

    func singleValueContainer() -> SingleValueEncodingContainer {
        StreamSingleValueContainer(encoder: self)
    }

    /// The frame of the value being encoded: the one it opened already (a
    /// container asked for twice), or a new one; -1 when the value wrote
    /// something else first.
    func valueFrame(isObject: Bool) -> Int {
        guard promotion == nil else { return -1 }
        if let top = frames.last, top.level == level, frames.count == levelFrameBase + 1 {
            return top.isObject == isObject ? top.id : -1
        }
        guard writer.byteCount == levelStart, frames.count == levelFrameBase else { return -1 }
        return open(isObject: isObject)
    }

    /// How many frames were open when the current level began.
    @exclusivity(unchecked) private var levelFrameBase = 0

    /// A nested container's frame: `begin` writes its member's key or
    /// element's separator; -1 (the tree must follow) when it cannot.
    func openNested(isObject: Bool, after begin: () -> Bool) -> Int {
        guard promotion == nil, begin() else { return -1 }
        return open(isObject: isObject)
    }

    private func open(isObject: Bool) -> Int {
        let id = nextFrameID
        nextFrameID += 1
        frames.append(Frame(id: id, isObject: isObject, level: level, hashesStart: keyHashCount))
        if isObject { writer.beginObject() } else { writer.beginArray() }
        return id
    }

    private func closeTop() {
        let frame = frames.removeLast()
        keyHashCount = frame.hashesStart
        if frame.isObject { writer.endObject() } else { writer.endArray() }
    }

    /// Makes frame `id` the top one, closing the nested containers above
    /// it; false when it is closed, or belongs to another value.
    private func makeTop(_ id: Int) -> Bool {
        // Nearly always the frame is the top one already.
        if let top = frames.last, top.id == id { return top.level == level }
        guard let index = frames.lastIndex(where: { $0.id == id }), frames[index].level == level else { return false }
        while frames.count > index + 1 {
            guard frames[frames.count - 1].level == level else { return false }
            let closing = frames.count - 1
            closedFrames.append(StreamPromotion.ClosedFrame(id: frames[closing].id, parent: frames[closing - 1].id,
                                                            entry: frames[closing - 1].count - 1))
            closeTop()
        }
        return true
    }

    /// Writes the separator and key of a new member of object frame `id`;
    /// false, writing nothing, when the tree must follow (a key encoded
    /// twice: the last value must win).
    func beginMember(of id: Int, key: String) -> Bool {
        guard promotion == nil, makeTop(id) else { return false }
        let hash = Self.hash(key)
        let last = frames.count - 1
        let bit = UInt64(1) << (hash & 63)
        if frames[last].seen & bit != 0, keyHashes[frames[last].hashesStart..<keyHashCount].contains(hash) { return false }
        frames[last].seen |= bit
        keyHashes.store(hash, at: keyHashCount)
        keyHashCount += 1
        frames[last].count += 1
        writer.key(key)
        return true
    }

    /// Begins a new element of array frame `id` (the writer puts its
    /// separator with the element); false when the tree must follow.
    func beginElement(of id: Int) -> Bool {
        beginIndexedElement(of: id) != nil
    }

    /// `beginElement(of:)` giving the new element's index; nil when the
    /// tree must follow.
    func beginIndexedElement(of id: Int) -> Int? {
        guard promotion == nil, makeTop(id) else { return nil }
        frames[frames.count - 1].count += 1
        return frames[frames.count - 1].count - 1
    }

    /// The number of elements written to array frame `id` so far.
    func count(of id: Int) -> Int {
        frames.last { $0.id == id }?.count ?? 0
    }

    // MARK: Values

    /// Encodes `value` as the member or element just begun, under `key`.
    func encodeValue<T: Encodable, Key: CodingKey>(_ value: T, at key: Key, in base: ContainerPath) throws {
        // The scalar type is found once for both steps; a key is boxed for
        // the path only for a value that is not written at once.
        let scalar = ScalarType(valueType: T.self)
        if let scalar, let encoded = TreeEncoder.scalar(value, as: scalar) { return write(encoded) }
        try encodeNested(value, scalar, at: key, in: base)
    }

    /// Encodes `value` as the element just begun, at `index` of its array.
    func encodeElement<T: Encodable>(_ value: T, index: Int, in base: ContainerPath) throws {
        let scalar = ScalarType(valueType: T.self)
        if let scalar, let encoded = TreeEncoder.scalar(value, as: scalar) { return write(encoded) }
        try encodeNested(value, scalar, at: CodingPathKey(index: index), in: base)
    }

    /// `encodeValue(_:at:in:)` for a value that is not written at once:
    /// its key on the path while it encodes.
    @inline(__always)
    private func encodeNested<T: Encodable>(_ value: T, _ scalar: ScalarType?, at key: CodingKey,
                                            in base: ContainerPath) throws {
        if base.explicit == nil && base.depth == pathDepth {
            pathKeys.store(key, at: pathDepth)
            pathDepth += 1
            defer { pathDepth -= 1 }
            try encodeValue(value, as: scalar)
            return
        }
        let savedKeys = pathKeys, savedDepth = pathDepth
        pathKeys = base.path(in: self) + [key]
        pathDepth = pathKeys.count
        defer {
            pathKeys = savedKeys
            pathDepth = savedDepth
        }
        try encodeValue(value, as: scalar)
    }

    /// Encodes `value` at the current path, in the slot begun for it.
    func encodeValue<T: Encodable>(_ value: T) throws {
        try encodeValue(value, as: ScalarType(valueType: T.self))
    }

    /// `encodeValue(_:)` given the scalar type of `T`, if it is one.
    private func encodeValue<T: Encodable>(_ value: T, as scalar: ScalarType?) throws {
        if let scalar {
            switch try rules.encoding(value, as: scalar, at: path) {
            case .value(let written): return write(written)
            case .date(let date): return try encode(date, as: rules.form(of: date, at: path))
            case .data(let data): return try encode(data, as: rules.form(of: data))
            case .ownEncoding: break
            }
        }
        if StandardContainer.isDictionary(T.self), let members = value as? StringKeyedStreamable {
            try nested { try members.streamMembers(with: self) }
        } else {
            // The top-level value's own `encode(to:)` that writes nothing is
            // an error, which `encodeTop` throws, as Foundation does.
            try nested(emptyIsAnError: level == 0) { try value.encode(to: self) }
        }
    }

    /// Runs `body` as the encoding of a nested value: its frames close when
    /// it returns, and a value that wrote nothing is `{}`, as Foundation's.
    func nested(emptyIsAnError: Bool = false, _ body: () throws -> Void) throws {
        // Inside as many containers as are refused: no need to go deeper.
        if writer.depth >= refusedDepth { throw EncodingDepth.TooDeep() }
        let savedLevelStart = levelStart, savedFrameBase = levelFrameBase
        level += 1
        levelStart = writer.byteCount
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
        if let promotion {
            if !emptyIsAnError { promotion.finish(level: level) }
            return
        }
        while frames.count > levelFrameBase { closeTop() }
        // A value that wrote nothing is `{}`, as Foundation writes it.
        if writer.byteCount == levelStart && !emptyIsAnError { writeEmptyObject() }
    }

    /// The top-level value; an error when it encodes nothing.
    func encodeTop<T: Encodable>(_ value: T) throws {
        levelStart = 0
        try encodeValue(value)
        if let promotion {
            if let conflict = promotion.tree.firstConflict { throw conflict }
            guard promotion.root != nil else {
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
            }
            return
        }
        if writer.byteCount == 0 {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
    }

    /// A single value for the current level; after another value, the
    /// tree takes it (the last one wins, as in Foundation's encoder).
    func writeSingle(_ value: EncodedValue) throws {
        guard promotion == nil, writer.byteCount == levelStart, frames.count == levelFrameBase else {
            return try promoted().assignSingle(value, to: level, path: path)
        }
        write(value)
    }

    func writeSingle<T: Encodable>(_ value: T) throws {
        guard promotion == nil, writer.byteCount == levelStart, frames.count == levelFrameBase else {
            let promotion = try promoted()
            return promotion.assignSingle(try promotion.tree.box(value, at: path), to: level, path: path)
        }
        try encodeValue(value)
    }

    func boxDouble(_ value: Double) throws -> EncodedValue {
        try rules.double(value, at: path)
    }

    func boxFloat(_ value: Float) throws -> EncodedValue {
        try rules.float(value, at: path)
    }

    /// Encodes `value` in the form its strategy gave it (a `Date` or `Data`).
    private func encode<Value: Encodable>(_ value: Value, as form: StrategyForm<Value>) throws {
        switch form {
        case .value(let encoded): write(encoded)
        case .ownEncoding: try nested { try value.encode(to: self) }
        case .custom(let encode): try nested { try encode(value, self) }
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
        if !writer.writeScalar(value, uncheckedNumbers: true) { needsTree = true }
    }

    private func writeEmptyObject() {
        writer.beginObject()
        writer.endObject()
    }
}

/// `[String: V]` streamed member by member, keys unconverted.
protocol StringKeyedStreamable {
    func streamMembers(with encoder: StreamEncoder) throws
}

extension Dictionary: StringKeyedStreamable where Key == String, Value: Encodable {
    func streamMembers(with encoder: StreamEncoder) throws {
        let stream = encoder.valueFrame(isObject: true)
        guard stream >= 0 else {
            let promotion = try encoder.promoted()
            return promotion.assign(try promotion.tree.box(self, at: encoder.path), to: encoder.currentLevel)
        }
        for (key, value) in self {
            let base = ContainerPath(depth: encoder.pathDepth, explicit: nil)
            // Refused only for another key of the same hash (the keys are
            // distinct): the tree, whose keys are compared, encodes it again.
            guard encoder.beginMember(of: stream, key: key) else { throw encoder.fallBack() }
            try encoder.encodeValue(value, at: CodingPathKey.name(key), in: base)
        }
    }
}

extension Array {
    /// Puts `element` at `index`, over the element kept there from before
    /// or, at the end, appended: for stacks that keep their room when popped.
    @inline(__always)
    fileprivate mutating func store(_ element: Element, at index: Int) {
        if index < count { self[index] = element } else { append(element) }
    }
}
