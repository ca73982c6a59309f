#!/usr/bin/env python3
"""Runs `appstreamcli validate --no-net --strict` on the built metainfo, then
`appstream-util validate --nonet` when appstream-glib's tool is installed.

--strict fails on every issue above pedantic level, with no exception: the build
writes <developer> for AppStream 1.0 and <developer_name> for an older AppStream
such as Debian 12's 0.16 (build-aux/metainfo-developer.py), so each validator sees
the form it knows. appstream-util is optional (Debian 12 has it as appstream-util;
the Flatpak SDK does not ship it); when missing, that half is reported as skipped.
"""

import os
import shutil
import subprocess
import sys

path = sys.argv[1]
env = dict(os.environ, LC_ALL="C.UTF-8")
failed = False

run = subprocess.run(["appstreamcli", "validate", "--no-net", "--strict", path],
                     capture_output=True, text=True, env=env)
print(run.stdout, end="")
print(run.stderr, end="", file=sys.stderr)
if run.returncode != 0:
    print("validate-metainfo: appstreamcli validate --strict failed", file=sys.stderr)
    failed = True

if shutil.which("appstream-util"):
    run = subprocess.run(["appstream-util", "validate", "--nonet", path],
                         capture_output=True, text=True, env=env)
    print(run.stdout, end="")
    print(run.stderr, end="", file=sys.stderr)
    if run.returncode != 0:
        print("validate-metainfo: appstream-util validate failed", file=sys.stderr)
        failed = True
else:
    print("validate-metainfo: appstream-util not installed; only appstreamcli ran")

sys.exit(1 if failed else 0)
