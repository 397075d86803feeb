/// Keys of a `[Key: V]` that convert to the same key (`"7"`, `"07"` and
/// `"7.9"` into `Int`): each collision is reported, naming both keys, and
/// one rule keeps one member. Only for keys that are not `String`: distinct
/// texts are distinct `String` keys.
struct DictionaryKeyCollisions<Key: Hashable> {
    /// The text of the key each converted key came from.
    private var texts: [Key: String] = [:]
    private let isActive = Key.self != String.self

    /// For JSON text, where members come in document order: the last key
    /// wins, as for a key given twice. Returns whether `key` collided
    /// (the earlier member is then to be dropped).
    /// The same text again is a repeated key, not a collision.
    mutating func noteInOrder(_ key: Key, text: @autoclosure () -> String) -> Bool {
        guard isActive else { return false }
        let text = text()
        guard let earlier = texts.updateValue(text, forKey: key), earlier != text else { return false }
        report(earlier, text, key, kept: text)
        return true
    }

    /// For a `[String: Any]`, whose order is arbitrary: the key spelled as
    /// the converted key prints (`"7"`) wins, else the smallest text.
    /// Returns whether the member with `text` is to be kept.
    mutating func noteUnordered(_ key: Key, text: String) -> Bool {
        guard isActive else { return true }
        guard let earlier = texts[key] else {
            texts[key] = text
            return true
        }
        let canonical = "\(key)"
        let newWins = text == canonical || (earlier != canonical && text < earlier)
        let (first, second) = earlier < text ? (earlier, text) : (text, earlier)
        report(first, second, key, kept: newWins ? text : earlier)
        if newWins { texts[key] = text }
        return newWins
    }

    private func report(_ first: String, _ second: String, _ key: Key, kept: String) {
        IssueSession.current?.report(.lossyConversion,
                                     "the keys \"\(first)\" and \"\(second)\" both convert to \(key); "
                                     + "the member of \"\(kept)\" was kept",
                                     keptDefault: false)
    }
}
