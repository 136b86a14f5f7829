"""The compiler-resolved layer of Scripts/apple/check_availability.py (its docstring tells the whole story).

The Linux toolchain type-checks the modules (`swiftc -dump-ast -dump-ast-format json`), so every
reference comes with the declaration the compiler resolved it to (its USR) and every declared type
with its canonical type. Apple's availability of those declarations comes from the symbol graphs of
the toolchain's own modules (`swift-symbolgraph-extract`): the standard library, Dispatch and
Foundation are built for Linux from the sources Apple ships, `@available` annotations included, even
though Linux never enforces them. Declarations of the checked modules themselves take the
`@available` attributes the AST shows. The guards that cover a reference are read off the AST too:
an `@available` attribute covers its declaration, `if #available` its then-block, and so on.

    check(modules, policy) -> Result   # raises CompilerError when the toolchain or a module fails

Nothing is written outside a temporary directory; the symbol graphs are kept in memory for the
process (a test suite extracts them once).
"""
import bisect
import concurrent.futures
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import time

# The toolchain's modules whose availability annotations are read.
SYMBOL_GRAPH_MODULES = ("Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization",
                        "Observation", "Dispatch", "Foundation", "FoundationEssentials",
                        "FoundationInternationalization")
# Symbol-graph relationships that make the target the enclosing declaration of the source.
ENCLOSING = {"memberOf", "requirementOf", "optionalRequirementOf"}
TYPE_KINDS = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.actor"}

# Keys of the AST whose subtrees hold no reference the source spells: the compiler's bookkeeping of
# conformances, substitutions and captures, the pre-type-checking copy of a for-in sequence and of an
# initializer, the iterator's `next()` call of a for-in loop, and a default argument's owner (the
# callee, referenced already by the call).
SKIPPED_KEYS = {"decl_context", "conformances", "conformance", "substitutions", "generic_signature",
                "captures", "parsed_sequence", "next_call", "original_init", "default_args_owner",
                "implicit_self_decl"}
# Calls a for-in loop makes on its sequence (Linux picks `next(isolation:)` of iOS 18 where an Apple
# build for iOS 13 falls back on `next()`).
ITERATION = {"makeIterator", "makeAsyncIterator", "next"}
# Expressions whose range ends at the name of the member they reference (`base.member`).
MEMBER_KINDS = {"member_ref_expr", "dynamic_member_ref_expr", "unresolved_dot_expr"}
# Where a declared type is spelled: (node kind or None for any, key).
TYPE_KEYS = {("parameter", "interface_type"), ("func_decl", "result"), ("subscript_decl", "element"),
             ("func_decl", "thrown_type"), ("constructor_decl", "thrown_type"), ("pattern_typed", "type"),
             ("typealias", "type"), ("extension_decl", "extended_type"), ("type_expr", "type"),
             (None, "written_type")}
TYPE_DECLS = {"struct_decl", "class_decl", "enum_decl", "protocol_decl", "actor_decl"}
# A qualified type name in `swift demangle`'s output: `Swift.Int`,
# `(extension in FoundationInternationalization):FoundationEssentials.Date.ComponentsFormatStyle.Field`.
QUALIFIED_NAME = re.compile(r"(?:\(extension in \w+\):)?[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+")
IMPORT = re.compile(rb"^[ \t]*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?"
                    rb"import\s+(?:(?:struct|class|enum|protocol|typealias|func|var|let)\s+)?(\w+)", re.M)


class CompilerError(Exception):
    """The toolchain is missing or a module does not compile: the check cannot vouch for anything."""


class Policy:
    """What the caller knows of Apple's platforms: the package's deployment targets, the spellings of
    platform names, the visionOS release that has what an iOS release has, and, per file, a function
    from line number to the Apple platforms that compile that line (all of them but for `#if`s)."""

    def __init__(self, platforms, deployment, platform_names, vision_for, apple_platforms, notes=None):
        self.platforms = platforms
        self.deployment = {p: normalized(v) for p, v in deployment.items()}
        self.platform_names = platform_names
        self.vision_for = vision_for
        self.apple_platforms = apple_platforms
        # What a report adds when an @available nearby is no guard: {"stored": …, "payload": …}.
        self.notes = notes or {}


class Module:
    """Swift files compiled as one module. `imports`: the other modules of the list it may import
    (their modules are emitted first when its files import them); `c_modules`: name -> header of the C
    modules it imports; `check`: whether its references are checked (or it is only a dependency)."""

    def __init__(self, name, files, imports=(), c_modules=None, check=True):
        self.name = name
        self.files = [pathlib.Path(f).resolve() for f in files]
        self.imports = tuple(imports)
        self.c_modules = dict(c_modules or {})
        self.check = check


class Result:
    def __init__(self):
        self.problems = []        # (path, line, message)
        self.files = 0
        self.modules = []
        self.references = 0       # references with a declaration the compiler resolved
        self.checked = 0          # of those, to declarations newer than the deployment targets
        self.overloaded = 0       # of those, unguarded but with an overload of the same name available
        self.symbols = 0
        self.notes = []           # symbol-graph modules that could not be extracted
        self.seconds = 0.0

    def summary(self):
        notes = "".join(f"; {note}" for note in self.notes)
        return (f"compiler layer: {self.files} files of {', '.join(self.modules) or 'no module'} type-checked, "
                f"{self.references} references resolved, {self.checked} with availability newer than the "
                f"deployment targets checked against their guards, {len(self.problems)} uses without a guard, "
                f"{self.overloaded} left to an older overload of the same name "
                f"({self.symbols} symbols from the toolchain's symbol graphs; {self.seconds:.1f} s){notes}")


def normalized(v):
    """A version tuple without trailing zeros: (16, 0) and (16,) compare equal."""
    v = tuple(v)
    while len(v) > 1 and v[-1] == 0:
        v = v[:-1]
    return v


def spelled(v):
    return ".".join(str(part) for part in v)


def run(command, what, **kwargs):
    command = [str(c) for c in command]
    result = subprocess.run(command, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sources = [c for c in command if c.endswith(".swift")]
        shown = [c for c in command if not c.endswith(".swift")] + (
            [f"<{len(sources)} Swift files>"] if sources else [])
        raise CompilerError(f"{what} failed (exit status {result.returncode}):\n"
                            f"$ {' '.join(shown)}\n{result.stderr}{result.stdout}")
    return result


# ---------------------------------------------------------------------------------------------------
# The toolchain

class Toolchain:
    def __init__(self):
        candidates = [os.environ.get("SWIFTC"), shutil.which("swiftc"), "/opt/swift/usr/bin/swiftc"]
        swiftc = next((c for c in candidates if c and os.path.exists(c)), None)
        if swiftc is None:
            raise CompilerError("no Swift toolchain: swiftc is neither on PATH nor in /opt/swift/usr/bin")
        self.swiftc = swiftc
        folders = [pathlib.Path(swiftc).parent, pathlib.Path(swiftc).resolve().parent]
        self.extract = self.tool(folders, "swift-symbolgraph-extract")
        self.demangler = self.tool(folders, "swift-demangle")
        info = json.loads(run([swiftc, "-print-target-info"], "swiftc -print-target-info").stdout)
        self.target = info["target"]["triple"]
        self.version = info.get("compilerVersion", "")

    @staticmethod
    def tool(folders, name):
        for folder in folders:
            if (folder / name).exists():
                return folder / name
        raise CompilerError(f"the toolchain of {folders[0]} has no {name}")

    def demangle(self, manglings):
        """`swift demangle` of each string (unchanged when it is no mangling), in one process."""
        if not manglings:
            return []
        result = run([self.demangler], "swift demangle", input="\n".join(manglings) + "\n")
        lines = result.stdout.split("\n")[:len(manglings)]
        if len(lines) != len(manglings):
            raise CompilerError("swift demangle answered fewer lines than it was given")
        return lines


# ---------------------------------------------------------------------------------------------------
# Symbol graphs: USR -> Apple availability

class SymbolGraphs:
    def __init__(self, policy):
        self.policy = policy
        self.own = {}         # usr -> (introduced per platform, platforms where unavailable)
        self.path = {}        # usr -> pathComponents
        self.kind = {}        # usr -> kind identifier
        self.parent = {}      # usr -> usr of the enclosing declaration
        self.alias_target = {}  # typealias usr -> usr of the type it names
        self.memo = {}
        self.notes = []
        self.modules = []

    @classmethod
    def extract(cls, toolchain, policy, directory, jobs, cache):
        graphs = cls(policy)

        def one(module):
            output = pathlib.Path(directory) / "symbols" / module
            output.mkdir(parents=True, exist_ok=True)
            result = subprocess.run([str(toolchain.extract), "-module-name", module, "-target", toolchain.target,
                                     "-output-dir", str(output), "-minimum-access-level", "public",
                                     "-skip-synthesized-members", "-skip-inherited-docs",
                                     "-module-cache-path", str(cache)], capture_output=True, text=True)
            files = sorted(output.glob("*.symbols.json"))
            if result.returncode != 0 or not files:
                message = (result.stderr or result.stdout).strip().splitlines()
                return module, [], message[0] if message else f"exit status {result.returncode}"
            return module, files, None

        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            extracted = list(pool.map(one, SYMBOL_GRAPH_MODULES))
        seen = set()
        for module, files, failure in extracted:
            if failure:
                graphs.notes.append(f"symbol graph of {module} skipped ({failure})")
                continue
            graphs.modules.append(module)
            for file in files:
                if file.name in seen:  # Swift's extraction writes _Concurrency@Swift too
                    continue
                seen.add(file.name)
                graphs.load(json.loads(file.read_bytes()))
        if not graphs.own:
            raise CompilerError("no symbol graph could be extracted: " + "; ".join(graphs.notes))
        return graphs

    def load(self, graph):
        for symbol in graph.get("symbols", ()):
            usr = symbol["identifier"]["precise"]
            if usr in self.own:
                continue
            self.own[usr] = self.availability(symbol.get("availability"))
            self.path[usr] = tuple(symbol.get("pathComponents", ()))
            kind = symbol.get("kind", {}).get("identifier", "")
            self.kind[usr] = kind
            if kind == "swift.typealias":
                target = aliased(symbol.get("declarationFragments", ()))
                if target:
                    self.alias_target[usr] = target
        for relation in graph.get("relationships", ()):
            if relation.get("kind") in ENCLOSING:
                self.parent.setdefault(relation["source"], relation["target"])

    def availability(self, entries):
        """(introduced version per platform, platforms where it is unavailable) of an `availability` list."""
        names = self.policy.platform_names
        introduced, unavailable = {}, set()
        for entry in entries or ():
            platform = names.get(entry.get("domain"))
            if platform is None:  # `*`, Swift language versions, macCatalyst, app extensions, Linux…
                continue
            if entry.get("isUnconditionallyUnavailable") or entry.get("unavailable"):
                unavailable.add(platform)
            elif "introduced" in entry:
                v = entry["introduced"]
                introduced[platform] = normalized((v.get("major", 0), v.get("minor", 0), v.get("patch", 0)))
        if "visionOS" not in introduced and "visionOS" not in unavailable:  # visionOS follows iOS
            if "iOS" in introduced:
                introduced["visionOS"] = normalized(self.policy.vision_for(introduced["iOS"]))
            elif "iOS" in unavailable:
                unavailable.add("visionOS")
        return introduced, unavailable

    def requirements(self, usr):
        """The version each platform needs for `usr`, its enclosing declarations' included; a platform
        where it is unavailable needs nothing here (the compiler rejects that use on its own). None for
        a declaration the symbol graphs do not hold."""
        if usr not in self.own:
            return None
        introduced, unavailable = self.effective(usr)
        return {p: v for p, v in introduced.items() if p not in unavailable}

    def effective(self, usr, depth=0):
        if usr in self.memo:
            return self.memo[usr]
        introduced, unavailable = self.own.get(usr, ({}, set()))
        introduced, unavailable = dict(introduced), set(unavailable)
        parent = self.parent.get(usr)
        if parent is None and len(self.path.get(usr, ())) > 1:
            parent = self.type_by_path().get(self.path[usr][:-1])
        if parent is not None and parent != usr and depth < 50:
            outer, outer_unavailable = self.effective(parent, depth + 1)
            for platform, v in outer.items():
                if v > introduced.get(platform, ()):
                    introduced[platform] = v
            unavailable |= outer_unavailable
        self.memo[usr] = (introduced, unavailable)
        return self.memo[usr]

    def type_by_path(self):
        if not hasattr(self, "_type_by_path"):
            self._type_by_path = {}
            for usr, kind in self.kind.items():
                if kind in TYPE_KINDS:
                    self._type_by_path.setdefault(self.path[usr], usr)
        return self._type_by_path

    def name(self, usr):
        return ".".join(self.path.get(usr, ())) or usr

    def overloads(self, usr):
        """The other declarations of the same name in the same scope (overloads, a protocol
        requirement's default implementation, …)."""
        if not hasattr(self, "_by_path"):
            self._by_path = {}
            for other, path in self.path.items():
                self._by_path.setdefault(path, []).append(other)
        return [other for other in self._by_path.get(self.path.get(usr), ()) if other != usr]

    def newer_types(self):
        """USRs of the types and type aliases that need more than a deployment target somewhere."""
        if not hasattr(self, "_newer_types"):
            self._newer_types = [usr for usr, kind in self.kind.items()
                                 if kind in TYPE_KINDS and newer(self.requirements(usr), self.policy)]
        return self._newer_types


def aliased(fragments):
    """The USR of the type a typealias's declaration fragments name after `=` (its last dotted part)."""
    target, after_equals = None, False
    for fragment in fragments:
        kind, spelling = fragment.get("kind"), fragment.get("spelling", "")
        if not after_equals:
            after_equals = kind == "text" and "=" in spelling
            continue
        if kind == "typeIdentifier":
            target = fragment.get("preciseIdentifier") or target
        elif not (kind == "text" and spelling.strip() == "."):
            break
    return target


def newer(requirements, policy):
    """The platforms (and versions) of `requirements` later than the deployment targets."""
    if not requirements:
        return {}
    return {p: v for p, v in requirements.items() if p in policy.deployment and v > policy.deployment[p]}


# ---------------------------------------------------------------------------------------------------
# Compiling

def imported_modules(files):
    found = set()
    for file in files:
        found.update(name.decode() for name in IMPORT.findall(file.read_bytes()))
    return found


def compile_modules(toolchain, modules, directory, jobs, cache):
    """Type-checks each module to check (after emitting the modules it imports) and returns
    {source file: (module name, path of its JSON AST)}."""
    directory = pathlib.Path(directory)
    include, emitted = directory / "include", directory / "modules"
    include.mkdir(parents=True, exist_ok=True)
    emitted.mkdir(parents=True, exist_ok=True)
    c_modules = {}
    for module in modules:
        c_modules.update(module.c_modules)
    (include / "module.modulemap").write_text("".join(
        f'module {name} {{\n    header "{pathlib.Path(header).resolve()}"\n    export *\n}}\n'
        for name, header in sorted(c_modules.items())), encoding="utf-8")
    # -package-name: the package's modules share its `package` declarations, as SwiftPM builds them.
    flags = ["-swift-version", "6", "-target", toolchain.target, "-I", include, "-I", emitted,
             "-module-cache-path", cache, "-package-name", "iapmessages"]

    by_name = {module.name: module for module in modules}
    needed, queue = [], [m for m in modules if m.check]
    while queue:
        module = queue.pop()
        for name in sorted(set(module.imports) & imported_modules(module.files)):
            if name in by_name and name not in needed:
                needed.append(name)
                queue.append(by_name[name])
    for module in modules:  # the list's order is the dependency order
        if module.name in needed:
            run([toolchain.swiftc, "-emit-module", "-wmo", "-module-name", module.name,
                 "-emit-module-path", emitted / f"{module.name}.swiftmodule", *flags, *library(module),
                 "-Xfrontend", "-experimental-skip-all-function-bodies", *module.files],
                f"emitting module {module.name}")

    asts = {}
    for module in modules:
        if not module.check or not module.files:
            continue
        outputs = {str(f): {"ast-dump": str(directory / "ast" / module.name / f"{i}.json")}
                   for i, f in enumerate(module.files)}
        (directory / "ast" / module.name).mkdir(parents=True, exist_ok=True)
        file_map = directory / "ast" / f"{module.name}.output-file-map.json"
        file_map.write_text(json.dumps(outputs), encoding="utf-8")
        run([toolchain.swiftc, "-dump-ast", "-dump-ast-format", "json", "-module-name", module.name, *flags,
             *library(module), "-output-file-map", file_map, "-enable-batch-mode", "-j", str(jobs),
             *module.files], f"type-checking module {module.name}")
        for source, output in outputs.items():
            asts[source] = (module.name, pathlib.Path(output["ast-dump"]))
    return asts


def library(module):
    """A module with a main.swift has top-level code; the others are libraries."""
    return [] if any(f.name == "main.swift" for f in module.files) else ["-parse-as-library"]


# ---------------------------------------------------------------------------------------------------
# Reading an AST

class Context:
    __slots__ = ("pos", "implicit", "brace_end", "region", "declared", "scope", "closure_params",
                 "in_type", "keep_brace")

    def __init__(self, **fields):
        for name in self.__slots__:
            setattr(self, name, fields.get(name))

    def but(self, **changes):
        copy = Context(**{name: getattr(self, name) for name in self.__slots__})
        for name, value in changes.items():
            setattr(copy, name, value)
        return copy


class FileAST:
    """One file's references, declared types, guards and own declarations' availability."""

    def __init__(self, path, source, policy):
        self.path, self.source, self.policy = path, source, policy
        self.refs = []       # (offset, usr)
        self.types = []      # (offset, region start, region end, mangled type)
        self.guards = []     # (start, end, versions guaranteed)
        self.rejected = []   # (start, end, note): an @available the compiler rejects, over its extent
        self.declared = {}   # usr -> (scope, versions its attributes require)
        self.extent = {}     # id(var_decl) -> end of its pattern binding
        self.line_starts = [0] + [m.end() for m in re.finditer(rb"\n", source)]

    def line(self, offset):
        return bisect.bisect_right(self.line_starts, offset)

    def guaranteed(self, offset):
        result = {}
        for start, end, versions in self.guards:
            if start <= offset <= end:
                for platform, v in versions.items():
                    if v > result.get(platform, ()):
                        result[platform] = v
        return result

    # -- versions of attributes and conditions

    def versions(self, pairs):
        """{platform: version} of (domain, version text) pairs; visionOS follows iOS."""
        names, result = self.policy.platform_names, {}
        for domain, text in pairs:
            platform = names.get(domain)
            if platform and text:
                try:
                    result[platform] = normalized(int(part) for part in str(text).split("."))
                except ValueError:
                    continue
        if "visionOS" not in result and "iOS" in result:
            result["visionOS"] = normalized(self.policy.vision_for(result["iOS"]))
        return result

    def attribute_versions(self, node):
        """The versions a declaration's @available attributes require, and where its attributes start."""
        attrs = [a for a in node.get("attrs", ()) or () if isinstance(a, dict)]
        pairs = [(a.get("domain"), a.get("introduced")) for a in attrs
                 if a.get("_kind") == "available_attr" and not a.get("unavailable") and a.get("introduced")]
        starts = [a["range"]["start"] for a in attrs if isinstance(a.get("range"), dict)
                  and "start" in a["range"] and "buffer_id" not in a["range"]]
        return self.versions(pairs), starts

    def condition_versions(self, node):
        """(#available versions, #unavailable versions, number of conditions) of an if/guard/while."""
        available, unavailable = {}, {}
        conditions = node.get("conditions") or []
        for condition in conditions:
            if not isinstance(condition, dict) or condition.get("_kind") != "#available":
                continue
            queries = condition.get("queries") or []
            versions = self.versions((q.get("domain"), q.get("version")) for q in queries)
            # The AST spells #unavailable as #available; only #available takes the `*` (the compiler
            # requires it there and rejects it in #unavailable).
            target = available if any(q.get("domain") == "*" for q in queries) else unavailable
            for platform, v in versions.items():
                target[platform] = max(target.get(platform, ()), v)
        return available, unavailable, len(conditions)

    # -- the walk

    def walk(self, root):
        end_of_file = len(self.source)
        stack = [(root, Context(pos=0, implicit=False, brace_end=end_of_file, region=(0, 0), declared={},
                                scope=(), closure_params=False, in_type=False, keep_brace=False), None, None)]
        while stack:
            node, ctx, key, parent = stack.pop()
            if isinstance(node, list):
                self.pair_bindings(node)
                stack.extend((item, ctx, key, parent) for item in reversed(node))
                continue
            if not isinstance(node, dict):
                continue
            kind = node.get("_kind")
            if kind == "decl_ref":
                usr = node.get("decl_usr")
                if usr and not (ctx.implicit and node.get("base_name") in ITERATION):
                    self.refs.append((ctx.pos, usr))
                continue
            if kind == "captured_value":
                continue
            span = node.get("range")
            start = end = None
            if isinstance(span, dict):
                if "buffer_id" in span:  # a macro's expansion: not in this file
                    continue
                start, end = span.get("start"), span.get("end")
            implicit = bool(node.get("implicit"))
            if implicit and kind and (kind.endswith("_decl") or kind in ("typealias", "parameter")) \
                    and key != "iterator_var":
                continue
            child = ctx.but(implicit=implicit)
            if start is not None:
                child.pos = end if kind in MEMBER_KINDS and end is not None else start
            if isinstance(node.get("bind"), str) and node["bind"].startswith("s:"):  # a type repr
                self.refs.append((child.pos, node["bind"]))

            if kind and (kind.endswith("_decl") or kind == "typealias") and kind != "top_level_code_decl":
                self.declaration(node, kind, ctx, child, start, end)

            # Declared types spelled here.
            for type_key in ("interface_type", "result", "element", "thrown_type", "type", "extended_type",
                             "written_type"):
                mangled = node.get(type_key)
                if not (isinstance(mangled, str) and mangled.startswith("$s")):
                    continue
                if (kind, type_key) not in TYPE_KEYS and (None, type_key) not in TYPE_KEYS:
                    continue
                if kind == "parameter" and ctx.closure_params:
                    continue  # a closure's parameter types are inferred, or spelled in its signature
                if kind == "type_expr" and (implicit or start is None):
                    continue  # `.member` with the type left out
                if kind.endswith("_expr") and start is not None:
                    region = (start, self.token_end(end))
                else:  # a declaration's signature, or the one a parameter or pattern belongs to
                    region = child.region
                self.types.append((child.pos, region[0], region[1], mangled))

            if kind in ("if_stmt", "guard_stmt", "while_stmt"):
                self.condition(node, kind, ctx, end)
            elif kind == "brace_stmt":
                if ctx.keep_brace:
                    child.keep_brace = False
                elif end is not None:
                    child.brace_end = end
            elif kind == "top_level_code_decl":  # main.swift: a guard covers the rest of the file
                child.brace_end, child.keep_brace = end_of_file, True

            for name, value in reversed(list(node.items())):
                if name in SKIPPED_KEYS or not isinstance(value, (dict, list)):
                    continue
                sub = child
                if kind == "closure_expr" and name == "params":
                    sub = child.but(closure_params=True)
                elif kind == "closure_expr":
                    sub = child.but(closure_params=False)
                stack.append((value, sub, name, kind))

    def token_end(self, offset):
        """The end of the identifier starting at `offset` (ranges end at the start of the last token)."""
        match = re.compile(rb"[\w$]+").match(self.source, offset or 0)
        return match.end() if match else (offset or 0) + 1

    def condition(self, node, kind, ctx, end):
        available, unavailable, count = self.condition_versions(node)

        def span_of(key):
            sub = node.get(key)
            span = sub.get("range") if isinstance(sub, dict) else None
            if isinstance(span, dict) and "start" in span and "buffer_id" not in span:
                return span["start"], span["end"]
            return None

        if kind == "if_stmt":
            then = span_of("then_stmt")
            if available and then:
                self.guards.append((then[0], then[1], available))
            otherwise = span_of("else_stmt")
            if unavailable and count == 1 and otherwise:
                self.guards.append((otherwise[0], otherwise[1], unavailable))
        elif kind == "while_stmt":
            body = span_of("body")
            if available and body:
                self.guards.append((body[0], body[1], available))
        elif kind == "guard_stmt":
            if available and end is not None:
                self.guards.append((end + 1, ctx.brace_end, available))
            body = span_of("body")
            if unavailable and count == 1 and body:
                self.guards.append((body[0], body[1], unavailable))

    def pair_bindings(self, items):
        """A `var`'s attributes sit on its var_decl; its type and initializer on the pattern binding
        before it. Records where that binding ends, for the var_decl's attributes to cover it."""
        bindings = [item for item in items if isinstance(item, dict) and item.get("_kind") == "pattern_binding_decl"
                    and isinstance(item.get("range"), dict) and "start" in item["range"]]
        if not bindings:
            return
        for item in items:
            if isinstance(item, dict) and item.get("_kind") == "var_decl" and item.get("attrs") \
                    and isinstance(item.get("range"), dict) and "start" in item["range"]:
                at = item["range"]["start"]
                for binding in bindings:
                    if binding["range"]["start"] <= at <= binding["range"]["end"]:
                        self.extent[id(item)] = binding["range"]["end"]

    def declaration(self, node, kind, ctx, child, start, end):
        own, attribute_starts = self.attribute_versions(node)
        if start is None:
            start = end = ctx.pos
        begin = min([start] + attribute_starts)
        # Where the types of the signature are spelled: up to the body (or the members' brace).
        body = node.get("body")
        body_start = body.get("range", {}).get("start") if isinstance(body, dict) and \
            isinstance(body.get("range"), dict) else None
        if body_start is None and kind in TYPE_DECLS | {"extension_decl"}:
            brace = self.source.find(b"{", start)
            body_start = brace if brace >= 0 else None
        child.region = (begin, body_start if body_start is not None else self.token_end(end))
        if kind == "pattern_binding_decl":
            child.region = (start, self.token_end(end))

        name = decl_name(node)
        if kind == "extension_decl":
            child.scope = ctx.scope + (("extension", node.get("extended_type", "")),)
        elif name:
            child.scope = ctx.scope + (name,)
        child.in_type = kind in TYPE_DECLS
        declared = dict(ctx.declared)
        for platform, v in own.items():
            if v > declared.get(platform, ()):
                declared[platform] = v
        child.declared = declared
        usr = node.get("usr")
        if usr and declared:
            self.declared[usr] = (child.scope, declared)

        if own:
            extent = max(end, self.extent.get(id(node), end))
            for accessor in node.get("accessors", ()) or ():
                span = accessor.get("range") if isinstance(accessor, dict) else None
                if isinstance(span, dict) and "end" in span and "buffer_id" not in span:
                    extent = max(extent, span["end"])
            rejected = self.rejected_because(node, kind, ctx)
            if rejected:
                self.rejected.append((begin, extent, self.policy.notes.get(rejected, "")))
            else:
                self.guards.append((begin, extent, own))

    @staticmethod
    def rejected_because(node, kind, ctx):
        """Why the compiler rejects an `@available` here, or None: on a stored instance property
        ("stored properties cannot be marked potentially unavailable") and on an enum case with
        associated values."""
        if kind == "var_decl" and ctx.in_type and not node.get("static") and node.get("readImpl") == "stored":
            return "stored"
        if kind == "enum_element_decl" and node.get("params"):
            return "payload"
        return None

    def note(self, offset):
        return next((note for start, end, note in self.rejected if start <= offset <= end), "")


def decl_name(node):
    name = node.get("name")
    if not isinstance(name, dict):
        return None
    base = name.get("base_name", {})
    text = base.get("name") if isinstance(base, dict) else None
    if not text:
        return None
    if node.get("_kind") in ("func_decl", "constructor_decl", "subscript_decl"):
        return f"{text}({''.join((label or '_') + ':' for label in name.get('args') or ())})"
    return text


def type_names(demangled):
    """The qualified nominal type names in a demangled type, generic arguments' included."""
    text, names = demangled.replace("->", " "), []
    while True:
        inner = re.search(r"<[^<>]*>", text)
        if not inner:
            break
        names += QUALIFIED_NAME.findall(inner.group())
        text = text[:inner.start()] + text[inner.end():]
    names += QUALIFIED_NAME.findall(text)
    return [re.sub(r"\.(?:Type|Protocol)$", "", name) for name in names]  # a metatype names its type


# ---------------------------------------------------------------------------------------------------
# The check

_GRAPHS = {}


def check(modules, policy, jobs=None):
    """Compiles `modules` and reports each reference of a checked module to a declaration newer than the
    deployment targets that no guard covers on a platform that compiles it."""
    began = time.monotonic()
    jobs = jobs or os.cpu_count() or 2
    toolchain = Toolchain()
    result = Result()
    result.modules = [m.name for m in modules if m.check]
    with tempfile.TemporaryDirectory(prefix="check_availability.") as directory:
        key = (toolchain.swiftc, toolchain.target, toolchain.version)
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            cache = pathlib.Path(directory) / "module-cache"  # shared: clang modules are built once
            build = pool.submit(compile_modules, toolchain, modules, pathlib.Path(directory) / "build", jobs, cache)
            if key not in _GRAPHS:
                _GRAPHS[key] = SymbolGraphs.extract(toolchain, policy, pathlib.Path(directory) / "graphs", jobs,
                                                    cache)
            asts = build.result()
        graphs = _GRAPHS[key]
        graphs.policy = policy
        result.notes = list(graphs.notes)
        result.symbols = len(graphs.own)
        files = []
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, 20000))  # the JSON of a long chain of operators nests deeply
        try:
            for source, (module, output) in sorted(asts.items()):
                try:
                    root = json.loads(output.read_bytes())
                except RecursionError:
                    raise CompilerError(f"the AST of {source} nests too deeply to read") from None
                ast = FileAST(pathlib.Path(source), pathlib.Path(source).read_bytes(), policy)
                ast.walk(root)
                files.append(ast)
        finally:
            sys.setrecursionlimit(limit)
    result.files = len(files)

    declared = {}
    for ast in files:
        declared.update(ast.declared)
    names = TypeNames(toolchain, graphs, files, declared)

    def requirements(usr):
        found = graphs.requirements(usr)
        if found is None and usr in declared:
            found = declared[usr][1]
        return newer(found, policy)

    reported = set()
    for ast in files:
        uses = list(ast.refs)
        result.references += len(ast.refs)
        for offset, region_start, region_end, mangled in ast.types:
            found = names.uses(ast.source, offset, region_start, region_end, mangled)
            result.references += sum(1 for _, _, resolved in found if resolved)
            uses += [(where, usr) for where, usr, _ in found if usr]
        platforms_at = None
        for offset, usr in uses:
            needs = requirements(usr)
            if not needs:
                continue
            result.checked += 1
            line = ast.line(offset)
            if platforms_at is None:
                platforms_at = policy.apple_platforms(ast.path)
            compiled, guaranteed = platforms_at(line), ast.guaranteed(offset)
            lacking = missing(needs, compiled, guaranteed, policy)
            if lacking and any(not missing(requirements(other), compiled, guaranteed, policy)
                               for other in graphs.overloads(usr)):
                # Linux ranks overloads without availability; Apple's type checker ranks one the context
                # lacks below the others (`Double(substring)` is the generic StringProtocol initializer
                # there, available everywhere, and the Substring one of iOS 14 here). With an overload
                # of the same name available here, the compiler may well pick that: not reported.
                result.overloaded += 1
                continue
            name = names.display(usr)
            if not lacking or (ast.path, line, name) in reported:
                continue
            reported.add((ast.path, line, name))
            listed = ", ".join(f"{p} {spelled(needs[p])}" for p in policy.platforms if p in needs)
            lacking = ", ".join(f"{p} {spelled(needs[p])}" for p in lacking)
            result.problems.append((ast.path, line, f"{name} ({listed}) used without @available/#available "
                                                    f"covering {lacking}{ast.note(offset)}"))
    result.problems.sort(key=lambda p: (str(p[0]), p[1]))
    result.seconds = time.monotonic() - began
    return result


def missing(needs, compiled, guaranteed, policy):
    """The platforms that compile the code and need more for it than the guards guarantee."""
    return [p for p in policy.platforms if p in compiled and p in needs
            and guaranteed.get(p, policy.deployment[p]) < needs[p]]


class TypeNames:
    """Declared types: the AST gives them mangled and canonical (type aliases resolved away).
    `swift demangle` names them, and the same names of the symbol graphs' types (and the checked
    modules' own) that need more than a deployment target give their USRs; a type alias of one of
    those that the source spells where the type is declared is checked as itself."""

    def __init__(self, toolchain, graphs, files, declared):
        self.graphs, self.declared = graphs, declared
        manglings = sorted({t[3] for ast in files for t in ast.types})
        aliases = [usr for usr in graphs.newer_types() if usr in graphs.alias_target]
        targets = {graphs.alias_target[usr] for usr in aliases}
        types = [usr for usr in graphs.newer_types() if usr not in graphs.alias_target]
        local = [usr for usr in declared if usr.startswith("s:") and usr[-1] in "VCOP"]
        extensions = sorted({entry[1] for scope, _ in declared.values() for entry in scope if isinstance(entry, tuple)})
        checked = set(types + local)
        named = types + local + sorted(targets - checked)
        demangled = toolchain.demangle(manglings + [f"$s{usr[2:]}D" for usr in named] + extensions)
        self.type_of = dict(zip(manglings, demangled))
        self.usr_of, self.target_of = {}, {}
        for usr, name in zip(named, demangled[len(manglings):]):
            if usr in checked:
                self.usr_of.setdefault(name, usr)
            if usr in targets:
                self.target_of.setdefault(name, usr)
        self.extension_names = {mangled: strip_modules(name)
                                for mangled, name in zip(extensions, demangled[len(manglings) + len(named):])}
        self.aliases_of = {}
        for usr in aliases:
            self.aliases_of.setdefault(graphs.alias_target[usr], []).append(usr)

    def uses(self, source, offset, region_start, region_end, mangled):
        """(offset, usr or None, resolved) for each nominal type of a declared type."""
        region = source[region_start:region_end]
        found = []
        for name in type_names(self.type_of.get(mangled, "")):
            usr = self.usr_of.get(name)
            simple = re.escape(name.rsplit(".", 1)[-1].encode())
            match = re.search(rb"(?<![\w.])" + simple + rb"\b", region) or re.search(rb"\b" + simple + rb"\b", region)
            found.append((region_start + match.start() if match else offset, usr, True))
            for alias in self.aliases_of.get(usr or self.target_of.get(name), ()):
                path = self.graphs.path.get(alias, ())
                spelling = rb"\s*\.\s*".join(re.escape(part.encode()) for part in path[-2:])
                spelled_at = re.search(rb"(?<![\w])" + spelling + rb"\b", region)
                if spelled_at:
                    found.append((region_start + spelled_at.start(), alias, False))
        return found

    def display(self, usr):
        if usr in self.graphs.own:
            return self.graphs.name(usr)
        scope = self.declared.get(usr, ((),))[0]
        return ".".join(self.extension_names.get(entry[1], "extension") if isinstance(entry, tuple) else entry
                        for entry in scope) or usr


def strip_modules(demangled):
    """`(extension in M):N.Date.X` -> `Date.X`, `Swift.Set<M.T>` -> `Set<T>`: each qualified name
    without its module."""
    text = re.sub(r"\(extension in \w+\):", "", demangled)
    return re.sub(r"(?<![\w.])[A-Za-z_]\w*\.(?=[A-Za-z_])", "", text)
