/// What `kj_modelKey` returns: a `String` key, or an array of candidate keys
/// tried in order until one is present.
///
/// A key may be a path: `"data.1.dog.name"` reads `json["data"][1]["dog"]["name"]`.
/// A key that exists literally in the JSON object (such as `"captain.name"`)
/// wins over the path reading.
public protocol ModelPropertyKey {}

extension String: ModelPropertyKey {}
extension Array: ModelPropertyKey where Element == String {}

/// What `kj_JSONKey` returns: the key a property is written to.
public typealias JSONPropertyKey = String
