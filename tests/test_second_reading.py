"""A line not understood word for word gets more readings (`lang.parser`): the one
clause that says something when the rest is chatter, a number after a move that names
its empty column, "no" before undo, a bare "back" with a remark after it, the command
before a clause of reason, a language named after a verb, and the one question its words
mark (`lang.concepts`). None may ever
give a line that acts from words that did not."""

from __future__ import annotations

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from fortythieves.core.cards import Card
from fortythieves.core.moves import column
from fortythieves.core.state import State
from fortythieves.core.variants import get_variant
from fortythieves.lang import parser, tokenizer
from fortythieves.lang.concepts import (
    clause_words,
    consequence_words,
    correction_words,
    question_openers,
    spot,
)
from fortythieves.lang.folding import normalize
from fortythieves.lang.intents import MoveIntent, Series, Unknown, changes_game, format_intent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.parser import MAX_LINE, parse
from fortythieves.lang.parsing.classes import too_long
from fortythieves.lang.parsing.line import read_line
from fortythieves.lang.questionmarks import CONCEPTS
from fortythieves.lang.tags import Tag
from fortythieves.play.resolver import Ask, Play, resolve_move

CASES = [
    # questions put in the player's own words: what they mark is read out
    ("en", "is there anything i can move at all?", "cmd moves"),
    ("en", "any hints?", "cmd hint"),
    ("en", "what's my score so far", "cmd score"),
    ("en", "how do you play forty thieves again?", "cmd rules"),
    ("en", "what commands can i use?", "cmd help"),
    ("ca", "em dones una pista?", "cmd hint"),
    ("ca", "quina puntuació porto", "cmd score"),
    ("ca", "hi ha alguna cosa per moure?", "cmd moves"),
    ("nl", "heb je misschien een tip?", "cmd hint"),
    ("nl", "wat zijn de spelregles?", "cmd rules"),  # one slip of the fingers
    ("pt", "ainda dá para ganhar este jogo?", "cmd can-win"),
    ("pt", "há alguma coisa para mexer?", "cmd moves"),
    ("it", "mi dai un suggerimento?", "cmd hint"),
    ("it", "c'è qualcosa da spostare?", "cmd moves"),
    ("hr", "imaš kakav savjet?", "cmd hint"),
    ("hr", "može li se ova igra još dobiti?", "cmd can-win"),
    # a pile asked about in any words is read
    ("en", "how many are left in that stock of yours?", "cmd stock-left"),
    # one clause says it, the others are chatter
    ("en", "go back a move, i messed up", "cmd undo"),
    ("pt", "volta atrás, enganei-me", "cmd undo"),
    ("it", "torna indietro di una mossa, ho sbagliato", "cmd undo"),
    # "help" with a question after it is the help itself
    ("pt", "ajuda, que comandos existem?", "cmd help"),
    ("en", "help moves", "cmd help moves"),
    # a verbosity said as a phrase, or beside the setting's name
    ("en", "shorter answers please", "set verbosity shorter"),
    ("pt", "respostas mais curtas, por favor", "set verbosity shorter"),
    ("it", "risposte più brevi per favore", "set verbosity shorter"),
    ("hr", "kraći odgovori molim", "set verbosity shorter"),
    # a language after its linking words
    ("ca", "canvia l'idioma a anglès", "set language angles"),
    ("nl", "verander de taal in het engels", "set language engels"),
    ("hr", "promijeni jezik na engleski", "set language engleski"),
    ("en", "switch the language to dutch", "set language dutch"),
    # a number word beside a card is a card too; two bare numbers with a word between are
    # read alike, ranks first when one is a word (the resolver weighs the columns too)
    ("en", "eight onto the nine please", "move rank 8 -> rank 9"),
    ("en", "put the eight of hearts on nine", "move 8H -> rank 9"),
    ("en", "three to five", "move rank 3 -> rank 5"),
    ("en", "3 to 5", "move c3 -> c5"),
    # a digit one rank above the card before it is that card's rank; any other digit a column
    ("en", "7d on 8", "move 7D -> rank 8"),
    ("it", "7 quadri su 8", "move 7D -> rank 8"),
    ("en", "7d on 3", "move 7D -> c3"),
    ("en", "3 8", "move c3 -> c8"),
    # a slip of the finger in a word of five letters or more
    ("en", "put the card off the discard pile onto coloumn seven please", "move waste -> c7"),
    ("it", "metti la carta degli scarti sulla colona sette", "move waste -> c7"),
    # words the game does not know, around a whole move, a draw, an undo
    ("en", "could you kindly place the jack of clubs on the queen, please", "move JC -> rank Q"),
    ("en", "move the seven of spades to column five buddy", "move 7S -> c5"),
    # no slip ever makes a command word ("ultima" is not "ultime", the exposed cards)
    ("it", "sposta l'ultima carta della colonna 2 nella colonna 7", "move c2 -> c7"),
    # English "no" is no negation in Portuguese, where it is "in the"
    ("pt", "põe o 7 de espadas no 8 de espadas sff obrigadinho", "move 7S -> 8S"),
    # more questions in the player's own words
    ("ca", "de què va aquest joc?", "cmd rules"),
    ("nl", "ik zit vast", "cmd hint"),
    # "am I stuck?", "can it still come out?" ask whether the game can be won; "I'm stuck" and
    # "what should I do" ask for a hint
    ("en", "will this game still come out or am i stuck", "cmd can-win"),
    ("en", "i'm stuck, what should i do", "cmd hint"),
    ("ca", "encara és possible, això?", "cmd can-win"),
    ("nl", "kan het nog, of zit ik vast?", "cmd can-win"),
    ("pt", "isto ainda dá ou quê?", "cmd can-win"),
    ("it", "è ancora possibile, questa partita?", "cmd can-win"),
    ("hr", "jesam li zapeo ili je još moguće?", "cmd can-win"),
    ("hr", "zapeo sam, što sad?", "cmd hint"),
    ("pt", "estou perdido?", "cmd can-win"),
    ("it", "a che punto sono?", "cmd score"),
    ("hr", "šta sad?", "cmd hint"),
    # a last clause that is only a number names the empty column of the move before it
    ("en", "the six of hearts can go in the empty column, thats number 6", "move 6H -> c6"),
    ("it", "metti il re di fiori nella colonna vuota, la sesta", "move KC -> c6"),
    # "no" before undo agrees with it; a reason after a command is passed over
    ("nl", "nee nee nee, maak ongedaan", "cmd undo"),
    ("it", "dammi un suggerimento, che non so cosa fare", "cmd hint"),
    ("hr", "vuci kartu jer nemam što igrati", "cmd draw"),
    # a language named after a verb
    ("hr", "prebaci na hrvatski", "set language hrvatski"),
    # "talk less": fewer words, with a word for speaking and a level
    ("ca", "parla menys", "set verbosity brief"),
    ("en", "talk less please", "set verbosity brief"),
    ("nl", "minder praten", "set verbosity brief"),
    ("pt", "fala menos, respostas curtas por favor", "set verbosity brief"),
    ("it", "parla di meno", "set verbosity brief"),
    ("hr", "govori manje, daj kraće odgovore", "set verbosity shorter"),
    ("en", "talk more", "set verbosity longer"),
    # "anything" said with a word that also cancels, inside a question
    ("ca", "puc moure res?", "cmd moves"),
    # a place's name typed short with a slip
    ("en", "draw from the stokc", "cmd draw"),
    # a command that changes the game said last, as Dutch puts the infinitive
    ("nl", "een kaart trekken", "cmd draw"),
    # a bare "back" with a remark after it undoes
    ("hr", "natrag, pogriješio sam", "cmd undo"),
    ("en", "ok back, my mistake", "cmd undo"),
    # a remark after a whole move
    ("pt", "passa a coluna 2 para a 9, assim fica livre", "move c2 -> c9"),
]


@pytest.mark.parametrize(("lang", "typed", "meant"), CASES)
def test_second_reading(lang: str, typed: str, meant: str) -> None:
    assert format_intent(parse(typed, lang)) == meant


REFUSED = [
    ("en", "any hints for the seven of spades"),  # names a card: never a question reading
    ("en", "undo, column 3"),  # two clauses that both say something, one no whole command
    ("en", "undo, hint?"),  # a question after a command: no second command
    ("en", "what about column 3 hints"),  # a column named
    ("ca", "activa menys"),  # a switch is turned on or off, not shortened
    ("en", "talk less more"),  # two levels at once
    ("nl", "terug naar het menu"),  # "back" with a place after it is no undo ("terug" alone undoes)
    ("en", "back to the menu"),  # "back" with a place word after it is no remark
    ("en", "back, don't undo"),  # a negation in the remark
    ("en", "3 draw"),  # a number before a command said last counts nothing
    ("it", "parla meno veloce"),  # "less fast": no level of detail, and no step of the voice either
    ("hr", "govori manje brzo"),
    ("nl", "praat minder snel"),
    ("en", "sock to column 2"),  # an everyday word is no slip of a place's name ("stock")
    ("it", "sposta le bassi sulla 3"),
    ("en", "put the seven of spades on column 5, dont move it"),  # a negation after a move
    ("en", "more brief less verbose long"),  # two levels at once
    ("en", "any rules or hints"),  # two questions marked
    ("en", "don't move the seven of spades to column five buddy"),  # a negation: never guessed at
    ("en", "no wait move the seven of spades to column five buddy"),
    ("en", "hold on put the seven of spades on the eight of spades mate"),  # "on" is no destination here
    ("en", "hang on move the seven of spades to column five buddy"),
    ("nl", "in plaats van de 7 schoppen op de 8 schoppen joh"),  # a negation of three words
    ("ca", "en lloc de posar el set de piques al vuit de piques xec"),
    ("pt", "em vez de pôr o 7 de espadas no 8 de espadas xpto"),
    ("it", "anziché mettere il 7 di picche sull'8 di picche boh"),
    ("hr", "ništa, stavi 7 pik na 8 pik ajme"),
    ("nl", "kaart van de aflegstapel naar de schuur"),  # the destination not understood
    ("nl", "schuur 2"),  # the word before a number names the place
    ("en", "play the seven of spades quickly buddy"),  # a move without its destination
    ("en", "blah what"),  # too little left of a question
    ("ca", "amaga una carta del munt"),  # an unknown verb: never read as the pile it names ("agafa" draws)
    ("en", "put the 7 of spades on the 8 of hearts, number 4"),  # a number names only an empty column
    ("en", "no, don't take that back"),  # "no" with a negation of undo
    ("en", "no no, draw"),  # "no" agrees with undo only
    ("en", "pick up the seven of spades"),  # "up" is no destination for a verb not known
    ("ca", "canvia a la columna 3"),  # no language named
]


@pytest.mark.parametrize(("lang", "typed"), REFUSED)
def test_second_reading_refuses_what_is_not_one_thing(lang: str, typed: str) -> None:
    intent = parse(typed, lang)
    assert format_intent(intent).startswith("unknown"), format_intent(intent)


def test_every_language_marks_every_question() -> None:
    from fortythieves.lang.concepts import _phrases

    for lang in LANGUAGES:
        own = {key for _, key in _phrases(lang)}
        assert own == set(CONCEPTS), lang


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_question_word_alone_is_its_question(lang: str) -> None:
    from fortythieves.lang.concepts import _phrases

    for phrase, key in _phrases(lang):
        words = [w.rstrip("*") + ("x" if w.endswith("*") else "") for w in phrase]
        assert spot(words, lang) is CONCEPTS[key] or spot(words, lang) is None, (lang, phrase)


_WORDS = st.sampled_from(
    [
        "what",
        "is",
        "there",
        "any",
        "hint",
        "move",
        "score",
        "rules",
        "help",
        "board",
        "the",
        "i",
        "me",
        "please",
        "so",
        "at",
        "all",
        "left",
        "now",
        "can",
        "still",
        "win",
        "column",
        "3",
        "seven",
        "of",
        "spades",
        "draw",
        "undo",
        "new",
        "game",
        "quit",
        "ace",
        "king",
        "7s",
        "c3",
        "w",
        "foundation",
        "to",
        "onto",
        "from",
        "back",
    ]
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_WORDS, min_size=1, max_size=8), st.sampled_from(LANGUAGES))
@example(["column", "can", "can", "can", "can", "ace"], "en")  # four "can"s passed over acted
@example(["hint", "is", "i", "quit"], "ca")  # two commands, the first read past "is"
@example(["quit", "i", "what"], "ca")
@example(["3", "of", "ace", "column"], "en")  # "ace" before "column" is no ordinal
@example(["i", "ace"], "ca")  # "and the ace": a follow-up, acting like the move before
@example(["i", "is", "at"], "ca")  # a follow-up read only by passing "is" over acted
@example(["what", "now", "column", "ace"], "en")  # the hint asked, then a move: the hint
@example(["what", "now", "c3", "foundation"], "en")
@example(["undo", "the", "is", "move", "undo"], "en")  # "undo the move" is the same verb said again
@example(["ace", "i", "ace", "ace"], "ca")  # cards in a row: each part a card of its own words
@example(["the", "is", "draw", "draw"], "en")  # the article goes with the word not known after it
@example(["3", "spades", "there", "from", "column"], "en")  # no column said: the card comes from nowhere
@example(["new", "the", "game"], "en")  # a game's life said by its grammar line, "the" a small word in it
@example(["3", "spades", "there", "from", "3"], "en")  # the 3 of spades from column 3 where the last one went
def test_a_second_reading_acts_only_on_a_whole_command_said_without_negation(
    words: list[str], lang: str
) -> None:
    """A line that acts only on its second reading is a grammar line of a game's life that
    covers every word; or a command said before a clause of explanation or of consequence
    ("so", "that frees"), with no negation in it; or holds no negation and at most three
    words the game does not know, and without them (and an article said right before one)
    it says that same thing word for word. A line of several commands ("hint and quit") is
    that grammar line's own reading: each of its parts, read alone, holds to the same."""
    _acts_only_on_a_whole_command(words, lang)


def _acts_only_on_a_whole_command(words: list[str], lang: str) -> None:
    from fortythieves.lang.concepts import clause_words, consequence_words, negates
    from fortythieves.lang.folding import normalize
    from fortythieves.lang.intents import Cmd, Command, MoveIntent, Read
    from fortythieves.lang.parsing.classes import is_filler
    from fortythieves.lang.parsing.commands import read
    from fortythieves.lang.parsing.life import life_said
    from fortythieves.lang.parsing.line import read_line
    from fortythieves.lang.tags import TagKind, has
    from fortythieves.lang.tokenizer import tokenize

    line = " ".join(words)
    intent = parse(line, lang)
    if isinstance(intent, Series):  # more commands than a line may hold act on none
        for said, part in zip(intent.said, intent.parts, strict=False):
            alone = parse(said, lang)
            # cards said in a row share the place said once ("the 2 and the 3 to the
            # foundation"): each part moves the card its own words name
            if alone != part:
                named = alone.what if isinstance(alone, Read) else getattr(alone, "source", None)
                assert isinstance(part, MoveIntent) and part.source == named, line
            _acts_only_on_a_whole_command(said.split(), lang)
        return
    if not changes_game(intent) or changes_game(read(read_line(line, lang), False)):
        return
    if life_said(read_line(line, lang)) == intent:
        return  # a grammar line of a game's life covers every word ("new the game": its row, a small word inside)
    if isinstance(intent, MoveIntent) and intent.like_last:
        # "and the ace (too)": the follow-up's grammar line, a card read word for word
        # after a word that joins it to the move before, with at most three words the game
        # does not know passed over, as for any second reading ("i is at")
        tags = tokenize(line, lang)
        unknown = [t for t in tags if t.kind is TagKind.UNKNOWN]
        assert not negates(line, lang) and len(unknown) <= 3, line
        kept = " ".join(t.text for t in tags if t.kind is not TagKind.UNKNOWN)
        plain = read(read_line(kept, lang), False)
        if (
            intent.origin is not None
        ):  # "and the 3 of spades there, from column 3": the card is said before "from"
            start = next(k for k, t in enumerate(tags) if has(t, TagKind.FROM))
            plain = parse(" ".join(t.text for t in tags[:start]), lang)
        assert isinstance(plain, Read) and plain.what == intent.source, line
        return
    words = normalize(line).split()
    marks = clause_words(lang) | consequence_words(lang)
    for i in range(1, len(words)):  # "undo what i did", "... so c3": the words before the clause
        if (
            any(tuple(words[i : i + len(m)]) == m for m in marks)
            and parse(" ".join(words[:i]), lang) == intent
        ):
            assert not negates(" ".join(words[:i]), lang), line
            return
    tags = tokenize(line, lang)
    unknown = [t for t in tags if t.kind is TagKind.UNKNOWN]
    assert not negates(line, lang) and 1 <= len(unknown) <= 3, line
    # an article right before a word not known goes with it ("the bloody draw"): passed over too
    with_article = {i for i, t in enumerate(tags[:-1]) if has(t, TagKind.ARTICLE) and tags[i + 1] in unknown}
    kept = " ".join(
        t.text for i, t in enumerate(tags) if t.kind is not TagKind.UNKNOWN and i not in with_article
    )
    said = [t for t in tokenize(kept, lang) if not is_filler(t) or has(t, TagKind.BACK)]
    if len(said) == 1 and has(said[0], TagKind.BACK):  # "back, that was wrong": undone
        assert intent == Command(Cmd.UNDO), line
        return
    assert read(read_line(kept, lang), False) == intent, line


def test_marks_are_found_in_folded_words() -> None:
    assert spot(normalize("Qualche SUGGERIMENTO?").split(), "it") is CONCEPTS["hint"]


def _coloured_position(cols: list[str]) -> State:
    v = get_variant("forty-thieves")
    columns = [[Card.parse(x) for x in c.split()] for c in cols]
    return State.from_piles(v, columns + [[] for _ in range(v.columns - len(cols))], None, [])


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "the red ace to the foundation"),
        ("ca", "l'as vermell a la fundació"),
        ("nl", "de rode aas naar de basisstapel"),
        ("pt", "o ás vermelho para a fundação"),
        ("it", "l'asso rosso in fondazione"),
        ("hr", "crveni kec na temelj"),
    ],
)
def test_a_colour_and_a_rank_resolve_among_the_cards_in_sight_and_ask_when_two_fit(
    lang: str, line: str
) -> None:
    intent = parse(line, lang)
    assert isinstance(intent, MoveIntent)
    one = _coloured_position(["KS AH", "QS AS"])  # the black ace does not fit
    played = resolve_move(one, intent, autoplace=False)
    assert isinstance(played, Play) and played.move.source == column(0)
    two = _coloured_position(["KS AH", "QS AD", "AS"])
    assert isinstance(resolve_move(two, intent, autoplace=False), Ask)
    none = _coloured_position(["KS AS", "QS AC"])
    assert not isinstance(resolve_move(none, intent, autoplace=False), Play | Ask)


def _repeated(lead: str, words: str, tail: str, lang: str) -> str:
    """`lead`, then `words` and `tail` said again and again, up to the longest line read
    (longer ones are refused as too long, unread)."""
    line = lead
    while len(line + words + tail) <= MAX_LINE and not too_long(read_line(line + words + tail, lang)):
        line += words + tail
    while line == lead and words.count(" ") and too_long(read_line(lead + words + tail, lang)):
        words = words.rsplit(" ", 1)[0]  # all the marks at once are too many: as many as are read
    return line if line != lead else lead + words + tail


def _worst_lines(lang: str) -> list[str]:
    """The lines that start the most second readings: the language's clause, correction,
    remark-of-consequence and question words, each and all of them, said over and over."""
    groups = (clause_words(lang), correction_words(lang), consequence_words(lang), question_openers(lang))
    marks = sorted({" ".join(m) for group in groups for m in group})
    every = " ".join(marks)
    lines = [_repeated("", mark, " fa, ", lang) for mark in marks[::10]]  # "que fa, que fa, ..."
    lines += [_repeated(lead, every, sep, lang) for lead in ("", "7 on 8 ") for sep in (", ", " 5 ")]
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_worst_lines_are_read_in_work_that_grows_with_their_words(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each second reading reads parts of the line again; a part is read once per parse
    and the readings inside readings stop at a small depth, so the longest line read (40
    words, 8 clauses) of connectors ("que fa, que fa, ...") tags each word a few dozen times
    at most (45 for Portuguese question openers, the worst), never in a search over every way
    to cut it. Every word tagged is counted, however a reading asks for it (the
    whole line, in the player's language or another, or the words left when some are
    passed over)."""
    words = 0
    tagged = tokenizer._tagged

    def counted(
        prepared: tuple[list[str], set[str]],
        lang: str,
        cut_words: frozenset[int] = frozenset(),
        ends: frozenset[int] = frozenset(),
    ) -> tuple[list[Tag], list[int]]:
        nonlocal words
        words += len(prepared[0])
        return tagged(prepared, lang, cut_words, ends)

    monkeypatch.setattr(tokenizer, "_tagged", counted)
    for line in _worst_lines(lang):
        words = 0
        intent = parser.parse(line, lang)
        assert not changes_game(intent) or line.startswith("7 on 8"), line
        assert not (isinstance(intent, Unknown) and intent.too_long), line  # read, not refused unread
        assert len(line.split()) <= words <= 60 * len(line.split()), (line, words)


@pytest.mark.parametrize(("lang", "typed"), [("en", "speak more slowly"), ("pt", "fala mais devagar")])
def test_the_word_after_more_says_how_to_speak(lang: str, typed: str) -> None:
    """ "speak more slowly": the voice's speed, a step down; never the level of detail."""
    assert format_intent(parse(typed, lang)) == "set rate slower"
