"""SQLite state store: runs, a content-addressed cache of check results, each ruling's
last state, the findings of each run, waivers. The schema is versioned (``PRAGMA
user_version``) and migrated forward on open.

Crash safety: a run's cache rows are content-addressed (a row is right whoever wrote
it); everything else a run records (the run row, the rulings' state, its findings)
is committed in one transaction at its very end, after its reports are in place. A
run killed at any point leaves the store as the previous run left it. One run at a
time: an exclusive lock on ``<store>.lock`` (released by the kernel if the process dies).
``run_history`` reads the runs without it, read-only, for ``rulingqa history``.
"""

from __future__ import annotations

import fcntl
import json
import os
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import groupby
from pathlib import Path

from .. import crashpoints
from ..errors import PipelineError

MIGRATIONS: tuple[str, ...] = (
    # 1: the first schema
    """
    CREATE TABLE runs (
        run_id TEXT PRIMARY KEY, started TEXT NOT NULL, ended TEXT NOT NULL,
        status TEXT NOT NULL, inputs_hash TEXT NOT NULL, package_version TEXT NOT NULL,
        glossary_fingerprint TEXT NOT NULL, checks TEXT NOT NULL, lang TEXT NOT NULL,
        summary TEXT NOT NULL, glossary_entries TEXT NOT NULL
    );
    CREATE TABLE cache (
        key TEXT PRIMARY KEY, findings TEXT NOT NULL, beads TEXT NOT NULL,
        en_keys TEXT NOT NULL, fr_keys TEXT NOT NULL, used TEXT NOT NULL
    );
    CREATE TABLE page_cache (key TEXT PRIMARY KEY, pairing TEXT NOT NULL);
    CREATE TABLE rulings (
        lang TEXT NOT NULL, identity TEXT NOT NULL, doc TEXT NOT NULL, en_index INTEGER,
        ruling_id TEXT NOT NULL, en_hash TEXT NOT NULL, fr_hash TEXT NOT NULL,
        fr_text TEXT NOT NULL, first_run TEXT NOT NULL, last_run TEXT NOT NULL,
        PRIMARY KEY (lang, identity)
    );
    CREATE TABLE findings (
        run_id TEXT NOT NULL, lang TEXT NOT NULL, diff_key TEXT NOT NULL,
        finding_id TEXT NOT NULL, identity TEXT NOT NULL, row TEXT NOT NULL,
        PRIMARY KEY (run_id, lang, diff_key, finding_id)
    );
    CREATE TABLE waivers (
        finding_id TEXT PRIMARY KEY, decision TEXT NOT NULL, reason TEXT NOT NULL,
        by TEXT NOT NULL, until TEXT NOT NULL, created TEXT NOT NULL
    );
    """,
    # 2: previous rulings looked up by position, a chunk at a time
    """
    CREATE INDEX rulings_position ON rulings (lang, doc, en_index);
    """,
    # 3: sentence embeddings by content hash (pipeline/semantic.py)
    """
    CREATE TABLE embeddings (key TEXT PRIMARY KEY, vector BLOB NOT NULL) WITHOUT ROWID;
    """,
    # 4: each run's exit code (NULL for the runs recorded before it)
    """
    ALTER TABLE runs ADD COLUMN exit_code INTEGER;
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)
RUN_COLUMNS = ("run_id", "started", "ended", "status", "inputs_hash", "package_version",
               "glossary_fingerprint", "checks", "lang", "summary", "glossary_entries",
               "exit_code")
# What ``rulingqa history`` reads of each run (not the checks and glossary entries)
HISTORY_COLUMNS = ("run_id", "lang", "started", "ended", "status", "summary", "exit_code",
                   "package_version", "glossary_fingerprint")


@dataclass(frozen=True)
class Waiver:
    finding_id: str
    decision: str  # accepted | false-alarm | fixed
    reason: str
    by: str = ""
    until: str = ""  # ISO date; empty: no end

    def active(self, today: str) -> bool:
        return not self.until or today <= self.until


class StateStore:
    def __init__(self, path: Path):
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock_file = open(path.with_name(path.name + ".lock"), "a")  # noqa: SIM115
        try:
            fcntl.flock(self._lock_file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            self._lock_file.close()
            raise PipelineError("E170", "another run holds the lock on this state store",
                                str(path)) from None
        try:
            self.db = sqlite3.connect(path, timeout=30, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            self.close()
            raise PipelineError("E171", f"not a usable state store: {exc}", str(path)) from None

    def _migrate(self) -> None:
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise PipelineError("E172", f"state store schema {version} is newer than this "
                                f"rulings-qa ({SCHEMA_VERSION})", str(self.path))
        for number in range(version, SCHEMA_VERSION):
            # One script, one transaction: the schema and its version move together.
            self.db.executescript(f"BEGIN IMMEDIATE;\n{MIGRATIONS[number]}\n"
                                  f"PRAGMA user_version = {number + 1};\nCOMMIT;")

    @contextmanager
    def _tx(self):
        try:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                if self.db.in_transaction:
                    self.db.execute("ROLLBACK")
                raise
            crashpoints.reached("store-commit")
            self.db.execute("COMMIT")
        except sqlite3.OperationalError as exc:  # a full disk, a read-only folder
            if self.db.in_transaction:
                self.db.execute("ROLLBACK")
            raise PipelineError("E176", f"the state store could not be written: {exc}",
                                str(self.path)) from None

    def close(self) -> None:
        if getattr(self, "db", None) is not None:
            self.db.close()
            self.db = None
        if not self._lock_file.closed:
            fcntl.flock(self._lock_file, fcntl.LOCK_UN)
            self._lock_file.close()

    def __enter__(self) -> StateStore:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    # -- cache (content-addressed, written as the run goes) --------------------------

    def cached(self, keys: Iterable[str], words: bool = True) -> dict[str, dict]:
        """The cached results of ``keys``; ``words=False`` leaves out the rulings' words
        (``en_keys``, ``fr_keys``: needed only when a glossary entry was added), which are
        most of what there is to decode."""
        out: dict[str, dict] = {}
        keys = list(keys)
        columns = "key, findings, beads, used" + (", en_keys, fr_keys" if words else "")
        for start in range(0, len(keys), 500):
            chunk = keys[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for row in self.db.execute(
                    f"SELECT {columns} FROM cache WHERE key IN ({marks})", chunk):
                out[row[0]] = {"findings": json.loads(row[1]), "beads": json.loads(row[2]),
                               "used": json.loads(row[3])}
                if words:
                    out[row[0]]["en_keys"] = json.loads(row[4])
                    out[row[0]]["fr_keys"] = json.loads(row[5])
        return out

    def put_cache(self, rows: list[tuple[str, dict]]) -> None:
        with self._tx():
            self.db.executemany(
                "INSERT OR REPLACE INTO cache VALUES (?, ?, ?, ?, ?, ?)",
                [(k, json.dumps(v["findings"]), json.dumps(v["beads"]), json.dumps(v["en_keys"]),
                  json.dumps(v["fr_keys"]), json.dumps(v["used"])) for k, v in rows])

    def page_pairing(self, key: str) -> list | None:
        row = self.db.execute("SELECT pairing FROM page_cache WHERE key = ?", (key,)).fetchone()
        return json.loads(row[0]) if row else None

    def put_page_pairing(self, key: str, pairing: list) -> None:
        with self._tx():
            self.db.execute("INSERT OR REPLACE INTO page_cache VALUES (?, ?)",
                            (key, json.dumps(pairing)))

    def embeddings(self, keys: list[str]) -> dict[str, bytes]:
        out: dict[str, bytes] = {}
        for chunk in _batches(keys):
            marks = ",".join("?" * len(chunk))
            out.update(self.db.execute(
                f"SELECT key, vector FROM embeddings WHERE key IN ({marks})", chunk))
        return out

    def put_embeddings(self, rows) -> None:
        with self._tx():
            self.db.executemany("INSERT OR REPLACE INTO embeddings VALUES (?, ?)", rows)

    # -- the previous run ------------------------------------------------------------

    def last_run(self, lang: str) -> dict | None:
        row = self.db.execute(
            "SELECT run_id, summary, glossary_entries FROM runs WHERE lang = ? AND "
            "status = 'done' ORDER BY ended DESC, run_id DESC LIMIT 1", (lang,)).fetchone()
        if row is None:
            return None
        return {"run_id": row[0], "summary": json.loads(row[1]),
                "glossary_entries": json.loads(row[2])}

    def recent_runs(self, lang: str, limit: int) -> list[dict]:
        rows = self.db.execute(
            "SELECT run_id, summary FROM runs WHERE lang = ? AND status = 'done' "
            "ORDER BY ended DESC, run_id DESC LIMIT ?", (lang, limit)).fetchall()
        return [{"run_id": r[0], "summary": json.loads(r[1])} for r in reversed(rows)]

    def run_ids(self) -> list[str]:
        return [r[0] for r in self.db.execute("SELECT run_id FROM runs ORDER BY run_id")]

    def rulings(self, lang: str, identities: Iterable[str]) -> dict[str, dict]:
        """The recorded rulings of these identities."""
        out: dict[str, dict] = {}
        for chunk in _batches(list(identities)):
            for r in self.db.execute(
                    f"SELECT {_RULING} FROM rulings WHERE lang = ? AND identity IN "
                    f"({','.join('?' * len(chunk))})", [lang, *chunk]):
                out[r[0]] = _ruling_row(r)
        return out

    def rulings_at(self, lang: str, positions: Iterable[tuple[str, int]]) -> dict[tuple, dict]:
        """The recorded ruling at each (doc, en_index); of several, the greatest identity."""
        out: dict[tuple, dict] = {}
        for doc, index in positions:
            r = self.db.execute(
                f"SELECT {_RULING} FROM rulings WHERE lang = ? AND doc = ? AND en_index = ? "
                "ORDER BY identity DESC LIMIT 1", (lang, doc, index)).fetchone()
            if r is not None:
                out[doc, index] = _ruling_row(r)
        return out

    def finding_keys(self, run_id: str, lang: str, keys: Iterable[str]) -> set[str]:
        """Which of these diff keys the run found."""
        out: set[str] = set()
        for chunk in _batches(list(keys)):
            out.update(r[0] for r in self.db.execute(
                f"SELECT diff_key FROM findings WHERE run_id = ? AND lang = ? AND diff_key IN "
                f"({','.join('?' * len(chunk))})", [run_id, lang, *chunk]))
        return out

    def findings(self, run_id: str, lang: str) -> Iterator[tuple[str, dict]]:
        """The run's findings in diff-key order, one row per diff key (the last recorded)."""
        rows = self.db.execute(
            "SELECT diff_key, row FROM findings WHERE run_id = ? AND lang = ? "
            "ORDER BY diff_key, finding_id", (run_id, lang))
        for key, group in groupby(rows, key=lambda r: r[0]):
            *_, last = group
            yield key, json.loads(last[1])

    # -- the end of a run: one transaction -------------------------------------------

    def record_run(self, run: dict, rulings: Iterable[tuple], findings: Iterable[tuple]) -> None:
        with self._tx():
            self.db.execute(f"INSERT INTO runs ({', '.join(RUN_COLUMNS)}) "
                            f"VALUES ({', '.join(':' + c for c in RUN_COLUMNS)})",
                            {"exit_code": None, **run})
            self.db.executemany(
                "INSERT INTO rulings VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (lang, identity) DO UPDATE SET doc = excluded.doc, "
                "en_index = excluded.en_index, ruling_id = excluded.ruling_id, "
                "en_hash = excluded.en_hash, fr_hash = excluded.fr_hash, "
                "fr_text = excluded.fr_text, last_run = excluded.last_run", rulings)
            self.db.executemany("INSERT OR IGNORE INTO findings VALUES (?, ?, ?, ?, ?, ?)",
                                findings)

    def forget_runs(self, lang: str, keep: list[str]) -> None:
        """Drop the findings of this language's runs older than those in ``keep``."""
        marks = ",".join("?" * len(keep)) or "''"
        with self._tx():
            self.db.execute(f"DELETE FROM findings WHERE lang = ? AND run_id NOT IN ({marks})",
                            [lang, *keep])

    # -- waivers ---------------------------------------------------------------------

    def waive(self, waiver: Waiver, created: str) -> None:
        with self._tx():
            self.db.execute("INSERT OR REPLACE INTO waivers VALUES (?, ?, ?, ?, ?, ?)",
                            (waiver.finding_id, waiver.decision, waiver.reason, waiver.by,
                             waiver.until, created))

    def waivers(self) -> dict[str, Waiver]:
        return {r[0]: Waiver(*r[:5]) for r in self.db.execute(
            "SELECT finding_id, decision, reason, by, until FROM waivers")}

    def integrity(self) -> str:
        return self.db.execute("PRAGMA integrity_check").fetchone()[0]


_RULING = "identity, doc, en_index, ruling_id, en_hash, fr_hash, fr_text"


def _ruling_row(r: tuple) -> dict:
    return {"identity": r[0], "doc": r[1], "en_index": r[2], "ruling_id": r[3],
            "en_hash": r[4], "fr_hash": r[5], "fr_text": r[6]}


def _batches(items: list, size: int = 500) -> Iterator[list]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def run_history(path: Path) -> list[dict]:
    """Every recorded run, oldest first (by start, then as recorded), its summary decoded.

    Read-only and lock-free: a read-only connection, no run lock, no migration, so a run
    in progress is neither waited for nor disturbed (WAL: it sees the runs committed
    before it began). A store of an older schema reads as it is: a column it lacks
    (``exit_code`` before schema 4) reads as None.
    """
    if not path.is_file():
        raise PipelineError("E173", "no state store at this path", str(path))
    try:
        db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=30)
    except sqlite3.DatabaseError as exc:
        raise PipelineError("E171", f"not a usable state store: {exc}", str(path)) from None
    try:
        have = {r[1] for r in db.execute("PRAGMA table_info(runs)")}
        if not have:
            raise PipelineError("E171", "not a usable state store: it has no runs table",
                                str(path))
        columns = [c for c in HISTORY_COLUMNS if c in have]
        rows = db.execute(f"SELECT {', '.join(columns)} FROM runs ORDER BY started, rowid")
        runs = [{**dict.fromkeys(HISTORY_COLUMNS), **dict(zip(columns, r, strict=True))}
                for r in rows]
        for run in runs:
            run["summary"] = json.loads(run["summary"]) if run["summary"] else {}
        return runs
    except (sqlite3.DatabaseError, ValueError) as exc:
        raise PipelineError("E171", f"not a usable state store: {exc}", str(path)) from None
    finally:
        db.close()


def default_state_path(out: Path) -> Path:
    return out / "state.sqlite"


def fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
