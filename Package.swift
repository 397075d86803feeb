// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KakaJSON",
    platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6)],
    products: [
        .library(name: "KakaJSON", targets: ["KakaJSON"]),
        // XML <-> models; links the toolchain's FoundationXML on Linux, which KakaJSON itself never does.
        .library(name: "KakaXML", targets: ["KakaXML"]),
    ],
    targets: [
        // Exact C prototypes of the Swift runtime entry points the metadata layer calls.
        .target(name: "CKakaRuntime"),
        // Reads Swift type metadata. Knows nothing of JSON and does not import Foundation.
        .target(name: "KakaMetadata", dependencies: ["CKakaRuntime"]),
        // The user-facing library: JSON <-> model conversion on top of KakaMetadata.
        // The JSON reader's sixteen-byte string search (SSE2), inline in its header.
        .target(name: "CKakaScan"),
        .target(name: "KakaJSON", dependencies: ["KakaMetadata", "CKakaScan", "CKakaRuntime"]),
        .target(name: "KakaXML", dependencies: ["KakaJSON"]),
        .testTarget(name: "KakaMetadataTests", dependencies: ["KakaMetadata"]),
        .testTarget(name: "KakaXMLTests", dependencies: ["KakaXML"]),
        .testTarget(name: "KakaJSONTests", dependencies: ["KakaJSON", "CKakaScan"], exclude: ["Fixtures"]),
        // Benchmark: models shared by KakaJSON and Codable, the `kakajson-bench` executable, its checks.
        .target(name: "BenchmarkModels", dependencies: ["KakaJSON"]),
        .executableTarget(name: "kakajson-bench", dependencies: ["BenchmarkModels"]),
        .testTarget(name: "BenchmarkTests", dependencies: ["BenchmarkModels"]),
    ],
    swiftLanguageModes: [.v6]
)
