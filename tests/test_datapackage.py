"""datapackage.json and the Parquet tables: one schema for the CSVs, their Table Schemas
and the README; the package validates with frictionless, a broken copy does not; the
Parquet files hold the rows of the CSVs, typed."""

import csv
import json
import math
import shutil
from pathlib import Path

import pandas as pd
import pyarrow.parquet as pq
import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.report import PARQUET_FILES, REPORT_FILES
from pipeline.report.parquet import write_parquet
from pipeline.report.readme import readme_tables
from pipeline.report.rows import FINDING_COLUMNS, RULING_COLUMNS
from pipeline.report.schema import FINDING_FIELDS, FINDING_KEY, RULING_FIELDS, RULING_KEY
from tests.conftest import CORPUS, ROOT

frictionless = pytest.importorskip(
    "frictionless", reason="frictionless is not installed (pip install -e '.[dev]')")

TABLES = {"rulings": RULING_FIELDS, "findings": FINDING_FIELDS}


def _run(corpus: Path, out: Path, *options: str) -> Path:
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet",
                                       "--no-semantic", *options])
    assert result.exit_code == 0, result.output
    return (out / "latest").resolve()


def _validate(folder: Path):
    return frictionless.validate(str(folder / "datapackage.json"))


def _errors(report) -> list:
    """(resource, row, field, error type, note) of each error."""
    return [(task.name, *error) for task in report.tasks
            for error in task.flatten(["rowNumber", "fieldName", "type", "note"])]


def _rows(path: Path) -> list[dict[str, str]]:
    with open(path, encoding="utf-8", newline="") as handle:
        return list(csv.DictReader(handle))


def _write_rows(path: Path, rows: list[dict[str, str]]) -> None:
    with open(path, "w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]), lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


@pytest.fixture(scope="module")
def runs(tmp_path_factory) -> dict[str, Path]:
    """The shipped corpus run twice with --parquet: cells neutralised (the default) and
    raw (--raw-csv); and once with neither option."""
    root = tmp_path_factory.mktemp("runs")
    return {"neutralised": _run(CORPUS, root / "a", "--parquet"),
            "raw": _run(CORPUS, root / "b", "--parquet", "--raw-csv"),
            "plain": _run(CORPUS, root / "c")}


def test_the_columns_are_the_documented_contract():
    assert RULING_COLUMNS == (
        "doc", "en_index", "ruling_id", "status", "mqm_score", "n_findings", "check_ids",
        "lang", "date", "fr_index", "pair_kind", "align_score", "chrf", "ter",
        "change", "n_waived", "fr_diff", "fr_suggested")
    assert FINDING_COLUMNS == (
        "doc", "en_index", "ruling_id", "check_id", "mqm_category", "severity", "expected",
        "found", "en_excerpt", "fr_excerpt", "message", "lang", "fr_index", "en_start",
        "en_end", "fr_start", "fr_end", "finding_id", "diff", "waived", "waiver_reason",
        "suggestion", "suggestion_start", "suggestion_end", "suggestion_note")
    for fields in TABLES.values():
        assert {f.type for f in fields} <= {"string", "integer", "number"}
        assert all(f.description for f in fields)


def test_readme_column_tables_are_the_schema_rendered():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert readme_tables(text) == text, "README tables differ: run make readme-tables"
    assert "| status | string | `review` when any major or critical finding, else `ok` |" in text


def test_readme_tables_are_rewritten_between_their_markers():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    stale = text.replace("| n_findings | integer | number of findings |",
                         "| n_findings | integer | how many findings |")
    assert stale != text and readme_tables(stale) == text
    with pytest.raises(ValueError, match="findings.csv"):
        readme_tables(text.replace("<!-- end of findings.csv columns -->", ""))


@pytest.mark.parametrize("kind", ["neutralised", "raw", "plain"])
def test_every_run_folder_has_a_valid_package(runs, kind):
    folder = runs[kind]
    report = _validate(folder)
    assert report.valid, _errors(report)
    package = json.loads((folder / "datapackage.json").read_text(encoding="utf-8"))
    assert package["profile"] == "tabular-data-package"
    assert package["rulingqa"]["run_id"] == folder.name
    assert package["rulingqa"]["csv_formulas_neutralised"] == (kind != "raw")
    parquet = kind != "plain"
    assert [r["path"] for r in package["resources"]] == (
        ["rulings.csv", "rulings.parquet", "findings.csv", "findings.parquet"] if parquet
        else ["rulings.csv", "findings.csv"])
    assert all((folder / name).is_file() == parquet for name in PARQUET_FILES)
    assert all((folder / name).is_file() for name in REPORT_FILES)
    for resource in package["resources"]:
        schema = resource["schema"]
        fields = TABLES[resource["name"].removesuffix("-parquet")]
        assert [f["name"] for f in schema["fields"]] == [f.name for f in fields]
        assert schema["primaryKey"] == list(
            RULING_KEY if resource["name"].startswith("rulings") else FINDING_KEY)
        if resource["format"] == "csv":
            assert resource["dialect"]["lineTerminator"] == "\n"
            assert ("leading apostrophe" in resource["description"]) == (kind != "raw")


def test_neutralised_cells_still_validate(runs):
    """The shipped corpus has messages that begin with "+" (+1/+1 counters)."""
    rows = _rows(runs["neutralised"] / "findings.csv")
    raw = _rows(runs["raw"] / "findings.csv")
    assert any(r["message"].startswith("'+") for r in rows)
    assert any(r["message"].startswith("+") for r in raw)


def test_a_broken_copy_fails_and_names_the_field(runs, tmp_path):
    folder = tmp_path / "broken"
    shutil.copytree(runs["neutralised"], folder)
    rulings, findings = _rows(folder / "rulings.csv"), _rows(folder / "findings.csv")
    rulings[3]["status"] = "bogus"
    findings[5]["en_index"] = "x"
    findings[6]["severity"] = "fatal"
    _write_rows(folder / "rulings.csv", rulings)
    _write_rows(folder / "findings.csv", findings)
    report = _validate(folder)
    assert not report.valid
    found = {(e[0], e[1], e[2], e[3]) for e in _errors(report)}
    assert found == {("rulings", 5, "status", "constraint-error"),
                     ("findings", 7, "en_index", "type-error"),
                     ("findings", 8, "severity", "constraint-error")}, _errors(report)


def test_a_duplicate_key_fails(runs, tmp_path):
    folder = tmp_path / "twice"
    shutil.copytree(runs["raw"], folder)
    findings = _rows(folder / "findings.csv")
    _write_rows(folder / "findings.csv", findings + findings[:1])
    report = _validate(folder)
    assert [(e[0], e[3]) for e in _errors(report)] == [("findings", "primary-key")]


def _numbers(cells: list[str], kind: str) -> list:
    cast = int if kind == "integer" else float
    return [None if c == "" else cast(c) for c in cells]


def _column(frame: pd.DataFrame, name: str) -> list:
    return [None if pd.isna(v) else v for v in frame[name]]


@pytest.mark.parametrize("kind", ["neutralised", "raw"])
@pytest.mark.parametrize("table", ["rulings", "findings"])
def test_parquet_holds_the_raw_csv_rows_typed(runs, kind, table):
    frame = pd.read_parquet(runs[kind] / f"{table}.parquet")
    csv_rows = _rows(runs["raw"] / f"{table}.csv")
    assert len(frame) == len(csv_rows) > 0
    dtypes = {"string": "string", "integer": "Int64", "number": "float64"}
    for field in TABLES[table]:
        assert str(frame[field.name].dtype) == dtypes[field.type], field.name
        cells = [r[field.name] for r in csv_rows]
        if field.type == "string":
            assert list(frame[field.name]) == cells, field.name
        else:
            assert _column(frame, field.name) == _numbers(cells, field.type), field.name


def test_parquet_is_written_in_row_groups(tmp_path):
    rows = [{"doc": f"p{k}", "en_index": str(k), "mqm_score": "" if k % 3 else f"{k / 4:g}",
             "status": "=SUM(A1)"} for k in range(1, 8)]
    fields = tuple(f for f in RULING_FIELDS if f.name in rows[0])
    path = tmp_path / "t.parquet"
    write_parquet(path, fields, iter(rows), row_group=3)
    assert pq.ParquetFile(path).num_row_groups == 3
    frame = pd.read_parquet(path)
    assert list(frame["en_index"]) == list(range(1, 8))
    assert [None if math.isnan(v) else v for v in frame["mqm_score"]] == [
        None, None, 0.75, None, None, 1.5, None]
    assert set(frame["status"]) == {"=SUM(A1)"}  # as it is: Parquet is not for spreadsheets
    assert [p.name for p in tmp_path.iterdir()] == ["t.parquet"]  # no temporary file left


def test_parquet_of_no_rows_has_the_columns(tmp_path):
    write_parquet(tmp_path / "t.parquet", FINDING_FIELDS, iter(()))
    frame = pd.read_parquet(tmp_path / "t.parquet")
    assert len(frame) == 0 and tuple(frame.columns) == FINDING_COLUMNS


def _twin_corpus(root: Path) -> Path:
    """The shipped corpus with discovery-dispersal again as "twin" (the same rulings on
    two pages), whose last ruling (an omission) is there twice (twice on one page)."""
    corpus = root / "corpus"
    shutil.copytree(CORPUS, corpus)
    for side in ("en", "fr", "reference/fr"):
        page = corpus / side / "discovery-dispersal.txt"
        lines = page.read_text(encoding="utf-8").splitlines(keepends=True)
        (corpus / side / "twin.txt").write_text("".join(lines + lines[-2:]), encoding="utf-8")
    return corpus


def test_finding_id_is_not_unique_but_the_primary_key_is(tmp_path):
    corpus = _twin_corpus(tmp_path)
    out = tmp_path / "out"
    first = _run(corpus, out)
    page = corpus / "fr" / "discovery-dispersal.txt"
    text = page.read_text(encoding="utf-8")
    assert "Dispersion" in text
    page.write_text(text.replace("Dispersion", "Répartition"), encoding="utf-8")
    second = _run(corpus, out)
    for folder in (first, second):
        report = _validate(folder)
        assert report.valid, _errors(report)
    rows = _rows(second / "findings.csv")
    ids = [r["finding_id"] for r in rows]
    assert len(set(ids)) < len(ids)
    twin = [r for r in rows if r["doc"] == "twin"]
    last = [r for r in twin if r["check_id"] == "omission"]  # the ruling twice on one page
    assert [r["en_index"] for r in last] == ["11", "12"]
    assert last[0]["finding_id"] == last[1]["finding_id"]
    resolved = [r for r in rows if r["diff"] == "resolved"]
    assert [(r["doc"], r["check_id"]) for r in resolved] == [("discovery-dispersal", "card-name")]
    assert resolved[0]["finding_id"] in {r["finding_id"] for r in twin if r["diff"] == "persisting"}
    keys = [tuple(r[c] for c in FINDING_KEY) for r in rows]
    assert len(set(keys)) == len(keys)
