"""Lemma-, elision- and sense-aware matching of terms and card names, with real EN→FR text."""

from pathlib import Path

import pytest

from pipeline.analysis import Context
from pipeline.glossary.model import load_glossary
from pipeline.lang import get_pack
from tests.conftest import GLOSSARY, findings_for, ids_for

MAJOR = ("major", "critical")


@pytest.fixture(scope="module")
def cards_ctx(tmp_path_factory) -> Context:
    """The shipped glossary plus a few official card names (from French printings)."""
    folder: Path = tmp_path_factory.mktemp("cards")
    (folder / "cards.csv").write_text(
        "en,fr,forbidden,note\n"
        "Abandoned Outpost,Avant-poste abandonné,,Odyssey\n"
        "Kaya's Ghostform,Forme spectrale de Kaya,,War of the Spark\n"
        "\"Kiki-Jiki, Mirror Breaker\",\"Kiki-Jiki, briseur de miroir\",,Champions\n"
        "Sacrifice,Sacrifice,,Urza's Saga\n"
        "Intervention,Interposition,,Guilds of Ravnica (a face of Integrity // Intervention)\n"
        "Flight,Vol,,Alpha: the French name is an ordinary word\n"
        "Fling,Projection,,Alpha\n"
        "Expedite,Hâte,,Zendikar: the French name is the outdated word for haste\n"
        "Sculpting Steel,Acier sculpteur,,Tempest\n"
        "Hostage Taker,Preneuse d'otage,,Ixalan\n",
        encoding="utf-8")
    return Context(load_glossary([GLOSSARY, folder], "fr"), get_pack("fr"))


@pytest.mark.parametrize(("en", "fr", "expected"), [
    # inflection: plural, participle agreement, conjugated verb
    ("Remove two +1/+1 counters from it.", "Retirez-en deux marqueurs +1/+1.", set()),
    ("Remove two +1/+1 counters from it.", "Retirez-en deux compteurs +1/+1.", {"terminology"}),
    ("It deals 3 damage to any target.", "Elle inflige 3 blessures à n'importe quelle cible.",
     set()),
    ("The damage dealt this way can't be prevented.",
     "Les dégâts infligés de cette manière ne peuvent pas être prévenus.", {"terminology"}),
    ("Each player shuffles their library.", "Chaque joueur mélange sa librairie.",
     {"terminology"}),
    # elision and capitalised sentence start
    ("Exile it. Its owner may cast it.", "Exilez-le. Son propriétaire peut le lancer.", set()),
    ("Instants and sorceries are spells.", "Les éphémères et les rituels sont des sorts.", set()),
    ("Instants and sorceries are spells.", "Les instantanés et les rituels sont des sorts.",
     {"terminology"}),
])
def test_inflection_elision_case(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, MAJOR) == expected


@pytest.mark.parametrize(("en", "fr", "expected"), [
    # counter the object (marqueur) and counter the verb (contrecarrer) in one ruling
    ("Counter target spell. Put a +1/+1 counter on target creature.",
     "Contrecarrez le sort ciblé. Mettez un marqueur +1/+1 sur une créature ciblée.", set()),
    ("Counter target spell. Put a +1/+1 counter on target creature.",
     "Contrecarrez le sort ciblé. Mettez un compteur +1/+1 sur une créature ciblée.",
     {"terminology"}),
    # "jouer" is right for a land, wrong for a spell
    ("You may play an additional land this turn.",
     "Vous pouvez jouer un terrain supplémentaire ce tour-ci.", set()),
    ("You can't cast spells this turn.", "Vous ne pouvez pas jouer de sorts ce tour-ci.",
     {"terminology"}),
    # porte: right for a Gate, wrong for a Room's door
    ("Whenever a Gate you control enters, draw a card.",
     "À chaque fois qu'une porte que vous contrôlez arrive, piochez une carte.", set()),
    ("You may unlock a door of a Room you control.",
     "Vous pouvez déverrouiller une porte d'une pièce que vous contrôlez.", {"terminology"}),
])
def test_ambiguous_senses(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, MAJOR) == expected


def test_counter_senses_are_told_apart(ctx):
    side = ctx.source("Counter target spell. Remove a counter from it.")
    senses = [[e.target[0] for e in m.payloads] for m in side.terms
              if side.tokens[m.start].lower == "counter"]
    assert senses == [["contrecarrer"], ["marqueur"]]


@pytest.mark.parametrize(("en", "fr", "expected"), [
    # article and elision before a name, either case of its first letter
    ("Abandoned Outpost enters the battlefield tapped.",
     "L'Avant-poste abandonné arrive sur le champ de bataille engagé.", set()),
    ("Sacrifice Abandoned Outpost: Add one mana of any color.",
     "Sacrifiez l'avant-poste abandonné : Ajoutez un mana de la couleur de votre choix.", set()),
    ("Abandoned Outpost enters the battlefield tapped.",
     "Abandoned Outpost arrive sur le champ de bataille engagé.", {"card-name"}),
    # possessives, and a legendary name by its first part
    ("Return Kaya's Ghostform to the battlefield.",
     "Renvoyez la Forme spectrale de Kaya sur le champ de bataille.", set()),
    ("Kiki-Jiki's ability creates a token that's a copy of target creature.",
     "La capacité de Kiki-Jiki crée un jeton qui est une copie d'une créature ciblée.", set()),
    ("If Kiki-Jiki, Mirror Breaker leaves the battlefield, nothing happens.",
     "Si Kiki-Jiki, Mirror Breaker quitte le champ de bataille, rien ne se passe.",
     {"card-name"}),
])
def test_card_names(cards_ctx, en, fr, expected):
    assert ids_for(cards_ctx, en, fr, MAJOR) == expected


@pytest.mark.parametrize(("en", "fr"), [
    # card names that are ordinary words do not fire on ordinary use
    ("Sacrifice a creature: Add {B}.", "Sacrifiez une créature : Ajoutez {B}."),
    ("Fling the creature you sacrificed.", "Lancez la créature que vous avez sacrifiée."),
    ("Flight attendants are not a card type.", "Les hôtesses ne sont pas un type de carte."),
])
def test_names_that_are_ordinary_words(cards_ctx, en, fr):
    assert "card-name" not in ids_for(cards_ctx, en, fr, MAJOR)


def test_ordinary_word_name_fires_when_left_in_english(cards_ctx):
    en = "If you cast Fling, you sacrifice a creature."
    fr = "Si vous lancez Fling, vous sacrifiez une créature."
    (f,) = [f for f in findings_for(cards_ctx, en, fr) if f.check_id == "card-name"]
    assert (f.expected, f.found) == ("Projection", "Fling")


def test_a_word_that_is_a_cards_name_is_a_word_where_the_english_names_no_card(cards_ctx):
    """« hâte » is the card Expedite's French name and the outdated word for haste: where
    the English names no such card, it is an ordinary word, and a wrong one; where the
    English names Expedite, it is the card."""
    en = "Target creature gains haste until end of turn."
    wrong = "La créature ciblée acquiert la hâte jusqu'à la fin du tour."
    [finding] = [f for f in findings_for(cards_ctx, en, wrong) if f.check_id == "terminology"]
    assert (finding.en_term, finding.expected, finding.found) == ("haste", "célérité", "hâte")
    assert ids_for(cards_ctx, en, wrong.replace("la hâte", "la célérité"), MAJOR) == set()
    named = ("Expedite gives target creature haste until end of turn.",
             "Hâte donne la célérité à la créature ciblée jusqu'à la fin du tour.")
    assert ids_for(cards_ctx, *named, MAJOR) == set()


@pytest.mark.parametrize(("en", "fr", "found"), [
    # a name of ordinary words with capitals after its first word is a name, even at the
    # start of a sentence; what stands in its place is the span nearest the official name
    ("Sculpting Steel can copy an artifact.", "L'Acier sculptant peut copier un artefact.",
     "Acier sculptant"),
    ("Hostage Taker exiles the creature until it leaves the battlefield.",
     "Le Preneur d'otage exile la créature jusqu'à ce qu'il quitte le champ de bataille.",
     "Preneur d'otage"),
    # a legendary name's first part followed by an epithet that is not the official one
    ("If Kiki-Jiki, Mirror Breaker leaves the battlefield, the token stays.",
     "Si Kiki-Jiki, briseur de miroirs quitte le champ de bataille, le jeton reste.",
     "Kiki-Jiki, briseur de miroirs"),
])
def test_the_span_standing_for_a_wrong_name_is_found(cards_ctx, en, fr, found):
    [finding] = [f for f in findings_for(cards_ctx, en, fr) if f.check_id == "card-name"]
    assert finding.severity.value == "major"
    assert finding.found == found
    assert fr[slice(*finding.fr_span)] == found


def test_a_name_right_once_and_misspelt_once_is_found(cards_ctx):
    en = ("Hostage Taker's ability exiles the creature. If Hostage Taker leaves the "
          "battlefield, the creature returns.")
    fr = ("La capacité de la Preneuse d'otage exile la créature. Si {} quitte le champ de "
          "bataille, la créature revient.")
    assert "card-name" not in ids_for(cards_ctx, en, fr.format("elle"))
    [finding] = [f for f in findings_for(cards_ctx, en, fr.format("le Preneur d'otage"))
                 if f.check_id == "card-name"]
    assert (finding.expected, finding.found) == ("Preneuse d'otage", "Preneur d'otage")


@pytest.mark.parametrize(("en", "fr"), [
    ("Sculpting Steel can copy an artifact.", "L'Acier sculpteur peut copier un artefact."),
    ("Hostage Taker exiles the creature until it leaves the battlefield.",
     "La Preneuse d'otage exile la créature jusqu'à ce qu'elle quitte le champ de bataille."),
    ("If Kiki-Jiki, Mirror Breaker leaves the battlefield, the token stays.",
     "Si Kiki-Jiki quitte le champ de bataille, le jeton reste."),
    ("If Kiki-Jiki, Mirror Breaker leaves the battlefield, the token stays.",
     "Si Kiki-Jiki, briseur de miroir, quitte le champ de bataille, le jeton reste."),
])
def test_official_names_and_a_legendary_names_first_part_pass(cards_ctx, en, fr):
    assert "card-name" not in ids_for(cards_ctx, en, fr)


def test_typography_variants_do_not_hide_terms(ctx):
    # no-break spaces, « » quotes, typographic apostrophe, hyphenated imperative
    en = 'It gains "When this creature dies, draw a card."'
    fr = "Elle acquiert «\u00a0Quand cette créature meurt, piochez une carte.\u00a0»"
    assert ids_for(ctx, en, fr) == set()
    fr_wrong = "Elle acquiert «\u00a0Quand cette créature meurt, tirez une carte.\u00a0»"
    assert ids_for(ctx, en, fr_wrong, MAJOR) == {"terminology"}
    en2 = "Exile it, then return it to the battlefield under its owner's control."
    fr2 = "Exilez-la, puis renvoyez-la sur le champ de bataille sous le contrôle de son propriétaire."
    assert ids_for(ctx, en2, fr2.replace("'", "’")) == set()


@pytest.mark.parametrize(("en", "fr", "expected"), [
    # "prevent … from" is no prevention: « empêcher » is its word, as official texts show
    ("Its ability can't prevent you from losing the game.",
     "Sa capacité ne peut pas vous empêcher de perdre la partie.", set()),
    ("Prevent all combat damage that would be dealt this turn.",
     "Empêchez toutes les blessures de combat qui devraient être infligées ce tour-ci.",
     {"terminology"}),
    # next= words a few words away: "draw two cards" is the verb's sense
    ("Draw two cards.", "Piochez deux cartes.", set()),
    ("Draw two cards.", "Tirez deux cartes.", {"terminology"}),
    # a game that is a draw is no card drawn
    ("Effects that say the game is a draw still work.",
     "Les effets qui déclarent la partie nulle fonctionnent toujours.", set()),
])
def test_a_sense_is_told_by_the_words_near_it(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, MAJOR) == expected


def test_a_card_name_at_the_end_of_a_longer_name_is_none(cards_ctx):
    """"Divine Intervention" (a Legends card) is not the card Intervention: a capitalised
    word after a word comes before the name. A name that begins a sentence, or a clause
    after a cost, is still the card."""
    en = ("Effects that say the game is a draw, such as the Legends card Divine "
          "Intervention, are not affected.")
    assert cards_ctx.source(en).cards == []
    assert ids_for(cards_ctx, en, "Les effets qui déclarent la partie nulle, comme celui de "
                   "la carte Legends Divine Intervention, ne sont pas affectés.", MAJOR) == set()
    for text in ("{2}: Return Abandoned Outpost to its owner's hand.",
                 "Flash\nWhen Abandoned Outpost enters the battlefield, draw a card."):
        assert [[e.en for e in m.payloads] for m in cards_ctx.source(text).cards] == [
            ["Abandoned Outpost"]]
    assert ids_for(cards_ctx, "Intervention deals 3 damage to any target.",
                   "Intervention inflige 3 blessures à n'importe quelle cible.",
                   MAJOR) == {"card-name"}


def test_a_names_plural_forms_are_few_however_long_the_name():
    """Each word after the head noun is read with or without its plural ending up to
    PLURAL_VARIED words; a longer run gives two forms, not one per combination."""
    from pipeline.glossary.compiled import PLURAL_VARIED, plural_names
    from pipeline.lang import get_pack

    fr = get_pack("fr")
    assert plural_names(["apôtre", "né", "des", "ombres"], fr) == [
        ("apôtres", "né", "des", "ombres"), ("apôtres", "nés", "des", "ombres")]
    assert plural_names(["kiki-jiki", ",", "briseur", "de", "miroir"], fr) == []
    long_name = ["ange"] + ["noir"] * 2000
    assert len(plural_names(long_name, fr)) == 2
    assert len(plural_names(["ange"] + ["noir"] * PLURAL_VARIED, fr)) == 2 ** PLURAL_VARIED
