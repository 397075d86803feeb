#ifndef CKAKARUNTIME_H
#define CKAKARUNTIME_H

#include <stddef.h>
#include <stdint.h>

// arm64e signs pointers that this library reads from metadata
// (include/swift/ABI/Metadata.h declares the type descriptor, the value
// witness table and others with `__ptrauth_swift_*` qualifiers), and a
// value witness function must be called through its signed pointer. Neither
// stripping nor authenticating is implemented or testable here, so such a
// build stops rather than reading signed pointers as addresses. Apps build
// for arm64, which signs none of them.
#if defined(__has_feature)
#if __has_feature(ptrauth_calls)
#define KAKA_POINTER_AUTHENTICATION 1
#endif
#endif
#if defined(__arm64e__) || defined(KAKA_POINTER_AUTHENTICATION)
#error "KakaJSON does not support arm64e (pointer authentication); build for arm64. See Docs/Platforms.md."
#endif

// The Swift calling convention, for calls into the Swift runtime.
#if __has_attribute(swiftcall)
#define KAKA_SWIFT_CC __attribute__((swiftcall))
#else
#define KAKA_SWIFT_CC
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// Resolves a mangled type name (as stored in field records) to type metadata.
///
/// A plain C wrapper around the Swift runtime's
/// `swift_getTypeByMangledNameInContext`, which uses the Swift calling
/// convention. The wrapper lets the C compiler, which knows that convention,
/// make the call, so Swift code never declares a runtime symbol itself.
///
/// - Parameters:
///   - name: start of the mangled name; may contain symbolic references.
///   - length: the name's length in bytes, symbolic references included.
///   - context: the context descriptor the name is relative to.
///   - genericArguments: the generic argument vector of the metadata, or NULL.
/// - Returns: the metadata, or NULL if the runtime cannot resolve the name.
const void *_Nullable kaka_getTypeByMangledNameInContext(
    const char *_Nonnull name,
    size_t length,
    const void *_Nullable context,
    const void *_Nullable const *_Nullable genericArguments);

/// Whether the runtime's field reflection entry points below exist in the
/// running Swift runtime: 1 or 0. They are part of every Swift runtime on
/// Linux; on Apple platforms they arrived with Swift 5.2 (iOS 13.4, macOS
/// 10.15.4, tvOS 13.4, watchOS 6.2), earlier than the deployment targets'
/// runtimes can promise, so they are linked weakly there and this says
/// whether they were found. Call nothing below when it returns 0.
int kaka_reflection_available(void);

/// How many stored fields the runtime's reflection reports for a struct or
/// class, a class's superclasses included: a plain C wrapper around
/// `swift_reflectionMirror_recursiveCount` (Swift calling convention), the
/// count that the standard library's `_forEachField` walks. 0 for a type
/// without reflection metadata.
intptr_t kaka_reflection_field_count(const void *_Nonnull type);

/// The byte offset of field `index` (superclass fields first) as the
/// runtime's reflection reads it: a wrapper around
/// `swift_reflectionMirror_recursiveChildOffset`, which reads the offset
/// without resolving the field's type. `index` must be below
/// `kaka_reflection_field_count(type)`: the runtime traps otherwise.
intptr_t kaka_reflection_field_offset(const void *_Nonnull type, intptr_t index);

/// A field's name and type as the runtime's reflection reports them.
///
/// Mirrors the standard library's `_FieldReflectionMetadata`
/// (stdlib/public/SwiftShims/swift/shims/Reflection.h): the name (a C
/// string), the function that frees it (NULL when the runtime keeps it),
/// and whether the reference is strong and the field a `var`.
typedef struct {
    const char *_Nullable name;
    void (*_Nullable freeName)(const char *_Nullable name);
    _Bool isStrong;
    _Bool isVar;
} kaka_reflected_field;

/// The type of field `index` (superclass fields first), its name written
/// into `field`: a wrapper around `swift_reflectionMirror_recursiveChildMetadata`,
/// which resolves the field's type from its mangled name. `index` must be
/// below `kaka_reflection_field_count(type)`. Pass `field` to
/// `kaka_reflected_field_release` when done with the name.
const void *_Nonnull kaka_reflection_field(const void *_Nonnull type, intptr_t index,
                                           kaka_reflected_field *_Nonnull field);

/// Frees the name that `kaka_reflection_field` wrote, if the runtime made it.
void kaka_reflected_field_release(kaka_reflected_field *_Nonnull field);

/// Atomically reads a byte (acquire ordering).
static inline uint8_t kaka_atomic_load_u8(const uint8_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Atomically writes a byte (release ordering).
static inline void kaka_atomic_store_u8(uint8_t *_Nonnull address, uint8_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Atomically reads a word (relaxed ordering: a hint, not a synchronization point).
static inline intptr_t kaka_atomic_load_word_relaxed(const intptr_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_RELAXED);
}

/// Atomically writes a word (relaxed ordering).
static inline void kaka_atomic_store_word_relaxed(intptr_t *_Nonnull address, intptr_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELAXED);
}

/// Atomically reads a pointer (acquire ordering: what was written before
/// it was published is visible).
static inline void *_Nullable kaka_atomic_load_pointer_acquire(void *_Nullable const *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_ACQUIRE);
}

/// Atomically publishes a pointer (release ordering).
static inline void kaka_atomic_store_pointer_release(void *_Nullable *_Nonnull address, void *_Nullable value) {
    __atomic_store_n(address, value, __ATOMIC_RELEASE);
}

/// Atomically reads a 32-bit value (relaxed ordering: a hint).
static inline int32_t kaka_atomic_load_i32_relaxed(const int32_t *_Nonnull address) {
    return __atomic_load_n(address, __ATOMIC_RELAXED);
}

/// Atomically writes a 32-bit value (relaxed ordering).
static inline void kaka_atomic_store_i32_relaxed(int32_t *_Nonnull address, int32_t value) {
    __atomic_store_n(address, value, __ATOMIC_RELAXED);
}

/// The calling thread's conversion state: an unretained object pointer, or
/// NULL when no conversion on this thread has needed one (see
/// `ConversionState` in KakaJSON). One slot for everything a conversion
/// carries, so that a conversion continued on another thread carries all of
/// it by setting that thread's slot.
void *_Nullable kaka_conversion_state(void);

/// Sets the calling thread's conversion state; returns the one before.
void *_Nullable kaka_conversion_state_exchange(void *_Nullable state);

/// Whether an issue handler is set (1) or not (0); see `ProcessFlags`.
extern uint8_t kaka_issue_handler_flag;

/// Whether an issue handler is set: one acquire load, and no Swift type's
/// metadata to make on a process's first conversion.
static inline uint8_t kaka_issue_handler_is_set(void) {
    return __atomic_load_n(&kaka_issue_handler_flag, __ATOMIC_ACQUIRE);
}

/// Records whether an issue handler is set (a release store).
void kaka_issue_handler_mark(uint8_t set);

// Prototype as in include/swift/ABI/ValueWitness.def:
//   SWIFT_CC(swift) unsigned getEnumTagSinglePayload(
//       const OpaqueValue *enumAddr, unsigned numEmptyCases, const Metadata *self);
typedef unsigned (*kaka_get_enum_tag_single_payload)(const void *_Nonnull value, unsigned emptyCases,
                                                    const void *_Nonnull type) KAKA_SWIFT_CC;

/// Calls the `getEnumTagSinglePayload` value witness of `payloadType` on the
/// single-payload enum value at `value` with `emptyCases` empty cases: 0 when
/// the value holds a payload, otherwise 1 + the index of its empty case.
/// Reads the tag in place, where generic Swift code copies the value first.
/// Inline: it is asked for every optional member written.
static inline unsigned kaka_enum_tag_single_payload(const void *_Nonnull value, unsigned emptyCases,
                                                    const void *_Nonnull payloadType) {
    // ABI: a type's value witness table pointer is the word before its
    // metadata address; getEnumTagSinglePayload is the table's seventh
    // function pointer (index 6), after the six copy/destroy/take witnesses.
    const void *const *witnesses = ((const void *const *const *)payloadType)[-1];
    kaka_get_enum_tag_single_payload getTag = (kaka_get_enum_tag_single_payload)witnesses[6];
    return getTag(value, emptyCases, payloadType);
}

// Prototype as in include/swift/ABI/ValueWitness.def:
//   SWIFT_CC(swift) void storeEnumTagSinglePayload(
//       OpaqueValue *enumAddr, unsigned whichCase, unsigned numEmptyCases, const Metadata *self);
typedef void (*kaka_store_enum_tag_single_payload_witness)(void *_Nonnull value, unsigned whichCase,
                                                           unsigned emptyCases,
                                                           const void *_Nonnull type) KAKA_SWIFT_CC;

/// Calls the `storeEnumTagSinglePayload` value witness of `payloadType` on
/// the single-payload enum at `value` with `emptyCases` empty cases: case 0
/// marks an initialized payload as the enum's value, case 1 + i makes it
/// the empty case i. Sets the tag in place, where generic Swift code would
/// need the enum type's own metadata.
static inline void kaka_store_enum_tag_single_payload(void *_Nonnull value, unsigned whichCase,
                                                      unsigned emptyCases, const void *_Nonnull payloadType) {
    // ABI: as for getEnumTagSinglePayload; storeEnumTagSinglePayload is the
    // next function pointer (index 7), the last of the required witnesses.
    const void *const *witnesses = ((const void *const *const *)payloadType)[-1];
    kaka_store_enum_tag_single_payload_witness storeTag = (kaka_store_enum_tag_single_payload_witness)witnesses[7];
    storeTag(value, whichCase, emptyCases, payloadType);
}

/// Bytes of stack left below the caller's frame on the calling thread;
/// SIZE_MAX when the system does not say where the stack ends.
size_t kaka_stack_remaining(void);

// A Swift symbol's name as the linker sees it (Mach-O adds an underscore).
#if defined(__APPLE__)
#define KAKA_SWIFT_SYMBOL(name) "_" name
#else
#define KAKA_SWIFT_SYMBOL(name) name
#endif

// ABI: the standard library exports the nominal type descriptors of its
// public types under their mangled names (suffix `Mn`); every specialization
// of a generic struct points to its one descriptor (`StructMetadata`'s
// description word). `$sSaMn` is Swift.Array's, `$sSDMn` Swift.Dictionary's,
// `$sShMn` Swift.Set's.
// Data from the standard library's DLL is reached through its import table on Windows.
#if defined(_WIN32)
#define KAKA_SWIFT_DATA_IMPORT __declspec(dllimport)
#else
#define KAKA_SWIFT_DATA_IMPORT
#endif
extern KAKA_SWIFT_DATA_IMPORT const char kaka_swift_array_descriptor_symbol __asm__(KAKA_SWIFT_SYMBOL("$sSaMn"));
extern KAKA_SWIFT_DATA_IMPORT const char kaka_swift_dictionary_descriptor_symbol __asm__(KAKA_SWIFT_SYMBOL("$sSDMn"));
extern KAKA_SWIFT_DATA_IMPORT const char kaka_swift_set_descriptor_symbol __asm__(KAKA_SWIFT_SYMBOL("$sShMn"));

/// The nominal type descriptor of `Swift.Array`.
static inline const void *_Nonnull kaka_swift_array_descriptor(void) {
    return &kaka_swift_array_descriptor_symbol;
}

/// The nominal type descriptor of `Swift.Dictionary`.
static inline const void *_Nonnull kaka_swift_dictionary_descriptor(void) {
    return &kaka_swift_dictionary_descriptor_symbol;
}

/// The nominal type descriptor of `Swift.Set`.
static inline const void *_Nonnull kaka_swift_set_descriptor(void) {
    return &kaka_swift_set_descriptor_symbol;
}

#if defined(__linux__)
/// For tests: the lowest address of the main thread's stack as worked out
/// from the kernel's stack layout and RLIMIT_STACK (what
/// `kaka_stack_remaining` uses on the main thread), or 0 when the caller is
/// not on the main thread's stack or the limit is infinite.
uintptr_t kaka_main_stack_low(void);

/// For tests: the lowest address of the calling thread's stack as
/// `pthread_getattr_np` reports it, or 0 when it does not.
uintptr_t kaka_system_stack_low(void);
#endif

#ifdef __cplusplus
}
#endif

#endif
