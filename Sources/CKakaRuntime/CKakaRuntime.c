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

// The calling thread's probe flags (see `ProbeFlags` in KakaMetadata).
// In this file, not the header: a `static _Thread_local` in a header would
// give each translation unit its own copy.
static _Thread_local uint8_t kaka_probe_flags;

uint8_t kaka_probe_begin(void) {
    uint8_t saved = kaka_probe_flags;
    kaka_probe_flags = KAKA_PROBE_ACTIVE;
    return saved;
}

uint8_t kaka_probe_end(uint8_t saved) {
    uint8_t flags = kaka_probe_flags;
    kaka_probe_flags = saved;
    return flags;
}

void kaka_probe_mark(uint8_t bits) {
    if (kaka_probe_flags & KAKA_PROBE_ACTIVE) kaka_probe_flags |= bits;
}
