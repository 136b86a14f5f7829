import Foundation

/// The user's ordered language preferences, as the operating system states them.
///
/// On Linux these come from the environment in GNU gettext's order: `LANGUAGE` (a colon-separated
/// list) is honoured unless the effective message locale is `C` or `POSIX`; the effective locale is
/// the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`, and it ends the list. `C`, `POSIX` and
/// their `.UTF-8` forms mean no preference at all. On Apple platforms they are
/// `Locale.preferredLanguages`.
public enum PreferredLocales {
    /// The current process's preferences.
    public static var current: [String] {
        #if canImport(Darwin)
        return Locale.preferredLanguages
        #else
        return fromEnvironment(ProcessInfo.processInfo.environment)
        #endif
    }

    /// The preferences an environment states, gettext's way.
    ///
    /// ```swift
    /// PreferredLocales.fromEnvironment(["LANGUAGE": "fr_CA:de", "LANG": "en_US.UTF-8"])
    /// // ["fr_CA", "de", "en_US.UTF-8"]
    /// ```
    public static func fromEnvironment(_ environment: [String: String]) -> [String] {
        let effective = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let effective, !isNeutral(effective) else { return [] }
        let listed = (environment["LANGUAGE"] ?? "")
            .split(separator: ":")
            .map(String.init)
            .filter { !isNeutral($0) }
        return listed.contains(effective) ? listed : listed + [effective]
    }

    private static func isNeutral(_ name: String) -> Bool {
        let base = name.split(separator: ".", maxSplits: 1).first.map(String.init) ?? name
        return base.isEmpty || base == "C" || base == "POSIX"
    }
}
