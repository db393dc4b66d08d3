"""The web page in a real browser, played: by keyboard and pointer on the board, with and
without JavaScript, typing ahead, refusals, the language switch and the rules. The
views at three zooms, three colour schemes and six languages are in `test_web_views`."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, expect
from webpage import context, focused_id, replies, send

CODE = "FT1-N-2345673"


def scroll_y(page: Page) -> float:
    return float(page.evaluate("window.scrollY"))


def in_board(page: Page) -> bool:
    return bool(page.evaluate("document.getElementById('board').contains(document.activeElement)"))


def dealt(browser: Browser, url: str, **options: object) -> tuple[BrowserContext, Page]:
    """A page of a new player, a game of CODE dealt."""
    ctx = context(browser, **options)
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    return ctx, page


def test_a_card_is_moved_on_the_board_by_keyboard_and_focus_stays_there(url: str, browser: Browser) -> None:
    ctx = context(browser, viewport={"width": 640, "height": 400}, device_scale_factor=2)  # 200 % zoom
    page = ctx.new_page()
    page.goto(url)
    assert focused_id(page) == "command"  # the command box has focus from the start
    assert send(page, f"new game {CODE}").startswith("New game of Forty Thieves")
    send(page, "draw")
    page.locator("#board").scroll_into_view_if_needed()
    pick = page.locator("#board .pick").first
    place = pick.locator("xpath=..").get_attribute("id")
    pick.focus()
    top = scroll_y(page)
    page.keyboard.press("Enter")  # choose the card: the places it can go to become buttons
    chosen = page.locator(f"#{place} .pick")
    expect(chosen).to_have_attribute("aria-pressed", "true")
    target = page.locator("#board .dest").first
    expect(target).to_be_focused()
    said = target.locator(".name").inner_text()  # the move in words, for a screen reader
    assert " from column " in said and " to " in said, said
    before = replies(page)
    page.keyboard.press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    assert page.locator("#latest-text").inner_text().startswith("Moved "), page.locator(
        "#latest-text"
    ).inner_text()
    assert in_board(page), focused_id(page)  # on the card's new place, not back at the top
    # The page did not jump: at most a nudge to show the focused place below the reply.
    assert abs(scroll_y(page) - top) < 60, (top, scroll_y(page))
    shown = page.evaluate(
        "(() => { const r = document.activeElement.getBoundingClientRect();"
        " const l = document.getElementById('latest').getBoundingClientRect();"
        " return r.top >= l.bottom && r.bottom <= innerHeight; })()"
    )
    assert shown
    assert not page.locator("#board .dest").count()
    # Escape puts a chosen card back
    page.locator("#board .pick").first.focus()
    page.keyboard.press("Enter")
    expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator('#board .pick[aria-pressed="true"]')).to_have_count(0)
    ctx.close()


def test_at_400_percent_a_move_on_the_board_leaves_the_page_where_it_is(url: str, browser: Browser) -> None:
    """A window too low for the reply above the board: the reply is in a bar along the
    window's bottom, the page does not move to it, and the card's new place (with focus)
    stays in view above the bar."""
    ctx = context(browser, viewport={"width": 320, "height": 200}, device_scale_factor=4)
    page = ctx.new_page()
    page.goto(url)
    send(page, f"new game {CODE}")
    send(page, "draw")
    bar = page.evaluate(
        "(() => { const r = document.getElementById('latest').getBoundingClientRect();"
        " return [getComputedStyle(document.getElementById('latest')).position, r.bottom, r.height]; })()"
    )
    assert bar[0] == "fixed" and abs(bar[1] - 200) < 1 and bar[2] <= 0.45 * 200, bar
    all_replies = page.locator("#latest a.all")
    assert all_replies.is_visible() and all_replies.get_attribute("href") == "#log"
    box = all_replies.bounding_box()
    assert box and box["height"] >= 24 and box["width"] >= 24, box

    def focus_in_view() -> dict[str, float]:
        return dict(
            page.evaluate(
                """(() => { const a = document.activeElement, r = (a.closest('.top, .slot') || a).getBoundingClientRect();
                  const bar = document.getElementById('latest').getBoundingClientRect();
                  return {top: r.top, bottom: r.bottom, bar: bar.top, at: a.className + ' ' + (a.closest('[id]') || a).id}; })()"""
            )
        )

    for step in range(3):  # three moves in a row, each from the place the last one left focus on
        pick = page.locator("#board .pick").last if step == 0 else page.locator("#board .pick").first
        pick.focus()
        pick.scroll_into_view_if_needed()
        page.keyboard.press("Enter")
        target = page.locator("#board .dest").first
        expect(target).to_be_focused()
        where = focus_in_view()
        assert where["top"] >= -0.5 and where["bottom"] <= where["bar"] + 0.5, (step, "chosen", where)
        top = scroll_y(page)
        before = replies(page)
        page.keyboard.press("Enter")
        expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
        assert page.locator("#latest-text").inner_text().startswith("Moved "), step
        assert in_board(page), focused_id(page)
        where = focus_in_view()
        assert where["top"] >= -0.5 and where["bottom"] <= where["bar"] + 0.5, (step, "moved", where)
        # no jump to the reply: at most the nudge that brings the focused place into view
        assert abs(scroll_y(page) - top) < 120, (step, top, scroll_y(page))
    ctx.close()


def test_a_card_is_moved_by_pointer_and_the_move_menu_offers_its_moves(url: str, browser: Browser) -> None:
    ctx, page = dealt(browser, url, viewport={"width": 1280, "height": 800})
    send(page, "draw")
    page.locator("#board .pick").first.click()
    menu = page.locator("#menu button")
    expect(menu.first).to_be_visible()
    labels = menu.all_inner_texts()
    assert labels[0].startswith("Play "), labels
    before = replies(page)
    page.locator("#board .dest").first.click()
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 1))
    assert page.locator("#latest-text").inner_text().startswith("Moved ")
    expect(page.locator("#menu")).to_be_hidden()
    ctx.close()


def test_the_answer_to_can_i_win_comes_into_the_live_region_by_itself(url: str, browser: Browser) -> None:
    ctx = context(browser)
    page = ctx.new_page()
    page.goto(url)
    assert send(page, "new game FT1-N-4YYPQ3Q").startswith("New game")  # won after about 3 s of search
    assert send(page, "can I win?").startswith("Not known yet: the search is still looking.")
    latest = page.locator("#latest-text")  # the polite live region
    # nothing typed: the search's answer is the newest reply
    expect(latest).to_have_attribute("data-replies", str(replies(page) + 1), timeout=180_000)
    assert latest.inner_text().startswith("The answer to “can I win?”: yes, a winning line of ")
    assert focused_id(page) == "command"  # the answer does not move the focus
    ctx.close()


def test_the_pieces_the_script_puts_in_place_give_the_board_of_a_fresh_page(
    url: str, browser: Browser
) -> None:
    ctx, page = dealt(browser, url)
    for line in ("draw", "c1 f", "draw", "board", "undo", "c2 c5", "draw", "redo", "w c3", "hint"):
        send(page, line)
        assert focused_id(page) == "command"
    page.locator("#board .pick").first.click()
    expect(page.locator("#board .dest").first).to_be_focused()
    fresh = ctx.new_page()  # the same player: the page made whole by the server
    fresh.goto(url)
    # the same, but for the focus a page made whole starts with (on the chosen card's first place)
    assert page.locator("#game").inner_html() == fresh.locator("#game").inner_html().replace(
        ' autofocus=""', "", 1
    )
    assert page.locator("#game").get_attribute("data-shown") == fresh.locator("#game").get_attribute(
        "data-shown"
    )
    ctx.close()


def test_replies_keep_up_refusals_are_marked_and_typing_ahead_loses_nothing(
    url: str, browser: Browser
) -> None:
    ctx, page = dealt(browser, url)
    # One live region, and it is the newest reply: each reply is said once.
    live = page.locator("[aria-live]:not([aria-live=off]), [role=log], [role=status], [role=alert]")
    expect(live).to_have_count(1)
    assert live.get_attribute("id") == "latest-text"
    # A refusal is marked, said with its mark, and the line comes back to be corrected.
    said = send(page, "c1 f9")
    assert page.locator("#latest-text.refused .mark").inner_text() == "Not done:"
    assert said.startswith("Not done:")
    assert page.locator("#command").input_value() == "c1 f9"
    send_typed = page.locator("#command")
    send_typed.fill("")
    said = send(page, "frobnicate")
    assert (
        page.locator("#latest-text.refused").count() == 1
        and page.locator("#command").input_value() == "frobnicate"
    )
    page.locator("#command").fill("")
    send(page, "draw")
    assert page.locator("#latest-text.refused").count() == 0
    assert page.locator("#log li.refused").count() == 2  # earlier refusals stay marked
    # Typed ahead while a hint is searching: three commands, three replies, in order.
    before = replies(page)
    page.locator("#command").focus()
    for line in ("hint", "draw", "score"):
        page.keyboard.type(line)
        page.keyboard.press("Enter")
    expect(page.locator("#latest-text")).to_have_attribute("data-replies", str(before + 3))
    items = page.locator("#log li").all_inner_texts()  # newest first
    last = page.locator("#latest-text").inner_text()
    assert items[1].startswith(("Hint", "No winning line")), items[:2]
    assert items[0].startswith("Drew "), items[0]
    assert last.startswith("Score "), last
    assert page.locator("#command").input_value() == ""
    # The earlier replies: reachable by keyboard, labelled, opening on the newest one whole
    # (at the box's top), never on the tail of an older one.
    log = page.locator("#log")
    assert log.get_attribute("tabindex") == "0" and log.get_attribute("aria-labelledby") == "log-h"
    newest = page.locator("#log li").first.bounding_box()
    box = log.bounding_box()
    assert (
        newest
        and box
        and box["y"] <= newest["y"]
        and newest["y"] + newest["height"] <= box["y"] + box["height"] + 1
    )
    assert page.locator("#log").evaluate("e => e.scrollTop") == 0
    ctx.close()


def test_without_javascript_every_form_works_and_the_reply_is_said_first(url: str, browser: Browser) -> None:
    ctx = context(browser, java_script_enabled=False)
    page = ctx.new_page()
    page.goto(url)
    assert focused_id(page) == "command"

    def press(key: str = "Enter") -> None:
        with page.expect_navigation():
            page.keyboard.press(key)

    for line in (f"new game {CODE}", "draw"):
        page.locator("#command").fill(line)
        page.locator("#command").focus()
        press()
    assert page.locator("#latest-text").inner_text().startswith("Drew ")
    assert focused_id(page) == "latest-text"  # after a post, the reply is what is heard first
    # choosing a card, then where it goes, by keyboard, as forms
    page.locator("#board .pick").first.focus()
    press()
    assert page.locator("#board .dest").count() >= 1
    assert bool(page.evaluate("document.activeElement.classList.contains('dest')"))
    press()
    assert page.locator("#latest-text").inner_text().startswith("Moved ")
    assert focused_id(page) == "latest-text"
    # a refusal is marked without a script too
    page.locator("#command").fill("c1 f9")
    page.locator("#command").focus()
    press()
    assert page.locator("#latest-text.refused .mark").inner_text() == "Not done:"
    ctx.close()


def test_reopening_the_page_after_quit_does_not_say_goodbye(url: str, browser: Browser) -> None:
    ctx, page = dealt(browser, url)
    send(page, "draw")
    assert send(page, "quit").startswith("Goodbye")
    page.reload()
    said = page.locator("#latest-text").inner_text()
    assert not said.startswith("Goodbye") and "Forty Thieves" in said, said
    assert page.locator("#waste .card").count() == 1  # the game resumed, the draw kept
    ctx.close()


def test_the_language_switch_is_at_the_top_and_changes_every_word(url: str, browser: Browser) -> None:
    ctx = context(browser, "en", viewport={"width": 1280, "height": 800})
    page = ctx.new_page()
    page.goto(url)
    switch = page.locator('header button[name="lang"][value="ca"]')
    box = switch.bounding_box()
    assert box and box["y"] < 100
    switch.focus()
    page.keyboard.press("Enter")
    page.wait_for_url(url)
    expect(page.locator("html")).to_have_attribute("lang", "ca")
    assert page.locator('label[for="command"]').inner_text() == "Ordre"
    assert page.locator("#latest-text").inner_text().startswith("Ara es juga en català")
    ctx.close()


def test_the_rules_download_from_the_page(url: str, browser: Browser) -> None:
    ctx = context(browser, "nl", accept_downloads=True)
    page = ctx.new_page()
    page.goto(url)
    page.click('nav a[href="/rules"]')
    expect(page.locator("h1")).to_have_text("Regels")
    with page.expect_download() as got:
        page.click('a[href="/rules/nl.txt"]')
    text = Path(got.value.path()).read_text(encoding="utf-8")
    assert text.startswith("De regels van ")
    page.goto(url + "rules/hr.html")
    expect(page.locator("html")).to_have_attribute("lang", "hr")
    ctx.close()
