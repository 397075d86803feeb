#include "CKakaRuntime.h"

#if __has_attribute(swiftcall)
#define KAKA_SWIFT_CC __attribute__((swiftcall))
#else
#define KAKA_SWIFT_CC
#endif

// Prototype as declared in the Swift runtime (stdlib/public/runtime/MetadataLookup.cpp):
//   SWIFT_CC(swift) SWIFT_RUNTIME_EXPORT
//   const Metadata *_Nullable swift_getTypeByMangledNameInContext(
//       const char *typeNameStart, size_t typeNameLength,
//       const TargetContextDescriptor<InProcess> *context,
//       const void * const *genericArgs);
extern const void *_Nullable swift_getTypeByMangledNameInContext(
    const char *_Nonnull typeNameStart,
    size_t typeNameLength,
    const void *_Nullable context,
    const void *_Nullable const *_Nullable genericArgs) KAKA_SWIFT_CC;

const void *_Nullable kaka_getTypeByMangledNameInContext(
    const char *_Nonnull name,
    size_t length,
    const void *_Nullable context,
    const void *_Nullable const *_Nullable genericArguments) {
    return swift_getTypeByMangledNameInContext(name, length, context, genericArguments);
}
