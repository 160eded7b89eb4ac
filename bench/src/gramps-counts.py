"""What Gramps finds in GEDCOM files: its importer's counts of each kind of record.

    /usr/bin/python3 -O bench/src/gramps-counts.py a.ged b.ged ...

Prints one JSON object: file -> { people, families, events, places, notes, sources, citations,
media, repositories }. Gramps also makes a note of its own for every record holding lines it
could not place (or, in the header, a GEDCOM version it does not know, such as 7.0): such a note's
text starts with "Records not imported into " (libgedcom's __check_msgs, note type "GEDCOM
import"). And for pointers to records the file lacks (GEDCOM 7's @VOID@ included) it makes the
missing person or family, and one note listing them: "Objects referenced by this note were
missing in a file imported on …". Those notes are about Gramps' import, not data of the file, so
"notes" leaves them out: the table compares only the file's own notes.
"""
import json
import sys
import tempfile

from gramps.cli.user import User
from gramps.gen.db.utils import make_database
from gramps.plugins.importer.importgedcom import importData

# How the notes Gramps writes about its own import problems begin (gramps/plugins/lib/libgedcom.py).
IMPORT_PROBLEM_PREFIXES = (
    "Records not imported into ",
    "Objects referenced by this note were missing in a file imported on ",
)


def data_notes(db):
    return sum(
        1 for note in db.iter_notes() if not note.get().startswith(IMPORT_PROBLEM_PREFIXES)
    )


counts = {}
for path in sys.argv[1:]:
    db = make_database("sqlite")
    db.load(tempfile.mkdtemp())
    importData(db, path, User())
    counts[path] = {
        "people": db.get_number_of_people(),
        "families": db.get_number_of_families(),
        "events": db.get_number_of_events(),
        "places": db.get_number_of_places(),
        "notes": data_notes(db),
        "sources": db.get_number_of_sources(),
        "citations": db.get_number_of_citations(),
        "media": db.get_number_of_media(),
        "repositories": db.get_number_of_repositories(),
    }
    db.close()
print(json.dumps(counts))
