"""English, the source language of every ruling."""

from spacy.lang.en.stop_words import STOP_WORDS

from .base import LanguagePack

NUMBER_WORDS = {
    "zero": 0, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "twice": 2,
}

PACK = LanguagePack(
    code="en",
    name="English",
    number_words=NUMBER_WORDS,
    weak_number_words={"both": 2},
    stop_words=frozenset(STOP_WORDS),
    # The lookup table reads the clitic 's as "have"; in rulings it is mostly a possessive.
    lemma_overrides={"'s": "'s", "’s": "'s", "cast": "cast", "untapped": "untap"},
    lemma_suffix_rules=(("ied", "y"), ("ed", ""), ("ed", "e"), ("s", "")),
    length_ratio=1.0,
)
