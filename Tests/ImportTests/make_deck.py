"""Builds a real Anki deck with Anki's own library, for lingo's import tests and benchmark.

usage: make_deck.py OUT FORMAT [NOTES]
  FORMAT: latest (.apkg with collection.anki21b), legacy (.apkg with collection.anki21),
          colpkg (a whole-collection package, current format),
          newer (latest, its meta claiming a package version from a future Anki),
          anki2 (legacy, its collection stored as collection.anki2 alone, as Anki 2.0 wrote it)
  NOTES: extra generated Basic notes (for the benchmark); 0 by default

Writes OUT and, beside it, OUT.history.json: the review log inserted, per front word.
"""

import atexit
import json
import os
import shutil
import sys
import tempfile
import zipfile

from anki.collection import Collection, ExportAnkiPackageOptions, DeckIdLimit

DAY = 86_400_000
START = 1_767_225_600_000  # 2026-01-01T00:00:00Z in milliseconds

BASIC = [
    ("<b>el café</b>", "coffee [sound:cafe.mp3]"),
    ("el t&eacute;", "tea"),
    ("el agua", "<i>water</i>"),
    ("la leche", "milk"),
    ("el pan <img src=\"pan.jpg\">", "bread"),
    ("la manzana", "🍎"),
    ("el perro", "🐶"),
    ("el gato", "🐱"),
    ("la casa", "house"),
    ("gracias", "thank you"),
]
REVERSED = [
    ("rojo", "red"),
    ("azul", "blue"),
    ("verde", "green"),
    ("negro", "black"),
    ("blanco", "white"),
]
SENTENCES = [
    ("Quiero un café.", "I want a coffee."),
    ("El perro come pan.", "The dog eats bread."),
    ("La casa es azul.", "The house is blue."),
    ("Bebo agua con leche.", "I drink water with milk."),
]
CLOZES = [
    "Quiero {{c1::un}} café, por favor.",
    "Me gusta {{c1::la}} leche.",
    "El gato es {{c1::negro}}.",
    "Tengo {{c1::dos}} perros.",
    "Ella {{c1::bebe}} agua.",
]
# Review histories: (front word, [(day offset, ease)]).
HISTORY = [
    ("<b>el café</b>", [(0, 3), (1, 3), (4, 3), (14, 3)]),
    ("el agua", [(0, 3), (2, 4), (10, 3)]),
    ("la leche", [(0, 1), (0, 3), (1, 2), (3, 3)]),
    ("rojo", [(0, 4), (20, 3)]),
]


def main():
    out, form = sys.argv[1], sys.argv[2]
    extra = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    folder = tempfile.mkdtemp()
    atexit.register(shutil.rmtree, folder, True)  # the collection made here goes when the script ends
    col = Collection(os.path.join(folder, "collection.anki2"))
    food = col.decks.id("Spanish::Food")
    colors = col.decks.id("Spanish::Colors")
    phrases = col.decks.id("Spanish::Phrases")
    ids = {}
    for front, back in BASIC:
        ids[front] = add(col, "Basic", food, Front=front, Back=back)
    for front, back in REVERSED:
        ids[front] = add(col, "Basic (and reversed card)", colors, Front=front, Back=back)
    for front, back in SENTENCES:
        add(col, "Basic", phrases, Front=front, Back=back)
    for text in CLOZES:
        add(col, "Cloze", phrases, Text=text)
    for i in range(extra):
        deck = col.decks.id(f"Big::Part {i // 1000 + 1}")
        if i % 7 == 3:
            add(col, "Cloze", deck, Text=f"Tengo {{{{c1::cosa{i}}}}} en casa.")
        elif i % 5 == 1:
            add(col, "Basic", deck, Front=f"El perro{i} come pan.", Back=f"The dog{i} eats bread.")
        else:
            add(col, "Basic (and reversed card)" if i % 2 else "Basic", deck, Front=f"palabra{i}", Back=f"word{i}")
    history = {}
    revlog_id = START
    for front, reviews in HISTORY:
        card = col.get_note(ids[front]).cards()[0]
        entries = []
        for day, ease in reviews:
            revlog_id += 60_000
            at = START + day * DAY + (revlog_id - START) % DAY
            col.db.execute(
                "insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type)"
                " values (?, ?, -1, ?, 1, 0, 2500, 5000, 1)",
                at, card.id, ease)
            entries.append({"at": at, "ease": ease})
        history[front] = entries
    if form == "colpkg":
        col.export_collection_package(out, include_media=True, legacy=False)
    else:
        options = ExportAnkiPackageOptions(
            with_scheduling=True, with_deck_configs=False, with_media=True, legacy=form in ("legacy", "anki2"))
        limit = DeckIdLimit(col.decks.id("Big" if extra else "Spanish"))
        col.export_anki_package(out_path=out, options=options, limit=limit)
    if form == "anki2":
        with zipfile.ZipFile(out) as old:
            entries = {name: old.read(name) for name in old.namelist()}
        entries["collection.anki2"] = entries.pop("collection.anki21")
        entries.pop("meta", None)
        with zipfile.ZipFile(out, "w") as new:
            for name, data in entries.items():
                new.writestr(name, data)
    if form == "newer":
        with zipfile.ZipFile(out) as old:
            entries = {name: old.read(name) for name in old.namelist()}
        entries["meta"] = bytes([0x08, 0x09])
        with zipfile.ZipFile(out, "w") as new:
            for name, data in entries.items():
                new.writestr(name, data)
    with open(out + ".history.json", "w") as f:
        json.dump(history, f, ensure_ascii=False)


def add(col, model, deck, **fields):
    note = col.new_note(col.models.by_name(model))
    for name, value in fields.items():
        note[name] = value
    col.add_note(note, deck)
    return note.id


main()
