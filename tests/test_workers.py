"""The number of worker processes does not change the reports."""

from pathlib import Path

from click.testing import CliRunner

from pipeline.cli import main
from tests.conftest import CORPUS


def test_two_workers_give_the_same_reports(tmp_path: Path):
    outs = []
    for workers in ("1", "2"):
        out = tmp_path / f"w{workers}"
        result = CliRunner().invoke(main, ["run", str(CORPUS), "--out", str(out), "--quiet",
                                           "--workers", workers])
        assert result.exit_code == 0, result.output
        outs.append(out / "latest")
    for name in ("rulings.csv", "findings.csv"):
        assert (outs[0] / name).read_bytes() == (outs[1] / name).read_bytes()
    html = [(o / "report.html").read_text(encoding="utf-8") for o in outs]
    assert html[0].count("<mark") == html[1].count("<mark") > 0
