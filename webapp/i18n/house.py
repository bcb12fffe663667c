"""The words of the house-rules switches (:mod:`engine.house`): one place for every switch's
label, one-line explanation and the statement of each of its values.

The engine holds the values (``engine/belote/house.py``, ``engine/jass/house.py``); the label is
the rule's name of :data:`webapp.i18n.messages.RULE_NAMES` (the same name the reasons use);
``values`` states each choice as a short clause that completes "By your table's rule: ..."
(``tests/webapp/test_house_rules.py`` checks every switch and every choice has its words). A
switch's sources are data: ``content/sources.json`` (``switches``, read by
:func:`webapp.core.content.switch_sources`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext as _p

from engine.cards import Deck
from webapp.i18n.messages import RULE_NAMES
from webapp.i18n.reasons import RAW_PARAMS, register_reason
from webapp.i18n.vocabulary import PARAM_LOCALIZERS, deck_of, format_number, list_or

__all__ = ["HOUSE_MESSAGES", "SWITCH_TEXTS", "SwitchText", "switch_text", "value_text"]


@dataclass(frozen=True)
class SwitchText:
    explain: Any                       # lazy string: one line
    values: dict[str, Any]             # token -> lazy clause

    def label(self, field: str) -> str:
        """The rule's name as a heading: the reasons' name with a capital ("Rounding of Coinche
        scores", "Gleiche beste Ansagen")."""
        name = str(RULE_NAMES[field])
        return name[:1].upper() + name[1:]


def _v(**values: Any) -> dict[str, Any]:
    return values


_Y = "yes"
_N = "no"

SWITCH_TEXTS: dict[str, dict[str, SwitchText]] = {
    "belote": {
        "coinche_rounding": SwitchText(
            _p("house", "How each team's Coinche score is written down."),
            _v(exact=_p("house", "Coinche scores are exact"),
               ten=_p("house", "Coinche scores are rounded to the ten, 5 up"),
               ten_6_up=_p("house", "Coinche scores are rounded to the ten, 6 up (85 makes "
                                    "80)"))),
        "coinched_capot_base": SwitchText(
            _p("house", "What a coinched capot that was made is worth before the multiplier."),
            {"160": _p("house", "a coinched capot is based on 160"),
             "250": _p("house", "a coinched capot is based on 250")}),
        "no_trump_ace": SwitchText(
            _p("house", "The Ace's value in sans-atout (19 brings the deal to 162)."),
            {"11": _p("house", "the Ace is worth 11 in sans-atout"),
             "19": _p("house", "the Ace is worth 19 in sans-atout")}),
        "no_trump_carre_table": SwitchText(
            _p("house", "Which carrés are worth most in sans-atout."),
            _v(trump=_p("house", "sans-atout carrés use the trump table (Jacks 200)"),
               no_trump=_p("house", "sans-atout carrés use their own table (Aces 200)"))),
        "announcement_tie": SwitchText(
            _p("house", "Who scores when the best announcements of both teams are equal."),
            _v(taker=_p("house", "equal announcements go to the taker's team"),
               trump_else_nobody=_p("house", "equal announcements go to the one in trump, else "
                                             "nobody scores"))),
        "card_in_two_combinations": SwitchText(
            _p("house", "Whether one card may count in a carré and a sequence at once."),
            {_Y: _p("house", "one card may count in two announcements"),
             _N: _p("house", "one card counts in one announcement only")}),
        "announcements_after_fall": SwitchText(
            _p("house", "Whose the validated announcements are when the contract falls."),
            _v(keep=_p("house", "the team that won the announcements keeps them"),
               deal_winner=_p("house", "the announcements go to the team that wins the "
                                       "deal"))),
        "coinche_undertrump_compulsory": SwitchText(
            _p("house", "In Coinche, void and unable to overtrump an opponent: must you "
                        "undertrump?"),
            {_Y: _p("house", "in Coinche you must undertrump"),
             _N: _p("house", "in Coinche you may discard instead of undertrumping")}),
        "coinche_out_of_turn": SwitchText(
            _p("house", "Whether an opponent may coinche out of turn (Atout does not judge "
                        "bidding: this is on the sheet only)."),
            {_Y: _p("house", "one may coinche out of turn"),
             _N: _p("house", "one may coinche only in turn")}),
        "classic_undertrump_compulsory": SwitchText(
            _p("house", "In classic belote, void and unable to overtrump an opponent: must "
                        "you undertrump?"),
            {_Y: _p("house", "in classic belote you must undertrump"),
             _N: _p("house", "in classic belote you may discard instead of undertrumping")}),
        "no_trump_jack": SwitchText(
            _p("house", "The Jack's value in sans-atout (the FFB's table prints 0)."),
            {"2": _p("house", "the Jack is worth 2 in sans-atout"),
             "0": _p("house", "the Jack is worth 0 in sans-atout")}),
        "all_trump_points": SwitchText(
            _p("house", "The card values in tout-atout."),
            _v(ffb_2015=_p("house", "tout-atout cards count J 13, 9 9, A 6, 10 5, K 3, Q 2"),
               pagat=_p("house", "tout-atout cards count J 14, 9 9, A 6, 10 5, K 3, Q 1"))),
        "classic_equality": SwitchText(
            _p("house", "Classic belote: what happens when both teams have the same total."),
            _v(litige=_p("house", "equal totals are a litige, and the takers' points are held"),
               made=_p("house", "with equal totals the takers make their contract"))),
        "coinche_made_condition": SwitchText(
            _p("house", "What the takers need for a Coinche contract to be made."),
            _v(bid_and_more_than_defence=_p("house", "a contract needs the bid and more than "
                                                     "the defence"),
               bid_only=_p("house", "a contract needs the bid only"))),
        "coinche_base": SwitchText(
            _p("house", "The base of a coinched contract and of a fall."),
            {"160": _p("house", "a coinched deal or a fall is based on 160"),
             "162": _p("house", "a coinched deal or a fall is based on 162")}),
        "surcoinche_factor": SwitchText(
            _p("house", "What a surcoinche multiplies by."),
            {"4": _p("house", "a surcoinche multiplies by 4"),
             "3": _p("house", "a surcoinche multiplies by 3")}),
        "coinche_multiplies": SwitchText(
            _p("house", "What the coinche multiplier applies to."),
            _v(whole=_p("house", "a coinche multiplies the whole score"),
               contract=_p("house", "a coinche multiplies the contract only"),
               flat=_p("house", "a coinche scores a flat 320 or 640 plus the contract "
                                "multiplied"))),
        "belote_multiplied": SwitchText(
            _p("house", "Whether the belote is inside the coinche multiplier."),
            {_N: _p("house", "the belote is added after the multiplier"),
             _Y: _p("house", "the belote is multiplied too")}),
        "capot_bid_value": SwitchText(
            _p("house", "What a capot bid is worth."),
            {"250": _p("house", "a capot bid is worth 250"),
             "500": _p("house", "a capot bid is worth 500")}),
        "belote_imprenable": SwitchText(
            _p("house", "Whether the takers keep their belote when their contract falls."),
            {_Y: _p("house", "the belote is imprenable, always scored by its holders"),
             _N: _p("house", "the belote is prenable, and goes to the defence on a fall")}),
        "coinche_scale": SwitchText(
            _p("house", "Coinche in a 130-point sans-atout (Ace 11): whether the points are "
                        "brought to 162 before the bid is judged."),
            {"162": _p("house", "sans-atout is judged on 162 points in Coinche (with the Ace "
                                 "at 11, Maison's 130-point count is brought to 162)"),
             "cards": _p("house", "a sans-atout deal is judged on its own points in Coinche")}),
    },
    "jass": {
        "sequence_points": SwitchText(
            _p("house", "What a run of six to nine cards is worth."),
            _v(simple=_p("house", "a run of five or more is worth 100"),
               graded=_p("house", "a run of six is 150, seven 200, eight 250, nine 300"))),
        "four_points": SwitchText(
            _p("house", "Which four of a kind count besides Aces, Kings, Obers, Banners and "
                        "Unders."),
            _v(seed=_p("house", "four Nines and four 8s, 7s or 6s are no Weis"),
               nines=_p("house", "four Nines are worth 150; four 8s, 7s or 6s nothing"),
               low=_p("house", "four 8s, 7s or 6s are worth 100; four Nines nothing"),
               all=_p("house", "four Nines are worth 150, four 8s, 7s or 6s 100"))),
        "cross_weis": SwitchText(
            _p("house", "Whether one card may belong to two Weis (Kreuzweis)."),
            {_N: _p("house", "one card belongs to one Weis only"),
             _Y: _p("house", "one card may belong to two Weis")}),
        "four_beats_equal_sequence": SwitchText(
            _p("house", "At equal points, four of a kind or the run with more cards?"),
            {_Y: _p("house", "four of a kind beats a run of equal points"),
             _N: _p("house", "at equal points the Weis with more cards wins")}),
        "undenufe_points": SwitchText(
            _p("house", "The card values of the Ace and the Six in Undenufe."),
            _v(ace_11=_p("house", "in Undenufe the Ace counts 11, the Six 0"),
               six_11=_p("house", "in Undenufe the Six counts 11, the Ace 0"))),
        "multipliers": SwitchText(
            _p("house", "What each contract multiplies the deal by."),
            _v(pagat=_p("house", "Eicheln and Rosen ×1, Schilten and Schellen ×2, Obenabe ×3, "
                                 "Undenufe ×4"),
               swisslos=_p("house", "Eicheln and Rosen ×1, Schilten and Schellen ×2, "
                                    "Obenabe and Undenufe ×3"),
               flat=_p("house", "every contract counts once, Obenabe and Undenufe too"),
               # romandie-1500 (engine/jass/rulesets.py): Schilten × 2, Obenabe and Undenufe
               # × 1 like every other contract (round 9: "only Schilten count double" left
               # Obenabe's and Undenufe's factors to guess)
               pique=_p("house", "Schilten (spades) multiply by 2, every other contract by 1, "
                                 "Obenabe and Undenufe too"))),
        "target": SwitchText(
            _p("house", "The points that win the game."),
            {t: _p("house", "the game is to %(target)s points") for t in
             ("3000", "2500", "2000", "1500", "1000")}),
        "undenufe_reverses_weis_rank": SwitchText(
            _p("house", "Whether equal Weis compare from the bottom in Undenufe."),
            {_Y: _p("house", "in Undenufe the lower of equal Weis wins"),
             _N: _p("house", "in Undenufe equal Weis compare as usual")}),
        "weis_needs_trick": SwitchText(
            _p("house", "Whether a team's Weis count when it takes no trick."),
            {_N: _p("house", "Weis count even without a trick"),
             _Y: _p("house", "Weis count only with a trick")}),
        "first_forehand_card": SwitchText(
            _p("house", "Who leads the first deal (Atout does not deal: this is on the sheet "
                        "only)."),
            {"7R": _p("house", "the holder of the Rosen 7 leads the first deal"),
             "none": _p("house", "the player right of the dealer leads the first deal")}),
        "counting_order": SwitchText(
            _p("house", "When both teams can reach the target in one deal, what counts first "
                        "after Stöck: Weis or tricks?"),
            _v(weis_first=_p("house", "at the end Stöck count first, then Weis, then tricks"),
               tricks_first=_p("house", "at the end Stöck count first, then tricks, then "
                                        "Weis"))),
        "weis_tie": SwitchText(
            _p("house", "When the two best Weis are equal in every way, does the earlier "
                        "player's win, or do both teams score?"),
            _v(play_order=_p("house", "of equal Weis the earlier player's wins"),
               both=_p("house", "when the best Weis are equal in every way, both teams "
                                "score"))),
    },
}


def switch_text(game: str, field: str) -> SwitchText:
    return SWITCH_TEXTS[game][field]


def value_text(game: str, field: str, token: str) -> str:
    """The clause of one value, in the current language (``"a surcoinche multiplies by 3"``)."""
    text = SWITCH_TEXTS[game][field].values[token]
    if field != "target":
        return str(text)
    target = format_number(int(token)) if token.isascii() and token.isdigit() else token
    return str(text) % {"target": target}  # "3'000", "3 000" as the locale writes it


# -- the messages of the house codes (engine/house/, engine/*/house.py) ---------------------------

HOUSE_MESSAGES: dict[str, tuple[Any, ...]] = {
    "house_rule": (_l("By your table's rule: %(house)s."),),
    "house_invalid_id": (_l("“%(ruleset)s” is not the id of a table's ruleset (it may be cut "
                            "short or mistyped)."),),
    "house_unknown_base": (_l("“%(base)s” is not a standard ruleset to start from."),),
    "house_unknown_switch": (_l("“%(switch)s” is not a rule a table can set."),),
    "house_invalid_choice": (_l("“%(value)s” is not a value of the rule “%(switch)s”: choose "
                                "%(allowed)s."),),
    "house_invalid_name": (_l("A table's name has at most %(max)s characters, and no control "
                              "characters."),),
    "house_no_trump_162": (_l("The Ace at 19 brings sans-atout to 162; with the Jack at 0 the "
                              "deal is %(total)s. Set the Jack to 2 or the Ace to 11."),),
    "house_game_in_one_deal": (_l("A game to %(target)s could end in one deal (a Matsch in the "
                                  "highest contract scores %(points)s): choose a higher target "
                                  "or lower multipliers."),),
}

for _code, _messages in HOUSE_MESSAGES.items():
    register_reason(_code, *_messages)
#: A bad id is echoed as typed: read as a ruleset's name, its garbage decoded to control
#: characters ("“\x00\x00\x00” is not the id…").
RAW_PARAMS["house_invalid_id"] = frozenset({"ruleset"})


def _house(value: Any, deck: Deck) -> str:
    """A ``house`` param, ``field=token``: the clause of that value in the current language."""
    field, _, token = str(value).partition("=")
    return value_text("belote" if deck is deck_of("belote") else "jass", field, token)


PARAM_LOCALIZERS["switch"] = lambda v, deck: str(RULE_NAMES.get(v, v))
PARAM_LOCALIZERS["house"] = _house
PARAM_LOCALIZERS["allowed"] = lambda v, deck: list_or([str(x) for x in v])
