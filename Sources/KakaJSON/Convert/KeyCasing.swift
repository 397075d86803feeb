extension String {
    /// `nickName` → `nick_name`: an underscore before each uppercase letter,
    /// which is lowercased. A run of capitals (`URLString`) becomes one word
    /// (`url_string`).
    func underlineCasedKey() -> String {
        var result = ""
        result.reserveCapacity(utf8.count + 4)
        let characters = Array(self)
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord = previous.map { $0.isLowercase || $0.isNumber }
                    ?? false
                let endsAcronym = (previous?.isUppercase ?? false) && (next?.isLowercase ?? false)
                if startsWord || endsAcronym, result.last != "_" { result.append("_") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// `nick_name` → `nickName`: each underscore is removed and the letter
    /// after it uppercased. Leading underscores are kept.
    func camelCasedKey() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        var uppercaseNext = false
        var seenContent = false
        for character in self {
            if character == "_" && seenContent {
                uppercaseNext = true
                continue
            }
            if character != "_" { seenContent = true }
            if uppercaseNext {
                result.append(contentsOf: character.uppercased())
                uppercaseNext = false
            } else {
                result.append(character)
            }
        }
        if uppercaseNext { result.append("_") }
        return result
    }
}
