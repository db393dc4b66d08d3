"""In answer to "Which ace of hearts: column 1 or column 6?", "the last one" ("de laatste",
"l'ultima", "zadnji") picks the last choice said; "the top one" ("de bovenste", "la de
dalt", "gornja") tells nothing apart, since each choice is a card on top of its pile, and
the question is asked again with that reason. After a list of moves, "the last one" is
its last item. Generated from each language's catalogue words."""

from __future__ import annotations

import pytest

from fortythieves.core.cards import Card, Rank, Suit
from fortythieves.lang.answers import _last_one_words, _top_one_words
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import CardRef, MoveIntent
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.play import reply as ev
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ACE = Card(Rank.ACE, Suit.HEARTS)  # exposed in columns 1 and 6 of this deal


def asked(lang: str) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    s.dispatch(MoveIntent(CardRef(ACE), None))
    assert s.pending is not None and len(s.pending.moves) == 2
    return s


def said(words: str) -> list[str]:
    forms = [w for w in words.split("|") if w]
    return [*forms, *(f"{w}?" for w in forms[:2]), *(f"{w.capitalize()}, please" for w in forms[:1])]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_one_picks_the_last_choice(lang: str) -> None:
    wrong = []
    for line in said(_last_one_words(translator(lang))):
        s = asked(lang)
        last = s.pending.moves[-1] if s.pending is not None else None
        moved = [e.outcome.move for e in s.handle(line).events if isinstance(e, ev.Moved)]
        if moved != [last]:
            wrong.append(line)
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_top_one_asks_again_with_the_reason(lang: str) -> None:
    wrong = []
    for line in said(_top_one_words(translator(lang))):
        s = asked(lang)
        question = s.pending
        reply = s.handle(line).text
        assert question is not None
        again = s.r.position_undecided(s.r.which(s.game.state, question.moves, question.by_source))
        if s.pending is not question or s.game.moves or reply != again:
            wrong.append((line, reply))
    assert not wrong, wrong


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_last_one_after_a_list_of_moves_plays_its_last_item(lang: str) -> None:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673", requested_lang=lang, environ={})
    (listed,) = [e for e in s.handle(word(lang, "moves")).events if isinstance(e, ev.Listed)]
    last = next(w for w in _last_one_words(translator(lang)).split("|") if w)
    moved = [e.outcome.move for e in s.handle(last).events if isinstance(e, ev.Moved)]
    assert len(listed.items[-1]) == 1 and moved == [listed.items[-1][0]], (last, listed.items[-1], moved)
