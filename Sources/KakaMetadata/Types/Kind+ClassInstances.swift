extension Kind {
    /// Whether a value of a type of this kind is a class instance (one
    /// reference to an object): a Swift class, an Objective-C class, or a
    /// foreign (Core Foundation) class.
    ///
    /// On Apple platforms the metadata of an Objective-C class, such as
    /// `NSNumber`, `NSString`, `NSNull` or JSONSerialization's `__NSCFBoolean`,
    /// is its wrapper record (ABI: `ObjCClassWrapperMetadata`, kind 0x305),
    /// not class metadata, so every place that decides a value's shape from
    /// its kind asks this rather than `== .class`. On Linux Foundation's
    /// classes are Swift classes and no wrapper records exist.
    public var isClassInstance: Bool {
        switch self {
        case .class, .objCClassWrapper, .foreignClass: return true
        default: return false
        }
    }
}
