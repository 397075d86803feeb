import KakaMetadata

/// The plans that plan slots hold, kept free of reference cycles.
///
/// A plan owns the converters (or encoders) of its properties; a model
/// converter's slot refers to its model type's plan. A slot may hold its plan
/// strongly only when that plan cannot reach the slot again through plans
/// held strongly: then the strong references form no cycle, and the plans a
/// configuration change drops are freed. Each slot is decided once, when it
/// is filled, under `lock`; a cycle that a later slot would close is found by
/// that slot's own check, so the strong references stay acyclic.
enum PlanGraph {
    /// Held while a slot is decided and filled (once per slot).
    static let lock = ReadWriteLock()

    /// A plan slot as the graph sees it: the slots of the plan it holds strongly.
    class Slot: @unchecked Sendable {
        // @unchecked: only touched under `PlanGraph.lock`.
        /// The slots of the strongly held plan; nil while empty or weak.
        var strongPlanSlots: [Slot]?

        /// How the slot holds its plan (read under `lock`).
        var holding: Holding { .empty }
    }

    /// How a slot holds its plan.
    enum Holding { case empty, strong, weak }

    /// Whether `target` is among `slots` or the slots reachable from them
    /// through strongly held plans. Called under `lock`.
    static func reaches(_ target: Slot, from slots: [Slot]) -> Bool {
        if slots.isEmpty { return false }
        var pending = [slots]
        var seen = Set<ObjectIdentifier>()
        while let next = pending.popLast() {
            for slot in next {
                if slot === target { return true }
                guard seen.insert(ObjectIdentifier(slot)).inserted, let further = slot.strongPlanSlots else { continue }
                pending.append(further)
            }
        }
        return false
    }

    /// The slots of the model converters in `converters` and in their parts.
    static func slots(of converters: [AnyConverter]) -> [Slot] {
        var slots: [Slot] = []
        var pending = converters
        while let converter = pending.popLast() {
            if let slot = converter.planSlot, !slots.contains(where: { $0 === slot }) { slots.append(slot) }
            pending.append(contentsOf: converter.parts)
        }
        return slots
    }

    /// The slots of the model encoders in `encoders` and in their parts.
    static func slots(of encoders: [AnyEncoder]) -> [Slot] {
        var slots: [Slot] = []
        var pending = encoders
        while let encoder = pending.popLast() {
            if let slot = encoder.planSlot, !slots.contains(where: { $0 === slot }) { slots.append(slot) }
            pending.append(contentsOf: encoder.parts)
        }
        return slots
    }
}

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
