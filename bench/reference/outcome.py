"""Reference outcome search for SIMPLE CHOPSTICKS, the plain way (issue 12 of the project).

    lw(p) = any(not rw(q) for q in left_options(p))   # Left wins moving first
    rw(p) = any(not lw(q) for q in right_options(p))  # Right wins moving first

with a dict memo on each, no move ordering and no theorem. A position is (left, right, n), each side
a sorted tuple of hands in 1..n. A move x -> y turns the opponent's hand y into x + y, removed when
x + y > n; once a side is empty nobody can move.

Usage:
    python3 outcome.py generate SEED COUNT MAXHANDS MAXN   # seeded random positions, JSON on stdout
    python3 outcome.py solve FILE.json                      # outcomes of the file's positions; time on stderr
"""
import json
import sys
import time

sys.setrecursionlimit(100000)


def attacks(att, dfn, n):
    out = set()
    for x in set(att):
        for j, y in enumerate(dfn):
            d = list(dfn[:j] + dfn[j + 1:])
            if x + y <= n:
                d.append(x + y)
            out.add(tuple(sorted(d)))
    return out


def left_options(p):
    l, r, n = p
    return [(l, d, n) for d in attacks(l, r, n)] if l and r else []


def right_options(p):
    l, r, n = p
    return [(d, r, n) for d in attacks(r, l, n)] if l and r else []


LW = {}
RW = {}


def lw(p):
    if p not in LW:
        LW[p] = any(not rw(q) for q in left_options(p))
    return LW[p]


def rw(p):
    if p not in RW:
        RW[p] = any(not lw(q) for q in right_options(p))
    return RW[p]


def outcome(p):
    l, r = lw(p), rw(p)
    return ('N' if r else 'L') if l else ('R' if r else 'P')


def generate(seed, count, max_hands, max_n):
    # a 32-bit linear congruential generator (Numerical Recipes constants), so the list is reproducible anywhere
    state = seed & 0xFFFFFFFF

    def rnd(k):
        nonlocal state
        state = (1664525 * state + 1013904223) & 0xFFFFFFFF
        return (state >> 8) % k

    out = []
    for _ in range(count):
        n = 1 + rnd(max_n)
        left = sorted(1 + rnd(n) for _ in range(1 + rnd(max_hands)))
        right = sorted(1 + rnd(n) for _ in range(1 + rnd(max_hands)))
        out.append({'left': left, 'right': right, 'n': n})
    return out


if __name__ == '__main__':
    if sys.argv[1] == 'generate':
        seed, count, max_hands, max_n = map(int, sys.argv[2:6])
        print(json.dumps(generate(seed, count, max_hands, max_n)))
    elif sys.argv[1] == 'solve':
        with open(sys.argv[2]) as f:
            data = json.load(f)
        positions = data['positions'] if isinstance(data, dict) else data
        t0, c0 = time.perf_counter(), time.process_time()
        res = [outcome((tuple(p['left']), tuple(p['right']), p['n'])) for p in positions]
        ms, cpu = (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000
        print(json.dumps({'ms': ms, 'cpuMs': cpu, 'memo': len(LW) + len(RW), 'outcomes': res}))
    else:
        sys.exit('usage: outcome.py generate SEED COUNT MAXHANDS MAXN | solve FILE.json')
