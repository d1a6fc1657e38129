"""The configuration file (rulingqa.toml, pyproject.toml [tool.rulingqa], --config) and
the progress display of a run."""

import io
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from pipeline.cli import main
from pipeline.commands.progress import Bar, progress_bar
from pipeline.glossary.model import load_glossary
from pipeline.ingest.tables import count_rows
from pipeline.nightly import NightlyOptions, corpus_reader, make_context, nightly_run
from pipeline.run import Progress
from tests.conftest import CORPUS, GLOSSARY

DOCS = ("abstruse-archaic", "discovery-dispersal")


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    """Two pages of the shipped corpus (22 English rulings)."""
    root = tmp_path / "corpus"
    for lang in ("en", "fr"):
        (root / lang).mkdir(parents=True)
        for doc in DOCS:
            shutil.copy(CORPUS / lang / f"{doc}.txt", root / lang / f"{doc}.txt")
    return root


def _invoke(args, env=None):
    return CliRunner().invoke(main, args, env=env or {}, catch_exceptions=False)


def _settings(output: str) -> dict[str, tuple[str, str]]:
    """key -> (value, source) of 'config show'."""
    out = {}
    for line in output.splitlines():
        if "=" in line and not line.startswith("#"):
            setting, _, source = line.partition(" # ")
            key, _, value = setting.partition("=")
            out[key.strip()] = (value.strip(), source.strip())
    return out


def test_file_then_environment_then_command_line(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rulingqa.toml").write_text(
        '# the nightly run\n[run]\nkeep = 5\nfail-on = "major"\nout = "qa"\n', encoding="utf-8")
    shown = _settings(_invoke(["config", "show", "run"]).output)
    assert shown["keep"] == ("5", "rulingqa.toml:3")
    assert shown["fail-on"] == ('"major"', "rulingqa.toml:4")
    assert shown["out"] == ('"qa"', "rulingqa.toml:5")  # relative to the file's folder
    assert shown["workers"] == ("0", "default")
    # the environment wins over the file
    shown = _settings(_invoke(["config", "show", "run"], env={"RULINGQA_RUN_KEEP": "7"}).output)
    assert shown["keep"] == ("7", "environment RULINGQA_RUN_KEEP")
    assert shown["fail-on"][1] == "rulingqa.toml:4"


def test_command_line_wins_and_the_file_sets_the_run(corpus, tmp_path, monkeypatch):
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    (work / "rulingqa.toml").write_text(
        f'[run]\ncorpus-dir = "{corpus.as_posix()}"\nout = "from-file"\nno-semantic = true\n'
        'fail-on = "minor"\nquiet = true\n', encoding="utf-8")
    result = _invoke(["run"])
    assert result.exit_code == 3  # fail-on from the file: the two pages have findings
    assert (work / "from-file" / "latest" / "rulings.csv").is_file()
    result = _invoke(["run", "--out", "from-command-line", "--fail-on", "critical"],
                     env={"RULINGQA_RUN_OUT": "from-environment"})
    assert result.exit_code == 0
    assert (work / "from-command-line" / "latest" / "rulings.csv").is_file()
    assert not (work / "from-environment").exists()


def test_config_option_and_paths_relative_to_the_file(corpus, tmp_path, monkeypatch):
    folder = tmp_path / "etc"
    folder.mkdir()
    config = folder / "nightly.toml"
    config.write_text('[run]\nout = "reports"\nglossary = ["glossary"]\n', encoding="utf-8")
    shutil.copytree(GLOSSARY, folder / "glossary")
    monkeypatch.chdir(tmp_path)
    for args in (["--config", str(config), "config", "show"],):
        shown = _settings(_invoke(args).output)
        assert shown["out"] == (f'"{folder / "reports"}"', "nightly.toml:2")
        assert shown["glossary"] == (f'["{folder / "glossary"}"]', "nightly.toml:3")
    result = _invoke(["run", str(corpus), "--config", str(config), "--no-semantic", "--quiet"])
    assert result.exit_code == 0, result.output
    assert (folder / "reports" / "latest" / "findings.csv").is_file()


def test_pyproject_tool_table(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text(
        '[project]\nname = "site"\n\n[tool.rulingqa.run]\nkeep = 3\n\n'
        '[tool.rulingqa.glossary.measure]\nlang = "de"\n', encoding="utf-8")
    assert _settings(_invoke(["config", "show"]).output)["keep"] == ("3", "pyproject.toml:5")
    measure = _settings(_invoke(["config", "show", "glossary", "measure"]).output)
    assert measure["lang"] == ('"de"', "pyproject.toml:8")
    # a rulingqa.toml beside it is read instead
    (tmp_path / "rulingqa.toml").write_text("[run]\nkeep = 4\n", encoding="utf-8")
    assert _settings(_invoke(["config", "show"]).output)["keep"] == ("4", "rulingqa.toml:2")


@pytest.mark.parametrize("text, error", [
    ('[run]\nout = "x"\n\nfail_on = "major"\n',
     "E196 rulingqa.toml:4: unknown key 'fail_on' in [run]"),
    ("[run]\nkeep = \"ten\"\n", "E196 rulingqa.toml:2: keep takes an integer, not string"),
    ("[run]\nkeep = true\n", "E196 rulingqa.toml:2: keep takes an integer, not boolean"),
    ("[run]\nquiet = 1\n", "E196 rulingqa.toml:2: quiet is a flag: true or false"),
    ("[run]\nfail-on = \"severe\"\n", "E196 rulingqa.toml:2: fail-on: 'severe' is not one of"),
    ("[run]\nlang = [\"fr\", \"xx\"]\n", "E196 rulingqa.toml:2: lang: no language pack for xx"),
    ("[run]\nkeep = [1, 2]\n", "E196 rulingqa.toml:2: keep takes one value, not an array"),
    ("\n[rnu]\nkeep = 1\n", "E196 rulingqa.toml:2: no command 'rnu'"),
    ("run = 1\n", "E196 rulingqa.toml:1: run is a command: write its options as a table"),
    ("[run]\nkeep = 1\nout = \"x\n", "E195 rulingqa.toml:3: Illegal character"),
])
def test_a_bad_file_is_one_line_naming_file_line_and_key(tmp_path, monkeypatch, text, error):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "rulingqa.toml").write_text(text, encoding="utf-8")
    result = CliRunner().invoke(main, ["config", "show"])
    assert result.exit_code == 1
    assert result.output.startswith(f"Error: {error}"), result.output
    assert result.output.count("\n") == 1 and "Traceback" not in result.output


def test_no_file_and_another_projects_pyproject(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "other"\n', encoding="utf-8")
    result = _invoke(["config", "show"])
    assert "# configuration file: none" in result.output
    assert _settings(result.output)["keep"] == ("30", "default")


class Recorder(Progress):
    def __init__(self):
        self.stages, self.done = [], 0

    def stage(self, name, total=None):
        self.stages.append((name, total))

    def __call__(self, n):
        self.done += n


def test_progress_counts_every_ruling_checked_or_reused(corpus, tmp_path):
    ctx = make_context(load_glossary([GLOSSARY], "fr"), "fr")
    for expected_checked in (22, 0):  # the second run takes all 22 from the store
        progress = Recorder()
        opts = NightlyOptions(out=tmp_path / "r", state=tmp_path / "r" / "state.sqlite")
        result = nightly_run(ctx, corpus_reader(corpus, ctx, "utf-8", progress), opts,
                             progress)
        assert result.counts["checked"] == expected_checked
        assert progress.stages == [("check", 22), ("report", None)]
        assert progress.done == 22


def test_table_row_counts(tmp_path):
    csv_file = tmp_path / "pairs.csv"
    csv_file.write_text('id,en,fr\n1,"Two\nlines",Deux\n2,b,c\n', encoding="utf-8")
    jsonl = tmp_path / "pairs.jsonl"
    jsonl.write_text('{"id": "1"}\n\n{"id": "2"}\n{"id": "3"}\n', encoding="utf-8")
    assert count_rows(csv_file) == 2  # a quoted line break is inside one row
    assert count_rows(jsonl) == 3
    assert count_rows(tmp_path / "units.xlf") is None


def test_the_bar_shows_stage_done_total_rate_and_time_left(monkeypatch):
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    bar = Bar("fr")
    bar.stage("check", 40)
    for _ in range(40):
        bar(1)
    bar.stage("report")
    bar.close()
    shown = err.getvalue()
    assert "fr check" in shown and "40/40" in shown and "ruling/s" in shown
    assert "<00:00" in shown  # time remaining
    assert "fr report" in shown


def test_no_bar_in_a_pipe_or_when_quiet(monkeypatch):
    monkeypatch.setattr("sys.stderr", io.StringIO())  # not a terminal
    with progress_bar("fr", quiet=False) as bar:
        assert bar is None

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    monkeypatch.setattr("sys.stderr", Terminal())
    with progress_bar("fr", quiet=True) as bar:
        assert bar is None
    with progress_bar("fr", quiet=False) as bar:
        assert isinstance(bar, Bar)
