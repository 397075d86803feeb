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
    /// Made at the first lookup that needs a cursor: a decoder that never
    /// looks a key up allocates nothing.
    private var rows: KeyCursorRows?

    /// The cursor of `depth`, whatever object it is in; nil when no lookup
    /// has been that deep yet.
    @inline(__always)
    func cursor(depth: Int) -> KeyCursor? {
        rows?.cursor(depth: depth)
    }

    /// The cursor of `depth`, made when there is none yet. Making it may
    /// move every cursor: one taken before is not used after.
    mutating func makeCursor(depth: Int) -> KeyCursor {
        if let rows { return rows.makeCursor(depth: depth) }
        let made = KeyCursorRows()
        rows = made
        return made.makeCursor(depth: depth)
    }
}

/// The cursors' words, a row per container depth, in one buffer the decoder
/// owns: the lookups change a cursor at every key, and an array would check
/// at each change that its storage is not shared.
private final class KeyCursorRows {
    /// Words in a row: the object, the position, the end, then the signature.
    static var rowWords: Int { 3 &+ KeySignature.wordCount }

    private var words: UnsafeMutablePointer<UInt64>?
    private var depths = 0

    deinit {
        words?.deallocate()
    }

    @inline(__always)
    func cursor(depth: Int) -> KeyCursor? {
        guard depth >= 0, depth < depths, let words else { return nil }
        // In bounds: `words` holds `depths` rows of `rowWords` words, all
        // initialized, and `depth < depths`.
        return KeyCursor(words: words + depth &* Self.rowWords)
    }

    func makeCursor(depth: Int) -> KeyCursor {
        if depth >= depths { grow(to: depth &+ 1) }
        guard let cursor = cursor(depth: depth) else { preconditionFailure("a negative container depth") }
        return cursor
    }

    private func grow(to count: Int) {
        let grown = max(count, depths &* 2, 8)
        let rowWords = Self.rowWords
        let new = UnsafeMutablePointer<UInt64>.allocate(capacity: grown &* rowWords)
        // The old rows move over as they are (all `depths` rows were
        // initialized); the new ones are in no object.
        if let words {
            new.moveInitialize(from: words, count: depths &* rowWords)
            words.deallocate()
        }
        (new + depths &* rowWords).initialize(repeating: 0, count: (grown &- depths) &* rowWords)
        for depth in depths..<grown {
            KeyCursor(words: new + depth &* rowWords).object = -1
        }
        words = new
        depths = grown
    }
}

/// One depth's cursor: where the next key lookup in its object starts, and
/// the signature of every member key before that place.
///
/// A view of its row: valid while the decoder's `KeyCursors` neither ends
/// nor grows, so a lookup takes it and is done with it before it returns.
struct KeyCursor {
    /// The cursor's row in `KeyCursorRows`.
    fileprivate let words: UnsafeMutablePointer<UInt64>

    // Every access below is to a word of the row, which has
    // `KeyCursorRows.rowWords` initialized words: 0 to 2, or 3 plus a
    // signature word index below `KeySignature.wordCount`.

    /// The object's tape index; -1 for none.
    var object: Int {
        get { Int(truncatingIfNeeded: words[0]) }
        nonmutating set { words[0] = UInt64(truncatingIfNeeded: newValue) }
    }

    /// The tape index of the member key to try first.
    var position: Int {
        get { Int(truncatingIfNeeded: words[1]) }
        nonmutating set { words[1] = UInt64(truncatingIfNeeded: newValue) }
    }

    /// The tape index just past the object.
    var end: Int {
        get { Int(truncatingIfNeeded: words[2]) }
        nonmutating set { words[2] = UInt64(truncatingIfNeeded: newValue) }
    }

    /// Puts the cursor at the first member of `object`, which ends at
    /// `end`, with no key before it.
    @inline(__always)
    func open(_ object: Int, end: Int) {
        self.object = object
        position = object &+ 1
        self.end = end
        (words + 3).update(repeating: 0, count: KeySignature.wordCount)
    }

    /// Whether a key with the mark `key` may be before the cursor.
    @inline(__always)
    func mayContain(_ key: KeyMark) -> Bool {
        let bit = key.bit
        guard bit < KeySignature.bitCount else { return true }
        return words[3 &+ bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// Adds a key with the mark `key` to those before the cursor;
    /// `KeyMark.anyKey` fills the signature.
    @inline(__always)
    func insert(_ key: KeyMark) {
        let bit = key.bit
        guard bit < KeySignature.bitCount else {
            (words + 3).update(repeating: ~0, count: KeySignature.wordCount)
            return
        }
        words[3 &+ bit >> 6] |= 1 << UInt64(bit & 63)
    }
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
        if keyMatching == .exact, !mark.couldBeAnyKey, let cursor = cursors.cursor(depth: depth) {
            // Synthesized init(from:) asks for the keys in the order the
            // JSON has them: try the member at the cursor before anything else.
            let isOpen = cursor.object == object
            let position = isOpen ? cursor.position : object &+ 1
            let end = isOpen ? cursor.end : next(after: object)
            if !isOpen || !cursor.mayContain(mark), position &+ 1 < end {
                let entry = document.tape[position]
                if !entry.has(JSONTapeEntry.Flags.hasEscapes), Int(entry.extent) == name.count,
                   document.withBytes({ $0.bytesEqual(start: entry.startOffset, length: name.count, name) }) {
                    // The first lookup in an object has no key before it.
                    if !isOpen { cursor.open(object, end: end) }
                    let value = position &+ 1
                    cursor.position = next(after: value)
                    cursor.insert(mark)
                    return value
                }
            }
        }
        return memberAwayFromCursor(named: name, mark: mark, in: object, depth: depth)
    }

    /// `member(named:in:depth:)` when the member at the cursor is not the
    /// answer, or may not be: under snake case, for a name that is not
    /// ASCII, for a key that may be before the cursor, and for the first
    /// lookup this deep.
    private func memberAwayFromCursor(named name: UnsafeBufferPointer<UInt8>, mark: KeyMark, in object: Int,
                                      depth: Int) -> Int? {
        if mark.couldBeAnyKey { return memberByString(named: name, in: object, depth: depth) }
        let cursor = cursors.makeCursor(depth: depth)
        // The first lookup in an object starts at its first member, with no
        // key before it.
        if cursor.object != object { cursor.open(object, end: next(after: object)) }
        if cursor.mayContain(mark) {
            // The cursor moves back to just past the member found. The keys
            // before it are a part of those before the old place, so the
            // signature still holds them.
            if let key = firstKey(named: name, from: object &+ 1, to: cursor.position) {
                cursor.position = next(after: key &+ 1)
                return key &+ 1
            }
        }
        return searchMember(named: name, from: cursor)
    }

    /// `member(named:in:depth:)` by a scan of the members from `cursor`
    /// to the object's end, where none of the keys before `cursor` is
    /// `name`. A hit moves the cursor past it and adds the keys passed to
    /// the signature.
    private func searchMember(named name: UnsafeBufferPointer<UInt8>, from cursor: KeyCursor) -> Int? {
        let start = cursor.position
        guard let keyIndex = firstKey(named: name, from: start, to: cursor.end) else { return nil }
        let tape = document.tape
        let matching = keyMatching
        document.withBytes { bytes in
            var position = start
            while position <= keyIndex {
                let entry = tape[position]
                cursor.insert(entry.has(JSONTapeEntry.Flags.hasEscapes) ? .anyKey
                              : KeyMark.of(key: bytes.buffer(from: entry.startOffset, to: entry.endOffset), matching: matching))
                position = document.tapeIndex(after: position &+ 1)
            }
        }
        cursor.position = next(after: keyIndex &+ 1)
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
