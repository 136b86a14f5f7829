import Foundation

/// The user's ordered language preferences, as the operating system states them.
///
/// On Linux these come from the environment in GNU gettext's order: `LANGUAGE` (a colon-separated
/// list) is honoured unless the effective message locale is `C` or `POSIX`; the effective locale is
/// the first non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`, and it ends the list. `C`, `POSIX` and
/// their `.UTF-8` forms mean no preference at all. On Apple platforms the language the app's own UI
/// is in comes first (`Bundle.main.preferredLocalizations`), then `Locale.preferredLanguages`: an app
/// localized only in English shows its purchase texts in English to a French user, as the rest of
/// its screens, rather than French texts inside an English UI. `LocalizationSettings` overrides both.
public enum PreferredLocales {
    /// The current process's preferences.
    public static var current: [String] {
        #if canImport(Darwin)
        return forApp(localizations: Bundle.main.preferredLocalizations, preferredLanguages: Locale.preferredLanguages)
        #else
        return fromEnvironment(ProcessInfo.processInfo.environment)
        #endif
    }

    /// The preferences of an app whose UI is in `localizations` (its bundle's, best first), for a
    /// user who prefers `preferredLanguages`.
    ///
    /// The app's languages come first, each as the user's more specific tag for it where the user
    /// has one (an English app and a user in `en-GB` give `en-GB`, whose spelling and formats
    /// follow), then the user's list for what the app's languages lack. `Base` is no language.
    ///
    /// ```swift
    /// PreferredLocales.forApp(localizations: ["en"], preferredLanguages: ["fr-FR", "en-GB"])
    /// // ["en-GB", "fr-FR", "en-GB"]
    /// ```
    public static func forApp(localizations: [String], preferredLanguages: [String]) -> [String] {
        let appLanguages = localizations.filter { $0 != "Base" && !$0.isEmpty }.map { localization in
            let tag = LocaleIdentifier(localization)
            return preferredLanguages.first { preferred in
                let user = LocaleIdentifier(preferred)
                return user.language == tag.language && user.languageTag.hasPrefix(tag.languageTag)
            } ?? localization
        }
        return appLanguages + preferredLanguages
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

    /// `C`, `POSIX`, their `.UTF-8` forms and nothing, with any white space around them (a line
    /// end an environment file left: `LANG=C\r`).
    private static func isNeutral(_ name: String) -> Bool {
        let name = name.trimmingWhitespace()
        let base = name.split(separator: ".", maxSplits: 1).first ?? name
        return base.isEmpty || base == "C" || base == "POSIX"
    }
}
