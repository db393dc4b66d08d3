#include "solver.h"

/* The beams: a heuristic score (cards home, empty columns, buried cards due home soon) and
 * a beam search by levels of progress. How the weights were tuned and what each part won
 * is in docs/solver.md. */

/* A beam's weights. What matters most: a buried card due home soon counts about as much
 * however deep it lies (`above`, the depth counted, is 1 to 3), and a card home counts for
 * less than one such card buried. `hid` (face-down cards) is kept as it was before the
 * tuning: standard deals have none, so the tuning could not weigh it. The sets are a
 * portfolio: beams that rank differently lose different deals. `seed` breaks ties between
 * equal scores by a hash of the position instead of by the order the candidates were
 * made. `pile` is what each card on the waste costs: with no redeal a card drawn and not
 * played stays under every later draw, and a beam that counts only the urgent cards it
 * covers draws on past what it could still play. */
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
_Static_assert(sizeof WEIGHTS / sizeof WEIGHTS[0] == NWEIGHTS, "NWEIGHTS in solver.h counts the sets");

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
 * every position expanded at that level so far (a quarter of the width: see docs/solver.md). */
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

int beam(Ctx *x, const St *root, size_t width, int reversible, size_t mem_bytes, Line *line) {
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
