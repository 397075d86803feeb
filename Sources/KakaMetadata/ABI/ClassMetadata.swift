/// Metadata of a class.
///
/// ABI (include/swift/ABI/Metadata.h, `TargetAnyClassMetadata`,
/// `TargetAnyClassMetadataObjCInterop`, `TargetClassMetadata`): kind (an isa
/// pointer with Objective-C interop), superclass; with interop two cache words
/// and the `Data` word; then the Swift-only fields: flags, instance address
/// point, instance size, instance alignment mask, class size, class address
/// point, description, ivar destroyer. Byte offsets come from `MetadataLayout`.
///
/// With interop the record may be a pure Objective-C class (such as
/// `NSObject` or `SwiftObject`, the superclass of every Swift root class on
/// Apple platforms): it has the Objective-C fields only, no Swift fields and
/// no type metadata header. `isSwiftMetadata` tells them apart, and nothing
/// past the `Data` word is read from a record that fails it.
package struct ClassMetadata {
    /// The class object.
    package let record: MetadataRecord

    /// The class metadata of `record`, which must have the class kind.
    package init(record: MetadataRecord) {
        self.record = record
    }

    private var layout: MetadataLayout { record.layout }

    /// Whether the record is Swift class metadata, with the Swift-only fields
    /// and the type metadata header.
    ///
    /// ABI: the kind must be a class (`MetadataRecord.kind`). Without interop
    /// every class object is Swift metadata (`TargetAnyClassMetadata::
    /// isTypeMetadata` returns true). With interop,
    /// `TargetAnyClassMetadataObjCInterop::isTypeMetadata` tests
    /// `Data & SWIFT_CLASS_IS_SWIFT_MASK`.
    package var isSwiftMetadata: Bool {
        guard record.kind == MetadataKindValue.class else { return false }
        guard let data = layout.classObjCData else { return true }
        return record.pointer.loadWord(fromByteOffset: data, in: layout) & layout.swiftClassMask != 0
    }

    /// The superclass's metadata; nil for a root class and for a superclass
    /// that is not Swift class metadata (an Objective-C class), which ends the
    /// Swift part of the hierarchy.
    package var superclass: ClassMetadata? {
        // ABI: `TargetAnyClassMetadata::Superclass`, present in every class object.
        guard let pointer = record.pointer.loadPointer(fromByteOffset: layout.classSuperclass, in: layout)
        else { return nil }
        let superclass = ClassMetadata(record: MetadataRecord(pointer: pointer, layout: layout))
        return superclass.isSwiftMetadata ? superclass : nil
    }

    /// The size of an instance in bytes, header included. (Package access:
    /// the oracle tests check it against the runtime.)
    ///
    /// ABI: `TargetClassMetadata::InstanceSize`, u32; Swift metadata only.
    package var instanceSize: Int {
        Int(record.pointer.load(fromByteOffset: layout.classInstanceSize, as: UInt32.self))
    }

    /// The alignment mask of an instance. (Package access: the oracle tests
    /// check it against the runtime.)
    ///
    /// ABI: `TargetClassMetadata::InstanceAlignMask`, u16; Swift metadata only.
    package var instanceAlignMask: Int {
        Int(record.pointer.load(fromByteOffset: layout.classInstanceAlignMask, as: UInt16.self))
    }

    /// The size of the class object and the offset of its address point, in
    /// bytes. (Package access: the oracle tests check it against the runtime.)
    ///
    /// ABI: `TargetClassMetadata::ClassSize` and `ClassAddressPoint`, u32
    /// each; Swift metadata only.
    package var classSizeAndAddressPoint: (size: Int, addressPoint: Int) {
        (Int(record.pointer.load(fromByteOffset: layout.classSize, as: UInt32.self)),
         Int(record.pointer.load(fromByteOffset: layout.classAddressPoint, as: UInt32.self)))
    }

    /// The class descriptor; nil for an Objective-C class and for an
    /// artificial subclass (null description).
    var descriptor: ClassDescriptor? {
        // ABI: `TargetClassMetadata::Description`, valid only when isTypeMetadata().
        guard isSwiftMetadata,
              let pointer = record.pointer.loadPointer(fromByteOffset: layout.classDescription, in: layout)
        else { return nil }
        return ClassDescriptor(type: TypeContextDescriptor(pointer: pointer))
    }

    /// Where this class's immediate members start, in words from the address
    /// point; nil when it cannot be known.
    ///
    /// ABI (Metadata.h, `getNonResilientImmediateMembersOffset`,
    /// `TargetClassMetadataBounds::adjustForSubclass`): without a resilient
    /// superclass, `-negativeSize` when immediate members are negative,
    /// otherwise `positiveSize - numImmediateMembers`. With a resilient
    /// superclass, the runtime's stored bounds give it in bytes; if they are
    /// not stored yet, the superclass metadata's class size and address point
    /// (bytes) give the end of the superclass's metadata.
    func immediateMembersOffset(_ descriptor: ClassDescriptor) -> Int? {
        if !descriptor.hasResilientSuperclass {
            return descriptor.areImmediateMembersNegative
                ? -descriptor.metadataNegativeSizeInWords
                : descriptor.metadataPositiveSizeInWords - descriptor.numberOfImmediateMembers
        }
        if let bytes = descriptor.storedImmediateMembersOffset(in: layout) {
            return bytes / layout.pointerSize
        }
        guard let superclass else { return nil }
        let bounds = superclass.classSizeAndAddressPoint
        return descriptor.areImmediateMembersNegative
            ? -(bounds.addressPoint / layout.pointerSize) - descriptor.numberOfImmediateMembers
            : (bounds.size - bounds.addressPoint) / layout.pointerSize
    }

    /// ABI: generic arguments are the first immediate members.
    var genericArguments: UnsafeRawPointer? {
        guard let descriptor, descriptor.type.context.isGeneric,
              let words = immediateMembersOffset(descriptor) else { return nil }
        return record.pointer + layout.bytes(inWords: words)
    }

    /// Byte offsets of this class's own stored properties, from the start of
    /// the instance; empty when they cannot be read.
    ///
    /// ABI (`TargetClassMetadata::getFieldOffsets`): the field offset vector
    /// holds `StoredPointer` entries, at `FieldOffsetVectorOffset` words, which
    /// with a resilient superclass counts from the immediate members.
    /// Offsets are read from the initialised metadata, never from the
    /// descriptor, because the runtime computes them for resilient and generic layouts.
    var fieldOffsets: [Int] {
        guard let descriptor else { return [] }
        let count = descriptor.numberOfFields
        guard count > 0, descriptor.rawFieldOffsetVectorOffset > 0 else { return [] }
        var vectorOffset = descriptor.rawFieldOffsetVectorOffset
        if descriptor.hasResilientSuperclass {
            guard let immediateMembers = immediateMembersOffset(descriptor) else { return [] }
            vectorOffset += immediateMembers
        }
        let vector = record.pointer + layout.bytes(inWords: vectorOffset)
        return (0..<count).map {
            Int(bitPattern: vector.loadWord(fromByteOffset: $0 * layout.classFieldOffsetSize, in: layout))
        }
    }
}
