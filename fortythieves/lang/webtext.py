"""The words of the web page: headings, labels, buttons, the rules page and the
server's own lines. The page's markup is built in `faces.web`; every word on it comes
from here (card names, moves and replies come from `phrasing` and `replies`)."""

from __future__ import annotations

from fortythieves.core.cards import Suit
from fortythieves.lang.i18n import Translator
from fortythieves.lang.phrasing import Phraser

# The card sizes' keys, in the order they are offered (play.settings.CardSize's values).
CARD_SIZES = ("large", "larger", "huge", "largest")


class WebText:
    """The page's words in one language."""

    def __init__(self, p: Phraser) -> None:
        self.p = p
        self.t: Translator = p.t

    # ----- the page ----------------------------------------------------------------------
    def title(self) -> str:
        # Translators: the web page's title (the browser tab) and its main heading.
        return self.t._("Forty Thieves solitaire")

    def skip_to_command(self) -> str:
        # Translators: a link at the very top of the web page that jumps to the command box.
        return self.t._("Skip to the command box")

    def command_label(self) -> str:
        # Translators: the label of the web page's command box.
        return self.t._("Command")

    def command_hint(self, example: str, board: str, help_word: str) -> str:
        # Translators: the hint under the web page's command box; {example} is an example command,
        # {board} and {help} are the command words for the board and for help.
        message = self.t._(
            "Type a command, such as “{example}”, and press Enter. “{board}” reads the board, "
            "“{help}” lists the commands."
        )
        return message.format(example=example, board=board, help=help_word)

    def send(self) -> str:
        # Translators: the button that sends the typed command on the web page.
        return self.t._("Send")

    def latest_reply(self) -> str:
        # Translators: heading of the web page's newest reply, shown first after a command.
        return self.t._("Reply")

    def replies(self) -> str:
        # Translators: heading of the list of the replies before the newest one on the web page (newest first).
        return self.t._("Earlier replies")

    def replies_heading(self) -> str:
        # Translators: heading over the list of the replies before the newest one on the web page, which
        # says their order: the newest at the top.
        return self.t._("Earlier replies, newest first")

    def refused(self) -> str:
        # Translators: the mark before a reply on the web page when the command was refused or not understood.
        return self.t._("Not done:")

    def no_reply_yet(self) -> str:
        # Translators: the newest-reply place on the web page before any command was typed.
        return self.t._("No reply yet.")

    def game_heading(self) -> str:
        # Translators: heading of the web page's part about the game (its deal, score and quick buttons).
        return self.t._("Game")

    def quick_commands(self) -> str:
        # Translators: the label of a group of buttons for common commands (draw, undo, redo, moves).
        return self.t._("Common commands")

    # ----- the board -----------------------------------------------------------------------
    def board(self) -> str:
        # Translators: heading of the board on the web page.
        return self.t._("Board")

    def stock(self) -> str:
        # Translators: heading of the stock on the web page's board.
        return self.t._("Stock")

    def waste(self) -> str:
        # Translators: heading of the waste on the web page's board.
        return self.t._("Waste")

    def foundations(self) -> str:
        # Translators: heading of the foundations on the web page's board.
        return self.t._("Foundations")

    def columns(self) -> str:
        # Translators: heading of the columns (the tableau) on the web page's board.
        return self.t._("Columns")

    def empty(self) -> str:
        # Translators: a pile with no card, on the web page's board.
        return self.t._("empty")

    def column(self, number: int) -> str:
        # Translators: heading of one column on the web page's board.
        return self.t._("Column {number}").format(number=number)

    def foundation(self, number: int, suit: Suit) -> str:
        # Translators: heading of one foundation on the web page's board, with its suit: "Foundation 2, hearts".
        return self.t._("Foundation {number} for {suit}").format(number=number, suit=self.p.suit_plural(suit))

    def face_down(self, count: int) -> str:
        # Translators: face-down cards at the start of a column on the web page, counted, never named.
        return self.t.ngettext("{count} face-down card", "{count} face-down cards", count).format(count=count)

    def show_cards_under(self, count: int) -> str:
        # Translators: the link "+3" beside a column's exposed card in a narrow window, which shows
        # the face-up cards that lie under it, on the web page's board.
        return self.t.ngettext(
            "Show the {count} card under it", "Show the {count} cards under it", count
        ).format(count=count)

    def more_foundations(self, count: int) -> str:
        # Translators: the link "+7" under the foundations' heading in a narrow window, which shows the
        # foundations not shown there, on the web page's board.
        return self.t.ngettext("{count} more foundation", "{count} more foundations", count).format(
            count=count
        )

    def more_count(self, count: int) -> str:
        # Translators: the short text of the link beside the foundations' heading in a narrow window
        # (400 % zoom): how many foundations are not shown there ("8 more"); the link shows them.
        return self.t.ngettext("{count} more", "{count} more", count).format(count=count)

    def count_cards(self, count: int) -> str:
        # Translators: how many cards a pile holds (the stock, the waste, the foundations), on the web
        # page's board.
        return self.t.ngettext("{count} card", "{count} cards", count).format(count=count)

    def actions_for(self, card: str) -> str:
        # Translators: the label of the group of buttons that act on one card: "Actions for 7 of spades".
        return self.t._("Actions for {card}").format(card=card)

    def chosen(self, card: str, pile: str) -> str:
        # Translators: a line in the web page's reply bar at 400 % zoom, where the chosen card may be
        # screens away, the card as the board shows it: "Chosen: J♠, waste" or "Chosen: 7♥, column 3".
        return self.t._("Chosen: {card}, {pile}").format(card=card, pile=pile)

    def play_card(self, card: str) -> str:
        # Translators: a button that plays a card to its best place (a foundation, else a column).
        return self.t._("Play {card}").format(card=card)

    def tap_card(self, card: str) -> str:
        # Translators: a button that sends a card to a foundation when one takes it (the app's tap).
        return self.t._("Tap {card}").format(card=card)

    def draw(self) -> str:
        # Translators: a button that draws a card from the stock.
        return self.t._("Draw a card")

    def redeal(self) -> str:
        # Translators: a button that turns the waste over into the stock (Little Forty).
        return self.t._("Turn the waste over")

    def undo(self) -> str:
        # Translators: a button that takes back the last action.
        return self.t._("Undo")

    def redo(self) -> str:
        # Translators: a button that plays again an action that was undone.
        return self.t._("Redo")

    def moves(self) -> str:
        # Translators: a button that lists the legal moves.
        return self.t._("Legal moves")

    def hint(self) -> str:
        # Translators: a button that gives the next move of a winning line, found by the solver (as a reply).
        return self.t._("Hint")

    def read_board(self) -> str:
        # Translators: a button that reads the whole board aloud (as a reply).
        return self.t._("Read the board")

    # ----- settings ------------------------------------------------------------------------
    def settings(self) -> str:
        # Translators: heading of the web page's settings.
        return self.t._("Settings")

    def language(self) -> str:
        # Translators: the label of the web page's language switch.
        return self.t._("Language")

    def card_size(self) -> str:
        # Translators: the label of the web page's card-size setting (for players with low vision).
        return self.t._("Card size")

    def card_size_name(self, key: str) -> str:
        t = self.t
        names = {
            # Translators: a card size on the web page (the smallest of four, still large).
            "large": t.pgettext("card size", "Large"),
            # Translators: a card size on the web page (the second of four).
            "larger": t.pgettext("card size", "Larger"),
            # Translators: a card size on the web page (the third of four).
            "huge": t.pgettext("card size", "Huge"),
            # Translators: a card size on the web page (the largest of four).
            "largest": t.pgettext("card size", "Largest"),
        }
        return names[key]

    # ----- the rules ---------------------------------------------------------------------
    def rules(self) -> str:
        # Translators: the link from the game page to the rules page, and that page's heading.
        return self.t._("Rules")

    def back_to_game(self) -> str:
        # Translators: a link back to the game from the rules page or an error page.
        return self.t._("Back to the game")

    def rules_in(self, language: str) -> str:
        # Translators: a heading on the rules page: the rules sheet in one language; {language} is its name.
        return self.t._("The rules in {language}").format(language=language)

    def read_here(self) -> str:
        # Translators: a link on the rules page that opens the rules sheet as a web page.
        return self.t._("Read on this site (web page)")

    def download(self, fmt: str) -> str:
        t = self.t
        names = {
            # Translators: a download link on the rules page: a tagged PDF document.
            "pdf": t._("Download as PDF (large print)"),
            # Translators: a download link on the rules page: braille ready for an embosser.
            "brf": t._("Download as braille (BRF, for an embosser)"),
            # Translators: a download link on the rules page: plain text.
            "txt": t._("Download as plain text"),
            # Translators: a download link on the rules page: the rules read aloud, a sound file.
            "wav": t._("Download read aloud (WAV sound)"),
        }
        return names[fmt]

    # ----- problems ------------------------------------------------------------------------
    def error_heading(self) -> str:
        # Translators: the heading of a web page that answers a request it cannot serve.
        return self.t._("This request could not be served")

    def stale_page(self) -> str:
        # Translators: a form was sent from an old or foreign page (the CSRF check failed).
        return self.t._("The page was out of date: go back to the game and send the command once more.")

    def too_large(self) -> str:
        # Translators: a request sent to the web server was larger than it accepts.
        return self.t._("That request is too large.")

    def command_too_long(self, limit: int) -> str:
        # Translators: a command typed on the web page was too long; {count} is the limit.
        return self.t.ngettext(
            "A command can be at most {count} character long.",
            "A command can be at most {count} characters long.",
            limit,
        ).format(count=limit)

    def too_fast(self) -> str:
        # Translators: the web server refuses commands sent faster than a person types them.
        return self.t._("Too many commands at once: wait a moment, then send your command again.")

    def not_found(self) -> str:
        # Translators: the web server has no page at the address asked for.
        return self.t._("There is no page at this address.")

    def not_allowed(self) -> str:
        # Translators: a web request of a kind this address does not take (such as a form sent to a page that is only read).
        return self.t._("This address does not take that kind of request.")

    def bad_request(self) -> str:
        # Translators: a web request that is not understood (a missing or wrong field).
        return self.t._("The request is not understood.")

    def server_error(self) -> str:
        # Translators: something went wrong inside the web server; the details went to its error log.
        return self.t._("Something went wrong on the server; it has been written to the error log.")

    def unavailable(self) -> str:
        # Translators: a rules-sheet download that this server cannot make (a part is not installed).
        return self.t._("This format cannot be made on this server: a part it needs is not installed.")

    # ----- the command line ------------------------------------------------------------------
    def serving(self, url: str) -> str:
        # Translators: the one line "fortythieves serve" prints when it starts; {url} is the address.
        return self.t._("Serving Forty Thieves at {url} (Ctrl+C stops it).").format(url=url)

    def not_loopback(self, host: str) -> str:
        # Translators: a warning of "fortythieves serve" when other machines can reach the server.
        return self.t._(
            "Warning: listening on {host}, which other machines can reach; the pages are not encrypted."
        ).format(host=host)
