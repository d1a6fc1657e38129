import json
from pathlib import Path

import pandas as pd
import pytest

from pipeline.errors import PipelineError
from pipeline.ingest.tables import Columns, read_pairs
from pipeline.models import PairKind

ROWS = [
    {"id": "a", "en": "Draw a card.", "fr": "Piochez une carte."},
    {"id": "b", "en": "Exile target creature.", "fr": ""},
]


def _write(path: Path, fmt: str) -> Path:
    frame = pd.DataFrame(ROWS)
    if fmt == "csv":
        frame.to_csv(path, index=False)
    elif fmt == "tsv":
        frame.to_csv(path, sep="\t", index=False)
    elif fmt == "jsonl":
        path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS) + "\n")
    else:
        frame.to_parquet(path)
    return path


@pytest.mark.parametrize("fmt", ["csv", "tsv", "jsonl", "parquet"])
def test_read_pairs_each_format(tmp_path, fmt):
    pairs = read_pairs(_write(tmp_path / f"cards.{fmt}", fmt))
    assert [(p.doc, p.en.index, p.en.text) for p in pairs] == [
        ("cards", 1, "Draw a card."), ("cards", 2, "Exile target creature.")]
    assert pairs[0].fr.text == "Piochez une carte."
    assert pairs[1].fr is None and pairs[1].kind is PairKind.MISSING


def test_configurable_columns(tmp_path):
    path = tmp_path / "t.csv"
    pd.DataFrame([{"key": "1", "source": "Draw a card.", "target": "Piochez une carte."}]).to_csv(
        path, index=False)
    pairs = read_pairs(path, Columns(id="key", en="source", target="target"))
    assert pairs[0].en.source == "1" and pairs[0].fr.text == "Piochez une carte."


def test_missing_column_is_a_clear_error(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("id,en\n1,Draw a card.\n")
    with pytest.raises(PipelineError) as err:
        read_pairs(path)
    assert err.value.code == "E120" and "fr" in err.value.message


@pytest.mark.parametrize(("text", "code", "line"), [
    ("id,en,fr\na,Draw a card.,Piochez une carte.\na,Exile it.,Exilez-le.\n", "E122", 3),
    ("id,en,fr\na,Draw a card.,Piochez une carte.\nb,,Exilez-le.\n", "E123", 3),
])
def test_duplicate_ids_and_empty_english_name_the_line(tmp_path, text, code, line):
    path = tmp_path / "t.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        read_pairs(path)
    assert (err.value.code, err.value.line) == (code, line)
