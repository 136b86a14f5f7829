/// XLIFF 1.2, as CAT tools exchange it: one `<trans-unit>` per message with its source, target and
/// state, the translator's description and the placeholders as notes, and arguments protected as
/// `<ph>` elements so tools keep them intact.
public enum XLIFFFormat {
    public static func write(_ units: [TranslationUnit], sourceLocale: String, targetLocale: String, original: String) -> String {
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="\(escape(original))" source-language="\(escape(sourceLocale))" target-language="\(escape(targetLocale))" datatype="plaintext">
                <header>
                  <tool tool-id="msgc" tool-name="msgc"/>
                  <note>Messages use ICU MessageFormat. Keep every ph element as it is; in {n, plural, …} write one case per plural category of your language.</note>
                </header>
                <body>

            """
        for unit in units {
            // approved="yes" is how XLIFF 1.2 tools tell a finished translation from one to review.
            let approved = unit.target == nil ? "" : unit.state == .translated ? " approved=\"yes\"" : " approved=\"no\""
            xml += "      <trans-unit id=\"\(escape(unit.key))\" resname=\"\(escape(unit.key))\"\(approved) xml:space=\"preserve\">\n"
            xml += "        <source>\(inline(unit.source))</source>\n"
            if let target = unit.target {
                let state = unit.state == .needsReview ? "needs-review-translation" : "translated"
                xml += "        <target state=\"\(state)\">\(inline(target))</target>\n"
            }
            if let description = unit.description, !description.isEmpty {
                xml += "        <note from=\"developer\">\(escape(description))</note>\n"
            }
            if !unit.placeholders.isEmpty {
                xml += "        <note from=\"placeholders\">\(escape(unit.placeholderNotes.joined(separator: "\n")))</note>\n"
            }
            xml += "      </trans-unit>\n"
        }
        xml += "    </body>\n  </file>\n</xliff>\n"
        return xml
    }

    /// Message text with arguments and `#` as numbered `<ph>` elements.
    static func inline(_ message: String) -> String {
        var id = 0
        return MessageSegments.split(message).map { segment in
            switch segment {
            case .text(let text): return escape(text)
            case .placeholder(let text):
                id += 1
                return "<ph id=\"\(id)\" ctype=\"x-icu-\(text == "#" ? "number" : "argument")\">\(escape(text))</ph>"
            }
        }.joined()
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\r": result += "&#13;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The units of an XLIFF 1.2 file, with each target's characters mapped to their place in the file.
    public static func read(_ file: SourceFile) -> (ImportedTranslations?, [Diagnostic]) {
        var reader = XMLReader(file: file)
        guard let root = reader.read() else { return (nil, reader.diagnostics) }
        func range(_ offset: Int) -> SourceRange { SourceRange(file: file.path, start: offset, end: offset + 1) }
        guard root.name == "xliff" else {
            return (nil, [Diagnostic(.importSyntax("the root element is <\(root.name)>, not <xliff>"), at: range(root.start))])
        }
        let fileElements = root.elements.filter { $0.name == "file" }
        var units: [ImportedTranslations.Unit] = []
        var diagnostics = mixedLocales(fileElements, in: file)
        for fileElement in fileElements {
            // Ids are unique within a <file>, as PO refuses two entries for one key: keeping either
            // unit would silently drop the other's translation. (Across <file> elements see
            // `repeatedKeys`.)
            var firstUnit: [String: Int] = [:]
            // Each element with whether it is marked translate="no", itself or by the <group> around it
            // (its own translate="yes" lifts a group's "no").
            var pending = fileElement.first("body").map { [($0, false)] } ?? []
            while let (element, inheritedNo) = pending.popLast() {
                let translateNo = element.attribute("translate").map { $0 == "no" } ?? inheritedNo
                if element.name == "group" || element.name == "body" {
                    pending += element.elements.reversed().filter { $0.name == "group" || $0.name == "trans-unit" }.map { ($0, translateNo) }
                    continue
                }
                guard let key = element.attribute("resname") ?? element.attribute("id") else {
                    diagnostics.append(Diagnostic(.importSyntax("<trans-unit> without id"), at: range(element.start)))
                    continue
                }
                let source = element.first("source")?.textWithOffsets.0
                guard let target = element.first("target") else { continue }
                let (text, offsets) = target.textWithOffsets
                // Not for translation, by the file's own word: a tool copies the source there, or keeps
                // what it had. A target of its own is named, as it is left out.
                if translateNo {
                    if !text.isEmpty, text != source {
                        diagnostics.append(Diagnostic(.importTranslateNo(key), at: range(element.start)))
                    }
                    continue
                }
                let state = target.attribute("state") ?? "translated"
                let current = element.attribute("approved").map { $0 == "yes" } ?? ["translated", "final", "signed-off"].contains(state)
                let end = offsets.last.map { $0 + 1 } ?? target.start
                if !text.isEmpty {
                    if let first = firstUnit[key] {
                        let line = file.location(of: first).line
                        diagnostics.append(Diagnostic(.importSyntax("a second <trans-unit> for '\(key)'; the first is on line \(line)"),
                                                      at: range(element.start)))
                        continue
                    }
                    firstUnit[key] = element.start
                }
                units.append(ImportedTranslations.Unit(
                    key: key, keyRange: range(element.start), source: source,
                    target: JSONString(value: text, range: SourceRange(file: file.path, start: target.start, end: end),
                                       scalarOffsets: offsets + [end]),
                    isCurrent: current, isEmptyTarget: text.isEmpty))
            }
        }
        let first = fileElements.first
        return (ImportedTranslations(locale: first?.attribute("target-language"), units: units, localeRange: first.map { range($0.start) }),
                diagnostics)
    }

    /// One error per unit that translates a key an earlier `<file>` of the same document translated
    /// already. That is valid XLIFF (ids are unique per `<file>` only), but an import merges every
    /// `<file>` into one catalog, which cannot take both: keeping the last would silently drop the
    /// first. Units within one `<file>` are checked by `read`.
    public static func repeatedKeys(_ imported: ImportedTranslations, in file: SourceFile) -> [Diagnostic] {
        var first: [String: SourceRange] = [:]
        var diagnostics: [Diagnostic] = []
        for unit in imported.units where !unit.isEmptyTarget {
            if let earlier = first[unit.key] {
                let line = file.location(of: earlier.start).line
                diagnostics.append(Diagnostic(.importSyntax("a second <trans-unit> for '\(unit.key)' in another <file>; the first is on line \(line)"),
                                              at: unit.keyRange))
            } else {
                first[unit.key] = unit.keyRange
            }
        }
        return diagnostics
    }

    /// One error per `<file>` whose target-language is not the first `<file>`'s (letter case aside):
    /// a file holds one language, or its second language would be merged into the first's catalog.
    static func mixedLocales(_ fileElements: [XMLReader.Element], in file: SourceFile) -> [Diagnostic] {
        guard let first = fileElements.first else { return [] }
        func language(_ element: XMLReader.Element) -> String? {
            element.attribute("target-language").map { LanguageTag.canonical($0) ?? $0 }
        }
        let firstLine = file.location(of: first.start).line
        return fileElements.dropFirst().filter { language($0) != language(first) }.map { element in
            Diagnostic(.importMixedLocales(language(element), first: language(first), firstLine: firstLine),
                       at: SourceRange(file: file.path, start: element.start, end: element.start + 1))
        }
    }
}
