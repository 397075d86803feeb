import Foundation

/// Object keys as a key decoding strategy turns them into coding keys.
enum KeyConversion {
    static func convert(_ key: String, with strategy: JSONDecoder.KeyDecodingStrategy,
                        codingPath: [any CodingKey]) -> String {
        switch strategy {
        case .useDefaultKeys: return key
        case .convertFromSnakeCase: return fromSnakeCase(key)
        case .custom(let convert): return convert(codingPath + [CodingPathKey(stringValue: key)]).stringValue
        @unknown default: return key
        }
    }

    /// `one_two_three` → `oneTwoThree`, Foundation's rule: the first word
    /// lowercased, each later word capitalized (its other letters
    /// lowercased), the underscores between words removed; leading and trailing
    /// underscores stay (`_one_two_` → `_oneTwo_`). A key without letters
    /// after its underscores is left as it is.
    static func fromSnakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        guard let firstNonUnderscore = key.firstIndex(where: { $0 != "_" }) else { return key }
        var lastNonUnderscore = key.index(before: key.endIndex)
        while lastNonUnderscore > firstNonUnderscore && key[lastNonUnderscore] == "_" {
            lastNonUnderscore = key.index(before: lastNonUnderscore)
        }
        let core = key[firstNonUnderscore...lastNonUnderscore]
        let words = core.split(separator: "_", omittingEmptySubsequences: true)
        guard words.count > 1 || core.contains("_") else { return key }
        var result = String(key[..<firstNonUnderscore])
        result += words.first.map { $0.lowercased() } ?? ""
        for word in words.dropFirst() { result += word.capitalized }
        result += key[key.index(after: lastNonUnderscore)...]
        return result
    }
}

extension KeyConversion {
    /// Whether the member key of `length` bytes at `start` becomes `name`
    /// under `convertFromSnakeCase`, decided byte by byte with no string
    /// made; nil when the key holds bytes other than ASCII letters, digits
    /// and underscores, which only the full conversion handles exactly.
    static func snakeCaseKey(in bytes: JSONByteView, start: Int, length: Int,
                             becomes name: UnsafeBufferPointer<UInt8>) -> Bool? {
        let underscore = UInt8(ascii: "_")
        var first = 0
        while first < length && bytes[start &+ first] == underscore { first &+= 1 }
        var last = length &- 1
        while last > first && bytes[start &+ last] == underscore { last &-= 1 }
        var hasInnerUnderscore = false
        for offset in 0..<length {
            let byte = bytes[start &+ offset]
            guard Self.isWordByte(byte) || byte == underscore else { return nil }
            if byte == underscore && offset > first && offset < last { hasInnerUnderscore = true }
        }
        guard hasInnerUnderscore else {
            // Unchanged: compared as it is.
            return bytes.bytesEqual(start: start, length: length, name)
        }
        var written = 0
        func emit(_ byte: UInt8) -> Bool {
            guard written < name.count, name[written] == byte else { return false }
            written &+= 1
            return true
        }
        for _ in 0..<first where !emit(underscore) { return false }
        // Foundation lowercases the first word and capitalizes the others,
        // where `capitalized` starts a new word after a digit too
        // ("2fa" → "2Fa", "a1b" → "A1B").
        var isFirstWord = true
        var afterLetter = false
        for offset in first...last {
            let byte = bytes[start &+ offset]
            if byte == underscore {
                if offset > first && bytes[start &+ offset &- 1] != underscore { isFirstWord = false }
                afterLetter = false
                continue
            }
            let isLetter = !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            let converted = isLetter && !afterLetter && !isFirstWord ? upper(byte) : lower(byte)
            afterLetter = isLetter
            if !emit(converted) { return false }
        }
        for _ in (last &+ 1)..<length where !emit(underscore) { return false }
        return written == name.count
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func upper(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte &- 32 : byte
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte &+ 32 : byte
    }
}
