/// The containers of an `EncodedValue` tree waiting to be released, one
/// level at a time.
///
/// The runtime releases a container's children from inside its release, so
/// dropping a tree as deep as a long linked list recursed once per level and
/// overflowed any stack. A container being released instead hands its
/// nested containers to a worklist, and each of those is released empty.
/// Kept by kind, so that each reference is tested for uniqueness where it
/// lies, with no copy that would make it look shared.
struct EncodedTreeWorklist {
    private var objects: [EncodedObject] = []
    private var arrays: [EncodedArray] = []
    private var encoders: [TreeEncoder] = []

    /// Takes over `value`'s reference when it holds a container.
    mutating func add(_ value: EncodedValue) {
        switch value {
        case .object(let object): objects.append(object)
        case .array(let array): arrays.append(array)
        case .deferred(let encoder): encoders.append(encoder)
        default: break
        }
    }

    /// Releases every container added, and every one below them that
    /// nothing else holds, without recursion. A container still held
    /// elsewhere (by a container or encoder a type kept) is left whole.
    mutating func drain() {
        while true {
            if let last = objects.indices.last {
                if isKnownUniquelyReferenced(&objects[last]) {
                    objects.removeLast().moveContainers(into: &self)
                } else {
                    objects.removeLast()
                }
            } else if let last = arrays.indices.last {
                if isKnownUniquelyReferenced(&arrays[last]) {
                    arrays.removeLast().moveContainers(into: &self)
                } else {
                    arrays.removeLast()
                }
            } else if let last = encoders.indices.last {
                if isKnownUniquelyReferenced(&encoders[last]), let slot = encoders[last].slot {
                    encoders[last].slot = nil
                    add(slot)
                }
                encoders.removeLast()
            } else {
                return
            }
        }
    }
}

extension EncodedValue {
    /// Whether releasing this value may release a subtree.
    var isContainer: Bool {
        switch self {
        case .array, .object, .deferred: true
        default: false
        }
    }
}
