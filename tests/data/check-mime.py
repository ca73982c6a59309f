#!/usr/bin/env python3
"""The shared-mime-info package compiles and defines what Cardwright opens.

Builds a private MIME database from the system's freedesktop.org.xml and our
built package, then checks the compiled tables and what GLib detects.
GLib's xdgmime trusts the *.xml glob and never reads root-XML rules, so a
Cardwright file named library.xml is application/xml to GNOME: that is why our
files have their own extensions, and why the root-XML rules (for other readers
of the database) are checked in the compiled XMLnamespaces table while GLib is
asked about sample files under each extension.

Usage: check-mime.py BUILT-MIME-XML
"""

import os
import shutil
import subprocess
import sys
import tempfile

EXPECTED_ROOTS = {
    "library": "application/x-cardwright-library",
    "collection": "application/x-cardwright-collection",
    "cardset": "application/x-cardwright-cardset",
    "match": "application/x-cardwright-match",
    "cockatrice_deck": "application/x-cockatrice-deck",
}
EXPECTED_GLOBS = {
    "*.cwlibrary": "application/x-cardwright-library",
    "*.cwcollection": "application/x-cardwright-collection",
    "*.cwcards": "application/x-cardwright-cardset",
    "*.cwmatch": "application/x-cardwright-match",
    "*.cwgame": "application/x-cardwright-game",
    "*.cod": "application/x-cockatrice-deck",
    "*.o8d": "application/x-octgn-deck",
}
SAMPLES = {
    "Emerald City rush.cwlibrary": ('<?xml version="1.0" encoding="UTF-8"?>\n<library version="1" game="oz-storyline"/>\n',
                                    "application/x-cardwright-library"),
    "mine.cwcollection": ('<?xml version="1.0" encoding="UTF-8"?>\n<collection version="1" game="od"/>\n',
                          "application/x-cardwright-collection"),
    "house.cwcards": ('<?xml version="1.0" encoding="UTF-8"?>\n<cardset version="1" game="od" id="house" name="House"/>\n',
                      "application/x-cardwright-cardset"),
    "tuesday.cwmatch": ('<?xml version="1.0" encoding="UTF-8"?>\n<match version="1" game="oz-storyline"/>\n',
                        "application/x-cardwright-match"),
    # A ZIP by its first bytes; the glob makes it ours, not any ZIP.
    "Disney fan sets.cwgame": ("PK\x03\x04\x14\x00\x08\x00manifest.xml", "application/x-cardwright-game"),
    "deck.cod": ('<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1"/>\n',
                 "application/x-cockatrice-deck"),
    "deck.o8d": ('<?xml version="1.0" encoding="utf-8"?>\n<deck game="x"/>\n',
                 "application/x-octgn-deck"),
}


def find_freedesktop_xml():
    dirs = os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share").split(":") + ["/usr/share"]
    for d in dirs:
        path = os.path.join(d, "mime", "packages", "freedesktop.org.xml")
        if os.path.exists(path):
            return path
    sys.exit("freedesktop.org.xml not found (shared-mime-info is not installed)")


def main():
    built = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        packages = os.path.join(tmp, "mime", "packages")
        os.makedirs(packages)
        shutil.copy(find_freedesktop_xml(), packages)
        shutil.copy(built, packages)
        env = dict(os.environ, XDG_DATA_HOME=tmp, XDG_DATA_DIRS=tmp, LC_ALL="C")
        r = subprocess.run(["update-mime-database", os.path.join(tmp, "mime")],
                           capture_output=True, text=True, env=env)
        # update-mime-database reports bad packages on stderr but may still exit 0.
        if r.returncode != 0 or r.stderr.strip():
            sys.exit(f"update-mime-database rejected the package:\n{r.stderr}")

        with open(os.path.join(tmp, "mime", "XMLnamespaces"), encoding="utf-8") as f:
            roots = {}
            for line in f:
                # "namespaceURI localName type"; our files have no namespace, so the line starts with a space.
                parts = line.rstrip("\n").split(" ")
                if len(parts) == 3 and parts[0] == "":
                    roots[parts[1]] = parts[2]
        for local_name, mime_type in EXPECTED_ROOTS.items():
            if roots.get(local_name) != mime_type:
                problems.append(f"root element <{local_name}> gives {roots.get(local_name)}, expected {mime_type}")

        with open(os.path.join(tmp, "mime", "globs2"), encoding="utf-8") as f:
            globs = {}
            for line in f:
                if not line.startswith("#"):
                    weight, mime_type, pattern = line.rstrip("\n").split(":")[:3]
                    globs[pattern] = mime_type
        for pattern, mime_type in EXPECTED_GLOBS.items():
            if globs.get(pattern) != mime_type:
                problems.append(f"glob {pattern} gives {globs.get(pattern)}, expected {mime_type}")

        for name, (content, mime_type) in SAMPLES.items():
            path = os.path.join(tmp, name)
            with open(path, "w", encoding="utf-8") as f:
                f.write(content)
            r = subprocess.run(["gio", "info", "-a", "standard::content-type", path],
                               capture_output=True, text=True, env=env)
            got = [l.split(": ", 1)[1] for l in r.stdout.splitlines() if "standard::content-type" in l]
            if got != [mime_type]:
                problems.append(f"GLib sees {name} as {got}, expected {mime_type}")

    for p in problems:
        print(p, file=sys.stderr)
    print(f"check-mime: {len(EXPECTED_ROOTS)} root elements, {len(EXPECTED_GLOBS)} globs, "
          f"{len(SAMPLES)} sample files; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
