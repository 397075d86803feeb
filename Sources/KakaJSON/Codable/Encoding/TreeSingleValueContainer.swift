import Foundation

/// The single-value container of the value being encoded.
struct TreeSingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder

    var codingPath: [CodingKey] { encoder.codingPath }

    /// A second value is a conflict: Foundation's encoder stops the process.
    private func set(_ value: EncodedValue) {
        guard encoder.slot == nil else {
            return encoder.conflicts.note(at: encoder.codingPath, "A single value was encoded where a value is encoded already")
        }
        encoder.slot = value
    }

    mutating func encodeNil() throws { set(.null) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { set(.string(value)) }
    mutating func encode(_ value: Double) throws { set(try encoder.boxDouble(value)) }
    mutating func encode(_ value: Float) throws { set(try encoder.boxFloat(value)) }
    mutating func encode(_ value: Int) throws { set(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { set(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { set(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { set(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { set(.integer(value)) }
    mutating func encode(_ value: UInt) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt8) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt16) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt32) throws { set(.unsigned(UInt64(value))) }
    mutating func encode(_ value: UInt64) throws { set(.unsigned(value)) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: Int128) throws { set(.wideInteger(WideInteger(value))) }
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    mutating func encode(_ value: UInt128) throws { set(.wideInteger(WideInteger(value))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        set(try encoder.box(value))
    }
}
