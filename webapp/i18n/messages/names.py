"""The localized names of the params outside the convention (``expected``, ``side``, ``ruleset``,
``rule``, ``other_rank``, ``other_type``, ``field``, ``variant``, ``option``, ``table``, ``step``,
``profile``, ``profiles``), added to :data:`webapp.i18n.PARAM_LOCALIZERS` on import.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask_babel import lazy_gettext as _l
from flask_babel import lazy_pgettext

from webapp.i18n import vocabulary as i18n
from webapp.i18n.vocabulary import SIDE_NAMES, VARIANT_IN_SENTENCE

__all__ = [
    "CARRE_TABLE_NAMES",
    "EXPECTED_NAMES",
    "FIELD_LABELS",
    "FIELD_NAMES",
    "PROFILE_NAMES",
    "RULE_NAMES",
    "STEP_NAMES",
    "field_label",
    "profile_name",
]


#: Input field names (``field`` params, dotted paths start with one of these).
FIELD_NAMES: dict[str, Any] = {
    "hands": lazy_pgettext("input field", "hands"),
    "hand": lazy_pgettext("input field", "hand"),
    "trick": lazy_pgettext("input field", "trick"),
    "seat": lazy_pgettext("input field", "seat to play"),
    "card": lazy_pgettext("input field", "card"),
    "trump": lazy_pgettext("input field", "trump"),
    "contract": lazy_pgettext("input field", "contract"),
    "taker": lazy_pgettext("input field", "takers"),
    "forehand": lazy_pgettext("input field", "forehand"),
    "variant": lazy_pgettext("input field", "game"),
    "bid": lazy_pgettext("input field", "bid"),
    "capot_bid": lazy_pgettext("input field", "capot bid"),
    "coinche": lazy_pgettext("input field", "coinche"),
    "card_points": lazy_pgettext("input field", "card points"),
    "tricks": lazy_pgettext("input field", "tricks"),
    "all_tricks_taker": lazy_pgettext("input field", "all tricks taken by"),
    "announcements": lazy_pgettext("input field", "announcements"),
    "belote": lazy_pgettext("input field", "belote"),
    "weis": lazy_pgettext("input field", "Weis"),
    "stoeck": lazy_pgettext("input field", "Stöck"),
    "last": lazy_pgettext("input field", "last trick"),
    "last_trick": lazy_pgettext("input field", "last trick"),
    "cards_won": lazy_pgettext("input field", "cards won"),
    "profile": lazy_pgettext("input field", "multipliers and target"),
    "team": lazy_pgettext("input field", "team"),
    "points": lazy_pgettext("input field", "points"),
    "defense": lazy_pgettext("input field", "defence"),
    "rules": lazy_pgettext("input field", "rulesets"),
    "lang": lazy_pgettext("input field", "language"),
    "deals": lazy_pgettext("input field", "deals"),
    "target": lazy_pgettext("input field", "target"),
}
#: The fields a checker's form shows, by input path: the form's own label (the same msgid as the
#: template's, so an error names the field as the form does: "Takers' card points", "Hand of
#: North"); a path not here (an API-only field) is named from :data:`FIELD_NAMES`.
FIELD_LABELS: dict[str, Any] = {
    "trump": _l("Trump"),
    "contract": lazy_pgettext("Jass", "Contract"),
    "taker": _l("Takers"),
    "variant": lazy_pgettext("Belote variant", "Game"),
    "forehand": _l("Forehand (leads the first trick)"),
    "trick": _l("Cards on the table, in the order played (none to three)"),
    "trick.seat": _l("Who led the trick"),
    "hand": _l("Cards in your hand"),
    "bid": _l("Bid (Coinche: 80 to 160)"),
    "capot_bid": _l("Capot bid (Coinche)"),
    "coinche": _l("Coinche level"),
    "card_points.taker": _l("Takers' card points"),
    "card_points.defense": _l("Defence's card points"),
    "all_tricks_taker": _l("All eight tricks taken by"),
    "cards_won.taker": _l("Cards won by the takers"),
    "cards_won.defense": _l("Cards won by the defence"),
    "last_trick": _l("Last trick taken by"),
    "announcements.team": _l("Winning announcements held by"),
    "announcements.points": _l("Their points"),
    "belote": _l("Belote held by"),
    "weis.team": _l("Weis won by"),
    "weis.points": _l("Weis points"),
    "stoeck.team": _l("Stöck held by"),
    "profile": _l("Swiss rules: multipliers and target"),
}
#: ``hands.N``: a hand, as the form labels it.
_HAND_LABEL = _l("Hand of %(seat)s")
#: ``card_points.NS``, ``tricks.EW``: a Jass team's number, under its fieldset's legend.
_TEAM_LABELS: dict[str, Any] = {
    "card_points": _l("Card points (%(team)s)"),
    "tricks": _l("Tricks taken (%(team)s)"),
}
#: ``card_points``, ``tricks`` of Jass as a whole (both teams): their fieldsets' legends.
_JASS_HEADS: dict[str, Any] = {
    "card_points": _l("Card points"),
    "tricks": _l("Tricks taken"),
}
#: ``deals.3.card_points.taker``: the field of one deal of a game.
_IN_DEAL = _l("deal %(number)s: %(field)s")
#: ``deals.3``: one deal of a game, as a whole.
_DEAL = _l("deal %(number)s")

#: ``invalid_field``'s ``expected`` values (see webapp.service.EXPECTED).
EXPECTED_NAMES: dict[str, Any] = {
    "string": lazy_pgettext("expected input", "a text"),
    "integer": lazy_pgettext("expected input", "a whole number"),
    "boolean": lazy_pgettext("expected input", "true or false"),
    "object": lazy_pgettext("expected input", "an object with named fields"),
    "list": lazy_pgettext("expected input", "a list"),
    "cards": lazy_pgettext("expected input",
                           "card codes, like “JS 9S AH” (Jack and 9 of spades, Ace of hearts)"),
    "jass_cards": lazy_pgettext("expected input",
                                "card codes, like “UR 9R AE” (Under and 9 of Rosen, Ass of Eicheln)"),
    "play": lazy_pgettext("expected input", "a seat and a card"),
    "rulesets": lazy_pgettext("expected input", "a non-empty list of ruleset ids"),
}

#: Ruleset fields (``rule`` params) -> the name of the rule they decide.
RULE_NAMES: dict[str, Any] = {
    # Belote
    "no_trump_carre_table": lazy_pgettext("rule", "carrés in sans-atout"),
    "card_in_two_combinations": lazy_pgettext("rule", "one card in two announcements"),
    "announcement_tie": lazy_pgettext("rule", "equal best announcements"),
    "coinche_undertrump_compulsory": lazy_pgettext("rule", "undertrumping in Coinche"),
    "classic_undertrump_compulsory": lazy_pgettext("rule", "undertrumping in classic belote"),
    "coinche_factor": lazy_pgettext("rule", "coinche multiplier"),
    "surcoinche_factor": lazy_pgettext("rule", "surcoinche multiplier"),
    "announcements_after_fall": lazy_pgettext("rule", "announcements after a fall, a capot or a coinche"),
    "classic_equality": lazy_pgettext("rule", "equal totals in classic belote"),
    "coinche_made_condition": lazy_pgettext("rule", "when a Coinche contract is made"),
    "coinche_rounding": lazy_pgettext("rule", "rounding of Coinche scores"),
    "coinche_base": lazy_pgettext("rule", "base of a Coinche deal"),
    "coinched_capot_base": lazy_pgettext("rule", "base of a coinched capot"),
    "belote_multiplied": lazy_pgettext("rule", "belote and the coinche multiplier"),
    "belote_imprenable": lazy_pgettext("rule", "the belote after a fall or in a litige"),
    "coinche_scale": lazy_pgettext("rule", "sans-atout points in Coinche"),
    "no_trump_ace": lazy_pgettext("rule", "the Ace in sans-atout"),
    "no_trump_jack": lazy_pgettext("rule", "the Jack in sans-atout"),
    "coinche_out_of_turn": lazy_pgettext("rule", "coinche out of turn"),
    "all_trump_points": lazy_pgettext("rule", "card values in tout-atout"),
    "coinche_multiplies": lazy_pgettext("rule", "what a coinche multiplies"),
    "capot_bid_value": lazy_pgettext("rule", "value of a capot bid"),
    # Jass
    "sequence_points": lazy_pgettext("rule", "value of a run"),
    "four_points": lazy_pgettext("rule", "value of four of a kind"),
    "cross_weis": lazy_pgettext("rule", "one card in two Weis"),
    "four_beats_equal_sequence": lazy_pgettext("rule", "four of a kind against an equal run"),
    "undenufe_reverses_weis_rank": lazy_pgettext("rule", "Weis in Undenufe"),
    "multipliers": lazy_pgettext("rule", "multipliers"),
    "stoeck_points": lazy_pgettext("rule", "Stöck"),
    "trump_points": lazy_pgettext("rule", "card values"),
    "obenabe_points": lazy_pgettext("rule", "card values in Obenabe"),
    "undenufe_points": lazy_pgettext("rule", "card values in Undenufe"),
    "last_trick_bonus": lazy_pgettext("rule", "last trick bonus"),
    "matsch_bonus": lazy_pgettext("rule", "Matsch bonus"),
    "weis_needs_trick": lazy_pgettext("rule", "Weis without a trick"),
    "target": lazy_pgettext("rule", "game target"),
    "schneider_below": lazy_pgettext("rule", "Schneider"),
    "first_forehand_card": lazy_pgettext("rule", "first forehand"),
    "counting_order": lazy_pgettext("rule", "counting order at the end of a game"),
    "weis_tie": lazy_pgettext("rule", "Weis equal in every way"),
    "game_target": lazy_pgettext("rule", "game target"),
    "game_won_by_belote_alone": lazy_pgettext("rule", "winning through the belote alone"),
}

CARRE_TABLE_NAMES = {
    "trump": lazy_pgettext("carré table", "the trump table (Jacks 200, Nines 150)"),
    "no_trump": lazy_pgettext("carré table", "the sans-atout table (Aces 200, Tens 150)"),
}
#: Jass multiplier profiles (jass.md Q13), by id.
PROFILE_NAMES = {
    "pagat-3000": lazy_pgettext("multiplier profile", "pagat.com (game to %(target)s)"),
    "swisslos-2500": lazy_pgettext("multiplier profile", "Swisslos (game to %(target)s)"),
    "swisslos-1000": lazy_pgettext("multiplier profile", "Swisslos, every contract × 1 (game to %(target)s)"),
}
_PROFILE_TARGETS = {"pagat-3000": 3000, "swisslos-2500": 2500, "swisslos-1000": 1000}


def profile_name(profile: str) -> str:
    """A Jass multiplier profile by name, its target written for the locale ("Swisslos (game to
    2,500)"); an unknown id as it is."""
    if profile not in PROFILE_NAMES:
        return profile
    target = i18n.localize_param("target", _PROFILE_TARGETS[profile], "jass")
    return str(PROFILE_NAMES[profile]) % {"target": target}
STEP_NAMES = {
    "stoeck": lazy_pgettext("counting step", "Stöck"),
    "weis": lazy_pgettext("counting step", "Weis"),
    "tricks": lazy_pgettext("counting step", "tricks"),
}


def _field(value: Any, game: Any) -> str:
    """``card_points.taker`` -> "card points (takers)"; ``hands.N`` -> "hands (North)"."""
    head, _, rest = str(value).partition(".")
    if head == "deals" and rest:
        number, _, inner = rest.partition(".")
        if number.isascii() and number.isdigit():
            if not inner:
                return str(_DEAL) % {"number": int(number) + 1}
            return str(_IN_DEAL) % {"number": int(number) + 1, "field": _field(inner, game)}
    label = field_label(str(value))
    if label is not None:
        return label
    if getattr(game, "name", game) in ("swiss", "jass") and str(value) in _JASS_HEADS:
        return str(_JASS_HEADS[str(value)])
    name = str(FIELD_NAMES.get(head, head))
    if not rest:
        return name
    parts = []
    for part in rest.split("."):
        if part in i18n.SEAT_NAMES:
            parts.append(i18n.seat_name(part))
        elif part in i18n.TEAM_NAMES:
            parts.append(i18n.team_name(part))
        elif part in SIDE_NAMES:
            parts.append(str(SIDE_NAMES[part]))
        elif part.isascii() and part.isdigit():  # ("¹".isdigit() is true; int("¹") fails)
            parts.append(str(int(part) + 1))
        else:
            parts.append(str(FIELD_NAMES.get(part, part)))
    return f"{name} ({', '.join(parts)})"


def field_label(path: str) -> str | None:
    """The label a checker's form shows for an input path (None: the form has no such field)."""
    head, _, rest = path.partition(".")
    if head == "hands" and rest in i18n.SEAT_NAMES:
        return str(_HAND_LABEL) % {"seat": i18n.seat_name(rest)}
    if head == "trick" and rest:
        return str(FIELD_LABELS["trick.seat" if rest.endswith("seat") else "trick"])
    if head in _TEAM_LABELS and rest in i18n.TEAM_NAMES:
        return str(_TEAM_LABELS[head]) % {"team": i18n.team_name(rest)}
    if path == "cards_won.last":
        path = "last_trick"
    label = FIELD_LABELS.get(path)
    return None if label is None else str(label)


def _expected(value: Any, game: Any) -> Any:
    """``expected`` is a seat (``not_seat_turn``, ``jass_not_next_to_play``), a number (Jass totals) or an input
    type (``invalid_field``) or a Jass profile (``jass_game_profile_mismatch``)."""
    if isinstance(value, str):
        if value in i18n.SEAT_NAMES:
            return i18n.seat_name(value)
        if value in PROFILE_NAMES:
            return profile_name(value)
        if value == "cards" and game == "jass":
            value = "jass_cards"
        return str(EXPECTED_NAMES.get(value, value))
    return i18n.localize_param("points", value, game)


def _named(table: Mapping[str, Any]) -> Any:
    def localize(value: Any, game: Any) -> Any:
        if isinstance(value, str):
            return str(table.get(value, value))
        return i18n.localize_param("points", value, game)
    return localize


def _ruleset(value: Any, game: Any) -> Any:
    """A ruleset's name: a standard one's, or the name written in a table's id."""
    if isinstance(value, str):
        return i18n.ruleset_name(value)
    return i18n.localize_param("points", value, game)


i18n.PARAM_LOCALIZERS.update({
    "expected": _expected,
    "side": _named(SIDE_NAMES),
    "ruleset": _ruleset,
    "rule": _named(RULE_NAMES),
    "variant": _named(VARIANT_IN_SENTENCE),  # "Maison, classic belote: ..."
    "option": _named(FIELD_NAMES),
    "field": _field,
    "table": _named(CARRE_TABLE_NAMES),
    "step": _named(STEP_NAMES),  # a Jass counting step; a number in invalid_bid
    "profile": lambda v, game: profile_name(v) if isinstance(v, str) else v,
    # the ids a game may be given, as the API and a permalink spell them (de-CH round 9)
    "profiles": lambda v, game: (i18n.list_or(str(x) for x in v)
                                 if isinstance(v, list | tuple) else str(v)),
    "other": _field,
    "other_rank": lambda v, game: i18n.rank_name(v, game),
    "other_type": lambda v, game: i18n.type_name(v),
})
