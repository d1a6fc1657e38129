"""Terms and card names, with real EN→FR ruling text: each check passes on the right
French and fails on the wrong one, in any inflection, with elision and articles."""

import pytest

from tests.conftest import findings_for, ids_for

MAJOR = ("major", "critical")

TERMINOLOGY = [
    # (en, fr, expected major check ids)
    ("If the spell has damage divided as it was cast, the division can't be changed.",
     "Si les blessures du sort ont été réparties au moment où il a été lancé, la répartition "
     "ne peut pas être modifiée.", set()),
    ("If the spell has damage divided as it was cast, the division can't be changed.",
     "Si les dégâts du sort ont été répartis au moment où il a été lancé, la répartition ne "
     "peut pas être modifiée.", {"terminology"}),
    ("A 1/1 creature that enters under your control with a +1/+1 counter on it won't receive "
     "an additional +1/+1 counter.",
     "Une créature 1/1 qui arrive sous votre contrôle avec un marqueur +1/+1 sur elle ne "
     "recevra pas de marqueur +1/+1 supplémentaire.", set()),
    ("A 1/1 creature that enters under your control with a +1/+1 counter on it won't receive "
     "an additional +1/+1 counter.",
     "Une créature 1/1 qui arrive sous votre contrôle avec un compteur +1/+1 sur elle ne "
     "recevra pas de compteur +1/+1 supplémentaire.", {"terminology"}),
    ("It doesn't copy whether that creature is tapped or untapped.",
     "Il ne copie pas le fait que cette créature soit engagée ou dégagée.", set()),
    ("It doesn't copy whether that creature is tapped or untapped.",
     "Il ne copie pas le fait que cette créature soit tapée ou dégagée.", {"terminology"}),
    ("Expansion can copy any instant or sorcery spell with an appropriate mana value.",
     "L'Expansion peut copier n'importe quel sort d'éphémère ou de rituel avec une valeur de "
     "mana appropriée.", set()),
    ("Expansion can copy any instant or sorcery spell with an appropriate mana value.",
     "L'Expansion peut copier n'importe quel sort d'instantané ou de sorcellerie avec une "
     "valeur de mana appropriée.", {"terminology"}),
    ("Abilities that trigger when a player casts a spell won't trigger.",
     "Les capacités qui se déclenchent quand un joueur lance un sort ne se déclenchent pas.",
     set()),
    ("Abilities that trigger when a player casts a spell won't trigger.",
     "Les capacités qui se déclenchent quand un joueur joue un sort ne se déclenchent pas.",
     {"terminology"}),
    ("Bottomless Pool // Locker Room has a mana value of 6 while it's in your library.",
     "Piscine sans fond // Vestiaire a une valeur de mana de 6 tant qu'elle est dans votre "
     "librairie.", {"terminology"}),
    ("If neither door of a Room is unlocked, it's a Room enchantment with no name.",
     "Si aucun des accès d'une pièce n'est déverrouillé, c'est un enchantement de pièce sans nom.",
     set()),
    ("If neither door of a Room is unlocked, it's a Room enchantment with no name.",
     "Si aucune des portes d'une pièce n'est déverrouillée, c'est un enchantement de pièce sans nom.",
     {"terminology"}),
]


@pytest.mark.parametrize(("en", "fr", "expected"), TERMINOLOGY)
def test_terminology(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, MAJOR) == expected


def test_forbidden_form_that_is_right_for_another_term_is_excused(ctx):
    # "jouer" is wrong for cast, right for play (a land): both in one ruling.
    en = "You may play a land or cast a spell this way."
    fr = "Vous pouvez jouer un terrain ou lancer un sort de cette manière."
    assert ids_for(ctx, en, fr, MAJOR) == set()


def test_terminology_finding_carries_terms_and_spans(ctx):
    en = "If the ability divides damage or distributes counters among a number of targets."
    fr = "Si la capacité répartit des blessures ou distribue des compteurs entre plusieurs cibles."
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "terminology"]
    assert (f.en_term, f.expected, f.found) == ("counter", "marqueur", "compteurs")
    assert en[slice(*f.en_span)] == "counters"
    assert fr[slice(*f.fr_span)] == "compteurs"


def test_outdated_term_is_minor(ctx):
    en = "If a spell has {X} in its mana cost, include the value chosen for that X when "\
         "determining the mana value of that spell."
    fr = "Si un sort a {X} dans son coût de mana, incluez la valeur choisie pour ce X pour "\
         "déterminer le coût converti de mana de ce sort."
    found = findings_for(ctx, en, fr)
    assert [(f.check_id, f.severity.value, f.found) for f in found] == [
        ("outdated-term", "minor", "coût converti de mana")]


CARD_NAMES = [
    ("Abstruse Archaic's ability targets an ability that is on the stack.",
     "La capacité de l'Archaïque abscons cible une capacité qui est sur la pile.", set()),
    ("Abstruse Archaic's ability targets an ability that is on the stack.",
     "La capacité d'Abstruse Archaic cible une capacité qui est sur la pile.", {"card-name"}),
    # elision and lower-case article, possessive
    ("For example, if Elite Arcanist's enters-the-battlefield ability triggers twice, two cards "
     "are exiled.",
     "Par exemple, si la capacité d'arrivée sur le champ de bataille de l'Arcaniste d'élite se "
     "déclenche deux fois, deux cartes sont exilées.", set()),
    ("Fractured Realm's ability doesn't copy the triggered ability.",
     "La capacité du Royaume fracturé ne copie pas la capacité déclenchée.", set()),
    ("Fractured Realm's ability doesn't copy the triggered ability.",
     "La capacité de Fractured Realm ne copie pas la capacité déclenchée.", {"card-name"}),
    ("If an effect counts the number of enchantment cards in your graveyard, Bottomless Pool // "
     "Locker Room counts once, not twice.",
     "Si un effet compte le nombre de cartes d'enchantement dans votre cimetière, Bassin sans "
     "fond // Vestiaire compte une fois, pas deux.", {"card-name"}),
    # a name equal in both languages
    ("If one of Explosion's two targets becomes illegal, the other is affected as appropriate.",
     "Si l'une des deux cibles de l'Explosion devient illégale, l'autre est affectée de manière "
     "appropriée.", set()),
    ("If one of Explosion's two targets becomes illegal, the other is affected as appropriate.",
     "Si l'une des deux cibles de l'Éclatement devient illégale, l'autre est affectée de manière "
     "appropriée.", {"card-name"}),
]


@pytest.mark.parametrize(("en", "fr", "expected"), CARD_NAMES)
def test_card_names(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr, MAJOR) == expected


def test_invented_name_is_shown_with_the_expected_one(ctx):
    en = "If an opponent controls only lands as Dispersal resolves, that player won't return "\
         "any permanent to their hand."
    fr = "Si un adversaire ne contrôle que des terrains pendant que Dispersion se résout, ce "\
         "joueur ne renverra aucun permanent dans sa main."
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "card-name"]
    assert (f.expected, f.found, f.en_term) == ("Répartition", "Dispersion", "Dispersal")
    assert fr[slice(*f.fr_span)] == "Dispersion"


def test_ordinary_word_is_not_a_card_name(ctx):
    # "Explosion" and "Discovery" are card names; in lower case they are ordinary words.
    en = "The discovery of a new card has no effect on the explosion of mana."
    assert ctx.source(en).cards == []


def test_wrong_form_is_reported_instead_of_a_missing_term(ctx):
    en = "Each opponent discards a card."
    assert ids_for(ctx, en, "Chaque adversaire se défausse d'une carte.") == set()
    found = findings_for(ctx, en, "Chaque adversaire jette une carte.")
    assert [(f.check_id, f.severity.value, f.expected, f.found) for f in found] == [
        ("terminology", "major", "se défausser", "jette")]


def test_term_missing_when_nothing_renders_the_term(ctx):
    en = "That player shuffles their library."
    found = findings_for(ctx, en, "Ce joueur remue sa bibliothèque.")
    assert [(f.check_id, f.severity.value, f.expected) for f in found] == [
        ("term-missing", "minor", "mélanger")]
