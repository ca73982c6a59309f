#!/usr/bin/env python3
"""Installs Cardwright the way the Flatpak does (prefix /app, DESTDIR) and checks the file list.

Configures its own build of the source tree with default options in WORK-DIR
(kept between runs, so a re-run only rebuilds what changed), installs into a
fresh WORK-DIR/destdir and compares with the files the app must ship.
Usage: check-install-layout.py MESON SOURCE-ROOT WORK-DIR APP-ID

With --devel it configures -Dprofile=development instead and, without building,
asks meson what it would install (meson introspect --installed): the desktop
integration files must carry the .Devel app ID and the striped icon.
Usage: check-install-layout.py --devel MESON SOURCE-ROOT WORK-DIR APP-ID
"""

import json
import os
import re
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


def setup(meson, source_root, build, options):
    if os.path.exists(os.path.join(build, "meson-private", "coredata.dat")):
        run([meson, "setup", "--reconfigure", "--prefix=/app", *options, build, source_root])
    else:
        shutil.rmtree(build, ignore_errors=True)
        run([meson, "setup", "--prefix=/app", *options, build, source_root])


def check_devel(meson, source_root, work_dir, app_id):
    build = os.path.join(work_dir, "build-devel")
    setup(meson, source_root, build, ["-Dprofile=development"])
    r = subprocess.run([meson, "introspect", "--installed", build], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"check-install-layout: meson introspect failed:\n{r.stderr}")
    installed = {dest: src for src, dest in json.loads(r.stdout).items()}
    devel_id = app_id + ".Devel"
    expected = {
        f"/app/share/applications/{devel_id}.desktop": None,
        f"/app/share/metainfo/{devel_id}.metainfo.xml": None,
        f"/app/share/mime/packages/{devel_id}.xml": None,
        f"/app/share/icons/hicolor/scalable/apps/{devel_id}.svg": f"{app_id}.Devel.svg",
        f"/app/share/icons/hicolor/symbolic/apps/{devel_id}-symbolic.svg": f"{app_id}-symbolic.svg",
    }
    problems = []
    for dest, source_name in expected.items():
        if dest not in installed:
            problems.append(f"missing: {dest}")
        elif source_name and os.path.basename(installed[dest]) != source_name:
            problems.append(f"{dest} comes from {installed[dest]}, expected {source_name}")
    stable_name = re.compile(re.escape(app_id) + r"(?!\.Devel)")
    for dest in installed:
        # The settings schema keeps the stable ID in both profiles (the app reads that one).
        if stable_name.search(dest) and "/glib-2.0/schemas/" not in dest:
            problems.append(f"stable app ID in the development profile: {dest}")
    for p in problems:
        print(p, file=sys.stderr)
    print(f"check-install-layout --devel: {len(expected)} expected files, {len(problems)} problem(s)")
    return 1 if problems else 0


def main():
    if sys.argv[1] == "--devel":
        return check_devel(*sys.argv[2:6])
    meson, source_root, work_dir, app_id = sys.argv[1:5]
    build = os.path.join(work_dir, "build")
    dest = os.path.join(work_dir, "destdir")
    os.makedirs(work_dir, exist_ok=True)

    setup(meson, source_root, build, [])
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
