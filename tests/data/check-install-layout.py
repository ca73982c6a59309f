#!/usr/bin/env python3
"""Installs Cardwright the way the Flatpak does (prefix /app, DESTDIR) and checks the file list.

Configures its own build of the source tree with default options in WORK-DIR
(kept between runs, so a re-run only rebuilds what changed), installs into a
fresh WORK-DIR/destdir and compares with the files the app must ship.
Usage: check-install-layout.py MESON SOURCE-ROOT WORK-DIR APP-ID
"""

import os
import shutil
import subprocess
import sys

GAMES = ["oz-storyline", "disney-storyline", "oz-good-evil", "od", "oz-draft"]

# Where installed files may live; anything else (a static library, a header, a
# test program) is installed by mistake.
ALLOWED_DIRS = ("bin/", "share/applications/", "share/metainfo/", "share/icons/hicolor/",
                "share/glib-2.0/schemas/", "share/mime/packages/", "share/locale/",
                "share/cardwright/")


def expected_files(app_id):
    return [
        "bin/cardwright",
        "bin/cardwright-cli",
        f"share/applications/{app_id}.desktop",
        f"share/metainfo/{app_id}.metainfo.xml",
        f"share/icons/hicolor/scalable/apps/{app_id}.svg",
        f"share/icons/hicolor/symbolic/apps/{app_id}-symbolic.svg",
        f"share/glib-2.0/schemas/{app_id}.gschema.xml",
        f"share/mime/packages/{app_id}.xml",
        "share/locale/fr/LC_MESSAGES/cardwright.mo",
    ] + [f"share/cardwright/games/{game}/game.xml" for game in GAMES]


def run(args):
    print("+", " ".join(args), flush=True)
    r = subprocess.run(args)
    if r.returncode != 0:
        sys.exit(f"check-install-layout: command failed ({r.returncode})")


def main():
    meson, source_root, work_dir, app_id = sys.argv[1:5]
    build = os.path.join(work_dir, "build")
    dest = os.path.join(work_dir, "destdir")
    os.makedirs(work_dir, exist_ok=True)

    if os.path.exists(os.path.join(build, "meson-private", "coredata.dat")):
        run([meson, "setup", "--reconfigure", "--prefix=/app", build, source_root])
    else:
        shutil.rmtree(build, ignore_errors=True)
        run([meson, "setup", "--prefix=/app", build, source_root])
    run([meson, "compile", "-C", build])
    shutil.rmtree(dest, ignore_errors=True)
    # --destdir also makes meson skip the post-install cache updates, as for a package.
    run([meson, "install", "-C", build, "--no-rebuild", "--quiet", "--destdir", dest])

    outside = []
    installed = set()
    for dirpath, _, filenames in os.walk(dest):
        for name in filenames:
            full = os.path.join(dirpath, name)
            rel = os.path.relpath(full, dest)
            if not rel.startswith("app/"):
                outside.append(rel)
            else:
                installed.add(rel[len("app/"):])

    problems = []
    for path in expected_files(app_id):
        if path not in installed:
            problems.append(f"missing: /app/{path}")
    for rel in sorted(outside):
        problems.append(f"installed outside the prefix: /{rel}")
    for path in sorted(installed):
        if not path.startswith(ALLOWED_DIRS):
            problems.append(f"unexpected: /app/{path}")
    for path in ("bin/cardwright", "bin/cardwright-cli"):
        full = os.path.join(dest, "app", path)
        if os.path.exists(full) and not os.access(full, os.X_OK):
            problems.append(f"not executable: /app/{path}")

    print(f"installed {len(installed)} files under /app")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"check-install-layout: {len(expected_files(app_id))} expected files, {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
