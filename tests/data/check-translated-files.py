#!/usr/bin/env python3
"""The built desktop, metainfo and MIME files carry the French strings of po/fr.po.

i18n.merge_file silently installs an untranslated file when the po dir is
wrong or the ITS rules are missing; this catches that.
Usage: check-translated-files.py DESKTOP METAINFO MIME-XML
"""

import sys
import xml.etree.ElementTree as ET

LANG = "{http://www.w3.org/XML/1998/namespace}lang"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"

desktop, metainfo, mime = sys.argv[1:4]
problems = []

with open(desktop, encoding="utf-8") as f:
    lines = f.read().splitlines()
for expected in ("GenericName[fr]=Compagnon de jeux de cartes",
                 "Keywords[fr]=carte;cartes;deck;paquet;bibliothèque;collection;proxy;imprimer;impression;dés;storyline;oz;"):
    if expected not in lines:
        problems.append(f"{desktop}: no line '{expected}'")

root = ET.parse(metainfo).getroot()
summaries = {s.get(LANG): s.text for s in root.findall("summary")}
if summaries.get("fr") != "Collectionnez, construisez et imprimez vos decks":
    problems.append(f"{metainfo}: French summary is {summaries.get('fr')!r}")
french_items = [li.text for li in root.findall("description/ul/li") if li.get(LANG) == "fr"]
if len(french_items) != 4:
    problems.append(f"{metainfo}: {len(french_items)} French list items in the description, expected 4")

root = ET.parse(mime).getroot()
comments = {c.get(LANG): c.text for c in root.findall(f"{MIME_NS}mime-type[@type='application/x-cardwright-library']/{MIME_NS}comment")}
if comments.get("fr") != "Bibliothèque Cardwright":
    problems.append(f"{mime}: French comment of the Library type is {comments.get('fr')!r}")

for p in problems:
    print(p, file=sys.stderr)
print(f"check-translated-files: {len(problems)} problem(s)")
sys.exit(1 if problems else 0)
