import Foundation

/// What `StreamEncoder` becomes when a type uses its containers in a way
/// text written as the values come cannot follow (a container filled after
/// another was written, a key encoded twice, a `superEncoder()`, a second
/// single value): the text written so far is read back into an
/// `EncodedValue` tree, each container the encoder handed out is matched
/// to its object or array there, and the rest of the encode continues on
/// `TreeEncoder`'s containers over that tree. No `encode(to:)` runs twice.
final class StreamPromotion {
    /// Where one value of the stream's levels goes in the tree.
    enum Target {
        case root
        case member(EncodedObject, String)
        case element(EncodedArray, Int)
    }

    let tree: TreeEncoder
    /// The whole value being encoded.
    private(set) var root: EncodedValue?
    /// The containers of the stream's frames, by frame id.
    private var boxes: [Int: EncodedValue]
    /// The target of each level of the stream still running, by level, and
    /// whether its value is still to come.
    private var targets: [(target: Target, pending: Bool)] = []

    private init(tree: TreeEncoder, root: EncodedValue?, boxes: [Int: EncodedValue]) {
        self.tree = tree
        self.root = root
        self.boxes = boxes
    }

    /// A frame closed while its value went on: entry `entry` (its index
    /// among the members or elements) of frame `parent`.
    struct ClosedFrame {
        let id: Int
        let parent: Int
        let entry: Int
    }

    /// The tree of `text` (the stream's bytes, its open containers closed,
    /// a pending member's value as `null`). The open frames, outermost
    /// first, are the text's last containers: the first is the whole value,
    /// each next one the last entry of the one before. Nil when the text
    /// cannot be read back.
    static func reading(_ text: [UInt8], openFrames: [Int], closedFrames: [ClosedFrame],
                        tree: TreeEncoder) -> StreamPromotion? {
        guard !text.isEmpty else { return StreamPromotion(tree: tree, root: nil, boxes: [:]) }
        guard let document = try? JSONDocument(bytes: text, options: JSONReadOptions(maxDepth: Int(Int32.max))) else {
            return nil
        }
        let root = StackGuard.onLargeStack { value(of: document.root) }
        var boxes: [Int: EncodedValue] = [:]
        var current: EncodedValue? = root
        for id in openFrames {
            guard let container = current else { return nil }
            boxes[id] = container
            current = lastEntry(of: container)
        }
        // Later closings are of outer frames: resolved innermost last.
        for closed in closedFrames.reversed() {
            guard let parent = boxes[closed.parent], let entry = entry(closed.entry, of: parent) else { continue }
            boxes[closed.id] = entry
        }
        return StreamPromotion(tree: tree, root: root, boxes: boxes)
    }

    private static func lastEntry(of container: EncodedValue) -> EncodedValue? {
        switch container {
        case .object(let object): object.members.last?.value
        case .array(let array): array.elements.last
        default: nil
        }
    }

    private static func entry(_ index: Int, of container: EncodedValue) -> EncodedValue? {
        switch container {
        case .object(let object): object.members.indices.contains(index) ? object.members[index].value : nil
        case .array(let array): array.elements.indices.contains(index) ? array.elements[index] : nil
        default: nil
        }
    }

    /// A node as a tree value.
    private static func value(of node: JSONNode) -> EncodedValue {
        switch node.kind {
        case .null: return .null
        case .bool: return .bool(node.bool ?? false)
        case .number: return .number(node.numberText ?? "0")
        case .string: return .string(node.string ?? "")
        case .array, .object:
            // Nested containers recurse: deep text goes on with a larger stack.
            return StackGuard.nested { container(node) }
        }
    }

    /// An array or object node as a tree value.
    private static func container(_ node: JSONNode) -> EncodedValue {
        if let elements = node.array {
            let array = EncodedArray()
            for element in elements { array.append(value(of: element)) }
            return .array(array)
        }
        let object = EncodedObject()
        for member in node.object.map(Array.init) ?? [] {
            object.set(value(of: member.value), for: member.key.string)
        }
        return .object(object)
    }

    // MARK: Levels

    /// Sets the targets of the levels running, outermost first.
    func setTargets(_ targets: [(target: Target, pending: Bool)]) {
        self.targets = targets
    }

    /// The object or array frame `id` became.
    func box(ofFrame id: Int) -> EncodedValue? {
        boxes[id]
    }

    /// The target of the member or element just added to the container of
    /// frame `id` (its last one), or of the one to come when `pending`.
    func lastEntry(ofFrame id: Int, pending: Bool) -> Target? {
        switch box(ofFrame: id) {
        case .object(let object)?:
            guard let key = object.members.last?.key else { return nil }
            return .member(object, key)
        case .array(let array)?:
            return .element(array, pending ? array.elements.count : array.elements.count - 1)
        default:
            return nil
        }
    }

    /// The value of level `level`, made with `make` if it has none yet;
    /// nil (noted as a conflict) when it holds a value of another kind.
    func value(ofLevel level: Int, matching existing: (EncodedValue) -> Bool, make: () -> EncodedValue,
               path: [CodingKey], what: String) -> EncodedValue {
        let (target, pending) = targets[level]
        if !pending, let current = read(target) {
            if existing(current) { return current }
            tree.conflicts.note(at: path, what)
            return make()
        }
        let made = make()
        assign(made, to: level)
        return made
    }

    /// Sets level `level`'s single value; a conflict when it has a value
    /// already (Foundation's encoder stops the process there).
    func assignSingle(_ value: EncodedValue, to level: Int, path: [CodingKey]) {
        guard targets[level].pending else {
            return tree.conflicts.note(at: path, "A single value was encoded where a value is encoded already")
        }
        assign(value, to: level)
    }

    /// Sets level `level`'s value.
    func assign(_ value: EncodedValue, to level: Int) {
        let (target, _) = targets[level]
        write(value, at: target)
        // A wrapper's level shares its target with the value inside it.
        for index in targets.indices where index != level && same(targets[index].target, target) {
            targets[index].pending = false
        }
        targets[level].pending = false
    }

    /// Level `level` is done: a value that encoded nothing is `{}` (not at
    /// the top, where encoding nothing is an error).
    func finish(level: Int) {
        defer { targets.removeLast(targets.count - level) }
        guard level > 0, targets[level].pending else { return }
        assign(.object(EncodedObject()), to: level)
    }

    private func read(_ target: Target) -> EncodedValue? {
        switch target {
        case .root: return root
        case .member(let object, let key): return object.value(for: key)
        case .element(let array, let index): return index < array.elements.count ? array.elements[index] : nil
        }
    }

    private func write(_ value: EncodedValue, at target: Target) {
        switch target {
        case .root: root = value
        case .member(let object, let key): object.set(value, for: key)
        case .element(let array, let index):
            if index < array.elements.count { array.elements[index] = value } else { array.append(value) }
        }
    }

    private func same(_ first: Target, _ second: Target) -> Bool {
        switch (first, second) {
        case (.root, .root): true
        case (.member(let a, let k), .member(let b, let l)): a === b && k == l
        case (.element(let a, let i), .element(let b, let j)): a === b && i == j
        default: false
        }
    }

    // MARK: Containers

    /// The path of a stream container as one a tree container keeps.
    static func treePath(_ base: ContainerPath, in stream: StreamEncoder) -> ContainerPath {
        let path = base.path(in: stream)
        return ContainerPath(depth: path.count, explicit: path)
    }

    /// The tree's keyed container for frame `id`.
    func keyed<Key: CodingKey>(frame id: Int, base: ContainerPath, in stream: StreamEncoder,
                               _: Key.Type) -> TreeKeyedContainer<Key>? {
        guard case .object(let object)? = box(ofFrame: id) else { return nil }
        return TreeKeyedContainer(encoder: tree, object: object, at: Self.treePath(base, in: stream))
    }

    /// The tree's unkeyed container for frame `id`.
    func unkeyed(frame id: Int, base: ContainerPath, in stream: StreamEncoder) -> TreeUnkeyedContainer? {
        guard case .array(let array)? = box(ofFrame: id) else { return nil }
        return TreeUnkeyedContainer(encoder: tree, array: array, at: Self.treePath(base, in: stream))
    }

    /// The written text of the tree, as the stream's formatting writes it;
    /// the tree is let go of.
    func text(formatting: JSONEncoder.OutputFormatting, refusedDepth: Int) throws -> Data {
        var writer = JSONWriter(formatting: formatting, capacity: 4_096)
        if let root { writer.write(root, uncheckedNumbers: true) }
        root = nil
        boxes = [:]
        return try EncodingDepth.checked(&writer, refused: refusedDepth)
    }
}
