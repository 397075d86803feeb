import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The resident memory of this process, from `/proc/self/status` (Linux).
enum ProcessMemory {
    /// Current (`VmRSS`) and peak (`VmHWM`) resident set, in bytes.
    struct Sample {
        let resident: Int
        let peak: Int
    }

    /// The current sample, or nil where `/proc/self/status` does not exist.
    static func sample() -> Sample? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        var values: [String: Int] = [:]
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") || line.hasPrefix("VmHWM:") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if parts.count >= 2, let kilobytes = Int(parts[1]) { values[String(parts[0])] = kilobytes * 1024 }
        }
        guard let resident = values["VmRSS:"], let peak = values["VmHWM:"] else { return nil }
        return Sample(resident: resident, peak: peak)
    }

    /// Resets the peak (`VmHWM`) to the current resident set by writing "5" to
    /// `/proc/self/clear_refs`; returns whether the peak did come down to it.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        do {
            try handle.write(contentsOf: Data("5".utf8))
        } catch {
            return false
        }
        guard let after = sample() else { return false }
        // Reading the status may itself fault in a page or two.
        return after.peak - after.resident < 64 * 1024
    }

    /// Whether `resetPeak()` works here: raises the peak 16 MB above the
    /// resident set with a short-lived mapping, then resets it.
    static func peakResetWorks() -> Bool {
        #if canImport(Glibc)
        let size = 16 << 20
        // mmap, not malloc: the optimiser cannot drop the writes, and munmap
        // returns the pages at once.
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapping != MAP_FAILED else { return false }
        memset(mapping, 1, size)
        munmap(mapping, size)
        guard let before = sample(), before.peak - before.resident >= size / 2 else { return false }
        return resetPeak()
        #else
        return false
        #endif
    }

    /// Returns freed heap pages to the system, so that the resident set is
    /// memory in use (glibc keeps freed memory otherwise).
    static func releaseFreeHeap() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's, declared in <malloc.h>, which Swift's Glibc module leaves out.
        // ABI: its C type is `int malloc_trim(size_t)`; a `@convention(c)`
        // function value is the C function's address, and `size_t` and
        // `Int` are passed alike (one 64-bit register on LP64).
        typealias MallocTrim = @convention(c) (Int) -> Int32
        if let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "malloc_trim") {
            _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        }
        #endif
    }
}
