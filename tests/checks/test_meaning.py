"""The meaning-cue checks: negation, modality, quantifiers, possessors, conditions. Each
case is a faithful translation (nothing to find) or the same English with one cue
turned around (the check must find it), every term kept right."""

import pytest

from pipeline.checks.meaning import Negation
from tests.conftest import findings_for, ids_for, make_view

MEANING = {"negation", "modality", "quantifier", "possessor", "condition"}

CASES = [
    # negation: dropped, added, and a second one dropped; « ne … que » is not one
    ("Creatures your opponents control can't block this turn.",
     "Les créatures que vos adversaires contrôlent ne peuvent pas bloquer ce tour-ci.", set()),
    ("Creatures your opponents control can't block this turn.",
     "Les créatures que vos adversaires contrôlent peuvent bloquer ce tour-ci.", {"negation"}),
    ("Untapping the creature removes it from combat.",
     "Dégager la créature ne la retire pas du combat.", {"negation"}),
    ("If the creature is no longer on the battlefield, you won't create a token.",
     "Si la créature n'est plus sur le champ de bataille, vous ne créez aucun jeton.", set()),
    ("If the creature is no longer on the battlefield, you won't create a token.",
     "Si la créature est encore sur le champ de bataille, vous ne créez aucun jeton.",
     {"negation"}),
    ("You can cast only instant spells this way.",
     "Vous ne pouvez lancer que des sorts d'éphémère de cette manière.", set()),
    ("You may choose one of those names, but not both.",
     "Vous pouvez choisir l'un de ces noms, mais pas les deux.", set()),
    # modality
    ("You must sacrifice a creature.", "Vous devez sacrifier une créature.", set()),
    ("You must sacrifice a creature.", "Vous pouvez sacrifier une créature.", {"modality"}),
    ("You may sacrifice a creature.", "Vous devez sacrifier une créature.", {"modality"}),
    ("You may sacrifice a creature.", "Vous devrez sacrifier une créature.", {"modality"}),
    ("You may sacrifice a creature.", "Vous pourrez sacrifier une créature.", set()),
    ("You must sacrifice a creature.", "Il vous faudra sacrifier une créature.", set()),
    # quantifiers
    ("Tap up to two target creatures.", "Engagez jusqu'à deux créatures ciblées.", set()),
    ("Tap up to two target creatures.", "Engagez deux créatures ciblées.", {"quantifier"}),
    ("Tap two target creatures.", "Engagez jusqu'à deux créatures ciblées.", {"quantifier"}),
    ("It has reach as long as it has one or more +1/+1 counters on it.",
     "Il a la portée tant qu'il a au moins un marqueur +1/+1 sur lui.", set()),
    ("Search for a card with mana value 3 or less.",
     "Cherchez une carte de valeur de mana inférieure ou égale à 3.", set()),
    ("Each opponent loses 2 life.", "Chaque adversaire perd 2 points de vie.", set()),
    ("Activate only once each turn.", "N'activez qu'une seule fois par tour.", set()),
    # possessors
    ("Return target creature you control to its owner's hand.",
     "Renvoyez une créature ciblée que vous contrôlez dans la main de son propriétaire.", set()),
    ("Return target creature you control to its owner's hand.",
     "Renvoyez une créature ciblée qu'un adversaire contrôle dans la main de son propriétaire.",
     {"possessor"}),
    ("Return target creature you control to its owner's hand.",
     "Renvoyez une créature ciblée que vous contrôlez dans la main de son contrôleur.",
     {"possessor"}),
    # "ignoring" says a negation (« sans compter »); one more is still one too many
    ("Count the creatures you control, ignoring tokens.",
     "Comptez les créatures que vous contrôlez, sans compter les jetons.", set()),
    ("Count the creatures you control, ignoring tokens.",
     "Ne comptez pas les créatures que vous contrôlez, sans compter les jetons.",
     {"negation"}),
    # idioms: "no matter" said « peu importe »; "not only … but also"; "more or less"
    ("Each Curse's ability triggers only once, no matter how many creatures are attacking.",
     "La capacité de chaque Malédiction ne se déclenche qu'une fois, peu importe le nombre "
     "de créatures qui attaquent.", set()),
    ("It doesn't matter whether the planeswalker is still on the battlefield.",
     "Peu importe que le planeswalker soit encore sur le champ de bataille ou non.", set()),
    ("It affects not only planeswalkers you control, but also planeswalkers that come under "
     "your control later.", "Elle s'applique aux planeswalkers que vous contrôlez, mais aussi "
     "à ceux qui passent sous votre contrôle plus tard.", set()),
    ("Effects that cause you to pay more or less will cause you to pay that much more or less.",
     "Les effets qui vous font payer plus ou moins vous font payer d'autant plus ou moins.",
     set()),
    ("Exile two target cards with mana value 3 or less.",
     "Exilez deux cartes ciblées de valeur de mana 3 ou plus.", {"quantifier"}),
    # "after X but before Y" said « entre X et Y »
    ("Opponents can't remove the creature after you reveal a card but before it gets a "
     "counter.", "Vos adversaires ne peuvent pas retirer la créature entre le moment où vous "
     "révélez une carte et celui où elle reçoit un marqueur.", set()),
    ("Opponents can't remove the creature after you reveal a card but before it gets a "
     "counter.", "Vos adversaires ne peuvent pas retirer la créature après que vous avez "
     "révélé une carte.", {"condition"}),
    # the controller said as the one who controls; a perfect tense
    ("The controller of the creature will control its ability.",
     "Celui qui contrôle la créature contrôlera sa capacité.", set()),
    ("The controller of the creature will control its ability.",
     "Le propriétaire de la créature contrôlera sa capacité.", {"possessor"}),
    ("You can tap a creature you haven't controlled continuously since your most recent turn.",
     "Vous pouvez engager une créature que vous n'avez pas contrôlée sans interruption depuis "
     "votre tour le plus récent.", set()),
    # a negation moved into the parenthesis: the rest flipped
    ("That player won't lose the game (until they have to draw from an empty library).",
     "Ce joueur ne perd pas la partie (jusqu'à ce qu'il doive piocher dans une bibliothèque "
     "vide).", set()),
    ("That player won't lose the game (until they have to draw from an empty library).",
     "Ce joueur perd la partie (tant qu'il n'a pas à piocher dans une bibliothèque vide).",
     {"negation"}),
    # a modal negated that the English says bare, its verb worded otherwise
    ("Because convoke isn't an alternative cost, it can be used in conjunction with "
     "alternative costs.", "Comme la convocation n'est pas un coût alternatif, elle peut se "
     "combiner avec des coûts alternatifs.", set()),
    ("Because convoke isn't an alternative cost, it can be used in conjunction with "
     "alternative costs.", "Comme la convocation n'est pas un coût alternatif, elle ne peut "
     "pas se combiner avec des coûts alternatifs.", {"negation"}),
    # "must … may" said "must … must"
    ("You must pay the costs to cast the exiled cards. If one has an alternative cost, you "
     "may cast it for that cost instead.", "Vous devez payer les coûts pour lancer les "
     "cartes exilées ; si l'une d'elles a un coût alternatif, vous pouvez la lancer pour ce "
     "coût à la place.", set()),
    ("You must pay the costs to cast the exiled cards. If one has an alternative cost, you "
     "may cast it for that cost instead.", "Vous devez payer les coûts pour lancer les "
     "cartes exilées ; si l'une d'elles a un coût alternatif, vous devez la lancer pour ce "
     "coût à la place.", {"modality"}),
    # "you" with a modal or a tense between: the same possessor
    ("You'll control that spell.", "Vous contrôlerez ce sort.", set()),
    ("If it's equipped to a creature an opponent controls, you'll control the copy.",
     "Si elle est attachée à une créature contrôlée par un adversaire, vous contrôlerez la "
     "copie.", set()),
    ("If it's equipped to a creature an opponent controls, you'll control the copy.",
     "Si elle est attachée à une créature contrôlée par un adversaire, c'est cet adversaire "
     "qui contrôlera la copie.", {"possessor"}),
    ("You can control two legendary permanents with different names.",
     "Vous pouvez contrôler deux permanents légendaires ayant des noms différents.", set()),
    # conditions and timing
    ("Counter target spell unless its controller pays {3}.",
     "Contrecarrez le sort ciblé à moins que son contrôleur ne paie {3}.", set()),
    ("Counter target spell unless its controller pays {3}.",
     "Contrecarrez le sort ciblé si son contrôleur paie {3}.", {"condition"}),
    ("You may do this before you draw.", "Vous pouvez faire cela après avoir pioché.",
     {"condition"}),
    # the turn: "earlier in the turn" is not the previous turn; "your last turn" is
    ("If Giant Growth gave it +3/+3 earlier in the turn, it will be a 5/5 Grizzly Bears.",
     "Si la Croissance gigantesque lui a donné +3/+3 plus tôt dans le tour, ce sera des "
     "Ours grizzlis 5/5.", set()),
    ("If Giant Growth gave it +3/+3 earlier in the turn, it will be a 5/5 Grizzly Bears.",
     "Si la Croissance gigantesque lui a donné +3/+3 au tour précédent, ce sera des Ours "
     "grizzlis 5/5.", {"condition"}),
    # the moments of an ability: when it triggers is not when it resolves
    ("The creature it must block is the one that was equipped at the time the ability "
     "triggered.", "La créature qu'elle doit bloquer est celle qui était équipée au moment "
     "où la capacité s'est déclenchée.", set()),
    ("The creature it must block is the one that was equipped at the time the ability "
     "triggered.", "La créature qu'elle doit bloquer est celle qui était équipée au moment "
     "où la capacité s'est résolue.", {"condition"}),
    ("You choose whether to sacrifice a creature as the exploit ability resolves.",
     "Vous choisissez de sacrifier ou non une créature au moment où la capacité d'exploitation "
     "se résout.", set()),
    ("You choose whether to sacrifice a creature as the exploit ability resolves.",
     "Vous choisissez de sacrifier ou non une créature au moment où la capacité d'exploitation "
     "se déclenche.", {"condition"}),
    ("Destroy target creature that entered the battlefield since your last turn ended.",
     "Détruisez la créature ciblée qui est arrivée sur le champ de bataille depuis la fin de "
     "votre dernier tour.", set()),
]


@pytest.mark.parametrize(("en", "fr", "expected"), CASES)
def test_meaning_cues(ctx, en, fr, expected):
    assert ids_for(ctx, en, fr) & MEANING == expected


def test_a_dropped_negation_points_at_the_english(ctx):
    en = "The effect doesn't end if the creature stops being a creature."
    fr = "L'effet prend fin si la créature cesse d'être une créature."
    (f,) = [f for f in findings_for(ctx, en, fr) if f.check_id == "negation"]
    assert en[slice(*f.en_span)] == "n't" and f.fr_span is None
    assert "1 × negation" in f.message


def test_card_names_and_reminder_text_are_not_cues(ctx):
    # « sans » in an official card name is not a negation; reminder text only one side
    # has is left out of the comparison
    en = "Bottomless Pool // Locker Room has flying."
    fr = "Piscine sans fond // Vestiaire a le vol (elle ne peut pas être bloquée excepté " \
         "par des créatures avec le vol)."
    assert ids_for(ctx, en, fr) & MEANING == set()


def test_sentences_are_compared_as_aligned(ctx):
    # the negation moved to the other sentence: each aligned pair disagrees
    en = "You can't attack with it. You may block with it."
    fr = "Vous pouvez attaquer avec elle. Vous ne pouvez pas bloquer avec elle."
    negations = [f for f in findings_for(ctx, en, fr) if f.check_id == "negation"]
    assert len(negations) == 2


def _negation(ctx, en: str, fr: str) -> list[str]:
    return [f.severity.value for f in findings_for(ctx, en, fr) if f.check_id == "negation"]


def test_a_negation_flipped_or_dropped_is_major_and_one_more_in_the_translation_minor(ctx):
    en = "You don't lose the game for having 0 or less life."
    assert _negation(ctx, en, "Vous ne perdez pas la partie pour avoir 0 point de vie ou "
                     "moins.") == []
    assert _negation(ctx, en, "Vous perdez la partie pour avoir 0 point de vie ou moins.") == [
        "major"]
    # the translation says it twice over: the language's way, a hint
    assert _negation(ctx, en, "Vous ne perdez pas la partie et vous ne perdez jamais pour "
                     "avoir 0 point de vie ou moins.") == ["minor"]
    # one of the English's two negations dropped: major
    assert _negation(ctx, "It can't attack and it can't block.",
                     "Elle ne peut pas attaquer et elle peut bloquer.") == ["major"]


def test_a_word_negated_by_a_prefix_may_be_said_with_a_negation(ctx):
    """"nonbasic" is « non de base » or « qui n'est pas de base »: the translation's
    negation says the English's prefix."""
    en = "Destroy target nonbasic land."
    assert _negation(ctx, en, "Détruisez le terrain non-base ciblé.") == []
    assert _negation(ctx, en, "Détruisez le terrain ciblé qui n'est pas un terrain de "
                     "base.") == []
    assert _negation(ctx, "Destroy target basic land.",
                     "Détruisez le terrain ciblé qui n'est pas un terrain de base.") == ["major"]


@pytest.mark.parametrize(("lang", "en", "faithful", "changed", "found"), [
    # a restriction added: "all other creatures" said « … que no sean fichas »
    ("es", "Then you'll destroy all other creatures.",
     "Luego destruyes todas las demás criaturas.",
     "Luego destruyes todas las demás criaturas que no sean fichas.", "que no sean"),
    ("fr", "Then you'll destroy all other creatures.",
     "Puis vous détruisez toutes les autres créatures.",
     "Puis vous détruisez toutes les autres créatures non-jeton.", "non-jeton"),
    # a restriction dropped: "nontoken" said with nothing
    ("de", "Destroy each nontoken creature.", "Zerstöre jede Nichtspielstein-Kreatur.",
     "Zerstöre jede Kreatur.", ""),
    # "noncombat" said « autres que de combat », "other than being cast" « que no sea »
    ("fr", "It triggers on any damage those creatures deal, including noncombat damage.",
     "Elle se déclenche pour toutes les blessures que ces créatures infligent, y compris "
     "les blessures autres que de combat.",
     "Elle se déclenche pour toutes les blessures que ces créatures infligent, y compris "
     "les blessures de combat.", ""),
    ("es", "If it enters the battlefield by any method other than being cast, it's a creature.",
     "Si entra al campo de batalla por cualquier método que no sea ser lanzado, es una "
     "criatura.",
     "Si entra al campo de batalla por cualquier método que no sea ser lanzado y que no sea "
     "copiado, es una criatura.", "que no sea"),
])
def test_a_restriction_said_with_non_added_or_dropped_is_a_flip(lang, en, faithful, changed,
                                                                found):
    """"non-" said added (« que no sean fichas », « non-jeton ») or dropped ("nontoken"
    said « Kreatur »): a restriction changed. Said with another word that restricts
    (« autres que de combat », "other than" as « que no sea ») it is none."""
    ctx = _context(lang)

    def restrictions(text):
        return [(f.severity.value, f.found) for f in findings_for(ctx, en, text)
                if f.check_id == "negation" and "restriction" in f.message]
    assert restrictions(faithful) == []
    assert restrictions(changed) == [("major", found)]


def test_until_said_as_long_as_not_lends_no_negation(ctx):
    """"no effect until it's resolving" said « aucun effet tant qu'elle n'est pas en train
    de se résoudre »: that « n' » says the "until"; so the "won't win" beside it said
    « vous gagnez tout de même » has lost its negation."""
    en = ("Approach of the Second Sun has no effect until it’s resolving. If the second one "
          "you cast is countered, you won’t win the game.")
    said = ("L'Approche du Second Soleil n'a aucun effet tant qu'elle n'est pas en train de se "
            "résoudre : si la seconde que vous lancez est contrecarrée, vous {} la partie.")
    assert _negation(ctx, en, said.format("ne gagnez pas")) == []
    assert _negation(ctx, en, said.format("gagnez tout de même")) == ["major"]


def test_each_floated_after_a_plural_subject_is_not_required(ctx):
    """"Two creatures each get +1/+0": « chacune » may be left out, the plural says it;
    "each creature" needs its « chaque »."""
    quantifier = {"quantifier"}
    assert not ids_for(ctx, "Up to two target creatures each get +1/+0 until end of turn.",
                       "Jusqu'à deux créatures ciblées gagnent +1/+0 jusqu'à la fin du "
                       "tour.") & quantifier
    assert ids_for(ctx, "Put a +1/+1 counter on each creature you control.",
                   "Mettez un marqueur +1/+1 sur une créature que vous contrôlez.") & quantifier


def _cue_findings(ctx, en: str, fr: str, check: str) -> set[str]:
    return {f.severity.value for f in findings_for(ctx, en, fr) if f.check_id == check}


@pytest.mark.parametrize(("said", "expected"), [
    ("No obstante, regresará al campo de batalla.", set()),  # "however"
    ("No regresará al campo de batalla.", {"major"}),
])
def test_no_obstante_is_however_no_negation(said, expected):
    assert _cue_findings(_context("es"), "However, it will return to the battlefield.",
                         said, "negation") == expected


@pytest.mark.parametrize(("en", "said"), [
    # "in other ways": no negation
    ("A permanent that turns face up changes characteristics but is otherwise the same "
     "permanent.", "Eine bleibende Karte, die umgedreht wird, ändert ihre Eigenschaften, "
     "bleibt aber ansonsten dieselbe bleibende Karte."),
    # opening its clause, "if not": the English's "otherwise"
    ("Sacrifice a creature. Otherwise, you lose 3 life.",
     "Opfere eine Kreatur. Ansonsten verlierst du 3 Lebenspunkte."),
])
def test_ansonsten_negates_only_opening_its_clause(en, said):
    assert _cue_findings(_context("de"), en, said, "negation") == set()


def test_a_cue_official_texts_often_leave_out_is_a_hint_and_its_flip_is_not(ctx):
    """French official texts say "after" with no « après » in about a third of aligned
    groups (the pack's cues-fr.tsv): left out, it is minor; turned into « avant », its
    opposite, it is major."""
    en = "If you cast it after combat, it gains haste until end of turn."
    kept = "Si vous le lancez pendant la seconde phase principale, il acquiert la célérité " \
           "jusqu'à la fin du tour."
    assert _cue_findings(ctx, en, kept, "condition") == {"minor"}
    # « une fois le combat terminé » says "after combat"
    said = "Si vous le lancez une fois le combat terminé, il acquiert la célérité " \
           "jusqu'à la fin du tour."
    assert _cue_findings(ctx, en, said, "condition") == set()
    flipped = "Si vous le lancez avant le combat, il acquiert la célérité jusqu'à la fin " \
              "du tour."
    assert _cue_findings(ctx, en, flipped, "condition") == {"major"}


def test_a_cue_official_texts_always_carry_stays_major(ctx):
    en = "Target opponent can't cast spells this turn."
    fr = "L'adversaire ciblé peut lancer des sorts ce tour-ci."
    assert _cue_findings(ctx, en, fr, "negation") == {"major"}


def test_cue_agreement_is_counted_per_aligned_group():
    """learn_cues: of the groups with a cue on one side, how many have it on the other."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.cuedata import cues_text, learn_cues
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    ctx = Context(load_glossary([Path(GLOSSARY)], "fr"), get_pack("fr"))
    rows = [("Draw a card. Then discard a card unless you control an artifact.",
             "Piochez une carte. Puis défaussez-vous d'une carte à moins que vous ne "
             "contrôliez un artefact.", "2014-02-07"),
            ("Sacrifice it unless you pay {1}.", "Sacrifiez-le si vous ne payez pas {1}.",
             "2013-09-27")]
    agreement = learn_cues(ctx, rows)
    assert agreement["unless", "en"] == (1, 2)
    assert agreement["unless", "target"] == (1, 1)
    assert cues_text(agreement).splitlines()[0] == "cue\tside\ttogether\tseen"


def test_an_adverb_closing_a_clause_is_no_condition(ctx):
    """"what they were before" is "previously": no "before" a translation must carry;
    "before it resolves" made « après » is still the flip."""
    en = "As the turn ends, the other creatures revert to what they were before."
    fr = "À la fin du tour, les autres créatures redeviennent ce qu'elles étaient."
    assert _cue_findings(ctx, en, fr, "condition") == set()
    assert _cue_findings(ctx, "Sacrifice it before the ability resolves.",
                         "Sacrifiez-le après la résolution de la capacité.",
                         "condition") == {"major"}


@pytest.mark.parametrize("fr", [
    "Le fait que vous contrôliez un artefact ou non n'est vérifié qu'au moment où le sort "
    "se résout.",
    "Le fait que vous contrôliez un artefact n'est vérifié qu'au moment où le sort se "
    "résout.",
])
def test_whether_or_not_is_no_negation(ctx, fr):
    en = "Whether or not you control an artifact is checked only as the spell resolves."
    assert _negation(ctx, en, fr) == []


def _context(lang: str):
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    return Context(load_glossary([Path(GLOSSARY)], lang), get_pack(lang))


def test_spanish_idioms_for_only_and_after_are_no_false_alarm():
    """« no … más que » is "only", no negation; « una vez disparada » is "after"; a
    negative concord does not reach across « y »: two negations stay two."""
    es = _context("es")
    found = {f.check_id for f in findings_for(
        es, "If this creature is dealt damage by several sources at once, it only loses one "
            "counter.",
        "Aunque esta criatura reciba daño de varias fuentes a la vez, no pierde más que un "
        "contador.") if f.severity.value == "major"}
    assert not found & {"negation", "quantifier"}
    assert not {f.check_id for f in findings_for(
        es, "If the creature leaves the battlefield after the ability triggers, nothing "
            "happens.",
        "Si la criatura deja el campo de batalla una vez disparada la habilidad, no pasa "
        "nada.")} & {"condition"}
    en = "The blessing isn't a permanent and can't be removed by any effect."
    assert _negation(es, en, "La bendición no es un permanente y ningún efecto puede "
                             "quitarla.") == []
    assert _negation(es, en, "La bendición no es un permanente y cualquier efecto puede "
                             "quitarla.") == ["major"]


def test_german_erst_wenn_says_after_and_only():
    de = _context("de")
    en = ("Abilities that trigger while the spell is resolving are put on the stack only "
          "after it has completely resolved.")
    de_text = ("Fähigkeiten, die auslösen, während der Zauberspruch verrechnet wird, kommen "
               "erst, wenn er vollständig verrechnet ist, auf den Stapel.")
    assert not {f.check_id for f in findings_for(de, en, de_text)} & {"condition", "quantifier"}
    dropped = de_text.replace("erst, wenn", "wenn")
    assert {f.check_id for f in findings_for(de, en, dropped)} & {"condition", "quantifier"}


@pytest.mark.parametrize(("en", "fr", "check"), [
    ("Once you concede, you no longer control the creature.",
     "Une fois que vous avez concédé, vous ne contrôlez plus la créature.", "possessor"),
    ("Once you concede, you no longer control the creature.",
     "Une fois que vous avez concédé, la créature, vous ne la contrôlez plus.", "possessor"),
    ("Your opponents can each draw a maximum of one card on each player's turn.",
     "Chacun de vos adversaires peut piocher au maximum une carte pendant le tour de chaque "
     "joueur.", "quantifier"),
    ("The ability triggers just once for each life-gaining event.",
     "La capacité ne se déclenche qu'une seule fois par événement de gain de points de vie.",
     "quantifier"),
    # « devrait » is "would" in the rules' French, not "must"
    ("You can prevent the next 1 damage that would be dealt to you this turn.",
     "Vous pouvez prévenir la prochaine 1 blessure qui devrait vous être infligée ce "
     "tour-ci.", "modality"),
])
def test_the_same_cue_in_other_words_is_no_finding(ctx, en, fr, check):
    assert check not in ids_for(ctx, en, fr)


def test_must_made_would_is_still_no_must(ctx):
    """« doit » says "must"; a "can" made « doit » is the flip."""
    assert "modality" in ids_for(ctx, "You can sacrifice a creature.",
                                 "Vous devez sacrifier une créature.")


def test_a_negation_said_otherwise_is_no_flip_and_its_flip_is(ctx):
    """"doesn't change" said « reste la même »: a wording that negates of its own (the
    pack's privative cue), no negation dropped. The same clause with the negation
    dropped and the word kept is major, and so is the clause dropped with its negation."""
    en = "The power of the creature doesn't change until the end of the turn."
    assert _negation(ctx, en, "La force de la créature reste la même jusqu'à la fin du "
                              "tour.") == []
    assert _negation(ctx, en, "La force de la créature change jusqu'à la fin du "
                              "tour.") == ["major"]
    # "it doesn't matter" is said « peu importe »: an idiom, no negation on either side
    en = "It doesn't matter whether you control the creature when the ability resolves."
    assert _negation(ctx, en, "Peu importe que vous contrôliez la créature quand la "
                              "capacité se résout.") == []
    # the clause with the negation gone: "isn't a triggered ability and doesn't use the
    # stack" rendered without the stack (the clause dropped, which the omission check
    # may say first: the negation is then left to it)
    found = [(f.check_id, f.severity.value) for f in findings_for(
        ctx, "Ascend isn't a triggered ability and doesn't use the stack.",
        "L'ascension n'est pas une capacité déclenchée.")]
    assert ("negation", "major") in found or ("omission", "major") in found
    assert ("negation", "minor") not in found


def test_a_negation_added_in_a_clause_of_its_own_is_major_and_a_concord_list_none():
    """A negation the translation adds is major; « ni … ni » over a list is the
    English's one negation (the pack's listing cue), no finding."""
    es = _context("es")
    en = "Those creatures can be the targets of the ability."
    assert _negation(es, en, "Esas criaturas no pueden ser objetivo de la habilidad.") == [
        "major"]
    en = "Spells and emblems aren't permanents."
    assert _negation(es, en, "Ni los hechizos ni los emblemas son permanentes.") == []


def test_cant_unless_said_only_if_is_no_finding(ctx):
    """No X unless Y is X only if Y: « ne … que si », « nur … wenn » say "can't …
    unless"; the same with "can" (the negation gone) is still flagged."""
    en = ("You can't activate this ability unless you have at least two cards in your "
          "graveyard.")
    fr = ("Vous ne pouvez activer cette capacité que si vous avez au moins deux cartes "
          "dans votre cimetière.")
    assert not {f.check_id for f in findings_for(ctx, en, fr)} & {"negation", "condition"}
    flipped = en.replace("can't", "can")
    assert {f.check_id for f in findings_for(ctx, flipped, fr)
            if f.severity.value == "major"} & {"condition", "quantifier", "negation"}
    de = _context("de")
    de_fr = ("Du kannst diese Fähigkeit nur aktivieren, wenn du mindestens zwei Karten in "
             "deinem Friedhof hast.")
    assert not {f.check_id for f in findings_for(de, en, de_fr)
                if f.severity.value == "major"} & {"negation", "condition"}


def test_german_einzig_says_only_and_erst_wenn_may_be_parted():
    de = _context("de")
    en = "The only difference between the two artifacts is their color."
    assert not {f.check_id for f in findings_for(
        de, en, "Die beiden Artefakte unterscheiden sich einzig durch ihre Farbe.")} & {
        "quantifier"}
    en = ("Abilities that trigger while the spell is resolving will be put on the stack "
          "after it has completely resolved.")
    de_text = ("Fähigkeiten, die auslösen, während der Zauberspruch verrechnet wird, kommen "
               "erst auf den Stapel, wenn er vollständig verrechnet ist.")
    assert not {f.check_id for f in findings_for(de, en, de_text)} & {"condition"}
    before = de_text.replace("erst auf den Stapel, wenn", "auf den Stapel, bevor")
    assert {f.check_id for f in findings_for(de, en, before)} & {"condition"}


def test_the_cleft_you_control_is_you_control():
    es = _context("es")
    en = "If you control the triggered ability, you decide whether it blocks."
    assert not {f.check_id for f in findings_for(
        es, en, "Si eres tú quien controla la habilidad disparada, decides si bloquea.")} & {
        "possessor"}
    assert {f.check_id for f in findings_for(
        es, en, "Si es tu oponente quien controla la habilidad disparada, decides si "
                "bloquea.")} & {"possessor"}


def test_your_life_total_said_with_vous(ctx):
    """"your life total is 4" is « vous avez 4 points de vie »: « vous » says "your", as
    German « du » and Spanish « te » do; « chaque adversaire » is still the flip."""
    en = "If your life total is 4, you gain 8 life."
    assert _cue_findings(ctx, en, "Si vous avez 4 points de vie, vous gagnez 8 points de vie.",
                         "possessor") == set()
    assert _cue_findings(ctx, "If your life total is 4, each opponent gains 8 life.",
                         "Si chaque adversaire a 4 points de vie, il gagne 8 points de vie.",
                         "possessor")


def test_not_until_said_only_when_is_no_negation_dropped():
    """"can't respond until after you've paid" is « können erst reagieren, wenn du
    bezahlt hast »: the German's « erst » says what the English's negation and "until"
    say together. Dropped without such a cue, the negation is still major."""
    de = _context("de")
    en = ("Once that ability is announced, players can't respond to it until after you've "
          "paid its activation cost.")
    assert _negation(de, en, "Sobald du die Fähigkeit angekündigt hast, können die Spieler "
                     "erst darauf reagieren, wenn du die Aktivierungskosten bezahlt hast.") == []
    assert _negation(de, en, "Sobald du die Fähigkeit angekündigt hast, können die Spieler "
                     "darauf reagieren, bis du die Aktivierungskosten bezahlt hast.") == [
        "major"]


def test_if_not_said_unless_is_no_negation_dropped_nor_unless_added():
    """"You can't cast the spell if you can't choose a legal target" is « No puedes
    lanzar el hechizo a menos que puedas elegir un objetivo legal »: "if … not" is
    "unless". Neither the negation check nor the condition check has anything to say;
    the "if" clause's negation dropped with no "unless" for it is still a flip."""
    es = _context("es")
    en = "You can't cast the spell if you can't choose a legal target for it."
    said = "No puedes lanzar el hechizo a menos que puedas elegir un objetivo legal para él."
    assert _negation(es, en, said) == []
    assert _cue_findings(es, en, said, "condition") == set()
    assert _negation(es, en, "No puedes lanzar el hechizo si puedes elegir un objetivo "
                     "legal para él.") == ["major"]
    # and the other way: "unless" said « si … no »
    en = "You can't cast the spell unless you can choose a legal target for it."
    said = "No puedes lanzar el hechizo si no puedes elegir un objetivo legal para él."
    assert _negation(es, en, said) == []
    assert _cue_findings(es, en, said, "condition") == set()


def test_words_that_say_a_negation_count_as_one():
    """"fail to draw" is « kannst … nicht ziehen », "too late to respond" « kann niemand
    mehr reagieren », "won't … in time" « trop tard », "no effect" « keinerlei Effekt »."""
    de = _context("de")
    assert _negation(de, "You'll then be forced to draw three cards and fail to draw one.",
                     "Danach musst du drei Karten ziehen und kannst eine davon nicht "
                     "ziehen.") == []
    assert _negation(de, "Once you decide to pay {2}{R}, it's too late for anyone to respond.",
                     "Hast du dich einmal entschieden, {2}{R} zu bezahlen, kann niemand mehr "
                     "darauf reagieren.") == []
    assert _negation(de, "It will have no effect on any illegal targets.",
                     "Auf illegale Ziele hat er keinerlei Effekt.") == []
    fr = _context("fr")
    assert _negation(fr, "It won't receive a counter from the last ability in time to save it.",
                     "Le marqueur de la dernière capacité arrivera trop tard pour la "
                     "sauver.") == []


def test_spanish_negative_concord_stays_inside_its_clause():
    """« no llegará a dispararse si ninguna de las dos… » is two negations, as "won't
    trigger at all if neither stat…" is: « ninguna » opens a clause of its own."""
    es = _context("es")
    assert _negation(es, "If neither stat of the new creature is greater, evolve won't "
                     "trigger at all.", "Evolucionar no llegará a dispararse si ninguna de "
                     "las dos características de la nueva criatura es mayor.") == []


def test_ni_carries_a_negation_to_what_follows_it(ctx):
    """« ne peut pas influer sur X, ni sur Y » negates Y too: for "can't affect X, but it
    can affect Y" that is a flip; « ne peut ni attaquer ni bloquer » for "can't attack or
    block" only says the negation twice."""
    en = ("A spell cast this way can't affect which creatures you can attack with, but it "
          "can affect which creatures will be able to block.")
    assert _negation(ctx, en, "Un sort lancé de cette manière ne peut pas influer sur les "
                     "créatures avec lesquelles vous pouvez attaquer, ni sur celles qui "
                     "pourront bloquer.") == ["major"]
    assert "major" not in _negation(ctx, "That creature can't attack or block this turn.",
                                    "Cette créature ne peut ni attaquer ni bloquer ce tour-ci.")


def test_a_negation_that_is_a_word_of_meaning_bears_on_itself():
    """"unaffected" is « unberührt »: the word the negation bears on is the word itself,
    not the sentence's subject that the translation renders without a negation."""
    de = _context("de")
    assert "major" not in _negation(
        de, "Triggered abilities (starting with “when,” “whenever,” or “at”) are unaffected "
        "by this effect.", "Ausgelöste Fähigkeiten (die mit „wenn“, „immer wenn“ oder „zu "
        "Beginn“ beginnen) bleiben von diesem Effekt unberührt.")


@pytest.mark.parametrize(("lang", "en", "said", "flipped", "check"), [
    # the last put on the stack resolves first: said « als letzte » twice
    ("de", "You can put them on the stack in any order. The last ability you put on the "
     "stack will be the first one that resolves.", "Du kannst diese Fähigkeiten in "
     "beliebiger Reihenfolge auf den Stapel legen; die Fähigkeit, die du als letzte auf den "
     "Stapel legst, wird als {} verrechnet.", ("letzte", "erste"), "condition"),
    ("fr", "It copies the original types, including the types it had gained.",
     "Il copie les types d'origine, {} des types qu'il avait acquis.",
     ("à l'exception", "y compris"), "quantifier"),
    ("es", "Start with the player farthest from the active player.",
     "Empieza con el jugador {} al jugador activo.", ("más cercano", "más alejado"),
     "condition"),
    ("fr", "Put that card on top of its owner's library.",
     "Mettez cette carte au-{} de la bibliothèque de son propriétaire.",
     ("dessous", "dessus"), "condition"),
    ("fr", "Starting with the opponent on your left, each opponent chooses a creature.",
     "En commençant par l'adversaire à votre {}, chaque adversaire choisit une créature.",
     ("droite", "gauche"), "condition"),
    ("es", "Starting with the player to your right, each player may pay {1}.",
     "Empezando por el jugador a tu {}, cada jugador puede pagar {{1}}.",
     ("izquierda", "derecha"), "condition"),
])
def test_a_word_said_as_its_opposite_is_a_flip(lang, en, said, flipped, check):
    """"first" made « letzte », "including" made « à l'exception de », "farthest" made
    « más cercano », "top" made « dessous », "left" made « droite »: major; the right word is no finding, nor
    is the word left unsaid (these are ordinary words, often said otherwise)."""
    ctx = _context(lang)
    wrong, right = flipped

    def found(fr: str) -> list[tuple[str, str]]:
        return [(f.check_id, f.severity.value) for f in findings_for(ctx, en, fr)
                if "said as its opposite" in f.message]

    assert found(said.format(wrong)) == [(check, "major")]
    assert found(said.format(right)) == []


@pytest.mark.parametrize(("lang", "en", "kept", "dropped"), [
    ("de", "Revolt abilities check only whether a permanent you controlled left the "
     "battlefield this turn.",
     "Rebellion-Fähigkeiten prüfen nur, ob in diesem Zug eine bleibende Karte, die du "
     "kontrolliert hast, das Spiel verlassen hat.",
     "Rebellion-Fähigkeiten prüfen nur, ob eine bleibende Karte, die du kontrolliert hast, "
     "das Spiel verlassen hat."),
    ("fr", "It checks whether you've cast another spell this turn.",
     "Elle vérifie si vous avez lancé un autre sort pendant le tour.",
     "Elle vérifie si vous avez lancé un autre sort."),
])
def test_this_turn_dropped_lifts_a_time_limit(lang, en, kept, dropped):
    """"this turn" needs a turn in the aligned translation (any: « pendant le tour »):
    dropped, what held for one turn holds for the whole game."""
    ctx = _context(lang)

    def turn(fr: str) -> list[str]:
        return [f.severity.value for f in findings_for(ctx, en, fr)
                if f.check_id == "condition" and f.expected == "this-turn"]
    assert turn(kept) == []
    assert turn(dropped) == ["major"]


def test_a_negated_clause_the_translation_adds_is_major():
    """« Kostenerhöhungen durch andere Effekte dagegen nicht » and « sin habilidades ni
    tipos de criatura » add restrictions the English lacks: their words render nothing
    of the English, so the extra negation is no concord but an added clause. A negation
    the translation repeats over a coordination keeps words of the English and stays a
    hint."""
    de, es, fr = _context("de"), _context("es"), _context("fr")
    en = "The total cost takes into account additional or alternative costs."
    said = "In die Gesamtkosten fließen zusätzliche oder alternative Kosten mit ein{}."
    assert _negation(de, en, said.format("")) == []
    # a clause « dagegen » opens: the addition check names it (Addition 5); the negation
    # check, which it suppresses, says the same on its own
    added = said.format(", Kostenerhöhungen durch andere Effekte dagegen nicht")
    assert [(f.check_id, f.severity.value) for f in findings_for(de, en, added)
            if f.check_id in ("negation", "addition")] == [("addition", "major")]
    assert [f.severity.value for f in Negation().check(make_view(de, en, added), de)] == [
        "major"]
    en = ("If you don’t, Body Double enters the battlefield as a 0/0 creature and is "
          "probably put into your graveyard immediately.")
    said = ("Si no lo haces, el Doble de cuerpo entra al campo de batalla como una criatura "
            "0/0{} y lo más probable es que vaya a tu cementerio de inmediato.")
    assert _negation(es, en, said.format("")) == []
    assert _negation(es, en, said.format(" sin habilidades ni tipos de criatura")) == [
        "major"]
    assert "major" not in _negation(
        fr, "Damage dealt to a creature you control by such a creature won’t result in "
        "damage being marked on the creature or in -1/-1 counters.",
        "Les blessures qu'elle inflige à une créature que vous contrôlez ne sont pas "
        "marquées sur cette créature et ne se traduisent pas par des marqueurs -1/-1.")


def test_a_word_that_is_a_negation_may_be_said_with_one():
    """"disallows" is « no permite », "illegal" « no es legal »: the translation's
    negation says the English word, no negation added."""
    es = _context("es")
    assert "major" not in _negation(
        es, "Replacement effects can’t be used to replace draws that Narset disallows.",
        "Los robos que Narset no permite no pueden reemplazarse mediante efectos de "
        "reemplazo.")


def test_a_prohibition_is_one_whatever_its_modal():
    """"must not be a land" said « no puede ser una tierra » forbids alike; said
    « puede ser una tierra » it permits: the negation and the modal both flip."""
    es, fr = _context("es"), _context("fr")
    en = ("Although the target of the enters-the-battlefield ability must not be a land, "
          "lands with the same name as that permanent will be exiled.")
    said = ("El objetivo de la habilidad que se dispara al entrar al campo de batalla {} ser "
            "una tierra, pero las tierras que tengan el mismo nombre que ese permanente sí "
            "se exiliarán.")

    def found(ctx, en, fr):
        return {f.check_id for f in findings_for(ctx, en, fr)
                if f.check_id in ("modality", "negation") and f.severity.value == "major"}

    assert found(es, en, said.format("no puede")) == set()
    assert found(es, en, said.format("puede")) == {"modality", "negation"}
    assert found(fr, "You can't sacrifice it.", "Vous ne devez pas la sacrifier.") == set()


def test_up_to_a_point_in_time_is_until():
    """« hasta un momento concreto de ese turno » is "until a specific point", no "up
    to one"."""
    es = _context("es")
    en = ("Continuous effects that last until that player’s next turn or until a specific "
          "point in that turn will last until that turn would have begun.")
    fr = ("Los efectos continuos cuya duración se extiende hasta el próximo turno de ese "
          "jugador o hasta un momento concreto de ese turno duran hasta el momento en que "
          "habría comenzado ese turno.")
    assert [f for f in findings_for(es, en, fr) if f.check_id == "quantifier"] == []
    assert [f.severity.value for f in findings_for(
        es, "You may sacrifice up to one creature.", "Puedes sacrificar hasta una "
        "criatura.") if f.check_id == "quantifier"] == []


@pytest.mark.parametrize(("lang", "en", "fr"), [
    ("de", "In most situations, this means you can’t exile more than four cards.",
     "Meistens heißt das: höchstens vier Karten."),
    ("es", "You can’t sacrifice more than one creature to any one exploit ability.",
     "No puedes sacrificar más de una criatura para una misma habilidad de aprovechar."),
    ("fr", "You can’t sacrifice more than one creature to any one exploit ability.",
     "Vous ne pouvez pas sacrifier plus d'une créature pour une même capacité "
     "d'exploitation."),
])
def test_not_more_than_is_at_most(lang, en, fr):
    """"can't exile more than four" is « höchstens vier »: its negation is part of "at
    most", no negation dropped; said « mindestens » the negation is dropped."""
    ctx = _context(lang)
    majors = {f.check_id for f in findings_for(ctx, en, fr) if f.severity.value == "major"}
    assert not majors & {"negation", "quantifier"}
    if lang == "de":
        wrong = {f.check_id for f in findings_for(ctx, en, fr.replace("höchstens",
                                                                        "mindestens"))
                 if f.severity.value == "major"}
        assert wrong & {"negation", "quantifier"}


def test_not_either_is_no_at_most():
    """« ne vous donnent pas non plus de marqueurs » is "nor … counters": no "at most"."""
    fr = _context("fr")
    assert [f for f in findings_for(
        fr, "The damage won't result in you losing life or in you getting poison counters.",
        "Les blessures ne vous font pas perdre de points de vie et ne vous donnent pas non "
        "plus de marqueurs « poison ».") if f.check_id == "quantifier"] == []


def test_not_until_said_as_wait_until_keeps_its_negation():
    """"won't return … until the beginning of the next end step" said « habrá que
    esperar al comienzo del próximo paso final para que regrese »: the wait says the
    negation; « regresará al comienzo » alone drops it."""
    es = _context("es")
    en = ("If a creature you don’t control dies during the end step, that creature won’t "
          "return to the battlefield until the beginning of the next end step.")
    said = "Cuando una criatura que no controlas muere durante el paso final, {}"
    assert "major" not in _negation(es, en, said.format(
        "habrá que esperar al comienzo del próximo paso final para que regrese al campo de "
        "batalla."))
    assert _negation(es, en, said.format(
        "esa criatura regresará al campo de batalla al comienzo del próximo paso "
        "final.")) == ["major"]


@pytest.mark.parametrize(("lang", "en", "fr"), [
    ("de", "Controlling both of them won’t invoke the “legend rule.”",
     "Die „Legenden-Regel“ greift nicht, wenn du beide kontrollierst."),
    ("fr", "You can still cast the exiled card if Thief of Sanity leaves your control.",
     "Vous pouvez toujours lancer la carte exilée si le Voleur de sanité cesse d'être sous "
     "votre contrôle."),
])
def test_your_control_left_and_the_generic_controlling_are_you_control(lang, en, fr):
    """"Controlling both of them" has "you" for subject, "leaves your control" is the
    relation « sous votre contrôle » says: no possessor added."""
    assert [f for f in findings_for(_context(lang), en, fr) if f.check_id == "possessor"
            and f.severity.value == "major"] == []
    wrong = fr.replace("du beide kontrollierst", "ein Gegner beide kontrolliert").replace(
        "sous votre contrôle", "sous le contrôle d'un adversaire")
    assert "possessor" in {f.check_id for f in findings_for(_context(lang), en, wrong)
                           if f.severity.value == "major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("es", "If the draws are optional, the player can’t choose to draw.",
     "Si los robos son opcionales, ese jugador no puede elegir robar.",
     "Si los robos son opcionales, ese jugador no tiene por qué elegir robar."),
    ("fr", "You don’t have to choose a card to copy.",
     "Vous n'êtes pas obligé de choisir une carte à copier.",
     "Vous ne pouvez pas choisir de carte à copier."),
    ("de", "You don’t have to choose a card to copy.",
     "Du musst keine Karte zum Kopieren wählen.",
     "Du darfst keine Karte zum Kopieren wählen."),
])
def test_forbidden_and_not_obliged_are_not_one(lang, en, right, wrong):
    """"can't choose" is no "doesn't have to choose", and the other way round: a flip
    of what the player may do."""
    ctx = _context(lang)

    def modality(fr):
        return [f.severity.value for f in findings_for(ctx, en, fr) if f.check_id == "modality"]

    assert modality(right) == []
    assert modality(wrong) == ["major"]


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("de", "Chaos Warp reveals a card with at least one of the following card types.",
     "Das Chaosgewirr deckt eine Karte mit mindestens einem der folgenden Kartentypen auf.",
     "Das Chaosgewirr deckt eine Karte mit genau einem der folgenden Kartentypen auf."),
    ("de", "A player with ten or more poison counters loses the game.",
     "Ein Spieler mit zehn oder mehr Giftmarken verliert die Partie.",
     "Ein Spieler mit mehr als zehn Giftmarken verliert die Partie."),
    ("es", "A creature shares a color with any creature that is at least one of its colors.",
     "Una criatura comparte un color con cualquier criatura que tenga al menos uno de sus "
     "colores.",
     "Una criatura comparte un color con cualquier criatura que tenga todos sus colores."),
    ("fr", "A token for each card with embalm can be found in some Amonkhet booster packs.",
     "Un jeton pour chaque carte avec l'embaumement se trouve dans certains boosters "
     "d'Amonkhet.",
     "Un jeton pour chaque carte avec l'embaumement se trouve dans chaque booster d'Amonkhet."),
    ("es", "If all of the targets become illegal, the spell won’t resolve.",
     "Si todos los objetivos se vuelven ilegales, el hechizo no se resolverá.",
     "Si la mayoría de los objetivos se vuelven ilegales, el hechizo no se resolverá."),
    ("es", "It works as long as some effect keeps its toughness above zero.",
     "Funciona mientras algún efecto mantenga su resistencia por encima de cero.",
     "Funciona mientras cada efecto mantenga su resistencia por encima de cero."),
])
def test_a_quantifier_said_as_another_is_major(lang, en, right, wrong):
    """"at least one" made « genau einen » or « todos », "ten or more" made « mehr als
    zehn », "some" made « chaque », "all" made « la mayoría »: not a quantifier left
    unsaid, which official texts often do, but another one said."""
    ctx = _context(lang)

    def quantifier(fr):
        return [f.severity.value for f in findings_for(ctx, en, fr)
                if f.check_id == "quantifier"]

    assert quantifier(right) == []
    assert quantifier(wrong) == ["major"]


def test_a_negation_bears_past_a_word_the_other_side_does_not_render():
    """"doesn't cause their loyalty abilities to be activated": "cause" has no German
    counterpart, the negation bears on "activated", said « aktiviert » with no negation:
    a flip."""
    de = _context("de")
    en = ("Putting loyalty counters on planeswalkers doesn’t cause their loyalty abilities "
          "to be activated.")
    said = ("Werden Loyalitätsmarken auf Planeswalker gelegt, werden dadurch {} deren "
            "Loyalitätsfähigkeiten aktiviert.")
    assert _negation(de, en, said.format("auch")) == ["major"]
    assert _negation(de, en, said.format("nicht")) == []


def test_before_said_after_once_of_twice_is_a_flip():
    """Two "before" joined in one French sentence, the second made « après »: both sides
    have "before", but the translation once and "after" once more."""
    fr = _context("fr")
    en = ("Players can’t respond to the tribute decision before the creature enters the "
          "battlefield. That is, if the opponent doesn’t pay tribute, the triggered ability "
          "will trigger before any player has a chance to remove the creature.")
    said = ("Les joueurs ne peuvent pas répondre à la décision concernant le tribut avant que "
            "la créature n'arrive sur le champ de bataille : si l'adversaire ne paie pas le "
            "tribut, la capacité déclenchée se déclenchera donc {} que les joueurs aient eu "
            "l'occasion de retirer la créature.")

    def condition(text):
        return [f.severity.value for f in findings_for(fr, en, text) if f.check_id == "condition"]

    assert condition(said.format("après")) == ["major"]
    assert condition(said.format("avant")) == []


def test_a_prefix_said_with_a_word_of_its_own_excuses_no_negation():
    """"untapped" may be said « no girada » (the translation's negation says the
    prefix); said « enderezada », a negation beside it is the translation's own."""
    es = _context("es")
    en = "You can target any creature, even one that's untapped or one you already control."
    assert _negation(es, en, "Puedes hacer objetivo a cualquier criatura, incluso a una que "
                             "no esté girada o a una que ya controles.") == []
    assert _negation(es, en, "Puedes hacer objetivo a cualquier criatura, incluso a una que "
                             "esté enderezada, pero no a una que ya controles.") == ["major"]


@pytest.mark.parametrize(("lang", "right", "wrong"), [
    ("de", "Der Ausdünner der Leere verhindert, dass verdeckte Kreaturenzaubersprüche "
           "gewirkt werden.",
     "Der Ausdünner der Leere verhindert nicht, dass verdeckte Kreaturenzaubersprüche "
     "gewirkt werden."),
    ("fr", "Le Vanneur du néant empêche que des sorts de créature face cachée soient lancés.",
     "Le Vanneur du néant n'empêche pas que des sorts de créature face cachée soient "
     "lancés."),
    ("es", "El Aventador del vacío impide que se lancen hechizos de criatura boca abajo.",
     "El Aventador del vacío no impide que se lancen hechizos de criatura boca abajo."),
])
def test_a_word_that_negates_of_its_own_negated_is_a_flip(lang, right, wrong):
    """"stop … from" is a negation of its own, said by one (« verhindert », « empêche »,
    « impide »); a negation on that word flips it, and says nothing of "stop" (as the
    translation's negation says the prefix of "untapped")."""
    pack = _context(lang)
    en = "Void Winnower will stop face-down creature spells from being cast."
    assert _negation(pack, en, right) == []
    assert _negation(pack, en, wrong) == ["major"]
    # said with a plain negation, as "can't be cast", it is the English's meaning
    said = {"de": "Wegen des Ausdünners der Leere können verdeckte Kreaturenzaubersprüche "
                  "nicht gewirkt werden.",
            "fr": "À cause du Vanneur du néant, les sorts de créature face cachée ne peuvent "
                  "pas être lancés.",
            "es": "Por el Aventador del vacío, los hechizos de criatura boca abajo no se "
                  "pueden lanzar."}[lang]
    assert _negation(pack, en, said) == []


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("es", "The check happens when the spell resolves.",
     "La comprobación se hace cuando el hechizo se resuelve.",
     "La comprobación se hace en el momento de lanzar el hechizo."),
    ("de", "It matters whether the creature is on the battlefield when monstrosity resolves.",
     "Es kommt darauf an, ob die Kreatur im Spiel ist, wenn ihre Monstrosität verrechnet "
     "wird.",
     "Es kommt darauf an, ob die Kreatur im Spiel ist, wenn ihre Monstrosität aktiviert "
     "wird."),
    ("fr", "You must control a Dragon as you finish casting the spell.",
     "Vous devez contrôler un Dragon au moment où vous finissez de lancer le sort.",
     "Vous devez contrôler un Dragon au moment où vous commencez à lancer le sort."),
    ("fr", "Count the spells you cast before the ability resolves.",
     "Comptez les sorts que vous avez lancés avant que la capacité ne se résolve.",
     "Comptez les sorts que vous avez lancés avant d'avoir lancé le sort."),
])
def test_a_moment_said_as_another_is_a_flip(lang, en, right, wrong):
    """When a spell resolves is not when it is cast or an ability activated, and finishing
    to cast is not beginning to: said as the other moment, the time changed."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, "condition") == set()
    assert _cue_findings(pack, en, wrong, "condition") == {"major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("fr", "The ability triggers even if the creature is tapped.",
     "La capacité se déclenche même si la créature est engagée.",
     "La capacité se déclenche uniquement si la créature est engagée."),
    ("fr", "While you control a Wizard, the ability triggers even if the creature is tapped.",
     "Tant que vous contrôlez un Sorcier, la capacité se déclenche, que la créature soit "
     "engagée ou non.",
     "Tant que vous contrôlez un Sorcier, la capacité se déclenche, tant que la créature "
     "est engagée."),
    ("de", "You gain the life regardless of whether you control a Wizard.",
     "Du erhältst die Lebenspunkte unabhängig davon, ob du einen Zauberer kontrollierst.",
     "Du erhältst die Lebenspunkte nur, wenn du einen Zauberer kontrollierst."),
    ("es", "The token stays on the battlefield even if you lose control of the Aura.",
     "La ficha permanece en el campo de batalla aunque pierdas el control del Aura.",
     "La ficha permanece en el campo de batalla a menos que pierdas el control del Aura."),
])
def test_a_concession_said_as_a_proviso_is_a_flip(lang, en, right, wrong):
    """"even if" made "only if", "as long as" or "unless": what the ruling says holds in
    any case is made to hold in one case only. The concession said another way (« que …
    ou non ») with the English's own "while" said « tant que » is no flip."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, "condition") == set()
    assert _cue_findings(pack, en, wrong, "condition") == {"major"}


def test_doesnt_care_may_be_said_with_a_negation_and_its_concord():
    """"doesn't care about any X or Y" (a neutral phrase, blanked out for counting) said
    « no le importa ninguna X ni Y »: no negation added; where the English has no such
    phrase, the negations are counted."""
    es = _context("es")
    said = "A la habilidad no le importa ninguna restricción ni condición de ese maná."
    assert _negation(es, "The ability doesn't care about any restrictions or riders on "
                     "that mana.", said) == []
    assert _negation(es, "The ability cares about the restrictions and riders on that "
                     "mana.", said) == ["major"]


def test_a_word_negating_of_its_own_says_no_negation_it_moved():
    """« deja de atacar » says "stops attacking": a negation of its own, which may say an
    English "won't", but not one whose word the English says in a clause with no
    negation ("will continue to attack")."""
    es = _context("es")
    en = ("If the creature is already attacking when it's detained, it won't be removed "
          "from combat. It will continue to attack.")
    assert _negation(es, en, "Si la criatura ya está atacando cuando es detenida, no se "
                     "removerá del combate y seguirá atacando.") == []
    assert _negation(es, en, "Si la criatura ya está atacando cuando es detenida, se "
                     "removerá del combate y dejará de atacar.") == ["major"]
    assert _negation(es, "Exiling a spell isn't the same as countering it.",
                     "Exiliar un hechizo y contrarrestarlo son cosas distintas.") == []


def test_a_german_relative_negation_counts_as_the_english_one():
    """« die keine Kreatur ist » says "that isn't a creature" as often as "noncreature":
    counted, it matches the English's negation, and a word the English negates by a
    prefix excuses it."""
    de = _context("de")
    assert _negation(de, "Destroy each permanent that isn't a creature, even ones not on "
                     "the battlefield.", "Zerstöre jede bleibende Karte, die keine Kreatur "
                     "ist, selbst solche, die nicht im Spiel sind.") == []
    assert _negation(de, "Destroy each noncreature permanent.",
                     "Zerstöre jede bleibende Karte, die keine Kreatur ist.") == []
    assert _negation(de, "Destroy each permanent that isn't a creature.",
                     "Zerstöre jede bleibende Karte, die eine Kreatur ist.") == ["major"]


@pytest.mark.parametrize(("lang", "en", "said"), [
    ("fr", "You may target any five (or fewer) creatures.",
     "Vous pouvez cibler jusqu'à cinq créatures."),
    ("fr", "You may put five or fewer cards into your graveyard.",
     "Vous pouvez mettre jusqu'à cinq cartes dans votre cimetière."),
    ("es", "It's possible to control two Army tokens.", "Puedes controlar dos fichas de "
     "Ejército."),
    ("es", "It's possible to control two Army tokens.", "Es posible controlar dos fichas de "
     "Ejército."),
    ("es", "If it leaves the battlefield, you no longer control it.",
     "Si deja el campo de batalla, dejas de controlarlo."),
])
def test_a_cue_said_another_way_is_no_finding(lang, en, said):
    """"any five (or fewer)" and "five or fewer" say "up to five"; "it's possible to
    control" may be said to the reader; "you no longer control it" is "you stop
    controlling it"."""
    pack = _context(lang)
    for check in ("quantifier", "possessor", "negation"):
        assert _cue_findings(pack, en, said, check) == set(), check


def test_ne_que_over_an_inserted_clause_says_only(ctx):
    """"can attack, and its abilities can be activated, only if" said « ne peut attaquer,
    et ses capacités ne peuvent être activées, que si »: the « ne … que » reaches over the
    comma before « que »; with « pas » it is a negation, no "only"."""
    en = ("It can attack, and its abilities can be activated, only if you have controlled it "
          "continuously since your most recent turn began.")
    said = ("Elle ne peut attaquer, et ses capacités ne peuvent être activées, que si vous la "
            "contrôlez sans interruption depuis le début de votre tour le plus récent.")
    assert _cue_findings(ctx, en, said, "quantifier") == set()
    assert _cue_findings(ctx, en, said.replace("ne peuvent être", "ne peuvent pas être"),
                         "quantifier") == {"major"}


def test_up_to_said_as_at_least_still_flips():
    pack = _context("fr")
    assert _cue_findings(pack, "You may target up to five creatures.",
                         "Vous pouvez cibler au moins cinq créatures.",
                         "quantifier") >= {"major"}


@pytest.mark.parametrize(("lang", "right", "wrong"), [
    ("fr", "Toutes les créatures dévorées ainsi sont sacrifiées au moment même.",
     "Toutes les créatures dévorées ainsi sont sacrifiées."),
    ("de", "Alle auf diese Weise verschlungenen Kreaturen werden gleichzeitig geopfert.",
     "Alle auf diese Weise verschlungenen Kreaturen werden geopfert."),
    ("es", "Todas las criaturas devoradas de esta manera se sacrifican a la vez.",
     "Todas las criaturas devoradas de esta manera se sacrifican."),
])
def test_at_the_same_time_dropped_is_a_finding(lang, right, wrong):
    """Simultaneity dropped makes two events one after the other; a demonstrative that
    says "this way" names no "at the same time" said before on both sides."""
    pack = _context(lang)
    earlier = {"fr": "Si plusieurs créatures arrivent en même temps, chacune dévore. ",
               "de": "Kommen mehrere Kreaturen gleichzeitig ins Spiel, verschlingt jede. ",
               "es": "Si varias criaturas entran al mismo tiempo, cada una devora. "}[lang]
    en = ("If multiple creatures enter at the same time, each one devours. All creatures "
          "devoured this way are sacrificed at the same time.")
    assert _cue_findings(pack, en, earlier + right, "condition") == set()
    assert _cue_findings(pack, en, earlier + wrong, "condition") == {"major"}


def test_one_of_said_as_each_or_both_is_a_flip(ctx):
    """"one of the chosen players" made « les deux joueurs choisis »: a flip; "all but one
    of them" said « toutes sauf une », and "each time one of those abilities resolves"
    said « jede dieser Fähigkeiten bei ihrer Verrechnung », say the English."""
    en = ("Bitter Feud doesn’t affect damage dealt by a source controlled by one of the "
          "chosen players to the other.")
    assert _cue_findings(ctx, en, "La Querelle amère n'affecte pas les blessures infligées "
                         "par une source que contrôle l'un des joueurs choisis à l'autre.",
                         "quantifier") == set()
    assert _cue_findings(ctx, en, "La Querelle amère n'affecte pas les blessures infligées "
                         "par une source que contrôlent les deux joueurs choisis à l'autre.",
                         "quantifier") == {"major"}
    assert _cue_findings(ctx, "Exalted won’t trigger if you attack with multiple creatures and "
                         "all but one of them are removed from combat.",
                         "L’exaltation ne se déclenche pas si vous attaquez avec plusieurs "
                         "créatures et que toutes sauf une sont retirées du combat.",
                         "quantifier") == set()
    assert _cue_findings(_context("de"), "Each time one of those abilities resolves, it will "
                         "overwrite whatever Mirage Mirror is copying.",
                         "Jede dieser Fähigkeiten überschreibt bei ihrer Verrechnung das, was "
                         "der Wundersame Spiegel gerade kopiert.", "quantifier") == set()


def test_a_teammate_the_english_does_not_name_is_another_person():
    """"only you actually gain or lose life" made « nur dein Teamkamerad »: whose life
    changed; "your teammate" said « dein Teamkollege » is the English."""
    de = _context("de")
    en = ("In a Two-Headed Giant game, Providence causes the team’s life total to become 26, "
          "but only you actually gain or lose life.")
    said = ("In einer Partie Zweiköpfiger Riese wird durch die Göttliche Fürsorge der "
            "Lebenspunktestand des Teams zu 26, doch nur {} erhältst oder verlierst "
            "tatsächlich Lebenspunkte.")
    assert _cue_findings(de, en, said.format("du"), "possessor") == set()
    assert _cue_findings(de, en, said.format("dein Teamkamerad"), "possessor") == {"major"}
    assert _cue_findings(de, "Trusty Companion can attack along with a creature controlled by "
                         "your teammate.", "Der Treue Begleiter kann zusammen mit einer "
                         "Kreatur angreifen, die dein Teamkollege kontrolliert.",
                         "possessor") == set()


@pytest.mark.parametrize(("lang", "right", "wrong"), [
    ("de", "Du bestimmst, welche Bestie gegen welche Kreatur eines Gegners kämpft.",
     "Welche Bestie gegen welche Kreatur eines Gegners kämpft, bestimmt der jeweilige "
     "Gegner."),
    ("fr", "C'est vous qui choisissez quelle Bête se bat contre quelle créature que contrôle "
           "un adversaire.",
     "C'est l'adversaire qui choisit quelle Bête se bat contre quelle créature que "
     "contrôle un adversaire."),
])
def test_you_said_as_an_opponent_is_another_person(lang, right, wrong):
    """"You choose" made « bestimmt der jeweilige Gegner »: the translation says "you"
    fewer times and an opponent more; the subject moved to the end is no change."""
    pack = _context(lang)
    en = "You choose which Beast is fighting which creature an opponent controls."
    assert _cue_findings(pack, en, right, "possessor") == set()
    assert _cue_findings(pack, en, wrong, "possessor") == {"major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("de", "You get that many energy counters.", "Du erhältst entsprechend viele Energiemarken.",
     "Du erhältst genau eine Energiemarke."),
    ("fr", "You may choose between one and X targets.",
     "Vous pouvez choisir entre une et X cibles.", "Vous pouvez choisir exactement X cibles."),
    ("es", "You may choose between one and X targets.",
     "Puedes elegir entre uno y X objetivos.", "Puedes elegir exactamente X objetivos."),
])
def test_exactly_a_number_the_english_does_not_fix_is_another_quantity(lang, en, right, wrong):
    """« genau eine » for "that many", « exactement X » for "between one and X": the
    translation fixes a quantity the English leaves open; « exactement comme » (just as)
    is no quantity."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, "quantifier") == set()
    assert _cue_findings(pack, en, wrong, "quantifier") == {"major"}
    if lang == "fr":
        assert _cue_findings(pack, "It works just like casting any other spell.",
                             "Cela fonctionne exactement comme lancer n'importe quel autre sort.",
                             "quantifier") == set()


@pytest.mark.parametrize(("lang", "right", "wrong"), [
    ("de", "Ist keiner der beiden Werte der neuen Kreatur höher, bewirkt die Fähigkeit nichts.",
     "Sind nicht beide Werte der neuen Kreatur höher, bewirkt die Fähigkeit nichts."),
    ("es", "Si ninguna de las dos características de la nueva criatura es mayor, la habilidad "
           "no hará nada.",
     "Si alguna de las dos características de la nueva criatura no es mayor, la habilidad "
     "no hará nada."),
    ("fr", "Si aucune des deux caractéristiques de la nouvelle créature n'est supérieure, la "
           "capacité ne fait rien.",
     "Si les deux caractéristiques de la nouvelle créature ne sont pas supérieures, la "
     "capacité ne fait rien."),
])
def test_neither_said_as_not_both_is_a_flip(lang, right, wrong):
    """"If neither stat is greater" made « Sind nicht beide Werte höher » (not both) or
    « si alguna de las dos … no es mayor » (if one of them is not): another condition."""
    pack = _context(lang)
    en = "If neither stat of the new creature is greater, the ability will do nothing."
    assert _cue_findings(pack, en, right, "quantifier") == set()
    assert _cue_findings(pack, en, wrong, "quantifier") == {"major"}


def test_negations_counted_over_sentences_cut_at_another_place():
    """The translation ends its first sentence earlier and opens the second with the
    English's last clause: each sentence is aligned with its partner, one has a negation
    more on the English side and the next one more on the translation's. Taken as one,
    they agree; with the second negation dropped, they do not."""
    es = _context("es")
    en = ("If it isn’t able to block as blockers are declared (for example, because the "
          "attacking creature has flying), the requirement to block does nothing. The "
          "targeted creature is free to block whichever creature its controller chooses.")
    said = ("Si {}puede bloquear en el momento de declarar los bloqueadores (por ejemplo, "
            "porque la criatura atacante tiene la habilidad de volar). En ese caso, el "
            "requisito de bloquear no tiene ningún efecto: su controlador puede hacer que "
            "bloquee a la criatura que quiera.")
    assert _negation(es, en, said.format("no ")) == []
    assert "major" in _negation(es, en, said.format(""))


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("de", "Overload doesn’t change when you can cast the spell.",
     "Der Zeitpunkt, zu dem du den Zauberspruch wirken kannst, bleibt von Überlast "
     "unberührt.",
     "Der Zeitpunkt, zu dem du den Zauberspruch wirken kannst, wird von Überlast "
     "verschoben."),
    ("fr", "The spell isn’t countered; it just no longer exists.",
     "Le sort n'est pas contrecarré ; il cesse simplement d'exister.",
     "Le sort n'est pas contrecarré ; il existe simplement ailleurs."),
])
def test_a_negation_said_by_a_word_that_negates_of_its_own(lang, en, right, wrong):
    """"doesn't change" said « bleibt unberührt », "no longer exists" « cesse
    d'exister »: a word that is a negation of its own says the English's negation."""
    pack = _context(lang)
    assert _negation(pack, en, right) == []
    assert _negation(pack, en, wrong) != []


def test_a_duration_the_english_lacks_is_an_added_time_limit(ctx):
    """« jusqu'à la fin du tour » with no turn named in the English adds a time limit;
    "this turn" may be said so."""
    en = "If the creature loses its abilities, it will continue to be monstrous."
    assert _cue_findings(ctx, en, "Si la créature perd ses capacités, elle reste "
                         "monstrueuse.", "condition") == set()
    assert _cue_findings(ctx, en, "Si la créature perd ses capacités, elle reste "
                         "monstrueuse jusqu'à la fin du tour.", "condition") == {"major"}
    assert _cue_findings(ctx, "Its effects persist this turn even if you lose control of it.",
                         "Ses effets durent jusqu'à la fin du tour, même si vous en perdez le "
                         "contrôle.", "condition") == set()


def test_an_order_in_time_said_as_its_opposite_is_a_flip():
    """"the one created latest" made « el que se creó primero »; « el más reciente »
    says it."""
    es = _context("es")
    en = "If multiple effects set your maximum hand size, the one created latest applies."
    assert _cue_findings(es, en, "Si varios efectos fijan tu tamaño máximo de mano, se "
                         "aplica el que se creó primero.", "condition") == {"major"}
    assert _cue_findings(es, en, "Si varios efectos fijan tu tamaño máximo de mano, se "
                         "aplica el más reciente.", "condition") == set()


def test_the_generic_controlling_said_with_an_infinitive():
    """"Controlling multiple Gates …" has no "you": « Controlar varios Portales … » and
    « Mehrere Tore … zu kontrollieren, … » say it as generically; « die du erst später zu
    kontrollieren beginnst » is no such infinitive clause."""
    en = "Controlling multiple Gates with the same name has no effect on the ability."
    es, de = _context("es"), _context("de")
    assert _cue_findings(es, en, "Controlar varios Portales con el mismo nombre no afecta a "
                         "la habilidad.", "possessor") == set()
    assert _cue_findings(de, en, "Mehrere Tore mit demselben Namen zu kontrollieren, hat "
                         "keinen Einfluss auf die Fähigkeit.", "possessor") == set()
    you_control = de.pack.cue_patterns["you-control"]
    assert not you_control.search("Kreaturen, die du erst später zu kontrollieren beginnst")
    assert you_control.search("Mehrere Tore zu kontrollieren, hat keinen Einfluss")


def test_a_list_under_one_negation_counts_once(ctx):
    """« ni … ni » and « sans …, sans … » over a list the English negates once are no
    added negation; a « ni » over what the English says positively, after "but", is."""
    majors = lambda en, fr: [s for s in _negation(ctx, en, fr) if s == "major"]  # noqa: E731
    assert majors("Emblems have no color, name, card type, or other characteristics.",
                  "Les emblèmes n'ont ni couleur, ni nom, ni type de carte, ni aucune autre "
                  "caractéristique.") == []
    assert majors("It enters as a 2/2 creature with no name, mana cost, creature types, or "
                  "abilities.", "Il arrive en tant que créature 2/2 sans nom, sans coût de "
                  "mana, sans types de créature et sans capacités.") == []
    # as many on both sides: nothing to take back
    assert _negation(ctx, "If neither door is unlocked, it's an enchantment with no name and "
                     "no abilities.", "Si aucune porte n'est déverrouillée, c'est un "
                     "enchantement sans nom et sans capacités.") == []
    assert majors("A spell cast this way can't affect which creatures you can attack with, "
                  "but it can affect which creatures will be able to block.",
                  "Un sort lancé de cette manière ne peut pas influer sur les créatures avec "
                  "lesquelles vous pouvez attaquer, ni sur celles qui pourront bloquer.") == [
        "major"]


@pytest.mark.parametrize("en, fr", [
    # "otherwise" opening no clause says "in another way"
    ("If either target is otherwise an illegal target, the exchange won't happen.",
     "Si l'une des cibles est devenue une cible illégale pour une autre raison, l'échange "
     "n'a pas lieu."),
    # "zero" said with « aucun »
    ("You may choose to move zero +1/+1 counters.",
     "Vous pouvez choisir de ne déplacer aucun marqueur +1/+1."),
    # « sans doute »: probably
    ("If it survives, it continues to attack (presumably with some damage marked on it).",
     "S'il survit, il continue d'attaquer (sans doute avec quelques blessures marquées "
     "sur lui)."),
    # the expletive « ne » reaches no « plus » words later
    ("You can make your guess before the player drafts a card to make things more "
     "interesting.", "Vous pouvez faire votre pronostic avant que le joueur ne drafte une "
     "carte pour rendre les choses plus intéressantes."),
])
def test_words_that_say_no_negation(ctx, en, fr):
    assert _negation(ctx, en, fr) == []


@pytest.mark.parametrize("en, de", [
    # "stops being" says « nicht mehr »
    ("If it stops being a creature, it loses the type creature.",
     "Falls er keine Kreatur mehr ist, verliert er den Typ Kreatur."),
    # "doesn't care whether" as "it doesn't matter whether"
    ("It doesn't care whether or not they were cycled.",
     "Es spielt keine Rolle, ob sie umgewandelt wurden."),
    # "choose not to" said « sich dagegen entscheiden »
    ("If you choose not to cast the card, it stays exiled.",
     "Entscheidest du dich dagegen, die Karte zu wirken, bleibt sie im Exil."),
    # "also won't" said « ebenso wenig »
    ("It also won't trigger when a creature deals noncombat damage to a player.",
     "Ebenso wenig wird es ausgelöst, wenn eine Kreatur einem Spieler Nicht-Kampfschaden "
     "zufügt."),
])
def test_german_wordings_of_a_negation_are_no_finding(en, de):
    assert [s for s in _negation(_context("de"), en, de) if s == "major"] == []


@pytest.mark.parametrize("en, fr", [
    ("If any creature leaves your control, it will retain indestructible.",
     "Si une créature quitte votre contrôle, elle conserve l'indestructible."),
    ("You can cast it without controlling any planeswalkers.",
     "Vous pouvez le lancer sans contrôler de planeswalker."),
    ("If an artifact you own goes to the graveyard, you may choose it.",
     "Si un artefact dont vous êtes le propriétaire est mis au cimetière, vous pouvez le "
     "choisir."),
    ("The two have different names, so you can control both at the same time.",
     "Les deux ont des noms différents : vous pouvez donc contrôler les deux en même temps."),
    ("It can't attack unless you've controlled it continuously since your turn began.",
     "Il ne peut pas attaquer à moins que vous ne l'ayez contrôlé sans interruption depuis "
     "le début de votre tour."),
    ("Its ability counts each Aura regardless of who controls it.",
     "Sa capacité compte chaque Aura, quel que soit son contrôleur."),
])
def test_a_possessor_said_in_other_words(ctx, en, fr):
    assert _cue_findings(ctx, en, fr, "possessor") == set()


_FR_JOURNEY = ("Si le Voyage vers l'Éternité enchante une créature que vous contrôlez mais "
               "dont vous n'êtes pas le propriétaire, quand elle meurt, la créature revient "
               "depuis le cimetière de son propriétaire sur le champ de bataille sous {}.")
_DE_JOURNEY = ("Wenn die Reise in die Ewigkeit eine Kreatur verzaubert, die du kontrollierst, "
               "aber nicht besitzt, kehrt die Kreatur, wenn sie stirbt, aus dem Friedhof ihres "
               "Besitzers unter {} ins Spiel zurück.")


@pytest.mark.parametrize("lang, fr, flagged", [
    ("fr", _FR_JOURNEY.format("le contrôle de son propriétaire"), {"major"}),
    ("fr", _FR_JOURNEY.format("votre contrôle"), set()),
    ("de", _DE_JOURNEY.format("der Kontrolle ihres Besitzers"), {"major"}),
    ("de", _DE_JOURNEY.format("deiner Kontrolle"), set()),
])
def test_one_of_several_you_control_said_as_the_owner(lang, fr, flagged):
    """Two "you control" and one owner in the English: the translation's one
    « vous contrôlez » and one owner more say one "you control" as the owner."""
    en = ("If Journey to Eternity enchants a creature you control but don’t own, the "
          "creature will return to the battlefield under your control from its owner’s "
          "graveyard when it dies.")
    assert _cue_findings(_context(lang), en, fr, "possessor") == flagged


@pytest.mark.parametrize("fr, flagged", [
    ("Si un sort ou une capacité contrôlé par un adversaire fait se déclencher une capacité "
     "que vous contrôlez, qui détruit ensuite un permanent que vous contrôlez, la condition "
     "n'est pas remplie.", set()),
    ("Si un sort ou une capacité contrôlé par un adversaire fait se déclencher une capacité "
     "qu'il contrôle, qui détruit ensuite un permanent que vous contrôlez, la condition "
     "n'est pas remplie.", {"major"}),
])
def test_one_of_several_you_control_said_as_another_players(ctx, fr, flagged):
    """"an ability you control" said « une capacité qu'il contrôle » beside the English's
    own "an opponent controls" (« contrôlé par un adversaire »): the translation's
    second third-person control is the flip, and the finding names it."""
    en = ("If a spell or ability an opponent controls causes an ability you control to "
          "trigger, and then that ability destroys a permanent you control, the condition "
          "hasn't been met.")
    found = [f for f in findings_for(ctx, en, fr) if f.check_id == "possessor"]
    assert {f.severity.value for f in found} == flagged
    assert all(f.found == "il contrôle" for f in found)


def test_each_other_and_up_to_something_are_no_quantifiers(ctx):
    """The reciprocal "each other" and "up to something" count nothing; "each" does."""
    assert _cue_findings(ctx, "If any have triggered abilities, they'll see each other.",
                         "Si certains ont des capacités déclenchées, ils se verront.",
                         "quantifier") == set()
    assert _cue_findings(ctx, "He must be up to something nefarious elsewhere.",
                         "Il doit être en train de manigancer quelque chose ailleurs.",
                         "quantifier") == set()
    assert _cue_findings(ctx, "Put a +1/+1 counter on each creature you control.",
                         "Mettez un marqueur +1/+1 sur une créature que vous contrôlez.",
                         "quantifier") == {"major"}


def test_german_most_recent_turn_is_no_previous_turn():
    """« seit Beginn deines letzten Zuges » says "since the beginning of your most recent
    turn"; « im letzten Zug » is the previous turn."""
    de = _context("de")
    en = ("You may tap an untapped creature you haven't controlled continuously since the "
          "beginning of your most recent turn.")
    assert _cue_findings(de, en, "Du kannst eine ungetappte Kreatur tappen, die du nicht seit "
                         "Beginn deines letzten Zuges ununterbrochen kontrolliert hast.",
                         "condition") == set()
    assert _cue_findings(de, "You may tap an untapped creature that attacked this turn.",
                         "Du kannst eine ungetappte Kreatur tappen, die im letzten Zug "
                         "angegriffen hat.", "condition") == {"major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("fr", "Since “any number” includes zero, you don’t have to choose any permanents.",
     "Comme « n'importe quel nombre » inclut zéro, vous pouvez très bien ne choisir aucun "
     "permanent.",
     "Comme « n'importe quel nombre » inclut zéro, vous devez choisir des permanents."),
    ("es", "You don’t have to choose every permanent that has a counter.",
     "Puedes no elegir todos los permanentes que tengan un contador.",
     "Debes elegir todos los permanentes que tengan un contador."),
    ("fr", "You must sacrifice a creature.", "Vous devez sacrifier une créature.",
     "Vous n'êtes pas obligé de sacrifier une créature."),
])
def test_not_obliged_said_as_allowed_is_the_same_and_said_as_obliged_a_flip(
        lang, en, right, wrong):
    """"don't have to choose any" is « pouvez ne choisir aucun »: an obligation negated
    is none, and allows; said « devez », or "must" said « n'êtes pas obligé », it flips."""
    ctx = _context(lang)

    def modality(fr):
        return [f.severity.value for f in findings_for(ctx, en, fr) if f.check_id == "modality"]

    assert modality(right) == []
    assert modality(wrong) == ["major"]


def test_spanish_que_no_es_before_an_article_negates_and_other_than_may_be_said_so():
    """« que no sea tierra » says "non-" (a bare noun after it); « que no es un tipo de
    criatura » says "which isn't", and "a zone other than a graveyard" may be « una zona
    que no sea un cementerio »."""
    es = _context("es")

    def negation(en, fr):
        return [f.severity.value for f in findings_for(es, en, fr) if f.check_id == "negation"]

    en = "The token has the artifact subtype Clue. Clue isn’t a creature type."
    assert negation(en, "La ficha tiene el subtipo de artefacto Pista, que no es un tipo de "
                        "criatura.") == []
    assert negation("The token has the artifact subtype Clue, a creature type.",
                    "La ficha tiene el subtipo de artefacto Pista, que no es un tipo de "
                    "criatura.") == ["major"]
    assert negation("If an effect allows you to cast it from any zone other than a graveyard, "
                     "you can’t cast the half with aftermath.",
                     "Si un efecto te permite lanzarla desde cualquier zona que no sea un "
                     "cementerio, no puedes lanzar la mitad con secuela.") == []


@pytest.mark.parametrize(("lang", "en", "fr"), [
    ("fr", "Blade of the Bloodchief’s ability triggers regardless of who controlled the "
     "creature.", "Peu importe qui contrôlait la créature : la capacité de la Lame du chef de "
     "sang se déclenche dans tous les cas."),
    ("fr", "It doesn’t matter who controls the tokens.", "Peu importe qui contrôle les jetons."),
    ("es", "It doesn’t matter who controls the Mountain.",
     "No importa quién controle la Montaña."),
])
def test_who_controls_asked_is_the_controller_on_both_sides(lang, en, fr):
    assert [f for f in findings_for(_context(lang), en, fr) if f.check_id == "possessor"] == []


def test_a_cue_named_again_with_a_demonstrative_is_a_hint():
    """"during the previous turn … during the previous turn" said « durante el turno
    anterior … durante ese turno »: the second is the first named again. Without the
    first mention on both sides, the missing cue stays major."""
    es = _context("es")
    en = ("A single player must have cast two or more spells during the previous turn. If "
          "multiple players each cast just one spell during the previous turn, the ability "
          "won’t trigger.")
    fr = ("Un mismo jugador tiene que haber lanzado dos o más hechizos durante el turno "
          "anterior. Si varios jugadores lanzaron un solo hechizo cada uno durante ese turno, "
          "la habilidad no se disparará.")

    def condition(fr):
        return [f.severity.value for f in findings_for(es, en, fr) if f.check_id == "condition"]

    assert condition(fr) == ["minor"]
    assert condition(fr.replace("durante el turno anterior", "durante el turno")) == [
        "major", "major"]


def test_a_german_perfect_opening_a_sentence_says_after():
    """"After you're done exiling cards, …" said « Hast du alle Karten ins Exil geschickt,
    … »: the perfect with its verb first is "once you have", no "after" dropped."""
    de = _context("de")
    en = ("After you’re done exiling cards, the remaining exiled cards are put on the bottom "
          "of your library.")

    def condition(fr):
        return [f.severity.value for f in findings_for(de, en, fr) if f.check_id == "condition"]

    assert condition("Hast du alle Karten ins Exil geschickt, werden die übrigen ins Exil "
                     "geschickten Karten unter deine Bibliothek gelegt.") == []
    assert condition("Bevor du alle Karten ins Exil geschickt hast, werden die übrigen ins "
                     "Exil geschickten Karten unter deine Bibliothek gelegt.") == ["major"]


def test_cant_multiple_times_said_only_once_is_no_negation_dropped():
    """"You can't choose any one mode multiple times." is « Cada modo puede elegirse una
    sola vez. »: at most once, said positively; said « varias veces », it flips."""
    es = _context("es")
    en = "You can’t choose any one mode multiple times."

    def negation(fr):
        return [f.severity.value for f in findings_for(es, en, fr) if f.check_id == "negation"]

    assert negation("Cada modo puede elegirse una sola vez.") == []
    assert negation("Puedes elegir cada modo varias veces.") == ["major"]


def test_cant_twice_beside_an_only_once_of_its_own_keeps_its_negation():
    """The translation's « qu'une fois » says the English's "only once", not the "can't …
    twice" of the next sentence: that one is still a negation to find, and said with
    one (« ne permet pas de copier deux fois ») it is no negation added."""
    fr = _context("fr")
    en = ("This ability triggers only once for each multicolored instant or sorcery spell "
          "you cast. You can’t use a single Cloven Casting to copy the same spell twice.")
    said = ("Pour chaque sort d'éphémère ou de rituel multicolore que vous lancez, cette "
            "capacité ne se déclenche qu'une fois : une seule Incantation fourchue ne permet "
            "pas de copier deux fois le même sort.")
    assert _cue_findings(fr, en, said, "negation") == set()
    assert _cue_findings(fr, en, said.replace("ne permet pas", "permet"), "negation") != set()


@pytest.mark.parametrize(("lang", "en", "said", "flipped"), [
    # the possessive determiner says "you control"
    ("fr", "If the creature you control becomes an illegal target, Unnatural Aggression "
           "will resolve.",
     "Si votre créature devient une cible illégale, l'Agressivité surnaturelle se résout "
     "quand même.",
     "Si la créature d'un adversaire devient une cible illégale, l'Agressivité "
     "surnaturelle se résout quand même."),
    ("de", "If the creature you control becomes an illegal target, Unnatural Aggression "
           "will resolve.",
     "Wird deine Kreatur ein unzulässiges Ziel, wird die Unnatürliche Aggression trotzdem "
     "verrechnet.",
     "Wird die Kreatur eines Gegners ein unzulässiges Ziel, wird die Unnatürliche "
     "Aggression trotzdem verrechnet."),
    # and "your" said as "that you control"
    ("es", "Your creatures get +1/+1 until end of turn.",
     "Las criaturas que controlas obtienen +1/+1 hasta el final del turno.",
     "Las criaturas que controla un oponente obtienen +1/+1 hasta el final del turno."),
])
def test_you_control_said_with_a_possessive_is_the_same(lang, en, said, flipped):
    """"the creature you control" said « votre créature », "your creatures" said « las
    criaturas que controlas »: the same person; said as an opponent's, it changed."""
    pack = _context(lang)
    assert _cue_findings(pack, en, said, "possessor") == set()
    assert _cue_findings(pack, en, flipped, "possessor") == {"major"}


def test_a_german_compound_names_the_opponent():
    """« der Zielgegner » is "the target opponent"; a pronoun for the second mention is
    no opponent dropped, « der Spieler » for both is."""
    de = _context("de")
    en = ("If the target opponent can’t sacrifice permanents, the opponent will choose a "
          "permanent at random but not sacrifice it.")
    assert _cue_findings(de, en, "Kann der Zielgegner keine bleibenden Karten opfern, "
                         "bestimmt er zwar zufällig eine bleibende Karte, opfert sie aber "
                         "nicht.", "possessor") == set()
    assert _cue_findings(de, en, "Kann der Spieler keine bleibenden Karten opfern, bestimmt "
                         "er zwar zufällig eine bleibende Karte, opfert sie aber nicht.",
                         "possessor") == {"major"}


def test_dont_have_to_unless_said_must_only_if_is_the_same():
    """"You don't have to attack … unless another ability says you do" is « musst du nur
    dann angreifen, wenn … »: not X unless Y is X only if Y; without the « nur », an
    obligation."""
    de = _context("de")
    en = "You don’t have to attack with the creature with dash unless another ability says you do."
    said = "Mit der Kreatur mit Sturmangriff musst du {}angreifen, wenn eine andere Fähigkeit " \
           "es vorschreibt."
    assert _cue_findings(de, en, said.format("nur dann "), "modality") == set()
    assert _cue_findings(de, en, said.format(""), "modality") == {"major"}


def test_one_negation_split_over_two_coordinated_clauses_counts_once():
    """"you won't draw or discard" said « ziehst du keine Karte und wirfst keine ab »: one
    negation said twice, each clause its own; the English's own "wasn't X or wasn't Y"
    said with none is still two dropped."""
    de = _context("de")
    assert _negation(de, "If there is no legal target opponent, you won’t draw or discard.",
                     "Gibt es keinen Gegner, der ein legales Ziel ist, ziehst du keine Karte "
                     "und wirfst keine ab.") == []
    assert _negation(de, "If there is no legal target opponent, you won’t draw, but you "
                         "discard.",
                     "Gibt es keinen Gegner, der ein legales Ziel ist, ziehst du keine Karte, "
                     "aber wirfst keine ab.") != []
    # a coordination inside the first clause, the second negation in a clause of its own
    assert _negation(de, "Qal Sisma Behemoth can’t attack or block unless you pay {2}.",
                     "Der Qal-Sisma-Behemoth kann nicht angreifen oder blocken, falls du nicht "
                     "{2} bezahlst.") == []
    en = ("If the copy isn’t on the battlefield or isn’t a creature as the ability resolves, "
          "it isn’t returned.")
    assert _negation(de, en, "Ist die Kopie beim Verrechnen der Fähigkeit im Spiel und eine "
                             "Kreatur, wird sie nicht zurückgebracht.") == ["major"]


@pytest.mark.parametrize(("lang", "en", "fr", "check"), [
    # « fond » a background, not the bottom of a library
    ("fr", "The top part of the card features some color over a background.",
     "La partie supérieure de la carte présente un peu de couleur sur un fond.", "condition"),
    ("es", "The top part of the card features some color over a background.",
     "La parte superior de la carta muestra algo de color sobre un fondo.", "condition"),
    # « de otro modo » inside a clause: "in other ways", no "if not"
    ("es", "You can cast a creature spell for its dash cost only when you could cast that "
           "creature spell.",
     "Solo puedes lanzar un hechizo de criatura por su coste de arremetida cuando de otro "
     "modo podrías lanzarlo.", "negation"),
    # "each of the effects" said « les deux effets »
    ("fr", "You may choose the same opponent for each of the effects.",
     "Vous pouvez choisir le même adversaire pour les deux effets.", "quantifier"),
    # "only once" said « una sola vez »
    ("es", "If a planeswalker that’s also a creature dies, the ability triggers only once.",
     "La habilidad se dispara una sola vez si muere un planeswalker que también es una "
     "criatura.", "quantifier"),
])
def test_words_that_only_look_like_a_cue_or_say_it_otherwise(lang, en, fr, check):
    assert _cue_findings(_context(lang), en, fr, check) == set()


def test_the_bottom_and_other_words_said_otherwise_still_flip():
    """« au fond de votre bibliothèque » is the bottom; "each" said « un seul » is not
    each; « de otro modo » opening a clause is "otherwise"."""
    assert _cue_findings(_context("fr"), "Put that card on top of your library.",
                         "Mettez cette carte au fond de votre bibliothèque.",
                         "condition") == {"major"}
    assert _cue_findings(_context("fr"), "You may choose the same opponent for each of the "
                         "effects.", "Vous pouvez choisir le même adversaire pour un seul "
                         "des effets.", "quantifier") != set()
    en = "Exile it. Otherwise, return it to its owner’s hand."
    assert _negation(_context("es"), en, "Exíliala. De otro modo, devuélvela a la mano de su "
                                         "propietario.") == []
    assert _negation(_context("es"), en, "Exíliala. Luego devuélvela a la mano de su "
                                         "propietario.") != []


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    ("es", "If either the sacrificed creature or the target creature card leaves the "
           "graveyard before the delayed triggered ability resolves, it won’t return.",
     "Si la criatura sacrificada o la carta de criatura objetivo sale del cementerio antes "
     "de que se resuelva la habilidad disparada retrasada, no regresará.",
     "Si tanto la criatura sacrificada como la carta de criatura objetivo salen del "
     "cementerio antes de que se resuelva la habilidad disparada retrasada, no regresarán.",
     "quantifier"),
    ("fr", "If you attack with multiple creatures, but then all but one are removed from "
           "combat, your exalted abilities won’t trigger.",
     "Vos capacités d'exaltation ne se déclenchent pas si vous attaquez avec plusieurs "
     "créatures et que toutes sauf une sont ensuite retirées du combat.",
     "Vos capacités d'exaltation ne se déclenchent pas si vous attaquez avec plusieurs "
     "créatures et que l'une d'entre elles est ensuite retirée du combat.", "quantifier"),
    ("fr", "If you don’t control three artifacts as Vedalken Humiliator’s ability resolves, "
           "it has no effect.",
     "Si vous ne contrôlez pas trois artefacts au moment où la capacité de l'Humiliateur "
     "vedalken se résout, elle n'a aucun effet.",
     "Si vous ne contrôliez pas trois artefacts au moment où l'Humiliateur vedalken a "
     "attaqué, sa capacité n'a aucun effet.", "condition"),
])
def test_one_of_two_all_but_one_and_resolving_said_as_something_else(lang, en, right, wrong,
                                                                      check):
    """"either X or Y" said « tanto X como Y » (both), "all but one" said « l'une d'entre
    elles » (one of), "as the ability resolves" said « au moment où … a attaqué »: each
    says another thing; the faithful wording is no finding."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, check) == set()
    assert _cue_findings(pack, en, wrong, check) == {"major"}


def test_either_as_a_determiner_is_no_choice_between_two():
    """"you may cast either half (or both halves …)" said « eine beliebige der beiden
    Hälften »: "either" before a noun is no "either … or"."""
    assert _cue_findings(_context("de"), "You may cast either half (or both halves if the "
                         "card has fuse).", "Du kannst eine beliebige der beiden Hälften "
                         "wirken (oder beide Hälften, falls die Karte Fusion hat).",
                         "quantifier") == set()


@pytest.mark.parametrize(("en", "right", "wrong"), [
    ("You simply choose whether or not to pay that amount of {E} as the ability resolves, "
     "and no player may take actions to try to stop the ability’s effect after you make "
     "your choice.",
     "Simplemente eliges si pagas o no esa cantidad de {E} al resolverse la habilidad, y "
     "después de que elijas, ningún jugador puede realizar acciones para detener el efecto.",
     "Simplemente eliges si pagas o no esa cantidad de {E} al resolverse la habilidad, y "
     "después de que elijas, cualquier jugador puede realizar acciones para detener el "
     "efecto."),
])
def test_spanish_o_no_before_a_determiner_is_whether_or_not(en, right, wrong):
    """« si pagas o no esa cantidad » is "whether or not you pay": no negation of its own,
    so the one it stands beside is still counted when it flips."""
    es = _context("es")
    assert _negation(es, en, right) == []
    assert _negation(es, en, wrong) == ["major"]


@pytest.mark.parametrize(("lang", "en", "said", "right", "wrong", "check"), [
    # "after they've dealt combat damage" said « wenn sie bereits … » (when already);
    # « bevor sie bereits … » flips it
    ("de", "It’s possible to exile all attacking creatures after they’ve dealt combat damage "
           "if you cast it during the end of combat step.",
     "Wirkst du ihn während des Kampfendsegments, kannst du alle angreifenden Kreaturen ins "
     "Exil schicken, {} sie bereits Kampfschaden zugefügt haben.", "wenn", "bevor",
     "condition"),
    # "after you make your choice" said « una vez que has elegido »: the verb says whose
    # choice; in the third person (« ha elegido ») it is someone else's
    ("es", "No player may take actions to try to stop the ability’s effect after you make "
           "your choice.",
     "Una vez que {} elegido, ningún jugador puede realizar acciones para intentar detener "
     "el efecto de la habilidad.", "has", "ha", "possessor"),
])
def test_a_cue_said_by_another_word_is_the_same(lang, en, said, right, wrong, check):
    pack = _context(lang)
    assert _cue_findings(pack, en, said.format(right), check) == set()
    assert _cue_findings(pack, en, said.format(wrong), check) == {"major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    # "can't … unless" said "to …, must": the negation, the "unless" and the modal are
    # said together; « peut le lancer même si » flips it
    ("fr", "You can’t cast Spelltwine unless you can choose both legal targets.",
     "Pour pouvoir le lancer, vous devez être en mesure de choisir ces deux cibles légales.",
     "Vous pouvez le lancer même si vous ne pouvez pas choisir ces deux cibles légales."),
    ("de", "You can’t cast Ancient Animus unless you choose both a creature you control and "
           "a creature you don’t control as targets.",
     "Um die Uralte Feindseligkeit wirken zu können, musst du sowohl eine Kreatur, die du "
     "kontrollierst, als auch eine Kreatur, die du nicht kontrollierst, als Ziel bestimmen.",
     "Du kannst die Uralte Feindseligkeit wirken, wenn du sowohl eine Kreatur, die du "
     "kontrollierst, als auch eine Kreatur, die du nicht kontrollierst, als Ziel bestimmst."),
    ("es", "You can’t cast Savage Stomp unless you choose both a creature you control and a "
           "creature you don’t control as targets.",
     "Para lanzar el Pisotón salvaje tienes que elegir como objetivos tanto una criatura que "
     "controlas como una criatura que no controlas.",
     "Puedes lanzar el Pisotón salvaje si eliges como objetivos tanto una criatura que "
     "controlas como una criatura que no controlas."),
])
def test_cant_unless_said_to_must_is_the_same(lang, en, right, wrong):
    pack = _context(lang)
    found = {c: _cue_findings(pack, en, right, c) for c in ("negation", "condition", "modality")}
    assert found == {"negation": set(), "condition": set(), "modality": set()}
    assert "major" in _cue_findings(pack, en, wrong, "negation") | _cue_findings(
        pack, en, wrong, "condition")


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    # a parenthesis said in the running text is compared with it
    ("de", "If the spell that targets Departed Deckhand has no other targets, it won’t "
           "resolve (because it no longer has a legal target after Departed Deckhand is "
           "sacrificed).",
     "Hat der Zauberspruch, der die Verstorbene Matrosin als Ziel hat, keine weiteren Ziele, "
     "wird er nicht verrechnet, denn nachdem die Matrosin geopfert wurde, hat er kein "
     "gültiges Ziel mehr.",
     "Hat der Zauberspruch, der die Verstorbene Matrosin als Ziel hat, keine weiteren Ziele, "
     "wird er verrechnet, denn nachdem die Matrosin geopfert wurde, hat er kein gültiges "
     "Ziel mehr."),
    # "nothing other than" said "only"
    ("fr", "Nothing other than these events is prevented or illegal.",
     "Seuls ces événements sont prévenus ou illégaux.",
     "Ces événements sont prévenus ou illégaux."),
    # « impossible » negates of its own
    ("fr", "Opponents can’t try to stop the ability by exiling the card.",
     "Il est impossible pour vos adversaires d'arrêter la capacité en exilant la carte.",
     "Vos adversaires peuvent essayer d'arrêter la capacité en exilant la carte."),
    # "not the same" said "different"
    ("es", "Exiling a spell is not the same as countering it.",
     "Exiliar un hechizo y contrarrestarlo son cosas distintas.",
     "Exiliar un hechizo y contrarrestarlo son la misma cosa."),
])
def test_a_negation_said_otherwise_is_no_finding(lang, en, right, wrong):
    pack = _context(lang)
    assert _negation(pack, en, right) == []
    assert _negation(pack, en, wrong) == ["major"]


def test_a_word_said_twice_needs_two_renderings_to_show_a_flip(ctx):
    """"A pile can have no cards in it. … all the exiled cards …" said « Un tas peut être
    vide ; … toutes les cartes exilées … »: the one « cartes » renders the second "cards",
    and "can have no cards" negates the cards, not the modal, said by « vide », a word
    that is a negation of its own: no finding. Where the negated mention is the second
    (« betrifft » said once for "affects … doesn't affect"), its clause is gone: major."""
    en = ("A pile can have no cards in it. In this case, you’ll choose whether to put all the "
          "exiled cards onto the battlefield or into graveyards.")
    assert _negation(ctx, en, "Un tas peut être vide ; vous choisissez alors de mettre "
                     "toutes les cartes exilées soit sur le champ de bataille, soit dans les "
                     "cimetières.") == []
    de = _context("de")
    en = ("Icefall Regent’s last ability affects all spells cast by your opponents that "
          "target it, including Aura spells and spells with multiple targets. It doesn’t "
          "affect abilities.")
    assert _negation(de, en, "Die letzte Fähigkeit der Eisfall-Regentin betrifft alle "
                     "Zaubersprüche, die deine Gegner wirken und die sie als Ziel haben, "
                     "darunter auch Aurazaubersprüche und Zaubersprüche mit mehreren "
                     "Zielen.") == ["major"]


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # the owner said with a verb; « vous » owning is someone else
    ("fr", "If a player leaves the game, all cards that player owns leave as well.",
     "Si un joueur quitte la partie, toutes les cartes dont il est le propriétaire la "
     "quittent aussi.",
     "Si un joueur quitte la partie, toutes les cartes dont vous êtes le propriétaire la "
     "quittent aussi.", "possessor"),
    ("de", "Each player gains control of all creatures they own.",
     "Jeder Spieler übernimmt die Kontrolle über alle Kreaturen, die er besitzt.",
     "Jeder Spieler übernimmt die Kontrolle über alle Kreaturen, die du besitzt.",
     "possessor"),
    # "is required to" is an obligation, not its negation
    ("de", "Only one Eldrazi is required to block the equipped creature.",
     "Die ausgerüstete Kreatur muss nur von einem Eldrazi geblockt werden.",
     "Die ausgerüstete Kreatur muss nicht von einem Eldrazi geblockt werden.", "modality"),
    # "until after" is "until" (« bis »); the negation dropped is still a flip
    ("de", "Players can’t respond until after the ability finishes resolving.",
     "Niemand kann reagieren, bis die Fähigkeit vollständig verrechnet ist.",
     "Jeder kann reagieren, bis die Fähigkeit vollständig verrechnet ist.", "negation"),
    # « una vez hecho » (an irregular participle) says "after"
    ("es", "The ability triggers after combat damage is dealt.",
     "La habilidad se dispara una vez hecho el daño de combate.",
     "La habilidad se dispara antes de que se haga el daño de combate.", "condition"),
])
def test_a_cue_said_by_another_wording_is_the_same(lang, en, right, wrong, check):
    pack = _context(lang)
    checks = ("negation", "modality", "condition", "possessor")
    assert {c: _cue_findings(pack, en, right, c) for c in checks} == {c: set() for c in checks}
    assert "major" in _cue_findings(pack, en, wrong, check)


@pytest.mark.parametrize(("lang", "right", "wrong"), [
    ("fr", "Si vous ne pouvez choisir de cibles légales pour aucun des modes, vous ne pouvez "
           "pas lancer le sort.",
     "Si vous ne pouvez pas choisir de cibles légales pour l'un des modes, vous ne pouvez "
     "pas lancer le sort."),
    ("es", "Si no puedes elegir objetivos legales para ninguno de los modos, no podrás lanzar "
           "el hechizo.",
     "Si no puedes elegir objetivos legales para alguno de los modos, no podrás lanzar el "
     "hechizo."),
])
def test_any_of_under_a_negation_said_as_one_of_is_a_flip(lang, right, wrong):
    """"If you can't choose legal targets for any of the modes" is for none of them; « pour
    l'un des modes », « para alguno de los modos » make the spell uncastable as soon as
    one mode lacks targets."""
    pack = _context(lang)
    en = "If you can’t choose legal targets for any of the modes, you can’t cast the spell."
    assert _cue_findings(pack, en, right, "quantifier") == set()
    assert _cue_findings(pack, en, wrong, "quantifier") == {"major"}


def test_your_where_the_english_names_nothing_of_yours_is_another_person(ctx):
    """"it goes to that player's graveyard" made « dans votre cimetière »: a possessive
    of the reader where the English names no "you" at all. « vos adversaires » for
    "opponents", « deiner Wahl » (German for "target") and an imperative's reader are
    none."""
    en = ("If a creature token an opponent controls dies, it goes to that player’s graveyard "
          "as normal before ceasing to exist.")
    said = ("Lorsqu'un jeton de créature contrôlé par un adversaire meurt, il est mis "
            "normalement dans {} cimetière avant de cesser d'exister.")
    assert _cue_findings(ctx, en, said.format("le"), "possessor") == set()
    assert _cue_findings(ctx, en, said.format("votre"), "possessor") == {"major"}
    assert _cue_findings(ctx, "Opponents can’t respond to it.",
                         "Vos adversaires ne peuvent pas y répondre.", "possessor") == set()
    de = _context("de")
    assert _cue_findings(de, "A spell that says “Destroy target Forest” can target it.",
                         "Ein Zauberspruch mit dem Text „Zerstöre einen Wald deiner Wahl“ kann "
                         "ihn als Ziel haben.", "possessor") == set()


def test_two_or_more_said_several_is_neither_a_number_nor_a_quantifier_dropped():
    """"two or more replacement effects" is « plusieurs effets de remplacement »: the
    number is weak and "several" says "at least"; « exactement deux sorts » beside
    « plusieurs joueurs » for "multiple players" still drops "or more"."""
    fr = _context("fr")
    en = ("If two or more replacement effects would apply to a card-drawing event, the "
          "player who’s drawing the card chooses what order to apply them.")
    said = ("Lorsque {} effets de remplacement devraient s'appliquer à un événement de "
            "pioche, c'est le joueur qui pioche la carte qui choisit l'ordre dans lequel ils "
            "s'appliquent.")
    assert ids_for(fr, en, said.format("plusieurs")) & {"numbers", "quantifier"} == set()
    assert "numbers" in ids_for(fr, en, said.format("trois"))
    en = ("A single player must have cast two or more spells during the previous turn. If "
          "multiple players each cast just one spell, the ability won’t trigger.")
    assert _cue_findings(fr, en, "Un même joueur doit avoir lancé exactement deux sorts "
                         "pendant le tour précédent ; si plusieurs joueurs ont lancé chacun un "
                         "seul sort, la capacité ne se déclenche pas.", "quantifier") == {"major"}


def test_cant_more_than_said_at_most_drops_no_negation():
    """"You can't exile more cards than …" with « höchstens » in the group: the negation
    says "at most" (the quantifier check's), a word or two between "more" and "than"."""
    de = _context("de")
    en = ("You can’t exile more cards than the generic mana requirement of a spell with "
          "delve. For example, you can’t exile more than nine cards from your graveyard to "
          "cast Dead Drop.")
    said = ("Die Anzahl der Karten, die du ins Exil schicken kannst, ist durch den "
            "generischen Manabedarf eines Zauberspruchs mit Wühlen begrenzt; um Sturz in den "
            "Tod zu wirken, kannst du zum Beispiel {} neun Karten aus deinem Friedhof ins "
            "Exil schicken.")
    assert _cue_findings(de, en, said.format("höchstens"), "negation") == set()
    assert _cue_findings(de, en, said.format("mehr als"), "negation") == {"major"}


def test_a_negation_said_instead_of_is_no_negation_dropped():
    """"It doesn't double the number" said « statt die Anzahl … zu verdoppeln »: the
    alternative not taken; with neither, the negation is dropped."""
    de = _context("de")
    en = ("Skyship Plunderer’s triggered ability gives only one counter of each kind. It "
          "doesn’t double the number of each kind of counter.")
    assert _cue_findings(de, en, "Die ausgelöste Fähigkeit des Luftschiffplünderers gibt von "
                         "jeder Sorte nur eine Marke dazu, statt die Anzahl jeder Markensorte "
                         "zu verdoppeln.", "negation") == set()
    assert _cue_findings(de, en, "Die ausgelöste Fähigkeit des Luftschiffplünderers gibt von "
                         "jeder Sorte nur eine Marke dazu und verdoppelt die Anzahl jeder "
                         "Markensorte.", "negation") == {"major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("es", "A creature doesn’t necessarily have to be dealt lethal damage to be exiled.",
     "Para que una criatura sea exiliada no es necesario que se le haga daño letal.",
     "Para que una criatura sea exiliada, debe recibir daño letal."),
    ("de", "But if there’s a cost associated with it attacking at all, it has to attack the "
     "chosen player or not attack.",
     "Sind dagegen Kosten damit verbunden, dass er überhaupt angreift, muss er entweder den "
     "bestimmten Spieler oder gar nicht angreifen.",
     "Sind dagegen Kosten damit verbunden, dass er überhaupt angreift, muss er den "
     "bestimmten Spieler nicht angreifen."),
])
def test_an_obligation_negated_past_an_adverb_or_beside_its_alternative(lang, en, right,
                                                                         wrong):
    """"doesn't necessarily have to" is no obligation (« no es necesario »); « muss … oder
    gar nicht angreifen » is one, its « nicht » the other choice, as "or not attack"."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, "modality") == set()
    assert _cue_findings(pack, en, wrong, "modality") == {"major"}


def test_both_sides_saying_not_more_with_a_negation_count_it_as_it_stands():
    """"doesn't make an object more historic than another or provide" said « no hace que
    un objeto sea más histórico que otro ni otorga »: both negations counted, « ni »
    the language's concord (a hint at most)."""
    es = _context("es")
    en = ("Having two of those qualities doesn’t make an object more historic than another "
          "or provide an additional bonus.")
    assert "major" not in _cue_findings(
        es, en, "Tener dos de esas cualidades no hace que un objeto sea más histórico que "
        "otro ni otorga ninguna bonificación adicional.", "negation")


def test_or_not_says_the_negation_the_other_side_has():
    """"You untap all creatures you control, including ones that aren't attacking" said
    « estén atacando o no »: the other choice, no negation dropped; said without it, one
    is."""
    es = _context("es")
    en = "You untap all creatures you control, including ones that aren’t attacking."
    assert _cue_findings(es, en, "Enderezas todas las criaturas que controlas, estén "
                         "atacando o no.", "negation") == set()
    assert _cue_findings(es, en, "Enderezas todas las criaturas que controlas que estén "
                         "atacando.", "negation") == {"major"}


def test_you_own_said_with_en_is_no_owner_of_another():
    """"if you own that artifact" said « dès lors que vous en êtes le propriétaire »: the
    reader owns it, as « vous êtes le propriétaire » says."""
    en = ("It doesn’t matter who controlled the artifact when it was put into your "
          "graveyard. Pia’s Revolution’s ability will trigger if you own that artifact.")
    fr = ("Peu importe qui contrôlait l'artefact au moment où il a été mis dans votre "
          "cimetière : dès lors que vous en êtes le propriétaire, la capacité de la Révolte "
          "de Pia se déclenche.")
    assert _cue_findings(_context("fr"), en, fr, "possessor") == set()


def test_a_negative_word_a_concord_word_carries_counts_once():
    """« ni activar ninguna de sus habilidades »: the « ninguna » after « ni », a word
    between, continues its negation and counts no more."""
    es = _context("es")
    from pipeline.checks.meaning import _one_per_list
    text = "no puedes suspenderla, activar su ciclo ni activar ninguna de sus habilidades"
    negation = es.pack.cue_patterns["negation"]
    assert [m.group() for m in _one_per_list(list(negation.finditer(text)), es.pack, text,
                                             0)] == ["no", "ni"]


def test_no_player_may_forbids():
    """"No player may look" forbids (the subject negated): « aucun joueur ne peut » says
    it, « aucun joueur n'est tenu de » (no player has to) allows it."""
    fr = _context("fr")
    en = "No player may look at the exiled cards."
    assert _cue_findings(fr, en, "Aucun joueur ne peut regarder les cartes exilées.",
                         "modality") == set()
    assert _cue_findings(fr, en, "Aucun joueur n'est tenu de regarder les cartes exilées.",
                         "modality") == {"major"}


def test_not_obliged_and_forbidden_counted_where_both_sides_say_both():
    """"isn't forced to pay … doesn't have to attack" with "can't attack" before: the
    translation that says « ne peut pas attaquer » for the second turns an allowance
    into a ban, though both sides say both somewhere."""
    fr = _context("fr")
    en = ("If a creature can’t attack, then it doesn’t attack. If there’s a cost, the player "
          "isn’t forced to pay that cost, so it doesn’t have to attack in that case either.")
    said = ("Une créature qui ne peut pas attaquer n'attaque pas. Si son attaque a un coût, "
            "le joueur n'est pas obligé de le payer : dans ce cas, elle {} non plus.")
    assert _cue_findings(fr, en, said.format("n'est pas obligée d'attaquer"),
                         "modality") == set()
    assert _cue_findings(fr, en, said.format("ne peut pas attaquer"), "modality") == {"major"}


def test_a_german_perfect_after_und_says_after():
    """"no player may take actions … after you make your choice" said « und hast du deine
    Wahl getroffen, kann kein Spieler … »: the verb-first perfect after « und » says
    "after" as one opening the sentence does."""
    de = _context("de")
    en = ("You simply choose whether or not to pay that amount as the ability resolves, and "
          "no player may take actions to try to stop the ability’s effect after you make "
          "your choice.")
    said = ("Du entscheidest einfach, sowie die Fähigkeit verrechnet wird, ob du diese Menge "
            "bezahlst oder nicht, und {}, kann kein Spieler mehr Aktionen durchführen, um zu "
            "versuchen, den Effekt der Fähigkeit zu verhindern.")
    assert _cue_findings(de, en, said.format("hast du deine Wahl getroffen"),
                         "condition") == set()
    assert _cue_findings(de, en, said.format("bevor du deine Wahl getroffen hast"),
                         "condition") == {"major"}


def test_a_negation_over_an_or_said_twice_across_a_comma_is_one():
    """"has no particular meaning or rules associated with it" said « hat keine
    besondere Bedeutung, und es sind keine Regeln damit verbunden »: one negation over
    the coordination, said twice; where the English's negation reaches over no "or",
    the second is more."""
    de = _context("de")
    said = ("„Verschneit“ hat keine besondere Bedeutung, und es sind keine Regeln damit "
            "verbunden.")
    assert "major" not in _cue_findings(
        de, "“Snow” has no particular meaning or rules associated with it.", said,
        "negation")
    assert _cue_findings(de, "“Snow” has no particular meaning, and rules are associated "
                         "with it.", said, "negation") == {"major"}
    # over a comma only where a coordinator opens what follows it: « falls … nicht » is
    # the "unless", still counted
    assert _cue_findings(de, "Qal Sisma Behemoth can’t attack or block unless you pay {2}.",
                         "Der Qal-Sisma-Behemoth kann nicht angreifen oder blocken, falls "
                         "du nicht {2} bezahlst.", "negation") == set()


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("fr", "If a creature spell has generic mana only in its alternative or additional cost, "
           "the creature will still gain haste.",
     "La créature acquiert tout de même la célérité si le sort de créature ne comporte de mana "
     "générique que dans son coût alternatif ou dans son coût supplémentaire.",
     "La créature acquiert tout de même la célérité si le sort de créature ne comporte de mana "
     "générique que dans son coût alternatif et dans son coût supplémentaire."),
    ("de", "If Territorial Hellkite didn’t attack during your last combat, most likely because "
           "it was tapped or you didn’t control it at that time, then any opponent can be "
           "chosen at random.",
     "Hat der Marodierende Höllendrache während deines letzten Kampfes nicht angegriffen – "
     "meist, weil er getappt war oder du ihn zu dem Zeitpunkt nicht kontrolliert hast –, kann "
     "jeder Gegner zufällig bestimmt werden.",
     "Hat der Marodierende Höllendrache während deines letzten Kampfes nicht angegriffen – "
     "meist, weil er getappt war und du ihn zu dem Zeitpunkt nicht kontrolliert hast –, kann "
     "jeder Gegner zufällig bestimmt werden."),
    ("es", "The enchanted player can’t choose to lose 5 life if they have a creature or "
           "planeswalker that can be sacrificed.",
     "Si el jugador encantado tiene una criatura o un planeswalker que pueda sacrificarse, no "
     "puede elegir perder 5 vidas.",
     "Si el jugador encantado tiene una criatura y un planeswalker que puedan sacrificarse, no "
     "puede elegir perder 5 vidas."),
])
def test_an_alternative_said_as_a_conjunction_is_a_flip(lang, en, right, wrong):
    """"if X or Y" made « si X et Y »: both needed where either was enough."""
    pack = _context(lang)
    assert _cue_findings(pack, en, right, "condition") == set()
    found = [f for f in findings_for(pack, en, wrong) if f.check_id == "condition"]
    assert [(f.severity.value, f.expected, f.found) for f in found] == [
        ("major", "or", {"fr": "et", "de": "und", "es": "y"}[lang])]


@pytest.mark.parametrize(("lang", "en", "fr"), [
    # a negation over both ("can't X or Y" is "can't X and can't Y")
    ("fr", "The damage won’t result in you losing life (because the creature has infect) or "
           "in you getting poison counters.",
     "Les blessures ne vous font pas perdre de points de vie (puisque la créature a "
     "l'infection) et ne vous donnent pas non plus de marqueurs « poison »."),
    # "unless X or Y" is "if neither X nor Y"
    ("de", "Unless another spell or ability is affecting your opponent’s maximum hand size, "
           "your opponent has a maximum hand size of zero.",
     "Sofern kein anderer Zauberspruch und keine andere Fähigkeit die maximale "
     "Handkartenanzahl deines Gegners beeinflusst, hat dein Gegner eine maximale "
     "Handkartenanzahl von null."),
    # "no matter X or Y": either one, to the end of the sentence
    ("de", "If the first target creature dies that turn, you’ll gain 3 life no matter what "
           "caused the creature to die or who controls the creature at that time.",
     "Stirbt die erste Zielkreatur in diesem Zug, erhältst du 3 Lebenspunkte dazu – egal, "
     "wodurch sie gestorben ist und wer sie zu diesem Zeitpunkt kontrolliert."),
    # a quantifier over both
    ("es", "Pyroblast can target any spell or permanent, not just a blue one.",
     "Pyroblast puede tener como objetivo cualquier hechizo y cualquier permanente, no solo "
     "uno azul."),
    # the energy symbol is no conjunction
    ("es", "Pay {E}{E}{E}: Consulate Turret deals 2 damage to target player or planeswalker.",
     "Pagar {E}{E}{E}: La Torreta del Consulado hace 2 puntos de daño al jugador o "
     "planeswalker objetivo."),
])
def test_an_alternative_under_a_negation_or_a_quantifier_may_be_said_with_and(lang, en, fr):
    found = [f for f in findings_for(_context(lang), en, fr) if f.check_id == "condition"]
    assert [f.message for f in found if "alternative" in f.message] == []


def test_both_said_as_either_is_a_flip_unless_the_english_says_or():
    """"both as it attacks and as the ability resolves" made « entweder … oder »: one of
    the two would do; "both on top … or both on the bottom" is an either-or already."""
    pack = _context("de")
    en = ("The creature must be a legal target both as Thunderkin Awakener’s ability triggers "
          "and as the ability resolves.")
    assert _cue_findings(pack, en, "Die Kreatur muss sowohl beim Auslösen der Fähigkeit als "
                         "auch bei ihrer Verrechnung ein legales Ziel sein.",
                         "quantifier") == set()
    assert _cue_findings(pack, en, "Die Kreatur muss entweder beim Auslösen der Fähigkeit "
                         "oder bei ihrer Verrechnung ein legales Ziel sein.",
                         "quantifier") == {"major"}
    assert _cue_findings(pack, "Put two cards from your hand both on top of your library or "
                         "both on the bottom of your library.",
                         "Lege zwei Karten aus deiner Hand entweder gemeinsam oben auf deine "
                         "Bibliothek oder darunter.", "quantifier") == set()


@pytest.mark.parametrize(("lang", "en", "fr"), [
    ("fr", "You may also cast it without any targets if you just want to discard a card.",
     "Vous pouvez aussi le lancer sans aucune cible si vous voulez simplement vous défausser "
     "d'une carte."),
    ("es", "You may also cast it without any targets if you just want to discard a card.",
     "También puedes lanzarlo sin ningún objetivo si solo quieres descartar una carta."),
])
def test_two_negative_words_together_say_one_negation(lang, en, fr):
    """Negative concord (« sans aucune », « sin ningún ») is one negation."""
    assert _cue_findings(_context(lang), en, fr, "negation") == set()


@pytest.mark.parametrize(("lang", "en", "fr", "check"), [
    # "who controls" asked (« de qui contrôle »)
    ("fr", "The emblem’s ability doesn’t consider who controls the source dealing damage to "
           "you.",
     "La capacité de l'emblème ne tient pas compte de qui contrôle la source qui vous inflige "
     "des blessures.", "possessor"),
    # a word that negates of its own (« échappe à »: isn't subject to)
    ("fr", "Elderwood Scion’s cost-reduction ability can’t reduce the colored mana "
           "requirement of a spell.",
     "La part de mana coloré exigée par un sort échappe à la capacité de réduction de coût du "
     "Scion de Boisaïeul.", "negation"),
    # « nada más terminar »: as soon as
    ("es", "As soon as you finish playing the card on top of a player’s library, the next "
           "card in that library becomes revealed.",
     "Nada más terminar de jugar la primera carta de la biblioteca de un jugador, se muestra "
     "la siguiente carta de esa biblioteca.", "negation"),
    # « auch dann …, wenn » with its verb between: a concession, no proviso
    ("de", "The regeneration shield will remain in effect even if Trollhide is no longer "
           "attached to the creature.",
     "Der Regenerationsschild bleibt auch dann bestehen, wenn die Trollhaut nicht mehr an die "
     "Kreatur angelegt ist, während die Fähigkeit verrechnet wird.", "condition"),
    # "last" said « al final » (not « al final del turno »)
    ("es", "For some abilities, you'll surveil last. For others, you'll surveil first.",
     "Con algunas habilidades, vigilarás al final; con otras, vigilarás primero.",
     "condition"),
    # « au plus grand numéro » is "to the greatest number", no "at most"
    ("fr", "The Saga's controller sacrifices it once the number of lore counters is equal "
           "to the greatest number among its chapter abilities.",
     "Le contrôleur de la saga la sacrifie une fois que le nombre de marqueurs « sapience » "
     "est égal au plus grand numéro parmi ses capacités de chapitre.", "quantifier"),
    # "you have" said with the verb of owning
    ("fr", "You can't pay more energy counters than you have.",
     "Vous ne pouvez pas payer plus de marqueurs « énergie » que vous n'en possédez.",
     "possessor"),
    # "before you choose" said "until you choose"
    ("es", "The two Angels can loop in and out of exile as many times as you'd like before "
           "you choose to target another creature.",
     "Los dos Ángeles pueden entrar y salir del exilio tantas veces como quieras, hasta "
     "que elijas hacer objetivo a otra criatura.", "condition"),
])
def test_idioms_of_the_development_sets_say_the_english(lang, en, fr, check):
    assert _cue_findings(_context(lang), en, fr, check) == set()


def test_the_verb_of_owning_said_for_having_is_no_owner(ctx):
    """« les marqueurs qu'un joueur gagne, possède ou perd » for "counters a player gets,
    has, or loses": « posséder » says having there; « le joueur qui la possède » for "its
    controller" is an owner still."""
    assert _cue_findings(ctx, "Any effects that interact with counters a player gets, has, or "
                         "loses can interact with energy counters.",
                         "Tout effet qui interagit avec les marqueurs qu'un joueur gagne, "
                         "possède ou perd peut interagir avec les marqueurs « énergie ».",
                         "possessor") == set()
    assert _cue_findings(ctx, "Its controller gains 2 life.",
                         "Le joueur qui la possède gagne 2 points de vie.",
                         "possessor") == {"major"}


def test_any_opening_a_sentence_said_some_is_a_flip():
    """"Any effects that interact with counters …" made « Algunos efectos … »: every one
    made some of them."""
    pack = _context("es")
    en = "Any effects that interact with counters a player has can interact with energy counters."
    assert _cue_findings(pack, en, "Cualquier efecto que interactúe con los contadores que "
                         "tiene un jugador puede interactuar con los contadores de energía.",
                         "quantifier") == set()
    assert _cue_findings(pack, en, "Algunos efectos que interactúan con los contadores que "
                         "tiene un jugador pueden interactuar con los contadores de energía.",
                         "quantifier") == {"major"}


def test_wait_until_before_said_only_after_is_no_flip():
    """"will wait until the first ability finishes resolving before going on the stack"
    said « kommen erst auf den Stapel, wenn die erste Fähigkeit verrechnet ist »: the
    "until … before" is one "only after". Without an "until", "before" said "after"
    flips."""
    de = _context("de")
    en = ("Those abilities will wait until the first ability finishes resolving before "
          "going on the stack.")
    assert "major" not in _cue_findings(
        de, en, "Sie kommen erst auf den Stapel, wenn die erste Fähigkeit vollständig "
        "verrechnet ist.", "condition")
    assert _cue_findings(de, "You may cast it before you draw.",
                         "Du kannst ihn wirken, nachdem du gezogen hast.",
                         "condition") == {"major"}


def test_the_part_of_is_no_some():
    """Spanish « parte de » says some of (« parte de sus efectos »), « la parte de su
    efecto » the part of: beside "any other effects" said « el resto de sus efectos », it
    is no "some" for "any"."""
    pack = _context("es")
    en = ("The part of the effect that would counter it does nothing. Any other effects "
          "will work as normal.")
    said = ("{} que lo contrarrestaría no hace nada; el resto de sus efectos funcionará "
            "con normalidad.")
    assert "major" not in _cue_findings(pack, en, said.format("La parte de su efecto"),
                                        "quantifier")
    assert _cue_findings(pack, "Any other effects will work as normal.",
                         "Parte de sus efectos funcionará con normalidad.",
                         "quantifier") == {"major"}


def test_all_or_both_said_as_one_of_them_is_a_flip(ctx):
    """"If all of those targets become illegal" made « si l'une de ces cibles devient
    illégale »: one illegal target is now enough; "only if both targets are still legal"
    made « au moins une des deux cibles »: one legal target is. Said « toutes », « les
    deux », nothing flips."""
    en = "If all of those targets become illegal, the spell doesn't resolve."
    assert _cue_findings(ctx, en, "Si toutes ces cibles deviennent illégales, le sort ne se "
                         "résout pas.", "quantifier") == set()
    assert _cue_findings(ctx, en, "Si l'une de ces cibles devient illégale, le sort ne se "
                         "résout pas.", "quantifier") == {"major"}
    en = "The counter is moved only if both targets are still legal as the ability resolves."
    assert "major" not in _cue_findings(
        ctx, en, "Le marqueur n'est déplacé que si les deux cibles sont toujours légales au "
        "moment où la capacité se résout.", "quantifier")
    assert "major" in _cue_findings(
        ctx, en, "Le marqueur n'est déplacé que si au moins une des deux cibles est toujours "
        "légale au moment où la capacité se résout.", "quantifier")
    # one of another group: "such an ability" said « una de esas habilidades » beside
    # "both of its doors" said « sus dos puertas »
    assert "major" not in _cue_findings(
        _context("es"), "If such an ability requires a target, you can target a Room even "
        "if both of its doors are locked.", "Si una de esas habilidades requiere un "
        "objetivo, puedes hacer objetivo a una Sala aunque sus dos puertas estén cerradas.",
        "quantifier")


def test_if_either_said_as_both_is_a_flip():
    """"If either target is illegal" is if one of the two is: « Sind beide Ziele
    ungültig » waits for both. « eines der beiden Ziele », and Spanish « ninguna de las
    dos » (neither, no "both") for the "neither" after it, flip nothing."""
    en = ("If either target is an illegal target as the spell tries to resolve, neither "
          "creature will deal or be dealt damage.")
    de, es = _context("de"), _context("es")
    assert "major" not in _cue_findings(
        de, en, "Ist eines der beiden Ziele ungültig, während der Zauberspruch verrechnet "
        "werden soll, fügt keine der beiden Kreaturen Schaden zu.", "quantifier")
    assert "major" in _cue_findings(
        de, en, "Sind beide Ziele ungültig, während der Zauberspruch verrechnet werden soll, "
        "fügt keine der beiden Kreaturen Schaden zu.", "quantifier")
    assert "major" not in _cue_findings(
        es, en, "Si uno de los objetivos es ilegal cuando el hechizo intenta resolverse, "
        "ninguna de las dos criaturas hará ni recibirá daño.", "quantifier")
    assert "major" in _cue_findings(
        es, en, "Si ambos objetivos son ilegales cuando el hechizo intenta resolverse, "
        "ninguna de las dos criaturas hará ni recibirá daño.", "quantifier")


def test_either_under_a_negation_said_as_both_is_a_flip():
    """"can't cast either half" is neither half: « nicht beide Hälften » lets one be cast;
    « eine der beiden », « keine der beiden » say one of the two, no "both"."""
    pack = _context("de")
    en = "If a split card is exiled this way, opponents can’t cast either half of the split card."
    assert _cue_findings(pack, en, "Falls eine geteilte Karte auf diese Weise ins Exil "
                         "geschickt wird, können Gegner keine der beiden Hälften wirken.",
                         "quantifier") == set()
    assert _cue_findings(pack, en, "Falls eine geteilte Karte auf diese Weise ins Exil "
                         "geschickt wird, können Gegner nicht beide Hälften wirken.",
                         "quantifier") == {"major"}
    assert _cue_findings(pack, "Hybrid mana symbols are treated as the actual symbols, not as "
                         "either of their two components individually.",
                         "Hybridmanasymbole werden als die tatsächlichen Symbole behandelt und "
                         "nicht einzeln als eine ihrer beiden Komponenten.", "quantifier") == set()


@pytest.mark.parametrize(("lang", "faithful", "swapped"), [
    ("fr", "Si ce joueur contrôle plusieurs créatures, c'est lui qui choisit celle qu'il "
           "sacrifie.",
     "Si ce joueur contrôle plusieurs créatures, c'est vous qui choisissez celle qu'il "
     "sacrifie."),
    ("es", "Si ese jugador controla varias criaturas, él elige cuál de ellas sacrifica.",
     "Si ese jugador controla varias criaturas, eres tú quien elige cuál de ellas "
     "sacrifica."),
    ("de", "Wenn jener Spieler mehrere Kreaturen kontrolliert, wählt er, welche er opfert.",
     "Wenn jener Spieler mehrere Kreaturen kontrolliert, wählst du, welche er opfert."),
])
def test_the_choice_given_to_another_player_is_a_possessor_flip(lang, faithful, swapped):
    """"that player chooses" said « c'est vous qui choisissez »: who chooses is read from
    the verb's person, and the choice went from the player to the reader."""
    en = "If that player controls more than one creature, that player chooses which to sacrifice."
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, "possessor") == set()
    assert _cue_findings(ctx, en, swapped, "possessor") == {"major"}


@pytest.mark.parametrize(("lang", "en", "faithful", "made_you"), [
    ("fr", "Keep careful track of how many energy counters each player has.",
     "Notez avec soin combien de marqueurs « énergie » a chaque joueur.",
     "Notez avec soin combien de marqueurs « énergie » vous avez."),
    ("de", "Since you are putting two cards into the graveyard at once, the affected player "
     "chooses their order.",
     "Da du zwei Karten gleichzeitig auf den Friedhof legst, bestimmt der betroffene Spieler "
     "ihre Reihenfolge.",
     "Da du zwei Karten gleichzeitig auf den Friedhof legst, bestimmst du ihre Reihenfolge."),
    # a player said again by a pronoun, the gerund's subject said: no flip
    ("de", "Choosing that player will give that player another of those counters.",
     "Bestimmst du diesen Spieler, bekommt er eine weitere dieser Marken.", None),
])
def test_a_player_the_english_names_made_you_is_a_possessor_flip(lang, en, faithful, made_you):
    """"each player has" said « vous avez », "the affected player chooses" said
    « bestimmst du »: no player named in the translation, one "you" more than the
    English's."""
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, "possessor") == set()
    if made_you is not None:
        assert _cue_findings(ctx, en, made_you, "possessor") == {"major"}


def test_a_choice_said_with_a_modal_or_a_noun_is_no_flip(ctx):
    """Only finite forms count: "you may choose" said « le choix vous revient », "that
    player chooses" said « au choix de ce joueur » say the same chooser."""
    assert _cue_findings(ctx, "You choose the order, then that player chooses a mode.",
                         "Vous choisissez l'ordre, puis le mode est au choix de ce joueur.",
                         "possessor") == set()
    assert _cue_findings(ctx, "Each player chooses a creature they control.",
                         "Chaque joueur choisit une créature qu'il contrôle.",
                         "possessor") == set()


def test_a_negation_borne_on_a_word_of_negation_says_nothing_negative(ctx):
    """"You can activate it with no targets" said « Rien ne vous empêche de l'activer sans
    cible »: « Rien ne … empêche » is two negatives, no negation of its own; a negation
    added beside it is still one too many."""
    en = "You can activate the first ability with no targets."
    assert _cue_findings(ctx, en, "Rien ne vous empêche d'activer la première capacité sans "
                         "cible.", "negation") == set()
    assert _cue_findings(ctx, "You can activate the first ability with targets.",
                         "Rien ne vous empêche d'activer la première capacité sans cible.",
                         "negation") != set()


def test_a_negation_continuing_no_matter_is_neutral():
    """"no matter how much … or how many" said « sin importar cuántas … ni cuántos »: the
    « ni » continues the neutral phrase, as "doesn't matter" said with a negation does."""
    es = _context("es")
    en = ("A card’s spectacle cost is the same no matter how much life your opponents lost "
          "or how many opponents lost life.")
    assert _cue_findings(es, en, "El coste de espectáculo de una carta es el mismo sin importar "
                         "cuántas vidas hayan perdido tus oponentes ni cuántos oponentes "
                         "hayan perdido vidas.", "negation") == set()


def test_steps_said_in_the_other_order_around_then_are_a_flip(ctx):
    """"add any cost increases, then apply any cost reductions" made « appliquez les
    réductions de coût, puis ajoutez les augmentations de coût »: the words before and
    after the sequence cue changed sides; said in order, or with the sentence turned
    around without a sequence cue (« après avoir ajouté »), nothing is."""
    en = ("To determine the total cost of a spell, start with the mana cost you’re paying, add "
          "any cost increases, then apply any cost reductions.")
    said = "Pour déterminer le coût total d'un sort, partez du coût de mana que vous payez, {}."
    assert _cue_findings(ctx, en, said.format(
        "ajoutez les éventuelles augmentations de coût, puis appliquez les éventuelles "
        "réductions de coût"), "condition") == set()
    assert _cue_findings(ctx, en, said.format(
        "appliquez les éventuelles réductions de coût après avoir ajouté les éventuelles "
        "augmentations de coût"), "condition") == set()
    assert _cue_findings(ctx, en, said.format(
        "appliquez les éventuelles réductions de coût, puis ajoutez les éventuelles "
        "augmentations de coût"), "condition") == {"major"}


def test_both_said_as_an_alternative_is_a_flip():
    """"both black and green" made « negra o verde »; « que sea negra y verde a la
    vez » (« sea »: is, no « ya sea ») says both."""
    es = _context("es")
    en = "Sacrificing a creature that’s both black and green will make both abilities trigger."
    assert _cue_findings(es, en, "Sacrificar una criatura que sea negra y verde a la vez hará "
                         "que se disparen ambas habilidades.", "quantifier") == set()
    assert _cue_findings(es, en, "Sacrificar una criatura negra o verde hará que se disparen "
                         "ambas habilidades.", "quantifier") == {"major"}


def test_a_negative_word_after_auch_goes_on_with_the_negation_before():
    """"Nothing happens between the two events, including state-based actions" said
    « passiert nichts, auch keine zustandsbasierten Aktionen »: « auch keine » goes on
    with « nichts », one negation; a second negation of a clause of its own is one more."""
    de = _context("de")
    en = "Nothing happens between the two events, including state-based actions."
    assert _cue_findings(de, en, "Zwischen den beiden Ereignissen passiert nichts, auch keine "
                         "zustandsbasierten Aktionen.", "negation") == set()
    assert _cue_findings(de, en, "Zwischen den beiden Ereignissen passiert nichts, und "
                         "zustandsbasierte Aktionen werden nicht geprüft.",
                         "negation") != set()
    assert _cue_findings(de, "Nothing happens between the two events, but you still remove a "
                         "counter.", "Zwischen den beiden Ereignissen passiert nichts, du "
                         "entfernst dann aber auch keine Marke.", "negation") != set()


def test_a_contrast_turned_round_is_a_flip():
    """"A, not B" with A and B swapped: what the English denies the translation affirms
    (the enchanted creature's controller), and the other way round; the contrast kept
    in its order, or said in other words, is no finding."""
    de = _context("de")
    en = ("This ability counts the number of Swamps controlled by the enchanted creature's "
          "controller, not its owner.")
    kept = ("Diese Fähigkeit zählt die Sümpfe, die der Beherrscher der verzauberten Kreatur "
            "kontrolliert, und nicht die seines Besitzers.")
    turned = ("Diese Fähigkeit zählt die Sümpfe, die der Besitzer kontrolliert, und nicht "
              "die des Beherrschers der verzauberten Kreatur.")
    assert _cue_findings(de, en, kept, "condition") == set()
    assert _cue_findings(de, en, turned, "condition") == {"major"}
    es = _context("es")
    en = "The controller of the enchanted creature gets the token, not you."
    assert _cue_findings(es, en, "El controlador de la criatura encantada obtiene la ficha, "
                         "no tú.", "condition") == set()


def test_whether_or_not_said_with_an_or_not_before_a_verb_is_no_negation():
    """"Whether or not the ability triggers depends on …" said « Que la habilidad se
    dispare o no depende de … »: the translation's « o no » answers the English's."""
    es = _context("es")
    en = "Whether or not the ability triggers depends on whether the creature has it."
    assert _negation(es, en, "Que la habilidad se dispare o no depende de si la criatura "
                             "la tiene.") == []
    # an « o no » no "or not" of the English answers stays counted
    assert _negation(es, "The ability triggers only if the creature has it.",
                     "La habilidad se dispara o no solo si la criatura la tiene.") != []


def test_a_word_negated_by_its_form_or_a_lack_said_with_a_negation_is_none():
    """"indefinitely" said « sin límite de tiempo », "being unable to draw" said « faute
    de pouvoir piocher »: the negation is the word's own."""
    es, fr = _context("es"), _context("fr")
    assert _negation(es, "Creatures you control gain indestructible indefinitely.",
                     "Las criaturas que controlas ganan indestructible sin límite de "
                     "tiempo.") == []
    en = "Abundance can prevent you from losing the game for being unable to draw a card."
    assert _negation(fr, en, "L'Abondance peut vous éviter de perdre la partie faute de "
                             "pouvoir piocher une carte.") == []
    assert _negation(fr, en, "L'Abondance peut vous éviter de perdre la partie en "
                             "piochant une carte.") != []
    # "colorless" is no word negated by a prefix: « incolore » renders it, and a
    # negation on it flips it
    assert _negation(fr, "If a card loses devoid, it will still be colorless.",
                     "Si une carte perd la carence, elle ne sera plus incolore.") != []



def test_or_more_before_a_relative_clause_is_no_only():
    """« no … más que » is "only" (« no tiene más que una »), but « 4 o más que controlas »
    is "4 or more that you control": the negation before it stays a negation."""
    es = _context("es")

    def cues(en: str, fr: str) -> list[str]:
        return [f.check_id for f in findings_for(es, en, fr)
                if f.check_id in ("negation", "quantifier") and f.severity.value == "major"]

    en = ("The creature with power 4 or greater that you control doesn’t have to be the same "
          "creature with power 4 or greater that you controlled as the ability triggered.")
    said = ("No es necesario que la criatura con fuerza de 4 o más que controlas sea la misma "
            "criatura con fuerza de 4 o más que controlabas cuando la habilidad se disparó.")
    assert cues(en, said) == []
    # the negation dropped is found, « o más que » reads as no "only" that would explain it
    assert cues(en, said.replace("No es necesario", "Es necesario")) == ["negation"]
    # « no … más que » without « o » before it is still "only"
    assert cues("You may sacrifice only one creature.",
                "No puedes sacrificar más que una criatura.") == []


def _said_of_one(ctx, en: str, said: str) -> list[str]:
    return [f.found for f in findings_for(ctx, en, said)
            if f.check_id == "quantifier" and "is said of one" in f.message]


def test_a_term_under_each_said_of_one_is_a_quantifier_changed(ctx):
    """"Each opponent" said « un adversaire » beside another « chaque » of the sentence
    (which leaves the cue itself accounted for): the opponents are now one. A floated
    "each" ("an opponent each control") quantifies no noun, and what the pack's cue says
    "each" with (« in einem Zug » for "each turn") is no determiner of one."""
    en = "Each opponent will sacrifice a creature each time one of those abilities resolves."
    said = "{} sacrifie alors une créature à chaque fois que l'une de ces capacités se résout."
    assert _said_of_one(ctx, en, said.format("Chaque adversaire")) == []
    assert _said_of_one(ctx, en, said.format("Un adversaire")) == ["Un adversaire"]
    assert _said_of_one(ctx, "If you and an opponent each control a creature, each player "
                        "draws a card.", "Si vous et un adversaire contrôlez chacun une "
                        "créature, chaque joueur pioche une carte.") == []
    de = _context("de")
    assert _said_of_one(de, "Arterial Flow causes each opponent to lose 2 life.",
                        "Durch den Aderlass verliert ein Gegner 2 Lebenspunkte.") == [
        "ein Gegner"]
    assert _said_of_one(de, "Whenever it attacks for the first time each turn, untap it.",
                        "Immer wenn sie zum ersten Mal in einem Zug angreift, enttappe "
                        "sie.") == []


def test_a_modal_said_as_the_other_in_the_clause_of_its_verb_is_a_flip(ctx):
    """Both kinds of modal on both sides: presence tells nothing, the clause that renders
    the modal's verb does. "must choose … (which could be …)" said « vous pouvez
    choisir »; "you may put …, then each other player may" said « musst du … bringen,
    danach kann jeder ». A German modal apart from its verb across a clause break, and
    "can't cast it unless you can choose" said « pour pouvoir le lancer, vous devez être
    en mesure de choisir », say the same."""
    en = ("If you control the only creatures when that ability triggers, you must choose a "
          "creature you control (which could be Quarry Colossus itself) as the target.")
    said = ("Si, au moment où elle se déclenche, les seules créatures sont les vôtres, vous {} "
            "choisir comme cible une créature que vous contrôlez (éventuellement le Colosse "
            "des carrières lui-même).")
    assert _cue_findings(ctx, en, said.format("devez"), "modality") == set()
    assert _cue_findings(ctx, en, said.format("pouvez"), "modality") == {"major"}
    assert _cue_findings(ctx, "You can’t cast Spelltwine unless you can choose both legal "
                         "targets.", "Pour pouvoir lancer l'Entrelacs de sorts, vous devez "
                         "être en mesure de choisir deux cibles légales.", "modality") == set()
    de = _context("de")
    en = ("First, you may put a permanent card onto the battlefield, then each other player "
          "in turn order may do the same.")
    said = ("Zuerst {} du eine bleibende Karte ins Spiel bringen, danach kann jeder andere "
            "Spieler in Zugreihenfolge dasselbe tun.")
    assert _cue_findings(de, en, said.format("kannst"), "modality") == set()
    assert _cue_findings(de, en, said.format("musst"), "modality") == {"major"}
    assert _cue_findings(de, "A copy of a spell can be countered like any other spell, but "
                         "it must be countered individually.", "Die Kopie eines "
                         "Zauberspruchs kann wie jeder andere Zauberspruch neutralisiert "
                         "werden, muss aber einzeln neutralisiert werden.", "modality") == set()


def test_prevent_negated_said_by_a_privative_of_its_own_has_lost_its_negation():
    """« verhindert » says "prevents": it renders "prevent" and is no stand-in for the
    negation of "doesn't prevent"."""
    de = _context("de")
    en = ("Circu’s last ability doesn’t prevent copies of the exiled cards from being cast "
          "because copies aren’t cards.")
    said = ("Circus letzte Fähigkeit verhindert{}, dass Kopien der ins Exil geschickten Karten "
            "gewirkt werden, da Kopien keine Karten sind.")
    assert _cue_findings(de, en, said.format(" nicht"), "negation") == set()
    assert _cue_findings(de, en, said.format(""), "negation")


@pytest.mark.parametrize(("lang", "en", "faithful", "changed"), [
    ("fr", "If another permanent enters the battlefield as a copy of it, the controller of "
     "that permanent makes a new choice.",
     "Si un autre permanent arrive sur le champ de bataille en tant que copie de celui-ci, "
     "le contrôleur de ce permanent fait un nouveau choix.",
     "Si un autre permanent arrive sur le champ de bataille en tant que copie de celui-ci, "
     "le contrôleur de la créature d'origine fait un nouveau choix."),
    ("es", "The controller of the creature that would be dealt damage chooses the order.",
     "El controlador de la criatura que recibiría el daño elige el orden.",
     "El controlador de la fuente del daño elige el orden."),
    ("de", "At the beginning of the end step, the enchanted creature's controller loses 2 life.",
     "Zu Beginn des Endsegments verliert der Beherrscher der verzauberten Kreatur 2 "
     "Lebenspunkte.",
     "Zu Beginn des Endsegments verliert der Beherrscher des Endsegments 2 Lebenspunkte."),
    # a card's name: said of another only where the word renders another of the English's
    ("fr", "When Bottomless Pool leaves the battlefield, Bottomless Pool's owner draws a card.",
     "Quand la Piscine sans fond quitte le champ de bataille, le propriétaire de la Piscine "
     "sans fond pioche une carte.",
     "Quand la Piscine sans fond quitte le champ de bataille, le propriétaire du champ de "
     "bataille pioche une carte."),
])
def test_an_owner_or_a_controller_said_of_something_else_is_a_possessor_flip(
        lang, en, faithful, changed):
    """"the controller of that permanent" made « le contrôleur de la créature d'origine »:
    what the owner or the controller is of, read after the cue (before "'s" in English),
    must be the same on both sides."""
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, "possessor") == set()
    assert _cue_findings(ctx, en, changed, "possessor") == {"major"}


@pytest.mark.parametrize(("en", "fr"), [
    # the English names nothing ("its owner", "of it"): nothing to compare
    ("Its owner puts it into their graveyard.",
     "Le propriétaire de cette carte la met dans son cimetière."),
    ("The owner of it puts it into their graveyard.",
     "Le propriétaire de la carte la met dans son cimetière."),
    # a pronoun in the translation
    ("The controller of that creature draws a card.", "Le contrôleur de celle-ci pioche une carte."),
])
def test_an_owner_of_something_unnamed_is_compared_with_nothing(ctx, en, fr):
    assert _cue_findings(ctx, en, fr, "possessor") == set()


@pytest.mark.parametrize(("en", "fr"), [
    # the owner said with the verb in the English, with the noun in the translation
    ("If Bottomless Pool's owner leaves the game and another player owns the exiled card, "
     "the card returns to the battlefield.",
     "Si le propriétaire de la Piscine sans fond quitte la partie et qu'un autre joueur est "
     "le propriétaire de la carte exilée, la carte retourne sur le champ de bataille."),
    # « propriétaire depuis … » is no owner of anything
    ("It's returned from the battlefield to its owner's hand.",
     "Il est renvoyé dans la main de son propriétaire depuis le champ de bataille."),
])
def test_an_owner_said_otherwise_but_of_the_same_is_no_flip(ctx, en, fr):
    assert _cue_findings(ctx, en, fr, "possessor") == set()


@pytest.mark.parametrize(("lang", "faithful", "changed"), [
    ("fr", "Les Auras attachées aux créatures exilées sont mises dans le cimetière de leur "
     "propriétaire.",
     "Les Auras attachées aux créatures exilées sont mises dans le cimetière du propriétaire "
     "de ces créatures."),
    ("es", "Las Auras anexadas a las criaturas exiliadas se ponen en el cementerio de su "
     "propietario.",
     "Las Auras anexadas a las criaturas exiliadas se ponen en el cementerio del propietario "
     "de esas criaturas."),
])
def test_their_owners_said_of_another_word_of_the_sentence_is_a_possessor_flip(
        lang, faithful, changed):
    """"their owners'" is the subject's (the Auras'); the translation's owner of the
    exiled creatures is another's."""
    ctx = _context(lang)
    en = "Auras attached to the exiled creatures are put into their owners' graveyards."
    assert _cue_findings(ctx, en, faithful, "possessor") == set()
    assert _cue_findings(ctx, en, changed, "possessor") == {"major"}
    # the subject named is the same owner
    said = changed.replace("ces créatures", "ces Auras").replace("esas criaturas", "esas Auras")
    assert _cue_findings(ctx, en, said, "possessor") == set()


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped"), [
    ("de", "If it blocks multiple creatures, its ability triggers only once.",
     "Blockt sie mehrere Kreaturen, wird ihre Fähigkeit nur einmal ausgelöst.",
     "Blockt sie mehrere Kreaturen, wird ihre Fähigkeit für jede geblockte Kreatur einmal "
     "ausgelöst."),
    ("de", "If it dies at the same time as other creatures, its ability triggers for each of "
     "those creatures.",
     "Stirbt sie gleichzeitig mit anderen Kreaturen, wird ihre Fähigkeit für jede dieser "
     "Kreaturen ausgelöst.",
     "Stirbt sie gleichzeitig mit anderen Kreaturen, wird ihre Fähigkeit einmal für alle "
     "diese Kreaturen ausgelöst."),
    ("es", "If you get {E} at different times, it triggers once each time.",
     "Si obtienes {E} en momentos distintos, se dispara una vez cada vez.",
     "Si obtienes {E} en momentos distintos, se dispara una única vez."),
    ("fr", "The ability triggers just once for each life-gaining event.",
     "La capacité ne se déclenche qu'une seule fois par événement de gain de points de vie.",
     "La capacité ne se déclenche qu'une seule fois, quel que soit le nombre d'événements."),
    # "that many times" is a time for each of them
    ("de", "If multiple lands enter the battlefield under an opponent’s control at the same "
     "time, Tunnel Ignus’s ability triggers that many times.",
     "Kommen mehrere Länder gleichzeitig unter der Kontrolle eines Gegners ins Spiel, wird die "
     "Fähigkeit des Tunnel-Ignus entsprechend oft ausgelöst.",
     "Kommen mehrere Länder gleichzeitig unter der Kontrolle eines Gegners ins Spiel, wird die "
     "Fähigkeit des Tunnel-Ignus nur einmal ausgelöst."),
    ("fr", "If a spell or ability causes you to draw multiple cards, Niv-Mizzet’s ability "
     "triggers that many times.",
     "Si un sort ou une capacité vous fait piocher plusieurs cartes, la capacité de "
     "Niv-Mizzet se déclenche autant de fois.",
     "Si un sort ou une capacité vous fait piocher plusieurs cartes, la capacité de "
     "Niv-Mizzet ne se déclenche qu'une seule fois."),
    ("es", "If a spell or ability causes you to draw multiple cards, Niv-Mizzet’s ability "
     "triggers that many times.",
     "Si un hechizo o habilidad hace que robes varias cartas, la habilidad de Niv-Mizzet se "
     "dispara esa cantidad de veces.",
     "Si un hechizo o habilidad hace que robes varias cartas, la habilidad de Niv-Mizzet se "
     "dispara una sola vez."),
])
def test_once_said_as_a_time_for_each_is_a_quantifier_flip(lang, en, faithful, flipped):
    """A single time in the clause of a time for each ("once for each", « une seule fois
    par événement », « einmal pro Zug ») is that one's; one side saying a time for each
    more often and the other a single time more often is a flip."""
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, "quantifier") == set()
    assert any(f.check_id == "quantifier" and f.severity.value == "major"
               and ("said as once" in f.message or "said as a time for each" in f.message)
               for f in findings_for(ctx, en, flipped))


def test_once_for_each_of_them_said_pour_chacun_is_no_flip():
    """« une fois pour chacun d'eux » says "once for each of them"; « une seule fois »
    alone does not."""
    ctx = _context("fr")
    en = ("If it and another Aetherborn you control die at the same time, its ability "
          "triggers once for each of them.")
    assert _cue_findings(ctx, en, "Si elle et un autre éthérien que vous contrôlez meurent "
                         "en même temps, sa capacité se déclenche une fois pour chacun d'eux.",
                         "quantifier") == set()
    assert _cue_findings(ctx, en, "Si elle et un autre éthérien que vous contrôlez meurent "
                         "en même temps, sa capacité se déclenche une seule fois.",
                         "quantifier") == {"major"}


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("fr", "si vous contrôlez au moins deux autres sorciers",
     "si vous contrôlez au moins un autre sorcier"),
    ("de", "wenn du mindestens zwei andere Zauberer kontrollierst",
     "wenn du mindestens einen anderen Zauberer kontrollierst"),
    ("es", "si controlas al menos otros dos Hechiceros",
     "si controlas al menos un Hechicero además de este"),
])
def test_more_than_one_said_at_least_one_is_a_quantifier_flip(lang, faithful, flipped):
    """"more than one" is "at least two"; said "at least one", it lets one more in."""
    ctx = _context(lang)
    en = "It deals 2 damage if you control more than one other Wizard."
    start = {"fr": "Elle inflige 2 blessures ", "de": "Sie fügt 2 Schadenspunkte zu, ",
             "es": "Hace 2 puntos de daño "}[lang]
    assert [(f.check_id, f.severity.value) for f in findings_for(ctx, en, start + faithful + ".")
            if f.check_id in ("quantifier", "numbers") and f.severity.value == "major"] == []
    said = [f for f in findings_for(ctx, en, start + flipped + ".")
            if f.check_id == "quantifier" and f.severity.value == "major"]
    assert said and "more than one" in said[0].message


@pytest.mark.parametrize(("lang", "en", "fr"), [
    # "once" opening a clause (after), "at once", whenever: no single time, no time for each
    ("fr", "Once it has resolved, each time a creature dies, you gain 1 life.",
     "Une fois qu'elle s'est résolue, chaque fois qu'une créature meurt, vous gagnez 1 point "
     "de vie."),
    ("es", "If you get multiple {E} at once, it gets +2/+2 once.",
     "Si obtienes varios {E} a la vez, obtiene +2/+2 una sola vez."),
    # "twice each turn rather than only once" said with « por turno » twice
    ("es", "You may activate it twice each turn rather than only once.",
     "Puedes activarla dos veces por turno, en vez de una sola vez por turno."),
])
def test_a_single_time_and_a_time_for_each_said_alike_are_no_flip(lang, en, fr):
    assert _cue_findings(_context(lang), en, fr, "quantifier") == set()


def test_a_time_for_each_said_with_a_noun_is_no_flip():
    """"each time its ability resolves" said « à chaque résolution de sa capacité »."""
    assert _cue_findings(
        _context("fr"), "You can pay {1} only once each time its first ability resolves.",
        "À chaque résolution de sa première capacité, vous ne pouvez payer {1} qu'une seule "
        "fois.", "quantifier") == set()


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped"), [
    ("fr", "Its ability doesn’t trigger if you don’t control another Wizard.",
     "Sa capacité ne se déclenche que si vous contrôlez un autre sorcier.",
     "Sa capacité ne se déclenche que si vous ne contrôlez pas d'autre sorcier."),
    ("de", "If you don’t control ten Treasures as it resolves, you won’t win the game.",
     "Du gewinnst die Partie nur, wenn du beim Verrechnen zehn Schätze kontrollierst.",
     "Du gewinnst die Partie nur, wenn du beim Verrechnen keine zehn Schätze kontrollierst."),
    ("es", "Its ability doesn’t trigger if you don’t control another Wizard.",
     "Su habilidad solo se dispara si controlas otro Hechicero.",
     "Su habilidad solo se dispara si no controlas otro Hechicero."),
])
def test_not_if_not_said_only_if_is_no_negation_dropped(lang, en, faithful, flipped):
    """"doesn't X if you don't Y" is "X only if Y", the "if … not" clause first or last;
    the "only if" clause negated says the opposite."""
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, "negation") == set()
    assert _cue_findings(ctx, en, flipped, "negation") == {"major"}


def test_an_unless_the_german_adds_is_a_condition_without_counterpart():
    """German « falls … nicht » says "if … not" too, so its "unless" may stand for an
    English "if … not"; « es sei denn » where the English has none is an added condition."""
    ctx = _context("de")
    added = [f for f in findings_for(
        ctx, "If you cast a colorless spell, its ability triggers, but it won’t get any "
             "+1/+1 counters.",
        "Wirkst du einen farblosen Zauberspruch, wird ihre Fähigkeit ausgelöst, sie erhält "
        "aber keine +1/+1-Marken, es sei denn, du hast farbiges Mana ausgegeben.")
        if f.check_id == "condition"]
    assert [f.found for f in added] == ["es sei denn"]
    assert [f for f in findings_for(
        ctx, "If you don’t control a creature, it won’t return.",
        "Sie kehrt nicht zurück, es sei denn, du kontrollierst eine Kreatur.")
        if f.check_id == "condition"] == []


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("es", "Mientras no deje el combate, sigue siendo una criatura bloqueadora.",
     "Mientras deje el combate, sigue siendo una criatura bloqueadora."),
    ("fr", "Tant qu'elle ne quitte pas le combat, elle reste une créature bloqueuse.",
     "Tant qu'elle quitte le combat, elle reste une créature bloqueuse."),
    ("de", "Solange sie den Kampf nicht verlässt, bleibt sie eine blockende Kreatur.",
     "Solange sie den Kampf verlässt, bleibt sie eine blockende Kreatur."),
])
def test_unless_said_as_long_as_not_is_said(lang, faithful, flipped):
    """"Unless it leaves combat, it continues to be …" is "as long as it does not leave
    combat, it stays …": the "unless" is said, and the negation is its."""
    ctx = _context(lang)
    en = "Unless that creature leaves combat, it continues to be a blocking creature."
    said = [(f.check_id, f.severity.value) for f in findings_for(ctx, en, faithful)
            if f.check_id in ("negation", "condition")]
    assert said == []
    assert "condition" in ids_for(ctx, en, flipped)


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Cette carte ne permet d'obtenir qu'une seule copie d'un sort."),
    ("de", "Mit dieser Karte erhältst du nur eine Kopie eines Zauberspruchs."),
    ("es", "Con esta carta obtienes una sola copia de un hechizo."),
])
def test_cannot_get_multiple_said_only_one_is_no_negation_dropped(lang, said):
    """"can't get multiple copies" is "gets only one copy", as "can't … multiple times"
    is "only once"."""
    ctx = _context(lang)
    assert _cue_findings(ctx, "You can’t get multiple copies of a spell using this card.",
                         said, "negation") == set()
    # "multiple" far from the negation is no "only one": the negation stays to be said
    assert _cue_findings(
        ctx, "If you haven’t drawn a card this turn and an effect tells you to draw multiple "
             "cards, you draw only one card.", {
            "fr": "Si vous avez pioché une carte ce tour-ci et qu'un effet vous demande de "
                  "piocher plusieurs cartes, vous ne piochez qu'une seule carte.",
            "de": "Hast du in diesem Zug eine Karte gezogen und weist dich ein Effekt an, "
                  "mehrere Karten zu ziehen, ziehst du nur eine Karte.",
            "es": "Si robaste una carta este turno y un efecto te indica que robes varias "
                  "cartas, robas una sola carta."}[lang], "negation") != set()


@pytest.mark.parametrize(("lang", "not_obliged", "not_allowed"), [
    ("fr", "Vous n'êtes pas obligé de choisir de nouvelles cibles.",
     "Vous n'êtes pas autorisé à choisir de nouvelles cibles."),
    ("es", "No estás obligado a elegir nuevos objetivos.",
     "No estás autorizado a elegir nuevos objetivos."),
    ("de", "Du musst keine neuen Ziele wählen.",
     "Es ist dir nicht erlaubt, neue Ziele zu wählen."),
])
def test_not_required_said_not_allowed_is_a_modality_flip(lang, not_obliged, not_allowed):
    """"You are not required to choose" leaves the choice; « pas autorisé » forbids it.
    "can't" said "not allowed" is the same prohibition."""
    ctx = _context(lang)
    en = "You are not required to choose new targets."
    assert _cue_findings(ctx, en, not_obliged, "modality") == set()
    assert _cue_findings(ctx, en, not_allowed, "modality") == {"major"}
    assert _cue_findings(ctx, "You can’t choose new targets.", not_allowed,
                         "modality") == set()


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("fr", "Vous ne choisissez de payer {1}{W} ou non qu'au moment où la capacité se résout.",
     "Vous choisissez de payer {1}{W} ou non avant que la capacité ne se résolve."),
    ("de", "Ob du {1}{W} bezahlst, entscheidest du erst, wenn die Fähigkeit verrechnet wird.",
     "Ob du {1}{W} bezahlst, entscheidest du, bevor die Fähigkeit verrechnet wird."),
    ("es", "No eliges si pagas {1}{W} antes de que la habilidad se resuelva.",
     "Eliges si pagas {1}{W} o no antes de que la habilidad se resuelva."),
])
def test_not_until_said_before_is_a_condition_flip(lang, faithful, flipped):
    """"You don't choose … until the ability resolves" is "only once it resolves"
    (« qu'au moment où », « erst, wenn », « no … antes de que »); « avant que »,
    « bevor », « antes de que » alone move the choice before it."""
    ctx = _context(lang)
    en = "You don’t choose whether to pay {1}{W} until the ability resolves."
    assert _cue_findings(ctx, en, faithful, "condition") == set()
    assert any(f.check_id == "condition" and f.severity.value == "major"
               and "until" in f.message for f in findings_for(ctx, en, flipped))


def test_each_after_then_is_no_floated_each():
    """"then each other player … does the same": "then" is no subject that "each" floats
    after, though the word index has it as a noun; said « le joueur suivant », the
    universal is said of one."""
    ctx = _context("fr")
    en = "You choose a creature you control, then each other player in turn order does the same."
    assert _cue_findings(ctx, en, "Vous choisissez une créature que vous contrôlez ; le "
                         "joueur suivant dans l'ordre du tour fait ensuite de même.",
                         "quantifier") == {"major"}
    assert _cue_findings(ctx, en, "Vous choisissez une créature que vous contrôlez ; chaque "
                         "autre joueur fait ensuite de même dans l'ordre du tour.",
                         "quantifier") == set()


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("es", "Cuenta los otros Piratas atacantes al resolverse la habilidad.",
     "Cuenta todos los Piratas atacantes al resolverse la habilidad."),
    ("fr", "Comptez les autres Pirates attaquants au moment où la capacité se résout.",
     "Comptez tous les Pirates attaquants au moment où la capacité se résout."),
    ("de", "Zähle die anderen angreifenden Piraten, während die Fähigkeit verrechnet wird.",
     "Zähle alle angreifenden Piraten, während die Fähigkeit verrechnet wird."),
])
def test_other_said_all_is_a_quantifier_flip(lang, faithful, flipped):
    """"other attacking Pirates" leaves the Captain out; "all attacking Pirates" counts
    it in."""
    ctx = _context(lang)
    en = "Count the number of other attacking Pirates as the ability resolves."
    assert _cue_findings(ctx, en, faithful, "quantifier") == set()
    assert _cue_findings(ctx, en, flipped, "quantifier") == {"major"}
    # "each other" and "in other words" are no "other" that leaves one out
    assert _cue_findings(ctx, "They deal damage to each other.", {
        "es": "Se hacen daño entre todos.", "fr": "Elles s'infligent toutes des blessures.",
        "de": "Sie fügen alle einander Schaden zu."}[lang], "quantifier") == set()
    assert _cue_findings(ctx, "In other words, you draft both of them.", {
        "es": "Es decir, las eliges todas.", "fr": "Autrement dit, vous les draftez toutes.",
        "de": "Mit anderen Worten: Du draftest sie alle."}[lang], "quantifier") == set()


@pytest.mark.parametrize(("lang", "owned", "controlled"), [
    ("fr", "Si vous ciblez une créature dont vous êtes le propriétaire et que X est 10 ou "
           "plus, cette carte revient sur le champ de bataille.",
     "Si vous ciblez une créature que vous contrôlez et que X est 10 ou plus, cette carte "
     "revient sur le champ de bataille."),
    ("de", "Falls du eine Kreatur als Ziel wählst, die du besitzt, und X 10 oder mehr ist, "
           "kommt diese Karte ins Spiel zurück.",
     "Falls du eine Kreatur als Ziel wählst, die du kontrollierst, und X 10 oder mehr ist, "
     "kommt diese Karte ins Spiel zurück."),
    ("es", "Si haces objetivo a una criatura que posees y X es 10 o más, esa carta regresa "
           "al campo de batalla.",
     "Si haces objetivo a una criatura que controlas y X es 10 o más, esa carta regresa al "
     "campo de batalla."),
])
def test_you_own_said_you_control_is_a_possessor_flip(lang, owned, controlled):
    """A creature you own and one you control are not the same creatures: a card you
    own that an opponent controls is one, a stolen creature the other. "You own" said
    with the verb of controlling (or the other way round) is flagged; said with the verb
    of owning or « dont vous êtes le propriétaire », it is not."""
    ctx = _context(lang)
    en = ("If you target a creature you own and X is 10 or more, that card will be "
          "returned to the battlefield.")
    assert _cue_findings(ctx, en, owned, "possessor") == set()
    assert _cue_findings(ctx, en, controlled, "possessor") == {"major"}
    swapped = en.replace("you own", "you control")
    assert _cue_findings(ctx, swapped, controlled, "possessor") == set()
    assert _cue_findings(ctx, swapped, owned, "possessor") == {"major"}


@pytest.mark.parametrize(("lang", "during", "before"), [
    ("fr", "Mais s'il est exilé pendant l'étape de fin, il est trop tard pour le renvoyer "
           "ce tour-ci.",
     "Mais s'il est exilé avant l'étape de fin, il est trop tard pour le renvoyer ce "
     "tour-ci."),
    ("de", "Wird er jedoch während des Endsegments ins Exil geschickt, ist es zu spät, ihn "
           "in diesem Zug zurückzubringen.",
     "Wird er jedoch vor dem Endsegment ins Exil geschickt, ist es zu spät, ihn in diesem "
     "Zug zurückzubringen."),
    ("es", "Sin embargo, si se exilia durante el paso final, ya es demasiado tarde para "
           "regresarlo este turno.",
     "Sin embargo, si se exilia antes del paso final, ya es demasiado tarde para "
     "regresarlo este turno."),
])
def test_during_said_before_is_a_condition_flip(lang, during, before):
    """Exiled during the end step, it is too late to come back that turn; exiled before
    it, it comes back at that end step: "during" said "before" turns the ruling round."""
    ctx = _context(lang)
    en = ("But if it's exiled during the end step, it's too late to return it this "
          "turn.")
    assert _cue_findings(ctx, en, during, "condition") == set()
    assert _cue_findings(ctx, en, before, "condition") == {"major"}


@pytest.mark.parametrize(("lang", "each", "all_at_once"), [
    ("fr", "Sa capacité se déclenchera une fois pour chacune de ces créatures.",
     "Sa capacité se déclenchera une seule fois pour toutes ces créatures."),
    ("es", "Su habilidad se disparará una vez por cada una de esas criaturas.",
     "Su habilidad se disparará una sola vez por todas esas criaturas."),
])
def test_once_for_each_said_once_for_all_is_a_quantifier_flip(lang, each, all_at_once):
    """"Once for each of those creatures" triggers as many times as there are creatures;
    « une seule fois pour toutes », « una sola vez por todas » once for them all: "for
    all" is no time for each, so the single time is a flip."""
    ctx = _context(lang)
    en = "Enduring Scalelord's ability will trigger once for each of those creatures."
    assert _cue_findings(ctx, en, each, "quantifier") == set()
    assert _cue_findings(ctx, en, all_at_once, "quantifier") == {"major"}
    # nor is "by all" (« choisi par tous les joueurs », « elegido por todos »)
    assert ctx.pack.cue_patterns["each-time"].search(
        {"fr": "le mode choisi par tous les joueurs", "es": "el modo elegido por todos los "
         "jugadores"}[lang]) is None


def test_french_idioms_of_cue_words_are_no_cues():
    """« à moins de 1 » is "less than 1", no "unless"; « prend le pas sur » ("overrides")
    holds the noun « pas », no negation; « appartenir à des équipes différentes » is
    membership, no owner. Each word keeps its cue where it is one."""
    ctx = _context("fr")
    en = ("Damage that would reduce your life total to less than 1 reduces it to 1 "
          "instead, as long as you control a creature.")
    assert _cue_findings(ctx, en, "Tant que vous contrôlez une créature, les blessures qui "
                         "réduiraient votre total de points de vie à moins de 1 le "
                         "réduisent à 1 à la place.", "condition") == set()
    assert "major" in _cue_findings(ctx, en, "Les blessures qui réduiraient votre total de "
                                    "points de vie à 0 le réduisent à 1 à la place, à moins "
                                    "que vous contrôliez une créature.", "condition")
    en = "Its effect will override any other control-changing effects on those permanents."
    assert _cue_findings(ctx, en, "Son effet prend le pas sur tous les autres effets de "
                         "changement de contrôle.", "negation") == set()
    assert _cue_findings(ctx, en, "Son effet ne remplace pas les autres effets de "
                         "changement de contrôle.", "negation") == {"major"}
    en = "If the two targeted players are on different teams, they exchange life totals."
    assert _cue_findings(ctx, en, "Si les deux joueurs ciblés appartiennent à des équipes "
                         "différentes, ils échangent leurs totaux de points de vie.",
                         "possessor") == set()
    assert _cue_findings(ctx, en, "Si les deux cartes ciblées appartiennent à des joueurs "
                         "différents, ils échangent leurs totaux de points de vie.",
                         "possessor") == {"major"}


@pytest.mark.parametrize(("lang", "instead", "besides"), [
    ("fr", "Le jeton est blanc au lieu d'avoir ses autres couleurs.",
     "Le jeton est blanc en plus de ses autres couleurs."),
    ("de", "Der Spielstein ist weiß statt seiner anderen Farben.",
     "Der Spielstein ist weiß zusätzlich zu seinen anderen Farben."),
    ("es", "La ficha es blanca en lugar de sus otros colores.",
     "La ficha es blanca además de sus otros colores."),
])
def test_instead_of_said_in_addition_to_is_a_condition_flip(lang, instead, besides):
    """White instead of its other colours is white only; white in addition to them
    keeps them: the alternative taken made one kept beside the other."""
    ctx = _context(lang)
    en = "The token is white instead of its other colors."
    assert _cue_findings(ctx, en, instead, "condition") == set()
    assert _cue_findings(ctx, en, besides, "condition") == {"major"}
    assert _cue_findings(ctx, en.replace("instead of", "in addition to"), instead,
                         "condition") == {"major"}


@pytest.mark.parametrize(("lang", "merely", "dropped"), [
    ("fr", "Son emblème ne prévient pas les blessures ; il se contente de modifier leur "
           "résultat.",
     "Son emblème ne prévient pas les blessures ; il modifie leur résultat."),
    ("de", "Ihr Emblem verhindert keinen Schaden; es beschränkt sich darauf, sein Ergebnis "
           "zu ändern.",
     "Ihr Emblem verhindert keinen Schaden; es ändert sein Ergebnis."),
    ("es", "Su emblema no previene el daño; se limita a cambiar su resultado.",
     "Su emblema no previene el daño; cambia su resultado."),
])
def test_only_said_as_merely_is_no_quantifier_dropped(lang, merely, dropped):
    """"It only changes the result" said « il se contente de modifier » (it merely
    changes): the verb of contenting oneself with says "only"; with "only" gone it is
    flagged."""
    ctx = _context(lang)
    en = "Her emblem doesn't prevent damage. It only changes the result of that damage."
    assert _cue_findings(ctx, en, merely, "quantifier") == set()
    assert _cue_findings(ctx, en, dropped, "quantifier") == {"major"}


@pytest.mark.parametrize(("lang", "lose", "gain"), [
    ("fr", "Aucune créature sans le vol ne peut bloquer, y compris celles qui perdent le vol.",
     "Aucune créature sans le vol ne peut bloquer, y compris celles qui acquièrent le vol."),
    ("de", "Keine Kreatur ohne Flugfähigkeit kann blocken, auch keine, die Flugfähigkeit "
           "verliert.",
     "Keine Kreatur ohne Flugfähigkeit kann blocken, auch keine, die Flugfähigkeit erhält."),
    ("es", "Ninguna criatura sin la habilidad de volar puede bloquear, incluidas las que "
           "pierden esa habilidad.",
     "Ninguna criatura sin la habilidad de volar puede bloquear, incluidas las que "
     "obtienen esa habilidad."),
])
def test_lose_said_gain_is_a_condition_flip(lang, lose, gain):
    """Creatures that lose flying said as creatures that gain it: the opposite verb. The
    English's verbs of getting and winning count as gaining, since the translations'
    verbs of gaining say them too ("you can't win the game" said « no puedes ganar »)."""
    ctx = _context(lang)
    en = "No creature without flying can block, including creatures that lose flying."
    assert _cue_findings(ctx, en, lose, "condition") == set()
    assert _cue_findings(ctx, en, gain, "condition") == {"major"}
    if lang == "es":
        assert _cue_findings(ctx, "If you can't win the game, you won't lose for drawing.",
                             "Si no puedes ganar el juego, no perderás por robar.",
                             "condition") == set()


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Il ne peut pas être la cible de sorts blancs que vos adversaires contrôlent ni "
     "de capacités de sources blanches que {}."),
    ("de", "Er kann weder das Ziel weißer Zaubersprüche sein, die deine Gegner kontrollieren, "
     "noch das Ziel von Fähigkeiten weißer Quellen, die {}."),
    ("es", "No puede ser objetivo de hechizos blancos que controlen tus oponentes ni de "
     "habilidades de fuentes blancas que {}."),
])
def test_your_opponents_is_no_possessive_that_says_you_control(lang, said):
    """"Your" of "your opponents" names the opponents, not what is yours: it does not say
    "you control" as « votre créature » does, so "your opponents control" said "you
    control", or the other way round, is a flip."""
    ctx = _context(lang)
    theirs, yours = {"fr": ("vos adversaires contrôlent", "vous contrôlez"),
                     "de": ("deine Gegner kontrollieren", "du kontrollierst"),
                     "es": ("controlen tus oponentes", "controles")}[lang]
    en = ("It can't be the target of white spells your opponents control or of abilities of "
          "white sources {}.")
    assert _cue_findings(ctx, en.format("your opponents control"), said.format(theirs),
                         "possessor") == set()
    assert _cue_findings(ctx, en.format("your opponents control"), said.format(yours),
                         "possessor") == {"major"}
    assert _cue_findings(ctx, en.format("you control"), said.format(yours),
                         "possessor") == set()
    assert _cue_findings(ctx, en.format("you control"), said.format(theirs),
                         "possessor") == {"major"}


@pytest.mark.parametrize(("lang", "cannot", "need_not"), [
    ("es", "En ese caso, no podrás sacrificarlo.", "En ese caso, no tendrás que sacrificarlo."),
    ("fr", "Dans ce cas, vous ne pourrez pas le sacrifier.",
     "Dans ce cas, vous ne serez pas obligé de le sacrifier."),
    ("de", "In diesem Fall kannst du es nicht opfern.",
     "In diesem Fall musst du es nicht opfern."),
])
def test_not_able_to_is_a_prohibition(lang, cannot, need_not):
    """"You won't be able to sacrifice it" forbids as "can't" does: said "you won't have
    to" it becomes a choice."""
    ctx = _context(lang)
    for en in ("In that case, you won’t be able to sacrifice it.",
               "In that case, you are unable to sacrifice it."):
        assert _cue_findings(ctx, en, cannot, "modality") == set()
        assert _cue_findings(ctx, en, need_not, "modality") == {"major"}


@pytest.mark.parametrize(("lang", "said", "dropped"), [
    ("de", "Du kannst ihn einen anderen Spieler angreifen lassen oder ganz auf den Angriff "
     "verzichten.", "Du kannst ihn einen anderen Spieler angreifen lassen oder ihn trotzdem "
     "angreifen lassen."),
    ("fr", "Vous pouvez lui faire attaquer un autre joueur ou renoncer complètement à "
     "attaquer.", "Vous pouvez lui faire attaquer un autre joueur ou le faire attaquer quand "
     "même."),
    ("es", "Puedes hacer que ataque a otro jugador o renunciar por completo a atacar.",
     "Puedes hacer que ataque a otro jugador o hacer que ataque de todos modos."),
])
def test_a_verb_of_renouncing_says_a_negation(lang, said, dropped):
    """"Or not attack at all" said « oder ganz auf den Angriff verzichten » (or forgo the
    attack): the verb of renouncing negates of its own, as « empêcher » does; said "or
    have it attack anyway", the negation is dropped."""
    ctx = _context(lang)
    en = "You may choose to have it attack another player or not attack at all."
    assert _cue_findings(ctx, en, said, "negation") == set()
    assert _cue_findings(ctx, en, dropped, "negation") == {"major"}


PLANAR = ("If an ability of a plane refers to “you,” it’s referring to whoever the plane’s "
          "controller is at the time, not to the player that started the game with that "
          "plane card in their deck. Many abilities of plane cards affect all players, while "
          "many others affect only the planar controller, so read each ability carefully.")


@pytest.mark.parametrize(("lang", "faithful", "owner"), [
    ("fr", "Lorsqu'une capacité d'un plan fait référence à « vous », elle désigne la "
           "personne qui contrôle le plan à ce moment-là, et non le joueur qui a commencé la "
           "partie avec cette carte de plan dans son deck. Beaucoup de capacités de cartes de "
           "plan affectent tous les joueurs, alors que beaucoup d'autres n'affectent que le "
           "contrôleur planaire : lisez donc attentivement chaque capacité.",
     "le propriétaire du plan"),
    ("de", "Spricht eine Fähigkeit einer Welt von „du“, ist derjenige gemeint, der die Welt "
           "zum jeweiligen Zeitpunkt kontrolliert, und nicht der Spieler, der die Partie mit "
           "dieser Weltenkarte in seinem Deck begonnen hat. Viele Fähigkeiten von Weltenkarten "
           "wirken sich auf alle Spieler aus, viele andere dagegen nur auf den "
           "Weltenbeherrscher – lies daher jede Fähigkeit genau.",
     "der Besitzer der Welt"),
])
def test_the_controller_said_as_the_player_who_controls(lang, faithful, owner):
    """"whoever the plane's controller is" said « la personne qui contrôle le plan »,
    « derjenige gemeint, der die Welt … kontrolliert »; the planar controller a German
    compound (« Weltenbeherrscher »): the controller is said. Said as the plane's owner,
    it is not."""
    ctx = _context(lang)
    assert "possessor" not in {f.check_id for f in findings_for(ctx, PLANAR, faithful)}
    said = {"fr": "la personne qui contrôle le plan", "de": "derjenige gemeint, der die Welt "
            "zum jeweiligen Zeitpunkt kontrolliert"}
    flipped = faithful.replace(said[lang], {"fr": owner, "de": owner + " gemeint"}[lang])
    assert flipped != faithful
    assert "possessor" in {f.check_id for f in findings_for(ctx, PLANAR, flipped)
                           if f.severity.value == "major"}


def test_what_a_controller_is_of_is_read_past_a_compound_adjective():
    """"The controller of a face-up plane card" is the card's: « el controlador de una
    carta de plano » says it of the same thing; « el controlador de una criatura » not."""
    es = _context("es")
    en = ("The controller of a face-up plane card is the player designated as the “planar "
          "controller.”")
    fr = ("El controlador de una carta de plano que está boca arriba es el jugador designado "
          "como “controlador planar”.")
    assert "possessor" not in {f.check_id for f in findings_for(es, en, fr)}
    other = fr.replace("una carta de plano que está boca arriba", "una criatura")
    assert "possessor" in {f.check_id for f in findings_for(es, en, other)}


def test_a_lower_bound_said_with_another_number_is_a_quantifier_flip():
    """"two or more … two or more" made « dos o más … más de dos » (three or more): the
    translation says "at least" as often as the English, but one bound moved; « más de
    una » (at least two) says "two or more"."""
    es = _context("es")
    en = ("The ability won’t trigger unless you control two or more lands, and it will do "
          "nothing if you don’t control two or more lands of the appropriate land type.")
    tr = ("La habilidad no se disparará a menos que controles dos o más tierras, y no hará "
          "nada si no controlas {} de ese tipo.")
    (f,) = [f for f in findings_for(es, en, tr.format("más de dos tierras"))
            if f.check_id == "quantifier"]
    assert (f.expected, f.found, f.severity.value) == ("two or more", "más de dos", "major")
    assert "quantifier" not in {f.check_id for f in findings_for(es, en, tr.format(
        "más de una tierra"))}


@pytest.mark.parametrize(("lang", "en", "faithful", "player"), [
    ("fr", PLANAR, "Quand une capacité d'un plan parle de « vous », il s'agit du joueur qui "
     "contrôle le plan à ce moment-là, et pas de celui qui a commencé la partie avec cette "
     "carte de plan dans son deck. De nombreuses capacités de cartes de plan affectent tous "
     "les joueurs, tandis que de nombreuses autres n'affectent que le contrôleur planaire ; "
     "lisez donc chaque capacité avec attention.", "du joueur qui possède le plan"),
    ("es", PLANAR, "Cuando una habilidad de un plano hace referencia a “ti”, se refiere al "
     "jugador que controla el plano en ese momento, y no al jugador que empezó la partida con "
     "esa carta de plano en su mazo. Muchas habilidades de las cartas de plano afectan a todos "
     "los jugadores, mientras que otras muchas solo afectan al controlador planar, así que lee "
     "con atención cada habilidad.", "al propietario del plano"),
])
def test_the_controller_said_as_the_player_who_controls_it(lang, en, faithful, player):
    """"whoever the plane's controller is" said « il s'agit du joueur qui contrôle le
    plan », « se refiere al jugador que controla el plano »: the controller said another
    way (SAID_AS). Said as the player who owns it, it flips."""
    ctx = _context(lang)
    assert "possessor" not in {f.check_id for f in findings_for(ctx, en, faithful)
                               if f.severity.value == "major"}
    said = {"fr": "du joueur qui contrôle le plan", "es": "al jugador que controla el plano"}
    flipped = faithful.replace(said[lang], player)
    assert flipped != faithful
    assert "possessor" in {f.check_id for f in findings_for(ctx, en, flipped)
                           if f.severity.value == "major"}


PLANAR_CONTROLLER = ("The controller of a face-up plane card is the player designated as the "
                     "“planar controller.” Normally, the planar controller is whoever the "
                     "active player is.")


@pytest.mark.parametrize(("lang", "faithful", "other"), [
    ("fr", "Le contrôleur d'une carte de plan face visible est le joueur désigné comme "
           "« contrôleur planaire ». En temps normal, c'est le joueur actif qui occupe ce rôle.",
     ("c'est le joueur actif", "c'est le propriétaire du plan")),
    ("de", "Die offene Weltenkarte wird von dem Spieler kontrolliert, der als "
           "„Weltenbeherrscher“ bestimmt ist. Normalerweise ist das der aktive Spieler.",
     ("ist das der aktive Spieler", "ist das der Besitzer der Welt")),
])
def test_a_person_named_again_is_referred_back_to(lang, faithful, other):
    """"… the “planar controller.” Normally, the planar controller is whoever the active
    player is" said « … En temps normal, c'est le joueur actif qui occupe ce rôle »: the
    controller named on both sides before, the second sentence refers back to it without
    naming it. A hint at most; said as the owner, it flips."""
    ctx = _context(lang)
    assert "possessor" not in {f.check_id for f in findings_for(ctx, PLANAR_CONTROLLER, faithful)
                               if f.severity.value == "major"}
    flipped = faithful.replace(*other)
    assert flipped != faithful
    assert "possessor" in {f.check_id for f in findings_for(ctx, PLANAR_CONTROLLER, flipped)
                           if f.severity.value == "major"}


@pytest.mark.parametrize(("lang", "en", "faithful", "turned"), [
    ("de", "You must choose one of the five colors of Magic as Diamond Knight asks you to "
     "choose a color. You can’t choose “artifact,” “colorless,” or “chartreuse.”",
     "Sowie der Diamantritter dich auffordert, eine Farbe zu bestimmen, musst du eine der fünf "
     "Farben von Magic bestimmen. „Artefakt“, „farblos“ oder „Chartreuse“ sind dabei nicht "
     "erlaubt.", ("musst du", "kannst du")),
    ("es", "If a spell or ability an opponent controls instructs you to perform an action "
     "unless you sacrifice a permanent (as Ogre Marauder does), you can’t choose to sacrifice "
     "a permanent. You must perform the action.",
     "Si un hechizo o habilidad que controla un oponente te indica que realices una acción a "
     "menos que sacrifiques un permanente (como hace el Merodeador ogro), no puedes elegir "
     "sacrificar un permanente, así que debes realizar la acción.", ("debes", "puedes")),
])
def test_must_made_may_beside_a_prohibition_both_sides_keep(lang, en, faithful, turned):
    """"You must choose … You can't choose" made « kannst du … bestimmen … sind nicht
    erlaubt », "can't choose … You must perform" made « no puedes elegir …, así que puedes
    realizar »: the prohibition is kept on both sides, and the obligation beside it became
    a permission."""
    ctx = _context(lang)
    assert "modality" not in {f.check_id for f in findings_for(ctx, en, faithful)}
    flipped = faithful.replace(*turned)
    assert flipped != faithful
    assert "modality" in {f.check_id for f in findings_for(ctx, en, flipped)
                          if f.severity.value == "major"}


def test_the_next_turn_said_le_tour_suivant():
    """"the next turn's end step" said « l'étape de fin du tour suivant »: the next turn
    is said; said as this turn (« de ce tour »), it is not. "The following turn" is the
    next turn too."""
    fr = _context("fr")
    en = ("If Stone Giant’s ability is activated during a turn’s end step, the delayed "
          "triggered ability won’t trigger until the beginning of the next turn’s end step.")
    said = ("Lorsque la capacité du Géant de pierre est activée pendant l'étape de fin d'un "
            "tour, la capacité déclenchée retardée ne se déclenche qu'au début de l'étape de "
            "fin du tour suivant.")
    assert "condition" not in {f.check_id for f in findings_for(fr, en, said)}
    flipped = said.replace("du tour suivant", "de ce tour")
    assert "condition" in {f.check_id for f in findings_for(fr, en, flipped)
                           if f.severity.value == "major"}
    following = en.replace("the next turn’s end step", "the end step of the following turn")
    assert "condition" not in {f.check_id for f in findings_for(fr, following, said)}


def test_you_controlled_said_with_the_perfect_opening_a_german_condition():
    """"If you controlled three or more artifacts" said « Hast du … drei oder mehr
    Artefakte kontrolliert, »: the verb first, the participle last; said of the targeted
    player (« Hat der Zielspieler … kontrolliert »), it is not yours."""
    de = _context("de")
    en = ("If you controlled three or more artifacts as Concussive Bolt resolved, the "
          "targeted player won’t be able to block with any creatures this turn.")
    said = ("Hast du beim Verrechnen des Erschütternden Donnerschlags drei oder mehr Artefakte "
            "kontrolliert, kann der Zielspieler in diesem Zug mit keiner Kreatur blocken.")
    assert "possessor" not in {f.check_id for f in findings_for(de, en, said)}
    other = said.replace("Hast du", "Hat der Zielspieler")
    assert "possessor" in {f.check_id for f in findings_for(de, en, other)
                           if f.severity.value == "major"}


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # the owner of what the glossary's term names (plane: « plano »)
    ("es", "If an ability of a plane refers to “you,” it’s referring to whoever the plane’s "
     "controller is at the time.",
     "Cuando una habilidad de un plano hace referencia a «ti», se refiere a quien sea el "
     "controlador del plano en ese momento.",
     "Cuando una habilidad de un plano hace referencia a «ti», se refiere a quien sea el "
     "controlador de la habilidad en ese momento.", "possessor"),
    # « eres el propietario » says "you own"
    ("es", "You own a token if it entered the battlefield under your control.",
     "Eres el propietario de una ficha si esta entró al campo de batalla bajo tu control.",
     "Tu oponente es el propietario de una ficha si esta entró al campo de batalla bajo tu "
     "control.", "possessor"),
    # « acaba de » before an infinitive says "just", no finishing
    ("es", "Remember that the returned creature just came under your control, so it can’t "
     "attack until you start a turn with it under your control.",
     "Recuerda que la criatura regresada acaba de quedar bajo tu control, por lo que no "
     "puede atacar hasta que comiences un turno con ella bajo tu control.",
     "Recuerda que la criatura regresada acaba de quedar bajo tu control, por lo que no "
     "puede atacar hasta que termines un turno con ella bajo tu control.", "condition"),
    # « no es obligatorio » is no obligation, not a prohibition
    ("es", "Alternative costs can’t be paid.",
     "No se pueden pagar costes alternativos.",
     "No es obligatorio pagar costes alternativos.", "modality"),
    # « por » counts each only before a bare noun, not « por cualquier otro motivo »
    ("es", "If either one of the targets becomes illegal (because it leaves the battlefield "
     "or for any other reason), the counters don’t move.",
     "Los contadores no se mueven si cualquiera de los dos objetivos deja de ser legal "
     "(porque deja el campo de batalla o por cualquier otro motivo).",
     "Los contadores no se mueven si cada objetivo deja de ser legal (porque deja el "
     "campo de batalla o por cualquier otro motivo).", "quantifier"),
    # German « außer » opening a clause is "unless"
    ("de", "Remember, damage dealt to a player causes that player to lose that much life "
     "(unless the source has infect).",
     "Zur Erinnerung: Wird einem Spieler Schaden zugefügt, verliert er entsprechend viele "
     "Lebenspunkte (außer die Quelle hat Infizieren).",
     "Zur Erinnerung: Wird einem Spieler Schaden zugefügt, verliert er entsprechend viele "
     "Lebenspunkte (wenn die Quelle Infizieren hat).", "negation"),
    # German « brauchen » (need) says an obligation as "must" does
    ("de", "It will even apply to creatures that entered the battlefield after it resolved "
     "(which obviously must have haste in order to attack).",
     "Sie gilt sogar für Kreaturen, die ins Spiel gekommen sind, nachdem sie verrechnet "
     "wurde (solche Kreaturen brauchen natürlich Eile, um angreifen zu können).",
     "Sie gilt sogar für Kreaturen, die ins Spiel gekommen sind, nachdem sie verrechnet "
     "wurde (solche Kreaturen können natürlich Eile haben, um angreifen zu können).",
     "modality"),
    # a concord word right after a negation's verb, and one repeated over a list
    ("es", "This card’s coin flip has no winner or loser.",
     "Al lanzar la moneda con esta carta, nadie gana ni pierde la tirada.",
     "Al lanzar la moneda con esta carta, alguien gana y pierde la tirada.", "negation"),
    ("es", "You won’t get the bonus the fourth, fifth, or sixth time.",
     "Ni la cuarta, ni la quinta, ni la sexta vez otorgan la bonificación.",
     "La cuarta, la quinta y la sexta vez otorgan la bonificación.", "negation"),
    # "after the turn ends" said "when the turn ends"
    ("es", "After the turn ends, the Cytoshaped Myr Propagator reverts back to what it was, "
     "but the token will stay as it is.",
     "Cuando termine el turno, el Propagador myr afectado por Citomoldear volverá a ser lo "
     "que era, pero la ficha se quedará tal cual.",
     "Antes de que termine el turno, el Propagador myr afectado por Citomoldear volverá a "
     "ser lo que era, pero la ficha se quedará tal cual.", "condition"),
    ("fr", "After the turn ends, the copy reverts back to what it was.",
     "Quand le tour se termine, la copie redevient ce qu'elle était.",
     "Avant que le tour se termine, la copie redevient ce qu'elle était.", "condition"),
    # German « dagegen entscheiden » in a subordinate clause's order: "choose not to"
    ("de", "If you choose not to use its effect, nothing happens.",
     "Falls du dich dagegen entscheidest, passiert nichts.",
     "Falls du dich dafür entscheidest, passiert nichts.", "negation"),
    # "doesn't change" said « reste le même », « bleibt gleich »
    ("fr", "Changing a permanent’s color won’t change its text.",
     "Le texte d'un permanent reste le même quand sa couleur change.",
     "Le texte d'un permanent change quand sa couleur change.", "negation"),
    ("de", "Changing a permanent’s color won’t change its text.",
     "Ändert sich die Farbe eines bleibenden Permanents, bleibt sein Text gleich.",
     "Ändert sich die Farbe eines bleibenden Permanents, ändert sich auch sein Text.",
     "negation"),
    # "a card that isn't a permanent card" said « une carte autre qu'une carte de permanent »
    ("fr", "If you find a card that isn’t a permanent card while searching, that card "
     "remains in your library.",
     "Une carte autre qu'une carte de permanent trouvée lors de la recherche reste dans "
     "votre bibliothèque.",
     "Une carte de permanent trouvée lors de la recherche reste dans votre bibliothèque.",
     "negation"),
])
def test_sixteenth_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the sixteenth development sets' faithful rulings, each no finding of
    its check, and beside each the meaning turned round, still one."""
    ctx = _context(lang)
    assert _cue_findings(ctx, en, faithful, check) == set()
    assert "major" in _cue_findings(ctx, en, flipped, check)


def test_optional_said_as_no_obligation_is_no_negation_added():
    """"is optional" says "you don't have to" (« musst du keine Karte … schicken »): no
    negation added; a negation beyond it still is one."""
    de = _context("de")
    en = "Exiling a card when the activated ability resolves is optional."
    assert _cue_findings(de, en, "Wenn die aktivierte Fähigkeit verrechnet wird, musst du "
                         "keine Karte ins Exil schicken.", "negation") == set()
    assert Negation.id in ids_for(de, "Exiling a card when the activated ability resolves is "
                                  "required.", "Wenn die aktivierte Fähigkeit verrechnet "
                                  "wird, musst du keine Karte ins Exil schicken.")


def test_then_opening_a_consequence_and_a_dash_closing_a_clause():
    """"If …, then the mana can't have been paid, and you'll have to sacrifice it": the
    "then" opens the consequence of the condition (no step order to compare with
    « dann »), and the German dash closes the negated clause before « du musst »."""
    de = _context("de")
    en = ("If this enters the battlefield in a way other than announcing it as a spell, "
          "then the appropriate mana can’t have been paid, and you’ll have to sacrifice it.")
    said = ("Kommt die Kreatur auf andere Weise ins Spiel, als dass sie als Zauberspruch "
            "angekündigt wurde, kann das entsprechende Mana gar nicht bezahlt worden sein – "
            "du musst sie dann opfern.")
    assert _cue_findings(de, en, said, "condition") == set()
    assert _cue_findings(de, en, said, "modality") == set()
    assert _cue_findings(de, en, said.replace("musst sie dann", "musst sie dann nicht"),
                         "modality") == {"major"}


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("fr", "Vous ne pouvez pas lancer d'éphémère sans avoir la priorité.",
     "Vous ne pouvez pas lancer d'éphémère si vous avez la priorité."),
    ("de", "Du kannst keinen Spontanzauber wirken, ohne die Priorität zu haben.",
     "Du kannst keinen Spontanzauber wirken, wenn du die Priorität hast."),
    ("es", "No puedes lanzar un instantáneo sin tener la prioridad.",
     "No puedes lanzar un instantáneo si tienes la prioridad."),
])
def test_unless_said_without_doing(lang, faithful, flipped):
    """"You can't cast an instant unless you have priority" said "without having
    priority" (« sans avoir », « ohne … zu haben », « sin tener »): the "unless" is
    said, and its « sans » is no negation added; said "if", it flips."""
    ctx = _context(lang)
    en = "You can’t cast an instant unless you have priority."
    assert not {"negation", "condition"} & ids_for(ctx, en, faithful, ("major",))
    assert {"negation", "condition"} & ids_for(ctx, en, flipped, ("major",))


@pytest.mark.parametrize(("en", "faithful"), [
    ("At the end of your turn, if the only creatures on the battlefield are yours, you must "
     "have it deal damage to at least one of them.",
     "Al final de tu turno, si todas las criaturas que hay en el campo de batalla son "
     "tuyas, tendrás que hacer que haga daño al menos a una de ellas."),
    ("If it has no age counters on it, the only number of targets the ability can have is "
     "zero.",
     "Si no tiene contadores de edad sobre él, la habilidad no puede tener ningún objetivo."),
])
def test_the_only_as_an_adjective_is_no_only_to_find(en, faithful):
    """"the only creatures" (the adjective: sole) may be said « todas las criaturas » or
    « ningún »; the adverb "only" still asks for its rendering."""
    es = _context("es")
    assert "« only »" not in " ".join(f.message for f in findings_for(es, en, faithful)
                                      if f.check_id == "quantifier")
    adverb = "You can activate it only during your turn."
    assert any("« only »" in f.message for f in findings_for(
        es, adverb, "Puedes activarla durante tu turno.") if f.check_id == "quantifier")


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # can't put it … without giving the option: « ne … qu'après avoir proposé »
    ("fr", "As the ability resolves, you can’t put the Ogre token onto the battlefield "
     "without explicitly giving the attacking player the option to pay {3}, even if "
     "the attacking player has forgotten about this ability.",
     "Au moment où la capacité se résout, vous ne pouvez mettre le jeton Ogre sur le "
     "champ de bataille qu'après avoir explicitement proposé au joueur attaquant de "
     "payer {3}, même si celui-ci a oublié l'existence de cette capacité.",
     "Au moment où la capacité se résout, vous pouvez mettre le jeton Ogre sur le "
     "champ de bataille après avoir explicitement proposé au joueur attaquant de payer "
     "{3}, même si celui-ci a oublié l'existence de cette capacité.", "negation"),
    # if you don't have …, you can't: « Solo puedes … si tienes » (a proviso nine words long)
    ("es", "If you don’t have two cards of the right color in your hand, you can’t choose to "
     "cast the spell using the alternative cost.",
     "Solo puedes elegir lanzar el hechizo usando el coste alternativo si tienes en la "
     "mano dos cartas del color adecuado.",
     "Puedes elegir lanzar el hechizo usando el coste alternativo si tienes en la mano "
     "dos cartas del color adecuado.", "negation"),
    # must pay them to cast it: « ne peut être lancée que si vous les payez »
    ("fr", "If the card has any mandatory additional costs, as Kuldotha Rebirth does, you "
     "must pay them in order to cast the spell.",
     "Une carte qui a des coûts supplémentaires obligatoires, comme la Renaissance de "
     "Kuldotha, ne peut être lancée que si vous les payez.",
     "Une carte qui a des coûts supplémentaires obligatoires, comme la Renaissance de "
     "Kuldotha, peut être lancée si vous les payez.", "modality"),
    # if there are no cards: « en l'absence de cartes »
    ("fr", "If there are no nonland cards exiled by Knowledge Pool, the original spell is "
     "still exiled.",
     "Même en l'absence de cartes non-terrain exilées par le Sauvoir de Connaissance, "
     "le sort d'origine est tout de même exilé.",
     "Même en présence de cartes non-terrain exilées par le Sauvoir de Connaissance, "
     "le sort d'origine est tout de même exilé.", "negation"),
    # doesn't prevent them from being able to: « peuvent toujours »
    ("fr", "Morph isn’t an activated ability, so Detainment Spell doesn’t prevent face-down "
     "creatures from being able to turn face up.",
     "La mue n'étant pas une capacité activée, les créatures face cachée peuvent "
     "toujours être retournées face visible malgré le Sort de détention.",
     "La mue n'étant pas une capacité activée, le Sort de détention empêche les "
     "créatures face cachée d'être retournées face visible.", "negation"),
    # the controller: « desjenigen Spielers ausgelöst, der … kontrolliert »
    ("de", "The ability triggers at the end of Captivating Glance’s controller’s turn.",
     "Die Fähigkeit wird am Ende des Zuges desjenigen Spielers ausgelöst, der den "
     "Fesselnden Blick kontrolliert.",
     "Die Fähigkeit wird am Ende des Zuges desjenigen Spielers ausgelöst, der den "
     "Fesselnden Blick besitzt.", "possessor"),
    # its owner, after a quotation and a plural word (« choices … made by its owner »)
    ("es", "Any “as this enters the battlefield” choices for the affected creature are made "
     "by its owner, not its old controller.",
     "Es el propietario de la criatura afectada, y no su antiguo controlador, quien "
     "toma cualquier decisión del tipo «en cuanto esto entre al campo de batalla» para "
     "ella.",
     "Es el controlador de la criatura afectada, y no su antiguo controlador, quien "
     "toma cualquier decisión del tipo «en cuanto esto entre al campo de batalla» para "
     "ella.", "possessor"),
    # one of those abilities: « eine davon »
    ("de", "If a creature has multiple instances of undying, they’ll each trigger "
     "separately, but once one of those abilities returns the card to the battlefield, "
     "any others will have no effect. The creature won’t receive multiple +1/+1 "
     "counters.",
     "Hat eine Kreatur mehrfach Unverwüstlichkeit, wird jede dieser Fähigkeiten "
     "einzeln ausgelöst. Sobald jedoch eine davon die Karte ins Spiel zurückgebracht "
     "hat, bleiben alle anderen wirkungslos. Die Kreatur erhält nicht mehrere "
     "+1/+1-Marken.",
     "Hat eine Kreatur mehrfach Unverwüstlichkeit, wird jede dieser Fähigkeiten "
     "einzeln ausgelöst. Sobald jedoch alle die Karte ins Spiel zurückgebracht haben, "
     "bleiben alle anderen wirkungslos. Die Kreatur erhält nicht mehrere +1/+1-Marken.", "quantifier"),
    # neither changes: « beider … bleiben unverändert »
    ("de", "If an effect would cause you to exchange life totals with another player, the "
     "exchange won’t happen. Neither player’s life total changes.",
     "Würde ein Effekt dich deinen Lebenspunktestand mit dem eines anderen Spielers "
     "tauschen lassen, findet der Tausch nicht statt. Die Lebenspunktestände beider "
     "Spieler bleiben unverändert.",
     "Würde ein Effekt dich deinen Lebenspunktestand mit dem eines anderen Spielers "
     "tauschen lassen, findet der Tausch nicht statt. Die Lebenspunktestände beider "
     "Spieler ändern sich.", "quantifier"),
    # only after all players pass: « no se resuelve hasta que todos … pasan »
    ("es", "Players may cast spells while Conjurer’s Ban is on the stack. Only after all "
     "players pass priority does Conjurer’s Ban resolve, and that’s when you name a "
     "card. Once you name a card, that card can’t be played in response.",
     "Mientras el Edicto del conjurador está en la pila, los jugadores pueden lanzar "
     "hechizos. El Edicto del conjurador no se resuelve hasta que todos los jugadores "
     "pasan la prioridad, y es en ese momento cuando nombras una carta. A partir de "
     "ahí, la carta nombrada ya no puede jugarse en respuesta.",
     "Mientras el Edicto del conjurador está en la pila, los jugadores pueden lanzar "
     "hechizos. El Edicto del conjurador se resuelve antes de que todos los jugadores "
     "pasen la prioridad, y es en ese momento cuando nombras una carta. A partir de "
     "ahí, la carta nombrada ya no puede jugarse en respuesta.", "condition"),
])
def test_eighteenth_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the eighteenth development sets' faithful rulings, each with no major
    finding at all, and beside each the meaning turned round, still a major finding of
    its check."""
    _clean_and_flip_found(lang, en, faithful, flipped, check)


def _clean_and_flip_found(lang: str, en: str, faithful: str, flipped: str, check: str):
    """No major finding of any check on ``faithful``; a major one of ``check`` on
    ``flipped``."""
    ctx = _context(lang)
    assert [f.check_id for f in findings_for(ctx, en, faithful)
            if f.severity.value == "major"] == []
    assert "major" in _cue_findings(ctx, en, flipped, check)


def test_not_more_than_said_never_more_than_beside_an_at_most():
    """"won't add more than one mana" said « n'ajoutera jamais plus d'un mana » beside an
    « au maximum » of the next clause: « ne … jamais plus de » says "at most" as the
    English's negation does, no negation added; without its negation it is a flip."""
    fr = _context("fr")
    en = ("Bloom Tender won’t add more than one mana of any particular color to your mana "
          "pool. At most, it will produce {W}{U}{B}{R}{G}.")
    said = ("La Marraine des floraisons n'ajoutera jamais plus d'un mana d'une même couleur "
            "à votre réserve de mana ; elle produira au maximum {W}{U}{B}{R}{G}.")
    assert _cue_findings(fr, en, said, "negation") == set()
    one = "Bloom Tender won’t add more than one mana of any particular color to your mana pool."
    assert _cue_findings(fr, one, "La Marraine des floraisons ajoutera toujours plus d'un "
                         "mana d'une même couleur à votre réserve de mana.",
                         "negation") == {"major"}


def test_a_german_word_in_los_says_without():
    """« bleiben wirkungslos » says "will have no effect": the word in -los is a negation
    of its own, no negation dropped; « wirksam » in its place is still a finding."""
    de = _context("de")
    en = "Once one of those abilities resolves, any others will have no effect."
    said = "Sobald eine davon verrechnet wurde, bleiben alle anderen {}."
    assert _cue_findings(de, en, said.format("wirkungslos"), "negation") == set()
    assert _cue_findings(de, en, said.format("wirksam"), "negation") != set()


@pytest.mark.parametrize(("lang", "flipped"), [
    ("es", "Como ocurre con algunos otros reductores de coste, la reducción es opcional."),
    ("fr", "Comme avec certains autres réducteurs de coût, la réduction est facultative."),
])
def test_not_optional_said_optional_is_still_a_negation_dropped(lang, flipped):
    """"is not optional" negates a word that is a negation of its own: the translation's
    « opcional », « facultative » renders that word, not the negation, which is dropped."""
    en = "The lower cost is not optional like with some other cost reducers."
    assert _cue_findings(_context(lang), en, flipped, "negation") == {"major"}


@pytest.mark.parametrize(("lang", "faithful", "flipped"), [
    ("de", "Die Lebenspunktestände beider Spieler bleiben unverändert.",
     "Die Lebenspunktestände beider Spieler ändern sich."),
    ("fr", "Les totaux de points de vie des deux joueurs restent inchangés.",
     "Les totaux de points de vie des deux joueurs changent."),
])
def test_neither_said_both_with_a_privative_after_it(lang, faithful, flipped):
    """"Neither player's life total changes" said "both players' life totals stay
    unchanged": the privative after "both" says the English's negation; "both change"
    turns it round, and "not both" (« nicht beide », in the test above) stays a flip."""
    ctx = _context(lang)
    en = "Neither player’s life total changes."
    assert _cue_findings(ctx, en, faithful, "quantifier") == set()
    assert "major" in {f.severity.value for f in findings_for(ctx, en, flipped)
                       if f.check_id in ("quantifier", "negation")}


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # can't be blocked except by …: « nur von … geblockt werden » (an exception opening a clause)
    ("de", "Normally, Halo Hunter can’t be blocked except by artifact creatures and/or black "
     "creatures.",
     "Normalerweise kann der Jäger der Heiligenscheine nur von Artefaktkreaturen "
     "und/oder schwarzen Kreaturen geblockt werden.",
     "Normalerweise kann der Jäger der Heiligenscheine von Artefaktkreaturen und/oder "
     "schwarzen Kreaturen geblockt werden.", "negation"),
    # doesn't cause them to lose: « behalten » (keep)
    ("de", "This doesn’t cause creatures to lose their abilities.",
     "Ihre Fähigkeiten behalten die Kreaturen dabei.",
     "Ihre Fähigkeiten verlieren die Kreaturen dabei.", "negation"),
    # in every way: « en tout point »
    ("fr", "The token is an exact copy in every way, except that it’s a token, not a card.",
     "À une exception près, le jeton est une copie exacte en tout point : c'est un "
     "jeton et non une carte.",
     "À une exception près, le jeton est une copie exacte d'un seul point de vue : "
     "c'est un jeton et non une carte.", "quantifier"),
    # during the resolution: « mientras se resuelve »
    ("es", "Anything that triggers during the resolution of this will wait to be put on the "
     "stack until everything is put onto the battlefield and resolution is complete.",
     "Todo lo que se dispare mientras se resuelve este hechizo espera a que todo se "
     "haya puesto en el campo de batalla y a que termine la resolución antes de "
     "ponerse en la pila.",
     "Todo lo que se dispare antes de que se resuelva este hechizo espera a que todo "
     "se haya puesto en el campo de batalla y a que termine la resolución antes de "
     "ponerse en la pila.", "condition"),
    # at least one blocker is no « plusieurs » (several): a flip found
    ("fr", "Tide of War’s ability triggers only once each combat and only if at least one "
     "blocker is declared.",
     "La capacité du Ressac de la guerre ne se déclenche qu'une fois par combat, et "
     "seulement si au moins une créature bloqueuse est déclarée.",
     "La capacité du Ressac de la guerre ne se déclenche qu'une fois par combat, et "
     "seulement si plusieurs créatures bloqueuses sont déclarées.", "quantifier"),
    # all of them said the first of them: a flip found
    ("es", "If there are multiple phases with the same name in the turn, your opponent skips "
     "them all.",
     "Cuando en el turno hay varias fases con el mismo nombre, tu oponente se las "
     "salta todas.",
     "Cuando en el turno hay varias fases con el mismo nombre, tu oponente se salta "
     "solo la primera de ellas.", "quantifier"),
])
def test_nineteenth_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the nineteenth development sets' rulings: each faithful one with no
    major finding at all, and beside each the meaning turned round, a major finding of
    its check."""
    _clean_and_flip_found(lang, en, faithful, flipped, check)


def test_a_german_concord_word_continues_a_negation_and_alone_is_one():
    """« wird nicht kopiert – ebenso wenig Effekte » continues the one negation of "It
    doesn't copy … or any non-copy effects"; with no negation before it, « ebenso wenig »
    is a negation of its own."""
    de = _context("de")
    en = ("It doesn’t copy whether that creature is tapped or untapped, whether it has any "
          "counters on it or Auras attached to it, or any non-copy effects that have "
          "changed its power, toughness, types, color, or so on.")
    said = ("Ob die Kreatur getappt oder ungetappt ist, ob Marken auf ihr liegen oder Auren "
            "an sie angelegt sind, wird nicht kopiert – ebenso wenig Effekte, die keine "
            "Kopiereffekte sind und ihre Stärke, Widerstandskraft, Typen, Farbe oder "
            "Ähnliches verändert haben.")
    assert _cue_findings(de, en, said, "negation") == set()
    en = "It copies the counters on it and the effects that have changed its power."
    assert _cue_findings(de, en, "Es kopiert die Marken auf ihr, ebenso wenig die Effekte, "
                         "die ihre Stärke verändert haben.", "negation") == {"major"}


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # doesn't need to be: « nul besoin que » (and destroyed said by its action noun)
    ("fr", "You can pay {B/G} and remove a -1/-1 counter to activate the ability any time "
     "you want. Deity of Scars doesn’t need to be in danger of being destroyed.",
     "Vous pouvez activer la capacité à tout moment en payant {B/G} et en retirant un "
     "marqueur -1/-1 : nul besoin que la Déité des cicatrices soit menacée de destruction.",
     "Vous pouvez activer la capacité à tout moment en payant {B/G} et en retirant un "
     "marqueur -1/-1 : la Déité des cicatrices doit d'abord être menacée de destruction.",
     "negation"),
    # as well as: « no solo … sino también » (not only … but also) negates nothing
    ("es", "Other players’ Equipment is moved onto the Battlemaster as well as your own.",
     "No solo se mueve a la Maestra de guerra tu propio Equipo, sino también el de los "
     "demás jugadores.",
     "No se mueve a la Maestra de guerra tu propio Equipo, sino el de los demás jugadores.",
     "negation"),
    # equal to or less than: « gleich … oder kleiner »
    ("de", "The amount of life a player may spend must be equal to or less than that "
     "player’s life total.",
     "Die Anzahl an Lebenspunkten, die ein Spieler ausgeben kann, muss gleich seinem "
     "Lebenspunktestand oder kleiner sein.",
     "Die Anzahl an Lebenspunkten, die ein Spieler ausgeben kann, muss gleich seinem "
     "Lebenspunktestand oder größer sein.", "quantifier"),
    # unless the effect says otherwise: « sauf indication contraire »
    ("fr", "Note that effects that exile cards exile those cards face up unless the effect "
     "says otherwise.",
     "Notez que les effets qui exilent des cartes les exilent face visible, sauf indication "
     "contraire de l'effet.",
     "Notez que les effets qui exilent des cartes les exilent face visible, même si l'effet "
     "indique le contraire.", "condition"),
    # your life total named again by a pronoun (« reducirlo »)
    ("es", "Fortune Thief’s effect applies only if your life total is being reduced by "
     "damage. Other effects or costs (such as losing or paying life) can reduce your life "
     "total below 1 as normal.",
     "El efecto de la Ladrona de fortuna solo se aplica cuando es el daño lo que reduce tu "
     "total de vidas. Otros efectos o costes (como perder o pagar vidas) pueden reducirlo a "
     "menos de 1 de la forma habitual.",
     "El efecto de la Ladrona de fortuna solo se aplica cuando es el daño lo que reduce tu "
     "total de vidas. Otros efectos o costes (como perder o pagar vidas) pueden reducir el "
     "total de vidas de tu oponente a menos de 1 de la forma habitual.", "possessor"),
    # the emphatic "do": "a land you *do* control"
    ("de", "You must choose a different land you don’t control for each age counter on "
     "Herald of Leshrac. Otherwise, you’d try to gain control of a land you *do* control "
     "midway through paying the cost and need to back up.",
     "Du musst für jede Altersmarke auf Leshracs Herold ein anderes Land wählen, das du "
     "nicht kontrollierst. Sonst würdest du mitten im Bezahlen der Kosten versuchen, die "
     "Kontrolle über ein Land zu übernehmen, das du *bereits* kontrollierst, und müsstest "
     "den Vorgang rückgängig machen.",
     "Du musst für jede Altersmarke auf Leshracs Herold ein anderes Land wählen, das du "
     "nicht kontrollierst. Sonst würdest du mitten im Bezahlen der Kosten versuchen, die "
     "Kontrolle über ein Land zu übernehmen, das ein Gegner kontrolliert, und müsstest den "
     "Vorgang rückgängig machen.", "possessor"),
    # "not just X" said « nicht nur X, sondern … »: both say "not only", both count it;
    # said "only X" the negation is dropped
    ("de", "Circu’s last ability applies to all of its controller’s opponents, not just the "
     "owner of the exiled card.",
     "Circus letzte Fähigkeit gilt nicht nur für den Besitzer der ins Exil geschickten "
     "Karte, sondern für alle Gegner seines Beherrschers.",
     "Circus letzte Fähigkeit gilt nur für den Besitzer der ins Exil geschickten Karte.",
     "negation"),
    # "can no longer" forbids: said « n'êtes plus obligé » (no longer obliged) it allows
    ("fr", "If Colfenor’s Plans leaves the battlefield, you can continue to look at cards "
     "exiled by it, but you can no longer play them.",
     "Si les Plans de Colfénor quittent le champ de bataille, vous pouvez toujours regarder "
     "les cartes qu'ils ont exilées, mais vous ne pouvez plus les jouer.",
     "Si les Plans de Colfénor quittent le champ de bataille, vous pouvez toujours regarder "
     "les cartes qu'ils ont exilées, mais vous n'êtes plus obligé de les jouer.", "modality"),
    # "no longer means": said « bedeutet weiterhin » (still means) it is turned round
    ("de", "If your opponent loses a flip, that no longer means that you win that flip.",
     "Verliert dein Gegner einen Münzwurf, bedeutet das nicht mehr, dass du diesen Münzwurf "
     "gewinnst.",
     "Verliert dein Gegner einen Münzwurf, bedeutet das weiterhin, dass du diesen Münzwurf "
     "gewinnst.", "negation"),
    # "regardless of whether": « tenga o no » (whether or not), beside a « siempre que »
    # that says "whenever"
    ("es", "Riku’s first ability triggers whenever you cast any instant or sorcery spell, "
     "regardless of whether that spell has targets.",
     "La primera habilidad de Riku se dispara siempre que lanzas cualquier hechizo "
     "instantáneo o de conjuro, tenga o no objetivos.",
     "La primera habilidad de Riku se dispara siempre que lanzas cualquier hechizo "
     "instantáneo o de conjuro, siempre que tenga objetivos.", "condition"),
    # "only if you choose to": « entscheidest allein du » (only you decide)
    ("de", "You reveal your hand only if you choose to, regardless of whether your opponent "
     "guessed right or wrong.",
     "Ob du die Karten auf deiner Hand offen vorzeigst, entscheidest allein du – unabhängig "
     "davon, ob dein Gegner richtig oder falsch geraten hat.",
     "Ob du die Karten auf deiner Hand offen vorzeigst, entscheidest du – unabhängig davon, "
     "ob dein Gegner richtig oder falsch geraten hat.", "quantifier"),
    # "owned by someone else": « weil er jemand anderem gehört » (belongs to)
    ("de", "Molten Firebird will be returned to the battlefield under a different player’s "
     "control (because it’s owned by someone else).",
     "Der Geschmolzene Feuervogel kehrt unter der Kontrolle eines anderen Spielers ins Spiel "
     "zurück (weil er jemand anderem gehört).",
     "Der Geschmolzene Feuervogel kehrt unter der Kontrolle eines anderen Spielers ins Spiel "
     "zurück (weil dieser Spieler ihn kontrolliert).", "possessor"),
])
def test_twentieth_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the twentieth development sets' faithful rulings, each with no major
    finding at all, and beside each the meaning turned round, still a major finding of
    its check."""
    _clean_and_flip_found(lang, en, faithful, flipped, check)


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # "is not optional": « facultative » without a negation is its flip
    ("fr", "The ability is not optional.", "La capacité n'est pas facultative.",
     "La capacité est facultative.", "negation"),
    ("es", "The ability is not optional.", "La habilidad no es opcional.",
     "La habilidad es opcional.", "negation"),
    # "can't choose colorless": « farblos » says "colorless", not the negation
    ("de", "You can’t choose “colorless” as a color.",
     "Du kannst „farblos“ nicht als Farbe wählen.",
     "Du kannst „farblos“ als Farbe wählen.", "negation"),
    # "nontoken" named again as « eine solche Karte » (such a card)
    ("de", "Each ability applies a maximum of once, even if an opponent controls multiple "
     "nontoken red permanents or multiple opponents each control a nontoken red permanent.",
     "Selbst wenn ein Gegner mehrere rote bleibende Karten kontrolliert, die keine "
     "Spielsteine sind, oder mehrere Gegner jeweils eine solche Karte kontrollieren, wirkt "
     "jede Fähigkeit höchstens einmal.",
     "Selbst wenn ein Gegner mehrere rote bleibende Karten kontrolliert oder mehrere Gegner "
     "jeweils eine rote bleibende Karte kontrollieren, wirkt jede Fähigkeit höchstens "
     "einmal.", "negation"),
    # "less than or equal to": « nicht mehr … kontrolliert als » (no more … than)
    ("de", "The moment the number of nontoken permanents of the chosen color that player "
     "controls is less than or equal to the number of permanents of one of the other "
     "colors that player controls, its third ability triggers.",
     "Sobald dieser Spieler nicht mehr bleibende Nichtspielstein-Karten der gewählten "
     "Farbe kontrolliert als bleibende Karten einer der anderen Farben, löst ihre dritte "
     "Fähigkeit aus.",
     "Sobald dieser Spieler mindestens so viele bleibende Nichtspielstein-Karten der "
     "gewählten Farbe kontrolliert wie bleibende Karten einer der anderen Farben, löst "
     "ihre dritte Fähigkeit aus.", "quantifier"),
    # "any number of": « beliebig vielen » (dative)
    ("de", "If a creature with banding attacks, it can team up with any number of other "
     "attacking creatures with banding and attack as a unit called a “band.”",
     "Greift eine Kreatur mit Bündnisfähigkeit an, kann sie sich mit beliebig vielen "
     "anderen angreifenden Kreaturen mit Bündnisfähigkeit zusammenschließen und als "
     "Einheit angreifen, die man „Bündnis“ nennt.",
     "Greift eine Kreatur mit Bündnisfähigkeit an, kann sie sich mit einer anderen "
     "angreifenden Kreatur mit Bündnisfähigkeit zusammenschließen und als Einheit "
     "angreifen, die man „Bündnis“ nennt.", "quantifier"),
    # "an instant or sorcery" said as the kinds in the plural, with a relative clause
    ("de", "If you cast an instant or sorcery, it goes to its owner’s graveyard when it "
     "resolves.",
     "Spontanzauber und Hexereien, die du wirkst, kommen beim Verrechnen auf den Friedhof "
     "ihres Besitzers.",
     "Wenn du Spontanzauber und Hexereien wirkst, kommen sie beim Verrechnen auf den "
     "Friedhof ihres Besitzers.", "condition"),
    # the noun after an attribute: « einer am Kampf beteiligten Kreatur »
    ("de", "If a creature in combat has banding, its controller assigns damage for "
     "creatures blocking or blocked by it.",
     "Der Beherrscher einer am Kampf beteiligten Kreatur mit Bündnisfähigkeit weist den "
     "Schaden der Kreaturen zu, die sie blocken oder von ihr geblockt werden.",
     "Der Besitzer einer am Kampf beteiligten Kreatur mit Bündnisfähigkeit weist den "
     "Schaden der Kreaturen zu, die sie blocken oder von ihr geblockt werden.", "possessor"),
    # "no player may": a prohibition, said « n'est obligé » it obliges to nothing
    ("fr", "Nothing can happen between the two, and no player may choose to take actions.",
     "Rien ne peut se produire entre les deux, et aucun joueur ne peut choisir "
     "d'entreprendre une action.",
     "Rien ne peut se produire entre les deux, et aucun joueur n'est obligé "
     "d'entreprendre une action.", "modality"),
    # "all the damage" said « une partie de celles-ci » (part of it)
    ("fr", "Since the creature with trample has no blocker to assign damage to, all the "
     "damage will be assigned to the defending player.",
     "Comme la créature avec le piétinement n'a aucun bloqueur auquel assigner ses "
     "blessures, la totalité de celles-ci sera assignée au joueur défenseur.",
     "Comme la créature avec le piétinement n'a aucun bloqueur auquel assigner ses "
     "blessures, une partie de celles-ci sera assignée au joueur défenseur.", "quantifier"),
    # "you're the owner": « eres el propietario »
    ("es", "Say you’re the owner of both a permanent and an Aura that’s attached to it. If "
     "both the permanent and the Aura are destroyed at the same time, you decide the order "
     "they’re put into your graveyard.",
     "Supongamos que eres el propietario de un permanente y de un Aura anexada a él. Si "
     "ambos se destruyen a la vez, tú decides en qué orden van a tu cementerio.",
     "Supongamos que tu oponente es el propietario de un permanente y de un Aura anexada a "
     "él. Si ambos se destruyen a la vez, tú decides en qué orden van a tu cementerio.",
     "possessor"),
    # "you or your opponent control": « lo controles tú o tu oponente »
    ("es", "It does not matter if you or your opponent control the spell or ability.",
     "Da igual que controles el hechizo o la habilidad tú o tu oponente.",
     "Da igual que tu oponente controle el hechizo o la habilidad.", "possessor"),
    # "on resolution and not on announcement": « …, mais à sa résolution »
    ("fr", "The choice of creatures is made on resolution and not on announcement.",
     "Les créatures ne sont pas choisies au moment où le sort est lancé, mais à sa "
     "résolution.",
     "Les créatures ne sont pas choisies au moment où le sort est lancé, mais à sa "
     "résolution, pour autant qu'aucune d'elles n'ait la célérité.",
     "addition"),
    # "not equal to or less than": « no las que lo tengan igual o menor »
    ("es", "This destroys creatures with converted mana cost exactly equal to the "
     "appropriate number, not equal to or less than that number.",
     "Solo destruye las criaturas cuyo coste de maná convertido sea exactamente igual al "
     "número correspondiente, no las que lo tengan igual o menor.",
     "Solo destruye las criaturas cuyo coste de maná convertido sea exactamente igual al "
     "número correspondiente, no las que lo tengan igual o mayor.", "quantifier"),
    # the older rulings' "announce" is the moment a spell is cast
    ("de", "The value of X is determined at the time you announce this spell, and you "
     "choose the targets as part of the announcement as well.",
     "Den Wert von X legst du fest, wenn du den Zauberspruch ankündigst; die Ziele "
     "bestimmst du ebenfalls als Teil der Ankündigung.",
     "Den Wert von X legst du fest, wenn der Zauberspruch verrechnet wird; die Ziele "
     "bestimmst du als Teil der Ankündigung.", "condition"),
])
def test_twenty_first_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the twenty-first development sets' rulings, each said faithfully with
    no major finding at all, and beside each the meaning turned round (most of them the
    sets' own planted errors), a major finding of its check."""
    _clean_and_flip_found(lang, en, faithful, flipped, check)


@pytest.mark.parametrize(("lang", "en", "faithful", "flipped", "check"), [
    # the sequence's "then" said « luego », which the Spanish pack reads as "after" too
    ("es", "You count the number of counters, then divide up the prevention during the "
     "announcement of the ability. Each targeted creature receives the appropriate amount "
     "of damage prevention when the ability resolves.",
     "Cuentas la cantidad de contadores y luego divides la prevención al anunciar la "
     "habilidad. Cada criatura objetivo recibe la cantidad correspondiente de prevención de "
     "daño cuando la habilidad se resuelve.",
     "Cuentas la cantidad de contadores y luego divides la prevención después de anunciar "
     "la habilidad. Cada criatura objetivo recibe la cantidad correspondiente de prevención "
     "de daño cuando la habilidad se resuelve.", "condition"),
    # you only have to: « il vous suffit alors de »
    ("fr", "You can take control of your opponent’s Tablet and in the trade you only have to "
     "give them back their Tablet.",
     "Vous pouvez acquérir le contrôle de la Tablette de votre adversaire ; lors de "
     "l'échange, il vous suffit alors de lui rendre sa Tablette.",
     "Vous pouvez acquérir le contrôle de la Tablette de votre adversaire ; lors de "
     "l'échange, il vous faut alors lui rendre sa Tablette.", "quantifier"),
    # halve: « diviser par deux »
    ("fr", "If you attempt to halve a negative life total, you halve 0. This means that the "
     "life total stays the same. A life total of -10 would remain -10.",
     "Si vous tentez de diviser par deux un total de points de vie négatif, c'est 0 que "
     "vous divisez par deux : le total reste donc inchangé. Un total de -10 points de vie "
     "resterait à -10.",
     "Si vous tentez de diviser par trois un total de points de vie négatif, c'est 0 que "
     "vous divisez par trois : le total reste donc inchangé. Un total de -10 points de vie "
     "resterait à -10.", "numbers"),
    # rounding "up to the nearest whole number" is no "up to"
    ("es", "The losses, discards, and sacrifices are rounded up. For example, if you have 5 "
     "life, you’ll lose 2 life, leaving you at 3 life. (Five divided by three is one and "
     "two-thirds. Rounding that up to the nearest whole number gives you two.)",
     "Las pérdidas de vidas, los descartes y los sacrificios se redondean hacia arriba. Por "
     "ejemplo, si tienes 5 vidas, perderás 2 y te quedarás con 3. (Cinco entre tres es uno "
     "y dos tercios; redondeado hacia arriba al número entero más cercano, da dos.)",
     "Las pérdidas de vidas, los descartes y los sacrificios se redondean hacia arriba. Por "
     "ejemplo, si tienes 5 vidas, perderás hasta 2 y te quedarás con 3. (Cinco entre tres "
     "es uno y dos tercios; redondeado hacia arriba al número entero más cercano, da dos.)",
     "quantifier"),
    # "both" said as "some" (« alguno de »)
    ("es", "If you have two of these, then you will separate the creatures into piles twice, "
     "and the opponent will choose a pile each time. Only creatures that were in both of "
     "the chosen piles can attack.",
     "Con dos Pelear o Huir, separarás las criaturas en montones dos veces y el oponente "
     "elegirá un montón cada vez. Solo pueden atacar las criaturas que estaban en ambos "
     "montones elegidos.",
     "Con dos Pelear o Huir, separarás las criaturas en montones dos veces y el oponente "
     "elegirá un montón cada vez. Solo pueden atacar las criaturas que estaban en alguno "
     "de los montones elegidos.", "quantifier"),
    # « erst einmal » is "once", no "only": the "only" clause dropped is found
    ("de", "Once the ability resolves, it doesn’t care whether the permanents you gained "
     "control of remain creatures, only that they remain on the battlefield.",
     "Ist die Fähigkeit erst einmal verrechnet, spielt es keine Rolle mehr, ob die "
     "bleibenden Karten, deren Kontrolle du übernommen hast, Kreaturen bleiben, sondern "
     "nur, dass sie im Spiel bleiben.",
     "Ist die Fähigkeit erst einmal verrechnet, spielt es keine Rolle mehr, ob die "
     "bleibenden Karten, deren Kontrolle du übernommen hast, Kreaturen bleiben.",
     "quantifier"),
    # a negation added to a verb the stop list holds ("keep")
    ("es", "If the affected creature gains an ability after Humble resolves, it will keep "
     "that ability.",
     "Si la criatura afectada gana una habilidad una vez resuelto Humillar, la conservará.",
     "Si la criatura afectada gana una habilidad una vez resuelto Humillar, no la "
     "conservará.", "negation"),
])
def test_twenty_second_sets_rewordings_and_their_flips(lang, en, faithful, flipped, check):
    """Wordings of the twenty-second development sets' faithful rulings, each with no
    major finding at all, and beside each the meaning turned round, still a major
    finding of its check."""
    _clean_and_flip_found(lang, en, faithful, flipped, check)


def test_not_double_counting_is_counting_once():
    """"will not double count" said « ne compte qu'une seule fois »: "not … twice" said
    "only once", no negation dropped; said « compte deux fois », the negation is."""
    fr = _context("fr")
    en = ("Anything which counts the number of Swamps on the battlefield will not double "
          "count an actual Swamp card while Blanket of Night is on the battlefield.")
    said = ("Tant que le Couvert de la nuit est sur le champ de bataille, tout ce qui compte "
            "le nombre de marais sur le champ de bataille ne compte qu'une seule fois une "
            "véritable carte Marais.")
    assert _cue_findings(fr, en, said, "negation") == set()
    assert _cue_findings(fr, en, said.replace("ne compte qu'une seule fois",
                                              "compte deux fois"), "negation")


def test_a_before_b_said_b_after_a(tmp_path):
    """"The triggered ability will resolve before Demigod of Revenge will." said « El
    Semidios de la venganza se resolverá después de su habilidad disparada »: the two
    named on either side of "before" stand on the other sides of « después », the same
    order in time; « La habilidad disparada se resolverá después del Semidios » keeps
    them where they were and turns it round."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    (tmp_path / "es").mkdir()
    (tmp_path / "es" / "cards.csv").write_text(
        "en,es,forbidden,note\nDemigod of Revenge,Semidios de la venganza,,test\n",
        encoding="utf-8")
    es = Context(load_glossary([Path(GLOSSARY), tmp_path], "es"), get_pack("es"))
    en = "The triggered ability will resolve before Demigod of Revenge will."
    assert _cue_findings(es, en, "El Semidios de la venganza se resolverá después de su "
                         "habilidad disparada.", "condition") == set()
    assert _cue_findings(es, en, "La habilidad disparada se resolverá después del Semidios "
                         "de la venganza.", "condition") == {"major"}


@pytest.mark.parametrize(("en", "es"), [
    ("While controlling another player, the controlling player also continues to make "
     "their own choices and decisions.",
     "Mientras controla a otro jugador, el jugador que controla también sigue haciendo sus "
     "propias elecciones y tomando sus propias decisiones."),
    ("If one player loses the game before controlling the other player, the other player "
     "takes their turn normally.",
     "Si uno de los jugadores pierde el juego antes de llegar a controlar al otro, este "
     "último juega su turno con normalidad."),
])
def test_a_gerund_of_control_said_of_a_player_the_sentence_names_is_no_you(en, es):
    """"While controlling another player, the controlling player …": the one who controls
    is the sentence's player, not the reader; « Mientras controla » (third person) adds
    no possessor. The generic "Controlling both of them won't…" stays the reader's
    (test_your_control_left_and_the_generic_controlling_are_you_control)."""
    ctx = _context("es")
    assert [f for f in findings_for(ctx, en, es) if f.check_id == "possessor"
            and f.severity.value == "major"] == []
    from pipeline.lang import SOURCE
    assert SOURCE.cue_patterns["you-control"].search(en) is None
    assert SOURCE.cue_patterns["you-control"].search("Controlling both of them won’t invoke "
                                                     "the “legend rule.”")


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    ("fr", "Cards which are not actually in your hand can’t be exiled by the Ice Cauldron.",
     "Seules les cartes qui se trouvent réellement dans votre main peuvent être exilées par "
     "le Chaudron de glace.",
     "Seules les cartes qui ne se trouvent pas dans votre main peuvent être exilées par le "
     "Chaudron de glace."),
    ("es", "You can’t make any decisions that aren’t called for or allowed by the game "
     "rules, or by any cards, permanents, spells, abilities, and so on.",
     "Solo puedes tomar decisiones que las reglas del juego, o alguna carta, permanente, "
     "hechizo, habilidad, etc., exijan o permitan.",
     "Puedes tomar decisiones que las reglas del juego, o alguna carta, permanente, "
     "hechizo, habilidad, etc., exijan o permitan."),
])
def test_a_negated_relative_clause_under_a_negation_is_said_only(lang, en, right, wrong):
    """Two negations, one in a relative clause ("Cards which are not in your hand can't be
    exiled"), say "only" (« Seules les cartes qui se trouvent dans votre main peuvent »):
    no negation dropped. The relative clause negated still under "only" is a flip, and
    so is the "only" left out with both negations."""
    ctx = _context(lang)
    assert [f for f in findings_for(ctx, en, right) if f.severity.value == "major"] == []
    assert "negation" in {f.check_id for f in findings_for(ctx, en, wrong)
                          if f.severity.value == "major"}


@pytest.mark.parametrize(("en", "right", "wrong"), [
    ("You don’t even have to tap the Cauldron and draw the mana, you can just cast the "
     "spell using mana from somewhere else.",
     "Vous n'avez même pas besoin d'engager le Chaudron pour en tirer le mana : vous pouvez "
     "tout simplement lancer le sort avec du mana provenant d'ailleurs.",
     "Vous devez même engager le Chaudron pour en tirer le mana : vous pouvez tout "
     "simplement lancer le sort avec du mana provenant d'ailleurs."),
    ("You need not (and may not) pay any additional mana or other costs (like sacrifices) "
     "to use the spell which is Forked.",
     "Vous n'avez pas à payer de mana supplémentaire ni d'autres coûts (comme des "
     "sacrifices) pour utiliser le sort copié par la Fourche, et vous n'en avez d'ailleurs "
     "pas le droit.",
     "Vous devez payer le mana supplémentaire et les autres coûts (comme des sacrifices) "
     "pour utiliser le sort copié par la Fourche."),
])
def test_not_obliged_with_an_adverb_between_or_need_not(ctx, en, right, wrong):
    """"don't even have to" and "need not" oblige to nothing, as « n'avez même pas
    besoin », « n'avez pas à » say; said « vous devez » they flip."""
    assert [f for f in findings_for(ctx, en, right) if f.check_id == "modality"
            and f.severity.value == "major"] == []
    assert "modality" in {f.check_id for f in findings_for(ctx, en, wrong)
                          if f.severity.value == "major"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "found"), [
    ("fr", "It seeks out all creatures that damaged it during the turn and causes them to be "
     "destroyed.",
     "Elle retrouve toutes les créatures qui lui ont infligé des blessures pendant le tour "
     "et provoque leur destruction.",
     "Elle retrouve une créature qui lui a infligé des blessures pendant le tour et "
     "provoque sa destruction.", "une créature"),
    ("es", "This card adds a triggered ability to all other enchantments.",
     "Lo que hace esta carta es darle una habilidad disparada a todos los demás "
     "encantamientos.",
     "Lo que hace esta carta es darle una habilidad disparada a otro encantamiento.",
     "otro encantamiento"),
])
def test_all_of_a_kind_said_of_one(lang, en, right, wrong, found):
    """"all creatures" said « une créature », "all other enchantments" said « otro
    encantamiento »: the universal said of one; « toutes les créatures » keeps it."""
    ctx = _context(lang)
    assert [f for f in findings_for(ctx, en, right) if f.check_id == "quantifier"] == []
    assert [f.found for f in findings_for(ctx, en, wrong)
            if f.check_id == "quantifier" and f.severity.value == "major"] == [found]


def test_at_least_one_said_each_is_a_flip(ctx):
    """"if at least one opponent controls three or more creatures" said « si chaque
    adversaire contrôle trois créatures ou plus »: the « ou plus » keeps one "at least",
    the other became "each"."""
    en = "In a multiplayer game, it triggers if at least one opponent controls three or more creatures."
    right = ("Dans une partie multijoueur, elle se déclenche si au moins un adversaire contrôle "
             "trois créatures ou plus.")
    wrong = right.replace("au moins un adversaire", "chaque adversaire")
    assert [f for f in findings_for(ctx, en, right) if f.check_id == "quantifier"] == []
    assert [f.found for f in findings_for(ctx, en, wrong)
            if f.check_id == "quantifier" and f.severity.value == "major"] == ["chaque"]


def test_each_other_said_with_a_universal_before_another_is_no_one():
    """« cada otra criatura » is "each other creature"; « otra criatura » alone is one."""
    ctx = _context("es")
    en = "Put a +1/+1 counter on each other creature you control."
    assert [f for f in findings_for(ctx, en, "Pon un contador +1/+1 sobre cada otra criatura "
                                    "que controlas.") if f.check_id == "quantifier"] == []
    assert [f.found for f in findings_for(ctx, en, "Pon un contador +1/+1 sobre otra criatura "
                                          "que controlas.")
            if f.check_id == "quantifier" and f.severity.value == "major"] == ["otra criatura"]


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # « zu Ende verrechnet » says "finishes resolving": no "complete" said as a beginning
    ("de", "After the pregame procedure is complete but before the new game’s first turn, "
     "Karn’s ability finishes resolving and the cards left in exile are put onto the "
     "battlefield.",
     "Karns Fähigkeit wird zu Ende verrechnet, nachdem die Vorbereitungen vor der Partie "
     "abgeschlossen sind, aber noch bevor der erste Zug der neuen Partie beginnt; dabei "
     "kommen die im Exil gelassenen Karten ins Spiel.",
     "Karns Fähigkeit beginnt mit der Verrechnung, nachdem die Vorbereitungen vor der "
     "Partie begonnen haben, aber noch bevor der erste Zug der neuen Partie beginnt; dabei "
     "kommen die im Exil gelassenen Karten ins Spiel.", "condition"),
    # « außer der Kommandeur wurde … » is "unless" (a clause), not the dative "except"
    ("de", "In a Commander game, each player puts their commander into the command zone "
     "before shuffling their deck, unless it was exiled with Karn.",
     "In einer Commander-Partie legt jeder Spieler seinen Kommandeur in die Kommandozone, "
     "bevor er sein Deck mischt – außer der Kommandeur wurde mit Karn ins Exil geschickt.",
     "In einer Commander-Partie legt jeder Spieler seinen Kommandeur in die Kommandozone, "
     "bevor er sein Deck mischt – auch wenn der Kommandeur mit Karn ins Exil geschickt "
     "wurde.", "negation"),
    # "leaves the top of your library" said « nicht mehr oben … liegt »: a cessation
    ("de", "If your library is shuffled or that card otherwise leaves the top of your "
     "library, the effect ends.",
     "Falls deine Bibliothek gemischt wird oder die Karte auf andere Weise nicht mehr oben "
     "auf deiner Bibliothek liegt, endet der Effekt.",
     "Falls deine Bibliothek gemischt wird oder die Karte auf andere Weise nicht mehr oben "
     "auf deiner Bibliothek liegt, endet der Effekt nicht.", "negation"),
    ("fr", "If that card leaves your graveyard before the ability resolves, the effect "
     "ends.",
     "Si cette carte n'est plus dans votre cimetière avant que la capacité se résolve, l'effet "
     "prend fin.",
     "Si cette carte ne quitte plus votre cimetière avant que la capacité se résolve, "
     "l'effet prend fin.", "negation"),
    # "pay or take damage" said « le choix entre payer et subir »: the « et » closes the
    # « entre »; « devra payer et subir » says both
    ("fr", "If it damages a player twice, they get to pay or take damage twice during their "
     "next draw step.",
     "Lorsqu'elle inflige des blessures à un joueur à deux reprises, celui-ci aura deux fois "
     "le choix entre payer et subir les blessures pendant sa prochaine étape de pioche.",
     "Lorsqu'elle inflige des blessures à un joueur à deux reprises, celui-ci devra payer et "
     "subir les blessures deux fois pendant sa prochaine étape de pioche.", "condition"),
    # "still" said as a cessation (« deja de ser ») turns it round
    ("es", "The player being controlled is still the active player during their turn.",
     "Durante su turno, el jugador controlado sigue siendo el jugador activo.",
     "Durante su turno, el jugador controlado deja de ser el jugador activo.", "condition"),
    # "not still" is no longer: « ya no está »
    ("es", "If the target creature is not still on the battlefield when the damage is to be "
     "redirected, the damage stays where it is.",
     "Si la criatura objetivo ya no está en el campo de batalla cuando se va a redirigir el "
     "daño, el daño se queda donde está.",
     "Si la criatura objetivo sigue en el campo de batalla cuando se va a redirigir el "
     "daño, el daño se queda donde está.", "negation"),
])
def test_idioms_of_the_dev_sets_23(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-third development sets no longer flagged; beside
    each, the wrong one still is."""
    _clean_and_flip_found(lang, en, right, wrong, check)


_PRIORITY = ("If that player casts another spell, it is assumed that each other player has "
             "also passed priority, which caused the first spell to resolve and the first "
             "player to receive priority again. Unless the first player says otherwise, only "
             "one spell will be on the stack at a time in that scenario.")


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # « de algún modo » says "somehow": no "some" said for "both"
    ("es", "If a creature is somehow both a Fungus and a Saproling, Sporecrown Thallid’s "
     "ability gives it only +1/+1.",
     "Si de algún modo una criatura es a la vez Hongo y Saprolín, la habilidad del Tálido "
     "corona de esporas le da solo +1/+1.",
     "Si de algún modo una criatura es Hongo o Saprolín, la habilidad del Tálido corona de "
     "esporas le da solo +1/+1.", "quantifier"),
    # "If X but you haven't …, you won't be able to" said "you can only … if you have":
    # the negation after "but" is the if clause's
    ("de", "If Answered Prayers becomes a creature but you haven’t controlled it "
     "continuously since your most recent turn began, you won’t be able to attack with it.",
     "Werden die Erhörten Gebete zu einer Kreatur, kannst du mit ihnen nur angreifen, wenn "
     "du sie seit Beginn deines letzten Zuges ununterbrochen kontrolliert hast.",
     "Werden die Erhörten Gebete zu einer Kreatur, kannst du mit ihnen angreifen, wenn du "
     "sie seit Beginn deines letzten Zuges ununterbrochen kontrolliert hast.", "negation"),
    # "X only if Y" said "for X, Y must hold"
    ("es", "The card will return to the battlefield under your control only if it’s still "
     "in the graveyard when Unhallowed Pact’s ability resolves.",
     "Para que la carta regrese al campo de batalla bajo tu control, tiene que seguir en el "
     "cementerio cuando se resuelva la habilidad del Pacto impío.",
     "La carta regresa al campo de batalla bajo tu control si sigue en el cementerio cuando "
     "se resuelva la habilidad del Pacto impío.", "quantifier"),
    # "untapped" said with its own word negated (« nicht enttappt ») is a negation added,
    # no privative said so
    ("de", "The enchanted creature can still be untapped in other ways, such as by Aurelia, "
     "the Warleader.",
     "Die verzauberte Kreatur kann auf andere Weise noch enttappt werden, zum Beispiel "
     "durch Kriegsführerin Aurelia.",
     "Die verzauberte Kreatur kann auch auf andere Weise nicht enttappt werden, zum "
     "Beispiel durch Kriegsführerin Aurelia.", "negation"),
    # « à pile ou face avant » is the coin's side and then "before", no front face
    ("fr", "You flip the coin after the Land Mine token is created, not after you sacrifice a "
     "Land Mine.",
     "Vous jouez à pile ou face après la création du jeton Mine terrestre, et non après "
     "avoir sacrifié une Mine terrestre.",
     "Vous jouez à pile ou face avant la création du jeton Mine terrestre, et non après "
     "avoir sacrifié une Mine terrestre.", "condition"),
    # « en même temps » is "at the same time", no concession: "even if" said "only if"
    ("fr", "Yomiji’s ability triggers even if Yomiji is going to the graveyard at the same "
     "time as the other legendary permanent.",
     "La capacité de Yomiji se déclenche même si Yomiji va au cimetière en même temps que "
     "l'autre permanent légendaire.",
     "La capacité de Yomiji ne se déclenche que si Yomiji va au cimetière en même temps que "
     "l'autre permanent légendaire.", "condition"),
    # "first" is an ordinal: the first spell said « der zweite » changed, matched in its
    # own sentence
    ("de", _PRIORITY,
     "Wirkt dieser Spieler einen weiteren Zauberspruch, wird angenommen, dass auch alle "
     "anderen Spieler die Priorität abgegeben haben, wodurch der erste Zauberspruch "
     "verrechnet wurde und der erste Spieler erneut Priorität erhielt. Sofern der erste "
     "Spieler nichts anderes sagt, befindet sich in diesem Szenario also immer nur ein "
     "Zauberspruch auf dem Stapel.",
     "Wirkt dieser Spieler einen weiteren Zauberspruch, wird angenommen, dass auch alle "
     "anderen Spieler die Priorität abgegeben haben, wodurch der zweite Zauberspruch "
     "verrechnet wurde und der erste Spieler erneut Priorität erhielt. Sofern der erste "
     "Spieler nichts anderes sagt, befindet sich in diesem Szenario also immer nur ein "
     "Zauberspruch auf dem Stapel.", "numbers"),
    ("fr", "The second spell you cast this turn must be cast from your hand.",
     "Le deuxième sort que vous lancez ce tour-ci doit être lancé depuis votre main.",
     "Le premier sort que vous lancez ce tour-ci doit être lancé depuis votre main.",
     "numbers"),
    # the Comprehensive Rules' own « phase principale précombat », « postcombat »
    ("fr", "The precombat main phase is the first main phase of the turn. All others are "
     "postcombat main phases, even if they technically occur before combat.",
     "La phase principale précombat est la première phase principale du tour\u00a0; toutes "
     "les autres sont des phases principales postcombat, même si elles ont techniquement "
     "lieu avant le combat.",
     "La phase principale précombat est la première phase principale du tour\u00a0; toutes "
     "les autres sont des phases de fin, même si elles ont techniquement lieu avant le "
     "combat.", "term-missing"),
])
def test_idioms_of_the_dev_sets_24(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-fourth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # German « es sei denn » where the English has neither "unless" nor "if … not"
    ("de", "You check the count of the number of creatures on the battlefield again "
     "during resolution. The creature will not be exiled if the count is 2 or "
     "less.",
     "Beim Verrechnen wird die Anzahl der Kreaturen im Spiel erneut überprüft. Die "
     "Kreatur wird nicht ins Exil geschickt, falls es 2 oder weniger sind.",
     "Beim Verrechnen wird die Anzahl der Kreaturen im Spiel erneut überprüft. Die "
     "Kreatur wird nicht ins Exil geschickt, es sei denn, es sind 2 oder weniger.", "condition"),
    # "A rather than B" turned round is "A, not B" turned round
    ("fr", "For a card in another zone, the Swans check its owner rather than its "
     "controller.",
     "Pour une carte dans une autre zone, les Cygnes vérifient son propriétaire "
     "plutôt que son contrôleur.",
     "Pour une carte dans une autre zone, les Cygnes vérifient son contrôleur "
     "plutôt que son propriétaire.", "condition"),
    # a number said again where the other side says "do so"
    ("fr", "First, the card is discarded. Then, in turn order, each player is given the "
     "option to pay 5 life. Then, if no player paid 5 life, the card is put onto "
     "the battlefield from the graveyard.",
     "La carte est d'abord défaussée. Ensuite, dans l'ordre du tour, chaque joueur "
     "a la possibilité de payer 5 points de vie. Enfin, si aucun joueur ne l'a "
     "fait, la carte est mise sur le champ de bataille depuis le cimetière.",
     "La carte est d'abord défaussée. Ensuite, dans l'ordre du tour, chaque joueur "
     "a la possibilité de payer 5 points de vie. Enfin, si aucun joueur n'a payé "
     "de points de vie, la carte est mise sur le champ de bataille depuis le "
     "cimetière.", "numbers"),
    # a number said again where the English says "those cards"
    ("fr", "Colorless is not a color. You can’t reveal two colorless cards from your "
     "hand to activate this ability because those cards don’t share a color with "
     "one another.",
     "L'incolore n'est pas une couleur. Deux cartes incolores ne partagent aucune "
     "couleur : vous ne pouvez donc pas révéler deux cartes incolores de votre "
     "main pour activer cette capacité.",
     "L'incolore n'est pas une couleur. Trois cartes incolores ne partagent aucune "
     "couleur : vous ne pouvez donc pas révéler deux cartes incolores de votre "
     "main pour activer cette capacité.", "numbers"),
    # « ne … plus que » is "only … now", no negation
    ("fr", "Once Oketra has attacked or blocked, it will remain in combat even if the "
     "number of other creatures you control becomes two or fewer.",
     "Oketra reste en combat une fois qu'elle a attaqué ou bloqué, même si vous ne "
     "contrôlez plus que deux autres créatures ou moins.",
     "Oketra reste en combat une fois qu'elle a attaqué ou bloqué, même si vous ne "
     "contrôlez plus deux autres créatures.", "negation"),
    # "each" said by a universal opening the clause (« à chaque fois qu'un »)
    ("fr", "Each Assassin token’s triggered ability will trigger whenever it deals "
     "combat damage to any player, including you.",
     "À chaque fois qu'un jeton Assassin inflige des blessures de combat à un "
     "joueur, quel qu'il soit, vous compris, sa capacité déclenchée se déclenche.",
     "Quand un jeton Assassin inflige des blessures de combat à un joueur, quel "
     "qu'il soit, vous compris, sa capacité déclenchée se déclenche.", "quantifier"),
    # « reste » is also a form of « rester » (remain)
    ("fr", "If the targeted player for Jace’s last ability has no cards in hand, that "
     "player shuffles nothing into their library, and that player’s library will "
     "remain empty.",
     "Si le joueur ciblé par la dernière capacité de Jace n'a aucune carte en "
     "main, il ne mélange rien dans sa bibliothèque, qui reste donc vide.",
     "Si le joueur ciblé par la dernière capacité de Jace n'a aucune carte en "
     "main, il ne mélange rien dans sa bibliothèque.", "omission"),
    # a term named again where the English says "those named …"
    ("fr", "The ability counts the number of attacking creatures with the creature type "
     "Aurochs, not just those named Aurochs.",
     "Ce ne sont pas seulement les créatures appelées Aurochs que la capacité "
     "compte, mais toutes les créatures attaquantes qui ont le type de créature "
     "aurochs.",
     "Ce ne sont pas seulement les créatures appelées Aurochs que la capacité "
     "compte, mais toutes les créatures attaquantes qui ont le type de créature "
     "aurochs, et chacune d'elles acquiert la vigilance jusqu'à la fin du tour.", "addition"),
    # a clause moved into the next sentence
    ("fr", "For example, if you attack with five creatures — an Elf Shaman, an Elf "
     "Warrior, a Goblin Shaman, an Elemental, and a creature with all creature "
     "types — the ability will trigger five times. Those creatures will get +3/+0, "
     "+2/+0, +2/+0, +1/+0, and +4/+0, respectively.",
     "Imaginons que vous attaquiez avec cinq créatures : un elfe shamane, un elfe "
     "guerrier, un gobelin shamane, un élémental et une créature qui a tous les "
     "types de créatures. La capacité se déclenche cinq fois, et ces créatures "
     "gagnent respectivement +3/+0, +2/+0, +2/+0, +1/+0 et +4/+0.",
     "Imaginons que vous attaquiez avec cinq créatures : un elfe shamane, un elfe "
     "guerrier, un gobelin shamane, un élémental et une créature qui a tous les "
     "types de créatures. Ces créatures gagnent respectivement +3/+0, +2/+0, "
     "+2/+0, +1/+0 et +4/+0.", "omission"),
    # two words of a term turned round a few words apart
    ("fr", "Delve reduces only the generic mana requirement of the spell.",
     "La fouille réduit uniquement la partie générique du coût de mana du sort.",
     "La fouille réduit uniquement le coût de mana coloré du sort.", "term-missing"),
    # the "can" of an "only … if" condition said with a purpose and « devez »
    ("fr", "Lost in the Mist targets both the spell and the permanent. You can only cast "
     "it if you can choose legal targets for both parts.",
     "Perdue dans la brume cible à la fois le sort et le permanent : pour pouvoir "
     "le lancer, vous devez être en mesure de choisir des cibles légales pour ses "
     "deux parties.",
     "Perdue dans la brume cible à la fois le sort et le permanent : vous pouvez "
     "le lancer si vous devez choisir des cibles légales pour ses deux parties.", "quantifier"),
    # « une seule des » is "one of"
    ("fr", "If you choose both modes, and only one of the targeted cards is still a "
     "legal target when Remember the Fallen tries to resolve, only that card is "
     "returned to your hand.",
     "Si vous choisissez les deux modes et qu'une seule des cartes ciblées est "
     "encore une cible légale au moment où Souvenir des défunts essaie de se "
     "résoudre, seule cette carte est renvoyée dans votre main.",
     "Si vous choisissez les deux modes et que les deux cartes ciblées sont encore "
     "des cibles légales au moment où Souvenir des défunts essaie de se résoudre, "
     "seule cette carte est renvoyée dans votre main.", "quantifier"),
    # the English's "one" said « 1 »
    ("es", "The ability deals one damage even if the land produces no mana when it was "
     "tapped to use a mana ability.",
     "Aunque la tierra no produzca maná al girarla para usar una habilidad de "
     "maná, la habilidad hace 1 punto de daño igualmente.",
     "Aunque la tierra no produzca maná al girarla para usar una habilidad de "
     "maná, la habilidad hace 2 puntos de daño igualmente.", "numbers"),
    # « necesitas controlar » says "you must control"
    ("es", "If you’re using Dragon Grip’s ferocious ability to cast it as though it had "
     "flash, you must control a creature with power 4 or greater only as you begin "
     "the casting process and put Dragon Grip on the stack.",
     "Si usas la habilidad de ferocidad del Agarre de dragón para lanzarlo como si "
     "tuviera la habilidad de destello, solo necesitas controlar una criatura con "
     "fuerza de 4 o más en el momento en que empiezas el proceso de lanzamiento y "
     "pones el Agarre de dragón en la pila.",
     "Si usas la habilidad de ferocidad del Agarre de dragón para lanzarlo como si "
     "tuviera la habilidad de destello, solo es necesario que un oponente controle "
     "una criatura con fuerza de 4 o más en el momento en que empiezas el proceso "
     "de lanzamiento y pones el Agarre de dragón en la pila.", "possessor"),
    # a parenthesis said in the running text (« points de vie » one rendering of "life")
    ("fr", "To determine how much life you gain for the last ability, use Paladin of "
     "Atonement’s toughness as it last existed on the battlefield. If its "
     "toughness was less than 0, you won’t gain life. (You also won’t lose life.).",
     "Pour déterminer combien de points de vie vous gagnez avec la dernière "
     "capacité, utilisez l'endurance du Paladin de l'expiation telle qu'elle était "
     "la dernière fois qu'il était sur le champ de bataille. Si son endurance "
     "était inférieure à 0, vous ne gagnez pas de points de vie (et vous n'en "
     "perdez pas non plus).",
     "Pour déterminer combien de points de vie vous gagnez avec la dernière "
     "capacité, utilisez l'endurance du Paladin de l'expiation telle qu'elle était "
     "la dernière fois qu'il était sur le champ de bataille. Si son endurance "
     "était inférieure à 0, vous ne gagnez pas de points de vie.", "omission"),
    # « girar » of « símbolo de girar » renders the tap symbol, not "tap"
    ("es", "Since the activated ability doesn’t have a tap symbol in its cost, you can "
     "tap creatures (including Gilt-Leaf Archdruid itself) that haven’t been under "
     "your control since your most recent turn began to pay the cost.",
     "Como el coste de la habilidad activada no incluye el símbolo de girar, para "
     "pagarlo puedes girar criaturas que no han estado bajo tu control desde el "
     "comienzo de tu turno más reciente, incluido el propio Archidruida de Hojas "
     "Doradas.",
     "Como el coste de la habilidad activada no incluye el símbolo de girar, para "
     "pagarlo puedes tapear criaturas que no han estado bajo tu control desde el "
     "comienzo de tu turno más reciente, incluido el propio Archidruida de Hojas "
     "Doradas.", "terminology"),
    # "the damage it deals": the verb after the damage it does
    ("es", "If Goblin Razerunners leaves the battlefield after its ability triggers but "
     "before it resolves, the amount of damage it deals is equal to the number of "
     "+1/+1 counters that were on it as it last existed on the battlefield.",
     "Supongamos que los Arrasadores trasgos dejan el campo de batalla después de "
     "que se dispare su habilidad pero antes de que se resuelva. En ese caso, "
     "hacen una cantidad de daño igual al número de contadores +1/+1 que tenían "
     "sobre ellos la última vez que estuvieron en el campo de batalla.",
     "Supongamos que los Arrasadores trasgos dejan el campo de batalla después de "
     "que se dispare su habilidad pero antes de que se resuelva. En ese caso, "
     "infligen una cantidad de daño igual al número de contadores +1/+1 que tenían "
     "sobre ellos la última vez que estuvieron en el campo de batalla.", "terminology"),
    # a step's name with another game term's head (« -Phase »)
    ("de", "A creature attacks alone if it’s the only creature declared as an attacker "
     "during the declare attackers step.",
     "Eine Kreatur greift alleine an, wenn sie während des "
     "Angreifer-deklarieren-Segments als einzige Kreatur als Angreifer deklariert "
     "wird.",
     "Eine Kreatur greift alleine an, wenn sie während der "
     "Angreifer-deklarieren-Phase als einzige Kreatur als Angreifer deklariert "
     "wird.", "term-missing"),
    # one permission of several said as an obligation
    ("es", "You can activate one of its loyalty abilities during that turn any time you "
     "could cast an instant, and then you may activate a loyalty ability again "
     "that turn any time you could cast an instant.",
     "Puedes activar una de sus habilidades de lealtad durante ese turno en "
     "cualquier momento en que pudieras lanzar un instantáneo, y después puedes "
     "volver a activar una habilidad de lealtad ese turno en cualquier momento en "
     "que pudieras lanzar un instantáneo.",
     "Puedes activar una de sus habilidades de lealtad durante ese turno en "
     "cualquier momento en que pudieras lanzar un instantáneo, y después debes "
     "volver a activar una habilidad de lealtad ese turno en cualquier momento en "
     "que pudieras lanzar un instantáneo.", "modality"),
    # "after X" said « avant X » (prior to) beside « après X »: no moment turned
    ("fr", "If The Antiquities War somehow becomes an artifact enchantment prior to resolving "
     "its final chapter ability, it will become a 5/5 Saga artifact enchantment creature, "
     "and will then be sacrificed after that ability resolves.",
     "Si la Guerre des Antiquités devient d'une manière ou d'une autre un "
     "enchantement-artefact avant que la capacité de son dernier chapitre ne se résolve, "
     "elle deviendra une créature-enchantement-artefact 5/5 Saga, puis sera sacrifiée "
     "après la résolution de cette capacité.",
     "Si la Guerre des Antiquités devient d'une manière ou d'une autre un "
     "enchantement-artefact avant que la capacité de son dernier chapitre ne se résolve, "
     "elle deviendra une créature-enchantement-artefact 5/5 Saga, puis sera sacrifiée "
     "avant la résolution de cette capacité.", "condition"),
    # a universal of another noun before a determiner of one is no "each time"
    ("fr", "The spell deals 3 damage to each creature and each player.",
     "Le sort inflige 3 blessures à chaque créature et à chaque joueur.",
     "Le sort inflige 3 blessures à chaque créature et à un joueur.", "quantifier"),
    # « es sei denn » where the English's "if … not" is said « wenn … keine » already is
    # an exception added; where it says that "if … not", none
    ("de", "If you don’t control any other creatures, you must sacrifice Kjeldoran Dead "
     "itself.",
     "Wenn du keine anderen Kreaturen kontrollierst, musst du die Toten aus Kjeldor selbst "
     "opfern.",
     "Wenn du keine anderen Kreaturen kontrollierst, musst du die Toten aus Kjeldor selbst "
     "opfern, es sei denn, du regenerierst sie.", "condition"),
    ("de", "The ability doesn't trigger if you don't control a Wizard.",
     "Die Fähigkeit wird nicht ausgelöst, es sei denn, du kontrollierst einen Zauberer.",
     "Die Fähigkeit wird nicht ausgelöst, falls du einen Zauberer kontrollierst.",
     "negation"),
])
def test_idioms_of_the_dev_sets_25(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-fifth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "can't pay more than X" said "only X" (« no … más que »)
    ("es", "You can’t pay more than X to put more cards from the opponent’s library into their "
     "graveyard.",
     "No se puede pagar más que X para que el oponente ponga más cartas de su biblioteca en su "
     "cementerio.",
     "Se puede pagar más que X para que el oponente ponga más cartas de su biblioteca en su "
     "cementerio.",
     "negation"),
    # a « ni » far from its « no » coordinates a negation of its own
    ("es", "It won’t copy counters on that creature. It won’t copy effects that have changed the "
     "creature’s power, toughness, types, color, or so on.",
     "No copia los contadores que tenga esa criatura ni los efectos que hayan cambiado su fuerza, "
     "resistencia, tipos, color, etc.",
     "Copia los contadores que tenga esa criatura, pero no los efectos que hayan cambiado su fuerza, "
     "resistencia, tipos, color, etc.",
     "negation"),
    # « du moment que » renders "as long as"; one the English lacks is a clause added
    ("fr", "Harm’s Way will apply to whatever the chosen source tries to deal damage to, as long as "
     "it’s you or a permanent you control.",
     "La Mise en danger s'applique à tout ce à quoi la source choisie tente d'infliger des blessures, "
     "du moment qu'il s'agit de vous ou d'un permanent que vous contrôlez.",
     "La Mise en danger s'applique à tout ce à quoi la source choisie tente d'infliger des blessures, "
     "du moment que vous avez encore la priorité et qu'il s'agit de vous ou d'un permanent que vous "
     "contrôlez.",
     "addition"),
    # another verb's participle said where the English says a state (« gedreht wird »)
    ("de", "The triggered ability triggers whenever the enchanted land becomes tapped, not just when "
     "it’s tapped for mana.",
     "Die ausgelöste Fähigkeit wird immer dann ausgelöst, wenn das verzauberte Land getappt wird, "
     "nicht nur, wenn es für Mana getappt wird.",
     "Die ausgelöste Fähigkeit wird immer dann ausgelöst, wenn das verzauberte Land gedreht wird, "
     "nicht nur, wenn es für Mana getappt wird.",
     "term-missing"),
    # « spielt » is no « Spiel »: the battlefield left said « den Tisch verlassen »
    ("de", "It doesn’t matter if their power decreases, or if any of them have left the battlefield, "
     "by the time the ability resolves.",
     "Es spielt keine Rolle, ob ihre Stärke bis zur Verrechnung der Fähigkeit sinkt oder ob einige "
     "von ihnen bis dahin das Spiel verlassen haben.",
     "Es spielt keine Rolle, ob ihre Stärke bis zur Verrechnung der Fähigkeit sinkt oder ob einige "
     "von ihnen bis dahin den Tisch verlassen haben.",
     "term-missing"),
    # another term's word as the modifier of the term's own head (« Angriffsphase »)
    ("de", "Finest Hour doesn’t create a main phase in between the two combat phases. The second "
     "combat phase will begin immediately after the current one ends.",
     "Die Beste Zeit erzeugt keine Hauptphase zwischen den beiden Kampfphasen; die zweite Kampfphase "
     "beginnt unmittelbar, nachdem die aktuelle endet.",
     "Die Beste Zeit erzeugt keine Hauptphase zwischen den beiden Kampfphasen; die zweite "
     "Angriffsphase beginnt unmittelbar, nachdem die aktuelle endet.",
     "term-missing"),
    # "behaves differently than" is "doesn't behave as"
    ("fr", "Because it works only from on the battlefield, it behaves differently than the Lorwyn "
     "Incarnations.",
     "Comme elle ne fonctionne que depuis le champ de bataille, elle ne se comporte pas comme celles "
     "des Incarnations de Lorwyn.",
     "Comme elle ne fonctionne pas depuis le champ de bataille, elle ne se comporte pas comme celles "
     "des Incarnations de Lorwyn.",
     "negation"),
    # « mais pas des deux » is "not both"
    ("fr", "If you flip over a hybrid card, you get one of either color mana, not both, for each mana "
     "symbol.",
     "Si la carte retournée est une carte hybride, chaque symbole de mana vous rapporte un mana de "
     "l'une ou l'autre couleur, mais pas des deux.",
     "Si la carte retournée est une carte hybride, chaque symbole de mana vous rapporte un mana de "
     "l'une ou l'autre couleur.",
     "quantifier"),
    # « Während » opening a clause says "whereas", no proviso beside "even though"
    ("de", "Suppose an effect creates a copy of that spell. The copy can be countered, even though "
     "the original can’t.",
     "Angenommen, ein Effekt erzeugt eine Kopie dieses Zauberspruchs: Während das Original nicht "
     "neutralisiert werden kann, lässt sich die Kopie sehr wohl neutralisieren.",
     "Angenommen, ein Effekt erzeugt eine Kopie dieses Zauberspruchs: Solange das Original nicht "
     "neutralisiert werden kann, lässt sich die Kopie sehr wohl neutralisieren.",
     "condition"),
    # "even after" is a concession (« aunque »)
    ("es", "The counters are put on the creature, not on Primal Cocoon. They’ll stay on the creature "
     "even after Primal Cocoon is sacrificed or otherwise stops enchanting that creature.",
     "Los contadores se ponen sobre la criatura, no sobre la Crisálida primordial, y seguirán sobre "
     "ella aunque la Crisálida primordial sea sacrificada o deje de encantarla por cualquier otro "
     "motivo.",
     "Los contadores se ponen sobre la criatura, no sobre la Crisálida primordial, y seguirán sobre "
     "ella solo si la Crisálida primordial es sacrificada o deja de encantarla por cualquier otro "
     "motivo.",
     "condition"),
    # « que tienes en la mano » says "your hand"
    ("es", "Once Warped Physique resolves, the effect won’t change if the number of cards in your "
     "hand changes.",
     "Una vez que el Físico deformado se ha resuelto, aunque varíe la cantidad de cartas que tienes "
     "en la mano, el efecto no cambia.",
     "Una vez que el Físico deformado se ha resuelto, aunque varíe la cantidad de cartas en la mano "
     "de un oponente, el efecto no cambia.",
     "possessor"),
    # "must X, or you can't Y" is "Y only if X"
    ("es", "If you put an Aura card onto the battlefield this way, you choose what it enchants as it "
     "enters the battlefield. You must be able to choose a legal player or permanent or you "
     "can’t put the Aura onto the battlefield.",
     "Si de esta manera pones una carta de Aura en el campo de batalla, eliges qué va a encantar en "
     "cuanto entra al campo de batalla. Solo puedes ponerla en el campo de batalla si puedes elegir "
     "un jugador o permanente legal para ella.",
     "Si de esta manera pones una carta de Aura en el campo de batalla, eliges qué va a encantar en "
     "cuanto entra al campo de batalla. Puedes ponerla en el campo de batalla si puedes elegir un "
     "jugador o permanente legal para ella.",
     "negation"),
    # "your opponent instead of you": « votre » before « adversaire » is the opponent's
    ("fr", "The second ability behaves the same way, except that it’s checking your opponent instead "
     "of you.",
     "La seconde capacité fonctionne de la même manière, à ceci près que c'est la main de votre "
     "adversaire qui est vérifiée, et non la vôtre.",
     "La seconde capacité fonctionne de la même manière, à ceci près que c'est votre main qui est "
     "vérifiée, et non celle de votre adversaire.",
     "condition"),
    # "the opposing team" names an opponent
    ("fr", "If you control Platinum Angel in a Two-Headed Giant game, your team can’t lose the game "
     "and the opposing team can’t win the game.",
     "Dans une partie de Troll à deux têtes, si vous contrôlez l'Ange de platine, votre équipe ne "
     "peut pas perdre la partie et l'équipe adverse ne peut pas la gagner.",
     "Dans une partie de Troll à deux têtes, si vous contrôlez l'Ange de platine, votre équipe ne "
     "peut pas perdre la partie et votre équipe ne peut pas la gagner.",
     "possessor"),
    # a sentence joined by a semicolon, found by the negation its neighbour's side says
    ("de", "If the ability is modal (that is, it says “Choose one —” or the like), the copy will have "
     "the same mode. You can’t choose a different one.",
     "Ist die Fähigkeit modal (steht dort also „Bestimme eines —“ oder Ähnliches), hat die Kopie "
     "denselben Modus; einen anderen kannst du nicht wählen.",
     "Ist die Fähigkeit modal (steht dort also „Bestimme eines —“ oder Ähnliches), hat die Kopie "
     "denselben Modus.",
     "omission"),
    # « bleiben … liegen » says "no … are removed"; « irgendein » is "some" (one)
    ("de", "If the land is tapped by some external effect, no counters are removed from it.",
     "Tappt irgendein äußerer Effekt das Land, bleiben alle Marken darauf liegen.",
     "Tappt irgendein äußerer Effekt das Land, werden alle Marken davon entfernt.",
     "negation"),
    # « bleibt … bestehen » says "will not end"
    ("de", "If the ability resolves, then the creature gains flying later, Ice Floe’s effect will not "
     "end.",
     "Erhält die Kreatur erst nach dem Verrechnen der Fähigkeit Flugfähigkeit, bleibt der Effekt der "
     "Eisscholle bestehen.",
     "Erhält die Kreatur erst nach dem Verrechnen der Fähigkeit Flugfähigkeit, endet der Effekt der "
     "Eisscholle.",
     "negation"),
])
def test_idioms_of_the_dev_sets_26(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-sixth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # a negation said by a privative the translation has (« différents » for "not the same")
    ("fr", "The creatures don’t have to be attacking the same player or planeswalker.",
     "Les créatures peuvent très bien attaquer des joueurs ou des planeswalkers différents.",
     "Les créatures doivent attaquer le même joueur ou planeswalker.",
     "modality"),
    # "does nothing but X" is "only X" (« se contente de »), no negation
    ("fr", "This enchantment does nothing but add increasing amounts of mana to your mana pool during "
     "your upkeep.",
     "Cet enchantement se contente d'ajouter à votre réserve de mana une quantité croissante de "
     "mana pendant votre entretien.",
     "Cet enchantement n'ajoute pas de quantité croissante de mana à votre réserve de mana "
     "pendant votre entretien.",
     "negation"),
    # « N'oubliez pas » says "Remember": its negation bears on a word of its own
    ("fr", "Remember that you tap the creature as part of the cost.",
     "N'oubliez pas que vous engagez la créature dans le cadre du coût.",
     "N'oubliez pas que vous n'engagez pas la créature dans le cadre du coût.",
     "negation"),
    # an alternative in a parenthesis of the translation's own counts
    ("fr", "If a spell or ability an opponent controls targets only you or only one permanent you "
     "control, but it targets you or that permanent multiple times, Unsettled Mariner’s ability "
     "triggers only once.",
     "Un sort ou une capacité qu'un adversaire contrôle et qui ne cible que vous, ou qu'un seul "
     "permanent que vous contrôlez, ne déclenche la capacité du Marin instable qu'une seule "
     "fois, même s'il vous cible (ou cible ce permanent) à plusieurs reprises.",
     "Un sort ou une capacité qu'un adversaire contrôle et qui ne cible que vous et qu'un seul "
     "permanent que vous contrôlez ne déclenche la capacité du Marin instable qu'une seule fois, "
     "même s'il vous cible (et cible ce permanent) à plusieurs reprises.",
     "condition"),
    # "no cards left" is none remaining (« keine Karten mehr »)
    ("de", "If there are no cards left, you can still use the ability to turn a draw into a “do "
     "nothing”.",
     "Auch wenn keine Karten mehr übrig sind, kannst du die Fähigkeit einsetzen, um das Ziehen "
     "einer Karte in ein „Nichts tun“ zu verwandeln.",
     "Auch wenn noch Karten übrig sind, kannst du die Fähigkeit einsetzen, um das Ziehen einer "
     "Karte in ein „Nichts tun“ zu verwandeln.",
     "negation"),
    # a privative in a card's name (« Zeitlose ») says nothing
    ("de", "Once it stops being a Wall, it can attack because it also loses Defender.",
     "Da der Zeitlose Wachposten zusätzlich Verteidiger verliert, kann er angreifen, sobald er "
     "keine Mauer mehr ist.",
     "Da der Zeitlose Wachposten zusätzlich Verteidiger verliert, kann er nicht angreifen, "
     "sobald er keine Mauer mehr ist.",
     "negation"),
    # « gehören » after a plural dative says the owner
    ("de", "Retrieves all artifacts owned by the target player regardless of who controls them. "
     "Ignores artifacts owned by other players even if target player has control of them.",
     "Hurkyls Erinnerung bringt alle Artefakte zurück, die der als Ziel gewählte Spieler "
     "besitzt, egal wer sie kontrolliert. Artefakte, die anderen Spielern gehören, werden "
     "ignoriert, selbst wenn der gewählte Spieler sie kontrolliert.",
     "Hurkyls Erinnerung bringt alle Artefakte zurück, die der als Ziel gewählte Spieler "
     "kontrolliert. Artefakte, die andere Spieler kontrollieren, werden ignoriert, selbst wenn "
     "der gewählte Spieler sie kontrolliert.",
     "possessor"),
    # "3rd" is an ordinal, as « dritte » is
    ("de", "There is currently no way to prove that it was the card you drew except to get a judge or "
     "3rd party involved.",
     "Dass es sich um die gezogene Karte handelt, lässt sich derzeit nur beweisen, indem du "
     "einen Judge oder eine dritte Person hinzuziehst.",
     "Dass es sich um die gezogene Karte handelt, lässt sich derzeit nur beweisen, indem du "
     "einen Judge oder eine vierte Person hinzuziehst.",
     "numbers"),
    # « antes de que nadie » is "before anyone", no negation
    ("es", "This effect triggers when the spell is announced and prior to allowing responses to it.",
     "Este efecto se dispara en cuanto se anuncia el hechizo, antes de que nadie pueda responder "
     "a él.",
     "Este efecto no se dispara en cuanto se anuncia el hechizo, antes de que nadie pueda "
     "responder a él.",
     "negation"),
    # « contrairement à » says "but no other"; « pas même » goes on with the negation
    ("fr", "If the targeted creature survives the damage, it can attack this turn, but no other "
     "creatures can. If the targeted creature is destroyed, no creatures can attack this turn, "
     "including creatures that enter the battlefield later on.",
     "Une créature ciblée qui survit aux blessures peut attaquer ce tour-ci, contrairement à "
     "toutes les autres créatures. Si elle est détruite, aucune créature ne peut attaquer ce "
     "tour-ci, pas même celles qui arrivent plus tard sur le champ de bataille.",
     "Une créature ciblée qui survit aux blessures peut attaquer ce tour-ci, comme toutes les "
     "autres créatures. Si elle est détruite, aucune créature ne peut attaquer ce tour-ci, pas "
     "même celles qui arrivent plus tard sur le champ de bataille.",
     "negation"),
    # "empty" said by a negation (« n'a aucune carte »)
    ("fr", "You may activate Chandra’s second ability even if your hand is empty. As it resolves, a "
     "player whose hand is empty simply draws three cards.",
     "Même avec une main vide, vous pouvez activer la deuxième capacité de Chandra. Lors de sa "
     "résolution, un joueur qui n'a aucune carte en main pioche simplement trois cartes.",
     "Même avec une main vide, vous pouvez activer la deuxième capacité de Chandra. Lors de sa "
     "résolution, un joueur qui n'a aucune carte en main ne pioche pas trois cartes.",
     "negation"),
    # « ne vous empêche pas » says "may" where the English's privative is another word
    ("fr", "You may activate the ability even if your hand is empty.",
     "Une main vide ne vous empêche pas d'activer la capacité.",
     "Vous ne pouvez pas activer la capacité si votre main est vide.",
     "negation"),
    # a clause whose words the rest of its sentence says as often is dropped
    ("de", "If you can’t, you lose 7 life, regardless of whether the second Demon is still on the "
     "battlefield at this time.",
     "Geht das nicht, verlierst du 7 Lebenspunkte, unabhängig davon, ob der zweite Dämon zu "
     "diesem Zeitpunkt noch im Spiel ist.",
     "Geht das nicht, verlierst du 7 Lebenspunkte.",
     "omission"),
    # the same, in the ruling's whole sentence
    ("de", "If you can’t (because the first Demon has somehow left the battlefield and you control no "
     "other creatures), you lose 7 life, regardless of whether the second Demon is still on the "
     "battlefield at this time.",
     "Geht das nicht (weil der erste Dämon irgendwie das Spiel verlassen hat und du keine "
     "anderen Kreaturen kontrollierst), verlierst du 7 Lebenspunkte, unabhängig davon, ob der "
     "zweite Dämon zu diesem Zeitpunkt noch im Spiel ist.",
     "Geht das nicht (weil der erste Dämon irgendwie das Spiel verlassen hat und du keine "
     "anderen Kreaturen kontrollierst), verlierst du 7 Lebenspunkte.",
     "omission"),
    # a part a semicolon closes that says nothing of the English
    ("de", "This spell causes the player to lose or gain enough life to change to the new life total.",
     "Um auf den neuen Lebenspunktestand zu kommen, verliert der Spieler durch diesen "
     "Zauberspruch entsprechend viele Lebenspunkte oder erhält sie dazu.",
     "Um auf den neuen Lebenspunktestand zu kommen, verliert der Spieler durch diesen "
     "Zauberspruch entsprechend viele Lebenspunkte oder erhält sie dazu; Effekte, die das "
     "verhindern würden, werden dabei ignoriert.",
     "addition"),
])
def test_idioms_of_the_dev_sets_27(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-seventh development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # a restriction's clause too short to weigh, dropped with its negation
    ("de", "This can be used on instant or sorcery spells on the stack, but not on abilities.",
     "Dies kann auf Spontanzauber oder Hexereien angewendet werden, die sich auf dem Stapel "
     "befinden, nicht aber auf Fähigkeiten.",
     "Dies kann auf Spontanzauber oder Hexereien angewendet werden, die sich auf dem Stapel "
     "befinden.",
     "negation"),
    # « nach der Anzahl » is "according to the number": the draw said after « bevor » is turned
    ("de", "Use the number of cards in your hand after you draw the card to determine how much damage "
     "Master the Way deals to the target permanent or player. (Remember that Master the Way is "
     "not in your hand; it’s on the stack.)",
     "Wie viel Schaden Den Weg meistern der als Ziel gewählten bleibenden Karte oder dem Spieler "
     "zufügt, richtet sich nach der Anzahl der Karten auf deiner Hand, nachdem du die Karte "
     "gezogen hast. (Denk daran, dass Den Weg meistern nicht auf deiner Hand ist, sondern auf "
     "dem Stapel liegt.)",
     "Wie viel Schaden Den Weg meistern der als Ziel gewählten bleibenden Karte oder dem Spieler "
     "zufügt, richtet sich nach der Anzahl der Karten auf deiner Hand, bevor du die Karte "
     "ziehst. (Denk daran, dass Den Weg meistern nicht auf deiner Hand ist, sondern auf dem "
     "Stapel liegt.)",
     "condition"),
    # the verb a negation frames (« ne mélangez pas pour autant ») is a word it bears on
    ("fr", "If Barishi isn’t in your graveyard by the time the ability resolves, you still shuffle all "
     "creature cards from your graveyard into your library.",
     "Si Barishi n'est pas dans votre cimetière au moment où la capacité se résout, vous "
     "mélangez quand même toutes les cartes de créature de votre cimetière dans votre "
     "bibliothèque.",
     "Si Barishi n'est pas dans votre cimetière au moment où la capacité se résout, vous ne "
     "mélangez pas pour autant les cartes de créature de votre cimetière dans votre "
     "bibliothèque.",
     "negation"),
    # a subtype's later mention said by another noun of its stem, wherever it stands
    ("es", "Blastfire Bolt can target any creature, not just one with Equipment attached to it. The "
     "damage will be dealt to the creature even if it doesn’t have any Equipment attached to it.",
     "El Rayo ígneo explosivo puede hacer objetivo a cualquier criatura, no solo a una que tenga "
     "equipos anexados. Aunque no tenga ningún equipo anexado, el daño se le hará igualmente.",
     "El Rayo ígneo explosivo puede hacer objetivo a cualquier criatura, no solo a una que tenga "
     "equipos anexados. Aunque no tenga ningún equipamiento anexado, el daño se le hará "
     "igualmente.",
     "term-missing"),
    # « pas forcément » (not necessarily) obliges to nothing
    ("fr", "You choose which lands to untap as the spell resolves. They aren’t targeted, and they "
     "don’t have to be lands that you control.",
     "C'est pendant la résolution du sort que vous choisissez les terrains à dégager. Ils ne "
     "sont pas ciblés et ne doivent pas forcément être sous votre contrôle.",
     "C'est pendant la résolution du sort que vous choisissez les terrains à dégager. Ils ne "
     "sont pas ciblés et ne doivent pas être sous votre contrôle.",
     "modality"),
    # « kontrollierst weiterhin du »: words between the verb and its subject
    ("de", "You control Bound by Moonsilver even while it enchants an opponent’s creature. Only you "
     "can activate its last ability.",
     "Auch wenn Gebunden durch Mondsilber eine Kreatur eines Gegners verzaubert, kontrollierst "
     "weiterhin du die Aura. Ihre letzte Fähigkeit kannst nur du aktivieren.",
     "Auch wenn Gebunden durch Mondsilber eine Kreatur eines Gegners verzaubert, kontrolliert "
     "weiterhin dein Gegner die Aura. Ihre letzte Fähigkeit kannst nur du aktivieren.",
     "possessor"),
    # a reflexive after its « du » is the same person
    ("de", "If Souls of the Faultless is dealt combat damage in a Two-Headed Giant game, you may "
     "choose either member of the attacking team as the player who will lose life.",
     "Wird den Seelen der Untadeligen in einer Partie Zweiköpfiger Riese Kampfschaden zugefügt, "
     "kannst du dir aussuchen, welches Mitglied des angreifenden Teams die Lebenspunkte "
     "verliert.",
     "Wird den Seelen der Untadeligen in einer Partie Zweiköpfiger Riese Kampfschaden zugefügt, "
     "kannst du dir ein Mitglied des angreifenden Teams aussuchen, und du verlierst die "
     "Lebenspunkte.",
     "possessor"),
    # « mit Ausnahme » opens a restriction
    ("de", "Suppression Bonds can enchant any nonland permanent, not just a creature.",
     "Die Unterdrückenden Fesseln können nicht nur eine Kreatur verzaubern, sondern jede "
     "bleibende Karte, die kein Land ist.",
     "Die Unterdrückenden Fesseln können nicht nur eine Kreatur verzaubern, sondern jede "
     "bleibende Karte, die kein Land ist – mit Ausnahme von Planeswalkern.",
     "addition"),
    # "a spell that counters spells": two plurals in a row make the first a verb
    ("es", "A spell or ability that counters spells can still target Fry. When that spell or ability "
     "resolves, Fry won’t be countered, but any additional effects of that spell or ability will "
     "still happen.",
     "Freír puede ser objetivo de un hechizo o habilidad que contrarreste hechizos. Cuando ese "
     "hechizo o habilidad se resuelve, Freír no es contrarrestado, pero cualquier efecto "
     "adicional de ese hechizo o habilidad se aplica igualmente.",
     "Freír puede ser objetivo de un hechizo o habilidad que anule hechizos. Cuando ese hechizo "
     "o habilidad se resuelve, Freír no es anulado, pero cualquier efecto adicional de ese "
     "hechizo o habilidad se aplica igualmente.",
     "term-missing"),
    # a prefix negates the word the English negation bears on (« inexistentes »)
    ("es", "While the spell is on the stack, treat it as though its only text is the chosen mode. The "
     "other two modes are treated as though they don’t exist. You don’t choose targets for those "
     "modes.",
     "Mientras el hechizo está en la pila, se trata como si su único texto fuera el modo "
     "elegido, y los otros dos modos se consideran inexistentes. Para esos modos no eliges "
     "objetivos.",
     "Mientras el hechizo está en la pila, se trata como si su único texto fuera el modo "
     "elegido, y los otros dos modos se consideran activos. Para esos modos no eliges objetivos.",
     "negation"),
    # the same in German (« ungetappt »)
    ("de", "Whether or not it is tapped is checked at the beginning of upkeep. If it is not tapped, "
     "the ability does not trigger. It also checks during resolution and you only get a counter "
     "if it is still tapped then.",
     "Zu Beginn des Versorgungssegments wird geprüft, ob das Land getappt ist; ist es ungetappt, "
     "löst die Fähigkeit nicht aus. Beim Verrechnen wird erneut geprüft, und nur wenn das Land "
     "dann immer noch getappt ist, bekommst du eine Marke.",
     "Zu Beginn des Versorgungssegments wird geprüft, ob das Land getappt ist; ist es getappt, "
     "löst die Fähigkeit nicht aus. Beim Verrechnen wird erneut geprüft, und nur wenn das Land "
     "dann immer noch getappt ist, bekommst du eine Marke.",
     "negation"),
    # "until X" said "only after X" is a flip
    ("fr", "If Palladia-Mors leaves the battlefield and returns, it’s considered a new object, even if "
     "it’s represented by the same card. It has hexproof again until it deals damage.",
     "Si Palladia-Mors quitte le champ de bataille puis y revient, elle est considérée comme un "
     "nouvel objet, même si c'est la même carte qui la représente. Elle a de nouveau la défense "
     "talismanique jusqu'à ce qu'elle inflige des blessures.",
     "Si Palladia-Mors quitte le champ de bataille puis y revient, elle est considérée comme un "
     "nouvel objet, même si c'est la même carte qui la représente. Elle ne retrouve la défense "
     "talismanique qu'après avoir infligé des blessures.",
     "condition"),
    # "doesn't necessarily mean it must" obliges to nothing, as « pas forcément »
    ("fr", "This doesn’t necessarily mean it must have been sacrificed due to vanishing; it could have "
     "been put into the graveyard some other way.",
     "Il n'a pas forcément été sacrifié à cause de la disparition : il a pu être mis au "
     "cimetière d'une autre manière.",
     "Il a forcément été sacrifié à cause de la disparition : il a pu être mis au cimetière "
     "d'une autre manière.",
     "negation"),
    # « hört … auf » apart negates of its own, as « aufhören »
    ("de", "Untapping an attacking creature doesn’t cause it to stop attacking or remove it from "
     "combat.",
     "Wird eine angreifende Kreatur enttappt, hört sie dadurch weder auf anzugreifen, noch wird "
     "sie aus dem Kampf entfernt.",
     "Wird eine angreifende Kreatur enttappt, hört sie dadurch auf anzugreifen und wird aus dem "
     "Kampf entfernt.",
     "negation"),
])
def test_idioms_of_the_dev_sets_28(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-eighth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


def test_a_contrast_of_persons_turned_round_is_found():
    """"You get X, not the owner" said « C'est le propriétaire … qui obtient X, et non
    vous »: "you", which no content word names, stands on the other side of the denial."""
    ctx = _context("fr")
    en = "You get the Spirit token, not the owner of the target card."
    right = "C'est vous qui obtenez le jeton Esprit, et non le propriétaire de la carte ciblée."
    wrong = "C'est le propriétaire de la carte ciblée qui obtient le jeton Esprit, et non vous."
    assert [f for f in findings_for(ctx, en, right) if f.severity.value == "major"] == []
    assert {f.check_id for f in findings_for(ctx, en, wrong)
            if f.severity.value == "major"} == {"condition"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # « hors du champ de bataille » says "when not on the battlefield"
    ("fr", "Deicide looks at the card in exile, not the permanent that was exiled, to "
     "determine if it is a God. For each of the Gods in the Theros block, it won’t "
     "matter what your devotion to its color(s) was. The card is a God card when not "
     "on the battlefield.",
     "Pour déterminer s'il s'agit d'un dieu, Théobole prend en compte la carte en exil "
     "et non le permanent qui a été exilé. Pour chacun des dieux du bloc Theros, votre "
     "dévotion à sa ou ses couleurs n'a aucune importance : hors du champ de bataille, "
     "la carte est une carte de dieu.",
     "Pour déterminer s'il s'agit d'un dieu, Théobole prend en compte la carte en exil "
     "et non le permanent qui a été exilé. Pour chacun des dieux du bloc Theros, votre "
     "dévotion à sa ou ses couleurs n'a aucune importance : sur le champ de bataille, "
     "la carte est une carte de dieu.",
     "negation"),
    # "cares only that" said « tout ce qui compte, c'est que »
    ("fr", "Raid abilities care only that you attacked with a creature. It doesn’t matter "
     "how many creatures you attacked with, or which opponent or planeswalker "
     "controlled by an opponent those creatures attacked.",
     "Tout ce qui compte pour les capacités de saccage, c'est que vous ayez attaqué "
     "avec une créature. Le nombre de créatures avec lesquelles vous avez attaqué n'a "
     "aucune importance, pas plus que l'adversaire ou le planeswalker contrôlé par un "
     "adversaire que ces créatures ont attaqué.",
     "Pour les capacités de saccage, il compte que vous ayez attaqué avec une "
     "créature. Le nombre de créatures avec lesquelles vous avez attaqué n'a aucune "
     "importance, pas plus que l'adversaire ou le planeswalker contrôlé par un "
     "adversaire que ces créatures ont attaqué.",
     "quantifier"),
    # "you'll retain control" says "you control" (« seguirá bajo tu control »)
    ("es", "If you choose to not exile a permanent with the second ability, you’ll retain "
     "control of Act of Authority.",
     "Si decides no exiliar ningún permanente con la segunda habilidad, el Acto de "
     "autoridad seguirá bajo tu control.",
     "Si decides no exiliar ningún permanente con la segunda habilidad, el Acto de "
     "autoridad seguirá bajo el control de un oponente.",
     "possessor"),
    # "you get to put" is a permission
    ("fr", "If your Fold into Aether counters a spell you control, you get to put a creature "
     "card from your hand onto the battlefield.",
     "Quand c'est un sort que vous contrôlez que votre Repli dans l'Aether "
     "contrecarre, c'est vous qui pouvez mettre une carte de créature de votre main "
     "sur le champ de bataille.",
     "Quand c'est un sort que vous contrôlez que votre Repli dans l'Aether "
     "contrecarre, c'est vous qui devez mettre une carte de créature de votre main sur "
     "le champ de bataille.",
     "modality"),
    # "your graveyard" given another player (« den Friedhof dieses Spielers »)
    ("de", "Psychic Spiral won’t be shuffled into your library. It will be put into your "
     "graveyard after you follow its instructions.",
     "Die Psychische Spirale selbst wird nicht in deine Bibliothek gemischt. Erst "
     "nachdem du ihre Anweisungen befolgt hast, kommt sie auf deinen Friedhof.",
     "Die Psychische Spirale selbst wird nicht in deine Bibliothek gemischt. Erst "
     "nachdem du ihre Anweisungen befolgt hast, kommt sie auf den Friedhof dieses "
     "Spielers.",
     "possessor"),
    # the same in Spanish (« el cementerio de ese jugador »)
    ("es", "If you cast it this way, put it into your graveyard as it resolves.",
     "Si lo lanzas de esta manera, ponlo en tu cementerio mientras se resuelve.",
     "Si lo lanzas de esta manera, ponlo en el cementerio de ese jugador mientras se "
     "resuelve.",
     "possessor"),
    # « bloqueuse » is a form of « bloqueur »: the list's second item is said
    ("fr", "Creatures with bribery counters on them can’t be declared as attackers or "
     "blockers.",
     "Une créature avec un marqueur « pot-de-vin » ne peut pas être déclarée comme "
     "attaquante ni comme bloqueuse.",
     "Une créature avec un marqueur « pot-de-vin » ne peut pas être déclarée comme "
     "attaquante.",
     "omission"),
])
def test_idioms_of_the_dev_sets_29(lang, en, right, wrong, check):
    """Faithful wordings of the twenty-ninth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "said"), [
    # "are redundant" said « n'en tire aucun bénéfice »: a word that negates of its own
    ("fr", "Multiple instances of lifelink on the same creature are redundant.",
     "Une créature qui a plusieurs instances du lien de vie n'en tire aucun bénéfice "
     "supplémentaire."),
    # « nicht mehr … bzw. nicht mehr »: one negation repeated over a pair; the period of
    # « bzw. » ends no sentence
    ("de", "If the player or creature that was targeted is no longer playing or on the "
     "battlefield when the damage would occur, the damage isn’t redirected.",
     "Falls der Spieler oder die Kreatur, der bzw. die als Ziel gewählt wurde, nicht mehr an "
     "der Partie teilnimmt bzw. nicht mehr im Spiel ist, wenn der Schaden zugefügt würde, "
     "wird der Schaden nicht umgeleitet."),
    # "the dash on the type line" is no keyword dash
    ("de", "Examples of creature types include Sliver, Goblin, and Soldier. Creature types "
     "appear after the dash on the type line of creatures.",
     "Beispiele für Kreaturentypen sind Remasuri, Goblin und Soldat. Kreaturentypen stehen "
     "in der Typzeile von Kreaturen nach dem Gedankenstrich."),
    # « de telle sorte » holds no « sort » (spell), and « qui » repeats the ability
    ("fr", "If the creature type of a Sliver changes so it’s no longer a Sliver, it will no "
     "longer be affected by its own ability. Its ability will continue to affect other "
     "Sliver creatures.",
     "Un slivoïde dont le type de créature change de telle sorte qu'il n'est plus un "
     "slivoïde cesse d'être affecté par sa propre capacité, qui continue en revanche "
     "d'affecter les autres créatures Slivoïde."),
    # "not multiple" beside « una sola vez »: the translation keeps its own « no »
    ("es", "If a single source does damage to multiple targets at once, Justice will add up "
     "all the damage done and deal damage to the source’s controller at one time (not "
     "multiple separate damagings).",
     "Si una misma fuente hace daño a varios objetivos a la vez, la Justicia suma todo el "
     "daño hecho y se lo hace al controlador de esa fuente de una sola vez (y no en varias "
     "veces por separado)."),
    # « tout ou rien » (all or nothing) is no negation
    ("fr", "You either get zero mana or all the mana. You can’t choose an amount in between.",
     "C'est tout ou rien : soit vous n'obtenez aucun mana, soit vous obtenez la totalité du "
     "mana, sans pouvoir choisir une quantité intermédiaire."),
    # « Rien n'interdit » (nothing forbids) is "it is legal"; « zéro » says one "zero" of
    # two, « n'avoir aucune » the other; "either or both" says no "both"
    ("fr", "It is perfectly legal for either or both players to have zero creatures. They "
     "give control of all their zero creatures as instructed.",
     "Rien n'interdit à l'un des deux joueurs, voire aux deux, de n'avoir aucune créature : "
     "ils donnent alors, comme indiqué, le contrôle de la totalité de leurs zéro créature."),
    # "one or fewer" said « una o ninguna », beside "two or more" said « dos o más »
    ("es", "If an opponent has one or fewer cards in hand as Davriel’s first ability "
     "triggers but has two or more cards in hand as that ability resolves, Davriel doesn’t "
     "deal damage to them.",
     "Puede que un oponente tenga una carta o ninguna en la mano cuando se dispara la "
     "primera habilidad de Davriel, pero dos o más cuando esa habilidad se resuelve; en ese "
     "caso, Davriel no le hace daño."),
    # "down to nothing" said « réduire à zéro »
    ("fr", "Training Grounds can reduce the part of an activation cost represented by generic "
     "mana symbols down to nothing, as long as it still costs at least one mana.",
     "Les Terrains d'entraînement peuvent réduire à zéro la partie d'un coût d'activation "
     "représentée par des symboles de mana générique, du moment que ce coût reste d'au "
     "moins un mana."),
])
def test_faithful_wordings_of_the_dev_sets_29_are_not_flagged(lang, en, said):
    """Faithful wordings of the twenty-ninth development sets that were flagged: no major
    finding of any check."""
    assert [(f.check_id, f.message) for f in findings_for(_context(lang), en, said)
            if f.severity.value == "major"] == []


def test_german_unless_stays_inside_its_condition():
    """« Falls …, nicht » over a relative clause is "unless" (« falls … nicht »); the
    « nicht » of the main clause after the condition's comma, its finite verb first
    (« wenn der Schaden zugefügt würde, wird der Schaden nicht umgeleitet »), is not."""
    from pipeline.lang import get_pack

    unless = get_pack("de").cue_patterns["unless"]
    assert [m.group() for m in unless.finditer(
        "Falls die Kreatur, die als Ziel gewählt wurde, nicht mehr im Spiel ist")] == [
        "Falls die Kreatur, die als Ziel gewählt wurde, nicht"]
    assert unless.findall("Wenn der Schaden zugefügt würde, wird der Schaden nicht "
                          "umgeleitet.") == []


def test_a_negation_carried_over_by_the_same_applies_is_said():
    """"X also won't gain trample" said « Das gilt auch für X » after a sentence that says
    « keinen Trampelschaden »: the phrase says that negation again. After a sentence with
    no negation of its own it says none: the English's is dropped."""
    ctx = _context("de")
    en = ("Creatures that come under your control later in the turn {} trample. Lands you "
          "control that aren’t creatures also won’t gain trample.")
    said = ("Kreaturen, die später im Zug unter deine Kontrolle kommen, verursachen {}"
            "Trampelschaden. Das gilt auch für Länder unter deiner Kontrolle, die keine "
            "Kreaturen sind.")
    assert _cue_findings(ctx, en.format("won’t have"), said.format("keinen "), "negation") == set()
    assert "major" in _cue_findings(ctx, en.format("have"), said.format(""), "negation")


def test_one_or_none_says_one_or_fewer_and_one_or_more_does_not():
    """« una carta o ninguna » says "one or fewer cards" (at most one); « una carta o más »
    turns it round."""
    ctx = _context("es")
    en = "If an opponent has one or fewer cards in hand, Davriel deals damage to them."
    assert _cue_findings(ctx, en, "Si un oponente tiene una carta o ninguna en la mano, "
                         "Davriel le hace daño.", "quantifier") == set()
    assert "major" in _cue_findings(ctx, en, "Si un oponente tiene una carta o más en la "
                                    "mano, Davriel le hace daño.", "quantifier")


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "once each time you scry": the "each time" is the conjunction's, "once" a single time
    ("de", "Knowledge and Power’s ability triggers only once each time you scry, no matter "
     "how many cards you look at.",
     "Jedes Mal, wenn du Hellsicht anwendest, wird die Fähigkeit von Wissen und Macht nur "
     "einmal ausgelöst – ganz gleich, wie viele Karten du dir dabei anschaust.",
     "Jedes Mal, wenn du Hellsicht anwendest, wird die Fähigkeit von Wissen und Macht für "
     "jede Karte, die du dir anschaust, einmal ausgelöst.",
     "quantifier"),
    # "can't … if any of": the "any" is the condition's, one of them
    ("fr", "You can’t redistribute the damage if any of the target creatures becomes illegal "
     "before the spell resolves.",
     "Si l'une des créatures ciblées devient illégale avant la résolution du sort, vous ne "
     "pouvez pas répartir les blessures autrement.",
     "Si l'une des créatures ciblées devient illégale avant la résolution du sort, vous "
     "pouvez répartir les blessures autrement.",
     "negation"),
    # "the top ten cards" said « las diez primeras cartas »; « las diez últimas » flips it
    ("es", "If the top ten cards of your library don’t contain all ten color pairs, you "
     "choose as many cards as you can and put those cards into your hand.",
     "Cuando entre las diez primeras cartas de tu biblioteca no estén representados los "
     "diez pares de colores, eliges tantas cartas como puedas y las pones en tu mano.",
     "Cuando entre las diez últimas cartas de tu biblioteca no estén representados los "
     "diez pares de colores, eliges tantas cartas como puedas y las pones en tu mano.",
     "condition"),
    # "can't be blocked by" said in the active voice (« no pueden bloquearlo »)
    ("es", "Soldier of the Pantheon can’t be blocked by multicolored creatures.",
     "Las criaturas multicolores no pueden bloquear al Soldado del panteón.",
     "Las criaturas multicolores pueden bloquear al Soldado del panteón.",
     "negation"),
    # "A resolves before B" said "B resolves after it" (« après celle-ci »)
    ("fr", "The ability will resolve before the instant or sorcery spell that caused it to "
     "trigger.",
     "Le sort d'éphémère ou de rituel qui a déclenché la capacité se résout après celle-ci.",
     "La capacité se résout après le sort d'éphémère ou de rituel qui l'a déclenchée.",
     "condition"),
    # a hedge kept (« höchstwahrscheinlich »), and dropped
    ("de", "A creature with skulk and 0 or less power most likely won’t be blocked.",
     "Eine Kreatur mit Schleichen und einer Stärke von 0 oder weniger wird "
     "höchstwahrscheinlich nicht geblockt.",
     "Eine Kreatur mit Schleichen und einer Stärke von 0 oder weniger kann nicht geblockt "
     "werden.",
     "modality"),
])
def test_idioms_of_the_dev_sets_30(lang, en, right, wrong, check):
    """Faithful wordings of the thirtieth development sets no longer flagged, and an
    error of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "said"), [
    # "the opponent" said again by « er », beside the "you" both sides say
    ("de", "If the opponent has one card in hand, that player will discard that card and "
     "you will draw two cards. If the opponent has no cards in hand, you will draw two cards.",
     "Hat der Gegner nur eine Karte auf der Hand, wirft er diese ab, und du ziehst zwei "
     "Karten. Hat er keine Karten auf der Hand, ziehst du ebenfalls zwei Karten."),
    # a format's name after "formats," is kept as it is
    ("es", "In multiplayer formats, including Commander, only a creature controlled by the "
     "defending player can be chosen as the target.",
     "En los formatos multijugador, incluido Commander, solo puedes elegir como objetivo "
     "una criatura controlada por el jugador defensor."),
    # a keyword's official rendering says it in a clause the lexicon cannot read
    # (« Schleichen spielt … eine Rolle »)
    ("de", "Skulk matters only as blockers are chosen. Modifying either creature’s power "
     "after blockers are chosen won’t cause the attacking creature to become unblocked.",
     "Schleichen spielt nur in dem Moment eine Rolle, in dem die Blocker bestimmt werden. "
     "Wird die Stärke einer der beiden Kreaturen verändert, nachdem die Blocker bestimmt "
     "wurden, wird die angreifende Kreatur dadurch nicht ungeblockt."),
    # « una segunda vez » says "a second time", a clause the lexicon cannot otherwise read
    ("es", "Graceful Reprieve’s effect works only once. If the targeted creature leaves the "
     "battlefield and is then returned to the battlefield, it’s considered to be a new "
     "creature. If that new creature is put into a graveyard, it won’t come back a second "
     "time.",
     "El efecto del Retraso grácil funciona una sola vez. Una criatura objetivo que deja el "
     "campo de batalla y luego regresa a él se considera una criatura nueva; si esa "
     "criatura nueva va a un cementerio, no volverá una segunda vez."),
    # « blanco-azul » says "white-blue": the target tokenizer keeps the hyphenated word
    ("es", "There are ten color pairs in Magic: white-blue, white-black, blue-black, "
     "blue-red, black-red, black-green, red-green, red-white, green-white, and green-blue.",
     "En Magic hay diez pares de colores: blanco-azul, blanco-negro, azul-negro, azul-rojo, "
     "negro-rojo, negro-verde, rojo-verde, rojo-blanco, verde-blanco y verde-azul."),
    # "win the clash" said « ganas el enfrentamiento », the term in another part of speech,
    # and the two conditions turned round
    ("es", "If you win the clash and the targeted enchantment is controlled by an opponent, "
     "it will be destroyed a second time if it’s still on the battlefield.",
     "Si el encantamiento objetivo lo controla un oponente y ganas el enfrentamiento, se "
     "destruirá por segunda vez si sigue en el campo de batalla."),
    # Spanish "remove" binds « remover » before counters only: removing an emblem is
    # « quitar »
    ("es", "Nothing in the game can remove an emblem, simply because no other spell or "
     "ability references them.",
     "Nada en el juego puede quitar un emblema, sencillamente porque ningún otro hechizo o "
     "habilidad hace referencia a ellos."),
    # a hedge answered by a word of how often (« le plus souvent »)
    ("fr", "If the target is legal but not destroyed (most likely because it has "
     "indestructible), you will gain life.",
     "Si la cible est légale mais n'est pas détruite (le plus souvent parce qu'elle a "
     "l'indestructible), vous gagnez bien les points de vie."),
])
def test_faithful_wordings_of_the_dev_sets_30_are_not_flagged(lang, en, said):
    """Faithful wordings of the thirtieth development sets that were flagged: no major
    finding of any check."""
    assert [(f.check_id, f.message) for f in findings_for(_context(lang), en, said)
            if f.severity.value == "major"] == []


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # « au minimum » says "at least"; « au maximum » in its place flips it
    ("fr", "The number of targets must be at least 1 and at most 3. Each target must be "
     "assigned at least 1 damage.",
     "Le nombre de cibles doit être au minimum de 1 et au maximum de 3. Chaque cible doit "
     "se voir attribuer au moins 1 blessure.",
     "Le nombre de cibles doit être au maximum de 1 et au maximum de 3. Chaque cible doit "
     "se voir attribuer au moins 1 blessure.",
     "quantifier"),
    # « im darauffolgenden » says "after that one"
    ("de", "You’ll untap lands you control during your untap step after that one.",
     "Im darauffolgenden Enttappsegment enttappst du die Länder, die du kontrollierst.",
     "Im vorigen Enttappsegment enttappst du die Länder, die du kontrollierst.",
     "condition"),
    # "more than one" said « dos o más » (two or more), the bound after its number
    ("es", "If more than one Thief of Blood enters the battlefield at the same time, you can "
     "apply the replacement effect of any of them.",
     "Si dos o más Ladronas de sangre entran al campo de batalla a la vez, puedes aplicar "
     "el efecto de reemplazo de cualquiera de ellas.",
     "Si tres o más Ladronas de sangre entran al campo de batalla a la vez, puedes aplicar "
     "el efecto de reemplazo de cualquiera de ellas.",
     "numbers"),
    # "can't cast it without a target" said « para lanzarlo necesitas tener »
    ("es", "You can’t cast Resourceful Return without a target creature card in your "
     "graveyard.",
     "Para lanzar el Regreso ingenioso necesitas tener en tu cementerio una carta de "
     "criatura que pueda ser su objetivo.",
     "Puedes lanzar el Regreso ingenioso sin una carta de criatura objetivo en tu "
     "cementerio.",
     "negation"),
    # "must … although you can" said « pouvez … la possibilité de »: the "must" made a
    # permission, the permission said by a noun
    ("fr", "If you are the only player who controls a creature, you must choose one of "
     "those creatures as the target, although you can choose to not deal it damage.",
     "Si vous êtes le seul joueur à contrôler une créature, vous devez choisir l'une de ces "
     "créatures comme cible, tout en ayant la possibilité de ne pas lui infliger de "
     "blessures.",
     "Si vous êtes le seul joueur à contrôler une créature, vous pouvez choisir l'une de "
     "ces créatures comme cible, tout en ayant la possibilité de ne pas lui infliger de "
     "blessures.",
     "modality"),
    # scry kept in English, « regarderez » (look at) elsewhere no rendering of it
    ("fr", "If multiple creatures you control die simultaneously, you’ll scry 1 that many "
     "times. You won’t look at more than one card from your library at once.",
     "Quand plusieurs créatures que vous contrôlez meurent simultanément, vous ferez "
     "regard 1 autant de fois ; à aucun moment vous ne regarderez plus d'une carte de "
     "votre bibliothèque à la fois.",
     "Quand plusieurs créatures que vous contrôlez meurent simultanément, vous ferez scry 1 "
     "autant de fois ; à aucun moment vous ne regarderez plus d'une carte de votre "
     "bibliothèque à la fois.",
     "term-missing"),
    # a term qualifying "ability" said by another word qualifying its rendering
    ("fr", "If Snakeform affects a creature with changeling, the creature will lose its "
     "changeling ability, and will no longer be all creature types.",
     "Une créature avec le changelin affectée par la Forme du serpent perd sa capacité de "
     "changelin et n'a plus tous les types de créature.",
     "Une créature avec le changelin affectée par la Forme du serpent perd sa capacité de "
     "métamorphe et n'a plus tous les types de créature.",
     "term-missing"),
    ("de", "If more than one player discards a card with madness simultaneously, the last "
     "one put onto the stack resolves first, and a spell cast this way will resolve before "
     "resolving the next madness ability.",
     "Werfen mehrere Spieler gleichzeitig eine Karte mit Wahnsinn ab, wird die zuletzt auf "
     "den Stapel gelegte Fähigkeit zuerst verrechnet, und ein auf diese Weise gewirkter "
     "Zauberspruch wird verrechnet, bevor die nächste Wahnsinn-Fähigkeit verrechnet wird.",
     "Werfen mehrere Spieler gleichzeitig eine Karte mit Wahnsinn ab, wird die zuletzt auf "
     "den Stapel gelegte Fähigkeit zuerst verrechnet, und ein auf diese Weise gewirkter "
     "Zauberspruch wird verrechnet, bevor die nächste Irrsinn-Fähigkeit verrechnet wird.",
     "term-missing"),
    # "the two times" counted off by ordinals
    ("de", "No player may take any actions between the two times the player goes through "
     "the process.",
     "Zwischen dem ersten und dem zweiten Durchlauf des Vorgangs durch den Spieler kann "
     "niemand Aktionen durchführen.",
     "Zwischen dem ersten und dem dritten Durchlauf des Vorgangs durch den Spieler kann "
     "niemand Aktionen durchführen.",
     "numbers"),
    # "dies" said by the noun of dying (« nach ihrem Tod », « la muerte »)
    ("de", "If this creature dies but leaves your graveyard before the next end step, it "
     "will remain in its new zone.",
     "Verlässt diese Kreatur nach ihrem Tod deinen Friedhof vor dem nächsten Endsegment, "
     "bleibt sie in ihrer neuen Zone.",
     "Verlässt diese Kreatur nach ihrer Verbannung deinen Friedhof vor dem nächsten "
     "Endsegment, bleibt sie in ihrer neuen Zone.",
     "term-missing"),
    ("es", "An ability that triggers on an event that causes a creature to die doesn’t "
     "trigger twice.",
     "Las habilidades que se disparan con un evento que provoca la muerte de una criatura "
     "no se disparan dos veces.",
     "Las habilidades que se disparan con un evento que provoca la destrucción de una "
     "criatura no se disparan dos veces.",
     "term-missing"),
    # a clause added beside a possessive the lexicon pairs with its noun ("their" with
    # « joueur »)
    ("fr", "They’re not destroyed; they’re just put on the bottom of their owners’ "
     "libraries.",
     "Elles ne sont pas détruites, simplement mises au-dessous de la bibliothèque de leur "
     "propriétaire.",
     "Elles ne sont pas détruites, simplement mises au-dessous de la bibliothèque de leur "
     "propriétaire, et chaque joueur mélange ensuite sa bibliothèque.",
     "addition"),
    # "even for a brief moment" a concession, said « aunque sea »
    ("es", "The ability will trigger if you don’t control an artifact, even for a brief "
     "moment during the resolution of another spell or ability.",
     "Basta con que no controles ningún artefacto, aunque sea durante un breve instante "
     "mientras se resuelve otro hechizo o habilidad, para que la habilidad se dispare.",
     "Basta con que no controles ningún artefacto, aunque sea durante un breve instante "
     "mientras se resuelve otro hechizo o habilidad, para que la habilidad se dispare y "
     "robes una carta por cada oponente.",
     "addition"),
])
def test_idioms_of_the_dev_sets_31(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-first development sets and of earlier ones no
    longer flagged, and errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "after time expires" said « cuando se agota el tiempo »; « antes de que » flips it
    ("es", "An “extra turn” is any turn created by a spell or ability. Notably, it doesn’t "
     "include additional turns taken in tournaments after time expires for a round.",
     "Se considera «turno adicional» cualquier turno creado por un hechizo o habilidad. "
     "Cabe destacar que no incluye los turnos adicionales que se juegan en los torneos "
     "cuando se agota el tiempo de una ronda.",
     "Se considera «turno adicional» cualquier turno creado por un hechizo o habilidad. "
     "Cabe destacar que no incluye los turnos adicionales que se juegan en los torneos "
     "antes de que se agote el tiempo de una ronda.",
     "condition"),
    # "more than once" said « solo una vez »: several times said as once
    ("es", "You can activate Tetzimoc’s activated ability more than once during your turn.",
     "Puedes activar la habilidad activada de Tetzimoc más de una vez durante tu turno.",
     "Puedes activar la habilidad activada de Tetzimoc solo una vez durante tu turno.",
     "quantifier"),
    # "won't cause you to have to pay" obliges to nothing
    ("de", "Causing an opponent to lose the game after you’ve announced that you’re casting "
     "a spell with undaunted and determined its total cost won’t cause you to have to pay "
     "more mana.",
     "Hast du angekündigt, dass du einen Zauberspruch mit Unverzagt wirkst, und seine "
     "Gesamtkosten bestimmt, musst du nicht mehr Mana bezahlen, wenn du danach einen Gegner "
     "die Partie verlieren lässt.",
     "Hast du angekündigt, dass du einen Zauberspruch mit Unverzagt wirkst, und seine "
     "Gesamtkosten bestimmt, musst du mehr Mana bezahlen, wenn du danach einen Gegner die "
     "Partie verlieren lässt.",
     "modality"),
    # a verb of the game in -ing the lookup table lacks ("Untapping") is the term
    ("es", "Untapping an attacking creature doesn’t remove it from combat.",
     "Enderezar una criatura atacante no la remueve del combate.",
     "Desgirar una criatura atacante no la remueve del combate.",
     "terminology"),
])
def test_idioms_of_the_dev_sets_32(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-second development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "said"), [
    # « le cas échéant » says "if any"
    ("fr", "You choose what green creature card to put onto the battlefield, if any, when "
     "the second ability resolves.",
     "C'est au moment où la deuxième capacité se résout que vous choisissez quelle carte de "
     "créature verte mettre sur le champ de bataille, le cas échéant."),
    # "no later than" is « au plus tard », no negation
    ("fr", "The activated ability granted by Fearsome Temper can’t change or undo a block "
     "that’s already happened. For it to have an effect, you must activate it no later than "
     "the declare attackers step.",
     "La capacité activée conférée par le Tempérament effroyable ne peut ni modifier ni "
     "annuler un blocage qui a déjà eu lieu. Pour qu'elle ait un effet, vous devez l'activer "
     "au plus tard pendant l'étape de déclaration des attaquants."),
    # "once X, … before Y" said « entre le moment où X et celui où Y »
    ("fr", "Although players may respond to Ghoultree once it’s been cast, once it’s "
     "announced, they can’t respond before the cost is calculated and paid.",
     "Les joueurs peuvent répondre à l'Arbre-goule une fois qu'il a été lancé, mais pas "
     "entre le moment où il est annoncé et celui où son coût est calculé et payé."),
    # "you do not control" is "you control" negated, as « du nicht kontrollierst »
    ("de", "As always, you can’t sacrifice things you do not control.",
     "Wie immer kannst du nichts opfern, was du nicht kontrollierst."),
])
def test_faithful_wordings_of_the_dev_sets_32_are_not_flagged(lang, en, said):
    """Faithful wordings of the thirty-second development sets that were flagged: no
    major finding of any check."""
    assert [(f.check_id, f.message) for f in findings_for(_context(lang), en, said)
            if f.severity.value == "major"] == []


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "only once per spell" said « une seule fois » with the spell in the singular (« pour
    # ce sort »), « une seule fois ou plusieurs fois » an alternative; in the plural
    # (« pour l'ensemble des sorts ») the single time is for all of them
    ("fr", "Heroic abilities will trigger only once per spell, even if that spell targets "
     "the creature with the heroic ability multiple times.",
     "Qu'un sort cible une seule fois ou plusieurs fois la créature qui a une capacité "
     "héroïque, celle-ci ne se déclenchera qu'une seule fois pour ce sort.",
     "Qu'un sort cible une seule fois ou plusieurs fois la créature qui a une capacité "
     "héroïque, celle-ci ne se déclenchera qu'une seule fois pour l'ensemble des sorts.",
     "quantifier"),
    ("es", "Heroic abilities will trigger only once per spell, even if that spell targets "
     "the creature with the heroic ability multiple times.",
     "Un mismo hechizo solo hará que las habilidades de heroísmo se disparen una vez, "
     "aunque haga objetivo varias veces a la criatura que tiene heroísmo.",
     "Todos los hechizos juntos solo harán que las habilidades de heroísmo se disparen una "
     "vez, aunque hagan objetivo varias veces a la criatura que tiene heroísmo.",
     "quantifier"),
    # a negated clause gone over to the next sentence, its words said in both (« la
    # criatura » twice): the sentences taken as one where they meet
    ("es", "If a renown ability triggers, but the creature leaves the battlefield before that "
     "ability resolves, the creature doesn’t become renowned. Any ability that triggers "
     "“whenever a creature becomes renowned” won’t trigger.",
     "Puede que una habilidad de prestigio se dispare y que la criatura deje el campo de "
     "batalla antes de que dicha habilidad se resuelva. En ese caso, la criatura no gana "
     "prestigio, y no se disparará ninguna habilidad que se dispare «siempre que una "
     "criatura gane prestigio».",
     "Puede que una habilidad de prestigio se dispare y que la criatura deje el campo de "
     "batalla antes de que dicha habilidad se resuelva. En ese caso, la criatura gana "
     "prestigio, y no se disparará ninguna habilidad que se dispare «siempre que una "
     "criatura gane prestigio».",
     "negation"),
    # "isn't connected" said « deja de estar vinculada »: the cessation says the English's
    # negation, no "still" turned round; "will still resolve" said « ya no » is
    ("es", "Once it triggers, prowess isn’t connected to the spell that caused it to trigger. "
     "If that spell is countered, prowess will still resolve.",
     "La destreza, una vez disparada, deja de estar vinculada al hechizo que la hizo "
     "dispararse: aunque ese hechizo sea contrarrestado, la destreza se resolverá "
     "igualmente.",
     "La destreza, una vez disparada, deja de estar vinculada al hechizo que la hizo "
     "dispararse: si ese hechizo es contrarrestado, la destreza ya no se resolverá.",
     "condition"),
    # « weder … noch » for "can't … and can't …": its « noch » negates too
    ("de", "If a creature you control with power 4 or greater has menace, it can’t be blocked "
     "by only one creature and it can’t be blocked by more than one creature, so it simply "
     "can’t be blocked.",
     "Hat eine Kreatur mit Stärke 4 oder mehr, die du kontrollierst, Bedrohlichkeit, kann "
     "sie weder von nur einer Kreatur noch von mehr als einer Kreatur geblockt werden – sie "
     "kann also schlicht gar nicht geblockt werden.",
     "Hat eine Kreatur mit Stärke 4 oder mehr, die du kontrollierst, Bedrohlichkeit, kann "
     "sie weder von nur einer Kreatur noch von mehr als einer Kreatur geblockt werden – sie "
     "kann also schlicht geblockt werden.",
     "negation"),
    # "doesn't have to be" said « sans qu'il s'agisse forcément de »
    ("fr", "The only legal target for Conjured Currency’s ability is a permanent both owned "
     "and controlled by another player, although it doesn’t have to be the same player.",
     "La capacité de la Monnaie conjurée ne peut cibler qu'un permanent à la fois possédé "
     "et contrôlé par un autre joueur que vous, sans qu'il s'agisse forcément du même "
     "joueur.",
     "La capacité de la Monnaie conjurée ne peut cibler qu'un permanent à la fois possédé "
     "et contrôlé par un autre joueur que vous, et il doit s'agir du même joueur.",
     "modality"),
    # "your graveyard" said « votre défausse » where « cimetière » said another mention
    ("fr", "The easiest way to choose a card at random from your graveyard is to turn your "
     "graveyard face down, shuffle it, and pick a card. You’re not normally allowed to "
     "reorder your graveyard, but since this card lets you do it anyway, it’s okay to mix "
     "the cards up while you’re picking randomly.",
     "Pour choisir une carte au hasard dans votre cimetière, le plus simple est de le "
     "retourner face cachée, de le mélanger et de prendre une carte. Normalement, vous "
     "n'avez pas le droit de réorganiser votre cimetière, mais comme cette carte vous le "
     "permet de toute façon, vous pouvez mélanger les cartes pendant la sélection "
     "aléatoire.",
     "Pour choisir une carte au hasard dans votre cimetière, le plus simple est de le "
     "retourner face cachée, de le mélanger et de prendre une carte. Normalement, vous "
     "n'avez pas le droit de réorganiser votre défausse, mais comme cette carte vous le "
     "permet de toute façon, vous pouvez mélanger les cartes pendant la sélection "
     "aléatoire.",
     "term-missing"),
    # to cycle is « recycler » (« les cyclez » keeps the English)
    ("fr", "Some cards with cycling have an ability that triggers when you cycle them. These "
     "triggered abilities resolve before you draw from the cycling ability.",
     "Certaines cartes avec le recyclage ont une capacité qui se déclenche quand vous les "
     "recyclez ; ces capacités déclenchées se résolvent avant que la capacité de recyclage "
     "ne vous fasse piocher.",
     "Certaines cartes avec le recyclage ont une capacité qui se déclenche quand vous les "
     "cyclez ; ces capacités déclenchées se résolvent avant que la capacité de recyclage ne "
     "vous fasse piocher.",
     "term-missing"),
    # "A before B" told as two steps in order (« zuerst A, erst danach B »); B told first
    # is the flip
    ("de", "Heroic abilities will resolve before the spell that caused them to trigger.",
     "Zuerst wird die Heroisch-Fähigkeit verrechnet und erst danach der Zauberspruch, durch "
     "den sie ausgelöst wurde.",
     "Zuerst wird der Zauberspruch verrechnet und erst danach die Heroisch-Fähigkeit, die er "
     "ausgelöst hat.",
     "condition"),
    # "unaffected" bears on its base: « se ven afectadas » drops the negation
    ("es", "Creatures that enter the battlefield under that player’s control or that the "
     "player gains control of later in the turn are unaffected.",
     "Las criaturas que entren al campo de batalla bajo su control o que pasen a estar bajo "
     "su control más adelante en el turno no se ven afectadas.",
     "Las criaturas que entren al campo de batalla bajo su control o que pasen a estar bajo "
     "su control más adelante en el turno también se ven afectadas.",
     "negation"),
    # « à chaque fois que » (whenever) is no "any": "Any ability … won't" said « certaines »
    ("fr", "If a renown ability triggers, but the creature leaves the battlefield before that "
     "ability resolves, the creature doesn’t become renowned. Any ability that triggers "
     "“whenever a creature becomes renowned” won’t trigger.",
     "Si une capacité de réputation se déclenche mais que la créature quitte le champ de "
     "bataille avant que cette capacité ne se résolve, la créature ne devient pas réputée, "
     "et aucune capacité qui se déclenche « à chaque fois qu'une créature devient "
     "réputée » ne se déclenchera.",
     "Si une capacité de réputation se déclenche mais que la créature quitte le champ de "
     "bataille avant que cette capacité ne se résolve, la créature ne devient pas réputée, "
     "et certaines capacités qui se déclenchent « à chaque fois qu'une créature devient "
     "réputée » ne se déclencheront pas.",
     "quantifier"),
    # a card's side shown said as the other
    ("fr", "If the card is not a creature card when it’s turned face up, it remains exiled "
     "face up.",
     "Une carte qui, une fois retournée face visible, s'avère ne pas être une carte de "
     "créature reste en exil, face visible.",
     "Une carte qui, une fois retournée face visible, s'avère ne pas être une carte de "
     "créature reste en exil, face cachée.",
     "condition"),
])
def test_idioms_of_the_dev_sets_33(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-third development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "said"), [
    # "until" said « tant que … ne … pas »: no proviso added
    ("fr", "Once Kindred Dominance begins to resolve, no players may take other actions "
     "until it’s done.",
     "Dès que la Domination de congénères commence à se résoudre, aucun joueur ne peut "
     "entreprendre d'autre action tant qu'elle n'a pas fini de se résoudre."),
    # the noun of the keyword action: « capacité de soutien »
    ("fr", "If a spell with support has other abilities that target creatures, those "
     "abilities and the support ability can target the same creature.",
     "Lorsqu'un sort avec le soutien a d'autres capacités qui ciblent des créatures, rien "
     "n'empêche ces capacités et la capacité de soutien de cibler la même créature."),
    # the noun of exiling: « au moment de son exil »
    ("fr", "It won’t be in combat or have any additional abilities it may have had when it "
     "was exiled.",
     "Elle n'est pas en combat et n'a aucune des capacités supplémentaires qu'elle a pu "
     "avoir au moment de son exil."),
])
def test_faithful_wordings_of_the_dev_sets_33_are_not_flagged(lang, en, said):
    """Faithful wordings of the thirty-third development sets that were flagged: no
    major finding of any check."""
    assert [(f.check_id, f.message) for f in findings_for(_context(lang), en, said)
            if f.severity.value == "major"] == []


def test_a_hyphenated_negative_prefix_is_the_term_it_prefixes():
    """"non-basic land" is the nonbasic land: « tierra no básica » renders it, no basic
    land said by a kindred term."""
    ctx = _context("es")
    en = "If there is no non-basic land to destroy, the ability does nothing."
    assert [f.check_id for f in findings_for(
        ctx, en, "Si no hay ninguna tierra no básica que destruir, la habilidad no hace "
        "nada.") if f.severity.value == "major"] == []
    assert "nonbasic land" in {f.en_term for f in findings_for(
        ctx, en, "Si no hay ninguna tierra básica que destruir, la habilidad no hace nada.")
        if f.check_id == "term-missing"}


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # a sentence in parentheses is no aside: its negation's word is compared
    ("de", "To activate the last ability, you can tap any other untapped Ally you control. "
     "(Note that ability doesn’t use the tap symbol.)",
     "Um die letzte Fähigkeit zu aktivieren, kannst du jeden anderen ungetappten "
     "Verbündeten tappen, den du kontrollierst. (Beachte, dass diese Fähigkeit das "
     "Tappsymbol nicht verwendet.)",
     "Um die letzte Fähigkeit zu aktivieren, kannst du jeden anderen ungetappten "
     "Verbündeten tappen, den du kontrollierst. (Beachte, dass diese Fähigkeit das "
     "Tappsymbol verwendet.)",
     "negation"),
    # "one or both": one at least, said « l'un …, ou les deux »; made "both", a flip
    ("fr", "An effect that checks whether you control your commander is satisfied if you "
     "control one or both of your two commanders.",
     "Un effet qui vérifie si vous contrôlez votre commandant est satisfait si vous "
     "contrôlez l'un de vos deux commandants, ou les deux.",
     "Pour qu'un effet vérifiant si vous contrôlez votre commandant soit satisfait, il faut "
     "que vous contrôliez vos deux commandants.",
     "quantifier"),
    # the verb said again before « les deux »: « en lancer une ou lancer les deux »
    ("fr", "As the ability resolves, you create copies of both cards and can cast none, "
     "one, or both of the copies in any order.",
     "Lorsque la capacité se résout, vous créez des copies des deux cartes et pouvez ne "
     "lancer aucune des copies, en lancer une ou lancer les deux, dans l'ordre de votre "
     "choix.",
     "Lorsque la capacité se résout, vous créez des copies des deux cartes et pouvez ne "
     "lancer aucune des copies, ou en lancer une, dans l'ordre de votre choix.",
     "quantifier"),
    # an incise between the words of « à moins que »
    ("fr", "If Shapesharer itself becomes a copy of another creature, it loses both "
     "changeling and its activated ability (unless it’s copying another creature with "
     "changeling and/or another Shapesharer, of course).",
     "Si le Partageforme lui-même devient une copie d'une autre créature, il perd à la fois "
     "le changelin et sa capacité activée (à moins, bien sûr, qu'il ne copie une autre "
     "créature avec le changelin et/ou un autre Partageforme).",
     "Si le Partageforme lui-même devient une copie d'une autre créature, il perd à la fois "
     "le changelin et sa capacité activée (même s'il copie une autre "
     "créature avec le changelin et/ou un autre Partageforme).",
     "condition"),
    # "can't … or …" said with a negation on each side of « et »: neither, said alike
    ("fr", "If a spell or activated ability has a cost that requires a player to pay life "
     "(as Griselbrand’s activated ability does) or sacrifice a creature (as Fling does), "
     "that spell or ability can’t be cast or activated.",
     "Si un sort ou une capacité activée a un coût qui demande à un joueur de payer des "
     "points de vie (comme la capacité activée de Griselbrand) ou de sacrifier une créature "
     "(comme le Jet), ce sort ne peut pas être lancé et cette capacité ne peut pas être "
     "activée.",
     "Si un sort ou une capacité activée a un coût qui demande à un joueur de payer des "
     "points de vie (comme la capacité activée de Griselbrand) ou de sacrifier une créature "
     "(comme le Jet), ce sort ne peut pas être lancé et cette capacité peut être activée.",
     "condition"),
    ("de", "Curse is an enchantment type, not a creature type (or any other kind of "
     "subtype).",
     "Fluch ist ein Verzauberungstyp, kein Kreaturentyp (und auch keine andere Art von "
     "Untertyp).",
     "Fluch ist ein Verzauberungstyp, kein Kreaturentyp (und auch eine andere Art von "
     "Untertyp).",
     "condition"),
    # each alternative negated of its own: "or" said « et », a flip still
    ("fr", "If you don’t reveal any creature cards, or if you choose not to put a revealed "
     "creature card onto the battlefield, all the revealed cards go on the bottom of your "
     "library.",
     "Toutes les cartes révélées vont au-dessous de votre bibliothèque si vous ne révélez "
     "aucune carte de créature ou si vous choisissez de ne pas mettre sur le champ de "
     "bataille une carte de créature révélée.",
     "Toutes les cartes révélées vont au-dessous de votre bibliothèque si vous ne révélez "
     "aucune carte de créature et si vous choisissez de ne pas mettre sur le champ de "
     "bataille une carte de créature révélée.",
     "condition"),
    # a clause of cue words dropped: "but it still can if able"
    ("fr", "The creature won’t be forced to attack that opponent, but it still can if able.",
     "La créature ne sera pas obligée d'attaquer cet adversaire, mais elle peut toujours le "
     "faire si possible.",
     "La créature ne sera pas obligée d'attaquer cet adversaire.",
     "omission"),
])
def test_idioms_of_the_dev_sets_34(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-fourth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


# the turned-face-up ruling the thirty-fifth development sets translate many times
FACE_TURNED = ("A permanent that turns face up or face down changes characteristics but is "
               "otherwise the same permanent. Spells and abilities that were targeting that "
               "permanent, as well as Auras and Equipment that were attached to the "
               "permanent, aren’t affected.")


@pytest.mark.parametrize("lang, en, right, wrong, check", [
    # a negated predicate after commas is the clause of the subject before them ("X, as
    # well as Y, aren't affected"): its negation bears on X, said « n'affecte pas X, ni Y »
    ("fr", FACE_TURNED,
     "Les caractéristiques d'un permanent changent quand il est retourné face visible ou "
     "face cachée, mais il reste le même permanent à tous les autres égards. Cela n'affecte "
     "pas les sorts et capacités qui le ciblaient, ni les auras et équipements qui y étaient "
     "attachés.",
     "Les caractéristiques d'un permanent changent quand il est retourné face visible ou "
     "face cachée, mais il reste le même permanent à tous les autres égards. Cela affecte "
     "les sorts et capacités qui le ciblaient, ainsi que les auras et équipements qui y "
     "étaient attachés.",
     "negation"),
    ("es", FACE_TURNED,
     "Al ponerse boca arriba o boca abajo, las características de un permanente cambian, "
     "pero por lo demás sigue siendo el mismo permanente. Los hechizos y habilidades que lo "
     "tenían como objetivo no se ven afectados, como tampoco las Auras y Equipos que estaban "
     "anexados a él.",
     "Al ponerse boca arriba o boca abajo, las características de un permanente cambian, "
     "pero por lo demás sigue siendo el mismo permanente. Los hechizos y habilidades que lo "
     "tenían como objetivo se ven afectados, como también las Auras y Equipos que estaban "
     "anexados a él.",
     "negation"),
    # "almost" on one side only
    ("es", "All _Rise of the Eldrazi_ cards printed with totem armor are Auras with “enchant "
     "creature.”",
     "Todas las cartas de _El resurgir de los Eldrazi_ impresas con armadura tótem son Auras "
     "con «encantar criatura».",
     "Casi todas las cartas de _El resurgir de los Eldrazi_ impresas con armadura tótem son "
     "Auras con «encantar criatura».",
     "quantifier"),
    # "greater than" said "less than"
    ("de", "If the target creature’s power is greater than X as Aryel’s last ability tries to "
     "resolve, the ability doesn’t resolve.",
     "Ist die Stärke der Zielkreatur größer als X, wenn Aryels letzte Fähigkeit verrechnet "
     "werden soll, wird die Fähigkeit nicht verrechnet.",
     "Ist die Stärke der Zielkreatur kleiner als X, wenn Aryels letzte Fähigkeit verrechnet "
     "werden soll, wird die Fähigkeit nicht verrechnet.",
     "quantifier"),
    # "it's possible for X to" a permission, said as an obligation
    ("es", "In a multiplayer game, it’s possible for the condition to be true at both times "
     "but with respect to two different opponents.",
     "En una partida multijugador, es posible que la condición se cumpla en ambos momentos, "
     "pero con respecto a dos oponentes diferentes.",
     "En una partida multijugador, la condición debe cumplirse en ambos momentos, pero con "
     "respecto a dos oponentes diferentes.",
     "modality"),
    # « en est exclu » (is left out of it) says "cannot"; « réservée aux » says "only"
    ("fr", "Only a face-down permanent can be turned face up this way; a face-down spell "
     "cannot.",
     "Ce retournement n'est possible que pour un permanent face cachée ; un sort face cachée "
     "en est exclu.",
     "Ce retournement n'est possible que pour un permanent face cachée ; un sort face cachée "
     "aussi.",
     "negation"),
    ("fr", "Only a face-down permanent can be turned face up this way; a face-down spell "
     "cannot.",
     "Cette possibilité est réservée aux permanents face cachée ; un sort face cachée ne "
     "peut pas être retourné ainsi.",
     "Cette possibilité est ouverte aux permanents face cachée ; un sort face cachée ne "
     "peut pas être retourné ainsi.",
     "quantifier"),
])
def test_idioms_of_the_dev_sets_35(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-fifth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


GIDEON_TYPES = (
    "Gideon’s second ability causes him to become a creature with the creature types Human and "
    "Soldier. He remains a planeswalker with the planeswalker type Gideon. (He also retains any "
    "other card types or subtypes he may have had.) Each subtype is correlated to the proper "
    "card type: planeswalker is only a type (not a creature type), and Human and Soldier are "
    "just creature types (not planeswalker types).")


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "A (not B)" turned round, B a person (« – nicht du »)
    ("de", "You (not your opponent) choose which pile to put into your hand and which to put "
     "into your graveyard.",
     "Welchen Haufen du auf deine Hand nimmst und welchen du auf deinen Friedhof legst, "
     "entscheidest du – nicht dein Gegner.",
     "Welchen Haufen du auf deine Hand nimmst und welchen du auf deinen Friedhof legst, "
     "entscheidet dein Gegner – nicht du.",
     "condition"),
    # « no B, sino A »: the denied side first
    ("es", "The additional mana is produced by Eloren Wilds, not the permanent that was tapped "
     "for mana.",
     "El maná adicional no lo produce el permanente que se giró para obtener maná, sino los "
     "Campos de Eloren.",
     "El maná adicional no lo producen los Campos de Eloren, sino el permanente que se giró "
     "para obtener maná.",
     "condition"),
    # the affirmed side nearest the denied one ("your next upkeep"), where the whole part
    # names the owner on both sides
    ("fr", "If you do, it returns to the battlefield under its owner’s control at the beginning "
     "of your next upkeep, not its owner’s next upkeep.",
     "Si vous le faites, il revient sur le champ de bataille sous le contrôle de son "
     "propriétaire au début de votre prochain entretien, et non du prochain entretien de son "
     "propriétaire.",
     "Si vous le faites, il revient sur le champ de bataille sous le contrôle de son "
     "propriétaire au début du prochain entretien de son propriétaire, et non de votre "
     "prochain entretien.",
     "condition"),
    # "A, not as it resolves" (« , no cuando »), "A, not just B" (« , nicht das »)
    ("es", "You divide the damage as you cast the spell, not as it resolves.",
     "El daño se divide cuando lanzas el hechizo, no cuando se resuelve.",
     "El daño se divide cuando el hechizo se resuelve, no cuando lo lanzas.",
     "condition"),
    ("de", "The spell cares about what mana was spent to pay its total cost, not just what mana "
     "was spent to pay the hybrid part of its cost.",
     "Für den Zauberspruch zählt, welches Mana für seine Gesamtkosten ausgegeben wurde, nicht "
     "nur das Mana für den Hybridteil seiner Kosten.",
     "Für den Zauberspruch zählt nur, welches Mana für den Hybridteil seiner Kosten ausgegeben "
     "wurde, nicht das Mana für seine Gesamtkosten.",
     "condition"),
    # "for both" (standing for the two named before) said « pour au moins l'un des deux »
    ("fr", "It targets both the land and the creature. You can only cast it if you can choose a "
     "legal target for both.",
     "Il cible à la fois le terrain et la créature : vous ne pouvez le lancer que si vous "
     "pouvez choisir une cible légale pour chacun des deux.",
     "Il cible à la fois le terrain et la créature : vous ne pouvez le lancer que si vous "
     "pouvez choisir une cible légale pour au moins l'un des deux.",
     "quantifier"),
    # "at least one color" said "all its colors", beside an "all" the English has too
    ("es", "If you sacrifice a multicolored creature, all cards that share at least one color "
     "with the creature are discarded.",
     "Si sacrificas una criatura multicolor, se descartan todas las cartas que comparten al "
     "menos un color con la criatura.",
     "Si sacrificas una criatura multicolor, se descartan todas las cartas que comparten "
     "todos sus colores con la criatura.",
     "quantifier"),
    # "can't X or use any of Y unless Z" said « solo … alguna … si »
    ("es", "If it becomes a creature the same turn it enters the battlefield, you can’t attack "
     "with it or use any of its {T} abilities unless it has haste.",
     "Si se convierte en criatura el mismo turno en que entró al campo de batalla, solo podrás "
     "atacar con él o usar alguna de sus habilidades de {T} si tiene prisa.",
     "Si se convierte en criatura el mismo turno en que entró al campo de batalla, podrás "
     "atacar con él o usar alguna de sus habilidades de {T} si tiene prisa.",
     "quantifier"),
    # a cessation denied is a continuation (« sin que deje de ser »)
    ("es", GIDEON_TYPES,
     "La segunda habilidad convierte a Gideon en una criatura con los tipos de criatura Humano "
     "y Soldado, sin que deje de ser un planeswalker con el tipo de planeswalker Gideon. "
     "(También conserva cualquier otro tipo de carta o subtipo que pudiera tener). Cada "
     "subtipo va ligado al tipo de carta que le corresponde: planeswalker es solo un tipo (no "
     "un tipo de criatura), y Humano y Soldado son únicamente tipos de criatura (no tipos de "
     "planeswalker).",
     "La segunda habilidad convierte a Gideon en una criatura con los tipos de criatura Humano "
     "y Soldado, sin ser un planeswalker con el tipo de planeswalker Gideon. "
     "(También conserva cualquier otro tipo de carta o subtipo que pudiera tener). Cada "
     "subtipo va ligado al tipo de carta que le corresponde: planeswalker es solo un tipo (no "
     "un tipo de criatura), y Humano y Soldado son únicamente tipos de criatura (no tipos de "
     "planeswalker).",
     "negation"),
    # "you own" said with the noun (« du ihr Besitzer bist »)
    ("de", "The ability applies to any commander creature you control, whether you own it or "
     "not.",
     "Ob du ihr Besitzer bist oder nicht: Die Fähigkeit gilt für jede Kommandeur-Kreatur, die "
     "du kontrollierst.",
     "Ob dein Gegner ihr Besitzer ist oder nicht: Die Fähigkeit gilt für jede "
     "Kommandeur-Kreatur, die du kontrollierst.",
     "possessor"),
    # "at the beginning of" said « à la fin de » (the end of a step, not « étape de fin »)
    ("fr", "If the second ability is activated during a turn’s end step, the token will be "
     "exiled at the beginning of the following turn’s end step.",
     "Si la deuxième capacité est activée pendant l'étape de fin d'un tour, le jeton sera "
     "exilé au début de l'étape de fin du tour suivant.",
     "Si la deuxième capacité est activée pendant l'étape de fin d'un tour, ce n'est qu'à la "
     "fin de l'étape de fin du tour suivant que le jeton sera exilé.",
     "condition"),
    ("es", "At the beginning of combat on your turn, target creature gets +1/+0 until end of "
     "turn.",
     "Al comienzo del combate en tu turno, la criatura objetivo obtiene +1/+0 hasta el final "
     "del turno.",
     "Al final del combate en tu turno, la criatura objetivo obtiene +1/+0 hasta el final "
     "del turno.",
     "condition"),
    # "must" said as advice (« vous devriez »)
    ("fr", "In tournaments, you must be able to shuffle your entire deck within a reasonable "
     "amount of time.",
     "En tournoi, vous devez être capable de mélanger l'intégralité de votre deck en un temps "
     "raisonnable.",
     "En tournoi, vous devriez être capable de mélanger l'intégralité de votre deck en un "
     "temps raisonnable.",
     "modality"),
    # {X} named again as X where the English says "its value"
    ("de", "If the card has {X} in its mana cost, you must choose 0 as its value.",
     "Falls die Karte {X} in ihren Manakosten hat, musst du für X den Wert 0 wählen.",
     "Falls die Karte {X} in ihren Manakosten hat, musst du für X den Wert 1 wählen.",
     "numbers"),
])
def test_idioms_of_the_dev_sets_36(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-sixth development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # a negative word in a clause that "before" opens says "any" (« antes de que se resuelva
    # ninguna activación »)
    ("es", "If you have enough mana, you can activate Profane Procession’s ability multiple "
     "times before any activation resolves.",
     "Si tienes suficiente maná, puedes activar la habilidad de la Procesión profana "
     "varias veces antes de que se resuelva ninguna activación.",
     "Si tienes suficiente maná, no puedes activar la habilidad de la Procesión "
     "profana varias veces antes de que se resuelva ninguna activación.",
     "negation"),
    # « des darauffolgenden Zuges » is the following turn
    ("de", "If Glimmerpoint Stag somehow enters the battlefield during a turn’s end step, "
     "the exiled card won’t be returned to the battlefield until the beginning of the "
     "following turn’s end step.",
     "Kommt der Glimmergeweih-Hirsch irgendwie während des Endsegments eines Zuges ins "
     "Spiel, kehrt die ins Exil geschickte Karte erst zu Beginn des Endsegments des "
     "darauffolgenden Zuges ins Spiel zurück.",
     "Kommt der Glimmergeweih-Hirsch irgendwie während des Endsegments eines Zuges ins "
     "Spiel, kehrt die ins Exil geschickte Karte erst zu Beginn des Endsegments des "
     "vorherigen Zuges ins Spiel zurück.",
     "condition"),
    # "must control no creatures" forbids, as « darfst keine … kontrollieren » does
    ("de", "Although you must control no creatures to activate the “animation” ability, "
     "having a creature somehow come under your control in response to that ability "
     "won’t stop it from resolving.",
     "Um die „Belebungs“-Fähigkeit zu aktivieren, darfst du zwar keine Kreaturen "
     "kontrollieren, doch wenn als Reaktion auf diese Fähigkeit irgendwie eine Kreatur "
     "unter deine Kontrolle kommt, hindert das die Fähigkeit nicht daran, verrechnet "
     "zu werden.",
     "Um die „Belebungs“-Fähigkeit zu aktivieren, darfst du zwar Kreaturen "
     "kontrollieren, doch wenn als Reaktion auf diese Fähigkeit irgendwie eine Kreatur "
     "unter deine Kontrolle kommt, hindert das die Fähigkeit nicht daran, verrechnet "
     "zu werden.",
     "modality"),
    # « andere Zone als » says "other than" itself: it explains no negation of the translation
    ("de", "If a permanent has indestructible, it isn’t destroyed this way and its "
     "controller won’t create a Centaur token for it. If it is destroyed but put into "
     "a zone other than a graveyard, its controller does create a Centaur token for "
     "it.",
     "Eine bleibende Karte mit Unzerstörbarkeit wird auf diese Weise nicht zerstört, "
     "und ihr Beherrscher erzeugt für sie keinen Zentaur-Spielstein. Wird sie zwar "
     "zerstört, aber in eine andere Zone als einen Friedhof gelegt, erzeugt ihr "
     "Beherrscher für sie sehr wohl einen Zentaur-Spielstein.",
     "Eine bleibende Karte mit Unzerstörbarkeit wird auf diese Weise nicht zerstört, "
     "und ihr Beherrscher erzeugt für sie keinen Zentaur-Spielstein. Wird sie zwar "
     "zerstört, aber in eine andere Zone als einen Friedhof gelegt, erzeugt ihr "
     "Beherrscher für sie ebenfalls keinen Zentaur-Spielstein.",
     "negation"),
    # « allerdings » is one word (no « aller|dings »): the negation bears on the count
    ("de", "The ability that defines Lord of Extinction’s power and toughness works in all "
     "zones, not just the battlefield. If Lord of Extinction is in your graveyard, it "
     "will count itself.",
     "Die Fähigkeit, die Stärke und Widerstandskraft des Fürsten der Ausrottung "
     "festlegt, wirkt in allen Zonen, nicht nur im Spiel. Liegt der Fürst der "
     "Ausrottung in deinem Friedhof, zählt er sich allerdings selbst mit.",
     "Die Fähigkeit, die Stärke und Widerstandskraft des Fürsten der Ausrottung "
     "festlegt, wirkt in allen Zonen, nicht nur im Spiel. Liegt der Fürst der "
     "Ausrottung in deinem Friedhof, zählt er sich selbst allerdings nicht mit.",
     "negation"),
    # "unlike" said « tout comme » (just like)
    ("fr", "Voidstone Gargoyle stops activated abilities that are mana abilities from being "
     "activated, unlike Pithing Needle.",
     "Contrairement à l'Aiguille à sectionner, la Gargouille de videpierre empêche "
     "d'activer les capacités activées qui sont des capacités de mana.",
     "Tout comme l'Aiguille à sectionner, la Gargouille de videpierre empêche "
     "d'activer les capacités activées qui sont des capacités de mana.",
     "condition"),
    # "If X, you'll still Y" concedes, as "even if" does: « Nur wenn X » makes it a proviso
    ("de", "If the creature regenerates or has indestructible when Spread the Sickness "
     "resolves, you’ll still proliferate.",
     "Auch wenn die Kreatur beim Verrechnen von Die Krankheit verbreiten regeneriert "
     "wird oder Unzerstörbarkeit hat, führst du trotzdem Wucherung durch.",
     "Nur wenn die Kreatur beim Verrechnen von Die Krankheit verbreiten regeneriert "
     "wird oder Unzerstörbarkeit hat, führst du Wucherung durch.",
     "condition"),
    # "won't" gains nothing: the English's "lose" said « gagnera » is a flip
    ("fr", "The creature won’t lose its abilities.",
     "La créature ne perdra pas ses capacités.",
     "La créature gagnera ses capacités.",
     "condition"),
    # "none" said "not all"
    ("de", "If the player is an illegal target when Concussive Bolt resolves, the spell won’t "
     "resolve. None of its effects will happen, even if you control three or more artifacts.",
     "Ist der Spieler ein illegales Ziel, wenn der Erschütternde Donnerschlag verrechnet "
     "wird, wird der Zauberspruch nicht verrechnet. Dann tritt keiner seiner Effekte ein, "
     "selbst wenn du drei oder mehr Artefakte kontrollierst.",
     "Ist der Spieler ein illegales Ziel, wenn der Erschütternde Donnerschlag verrechnet "
     "wird, wird der Zauberspruch nicht verrechnet. Dann treten nicht alle seine Effekte "
     "ein, selbst wenn du drei oder mehr Artefakte kontrollierst.",
     "quantifier"),
    # "each of your opponents" said "one of them"; « gleich viele » (the same number) is
    # no "each"
    ("de", "Gift of Estates does nothing if each of your opponents has the same number of "
     "lands or fewer as you.",
     "Haben alle deine Gegner gleich viele oder weniger Länder als du, bewirkt "
     "Landschenkung nichts.",
     "Hat einer deiner Gegner gleich viele oder weniger Länder als du, bewirkt "
     "Landschenkung nichts.",
     "quantifier"),
    # "each other creature" is every other one, no reciprocal "each other"
    ("de", "For example, if a 3/3 creature is targeted, it will deal 3 damage to each other "
     "creature controlled by its controller.",
     "Ist zum Beispiel eine 3/3-Kreatur das Ziel, fügt sie jeder anderen Kreatur ihres "
     "Beherrschers 3 Schadenspunkte zu.",
     "Ist zum Beispiel eine 3/3-Kreatur das Ziel, fügt sie einer anderen Kreatur ihres "
     "Beherrschers 3 Schadenspunkte zu.",
     "quantifier"),
    # the end of the turn as a moment where the English names no turn is a time added
    ("es", "After the enchanted creature is exiled, Caught in the Brights is put into its "
     "owner’s graveyard.",
     "Una vez exiliada la criatura encantada, Deslumbrado por los faros va al cementerio de "
     "su propietario.",
     "Una vez exiliada la criatura encantada, Deslumbrado por los faros va al cementerio de "
     "su propietario al final del turno.",
     "condition"),
    # the emphatic "does expire" contrasts, as « allerdings » does; a proviso added is found
    ("de", "In a multiplayer game, it does expire if you leave the game.",
     "In einer Multiplayer-Partie endet er allerdings, wenn du die Partie verlässt.",
     "In einer Multiplayer-Partie endet er allerdings nur dann, wenn du die Partie "
     "verlässt und kein anderer Spieler mehr Karten in der Hand hat.",
     "addition"),
])
def test_idioms_of_the_dev_sets_37(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-seventh development sets no longer flagged, and
    errors of theirs now found; beside each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # « non » bears on the word after it: « non bloquée » says "unblocked"
    ("fr", "If it’s impossible for Nacatl War-Pride to be blocked by exactly one creature, then "
     "the defending player may block it with multiple creatures or may leave it unblocked.",
     "S'il est impossible que la Bande guerrière nacatl soit bloquée par exactement une "
     "créature, le joueur défenseur peut alors la bloquer avec plusieurs créatures ou la "
     "laisser non bloquée.",
     "S'il est impossible que la Bande guerrière nacatl soit bloquée par exactement une "
     "créature, le joueur défenseur ne peut alors pas la bloquer avec plusieurs créatures ou "
     "la laisser non bloquée.",
     "negation"),
    # « de alguna otra manera » is "otherwise", no "some"
    ("es", "If damage would have been dealt to an opponent but it was all prevented, "
     "redirected, or otherwise replaced, Bloodcrazed Goblin won’t be able to attack.",
     "Si se iba a hacer daño a un oponente pero todo ese daño se previno, se redirigió o se "
     "reemplazó de alguna otra manera, el Trasgo sanguinario no podrá atacar.",
     "Si se iba a hacer daño a un oponente pero algún daño se previno, se redirigió o se "
     "reemplazó de alguna otra manera, el Trasgo sanguinario no podrá atacar.",
     "quantifier"),
    # « para cuando … ya » (by the time … already) says "before"
    ("es", "However, if it has an ability that triggers when a spell is cast, it will have been "
     "sacrificed before that ability can trigger.",
     "En cambio, si tiene una habilidad que se dispara cuando se lanza un hechizo, para "
     "cuando esa habilidad pudiera dispararse ya habrá sido sacrificada.",
     "En cambio, si tiene una habilidad que se dispara cuando se lanza un hechizo, después "
     "de que esa habilidad pudiera dispararse habrá sido sacrificada.",
     "condition"),
    # « fünfmal » says "five times"
    ("de", "For example, if five creatures die at the same time, you’ll scry 1 five times. "
     "You won’t scry 5.",
     "Sterben also etwa fünf Kreaturen gleichzeitig, wendest du fünfmal Hellsicht 1 an – "
     "und nicht einmal Hellsicht 5.",
     "Sterben also etwa fünf Kreaturen gleichzeitig, wendest du dreimal Hellsicht 1 an – "
     "und nicht einmal Hellsicht 5.",
     "numbers"),
])
def test_idioms_of_the_dev_sets_38(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-eighth development sets no longer flagged; beside
    each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)


def test_all_said_as_one_of_the_group_a_card_names(tmp_path):
    """"all of Sudden Storm's targets" said « eines der Ziele von Plötzlicher Sturm »: the
    card named after each cue, by its official name, says the two are of one group;
    « alle Ziele von Plötzlicher Sturm » is no finding."""
    from pathlib import Path

    from pipeline.analysis import Context
    from pipeline.glossary.model import load_glossary
    from pipeline.lang import get_pack
    from tests.conftest import GLOSSARY

    (tmp_path / "de").mkdir()
    (tmp_path / "de" / "cards.csv").write_text(
        "en,de,forbidden,note\nSudden Storm,Plötzlicher Sturm,,test\n", encoding="utf-8")
    de = Context(load_glossary([Path(GLOSSARY), tmp_path], "de"), get_pack("de"))
    en = ("However, if you choose at least one target and all of Sudden Storm’s targets are "
          "illegal as it tries to resolve, the spell won’t resolve and none of its effects "
          "will happen.")
    said = ("Bestimmst du dagegen mindestens ein Ziel und {} von Plötzlicher Sturm illegal, "
            "wenn der Zauberspruch verrechnet werden soll, wird er nicht verrechnet und "
            "keiner seiner Effekte tritt ein.")
    assert [f for f in findings_for(de, en, said.format("sind alle Ziele"))
            if f.severity.value == "major"] == []
    assert _cue_findings(de, en, said.format("ist eines der Ziele"), "quantifier") == {"major"}


def test_a_keyword_of_two_words_holds_no_cue_of_time():
    """The keyword jump-start says no "start": « acaba exiliado » is no "begin" said as
    "finish"."""
    ctx = _context("es")
    en = ("A spell cast using jump-start will always be exiled afterward, whether it "
          "resolves, it’s countered, or it leaves the stack in some other way.")
    said = ("Tanto si se resuelve como si es contrarrestado o deja la pila de cualquier otra "
            "forma, un hechizo lanzado con recargar siempre acaba exiliado después.")
    assert _cue_findings(ctx, en, said, "condition") == set()
    assert "major" in _cue_findings(ctx, "Start with the spell.", "Acaba con el hechizo.",
                                    "condition")


def test_or_when_both_is_no_at_least():
    """« ou quand les deux accès » says "or when both doors": no "one or both"; only an
    infinitive said again stands between « ou » and « les deux » (« ou lancer les
    deux »)."""
    fr = _context("fr")
    en = ("An ability that triggers “whenever you fully unlock a Room” triggers when one "
          "door becomes unlocked while the other door of that Room is already unlocked, or "
          "when both doors of that Room become unlocked simultaneously.")
    said = ("Une capacité qui se déclenche « à chaque fois que vous déverrouillez "
            "complètement une pièce » se déclenche quand un accès devient déverrouillé alors "
            "que l'autre accès de cette pièce est déjà déverrouillé, ou quand les deux accès "
            "de cette pièce deviennent déverrouillés simultanément.")
    assert _cue_findings(fr, en, said, "quantifier") == set()


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # "whether or not X" is a concession: « Pour autant que X » makes it a proviso
    ("fr", "You’ll add mana to your mana pool at the beginning of the next main phase "
     "whether or not Conduit of Emrakul is still on the battlefield.",
     "Que le Conduit d'Emrakul soit encore sur le champ de bataille ou non, le mana sera "
     "ajouté à votre réserve de mana au début de la phase principale suivante.",
     "Pour autant que le Conduit d'Emrakul soit encore sur le champ de bataille, le mana sera "
     "ajouté à votre réserve de mana au début de la phase principale suivante.",
     "condition"),
    # "on each player's turn" said as the reader's turns
    ("fr", "You can draw a maximum of one card on each player’s turn. Subsequent card draws "
     "are ignored.",
     "Pendant le tour de chaque joueur, vous ne pouvez pas piocher plus d'une carte ; les "
     "pioches suivantes sont ignorées.",
     "Pendant chacun de vos tours, vous ne pouvez pas piocher plus d'une carte ; les pioches "
     "suivantes sont ignorées.",
     "possessor"),
    # "while the ability is resolving" is a time during, « una vez que … ha terminado » after
    ("es", "If you cast an instant or sorcery card this way, you do so while the ability of "
     "Jace’s Mindseeker is resolving.",
     "Si lanzas una carta de instantáneo o de conjuro de esta manera, lo haces mientras la "
     "habilidad del Buscamentes de Jace se está resolviendo.",
     "Si lanzas una carta de instantáneo o de conjuro de esta manera, lo haces una vez que la "
     "habilidad del Buscamentes de Jace ha terminado de resolverse.",
     "condition"),
    # "may have to discard": an obligation that may arise, not one for certain
    ("es", "Because the cleanup step is after the end step, its controller may have to "
     "discard some of the cards that were just drawn.",
     "Como el paso de limpieza viene después del paso final, puede que su controlador tenga "
     "que descartar algunas de las cartas que acaba de robar.",
     "Como el paso de limpieza viene después del paso final, su controlador tendrá que "
     "descartar algunas de las cartas que acaba de robar.",
     "modality"),
    # "will usually give it" said « immer »: a hedge said for certain
    ("de", "Because Conifer Wurm is itself a snow permanent, its ability will usually give "
     "it at least +1/+1.",
     "Da der Koniferenwurm selbst eine verschneite bleibende Karte ist, erhält er durch seine "
     "Fähigkeit in der Regel mindestens +1/+1.",
     "Da der Koniferenwurm selbst eine verschneite bleibende Karte ist, erhält er durch seine "
     "Fähigkeit immer mindestens +1/+1.",
     "modality"),
    # one of two "your turn" given to the opponent
    ("de", "If an opponent taps an artifact for mana during your turn, you’ll gain control of "
     "it and keep control of it until the end of your next turn.",
     "Falls ein Gegner während deines Zuges ein Artefakt für Mana tappt, übernimmst du die "
     "Kontrolle darüber und behältst sie bis zum Ende deines nächsten Zuges.",
     "Falls ein Gegner während deines Zuges ein Artefakt für Mana tappt, übernimmst du die "
     "Kontrolle darüber und behältst sie bis zum Ende seines nächsten Zuges.",
     "possessor"),
    # "that player's creatures and planeswalkers" are all of them, not one
    ("de", "If the damage Goblin Chainwhirler would deal to a player is prevented, it still "
     "deals 1 damage to that player’s creatures and planeswalkers.",
     "Wird der Schaden verhindert, den die Goblin-Kettenschwingerin einem Spieler zufügen "
     "würde, fügt sie den Kreaturen und Planeswalkern dieses Spielers trotzdem je 1 "
     "Schadenspunkt zu.",
     "Wird der Schaden verhindert, den die Goblin-Kettenschwingerin einem Spieler zufügen "
     "würde, fügt sie trotzdem einer Kreatur oder einem Planeswalker dieses Spielers 1 "
     "Schadenspunkt zu.",
     "quantifier"),
    # « ne tient compte ni de A, ni de B que …, ni de C » is one negation over its list (a
    # negation in its relative clause is one more)
    ("fr", "Alternative costs, additional costs you could pay, cost increases, and cost "
     "reductions are all ignored by Embodiment of Agonies.",
     "L'Incarnation des agonies ne tient compte ni des coûts alternatifs, ni des coûts "
     "supplémentaires que vous pourriez payer, ni des augmentations ou des réductions de "
     "coût.",
     "L'Incarnation des agonies ne tient compte ni des coûts alternatifs, ni des coûts "
     "supplémentaires que vous ne pourriez pas payer, ni des augmentations ou des réductions "
     "de coût.",
     "negation"),
    # « se queda como estaba » says "isn't changed"
    ("es", "If there is no other legal target for the spell, the spell’s target isn’t "
     "changed. You still lose the life.",
     "Si el hechizo no tiene ningún otro objetivo legal, su objetivo se queda como estaba. "
     "Eso sí, la vida la pierdes igualmente.",
     "Si el hechizo no tiene ningún otro objetivo legal, su objetivo cambia. Eso sí, la vida "
     "la pierdes igualmente.",
     "negation"),
])
def test_classes_of_the_dev_sets_38(lang, en, right, wrong, check):
    """Faults of the thirty-eighth development sets found as their class, and faithful
    wordings of theirs no longer flagged; beside each, the other one."""
    _clean_and_flip_found(lang, en, right, wrong, check)


@pytest.mark.parametrize(("lang", "en", "right", "wrong"), [
    # a proviso added, where the English's "ones" names no player
    ("es", "You can target any two creatures, not just ones that entered the battlefield "
     "this turn.",
     "Los objetivos pueden ser dos criaturas cualesquiera; no tienen por qué ser criaturas "
     "que hayan entrado al campo de batalla este turno.",
     "Los objetivos pueden ser dos criaturas cualesquiera, siempre que las controle el mismo "
     "jugador; no tienen por qué ser criaturas que hayan entrado al campo de batalla este "
     "turno."),
    # a consequence added (« donc »)
    ("fr", "An artifact token that’s destroyed is put into its owner’s graveyard before it "
     "ceases to exist.",
     "Un jeton artefact détruit est mis dans le cimetière de son propriétaire avant de "
     "cesser d'exister.",
     "Un jeton artefact détruit est mis dans le cimetière de son propriétaire avant de "
     "cesser d'exister ; il compte donc comme une carte dans ce cimetière."),
    # a consequence the translation joins to the English's sentence, which the English
    # states as a sentence of its own, is its glue: no addition
    ("de", "If the targeted creature is an illegal target by the time Feast of Blood "
     "resolves, the entire spell doesn’t resolve. You don’t gain life.",
     "Ist die Kreatur bis zur Verrechnung von Blutfest zu einem illegalen Ziel geworden, "
     "wird der gesamte Zauberspruch nicht verrechnet – deshalb erhältst du keine "
     "Lebenspunkte dazu.",
     "Ist die Kreatur bis zur Verrechnung von Blutfest zu einem illegalen Ziel geworden, "
     "wird der gesamte Zauberspruch nicht verrechnet, sofern du nicht eine Karte abwirfst. "
     "Du erhältst keine Lebenspunkte dazu."),
])
def test_a_clause_a_proviso_or_a_consequence_adds_is_an_addition(lang, en, right, wrong):
    """A clause the translation opens with a proviso or a consequence the English does
    not say, its words said nowhere in the English (a consequence judged so inside a
    sentence the English says as one): an addition; none without it."""
    ctx = _context(lang)
    assert "major" not in _cue_findings(ctx, en, right, "addition")
    assert "major" in _cue_findings(ctx, en, wrong, "addition")


def test_a_list_named_again_whole_by_a_pronoun_is_no_omission():
    """"Instant and sorcery cards that are put into your graveyard later" after "Only
    instant and sorcery cards …", said « Las que van a parar a tu cementerio »: the
    list referred back to whole, no item dropped; with no pronoun, the items are."""
    es = _context("es")
    en = ("Only instant and sorcery cards in your graveyard when Past in Flames resolves will "
          "gain flashback. Instant and sorcery cards that are put into your graveyard later in "
          "the turn won’t gain flashback.")
    first = ("La habilidad de retrospectiva solo la ganan las cartas de instantáneo y de "
             "conjuro que están en tu cementerio cuando se resuelve El pasado en llamas. ")
    assert _cue_findings(es, en, first + "Las que van a parar a tu cementerio más adelante en "
                         "el turno no la ganan.", "omission") == set()
    assert "major" in _cue_findings(es, en, first + "Van a parar a tu cementerio más adelante "
                                    "en el turno y no la ganan.", "omission")


@pytest.mark.parametrize(("lang", "en", "right", "wrong", "check"), [
    # a verb of lacking (« carece de ») says the English's "doesn't have"
    ("es", "Misthollow Griffin doesn’t have an ability that exiles itself. Some other effect "
     "will be needed to get the card into exile.",
     "El Grifo de Hondonada neblinosa carece de una habilidad que lo exilie a sí mismo; para "
     "llevar la carta al exilio hará falta algún otro efecto.",
     "El Grifo de Hondonada neblinosa tiene una habilidad que lo exilia a sí mismo; para "
     "llevar la carta al exilio hará falta algún otro efecto.",
     "negation"),
    # "you stop controlling" is the reader's control, which « dejas de controlar » says
    ("es", "If Spire Serpent has been declared as an attacker, and you stop controlling three "
     "or more artifacts later in combat, Spire Serpent continues being an attacking creature "
     "until combat ends.",
     "Si la Serpiente del chapitel ya ha sido declarada como atacante y más adelante en el "
     "combate dejas de controlar tres o más artefactos, la Serpiente del chapitel sigue "
     "siendo una criatura atacante hasta que termina el combate.",
     "Si la Serpiente del chapitel ya ha sido declarada como atacante y más adelante en el "
     "combate un oponente deja de controlar tres o más artefactos, la Serpiente del chapitel "
     "sigue siendo una criatura atacante hasta que termina el combate.",
     "possessor"),
    # « bis zu entsprechend viele » says "up to that many"
    ("de", "You may put up to that many Eldrazi Spawn tokens onto the battlefield.",
     "Du kannst bis zu entsprechend viele Eldrazi-Ausgeburt-Spielsteine erzeugen.",
     "Du kannst mindestens entsprechend viele Eldrazi-Ausgeburt-Spielsteine erzeugen.",
     "quantifier"),
])
def test_classes_of_the_dev_sets_39(lang, en, right, wrong, check):
    """Faithful wordings of the thirty-ninth development sets no longer flagged; beside
    each, the wrong one flagged."""
    _clean_and_flip_found(lang, en, right, wrong, check)
