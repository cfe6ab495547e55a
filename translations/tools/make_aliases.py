#!/usr/bin/env python3
"""Alias translations for the contexts Reeve looks texts up in at run time.

Many source files translate through a file-local helper,
    QString tr(const char *text) { return QCoreApplication::translate("Reeve::Cli", text); }
while lupdate files each tr() call under the enclosing class or namespace ("Reeve",
"Reeve::StepInput", ...). Such a text would never be found at run time. This script reads the
finished translations of translations/reeve_LANG.ts and, for each message located in a file whose
helper names another context, writes the same translation under the helper's context into
translations/aliases/aliases_LANG.ts (compiled and loaded beside reeve_LANG.qm).

Usage: make_aliases.py [--check]   (--check: exit 1 when a committed alias file is out of date)
"""
import os
import re
import sys
import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
TRANSLATIONS = os.path.join(ROOT, "translations")
SHARED_DECL = re.compile(r'^QString tr\(const char \*text\);', re.M)
MACRO = re.compile(r'^#define [A-Z]{1,3}\(text\) QT_TRANSLATE_NOOP\("([^"]+)", text\)', re.M)
INCLUDE = re.compile(r'^#include "([^"]+)"', re.M)
HELPER = re.compile(r'QString tr\(const char \*text[^)]*\)\s*\{\s*return QCoreApplication::translate\("([^"]+)", text')


def helper_contexts():
    """Source file (normalised path) -> the contexts its texts are looked up in at run time:
    - a tr() helper defined in the file itself;
    - a game's shared tr() helper declared in a header (rules1066.h, dbacommon.h...) and defined in
      the .cpp of the same name, for every file that includes that header;
    - a one-argument marker macro, `#define N(text) QT_TRANSLATE_NOOP("Reeve::TurnSteps1066", text)`,
      defined in the file or in a header it includes (lupdate reads N, CS and BS as QT_TR_NOOP,
      translations/CMakeLists.txt, and files them under the enclosing class or namespace)."""
    found, texts = {}, {}
    for top in ("core", "app", "ui"):
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith((".cpp", ".h")):
                    path = os.path.normpath(os.path.join(folder, name))
                    with open(path, encoding="utf-8", errors="replace") as f:
                        texts[path] = f.read()
    shared = {}  # header file name -> contexts its inclusion brings
    for path, text in texts.items():
        if not path.endswith(".h"):
            continue
        contexts = set(MACRO.findall(text))
        if SHARED_DECL.search(text):
            m = HELPER.search(texts.get(path[:-2] + ".cpp", ""))
            if m:
                contexts.add(m.group(1))
        if contexts:
            shared.setdefault(os.path.basename(path), set()).update(contexts)
    for path, text in texts.items():
        # A header's own texts too: a macro defined and used in a header (dbastepkindfields.h).
        contexts = set(MACRO.findall(text))
        if path.endswith(".h"):
            if contexts:
                found[path] = contexts
            continue
        m = HELPER.search(text)
        if m:
            contexts.add(m.group(1))
        for header in INCLUDE.findall(text):  # an extra alias for a context never asked for is harmless
            contexts.update(shared.get(os.path.basename(header), ()))
        if contexts:
            found[path] = contexts
    return found


def aliases(ts_path, helpers):
    """(context, source) -> (translation or numerus forms, numerus) for the messages to alias."""
    out = {}
    current = None
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            wanted = set()
            # Relative locations as Qt's .ts reader resolves them: a location without a filename is
            # in the file last named within this message, or else in the file of the first location
            # of the last message that named one (a second file named by a message does not carry on).
            in_message = current
            for index, loc in enumerate(message.iter("location")):
                if loc.get("filename"):
                    in_message = loc.get("filename")
                    if index == 0:
                        current = in_message
                if in_message:
                    for ctx in helpers.get(os.path.normpath(os.path.join(TRANSLATIONS, in_message)), ()):
                        if ctx != name:
                            wanted.add(ctx)
            tr = message.find("translation")
            if not wanted or tr is None or tr.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            numerus = message.get("numerus") == "yes"
            value = [n.text or "" for n in tr.iter("numerusform")] if numerus else (tr.text or "")
            if not value:
                continue
            for ctx in wanted:
                out.setdefault((ctx, message.findtext("source")), (value, numerus))
    return out


def render(lang, table):
    lines = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
             f'<TS version="2.1" language="{lang}">',
             f"<!-- Generated by translations/tools/make_aliases.py from reeve_{lang}.ts: do not edit. -->"]
    for ctx in sorted({c for c, _ in table}):
        lines += ["<context>", f"    <name>{escape(ctx)}</name>"]
        for (c, source), (value, numerus) in sorted(table.items()):
            if c != ctx:
                continue
            lines.append('    <message numerus="yes">' if numerus else "    <message>")
            lines.append(f"        <source>{escape(source)}</source>")
            if numerus:
                lines.append("        <translation>")
                lines += [f"            <numerusform>{escape(v)}</numerusform>" for v in value]
                lines.append("        </translation>")
            else:
                lines.append(f"        <translation>{escape(value)}</translation>")
            lines.append("    </message>")
        lines.append("</context>")
    lines.append("</TS>")
    return "\n".join(lines) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    helpers = helper_contexts()
    stale = []
    for name in sorted(os.listdir(TRANSLATIONS)):
        m = re.fullmatch(r"reeve_(\w+)\.ts", name)
        if not m:
            continue
        lang = m.group(1)
        text = render(lang, aliases(os.path.join(TRANSLATIONS, name), helpers))
        target = os.path.join(TRANSLATIONS, "aliases", f"aliases_{lang}.ts")
        old = open(target, encoding="utf-8").read() if os.path.exists(target) else None
        if old != text:
            if check:
                stale.append(target)
            else:
                with open(target, "w", encoding="utf-8") as f:
                    f.write(text)
    if stale:
        print("out of date (run translations/tools/make_aliases.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
