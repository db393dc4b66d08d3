#include "solver.h"

/* Proofs of loss: dead ends, and the exhaustive search (which finds wins too). */

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
int dead_end(const Ctx *x, const St *s) {
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
int dfs(Ctx *x, St *s, Line *line, size_t table_bytes, uint64_t limit) {
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
