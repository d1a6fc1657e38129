"""Meaning cues: the small words that turn a ruling around while every term stays right.

A negation flipped ("can't" rendered « peut »), "may" made "must", "up to two" made
« deux », "your" made « chaque adversaire », "unless" made « si »: the glossary and the
numbers check see nothing wrong. These checks compare, sentence by aligned sentence,
which cues each side carries. The cues are regular expressions in the language packs
(``LanguagePack.cues``), named alike in the source and the target pack; the rules below
say which cues must appear together.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import cache, partial

from ..align.words import renderings
from ..analysis import PARENTHESES, Context, Side, cognate, near_cognate
from ..cuedata import pack_cues
from ..glossary.compiled import ACCEPTED
from ..lang import LanguagePack
from ..lang.base import DriftModels
from ..lexicon import competing, content
from ..models import Finding, MqmCategory, Severity, TextKind
from ..semantic import (
    DRIFT_MAJOR,
    DRIFT_MINOR,
    SENTENCE_DRIFT_MAJOR,
    SENTENCE_DRIFT_MINOR,
    SENTENCE_MIN_CHARS,
    reminder_on_one_side,
)
from .base import Check, PairView


@dataclass(frozen=True)
class Part:
    """The text of an aligned group of sentences, and where it starts in its side."""

    text: str
    start: int


def _without_names(side: Side, pack: LanguagePack) -> str:
    """The side's text with its card names blanked out (« Piscine sans fond » says
    nothing about negation), and the pack's neutral phrases (« que no sea », the Spanish
    "non-"); offsets are kept. Made once per side for every cue check."""
    text = side.memo.get("without names")
    if text is None:
        chars = list(side.text)
        for match in side.cards:
            start, end = side.span(match)
            chars[start:end] = " " * (end - start)
        if pack.cue_neutral_pattern is not None:
            for match in pack.cue_neutral_pattern.finditer(side.text):
                chars[match.start():match.end()] = " " * (match.end() - match.start())
        text = side.memo["without names"] = "".join(chars)
    return text


def aligned_parts(view: PairView, ctx: Context) -> list[tuple[Part, Part]]:
    """Aligned sentence groups with a sentence on both sides (a dropped or added one is
    the omission and addition checks' business); the whole texts without beads."""
    return [part for part, _ in _parts_and_spans(view, ctx)]


def _parts_and_spans(view: PairView, ctx: Context
                     ) -> list[tuple[tuple[Part, Part], tuple[int, int, int, int] | None]]:
    """``aligned_parts`` with each group's sentence spans (English start and end, target
    start and end); None for the whole texts."""
    en, fr = view.en, view.fr
    en_text, fr_text = _without_names(en, ctx.source_pack), _without_names(fr, ctx.pack)
    if not view.beads or not en.sentences or not fr.sentences:
        return [(_comparable(Part(en_text, 0), Part(fr_text, 0), ctx.pack.length_ratio), None)]
    out = []
    for bead in view.beads:
        if not bead.en or not bead.fr:
            continue
        e0, e1 = en.sentences[bead.en[0]].start, en.sentences[bead.en[-1]].end
        f0, f1 = fr.sentences[bead.fr[0]].start, fr.sentences[bead.fr[-1]].end
        out.append((_comparable(Part(en_text[e0:e1], e0), Part(fr_text[f0:f1], f0),
                                ctx.pack.length_ratio),
                    (e0, e1, f0, f1)))
    return out


def counted_parts(view: PairView, ctx: Context, src: re.Pattern[str], tgt: re.Pattern[str]
                  ) -> list[tuple[Part, Part]]:
    """The aligned parts for a cue counted on both sides, two neighbours taken as one
    where one has the cue more often on one side and the next as many times more on
    the other: the two languages cut the sentences at different places ("…, the
    requirement to block does nothing. The targeted creature …" said « … no pueda
    hacerlo. En ese caso, el requisito no tiene ningún efecto: … »), each sentence
    aligned with its partner while a clause went over to the next one (see ``moved``),
    not a negation moved from one sentence to the other."""
    parts = _parts_and_spans(view, ctx)
    en_text, fr_text = _without_names(view.en, ctx.source_pack), _without_names(view.fr, ctx.pack)

    def surplus(part: tuple[Part, Part]) -> int:
        return len(src.findall(part[0].text)) - len(tgt.findall(part[1].text))

    def moved(part: tuple[Part, Part], following: tuple[Part, Part]) -> bool:
        """Whether the clause of the last cue of the side with more in ``part`` is
        rendered in ``following``'s other side rather than in its own: the clause went
        over to the next sentence ("…, the requirement to block does nothing." said
        « En ese caso, el requisito de bloquear no tiene ningún efecto »). A negation
        moved from one sentence to the other ("You can't attack with it. You may block
        with it." made « Vous pouvez attaquer avec elle. Vous ne pouvez pas bloquer avec
        elle. ») leaves its clause where it was."""
        lexicon = ctx.lexicon
        if lexicon is None:
            return False
        more_en = surplus(part) > 0
        side, far = (view.en, view.fr) if more_en else (view.fr, view.en)
        pack, far_pack = ((ctx.source_pack, ctx.pack) if more_en else (ctx.pack, ctx.source_pack))
        own, here, there = ((part[0], part[1], following[1]) if more_en
                            else (part[1], part[0], following[0]))
        cues = list((src if more_en else tgt).finditer(own.text))
        if not cues:
            return False
        clause = _clause_of(_clauses(own, pack), own.start + cues[-1].start())
        words = _words(side, own, clause, pack.stop_words)

        # a game term's word is rendered where the other side has an accepted form of
        # it (renown: « prestigio », newer than the texts the lexicon learnt from)
        near_terms, far_terms = (_term_keys(view.en, False), _term_keys(view.fr, True))
        if not more_en:
            near_terms, far_terms = far_terms, near_terms

        def rendered(other: Part, span: tuple[int, int] | None = None) -> int:
            theirs = _words(far, other, span or (other.start, other.start + len(other.text)),
                            far_pack.stop_words)
            keys = {k for t in theirs for i in far.token_range(t.start, t.end)
                    for k in far_terms.get(i, ())}
            return sum(any((lexicon.strength(w, t) if more_en else lexicon.strength(t, w)) > 0
                           for t in theirs)
                       or any(k in keys for i in side.token_range(w.start, w.end)
                              for k in near_terms.get(i, ())) for w in words)
        beyond, own_words = rendered(there), rendered(here)
        if beyond != own_words:
            return beyond > own_words
        # as many words either side (the clause's words said in both sentences: « la
        # criatura » twice): where the sentences meet, the clause of the next one's first
        # cue against the last clause of its own
        first = (tgt if more_en else src).search(there.text)
        if first is None:
            return False
        last = next((c for c in reversed(_clauses(here, far_pack))
                     if _words(far, here, c, far_pack.stop_words)), None)
        return last is not None and rendered(there, _clause_of(
            _clauses(there, far_pack), there.start + first.start())) > rendered(here, last)

    out, i = [], 0
    while i < len(parts):
        (part, spans), following = parts[i], parts[i + 1] if i + 1 < len(parts) else None
        if (spans is not None and following is not None and surplus(part)
                and surplus(part) + surplus(following[0]) == 0
                and moved(part, following[0])):
            e0, _, f0, _ = spans
            _, e1, _, f1 = following[1]
            out.append(_comparable(Part(en_text[e0:e1], e0), Part(fr_text[f0:f1], f0),
                                   ctx.pack.length_ratio))
            i += 2
            continue
        out.append(part)
        i += 1
    return out


def _term_keys(side: Side, target: bool) -> dict[int, set[str]]:
    """Token index -> the glossary entries a term match there says (on the target side,
    only by an accepted form)."""
    out: dict[int, set[str]] = {}
    for m in side.terms:
        keys = {p.entry.key for p in m.payloads if p.role == ACCEPTED} if target \
            else {e.key for e in m.payloads}
        for i in range(m.start, m.end):
            out.setdefault(i, set()).update(keys)
    return out


# (not an abbreviation's period, a word in lower case after it: « bzw. nicht », "e.g. a";
# searched up to a window's end, one character more, for what follows to be seen)
SENTENCE_END = re.compile(r"[!?]|\.(?!\s*[a-zßàâäçéèêëîïôöûùüÿñ])")


def _comparable(en: Part, fr: Part, ratio: float) -> tuple[Part, Part]:
    """Where one side has a parenthesis the other has not (reminder text a translation
    adds or leaves out), the parentheses of both are left out of the comparison. Not
    where the other side says it in its running text ("(because it no longer has a
    legal target …)" said « denn … hat er kein gültiges Ziel mehr », "(for instance, if
    …)" said between dashes): judged by length as the omission check judges a
    parenthesis (``one_sided_parentheses``), the other side nearer this side's length
    with the parentheses it has more than without them."""
    if en.text.count("(") == fr.text.count("("):
        return en, fr
    more, other, scale = (en, fr, 1 / ratio) if en.text.count("(") > fr.text.count("(") \
        else (fr, en, ratio)
    length, theirs = len(more.text.strip()), len(other.text.strip()) * scale
    without = length - sum(len(m.group()) for m in PARENTHESES.finditer(more.text)) \
        + sum(len(m.group()) for m in PARENTHESES.finditer(other.text)) * scale
    if 0 < without < length and theirs >= math.sqrt(length * without):
        return en, fr
    return _outside_asides(en, fr)


def _said_aside(view: PairView, ctx: Context, part: Part, english: bool, cue: str) -> bool:
    """Whether a parenthesis of ``part`` that _comparable left out says ``cue`` or what
    it may be said as (SAID_AS): the other side said it in its running text ("any eight
    (or fewer) permanents" said « jusqu'à huit permanents »)."""
    side, pack = (view.en, ctx.source_pack) if english else (view.fr, ctx.pack)
    full = _without_names(side, pack)[part.start:part.start + len(part.text)]
    if full == part.text:
        return False
    patterns = [pack.cue_patterns.get(c) for c in (cue, *SAID_AS.get(cue, ()))]
    return any(p is not None and p.search(aside.group())
               for aside in PARENTHESES.finditer(full) for p in patterns)


def _more_than_said_at_least(view: PairView, src: dict, tgt: dict, en: Part, fr: Part,
                             said: tuple[int, int, str],
                             coordinators: frozenset[str] = frozenset()) -> str | None:
    """The English's "more than N" where it is said "at least N" ("if you control more
    than one other Wizard" made « au moins un autre sorcier »): the English says "more
    than" where the translation does not, and the number after the translation's "at
    least" (before it, where the pack's ``coordinators`` open it: « dos o más ») is not
    the English's plus one. "" where it is (« au moins deux », « dos o más » say "more
    than one"), None where the English says no "more than N" there."""
    cue, step = next((c, s) for c, said_as, s in BOUNDS if said_as == "at-least")
    more = _first(src.get(cue), en)
    if more is None or _first(tgt.get(cue), fr) is not None:
        return None
    number = _bound_number(view.en, more[1])
    english = _number_value(number)
    # the translation's number before a bound its coordinator opens (« dos o más »)
    after = said[2].split()[0].lower() in coordinators
    target = _number_value(_bound_number(view.fr, said[0] if after else said[1], after))
    if english is None or target is None:
        return None
    return "" if target == english + step else view.en.text[more[0]:number.end]


def _bound_number(side: Side, at: int, before: bool = False):
    """The number a bound ending (or, ``before``, starting) at ``at`` bears on: the
    nearest after it (before it), at most BOUND_GAP words away; None where there is none."""
    text = side.text
    if before:
        return next((n for n in sorted(side.numbers, key=lambda n: -n.start)
                     if n.end <= at and len(text[n.end:at].split()) <= BOUND_GAP), None)
    return next((n for n in sorted(side.numbers, key=lambda n: n.start)
                 if at <= n.start and len(text[at:n.start].split()) <= BOUND_GAP), None)


def _bound_is_one(view: PairView, bound: tuple[int, int, str]) -> bool:
    """Whether an English bound ("at least one", "one or more") bears on the number one:
    "several" (two or more) says no such bound."""
    number = _bound_number(view.en, bound[1]) or _bound_number(view.en, bound[0], before=True)
    return _number_value(number) == 1


def _number_value(n) -> float | None:
    """A number's value, None where it has none (a variable: X)."""
    try:
        return float(n.value) if n is not None else None
    except ValueError:
        return None


# How many words may part a "more than" or an "at least" from its number (« al menos
# otros dos »).
BOUND_GAP = 1
# A bound said from the other side: "more than N" is "at least N + 1" (the English's
# cue, the translation's, the difference); the numbers check reads it too.
BOUNDS = (("more-than", "at-least", 1),)


def _first(pattern: re.Pattern[str] | None, part: Part) -> tuple[int, int, str] | None:
    m = pattern.search(part.text) if pattern is not None else None
    return (part.start + m.start(), part.start + m.end(), m.group()) if m else None


# A cue said instead that names one of a group ("one of") flips the English's only where
# it is said of the same group: the words after the two (at most this many words each)
# render each other ("all of those targets" made « l'une de ces cibles »; not "both of
# its doors are locked" beside « una de esas habilidades requiere », "such an ability").
OF_WHAT = 2
OF_A_GROUP = frozenset({"one-of"})


def _of_the_same(view: PairView, ctx: Context, en_end: int, fr_end: int) -> bool:
    """Whether the words after an English cue ending at ``en_end`` and after a target cue
    ending at ``fr_end`` (at most OF_WHAT content words each, up to a punctuation mark;
    a card's name one word, which its official name renders: "all of Sudden Storm's
    targets", « eines der Ziele von Plötzlicher Sturm ») render each other."""
    lexicon = ctx.lexicon
    if lexicon is None:
        return True

    def after(side: Side, at: int, stop: frozenset[str]) -> list:
        words: list = []
        # (the English's payloads are entries, the translation's their target forms)
        names = [(side.span(m), frozenset(getattr(p, "entry", p).key for p in m.payloads))
                 for m in side.cards]
        for k in side.token_range(at, len(side.text)):
            t = side.tokens[k]
            if t.is_punct:
                break
            name = next((keys for (a, b), keys in names if a <= t.start < b), None)
            if name is not None:
                if name not in words:
                    words.append(name)
            elif content(t, stop):
                words.append(t)
            if len(words) == OF_WHAT:
                break
        return words

    def render(e, f) -> bool:
        if isinstance(e, frozenset) or isinstance(f, frozenset):
            return isinstance(e, frozenset) and isinstance(f, frozenset) and bool(e & f)
        return lexicon.strength(e, f) > 0 or cognate(e.text, f.text)
    mine = after(view.en, en_end, ctx.source_pack.stop_words)
    if not mine:
        return True  # the cue standing for a group named before ("a legal target for both")
    return any(render(e, f) for e in mine for f in after(view.fr, fr_end, ctx.pack.stop_words))


def _named_again(view: PairView, ctx: Context, en_cue: re.Pattern[str],
                 fr_cue: re.Pattern[str], said: tuple[int, int, str], fr: Part) -> str | None:
    """The demonstrative (the pack's anaphor cue) of the aligned translation ``fr``
    where the English cue ``said`` repeats one said before in the ruling on both sides:
    the translation names it again so ("during the previous turn … during the previous
    turn" said « durante el turno anterior … durante ese turno »). With the word after
    it rendering a word of the cue, where the lexicon tells: « auf diese Weise » (this
    way) names no "at the same time" again. None otherwise."""
    demonstrative = ctx.pack.cue_patterns.get("anaphor")
    if (demonstrative is None or not en_cue.search(view.en.text, 0, said[0])
            or not fr_cue.search(view.fr.text, 0, fr.start)):
        return None
    return next((m.group() for m in demonstrative.finditer(fr.text)
                 if _names_the_cue(view, ctx, fr, m, said)), None)


def _referred_back(view: PairView, ctx: Context, rules: tuple[Together, ...],
                   en_cue: re.Pattern[str], fr_cue: re.Pattern[str],
                   said: tuple[int, int, str], fr: Part, en: Part) -> bool:
    """Whether the English's person ``said`` repeats one named before in the ruling on
    both sides, and the aligned translation ``fr`` names no person of the check's cues
    beyond those its English ``en`` names too: it refers back to the one named before
    ("the planar controller … Normally, the planar controller is the active player" said
    « … le contrôleur planaire. En temps normal, c'est le joueur actif qui occupe ce
    rôle »; "If the opponent has no cards in hand, you will draw" said « Hat er keine
    Karten …, ziehst du »). A person said as another is no such reference: the other's
    cue stands in the part."""
    if not (en_cue.search(view.en.text, 0, said[0]) and fr_cue.search(view.fr.text, 0, fr.start)):
        return False
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    # (a cue that renders others too, « du » for "you" and "your", names no other person
    # where the English says one of them)
    said_there = any(r.cue in src and src[r.cue].search(en.text) for r in rules)
    return not any(r.cue in tgt and tgt[r.cue].search(fr.text)
                   and not (r.cue in src and src[r.cue].search(en.text))
                   and not (said_there and not r.both_ways) for r in rules)


def _names_the_cue(view: PairView, ctx: Context, fr: Part, anaphor: re.Match,
                   said: tuple[int, int, str]) -> bool:
    """Whether the word after a demonstrative of ``fr`` renders a word of the English cue
    ``said`` (« ese turno » for "the previous turn"); True where the lexicon cannot tell
    or the cue has no word of meaning ("your": « … en el cementerio de esta manera »)."""
    lexicon = ctx.lexicon
    if lexicon is None:
        return True
    after = [t for t in (view.fr.tokens[k] for k in view.fr.token_range(
        fr.start + anaphor.end(), fr.start + len(fr.text))) if t.is_alpha][:1]
    cue_words = [t for t in (view.en.tokens[k] for k in view.en.token_range(said[0], said[1]))
                 if content(t, ctx.source_pack.stop_words)]
    if not cue_words:
        return True
    return bool(after) and any(lexicon.strength(w, after[0]) > 0 for w in cue_words)


def _first_outside(pattern: re.Pattern[str] | None, part: Part,
                   *outside: re.Pattern[str] | None) -> tuple[int, int, str] | None:
    """The first match of ``pattern`` in ``part`` that no match of any of ``outside``
    overlaps (an obligation that no negated obligation is part of; a modal that is no
    part of a prohibition)."""
    if pattern is None:
        return None
    kept = list(pattern.finditer(part.text))
    for other in outside:
        kept = _outside(kept, other, part.text)
    return (part.start + kept[0].start(), part.start + kept[0].end(), kept[0].group()
            ) if kept else None


def _same_sentence(text: str, first: re.Match, then: re.Match) -> bool:
    # (one character past the window: an abbreviation's period is told by what follows)
    return first.end() <= then.start() and not SENTENCE_END.search(text, first.end(),
                                                                    then.start() + 1)


def _only_if(ctx: Context, en: Part, fr: Part) -> list[tuple[re.Match, re.Match]]:
    """The English's "can't … unless" said as "only … if" (« ne pouvez l'activer que
    si », « nur … wenn », « solo … si ») or as "must" ("You can't cast it unless you
    choose two targets" said « Pour pouvoir le lancer, vous devez … choisir », « Um sie
    wirken zu können, musst du », « Para lanzarlo tienes que elegir »): each "unless"
    with the negation before it in its sentence, as many as the translation has "only"
    cues beyond the English's, and obligations (not negated) where the negation is on a
    modal ("don't have to … unless" said "must" is a flip). They say the same: no X
    unless Y is X only if Y, and to X one must Y. So is a negation with an exception
    after it in its clause said as "only" ("Nothing other than these events is
    prevented" said « Seuls ces événements sont prévenus »), paired with the exception,
    and a negation with a "without doing" after it ("you can't put the token onto the
    battlefield without giving the option" said « vous ne pouvez mettre le jeton … qu'après
    avoir proposé »)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not {"unless", "negation", "only"} <= set(src) & set(tgt):
        return []
    only = len(tgt["only"].findall(fr.text)) - len(src["only"].findall(en.text))
    must = 0  # obligations beyond the English's, for a modal negated ("can't")
    if {"obligation", "prohibition"} <= set(src) & set(tgt):
        must = _obligations_beyond(ctx, en, fr)
    only, must = max(0, only), max(0, must)
    if not only and not must:
        return []
    barred = [m.span() for m in src["prohibition"].finditer(en.text)] \
        if "prohibition" in src else []
    negations = list(src["negation"].finditer(en.text))
    out: list[tuple[re.Match, re.Match]] = []
    exceptions = list(src["except"].finditer(en.text))[:only] if "except" in src else []
    # "can't X without doing Y" is "X only after doing Y", and to X one must Y; "can't X
    # without a Y" is to X one needs a Y
    exceptions += (list(src["without-doing"].finditer(en.text))[:only + must]
                   if "without-doing" in src else [])
    exceptions += (list(src["without-having"].finditer(en.text))[:must]
                   if "without-having" in src else [])
    clauses = _clauses(en, ctx.source_pack)
    # "if … not" says "unless" ("doesn't trigger if you don't control another Wizard" is
    # « ne se déclenche que si vous contrôlez un autre sorcier »), its clause first or last
    # where the translation says a proviso the English does not (« que si », « nur …,
    # wenn »), not where an "only" stands alone
    proviso = "proviso" in src and "proviso" in tgt and (
        len(tgt["proviso"].findall(fr.text)) > len(src["proviso"].findall(en.text)))
    if_nots = (_if_not(src["negation"], ctx.source_pack, en, len(negations))
               if only and proviso and "if" in ctx.source_pack.cue_patterns else [])
    # a negation in a relative clause under another of its sentence: "Cards which are
    # not in your hand can't be exiled" said « Seules les cartes qui se trouvent dans
    # votre main peuvent être exilées »
    relatives = [m for m in negations if any(
        r.start() < m.start() and m.end() <= r.end()
        for r in src["negated-relative"].finditer(en.text))] if "negated-relative" in src else []
    # ("must X, or you can't Y" is "Y only if X")
    or_else = list(src["or-else"].finditer(en.text)) if "or-else" in src else []
    for unless in sorted([*src["unless"].finditer(en.text), *or_else, *exceptions, *if_nots,
                          *relatives[:only]], key=lambda m: m.start()):
        is_unless = unless.re is src["unless"] or any(unless is m for m in or_else)
        if any(unless is pair[1] or unless is pair[0] for pair in out):
            continue
        if any(unless is r for r in relatives):
            before = [m for m in negations if m is not unless and not any(
                m is r for r in relatives) and _same_sentence(en.text, *sorted(
                    (m, unless), key=lambda o: o.start()))
                and all(m is not o for pair in out for o in pair)]
        elif unless in if_nots:
            here = _clause_of(clauses, en.start + unless.start())
            before = [m for m in negations if m is not unless
                      and all(m is not o for pair in out for o in pair)
                      and _clause_of(clauses, en.start + m.start()) != here
                      and (_same_sentence(en.text, m, unless)
                           or _same_sentence(en.text, unless, m))]
            before = [m for m in before if m.start() < unless.start()] or before[:1]
        else:
            # (an exception that opens a clause of its own, "can't be blocked except by
            # artifact creatures", excepts from the clause before it)
            here = {_clause_of(clauses, en.start + unless.start() - k) for k in (0, 1)}
            # (the "or" of "or you can't" before its negation)
            after = any(unless is o for o in or_else)
            before = [m for m in negations if _same_sentence(
                          en.text, *((unless, m) if after else (m, unless)))
                      and all(m is not o for pair in out for o in pair)
                      and (is_unless or _clause_of(clauses, en.start + m.start()) in here)
                      and (only or any(a <= m.start() < b for a, b in barred))]
        if before:
            neg = before[-1]
            out.append((neg, unless))
            if only:
                only -= 1
            else:
                must -= 1
        if not only and not must:
            break
    return out


def _none_said_only(ctx: Context, en: Part, fr: Part, none: re.Pattern[str]) -> bool:
    """Whether each "none of" of the English (a negation over an "any") bears on a
    negation the translation says as "only … if" (_only_if): no X or any Y unless Z is X
    or some Y only if Z."""
    paired = [n.span() for n, _ in _only_if(ctx, en, fr)]
    return bool(paired) and all(any(a <= m.start() < b or m.start() <= a < m.end() for a, b in paired)
                                for m in none.finditer(en.text))


def _proviso_said_must(ctx: Context, en: Part, fr: Part, only: tuple[int, int, str]
                       ) -> bool:
    """Whether the English's "only" opens a proviso ("X only if Y") that the translation
    says with an obligation the English does not have ("for X, Y must": « Pour que la
    carte revienne …, elle doit encore se trouver », « Damit …, muss sie », « Para que
    …, tiene que »): to X, Y must hold is X only if Y, the converse of Modality's
    _proviso_beyond."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not {"proviso", "obligation"} <= set(src) or "obligation" not in tgt:
        return False
    if not any(m.start() <= only[0] - en.start < m.end()
               for m in src["proviso"].finditer(en.text)):
        return False
    return _obligations_beyond(ctx, en, fr) > 0 and _purpose(ctx, fr)


def _purpose(ctx: Context, fr: Part) -> bool:
    """Whether the translation's part says a purpose (« pour que », « para poder »,
    « damit »), where its pack knows the cue (else it is taken as said)."""
    purpose = ctx.pack.cue_patterns.get("purpose")
    return purpose is None or purpose.search(fr.text) is not None


def _obligations_beyond(ctx: Context, en: Part, fr: Part) -> int:
    """How many more obligations the translation's part says than the English's, none
    negated (the packs' no-obligation: "don't have to")."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    return (len(_outside(list(tgt["obligation"].finditer(fr.text)), tgt.get("no-obligation"),
                         fr.text))
            - len(_outside(list(src["obligation"].finditer(en.text)), src.get("no-obligation"),
                           en.text)))


def _between(ctx: Context, en: Part, fr: Part) -> bool:
    """Whether the English's "after X but before Y" is said "between X and Y" (« entre
    le moment où … et celui où », « zwischen … und »): the English has one of them (the
    other may be said by "once": "once it's announced, they can't respond before the
    cost is paid"), and the translation says "between" more often than the English."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "between" not in src or "between" not in tgt:
        return False
    return ((bool(src["before"].search(en.text)) or bool(src["after"].search(en.text)))
            and len(tgt["between"].findall(fr.text)) > len(src["between"].findall(en.text)))


def _waits_until(ctx: Context, en: Part, fr: Part) -> bool:
    """Whether the English's "wait until X before Y" is said "Y only after X" (« kommen
    sie erst auf den Stapel, wenn diese verrechnet ist »): the English has an "until"
    the translation does not say as one, and the translation says "after" more often
    than the English. Its "before" is no flip there."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if any(cue not in pack for cue in ("until", "after") for pack in (src, tgt)):
        return False
    return (len(src["until"].findall(en.text)) > len(tgt["until"].findall(fr.text))
            and len(tgt["after"].findall(fr.text)) > len(src["after"].findall(en.text)))


def _told_in_order(view: PairView, ctx: Context, en: Part, fr: Part, cue: str) -> bool:
    """Whether the translation tells two steps in order where the English says "A before
    B" or "B after A" (« Zuerst wird die Fähigkeit verrechnet und erst danach der
    Zauberspruch », « La capacité se résout, puis le sort »): a sequence cue (after the
    pack's first-step cue where there is one), neither of which the English has, with
    more of A's words (the game terms' renderings, the words the
    lexicon links) said in the first step and of B's in the second than the other way
    round ("first the spell, then the ability" is the flip)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "first-step" not in tgt or "sequence" not in tgt or "sequence" not in src:
        return False
    first = tgt["first-step"].search(fr.text)
    then = tgt["sequence"].search(fr.text, first.end() if first else 0)
    said = src[cue].search(en.text)
    if (then is None or said is None or src["sequence"].search(en.text) is not None
            or ("first" in src and src["first"].search(en.text) is not None)):
        return False
    lexicon = ctx.lexicon
    en_terms, fr_terms = _term_keys(view.en, False), _term_keys(view.fr, True)
    stop, tgt_stop = ctx.source_pack.stop_words, ctx.pack.stop_words

    def words(side, part, a: int, b: int, own_stop):
        return [(k, side.tokens[k]) for k in side.token_range(part.start + a, part.start + b)
                if content(side.tokens[k], own_stop)]
    before = words(view.en, en, 0, said.start(), stop)
    after = words(view.en, en, said.end(), len(en.text), stop)
    one = words(view.fr, fr, first.end() if first else 0, then.start(), tgt_stop)
    two = words(view.fr, fr, then.end(), len(fr.text), tgt_stop)
    if cue == "after":
        before, after = after, before

    def said_in(english, target) -> int:
        return sum(any((lexicon is not None and lexicon.strength(t, o) > 0)
                       or en_terms.get(k, set()) & fr_terms.get(j, set()) for j, o in target)
                   for k, t in english)
    return said_in(before, one) + said_in(after, two) > said_in(before, two) + said_in(after, one)


def _converse(view: PairView, ctx: Context, en: Part, fr: Part, cue: str) -> bool:
    """Whether the English's "A … before B" is said "B … after A" (« El Semidios se
    resolverá después de su habilidad disparada » for "The triggered ability will resolve
    before Demigod of Revenge will"): the translation has the opposite cue and not the
    English's, and the game terms and card names on either side of the English's cue
    stand on the other side of the translation's: one named only before the English's
    cue named after the translation's (or none named after it, a pronoun there), one
    named only after it named before."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    opposite = OPPOSITES.get(cue)
    if opposite not in tgt or cue not in src:
        return False
    e, f = _first(src[cue], en), _first(tgt[opposite], fr)
    step = tgt["sequence"].match(fr.text, f[0] - fr.start) if f and "sequence" in tgt else None
    if step is not None and step.end() == f[1] - fr.start:
        return False  # « …, danach B » tells the steps in order (_told_in_order)
    if e is None or f is None or _first(tgt[cue], fr) is not None:
        return False

    def sides(side, part: Part, at: tuple[int, int, str]) -> tuple[set[str], set[str]]:
        left, right = set(), set()
        for m in (*side.terms, *side.cards):
            start, end = side.span(m)
            if not part.start <= start < part.start + len(part.text):
                continue
            keys = {getattr(p, "entry", p).key for p in m.payloads}
            (left if end <= at[0] else right if start >= at[1] else set()).update(keys)
        return left, right
    en_left, en_right = sides(view.en, en, e)
    fr_left, fr_right = sides(view.fr, fr, f)
    # (or nothing named after the translation's cue: a pronoun refers back to the first,
    # « Le sort … qui a déclenché la capacité se résout après celle-ci »)
    return bool((en_right - en_left) & fr_left) and (
        bool((en_left - en_right) & fr_right) or not fr_right)


def _not_until(ctx: Context, en: Part, fr: Part) -> list[re.Match]:
    """The English's "not … until" said as "only when" (« ne peuvent répondre qu'une
    fois », « können erst reagieren, wenn ») or "wait until" (« habrá que esperar al
    comienzo del próximo paso final para que regrese »): each negation with an "until"
    after it in its sentence, as many as the translation has "only", "after" or "wait"
    cues beyond the English's. "won't return until the next end step" is "returns only
    at the next end step"."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "until" not in src or "negation" not in src:
        return []
    # ("until after" is no "after" cue, but says one: « erst …, wenn » renders it)
    extra = sum(max(0, len(tgt[cue].findall(fr.text)) - len(src[cue].findall(en.text))
                    - (len(src["until-after"].findall(en.text))
                       if cue == "after" and "until-after" in src else 0))
                for cue in ("only", "after", "wait") if cue in src and cue in tgt)
    return _negated_untils(src, en.text, extra)


def _negated_untils(cues: dict, text: str, most: int) -> list[re.Match]:
    """The negations of ``text`` with an "until" after them in their sentence, the last
    before each "until", at most ``most``."""
    out: list[re.Match] = []
    negations = list(cues["negation"].finditer(text))
    for until in cues["until"].finditer(text):
        if len(out) >= most:
            break
        before = [m for m in negations if _same_sentence(text, m, until)
                  and all(m is not o for o in out)]
        if before:
            out.append(before[-1])
    return out


def _only_said_not_until(ctx: Context, en: Part, fr: Part) -> list[re.Match]:
    """The other way round from _not_until: the English's "only after" (or "only when")
    said "not … until" ("Only after all players pass priority does it resolve" said
    « no se resuelve hasta que todos los jugadores pasan la prioridad »): each negation
    of the translation with an "until" after it in its sentence, as many as the English
    has "only", "after" or "wait" cues beyond the translation's."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "until" not in tgt or "negation" not in tgt:
        return []
    extra = sum(max(0, len(src[cue].findall(en.text)) - len(tgt[cue].findall(fr.text)))
                for cue in ("only", "after", "wait") if cue in src and cue in tgt)
    if "until" in src:
        extra = min(extra, max(0, len(tgt["until"].findall(fr.text))
                               - len(src["until"].findall(en.text))))
    return _negated_untils(tgt, fr.text, extra)


def _until_said_while_not(ctx: Context, en: Part, fr: Part, negations: list[re.Match]
                          ) -> list[re.Match]:
    """The translation's negations less those that say an English "until" or "unless"
    as "as long as … not" (the pack's while-not cue: « aucun effet tant qu'elle n'est pas
    en train de se résoudre » for "no effect until it's resolving", « Mientras no deje el
    combate » for "Unless that creature leaves combat"), as many as the English has
    "until" and "unless" beyond the translation's own (« jusqu'à ce que », « à moins
    que »). Not the "unless" of a pack that counts it as a negation (unless_negates):
    there the English's "unless" is one already."""
    spans = _while_nots(ctx, en, fr, ("until",) if ctx.pack.unless_negates
                        else ("until", "unless"))
    # the negation at the end of each such span (« n' », « nicht », « no »)
    gone = {next(m.start() for m in negations if a <= m.start() < b)
            for a, b in spans if any(a <= m.start() < b for m in negations)}
    return [m for m in negations if m.start() not in gone]


def _while_nots(ctx: Context, en: Part, fr: Part, cues: tuple[str, ...]
                ) -> list[tuple[int, int]]:
    """The spans of the translation's while-not cues that say the English's ``cues``
    ("until", "unless") the translation does not say so: as many as the English has
    beyond the translation."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "while-not" not in tgt:
        return []
    beyond = 0
    for cue in cues:
        if cue in src and cue in tgt:
            beyond += max(0, len(src[cue].findall(en.text)) - len(tgt[cue].findall(fr.text)))
    return [m.span() for m in tgt["while-not"].finditer(fr.text)][:beyond]


IF_NOTS = 99  # as many "if … not" as a part has


def _if_not(negation: re.Pattern[str], pack: LanguagePack, part: Part, extra: int
            ) -> list[re.Match]:
    """The negations of ``part`` that stand in an "if" clause (an "if" before them in
    their sentence), as many as ``extra``: "if … not" says what the other side's
    "unless" does ("if you can't choose a legal target" is « a menos que puedas elegir
    un objetivo legal »)."""
    conditional = pack.cue_patterns.get("if")
    if conditional is None or extra <= 0:
        return []
    ifs = list(conditional.finditer(part.text))
    # (a condition joined to the "if" by a coordinator is the if clause's: "If it becomes
    # a creature but you haven't controlled it …")
    out = [m for m in negation.finditer(part.text)
           if any(_same_sentence(part.text, i, m)
                  and all(b.group().lower() in pack.coordinators for b in
                          pack.clause_pattern.finditer(part.text, i.end(), m.start()))
                  for i in ifs)]
    return out[:extra]


def _unless_said_if_not(ctx: Context, en: Part, fr: Part, said_only: int
                        ) -> tuple[list[re.Match], list[re.Match], int, int]:
    """"unless" on one side said "if … not" on the other: the English negations and the
    translation's that an "unless" of the other side beyond its own says, and how many
    "unless" of each side (English, translation) they account for. Not for a pack that
    counts "unless" as a negation (unless_negates): there the counts agree already.
    ``said_only``: the English "unless" already said « ne … que si » (_only_if)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if ctx.pack.unless_negates or not {"unless", "negation"} <= set(src) & set(tgt):
        return [], [], 0, 0
    surplus = (len(tgt["unless"].findall(fr.text)) - len(src["unless"].findall(en.text))
               + said_only)
    en_said = _if_not(src["negation"], ctx.source_pack, en, surplus)
    fr_said = _if_not(tgt["negation"], ctx.pack, fr, -surplus)
    return en_said, fr_said, len(fr_said), len(en_said)


def _unless_without(negation: re.Pattern[str], pack: LanguagePack, part: Part) -> list:
    """The part's "unless" cues that hold no negation of their own (« es sei denn »
    does not, « falls … nicht » does and is counted already)."""
    unless = pack.cue_patterns.get("unless")
    if unless is None:
        return []
    return [m for m in unless.finditer(part.text) if not negation.search(m.group())]


# A cue the official texts leave out on the other side in more than one aligned group in
# five (CUE_BINDING, of at least CUE_LEAST groups: the pack's cues-<lang>.tsv) is only a
# hint when missing: German and French official texts carry "one or more" as « au moins »
# or « ou plus » in 72-81% of groups, German "unless" in 70%. The others flip a ruling.
CUE_BINDING, CUE_LEAST = 0.8, 20
# Cues whose flip is the error ("after" made « avant »): one missing where the other side
# has its opposite is major whatever the official texts leave out.
# Cues that, on the other side in place of a missing one, say something else: "at least
# one" said « genau einen » (exactly), "ten or more" said « mehr als zehn » (more than),
# "at least one of its colors" said « todos sus colores » (all).
RIVALS = {"at-least": ("exactly", "more-than", "all"), "at-most": ("exactly",)}
# A cue the other side may say another way, itself no cue to require: "at most" said
# with a negation ("can't exile more than four", « nicht mehr als vier … kannst »).
# A cue said as another that says the same where the first is missing: "at most four"
# said « ne … pas plus de quatre »; "the creature you control" said « votre créature »,
# "your creatures" said « las criaturas que controlas »; "after they've dealt damage"
# said « wenn sie bereits Schaden zugefügt haben » (when already); "the plane's
# controller" said « le joueur qui contrôle le plan »; "any eight (or fewer)"
# said « jusqu'à huit » (up to); "it's possible to control" said « puedes controlar »; "as
# many times as you like before you choose" said « hasta que decidas » (until). Not
# where the other side says the cue's opposite instead.
SAID_AS = {"at-most": ("not-more", "up-to"), "you-control": ("possessive", "generic-control",
                                                             "you-have"),
           "your": ("you-control",), "after": ("already",), "at-least": ("several",),
           "up-to": ("at-most",), "before": ("until",),
           "controller": ("one-who-controls",),
           # "can't cast an instant unless you have priority" said « sin tener la
           # prioridad »: without doing it
           "unless": ("without-doing",),
           # "regardless of whether that spell has targets" said « tenga o no
           # objetivos » (whether or not)
           "concession": ("or-not",)}
# Such a cue that is a word of its own on both sides ("multiple players", « plusieurs
# joueurs ») says the first only where one side has it more often than the other:
# "two or more spells" said « exactement deux sorts » beside « plusieurs joueurs ».
SAID_AS_COUNTED = frozenset({"several"})
OPPOSITES = {"before": "after", "after": "before", "at-least": "at-most",
             "at-most": "at-least", "first": "last", "last": "first", "top": "bottom",
             "bottom": "top", "nearest": "farthest", "farthest": "nearest",
             "left": "right", "right": "left",
             "including": "excluding", "excluding": "including",
             "trigger": "resolve", "resolve": "trigger",
             # some made each (« dans chaque booster » for "in some booster packs"), all
             # made most, most made all
             "some": "each", "all": "most", "most": "all",
             "begin": "finish", "finish": "begin", "gain": "lose", "lose": "gain",
             # "is still the active player" made « deja de ser el jugador activo »
             "still": "no-longer",
             # a card's side shown: "remains exiled face up" made « reste en exil, face
             # cachée »
             "face-up": "face-down", "face-down": "face-up",
             # a comparison turned round: "greater than X" made « kleiner als X »
             "more-than": "less-than", "less-than": "more-than",
             # and a likeness: "unlike Pithing Needle" made « tout comme l'Aiguille »
             "unlike": "alike", "alike": "unlike"}
MOMENTS = frozenset({"trigger", "resolve", "cast", "activate", "begin", "finish"})
# Opposites that carry a negation of their own (« ya no », « ne … plus », « nicht
# mehr »): one may render a negation of the English instead of flipping its cue.
NEGATING = frozenset({"no-longer"})
# What else a word may be said as instead, besides its opposite, that flips it: the
# moment a spell or an ability resolves said as the one it is cast or activated at
# ("when the spell resolves" made « en el momento de lanzar el hechizo »), "one of"
# said as each or both, you said as an opponent (« bestimmt der Gegner » for "you
# choose"), "either X or Y" said as both (« tanto X como Y ») and "both" as either
# (« entweder … oder ») or as one of them (« au moins une des deux cibles ») or some of
# them (« en alguno de los montones » for "in both of the chosen piles"), all said as
# one of them ("if all of those targets become illegal" made « si l'une de ces cibles »)
# or as the first of them ("skips all of them" made « se salta solo la primera ») or as
# part of them ("all the damage" made « une partie de celles-ci »),
# "any" opening a sentence said "some" (« Algunos efectos que
# interactúan »), "all but one" said as "one of", resolving said as attacking
# (« au moment où … a attaqué »), one of several "you control" said as the owner
# (« sous le contrôle de son propriétaire ») or as another's control (« une capacité
# qu'il contrôle »), an owner as the controller and the other way round. Not in
# Spanish, whose verbs say "you" with no pronoun: it has no "you" cue.
# A cue said as another with a word that negates of its own after it in its clause,
# which says the same: "neither changes" is "both stay unchanged" (not « nicht beide »,
# not both).
NEGATED_AFTER = frozenset({("neither", "both")})
# A cue said as another by a word that may also say a third, which renders the English's
# cue: the translation's "whereas" (« Während das Original nicht neutralisiert werden
# kann, … » for "even though the original can't") is no proviso beside a concession.
READ_AS = {("concession", "proviso"): "whereas"}


def _negated_after(cues: dict, text: str, start: int, end: int) -> bool:
    """Whether a word that is a negation of its own (the pack's privative cue:
    « unverändert », « inchangé ») follows the cue at ``start``-``end`` in its clause of
    ``text`` (to the next comma or sentence mark), and no negation stands just before the
    cue (« nicht beide » is "not both"). Not a negation after it: « les deux … ne sont pas
    supérieures » reads "not both", as « tous … ne … pas » reads "not all"."""
    stop = CLAUSE_END.search(text, end)
    rest = text[end:stop.start() if stop else len(text)]
    before = " ".join(text[:start].split()[-2:])
    privative, negation = cues.get("privative"), cues.get("negation")
    return (privative is not None and privative.search(rest) is not None
            and not (negation is not None and negation.search(before)))


CLAUSE_END = re.compile(r"[,.;:!?]")


SAID_INSTEAD = {"resolve": ("cast", "activate", "attack"), "cast": ("resolve",),
                "activate": ("resolve",), "one-of": ("each", "both"),
                # "none of its effects" said « nicht alle seine Effekte » (not all)
                "none": ("not-all",),
                "you": ("opponent", "teammate"), "neither": ("both", "some"),
                "either": ("both",), "both": ("either", "disjunction", "one-of", "some"),
                "all": ("one-of", "first", "some"), "all-but": ("one-of", "all"), "other": ("all",),
                # "if at least one opponent controls three or more" said « si chaque
                # adversaire contrôle trois créatures ou plus »
                "at-least": ("each",),
                "any-universal": ("some",),
                "none-of": ("one-of", "some"),
                "you-control": ("owner", "they-control"), "owner": ("controller",),
                "you-own": ("you-controls",), "you-controls": ("you-own",),
                "during": ("before", "after"), "instead": ("in-addition",),
                "in-addition": ("instead",),
                "controller": ("owner",), "concession": ("proviso",),
                "you-choose": ("they-choose",), "they-choose": ("you-choose",)}

# A cue said as another where the English's part says it in a way of its own: no flip
# ("both on top or both on the bottom" said « entweder … oben oder darunter »).
SAID_ALREADY = {("both", "either"): "disjunction",
                # "is not still on the battlefield" is « ya no está »: a cessation already
                ("still", "no-longer"): "no-longer"}


def cue_severity(ctx: Context, cue: str, side: str, severity: Severity) -> Severity:
    """``severity`` for a cue of ``side`` ("en" or "target") with no counterpart, minor
    where the official texts often render it with none."""
    both, seen = pack_cues(ctx.pack.code).get((cue, side), (0, 0))
    if seen >= CUE_LEAST and both < CUE_BINDING * seen:
        return Severity.MINOR
    return severity


@dataclass(frozen=True)
class Together:
    """A cue of one side that the other side must carry too, in the same sentences."""

    cue: str
    both_ways: bool = True  # also: the target's cue needs the source's
    forwards: bool = True  # the source's cue needs the target's (else only the reverse)
    count: bool = False  # as many times on both sides (a second negation dropped)
    # Only where the other side says the opposite instead (OPPOSITES): ordinary words
    # ("first", "top", "including") that a translation often says otherwise or leaves
    # implicit, but never turns into their opposite.
    flip_only: bool = False
    # A person named by a noun ("the controller", "an opponent"), which a translation
    # names once and then refers back to without naming it (_referred_back).
    person: bool = False


class CueCheck(Check):
    """Base of the cue checks: the cues of ``rules`` compared in each aligned part."""

    rules: tuple[Together, ...] = ()
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR
    suppressed_by = ("untranslated", "omission", "addition")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        out: list[Finding] = []
        for rule in self.rules:
            if rule.count and rule.cue in src and rule.cue in tgt:
                for en, fr in counted_parts(view, ctx, src[rule.cue], tgt[rule.cue]):
                    out += self._counted(rule.cue, src[rule.cue], tgt[rule.cue], en, fr, ctx,
                                         view)
        same = partial(_of_the_same, view, ctx)
        for en, fr in aligned_parts(view, ctx):
            for rule in self.rules:
                if rule.cue not in src or rule.cue not in tgt or rule.count:
                    continue
                e, f = _first(src[rule.cue], en), _first(tgt[rule.cue], fr)
                more = _more_than_said_at_least(view, src, tgt, en, fr, f,
                                                ctx.pack.coordinators) \
                    if rule.cue == "at-least" and f and not e else None
                opposite = OPPOSITES.get(rule.cue)
                if any((e and not f and _said_as(tgt.get(weaker), fr, src.get(weaker), en,
                                                 weaker in SAID_AS_COUNTED)
                        # (the opposite said beyond the English's own: "one or fewer …
                        # two or more" said « una o ninguna … dos o más » has it once)
                        and not _beyond(tgt.get(opposite), fr, src.get(opposite), en)
                        # "at least one blocker" is no « plusieurs » (several)
                        and not (weaker == "several" and _bound_is_one(view, e)))
                       or (f and not e and _said_as(src.get(weaker), en, tgt.get(weaker), fr,
                                                    weaker in SAID_AS_COUNTED)
                           and not _beyond(src.get(opposite), en, tgt.get(opposite), fr))
                       for weaker in SAID_AS.get(rule.cue, ())):
                    continue  # "at most four" said « ne … pas plus de quatre »
                if ((e and not f and _said_aside(view, ctx, fr, False, rule.cue))
                        or (f and not e and _said_aside(view, ctx, en, True, rule.cue))):
                    continue  # "any eight (or fewer)" said « jusqu'à huit »
                if rule.flip_only:
                    if rule.cue == "none-of" and e and _none_said_only(ctx, en, fr, src[rule.cue]):
                        continue  # "can't attack or use any of its abilities unless it has
                        # haste" said « solo podrás atacar o usar alguna … si tiene prisa »
                    out += self._flipped(rule.cue, e, f, en, fr, src, tgt, same)
                    continue
                if e and not f and rule.cue in ("before", "after") and _between(ctx, en, fr):
                    continue  # "after X but before Y" said « entre X et Y »
                if e and not f and rule.cue == "before" and _waits_until(ctx, en, fr):
                    continue  # "wait until X before Y" said « Y erst, wenn X »
                if e and not f and rule.cue in ("before", "after") and _told_in_order(
                        view, ctx, en, fr, rule.cue):
                    continue  # "A resolves before B" said « zuerst A, erst danach B »
                if e and not f and rule.cue in ("before", "after") and _converse(
                        view, ctx, en, fr, rule.cue):
                    continue  # "A resolves before B" said « B se resuelve después de A »
                if e and not f and rule.cue in ("only", "after", "wait") and (
                        _only_said_not_until(ctx, en, fr)):
                    continue  # "Only after X does it resolve" said « no … hasta que X »
                if e and not f and rule.cue == "only" and _proviso_said_must(ctx, en, fr, e):
                    continue  # "X only if Y" said « Pour que X, Y doit »
                said_only = (sum(u.re is src["unless"] for _, u in _only_if(ctx, en, fr))
                             if rule.cue == "unless" and (e or f) and not (e and f) else 0)
                if e and not f and said_only:
                    continue  # "can't … unless" said « ne … que si »
                if rule.cue == "unless" and (e or f) and not (e and f):
                    _, _, en_unless, fr_unless = _unless_said_if_not(ctx, en, fr, said_only)
                    if en_unless if e else fr_unless:
                        continue  # "unless" said "if … not"
                if rule.cue == "unless" and e and not f and len(
                        _while_nots(ctx, en, fr, ("until", "unless"))) > len(
                        _while_nots(ctx, en, fr, ("until",))):
                    continue  # "Unless it leaves combat" said « Mientras no deje el combate »
                if e and not f and not rule.forwards:
                    continue  # only the translation's cue needs the English's
                # Where the other side has the opposite cue, the cue flipped: never excused.
                if e and not f:
                    # (said more often than the English says it: "all cards that share at
                    # least one color" made « todas las cartas que comparten todos sus
                    # colores »)
                    rival = next((r for r in RIVALS.get(rule.cue, ())
                                  if _beyond(tgt.get(r), fr, src.get(r), en)), None)
                    # (a person's opposite only beyond the English's own: "you will draw"
                    # said « ziehst du » beside "the opponent" said « er » is no flip)
                    flipped = rival is not None or (
                        opposite in tgt and _first(tgt[opposite], fr) is not None
                        and not (rule.person and not _beyond(tgt[opposite], fr,
                                                             src.get(opposite), en)))
                    said = (f"; the translation says « {_nth_beyond(tgt[rival], fr, src.get(rival), en)}"
                            f" » ({rival})" if rival else "")
                    severity = (self.severity if flipped else
                                cue_severity(ctx, rule.cue, "en", self.severity))
                    again = None if flipped else _named_again(view, ctx, src[rule.cue],
                                                              tgt[rule.cue], e, fr)
                    if again is not None:
                        said, severity = (f"; said before on both sides, the translation names "
                                          f"it again with « {again} »"), Severity.MINOR
                    elif (not flipped and rule.person
                          and _referred_back(view, ctx, self.rules, src[rule.cue],
                                             tgt[rule.cue], e, fr, en)):
                        said, severity = ("; said before on both sides, the translation refers "
                                          "back to it without naming it again"), Severity.MINOR
                    out.append(self.finding(
                        f"« {e[2]} » ({rule.cue}) has no counterpart in the aligned "
                        f"translation{said}", expected=rule.cue, en_span=e[:2],
                        severity=severity))
                elif f and not e and any(rule.cue in rivals and _first(src.get(c), en)
                                         and not _first(tgt.get(c), fr)
                                         for c, rivals in RIVALS.items()):
                    continue  # "at least one" said « genau einen »: said as that cue's rival
                elif more == "":
                    continue  # "more than one" said « au moins deux »
                elif f and not e and rule.both_ways and (
                        rule.cue not in ctx.pack.one_way_cues or more is not None
                        or rule.cue == "unless" and "negation" in src and "negation" in tgt
                        and not tgt["negation"].search(f[2])
                        # (an English "if … not" the translation says so too is no
                        # "unless": « wenn du keine … kontrollierst, …, es sei denn »)
                        and len(_if_not(src["negation"], ctx.source_pack, en, IF_NOTS))
                        <= len(_if_not(tgt["negation"], ctx.pack, fr, IF_NOTS))):
                    # (German « falls … nicht » says "if … not" and "even if … not" too: its
                    # "unless" is one way, but « es sei denn » where the English has no
                    # "if … not" it may say; « mindestens eine Marke » "a counter", but not
                    # "more than one")
                    # A one-way cue said in a form that is not why it is one way (« es
                    # sei denn », no « falls … nicht ») is measured apart from its other
                    # forms: the official German texts say "unless" where they write
                    # « es sei denn », « außer wenn » or « sofern nicht » (82 of 82 texts)
                    plain = rule.cue in ctx.pack.one_way_cues and more is None
                    flipped = (opposite in src and _first(src[opposite], en) is not None
                               or more is not None or plain)
                    out.append(self.finding(
                        f"« {f[2]} » ({rule.cue}) has no counterpart in the English"
                        + (f"; the English says « {more} »" if more else ""),
                        found=f[2], fr_span=f[:2],
                        severity=self.severity if flipped else
                        cue_severity(ctx, rule.cue, "target", self.severity)))
                elif e and f and (opposite or rule.cue in SAID_INSTEAD):
                    # both sides have it, the translation fewer times and the opposite
                    # (or what flips it) more ("before … before" made « avant … après »)
                    out += self._flipped(rule.cue, e, f, en, fr, src, tgt, same)
        return out


    def _flipped(self, cue: str, e, f, en: Part, fr: Part, src: dict, tgt: dict,
                 same=None) -> list[Finding]:
        """The English's ``cue`` said as its opposite: the translation has the cue fewer
        times than the English and the opposite more ("the first" made « la dernière »;
        "put first … resolves first" made « zuerst … als letzte »; "the last … the first"
        made « als letzte … als letzte »). ``same`` tells whether a cue said instead that
        names one of a group (OF_A_GROUP) is said of the English cue's (_of_the_same)."""
        if not e or len(tgt[cue].findall(fr.text)) >= len(src[cue].findall(en.text)):
            return []
        for opposite in (*filter(None, (OPPOSITES.get(cue),)), *SAID_INSTEAD.get(cue, ())):
            if opposite not in src or opposite not in tgt:
                continue
            kin = SAID_ALREADY.get((cue, opposite))
            if kin in src and src[kin].search(en.text):
                continue  # "both on top or both on the bottom" is an either-or already
            # (not inside the cue itself: the "all" of "all but one")
            theirs = _outside(list(tgt[opposite].finditer(fr.text)), tgt[cue], fr.text)
            also = READ_AS.get((cue, opposite))
            if also in tgt:
                theirs = _outside(theirs, tgt[also], fr.text)
            mine = len(_outside(list(src[opposite].finditer(en.text)), src[cue], en.text))
            if opposite in NEGATING and "negation" in src and "negation" in tgt:
                # a cessation that says a negation of the English the translation has
                # no other word for, standing nearer that negation's place than the
                # cue's ("Once it triggers, prowess isn't connected" said « ya no está
                # vinculada », "still resolve" after it said otherwise; not "who has no
                # cards … can still be targeted" said « … ne peut plus être ciblé »)
                own = _outside(list(tgt["negation"].finditer(fr.text)), tgt[opposite],
                               fr.text)
                negations = list(src["negation"].finditer(en.text))
                cues = list(src[cue].finditer(en.text))
                spare = len(negations) - len(own)

                def place(m: re.Match, part: Part) -> float:
                    return m.start() / max(1, len(part.text))
                nearer = sum(any(abs(place(c, fr) - place(n, en)) < min(
                    abs(place(c, fr) - place(k, en)) for k in cues) for n in negations)
                    for c in _outside(list(tgt[opposite].finditer(fr.text)), tgt[cue],
                                      fr.text))
                mine += max(0, min(spare, nearer))
            if opposite == "after" and "then" in src and "then" in tgt:
                # the English's sequence "then" said with a word the pack reads as "after"
                # too (« luego », « danach »): no moment said instead
                thens = [m for m in theirs if tgt["then"].fullmatch(m.group())]
                gone = thens[:len(src["then"].findall(en.text))]
                theirs = [m for m in theirs if m not in gone]
            if len(theirs) <= mine:
                continue
            # the first beyond the English's own ("an opponent controls … you control"
            # made « contrôlé par un adversaire … qu'il contrôle »: the second)
            m = theirs[mine]
            said = (fr.start + m.start(), fr.start + m.end(), m.group())
            if opposite in OF_A_GROUP and same is not None and not any(
                    same(en.start + c.end(), said[1]) for c in src[cue].finditer(en.text)):
                continue  # one of another group ("such an ability": « una de esas »)
            if (cue, opposite) in NEGATED_AFTER and _negated_after(tgt, fr.text, m.start(), m.end()):
                continue  # "Neither player's life total changes" said « die Lebenspunkte-
                # stände beider Spieler bleiben unverändert »: both, not changing
            what = ("another moment " if cue in MOMENTS else
                    "its opposite " if opposite == OPPOSITES.get(cue) else "")
            return [self.finding(
                f"« {e[2]} » ({cue}) is said as {what}« {said[2]} » ({opposite})",
                expected=cue, found=said[2], en_span=e[:2], fr_span=said[:2])]
        return []

    def _counted(self, cue: str, src: re.Pattern[str], tgt: re.Pattern[str], en: Part,
                 fr: Part, ctx: Context, view: PairView) -> list[Finding]:
        e, f = list(src.finditer(en.text)), list(tgt.finditer(fr.text))
        # a list under one negation counts once on the side with more, down to as many
        # as the other side has ("no name and no abilities", « sans nom, sans coût »)
        if cue == "negation" and len(f) > len(e):
            # (over a comma too where an English negation reaches over an "or": "has no
            # particular meaning or rules" said « hat keine Bedeutung, und es sind keine
            # Regeln damit verbunden »)
            f = _one_per_list(f, ctx.pack, fr.text, len(e), split=True,
                              commas=any(OVER_OR.match(en.text, m.end()) for m in e))
        elif cue == "negation" and len(e) > len(f):
            e = _one_per_list(e, ctx.source_pack, en.text, len(f))
            # a correlative's second member negates too (« kann weder von einer noch von
            # mehr als einer Kreatur geblockt werden » for "can't … and can't …"), as
            # often as the English says more
            f = sorted(f + _correlatives(ctx.pack, fr.text, len(e) - len(f)),
                       key=lambda m: m.start())
        if cue == "negation":
            f = _until_said_while_not(ctx, en, fr, f)
            # "Only after all players pass" said « no se resuelve hasta que todos pasan »
            gone_fr = {m.start() for m in _only_said_not_until(ctx, en, fr)}
            f = [m for m in f if m.start() not in gone_fr]
            f = _unless_said_without(ctx, en, fr, f)
            # "X as well as Y" said « no solo X, sino también Y », or the other way round
            e, f = _not_only(ctx, en, fr, e, f)
        said_only = _only_if(ctx, en, fr) if cue == "negation" else []
        if cue == "negation" and ctx.pack.unless_negates:
            e += _unless_without(src, ctx.source_pack, en)
            f += _unless_without(tgt, ctx.pack, fr)
            e.sort(key=lambda m: m.start())
            f.sort(key=lambda m: m.start())
        # "can't … unless" said "only … if": neither the negation nor the "unless" (where
        # the pack counts it as one) is left to count
        gone = {m.start() for pair in said_only for m in pair}
        e = [m for m in e if m.start() not in gone]
        if cue == "negation":
            # a negation that says "at most" ("can't … more than", « no … más de ») is
            # the quantifier check's where the other side says "at most" too
            # (« höchstens »)
            src_cues, tgt_cues = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
            # (where both say it with a negation, the negations are counted as they
            # stand: « no hace … más histórico que otro ni otorga » for "doesn't make …
            # more historic than another or provide")
            both = all(cues.get("not-more") is not None and cues["not-more"].search(text)
                       for cues, text in ((src_cues, en.text), (tgt_cues, fr.text)))
            # ("can't pay more than X" said « no se puede pagar más que X », « ne peut
            # payer que X »: "only" said more often than the other side says it is the
            # bound too)
            if (_says_at_most(tgt_cues, fr.text) or _more_only(tgt_cues, fr, src_cues, en)
                    ) and not both:
                e = _outside(e, src_cues.get("not-more"), en.text)
            if (_says_at_most(src_cues, en.text) or _more_only(src_cues, en, tgt_cues, fr)
                    ) and not both:
                f = _outside(f, tgt_cues.get("not-more"), fr.text)
            # "can't choose it multiple times" said « puede elegirse una sola vez »: where
            # the translation says a single time more often than the English (not the
            # « qu'une fois » of "only once" in another clause, beside « ne permet pas de
            # copier deux fois »)
            # (where the translation has fewer negations: « (y no en varias veces) »
            # beside « de una sola vez » for "at one time (not multiple …)" keeps its own)
            if "once" in tgt_cues and "single-time" in src_cues and len(e) > len(f) and (
                    len(tgt_cues["once"].findall(fr.text))
                    > len(src_cues["single-time"].findall(en.text))):
                e = _outside(e, src_cues.get("not-twice"), en.text)
        if cue == "negation" and len(e) == len(f) and _moved_out_of_aside(en, fr, e, f):
            # as many on both sides, but one side's stands in a parenthesis and the
            # other's outside ("won't lose the game (until …)" made « perd la partie
            # (tant qu'il n'a pas à …) »): the parts outside the parentheses compared
            return self._counted(cue, src, tgt, *_outside_asides(en, fr), ctx, view)
        if cue == "negation" and len(e) != len(f):
            # "not … until" said "only when", "if … not" said "unless" on the other
            # side: as many as the side with more has beyond the other
            en_if_not, fr_if_not, _, _ = _unless_said_if_not(ctx, en, fr, len(said_only))
            if len(e) > len(f):
                said = [*_not_until(ctx, en, fr), *en_if_not][:len(e) - len(f)]
                e = [m for m in e if all(m.start() != o.start() for o in said)]
            else:
                said = fr_if_not[:len(f) - len(e)]
                f = [m for m in f if all(m.start() != o.start() for o in said)]
        if cue == "negation" and len(e) != len(f):
            e, f = _or_not_answered(view, ctx, en, fr, e, f)
        if cue == "negation" and len(f) > len(e):
            f = _left_said_no_longer(view, ctx, en, fr, e, f)
        if cue == "negation" and len(e) != len(f):
            # "It doesn't double them" said « statt sie zu verdoppeln »: "instead of"
            # says the alternative not taken, a negation, where the other side has fewer;
            # so does "or not" ("including ones that aren't attacking" said « estén
            # atacando o no »)
            for alternative in ("instead", "or-not"):
                e, f = _alternative_negates(view, ctx, alternative, en, fr, e, f)
        # "doesn't care about any X or Y" said « no le importa ninguna X ni Y »: the
        # English's neutral phrases, blanked out for counting, may be said with a
        # negation (and its concord words over the list)
        no_matter = ctx.source_pack.cue_patterns.get("no-matter") if cue == "negation" else None
        concord = ctx.pack.cue_patterns.get("concord")
        neutral = len(no_matter.findall(view.en.text[en.start:en.start + len(en.text)])
                      ) if no_matter is not None and len(e) < len(f) else 0
        if neutral and len([m for m in f if concord is None or not concord.fullmatch(m.group())]
                           ) <= len(e) + neutral:
            return []
        # "you can activate it" said « Rien ne vous empêche de l'activer »: a negation
        # of the translation's borne on a word that is a negation of its own says
        # nothing negative, where the English has no such word
        said_all = f  # (what the translation's negations bear on, those too)
        if cue == "negation" and len(f) > len(e):
            f = _double_negatives(view, ctx, en, fr, f, len(f) - len(e))
        # and the other way round: "doesn't prevent the creatures from being able to
        # turn face up" said « les créatures peuvent toujours être retournées »
        if cue == "negation" and len(e) > len(f):
            e = _double_negatives_en(view, ctx, en, fr, e, len(e) - len(f))
        # A word the English negates by a prefix ("nonbasic") may be said with a
        # negation of the translation's own (« tierra no básica »): so many more are no
        # finding.
        privative = ctx.source_pack.cue_patterns.get("privative") if cue == "negation" else None
        if privative is not None and len(e) < len(f) <= len(e) + _privatives_negated(
                view, ctx, privative, en, fr, said_all):
            return []
        # and the other way round: a negation of the English said by a word of the
        # translation's that is one of its own ("doesn't change" as « bleibt unberührt »,
        # « reste inchangé »), one no negation bears on and no English privative asks for
        if cue == "negation" and len(f) < len(e) <= len(f) + _own_privatives(
                view, ctx, en, fr, said_all, e):
            return []
        # or carried over from the sentence before by a phrase that says its predicate
        # again ("X also won't gain trample" said « Das gilt auch für X », the sentence
        # before saying « verursachen keinen Trampelschaden »)
        if cue == "negation" and len(f) < len(e) <= len(f) + _said_again(view, ctx, fr):
            return []
        # Present on one side and absent from the other, the cue flips the meaning: major;
        # so is one of the English's dropped. More in the translation than in the English,
        # both having some, is most often the language's way (negative concord: « no …
        # ninguna », « ni » in a list, « aucun » after « ne … pas »): a minor hint.
        severity = Severity.MINOR if e and len(f) > len(e) else self.severity
        if not e or not f:  # present on one side only: as often as official texts do so
            severity = cue_severity(ctx, cue, "en" if e else "target", severity)
        # The evidence decides where there is some. A flip leaves the word the cue bears
        # on in place, in a clause of the other side with no such cue (« ne peut pas
        # activer » made « peut activer »): major, whatever the counts. Where that word
        # is said otherwise ("doesn't change" as « reste la même », "won't … in time" as
        # « trop tard »), nothing shows a flip: a hint.
        if len(e) != len(f) and ctx.lexicon:
            more_en = len(e) > len(f)
            shown = _flip_shown(view, ctx, (en, e) if more_en else (fr, f),
                                (fr, f) if more_en else (en, e), more_en)
            # (or "no longer" said by a word of continuation, « weiterhin », "still")
            shown = shown or (cue == "negation" and more_en and _still_for_no_longer(ctx, en, fr))
            severity = self.severity if shown else Severity.MINOR
        if len(e) > len(f):
            m = e[len(f)]
            return [self.finding(
                f"the English has {len(e)} × {cue} (« {m.group()} »…), the aligned "
                f"translation {len(f)}", expected=cue, severity=severity,
                en_span=(en.start + m.start(), en.start + m.end()))]
        if len(f) > len(e):
            m = f[len(e)]
            return [self.finding(
                f"the translation has {len(f)} × {cue} (« {m.group()} »…), the English "
                f"{len(e)}", found=m.group(), severity=severity,
                fr_span=(fr.start + m.start(), fr.start + m.end()))]
        return []


def _not_only(ctx: Context, en: Part, fr: Part, e: list[re.Match], f: list[re.Match]
              ) -> tuple[list[re.Match], list[re.Match]]:
    """The negations ``e`` and ``f`` without that of a side's "not only X but (also) Y"
    (the packs' not-only-but cue: « no solo X, sino también Y », « nicht nur X, sondern
    auch Y ») where the other side has no "not only" at all (the not-only cue): it says
    "X as well as Y", nothing negated. Where both sides say "not only", both count it;
    "not just X" with no "but" after it is no such idiom ("works in all zones, not just
    on the battlefield" said « solo funciona en el campo de batalla » drops a
    negation)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not all("not-only" in c and "not-only-but" in c for c in (src, tgt)):
        return e, f
    mine, theirs = list(src["not-only-but"].finditer(en.text)), list(
        tgt["not-only-but"].finditer(fr.text))

    def without(negations: list[re.Match], idioms: list[re.Match]) -> list[re.Match]:
        # the negation that is the idiom's first word (« no », « nicht », « pas » of
        # « n'affecte pas seulement »)
        heads = [(m.start(), m.start() + len(" ".join(m.group().split()[:2]))) for m in idioms]
        return [n for n in negations
                if not any(n.start() < b and a < n.end() for a, b in heads)]
    if theirs and not src["not-only"].search(en.text):
        f = without(f, theirs)
    elif mine and not tgt["not-only"].search(fr.text):
        e = without(e, mine)
    return e, f


def _left_said_no_longer(view: PairView, ctx: Context, en: Part, fr: Part,
                         e: list[re.Match], f: list[re.Match]) -> list[re.Match]:
    """The translation's negations ``f`` without those of a cessation (« nicht mehr », « ne
    … plus », « ya no »: the pack's no-longer) that say an English verb of leaving the
    translation does not render ("leaves the top of your library" said « nicht mehr oben
    auf deiner Bibliothek liegt »), as many as the English has beyond its own "no
    longer", down to the English's count. A translation that renders the verb too (« ne
    quittent plus », "no longer leave") keeps its negation."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "leaving" not in src or "no-longer" not in src or "no-longer" not in tgt:
        return f
    leaving = list(src["leaving"].finditer(en.text))
    budget = min(len(leaving) - len(src["no-longer"].findall(en.text)), len(f) - len(e))
    if budget <= 0 or ctx.lexicon is None:
        return f
    renders = ctx.lexicon.renders({w for m in leaving for w in (m.group().lower(),
                                                                ctx.src.lemma(m.group().lower()))})
    words = {w for k in view.fr.token_range(fr.start, fr.start + len(fr.text))
             for w in (view.fr.tokens[k].lemma, view.fr.tokens[k].lower)}
    if renders & words:
        return f
    cessations = [m.span() for m in tgt["no-longer"].finditer(fr.text)]
    said = [m for m in f if any(a <= m.start() < b for a, b in cessations)][:budget]
    return [m for m in f if m not in said]


def _still_for_no_longer(ctx: Context, en: Part, fr: Part) -> bool:
    """Whether the English's "no longer" (a cessation) is said by a word of continuation
    of the translation's ("still": « bedeutet das weiterhin », « sigue siendo »), the
    English saying none: the negation turned into its opposite, whatever the lexicon
    knows of the verb it bears on."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "no-longer" not in src or "still" not in src or "still" not in tgt:
        return False
    return (src["no-longer"].search(en.text) is not None
            and src["still"].search(en.text) is None
            and tgt["still"].search(fr.text) is not None)


def _lexical_privative(pack: LanguagePack, word: str) -> bool:
    """Whether ``word`` is a negation of its own ("stop", « verhindert »): a privative
    of the pack that no prefix negates ("nonbasic" is said with a negation on "basic")."""
    own, prefixed = pack.cue_patterns.get("privative"), pack.cue_patterns.get("privative-prefix")
    return (own is not None and own.fullmatch(word) is not None
            and (prefixed is None or prefixed.fullmatch(word) is None))


def _match_tokens(side: Side, part: Part, m: re.Match) -> list:
    """The tokens of a match in ``part``'s text."""
    return [side.tokens[k] for k in side.token_range(part.start + m.start(), part.start + m.end())]


def _borne_on(view: PairView, ctx: Context, fr: Part, negations: list[re.Match]) -> set[int]:
    """The offsets of the translation's words that its negations bear on (_scope)."""
    stop, clauses = ctx.pack.stop_words, _clauses(fr, ctx.pack)
    return {w.start for m in negations
            if (w := _scope(view.fr, fr, m, stop, clauses, _read_past(ctx.pack)))}


def _double_negatives(view: PairView, ctx: Context, en: Part, fr: Part,
                      negations: list[re.Match], most: int) -> list[re.Match]:
    """The translation's negations less (at most ``most``) those borne on a word that is
    a negation of its own (« Rien ne vous empêche », « nada te impide »; the word inside
    the negation: « Une main vide ne vous empêche pas »), where the English has no verb
    of keeping something from happening, nor a word negated by a prefix, for them to
    render, nor a word of its own that the word renders ("empty": « n'est pas vide »
    turns it round)."""
    cues = ctx.source_pack.cue_patterns
    if any(p is not None and p.search(en.text)
           for p in (cues.get("privative-verb"), cues.get("privative-prefix"))):
        return negations  # « nicht verhindert werden kann » for "unpreventable"
    privative, lexicon = cues.get("privative"), ctx.lexicon
    english = [t for m in (privative.finditer(en.text) if privative else ())
               for t in _match_tokens(view.en, en, m)]
    if english and (lexicon is None or any(w.lemma not in lexicon.links
                                           and w.lower not in lexicon.links for w in english)):
        return negations  # "optional", which the lexicon links to nothing, may be said
        # by any of them (« n'est pas facultative » for "is not optional")
    words = [view.en.tokens[k] for k in view.en.token_range(en.start, en.start + len(en.text))
             if view.en.tokens[k].is_alpha]
    clauses, modal = _clauses(fr, ctx.pack), _read_past(ctx.pack)

    def own(t) -> bool:
        """A word that is a negation of its own, rendering no word of the English's
        (« nicht farblos » for "not colorless" is the English's negation)."""
        return _lexical_privative(ctx.pack, t.text) and not any(
            (lexicon is not None and lexicon.strength(w, t) > 0) or cognate(w.text, t.text)
            for w in words)
    out = []
    for m in negations:
        after = _words_after(view.fr, fr, ctx.pack, clauses, modal, m)
        inside = _match_tokens(view.fr, fr, m)[1:-1]
        if most and (after and own(after[0]) or any(own(t) for t in inside)):
            most -= 1
            continue
        out.append(m)
    return out


def _words_after(side: Side, part: Part, pack: LanguagePack, clauses: list[tuple[int, int]],
                 modal: re.Pattern[str] | None, cue: re.Match) -> list:
    """The words of meaning after a cue of ``part`` in its clause, modal verbs read past."""
    start, end = part.start + cue.start(), part.start + cue.end()
    return [t for t in _words(side, part, _clause_of(clauses, start), pack.stop_words)
            if t.start >= end and not (modal is not None and modal.fullmatch(t.text))]


VERB_REACH = 3  # words of meaning from a negated causative to the verb it leads to


def _double_negatives_en(view: PairView, ctx: Context, en: Part, fr: Part,
                         negations: list[re.Match], most: int) -> list[re.Match]:
    """The English's negations less (at most ``most``) those borne on a verb of keeping
    something from happening (the source pack's privative-verb: "doesn't prevent", "won't
    stop"), where the translation has no word that is a negation of its own, nor a word
    rendering that verb (« prévenir » for "prevented" is a game term's
    rendering, its negation a negation): the two say something positive (« peuvent
    toujours »)."""
    own, verbs = ctx.pack.cue_patterns.get("privative"), ctx.source_pack.cue_patterns.get(
        "privative-verb")
    if verbs is None or own is not None and own.search(fr.text):
        return negations
    clauses, modal = _clauses(en, ctx.source_pack), _read_past(ctx.source_pack)
    lexicon, causative = ctx.lexicon, ctx.source_pack.cue_patterns.get("causative")
    said = {w for t in _words(view.fr, fr, (fr.start, fr.start + len(fr.text)),
                              ctx.pack.stop_words) for w in (t.lemma, t.lower)}
    out = []
    for m in negations:
        after = _words_after(view.en, en, ctx.source_pack, clauses, modal, m)
        # (past a causative, the verb it leads to: "doesn't cause creatures to lose"; not
        # the verb another leads to: "can't try to stop")
        caused = causative is not None and after and causative.search(
            en.text, m.end(), after[0].start - en.start) is not None
        verb = next((t for t in after[:VERB_REACH if caused else 1]
                     if verbs.fullmatch(t.text)), None)
        if most and verb is not None and not (
                lexicon and lexicon.renders((verb.lemma, verb.lower), best=True)
                & said) and not any(near_cognate(verb.text, w) for w in said):
            most -= 1
            continue
        out.append(m)
    return out


def _says(renderings: frozenset[str], word: str, t) -> bool:
    """Whether the target token ``t`` says the English ``word``: one of its
    ``renderings``, or spelt alike."""
    return t.lemma in renderings or t.lower in renderings or cognate(word, t.text)


def _privatives_negated(view: PairView, ctx: Context, privative: re.Pattern[str], en: Part,
                        fr: Part, negations: list[re.Match]) -> int:
    """How many of the English's privative words ("nonbasic", "untapped") the
    translation may say with a negation of its own (« no girada »): all but those it
    says with a word of its own that no negation bears on ("untapped" as « enderezada »),
    which leave no negation to explain."""
    lexicon = ctx.lexicon
    found = list(privative.finditer(en.text))
    if not lexicon or not found:
        return len(found)
    stop = ctx.pack.stop_words
    scoped = _borne_on(view, ctx, fr, negations)
    # (the negations' own words: « aucune » for "zero" is its rendering, no flip)
    within = {t.start for m in negations for t in _match_tokens(view.fr, fr, m)}
    # (and the word right after a negation of one word, which it bears on, however the
    # stop list reads that word: « la laisser non bloquée » for "leave it unblocked")
    after = set()
    for m in negations:
        own = _match_tokens(view.fr, fr, m)
        if len(own) == 1:
            nxt = next((t for t in view.fr.tokens if t.start >= own[0].end), None)
            if nxt is not None and nxt.is_alpha:
                after.add(nxt.start)
    negated = scoped | within | after
    spans = [(en.start + m.start(), en.start + m.end()) for m in found]
    # a word rendering another word of the English ("a Vampire token" beside
    # "nontoken") is that word's
    others = lexicon.renders({w for t in _words(view.en, en, (en.start, en.start + len(en.text)),
                                                ctx.source_pack.stop_words)
                              if not any(a <= t.start < b for a, b in spans)
                              for w in (t.lemma, t.lower)})
    free = [t for t in _words(view.fr, fr, (fr.start, fr.start + len(fr.text)), stop)
            if t.start not in negated and t.lemma not in others and t.lower not in others]
    # (the negated words that render no other word of the English: « terrain » in « qui
    # n'est pas un terrain de base » is "land")
    borne = [t for t in _words(view.fr, fr, (fr.start, fr.start + len(fr.text)), stop)
             if t.start in negated and t.lemma not in others and t.lower not in others]
    prefix = ctx.source_pack.cue_patterns.get("negative-prefix")
    # A word that is a negation of its own ("will stop X from being cast", not one
    # negated by a prefix) is said by a word of the translation that is one too (the
    # pack's privative cue: « verhindert »), negated or not: negated (« verhindert
    # nicht, dass »), the negation flips it and says nothing of it.
    own_words = [t for t in _words(view.fr, fr, (fr.start, fr.start + len(fr.text)), stop)
                 if _lexical_privative(ctx.pack, t.text)]
    verbs = ctx.source_pack.cue_patterns.get("privative-verb")
    # (and a phrase of the pack's privative cue that no negation bears on: « in eine
    # andere Zone als einen Friedhof » says "other than" itself)
    mine = ctx.pack.cue_patterns.get("privative")
    phrases = [f for f in (mine.finditer(fr.text) if mine else ())
               if len(f.group().split()) > 1 and not any(
                   t.start in negated for t in _match_tokens(view.fr, fr, f))]
    said = 0
    for m, (a, b) in zip(found, spans, strict=True):
        words = {w for t in (view.en.tokens[k] for k in view.en.token_range(a, b))
                 for w in (t.lemma, t.lower)}
        rendering = lexicon.renders(words, best=True)
        # (each word of the translation says one: « zéro » once for two "zero")
        own = next((t for t in free if t.lemma in rendering or t.lower in rendering), None)
        if own is not None:
            free.remove(own)
            own_words = [t for t in own_words if t is not own]
            said += 1
        elif prefix and (base := prefix.sub("", m.group(), count=1)) != m.group() and any(
                (t.lemma in rendering or t.lower in rendering)
                and not _says(lexicon.renders({base.lower(), ctx.src.lemma(base.lower())}),
                              base, t) for t in borne if t.start not in within):
            # the privative word's own rendering negated, one that does not render the
            # word it negates (« nicht enttappt » for "untapped", where « nicht
            # getappt » says it): that negation is the translation's, no privative said so
            said += 1
        elif not (prefix and prefix.match(m.group())) and any(
                t.lemma in rendering or t.lower in rendering for t in borne
                if t.start in scoped and t.start not in within):
            # a word of its own ("empty") said by its rendering negated (« dont la main
            # n'est pas vide »): the negation flips it
            said += 1
        elif _lexical_privative(ctx.source_pack, m.group()) and (own := next(
                (t for t in own_words if not rendering or t.lemma in rendering
                 or t.lower in rendering or (verbs is not None and verbs.fullmatch(m.group())
                                             and _lexical_privative(ctx.pack, t.text))),
                None)) is not None:
            # (one that renders it, where the lexicon knows the word, or for a verb of
            # keeping from or ceasing, any such verb, which the lexicon may not link
            # (« verhindert » for "stop"): « interdit » of « Rien n'interdit » says no
            # "zero")
            own_words.remove(own)
            free = [t for t in free if t is not own]
            said += 1
        elif _lexical_privative(ctx.source_pack, m.group()) and phrases:
            phrases.pop(0)
            said += 1
    return len(found) - said


def _said_again(view: PairView, ctx: Context, fr: Part) -> int:
    """How many of the translation part's phrases that carry the predicate of the
    sentence before over to another thing (the pack's same-applies cue: « Il en va de
    même pour », « Das gilt auch für », « Lo mismo ocurre con ») follow a sentence with a
    negation of its own: each says that negation again."""
    again, negation = ctx.pack.cue_patterns.get("same-applies"), ctx.pack.cue_patterns.get(
        "negation")
    if again is None or negation is None:
        return 0
    count = 0
    for m in again.finditer(fr.text):
        at = fr.start + m.start()
        before = [s for s in view.fr.sentences if s.end <= at]
        if before and negation.search(view.fr.text, before[-1].start, before[-1].end):
            count += 1
    return count


def _own_privatives(view: PairView, ctx: Context, en: Part, fr: Part,
                    negations: list[re.Match], english: list[re.Match]) -> int:
    """How many of the translation's words that are a negation of their own (the pack's
    privative cue: « unberührt », « inchangé », « verhindert ») may say a negation of
    the English: those no negation of the translation bears on, less one for each word
    of the English that is a negation of its own ("stop") and asks for one of them: one
    that renders it (« empêcher » for "stop"; « impossible » in « Il est impossible …
    d'arrêter la capacité » says the "can't" of "can't … stop the ability"). Not one
    whose word renders words of the English only in clauses with no negation
    (``english``): "won't be removed … will continue to attack" made « se removerá … y
    dejará de atacar » moved the negation."""
    own, privative = ctx.pack.cue_patterns.get("privative"), ctx.source_pack.cue_patterns.get(
        "privative")
    if own is None:
        return 0
    negated = _borne_on(view, ctx, fr, negations)
    # (and those inside a negation: « N'oubliez pas », « ne vous empêche pas »)
    negated |= {fr.start + k for m in negations for k in range(m.start(), m.end())}
    words = [m for m in own.finditer(fr.text) if fr.start + m.start() not in negated]
    lexicon = ctx.lexicon
    if lexicon is not None and words:
        stop = ctx.source_pack.stop_words
        en_clauses, fr_clauses = _clauses(en, ctx.source_pack), _clauses(fr, ctx.pack)
        negated_clauses = {_clause_of(en_clauses, en.start + m.start()) for m in english}
        en_words = [(clause, _words(view.en, en, clause, stop)) for clause in en_clauses]

        def moved(m: re.Match) -> bool:
            # (a word of one token is its own scope, though the language lists it among
            # its stop words: « des joueurs ou des planeswalkers différents »)
            own_tokens = _match_tokens(view.fr, fr, m)
            word = own_tokens[0] if len(own_tokens) == 1 and own_tokens[0].is_alpha else _scope(
                view.fr, fr, m, ctx.pack.stop_words, fr_clauses, _read_past(ctx.pack))
            if word is None:
                return False
            rendered = {clause for clause, words_ in en_words
                        if any(lexicon.strength(t, word) > 0 for t in words_)}
            return bool(rendered) and not rendered & negated_clauses
        words = [m for m in words if not moved(m)]
        # (one that renders a word of the English that is no negation, « farblos » for
        # "colorless", says that word: "can't choose colorless" made « kannst farblos
        # … wählen » dropped the negation; each such English word renders one)
        plain = [view.en.tokens[k] for k in view.en.token_range(en.start, en.start + len(en.text))]
        plain = [t for t in plain if t.is_alpha and t.lower not in stop
                 and not any(m.start() <= t.start - en.start < m.end() for m in english)
                 and not (privative is not None and privative.fullmatch(t.text))]
        # (not an English word another word of the translation renders: « deja el campo
        # de batalla, dejas de controlarlo » for "leaves …, you no longer control it")
        spans = [(fr.start + m.start(), fr.start + m.end()) for m in words]
        others = [o for o in (view.fr.tokens[k] for k in view.fr.token_range(
            fr.start, fr.start + len(fr.text))) if o.is_alpha
            and not any(a <= o.start < b for a, b in spans)]
        plain = [t for t in plain
                 if not any(lexicon.strength(t, o) >= SAYS_PLAIN for o in others)]
        kept = []
        for m in words:
            token = next((view.fr.tokens[k] for k in view.fr.token_range(
                fr.start + m.start(), fr.start + m.end())), None)
            rendered = token is not None and next(
                (t for t in plain if lexicon.strength(t, token) >= SAYS_PLAIN), None)
            if rendered:
                plain.remove(rendered)
            else:
                kept.append(m)
        words = kept
    said = [t for m in words for t in _match_tokens(view.fr, fr, m)]

    # (an English negation borne on the privative word itself, "is not optional",
    # leaves that word for the translation to render: « es opcional » is its flip)
    src_clauses, modal = _clauses(en, ctx.source_pack), _read_past(ctx.source_pack)
    doubled = {w.start for m in english if (w := _scope(
        view.en, en, m, ctx.source_pack.stop_words, src_clauses, modal))}

    def asks(m: re.Match) -> bool:
        if not _lexical_privative(ctx.source_pack, m.group()):
            return False
        if lexicon is None or en.start + m.start() in doubled:
            return True
        mine = [view.en.tokens[k] for k in view.en.token_range(en.start + m.start(),
                                                                en.start + m.end())]
        # (a word the lexicon has no link for, "optional", asks for one of them all the
        # same: « si les pioches sont facultatives »)
        return any(lexicon.strength(w, t) > 0 for w in mine for t in said) or not any(
            w.lemma in lexicon.links or w.lower in lexicon.links for w in mine)
    asked = sum(map(asks, privative.finditer(en.text) if privative else ()))
    return max(0, len(words) - asked)


# the lexicon's strength from which a word of the translation that is a negation of its
# own renders a plain word of the English (« farblos » "colorless": 0.77)
SAYS_PLAIN = 0.5

# A negative word repeated over a list (« sans nom, sans coût de mana, sans types ») is at
# most LIST_GAP words after the one before; one that a concord word's negation continues
# (« ni aucune autre », « ni activar ninguna de sus habilidades ») at most CONCORD_GAP.
LIST_GAP = 6
CONCORD_GAP = 1
# and a continuation word (« nichts, auch keine ») at most this many words after one,
# its comma counted: « schlägt … fehl, du entfernst dann aber auch keine Marke » is a
# negation of its own
CONTINUATION_GAP = 2


# what follows a negation that reaches over a coordination in its clause ("no meaning or
# rules", "can't attack or block")
OVER_OR = re.compile(r"[^.;:!?]*?\b(?:or|nor)\b")


def _coordinated(between: str, pack: LanguagePack) -> bool:
    """Whether what follows the last comma of ``between`` opens with a coordinator
    (« …, und es sind keine Regeln », not « …, falls du nicht »); True with no comma."""
    if "," not in between:
        return True
    after = between.rsplit(",", 1)[1].split()
    return bool(after) and after[0].lower() in pack.coordinators


def _unless_said_without(ctx: Context, en: Part, fr: Part, f: list[re.Match]
                         ) -> list[re.Match]:
    """The translation's negations with those that say an English "unless" as "without
    doing" left out ("can't cast an instant unless you have priority" said « ne pouvez
    pas lancer d'éphémère sans avoir la priorité »: the « sans » is the "unless", no
    negation added), as many as the English has "unless" beyond the translation's. (Where
    the pack counts an "unless" as a negation, the « ohne » is that one.)"""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if ("unless" not in src or "unless" not in tgt or "without-doing" not in tgt
            or ctx.pack.unless_negates):
        return f
    spare = len(src["unless"].findall(en.text)) - len(tgt["unless"].findall(fr.text))
    if spare <= 0:
        return f
    without = {m.start() for m in tgt["without-doing"].finditer(fr.text)}
    out = []
    for m in f:
        if spare and m.start() in without:
            spare -= 1
            continue
        out.append(m)
    return out


def _correlatives(pack: LanguagePack, text: str, most: int) -> list[re.Match]:
    """The second members of the pack's correlative negations (its correlative cue,
    whose first group is the member: « weder … noch »), at most ``most``."""
    pattern = pack.cue_patterns.get("correlative")
    if pattern is None or most <= 0:
        return []
    out = []
    for m in pattern.finditer(text):
        member = re.compile(re.escape(m.group(1))).match(text, m.start(1))
        if member is not None:
            out.append(member)
    return out[:most]


def _item_head(item: str, pack: LanguagePack) -> list[str]:
    """The words of a list item (the text between two of its negative words) without
    the relative clause that closes it: « ni des coûts supplémentaires que vous pourriez
    payer, ni des augmentations » lists three things however long the second one's
    clause. The clause opens with the pack's relative cue after a word of the item
    and runs to the comma before the next item, with no other punctuation."""
    relative = pack.cue_patterns.get("relative")
    words = [w for w in item.split() if any(map(str.isalnum, w))]
    if relative is None:
        return words
    for r in relative.finditer(item):
        rest = item[r.end():].rstrip()
        if (rest.endswith(",") and not re.search(r"[,;:()—]", rest[:-1])
                and any(map(str.isalnum, item[:r.start()]))):
            return [w for w in item[:r.start()].split() if any(map(str.isalnum, w))]
    return words


def _one_per_list(matches: list[re.Match], pack: LanguagePack, text: str,
                  least: int, split: bool = False, commas: bool = False) -> list[re.Match]:
    """The negations of a text with those that continue the one before in its sentence
    left out: a negative word right after a concord word (the pack's concord cue: « ni
    aucune autre ») or after a word that goes on with the negation (the pack's
    continuation cue: « nichts, auch keine »), a negative preposition (the pack's listing cue) repeated over a
    list (« sans nom, sans coût de mana »): the English's "no name, mana cost, or
    abilities" says as many negations once; and a negative word repeated over two
    coordinated clauses, where the text is a translation that ``split`` one negation so
    ("you won't draw or discard" said « ziehst du keine Karte und wirfst keine ab »; the
    English's own "wasn't X or wasn't Y" are two; where ``commas``, across a comma too).
    At least ``least`` are kept. A concord
    word itself counts (« ne peut pas influer sur X, ni sur Y » negates Y too);
    _flip_shown weighs it by its list."""
    cues = pack.cue_patterns
    concord, listing, contrast = cues.get("concord"), cues.get("listing"), cues.get("contrast")
    going_on, going_on_after = cues.get("continuation"), cues.get("continuation-after")

    def said(pattern: re.Pattern[str] | None, m: re.Match) -> bool:
        return pattern is not None and pattern.fullmatch(m.group()) is not None
    out: list[re.Match] = []
    last = None  # the negation before, counted or not
    for k, m in enumerate(matches):
        if (last is not None and len(out) + len(matches) - k > least
                and not SENTENCE_END.search(text, last.end(), m.start() + 1)):
            # (the words between: a dash is none, « wird nicht kopiert – ebenso wenig »)
            between = [w for w in text[last.end():m.start()].split() if any(map(str.isalnum, w))]
            again = (last.group().lower().split()[-1] == m.group().lower()
                     and len(_item_head(text[last.end():m.start()], pack)) <= LIST_GAP)
            if not text[last.end():m.start()].strip() and not said(concord, last):
                # one negation said by two words together (« sans aucune », « sin
                # ningún »): the later one, next to what they bear on, stands for both
                if out and out[-1] is last:
                    out[-1] = m
                last = m
                continue
            if ((said(concord, last) and len(between) <= CONCORD_GAP)
                    # a concord word right after a negation's verb continues it over
                    # a pair of verbs (« nadie gana ni pierde » for "no winner or loser")
                    or (said(concord, m) and len(between) <= CONCORD_GAP
                        and not re.search(r"[,;:()]", text[last.end():m.start()]))
                    or (going_on is not None and len(between) <= CONTINUATION_GAP
                        and going_on.search(text, last.end(), m.start()))
                    # "not even" after a negation in its sentence goes on with it over
                    # what it adds (« aucune créature ne peut attaquer, pas même
                    # celles qui… » for "no creature can attack, including those…")
                    or (going_on_after is not None and going_on_after.match(text, m.end()))
                    or (again and said(listing, m))
                    or (split and again and any(w.lower() in pack.coordinators for w in between)
                        and not re.search(r"[;:()]" if commas else r"[,;:()]",
                                          text[last.end():m.start()])
                        and _coordinated(text[last.end():m.start()], pack)
                        and not (contrast and contrast.search(text, last.end(), m.start())))):
                last = m
                continue
        out.append(m)
        last = m
    return out


def _outside_asides(en: Part, fr: Part) -> tuple[Part, Part]:
    """The two parts with their parentheses blanked out (offsets kept)."""
    return tuple(Part(PARENTHESES.sub(lambda m: " " * len(m.group()), p.text), p.start)
                 for p in (en, fr))


def _moved_out_of_aside(en: Part, fr: Part, e: list[re.Match], f: list[re.Match]) -> bool:
    """Whether two parts with as many parentheses, and as many cues, have them
    distributed otherwise: one side's all inside its parentheses, the other's not."""
    en_asides = [m.span() for m in PARENTHESES.finditer(en.text)]
    fr_asides = [m.span() for m in PARENTHESES.finditer(fr.text)]
    if not en_asides or len(en_asides) != len(fr_asides):
        return False

    def inside(matches, asides) -> int:
        return sum(any(a <= m.start() < b for a, b in asides) for m in matches)
    en_in, fr_in = inside(e, en_asides), inside(f, fr_asides)
    return en_in != fr_in and 0 in (len(e) - en_in, len(f) - fr_in)


def _one_said_as_other(src: dict, tgt: dict, en: Part, fr: Part, english: tuple,
                       target: tuple, proviso: str | None) -> tuple | None:
    """Where the English says only one kind of modal (permissions or obligations) and
    the translation both, with fewer of the English's kind than the English: one of
    them said as the other. The English's match of its kind nearest the translation's
    first match of the other, that match, and the English's kind; None where a proviso the other
    side lacks explains an obligation ("to X one must Y" is "X only if Y")."""
    (must, can), (pouvoir, devoir) = english, target
    if proviso is not None or not (pouvoir and devoir) or bool(must) == bool(can):
        return None
    kind, said = ("permission", devoir) if can else ("obligation", pouvoir)
    if len(tgt[kind].findall(fr.text)) >= len(src[kind].findall(en.text)):
        return None
    at = (said[0] - fr.start) / max(1, len(fr.text))  # the English match nearest its place
    was = min(src[kind].finditer(en.text),
              key=lambda m: abs(m.start() / max(1, len(en.text)) - at))
    return (en.start + was.start(), en.start + was.end(), was.group()), said, kind


def _both_as_one(src: dict, tgt: dict, en: Part, fr: Part, english: tuple, target: tuple,
                 banned: tuple) -> tuple | None:
    """Where the English says both an obligation and a permission and the translation
    only one of them, more times than the English: the English cue said as the other
    (its match), the translation's match of the one nearest its place (each part's
    share: « vous pouvez choisir …, en ayant la possibilité de » for "you must choose
    …, although you can"), and what was expected."""
    (must, can), (pouvoir, devoir), (forbid, forbidden) = english, target, banned

    def share(at: int, part: Part) -> float:
        return (at - part.start) / max(1, len(part.text))

    for cue, was, absent, barred, expected in (
            ("obligation", can, pouvoir, forbid, "permission"),
            ("permission", must, devoir, forbidden, "obligation")):
        if not absent and not barred and (len(tgt[cue].findall(fr.text))
                                          > len(src[cue].findall(en.text))):
            said = min(tgt[cue].finditer(fr.text), key=lambda m: abs(
                share(fr.start + m.start(), fr) - share(was[0], en)))
            return was, said, expected
    return None


@cache  # once per pack (packs compare by identity): _flip_shown asks for every cue
def _read_past(pack: LanguagePack) -> re.Pattern[str] | None:
    """The verbs a negation passes over to the word it bears on: modal verbs (« ne
    pourront pas bloquer ») and causatives ("doesn't cause their abilities to be
    activated", "doesn't allow you to untap")."""
    parts = [pack.cue_patterns[c].pattern for c in ("permission", "causative")
             if c in pack.cue_patterns]
    return re.compile("|".join(parts), re.IGNORECASE) if parts else None


def _beyond(pattern: re.Pattern[str] | None, part: Part, theirs: re.Pattern[str] | None,
            other: Part) -> bool:
    """Whether ``part`` says the cue ``pattern`` more often than ``other`` says it
    (``theirs``)."""
    if pattern is None:
        return False
    mine = len(pattern.findall(part.text))
    return mine > (len(theirs.findall(other.text)) if theirs is not None else 0)


def _nth_beyond(pattern: re.Pattern[str], part: Part, theirs: re.Pattern[str] | None,
                other: Part) -> str:
    """The first match of ``pattern`` in ``part`` beyond as many as ``other`` says
    (``theirs``): the one said more often (_beyond)."""
    found = [m.group() for m in pattern.finditer(part.text)]
    said = len(theirs.findall(other.text)) if theirs is not None else 0
    return found[min(len(found) - 1, said)]


def _said_as(pattern: re.Pattern[str] | None, part: Part, theirs: re.Pattern[str] | None,
             other: Part, counted: bool) -> bool:
    """Whether ``part`` says the cue ``pattern`` (SAID_AS); where ``counted``, more
    often than ``other`` says it (``theirs``): "two or more spells" said « exactement
    deux sorts » beside « plusieurs joueurs » for "multiple players" says no "at least"
    as « plusieurs »."""
    if pattern is None:
        return False
    if not counted:
        return pattern.search(part.text) is not None
    return _beyond(pattern, part, theirs, other)


def _turned_counted(en: Part, fr: Part, firsts: tuple, src: tuple, tgt: tuple
                    ) -> tuple | None:
    """Where both sides say both "not obliged" and "forbidden", the one the English says
    more often than the translation, said as the other more often ("isn't forced to pay
    … doesn't have to attack" made « n'est pas obligé de payer … ne peut pas attaquer »):
    (the English's first, the translation's first beyond the English's own, what it
    was, what it became), else None."""
    names = ("no obligation", "forbidden")
    counts = [(len(p.findall(en.text)) if p is not None else 0,
               len(q.findall(fr.text)) if q is not None else 0)
              for p, q in zip(src, tgt, strict=True)]
    for k in (0, 1):
        (mine, mine_fr), (other, other_fr) = counts[k], counts[1 - k]
        if mine > mine_fr and other_fr > other and firsts[k] is not None:
            m = list(tgt[1 - k].finditer(fr.text))[other]
            return (firsts[k], (fr.start + m.start(), fr.start + m.end(), m.group()),
                    names[k], names[1 - k])
    return None


def _alternative_negates(view: PairView, ctx: Context, cue: str, en: Part, fr: Part,
                         e: list, f: list) -> tuple[list, list]:
    """The negations of each side, with the alternatives (``cue``: "instead of", "or
    not") of the side with fewer negations beyond the other side's own counted as
    negations, up to as many as the other side has more ("It doesn't double the number"
    said « statt die Anzahl zu verdoppeln », "rather than put counters" said « pas de
    marqueurs », "ones that aren't attacking" said « estén atacando o no »). The parts'
    texts as written: "or not" is a neutral phrase, blanked out for counting."""
    src, tgt = ctx.source_pack.cue_patterns.get(cue), ctx.pack.cue_patterns.get(cue)
    if src is None or tgt is None:
        return e, f
    mine = list(tgt.finditer(view.fr.text[fr.start:fr.start + len(fr.text)]))
    theirs = list(src.finditer(view.en.text[en.start:en.start + len(en.text)]))
    if len(e) > len(f) and len(mine) > len(theirs):
        extra = mine[len(theirs):][:len(e) - len(f)]
        return e, sorted(f + extra, key=lambda m: m.start())
    if len(f) > len(e) and len(theirs) > len(mine):
        extra = theirs[len(mine):][:len(f) - len(e)]
        return sorted(e + extra, key=lambda m: m.start()), f
    return e, f


def _or_not_answered(view: PairView, ctx: Context, en: Part, fr: Part, e: list, f: list
                     ) -> tuple[list, list]:
    """The negations of each side without those of the side with more that stand in its
    "or not", where the other side has an "or not" its pack reads as neutral (blanked out
    of its part): "Whether or not the ability triggers" said « Que la habilidad se dispare
    o no depende », whose « o no » before a verb Spanish does not read as neutral."""
    src, tgt = ctx.source_pack.cue_patterns.get("or-not"), ctx.pack.cue_patterns.get("or-not")
    if src is None or tgt is None:
        return e, f

    def neutral(pattern: re.Pattern[str], part: Part, side: Side) -> int:
        written = side.text[part.start:part.start + len(part.text)]
        return len(pattern.findall(written)) - len(pattern.findall(part.text))

    def without(negations: list, pattern: re.Pattern[str], part: Part, k: int) -> list:
        spans = [m.span() for m in pattern.finditer(part.text)]
        inside = [m for m in negations if any(a <= m.start() < b for a, b in spans)][:k]
        return [m for m in negations if m not in inside]

    if len(f) > len(e):
        return e, without(f, tgt, fr, min(neutral(src, en, view.en), len(f) - len(e)))
    if len(e) > len(f):
        return without(e, src, en, min(neutral(tgt, fr, view.fr), len(e) - len(f))), f
    return e, f


def _says_at_most(cues: dict[str, re.Pattern[str]], text: str) -> bool:
    return any(cues[c].search(text) for c in ("at-most", "not-more") if c in cues)


def _more_only(cues: dict[str, re.Pattern[str]], part: Part, other_cues: dict[str, re.Pattern[str]],
               other: Part) -> bool:
    """``part`` says "only" more often than ``other`` does."""
    def times(c: dict[str, re.Pattern[str]], text: str) -> int:
        return len(c["only"].findall(text)) if "only" in c else 0
    return times(cues, part.text) > times(other_cues, other.text)


def _outside(matches: list[re.Match], pattern: re.Pattern[str] | None, text: str
             ) -> list[re.Match]:
    """The matches that overlap no match of ``pattern`` in ``text``."""
    if pattern is None:
        return matches
    spans = [m.span() for m in pattern.finditer(text)]
    return [m for m in matches if not any(m.start() < b and a < m.end() for a, b in spans)]


def _clauses(part: Part, pack: LanguagePack, coordinated: bool = True
             ) -> list[tuple[int, int]]:
    """The clauses of a part, as (start, end) in its side's offsets: cut at the pack's
    clause breaks (« , », « et », "unless", « si »…; a break word begins its clause) and
    at sentence ends; not at a coordinating conjunction where ``coordinated`` is false
    (the reach of an English negation: "won't result in X or in Y"). A parenthesis is
    read past (its words are left out by _words)."""
    asides = [m.span() for m in PARENTHESES.finditer(part.text)]
    cuts = {m.start() for m in pack.clause_pattern.finditer(part.text)
            if (coordinated or m.group().lower() not in pack.coordinators)
            and not any(a < m.start() < b for a, b in asides)}
    # a predicate right after a comma ("…, as well as Auras …, aren't affected") is the
    # clause of its subject before the commas: no cut there, nor at the commas back to
    # the cut before them
    opener = pack.predicate_pattern
    for m in (opener.finditer(part.text) if opener is not None else ()):
        cuts.discard(m.start())
        for cut in sorted((c for c in cuts if c < m.start()), reverse=True):
            if part.text[cut] != ",":
                break
            cuts.discard(cut)
    return _cut(part, cuts)


def _list_clauses(part: Part, pack: LanguagePack) -> list[tuple[int, int]]:
    """The clauses of a part cut at sentence ends, semicolons and the pack's contrast
    cue only: a list under one negation stays whole."""
    contrast = pack.cue_patterns.get("contrast")
    return _cut(part, {m.start() for m in re.finditer(";", part.text)}
                | ({m.start() for m in contrast.finditer(part.text)} if contrast else set()))


def _cut(part: Part, cuts: set[int]) -> list[tuple[int, int]]:
    """The spans of a part, in its side's offsets, between ``cuts`` (offsets in the
    part's text) and its sentence ends."""
    starts = sorted(cuts | {m.start() for m in SENTENCE_END.finditer(part.text)} | {0})
    ends = starts[1:] + [len(part.text) + 1]
    return [(part.start + a, part.start + b) for a, b in zip(starts, ends, strict=True)]


def _sentence_of_its_own(text: str, parenthesis: re.Match) -> bool:
    """Whether a parenthesis stands where a sentence may begin and ends as one does."""
    before = text[:parenthesis.start()].rstrip()
    return (not before or before[-1] in ".!?") and parenthesis.group().rstrip(
        ")]").rstrip().endswith((".", "!", "?"))


def _clause_of(clauses: list[tuple[int, int]], at: int) -> tuple[int, int]:
    return next((c for c in clauses if c[0] <= at < c[1]), clauses[-1])


def _words(side: Side, part: Part, span: tuple[int, int], stop: frozenset[str],
           sentences: bool = False) -> list:
    """The words of meaning of ``span`` in ``part``, but those of a card name (blanked in
    the part's text) or of a parenthesis; with ``sentences``, not of a sentence in
    parentheses, which in a ruling is no aside (« (Beachte, dass diese Fähigkeit das
    Tappsymbol verwendet.) »; a card text's is its reminder text)."""
    hidden = [(part.start + m.start(), part.start + m.end())
              for m in PARENTHESES.finditer(part.text)
              if not (sentences and _sentence_of_its_own(part.text, m))]
    return [t for t in (side.tokens[k] for k in side.token_range(*span))
            if content(t, stop) and part.text[t.start - part.start:t.end - part.start].strip()
            and not any(a <= t.start < b for a, b in hidden)]


def _scope(side: Side, part: Part, cue: re.Match, stop: frozenset[str],
           clauses: list[tuple[int, int]], modal: re.Pattern[str] | None = None,
           framed: bool = False, sentences: bool = False):
    """The word a cue bears on: the first word of meaning after it in its clause, else
    the last before it ("can't activate", « n'est pas lancée », « aktivierst sie
    nicht », "… will not."), a modal verb (``modal``: « ne pourront pas bloquer »)
    read past; a cue that is a word of meaning bears on itself ("unaffected", "fail").
    With ``framed``, the word of meaning the cue's match frames (« ne mélangez pas »:
    « mélangez »), or None."""
    start, end = part.start + cue.start(), part.start + cue.end()
    own = [side.tokens[k] for k in side.token_range(start, end)]
    if len(own) == 1 and content(own[0], stop):
        return own[0]
    if framed:
        return next((t for t in own[1:-1] if content(t, stop)
                     and not (modal is not None and modal.fullmatch(t.text))), None)
    words = [t for t in _words(side, part, _clause_of(clauses, start), stop, sentences)
             if not start <= t.start < end
             and not (modal is not None and modal.fullmatch(t.text))]
    after = [t for t in words if t.start >= end]
    before = [t for t in words if t.end <= start]
    return after[0] if after else (before[-1] if before else None)


# A cue's clause is dropped, not said otherwise, where the other side renders no more
# than CLAUSE_KEPT of its words (of at least CLAUSE_LEAST: one word says too little);
# a translation's is added where the English renders no more than CLAUSE_ADDED of them
# (a negation a translation repeats over a coordination, « ne sont pas marquées et ne se
# traduisent pas par des marqueurs » for "won't result in damage or in counters", keeps
# some of its words).
CLAUSE_KEPT, CLAUSE_LEAST, CLAUSE_ADDED = 0.5, 2, 0.25


def _flip_shown(view: PairView, ctx: Context, more: tuple[Part, list[re.Match]],
                fewer: tuple[Part, list[re.Match]], more_en: bool) -> bool:
    """Whether the side with more cues (``more``: its part and matches) shows one of
    them flipped or dropped: the word it bears on rendered on the other side in a
    clause with none of its cues (the cue dropped where the rest of the clause stayed),
    or its clause left unrendered (dropped with it, or added with it where the
    translation has more: « nicht jedoch mit zusätzlichen Kosten »). Where the clause is
    rendered
    around another wording of that word ("doesn't change" as « reste la même »), it
    shows neither."""
    (part, cues), (other, other_cues) = more, fewer
    side, far = (view.en, view.fr) if more_en else (view.fr, view.en)
    # (a sentence in parentheses is no aside in a ruling)
    sentences = view.pair.texts is TextKind.RULING
    lexicon = ctx.lexicon

    def strength(word, t) -> float:
        return lexicon.strength(word, t) if more_en else lexicon.strength(t, word)

    pack, far_pack = ((ctx.source_pack, ctx.pack) if more_en else (ctx.pack, ctx.source_pack))

    prefix = ctx.source_pack.cue_patterns.get("negative-prefix") if more_en else None

    def rendered_by(word, t) -> bool:
        if strength(word, t) > 0 or (_lexical_privative(pack, word.text)
                                     and _lexical_privative(far_pack, t.text)):
            return True
        # an English word negated by its prefix bears on its base: "unaffected" said
        # « se ven afectadas » shows the negation dropped
        base = prefix.sub("", word.lower, count=1) if prefix is not None else word.lower
        if base == word.lower:
            return False
        said = lexicon.renders({base, ctx.src.lemma(base)})
        return t.lemma in said or t.lower in said

    def times(word, tokens) -> int:
        """How many of ``tokens`` render ``word``, competitive linking counting."""
        return sum(competing([strength(word, t) for t in tokens]))

    # the English read without cuts at its conjunctions (a negation there reaches over
    # them: "can't attack or block"), the translation with them (« ne peut pas attaquer
    # et elle peut bloquer »)
    clauses, own_clauses = _clauses(other, far_pack, more_en), _clauses(part, pack, not more_en)
    # (the verbs of meaning of the stop lists count: "keep" said « conservará »)
    stop, far_stop = pack.scope_stop_words, far_pack.scope_stop_words

    def split(clauses_) -> tuple[list, list]:
        """The other side's words in clauses without a cue, and in clauses with one."""
        plain_, cued_ = [], []
        for clause in clauses_:
            has_cue = any(clause[0] <= other.start + m.start() < clause[1] for m in other_cues)
            (cued_ if has_cue else plain_).extend(_words(far, other, clause, far_stop,
                                                         sentences))
        return plain_, cued_
    plain, cued = split(clauses)
    privatives = any(far_pack.cue_patterns[c].search(other.text)
                     for c in ("privative", "privative-prefix") if c in far_pack.cue_patterns)
    # A concord word (« ni ») continues a negation over a list: the other side's list
    # under its negation is one clause, up to a contrast ("no color, name, or card
    # type"; not "…, but it can affect which creatures will be able to block").
    concord = pack.cue_patterns.get("concord")
    lists = None
    every = plain + cued
    said = _words(side, part, (part.start, part.start + len(part.text)), stop, sentences)
    cued_own = {_clause_of(own_clauses, part.start + m.start()) for m in cues}
    for cue in cues:
        word = _scope(side, part, cue, stop, own_clauses, _read_past(pack),
                      sentences=sentences)
        if word is None:
            continue
        plain_words, cued_words = plain, cued
        if concord is not None and concord.fullmatch(cue.group()):
            lists = lists or split(_list_clauses(other, far_pack))
            plain_words, cued_words = lists
        # rendered in a clause with no cue more often than this side says the word in
        # clauses with none ("can have no cards … put all the exiled cards" said « peut
        # être vide … toutes les cartes exilées »: the second « cartes » is the second
        # "cards")
        # (the verb a negation frames is another word it bears on: « vous ne mélangez pas
        # pour autant les cartes » for "you still shuffle all creature cards")
        framed = _scope(side, part, cue, stop, own_clauses, _read_past(pack), framed=True,
                        sentences=sentences)
        if any(sum(rendered_by(w, t) for t in plain_words)
               > sum(s.lemma == w.lemma and _clause_of(own_clauses, s.start) not in cued_own
                     for s in said)
               and not any(rendered_by(w, t) for t in cued_words)
               for w in (word, framed) if w is not None):
            return True
        at, end = part.start + cue.start(), part.start + cue.end()
        clause = _clause_of(own_clauses, at)
        # the words the cue governs: those after it in its clause up to the next cue
        # (which governs its own: "it won't resolve and none of its effects will
        # occur"), else those before it back to the one before; the word it bears on
        # among them unless the other side words it otherwise
        following = min((part.start + m.start() for m in cues if m.start() > cue.start()),
                        default=clause[1])
        preceding = max((part.start + m.end() for m in cues if m.end() <= cue.start()),
                        default=clause[0])
        words = _words(side, part, clause, stop, sentences)
        words = ([w for w in words if end <= w.start < following]
                 or [w for w in words if preceding <= w.start and w.end <= at])
        # (the k-th mention of a word is reworded where the other side renders it k
        # times: "affects all spells … It doesn't affect abilities" said with one
        # « betrifft » leaves the second unsaid)
        reworded = sum(rendered_by(word, t) for t in every) >= sum(
            s.lemma == word.lemma for s in said if s.start <= word.start)
        words = [w for w in words if not (reworded and w.start == word.start)]
        # the k-th time a word is said, the other side must render it k times
        kept = sum(times(w, every) >= sum(s.lemma == w.lemma for s in said
                                          if s.start <= w.start)
                   for w in words)
        if len(words) >= CLAUSE_LEAST and kept <= (CLAUSE_KEPT if more_en else
                                                   CLAUSE_ADDED) * len(words):
            return True
        # an English clause too short to weigh, its negation's word among its words, that
        # the translation does not render (the k-th mention of a word k times), though
        # the lexicon knows their renderings: dropped with its negation ("but not on
        # abilities" left out); not where a word of the translation says it negated by a
        # prefix (« inexistentes » for "don't exist") or by a word that negates of its
        # own, nor where one of the translation's negations bears on a word no English
        # word renders (« keine Auswirkung » may say "no effect")
        if (more_en and words and not kept and not reworded and not privatives
                and all(lexicon.renders((w.lemma, w.lower))
                        and not _negated_by_prefix(ctx, w, view.fr.tokens) for w in words)
                and not any(t is not None and not any(rendered_by(e, t) for e in said)
                            for t in (_scope(far, other, m, far_stop, clauses, _read_past(far_pack))
                                      for m in other_cues))):
            return True
    return _modal_flipped(ctx, (part, cues, own_clauses), (other, other_cues, clauses),
                          more_en)


# The letters a prefixed word's rest shares with the English word's rendering, at least,
# to say it negated (« in|existentes » for existir)
PREFIXED_STEM = 5


def _negated_by_prefix(ctx: Context, word, tokens) -> bool:
    """Whether one of the translation's ``tokens`` says the English ``word`` negated by
    one of its pack's negating prefixes: its rest a rendering the lexicon links to the
    word, or sharing PREFIXED_STEM letters with one (« inexistentes » for "exist",
    « ungetappt » for "tapped", « illégal » for "legal")."""
    renders = ctx.lexicon.renders((word.lemma, word.lower)) if ctx.lexicon else frozenset()
    for t in tokens:
        for prefix in ctx.pack.negating_prefixes:
            rest = t.lower[len(prefix):]
            if not t.lower.startswith(prefix) or len(rest) < PREFIXED_STEM:
                continue
            if (ctx.tgt.lemma(rest) in renders or cognate(word.text, rest) or any(
                    r[:PREFIXED_STEM] in (rest[:PREFIXED_STEM], ctx.tgt.lemma(rest)[:PREFIXED_STEM])
                    for r in renders if len(r) >= PREFIXED_STEM)):
                return True
    return False


def _modal_flipped(ctx: Context, more: tuple, fewer: tuple, more_en: bool) -> bool:
    """Whether the side with more negations negates a modal verb that the other side
    says with none as often ("it can be used with alternative costs" made « no puede
    combinarse con costes alternativos »): fewer bare modals there than on the other
    side, where the word the modal governs is said otherwise. A modal is negated by a
    negation before it in its clause ("no player can") or by one its language puts on
    it ("can't", « ne peut pas », « kann … nicht »: the pack's prohibition cue); "can
    have no cards" negates the cards, not the modal (« peut être vide »)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    mine, theirs = (src, tgt) if more_en else (tgt, src)
    if "permission" not in mine or "permission" not in theirs:
        return False

    def bare(part: Part, cues: list[re.Match], clauses, cues_of: dict) -> int:
        barred = [m.span() for m in cues_of["prohibition"].finditer(part.text)] \
            if "prohibition" in cues_of else None
        out = 0
        for m in cues_of["permission"].finditer(part.text):
            clause = _clause_of(clauses, part.start + m.start())
            if barred is None:
                negated = any(_clause_of(clauses, part.start + c.start()) == clause
                              for c in cues)
            else:
                negated = any(a < m.end() and m.start() < b for a, b in barred) or any(
                    _clause_of(clauses, part.start + c.start()) == clause
                    and c.end() <= m.start() for c in cues)
            out += not negated
        return out
    (part, cues, own_clauses), (other, other_cues, clauses) = more, fewer
    return bare(part, cues, own_clauses, mine) < bare(other, other_cues, clauses, theirs)


# A restriction said with "non-" added or dropped: "destroy all other creatures" said
# « … todas las demás criaturas que no sean fichas », "all creatures" said « toutes les
# créatures non-jeton », "nontoken" said with nothing. The packs' "non" cue (which the
# negation count reads past: « que no sea tierra » says "nonland") beyond what the other
# side's group says with it, a negation, a privative word ("unblocked", "other than") or
# an exception (« autres que de combat » for "noncombat") is a restriction added or
# dropped; dropped, in rulings only: a card's print may predate the Oracle wording's
# errata (Whisperwood Elemental's creatures became "nontoken" after its German and Spanish
# prints), as it may leave reminder text out (``--texts``).
RESTRICTING = ("non", "negation", "privative", "except", "other-than")


def _restrictions(side: Side, part: Part, pack: LanguagePack) -> list[re.Match]:
    """The matches of the pack's "non" cue in an aligned part, on the side's own text
    (the part's has its neutral phrases blanked out), none inside a card's name."""
    names = [side.span(m) for m in side.cards]
    out: list[re.Match] = []
    for m in pack.cue_patterns["non"].finditer(side.text, part.start,
                                               part.start + len(part.text)):
        if any(a <= m.start() < b for a, b in names):
            continue
        # a list of them is one restriction ("a noncreature, nonland card" is « weder eine
        # Kreatur noch ein Land », one negation): only a comma or a coordinator between
        between = side.text[out[-1].end():m.start()].replace(",", " ").split() if out else None
        if between is not None and len(between) <= 1 and all(
                w.lower() in pack.coordinators for w in between):
            continue
        out.append(m)
    return out


def _said_as_such(cues: dict[str, re.Pattern[str]], part: Part, english: list[re.Match]) -> int:
    """How many of the English's restrictions that repeat an earlier one's word ("multiple
    nontoken red permanents or … a nontoken red permanent") the translation names again
    as "such" a thing (« eine solche Karte »), which keeps the restriction."""
    such = cues.get("such")
    words = [m.group().lower() for m in english]
    repeated = sum(w in words[:i] for i, w in enumerate(words))
    return min(repeated, len(such.findall(part.text))) if such is not None and repeated else 0


def _restriction_changed(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """A "non-" restriction one side's aligned group has beyond the other's (see above)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if "non" not in src or "non" not in tgt:
        return []
    def said(cues: dict[str, re.Pattern[str]], part: Part, own: list[re.Match]) -> int:
        """How many restricting words (RESTRICTING, and ``own``) the part has, each
        counted once."""
        return len({part.start + m.start() for cue in RESTRICTING if cue in cues
                    for m in cues[cue].finditer(part.text)} | {m.start() for m in own})
    out = []
    for en, fr in aligned_parts(view, ctx):
        english = _restrictions(view.en, en, ctx.source_pack)
        target = _restrictions(view.fr, fr, ctx.pack)
        if len(target) > said(src, en, english):
            m = target[0]
            out.append(check.finding(
                f"« {m.group()} » (non-) has no counterpart in the English: a restriction "
                "added", found=m.group(), fr_span=m.span()))
        elif len(english) > said(tgt, fr, target) + _said_as_such(tgt, fr, english) and (
                view.pair.texts is TextKind.RULING):
            m = english[0]
            out.append(check.finding(
                f"« {m.group()} » (non-) has no counterpart in the aligned translation: a "
                "restriction dropped", expected=m.group(), en_span=m.span()))
    return out


class Negation(CueCheck):
    """Negation added or dropped.

    An aligned sentence has more negations on one side than on the other: "can't",
    "no", "never", "without" in the English, « ne … pas/plus/jamais/aucun », « sans »,
    « ni » in the translation (« ne … que » is "only", not a negation). The counts
    alone say little where a language model rewords; the word the extra negation bears
    on decides (see _flip_shown): major where the other side renders it in a clause with
    no negation, or leaves most of the negation's clause unrendered (dropped, or added
    by the translation: « dagegen nicht » closing a clause the English lacks); a minor
    hint where the clause is rendered around another wording of it (« reste la même »
    for "doesn't change", a negative concord such as « no … ninguna »). A list under one
    negation counts once (« sans nom, sans coût de mana », « ni aucune autre »), and a
    « ni » continuing it is weighed against the English's list as a whole ("no color,
    name, or card type" said « ni couleur, ni nom, ni type »). "can't … unless" said « ne …
    que si », "not … until" said « erst …, wenn » (only when), "if … not" said "unless"
    and the other way round count as said; "fail", "too late" say a negation. A word
    the English negates by a prefix ("nonbasic", "unblocked"), or that is another's
    negation ("illegal", "disallows"), may be said with a negation (« tierra no
    básica », « no permite »), as may one that says not considering or not having
    ("ignoring", "lacks", "zero", "stops being", "avoid"): so many more in the
    translation are no finding, but for those it says with a word of its own that no
    negation bears on ("untapped" as « enderezada »). A word that is a negation of its
    own ("stop … from") is said by one of the translation's (the pack's privative cue:
    « verhindert », « empêche »), which says an English negation too ("doesn't change"
    as « bleibt unberührt »); negated (« verhindert nicht, dass »), it flips. Two
    negative words together are one negation (« sans aucune », « sin ningún »). Where the
    two languages cut sentences at other places, two aligned neighbours with a negation
    more on opposite sides are counted as one.
    """

    id = "negation"
    # 2: negative concord minor; 3: words negated by a prefix; 4: minor where the
    # official texts often leave it out (CUE_BINDING); 5: "whether or not", concord
    # not across a conjunction, « no … más que »; 6: weighed by the words the extra
    # negation bears on (flip shown, clause dropped, or reworded); 7: a negation's
    # clause ends at the next one; 8: "not … until", "if … not" said otherwise, "fail",
    # "too late"; 9: a parenthesis cuts no clause, a cue that is a word bears on itself,
    # modal verbs read past, « ni » one each time; 10: a negated clause the translation
    # adds (CLAUSE_ADDED), "illegal" and "disallows" privative; 11: a negation inside
    # "at most" ("can't … more than", « nicht mehr als ») left to the quantifier check;
    # 12: "not … until" said "wait until"; 13: the negation of "can't … more than" left
    # out only where the other side says "at most"; 14: causative verbs read past as
    # modal verbs are ("doesn't cause their abilities to be activated"); 15: "ignoring",
    # "lacks" privative (« Kreaturen deines Teamkameraden zählen nicht mit »); 16: "it
    # doesn't matter" and "no matter" alike (« sin importar »), "not only … but" none;
    # 17: a negation moved into a parenthesis from the rest (« perd la partie (tant qu'il
    # n'a pas à piocher …) ») compared outside the parentheses; 18: a modal negated
    # where the other side says it bare as often is a flip (« no puede combinarse »);
    # 19: a privative word the translation says with a word no negation bears on
    # (« enderezada » for untapped) excuses none of its negations; 20: a list under one
    # negation (« sans nom, sans coût », « ni aucune ») counts once, a concord « ni » is
    # weighed by the other side's list, "otherwise" and « sonst » negate only opening a
    # clause, "zero", "stops", "avoid" privative, « ne » reaches four words, « sans
    # doute », "doesn't care", « ebenso wenig », « sich dagegen entscheiden »; 21: « que
    # no es » before an article negates ("which isn't"), before a bare noun says "non-";
    # 22: "can't … multiple times" said "only once" (« una sola vez »); 23: a word that
    # is a negation of its own ("stop … from") said by one (« verhindert »), and negated
    # there (« verhindert nicht »): a flip; 24: two neighbours cut at another place
    # counted as one (counted_parts); the English's negation said by a word that negates
    # of its own (« bleibt unberührt », « cesse d'exister »); 25: one negation split
    # over two coordinated clauses (« keine Karte und wirfst keine ab »); Spanish « de
    # otro modo » negates only opening a clause; 26: a parenthesis said in the running
    # text (« denn … kein … mehr ») compared with it; the k-th mention of the word a
    # negation bears on needs k renderings ("can have no cards … the exiled cards"); a
    # modal negated only by a negation before it or on it (the prohibition cue: "can
    # have no cards" is « peut être vide »); "can't … unless" said "to …, must"; a
    # negation with an exception ("nothing other than") said "only"; « impossible »,
    # "different" (« cosas distintas » for "not the same") negate of their own
    # 27: the packs' contrast cue (which cuts a list's clauses) has lasting
    # conditions too (« tant que », "while"); 28: "instead of" says a negation the
    # other side has more of (« statt … zu verdoppeln » for "doesn't double"); "can't
    # … more cards than" is "at most" too; both sides' "not more" counted as they stand;
    # 29: "or not" too (« estén atacando o no »); a negative word a word after a
    # concord word continues it (« ni activar ninguna »); 30: a negation said twice over
    # a comma and a coordinator where the English's reaches over an "or"; 31: "doesn't
    # care" may be said with a negation and its concord (« no le importa ninguna … ni »);
    # a word negating of its own excuses no English negation where it bears on what the
    # English says in a clause with none (« dejará de atacar » for "will continue to
    # attack"); Spanish « dejar de »; German « die keine Kreatur ist » counts; 32: two
    # negative words together are one (« sans aucune », « sin ningún »); « échapper à »,
    # « escapar », « entgehen » negate of their own; « nada más » before an infinitive
    # 33: a negation borne on a word of negation is none (« Rien ne vous empêche »);
    # "no matter", "regardless" are neutral phrases as "doesn't matter" is; 34: a
    # negative word after a continuation word (« nichts, auch keine ») goes on with it
    # 35: an "or not" the other side reads as neutral answers one of this side's
    # (_or_not_answered); "indefinitely" negated as "nonbasic" is; « faute de »,
    # « a falta de », « mangels »; 36: a restriction said with "non-" added or dropped
    # (_restriction_changed); 37: "until" said "as long as … not" (_until_said_while_not)
    # 38: Spanish « 4 o más que controlas » is no « no … más que » (only); 39: "prevent"
    # is a privative of the English's own, asking for the translation's (« verhindert »)
    # 40: Spanish « no obstante » (however) neutral; German « ansonsten » negates only
    # opening a clause, as « sonst »; 41: "not … if … not" said "only … if" (_only_if:
    # « ne se déclenche que si vous contrôlez » for "doesn't trigger if you don't control");
    # "unless" said "as long as … not" (_while_nots: « Mientras no deje el combate »);
    # "can't get multiple copies" said "only one copy" (the packs' once cues); 42: French
    # « pas » after an article is a noun (« prend le pas sur »); 43: verbs of renouncing
    # negate of their own (« verzichten », « renoncer », « renunciar », "forgo"); 44:
    # "can't … twice" left to the once cues only where the translation says a single
    # time more often than the English; German « dagegen entscheiden » in a subordinate
    # clause's order; "optional", « autre que », « anders als » and « reste le même »,
    # « bleibt gleich », « sigue siendo igual » privative; German « außer » opening a
    # clause is "unless"; "unless" said "without doing" (« sans avoir la priorité »:
    # _unless_said_without); a concord word right after a negation's verb continues it
    # (« nadie gana ni pierde »), and one repeated over a list (« ni la cuarta, ni la
    # quinta »: the packs' listing cue) counts once
    # 45: "can't X without doing Y" said "X only after Y" (_only_if); "doesn't prevent
    # them from" said "they can still" (_double_negatives_en: the source pack's
    # privative-verb); « en l'absence de », « mangels », German words in -los
    # (« wirkungslos ») privative; "not optional" said « opcional » still a negation
    # dropped; « ne … jamais plus de », « nie mehr als », « nunca más de » say "at most";
    # "only after" said "not … until" (_only_said_not_until)
    # 46: an exception opening a clause of its own ("can't be blocked except by")
    # pairs with the negation before it (_only_if); "doesn't cause them to lose" said
    # "they keep" (a privative verb past a negated causative); German « ebenso wenig »
    # continues a negation (the pack's concord cue); a dash is no word between negations
    # 47: « nul besoin » a negation; "not only X but also Y" (« no solo X, sino también
    # Y ») negates nothing where the other side has no "not only" (_not_only); "no
    # longer" said by a word of continuation (« weiterhin », "still") a flip
    # (_still_for_no_longer)
    # 48: "optional" said « facultatif », « opcional », « optional » (the packs' privative
    # cue): "is not optional" said without a negation flips it; a privative word of the
    # translation that renders a plain English word (« farblos » "colorless") says that
    # word, not a negation; an English privative the lexicon has no link for asks for
    # one all the same; a "non-" restriction named again as "such" a thing (« eine
    # solche Karte ») is kept (_said_as_such)
    # 49: "not double count" is "not … twice", said « qu'une seule fois »; the stop
    # lists' verbs of meaning may be what a cue bears on ("it will keep that ability"
    # said « no la conservará »: LanguagePack.stop_verbs); 50: « erst einmal » no "only"
    # (Quantifier 46)
    # 51: a negated relative clause under a negation of its sentence said "only"
    # (« Seules les cartes qui se trouvent dans votre main »: _only_if)
    # 52: German « außer der Kommandeur wurde … » is "unless" (a subject and its verb
    # after); a verb of leaving said as a cessation (« nicht mehr oben … liegt » for
    # "leaves the top": _left_said_no_longer)
    # 53: a prefixed privative's own rendering negated (« nicht enttappt » for
    # "untapped") is a negation of the translation's, no privative said so; a negation
    # in a condition joined to the "if" by a coordinator ("If it becomes a creature but
    # you haven't …") is the if clause's (_if_not)
    # 54: French « ne … plus que » ("only … now") is no negation (the pack's negation)
    # 55: "can't … more than X" said "only X" (« no se puede pagar más que X »); a
    # Spanish « ni » beyond NI_REACH words of its « no » a negation of its own; "behaves
    # differently", "unlike" privative; "must X, or you can't Y" is "Y only if X" (the
    # English pack's or-else: _only_if); German « bleibt … bestehen », « bleiben …
    # liegen », « bleibt erhalten » privative ("won't end", "aren't removed")
    # 56: "nothing but" is "only"; "empty", "forget", « contrairement à », « leer », « vide »
    # privative; a negation on a privative inside it (« N'oubliez pas ») double; a
    # privative's rendering negated a flip; « pas même » goes on with a negation
    # 57: an English clause too short to weigh, unrendered, dropped with its negation
    # ("but not on abilities"; not where a prefix negates its word: the packs'
    # negating_prefixes); the verb a negation frames (« ne mélangez pas pour autant »)
    # is a word it bears on; German « hört … auf » apart privative
    # 58: « hors de », « außerhalb », « fuera de » (not on) and "redundant" are words that
    # negate of their own (the packs' privative cues); « bzw. » coordinates a negation
    # repeated over a pair, an abbreviation's period ends no sentence (SENTENCE_END);
    # German « wenn … nicht » (unless) stays inside its condition, not the main clause;
    # « zéro », « null », « cero » and « interdire », « verbieten », « prohibir » (forbid) are
    # words that negate of their own, each said once (_privatives_negated); a sentence's
    # negation carried over by « Il en va de même », « Das gilt auch » (_said_again); « tout
    # ou rien » (all or nothing) no negation; "not multiple" beside « una sola vez » only
    # where the translation has fewer negations
    # 59: French « sans doute »: only its « sans » taken out of the cues (« doute » is the
    # likely cue's); a format's name after "formats," is no term (Terminology 31)
    # 60: "can't X without a Y" said "to X one needs Y" where the translation obliges more
    # (the English's without-having cue; Spanish « necesitar » before an infinitive
    # obliges); "non-basic" is the nonbasic term (Terminology 32)
    # 61: "no later than" (« au plus tard ») and "if any" (« le cas échéant »,
    # « gegebenenfalls ») are neutral phrases, no negation or condition of their own
    # 62: two neighbouring parts taken as one where a clause went over to the next
    # sentence, its words said as often in both (counted_parts: where the sentences
    # meet); the second member of German « weder … noch » negates as the English's
    # second "not" does (_correlatives); an English word negated by its prefix
    # ("unaffected") bears on its base, whose rendering with no negation shows the flip
    # 63: a sentence in parentheses in a ruling is no aside: its words show a flip
    # (« (Beachte, dass diese Fähigkeit das Tappsymbol verwendet.) »); German « hindert »
    # (prevents) privative
    # 64: a predicate right after a comma ("Spells …, as well as Auras …, aren't
    # affected") is one clause with its subject before the commas (the packs'
    # predicate_openers: _clauses); « exclu », « excluido », « ausgeschlossen » privative
    # 65: a cessation denied is a continuation (« sin que deje de ser », « sans cesser
    # d'être »: the packs' cue_neutral)
    # 66: a privative phrase of the translation (« in eine andere Zone als ») says the
    # English's "other than" itself; a Spanish negative word in a clause "before" opens
    # (« antes de que se resuelva ninguna ») says "any" (the pack's cue_neutral); German
    # « allerdings » is one word, no compound; the word right after a negation of one word
    # is borne on (« non bloquée » says "unblocked")
    # 67: a list item's relative clause counts none of its words toward the list's gap
    # (« ni des coûts supplémentaires que vous pourriez payer, ni des … »: _item_head);
    # Spanish « se queda como estaba » (isn't changed) a privative
    version = 67
    rules = (Together("negation", count=True),)

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        return super().check(view, ctx) + _restriction_changed(self, view, ctx)


def _advised(check: Check, en: Part, fr: Part, src: dict, tgt: dict) -> list[Finding]:
    """An obligation of the English said as advice: "you must be able to shuffle" made
    « vous devriez être capable » (should), with no obligation in the translation's part
    and its "should" beyond the English's. (Spanish « debería » says "would have to" as
    often: its pack has no such cue.)"""
    if "should" not in src or "should" not in tgt:
        return []
    must = _first_outside(src["obligation"], en, src.get("prohibition"), src.get("no-obligation"))
    if must is None or _first(tgt["obligation"], fr) is not None:
        return []
    advice = list(tgt["should"].finditer(fr.text))
    mine = len(src["should"].findall(en.text))
    if len(advice) <= mine:
        return []
    m = advice[mine]
    return [check.finding(f"« {must[2]} » (obligation) became « {m.group()} » (advice)",
                          expected="obligation", found=m.group(), en_span=must[:2],
                          fr_span=(fr.start + m.start(), fr.start + m.end()))]


def _hedged(check: Check, en: Part, fr: Part, src: dict, tgt: dict) -> list[Finding]:
    """A hedge of the English ("most likely", "probably": the packs' likely cue) said for
    certain: "most likely won't be blocked" made « kann nicht geblockt werden ». A word
    of how often (the packs' usually cue) may say it. Not the other way round: a
    translation's « eventuell », « quizás » hedge nothing the English states (on the
    development sets they stood for "any", "perhaps because")."""
    if "likely" not in src or "likely" not in tgt:
        return []
    e, f = _first(src["likely"], en), _first(tgt["likely"], fr)
    # (a word of how often the English hedges with, "will usually give": said for
    # certain with no word of how often, « immer »)
    e = e or _first(src.get("usually"), en)
    # (a word of how often may say the English's hedge, « le plus souvent », « meist »,
    # "most likely because …", though it hedges nothing of its own)
    if e and not f and _first(tgt.get("usually"), fr):
        return []
    if e and not f:
        return [check.finding(f"« {e[2]} » (a hedge): the aligned translation says it for "
                              "certain", expected="likely", en_span=e[:2])]
    return []


class Modality(CueCheck):
    """May made must, or must made may.

    Permission ("may", "can") and obligation ("must") are compared in each aligned
    sentence: an obligation rendered with « pouvoir » and no « devoir », or a
    permission rendered with « devoir » and no « pouvoir », changes what the player is
    allowed to do. A "may" with no counterpart at all (the choice dropped) is minor.
    An obligation negated is none: "you don't have to choose any" said « vous pouvez ne
    choisir aucun » says the same, said « vous devez choisir » it flips, as "must" said
    « vous n'êtes pas obligé » does.
    A modal negated forbids whichever it is: "must not" said « ne peut pas », "can't"
    said « no debe » forbid alike (the packs' prohibition cue); an obligation negated
    allows: "can't choose to draw" said « no tiene por qué elegir robar » (doesn't have
    to), or the other way round, is a flip.
    A hedge of the English ("most likely won't be blocked") said for certain is found
    too (_hedged).
    """

    id = "modality"
    # 2: modal verbs in every person, tense and mood; 3: « devait », « devrait » are
    # "would", no obligation; 4: prohibitions alike whatever the modal; 5: a prohibition
    # said "not obliged" or the other way round; 6: "must … may" said "must … must" (or
    # "may … may"), counted; 7: an obligation negated is none, and said as a permission
    # says the same; 8: "don't have to … unless" said "must … only if"; 9: "can't …
    # unless" said "to …, must" (« Pour pouvoir le lancer, vous devez »), "is required
    # to" an obligation; a parenthesis said in the running text compared with it; 10:
    # "doesn't necessarily have to" negates; German « muss … oder gar nicht » does not;
    # 11: "not obliged" and "forbidden" counted where both sides say both
    # (_turned_counted); "No player may" forbids; 12: a parenthesis one side leaves out
    # says a cue the other side has in its running text (_said_aside); 13: "able to" is
    # a permission; 14: where both sides have both kinds, a modal said as the other in
    # the clause that renders its verb (_modal_said_as_other); 15: "if … not" after a
    # negation said "only … if" as "unless" is (_only_if); 16: "not allowed" forbids
    # (« n'êtes pas autorisé à », « no estás autorizado », « ist nicht erlaubt »)
    # 17: "won't be able to", "unable to" forbid (the English's prohibition cue)
    # 18: where both sides forbid, the obligation or permission outside the prohibitions
    # is compared still ("You must choose … You can't choose" made « kannst du …
    # bestimmen … nicht erlaubt »: _beside_prohibitions); 19: a German dash closes a
    # negated modal's clause; Spanish « no es obligatorio », French « n'est pas
    # obligatoire » no obligation; German « brauchen » (need) an obligation
    # 20: "must Y to X" said "X only if Y" (« ne peut être lancée que si vous les
    # payez »: a permission with a proviso the English does not say, _proviso_beyond)
    # 21: an exception opening a clause of its own pairs with the negation before it
    # (_only_if)
    # 22: "can no longer" forbids; « n'êtes plus obligé » (no longer obliged) obliges to
    # nothing
    # 23: "Nothing can", "nobody may", "no one can" forbid (the English's prohibition cue)
    # 24: the stop lists' verbs of meaning may be what a cue bears on (Negation 49)
    # 25: "don't even have to", "need not" oblige to nothing; a negated relative clause
    # under a negation said "only" (Negation 51)
    # 26: a negation in a condition joined to the "if" by a coordinator (Negation 53)
    # 27: where the English says one kind only and the translation both, fewer of the
    # English's (_one_said_as_other); the "can" of an "only … if" condition said "must"
    # where the translation says a purpose (« pour pouvoir le lancer, vous devez »);
    # "need to" obliges; French « si vous deviez » is "were to"
    # 28: « pas forcément », « no necesariamente » (not necessarily) oblige to nothing
    # 29: "you get to put" is a permission, "you don't get to" forbids
    # 30: a hedge of the English ("most likely", "probably") said for certain (_hedged),
    # answered by a hedge or a word of how often (« le plus souvent », « meist »)
    # 31: a permission said by a noun (« la possibilité de », « die Möglichkeit »); where
    # both kinds are said as one, the translation's modal nearest the English's place is
    # named (_both_as_one)
    # 32: "won't cause you to have to" obliges to nothing (the English's no-obligation cue)
    # 33: « sans qu'il s'agisse forcément de », « sin que … necesariamente » (it doesn't
    # have to be)
    # 34: "it's possible for X to" a permission (« es posible », « il est possible »,
    # « möglich »)
    # predicate_openers: a predicate after commas is its subject's clause (Negation 64)
    # 35: "must" said as advice (« vous devriez », « du solltest »: _advised)
    # 36: "must control no creatures" forbids (« darfst keine … kontrollieren »)
    # 37: "may have to" said as an obligation for certain (« tendrá que »: the English
    # pack's may-have-to); a word of how often ("will usually give") a hedge, said for
    # certain where the translation has no word of how often (« immer »)
    version = 37

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        if not {"permission", "obligation", "may"} <= set(src) & set(tgt):
            return []
        out: list[Finding] = []
        forbid, forbidden = src.get("prohibition"), tgt.get("prohibition")
        for en, fr in aligned_parts(view, ctx):
            out += _hedged(self, en, fr, src, tgt)
            out += _advised(self, en, fr, src, tgt)
            free = _first(src.get("no-obligation"), en)
            free_fr = _first(tgt.get("no-obligation"), fr)
            # an obligation negated is none ("don't have to", « no tienes por qué »)
            must = _first_outside(src["obligation"], en, src.get("no-obligation"))
            devoir = _first_outside(tgt["obligation"], fr, tgt.get("no-obligation"))
            can, pouvoir = _first(src["permission"], en), _first(tgt["permission"], fr)
            banned, banned_fr = _first(forbid, en), _first(forbidden, fr)
            # forbidden said "not obliged", not obliged said "obliged", or the other way
            # round; the last two not beside "until", which a translation says with a
            # negation of its own ("until they have to draw" is « tant qu'il n'a pas à
            # piocher »)
            until = _first(src.get("until"), en)
            turned = next(((said, into, was, now) for said, kept, into, other, was, now in (
                (banned, banned_fr, free_fr, free, "prohibition", "not obliged"),
                (free, free_fr, banned_fr, banned, "no obligation", "forbidden"),
                # (with no negation at all: « muss der Gegner, der …, nicht derselbe
                # sein » is not obliged, a relative clause between)
                (None if until else free, free_fr or _first(tgt.get("negation"), fr),
                 devoir, must, "no obligation", "obligation"),
                (None if until else must, devoir, free_fr, free, "obligation",
                 "no obligation"))
                if said and not kept and into and not other), None)
            if turned is None:
                turned = _turned_counted(en, fr, (free, banned), (src.get("no-obligation"),
                                                                  forbid),
                                         (tgt.get("no-obligation"), forbidden))
            if turned is not None and turned[2:] == ("no obligation", "obligation") and any(
                    free[0] <= en.start + neg.start() < free[1]
                    for neg, _ in _only_if(ctx, en, fr)):
                # "don't have to attack unless another ability says so" said "must attack
                # only if another ability says so": not X unless Y is X only if Y
                turned = None
            if turned is not None:
                said, into, was, now = turned
                out.append(self.finding(f"« {said[2]} » ({was}) became « {into[2]} » ({now})",
                                        expected=was, found=into[2], en_span=said[:2],
                                        fr_span=into[:2]))
                continue
            if banned and banned_fr:
                # "must not" said « ne peut pas », "can't" said « no debe »: forbidden both
                # ways; an obligation or a permission beside it is compared as ever ("You
                # must choose … You can't choose" made « kannst du … bestimmen … nicht
                # erlaubt »)
                out += self._beside_prohibitions(en, fr, src, tgt)
                continue
            # not obliged said as allowed, or the other way round, says the same: "you
            # don't have to choose any" is « vous pouvez ne choisir aucun »
            if (free and pouvoir and not devoir) or (free_fr and can and not must):
                continue
            # "you must pay them to cast it" said « elle ne peut être lancée que si
            # vous les payez »: to X one must Y is X only if Y, a permission with a
            # proviso the other side does not say (or the other way round)
            proviso = _proviso_beyond(src, tgt, en, fr)
            if must and not can and pouvoir and not devoir and proviso != "translation":
                out.append(self._became(must, pouvoir, "obligation"))
            elif can and not must and devoir and not pouvoir and proviso != "English" and not (banned and any(
                    banned[0] <= en.start + neg.start() < banned[1]
                    or en.start + neg.start() <= banned[0] < en.start + neg.end()
                    for neg, _ in _only_if(ctx, en, fr))):
                # (not "can't cast it unless you choose" said "to cast it you must choose")
                out.append(self._became(can, devoir, "permission"))
            elif must and can and (both := _both_as_one(src, tgt, en, fr, (must, can),
                                                        (pouvoir, devoir),
                                                        (banned, banned_fr))):
                # "You must pay … you may cast it" made « vous devez payer … vous devez
                # la lancer »: both said as obligations (or both as permissions)
                was, said, expected = both
                out.append(self.finding(
                    f"« {was[2]} » became « {said.group()} »", expected=expected,
                    found=said.group(), en_span=was[:2],
                    fr_span=(fr.start + said.start(), fr.start + said.end())))
            elif not banned and not banned_fr and (one := _one_said_as_other(
                    src, tgt, en, fr, (must, can), (pouvoir, devoir), proviso)):
                # "you can activate …, and then you may activate … again" made « puedes
                # activar …, y después debes volver a activar »: the English says one kind
                # only, the translation fewer of it and the other beside
                was, said, kind = one
                out.append(self._became(was, said, kind))
            elif flipped := _modal_said_as_other(view, ctx, en, fr):
                # both kinds on both sides: the clause that renders the modal's verb
                # tells ("you may put …, then each other player may do the same" made
                # « musst du … bringen, danach kann jeder … »)
                m, kind, said, other = flipped
                out.append(self.finding(
                    f"« {m.group()} » ({kind}) became « {said[2]} » ({other}) in the "
                    "clause that renders what it bears on", expected=kind, found=said[2],
                    en_span=(en.start + m.start(), en.start + m.end()), fr_span=said[:2]))
            else:
                may = _first(src["may"], en)
                maybe = _first(src.get("may-have-to"), en)
                if maybe and devoir and not any(_first(tgt.get(cue), fr) for cue in (
                        "may", "permission", "likely", "usually")):
                    # "may have to discard" made « tendrá que descartar »: what may be
                    # required said required for certain
                    out.append(self.finding(
                        f"« {maybe[2]} » (an obligation that may arise) became « {devoir[2]} »"
                        " (an obligation for certain)", expected="may", found=devoir[2],
                        en_span=maybe[:2], fr_span=devoir[:2]))
                elif may and not _first(tgt["may"], fr) and not devoir:
                    out.append(self.finding(
                        f"« {may[2]} »: the choice has no counterpart in the aligned "
                        "translation", expected="may", en_span=may[:2],
                        severity=Severity.MINOR))
        return out

    def _beside_prohibitions(self, en: Part, fr: Part, src: dict, tgt: dict
                             ) -> list[Finding]:
        """Where both sides forbid, the obligation or permission outside the
        prohibitions: "must" said with a permission and no obligation, or the other way
        round, flips as it does with no prohibition beside it."""
        rest = ("no-obligation", "prohibition")
        must = _first_outside(src["obligation"], en, *(src.get(c) for c in rest))
        can = _first_outside(src["permission"], en, *(src.get(c) for c in rest))
        devoir = _first_outside(tgt["obligation"], fr, *(tgt.get(c) for c in rest))
        pouvoir = _first_outside(tgt["permission"], fr, *(tgt.get(c) for c in rest))
        if must and not can and pouvoir and not devoir:
            return [self._became(must, pouvoir, "obligation")]
        if can and not must and devoir and not pouvoir:
            return [self._became(can, devoir, "permission")]
        return []

    def _became(self, was: tuple[int, int, str], said: tuple[int, int, str], kind: str
                ) -> Finding:
        """The English's modal ``was`` (of ``kind``) said as the other kind, ``said``."""
        return self.finding(f"« {was[2]} » became « {said[2]} »", expected=kind,
                            found=said[2], en_span=was[:2], fr_span=said[:2])


def _proviso_beyond(src: dict, tgt: dict, en: Part, fr: Part) -> str | None:
    """Which side says "only … if" (the packs' proviso cue) more often than the other:
    "English", "translation", or None."""
    if "proviso" not in src or "proviso" not in tgt:
        return None
    e, f = len(src["proviso"].findall(en.text)), len(tgt["proviso"].findall(fr.text))
    return "English" if e > f else "translation" if f > e else None


def _modal_said_as_other(view: PairView, ctx: Context, en: Part, fr: Part
                         ) -> tuple[re.Match, str, tuple[int, int, str], str] | None:
    """A permission of the English said as an obligation, or an obligation as a
    permission, in the clause of the translation that renders what it bears on, where
    the presence of each kind in the group tells nothing ("you may put … may do the
    same" made « musst du … bringen, danach kann jeder »; "must choose … (which could
    be …)" made « vous pouvez choisir … »): the word the modal bears on (its verb) rendered
    only in clauses with the other modal, none with the same. Neither clause negated,
    nor saying "only", "unless", "not obliged" or "forbidden", which turn one modal into
    the other's sense ("can't cast it unless you can choose" is « pour pouvoir le
    lancer, vous devez être en mesure de choisir »). Counted too: the translation says
    fewer of the English modal's kind and more of the other than the English, outside
    parentheses. The English match, its kind, the translation's modal and its kind."""
    lexicon = ctx.lexicon
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if lexicon is None:
        return None
    turning = ("negation", "only", "no-obligation", "prohibition", "unless")
    en_clauses, fr_clauses = _clauses(en, ctx.source_pack), _clauses(fr, ctx.pack)
    fr_words = _words(view.fr, fr, (fr.start, fr.start + len(fr.text)), ctx.pack.stop_words)

    # cues are looked for with the parentheses blanked out (read past, as _words does:
    # "must choose … (which could be …)")
    en_bare, fr_bare = _outside_asides(en, fr)

    def has(cues: dict, name: str, part: Part, clause: tuple[int, int]) -> re.Match | None:
        """The cue ``name`` starting in the clause (``part`` one of the blanked parts; the
        whole text searched, for what a cue's lookahead reads past the clause)."""
        pattern = cues.get(name)
        return None if pattern is None else next(
            (m for m in pattern.finditer(part.text)
             if clause[0] <= part.start + m.start() < clause[1]), None)

    def count(cues: dict, name: str, part: Part) -> int:
        return sum(1 for _ in cues[name].finditer(part.text))

    for kind, other in (("permission", "obligation"), ("obligation", "permission")):
        if kind not in src or other not in src or kind not in tgt or other not in tgt:
            continue
        # counted too: the translation says fewer of the kind and more of the other than
        # the English (a German modal stands apart from its verb, across a clause break:
        # « muss sie, falls möglich, einen anderen Spieler angreifen »)
        if not (count(tgt, kind, fr_bare) < count(src, kind, en_bare)
                and count(tgt, other, fr_bare) > count(src, other, en_bare)):
            continue
        for m in src[kind].finditer(en.text):
            clause = _clause_of(en_clauses, en.start + m.start())
            if has(src, other, en_bare, clause) or any(has(src, t, en_bare, clause)
                                                        for t in turning):
                continue
            if "only" in src and _purpose(ctx, fr) and any(
                    _same_sentence(en.text, o, m) for o in src["only"].finditer(en.text)):
                continue  # the condition of an "only" before it ("You can only cast it
                # if you can choose" is « pour le lancer, vous devez pouvoir choisir »)
            word = _scope(view.en, en, m, ctx.source_pack.stop_words, en_clauses,
                          _read_past(ctx.source_pack))
            if word is None:
                continue
            holders = {_clause_of(fr_clauses, t.start) for t in fr_words
                       if lexicon.strength(word, t) > 0}
            if any(has(tgt, kind, fr_bare, c) for c in holders):
                continue
            for c in sorted(holders):
                said = has(tgt, other, fr_bare, c)
                if said and not any(has(tgt, t, fr_bare, c) for t in turning):
                    return m, kind, (fr.start + said.start(), fr.start + said.end(),
                                     said.group()), other
    return None


class Quantifier(CueCheck):
    """Quantifier changed: "up to", "at least" ("one or more"), "at most", "only",
    "each", "any number of"; "some" said "each", "all" said "most", "one of" said
    "each" or "both", "neither" said "not both", "both X and Y" said "X or Y";
    "exactly" before a number in the translation only.

    Each of these in an aligned English sentence needs its counterpart in the
    translation (« jusqu'à deux », « au moins », « au plus », « seulement/ne … que »,
    « chaque », « un nombre quelconque de »); the first three are also required the
    other way round. "Including" said as "excluding" (« à l'exception de »), or the other
    way round, is one too.
    """

    id = "quantifier"
    # 2: "each" floated after a plural subject is not required; 3: CUE_BINDING;
    # 4: « erst », « no … más que » for "only"; 5: "a maximum of", « par » + noun;
    # 6: « einzig »; 7: including/excluding said as its opposite; 8: no "up to" before a
    # point in time (« hasta un momento »: until); 9: "can't … more than" is at most;
    # 10: … only said against an "at most" (SAID_AS); 11: "at least" said "exactly" or
    # "more than" (RIVALS) is major; 12: "at least" said "at most" once of twice
    # 13: "more or less" (« plus ou moins ») is no "at most"; 14: nor "up to" a point in
    # time with a word between (« bis zu einem bestimmten Zeitpunkt »); 15: nor "each
    # other", nor "up to something"; 16: a cue said before on both sides, named again
    # with a demonstrative (_named_again), minor; "some" said as "each", "all" as "most"
    # and the other way round; 17: "at least one" said "all" (RIVALS); 18: "one of"
    # said as each or both (SAID_INSTEAD); a translation's "exactly" and a number that
    # the English does not say exactly ("that many" made « genau eine »); "neither"
    # said as "both" or "some" (« si alguna de las dos … no es mayor »); 19: "each of"
    # said « les deux » in French too, "only once" said « una sola vez »; "either X or Y"
    # said as both (« tanto X como Y »), "all but one" said as "one of"; 20: a
    # parenthesis said in the running text (« – etwa weil … – ») compared with it; 21:
    # "any of" under a negation (none of them) said as "one of" or "some" (« pour l'un
    # des modes », « para alguno de los modos »); 22: a flip names the first of the
    # translation's opposites beyond the English's own; 23: "at least" said "several"
    # (« plusieurs ») beyond the other side's own (SAID_AS_COUNTED); 24: "up to" and "at
    # most" say each other ("any eight (or fewer)": « jusqu'à huit »); a cue said by a
    # parenthesis the other side leaves out (_said_aside); 25: French « ne … que » with a
    # comma just before « que » (« ne peuvent être activées, que si »); 26: "both X and
    # Y" said as either (« entweder X oder Y »); "Any X" opening a sentence said "some X"
    # (« Algunos efectos »); "can't cast either half" is neither (« nicht beide »); German
    # « eine der beiden » is no "both"; 27: "both" said as an alternative (« negra o
    # verde »); 28: « au plus grand » is a superlative, no "at most"; 29: Spanish « 4 o
    # más que controlas » is no « no … más que » (only); 30: a noun under "each" said
    # after a determiner of one (« un adversaire » for "each opponent", _quantified_nouns)
    # 31: Spanish « la parte de » (the part of) is no "some"; 32: all or both said as one
    # of them (« si l'une de ces cibles », « au moins une des deux »); 33: "if either"
    # (one of two in a condition) said "both"; Spanish « de las dos » is no "both"; 34:
    # "one of" said instead only of the same group (_of_the_same: not "both of its
    # doors" beside « una de esas habilidades »); 35: once said as a time for each, and
    # the other way round (_once_or_each); 36: French « pour chacun » a time for each;
    # "more than N" said "at least N" (_more_than_said_at_least); "each" after a
    # function word ("then each other player") is no floated "each"; "other" said "all"
    # 37: « por todas », « par toutes » (for all of them) are no time for each; 38: "only"
    # said « se contenter de », « il suffit que », « es genügt », « basta con »
    # 39: a lower bound said with another least number where both sides say as many
    # (_bounds_changed: « dos o más … más de dos » for "two or more … two or more")
    # 40: "that many times" a time for each (« nur einmal » for it is a flip); Spanish
    # « por » each only where distributive (not « por cualquier otro motivo »); "the
    # only" (the adjective) is no "only" to find
    # 41: "neither changes" said "both stay unchanged" (NEGATED_AFTER); German « eine
    # davon » is "one of"; "only after" said "not … until" (_only_said_not_until)
    # 42: "at least one" said « plusieurs » (several) is a flip (_bound_is_one); "all"
    # said "the first" (SAID_INSTEAD); « en tout point » says "in every way"
    # 43: German « gleich … oder kleiner » (or less), « oder höher » (or more); « allein »
    # (« entscheidest allein du ») is "only"
    # 44: German « beliebig vielen » (any number, inflected), « nicht mehr … als » with
    # up to six words between (« nicht mehr bleibende Nichtspielstein-Karten der
    # gewählten Farbe kontrolliert als »); "all" said as part of it (« une partie de »:
    # SAID_INSTEAD); "at all" is no "all"; « igual o menor », « égal ou inférieur » (or
    # less), « égal ou supérieur » (or more)
    # 45: "both" said as "some" (« alguno de los montones »); rounding "up to the
    # nearest" whole number is no "up to"; « il vous suffit alors de » says "only" as
    # « il suffit de » does; the stop lists' verbs of meaning as Negation 49
    # 46: German « erst einmal » ("once") is no "only"
    # 47: a game term in the plural under "all" said after a determiner of one
    # (_quantified_nouns; Spanish « otro » one); "at least one" said "each" (SAID_INSTEAD)
    # 48: "X only if Y" said "for X, Y must" (_proviso_said_must); « de algún modo »,
    # « d'une certaine manière » (somehow) are no "some"
    # 49: "one of" said « une seule des », « una sola de », « eine einzige der »; a
    # universal opening the clause of a determiner of one (« à chaque fois qu'un »);
    # "all but" said "all" (a cue's own words are not its opposite: _flipped); the
    # proviso said "for X, Y must" needs the translation's purpose cue
    # 50: « mais pas des deux » is "not both"; German « irgendein » is "some"
    # 51: "does nothing but" is "only"
    # 52: « tout ce qui compte, c'est que », « alles, was zählt », « todo lo que importa »
    # say "only"; "either or both", "one or both" say no "both"; « una carta o ninguna »,
    # « une ou aucune », « eine oder keine » say "one or fewer" (the packs' not-more); a
    # cue said as another unless the opposite is said beyond the English's own (_beyond)
    # 53: "once each time" is a single time in the conjunction's clause (« una vez cada vez
    # que », « une fois chaque fois que » too); German « ein einziges Mal »; an "any of"
    # a condition opens after a negation is no "none of" (« si l'une des »)
    # 54: « au minimum » is "at least"; "more than one" said « dos o más », the bound
    # after its number (_more_than_said_at_least)
    # 55: "more than once" said « solo una vez »: several times said as once (the packs'
    # several-times cue, _once_or_each)
    # 56: "only once per spell" said « une seule fois » with the spell in the singular
    # only (_counted_as_one); a single time coordinated with several times is an
    # alternative (« une seule fois ou plusieurs fois »: _alternatives); « à chaque fois
    # que », « cada vez que », « jedes Mal » (whenever) are no "any" of all
    # 57: "one or both", "A, B, or both", "one or two halves" are "at least" (« ou les
    # deux », « voire aux deux », « ou lancer les deux », « o ambos », « oder beide »)
    # 58: "almost" (« presque », « casi », « fast ») on one side only: a quantity said
    # as its approximation, or the other way round (« casi todas » for "All"); "more
    # than" said "less than" or the other way round (« kleiner als X » for "greater than
    # X")
    # predicate_openers: a predicate after commas is its subject's clause (Negation 64);
    # « réservé aux », « reservado a », « vorbehalten » say "only"
    # 59: "at least" said as a rival the translation says more often than the English
    # ("all cards that share at least one color" made « todas … todos sus colores »); a
    # group's cue standing alone ("for both") said as one of a group; "none of" under a
    # negation the translation says as "only … if" (_none_said_only)
    # 60: a card named after both cues, by its official name, makes them of one group
    # (« eines der Ziele von Plötzlicher Sturm » for "all of Sudden Storm's targets");
    # "each other creature" an "each" (not the reciprocal "each other"), said of one by
    # the words that say so where there are such; German « gleich viele » (the same
    # number) is no "each"; "none" said "not all" (« nicht alle seine Effekte »: the
    # packs' none and not-all cues); Spanish « de alguna otra manera » (otherwise) is no
    # "some"
    # 61: a player's things in the plural ("that player's creatures", "your creatures")
    # are all of them, said of one (« einer Kreatur … dieses Spielers »: OWNED_ALL)
    version = 61
    rules = (Together("up-to"), Together("at-least"), Together("at-most"),
             Together("only", both_ways=False), Together("each", both_ways=False),
             Together("any-number", both_ways=False), Together("exactly", forwards=False),
             Together("including", flip_only=True), Together("excluding", flip_only=True),
             Together("some", flip_only=True), Together("all", flip_only=True),
             Together("most", flip_only=True), Together("one-of", flip_only=True),
             Together("neither", flip_only=True), Together("either", flip_only=True),
             Together("all-but", flip_only=True), Together("none-of", flip_only=True),
             Together("both", flip_only=True), Together("any-universal", flip_only=True),
             Together("other", flip_only=True), Together("almost"),
             Together("more-than", flip_only=True), Together("less-than", flip_only=True),
             Together("none", flip_only=True))

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = super().check(view, ctx)
        # a noun's "each" that has no counterpart at all is said so once, by the words
        # that say it of one where there are such (« otra criatura » for "each other
        # creature"), else as having none
        nouns = _quantified_nouns(self, view, ctx)
        out = [f for f in out if f.found or not any(
            f.en_span and n.en_span[0] < f.en_span[1] and f.en_span[0] < n.en_span[1]
            for n in nouns)]
        told = [f.en_span for f in out if f.en_span]
        out += [f for f in nouns
                if not any(a < f.en_span[1] and f.en_span[0] < b for a, b in told)]
        told = [f.en_span for f in out if f.en_span]
        return out + _once_or_each(self, view, ctx) + [
            f for f in _bounds_changed(self, view, ctx)
            if not any(a < f.en_span[1] and f.en_span[0] < b for a, b in told)]


def _lower_bounds(side: Side, part: Part, pack: LanguagePack
                  ) -> list[tuple[float, int, int]] | None:
    """The lower bounds a part puts on numbers, each as the least number it allows with
    where it is said: "two or more" and "at least 2" are 2, "more than two" 3 (BOUNDS).
    A bound's number stands after it ("at least 2", « más de dos »), or before it where the
    bound begins with the pack's coordinator ("two or more", « dos o más »). None where a
    bound has no number beside it: what it bounds is unknown."""
    out = []
    for cue, step in (("at-least", 0), *((c, s) for c, said_as, s in BOUNDS
                                         if said_as == "at-least")):
        pattern = pack.cue_patterns.get(cue)
        for m in pattern.finditer(part.text) if pattern is not None else ():
            start, end = part.start + m.start(), part.start + m.end()
            before = m.group().split()[0] in pack.coordinators
            number = _bound_number(side, start if before else end, before)
            value = _number_value(number)
            if value is None:
                return None
            out.append((value + step, min(start, number.start), max(end, number.end)))
    return sorted(out)


def _bounds_changed(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """A bound said with another number where a part says as many bounds on both sides:
    "two or more … two or more" made « dos o más … más de dos » (three or more). Each
    side's lower bounds (_lower_bounds) are compared as numbers, so "more than one" and
    « au moins deux » agree; one bound of the English the translation says with another
    least number is a flip. Presence alone sees nothing there: the translation says
    "at least" once, as the English does."""
    out = []
    for en, fr in aligned_parts(view, ctx):
        english = _lower_bounds(view.en, en, ctx.source_pack)
        target = _lower_bounds(view.fr, fr, ctx.pack)
        if not english or not target or len(english) != len(target):
            continue
        left = [t[0] for t in target]
        for value, a, b in english:
            if value in left:
                left.remove(value)
                continue
            said = next(t for t in target if t[0] in left)
            out.append(check.finding(
                f"« {view.en.text[a:b]} » is said « {view.fr.text[said[1]:said[2]]} »: "
                f"at least {value:g} became at least {said[0]:g}",
                expected=view.en.text[a:b], found=view.fr.text[said[1]:said[2]],
                en_span=(a, b), fr_span=(said[1], said[2])))
            break
    return out


# Once said as once for each, and the other way round: "triggers for each of those other
# creatures" made « löst … einmal für alle diese anderen Kreaturen aus », "will trigger
# only once" made « wird für jede geblockte Kreatur einmal ausgelöst », "it triggers once
# each time" made « se dispara una única vez ». Each pack's `single-time` cue says a
# single time ("only once", « une seule fois », « una única vez », « nur einmal ») and
# its `each-time` cue a time for each ("for each", "per", "once each", "that many
# times", « pour chaque », « par tour », « autant de fois », « por cada », « pro »,
# « für jede », « entsprechend oft »); a single time in the clause of a
# time for each (ONCE_NEAR characters at most, no punctuation between: "once for each
# time", « einmal pro Zug », « für jede geblockte Kreatur einmal ») is that one's. A
# flip where one side of an aligned part says a time for each more often than the other
# and the other side a single time more often. On the faithful translated rulings
# (about 140 parts with a cue) and the official texts of 2015 on, none fired.
ONCE_NEAR = 30
CLAUSE_MARK = re.compile(r"[,;.:]")


def _times(pattern: re.Pattern[str], each: re.Pattern[str], text: str
           ) -> tuple[list[re.Match], list[re.Match]]:
    """The single times of a text that no time for each holds, and its times for each."""
    per = list(each.finditer(text))
    return [m for m in pattern.finditer(text)
            if not any(e.start() - ONCE_NEAR <= m.end() and m.start() <= e.end() + ONCE_NEAR
                       and not CLAUSE_MARK.search(text, min(m.end(), e.end()),
                                                  max(m.start(), e.start()))
                       for e in per)], per


COUNTED_WORDS = 3  # words of meaning after a time for each: what it counts


def _counted_as_one(view: PairView, ctx: Context, en: Part, fr: Part, each: re.Match) -> bool:
    """Whether the translation's part renders what the English's time for each counts
    (its first COUNTED_WORDS words of meaning in its clause: "per spell") and only in
    the singular (a word its lemma does not end: « sort », « hechizo », not « jetons »)."""
    lexicon = ctx.lexicon
    if lexicon is None:
        return False
    start = en.start + each.end()
    stop = CLAUSE_MARK.search(en.text, each.end())
    end = en.start + (stop.start() if stop else len(en.text))
    counted = [t for t in (view.en.tokens[i] for i in view.en.token_range(start, end))
               if content(t, ctx.source_pack.stop_words)][:COUNTED_WORDS]
    said = lexicon.renders({w for t in counted for w in (t.lemma, t.lower)})
    there = [t for t in (view.fr.tokens[i] for i in view.fr.token_range(
        fr.start, fr.start + len(fr.text))) if t.lemma in said or t.lower in said]
    return bool(there) and not any(
        t.lower != t.lemma and t.lower.startswith(t.lemma) for t in there)


def _alternatives(once: list[re.Match], several: list[re.Match], text: str,
                  coordinators: frozenset[str]) -> list[re.Match]:
    """The single times of ``once`` that are not coordinated with one of ``several``
    (nothing but one of ``coordinators`` between them, either way round)."""
    def joined(a: re.Match, b: re.Match) -> bool:
        first, second = (a, b) if a.start() < b.start() else (b, a)
        return text[first.end():second.start()].strip().lower() in coordinators
    return [m for m in once if not any(joined(m, s) for s in several)]


def _once_or_each(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """A single time said as a time for each, or the other way round (see ONCE_NEAR);
    several times said as once ("can activate it more than once" made « solo una
    vez »), not under a negation, which says at most once (the not-twice cue)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not all(c in cues for cues in (src, tgt) for c in ("single-time", "each-time")):
        return []
    several = "several-times" in src and "several-times" in tgt
    out = []
    for en, fr in aligned_parts(view, ctx):
        en_once, en_each = _times(src["single-time"], src["each-time"], en.text)
        fr_once, fr_each = _times(tgt["single-time"], tgt["each-time"], fr.text)
        barred = [m.span() for m in src["not-twice"].finditer(en.text)] \
            if several and "not-twice" in src else []
        en_several = [m for m in src["several-times"].finditer(en.text)
                      if not any(a <= m.start() < b for a, b in barred)] if several else []
        fr_several = list(tgt["several-times"].finditer(fr.text)) if several else []
        # a single time coordinated with several times is one of the alternatives, no
        # claim (« qu'un sort la cible une seule fois ou plusieurs fois »: however often)
        en_once = _alternatives(en_once, en_several, en.text, ctx.source_pack.coordinators)
        fr_once = _alternatives(fr_once, fr_several, fr.text, ctx.pack.coordinators)
        # a single time that a time for each holds ("only once per spell") is said by a
        # single time of the translation that names what is counted in the singular
        # only (« un même sort … qu'une seule fois », « una vez por ese hechizo »); not
        # in the plural (« une seule fois pour l'ensemble de ces jetons », « quel que
        # soit le nombre d'événements »: the flip)
        en_all_once = en_once
        if en_each and fr_once and _counted_as_one(view, ctx, en, fr, en_each[0]):
            en_all_once = list(src["single-time"].finditer(en.text))
        for said, en_more, fr_fewer, en_fewer, fr_more in (
                ("a time for each said as once", en_each, fr_each, en_all_once, fr_once),
                ("once said as a time for each", en_once, fr_once, en_each, fr_each),
                ("several times said as once", en_several, fr_several, en_once, fr_once)):
            if len(en_more) > len(fr_fewer) and len(fr_more) > len(en_fewer):
                e, f = en_more[0], fr_more[0]
                out.append(check.finding(
                    f"« {e.group()} »: {said} (« {f.group()} »)",
                    expected=e.group(), found=f.group(),
                    en_span=(en.start + e.start(), en.start + e.end()),
                    fr_span=(fr.start + f.start(), fr.start + f.end())))
    return out


# the words before a quantified noun where a determiner may stand (« l'autre adversaire »)
DETERMINER_REACH = 2


# How many words before a determiner of one a universal may open its clause (« à chaque
# fois qu'un »).
UNIVERSAL_REACH = 4


# A player's things in the plural ("that player's creatures", "your creatures") are all
# of them, as "all creatures" are: said of one (« einer Kreatur … dieses Spielers ») the
# English's all is lost. (Not "their" nor a plural's "owners'": "their owners' hands"
# is the hand of each one's owner, « la main de leur propriétaire ».)
OWNED_ALL = frozenset({"your", "'s", "’s"})
# (the plural noun right after, and no "of" or other quantifier among the few words
# before: "one of your creatures", "any of that player's lands")
OWNED_NOT_ALL = frozenset({"of", "one", "any", "some", "a", "an", "another"})
OWNER_REACH = 3


def _plural_noun(token) -> bool:
    """Whether an English token is a noun in the plural by its ending ("creatures",
    "zones"; not "blessing", "untapped", "class"; a verb's "enters" is the source pack's
    verb_only)."""
    word = token.lower
    return (token.is_alpha and word.endswith("s") and not word.endswith("ss")
            and word != token.lemma)


def _quantified_nouns(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """An English game term under "each" or "every" (or "all", before the term in the
    plural: "all creatures" said « une créature », "all other enchantments" said « otro
    encantamiento ») whose renderings in the aligned
    translation all stand after a determiner of one (« un adversaire », « l'adversaire »,
    « ein Gegner » for "each opponent"): the universal said of one of them. Counted
    per noun: the translation's renderings of the noun after such a determiner beyond
    the English's own mentions with none of those words ("an opponent"), and fewer of
    them under any other determiner (« chaque », « tous les », « vos ») or none than the
    English quantifies."""
    all_of = ctx.source_pack.plural_universal_determiners
    each = ctx.source_pack.universal_determiners | all_of
    one = ctx.pack.singular_determiners
    if not each or not one:
        return []
    en, fr, stop = view.en, view.fr, ctx.source_pack.stop_words
    tgt_each = ctx.pack.cue_patterns.get("each")
    out: list[Finding] = []

    def determiner(tokens, i: int, words: frozenset[str]) -> int | None:
        """Where the nearest of ``words`` stands among the words before token i."""
        for j in range(i - 1, max(i - 1 - DETERMINER_REACH, -1), -1):
            if tokens[j].lower in words:  # (a possessive "'s" too)
                return j
            if not tokens[j].is_alpha and tokens[j].lower.rstrip("'’") == tokens[j].lower:
                return None
        return None

    for _, spans in _parts_and_spans(view, ctx):
        if spans is None:
            continue
        e0, e1, f0, f1 = spans
        en_idx = en.token_range(e0, e1)
        universals = [m.span() for m in tgt_each.finditer(fr.text, f0, f1)] if tgt_each else []

        def universal_before(j: int, universals=universals) -> bool:
            """Whether a universal stands just before the determiner (« cada otra
            criatura »: each other creature), or opens the clause a few words before it
            (« à chaque fois qu'un jeton Assassin inflige », « jedes Mal, wenn ein »:
            whenever one of them does, each of them)."""
            for i in range(j - 1, max(-1, j - 1 - UNIVERSAL_REACH), -1):
                if (fr.tokens[i].text in ".;:!?"
                        or fr.tokens[i].lower in ctx.pack.coordinators):
                    return False  # (« à chaque créature et à un joueur »: another noun's)
                if any(a <= fr.tokens[i].start < b for a, b in universals):
                    return True
            return False
        seen: set[str] = set()
        for q in en_idx:
            if (en.tokens[q].lower not in each | OWNED_ALL
                    or en.tokens[q].lower in each and ctx.source_pack.floated(en.tokens, q)):
                continue
            owned = en.tokens[q].lower in OWNED_ALL
            # (the owner a card's name: its words before "'s", "one of Punish the
            # Enemy's targets")
            owner = next((m.start for m in en.cards if m.end == q), q)
            if owned and (q + 1 not in en_idx or not _plural_noun(en.tokens[q + 1])
                          or ctx.source_pack.verb_only(en.tokens[q + 1].lemma)
                          or any(en.tokens[j].lower in OWNED_NOT_ALL
                                 for j in range(max(en_idx[0], owner - OWNER_REACH), owner))):
                continue  # ("one of your creatures", "the city's blessing")
            # the noun it quantifies, the word after it ("each other creature": after
            # "other"), in the singular: not "each of", "each another counter" (each a
            # pronoun), nor "Each deals damage"
            k = q + 1 + (q + 1 in en_idx and en.tokens[q + 1].lower == "other")
            if k not in en_idx:
                continue
            noun = en.tokens[k]
            # (in the singular after "each", in the plural after "all"; "all" only where
            # the translation's part says no universal at all: « toute blessure, quelle
            # qu'en soit la source » for "damage from all sources")
            plural = en.tokens[q].lower in all_of | OWNED_ALL
            if (not noun.is_alpha or not content(noun, stop)
                    or (noun.lower == noun.lemma) == plural or noun.lemma in seen
                    or (plural and universals)):
                continue
            seen.add(noun.lemma)
            # a game term, said with one of its accepted renderings (a word the lexicon
            # links it to may render another word: "each time" and « une seule fois »)
            said = set().union(*(renderings(fr, ctx, list(t.payloads), (f0, f1))
                                 for t in en.terms if t.start <= k < t.end))
            if not said:
                continue
            mentions = [i for i in en_idx if en.tokens[i].lemma == noun.lemma]
            universal = sum(determiner(en.tokens, i, each) is not None
                            or (_plural_noun(en.tokens[i])
                                and determiner(en.tokens, i, OWNED_ALL) is not None)
                            for i in mentions)
            # (not inside what the pack's cues say "each" with: « in einem Zug » is "each
            # turn")
            singular = sorted(i for i in said if determiner(fr.tokens, i, one) is not None
                              and not any(a <= fr.tokens[i].start < b for a, b in universals)
                              and not universal_before(determiner(fr.tokens, i, one)))
            if len(singular) > len(mentions) - universal and len(said) - len(singular) < universal:
                i = singular[0]
                j = determiner(fr.tokens, i, one)
                found = fr.text[fr.tokens[j].start:fr.tokens[i].end]
                said_en = en.text[en.tokens[q].start:noun.end]
                out.append(check.finding(
                    f"« {said_en} » ({'all' if plural else 'each'}) is said of one: "
                    f"« {found} »",
                    expected=said_en, found=found, en_span=(en.tokens[q].start, noun.end),
                    fr_span=(fr.tokens[j].start, fr.tokens[i].end)))
    return out


class Possessor(CueCheck):
    """Whose object changed: you, your, an opponent, a teammate, its owner, its
    controller.

    "Your" rendered « de chaque adversaire », "you control" rendered « qu'un
    adversaire contrôle », "its owner" rendered « son contrôleur »: each of these
    cues must stand on both sides of an aligned sentence. Who chooses is read from the
    verb's person: "that player chooses" said « c'est vous qui choisissez » gives the
    choice to another.
    """

    id = "possessor"
    # 2: minor where the official texts often leave it out (CUE_BINDING); 3: "you no
    # longer control"; 4: « vous ne la contrôlez plus »; 5: the cleft « eres tú quien
    # controla », « c'est vous qui contrôlez »; 6: French « vous » says "your" as German
    # « du » does (« vous avez 4 points de vie »: "your life total is 4"); 7: "leaves
    # your control", the generic "Controlling both of them" are you-control; 8: with a
    # modal or a tense between ("you'll control" and « vous contrôlerez », "you can
    # control" and « puedes controlar »); 9: perfect tenses (« que no hayas
    # controlado »), the controller said as the one who controls (« quien controlaba »);
    # 10: the generic "Controlling …" said with an infinitive (« Controlar varios … »);
    # 11: « quitte votre contrôle », « sans contrôler », « dont vous êtes le
    # propriétaire » (you own), a modal and an adverb before the verb, the subjunctive
    # perfect (« que vous ne l'ayez contrôlé »), "regardless of who controls it"; 12:
    # « peu importe qui contrôlait », « sin importar quién controle »; a cue said before
    # on both sides, named again with a demonstrative (_named_again), minor; 13: a
    # teammate ("only you" made « nur dein Teamkamerad »); "you" said as an opponent or
    # a teammate (SAID_INSTEAD)
    # 14: "you control" said with a possessive (« votre créature »), "your" said "that you
    # control" (SAID_AS); German compounds (« Zielgegner »); 15: Spanish « has », the
    # second person of the perfect's « haber », says "your" ("after you make your
    # choice": « una vez que has elegido »); 16: the owner said with a verb ("cards that
    # player owns", « dont il est le propriétaire », « die er besitzt », « que le
    # pertenecen »); a parenthesis said in the running text compared with it; 17: a
    # possessive of the reader where the English names no "you" at all (« dans votre
    # cimetière » for "that player's graveyard"); 18: not where the English speaks to
    # the reader with an imperative ("When it enters, add one mana": « à votre réserve »)
    # 19: one of several "you control" said as the owner, an owner as the controller
    # and the other way round, counted (SAID_INSTEAD: « sous le contrôle de son
    # propriétaire » for "under your control"); 20: "you control" said as another
    # player's control (« une capacité qu'il contrôle »; the pack's they-control), the
    # first beyond the English's own named; 21: « vous en êtes le propriétaire » is the
    # reader's ("you own"); 22: "it's possible to control" said to the reader
    # (« puedes controlar »), « dejas de controlarlo »; _said_aside; 23: who controls
    # asked after a preposition (« ne tient pas compte de qui contrôle »); the verb of
    # owning said for having (« qu'un joueur possède » for "a player has")
    # 24: who chooses, by the verb's person ("that player chooses" said « vous
    # choisissez »); 25: "you have" said with the verb of owning (« que vous possédez »)
    # 26: a player named made "you" (_player_made_you); 27: an owner or a controller
    # said of something else (_possessed_changed); 28: "you own" said "you control" and
    # the other way round (the packs' you-own and you-controls, SAID_INSTEAD); 29: French
    # « appartenir à » names an owner only before a player (not « à des équipes »)
    # 30: "your" of "your opponents" says no "you control" (the packs' possessive cue)
    # 31: the controller said as the one who controls (« la personne qui contrôle le
    # plan », « derjenige gemeint, der die Welt kontrolliert »), in German compounds too
    # (« Weltenbeherrscher »); what it is of read past a compound adjective ("a face-up
    # plane card")
    # 32: the controller said as the player who controls it (« il s'agit du joueur qui
    # contrôle le plan »: the packs' one-who-controls, SAID_AS); a person named before on
    # both sides that the translation refers back to without naming it (« c'est le joueur
    # actif qui occupe ce rôle »: _referred_back), minor; German « Hast du … kontrolliert, »
    # (the perfect opening a condition) is "you controlled"
    # 33: what an owner or a controller is of rendered by the glossary's term too
    # (« controlador del plano » for "the plane's controller": _glossary_renders); Spanish
    # « eres el propietario » says "you own", no owner of its own
    # 34: the German relative clause after the verb closing its sentence (« desjenigen
    # Spielers ausgelöst, der … kontrolliert »); "its owner" whose sentence opens with a
    # quotation or a plural word names no antecedent to compare (_antecedent_changed)
    # 35: "your" named before on both sides and referred back to (« pueden reducirlo »:
    # _referred_back, as a person); the emphatic "a land you *do* control"; German
    # « jemand anderem gehört » (owned by someone else)
    # 36: "you" in a coordinated subject ("if you or your opponent control the spell"),
    # "you're the owner of" (you own); the German noun after an attribute before it
    # (« einer am Kampf beteiligten Kreatur », not « Kampf »)
    # 37: the stop lists' verbs of meaning may be what a cue bears on (Negation 49)
    # 38: a gerund of control with a player after it in its sentence ("While controlling
    # another player, the controlling player") is no "you control" (the English's
    # generic-control)
    # 39: "you don't have to control" is "you control" (the English's); Spanish « necesitas
    # controlar », « tienes que controlar »
    # 40: "the opposing team" names an opponent, « l'équipe adverse » too; Spanish
    # « tener » in the second person says "your" (« las cartas que tienes en la mano »)
    # 41: German « gehören » after a dative plural, « besitzt » after a player with words
    # between say the owner
    # 42: German « kontrollierst weiterhin du » (words between the verb and its subject)
    # says "you control"; a reflexive after its « du », « vous » is the same person
    # 43: "your graveyard" given another player (« den Friedhof dieses Spielers », « su
    # cementerio »: _yours_made_theirs); "you'll retain control" says "you control"
    # 44: a person said again by a pronoun beside a "you" both sides say is referred back
    # to (_referred_back); a person's opposite flips only beyond the English's own
    # 45: "you do not control" is "you control" negated (« du nicht kontrollierst »)
    # 46: a predicate right after a comma ("Spells …, as well as Auras …, aren't
    # affected") is one clause with its subject before the commas (the packs'
    # predicate_openers: _clauses)
    # 47: "you own" said with the noun (« ob du ihr Besitzer bist »)
    # 48: a player's possession said as the reader's ("on each player's turn" made
    # « pendant chacun de vos tours »: the possessives count); one of several "your" of
    # one noun given another player (« während deines Zuges … bis zum Ende seines
    # nächsten Zuges »)
    version = 48
    rules = (Together("opponent", person=True), Together("teammate", person=True),
             Together("you-control"),
             Together("your", both_ways=False, person=True),  # « votre » also renders "you", "any"
             Together("owner", person=True), Together("controller", person=True),
             Together("you", flip_only=True),
             Together("you-choose", flip_only=True), Together("they-choose", flip_only=True),
             Together("you-own", flip_only=True), Together("you-controls", flip_only=True))

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
        out = [f for f in super().check(view, ctx) if not _having(view, ctx, f)]
        yours = ("you", "your", "you-control")
        if "possessive" not in tgt or not set(yours) <= set(src):
            return out
        people = [tgt[c] for c in CONTRAST_PERSONS if c in tgt]

        # (nor inside a term's rendering: « deiner Wahl » is German for "target")
        terms = [view.fr.span(m) for m in view.fr.terms]
        for en, fr in aligned_parts(view, ctx):
            # "your" where the English names no person of yours at all ("it goes to that
            # player's graveyard" made « dans votre cimetière »): another's object made
            # yours. « votre » rendering "you", "any" is no finding where the English
            # says "you" somewhere, nor before an opponent or a teammate (« vos
            # adversaires » for "opponents").
            if any(_first(src[c], en) for c in yours) or _imperative(view, ctx, en):
                continue
            said = next((m for m in tgt["possessive"].finditer(fr.text)
                         # (« vos adversaires », « deine Gegner »: "opponents" are
                         # yours already)
                         if not _before_person(fr.text, m.end(), people) and not any(
                             a <= fr.start + m.start() < b for a, b in terms)), None)
            if said is None:
                continue
            out.append(self.finding(
                f"« {said.group()} » (your) where the English names nothing of yours",
                found=said.group(), fr_span=(fr.start + said.start(), fr.start + said.end())))
        out += _player_made_you(self, view, ctx) + _possessed_changed(self, view, ctx)
        # (one "your" found once: dropped, or given another player)
        dropped = {f.en_span[0] for f in out if f.en_span}
        return out + [f for f in _yours_made_theirs(self, view, ctx)
                      if f.en_span[0] not in dropped]


# Yours made another's: "it's put into your graveyard" made « kommt auf den Friedhof
# dieses Spielers », « va al cementerio de ese jugador ». A "your" the translation
# answers with a "you" elsewhere in its part (« nachdem du … ») still moves the thing
# to another player where every word that renders the English noun after "your" is
# another player's: a possessive of the third person just before it (the packs'
# their-possessive: « son », « seinen », « su ») or a player named just after it (their
# of-player: « de ce joueur », « dieses Spielers »), and none is said with the reader's
# possessive.
THEIRS_REACH = 2  # tokens from a possessive to the noun it is of (« votre propre main »)


def _yours_made_theirs(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """A "your" whose noun the translation gives another player (see THEIRS_REACH)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    theirs, of_player, yours = tgt.get("their-possessive"), tgt.get("of-player"), tgt.get(
        "possessive")
    lexicon = ctx.lexicon
    if lexicon is None or "possessive" not in src or None in (theirs, of_player, yours):
        return []
    stop, out = ctx.source_pack.stop_words, []

    def before(pattern: re.Pattern[str], tokens: list, k: int) -> bool:
        return any(pattern.fullmatch(tokens[j].text) for j in range(max(0, k - THEIRS_REACH), k))

    for en, fr in aligned_parts(view, ctx):
        en_end, fr_end = en.start + len(en.text), fr.start + len(fr.text)
        fr_tokens = [view.fr.tokens[k] for k in view.fr.token_range(fr.start, fr_end)]
        nouns = []
        for m in src["possessive"].finditer(en.text):
            after = [view.en.tokens[k] for k in view.en.token_range(en.start + m.end(), en_end)]
            nouns.append(next((t for t in after[:THEIRS_REACH + 1] if content(t, stop)), None))
        done: set[str] = set()
        for m, noun in zip(src["possessive"].finditer(en.text), nouns, strict=True):
            if noun is None or noun.lower in done:
                continue
            said = [k for k, t in enumerate(fr_tokens)
                    if _renders(lexicon, noun, t) or _glossary_renders(view, noun, t)]
            if not said:
                continue
            kinds = []
            for k in said:
                t = fr_tokens[k]
                if before(yours, fr_tokens, k):
                    kinds.append("yours")
                elif before(theirs, fr_tokens, k) or of_player.match(
                        view.fr.text, t.end) is not None:
                    kinds.append("theirs")
                else:
                    kinds.append("")
            # (as many of the English's "your" before that noun said yours: "during your
            # turn … until the end of your next turn" made « während deines Zuges … bis
            # zum Ende seines nächsten Zuges » gives one of them away)
            if "theirs" not in kinds or kinds.count("yours") >= sum(
                    n is not None and n.lower == noun.lower for n in nouns):
                continue
            done.add(noun.lower)
            t = fr_tokens[said[kinds.index("theirs")]]
            out.append(check.finding(
                f"« {m.group()} {noun.text} » (yours) is another player's in the translation"
                f" (« {t.text} »)", expected="your", found=t.text,
                en_span=(en.start + m.start(), noun.end), fr_span=(t.start, t.end)))
    return out


# Whose owner or controller: "the controller of that permanent" made « le contrôleur de
# la créature d'origine », "the controller of the creature that would be dealt damage"
# made « el controlador de la fuente del daño ». Where an aligned part names an owner (a
# controller) of something on both sides (the packs' owner-of and controller-of cues:
# "controller of X", "X's controller", « contrôleur de X », « Beherrscher der X »), the
# translation's is of what the first word of meaning after its cue says (the first noun
# in a pack whose nouns all take a capital), or of the card whose name stands there; the
# English's of its words of meaning after "of" up to the next function word ("the
# creature that …": creature), or before "'s", or of a card. The translation's is said
# of another where that word renders no word of any of the English's (the lexicon, a
# word spelt alike); beside an English card name, only where the word renders another
# word of the English part; a card name, only another card the English part names. The
# English's verb says it too ("another player owns the exiled card" said « est le
# propriétaire de la carte exilée »). An English owner of something unnamed ("of it")
# tells nothing. On the faithful translated rulings and the official texts of 2015 on
# (about 150 parts compared), none fired.
POSSESSED_REACH = 4  # words from a cue to what it names
VERB_OF = {"owner-of": "owns", "controller-of": "controls"}  # the source pack's verbs
PRONOUN_OF = {"owner-of": "its-owner", "controller-of": "its-controller"}  # and pronouns
WORD_REST = re.compile(r"\w*")  # the rest of a compound's word (« Spiel|steins »)


HYPHENS = frozenset("-‐‑")
QUOTED = re.compile(r"[“„«\"][^“”„«»\"]*[”“»\"]")  # a quotation, its marks included


def _possessed(side: Side, part: Part, pack: LanguagePack, at: int, forwards: bool,
               target: bool) -> tuple[frozenset[str], list, tuple[int, int]] | None:
    """What an owner or a controller is of, read from ``at`` forwards (or backwards, past
    a possessive "'s"): the keys of the card named there and no word, or no card and its
    words of meaning (on the ``target`` side the first alone, a noun where the pack's
    nouns take capitals), with where it stands; None where nothing is named within
    POSSESSED_REACH words."""
    stop, end = pack.stop_words, part.start + len(part.text)
    names = [(*side.span(m), frozenset(e.entry.key if target else e.key for e in m.payloads))
             for m in side.cards]
    order = side.token_range(at, end) if forwards else reversed(side.token_range(part.start, at))
    words, joined = [], -1
    for seen, k in enumerate(order):
        token = side.tokens[k]
        card = next(((keys, (a, b)) for a, b, keys in names if a <= token.start < b), None)
        if card is not None and not words:
            return card[0], [], card[1]
        if card is not None or not forwards and not words and not token.is_alpha:
            if words:
                break
            continue  # the possessive's "'s", "’"
        if k == joined:
            continue
        if (not target and words and token.text in HYPHENS and token.start == words[-1].end
                and k + 1 < len(side.tokens) and side.tokens[k + 1].start == token.end):
            # a compound adjective ("a face-up plane card": the card's), no noun
            words.pop()
            joined = k + 1
            continue
        if content(token, stop) and (pack.capitals_mark_names or token.text[:1].isupper()
                                     or not target):
            words.append(token)
            if target and forwards and not pack.capitals_mark_names:
                # a noun inside an attribute before the noun (« einer am Kampf
                # beteiligten Kreatur »): its participle after it, then the noun
                nxt = [side.tokens[j] for j in range(k + 1, min(k + 3, len(side.tokens)))]
                # (an inflected adjective's ending: not the verb of « der Karte
                # kontrolliert Kreaturen »)
                if (len(nxt) == 2 and nxt[0].is_alpha and nxt[0].text.islower()
                        and nxt[0].lower.endswith(("e", "en", "er", "es", "em"))
                        and content(nxt[0], stop) and nxt[1].text[:1].isupper()
                        and content(nxt[1], stop)):
                    words[-1] = nxt[1]
            if target:
                break
        elif (words or seen >= POSSESSED_REACH
              or token.lower.replace("’", "'") not in pack.determiners and not content(token, stop)):
            break  # (past determiners, and a German noun's adjectives: « der verzauberten »)
    if not words:
        return None
    first, last = min(words, key=lambda t: t.start), max(words, key=lambda t: t.end)
    return frozenset(), words, (first.start, last.end)


def _possessed_changed(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """An owner or a controller said of another (see POSSESSED_REACH)."""
    lexicon, stop = ctx.lexicon, ctx.source_pack.stop_words
    out = []
    for kind in ("owner-of", "controller-of"):
        for en, fr, english, target in _cue_parts(view, ctx, kind):
            pronoun = ctx.source_pack.cue_patterns.get(PRONOUN_OF[kind])
            if not english and target and pronoun is not None:
                out.extend(_antecedent_changed(check, view, ctx, en, fr,
                                               list(pronoun.finditer(en.text)), target))
            own = []
            for m in english:
                forwards = m.group().lower().rstrip().endswith(" of")
                said = _possessed(view.en, en, ctx.source_pack,
                                  en.start + (m.end() if forwards else m.start()), forwards,
                                  False)
                if said is None:
                    break  # of something unnamed: nothing to compare
                own.append((m, said))
            if len(own) != len(english) or not own:
                continue
            verb = ctx.source_pack.cue_patterns.get(VERB_OF[kind])
            for m in verb.finditer(en.text) if verb else ():
                # (what the verb has after it, where it has: "cards you own" names none)
                said = _possessed(view.en, en, ctx.source_pack, en.start + m.end(), True, False)
                if said is not None:
                    own.append((m, said))
            keys = frozenset().union(*(said[0] for _, said in own))
            words = [w for _, said in own for w in said[1]]
            others = [w for w in _words(view.en, en, (en.start, en.start + len(en.text)), stop)
                      if w not in words]
            named = frozenset(e.key for c in view.en.cards
                              if en.start <= view.en.span(c)[0] < en.start + len(en.text)
                              for e in c.payloads)
            for m in target:
                said = _possessed(view.fr, fr, ctx.pack, fr.start + m.end(), True, True)
                if said is None or said[0] & keys:
                    continue
                card, head, where = said
                if card:
                    if not card & named:
                        continue  # (a card the English names otherwise: unknown)
                else:
                    t = head[0]

                    def renders(w, t=t):
                        return _renders(lexicon, w, t) or _glossary_renders(view, w, t)

                    if any(renders(w) for w in words) or keys and not any(
                            renders(w) for w in others):
                        continue
                e, (_, _, (a, b)) = own[0]
                a, b = min(a, en.start + e.start()), max(b, en.start + e.end())
                expected = view.en.text[a:b]
                found, stop_at = _said_to_word_end(view, fr, m, where)
                out.append(check.finding(
                    f"« {expected} » said of something else: « {found} »",
                    expected=expected, found=found, en_span=(a, b),
                    fr_span=(fr.start + m.start(), stop_at)))
    return out


def _antecedent_changed(check: Check, view: PairView, ctx: Context, en: Part, fr: Part,
                        english: list[re.Match], target: list[re.Match]) -> list[Finding]:
    """"Auras attached to the exiled permanent will be put into their owners' graveyards"
    made « … dans le cimetière du propriétaire de ce permanent »: the English's owner is
    of a pronoun ("its", "their": the sentence's subject, its first word of meaning), the
    translation names what its owner is of, and that word renders another word of the
    English's sentence, not the subject. Neither the translated rulings nor the official
    texts of 2015 on ever name what "its owner" is of."""
    if not english:
        return []
    lexicon, e = ctx.lexicon, english[0]
    at = en.start + e.start()
    begins = [s.start for s in view.en.sentences if s.start <= at]
    # (not a quotation's words: "Any “as this enters the battlefield” choices for the
    # affected creature are made by its owner")
    quoted = [(en.start + q.start(), en.start + q.end()) for q in QUOTED.finditer(en.text)]
    words = [w for w in _words(view.en, en, (max(begins, default=en.start), at),
                               ctx.source_pack.stop_words)
             if not any(a <= w.start < b for a, b in quoted)]
    # A pronoun of one ("its") has no plural word for its antecedent ("choices … made by
    # its owner" is the creature's): the subject is not the first word there.
    singular = ctx.source_pack.cue_patterns.get("singular-pronoun")
    if words and singular is not None and singular.match(e.group()) and (
            words[0].lemma != words[0].lower):
        return []
    out = []
    for m in target:
        said = _possessed(view.fr, fr, ctx.pack, fr.start + m.end(), True, True)
        if not words or said is None or said[0]:
            continue
        t, where = said[1][0], said[2]
        other = next((w for w in words[1:] if _renders(lexicon, w, t)), None)
        if other is None or _renders(lexicon, words[0], t):
            continue
        found, stop_at = _said_to_word_end(view, fr, m, where)
        out.append(check.finding(
            f"« {e.group()} » (of « {words[0].text} ») said of « {other.text} »: « {found} »",
            expected=e.group(), found=found, en_span=(at, en.start + e.end()),
            fr_span=(fr.start + m.start(), stop_at)))
    return out


def _said_to_word_end(view: PairView, fr: Part, cue: re.Match, where: tuple[int, int]
                      ) -> tuple[str, int]:
    """The translation's text from an owner's cue to the end of the word ``where`` ends
    in (the rest of a compound: « Spiel|steins »), and where it ends."""
    stop_at = where[1] + len(WORD_REST.match(view.fr.text, where[1]).group())
    return view.fr.text[fr.start + cue.start():stop_at], stop_at


def _renders(lexicon, word, token) -> bool:
    """Whether a target token renders an English word (the lexicon, a word spelt alike)."""
    said = lexicon.renders({word.lemma, word.lower})
    return token.lemma in said or token.lower in said or cognate(word.text, token.text)


def _glossary_renders(view: PairView, word, token) -> bool:
    """Whether a game term the English word stands in has an accepted rendering in the
    translation that holds the token (plane: « plano », which neither the lexicon links
    nor spelling makes a cognate)."""
    def covering(side, terms, at):
        return [m for m in terms if side.span(m)[0] <= at < side.span(m)[1]]

    keys = {e.key for m in covering(view.en, view.en.terms, word.start) for e in m.payloads}
    return bool(keys) and any(
        p.role == ACCEPTED and p.entry.key in keys
        for m in covering(view.fr, view.fr.terms, token.start) for p in m.payloads)


def _player_made_you(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """A player the English names said as "you": "how many energy counters each player
    has" made « combien de marqueurs vous avez », "the affected player can choose" made
    « kannst du bestimmen ». In an aligned part, the English names a player (the packs'
    ``player`` cue) and the translation none, nor an opponent more, and the translation
    says "you" as a person (no possessive: « de votre choix », « deiner Wahl ») more
    often than the English: the player became you. (Not in Spanish, whose
    verbs say "you" with no word of their own.)"""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not all(c in cues for cues in (src, tgt) for c in ("player", "you", "possessive",
                                                          "opponent")):
        return []
    def persons(cues: dict[str, re.Pattern[str]], text: str) -> list[re.Match]:
        """"you" as a person, no possessive (« de votre choix », « deiner Wahl »: idioms)."""
        return [m for m in cues["you"].finditer(text)
                if not cues["possessive"].fullmatch(m.group())]
    out = []
    for en, fr in aligned_parts(view, ctx):
        named = src["player"].search(en.text)
        if named is None or tgt["player"].search(fr.text):
            continue  # (a player said again by a pronoun: « sofern du ihn bestimmst »)
        if len(tgt["opponent"].findall(fr.text)) > len(src["opponent"].findall(en.text)):
            continue  # the player said as the opponent he is (« die dieser Gegner kontrolliert »)
        # a player's possession ("on each player's turn") said as the reader's (« pendant
        # chacun de vos tours »): the possessives count too, on both sides
        whose = re.match(r"['’]s?(?!\w)", en.text[named.end():]) is not None
        yours = (list(tgt["you"].finditer(fr.text)) if whose else persons(tgt, fr.text))
        if len(yours) > len(src["you"].findall(en.text) if whose else persons(src, en.text)):
            out.append(check.finding(
                f"« {named.group()} » said as « {yours[0].group()} »: a player the English "
                "names made you", expected=named.group(), found=yours[0].group(),
                en_span=(en.start + named.start(), en.start + named.end()),
                fr_span=(fr.start + yours[0].start(), fr.start + yours[0].end())))
    return out


def _having(view: PairView, ctx: Context, finding: Finding) -> bool:
    """Whether a translation's owner with no counterpart in the English is the verb that
    says having too (« les marqueurs qu'un joueur gagne, possède ou perd » for "counters
    a player gets, has, or loses"), where its part of the English says having at least
    as often as the translation says that verb."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if (finding.expected or finding.fr_span is None or "having" not in src
            or "owner-verb" not in tgt
            or not tgt["owner-verb"].match(view.fr.text, finding.fr_span[0])):
        return False
    for en, fr in aligned_parts(view, ctx):
        if fr.start <= finding.fr_span[0] < fr.start + len(fr.text):
            return (len(src["having"].findall(en.text))
                    >= len(tgt["owner-verb"].findall(fr.text)) > 0)
    return False


def _imperative(view: PairView, ctx: Context, en: Part) -> bool:
    """Whether a sentence or a clause of the English part is an imperative, which speaks
    to you ("Put a +1/+1 counter on target creature", "When it enters the battlefield,
    add one mana": « ajoutez … à votre réserve »), as the source pack tells."""
    pack, tokens = ctx.source_pack, view.en.tokens
    return any(pack.imperative(tokens, k, pack.stop_words)
               for k in view.en.token_range(en.start, en.start + len(en.text)))


class Condition(CueCheck):
    """Condition, timing or place reversed: unless, before, after, next turn, previous
    turn; first and last, top and bottom, left and right, nearest and farthest, triggers
    and resolves.

    "Unless" rendered « si », "before" rendered « après », "this turn" rendered « au
    prochain tour »: the cue must stand on both sides of an aligned sentence. "First",
    "top", "nearest" and their opposites are ordinary words a translation may say
    otherwise: only one said as its opposite is a finding ("the first" made « la
    dernière », "top of the library" made « dessous »). So are the two moments of an
    ability: "at the time the ability triggered" made « cuando se resolvió la
    habilidad » (on the official card texts, and on translated rulings, never once); a
    spell's or an ability's resolving said as its casting or activation ("when
    monstrosity resolves" made « wenn … aktiviert wird »), and finishing said as beginning
    (none of either on the official texts of eval-real or the translated rulings).
    A concession said as a proviso ("even if the lands are tapped" made « nur wenn die
    Länder getappt sind », "regardless of whether" made « tant que ») makes what holds in
    any case hold in one: a flip where the translation has fewer concessions and more
    provisos ("only if", "as long as", "while", "unless") than the English. "At the same
    time" dropped makes two events one after the other (« werden geopfert » for "are
    sacrificed at the same time"): translated rulings keep it in 49 of 52 French, 49 of
    49 German and 55 of 55 Spanish rulings that have it. An alternative said as a
    conjunction ("if it was tapped or you didn't control it" made « weil er getappt war
    und du ihn … nicht kontrolliert hast ») asks for both where either was enough
    (_or_as_and).
    Steps said in the other order around "then" (_sequence_reversed) are a flip too, and
    so is "A, not B" said with A and B swapped (_contrast_turned: « die der Beherrscher
    der verzauberten Kreatur kontrolliert, und nicht die des Beherrschers der
    Sumpfkrankheit » for "controlled by Quag Sickness's controller, not the enchanted
    creature's controller").
    A translation's duration to the end of the turn (« jusqu'à la fin du tour ») where
    the English names no turn adds a time limit: of the official card texts with such a
    duration, 2 of 3,164 German ones do so, none of 2,606 French and 2,514 Spanish.
    """

    id = "condition"
    # 2: minor where the official texts often leave it out (CUE_BINDING); 3: an adverb
    # closing a clause ("what they were before") is no condition; « une fois résolue »;
    # 4: « erst …, wenn »; "unless" said as "only … if"; 5: "unless" said "if … not";
    # 6: first/last, top/bottom, nearest/farthest said as their opposite; 7: "before"
    # said as "after" once of twice; 8: the previous turn ("earlier in the turn" said
    # « en el turno anterior »); 9: "triggers" said « se resuelve », and the other way
    # round; 10: "after X but before Y" said « entre X et Y »; 11: a duration to the end
    # of the turn where the English names no turn; 12: first and last of an order in
    # time ("latest", « plus récent ») too; 13: German « seit Beginn deines letzten
    # Zuges » is "since your most recent turn began", no previous turn; 14: a cue said
    # before on both sides, named again with a demonstrative (« durante ese turno »), minor;
    # 15: a German perfect opening a sentence (« Hast du … geschickt, ») says "after";
    # 16: "resolves" said as cast or activated, and the other way round; "finish" said
    # as "begin", and the other way round
    # 17: « fond », « fondo » the bottom with their article only (not a background);
    # resolving said as attacking (« au moment où … a attaqué »); 18: "until after" is
    # no "after" (« bis … verrechnet ist »), « una vez hecho » is; "can't … unless" said
    # "to …, must"; a parenthesis said in the running text compared with it
    # 19: a flip names the first of the translation's opposites beyond the English's own;
    # 20: such a perfect after « und » too (« und hast du deine Wahl getroffen, »)
    # 21: a concession said as a proviso ("even if" made « nur wenn », « tant que »)
    # 22: a cue said by a parenthesis the other side leaves out (_said_aside); 23:
    # "at the same time" dropped; a demonstrative names a cue again only before a word
    # rendering one of the cue's (« auf diese Weise » names no "at the same time")
    # 24: an alternative said as a conjunction ("if X or Y" made « si X et si Y »)
    # 25: steps around "then" said in the other order (_sequence_reversed)
    # 26: "A, not B" turned round (_contrast_turned); "last" said « al final », « à la
    # fin »; "before" said "until" (SAID_AS); 27: left and right, the sides of the
    # table ("the opponent on your left" made « à votre droite »); 28: "this turn" needs
    # a turn in the translation; 29: "wait until X before Y" said "Y only after X"
    # (_waits_until); 30: "if … not" after a negation said "only … if" as "unless" is;
    # "unless" said "as long as … not" (_while_nots); 31: "not … until" said "before"
    # (_not_until_said_before); 32: "during" said "before" or "after" (the packs'
    # during cue, SAID_INSTEAD); 33: French « à moins de » before a number is "less
    # than", no "unless" (« à moins de 1 »); 34: "instead of" said "in addition to" and
    # the other way round (the packs' in-addition cue); 35: "lose" said "gain", and the
    # other way round (the packs' gain and lose cues)
    # 36: "the following turn" says the next turn (« tour suivant », « folgenden Zug »,
    # « turno siguiente »); 37: Spanish « acaba de » before an infinitive says "just", no
    # finishing; "then" opening the consequence of an "if" is no next step (_consequence);
    # "after the turn ends" said "when the turn ends" (« cuando termine el turno »);
    # German « außer » opening a clause is "unless" (« außer die Quelle hat Infizieren »);
    # "unless" said "without doing" (« sin tener la prioridad »: SAID_AS)
    # 38: "only after all players pass" said "not … until they pass"
    # (_only_said_not_until)
    # 39: Spanish « mientras se resuelve » says "during the resolution"
    # 40: "unless the effect says otherwise" said « sauf indication contraire », « salvo
    # indicación en contrario »; "regardless of whether" said « tenga o no » (SAID_AS)
    # 41: "an instant or sorcery" said as the kinds in the plural with a relative clause
    # on them (« Spontanzauber und Hexereien, die du wirkst »: _kinds_in_plural); the
    # older rulings' "announce" is the moment of casting ("at the time you announce this
    # spell" made « wenn der Zauberspruch verrechnet wird » is another moment)
    # 42: the English's sequence "then" said « luego », « danach » (words the pack reads
    # as "after" too) is no "after" said instead of another moment; the stop lists'
    # verbs of meaning as Negation 49; "A before B" said "B after A" (_converse)
    # 43: « erst einmal » no "only" (Quantifier 46)
    # 44: "or" said as the « et » that closes a « entre » the English has not (« le
    # choix entre payer et subir »: _between_and)
    # 45: German « zu Ende » finishes; "still" said as a cessation (« deja de ser », « ne …
    # plus », « nicht mehr »: the packs' no-longer) is its opposite
    # 46: « à pile ou face avant » is "before" (the coin's side, no front face); « en
    # même temps » no concession; a negation in a condition joined to the "if" by a
    # coordinator (Negation 53)
    # 47: "you", a person no content word names, counted on each side of a denial ("You
    # get the token, not the owner" turned round: _contrast_marks)
    # 48: German « es sei denn » with no English "unless" nor "if … not" major (a one-way
    # cue's plain form); "A rather than B", "A instead of B" turned round as "A, not B"
    # (_contrast_turned); "before X" said "after X" (_moment_turned)
    # 49: a plain « es sei denn » is no "if … not" of the English where the translation
    # says as many "if … not" itself (« wenn du keine … kontrollierst »: the German
    # pack's "if" cue)
    # 50: « Während » opening a clause is "whereas", no proviso beside a concession
    # (READ_AS); "even after" a concession, no "after" (« aunque »); "your opponent
    # instead of you" turned round is found (the persons of a contrast: CONTRAST_PERSONS)
    # 51: "not … still", "no cards left" are "no longer"; an alternative in a parenthesis
    # of the translation's own counts (_or_as_and)
    # 52: a moment turned where the translation's own moment is not of the English's
    # event's first word (« richtet sich nach der Anzahl », "according to"); "until"
    # said "only after" (_until_said_only_after)
    # 53: "the top ten cards", "the bottom card" are first and last (« las diez primeras »);
    # "A before B" said "B after it", nothing named after the cue (_converse)
    # 54: German « darauffolgend » is "after"; "even for" a concession
    # 55: "after time expires" said « cuando se agota el tiempo » (« quand … s'écoule »,
    # « wenn … abläuft »); "before Y" said "between X and Y" where the English says
    # either bound (_between)
    # 56: a card's side shown said as the other ("face up" made « face cachée »); a
    # cessation that says a negation of the English is no "still" flipped (NEGATING);
    # "A before B" told as steps in order (« zuerst A, erst danach B »: _told_in_order),
    # a sequence adverb no "after" of a converse
    # 57: "can't … or …" said with a negation on each side of the conjunction is no
    # alternative said as both (_negated_each_side); an incise inside « à moins que »,
    # « a menos que »; no "start" in a compound (the keyword jump-start)
    # 58: a predicate right after a comma ("Spells …, as well as Auras …, aren't
    # affected") is one clause with its subject before the commas (the packs'
    # predicate_openers: _clauses)
    # 59: "A (not B)", "A, not just B", "A, not as it resolves", « no B, sino A », « nicht
    # B, sondern A »; the affirmed side nearest the denied one (_contrast_turned)
    # 60: "unlike" said as "like", and the other way round (the packs' unlike and alike
    # cues); "If X, Y still" is a concession (« Nur wenn X, Y » for it a flip); German
    # « darauffolgenden Zuges » is the next turn; the end of the turn as a moment (« al
    # final del turno », « à la fin du tour », « am Ende des Zuges ») where the English
    # names no turn is a time added, as the duration to it is; Spanish « para cuando … ya »
    # (by the time … already) says "before"
    # 61: "whether or not X" a concession (« Pour autant que X » a proviso for it); "while"
    # before a progressive ("while the ability is resolving") a time during, which « una
    # vez que … ha terminado » says after
    version = 61
    rules = (Together("unless"), Together("before", both_ways=False),
             Together("after", both_ways=False), Together("next-turn"),
             Together("previous-turn"), Together("end-of-turn", forwards=False),
             Together("same-time", both_ways=False), Together("this-turn", both_ways=False),
             *(Together(cue, flip_only=True)
               for cue in ("concession", "during", "instead", "in-addition", "first", "last",
                           "top", "bottom", "left", "right", "nearest", "farthest", "gain", "lose",
                           "trigger", "resolve", "cast", "activate", "begin", "finish",
                           "still", "face-up", "face-down", "unlike", "alike")))

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        out = (super().check(view, ctx) + _or_as_and(self, view, ctx)
               + _sequence_reversed(self, view, ctx) + _contrast_turned(self, view, ctx)
               + _not_until_said_before(self, view, ctx)
               + _until_said_only_after(self, view, ctx))
        # (a moment turned that the cue counts found already is said once)
        return out + [f for f in _moment_turned(self, view, ctx)
                      if not any(o.expected in ("before", "after") for o in out)]


# The words of meaning after the English's "before" (or "after") that name the event it
# is of: rendered after the translation's other moment, the event moved to its other side.
MOMENT_WORDS = 2


def _moment_turned(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """"before X" said "after X": the English has one of the two moments and not the
    other, the translation the other, and what the English's moment is of (the first
    MOMENT_WORDS words of meaning after it in its clause) is rendered after the
    translation's other moment and not the first of them after its own (« richtet sich
    nach der Anzahl der Karten …, bevor du die Karte ziehst » for "the number of cards …
    after you draw the card": « nach » there is "according to"; "before blockers are declared
    and combat damage is dealt" made « después de que se declaren las bloqueadoras y
    antes de que se haga el daño »). "A before B" said "B after A" puts A's words, not
    B's, after the translation's cue; "after X" said « avant X » beside « après X »
    renders X after both: no finding."""
    src, tgt, lexicon = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns, ctx.lexicon
    if lexicon is None or not {"before", "after"} <= set(src) & set(tgt):
        return []
    out = []
    for en, fr in aligned_parts(view, ctx):
        en_clauses, fr_clauses = _clauses(en, ctx.source_pack), _clauses(fr, ctx.pack)

        def renders(words: list, cue: re.Match, every: bool = True, fr=fr,
                    fr_clauses=fr_clauses) -> bool:
            said = _words_after(view.fr, fr, ctx.pack, fr_clauses, None, cue)
            return (all if every else any)(any(lexicon.strength(w, t) > 0 for t in said)
                                           for w in words)
        for cue, other in (("before", "after"), ("after", "before")):
            if _first(src[other], en) is not None:
                continue
            own = list(tgt[cue].finditer(fr.text))
            for e in src[cue].finditer(en.text):
                words = _words_after(view.en, en, ctx.source_pack, en_clauses, None,
                                     e)[:MOMENT_WORDS]
                if len(words) < MOMENT_WORDS or any(renders(words[:1], m) for m in own):
                    continue
                f = next((m for m in tgt[other].finditer(fr.text) if renders(words, m)), None)
                if f is not None:
                    out.append(check.finding(
                        f"« {e.group()} » ({cue}) is said « {f.group()} » ({other}) of the "
                        "same event", expected=cue, found=f.group(),
                        en_span=(en.start + e.start(), en.start + e.end()),
                        fr_span=(fr.start + f.start(), fr.start + f.end())))
                    break
    return out


def _until_said_only_after(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """"until X" said "only after X": "It has hexproof again until it deals damage" made
    « Elle ne retrouve la défense talismanique qu'après avoir infligé des blessures »,
    what holds before X made to hold after it. An English "until" that no negation and
    no "wait" before it in its sentence opens ("not … until" is "only once": _not_until;
    "wait until" is "only after": _waits_until), where the translation says no "until"
    of its own and more "only" and more "after" cues than the English."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if not all(c in cues for cues in (src, tgt) for c in ("until", "only", "after", "negation")):
        return []
    out = []
    for en, fr in aligned_parts(view, ctx):
        openers = list(src["negation"].finditer(en.text)) + (
            list(src["wait"].finditer(en.text)) if "wait" in src else [])
        untils = [u for u in src["until"].finditer(en.text)
                  if not any(n.start() < u.start() and _same_sentence(en.text, n, u)
                             for n in openers)
                  and not ("until-after" in src and src["until-after"].match(en.text, u.start()))]
        if not untils or tgt["until"].search(fr.text):
            continue
        if not all(len(tgt[c].findall(fr.text)) > len(src[c].findall(en.text))
                   for c in ("only", "after")):
            continue
        u, f = untils[0], tgt["after"].search(fr.text)
        out.append(check.finding(
            f"« {u.group()} » (until) is said « {f.group()} » with « only »: what holds "
            "until the moment holds after it", expected="until", found=f.group(),
            en_span=(en.start + u.start(), en.start + u.end()),
            fr_span=(fr.start + f.start(), fr.start + f.end())))
    return out


def _not_until_said_before(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """"not … until X" (only once X) said "before X": "You don't choose whether to pay
    until the ability resolves" made « vous choisissez de payer ou non avant qu'elle ne se
    résolve ». The English has a negation with an "until" after it in its sentence; the
    translation no "until", a "before" more than the English, no "only", "after" or "wait"
    beyond the English's (« qu'au moment où », « erst, wenn » say it), and no negation
    before its "before" in that sentence (« pas avant que », « No eliges … antes de que »
    say it too; an "or not" is none)."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    if any(c not in src or c not in tgt for c in ("negation", "until", "before")):
        return []
    out: list[Finding] = []
    for en, fr in aligned_parts(view, ctx):
        until = next((u for u in src["until"].finditer(en.text)
                      if any(_same_sentence(en.text, n, u)
                             for n in src["negation"].finditer(en.text))), None)
        if until is None or tgt["until"].search(fr.text):
            continue
        befores = list(tgt["before"].finditer(fr.text))
        if len(befores) <= len(src["before"].findall(en.text)):
            continue
        if any(len(tgt[c].findall(fr.text)) > len(src[c].findall(en.text))
               for c in ("only", "after", "wait") if c in src and c in tgt):
            continue
        before = befores[-1]
        or_not = [m.span() for m in tgt["or-not"].finditer(fr.text)] if "or-not" in tgt else []
        if any(_same_sentence(fr.text, n, before)
               and not any(a <= n.start() < b for a, b in or_not)
               for n in tgt["negation"].finditer(fr.text)):
            continue
        out.append(check.finding(
            f"« {en.text[until.start():until.end()]} » after a negation (only once) is said "
            f"« {before.group()} » (before)", expected="until", found=before.group(),
            en_span=(en.start + until.start(), en.start + until.end()),
            fr_span=(fr.start + before.start(), fr.start + before.end())))
    return out



# "A, not B" with its two sides swapped: "the Swamps controlled by Quag Sickness's
# controller, not the enchanted creature's controller" made « die der Beherrscher der
# verzauberten Kreatur kontrolliert, und nicht die des Beherrschers der Sumpfkrankheit ».
# Where both sides of an aligned part have one contrast (the pack's "denial" cue:
# ", not the", « et non », « y no », « und nicht »), the words after it (to the next
# punctuation) are the one denied, the rest of the part the one affirmed. What each
# says is read by the glossary entries it holds (card names, terms) and by what renders
# its words of meaning (the lexicon): the contrast turned round where the translation's
# denied words render something only the English's affirmed side has and nothing only
# its denied side has, and its affirmed side renders something only the English denies.
CONTRAST_END = re.compile(r"[,;:.()]")


# The players a contrast may oppose to "you", by their packs' cues
CONTRAST_PERSONS = ("opponent", "teammate")
SPACES = re.compile(r"\s*")


def _before_person(text: str, end: int, people: list[re.Pattern[str]]) -> bool:
    """Whether one of ``people`` (the packs' opponent and teammate cues) follows ``end``
    in ``text``, spaces apart: a "your" there is that player's."""
    at = SPACES.match(text, end).end()
    return any(p.match(text, at) for p in people)


def _contrast_marks(view: PairView, ctx: Context, on_en: bool, part: Part,
                    spans: list[tuple[int, int]], lemmas: dict[str, tuple[frozenset[str], str]]
                    ) -> set[str]:
    """What the spans of a part say: the keys of the glossary entries matched inside
    (accepted forms on the target side), and the English lemmas whose words of meaning
    stand there (English) or whose renderings or a word spelt alike do (target, a name
    too; ``lemmas``: English lemma -> its renderings and the word as written)."""
    side = view.en if on_en else view.fr
    pack = ctx.source_pack if on_en else ctx.pack
    stop = pack.stop_words
    marks: set[str] = set()
    # "you", a person no content word names ("You get the token, not the owner" made
    # « C'est le propriétaire … qui obtient le jeton, et non vous »)
    # and the other players so named ("checking your opponent instead of you" made
    # « c'est votre main qui est vérifiée, et non celle de votre adversaire »): "your"
    # before one of them is theirs, no "you"
    others = [pack.cue_patterns[c] for c in CONTRAST_PERSONS if c in pack.cue_patterns]
    for name in ("you", *CONTRAST_PERSONS):
        pattern = pack.cue_patterns.get(name)
        if pattern is None:
            continue
        for s, e in spans:
            for m in pattern.finditer(side.text, s, e):
                if name == "you" and _before_person(side.text, m.end(), others):
                    continue
                marks.add("@" + name)
    for m in (*side.terms, *side.cards):
        a, _ = side.span(m)
        if any(s <= a < e for s, e in spans):
            marks.update("=" + (p.key if on_en else p.entry.key) for p in m.payloads
                         if on_en or p.role == ACCEPTED)
    hidden = [(part.start + m.start(), part.start + m.end())
              for m in PARENTHESES.finditer(part.text)]
    numbers = pack.number_words
    for s, e in spans:
        for t in (side.tokens[k] for k in side.token_range(s, e)):
            if t.lower in numbers:
                marks.add(f"#{numbers[t.lower]}")  # "one at a time", « de uno en uno »
            if not content(t, stop) or any(a <= t.start < b for a, b in hidden):
                continue
            if on_en:
                marks.add(t.lemma)
            else:
                marks.update(w for w, (said, text) in lemmas.items()
                             if t.lemma in said or t.lower in said or cognate(t.text, text))
    return marks


def _cue_parts(view: PairView, ctx: Context, cue: str, either: bool = False
               ) -> list[tuple[Part, Part, list[re.Match], list[re.Match]]]:
    """Each aligned part with the matches of ``cue`` on either side, where both packs
    have the cue (``either``: one of them) and the target pack a lexicon (none else)."""
    src, tgt = ctx.source_pack.cue_patterns.get(cue), ctx.pack.cue_patterns.get(cue)
    present = (src is not None) + (tgt is not None)
    if present < (1 if either else 2) or ctx.lexicon is None:
        return []
    return [(en, fr, list(src.finditer(en.text)) if src is not None else [],
             list(tgt.finditer(fr.text)) if tgt is not None else [])
            for en, fr in aligned_parts(view, ctx)]


# The affirmed side nearest the denied one: the words of meaning just before the contrast
# (one more than the denied side has), back to a punctuation mark at the furthest: "it
# returns under its owner's control at the beginning of your next upkeep, not its
# owner's next upkeep" opposes "your next upkeep" to "its owner's", where the whole
# part names the owner on both sides.
CONTRAST_NEAR = 1


def _contrast_sides(side: Side, part: Part, pack: LanguagePack, cue: re.Match, first: bool
                    ) -> tuple[list[tuple[int, int]], tuple[int, int], tuple[int, int]]:
    """The spans of a contrast (absolute): the affirmed side (the rest of the part), the
    denied side and the affirmed words nearest it. ``first``: the denied side said first
    (« no lo producen B, sino A »: from the negation to the "but", A after it)."""
    at, text = part.start, part.text
    stop = CONTRAST_END.search(text, cue.end())
    after = (at + cue.end(), at + (stop.start() if stop else len(text)))
    if first:
        # (from after the negation's first word to the comma or space before the "but";
        # the affirmed side after the "but", to the next punctuation)
        head = re.match(r"\S+\s*", cue.group()).end()
        closing = re.search(r",?\s*\S+$", cue.group()).start()
        denied = (at + cue.start() + head, at + cue.start() + closing)
        return [(at, denied[0]), (at + cue.end(), at + len(text))], denied, after
    denied = after
    stop_words = pack.stop_words
    want = CONTRAST_NEAR + sum(content(side.tokens[k], stop_words)
                               for k in side.token_range(*denied))
    begin = at + cue.start()
    for k in reversed(side.token_range(at, at + cue.start())):
        t = side.tokens[k]
        if t.is_punct and CONTRAST_END.fullmatch(t.text):
            if begin == at + cue.start():
                continue  # the comma before « et non »
            break
        begin = t.start
        want -= content(t, stop_words)
        if want <= 0:
            break
    return ([(at, at + cue.start()), (denied[1], at + len(text))], denied,
            (begin, at + cue.start()))


def _contrast_turned(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """The two sides of "A, not B" swapped (see CONTRAST_END): read over the whole part,
    or over the affirmed words nearest the denied ones (CONTRAST_NEAR)."""
    lexicon = ctx.lexicon
    out = []
    # "A, not B" and "A rather than B", "A instead of B": B the denied side either way;
    # « no B, sino A » (the pack's "denial-first")
    rather = {(en.start, fr.start): (e, f) for en, fr, e, f in _cue_parts(view, ctx, "instead")}
    ahead = {(en.start, fr.start): (e, f)
             for en, fr, e, f in _cue_parts(view, ctx, "denial-first", either=True)}
    for en, fr, english, target in _cue_parts(view, ctx, "denial", either=True):
        e, f = rather.get((en.start, fr.start), ((), ()))
        e2, f2 = ahead.get((en.start, fr.start), ((), ()))
        english = [(m, False) for m in english + list(e)] + [(m, True) for m in e2]
        target = [(m, False) for m in target + list(f)] + [(m, True) for m in f2]
        if len(english) != 1 or len(target) != 1:
            continue
        (en_affirmed, en_denied, en_near), (fr_affirmed, fr_denied, fr_near) = (
            _contrast_sides(side, part, pack, *cue) for side, part, pack, cue in (
                (view.en, en, ctx.source_pack, english[0]), (view.fr, fr, ctx.pack, target[0])))
        en_d = _contrast_marks(view, ctx, True, en, [en_denied], {})
        # (the affirmed sides: the rest of each part, then the words nearest the denied)
        for en_affirms, fr_affirms in ((en_affirmed, fr_affirmed), ([en_near], [fr_near])):
            en_a = _contrast_marks(view, ctx, True, en, en_affirms, {})
            lemmas = {t.lemma: (lexicon.renders({t.lemma, t.lower}), t.text)
                      for t in (view.en.tokens[k] for k in view.en.token_range(
                          en.start, en.start + len(en.text))) if t.lemma in en_a | en_d}
            fr_a = _contrast_marks(view, ctx, False, fr, fr_affirms, lemmas)
            fr_d = _contrast_marks(view, ctx, False, fr, [fr_denied], lemmas)
            only_a, only_d = en_a - en_d, en_d - en_a
            if fr_d & only_a and not fr_d & only_d and fr_a & only_d:
                e, f = english[0][0], target[0][0]
                # (as written: the part's text has its names blanked)
                said = view.en.text[en.start + e.start():en.start + e.end()].strip()
                found = view.fr.text[fr.start + f.start():fr.start + f.end()].strip()
                out.append(check.finding(
                    f"« {said} »: what the English denies the translation affirms, "
                    f"and what it affirms the translation denies after « {found} »",
                    expected=said, found=found,
                    en_span=(en.start + e.start(), en.start + e.end()),
                    fr_span=(fr.start + f.start(), fr.start + f.end())))
                break
    return out


# Two steps said in the other order: "add any cost increases, then apply any cost
# reductions" made « appliquez les réductions, puis ajoutez les augmentations ». Where
# both sides of an aligned part have as many sequence cues ("then", « puis », « danach »,
# « después »), the words of meaning of the clause before each cue and of the rest of
# its clause after it are compared by what renders them (the lexicon, a word spelt
# alike): a flip where at least SEQUENCE_LEAST words of the English stand on the other
# side of the cue in the translation and none on its own side.
SEQUENCE_LEAST = 2
STEP_BREAK = re.compile(r"[,;:—–]")


def _sequence_sides(side: Side, part: Part, pack: LanguagePack, cue: re.Match
                    ) -> tuple[list, list]:
    """The words of meaning of the steps before a sequence cue and after it: from the
    punctuation before it (else the one before that) to the cue, and from the cue to the
    punctuation after it. Conjunctions cut no step: « Benennst du … und wirkst dann beide
    Hälften » has its verb before the cue."""
    stop = pack.stop_words
    pieces = _cut(part, {m.start() for m in STEP_BREAK.finditer(part.text)})
    start, end = part.start + cue.start(), part.start + cue.end()
    k = next((i for i, (a, b) in enumerate(pieces) if a <= start < b), None)
    if k is None:
        return [], []
    before = _words(side, part, (pieces[k][0], start), stop)
    if not before and k:
        before = _words(side, part, pieces[k - 1], stop)
    return before, _words(side, part, (end, pieces[k][1]), stop)


# the clause a "then" follows straight after its comma, from its sentence's start
CONSEQUENCE = re.compile(r"(?:^|[.;:!?]\s+)([^.;:!?]*),\s*$")


def _consequence(text: str, cue: re.Match, if_cue: re.Pattern[str] | None) -> bool:
    """Whether a sequence cue opens the consequence of a condition, not a next step:
    "If this enters the battlefield …, then the mana can't have been paid" (a "then"
    straight after the comma closing a clause that opens with "if")."""
    m = CONSEQUENCE.search(text, 0, cue.start())
    return bool(if_cue and m and if_cue.match(m.group(1).lstrip()))


def _sequence_reversed(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """Steps around a sequence cue said in the other order (see SEQUENCE_LEAST)."""
    lexicon = ctx.lexicon
    out = []
    if_cue = ctx.source_pack.cue_patterns.get("if")
    for en, fr, english, target in _cue_parts(view, ctx, "sequence"):
        english = [e for e in english if not _consequence(en.text, e, if_cue)]
        if not english or len(english) != len(target):
            continue
        for e, f in zip(english, target, strict=True):
            en_before, en_after = _sequence_sides(view.en, en, ctx.source_pack, e)
            fr_before, fr_after = _sequence_sides(view.fr, fr, ctx.pack, f)
            if not (en_before and en_after and fr_before and fr_after):
                continue
            twice = {t.lemma for t in en_before} & {t.lemma for t in en_after}
            kept = moved = 0
            for words, own, other in ((en_before, fr_before, fr_after),
                                      (en_after, fr_after, fr_before)):
                for t in words:
                    if t.lemma in twice:
                        continue
                    said = lexicon.renders({t.lemma, t.lower})
                    here, there = (any(o.lemma in said or o.lower in said
                                       or cognate(t.text, o.text) for o in side)
                                   for side in (own, other))
                    kept += here and not there
                    moved += there and not here
            if moved >= SEQUENCE_LEAST and not kept:
                out.append(check.finding(
                    f"the steps before and after « {e.group()} » are said in the other order "
                    f"around « {f.group()} »", expected=e.group(), found=f.group(),
                    en_span=(en.start + e.start(), en.start + e.end()),
                    fr_span=(fr.start + f.start(), fr.start + f.end())))
    return out


def _open_alternatives(pack: LanguagePack, text: str, raw: str) -> list[re.Match]:
    """The English's alternatives ("or") that a translation must say as one: those
    with no negation or quantifier over both before them in their clause ("can't attack
    or block", "any spell or permanent", "unless X or Y" may be said « ne … ni … ni »,
    « jeden … und jede … », « sofern kein X und keine Y »). A clause runs from an opener
    ("if", "because", a colon) or a parenthesis's edge; an "or" opening one ("…, or if
    …") is open; a parenthesis is a clause of its own and no cut in the one around it.
    "Whether", "no matter" reach to the end of their sentence; they are read in ``raw``
    (``text`` with the neutral phrases that blank them)."""
    cues = pack.cue_patterns
    closing = [cues[c] for c in ("negation", "over-both") if c in cues]
    opener, over_all = cues["clause-opener"], cues.get("over-all")
    outer = PARENTHESES.sub(lambda m: " " * len(m.group()), text)
    pieces = [(outer, 0, len(text))] + [(text, m.start() + 1, m.end() - 1)
                                         for m in PARENTHESES.finditer(text)]
    out = []
    for source, lo, hi in pieces:
        for m in cues["disjunction"].finditer(source, lo, hi):
            start = max([lo] + [o.start() for o in opener.finditer(source, lo, m.start())])
            sentence = max([lo] + [e.end() for e in SENTENCE_END.finditer(source, lo, m.start())])
            if over_all and over_all.search(raw, sentence, m.start()):
                continue
            after = m.end() + len(source[m.end():hi]) - len(source[m.end():hi].lstrip())
            if opener.match(source, after) or not any(
                    c.search(source, start, m.start()) for c in closing):
                out.append(m)
    return out


# an indefinite article, a noun and "or" right before the alternative's second noun: "an
# instant or sorcery", "a creature or planeswalker"
KINDS_OR = re.compile(r"\ban?\s+[\w-]+\s*$", re.IGNORECASE)


def _kinds_in_plural(view: PairView, ctx: Context, en: Part, fr: Part, alternative: re.Match,
                     conjunction: re.Match) -> bool:
    """Whether the English's "or" joins two kinds under an indefinite article (any one
    thing of either kind: "an instant or sorcery") and the translation's conjunction
    joins them in the plural (the kinds themselves: « Spontanzauber und Hexereien », « les
    éphémères et les rituels que vous lancez »): the word after it, an article passed
    over, inflected, and a relative clause on it (not « wenn du Artefakte und
    Verzauberungen kontrollierst » for "if you control an artifact or enchantment", which
    asks for both)."""
    if not KINDS_OR.search(en.text, 0, alternative.start()):
        return False
    at = fr.start + conjunction.end()
    tokens = view.fr.tokens
    after = [tokens[k] for k in view.fr.token_range(at, len(view.fr.text))
             if tokens[k].is_alpha][:2]
    if after and after[0].lower in ctx.pack.stop_words and len(after) > 1:
        after = after[1:]
    relative = ctx.pack.cue_patterns.get("relative")
    return (bool(after) and after[0].lower != after[0].lemma
            and after[0].lower not in ctx.pack.stop_words and relative is not None
            and relative.match(view.fr.text[after[0].end:].lstrip(" ,")) is not None)


def _between_and(src: dict, tgt: dict, en: Part, fr: Part, conjunction: re.Match) -> bool:
    """Whether the translation's ``conjunction`` closes a "between" the English does not
    say: the two things a choice is between (« le choix entre payer et subir », « die
    Wahl zwischen … und ») are its alternatives."""
    between = tgt.get("between")
    if between is None or "between" not in src or len(between.findall(fr.text)) <= len(
            src["between"].findall(en.text)):
        return False
    return any(m.end() <= conjunction.start()
               and not SENTENCE_END.search(fr.text, m.end(), conjunction.start() + 1)
               for m in between.finditer(fr.text))


def _negated_each_side(src: dict, tgt: dict, en: Part, fr: Part, alternative: re.Match,
                       conjunction: re.Match) -> bool:
    """Whether the English's "or" stands in a negated sentence ("that spell or ability
    can't be cast or activated", "not a creature type (or any other kind of subtype)")
    and the translation negates each side of its conjunction in the clauses it joins
    (« ce sort ne peut pas être lancé et cette capacité ne peut pas être activée »,
    « kein Kreaturentyp (und auch keine andere Art von Untertyp) »): neither one nor the
    other, said alike. Not a negation of another clause (« weil er getappt war und du
    ihn … nicht kontrolliert hast » after « nicht angegriffen – »), nor where the English
    negates each of its alternatives ("If you don't reveal …, or if you choose not to
    put …": either negation, said as both)."""
    ours, theirs = src.get("negation"), tgt.get("negation")
    if ours is None or theirs is None:
        return False

    def sentence(text: str, at: int) -> tuple[int, int]:
        start = max((m.end() for m in SENTENCE_END.finditer(text, 0, at)), default=0)
        return start, next((m.start() for m in SENTENCE_END.finditer(text, at)), len(text))

    first, last = sentence(en.text, alternative.start())
    start, end = sentence(fr.text, conjunction.start())
    start = max((m.end() for m in CLAUSE_MARKS.finditer(fr.text, start, conjunction.start())),
                default=start)
    end = next((m.start() for m in CLAUSE_MARKS.finditer(fr.text, conjunction.end(), end)), end)
    before = ours.search(en.text, first, alternative.start()) is not None
    after = ours.search(en.text, alternative.end(), last) is not None
    return (before != after
            and theirs.search(fr.text, start, conjunction.start()) is not None
            and theirs.search(fr.text, conjunction.end(), end) is not None)


# What parts the clauses a conjunction joins (_negated_each_side); not a parenthesis,
# which one of them may open.
CLAUSE_MARKS = re.compile(r"[,;:—–]")


def _or_as_and(check: Check, view: PairView, ctx: Context) -> list[Finding]:
    """An alternative said as a conjunction: an aligned group with more open
    alternatives in the English (_open_alternatives) than alternatives in the
    translation, and more conjunctions in the translation than in the English ("if it
    was tapped or you didn't control it" made « weil er getappt war und du ihn … nicht
    kontrolliert hast »). On the translated rulings of the lexicon tables, no faithful
    one of 3,167 does so."""
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns
    names = ("disjunction", "conjunction")
    if not all(c in src and c in tgt for c in names) or "clause-opener" not in src:
        return []
    out = []
    for en, fr in aligned_parts(view, ctx):
        alternatives = _open_alternatives(ctx.source_pack, en.text,
                                          view.en.text[en.start:en.start + len(en.text)])
        theirs = list(tgt["conjunction"].finditer(fr.text))
        # "can't be cast or activated" said "can't be cast and can't be activated": an
        # alternative under a negation and a conjunction with a negation on each side
        # say the same, one for one
        for a in list(alternatives):
            c = next((c for c in theirs if _negated_each_side(src, tgt, en, fr, a, c)), None)
            if c is not None:
                alternatives.remove(a)
                theirs.remove(c)
        if not alternatives:
            continue
        # (the translation's alternatives in a parenthesis of its own count: « même s'il
        # vous cible (ou cible ce permanent) » for "if it targets you or that permanent")
        if (len(alternatives) <= len(tgt["disjunction"].findall(
                view.fr.text, fr.start, fr.start + len(fr.text)))
                or len(theirs) <= len(src["conjunction"].findall(en.text))):
            continue
        # the translation's conjunction nearest where the English's first open "or" is
        at = alternatives[0].start() / max(1, len(en.text))
        near = min(theirs, key=lambda m: abs(m.start() / max(1, len(fr.text)) - at))
        if _kinds_in_plural(view, ctx, en, fr, alternatives[0], near):
            continue  # "If you cast an instant or sorcery" said « Spontanzauber und
            # Hexereien, die du wirkst »: any one of two kinds, said as the kinds
        if _between_and(src, tgt, en, fr, near):
            continue  # "pay or take damage" said « le choix entre payer et subir »
        out.append(check.finding(
            f"« {alternatives[0].group()} » (an alternative) is said « {near.group()} » "
            "(both): the translation has fewer alternatives and more conjunctions than "
            "the English", expected=alternatives[0].group(), found=near.group(),
            en_span=(en.start + alternatives[0].start(), en.start + alternatives[0].end()),
            fr_span=(fr.start + near.start(), fr.start + near.end())))
    return out


class MeaningDrift(Check):
    """Translation far from the English in meaning (sentence embeddings).

    The cosine of the two texts' embeddings (Universal Sentence Encoder multilingual,
    pipeline/semantic.py) against what a faithful translation of that length reaches.
    A pair whose cosine as written is low is embedded again with the translation's game
    terms put back into English (the encoder knows the jargon poorly across languages),
    and judged on that. The expected cosine is the language pack's (fitted on official
    translations by rulingqa calibrate); see semantic.py for the share of official texts
    each threshold flags. It catches a text that says something else
    altogether (a stale or misplaced translation, an invented sentence); a single
    flipped word moves the cosine too little, which is what the cue checks are for.

    A ruling far from its English is one finding over the whole translation. Otherwise
    each aligned group of sentences of a ruling of several is judged on its own, against
    what a sentence of that length reaches: one sentence that says something else in an
    otherwise faithful ruling is a finding on that sentence. Silent with --no-semantic,
    and where one side has a parenthesis the other has not (reminder text a printed card
    leaves out moves the embedding as much as a sentence that says something else).
    """

    id = "meaning-drift"
    version = 3  # 2: sentences judged one by one; 3: rulings' one-sided parentheses too
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MINOR
    suppressed_by = ("untranslated", "omission", "addition", "misplaced-translation",
                     "missing-translation")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        cosine = view.pair.semantic_terms  # set only where the first look was low
        models = ctx.pack.drift
        if cosine is None or models is None or view.en is None or view.fr is None:
            return []
        if reminder_on_one_side(view.pair):
            return []
        expected = models.expected("text", len(view.en.text))
        residual = cosine - expected
        if residual < DRIFT_MINOR:
            return [self._drift(cosine, expected, DRIFT_MAJOR, None, (0, len(view.fr.text)),
                                "translation")]
        return self._sentences(view, models)

    def _sentences(self, view: PairView, models: DriftModels) -> list[Finding]:
        cosines = view.pair.sentence_cosines_terms
        beads = [b for b in view.beads if b.en and b.fr]
        if not cosines or len(beads) < 2:
            return []
        en, fr = view.en.sentences, view.fr.sentences
        out = []
        for bead in beads:
            cosine = cosines.get((bead.en[0], len(bead.en), bead.fr[0], len(bead.fr)))
            if cosine is None:
                continue
            en_span = (en[bead.en[0]].start, en[bead.en[-1]].end)
            if en_span[1] - en_span[0] < SENTENCE_MIN_CHARS:
                continue
            expected = models.expected("sentence", en_span[1] - en_span[0])
            if cosine - expected < SENTENCE_DRIFT_MINOR:
                fr_span = (fr[bead.fr[0]].start, fr[bead.fr[-1]].end)
                out.append(self._drift(cosine, expected, SENTENCE_DRIFT_MAJOR, en_span,
                                       fr_span, "sentence"))
        return out

    def _drift(self, cosine: float, expected: float, major: float, en_span, fr_span,
               what: str) -> Finding:
        severity = Severity.MAJOR if cosine - expected < major else Severity.MINOR
        return self.finding(
            f"the {what}'s meaning is far from the English: embedding similarity "
            f"{cosine:.2f} where {expected:.2f} was expected for its length",
            severity=severity, expected=f"{expected:.2f}", found=f"{cosine:.2f}",
            en_span=en_span, fr_span=fr_span)
