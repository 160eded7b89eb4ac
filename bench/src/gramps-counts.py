"""What Gramps finds in GEDCOM files: its importer's counts of each kind of record.

    /usr/bin/python3 -O bench/src/gramps-counts.py a.ged b.ged ...

Prints one JSON object: file -> { people, families, events, places, notes, sources, citations,
media, repositories }. Gramps makes a note of every line it cannot place, so "notes" counts
those too.
"""
import json
import sys
import tempfile

from gramps.cli.user import User
from gramps.gen.db.utils import make_database
from gramps.plugins.importer.importgedcom import importData

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
        "notes": db.get_number_of_notes(),
        "sources": db.get_number_of_sources(),
        "citations": db.get_number_of_citations(),
        "media": db.get_number_of_media(),
        "repositories": db.get_number_of_repositories(),
    }
    db.close()
print(json.dumps(counts))
