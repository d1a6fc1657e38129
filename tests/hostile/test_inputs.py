"""Broken and hostile input: a clear error naming file and line, or a finding; never a
traceback, never a ruling lost."""

import csv
import io
import json
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.errors import PipelineError
from pipeline.ingest.pages import decode, parse_page, read_page
from pipeline.report.csvout import to_csv
from pipeline.report.rows import FINDING_COLUMNS

H = "Clarifications officielles de Wizards of the Coast."
D = "12 janvier 2024 · source : wotc"


def _parse(text: str):
    return parse_page(decode(text.encode("utf-8"), "p.txt"), "p", "p.txt")


@pytest.mark.parametrize(("text", "code", "line", "message"), [
    (f"{H}\n12 brumaire 2024 · source : wotc\nx\n", "E102", 2, "unknown month 'brumaire'"),
    (f"{H}\n31 février 2024 · source : wotc\nx\n", "E102", 2, "no such date: '31 février 2024'"),
    (f"{H}\n12 janvier 2024 source wotc\nx\n", "E102", 2, "malformed date line"),
    (f"{H}\nstray words\n{D}\nx\n", "E103", 2, "text before the first date line"),
    (f"{H}\n{D}\n\n{D}\nx\n", "E104", 2, "entry with no text"),
    (f"{H}\n{D}\nA\x00B\n", "E106", 3, "NUL character at offset"),
])
def test_malformed_pages(text, code, line, message):
    with pytest.raises(PipelineError) as err:
        _parse(text)
    assert (err.value.code, err.value.line) == (code, line)
    assert message in err.value.message


def test_tolerated_page_shapes():
    assert _parse(f"{D}\nNo header here.\n").rulings[0].text == "No header here."
    assert _parse(f"{H}\n").rulings == []
    mixed = _parse(f"{H}\r\n{D}\rfirst line\nsecond\r\n{D}\r\n\ufeffthird\ufeff\n")
    assert [r.text for r in mixed.rulings] == ["first line\nsecond", "third"]
    long_line = "word " * 1_000_000  # a 5 MB single line
    assert len(_parse(f"{H}\n{D}\n{long_line}\n").rulings[0].text) == len(long_line) - 1


def test_invalid_utf8_and_legacy_encoding(tmp_path: Path):
    path = tmp_path / "legacy.txt"
    path.write_bytes(f"{H}\n{D}\nInflige 3 blessures à la créature.\n".encode("cp1252"))
    with pytest.raises(PipelineError) as err:
        read_page(path)
    assert err.value.code == "E105" and "byte offset" in err.value.message
    assert read_page(path, encoding="cp1252").rulings[0].text.endswith("créature.")


def _corpus(root: Path, en: dict[str, str], fr: dict[str, str]) -> Path:
    for lang, pages in (("en", en), ("fr", fr)):
        (root / lang).mkdir(parents=True, exist_ok=True)
        for name, text in pages.items():
            (root / lang / name).write_text(text, encoding="utf-8")
    return root


def _findings(out: Path) -> pd.DataFrame:
    return pd.read_csv(out / "latest" / "findings.csv", dtype=str, keep_default_na=False)


def test_pages_without_their_counterpart_and_every_ruling_accounted_for(tmp_path: Path):
    en_only = f"{H}\n{D}\nDraw a card.\n{D}\nExile target creature.\n"
    fr_only = f"{H}\n{D}\nPiochez une carte.\n"
    root = _corpus(tmp_path / "c", {"a.txt": en_only, "bad.txt": f"{H}\nstray\n"},
                   {"b.txt": fr_only})
    out = tmp_path / "o"
    assert CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--quiet"]).exit_code == 0
    rulings = pd.read_csv(out / "latest" / "rulings.csv", dtype=str, keep_default_na=False)
    assert rulings[["doc", "en_index", "pair_kind"]].values.tolist() == [
        ["a", "1", "missing"], ["a", "2", "missing"]]
    assert _findings(out)[["doc", "check_id"]].values.tolist() == [
        ["a", "missing-translation"], ["a", "missing-translation"], ["b", "extra-translation"]]
    summary = json.loads((out / "latest" / "summary.json").read_text(encoding="utf-8"))
    assert summary["counts"]["rulings_read"] == 2 and summary["counts"]["extra"] == 1
    assert [p.split(" ")[0] for p in summary["problems"]] == ["E103"]
    assert "bad.txt:2:" in summary["problems"][0]


def test_page_names_differing_in_case_are_reported(tmp_path: Path):
    page = f"{H}\n{D}\nDraw a card.\n"
    root = _corpus(tmp_path / "c", {"Mirror.txt": page, "mirror.txt": page},
                   {"Mirror.txt": f"{H}\n{D}\nPiochez une carte.\n"})
    out = tmp_path / "o"
    assert CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--quiet"]).exit_code == 0
    summary = json.loads((out / "latest" / "summary.json").read_text(encoding="utf-8"))
    assert any(p.startswith("E111") and "Mirror, mirror" in p for p in summary["problems"])


XSS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; --",
       "=HYPERLINK(\"http://evil\",\"x\")"]


@pytest.mark.parametrize("payload", XSS)
def test_corpus_text_is_inert_in_html_and_csv(tmp_path: Path, payload: str):
    root = _corpus(tmp_path / "c", {"x.txt": f"{H}\n{D}\nDeal 3 damage. {payload}\n"},
                   {"x.txt": f"{H}\n{D}\nInfligez 3 dégâts. {payload}\n"})
    out = tmp_path / "o"
    assert CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--quiet"]).exit_code == 0
    html = (out / "latest" / "report.html").read_text(encoding="utf-8")
    assert payload not in html or payload == "'; --"
    assert "<script>alert" not in html and "<img src=x" not in html
    assert "Content-Security-Policy" in html and "default-src 'none'" in html


def test_csv_neutralises_formulas_and_round_trips_through_pandas():
    rows = [{"a": "+1/+1", "b": "=SUM(A1)", "c": "-1/-1", "d": "@x", "e": "\tx",
             "f": 'quote " comma , newline\nend', "g": "é «\u00a0»"}]
    columns = list(rows[0])
    safe = pd.read_csv(io.StringIO(to_csv(columns, rows)), dtype=str, keep_default_na=False)
    assert safe.iloc[0].tolist() == ["'+1/+1", "'=SUM(A1)", "'-1/-1", "'@x", "'\tx",
                                     'quote " comma , newline\nend', "é «\u00a0»"]
    raw = pd.read_csv(io.StringIO(to_csv(columns, rows, raw=True)), dtype=str,
                      keep_default_na=False)
    assert raw.iloc[0].tolist() == [rows[0][c] for c in columns]
    parsed = list(csv.reader(io.StringIO(to_csv(columns, rows, raw=True))))
    assert parsed[1] == [rows[0][c] for c in columns]


def test_out_stays_inside_the_folder_given(tmp_path: Path):
    root = _corpus(tmp_path / "c", {"..%2F..%2Fescape.txt": f"{H}\n{D}\nDraw a card.\n"},
                   {"..%2F..%2Fescape.txt": f"{H}\n{D}\nPiochez une carte.\n"})
    out = tmp_path / "o"
    before = {p for p in tmp_path.rglob("*") if not p.is_relative_to(out)}
    assert CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--quiet"]).exit_code == 0
    after = {p for p in tmp_path.rglob("*") if not p.is_relative_to(out)}
    assert after == before


def test_findings_xlsx_sheets_hold_text_never_formulas(tmp_path: Path):
    from openpyxl import load_workbook

    root = tmp_path / "corpus"
    (root / "en").mkdir(parents=True)
    (root / "fr").mkdir()
    en = "=HYPERLINK(\"http://x\") deals damage to any target.\x01"
    fr = "=HYPERLINK(\"http://x\") inflige des dégâts à n'importe quelle cible.\x01"
    (root / "en" / "p.txt").write_text(f"{H}\n{D}\n{en}\n", encoding="utf-8")
    (root / "fr" / "p.txt").write_text(f"{H}\n{D}\n{fr}\n", encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--xlsx"])
    assert result.exit_code == 0, result.output
    book = load_workbook(out / "latest" / "findings.xlsx")
    assert book.sheetnames == ["critical", "major", "minor", "resolved"]
    csv_rows = pd.read_csv(out / "latest" / "findings.csv", keep_default_na=False,
                           dtype=str)
    rows = [dict(zip(FINDING_COLUMNS, row, strict=True))
            for name in ("critical", "major", "minor")
            for row in book[name].iter_rows(min_row=2, values_only=True)]
    assert len(rows) == len(csv_rows) > 0
    assert {r["check_id"] for r in rows} >= {"terminology"}
    major = [r for r in rows if r["check_id"] == "terminology"][0]
    assert major["severity"] == "major" and major["found"] == "inflige des dégâts"
    cells = [c for name in book.sheetnames for row in book[name].iter_rows() for c in row]
    assert all(c.data_type == "s" for c in cells if c.value)  # no formula cell anywhere
    assert any(str(c.value).startswith("=HYPERLINK") for c in cells)
    assert any("cible.\u2401" in str(c.value) for c in cells)


def test_card_names_and_glossary_entries_are_inert_too(tmp_path: Path):
    glossary = tmp_path / "g"
    glossary.mkdir()
    (glossary / "cards.csv").write_text(
        'en,fr,forbidden,note\nScript Golem,"Golem <img src=x onerror=alert(1)>",,\n',
        encoding="utf-8")
    (glossary / "terms.csv").write_text(
        'en,fr,forbidden,note\ndamage,"<script>alert(2)</script>",dégâts,"<b>x</b>"\n',
        encoding="utf-8")
    root = _corpus(tmp_path / "c", {"x.txt": f"{H}\n{D}\nScript Golem deals 3 damage.\n"},
                   {"x.txt": f"{H}\n{D}\nScript Golem inflige 3 dégâts.\n"})
    out = tmp_path / "o"
    result = CliRunner().invoke(main, ["run", str(root), "--out", str(out), "--quiet",
                                       "--glossary", str(glossary)])
    assert result.exit_code == 0, result.output
    findings = _findings(out)
    assert set(findings["expected"]) == {"Golem <img src=x onerror=alert(1)>",
                                         "<script>alert(2)</script>"}
    html = (out / "latest" / "report.html").read_text(encoding="utf-8")
    assert "<img src=x" not in html and "<script>alert" not in html
    assert "&lt;img src=x onerror=alert(1)&gt;" in html
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in html
