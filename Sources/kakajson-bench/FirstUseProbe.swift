import Foundation
import KakaJSON

/// The cost of the first conversion of a type never converted before: for
/// KakaJSON, reading its metadata and building its plan, on top of the
/// conversion itself.
///
/// Each measurement is a fresh child process (`--first-use-probe`) that times
/// the first and the second `Data` → `FirstUseModel` conversion; first minus
/// second is the one-time cost. "cold": the type is the first thing the
/// process converts. "warm": the process has converted other models with all
/// of its field types, as in an app already using the library. "new-types":
/// two of its field types are new to the process, so their converters are
/// made too. The parent reports medians over several processes
/// (FirstUseReport.swift).
enum FirstUseProbe {
    /// The target for KakaJSON's first conversion of a new type, in nanoseconds.
    static let targetNanoseconds = 50_000.0

    /// The child's work; prints one `first-use` line.
    static func runChild(state: FirstUseState, contender: Contender) -> Int32 {
        let decoder = JSONDecoder()
        let kakaDecoder = KakaJSONDecoder()
        func warmUp<Model: Convertible & Decodable>(_ type: Model.Type, _ json: Data) {
            switch contender {
            case .kakaJSON: blackHole(json.kj.model(type))
            case .kakaCoder: blackHole(try? kakaDecoder.decode(type, from: json))
            case .codable: blackHole(try? decoder.decode(type, from: json))
            }
        }
        switch state {
        case .cold: break
        case .warm:
            warmUp(WarmUpModel.self, WarmUpModel.json)
            warmUp(MoreFieldTypesModel.self, MoreFieldTypesModel.json)
        case .newTypes:
            warmUp(WarmUpModel.self, WarmUpModel.json)
        }
        // The input exists before the clock starts: the static is made on first access.
        let json = FirstUseModel.json
        var models: [FirstUseModel?] = []
        var times: [UInt64] = []
        for _ in 0..<2 {
            let start = Stopwatch.now()
            let model: FirstUseModel?
            switch contender {
            case .kakaJSON: model = json.kj.model(FirstUseModel.self)
            case .kakaCoder: model = try? kakaDecoder.decode(FirstUseModel.self, from: json)
            case .codable: model = try? decoder.decode(FirstUseModel.self, from: json)
            }
            times.append(Stopwatch.now() - start)
            models.append(model)
        }
        let expected = try? JSONDecoder().decode(FirstUseModel.self, from: FirstUseModel.json)
        guard let first = models[0], first == expected, models[1] == expected else {
            print("first-use wrong=1")
            return 1
        }
        print("first-use first=\(times[0]) second=\(times[1])")
        return 0
    }
}
