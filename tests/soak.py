"""The crash soak (``make soak``, not in CI): nights of a nightly job on the shipped
corpus, with random edits between nights and each night's run killed at a random named
point (pipeline.crashpoints), against the same nights run without a kill.

After each kill the state store must pass SQLite's integrity check and ``latest`` must
hold whole reports. A killed run that got as far as its record published its reports:
they must equal the clean night's. Otherwise the job runs the night again, and that
run's reports must equal the clean night's. Prints one line per night and a summary;
exits 1 on any mismatch.

    python -m tests.soak [--runs 200] [--seed 1] [--workers 1]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pipeline.crashpoints import POINTS
from pipeline.ingest.pages import format_page, read_page
from tests.conftest import CORPUS

REPORTS = ("rulings.csv", "findings.csv")
# How far into its passages of each point a night's kill may go: a night rechecks only
# what changed, so most points are passed a few times only (a kill past the last passage
# lets the run end; it is counted as such).
REACH = {"started": 1, "checked": 4, "store-commit": 6, "report-file": 10,
         "run-folder": 1, "published": 1}
WORDS = ("créature", "carte", "marqueur", "blessures", "dégâts", "compteur", "sort",
         "capacité", "joueur", "2", "3", "{X}", "ne", "pas")


def edit(root: Path, rng: random.Random) -> str:
    """One random edit of the translated pages: a word changed, an entry dropped or
    duplicated, two entries swapped, or a page put back as shipped."""
    target = root / "fr"
    path = rng.choice(sorted(target.glob("*.txt")))
    page = read_page(path)
    rulings, kind = page.rulings, rng.choice(("word", "word", "drop", "dup", "swap",
                                              "restore"))
    if kind == "restore" or len(rulings) < 2:
        shutil.copy(CORPUS / "fr" / path.name, path)
        return f"restore {path.stem}"
    k = rng.randrange(len(rulings))
    if kind == "word":
        words = rulings[k].text.split(" ")
        words[rng.randrange(len(words))] = rng.choice(WORDS)
        rulings[k] = dataclasses.replace(rulings[k], text=" ".join(words))
    elif kind == "drop":
        del rulings[k]
    elif kind == "dup":
        rulings.insert(k, rulings[k])
    else:
        j = rng.randrange(len(rulings))
        rulings[k], rulings[j] = rulings[j], rulings[k]
    path.write_text(format_page(page.header, rulings), encoding="utf-8")
    return f"{kind} {path.stem}#{k + 1}"


def run(corpus: Path, out: Path, workers: int, kill: str | None = None) -> int:
    env = {k: v for k, v in os.environ.items() if k != "RULINGQA_KILL_AT"}
    if kill:
        env["RULINGQA_KILL_AT"] = kill
    proc = subprocess.run([sys.executable, "-m", "pipeline", "run", str(corpus), "--out",
                           str(out), "--quiet", "--workers", str(workers)], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if proc.returncode not in (0, 1, -signal.SIGKILL):
        raise SystemExit(f"a run failed ({proc.returncode}):\n{proc.stderr[-3000:]}")
    return proc.returncode


def reports(folder: Path) -> dict[str, bytes]:
    return {name: (folder / name).read_bytes() for name in REPORTS}


def runs_recorded(state: Path) -> int:
    with sqlite3.connect(state) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", state
        return db.execute("SELECT count(*) FROM runs").fetchone()[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tmp = Path(tempfile.mkdtemp(prefix="rulingqa-soak-"))
    try:
        corpus = tmp / "corpus"
        for lang, source in (("en", "en"), ("fr", "fr"), ("reference", "reference/fr")):
            shutil.copytree(CORPUS / source, corpus / lang)
        clean, soaked = tmp / "clean", tmp / "soaked"
        start, landed, published, mismatches = time.monotonic(), 0, 0, []
        for night in range(1, args.runs + 1):
            what = edit(corpus, rng)
            run(corpus, clean, args.workers)
            expected = reports(clean / "latest")
            name = rng.choice(POINTS)
            point = f"{name}:{rng.randint(1, REACH[name])}"
            before = runs_recorded(soaked / "state.sqlite") if night > 1 else 0
            code = run(corpus, soaked, args.workers, point)
            killed = code == -signal.SIGKILL
            landed += killed
            latest = soaked / "latest"
            whole = all((latest / n).is_file() for n in (*REPORTS, "report.html")) if (
                latest.exists()) else night == 1  # no reports yet before the first run
            if not whole:
                mismatches.append((night, point, "latest is not whole"))
            recorded = runs_recorded(soaked / "state.sqlite") > before
            if not recorded:  # the job runs the night again
                run(corpus, soaked, args.workers)
            published += killed and recorded
            same = reports(soaked / "latest") == expected
            if not same:
                mismatches.append((night, point, "reports differ from the clean night's"))
            print(f"night {night:3d}  {what:28s} kill at {point:16s} "
                  f"{'killed' if killed else 'ended first'}"
                  f"{', recorded' if killed and recorded else ''}  "
                  f"{'same' if same and whole else 'MISMATCH'}", flush=True)
        print(f"\nsoak: {args.runs} runs, {landed} killed ({published} after their record), "
              f"{args.runs - landed} ended before their kill point, "
              f"{len(mismatches)} mismatches, {time.monotonic() - start:.0f} s")
        for night, point, why in mismatches:
            print(f"  night {night} (kill at {point}): {why}")
        return 1 if mismatches else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
