"""report.xlf: valid XLIFF 2.0 (checked against the OASIS schema), findings as notes and
ITS-marked spans, any text carried intact, and the round trip through import-fixes."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner
from lxml import etree

from pipeline.cli import main
from pipeline.ingest.exchange import read_xliff
from pipeline.ingest.pages import read_page

from .conftest import CORPUS

SCHEMA = Path(sys.prefix) / "share" / "xliff" / "xliff-core-2.0.xsd"
NS = {"x": "urn:oasis:names:tc:xliff:document:2.0", "its": "http://www.w3.org/2005/11/its",
      "rq": "urn:rulings-qa:xliff"}
HEADER = "Clarifications officielles de Wizards of the Coast."
DATE = "12 janvier 2024 · source : wotc"


@pytest.fixture(scope="module")
def schema() -> etree.XMLSchema:
    if not SCHEMA.is_file():
        pytest.skip(f"the OASIS XLIFF 2.0 schema is not in {SCHEMA.parent.name}/ of the "
                    "virtual environment: `make schemas` fetches it from Debian")
    return etree.XMLSchema(etree.parse(str(SCHEMA)))


def _run(corpus: Path, out: Path, *extra: str) -> Path:
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet",
                                       *extra])
    assert result.exit_code == 0, result.output
    return out / "latest"


@pytest.fixture(scope="module")
def shipped(tmp_path_factory) -> Path:
    """The shipped corpus, copied so that fixes can be imported into it."""
    root = tmp_path_factory.mktemp("shipped")
    corpus = root / "corpus"
    shutil.copytree(CORPUS, corpus)
    _run(corpus, root / "out")
    return root


def test_report_xlf_is_valid_xliff_2(schema, shipped: Path):
    doc = etree.parse(str(shipped / "out" / "latest" / "report.xlf"))
    assert schema.validate(doc), schema.error_log
    flagged = pd.read_csv(shipped / "out" / "latest" / "rulings.csv").query("status == 'review'")
    units = doc.findall(".//x:unit", NS)
    assert len(units) == len(flagged) == 37
    # the schema is not a formality: the same file without srcLang is refused
    doc.getroot().attrib.pop("srcLang")
    assert not schema.validate(doc)


def test_findings_are_notes_and_marked_spans(shipped: Path):
    doc = etree.parse(str(shipped / "out" / "latest" / "report.xlf"))
    unit = doc.find(".//x:unit[@name='abstruse-archaic #3']", NS)
    notes = [n.text for n in unit.findall(".//x:note", NS)]
    assert notes == ["major · terminology (terminology): counter: « compteurs » is wrong here; "
                     "the game's term is « marqueur » — expected: marqueur — found: compteurs"]
    (mrk,) = unit.findall(".//x:target/x:mrk", NS)
    assert mrk.text == "compteurs"
    assert mrk.get(f"{{{NS['its']}}}locQualityIssueType") == "terminology"
    assert mrk.get(f"{{{NS['its']}}}locQualityIssueSeverity") == "60"
    target = "".join(unit.find("x:segment/x:target", NS).itertext())
    page = read_page(CORPUS / "fr" / "abstruse-archaic.txt")
    assert target == page.rulings[2].text  # the markup adds nothing to the text


def test_the_corrected_translation_is_a_translation_candidate(schema, shipped: Path):
    """A flagged ruling with suggested corrections carries its corrected translation as an
    XLIFF 2.0 Translation Candidates match of origin rulings-qa for its segment; one
    without has none."""
    doc = etree.parse(str(shipped / "out" / "latest" / "report.xlf"))
    rulings = pd.read_csv(shipped / "out" / "latest" / "rulings.csv", keep_default_na=False)
    corrected = {f"{r.doc} #{r.en_index}": r.fr_suggested for r in rulings.itertuples()}
    mtc = "{urn:oasis:names:tc:xliff:matches:2.0}"
    with_candidate = 0
    for unit in doc.findall(".//x:unit", NS):
        matches = unit.findall(f"{mtc}matches/{mtc}match")
        if not corrected[unit.get("name")]:
            assert matches == []
            continue
        (match,) = matches
        assert match.get("origin") == "rulings-qa" and match.get("ref") == "#s1"
        assert "".join(match.find("x:target", NS).itertext()) == corrected[unit.get("name")]
        with_candidate += 1
    assert with_candidate >= 20
    unit = doc.find(".//x:unit[@name='abstruse-archaic #3']", NS)
    candidate = "".join(unit.find(f"{mtc}matches/{mtc}match/x:target", NS).itertext())
    assert "un nombre de marqueurs à retirer" in candidate


def test_any_text_survives_the_export(schema, tmp_path: Path):
    en = 'Tap <script>alert(1)</script> target creature "]]>" & untap it.'
    fr = "Engagez <script>alert(1)</script> la créature\x01 ciblée « ]]> » & \x0bdégagez-la."
    root = tmp_path / "corpus"
    for side, text in (("en", en), ("fr", fr)):
        (root / side).mkdir(parents=True)
        (root / side / "p.txt").write_text(f"{HEADER}\n{DATE}\n{text}\nDégâts.\n"
                                           if side == "fr" else f"{HEADER}\n{DATE}\n{text}\n",
                                           encoding="utf-8")
    latest = _run(root, tmp_path / "out")
    doc = etree.parse(str(latest / "report.xlf"))
    assert schema.validate(doc), schema.error_log
    (unit,) = read_xliff(latest / "report.xlf", "fr")
    assert unit.source == en
    assert unit.target == read_page(root / "fr" / "p.txt").rulings[0].text
    assert [c.get("hex") for c in doc.iterfind(".//x:segment//x:cp", NS)] == ["0001", "000B"]


def _edit(xlf: Path, name: str, text: str | None = None, state: str | None = None) -> None:
    doc = etree.parse(str(xlf))
    unit = doc.find(f".//x:unit[@name='{name}']", NS)
    if text is not None:
        target = unit.find("x:segment/x:target", NS)
        for child in list(target):
            target.remove(child)
        target.text = text
    if state is not None:
        unit.find(".//x:segment", NS).set("state", state)
    doc.write(str(xlf), encoding="UTF-8", xml_declaration=True)


def test_round_trip_sets_the_reference(shipped: Path, tmp_path: Path):
    corpus = shipped / "corpus"
    xlf = tmp_path / "reviewed.xlf"
    shutil.copy(shipped / "out" / "latest" / "report.xlf", xlf)
    fixed = ("Si le coût de la capacité activée comporte un choix, comme une créature à "
             "sacrifier ou un nombre de marqueurs à retirer, la copie reprend ces choix. "
             "Vous ne pouvez pas payer le coût une seconde fois.")
    _edit(xlf, "abstruse-archaic #3", text=fixed)
    _edit(xlf, "abstruse-archaic #2", state="reviewed")  # approved as it stands
    before = read_page(corpus / "reference" / "fr" / "abstruse-archaic.txt")
    result = CliRunner().invoke(main, ["import-fixes", str(xlf), str(corpus)])
    assert result.exit_code == 0, result.output
    assert "2 fix(es) imported (abstruse-archaic #2, abstruse-archaic #3); 35 unit(s) " \
           "unchanged; 0 refused" in result.output
    after = read_page(corpus / "reference" / "fr" / "abstruse-archaic.txt")
    machine = read_page(corpus / "fr" / "abstruse-archaic.txt")
    assert after.rulings[2].text == fixed
    assert after.rulings[1].text == machine.rulings[1].text
    assert [r.text for r in after.rulings[3:]] == [r.text for r in before.rulings[3:]]
    assert [(r.date, r.source) for r in after.rulings] == [(r.date, r.source)
                                                            for r in before.rulings]
    # the next run measures the translation against the new reference
    latest = _run(corpus, tmp_path / "out")
    rows = pd.read_csv(latest / "rulings.csv", keep_default_na=False).set_index(
        ["doc", "en_index"])
    assert float(rows.loc[("abstruse-archaic", 2), "chrf"]) == 100
    earlier = pd.read_csv(shipped / "out" / "latest" / "rulings.csv",
                          keep_default_na=False).set_index(["doc", "en_index"])
    assert float(rows.loc[("abstruse-archaic", 3), "chrf"]) < float(
        earlier.loc[("abstruse-archaic", 3), "chrf"])
    assert "reprend" in (latest / "report.html").read_text(encoding="utf-8")


def test_a_fix_for_changed_english_is_refused(shipped: Path, tmp_path: Path):
    corpus = tmp_path / "corpus"
    shutil.copytree(shipped / "corpus", corpus)
    xlf = tmp_path / "reviewed.xlf"
    shutil.copy(shipped / "out" / "latest" / "report.xlf", xlf)
    _edit(xlf, "arcee #2", text="Une traduction relue.")
    page = corpus / "en" / "arcee.txt"
    text = page.read_text(encoding="utf-8")
    first = read_page(page).rulings[1].text
    page.write_text(text.replace(first, first + " Updated."), encoding="utf-8")
    reference = (corpus / "reference" / "fr" / "arcee.txt").read_bytes()
    result = CliRunner().invoke(main, ["import-fixes", str(xlf), str(corpus)])
    assert result.exit_code == 1
    assert "refused: arcee #2: its English ruling is no longer in the input" in result.output
    assert (corpus / "reference" / "fr" / "arcee.txt").read_bytes() == reference


def test_round_trip_into_a_table(tmp_path: Path):
    table = tmp_path / "pairs.csv"
    pd.DataFrame({"id": ["a", "b"], "en": ["Put a +1/+1 counter on it.", "Draw a card."],
                  "fr": ["Mettez un compteur +1/+1 dessus.", "Piochez une carte."]}).to_csv(
        table, index=False)
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", "--pairs", str(table), "--out", str(out)])
    assert result.exit_code == 0, result.output
    xlf = out / "latest" / "report.xlf"
    assert [u.id for u in read_xliff(xlf, "fr")] == ["u1"]
    _edit(xlf, "pairs #1", text="Mettez un marqueur +1/+1 dessus.")
    result = CliRunner().invoke(main, ["import-fixes", str(xlf), "--pairs", str(table)])
    assert result.exit_code == 0, result.output
    frame = pd.read_csv(table, keep_default_na=False)
    assert frame["ref"].tolist() == ["Mettez un marqueur +1/+1 dessus.", ""]
    assert frame["fr"].tolist() == ["Mettez un compteur +1/+1 dessus.", "Piochez une carte."]
