import Foundation

/// One of ICU's resource trees as baked into `NumberData`/`CurrencyData`: its bundles with their
/// parents, the locale IDs ICU opens as another bundle, and tables of per-bundle values, each looked up
/// along a bundle's parent chain as ICU's resource fallback does.
final class BakedBundleTree: @unchecked Sendable {
    /// Bundle → parent; every bundle but the root.
    let parents: [String: String]
    private let aliases: [String: String]
    /// The IDs of `aliases` that are bundles of their own, only naming another.
    private let aliasBundles: Set<String>

    /// - Parameters:
    ///   - bundles: `name` or `name>parent` items (the root left out); a name alone has the parent
    ///     truncation finds among the listed bundles.
    ///   - aliases: `id>bundle` items, or `id=bundle` where the ID is a bundle that only names
    ///     another (`%%ALIAS`), which ICU opens without a fallback warning.
    init(bundles: String, aliases: String) {
        var parents: [String: String] = [:]
        var names: Set<String> = ["root"]
        var explicit: [(String, String)] = []
        for item in bundles.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if let mark = item.firstIndex(of: ">") {
                let name = String(item[..<mark])
                names.insert(name)
                explicit.append((name, String(item[item.index(after: mark)...])))
            } else {
                names.insert(String(item))
            }
        }
        for name in names where name != "root" {
            var parent = "root"
            if let cut = name.lastIndex(of: "_") { parent = Self.truncation(String(name[..<cut]), in: names) }
            parents[name] = parent
        }
        for (name, parent) in explicit { parents[name] = parent }
        self.parents = parents
        var aliasMap: [String: String] = [:]
        var aliasBundles: Set<String> = []
        for item in aliases.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            guard let mark = item.firstIndex(where: { $0 == ">" || $0 == "=" }) else { continue }
            let id = String(item[..<mark])
            aliasMap[id] = String(item[item.index(after: mark)...])
            if item[mark] == "=" { aliasBundles.insert(id) }
        }
        self.aliases = aliasMap
        self.aliasBundles = aliasBundles
    }

    private static func truncation(_ id: String, in names: Set<String>) -> String {
        var candidate = Substring(id)
        while !candidate.isEmpty {
            if names.contains(String(candidate)) { return String(candidate) }
            guard let cut = candidate.lastIndex(of: "_") else { break }
            candidate = candidate[..<cut]
            while candidate.last == "_" { candidate = candidate.dropLast() }
        }
        return "root"
    }

    /// The bundle ICU opens for a locale ID without its keywords: the bundle of that name or the one an
    /// alias names (`ars` → `ar_SA`, `iw` → `he`), else the same for each truncation of the ID
    /// (`ars_SA` → `ars` → `ar_SA`); the root for "". When nothing of the ID has a bundle (`xx_YY`,
    /// `_YY`), ICU's `ures_open` falls back to its default locale's bundle before the root.
    func bundle(forBaseID id: String) -> String {
        if id.isEmpty || id == "root" { return "root" }
        var candidate = Substring(id)
        while !candidate.isEmpty {
            let name = String(candidate)
            if parents[name] != nil { return name }
            if let alias = aliases[name] { return alias }
            guard let cut = candidate.lastIndex(of: "_") else {
                // ICU skips the default locale when the last ID it tried starts it ("e" of
                // "en_US_POSIX"), taking that for the default already tried.
                if Self.defaultLocaleID.hasPrefix(candidate) { return "root" }
                break
            }
            candidate = candidate[..<cut]
            while candidate.last == "_" { candidate = candidate.dropLast() }
        }
        return bundle(forBaseID: Self.defaultLocaleID)
    }

    /// How `ures_open` found the bundle for an ID: the ID's own (or the one its alias names), one of
    /// its truncations (U_USING_FALLBACK_WARNING), or the default locale's or the root
    /// (U_USING_DEFAULT_WARNING).
    enum OpenStatus: Sendable {
        case own, truncation, defaultLocale
    }

    /// `bundle(forBaseID:)` with how ICU reports having found it.
    func open(_ id: String) -> (bundle: String, status: OpenStatus) {
        if id.isEmpty || id == "root" { return ("root", .own) }
        var candidate = Substring(id)
        var truncated = false
        while !candidate.isEmpty {
            let name = String(candidate)
            if parents[name] != nil { return (name, truncated ? .truncation : .own) }
            if let alias = aliases[name] { return (alias, truncated || !aliasBundles.contains(name) ? .truncation : .own) }
            guard let cut = candidate.lastIndex(of: "_") else {
                if Self.defaultLocaleID.hasPrefix(candidate) { return ("root", .defaultLocale) }
                break
            }
            candidate = candidate[..<cut]
            while candidate.last == "_" { candidate = candidate.dropLast() }
            truncated = true
        }
        return (bundle(forBaseID: Self.defaultLocaleID), .defaultLocale)
    }

    /// ICU's default locale on Linux follows the environment; it is `en_US_POSIX` for the C locale
    /// that servers and CI run in, which the portable backend (having no environment to follow on
    /// Apple platforms) takes as ICU's default, as `PhraseTable` does.
    static let defaultLocaleID = String(decoding: PortableLocale.defaultLocaleID, as: UTF8.self)

    /// The bundle, its parent, …, the root.
    func chain(_ bundle: String) -> [String] {
        var result = [bundle]
        var current = bundle
        while let parent = parents[current] {
            result.append(parent)
            current = parent
        }
        return result
    }
}

/// A baked table: one line per bundle, `name<TAB>key=value<TAB>…`. Lines are indexed by bundle at first
/// use and a bundle's values parsed when first asked for.
final class BakedTable: @unchecked Sendable {
    private let lines: [Substring: Substring]
    private var parsed: [Substring: [Substring: Substring]] = [:]
    private let lock = NSLock()

    init(_ text: String) {
        var lines: [Substring: Substring] = [:]
        for line in text.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            lines[line[..<tab]] = line[line.index(after: tab)...]
        }
        self.lines = lines
    }

    /// The bundle's own value for `key`.
    func value(_ key: String, in bundle: String) -> String? {
        values(of: Substring(bundle))?[Substring(key)].map(String.init)
    }

    /// The first value of `key` along `chain`.
    func lookup(_ key: String, along chain: [String]) -> String? {
        let wanted = Substring(key)
        for bundle in chain {
            if let value = values(of: Substring(bundle))?[wanted] { return String(value) }
        }
        return nil
    }

    private func values(of bundle: Substring) -> [Substring: Substring]? {
        guard let line = lines[bundle] else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let done = parsed[bundle] { return done }
        var values: [Substring: Substring] = [:]
        for field in line.split(separator: "\t") {
            guard let equals = field.firstIndex(of: "=") else { continue }
            values[field[..<equals]] = field[field.index(after: equals)...]
        }
        parsed[bundle] = values
        return values
    }
}
