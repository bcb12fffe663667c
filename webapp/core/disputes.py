"""The disputes players actually have, as presets of a checker (issue 15): "Settle a dispute".

A :class:`Dispute` is a checker's permalink (a typical deal, in the engine's codes) with a title
and the card fields that matter: its page opens on the verdict, asks first for those fields and
keeps the others folded away; the player changes the cards to the ones at the table. The home
page lists them on its first screen; ``/<lang>/dispute/<id>`` opens one.

>>> [d.id for d in DISPUTES if d.game == "jass"]
['stoeck-weis', 'which-weis', 'four-nells']
>>> DISPUTE["equal-tierces"].fields
('s', 'e')
"""

from __future__ import annotations

from dataclasses import dataclass

from flask_babel import LazyString
from flask_babel import lazy_gettext as _l

__all__ = ["DISPUTE", "DISPUTES", "Dispute"]


@dataclass(frozen=True)
class Dispute:
    id: str
    game: str
    kind: str
    title: LazyString
    #: the checker's query: a typical deal of the dispute, in the engine's codes
    query: str
    #: the card fields the dispute turns on, asked for first (the others are folded away)
    fields: tuple[str, ...]


DISPUTES: tuple[Dispute, ...] = (
    Dispute("equal-tierces", "belote", "announcements", _l("Two equal tierces: who scores?"),
            "e=9S+TS+JS&s=9H+TH+JH&trump=S&taker=NS&rules=maison,officielles", ("s", "e")),
    Dispute("carre-and-run", "belote", "announcements", _l("One card in a carré and a run"),
            "n=JS+QS+KS+JH+JD+JC&trump=H&taker=NS&rules=maison,officielles", ("n",)),
    Dispute("overtrump-partner", "belote", "legal", _l("Must I overtrump my partner?"),
            "variant=classic&trump=S&first=E&trick=AH+9S+7H&hand=JS+7D+8C"
            "&rules=maison,officielles", ("trick", "hand")),
    Dispute("undertrump", "belote", "legal", _l("May I undertrump?"),
            "variant=classic&trump=S&first=E&trick=AH+7H+JS&hand=8S+7D"
            "&rules=maison,officielles", ("trick", "hand")),
    Dispute("capot-defence", "belote", "score", _l("A capot, and the defence's announcements"),
            "variant=classic&taker=NS&trump=S&tp=252&dp=0&alltricks=taker&ann=defense&annpts=20"
            "&rules=maison,officielles", ()),
    Dispute("stoeck-weis", "jass", "weis", _l("Stöck with a Weis"),
            "s=UR+OR+KR&contract=R&forehand=N&rules=traditional,swiss", ("s",)),
    Dispute("which-weis", "jass", "weis", _l("Which Weis is higher?"),
            "n=6E+7E+8E&e=9L+TL+UL+OL&contract=R&forehand=N&rules=traditional,swiss", ("n", "e")),
    Dispute("four-nells", "jass", "weis", _l("Four Nells"),
            "w=9E+9R+9S+9L&e=UE+UR+US+UL&contract=R&forehand=N&rules=traditional,swiss",
            ("w", "e")),
)

DISPUTE: dict[str, Dispute] = {d.id: d for d in DISPUTES}
