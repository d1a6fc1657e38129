import pytest

from pipeline.align.sentences import align_sentences
from pipeline.checks import PairView, default_checks, run_checks
from pipeline.models import Pair, Ruling
from tests.conftest import findings_for, ids_for

CASES = [
    ("If the copied creature has {X} in its mana cost, X is 0.",
     "Si la créature copiée a {X} dans son coût de mana, X est égal à 0.", set()),
    ("If the copied creature has {X} in its mana cost, X is 0.",
     "Si la créature copiée a X dans son coût de mana, X est égal à 0.", {"numbers"}),
    ("Arcee will be a 2/2 artifact creature during your turn and a 3/3 artifact creature "
     "(because its mana value is 3) during each opponent's turn.",
     "Arcee sera une créature-artefact 2/2 pendant votre tour et une créature-artefact 3/3 "
     "(car sa valeur de mana est 3) pendant le tour de chaque adversaire.", set()),
    ("Arcee will be a 2/2 artifact creature during your turn and a 3/3 artifact creature "
     "(because its mana value is 3) during each opponent's turn.",
     "Arcee sera une créature-artefact 2/2 pendant votre tour et une créature-artefact 2/2 "
     "(car sa valeur de mana est 3) pendant le tour de chaque adversaire.", {"numbers"}),
    # number words and "both"
    ("Each Room card has two names. You may choose one of those names, but not both.",
     "Chaque carte de pièce a deux noms. Vous pouvez choisir l'un de ces noms, mais pas les deux.",
     set()),
    ("Each Room card has two names. You may choose one of those names, but not both.",
     "Chaque carte de pièce a trois noms. Vous pouvez choisir l'un de ces noms, mais pas les deux.",
     {"numbers"}),
]


@pytest.mark.parametrize(("en", "fr", "expected"), CASES)
def test_numbers(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, ("major",)) == expected


def test_change_reports_both_numbers(ctx):
    en = "Its mana value is 6, and it's a Room enchantment."
    fr = "Sa valeur de mana est 5, et c'est un enchantement de pièce."
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "numbers"]
    assert (f.expected, f.found) == ("6", "5")
    assert en[slice(*f.en_span)] == "6" and fr[slice(*f.fr_span)] == "5"


@pytest.mark.parametrize(("en", "fr", "before"), [
    # the « 4 » of the sentence the « 5 » belongs to, not the one the next sentence shares
    # with the English
    ("For example, Assault // Battery has a mana value of 5 while it is in your library. "
     "If an effect lets you search for a card with mana value 4 or less, you can't find it.",
     "Par exemple, Assault // Battery a une valeur de mana de 4 tant qu'elle est dans votre "
     "bibliothèque. Si un effet vous permet de chercher une carte avec une valeur de mana "
     "inférieure ou égale à 4, vous ne pouvez pas la trouver.", "."),
    # in one sentence, the X that stands where the English's {X} does
    ("If a permanent has {X} in its mana cost, X is considered to be 0.",
     "Si un permanent a X dans son coût de mana, X est considéré comme étant égal à 0.", ","),
])
def test_the_mention_named_is_the_one_that_changed(ctx, en, fr, before):
    """Of two mentions of one value, the one reported is the one no mention of the other
    side stands near: in the other sentence, or, within one sentence, elsewhere."""
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "numbers"]
    assert f.fr_span[0] < fr.index(before) and f.en_span[0] < en.index(before)


def test_locale_number_format(ctx):
    en = "You gain 1,000 life."
    assert ids_for(ctx, en, "Vous gagnez 1 000 points de vie.", ("major",)) == set()
    assert ids_for(ctx, en, "Vous gagnez 100 points de vie.", ("major",)) == {"numbers"}


def _numbers_dated(ctx, en: str, fr: str, date: str) -> list[str]:
    pair = Pair("cards", Ruling("cards", 1, en, date=date), Ruling("cards", 1, fr))
    en_side, fr_side = ctx.pair(en, fr, date)
    view = PairView(pair, en_side, fr_side, align_sentences(en_side, fr_side, ctx))
    return [f.message for f in run_checks(view, ctx, default_checks())
            if f.check_id == "numbers"]


@pytest.mark.parametrize(("en", "fr"), [
    ("{T}: Add {C}.", "{T} : Ajoutez {1} à votre réserve."),
    ("{T}: Add {C}{C}.", "{T} : Ajoutez {2} à votre réserve."),
])
def test_colorless_mana_printed_as_generic_before_its_symbol(ctx, en, fr):
    """The Oracle says {C} where prints of before Oath of the Gatewatch (2016) said {1}:
    a text dated before it is compared as printed; a later one is not."""
    assert _numbers_dated(ctx, en, fr, "2015-10-02") == []
    assert _numbers_dated(ctx, en, fr, "2016-04-08") != []
    assert _numbers_dated(ctx, en, fr, "") != []


def test_the_english_side_reads_colorless_mana_as_printed_for_every_check(ctx):
    """The aligner's anchors come from the English side too: a dated text's {C} is the
    generic mana there, so « Ajoutez {1} » is the counterpart it pairs with."""
    assert [n.value for n in ctx.source("{T}: Add {C}{C}.", "2015-10-02").numbers] == \
        ["{T}", "{2}"]
    assert [n.value for n in ctx.source("{T}: Add {C}{C}.", "2016-01-22").numbers] == \
        ["{T}", "{C}", "{C}"]
    assert ((("{2}",),) in ctx.anchors(ctx.source("{T}: Add {C}{C}.", "2015-10-02")))


def test_an_old_texts_colorless_mana_kept_by_its_translation_is_generic_there_too(ctx):
    """A ruling of 2004 says {C}{C}{R}{R} for mana its card's print showed as {2}{R}{R};
    a translation that copies the symbols means what the English means: no number
    changed. One {C} of the two dropped still is."""
    en = ("Thus, if you spent {C}{C}{R}{R} on X, you get {C}{C}{R}{R} later even if X "
          "was 6.")
    fr = ("Ainsi, si vous avez dépensé {C}{C}{R}{R} pour X, vous récupérerez plus tard "
          "{C}{C}{R}{R}, même si X valait 6.")
    assert _numbers_dated(ctx, en, fr, "2004-10-04") == []
    assert [n.value for n in ctx.target(fr, "2004-10-04").numbers][:1] == ["{2}"]
    dropped = fr.replace("plus tard {C}{C}", "plus tard {C}")
    assert _numbers_dated(ctx, en, dropped, "2004-10-04") != []


def test_a_number_inside_a_compound_may_be_said_or_not(ctx):
    """"Two-Headed Giant" is « Troll à deux têtes », "one-shot" « ponctuel »: neither is
    a number missing or added; "two" on its own still must be said."""
    assert "numbers" not in ids_for(
        ctx, "In a Two-Headed Giant game, your life total is your team's life total.",
        "Dans une partie de Troll à deux têtes, votre total de points de vie est celui de "
        "votre équipe.")
    assert "numbers" not in ids_for(ctx, "It's a one-shot effect.", "C'est un effet ponctuel.")
    assert "numbers" in ids_for(ctx, "Each player draws two cards.",
                                "Chaque joueur pioche des cartes.")


def _numbers(ctx, en: str, fr: str) -> list[tuple[str, str]]:
    return [(f.severity.value, f.message) for f in findings_for(ctx, en, fr)
            if f.check_id == "numbers"]


def test_a_number_word_dropped_from_a_phrase_that_stayed_is_major(ctx):
    found = _numbers(ctx, "Draw two cards, then discard a card.",
                     "Piochez des cartes, puis défaussez-vous d'une carte.")
    assert [severity for severity, _ in found] == ["major"]


def test_a_number_word_of_a_phrase_said_otherwise_is_a_hint(ctx):
    """"either (a) … or (b)" said « deux options … (a) … ou (b) »: « options » renders
    no English word, and the number counting them is no error."""
    found = _numbers(ctx, "You can choose either (a) to draw a card or (b) to gain 2 life.",
                     "Deux options s'offrent à vous : (a) piocher une carte ou (b) gagner "
                     "2 points de vie.")
    assert [severity for severity, _ in found] == ["minor"]
    assert "« options », which it counts, is said otherwise" in found[0][1]


def test_a_digit_is_matched_with_a_digit_and_a_word_with_a_word(ctx):
    """The translation has the value 2 twice, as « deux » and as « 2 »; the English once,
    as "2": the word is what it adds, not the digit."""
    view_findings = [f for f in findings_for(
        ctx, "You can choose either (a) to draw a card or (b) to gain 2 life.",
        "Deux options s'offrent à vous : (a) piocher une carte ou (b) gagner 2 points de vie.")
        if f.check_id == "numbers"]
    assert [f.found for f in view_findings] == ["Deux"]


def test_one_that_counts_is_a_number_said_otherwise_or_changed(ctx):
    """"more than one" counts: said « plusieurs » it stands, said « plus de deux » it
    changed; "one" as an article or a pronoun is no number."""
    en = "If you control more than one Shrine, you choose one to keep."

    def numbers(fr: str) -> list[str]:
        return [f"{f.severity.value} {f.expected}>{f.found}" for f in findings_for(ctx, en, fr)
                if f.check_id == "numbers"]
    assert numbers("Si vous contrôlez plusieurs Sanctuaires, vous en choisissez un à "
                   "garder.") == []
    assert numbers("Si vous contrôlez plus d'un Sanctuaire, vous en choisissez un à "
                   "garder.") == []
    assert numbers("Si vous contrôlez plus de deux Sanctuaires, vous en choisissez un à "
                   "garder.") == ["major 1>deux"]


def test_french_neuf_is_nine_before_a_plural_and_new_elsewhere(ctx):
    en = "You can’t exile more than nine cards from your graveyard to cast Dead Drop."
    assert "numbers" not in ids_for(ctx, en, "Pour lancer la Chute fatale, vous ne pouvez "
                                    "pas exiler plus de neuf cartes de votre cimetière.")
    assert "numbers" in ids_for(ctx, en, "Pour lancer la Chute fatale, vous ne pouvez pas "
                                "exiler plus de huit cartes de votre cimetière.")
    assert "numbers" not in ids_for(ctx, "Each new spell is cast.",
                                    "Chaque sort neuf est lancé.")


def test_a_symbol_named_again_where_the_other_side_says_it_is_a_hint(ctx):
    """"{E} is the energy symbol. It represents one energy counter." said « … : chaque {E}
    représente un marqueur »: the second {E} is the English's "it". A symbol beside
    another, in a cost, stays major."""
    en = "{E} is the energy symbol. It represents one energy counter."
    fr = ("Le symbole {E} est celui de l'énergie : chaque {E} représente un marqueur "
          "« énergie ».")
    assert [f.severity.value for f in findings_for(ctx, en, fr) if f.check_id == "numbers"] == [
        "minor"]
    assert [f.severity.value for f in findings_for(
        ctx, "Pay {E}{E}: Draw a card.", "Payez {E} : Piochez une carte.")
        if f.check_id == "numbers"] == ["major"]


def test_a_counter_named_again_where_the_translation_says_en_is_a_hint(ctx):
    """"It won't get a +1/+1 counter" after two sentences naming the counter, said « elle
    n'en reçoit pas »: the counter named again is the English's, a hint. A counter the
    translation never names is major, and so is a variable it never names or names only
    once in the sentence that brings it in and names it again."""
    en = ("That creature must enter the battlefield as a Shapeshifter to get a +1/+1 "
          "counter. It won’t get a +1/+1 counter if it enters as a copy of another creature.")
    assert [s for s, _ in _numbers(ctx, en, (
        "Cette créature doit arriver sur le champ de bataille en tant que changeforme pour "
        "recevoir un marqueur +1/+1 ; si elle arrive comme copie d'une autre créature, elle "
        "n'en reçoit pas."))] == ["minor"]
    assert [s for s, _ in _numbers(ctx, en, (
        "Cette créature doit arriver sur le champ de bataille en tant que changeforme pour "
        "recevoir un marqueur ; si elle arrive comme copie d'une autre créature, elle n'en "
        "reçoit pas."))] == ["major", "major"]
    assert [s for s, _ in _numbers(
        ctx, "You choose the value of X. The value of X doesn't change.",
        "Vous choisissez la valeur de X. Cette valeur ne change pas.")] == ["minor"]
    assert [s for s, _ in _numbers(
        ctx, "You choose the value of X. The value of X doesn't change.",
        "Vous choisissez une valeur. Cette valeur ne change pas.")] == ["major", "major"]
    # "its value" said « valeur de X » in the same sentence: the same X named once more
    assert [s for s, _ in _numbers(
        ctx, "If the spell has X in its mana cost, you must choose 0 as its value.",
        "Si le sort a X dans son coût de mana, vous devez choisir 0 comme valeur de X.")
        ] == ["minor"]
    # the English names it again in the sentence that brought it in: the X brought in is
    # what the translation lost
    assert [s for s, _ in _numbers(
        ctx, "If the spell has an X whose value was chosen, the copy has the same value of X.",
        "Si le sort a un coût variable dont la valeur a été choisie, la copie a la même "
        "valeur de X.")] == ["major"]


def test_a_number_said_weakly_may_be_what_a_missing_one_became(ctx):
    """« les six terrains » (after « les », as « les deux » says "both") for "the seven or
    more": the seven became six, where no number of the English accounts for the six."""
    en = ("Only one of those lands will count toward the seven or more required to create a "
          "Zombie.")
    found = [(f.severity.value, f.found) for f in findings_for(
        ctx, en, "Un seul d'entre eux compte parmi les six terrains ou plus nécessaires pour "
        "créer un Zombie.") if f.check_id == "numbers"]
    assert found == [("major", "six")]
    assert "numbers" not in ids_for(ctx, en, "Un seul d'entre eux compte parmi les sept "
                                    "terrains ou plus nécessaires pour créer un Zombie.")


def test_a_symbol_both_sides_named_before_may_be_named_again_in_its_own_sentence():
    """"{E} is the energy symbol. It represents one energy counter." said « {E} es el
    símbolo de energía. Cada {E} representa … »: the pronoun said as the symbol is a hint;
    a symbol the English never names is major."""
    from tests.checks.test_meaning import _context
    es = _context("es")
    en = "{E} is the energy symbol. It represents one energy counter."

    def numbers(fr):
        return [f.severity.value for f in findings_for(es, en, fr) if f.check_id == "numbers"]

    assert numbers("{E} es el símbolo de energía. Cada {E} representa un contador de "
                   "energía.") == ["minor"]
    assert numbers("{E} es el símbolo de energía. Cada {T} representa un contador de "
                   "energía.") == ["major"]


def test_zero_said_as_none_is_no_number_dropped(ctx):
    """"move zero counters" said « ne déplacer aucun marqueur »: the number said as a
    negation; two zeros against one negation leave one dropped, and another number in
    its place is a change."""
    def numbers(en, fr):
        return [(f.severity.value, f.found) for f in findings_for(ctx, en, fr)
                if f.check_id == "numbers"]

    en = "You may choose to move zero +1/+1 counters."
    assert numbers(en, "Vous pouvez choisir de ne déplacer aucun marqueur +1/+1.") == []
    assert numbers(en, "Vous pouvez choisir de déplacer trois marqueurs +1/+1.") == [
        ("major", "trois")]
    en = "You can choose to discard zero cards this way (and then draw zero cards)."
    assert numbers(en, "Vous pouvez choisir de ne vous défausser d'aucune carte de cette "
                   "manière (et donc de piocher une seule carte).") == [("major", "")]


@pytest.mark.parametrize(("lang", "kept", "other", "changed"), [
    ("fr", "Si votre dixième permanent arrive sur le champ de bataille, vous obtenez la "
           "bénédiction de la cité.",
     "Si votre permanent arrive sur le champ de bataille, vous obtenez la bénédiction de la "
     "cité.",
     "Si votre neuvième permanent arrive sur le champ de bataille, vous obtenez la "
     "bénédiction de la cité."),
    ("es", "Si tu décimo permanente entra al campo de batalla, obtienes la bendición de la "
           "ciudad.",
     "Si tu permanente entra al campo de batalla, obtienes la bendición de la ciudad.",
     "Si tu noveno permanente entra al campo de batalla, obtienes la bendición de la ciudad."),
    ("de", "Wenn deine zehnte bleibende Karte ins Spiel kommt, erhältst du den Segen der Stadt.",
     "Wenn deine bleibende Karte ins Spiel kommt, erhältst du den Segen der Stadt.",
     "Wenn deine neunte bleibende Karte ins Spiel kommt, erhältst du den Segen der Stadt."),
])
def test_an_ordinal_said_as_another_is_a_number_changed(lang, kept, other, changed):
    """"your tenth permanent" said « décimo », left out (a rank the translation may say
    otherwise) or said « noveno », another rank: only the last is a number changed."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    en = "If your tenth permanent enters the battlefield, you get the city’s blessing."
    assert "numbers" not in ids_for(ctx, en, kept)
    assert "numbers" not in ids_for(ctx, en, other)
    assert [(f.severity.value, f.expected) for f in findings_for(ctx, en, changed)
            if f.check_id == "numbers"] == [("major", "10.")]


@pytest.mark.parametrize(("lang", "said", "changed"), [
    ("fr", "Faites intervenir un juge ou une 3e personne.",
     "Faites intervenir un juge ou une 4e personne."),
    ("fr", "Faites intervenir un juge ou une troisième personne.",
     "Faites intervenir un juge ou une quatrième personne."),
    ("de", "Ziehe einen Judge oder eine dritte Person hinzu.",
     "Ziehe einen Judge oder eine vierte Person hinzu."),
    ("es", "Haz intervenir a un juez o a una 3.ª persona.",
     "Haz intervenir a un juez o a una 4.ª persona."),
])
def test_an_ordinal_in_digits_is_an_ordinal(lang, said, changed):
    """"3rd party" is the ordinal « dritte », « 3e », « troisième », « 3.ª »; « 4e » is
    another rank."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    en = "Get a judge or 3rd party involved."
    assert "numbers" not in ids_for(ctx, en, said)
    assert [(f.severity.value, f.expected) for f in findings_for(ctx, en, changed)
            if f.check_id == "numbers"] == [("major", "3.")]


@pytest.mark.parametrize(("fr", "expected"), [
    ("Un total de -10 points de vie devient -20.", set()),
    ("Un total de -10 points de vie devient 20.", {"numbers"}),  # the sign dropped
])
def test_a_minus_sign_is_part_of_a_number(ctx, fr, expected):
    """"A life total of -10 becomes -20." said « devient 20 » drops the minus sign: a
    number changed; a range ("1-3") or a P/T ("+1/-1") has no signed number in it."""
    assert ids_for(ctx, "A life total of -10 becomes -20.", fr, ("major",)) == expected


def test_a_loyalty_cost_printed_with_a_dash_keeps_its_sign(ctx):
    """A loyalty cost « —2 : » (prints write its minus as a dash) is the English's
    [−2]; a cost printed without its minus is a number changed."""
    en = "[−2]: Create a token that’s a copy of target artifact you control."
    fr = "—2 : Créez un jeton qui est une copie d'un artefact ciblé que vous contrôlez."
    assert "numbers" not in ids_for(ctx, en, fr)
    assert "numbers" in ids_for(ctx, en, fr.replace("—2", "2"), ("major",))


def test_a_weak_number_of_the_english_takes_its_weak_twin_first():
    """"two Paradox Hazes … both trigger … two additional upkeep steps": « ambas » says
    "both", so it cannot stand for the second "two" said « un paso … adicional »; said
    « dos pasos … adicionales », nothing is missing."""
    from tests.checks.test_meaning import _context
    es = _context("es")
    en = ("If two Paradox Hazes enchant the same player, they’ll both trigger when that "
          "player’s first upkeep of the turn begins. The player will get two additional "
          "upkeep steps.")
    right = ("Si dos Brumas paradojales encantan al mismo jugador, ambas se dispararán cuando "
             "comience el primer mantenimiento del turno de ese jugador, que obtendrá dos "
             "pasos de mantenimiento adicionales.")
    wrong = right.replace("dos pasos de mantenimiento adicionales",
                          "un paso de mantenimiento adicional")
    numbers = [f for f in findings_for(es, en, right) if f.check_id == "numbers"]
    assert numbers == []
    assert [f.expected for f in findings_for(es, en, wrong)
            if f.check_id == "numbers" and f.severity.value == "major"] == ["2"]


def test_the_englishs_one_said_by_the_singular_is_a_hint(ctx):
    """"the next 1 damage" said « la prochaine blessure »: one in the singular, a hint;
    said « les prochaines blessures » the count is gone."""
    en = ("It will prevent the next 1 damage that would be dealt this turn, even if that "
          "turns out to be much later in the turn.")
    fr = ("Elle prévient la prochaine blessure qui devrait être infligée ce tour-ci, même si "
          "cela se produit bien plus tard dans le tour.")
    assert [f.severity.value for f in findings_for(ctx, en, fr)
            if f.check_id == "numbers"] == ["minor"]
    plural = fr.replace("la prochaine blessure qui devrait être infligée",
                        "les prochaines blessures qui devraient être infligées")
    assert [f.severity.value for f in findings_for(ctx, en, plural)
            if f.check_id == "numbers"] == ["major"]


def test_weak_words_are_twins_and_a_determiners_number_is_none():
    """"To double … twice … twice" said « Para duplicar … el doble … el doble »: the verb
    « duplicar » is the "double", each « doble » a "twice". "its two halves" said « sus
    dos mitades »: « mitades » is the "halves", « sus dos » the "two"."""
    from tests.checks.test_meaning import _context
    es = _context("es")
    en = ("To double a player’s life total, that player gains as much life as needed so "
          "that their life total is twice the number it was before. If their life total was "
          "negative, that player loses as much life as needed so that their life total is "
          "twice as far below 0 as it was before.")
    tr = ("Para duplicar el total de vidas de un jugador, ese jugador gana tantas vidas como "
          "sean necesarias para que su total de vidas pase a ser el doble de lo que era "
          "antes. Si su total de vidas era negativo, ese jugador pierde tantas vidas como "
          "sean necesarias para que su total de vidas quede el doble de por debajo de 0 de "
          "lo que estaba antes.")
    assert [f for f in findings_for(es, en, tr) if f.check_id == "numbers"] == []
    en = ("If the card is a split card, its converted mana cost is determined by the "
          "combined mana cost of its two halves.")
    tr = ("Si la carta es una carta partida, su coste de maná convertido se determina por el "
          "coste de maná combinado de sus dos mitades.")
    assert [f for f in findings_for(es, en, tr) if f.check_id == "numbers"] == []


def test_a_number_inside_a_cards_name_is_the_names(tmp_path):
    """Wight of Precinct Six is officially « Starrer vom sechsten Revier »: the name's
    "Six" said as an ordinal is the card-name check's, no number changed; a number of
    the ruling beside it is compared as ever."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY, findings_for

    (tmp_path / "cards.csv").write_text(
        "en,de,forbidden,note\nWight of Precinct Six,Starrer vom sechsten Revier,,EMN\n",
        encoding="utf-8")
    ctx = Context(load_glossary([GLOSSARY, tmp_path], "de"), get_pack("de"))
    en = "Wight of Precinct Six gets +1/+1 for each creature card in your opponents’ graveyards."
    assert [f for f in findings_for(ctx, en, (
        "Der Starrer vom sechsten Revier erhält +1/+1 für jede Kreaturenkarte in den "
        "Friedhöfen deiner Gegner.")) if f.check_id == "numbers"] == []
    assert [f.found for f in findings_for(ctx, en, (
        "Der Starrer vom sechsten Revier erhält +2/+2 für jede Kreaturenkarte in den "
        "Friedhöfen deiner Gegner.")) if f.check_id == "numbers"] == ["+2/+2"]
