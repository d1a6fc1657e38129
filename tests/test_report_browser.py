"""report.html in a real browser (Debian's headless Chromium through Selenium): it loads
from file:// without console errors, filters work, highlights sit on the right words,
decisions download as a waivers.csv that the next run honours, accepted suggestions as a
fixes.csv that import-fixes takes, corpus text stays text."""

import csv
import shutil
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import Select

from pipeline.cli import main
from tests.conftest import CORPUS

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                reason="chromium and chromium-driver are not installed "
                                       "(make browser installs them)")


@pytest.fixture(scope="module")
def driver(tmp_path_factory):
    downloads = tmp_path_factory.mktemp("downloads")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--window-size=1400,1000",
                 f"--user-data-dir={tmp_path_factory.mktemp('profile')}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                              "download.prompt_for_download": False})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    browser = webdriver.Chrome(service=Service(DRIVER), options=options)
    browser.downloads = downloads
    yield browser
    browser.quit()


@pytest.fixture(scope="module")
def report(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("reports")
    result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet"])
    assert result.exit_code == 0, result.output
    return out


def _open(driver, path: Path):
    driver.get(path.resolve().as_uri())
    return driver


def _downloaded(target: Path, least: int) -> list[dict[str, str]]:
    """The rows of a downloaded CSV once it holds at least ``least`` of them, or what it
    holds at the deadline: the file may be there before all its content is (the same
    download read at once gave no row on a loaded machine)."""
    rows: list[dict[str, str]] = []
    deadline = time.monotonic() + 120  # a bound for a loaded machine, not a speed test
    while time.monotonic() < deadline:
        if target.exists():
            rows = list(csv.DictReader(target.open(encoding="utf-8")))
            if len(rows) >= least:
                break
        time.sleep(0.1)
    return rows


def _shown(driver) -> int:
    return int(driver.find_element("id", "shown").text)


def _select(driver, element_id: str, value: str) -> None:
    Select(driver.find_element("id", element_id)).select_by_visible_text(value or "all")


def test_loads_from_file_without_console_errors(driver, report):
    _open(driver, report / "latest" / "report.html")
    assert "rulings-qa" in driver.title
    errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
    assert _shown(driver) == 87


def test_filters_change_the_visible_count(driver, report):
    _open(driver, report / "latest" / "report.html")
    _select(driver, "status", "review")
    assert _shown(driver) == 37
    assert len([a for a in driver.find_elements("css selector", "article")
                if a.is_displayed()]) == 37
    _select(driver, "check", "card-name")
    assert _shown(driver) == 6
    _select(driver, "status", "")
    _select(driver, "check", "")
    _select(driver, "doc", "arcee")
    assert _shown(driver) == 19


def test_highlight_is_on_the_faulty_words(driver, report):
    _open(driver, report / "latest" / "report.html")
    article = next(a for a in driver.find_elements("css selector", "article")
                   if a.get_attribute("data-doc") == "abstruse-archaic"
                   and "#3" in a.find_element("css selector", "h2").text)
    marks = [m.text for m in article.find_elements("css selector", "mark")]
    assert marks == ["counters", "compteurs"]
    colours = {m.get_attribute("style") for m in article.find_elements("css selector", "mark")}
    assert len(colours) == 1  # the English term and its French span in the same colour


def test_decisions_download_as_waivers_that_the_next_run_honours(driver, report):
    _open(driver, report / "latest" / "report.html")
    item = driver.find_element("css selector", "li.finding")
    finding = item.get_attribute("data-finding")
    Select(item.find_element("css selector", "select.decision")).select_by_visible_text(
        "false-alarm")
    item.find_element("css selector", "input.comment").send_keys("name kept, known issue")
    driver.find_element("id", "by").send_keys("ana")
    driver.find_element("id", "download").click()
    target = driver.downloads / "waivers.csv"
    rows = _downloaded(target, 1)
    assert rows == [{"finding_id": finding, "decision": "false-alarm",
                     "reason": "name kept, known issue", "by": "ana", "until": ""}]
    result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(report),
                                       "--waivers", str(target), "--quiet"])
    assert result.exit_code == 0, result.output
    waived = [r for r in csv.DictReader((report / "latest" / "findings.csv").open(
        encoding="utf-8")) if r["finding_id"] == finding]
    assert [(r["waived"], r["waiver_reason"]) for r in waived] == [
        ("false-alarm", "name kept, known issue")]


def test_injection_strings_render_as_text(driver, tmp_path):
    payload = '"><img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>'
    header, date = "Clarifications officielles.", "12 janvier 2024 · source : wotc"
    for lang, text in (("en", f"Deal 3 damage. {payload}"), ("fr", f"Infligez 3 dégâts. {payload}")):
        (tmp_path / "c" / lang).mkdir(parents=True)
        (tmp_path / "c" / lang / "x.txt").write_text(f"{header}\n{date}\n{text}\n", encoding="utf-8")
    out = tmp_path / "o"
    assert CliRunner().invoke(main, ["run", str(tmp_path / "c"), "--out", str(out),
                                     "--quiet"]).exit_code == 0
    _open(driver, out / "latest" / "report.html")
    assert driver.title != "pwned"
    assert driver.find_elements("css selector", "article img") == []
    assert payload in driver.find_element("css selector", "article").text


def test_a_reviewer_walks_through_the_parts(driver, tmp_path):
    from pipeline.glossary.model import load_glossary
    from pipeline.report.html import write_html
    from pipeline.run import run_corpus
    from tests.conftest import GLOSSARY
    run = run_corpus(CORPUS, load_glossary([GLOSSARY], "fr"))
    write_html(tmp_path, run, per_page=30)  # 87 rulings: three parts
    _open(driver, tmp_path / "report.html")
    assert _shown(driver) == 30
    seen = 30
    for k in (2, 3):
        driver.find_element("link text", f"part {k} ▶").click()
        assert driver.current_url.endswith(f"report-{k}.html")
        assert driver.title.endswith(f"part {k}")
        assert [e for e in driver.get_log("browser") if e["level"] == "SEVERE"] == []
        seen += _shown(driver)
    assert seen == 87
    assert not driver.find_elements("link text", "part 4 ▶")
    driver.find_element("link text", "part 1: the counts and the list of parts").click()
    assert driver.current_url.endswith("/report.html")
    driver.find_element("link text", "part 3").click()  # from the list of parts
    assert driver.current_url.endswith("report-3.html") and _shown(driver) == 27


def test_an_accepted_suggestion_downloads_as_a_fix_that_import_fixes_takes(driver, report,
                                                                          tmp_path):
    """Accept one suggested correction as it is and edit another in report.html; its
    fixes.csv holds each ruling's translation with them applied, and import-fixes
    writes it as the reference of a copy of the corpus."""
    corpus = tmp_path / "corpus"
    shutil.copytree(CORPUS, corpus)
    _open(driver, report / "latest" / "report.html")
    articles = [a for a in driver.find_elements("css selector", "article[data-fr]")
                if len(a.find_elements("css selector", "div.suggest:not(.none)")) >= 1]
    first, second = articles[0], articles[1]
    accepted = first.find_element("css selector", "div.suggest:not(.none)")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", accepted)
    accepted.find_element("css selector", "button.accept").click()
    edited = second.find_element("css selector", "div.suggest:not(.none)")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", edited)
    edited.find_element("css selector", "button.edit").click()
    box = edited.find_element("css selector", "input.fix")
    box.clear()
    box.send_keys("CORRIGÉ À LA MAIN")
    # both corrections taken before the download is asked for
    assert "accepted" in accepted.get_attribute("class").split()
    assert "accepted" in edited.get_attribute("class").split()
    assert box.get_attribute("value") == "CORRIGÉ À LA MAIN"
    driver.find_element("id", "fixes").click()
    target = driver.downloads / "fixes.csv"
    rows = {(r["doc"], r["en_index"]): r for r in _downloaded(target, 2)}
    assert len(rows) == 2

    def wanted(article, suggest, text):
        fr = article.get_attribute("data-fr")
        start, end = int(suggest.get_attribute("data-start")), int(suggest.get_attribute("data-end"))
        return fr[:start] + text + fr[end:]

    one = rows[first.get_attribute("data-doc"), first.get_attribute("data-index")]
    assert one["translation"] == wanted(first, accepted, accepted.get_attribute("data-text"))
    two = rows[second.get_attribute("data-doc"), second.get_attribute("data-index")]
    assert two["translation"] == wanted(second, edited, "CORRIGÉ À LA MAIN")
    result = CliRunner().invoke(main, ["import-fixes", str(target), str(corpus)])
    assert result.exit_code == 0, result.output
    # the accepted correction may already be the shipped reference (then it is left as
    # it is); the edited one is not
    assert "0 refused" in result.output and "fix(es) imported (" in result.output
    for row in (one, two):
        reference = (corpus / "reference" / "fr" / f"{row['doc']}.txt")
        if not reference.is_file():
            reference = corpus / "reference" / f"{row['doc']}.txt"
        assert row["translation"] in reference.read_text(encoding="utf-8")
