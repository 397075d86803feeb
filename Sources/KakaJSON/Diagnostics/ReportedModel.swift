/// What an issue's text names of a model type's properties, by their index
/// in the model's plan: each one's name, type and the JSON keys it is read
/// from.
///
/// The decoding plans answer it. Diagnostics know this protocol and nothing
/// of the plans, so the dependency runs one way: conversion code reports
/// into diagnostics, and diagnostics never reach into conversion code.
protocol ReportedModel: AnyObject, Sendable {
    /// The number of properties.
    var propertyCount: Int { get }
    /// The declared name of property `index`.
    func name(ofProperty index: Int) -> String
    /// The declared type of property `index`.
    func type(ofProperty index: Int) -> Any.Type
    /// The one plain key (no dot, no alternatives) property `index` is read
    /// from; nil when it has several keys or a key path.
    func directKey(ofProperty index: Int) -> String?
    /// The property's own name, read when none of its keys is present; nil
    /// when the name is one of its keys.
    func fallbackName(ofProperty index: Int) -> String?
    /// How many keys property `index` is read from (at least one).
    func keyCount(ofProperty index: Int) -> Int
    /// Key `candidate` of property `index`, in the order the keys are tried.
    func key(_ candidate: Int, ofProperty index: Int) -> ReportedKey
}

/// One key a property is read from, as an issue's path shows it.
struct ReportedKey {
    /// One step of a key path.
    struct Step {
        /// The step's text.
        let key: String
        /// The step read as an array index, when it is a number.
        let index: Int?
    }

    /// The key as the user wrote it.
    let text: String
    /// The steps of a key with dots (`"data.1.name"`); nil for a plain key.
    let steps: [Step]?
}

/// Finds the `ReportedModel` of a model type, for a session that names
/// properties by their index only.
protocol ReportedModels: Sendable {
    /// The description of `owner`'s properties; nil when `owner` is no model.
    func model(of owner: Any.Type) -> ReportedModel?
}
