"""The byte format between the compiled core and Python, as `csrc/solver.h` defines it
(its block between `format: begin` and `format: end`): the same names, the same values.
tests/test_solver_format.py reads the header and checks that the two agree.

spec: build, sequences, draw, aces_out, ncols, redeals, eight foundation heights, talon
length, cards drawn, the talon (waste bottom first, then the stock, next card first), then
each column: length, face-down count, cards. A card is suit * 13 + rank - 1.
move: kind | source << 2 | target << 8 | count << 14; piles: columns 0..12, waste 14,
foundations 16..23.
"""

from typing import Final

SPEC_BUILD: Final = 0
SPEC_SEQUENCES: Final = 1
SPEC_DRAW: Final = 2
SPEC_ACES_OUT: Final = 3
SPEC_NCOLS: Final = 4
SPEC_REDEALS: Final = 5
SPEC_FOUNDATIONS: Final = 6
SPEC_TALON_LEN: Final = 14
SPEC_DRAWN: Final = 15
SPEC_HEAD: Final = 16
B_SAME: Final = 0
B_OTHER_SUIT: Final = 1
B_OTHER_COLOUR: Final = 2
MAXCOL: Final = 13
MAXLEN: Final = 40
MAXDEALT: Final = 27
MAXTALON: Final = 104
CARDS: Final = 52
RANKS: Final = 13
P_WASTE: Final = 14
P_FOUND: Final = 16
K_MOVE: Final = 0
K_DRAW: Final = 1
K_REDEAL: Final = 2
MV_KIND_MASK: Final = 3
MV_SRC_SHIFT: Final = 2
MV_DST_SHIFT: Final = 8
MV_CNT_SHIFT: Final = 14
MV_FIELD_MASK: Final = 63
V_UNKNOWN: Final = 0
V_WON: Final = 1
V_LOST: Final = 2
PHASE_FIRST_LOOK: Final = 1
PHASE_NARROW_BEAM: Final = 2
PHASE_EXHAUSTIVE: Final = 3
PHASE_WIDE_BEAM: Final = 4
WON_BY_PHASE_SHIFT: Final = 24
WON_BY_WEIGHTS_SHIFT: Final = 16
WON_BY_SHUFFLES_SHIFT: Final = 8
