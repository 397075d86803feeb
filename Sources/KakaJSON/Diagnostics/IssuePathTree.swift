/// The last step of an issue's path, with the path before it as its parent:
/// issues whose paths start alike share the nodes of that start.
///
/// A session makes the nodes of a step when an issue first needs them and
/// gives them to every later issue until that step moves, so an issue's
/// path costs it one reference, however deep it lies. A node names its step
/// without the document (a member's key is held as text), and its text is
/// made only when an issue's `path` is read.
final class IssuePathNode: @unchecked Sendable {
    // @unchecked: `step` and `depth` are constants, and `parent` is written
    // only while the node is made and by `deinit`, which unlinks ancestors
    // that nothing else references (no other thread can see those).

    /// What one node adds to the path's text.
    enum Step: Equatable, Sendable {
        /// A member's key: `.key` after a step, `key` at the start.
        case key(String)
        /// An array element's index: `[3]`.
        case index(Int)
        /// The whole path up to here, as text: the key path a conversion of
        /// a part of a document was given. Only a root has it.
        case text(String)

        /// Appends the step's text to the text of the steps before it.
        func append(to text: inout String) {
            switch self {
            case .key(let key):
                if !text.isEmpty { text += "." }
                text += key
            case .index(let index): text += "[\(index)]"
            case .text(let whole): text = whole
            }
        }
    }

    /// This node's step.
    let step: Step
    /// The node of the step before; nil at the start of the path.
    private(set) var parent: IssuePathNode?
    /// How many nodes the path has, up to and including this one.
    let depth: Int

    /// The node of `step`, after the path `parent` ends with.
    init(_ step: Step, after parent: IssuePathNode?) {
        self.step = step
        self.parent = parent
        depth = (parent?.depth ?? 0) &+ 1
    }

    /// Unlinks the ancestors only this node holds, one after another: a
    /// path as deep as the document must not be released one nested deinit
    /// per node, deeper than a small thread stack holds.
    deinit {
        var link = parent
        parent = nil
        while isKnownUniquelyReferenced(&link), let node = link {
            link = node.parent
            node.parent = nil
        }
    }

    /// The path's text: `"statuses[3].user.id"`.
    var text: String { text(after: nil) }

    /// The text of the steps after `ancestor` (all of them when it is nil or
    /// not on the path), as if the path started there.
    func text(after ancestor: IssuePathNode?) -> String {
        var steps: [Step] = []
        var node: IssuePathNode? = self
        while let current = node, current !== ancestor {
            steps.append(current.step)
            node = current.parent
        }
        var text = ""
        for step in steps.reversed() { step.append(to: &text) }
        return text
    }

    /// Whether the path of `node` followed by `tail` is the path `ancestor`
    /// or goes on from it, step by step: nodes made apart for equal steps
    /// count as the same.
    static func path(_ node: IssuePathNode?, then tail: [Step] = [], startsWith ancestor: IssuePathNode?) -> Bool {
        guard let ancestor else {
            // The empty path: compared as text, as a path starting with a
            // key does not go on from "" with a "." or "[".
            var text = node?.text ?? ""
            for step in tail { step.append(to: &text) }
            return text.isEmpty || text.utf8.first == UInt8(ascii: ".") || text.utf8.first == UInt8(ascii: "[")
        }
        let nodeDepth = node?.depth ?? 0
        guard nodeDepth &+ tail.count >= ancestor.depth else { return false }
        var theirs: IssuePathNode? = ancestor
        if nodeDepth < ancestor.depth {
            // `ancestor`'s last steps are the first steps of `tail`.
            for step in tail[0..<(ancestor.depth &- nodeDepth)].reversed() {
                guard let current = theirs, current.step == step else { return false }
                theirs = current.parent
            }
        }
        var ours = node
        while let current = ours, current.depth > ancestor.depth { ours = current.parent }
        while let mine = ours, let other = theirs, mine !== other {
            guard mine.step == other.step else { return false }
            ours = mine.parent
            theirs = other.parent
        }
        return ours === theirs
    }
}

extension ConversionIssue {
    /// For the tests: how many nodes the paths of `issues` hold, each node
    /// counted once however many paths share it.
    package static func distinctPathNodeCount(of issues: [ConversionIssue]) -> Int {
        var seen = Set<ObjectIdentifier>()
        for issue in issues {
            var node = issue.pathNode
            while let current = node, seen.insert(ObjectIdentifier(current)).inserted { node = current.parent }
        }
        return seen.count
    }
}
