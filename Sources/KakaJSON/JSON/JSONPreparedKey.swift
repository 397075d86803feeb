extension JSONWriter {
    /// A member name escaped, quoted and followed by its colon once, so that writing
    /// it is a single copy.
    ///
    /// Encoding plans build one per property and reuse it for every instance. One key
    /// serves writers with any options: the stored form is the pretty `"name": ` and
    /// compact writers copy all but its trailing space.
    package struct PreparedKey: Sendable, Hashable {
        /// `"name": ` as UTF-8 bytes. The only stored property: copying a key costs one retain.
        let storage: [UInt8]

        /// Escapes and quotes `name` once.
        package init(_ name: String) {
            var buffer = JSONByteBuffer(capacity: name.utf8.count + 4)
            buffer.appendQuoted(name)
            buffer.append(UInt8(ascii: ":"))
            buffer.append(UInt8(ascii: " "))
            storage = buffer.bytes
        }

        /// `"name":` as UTF-8 bytes. (Package access: the writer's tests.)
        package var compactBytes: ArraySlice<UInt8> {
            storage.dropLast()
        }

        /// `"name": ` as UTF-8 bytes. (Package access: the writer's tests.)
        package var prettyBytes: ArraySlice<UInt8> {
            storage[...]
        }

        /// The bytes a writer with `options` emits for this key.
        package func bytes(for options: Options) -> ArraySlice<UInt8> {
            options.contains(.prettyPrinted) ? prettyBytes : compactBytes
        }
    }
}
