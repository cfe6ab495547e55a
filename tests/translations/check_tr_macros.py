#!/usr/bin/env python3
"""Every one-argument translation macro of the sources is one lupdate is told about (issue 25).

Sources mark texts with file-local macros such as
    #define CW(text) QT_TRANSLATE_NOOP("Reeve::CampaignWords", text)
lupdate does not expand macros: it only sees CW("box") when translations/CMakeLists.txt names CW
in its LUPDATE_OPTIONS (-tr-function-alias QT_TR_NOOP+=CW). A macro missing there leaves all its
texts out of the .ts files, so they stay English in every language and no other test notices.
And since lupdate then files them under the enclosing class or namespace, translations/tools/
make_aliases.py must recognise the definition too, or the texts are never found at run time.

This script scans core/, ui/ and app/ for #define'd macros of one parameter whose body passes
that parameter to QT_TRANSLATE_NOOP(3), QT_TR_NOOP, QCoreApplication::translate or tr(), and
fails, naming the file, line and macro, for each one that
  * translations/CMakeLists.txt's -tr-function-alias list does not name, or
  * make_aliases.py's marker pattern does not match (its texts would get no alias);
and for each name the list holds that no source defines any more (a stale entry).

Usage: check_tr_macros.py SOURCE_ROOT    (exit 1 listing every problem)
       check_tr_macros.py --self-test     (the check fails on an unlisted macro)
"""

import importlib.util
import pathlib
import re
import sys
import tempfile

SOURCE_DIRS = ("core", "ui", "app")
SUFFIXES = {".cpp", ".cc", ".cxx", ".h", ".hpp"}
DEFINE = re.compile(r"^[ \t]*#[ \t]*define[ \t]+(\w+)\(\s*(\w+)\s*\)(.*)$", re.M)
TRANSLATING = re.compile(r"\b(QT_TRANSLATE_NOOP3?|QT_TR_NOOP(?:_UTF8)?|QCoreApplication::translate|tr)\s*\(")
ALIAS_OPTION = re.compile(r"-tr-function-alias\s+(\S+)")
ALIAS_ENTRY = re.compile(r"^\w+\+?=(\w+)$")


def logical_lines(text):
    """The text with backslash-continued lines joined (a macro spread over several lines)."""
    return re.sub(r"\\\r?\n", " ", text)


def listed_aliases(cmake_text):
    """Names after "+=" (or "=") in every -tr-function-alias option of translations/CMakeLists.txt."""
    names = set()
    for option in ALIAS_OPTION.findall(cmake_text):
        for entry in option.split(","):
            m = ALIAS_ENTRY.match(entry.strip())
            if m:
                names.add(m.group(1))
    return names


def translation_macros(root):
    """(relative path, line, macro name, definition) of every one-parameter translating macro."""
    found = []
    for top in SOURCE_DIRS:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or not path.is_file():
                continue
            raw = path.read_text(encoding="utf-8", errors="replace")
            text = logical_lines(raw)
            for m in DEFINE.finditer(text):
                name, param, body = m.group(1), m.group(2), m.group(3)
                call = TRANSLATING.search(body)
                if not call or not re.search(r"\b%s\b" % re.escape(param), body[call.end():]):
                    continue
                # The line in the file as written: count the newlines before the match, joined ones too.
                line = raw.count("\n", 0, raw_offset(raw, text, m.start())) + 1
                # As written on its first line: make_aliases.py reads the file itself, not joined lines.
                start = raw_offset(raw, text, m.start())
                end = raw.find("\n", start)
                definition = raw[start : end if end >= 0 else len(raw)].strip()
                found.append((path.relative_to(root).as_posix(), line, name, definition))
    return found


def raw_offset(raw, joined, offset):
    """The offset in \\a raw of \\a offset in its continuation-joined form."""
    removed = 0
    for m in re.finditer(r"\\\r?\n", raw):
        if m.start() - removed >= offset:
            break
        removed += len(m.group(0)) - 1
    return offset + removed


def alias_pattern(root):
    """make_aliases.py's marker-macro pattern, or None when that tool is absent."""
    tool = root / "translations" / "tools" / "make_aliases.py"
    if not tool.exists():
        return None
    spec = importlib.util.spec_from_file_location("reeve_make_aliases", tool)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.MACRO


def problems(root, pattern=None):
    cmake = root / "translations" / "CMakeLists.txt"
    listed = listed_aliases(cmake.read_text(encoding="utf-8"))
    pattern = pattern if pattern is not None else alias_pattern(root)
    out, defined = [], set()
    for rel, line, name, definition in translation_macros(root):
        defined.add(name)
        if name not in listed:
            out.append(
                f"{rel}:{line}: macro {name} marks texts for translation ({definition}), but "
                f"translations/CMakeLists.txt does not name it in -tr-function-alias, so lupdate never "
                f"sees its texts: add QT_TR_NOOP+={name} to LUPDATE_OPTIONS"
            )
        if pattern is not None and not pattern.search(definition):
            out.append(
                f"{rel}:{line}: macro {name} ({definition}) is not in the form translations/tools/"
                f"make_aliases.py recognises (#define X(text) QT_TRANSLATE_NOOP(\"Context\", text)), so "
                f"its texts get no alias under their context and stay untranslated at run time"
            )
    for name in sorted(listed - defined):
        out.append(
            f"translations/CMakeLists.txt: -tr-function-alias names {name}, which no source in "
            f"{', '.join(SOURCE_DIRS)} defines as a translation macro any more: remove it"
        )
    return out


def self_test():
    """A tree with a listed macro passes; an unlisted one, one make_aliases cannot read and a stale
    entry each fail, naming the file and the macro."""
    from_real = alias_pattern(pathlib.Path(__file__).resolve().parents[2])
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "translations").mkdir()
        (root / "core" / "games").mkdir(parents=True)
        (root / "ui").mkdir()
        (root / "app").mkdir()
        cmake = root / "translations" / "CMakeLists.txt"
        cmake.write_text("LUPDATE_OPTIONS -locations relative\n    -tr-function-alias QT_TR_NOOP+=N,QT_TR_NOOP+=CW\n")
        good = '#include <QCoreApplication>\n#define N(text) QT_TRANSLATE_NOOP("Reeve::A", text)\n'
        (root / "core" / "games" / "a.cpp").write_text(good)
        (root / "ui" / "b.cpp").write_text('#define CW(text) QT_TRANSLATE_NOOP("Reeve::B", text)\n'
                                           '#define NOTTR(x) QStringLiteral(x)\n#define FIXED(x) QT_TR_NOOP("same")\n')
        got = problems(root, from_real)
        if got:
            failures.append("listed macros reported: %s" % got)

        (root / "app" / "c.h").write_text('// the cells\n\n#define XW(text) \\\n    QT_TRANSLATE_NOOP("Reeve::C", text)\n')
        got = problems(root, from_real)
        if not any(p.startswith("app/c.h:3: macro XW") and "QT_TR_NOOP+=XW" in p for p in got):
            failures.append("unlisted macro XW (app/c.h, line 3, over two lines) not reported: %s" % got)

        (root / "app" / "c.h").write_text('#define  XW( t ) QCoreApplication::translate("Reeve::C", t)\n')
        cmake.write_text(cmake.read_text().replace("QT_TR_NOOP+=CW", "QT_TR_NOOP+=CW,QT_TR_NOOP+=XW"))
        got = problems(root, from_real)
        if not (len(got) == 1 and "app/c.h:1: macro XW" in got[0] and "make_aliases.py" in got[0]):
            failures.append("a runtime-translate macro make_aliases cannot read not reported alone: %s" % got)

        (root / "app" / "c.h").unlink()
        got = problems(root, from_real)
        if not (len(got) == 1 and "names XW" in got[0]):
            failures.append("stale alias XW not reported: %s" % got)
    for f in failures:
        print("SELF-TEST FAILED: " + f, file=sys.stderr)
    return 1 if failures else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    found = problems(pathlib.Path(argv[1]).resolve())
    for p in found:
        print(p, file=sys.stderr)
    if not found:
        print("every translation macro is known to lupdate and make_aliases.py")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
