import json
from pathlib import Path

import pandas as pd
import pytest

from pipeline.errors import PipelineError
from pipeline.ingest.tables import Columns, read_pairs
from pipeline.models import PairKind, TextKind

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


def test_the_released_column_dates_the_english(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("id,released,en,fr\na,2015-10-02,Add {C}.,Ajoutez {1}.\nb,,Draw a card.,"
                    "Piochez une carte.\n", encoding="utf-8")
    assert [p.en.date for p in read_pairs(path)] == ["2015-10-02", ""]


def test_what_the_texts_are_comes_from_their_column_or_the_table(tmp_path):
    path = tmp_path / "t.csv"
    path.write_text("id,texts,en,fr\na,card-text,Flying,Vol\nb,,Draw a card.,Piochez une "
                    "carte.\nc,ruling,It can't be countered.,Il ne peut pas être contrecarré.\n",
                    encoding="utf-8")
    assert [p.texts for p in read_pairs(path)] == [
        TextKind.CARD_TEXT, TextKind.RULING, TextKind.RULING]
    assert [p.texts for p in read_pairs(path, Columns(texts=TextKind.CARD_TEXT))] == [
        TextKind.CARD_TEXT, TextKind.CARD_TEXT, TextKind.RULING]


@pytest.mark.parametrize(("text", "code", "line"), [
    ("id,en,fr\na,Draw a card.,Piochez une carte.\na,Exile it.,Exilez-le.\n", "E122", 3),
    ("id,en,fr\na,Draw a card.,Piochez une carte.\nb,,Exilez-le.\n", "E123", 3),
    ("id,texts,en,fr\na,ruling,Draw a card.,Piochez une carte.\nb,oracle,Exile it.,Exilez-le.\n",
     "E126", 3),
    ("id,released,en,fr\na,2016-01-22,Draw a card.,Piochez une carte.\nb,22/01/2016,Exile it.,"
     "Exilez-le.\n", "E127", 3),
])
def test_duplicate_ids_and_empty_english_name_the_line(tmp_path, text, code, line):
    path = tmp_path / "t.csv"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PipelineError) as err:
        read_pairs(path)
    assert (err.value.code, err.value.line) == (code, line)


def _jsonl(tmp_path, data: bytes) -> Path:
    path = tmp_path / "pairs.jsonl"
    path.write_bytes(data)
    return path


@pytest.mark.parametrize(("data", "code", "line"), [
    (b'{"id": "a", "en": "Draw.", "fr": "Piochez."}\n{"id": "b", "en": "Exile\n', "E121", 2),
    (b'{"id": "a", "en": "Draw.", "fr": "Piochez."}\n\n["b", "Exile.", "Exilez."]\n', "E121", 3),
    (b'{"id": "a", "en": "Draw.", "fr": "Piochez."}\n{"id": "b", "en": "Exile."}\n', "E120", 2),
    (b'{"id": "a", "en": "Draw.", "fr": "Piochez."}\n{"id": "b", "en": "\xe9", "fr": ""}\n',
     "E105", 2),
    (b'\n{"id": "a", "en": "Draw.", "fr": "x"}\n\n{"id": "a", "en": "Exile.", "fr": "y"}\n',
     "E122", 4),
])
def test_json_lines_errors_name_their_line(tmp_path, data, code, line):
    with pytest.raises(PipelineError) as err:
        read_pairs(_jsonl(tmp_path, data))
    assert (err.value.code, err.value.line) == (code, line)


def test_json_lines_values(tmp_path):
    # a byte order mark, blank and CRLF lines, a null or empty translation, numbers
    data = ('\ufeff{"id": 7, "en": "Draw 2 cards.", "fr": null}\r\n\r\n'
            '{"id": 8, "en": "Gain 1.5 life.", "fr": "", "ref": null}\n'
            '{"id": "c", "en": "Draw.", "fr": " Piochez. ", "ref": "Piochez une carte."}\n')
    pairs = read_pairs(_jsonl(tmp_path, data.encode("utf-8")))
    assert [(p.en.source, p.en.index, p.en.line, p.kind) for p in pairs] == [
        ("7", 1, 1, PairKind.MISSING), ("8", 2, 3, PairKind.MISSING),
        ("c", 3, 4, PairKind.MATCHED)]
    assert pairs[2].fr.text == "Piochez." and pairs[2].reference == "Piochez une carte."
    assert pairs[0].reference is None and pairs[1].reference is None


def test_a_run_on_json_lines_does_not_import_pandas(tmp_path):
    import subprocess
    import sys
    path = _write(tmp_path / "cards.jsonl", "jsonl")
    code = ("import sys; import pipeline.cli; from pipeline.ingest.tables import read_pairs; "
            f"assert len(read_pairs(__import__('pathlib').Path({str(path)!r}))) == 2; "
            "print('pandas' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "False"
