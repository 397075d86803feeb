#ifndef CKAKASCAN_H
#define CKAKASCAN_H

// Byte searches for KakaJSON's JSON reader and writer: the loops that want
// wide loads. Everything is `static inline`, so the Swift callers' loops
// compile them in.
//
// Every function reads only `bytes[from..<count]` (the caller passes a range
// it owns, with 0 <= from <= count). Each has a portable form, which works
// eight bytes per step on little-endian CPUs and byte by byte elsewhere, and
// on x86-64 an SSE2 form (sixteen bytes per step; SSE2 is part of every
// x86-64 CPU). The tests hold the two forms against each other.

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#define KAKA_SCAN_HAS_SSE2 1
#else
#define KAKA_SCAN_HAS_SSE2 0
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define KAKA_SCAN_HAS_SWAR 1
#else
#define KAKA_SCAN_HAS_SWAR 0
#endif

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Eight-byte words (SWAR)

#if KAKA_SCAN_HAS_SWAR
static inline uint64_t kaka_swar_load(const uint8_t *_Nonnull bytes) {
    uint64_t word;
    memcpy(&word, bytes, 8);
    return word;
}

/// Bit 7 set in each byte of `word` that is zero (exact: no borrows cross bytes).
static inline uint64_t kaka_swar_zero_bytes(uint64_t word) {
    const uint64_t low7 = 0x7F7F7F7F7F7F7F7Full;
    return ~(((word & low7) + low7) | word) & 0x8080808080808080ull;
}

static inline uint64_t kaka_swar_splat(uint8_t byte) { return 0x0101010101010101ull * byte; }

/// The index, within a little-endian word, of the lowest byte flagged in `mask`.
static inline ptrdiff_t kaka_swar_first(uint64_t mask) { return (ptrdiff_t)(__builtin_ctzll(mask) >> 3); }
#endif

// MARK: - String content (reader)

/// Whether `byte` ends a run of plain string content.
static inline int kaka_is_string_special(uint8_t byte) {
    return byte == 0x22 || byte == 0x5C || byte < 0x20 || byte >= 0x80;
}

/// The index of the first byte in `from..<count` that ends a run of plain
/// JSON string content: `"`, `\`, a control character (below 0x20) or a
/// non-ASCII byte (0x80 and above); `count` when there is none. Portable form.
static inline ptrdiff_t kaka_scan_string_run_portable(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
    ptrdiff_t i = from;
#if KAKA_SCAN_HAS_SWAR
    for (; i + 8 <= count; i += 8) {
        uint64_t word = kaka_swar_load(bytes + i);
        uint64_t special = kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x22))
            | kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x5C))
            | kaka_swar_zero_bytes(word & kaka_swar_splat(0xE0))
            | (word & 0x8080808080808080ull);
        if (special != 0) return i + kaka_swar_first(special);
    }
#endif
    for (; i < count; i++) {
        if (kaka_is_string_special(bytes[i])) return i;
    }
    return count;
}

/// `kaka_scan_string_run_portable`, sixteen bytes per step with SSE2. A
/// signed compare with 0x20 flags control characters and non-ASCII bytes at
/// once: bytes of 0x80 and above are negative when read as signed.
static inline ptrdiff_t kaka_scan_string_run(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
#if KAKA_SCAN_HAS_SSE2
    ptrdiff_t i = from;
    const __m128i quote = _mm_set1_epi8(0x22);
    const __m128i backslash = _mm_set1_epi8(0x5C);
    const __m128i space = _mm_set1_epi8(0x20);
    for (; i + 16 <= count; i += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                                       _mm_cmplt_epi8(block, space));
        int mask = _mm_movemask_epi8(special);
        if (mask != 0) return i + __builtin_ctz((unsigned)mask);
    }
    for (; i < count; i++) {
        if (kaka_is_string_special(bytes[i])) return i;
    }
    return count;
#else
    return kaka_scan_string_run_portable(bytes, from, count);
#endif
}

/// The length (2...4) of the well-formed UTF-8 sequence whose lead byte
/// (0x80 or above) is at `index`, or 0 if it is ill-formed or cut off by
/// `count` (Unicode 15, table 3-7: no overlong forms, no surrogates, nothing
/// above U+10FFFF, no stray continuation bytes).
static inline ptrdiff_t kaka_utf8_sequence_length(const uint8_t *_Nonnull bytes, ptrdiff_t index, ptrdiff_t count) {
    uint8_t lead = bytes[index];
    ptrdiff_t left = count - index;
    if (lead >= 0xC2 && lead <= 0xDF) {
        return left >= 2 && (bytes[index + 1] & 0xC0) == 0x80 ? 2 : 0;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        if (left < 3) return 0;
        // E0 excludes overlongs below U+0800; ED excludes surrogates.
        uint8_t second = bytes[index + 1];
        uint8_t lower = lead == 0xE0 ? 0xA0 : 0x80;
        uint8_t upper = lead == 0xED ? 0x9F : 0xBF;
        return second >= lower && second <= upper && (bytes[index + 2] & 0xC0) == 0x80 ? 3 : 0;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        if (left < 4) return 0;
        // F0 excludes overlongs below U+10000; F4 caps at U+10FFFF.
        uint8_t second = bytes[index + 1];
        uint8_t lower = lead == 0xF0 ? 0x90 : 0x80;
        uint8_t upper = lead == 0xF4 ? 0x8F : 0xBF;
        return second >= lower && second <= upper && (bytes[index + 2] & 0xC0) == 0x80
            && (bytes[index + 3] & 0xC0) == 0x80 ? 4 : 0;
    }
    // 80..BF (a stray continuation byte), C0, C1, F5..FF.
    return 0;
}

/// Skips valid string content from `from`: plain ASCII and well-formed UTF-8
/// sequences. Returns the index of the first byte that is `"`, `\`, a control
/// character, or the lead of an ill-formed or cut-off sequence; `count` when
/// the content runs to the end.
// Always inlined: the reader's scanner is specialized per grammar, and
// LLVM's cost model then left this call out of line in the hot loop.
__attribute__((always_inline))
static inline ptrdiff_t kaka_scan_string_content(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
    ptrdiff_t i = from;
    for (;;) {
        i = kaka_scan_string_run(bytes, i, count);
        if (i >= count || bytes[i] < 0x80) return i;
        // Non-ASCII text comes in runs.
        do {
            ptrdiff_t length = kaka_utf8_sequence_length(bytes, i, count);
            if (length == 0) return i;
            i += length;
        } while (i < count && bytes[i] >= 0x80);
    }
}

// MARK: - Whitespace (reader)

static inline int kaka_is_whitespace(uint8_t byte) {
    return byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09;
}

/// The index of the first byte in `from..<count` that is not JSON whitespace
/// (space, tab, LF, CR); `count` when there is none. Portable form.
static inline ptrdiff_t kaka_scan_whitespace_portable(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
    ptrdiff_t i = from;
#if KAKA_SCAN_HAS_SWAR
    for (; i + 8 <= count; i += 8) {
        uint64_t word = kaka_swar_load(bytes + i);
        uint64_t whitespace = kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x20))
            | kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x0A))
            | kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x0D))
            | kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x09));
        uint64_t other = ~whitespace & 0x8080808080808080ull;
        if (other != 0) return i + kaka_swar_first(other);
    }
#endif
    for (; i < count; i++) {
        if (!kaka_is_whitespace(bytes[i])) return i;
    }
    return count;
}

/// `kaka_scan_whitespace_portable`, sixteen bytes per step with SSE2.
// Always inlined, as `kaka_scan_string_content`.
__attribute__((always_inline))
static inline ptrdiff_t kaka_scan_whitespace(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count) {
#if KAKA_SCAN_HAS_SSE2
    ptrdiff_t i = from;
    const __m128i space = _mm_set1_epi8(0x20);
    const __m128i newline = _mm_set1_epi8(0x0A);
    const __m128i carriageReturn = _mm_set1_epi8(0x0D);
    const __m128i tab = _mm_set1_epi8(0x09);
    for (; i + 16 <= count; i += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        __m128i whitespace = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, space), _mm_cmpeq_epi8(block, newline)),
                                          _mm_or_si128(_mm_cmpeq_epi8(block, carriageReturn), _mm_cmpeq_epi8(block, tab)));
        unsigned other = ~(unsigned)_mm_movemask_epi8(whitespace) & 0xFFFFu;
        if (other != 0) return i + __builtin_ctz(other);
    }
    for (; i < count; i++) {
        if (!kaka_is_whitespace(bytes[i])) return i;
    }
    return count;
#else
    return kaka_scan_whitespace_portable(bytes, from, count);
#endif
}

// MARK: - Escapes (writer)

/// Whether JSON text must escape `byte` (`/` only when `slashes` is nonzero).
static inline int kaka_needs_escape(uint8_t byte, int slashes) {
    return byte == 0x22 || byte == 0x5C || byte < 0x20 || (slashes && byte == 0x2F);
}

/// The index of the first byte in `from..<count` that JSON text must escape:
/// `"`, `\`, a control character (below 0x20), and `/` when `slashes` is
/// nonzero; `count` when there is none. Non-ASCII bytes are written as they
/// are. Portable form.
static inline ptrdiff_t kaka_scan_escape_run_portable(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count,
                                                      int slashes) {
    ptrdiff_t i = from;
#if KAKA_SCAN_HAS_SWAR
    const uint64_t slash = kaka_swar_splat(slashes ? 0x2F : 0x22);
    for (; i + 8 <= count; i += 8) {
        uint64_t word = kaka_swar_load(bytes + i);
        // A byte below 0x20 has its top three bits clear.
        uint64_t special = kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x22))
            | kaka_swar_zero_bytes(word ^ kaka_swar_splat(0x5C))
            | kaka_swar_zero_bytes(word ^ slash)
            | kaka_swar_zero_bytes(word & kaka_swar_splat(0xE0));
        if (special != 0) return i + kaka_swar_first(special);
    }
#endif
    for (; i < count; i++) {
        if (kaka_needs_escape(bytes[i], slashes)) return i;
    }
    return count;
}

/// `kaka_scan_escape_run_portable`, sixteen bytes per step with SSE2. A byte
/// is below 0x20 exactly when the unsigned minimum of it and 0x1F is itself.
static inline ptrdiff_t kaka_scan_escape_run(const uint8_t *_Nonnull bytes, ptrdiff_t from, ptrdiff_t count,
                                             int slashes) {
#if KAKA_SCAN_HAS_SSE2
    ptrdiff_t i = from;
    const __m128i quote = _mm_set1_epi8(0x22);
    const __m128i backslash = _mm_set1_epi8(0x5C);
    const __m128i slash = _mm_set1_epi8(slashes ? 0x2F : 0x22);
    const __m128i control = _mm_set1_epi8(0x1F);
    for (; i + 16 <= count; i += 16) {
        __m128i block = _mm_loadu_si128((const __m128i *)(const void *)(bytes + i));
        __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, quote), _mm_cmpeq_epi8(block, backslash)),
                                       _mm_or_si128(_mm_cmpeq_epi8(block, slash),
                                                    _mm_cmpeq_epi8(_mm_min_epu8(block, control), block)));
        int mask = _mm_movemask_epi8(special);
        if (mask != 0) return i + __builtin_ctz((unsigned)mask);
    }
    for (; i < count; i++) {
        if (kaka_needs_escape(bytes[i], slashes)) return i;
    }
    return count;
#else
    return kaka_scan_escape_run_portable(bytes, from, count, slashes);
#endif
}

// MARK: - Hashing (writer)

/// A 64-bit hash of `bytes[0..<count]`, eight bytes per step: not for
/// security, for telling keys apart quickly where a collision only costs a
/// slower path. `*isASCII` is set to whether every byte is below 0x80, found
/// in the same pass.
static inline uint64_t kaka_hash_bytes(const uint8_t *_Nullable bytes, ptrdiff_t count, int *_Nonnull isASCII) {
    const uint64_t multiplier = 0x9E3779B97F4A7C15ull;
    uint64_t hash = 0xCBF29CE484222325ull ^ (uint64_t)count;
    uint64_t high = 0;
    ptrdiff_t i = 0;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        memcpy(&word, bytes + i, 8);
        high |= word;
        hash = (hash ^ word) * multiplier;
        hash ^= hash >> 29;
    }
    uint64_t tail = 0;
    for (int shift = 0; i < count; i++, shift += 8) tail |= (uint64_t)bytes[i] << shift;
    high |= tail;
    *isASCII = (high & 0x8080808080808080ull) == 0;
    hash = (hash ^ tail) * multiplier;
    return hash ^ (hash >> 32);
}

#ifdef __cplusplus
}
#endif

#endif
