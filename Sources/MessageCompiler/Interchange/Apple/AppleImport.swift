import Foundation
import IAPMessagesCore

/// Migrates `NSLocalizedString` tables (`<locale>.lproj/*.strings` and `.stringsdict`) and String
/// Catalogs (`.xcstrings`) to ARB catalogs that compile: printf arguments become named MessageFormat
/// arguments, plural variants become plurals with each language's categories, comments become the
/// translators' descriptions, and every key becomes a `user.` (or, for `error…` keys, `error.`) message.
/// A String Catalog's "Don't Translate" (`"shouldTranslate": false`) becomes `"x-translate": false`.
public struct AppleImport: Sendable {
    public struct Message: Sendable {
        public var appleKey: String
        public var table: String
        public var locale: String
        public var converted: PrintfConverter.Converted
        public var comment: String?
        public var isCurrent: Bool
        public var range: SourceRange
        /// False for a String Catalog entry marked "Don't Translate".
        public var isTranslatable = true
    }

    /// Every message read so far, in reading order.
    public var messages: [Message] { list.messages }
    private var list = AppleMessageList()
    public private(set) var diagnostics: [Diagnostic] = []
    /// The development language a String Catalog names.
    public private(set) var sourceLanguage: String?

    public init() {}

    /// Reads one file; `.strings` and `.stringsdict` take their locale from the `<locale>.lproj` folder.
    public mutating func add(_ file: SourceFile) {
        let components = file.path.split(separator: "/").map(String.init)
        let name = components.last ?? file.path
        let table = name.split(separator: ".").first.map(String.init) ?? name
        if name.hasSuffix(".xcstrings") {
            let (language, entries, readDiagnostics) = StringCatalogReader.read(file)
            diagnostics += readDiagnostics
            sourceLanguage = sourceLanguage ?? language.map { LanguageTag.canonical($0) ?? $0 }
            for entry in entries {
                for (locale, localization) in entry.localizations {
                    guard let tag = Self.tag(locale) else {
                        diagnostics.append(Diagnostic(.invalidLocaleTag(locale), at: localization.range))
                        continue
                    }
                    let converted = PrintfConverter.convert(localization.format, variables: localization.variables, locale: tag, at: localization.range)
                    diagnostics += converted.diagnostics
                    list.append(Message(appleKey: entry.key, table: table, locale: tag, converted: converted, comment: entry.comment,
                                        isCurrent: localization.isCurrent, range: localization.range, isTranslatable: entry.shouldTranslate))
                }
            }
            return
        }
        guard let folder = components.dropLast().last, folder.hasSuffix(".lproj") else {
            diagnostics.append(Diagnostic(.importSyntax("\(name) is not in a <locale>.lproj folder"), at: SourceRange(file: file.path, start: 0, end: 1)))
            return
        }
        guard let locale = Self.tag(String(folder.dropLast(".lproj".count))) else {
            diagnostics.append(Diagnostic(.importFolderNotLocale(folder), at: SourceRange(file: file.path, start: 0, end: 1)))
            return
        }
        if name.hasSuffix(".stringsdict") {
            let (entries, readDiagnostics) = StringsdictFile.read(file)
            diagnostics += readDiagnostics
            for entry in entries {
                // A .stringsdict entry replaces the .strings entry of the same key.
                list.removeAll(appleKey: entry.key, locale: locale, table: table)
                let converted = PrintfConverter.convert(entry.format, variables: entry.variables, locale: locale, at: entry.range)
                diagnostics += converted.diagnostics
                list.append(Message(appleKey: entry.key, table: table, locale: locale, converted: converted,
                                    comment: nil, isCurrent: true, range: entry.range))
            }
        } else {
            let (entries, readDiagnostics) = AppleStringsFile.read(file)
            diagnostics += readDiagnostics
            for entry in entries where !list.contains(appleKey: entry.key, locale: locale, table: table) {
                let converted = PrintfConverter.convert(entry.value, variables: [:], locale: locale, at: entry.range)
                diagnostics += converted.diagnostics
                list.append(Message(appleKey: entry.key, table: table, locale: locale, converted: converted,
                                    comment: entry.comment, isCurrent: true, range: entry.range))
            }
        }
    }

    /// The locale a `.lproj` folder or String Catalog names, in canonical case (`pt_BR` and `PT-br` are
    /// `pt-BR`), or nil when it names none CLDR knows (`German`, `x y`, an empty name), which would
    /// otherwise become a file name. `Base` is the development language, taken to be `en`.
    static func tag(_ folder: String) -> String? {
        if folder == "Base" { return "en" }
        guard let tag = LanguageTag.canonical(folder), ICUData.hasLanguage(of: tag) else { return nil }
        return tag
    }

    /// Our key for an Apple key: words camel-cased; `error…` keys become errors.
    static func key(for appleKey: String) -> String {
        // Keys that already follow msgc's scheme (a String Catalog msgc exported) stay as they are.
        if let key = MessageKey(appleKey), key.role == .description || key.kind == .error, SwiftNames.isUsableMember(key.swiftName, typePrefix: SwiftNames.defaultTypePrefix) {
            return appleKey
        }
        var words: [String] = []
        var word = ""
        // Format specifiers are not words of the name; apostrophes join their word ("Couldn't").
        var next = 1
        let plain = PrintfConverter.tokenize(appleKey, next: &next, variables: [:]).map { token -> String in
            if case .text(let text) = token { return text }
            return " "
        }.joined().replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        for character in plain {
            if character.isLetter || character.isNumber {
                if character.isUppercase, let last = word.last, last.isLowercase { words.append(word); word = "" }
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        words = words.map { $0.folding(options: [.diacriticInsensitive], locale: nil) }.filter { $0.allSatisfy { $0.isASCII } }
        let kind = words.first?.lowercased() == "error" && words.count > 1 ? "error" : "user"
        if kind == "error" { words.removeFirst() }
        let trimmed = Array(words.prefix(6))
        var name = trimmed.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined()
        // A name that cannot be a Swift member as it is (empty, a digit first, or one Swift or the
        // generated code already has: `description`, `text`, `self`, `init`…) gets `message` in front,
        // until it can: `Description` → `user.messageDescription`.
        while !SwiftNames.isUsableMember(name, typePrefix: SwiftNames.defaultTypePrefix) {
            name = "message" + name.prefix(1).uppercased() + name.dropFirst()
        }
        return "\(kind).\(name)"
    }

    /// The catalogs to write: the source locale's with descriptions and placeholders, the others with
    /// their translations, each translation marked current or needing review.
    public func catalogs(sourceLocale: String, existing: [String: Catalog]) -> [String: EditableCatalog] {
        let sourceMessages = messages.filter { $0.locale == sourceLocale }
        var keys: [String: String] = [:]  // "table/appleKey" → our key
        var used = Set(existing[sourceLocale]?.messages.map(\.key) ?? [])
        // Found once, not searched for per message: migrations run to tens of thousands of keys.
        // x-apple-key → our keys of the messages recording it, in catalog order: two tables with one
        // Apple key were given two keys the first time, in the order they are read again now, so each
        // takes the next one and never the other table's message.
        var knownKeys: [String: [String]] = [:]
        var nextKnown: [String: Int] = [:]
        for message in existing[sourceLocale]?.messages ?? [] {
            for member in message.metadataMembers where member.key.value == "x-apple-key" {
                if let appleKey = member.value.string?.value { knownKeys[appleKey, default: []].append(message.key) }
            }
        }
        // Per name, the suffix to try next: every lower one is taken, and `used` only grows, so many
        // keys with one name (non-Latin keys are all "user.message") do not each try every suffix.
        var nextSuffix: [String: Int] = [:]
        for message in sourceMessages {
            let id = "\(message.table)/\(message.appleKey)"
            if let known = knownKeys[message.appleKey], case let index = nextKnown[message.appleKey] ?? 0, index < known.count {
                nextKnown[message.appleKey] = index + 1
                keys[id] = known[index]
                continue
            }
            let name = Self.key(for: message.appleKey)
            var candidate = name
            if used.contains(candidate) {
                var suffix = nextSuffix[name] ?? 2
                repeat { candidate = name + String(suffix); suffix += 1 } while used.contains(candidate)
                nextSuffix[name] = suffix
            }
            used.insert(candidate)
            keys[id] = candidate
        }
        var result: [String: EditableCatalog] = [:]
        var source = existing[sourceLocale].map(EditableCatalog.init) ?? EditableCatalog(locale: sourceLocale)
        var sourceTexts: [String: String] = [:]
        // Per key, the source's argument name at each printf position. Every language's text names
        // its arguments as its own file does (a plural variation is `count`, a substitution has the
        // name the translator gave it), but an argument is the one at its position, so each
        // translation takes the source's names.
        var sourceNames: [String: [Int: String]] = [:]
        var untranslatable: Set<String> = []
        for message in sourceMessages {
            guard let key = keys["\(message.table)/\(message.appleKey)"] else { continue }
            let names = Self.argumentNames(message.converted.arguments)
            let converted = message.converted.naming(names)
            sourceNames[key] = names
            let text = MessageFormatWriter.write(converted.pattern)
            sourceTexts[key] = text
            source.setText(text, for: key)
            let description = message.comment ?? "Imported from \(message.table): \(message.appleKey)"
            source.setMetadata("description", to: .string(description), for: key)
            let placeholders = converted.arguments.sorted { $0.key < $1.key }.map { _, argument in
                (argument.name, JSONOutput.object([("type", .string(argument.type.rawValue)), ("example", .string(Self.example(argument.type)))]))
            }
            source.setMetadata("placeholders", to: placeholders.isEmpty ? nil : .object(placeholders), for: key)
            source.setMetadata("x-apple-key", to: .string(message.appleKey), for: key)
            // Only ever set: .strings files cannot say "Don't Translate", so a mark made in the
            // catalog since the last migration stays.
            if !message.isTranslatable {
                source.setMetadata(CatalogMessage.translateAttribute, to: .bool(false), for: key)
                untranslatable.insert(key)
            }
        }
        result[sourceLocale] = source
        for message in messages where message.locale != sourceLocale {
            guard let key = keys["\(message.table)/\(message.appleKey)"], let sourceText = sourceTexts[key] else { continue }
            let text = MessageFormatWriter.write(message.converted.naming(sourceNames[key] ?? [:]).pattern)
            // A "Don't Translate" entry's text in another language that says what the source says
            // adds nothing: that language shows the source's text anyway. One that differs is kept,
            // as the app showed it, and `msgc check` names it (translated-do-not-translate).
            if untranslatable.contains(key), text == sourceText { continue }
            if result[message.locale] == nil {
                result[message.locale] = existing[message.locale].map(EditableCatalog.init) ?? EditableCatalog(locale: message.locale)
            }
            // Changed where it is stored: a copy taken out and put back would copy every entry each time.
            let reviewed = message.isCurrent && message.converted.filledCategories.isEmpty
            result[message.locale]!.setText(text, for: key)
            result[message.locale]!.setMetadata(SourceFingerprint.attribute, to: .string(reviewed ? SourceFingerprint.of(sourceText) : "unreviewed"), for: key)
        }
        return result
    }

    /// The name of each position's argument in the source catalog: the name the Apple file gives it
    /// when that can be a placeholder (`count`, `coins`), else its words camel-cased (`total.strings`
    /// → `totalStrings`), else `arg` and the position; no two the same.
    static func argumentNames(_ arguments: [Int: (name: String, type: PlaceholderType)]) -> [Int: String] {
        func usable(_ name: String) -> Bool { SwiftNames.isUsableArgument(name, typePrefix: SwiftNames.defaultTypePrefix) }
        var names: [Int: String] = [:]
        var taken: Set<String> = []
        for (position, argument) in arguments.sorted(by: { $0.key < $1.key }) {
            var name = argument.name
            if !usable(name) {
                let words = name.folding(options: [.diacriticInsensitive], locale: nil)
                    .split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
                name = words.enumerated().map { index, word in
                    index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
                }.joined()
            }
            if !usable(name) || taken.contains(name) {
                name = "arg\(position)"
                var suffix = 2
                while taken.contains(name) { name = "arg\(position)_\(suffix)"; suffix += 1 }
            }
            taken.insert(name)
            names[position] = name
        }
        return names
    }

    static func example(_ type: PlaceholderType) -> String {
        switch type {
        case .int: "3"
        case .double, .decimal: "1.5"
        default: "Gold Pack"
        }
    }
}
