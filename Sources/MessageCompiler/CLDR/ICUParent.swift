/// Where ICU's resource fallback goes from a bundle whose `%%Parent` names `parent`.
///
/// ICU loads the named parent as it loads any ID: a bundle of that name; for an alias ID (a bundle
/// that is only a `%%ALIAS`, listed in the tree's `AliasLocales`: Apple's ICU has `ks_Aran` for
/// `ks_Arab`) the bundle it names; for an ID without a bundle, nothing, and ICU goes on with the ID's
/// truncation (`xx_Yyyy` → `xx`), down to the root. The readers bake the bundle ICU really inherits
/// from, so that the runtime's chains only ever name bundles of the data.
enum ICUParent {
    /// - Parameters:
    ///   - isBundle: whether a name is a bundle of the tree (the root always is).
    ///   - aliases: alias ID → the bundle ICU opens for it.
    static func bundle(named parent: String, isBundle: (String) -> Bool, aliases: [String: String]) -> String {
        var candidate = Substring(parent)
        while !candidate.isEmpty {
            let name = String(candidate)
            if name == "root" || isBundle(name) { return name }
            if let target = aliases[name] { return target }
            guard let cut = candidate.lastIndex(of: "_") else { break }
            candidate = candidate[..<cut]
            while candidate.last == "_" { candidate = candidate.dropLast() }
        }
        return "root"
    }
}
