"""Invariants, checked with hypothesis on random deals."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.belote import (
    MAISON,
    OFFICIELLES,
    TRUMPS,
    announcements,
    announcements_by_ruleset,
    card_points,
    deal_total,
    hand_combinations,
    legal_cards,
    trick_points,
    trick_value,
    trick_winner,
)
from engine.belote import TRUMP as TRUMP_VALUES
from engine.cards import FRENCH
from engine.table import SEATS, play_order, team_of

RULESETS = st.sampled_from([MAISON, OFFICIELLES])
TRUMP = st.sampled_from(TRUMPS)
deals = st.permutations(FRENCH.cards)


@st.composite
def partial_deals(draw):
    """1 to 4 seats, each with 0 to 8 cards of one shuffled deck."""
    deck = draw(deals)
    seats = draw(st.lists(st.sampled_from(SEATS), min_size=1, max_size=4, unique=True))
    hands = {}
    for i, seat in enumerate(seats):
        n = draw(st.integers(0, 8))
        hands[seat] = tuple(deck[8 * i: 8 * i + n])
    return hands


@st.composite
def rich_hands(draw):
    """Hands biased towards combinations: runs and carrés drawn on purpose."""
    pool = list(FRENCH.cards)
    hands: dict[str, list] = {s: [] for s in draw(st.lists(st.sampled_from(SEATS), min_size=1,
                                                            max_size=4, unique=True))}
    for seat in hands:
        for _ in range(draw(st.integers(0, 3))):
            kind = draw(st.sampled_from(["run", "carre", "card"]))
            if kind == "run":
                s = draw(st.sampled_from(FRENCH.suits))
                r = draw(st.integers(0, 5))
                n = draw(st.integers(3, 8 - r))
                cand = [FRENCH.card(FRENCH.ranks[k] + s) for k in range(r, r + n)]
            elif kind == "carre":
                rank = draw(st.sampled_from(FRENCH.ranks))
                cand = [FRENCH.card(rank + s) for s in FRENCH.suits]
            else:
                cand = [draw(st.sampled_from(FRENCH.cards))]
            for c in cand:
                if c in pool and len(hands[seat]) < 8:
                    pool.remove(c)
                    hands[seat].append(c)
    return {s: tuple(h) for s, h in hands.items()}


hand_sets = st.one_of(partial_deals(), rich_hands())


@settings(max_examples=200, deadline=None)
@given(hand_sets, TRUMP, RULESETS, st.sampled_from(["NS", "EW"]), st.randoms())
def test_verdict_independent_of_card_and_seat_order(hands, trump, rs, taker, rnd):
    v = announcements(hands, trump, taker, rs)
    seats = list(hands)
    rnd.shuffle(seats)
    shuffled = {}
    for s in seats:
        cards = list(hands[s])
        rnd.shuffle(cards)
        shuffled[s] = cards
    w = announcements(shuffled, trump, taker, rs)
    assert w.as_dict() == v.as_dict()
    assert w.reasons == v.reasons


@settings(max_examples=200, deadline=None)
@given(hand_sets, TRUMP)
def test_officielles_no_counted_card_serves_twice(hands, trump):
    for cards in hands.values():
        used = [c for combo in hand_combinations(cards, trump, OFFICIELLES) for c in combo.cards]
        assert len(used) == len(set(used))
    v = announcements(hands, trump, "NS", OFFICIELLES)
    for seat in hands:
        used = [c for combo in v.combinations if combo.seat == seat and combo.scores
                for c in combo.cards]
        assert len(used) == len(set(used))


@settings(max_examples=200, deadline=None)
@given(hand_sets, TRUMP, RULESETS, st.sampled_from(["NS", "EW"]))
def test_only_the_scoring_team_scores_and_it_scores_all_its_combinations(hands, trump, rs, taker):
    v = announcements(hands, trump, taker, rs)
    for team in ("NS", "EW"):
        scored = sum(c.points for c in v.combinations if c.scores and team_of(c.seat) == team)
        assert v.points[team] == scored
        if team != v.scoring_team:
            assert v.points[team] == 0
    if v.scoring_team is not None:
        # every counted combination of the winners scores
        for seat in hands:
            if team_of(seat) == v.scoring_team:
                assert [c[1:] for c in v.combinations if c.seat == seat and c.scores] == \
                    [c[1:] for c in hand_combinations(hands[seat], trump, rs)]


@settings(max_examples=200, deadline=None)
@given(hand_sets, TRUMP)
def test_belote_is_independent_of_the_comparison(hands, trump):
    expected = []
    suits = FRENCH.suits if trump == "all" else () if trump == "none" else (trump,)
    for seat in SEATS:
        for s in suits:
            if seat in hands and {FRENCH.card("K" + s), FRENCH.card("Q" + s)} <= set(hands[seat]):
                expected.append((seat, 20))
    for rs in (MAISON, OFFICIELLES):
        for taker in ("NS", "EW"):
            assert announcements(hands, trump, taker, rs).belote == expected


@settings(max_examples=100, deadline=None)
@given(deals, TRUMP, RULESETS, st.integers(0, 3))
def test_card_points_of_a_full_deal_add_up(deck, trump, rs, first):
    tricks = [deck[4 * i: 4 * i + 4] for i in range(8)]
    total = sum(trick_points(t, trump, rs, last=i == 7) for i, t in enumerate(tricks))
    assert total == deal_total(trump, rs) == sum(card_points(c, trump, rs) for c in deck) + 10
    assert total == {"none": 130 if rs is MAISON else 162}.get(trump, 162)


@st.composite
def positions(draw):
    deck = draw(deals)
    first = draw(st.sampled_from(SEATS))
    n = draw(st.integers(0, 3))
    order = play_order(first)
    trick = [(order[i], deck[i]) for i in range(n)]
    hand = deck[n: n + draw(st.integers(1, 8))]
    return hand, trick, order[n]


@settings(max_examples=300, deadline=None)
@given(positions(), TRUMP, st.sampled_from(["classic", "coinche"]), RULESETS)
def test_legal_set_never_empty_and_partitions_the_hand(pos, trump, variant, rs):
    hand, trick, seat = pos
    v = legal_cards(hand, trick, trump, variant, rs, seat)
    assert v.legal
    assert set(v.legal) | {FRENCH.card(c) for c in v.illegal} == set(hand)
    assert not {c.code for c in v.legal} & set(v.illegal)
    assert [c for c in hand if c in v.legal] == list(v.legal)        # hand order kept
    rules = {r.code for r in v.reasons}
    if rules & {"must_overtrump", "must_overtake"}:
        # forced to beat the master card: every legal card takes the lead
        for c in v.legal:
            assert trick_winner([*trick, (seat, c)], trump) == seat
    if "must_trump" in rules:
        assert all(c.suit == trump for c in v.legal)


@settings(max_examples=200, deadline=None)
@given(positions(), TRUMP, st.sampled_from(["classic", "coinche"]), RULESETS)
def test_values_read_once_give_the_verdict_of_the_raw_input(pos, trump, variant, rs):
    # A trick parsed once (a Trick value) and a contract as a Trump value: the same verdict, the
    # same reasons, as the (seat, card) pairs and the contract code they came from.
    hand, trick, seat = pos
    raw = legal_cards(hand, trick, trump, variant, rs, seat)
    parsed = legal_cards(hand, trick_value(trick), TRUMP_VALUES[trump], variant, rs, seat)
    assert parsed == raw
    if trick:
        assert trick_winner(trick_value(trick), TRUMP_VALUES[trump]) == trick_winner(trick, trump)


def _variants():
    """Maison, Officielles, and rulesets that share some of their fields (custom values)."""
    import dataclasses

    return [MAISON, OFFICIELLES,
            dataclasses.replace(OFFICIELLES, id="mixed", announcement_tie="taker"),
            dataclasses.replace(MAISON, id="shy", card_in_two_combinations=False,
                                no_trump_carre_table="no_trump")]


@settings(max_examples=300, deadline=None)
@given(hand_sets, TRUMP, st.sampled_from(["NS", "EW"]),
       st.lists(st.sampled_from(_variants()), min_size=1, max_size=4))
def test_several_rulesets_at_once_give_each_ones_own_verdict(hands, trump, taker, rulesets):
    """announcements_by_ruleset reuses a verdict for a ruleset that reads alike: never visible."""
    together = announcements_by_ruleset(hands, trump, taker, rulesets)
    assert len(together) == len(rulesets)
    for rs, v in zip(rulesets, together, strict=False):
        alone = announcements(hands, trump, taker, rs)
        assert v.ruleset == alone.ruleset == rs.id
        assert v.as_dict() == alone.as_dict()
        assert v.reasons == alone.reasons
