internal import CAtomics

/// One immutable object, published by a writer and read by any thread without a lock: a load of
/// one pointer. What lookups read on every call (the current languages' fallback chain, a locale's
/// plain texts) lives in these, so the common path takes no lock and allocates nothing.
///
/// A published object is never freed: a reader may hold its pointer at the moment another thread
/// publishes the next one, and without hazard pointers nothing can tell when that read ends. So
/// every slot counts what it published, and callers publish at most `limit` times per slot (after
/// which they keep to their locked path); the memory kept is therefore bounded, whatever the input.
final class PublishedValue<Value: AnyObject & Sendable>: @unchecked Sendable {
    private let cell = iap_atomic_pointer_create()
    private let published = iap_atomic_counter_create()
    let limit: UInt64

    init(limit: UInt64) {
        self.limit = limit
    }

    deinit {
        // The latest object is the slot's; earlier ones stay, as the type's comment says.
        if let pointer = iap_atomic_pointer_load(cell) {
            Unmanaged<Value>.fromOpaque(pointer).release()
        }
        iap_atomic_pointer_destroy(cell)
        iap_atomic_counter_destroy(published)
    }

    /// The object published last, if any.
    var value: Value? {
        guard let pointer = iap_atomic_pointer_load(cell) else { return nil }
        return Unmanaged<Value>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// `body` applied to the object published last, if any, without retaining it: published objects
    /// are never freed, so the hot paths read them this way, free of reference-counting traffic.
    @inline(__always)
    func withValue<Result>(_ body: (Value) -> Result) -> Result? {
        guard let pointer = iap_atomic_pointer_load(cell) else { return nil }
        return Unmanaged<Value>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    /// Whether the slot may still publish: callers check it before making an object that
    /// `publish` would only drop.
    var canPublish: Bool { iap_atomic_counter_load(published) < limit }

    /// Publishes `value` unless the slot has used up its limit; returns whether it did.
    @discardableResult
    func publish(_ value: Value) -> Bool {
        guard iap_atomic_counter_increment(published) <= limit else { return false }
        iap_atomic_pointer_store(cell, Unmanaged.passRetained(value).toOpaque())
        return true
    }
}

/// A counter any thread bumps and reads without a lock.
final class AtomicCounter: @unchecked Sendable {
    private let cell = iap_atomic_counter_create()

    deinit { iap_atomic_counter_destroy(cell) }

    var value: UInt64 { iap_atomic_counter_load(cell) }

    func increment() { _ = iap_atomic_counter_increment(cell) }
}

/// A fixed number of `PublishedValue`s, read by index without touching a reference count: the
/// slots are held as unmanaged references for the lifetime of this object, so picking one is a
/// load, where an array of objects would retain and release the one picked on every lookup.
final class PublishedSlots<Value: AnyObject & Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Unmanaged<PublishedValue<Value>>>

    init(count: Int, limit: UInt64) {
        slots = .allocate(capacity: count)
        for index in 0..<count {
            (slots.baseAddress! + index).initialize(to: .passRetained(PublishedValue(limit: limit)))
        }
    }

    deinit {
        for slot in slots { slot.release() }
        slots.deallocate()
    }

    var count: Int { slots.count }

    /// `PublishedValue.withValue` of slot `index`.
    @inline(__always)
    func withValue<Result>(at index: Int, _ body: (Value) -> Result) -> Result? {
        slots[index]._withUnsafeGuaranteedRef { $0.withValue(body) }
    }

    /// `PublishedValue.value` of slot `index`.
    func value(at index: Int) -> Value? {
        slots[index]._withUnsafeGuaranteedRef { $0.value }
    }

    /// `PublishedValue.canPublish` of slot `index`.
    func canPublish(at index: Int) -> Bool {
        slots[index]._withUnsafeGuaranteedRef { $0.canPublish }
    }

    /// `PublishedValue.publish` into slot `index`.
    @discardableResult
    func publish(_ value: Value, at index: Int) -> Bool {
        slots[index]._withUnsafeGuaranteedRef { $0.publish(value) }
    }
}
