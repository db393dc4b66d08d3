#include "solver.h"

/* The canonical position key (the columns' share kept move by move), and the set of keys a
 * search has seen. */

/* Rehash column `ci`: its two 64-bit shares, and the sums over the columns (a sum, so
 * that the columns are an unordered multiset). */
void col_rehash(St *s, int ci) {
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

void col_restore(St *s, int ci, uint64_t a, uint64_t b) {
    s->sa += a - s->ca[ci];
    s->sb += b - s->cb[ci];
    s->ca[ci] = a;
    s->cb[ci] = b;
}

/* ----- the canonical position key --------------------------------------------------------
 * 128 bits: the two copies of a card are the same card (a card is its name), columns are
 * an unordered multiset (a commutative sum of column hashes), the two foundations of a
 * suit an unordered pair. Only the talon keeps positions: a waste made of the other copy
 * gets another key, which costs a revisit, never a wrong answer. Two independent 64-bit
 * halves make a false match about 2^-100 likely over a search's states. */
void pos_key(const Ctx *x, const St *s, uint64_t *ka, uint64_t *kb) {
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

/* The set of keys (Table, in solver.h) starts small and doubles up to `max_slots`
 * (touching a huge zeroed table page by page costs more than the search itself on short
 * budgets). */

static int table_alloc(Table *t, size_t slots) {
    t->k = calloc(slots * 2, sizeof(uint64_t));
    t->mask = slots - 1;
    t->limit = slots / 4 * 3;
    return t->k != NULL;
}

int table_init(Table *t, size_t bytes) {
    t->max_slots = 256;
    while (t->max_slots * 4 * sizeof(uint64_t) <= bytes) t->max_slots *= 2; /* half the bytes */
    t->count = 0;
    return table_alloc(t, t->max_slots < ((size_t)1 << 16) ? t->max_slots : (size_t)1 << 16);
}

void table_free(Table *t) {
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
int table_add(Table *t, uint64_t a, uint64_t b) {
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
