import Foundation

extension KeyConversion {
    /// `key` in snake_case by Foundation's `convertToSnakeCase` rule: a word
    /// starts at each uppercase letter; a run of capitals is one word, except
    /// that its last capital starts the next word when a lowercase letter
    /// follows it (`myURLValue` → `my_url_value`); any characters between a
    /// capital and the next lowercase letter stay in that capital's word
    /// (`aB2c` → `a_b_2c`). Words are lowercased and joined with `_`.
    ///
    /// Positions count characters, not scalars, as Foundation's do: a
    /// letter with a combining mark or a flag is one position.
    static func snakeCased(_ key: String) -> String {
        let characters = Array(key)
        guard characters.count > 1 else { return key.lowercased() }
        var words: [Range<Int>] = []
        var wordStart = 0
        var searchStart = 1
        let end = characters.count
        func first(from start: Int, where matches: (Character) -> Bool) -> Int? {
            var index = start
            while index < end {
                if matches(characters[index]) { return index }
                index += 1
            }
            return nil
        }
        while let upper = first(from: searchStart, where: isUppercase) {
            words.append(wordStart..<upper)
            guard let lower = first(from: upper, where: isLowercase) else {
                wordStart = upper
                break
            }
            if lower == upper + 1 {
                wordStart = upper
            } else {
                words.append(upper..<(lower - 1))
                wordStart = lower - 1
            }
            searchStart = lower + 1
        }
        words.append(wordStart..<end)
        return words.map { range in
            String(characters[range]).lowercased()
        }.joined(separator: "_")
    }

    /// By the character's first scalar, as Foundation tests it.
    private static func isUppercase(_ character: Character) -> Bool {
        let category = character.unicodeScalars.first?.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .lowercaseLetter
    }
}
