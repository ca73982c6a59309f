#!/usr/bin/env python3
"""French must be complete: po/fr.po has no untranslated or fuzzy message,
neither as it stands nor once merged with the strings the sources hold now.

The second half is what makes the test able to fail when someone adds a
translatable string (and its file to po/POTFILES.in) without translating it:
it extracts the template with the same xgettext options as meson's 'glib'
preset, merges fr.po into it and counts again. To fix a failure, run
`meson compile -C _build cardwright-update-po` and translate what it lists.
"""

import os
import re
import subprocess
import sys
import tempfile

# The keywords and flags of meson's i18n 'glib' preset (mesonbuild/modules/i18n.py).
XGETTEXT_GLIB = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format", "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format", "--flag=g_printerr:1:c-format", "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format", "--flag=g_sprintf:2:c-format", "--flag=g_snprintf:3:c-format",
    # Cardwright's own plural in a context (src/core/cw-text.h), as po/meson.build passes it.
    "--keyword=cw_text_npgettext:1c,2,3", "--flag=cw_text_npgettext:2:pass-c-format",
    "--flag=cw_text_npgettext:3:pass-c-format",
]
ENV = dict(os.environ, LC_ALL="C")


def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, env=ENV, **kw)


def statistics(po):
    """(translated, fuzzy, untranslated) as msgfmt --statistics counts them."""
    r = run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po])
    if r.returncode != 0:
        sys.exit(f"msgfmt --check failed on {po}:\n{r.stderr}")
    counts = {}
    for n, what in re.findall(r"(\d+) (translated|fuzzy|untranslated)", r.stderr):
        counts[what] = int(n)
    print(f"{os.path.basename(po)}: {r.stderr.strip()}")
    return counts.get("translated", 0), counts.get("fuzzy", 0), counts.get("untranslated", 0)


def list_incomplete(po):
    for flag in ("--untranslated", "--only-fuzzy"):
        r = run(["msgattrib", flag, "--no-obsolete", "--no-wrap", po])
        ids = [line for line in r.stdout.splitlines() if line.startswith("msgid ") and line != 'msgid ""']
        for line in ids:
            print(f"  {flag.lstrip('-')}: {line[6:]}", file=sys.stderr)


def main():
    source_root = sys.argv[1]
    fr_po = os.path.join(source_root, "po", "fr.po")
    failed = False

    translated, fuzzy, untranslated = statistics(fr_po)
    if fuzzy or untranslated or not translated:
        print("fr.po itself is incomplete", file=sys.stderr)
        list_incomplete(fr_po)
        failed = True

    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "cardwright.pot")
        r = run(["xgettext", *XGETTEXT_GLIB, "--package-name=cardwright",
                 "--files-from=po/POTFILES.in", "-o", pot], cwd=source_root)
        if r.returncode != 0:
            sys.exit(f"xgettext failed (is every file in po/POTFILES.in there?):\n{r.stderr}")
        merged = os.path.join(tmp, "fr.po")
        r = run(["msgmerge", "--quiet", "-o", merged, fr_po, pot])
        if r.returncode != 0:
            sys.exit(f"msgmerge failed:\n{r.stderr}")
        translated, fuzzy, untranslated = statistics(merged)
        if fuzzy or untranslated:
            print("fr.po lacks strings the sources hold now:", file=sys.stderr)
            list_incomplete(merged)
            failed = True

    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
