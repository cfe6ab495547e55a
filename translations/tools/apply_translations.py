#!/usr/bin/env python3
"""Writes translations into a .ts file the way lupdate writes it (issue 25).

usage: apply_translations.py TS_FILE BATCH.json [BATCH.json ...]

A batch is JSON: {"Context": {"source text": "translation", "%n source": ["form 1", "form 2"]}}.
Each matching message of TS_FILE that is unfinished gets the translation and loses
type="unfinished"; a finished message is overwritten only when it differs. The rest of the file
is left byte for byte as it was, and the translation is escaped as lupdate escapes it
(&amp; &lt; &gt; &quot; &apos;), so a later lupdate run does not rewrite it.

A value may also be {"t": translation, "exempt": "move, draw"}: the message then carries the
translator comment "glossary-exempt: move, draw" (tests/translations/check_translations.py lifts
the glossary check for those terms, used there in another sense).

Leading and trailing spaces of the source are carried over to the translation (" · king"
stays " · König"), so a batch need not spell them. Messages that differ only by their
disambiguation comment take a key "source\u0000comment".

Prints how many messages were written and any batch key that matched no message.
"""

import html
import json
import re
import sys

ENTITIES = {'"': "&quot;", "&": "&amp;", ">": "&gt;", "<": "&lt;", "'": "&apos;"}
MESSAGE = re.compile(r"(<message(?: [^>]*)?>)(.*?)(</message>)", re.S)
CONTEXT = re.compile(r"(<context>\s*<name>)(.*?)(</name>)(.*?)(</context>)", re.S)
TRANSLATION = re.compile(r'<translation(?: type="([a-z]+)")?>(.*?)</translation>', re.S)


def protect(text):
    """Qt's ts.cpp protect(): the five entities, and numeric ones for control characters and
    non-ASCII spaces (the French no-break space before ":" is written &#xa0;)."""
    out = []
    for ch in text:
        code = ord(ch)
        if ch in ENTITIES:
            out.append(ENTITIES[ch])
        elif (code < 0x20 or (code > 0x7F and ch.isspace())) and ch not in "\n\t":
            out.append(f'<byte value="x{code:x}"/>' if code <= 0x20 else f"&#x{code:x};")
        else:
            out.append(ch)
    return "".join(out)


def with_source_spaces(source, text):
    lead = source[: len(source) - len(source.lstrip())]
    trail = source[len(source.rstrip()):]
    return lead + text.strip() + trail if source.strip() else text


def render(source, value, numerus):
    if numerus:
        forms = value if isinstance(value, list) else [value]
        inner = "".join(f"\n            <numerusform>{protect(with_source_spaces(source, f))}</numerusform>"
                        for f in forms)
        return f"<translation>{inner}\n        </translation>"
    if isinstance(value, list):
        raise ValueError(f"plural forms given for a message without %n: {source!r}")
    return f"<translation>{protect(with_source_spaces(source, value))}</translation>"


def apply(ts_text, batch):
    used, written = set(), 0

    def in_context(cm):
        nonlocal written
        name = html.unescape(cm.group(2))
        entries = batch.get(name)
        if not entries:
            return cm.group(0)

        def in_message(mm):
            nonlocal written
            body = mm.group(2)
            tm = TRANSLATION.search(body)
            if not tm or tm.group(1) in ("obsolete", "vanished"):
                return mm.group(0)
            source = html.unescape(re.search(r"<source>(.*?)</source>", body, re.S).group(1))
            comment = re.search(r"<comment>(.*?)</comment>", body, re.S)
            key = source + ("\0" + html.unescape(comment.group(1)) if comment else "")
            if key not in entries and comment is None:
                return mm.group(0)
            if key not in entries:
                return mm.group(0)
            used.add((name, key))
            value = entries[key]
            exempt = None
            if isinstance(value, dict):
                value, exempt = value["t"], value.get("exempt")
            new = render(source, value, 'numerus="yes"' in mm.group(1))
            head = body[: tm.start()]
            if exempt:  # lupdate keeps translator comments, just before <translation>
                note = f"<translatorcomment>glossary-exempt: {protect(exempt)}</translatorcomment>"
                old = re.search(r"<translatorcomment>.*?</translatorcomment>\s*", head, re.S)
                if old:
                    head = head[: old.start()] + head[old.end():]
                head += note + "\n        "
            if head + new == body[: tm.end()]:
                return mm.group(0)
            written += 1
            return mm.group(1) + head + new + body[tm.end():] + mm.group(3)

        return cm.group(1) + cm.group(2) + cm.group(3) + MESSAGE.sub(in_message, cm.group(4)) + cm.group(5)

    out = CONTEXT.sub(in_context, ts_text)
    unused = [(c, k) for c, e in batch.items() for k in e if (c, k) not in used]
    return out, written, unused


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    ts_path = argv[1]
    with open(ts_path, encoding="utf-8") as f:
        text = f.read()
    total = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            batch = json.load(f)
        text, written, unused = apply(text, batch)
        total += written
        for c, k in unused:
            print(f"{path}: no message [{c}] {k!r}", file=sys.stderr)
    with open(ts_path, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"{ts_path}: {total} message(s) written")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
