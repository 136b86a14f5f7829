/// The members of a JSON object as they are read, where a repeated key replaces the earlier member:
/// the later value is kept, at the later position, as JSON readers commonly do.
///
/// Replacing takes constant time (the earlier member is only marked), so an object of n repeated
/// keys is read in time linear in n, not quadratic as a search of the members per key would be.
struct JSONObjectMembers {
    /// Members in reading order; nil where a later member of the same key replaced one.
    private var slots: [JSONMember?] = []
    /// Each key's slot, the latest occurrence.
    private var slotOfKey: [String: Int] = [:]
    private var replaced = 0

    /// Adds `member`; returns the member it replaces, if the key was written before.
    mutating func add(_ member: JSONMember) -> JSONMember? {
        var previous: JSONMember? = nil
        if let slot = slotOfKey[member.key.value] {
            previous = slots[slot]
            slots[slot] = nil
            replaced += 1
        }
        slotOfKey[member.key.value] = slots.count
        slots.append(member)
        return previous
    }

    /// The members that remain, in the order their (latest) keys were written.
    var members: [JSONMember] {
        replaced == 0 ? slots.map { $0! } : slots.compactMap { $0 }
    }
}
