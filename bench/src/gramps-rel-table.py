"""Gramps' relationship names in one language, as a table the naming tests check row by row.

    LANGUAGE=de LANG=de_DE.UTF-8 /usr/bin/python3 bench/src/gramps-rel-table.py de \
        > apps/api/src/modules/tree/naming/gramps/de.json

Gramps 5.1 (Debian's `gramps` package). Every line up to five links in all, with every sequence of
fathers and mothers on both sides and every pair of genders; then longer lines to 12 generations
on each side with a few sequences each; then siblings by kind (full, half through the father or
the mother, step) and partners. In Gramps' words "b is the <name> of a": our first person is its
b, our second its a, so `up` is its Gb and `down` its Ga.
"""
import importlib
import itertools
import json
import random
import sys

from gramps.gen.lib import Person

lang = sys.argv[1]
calc = importlib.import_module("gramps.plugins.rel.rel_%s" % lang).RelationshipCalculator()
genders = {"M": Person.MALE, "F": Person.FEMALE, "U": Person.UNKNOWN}
rows = []


def lines(length, sample=None):
    """Sequences of 'f'/'m' from a person up to the common ancestor (Gramps' reltocommon)."""
    if sample is None:
        return ["".join(p) for p in itertools.product("fm", repeat=length)]
    rng = random.Random(length * 31 + sample)
    found = {"f" * length, "m" * length}
    while len(found) < min(sample, 2**length):
        found.add("".join(rng.choice("fm") for _ in range(length)))
    return sorted(found)


def add(up, down, first_line, second_line, first, second):
    name = calc.get_single_relationship_string(
        down, up, genders[second], genders[first], second_line, first_line
    )
    rows.append([up, down, first_line, second_line, first, second, name])


for total in range(1, 6):
    for up in range(0, total + 1):
        down = total - up
        for first_line in lines(up):
            for second_line in lines(down):
                for first, second in itertools.product("MFU", "MF"):
                    add(up, down, first_line, second_line, first, second)

for up in range(0, 13):
    for down in range(0, 13):
        if up + down <= 5:
            continue
        for first_line in lines(up, 3):
            for second_line in lines(down, 3):
                for first in "MFU":
                    add(up, down, first_line, second_line, first, "M")

siblings = []
for kind, sib_type in [
    ("full", calc.NORM_SIB),
    ("half-father", calc.HALF_SIB_FATHER),
    ("half-mother", calc.HALF_SIB_MOTHER),
    ("step", calc.STEP_SIB),
]:
    for first, second in itertools.product("MFU", repeat=2):
        name = calc.get_sibling_relationship_string(sib_type, genders[second], genders[first])
        siblings.append({"kind": kind, "first": first, "second": second, "name": name})

partners = []
for first, second in itertools.product("MFU", repeat=2):
    name = calc.get_partner_relationship_string(calc.PARTNER_MARRIED, genders[second], genders[first])
    partners.append({"first": first, "second": second, "name": name})

json.dump(
    {
        "language": lang,
        "gramps": "5.1",
        "bloodColumns": ["up", "down", "firstLine", "secondLine", "first", "second", "name"],
        "blood": rows,
        "siblings": siblings,
        "partners": partners,
    },
    sys.stdout,
    ensure_ascii=False,
    separators=(",", ":"),
)
print()
