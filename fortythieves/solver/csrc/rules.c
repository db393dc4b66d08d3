#include "solver.h"

/* The rules over the compact position: the moves (the same set as State.legal_moves),
 * playing and taking back, and the safe automatic moves. */

int waste_top(const St *s) {
    for (int i = (int)s->d - 1; i >= 0; --i)
        if (!used_bit(s, i)) return i;
    return -1;
}

int stock_left(const Ctx *x, const St *s) {
    for (int i = s->d; i < x->tlen; ++i)
        if (!used_bit(s, i)) return 1;
    return 0;
}

int is_won(const St *s) {
    for (int i = 0; i < 8; ++i)
        if (s->f[i] != 13) return 0;
    return 1;
}

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

int gen(Ctx *x, const St *s, uint32_t *out, int one_empty) {
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

/* ----- playing and taking back ---------------------------------------------------------- */

void apply(const Ctx *x, St *s, uint32_t m, Undo *u) {
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

void undo(St *s, const Undo *u) {
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

int auto_move(const Ctx *x, const St *s, uint32_t *m) {
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
