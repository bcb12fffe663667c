"""schemathesis over every operation of the OpenAPI document (in process, no network): how many
of the requests the schema calls valid the API accepts, how many it calls invalid the API refuses,
and how many answers were a 5xx (must be 0).

    python bench/schema_fuzz.py [--examples 200]

``--examples`` is per operation and per mode (valid / invalid). A 200 that holds an error for
every ruleset asked (each refused the input its own way) counts as a refusal. The 4xx codes given to "valid"
requests show where the schema is looser than the server (the acceptance target is 95 %).
tests/fuzz/test_openapi_operations.py runs the same with a fixed, smaller count and asserts 0 5xx.
Prints figures; never passes or fails.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def fuzz(app: Any, examples: int, seed: int | None = 0,
         only: str = "") -> dict[str, dict[str, Any]]:
    """``{"POST /api/v1/...": {"valid": Counter(status), "valid_refusals": Counter(code),
    "invalid": Counter(status), "five_xx": [case bodies]}}`` for every operation."""
    import schemathesis
    from hypothesis import HealthCheck, Phase, given, seed as hseed, settings
    from schemathesis import GenerationMode

    schema = schemathesis.openapi.from_wsgi("/api/v1/openapi.json", app)
    out: dict[str, dict[str, Any]] = {}
    for result in schema.get_all_operations():
        op = result.ok()
        name = f"{op.method.upper()} {op.path}"
        if only not in name:
            continue
        stats: dict[str, Any] = {"valid": Counter(), "valid_refusals": Counter(),
                                 "invalid": Counter(), "five_xx": [], "samples": []}
        for mode, key in ((GenerationMode.POSITIVE, "valid"), (GenerationMode.NEGATIVE, "invalid")):
            stats["mode"] = key
            @settings(max_examples=examples, deadline=None, database=None,
                      phases=[Phase.explicit, Phase.generate],
                      suppress_health_check=list(HealthCheck))
            @given(case=op.as_strategy(generation_mode=mode))
            def run(case):
                response = case.call()
                status = response.status_code
                refusal = None
                if status == 200 and refused_by_every_ruleset(response):
                    status, refusal = 422, "every ruleset: " + refused_by_every_ruleset(response)
                key = stats["mode"]
                stats[key][status] += 1
                if status >= 500:
                    stats["five_xx"].append(repr(case.body)[:300])
                if (key == "valid") == (status >= 400) and len(stats["samples"]) < 20:
                    stats["samples"].append(f"{key} {status} {case.body!r:.300} -> "
                                            f"{response.text[:200]}")
                if key == "valid" and refusal:
                    stats["valid_refusals"][refusal] += 1
                elif key == "valid" and status >= 400:
                    try:
                        stats["valid_refusals"][response.json()["error"]["code"]] += 1
                    except (ValueError, KeyError, TypeError):
                        stats["valid_refusals"]["(not JSON)"] += 1

            if seed is not None:
                run = hseed(seed)(run)
            try:
                run()
            except Exception as e:  # schemathesis could not generate for this mode
                if "Unsatisfiable" not in type(e).__name__ and "Unsatisfiable" not in str(e):
                    raise
        del stats["mode"]
        out[name] = stats
    return out


def refused_by_every_ruleset(response: Any) -> str:
    """The first code, when a 200 holds an error for each ruleset and no verdict (the rulesets
    refused the input each in its own way, belote.md Q20): a refusal too, not an answer."""
    try:
        results = response.json().get("results")
    except (ValueError, AttributeError):
        return ""
    if not isinstance(results, dict) or not results:
        return ""
    codes = [r["error"]["code"] for r in results.values() if isinstance(r, dict) and "error" in r]
    return codes[0] if len(codes) == len(results) else ""


def summary(stats: dict[str, dict[str, Any]]) -> list[str]:
    rows = ["| operation | valid: sent | accepted | invalid: sent | refused | 5xx | codes given to valid requests |",
            "|---|---:|---:|---:|---:|---:|---|"]
    total = Counter()
    for name, s in stats.items():
        valid, invalid = sum(s["valid"].values()), sum(s["invalid"].values())
        accepted = sum(v for k, v in s["valid"].items() if k < 400)
        refused = sum(v for k, v in s["invalid"].items() if 400 <= k < 500)
        five = sum(v for c in (s["valid"], s["invalid"]) for k, v in c.items() if k >= 500)
        total.update(valid=valid, accepted=accepted, invalid=invalid, refused=refused, five=five)
        codes = ", ".join(f"{c} {n}" for c, n in s["valid_refusals"].most_common(4))
        rows.append(f"| `{name}` | {valid} | {accepted / valid:.0%} | {invalid} | "
                    f"{refused / invalid if invalid else 0:.0%} | {five} | {codes} |"
                    if valid else f"| `{name}` | 0 | | {invalid} | | {five} | |")
    rows.append(f"| all | {total['valid']} | {total['accepted'] / max(1, total['valid']):.1%} | "
                f"{total['invalid']} | {total['refused'] / max(1, total['invalid']):.1%} | "
                f"{total['five']} | |")
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--examples", type=int, default=200, help="per operation and mode")
    ap.add_argument("--json", action="store_true", help="also print the raw counts")
    ap.add_argument("--samples", action="store_true",
                    help="also print up to 20 requests per operation the API judged otherwise")
    ap.add_argument("--only", default="", help="only the operations whose path holds this")
    args = ap.parse_args()
    from webapp import create_app

    stats = fuzz(create_app({"TESTING": True}), args.examples, only=args.only)
    print("\n".join(summary(stats)))
    if args.samples:
        for name, s in stats.items():
            print(name, *s["samples"], sep="\n  ")
    if args.json:
        print(json.dumps({k: {kk: (dict(vv) if isinstance(vv, Counter) else vv)
                              for kk, vv in v.items()} for k, v in stats.items()}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
