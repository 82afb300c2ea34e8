#!/usr/bin/env python3
"""Write N distinct generated winning hands in mjscore notation, one per line (for the benchmarks).

    python benchmarks/gen_hands.py 10000 --rules mcr > /tmp/hands.txt
    python benchmarks/gen_hands.py 1000 --rules mcr --waiting > /tmp/waiting.txt   # 13-tile hands

All shapes (four sets + pair with claimed chows / pungs / kongs and concealed kongs, seven pairs,
thirteen orphans, honors-and-knitted, knitted straight + set + pair), every situation word, seeded.
Only the standard library: the benchmarks compare mjscore with other tools on the same lines.
"""

from __future__ import annotations

import argparse
import random
import sys
from itertools import permutations

SUITS = "mps"
HONORS = "ESWNPFC"


def name(t: int) -> str:
    return HONORS[t - 27] if t >= 27 else f"{SUITS[t // 9]}{t % 9 + 1}"


def write(tiles: list[int]) -> str:
    """Prefix notation, grouped by suit: m123p55E."""
    out, cur = [], None
    for t in sorted(tiles):
        if t >= 27:
            out.append(HONORS[t - 27])
            cur = None
            continue
        s = SUITS[t // 9]
        if s != cur:
            out.append(s)
            cur = s
        out.append(str(t % 9 + 1))
    return "".join(out)


KNITTED = [tuple(s * 9 + start + k for s, start in zip(p, (0, 1, 2)) for k in (0, 3, 6)) for p in permutations(range(3))]
ORPHANS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]


def regular(rng: random.Random, rules: str, counts: list[int]):
    """Four sets + pair; returns (concealed tiles, meld strings) or None."""
    concealed, melds = [], []
    tiles_only_yaochu = rules == "yaochu"
    for _ in range(4):
        for _attempt in range(20):
            kind = rng.random()
            if tiles_only_yaochu:
                t = rng.choice(ORPHANS)
                kind = 0.9
            else:
                t = rng.randrange(34)
            if kind < 0.55 and t < 27 and t % 9 <= 6:
                group = [t, t + 1, t + 2]
            else:
                group = [t] * 3
            if rng.random() < 0.08 and len(set(group)) == 1:
                group = [t] * 4
            if all(counts[x] + group.count(x) <= 4 for x in set(group)):
                break
        else:
            return None
        for x in group:
            counts[x] += 1
        r = rng.random()
        if len(group) == 4:
            melds.append(("(" if r < 0.5 else "[") + write(group) + (")" if r < 0.5 else "]"))
        elif r < 0.25:
            melds.append("[" + write(group) + "]")
        else:
            concealed += group
    for _attempt in range(20):
        p = rng.choice(ORPHANS) if tiles_only_yaochu else rng.randrange(34)
        if counts[p] <= 2:
            counts[p] += 2
            return concealed + [p, p], melds
    return None


def one_hand(rng: random.Random, rules: str, waiting: bool = False) -> str | None:
    counts = [0] * 34
    shape = rng.random()
    melds: list[str] = []
    if shape < 0.70:
        got = regular(rng, rules, counts)
        if got is None:
            return None
        concealed, melds = got
    elif shape < 0.85:
        pool = ORPHANS if rules == "yaochu" else list(range(34))
        concealed = [t for t in rng.sample(pool, 7) for _ in (0, 1)]
    elif shape < 0.92 or rules != "mcr":
        concealed = ORPHANS + [rng.choice(ORPHANS)]
    elif shape < 0.96:
        ks = rng.choice(KNITTED)
        n_honors = rng.randint(5, 7)
        concealed = rng.sample(ks, 14 - n_honors) + rng.sample(range(27, 34), n_honors)
    else:
        ks = list(rng.choice(KNITTED))
        for t in ks:
            counts[t] += 1
        t = rng.randrange(34)
        group = [t, t + 1, t + 2] if t < 27 and t % 9 <= 6 and rng.random() < 0.5 else [t] * 3
        p = rng.randrange(34)
        group += [p, p]
        if any(counts[x] + group.count(x) > 4 for x in set(group)):
            return None
        concealed = ks + group
    win = rng.choice(concealed)
    rest = list(concealed)
    rest.remove(win)
    words = []
    if waiting:  # a 13-tile hand that the removed tile completes (`mjscore waits`)
        words += ["seat=" + rng.choice("ESWN"), "round=" + rng.choice("ESWN")]
        return write(rest) + "".join(melds) + " " + " ".join(words)
    if rng.random() < 0.4:
        words.append("tsumo")
    words.append("seat=" + rng.choice("ESWN"))
    words.append("round=" + rng.choice("ESWN"))
    if rules == "mcr":
        if rng.random() < 0.1:
            words.append(f"flowers={rng.randint(1, 8)}")
        if rng.random() < 0.1:
            words.append("last-draw")
    if rules == "riichi":  # riichi words on closed hands, dora indicators, a red five
        if not melds or all(m.startswith("(") for m in melds):
            r = rng.random()
            if r < 0.5:
                words.append("riichi" if r < 0.4 else "double-riichi")
                if rng.random() < 0.2:
                    words.append("ippatsu")
                if rng.random() < 0.5:
                    words.append("ura=" + name(rng.randrange(34)))
        if rng.random() < 0.6:
            words.append("dora=" + name(rng.randrange(34)))
    head = write(rest) + "".join(melds) + name(win)
    if rules == "riichi" and rng.random() < 0.3:
        head = _red_five(head)
    return head + " " + " ".join(words)


def _red_five(head: str) -> str:
    """Write the first concealed 5 (outside brackets) as a red five, 0."""
    depth = 0
    for i, ch in enumerate(head):
        depth += ch in "[(" and 1 or (ch in "])" and -1 or 0)
        if ch == "5" and depth == 0:
            return head[:i] + "0" + head[i + 1:]
    return head


def generate(n: int, rules: str, seed: int = 7, waiting: bool = False) -> list[str]:
    return list(stream(n, rules, seed, waiting))


def stream(n: int, rules: str, seed: int = 7, waiting: bool = False):
    """``n`` distinct lines, lazily (the memory benchmark streams a million)."""
    rng = random.Random(seed)
    seen: set[int] = set()  # hashes: a million lines' texts are not kept
    made = 0
    while made < n:
        line = one_hand(rng, rules, waiting)
        if line and hash(line) not in seen:
            seen.add(hash(line))
            made += 1
            yield line


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("n", type=int)
    ap.add_argument("--rules", default="mcr", choices=("mcr", "yaochu", "fliosen", "riichi"))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--waiting", action="store_true", help="13-tile hands (one tile short of a win)")
    a = ap.parse_args()
    write = sys.stdout.write
    for line in stream(a.n, a.rules, a.seed, a.waiting):
        write(line + "\n")


if __name__ == "__main__":
    main()
