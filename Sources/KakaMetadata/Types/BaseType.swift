/// What the metadata says about any Swift type. `Metadata.type(_:)` returns
/// the most specific subclass: `StructType`, `ClassType`, `EnumType`,
/// `OptionalType`, `TupleType`, `FunctionType`, `ProtocolType` or `MetaType`.
public class BaseType: CustomStringConvertible, @unchecked Sendable {
    // @unchecked: instances are immutable after construction and shared through the type cache.

    /// The type itself.
    public let type: Any.Type
    /// The type's name as Swift prints it, e.g. `Box<Int>`.
    ///
    /// Made on each read, not stored: the runtime builds it by demangling,
    /// and a model type's first conversion never needs it.
    public var name: String {
        // `_typeName` rather than `String(describing:)`, which first scans every
        // protocol conformance for CustomStringConvertible and the like.
        _typeName(type, qualified: false)
    }
    /// The metadata kind.
    public let kind: Kind
    /// The module that declares the type, or "" when it has none (tuples, functions).
    public let module: String
    /// Whether the module is the standard library or a platform framework.
    public let isSystemModule: Bool
    /// The size in bytes (`MemoryLayout.size`), from the value witness table.
    public let size: Int
    /// The alignment in bytes (`MemoryLayout.alignment`).
    public let alignment: Int
    /// The stride in bytes (`MemoryLayout.stride`).
    public let stride: Int

    /// - Parameter isSystemModule: overrides the module-name rule, for types
    ///   whose module cannot be read (pure Objective-C classes).
    init(type: Any.Type, module: String? = nil, isSystemModule: Bool? = nil) {
        let record = MetadataRecord(type)
        let storage = BaseType.storage(of: record)
        self.type = type
        self.kind = Kind(rawKind: record.kind)
        let module = module ?? BaseType.moduleFromQualifiedName(of: type)
        self.module = module
        self.isSystemModule = isSystemModule ?? BaseType.systemModules.contains(module)
        self.size = storage.size
        self.alignment = storage.alignment
        self.stride = storage.stride
    }

    /// The size, alignment and stride of a value of the type `record` describes.
    ///
    /// From the value witness table, except for a class object that is not
    /// Swift metadata (a pure Objective-C class), which has no table: a value
    /// of a class type is one reference, a pointer.
    package static func storage(of record: MetadataRecord) -> (size: Int, alignment: Int, stride: Int) {
        guard let witnesses = record.valueWitnesses else {
            let pointerSize = record.layout.pointerSize
            return (pointerSize, pointerSize, pointerSize)
        }
        return (witnesses.size, witnesses.alignment, witnesses.stride)
    }

    /// Modules of the standard library and of the platforms' SDKs.
    /// An array, not a `Set`: making a `Set<String>` makes the runtime check
    /// `String: Hashable`, a scan of every conformance record of the process
    /// (a large part of a cold first conversion), for a list read once per type.
    static let systemModules: [String] = [
        "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Distributed",
        "Observation", "Foundation", "FoundationEssentials", "FoundationInternationalization",
        "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Darwin", "Glibc", "Musl",
        "WinSDK", "ObjectiveC", "CoreGraphics", "UIKit", "AppKit", "SwiftUI", "Combine", "CoreData",
        "XCTest", "Testing",
    ]

    private static func moduleFromQualifiedName(of type: Any.Type) -> String {
        let qualified = _typeName(type, qualified: true)
        guard let dot = qualified.firstIndex(of: ".") else { return "" }
        let prefix = qualified[..<dot]
        let isIdentifier = prefix.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return isIdentifier ? String(prefix) : ""
    }

    /// A summary such as `Box<Int> (struct, module Sample)`.
    public var description: String {
        "\(name) (\(kind)\(module.isEmpty ? "" : ", module \(module)"))"
    }
}
