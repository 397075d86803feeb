extension JSONWriter {
    /// An object being written under `.sortedKeys`: its members sit in the buffer
    /// back to back, without separators, until the object closes.
    struct SortFrame: Sendable {
        /// Buffer offset just past the object's `{`.
        var contentStart: Int
        /// Buffer offset where each member's quoted key begins, in write order.
        var memberStarts: [Int] = []
    }

    /// Reorders the innermost object's buffered members by key and writes them back
    /// with separators, then closes it. `depth` is already decremented, so the
    /// members sit at indent level `depth + 1`.
    ///
    /// Nested containers were finalized when they closed and their indentation depends
    /// only on depth, so whole members can be moved as opaque byte ranges.
    mutating func closeSortedObject() {
        let frame = sortFrames.removeLast()
        guard !frame.memberStarts.isEmpty else {
            if encoderLayout { appendEmptyContainerLines() }
            buffer.append(UInt8(ascii: "}"))
            return
        }
        let content = buffer.copyBytes(frame.contentStart..<buffer.count)
        buffer.removeSuffix(from: frame.contentStart)

        var members: [SortMember] = []
        members.reserveCapacity(frame.memberStarts.count)
        for (index, start) in frame.memberStarts.enumerated() {
            let end = index + 1 < frame.memberStarts.count ? frame.memberStarts[index + 1] : frame.contentStart + content.count
            members.append(SortMember(content, member: (start - frame.contentStart)..<(end - frame.contentStart)))
        }
        // Tie-break on position so equal keys keep their order (a stable sort).
        let order = members.indices.sorted { lhs, rhs in
            switch members[lhs].compareKey(with: members[rhs], in: content) {
            case .less: return true
            case .greater: return false
            case .equal: return lhs < rhs
            }
        }

        for (written, index) in order.enumerated() {
            if written > 0 {
                buffer.append(UInt8(ascii: ","))
            }
            if pretty {
                appendNewline(indentLevel: depth + 1)
            }
            buffer.append(content[members[index].member])
        }
        if pretty {
            appendNewline(indentLevel: depth)
        }
        buffer.append(UInt8(ascii: "}"))
    }

    /// A buffered member: where it lies in the object's copied content, and
    /// where its key's bytes (between the quotes) are.
    struct SortMember {
        let member: Range<Int>
        let key: Range<Int>
        /// Whether the key holds an escape: only then do its written bytes
        /// order differently from its own, and it is unescaped to compare.
        let escaped: Bool

        init(_ content: [UInt8], member: Range<Int>) {
            self.member = member
            var index = member.lowerBound + 1  // past the opening quote
            var escaped = false
            while content[index] != UInt8(ascii: "\"") {
                if content[index] == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                }
                index += 1
            }
            key = (member.lowerBound + 1)..<index
            self.escaped = escaped
        }

        enum Order { case less, equal, greater }

        /// How this key orders against `other`'s by their UTF-8 bytes; keys
        /// without escapes are compared where they lie, without a copy.
        func compareKey(with other: SortMember, in content: [UInt8]) -> Order {
            if escaped || other.escaped {
                let left = JSONWriter.unescapedKey(content[member]), right = JSONWriter.unescapedKey(content[other.member])
                return left == right ? .equal : left.lexicographicallyPrecedes(right) ? .less : .greater
            }
            var left = key.lowerBound, right = other.key.lowerBound
            while left < key.upperBound && right < other.key.upperBound {
                if content[left] != content[right] { return content[left] < content[right] ? .less : .greater }
                left += 1
                right += 1
            }
            let leftCount = key.count, rightCount = other.key.count
            return leftCount == rightCount ? .equal : leftCount < rightCount ? .less : .greater
        }
    }

    /// Recovers the raw UTF-8 key from a member that starts with its quoted key.
    ///
    /// Only undoes the escapes `JSONByteBuffer.appendQuoted` produces.
    static func unescapedKey(_ member: ArraySlice<UInt8>) -> [UInt8] {
        var key: [UInt8] = []
        var index = member.startIndex + 1  // skip the opening quote
        while index < member.endIndex {
            let byte = member[index]
            if byte == UInt8(ascii: "\"") {
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                key.append(byte)
                index += 1
                continue
            }
            let escape = member[index + 1]
            switch escape {
            case UInt8(ascii: "b"): key.append(0x08)
            case UInt8(ascii: "t"): key.append(0x09)
            case UInt8(ascii: "n"): key.append(0x0A)
            case UInt8(ascii: "f"): key.append(0x0C)
            case UInt8(ascii: "r"): key.append(0x0D)
            case UInt8(ascii: "u"):
                // Always `\u00XX` for a control character.
                key.append(hexValue(member[index + 4]) << 4 | hexValue(member[index + 5]))
                index += 4
            default: key.append(escape)  // `\"` and `\\`
            }
            index += 2
        }
        return key
    }

    private static func hexValue(_ digit: UInt8) -> UInt8 {
        digit >= UInt8(ascii: "a") ? digit - UInt8(ascii: "a") + 10 : digit - UInt8(ascii: "0")
    }
}
