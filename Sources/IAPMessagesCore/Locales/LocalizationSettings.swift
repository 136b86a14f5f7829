import Foundation

/// Process-wide language settings for every generated catalog: an app (or the core library, passing
/// its own configuration through) can replace the system's preferred languages at run time.
///
/// ```swift
/// LocalizationSettings.shared.preferredLanguages = ["de-CH", "fr"]   // from the app's own setting
/// LocalizationSettings.shared.preferredLanguages = nil               // back to the system's
/// ```
public final class LocalizationSettings: @unchecked Sendable {
    /// The settings every generated catalog follows unless it is given its own.
    public static let shared = LocalizationSettings()

    private let lock = NSLock()
    private var override: [String]?
    private var system: [String]?
    /// Bumped on every change, so a catalog knows without a lock whether the languages it resolved
    /// for are still the current ones.
    let generation = AtomicCounter()

    /// Settings of their own, following the system until `preferredLanguages` is set: for a catalog
    /// (`MessageCatalog(…, settings:)`) that must not follow the process-wide override, as in a test.
    public init() {}

    /// The override, or nil to follow the system. Safe to set from any thread.
    public var preferredLanguages: [String]? {
        get { lock.withLock { override } }
        set {
            lock.withLock { override = newValue }
            generation.increment()
        }
    }

    /// What lookups use: the override if set, else the system's preferences (read once, then kept).
    public var effectivePreferredLanguages: [String] {
        lock.withLock {
            if let override { return override }
            if let system { return system }
            let current = PreferredLocales.current
            system = current
            return current
        }
    }

    /// Forgets the system preferences read so far, so the next lookup reads them again.
    public func reloadSystemPreferences() {
        lock.withLock { system = nil }
        generation.increment()
    }
}
