"""The sections on playing in this program: typing, reading the board, the commands,
deal codes and settings, in the player's own command words."""

from __future__ import annotations

from fortythieves.core.rules import UNDO_LIMIT
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.example_moves import move_example, run_example
from fortythieves.lang.i18n import Translator
from fortythieves.lang.languages import AVAILABLE
from fortythieves.lang.lexicon import examples, help_topics, word
from fortythieves.lang.rulebook.model import Block, Items, Paragraph, Section, command, foreign
from fortythieves.lang.rulebook.picture import drawn_code
from fortythieves.lang.switches import switch_command
from fortythieves.lang.tokenizer import short_forms
from fortythieves.lang.variant_names import variant_name

EXAMPLE_CODE = "FT1-N-2345673"
EXAMPLE_LAYOUT_COMMAND = "fortythieves play --layout seed-deal"


def _word(t: Translator, key: str) -> str:
    return command(word(t.lang, key))


def _names(t: Translator, key: str) -> str:
    """A command and its one-letter forms: "draw or d"."""
    shorts = sorted(
        (s for s, k in short_forms(t.lang).items() if k == key), key=lambda s: (not s.isalpha(), s)
    )
    names = [word(t.lang, key), *shorts]
    return t.format_list([command(n) for n in names], style="or")


def _entry(t: Translator, key: str, description: str) -> str:
    # Translators: an entry of the command list: {commands} is a command and its short forms ("draw or d"),
    # {description} says what it does (the descriptions are below, each starting in lower case).
    return t._("{commands}: {description}.").format(commands=_names(t, key), description=description)


def playing(t: Translator, v: Variant) -> list[Section]:
    return [_playing_intro(t, v), _reading(t), _commands(t, v), _codes(t, v), _settings(t)]


def _playing_intro(t: Translator, v: Variant) -> Section:
    ex = examples(t.lang)
    # Translators: in the rules sheet, how to play in this program.
    typing = t._(
        "Type a command and press Enter; the game answers in a sentence or two. Type commands the way you "
        "would say them; the English words always work too, and capitals and accents do not matter."
    )
    # Translators: in the rules sheet, before examples of move commands.
    how = t._("To move a card, say which card goes where, by its name or by its place, for example:")
    keys = (
        "card-to-column",
        "card-to-foundation",
        "column-to-column",
        "waste-to-column",
        "take-back",
    )
    samples = Items((command(move_example(t, v)), *(command(ex[k]) for k in keys)))
    # Translators: in the rules sheet; {waste} and {card} are example commands, "play the waste" and
    # "play the 2 of hearts". A card typed alone, without the word "play", is only read out.
    best = t._(
        "A card played without a place, as in {waste} or {card}, goes to its best place: a foundation, "
        "else the longest column that accepts it, else an empty column. A card named alone, with no "
        "{play}, is only read out."
    ).format(waste=command(ex["play-waste"]), card=command(ex["play-card"]), play=_word(t, "play"))
    # Translators: in the rules sheet; {example} is an example command that acts on "it", the card or
    # place named last, such as "play it".
    it = t.pgettext("rules sheet", "After naming a card or a place, {example} acts on it.").format(
        example=command(ex["play-it"])
    )
    run = run_paragraph(t, v)
    runs = (run,) if run else ()
    # Translators: in the rules sheet: there are two cards of each name.
    both = t._("When both copies of a card could move, the game asks which one you mean.")
    # Translators: in the rules sheet; {why} is the command word that asks for the rule ("why").
    refused = t._(
        "When a move is refused, the game says why; typing {why} then gives the rule that refused it, in "
        "the words of these rules wherever they state it."
    ).format(why=_word(t, "why"))
    blocks: tuple[Block, ...] = (
        Paragraph(typing),
        Paragraph(how),
        samples,
        Paragraph(best),
        *runs,
        Paragraph(it),
        Paragraph(both),
        Paragraph(refused),
    )
    # Translators: a section title of the rules sheet.
    return Section("playing", t.pgettext("rules sheet", "Playing in this program"), blocks)


def run_paragraph(t: Translator, v: Variant) -> Paragraph | None:
    """How to move a run: in a sheet where runs move, and in the standard sheet, which
    describes the variants where they do. A card named alone is only read out, so the run
    moves with its highest card as the card of a move."""
    example = command(run_example(t))
    if v.sequences:
        # Translators: in the rules sheet of the variants where runs move: how to move a run; its highest
        # card is the one the others lie on. {example} is an example move of that card ("put the queen of
        # spades on the king of hearts"): the cards on it go with it.
        own = t._(
            "To move a run, move its highest card, as in {example}: the cards on it go too. Or type column "
            "to column: the longest run that fits is moved."
        )
        return Paragraph(own.format(example=example))
    if v is not STANDARD:
        return None
    names = t.format_list([variant_name(t, o) for o in VARIANTS if o.sequences])
    # Translators: in the standard game's rules sheet, which describes the variants too: how to move a run
    # in the variants where runs move; {variants} lists them ("Little Forty, Number Ten and Rank and File").
    # Word it as the sentence of those variants' own sheets ("To move a run, move its highest card, ...").
    run = t._(
        "In the variants {variants}, to move a run, move its highest card, as in {example}: the cards on it "
        "go too. Or type column to column: the longest run that fits is moved."
    )
    return Paragraph(run.format(variants=names, example=example))


def _reading(t: Translator) -> Section:
    ex = examples(t.lang)
    # Translators: in the rules sheet, before the list of commands that read the board.
    intro = t._("You can ask for any part of the board at any time:")
    # Translators: a command's description in the rules sheet (after "board or b: ").
    board = t._("read the whole board: the stock, the waste, the foundations and every column")
    items = [_entry(t, "board", board)]
    # Translators: in the rules sheet; {example} is an example command that reads a column.
    column = t._(
        "{example}: read one column, from its first-dealt card to its exposed card, or in the order you chose."
    )
    items.append(column.format(example=command(ex["read-column"])))
    # Translators: in the rules sheet; each placeholder is a word the player types.
    piles = t._("{read} followed by {foundation}, {waste} or {stock}: read that part of the board.")
    items.append(
        piles.format(
            read=_word(t, "read"),
            foundation=_word(t, "foundation"),
            waste=_word(t, "waste"),
            stock=_word(t, "stock"),
        )
    )
    # Translators: a command's description in the rules sheet.
    exposed = t._("read the top card of the waste and the exposed card of every column")
    items.append(_entry(t, "exposed", exposed))
    # Translators: in the rules sheet; {example} is an example command asking where a card is.
    where = t._("{example}: say where a card is.")
    items.append(where.format(example=command(ex["where-card"])))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "score", t._("say the score and the number of moves")))
    # Translators: a command's description in the rules sheet: the reply names the useful moves; the others
    # are counted at normal verbosity ("Also: 2 take-backs from a foundation") and named at full verbosity.
    moves = t._(
        "list the useful moves; cards that could be taken back from a foundation are only counted, and named "
        "at full verbosity; at brief verbosity they are left out"
    )
    items.append(_entry(t, "moves", moves))
    # Translators: in the rules sheet; {command} is the word the player types.
    options = t._("{command} followed by a card or a column: say where it can go.")
    items.append(options.format(command=_word(t, "options")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "code", t._("say the deal code of this game")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "repeat", t._("say the last reply again")))
    # Translators: a section title of the rules sheet.
    title = t.pgettext("rules sheet", "Reading the board")
    return Section("playing-reading", title, (Paragraph(intro), Items(tuple(items))))


def _commands(t: Translator, v: Variant) -> Section:
    items = [_entry(t, "draw", draw_description(t, v))]
    if v.redeals:
        # Translators: a command's description in the rules sheet of Little Forty.
        items.append(_entry(t, "redeal", t._("turn the waste over to form the stock again")))
    elif v is STANDARD:
        # the standard sheet describes the variants too, and the command only one of them has
        for other in (o for o in VARIANTS if o.redeals):
            # Translators: a command's description in the standard game's rules sheet, which describes the
            # variants too; {variant} is the one variant that has the command, Little Forty.
            only = t._("turn the waste over to form the stock again (in {variant} only)")
            items.append(_entry(t, "redeal", only.format(variant=variant_name(t, other))))
    # Translators: in the rules sheet; {command} is the word the player types. A card with others on it
    # (the first card of a run, where runs move) is refused: a tap sends one card.
    tap = t._(
        "{command} followed by a card: send the card to a foundation that accepts it, as a tap does in the "
        "original app; the top card of the waste goes to a column instead when no foundation accepts it. "
        "A card with others on it cannot be tapped."
    )
    items.append(tap.format(command=_word(t, "tap")))
    items.append(_entry(t, "undo", _undo_description(t, v)))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "redo", t._("play again an action you took back")))
    # two lists, the play's and the game's, each short enough for a page of large print
    play, items = items, []
    # Translators: in the rules sheet; {command} is the word the player types.
    new = t._("{command}: deal a new game; add a variant's name or a deal code to choose the game.")
    items.append(new.format(command=_word(t, "new")))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "restart", t._("start this deal again from the beginning")))
    # Translators: a command's description in the rules sheet.
    hint = t._("say the next move of a winning line, or the best move found and that it is only that")
    items.append(_entry(t, "hint", hint))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "play-hint", t._("play the move the hint gives")))
    # Translators: a command's description in the rules sheet (after "can I win?: ").
    can_win = t._("say whether this deal can still be won, is lost, or is not known yet")
    # Translators: the question that asks whether the deal can still be won, as the rules sheet shows it;
    # the game must understand it in your language (the words of "can I win" in the command words).
    asked = command(t.pgettext("rules sheet", "can I win?"))
    # Translators: an entry of the command list, as above.
    items.append(t._("{commands}: {description}.").format(commands=asked, description=can_win))
    # Translators: a command's description in the rules sheet.
    why = t._("say which rule refused the last move, in the words of these rules wherever they state it")
    items.append(_entry(t, "why", why))
    # Translators: a command's description in the rules sheet: "rules" alone lists the sections and asks
    # for one; the next entry reads one.
    items.append(_entry(t, "rules", t._("list the sections of these rules")))
    # Translators: in the rules sheet; {example} is an example command that reads one section of the rules.
    one_section = t._("{example}: hear one section of the rules.")
    items.append(one_section.format(example=command(examples(t.lang)["rules-section"])))
    help_moves = f"{word(t.lang, 'help')} {help_topics(t.lang)['moves'][0]}"
    # Translators: a command's description in the rules sheet: "help" alone lists the help's topics;
    # {help} is the command word, {example} the command that lists one topic's commands ("help moves").
    topics = t._(
        "list the help topics; {help} and a topic, as in {example}, lists the commands of that topic"
    )
    items.append(_entry(t, "help", topics.format(help=_word(t, "help"), example=command(help_moves))))
    # Translators: a command's description in the rules sheet.
    items.append(_entry(t, "quit", t._("leave the game; it is saved and resumes next time")))
    redealing = [o for o in VARIANTS if o.redeals]
    if v is STANDARD and redealing:
        # Translators: in the standard game's rules sheet, which describes the variants too, about undo;
        # {count} is 100; {variant} is the variant whose waste is turned over again, Little Forty.
        undo = t.ngettext(
            "The last {count} action can be undone, whether a move, a draw or, in {variant}, a redeal. "
            "Undoing restores the score, but the move counter does not go down.",
            "The last {count} actions can be undone: moves, draws and the redeals of {variant} alike. "
            "Undoing restores the score, but the move counter does not go down.",
            UNDO_LIMIT,
        )
    elif v.redeals:
        # Translators: in the rules sheet of Little Forty, about undo; {count} is 100.
        undo = t.ngettext(
            "The last {count} action can be undone, whether a move, a draw or a redeal. Undoing restores "
            "the score, but the move counter does not go down.",
            "The last {count} actions can be undone: moves, draws and redeals alike. Undoing restores "
            "the score, but the move counter does not go down.",
            UNDO_LIMIT,
        )
    else:
        # Translators: in the rules sheet, about undo; {count} is 100.
        undo = t.ngettext(
            "The last {count} action can be undone, moves and draws alike. Undoing restores the score, "
            "but the move counter does not go down.",
            "The last {count} actions can be undone: moves and draws alike. Undoing restores the score, "
            "but the move counter does not go down.",
            UNDO_LIMIT,
        )
    undo = undo.format(count=UNDO_LIMIT, variant=variant_name(t, redealing[0]) if redealing else "")
    # Translators: a section title of the rules sheet.
    title = t.pgettext("rules sheet", "Commands")
    return Section("playing-commands", title, (Items(tuple(play)), Paragraph(undo), Items(tuple(items))))


def draw_description(t: Translator, v: Variant) -> str:
    """What "draw" does, with the variant's number of cards where it turns more than one
    (in the standard sheet, which describes the variants too: theirs)."""
    more = [o for o in VARIANTS if o.draw > 1]
    if v is STANDARD and more:
        # Translators: a command's description in the standard game's rules sheet (after "draw or d: "),
        # which describes the variants too; {count} is the number of cards a draw turns in {variant},
        # Little Forty (3); fewer are turned there when fewer are left.
        many = t.ngettext(
            "turn one card from the stock onto the waste ({count} card in {variant}, fewer when fewer are left)",
            "turn one card from the stock onto the waste ({count} cards in {variant}, fewer when fewer are left)",
            more[0].draw,
        )
        return many.format(count=more[0].draw, variant=variant_name(t, more[0]))
    if v.draw > 1:
        # Translators: a command's description in the rules sheet of Little Forty (after "draw or d: ");
        # {count} is the number of cards turned at a time, 3; fewer are turned when fewer are left.
        many = t.ngettext(
            "turn {count} card from the stock onto the waste, fewer when fewer are left",
            "turn {count} cards from the stock onto the waste, fewer when fewer are left",
            v.draw,
        )
        return many.format(count=v.draw)
    # Translators: a command's description in the rules sheet (after "draw or d: "); one card is turned.
    return t._("draw from the stock onto the waste")


def _undo_description(t: Translator, v: Variant) -> str:
    redealing = [o for o in VARIANTS if o.redeals]
    if v is STANDARD and redealing:
        # Translators: a command's description in the standard game's rules sheet, which describes the
        # variants too; {variant} is the one whose waste is turned over to form the stock again, Little Forty.
        only = t._("take back the last action: a move, a draw or, in {variant}, a redeal")
        return only.format(variant=variant_name(t, redealing[0]))
    if v.redeals:
        # Translators: a command's description in the rules sheet of Little Forty, where turning the waste
        # over to form the stock again ("redeal") can be undone too.
        return t._("take back the last action: a move, a draw or a redeal")
    # Translators: a command's description in the rules sheet.
    return t._("take back the last action, a move or a draw")


def example_code(v: Variant) -> str:
    """The deal code a sheet gives as its example: the seeds' code for the standard game,
    a variant's own code (the deal its picture draws) in a variant's sheet."""
    return EXAMPLE_CODE if v is STANDARD else drawn_code(v)


def _codes(t: Translator, v: Variant) -> Section:
    code = example_code(v)
    if v is STANDARD:
        # Translators: in the rules sheet; {example} is a deal code such as FT1-N-2345673; {layout} is the
        # command line that starts the example deal (leave it as it is): a deal read from a layout file has
        # no code.
        what = t._(
            "Every deal has a code, such as {example}: FT1, a letter for the variant, and seven characters; "
            "a deal read from a layout file, such as the example deal that {layout} starts, has none. "
            "The same code always deals the same cards, so you can use a code to replay a deal or to share it "
            "with a friend."
        )
    else:
        # Translators: in a variant's rules sheet, which has no example deal of its own; {example} is a deal
        # code of the variant; {layout} is the command line that starts the standard game's example deal
        # (leave it as it is): a deal read from a layout file has no code.
        what = t._(
            "Every deal has a code, such as {example}: FT1, a letter for the variant, and seven characters; "
            "a deal read from a layout file, such as the standard game's example deal ({layout}), has none. "
            "The same code always deals the same cards, so you can use a code to replay a deal or to share "
            "it with a friend."
        )
    what = what.format(example=command(code), layout=command(EXAMPLE_LAYOUT_COMMAND))
    # Translators: one variant letter of the deal codes, as in "N for Forty Thieves".
    pair = t._("{letter} for {variant}")
    pairs = [pair.format(letter=v.letter, variant=variant_name(t, v)) for v in VARIANTS]
    # Translators: in the rules sheet; {letters} lists the variants' letters ("N for Forty Thieves, I for Indian, ...").
    letters = t._("The letter after FT1 names the variant: {letters}.").format(letters=t.format_list(pairs))
    # Translators: in the rules sheet, about typing deal codes. The check character catches one wrong
    # character and two neighbours swapped, not every mistake: say no more than that.
    typing = t._(
        "Capitals, spaces and hyphens do not matter when you type a code. Its last character is a check: "
        "a code with one wrong character, or with two neighbouring characters swapped, is refused, never "
        "dealt as another game. A code with more mistakes than that may deal a different game, so the "
        "game says the code of every deal it starts."
    )
    # Translators: in the rules sheet; {new} is the command word, {example} a deal code, {program} the
    # command line that starts the program with a code (leave it as it is).
    play = t._(
        "To play a deal by its code, type {new} followed by the code, or start the program with {program}."
    )
    play = play.format(new=_word(t, "new"), program=command("fortythieves play --code " + code))
    blocks = (Paragraph(what), Paragraph(letters), Paragraph(typing), Paragraph(play))
    # Translators: a section title of the rules sheet.
    return Section("playing-codes", t.pgettext("rules sheet", "Deal codes"), blocks)


def _settings(t: Translator) -> Section:
    # Translators: in the rules sheet; each placeholder is a word the player types.
    verbosity = t._("{command} followed by {brief}, {normal} or {full}: how much each reply says.").format(
        command=_word(t, "verbosity"),
        brief=_word(t, "brief"),
        normal=_word(t, "normal"),
        full=_word(t, "full"),
    )
    # Translators: in the rules sheet; each placeholder is a word the player types.
    order = t._("{command} followed by {dealt} or {exposed}: the order in which a column is read.").format(
        command=_word(t, "order"), dealt=_word(t, "dealt-first"), exposed=_word(t, "exposed-first")
    )
    languages = t.format_list([command(foreign(r.code, r.native_name)) for r in AVAILABLE], style="or")
    # Translators: in the rules sheet; {command} is the word the player types, {languages} the six languages.
    language = t._("{command} followed by a language: play in {languages}.").format(
        command=_word(t, "language"), languages=languages
    )
    on, off = _word(t, "on"), _word(t, "off")
    # Translators: in the rules sheet; each placeholder is a word the player types.
    autoplace = t._(
        "{command} followed by {on} or {off}: automatic placement, as in the original app: a card that "
        "cannot go where you said goes to its best place instead. It is off at the start."
    ).format(command=_word(t, "autoplace"), on=on, off=off)
    # Translators: in the rules sheet; {on} and {off} are the whole commands that switch quick play on
    # and off ("quick play on"). A card named alone, without "play", is otherwise only read out.
    quick = t._(
        "{on} or {off}: quick play: a card or a column named alone, with no question mark, plays "
        "itself, to its best place. It is off at the start."
    ).format(
        on=command(switch_command(t, "quickplay", True)), off=command(switch_command(t, "quickplay", False))
    )
    # Translators: in the rules sheet; each placeholder is a word the player types.
    speech = t._(
        "{command} followed by {on} or {off}: the game speaks every reply aloud, when speech is installed."
    )
    # Translators: a command's description in the rules sheet.
    stop = _entry(t, "stop", t._("silence the speech at once"))
    items = (
        verbosity,
        order,
        language,
        autoplace,
        quick,
        speech.format(command=_word(t, "speech"), on=on, off=off),
        stop,
    )
    # Translators: a section title of the rules sheet.
    return Section("playing-settings", t.pgettext("rules sheet", "Settings"), (Items(items),))
