import Foundation

/// Checks that KakaJSON and Codable produce the same results on a corpus,
/// before anything is timed. Codable is the reference.
///
/// - decode: KakaJSON's model equals Codable's (`==`).
/// - encode: KakaJSON's JSON, read back by Codable, equals the model, and it
///   equals Codable's JSON structurally (`JSONTree`, by `JSONSerialization`).
/// - mapping: `[String: Any].kj.model` equals the model, and
///   `kj.JSONObject()` equals Codable's JSON structurally.
/// - hand-mapped: the mappers written by hand agree with both
///   (`checkHandMappedDecode`, `checkHandMappedEncode`).
///
/// A failure names the first difference.
public enum BenchmarkVerification {
    /// The model Codable reads from `data`: the reference the checks compare with.
    public static func reference<Model: CorpusModel>(_ type: Model.Type, from data: Data) throws -> Model {
        try CodableCodec(type).decode(data)
    }

    /// KakaJSON's decoding of `data` against Codable's `reference`.
    public static func checkDecode<Model: CorpusModel>(_ type: Model.Type, data: Data,
                                                       reference: Model) -> CheckResult {
        let name = "decode \(Model.corpusName)"
        guard let model = KakaJSONCodec.decode(data, as: type) else {
            return .failed(name, "KakaJSON returned nil")
        }
        guard model == reference else {
            return .failed(name, "KakaJSON's model differs from Codable's " + modelDifference(model, reference))
        }
        return .passed(name)
    }

    /// KakaJSON's reporting decode (`model(_:issues:)`, or the strict `decode`)
    /// against Codable's `reference`: the same model, and no issue but missing keys.
    public static func checkDiagnosticsDecode<Model: CorpusModel>(_ type: Model.Type, data: Data, reference: Model,
                                                                  strict: Bool) -> CheckResult {
        let name = (strict ? "decode " : "model(_:issues:) ") + Model.corpusName
        let model: Model
        if strict {
            do {
                model = try KakaJSONCodec.decodeStrictly(data, as: type)
            } catch {
                return .failed(name, "decode threw \(error)")
            }
        } else {
            let (reported, issues) = KakaJSONCodec.decodeReporting(data, as: type)
            guard let reported else { return .failed(name, "KakaJSON returned nil") }
            if let issue = issues.first(where: { $0.kind != .missingKey }) {
                return .failed(name, "unexpected issue \(issue)")
            }
            model = reported
        }
        guard model == reference else {
            return .failed(name, "KakaJSON's model differs from Codable's " + modelDifference(model, reference))
        }
        return .passed(name)
    }

    /// KakaJSONDecoder's decoding of `data` against Codable's `reference`.
    public static func checkCoderDecode<Model: CorpusModel>(_ type: Model.Type, data: Data,
                                                            reference: Model) -> CheckResult {
        let name = "KakaJSONDecoder \(Model.corpusName)"
        let model: Model
        do {
            model = try KakaCoderCodec(type).decode(data)
        } catch {
            return .failed(name, "KakaJSONDecoder threw \(error)")
        }
        guard model == reference else {
            return .failed(name, "KakaJSONDecoder's model differs from Codable's " + modelDifference(model, reference))
        }
        return .passed(name)
    }

    /// KakaJSONEncoder's text of `model`, read back by Codable.
    public static func checkCoderEncode<Model: CorpusModel>(_ model: Model) -> CheckResult {
        let name = "KakaJSONEncoder \(Model.corpusName)"
        let written: Data
        let readBack: Model
        do {
            written = try KakaCoderCodec(Model.self).encode(model)
            readBack = try CodableCodec(Model.self).decode(written)
        } catch {
            return .failed(name, "KakaJSONEncoder's text does not read back: \(error)")
        }
        guard readBack == model else {
            return .failed(name, "KakaJSONEncoder's JSON, read by Codable, differs from the model "
                + modelDifference(readBack, model))
        }
        return .passed(name)
    }

    /// KakaJSON's encoding of `model` against Codable's.
    public static func checkEncode<Model: CorpusModel>(_ model: Model) -> CheckResult {
        let name = "encode \(Model.corpusName)"
        let codec = CodableCodec(Model.self)
        let written = KakaJSONCodec.encode(model)
        let readBack: Model
        do {
            readBack = try codec.decode(written)
        } catch {
            return .failed(name, "Codable cannot read KakaJSON's JSON: \(error) in \(excerpt(written))")
        }
        guard readBack == model else {
            return .failed(name, "KakaJSON's JSON, read by Codable, differs from the model "
                + modelDifference(readBack, model))
        }
        return compareStructure(name, "KakaJSON's JSON", written: { try JSONTree(json: written) },
                                model: model, codec: codec)
    }

    /// KakaJSON's mapping between Foundation values and models, without JSON text.
    public static func checkMapping<Model: CorpusModel>(_ type: Model.Type, data: Data,
                                                        reference: Model) -> CheckResult {
        let name = "mapping \(Model.corpusName)"
        guard let json = foundationObject(of: data) else {
            return .failed(name, "JSONSerialization cannot read the file as an object")
        }
        let model = KakaJSONCodec.model(from: json, as: type)
        guard model == reference else {
            return .failed(name, "[String: Any].kj.model differs from Codable's model "
                + modelDifference(model, reference))
        }
        let object = KakaJSONCodec.jsonObject(of: reference)
        return compareStructure(name, "kj.JSONObject()", written: {
            guard let tree = JSONTree(foundation: object) else { throw CocoaError(.coderInvalidValue) }
            return tree
        }, model: reference, codec: CodableCodec(type))
    }

    /// All checks on the corpora in `directory`.
    public static func checkAll(in directory: URL = BenchmarkData.defaultDirectory) throws -> [CheckResult] {
        try checks(TwitterFeed.self, in: directory) + checks(CitmCatalog.self, in: directory)
    }

    private static func checks<Model: CorpusModel>(_ type: Model.Type, in directory: URL) throws -> [CheckResult] {
        let data = try BenchmarkData.bytes(of: type, in: directory)
        let reference = try reference(type, from: data)
        return [checkDecode(type, data: data, reference: reference),
                checkEncode(reference),
                checkMapping(type, data: data, reference: reference),
                checkHandMappedDecode(type, json: foundationObject(of: data) ?? [:], reference: reference),
                checkHandMappedEncode(reference)]
    }

    /// Compares what KakaJSON wrote with Codable's JSON of the same model.
    private static func compareStructure<Model: CorpusModel>(_ name: String, _ source: String,
                                                             written: () throws -> JSONTree,
                                                             model: Model, codec: CodableCodec<Model>) -> CheckResult {
        let ours: JSONTree
        let theirs: JSONTree
        do {
            ours = try written()
        } catch {
            return .failed(name, "\(source) is not JSON that Foundation reads: \(error)")
        }
        do {
            theirs = try JSONTree(json: codec.encode(model))
        } catch {
            return .failed(name, "Codable cannot write the model: \(error)")
        }
        if let difference = JSONTree.firstDifference(ours, theirs) {
            return .failed(name, "\(source) differs from Codable's JSON (KakaJSON vs Codable) \(difference)")
        }
        return .passed(name)
    }

    /// The first difference between two models, through their Codable JSON.
    static func modelDifference<Model: CorpusModel>(_ left: Model, _ right: Model) -> String {
        let codec = CodableCodec(Model.self)
        guard let lhs = try? JSONTree(json: codec.encode(left)),
              let rhs = try? JSONTree(json: codec.encode(right)) else {
            return "(Codable cannot write the models)"
        }
        guard let difference = JSONTree.firstDifference(lhs, rhs) else {
            return "(no difference in their JSON: a property `==` compares is not encoded)"
        }
        return "\(difference)"
    }

    private static func excerpt(_ data: Data) -> String {
        let text = String(decoding: data.prefix(200), as: UTF8.self)
        return data.count > 200 ? "\"\(text)…\"" : "\"\(text)\""
    }
}
