#!/usr/bin/env python3
"""po/POTFILES.in lists every source file with a translatable string.

french-complete catches a new string in a listed file; this catches a new file
that nobody listed, whose strings would otherwise never reach the translators.
It also fails on a listed file that no longer exists (xgettext would stop).
"""

import os
import re
import sys

# What meson's 'glib' preset extracts: _(), N_(), C_(), NC_(), ngettext and friends in C;
# translatable="yes" in GtkBuilder files.
C_MARKS = re.compile(r'\b(?:_|N_|C_|NC_|ngettext|g_dngettext|g_dpgettext2)\s*\(\s*"')
UI_MARKS = re.compile(r'translatable="yes"')


def main():
    root = sys.argv[1]
    with open(os.path.join(root, "po", "POTFILES.in"), encoding="utf-8") as f:
        listed = {line.strip() for line in f if line.strip() and not line.startswith("#")}

    problems = []
    for path in sorted(listed):
        if not os.path.exists(os.path.join(root, path)):
            problems.append(f"{path} is in po/POTFILES.in but does not exist")

    for folder, pattern, suffix in (("src/core", C_MARKS, ".c"), ("src/rules", C_MARKS, ".c"),
                                    ("src/print", C_MARKS, ".c"), ("src/interop", C_MARKS, ".c"),
                                    ("src/cli", C_MARKS, ".c"), ("src/app", C_MARKS, ".c"),
                                    ("ui", UI_MARKS, ".ui")):
        for dirpath, _dirs, files in os.walk(os.path.join(root, folder)):
            for name in sorted(files):
                if not name.endswith(suffix):
                    continue
                path = os.path.relpath(os.path.join(dirpath, name), root)
                with open(os.path.join(root, path), encoding="utf-8") as f:
                    marked = len(pattern.findall(f.read()))
                if marked and path not in listed:
                    problems.append(f"{path} has {marked} translatable strings but is not in po/POTFILES.in")

    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"po/POTFILES.in: {len(listed)} files, every file with a translatable string listed")


if __name__ == "__main__":
    main()
