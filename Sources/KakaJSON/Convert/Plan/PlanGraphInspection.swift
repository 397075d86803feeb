/// What tests can see of the plan graph (package access: the test targets).
package enum PlanGraphInspection {
    /// How a model type's plan slots hold their plans.
    package struct SlotCounts: Equatable, CustomStringConvertible {
        package var strong = 0, weak = 0, empty = 0
        package init(strong: Int = 0, weak: Int = 0, empty: Int = 0) {
            self.strong = strong
            self.weak = weak
            self.empty = empty
        }
        package var description: String { "strong \(strong), weak \(weak), empty \(empty)" }
    }

    /// The current decoding and encoding plans of `Model` (built if needed).
    package static func plans<Model: Convertible>(of _: Model.Type) -> [AnyObject] {
        [Plans.decoding.plan(for: Model.self), Plans.encoding.plan(for: Model.self)]
    }

    /// How the slots of `Model`'s current decoding and encoding plans hold
    /// the plans of the model types among its properties'.
    package static func slotCounts<Model: Convertible>(of _: Model.Type) -> (decoding: SlotCounts, encoding: SlotCounts) {
        func counts(_ slots: () -> [PlanGraph.Slot]) -> SlotCounts {
            PlanGraph.lock.withWriteLock {
                var counts = SlotCounts()
                for slot in slots() {
                    switch slot.holding {
                    case .strong: counts.strong += 1
                    case .weak: counts.weak += 1
                    case .empty: counts.empty += 1
                    }
                }
                return counts
            }
        }
        let decoding = Plans.decoding.plan(for: Model.self), encoding = Plans.encoding.plan(for: Model.self)
        return (counts { decoding.slots }, counts { encoding.slots })
    }
}
