#!/usr/bin/env python3
"""Every button that shows only an icon has a name a screen reader can say.

A tooltip is not enough on GTK 4.8: it becomes the accessible description, and
Orca announces the button by its child, "GtkImage". The name is the template's
<accessibility><property name="label">, which GTK 4.8 cannot read back at run
time, so this reads the templates themselves, and for buttons made in C, that
the same variable gets GTK_ACCESSIBLE_PROPERTY_LABEL further on in the code.
"""

import glob
import os
import re
import sys
import xml.etree.ElementTree as ET

BUTTONS = {"GtkButton", "GtkMenuButton", "GtkToggleButton"}


def props(obj):
    return {p.get("name"): (p.text or "") for p in obj.findall("property")}


def main():
    root = sys.argv[1]
    problems = []
    for path in sorted(glob.glob(os.path.join(root, "ui", "**", "*.ui"), recursive=True)):
        tree = ET.parse(path)
        for obj in tree.iter("object"):
            if obj.get("class") not in BUTTONS:
                continue
            p = props(obj)
            if "icon-name" not in p or p.get("label"):
                continue
            names = [q for a in obj.findall("accessibility") for q in a.findall("property")
                     if q.get("name") == "label" and (q.text or "").strip()]
            if not names:
                problems.append(f"{os.path.relpath(path, root)}: the {obj.get('class')} "
                                f"{obj.get('id') or '(no id)'} with the icon {p['icon-name']} has no accessible label")
    # Buttons made in C: the variable that holds one is given a label within the function.
    made = re.compile(r"([A-Za-z_][A-Za-z_0-9>.-]*)\s*=\s*gtk_button_new_from_icon_name")
    for path in sorted(glob.glob(os.path.join(root, "src", "app", "**", "*.c"), recursive=True)):
        with open(path, encoding="utf-8") as source:
            lines = source.read().split("\n")
        for number, line in enumerate(lines):
            found = made.search(line)
            if not found:
                continue
            variable = found.group(1)
            following = "\n".join(lines[number:number + 80])
            named = re.search(r"gtk_accessible_update_property\s*\(\s*GTK_ACCESSIBLE\s*\(\s*" + re.escape(variable)
                              + r"\s*\)\s*,\s*GTK_ACCESSIBLE_PROPERTY_LABEL", following)
            if not named:
                problems.append(f"{os.path.relpath(path, root)}:{number + 1}: the icon button {variable} "
                                "gets no GTK_ACCESSIBLE_PROPERTY_LABEL, so no name for a screen reader")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
