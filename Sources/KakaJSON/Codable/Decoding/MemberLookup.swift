import Foundation

// Finding an object's member by its key: the decoder's lookup, the cursors
// that make it linear for keys asked in document order, and the keys a
// custom strategy converts up front.

/// How a keyed container matches member keys to coding keys.
enum KeyMatching {
    /// Byte for byte (`useDefaultKeys`).
    case exact
    /// As each member key converts from snake case, compared without making a string.
    case snakeCase
    /// Through the custom strategy's closure, run on every key of the object up front.
    case custom
}

/// Where each open keyed container's last lookup ended, by container depth.
///
/// Synthesized `init(from:)` asks for keys in declaration order, which is
/// usually the JSON's order too: starting each search after the last match
/// finds the next key at once, where a scan from the start would make
/// decoding an object quadratic in its size. Only a hint: a search that
/// misses wraps around, so any order finds every key.
struct KeyCursors {
    private var cursors: ContiguousArray<KeyCursor> = []

    /// The cursor of `object`, if the last lookup at `depth` was in it.
    @inline(__always)
    func cursor(in object: Int, depth: Int) -> KeyCursor? {
        guard depth < cursors.count, cursors[depth].object == object else { return nil }
        return cursors[depth]
    }

    /// Records `cursor` as the one of the container at `depth`.
    mutating func set(_ cursor: KeyCursor, depth: Int) {
        while cursors.count <= depth { cursors.append(KeyCursor(object: -1, position: 0, end: 0)) }
        cursors[depth] = cursor
    }

    /// Moves the cursor at `depth`, which `cursor(in:depth:)` just gave, to `position`.
    @inline(__always)
    mutating func advance(to position: Int, depth: Int) {
        cursors[depth].position = position
    }
}

/// Where the next key lookup in an object starts.
struct KeyCursor {
    /// The object's tape index.
    let object: Int
    /// The tape index of the member key to try first.
    var position: Int
    /// The tape index just past the object.
    let end: Int
}

extension TapeDecoder {
    /// The tape index of the value of the first member of `object` whose
    /// key is `name`, searching from where the last lookup at this
    /// container depth ended (see `KeyCursors`).
    ///
    /// Under `convertFromSnakeCase` each member key is compared as it
    /// converts, without making a string for it.
    @inline(__always)
    func member(named name: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int) -> Int? {
        // Synthesized init(from:) asks for the keys in the order the JSON
        // has them: try the member at the cursor before anything else.
        if let cursor = cursors.cursor(in: object, depth: depth), cursor.position &+ 1 < cursor.end,
           keyMatching == .exact {
            let entry = document.tape[cursor.position]
            if !entry.has(JSONTapeEntry.Flags.hasEscapes), Int(entry.extent) == name.count,
               document.withBytes({ $0.bytesEqual(start: entry.startOffset, length: name.count, name) }) {
                let value = cursor.position &+ 1
                cursors.advance(to: next(after: value), depth: depth)
                return value
            }
        }
        return searchMember(named: name, in: object, depth: depth)
    }

    /// `member(named:in:depth:)` by a scan of the members, from the cursor
    /// round to it again.
    private func searchMember(named name: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int) -> Int? {
        let first = object &+ 1
        let end = next(after: object)
        let start = cursors.cursor(in: object, depth: depth)?.position ?? first
        let tape = document.tape
        let snakeCase = keyMatching == .snakeCase
        let found: Int? = document.withBytes { bytes in
            func matches(_ position: Int) -> Bool {
                let entry = tape[position]
                if snakeCase {
                    if !entry.has(JSONTapeEntry.Flags.hasEscapes),
                       let matches = KeyConversion.snakeCaseKey(in: bytes, start: entry.startOffset,
                                                                length: Int(entry.extent), becomes: name) {
                        return matches
                    }
                    let key = node(at: position).string ?? ""
                    return KeyConversion.fromSnakeCase(key).utf8.elementsEqual(name)
                }
                if !entry.has(JSONTapeEntry.Flags.hasEscapes) {
                    return Int(entry.extent) == name.count
                        && bytes.bytesEqual(start: entry.startOffset, length: name.count, name)
                }
                return JSONStringDecoding.decodedEquals(bytes, start: entry.startOffset, end: entry.endOffset,
                                                        Array(name))
            }
            var position = start
            while position &+ 1 < end {
                if matches(position) { return position }
                position = document.tapeIndex(after: position &+ 1)
            }
            // Wrapped around: the members before the hint, in order, so the
            // first of duplicate keys wins among them.
            position = first
            while position < start && position &+ 1 < end {
                if matches(position) { return position }
                position = document.tapeIndex(after: position &+ 1)
            }
            return nil
        }
        guard let keyIndex = found else { return nil }
        cursors.set(KeyCursor(object: object, position: next(after: keyIndex &+ 1), end: end), depth: depth)
        return keyIndex &+ 1
    }
}

/// The members' keys of one object after a key decoding strategy, mapped
/// to their values (the first of duplicate keys wins, as in Foundation).
final class ConvertedKeys {
    /// The converted keys in document order, without duplicates.
    let keys: [String]
    private let values: [String: Int]

    init(object: Int, decoder: TapeDecoder, codingPath: [any CodingKey]) {
        var keys: [String] = []
        var values: [String: Int] = [:]
        var position = object &+ 1
        let end = decoder.next(after: object)
        while position &+ 1 < end {
            let raw = decoder.node(at: position).string ?? ""
            let converted = KeyConversion.convert(raw, with: decoder.settings.keys, codingPath: codingPath)
            if values[converted] == nil {
                values[converted] = position &+ 1
                keys.append(converted)
            }
            position = decoder.next(after: position &+ 1)
        }
        self.keys = keys
        self.values = values
    }

    func valueIndex(for key: String) -> Int? {
        values[key]
    }
}
