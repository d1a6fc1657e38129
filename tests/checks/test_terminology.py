"""Terms and card names, with real EN→FR ruling text: each check passes on the right
French and fails on the wrong one, in any inflection, with elision and articles."""

import pytest

from pipeline.analysis import Context
from pipeline.glossary.model import load_glossary
from pipeline.lang import get_pack
from tests.conftest import GLOSSARY, findings_for, ids_for

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
    # « mélanger » stands in all 269 official texts with "shuffle": its absence is major
    assert [(f.check_id, f.severity.value, f.expected) for f in found] == [
        ("term-missing", "major", "mélanger")]


def _term_missing(ctx, en: str, fr: str) -> list[tuple[str, str]]:
    return [(f.severity.value, f.en_term) for f in findings_for(ctx, en, fr)
            if f.check_id == "term-missing"]


def test_an_unlisted_wrong_rendering_of_a_binding_term_is_major(ctx):
    """scry is « regard » in every official text that has it (its consistency in the
    shipped glossary): « surveillez », a word nobody listed as wrong, flags the ruling."""
    en = "Whenever you cast your second spell each turn, scry 2."
    assert _term_missing(ctx, en, "Chaque fois que vous lancez votre deuxième sort de chaque "
                         "tour, surveillez 2.") == [("major", "scry")]
    assert _term_missing(ctx, en, "Chaque fois que vous lancez votre deuxième sort de chaque "
                         "tour, regard 2.") == []
    [finding] = [f for f in findings_for(ctx, en, "Chaque fois que vous lancez votre deuxième "
                                         "sort de chaque tour, surveillez 2.")
                 if f.check_id == "term-missing"]
    assert "official texts with the English term show it in 98 of 98" in finding.message


def test_a_rare_keyword_official_texts_always_render_binds_from_eight_texts(ctx):
    """unleash is « emportement » in 11 of 11 official texts: « déchaînement » is major,
    as scry's « surveillez ». zone is « zone » in 5 of 5, too few to bind: a hint."""
    assert _term_missing(ctx, "You may have a creature with unleash enter the battlefield "
                         "with a +1/+1 counter on it.", "Vous pouvez faire arriver une "
                         "créature avec le déchaînement sur le champ de bataille avec un "
                         "marqueur +1/+1.") == [("major", "unleash")]
    assert _term_missing(ctx, "You may have a creature with unleash enter the battlefield "
                         "with a +1/+1 counter on it.", "Vous pouvez faire arriver une "
                         "créature avec l'emportement sur le champ de bataille avec un "
                         "marqueur +1/+1.") == []
    assert _term_missing(ctx, "It moves to another zone.",
                         "Elle va dans une autre région.") == [("minor", "zone")]


def test_a_keyword_official_texts_render_in_all_but_one_binds(ctx):
    """exert is « surmener » in 28 of 29 official texts (one older wording): « épuisez »
    is major; « surmenez » renders it."""
    en = "If you exert it, it won’t untap during your next untap step."
    assert _term_missing(ctx, en, "Si vous l'épuisez, elle ne se dégagera pas lors de votre "
                         "prochaine étape de dégagement.") == [("major", "exert")]
    assert _term_missing(ctx, en, "Si vous la surmenez, elle ne se dégagera pas lors de votre "
                         "prochaine étape de dégagement.") == []


def test_a_sense_an_article_rules_out_is_no_term(ctx):
    """"their own" is no verb: the row of the verb own (pos=VERB, « posséder ») asks for
    nothing there, where "cards they own" still asks for a rendering."""
    assert _term_missing(ctx, "You can sacrifice that Desert to pay the cost for its own "
                         "ability.", "Vous pouvez sacrifier ce désert pour payer le coût de sa "
                         "propre capacité.") == []
    assert "own" in {t for _, t in _term_missing(
        ctx, "Each player shuffles all cards they own into their library.",
        "Chaque joueur mélange toutes ses cartes dans sa bibliothèque.")}


def test_a_base_form_after_a_plural_subject_is_its_verb(ctx):
    """"its effects persist this turn": after a plural noun that a possessive opens,
    the base form is the verb, no keyword persist (pos=NOUN, « persistance »); "a
    creature with persist" still asks for it."""
    assert _term_missing(ctx, "Once the ability has resolved, its effects persist this "
                         "turn even if you lose control of your commander.",
                         "Une fois la capacité résolue, ses effets durent jusqu'à la fin "
                         "du tour, même si vous perdez le contrôle de votre commandant.") == []
    assert ("major", "persist") in _term_missing(
        ctx, "If a creature with persist dies, return it to the battlefield.",
        "Si une créature avec ténacité meurt, renvoyez-la sur le champ de bataille.")


def test_a_word_no_verb_inflects_to_is_no_verb(ctx):
    """The lookup table lemmatises "dice" as "die": no form of the verb dies
    (pos=VERB, « mourir ») is it, so « dés » asks for nothing; "died" still does."""
    assert _term_missing(ctx, "You can track them with dice.",
                         "Vous pouvez les suivre avec des dés.") == []
    assert ("minor", "dies") in _term_missing(
        ctx, "If the creature died this turn, return it.",
        "Si la créature a été détruite ce tour-ci, renvoyez-la.")


def test_a_base_form_after_a_modal_is_a_verb(ctx):
    """"will never reach that player's graveyard" is the verb: reach, the keyword (a
    noun), asks for nothing there; a creature with reach still does."""
    en = "As that card will never reach that player’s graveyard, it won’t trigger."
    assert _term_missing(ctx, en, "Comme cette carte n'arrivera jamais dans le cimetière "
                         "de ce joueur, elle ne se déclenche pas.") == []
    assert "reach" in {t for _, t in _term_missing(
        ctx, "A creature with reach can block it.",
        "Une créature avec envergure peut la bloquer.")}


def test_a_plural_renders_a_form_whose_singular_the_table_reads_as_a_verb():
    """The lookup table leads « daño » to the verb « dañar », « daños » to « daño »:
    "3 combat damage" said « 3 daños de combate » renders « daño de combate »."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = "For example, a 2/3 creature will assign 3 combat damage rather than 2."
    assert _term_missing(es, en, "Por ejemplo, una criatura 2/3 asignará 3 daños de "
                         "combate en lugar de 2.") == []
    assert ("major", "combat damage") in _term_missing(
        es, en, "Por ejemplo, una criatura 2/3 asignará 3 heridas de guerra en lugar de 2.")


def test_turning_into_is_no_turn_of_the_game(ctx):
    """"turns X into a creature" is a change of kind (« transforme … en »), not the
    game's turn (« tour », binding) nor turning a card over."""
    assert _term_missing(ctx, "Its ability turns the land into a creature.",
                         "Sa capacité transforme le terrain en créature.") == []
    assert "turn" in {t for _, t in _term_missing(
        ctx, "It can't attack this turn.", "Elle ne peut pas attaquer cette fois-ci.")}


def test_a_hyphenated_rendering_agrees_by_its_last_part(ctx):
    """« non-jeton » plural is « non-jetons »."""
    en = "If multiple nontoken creatures you control die at once, it triggers that many times."
    assert _term_missing(ctx, en, "Si plusieurs créatures non-jetons que vous contrôlez "
                         "meurent en même temps, elle se déclenche autant de fois.") == []
    assert _term_missing(ctx, en, "Si plusieurs créatures que vous contrôlez meurent en même "
                         "temps, elle se déclenche autant de fois.") == [("major", "nontoken")]


def test_a_term_official_texts_paraphrase_stays_a_hint(ctx):
    """reach is « portée » in three official texts in four (others say what it does):
    its absence is a minor hint, never a flag."""
    assert _term_missing(ctx, "Target creature gains reach until end of turn.",
                         "La créature ciblée peut bloquer les créatures avec le vol jusqu'à "
                         "la fin du tour.") == [("minor", "reach")]


def test_a_binding_term_parted_by_a_coordination_is_rendered(ctx):
    en = ("The controller of a copy can't choose to pay any alternative or additional costs "
          "for the copy.")
    fr = ("Le contrôleur d'une copie ne peut pas choisir de payer des coûts alternatifs ou "
          "supplémentaires pour la copie.")
    assert "major" not in {severity for severity, _ in _term_missing(ctx, en, fr)}
    assert _term_missing(ctx, en, fr.replace("ou supplémentaires", "ou en plus")) == [
        ("major", "additional cost")]


def test_a_binding_term_in_reminder_text_a_print_leaves_out_stays_a_hint(ctx):
    """Printed cards may leave out the reminder text the Oracle has: a term inside it is
    no error when the translation has no parenthesis there; where both have one, it is."""
    en = "Deathtouch (Any amount of damage this deals to a creature is enough to destroy it.)"
    assert "major" not in {s for s, _ in _term_missing(ctx, en, "Contact mortel")}
    assert ("major", "damage") in _term_missing(
        ctx, en, "Contact mortel (N'importe quelle quantité de coups que ce permanent "
        "inflige à une créature suffit à la faire mourir.)")  # destroy gone too


def test_a_binding_term_the_tokenizer_cannot_cut_out_is_written(ctx):
    """Card databases run lines together (« une carte.{1}, {T} », where the tokenizer
    makes one token of « carte.{1 »): the rendering is there as written, so no major
    finding, whatever the tokens say."""
    en = ("When Alchemist's Vial enters the battlefield, draw a card.\n{1}, {T}, Sacrifice "
          "Alchemist's Vial: Target creature can't attack or block this turn.")
    fr = ("Quand la Fiole de l'alchimiste arrive sur le champ de bataille, piochez une carte."
          "{1}, {T} : Sacrifiez la Fiole de l'alchimiste : La créature ciblée ne peut ni "
          "attaquer ni bloquer ce tour-ci.")
    assert "major" not in {s for s, _ in _term_missing(ctx, en, fr)}


def test_a_longer_word_that_begins_with_a_rendering_is_not_it(ctx):
    """« joueur » begins with « joue » (play): it is a word of its own, not a rendering
    the tokenizer failed to cut out, so play rendered « poser » is still missing."""
    en = "Each player may play an additional land on each of their turns."
    fr = "Chaque joueur peut poser un terrain supplémentaire pendant chacun de ses tours."
    assert "play" in {term for _, term in _term_missing(ctx, en, fr)}
    fr = "Chaque joueur peut jouer un terrain supplémentaire pendant chacun de ses tours."
    assert "play" not in {term for _, term in _term_missing(ctx, en, fr)}


def _term_findings(ctx, en: str, fr: str) -> list[tuple[str, str, str]]:
    return [(f.severity.value, f.en_term, f.found) for f in findings_for(ctx, en, fr)
            if f.check_id == "term-missing"]


@pytest.mark.parametrize(("en", "fr", "found"), [
    # an unlisted word for a binding term: the finding names it, and the report
    # highlights it
    ("Whenever you cast your second spell each turn, scry 2.",
     "Chaque fois que vous lancez votre deuxième sort de chaque tour, surveillez 2.",
     "surveillez"),
    ("That player shuffles their library.", "Ce joueur remue sa bibliothèque.", "remue"),
])
def test_the_word_standing_in_a_missing_terms_place_is_found(ctx, en, fr, found):
    [finding] = [f for f in findings_for(ctx, en, fr) if f.check_id == "term-missing"]
    assert (finding.severity.value, finding.found) == ("major", found)
    assert fr[slice(*finding.fr_span)] == found
    assert f"« {found} » stands in its place" in finding.message


def test_two_mentions_one_rendered_and_one_kept_in_english(ctx):
    """The stack is « pile » once, then left in English: one rendering in the ruling
    no longer covers both mentions. A word kept from the English is major even for a
    term whose official texts are too few to bind."""
    en = "Put the spell on the stack. Then the stack resolves in order."
    assert _term_findings(ctx, en, "Mettez le sort sur la pile. Ensuite la pile se résout "
                          "dans l'ordre.") == []
    assert _term_findings(ctx, en, "Mettez le sort sur la pile. Ensuite le stack se résout "
                          "dans l'ordre.") == [("major", "stack", "stack")]


def test_a_mention_made_of_the_english_word_counts_against_its_term(ctx):
    en = ("Tap target creature. It doesn't untap during its controller's next untap step, "
          "and tapped creatures can't block.")
    fr = ("Engagez la créature ciblée. Elle ne se dégage pas lors de la prochaine étape de "
          "dégagement de son contrôleur, et les créatures {} ne peuvent pas bloquer.")
    assert _term_findings(ctx, en, fr.format("engagées")) == []
    [(severity, _, found)] = _term_findings(ctx, en, fr.format("tappées"))
    assert (severity, found) == ("major", "tappées")


@pytest.mark.parametrize("fr", [
    # the second mention is a pronoun, an elided repeat or a clitic: nothing stands in
    # its place
    "Cherchez une carte dans votre bibliothèque, puis mélangez-la.",
    "Cherchez une carte dans votre bibliothèque, puis mélangez cette bibliothèque.",
])
def test_a_repeat_made_a_pronoun_is_no_missing_mention(ctx, fr):
    en = "Search your library for a card, then shuffle your library."
    assert _term_findings(ctx, en, fr) == []


def test_a_name_with_a_curly_apostrophe_is_the_name(tmp_path):
    """Rulings print "Ajani’s Welcome" where card databases say "Ajani's Welcome"; the
    translation may write « l’Accueil d’Ajani » either way."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "cards.csv").write_text(
        "en,fr,forbidden,note\nAjani's Welcome,Accueil d'Ajani,,M19\n", encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], "fr"), get_pack("fr"))
    en = "You gain 1 life from Ajani’s Welcome only once per turn."
    right = "Vous ne gagnez 1 point de vie grâce à l’Accueil d’Ajani qu'une fois par tour."
    wrong = "Vous ne gagnez 1 point de vie grâce à la Bienvenue d’Ajani qu'une fois par tour."
    assert not [f for f in findings_for(ctx, en, right) if f.check_id == "card-name"]
    names = [f for f in findings_for(ctx, en, wrong) if f.check_id == "card-name"]
    assert names and names[0].severity.value == "major"
    assert names[0].expected == "Accueil d'Ajani"


def test_a_name_whose_article_fuses_with_a_preposition_is_the_name(tmp_path):
    """« Le Voile de Chaîne » after « de » is « du Voile de Chaîne »: the name; a second
    mention invented (« du Voile enchaîné ») is a wrong name all the same."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "cards.csv").write_text(
        "en,fr,forbidden,note\nThe Chain Veil,Le Voile de Chaîne,,M15\n", encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], "fr"), get_pack("fr"))
    en = ("If you activate The Chain Veil's last ability, untap it, then activate The Chain "
          "Veil's last ability again, you may activate a loyalty ability twice more.")
    right = ("Si vous activez la dernière capacité du Voile de Chaîne, le dégagez, puis activez "
             "à nouveau la dernière capacité du Voile de Chaîne, vous pouvez activer une "
             "capacité de loyauté deux fois de plus.")
    wrong = right.replace("à nouveau la dernière capacité du Voile de Chaîne",
                          "à nouveau la dernière capacité du Voile enchaîné")
    assert not [f for f in findings_for(ctx, en, right) if f.check_id == "card-name"]
    names = [f for f in findings_for(ctx, en, wrong) if f.check_id == "card-name"]
    assert names and names[0].found == "Voile enchaîné"


@pytest.mark.parametrize(("en", "de", "invented"), [
    ("If the target creature is an illegal target as Path to Exile tries to resolve, the "
     "spell doesn't resolve.",
     "Falls die Zielkreatur ein illegales Ziel ist, während Pfad der Verbannung verrechnet "
     "werden soll, wird der Zauberspruch nicht verrechnet.", "Pfad der Verbannung"),
    ("The copy has the abilities of the original, so a copy made by Sculpting Steel has no "
     "counters.",
     "Die Kopie hat die Fähigkeiten des Originals, also hat eine Kopie, die durch Gestaltender "
     "Stahl erzeugt wurde, keine Marken.", "Gestaltender Stahl"),
    ("If Pull from Tomorrow is countered, you don't draw any cards.",
     "Falls Zug von Morgen neutralisiert wird, ziehst du keine Karten.", "Zug"),
])
def test_an_invented_german_name_is_found_where_it_stands(tmp_path, en, de, invented):
    """German gives every noun a capital: the invented name is the span that stands in
    the name's place (no word of the rest of the English explains it, « Gestaltender »,
    beside a word it shares with the official name: « Stahl » of « Formbarer Stahl »),
    not the sentence's first noun (« Zielkreatur », « Kopie »)."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "cards.csv").write_text(
        "en,de,forbidden,note\nPath to Exile,Weg ins Exil,,CON\n"
        "Sculpting Steel,Formbarer Stahl,,5DN\nPull from Tomorrow,Sog der Zeit,,AKH\n",
        encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], "de"), get_pack("de"))
    (f,) = [f for f in findings_for(ctx, en, de) if f.check_id == "card-name"]
    assert f.severity.value == "major" and f.found == invented
    assert de[slice(*f.fr_span)] == invented


def _with_card(tmp_path, lang: str, en: str, name: str):
    """A context whose glossary holds one card: ``en`` named ``name`` in ``lang``; and a
    function giving the card-name findings of a pair under it."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / lang).mkdir()
    (tmp_path / lang / "cards.csv").write_text(
        f"en,{lang},forbidden,note\n{en},{name},,test\n", encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], lang), get_pack(lang))

    def names(en_text: str, target: str) -> list:
        return [f for f in findings_for(ctx, en_text, target) if f.check_id == "card-name"]
    return ctx, names


def test_a_format_named_like_a_card_is_no_card(tmp_path):
    """"a Two-Headed Giant game" is the format (« Troll à deux têtes »), not the card
    « Géant bicéphale »; the card named on its own still needs its name."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    _, names = _with_card(tmp_path, "fr", "Two-Headed Giant", "Géant bicéphale")

    assert names("In a Two-Headed Giant game, your life total is your team's life total.",
                 "Dans une partie de Troll à deux têtes, votre total de points de vie est "
                 "celui de votre équipe.") == []
    assert names("Two-Headed Giant can block an additional creature each combat.",
                 "Le Troll à deux têtes peut bloquer une créature supplémentaire à chaque "
                 "combat.")
    # the format's words are the glossary's term: its word-for-word rendering is wrong
    with_terms = Context(load_glossary([tmp_path, GLOSSARY], "fr"), get_pack("fr"))
    en = ("In a Two-Headed Giant game, life gained by your teammate won’t cause the ability "
          "to trigger.")
    wrong = [(f.check_id, f.found, f.expected) for f in findings_for(
        with_terms, en, "Les points de vie gagnés par votre coéquipier lors d'une partie de "
        "Géant à deux têtes ne déclenchent pas la capacité.") if f.severity.value == "major"]
    assert wrong == [("terminology", "Géant à deux têtes", "Troll à deux têtes")]
    assert [f for f in findings_for(
        with_terms, en, "Les points de vie gagnés par votre coéquipier lors d'une partie de "
        "Troll à deux têtes ne déclenchent pas la capacité.") if f.severity.value == "major"] == []


def test_a_binding_term_nominalised_is_a_hint_and_another_word_is_not(ctx):
    """"If you control two Zombies" said « Con dos Zombies bajo tu control »: the term's
    rendering as a noun (same stem as « controlar »), a hint only (French « contrôle »
    is read as a form of « contrôler » already). The same place taken by a word of
    another stem stays major beside another term gone (control is an everyday word)."""
    en = "If you control two creatures, draw a card."
    assert _term_missing(ctx, en, "Si vous avez deux créatures sous votre contrôle, piochez "
                         "une carte.") == []
    assert ("major", "control") in _term_missing(
        ctx, "If you control two creatures, sacrifice one of them.",
        "Si vous dirigez deux créatures, choisissez-en une.")
    from tests.checks.test_meaning import _context

    es = _context("es")
    assert _term_missing(es, "If you control two Zombies, draw a card.",
                         "Con dos Zombies bajo tu control, roba una carta.") == [
        ("minor", "control")]


def test_a_term_written_as_a_proper_name_is_no_term():
    """"formats other than Commander" names the format, which keeps its English name;
    "your commander" is the game term and needs « comandante »."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    assert _term_missing(es, "In formats other than Commander, the ability produces no "
                         "mana.", "Fuera del formato Commander, la habilidad no produce "
                         "maná alguno.") == []
    assert ("major", "commander") in _term_missing(
        es, "Your commander can be cast from the command zone.",
        "Tu Commander puede lanzarse desde la zona de mando.")
    # a keyword written capitalised is still the keyword
    assert "terminology" in {f.check_id for f in findings_for(
        es, "Those creatures actually have Flying until end of turn.",
        "Esas criaturas tienen realmente Volador hasta el final del turno.")}


def test_a_term_in_a_title_is_no_term(ctx):
    """"the Shadows over Innistrad mechanics article" names a set (« Ténèbres sur
    Innistrad »), not the keyword shadow; the keyword written capitalised on its own
    is still the keyword."""
    assert _term_missing(ctx, "For more information on double-faced cards, see the Shadows "
                         "over Innistrad mechanics article.",
                         "Pour plus d'informations sur les cartes recto verso, consultez "
                         "l'article sur les mécaniques de Ténèbres sur Innistrad.") == []
    assert [(f.check_id, f.found) for f in findings_for(
        ctx, "Those creatures actually have Shadow until end of turn.",
        "Ces créatures ont réellement l'ombre jusqu'à la fin du tour.")
        if f.severity.value == "major"] == [("terminology", "ombre")]


def test_a_card_name_joined_by_a_hyphen_is_no_name(tmp_path):
    """"Jump-start" is the keyword, not the card Jump (« Saut »): no card-name finding,
    and the keyword's own rendering is looked for."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "cards.csv").write_text(
        "en,fr,forbidden,note\nJump,Saut,,M10\n", encoding="utf-8")
    ctx = Context(load_glossary([GLOSSARY, tmp_path], "fr"), get_pack("fr"))
    en = "Jump-start lets you cast the card from your graveyard."
    assert {f.check_id for f in findings_for(
        ctx, en, "La relance vous permet de lancer la carte depuis votre cimetière.")} == set()
    assert [(f.check_id, f.en_term) for f in findings_for(
        ctx, en, "Le redémarrage vous permet de lancer la carte depuis votre cimetière.")
        if f.severity.value == "major"] == [("term-missing", "jump-start")]
    assert [f.check_id for f in findings_for(
        ctx, "Jump gives the creature flying.", "Le Saut donne le vol à la créature.")] == []


@pytest.mark.parametrize(("en", "fr"), [
    # the keyword at a line's start, which the tokenizer cuts in three
    ("Afterlife 2 (When this creature dies, create two 1/1 white and black Spirit creature "
     "tokens with flying.)",
     "Au-delà 2 (Quand cette créature meurt, créez deux jetons de créature 1/1 blanche et "
     "noire Esprit avec le vol.)"),
    # two words of the glossary's form written with a hyphen, one token
    ("Return an unblocked attacker you control to hand.",
     "Renvoyez en main un attaquant non-bloqué que vous contrôlez."),
    ("Return an unblocked attacker you control to hand.",
     "Renvoyez en main un attaquant non bloqué que vous contrôlez."),
])
def test_a_form_hyphenated_or_apart_renders_its_term(ctx, en, fr):
    assert [t for t in _term_missing(ctx, en, fr) if t[1] in ("afterlife", "unblocked")] == []


def test_a_keyword_left_in_english_is_no_other_part_of_speech():
    """« Suspend » begins like « Suspender » but is no Spanish word: the keyword left in
    English, major."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    assert _term_missing(es, "Suspend 4—{1}{U}", "Suspend 4—{1}{U}") == [("major", "suspend")]



def test_a_term_word_inside_an_idiom_is_no_term(ctx):
    """"On the other hand" holds no hand: « En revanche » needs no « main »."""
    assert _term_missing(ctx, "On the other hand, you may return it to your hand.",
                         "En revanche, vous pouvez la renvoyer dans votre main.") == []
    assert [t for _, t in _term_missing(ctx, "On the other hand, you may return it to your "
                                        "hand.", "En revanche, vous pouvez la renvoyer dans "
                                        "votre cimetière.")] == ["hand"]


def test_the_english_word_with_the_languages_affixes_is_kept_from_the_english(ctx):
    """« détapper » is untap's "tap" dressed in French affixes: where the English says
    untap twice and the translation renders it once, it stands in the other's place,
    major; « dégagent » twice is right. German « Nichtstandardländern » holds "land",
    a German word too: no calque."""
    en = "Other spells can untap creatures as normal. In that case, they just untap."
    assert ("major", "untap", "détapper") in _term_findings(
        ctx, en, "D'autres sorts peuvent détapper les créatures normalement ; dans ce cas, "
        "elles se dégagent simplement.")
    assert [f for f in _term_findings(ctx, en, "D'autres sorts peuvent dégager les créatures "
            "normalement ; dans ce cas, elles se dégagent simplement.") if f[0] == "major"] == []
    from tests.checks.test_meaning import _context

    de = _context("de")
    assert [f for f in _term_findings(de, "Its power is the number of nonbasic lands your "
                                      "opponents control.", "Seine Stärke ist die Anzahl an "
                                      "Nichtstandardländern, die deine Gegner kontrollieren.")
            if f[0] == "major"] == []


def test_the_ability_to_do_something_is_no_game_ability(ctx):
    """"the ability to block" is a capacity: « ne permet à aucune créature de bloquer »
    says it with no « capacité »; a creature's ability stays a term."""
    assert "ability" not in {t for _, t in _term_missing(
        ctx, "This spell doesn't give any creature the ability to block that creature.",
        "Ce sort ne permet à aucune créature de bloquer cette créature.")}
    assert "ability" in {t for _, t in _term_missing(
        ctx, "Its ability triggers when it attacks.", "Son effet se déclenche quand elle "
        "attaque.")}


def test_as_is_no_article_for_a_terms_context():
    """The lookup table read "as" as the article "a": "removed as the turn ends" seemed
    to remove a counter (the row's next=a), and Spanish « se elimina » a wrong word for
    it; removing a counter still needs « remover »."""
    from tests.checks.test_meaning import _context

    es = _context("es")

    def terms(en, fr):
        return [f.severity.value for f in findings_for(es, en, fr) if f.check_id == "terminology"]
    assert terms("Damage stays marked until it is removed as the turn ends.",
                 "El daño sigue marcado hasta que se elimina al terminar el turno.") == []
    assert terms("Remove a counter from it.", "Elimina un contador de ella.") == ["major"]


def test_a_forbidden_wording_that_renders_another_term_of_the_english_is_right(ctx):
    """« face recto » is wrong for "face up" but is "front face": "with their front faces
    up" is « avec leur face recto visible »."""
    en = "The two cards will both return with their front faces up."
    terms = [f for f in findings_for(ctx, en, "Les deux cartes reviennent avec leur face "
                                     "recto visible.") if f.check_id == "terminology"]
    assert terms == []
    terms = [f for f in findings_for(ctx, "Turn it face up.", "Retournez-la face recto.")
             if f.check_id == "terminology"]
    assert [f.severity.value for f in terms] == ["major"]


def test_a_wrong_word_for_a_term_inside_a_longer_term_is_found(ctx):
    """"be dealt damage" is the glossary's "deal damage": its « dégâts » is still the
    forbidden word for "damage"."""
    terms = [f for f in findings_for(
        ctx, "If the target is illegal, no creature will deal or be dealt damage.",
        "Si la cible est illégale, aucune créature n'infligera ni ne subira de dégâts.")
        if f.check_id == "terminology"]
    assert [(f.severity.value, f.found, f.expected) for f in terms] == [
        ("major", "dégâts", "blessures")]


def test_a_rendering_excuses_a_forbidden_form_once_per_mention(ctx):
    """« jouer » is right for "play" and wrong for "cast": two « jouer » for one "play"
    and one "cast" leave one wrong, the one where "cast" stands."""
    en = "An effect that instructs you to cast a card doesn't allow you to play lands."
    terms = [f for f in findings_for(ctx, en, "Un effet qui vous demande de jouer une carte "
                                     "ne vous permet pas de jouer des terrains.")
             if f.check_id == "terminology"]
    assert [(f.found, f.fr_span) for f in terms] == [("jouer", (29, 34))]  # the first
    assert [f for f in findings_for(ctx, en, "Un effet qui vous demande de lancer une carte "
                                    "ne vous permet pas de jouer des terrains.")
            if f.check_id == "terminology"] == []


def test_a_false_friend_of_a_confirmed_term_is_major():
    """« explota » is spelt like "exploits", but the official texts say « aprovechar »
    (11 of 11): the mention it stands for is a wrong term, though no list names it. German
    « legal » is spelt like "legal" too, but no official text shows the listed
    « zulässig »: nothing confirms that « legal » is wrong, so it stays a hint."""
    from tests.checks.test_meaning import _context

    es, de = _context("es"), _context("de")
    en = ("A creature with exploit “exploits a creature” when the controller of the exploit "
          "ability sacrifices a creature as that ability resolves.")
    said = ("Una criatura con aprovechar «{} una criatura» cuando el controlador de la "
            "habilidad de aprovechar sacrifica una criatura mientras esa habilidad se "
            "resuelve.")
    found = [f for f in findings_for(es, en, said.format("explota"))
             if f.check_id == "term-missing"]
    assert [(f.severity.value, f.found, f.expected) for f in found] == [
        ("major", "explota", "Aprovechar")]
    assert "spelt like the English" in found[0].message
    assert _term_missing(es, en, said.format("aprovecha")) == []
    assert _term_missing(de, "If one or more of its targets are legal when it tries to "
                         "resolve, the spell will resolve and affect only those legal "
                         "targets.", "Ist mindestens eines seiner Ziele noch legal, wird "
                         "der Zauberspruch verrechnet, wirkt sich aber nur auf die legalen "
                         "Ziele aus.") == [("minor", "legal")]


def test_spanish_pronouns_written_onto_a_verb_leave_its_term():
    """« tapearse » is « tapear » with its pronoun: the forbidden word for tap, where
    « girarse » is right; « juegas » a card is the pre-2009 wording of cast."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = "For example, a Forest that’s turned into a creature this way can still be tapped for {G}."
    said = ("Por ejemplo, un Bosque que se convierte en criatura de esta manera todavía puede "
            "{} para obtener {{G}}.")

    def tap(fr: str) -> list[tuple[str, str, str]]:
        return [(f.check_id, f.severity.value, f.found) for f in findings_for(es, en, fr)
                if f.en_term in ("tap", "tapped")]

    assert tap(said.format("tapearse")) == [("terminology", "major", "tapearse")]
    assert tap(said.format("girarse")) == []
    en = ("If you cast a card “without paying its mana cost,” you can’t choose to cast it "
          "for any alternative costs.")
    cast = [(f.severity.value, f.found) for f in findings_for(
        es, en, "Cuando juegas una carta «sin pagar su coste de maná», no puedes elegir "
        "lanzarla por ningún coste alternativo.") if f.en_term == "cast"]
    assert cast == [("major", "juegas")]
    assert [f for f in findings_for(
        es, en, "Si lanzas una carta «sin pagar su coste de maná», no puedes elegir "
        "lanzarla por ningún coste alternativo.") if f.en_term == "cast"] == []



def test_a_rendering_in_another_part_of_speech_counts_wherever_it_stands():
    """"the time it's destroyed" said « ihrer Zerstörung »: the noun of « zerstören »
    renders the term, though another word stands nearer its place; a hint."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = ("As the ability resolves, there is no time to react between the time a permanent "
          "is chosen at random and the time it’s destroyed.")
    said = ("Während die Fähigkeit verrechnet wird, bleibt zwischen der zufälligen "
            "Bestimmung einer bleibenden Karte und ihrer {} keine Zeit zu reagieren.")
    assert ("minor", "destroy") in _term_missing(de, en, said.format("Zerstörung"))
    assert ("major", "destroy") in _term_missing(de, en, said.format("Auswahl"))


def test_a_rendering_in_another_part_of_speech_a_clause_away_counts():
    """"as the ability resolves" said « bei der Verrechnung der Fähigkeit »: the noun
    stands a clause away from where the verb was, no word of another stem in between
    stands for the term."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "You choose whether to pay {2} as the ability resolves. You may pay {2} only once."
    said = ("Ob du {{2}} bezahlst, entscheidest du bei der {} der Fähigkeit, und du kannst "
            "{{2}} nur ein einziges Mal bezahlen.")
    assert ("minor", "resolve") in _term_missing(de, en, said.format("Verrechnung"))
    assert ("major", "resolve") in _term_missing(de, en, said.format("Auflösung"))


def test_a_binding_term_of_everyday_words_binds_only_beside_another_missing():
    """"look at" said « ansehen »: a free translation's own words for an everyday English
    term, a hint; the same with the sentence's other clause dropped, its terms gone too,
    major. A coined keyword said with another word (« Pirschen » for skulk, officially
    « Schleichen ») stays major on its own."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    assert _term_missing(de, "You may look at that card.",
                         "Du darfst dir diese Karte ansehen.") == [("minor", "look at")]
    assert ("major", "look at") in _term_missing(
        de, "You may look at that card and return it to your hand.",
        "Du darfst dir diese Karte ansehen.")
    assert _term_missing(de, "A creature with skulk can't be blocked by creatures with "
                         "greater power.", "Eine Kreatur mit Pirschen kann nicht von "
                         "Kreaturen mit größerer Stärke geblockt werden.") == [
        ("major", "skulk")]


def test_a_return_with_no_object_is_no_return(ctx):
    """"won't return to the battlefield" has no object: « ne reviendra pas » says it, no
    « renvoyer » is due (context not-then=to); "return it" and the passive "is returned
    to" are the term, which « revenir » does not render."""
    assert _term_missing(ctx, "If a creature token is exiled this way, it will cease to "
                         "exist and won’t return to the battlefield.",
                         "Si un jeton de créature est exilé de cette manière, il cesse "
                         "d'exister et ne reviendra pas sur le champ de bataille.") == []
    assert "return" in {t for _, t in _term_missing(
        ctx, "Return it to its owner’s hand.", "Faites-la revenir dans la main de son "
        "propriétaire.")}
    assert "return" in {t for _, t in _term_missing(
        ctx, "The creature is returned to its owner’s hand.",
        "La créature revient dans la main de son propriétaire.")}
    assert _term_missing(ctx, "The creature is returned to its owner’s hand.",
                         "La créature est renvoyée dans la main de son propriétaire.") == []


def test_game_play_and_the_top_part_of_a_card_are_other_senses(ctx):
    """"game play" is no playing (context not-prev=game) and "the top part of the card"
    no top of a library (not-then=part): no « jouer », no « dessus » is due. Playing a
    land and the top of a library still ask for them."""
    en = ("A game play supplement token can be found in some booster packs. The card’s name "
          "is printed in the top part of the card.")
    assert _term_missing(ctx, en, "Un jeton d'aide au déroulement du jeu se trouve dans "
                         "certains boosters. Le nom de la carte est imprimé dans la partie "
                         "supérieure de la carte.") == []
    assert "play" in {t for _, t in _term_missing(
        ctx, "You may play an additional land this turn.",
        "Vous pouvez poser un terrain supplémentaire ce tour-ci.")}
    assert "top" in {t for _, t in _term_missing(ctx, "Put it on top of your library.",
                                                 "Mettez-la en haut de votre bibliothèque.")}


def test_a_german_phrase_with_its_verb_first_is_rendered():
    """« Verlässt die Tasche des Tragens das Spiel » has « das Spiel verlassen », its verb
    first in the clause: no term missing. French keeps a phrase's words together."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "If Bag of Holding leaves the battlefield, the items it contained are exiled forever."
    assert _term_missing(de, en, "Verlässt die Tasche des Tragens das Spiel, bleiben die "
                         "darin aufbewahrten Gegenstände für immer im Exil.") == []
    assert ("major", "leave the battlefield") in _term_missing(
        de, en, "Verschwindet die Tasche des Tragens, bleiben die darin aufbewahrten "
        "Gegenstände für immer im Exil.")


def test_a_forbidden_word_at_the_head_of_a_german_compound_is_found():
    """« Trefferzählern » is Treffer + Zählern (counters, wrongly: « Marke »), not Treff +
    Erzählern: a head that is a word of the game is read first."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "It won't count to determine whether three cards are exiled with hit counters."
    wrong = {(f.severity.value, f.found) for f in findings_for(
        de, en, "Er zählt nicht mit, wenn geprüft wird, ob drei Karten mit Trefferzählern im "
        "Exil sind.") if f.check_id == "terminology"}
    assert wrong == {("major", "zählern")}
    assert not {f.check_id for f in findings_for(
        de, en, "Er zählt nicht mit, wenn geprüft wird, ob drei Karten mit Treffermarken im "
        "Exil sind.")} & {"terminology"}


def test_a_second_mention_said_as_another_name_of_the_names_words(ctx):
    """« les Machines en marche » after « la Marche des machines »: the name's words in
    another name, where the mention's sentence has no official name, is a wrong name,
    though too far from it to be a misspelling; « elle » is a pronoun."""
    en = ("March of the Machines makes each noncreature artifact an artifact creature. If "
          "March of the Machines leaves the battlefield, those artifacts stop being "
          "creatures.")
    first = ("La Marche des machines fait de chaque artefact non-créature une "
             "créature-artefact. ")

    def names(fr: str) -> list[tuple[str, str]]:
        return [(f.severity.value, f.found) for f in findings_for(ctx, en, first + fr)
                if f.check_id == "card-name"]
    assert names("Si elle quitte le champ de bataille, ces artefacts cessent d'être des "
                 "créatures.") == []
    assert names("Si la Marche des machines quitte le champ de bataille, ces artefacts "
                 "cessent d'être des créatures.") == []
    assert names("Si les Machines en marche quittent le champ de bataille, ces artefacts "
                 "cessent d'être des créatures.") == [("major", "Machines en marche")]


def test_the_english_word_as_written_is_kept_though_the_language_has_it(ctx):
    """« pool » is a French word, but no translation says it for mana pool: « pool de
    mana » keeps the English (major, though official texts no longer bind the term);
    « réserve de mana » renders it."""
    en = "Effects that add mana to your mana pool can't give you energy counters."
    assert ("major", "mana pool") in _term_missing(
        ctx, en, "Les effets qui ajoutent du mana à votre pool de mana ne peuvent pas vous "
        "donner de marqueurs d'énergie.")
    assert not [m for m in _term_missing(
        ctx, en, "Les effets qui ajoutent du mana à votre réserve de mana ne peuvent pas vous "
        "donner de marqueurs d'énergie.") if m[1] == "mana pool"]


def test_a_game_word_in_its_everyday_sense_is_no_term(ctx):
    """"has no effect on" and "your ability to" say no game effect nor ability:
    « n'affecte pas » and « votre capacité de » render them; "the effect of" is the term
    (a hint said in other words on its own: effect is an everyday word, see
    test_a_binding_term_of_everyday_words_binds_only_beside_another_missing)."""
    assert not [m for m in _term_missing(
        ctx, "This spell has no effect on damage that's already been dealt.",
        "Les blessures qui ont déjà été infligées ne sont pas affectées par ce sort.")
        if m[1] == "effect"]
    assert not [m for m in _term_missing(
        ctx, "Controlling two of them doesn't change your ability to win the game.",
        "En contrôler deux ne change rien à vos chances de gagner la partie.")
        if m[1] == "ability"]
    assert ("minor", "effect") in _term_missing(
        ctx, "The effect of this spell lasts until your next turn.",
        "L'influence de ce sort dure jusqu'à votre prochain tour.")


def test_a_plural_after_a_be_is_a_noun_and_another_part_of_speech_a_hint(ctx):
    """"emblems aren't counters": the marker (« marqueurs »), not the verb countering a
    spell; "proliferating" said « une prolifération » is the rendering as a noun."""
    assert not _term_missing(ctx, "Notably, emblems aren’t counters.",
                             "À noter que les emblèmes ne sont pas des marqueurs.")
    assert _term_missing(ctx, "The spell whose effect includes proliferating.",
                         "Le sort dont l'effet inclut une prolifération.") == [
        ("minor", "proliferate")]


def test_instead_of_is_a_term_of_its_own(ctx):
    """"instead of" is « au lieu de » or « à la place de » in the official texts, not the
    adverb "instead" (« à la place »): « au lieu qu'il arrive » is no missing term, « en
    plus de » for "instead of" is."""
    en = "The token is white instead of its other colors."
    assert not [m for m in _term_missing(
        ctx, en, "Le jeton est blanc au lieu d'être de ses autres couleurs.") if m[0] == "major"]
    assert "instead of" in {t for _, t in _term_missing(
        ctx, en, "Le jeton est blanc en plus de ses autres couleurs.")}


def test_look_at_the_entire_turn_is_no_looking_at_cards(ctx):
    """An ability that "looks at the entire previous turn" considers it: « tient compte de
    tout le tour précédent » leaves no look at (« regarder ») missing; looking at cards
    does."""
    assert not _term_missing(
        ctx, "The ability looks at the entire previous turn.",
        "La capacité tient compte de tout le tour précédent.")
    assert "look at" in {t for _, t in _term_missing(
        ctx, "You look at the top card of your library.",
        "Vous considérez la carte du dessus de votre bibliothèque.")}


@pytest.mark.parametrize(("lang", "cards", "en", "right", "wrong", "invented"), [
    ("fr", "Hanweir, the Writhing Township,\"Hanweir, le comté grouillant\"",
     "You may have it resolve before or after that of Hanweir, the Writhing Township.",
     "Vous pouvez la faire se résoudre avant ou après celle de Hanweir, le comté grouillant.",
     "Vous pouvez la faire se résoudre avant ou après celle de Hanweir, la commune "
     "convulsée.", "Hanweir, la commune convulsée"),
    # the first part alone said right before counts for no mention of the whole name
    ("fr", "Chromium, the Mutable,\"Chromium, l'altérable\"",
     "Chromium stops being a Dragon for the turn. It's still a creature named Chromium, "
     "the Mutable.",
     "Chromium cesse d'être un dragon pour le tour ; c'est toujours une créature appelée "
     "Chromium, l'altérable.",
     "Chromium cesse d'être un dragon pour le tour ; c'est toujours une créature appelée "
     "Chromium, le Mutable.", "Chromium, le Mutable"),
    ("de", "Nissa, Sage Animist,\"Nissa, die weise Animistin\"",
     "Nissa, Sage Animist's first ability reveals the top card of your library.",
     "Die erste Fähigkeit von Nissa, der weisen Animistin, deckt die oberste Karte deiner "
     "Bibliothek auf.",
     "Die erste Fähigkeit von Nissa, der klugen Tierfreundin, deckt die oberste Karte deiner "
     "Bibliothek auf.", "Nissa, der klugen Tierfreundin"),
])
def test_a_legendary_name_with_an_epithet_of_its_own_is_invented(tmp_path, lang, cards, en,
                                                                  right, wrong, invented):
    """The English says the whole name; the translation its first part, which alone is
    the name, with an epithet of its own after the comma: an invented name. The official
    epithet, inflected where names inflect (« der weisen Animistin »), is the name."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    en_name, target = cards.split(",\"")
    (tmp_path / lang).mkdir()
    (tmp_path / lang / "cards.csv").write_text(
        f"en,{lang},forbidden,note\n\"{en_name}\",\"{target},,test\n", encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], lang), get_pack(lang))
    assert not [f for f in findings_for(ctx, en, right) if f.check_id == "card-name"]
    (f,) = [f for f in findings_for(ctx, en, wrong) if f.check_id == "card-name"]
    assert f.severity.value == "major" and f.found == invented


def test_a_target_idiom_holds_no_game_term():
    """« setzt … außer Kraft » (overrides) is no « Kraft » for power; « Kraft » for power
    is still wrong."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    en = ("Deep Freeze overwrites all previous effects that set the creature’s base power "
          "and toughness to specific values.")

    def wrong(fr):
        return [f.found for f in findings_for(de, en, fr) if f.check_id == "terminology"]

    assert wrong("Die Froststarre setzt alle früheren Effekte außer Kraft, die Basis-Stärke "
                 "und -Widerstandskraft der Kreatur auf bestimmte Werte festlegen.") == []
    assert wrong("Die Froststarre ersetzt alle früheren Effekte, die Basis-Kraft und "
                 "-Widerstandskraft der Kreatur auf bestimmte Werte festlegen.") != []


def test_the_first_text_analysed_knows_the_glossarys_words():
    """The glossary teaches the analyzers its words before any text is read: the first
    text of a run (a fresh process, the analyzers new) is read as every later one, the
    German compound « Kreaturenspielsteine » with Kreatur in it."""
    import subprocess
    import sys
    script = (
        "from pathlib import Path\n"
        "from pipeline.analysis import Context\n"
        "from pipeline.glossary.model import load_glossary\n"
        "from pipeline.lang import get_pack\n"
        f"ctx = Context(load_glossary([Path({str(GLOSSARY)!r})], 'de'), get_pack('de'))\n"
        "text = 'Zerstöre alle Kreaturenspielsteine.'\n"
        "first = [m.payloads[0].form for m in ctx.target(text).terms]\n"
        "print(first == [m.payloads[0].form for m in ctx.target(text).terms],\n"
        "      'Kreatur' in first)\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         check=True).stdout
    assert out.split() == ["True", "True"]


def test_a_verbs_form_of_a_types_name_is_no_type():
    """"a Constructed deck" is no Construct (the creature type, written capitalised):
    « Constructed-Deck » asks for no « Konstrukt »; "a Construct token" does."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    assert "Construct" not in {t for _, t in _term_missing(
        de, "You may have any number of it in a Constructed deck.",
        "Diese Karte darf in beliebiger Anzahl in einem Constructed-Deck enthalten sein.")}
    assert "Construct" in {t for _, t in _term_missing(
        de, "Create a 0/0 Construct artifact creature token.",
        "Erzeuge einen 0/0 Artefaktkreatur-Spielstein.")}


def test_a_plural_the_lookup_table_lacks_is_the_terms_plural():
    """spaCy's English table has no "permanents" or "planeswalkers": read as the game's
    words (the English side of the lexicons), they are the terms, and a wrong rendering
    of them is found; a target plural the table lacks either (« Saprolines »,
    « Minotauren ») is the glossary's word."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    assert [t.lemma for t in ctx.source("Spells aren’t permanents or planeswalkers.").tokens
            if t.is_alpha][-3:] == ["permanent", "or", "planeswalker"]
    en = "Spells and emblems aren’t permanents."
    assert [f for f in findings_for(ctx, en, "Les sorts et les emblèmes ne sont pas des "
                                    "permanents.") if f.check_id == "term-missing"] == []
    assert ("permanent" in {f.en_term for f in findings_for(
        ctx, en, "Les sorts et les emblèmes ne sont pas des objets.")
        if f.check_id == "term-missing"})
    for lang, tr in (("es", "Los Saprolines que controlas obtienen +2/+2."),
                     ("de", "Andere Minotauren, die du kontrollierst, erhalten +2/+2.")):
        ctx = Context(load_glossary([GLOSSARY], lang), get_pack(lang))
        en = ("Saprolings you control get +2/+2." if lang == "es"
              else "Other Minotaurs you control get +2/+2.")
        assert [f for f in findings_for(ctx, en, tr) if f.check_id == "term-missing"] == []


def test_a_glossary_terms_plural_the_english_table_lacks_is_the_term():
    """"supertypes" is the glossary's supertype, read by the plural's suffix only:
    "renowned" is no form of the keyword renown (official texts say « réputée »)."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    lemmas = {t.text: t.lemma for t in ctx.source("Its supertypes stay; it is renowned.").tokens}
    assert (lemmas["supertypes"], lemmas["renowned"]) == ("supertype", "renowned")
    assert "supertype" in {f.en_term for f in findings_for(
        ctx, "It keeps its supertypes.", "Il garde ses types.") if f.check_id == "term-missing"}


def test_a_wrong_form_beside_renderings_of_every_mention_says_another_word():
    """"draw a card" said « robarás una carta » beside "removing them" said
    « sacándolos »: the one mention of draw is rendered, so « sacar » (wrong for draw)
    says another word; without the rendering it is the term said wrongly."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    es = Context(load_glossary([GLOSSARY], "es"), get_pack("es"))
    en = ("If the spell causes its targets to become illegal (for example, by removing them "
          "from the battlefield), you’ll still draw a card.")
    said = ("Aunque el hechizo haga que sus objetivos se vuelvan ilegales (por ejemplo, "
            "sacándolos del campo de batalla), {} una carta.")
    assert [f for f in findings_for(es, en, said.format("seguirás robando"))
            if f.check_id == "terminology"] == []
    assert "terminology" in {f.check_id for f in findings_for(
        es, "You’ll still draw a card.", "Seguirás sacando una carta.")}


def test_a_term_of_several_words_said_whole_once_may_be_said_short_after():
    """"… leaves the battlefield … before it leaves the battlefield" said « … deja el
    campo de batalla … antes de que ese permanente salga »: the second mention is the
    verb alone, an elided repeat, no term missing."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    es = Context(load_glossary([GLOSSARY], "es"), get_pack("es"))
    en = ("If a permanent leaves the battlefield immediately afterwards, you get the city’s "
          "blessing before it leaves the battlefield.")
    tr = ("Si justo después un permanente deja el campo de batalla, obtienes la bendición de "
          "la ciudad antes de que ese permanente salga.")
    assert [f for f in findings_for(es, en, tr) if f.check_id == "term-missing"
            and f.severity.value == "major"] == []


def test_a_name_of_ordinary_words_after_an_indefinite_article_is_no_name(tmp_path):
    """"be blue, a Dragon, and an Illusion": the type, not the card Illusion
    (« Realidad »); named on its own, the card still needs its name."""
    _, names = _with_card(tmp_path, "es", "Illusion", "Realidad")

    assert names("The target creature will be blue, a Dragon, and an Illusion.",
                 "La criatura objetivo será azul, un Dragón y una Ilusión.") == []
    assert names("If you cast Illusion, it costs {1} more.",
                 "Si lanzas Ilusión, cuesta {1} más.")


def test_an_everyday_term_binds_beside_an_absent_term_not_beside_a_hint(ctx):
    """"won't be returned to your hand" said « ne revient pas dans votre main » beside
    "put" said « mise »: two hints, no clause dropped; "return" binds beside another
    binding term absent (the sentence's other clause gone)."""
    en = ("If the creature that you put onto the battlefield leaves the battlefield before "
          "your next end step, it won’t be returned to your hand at the beginning of your "
          "next end step.")
    assert [s for s, _ in _term_missing(ctx, en, "Si la créature mise sur le champ de "
                                        "bataille le quitte avant votre prochaine étape de "
                                        "fin, elle ne revient pas dans votre main au début "
                                        "de celle-ci.")] == ["minor"] * 3


def test_the_adjective_colored_is_no_color(ctx):
    """The glossary's "color" is the noun (pos=NOUN): "the colored part of the cost" said
    « la partie colorée du coût » wants no « couleur »; "Choose a color" still does (a
    hint: official texts say « couleur » in 283 of 291)."""
    assert _term_missing(ctx, "Can never affect the colored part of the cost.",
                         "La partie colorée du coût échappe toujours à cette réduction.") == []
    assert [t for _, t in _term_missing(ctx, "Choose a color.", "Choisissez une teinte.")] == [
        "color"]


def test_a_subtype_said_by_another_noun_of_its_stem_is_no_other_part_of_speech():
    """« Equipamiento » for the subtype Equipment (« Equipo »): a subtype names a kind of
    object, a noun in every language, so a word of its stem is a wrong noun, not the term
    in another part of speech; « bajo tu control » for "you control" still is."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = "Equipment attached to the exiled creature will become unattached."
    found = [f for f in findings_for(es, en, "El Equipamiento anexado a la criatura exiliada "
                                             "se desanexará.") if f.check_id == "term-missing"]
    assert [(f.severity.value, f.found) for f in found] == [("major", "Equipamiento")]
    assert not [f for f in findings_for(es, en, "El Equipo anexado a la criatura exiliada se "
                                                "desanexará.") if f.check_id == "term-missing"]


def test_a_closed_compound_is_not_read_from_its_parts_apart():
    """« Trampelschaden » is one word: « weil sie Trample hat » beside « Schaden »
    elsewhere in the sentence does not render trample."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "It deals damage because it has trample."
    assert "major" in {f.severity.value for f in findings_for(
        de, en, "Sie fügt Schaden zu, weil sie Trample hat.") if f.check_id == "term-missing"}
    assert not [f for f in findings_for(de, en, "Sie fügt Schaden zu, weil sie "
                                                "Trampelschaden verursacht.")
                if f.check_id == "term-missing" and f.message.startswith("trample")]


def test_an_inflected_german_word_is_no_compound_of_other_words():
    """« Artefakten » is Artefakt's dative plural, no « Arte|fakten »: it renders
    "artifacts", and a word said instead is found."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "It doesn’t make the permanents into artifacts."
    assert not [f for f in findings_for(de, en, "Die bleibenden Karten werden dadurch "
                                                "nicht zu Artefakten.")
                if f.check_id == "term-missing" and f.message.startswith("artifact")]
    assert [f.message.split(":")[0] for f in findings_for(
        de, en, "Die bleibenden Karten werden dadurch nicht zu Gegenständen.")
        if f.check_id == "term-missing"] == ["artifact"]


def test_a_card_named_as_a_game_term_is_the_term_too(tmp_path):
    """The card Dredge is officially « Dragage », as the keyword is: with every card's
    name imported, "Dredge lets you replace …" still needs the keyword's rendering, and
    « Le dredge » keeps the English."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    (tmp_path / "cards.csv").write_text("en,fr,forbidden,note\nDredge,Dragage,,INV\n",
                                        encoding="utf-8")
    ctx = Context(load_glossary([GLOSSARY, tmp_path], "fr"), get_pack("fr"))
    en = "Dredge lets you replace any card draw, not just the one during your draw step."
    assert [f for f in findings_for(ctx, en, (
        "Le dragage vous permet de remplacer n'importe quelle pioche de carte, pas seulement "
        "celle de votre étape de pioche.")) if f.severity.value == "major"] == []
    assert [(f.check_id, f.found) for f in findings_for(ctx, en, (
        "Le dredge vous permet de remplacer n'importe quelle pioche de carte, pas seulement "
        "celle de votre étape de pioche.")) if f.severity.value == "major"] == [
        ("term-missing", "dredge")]


@pytest.mark.parametrize(("lang", "en", "name", "right", "left"), [
    ("fr", "Platinum Angel", "Ange de platine",
     "Si vous contrôlez deux Anges de platine, vous ne perdez pas la partie.",
     "Si vous contrôlez deux Platinum Angels, vous ne perdez pas la partie."),
    ("fr", "Shadowborn Apostle", "Apôtre né des ombres",
     "Si vous contrôlez deux Apôtres nés des ombres, vous ne perdez pas la partie.",
     "Si vous contrôlez deux Shadowborn Apostles, vous ne perdez pas la partie."),
    ("fr", "Nightveil Specter", "Spectre voilenuit",
     "Si vous contrôlez deux Spectres voilenuit, vous ne perdez pas la partie.",
     "Si vous contrôlez deux Nightveil Specters, vous ne perdez pas la partie."),
    ("es", "Mystic Barrier", "Barrera mística",
     "Si controlas dos Barreras místicas, no pierdes la partida.",
     "Si controlas dos Mystic Barriers, no pierdes la partida."),
])
def test_several_copies_named_in_the_plural_are_the_card(tmp_path, lang, en, name, right,
                                                         left):
    """"two Platinum Angels": the English names the card in the plural, the translation
    too, its adjectives agreeing (« Apôtres nés des ombres », « Barreras místicas »):
    that is the official name; the English plural kept in the translation is a name
    left in English."""
    _, names = _with_card(tmp_path, lang, en, name)
    english = f"If you control two {en}s, you don't lose the game."
    assert names(english, right) == []
    [f] = names(english, left)
    assert f.severity.value == "major" and "left in English" in f.message
    assert f.found == f"{en}s"


def test_a_one_word_name_in_the_plural_is_a_type_not_the_card(tmp_path):
    """"blue Illusions" names the creature type, not the card Illusion: no name is
    required of the translation."""
    _, names = _with_card(tmp_path, "es", "Illusion", "Ilusión")
    assert names("Up to two target creatures become blue Illusions until end of turn.",
                 "Hasta dos criaturas objetivo se convierten en Ilusiones azules hasta el "
                 "final del turno.") == []
    # the name in the singular is the card
    assert names("If you sacrifice Illusion, you lose 2 life.",
                 "Si sacrificas Realidad, pierdes 2 vidas.")


def test_a_term_as_the_first_part_of_a_german_compound_is_another_part_of_speech():
    """"activate" said in « die Aktivierungskosten »: the first part of the compound is
    « Aktivierung », the term as a noun; a hint, no error. Said with nothing, it is one."""
    de = Context(load_glossary([GLOSSARY], "de"), get_pack("de"))
    en = "Players can’t respond until you’ve paid the cost to activate it."
    said = [(f.severity.value, f.found) for f in findings_for(
        de, en, "Die Spieler können erst reagieren, wenn du die Aktivierungskosten bezahlt "
                "hast.") if f.check_id == "term-missing"]
    assert said == [("minor", "Aktivierungs")]
    dropped = [f.severity.value for f in findings_for(
        de, en, "Die Spieler können erst reagieren, wenn du die Kosten bezahlt hast.")
        if f.check_id == "term-missing"]
    assert dropped == ["major"]


@pytest.mark.parametrize(("lang", "en", "calqued", "official"), [
    ("fr", "Any mana left in your mana pool empties at the end of the step.",
     "Tout mana restant dans votre piscine de mana se vide à la fin de l'étape.",
     "Tout mana restant dans votre réserve se vide à la fin de l'étape."),
    ("fr", "This is a replacement effect.", "C'est un effet de substitution.",
     "C'est un effet de remplacement."),
    ("es", "Any mana left in your mana pool empties at the end of the step.",
     "El maná que quede en tu piscina de maná se vacía al final del paso.",
     "El maná que quede en tu reserva de maná se vacía al final del paso."),
])
def test_a_term_of_several_words_said_word_for_word_is_major(lang, en, calqued, official):
    """A term no official text of 2019 has any more (mana pool) binds on no
    consistency; said as a phrase of the translator's making beside a rendering of its
    other word (« piscine de mana », « effet de substitution »), it is a calque."""
    ctx = Context(load_glossary([GLOSSARY], lang), get_pack(lang))
    found = [(f.severity.value, f.en_term) for f in findings_for(ctx, en, calqued)
             if f.check_id == "term-missing"]
    assert [s for s, term in found if " " in term] == ["major"]
    assert "word for word" in next(f.message for f in findings_for(ctx, en, calqued)
                                   if f.check_id == "term-missing" and " " in f.en_term)
    assert [f for f in findings_for(ctx, en, official)
            if f.check_id == "term-missing" and f.severity.value == "major"] == []


def test_another_game_terms_word_in_a_terms_place_is_major():
    """« phase de nettoyage » for the cleanup step (officially « étape de nettoyage »):
    « phase » is the game's word for another thing the English does not name. The
    official wording, and « phase » where the English says phase, are no finding."""
    ctx = Context(load_glossary([GLOSSARY], "fr"), get_pack("fr"))
    en = "That damage remains marked on it until the cleanup step."
    said = [f for f in findings_for(ctx, en, "Ces blessures restent marquées sur elle "
                                    "jusqu'à la phase de nettoyage.")
            if f.check_id == "term-missing" and f.severity.value == "major"]
    assert [(f.en_term, f.found) for f in said] == [("cleanup step", "phase")]
    assert "another game term" in said[0].message
    assert [f for f in findings_for(ctx, en, "Ces blessures restent marquées sur elle "
                                    "jusqu'à l'étape de nettoyage.")
            if f.check_id == "term-missing"] == []
    assert [f for f in findings_for(
        ctx, "That damage remains marked on it until the cleanup step of the combat phase.",
        "Ces blessures restent marquées sur elle jusqu'à l'étape de nettoyage de la phase de "
        "combat.") if f.check_id == "term-missing"] == []
    # another term's word for a modifier, the head said (« carte double »): a hint
    assert [f.severity.value for f in findings_for(
        ctx, "The converted mana cost of a split card is the total of its halves' costs.",
        "Le coût converti de mana d'une carte double est le total des coûts de ses moitiés.")
        if f.check_id == "term-missing"] == ["minor"]
    es = Context(load_glossary([GLOSSARY], "es"), get_pack("es"))
    assert [(f.severity.value, f.found) for f in findings_for(
        es, "Any mana left in your mana pool empties at the end of the step.",
        "El maná que quede en tu pila de maná se vacía al final del paso.")
        if f.check_id == "term-missing"] == [("major", "pila")]


def test_a_second_mention_said_by_a_name_of_its_own_is_found_in_its_sentence(tmp_path):
    """The official name said right in one sentence and « Der Verschiebende Schatten » in
    the next: the mention of that sentence has no name, and what stands there holds a word
    of the official name beside one of its own. A pronoun there is no finding."""
    _, names = _with_card(tmp_path, "de", "Shifting Shadow", "Veränderlicher Schatten")
    en = ("If Shifting Shadow leaves the battlefield, you destroy the creature. Shifting "
          "Shadow won’t become attached to it.")
    said = ("Verlässt der Veränderliche Schatten das Spiel, zerstörst du die Kreatur. {} wird "
            "nicht an sie angelegt.")
    assert names(en, said.format("Der Veränderliche Schatten")) == []
    assert names(en, said.format("Er")) == []
    (f,) = names(en, said.format("Der Verschiebende Schatten"))
    assert f.found == "Verschiebende Schatten" and f.expected == "Veränderlicher Schatten"


def test_an_english_name_left_in_the_translation_is_found_where_the_english_misspells_it(
        tmp_path):
    """The English ruling writes "Crook of Condemnatnion", so it names no card; the
    translation keeps « Crook of Condemnation », the card's English name: left in
    English. Where the English writes the name as no card's (a format's, « una partida de
    Grand Melee » for "a Grand Melee game"), keeping it is no finding."""
    (tmp_path / "format").mkdir()
    _, formats = _with_card(tmp_path / "format", "es", "Grand Melee", "Gran reyerta")
    assert formats("In a multiplayer game (such as a Grand Melee game), you win.",
                   "En una partida multijugador (como una partida de Grand Melee), ganas.") == []
    _, names = _with_card(tmp_path, "es", "Crook of Condemnation", "Garfio de la condenación")
    en = "Opponents can’t stop the ability with an effect such as that of Crook of Condemnatnion."
    said = "Los oponentes no pueden detener la habilidad mediante un efecto como el del {}."
    assert names(en, said.format("Garfio de la condenación")) == []
    (f,) = names(en, said.format("Crook of Condemnation"))
    assert f.found == "Crook of Condemnation" and f.expected == "Garfio de la condenación"


@pytest.mark.parametrize(("lang", "up", "down"), [
    ("fr", "La carte est exilée face visible. Tous les joueurs peuvent la regarder.",
     "La carte est exilée face cachée. Tous les joueurs peuvent la regarder."),
    ("de", "Die Karte wird offen ins Exil geschickt. Alle Spieler dürfen sie sich anschauen.",
     "Die Karte wird verdeckt ins Exil geschickt. Alle Spieler dürfen sie sich anschauen."),
    ("es", "La carta se exilia boca arriba. Todos los jugadores pueden mirarla.",
     "La carta se exilia boca abajo. Todos los jugadores pueden mirarla."),
])
def test_a_kindred_game_term_in_a_terms_place_is_major(lang, up, down):
    """Face up said « verdeckt » (face down): a game term whose English words share one
    with the term's, said where the English has neither it nor its own word ("down"),
    names the other side of the same thing. Said by an ellipsis ("attacking or blocking
    creature" said « criatura atacante o bloqueadora »), where the English has the
    kindred term's words, it is none."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    en = "The card is exiled face up. All players may look at it."
    assert ("major", "face up") not in _term_missing(ctx, en, up)
    (f,) = [f for f in findings_for(ctx, en, down) if f.en_term == "face up"]
    assert (f.check_id, f.severity.value) == ("term-missing", "major")
    assert down[slice(*f.fr_span)] == f.found and "kindred" in f.message
    en = ("It remains in combat even if you no longer control another attacking or "
          "blocking creature.")
    said = {"fr": "Elle reste en combat même si vous ne contrôlez plus d'autre créature "
                  "attaquante ou bloqueuse.",
            "de": "Sie bleibt im Kampf, auch wenn du keine andere angreifende oder "
                  "blockende Kreatur mehr kontrollierst.",
            "es": "Permanecerá en combate aunque ya no controles otra criatura atacante o "
                  "bloqueadora."}[lang]
    assert not [f for f in findings_for(ctx, en, said)
                if f.severity.value == "major" and "kindred" in f.message]


def test_a_word_matching_two_forms_of_a_term_renders_one_mention():
    """« dispara » is a form of « dispararse » and of « disparar »: it renders one
    "triggers", not two, so a second "triggers" said « desencadenan » (forbidden) beside
    it is still a wrong term; with each mention rendered, the forbidden word is none."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = ("If a permanent’s ability triggers on a player losing life, that permanent will "
          "be exiled first. Leaves-the-battlefield triggers won’t resolve until you’re done "
          "resolving Worldfire entirely.")
    wrong = ("Si la habilidad de un permanente se dispara cuando un jugador pierde vidas, ese "
             "permanente se exiliará antes. Las habilidades que se desencadenan al dejar el "
             "campo de batalla no se resolverán hasta que termines de resolver por completo "
             "las Llamas globales.")
    found = [f for f in findings_for(es, en, wrong) if f.check_id == "terminology"]
    assert [(f.en_term, f.found) for f in found] == [("trigger", "desencadenan")]
    right = wrong.replace("se desencadenan", "se disparan")
    assert not [f for f in findings_for(es, en, right) if f.check_id == "terminology"]


def test_a_relative_that_before_an_object_makes_its_verb(ctx):
    """"effects … that counter triggered abilities", "a spell that counters spells":
    after a relative "that", a word with its object after it is the verb (« contrecarrer »),
    no counter (« marqueur »); "that counter is removed" is still the noun."""
    verb = [f for f in findings_for(
        ctx, "It can be countered by effects such as Stifle that counter triggered abilities.",
        "Elle peut être contrecarrée par des effets qui contrecarrent les capacités "
        "déclenchées, comme l'Asphyxie.") if f.en_term == "counter"]
    assert verb == []
    noun = [(f.severity.value, f.found) for f in findings_for(
        ctx, "If that counter is removed, the creature dies.",
        "Si ce compteur est retiré, la créature meurt.") if f.en_term == "counter"]
    assert noun == [("major", "compteur")]


def test_a_card_named_as_a_keyword_is_the_keyword_where_the_term_is_rendered(tmp_path):
    """Older rulings capitalise keywords: "you may Replicate as much as you like" names
    the keyword replicate, rendered « reproducir », not the card Replicate (« Replicar »).
    The English left as it is stays a wrong name."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "es").mkdir()
    (tmp_path / "es" / "cards.csv").write_text(
        "en,es,forbidden,note\nReplicate,Replicar,,test\n", encoding="utf-8")
    ctx = Context(load_glossary([Path(GLOSSARY), tmp_path], "es"), get_pack("es"))
    en = ("When a spell with Replicate is copied by Eye of the Storm, you may Replicate as "
          "much as you like.")
    said = ("Cuando el Ojo de la tormenta copia un hechizo con reproducir, puedes pagar el "
            "coste de reproducir tantas veces como quieras.")
    assert "card-name" not in ids_for(ctx, en, said)
    kept = said.replace("reproducir", "replicate")
    assert "card-name" in ids_for(ctx, en, kept, ("major",))


@pytest.mark.parametrize(("en", "fr", "term"), [
    # « résolu », the participle of the verb whose action noun is « résolution »
    ("After Scout’s Warning resolves, you can cast creature spells as though they had flash.",
     "Une fois que l'Avertissement de l'éclaireur s'est résolu, vous pouvez lancer des sorts "
     "de créature comme s'ils avaient le flash.", "resolve"),
    # « suspendre », the verb of the keyword « suspension »
    ("You can suspend a creature card in your hand any time you could cast an instant.",
     "Vous pouvez suspendre une carte de créature de votre main à tout moment où vous "
     "pourriez lancer un éphémère.", "suspend"),
])
def test_the_verb_of_an_action_noun_is_the_term_in_another_part_of_speech(ctx, en, fr, term):
    """A word of the stem before an action noun's ending (« résolu », « suspendre » for
    « résolution », « suspension ») is the term in another part of speech: a hint, not a
    major finding; a word of another stem still is one."""
    assert ("minor", term) in _term_missing(ctx, en, fr)
    assert ("major", term) not in _term_missing(ctx, en, fr)
    other = fr.replace("s'est résolu", "s'est arrêté").replace("suspendre", "différer")
    assert ("major", term) in _term_missing(ctx, en, other)


@pytest.mark.parametrize(("said", "expected"), [
    ("Verwandelt Zytoform eine Kreatur in eine Kopie der Sprießenden Phytohydra, ist der "
     "Spielstein schlicht eine Kopie. Am Ende des Zuges wird die durch Zytoform veränderte "
     "Kreatur wieder zu dem, was sie vorher war.", []),
    # the English name glossed in a parenthesis after the official one
    ("Verwandelt Zytoform (Cytoshape) eine Kreatur in eine Kopie der Sprießenden "
     "Phytohydra, ist der Spielstein schlicht eine Kopie. Am Ende des Zuges wird die durch "
     "Zytoform veränderte Kreatur wieder zu dem, was sie vorher war.", []),
    # left in English at its first mention, official at the second
    ("Verwandelt Cytoshape eine Kreatur in eine Kopie der Sprießenden Phytohydra, ist der "
     "Spielstein schlicht eine Kopie. Am Ende des Zuges wird die durch Zytoform veränderte "
     "Kreatur wieder zu dem, was sie vorher war.", [("major", "Cytoshape")]),
])
def test_a_name_left_in_english_beside_its_official_one(tmp_path, said, expected):
    """"If Cytoshape turns a creature … the Cytoshaped creature": the English names the
    card once (its second mention is a verb made of the name), and the translation says
    it twice, once in English. The name left in English is a finding though the official
    name stands as often as the English names the card."""
    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "cards.csv").write_text(
        "en,de,forbidden,note\nCytoshape,Zytoform,,PLC\n"
        "Sprouting Phytohydra,Sprießende Phytohydra,,DIS\n", encoding="utf-8")
    de = Context(load_glossary([tmp_path], "de"), get_pack("de"))
    en = ("If Cytoshape turns a creature into a copy of Sprouting Phytohydra, the token is "
          "simply a copy. At the end of the turn, the Cytoshaped creature will revert back "
          "to what it was.")
    assert [(f.severity.value, f.found) for f in findings_for(de, en, said)
            if f.check_id == "card-name"] == expected


@pytest.mark.parametrize(("lang", "en", "faithful", "wrong", "finding"), [
    # a step's second mention said with the phase's word (« fase de limpieza »)
    ("es", "The creature returns to the opponent when the “until end of turn” effect wears "
     "off during the cleanup step. It taps during the Cleanup step (if it is not already "
     "tapped), so any abilities triggered off it tapping happen at that time.",
     "Cuando el efecto «hasta el final del turno» termina durante el paso de limpieza, la "
     "criatura vuelve a estar bajo el control del oponente. Además, se gira durante el paso "
     "de limpieza (si no estaba ya girada), así que cualquier habilidad que se dispare al "
     "girarse lo hará en ese momento.",
     "Cuando el efecto «hasta el final del turno» termina durante el paso de limpieza, la "
     "criatura vuelve a estar bajo el control del oponente. Además, se gira durante la fase "
     "de limpieza (si no estaba ya girada), así que cualquier habilidad que se dispare al "
     "girarse lo hará en ese momento.", ("term-missing", "cleanup step", "fase")),
    # the end step's second mention said with the ending phase's words (its name,
    # forbidden for the step since the twenty-first sets)
    ("fr", "If they’re exiled during the End step, it’s too late to return them this turn. "
     "They have to wait to return to the battlefield until the next End step.",
     "Si elles sont exilées pendant l'étape de fin, il est trop tard pour les renvoyer ce "
     "tour-ci : elles devront attendre la prochaine étape de fin pour revenir sur le champ "
     "de bataille.",
     "Si elles sont exilées pendant l'étape de fin, il est trop tard pour les renvoyer ce "
     "tour-ci : elles devront attendre la prochaine phase de fin pour revenir sur le champ "
     "de bataille.", ("terminology", "end step", "phase de fin")),
    # a subtype's later mention said by another noun of its stem
    ("es", "If an Equipment becomes a creature, it can no longer equip a creature. If it’s "
     "currently attached to a creature, it becomes unattached (but remains on the "
     "battlefield). You can activate the Equipment’s equip ability, but it won’t do "
     "anything.",
     "Un Equipo que se convierte en criatura ya no puede equipar a una criatura. Si en ese "
     "momento está anexado a una, deja de estarlo (aunque permanece en el campo de "
     "batalla). Puedes activar la habilidad de equipar del Equipo, pero no hará nada.",
     "Un Equipo que se convierte en criatura ya no puede equipar a una criatura. Si en ese "
     "momento está anexado a una, deja de estarlo (aunque permanece en el campo de "
     "batalla). Puedes activar la habilidad de equipar del Equipamiento, pero no hará "
     "nada.", ("term-missing", "Equipment", "Equipamiento")),
    # the verb kick (the glossary's kicker is the noun): « fue estimulado »
    ("es", "Notably, if the original spell was kicked, the copy will also be kicked.",
     "En particular, si el hechizo original fue estimulado, la copia también estará "
     "estimulada.",
     "En particular, si el hechizo original se lanzó con kicker, la copia también tendrá "
     "kicker.", ("term-missing", "kick", "kicker")),
    # a forbidden word inside a compound of several hyphens
    ("de", "Any enters-the-battlefield abilities of the copied creature will trigger when "
     "Progenitor Mimic enters the battlefield.",
     "Alle „Kommt ins Spiel“-Fähigkeiten der kopierten Kreatur werden ausgelöst, wenn der "
     "Nachahmer der Ahnen ins Spiel kommt.",
     "Alle Betritt-das-Schlachtfeld-Fähigkeiten der kopierten Kreatur werden ausgelöst, "
     "wenn der Nachahmer der Ahnen ins Spiel kommt.",
     ("terminology", "battlefield", "Schlachtfeld")),
    # a forbidden word heading a compound whose modifier the table lacks (« Questzähler »)
    ("de", "If Archmage Ascension has six or more quest counters on it, each draw may be "
     "replaced.",
     "Liegen auf dem Aufstieg des Erzmagiers sechs oder mehr Questmarken, kann jedes "
     "Ziehen ersetzt werden.",
     "Liegen auf dem Aufstieg des Erzmagiers sechs oder mehr Questzähler, kann jedes "
     "Ziehen ersetzt werden.", ("terminology", "counter", "zähler")),
    # the keyword with its preposition
    ("de", "For example, a creature with protection from black could be sacrificed.",
     "So kann zum Beispiel auch eine Kreatur mit Schutz vor Schwarz geopfert werden.",
     "So kann zum Beispiel auch eine Kreatur mit Schutz gegen Schwarz geopfert werden.",
     ("term-missing", "protection from", None)),
    ("fr", "A creature with protection from black can be sacrificed.",
     "Une créature avec la protection contre le noir peut être sacrifiée.",
     "Une créature avec la protection vis-à-vis du noir peut être sacrifiée.",
     ("term-missing", "protection from", None)),
    ("es", "A creature with protection from black can be sacrificed.",
     "Una criatura con protección contra el negro puede ser sacrificada.",
     "Una criatura con protección frente al negro puede ser sacrificada.",
     ("term-missing", "protection from", "frente")),
    # upkeep is a step: « fase de mantenimiento » no official text says
    ("es", "If Estrid’s Invocation doesn’t copy an enchantment as it enters the battlefield, "
     "it won’t have the ability to exile it at the beginning of your upkeep.",
     "Si la Invocación de Estrid no copia un encantamiento al entrar al campo de batalla, no "
     "tendrá la habilidad de exiliarse al comienzo de tu mantenimiento.",
     "Si la Invocación de Estrid no copia un encantamiento al entrar al campo de batalla, no "
     "tendrá la habilidad de exiliarse al comienzo de tu fase de mantenimiento.",
     ("terminology", "upkeep", "fase de mantenimiento")),
])
def test_twentieth_sets_terms_said_right_and_wrong(lang, en, faithful, wrong, finding):
    """Terms of the twentieth development sets: said right, no finding on them; said
    wrong, a major finding naming the term (and what stands in its place, where one
    does)."""
    _said_right_and_wrong(lang, en, faithful, wrong, finding, ("term-missing", "terminology"))


def test_the_german_verb_kick_is_said_with_its_bonus_costs():
    """"if it was kicked" is « falls die Bonuskosten … bezahlt wurden » (45 of 45 official
    German texts with the verb since 2015), "a kicked spell" « ein Zauberspruch mit
    Bonus »: the player slang « gekickt » in their place is found, the official wordings
    are not."""
    _said_right_and_wrong(
        "de", "Notably, if the original spell was kicked, the copy will also be kicked.",
        "Wurden die Bonuskosten des ursprünglichen Zauberspruchs bezahlt, gilt das auch für "
        "die Kopie: auch ihre Bonuskosten gelten als bezahlt.",
        "Wurde der ursprüngliche Zauberspruch gekickt, ist auch die Kopie gekickt.",
        ("term-missing", "kick", "gekickt"), ("term-missing", "terminology"))
    # "a kicked spell" is « ein Zauberspruch mit Bonus »
    _said_right_and_wrong(
        "de", "If you cast a kicked spell, the ability triggers.",
        "Wirkst du einen Zauberspruch mit Bonus, wird die Fähigkeit ausgelöst.",
        "Wirkst du einen gekickten Zauberspruch, wird die Fähigkeit ausgelöst.",
        ("term-missing", "kick", "gekickten"), ("term-missing", "terminology"))


def _said_right_and_wrong(lang: str, en: str, faithful: str, wrong: str, finding: tuple,
                          checks: tuple[str, ...]) -> None:
    """No major finding of ``checks`` on ``faithful``; on ``wrong`` a major one of
    ``finding`` (check, English term, what stands in its place or None)."""
    from tests.checks.test_meaning import _context
    ctx = _context(lang)
    check, term, found = finding
    assert [f for f in findings_for(ctx, en, faithful)
            if f.check_id in checks and f.severity.value == "major"] == []
    said = [(f.check_id, f.en_term, f.found) for f in findings_for(ctx, en, wrong)
            if f.severity.value == "major"]
    assert any(c == check and t == term and (found is None or f == found)
               for c, t, f in said), said


def test_a_relative_clause_after_a_plural_noun_has_its_verb():
    """"cards that phase in": after a relative "that" following a plural noun, the base
    form is the clause's verb, no noun "phase" to render; "the next phase" is the noun,
    and its rendering is asked for."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    assert [f for f in findings_for(fr, "Does not affect cards that phase in.",
                                    "Les cartes qui arrivent par phasing ne sont pas "
                                    "affectées.") if f.check_id == "term-missing"] == []
    assert ("major", "phase") in _term_missing(
        fr, "It returns at the beginning of the next phase.",
        "Il revient au début de l'étape suivante.")


def test_an_action_noun_of_the_english_family_is_the_term_in_another_part_of_speech():
    """"being destroyed" said « menacée de destruction »: the action noun whose stem is
    the English's (destroy, destruction), not the verb's (« détruire »), is the term in
    another part of speech, a hint; a word of another stem is still major."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = "Deity of Scars doesn’t need to be in danger of being destroyed."
    said = "Nul besoin que la Déité des cicatrices soit menacée de destruction."
    assert _term_missing(fr, en, said) == [("minor", "destroy")]
    assert _term_missing(fr, en, said.replace("destruction", "ruine")) == [("major", "destroy")]


def test_a_separable_verb_the_glossary_has_joins_its_particle():
    """« Erhält … Lebenspunkte dazu »: the particle at the clause's end makes the verb
    the glossary has (« dazuerhalten », gain life), though the lookup table lacks it; a
    clause saying another verb (« Verliert ») still leaves the term unsaid."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    en = "If that player’s teammate gains life, Boon Reflection will have no effect."
    said = "Erhält sein Teamkamerad Lebenspunkte dazu, hat die Strahlenspiegelung keinen Effekt."
    assert "gain life" not in {t for _, t in _term_missing(de, en, said)}
    other = "Verliert sein Teamkamerad Lebenspunkte, hat die Strahlenspiegelung keinen Effekt."
    assert ("major", "gain life") in _term_missing(de, en, other)


@pytest.mark.parametrize(("lang", "en", "faithful", "wrong", "finding"), [
    # today's wording at one mention and an outdated one at the other
    ("fr", "Although Tariff checks the converted mana cost of the creatures on the "
     "battlefield, you need to pay the creature’s actual mana cost to keep it on the "
     "battlefield.",
     "Le Tarif regarde le coût converti de mana des créatures sur le champ de bataille, "
     "mais vous devez payer le coût de mana réel de la créature pour la garder sur le "
     "champ de bataille.",
     "Le Tarif regarde le coût converti de mana des créatures sur le champ de bataille, "
     "mais vous devez payer le coût de mana réel de la créature pour la garder en jeu.",
     ("outdated-term", "battlefield", "en jeu")),
    # a compound's parts together: « Niedertrampeln … Schaden » is no « Trampelschaden »
    ("de", "If a creature is blocked but trample damage is still done to a player, this "
     "damage can’t be redirected.",
     "Fügt eine geblockte Kreatur einem Spieler dennoch Trampelschaden zu, kann dieser "
     "Schaden nicht umgeleitet werden.",
     "Fügt eine geblockte Kreatur einem Spieler durch Niedertrampeln dennoch Schaden zu, "
     "kann dieser Schaden nicht umgeleitet werden.", ("term-missing", "trample", None)),
    # the library said as the deck (« mazo »), which says deck where the English does
    ("es", "You get to decide the order the cards are placed on the library if more than "
     "one goes there.",
     "Si son varias las que van a tu biblioteca, tú decides en qué orden se colocan.",
     "Si son varias las que van a tu mazo, tú decides en qué orden se colocan.",
     ("terminology", "library", "mazo")),
    # the end step said by its phase's name
    ("es", "The tokens will be exiled in the End step even if Elemental Mastery has left "
     "the battlefield by then.",
     "Aunque para entonces la Maestría elemental haya dejado el campo de batalla, las "
     "fichas se exiliarán igualmente en el paso final.",
     "Aunque para entonces la Maestría elemental haya dejado el campo de batalla, las "
     "fichas se exiliarán igualmente en la fase final.",
     ("terminology", "end step", "fase final")),
])
def test_twenty_first_sets_terms_said_right_and_wrong(lang, en, faithful, wrong, finding):
    """Terms of the twenty-first development sets: said right, no major finding on them;
    said wrong, a major finding naming the term (and what stands in its place, where
    one does)."""
    _said_right_and_wrong(lang, en, faithful, wrong, finding,
                          ("term-missing", "terminology", "outdated-term"))


def test_a_gerund_after_an_article_is_the_verb_not_the_noun():
    """"when the countering fails": an -ing form after an article is the verb's action
    (counter a spell, « contrecarrer »), no counter (« marqueur ») to render; "remove a
    counter" still asks for « marqueur »."""
    from tests.checks.test_meaning import _context
    fr = _context("fr")
    en = ("Spells with a side effect that only happens if a spell is countered do not have "
          "their side effect happen when the countering fails.")
    said = ("Quand un sort a un effet secondaire qui ne se produit que si un sort est "
            "contrecarré, cet effet n'a pas lieu si la tentative de contrecarrer échoue.")
    assert [f for f in findings_for(fr, en, said) if f.check_id == "term-missing"] == []
    assert ("major", "counter") in {(f.severity.value, f.en_term) for f in findings_for(
        fr, "Remove a counter from it.", "Retirez-en un compteur.")
        if f.check_id in ("term-missing", "terminology")}


def test_a_german_participle_the_table_lacks_is_read_as_its_verb():
    """« geblockte », « geblockten »: past participles of blocken, which the lookup table
    lacks, read as the glossary's verb (block rendered); a word that only looks like
    one (« gesamte ») is left to the table."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    assert [f for f in findings_for(de, "If a creature with trample is blocked, it assigns "
                                    "its damage.", "Wird eine Kreatur mit Trampelschaden "
                                    "geblockt, weist sie ihren Schaden zu.")
            if f.check_id == "term-missing" and f.en_term == "block"] == []
    _, side = de.pair("x", "Eine geblockte Kreatur und die geblockten Kreaturen.")
    assert [t.lemma for t in side.tokens if t.text.startswith("geblockt")] == ["blocken"] * 2


def test_the_deck_said_as_the_deck_is_no_library_said_wrong():
    """« mazo » renders deck where the English names one ("your Commander deck"), beside
    a library said right; only where the English names no deck is it the library's
    wrong word."""
    from tests.checks.test_meaning import _context
    es = _context("es")
    assert [f for f in findings_for(es, "If your deck has two commanders, shuffle your "
                                    "library.", "Si tu mazo tiene dos comandantes, baraja "
                                    "tu biblioteca.") if f.check_id == "terminology"] == []


def test_activating_abilities_is_no_activated_ability():
    """A participle before a term's last word keeps its form: "activate abilities of
    artifacts" holds no term activated ability (whose Spanish texts say « activar
    habilidades de artefactos »), "activated abilities" does."""
    from tests.checks.test_meaning import _context
    es = _context("es")

    def keys(text: str) -> set[str]:
        return {e.en for m in es.source(text).terms for e in m.payloads}
    assert "activated ability" not in keys(
        "Spend this mana only to cast artifact spells or activate abilities of artifacts.")
    assert "activate" in keys(
        "Spend this mana only to cast artifact spells or activate abilities of artifacts.")
    assert "activated ability" in keys("Its activated abilities can’t be activated.")


def test_a_mention_said_by_a_kindred_verb_is_a_finding():
    """"activated" said « ausgelöst » (trigger's word) where « aktivieren » renders the
    ruling's other mention: activate and trigger are kin (their participles qualify
    ability in the glossary's terms), and the English says no trigger. Said
    « aktiviert », nothing."""
    en = ("The number of snow Swamps you control and the number of times Withering Wisps’s "
          "ability has been activated so far that turn are checked each time you attempt to "
          "activate the ability.")
    said = ("Jedes Mal, wenn du versuchst, die Fähigkeit des Modernden Moorgrases zu "
            "aktivieren, wird geprüft, wie viele verschneite Sümpfe du kontrollierst und wie "
            "oft die Fähigkeit in diesem Zug bereits {} wurde.")
    _said_right_and_wrong("de", en, said.format("aktiviert"), said.format("ausgelöst"),
                          ("term-missing", "activate", "ausgelöst"),
                          ("term-missing", "terminology"))


def test_the_rules_beginning_of_combat_is_accepted_in_spanish():
    """The Comprehensive Rules' « inicio del combate » (step 507) renders beginning of
    combat as the card texts' « comienzo del combate » does; « final del combate » does
    not."""
    en = ("Creatures which enter the battlefield after the beginning of combat ability "
          "resolves are not placed in either pile.")
    said = ("Las criaturas que entran al campo de batalla después de que se resuelva la "
            "habilidad de {} del combate no se colocan en ninguno de los montones.")
    _said_right_and_wrong("es", en, said.format("inicio"), said.format("final"),
                          ("term-missing", "beginning of combat", None),
                          ("term-missing", "terminology"))


def test_deal_with_words_before_damage_is_the_verb_deal():
    """"deal combat damage", "deals 2 damage": a word between deal and damage leaves the
    deal damage row unmatched; the verb's own row (next=damage) asks for « hacer » and
    finds « infligir » wrong, as deal damage does."""
    en = ("If it is blocked but then all of its blockers are removed before combat damage is "
          "assigned, then it won’t be able to deal combat damage.")
    said = ("Si es bloqueado pero después se retiran todas las criaturas que lo bloquean antes "
            "de que se asigne el daño de combate, no podrá {} daño de combate.")
    _said_right_and_wrong("es", en, said.format("hacer"), said.format("infligir"),
                          ("terminology", "deal", "infligir"), ("terminology",))


def test_a_verb_of_an_ation_noun_is_the_term_in_another_part_of_speech(ctx):
    """Splice is « imprégnation »: « une carte a été imprégnée » says it as a verb (the
    stem before « -ation »), a hint; a word of another stem is no rendering at all."""
    en = ("If you Fork a Spliced spell, the spliced text is added during the announcement "
          "of the original spell, and therefore is fully copied by Fork.")
    fr = ("Si vous utilisez la Fourche sur un sort auquel une carte a été imprégnée, le texte "
          "imprégné a été ajouté lors de l'annonce du sort original ; il est donc entièrement "
          "copié par la Fourche.")
    assert [f.severity.value for f in findings_for(ctx, en, fr)
            if f.check_id == "term-missing"] == ["minor"]
    assert [f.severity.value for f in findings_for(ctx, en, fr.replace("imprégn", "épiss"))
            if f.check_id == "term-missing"] == ["major"]


def test_kin_terms_are_learnt_from_coordinations():
    """learn_kin: two one-word terms the English texts coordinate in KIN_WRITTEN texts
    are written with their count (kin where KIN_LEAST); a coordination of clauses
    ("reveal it and put it"), of terms in another number ("enters the battlefield or
    attacks") or in fewer texts is not."""
    from pipeline.kindata import KIN_LEAST, KIN_WRITTEN, kin_text, learn_kin
    from pipeline.lang import SOURCE
    from pipeline.nlp import Analyzer

    texts = [f"Target creature gets +{n}/+0 and its power and toughness can't change."
             for n in range(KIN_LEAST)]
    texts += [f"Whenever it enters the battlefield or attacks, reveal {n} cards and put "
              "them into your hand." for n in range(KIN_LEAST)]
    texts += [f"Exile target artifact or enchantment with mana value {n}."
              for n in range(KIN_WRITTEN)]
    texts += [f"Return {n} cards from your hand or graveyard." for n in range(KIN_WRITTEN - 1)]
    terms = ["power", "toughness", "battlefield", "attack", "reveal", "put", "artifact",
             "enchantment", "card", "hand"]
    terms += ["graveyard"]
    kin = learn_kin(Analyzer(SOURCE), SOURCE, terms, texts)
    assert kin == {("power", "toughness"): KIN_LEAST, ("artifact", "enchantment"): KIN_WRITTEN}
    assert kin_text(kin).splitlines() == ["term\tkin\ttexts", f"power\ttoughness\t{KIN_LEAST}",
                                          f"artifact\tenchantment\t{KIN_WRITTEN}"]


@pytest.mark.parametrize("lang,en,right,wrong", [
    ("es", "Is not very useful against Trample creatures since Trample damage comes through "
     "as if a zero toughness creature blocked the Trampler.",
     "No es muy útil contra criaturas con la habilidad de arrollar, ya que su daño de "
     "arrollar pasa como si la hubiera bloqueado una criatura de resistencia cero.",
     "No es muy útil contra criaturas con la habilidad de arrollar, ya que su daño de "
     "arrollar pasa como si la hubiera bloqueado una criatura de fuerza cero."),
    ("de", "The amount of life gained from Ajani’s second ability is equal to power of the "
     "creature as it last existed on the battlefield.",
     "Wie viele Lebenspunkte durch Ajanis zweite Fähigkeit dazuerhalten werden, richtet sich "
     "nach der Stärke, die die Kreatur zuletzt im Spiel hatte.",
     "Wie viele Lebenspunkte durch Ajanis zweite Fähigkeit dazuerhalten werden, richtet sich "
     "nach der Widerstandskraft, die die Kreatur zuletzt im Spiel hatte."),
    # the second mention's group holds the kin (the first says « resistencia » right)
    ("es", "The amount of life gained is equal to the destroyed creature’s toughness as it "
     "last existed on the battlefield. If it wasn’t destroyed (most likely because it has "
     "indestructible), you gain life equal to its toughness as it currently exists on the "
     "battlefield.",
     "Ganas tantas vidas como la resistencia que tenía la criatura destruida la última vez "
     "que estuvo en el campo de batalla. Si no fue destruida (seguramente porque tiene la "
     "habilidad de indestructible), ganas una cantidad de vidas igual a su resistencia "
     "actual en el campo de batalla.",
     "Ganas tantas vidas como la fuerza que tenía la criatura destruida la última vez que "
     "estuvo en el campo de batalla. Si no fue destruida (seguramente porque tiene la "
     "habilidad de indestructible), ganas una cantidad de vidas igual a su resistencia "
     "actual en el campo de batalla."),
])
def test_a_kin_term_in_the_terms_place_is_major(lang, en, right, wrong):
    """Power said as toughness and the other way round (kin by the official texts'
    "power and toughness"), at a first mention or a later one: major, the kin's word
    found; the right wording gives no major finding."""
    ctx = Context(load_glossary([GLOSSARY], lang), get_pack(lang))
    assert [f for f in findings_for(ctx, en, right) if f.severity.value == "major"] == []
    found = [f for f in findings_for(ctx, en, wrong)
             if f.check_id == "term-missing" and f.severity.value == "major"]
    assert [f.found for f in found] == [{"es": "fuerza", "de": "Widerstandskraft"}[lang]]
    assert "kindred" in found[0].message


def test_a_name_translated_word_for_word_beside_the_official_one_is_found(tmp_path):
    """Three mentions of Rule of Law, two said « l'Autorité de la loi » and the first « La
    Règle de la loi », the name translated word for word: the capitalised « Règle »,
    which renders a word of the English name, stands in its place. All three right is
    no finding."""
    _, names = _with_card(tmp_path, "fr", "Rule of Law", "Autorité de la loi")
    en = ("Rule of Law looks at the entire turn to see if a player has cast a spell, even if "
          "Rule of Law wasn’t on the battlefield when that spell was cast. Notably, you can’t "
          "cast Rule of Law and then cast another spell during the same turn.")
    said = ("{} prend en compte le tour entier pour savoir si un joueur a lancé un sort, même "
            "si l'Autorité de la loi n'était pas sur le champ de bataille au moment où ce sort "
            "a été lancé. Vous ne pouvez notamment pas lancer l'Autorité de la loi puis lancer "
            "un autre sort pendant le même tour.")
    assert names(en, said.format("L'Autorité de la loi")) == []
    (f,) = names(en, said.format("La Règle de la loi"))
    assert f.severity.value == "major" and f.found == "Règle"


def test_a_one_word_name_opening_a_longer_name_is_no_card(tmp_path):
    """"banned in Arena Standard … on Magic: The Gathering Arena" names the format and the
    program, not the card Arena (« Arène »): « Standard Arena » is no name left in English.
    The card named on its own still needs its name."""
    _, names = _with_card(tmp_path, "fr", "Arena", "Arène")
    assert names("Nexus of Fate is currently banned in Arena Standard on Magic: The "
                 "Gathering Arena only.",
                 "Sur Magic: The Gathering Arena uniquement, le Nexus du destin est "
                 "actuellement banni du Standard Arena.") == []
    assert names("Arena has you and the target creature fight.",
                 "Arena fait se battre votre créature et la créature ciblée.")


def test_a_feminine_that_is_a_word_of_its_own_is_no_form_of_a_term(ctx):
    """A term's agreement forms leave out those the lookup table knows as words of their
    own (« sorte », "kind", beside « sort », spell), not a participle's feminine
    (« équipée »); French feminines in -euse render a term in -eur (« bloqueuse »)."""
    def terms(fr: str) -> set[str]:
        _, side = ctx.pair("x", fr)
        return {p.entry.en for m in side.terms for p in m.payloads}

    assert "spell" not in terms("Son type change de telle sorte qu'il n'est plus un slivoïde.")
    assert "spell" in terms("Vous lancez un sort.")
    assert "equipped" in terms("La créature équipée gagne le vol.")
    assert "blocker" in terms("Elle est déclarée comme bloqueuse.")


def test_another_cards_name_in_a_mentions_place_is_found(tmp_path):
    """Three mentions of Tarmogoyf, the third said « le Lhurgoyf », another card's name the
    English does not name: it stands where the name should. Said with a pronoun, no
    finding."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "cards.csv").write_text(
        "en,fr,forbidden,note\nTarmogoyf,Tarmogoyf,,FUT\nLhurgoyf,Lhurgoyf,,ICE\n",
        encoding="utf-8")
    ctx = Context(load_glossary([tmp_path], "fr"), get_pack("fr"))
    en = ("Tarmogoyf counts card types, not cards. If the only card in all graveyards is a "
          "single artifact creature, Tarmogoyf will be 2/3. If the only cards in all "
          "graveyards are ten artifact creatures, Tarmogoyf will still be 2/3.")
    said = ("Ce sont les types de carte que compte le Tarmogoyf, et non les cartes. Si la "
            "seule carte présente dans tous les cimetières est une créature-artefact, le "
            "Tarmogoyf est 2/3 ; si les seules cartes présentes dans tous les cimetières sont "
            "dix créatures-artefacts, {} est toujours 2/3.")
    (f,) = [f for f in findings_for(ctx, en, said.format("le Lhurgoyf"))
            if f.check_id == "card-name"]
    assert f.severity.value == "major" and f.found == "Lhurgoyf"
    assert [f for f in findings_for(ctx, en, said.format("il")) if f.check_id == "card-name"] == []


def test_another_cards_name_opening_with_its_article_is_found(tmp_path):
    """Another card's name that opens with its article, written in lower case in the
    running text (« el Mimeoplasma »), stands in a mention's place: a word of it has its
    capital. The card's own name there is no finding."""
    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack

    (tmp_path / "es").mkdir()
    (tmp_path / "es" / "cards.csv").write_text(
        "en,es,forbidden,note\nCryptoplasm,Criptoplasma,,RAV\n"
        "The Mimeoplasm,El Mimeoplasma,,CMD\n", encoding="utf-8")
    ctx = Context(load_glossary([tmp_path, GLOSSARY], "es"), get_pack("es"))
    en = "Cryptoplasm copies a creature. If Cryptoplasm becomes a copy, it keeps its ability."
    said = "El Criptoplasma copia una criatura. Si {} se convierte en una copia, conserva su habilidad."
    (f,) = [f for f in findings_for(ctx, en, said.format("el Mimeoplasma"))
            if f.check_id == "card-name"]
    assert f.found == "el Mimeoplasma"
    assert [f for f in findings_for(ctx, en, said.format("el Criptoplasma"))
            if f.check_id == "card-name"] == []


@pytest.mark.parametrize(("lang", "en", "said"), [
    # the term in another part of speech, a noun link after it: « ganancia de vida »
    ("es", "Whenever you gain life, you gain that much life again. Each life gain event "
     "is doubled.",
     "Siempre que ganes vidas, ganas esa misma cantidad otra vez: se duplica cada "
     "ganancia de vida."),
    # a word that qualifies a rendering right beside it: « aktueller Lebenspunktestand »
    ("de", "If your life total is less than 10, your life total becomes 10.",
     "Ist dein Lebenspunktestand kleiner als 10, wird dein aktueller Lebenspunktestand "
     "10."),
])
def test_a_word_beside_a_second_mention_is_no_calque(lang, en, said):
    """Only a modifier a noun link joins to a rendering before it says a term of several
    words word for word at a mention (« contador de incendio »)."""
    from tests.checks.test_meaning import _context
    assert not [f for f in findings_for(_context(lang), en, said)
                if f.check_id == "term-missing" and f.severity.value == "major"]


def _right_clean_wrong_found(lang: str, en: str, right: str, wrong: str, found: str):
    """No major term-missing finding on ``right``; one naming ``found`` on ``wrong``."""
    from tests.checks.test_meaning import _context
    ctx = _context(lang)
    assert [f for f in findings_for(ctx, en, right) if f.check_id == "term-missing"
            and f.severity.value == "major"] == []
    assert found in [f.found for f in findings_for(ctx, en, wrong)
                     if f.check_id == "term-missing" and f.severity.value == "major"]


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "found"), [
    # two words of a rendering joined by a link it does not have
    ("fr", "Although Nyxathid had 0 toughness, it isn’t put into its owner’s graveyard as a "
     "state-based action because state-based actions aren’t checked until the spell has "
     "finished resolving.",
     "Bien que le Nyxathide ait eu une endurance de 0, il n'est pas mis dans le cimetière de "
     "son propriétaire en tant qu'action basée sur un état, car les actions basées sur un "
     "état ne sont vérifiées qu'une fois la résolution du sort terminée.",
     "Bien que le Nyxathide ait eu une endurance de 0, il n'est pas mis dans le cimetière de "
     "son propriétaire en tant qu'action basée sur un état, car les actions d'état ne sont "
     "vérifiées qu'une fois la résolution du sort terminée.",
     "actions d'état"),
    # one of them in another form of its stem
    ("fr", "You choose whether you want to assign all damage to blocking creatures.",
     "C'est à vous de choisir si vous attribuez la totalité des blessures aux créatures "
     "bloqueuses.",
     "C'est à vous de choisir si vous attribuez la totalité des blessures aux créatures "
     "bloquantes.",
     "créatures bloquantes"),
    ("es", "If an activated ability is activated, it may trigger. An ability that says it "
     "can be activated only once each turn is an activated ability.",
     "Si se activa una habilidad activada, puede dispararse. Una habilidad que dice que "
     "puede activarse solo una vez por turno es una habilidad activada.",
     "Si se activa una habilidad activada, puede dispararse. Una habilidad que dice que "
     "puede activarse solo una vez por turno es una habilidad de activación.",
     "habilidad de activación"),
])
def test_a_renderings_words_made_into_another_phrase_are_found(lang, en, right, wrong, found):
    """The words of a term's rendering put together otherwise (« actions d'état » for
    « actions basées sur un état ») or with one of them in another form (« créatures
    bloquantes » for « créatures bloqueuses ») say the term in a phrase of the
    translator's making: no pronoun or elided repeat does that."""
    _right_clean_wrong_found(lang, en, right, wrong, found)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "found"), [
    ("fr", "Any ability that stops a cycling ability from being activated also stops "
     "Forestcycling from being activated.",
     "Toute capacité qui empêche d'activer une capacité de recyclage empêche aussi "
     "d'activer le recyclage de forêt.",
     "Toute capacité qui empêche d'activer une capacité de recyclage empêche aussi "
     "d'activer le cyclage de forêt.",
     "cyclage"),
    ("de", "Any ability that stops a cycling ability from being activated also stops "
     "Wizardcycling from being activated.",
     "Verhindert eine Fähigkeit, dass eine Umwandlungsfähigkeit aktiviert wird, verhindert "
     "sie auch die Aktivierung der Zaubererumwandlung.",
     "Verhindert eine Fähigkeit, dass eine Cycling-Fähigkeit aktiviert wird, verhindert "
     "sie auch die Aktivierung der Zaubererumwandlung.",
     "Cycling"),
])
def test_a_term_glued_to_an_english_word_is_a_mention(lang, en, right, wrong, found):
    """"Forestcycling" mentions cycling as « recyclage de forêt » renders it: a second
    mention said otherwise beside it is found."""
    _right_clean_wrong_found(lang, en, right, wrong, found)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "found"), [
    # a mention said by another game term of its sort ("hand or graveyard", as the official
    # English coordinates them)
    ("es", "If Diregraf Colossus enters the battlefield from your graveyard, its first ability "
     "will count itself among the Zombie cards in your graveyard.",
     "Si el Coloso de tumbanefasta entra al campo de batalla desde tu cementerio, su primera "
     "habilidad lo contará a él mismo entre las cartas de Zombie de tu cementerio.",
     "Si el Coloso de tumbanefasta entra al campo de batalla desde tu mano, su primera "
     "habilidad lo contará a él mismo entre las cartas de Zombie de tu cementerio.",
     "mano"),
    ("de", "Iridescent Drake’s triggered ability can target any Aura card in a graveyard. "
     "However, if the Aura can’t be attached to Iridescent Drake, it remains in its owner’s "
     "graveyard and doesn’t enter the battlefield.",
     "Die ausgelöste Fähigkeit des Schillernden Sceada kann jede Aura-Karte in einem Friedhof "
     "als Ziel haben. Kann die Aura jedoch nicht an den Schillernden Sceada angelegt werden, "
     "kommt sie nicht ins Spiel, sondern bleibt im Friedhof ihres Besitzers.",
     "Die ausgelöste Fähigkeit des Schillernden Sceada kann jede Aura-Karte in einem Friedhof "
     "als Ziel haben. Kann die Aura jedoch nicht an den Schillernden Sceada angelegt werden, "
     "kommt sie nicht ins Spiel, sondern wird auf die Hand ihres Besitzers zurückgebracht.",
     "Hand"),
    # a term of two words written as one adjective ("face-down") is a mention, and a word
    # that renders another game term (« umgedreht », turned over) stands in its place
    ("de", "Because face-down creatures don’t have a name, they can’t have the same name as "
     "any other creature or share any creature types with any other creature, even another "
     "face-down creature.",
     "Verdeckte Kreaturen haben keinen Namen. Deshalb können sie weder denselben Namen wie "
     "eine andere Kreatur haben noch einen Kreaturentyp mit einer anderen Kreatur gemeinsam "
     "haben – nicht einmal mit einer anderen verdeckten Kreatur.",
     "Verdeckte Kreaturen haben keinen Namen. Deshalb können sie weder denselben Namen wie "
     "eine andere Kreatur haben noch einen Kreaturentyp mit einer anderen Kreatur gemeinsam "
     "haben – nicht einmal mit einer anderen umgedrehten Kreatur.",
     "umgedrehten"),
    # the English word kept, not the rendering of another term the English says (« avec le
    # recyclage » for "with cycling")
    ("fr", "Abandoned Sarcophagus doesn’t grant you permission to do anything with those cards "
     "except cast them. For example, you can’t cycle nonland cards with cycling from your "
     "graveyard.",
     "Le Sarcophage abandonné vous permet uniquement de lancer ces cartes, rien de plus. Vous "
     "ne pouvez par exemple pas recycler depuis votre cimetière des cartes non-terrain avec "
     "le recyclage.",
     "Le Sarcophage abandonné vous permet uniquement de lancer ces cartes, rien de plus. Vous "
     "ne pouvez par exemple pas cycler depuis votre cimetière des cartes non-terrain avec le "
     "recyclage.",
     "cycler"),
])
def test_what_stands_in_a_terms_place_in_the_dev_sets_37(lang, en, right, wrong, found):
    """A zone said as another, a mention said by another term's word, an English word
    kept: each found as standing in the term's place, none on the faithful wording."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    assert [f for f in findings_for(ctx, en, right)
            if f.check_id == "term-missing" and f.severity.value == "major"] == []
    assert found in {f.found for f in findings_for(ctx, en, wrong)
                     if f.check_id == "term-missing" and f.severity.value == "major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "found"), [
    # a compound of the rendering's first part with another head at the second mention
    ("de", "Totem armor doesn’t destroy the Aura; rather, it changes the effects of the spell or "
     "ability. An Aura that has totem armor is destroyed instead.",
     "Nicht der Totembeistand zerstört die Aura – er verändert vielmehr die Effekte des "
     "Zauberspruchs oder der Fähigkeit. Eine Aura mit Totembeistand wird stattdessen zerstört.",
     "Nicht die Totemrüstung zerstört die Aura – sie verändert vielmehr die Effekte des "
     "Zauberspruchs oder der Fähigkeit. Eine Aura mit Totembeistand wird stattdessen zerstört.",
     "Totemrüstung"),
    # a term glued to an English word ("landcycling") said by another noun of its stem
    ("fr", "Cards put into your hand without an instruction to “draw” them, such as those "
     "found with a basic landcycling ability, weren’t drawn.",
     "Les cartes mises dans votre main sans instruction de les « piocher », comme celles "
     "trouvées grâce à une capacité de recyclage de terrain de base, n'ont pas été piochées.",
     "Les cartes mises dans votre main sans instruction de les « piocher », comme celles "
     "trouvées grâce à une capacité de cyclage de terrain de base, n'ont pas été piochées.",
     "cyclage"),
])
def test_what_stands_in_a_terms_place_in_the_dev_sets_38(lang, en, right, wrong, found):
    """A compound made of the rendering's first part and a word-for-word head, a glued
    keyword said by a shorter noun of its stem: each found in the term's place, none on
    the faithful wording."""
    from tests.checks.test_meaning import _context

    ctx = _context(lang)
    assert [f for f in findings_for(ctx, en, right)
            if f.check_id == "term-missing" and f.severity.value == "major"] == []
    assert found in {f.found for f in findings_for(ctx, en, wrong)
                     if f.check_id == "term-missing" and f.severity.value == "major"}


def test_the_rendering_as_a_german_compounds_first_part_is_no_missing_term():
    """"its own equip cost" said « seine eigenen Ausrüstkosten »: the verb « Ausrüsten »
    as the first part of a compound, the term in another part of speech, a hint at most;
    « Spielkosten » in its place is still major."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    en = "You can sacrifice Piston Sledge to pay its own equip cost."
    said = "Du kannst den Kolbenhammer opfern, um seine eigenen {} zu bezahlen."
    assert [f for f in findings_for(de, en, said.format("Ausrüstkosten"))
            if f.check_id == "term-missing" and f.severity.value == "major"] == []
    assert "major" in {f.severity.value for f in findings_for(de, en, said.format("Spielkosten"))
                       if f.check_id == "term-missing"}


@pytest.mark.parametrize(("en", "said", "right", "wrong"), [
    # "blocking creatures" said by the game's own word for them
    ("The number of creatures each player controls is evaluated only as blocking creatures "
     "are declared.",
     "Wie viele Kreaturen jeder Spieler kontrolliert, wird nur ermittelt, wenn die {} "
     "deklariert werden.", "Blocker", "Verteidiger"),
    # the English's old wording of create ("put … tokens onto the battlefield") said with
    # today's term, whose outdated form « ins Spiel bringen » renders the English's
    ("You may put up to that many Eldrazi Spawn tokens onto the battlefield.",
     "Du kannst bis zu entsprechend viele Eldrazi-Ausgeburt-Spielsteine {}.", "erzeugen",
     "bekommen"),
])
def test_the_term_said_by_the_games_own_word(en, said, right, wrong):
    """A term said by another official word for the same thing of the game: no term
    missing; an everyday word in its place still is."""
    from tests.checks.test_meaning import _context

    de = _context("de")
    assert [f for f in findings_for(de, en, said.format(right))
            if f.check_id == "term-missing" and f.severity.value == "major"] == []
    assert "major" in {f.severity.value for f in findings_for(de, en, said.format(wrong))
                       if f.check_id == "term-missing"}


def test_a_renderings_phrase_with_another_head():
    """"the battlefield" said « le camp de bataille » where « champ de bataille » is the
    game's phrase: its head replaced by a word no English word of the group is said with,
    major where the term binds; « champ de bataille » is no finding."""
    from tests.checks.test_meaning import _context

    fr = _context("fr")
    en = "Creatures with flying can still attack, and Abyssal Gatekeeper stays on the battlefield."
    said = "Les créatures avec le vol peuvent toujours attaquer, et le Portier abyssal reste sur " \
           "le {} de bataille."
    assert [f for f in findings_for(fr, en, said.format("champ"))
            if f.check_id == "term-missing" and f.severity.value == "major"] == []
    assert "camp de bataille" in {f.found for f in findings_for(fr, en, said.format("camp"))
                                  if f.check_id == "term-missing" and f.severity.value == "major"}
