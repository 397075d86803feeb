import Foundation

/// Where the benchmark's JSON files are: the test fixtures of the repository,
/// found relative to this source file so that a fresh clone needs no setup.
public enum BenchmarkData {
    /// `Tests/KakaJSONTests/Fixtures` of the repository this file was built from.
    public static let defaultDirectory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Sources/BenchmarkModels
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Tests/KakaJSONTests/Fixtures", isDirectory: true)

    /// The bytes of the corpus of `model` in `directory`.
    public static func bytes<Model: CorpusModel>(of model: Model.Type,
                                                 in directory: URL = defaultDirectory) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(Model.fileName))
    }
}
