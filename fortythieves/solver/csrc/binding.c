#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "solver.h"

/* The Python module `fortythieves.solver._search`: specs in, verdicts and move codes out. */

/* A spec (the byte format in solver.h) into `x` and `s`; 0 when it is not one. */
static int load(Ctx *x, St *s, const unsigned char *p, Py_ssize_t n) {
    memset(x, 0, sizeof *x);
    memset(s, 0, sizeof *s);
    if (n < SPEC_HEAD) return 0;
    x->build = p[SPEC_BUILD];
    x->seq = p[SPEC_SEQUENCES];
    x->draw = p[SPEC_DRAW];
    x->aces_out = p[SPEC_ACES_OUT];
    x->ncols = p[SPEC_NCOLS];
    s->redeals = p[SPEC_REDEALS];
    if (x->build > B_OTHER_COLOUR || x->draw < 1 || x->ncols < 1 || x->ncols > MAXCOL) return 0;
    for (int i = 0; i < 8; ++i) {
        s->f[i] = p[SPEC_FOUNDATIONS + i];
        if (s->f[i] > RANKS) return 0;
    }
    x->tlen = p[SPEC_TALON_LEN];
    s->d = p[SPEC_DRAWN];
    if (x->tlen > MAXTALON || s->d > x->tlen) return 0;
    Py_ssize_t at = SPEC_HEAD;
    if (at + x->tlen > n) return 0;
    for (int i = 0; i < x->tlen; ++i) {
        x->talon[i] = p[at++];
        if (x->talon[i] >= CARDS) return 0;
    }
    for (int ci = 0; ci < x->ncols; ++ci) {
        if (at + 2 > n) return 0;
        int len = p[at], hid = p[at + 1];
        at += 2;
        if (len > MAXDEALT || hid > len || at + len > n) return 0;
        s->len[ci] = (uint8_t)len;
        s->orig[ci] = (uint8_t)len;
        s->hid[ci] = (uint8_t)hid;
        for (int j = 0; j < len; ++j) {
            s->c[ci][j] = p[at++];
            if (s->c[ci][j] >= CARDS) return 0;
        }
        col_rehash(s, ci);
    }
    for (int a = 0; a < 4; ++a)
        for (int b = 0; b < 4; ++b)
            x->suit_ok[a][b] = (uint8_t)(x->build == B_SAME           ? a == b
                                         : x->build == B_OTHER_SUIT ? a != b
                                                                    : ((a == 1 || a == 2) != (b == 1 || b == 2)));
    for (int c = 0; c < CARDS; ++c)
        for (int o = 0; o < CARDS; ++o) {
            x->onto[c][o] = (uint8_t)(RANK(c) + 1 == RANK(o) && x->suit_ok[SUIT(c)][SUIT(o)]);
            if (x->onto[c][o]) x->succ[c][x->nsucc[c]++] = (uint8_t)o;
        }
    return at == n;
}

/* The spec of `s` (the talon's used cards left out, as the Python side writes it). */
static PyObject *dump(const Ctx *x, const St *s) {
    unsigned char buf[SPEC_HEAD + MAXTALON + MAXCOL * (MAXLEN + 2)];
    buf[SPEC_BUILD] = (unsigned char)x->build;
    buf[SPEC_SEQUENCES] = (unsigned char)x->seq;
    buf[SPEC_DRAW] = (unsigned char)x->draw;
    buf[SPEC_ACES_OUT] = (unsigned char)x->aces_out;
    buf[SPEC_NCOLS] = (unsigned char)x->ncols;
    buf[SPEC_REDEALS] = s->redeals;
    for (int i = 0; i < 8; ++i) buf[SPEC_FOUNDATIONS + i] = s->f[i];
    int n = SPEC_HEAD, t = 0, d = 0;
    for (int i = 0; i < x->tlen; ++i) {
        if (used_bit(s, i)) continue;
        buf[n++] = x->talon[i];
        ++t;
        if (i < s->d) ++d;
    }
    buf[SPEC_TALON_LEN] = (unsigned char)t;
    buf[SPEC_DRAWN] = (unsigned char)d;
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
