"""Which plays a hand of field cards allows this round (rules.field_plays.legal_plays)."""

from companion.games.rainbow_field.engine import combination
from companion.games.rainbow_field.plays import legal_plays


def test_a_fresh_round_allows_every_solo_set_and_run():
    plays = legal_plays([5, 3, 5, 4, 5, 1], None)
    assert plays["solo"] == [(1,), (3,), (4,), (5,)]
    assert plays["set"] == [(5, 5), (5, 5, 5)]
    assert plays["run"] == [(3, 4), (3, 4, 5)] + [(4, 5)]


def test_after_a_set_only_sets_and_solos():
    plays = legal_plays([2, 2, 3, 4], "set")
    assert plays == {"solo": [(2,), (3,), (4,)], "set": [(2, 2)], "run": []}


def test_after_a_run_only_runs_and_solos():
    plays = legal_plays([2, 2, 3, 4], "run")
    assert plays == {"solo": [(2,), (3,), (4,)], "set": [], "run": [(2, 3), (2, 3, 4), (3, 4)]}


def test_every_play_listed_is_one_the_engine_accepts_as_its_kind():
    plays = legal_plays([1, 1, 2, 3, 3, 3, 5, 6, 7], None)
    for kind, found in plays.items():
        for play in found:
            assert combination(play) == kind


def test_an_empty_hand_has_no_plays():
    assert legal_plays([], None) == {"solo": [], "set": [], "run": []}
