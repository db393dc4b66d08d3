"""The read-answer loop of a network connection, whatever carries it: lines cut at the
limit, the input rate, the idle warning and close."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Sequence
from typing import Protocol

from fortythieves.faces.net.conversation import Conversation, Hub, Said
from fortythieves.faces.net.limits import TOO_LONG, Bucket, Lines, TooLong


class Channel(Protocol):
    """What the loop needs of a connection."""

    async def read(self) -> str | TooLong:
        """Text as it comes, any amount (a whole line in the terminal face, TOO_LONG for
        one over the limit); '' when the client has gone."""
        ...

    def send(self, lines: Sequence[str], prompt: bool) -> None:
        """Lines, then the prompt (marked as the end of the reply) unless `prompt` is False."""
        ...

    def hide_input(self, hidden: bool) -> None:
        """Ask the client to hide what is typed (a passphrase), or to show it again."""
        ...

    def use_charset(self, charset: str) -> None: ...

    def use_terminal(self, on: bool) -> None:
        """Switch to the terminal face (line editing, history) or back to plain lines."""
        ...


async def converse(hub: Hub, conv: Conversation, channel: Channel, opening: Said) -> None:
    """Answer the channel's lines until the player quits, goes, or stays idle too long;
    meanwhile, say by itself what the game's search decides (`_alerts`)."""
    loop, woken = asyncio.get_running_loop(), asyncio.Event()

    def wake() -> None:  # in a search thread
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: nobody to tell
            loop.call_soon_threadsafe(woken.set)

    conv.notify = wake
    alerts = asyncio.create_task(_alerts(conv, channel, woken))
    try:
        await _converse(hub, conv, channel, opening)
    finally:
        conv.notify = None
        alerts.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await alerts


async def _alerts(conv: Conversation, channel: Channel, woken: asyncio.Event) -> None:
    """Each time the search wakes the connection: the line it has to say, then the prompt.
    A line being answered finishes first (the app takes one at a time)."""
    while True:
        await woken.wait()
        woken.clear()
        said = await asyncio.to_thread(conv.alert)
        if said is not None:
            channel.send(said.lines, prompt=True)


async def _converse(hub: Hub, conv: Conversation, channel: Channel, opening: Said) -> None:
    limits = hub.limits
    lines, rate = Lines(limits.line_chars), Bucket(limits.lines_per_second, limits.burst)
    hidden = _answer(channel, opening, False)
    if hidden is None:
        return
    warned, heard = False, False
    while True:
        wait = limits.warning_seconds if warned else limits.idle_seconds - limits.warning_seconds
        silent = not heard and limits.first_line_seconds < wait
        if silent:  # a connection that never says a word holds a place for nobody
            wait = limits.first_line_seconds
        try:
            async with asyncio.timeout(max(wait, 0.01)):  # no task made per read, as wait_for would
                chunk = await channel.read()
        except TimeoutError:
            if silent:
                hub.log.event("connection silent from the start, closed")
                channel.send([conv.text.idle_closed()], prompt=False)
                return
            if warned:
                channel.send([conv.text.idle_closed()], prompt=False)
                return
            warned = True
            channel.send([conv.text.idle_warning(max(1, round(limits.warning_seconds / 60)))], prompt=True)
            continue
        if not chunk:
            return
        warned, heard = False, True
        for line in [TOO_LONG] if chunk is TOO_LONG else lines.feed(str(chunk)):
            if line is TOO_LONG:
                channel.send([conv.text.line_too_long(limits.line_chars)], prompt=True)
                continue
            assert isinstance(line, str)
            if delay := rate.wait():
                await asyncio.sleep(delay)  # the socket waits meanwhile: a flood slows itself
            hidden = _answer(channel, await conv.line(line), hidden)
            if hidden is None:
                return


def _answer(channel: Channel, said: Said, hidden: bool) -> bool | None:
    """Send what was said; whether input is hidden now, None when the connection closes."""
    if hidden:
        channel.hide_input(False)
    if said.charset is not None:
        channel.use_charset(said.charset)
    if said.terminal is not None:
        channel.use_terminal(said.terminal)  # first, so that the reply comes in the new face
    channel.send(said.lines, prompt=not said.quit)
    if said.quit:
        return None
    if said.secret:
        channel.hide_input(True)
    return said.secret
