import Foundation

/// Checks of the hand-written mappers (`HandMapped`), before they are timed
/// against KakaJSON's mapping. Each is compared with Codable (the reference)
/// and with KakaJSON on the same input, so the two timed rows do the same work.
extension BenchmarkVerification {
    /// The Foundation object of a corpus as the mapping rows read it:
    /// `JSONSerialization`'s parse of the file.
    public static func foundationObject(of data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The hand-written `init(handMapped:)` on `json`: its model equals
    /// Codable's `reference` and `[String: Any].kj.model`'s.
    public static func checkHandMappedDecode<Model: CorpusModel>(_ type: Model.Type, json: [String: Any],
                                                                 reference: Model) -> CheckResult {
        let name = "hand-mapped decode \(Model.corpusName)"
        let model = Model(handMapped: json)
        guard model == reference else {
            return .failed(name, "the hand-written model differs from Codable's " + modelDifference(model, reference))
        }
        let kakaJSON = KakaJSONCodec.model(from: json, as: type)
        guard model == kakaJSON else {
            return .failed(name, "the hand-written model differs from [String: Any].kj.model's "
                + modelDifference(model, kakaJSON))
        }
        return .passed(name)
    }

    /// The hand-written `handMappedJSON()` of `model`: the same JSON as
    /// Codable's, and the same members as `model.kj.JSONObject()`, a nil
    /// optional left out (or written) by both alike.
    public static func checkHandMappedEncode<Model: CorpusModel>(_ model: Model) -> CheckResult {
        let name = "hand-mapped encode \(Model.corpusName)"
        guard let ours = JSONTree(foundation: model.handMappedJSON()) else {
            return .failed(name, "the hand-written object holds a value with no JSON form")
        }
        let codable: JSONTree
        do {
            codable = try JSONTree(json: CodableCodec(Model.self).encode(model))
        } catch {
            return .failed(name, "Codable cannot write the model: \(error)")
        }
        if let difference = JSONTree.firstDifference(ours, codable) {
            return .failed(name, "the hand-written object differs from Codable's JSON (hand-written vs Codable) \(difference)")
        }
        guard let kakaJSON = JSONTree(foundation: KakaJSONCodec.jsonObject(of: model)) else {
            return .failed(name, "kj.JSONObject() holds a value with no JSON form")
        }
        if let difference = JSONTree.firstDifference(ours, kakaJSON, nullMatchesAbsent: false) {
            return .failed(name, "the hand-written object differs from kj.JSONObject() "
                + "(hand-written vs KakaJSON) \(difference)")
        }
        return .passed(name)
    }
}
