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
>>> MAISON.carre_table("none").name, OFFICIELLES.carre_table("none").name
('trump', 'no_trump')

The policies are typed (``Literal`` aliases: mypy checks every value written and compared); the
contracts are :class:`~engine.belote.trumps.Trump` values (:mod:`engine.belote.trumps`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from types import MappingProxyType
from typing import Literal, TypeAlias

from engine.belote.errors import UnknownRulesetError, UnknownVariantError
from engine.belote.trumps import SUITS, TRUMP, TRUMPS, Trump, parse_trump, trump_value
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
    "AfterFall",
    "AllTrumpPoints",
    "AnnouncementTie",
    "BeloteRuleset",
    "CarreTable",
    "CarreTableName",
    "CarreTables",
    "ClassicEquality",
    "CoincheMadeCondition",
    "CoincheMultiplies",
    "Variant",
    "deal_total",
    "parse_ruleset",
    "parse_trump",
    "parse_variant",
    "points_table",
    "ruleset_rows",
]

#: A game variant.
Variant: TypeAlias = Literal["classic", "coinche"]
VARIANTS: tuple[Variant, ...] = ("classic", "coinche")

# -- the policies: each a ruleset field's allowed values ------------------------------------------

#: The carré table used in sans-atout (A2): the trump table's or its own.
CarreTableName: TypeAlias = Literal["trump", "no_trump"]
#: Equal best announcements (Q1, Q7).
AnnouncementTie: TypeAlias = Literal["taker", "trump_else_nobody"]
#: Validated announcements after a fall or a capot (A2, Q16, Q18).
AfterFall: TypeAlias = Literal["keep", "deal_winner"]
#: Tout-atout card values (A1): a key of ALL_TRUMP_POINTS.
AllTrumpPoints: TypeAlias = Literal["ffb_2015", "pagat"]
#: Classic equality of totals (A5, Q15).
ClassicEquality: TypeAlias = Literal["litige", "made"]
#: When a Coinche contract is made (Q8).
CoincheMadeCondition: TypeAlias = Literal["bid_and_more_than_defence", "bid_only"]
#: What the Coinche multiplier applies to (Q10).
CoincheMultiplies: TypeAlias = Literal["whole", "contract", "flat"]

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


@dataclass(frozen=True)
class CarreTable:
    """A carré table (A2): the ranks whose carré scores, strongest first (decision Q4), and
    their points. A rank missing here (7s and 8s in both tables) is no announcement.

    >>> t = CARRE_TABLES["no_trump"]
    >>> t.points_of("A"), t.points_of("8"), t.strength("A") > t.strength("9"), t.strength("7")
    (200, 0, True, -1)
    """

    name: CarreTableName
    order: tuple[str, ...]
    points: tuple[int, ...]

    def points_of(self, rank: str) -> int:
        """The points of a carré of ``rank`` (0: not announced)."""
        return self.points[self.order.index(rank)] if rank in self.order else 0

    def strength(self, rank: str) -> int:
        """The carré's rank in the comparison, higher = stronger; -1 when it does not score."""
        return len(self.order) - self.order.index(rank) if rank in self.order else -1


@dataclass(frozen=True)
class CarreTables:
    """The carré tables a ruleset holds, by name: ``trump`` (a trump suit, tout-atout) and
    ``no_trump`` (the one a ruleset may choose in sans-atout)."""

    trump: CarreTable
    no_trump: CarreTable

    def __getitem__(self, name: CarreTableName) -> CarreTable:
        return self.trump if name == "trump" else self.no_trump


#: The standard carré tables (A2).
CARRE_TABLES = CarreTables(
    trump=CarreTable("trump", ("J", "9", "A", "T", "K", "Q"), (200, 150, 100, 100, 100, 100)),
    no_trump=CarreTable("no_trump", ("A", "T", "K", "Q", "J", "9"),
                        (200, 150, 100, 100, 100, 100)),
)

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
    #: Carré table in sans-atout: ``"trump"`` or ``"no_trump"`` (of ``carre_tables``).
    no_trump_carre_table: CarreTableName
    #: Equal best announcements: ``"taker"`` (taker's team wins, trump never used, Q1) or
    #: ``"trump_else_nobody"`` (a trump sequence wins, otherwise nobody scores, FFB, Q7).
    announcement_tie: AnnouncementTie
    #: May one card count in two combinations (a carré and a sequence)? If not: decision Q2.
    card_in_two_combinations: bool
    #: Validated announcements after a fall or a capot, and the defence's when a coinched
    #: contract is made: ``"keep"`` (the team that won them always keeps them, added
    #: unmultiplied, Q18) or ``"deal_winner"`` (FFB: they go to the team that wins the deal;
    #: a coinched contract made takes them into its multiplied score) (A2, Q16, Q18).
    announcements_after_fall: AfterFall
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
    all_trump_points: AllTrumpPoints = "ffb_2015"
    #: Classic equality of totals: ``"litige"`` (defence scores, takers' points held) or
    #: ``"made"`` (pagat) (A5, Q15).
    classic_equality: ClassicEquality = "litige"
    #: Coinche made condition: ``"bid_and_more_than_defence"`` (FFB coinche, Q8; equality is a
    #: fall, Q15) or ``"bid_only"`` (FFB contrée, pagat).
    coinche_made_condition: CoincheMadeCondition = "bid_and_more_than_defence"
    #: Coinche base of a coinched made contract and of any fall (A7, Q9).
    coinche_base: int = 160
    #: Multipliers (A6, Q11).
    coinche_factor: int = 2
    surcoinche_factor: int = 4
    #: What the multiplier applies to: ``"whole"`` (base + announcements + contract, Q10),
    #: ``"contract"`` (pagat: the contract only) or ``"flat"`` (FFB contrée 2016's table: a flat
    #: forfeit, the base × the factor, 320 or 640, plus the contract × the factor; the
    #: announcements are added unmultiplied) (B4).
    coinche_multiplies: CoincheMultiplies = "whole"
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
    #: (Maison sans-atout: 130) is counted on its own cards, then brought to this scale; None
    #: (a table's rule, the seed as written): judged and scored on its own total.
    coinche_scale: int | None = 162
    #: End of the game (A7, Q21): the target a team must reach or pass (1000; 1500 and 2000
    #: are common, a table sets it: :meth:`with_target`).
    game_target: int = 1000
    #: May a team win the game through its belote alone on a fall or a capot? (A7: no; Q21)
    game_won_by_belote_alone: bool = False
    #: Coinche rounding (``coinche_rounding`` 10): the units from which a total rounds up: 5
    #: (FFB, Q17: 85 -> 90) or 6 (the Cannes 2016 rulebook, B4: 85 -> 80, 86 -> 90).
    coinche_round_up_from: int = 5
    #: The carré tables (A2; which one sans-atout uses: ``no_trump_carre_table``).
    carre_tables: CarreTables = CARRE_TABLES
    # -- precomputed tables (not rows) --
    _points: Mapping[str, tuple[int, ...]] = field(init=False, repr=False, compare=False)
    _totals: Mapping[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        tables: dict[str, tuple[int, ...]] = {}
        for code, trump in TRUMP.items():
            table = [0] * 32
            for card in FRENCH.cards:
                table[card.index] = _card_points(card.rank, card.suit, trump, self)
            tables[code] = tuple(table)
        object.__setattr__(self, "_points", MappingProxyType(tables))
        object.__setattr__(self, "_totals", MappingProxyType(
            {code: sum(table) for code, table in tables.items()}))

    def with_target(self, target: int) -> BeloteRuleset:
        """The same rules, played to another target (Q21).

        >>> MAISON.with_target(1500).game_target, MAISON.game_target
        (1500, 1000)
        """
        return replace(self, game_target=target)

    def carre_table(self, trump: str | Trump) -> CarreTable:
        """The carré table that applies under a contract: the ruleset's choice in sans-atout.

        >>> MAISON.carre_table("none").points_of("A"), OFFICIELLES.carre_table("none").name
        (100, 'no_trump')
        """
        if trump_value(trump).no_trump:
            return self.carre_tables[self.no_trump_carre_table]
        return self.carre_tables.trump


def _card_points(rank: str, suit: str, trump: Trump, ruleset: BeloteRuleset) -> int:
    if trump.all_trump:
        return ALL_TRUMP_POINTS[ruleset.all_trump_points][rank]
    if trump.no_trump:
        if rank == "A":
            return ruleset.no_trump_ace
        if rank == "J":
            return ruleset.no_trump_jack
        return PLAIN_POINTS[rank]
    return (TRUMP_POINTS if trump.is_trump(suit) else PLAIN_POINTS)[rank]


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


def parse_variant(value: object) -> Variant:
    """``classic`` or ``coinche``.

    >>> parse_variant("Coinche")
    'coinche'
    """
    if value == "classic" or value == "coinche":
        return value
    if isinstance(value, str):
        for variant in VARIANTS:
            if value.strip().lower() == variant:
                return variant
    raise UnknownVariantError(value)


def points_table(trump: str | Trump, ruleset: BeloteRuleset = MAISON) -> tuple[int, ...]:
    """Card points indexed by card bit index (see :mod:`engine.cards`) under a contract.

    >>> t = points_table("S")
    >>> t[FRENCH.card("JS").index], t[FRENCH.card("JH").index]
    (20, 2)
    """
    return ruleset._points[trump if trump.__class__ is str else parse_trump(trump)]


def deal_total(trump: str | Trump, ruleset: BeloteRuleset = MAISON, capot: bool = False) -> int:
    """All card points of a deal plus the dix de der (100 instead of 10 on a capot).

    >>> deal_total("all", OFFICIELLES), deal_total("none", MAISON, capot=True)
    (162, 220)
    """
    bonus = ruleset.capot_last_trick_bonus if capot else ruleset.last_trick_bonus
    return ruleset._totals[trump if trump.__class__ is str else parse_trump(trump)] + bonus
