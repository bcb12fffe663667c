"""Belote rulesets as values, contracts, and the card-point and carré tables.

A :class:`BeloteRuleset` is a frozen value: one field per row of the seed's Maison/Officielles
table (docs/rules/belote.md; seeds 000-002 in docs/seeds.md), plus the section C decisions that are
settings. The algorithms read fields; a field name is what a reason's ``rule`` parameter names.

>>> MAISON.no_trump_ace, OFFICIELLES.no_trump_ace
(11, 19)
>>> deal_total("none", MAISON), deal_total("none", OFFICIELLES), deal_total("S", MAISON)
(130, 162, 162)
>>> deal_total("H", MAISON, capot=True)
252
>>> parse_trump("sa"), parse_trump("♥"), parse_trump("all")
('none', 'H', 'all')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Any

from engine.belote.errors import (
    MissingTrumpError,
    UnknownRulesetError,
    UnknownTrumpError,
    UnknownVariantError,
)
from engine.cards import FRENCH

__all__ = [
    "ALL_TRUMP_POINTS",
    "CARRE_TABLES",
    "DEFAULT_RULESET",
    "MAISON",
    "OFFICIELLES",
    "PLAIN_ORDER",
    "PLAIN_POINTS",
    "RULESETS",
    "SEQUENCE_POINTS",
    "SUITS",
    "TRUMPS",
    "TRUMP_ORDER",
    "TRUMP_POINTS",
    "VARIANTS",
    "BeloteRuleset",
    "deal_total",
    "parse_ruleset",
    "parse_trump",
    "parse_variant",
    "points_table",
    "ruleset_rows",
]

SUITS: tuple[str, ...] = FRENCH.suits
#: Contracts: a trump suit, ``none`` (sans-atout, no trump) or ``all`` (tout-atout, all trumps).
TRUMPS: tuple[str, ...] = (*SUITS, "none", "all")
VARIANTS: tuple[str, ...] = ("classic", "coinche")

# -- card tables (belote.md A1) -------------------------------------------------------------------

#: Trump suit: J 20 > 9 14 > A 11 > 10 10 > K 4 > Q 3 > 8 0 > 7 0 (62 a suit).
TRUMP_POINTS = MappingProxyType(
    {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0})
#: Plain suit: A 11 > 10 10 > K 4 > Q 3 > J 2 > 9 0 > 8 0 > 7 0 (30 a suit).
PLAIN_POINTS = MappingProxyType({"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0})
#: Card strength, strongest first.
TRUMP_ORDER: tuple[str, ...] = ("J", "9", "A", "T", "K", "Q", "8", "7")
PLAIN_ORDER: tuple[str, ...] = ("A", "T", "K", "Q", "J", "9", "8", "7")

#: Tout-atout card values (belote.md A1 lists several systems; each suit ranks as trump).
ALL_TRUMP_POINTS = MappingProxyType({
    # FFB coinche 2015: J 13, 9 9, A 6, 10 5, K 3, Q 2 (38 a suit, 162 a deal).
    "ffb_2015": MappingProxyType({"J": 13, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 2, "8": 0, "7": 0}),
    # Pagat and fr.wikipedia Coinche: J 14, 9 9, A 6, 10 5, K 3, Q 1 (38 a suit).
    "pagat": MappingProxyType({"J": 14, "9": 9, "A": 6, "T": 5, "K": 3, "Q": 1, "8": 0, "7": 0}),
})

#: Carré tables (A2): rank -> points, and (decision Q4) the order of carrés, strongest first.
#: 7s and 8s score nothing in either table.
CARRE_TABLES = MappingProxyType({
    "trump": (MappingProxyType({"J": 200, "9": 150, "A": 100, "T": 100, "K": 100, "Q": 100}),
              ("J", "9", "A", "T", "K", "Q")),
    "no_trump": (MappingProxyType({"A": 200, "T": 150, "K": 100, "Q": 100, "J": 100, "9": 100}),
                 ("A", "T", "K", "Q", "J", "9")),
})

#: Sequence length -> (type, points); runs of 6 to 8 cards are one cent (decision Q3).
SEQUENCE_POINTS = MappingProxyType({
    3: ("tierce", 20), 4: ("cinquante", 50), 5: ("cent", 100), 6: ("cent", 100),
    7: ("cent", 100), 8: ("cent", 100),
})


@dataclass(frozen=True)
class BeloteRuleset:
    """The rules that differ between conventions, one field per row.

    Seed table (Maison / Officielles): ``coinche_rounding``, ``coinched_capot_base``,
    ``no_trump_ace``, ``no_trump_carre_table``, ``announcement_tie``,
    ``card_in_two_combinations``, ``announcements_after_fall``, ``coinche_undertrump_compulsory``,
    ``coinche_out_of_turn``. The other fields are section C decisions and A-rows, the same in both.

    >>> [f for f in ruleset_rows() if getattr(MAISON, f) != getattr(OFFICIELLES, f)]
    ['coinche_rounding', 'coinched_capot_base', 'no_trump_ace', 'no_trump_carre_table', \
'announcement_tie', 'card_in_two_combinations', 'announcements_after_fall', \
'coinche_undertrump_compulsory', 'coinche_out_of_turn']
    """

    id: str
    # -- the seed's Maison / Officielles table --
    #: Coinche scores: 1 = exact points; 10 = each team's total to the nearest ten, 5 up (A7, Q17).
    coinche_rounding: int
    #: Base of a coinched (or surcoinched) capot that was made (A7).
    coinched_capot_base: int
    #: Value of the Ace in sans-atout (A1).
    no_trump_ace: int
    #: Carré table in sans-atout: ``"trump"`` or ``"no_trump"`` (keys of CARRE_TABLES).
    no_trump_carre_table: str
    #: Equal best announcements: ``"taker"`` (taker's team wins, trump never used, Q1) or
    #: ``"trump_else_nobody"`` (a trump sequence wins, otherwise nobody scores, FFB, Q7).
    announcement_tie: str
    #: May one card count in two combinations (a carré and a sequence)? If not: decision Q2.
    card_in_two_combinations: bool
    #: Validated announcements after a fall or a capot, and the defence's when a coinched
    #: contract is made: ``"keep"`` (the team that won them always keeps them, added
    #: unmultiplied, Q18) or ``"deal_winner"`` (FFB: they go to the team that wins the deal;
    #: a coinched contract made takes them into its multiplied score) (A2, Q16, Q18).
    announcements_after_fall: str
    #: Coinche: void, an opponent has trumped, cannot overtrump: must undertrump? (A4)
    coinche_undertrump_compulsory: bool
    #: Coinche out of turn allowed (A6, Q13). Bidding is not modelled by this engine yet.
    coinche_out_of_turn: bool
    # -- section A rows and section C decisions (same in both rulesets) --
    #: Classic game: void, opponent trumped, cannot overtrump: must undertrump (FFB belote 2016).
    classic_undertrump_compulsory: bool = True
    #: Jack value in sans-atout (Q6).
    no_trump_jack: int = 2
    #: Tout-atout card values: a key of ALL_TRUMP_POINTS (A1; FFB coinche 2015).
    all_trump_points: str = "ffb_2015"
    #: Classic equality of totals: ``"litige"`` (defence scores, takers' points held) or
    #: ``"made"`` (pagat) (A5, Q15).
    classic_equality: str = "litige"
    #: Coinche made condition: ``"bid_and_more_than_defence"`` (FFB coinche, Q8; equality is a
    #: fall, Q15) or ``"bid_only"`` (FFB contrée, pagat).
    coinche_made_condition: str = "bid_and_more_than_defence"
    #: Coinche base of a coinched made contract and of any fall (A7, Q9).
    coinche_base: int = 160
    #: Multipliers (A6, Q11).
    coinche_factor: int = 2
    surcoinche_factor: int = 4
    #: What the multiplier applies to: ``"whole"`` (base + announcements + contract, Q10) or
    #: ``"contract"`` (pagat: the contract only).
    coinche_multiplies: str = "whole"
    #: Is the belote inside the ×2/×4 (Q12: no).
    belote_multiplied: bool = False
    #: Coinche bids: 80 to 160 by 10 (issue 2, FFB contrée; A6), plus the capot bid worth 250.
    coinche_min_bid: int = 80
    coinche_max_bid: int = 160
    coinche_bid_step: int = 10
    capot_bid_value: int = 250
    #: Dix de der (A1): 10, or 100 for the team that took all 8 tricks (capot).
    last_trick_bonus: int = 10
    capot_last_trick_bonus: int = 100
    #: Belote-rebelote (A3).
    belote_points: int = 20
    #: The belote is imprenable (A3: Coinche and classic belote): its holders score it whatever
    #: happens, even in a litige, where it is not held with their other points (issue 14).
    belote_imprenable: bool = True
    #: Coinche: the scale a deal is judged and scored on (Q19). A deal worth another total
    #: (Maison sans-atout: 130) is counted on its own cards, then brought to this scale.
    coinche_scale: int = 162
    #: End of the game (A7, Q21): the target a team must reach or pass (1000; 1500 and 2000
    #: are common, a table sets it: :meth:`with_target`).
    game_target: int = 1000
    #: May a team win the game through its belote alone on a fall or a capot? (A7: no; Q21)
    game_won_by_belote_alone: bool = False
    # -- precomputed tables (not rows) --
    _points: Mapping[str, tuple[int, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        tables = {}
        for trump in TRUMPS:
            table = [0] * 32
            for card in FRENCH.cards:
                table[card.index] = _card_points(card.rank, card.suit, trump, self)
            tables[trump] = tuple(table)
        object.__setattr__(self, "_points", MappingProxyType(tables))

    def with_target(self, target: int) -> BeloteRuleset:
        """The same rules, played to another target (Q21).

        >>> MAISON.with_target(1500).game_target, MAISON.game_target
        (1500, 1000)
        """
        return replace(self, game_target=target)

    def carre_table(self, trump: str) -> tuple[Any, tuple[str, ...]]:
        """The carré table that applies under ``trump``: (rank -> points, order strongest first).

        >>> MAISON.carre_table("none")[0]["A"], OFFICIELLES.carre_table("none")[0]["A"]
        (100, 200)
        """
        return CARRE_TABLES[self.no_trump_carre_table if trump == "none" else "trump"]


def _card_points(rank: str, suit: str, trump: str, ruleset: BeloteRuleset) -> int:
    if trump == "all":
        return ALL_TRUMP_POINTS[ruleset.all_trump_points][rank]
    if trump == "none":
        if rank == "A":
            return ruleset.no_trump_ace
        if rank == "J":
            return ruleset.no_trump_jack
        return PLAIN_POINTS[rank]
    return (TRUMP_POINTS if suit == trump else PLAIN_POINTS)[rank]


def ruleset_rows() -> tuple[str, ...]:
    """The names of a ruleset's rows (fields), ``id`` and private tables excluded: the values a
    reason's ``rule`` parameter may take.

    >>> ruleset_rows()[:3]
    ('coinche_rounding', 'coinched_capot_base', 'no_trump_ace')
    """
    return tuple(f.name for f in fields(BeloteRuleset)
                 if f.name != "id" and not f.name.startswith("_"))


MAISON = BeloteRuleset(
    id="maison",
    coinche_rounding=1,
    coinched_capot_base=160,
    no_trump_ace=11,
    no_trump_carre_table="trump",
    announcement_tie="taker",
    card_in_two_combinations=True,
    announcements_after_fall="keep",
    coinche_undertrump_compulsory=True,
    coinche_out_of_turn=True,
)

OFFICIELLES = BeloteRuleset(
    id="officielles",
    coinche_rounding=10,
    coinched_capot_base=250,
    no_trump_ace=19,
    no_trump_carre_table="no_trump",
    announcement_tie="trump_else_nobody",
    card_in_two_combinations=False,
    announcements_after_fall="deal_winner",
    coinche_undertrump_compulsory=False,
    coinche_out_of_turn=False,
)

RULESETS = MappingProxyType({"maison": MAISON, "officielles": OFFICIELLES})
DEFAULT_RULESET = MAISON

_TRUMP_ALIASES = {
    "NONE": "none", "SA": "none", "NT": "none", "NO_TRUMP": "none", "NO-TRUMP": "none",
    "NOTRUMP": "none", "SANS-ATOUT": "none", "SANS_ATOUT": "none",
    "ALL": "all", "TA": "all", "AT": "all", "ALL_TRUMP": "all", "ALL-TRUMP": "all",
    "ALLTRUMP": "all", "TOUT-ATOUT": "all", "TOUT_ATOUT": "all",
}


def parse_trump(text: object) -> str:
    """A contract from user input: a suit (code or symbol), ``none`` or ``all``.

    >>> parse_trump("s"), parse_trump("♠\\ufe0e"), parse_trump("NT")
    ('S', 'S', 'none')
    >>> parse_trump("")
    Traceback (most recent call last):
    ...
    engine.belote.errors.MissingTrumpError: missing_trump {}
    >>> parse_trump("X")
    Traceback (most recent call last):
    ...
    engine.belote.errors.UnknownTrumpError: unknown_trump {'trump': 'X'}
    """
    if text is None or (isinstance(text, str) and not text.strip()):
        raise MissingTrumpError()
    if not isinstance(text, str):
        raise UnknownTrumpError(text)
    if text in TRUMPS:
        return text
    t = text.replace("\ufe0e", "").replace("\ufe0f", "").strip().upper()
    if t in SUITS:
        return t
    suit = FRENCH.suit_aliases.get(t)
    if suit is not None:
        return suit
    found = _TRUMP_ALIASES.get(t)
    if found is not None:
        return found
    raise UnknownTrumpError(text)


def parse_ruleset(value: object) -> BeloteRuleset:
    """A ruleset value, or its id (any case); ``None`` means the default (Maison).

    >>> parse_ruleset("Officielles").id, parse_ruleset(None).id
    ('officielles', 'maison')
    """
    if isinstance(value, BeloteRuleset):
        return value
    if value is None:
        return DEFAULT_RULESET
    if isinstance(value, str) and value.strip().lower() in RULESETS:
        return RULESETS[value.strip().lower()]
    raise UnknownRulesetError(value)


def parse_variant(value: object) -> str:
    """``classic`` or ``coinche``.

    >>> parse_variant("Coinche")
    'coinche'
    """
    if isinstance(value, str) and value.strip().lower() in VARIANTS:
        return value.strip().lower()
    raise UnknownVariantError(value)


def points_table(trump: str, ruleset: BeloteRuleset = MAISON) -> tuple[int, ...]:
    """Card points indexed by card bit index (see :mod:`engine.cards`) under a contract.

    >>> t = points_table("S")
    >>> t[FRENCH.card("JS").index], t[FRENCH.card("JH").index]
    (20, 2)
    """
    return ruleset._points[trump]


def deal_total(trump: str, ruleset: BeloteRuleset = MAISON, capot: bool = False) -> int:
    """All card points of a deal plus the dix de der (100 instead of 10 on a capot).

    >>> deal_total("all", OFFICIELLES), deal_total("none", MAISON, capot=True)
    (162, 220)
    """
    bonus = ruleset.capot_last_trick_bonus if capot else ruleset.last_trick_bonus
    return sum(ruleset._points[trump]) + bonus
