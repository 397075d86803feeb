// pthread_getattr_np is a GNU extension.
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif

#include "CKakaRuntime.h"

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>

#if defined(__linux__)
#include <string.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <unistd.h>
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

// Prototypes as declared in the Swift runtime (stdlib/public/runtime/ReflectionMirror.cpp):
//   SWIFT_CC(swift) SWIFT_RUNTIME_STDLIB_API
//   intptr_t swift_reflectionMirror_recursiveCount(const Metadata *type);
//   SWIFT_CC(swift) SWIFT_RUNTIME_STDLIB_API
//   intptr_t swift_reflectionMirror_recursiveChildOffset(const Metadata *type, intptr_t index);
//   SWIFT_CC(swift) SWIFT_RUNTIME_STDLIB_API
//   const Metadata *swift_reflectionMirror_recursiveChildMetadata(
//       const Metadata *baseType, intptr_t index, _FieldReflectionMetadata *outFieldMetadata);
// Apple's runtimes have them from Swift 5.2 (iOS 13.4, macOS 10.15.4) on, so
// they are weak imports there: absent, their addresses are NULL.
#if defined(__APPLE__)
#define KAKA_WEAK_IMPORT __attribute__((weak_import))
#else
#define KAKA_WEAK_IMPORT
#endif
extern intptr_t swift_reflectionMirror_recursiveCount(const void *_Nonnull type) KAKA_SWIFT_CC KAKA_WEAK_IMPORT;
extern intptr_t swift_reflectionMirror_recursiveChildOffset(const void *_Nonnull type, intptr_t index)
    KAKA_SWIFT_CC KAKA_WEAK_IMPORT;
extern const void *_Nonnull swift_reflectionMirror_recursiveChildMetadata(
    const void *_Nonnull type, intptr_t index, kaka_reflected_field *_Nonnull field) KAKA_SWIFT_CC KAKA_WEAK_IMPORT;

int kaka_reflection_available(void) {
#if defined(__APPLE__)
    return swift_reflectionMirror_recursiveCount != NULL && swift_reflectionMirror_recursiveChildOffset != NULL
        && swift_reflectionMirror_recursiveChildMetadata != NULL;
#else
    return 1;
#endif
}

intptr_t kaka_reflection_field_count(const void *_Nonnull type) {
    return swift_reflectionMirror_recursiveCount(type);
}

intptr_t kaka_reflection_field_offset(const void *_Nonnull type, intptr_t index) {
    return swift_reflectionMirror_recursiveChildOffset(type, index);
}

const void *_Nonnull kaka_reflection_field(const void *_Nonnull type, intptr_t index,
                                           kaka_reflected_field *_Nonnull field) {
    field->name = NULL;
    field->freeName = NULL;
    field->isStrong = 1;
    field->isVar = 0;
    return swift_reflectionMirror_recursiveChildMetadata(type, index, field);
}

void kaka_reflected_field_release(kaka_reflected_field *_Nonnull field) {
    if (field->freeName != NULL && field->name != NULL) field->freeName(field->name);
    field->name = NULL;
    field->freeName = NULL;
}

// The calling thread's conversion state (see `ConversionState` in KakaJSON).
// In this file, not the header: a `static _Thread_local` in a header would
// give each translation unit its own copy.
static _Thread_local void *kaka_state;
uint8_t kaka_issue_handler_flag;

void kaka_issue_handler_mark(uint8_t set) {
    __atomic_store_n(&kaka_issue_handler_flag, set, __ATOMIC_RELEASE);
}

void *kaka_conversion_state(void) {
    return kaka_state;
}

void *kaka_conversion_state_exchange(void *state) {
    void *previous = kaka_state;
    kaka_state = state;
    return previous;
}

// The lowest address of the calling thread's stack, found once per thread
// (1 when the system cannot tell).
static _Thread_local uintptr_t kaka_stack_low;

#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define KAKA_THREAD_SANITIZER 1
#endif
#endif

// The thread sanitizer replays a thread's whole call stack into each new
// part of its trace (of some 16,000 events), and fails when the stack is
// deeper than that;
// under it, a thread's stack counts as this many bytes at most.
#define KAKA_SANITIZED_STACK (768 * 1024)

static uintptr_t kaka_bounded_low(uintptr_t low, uintptr_t high) {
#ifdef KAKA_THREAD_SANITIZER
    if (high - low > KAKA_SANITIZED_STACK) return high - KAKA_SANITIZED_STACK;
#else
    (void)high;
#endif
    return low;
}

#if defined(__linux__)
// The main thread runs on the process's initial stack, which the kernel
// lets grow down to RLIMIT_STACK bytes below the top of its mapping.
// pthread_getattr_np finds that top by reading /proc/self/maps (a large
// part of a process's first conversion). The top is known without it: the
// kernel copies the executable's file name (AT_EXECFN) to the very top of
// the new stack, below one null pointer (fs/exec.c), and moves it with the
// stack. False when `frame` is not on that stack (another thread) or the
// limit is not finite.
#define KAKA_MAIN_STACK_COUNTED_LIMIT ((uintptr_t)128 << 20)

static int kaka_main_stack(uintptr_t frame, uintptr_t *low, uintptr_t *high) {
    const char *file = (const char *)getauxval(AT_EXECFN);
    long page = sysconf(_SC_PAGESIZE);
    struct rlimit limit;
    if (file == NULL || page <= 0 || getrlimit(RLIMIT_STACK, &limit) != 0) return 0;
    if (limit.rlim_cur == RLIM_INFINITY) return 0;
    uintptr_t mask = (uintptr_t)page - 1;
    uintptr_t top = ((uintptr_t)file + strlen(file) + 1 + sizeof(void *) + mask) & ~mask;
    // The kernel puts other mappings below mmap_base, which it places at
    // least the exec-time limit (plus a guard gap) below the stack's top
    // (arch/x86/mm/mmap.c, mm/util.c), and only a mapping asked for at a
    // fixed address lands in between. glibc would see such a mapping in
    // /proc/self/maps, the layout does not: a limit raised since exec is
    // counted up to 128 MB only, as a margin.
    uintptr_t size = (uintptr_t)limit.rlim_cur;
    if (size > KAKA_MAIN_STACK_COUNTED_LIMIT) size = KAKA_MAIN_STACK_COUNTED_LIMIT;
    if (size >= top) return 0;
    uintptr_t bottom = top - size;
    if (frame <= bottom || frame >= top) return 0;
    *low = bottom;
    *high = top;
    return 1;
}

// Any thread's stack as the C library reports it.
static int kaka_system_stack(uintptr_t *low, uintptr_t *high) {
    pthread_attr_t attributes;
    int found = 0;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
        void *address = NULL;
        size_t size = 0;
        if (pthread_attr_getstack(&attributes, &address, &size) == 0 && address != NULL) {
            *low = (uintptr_t)address;
            *high = (uintptr_t)address + size;
            found = 1;
        }
        pthread_attr_destroy(&attributes);
    }
    return found;
}

uintptr_t kaka_main_stack_low(void) {
    uintptr_t low = 0, high = 0;
    return kaka_main_stack((uintptr_t)__builtin_frame_address(0), &low, &high) ? low : 0;
}

uintptr_t kaka_system_stack_low(void) {
    uintptr_t low = 0, high = 0;
    return kaka_system_stack(&low, &high) ? low : 0;
}
#endif

static uintptr_t kaka_find_stack_low(uintptr_t frame) {
#if defined(__APPLE__)
    (void)frame;
    pthread_t self = pthread_self();
    uintptr_t high = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t size = pthread_get_stacksize_np(self);
    return size > 0 && high > size ? kaka_bounded_low(high - size, high) : 1;
#elif defined(__linux__)
    uintptr_t low = 0, high = 0;
    if (kaka_main_stack(frame, &low, &high) || kaka_system_stack(&low, &high)) {
        return kaka_bounded_low(low, high);
    }
    return 1;
#else
    (void)frame;
    return 1;
#endif
}

size_t kaka_stack_remaining(void) {
    // The frame address, not a local's: the address sanitizer may move
    // locals to a heap "fake stack". Stacks grow down on every platform
    // Swift supports.
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (kaka_stack_low == 0) kaka_stack_low = kaka_find_stack_low(here);
    if (kaka_stack_low == 1) return SIZE_MAX;
    return here > kaka_stack_low ? here - kaka_stack_low : 0;
}
