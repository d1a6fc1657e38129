"""The command line end to end: exact CSV content, exit codes, the checks commands."""

import csv
import json
from pathlib import Path

import pandas as pd
import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.report.rows import FINDING_COLUMNS, RULING_COLUMNS

HEADER = "Clarifications officielles de Wizards of the Coast."
DATE = "12 janvier 2024 · source : wotc"
EN = [
    "If one of Explosion's two targets becomes illegal, the other is affected as appropriate.",
    "If the spell has damage divided as it was cast, the division can't be changed.",
    "If you copy a spell, you control the copy. It will resolve before the original spell does.",
]
FR = [
    "Si l'une des deux cibles de l'Explosion devient illégale, l'autre est affectée de manière "
    "appropriée.",
    "Si les dégâts du sort ont été répartis au moment où il a été lancé, la répartition ne peut "
    "pas être modifiée.",
]


def _page(texts: list[str]) -> str:
    return HEADER + "\n" + "".join(f"{DATE}\n{t}\n" for t in texts)


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    (root / "en").mkdir(parents=True)
    (root / "fr").mkdir()
    (root / "en" / "explosion.txt").write_text(_page(EN), encoding="utf-8")
    (root / "fr" / "explosion.txt").write_text(_page(FR), encoding="utf-8")
    return root


EXPECTED_RULINGS = """\
doc,en_index,ruling_id,status,mqm_score,n_findings,check_ids,lang,date,fr_index,pair_kind,align_score,chrf,ter,change,n_waived,fr_diff,fr_suggested
explosion,1,7f5d6f7c04337de5,ok,0,0,,fr,2024-01-12,1,matched,0.991,,,new,0,,
explosion,2,b86259f9f1aea2a6,review,33.33,1,terminology,fr,2024-01-12,2,matched,0.634,,,new,0,,"Si les blessures du sort ont été réparties au moment où il a été lancé, la répartition ne peut pas être modifiée."
explosion,3,0857308836330f57,review,29.41,1,missing-translation,fr,2024-01-12,,missing,0,,,new,0,,
"""

EXPECTED_FINDINGS = """\
doc,en_index,ruling_id,check_id,mqm_category,severity,expected,found,en_excerpt,fr_excerpt,message,lang,fr_index,en_start,en_end,fr_start,fr_end,finding_id,diff,waived,waiver_reason,suggestion,suggestion_start,suggestion_end,suggestion_note
explosion,2,b86259f9f1aea2a6,terminology,terminology,major,blessures,dégâts,"If the spell has damage divided as it was cast, the division can't be changed.","Si les dégâts du sort ont été répartis au moment où il a été lancé, la répartition ne peut pas être modifiée.",damage: « dégâts » is wrong here; the game's term is « blessures »,fr,2,17,23,7,13,d1e049baf0895b48,new,,,blessures du sort ont été réparties,7,38,
explosion,3,0857308836330f57,missing-translation,accuracy/omission,major,,,"If you copy a spell, you control the copy. It will resolve before the original spell does.",,no translation of this ruling on the target page,fr,,0,90,,,28081c7d4721bb37,new,,,,,,
"""


def test_run_writes_exact_reports(corpus: Path, tmp_path: Path):
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert (out / "latest" / "rulings.csv").read_text(encoding="utf-8") == EXPECTED_RULINGS
    assert (out / "latest" / "findings.csv").read_text(encoding="utf-8") == EXPECTED_FINDINGS
    summary = json.loads((out / "latest" / "summary.json").read_text(encoding="utf-8"))
    assert summary["status"] == {"review": 2, "ok": 1}
    assert summary["check"] == {"missing-translation": 1, "terminology": 1}
    assert summary["counts"]["rulings_read"] == 3 and summary["counts"]["missing"] == 1
    html = (out / "latest" / "report.html").read_text(encoding="utf-8")
    assert "Content-Security-Policy" in html
    assert '<mark style="background:#ffd166" title="terminology: damage: « dégâts »' in html


def test_csv_columns_are_the_documented_schema(corpus: Path, tmp_path: Path):
    out = tmp_path / "out"
    CliRunner().invoke(main, ["run", str(corpus), "--out", str(out)])
    rulings = pd.read_csv(out / "latest" / "rulings.csv", dtype=str, keep_default_na=False)
    findings = pd.read_csv(out / "latest" / "findings.csv", dtype=str, keep_default_na=False)
    assert tuple(rulings.columns) == RULING_COLUMNS
    assert tuple(findings.columns) == FINDING_COLUMNS
    assert len(rulings) == len(EN)


@pytest.mark.parametrize(("fail_on", "code"), [("minor", 3), ("major", 3), ("critical", 0)])
def test_fail_on_exit_codes(corpus: Path, tmp_path: Path, fail_on: str, code: int):
    result = CliRunner().invoke(
        main, ["run", str(corpus), "--out", str(tmp_path / "o"), "--fail-on", fail_on])
    assert result.exit_code == code


def test_unreadable_translated_page_is_a_finding_or_with_strict_an_error(corpus: Path,
                                                                          tmp_path: Path):
    (corpus / "fr" / "explosion.txt").write_text(HEADER + "\n12 brumaire 2024 · source : wotc\nx\n")
    out = tmp_path / "o"
    result = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    findings = pd.read_csv(out / "latest" / "findings.csv", dtype=str, keep_default_na=False)
    assert findings["check_id"].tolist() == ["missing-translation"] * 3
    assert findings["message"][0].startswith("the target page could not be read: E102 ")
    assert "explosion.txt:2: unknown month 'brumaire'" in findings["message"][0]
    summary = json.loads((out / "latest" / "summary.json").read_text(encoding="utf-8"))
    assert len(summary["problems"]) == 1 and "E102" in summary["problems"][0]
    strict = CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--strict"])
    assert strict.exit_code == 1
    assert "1 page(s) could not be read; first: E102" in strict.output
    assert "Traceback" not in strict.output


def test_pairs_table(tmp_path: Path):
    table = tmp_path / "cards.csv"
    pd.DataFrame({"id": ["a", "b"], "en": EN[:2], "fr": FR}).to_csv(table, index=False)
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["run", "--pairs", str(table), "--out", str(out)])
    assert result.exit_code == 0, result.output
    rows = pd.read_csv(out / "latest" / "rulings.csv", dtype=str, keep_default_na=False)
    assert rows[["doc", "en_index", "status", "check_ids"]].values.tolist() == [
        ["cards", "1", "ok", ""], ["cards", "2", "review", "terminology"]]


def test_corpus_or_pairs_required(tmp_path: Path):
    result = CliRunner().invoke(main, ["run", "--out", str(tmp_path)])
    assert result.exit_code == 2 and "CORPUS_DIR or --pairs" in result.output


def test_checks_list_and_explain():
    runner = CliRunner()
    listing = runner.invoke(main, ["checks", "list"])
    assert listing.exit_code == 0
    ids = [line.split()[0] for line in listing.output.splitlines()]
    assert ids[:3] == ["missing-translation", "extra-translation", "misplaced-translation"]
    assert {"card-name", "terminology", "numbers", "typography", "check-error"} <= set(ids)
    explained = runner.invoke(main, ["checks", "explain", "card-name"])
    assert explained.exit_code == 0
    from pipeline.checks.terminology import CardName
    assert explained.output.startswith(
        f"card-name (severity major, MQM terminology, version {CardName.version})")
    assert "le/la/l'/du/de la/des/au/aux" in explained.output
    unknown = runner.invoke(main, ["checks", "explain", "nope"])
    assert unknown.exit_code == 1 and "no check 'nope'" in unknown.output


def test_top_reads_a_run_folder_or_its_parent(corpus: Path, tmp_path: Path):
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet"]).exit_code == 0
    for folder in (out, out / "latest"):
        result = CliRunner().invoke(main, ["top", str(folder)])
        assert result.exit_code == 0, result.output
        assert result.output.startswith("2 of 3 rulings to review (66.67%)")
        assert "terminology: 1 findings (1 major or critical), on 1 rulings" in result.output


def test_report_shows_the_diff_against_the_reference(corpus: Path, tmp_path: Path):
    (corpus / "reference").mkdir()
    reference = [FR[0], FR[1].replace("Si les dégâts du sort ont été répartis",
                                      "Si les blessures du sort ont été réparties"), "x"]
    (corpus / "reference" / "explosion.txt").write_text(_page(reference), encoding="utf-8")
    out = tmp_path / "out"
    assert CliRunner().invoke(main, ["run", str(corpus), "--out", str(out), "--quiet"]).exit_code == 0
    html = (out / "latest" / "report.html").read_text(encoding="utf-8")
    assert html.count('class="diff ref"') == 1
    assert ("<del>dégâts</del> <ins>blessures</ins> du sort ont été <del>répartis</del> "
            "<ins>réparties</ins>") in html


def test_top_leaves_out_resolved_findings_and_names_the_language(tmp_path: Path):
    rulings = [dict.fromkeys(RULING_COLUMNS, "") | {"doc": d, "en_index": "1", "status": s,
                                                      "lang": "de"}
               for d, s in (("a", "review"), ("b", "ok"))]
    base = dict.fromkeys(FINDING_COLUMNS, "") | {"en_index": "1", "check_id": "numbers",
                                                  "severity": "major", "message": "m",
                                                  "fr_excerpt": "Ziehe zwei Karten."}
    findings = [base | {"doc": "a", "diff": "new"}, base | {"doc": "b", "diff": "resolved"}]
    for name, columns, rows in (("rulings.csv", RULING_COLUMNS, rulings),
                                ("findings.csv", FINDING_COLUMNS, findings)):
        with (tmp_path / name).open("w", encoding="utf-8", newline="") as f:
            writer = csv.DictWriter(f, columns)
            writer.writeheader()
            writer.writerows(rows)
    result = CliRunner().invoke(main, ["top", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "numbers: 1 findings (1 major or critical), on 1 rulings" in result.output
    assert "DE: Ziehe zwei Karten." in result.output


def test_pairs_import_writes_card_texts_with_their_latest_release(tmp_path: Path):
    header = ("set_code\tset_release_date\tcollector_number\tmtgjson_uuid\tscryfall_oracle_id"
              "\tname_en\tlayout\ttype_en\ttype_fr\ttext_en\ttext_fr\tname_fr\tmultiverse_id_fr")
    rows = [("M10", "2009-07-17", "1", "u1", "o1", "Divination", "normal", "Sorcery", "",
             "Draw two cards.", "Piochez deux cartes.", "Divination", ""),
            ("M19", "2018-07-13", "2", "u2", "o1", "Divination", "normal", "Sorcery", "",
             "Draw two cards.", "Piochez deux cartes.", "Divination", ""),
            ("M11", "2010-07-16", "3", "u3", "o2", "Shock", "normal", "Instant", "",
             "Shock deals 2 damage to any target.",
             "Choc inflige 2 blessures à n'importe quelle cible.", "Choc", "")]
    source = tmp_path / "cards-en-fr.tsv"
    source.write_text("\n".join([header, *("\t".join(r) for r in rows)]) + "\n",
                      encoding="utf-8")
    out = tmp_path / "pairs.jsonl"
    result = CliRunner().invoke(main, ["pairs", "import", str(source), "--lang", "fr",
                                       "--out", str(out)])
    assert result.exit_code == 0, result.output
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["name"], r["released"], r["texts"]) for r in written] == [
        ("Divination", "2018-07-13", "card-text"), ("Shock", "2010-07-16", "card-text")]
    result = CliRunner().invoke(main, ["pairs", "import", str(source), "--lang", "fr",
                                       "--before", "2010-01-01", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert [json.loads(line)["released"] for line in out.read_text().splitlines()] == [
        "2009-07-17"]


def test_pairs_rulings_joins_translations_to_their_english_by_key(tmp_path: Path):
    from pipeline.ingest.cards import ruling_key

    english = ["If Shock's target is illegal as it tries to resolve, it won't resolve.",
               "You may choose the same target for each instance.\nThis is usually the case."]
    source = tmp_path / "rulings-en.tsv"
    source.write_text("name_en\tdate\truling_en\n"
                      + "".join(f"Shock\t2018-07-13\t{text.replace(chr(10), chr(92) + 'n')}\n"
                                for text in english), encoding="utf-8")
    keys = [ruling_key(text) for text in english]
    translations = tmp_path / "rulings-fr.tsv"
    translations.write_text(
        "key\tfr\n"
        f"{keys[1]}\tVous pouvez choisir la même cible pour chaque instance.\\nC'est "
        "généralement le cas.\n"
        "0123456789abcdef\tUne règle que l'anglais n'a pas.\n", encoding="utf-8")
    out = tmp_path / "pairs.jsonl"
    result = CliRunner().invoke(main, ["pairs", "rulings", str(source), str(translations),
                                       "--lang", "fr", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert f"{translations}:3: no English ruling has the key 0123456789abcdef" in result.output
    written = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert [(r["id"], r["texts"], r["en"], r["fr"]) for r in written] == [
        (keys[1], "ruling", english[1],
         "Vous pouvez choisir la même cible pour chaque instance.\nC'est généralement le cas.")]

    translations.write_text("key\tfr\nnot-a-key\tUne traduction.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["pairs", "rulings", str(source), str(translations),
                                       "--lang", "fr", "--out", str(out)])
    assert result.exit_code == 1
    assert f"{translations}:2:" in result.output and "E151" in result.output
    assert "Traceback" not in result.output
