"""Jass contracts as values: a trump suit, Obenabe (top down) or Undenufe (bottom up).

The algorithms read a :class:`Contract`'s properties (its trump suit, whether the plain order is
reversed, which card-points row applies) instead of comparing contract names. The public
functions take a contract code (or a :class:`Contract`); :func:`parse_contract` reads user input.

>>> CONTRACT["R"].trump_suit, CONTRACT["obenabe"].trump_suit, CONTRACT["undenufe"].reversed
('R', None, True)
>>> parse_contract("obe-abe"), parse_contract("h"), parse_contract(" Undenufe ")
('obenabe', 'R', 'undenufe')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal, TypeAlias

from engine.cards import SWISS as DECK
from engine.jass.errors import MissingContractError, UnknownContractError

__all__ = [
    "CONTRACT",
    "CONTRACTS",
    "NO_TRUMP_CONTRACTS",
    "TRUMP_CONTRACTS",
    "Contract",
    "ContractCode",
    "PointsRule",
    "parse_contract",
    "trump_of",
]

#: A contract's code, as the API and the reasons write it.
ContractCode: TypeAlias = Literal["E", "S", "R", "L", "obenabe", "undenufe"]
#: The ruleset field that holds a contract's plain-suit card points (B5).
PointsRule: TypeAlias = Literal["plain_points", "obenabe_points", "undenufe_points"]

#: Every contract: the four trump suits (Eicheln, Schellen, Rosen, Schilten), then the two no-trump
#: contracts (Obenabe: top down; Undenufe: bottom up).
TRUMP_CONTRACTS: tuple[str, ...] = ("E", "S", "R", "L")
NO_TRUMP_CONTRACTS: tuple[str, ...] = ("obenabe", "undenufe")
CONTRACTS: tuple[str, ...] = TRUMP_CONTRACTS + NO_TRUMP_CONTRACTS


@dataclass(frozen=True, slots=True, eq=False)
class Contract:
    """One contract (B2). Interned in :data:`CONTRACT`: compare with ``is``.

    >>> CONTRACT["S"].trump, CONTRACT["S"].points_rule, CONTRACT["undenufe"].points_rule
    (1, 'plain_points', 'undenufe_points')
    """

    #: The contract code the API and the reasons use.
    code: str
    #: The trump suit's index in the Swiss deck; -1 in Obenabe and Undenufe.
    trump: int
    #: Undenufe: the plain suits rank bottom up (B3), and equal Weis may too (B7).
    reversed: bool
    #: The :class:`~engine.jass.rulesets.JassRuleset` field of the plain suits' card points (B5).
    points_rule: PointsRule
    #: The rule named by a trick's points reason (the row of the B5 table).
    trick_points_rule: str

    @property
    def trump_suit(self) -> str | None:
        return DECK.suits[self.trump] if self.trump >= 0 else None

    def __repr__(self) -> str:
        return f"CONTRACT[{self.code!r}]"


#: Contract code -> its value.
CONTRACT: Mapping[str, Contract] = MappingProxyType({
    **{s: Contract(s, DECK.suits.index(s), False, "plain_points", "trump_points")
       for s in TRUMP_CONTRACTS},
    "obenabe": Contract("obenabe", -1, False, "obenabe_points", "obenabe_points"),
    "undenufe": Contract("undenufe", -1, True, "undenufe_points", "undenufe_points"),
})

_CONTRACT_ALIASES = {
    **{s: s for s in TRUMP_CONTRACTS},
    **{k.upper(): v for k, v in DECK.suit_aliases.items()},  # Swisslos mapping: H/♥ Rosen ...
    "EICHELN": "E", "SCHELLEN": "S", "ROSEN": "R", "SCHILTEN": "L",
    "OBENABE": "obenabe", "OBEABE": "obenabe", "OBE-ABE": "obenabe", "OBEN-ABE": "obenabe",
    "OBEN": "obenabe", "TOP-DOWN": "obenabe",
    "UNDENUFE": "undenufe", "UNEUFE": "undenufe", "UNDEUFE": "undenufe", "UNENUFE": "undenufe",
    "UNE-UFE": "undenufe", "UNDEN-UFE": "undenufe", "UNDEN": "undenufe", "BOTTOM-UP": "undenufe",
}


def parse_contract(text: object) -> str:
    """A canonical contract code from user input: ``E S R L obenabe undenufe``.

    Any case; suit symbols and French suit letters follow the Swisslos mapping (♥/H Rosen,
    ♦/D Eicheln, ♠ Schilten, ♣/C Schellen); dialect spellings of the no-trump contracts are
    accepted.

    >>> [parse_contract(t) for t in ("e", "♠", "Rosen", "uneufe")]
    ['E', 'L', 'R', 'undenufe']
    """
    if text is None or (isinstance(text, str) and not text.strip()):
        raise MissingContractError()
    if not isinstance(text, str):
        raise UnknownContractError(text)
    found = _CONTRACT_ALIASES.get(text.strip().upper().replace("\ufe0e", "").replace("\ufe0f", ""))
    if found is None:
        raise UnknownContractError(text)
    return found


def trump_of(contract: str) -> str | None:
    """The trump suit of a contract, or None in Obenabe and Undenufe.

    >>> trump_of("R"), trump_of("obenabe")
    ('R', None)
    """
    c = CONTRACT.get(contract)
    return c.trump_suit if c is not None else None
