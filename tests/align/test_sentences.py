from pipeline.align.sentences import align_sentences
from tests.conftest import findings_for

EN = ("Any time you have priority during a main phase of your turn and the stack is empty, "
      "you may pay the mana cost of a locked door (also called its \"unlock cost\"). "
      "That door becomes unlocked. This is a special action. "
      "It doesn't use the stack and can't be responded to.")
FR = ("À chaque fois que vous avez la priorité pendant une phase principale de votre tour et "
      "que la pile est vide, vous pouvez payer le coût de mana d'un accès verrouillé "
      "(également appelé son « coût de déverrouillage »). Cet accès devient déverrouillé. "
      "Il s'agit d'une action spéciale. Elle n'utilise pas la pile et on ne peut pas y répondre.")


def _kinds(ctx, en, fr):
    beads = align_sentences(ctx.source(en), ctx.target(fr), ctx)
    return [(b.en, b.fr) for b in beads]


def test_one_to_one(ctx):
    assert _kinds(ctx, EN, FR) == [((0,), (0,)), ((1,), (1,)), ((2,), (2,)), ((3,), (3,))]


def test_dropped_sentence_is_one_to_zero(ctx):
    fr = FR.replace(" Il s'agit d'une action spéciale.", "")
    assert _kinds(ctx, EN, fr) == [((0,), (0,)), ((1,), (1,)), ((2,), ()), ((3,), (2,))]


def test_added_sentence_is_zero_to_one(ctx):
    fr = FR + " Cette action ne peut pas être copiée."
    assert _kinds(ctx, EN, fr)[-1] == ((), (4,))


def test_merged_sentences_are_two_to_one(ctx):
    fr = FR.replace("Cet accès devient déverrouillé. Il s'agit d'une action spéciale.",
                    "Cet accès devient déverrouillé, ce qui est une action spéciale.")
    assert ((1, 2), (1,)) in _kinds(ctx, EN, fr)


def test_split_sentence_is_one_to_two(ctx):
    en = ("If the copied creature is a token, the token that's created copies the original "
          "characteristics of that token as stated by the effect that created that token, with "
          "the stated exception.")
    fr = ("Supposons que la créature copiée soit un jeton. Le jeton qui est créé copie alors "
          "les caractéristiques d'origine de ce jeton telles qu'indiquées par l'effet qui a "
          "créé ce jeton, avec l'exception indiquée.")
    beads = align_sentences(ctx.source(en), ctx.target(fr), ctx)
    assert [(b.en, b.fr) for b in beads] == [((0,), (0, 1))]
    assert 0 < beads[0].score <= 1


COPY = "The copy isn't cast. Abilities that trigger when a spell is cast won't trigger."


def test_sentences_joined_by_a_language_model_are_one_group(ctx):
    """The second sentence's words (abilities, trigger, spell) render words of the
    joined translation that the first sentence leaves unexplained: a 2-1 group, where
    sentence lengths alone left it for dropped."""
    fr = ("La copie n'est pas lancée, si bien que les capacités qui se déclenchent quand un "
          "sort est lancé ne se déclencheront pas.")
    assert _kinds(ctx, COPY, fr) == [((0, 1), (0,))]
    assert not {"omission", "negation"} & {
        f.check_id for f in findings_for(ctx, COPY, fr) if f.severity.value == "major"}


def test_a_sentence_dropped_beside_a_longer_one_stays_dropped(ctx):
    """What the longer translation adds is not what the English sentence alone says."""
    fr = "La copie n'est pas lancée, et elle reste sur la pile jusqu'à sa résolution."
    assert _kinds(ctx, COPY, fr) == [((0,), (0,)), ((1,), ())]


def test_a_joined_sentence_compressed_by_the_translation_is_one_group(ctx):
    """« si vous payez ce coût, il n'en a aucune » says the second sentence in fewer
    characters than it needs alone: its words (pay, cost) left over in the joined
    translation still make the 2-1 group; the translation of the first alone keeps it
    dropped."""
    en = ("If you don’t pay the overload cost of a spell, that spell will have a single "
          "target. If you pay the overload cost, the spell won’t have any targets.")
    joined = ("Un sort dont vous ne payez pas le coût de surcharge a une seule cible ; si "
              "vous payez ce coût, il n'en a aucune.")
    assert _kinds(ctx, en, joined) == [((0, 1), (0,))]
    alone = _kinds(ctx, en, "Un sort dont vous ne payez pas le coût de surcharge a une "
                   "seule cible.")
    assert len(alone) == 2 and sum(fr == () for _, fr in alone) == 1


def test_lines_are_aligned_line_by_line_when_both_sides_have_them(ctx):
    """A card's abilities, one a line on both sides: no bead crosses a line, even where a
    sentence of one line reads like one of the next."""
    en = ("Flying\nWhenever you cast a noncreature spell, draw a card.\n"
          "At the beginning of your end step, you lose 1 life. Then scry 1.")
    fr = ("Vol\nÀ chaque fois que vous lancez un sort non-créature, piochez une carte. "
          "Vous perdez 1 point de vie.\nAu début de votre étape de fin, regard 1.")
    beads = _kinds(ctx, en, fr)
    en_line, fr_line = {0: 0, 1: 1, 2: 2, 3: 2}, {0: 0, 1: 1, 2: 1, 3: 2}  # each sentence's
    for en_ids, fr_ids in beads:
        assert len({en_line[i] for i in en_ids} | {fr_line[j] for j in fr_ids}) == 1
    assert ((0,), (0,)) in beads and ((1,), (1,)) in beads and ((), (2,)) in beads


def test_lines_that_differ_leave_the_whole_text_to_the_sentences(ctx):
    en = "Flying\nWhenever you cast a noncreature spell, draw a card."
    fr = "Vol. À chaque fois que vous lancez un sort non-créature, piochez une carte."
    assert _kinds(ctx, en, fr) == [((0,), (0,)), ((1,), (1,))]


def test_a_light_side_splits_its_sentences_when_first_asked():
    from pipeline.nlp.sentences import split_sentences
    from pipeline.run import LightSide
    text = "Draw a card. Then discard a card.\n• Choose one."
    side = LightSide(text)
    assert side._sentences is None  # nothing split yet
    assert side.sentences == split_sentences(text) and len(side.sentences) == 3
    assert side.sentence_of(text.index("Then")) == 1


def test_a_joined_sentence_may_repeat_the_words_of_its_neighbour():
    """The second sentence's words (ability, trigger, graveyard) are all in the first:
    what it adds is a second « cementerio » and a third « disparar », which one
    "graveyard" and two "trigger" leave over. A 2-1 group, counted by mentions."""
    from tests.checks.test_meaning import _context

    es = _context("es")
    en = ("Although this ability triggers when the creature is put into a graveyard from "
          "the battlefield, it doesn't trigger on leaving the battlefield, so it doesn't "
          "work like other abilities. The ability will trigger from the graveyard.")
    fr = ("Esta habilidad se dispara cuando la criatura va a un cementerio desde el campo "
          "de batalla, pero no se dispara al dejar el campo de batalla, así que no funciona "
          "como las demás habilidades: se disparará desde el cementerio.")
    assert _kinds(es, en, fr) == [((0, 1), (0,))]
    # without the second mention, nothing of it is left over: dropped
    dropped = fr.replace(": se disparará desde el cementerio.", ".")
    assert _kinds(es, en, dropped) == [((0,), (0,)), ((1,), ())]


def test_a_joined_sentence_that_repeats_its_neighbours_words_is_one_group():
    """"If you pay the overload cost, the spell won't have any targets." after a sentence
    on that cost and spell: German says the repeats with pronouns (« bezahlst du sie, hat
    er überhaupt keine Ziele »), and the words it adds (pay, targets) are enough."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    en = ("If you don’t pay the overload cost of a spell, that spell will have a single "
          "target. If you pay the overload cost, the spell won’t have any targets.")
    joined = ("Ohne bezahlte Überlast-Kosten hat der Zauberspruch ein einziges Ziel; "
              "bezahlst du sie, hat er überhaupt keine Ziele.")
    assert _kinds(de, en, joined) == [((0, 1), (0,))]
    alone = _kinds(de, en, "Ohne bezahlte Überlast-Kosten hat der Zauberspruch ein einziges "
                   "Ziel.")
    assert len(alone) == 2 and sum(fr == () for _, fr in alone) == 1


def test_a_sentence_said_too_freely_to_pair_stays_in_its_place(ctx):
    """An English sentence left alone beside a target sentence left alone, in the same
    place, is their pair (said so freely that no cheap signal pairs them), and no
    sentence is reported dropped or added; one dropped with nothing in its place stays
    dropped (test_dropped_sentence_is_one_to_zero)."""
    en = ("Keep careful track of how many energy counters each player has. You may do so by "
          "keeping a running count on paper, by using a die, or by any other clear and "
          "mutually agreeable method.")
    de = ("Behalte genau im Blick, wie viele Energiemarken jeder Spieler hat. Das geht etwa, "
          "indem du den Stand fortlaufend auf Papier notierst, einen Würfel verwendest oder eine "
          "beliebige andere eindeutige Methode wählst, mit der alle Beteiligten einverstanden "
          "sind.")
    from tests.checks.test_meaning import _context

    de_ctx = _context("de")
    beads = align_sentences(de_ctx.source(en), de_ctx.target(de), de_ctx)
    assert [(b.en, b.fr) for b in beads] == [((0,), (0,)), ((1,), (1,))]
    assert not {f.check_id for f in findings_for(de_ctx, en, de)} & {"omission", "addition"}


def test_a_compounds_parts_explain_an_english_word_once():
    """"It triggers when the spell is cast, which means it becomes a creature before that
    spell resolves." split in two German sentences: the second's « Zauberspruch », cut
    in « Zauber|spruch », explains one "spell", not both, and the first sentence, which
    says the other with « ausgelöst » and « gewirkt », joins the group; a sentence that
    says nothing of the English stays added."""
    from tests.checks.test_meaning import _context
    de = _context("de")
    en = ("It triggers when the spell is cast, which means it becomes a creature before that "
          "spell resolves.")
    split = ("Die Fähigkeit wird ausgelöst, sobald der Zauberspruch gewirkt wird. Der "
             "Verschleierte Wächter wird also zur Kreatur, bevor dieser Zauberspruch "
             "verrechnet wird.")
    assert _kinds(de, en, split) == [((0,), (0, 1))]
    assert not {f.check_id for f in findings_for(de, en, split)} & {"omission", "addition"}
    added = split + " Diese Fähigkeit kann nur einmal pro Zug ausgelöst werden."
    assert "addition" in {f.check_id for f in findings_for(de, en, added)
                          if f.severity.value == "major"}
