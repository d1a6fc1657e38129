from pathlib import Path

import pytest

from pipeline.errors import PipelineError
from pipeline.ingest.pages import decode, parse_page, read_page
from tests.conftest import CORPUS, SEEDS

SEED_COUNTS = {
    "mirror-room": 28, "abstruse-archaic": 11, "expansion-explosion": 18,
    "discovery-dispersal": 11, "arcee": 19,
}
SEED_FILES = {
    "000_94525eca5586dc5b.txt": 28, "001_6c16eb489e2adb78.txt": 11,
    "002_072a8684c4441703.txt": 18, "003_81a3b29521f24ab4.txt": 11,
    "004_7c176e7b3985cafc.txt": 19,
}
HEADER = ("Clarifications officielles de Wizards of the Coast. La traduction FR ci-dessous "
          "est générée automatiquement (IA) — l'original anglais reste la source de vérité.")


@pytest.mark.parametrize(("doc", "count"), SEED_COUNTS.items())
def test_shipped_english_pages(doc, count):
    page = read_page(CORPUS / "en" / f"{doc}.txt")
    assert len(page.rulings) == count
    assert page.header == HEADER
    assert [r.index for r in page.rulings] == list(range(1, count + 1))
    assert all(r.source == "wotc" and r.text for r in page.rulings)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="shared/seeds is not beside the checkout")
@pytest.mark.parametrize(("name", "count"), SEED_FILES.items())
def test_user_seed_pages(name, count):
    assert len(read_page(SEEDS / name).rulings) == count


def test_first_entry_fields():
    page = read_page(CORPUS / "en" / "arcee.txt")
    first = page.rulings[0]
    assert first.date == "2022-10-14"
    assert first.line == 2
    assert first.text.startswith("The mana value of a converted permanent")
    assert len(first.ruling_id) == 16


def test_bom_crlf_blank_lines_and_multiline_text():
    raw = ("\ufeffEn-tête\r\n\r\n20 septembre 2024 · source : wotc\r\nPremière ligne\r\n"
           "suite du texte\r\n\r\n1er mars 2021 · source : wotc\r\nDeux\r\n\r\n").encode()
    page = parse_page(decode(raw, "p.txt"), "p", "p.txt")
    assert page.header == "En-tête"
    assert [(r.date, r.text) for r in page.rulings] == [
        ("2024-09-20", "Première ligne\nsuite du texte"), ("2021-03-01", "Deux")]


@pytest.mark.parametrize(("text", "code", "line"), [
    ("H\n12 brumaire 2024 · source : wotc\nx\n", "E102", 2),
    ("H\n12 septembre 2024 source wotc\nx\n", "E102", 2),
    ("H\nstray text\n12 septembre 2024 · source : wotc\nx\n", "E103", 2),
    ("H\n12 septembre 2024 · source : wotc\n\n13 septembre 2024 · source : wotc\nx\n", "E104", 2),
])
def test_malformed_pages_name_the_line(text, code, line):
    with pytest.raises(PipelineError) as err:
        parse_page(text, "p", "p.txt")
    assert (err.value.code, err.value.line, err.value.path) == (code, line, "p.txt")
    assert f"p.txt:{line}:" in str(err.value)


def test_invalid_utf8_reports_byte_offset(tmp_path: Path):
    path = tmp_path / "bad.txt"
    data = b"H\n12 septembre 2024 \xc2\xb7 source : wotc\nd\xe9g\xe2ts\n"
    path.write_bytes(data)
    with pytest.raises(PipelineError) as err:
        read_page(path)
    assert err.value.code == "E105"
    offset = data.index(b"\xe9")
    assert f"byte offset {offset}" in str(err.value)
    assert err.value.line == 3


def test_cp1252_page_reads_with_encoding(tmp_path: Path):
    path = tmp_path / "legacy.txt"
    path.write_bytes("H\n12 février 2024 · source : wotc\nInflige 3 blessures.\n".encode("cp1252"))
    page = read_page(path, encoding="cp1252")
    assert page.rulings[0].date == "2024-02-12"
    assert page.rulings[0].text == "Inflige 3 blessures."
