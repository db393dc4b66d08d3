/* The solver's compiled core: the rules of fortythieves.core.state written again over a
 * compact position, a beam search that finds wins and an exhaustive depth-first search
 * that proves losses; both cut positions where some card can never go home (dead ends).
 * The Python side (fortythieves/solver/native.py) encodes a State as a "spec" byte string
 * and decodes the moves; tests prove the rules equal to core's and the cuts sound.
 *
 * spec: build, sequences, draw, aces_out, ncols, redeals, f[8] (foundation heights),
 *       talon length T, cards drawn d, talon[T] (the waste bottom first, then the stock,
 *       next card first), then per column: length, face-down count, cards (first dealt
 *       first). A card is suit * 13 + rank - 1; suits spades, hearts, diamonds, clubs.
 *
 * The talon is fixed for a search: the waste is the unused talon cards before d, the
 * stock the unused ones from d on. A card played from the waste is marked used; a redeal
 * sets d back to 0 (the stock is the waste turned over, in the same order).
 *
 * A move is kind | src << 2 | dst << 8 | count << 14; piles: columns 0..12, waste 14,
 * foundations 16..23; kinds: 0 move, 1 draw, 2 redeal.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXCOL 13
#define MAXLEN 40
#define MAXTALON 104
#define MAXMOVES 512
#define P_WASTE 14
#define P_FOUND 16
#define K_MOVE 0
#define K_DRAW 1
#define K_REDEAL 2
#define MV(k, s, d, n) ((uint32_t)(k) | ((uint32_t)(s) << 2) | ((uint32_t)(d) << 8) | ((uint32_t)(n) << 14))
#define MV_KIND(m) ((int)((m) & 3u))
#define MV_SRC(m) ((int)(((m) >> 2) & 63u))
#define MV_DST(m) ((int)(((m) >> 8) & 63u))
#define MV_CNT(m) ((int)(((m) >> 14) & 63u))
#define RANK(c) ((c) % 13 + 1)
#define SUIT(c) ((c) / 13)
#define CARD(r, s) ((uint8_t)((s) * 13 + (r) - 1))

enum { B_SAME = 0, B_OTHER_SUIT = 1, B_OTHER_COLOUR = 2 };
enum { V_UNKNOWN = 0, V_WON = 1, V_LOST = 2 };

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
    int pile;      /* 1: the beams' scores count what the waste holds (`pile`, below) */
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
    /* The part of the schedule that found the win: phase << 24 | weights << 16 | shuffles << 8 | log2 width;
     * phases 1 the first look, 2 a narrow beam, 3 the exhaustive search, 4 a wide beam. */
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

/* The clock the budget is measured on: the wall clock for a player, who waits in wall
 * time; the thread's CPU time for measurements, which a loaded machine must not starve. */
static double now(const Ctx *x) {
    struct timespec ts;
    clock_gettime(x->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Checked often: the search returns within milliseconds of the deadline or a cancel. */
static int should_stop(Ctx *x) {
    if (x->stopped) return 1;
    if ((x->cancel && *x->cancel) || now(x) >= x->deadline) x->stopped = 1;
    return x->stopped;
}

static inline int used_bit(const St *s, int i) { return (int)((s->used[i >> 6] >> (i & 63)) & 1u); }
static inline void set_used(St *s, int i, int v) {
    if (v) s->used[i >> 6] |= (uint64_t)1 << (i & 63);
    else s->used[i >> 6] &= ~((uint64_t)1 << (i & 63));
}

static int waste_top(const St *s) {
    for (int i = (int)s->d - 1; i >= 0; --i)
        if (!used_bit(s, i)) return i;
    return -1;
}

static int stock_left(const Ctx *x, const St *s) {
    for (int i = s->d; i < x->tlen; ++i)
        if (!used_bit(s, i)) return 1;
    return 0;
}

static int is_won(const St *s) {
    for (int i = 0; i < 8; ++i)
        if (s->f[i] != 13) return 0;
    return 1;
}

static inline int builds_on(const Ctx *x, int card, int onto) { return x->onto[card][onto]; }

/* ----- move generation: the same set as State.legal_moves ------------------------------ */

/* The columns by their exposed card, and the empty ones, as bit sets: one look-up per
 * card that could go under a moving card instead of a pass over every column. */
typedef struct {
    uint16_t by_top[52], empty;
} Tops;

static void tops_of(const Ctx *x, const St *s, Tops *t) {
    memset(t, 0, sizeof *t);
    for (int ci = 0; ci < x->ncols; ++ci) {
        int len = s->len[ci];
        if (len) t->by_top[s->c[ci][len - 1]] |= (uint16_t)(1u << ci);
        else t->empty |= (uint16_t)(1u << ci);
    }
}

/* Targets of `card` (from column `src`, or -1) among the columns, in column order; with
 * `one_empty` only the first empty column (they are interchangeable in a search, not for
 * the tests). */
static int targets(Ctx *x, const St *s, const Tops *t, int card, int src, int empty_ok, int one_empty, int count,
                   int from, uint32_t *out, int n) {
    unsigned m = 0;
    for (int i = 0; i < x->nsucc[card]; ++i) m |= t->by_top[x->succ[card][i]];
    if (empty_ok) m |= one_empty ? (t->empty & (unsigned)-(int)t->empty) : t->empty;
    if (src >= 0) m &= ~(1u << src);
    while (m) {
        int ci = __builtin_ctz(m);
        m &= m - 1;
        if (s->len[ci] + count > MAXLEN) {
            x->truncated = 1;
            continue;
        }
        out[n++] = MV(K_MOVE, from, ci, count);
    }
    return n;
}

static int gen(Ctx *x, const St *s, uint32_t *out, int one_empty) {
    int n = 0;
    if (is_won(s)) return 0;
    Tops t;
    tops_of(x, s, &t);
    int wi = waste_top(s);
    if (wi >= 0) {
        int card = x->talon[wi], su = SUIT(card), r = RANK(card);
        if (s->f[su] == r - 1) out[n++] = MV(K_MOVE, P_WASTE, P_FOUND + su, 1);
        if (s->f[su + 4] == r - 1) out[n++] = MV(K_MOVE, P_WASTE, P_FOUND + su + 4, 1);
        n = targets(x, s, &t, card, -1, 1, one_empty, 1, P_WASTE, out, n);
    }
    for (int si = 0; si < x->ncols; ++si) {
        int len = s->len[si];
        if (!len) continue;
        const uint8_t *col = s->c[si];
        int card = col[len - 1], su = SUIT(card), r = RANK(card);
        if (s->f[su] == r - 1) out[n++] = MV(K_MOVE, si, P_FOUND + su, 1);
        if (s->f[su + 4] == r - 1) out[n++] = MV(K_MOVE, si, P_FOUND + su + 4, 1);
        n = targets(x, s, &t, card, si, len > 1 || s->hid[si] > 0, one_empty, 1, si, out, n);
        if (x->seq && len > 1) {
            int face_up = len - s->hid[si];
            for (int k = 2; k <= face_up; ++k) {
                if (!builds_on(x, col[len - k + 1], col[len - k])) break;
                n = targets(x, s, &t, col[len - k], si, k < len || s->hid[si] > 0, one_empty, k, si, out, n);
            }
        }
    }
    for (int fi = 0; fi < 8; ++fi) {
        int h = s->f[fi];
        if (h == 0 || (x->aces_out && h == 1)) continue;
        n = targets(x, s, &t, CARD(h, fi % 4), -1, 1, one_empty, 1, P_FOUND + fi, out, n);
    }
    int stock = stock_left(x, s);
    if (!stock && wi >= 0 && s->redeals > 0) out[n++] = MV(K_REDEAL, 0, 0, 0);
    if (stock) out[n++] = MV(K_DRAW, 0, 0, 0);
    return n;
}

/* ----- the columns' share of the position key (see pos_key below) --------------------- */
static inline uint64_t mix64(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Rehash column `ci`: its two 64-bit shares, and the sums over the columns (a sum, so
 * that the columns are an unordered multiset). */
static void col_rehash(St *s, int ci) {
    uint64_t ha = 0x243F6A8885A308D3ULL, hb = 0x13198A2E03707344ULL;
    int len = s->len[ci];
    for (int j = 0; j < len; ++j) {
        uint64_t v = (uint64_t)s->c[ci][j] + 1 + (j < s->hid[ci] ? 64u : 0u);
        ha = mix64(ha + v);
        hb = mix64((hb ^ v) * 0x9E3779B97F4A7C15ULL);
    }
    uint64_t a = mix64(ha ^ (uint64_t)len), b = mix64(hb + 0xA4093822299F31D0ULL * (uint64_t)(len + 1));
    s->sa += a - s->ca[ci];
    s->sb += b - s->cb[ci];
    s->ca[ci] = a;
    s->cb[ci] = b;
}

static void col_restore(St *s, int ci, uint64_t a, uint64_t b) {
    s->sa += a - s->ca[ci];
    s->sb += b - s->cb[ci];
    s->ca[ci] = a;
    s->cb[ci] = b;
}

/* ----- playing and taking back ---------------------------------------------------------- */

static void apply(const Ctx *x, St *s, uint32_t m, Undo *u) {
    u->m = m;
    u->turned = 0;
    u->old_d = s->d;
    u->wi = 0;
    u->old_orig = 0;
    int kind = MV_KIND(m);
    if (kind != K_MOVE) s->draws++;
    if (kind == K_DRAW) {
        int i = s->d, k = 0;
        while (i < x->tlen && k < x->draw) {
            if (!used_bit(s, i)) ++k;
            ++i;
        }
        s->d = (uint8_t)i;
        return;
    }
    if (kind == K_REDEAL) {
        s->d = 0;
        s->redeals--;
        return;
    }
    int src = MV_SRC(m), dst = MV_DST(m), cnt = MV_CNT(m);
    uint8_t moving[MAXLEN];
    if (src == P_WASTE) {
        int wi = waste_top(s);
        u->wi = (uint8_t)wi;
        set_used(s, wi, 1);
        moving[0] = x->talon[wi];
    } else if (src >= P_FOUND) {
        int fi = src - P_FOUND;
        moving[0] = CARD(s->f[fi], fi % 4);
        s->f[fi]--;
    } else {
        int len = s->len[src] - cnt;
        memcpy(moving, &s->c[src][len], (size_t)cnt);
        s->len[src] = (uint8_t)len;
        u->old_orig = s->orig[src];
        if (s->orig[src] > len) s->orig[src] = (uint8_t)len;
        if (len > 0 && s->hid[src] >= len) {
            s->hid[src] = (uint8_t)(len - 1);
            u->turned = 1;
        }
    }
    if (dst >= P_FOUND) {
        s->f[dst - P_FOUND]++;
    } else {
        memcpy(&s->c[dst][s->len[dst]], moving, (size_t)cnt);
        s->len[dst] = (uint8_t)(s->len[dst] + cnt);
    }
    if (src < MAXCOL) {
        u->old_ca[0] = s->ca[src];
        u->old_cb[0] = s->cb[src];
        col_rehash(s, src);
    }
    if (dst < MAXCOL) {
        u->old_ca[1] = s->ca[dst];
        u->old_cb[1] = s->cb[dst];
        col_rehash(s, dst);
    }
}

static void undo(St *s, const Undo *u) {
    uint32_t m = u->m;
    int kind = MV_KIND(m);
    if (kind != K_MOVE) s->draws--;
    if (kind == K_DRAW) {
        s->d = u->old_d;
        return;
    }
    if (kind == K_REDEAL) {
        s->d = u->old_d;
        s->redeals++;
        return;
    }
    int src = MV_SRC(m), dst = MV_DST(m), cnt = MV_CNT(m);
    uint8_t moving[MAXLEN];
    if (kind == K_MOVE && src < MAXCOL) s->orig[src] = u->old_orig;
    if (dst >= P_FOUND) {
        int fi = dst - P_FOUND;
        moving[0] = CARD(s->f[fi], fi % 4); /* a foundation's top is known by its height */
        s->f[fi]--;
    } else {
        s->len[dst] = (uint8_t)(s->len[dst] - cnt);
        memcpy(moving, &s->c[dst][s->len[dst]], (size_t)cnt);
    }
    if (src == P_WASTE) {
        set_used(s, u->wi, 0);
    } else if (src >= P_FOUND) {
        s->f[src - P_FOUND]++;
    } else {
        if (u->turned) s->hid[src]++;
        memcpy(&s->c[src][s->len[src]], moving, (size_t)cnt);
        s->len[src] = (uint8_t)(s->len[src] + cnt);
    }
    if (dst < MAXCOL) col_restore(s, dst, u->old_ca[1], u->old_cb[1]);
    if (src < MAXCOL) col_restore(s, src, u->old_ca[0], u->old_cb[0]);
}

/* ----- safe automatic moves --------------------------------------------------------------
 * A card of rank r goes home at once when no card that could ever be built on it is still
 * in play: for same-suit building, both copies of r-1 of its suit are home; for the other
 * building rules, every suit has both its r-1 home (so a card taken back from a foundation
 * onto it could carry only cards that are home too). Then the card is useless on the
 * tableau or the waste, and any win that keeps it there longer wins with it home. */
static int safe_home(const Ctx *x, const St *s, int card) {
    int r = RANK(card), su = SUIT(card);
    if (s->f[su] != r - 1 && s->f[su + 4] != r - 1) return -1;
    if (r > 1) {
        if (x->build == B_SAME) {
            if (s->f[su] < r - 1 || s->f[su + 4] < r - 1) return -1;
        } else {
            for (int i = 0; i < 8; ++i)
                if (s->f[i] < r - 1) return -1;
        }
    }
    return s->f[su] == r - 1 ? su : su + 4;
}

static int auto_move(const Ctx *x, const St *s, uint32_t *m) {
    int wi = waste_top(s);
    if (wi >= 0) {
        int fi = safe_home(x, s, x->talon[wi]);
        if (fi >= 0) {
            *m = MV(K_MOVE, P_WASTE, P_FOUND + fi, 1);
            return 1;
        }
    }
    for (int ci = 0; ci < x->ncols; ++ci) {
        if (!s->len[ci]) continue;
        int fi = safe_home(x, s, s->c[ci][s->len[ci] - 1]);
        if (fi >= 0) {
            *m = MV(K_MOVE, ci, P_FOUND + fi, 1);
            return 1;
        }
    }
    return 0;
}

/* ----- a growable stack of undo records: the line being searched ---------------------- */
typedef struct {
    Undo *u;
    size_t n, cap;
} Line;

static int line_push(Line *l, Undo u) {
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 1024;
        Undo *nu = realloc(l->u, cap * sizeof(Undo));
        if (!nu) return 0;
        l->u = nu;
        l->cap = cap;
    }
    l->u[l->n++] = u;
    return 1;
}

/* Play the safe automatic moves, recording them; 0 when out of memory. */
static int play_autos(const Ctx *x, St *s, Line *l) {
    uint32_t m;
    while (auto_move(x, s, &m)) {
        Undo u;
        apply(x, s, m, &u);
        if (!line_push(l, u)) return 0;
    }
    return 1;
}

static void unwind(St *s, Line *l, size_t to) {
    while (l->n > to) undo(s, &l->u[--l->n]);
}

/* ----- the canonical position key --------------------------------------------------------
 * 128 bits: the two copies of a card are the same card (a card is its name), columns are
 * an unordered multiset (a commutative sum of column hashes), the two foundations of a
 * suit an unordered pair. Only the talon keeps positions: a waste made of the other copy
 * gets another key, which costs a revisit, never a wrong answer. Two independent 64-bit
 * halves make a false match about 2^-100 likely over a search's states. */
static void pos_key(const Ctx *x, const St *s, uint64_t *ka, uint64_t *kb) {
    (void)x;
    uint64_t a = s->sa, b = s->sb, g = 0;
    for (int su = 0; su < 4; ++su) {
        int lo = s->f[su], hi = s->f[su + 4];
        if (lo > hi) {
            int t = lo;
            lo = hi;
            hi = t;
        }
        g = (g << 8) | (uint64_t)(lo << 4 | hi);
    }
    uint64_t t = ((uint64_t)s->d << 8) | s->redeals;
    a = mix64(a + mix64(g ^ 0x082EFA98EC4E6C89ULL)) ^ mix64(s->used[0] + 0x452821E638D01377ULL) ^
        mix64((s->used[1] ^ t << 40) + 0xBE5466CF34E90C6CULL);
    b = mix64(b ^ mix64(g + 0xC0AC29B7C97C50DDULL)) + mix64(s->used[0] ^ 0x3F84D5B5B5470917ULL) * 3 +
        mix64((s->used[1] + (t << 32)) ^ 0x9216D5D98979FB1BULL) * 5;
    *ka = a ? a : 1;
    *kb = b;
}

/* An open-addressing set of 128-bit keys; zero marks a free slot. It starts small and
 * doubles up to `max_slots` (touching a huge zeroed table page by page costs more than
 * the search itself on short budgets). */
typedef struct {
    uint64_t *k;
    size_t mask, count, limit, max_slots;
} Table;

static int table_alloc(Table *t, size_t slots) {
    t->k = calloc(slots * 2, sizeof(uint64_t));
    t->mask = slots - 1;
    t->limit = slots / 4 * 3;
    return t->k != NULL;
}

static int table_init(Table *t, size_t bytes) {
    t->max_slots = 256;
    while (t->max_slots * 4 * sizeof(uint64_t) <= bytes) t->max_slots *= 2; /* half the bytes */
    t->count = 0;
    return table_alloc(t, t->max_slots < ((size_t)1 << 16) ? t->max_slots : (size_t)1 << 16);
}

static void table_free(Table *t) {
    free(t->k);
    t->k = NULL;
}

static void table_put(Table *t, uint64_t a, uint64_t b) {
    size_t i = (size_t)(a ^ (a >> 29)) & t->mask;
    while (t->k[i * 2]) i = (i + 1) & t->mask;
    t->k[i * 2] = a;
    t->k[i * 2 + 1] = b;
}

static int table_grow(Table *t) {
    size_t slots = t->mask + 1;
    if (slots >= t->max_slots) return 0;
    uint64_t *old = t->k;
    if (!table_alloc(t, slots * 2)) {
        t->k = old;
        t->mask = slots - 1;
        t->limit = slots / 4 * 3;
        return 0;
    }
    for (size_t i = 0; i < slots; ++i)
        if (old[i * 2]) table_put(t, old[i * 2], old[i * 2 + 1]);
    free(old);
    return 1;
}

/* 1 new, 0 seen before, -1 full (the memory budget is spent) */
static int table_add(Table *t, uint64_t a, uint64_t b) {
    size_t i = (size_t)(a ^ (a >> 29)) & t->mask;
    for (;;) {
        uint64_t *slot = &t->k[i * 2];
        if (slot[0] == 0) break;
        if (slot[0] == a && slot[1] == b) return 0;
        i = (i + 1) & t->mask;
    }
    if (t->count >= t->limit) {
        if (!table_grow(t)) return -1;
        table_put(t, a, b);
    } else {
        t->k[i * 2] = a;
        t->k[i * 2 + 1] = b;
    }
    t->count++;
    return 1;
}

/* ----- dead ends: cards that can never go home ---------------------------------------------
 * A sound loss test. It computes an over-estimate of what any line of play could ever do,
 * as a least fixed point over the cards in play, and calls the position lost when some
 * card can never reach a foundation even then.
 *
 * Why it is sound: take any line of play and look at the first time each card leaves the
 * place it holds now. A move takes a run b..t off a column (b..t a single card without
 * sequences), so every card above t left earlier; it goes onto a card t' that was exposed
 * at that time (t' had never left a column where every card above it had left, or t' had
 * already left its place, or t' is home now or went home and was taken back), or onto an
 * empty column (empty now, or one whose cards had all left), or home (a copy of the card
 * below it in its suit being home now or gone home earlier). A waste card leaves after the
 * waste cards above it; a stock card is on top when drawn; with a redeal left, any talon
 * card may come round again. Each of these facts is derived below from facts about cards
 * that moved earlier, so induction on time shows that every card the line ever plays home
 * is marked "homeable". The relaxation ignores face-down cards (they turn up anyway when
 * exposed), which foundation a card goes to, and that a card on a column covers it: each
 * only makes the estimate larger. Cards at home need nothing. */
static int dead_end(const Ctx *x, const St *s) {
    /* left: how many of a column's top cards can leave (always a top run of it, since a
     * card leaves only once all above it can); tleft: the talon cards that can leave. */
    uint8_t left[MAXCOL], tleft[MAXTALON];
    uint8_t homed[4][15], target[4][15], exposed[4][15]; /* by suit and rank: some copy */
    for (int ci = 0; ci < x->ncols; ++ci)
        if (!s->len[ci]) return 0; /* an empty column takes every card in turn: no dead end */
    memset(left, 0, sizeof left);
    memset(tleft, 0, sizeof tleft);
    memset(homed, 0, sizeof homed);
    memset(target, 0, sizeof target);
    memset(exposed, 0, sizeof exposed);
    for (int su = 0; su < 4; ++su) {
        int h = s->f[su] > s->f[su + 4] ? s->f[su] : s->f[su + 4];
        for (int r = 0; r <= h; ++r) homed[su][r] = target[su][r] = 1; /* a take-back: a target */
    }
    for (;;) {
        int changed = 0;
        /* A column that can be emptied would take every exposed card in turn, emptying
         * every column and exposing every card: nothing is dead. */
        for (int ci = 0; ci < x->ncols; ++ci)
            if (left[ci] == s->len[ci]) return 0;
        for (int ci = 0; ci < x->ncols; ++ci) {
            const uint8_t *col = s->c[ci];
            int len = s->len[ci];
            /* t: the exposed cards, each with every card above it gone. */
            for (int t = len - 1; t >= len - 1 - left[ci] && t >= 0; --t) {
                int card = col[t], su = SUIT(card), r = RANK(card);
                if (!exposed[su][r] || !target[su][r]) {
                    exposed[su][r] = target[su][r] = 1;
                    changed = 1; /* a new target: the columns before this one look again */
                }
                if (len - t <= left[ci]) continue; /* it can leave already */
                /* A run b..t (one card without sequences) leaves: home, onto a target, or
                 * into an empty column. */
                for (int b = t; b >= 0; --b) {
                    if (b < t && !(x->seq && builds_on(x, col[b + 1], col[b]))) break;
                    int bs = SUIT(col[b]), br = RANK(col[b]), ok = b == t && homed[bs][br - 1];
                    for (int o = 0; o < 4 && !ok && br < 13; ++o) ok = x->suit_ok[bs][o] && target[o][br + 1];
                    if (ok) {
                        if (b == 0) return 0; /* the column can be emptied: see above */
                        left[ci] = (uint8_t)(len - b);
                        changed = 1;
                    }
                }
            }
        }
        /* The talon: the stock cards and, while a redeal is left, all of it come to the top;
         * a waste card only after the waste cards above it have left. */
        int above_left = 1;
        for (int i = x->tlen - 1; i >= 0; --i) {
            if (used_bit(s, i)) continue;
            if ((i >= s->d || s->redeals > 0 || above_left) && !tleft[i]) {
                int su = SUIT(x->talon[i]), r = RANK(x->talon[i]), ok = homed[su][r - 1];
                if (!exposed[su][r]) changed = exposed[su][r] = 1;
                for (int o = 0; o < 4 && !ok && r < 13; ++o) ok = x->suit_ok[su][o] && target[o][r + 1];
                if (ok) {
                    tleft[i] = target[su][r] = 1; /* onto a column, or home and taken back */
                    changed = 1;
                }
            }
            if (i < s->d) above_left = above_left && tleft[i];
        }
        /* A card goes home once a copy of the card below it in its suit has. */
        for (int su = 0; su < 4; ++su)
            for (int r = 1; r <= 13; ++r)
                if (!homed[su][r] && homed[su][r - 1] && exposed[su][r]) {
                    homed[su][r] = target[su][r] = 1;
                    changed = 1;
                }
        if (!changed) break;
    }
    /* Every card in play must reach its exposed state with the card below it home. */
    for (int ci = 0; ci < x->ncols; ++ci)
        for (int j = 0; j < s->len[ci]; ++j) {
            int card = s->c[ci][j];
            if (s->len[ci] - 1 - j > left[ci] || !homed[SUIT(card)][RANK(card) - 1]) return 1;
        }
    int above_left = 1;
    for (int i = x->tlen - 1; i >= 0; --i) {
        if (used_bit(s, i)) continue;
        int card = x->talon[i];
        if (!(i >= s->d || s->redeals > 0 || above_left) || !homed[SUIT(card)][RANK(card) - 1]) return 1;
        if (i < s->d) above_left = above_left && tleft[i];
    }
    return 0;
}

/* ----- the heuristic: cards home, empty columns, and buried cards due home soon -------- */
/* A beam's weights. They were tuned by a local search on 200 standard training deals
 * (seed 2, never the benchmark's), scoring a set by the deals its beams 32 wide win: the
 * first set alone from 13 of 150 deals (the weights before) to 69 of 200, and each later
 * set by the deals it wins that the sets before it do not (the four together 86 of 200).
 * What mattered most: a buried card due home soon counts about as much however deep it
 * lies (`above`, the depth counted, is 1 to 3), and a card home counts for less than one
 * such card buried. Held out (seed 3, 60 deals, the whole schedule at 10 s) the search
 * won 26 where the weights before won 13 (all 13 among the 26); on 20 deals of each other
 * variant at 3 s, as many or more (Maria 10 to 14, Rank and File and Number Ten 15 to 19).
 * `hid` (face-down cards) was kept as it was: standard deals have none, so the tuning
 * could not weigh it. The sets are a portfolio: beams that rank differently lose
 * different deals. `seed` breaks ties between equal scores by a hash of the position
 * instead of by the order the candidates were made. `pile` is what each card on the waste
 * costs: with no redeal a card drawn and not played stays under every later draw, and a
 * beam that counts only the urgent cards it covers draws on past what it could still play.
 * On the 108 training deals the narrow beams do not win, beams 128 wide (the four sets
 * together) won 24 with a cost of 16 where they won 17 without (8: 20, 32: 19), beams 512
 * wide 25 where 22; the narrow beams 97 of the 200 training deals where 94, in less than
 * half the CPU time. */
typedef struct {
    int home, empty, u1, u2, u4, u, above, hid, waste, pile, seq, seed;
} Weights;

static const Weights WEIGHTS[] = {
    /* home empty u1  u2  u4 u above hid waste pile seq seed */
    {7, 8, 24, 8, 3, 2, 1, 2, 1, 16, 1, 0},
    {10, 15, 32, 6, 3, 1, 1, 3, 1, 16, 2, 0x5bd1e995},
    {5, 15, 12, 16, 6, 2, 2, 1, 1, 16, 1, 0x27d4eb2f},
    {12, 20, 20, 10, 4, 1, 3, 2, 1, 16, 3, 0x165667b1},
};
enum { NWEIGHTS = (int)(sizeof WEIGHTS / sizeof WEIGHTS[0]) };

static const double DFS_SHARE = 0.2; /* of the budget, for the exhaustive search */
enum { W_GROW = 4 }; /* each round of beams is this much wider */
/* When the next beam of a round wider than this would not end within the time left, beams
 * this wide with the first weights and ties broken afresh take the rest. On the 108
 * training deals the narrow beams do not win, after the beams 512 wide and the first beam
 * 2,048 wide (26 won), one more beam 512 wide with the first weights won 2 more, where
 * the other weights with fresh ties won none; on the bench, one more deal at 9 s. */
enum { LATE_WIDTH = 512 };
/* The shuffles in a row the wide beams (128 and more) allow. Without shuffles a beam costs
 * about half as much, but on 48 training deals (seed 2, 20 s each) all 11 wins of wide
 * beams came from beams with one shuffle; the narrow beams still run both. */
enum { WIDE_SHUFFLES_MIN = 1, WIDE_SHUFFLES_MAX = 1 };
/* The exhaustive search's first look, in positions: easy wins and small proofs (a dead
 * end within a few moves) come in a fraction of a second, before any beam. */
enum { FIRST_LOOK = 50000 };
/* A win can wander: the first look's lines run to thousands of moves on easy deals (7,204
 * in Indian, 19,433 in Lucas) and a narrow beam's now and then, where most lines are a few
 * hundred and shortening keeps most of the detours. A player following the hints walks
 * that line, so a line longer than LONG_LINE gives other beams up to TIDY_SHARE of the
 * budget to find a shorter one. */
enum { LONG_LINE = 600 };
static const double TIDY_SHARE = 0.25;

static int score(const Ctx *x, const St *s) {
    const Weights *w = &WEIGHTS[x->weights];
    int v = 0, urg[52]; /* how urgent each card is: the sooner due home, the more */
    for (int su = 0; su < 4; ++su) {
        int lo = s->f[su] < s->f[su + 4] ? s->f[su] : s->f[su + 4];
        for (int r = 1; r <= 13; ++r) {
            int gap = r - lo;
            urg[su * 13 + r - 1] = gap <= 1 ? w->u1 : gap == 2 ? w->u2 : gap <= 4 ? w->u4 : w->u;
        }
    }
    for (int i = 0; i < 8; ++i) v += w->home * s->f[i];
    for (int ci = 0; ci < x->ncols; ++ci) {
        int len = s->len[ci];
        if (!len) {
            v += w->empty;
            continue;
        }
        for (int j = 0; j < len - 1; ++j) {
            int above = len - 1 - j;
            v -= urg[s->c[ci][j]] * (above > w->above ? w->above : above);
        }
        v -= w->hid * s->hid[ci];
        /* A column that is one run (built in order) moves as a whole or card by card onto
         * the run's successor: nearly an empty column. */
        if (w->seq && len > 1 && !s->hid[ci]) {
            int run = 1;
            while (run < len && builds_on(x, s->c[ci][len - run], s->c[ci][len - run - 1])) ++run;
            if (run == len) v += w->seq * (len < 4 ? 4 - len : 1);
        }
    }
    int above = 0;
    for (int i = (int)s->d - 1; i >= 0; --i) {
        if (used_bit(s, i)) continue;
        if (above) v -= urg[x->talon[i]] * (above > 3 ? 3 : above) / w->waste;
        ++above;
    }
    return x->pile ? v - w->pile * above : v;
}

/* ----- exhaustive depth-first search -------------------------------------------------- */

/* The order to try moves in: home first, then moves that free a card, the waste, draws. */
static int priority(const St *s, uint32_t m) {
    int kind = MV_KIND(m);
    if (kind == K_DRAW) return 4;
    if (kind == K_REDEAL) return 6;
    int src = MV_SRC(m), dst = MV_DST(m), cnt = MV_CNT(m);
    if (dst >= P_FOUND) return 0;
    int to_empty = s->len[dst] == 0;
    if (src == P_WASTE) return to_empty ? 5 : 3;
    if (src >= P_FOUND) return 7;
    if (s->len[src] == cnt) return to_empty ? 8 : 1; /* empties its column */
    return to_empty ? 5 : 2;
}

static int gen_ordered(Ctx *x, const St *s, uint32_t *out) {
    uint32_t raw[MAXMOVES];
    int n = gen(x, s, raw, 1), k = 0;
    for (int p = 0; p <= 8; ++p)
        for (int i = 0; i < n; ++i)
            if (priority(s, raw[i]) == p) out[k++] = raw[i];
    return k;
}

typedef struct {
    int next;
    size_t base; /* the line's length at this position */
} Level;

/* Returns a verdict; on a win `line` holds the moves from the root. `limit` bounds the
 * positions searched (0: none) for a probe, which gives up quietly past it. */
static int dfs(Ctx *x, St *s, Line *line, size_t table_bytes, uint64_t limit) {
    uint64_t first = x->nodes;
    Table t;
    int verdict = V_UNKNOWN;
    if (!table_init(&t, table_bytes)) return V_UNKNOWN;
    size_t lcap = 4096, depth = 0;
    Level *lv = malloc(lcap * sizeof(Level));
    uint32_t mv[MAXMOVES];
    uint64_t ka, kb;
    if (!lv) goto out;
    if (is_won(s)) {
        verdict = V_WON;
        goto out;
    }
    if (!x->no_dead && dead_end(x, s)) {
        verdict = x->truncated ? V_UNKNOWN : V_LOST;
        goto out;
    }
    pos_key(x, s, &ka, &kb);
    table_add(&t, ka, kb);
    lv[0].next = 0;
    lv[0].base = line->n;
    for (;;) {
        if ((++x->nodes & 255) == 0 && should_stop(x)) goto out;
        if (limit && x->nodes - first > limit) goto out;
        int n = gen_ordered(x, s, mv), went = 0;
        Level *cur = &lv[depth];
        while (cur->next < n) {
            Undo u;
            uint32_t m = mv[cur->next++];
            /* A card sent home leaves no dead end where there was none (the test's facts
             * only grow), so only the other moves are tested. */
            int test = !x->no_dead && !(MV_KIND(m) == K_MOVE && MV_DST(m) >= P_FOUND);
            apply(x, s, m, &u);
            if (!line_push(line, u) || !play_autos(x, s, line)) {
                x->stopped = 1;
                goto out;
            }
            if (is_won(s)) {
                verdict = V_WON;
                goto out;
            }
            pos_key(x, s, &ka, &kb);
            int r = table_add(&t, ka, kb);
            if (r < 0) {
                if (!limit) x->stopped = 1;
                goto out;
            }
            /* A dead end is lost: searched, nothing to find below it. */
            if (r == 1 && !(test && dead_end(x, s))) {
                if (depth + 1 > x->dfs_depth) x->dfs_depth = depth + 1;
                if (++depth == lcap) {
                    Level *nl = realloc(lv, lcap * 2 * sizeof(Level));
                    if (!nl) {
                        x->stopped = 1;
                        goto out;
                    }
                    lv = nl;
                    lcap *= 2;
                }
                lv[depth].next = 0;
                lv[depth].base = line->n;
                went = 1;
                break;
            }
            unwind(s, line, cur->base);
        }
        if (went) continue;
        if (depth == 0) {
            verdict = x->truncated ? V_UNKNOWN : V_LOST;
            goto out;
        }
        --depth;
        unwind(s, line, lv[depth].base);
    }
out:
    x->dfs_nodes += x->nodes - first;
    if (verdict != V_WON && lv) unwind(s, line, lv[0].base);
    free(lv);
    table_free(&t);
    return verdict;
}

/* ----- beam search by levels of progress ---------------------------------------------------
 * A position's level counts the cards that left their first place, the waste cards played
 * and the draws and redeals: no move lowers it. Positions are ranked only against others
 * of their level, so that drawing (which buries the waste) competes with drawing, not with
 * shuffling. Expanding a position explores its closure: the moves that keep its level
 * (cards home; with `reversible` > 0 that many shuffles in a row, each touching a pile of
 * the last), and every move out of the closure that raises the level makes a candidate of
 * the next levels. Each level keeps its best `width` new positions (a quarter of them
 * chosen for novelty, below). A pass that never had
 * to drop a candidate nor cut a closure searched everything reachable: no win means lost. */
#define MAXPATH 24
#define PROBES 2
#define PROBE_NODES 30000
#define MAXLEVEL 1024

typedef struct {
    uint32_t parent, move;
} Node;

typedef struct {
    St s;
    int score;
    uint32_t parent; /* the node of the position whose closure made it */
    uint8_t n;
    uint32_t path[MAXPATH];
} Cand;

typedef struct {
    Cand *v;
    size_t n, cap;
    int cut, has_cut; /* the worst score kept when the bucket was last cut to its best half */
} Bucket;

typedef struct {
    Ctx *x;
    Table t;
    Node *nodes;
    size_t nnodes, capnodes;
    Bucket *buckets;
    size_t width;
    int reversible, dropped, won, oom;
    Cand win;
    Line scratch;
    size_t bytes, budget;
} Beam;

static int level_of(const St *s, int dealt, int ncols) {
    int v = dealt + s->draws + __builtin_popcountll(s->used[0]) + __builtin_popcountll(s->used[1]);
    for (int i = 0; i < ncols; ++i) v -= s->orig[i];
    return v < MAXLEVEL ? v : MAXLEVEL - 1;
}

typedef struct {
    int score;
    uint32_t tie, at;
} Rank_;

static int rank_cmp(const void *pa, const void *pb) {
    const Rank_ *a = pa, *b = pb;
    if (a->score != b->score) return a->score > b->score ? -1 : 1;
    if (a->tie != b->tie) return a->tie < b->tie ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at);
}

/* The tie-breaking seed of the beam's weights, varied by the schedule's salt. */
static uint32_t tie_seed(const Ctx *x) { return (uint32_t)WEIGHTS[x->weights].seed ^ (x->salt * 0x9E3779B9u); }

/* The best first, moving only small records: a candidate is a whole position. Equal
 * scores go by the order they were made, or with a seed by a hash of the position. */
static Rank_ *ranked(const Bucket *k, uint32_t seed) {
    Rank_ *r = malloc((k->n ? k->n : 1) * sizeof(Rank_));
    if (!r) return NULL;
    for (size_t i = 0; i < k->n; ++i) {
        const St *s = &k->v[i].s;
        r[i].score = k->v[i].score;
        r[i].tie = seed ? (uint32_t)mix64(s->sa ^ s->used[0] ^ (s->used[1] << 7) ^ seed) : 0;
        r[i].at = (uint32_t)i;
    }
    qsort(r, k->n, sizeof(Rank_), rank_cmp);
    return r;
}

static int nodes_push(Beam *b, uint32_t parent, uint32_t move) {
    if (b->nnodes == b->capnodes) {
        size_t cap = b->capnodes ? b->capnodes * 2 : 4096;
        Node *nv = realloc(b->nodes, cap * sizeof(Node));
        if (!nv) return 0;
        b->nodes = nv;
        b->capnodes = cap;
    }
    b->nodes[b->nnodes].parent = parent;
    b->nodes[b->nnodes].move = move;
    b->nnodes++;
    return 1;
}

/* A candidate of `level`: position `s` with its score, reached by `path` (its position
 * field unused: the position is copied once, into the bucket). */
static void bucket_add(Beam *b, int level, const St *s, int score, const Cand *path) {
    Bucket *k = &b->buckets[level];
    int home = 0;
    for (int i = 0; i < 8; ++i) home += s->f[i];
    if (home > b->x->best_home) b->x->best_home = home;
    size_t limit = b->width * 8 > 1024 ? b->width * 8 : 1024;
    /* Below the score of the worst kept at the last cut, a candidate would be cut next
     * time (at least 4 * width better ones are kept, of which width are expanded): it is
     * dropped at once rather than copied and ranked. */
    if (k->has_cut && score < k->cut) {
        b->dropped = 1;
        return;
    }
    if (k->n >= limit) { /* keep the best half: a candidate dropped here is a pass no proof */
        Rank_ *r = ranked(k, tie_seed(b->x));
        Cand *keep = malloc(limit / 2 * sizeof(Cand));
        if (!r || !keep) {
            free(r);
            free(keep);
            b->oom = 1;
            return;
        }
        for (size_t i = 0; i < limit / 2; ++i) keep[i] = k->v[r[i].at];
        k->cut = r[limit / 2 - 1].score;
        k->has_cut = 1;
        memcpy(k->v, keep, limit / 2 * sizeof(Cand));
        free(r);
        free(keep);
        k->n = limit / 2;
        b->dropped = 1;
    }
    if (k->n == k->cap) {
        size_t cap = k->cap ? k->cap * 2 : 64;
        if (b->bytes + (cap - k->cap) * sizeof(Cand) > b->budget) {
            b->oom = 1;
            return;
        }
        Cand *nv = realloc(k->v, cap * sizeof(Cand));
        if (!nv) {
            b->oom = 1;
            return;
        }
        b->bytes += (cap - k->cap) * sizeof(Cand);
        k->v = nv;
        k->cap = cap;
    }
    Cand *c = &k->v[k->n++];
    c->s = *s;
    c->score = score;
    c->parent = path->parent;
    c->n = path->n;
    memcpy(c->path, path->path, (size_t)path->n * sizeof(uint32_t));
}

static void closure(Beam *b, St *s, int level, int dealt, int budget, int last_a, int last_b, Cand *path);

/* After a move (or a run move's moves) of the closure: a win, a candidate of a higher
 * level, or more of the closure while its allowance of shuffles lasts. */
static void closure_next(Beam *b, St *s, int level, int dealt, int left, int src, int dst, Cand *path) {
    Ctx *x = b->x;
    int lv = level_of(s, dealt, x->ncols);
    if (is_won(s)) {
        b->won = 1;
        b->win = *path;
    } else if (lv > level) {
        bucket_add(b, lv, s, score(x, s), path);
    } else if (left < 0) {
        b->dropped = 1; /* a shuffle past the pass's allowance: not searched */
    } else if (path->n >= MAXPATH) {
        b->dropped = 1;
    } else {
        uint64_t ka, kb;
        pos_key(x, s, &ka, &kb);
        int r = table_add(&b->t, ka, kb);
        if (r < 0) b->oom = 1;
        else if (r == 1) closure(b, s, level, dealt, left, src, dst, path);
    }
}

/* One card from column `from` to column `to`, checked (the safe automatic moves after
 * the last step may have changed the board), then the automatic moves, as rebuild()
 * will replay it. 0 when it cannot be played. */
static int run_step(Beam *b, St *s, int from, int to, Cand *path) {
    Ctx *x = b->x;
    int len = s->len[from], tl = s->len[to];
    if (!len || path->n >= MAXPATH || tl + 1 > MAXLEN) return 0;
    if (tl && !builds_on(x, s->c[from][len - 1], s->c[to][tl - 1])) return 0;
    if (!tl && len == 1 && !s->hid[from]) return 0; /* a lone card to an empty column */
    uint32_t m = MV(K_MOVE, from, to, 1);
    Undo u;
    apply(x, s, m, &u);
    if (!line_push(&b->scratch, u) || !play_autos(x, s, &b->scratch)) {
        b->oom = 1;
        return 0;
    }
    path->path[path->n++] = m;
    return 1;
}

/* Run moves for the rules that move one card at a time: the top k cards of a column, a
 * run built in order, go onto another column's top by way of k - 1 empty columns (each
 * card parked in one, the bottom card moved, the others back on it). One shuffle of the
 * closure's allowance, as a player sees it; every step is an ordinary move, so the line
 * replays as it is. The beam cannot see them otherwise: one shuffle in a row is its limit. */
static void run_moves(Beam *b, St *s, int level, int dealt, int left, Cand *path) {
    Ctx *x = b->x;
    int empty[MAXCOL], ne = 0;
    for (int ci = 0; ci < x->ncols; ++ci)
        if (!s->len[ci]) empty[ne++] = ci;
    if (!ne || left < 0) return;
    for (int src = 0; src < x->ncols && !b->won && !b->oom; ++src) {
        int len = s->len[src], up = len - s->hid[src];
        for (int k = 2; k <= up && k <= ne + 1 && !b->won && !b->oom; ++k) {
            const uint8_t *col = s->c[src];
            if (!builds_on(x, col[len - k + 1], col[len - k])) break;
            int bottom = col[len - k];
            for (int dst = 0; dst < x->ncols && !b->won && !b->oom; ++dst) {
                if (dst == src || !s->len[dst] || !builds_on(x, bottom, s->c[dst][s->len[dst] - 1])) continue;
                if ((++x->nodes & 255) == 0 && should_stop(x)) return;
                size_t base = b->scratch.n;
                int n0 = path->n, ok = 1;
                for (int j = 0; ok && j < k - 1; ++j) ok = run_step(b, s, src, empty[j], path);
                ok = ok && run_step(b, s, src, dst, path);
                for (int j = k - 2; ok && j >= 0; --j) ok = run_step(b, s, empty[j], dst, path);
                if (ok) closure_next(b, s, level, dealt, left, src, dst, path);
                path->n = n0;
                unwind(s, &b->scratch, base);
            }
        }
    }
}

/* The closure of `s` (at `level`, reached by `path` from node `parent`). */
static void closure(Beam *b, St *s, int level, int dealt, int budget, int last_a, int last_b, Cand *path) {
    Ctx *x = b->x;
    uint32_t mv[MAXMOVES];
    int n = gen(x, s, mv, 1);
    for (int i = 0; i < n && !b->won && !b->oom; ++i) {
        uint32_t m = mv[i];
        int kind = MV_KIND(m), src = MV_SRC(m), dst = MV_DST(m);
        if (path->n && kind == K_MOVE && src != last_a && src != last_b && dst != last_a && dst != last_b &&
            !(dst >= P_FOUND)) {
            b->dropped = 1; /* unrelated to the last move: mostly found from elsewhere, not always */
            continue;
        }
        if ((++x->nodes & 255) == 0 && should_stop(x)) return;
        Undo u;
        size_t base = b->scratch.n;
        apply(x, s, m, &u);
        if (!play_autos(x, s, &b->scratch)) {
            b->oom = 1;
            return;
        }
        path->path[path->n++] = m;
        int free_move = kind == K_MOVE && dst >= P_FOUND;
        closure_next(b, s, level, dealt, free_move ? budget : budget - 1, src, dst, path);
        path->n--;
        unwind(s, &b->scratch, base);
        undo(s, &u);
    }
    if (!x->seq && x->runs && path->n == 0 && !b->won && !b->oom) run_moves(b, s, level, dealt, budget - 1, path);
}

/* Rebuild the line: the node chain to `at`, then `tail`; every move followed by its autos. */
static int rebuild(const Ctx *x, const St *root, const Beam *b, uint32_t at, const Cand *tail, Line *line) {
    size_t count = 0;
    for (uint32_t i = at; i != 0; i = b->nodes[i].parent) ++count;
    uint32_t *path = malloc((count + MAXPATH + 1) * sizeof(uint32_t));
    if (!path) return 0;
    size_t k = count;
    for (uint32_t i = at; i != 0; i = b->nodes[i].parent) path[--k] = b->nodes[i].move;
    for (int j = 0; j < tail->n; ++j) path[count++] = tail->path[j];
    St s = *root;
    int ok = play_autos(x, &s, line);
    for (size_t j = 0; ok && j < count; ++j) {
        Undo u;
        apply(x, &s, path[j], &u);
        ok = line_push(line, u) && play_autos(x, &s, line);
    }
    free(path);
    return ok;
}

/* Novelty. A level's best positions by rank tend to share one state of the foundations
 * (their differences are shuffles of the tableau), and a deal is often won by a position
 * that ranks lower but has sent other cards home. So a share of each level's width goes to
 * positions whose foundations, suit by suit (the two heights, higher first), differ from
 * every position expanded at that level so far. On the 108 training deals (seed 2) that
 * the narrow beams do not win, beams 512 wide with the first weights won 18 with a quarter
 * of the width so reserved where they won 12 without (an eighth: 18, a half: 15), the four
 * sets together 22 where they won 18; beams 128 wide, 17 where they won 12. */
enum { NOVEL_PART = 4, FOUND_ATOMS = 4 * 14 * 14 };

static int found_atom(const St *s, int su) {
    int a = s->f[su], c = s->f[su + 4];
    return (su * 14 + (a > c ? a : c)) * 14 + (a > c ? c : a);
}

static int novel(const St *s, const uint8_t *seen) {
    for (int su = 0; su < 4; ++su)
        if (!seen[found_atom(s, su)]) return 1;
    return 0;
}

static void novel_mark(const St *s, uint8_t *seen) {
    for (int su = 0; su < 4; ++su) seen[found_atom(s, su)] = 1;
}

static int beam(Ctx *x, const St *root, size_t width, int reversible, size_t mem_bytes, Line *line) {
    Beam b;
    memset(&b, 0, sizeof b);
    b.x = x;
    b.width = width;
    b.reversible = reversible;
    b.budget = mem_bytes / 2;
    int verdict = V_UNKNOWN, dealt = 0;
    Cand *cur = NULL;
    for (int i = 0; i < x->ncols; ++i) dealt += root->orig[i];
    b.buckets = calloc(MAXLEVEL, sizeof(Bucket));
    cur = malloc(sizeof(Cand));
    if (!b.buckets || !cur || !table_init(&b.t, mem_bytes / 2) || !nodes_push(&b, 0, 0)) goto out;
    cur->s = *root;
    cur->n = 0;
    cur->parent = 0;
    if (!play_autos(x, &cur->s, &b.scratch)) goto out;
    b.scratch.n = 0;
    if (is_won(&cur->s)) {
        verdict = rebuild(x, root, &b, 0, cur, line) ? V_WON : V_UNKNOWN;
        goto out;
    }
    if (!x->no_dead && dead_end(x, &cur->s)) {
        verdict = V_LOST;
        goto out;
    }
    bucket_add(&b, level_of(&cur->s, dealt, x->ncols), &cur->s, 0, cur);
    for (int level = 0; level < MAXLEVEL; ++level) {
        Bucket *k = &b.buckets[level];
        if (!k->n) continue;
        Rank_ *order = ranked(k, tie_seed(x));
        if (!order) {
            b.oom = 1;
            goto out;
        }
        /* The best by rank fill all but a share of the width; the rest goes to the best
         * of those that bring a state of the foundations not yet expanded at this level,
         * and if too few do, to the next by rank. */
        size_t kept = 0, by_rank = width - (x->novelty ? width / NOVEL_PART : 0), left = k->n;
        uint8_t seen[FOUND_ATOMS];
        memset(seen, 0, sizeof seen);
        for (int pass = 0; pass < 2 && !(b.won || b.oom || x->stopped) && kept < width && left; ++pass) {
            for (size_t i = 0; i < k->n; ++i) {
                if (order[i].at == UINT32_MAX) continue; /* taken or skipped already */
                if (kept == width) break;                /* the rest dropped: below */
                Cand *c = &k->v[order[i].at];
                if (pass == 0 && kept >= by_rank && !novel(&c->s, seen)) continue;
                order[i].at = UINT32_MAX;
                left--;
                uint64_t ka, kb;
                pos_key(x, &c->s, &ka, &kb);
                int r = table_add(&b.t, ka, kb);
                if (r < 0) {
                    b.oom = 1;
                    break;
                }
                if (r == 0) continue;
                /* A dead end is lost: skipped, nothing dropped. Tested here, on the few
                 * positions expanded, rather than on every candidate made. */
                if (!x->no_dead && dead_end(x, &c->s)) continue;
                novel_mark(&c->s, seen);
                /* The node chain of its path, then its closure. */
                uint32_t at = c->parent;
                for (int j = 0; j < c->n; ++j) {
                    if (!nodes_push(&b, at, c->path[j])) b.oom = 1;
                    at = (uint32_t)(b.nnodes - 1);
                }
                if (b.oom) break;
                kept++;
                /* The stock is spent: what is left is an endgame of shuffles that the beam's
                 * closures cannot see through; a short exhaustive probe often can. */
                if (kept <= PROBES && !stock_left(x, &c->s)) {
                    Line probe = {NULL, 0, 0};
                    St t = c->s;
                    int pv = dfs(x, &t, &probe, (size_t)1 << 20, PROBE_NODES);
                    if (pv == V_WON) {
                        Cand none;
                        none.n = 0;
                        int ok = rebuild(x, root, &b, at, &none, line);
                        for (size_t j = 0; ok && j < probe.n; ++j) ok = line_push(line, probe.u[j]);
                        free(probe.u);
                        free(order);
                        verdict = ok ? V_WON : V_UNKNOWN;
                        goto out;
                    }
                    free(probe.u);
                    if (x->stopped) break;
                }
                Cand path;
                path.n = 0;
                path.parent = at;
                closure(&b, &c->s, level, dealt, reversible, -1, -1, &path);
                if (b.won || b.oom || x->stopped) break;
            }
        }
        if (kept == width && left) b.dropped = 1;
        free(order);
        if (b.won) {
            verdict = rebuild(x, root, &b, b.win.parent, &b.win, line) ? V_WON : V_UNKNOWN;
            goto out;
        }
        if (x->stopped) goto out;
        b.bytes -= k->cap * sizeof(Cand);
        free(k->v);
        k->v = NULL;
        k->n = k->cap = 0;
        k->has_cut = 0;
        if (b.oom) goto out;
    }
    if (!b.dropped && !x->truncated) verdict = V_LOST;
out:
    if (b.oom) x->beam_oom = 1; /* this width does not fit: the caller tries a narrower one */
    if (b.buckets)
        for (int i = 0; i < MAXLEVEL; ++i) free(b.buckets[i].v);
    free(b.buckets);
    free(cur);
    free(b.nodes);
    free(b.scratch.u);
    table_free(&b.t);
    return verdict;
}

/* The schedule: a first look by the exhaustive search (a few positions), narrow beams
 * with each set of weights (most wins come fast), then the exhaustive search for a share
 * of the time (it proves losses and finds wins the beams miss; its share is counted from
 * when it starts, so slow narrow beams do not starve it), then ever wider beams, each width
 * with every set of weights, alternating no shuffle and one shuffle in a row, until the
 * budget runs out; past the width the memory allows, narrower beams with ties broken
 * afresh. The beams' closures move runs by way of empty columns. Measured on
 * 40 standard deals at 5 s each: the portfolio and the run moves together found 3 wins
 * more than one set of weights without run moves (12 against 9), each alone 1 or 2. */
static int log2w(size_t w) {
    int k = 0;
    while (w > 1) {
        w >>= 1;
        ++k;
    }
    return k;
}

/* Note which part of the schedule won, for measurements. */
static int found(Ctx *x, int v, int phase, size_t width, int r, double start) {
    if (v == V_WON) {
        x->won_by = phase << 24 | x->weights << 16 | r << 8 | log2w(width);
        x->won_at = now(x) - start;
    }
    return v;
}

/* After a win: when its `line` from `root` is long, the narrow beams from the `first`-th on
 * (weights k and shuffles r are beam 2k + r, in the schedule's order), then beams 64 and
 * 128 wide with one shuffle (a narrow beam's own line can wander: 23,152 moves before
 * shortening for one standard deal, where beams 64 wide find 260), run until `deadline` or
 * a line no longer than LONG_LINE, and the shortest line found replaces it. `moved`:
 * `root` stands where the line won (the exhaustive search's way); it is put back first. */
static void tidy(Ctx *x, St *root, int moved, int first, size_t mem_bytes, double deadline, Line *line) {
    size_t n = line->n;
    if (n <= LONG_LINE) return;
    Undo *best = malloc(n * sizeof(Undo));
    if (!best) return;
    memcpy(best, line->u, n * sizeof(Undo));
    if (moved) unwind(root, line, 0);
    double end = x->deadline;
    int weights = x->weights;
    x->deadline = deadline < end ? deadline : end;
    for (int i = first; i < 4 * NWEIGHTS && n > LONG_LINE && !should_stop(x); ++i) {
        int wide = i >= 2 * NWEIGHTS, j = wide ? i - 2 * NWEIGHTS : i;
        x->weights = wide ? j % NWEIGHTS : j / 2;
        line->n = 0;
        size_t width = wide ? (j < NWEIGHTS ? 64 : 128) : 32;
        if (beam(x, root, width, wide ? 1 : j % 2, mem_bytes, line) == V_WON && line->n < n) {
            n = line->n;
            memcpy(best, line->u, n * sizeof(Undo));
        }
    }
    x->deadline = end;
    x->weights = weights;
    x->stopped = 0;
    memcpy(line->u, best, n * sizeof(Undo)); /* within the line's capacity: it held more */
    line->n = n;
    free(best);
}

static int search(Ctx *x, St *root, double seconds, size_t mem_bytes, Line *line) {
    x->runs = 1;
    x->novelty = 1;
    x->pile = 1;
    double start = now(x), end = start + seconds;
    x->deadline = end;
    int v = dfs(x, root, line, mem_bytes < ((size_t)1 << 25) ? mem_bytes : (size_t)1 << 25, FIRST_LOOK);
    found(x, v, 1, 0, 0, start);
    if (v == V_WON) tidy(x, root, 1, 0, mem_bytes, now(x) + seconds * TIDY_SHARE, line);
    if (v != V_UNKNOWN || x->stopped) return v;
    for (int k = 0; k < NWEIGHTS && v == V_UNKNOWN && !x->stopped; ++k)
        for (int r = 0; r < 2 && v == V_UNKNOWN && !x->stopped; ++r) {
            x->weights = k;
            v = found(x, beam(x, root, 32, r, mem_bytes, line), 2, 32, r, start);
            if (v == V_WON) tidy(x, root, 0, 2 * k + r + 1, mem_bytes, now(x) + seconds * TIDY_SHARE, line);
        }
    if (v != V_UNKNOWN || x->stopped) return v;
    x->deadline = now(x) + seconds * DFS_SHARE;
    if (x->deadline > end) x->deadline = end;
    if (x->deadline > now(x)) {
        v = found(x, dfs(x, root, line, mem_bytes, 0), 3, 0, 0, start);
        if (v != V_UNKNOWN) return v;
    }
    if (x->cancel && *x->cancel) return V_UNKNOWN;
    x->deadline = end;
    x->stopped = 0;
    /* Ever wider rounds until a beam does not fit in the memory budget; from then on that
     * beam and the next go half as wide, and a round done again at the same width breaks
     * ties otherwise (a new salt), so that the time left still searches something new. */
    size_t w = 128;
    int k = 0, r = WIDE_SHUFFLES_MIN, fits = 0;
    /* A beam cut short by the deadline finds nothing (a win shows only at its last level):
     * when the next beam would not end within the time left, at the cost a unit of width
     * took in the last beam with as many shuffles, it runs only as wide as fits. */
    double cost[2] = {0, 0};
    while (!should_stop(x)) {
        x->weights = k;
        x->beam_oom = 0;
        x->narrower += fits;
        size_t bw = w;
        double t0 = now(x), left = end - t0;
        if (cost[r] > 0 && cost[r] * (double)w > left) {
            double fit = left / cost[r];
            bw = fit < 64 ? 64 : (size_t)fit;
            if (w > LATE_WIDTH) {
                /* The time left goes to the first weights (the most wins), ties broken afresh. */
                x->weights = 0;
                if (bw > LATE_WIDTH) bw = LATE_WIDTH;
                x->salt++;
            } else if (bw <= w / W_GROW) {
                x->salt++; /* as narrow as a beam run before: break ties otherwise */
            }
        }
        v = found(x, beam(x, root, bw, r, mem_bytes, line), 4, bw, r, start);
        if (v != V_UNKNOWN) return v;
        if (!x->stopped && !x->beam_oom && bw >= 128) cost[r] = (now(x) - t0) / (double)bw;
        if (x->beam_oom) {
            if (w <= 32) break; /* not even a narrow beam fits: nothing more to try */
            w /= 2;
            fits = 1;
            continue;
        }
        if (++r <= WIDE_SHUFFLES_MAX) continue;
        r = WIDE_SHUFFLES_MIN;
        if (++k < NWEIGHTS) continue;
        k = 0;
        if (fits) x->salt++;
        else w *= (size_t)W_GROW;
    }
    return V_UNKNOWN;
}

/* ----- a shorter winning line --------------------------------------------------------------
 * A win found by the exhaustive search (or its probes at the end of the stock) can wander:
 * thousands of shuffles that the transposition table keeps from repeating a position
 * but not from going the long way round (23,152 moves for one standard deal, where the
 * beams' lines are a few hundred). From each position of the new line, the move that
 * reaches the furthest position of the old line, the same position exactly (columns and
 * foundations in the same places, so the old moves go on from there as they are), is taken
 * instead of the moves between; without such a jump, the old line's next move. A player
 * who asks for hints follows this line, and "can I win?" says its length. */
enum { SHORTEN_PASSES = 8 };

static uint64_t exact_key(const Ctx *x, const St *s) {
    uint64_t h = 0x6A09E667F3BCC908ULL;
    for (int ci = 0; ci < x->ncols; ++ci) h = mix64(h ^ s->ca[ci]) + (uint64_t)ci;
    for (int i = 0; i < 8; ++i) h = mix64(h + s->f[i] + 1);
    h = mix64(h ^ s->used[0]);
    h = mix64(h ^ s->used[1]);
    return mix64(h + ((uint64_t)s->d << 8 | s->redeals));
}

/* The slot of key `h` in the open-addressed table of a line's positions (`at` < 0: free). */
static size_t key_slot(const uint64_t *keys, const int64_t *at, size_t cap, uint64_t h) {
    size_t i = (size_t)h & (cap - 1);
    while (at[i] >= 0 && keys[i] != h) i = (i + 1) & (cap - 1);
    return i;
}

/* The `n` moves of `line` from `root`, shortened into `out` (allocated, `*outn` moves). 0 when
 * out of memory or when an old move is not legal where the new line meets it (a false
 * match of two positions' keys): the caller keeps the old line. */
static int shorten_line(const Ctx *x0, const St *root, const uint32_t *line, size_t n, uint32_t **out, size_t *outn) {
    Ctx x = *x0; /* gen may set `truncated`: the search's own stays as it was */
    size_t cap = 16;
    while (cap < 2 * (n + 1)) cap *= 2;
    uint64_t *keys = malloc(cap * sizeof(uint64_t));
    int64_t *at = malloc(cap * sizeof(int64_t));
    uint32_t *res = malloc((n ? n : 1) * sizeof(uint32_t));
    int ok = keys && at && res;
    for (size_t i = 0; ok && i < cap; ++i) at[i] = -1;
    St s = *root;
    Undo u;
    for (size_t k = 0; ok && k <= n; ++k) { /* the furthest index of each position along the line */
        if (k) apply(&x, &s, line[k - 1], &u);
        uint64_t h = exact_key(&x, &s);
        size_t i = key_slot(keys, at, cap, h);
        keys[i] = h;
        at[i] = (int64_t)k;
    }
    size_t k = 0, m = 0;
    s = *root;
    uint32_t mv[MAXMOVES];
    while (ok && k < n) {
        int count = gen(&x, &s, mv, 0), legal = 0;
        int64_t best = (int64_t)k + 1;
        uint32_t jump = 0;
        for (int j = 0; j < count; ++j) {
            legal |= mv[j] == line[k];
            St t = s;
            apply(&x, &t, mv[j], &u);
            size_t i = key_slot(keys, at, cap, exact_key(&x, &t));
            if (at[i] > best) {
                best = at[i];
                jump = mv[j];
            }
        }
        if (best > (int64_t)k + 1) {
            res[m++] = jump;
            apply(&x, &s, jump, &u);
            k = (size_t)best;
        } else if (legal) {
            res[m++] = line[k];
            apply(&x, &s, line[k], &u);
            ++k;
        } else {
            ok = 0;
        }
    }
    ok = ok && is_won(&s);
    free(keys);
    free(at);
    if (!ok) {
        free(res);
        return 0;
    }
    *out = res;
    *outn = m;
    return 1;
}

/* ----- Python glue ------------------------------------------------------------------------ */

static int load(Ctx *x, St *s, const unsigned char *p, Py_ssize_t n) {
    memset(x, 0, sizeof *x);
    memset(s, 0, sizeof *s);
    if (n < 16) return 0;
    x->build = p[0];
    x->seq = p[1];
    x->draw = p[2];
    x->aces_out = p[3];
    x->ncols = p[4];
    s->redeals = p[5];
    if (x->build > 2 || x->draw < 1 || x->ncols < 1 || x->ncols > MAXCOL) return 0;
    for (int i = 0; i < 8; ++i) {
        s->f[i] = p[6 + i];
        if (s->f[i] > 13) return 0;
    }
    x->tlen = p[14];
    s->d = p[15];
    if (x->tlen > MAXTALON || s->d > x->tlen) return 0;
    Py_ssize_t at = 16;
    if (at + x->tlen > n) return 0;
    for (int i = 0; i < x->tlen; ++i) {
        x->talon[i] = p[at++];
        if (x->talon[i] >= 52) return 0;
    }
    for (int ci = 0; ci < x->ncols; ++ci) {
        if (at + 2 > n) return 0;
        int len = p[at], hid = p[at + 1];
        at += 2;
        if (len > MAXLEN - 13 || hid > len || at + len > n) return 0;
        s->len[ci] = (uint8_t)len;
        s->orig[ci] = (uint8_t)len;
        s->hid[ci] = (uint8_t)hid;
        for (int j = 0; j < len; ++j) {
            s->c[ci][j] = p[at++];
            if (s->c[ci][j] >= 52) return 0;
        }
        col_rehash(s, ci);
    }
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b)
            x->suit_ok[a][b] = (uint8_t)(x->build == B_SAME           ? a == b
                                         : x->build == B_OTHER_SUIT ? a != b
                                                                    : ((a == 1 || a == 2) != (b == 1 || b == 2)));
    for (int c = 0; c < 52; ++c)
        for (int o = 0; o < 52; ++o) {
            x->onto[c][o] = (uint8_t)(RANK(c) + 1 == RANK(o) && x->suit_ok[SUIT(c)][SUIT(o)]);
            if (x->onto[c][o]) x->succ[c][x->nsucc[c]++] = (uint8_t)o;
        }
    return at == n;
}

static PyObject *dump(const Ctx *x, const St *s) {
    unsigned char buf[16 + MAXTALON + MAXCOL * (MAXLEN + 2)];
    int n = 0;
    buf[n++] = (unsigned char)x->build;
    buf[n++] = (unsigned char)x->seq;
    buf[n++] = (unsigned char)x->draw;
    buf[n++] = (unsigned char)x->aces_out;
    buf[n++] = (unsigned char)x->ncols;
    buf[n++] = s->redeals;
    for (int i = 0; i < 8; ++i) buf[n++] = s->f[i];
    int tl = n++, dl = n++, t = 0, d = 0;
    for (int i = 0; i < x->tlen; ++i) {
        if (used_bit(s, i)) continue;
        buf[n++] = x->talon[i];
        ++t;
        if (i < s->d) ++d;
    }
    buf[tl] = (unsigned char)t;
    buf[dl] = (unsigned char)d;
    for (int ci = 0; ci < x->ncols; ++ci) {
        buf[n++] = s->len[ci];
        buf[n++] = s->hid[ci];
        memcpy(&buf[n], s->c[ci], s->len[ci]);
        n += s->len[ci];
    }
    return PyBytes_FromStringAndSize((const char *)buf, n);
}

static PyObject *py_legal_moves(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer spec;
    Ctx x;
    St s;
    uint32_t mv[MAXMOVES];
    if (!PyArg_ParseTuple(args, "y*", &spec)) return NULL;
    int ok = load(&x, &s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec");
    int n = gen(&x, &s, mv, 0);
    PyObject *out = PyList_New(n);
    for (int i = 0; out && i < n; ++i) PyList_SET_ITEM(out, i, PyLong_FromUnsignedLong(mv[i]));
    return out;
}

static PyObject *py_step(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer spec;
    unsigned long m;
    Ctx x;
    St s;
    uint32_t mv[MAXMOVES];
    if (!PyArg_ParseTuple(args, "y*k", &spec, &m)) return NULL;
    int ok = load(&x, &s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec");
    int n = gen(&x, &s, mv, 0), legal = 0;
    for (int i = 0; i < n; ++i) legal |= mv[i] == (uint32_t)m;
    if (!legal) return PyErr_Format(PyExc_ValueError, "not a legal move: %lu", m);
    Undo u;
    apply(&x, &s, (uint32_t)m, &u);
    return dump(&x, &s);
}

static PyObject *py_solve(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer spec, flag;
    double seconds;
    Py_ssize_t mem_mb;
    PyObject *cancel;
    int no_dead = 0, cpu = 0, stats = 0;
    Ctx x;
    St s;
    if (!PyArg_ParseTuple(args, "y*dnO|ppp", &spec, &seconds, &mem_mb, &cancel, &no_dead, &cpu, &stats)) return NULL;
    int ok = load(&x, &s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec");
    x.no_dead = no_dead;
    x.cpu = cpu;
    int has_flag = cancel != Py_None;
    if (has_flag) {
        if (PyObject_GetBuffer(cancel, &flag, PyBUF_SIMPLE) < 0) return NULL;
        if (flag.len < 1) {
            PyBuffer_Release(&flag);
            return PyErr_Format(PyExc_ValueError, "the cancel flag needs one byte");
        }
        x.cancel = (volatile const char *)flag.buf;
    }
    Line line = {NULL, 0, 0};
    int verdict;
    St root = s; /* the search may leave `s` where it won */
    /* The search touches no Python object: other threads run, and may set the flag. */
    Py_BEGIN_ALLOW_THREADS
    verdict = search(&x, &s, seconds, (size_t)(mem_mb > 16 ? mem_mb : 16) << 20, &line);
    Py_END_ALLOW_THREADS
    if (has_flag) PyBuffer_Release(&flag);
    /* A win's line, shortened while a pass finds a shortcut (a jump can open another). */
    size_t count = verdict == V_WON ? line.n : 0;
    uint32_t *best = malloc((count ? count : 1) * sizeof(uint32_t));
    for (size_t i = 0; best && i < count; ++i) best[i] = line.u[i].m;
    free(line.u);
    if (!best) return PyErr_NoMemory();
    Py_BEGIN_ALLOW_THREADS
    for (int pass = 0; pass < SHORTEN_PASSES && count; ++pass) {
        uint32_t *shorter;
        size_t n;
        if (!shorten_line(&x, &root, best, count, &shorter, &n)) break;
        int gained = n < count;
        free(best);
        best = shorter;
        count = n;
        if (!gained) break;
    }
    Py_END_ALLOW_THREADS
    PyObject *moves = PyList_New((Py_ssize_t)count);
    for (size_t i = 0; moves && i < count; ++i) PyList_SET_ITEM(moves, (Py_ssize_t)i, PyLong_FromUnsignedLong(best[i]));
    free(best);
    if (!moves) return NULL;
    if (stats)
        return Py_BuildValue("iNK(iKniid)", verdict, moves, (unsigned long long)x.nodes, x.best_home,
                             (unsigned long long)x.dfs_nodes, (Py_ssize_t)x.dfs_depth, x.narrower, x.won_by,
                             x.won_at);
    return Py_BuildValue("iNK", verdict, moves, (unsigned long long)x.nodes);
}

/* One beam pass alone, for tests: (verdict, moves) of beam(width, reversible) with the
 * weights `weights`, the run moves, novelty and the waste's cost each on or off; at most
 * `seconds` of wall-clock time. */
static PyObject *py_beam(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer spec;
    Py_ssize_t width;
    int reversible, weights, runs, novelty = 1, pile = 1;
    double seconds;
    Ctx x;
    St s;
    if (!PyArg_ParseTuple(args, "y*niipd|pp", &spec, &width, &reversible, &weights, &runs, &seconds, &novelty,
                          &pile))
        return NULL;
    int ok = load(&x, &s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec");
    if (width < 1 || reversible < 0 || weights < 0 || weights >= NWEIGHTS)
        return PyErr_Format(PyExc_ValueError, "width >= 1, reversible >= 0, weights 0..%d", NWEIGHTS - 1);
    x.weights = weights;
    x.runs = runs;
    x.novelty = novelty;
    x.pile = pile;
    Line line = {NULL, 0, 0};
    int verdict;
    Py_BEGIN_ALLOW_THREADS
    x.deadline = now(&x) + seconds;
    verdict = beam(&x, &s, (size_t)width, reversible, (size_t)256 << 20, &line);
    Py_END_ALLOW_THREADS
    PyObject *moves = PyList_New(verdict == V_WON ? (Py_ssize_t)line.n : 0);
    for (size_t i = 0; moves && verdict == V_WON && i < line.n; ++i)
        PyList_SET_ITEM(moves, (Py_ssize_t)i, PyLong_FromUnsignedLong(line.u[i].m));
    free(line.u);
    if (!moves) return NULL;
    return Py_BuildValue("iN", verdict, moves);
}

static PyObject *py_dead_end(PyObject *self, PyObject *args) {
    (void)self;
    Py_buffer spec;
    Ctx x;
    St s;
    if (!PyArg_ParseTuple(args, "y*", &spec)) return NULL;
    int ok = load(&x, &s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec");
    return PyBool_FromLong(dead_end(&x, &s));
}

/* The arguments (spec, moves) of a call: the position loaded into `x` and `s`, the moves
 * as an allocated array of `*n`; NULL with a Python exception set when they are not. */
static uint32_t *spec_and_moves(PyObject *args, Ctx *x, St *s, Py_ssize_t *n) {
    Py_buffer spec;
    PyObject *seq;
    if (!PyArg_ParseTuple(args, "y*O", &spec, &seq)) return NULL;
    int ok = load(x, s, spec.buf, spec.len);
    PyBuffer_Release(&spec);
    if (!ok) return PyErr_Format(PyExc_ValueError, "not a position spec"), NULL;
    PyObject *fast = PySequence_Fast(seq, "moves must be a sequence");
    if (!fast) return NULL;
    *n = PySequence_Fast_GET_SIZE(fast);
    uint32_t *ms = malloc((size_t)(*n ? *n : 1) * sizeof(uint32_t));
    for (Py_ssize_t i = 0; ms && i < *n; ++i)
        ms[i] = (uint32_t)PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(fast, i));
    Py_DECREF(fast);
    if (!ms) return (uint32_t *)PyErr_NoMemory();
    if (PyErr_Occurred()) {
        free(ms);
        return NULL;
    }
    return ms;
}

/* Whether the key kept move by move equals the key computed afresh after each of `moves`
 * (each must be legal), and taking them all back gives the first key again. */
static PyObject *py_check_key(PyObject *self, PyObject *args) {
    (void)self;
    Ctx x;
    St s;
    Py_ssize_t count;
    uint32_t *ms = spec_and_moves(args, &x, &s, &count);
    if (!ms) return NULL;
    Undo *us = malloc((size_t)(count ? count : 1) * sizeof(Undo));
    if (!us) {
        free(ms);
        return PyErr_NoMemory();
    }
    uint32_t mv[MAXMOVES];
    uint64_t a0, b0, a, b, fa, fb;
    pos_key(&x, &s, &a0, &b0);
    int same = 1;
    Py_ssize_t done = 0;
    for (; done < count; ++done) {
        int n = gen(&x, &s, mv, 0), legal = 0;
        for (int i = 0; i < n; ++i) legal |= mv[i] == ms[done];
        if (!legal) {
            PyErr_Format(PyExc_ValueError, "not a legal move: %lu", (unsigned long)ms[done]);
            break;
        }
        apply(&x, &s, ms[done], &us[done]);
        St fresh = s;
        fresh.sa = fresh.sb = 0;
        memset(fresh.ca, 0, sizeof fresh.ca);
        memset(fresh.cb, 0, sizeof fresh.cb);
        for (int ci = 0; ci < x.ncols; ++ci) col_rehash(&fresh, ci);
        pos_key(&x, &s, &a, &b);
        pos_key(&x, &fresh, &fa, &fb);
        same &= a == fa && b == fb;
    }
    for (Py_ssize_t i = done; i > 0; --i) undo(&s, &us[i - 1]);
    free(us);
    free(ms);
    if (PyErr_Occurred()) return NULL;
    pos_key(&x, &s, &a, &b);
    return PyBool_FromLong(same && a == a0 && b == b0);
}

/* shorten(spec, moves) -> the moves shortened once (the same moves when they do not win),
 * for tests; ValueError for a move that is not legal. */
static PyObject *py_shorten(PyObject *self, PyObject *args) {
    (void)self;
    Ctx x;
    St s;
    Py_ssize_t n;
    uint32_t *in = spec_and_moves(args, &x, &s, &n), *out = NULL;
    if (!in) return NULL;
    size_t m = 0;
    St t = s; /* every move must be legal: shorten_line trusts the search's lines */
    uint32_t mv[MAXMOVES];
    for (Py_ssize_t i = 0; i < n; ++i) {
        int count = gen(&x, &t, mv, 0), legal = 0;
        for (int j = 0; j < count; ++j) legal |= mv[j] == in[i];
        if (!legal) {
            unsigned long bad = in[i]; /* read before the line is freed */
            free(in);
            return PyErr_Format(PyExc_ValueError, "not a legal move: %lu", bad);
        }
        Undo u;
        apply(&x, &t, in[i], &u);
    }
    if (!shorten_line(&x, &s, in, (size_t)n, &out, &m)) {
        out = in;
        m = (size_t)n;
        in = NULL;
    }
    PyObject *res = PyList_New((Py_ssize_t)m);
    for (size_t i = 0; res && i < m; ++i) PyList_SET_ITEM(res, (Py_ssize_t)i, PyLong_FromUnsignedLong(out[i]));
    free(in);
    free(out);
    return res;
}

static PyMethodDef methods[] = {
    {"legal_moves", py_legal_moves, METH_VARARGS, "legal_moves(spec) -> list of move codes"},
    {"step", py_step, METH_VARARGS, "step(spec, move) -> the spec after a legal move"},
    {"solve", py_solve, METH_VARARGS,
     "solve(spec, seconds, mem_mb, cancel, no_dead=False, cpu=False, stats=False) -> (verdict, moves, nodes"
     "[, (best_home, dfs_nodes, dfs_depth, narrower, won_by, won_at)]); verdict 0 unknown, 1 won, 2 lost; no_dead turns the "
     "dead-end pruning off; cpu measures the budget in the search thread's CPU time instead of the wall clock; "
     "stats adds the most cards home in a beam position, the exhaustive search's positions and deepest line, "
     "the beams run narrower after one did not fit in the memory budget, and which part of the schedule won "
     "(phase << 24 | weights << 16 | shuffles << 8 | log2 width) after how many seconds"},
    {"check_key", py_check_key, METH_VARARGS,
     "check_key(spec, moves) -> whether the position key kept move by move equals the key computed afresh, and "
     "taking the moves back restores it"},
    {"beam", py_beam, METH_VARARGS,
     "beam(spec, width, reversible, weights, runs, seconds, novelty=True, pile=True) -> (verdict, moves): one beam "
     "pass, for tests"},
    {"dead_end", py_dead_end, METH_VARARGS, "dead_end(spec) -> whether some card can never go home"},
    {"shorten", py_shorten, METH_VARARGS,
     "shorten(spec, moves) -> a winning line shortened once (the same moves when they do not win from spec; "
     "ValueError for a move that is not legal)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_search", "The solver's compiled core.", -1, methods,
                                    NULL, NULL, NULL, NULL};

PyMODINIT_FUNC PyInit__search(void) { return PyModule_Create(&module); }
