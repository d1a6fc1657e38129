"""TMX and XLIFF files as bilingual input: units, inline markup, languages."""

from __future__ import annotations

from pathlib import Path

from pipeline.ingest.tables import Columns, read_pairs
from pipeline.models import PairKind

TMX = """<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4"><header srclang="en-US" datatype="plaintext" segtype="paragraph"
 adminlang="en" creationtool="t" creationtoolversion="1" o-tmf="t"/>
<body>
<tu tuid="r1"><tuv xml:lang="en-US"><seg>Put a +1/+1 counter on <bpt i="1">&lt;b&gt;</bpt>target<ept i="1">&lt;/b&gt;</ept> creature.</seg></tuv>
<tuv xml:lang="fr-FR"><seg>Mettez un marqueur +1/+1 sur une créature <hi>ciblée</hi>.<ph>&lt;br/&gt;</ph></seg></tuv></tu>
<tu tuid="r2"><tuv xml:lang="en"><seg>Draw two cards.</seg></tuv><tuv xml:lang="de"><seg>Ziehe zwei Karten.</seg></tuv></tu>
</body></tmx>
"""

XLIFF2 = """<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr">
 <file id="f1" original="page">
  <unit id="a"><segment><source>Tap it.</source><target>Engagez-le.</target></segment>
   <ignorable><source> </source></ignorable>
   <segment><source>Draw<cp hex="00A0"/>a card.</source><target>Piochez <pc id="1">une</pc> carte.</target></segment></unit>
  <unit id="b"><segment><source>Exile it.</source></segment></unit>
 </file>
</xliff>
"""

XLIFF12 = """<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
 <file original="a" source-language="en" target-language="fr-CA" datatype="plaintext"><body>
  <trans-unit id="1"><source>Sacrifice <g id="1">it</g>.</source><target>Sacrifiez-<x id="2"/>le.</target></trans-unit>
 </body></file>
 <file original="b" source-language="en" target-language="fr" datatype="plaintext"><body>
  <trans-unit id="1"><source>Scry 2.</source><target>Regard 2.</target></trans-unit>
 </body></file>
</xliff>
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_tmx_units_with_inline_codes_left_out(tmp_path: Path):
    pairs = read_pairs(_write(tmp_path, "cards.tmx", TMX), Columns(lang="fr"))
    assert [(p.en.source, p.en.text, p.fr.text if p.fr else None, p.kind) for p in pairs] == [
        ("r1", "Put a +1/+1 counter on target creature.",
         "Mettez un marqueur +1/+1 sur une créature ciblée.", PairKind.MATCHED),
        ("r2", "Draw two cards.", None, PairKind.MISSING),  # no French variant
    ]


def test_xliff2_segments_are_joined_and_markup_kept_as_text(tmp_path: Path):
    pairs = read_pairs(_write(tmp_path, "page.xlf", XLIFF2), Columns(lang="fr"))
    assert [(p.en.source, p.en.text, p.fr.text if p.fr else None) for p in pairs] == [
        ("a", "Tap it. Draw\u00a0a card.", "Engagez-le. Piochez une carte."),
        ("b", "Exile it.", None),
    ]


def test_xliff12_with_two_files_names_units_by_file(tmp_path: Path):
    pairs = read_pairs(_write(tmp_path, "two.xliff", XLIFF12), Columns(lang="fr"))
    assert [(p.en.source, p.en.text, p.fr.text) for p in pairs] == [
        ("a#1", "Sacrifice it.", "Sacrifiez-le."), ("b#1", "Scry 2.", "Regard 2.")]
