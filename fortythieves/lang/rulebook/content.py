"""What the sheet says: its sections in order, its title, and the whole document for
`--variant` (the standard game, one variant, or all of them)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fortythieves.core.cards import Card
from fortythieves.core.rules import Rule
from fortythieves.core.variants import STANDARD, VARIANTS, Variant
from fortythieves.lang.i18n import Translator
from fortythieves.lang.rulebook import extras, game, playing, scoring, variants
from fortythieves.lang.rulebook.furniture import labels
from fortythieves.lang.rulebook.model import Part, Section, Sheet
from fortythieves.lang.rulebook.picture import picture, picture_code, starting_state
from fortythieves.lang.ruletext import rule_text
from fortythieves.lang.variant_names import variant_name

# The section that states each rule (any other rule goes with the moves).
_RULE_SECTIONS = {
    Rule.ONE_CARD: "moves",
    Rule.BUILD: "moves",
    Rule.NOTHING_ON_ACE: "moves",
    Rule.FACE_DOWN: "moves",
    Rule.EMPTY_COLUMN: "empty-column",
    Rule.FOUNDATION_SUITS: "foundations",
    Rule.FOUNDATION_BUILD: "foundations",
    Rule.TAKE_BACK: "foundations",
    Rule.STOCK: "stock",
    Rule.WASTE: "stock",
    Rule.WIN: "end",
}


# Rules stated in a variant's list of differences alone: "The moves" says the same in its
# rule of what moves ("... or a correctly built run: ..., a run that ends with it").
_DIFFERENCES_ONLY = (Rule.SEQUENCES,)

# The sections of the rules proper, which a variant may word differently.
_RULE_SECTION_KEYS = ("setup", "moves", "empty-column", "foundations", "stock", "end", "scoring")


def sheet_rules(v: Variant) -> tuple[Rule, ...]:
    """The rules the sheet states for `v`: in Lucas no ace ever reaches a column, so
    the rule that nothing goes on an ace there would only puzzle."""
    return tuple(r for r in v.rules if not (v.aces_out and r is Rule.NOTHING_ON_ACE))


def sections(
    t: Translator, variant: Variant | None, example: Sequence[Sequence[Card]] | None = None
) -> list[Section]:
    """The sheet's sections. None or the standard game: the standard game, with a summary
    of the variants, since its lines name them (a draw of 3 in Little Forty, its redeal);
    another variant: that variant's own rules in full. `example`: the columns of an example
    deal of the standard game, written out after the set-up and drawn in it."""
    v = STANDARD if variant is None else variant
    rules: dict[str, list[str]] = {}
    for rule in (r for r in sheet_rules(v) if r not in _DIFFERENCES_ONLY):
        rules.setdefault(_RULE_SECTIONS.get(rule, "moves"), []).append(rule_text(t, rule, v))
    out = [game.aim(t, v)]
    if v is not STANDARD:
        out.append(variants.variant_section(t, v, own=True))
    setup = game.setup(t, v)
    # the picture of the deal as it starts: the example deal's, or the variant's own
    out.append(
        replace(
            setup, blocks=(*setup.blocks, picture(t, starting_state(v, example), picture_code(v, example)))
        )
    )
    if example is not None and v is STANDARD:
        out.append(extras.example_deal(t, example))
    out += [
        game.moves(t, v, rules.pop("moves", [])),
        game.empty_column(t, rules.pop("empty-column", [])),
        game.foundations(t, rules.pop("foundations", [])),
        game.stock(t, v, rules.pop("stock", [])),
        game.end(t, rules.pop("end", [])),
        scoring.scoring(t, v),
        extras.strategy(t, v),
        *playing.playing(t, v),
    ]
    assert not rules, rules
    if v is STANDARD:
        out.append(variants.variants(t))
        out += [variants.variant_section(t, other, own=False) for other in VARIANTS if other is not STANDARD]
    return out


def sheet_title(t: Translator, variant: Variant | None) -> str:
    """One title per game, so that each language can elide and inflect ("Les regles d'Indi")."""
    titles = {
        # Translators: the title of the rules sheet of the standard game.
        "forty-thieves": t.pgettext("sheet title", "The rules of Forty Thieves"),
        # Translators: the title of the rules sheet of a variant (use the variant's name as in "variant name").
        "indian": t.pgettext("sheet title", "The rules of Indian"),
        # Translators: the title of the rules sheet of a variant.
        "limited": t.pgettext("sheet title", "The rules of Limited"),
        # Translators: the title of the rules sheet of a variant.
        "little-forty": t.pgettext("sheet title", "The rules of Little Forty"),
        # Translators: the title of the rules sheet of a variant.
        "lucas": t.pgettext("sheet title", "The rules of Lucas"),
        # Translators: the title of the rules sheet of a variant.
        "maria": t.pgettext("sheet title", "The rules of Maria"),
        # Translators: the title of the rules sheet of a variant.
        "number-ten": t.pgettext("sheet title", "The rules of Number Ten"),
        # Translators: the title of the rules sheet of a variant.
        "rank-and-file": t.pgettext("sheet title", "The rules of Rank and File"),
        # Translators: the title of the rules sheet of a variant.
        "streets": t.pgettext("sheet title", "The rules of Streets"),
    }
    return titles[(variant or STANDARD).key]


def build_sheet(
    t: Translator, which: Variant | str | None, example: Sequence[Sequence[Card]] | None = None
) -> Sheet:
    """The document for `--variant`: None (the standard sheet), a variant, or "all": the
    standard game's rules in full once, then for each variant what differs: its list of
    differences and each section whose text differs from the standard game's."""
    if which != "all":
        variant = which if isinstance(which, Variant) else None
        found = (Part(None, tuple(sections(t, variant, example))),)
        return Sheet(t.lang, sheet_title(t, variant), found, labels(t))
    standard = sections(t, None, example)
    by_key = {s.key: s for s in standard}
    parts = [Part(variant_name(t, STANDARD), tuple(s for s in standard if not s.key.startswith("variant-")))]
    for v in VARIANTS:
        if v is not STANDARD:
            own = [
                s
                for s in sections(t, v)
                if s.key == f"variant-{v.key}" or (s.key in _RULE_SECTION_KEYS and s != by_key[s.key])
            ]
            parts.append(Part(variant_name(t, v), tuple(own)))
    # Translators: the title of the rules sheet with every variant; {game} is the name of the game.
    title = t._("The rules of {game} and its variants").format(game=variant_name(t, STANDARD))
    return Sheet(t.lang, title, tuple(parts), labels(t))
