"""Who Turned the Clock?'s words: hours as digits and as said aloud ("14:00", "quatorze
heures", "2 pm"), cards, possessives, why a row is stuck, and every finished turn as
sentences for the whole table. Pure Python (no browser imports): they take what the engine
answers (public event dicts, rows, stuck reasons) and work nothing out about the rules.

Decisions: 12:00 is said "noon" / "midi"; English says "6 am" … "11 am", "1 pm" … "10 pm";
French says "six heures" … "vingt-deux heures" ("vingt et une heures"). Slots are numbered
1 to 7 on the page (0 to 6 in records and in the engine).
"""

from __future__ import annotations

from . import elides, isolate, join_names, lesson_text, text

GAME = "hoursandghosts"
GHOST = "ghost"

_FRENCH_HOURS = {
    6: "six heures", 7: "sept heures", 8: "huit heures", 9: "neuf heures",
    10: "dix heures", 11: "onze heures", 12: "midi", 13: "treize heures",
    14: "quatorze heures", 15: "quinze heures", 16: "seize heures",
    17: "dix-sept heures", 18: "dix-huit heures", 19: "dix-neuf heures",
    20: "vingt heures", 21: "vingt et une heures", 22: "vingt-deux heures",
}
LEFT_END, RIGHT_END = 5, 23  # the row's ends, as the rules page counts them


def t(lang: str, key: str, **params) -> str:
    return text(lang, key, GAME, **params)


def sentence(words: str) -> str:
    """A sentence begins with a capital, even when it begins with a card ("a ghost…")."""
    return words[:1].upper() + words[1:]


# ------------------------------------------------------------------------------ hours
def hour_digits(hour: int) -> str:
    """An hour as the cards print it: "06:00", "14:00"."""
    return f"{hour:02d}:00"


def hour_words(lang: str, hour: int) -> str:
    """An hour as a child says it: "quatorze heures", "midi"; "2 pm", "noon"."""
    if lang == "fr":
        return _FRENCH_HOURS.get(hour, f"{hour} heures")
    if hour == 12:
        return "noon"
    if hour == 0 or hour == 24:
        return "midnight"
    return f"{hour - 12} pm" if hour > 12 else f"{hour} am"


def is_ghost(card) -> bool:
    return card == GHOST


def card_name(lang: str, card) -> str:
    """A card for a sentence: its digits, or the ghost's name."""
    return t(lang, "a_ghost") if is_ghost(card) else hour_digits(card)


def card_words(lang: str, card) -> str:
    """A card as read aloud: "quatorze heures", "2 pm", or "a ghost"."""
    return t(lang, "a_ghost") if is_ghost(card) else hour_words(lang, card)


def spoken(lang: str, card) -> str:
    """What the speech synthesis says when a card turns over."""
    return t(lang, "spoken_ghost") if is_ghost(card) else hour_words(lang, card)


# ------------------------------------------------------------------------------ names
def possessive(lang: str, name: str) -> str:
    """ "Lucas's" (hand) / (la main) "de Lucas", "d'Ana" (the name isolated)."""
    if lang == "fr":
        return f"d'{isolate(name)}" if elides(name) else f"de {isolate(name)}"
    return f"{isolate(name)}'s"


def join_or(lang: str, items: list[str]) -> str:
    """ "3", "3 or 4", "2, 3 or 4" (or "ou")."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {t(lang, 'or')} {items[-1]}"


def slot_number(slot: int) -> int:
    """A slot as the page numbers it (1 to 7)."""
    return slot + 1


# The refusals that name slots: the engine counts them 0 to 6, the page 1 to 7; and a slot
# given for a card that is not placed, said by what became of the card. error_text asks why()
# for them.
WORDED_CODES = ("bad_slot", "slot_taken", "slot_no_fit", "shift_out_of_row", "shift_empty",
                "shift_occupied", "slot_not_placed")
_SLOT_PARAMS = ("slot", "from", "to")


def why(lang: str, code: str, params: dict) -> str:
    """A refused placement or emergency move in words, its slots numbered as on the page."""
    params = dict(params)
    key = f"why_{code}"
    if code == "slot_not_placed":
        if params.get("outcome") == "ghost":
            key = "why_slot_not_placed_ghost"
        elif params.get("full_row"):
            key = "why_slot_not_placed_full_row"
        elif isinstance(params.get("card"), int) and params.get("player"):
            key = "why_slot_not_placed_no_fit"
    for name in _SLOT_PARAMS:
        if isinstance(params.get(name), int) and not isinstance(params[name], bool):
            params[name] = slot_number(params[name])
    try:
        return t(lang, key, **params)
    except (KeyError, IndexError, ValueError, TypeError):
        return t(lang, "why_unknown")


def count_words(lang: str, count: int, none: str, one: str, many: str) -> str:
    key = none if count == 0 else one if count == 1 else many
    return t(lang, key, count=count)


def cards_words(lang: str, count: int) -> str:
    """ "no card", "1 card", "5 cards"."""
    return count_words(lang, count, "cards_none", "cards_one", "cards_many")


def ghosts_words(lang: str, count: int) -> str:
    """ "a ghost", "2 ghosts"."""
    return count_words(lang, count, "ghosts_none", "ghosts_one", "ghosts_many")


# ------------------------------------------------------------------------ a stuck row
def stuck_words(lang: str, reason: dict) -> str:
    """Why a row can no longer be completed, from the engine's ``stuck_reason``
    (``{"slots": [2, 3], "between": [10, 12], "hours": 1}``): "2 free slots between 10:00
    and 12:00, and only 11:00 can go there"."""
    after, before = reason["between"]
    low = LEFT_END if after is None else after
    high = RIGHT_END if before is None else before
    hours = [hour_digits(h) for h in range(low + 1, high)]
    count = len(reason["slots"])
    slots = t(lang, "free_slots_one") if count == 1 else t(lang, "free_slots_many", count=count)
    if not hours:
        fit = t(lang, "fit_none")
    elif len(hours) == 1:
        fit = t(lang, "fit_one", hour=hours[0])
    else:
        fit = t(lang, "fit_many", count=len(hours), hours=join_names(lang, hours))
    if after is None:
        return t(lang, "stuck_left", slots=slots, before=hour_digits(before), fit=fit)
    if before is None:
        return t(lang, "stuck_right", slots=slots, after=hour_digits(after), fit=fit)
    return t(lang, "stuck_between", slots=slots, after=hour_digits(after),
             before=hour_digits(before), fit=fit)


def fits_where(lang: str, row: list, slots: list[int]) -> str | None:
    """Where a card taken fits, in a child's words: "after 9 am", "before 1 pm", "between
    9 am and 1 pm": the placed hours on either side of ``slots`` (the engine's fitting
    slots) in ``row``; None when the row holds no card yet."""
    after = next((row[k] for k in range(min(slots) - 1, -1, -1) if row[k] is not None), None)
    before = next((row[k] for k in range(max(slots) + 1, len(row)) if row[k] is not None),
                  None)
    if after is not None and before is not None:
        return t(lang, "fits_between", after=hour_words(lang, after),
                 before=hour_words(lang, before))
    if after is not None:
        return t(lang, "fits_after", hour=hour_words(lang, after))
    if before is not None:
        return t(lang, "fits_before", hour=hour_words(lang, before))
    return None


def shift_words(lang: str, pairs: list, cards: list | None = None) -> str:
    """An emergency move's shifts: "10:00 from slot 2 to slot 3 and 12:00 from slot 5 to
    slot 4" (``cards`` gives the card each pair moved, when known)."""
    parts = []
    for index, (source, target) in enumerate(pairs):
        card = cards[index] if cards and index < len(cards) else None
        params = {"from_slot": slot_number(source), "to_slot": slot_number(target)}
        if card is None:
            parts.append(t(lang, "shift_plain", **params))
        else:
            parts.append(t(lang, "shift_card", card=card_name(lang, card), **params))
    return join_names(lang, parts)


# ------------------------------------------------------------------------ turns told
def event_lines(lang: str, event: dict, players: list[str], shifted: list | None = None,
                you: int | None = None) -> list[str]:
    """What a turn did, as sentences for the whole table, from the event's public dict
    (``TurnEvent.to_dict()``): the take and the card's fate, the draws it caused, the
    emergency move, the arranging, and the win or the draw it brought. ``shifted`` are the
    cards an emergency move moved, when known. With ``you`` (the seat to play, during its own
    turn) the first sentence speaks to that player."""
    seat = event["seat"]
    name = players[seat]
    lines = []
    if "shift" in event:
        moves = shift_words(lang, event["shift"], shifted)
        key = "you_shifted" if you == seat else "ev_shifted"
        lines.append(t(lang, key, name=name, moves=moves))
    elif event.get("outcome") is not None:
        lines.append(_take_line(lang, event, players, you == seat))
    for draw in event.get("draws", []):
        line = _draw_line(lang, draw, players, event)
        if line:
            lines.append(line)
    if event.get("arranged"):
        lines.append(t(lang, "ev_arranged", name=name))
    if event.get("winner") is not None:
        winner = players[event["winner"]]
        lines.append(t(lang, "ev_win", name=winner, owner=possessive(lang, winner)))
    elif event.get("draw"):
        empty = event.get("empty_hand")
        lines.append(t(lang, "ev_draw", name=players[empty if empty is not None else seat]))
    return [sentence(line) for line in lines]


def _take_line(lang: str, event: dict, players: list[str], yours: bool) -> str:
    seat, card = event["seat"], event["taken"]
    params = {"name": players[seat], "source": players[event["from"]],
              "card": card_name(lang, card), "owner": possessive(lang, players[seat])}
    outcome = event["outcome"]
    prefix = "you_" if yours else "ev_"
    if outcome == "placed":
        return t(lang, prefix + "placed", slot=slot_number(event["slot"]), **params)
    if outcome == "ghost":
        following = players[(seat + 1) % len(players)]
        return t(lang, prefix + "ghost", following=following, **params)
    if event.get("full_row"):
        return t(lang, prefix + "full_row", **params)
    if outcome == "kept":
        others = join_names(lang, [players[s] for s in event.get("could_place") or []])
        return t(lang, prefix + "kept", others=others, **params)
    boxed = next((d for d in event.get("draws", []) if d.get("reason") == "boxed"), None)
    key = "boxed_drew" if boxed is None or boxed.get("count") else "boxed_empty"
    return t(lang, prefix + key, **params)


def _draw_line(lang: str, draw: dict, players: list[str], event: dict) -> str | None:
    """A draw of a hand left with no hour card (the taker's draw after boxing is told with
    the boxing)."""
    if draw.get("reason") != "no_hour_card" or not draw.get("count"):
        return None
    name = players[draw["seat"]]
    shown = draw.get("ghosts_shown")
    if shown:
        return t(lang, "ev_drew_ghosts", name=name, ghosts=ghosts_words(lang, shown))
    return t(lang, "ev_drew_no_hour", name=name)


def move_words(lang: str, event: dict, players: list[str]) -> str:
    """A turn in a few words, for the undo question: "14:00 taken from Chloé"."""
    if "shift" in event:
        return t(lang, "move_shift")
    source = players[event["from"]]
    if is_ghost(event["taken"]):
        return t(lang, "move_take_ghost", source=source)
    return t(lang, "move_take", card=card_name(lang, event["taken"]), source=source)


# ------------------------------------------------------------------------------ hints
def ordinal(lang: str, number: int) -> str:
    """ "1st", "2nd", "3rd", "11th" / "1re", "2e"."""
    if lang == "fr":
        return f"{number}re" if number == 1 else f"{number}e"
    if 10 <= number % 100 <= 20:
        return f"{number}th"
    return f"{number}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(number % 10, 'th') }"


def _positions(lang: str, positions: list[int]) -> str:
    return join_names(lang, [str(position + 1) for position in positions])


def _hours_range(lang: str, low: int, high: int) -> str:
    if high < low:
        return t(lang, "hint_hours_none")
    if high == low:
        return hour_digits(low)
    return t(lang, "hint_hours_range", low=hour_digits(low), high=hour_digits(high))


def _free_slots(lang: str, count: int) -> str:
    return t(lang, "free_slots_one") if count == 1 else t(lang, "free_slots_many", count=count)


def chance_band(percent: int) -> str:
    """A chance said in a child's words, not as a number (a hint is for players of 6 to 8):
    "none" (0 %), "small" (under 25 %), "maybe" (under 50 %), "likely" (under 75 %),
    "sure" (75 % or more)."""
    if percent <= 0:
        return "none"
    if percent < 25:
        return "small"
    if percent < 50:
        return "maybe"
    return "likely" if percent < 75 else "sure"


def _hint_reason(lang: str, reason: dict) -> str | None:
    code = reason.get("code")
    if code == "only_card":
        return t(lang, "hint_only_card")
    if code == "known_card":
        key = "hint_known_fits" if reason.get("fits") else "hint_known_card"
        return t(lang, key, card=card_name(lang, reason["card"]))
    if code == "avoid_ghost":
        positions = reason["positions"]
        key = "hint_avoid_ghost_one" if len(positions) == 1 else "hint_avoid_ghost_many"
        return t(lang, key, positions=_positions(lang, positions))
    if code == "no_clue":
        return t(lang, "hint_no_clue")
    if code == "useful_chance":
        return t(lang, "hint_useful_" + chance_band(reason["percent"]))
    if code == "ghost_chance":
        return t(lang, "hint_ghost_" + chance_band(reason["percent"]))
    if code == "stuck":
        return t(lang, "hint_stuck", stuck=stuck_words(lang, reason))
    if code == "shift_frees":
        return t(lang, "hint_shift_frees" if reason.get("free") else "hint_shift_helps")
    if code == "room":
        parts = []
        for side in ("left", "right"):
            room = reason.get(side)
            if room:
                parts.append(t(lang, f"hint_room_{side}",
                               slots=_free_slots(lang, len(room["slots"])),
                               hours=_hours_range(lang, room["from"], room["to"])))
        if parts:
            return join_names(lang, parts)
        return t(lang, "hint_room_full") if reason.get("full") else None
    if code == "only_slot":
        return t(lang, "hint_only_slot")
    if code == "forced_stuck":
        return t(lang, "hint_forced_stuck")
    if code == "hide_ghost":
        positions = reason["positions"]
        key = "hint_hide_ghost_one" if len(positions) == 1 else "hint_hide_ghost_many"
        return t(lang, key, positions=_positions(lang, positions), name=reason["name"])
    if code == "end_turn":
        return t(lang, "hint_nothing_to_hide")
    return None


def _hint_move(lang: str, move: dict, reasons: list[dict]) -> str:
    if "take" in move:
        source = next((r for r in reasons if r.get("code") == "take_from"), {})
        name = source.get("name", "?")
        return t(lang, "hint_take", nth=ordinal(lang, move["take"] + 1),
                 owner=possessive(lang, name))
    if "shift" in move:
        moved = next((r["moves"] for r in reasons if r.get("code") == "emergency"), None)
        cards = [entry["card"] for entry in moved] if moved else None
        return t(lang, "hint_shift", moves=shift_words(lang, move["shift"], cards))
    if "slot" in move:
        card = next((r["card"] for r in reasons if "card" in r and r.get("code") in
                     ("room", "only_slot")), None)
        return t(lang, "hint_place", card=card_name(lang, card) if card is not None else "?",
                 slot=slot_number(move["slot"]))
    if "arrange" in move:
        return t(lang, "hint_arrange")
    return t(lang, "hint_end")


def hint_words(lang: str, hint: dict) -> str:
    """A hint (``timekeeper.bots.hint``) in one sentence: the step and why. "Take the 3rd
    card of Ben's hand: nothing is known about these cards, it may be a card that helps your
    row and it is rarely a ghost." (chances in words, ``chance_band``) / "Put 14:00 in slot
    4: 3 free slots before it for 06:00 to 13:00 and 3 free slots after it for 15:00 to
    22:00." Slots and positions are counted from 1, hours written as the cards print them."""
    reasons = list(hint.get("reasons") or [])
    move_words_ = _hint_move(lang, hint.get("move") or {}, reasons)
    said = [words for words in (_hint_reason(lang, reason) for reason in reasons) if words]
    if not said:
        return sentence(move_words_) + "."
    return sentence(t(lang, "hint_sentence", move=move_words_, why=join_names(lang, said)))


# ------------------------------------------------------------------ the guided first game
def lesson_params(lang: str, view: dict, move: dict | None, event: dict | None) -> dict:
    """The values the guided game's sentences name (``hoursandghosts_lesson_<lang>``), worded
    in ``lang``, from what the learner's seat sees (``view``: ``game.view(learner)``), the
    step's ``move`` and the public dict of the engine's ``event`` for it (each may be None):

    - ``player``: the learner's name; ``name``, ``owner``: the neighbour the learner takes
      from ("Leo", "Leo's" / "de Léo");
    - ``card``: the card the step speaks of, as said aloud: the one the event took (for an
      emergency move, the card it moved), else the one waiting for its slot, else the one
      the asked emergency move slides; ``way``: which way that move slides it; ``beside``:
      the hour it now stands next to, on that side;
    - ``where``: where the card waiting for its slot fits (the hours around the engine's
      fitting slots);
    - ``after``, ``before``: the hours around the learner's stuck run of free slots (the
      engine's ``stuck_reason``; an end of the row gives none);
    - ``free``: the learner's free slots, in words ("one free slot").
    """
    seat = view["seat"]
    players = view["players"]
    friend = players[view["neighbour"]]
    row = view["rows"][seat]
    params = {"player": players[seat], "name": friend, "owner": possessive(lang, friend),
              "free": _free_slots(lang, sum(hour is None for hour in row))}
    shift = (event or {}).get("shift") or (move or {}).get("shift")
    if event is not None and event.get("shift"):
        source, target = shift[-1]
        moved_row = view["rows"][event["seat"]]
        params["card"] = card_words(lang, moved_row[target])
        side = target + (target - source)
        if 0 <= side < len(moved_row) and moved_row[side] is not None:
            params["beside"] = hour_words(lang, moved_row[side])
    elif event is not None and event.get("taken") is not None:
        params["card"] = card_words(lang, event["taken"])
    elif view.get("pending"):
        params["card"] = card_words(lang, view["pending"]["card"])
    elif shift:
        params["card"] = card_words(lang, row[shift[0][0]])
    if shift:
        source, target = shift[0]
        params["way"] = lesson_text(lang, "way_left" if target < source else "way_right", GAME)
    pending = view.get("pending")
    if pending:
        where = fits_where(lang, view["rows"][pending["seat"]], pending["slots"])
        if where is not None:
            params["where"] = where
    stuck = view.get("stuck_reason")
    if stuck:
        for name, hour in zip(("after", "before"), stuck["between"], strict=True):
            if hour is not None:
                params[name] = hour_words(lang, hour)
    return params
