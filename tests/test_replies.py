"""The replies of issue 12, in exact English and with the same structure in every language."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from fortythieves.core.rules import UNDO_LIMIT
from fortythieves.lang.i18n import translator
from fortythieves.lang.intents import Setting, SettingName, Value
from fortythieves.lang.languages import LANGUAGES
from fortythieves.lang.lexicon import word
from fortythieves.lang.parser import parse
from fortythieves.lang.switches import SWITCHES, switch_command
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store.shelf import Shelf

ROOT = Path(__file__).parent.parent
SEED = (ROOT / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")
ENDGAME = (ROOT / "tests" / "positions" / "endgame.txt").read_text(encoding="utf-8")
OTHERS = [lang for lang in LANGUAGES if lang != "en"]


def _session(lang: str = "en", layout: str = SEED) -> Session:
    s = Session(settings=Settings(lang=lang), store=Shelf.in_memory())
    s.open(layout=layout, requested_lang=lang, environ={})
    return s


def _say(s: Session, line: str) -> str:
    return s.handle(line).text


def test_tap_on_a_column_names_the_tap_rule() -> None:
    # the seed's column 3 ends with the 8 of hearts: no foundation takes it, but a column might
    text = _say(_session(), "tap column 3")
    assert text == (
        "No foundation takes the 8 of hearts now, and a tap sends a column's card only to a foundation."
    )


def test_a_card_on_a_foundation_is_not_nowhere() -> None:
    s = _session()
    _say(s, "tap column 8")  # 3 of hearts: no
    s.handle("c1 c1")
    s = _session(layout=ENDGAME)
    _say(s, "c3 f")  # queen of hearts onto foundation 2
    assert _say(s, "tap queen of hearts") == "The queen of hearts is already on foundation 2 for hearts."


def test_foundations_say_their_suit() -> None:
    assert _say(_session(), "read foundation 1") == "Foundation 1 for spades: empty."


def test_positions_follow_the_reading_order() -> None:
    s = _session()  # column 8: 9 of hearts, ace of spades, ace of clubs, 3 of hearts
    assert _say(s, "where ace of spades").startswith(
        "Ace of spades: one in column 8, covered by 2 cards (ace of clubs and 3 of hearts);"
    )
    _say(s, "order exposed first")
    assert _say(s, "where ace of spades").startswith(
        "Ace of spades: one in column 8, covered by 2 cards (3 of hearts and ace of clubs);"
    )
    assert " of 4" not in _say(s, "where ace of spades")
    # never counted from an end: by ear the player cannot tell which end is meant
    assert "from the" not in _say(s, "where ace of spades")


def test_codes_are_spelled_and_spell_code_uses_the_alphabet() -> None:
    s = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    s.open(code="FT1-N-2345673" if False else None, environ={})
    code = s.current.code
    assert code is not None
    spoken = " ".join(code.split("-")[0]) + ", " + code.split("-")[1]
    assert _say(s, "code").startswith(f"Forty Thieves, deal {spoken}, ")
    assert not re.search(r"\d\d", _say(s, "code"))  # never a number read as "two million"
    spelled = _say(s, "spell code")
    assert spelled.startswith("Deal code: Foxtrot, Tango, 1; November; ")
    # the spelled form can be typed back as it is said
    same = _say(s, "code").removeprefix("Forty Thieves, deal ").removesuffix(".")
    s.handle("c1 f")
    assert _say(s, f"new game {same}").startswith("New game of Forty Thieves.")
    assert s.current.code == code and s.game.moves == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_settings_list_says_whether_quick_play_is_on(lang: str) -> None:
    s = _session(lang)
    off = _say(s, word(lang, "settings"))
    s.settings.quickplay = True
    on = _say(s, word(lang, "settings"))
    assert on != off and on.split(";")[3:5] != off.split(";")[3:5], on  # said beside auto-place


def test_settings_list_every_setting_and_a_switch_named_alone_reports() -> None:
    s = _session()
    assert _say(s, "settings") == (
        "Settings. Verbosity: normal; order: dealt first; language: English; auto-place: off; "
        "quick play: off; loss warnings: off; speech: off, 175 words a minute, volume 100 percent."
    )
    assert _say(s, "autoplace") == "Auto-place is off. Type autoplace on or autoplace off."
    assert _say(s, "autoplace") == "Auto-place is off. Type autoplace on or autoplace off."
    assert s.settings.autoplace is False
    assert _say(s, "speech") == "Speech is off. Type speech on or speech off."
    assert s.settings.speech is False
    assert _say(s, "warnings") == "Loss warnings are off. Type warnings on or warnings off."
    assert s.settings.warnloss is False


def test_a_setting_is_said_as_a_state_agreeing_with_its_noun() -> None:
    # Croatian "isključi" is the command that switches off; the list says the state, in
    # the gender of each setting (postavljanje is neuter, govor masculine)
    s = _session("hr")
    said = _say(s, "postavke")
    assert "automatsko postavljanje: isključeno;" in said
    assert "govor: isključen, 175 riječi u minuti" in said
    _say(s, "automatsko postavljanje uključi")
    assert "automatsko postavljanje: uključeno;" in _say(s, "postavke")
    assert (
        "automatisch plaatsen: uit; snel spelen: uit; waarschuwingen bij een verliezende zet: uit; spraak: uit,"
        in _say(_session("nl"), "instellingen")
    )
    assert "upozorenja na potez koji gubi igru: isključena;" in said
    assert "brza igra: isključena;" in said  # igra is feminine


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_setting_state_changes_when_the_setting_does(lang: str) -> None:
    s = _session(lang)
    before = _say(s, "settings")
    _say(s, "autoplace on")
    assert _say(s, "settings") != before


def test_the_rules_sections_of_a_variant_are_listed_in_lower_case_but_names() -> None:
    s = _session()
    _say(s, "new game maria")
    said = _say(s, "rules")
    assert "the aim of the game, how Maria differs from Forty Thieves, the set-up" in said
    hr = _session("hr")
    _say(hr, "nova igra marija")
    assert "cilj igre, po čemu se varijanta Marija razlikuje od igre Četrdeset lopova," in _say(hr, "pravila")
    # in the standard sheet the variants' sections are titled with their names, capitals kept
    assert "the variants, Indian, Limited" in _say(_session(), "rules")


@pytest.mark.parametrize(("lang", "five"), [("nl", "vijfje"), ("hr", "petica")])
def test_a_rank_named_alone_says_each_card_in_a_sentence_of_its_own(lang: str, five: str) -> None:
    # a rank noun reads the four fives of the seed's deal, two of them out of sight; each
    # answer is a sentence that starts with a capital, whatever leads it (hr "herc petica: ...")
    said = _say(_session(lang), five)
    sentences = [x for x in re.split(r"(?<=\.) ", said) if x]
    assert len(sentences) == 4, said
    assert all(x[0].isupper() for x in sentences), said


@pytest.mark.parametrize(
    ("lang", "line", "start"),
    [
        ("en", "help with the moves", "Moves. "),
        ("nl", "help me met de zetten", "Zetten. "),
        ("nl", "help spel", "Spel: "),
        ("hr", "pomoć za poteze", "Potezi. "),
        ("hr", "pomoć oko postavki", "Postavke: "),
    ],
)
def test_help_finds_its_topic_among_small_words(lang: str, line: str, start: str) -> None:
    assert _say(_session(lang), line).startswith(start)


@pytest.mark.parametrize(("lang", "line"), [("en", "help me"), ("nl", "help mij"), ("hr", "pomozi mi")])
def test_help_with_only_small_words_lists_the_topics(lang: str, line: str) -> None:
    s = _session(lang)
    topics = _say(s, {"en": "help", "nl": "help", "hr": "pomoć"}[lang]).split(". ")[0]
    assert _say(s, line).startswith(topics)


def test_stop_answers_in_one_line() -> None:
    assert _say(_session(), "stop") == "Speech is off; nothing to stop."


def test_help_by_topic() -> None:
    s = _session()
    whole = _say(s, "help")
    assert whole.startswith("Help has these topics: moves, game, listening, settings and speech.")
    topic = _say(s, "help moves")
    assert topic.startswith("Moves. Type the card and where it goes")
    # one topic alone, not the others after it (moves, the longest, gained the tapped waste card)
    assert len(topic.split()) < 140 and "Listening" not in topic
    assert _say(s, "help game").startswith("Game: draw (d), undo (u)")


def test_exposed_includes_the_waste_and_undoing_a_draw_names_the_card() -> None:
    s = _session()
    assert _say(s, "exposed").startswith("Exposed cards. Waste empty; column 1: 2 of hearts;")
    _say(s, "draw")
    assert _say(s, "exposed").startswith("Exposed cards. Waste: ace of spades; column 1:")
    assert _say(s, "undo") == "Undone: the draw of the ace of spades; it is back in the stock. Score 0."


def test_the_undo_limit_is_said() -> None:
    s = _session(layout=ENDGAME)
    assert _say(s, "c3 c5").startswith("Moved")  # the queen of hearts onto the king of hearts
    for _ in range(UNDO_LIMIT // 2 + 1):  # then to her foundation and back
        assert _say(s, "c5 f").startswith("Moved")
        assert _say(s, "f6 c5").startswith("Moved")
    for _ in range(UNDO_LIMIT):
        assert _say(s, "undo").startswith("Undone")
    assert _say(s, "undo") == "Only the last 100 actions can be undone, and all of them have been."


def test_moves_put_the_useful_first_and_count_take_backs_apart() -> None:
    s = _session(layout=ENDGAME)
    text = _say(s, "moves")
    assert re.fullmatch(
        r"11 useful moves: [^.]*; draw from the stock\. There are also 13 take-backs from a foundation\.",
        text,
    )
    useful = text.split(". There are also")[0]
    assert "from foundation" not in useful


def test_brief_keeps_the_newly_exposed_card() -> None:
    s = _session(layout=ENDGAME)
    _say(s, "verbosity brief")
    assert _say(s, "c3 f") == (
        "Moved the queen of hearts to foundation 6. Column 3 now ends with the king of clubs."
    )
    board = _say(s, "board")
    assert "Columns. 1: king of spades; 2: king of hearts, queen of clubs;" in board
    assert board.endswith("; empty: 6, 7, 8, 9 and 10.")
    assert _say(s, "moves").count("also") == 0


@pytest.mark.parametrize("lang", OTHERS)
def test_every_language_says_the_same_things(lang: str) -> None:
    en, s = _session(), _session(lang)
    for line in ["settings", "help", "stop", "exposed", "spell code", "autoplace"]:
        cmd = {"settings": "settings", "help": "help", "stop": "x", "exposed": "e"}.get(line)
        mine = _say(s, cmd) if cmd in ("x", "e") else None
        assert mine is None or mine != _say(en, cmd)
    # the same structure: numbers and card counts agree, the words are the language's
    for line in ["read foundation 1", "where ace of spades", "tap column 3", "d", "u", "moves"]:
        theirs, ours = _say(s, line), _say(en, line)
        assert theirs != ours and "{" not in theirs, line
        if line in ("read foundation 1", "moves"):  # no card name with a number in them
            assert re.findall(r"\d+", theirs)[:1] == re.findall(r"\d+", ours)[:1], (line, theirs)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_argparse_speaks_the_language_and_each_command_has_its_help(lang: str) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "fortythieves", "--lang", lang, "rules", "--help"],
        capture_output=True, text=True, check=True, cwd=ROOT,
    )  # fmt: skip
    assert "--format" in run.stdout and "--speak" not in run.stdout
    if lang != "en":
        assert "usage:" not in run.stdout and "show this help" not in run.stdout


# ----- a setting switched on or off: one whole command, its words agreeing -----------------
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_each_switch_command_quoted_by_help_is_understood_as_that_switch(lang: str) -> None:
    t = translator(lang)
    for key in SWITCHES:
        for on, value in ((True, Value.ON), (False, Value.OFF)):
            command = switch_command(t, key, on)
            assert parse(command, lang) == Setting(SettingName(key), value), command


def test_portuguese_help_says_on_in_the_gender_and_number_of_each_setting() -> None:
    s = _session("pt")
    assert "e avisos ligados para ser avisado" in _say(s, "ajuda jogo")
    settings = _say(s, "ajuda definições")
    assert "colocação automática ligada" in settings
    assert "terminal ligado permite" in settings and "terminal desligado volta" in settings
    assert _say(s, "avisos").endswith("Escreva avisos ligados ou avisos desligados.")
    assert "Voz: voz ligada ou voz desligada;" in _say(s, "ajuda voz")
    # the command words a sentence quotes side by side are in the same mood
    assert "escreva joga e a carta para a mandar para o melhor lugar, sobe e a carta" in _say(
        s, "ajuda jogadas"
    )


def test_croatian_help_puts_the_verb_first_in_a_switch_command() -> None:
    s = _session("hr")
    assert "a uključi upozorenja da odmah čuješ" in _say(s, "pomoć igra")
    assert _say(s, "upozorenja").endswith("Upiši uključi upozorenja ili isključi upozorenja.")


def test_croatian_replies_to_a_move_and_a_take_back_have_their_verb() -> None:
    s = _session("hr", ENDGAME)
    assert _say(s, "stavi tref damu na herc kralja") == (
        "Tref dama ne može ići na herc kralja: može samo na prazan stupac ili na tref kralja."
    )
    assert _say(s, "c5 f").startswith("Herc kralj prelazi iz stupca 5 na temelj 2.")
    assert _say(s, "vrati herc kralja s temelja").startswith(
        "Herc kralj prelazi s temelja 2 na prazan stupac 5."
    )
    assert _say(s, "poništi") == "Poništeno: herc kralj s temelja 2 na prazan stupac 5. Bodovi: 10."
    assert _say(s, "ponovi potez").startswith(
        "Ponovljeno. Herc kralj prelazi s temelja 2 na prazan stupac 5."
    )
