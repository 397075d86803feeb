#ifndef CKAKASCAN_H
#define CKAKASCAN_H

#include <stddef.h>
#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// Whether the searches below take 16 bytes per step on this CPU family
/// (elsewhere they go byte by byte, and the Swift reader keeps its own
/// eight-byte search).
#if defined(__SSE2__)
#define KAKA_SCAN_HAS_SIMD 1
#else
#define KAKA_SCAN_HAS_SIMD 0
#endif

static inline int kaka_scan_has_simd(void) { return KAKA_SCAN_HAS_SIMD; }

/// The index of the first byte at or after `from` and before `count` that
/// ends a run of plain JSON string content: `"`, `\`, a control character
/// (below 0x20) or a non-ASCII byte (0x80 and above). Returns `count` when
/// there is none. Reads only `bytes[from..<count]`; `from` must be at least 0.
///
/// SSE2 (every x86-64 CPU): sixteen bytes per step. A signed compare with
/// 0x20 flags control characters and non-ASCII bytes at once, as bytes of
/// 0x80 and above are negative when read as signed.
static inline ptrdiff_t kaka_scan_string_run(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
    ptrdiff_t i = from;
#if KAKA_SCAN_HAS_SIMD
    const __m128i quote = _mm_set1_epi8(0x22);
    const __m128i backslash = _mm_set1_epi8(0x5C);
    const __m128i space = _mm_set1_epi8(0x20);
    while (i + 16 <= count) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                                       _mm_cmplt_epi8(block, space));
        int mask = _mm_movemask_epi8(special);
        if (mask != 0) return i + __builtin_ctz((unsigned)mask);
        i += 16;
    }
#endif
    for (; i < count; i++) {
        uint8_t byte = bytes[i];
        if (byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80) return i;
    }
    return count;
}

/// The index of the first byte at or after `from` and before `count` that
/// JSON text must escape: `"`, `\`, a control character (below 0x20), and
/// `/` when `slashes` is nonzero. Returns `count` when there is none. Reads
/// only `bytes[from..<count]`; `from` must be at least 0.
///
/// SSE2: sixteen bytes per step. A byte is below 0x20 exactly when the
/// unsigned minimum of it and 0x1F is itself (non-ASCII bytes are written
/// as they are, so they must not count).
static inline ptrdiff_t kaka_scan_escape_run(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count,
                                             int slashes) {
    ptrdiff_t i = from;
#if KAKA_SCAN_HAS_SIMD
    const __m128i quote = _mm_set1_epi8(0x22);
    const __m128i backslash = _mm_set1_epi8(0x5C);
    const __m128i slash = _mm_set1_epi8(slashes ? 0x2F : 0x22);
    const __m128i control = _mm_set1_epi8(0x1F);
    while (i + 16 <= count) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                                       _mm_or_si128(_mm_cmpeq_epi8(block, slash),
                                                    _mm_cmpeq_epi8(_mm_min_epu8(block, control), block)));
        int mask = _mm_movemask_epi8(special);
        if (mask != 0) return i + __builtin_ctz((unsigned)mask);
        i += 16;
    }
#endif
    for (; i < count; i++) {
        uint8_t byte = bytes[i];
        if (byte == 0x22 || byte == 0x5C || byte < 0x20 || (slashes && byte == 0x2F)) return i;
    }
    return count;
}

/// A 64-bit hash of `bytes[0..<count]`, eight bytes per step (not for
/// security: for telling keys apart quickly, where a collision only costs
/// a slower path).
static inline uint64_t kaka_hash_bytes(const uint8_t *_Nullable bytes, ptrdiff_t count) {
    const uint64_t multiplier = 0x9E3779B97F4A7C15ull;
    uint64_t hash = 0xCBF29CE484222325ull ^ (uint64_t)count;
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        __builtin_memcpy(&word, bytes + i, 8);
        hash = (hash ^ word) * multiplier;
        hash ^= hash >> 29;
    }
    uint64_t tail = 0;
    for (ptrdiff_t shift = 0; i < count; i++, shift += 8) tail |= (uint64_t)bytes[i] << shift;
    hash = (hash ^ tail) * multiplier;
    return hash ^ (hash >> 32);
}

#ifdef __cplusplus
}
#endif

#endif
