"""Reference Table 1 grid for SIMPLE CHOPSTICKS, the plain way (issue 12 of the project).

Every one-hand position (a | b)_n, 1 <= a, b <= n, by the recurrence of the paper's Section 2:
Left's only option is (a | a+b)_n and Right's is (a+b | b)_n, and a hand passing n is removed, so
(a | b)_n = * when a + b > n. Sums are swept from n down to 2, and {L | R} is memoised in a dict on
the pair of (interned) option values, so each distinct value is built once.

Games are small integers into two lists of option tuples, interned by a dict on (left, right);
<= is Conway's definition with a dict memo; a canonical form removes dominated options and bypasses
reversible ones until nothing changes (Siegel, Combinatorial Game Theory, II.2). Independent of
the library: nothing here is translated from its code.

Usage:
    python3 grid.py N     # JSON on stdout: time, distinct values, outcome counts, md5 of the outcomes
"""
import hashlib
import json
import sys
import time

sys.setrecursionlimit(100000)

LEFT = []   # id -> tuple of Left option ids
RIGHT = []  # id -> tuple of Right option ids
IDS = {}    # (left, right) -> id


def intern(left, right):
    key = (tuple(sorted(set(left))), tuple(sorted(set(right))))
    g = IDS.get(key)
    if g is None:
        g = len(LEFT)
        LEFT.append(key[0])
        RIGHT.append(key[1])
        IDS[key] = g
    return g


LEQ = {}


def leq(a, b):
    """a <= b: no a^L with b <= a^L, and no b^R with b^R <= a."""
    if a == b:
        return True
    k = (a, b)
    r = LEQ.get(k)
    if r is None:
        r = not any(leq(b, al) for al in LEFT[a]) and not any(leq(br, a) for br in RIGHT[b])
        LEQ[k] = r
    return r


def canonical(left, right):
    left, right = set(left), set(right)
    while True:
        # dominated options
        left = {a for a in left if not any(b != a and leq(a, b) for b in left)}
        right = {a for a in right if not any(b != a and leq(b, a) for b in right)}
        g = intern(left, right)
        changed = False
        nl = set()
        for a in left:
            rev = next((ar for ar in RIGHT[a] if leq(ar, g)), None)
            if rev is None:
                nl.add(a)
            else:
                nl.update(LEFT[rev])
                changed = True
        nr = set()
        for a in right:
            rev = next((al for al in LEFT[a] if leq(g, al)), None)
            if rev is None:
                nr.add(a)
            else:
                nr.update(RIGHT[rev])
                changed = True
        if not changed:
            return g
        left, right = nl, nr


ZERO = intern((), ())
STAR = intern((ZERO,), (ZERO,))
PAIR = {}


def one_option(l, r):
    k = (l, r)
    g = PAIR.get(k)
    if g is None:
        g = canonical((l,), (r,))
        PAIR[k] = g
    return g


def outcome(g):
    ge0 = leq(ZERO, g)
    le0 = leq(g, ZERO)
    return ('P' if le0 else 'L') if ge0 else ('R' if le0 else 'N')


def grid(n):
    """values[(a-1)*n + (b-1)] is the id of (a | b)_n."""
    v = [STAR] * (n * n)
    for s in range(n, 1, -1):
        for a in range(1, s):
            b = s - a
            v[(a - 1) * n + (b - 1)] = one_option(v[(a - 1) * n + (s - 1)], v[(s - 1) * n + (b - 1)])
    return v


def main():
    n = int(sys.argv[1])
    t0 = time.perf_counter()
    c0 = time.process_time()
    v = grid(n)
    t1 = time.perf_counter()
    distinct = sorted(set(v))
    out = {g: outcome(g) for g in distinct}  # once per distinct value
    letters = ''.join(out[g] for g in v)
    t2 = time.perf_counter()
    c2 = time.process_time()
    counts = {c: letters.count(c) for c in 'LRNP'}
    print(json.dumps({
        'n': n,
        'gridMs': (t1 - t0) * 1000,
        'ms': (t2 - t0) * 1000,
        'cpuMs': (c2 - c0) * 1000,
        'distinct': len(distinct),
        'counts': counts,
        'md5': hashlib.md5(letters.encode()).hexdigest(),
    }))


if __name__ == '__main__':
    main()
