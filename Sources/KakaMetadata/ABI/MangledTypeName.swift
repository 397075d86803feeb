#if canImport(CKakaRuntime)
import CKakaRuntime
#endif

/// A mangled type name from a field record, and its resolution to metadata.
///
/// ABI (docs/ABI/Mangling.md, "Symbolic references"): a mangled name is a
/// NUL-terminated byte string that may embed symbolic references. A byte in
/// 0x01...0x17 is followed by a 4-byte relative reference; a byte in
/// 0x18...0x1F by a pointer-sized absolute reference. Those payloads may
/// contain zero bytes, so the length must be measured by skipping them, not
/// with `strlen`.
struct MangledTypeName {
    let pointer: UnsafeRawPointer

    /// The name's length in bytes, symbolic reference payloads included.
    var length: Int { scan().length }

    /// How the field holds its reference, read from the name's last operator.
    ///
    /// ABI (Mangling.md): `Xw` weak, `Xo` unowned, `Xu` unowned(unsafe),
    /// appended to the referent type. The runtime resolves such a name to the
    /// referent type (for weak, an Optional), so the storage kind must be read here.
    var referenceOwnership: ReferenceOwnership {
        let (length, plainTail) = scan()
        guard plainTail >= 2 else { return .strong }
        let bytes = (pointer.load(fromByteOffset: length - 2, as: UInt8.self),
                     pointer.load(fromByteOffset: length - 1, as: UInt8.self))
        switch bytes {
        case (UInt8(ascii: "X"), UInt8(ascii: "w")): return .weak
        case (UInt8(ascii: "X"), UInt8(ascii: "o")): return .unowned
        case (UInt8(ascii: "X"), UInt8(ascii: "u")): return .unmanaged
        default: return .strong
        }
    }

    /// Returns the length and how many bytes at the end are plain characters
    /// (not symbolic reference payload).
    private func scan() -> (length: Int, plainTail: Int) {
        var index = 0
        var plainTail = 0
        while true {
            let byte = pointer.load(fromByteOffset: index, as: UInt8.self)
            switch byte {
            case 0:
                return (index, plainTail)
            case 0x01...0x17:
                index += 1 + 4
                plainTail = 0
            case 0x18...0x1F:
                index += 1 + MemoryLayout<UnsafeRawPointer>.size
                plainTail = 0
            default:
                index += 1
                plainTail += 1
            }
        }
    }

    /// Resolves the name through the runtime, relative to the declaring type's
    /// descriptor and the generic arguments of the metadata being inspected.
    ///
    /// Names read in a non-generic context are resolved once per process:
    /// most fields have the same few types (`Int`, `String`, `[String]`...),
    /// and the runtime demangles each name anew, which dominated the first
    /// conversion of a new model type.
    func resolve(context: UnsafeRawPointer, genericArguments: UnsafeRawPointer?) -> Any.Type? {
        guard genericArguments == nil else { return resolveWithRuntime(context: context, genericArguments: genericArguments) }
        let names = ResolvedTypeNames.shared
        // The compiler emits one name per type and module, shared by all its
        // field records, so most fields are found by the name's address alone.
        if let cached = names[address: pointer] { return cached }
        // A standard name is read in a few hundred instructions, less than
        // making its key: only other names are keyed for other modules' copies.
        if let type = standardType {
            names[address: pointer] = type
            return type
        }
        let key = contextFreeKey
        if let cached = names[key] {
            names[address: pointer] = cached
            return cached
        }
        guard let type = resolveWithRuntime(context: context, genericArguments: nil) else { return nil }
        names[key] = type
        names[address: pointer] = type
        return type
    }

    /// The type of a name that `StandardTypeName` reads.
    private var standardType: Any.Type? {
        StandardTypeName.type(named: UnsafeRawBufferPointer(start: pointer, count: length))
    }

    private func resolveWithRuntime(context: UnsafeRawPointer, genericArguments: UnsafeRawPointer?) -> Any.Type? {
        let arguments = genericArguments?.assumingMemoryBound(to: Optional<UnsafeRawPointer>.self)
        guard let metadata = kaka_getTypeByMangledNameInContext(
            pointer.assumingMemoryBound(to: CChar.self), length, context, arguments
        ) else { return nil }
        return MetadataRecord(pointer: metadata).type
    }

    /// The name with every symbolic reference replaced by the address it
    /// refers to, in hex after the reference's kind byte, so that equal keys
    /// mean the same type wherever the name is stored. Only valid for names
    /// without generic parameters (a non-generic context), whose meaning does
    /// not depend on the context.
    ///
    /// ABI (Mangling.md, "Symbolic references"): a relative reference is a
    /// signed 32-bit offset from the address of the offset itself; an
    /// absolute reference is already an address. The rest of a mangled name
    /// is ASCII (identifiers are Punycode-encoded), and a kind byte (0x01 to
    /// 0x1F) never occurs in it, so the key is unambiguous.
    ///
    /// A `String` rather than `[UInt8]`: the first `[UInt8]`-keyed dictionary
    /// of a process makes the runtime prove `[UInt8]: Hashable` by searching
    /// every conformance record, where `String` keys are
    /// already in use.
    var contextFreeKey: String {
        let (length, plainTail) = scan()
        if plainTail == length {
            // No symbolic reference (the common case: standard library types).
            return String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
        }
        var key: [UInt8] = []
        var index = 0
        func appendHex(_ value: UInt) {
            for shift in stride(from: UInt.bitWidth - 4, through: 0, by: -4) {
                let digit = UInt8(truncatingIfNeeded: (value >> UInt(shift)) & 0xF)
                key.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
            }
        }
        while true {
            let byte = pointer.load(fromByteOffset: index, as: UInt8.self)
            switch byte {
            case 0:
                return String(decoding: key, as: UTF8.self)
            case 0x01...0x17:
                let offset = pointer.loadUnaligned(fromByteOffset: index + 1, as: Int32.self)
                key.append(byte)
                appendHex(UInt(bitPattern: pointer + index + 1 + Int(offset)))
                index += 1 + 4
            case 0x18...0x1F:
                key.append(byte)
                appendHex(pointer.loadUnaligned(fromByteOffset: index + 1, as: UInt.self))
                index += 1 + MemoryLayout<UnsafeRawPointer>.size
            default:
                key.append(byte)
                index += 1
            }
        }
    }
}

/// Types already resolved from context-free mangled names, shared by all threads.
final class ResolvedTypeNames: @unchecked Sendable {
    // @unchecked: `storage` is only touched under `lock`.
    static let shared = ResolvedTypeNames()
    private let lock = ReadWriteLock()
    // exclusivity(unchecked): every access holds `lock`, which already makes
    // accesses exclusive; the runtime's dynamic check would repeat it per field.
    @exclusivity(unchecked) private var storage: [String: Any.Type] = [:]
    // A `TypeTable`: see there why not a Dictionary.
    @exclusivity(unchecked) private var byAddress = TypeTable<Any.Type>()

    /// The type of a context-free name, by its `contextFreeKey`.
    subscript(key: String) -> Any.Type? {
        get { lock.withReadLock { storage[key] } }
        set { lock.withWriteLock { storage[key] = newValue } }
    }

    /// The type of the context-free name stored at `address`.
    /// ABI: mangled names live in an image's read-only data for the life of
    /// the process (Swift images are never unloaded), and a name without
    /// generic parameters means the same type wherever it is read from.
    subscript(address address: UnsafeRawPointer) -> Any.Type? {
        get { lock.withReadLock { byAddress[Self.key(address)] } }
        set { lock.withWriteLock { byAddress[Self.key(address)] = newValue } }
    }

    /// The address as a table key. `ObjectIdentifier` and
    /// `UnsafeRawPointer` are both frozen structs holding one raw pointer
    /// (the standard library's ABI), and the key is only hashed and compared,
    /// never used as an object.
    private static func key(_ address: UnsafeRawPointer) -> ObjectIdentifier {
        unsafeBitCast(address, to: ObjectIdentifier.self)
    }
}
