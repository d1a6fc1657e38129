"""report.html in parts: a large run's rulings spread over report.html, report-2.html…,
flagged ones first, with links between the parts; rulings not flagged shown up to a
limit, as an even sample beyond it."""

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.glossary.model import load_glossary
from pipeline.report import write_reports
from pipeline.report.html import write_html
from pipeline.run import run_corpus
from tests.conftest import CORPUS, GLOSSARY

ARTICLE = re.compile(r"<article .*?</article>", re.S)
HEAD = re.compile(r'<article class="(\w+)".*?<h2>(\S+) #(\d+)')


@pytest.fixture(scope="module")
def run():
    return run_corpus(CORPUS, load_glossary([GLOSSARY], "fr"))


def _articles(folder: Path, names: list[str]) -> list[str]:
    return [a for name in names
            for a in ARTICLE.findall((folder / name).read_text(encoding="utf-8"))]


def test_the_parts_hold_the_rulings_of_one_page_in_order(run, tmp_path):
    whole, parts = tmp_path / "whole", tmp_path / "parts"
    assert write_html(whole, run) == [whole / "report.html"]
    written = write_html(parts, run, per_page=10)
    names = [p.name for p in written]
    # 87 rulings (37 flagged, 50 not), 10 a part
    assert names == ["report.html"] + [f"report-{k}.html" for k in range(2, 10)]
    assert sorted(p.name for p in parts.iterdir()) == sorted(names)
    one = _articles(whole, ["report.html"])
    assert len(one) == 87
    assert _articles(parts, names) == one
    statuses = [HEAD.match(a).group(1) for a in one]
    assert statuses == ["review"] * 37 + ["ok"] * 50  # flagged first


def test_the_parts_link_to_each_other(run, tmp_path):
    names = [p.name for p in write_html(tmp_path, run, per_page=10)]
    first = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "This report is in 9 parts" in first
    for name in names[1:]:
        assert f'<a href="{name}">' in first
    assert "part 4</a>: 7 to review, 3 not flagged" in first
    for k, name in enumerate(names[1:], start=2):
        text = (tmp_path / name).read_text(encoding="utf-8")
        assert "Content-Security-Policy" in text and f"· part {k}</title>" in text
        previous = "report.html" if k == 2 else f"report-{k - 1}.html"
        assert f'<a href="{previous}">◀ part {k - 1}</a>' in text
        assert ('<a href="report.html">part 1: the counts' in text)
        assert (f'<a href="report-{k + 1}.html">' in text) == (k < 9)
        assert "This report is in" not in text  # the list of parts is on the first only
        docs = set(re.findall(r'data-doc="([^"]+)"', text))
        options = set(re.findall(r'<select id="doc">(.*?)</select>', text, re.S)[0]
                      .replace("<option value=\"\">all</option>", "")
                      .replace("<option>", " ").replace("</option>", " ").split())
        assert options == docs  # the card filter offers this part's pages


@pytest.mark.parametrize(("limit", "shown"), [(0, 0), (7, 7), (25, 25), (50, 50), (500, 50)])
def test_rulings_not_flagged_beyond_the_limit_are_an_even_sample(run, tmp_path, limit, shown):
    write_html(tmp_path, run, ok_shown=limit)
    heads = [HEAD.match(a).groups() for a in _articles(tmp_path, ["report.html"])]
    assert sum(status == "review" for status, *_ in heads) == 37  # every flagged ruling
    ok = [(doc, int(n)) for status, doc, n in heads if status == "ok"]
    assert len(ok) == shown
    every_ok = [(r.pair.doc, r.pair.en.index) for r in run.by_position()
                if r.score.status != "review"]
    if shown:
        stride = -(-50 // limit)
        assert ok == every_ok[::stride]
    text = (tmp_path / "report.html").read_text(encoding="utf-8")
    note = re.search(r"<p>Rulings not flagged: (.*?)</p>", text).group(1)
    if shown == 50:
        assert note.startswith("all 50 are shown")
    elif shown:
        assert note.startswith(f"50; {shown} of them are shown")
        assert f"one in every {stride} by position" in note
    else:
        assert "none of them is shown" in note


def test_write_reports_names_every_part(run, tmp_path):
    paths = write_reports(run, tmp_path, html_per_page=40)
    assert [p.name for p in paths if p.name.startswith("report-")] == [
        "report-2.html", "report-3.html"]
    assert all(p.is_file() for p in paths)


def test_the_run_command_takes_the_limit(tmp_path):
    result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(tmp_path), "--quiet",
                                       "--html-ok", "3", "--workers", "1"])
    assert result.exit_code == 0, result.output
    text = (tmp_path / "latest" / "report.html").read_text(encoding="utf-8")
    assert text.count('<article class="ok"') == 3
    assert text.count('<article class="review"') == 37
