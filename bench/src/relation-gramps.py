"""The relation engine's answers (relation-gramps.ts) against Gramps' relationship calculator.

    /usr/bin/python3 bench/src/relation-gramps.py /tmp/relations.json

Builds the generated family in a Gramps database (one Gramps family per couple, with their
children), asks Gramps for the marriage and every blood relation of each pair (generations from
each to the common ancestor) and counts where the engine disagrees. Gramps names no in-law or step
relation, so those are checked on their own: a parent and child called a step or in-law relation,
a marriage relation that runs down through the couple's own child (it repeats a blood relation
through the other parent), and a path that visits a person twice.
"""
import collections
import json
import sys
import tempfile

from gramps.gen.db import DbTxn
from gramps.gen.db.utils import make_database
from gramps.gen.lib import ChildRef, Family, Name, Person
from gramps.gen.relationship import get_relationship_calculator

data = json.load(open(sys.argv[1]))
persons = {p["id"]: p for p in data["persons"]}

db = make_database("sqlite")
db.load(tempfile.mkdtemp())
handles = {}
with DbTxn("persons", db) as trans:
    for p in data["persons"]:
        person = Person()
        person.set_gender(Person.MALE if p["gender"] == "M" else Person.FEMALE)
        name = Name()
        name.set_first_name("P%d" % p["id"])
        person.set_primary_name(name)
        handles[p["id"]] = db.add_person(person, trans)

couples = collections.OrderedDict()
for a, b in data["unions"]:
    key = (a, b) if persons[a]["gender"] == "M" else (b, a)
    couples.setdefault(key, [])
for p in data["persons"]:
    if p["father"] is not None or p["mother"] is not None:
        couples.setdefault((p["father"], p["mother"]), []).append(p["id"])

with DbTxn("families", db) as trans:
    for (father, mother), children in couples.items():
        family = Family()
        if father is not None:
            family.set_father_handle(handles[father])
        if mother is not None:
            family.set_mother_handle(handles[mother])
        for child in children:
            ref = ChildRef()
            ref.set_reference_handle(handles[child])
            family.add_child_ref(ref)
        family_handle = db.add_family(family, trans)
        for parent in (father, mother):
            if parent is not None:
                person = db.get_person_from_handle(handles[parent])
                person.add_family_handle(family_handle)
                db.commit_person(person, trans)
        for child in children:
            person = db.get_person_from_handle(handles[child])
            person.add_parent_family_handle(family_handle)
            db.commit_person(person, trans)

calc = get_relationship_calculator()
calc.set_depth(1000)


def gramps_relations(a, b):
    pa = db.get_person_from_handle(handles[a])
    pb = db.get_person_from_handle(handles[b])
    spouse = bool(calc.is_spouse(db, pa, pb))
    found, _ = calc.get_relationship_distance_new(
        db, pa, pb, all_dist=True, all_families=True, only_birth=False
    )
    blood = set()
    if found[0][0] != -1:
        for rel in calc.collapse_relations(found):
            up, down = len(rel[2]), len(rel[4])
            if rel[2] and rel[2][-1] == calc.REL_SIBLING:
                down += 1
            blood.add((up, down))
    strings = calc.get_all_relationships(db, pa, pb)[0]
    return spouse, blood, strings


def is_parent(parent, child):
    return parent in (persons[child]["father"], persons[child]["mother"])


def couple_child(spouse, partner, child):
    return is_parent(spouse, child) and is_parent(partner, child)


def through_own_child(rel, a, b):
    """A marriage relation whose line runs from the spouse straight down to the couple's child."""
    path = rel["path"]
    if len(path) >= 3 and path[0] == a and couple_child(path[1], a, path[2]):
        return True
    return len(path) >= 3 and path[-1] == b and couple_child(path[-2], b, path[-3])


counts = collections.Counter()
samples = collections.defaultdict(list)
for pair in data["pairs"]:
    a, b = pair["first"], pair["second"]
    spouse, blood, strings = gramps_relations(a, b)
    ours = pair["relations"]
    our_blood = {(r["up"], r["down"]) for r in ours if r["kind"] == "blood"}
    our_spouse = any(r["kind"] == "marriage" for r in ours)
    parent_child = is_parent(a, b) or is_parent(b, a)
    counts["pairs"] += 1
    counts["pairs related (Gramps)"] += bool(blood or spouse)
    counts["parent/child pairs"] += parent_child

    def note(kind, detail):
        counts[kind] += 1
        if len(samples[kind]) < 3:
            samples[kind].append((a, b, detail, strings, [r["relationship"] for r in ours]))

    if spouse != our_spouse:
        note("marriage disagrees", spouse)
    if blood - our_blood:
        note("blood relation missing", sorted(blood - our_blood))
    if our_blood - blood:
        note("blood relation Gramps does not name", sorted(our_blood - blood))
    for rel in ours:
        if rel["kind"] in ("step", "in-law"):
            if parent_child:
                note("parent/child also a step or in-law relation", rel["relationship"])
            if through_own_child(rel, a, b):
                note("relation repeated through the other parent", rel["relationship"])
        if len(set(rel["path"])) != len(rel["path"]):
            note("path visits a person twice", rel["relationship"])

for kind, n in counts.items():
    print("%-48s %d" % (kind, n))
for kind, rows in samples.items():
    print("\n" + kind)
    for row in rows:
        print("  ", row)
