import pytest

from pipeline.align.sentences import align_sentences
from pipeline.checks import PairView, default_checks, run_checks
from pipeline.models import Pair, PairKind, Ruling, TextKind
from tests.conftest import findings_for, ids_for

EN = ("If an opponent controls only lands as Dispersal resolves, that player won't return "
      "any permanent to their hand. They'll still discard a card.")
FR = ("Si un adversaire ne contrôle que des terrains pendant que Répartition se résout, ce "
      "joueur ne renverra aucun permanent dans sa main. Il se défaussera quand même d'une carte.")

CASES = [
    (EN, FR, set()),
    (EN, FR.replace(" Il se défaussera quand même d'une carte.", ""), {"omission"}),
    (EN, FR + " Cette carte ne peut pas être contrecarrée.", {"addition"}),
    (EN, FR.replace("Il se défaussera quand même d'une carte.", "They'll still discard a card."),
     {"untranslated"}),
    (EN, EN, {"untranslated"}),
]


@pytest.mark.parametrize(("en", "fr", "expected"), CASES)
def test_structure(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, ("major",)) == expected


def test_whole_ruling_untranslated_is_one_finding_and_silences_name_checks(ctx):
    found = findings_for(ctx, EN, EN)
    assert [(f.check_id, f.message) for f in found] == [
        ("untranslated", "the whole ruling is left in English")]


def test_omission_carries_the_english_sentence(ctx):
    found = findings_for(ctx, EN, FR.replace(" Il se défaussera quand même d'une carte.", ""))
    (f,) = found
    assert f.expected == "They'll still discard a card."
    assert EN[slice(*f.en_span)] == f.expected


@pytest.mark.parametrize(("kind", "check_id"), [
    (PairKind.MISSING, "missing-translation"), (PairKind.EXTRA, "extra-translation"),
    (PairKind.MOVED, "misplaced-translation")])
def test_page_level_kinds(ctx, kind, check_id):
    en = Ruling("p", 2, EN) if kind is not PairKind.EXTRA else None
    fr = Ruling("p", 3, FR) if kind is not PairKind.MISSING else None
    view = PairView(Pair("p", en, fr, kind), ctx.source(EN) if en else None,
                    ctx.target(FR) if fr else None)
    assert [f.check_id for f in run_checks(view, ctx, default_checks())
            if f.severity.value == "major"] == [check_id]


SUSPEND = ("If the second triggered ability of suspend (the one that lets you cast the card) is "
           "countered, the card can't be cast.")
SUSPEND_FR = ("Si la seconde capacité déclenchée de suspension (celle qui vous permet de lancer "
              "la carte) est contrecarrée, la carte ne peut pas être lancée.")
WRANGLE = ("If the target creature's power becomes 5 or greater as you gain control of it "
           "(perhaps because an enchantment gives creatures you control +1/+1), Wrangle will "
           "continue to resolve as normal.")
WRANGLE_FR = ("Si la force de la créature ciblée devient supérieure ou égale à 5 au moment où "
              "vous en acquérez le contrôle (par exemple parce qu'un enchantement donne +1/+1 "
              "aux créatures que vous contrôlez), Dompter continue à se résoudre normalement.")


def _shape_findings(ctx, en: str, fr: str, texts=None) -> list[tuple[str, str, str]]:
    pair = Pair("test", Ruling("test", 1, en), Ruling("test", 1, fr))
    if texts is not None:
        pair.texts = texts
    en_side, fr_side = ctx.pair(en, fr)
    view = PairView(pair, en_side, fr_side, align_sentences(en_side, fr_side, ctx))
    return [(f.check_id, f.severity.value, f.expected or f.found)
            for f in run_checks(view, ctx, default_checks())
            if f.check_id in ("omission", "addition")]


def test_a_parenthesis_dropped_from_a_ruling_is_an_omission(ctx):
    dropped = SUSPEND_FR.replace(" (celle qui vous permet de lancer la carte)", "")
    assert _shape_findings(ctx, SUSPEND, SUSPEND_FR) == []
    assert _shape_findings(ctx, SUSPEND, dropped) == [
        ("omission", "major", "(the one that lets you cast the card)")]
    # the aside kept without its brackets is no omission
    assert _shape_findings(ctx, SUSPEND, SUSPEND_FR.replace(
        " (celle qui vous permet de lancer la carte)",
        ", celle qui vous permet de lancer la carte,")) == []


def test_a_parenthesis_added_to_a_ruling_is_an_addition(ctx):
    en = WRANGLE.replace(" (perhaps because an enchantment gives creatures you control +1/+1)",
                         "")
    assert _shape_findings(ctx, WRANGLE, WRANGLE_FR) == []
    assert _shape_findings(ctx, en, WRANGLE_FR) == [
        ("addition", "major", "(par exemple parce qu'un enchantement donne +1/+1 aux "
         "créatures que vous contrôlez)")]


def test_a_parenthesis_saying_the_englishs_running_text_is_no_addition():
    """"… such as a Vehicle that isn't crewed, …" said « (etwa ein Fahrzeug, das nicht
    bemannt ist) »: the brackets are the translation's, the words the English's. A
    parenthesis of words the English says nowhere is still added."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("If there is a +1/+1 counter on a noncreature permanent you control, such as a "
          "Vehicle that isn’t crewed, it won’t get another one from Lifecrafter’s Gift.")
    said = ("Liegt bereits eine +1/+1-Marke auf einer bleibenden Karte, die du kontrollierst "
            "und die keine Kreatur ist {}, erhält sie durch die Gabe der Biotronik keine "
            "weitere.")
    assert _shape_findings(de, en, said.format("(etwa ein Fahrzeug, das nicht bemannt ist)")) == []
    added = "(sie erhält dann allerdings zwei weitere Marken)"
    assert ("addition", "major", added) in _shape_findings(de, en, said.format(added))


def test_a_clauses_numbers_count_as_its_words_do():
    """"… your life total 40 or any number other than 20" said « … nicht zu 40 oder
    irgendeinem anderen Wert als 20 »: the 20 is the English's, so the clause renders
    it, though none of its words is the English's. A clause whose number the English
    has not is still added."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("Casting two copies of this spell won't make your life total 40 or any number "
          "other than 20.")
    said = ("Wirkst du zwei Exemplare dieses Zauberspruchs, wird dein Lebenspunktestand "
            "trotzdem nicht zu 40 oder irgendeinem anderen Wert als {}.")
    assert _shape_findings(de, en, said.format(20)) == []
    assert ("addition", "major", "oder irgendeinem anderen Wert als 30.") in _shape_findings(
        de, en, said.format(30))


def test_reminder_text_a_printed_card_leaves_out_is_no_omission(ctx):
    """Card texts as printed may leave out the reminder text of the Oracle's: a table
    whose texts column (or --texts) says card-text spares them."""
    en = "Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)"
    fr = "Vol\nContact mortel"
    assert _shape_findings(ctx, en, fr, TextKind.CARD_TEXT) == []
    assert _shape_findings(ctx, en, fr) == [
        ("omission", "major", "(Any amount of damage this deals to a creature is enough to "
         "destroy it.)")]


OWNS = "If you control a creature and another player owns it, you may sacrifice it."
OWNS_FR = ("Si vous contrôlez une créature et qu'un autre joueur en est propriétaire, vous "
           "pouvez la sacrifier.")
TROPHY = ("Destroy target creature. Its controller may search their library for a basic "
          "land card.")
TROPHY_FR = ("Détruisez la créature ciblée. Son contrôleur peut chercher dans sa "
             "bibliothèque une carte de terrain de base.")


def test_a_condition_clause_dropped_inside_a_sentence_is_an_omission(ctx):
    assert _shape_findings(ctx, OWNS, OWNS_FR) == []
    assert _shape_findings(ctx, OWNS, "Si vous contrôlez une créature, vous pouvez la "
                                 "sacrifier.") == [
        ("omission", "major", "and another player owns it")]


def test_a_clause_added_inside_a_sentence_is_an_addition(ctx):
    assert _shape_findings(ctx, TROPHY, TROPHY_FR) == []
    added = TROPHY_FR.replace("de base.", "de base et la mettre sur le champ de bataille "
                              "sous son contrôle.")
    assert _shape_findings(ctx, TROPHY, added) == [
        ("addition", "major", "et la mettre sur le champ de bataille sous son contrôle.")]


POWER = ("The creature’s power is checked only to see if the ability triggers. It doesn’t "
         "matter what the creature’s power is when the ability resolves.")
POWER_FR = ("La force de la créature n'est vérifiée que pour savoir si la capacité se "
            "déclenche ; peu importe sa valeur au moment où la capacité se résout.")


def test_a_lasting_condition_added_is_a_proviso(ctx):
    """« tant que … » opens a condition as "as long as" does: added where its words, the
    battlefield among them, say nothing of the English (the English's "the" renders no
    « champ »); a faithful « tant que » for "while" is none."""
    assert _shape_findings(ctx, POWER, POWER_FR) == []
    added = POWER_FR.replace("se résout.", "se résout, tant que la créature est toujours "
                             "sur le champ de bataille.")
    assert _shape_findings(ctx, POWER, added) == [
        ("addition", "major", "tant que la créature est toujours sur le champ de bataille.")]
    assert _shape_findings(
        ctx, "Players may take actions while the ability is waiting to resolve.",
        "Les joueurs peuvent entreprendre des actions tant que la capacité attend de se "
        "résoudre.") == []


def test_a_restructured_sentence_keeps_its_clauses(ctx):
    """The same content, clauses in another order and joined otherwise: no finding."""
    en = ("If the target creature leaves the battlefield before the ability resolves, the "
          "ability won't do anything, and no player gains life.")
    fr = ("La capacité ne fera rien et aucun joueur ne gagnera de points de vie si la "
          "créature ciblée quitte le champ de bataille avant que la capacité ne se résolve.")
    assert _shape_findings(ctx, en, fr) == []


def test_card_texts_are_not_judged_clause_by_clause(ctx):
    assert _shape_findings(ctx, OWNS, "Si vous contrôlez une créature, vous pouvez la "
                                 "sacrifier.", TextKind.CARD_TEXT) == []


def test_a_sentence_of_a_card_texts_reminder_text_is_minor(ctx):
    """Reminder text of several sentences: a print words it otherwise (a sentence more
    or less inside the parenthesis); in a card text that is minor, in a ruling major."""
    en = ("Search your library for a basic land card and put it onto the battlefield. "
          "(Then shuffle.)")
    fr = ("Cherchez dans votre bibliothèque une carte de terrain de base et mettez-la sur le "
          "champ de bataille. (Mélangez ensuite. Vous pouvez regarder votre bibliothèque "
          "avant.)")
    card = [f for f in _shape_findings(ctx, en, fr, TextKind.CARD_TEXT) if f[0] == "addition"]
    ruling = [f for f in _shape_findings(ctx, en, fr) if f[0] == "addition"]
    assert card and {severity for _, severity, _ in card} == {"minor"}
    assert "major" in {severity for _, severity, _ in ruling}


DELVE = ("Because delve isn't an alternative cost, it can be used in conjunction with "
         "alternative costs.")
DELVE_FR = ("Comme l'exploration n'est pas un coût alternatif, elle peut être utilisée en même "
            "temps que des coûts alternatifs")


def test_a_restriction_a_translation_adds_with_its_own_words_is_an_addition(ctx):
    """A clause opened by « mais » the English lacks, made of the sentence's own words
    (« coûts » said once more than the English says "costs"): added."""
    assert _shape_findings(ctx, DELVE, DELVE_FR + ".") == []
    assert _shape_findings(ctx, DELVE, DELVE_FR + ", mais pas avec des coûts "
                                                  "supplémentaires.") == [
        ("addition", "major", "mais pas avec des coûts supplémentaires.")]


def test_a_contrast_that_renders_the_english_is_no_addition(ctx):
    """"X, not Y" said « ce n'est pas Y, mais X »: the clause « mais » opens renders
    the English; and a « mais » for the English's "but" is no surplus."""
    gideon = ("You choose which ability the target creature gains as Gideon's first loyalty "
              "ability resolves, not as you activate it.")
    assert _shape_findings(ctx, gideon, (
        "Ce n'est pas au moment où vous activez la première capacité de loyauté de Gideon, "
        "mais au moment où elle se résout, que vous choisissez la capacité qu'acquiert la "
        "créature ciblée.")) == []
    assert _shape_findings(ctx, "You may cast that card, but you can't play lands this way.",
                           "Vous pouvez lancer cette carte, mais vous ne pouvez pas jouer "
                           "de terrain de cette manière.") == []


def test_an_item_dropped_from_a_list_of_game_terms_is_an_omission():
    """"static abilities, triggered abilities, or mana abilities" said with the first
    two only: the item whose own word (mana: "abilities" is every item's) has no
    rendering is dropped; said with its head noun once (« statische, ausgelöste und
    Manafähigkeiten ») nothing is."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("Faith’s Fetters doesn’t stop static abilities, triggered abilities, or mana "
          "abilities from working.")
    assert _shape_findings(de, en, "Statische und ausgelöste Fähigkeiten funktionieren trotz "
                           "der Fesseln des Glaubens weiterhin.") == [
        ("omission", "major", "mana abilities")]
    assert _shape_findings(de, en, "Statische, ausgelöste und Manafähigkeiten funktionieren "
                           "trotz der Fesseln des Glaubens weiterhin.") == []


def test_a_name_dropped_from_a_list_is_an_omission(ctx):
    """"a Skeleton or Zombie you control" said « un Squelette que vous contrôlez »: the
    Zombie (a word the lexicon knows, written as a name) is dropped."""
    en = ("Nonlethal damage dealt to a Skeleton or Zombie you control may become lethal if "
          "Death Baron leaves the battlefield during that turn.")
    said = ("Les blessures non mortelles infligées à {} que vous contrôlez peuvent devenir "
            "mortelles si le Baron de la mort quitte le champ de bataille pendant ce tour.")
    assert _shape_findings(ctx, en, said.format("un Squelette ou un Zombie")) == []
    assert _shape_findings(ctx, en, said.format("un Squelette")) == [
        ("omission", "major", "Zombie")]


def test_a_list_of_colours_or_card_names_loses_no_item():
    """"white, blue, black, red, green, and colorless" after "are" is a list of colours,
    no verbs; "Panharmonicon, Banefire, or Elite Arcanist" a list of card names: an item
    dropped is an omission."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = "The types of mana are white, blue, black, red, green, and colorless."
    assert _shape_findings(es, en, "Los tipos de maná son blanco, azul, negro, rojo, verde "
                           "e incoloro.") == []
    assert _shape_findings(es, en, "Los tipos de maná son blanco, azul, negro, rojo e "
                           "incoloro.") == [("omission", "major", "green")]
    en = "You may search for Panharmonicon, Banefire, or Elite Arcanist."
    assert _shape_findings(es, en, "Puedes buscar el Panharmónico, el Fuego devastador o el "
                           "Arcanista de élite.") == []
    assert _shape_findings(es, en, "Puedes buscar el Panharmónico o el Arcanista de "
                           "élite.") == [("omission", "major", "Banefire")]


def test_each_word_of_the_translation_renders_one_item_of_a_list(ctx):
    """"types, subtypes, or supertypes" said « type ou supertype »: the one « type »
    renders "types", and no word is left for "subtypes" (a plural the English table
    lacks, read as the glossary's word)."""
    en = ("Hydroform doesn’t affect the land’s name or any other types, subtypes, or "
          "supertypes the land may have.")
    said = "L'Hydroforme n'affecte ni le nom du terrain ni aucun autre {} que le terrain peut avoir."
    assert _shape_findings(ctx, en, said.format("type, sous-type ou super-type")) == []
    assert _shape_findings(ctx, en, said.format("type ou super-type")) == [
        ("omission", "major", "subtypes")]


def test_a_list_closed_by_or_so_on_loses_no_item(ctx):
    """"power, toughness, types, color, or so on": "or so on" stands for the last item,
    and the items before it are a list; said without the types, one is dropped."""
    en = ("The copy doesn't copy effects that have changed the creature's power, toughness, "
          "types, color, or so on.")
    said = ("La copie ne copie pas les effets qui ont modifié la force, l'endurance, {}, "
            "etc. de la créature.")
    assert _shape_findings(ctx, en, said.format("les types, la couleur")) == []
    assert _shape_findings(ctx, en, said.format("la couleur")) == [
        ("omission", "major", "types")]


def test_an_item_after_an_article_belongs_to_its_list():
    """"be blue, a Dragon, and a Zombie": the items after their articles are a list,
    and the list said without the Zombie has lost an item."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = "The target creature will be blue, a Dragon, and a Zombie until end of turn."
    said = "La criatura objetivo será azul, {} hasta el final del turno."
    assert _shape_findings(es, en, said.format("un Dragón y un Zombie")) == []
    assert _shape_findings(es, en, said.format("y un Dragón")) == [
        ("omission", "major", "Zombie")]


def test_a_lists_last_item_leaves_its_verb_out(ctx):
    """"an effect or rule puts two or more cards": the item is "rule", not "rule puts"
    (a verb with its object after it), said « par un effet ou une règle »; "mana
    abilities" of "static abilities, triggered abilities, or mana abilities" keeps both
    words and is still dropped when unsaid."""
    en = ("If an effect or rule puts two or more cards into the same graveyard at the same "
          "time, the owner of those cards may arrange them in any order.")
    said = ("Lorsque deux cartes ou plus sont mises en même temps dans le même cimetière par "
            "un effet ou une règle, leur propriétaire peut les ranger dans l'ordre de son "
            "choix.")
    assert _shape_findings(ctx, en, said) == []
    assert _shape_findings(ctx, "It doesn't stop static abilities, triggered abilities, or "
                           "mana abilities.", "Elle n'empêche pas les capacités statiques ni "
                           "les capacités déclenchées.") == [
        ("omission", "major", "mana abilities")]


def test_a_list_after_including_begins_after_it(ctx):
    """"any object on the battlefield, including tokens and lands": "including" opens
    the list (tokens, lands), none of its first item, and lands left out is dropped."""
    en = "A permanent is any object on the battlefield, including tokens and lands."
    said = "Est un permanent tout objet présent sur le champ de bataille, y compris {}."
    assert _shape_findings(ctx, en, said.format("les jetons et les terrains")) == []
    assert _shape_findings(ctx, en, said.format("les jetons")) == [("omission", "major", "lands")]


@pytest.mark.parametrize(("lang", "said", "dropped"), [
    ("fr", "en notant le total sur papier, à l'aide d'un dé ou par toute autre méthode "
     "claire", []),
    ("fr", "en notant le total sur papier ou par toute autre méthode claire",
     [("omission", "major", "by using a die")]),
    # the list made sentences of their own says every item
    ("fr", "de plusieurs façons. Notez le total sur papier, utilisez un dé ou toute autre "
     "méthode claire", []),
    # the last item but one after no comma (« usar un dado o recurrir … »)
    ("es", "anotando el total en un papel, usar un dado o recurrir a cualquier otro método "
     "claro", []),
    ("es", "anotando el total en un papel o con cualquier otro método claro",
     [("omission", "major", "by using a die")]),
])
def test_an_item_dropped_from_a_list_written_out_with_commas(lang, said, dropped):
    """"by writing the total on paper, by using a die, or by any other clear method":
    a list of actions the English writes out with commas, said with fewer items and
    none of the dropped one's words, has lost it."""
    from tests.checks.test_meaning import _context

    en = ("You may keep track of them by writing the total on paper, by using a die, or by "
          "any other clear method.")
    start = {"fr": "Vous pouvez en tenir le compte ", "es": "Puedes llevar la cuenta "}[lang]
    assert _shape_findings(_context(lang), en, f"{start}{said}.") == dropped


def test_a_sentences_opening_words_are_no_item_of_its_list(ctx):
    """"For example, if you control a 2/1 creature, a 2/2 creature, and a 5/6 creature":
    a list of three, the first its comma's last five words; "For example" none."""
    from pipeline.checks.structure import _serial_lists

    en = ("For example, if you control a 2/1 creature, a 2/2 creature, and a 5/6 creature, "
          "each gets +5/+5.")
    side, _ = ctx.pair(en, "x")
    [items] = _serial_lists(side, (0, len(en)), ctx.source_pack.cue_patterns,
                            ctx.source_pack.stop_words, True)
    assert [en[a:b] for a, b in items] == ["you control a 2/1 creature", "a 2/2 creature",
                                           "a 5/6 creature"]


def test_a_lists_first_item_is_its_last_words_whatever_space_parts_them(ctx):
    """No-break spaces part the words of « le marqueur « énergie » de chaque joueur »:
    the first item is still its segment's last five words."""
    from pipeline.checks.structure import _serial_lists

    fr = ("Notez\u00a0bien\u00a0le\u00a0marqueur\u00a0«\u00a0énergie\u00a0»\u00a0de"
          "\u00a0chaque\u00a0joueur, sur papier ou à l'aide d'un dé.")
    _, side = ctx.pair("x", fr)
    [items] = _serial_lists(side, (0, len(fr)), ctx.pack.cue_patterns, ctx.pack.stop_words,
                            False)
    assert [fr[a:b] for a, b in items] == [
        "énergie\u00a0»\u00a0de\u00a0chaque\u00a0joueur", "sur papier",
        "à l'aide d'un dé."]


@pytest.mark.parametrize(("lang", "en", "said", "added"), [
    ("es", "You may cast it for its alternative cost and still spend mana as though it "
     "were mana of any color.", "Puedes lanzarlo por su coste alternativo y seguir gastando "
     "maná como si fuera maná de cualquier color.", []),
    # "still" said « seguir » answers no « pero »: the restriction is added
    ("es", "You may cast it for its alternative cost and still spend mana as though it "
     "were mana of any color.", "Puedes lanzarlo por su coste alternativo y seguir gastando "
     "maná como si fuera maná de cualquier color, pero solo durante tu turno.",
     [("addition", "major", "pero solo durante tu turno.")]),
    # the English's "but" answers it
    ("es", "You may cast it for its alternative cost, but you still spend mana as though it "
     "were mana of any color.", "Puedes lanzarlo por su coste alternativo, pero sigues "
     "gastando maná como si fuera maná de cualquier color.", []),
    # "still" said « dagegen weiterhin », in the clause « dagegen » opens: it answers it
    ("de", "Any spells that don't target, such as Akroma's Vengeance, will still affect it.",
     "Zaubersprüche, die kein Ziel haben, wie etwa Akromas Rache, wirken sich dagegen "
     "weiterhin auf sie aus.", []),
])
def test_a_contrast_the_english_says_with_a_word_of_its_own_answers_no_proviso(lang, en,
                                                                                said,
                                                                                added):
    from tests.checks.test_meaning import _context

    assert _shape_findings(_context(lang), en, said) == added


@pytest.mark.parametrize(("a", "b", "alike"), [
    ("Illusion", "Ilusión", True), ("commander", "comandante", True), ("Illusion", "Isla", False),
    ("summon", "sumergir", False)])
def test_words_spelt_alike_once_doubled_letters_are_written_once(a, b, alike):
    from pipeline.analysis import near_cognate

    assert near_cognate(a, b) is alike


@pytest.mark.parametrize(("en", "fr"), [
    # verbs coordinated: a list of actions, said in many ways
    ("The targeted creature is free to block whichever creature its controller chooses, "
     "or block no creatures at all.",
     "Son contrôleur peut la faire bloquer la créature qu'il veut, ou ne rien bloquer."),
    ("If you gain control of another player’s creature until end of turn and exert it, it "
     "will untap during that player’s untap step.",
     "Si vous acquérez le contrôle de la créature d’un autre joueur jusqu’à la fin du tour "
     "et que vous l’épuisez, elle se dégagera pendant l’étape de dégagement de ce joueur."),
    # words of a card's name
    ("An opponent could apply the effect of Djeru’s Resolve and prevent the damage.",
     "Un adversaire pourrait appliquer l'effet de la Résolution de Djeru et prévenir les "
     "blessures."),
])
def test_a_list_of_actions_or_a_cards_name_is_no_list_of_terms(ctx, en, fr):
    assert [f for f in _shape_findings(ctx, en, fr) if f[0] == "omission"] == []



def test_a_parenthesis_of_quoted_words_is_judged_as_one(ctx):
    """« (qui commencent par « quand », « à chaque fois que » ou « au début de ») ne sont
    pas concernées »: no clause cut inside the quotations or the parenthesis, so nothing
    of it reads as added; a clause added after it still does."""
    en = ("Triggered abilities (starting with “when,” “whenever,” or “at”) are unaffected.")
    fr = ("Les capacités déclenchées (qui commencent par « quand », « à chaque fois que » ou "
          "« au début de ») ne sont pas concernées.")
    assert _shape_findings(ctx, en, fr) == []
    added = fr.replace("concernées.", "concernées, sauf si elles ciblent un joueur ou "
                       "une créature que vous contrôlez.")
    assert {k for k, _, _ in _shape_findings(ctx, en, added)} == {"addition"}


def test_a_proviso_of_one_game_term_is_an_addition(ctx):
    """« sofern er ungetappt ist » (as long as it's untapped) added: one word of meaning,
    a game term the English does not say, is enough; a connective opening a sentence
    (« En revanche ») is no proviso added."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("This may allow Slumbering Dragon to block the creature that attacked and caused "
          "its ability to trigger.")
    fr = ("Dadurch kann der Dösende Drache unter Umständen genau die Kreatur blocken, die "
          "angegriffen und seine Fähigkeit ausgelöst hat.")
    assert _shape_findings(de, en, fr) == []
    added = fr.replace("Drache unter Umständen", "Drache unter Umständen, sofern er "
                       "ungetappt ist,")
    assert [k for k, _, _ in _shape_findings(de, en, added)] == ["addition"]
    assert _shape_findings(ctx, "It’s legal to cast such a spell with no targets. You can’t "
                           "choose the same target more than once.",
                           "Il est légal de lancer un tel sort sans aucune cible. En "
                           "revanche, vous ne pouvez pas choisir plusieurs fois la même "
                           "cible.") == []


def test_a_plural_the_lookup_table_reads_as_a_rarer_word_is_the_term():
    """The lookup table reads "phases" as the plural of "phasis": the English pack reads
    it as the game's "phase", so "steps, phases, and turns" said without the phases has
    lost an item."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "They don’t go away as steps, phases, and turns end."
    assert _shape_findings(de, en, "Sie verfallen nicht, wenn Segmente, Phasen und Züge "
                           "enden.") == []
    assert _shape_findings(de, en, "Sie verfallen nicht, wenn Segmente und Züge enden.") == [
        ("omission", "major", "phases")]


def test_an_exception_the_translation_adds_is_an_addition():
    """« salvo activar habilidades de maná » adds an exception the English does not make;
    the English's "whether" of choice ("You choose whether to put …") is no proviso that
    would answer it. "Whether or not … is irrelevant" said with « dagegen » is a
    concession answered."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = ("You choose whether to put +1/+1 counters on the creature or create Servo tokens as "
          "the fabricate ability is resolving. No player may take actions between the time "
          "you choose and the time that counters are added or tokens are created.")
    said = ("La elección entre poner contadores +1/+1 sobre la criatura o crear fichas de Servo "
            "la haces mientras se resuelve la habilidad de fabricar, y entre el momento en que "
            "eliges y el momento en que se ponen los contadores o se crean las fichas ningún "
            "jugador puede realizar acciones{}.")
    assert _shape_findings(es, en, said.format("")) == []
    assert [f[:2] for f in _shape_findings(es, en, said.format(
        ", salvo activar habilidades de maná"))] == [("addition", "major")]
    de = _context("de")
    assert _shape_findings(de, "Whether or not you could actually complete all steps in "
                           "casting the card is irrelevant.", "Ob du tatsächlich alle Schritte "
                           "des Wirkens abschließen könntest, spielt dagegen keine Rolle.") == []


@pytest.mark.parametrize(("lang", "said", "dropped"), [
    ("es", "Entre otros tipos de contadores que pueden tener los jugadores están los de "
     "veneno y los de experiencia.", []),
    ("es", "Entre otros tipos de contadores que pueden tener los jugadores están los de "
     "veneno.", [("omission", "major", "and experience")]),
    ("fr", "Parmi les autres types de marqueurs qu'un joueur peut avoir, il y a les marqueurs "
     "poison et les marqueurs expérience.", []),
    ("fr", "Parmi les autres types de marqueurs qu'un joueur peut avoir, il y a les marqueurs "
     "poison.", [("omission", "major", "and experience")]),
])
def test_the_last_item_of_a_pair_closing_a_clause_dropped(lang, said, dropped):
    """"include poison and experience.": the second item unsaid, with no coordinator
    beside the first's rendering, is dropped, though the lexicon cannot link its word."""
    from tests.checks.test_meaning import _context

    en = "Other kinds of counters that players may have include poison and experience."
    assert _shape_findings(_context(lang), en, said) == dropped


def test_clauses_joined_by_and_are_no_pair(ctx):
    """"and exert it," goes on past its verb: no pair of nouns closing a clause."""
    en = ("If you gain control of another player's creature until end of turn and exert it, "
          "it will untap during that player's untap step.")
    fr = ("Si vous acquérez le contrôle de la créature d'un autre joueur jusqu'à la fin du tour "
          "puis que vous l'épuisez, elle se dégagera pendant l'étape de dégagement de ce joueur.")
    assert _shape_findings(ctx, en, fr) == []


@pytest.mark.parametrize(("lang", "en", "said", "added"), [
    # "still" is no restriction: « siempre que siga enderezada » adds one
    ("es", "If there are multiple combat phases in a turn, a creature that’s been removed from "
     "combat can still attack or block in future combat phases that turn.",
     "Cuando un turno tiene varias fases de combate, una criatura removida del combate "
     "todavía puede atacar o bloquear en las fases de combate posteriores de ese turno",
     ", siempre que siga enderezada"),
    # nor is "instead": « sofern du ihre Manakosten nicht bezahlen kannst » adds one
    ("de", "If it has an alternative cost, you may cast it for that cost instead.",
     "Hat sie alternative Kosten, kannst du sie stattdessen für diese Kosten wirken",
     ", sofern du ihre Manakosten nicht bezahlen kannst"),
])
def test_a_proviso_is_answered_only_by_a_restriction_of_the_english(lang, en, said, added):
    """An adverb of the English's contrast cue ("still", "instead") answers no proviso of
    the translation; a restriction ("as long as", "unless") does."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    assert _shape_findings(ctx, en, said + ".") == []
    assert [f[:2] for f in _shape_findings(ctx, en, said + added + ".")] == [
        ("addition", "major")]
    # the English's own restriction answers it
    restricted = en.replace(" instead.", " instead, unless you can pay its mana cost.").replace(
        "that turn.", "that turn, as long as it stays untapped.")
    assert [f for f in _shape_findings(ctx, restricted, said + added + ".")
            if f[0] == "addition"] == []


def test_a_term_inside_a_longer_one_is_a_mention_of_it():
    """« ins Spiel » (onto the battlefield) names the battlefield: the English's one
    "battlefield" says it, and « sofern Sorin nicht mehr im Spiel ist » names it again with
    nothing in the English to say so."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("You can target a token creature with Sorin, Lord of Innistrad’s third ability, but "
          "it won’t return to the battlefield.")
    said = ("Ein Kreaturenspielstein kann zwar als Ziel der dritten Fähigkeit von Sorin, Fürst "
            "von Innistrad, gewählt werden, kehrt aber nicht ins Spiel zurück")
    assert [f for f in _shape_findings(de, en, said + ".") if f[0] == "addition"] == []
    assert [f[:2] for f in _shape_findings(de, en, said + ", sofern Sorin nicht mehr im Spiel "
                                           "ist.") if f[0] == "addition"] == [("addition", "major")]


@pytest.mark.parametrize(("lang", "en", "said", "added"), [
    ("fr", "Karn’s first ability affects only artifacts on the battlefield. Activated abilities "
     "that work in other zones can still be activated.",
     "La première capacité de Karn n'affecte que les artefacts sur le champ de bataille : les "
     "capacités activées qui fonctionnent dans d'autres zones{} peuvent toujours être "
     "activées.", ", comme le cimetière ou la main,"),
    # the English's own example answers the one that says it, not the added one
    ("fr", "You can, however, pay additional costs. If the card has any mandatory additional "
     "costs, such as that of Tormenting Voice, those must be paid to cast it.",
     "Vous pouvez en revanche payer des coûts supplémentaires{}, et si la carte a des coûts "
     "supplémentaires obligatoires, comme celui de la Voix lancinante, vous devez les payer "
     "pour la lancer.", ", comme un coût de kick"),
    ("de", "Skyship Plunderer’s triggered ability can target any permanent or player, regardless "
     "of which player was dealt combat damage.",
     "Welchem Spieler Kampfschaden zugefügt wurde, spielt keine Rolle: Die ausgelöste Fähigkeit "
     "des Luftschiffplünderers kann eine beliebige bleibende Karte oder einen beliebigen "
     "Spieler als Ziel haben{}.", ", also auch dich selbst oder deine eigenen Kreaturen"),
])
def test_an_example_the_translation_adds_is_an_addition(lang, en, said, added):
    """An example the English does not give (the packs' example cue) is judged over its
    list as an added proviso is: what it names, the English's group does not."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    assert _shape_findings(ctx, en, said.format("")) == []
    assert [f[:2] for f in _shape_findings(ctx, en, said.format(added))] == [
        ("addition", "major")]


def test_an_example_said_where_the_english_gives_one_is_no_addition():
    """"Include" names examples as « zum Beispiel » does, and « wie viel » (how much) after
    a comma names none."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    assert _shape_findings(de, "Energy counters are a kind of counter that a player may have. "
                           "(Other kinds of counters that players may have include poison and "
                           "experience.)", "Energiemarken sind eine Art von Marke, die ein "
                           "Spieler haben kann. (Andere Arten von Marken, die Spieler haben "
                           "können, sind zum Beispiel Gift- und Erfahrungsmarken.)") == []
    assert _shape_findings(de, "Preventing some of the damage dealt to the player won’t affect "
                           "the amount of damage dealt to each creature that player controls.",
                           "Wird ein Teil des Schadens verhindert, der dem Spieler zugefügt "
                           "wird, ändert das nichts daran, wie viel Schaden jeder Kreatur "
                           "zugefügt wird, die dieser Spieler kontrolliert.") == []


@pytest.mark.parametrize(("lang", "en", "said", "dropped", "gone"), [
    # a game term of the item's own (monocolored) not said: the item is gone
    ("es", "Hybrid mana symbols, monocolored hybrid mana symbols, and Phyrexian mana symbols do "
     "count toward your devotion to their colors.", "Los símbolos de maná híbrido{} y los de "
     "maná pirexiano sí cuentan para tu devoción a sus colores.", ", los de maná híbrido "
     "monocolor", "monocolored hybrid mana symbols"),
    # the land not said, though « jugando » says "playing" elsewhere in the group
    ("es", "If the top card of your library changes while you’re casting a spell, playing a "
     "land, or activating an ability (most likely because that top card is the card you’re "
     "playing), the new top card won’t be revealed until you finish doing so.",
     "Si la primera carta de tu biblioteca cambia mientras lanzas un hechizo{} o activas una "
     "habilidad (lo más probable es que se deba a que esa primera carta es la que estás "
     "jugando), la nueva primera carta no se mostrará hasta que termines de hacerlo.",
     ", juegas una tierra", "playing a land"),
    # a German compound says an item's word the tokenizer cut (« Untertypen »)
    ("de", "Creatures turned face down by Ixidron are 2/2 creatures with no text, no name, no "
     "subtypes, no expansion symbol, and no mana cost.", "Vom Ixidron verdeckte Kreaturen sind "
     "2/2 Kreaturen ohne Text, ohne Namen, ohne Untertypen{} und ohne Manakosten.",
     ", ohne Erweiterungssymbol", "no expansion symbol"),
    # steps in order close with "then"
    ("de", "After you choose a basic land card in your library, you reveal it, put it into your "
     "hand, then shuffle your library.", "Hast du eine Standardland-Karte in deiner Bibliothek "
     "gewählt, {}nimmst du sie auf deine Hand und mischst danach deine Bibliothek.",
     "zeigst du sie offen vor, ", "you reveal it"),
])
def test_a_list_item_dropped_is_an_omission(lang, en, said, dropped, gone):
    """An item of a list the English writes out, left out of a shorter list: where none of
    its words is said, or a game term of its own is not (the glossary knows how it is
    said); steps in order closed with "then" are a list too."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    assert _shape_findings(ctx, en, said.format(dropped)) == []
    assert _shape_findings(ctx, en, said.format("")) == [("omission", "major", gone)]


def test_a_conditions_then_closes_no_list(ctx):
    """"If, for one of the targets, the player can't choose …, then it remains" is a
    condition and its consequence, no steps in order: nothing of it is a list item."""
    assert _shape_findings(
        ctx, "If, for one of the targets, the player can’t choose a new legal target, "
        "then it remains unchanged (even if the current target is illegal).",
        "Si, pour l'une des cibles, le joueur ne peut pas choisir de nouvelle cible légale, "
        "celle-ci reste inchangée (même si la cible actuelle est illégale).") == []


def test_a_parenthesis_said_in_the_translations_running_text_is_no_omission(ctx):
    """"(which should be illegal)" said « , qui devrait être illégale »: the brackets are
    gone, the words are there, a little longer than the English's. Where the translation
    says them nowhere, the parenthesis is still dropped."""
    en = ("If the copied spell requires a target and there are no legal targets, then the "
          "copy has the same target (which should be illegal) as the original.")
    fr = ("Lorsque le sort copié requiert une cible alors qu'il n'existe aucune cible "
          "légale, la copie reprend la cible de l'original{}.")
    assert _shape_findings(ctx, en, fr.format(", qui devrait être illégale")) == []
    assert _shape_findings(ctx, en, fr.format(", quelle qu'elle soit")) == [
        ("omission", "major", "(which should be illegal)")]


def test_a_cards_name_with_and_is_no_list(tmp_path):
    """"Firesong and Sunspeaker" is one card: its two words are no items of a list, so
    the name said whole (« Chantefeu et Languesoleil ») leaves nothing dropped."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    (tmp_path / "cards.csv").write_text(
        "en,fr,forbidden,note,gender\n"
        "Firesong and Sunspeaker,Chantefeu et Languesoleil,,Dominaria,m\n", encoding="utf-8")
    ctx = Context(load_glossary([GLOSSARY, tmp_path], "fr"), get_pack("fr"))
    en = "The last ability of Firesong and Sunspeaker can’t target a planeswalker."
    fr = ("Un planeswalker ne peut pas être ciblé par la dernière capacité de Chantefeu et "
          "Languesoleil.")
    assert _shape_findings(ctx, en, fr) == []



def test_as_it_last_existed_said_with_tel_que_is_no_example():
    """"its power as it last existed on the battlefield" said « sa force telle qu'elle
    était la dernière fois qu'il se trouvait sur le champ de bataille »: « telle que »
    before a subject compares, it names no example; before a noun (« tel que l'Asphyxie »)
    it does, and an example the English lacks is still added."""
    from tests.checks.test_meaning import _context

    fr = _context("fr")
    en = ("If Meglonoth leaves the battlefield after its ability triggers but before it "
          "resolves, the amount of damage it deals is equal to its power as it last existed "
          "on the battlefield.")
    said = ("Si le Méglonoth quitte le champ de bataille après le déclenchement de sa capacité "
            "mais avant sa résolution, le nombre de blessures qu'il inflige est égal à sa force "
            "telle qu'elle était la dernière fois qu'il se trouvait sur le champ de bataille.")
    assert "addition" not in {f.check_id for f in findings_for(fr, en, said)}
    example = said.replace("telle qu'elle était la dernière fois qu'il se trouvait sur le "
                           "champ de bataille", "telle que la Croissance gigantesque ou "
                           "l'Éruption de Volcan la modifient")
    assert "addition" in {f.check_id for f in findings_for(fr, en, example)}


def test_a_contrast_clause_that_is_its_whole_group_adds_nothing():
    """"They may offer suggestions." said « Dieser darf allerdings Vorschläge machen. »:
    the « allerdings » opens a clause that is the whole of its aligned group, the
    English sentence's own translation, however freely worded; a clause the same cue
    opens beside a rendering of the sentence is still an addition."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    de = Context(load_glossary([Path(GLOSSARY)], "de"), get_pack("de"))
    en = "You choose the target cards; the target player doesn’t. They may offer suggestions."
    said = ("Die Zielkarten bestimmst du, nicht der gewählte Spieler. Dieser darf allerdings "
            "Vorschläge machen.")
    assert "addition" not in ids_for(de, en, said)
    added = ("Die Zielkarten bestimmst du, nicht der gewählte Spieler, allerdings nur "
             "während deines eigenen Zuges und solange du die Karten kontrollierst. Dieser "
             "darf Vorschläge machen.")
    assert "addition" in ids_for(de, en, added, ("major",))


@pytest.mark.parametrize(("lang", "en", "faithful", "added"), [
    # a proviso of a game term beside a card name the English says too
    ("de", "The ability triggers whenever a player casts an instant or sorcery spell that "
     "targets only Mirrorwing Dragon and no other object or player.",
     "Die Fähigkeit wird immer dann ausgelöst, wenn ein Spieler einen Spontanzauber oder "
     "eine Hexerei wirkt, der bzw. die ausschließlich den Spiegelschwingendrachen als Ziel "
     "hat – und kein anderes Objekt und keinen Spieler.",
     "Die Fähigkeit wird immer dann ausgelöst, wenn ein Spieler einen Spontanzauber oder "
     "eine Hexerei wirkt, der bzw. die ausschließlich den Spiegelschwingendrachen als Ziel "
     "hat – und kein anderes Objekt und keinen Spieler –, sofern der Spiegelschwingendrache "
     "ungetappt ist."),
])
def test_a_proviso_naming_a_game_term_the_english_does_not_is_an_addition(tmp_path, lang, en,
                                                                          faithful, added):
    """A proviso of the translation holding the official rendering of a game term that
    the English group does not say in any sense (untapped) is added (« sofern der …
    ungetappt ist »), though the card name beside the term is the English's."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    (tmp_path / lang).mkdir()
    (tmp_path / lang / "cards.csv").write_text(
        "en,de,forbidden,note\nMirrorwing Dragon,Spiegelschwingendrache,,GRN\n",
        encoding="utf-8")
    ctx = Context(load_glossary([Path(GLOSSARY), tmp_path], lang), get_pack(lang))
    assert _shape_findings(ctx, en, faithful) == []
    assert [k for k, _, _ in _shape_findings(ctx, en, added)] == ["addition"]


@pytest.mark.parametrize(("lang", "en", "faithful", "added", "item"), [
    ("es", "A “permanent that isn’t enchanted” is a permanent with no Auras on it.",
     "Un “permanente que no está encantado” es un permanente que no tiene anexada ninguna "
     "Aura.", "Un “permanente que no está encantado” es un permanente que no tiene anexada "
     "ninguna Aura ni ningún Equipo.", "ni ningún Equipo"),
    ("es", "Safe Passage prevents all damage, not just combat damage, that would be dealt to "
     "you and creatures you control this turn.",
     "Durante este turno, el Pasaje seguro previene todo el daño que se fuera a hacer a ti "
     "y a las criaturas que controlas, y no solo el daño de combate.",
     "Durante este turno, el Pasaje seguro previene todo el daño que se fuera a hacer a ti, "
     "a las criaturas que controlas y a los planeswalkers que controlas, y no solo el daño "
     "de combate.", "y a los planeswalkers"),
    ("fr", "As the token is created, it checks the printed values of the artifact it’s "
     "copying, as well as any copy effects that have been applied to it.",
     "Au moment de sa création, le jeton prend en compte les valeurs imprimées de "
     "l'artefact qu'il copie, ainsi que les effets de copie qui ont été appliqués à cet "
     "artefact.", "Au moment de sa création, le jeton prend en compte les valeurs imprimées "
     "de l'artefact qu'il copie, ainsi que les effets de copie qui ont été appliqués à cet "
     "artefact et les marqueurs qui sont sur lui.", "et les marqueurs"),
    # a verb in its citation form after one the English says: « ni bloquear »
    ("es", "The effect is best understood if you read it as “creatures not in the chosen "
     "pile can’t attack.”",
     "El efecto se entiende mejor si se lee como “las criaturas que no están en el montón "
     "elegido no pueden atacar”.", "El efecto se entiende mejor si se lee como “las "
     "criaturas que no están en el montón elegido no pueden atacar ni bloquear”.",
     "ni bloquear"),
])
def test_a_list_item_naming_a_game_term_the_english_does_not_is_added(lang, en, faithful,
                                                                      added, item):
    """An item after a list's coordinator that names a game term the English ruling does
    not say in any form, none of its words rendering the English's (Equipment beside
    "no Auras", planeswalkers beside "you and creatures you control", counters beside
    "copy effects"), is added; without it, nothing."""
    from tests.checks.test_meaning import _context
    ctx = _context(lang)
    assert _shape_findings(ctx, en, faithful) == []
    assert _shape_findings(ctx, en, added) == [("addition", "major", item)]


def test_a_short_sentence_that_negates_is_dropped_or_joined():
    """"Not both." has two words and none of meaning: left out, it is dropped all the
    same (it negates); said « …, mais pas les deux » at the end of the sentence before,
    it joins that sentence's group by its cues, with no negation added."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = ("In other words, the land can be tapped for its own ability _or_ it can be tapped "
          "for black mana. Not both.")
    said = ("Autrement dit, on peut engager le terrain pour sa propre capacité _ou_ pour du "
            "mana noir")
    assert _shape_findings(fr, en, said + ".") == [("omission", "major", "Not both.")]
    assert [f.check_id for f in findings_for(fr, en, said + ", mais pas les deux.")
            if f.severity.value == "major"] == []
    assert _shape_findings(fr, en, said + ". Pas les deux.") == []


def test_a_term_named_before_and_said_by_a_pronoun_is_no_dropped_item():
    """"whether that creature is tapped or untapped" said « le fait qu'elle soit engagée
    ou dégagée »: the creature, named before in the ruling, is said by a pronoun; the
    item left out is dropped."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = ("Gigantoplasm copies exactly what was printed on the original creature and nothing "
          "more (unless that creature is copying something else or is a token; see below). It "
          "doesn’t copy whether that creature is tapped or untapped, whether it has any "
          "counters on it or Auras attached to it, or any non-copy effects that have changed "
          "its power, toughness, types, color, etc.")
    said = ("Le Gigantoplasme copie exactement ce qui est imprimé sur la créature d'origine, "
            "rien de plus (à moins que cette créature ne copie elle-même autre chose ou ne soit "
            "un jeton ; voir plus bas). Il ne copie ni {}les marqueurs qu'elle porte ou les "
            "auras qui lui sont attachées, ni les effets autres que de copie qui ont modifié sa "
            "force, son endurance, ses types, sa couleur, etc.")
    assert _shape_findings(fr, en, said.format("le fait qu'elle soit engagée ou dégagée, ni ")) == []
    assert _shape_findings(fr, en, said.format("")) == [
        ("omission", "major", "creature is tapped or untapped")]


def test_a_word_said_again_after_a_coordinator_is_no_added_item():
    """"X switches … and it switches …" said « X échange … et elle échange … »: the
    translation's own word again after « et » adds nothing to a list; a game term the
    English does not say there does."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = ("If you chose two targets, Invert switches the power and toughness of one creature "
          "and it switches the power and toughness of another creature.")
    said = ("Si vous avez choisi deux cibles, l'Inversion échange la force et l'endurance d'une "
            "créature et elle échange la force et l'endurance d'une autre créature{}.")
    assert _shape_findings(fr, en, said.format("")) == []
    assert _shape_findings(fr, en, said.format(" et des jetons")) == [
        ("addition", "major", "et des jetons")]


def test_a_proviso_beside_a_concession_said_as_such_is_added():
    """"regardless of whose turn it is" said « Peu importe à qui est le tour »: the
    English's concession, said by the translation's own, answers no « pour peu que »
    clause beside it (provided that), which is added; an "if" of the English said as the
    proviso answers it."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = ("Archangel Avacyn’s delayed triggered ability triggers at the beginning of the next "
          "upkeep regardless of whose turn it is.")
    said = ("Peu importe à qui est le tour : la capacité déclenchée retardée de l'Archange "
            "Avacyn se déclenche au début du prochain entretien{}.")
    assert _shape_findings(fr, en, said.format("")) == []
    assert [k for k, _, _ in _shape_findings(fr, en, said.format(
        ", pour peu que l'Archange Avacyn soit encore sur le champ de bataille"))] == ["addition"]
    # an English "if" said as a proviso beside a concession said as such: answered
    de = _context("de")
    assert _shape_findings(
        de, "Even if you don’t plan on exchanging control of any permanents, if you can choose "
        "two legal targets when the ability triggers, you must do so.",
        "Auch wenn du gar nicht vorhast, die Kontrolle über bleibende Karten zu tauschen, musst "
        "du zwei Ziele bestimmen, sofern du beim Auslösen der Fähigkeit zwei gültige Ziele "
        "bestimmen kannst.") == []


def test_a_coordinated_clause_is_no_list_item():
    """A coordinator that opens a negated clause (« und die keine Kreatur ist » for
    "noncreature", « y no la recuperará » for "even if you regain control") adds no
    item to a list, though a word of it names a game term."""
    from tests.checks.test_meaning import _context
    de, es = _context("de"), _context("es")
    assert _shape_findings(
        de, "If there is a +1/+1 counter on a noncreature permanent you control, such as a "
        "Vehicle that isn’t crewed, it won’t get another one from Lifecrafter’s Gift.",
        "Liegt bereits eine +1/+1-Marke auf einer bleibenden Karte, die du kontrollierst und "
        "die keine Kreatur ist (etwa ein Fahrzeug, das nicht bemannt ist), erhält sie durch "
        "die Gabe der Biotronik keine weitere.") == []
    assert _shape_findings(
        es, "If another player gains control of Quicksmith Spy, the artifact will no longer "
        "have the card-drawing ability, even if you regain control of Quicksmith Spy.",
        "Si otro jugador gana el control de la Espía forjacélere, el artefacto pierde la "
        "habilidad de robar cartas, y no la recuperará aunque vuelvas a ganar el control de "
        "la Espía forjacélere.") == []


def test_a_compound_is_one_word_of_a_clause():
    """« Spielsteine, die … » names what the English's "Ones which …" refers to: the
    compound's two parts (Spiel|steine) are one written word, too few to judge a clause
    by; a clause of two words of its own that the English does not say still is one."""
    from tests.checks.test_meaning import _context
    ctx = _context("de")
    en = ("Thus, only Skeleton tokens which are on the battlefield when it leaves the "
          "battlefield are destroyed. Ones which are going to appear due to use of the "
          "ability but which have not yet appeared are safe.")
    de = ("Deshalb werden nur Skelett-Spielsteine zerstört, die im Spiel sind, wenn die "
          "Verzauberung das Spiel verlässt. Spielsteine, die durch eine Aktivierung der "
          "Fähigkeit erst noch entstehen sollen, aber noch nicht im Spiel sind, bleiben "
          "verschont.")
    assert _shape_findings(ctx, en, de) == []


def test_a_lettered_list_item_dropped_is_an_omission():
    """"(a) … (e)" said with four items lettered again: the list's last letter, left
    without a counterpart, says an item is gone; the plural's "color(s)" is no letter."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    en = ("The “becomes unattached” ability triggers if (a) Grafted Wargear leaves the "
          "battlefield, (b) the equip ability moves it onto another creature, (c) another "
          "effect moves it onto another creature, (d) an effect causes it to become "
          "unattached, or (e) the creature leaves the battlefield.")
    said = ("Die „wird gelöst“-Fähigkeit löst aus, falls (a) die Aufgepfropfte "
            "Kriegsausrüstung das Spiel verlässt, (b) die Ausrüsten-Fähigkeit sie an eine "
            "andere Kreatur anlegt, (c) {}")
    assert [f for f in _shape_findings(de, en, said.format(
        "ein anderer Effekt sie an eine andere Kreatur anlegt, (d) ein Effekt sie löst oder "
        "(e) die Kreatur das Spiel verlässt.")) if f[0] == "omission"] == []
    assert [f for f in _shape_findings(de, en, said.format(
        "ein Effekt sie löst oder (d) die Kreatur das Spiel verlässt."))
        if f[0] == "omission"] == [("omission", "major", "(b)")]  # one letter is left over
    fr = _context("fr")
    assert [f for f in _shape_findings(
        fr, "It won’t matter what your devotion to its color(s) was.",
        "Votre dévotion à sa ou ses couleurs n'a aucune importance.") if f[1] == "major"] == []
