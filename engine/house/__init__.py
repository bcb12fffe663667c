"""A table's own ruleset ("house rules"): a standard ruleset with some switches flipped, and a
short, stable, URL-safe id that encodes it.

Generic over a game: a :class:`HouseRules` lists the game's standard rulesets (the bases) and
its :class:`Switch` es, one per ruleset field on which our rulesets or our sources differ, each
with its allowed values as :class:`Choice` s (a short token and the engine value). Texts (labels,
explanations, the statement of each value) are the web layer's; the engine holds values only.

- :mod:`engine.house.switches`: :class:`Switch`, :class:`Choice`, :class:`Refusal` (what a
  table may set, and the combinations refused);
- :mod:`engine.house.codec`: the id's bytes (``h1.`` + base64url of the base, the changed
  switches and the name, with a checksum);
- :mod:`engine.house.rules`: :class:`HouseRules`, ids to rules and back, each id's ruleset
  built once (memoized: :meth:`HouseRules.ruleset`);
- :mod:`engine.house.notes`: which of a table's own rules a verdict depends on (the rules its
  reasons name), for its "By your table's rule" notes.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Toy:
...     id: str
...     tie: str = "taker"
...     bonus: int = 10
>>> toy = HouseRules("toy", {"plain": Toy("plain")}, (
...     Switch("tie", (Choice("taker", "taker"), Choice("trump", "trump"))),
...     Switch("bonus", (Choice("10", 10), Choice("20", 20)))))
>>> hid = toy.encode("plain", {"tie": "trump"}, "Chez Paul")
>>> hid
'h1.AAEAAUNoZXogUGF1bFk'
>>> toy.decode(hid)
('plain', {'tie': 'trump'}, 'Chez Paul')
>>> toy.ruleset(hid)
Toy(id='h1.AAEAAUNoZXogUGF1bFk', tie='trump', bonus=10)
>>> toy.encode("plain", {"tie": "taker"}, "") == toy.encode("plain", {}, "")   # no change
True
>>> toy.decode("h1.AAEAAUNoZXogUGF1bFl")
Traceback (most recent call last):
...
engine.errors.InvalidHouseIdError: house_invalid_id {'ruleset': 'h1.AAEAAUNoZXogU'}
"""

from __future__ import annotations

from engine.errors import (
    HOUSE_ERRORS,
    HouseError,
    InvalidChoiceError,
    InvalidHouseIdError,
    InvalidNameError,
    RefusedCombinationError,
    UnknownBaseError,
    UnknownSwitchError,
    codes_of,
)
from engine.house.codec import MAX_ID, MAX_NAME, PREFIX, is_house_id, name_in
from engine.house.notes import in_switch_order, notes
from engine.house.rules import HouseRules
from engine.house.switches import Choice, Refusal, Switch

__all__ = [
    "ERROR_CODES",
    "MAX_ID",
    "MAX_NAME",
    "PREFIX",
    "Choice",
    "HouseError",
    "HouseRules",
    "InvalidChoiceError",
    "InvalidHouseIdError",
    "InvalidNameError",
    "Refusal",
    "RefusedCombinationError",
    "Switch",
    "UnknownBaseError",
    "UnknownSwitchError",
    "in_switch_order",
    "is_house_id",
    "name_in",
    "notes",
]

#: The codes raised here (refusals add their own, see :class:`Refusal`), with their params
#: (declared in engine/errors.py, with every other error code).
ERROR_CODES: dict[str, tuple[str, ...]] = codes_of(HOUSE_ERRORS)
