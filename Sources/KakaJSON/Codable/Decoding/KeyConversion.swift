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
