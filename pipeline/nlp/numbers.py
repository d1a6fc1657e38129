"""Numbers and MTG symbols in running text: digits, number words, {X}/{T} symbols, P/T."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace

from ..lang.base import LanguagePack


@dataclass(frozen=True)
class NumberMention:
    value: str  # normalised: "3", "{X}", "X", "2/2", "+1/+1"
    start: int
    end: int
    text: str
    weak: bool = False  # may be rendered without a number ("both"); never reported


_SYMBOL = re.compile(r"\{[^{}\s]{1,6}\}")
_PT = re.compile(r"(?<![\w/+\-])[+\-−]?(?:\d+|X|\*)/[+\-−]?(?:\d+|X|\*)(?![\w/])")
_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")
# a minus sign straight before a number, where no word, number or slash stands before
# it ("-10", "[−3]"; not "1-3", "+1/-1", "X-1"); prints write a loyalty cost's with a
# dash too (« —2: », « –2: »)
_MINUS = re.compile(r"[^\w/+\-−–—][-−–—]")
_VARIABLE = re.compile(r"(?<![\w{/])X(?![\w}/'’])")


def _fmt(value: float, text: str) -> str:
    if not math.isfinite(value):  # digits past a float's range: compared as written
        return text
    return str(int(value)) if value == int(value) else repr(value)


ORDINAL = "."  # the mark of an ordinal's value ("3." for "third", « dritte »)


def extract_numbers(text: str, pack: LanguagePack) -> list[NumberMention]:
    mentions: list[NumberMention] = []
    taken = [False] * len(text)

    def add(value: str, start: int, end: int, weak: bool = False) -> None:
        if any(taken[start:end]):
            return
        for k in range(start, end):
            taken[k] = True
        mentions.append(NumberMention(value, start, end, text[start:end], weak))

    for m in _SYMBOL.finditer(text):
        add(m.group(0).upper(), m.start(), m.end())
    for m in _PT.finditer(text):
        add(m.group(0).replace("−", "-"), m.start(), m.end())
    for m in pack.number_pattern.finditer(text):
        before = text[m.start() - 1] if m.start() else " "
        if before.isalpha():
            continue
        value = _fmt(pack.parse_number(m.group(0)), m.group(0))
        # written in digits with an ordinal's ending ("3rd party", « 3e »): the ordinal
        ending = next((e for e in pack.digit_ordinal_endings if text.startswith(e, m.end())
                       and not text[m.end() + len(e):m.end() + len(e) + 1].isalnum()), None)
        if ending is not None and m.group(0).isdigit():
            add(f"{value}{ORDINAL}", m.start(), m.end() + len(ending))
        elif _MINUS.match(text[max(0, m.start() - 2):m.start()].rjust(2)):
            # a negative number ("a life total of -10", a loyalty cost [−3]): its sign
            # is part of its value
            add("-" + value, m.start() - 1, m.end())
        else:
            add(value, m.start(), m.end())
    for m in _VARIABLE.finditer(text):
        add("X", m.start(), m.end())
    if pack.weak_numbers_pattern is not None:
        for m in pack.weak_numbers_pattern.finditer(text):
            add(str(pack.number_words[m.group(1).lower()]), m.start(1), m.end(1), weak=True)
    if pack.counting_one_pattern is not None:
        for m in pack.counting_one_pattern.finditer(text):
            group = next(g for g in range(1, len(m.groups()) + 1) if m.group(g))
            add("1", m.start(group), m.end(group), weak=True)
    previous = ""
    words = list(_WORD.finditer(text))
    for k, m in enumerate(words):
        word = m.group(0).lower()
        value = pack.number_words.get(word)
        if value is not None:
            following = words[k + 1].group(0).lower() if k + 1 < len(words) else ""
            add(str(value), m.start(), m.end(), weak=previous in pack.weak_number_prefixes
                or following in pack.weak_number_suffixes)
        elif (suffix := next((s for s in pack.times_suffixes if word.endswith(s)
                              and word[:-len(s)] in pack.number_words), None)) is not None:
            head = word[:-len(suffix)]
            value = pack.number_words[head]
            add(str(value), m.start(), m.start() + len(head), weak=value == 1)
        elif word in pack.plural_number_words and k + 1 < len(words) and (
                words[k + 1].group(0).lower().endswith(pack.plural_endings)):
            add(str(pack.plural_number_words[word]), m.start(), m.end())
        elif word in pack.weak_number_words:
            add(str(pack.weak_number_words[word]), m.start(), m.end(), weak=True)
        elif word in pack.ordinal_words:
            add(f"{pack.ordinal_words[word]}{ORDINAL}", m.start(), m.end(), weak=True)
        elif "-" in word and (head := word.split("-", 1)[0]) in pack.number_words and (
                word.split("-", 1)[1] not in pack.number_words):
            # A number inside a compound ("Two-Headed Giant", "one-shot"): a translation
            # may say it (« Troll à deux têtes ») or not (« ponctuel »).
            add(str(pack.number_words[head]), m.start(), m.start() + len(head), weak=True)
        previous = word
    mentions.sort(key=lambda n: n.start)
    return mentions


# The colorless mana symbol {C} was first printed in Oath of the Gatewatch (released
# 2016-01-22); the Oracle text of older cards now says « Add {C} » where their prints
# said « {1} ». A text whose date (a table's released column) is older is read so.
COLORLESS_SYMBOL = "2016-01-22"


def generic_colorless(mentions: list[NumberMention]) -> list[NumberMention]:
    """The mentions with each run of {C} symbols read as the generic mana a print of
    before the colorless symbol shows: {C}{C} as {2}."""
    out: list[NumberMention] = []
    for m in mentions:
        last = out[-1] if out else None
        if m.value == "{C}":
            if last is not None and last.end == m.start and last.text.startswith("{C}"):
                runs = last.text.count("{C}") + 1
                out[-1] = replace(last, value=f"{{{runs}}}", end=m.end, text=last.text + m.text)
            else:
                out.append(replace(m, value="{1}"))
        else:
            out.append(m)
    return out
