"""The verdict a layperson reads in two seconds: one short line per ruleset (or one line for the
rulesets that agree), the rule that decides the difference in plain words, and which reasons
differ between the rulesets (highlighted; the full reasoning stays one tap away).

:func:`summary` takes the results of one checker run (``{ruleset: API result}``) and gives the
template ``verdicts/_summary.html`` what it prints::

    Maison: North–South 20 · Officielles: East–West 20
    The difference: equal best announcements.

or, when the rulesets agree, ``Maison and Officielles agree: North–South 20``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from flask_babel import lazy_pgettext
from markupsafe import Markup, escape

from webapp import i18n

__all__ = ["differing_reasons", "groups", "points_text", "short_verdict", "summary", "team_points"]

_TEAM_POINTS = lazy_pgettext("short verdict", "%(team)s %(points)s")
_NOBODY = lazy_pgettext("short verdict", "nobody scores")
_NO_CARD = lazy_pgettext("short verdict", "no card")
_MADE = lazy_pgettext("short verdict", "made, %(scores)s")
_FALLS = lazy_pgettext("short verdict", "falls, %(scores)s")
_LITIGE = lazy_pgettext("short verdict", "litige, %(scores)s")
_WINS = lazy_pgettext("short verdict", "%(seat)s wins, %(points)s")
_NO_VERDICT = lazy_pgettext("short verdict", "no verdict, see below")
_LINE = lazy_pgettext("short verdict", "%(rulesets)s: %(verdict)s")
_AGREE = lazy_pgettext("short verdict", "%(rulesets)s agree: %(verdict)s")


def points_text(value: Any) -> str:
    """Points as the locale writes numbers (``1 000``)."""
    return str(i18n.localize_param("points", value, "belote"))


def team_points(team: str, points: Any) -> str:
    """"North–South 20"."""
    return str(_TEAM_POINTS) % {"team": i18n.team_name(team), "points": points_text(points)}


def short_verdict(game: str, kind: str, result: Mapping[str, Any],
                  card_text: Callable[[str], str] | None = None) -> str:
    """One ruleset's verdict in a few words: "North–South 20", "Jack of spades"... (a ruleset
    that refused the input: "no verdict, see below", its message being in its section). The
    page's summary and the share previews' titles both say it; ``card_text`` writes a legal
    card (default: its name; a preview's title writes ``J♠``)."""
    if result.get("error"):
        return str(_NO_VERDICT)
    if kind in ("announcements", "weis"):
        team = result.get("scoring_team")
        both = result.get("points") or {}
        if not team and kind == "weis" and all(both.get(t) for t in ("NS", "EW")):
            # a table's rule (weis_tie): a tie nothing breaks, both teams score
            factor = result.get("multiplier") or 1
            return ", ".join(team_points(t, both[t] * factor) for t in ("NS", "EW"))
        if not team:
            return str(_NOBODY)
        points = (result.get("points") or {}).get(team, 0)
        if kind == "weis" and result.get("multiplier") not in (None, 1):
            points = points * result["multiplier"]
        return team_points(team, points)
    if kind == "legal":
        write = card_text or (lambda code: i18n.card_name(code, game))
        cards = [write(c) for c in result.get("legal") or []]
        return ", ".join(cards) if cards else str(_NO_CARD)
    if kind == "score":
        scores = result.get("scores") or {}
        text = ", ".join(team_points(t, scores.get(t, 0)) for t in ("NS", "EW"))
        if game == "belote":
            made = result.get("made")
            form = _MADE if made is True else _FALLS if made is False else _LITIGE
            return str(form) % {"scores": text}
        factor = result.get("multiplier")  # a Jass deal's scores are multiplied: say by what
        return f"× {factor}, {text}" if factor not in (None, 1) else text
    if kind == "trick":
        return str(_WINS) % {"seat": i18n.seat_name(result.get("winner", "")),
                             "points": points_text(result.get("points", 0))}
    return ""


def groups(results: Mapping[str, Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The rulesets that gave exactly the same result (verdict and reasons alike), together."""
    out: list[dict[str, Any]] = []
    for ruleset, result in results.items():
        for grp in out:
            if grp["result"] == result:
                grp["rulesets"].append(ruleset)
                break
        else:
            out.append({"rulesets": [ruleset], "result": result})
    for grp in out:
        grp["names"] = i18n.rulesets_name(grp["rulesets"])
    return out


def _key(reason: Mapping[str, Any]) -> Any:
    """A reason as compared across rulesets: its code and params, without the ruleset it names
    ("Litige ... (Maison)" and "Litige ... (Officielles)" say the same thing)."""
    params = {k: v for k, v in (reason.get("params") or {}).items() if k != "ruleset"}
    return (reason.get("code"), repr(sorted(params.items())))


def differing_reasons(results: Mapping[str, Mapping[str, Any]]) -> dict[str, set[int]]:
    """Ruleset -> the indexes of its reasons that another ruleset does not give (highlighted).
    A ruleset that gave no verdict (its own error: typed sans-atout points that do not fit its
    total, belote.md Q20) gives no reasons to compare with: beside it, nothing is marked."""
    keys = {r: [_key(x) for x in res.get("reasons") or []] for r, res in results.items()}
    judged = [r for r, res in results.items() if "error" not in res]
    out: dict[str, set[int]] = {}
    for r, mine in keys.items():
        others = [set(keys[o]) for o in judged if o != r]
        out[r] = {i for i, k in enumerate(mine) if any(k not in o for o in others)}
    return out


def summary(game: str, kind: str, results: Mapping[str, Mapping[str, Any]],
            disagree: Mapping[str, Any] | None) -> dict[str, Any] | None:
    """What ``verdicts/_summary.html`` prints (None without results)."""
    if not results:
        return None
    grps = groups(results)
    lines = [{"rulesets": g["rulesets"], "names": g["names"],
              "verdict": short_verdict(game, kind, g["result"])} for g in grps]
    # rulesets with different reasons but the same outcome still read as one line
    merged: list[dict[str, Any]] = []
    for line in lines:
        same = next((m for m in merged if m["verdict"] == line["verdict"]), None)
        if same:
            same["rulesets"] = same["rulesets"] + line["rulesets"]
            same["names"] = i18n.rulesets_name(same["rulesets"])
        else:
            merged.append(dict(line))
    agree = len(merged) == 1 and len(results) > 1
    form = _AGREE if agree else _LINE
    text = " · ".join(str(form) % {"rulesets": m["names"], "verdict": m["verdict"]} for m in merged)
    for m in merged:
        m["html"] = Markup(escape(str(form))) % {
            "rulesets": Markup("<strong>%s</strong>") % m["names"],
            "verdict": Markup('<span class="verdict__short">%s</span>') % m["verdict"]}
    return {"lines": merged, "text": text, "agree": agree,
            "merged": len(grps) == 1 and len(results) > 1, "groups": grps,
            "rules": (disagree or {}).get("rules") or [],
            # a reason one ruleset gives and another does not (say the Jass profile line, pagat.com
            # or Swisslos) is not marked as a difference when the verdicts agree: the headline
            # says they agree, and that line did not change the outcome
            "differs": differing_reasons(results) if len(grps) > 1 and not agree else {}}
