"""make bench: what a nightly run costs, measured in one invocation.

For now: the full run and the incremental re-run on unchanged input, on the shipped
corpus and (when ../shared/data is there) on the official 2015+ French card texts.
Each figure is measured here, in this invocation; the table is printed and written
to reports/bench/bench.json.
"""

from __future__ import annotations

import json
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data" / "mtgjson-2019" / "cards-en-fr.tsv"
OUT = ROOT / "reports" / "bench"
RULINGQA = [sys.executable, "-m", "pipeline"]


def timed(args: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one rulingqa command, in a child process."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    subprocess.run(RULINGQA + args, check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, cwd=ROOT)
    after = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return time.perf_counter() - start, max(before, after) / 1024


def startup() -> float:
    start = time.perf_counter()
    subprocess.run(RULINGQA + ["checks", "list"], check=True, stdout=subprocess.DEVNULL,
                   cwd=ROOT)
    return time.perf_counter() - start


def incremental(name: str, args: list[str], units: int, work: Path) -> dict:
    out = work / name
    full, rss = timed(args + ["--out", str(out), "--quiet"])
    again, _ = timed(args + ["--out", str(out), "--quiet"])
    return {"input": name, "units": units, "full_s": round(full, 2),
            "rerun_s": round(again, 2), "rerun_share": round(again / full, 3),
            "pairs_per_s": round(units / full, 1), "peak_rss_mb": round(rss, 1)}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="rulingqa-bench-"))
    rows = []
    speedup: dict = {}
    try:
        base = startup()
        rows.append(incremental("shipped corpus", ["run", "corpora/rulings"], 87, work))
        if SHARED.is_file():
            pairs = work / "pairs.jsonl"
            subprocess.run(RULINGQA + ["pairs", "import", str(SHARED), "--since", "2015-01-01",
                                       "--out", str(pairs)], check=True, cwd=ROOT,
                           stderr=subprocess.DEVNULL)
            units = sum(1 for _ in pairs.open(encoding="utf-8"))
            real = ["run", "--pairs", str(pairs)]
            rows.append(incremental("official FR card texts 2015+", real, units, work))
            one, _ = timed(real + ["--out", str(work / "w1"), "--quiet", "--full"])
            two, _ = timed(real + ["--out", str(work / "w2"), "--quiet", "--full",
                                   "--workers", "2"])
            speedup = {"one_worker_s": round(one, 2), "two_workers_s": round(two, 2),
                       "speedup": round(one / two, 2)}
        else:
            print(f"skipped the real pairs: {SHARED} is absent")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"process start-up (import, spaCy, glossary): {base:.2f} s")
    print(f"{'input':<32}{'pairs':>7}{'full s':>9}{'re-run s':>10}{'share':>8}"
          f"{'pairs/s':>9}{'peak MB':>9}")
    for r in rows:
        print(f"{r['input']:<32}{r['units']:>7}{r['full_s']:>9}{r['rerun_s']:>10}"
              f"{r['rerun_share']:>8.1%}{r['pairs_per_s']:>9}{r['peak_rss_mb']:>9}")
    if speedup:
        print(f"1 worker {speedup['one_worker_s']} s, 2 workers {speedup['two_workers_s']} s: "
              f"x{speedup['speedup']} (full runs on the real pairs, start-up included)")
    (OUT / "bench.json").write_text(json.dumps({"startup_s": round(base, 2), "runs": rows,
                                                "workers": speedup}, indent=2) + "\n",
                                    encoding="utf-8")


if __name__ == "__main__":
    main()
