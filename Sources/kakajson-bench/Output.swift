import Foundation

/// Where the benchmark writes: results to stdout, progress to stderr.
enum Output {
    /// Whether stderr is a terminal, so that progress can redraw one line.
    static let stderrIsTerminal = isatty(2) != 0

    /// Writes `text` and a newline to stderr.
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Redraws the progress line on a terminal; elsewhere writes a line when `final`
    /// or when `always` is set.
    static func progressLine(_ text: String, final: Bool = false, always: Bool = false) {
        if stderrIsTerminal {
            let line = "\r\u{1B}[K" + text + (final ? "\n" : "")
            FileHandle.standardError.write(Data(line.utf8))
        } else if final || always {
            progress(text)
        }
    }

    /// A duration in nanoseconds as text with a unit chosen for it: "812 ns", "1.23 ms".
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1e3: return String(format: "%.0f ns", nanoseconds)
        case ..<1e6: return String(format: "%.1f µs", nanoseconds / 1e3)
        case ..<1e9: return String(format: "%.2f ms", nanoseconds / 1e6)
        default: return String(format: "%.2f s", nanoseconds / 1e9)
        }
    }

    /// `text` padded with spaces to `width` characters, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
