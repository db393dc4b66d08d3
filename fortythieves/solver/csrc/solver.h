/* The solver's compiled core: the rules of fortythieves.core.state written again over a
 * compact position, a beam search that finds wins and an exhaustive depth-first search
 * that proves losses; both cut positions where some card can never go home (dead ends).
 * The Python side (fortythieves/solver/native.py) encodes a State as a "spec" byte string
 * and decodes the moves; tests prove the rules equal to core's and the cuts sound.
 *
 * One header, one file per job:
 *   rules.c     the moves: generation (the same set as State.legal_moves), playing, taking
 *               back, the safe automatic moves
 *   keys.c      the canonical position key and the set of keys a search has seen
 *   proofs.c    dead ends (cards that can never go home) and the exhaustive search
 *   beams.c     the beams' ranking (weights, score) and the beam search by levels
 *   schedule.c  the budget's clock and the order the searches run in within a budget
 *   lines.c     the line being searched (a stack of undo records) and line shortening
 *   binding.c   the Python module `fortythieves.solver._search`: specs in, moves out
 *
 * The talon is fixed for a search: the waste is the unused talon cards before d, the
 * stock the unused ones from d on. A card played from the waste is marked used; a redeal
 * sets d back to 0 (the stock is the waste turned over, in the same order).
 */
#ifndef FORTYTHIEVES_SOLVER_H
#define FORTYTHIEVES_SOLVER_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* ----- the byte format between C and Python ---------------------------------------------
 * Defined here once: fortythieves/solver/spec.py holds the same names and values, and
 * tests/test_solver_format.py reads this block and checks that the two agree. Only
 * `#define NAME number` lines go between the markers.
 *
 * spec: build, sequences, draw, aces_out, ncols, redeals, f[8] (foundation heights),
 *       talon length T, cards drawn d, talon[T] (the waste bottom first, then the stock,
 *       next card first), then per column: length, face-down count, cards (first dealt
 *       first). A card is suit * 13 + rank - 1; suits spades, hearts, diamonds, clubs.
 * move: kind | src << 2 | dst << 8 | count << 14; piles: columns 0..12, waste 14,
 *       foundations 16..23; kinds: 0 move, 1 draw, 2 redeal.
 * won_by (which part of the schedule found a win, for measurements):
 *       phase << 24 | weights << 16 | shuffles << 8 | log2 width. */
/* format: begin */
#define SPEC_BUILD 0
#define SPEC_SEQUENCES 1
#define SPEC_DRAW 2
#define SPEC_ACES_OUT 3
#define SPEC_NCOLS 4
#define SPEC_REDEALS 5
#define SPEC_FOUNDATIONS 6
#define SPEC_TALON_LEN 14
#define SPEC_DRAWN 15
#define SPEC_HEAD 16
#define B_SAME 0
#define B_OTHER_SUIT 1
#define B_OTHER_COLOUR 2
#define MAXCOL 13
#define MAXLEN 40
#define MAXDEALT 27
#define MAXTALON 104
#define CARDS 52
#define RANKS 13
#define P_WASTE 14
#define P_FOUND 16
#define K_MOVE 0
#define K_DRAW 1
#define K_REDEAL 2
#define MV_KIND_MASK 3
#define MV_SRC_SHIFT 2
#define MV_DST_SHIFT 8
#define MV_CNT_SHIFT 14
#define MV_FIELD_MASK 63
#define V_UNKNOWN 0
#define V_WON 1
#define V_LOST 2
#define PHASE_FIRST_LOOK 1
#define PHASE_NARROW_BEAM 2
#define PHASE_EXHAUSTIVE 3
#define PHASE_WIDE_BEAM 4
#define WON_BY_PHASE_SHIFT 24
#define WON_BY_WEIGHTS_SHIFT 16
#define WON_BY_SHUFFLES_SHIFT 8
/* format: end */

#define MAXMOVES 512
#define MV(k, s, d, n)                                                                                           \
    ((uint32_t)(k) | ((uint32_t)(s) << MV_SRC_SHIFT) | ((uint32_t)(d) << MV_DST_SHIFT) |                         \
     ((uint32_t)(n) << MV_CNT_SHIFT))
#define MV_KIND(m) ((int)((m) & (uint32_t)MV_KIND_MASK))
#define MV_SRC(m) ((int)(((m) >> MV_SRC_SHIFT) & (uint32_t)MV_FIELD_MASK))
#define MV_DST(m) ((int)(((m) >> MV_DST_SHIFT) & (uint32_t)MV_FIELD_MASK))
#define MV_CNT(m) ((int)(((m) >> MV_CNT_SHIFT) & (uint32_t)MV_FIELD_MASK))
#define RANK(c) ((c) % RANKS + 1)
#define SUIT(c) ((c) / RANKS)
#define CARD(r, s) ((uint8_t)((s) * RANKS + (r) - 1))

/* The beams' sets of weights (beams.c); the schedule runs each. */
enum { NWEIGHTS = 4 };

typedef struct {
    uint8_t len[MAXCOL], hid[MAXCOL];
    uint8_t f[8];
    uint8_t d, redeals;
    uint64_t used[2];
    /* Progress, not part of the position's key: how many of a column's first cards are
     * still the ones it held when the search began (always a prefix), and the draws and
     * redeals made. With the waste cards played they make a level no move lowers. */
    uint8_t orig[MAXCOL];
    uint16_t draws;
    /* The columns' share of the position key, kept up to date by apply and undo: a move
     * rehashes the one or two columns it touches, not all of them. */
    uint64_t ca[MAXCOL], cb[MAXCOL], sa, sb;
    uint8_t c[MAXCOL][MAXLEN];
} St;

typedef struct {
    int ncols, build, seq, draw, aces_out, tlen;
    uint8_t talon[MAXTALON];
    uint8_t suit_ok[4][4]; /* [moving card's suit][suit of the card it goes onto] */
    uint8_t onto[52][52];  /* [card][card under it]: builds_on, looked up (move generation's inner loop) */
    uint8_t succ[52][3], nsucc[52]; /* the cards each card builds on */
    volatile const char *cancel;
    double deadline;
    int cpu;       /* 1: the budget is the search thread's own CPU time, not the wall clock */
    int runs;      /* 1: the beams' closures also move runs by way of empty columns */
    int novelty;   /* 1: a share of each beam level goes to new states of the foundations */
    int pile;      /* 1: the beams' scores count what the waste holds (`pile`, in beams.c) */
    int weights;   /* the beam's ranking: an index into WEIGHTS */
    int no_dead;   /* 1: no dead-end pruning (tests compare verdicts with and without it) */
    int stopped;   /* deadline or cancel (or the exhaustive search's memory): the search gave up */
    int beam_oom;  /* the last beam spent its memory budget: the schedule goes on narrower */
    uint32_t salt; /* varies the beams' tie-breaking when a width is run again */
    int truncated; /* a move skipped for want of room: no loss may be claimed */
    uint64_t nodes;
    /* For measurements: the most cards home in any position the beams reached, the
     * exhaustive search's positions and deepest line. */
    int best_home;
    int narrower; /* beams run after one did not fit in the memory budget */
    /* The part of the schedule that found the win (see won_by in the format above). */
    int won_by;
    double won_at; /* the budget's clock when it was found, from the search's start */
    uint64_t dfs_nodes;
    size_t dfs_depth;
} Ctx;

typedef struct {
    uint32_t m;
    uint8_t turned, old_d, wi, old_orig;
    uint64_t old_ca[2], old_cb[2]; /* the key shares of the source and target columns */
} Undo;

/* A growable stack of undo records: the line being searched (lines.c). */
typedef struct {
    Undo *u;
    size_t n, cap;
} Line;

/* An open-addressing set of 128-bit keys; zero marks a free slot (keys.c). */
typedef struct {
    uint64_t *k;
    size_t mask, count, limit, max_slots;
} Table;

static inline int used_bit(const St *s, int i) { return (int)((s->used[i >> 6] >> (i & 63)) & 1u); }
static inline void set_used(St *s, int i, int v) {
    if (v) s->used[i >> 6] |= (uint64_t)1 << (i & 63);
    else s->used[i >> 6] &= ~((uint64_t)1 << (i & 63));
}
static inline int builds_on(const Ctx *x, int card, int onto) { return x->onto[card][onto]; }
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* rules.c */
int waste_top(const St *s);
int stock_left(const Ctx *x, const St *s);
int is_won(const St *s);
int gen(Ctx *x, const St *s, uint32_t *out, int one_empty);
void apply(const Ctx *x, St *s, uint32_t m, Undo *u);
void undo(St *s, const Undo *u);
int auto_move(const Ctx *x, const St *s, uint32_t *m);

/* keys.c */
void col_rehash(St *s, int ci);
void col_restore(St *s, int ci, uint64_t a, uint64_t b);
void pos_key(const Ctx *x, const St *s, uint64_t *ka, uint64_t *kb);
int table_init(Table *t, size_t bytes);
void table_free(Table *t);
int table_add(Table *t, uint64_t a, uint64_t b);

/* proofs.c */
int dead_end(const Ctx *x, const St *s);
int dfs(Ctx *x, St *s, Line *line, size_t table_bytes, uint64_t limit);

/* beams.c */
int beam(Ctx *x, const St *root, size_t width, int reversible, size_t mem_bytes, Line *line);

/* schedule.c */
double now(const Ctx *x);
int should_stop(Ctx *x);
int search(Ctx *x, St *root, double seconds, size_t mem_bytes, Line *line);

/* lines.c */
int line_push(Line *l, Undo u);
int play_autos(const Ctx *x, St *s, Line *l);
void unwind(St *s, Line *l, size_t to);
enum { SHORTEN_PASSES = 8 };
int shorten_line(const Ctx *x0, const St *root, const uint32_t *line, size_t n, uint32_t **out, size_t *outn);

#endif
