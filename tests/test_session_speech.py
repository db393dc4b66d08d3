"""The game loop stays responsive while speech plays: every reply comes back while the
previous one is still being spoken, and each new reply interrupts the last."""

from __future__ import annotations

from pathlib import Path

from test_speech import FakeLauncher

from fortythieves.faces.app import App
from fortythieves.play.session import Session
from fortythieves.play.settings import Settings
from fortythieves.speech.process import WorkerConfig
from fortythieves.speech.speaker import ProcessSpeaker
from fortythieves.store.shelf import Shelf

SEED = (Path(__file__).parent.parent / "fortythieves" / "data" / "seed-deal.txt").read_text(encoding="utf-8")


def test_replies_come_back_while_speech_is_still_playing() -> None:
    launcher = FakeLauncher(auto_ready=True)  # workers never finish speaking on their own

    def factory(lang: str, _rate: int, _volume: float) -> tuple[ProcessSpeaker, None]:
        return ProcessSpeaker(WorkerConfig(lang=lang, driver="fake"), launcher), None

    s = App(Session(settings=Settings(lang="en", speech=True), store=Shelf.in_memory()), factory)
    s.opened(s.session.open(layout=SEED, environ={}))
    for line in ["board", "draw", "moves", "undo", "where is the ace of spades", "draw"]:
        reply = s.handle(line)
        assert reply.text
        speaker = s.speaker
        assert isinstance(speaker, ProcessSpeaker)
        assert speaker.speaking  # still speaking what was just answered
        busy = [w for w in launcher.alive if w.busy]
        assert len(busy) == 1  # the previous reply was cut, nothing queues behind the player
        assert busy[0].sent[-1] == reply.text
    assert s.handle("stop").text == "Speech stopped."  # printed, never spoken over the silence
    assert isinstance(s.speaker, ProcessSpeaker) and not s.speaker.speaking
    assert [w for w in launcher.alive if w.busy] == []
    assert all(w.sent_while_busy == 0 for w in launcher.workers)
    s.speaker.close()
