// `import KakaJSON` gives users the metadata API too (`Metadata`, `Property`,
// the type classes). In a CocoaPods build all sources form one module, so the
// import only exists when the metadata layer is a module of its own.
#if canImport(KakaMetadata)
@_exported import KakaMetadata
#endif
