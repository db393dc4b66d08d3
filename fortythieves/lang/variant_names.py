"""The names of the game and its variants, as players of each language say them."""

from __future__ import annotations

from fortythieves.core.variants import Variant
from fortythieves.lang.i18n import Translator


def variant_name(t: Translator, variant: Variant) -> str:
    """The display name of `variant` in the language of `t`.

    >>> from fortythieves.lang.i18n import translator
    >>> from fortythieves.core.variants import get_variant
    >>> variant_name(translator("en"), get_variant("rank-and-file"))
    'Rank and File'
    """
    key = variant.key
    if key == "indian":
        # Translators: the name of a variant of Forty Thieves (10 columns of 3, building in any other suit).
        return t.pgettext("variant name", "Indian")
    if key == "limited":
        # Translators: the name of a variant of Forty Thieves (12 columns of 3).
        return t.pgettext("variant name", "Limited")
    if key == "little-forty":
        # Translators: the name of a variant of Forty Thieves (3 cards drawn at a time, 3 redeals).
        return t.pgettext("variant name", "Little Forty")
    if key == "lucas":
        # Translators: the name of a variant of Forty Thieves (13 columns of 3, the aces start on the foundations).
        return t.pgettext("variant name", "Lucas")
    if key == "maria":
        # Translators: the name of a variant of Forty Thieves (9 columns of 4, building in the other colour).
        return t.pgettext("variant name", "Maria")
    if key == "number-ten":
        # Translators: the name of a variant of Forty Thieves (2 face-down cards in each column).
        return t.pgettext("variant name", "Number Ten")
    if key == "rank-and-file":
        # Translators: the name of a variant of Forty Thieves (3 face-down cards in each column).
        return t.pgettext("variant name", "Rank and File")
    if key == "streets":
        # Translators: the name of a variant of Forty Thieves (building in the other colour).
        return t.pgettext("variant name", "Streets")
    # Translators: the name of the game, as in the title "The rules of Forty Thieves". The user's
    # Catalan and Dutch texts call it "Quarante Voleurs"; use the name players of your language know.
    return t.pgettext("variant name", "Forty Thieves")
