"""make bench: what a nightly run costs, measured in one invocation.

- the full run and the incremental re-run on unchanged input, on the shipped corpus and
  (when ../shared/data is there) on the official 2015+ French card texts;
- the start-up every run pays: a run of one pair, in one worker, with and without the
  semantic signal (the machine's caches warm);
- on those same pairs, the ratio of a full run (two workers, the default on a two-core
  machine, and one) to Translate Toolkit's ``pofilter --language=fr`` (what a team would
  run instead) and to the floor: tokenising and lemmatising both sides with the same spaCy
  pipeline, the work no implementation avoids;
- one worker against two, with the start-up and after it;
- the semantic stage: the encoder's load, then per 1,000 sentences embedded cold and with
  the cache warm, and a full run on the real pairs with and without it;
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


# The semantic stage alone: 1,000 sentences of the real pairs (English and French, as
# split by the pipeline) embedded into an empty state store (cold), then by a new
# process-like instance reading the same store (warm). The encoder's load is apart.
SEMANTIC = """
import json, sys, tempfile, time
from pathlib import Path
from pipeline.nlp.sentences import split_sentences
from pipeline.semantic import Semantic
from pipeline.state.store import StateStore
texts = []
for line in open(sys.argv[1], encoding="utf-8"):
    row = json.loads(line)
    for text in (row["en"], row["fr"]):
        texts += [s.text for s in split_sentences(text) if s.text.strip()]
texts = list(dict.fromkeys(texts))[:1000]
start = time.perf_counter(); cold = Semantic(); cold._encoder.encode(["warm up"])
load = time.perf_counter() - start
store_path = Path(tempfile.mkdtemp()) / "state.sqlite"
with StateStore(store_path) as store:
    cold.store = store
    start = time.perf_counter(); cold.vectors(texts); cold_s = time.perf_counter() - start
with StateStore(store_path) as store:
    warm = Semantic(); warm.store = store
    start = time.perf_counter(); warm.vectors(texts); warm_s = time.perf_counter() - start
print(json.dumps({"sentences": len(texts), "load_s": load, "cold_s": cold_s,
                  "warm_s": warm_s, "encoded_warm": warm.encoded}))
"""


def semantic_stage(pairs: Path) -> dict:
    out = subprocess.run([sys.executable, "-c", SEMANTIC, str(pairs)], cwd=ROOT, check=True,
                         capture_output=True, text=True).stdout
    data = json.loads(out)
    per = 1000 / data["sentences"]
    return {"sentences": data["sentences"], "load_s": round(data["load_s"], 2),
            "cold_s_per_1000": round(data["cold_s"] * per, 2),
            "warm_s_per_1000": round(data["warm_s"] * per, 3),
            "encoded_warm": data["encoded_warm"]}


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


def startup(pairs: Path, work: Path, *options: str) -> float:
    """A run of one pair in one worker: what every run pays before its pairs (imports,
    spaCy's pipelines, the compiled glossary, the encoder) and its reports. The machine's
    caches (regex_cache.cache_dir: patterns, the loaded encoder) are warmed by a first
    run; the one measured is the second, into a new folder (no vector is cached)."""
    one = work / "one-pair.jsonl"
    with pairs.open(encoding="utf-8") as rows:
        one.write_text(next(rows), encoding="utf-8")
    name = "one-pair" + "".join(options)
    for attempt in ("warm", "measured"):
        seconds, _ = timed(["run", "--pairs", str(one), "--full", "--quiet", "--workers", "1",
                            *options, "--out", str(work / f"{name}-{attempt}")])
    return seconds


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
    semantic: dict = {}
    scale: list[dict] = []
    try:
        base = base_plain = 0.0
        rows.append(incremental("shipped corpus", ["run", "corpora/rulings"], 87, work))
        if SHARED.is_file():
            pairs = work / "pairs.jsonl"
            subprocess.run(RULINGQA + ["pairs", "import", str(SHARED), "--since", "2015-01-01",
                                       "--out", str(pairs)], check=True, cwd=ROOT,
                           stderr=subprocess.DEVNULL)
            base = startup(pairs, work)
            base_plain = startup(pairs, work, "--no-semantic")
            units = sum(1 for _ in pairs.open(encoding="utf-8"))
            real = ["run", "--pairs", str(pairs)]
            rows.append(incremental("official FR card texts 2015+", real, units, work))
            one, _ = timed(real + ["--out", str(work / "w1"), "--quiet", "--full",
                                   "--workers", "1"])
            two, _ = timed(real + ["--out", str(work / "w2"), "--quiet", "--full",
                                   "--workers", "2"])
            speedup = {"one_worker_s": round(one, 2), "two_workers_s": round(two, 2),
                       "speedup": round(one / two, 2),
                       "speedup_after_startup": round((one - base) / (two - base), 2)}
            plain, _ = timed(real + ["--out", str(work / "w0"), "--quiet", "--full",
                                     "--workers", "1", "--no-semantic"])
            plain_two, _ = timed(real + ["--out", str(work / "w0-2"), "--quiet", "--full",
                                         "--workers", "2", "--no-semantic"])
            semantic = semantic_stage(pairs)
            semantic.update({"run_with_s": round(one, 2), "run_without_s": round(plain, 2)})
            pof, flo = pofilter(pairs, work), floor(pairs)
            ratios = {"pairs": units, "rulingqa_s": round(two, 2), "rulingqa_1_worker_s":
                      round(one, 2), "pofilter_s": round(pof, 2) if pof else None,
                      "vs_pofilter": round(two / pof, 2) if pof else None,
                      "vs_pofilter_1_worker": round(one / pof, 2) if pof else None,
                      "rulingqa_no_semantic_s": round(plain_two, 2),
                      "no_semantic_vs_pofilter": round(plain_two / pof, 2) if pof else None,
                      "floor_s": round(flo, 2), "vs_floor": round(two / flo, 2),
                      "vs_floor_1_worker": round(one / flo, 2)}
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
    if base:
        print(f"start-up (a run of one pair, one worker, the machine's caches warm: imports, "
              f"spaCy, glossary, encoder, reports): {base:.2f} s (goal at most 1.5 s); "
              f"with --no-semantic {base_plain:.2f} s (goal at most 1.0 s)")
    print(f"{'input':<32}{'pairs':>7}{'full s':>9}{'re-run s':>10}{'share':>8}"
          f"{'pairs/s':>9}{'peak MB':>9}")
    for r in rows:
        print(f"{r['input']:<32}{r['units']:>7}{r['full_s']:>9}{r['rerun_s']:>10}"
              f"{r['rerun_share']:>8.1%}{r['pairs_per_s']:>9}{r['peak_rss_mb']:>9}")
    if speedup:
        print(f"1 worker {speedup['one_worker_s']} s, 2 workers {speedup['two_workers_s']} s: "
              f"x{speedup['speedup']} (full runs on the real pairs, start-up included; "
              f"x{speedup['speedup_after_startup']} after it; goal x1.7)")
    if semantic:
        print(f"semantic stage: encoder load {semantic['load_s']} s; per 1,000 sentences "
              f"cold {semantic['cold_s_per_1000']} s, cache warm {semantic['warm_s_per_1000']} s "
              f"({semantic['encoded_warm']} embedded again); full run on the real pairs "
              f"{semantic['run_with_s']} s with it, {semantic['run_without_s']} s with "
              "--no-semantic")
    if ratios:
        pof = (f"pofilter {ratios['pofilter_s']} s: rulingqa x{ratios['vs_pofilter']} "
               "(goal at most x2), with --no-semantic "
               f"{ratios['rulingqa_no_semantic_s']} s, x{ratios['no_semantic_vs_pofilter']} "
               "(goal at most x1)" if ratios["pofilter_s"] else "pofilter: not measured")
        print(f"on the same {ratios['pairs']} pairs, rulingqa (2 workers) {ratios['rulingqa_s']} "
              f"s; {pof}; floor (tokens and lemmas of both sides, one process) "
              f"{ratios['floor_s']} s: rulingqa x{ratios['vs_floor']} (goal at most x2)")
        print(f"  with 1 worker ({ratios['rulingqa_1_worker_s']} s): pofilter "
              f"x{ratios['vs_pofilter_1_worker']}, floor x{ratios['vs_floor_1_worker']}")
    if scale:
        print(f"{'scale (--full)':<16}{'workers':>8}{'seconds':>10}{'pairs/s':>10}"
              f"{'us/pair':>10}{'vs first':>10}{'peak MB':>10}")
        for r in scale:
            print(f"{r['pairs']:<16}{r['workers']:>8}{r['seconds']:>10}{r['pairs_per_s']:>10}"
                  f"{r['us_per_pair']:>10}{r['vs_smallest']:>10}{r['peak_rss_mb']:>10}")
        print("us/pair leaves out the start-up; 'vs first': time per pair against the "
              "smallest size (linear growth: within 0.8-1.2); goal at 1M pairs: under 2048 MB")
    (OUT / "bench.json").write_text(json.dumps({"startup_s": round(base, 2),
                                                "startup_no_semantic_s": round(base_plain, 2),
                                                "runs": rows,
                                                "workers": speedup, "ratios": ratios,
                                                "semantic": semantic,
                                                "scale": scale}, indent=2) + "\n",
                                    encoding="utf-8")


if __name__ == "__main__":
    main()
