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
/// decoding an object quadratic in its size. The cursor also carries the
/// signature of the keys before it, so a search starts there only when no
/// earlier member can have the key: the first of duplicate keys wins, as
/// in Foundation, whatever the order of the lookups.
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
        while cursors.count <= depth { cursors.append(KeyCursor(object: -1, position: 0, end: 0, before: .empty)) }
        cursors[depth] = cursor
    }

    /// Moves the cursor at `depth`, which `cursor(in:depth:)` just gave,
    /// past the member it pointed at, whose key has the mark `key`.
    @inline(__always)
    mutating func advance(to position: Int, passing key: KeyMark, depth: Int) {
        cursors[depth].position = position
        cursors[depth].before.insert(key)
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
    /// Holds the signature of every member key before `position`.
    var before: KeySignature
}

extension TapeDecoder {
    /// The tape index of the value of the first member of `object` whose
    /// key is `name`. The search starts where the last lookup at this
    /// container depth ended, and looks before that only when a member
    /// there may have the key (see `KeyCursors`).
    ///
    /// Under `convertFromSnakeCase` each member key is compared as it
    /// converts, without making a string for it.
    @inline(__always)
    func member(named name: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int) -> Int? {
        let mark = KeyMark.of(name: name, matching: keyMatching)
        if mark.couldBeAnyKey { return memberByString(named: name, in: object, depth: depth) }
        // The first lookup in an object starts at its first member, with no
        // key before it.
        let found = cursors.cursor(in: object, depth: depth)
        let cursor = found ?? KeyCursor(object: object, position: object &+ 1, end: next(after: object), before: .empty)
        if cursor.before.mayContain(mark) {
            // The cursor moves back to just past the member found. The keys
            // before it are a part of those before the old place, so the
            // signature still holds them.
            if let key = firstKey(named: name, from: object &+ 1, to: cursor.position) {
                cursors.set(KeyCursor(object: object, position: next(after: key &+ 1), end: cursor.end,
                                      before: cursor.before), depth: depth)
                return key &+ 1
            }
        } else if keyMatching == .exact, cursor.position &+ 1 < cursor.end {
            // Synthesized init(from:) asks for the keys in the order the
            // JSON has them: try the member at the cursor before anything else.
            let entry = document.tape[cursor.position]
            if !entry.has(JSONTapeEntry.Flags.hasEscapes), Int(entry.extent) == name.count,
               document.withBytes({ $0.bytesEqual(start: entry.startOffset, length: name.count, name) }) {
                let value = cursor.position &+ 1
                if found != nil {
                    cursors.advance(to: next(after: value), passing: mark, depth: depth)
                } else {
                    var moved = cursor
                    moved.position = next(after: value)
                    moved.before.insert(mark)
                    cursors.set(moved, depth: depth)
                }
                return value
            }
        }
        return searchMember(named: name, in: object, from: cursor.position, to: cursor.end, before: cursor.before,
                            depth: depth)
    }

    /// `member(named:in:depth:)` by a scan of the members from `start` to
    /// the object's end `end`, where `before` holds the signature of every key
    /// before `start` and none of those keys is `name`. A hit moves the
    /// cursor past it and adds the keys passed to the signature.
    private func searchMember(named name: UnsafeBufferPointer<UInt8>, in object: Int, from start: Int, to end: Int,
                              before: KeySignature, depth: Int) -> Int? {
        guard let keyIndex = firstKey(named: name, from: start, to: end) else { return nil }
        var passed = before
        let tape = document.tape
        let matching = keyMatching
        document.withBytes { bytes in
            var position = start
            while position <= keyIndex {
                let entry = tape[position]
                passed.insert(entry.has(JSONTapeEntry.Flags.hasEscapes) ? .anyKey
                              : KeyMark.of(key: bytes.buffer(from: entry.startOffset, to: entry.endOffset), matching: matching))
                position = document.tapeIndex(after: position &+ 1)
            }
        }
        cursors.set(KeyCursor(object: object, position: next(after: keyIndex &+ 1), end: end, before: passed),
                    depth: depth)
        return keyIndex &+ 1
    }

    /// `member(named:in:depth:)` for a name that is not ASCII: looked up
    /// as Foundation looks every key up, in a table of the object's keys as
    /// `String`s (canonical equivalence: `é` precomposed or as `e` and
    /// U+0301 is one key; the first member wins). The table is made once per
    /// object and container depth.
    private func memberByString(named name: UnsafeBufferPointer<UInt8>, in object: Int, depth: Int) -> Int? {
        let table = stringKeyTables.table(for: object, depth: depth) {
            ConvertedKeys(object: object, decoder: self, codingPath: [])
        }
        return table.valueIndex(for: String(decoding: name, as: UTF8.self))
    }

    /// The tape index of the first member key in `start..<end` that is
    /// `name`, as the key strategy compares. `start` is a member key of an
    /// object, `end` another one or the object's end.
    private func firstKey(named name: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        let tape = document.tape
        let matching = keyMatching
        return document.withBytes { bytes in
            var position = start
            while position < end {
                let entry = tape[position]
                if entry.has(JSONTapeEntry.Flags.hasEscapes) {
                    if matching == .snakeCase {
                        let key = KeyConversion.fromSnakeCase(node(at: position).string ?? "")
                        if key.utf8.elementsEqual(name) { return position }
                    } else if JSONStringDecoding.decodedEquals(bytes, start: entry.startOffset, end: entry.endOffset,
                                                               Array(name)) {
                        return position
                    }
                } else {
                    let length = Int(entry.extent)
                    if matching == .snakeCase {
                        if let matches = KeyConversion.snakeCaseKey(in: bytes, start: entry.startOffset, length: length,
                                                                    becomes: name) {
                            if matches { return position }
                        } else if KeyConversion.fromSnakeCase(node(at: position).string ?? "").utf8.elementsEqual(name) {
                            return position
                        }
                    } else if length == name.count && bytes.bytesEqual(start: entry.startOffset, length: length, name) {
                        return position
                    }
                }
                position = document.tapeIndex(after: position &+ 1)
            }
            return nil
        }
    }
}

/// The `ConvertedKeys` tables made for names that are not ASCII
/// (`memberByString`), one per container depth, each for its object.
struct StringKeyTables {
    private var tables: [ConvertedKeys?] = []

    /// The table of `object` at `depth`, made by `make` when there is none.
    mutating func table(for object: Int, depth: Int, make: () -> ConvertedKeys) -> ConvertedKeys {
        while tables.count <= depth { tables.append(nil) }
        if let table = tables[depth], table.object == object { return table }
        let table = make()
        tables[depth] = table
        return table
    }
}

/// The members' keys of one object after a key decoding strategy, mapped
/// to their values (the first of duplicate keys wins, as in Foundation).
final class ConvertedKeys {
    /// The object's tape index.
    let object: Int
    /// The converted keys in document order, without duplicates.
    let keys: [String]
    private let values: [String: Int]

    init(object: Int, decoder: TapeDecoder, codingPath: [any CodingKey]) {
        self.object = object
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
