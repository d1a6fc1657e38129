"""Glossary input during a run: repeated and conflicting rows, a 100,000-row card file,
and a check that fails; each is named in the summary, none stops the run."""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.checks.numbers import Numbers
from pipeline.cli import main
from pipeline.ingest.pages import read_page
from pipeline.lang import SOURCE, get_pack
from pipeline.nlp import analyzer

from ..conftest import CORPUS, GLOSSARY

H = "Clarifications officielles de Wizards of the Coast."
D = "12 janvier 2024 · source : wotc"


def _corpus(root: Path, en: list[str], fr: list[str]) -> Path:
    for side, texts in (("en", en), ("fr", fr)):
        (root / side).mkdir(parents=True)
        (root / side / "p.txt").write_text(H + "\n" + "".join(f"{D}\n{t}\n" for t in texts),
                                           encoding="utf-8")
    return root


def _run(corpus: Path, out: Path, *extra: str) -> dict:
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), *extra])
    assert result.exit_code == 0, result.output
    return json.loads((out / "latest" / "summary.json").read_text(encoding="utf-8"))


def test_repeated_and_conflicting_rows_first_wins_and_named(tmp_path: Path):
    glossary = tmp_path / "g"
    glossary.mkdir()
    (glossary / "terms.csv").write_text(
        "en,fr,forbidden,note\n"
        "damage,blessures,dégâts,\n"       # 2
        "library,bibliothèque,librairie,\n"  # 3
        "damage,dégâts,blessures,\n"       # 4: conflicts with 2
        "library,bibliothèque,,\n",        # 5: repeats 3
        encoding="utf-8")
    corpus = _corpus(tmp_path / "c", ["It deals 2 damage to you. Search your library."],
                     ["Il vous inflige 2 dégâts. Cherchez dans votre bibliothèque."])
    out = tmp_path / "out"
    data = _run(corpus, out, "--glossary", str(glossary))
    terms = glossary / "terms.csv"
    assert data["glossary"]["entries"] == 2
    assert data["glossary"]["problems"] == [
        f"{terms}:4: G202 'damage' conflicts with line 2: dégâts against blessures; the row "
        "is ignored, blessures is used",
        f"{terms}:5: G201 'library' repeats line 3; the row is ignored",
    ]
    assert data["check"] == {"terminology": 1}  # the first row wins: dégâts is wrong
    md = (out / "latest" / "summary.md").read_text(encoding="utf-8")
    assert "Glossary rows ignored (2):" in md and f"- {terms}:5: G201" in md


def test_a_card_file_of_100000_rows(tmp_path: Path):
    rng = random.Random(7)
    syllables = ["ka", "lo", "mi", "ra", "ven", "tor", "el", "dra", "quin", "bel", "sar"]
    names: set[tuple[str, str]] = set()
    while len(names) < 100_000:
        names.add(("".join(rng.choice(syllables) for _ in range(3)).capitalize(),
                   "".join(rng.choice(syllables) for _ in range(3)).capitalize()))
    glossary = tmp_path / "cards"
    glossary.mkdir()
    rows = sorted(names)
    with open(glossary / "cards.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["en", "fr", "forbidden", "note"])
        writer.writerows([f"{a} of the {b} Vale", f"{a} du val de {b}", "", ""] for a, b in rows)
    first, last = rows[0], rows[-1]
    corpus = _corpus(
        tmp_path / "c",
        [f"{first[0]} of the {first[1]} Vale can block. {last[0]} of the {last[1]} Vale can't."],
        [f"{first[0]} du val de {first[1]} peut bloquer. {last[0]} of the {last[1]} Vale ne "
         "peut pas."])
    data = _run(corpus, tmp_path / "out", "--glossary", str(GLOSSARY), "--glossary",
                str(glossary))
    assert data["glossary"]["entries"] > 100_000 and data["glossary"]["problems"] == []
    assert data["check"] == {"card-name": 1}  # the last row, left in English
    assert data["counts"]["rulings_read"] == data["counts"]["checked"] == 1


def test_a_failing_check_is_counted_and_the_others_still_run(tmp_path: Path, monkeypatch):
    def broken(self, view, ctx):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(Numbers, "check", broken)
    corpus = _corpus(tmp_path / "c", ["Draw two cards.", "It deals 2 damage to you."],
                     ["Piochez deux cartes.", "Il vous inflige 2 dégâts."])
    out = tmp_path / "out"
    data = _run(corpus, out, "--full")
    assert data["counts"]["check_errors"] == 2
    assert data["check"] == {"check-error": 2, "terminology": 1}
    md = (out / "latest" / "summary.md").read_text(encoding="utf-8")
    assert "Checks that failed on a ruling: 2" in md
    findings = (out / "latest" / "findings.csv").read_text(encoding="utf-8")
    assert "check numbers failed: ZeroDivisionError: division by zero" in findings


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_plain_phrases_tokenise_as_spacy_does(lang: str):
    """The tokenizer shortcut for phrases of plain words gives spaCy's own tokens."""
    ana = analyzer(SOURCE if lang == "en" else get_pack(lang))
    side = "en" if lang == "en" else "fr"
    words = set()
    for page in sorted((CORPUS / side).glob("*.txt")):
        for ruling in read_page(page).rulings:
            words.update(ruling.text.split())
    phrases = sorted(words) + ["cannot", "Cannot", "gonna", "aujourd hui", "Mirror Room",
                               "Galerie des miroirs", "Piscine sans fond", "Éclair de feu"]
    checked = 0
    for phrase in phrases:
        fast = ana._plain_tokens(phrase)
        if fast is None:
            continue
        checked += 1
        slow = [(t.text, t.idx) for t in ana.nlp.make_doc(phrase) if not t.is_space]
        assert [(t.text, t.start) for t in fast] == slow, phrase
    assert checked > 300
    assert ana._plain_tokens("cannot") is None if lang == "en" else True
