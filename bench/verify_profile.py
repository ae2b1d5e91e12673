"""Where `judge verify` spends its time: every check of every problem run one at a time, with its
wall time and the CPU time it cost (the judge's own plus its children's, from getrusage).

    python bench/verify_profile.py [--profile quick|thorough] [--json OUT] [SLUG ...]

One check at a time (no -j), so the CPU deltas belong to that check alone; prints one line per
check and the totals by kind of check and by problem. Quote `uptime` with what it prints.
"""

from __future__ import annotations

import argparse
import json
import resource
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.bank.spec import Bank
from judge.model.settings import environment
from judge.verify.verifier import resolve_profile, verify_problem


def cpu_s() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def kind(check: str) -> str:
    for prefix in ("wrong", "slow", "accepted", "brute"):
        if check.startswith(prefix):
            return prefix
    return check


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("slugs", nargs="*")
    parser.add_argument("--profile", default="quick")
    parser.add_argument("--json")
    options = parser.parse_args()
    root = Path(__file__).resolve().parent.parent
    bank = Bank(root / "problems", root / "solutions")
    profile = replace(resolve_profile(options.profile), keeps_proofs=False)  # every check judged now
    rows = []
    for slug in options.slugs or bank.slugs():
        problem = bank.load(slug)
        wall, cpu = time.perf_counter(), cpu_s()
        for report in verify_problem(problem, environment(), profile):
            now_wall, now_cpu = time.perf_counter(), cpu_s()
            row = {
                "slug": slug,
                "check": report.check,
                "ok": report.ok,
                "wall_s": round(now_wall - wall, 3),
                "cpu_s": round(now_cpu - cpu, 3),
                "summary": report.summary,
            }
            rows.append(row)
            print(
                f"{row['cpu_s']:7.2f} {row['wall_s']:7.2f}  {slug:32.32s} {report.check:30.30s} "
                f"{'' if report.ok else 'FAIL '}{report.summary[:70]}",
                flush=True,
            )
            wall, cpu = now_wall, now_cpu
    by_kind: Counter[str] = Counter()
    by_slug: Counter[str] = Counter()
    for row in rows:
        by_kind[kind(row["check"])] += row["cpu_s"]
        by_slug[row["slug"]] += row["cpu_s"]
    print("\nCPU s by check:", ", ".join(f"{k} {v:.1f}" for k, v in by_kind.most_common()))
    print("CPU s by problem:", ", ".join(f"{k} {v:.1f}" for k, v in by_slug.most_common()))
    print(f"total: {sum(r['cpu_s'] for r in rows):.1f} s CPU, {sum(r['wall_s'] for r in rows):.1f} s wall")
    if options.json:
        Path(options.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
