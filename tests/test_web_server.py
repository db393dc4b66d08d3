"""The web face's server through aiohttp's test client: cookies, CSRF, limits, the
page without a script, languages, the rules downloads, players kept apart."""

from __future__ import annotations

import asyncio
import html
import re
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer
from gated import GatedPool

from fortythieves import solver
from fortythieves.core.saves import decode
from fortythieves.faces.advisor import SolverAdvisor
from fortythieves.faces.app import App
from fortythieves.faces.web import asking, pages, routes, server
from fortythieves.faces.web.board import KeptPieces
from fortythieves.faces.web.players import Bucket, Player, Players, folder_name
from fortythieves.lang.i18n import accept_language
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.store import open_store
from fortythieves.store.memory import MemoryStore
from fortythieves.store.shelf import Shelf

Check = Callable[[TestClient[web.Request, web.Application], web.Application], Awaitable[None]]


def run(tmp_path: Path, check: Check, **options: float) -> None:
    async def main() -> None:
        app = server.make_app(tmp_path, **options)
        async with TestClient(TestServer(app, host="127.0.0.1")) as client:
            await check(client, app)

    asyncio.run(main())


JSON = {"Accept": "application/json"}


def csrf_of(page: str) -> str:
    found = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
    assert found
    return found.group(1)


def latest(page: str) -> str:
    found = re.search(r'<p id="latest-text"[^>]*>(.*?)</p>', page, re.S)
    assert found
    return found.group(1)


def test_the_first_visit_gets_a_random_player_id_in_a_strict_http_only_cookie(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        response = await client.get("/")
        assert response.status == 200
        cookie = response.cookies[asking.COOKIE]
        assert re.fullmatch(r"[0-9a-f]{32}\.[0-9a-f]{32}", cookie.value)  # an id and its signature
        assert cookie["httponly"] and cookie["samesite"] == "Strict"
        headers = response.headers
        assert "script-src 'self'" in headers["Content-Security-Policy"]
        assert "unsafe-inline" not in headers["Content-Security-Policy"]
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "no-referrer"
        again = await client.get("/")  # the cookie is sent back: no new id
        assert asking.COOKIE not in again.cookies
        other = await client.get("/", cookies={asking.COOKIE: "../../etc"})  # not an id: a new one
        assert re.fullmatch(r"[0-9a-f]{32}\.[0-9a-f]{32}", other.cookies[asking.COOKIE].value)

    run(tmp_path, check)


def test_accept_language_chooses_the_page_language_through_babel(tmp_path: Path) -> None:
    assert accept_language("de-DE,de;q=0.9,pt-BR;q=0.8,en;q=0.5") == "pt"
    assert accept_language("fr, *;q=0.1") is None
    assert accept_language("en;q=0, hr;q=0.2") == "hr"

    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/", headers={"Accept-Language": "ca-ES,ca;q=0.9"})).text()
        assert '<html lang="ca">' in page
        assert ">Ordre</label>" in page and "Partida nova" in latest(page)

    run(tmp_path, check)


def test_a_form_without_javascript_posts_and_the_page_comes_back_with_the_reply_first(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        posted = await client.post(
            "/play", data={"csrf": csrf_of(page), "command": "draw"}, allow_redirects=False
        )
        assert posted.status == 303 and posted.headers["Location"] == "/?reply"
        page = await (await client.get("/?reply")).text()
        assert latest(page).startswith("Drew ")
        # the reply first, and focus on it: what a screen reader says first after the post
        assert re.search(r'<p id="latest-text"[^>]*autofocus', page) and '<input id="command"' in page
        assert page.index('id="latest-text"') < page.index('id="command"') < page.index('id="log"')
        log = re.search(r'id="log".*?<ol>(.*?)</ol>', page, re.S)
        assert log and log.group(1).count("<li>") == 1  # the opening; the reply is the newest, above
        page = await (await client.get("/")).text()  # opened again: focus in the command box
        assert (
            "autofocus" not in page.split('id="command"')[0]
            and " autofocus " in page.split('id="command"')[1]
        )

    run(tmp_path, check)


@pytest.mark.skipif(not solver.AVAILABLE, reason="the compiled solver is not built")
def test_the_hint_button_asks_for_a_hint(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        pt = {"Accept-Language": "pt"}  # sent with every request, as a browser does
        page = await (await client.get("/", headers=pt)).text()
        assert '<button id="do-hint" name="command" value="dica">Dica</button>' in page
        # A deal the solver wins at once: a random one may be proved lost, and then the hint
        # rightly says so instead.
        for command in ("novo jogo FT1-N-C5W5XPX", "dica"):
            await client.post(
                "/play", data={"csrf": csrf_of(page), "command": command}, allow_redirects=False, headers=pt
            )
        said = latest(await (await client.get("/")).text())
        assert said.startswith("Dica: "), said

    run(tmp_path, check)


def test_without_a_solver_there_is_no_hint_button() -> None:
    session = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    session.open(code="FT1-N-2345673", environ={})
    assert ">Hint</button>" not in pages.game_part(session, "a1")
    session.advisor = SolverAdvisor(GatedPool())  # its search never starts here
    assert '<button id="do-hint" name="command" value="hint">Hint</button>' in pages.game_part(session, "a1")


def test_the_script_gets_the_reply_and_the_new_board_as_json(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        answer = await client.post(
            "/play",
            data={"csrf": csrf_of(page), "command": "draw"},
            headers={"Accept": "application/json"},
        )
        data = await answer.json()
        assert data["reply"].startswith("Drew ") and not data["reload"]
        assert (
            '<section id="board"' in data["game"] and '<h3 class="label" id="waste-h">Waste' in data["game"]
        )
        switched = await client.post(
            "/play",
            data={"csrf": csrf_of(page), "command": "language dutch"},
            headers={"Accept": "application/json"},
        )
        assert (await switched.json())["reload"]

    run(tmp_path, check)


def test_every_post_needs_the_players_own_csrf_token(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        it = {"Accept-Language": "it"}  # sent with every request, as a browser does
        page = await (await client.get("/", headers=it)).text()
        token = csrf_of(page)
        missing = await client.post("/play", data={"command": "draw"}, headers=it)
        assert missing.status == 403
        assert "La pagina non era aggiornata" in await missing.text()
        wrong = await client.post("/play", data={"csrf": "0" * 64, "command": "draw"})
        assert wrong.status == 403
        client.session.cookie_jar.clear()  # another browser with this player's token
        stranger = await client.post("/play", data={"csrf": token, "command": "draw"})
        assert stranger.status == 403
        settings = await client.post("/settings", data={"card_size": "huge"})
        assert settings.status == 403

    run(tmp_path, check)


def test_limits_refuse_with_a_localized_message(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        hr = {"Accept-Language": "hr"}  # sent with every request, as a browser does
        page = await (await client.get("/", headers=hr)).text()
        token = csrf_of(page)
        big = await client.post("/play", data={"csrf": token, "command": "x" * 5000}, headers=hr)
        assert big.status == 413 and "prevelik" in await big.text()
        long = await client.post(
            "/play", data={"csrf": token, "command": "x" * 501}, headers={"Accept": "application/json", **hr}
        )
        assert long.status == 400
        assert (await long.json())["reply"] == "Naredba smije imati najviše 500 znakova."
        codes = []
        for _ in range(4):
            r = await client.post("/play", data={"csrf": token, "command": "score"}, allow_redirects=False)
            codes.append(r.status)
        assert codes == [303, 303, 303, 429]  # a burst of four (the long command took one), then a wait
        assert "Previše naredbi" in await r.text()

    run(tmp_path, check, rate=0.01, burst=4)


def test_bad_requests_get_a_4xx_page_in_the_language(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        nl = {"Accept-Language": "nl"}
        missing = await client.get("/nowhere", headers=nl)
        assert missing.status == 404 and "Er is geen pagina op dit adres." in await missing.text()
        wrong_method = await client.get("/play", headers=nl)
        assert wrong_method.status == 405 and "neemt zo’n verzoek niet aan" in await wrong_method.text()
        assert (await client.get("/rules/xx.txt")).status == 404
        assert (await client.get("/rules/ca.exe")).status == 404

    run(tmp_path, check)


def test_a_bug_is_one_localized_line_and_goes_to_the_error_log(tmp_path: Path) -> None:
    def broken(*_args: object) -> str:
        raise RuntimeError("a bug")

    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        original = pages.game_page
        pages.game_page = broken  # type: ignore[assignment]
        try:
            response = await client.get("/", headers={"Accept-Language": "pt"})
        finally:
            pages.game_page = original
        text = await response.text()
        assert response.status == 500 and "Algo correu mal no servidor" in text
        assert "Traceback" not in text and "a bug" not in text
        assert "RuntimeError: a bug" in (tmp_path / "players" / "errors.log").read_text(encoding="utf-8")

    run(tmp_path, check)


def test_each_player_is_kept_under_a_hash_of_the_id_with_their_own_game(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        first = await client.get("/")
        pid = first.cookies[asking.COOKIE].value
        await client.post("/play", data={"csrf": csrf_of(await first.text()), "command": "draw"})
        store = app[asking.PLAYERS].store
        (slot,) = store.games(f"web:{folder_name(pid)}")  # saved before the reply came
        assert decode(slot.text).game.moves == 1
        names = [p.name for p in tmp_path.rglob("*")]
        assert not any(pid in name for name in names)
        client.session.cookie_jar.clear()
        second = await client.get("/")
        assert second.cookies[asking.COOKIE].value != pid
        codes = re.findall(
            r"F T 1, [A-Z], (?:[0-9A-Z] ){6}[0-9A-Z]", await first.text() + await second.text()
        )
        assert len(set(codes)) == 2  # two players, two deals

    run(tmp_path, check)


def test_every_move_is_on_disk_once_the_server_has_stopped(tmp_path: Path) -> None:
    played: dict[str, object] = {}

    async def main() -> None:
        app = server.make_app(tmp_path)
        async with TestClient(TestServer(app, host="127.0.0.1")) as client:
            first = await client.get("/")
            played["pid"] = pid = first.cookies[asking.COOKIE].value
            csrf = csrf_of(await first.text())
            for command in ["draw", "draw", "undo", "draw", "moves", "draw"]:  # faster than the disk
                reply = await client.post(
                    "/play", data={"csrf": csrf, "command": command}, headers={"Accept": "application/json"}
                )
                assert reply.status == 200
            game = app[asking.PLAYERS].live[pid].session.game
            played["snapshot"], played["moves"] = game.snapshot(), game.moves
        # the server has stopped here: every session closed, every save written

    asyncio.run(main())
    (slot,) = open_store(tmp_path).games(f"web:{folder_name(str(played['pid']))}")
    saved = decode(slot.text).game
    assert (saved.snapshot(), saved.moves) == (played["snapshot"], played["moves"]) and saved.moves == 4


def test_idle_sessions_are_freed_and_the_game_resumes(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        await client.post("/play", data={"csrf": csrf_of(page), "command": "draw"})
        players = app[asking.PLAYERS]
        assert players.free_idle() == 0  # not idle yet
        players.idle_seconds = 0
        assert players.free_idle() == 1 and not players.live
        back = await (await client.get("/")).text()
        assert "Resuming your game" in latest(back) and "1 move" in latest(back)

    run(tmp_path, check)


def test_the_settings_form_changes_the_card_size_and_the_language(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        assert '<body class="size-large">' in page
        await client.post("/settings", data={"csrf": csrf_of(page), "card_size": "largest"})
        page = await (await client.get("/")).text()
        assert '<body class="size-largest">' in page
        await client.post("/settings", data={"csrf": csrf_of(page), "lang": "hr"})
        page = await (await client.get("/")).text()
        assert '<html lang="hr">' in page and ">Naredba</label>" in page
        bad = await client.post("/settings", data={"csrf": csrf_of(page), "card_size": "tiny"})
        assert bad.status == 400

    run(tmp_path, check)


def test_the_rules_page_links_every_language_and_serves_text_and_html(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/rules", headers={"Accept-Language": "ca"})).text()
        for code in ("en", "ca", "nl", "pt", "it", "hr"):
            for fmt in ("html", "pdf", "brf", "txt", "wav"):
                assert f'href="/rules/{code}.{fmt}"' in page
        text = await client.get("/rules/nl.txt")
        assert text.headers["Content-Disposition"] == 'attachment; filename="fortythieves-rules-nl.txt"'
        assert "Veertig" in (await text.read()).decode("utf-8")
        html = await client.get("/rules/it.html")
        assert '<html lang="it">' in await html.text()
        assert "style-src 'sha256-" in html.headers["Content-Security-Policy"]

    run(tmp_path, check)


def test_a_served_rules_sheet_leads_back_to_the_game_in_the_players_language(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/rules/it.html", headers={"Accept-Language": "hr"})).text()
        link = f'<p><a href="/">{html.escape(asking.words("hr").back_to_game())}</a></p>'
        assert f'<body>\n<nav lang="hr">{link}</nav>\n' in page  # first on the page
        assert f'<footer lang="hr">{link}</footer>\n</body>' in page  # and where the sheet ends
        assert '<html lang="it">' in page

    run(tmp_path, check)


def test_loopback_is_told_apart() -> None:
    assert server.is_loopback("127.0.0.1") and server.is_loopback("::1") and server.is_loopback("localhost")
    assert not server.is_loopback("0.0.0.0") and not server.is_loopback("192.168.1.4")
    assert server.url_of("::1", 8040) == "http://[::1]:8040/"


def test_the_columns_kept_for_a_player_give_the_page_part_made_afresh() -> None:
    session = Session(settings=Settings(lang="nl"), store=Shelf.in_memory())
    session.open(code="FT1-N-2345673", environ={})
    kept: KeptPieces = {}
    lines = ["d", "c1 f", "c2 c5", "d", "w c3", "undo", "board", "language en", "d", "c4 f", "c3 f"]
    for line in lines * 3:
        session.handle(line)
        assert pages.game_part(session, "a1", kept) == pages.game_part(session, "a1")
    assert pages.game_part(session, "b2", kept) == pages.game_part(session, "b2")  # another page's token
    assert set(kept) == {*(f"column-{n}" for n in range(1, 11)), "foundations", "waste"}


def test_the_foundations_are_made_again_only_when_a_top_card_or_the_language_changes() -> None:
    session = Session(settings=Settings(lang="en"), store=Shelf.in_memory())
    session.open(code="FT1-N-2345673", environ={})
    kept: KeptPieces = {}
    pages.game_part(session, "a1", kept)
    made = kept["foundations"]
    session.handle("d")  # no card to a foundation
    pages.game_part(session, "a1", kept)
    assert kept["foundations"] is made
    session.handle("language nl")
    assert pages.game_part(session, "a1", kept) == pages.game_part(session, "a1")
    assert kept["foundations"] is not made


def put_in_place(html: str, parts: dict[str, str], before: pages.Part) -> str:
    """What the page's script does with the pieces sent: each replaces its element."""
    old = dict(before.pieces)
    for key, piece in parts.items():
        assert html.count(old[key]) == 1  # an element of its own, found by its id
        html = html.replace(old[key], piece)
    return html


def test_the_pieces_sent_after_each_command_give_the_page_part_made_afresh() -> None:
    app = App(Session(settings=Settings(lang="nl"), store=Shelf.in_memory()), speaker_factory=None)
    app.session.open(code="FT1-N-2345673", environ={})
    player = Player("0" * 32, app, Bucket(10, 30), 0.0)
    page = player.part("a1").html
    shown = player.version
    lines = [
        "d",
        "c1 f",
        "c2 c5",
        "d",
        "w c3",
        "undo",
        "board",
        "language en",
        "d",
        "c4 f",
        "c3 f",
        "new game",
    ]
    sent_whole = 0
    for line in lines * 3:
        before = player.made
        assert before is not None
        app.handle(line)
        update = player.update("a1", shown)
        if "game" in update:  # another language, another deal's frame: the whole part
            sent_whole += 1
            page = str(update["game"])
        else:
            parts = update["parts"]
            assert isinstance(parts, dict)
            if line in ("board", "undo"):  # reading changes nothing; an undo a place or two
                assert len(parts) <= (0 if line == "board" else 4)
            page = put_in_place(page, parts, before)
        shown = str(update["shown"])
        assert page == pages.game_part(app.session, "a1")
    assert sent_whole == 1  # the change to English: every word differs (a new deal keeps the frame)
    stale = player.update("a1", "an older page")  # a page showing another part gets it whole
    assert stale["game"] == page and player.update("a1", shown) == {"parts": {}, "shown": shown}


def test_the_script_gets_only_what_changed_on_the_board_it_shows(tmp_path: Path) -> None:
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        # the first command makes the player (a page view keeps nothing): the whole board
        first = await client.post("/play", data={"csrf": csrf_of(page), "command": "score"}, headers=JSON)
        assert "game" in await first.json()
        page = await (await client.get("/")).text()
        found = re.search(r'<div id="game" data-shown="([0-9a-f]+)">', page)
        assert found
        shown = found.group(1)

        async def say(command: str, shown: str) -> dict[str, object]:
            answer = await client.post(
                "/play",
                data={"csrf": csrf_of(page), "command": command, "shown": shown},
                headers={"Accept": "application/json"},
            )
            return dict(await answer.json())

        drawn = await say("draw", shown)
        parts = drawn["parts"]
        assert isinstance(parts, dict) and set(parts) == {"status", "stock", "waste"}
        assert parts["waste"].startswith('<div class="pile waste" id="waste"')
        again = await say("score", str(drawn["shown"]))
        assert again["parts"] == {} and again["shown"] == drawn["shown"]
        stale = await say("board", shown)  # the page before the draw: the whole part
        assert '<section id="board"' in str(stale["game"]) and "parts" not in stale

    run(tmp_path, check)


def test_every_part_made_has_a_name_of_its_own_and_a_csrf_token_is_the_same_when_kept() -> None:
    names = set()
    for n in range(3):
        app = App(Session(store=Shelf.in_memory()), speaker_factory=None)
        app.session.open(code="FT1-N-2345673", environ={})
        player = Player(f"{n:032x}", app, Bucket(10, 30), 0.0)
        player.part("a1")
        names.add(player.version)
        player.part("a1")  # nothing changed: the same part, the same name
        assert player.version in names
        app.handle("d")
        player.part("a1")
        names.add(player.version)
    assert len(names) == 6
    assert all(re.fullmatch(r"[0-9a-f]+", name) for name in names)  # as the page's script sends it back
    players = Players(Path("unused"), b"k" * 32, MemoryStore())
    try:
        pid = "0" * 32
        fresh = players.csrf(pid)
        players.live[pid] = player
        assert players.csrf(pid) == fresh and player.csrf == fresh  # kept for a live player
        assert players.csrf_ok(pid, fresh) and not players.csrf_ok("1" * 32, fresh)
    finally:
        players.live.clear()
        players.close()


def test_a_line_read_before_is_answered_on_the_event_loop_and_a_new_deal_in_a_thread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import threading

    from fortythieves.faces.net.quick import Sorter
    from fortythieves.faces.net.steady import warm

    warm()  # as a server does: a language's first line would be too slow to keep
    monkeypatch.setattr(routes, "SORTER", Sorter())  # no line known yet

    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        token = csrf_of(page)
        assert not app[asking.PLAYERS].live  # a page view keeps nothing
        await client.post("/play", data={"command": "score", "csrf": token}, headers=JSON)
        (player,) = app[asking.PLAYERS].live.values()  # made by the first command
        answered_in: list[str] = []
        handle = player.app.handle

        def noted(line: str) -> object:
            answered_in.append(threading.current_thread().name)
            return handle(line)

        player.app.handle = noted  # type: ignore[assignment,method-assign]
        for line in ("draw", "draw", "board", "board", "new game FT1-N-2345673"):
            response = await client.post(
                "/play", data={"command": line, "csrf": token}, headers={"Accept": "application/json"}
            )
            assert response.status == 200 and (await response.json())["reply"]
        loop = threading.current_thread().name
        first_draw, second_draw, first_board, second_board, deal = answered_in
        assert first_draw != loop and first_board != loop  # read in a thread the first time
        assert second_draw == loop and second_board == loop  # then known: answered at once
        assert deal != loop  # a new deal lists the games and may wait for the disk

    run(tmp_path, check)


def test_the_position_as_text_tells_positions_apart_as_the_position_key_does() -> None:
    import random

    from fortythieves.core.codes import DealCode, dealing_order
    from fortythieves.core.game import Game
    from fortythieves.core.variants import VARIANTS

    rng = random.Random(4)
    for variant in VARIANTS:
        game = Game.deal(variant, dealing_order(DealCode.random(variant, rng)))
        keys: dict[object, str] = {}
        for _ in range(300):
            keys.setdefault(game.state.key(), pages.position_text(game.state))
            assert keys[game.state.key()] == pages.position_text(game.state)
            moves = list(game.state.legal_moves())
            if not moves or rng.random() < 0.15:
                if not game.can_undo():
                    break
                game.undo()
            else:
                game.apply(rng.choice(moves))
        assert len(keys) > 20 and len(set(keys.values())) == len(keys)  # different positions, different texts


def test_the_answer_to_can_i_win_comes_by_itself_into_the_log(tmp_path: Path) -> None:
    # FT1-N-4YYPQ3Q: won by the search only in its third slice, after about 3 s of one core.
    async def check(client: TestClient[web.Request, web.Application], app: web.Application) -> None:
        page = await (await client.get("/")).text()
        token = csrf_of(page)
        json_only = {"Accept": "application/json"}
        nothing = await client.get("/news", params={"csrf": "0" * 64}, headers=json_only)
        assert nothing.status == 204  # not this player's token: nothing, at once
        for command in ("new game FT1-N-4YYPQ3Q", "can I win?"):
            answer = await client.post("/play", data={"csrf": token, "command": command}, headers=json_only)
            said = (await answer.json())["reply"]
        assert said.startswith("Not known yet: the search is still looking."), said
        heard = None
        for _ in range(10):  # each request waits up to 25 s for the search
            news = await client.get("/news", params={"csrf": token}, headers=json_only)
            if news.status == 200:
                heard = (await news.json())["reply"]
                break
            assert news.status == 204
        assert heard is not None and heard.startswith(
            "The answer to “can I win?”: yes, a winning line of "
        ), heard
        page = await (await client.get("/")).text()
        assert latest(page) == html.escape(heard)  # kept in the page's log too

    run(tmp_path, check)
