"""make bench: what a nightly run costs, measured in one invocation.

- the full run and the incremental re-run on unchanged input, on the shipped corpus and
  (when ../shared/data is there) on the official 2015+ French card texts;
- on those same pairs, the ratio of a full run to Translate Toolkit's ``pofilter
  --language=fr`` (what a team would run instead) and to the floor: tokenising and
  lemmatising both sides with the same spaCy pipeline, the work no implementation avoids;
- one worker against two;
- scale corpora made from the real pairs (each copy varied so nothing is cached), run
  with --full and BENCH_WORKERS workers (default 2): pairs/s, time per pair against the
  smallest size (linear growth keeps it flat) and peak memory at each size. Sizes:
  BENCH_SIZES (default 10000; ``BENCH_SIZES=10000,100000,1000000 make bench`` for the
  long ones). Peak memory is that of the largest process (``wait4``), the parent.

Each figure is measured here, in this invocation (these machines are noisy: compare
ratios, not absolute times between runs); the table is printed and written to
reports/bench/bench.json.
"""

from __future__ import annotations

import json
import os
import re
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


SIZES = [int(n) for n in os.environ.get("BENCH_SIZES", "10000").split(",") if n.strip()]
SCALE_WORKERS = os.environ.get("BENCH_WORKERS", "2")
FLOOR = """
import json, sys
from pipeline.lang import SOURCE, get_pack
from pipeline.nlp import analyzer
src, tgt = analyzer(SOURCE), analyzer(get_pack("fr"))
for line in open(sys.argv[1], encoding="utf-8"):
    row = json.loads(line)
    src.tokens(row["en"]); tgt.tokens(row["fr"])
"""


def measure(command: list[str]) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of one command, in a child process of its own."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             cwd=ROOT)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 3):  # 3: findings at --fail-on
        raise SystemExit(f"failed: {' '.join(command)}\n{child.stderr.read().decode()}")
    child.stderr.close()
    return elapsed, usage.ru_maxrss / 1024


def timed(args: list[str]) -> tuple[float, float]:
    return measure(RULINGQA + args)


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


def to_po(pairs: Path, po: Path) -> None:
    """The pairs as a PO file, one unit per pair (msgctxt: its id), for pofilter."""
    def quoted(text: str) -> str:
        return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace(
            "\n", "\\n").replace("\t", "\\t") + '"'

    with pairs.open(encoding="utf-8") as rows, po.open("w", encoding="utf-8") as out:
        out.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n'
                  '"Language: fr\\n"\n\n')
        for line in rows:
            row = json.loads(line)
            out.write(f"msgctxt {quoted(row['id'])}\nmsgid {quoted(row['en'])}\n"
                      f"msgstr {quoted(row['fr'])}\n\n")


def pofilter(pairs: Path, work: Path) -> float | None:
    binary = Path(sys.executable).parent / "pofilter"
    if not binary.is_file():
        print("pofilter ratio skipped: translate-toolkit is not installed (make bench "
              "installs it)")
        return None
    po = work / "pairs.po"
    to_po(pairs, po)
    seconds, _ = measure([str(binary), "--language=fr", "--progress=none", str(po),
                          str(work / "pofilter-out.po")])
    return seconds


def floor(pairs: Path) -> float:
    seconds, _ = measure([sys.executable, "-c", FLOOR, str(pairs)])
    return seconds


NUMBER = re.compile(r"\b\d\b")


def scale_corpus(pairs: Path, size: int, path: Path) -> None:
    """size pairs cycled from the real ones; copy c has its one-digit numbers shifted by c
    on both sides (so EN and FR still agree) and carries its copy number, so no two texts
    are the same and nothing is reused."""
    rows = [json.loads(line) for line in pairs.open(encoding="utf-8")]
    with path.open("w", encoding="utf-8") as out:
        for k in range(size):
            row, copy = rows[k % len(rows)], k // len(rows)
            if copy:
                def shift(m: re.Match, c=copy) -> str:
                    return str((int(m.group()) + c) % 10)
                row = {"id": f"{row['id']}~{copy}", "name": row["name"],
                       "en": NUMBER.sub(shift, row["en"]) + f" ({copy})",
                       "fr": NUMBER.sub(shift, row["fr"]) + f" ({copy})"}
            out.write(json.dumps(row, ensure_ascii=False) + "\n")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="rulingqa-bench-"))
    rows = []
    speedup: dict = {}
    ratios: dict = {}
    scale: list[dict] = []
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
            pof, flo = pofilter(pairs, work), floor(pairs)
            ratios = {"pairs": units, "rulingqa_s": round(one, 2),
                      "pofilter_s": round(pof, 2) if pof else None,
                      "vs_pofilter": round(one / pof, 2) if pof else None,
                      "floor_s": round(flo, 2), "vs_floor": round(one / flo, 2)}
            for size in SIZES:
                corpus = work / f"scale-{size}.jsonl"
                scale_corpus(pairs, size, corpus)
                seconds, rss = timed(["run", "--pairs", str(corpus), "--full", "--quiet",
                                      "--workers", SCALE_WORKERS,
                                      "--out", str(work / f"scale-{size}")])
                per_pair = (seconds - base) / size  # start-up is paid once, not per pair
                scale.append({"pairs": size, "workers": int(SCALE_WORKERS),
                              "seconds": round(seconds, 2),
                              "pairs_per_s": round(size / seconds, 1),
                              "us_per_pair": round(per_pair * 1e6),
                              "vs_smallest": round(per_pair * 1e6 / (
                                  scale[0]["us_per_pair"] if scale else per_pair * 1e6), 2),
                              "peak_rss_mb": round(rss, 1)})
                corpus.unlink()
                shutil.rmtree(work / f"scale-{size}", ignore_errors=True)
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
              f"x{speedup['speedup']} (full runs on the real pairs, start-up included; "
              "goal x1.7)")
    if ratios:
        pof = (f"pofilter {ratios['pofilter_s']} s: rulingqa x{ratios['vs_pofilter']} "
               "(goal at most x0.5)" if ratios["pofilter_s"] else "pofilter: not measured")
        print(f"on the same {ratios['pairs']} pairs, rulingqa {ratios['rulingqa_s']} s; {pof}; "
              f"floor (tokens and lemmas of both sides) {ratios['floor_s']} s: rulingqa "
              f"x{ratios['vs_floor']} (goal at most x2)")
    if scale:
        print(f"{'scale (--full)':<16}{'workers':>8}{'seconds':>10}{'pairs/s':>10}"
              f"{'us/pair':>10}{'vs first':>10}{'peak MB':>10}")
        for r in scale:
            print(f"{r['pairs']:<16}{r['workers']:>8}{r['seconds']:>10}{r['pairs_per_s']:>10}"
                  f"{r['us_per_pair']:>10}{r['vs_smallest']:>10}{r['peak_rss_mb']:>10}")
        print("us/pair leaves out the start-up; 'vs first': time per pair against the "
              "smallest size (linear growth: within 0.8-1.2); goal at 1M pairs: under 2048 MB")
    (OUT / "bench.json").write_text(json.dumps({"startup_s": round(base, 2), "runs": rows,
                                                "workers": speedup, "ratios": ratios,
                                                "scale": scale}, indent=2) + "\n",
                                    encoding="utf-8")


if __name__ == "__main__":
    main()
