/// How a set of Flutter ARB files is read: the locale each file's name gives, which file is the
/// template, and what apostrophes mean.
///
/// gen-l10n names files `<prefix>_<locale>.arb` (`app_de.arb`, `intl_pt_BR.arb`) and takes the locale
/// from the name when `"@@locale"` is absent. A set is Flutter's when an `l10n.yaml` belongs to it or
/// when most of its files' names split that way around one prefix; msgc's own `en.arb`/`pt-BR.arb` sets
/// never do, and are read as before.
public struct FlutterLayout: Sendable, Equatable {
    /// File name → the locale its name gives, as a BCP 47 tag (`app_pt_BR.arb` → `pt-BR`).
    public var fileLocales: [String: String]
    /// The template's file name when an `l10n.yaml` names it (or gen-l10n's default applies).
    public var templateFile: String?
    /// Apostrophes are literal text unless `use-escaping: true`, then gen-l10n's quotes.
    public var apostrophes: MessageFormatParser.Apostrophes
    /// The generated type's name: `output-class` of `l10n.yaml`, gen-l10n's `AppLocalizations` without one.
    public var outputClass: String = FlutterConfiguration.defaultOutputClass
    /// `relax-syntax: true`: a `}` that closes nothing is text.
    public var relaxSyntax: Bool = false

    /// The layout of a set of files, or nil when they are not a Flutter set.
    public static func detect(fileNames: [String], configuration: FlutterConfiguration?) -> FlutterLayout? {
        let stems = fileNames.filter { $0.hasSuffix(".arb") }.map { String($0.dropLast(4)) }
        let templatePrefix = configuration.flatMap { split(String($0.templateFile.dropLast($0.templateFile.hasSuffix(".arb") ? 4 : 0)), prefix: nil)?.prefix }
        var locales: [String: String] = [:]
        var prefixes: Set<String> = []
        for stem in stems {
            guard let parts = split(stem, prefix: templatePrefix) else { continue }
            locales["\(stem).arb"] = parts.locale
            prefixes.insert(parts.prefix)
        }
        if configuration == nil {
            // Without l10n.yaml, a set whose files are all, or mostly (two or more), `<one prefix>_<locale>.arb`
            // is Flutter's: a file named otherwise must then say its locale in "@@locale", and only it
            // is reported, rather than the whole set being read as msgc's own layout. A file of the same
            // prefix whose suffix is no locale (`app_jp.arb`) is one of the set: gen-l10n ignores such a
            // suffix and takes "@@locale".
            let shaped = prefixes.count == 1 ? stems.filter { $0.hasPrefix(prefixes.first!) }.count : 0
            guard !stems.isEmpty, prefixes.count == 1,
                  shaped == stems.count || (locales.count >= 2 && locales.count * 2 > stems.count) else { return nil }
        }
        return FlutterLayout(fileLocales: locales, templateFile: configuration?.templateFile,
                             apostrophes: configuration?.useEscaping == true ? .genL10n : .literal,
                             outputClass: configuration?.outputClass ?? FlutterConfiguration.defaultOutputClass,
                             relaxSyntax: configuration?.relaxSyntax ?? false)
    }

    /// `intl_pt_BR` → (`intl_`, `pt-BR`): the first `_` after which the rest is a locale CLDR knows, as
    /// gen-l10n looks for it; the template's prefix is tried first, so `my_app_de` splits after `my_app_`.
    static func split(_ stem: String, prefix: String?) -> (prefix: String, locale: String)? {
        if let prefix, stem.hasPrefix(prefix), let locale = locale(String(stem.dropFirst(prefix.count))) {
            return (prefix, locale)
        }
        for index in stem.indices where stem[index] == "_" {
            let rest = String(stem[stem.index(after: index)...])
            if let locale = locale(rest) { return (String(stem[...index]), locale) }
        }
        return nil
    }

    /// `pt_BR` → `pt-BR` when it is a well-formed tag of a language CLDR names.
    private static func locale(_ text: String) -> String? {
        guard !text.isEmpty, let tag = LanguageTag.canonical(text), LanguageSupport.of(tag) != .unknown else { return nil }
        return tag
    }
}
