"""Numbers and MTG symbols: every number, {X}/{T} symbol, P/T and +1/+1 of the English
must stand in the translation, and no other."""

from __future__ import annotations

import re
from collections.abc import Callable

from ..align.words import renderings
from ..analysis import Context, cognate
from ..lexicon import content
from ..models import Finding, MqmCategory, Severity
from ..nlp.numbers import ORDINAL, NumberMention
from .base import Check, PairView
from .meaning import BOUND_GAP, BOUNDS, DETERMINER_REACH


class Numbers(Check):
    """Number or symbol changed, dropped or added.

    Compares the numbers of both sides as multisets after normalising them: digits in
    the language's own format (EN 1,000.5 is FR 1 000,5), number words (two/deux),
    mana symbols ({X}, {T}), power/toughness (2/2) and counters (+1/+1). « un/une » and
    "one" are not counted (they are mostly articles), but where the pack says they count
    ("more than one", "at least one": weak numbers). A dropped number and an added one
    in aligned sentences are reported together as a change. Numbers that may be rendered
    without one ("both", « les deux ») satisfy the other side and are reported only where
    the translation says another number in their place (« plus de deux » for "more than
    one"). A number word that one side has alone is a hint where the word it counts is
    said otherwise too (see _alone). An ordinal ("tenth") is such a weak number of its
    own kind, found where the translation says another ordinal (« noveno »).
    In a text dated before the colorless mana symbol existed, {C} is read as the generic
    mana its print shows ({C}{C} as {2}), on both sides: a translation that keeps the
    {C} keeps what it meant.
    """

    id = "numbers"
    mqm = MqmCategory.ACCURACY_MISTRANSLATION
    severity = Severity.MAJOR
    # 2: {C} of texts printed before the colorless symbol; 3: « doppelt »; 4: {C} read so
    # for the aligner too (Context.source); 5: a number inside a compound ("Two-Headed");
    # 6: a number word alone minor where the word it counts is said otherwise; 7: a weak
    # number ("more than one") said as another number; 8: French « neuf » a number before
    # a plural; a symbol named again where the other side says "it" minor; a number the
    # translation says weakly (« les six ») what a missing one became; 9: a symbol both
    # sides named before, named again in a sentence of its own; 10: "two or more" weak
    # (« plusieurs »: the pack's weak_numbers); 11: the word zero said as a negation
    # (« aucune carte »), as many as its part has beyond the English's; 12: an ordinal
    # said as another ("tenth" made « noveno »); 13: a counter's size and a variable named
    # again where the other side says "it" as a symbol is (REFERABLE); "more than N" said
    # "at least N + 1" (_bound_moved); the packs' counting « un », « ein », « uno »; 14: of
    # several mentions of one value, the one left over is the one no mention of the other
    # side stands near (same counts, the right span); 15: a minus sign before a number is
    # part of its value ("-20" said « 20 »); 16: a fraction or a multiple ("halve",
    # "double", « moitié ») is a weak number (« diviser par deux » for "halve")
    # 17: an old text's {C} kept by its translation is generic there too
    # (Context.target); a weak number of the translation that says one of the
    # English's own ("both" said « ambas ») stands for no strong one (_without_twins);
    # the English's 1 said by the singular (« la prochaine blessure » for "the next 1
    # damage") minor (_one_said_singular)
    # 18: "first" is an ordinal in the four packs; the English's weak numbers and the
    # translation's are matched nearest their own place too (« der zweite Zauberspruch »
    # became the first spell of its own sentence)
    # 19: a number and the word it counts said again on one side, where the other says
    # "do so" or "those" (_alone: "pay 5 life … paid 5 life" said « … ne l'a fait »); the
    # English's "one" a translation's 1 (_one_said)
    # 20: a number in digits with an ordinal's ending is that ordinal ("3rd", « 3e »)
    # 21: a number inside a card's name is the name's, on both sides (_outside_names); a
    # cardinal counted off by ordinals ("the two times" said « dem ersten und dem zweiten
    # Durchlauf »: _counted_off); an ordinal is no cardinal said weakly otherwise
    # 22: a variable in a cost ({X}) and the variable (X) name one value (_named_as)
    # 23: a number word joined into an adverb of times (« fünfmal »: the packs'
    # times_suffixes)
    version = 23
    suppressed_by = ("untranslated", "omission", "addition")

    def check(self, view: PairView, ctx: Context) -> list[Finding]:
        # {C} read as its print showed it (Context.source); a number inside a card's name
        # is the name's (« Starrer vom sechsten Revier » for Wight of Precinct Six): the
        # card-name check judges it
        en_numbers = _outside_names(view.en)
        fr_numbers = _outside_names(view.fr)
        en_strong = [n for n in en_numbers if not n.weak]
        fr_strong = [n for n in fr_numbers if not n.weak]
        # "zero cards" said « aucune carte », « keine Karte », « ninguna carta »: the
        # word zero said as a negation in its aligned part is no number dropped
        en_at, fr_at = _places(view)
        # (a weak number of the translation that says one of the English's own weak
        # numbers, "both" said « ambas », stands for no other: _without_twins)
        missing = _zeros_said_none(view, ctx, _take(
            en_strong, _without_twins(view, en_numbers, fr_numbers, ctx), en_at, fr_at))
        extra = _take(fr_strong, en_numbers, fr_at, en_at)
        # a number the translation says weakly (« les six terrains ») that no number of
        # the English accounts for may be what a missing one became
        weak_extra = _take([n for n in fr_numbers if n.weak], en_numbers, fr_at, en_at)
        out: list[Finding] = []
        for m in missing:
            part = view.target_part_for(m.start)
            counted = _counted_off(m, weak_extra, part)
            if counted:
                for e in counted:
                    weak_extra.remove(e)
                continue  # "the two times" said « dem ersten und dem zweiten Durchlauf »
            partner = next((e for e in extra if part and part[0] <= e.start < part[1]), None)
            if partner is None and len(missing) == 1 and len(extra) == 1:
                partner = extra[0]
            if partner is not None:
                extra.remove(partner)
            elif (partner := next((e for e in weak_extra if not e.value.endswith(ORDINAL)
                                   and part and part[0] <= e.start < part[1]), None)):
                # (an ordinal is no cardinal said weakly: "between the two times" said
                # « zwischen dem ersten und dem zweiten Durchlauf »; see _alone)
                weak_extra.remove(partner)
            if partner is not None:
                out.append(self._became(m, partner))
            else:
                message, severity = _alone(view, ctx, m, True)
                out.append(self.finding(f"« {m.text} » of the English is missing{message}",
                                        severity=severity, expected=m.value,
                                        en_span=(m.start, m.end)))
        # A number the English says weakly (both, "more than one") that the translation
        # says as another number in the same sentences changed all the same.
        weak = _take([n for n in en_numbers if n.weak], fr_numbers, en_at, fr_at)
        for e in list(extra):
            part = view.source_part_for(e.start)
            m = next((w for w in weak if part and part[0] <= w.start < part[1]), None)
            if m is not None and _bound_moved(view, ctx, m, e):
                weak.remove(m)
                extra.remove(e)
                continue  # "more than one" said « au moins deux »: the same numbers
            if m is not None:
                weak.remove(m)
                extra.remove(e)
                out.append(self._became(m, e))
        # An ordinal said as another ("tenth" made « noveno »): both weak numbers.
        for m in [w for w in weak if w.value.endswith(ORDINAL)]:
            part = view.target_part_for(m.start)
            e = next((w for w in weak_extra if w.value.endswith(ORDINAL)
                      and part and part[0] <= w.start < part[1]), None)
            if e is not None:
                weak_extra.remove(e)
                out.append(self._became(m, e))
        for e in extra:
            if e.value == "1" and _one_said(view, ctx, e):
                continue  # "deals one damage" said « hace 1 punto de daño »
            message, severity = _alone(view, ctx, e, False)
            out.append(self.finding(f"« {e.text} » has no counterpart in the English{message}",
                                    severity=severity, found=e.text, fr_span=(e.start, e.end)))
        return out


    def _became(self, english: NumberMention, said: NumberMention) -> Finding:
        """A number of the English said as another in the translation."""
        return self.finding(f"« {english.text} » in the English became « {said.text} »",
                            expected=english.value, found=said.text,
                            en_span=(english.start, english.end),
                            fr_span=(said.start, said.end))


def _zeros_said_none(view: PairView, ctx: Context, missing: list[NumberMention]
                     ) -> list[NumberMention]:
    """``missing`` without the English words zero that their aligned part of the
    translation says with a negation: as many as it has negations (the packs' negation
    cue) beyond the English part's own ("discard zero cards (and then draw zero cards)"
    said « ne défausser aucune carte (et piocher une seule carte) »: one)."""
    tgt = ctx.pack.cue_patterns.get("negation")
    src = ctx.source_pack.cue_patterns.get("negation")
    if tgt is None or src is None:
        return missing
    budget: dict[tuple[int, int], int] = {}
    out = []
    for m in missing:
        part = view.target_part_for(m.start) if m.value == "0" and _word(m) else None
        source = view.source_part_for(part[0]) if part is not None else None
        if part is not None and source is not None:
            if part not in budget:
                budget[part] = (len(tgt.findall(view.fr.text, *part))
                                - len(src.findall(view.en.text, *source)))
            if budget[part] > 0:
                budget[part] -= 1
                continue
        out.append(m)
    return out


def _bound_moved(view: PairView, ctx: Context, english: NumberMention,
                 said: NumberMention) -> bool:
    """Whether the English's "more than N" is said "at least N + 1" (« au moins deux »
    for "more than one"): each cue just before its number."""
    try:
        difference = float(said.value) - float(english.value)
    except ValueError:
        return False
    src, tgt = ctx.source_pack.cue_patterns, ctx.pack.cue_patterns

    def before(pattern, text: str, at: int) -> bool:
        return pattern is not None and any(
            m.end() <= at and len(text[m.end():at].split()) <= BOUND_GAP
            for m in pattern.finditer(text, max(0, at - 40), at))

    def opened_after(pattern, text: str, at: int) -> bool:
        """A bound the pack's coordinator opens, just after its number (« dos o más »)."""
        at += len(text[at:at + 3]) - len(text[at:at + 3].lstrip())
        m = pattern.match(text, at) if pattern is not None else None
        return m is not None and m.group().split()[0].lower() in ctx.pack.coordinators

    return any(difference == step and before(src.get(cue), view.en.text, english.start)
               and (before(tgt.get(said_as), view.fr.text, said.start)
                    or opened_after(tgt.get(said_as), view.fr.text, said.end))
               for cue, said_as, step in BOUNDS)


Place = Callable[[int], tuple[int, float]]


def _counted_off(mention: NumberMention, ordinals: list[NumberMention],
                 part: tuple[int, int] | None) -> list[NumberMention]:
    """The ordinals of the translation's ``part`` that count a missing cardinal off, one
    by one, first to last ("between the two times" said « zwischen dem ersten und dem
    zweiten Durchlauf »): every ordinal from the first to the cardinal's own, or none."""
    try:
        n = int(mention.value)
    except ValueError:
        return []
    if part is None or not 1 < n <= COUNTED_OFF:
        return []
    said = {}
    for e in ordinals:
        if part[0] <= e.start < part[1] and e.value.endswith(ORDINAL):
            said.setdefault(e.value, e)
    wanted = [f"{k}{ORDINAL}" for k in range(1, n + 1)]
    return [said[w] for w in wanted] if all(w in said for w in wanted) else []


# The largest cardinal a translation may count off by its ordinals.
COUNTED_OFF = 4


def _outside_names(side) -> list[NumberMention]:
    """The side's numbers less those inside a card's name it says."""
    if not side.cards:
        return side.numbers
    spans = [side.span(m) for m in side.cards]
    return [n for n in side.numbers if not any(a <= n.start < b for a, b in spans)]


def _without_twins(view: PairView, english: list[NumberMention],
                   translation: list[NumberMention], ctx: Context) -> list[NumberMention]:
    """The translation's numbers less the weak ones that an English weak number of the
    same value accounts for, one each, in its aligned part: "two Paradox Hazes … both
    trigger … two additional upkeep steps" said « dos … ambas … un paso adicional »:
    « ambas » is the "both", not the second "two". Words weak of their own on both sides
    ("both", "doubled", « ambas », « doublées »: the packs' weak_number_words) are twins;
    a number word a determiner makes weak (« ses deux moitiés » for "its two halves") is
    none."""
    ours, theirs = ctx.source_pack.weak_number_words, ctx.pack.weak_number_words
    out = list(translation)
    for weak in (n for n in english if n.weak and n.text.lower() in ours):
        part = view.target_part_for(weak.start)
        twin = next((n for n in out if n.weak and n.value == weak.value
                     and n.text.lower() in theirs and part and part[0] <= n.start < part[1]),
                    None)
        if twin is not None:
            out.remove(twin)
    return out


def _take(mentions: list[NumberMention], others: list[NumberMention],
          mine_at: Place | None = None, theirs_at: Place | None = None) -> list[NumberMention]:
    """The mentions of ``mentions`` that ``others`` (the other side's) leave over, value
    by value: a digit is matched with a digit and a word with a word first (« deux
    options … les 2 blessures » beside "the remaining 2 damage" leaves « deux » over),
    then in order, the first ones taken as matched. With where each side's mentions
    stand (``mine_at``, ``theirs_at``: an offset's aligned sentence group and its place
    in it, 0..1), as many are left over, but those matched are the ones nearest a
    mention of the other side: « 5 » became the « 4 » of its own sentence, not the « 4 »
    the next sentence shares with the English."""
    out: list[NumberMention] = []
    for value in dict.fromkeys(m.value for m in mentions):
        mine = [m for m in mentions if m.value == value]
        theirs = [m for m in others if m.value == value]
        left = list(mine)
        for kind in (True, False):  # words, then digits and symbols
            wanted = sum(_word(m) == kind for m in theirs)
            for m in [m for m in mine if _word(m) == kind][:wanted]:
                left.remove(m)
        for m in left[:max(0, len(theirs) - (len(mine) - len(left)))]:
            left.remove(m)
        if mine_at is not None and theirs_at is not None and left and len(left) < len(mine):
            left = _nearest_left(mine, theirs, len(mine) - len(left), mine_at, theirs_at)
        out.extend(left)
    return sorted(out, key=lambda m: m.start)


def _nearest_left(mine: list[NumberMention], theirs: list[NumberMention], matched: int,
                  mine_at: Place, theirs_at: Place) -> list[NumberMention]:
    """``mine`` without the ``matched`` mentions nearest a mention of ``theirs``, one to
    one: in the same aligned group first, then of the same kind (word or digit), then,
    in a group of one sentence on each side, nearest in place, then in order (in a
    group of joined sentences, where a mention stands says little of its partner)."""
    costs = []
    for i, m in enumerate(mine):
        group, place = mine_at(m.start)
        for j, t in enumerate(theirs):
            their_group, their_place = theirs_at(t.start)
            near = abs(place - their_place) if group == their_group and group >= 0 else 0.0
            costs.append((group != their_group, _word(m) != _word(t), near, i, j))
    used_mine: set[int] = set()
    used_theirs: set[int] = set()
    for *_, i, j in sorted(costs):
        if len(used_mine) == matched:
            break
        if i not in used_mine and j not in used_theirs:
            used_mine.add(i)
            used_theirs.add(j)
    return [m for i, m in enumerate(mine) if i not in used_mine]


def _places(view: PairView) -> tuple[Place, Place]:
    """Where an English offset and a target offset stand: the index of the sentence
    bead that holds them (-1 outside every bead) and, in a bead of one sentence on each
    side, their place in its span, 0..1 (0 in any other)."""
    def at(side, ids_of) -> Place:
        def place(offset: int) -> tuple[int, float]:
            sentence = side.sentence_of(offset) if side.sentences else -1
            for k, bead in enumerate(view.beads):
                ids = ids_of(bead)
                if sentence in ids:
                    if len(bead.en) != 1 or len(bead.fr) != 1:
                        return k, 0.0
                    start, end = side.sentences[ids[0]].start, side.sentences[ids[-1]].end
                    return k, (offset - start) / max(1, end - start)
            return -1, 0.0
        return place
    return at(view.en, lambda b: b.en), at(view.fr, lambda b: b.fr)


def _one_said(view: PairView, ctx: Context, mention: NumberMention) -> bool:
    """Whether the English's part aligned with the translation's 1 says the word for one
    (the source pack's one_words, which are no number mentions: mostly articles)."""
    part = view.source_part_for(mention.start)
    words = ctx.source_pack.one_words
    return part is not None and any(view.en.tokens[k].lower in words
                                    for k in view.en.token_range(*part))


def _word(mention: NumberMention) -> bool:
    return mention.text[:1].isalpha()


# Besides mana symbols, what a text names again where the other says "it", « en »: a
# counter's signed size ("+1/+1 counter" … « elle n'en reçoit pas ») and a variable ("X
# doesn't affect" said « Ese valor no afecta »).
REFERABLE = re.compile(r"[+-]\d+/[+-]\d+|[XYZ]")
# A variable in a cost ({X}) and the variable itself (X) are one value: "{X} in its mana
# cost, … choose 0 as its value" said « {X} in ihren Manakosten …, für X den Wert 0 ».
VARIABLE_SYMBOL = re.compile(r"\{([XYZ])\}")


def _named_as(value: str) -> str:
    """The value a symbol names: a variable's letter with or without its braces."""
    m = VARIABLE_SYMBOL.fullmatch(value)
    return m.group(1) if m else value


def _repeated_symbol(view: PairView, mention: NumberMention, on_en: bool) -> bool:
    """Whether ``mention`` is a symbol standing alone (no symbol beside it, as in a cost
    « {E}{E} ») that the other side's aligned part names too, or that both sides named
    before: one side named it again where the other said "it" ("{E} is the energy
    symbol. It represents one energy counter." said « … : chaque {E} représente un
    marqueur », or in a sentence of its own « Cada {E} representa … »)."""
    side, far = (view.en, view.fr) if on_en else (view.fr, view.en)
    if not (mention.text.startswith("{") or REFERABLE.fullmatch(mention.text)):
        return False
    text = side.text
    if text[max(0, mention.start - 1):mention.start] == "}" or text[mention.end:mention.end + 1] == "{":
        return False
    part = (view.target_part_for if on_en else view.source_part_for)(mention.start)
    if part is None:
        return False
    value = _named_as(mention.value)
    before = any(_named_as(n.value) == value and n.end <= mention.start for n in side.numbers)
    if on_en and not mention.text.startswith("{") and not any(
            n.value == mention.value and side.sentence_of(n.start) < side.sentence_of(
                mention.start) for n in side.numbers):
        # a counter or a variable the translation names fewer times than the English is
        # one named again only in a sentence after the one that brought it in: inside
        # that sentence, "has an X whose value … the same value of X" said « un coût
        # variable dont la valeur … la même valeur de X » dropped it. (Named once more
        # by the translation, "its value" said « valeur de X », it is the same one.)
        return False
    return any(_named_as(n.value) == value and (part[0] <= n.start < part[1]
                                                or before and n.start < part[0])
               for n in far.numbers)


# How far after a number word the word it counts may stand ("two +1/+1 counters",
# « deux autres cartes »).
COUNTED_WITHIN = 3


def _counted(side, mention: NumberMention, stop: frozenset[str]) -> int | None:
    """The token a number counts: the first word of meaning within COUNTED_WITHIN tokens
    after it in its sentence, or None."""
    end = side.sentences[side.sentence_of(mention.start)].end
    return next((k for k in list(side.token_range(mention.end, end))[:COUNTED_WITHIN]
                 if content(side.tokens[k], stop)), None)


def _one_said_singular(view: PairView, ctx: Context, mention: NumberMention) -> str | None:
    """Where the English's 1 counts a noun ("the next 1 damage") that its aligned part of
    the translation renders in the singular after a determiner of one (« la prochaine
    blessure »), that phrase: one said by the singular, no number dropped."""
    one = ctx.pack.singular_determiners
    if mention.value != "1" or not one or ctx.lexicon is None:
        return None
    en, fr = view.en, view.fr
    at = _counted(en, mention, ctx.source_pack.stop_words)
    part = view.target_part_for(mention.start)
    if at is None or part is None:
        return None
    counted = en.tokens[at]
    renders = ctx.lexicon.renders((counted.lemma, counted.lower))
    held = [m for m in en.terms if m.start <= at < m.end]
    said = set().union(*(renderings(fr, ctx, list(m.payloads), part) for m in held))
    tokens = fr.tokens
    for k in fr.token_range(*part):
        t = tokens[k]
        if not (k in said or t.lemma in renders or t.lower in renders) or t.lower != t.lemma:
            continue
        j = next((j for j in range(k - 1, max(k - 1 - DETERMINER_REACH, -1), -1)
                  if tokens[j].lower in one), None)
        if j is not None:
            return fr.text[tokens[j].start:t.end]
    return None


def _alone(view: PairView, ctx: Context, mention: NumberMention, on_en: bool
           ) -> tuple[str, Severity]:
    """How a number of one side that the other lacks, and that no number replaced,
    weighs. Digits and symbols are major, but the English's 1 said by the singular
    (_one_said_singular), a hint. A number word is major where the other side
    renders the word it counts (« Piochez des cartes » for "Draw two cards": the number
    dropped from a phrase that stayed), a hint where it does not: the phrase was said
    otherwise ("either (a) … or (b)" as « deux options », "between the two times" as
    « zwischen dem ersten und dem zweiten Durchlauf »)."""
    side, far = (view.en, view.fr) if on_en else (view.fr, view.en)
    if _repeated_symbol(view, mention, on_en):
        return (f"; the {'translation' if on_en else 'English'} names « {mention.text} » "
                "there too, once", Severity.MINOR)
    if on_en and (one := _one_said_singular(view, ctx, mention)):
        return f"; « {one} » says one in the singular", Severity.MINOR
    if ctx.lexicon is None:
        return "", Severity.MAJOR
    pack, far_pack = (ctx.source_pack, ctx.pack) if on_en else (ctx.pack, ctx.source_pack)
    at = _counted(side, mention, pack.stop_words)
    part = (view.target_part_for if on_en else view.source_part_for)(mention.start)
    if at is None or part is None:
        return "", Severity.MAJOR
    counted = side.tokens[at]
    # the same number and word said before or after on this side ("pay 5 life … paid 5
    # life"): a phrase named again, where the other side may say "do so" or "those"
    again = any(n is not mention and n.value == mention.value
                and (k := _counted(side, n, pack.stop_words)) is not None
                and side.tokens[k].lemma == counted.lemma for n in side.numbers)
    if not _word(mention) and not again:
        return "", Severity.MAJOR
    ks = list(far.token_range(*part))
    if on_en:
        renders = ctx.lexicon.renders((counted.lemma, counted.lower))
        said = [i for i, k in enumerate(ks) if far.tokens[k].lemma in renders
                or far.tokens[k].lower in renders or cognate(counted.text, far.tokens[k].text)]
    else:
        said = [i for i, k in enumerate(ks)
                if counted.lemma in ctx.lexicon.renders((far.tokens[k].lemma, far.tokens[k].lower))
                or cognate(far.tokens[k].text, counted.text)]
    if not said:
        return (f"; « {counted.text} », which it counts, is said otherwise there too",
                Severity.MINOR)
    # named again where the other side refers back to it: "those cards" said « deux
    # cartes incolores »
    if again and any(far.tokens[ks[j]].lower in far_pack.demonstratives
                     for i in said for j in range(max(0, i - 2), i)):
        return (f"; « {counted.text} » is named again where the "
                f"{'translation' if on_en else 'English'} refers back to it", Severity.MINOR)
    return "", Severity.MAJOR

