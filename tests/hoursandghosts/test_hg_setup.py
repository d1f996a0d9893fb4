"""Setup (rules page, "Material" and "Setup"): the cards, what 2, 3 and 4 players use, seeded
and explicit deals, new_game and next_game."""

from collections import Counter

import pytest
from hg_support import NAMES, make_deal

from timekeeper.core.errors import RecordError as CoreRecordError
from timekeeper.core.registry import game_info
from timekeeper.core.seating import YOUNGEST, first_by_age, seat_order
from timekeeper.hoursandghosts import (
    GHOST,
    HOUR_CARDS,
    Deal,
    Game,
    RecordError,
    new_game,
    next_game,
)


def test_the_cards():
    assert len(HOUR_CARDS) == 34
    assert Counter(HOUR_CARDS) == {hour: 2 for hour in range(6, 23)}


@pytest.mark.parametrize("players, ghosts, hours, pile", [(2, 1, 13, 21), (3, 2, 19, 15),
                                                          (4, 2, 26, 8)])
def test_setup_counts(players, ghosts, hours, pile):
    game = new_game(NAMES[:players], {}, seed="counts")
    dealt = [card for seat in range(players) for card in game.hand(seat)]
    assert game.hand_sizes == [7] * players
    assert dealt.count(GHOST) == ghosts
    assert len(dealt) - ghosts == hours
    assert game.pile_count == pile
    assert Counter(c for c in dealt if c != GHOST) + Counter(game.deal.pile) == Counter(HOUR_CARDS)
    assert game.rows == [[None] * 7] * players
    assert game.turn == 0 and game.phase == "take"


def test_a_seed_deals_a_known_game():
    """Pinned: changing the dealing order would change every shared game code."""
    deal = Deal.from_seed("Hours and Ghosts", 2)
    assert deal.hands == [[13, 9, 12, 7, 21, GHOST, 6], [17, 9, 18, 11, 21, 20, 22]]
    assert deal.pile == [10, 13, 8, 16, 20, 8, 16, 6, 19, 19, 18, 7, 17, 10, 15, 12, 14, 11,
                         15, 22, 14]
    deal = Deal.from_seed("Hours and Ghosts", 3)
    assert deal.hands == [[21, 21, 20, GHOST, 12, 13, 13], [11, GHOST, 10, 16, 8, 9, 9],
                          [7, 18, 20, 8, 6, 17, 22]]
    deal = Deal.from_seed("Hours and Ghosts", 4)
    assert deal.hands[0] == [8, 17, 17, GHOST, 7, 21, GHOST]
    assert deal.pile == [10, 15, 12, 14, 11, 15, 22, 14]


def test_same_seed_same_deal_case_and_spaces_ignored():
    one = new_game(NAMES[:3], {}, seed=" Class  5B")
    two = new_game(NAMES[:3], {}, seed="class 5b")
    assert one.deal == two.deal and one.seed == two.seed == "class 5b"
    assert new_game(NAMES[:3], {}, seed="class 5c").deal != one.deal


def test_no_seed_means_a_fresh_seed():
    game = new_game(NAMES[:2], {})
    assert isinstance(game.seed, str) and len(game.seed) == 6
    assert new_game(NAMES[:2], {}, seed=game.seed).deal == game.deal


def test_registry_builds_the_game():
    info = game_info("hoursandghosts")
    game = info.new_game(NAMES[:4], {}, seed="x")
    assert isinstance(game, Game) and game.GAME_ID == "hoursandghosts"


def test_the_youngest_starts_a_tie_goes_to_the_earlier_player_and_the_order_is_kept():
    # rules page, "Setup" 4: the youngest plays first (tie: the earlier seat), in seat 1
    assert game_info("hoursandghosts").age_rule == YOUNGEST
    assert first_by_age([9, 7, 11, 7], YOUNGEST) == 1
    assert seat_order(["Ana", "Ben", "Cleo", "Dan"], 1) == ["Ben", "Cleo", "Dan", "Ana"]
    game = new_game(seat_order(NAMES[:3], first_by_age([8, 10, 6], YOUNGEST)), {}, seed="x")
    assert game.turn == 0 and game.players[0] == NAMES[2] and game.neighbour(0) == 2


def test_next_game_same_players_fresh_deal():
    game = new_game(NAMES[:3], {}, seed="a")
    again = next_game(game, seed="b")
    assert again.players == game.players and again.deal != game.deal
    assert next_game(game).seed != game.seed


def test_explicit_deal_words_in_every_form():
    deal = make_deal(2)
    words = [str(card) for hand in deal.hands for card in hand] + [str(h) for h in deal.pile]
    forms = {"6": "06", "7": "7h", "8": "08:00", "14": "14h00", "22": " 22 H "}
    words = [forms.get(word, word) for word in words]
    at = words.index("ghost")
    words[at] = "F"
    game = new_game(NAMES[:2], {}, deal=words)
    assert game.deal == deal and game.seed is None
    for ghost in ("ghost", "G", "g", "Fantôme", "FANTOME", "f"):
        words[at] = ghost
        assert new_game(NAMES[:2], {}, deal=words).deal == deal


def test_explicit_deal_accepts_integers():
    deal = make_deal(3)
    words = [card for hand in deal.hands for card in hand] + deal.pile
    assert new_game(NAMES[:3], {}, deal=words).deal == deal


def deal_error(players, words) -> RecordError:
    with pytest.raises(RecordError) as caught:
        new_game(NAMES[:players], {}, deal=words)
    return caught.value


def good_words(players=3):
    deal = make_deal(players)
    return [str(card) for hand in deal.hands for card in hand] + [str(h) for h in deal.pile]


def test_explicit_deal_count():
    error = deal_error(3, good_words()[:-1])
    assert error.code == "deal_count" and error.params == {"count": 35, "expected": 36}
    assert str(error) == "deal: 35 cards, expected 36"


@pytest.mark.parametrize("word", ["5", "23", "6:30", "six", "", "1.5", "ghosts", "h"])
def test_explicit_deal_word(word):
    words = good_words()
    words[4] = word
    error = deal_error(3, words)
    assert error.code == "deal_word" and error.params["position"] == 5
    assert str(error).startswith("deal: word 5 ")


@pytest.mark.parametrize("word", [True, 6.0, None, [6]])
def test_explicit_deal_word_not_text(word):
    words = good_words()
    words[0] = word
    assert deal_error(3, words).code == "deal_word"


def test_explicit_deal_cards():
    words = good_words()
    words[words.index("6")] = "7"
    error = deal_error(3, words)
    assert error.code == "deal_cards"
    assert error.params == {"hour": 6, "count": 1, "expected": 2}
    assert str(error) == "deal: 1 cards of 06:00, expected 2 (two of every hour)"


def test_explicit_deal_ghosts():
    words = good_words()
    words[words.index("ghost")] = "9"
    error = deal_error(3, words)
    assert error.code == "deal_ghosts" and error.params["count"] == 1


def test_explicit_deal_ghost_in_pile():
    words = good_words()
    at = words.index("ghost")
    words[at], words[-1] = words[-1], words[at]
    error = deal_error(3, words)
    assert error.code == "deal_ghost_in_pile" and error.params == {"position": 15}


def test_bad_players():
    with pytest.raises(CoreRecordError) as caught:
        new_game(["Solo"], {})
    assert caught.value.where == "players"
    with pytest.raises(CoreRecordError):
        new_game(NAMES + ["Eve"], {})
    with pytest.raises(CoreRecordError):
        new_game(["Ana", ""], {})
