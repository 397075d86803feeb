/// A model with a mapper written by hand, as a performance-minded user of a
/// networking library writes one: no reflection and no KakaJSON, each key
/// read with an `as?` cast and written under its JSON key.
///
/// The benchmark times these mappers against `[String: Any].kj.model(_:)` and
/// `model.kj.JSONObject()`, on the same Foundation values.
///
/// Rules the mappers follow, so that they agree with KakaJSON:
/// - a missing key or a null (`NSNull`) leaves the property at the value its
///   `init()` gives it; an optional stays nil;
/// - a nil optional is left out of the object, as `JSONObject()` leaves it out;
/// - nested models go through their own mappers, arrays through `map`.
///
/// Unlike KakaJSON, which converts loosely (the number 12 into the String
/// "12"), a value of another type fails its cast and leaves the default too:
/// the corpora hold none, so both do the same work there.
public protocol HandMapped {
    /// The model read from a Foundation JSON object (`JSONSerialization`'s values).
    init(handMapped json: [String: Any])

    /// The model as a Foundation JSON object.
    func handMappedJSON() -> [String: Any]
}

extension HandMapped {
    /// The model of a nested JSON object, or nil when `value` is not one.
    static func mapped(from value: Any?) -> Self? {
        (value as? [String: Any]).map(Self.init(handMapped:))
    }

    /// The models of an array of JSON objects, or nil when `value` is not an array.
    static func mappedArray(from value: Any?) -> [Self]? {
        // `map` over `[Any]`: casting to `[[String: Any]]` first would build a second array.
        (value as? [Any])?.map { Self(handMapped: $0 as? [String: Any] ?? [:]) }
    }
}
