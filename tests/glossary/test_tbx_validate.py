"""TBX in and out, and glossary validation with file and line."""

from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.glossary.model import load_glossary
from pipeline.ingest.tbx import read_tbx
from pipeline.report.tbx import write_tbx
from tests.conftest import GLOSSARY


def test_tbx_round_trip_keeps_every_field(tmp_path: Path):
    glossary = load_glossary([GLOSSARY], "fr")
    path = tmp_path / "g.tbx"
    write_tbx(path, glossary.entries, "fr")
    back = read_tbx(path, "fr")
    assert len(back) == len(glossary.entries)
    for a, b in zip(glossary.entries, back, strict=True):
        assert (a.kind, a.en, a.target, a.forbidden, a.outdated, a.note, a.context) == \
            (b.kind, b.en, b.target, b.forbidden, b.outdated, b.note, b.context)


def test_import_tbx_v2_martif(tmp_path: Path):
    path = tmp_path / "old.tbx"
    path.write_text("""<?xml version="1.0"?>
<martif type="TBX" xml:lang="en"><text><body>
<termEntry id="1"><langSet xml:lang="en"><tig><term>library</term></tig></langSet>
<langSet xml:lang="fr-FR"><tig><term>bibliothèque</term></tig>
<tig><term>librairie</term><termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote></tig>
</langSet></termEntry></body></text></martif>""", encoding="utf-8")
    (entry,) = read_tbx(path, "fr")
    assert (entry.en, entry.target, entry.forbidden) == ("library", ("bibliothèque",),
                                                         ("librairie",))


@pytest.mark.parametrize("payload", [
    """<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">
<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]><tbx>&lol2;</tbx>""",
    """<?xml version="1.0"?><!DOCTYPE tbx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<tbx>&xxe;</tbx>""",
])
def test_entities_are_refused(tmp_path: Path, payload: str):
    path = tmp_path / "evil.tbx"
    path.write_text(payload, encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        read_tbx(path, "fr")
    assert err.value.code == "E161"


def test_malformed_tbx_names_the_line(tmp_path: Path):
    path = tmp_path / "bad.tbx"
    path.write_text("<tbx>\n<text>\n<body>\n</text>\n</tbx>\n", encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        read_tbx(path, "fr")
    assert (err.value.code, err.value.line) == ("E160", 4)


def test_import_and_export_commands(tmp_path: Path):
    runner = CliRunner()
    tbx = tmp_path / "g.tbx"
    assert runner.invoke(main, ["glossary", "export-tbx", "--out", str(tbx)]).exit_code == 0
    out = tmp_path / "imported"
    result = runner.invoke(main, ["glossary", "import-tbx", str(tbx), "--out", str(out)])
    assert result.exit_code == 0, result.output
    again = load_glossary([out], "fr")
    assert [(e.kind, e.en, e.target) for e in again.entries] == [
        (e.kind, e.en, e.target) for e in load_glossary([GLOSSARY], "fr").entries
        if e.kind == "term"] + [
        (e.kind, e.en, e.target) for e in load_glossary([GLOSSARY], "fr").entries
        if e.kind == "card"]


def test_validate_reports_problems_with_file_and_line(tmp_path: Path):
    (tmp_path / "terms.csv").write_text(
        "en,fr,forbidden,outdated,context,note\n"
        "damage,blessures,dégâts,,,\n"          # 2
        "damage,dommages,,,,\n"                 # 3 conflict with 2
        "library,,librairie,,,\n"               # 4 empty French
        "counter,marqueur,compteur,,pos=THING,\n"  # 5 bad context
        "library,bibliothèque,bibliothèque,,,\n"   # 6 accepted and forbidden
        "[a-z]+,x,,,,\n"                        # 7 a pattern
        "damage,blessures,,,,\n",               # 8 repeats 2
        encoding="utf-8")
    result = CliRunner().invoke(main, ["glossary", "validate", str(tmp_path)])
    assert result.exit_code == 3
    lines = [line.replace(str(tmp_path) + "/", "") for line in result.output.splitlines()]
    assert lines[:6] == [
        "terms.csv:3: error G202 'damage' conflicts with line 2: dommages against blessures",
        "terms.csv:4: error E131 empty fr form in row 'library'",
        "terms.csv:5: error E132 unknown part of speech ['THING']",
        "terms.csv:6: error G203 'library': ['bibliothèque'] both accepted and forbidden or "
        "outdated",
        "terms.csv:7: warning G204 '[a-z]+' looks like a pattern or is not a term; it is "
        "matched literally",
        "terms.csv:8: warning G201 'damage' repeats line 2",
    ]


def test_shipped_glossary_is_clean_and_deep():
    result = CliRunner().invoke(main, ["glossary", "validate"])
    assert result.exit_code == 0
    assert "0 errors, 0 warnings" in result.output
    glossary = load_glossary([GLOSSARY], "fr")
    assert len(glossary.terms) >= 250
    assert all(e.note for e in glossary.terms)
