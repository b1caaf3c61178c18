#!/usr/bin/env python3
"""The longest functions in src/ (issue 25), measured as the old
tests/fn_length.rs did (the gate is now clippy's too_many_lines, which
counts code lines only; this counts every line): from the `fn` line to its
closing brace, braces in strings,
char literals and `//` comments not counted. Functions inside
`#[cfg(test)]` modules are left out unless `--with-tests` is given;
`src/eval/offsets.rs` (generated) is left out.

    python3 benches/fn_lengths.py [--with-tests] [--over N] [ROOT]
"""
import re
import sys
from pathlib import Path

FN = re.compile(r"^\s*(?:pub(?:\([a-z]+\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?fn\s+([A-Za-z0-9_]+)")


def body_end(lines, start):
    depth, opened = 0, False
    for i in range(start, len(lines)):
        line, j, in_str = lines[i], 0, False
        while j < len(line):
            c = line[j]
            if in_str:
                if c == "\\":
                    j += 1
                elif c == '"':
                    in_str = False
                j += 1
                continue
            if c == '"':
                in_str = True
            elif c == "/" and line[j + 1:j + 2] == "/":
                break
            elif c == "'":
                rest = line[j + 1:j + 4]
                if len(rest) >= 2 and rest[1] == "'":
                    j += 2
                elif rest.startswith("\\"):
                    j += 3
            elif c == ";" and not opened:
                return None
            elif c == "{":
                depth, opened = depth + 1, True
            elif c == "}":
                depth = max(depth - 1, 0)
                if opened and depth == 0:
                    return i
            j += 1
    return None


def test_ranges(lines):
    """Line ranges of `#[cfg(test)]` items."""
    out = []
    for i, line in enumerate(lines):
        if line.strip().startswith("#[cfg(test)]"):
            end = body_end(lines, i + 1)
            if end is not None:
                out.append((i, end))
    return out


def main(argv):
    with_tests = "--with-tests" in argv
    over = 80
    if "--over" in argv:
        over = int(argv[argv.index("--over") + 1])
    args = [a for a in argv if not a.startswith("--") and not a.isdigit()]
    root = Path(args[0]) if args else Path(__file__).resolve().parent.parent
    found = []
    for f in sorted((root / "src").rglob("*.rs")):
        if f.name == "offsets.rs":
            continue
        lines = f.read_text(encoding="utf-8").splitlines()
        skip = [] if with_tests else test_ranges(lines)
        for i, line in enumerate(lines):
            m = FN.match(line)
            if not m or line.lstrip().startswith("//"):
                continue
            if any(a <= i <= b for a, b in skip):
                continue
            end = body_end(lines, i)
            if end is not None:
                found.append((end - i + 1, f"{f.relative_to(root)}:{i + 1}", m.group(1)))
    found.sort(reverse=True)
    long = [x for x in found if x[0] > over]
    print(f"functions: {len(found)}  over {over} lines: {len(long)}")
    for n, where, name in long:
        print(f"  {n:4}  {where}  fn {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
