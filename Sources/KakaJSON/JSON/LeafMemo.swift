/// Values built from leaf texts (see `JSONLeafValue`), reused while reuse
/// pays off.
///
/// After `trialLookups` lookups, a memo that found fewer than one hit in four
/// stops: it drops what it kept and reports itself inactive, so a document
/// whose leaves are all distinct pays neither the hashing nor the table for
/// the rest of the build.
struct LeafMemo<Value> {
    static var trialLookups: Int { 1024 }

    private var values: [JSONLeafValue: Value] = [:]
    private var lookups = 0
    private var hits = 0
    /// Whether lookups are worth making.
    private(set) var isActive: Bool

    init(isActive: Bool) {
        self.isActive = isActive
    }

    /// The value kept for `leaf`, if any; counts the lookup. The lookup that
    /// ends the trial decides, hit or miss, whether the memo goes on.
    mutating func value(for leaf: JSONLeafValue) -> Value? {
        lookups &+= 1
        if lookups == Self.trialLookups && hits &* 4 < lookups {
            isActive = false
            values = [:]
            return nil
        }
        guard let value = values[leaf] else { return nil }
        hits &+= 1
        return value
    }

    /// Keeps `value` for `leaf` (just looked up and missed) while the memo is active.
    mutating func keep(_ value: Value, for leaf: JSONLeafValue) {
        guard isActive else { return }
        values[leaf] = value
    }
}
