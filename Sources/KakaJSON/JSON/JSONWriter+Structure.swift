/// Containers, keys and the separators between tokens.
extension JSONWriter {
    /// Opens an object: `{`.
    @inline(__always)
    package mutating func beginObject() {
        prepareForValue()
        buffer.append(UInt8(ascii: "{"))
        openContainer()
        #if DEBUG
        openContainers.append(.object)
        #endif
        if sorted {
            sortFrames.append(SortFrame(contentStart: buffer.count))
        }
    }

    /// Closes the innermost object: `}`.
    @inline(__always)
    package mutating func endObject() {
        #if DEBUG
        let closing = openContainers.popLast()
        assert(closing == .object, "JSONWriter: endObject() without a matching beginObject()")
        assert(position != .afterKey, "JSONWriter: key without a value")
        #endif
        depth -= 1
        if sorted {
            closeSortedObject()
        } else {
            closeContainer(UInt8(ascii: "}"))
        }
        finishValue()
    }

    /// Opens an array: `[`.
    @inline(__always)
    package mutating func beginArray() {
        prepareForValue()
        buffer.append(UInt8(ascii: "["))
        openContainer()
        #if DEBUG
        openContainers.append(.array)
        #endif
    }

    /// Closes the innermost array: `]`.
    @inline(__always)
    package mutating func endArray() {
        #if DEBUG
        let closing = openContainers.popLast()
        assert(closing == .array, "JSONWriter: endArray() without a matching beginArray()")
        #endif
        depth -= 1
        closeContainer(UInt8(ascii: "]"))
        finishValue()
    }

    // MARK: Keys

    /// Writes a member name (escaped and quoted) and its colon.
    @inline(__always)
    package mutating func key(_ name: String) {
        prepareForKey()
        buffer.appendQuoted(name, escapingSlashes: escapesSlashes)
        appendColon()
    }

    /// Writes a member name given as UTF-8 bytes, which must be valid UTF-8.
    package mutating func key(utf8 name: some Collection<UInt8>) {
        prepareForKey()
        buffer.appendQuoted(utf8: name, escapingSlashes: escapesSlashes)
        appendColon()
    }

    /// Writes a precomputed member name and its colon in a single append.
    package mutating func key(_ prepared: PreparedKey) {
        prepareForKey()
        guard !escapesSlashes && !encoderLayout else {
            appendAdjusted(prepared)
            return
        }
        buffer.append(prepared.storage, droppingLast: pretty ? 0 : 1)
        position = .afterKey
    }

    /// A prepared key for options it was not prepared for: it holds `"name": `
    /// escaped without slash escaping, so only its `/` and its colon change.
    private mutating func appendAdjusted(_ prepared: PreparedKey) {
        let quoted = prepared.storage.dropLast(2)
        if escapesSlashes {
            // Escaping never writes a `/` of its own, so every `/` is the name's.
            for byte in quoted {
                if byte == UInt8(ascii: "/") { buffer.append(UInt8(ascii: "\\")) }
                buffer.append(byte)
            }
        } else {
            buffer.append(quoted)
        }
        appendColon()
    }

    // MARK: Separators

    @inline(__always)
    private mutating func appendColon() {
        if encoderLayout {
            buffer.append(" : ")
        } else {
            buffer.append(UInt8(ascii: ":"))
            if pretty {
                buffer.append(UInt8(ascii: " "))
            }
        }
        position = .afterKey
    }

    @inline(__always)
    private mutating func openContainer() {
        depth += 1
        if depth > deepestNesting { deepestNesting = depth }
        position = .firstMember
    }

    @inline(__always)
    private mutating func closeContainer(_ bracket: UInt8) {
        // A non-empty pretty container puts its closing bracket on its own line.
        if pretty && position == .nextMember {
            appendNewline(indentLevel: depth)
        } else if encoderLayout && position == .firstMember {
            appendEmptyContainerLines()
        }
        buffer.append(bracket)
    }

    /// Emits whatever must precede a value (comma, newline, indentation).
    @inline(__always)
    mutating func prepareForValue() {
        #if DEBUG
        assert(openContainers.last != .object || position == .afterKey, "JSONWriter: object member written without a key")
        #endif
        switch position {
        case .topLevel, .afterKey:
            break
        case .firstMember:
            if pretty {
                appendNewline(indentLevel: depth)
            }
        case .nextMember:
            buffer.append(UInt8(ascii: ","))
            if pretty {
                appendNewline(indentLevel: depth)
            }
        case .done:
            assertionFailure("JSONWriter: a document holds a single top-level value")
        }
    }

    /// Records that a value was completed at the current depth.
    @inline(__always)
    mutating func finishValue() {
        position = depth == 0 ? .done : .nextMember
    }

    @inline(__always)
    private mutating func prepareForKey() {
        #if DEBUG
        assert(openContainers.last == .object, "JSONWriter: key outside an object")
        assert(position == .firstMember || position == .nextMember, "JSONWriter: two keys in a row")
        #endif
        if sorted {
            // Members are buffered without separators; they are added when the object closes.
            sortFrames[sortFrames.count - 1].memberStarts.append(buffer.count)
            return
        }
        if position == .nextMember {
            buffer.append(UInt8(ascii: ","))
        }
        if pretty {
            appendNewline(indentLevel: depth)
        }
    }

    /// What `JSONEncoder` writes between the brackets of an empty container when
    /// pretty printing: an empty line, then the indentation of the closing bracket.
    mutating func appendEmptyContainerLines() {
        buffer.append(UInt8(ascii: "\n"))
        appendNewline(indentLevel: depth)
    }

    mutating func appendNewline(indentLevel: Int) {
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(repeating: UInt8(ascii: " "), count: 2 * indentLevel)
    }
}
