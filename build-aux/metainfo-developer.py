#!/usr/bin/env python3
"""Writes the metainfo for the AppStream the build has: the <developer> of AppStream 1.0, or
<developer_name> before it.

AppStream 1.0 (the Flatpak SDK, Flathub) wants <developer id="…"><name>…</name></developer>
and deprecates <developer_name>; AppStream 0.16 (Debian 12) does not know <developer>, so its
validator flags it and Debian 12's software centre shows no developer. The template keeps the
1.0 form; for an older AppStream the block becomes <developer_name> with the same name.

Usage: metainfo-developer.py APPSTREAM_VERSION INPUT OUTPUT  (version "" means current)
"""

import re
import sys

version, source, target = sys.argv[1:4]
with open(source, encoding="utf-8") as f:
    text = f.read()

major = int(version.split(".")[0]) if re.match(r"^\d+", version) else 1
if major < 1:
    block = re.compile(r"( *)<developer id=\"[^\"]*\">\s*<name( [^>]*)?>([^<]*)</name>\s*</developer>")
    text, count = block.subn(lambda m: f"{m.group(1)}<developer_name{m.group(2) or ''}>{m.group(3)}</developer_name>",
                             text)
    if count != 1:
        sys.exit(f"{source}: expected one <developer id=…><name>…</name></developer> block, found {count}")

with open(target, "w", encoding="utf-8") as f:
    f.write(text)
