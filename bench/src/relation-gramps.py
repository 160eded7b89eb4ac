"""The relation engine's answers (relation-gramps.ts) against Gramps' relationship calculator.

    /usr/bin/python3 bench/src/relation-gramps.py /tmp/relations.json [lang]

Builds the generated family in a Gramps database (one Gramps family per couple, with their
children), asks Gramps for the marriage and every blood relation of each pair (generations from
each to the common ancestor) and counts where the engine disagrees. Gramps names no in-law or step
relation, so those are checked on their own: a parent and child called a step or in-law relation,
a marriage relation that runs down through the couple's own child (it repeats a blood relation
through the other parent), and a path that visits a person twice.

With a language (de, nl, ...: the one relation-gramps.ts was given), each blood relation's name in
it is compared with the name gramps.plugins.rel.rel_<lang> gives the same line: Gramps' own line
of the pair with the same generations and the same fathers and mothers on the way (its strings end
in 'a' where it reaches a couple, as a full line of ours does), named by
get_single_relationship_string(Ga, Gb, ..., reltocommon_a, reltocommon_b), or, for two siblings,
by get_sibling_relationship_string with Gramps' sibling type, as Gramps names siblings. It prints
how many names are equal and different, with a few samples of each kind of difference.
"""
import collections
import importlib
import json
import re
import sys
import tempfile

from gramps.gen.db import DbTxn
from gramps.gen.db.utils import make_database
from gramps.gen.lib import ChildRef, Family, Name, Person
from gramps.gen.relationship import get_relationship_calculator

data = json.load(open(sys.argv[1]))
lang = sys.argv[2] if len(sys.argv) > 2 else None
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
names = None
if lang:
    names = importlib.import_module("gramps.plugins.rel.rel_%s" % lang).RelationshipCalculator()


def gramps_relations(a, b):
    pa = db.get_person_from_handle(handles[a])
    pb = db.get_person_from_handle(handles[b])
    spouse = bool(calc.is_spouse(db, pa, pb))
    found, _ = calc.get_relationship_distance_new(
        db, pa, pb, all_dist=True, all_families=True, only_birth=False
    )
    blood = set()
    collapsed = calc.collapse_relations(found) if found[0][0] != -1 else []
    if found[0][0] != -1:
        for rel in collapsed:
            up, down = len(rel[2]), len(rel[4])
            if rel[2] and rel[2][-1] == calc.REL_SIBLING:
                down += 1
            blood.add((up, down))
    strings = calc.get_all_relationships(db, pa, pb)[0]
    return spouse, blood, strings, collapsed


GENDER = {"M": Person.MALE, "F": Person.FEMALE}


def gramps_line(rel, collapsed):
    """Gramps' line for one of ours: same generations, same fathers and mothers below the top;
    at the top a couple ('a') for a full line of ours, the same parent for a half one."""
    first, second = rel["firstLine"], rel["secondLine"]
    same = [
        g for g in collapsed
        if len(g[2]) == len(first) and len(g[4]) == len(second)
        and g[2][:-1] == first[:-1] and g[4][:-1] == second[:-1]
    ]

    def top(ours, theirs):
        if not ours:
            return True
        return theirs[-1] == ("a" if not rel["half"] else ours[-1])

    best = [g for g in same if top(first, g[2]) and top(second, g[4])]
    return (best or same or [None])[0]


def gramps_name(a, b, rel, line):
    """What Gramps calls the first person (its b) of a pair to the second (its a)."""
    ga, gb = len(line[4]), len(line[2])
    gender_a, gender_b = GENDER[persons[b]["gender"]], GENDER[persons[a]["gender"]]
    if ga == gb == 1:
        pa = db.get_person_from_handle(handles[a])
        pb = db.get_person_from_handle(handles[b])
        return names.get_sibling_relationship_string(
            calc.get_sibling_type(db, pa, pb), gender_a, gender_b
        )
    return names.get_single_relationship_string(
        ga, gb, gender_a, gender_b, line[4], line[2], only_birth=True
    )


def difference_kind(rel, line, ours, theirs):
    """Why a name differs, as far as the line tells."""
    if rel["multiplicity"] > 1:
        return "name different: a double or triple line (Gramps names each line alone)"
    top_first = line[2][-1:] if line[2] else "a"
    top_second = line[4][-1:] if line[4] else "a"
    gramps_half = "a" not in (top_first, top_second)
    if rel["half"] != gramps_half:
        return "name different: half in one, full in the other"
    half_word = re.compile("half|halb", re.I)
    if rel["half"] and half_word.search(ours) and not half_word.search(theirs):
        return "name different: a half line Gramps names as a full one"
    return "name different: other"


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
names_seen = collections.Counter()
name_samples = collections.defaultdict(list)
for pair in data["pairs"]:
    a, b = pair["first"], pair["second"]
    spouse, blood, strings, collapsed = gramps_relations(a, b)
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
        line = gramps_line(rel, collapsed) if names and "name" in rel else None
        if names and "name" in rel and line is None:
            names_seen["no Gramps line for a blood relation"] += 1
        elif line is not None:
            theirs = gramps_name(a, b, rel, line)
            ours_name = rel["name"]
            kind = "name equal"
            if ours_name != theirs:
                kind = difference_kind(rel, line, ours_name, theirs)
            names_seen[kind] += 1
            if len(name_samples[kind]) < 4:
                name_samples[kind].append((a, b, rel["up"], rel["down"], rel["firstLine"],
                                           rel["secondLine"], line[2], line[4], ours_name, theirs))

for kind, n in counts.items():
    print("%-48s %d" % (kind, n))
for kind, rows in samples.items():
    print("\n" + kind)
    for row in rows:
        print("  ", row)

if names:
    compared = sum(names_seen.values()) - names_seen["no Gramps line for a blood relation"]
    different = compared - names_seen["name equal"]
    print("\nblood relation names in %s (rel_%s.py)" % (lang, lang))
    print("%-72s %d" % ("names compared", compared))
    print("%-72s %d" % ("names equal", names_seen["name equal"]))
    print("%-72s %d" % ("names different", different))
    for kind, n in sorted(names_seen.items()):
        if kind != "name equal":
            print("  %-70s %d" % (kind, n))
    print("\n(first, second, up, down, our lines, Gramps' lines, our name, Gramps' name)")
    for kind, rows in sorted(name_samples.items()):
        print("\n" + kind)
        for row in rows:
            print("  ", row)
