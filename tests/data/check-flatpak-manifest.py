#!/usr/bin/env python3
"""Checks the Flatpak manifests the way Flathub's linter would, offline.

flatpak-builder-lint and the GNOME runtimes cannot be fetched here, so this
validates each manifest against the linter's JSON schema (copied into
flatpak/) and re-implements the linter rules listed in flatpak/README.md,
plus this project's own policy (exact finish-args, runtime, cleanup).
Error codes reuse the linter's names where it has one.

Usage: check-flatpak-manifest.py --schema SCHEMA --metainfo-template FILE.in MANIFEST…
       check-flatpak-manifest.py --self-test --schema … --metainfo-template … MANIFEST
"""

import argparse
import copy
import datetime
import json
import os
import re
import sys
import xml.etree.ElementTree as ET

import jsonschema

RUNTIME = "org.gnome.Platform"
SDK = "org.gnome.Sdk"
# GNOME releases twice a year: 48 in March 2025, 49 in September 2025, and so on.
# Flathub keeps the newest two runtimes supported; the older ones are end-of-life
# (47 on 15 October 2025, 48 on 24 March 2026) and its linter fails them.
FIRST_KNOWN_RELEASE = (48, 2025, 3)
COMMAND = "cardwright"
FINISH_ARGS = ["--share=ipc", "--socket=fallback-x11", "--socket=wayland", "--device=dri"]
CLEANUP = ["/include", "/lib/pkgconfig", "/share/man", "*.la", "*.a"]
APP_ID_ELEMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")
COMMIT = re.compile(r"^[0-9a-f]{40}$")


def schema_errors(manifest, schema):
    validator = jsonschema.Draft7Validator(schema)
    return [f"schema: {'/'.join(str(p) for p in e.absolute_path) or '(top)'}: {e.message}"
            for e in sorted(validator.iter_errors(manifest), key=lambda e: list(e.absolute_path))]


def app_id_errors(app_id, file_name):
    errors = []
    if not isinstance(app_id, str) or not app_id:
        return ["appid-not-defined"]
    parts = app_id.split(".")
    if not 3 <= len(parts) <= 5:
        errors.append("appid-not-3-to-5-parts")
    if not all(APP_ID_ELEMENT.match(p) for p in parts) or "-" in parts[-1]:
        errors.append("appid-invalid-element")
    if parts[-1] == "desktop":
        errors.append("appid-ends-with-lowercase-desktop")
    if len(parts) >= 2 and parts[1].lower() in ("github", "gitlab"):
        if parts[0].lower() != "io":
            errors.append("appid-uses-code-hosting-domain")
        if len(parts) < 4:
            errors.append("appid-code-hosting-too-few-components")
    # This project is hosted on GitHub, so its ID must have the io.github.<user>.<App> form.
    if parts[:2] != ["io", "github"] or len(parts) < 4:
        errors.append("appid-not-io-github-form")
    base = os.path.basename(file_name)
    if os.path.splitext(base)[0] != app_id:
        errors.append("appid-filename-mismatch")
    return errors


def finish_args_errors(finish_args):
    errors = []
    by_kind = {}
    for arg in finish_args:
        m = re.match(r"^--([a-z-]+)=(.*)$", arg)
        if m:
            by_kind.setdefault(m.group(1), set()).add(m.group(2))
    sockets = by_kind.get("socket", set())
    shares = by_kind.get("share", set())
    for fs in by_kind.get("filesystem", set()):
        m = re.fullmatch(r"(home|host|~/?)(:rw|:create|:ro)?", fs)
        if m:
            where = "host" if fs.startswith("host") else "home"
            errors.append(f"finish-args-{where}{'-ro' if fs.endswith(':ro') else ''}-filesystem-access")
    if "x11" in sockets and "fallback-x11" in sockets:
        errors.append("finish-args-contains-both-x11-and-fallback")
    if ("x11" in sockets or "fallback-x11" in sockets) and "ipc" not in shares:
        errors.append("finish-args-x11-without-ipc")
    if "fallback-x11" in sockets and "wayland" not in sockets:
        errors.append("finish-args-fallback-x11-without-wayland")
    if "wayland" in sockets and not ({"x11", "fallback-x11"} & sockets):
        errors.append("finish-args-only-wayland")
    if "x11" in sockets and "wayland" in sockets:
        errors.append("finish-args-contains-both-x11-and-wayland")
    return errors


def source_errors(module_name, source):
    errors = []
    if not isinstance(source, dict):
        return errors
    kind = source.get("type")
    if kind == "git":
        # Stricter than the linter (tag or commit): a tag alone can move, a commit alone says nothing.
        if not source.get("tag") or not source.get("commit"):
            errors.append(f"module-{module_name}-source-git-not-pinned-by-tag-and-commit")
        elif not COMMIT.match(source["commit"]):
            errors.append(f"module-{module_name}-source-git-commit-not-40-hex")
        if source.get("branch"):
            errors.append(f"module-{module_name}-source-git-branch")
        if source.get("path"):
            errors.append(f"module-{module_name}-source-git-local-path")
        url = source.get("url", "")
        if not url:
            errors.append(f"module-{module_name}-source-git-no-url")
        elif not url.startswith("https:"):
            errors.append(f"module-{module_name}-source-git-url-not-https")
    elif kind == "dir":
        # A local build of this checkout: the path must lead to the project's own meson.build.
        if source.get("path") != "..":
            errors.append(f"module-{module_name}-source-dir-not-project-root")
    elif kind in ("archive", "file"):
        if source.get("sha1"):
            errors.append(f"module-{module_name}-source-sha1-deprecated")
        if source.get("md5"):
            errors.append(f"module-{module_name}-source-md5-deprecated")
    return errors


def module_errors(modules):
    errors = []
    for module in modules or []:
        if not isinstance(module, dict):
            continue
        name = module.get("name", "?")
        for source in module.get("sources", []):
            errors += source_errors(name, source)
        errors += module_errors(module.get("modules"))
    return errors


def newest_gnome_release(today):
    """The GNOME version released last by this date, from the six-month cadence."""
    version, year, month = FIRST_KNOWN_RELEASE
    while True:
        next_year, next_month = (year, 9) if month == 3 else (year + 1, 3)
        if (next_year, next_month) > (today.year, today.month):
            return version
        version, year, month = version + 1, next_year, next_month


def runtime_version_errors(manifest, today):
    """The version is read from the manifest, not pinned here: it must be one Flathub supports today."""
    version = manifest.get("runtime-version")
    if not isinstance(version, str) or not version.isdigit():
        return [f"policy-runtime-version-not-a-gnome-release: {version!r}"]
    newest = newest_gnome_release(today)
    if int(version) < newest - 1:
        return [f"runtime-version-eol: GNOME {version} is end-of-life; Flathub supports {newest - 1} and {newest}"]
    if int(version) > newest:
        return [f"policy-runtime-version-unreleased: GNOME {version} is not released yet (newest: {newest})"]
    return []


def policy_errors(manifest, today=None):
    """This project's own choices, fixed in the task and the README."""
    errors = []
    if manifest.get("runtime") != RUNTIME or manifest.get("sdk") != SDK:
        errors.append("policy-runtime-not-gnome")
    errors += runtime_version_errors(manifest, today or datetime.date.today())
    if manifest.get("command") != COMMAND:
        errors.append("policy-command")
    if manifest.get("finish-args") != FINISH_ARGS:
        errors.append("policy-finish-args-not-exact")
    if sorted(manifest.get("cleanup", [])) != sorted(CLEANUP):
        errors.append("policy-cleanup")
    if manifest.get("branch") is not None or manifest.get("default-branch") is not None:
        errors.append("toplevel-unnecessary-branch")
    modules = manifest.get("modules") or []
    main = [m for m in modules if isinstance(m, dict) and m.get("name") == "cardwright"]
    if len(main) != 1 or main[0].get("buildsystem") != "meson":
        errors.append("policy-no-meson-cardwright-module")
    else:
        devel = manifest.get("id", "").endswith(".Devel")
        has_profile = "-Dprofile=development" in main[0].get("config-opts", [])
        if devel != has_profile:
            errors.append("policy-devel-id-and-profile-disagree")
    return errors


# Screenshots are served from the repository's main branch, so each must be a file in the checkout.
SCREENSHOT_URL = "https://raw.githubusercontent.com/cardwright/cardwright/main/"


def metainfo_errors(app_id, template_text, source_root=None):
    """The metainfo as meson builds it for this app ID (the template with @APP_ID@ filled in)."""
    errors = []
    try:
        root = ET.fromstring(template_text.replace("@APP_ID@", app_id))
    except ET.ParseError as e:
        return [f"metainfo-not-xml: {e}"]
    if root.tag != "component" or root.get("type") != "desktop-application":
        errors.append("metainfo-missing-component-type")
    if root.findtext("id") != app_id:
        errors.append("appstream-id-mismatch-flatpak-id")
    launchables = root.findall("launchable")
    if len(launchables) != 1 or launchables[0].get("type") != "desktop-id":
        errors.append("metainfo-missing-launchable-tag")
    elif launchables[0].text != app_id + ".desktop":
        errors.append("metainfo-launchable-tag-wrong-value")
    rating = root.find("content_rating")
    if rating is None or not (rating.get("type") or "").startswith("oars-"):
        errors.append("metainfo-missing-content-rating")
    releases = root.findall("releases/release")
    if not releases or not all(r.get("version") and r.get("date") for r in releases):
        errors.append("metainfo-missing-releases")
    developer = root.find("developer")
    if developer is None or not developer.get("id") or not (developer.findtext("name") or "").strip():
        errors.append("appstream-missing-developer-name")
    if not (root.findtext("project_license") or "").strip():
        errors.append("appstream-missing-project-license")
    shots = root.findall("screenshots/screenshot")
    if not shots:
        errors.append("metainfo-missing-screenshots")
    for shot in shots:
        for image in shot.findall("image"):
            url = (image.text or "").strip()
            if not (url.startswith("https://") and url.endswith(".png")):
                errors.append(f"metainfo-screenshot-not-png-url: {url}")
            elif source_root and url.startswith(SCREENSHOT_URL) and \
                    not os.path.isfile(os.path.join(source_root, url[len(SCREENSHOT_URL):])):
                errors.append(f"metainfo-screenshot-not-in-repository: {url[len(SCREENSHOT_URL):]}")
        if not (shot.findtext("caption") or "").strip():
            errors.append("appstream-screenshot-missing-caption")
    name = root.findtext("name") or ""
    summary = root.findtext("summary") or ""
    if len(name) > 20:
        errors.append("appstream-name-too-long")
    if len(summary) > 35:
        errors.append("appstream-summary-too-long")
    if summary.endswith("."):
        errors.append("appstream-summary-ends-in-dot")
    return errors


def check(manifest, file_name, schema, template_text, source_root=None):
    errors = schema_errors(manifest, schema)
    app_id = manifest.get("id", manifest.get("app-id"))
    errors += app_id_errors(app_id, file_name)
    errors += finish_args_errors(manifest.get("finish-args", []))
    errors += module_errors(manifest.get("modules"))
    errors += policy_errors(manifest)
    if isinstance(app_id, str):
        errors += metainfo_errors(app_id, template_text, source_root)
    return errors


def self_test(manifest, file_name, schema, template_text, source_root):
    """Each broken copy of a good manifest must give the expected error: proves the checks can fail."""
    def mutated(fn):
        m = copy.deepcopy(manifest)
        fn(m)
        return m

    git = {"type": "git", "url": "https://github.com/cardwright/cardwright.git", "tag": "v0.1.0",
           "commit": "0123456789abcdef0123456789abcdef01234567"}
    cases = [
        ("schema", mutated(lambda m: m.update({"no-such-key": 1})), file_name, "schema: "),
        ("two parts", mutated(lambda m: m.update({"id": "cardwright.Cardwright"})),
         "flatpak/cardwright.Cardwright.json", "appid-not-3-to-5-parts"),
        ("six parts", mutated(lambda m: m.update({"id": "io.github.a.b.c.Cardwright"})),
         "flatpak/io.github.a.b.c.Cardwright.json", "appid-not-3-to-5-parts"),
        ("not io.github", mutated(lambda m: m.update({"id": "com.github.cardwright.Cardwright"})),
         "flatpak/com.github.cardwright.Cardwright.json", "appid-uses-code-hosting-domain"),
        ("file name", manifest, "flatpak/cardwright.json", "appid-filename-mismatch"),
        ("home", mutated(lambda m: m["finish-args"].append("--filesystem=home")), file_name,
         "finish-args-home-filesystem-access"),
        ("host ro", mutated(lambda m: m["finish-args"].append("--filesystem=host:ro")), file_name,
         "finish-args-host-ro-filesystem-access"),
        ("no ipc", mutated(lambda m: m["finish-args"].remove("--share=ipc")), file_name,
         "finish-args-x11-without-ipc"),
        ("no wayland", mutated(lambda m: m["finish-args"].remove("--socket=wayland")), file_name,
         "finish-args-fallback-x11-without-wayland"),
        ("git tag only", mutated(lambda m: m["modules"][-1].update(
            {"sources": [{k: v for k, v in git.items() if k != "commit"}]})), file_name,
         "module-cardwright-source-git-not-pinned-by-tag-and-commit"),
        ("git short commit", mutated(lambda m: m["modules"][-1].update(
            {"sources": [dict(git, commit="0123abc")]})), file_name,
         "module-cardwright-source-git-commit-not-40-hex"),
        ("dir elsewhere", mutated(lambda m: m["modules"][-1].update(
            {"sources": [{"type": "dir", "path": "/tmp"}]})), file_name,
         "module-cardwright-source-dir-not-project-root"),
        ("extra finish-arg", mutated(lambda m: m["finish-args"].append("--socket=pulseaudio")), file_name,
         "policy-finish-args-not-exact"),
        ("eol runtime", mutated(lambda m: m.update({"runtime-version": "47"})), file_name, "runtime-version-eol"),
        ("unreleased runtime", mutated(lambda m: m.update({"runtime-version": "99"})), file_name,
         "policy-runtime-version-unreleased"),
        ("profile", mutated(lambda m: m["modules"][-1].update(
            {"config-opts": [] if m["modules"][-1].get("config-opts") else ["-Dprofile=development"]})),
         file_name, "policy-devel-id-and-profile-disagree"),
    ]
    meta_cases = [
        ("no launchable", lambda t: re.sub(r"<launchable[^<]*</launchable>", "", t), "metainfo-missing-launchable-tag"),
        ("no rating", lambda t: t.replace('<content_rating type="oars-1.1"/>', ""), "metainfo-missing-content-rating"),
        ("no releases", lambda t: re.sub(r"<releases>.*</releases>", "", t, flags=re.S), "metainfo-missing-releases"),
        ("no developer", lambda t: re.sub(r"<developer .*</developer>", "", t, flags=re.S),
         "appstream-missing-developer-name"),
        ("jpeg screenshot", lambda t: t.replace(".png</image>", ".jpg</image>", 1), "metainfo-screenshot-not-png-url"),
        ("no screenshots", lambda t: re.sub(r"<screenshots>.*</screenshots>", "", t, flags=re.S),
         "metainfo-missing-screenshots"),
        ("screenshot not committed", lambda t: t.replace(".png</image>", "-missing.png</image>", 1),
         "metainfo-screenshot-not-in-repository"),
    ]
    failures = 0
    if check(manifest, file_name, schema, template_text, source_root):
        print("self-test: the good manifest does not pass", file=sys.stderr)
        failures += 1
    for label, m, name, expected in cases:
        got = check(m, name, schema, template_text, source_root)
        if not any(e.startswith(expected) for e in got):
            print(f"self-test '{label}': expected {expected}, got {got}", file=sys.stderr)
            failures += 1
    for label, edit, expected in meta_cases:
        got = check(manifest, file_name, schema, edit(template_text), source_root)
        if not any(e.startswith(expected) for e in got):
            print(f"self-test '{label}': expected {expected}, got {got}", file=sys.stderr)
            failures += 1
    total = len(cases) + len(meta_cases) + 1
    print(f"self-test: {total - failures} of {total} cases behave")
    return failures == 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--schema", required=True)
    parser.add_argument("--metainfo-template", required=True)
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("manifests", nargs="+")
    args = parser.parse_args()

    with open(args.schema, encoding="utf-8") as f:
        schema = json.load(f)
    with open(args.metainfo_template, encoding="utf-8") as f:
        template_text = f.read()
    # The template lives in data/ of the checkout.
    source_root = os.path.dirname(os.path.dirname(os.path.abspath(args.metainfo_template)))

    ok = True
    for path in args.manifests:
        with open(path, encoding="utf-8") as f:
            manifest = json.load(f)
        if args.self_test:
            ok = self_test(manifest, path, schema, template_text, source_root) and ok
            continue
        errors = check(manifest, path, schema, template_text, source_root)
        for e in errors:
            print(f"{path}: {e}", file=sys.stderr)
        print(f"{os.path.basename(path)}: {'OK' if not errors else f'{len(errors)} problem(s)'}")
        ok = ok and not errors
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
