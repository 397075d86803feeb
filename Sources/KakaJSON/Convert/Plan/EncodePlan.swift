/// Everything needed to write one model type as JSON, built once per type and
/// configuration: each property's key (escaped and quoted once), its encoder,
/// and whether the type's hooks do anything.
final class EncodePlan: @unchecked Sendable {
    // @unchecked: immutable except the learned hook presences, which are atomic.
    /// One property's way to JSON. A class: the encode loop then retains one
    /// reference per member, not the four a copied struct holds, and reads
    /// these `let` fields without retaining them.
    final class Member: Sendable {
        let property: Property
        let key: JSONWriter.PreparedKey
        let name: String
        let encoder: AnyEncoder
        /// `property.offset`, kept here: the loops read it for every member
        /// of every instance, and through `property` it is one more load.
        let offset: Int
        /// The member's index in `members` (its slot in `ObjectTemplate`s).
        let position: Int

        init(property: Property, key: JSONWriter.PreparedKey, name: String, encoder: AnyEncoder, position: Int) {
            self.property = property
            self.key = key
            self.name = name
            self.encoder = encoder
            self.position = position
            offset = property.offset
        }

        /// Writes the key and the property's value from the model at `address`, unless absent.
        func write(from address: InstanceAddress, to writer: inout JSONWriter) {
            encoder.writeMember(key, from: address, offset: offset, to: &writer)
        }
    }

    let members: [Member]
    /// `members` again, read without a retain each: iterating `members`
    /// retains and releases every member (`members` keeps them alive, and the
    /// loops read these only while their plan is held).
    let unretainedMembers: [Unmanaged<Member>]
    /// Whether the model is a class, whose instances may form cycles.
    let isClass: Bool
    /// Writes the values `kj_JSONValue` returns, with the type's date format.
    let dynamic: DynamicEncoder
    /// Whether the type's `kj_JSONValue` (or its value configuration) does anything.
    let JSONValueHook = LearnedHookPresence()
    /// Once known absent, not called: a call on a struct model where it lies
    /// copies the model (retaining every string and array in it).
    let willConvertToJSON = LearnedHookPresence()
    let didConvertToJSON = LearnedHookPresence()
    /// The length of the type's last JSON text written at the top level.
    let outputSize = SizeHint(1024)
    /// The JSON objects that each instance's `JSONObject()` starts from.
    let objectTemplates: ObjectTemplates
    // exclusivity(unchecked): only touched under `PlanGraph.lock`.
    @exclusivity(unchecked) private var graphSlots: [PlanGraph.Slot]?

    required init<Model: Convertible>(for type: Model.Type) {
        let sample = Model()
        isClass = ModelStorage.isClass(Model.self)
        let properties = ModelProperties.of(Model.self, sample: sample)
        let dates = ConfigStore.current.dateFormat(for: Model.self)
        dynamic = EncoderFactory.dynamic(dates: dates)
        // As for decoding keys (see `ModelPlan`): once a call has run only the
        // default, with no configured closure, every key is the property's name.
        var keysAreNames = false
        let written = properties.filter(\.hasValueAccess)
        members = written.enumerated().map { position, property in
            let name: String
            if keysAreNames {
                name = property.name
            } else {
                let (key, onlyDefault) = CallbackProbe.probe { sample.kj_JSONKey(from: property) }
                keysAreNames = onlyDefault
                name = key
            }
            return Member(property: property, key: JSONWriter.PreparedKey(name), name: name,
                          encoder: EncoderFactory.anyEncoder(for: property.type, dates: dates), position: position)
        }
        unretainedMembers = members.map { Unmanaged.passUnretained($0) }
        objectTemplates = ObjectTemplates(members: members)
    }

    /// Made when a slot first needs them (see `ModelPlan.slots`).
    var slots: [PlanGraph.Slot] {
        if let graphSlots { return graphSlots }
        let made = PlanGraph.slots(of: members.map(\.encoder))
        graphSlots = made
        return made
    }
}
