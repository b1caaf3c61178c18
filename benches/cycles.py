#!/usr/bin/env python3
"""The largest import cycle among racon's source files (issue 25).

Reads every `src/**/*.rs` of the library (not `src/main.rs`, a separate
crate), maps each file to its module path (`src/a.rs` and `src/a/mod.rs`
are module `a`; `src/a/b.rs` is `a::b`, whether its parent is `a.rs` or
`a/mod.rs`), and draws an arrow from a file to every file it names:

  * `use` trees (`use crate::a::{b, c::d as e, self};`, `use super::x;`,
    `use self::y::z;`, `use child::w;`), and
  * paths in the code (`crate::a::b::f()`, `super::super::T`, `self::m::g`,
    `child::h`, and `alias::k` where `alias` was brought in by a `use` of a
    module).

A path points to the deepest module it names: `crate::night::setup::Chips`
is `src/night/setup.rs`; `crate::night::Chips` is `src/night/mod.rs`, where
the re-export sits. Comments, strings and `#[cfg(test)]` items are left out
(pass `--with-tests` to keep the test modules). Prints the number of files
and arrows, every strongly connected component of more than one file
(largest first) and the largest one's members.

    python3 benches/cycles.py [--with-tests] [--all] [ROOT]
"""

import re
import sys
from pathlib import Path

IDENT = r"[A-Za-z_][A-Za-z0-9_]*"


def strip_code(text: str) -> str:
    """The text with comments, strings and char literals blanked out."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
            out.append(" ")
            continue
        m = re.match(r'(?:b?r)(#*)"', text[i:i + 40])
        if m and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = '"' + m.group(1)
            j = text.find(close, i + m.end())
            i = n if j < 0 else j + len(close)
            out.append('""')
            continue
        if c == '"':
            i += 1
            while i < n and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            i += 1
            out.append('""')
            continue
        if c == "'":
            m = re.match(r"'(?:\\.[^']*|[^\\'])'", text[i:i + 12])
            if m:
                i += m.end()
                out.append("' '")
                continue
        out.append(c)
        i += 1
    return "".join(out)


def drop_test_items(code: str) -> str:
    """The code without items under `#[cfg(test)]` (a block or a `;` item)."""
    out, pos = [], 0
    for m in re.finditer(r"#\s*\[\s*cfg\s*\(\s*test\s*\)\s*\]", code):
        if m.start() < pos:
            continue
        out.append(code[pos:m.start()])
        i = m.end()
        depth = 0
        while i < len(code):
            ch = code[i]
            if ch == "{":
                depth += 1
            elif ch == "}":
                depth -= 1
                if depth == 0:
                    i += 1
                    break
            elif ch == ";" and depth == 0:
                i += 1
                break
            i += 1
        pos = i
    out.append(code[pos:])
    return "".join(out)


def use_paths(tree: str):
    """The paths (segment lists, with the name each binds) of a use tree."""
    tokens = re.findall(IDENT + r"|::|\{|\}|,|\*", tree)
    pos = 0

    def parse(prefix):
        nonlocal pos
        found = []
        segs = list(prefix)
        while pos < len(tokens):
            t = tokens[pos]
            if t == "{":
                pos += 1
                while pos < len(tokens) and tokens[pos] != "}":
                    found += parse(segs)
                    if pos < len(tokens) and tokens[pos] == ",":
                        pos += 1
                pos += 1
                return found
            if t in (",", "}"):
                break
            if t == "::":
                pos += 1
                continue
            if t == "*":
                pos += 1
                found.append((segs, None))
                return found
            if t == "as":
                pos += 1
                alias = tokens[pos] if pos < len(tokens) else None
                pos += 1
                found.append((segs, alias))
                return found
            if t == "self" and segs:
                pos += 1
                found.append((segs, segs[-1]))
                return found
            segs = segs + [t]
            pos += 1
        if segs:
            found.append((segs, segs[-1]))
        return found

    paths = []
    while pos < len(tokens):
        paths += parse([])
        pos += 1
    return paths


class Graph:
    def __init__(self, root: Path, with_tests: bool):
        self.root = root
        self.with_tests = with_tests
        self.files = {}  # module path tuple -> file (relative str)
        self.module_of = {}  # file -> module path tuple
        src = root / "src"
        for f in sorted(src.rglob("*.rs")):
            rel = f.relative_to(src)
            if rel.parts == ("main.rs",) or rel.parts[0] == "bin":
                continue
            parts = list(rel.with_suffix("").parts)
            if parts == ["lib"]:
                parts = []
            elif parts[-1] == "mod":
                parts = parts[:-1]
            name = str(Path("src") / rel)
            self.files[tuple(parts)] = name
            self.module_of[name] = tuple(parts)
        self.edges = {name: set() for name in self.module_of}

    def resolve(self, module, segs, aliases):
        """The file that `segs`, written in `module`, points to, or None."""
        if not segs:
            return None
        head, rest = segs[0], segs[1:]
        if head == "crate":
            base = ()
        elif head == "self":
            base = module
        elif head == "super":
            base = module
            while segs and segs[0] == "super":
                base = base[:-1]
                segs = segs[1:]
            rest = segs
        elif head in aliases:
            base = aliases[head]
        elif module + (head,) in self.files:
            base = module + (head,)
        elif len(module) == 0 and (head,) in self.files:
            base = (head,)
        else:
            return None
        path = tuple(base)
        best = self.files.get(path)
        for s in rest:
            path = path + (s,)
            if path in self.files:
                best = self.files[path]
            else:
                break
        return best

    def module_path(self, module, segs, aliases):
        """The module a use path names exactly, for aliases, or None."""
        f = self.resolve(module, segs, aliases)
        if f is None:
            return None
        target = self.module_of[f]
        last = segs[-1]
        return target if target and target[-1] == last else None

    def scan(self):
        for name, module in self.module_of.items():
            code = strip_code((self.root / name).read_text(encoding="utf-8"))
            if not self.with_tests:
                code = drop_test_items(code)
            aliases = {}
            uses = list(re.finditer(r"\buse\s+([^;]*);", code))
            for m in uses:
                for segs, bound in use_paths(m.group(1)):
                    target = self.resolve(module, segs, aliases)
                    if target and target != name:
                        self.edges[name].add(target)
                    mod = self.module_path(module, segs, aliases)
                    if mod is not None and bound:
                        aliases[bound] = mod
            rest = re.sub(r"\buse\s+[^;]*;", " ", code)
            for m in re.finditer(
                r"(?<![A-Za-z0-9_:])((?:" + IDENT + r"\s*::\s*)+" + IDENT + ")", rest
            ):
                segs = [s for s in re.split(r"\s*::\s*", m.group(1)) if s]
                target = self.resolve(module, segs, aliases)
                if target and target != name:
                    self.edges[name].add(target)

    def sccs(self):
        """Tarjan's strongly connected components, iteratively."""
        index, low, on, stack, out = {}, {}, set(), [], []
        counter = 0
        for start in self.edges:
            if start in index:
                continue
            work = [(start, iter(sorted(self.edges[start])))]
            index[start] = low[start] = counter
            counter += 1
            stack.append(start)
            on.add(start)
            while work:
                v, it = work[-1]
                advanced = False
                for w in it:
                    if w not in index:
                        index[w] = low[w] = counter
                        counter += 1
                        stack.append(w)
                        on.add(w)
                        work.append((w, iter(sorted(self.edges[w]))))
                        advanced = True
                        break
                    if w in on:
                        low[v] = min(low[v], index[w])
                if advanced:
                    continue
                work.pop()
                if work:
                    u = work[-1][0]
                    low[u] = min(low[u], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    out.append(sorted(comp))
        return sorted(out, key=lambda c: (-len(c), c))


def main(argv):
    with_tests = "--with-tests" in argv
    show_all = "--all" in argv
    args = [a for a in argv if not a.startswith("--")]
    root = Path(args[0]) if args else Path(__file__).resolve().parent.parent
    g = Graph(root, with_tests)
    g.scan()
    arrows = sum(len(v) for v in g.edges.values())
    comps = [c for c in g.sccs() if len(c) > 1]
    print(f"files: {len(g.module_of)}  arrows: {arrows}"
          f"  (test modules {'in' if with_tests else 'left out'})")
    print("cycles (files): " + (", ".join(str(len(c)) for c in comps) or "none"))
    biggest = comps[0] if comps else []
    print(f"largest cycle: {len(biggest)} files")
    for c in (comps if show_all else comps[:1]):
        print(f"-- {len(c)} files:")
        for f in c:
            print("   " + f)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
