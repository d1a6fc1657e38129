"""Sentence alignment inside one ruling pair: a Gale–Church style dynamic programme.

Beads are 1-1, 1-2, 2-1, 1-0 and 0-1. A bead costs the negative log of its prior plus
the negative log of the similarity of its two sides (length, anchors, cognates, and
the embeddings' cosine of the two groups of sentences where the pair has them, see
semantic.group_cosines).
The priors suit machine translation, which works sentence by sentence: merges and
splits are rarer than in human translation, dropped or added sentences less rare.
"""

from __future__ import annotations

from math import log

from ..analysis import Context, Side, cognate
from ..lexicon import competing, content
from ..models import Bead
from ..semantic import GroupKey, blend
from .similarity import similarity

PRIORS = {(1, 1): 0.89, (1, 0): 0.05, (0, 1): 0.05, (2, 1): 0.005, (1, 2): 0.005}
# What the aligner decides changes with it (part of the cache keys of checked pairs):
# 2: lines aligned line by line; 3: sentences joined or split found by their words;
# 4: a quarter's room for the sentence joined; 5: words counted by mention in joins;
# 6: a card name at the end of a longer proper name is none (the word aligner and the
# cue checks, which blank names, see it as words); 7: a join needs no room beyond
# a quarter less than none (JOIN_ROOM); 8: one word is enough (JOIN_LEAST); 9: a
# joined sentence's share counts the words it does not repeat of its neighbour's; 10:
# glossary forms hyphenated or apart as the text has them, no card name joined by a
# hyphen to a word, no term in a title (anchors); 11: an English sentence alone beside a
# target sentence alone is their pair (_paired); 12: card names in the plural anchor
# ("two Platinum Angels", « deux Anges de platine »); 13: a card name that begins a
# set's name is none ("Return to Ravnica block"); 14: a German compound of several
# hyphens read part by part (« Betritt-das-Schlachtfeld-Fähigkeiten »), a word of the
# game heading a modifier the table lacks cut off (« Quest|zähler »), « dazu » a
# separable particle, joined into a verb the glossary has (« Erhält … Lebenspunkte
# dazu »: dazuerhalten), a base form
# after a plural noun's relative "that" its verb ("cards that phase in"): every
# check reads them so. 15: an English -ing form after an article a verb ("the countering
# fails"), a German past participle the table lacks its glossary verb's (« geblockte »:
# blocken). 16: a compound's parts explain a far word once between them (_explained);
# a sentence of function words joins by its cues (JOIN_CUES);
# "activated ability" no "activate abilities" (the English pack's
# keep_attributive_endings). 17: a German relative clause between commas leaves the
# clause it interrupts going on, its separable particle joined to its verb after it
# (« lösen Fähigkeiten der Karte, die er kopiert, nicht aus »: auslösen). 18: an ordinal
# is no anchor ("first" is an ordinal now, often said « d'abord »). 19: the cues of a
# sentence with words of meaning count as its words do; a card's name renders its
# official name's words (_named).
ALIGNER_VERSION = 19
SIM_WEIGHT = 6.0
NEUTRAL_SIM = 0.75  # what a sentence with no counterpart is charged for its own side
FLOOR = 0.01
# Share of the embeddings' signal in a bead's similarity, where there are embeddings. The
# cosine of a faithful sentence is not always high: the encoder reads the game's jargon
# poorly («Embalm only as a sorcery.» / «N'utilisez l'embaumement que lorsque vous
# pourriez lancer un rituel.»), and lowering such beads split them into a dropped and an
# added sentence. So the embeddings lower a bead only against a rival that is nearer and
# that the two sentences of each prefer to anything else.
SEMANTIC_WEIGHT = 0.5
RIVAL_COSINE, RIVAL_MARGIN = 0.7, 0.25


def _part(side: Side, first: int, count: int) -> Side:
    sentences = side.sentences[first:first + count]
    return side.sub(sentences[0].start, sentences[-1].end)


def _rivals(cosines: dict[GroupKey, float]) -> dict[GroupKey, float]:
    """For each pair of single sentences, the cosine of its rival: a pair of single
    sentences sharing one of its sentences, each the other's nearest (none: -1)."""
    single = {(i, j): c for (i, di, j, dj), c in cosines.items() if di == dj == 1}
    row: dict[int, float] = {}
    col: dict[int, float] = {}
    for (i, j), c in single.items():
        row[i], col[j] = max(row.get(i, -1.0), c), max(col.get(j, -1.0), c)
    mutual = {(i, j): c for (i, j), c in single.items() if c == row[i] == col[j]}
    out = {}
    for i, j in single:
        out[i, 1, j, 1] = max((c for (a, b), c in mutual.items()
                               if (a, b) != (i, j) and (a == i or b == j)), default=-1.0)
    return out


def _with_cosine(cheap: float, key: GroupKey, cosines: dict[GroupKey, float] | None,
                 rivals: dict[GroupKey, float]) -> float:
    """The cheap similarity of a bead, with the embeddings' where there are some: they
    may always raise it, and lower a bead of two single sentences only where its rival
    (see _rivals) is near in meaning (RIVAL_COSINE) and nearer by RIVAL_MARGIN."""
    cosine = cosines.get(key) if cosines else None
    if cosine is None:
        return cheap
    blended = blend(cheap, cosine, SEMANTIC_WEIGHT)
    rival = rivals.get(key, -1.0)
    lower = rival >= RIVAL_COSINE and cosine < rival - RIVAL_MARGIN
    return blended if lower else max(cheap, blended)


def align_sentences(en: Side, fr: Side, ctx: Context,
                    cosines: dict[GroupKey, float] | None = None) -> list[Bead]:
    """The beads of the two sides' sentences. Where both have the same number of lines
    (a card's abilities, a ruling's paragraphs), line k is aligned with line k, as
    Gale and Church align paragraphs before sentences: a bead never crosses a line."""
    parts: dict[tuple[str, int, int], Side] = {}  # each sentence group cut out once
    rivals = _rivals(cosines) if cosines else {}
    beads: list[Bead] = []
    for (e0, e1), (f0, f1) in _line_spans(en, fr):
        span = _align_span(en, fr, ctx, cosines, rivals, parts, e0, e1, f0, f1)
        beads += _paired(_joined(en, fr, ctx, span) if ctx.lexicon else span)
    return beads


def _paired(beads: list[Bead]) -> list[Bead]:
    """The beads with an English sentence left alone beside a target sentence left
    alone (1-0 next to 0-1) made one 1-1 bead: a sentence said so freely that no cheap
    signal pairs it (« Das geht etwa, indem du … notierst » for "You may do so by
    keeping …") stands where its English stands, and the meaning checks read the two
    as a pair; a sentence dropped and another added in its very place, which taking
    them apart would say, is no error a translator makes. Its score stays 0: no signal
    paired them."""
    out: list[Bead] = []
    for bead in beads:
        last = out[-1] if out else None
        if last is not None and {(len(last.en), len(last.fr)), (len(bead.en), len(bead.fr))} == {
                (1, 0), (0, 1)}:
            out[-1] = Bead(last.en or bead.en, last.fr or bead.fr, 0.0)
        else:
            out.append(bead)
    return out


# A sentence left without a partner is part of a neighbour's group (two sentences
# joined in one, or one split in two) where it renders at least JOIN_LEAST words of the
# neighbour's other side that the neighbour's own sentences leave unexplained, as many
# as JOIN_SHARE of its own words, and where that other side is longer than the group's
# own sentences need by JOIN_ROOM of what the sentence alone needs (the language's
# length ratio; below zero: shorter by as much). Room of a half (0.5) lost the
# development sets' joins that language models compress (« si vous payez ce coût, il
# n'en a aucune » for a whole sentence); a quarter less than none raised the aligner's
# accuracies on the shipped references with a sentence dropped (French 0.992 -> 0.996,
# German 0.971 -> 0.981, Spanish 0.990 -> 0.995) and left those with sentences merged
# as they were. A sentence really dropped (or added) finds no such words: what its
# neighbour's translation says, its neighbour's English says too.
JOIN_LEAST, JOIN_SHARE, JOIN_ROOM = 1, 0.4, -0.25
# A sentence alone with no word of meaning ("Not both.", "No.") joins by these cues
# instead, where the neighbour's other side says them beyond its own sentences.
JOIN_CUES = ("negation", "only", "both")
# A sentence whose words mostly repeat its neighbour's needs room of its own: a fifth
# of what it needs alone (see _join_step).
JOIN_ROOM_REPEATING = 0.2


def _joined(en: Side, fr: Side, ctx: Context, beads: list[Bead]) -> list[Bead]:
    """The beads with each sentence left alone (1-0 or 0-1) moved into a neighbouring
    group whose surplus words it explains, as long as one does: language models join
    and split sentences (« …, et aucun joueur ne subit de blessures » for "No player is
    dealt damage."), which a sentence-length model alone takes for a sentence dropped
    beside one much longer than its English."""
    renders, strength = ctx.lexicon.renders, ctx.lexicon.strength
    stop_en, stop_fr = ctx.source_pack.stop_words, ctx.pack.stop_words
    linked: dict[str, frozenset[str]] = {}

    def words(on_en: bool, ids: tuple[int, ...], alone: bool = False) -> list:
        """The words of sentences ``ids`` that carry meaning; on the side of an English
        sentence alone, also those a stop list holds that the lexicon renders (put,
        first, last). On the other side they would explain too much: "you" links to
        « point de vie »."""
        if not ids:
            return []
        side, stop = (en, stop_en) if on_en else (fr, stop_fr)
        tokens = (side.tokens[k] for k in side.token_range(
            side.sentences[ids[0]].start, side.sentences[ids[-1]].end))
        return [t for t in tokens if content(t, stop) or (
            alone and on_en and t.is_alpha and len(t.text) >= 3
            and renders((t.lemma, t.lower)))]

    # the words of a card's name on both sides render each other (« Zameck-Gildenmagiers »
    # for Zameck Guildmage), though the lexicon links none of them
    named_en, named_fr = _named(en, target=False), _named(fr, target=True)

    def link(e, f) -> bool:
        if e.lemma not in linked:
            linked[e.lemma] = renders((e.lemma, e.lower))
        return (f.lemma in linked[e.lemma] or f.lower in linked[e.lemma]
                or cognate(e.text, f.text)
                or bool(named_en.get(e.start, frozenset()) & named_fr.get(f.start, frozenset())))

    def length(on_en: bool, ids: tuple[int, ...]) -> int:
        side = en if on_en else fr
        return sum(side.sentences[k].end - side.sentences[k].start for k in ids)

    def cues(on_en: bool, alone_ids: tuple[int, ...], own_ids: tuple[int, ...],
             far_ids: tuple[int, ...]) -> int:
        """How many of the cues (JOIN_CUES) of a sentence alone the neighbour's other side
        says beyond what the neighbour's own sentences say: "Not both." joined as
        « …, mais pas les deux » has no word of meaning to join by."""
        packs = ((ctx.source_pack, en), (ctx.pack, fr))
        (mine, mine_side), (theirs, far_side) = packs if on_en else packs[::-1]

        def count(pack, side, ids, cue) -> int:
            return sum(len(pack.cue_patterns[cue].findall(side.sentences[k].text))
                       for k in ids)
        n = 0
        for cue in JOIN_CUES:
            if cue in mine.cue_patterns and cue in theirs.cue_patterns:
                said = count(mine, mine_side, alone_ids, cue)
                beyond = (count(theirs, far_side, far_ids, cue)
                          - count(mine, mine_side, own_ids, cue))
                n += min(said, max(0, beyond))
        return n

    beads = list(beads)
    for _ in range(len(beads)):  # each step joins two beads
        step = _join_step(beads, words, link, strength, length, ctx.pack.length_ratio, cues)
        if step is None:
            break
        beads = step
    return beads


def _named(side: Side, target: bool) -> dict[int, frozenset[str]]:
    """The keys of the cards whose names the words of a side are part of, by the
    words' start offsets (a target side's matches hold the entries' forms)."""
    out: dict[int, frozenset[str]] = {}
    for m in side.cards:
        keys = frozenset((p.entry if target else p).key for p in m.payloads)
        for i in side.token_range(*side.span(m)):
            start = side.tokens[i].start
            out[start] = out.get(start, frozenset()) | keys
    return out


def _explained(content_words: list, own: list, far: list, pair, strength
               ) -> list[bool]:
    """For each word of ``far``, whether the group's own words explain it. A far word
    is explained as often as own says a word that renders it: a second « cementerio »
    beside one "graveyard" is left over for a sentence joined to the group. Each word of
    meaning of own counts for the far lemmas it renders best (``competing``: "ability"
    renders « habilidad », not the « disparar » it often stands beside); a stop word of own ("from" for
    « cementerio ») explains a far word only where no word of meaning does."""
    capacity: dict[str, int] = {}
    # the parts of one written word (a German compound cut in two, « Zauber|spruch »)
    # explain a far word once between them: "spell" once, not twice
    word, end, counted = 0, None, set()
    for w in content_words:
        if w.start != end:
            word, counted = word + 1, set()
        end = w.end
        scores = {o.lemma: strength(w, o) for o in far if pair(w, o)}
        for lemma, counts in zip(scores, competing(list(scores.values())), strict=True):
            if counts and lemma not in counted:
                counted.add(lemma)
                capacity[lemma] = capacity.get(lemma, 0) + 1
    seen: dict[str, int] = {}
    out = []
    for o in far:
        seen[o.lemma] = seen.get(o.lemma, 0) + 1
        times = capacity.get(o.lemma, 0)
        out.append(times >= seen[o.lemma] if times else any(pair(w, o) for w in own))
    return out


def _join_step(beads: list[Bead], words, link, strength, length, ratio: float,
               cues=None) -> list[Bead] | None:
    """One change of _joined: the beads after it, or None where nothing changes. A join
    also needs room (``ratio``: target characters to English ones): beside a sentence
    really dropped, the neighbour's translation is as long as its own English alone."""
    for k, bead in enumerate(beads):
        if bool(bead.en) == bool(bead.fr):
            continue
        on_en = bool(bead.en)
        pair = link if on_en else (lambda a, b: link(b, a))
        weigh = strength if on_en else (lambda a, b: strength(b, a))
        alone = words(on_en, bead.en or bead.fr, alone=True)
        meaning = words(on_en, bead.en or bead.fr)  # its share counts these
        best, best_found = None, 0
        for n in (k - 1, k + 1):
            if not 0 <= n < len(beads) or not (beads[n].en and beads[n].fr):
                continue
            other = beads[n]
            own_ids, far_ids = (other.en, other.fr) if on_en else (other.fr, other.en)
            # own read as alone is read: what one explains, the other may
            own, far = words(on_en, own_ids, alone=True), words(not on_en, far_ids)
            by_own = _explained(words(on_en, own_ids), own, far, pair, weigh)
            # the words of far that the group's own leaves over and alone renders
            left = [o for o, mine in zip(far, by_own, strict=True) if not mine]
            found = sum(any(pair(w, o) for w in alone) for o in left)
            # its cues said beyond the neighbour's own: for a sentence of function words
            # only ("Not both."), enough however short the neighbour's other side (« …,
            # mais pas les deux »); for one with words of meaning, found as its words
            # are ("You can't choose a different one." said « ; einen anderen kannst
            # du nicht wählen », the neighbour's "Choose one" explaining « wählen »)
            by_cues = cues(on_en, bead.en or bead.fr, own_ids, far_ids) if (
                cues is not None) else 0
            found += by_cues
            # room for alone beside own: the other side's length beyond what own's
            # needs, as a share of what alone's needs
            own_len, far_len = length(on_en, own_ids), length(not on_en, far_ids)
            alone_len = max(1, length(on_en, bead.en or bead.fr))
            room = ((far_len - ratio * own_len) / (ratio * alone_len) if on_en
                    else (ratio * far_len - own_len) / alone_len)

            # What alone repeats of own, a joined sentence says with pronouns (« bezahlst
            # du sie, hat er keine Ziele » for "If you pay the overload cost, the spell
            # won't have any targets" after a sentence on that cost and spell): the share
            # may count only the words alone adds, where its words of meaning render
            # what is left over and the other side has room for it beyond own's
            # (JOIN_ROOM_REPEATING): a sentence dropped beside one it repeats leaves
            # the other side no longer than own needs.
            repeated = {w.lemma for w in own}
            added = sum(w.lemma not in repeated for w in meaning)
            by_meaning = sum(any(pair(w, o) for w in meaning) for o in left)
            share = (by_cues >= JOIN_LEAST and not meaning
                     or (found >= JOIN_SHARE * len(meaning) and room >= JOIN_ROOM)
                     or (by_meaning >= JOIN_LEAST and by_meaning >= JOIN_SHARE * added
                         and room >= JOIN_ROOM_REPEATING))
            if found >= JOIN_LEAST and share and found > best_found:
                best, best_found = n, found
        if best is not None:
            other, out = beads[best], list(beads)
            out[min(k, best)] = Bead(tuple(sorted(other.en + bead.en)),
                                     tuple(sorted(other.fr + bead.fr)), other.score)
            del out[max(k, best)]
            return out
    return None


def _lines(side: Side) -> list[int]:
    """The line each sentence is on."""
    out, line, at = [], 0, 0
    for s in side.sentences:
        line += side.text.count("\n", at, s.start)
        at = s.start
        out.append(line)
    return out


def _line_spans(en: Side, fr: Side) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Sentence ranges to align separately: one per line where the two sides have the
    same lines, each holding sentences on both sides; else the whole of each."""
    whole = [((0, len(en.sentences)), (0, len(fr.sentences)))]
    en_lines, fr_lines = _lines(en), _lines(fr)
    if not en_lines or not fr_lines or en_lines[-1] == 0:
        return whole
    ranges = []
    for lines in (en_lines, fr_lines):
        ranges.append({})
        for k, line in enumerate(lines):
            first, _ = ranges[-1].get(line, (k, k))
            ranges[-1][line] = (first, k + 1)
    if sorted(ranges[0]) != sorted(ranges[1]):
        return whole
    return [(ranges[0][line], ranges[1][line]) for line in sorted(ranges[0])]


def _align_span(en: Side, fr: Side, ctx: Context, cosines: dict[GroupKey, float] | None,
                rivals: dict[GroupKey, float], parts: dict[tuple[str, int, int], Side],
                e0: int, e1: int, f0: int, f1: int) -> list[Bead]:
    """The dynamic programme over English sentences e0..e1 and target ones f0..f1."""
    n, m = e1 - e0, f1 - f0
    inf = float("inf")
    cost = [[inf] * (m + 1) for _ in range(n + 1)]
    back: list[list[tuple[int, int, float] | None]] = [[None] * (m + 1) for _ in range(n + 1)]
    cost[0][0] = 0.0
    sims: dict[tuple[int, int, int, int], float] = {}

    def part(which: str, side: Side, first: int, count: int) -> Side:
        key = (which, first, count)
        if key not in parts:
            parts[key] = _part(side, first, count)
        return parts[key]

    for i in range(n + 1):
        for j in range(m + 1):
            if cost[i][j] == inf:
                continue
            for (di, dj), prior in PRIORS.items():
                ni, nj = i + di, j + dj
                if ni > n or nj > m:
                    continue
                if di and dj:
                    key = (e0 + i, di, f0 + j, dj)
                    if key not in sims:
                        cheap = similarity(part("en", en, e0 + i, di),
                                           part("fr", fr, f0 + j, dj), ctx)
                        sims[key] = _with_cosine(cheap, key, cosines, rivals)
                    sim = sims[key]
                else:
                    sim = NEUTRAL_SIM
                step = -log(prior) - SIM_WEIGHT * log(max(sim, FLOOR))
                if cost[i][j] + step < cost[ni][nj]:
                    cost[ni][nj] = cost[i][j] + step
                    back[ni][nj] = (i, j, sim if di and dj else 0.0)
    beads: list[Bead] = []
    i, j = n, m
    while (i, j) != (0, 0):
        step = back[i][j]
        if step is None:  # unreachable for n, m >= 0; kept for safety of the loop
            break
        pi, pj, sim = step
        beads.append(Bead(tuple(range(e0 + pi, e0 + i)), tuple(range(f0 + pj, f0 + j)),
                          round(sim, 3)))
        i, j = pi, pj
    beads.reverse()
    return beads
