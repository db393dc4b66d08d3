#include "solver.h"

/* Lines: the line being searched, a growable stack of undo records, and a winning line
 * shortened. */

int line_push(Line *l, Undo u) {
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
int play_autos(const Ctx *x, St *s, Line *l) {
    uint32_t m;
    while (auto_move(x, s, &m)) {
        Undo u;
        apply(x, s, m, &u);
        if (!line_push(l, u)) return 0;
    }
    return 1;
}

void unwind(St *s, Line *l, size_t to) {
    while (l->n > to) undo(s, &l->u[--l->n]);
}

/* ----- a shorter winning line --------------------------------------------------------------
 * A win found by the exhaustive search (or its probes at the end of the stock) can wander:
 * thousands of shuffles that the transposition table keeps from repeating a position
 * but not from going the long way round, where the beams' lines are a few hundred. From each position of the new line, the move that
 * reaches the furthest position of the old line, the same position exactly (columns and
 * foundations in the same places, so the old moves go on from there as they are), is taken
 * instead of the moves between; without such a jump, the old line's next move. A player
 * who asks for hints follows this line, and "can I win?" says its length. */

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
int shorten_line(const Ctx *x0, const St *root, const uint32_t *line, size_t n, uint32_t **out, size_t *outn) {
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
