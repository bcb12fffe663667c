"""Jass (Schieber) rulesets and contracts, as values.

A :class:`JassRuleset` is a frozen dataclass whose fields are the rows of ``jass.md`` section B that
differ between the seed's rules (``traditional``, the default) and today's Swiss standard
(``swiss``), plus the section C decisions that are settings. The algorithms read the fields;
they never test ``ruleset.id``.

>>> TRADITIONAL.target, SWISS.target
(3000, 2500)
>>> TRADITIONAL.multipliers["undenufe"], SWISS.multipliers["undenufe"]
(4, 3)
>>> p = SWISS.with_profile("swisslos-1000")
>>> p.target, p.multipliers["obenabe"]
(1000, 1)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, ClassVar, Literal, TypeAlias, TypeVar

from engine.cards import SWISS as DECK
from engine.jass.contracts import (
    CONTRACT,
    CONTRACTS,
    NO_TRUMP_CONTRACTS,
    TRUMP_CONTRACTS,
    parse_contract,
    trump_of,
)
from engine.jass.errors import (
    MissingContractError,
    UnknownContractError,
    UnknownProfileError,
    UnknownRulesetError,
)

K = TypeVar("K")
V = TypeVar("V")

__all__ = [
    "CONTRACTS",
    "DEFAULT_RULESET",
    "MULTIPLIER_PROFILES",
    "NO_TRUMP_CONTRACTS",
    "PROFILED",
    "PROFILES",
    "RULESETS",
    "SWISS",
    "SWISS_RULES",
    "TRADITIONAL",
    "TRUMP_CONTRACTS",
    "CountingOrder",
    "JassRuleset",
    "MissingContractError",
    "MultiplierProfile",
    "ProfileId",
    "UnknownContractError",
    "UnknownProfileError",
    "UnknownRulesetError",
    "WeisTie",
    "get_ruleset",
    "parse_contract",
    "trump_of",
]

# -- rulesets -----------------------------------------------------------------------------------


def _frozen(d: Mapping[K, V]) -> Mapping[K, V]:
    return MappingProxyType(dict(d))


#: A multiplier profile's id (decision Q13).
ProfileId: TypeAlias = Literal["pagat-3000", "swisslos-2500", "swisslos-1000", "romandie-1500"]
#: B10 (Q12): the order in which a deal counts into the totals at the end of a game
#: (*Ausmachregel*): Stöck, Weis, tricks (the seed, Swisslos) or Stöck, tricks, Weis (by agreement).
CountingOrder: TypeAlias = Literal["stoeck_weis_tricks", "stoeck_tricks_weis"]
#: B7: two best Weis equal in every step before play order: the earlier player's wins (the seed,
#: the standard) or both teams score (some Romandy rules, ``bepopcorn``).
WeisTie: TypeAlias = Literal["play_order", "both_score"]


@dataclass(frozen=True)
class MultiplierProfile:
    """A multiplier profile (decision Q13): the game target and the factor of each contract."""

    id: ProfileId
    target: int
    multipliers: Mapping[str, int]


#: Decision Q13: the three multiplier profiles.
MULTIPLIER_PROFILES: Mapping[str, MultiplierProfile] = _frozen({
    "pagat-3000": MultiplierProfile(
        "pagat-3000", 3000,
        _frozen({"E": 1, "R": 1, "L": 2, "S": 2, "obenabe": 3, "undenufe": 4})),
    "swisslos-2500": MultiplierProfile(
        "swisslos-2500", 2500,
        _frozen({"E": 1, "R": 1, "L": 2, "S": 2, "obenabe": 3, "undenufe": 3})),
    "swisslos-1000": MultiplierProfile(
        "swisslos-1000", 1000, _frozen({c: 1 for c in CONTRACTS})),
    # B9: Romandy chibre, only spades (Schilten, Q14) double, to 1500 (jassvalais, wp-fr-jass).
    # A table's rule only (engine/jass/house.py): no standard ruleset and no API profile.
    "romandie-1500": MultiplierProfile(
        "romandie-1500", 1500, _frozen({c: 2 if c == "L" else 1 for c in CONTRACTS})),
})
#: The profiles a game is given by id (the API, the score sheets: Q13), swiss's default first;
#: an unknown id is refused naming them (``jass_unknown_profile``'s ``profiles``).
PROFILES: tuple[str, ...] = ("swisslos-2500", "swisslos-1000", "pagat-3000")






# Card points by rank (B5). Shared rows are defaults; the Undenufe row differs (Q2).
_R = DECK.ranks  # 6 7 8 9 T U O K A
_TRUMP_POINTS = _frozen(dict(zip(_R, (0, 0, 0, 14, 10, 20, 3, 4, 11), strict=False)))
_PLAIN_POINTS = _frozen(dict(zip(_R, (0, 0, 0, 0, 10, 2, 3, 4, 11), strict=False)))
_OBENABE_POINTS = _frozen(dict(zip(_R, (0, 0, 8, 0, 10, 2, 3, 4, 11), strict=False)))


@dataclass(frozen=True)
class JassRuleset:
    """One Jass ruleset: every row of ``jass.md`` B that differs, and the settings of C.

    >>> TRADITIONAL.sequence_points[6], SWISS.sequence_points[6]   # B6: a six-card run
    (100, 150)
    >>> "9" in TRADITIONAL.four_points, SWISS.four_points["9"]      # B6/Q7: four Nines
    (False, 150)
    >>> TRADITIONAL.cross_weis, SWISS.cross_weis                     # B6: Kreuzweis
    (False, True)
    """

    id: str
    #: B6: points of a run by its length (3..9 cards).
    sequence_points: Mapping[int, int]
    #: B6 (Q6, Q7): points of four of a kind by rank; a rank missing here is no Weis.
    four_points: Mapping[str, int]
    #: B6: may one card belong to two Weis (Kreuzweis)? If not, decision Q8 partitions the hand.
    cross_weis: bool
    #: B7 step 2 (Q3): at equal points, four of a kind beats a sequence ("type", then "length");
    #: if False, the Weis with more cards wins.
    four_beats_equal_sequence: bool
    #: B5 (Q2): card points in Undenufe, by rank.
    undenufe_points: Mapping[str, int]
    #: B9/Q13: multiplier profile id, its factors per contract and the target (B10).
    profile: ProfileId
    multipliers: Mapping[str, int]
    target: int
    #: B10/Q11: the losers are Schneider below this total (half the target); display only.
    schneider_below: int
    #: B1: the card whose holder is forehand in the first deal (None: right of the dealer, Q15).
    first_forehand_card: str | None
    #: B7: Undenufe reverses the rank comparison of equal Weis (seed §5; PAR; assumed for swiss).
    undenufe_reverses_weis_rank: bool = True
    #: B7/Q10: Weis score even without a trick (and against Matsch).
    weis_needs_trick: bool = False
    #: B10/Q12: the counting order when both teams may reach the target in one deal.
    counting_order: CountingOrder = "stoeck_weis_tricks"
    #: B7: two best Weis equal in every step before play order (a table's rule: both score).
    weis_tie: WeisTie = "play_order"
    #: B5: card points in the trump suit, plain suits of a trump game, and Obenabe.
    trump_points: Mapping[str, int] = field(default_factory=lambda: _TRUMP_POINTS)
    plain_points: Mapping[str, int] = field(default_factory=lambda: _PLAIN_POINTS)
    obenabe_points: Mapping[str, int] = field(default_factory=lambda: _OBENABE_POINTS)
    #: B5: bonus for the last trick; B9: bonus for Matsch (all nine tricks); B8: Stöck.
    last_trick_bonus: int = 5
    matsch_bonus: int = 100
    stoeck_points: int = 20
    #: Contract code -> points of each card of the deck, by card index (B5). Precomputed per
    #: ruleset in __post_init__; declared ClassVar so that it is not a field (not a rules row).
    card_points_by_index: ClassVar[Mapping[str, tuple[int, ...]]]

    def __post_init__(self) -> None:
        tables = {}
        for code, c in CONTRACT.items():
            plain = self.card_points_table(code)
            tables[code] = tuple(
                self.trump_points[card.rank] if card.index // len(DECK.ranks) == c.trump
                else plain[card.rank] for card in DECK.cards)
        object.__setattr__(self, "card_points_by_index", MappingProxyType(tables))

    def __hash__(self) -> int:  # the Mapping fields are not hashable; equal rulesets share these
        return hash((self.id, self.profile, self.target))

    def with_profile(self, profile: str) -> JassRuleset:
        """The same rules with another multiplier profile (its target and factors, Q13).

        >>> r = SWISS.with_profile("swisslos-1000")
        >>> (r.id, r.profile, r.target, r.schneider_below, set(r.multipliers.values()))
        ('swiss', 'swisslos-1000', 1000, 500, {1})
        >>> SWISS.with_profile("x")
        Traceback (most recent call last):
        ...
        engine.jass.errors.UnknownProfileError: jass_unknown_profile {'profile': 'x', \
'profiles': ['swisslos-2500', 'swisslos-1000', 'pagat-3000']}
        """
        p = MULTIPLIER_PROFILES.get(profile)
        if p is None:
            raise UnknownProfileError(profile, PROFILES)
        return replace(self, profile=p.id, multipliers=p.multipliers, target=p.target,
                       schneider_below=p.target // 2)

    def with_target(self, target: int) -> JassRuleset:
        """The same rules with another target (private play: 1000, 1200, 2000 ...).

        >>> SWISS.with_target(1200).schneider_below
        600
        """
        return replace(self, target=target, schneider_below=target // 2)

    def multiplier(self, contract: str) -> int:
        """The factor of a contract.

        >>> TRADITIONAL.multiplier("S"), SWISS.multiplier("R")
        (2, 1)
        """
        return self.multipliers[contract]

    def card_points_table(self, contract: str) -> Mapping[str, int]:
        """Rank -> points of a plain-suit card in this contract (trump cards: ``trump_points``).

        >>> TRADITIONAL.card_points_table("undenufe")["A"], SWISS.card_points_table("undenufe")["6"]
        (11, 11)
        """
        points: Mapping[str, int] = getattr(self, CONTRACT[contract].points_rule)
        return points


def _ruleset(id: str, profile: ProfileId, **rows: Any) -> JassRuleset:
    p = MULTIPLIER_PROFILES[profile]
    return JassRuleset(id=id, profile=p.id, multipliers=p.multipliers, target=p.target,
                       schneider_below=p.target // 2, **rows)


#: The seed's rules (jass.md "seed" column): the default.
TRADITIONAL = _ruleset(
    "traditional", "pagat-3000",
    sequence_points=_frozen({3: 20, 4: 50, 5: 100, 6: 100, 7: 100, 8: 100, 9: 100}),
    four_points=_frozen({"A": 100, "K": 100, "O": 100, "T": 100, "U": 200}),
    cross_weis=False,
    four_beats_equal_sequence=True,
    undenufe_points=_frozen(dict(zip(_R, (0, 0, 8, 0, 10, 2, 3, 4, 11), strict=False))),
    first_forehand_card="7R",
)

#: Today's Swiss standard (jass.md "standard" column), Swisslos 2500 profile by default.
SWISS_RULES = _ruleset(
    "swiss", "swisslos-2500",
    sequence_points=_frozen({3: 20, 4: 50, 5: 100, 6: 150, 7: 200, 8: 250, 9: 300}),
    four_points=_frozen({"A": 100, "K": 100, "O": 100, "T": 100, "U": 200, "9": 150,
                         "8": 100, "7": 100, "6": 100}),
    cross_weis=True,
    four_beats_equal_sequence=False,
    undenufe_points=_frozen(dict(zip(_R, (11, 0, 8, 0, 10, 2, 3, 4, 0), strict=False))),
    first_forehand_card=None,
)
#: Alias: ``engine.jass.SWISS`` is the ruleset (the deck is ``engine.cards.SWISS``).
SWISS = SWISS_RULES

RULESETS: Mapping[str, JassRuleset] = _frozen({"traditional": TRADITIONAL, "swiss": SWISS_RULES})
DEFAULT_RULESET = TRADITIONAL
#: Decisions Q13/Q17: the multiplier profiles are the Swisslos formats of the swiss rules, so a
#: request's ``profile`` applies to ``swiss`` (and to a table's ruleset built on it) only.
PROFILED: frozenset[str] = frozenset({SWISS_RULES.id})


def get_ruleset(ruleset_id: str, profile: str | None = None) -> JassRuleset:
    """A ruleset by id, optionally with a multiplier profile.

    >>> get_ruleset("swiss", "swisslos-1000").target
    1000
    >>> get_ruleset("seed")
    Traceback (most recent call last):
    ...
    engine.errors.JassUnknownRulesetError: jass_unknown_ruleset {'ruleset': 'seed'}
    """
    r = RULESETS.get(ruleset_id)
    if r is None:
        raise UnknownRulesetError(ruleset_id)
    return r.with_profile(profile) if profile is not None else r
