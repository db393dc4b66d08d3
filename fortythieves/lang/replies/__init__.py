"""The session's own sentences: opening lines, help, settings, questions, resolutions.

Values in, sentences out: the play layer decides what happened and this package says it
in the player's language, with the command words of that language. One module per kind
of sentence (`opening`, `advice`, `talk`, `guide`, `settingtext`, `resolving`);
`Replies` is the one object callers hold.
"""

from __future__ import annotations

from fortythieves.lang.replies.advice import Advice
from fortythieves.lang.replies.guide import Guide, content_words
from fortythieves.lang.replies.opening import Opening
from fortythieves.lang.replies.resolving import Resolving
from fortythieves.lang.replies.settingtext import SettingsView, SettingText
from fortythieves.lang.replies.talk import Talk


class Replies(Opening, Advice, Talk, Guide, SettingText, Resolving):
    """The sentences of one language; `p` phrases cards, piles and the board."""


__all__ = ["Replies", "SettingsView", "content_words"]
