#include "solver.h"

/* The budget's clock, and the order the searches run in within a budget. */

/* The clock the budget is measured on: the wall clock for a player, who waits in wall
 * time; the thread's CPU time for measurements, which a loaded machine must not starve. */
double now(const Ctx *x) {
    struct timespec ts;
    clock_gettime(x->cpu ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Checked often: the search returns within milliseconds of the deadline or a cancel. */
int should_stop(Ctx *x) {
    if (x->stopped) return 1;
    if ((x->cancel && *x->cancel) || now(x) >= x->deadline) x->stopped = 1;
    return x->stopped;
}

static const double DFS_SHARE = 0.2; /* of the budget, for the exhaustive search */
enum { W_GROW = 4 }; /* each round of beams is this much wider */
/* When the next beam of a round wider than this would not end within the time left, beams
 * this wide with the first weights and ties broken afresh take the rest (the first weights
 * win the most late deals). */
enum { LATE_WIDTH = 512 };
/* The shuffles in a row the wide beams (128 and more) allow. Without shuffles a beam costs
 * about half as much, but the wide beams' wins come from beams with one shuffle; the
 * narrow beams still run both. */
enum { WIDE_SHUFFLES_MIN = 1, WIDE_SHUFFLES_MAX = 1 };
/* The exhaustive search's first look, in positions: easy wins and small proofs (a dead
 * end within a few moves) come in a fraction of a second, before any beam. */
enum { FIRST_LOOK = 50000 };
/* A win can wander: the first look's lines run to thousands of moves on easy deals and a
 * narrow beam's now and then, where most lines are a few hundred and shortening keeps most
 * of the detours. A player following the hints walks that line, so a line longer than
 * LONG_LINE gives other beams up to TIDY_SHARE of the budget to find a shorter one. */
enum { LONG_LINE = 600 };
static const double TIDY_SHARE = 0.25;

/* The schedule: a first look by the exhaustive search (a few positions), narrow beams
 * with each set of weights (most wins come fast), then the exhaustive search for a share
 * of the time (it proves losses and finds wins the beams miss; its share is counted from
 * when it starts, so slow narrow beams do not starve it), then ever wider beams, each width
 * with every set of weights, alternating no shuffle and one shuffle in a row, until the
 * budget runs out; past the width the memory allows, narrower beams with ties broken
 * afresh. The beams' closures move runs by way of empty columns. */
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
        x->won_by = phase << WON_BY_PHASE_SHIFT | x->weights << WON_BY_WEIGHTS_SHIFT | r << WON_BY_SHUFFLES_SHIFT |
                    log2w(width);
        x->won_at = now(x) - start;
    }
    return v;
}

/* After a win: when its `line` from `root` is long, the narrow beams from the `first`-th on
 * (weights k and shuffles r are beam 2k + r, in the schedule's order), then beams 64 and
 * 128 wide with one shuffle (a narrow beam's own line can wander, where a wider beam's
 * seldom does), run until `deadline` or
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

int search(Ctx *x, St *root, double seconds, size_t mem_bytes, Line *line) {
    x->runs = 1;
    x->novelty = 1;
    x->pile = 1;
    double start = now(x), end = start + seconds;
    x->deadline = end;
    int v = dfs(x, root, line, mem_bytes < ((size_t)1 << 25) ? mem_bytes : (size_t)1 << 25, FIRST_LOOK);
    found(x, v, PHASE_FIRST_LOOK, 0, 0, start);
    if (v == V_WON) tidy(x, root, 1, 0, mem_bytes, now(x) + seconds * TIDY_SHARE, line);
    if (v != V_UNKNOWN || x->stopped) return v;
    for (int k = 0; k < NWEIGHTS && v == V_UNKNOWN && !x->stopped; ++k)
        for (int r = 0; r < 2 && v == V_UNKNOWN && !x->stopped; ++r) {
            x->weights = k;
            v = found(x, beam(x, root, 32, r, mem_bytes, line), PHASE_NARROW_BEAM, 32, r, start);
            if (v == V_WON) tidy(x, root, 0, 2 * k + r + 1, mem_bytes, now(x) + seconds * TIDY_SHARE, line);
        }
    if (v != V_UNKNOWN || x->stopped) return v;
    x->deadline = now(x) + seconds * DFS_SHARE;
    if (x->deadline > end) x->deadline = end;
    if (x->deadline > now(x)) {
        v = found(x, dfs(x, root, line, mem_bytes, 0), PHASE_EXHAUSTIVE, 0, 0, start);
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
        v = found(x, beam(x, root, bw, r, mem_bytes, line), PHASE_WIDE_BEAM, bw, r, start);
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
