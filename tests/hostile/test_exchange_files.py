"""Malformed and hostile TMX and XLIFF: each gets its exact coded error, never a traceback,
and entities are never expanded."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.ingest.tables import Columns, read_pairs

BILLION_LAUGHS = """<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">
<!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>"""
XXE = """<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"""


@pytest.mark.parametrize(("name", "text", "code", "line", "message"), [
    ("bad.tmx", "<tmx version='1.4'>\n<body>\n<tu><tuv xml:lang='en'><seg>a</tuv>\n</body></tmx>",
     "E160", 3, "malformed XML: mismatched tag"),
    ("bad.xlf", "<xliff version='2.0' srcLang='en'>\n<file id='f'>\n", "E160", 3,
     "malformed XML: no element found"),
    ("bad.xlf", "", "E160", 1, "malformed XML: no element found"),
    ("lol.tmx", BILLION_LAUGHS + "<tmx>&lol2;</tmx>", "E161", None,
     "refused: EntitiesForbidden (entities are never expanded)"),
    ("xxe.xlf", XXE + "<xliff version='2.0'>&xxe;</xliff>", "E161", None,
     "refused: EntitiesForbidden (entities are never expanded)"),
    ("de.xlf", "<xliff version='2.0' srcLang='en' trgLang='de-DE'><file id='f'/></xliff>",
     "E124", None, "target language is 'de', not 'fr'"),
    ("fr.xlf", "<xliff version='1.2'><file source-language='fr' target-language='en'/></xliff>",
     "E124", None, "source language is 'fr', not English"),
    ("v3.xlf", "<xliff version='3.0'/>", "E124", None,
     "unknown XLIFF version '3.0' (read: 1.2, 2.0)"),
    ("html.xlf", "<html><body/></html>", "E124", None, "not XLIFF: the root element is <html>"),
    ("po.tmx", "<po/>", "E124", None, "not TMX: the root element is <po>"),
    ("dup.tmx", "<tmx><body><tu tuid='a'><tuv xml:lang='en'><seg>x</seg></tuv></tu>"
     "<tu tuid='a'><tuv xml:lang='en'><seg>y</seg></tuv></tu></body></tmx>", "E122", None,
     "id 'a' repeats unit 1"),
    ("empty.tmx", "<tmx><body><tu tuid='a'><tuv xml:lang='fr'><seg>x</seg></tuv></tu></body></tmx>",
     "E123", None, "row 'a' has no English text"),
])
def test_malformed_exchange_files(tmp_path: Path, name, text, code, line, message):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        read_pairs(path, Columns(lang="fr"))
    assert (err.value.code, err.value.line) == (code, line)
    assert err.value.message.startswith(message)


def test_wrong_declared_encoding_is_an_error_with_the_offset(tmp_path: Path):
    path = tmp_path / "latin.tmx"
    path.write_bytes('<?xml version="1.0" encoding="UTF-8"?><tmx><body><tu><tuv xml:lang="en">'
                     '<seg>Déjà</seg></tuv></tu></body></tmx>'.encode("latin-1"))
    with pytest.raises(PipelineError) as err:
        read_pairs(path, Columns(lang="fr"))
    assert (err.value.code, err.value.line) == ("E160", 1)
    assert "not well-formed (invalid token)" in err.value.message


def test_command_line_reports_a_broken_xliff_in_one_line(tmp_path: Path):
    path = tmp_path / "bad.xlf"
    path.write_text("<xliff version='2.0'>\n<file>\n</xliff>", encoding="utf-8")
    result = CliRunner().invoke(main, ["run", "--pairs", str(path), "--out", str(tmp_path / "o")])
    assert result.exit_code == 1
    assert result.output.startswith(f"Error: E160 {path}:3: malformed XML: mismatched tag")
    assert "Traceback" not in result.output


def test_import_fixes_refuses_a_foreign_xliff(tmp_path: Path):
    xlf = tmp_path / "other.xlf"
    xlf.write_text("<xliff xmlns='urn:oasis:names:tc:xliff:document:2.0' version='2.0' "
                   "srcLang='en' trgLang='fr'><file id='f'><unit id='u'><segment>"
                   "<source>a</source><target>b</target></segment></unit></file></xliff>",
                   encoding="utf-8")
    corpus = tmp_path / "c"
    (corpus / "en").mkdir(parents=True)
    (corpus / "fr").mkdir()
    result = CliRunner().invoke(main, ["import-fixes", str(xlf), str(corpus)])
    assert result.exit_code == 1
    assert "E125" in result.output and "was not exported by rulingqa" in result.output
