import Foundation
import BenchmarkModels

/// Loads one corpus, verifies every selected conversion of it, and returns
/// the conversions to time: only those whose results are right.
struct CorpusSetup {
    /// "twitter".
    let corpus: String
    /// The file's size in bytes.
    let fileSize: Int
    /// The conversions to time.
    private(set) var workloads: [Workload] = []
    /// The selected conversions that gave wrong results.
    private(set) var wrong: [WrongResult] = []

    /// A failure that stops the benchmark: missing data or models Codable cannot read.
    struct Failure: Error {
        let message: String
        let exitCode: Int32
    }

    init<Model: CorpusModel>(_ type: Model.Type, options: Options) throws(Failure) {
        corpus = Model.corpusName
        let data: Data
        do {
            data = try BenchmarkData.bytes(of: type, in: options.dataDirectory)
        } catch {
            throw Failure(message: "cannot read \(Model.fileName) in \(options.dataDirectory.path): \(error)",
                          exitCode: 3)
        }
        fileSize = data.count
        let reference: Model
        do {
            reference = try BenchmarkVerification.reference(type, from: data)
        } catch {
            throw Failure(message: "Codable cannot decode \(Model.fileName) into the models: \(error)", exitCode: 1)
        }
        let codec = CodableCodec(type)
        let selected = { (kind: String, contender: String) in options.selects("\(contender)-\(kind)-\(Model.corpusName)") }

        if selected("decode", "kakajson") {
            Output.progress("verifying KakaJSON decode \(corpus)…")
            add("decode", .kakaJSON, check: BenchmarkVerification.checkDecode(type, data: data, reference: reference)) {
                blackHole(KakaJSONCodec.decode(data, as: type))
            }
        }
        let coder = KakaCoderCodec(type)
        if selected("decode", "kakacoder") {
            Output.progress("verifying KakaJSONDecoder \(corpus)…")
            add("decode", .kakaCoder, check: BenchmarkVerification.checkCoderDecode(type, data: data, reference: reference)) {
                blackHole(try? coder.decode(data))
            }
        }
        if selected("decode", "codable") {
            add("decode", .codable, check: nil) { blackHole(try? codec.decode(data)) }
        }
        if selected("encode", "kakajson") {
            Output.progress("verifying KakaJSON encode \(corpus)…")
            add("encode", .kakaJSON, check: BenchmarkVerification.checkEncode(reference)) {
                blackHole(KakaJSONCodec.encode(reference))
            }
        }
        if selected("encode", "kakacoder") {
            Output.progress("verifying KakaJSONEncoder \(corpus)…")
            add("encode", .kakaCoder, check: BenchmarkVerification.checkCoderEncode(reference)) {
                blackHole(try? coder.encode(reference))
            }
        }
        if selected("encode", "codable") {
            add("encode", .codable, check: nil) { blackHole(try? codec.encode(reference)) }
        }
        addDiagnostics(type, data: data, reference: reference, selected: selected)
        addMapping(type, data: data, reference: reference, selected: selected)
        if let feed = reference as? TwitterFeed {
            addSnakeCaseReference(feed, data: data, selected: selected)
        }
    }

    /// The secondary reference: Codable with snake_case key strategies, on twitter only.
    private mutating func addSnakeCaseReference(_ reference: TwitterFeed, data: Data,
                                                selected: (String, String) -> Bool) {
        let kind = SnakeCaseReference.kind
        guard selected("decode", kind) || selected("encode", kind) else { return }
        let codec = SnakeCaseCodableCodec()
        if selected("decode", kind) {
            Output.progress("verifying \(SnakeCaseReference.title) decode \(corpus)…")
            let check = BenchmarkVerification.checkSnakeCaseDecode(data: data, reference: reference)
            add("\(kind)-decode", .codable, check: check) { blackHole(try? codec.decode(data)) }
        }
        guard selected("encode", kind) else { return }
        Output.progress("verifying \(SnakeCaseReference.title) encode \(corpus)…")
        do {
            // Its own models, decoded once here, are what it encodes.
            let feed = try codec.decode(data)
            let check = BenchmarkVerification.checkSnakeCaseEncode(feed, reference: reference)
            add("\(kind)-encode", .codable, check: check) { blackHole(try? codec.encode(feed)) }
        } catch {
            wrong.append(WrongResult(name: SnakeCaseReference.name(.encode), reason: "its decode failed: \(error)"))
        }
    }

    /// KakaJSON's mapping between `[String: Any]` and models, and the mappers
    /// written by hand that it is measured against, on the same values.
    private mutating func addMapping<Model: CorpusModel>(_ type: Model.Type, data: Data, reference: Model,
                                                         selected: (String, String) -> Bool) {
        let kinds = MappingKind.allCases.map(\.rawValue)
        guard kinds.contains(where: { selected("decode", $0) || selected("encode", $0) }) else { return }
        // Parsed once here: the mapping measurements leave JSON text out.
        let json = BenchmarkVerification.foundationObject(of: data) ?? [:]
        let kakaJSON = MappingKind.kakaJSON.rawValue, handWritten = MappingKind.handWritten.rawValue
        if selected("decode", kakaJSON) || selected("encode", kakaJSON) {
            Output.progress("verifying KakaJSON mapping \(corpus)…")
            let mapping = BenchmarkVerification.checkMapping(type, data: data, reference: reference)
            if selected("decode", kakaJSON) {
                add("\(kakaJSON)-decode", .kakaJSON, check: mapping) { blackHole(KakaJSONCodec.model(from: json, as: type)) }
            }
            if selected("encode", kakaJSON) {
                add("\(kakaJSON)-encode", .kakaJSON, check: mapping) { blackHole(KakaJSONCodec.jsonObject(of: reference)) }
            }
        }
        if selected("decode", handWritten) {
            Output.progress("verifying the hand-written [String: Any] → models mapper of \(corpus)…")
            let check = BenchmarkVerification.checkHandMappedDecode(type, json: json, reference: reference)
            add("\(handWritten)-decode", nil, check: check) { blackHole(Model(handMapped: json)) }
        }
        if selected("encode", handWritten) {
            Output.progress("verifying the hand-written models → [String: Any] mapper of \(corpus)…")
            add("\(handWritten)-encode", nil, check: BenchmarkVerification.checkHandMappedEncode(reference)) {
                blackHole(reference.handMappedJSON())
            }
        }
    }

    /// The decodes that also report issues: `model(_:issues:)` and the strict `decode`.
    private mutating func addDiagnostics<Model: CorpusModel>(_ type: Model.Type, data: Data, reference: Model,
                                                             selected: (String, String) -> Bool) {
        for kind in DiagnosticsKind.allCases where selected("decode", kind.rawValue) {
            Output.progress("verifying KakaJSON \(kind.call) \(corpus)…")
            let check = BenchmarkVerification.checkDiagnosticsDecode(type, data: data, reference: reference,
                                                                     strict: kind == .strict)
            add("\(kind.rawValue)-decode", .kakaJSON, check: check) {
                switch kind {
                case .issues: blackHole(KakaJSONCodec.decodeReporting(data, as: type))
                case .strict: blackHole(try? KakaJSONCodec.decodeStrictly(data, as: type))
                }
            }
        }
    }

    /// Adds a workload when its check passed (or it is the reference), else records it as wrong.
    private mutating func add(_ kind: String, _ contender: Contender?, check: CheckResult?,
                              _ run: @escaping () -> Void) {
        let name = Direction(rawValue: kind) == nil
            ? "\(kind)-\(corpus)" : "\(contender?.rawValue ?? "")-\(kind)-\(corpus)"
        if let failure = check?.failure {
            wrong.append(WrongResult(name: name, reason: failure))
            return
        }
        workloads.append(Workload(name: name, corpus: corpus, kind: kind, contender: contender,
                                  fileSize: fileSize, run: run))
    }
}
