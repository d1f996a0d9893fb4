"""Les 24 Heures in words: card names, kilometres ("2,500 km", "2 500 km"), cars named by
their drivers, what an incident or pit stop still forbids, every event of a turn, and the
reasons a play is refused (from the engine's codes and params: the engine has no text of its own).

Pure Python with no browser imports, and no engine import at module level (the home screen
loads these words before any engine). The functions take what the engine answers (event
dicts, car views, error params) and work nothing out about the rules.
"""

from __future__ import annotations

from . import elides, has, join_names, text

GAME = "les24heures"
SPEED_CARDS = ("100", "150", "250", "350")
PIT_STOPS = ("pit-fuel", "pit-oil", "pit-rain")
INCIDENTS = ("oil-on-track", "speed-limit", "misfire")
CARDS = SPEED_CARDS + ("fuel", "oil", "tyres", "joker", "lap-record") + PIT_STOPS + \
    INCIDENTS + ("race-hour",)
JOKER_FACE = "Joker"  # the printed card's proper name, the same in both languages
RACE_IDS = ("le-mans", "francorchamps", "daytona", "sebring")
THOUSANDS = {"en": ",", "fr": "\u202f"}  # 2,500 km / 2 500 km
NBSP = "\u00a0"


def t(lang: str, key: str, **params) -> str:
    return text(lang, key, GAME, **params)


def cap(words: str) -> str:
    """The sentence's first letter in capitals ("la voiture de Ben" → "La voiture de Ben")."""
    return words[:1].upper() + words[1:]


# ------------------------------------------------------------------------ numbers, cars
def number(lang: str, value: int) -> str:
    """A whole number with the language's thousands separator: 2,500 or 2 500."""
    return f"{int(value):,}".replace(",", THOUSANDS.get(lang, ","))


def km(lang: str, value: int) -> str:
    """Kilometres as the sheet writes them: "2,500 km" ("2 500 km" in French)."""
    return f"{number(lang, value)}{NBSP}km"


def owner(lang: str, drivers: list[str]) -> str:
    """Whose car, as the catalog's ``car_of`` wants it: "Ana and Cleo's" / "d'Ana et Cleo"."""
    names = join_names(lang, drivers)
    if lang == "fr":
        return ("d'" if elides(names) else "de ") + names
    return names + "'s"


def car_name(lang: str, drivers: list[str], start: bool = False) -> str:
    """A car named by its drivers: "Ben's car", "la voiture d'Ana et Cleo"."""
    words = t(lang, "car_of", owner=owner(lang, drivers))
    return cap(words) if start else words


def _drivers(players: list[str], cars: list[list[int]], car: int) -> list[str]:
    return [players[seat] for seat in cars[car]]


# ------------------------------------------------------------------------ cards
def card_name(lang: str, card: str) -> str:
    """A card as a button says it: "Speed 250 km", "Pit stop: oil leak"."""
    return t(lang, f"card_{card}")


def card_phrase(lang: str, card: str) -> str:
    """A card inside a sentence: "a Fuel card", "the Joker", "a pit stop (oil leak)"."""
    return t(lang, f"a_{card}")


def face_words(lang: str, card: str) -> str:
    """The short words printed on a card's face: "250", "Fuel", "Oil leak"."""
    if card in SPEED_CARDS:
        return card
    if card == "joker":
        return JOKER_FACE
    return t(lang, f"face_{card}")


def race_name(lang: str, race_id: str) -> str:
    """A Gold Cup race: "24 Hours of Le Mans" / "24 Heures du Mans"."""
    return t(lang, f"race_{race_id}")


def cup_races(lang: str) -> str:
    """The four races of the Gold Cup, in order, as a phrase."""
    return join_names(lang, [race_name(lang, race) for race in RACE_IDS])


def hour_name(lang: str, hour) -> str:
    """ "hour 8", or the finish card's name."""
    return t(lang, "finish") if hour == "finish" else t(lang, "hour_n", hour=hour)


# ------------------------------------------------------------------------ a car's state
def turns_left(lang: str, n: int) -> str:
    return t(lang, "turns_left_1") if n == 1 else t(lang, "turns_left_n", n=n)


def until_hour(lang: str, key: str, until: int, last_hour: int) -> str:
    """A speed limit's words, until the board shows ``until``: "... until hour 9", or "...
    until the finish" once that is past the race's ``last_hour`` (a limit played at hour 23
    of a 24-hour race lasts the rest of the race)."""
    if until > last_hour:
        return t(lang, f"{key}_finish")
    return t(lang, key, until=until)


def max_why(lang: str, why: dict | None) -> str | None:
    """Why a car's largest speed card now is not larger, in a few words, from the engine's
    refusal of the next one (a car view's ``allowed_max_why``): "the tyre change is at
    exactly 2,500 km", "night, no 350"; None when it says nothing the page words."""
    if not why or not has(lang, f"max_why_{why['code']}", GAME):
        return None
    return t(lang, f"max_why_{why['code']}")


def incident_words(lang: str, incident: dict, hour: int, last_hour: int) -> str:
    """What an incident on a car still forbids and for how long (``incident`` as a car
    view gives it; ``hour`` the board now, ``last_hour`` the race's): "Oil on the track: at
    most 100 km a card, 1 more turn", "Speed limit: at most 150 km a card until hour 9",
    "Misfire: 2 turns lost"."""
    kind = incident["kind"]
    if kind == "oil-on-track":
        return t(lang, "oil_badge", turns=turns_left(lang, incident["turns_left"]))
    if kind == "speed-limit":
        return until_hour(lang, "limit_badge", hour + incident["hours_left"], last_hour)
    n = incident["turns_left"]
    lost = t(lang, "lost_left_1") if n == 1 else t(lang, "lost_left_n", n=n)
    return t(lang, "misfire_badge", turns=lost)


def incident_short(lang: str, incident: dict, hour: int, last_hour: int) -> str:
    """An incident as its badge on a car shows it, beside the card's picture: "Oil: 100 km
    max, 1 more turn", "Limit: 150 km max until hour 9", "Misfire: 2 turns lost"
    (``incident_words`` says it in full, for a screen reader)."""
    kind = incident["kind"]
    if kind == "oil-on-track":
        return t(lang, "oil_short", turns=turns_left(lang, incident["turns_left"]))
    if kind == "speed-limit":
        return until_hour(lang, "limit_short", hour + incident["hours_left"], last_hour)
    n = incident["turns_left"]
    return t(lang, "misfire_short_1" if n == 1 else "misfire_short_n", n=n)


def pit_words(lang: str, pit: str) -> str:
    """An uncovered pit stop: "Refuelling: stopped, needs a Fuel card"."""
    return t(lang, "pit_badge", pit=cap(t(lang, f"pit_name_{pit}")), needs=t(lang, f"needs_{pit}"))


def tyre_words(lang: str, status: str) -> str:
    """The tyre change: to come at 2,500 km, due now, or done."""
    return t(lang, f"tyres_{status}")


def piles_words(lang: str, piles: list[list[int]]) -> str:
    """The speed cards in piles of 1,000 km, as read out: "1,000 km (250 + 250 + 250 +
    250), 350 km (350)"."""
    if not piles:
        return t(lang, "piles_label", piles=t(lang, "no_piles"))
    parts = [f"{km(lang, sum(pile))} ({' + '.join(str(v) for v in pile)})" for pile in piles]
    return t(lang, "piles_label", piles=", ".join(parts))


# ------------------------------------------------------------------------ events
def _hour_line(lang: str, hour) -> str:
    from timekeeper.les24heures.limits import is_night

    if hour == "finish":
        return t(lang, "ev_hour_finish")
    if is_night(hour):
        return t(lang, "ev_hour_night", hour=hour)
    if is_night(hour - 1):
        return t(lang, "ev_hour_day", hour=hour)
    return t(lang, "ev_hour", hour=hour)


def _play_lines(lang: str, event: dict, players: list[str], cars: list[list[int]],
                last_hour: int) -> list[str]:
    """The play itself, in a sentence or two."""
    name = players[event["seat"]]
    own = car_name(lang, _drivers(players, cars, event["car"]))
    # A car the player drives alone is "their own car", not "Ana's car" in Ana's sentence.
    alone = "_alone" if list(cars[event["car"]]) == [event["seat"]] else ""
    play, card, log = event["play"], event["card"], event.get("log", [])
    if play == "speed":
        return [t(lang, "ev_speed" + alone, name=name, value=card, car=own,
                  km=km(lang, event["km"]))]
    if play == "discard":
        return [t(lang, "ev_discard", name=name, card=card_phrase(lang, card))]
    if play == "incident":
        target = car_name(lang, _drivers(players, cars, event["target_car"]))
        hour = event["hour"]
        if card == "speed-limit" and isinstance(hour, int):
            from timekeeper.les24heures.car import SPEED_LIMIT_HOURS

            effect = until_hour(lang, "eff_speed-limit", hour + SPEED_LIMIT_HOURS, last_hour)
        else:
            effect = t(lang, f"eff_{card}", until="")
        return [t(lang, "ev_incident", name=name, card=card_phrase(lang, card), car=target,
                  effect=effect)]
    if play == "race-hour":
        return [t(lang, "ev_race_hour", name=name)]
    if play == "pit-stop":
        return [t(lang, "ev_pit_stop" + alone, name=name, card=card_phrase(lang, card), car=own,
                  needs=t(lang, f"needs_{card}"))]
    if play == "bonus":
        if any(entry["what"] == "tyre_change" for entry in log):
            return [t(lang, "ev_tyres" + alone, name=name, car=own)]
        covered = [entry["card"] for entry in log if entry["what"] == "discard"
                   and entry["why"] == "covered" and entry["card"] in PIT_STOPS]
        pit = covered[0] if covered else card
        return [t(lang, "ev_cover" + alone, name=name, pit=card_phrase(lang, pit),
                  card=card_phrase(lang, card), car=own)]
    if play == "joker":
        lines = [t(lang, "ev_joker" + alone, name=name, car=own)]
        removed = [entry["card"] for entry in log if entry["what"] == "discard"
                   and entry["why"] == "joker" and entry["card"] != "joker"]
        if removed:
            lines.append(t(lang, "ev_joker_removed", cards=join_names(
                lang, [card_phrase(lang, gone) for gone in removed])))
        if any(entry["what"] == "tyre_change" for entry in log):
            lines.append(t(lang, "ev_joker_tyres"))
        return lines
    return [t(lang, "ev_lap_record", name=name)]


OVER = {"oil_on_track_over": "ev_oil_over", "misfire_over": "ev_misfire_over",
        "speed_limit_over": "ev_limit_over"}


def _log_line(lang: str, entry: dict, players: list[str], cars: list[list[int]]) -> str | None:
    """One entry of an event's log in words (None for what the play's sentence said, the
    ordinary draws and whose turn it is)."""
    what = entry["what"]
    if what == "discard":
        key = OVER.get(entry["why"])
        if key is None:
            return None
        return t(lang, key, car=car_name(lang, _drivers(players, cars, entry["car"])))
    if what == "hour":
        return _hour_line(lang, entry["hour"])
    if what == "finish":
        return t(lang, "ev_finish")
    if what == "extra_turn":
        name = players[entry["seat"]]
        if entry["owed"]:
            return t(lang, "ev_extra_turn", name=name, owed=entry["owed"])
        return t(lang, "ev_extra_turn_last", name=name)
    if what == "lost_turn":
        return t(lang, "ev_lost_turn", name=players[entry["seat"]], n=entry["misfire"])
    if what == "no_card":
        return t(lang, "ev_no_card", name=players[entry["seat"]])
    if what == "reshuffle":
        return t(lang, "ev_reshuffle", cards=entry["cards"])
    if what == "draw" and entry.get("card"):
        return t(lang, "ev_draw_pit", name=players[entry["seat"]],
                 pit=t(lang, f"pit_name_{entry['card']}"))
    if what == "no_draw":
        return t(lang, "ev_no_draw", name=players[entry["seat"]])
    return None  # tyre_change (said with the play), an ordinary draw, whose turn it is


def event_lines(lang: str, event: dict, players: list[str], cars: list[list[int]],
                last_hour: int) -> list[str]:
    """Everything a turn did, in order (``event`` is ``TurnEvent.to_dict()``; ``cars`` the
    seats of each car; ``last_hour`` the race's, 24 or 12): the play, incidents ending, the
    hour board turning, the finish, then lap-record turns, lost turns, reshuffles and a pit
    stop drawn (seen by everyone)."""
    lines = _play_lines(lang, event, players, cars, last_hour)
    for entry in event.get("log", []):
        line = _log_line(lang, entry, players, cars)
        if line:
            lines.append(line)
    return lines


def opening_lines(lang: str, opening: list[dict], players: list[str]) -> list[str]:
    """The first turn's draw, when it is a pit stop (everyone sees it)."""
    return [t(lang, "opening_pit", name=players[entry["seat"]],
              pit=t(lang, f"pit_name_{entry['card']}"))
            for entry in opening if entry["what"] == "draw" and entry.get("card")]


def move_words(lang: str, event: dict, players: list[str], cars: list[list[int]]) -> str:
    """A play in a few words, for the undo question: "a 250 km card on Ana's car"."""
    play, card = event["play"], event["card"]
    if play == "race-hour":
        return t(lang, "mw_race_hour")
    if play == "lap-record":
        return t(lang, "mw_lap_record")
    if play == "discard":
        return t(lang, "mw_discard", card=card_phrase(lang, card))
    car = event["target_car"] if play == "incident" else event["car"]
    return t(lang, "mw_own", card=card_phrase(lang, card),
             car=car_name(lang, _drivers(players, cars, car)))


# ------------------------------------------------------------------------ refusals
def _card_param(lang: str, params: dict, key: str = "card") -> str:
    card = params.get(key)
    return card_name(lang, card) if card in CARDS else str(card or "")


def why_params(lang: str, params: dict) -> dict:
    """The error's params plus the words its sentence needs: card and pit-stop names, advice,
    kilometres written out, the hour, the target car."""
    words = dict(params)
    card = params.get("card")
    words["card_name"] = _card_param(lang, params)
    words["value"] = card if card in SPEED_CARDS else str(card or "")
    pits = params.get("pit_stops") or []
    pit = params.get("pit") or (pits[0] if pits else None)
    if pit in PIT_STOPS:
        words["pit_name"] = t(lang, f"pit_name_{pit}")
        words["advice"] = t(lang, f"advice_{pit}")
    for key, shown in (("km", "km_text"), ("after", "after_text")):
        if isinstance(params.get(key), int):
            words[shown] = km(lang, params[key])
    if isinstance(params.get("thousand"), int):
        words["low"] = number(lang, params["thousand"])
        words["high"] = km(lang, params["thousand"] + 999)
    if isinstance(params.get("hour"), int):
        words["hour_name"] = hour_name(lang, params["hour"])
    if card in INCIDENTS:
        words["incident"] = t(lang, f"has_{card}")
    drivers = params.get("players")
    if isinstance(drivers, list) and drivers:
        words["target_car"] = car_name(lang, drivers, start=True)
    return words


def why(lang: str, code: str, params: dict) -> str:
    """A refused play in words, from its code and params."""
    key = f"why_{code}"
    if code == "nothing_to_cover" and params.get("card") == "tyres":
        key = "why_nothing_to_cover_tyres"
    if not has(lang, key, GAME):
        return t(lang, "why_unknown")
    try:
        return t(lang, key, **why_params(lang, params))
    except (KeyError, IndexError, ValueError, TypeError):
        return t(lang, "why_unknown")


# The codes whose sentences need words made from params (card names, km, cars); the shell's
# error_text() asks why() for them.
WORDED_CODES = ("not_in_hand", "wrong_family", "use_own_play", "must_expose_pit_stop",
                "car_stopped", "tyre_change_overshoot", "tyre_change_dead_end", "night_350",
                "one_350_per_thousand", "incident_already", "nothing_to_cover")


# ------------------------------------------------------------------------ hints
def _hint_move(lang: str, move: dict, players: list[str] | None, cars) -> str:
    play = move["play"]
    if play == "speed":
        return t(lang, "hint_move_speed", value=move["card"])
    if play == "incident":
        target = move["target"]
        drivers = _target_drivers(players, cars, target)
        return t(lang, "hint_move_incident", card=card_phrase(lang, move["card"]),
                 car=car_name(lang, drivers))
    if play in ("discard", "pit-stop", "bonus"):
        key = {"discard": "hint_move_discard", "pit-stop": "hint_move_pit_stop",
               "bonus": "hint_move_bonus"}[play]
        return t(lang, key, card=card_phrase(lang, move["card"]))
    return t(lang, f"hint_move_{play.replace('-', '_')}")


def _target_drivers(players, cars, target: int) -> list[str]:
    if players is None:
        return [str(target + 1)]
    for seats in cars or [[seat] for seat in range(len(players))]:
        if target in seats:
            return [players[seat] for seat in seats]
    return [players[target]]


def _hint_reason(lang: str, reason: dict) -> str:
    code = reason["code"]
    key = f"hint_{code}"
    if code in ("misfire", "speed_limit", "oil_on_track"):
        return t(lang, key, car=car_name(lang, reason["players"]))
    if code == "must_expose":
        return t(lang, key, card=card_phrase(lang, reason["card"]))
    if code == "speed":
        return t(lang, key, km=km(lang, reason["km"]))
    if code == "cover":
        return t(lang, key, pit=t(lang, f"pit_name_{reason['pit']}"))
    if code == "joker":
        # Each thing cleared carries its own "de" in French ("du changement de pneus et
        # d'une carte Huile"), elided or contracted as what follows asks.
        what = [t(lang, "hint_joker_item",
                  what=t(lang, "hint_joker_tyres") if item == "tyre_change" else
                  card_phrase(lang, item)) for item in reason["removes"]]
        return t(lang, key, what=join_names(lang, what))
    if code == "race_hour":
        return t(lang, key, hour=hour_name(lang, reason["hour"]))
    if code in ("ahead", "finish"):
        return t(lang, key, lead=km(lang, reason["lead"]))
    if code == "night":
        return t(lang, key, hour=reason["hour"])
    if code == "landing":
        return t(lang, key, turns=reason["turns"])
    if code == "keep":
        kept = []
        for card in reason["cards"]:
            if card in ("tyres", "joker", "350"):
                kept.append(t(lang, f"hint_keep_{card}"))
            else:
                kept.append(t(lang, "hint_keep_bonus", card=face_words(lang, card)))
        return t(lang, key, cards=join_names(lang, kept))
    if has(lang, key, GAME):
        return t(lang, key)
    return ""


def hint_words(lang: str, hint: dict, players: list[str] | None = None,
               cars: list[list[int]] | None = None) -> str:
    """A hint (``timekeeper.bots.hint``'s answer) as one sentence: the move, then why —
    "Play your 250 km card: your car reaches 2,350 km, and your small cards can then take
    it to exactly 2,500 km." Incident targets are named by the reasons' drivers (or, for the
    move itself, by ``players`` and ``cars`` when given: a view's ``players`` and the seats
    of each car)."""
    move = hint["move"]
    reasons = hint.get("reasons", [])
    if players is None:
        for reason in reasons:
            if reason.get("players") and move.get("play") == "incident":
                players, cars = list(reason["players"]), None
                move = dict(move, target=0)
                cars = [list(range(len(players)))]
                break
    said = _hint_move(lang, move, players, cars)
    parts = [part for part in (_hint_reason(lang, reason) for reason in reasons) if part]
    if not parts:
        parts = [t(lang, "hint_best")]
    return t(lang, "hint_sentence", move=said, reasons=join_names(lang, parts))


# ------------------------------------------------------------------------ the guided game
def lesson_params(lang: str, view: dict, move: dict | None = None,
                  event: dict | None = None) -> dict:
    """The named values of the guided game's sentences (``les24heures_lesson_<lang>``),
    worded in ``lang`` from what the learner's seat sees (``view``: ``Game.view``), the
    step's ``move`` and the engine's ``event`` for it (``TurnEvent.to_dict()``); every figure
    is one the engine answered, nothing about the rules is worked out here:

    - ``player``: the other drivers; ``cards``: the learner's hand ("6 cards");
      ``your_km``: the learner's car, ``max`` the largest speed card it may take now (the
      engine's ``allowed_max``); ``hour`` and ``last``: the hour board and its last hour;
    - from the move: ``card`` (the card it plays: "a 250 km card"), ``target`` (the car an
      incident goes on), ``needs`` (what a pit stop waits for), ``effect`` (what an incident
      does, as the table says it);
    - from the event: ``name`` (who played), ``km`` (that car's kilometres after the play;
      the learner's car's without an event), ``turns`` (the lap-record turns it gave: the
      one begun and those still owed);
    - once the race is over: ``first``, ``first_km``, ``second``, ``second_km`` (the
      result's ranking)."""
    players, cars, car_of = view["players"], view["cars"], view["car_of"]
    mine = cars[car_of[view["seat"]]]
    hand = view.get("hand") or []
    hour = view["hour"]
    params = {
        "player": join_names(lang, [name for seat, name in enumerate(players)
                                    if car_of[seat] != mine["car"]]),
        "cards": t(lang, "cards_1") if len(hand) == 1 else t(lang, "cards_n", n=len(hand)),
        "your_km": km(lang, mine["km"]),
        "km": km(lang, mine["km"]),
        "hour": t(lang, "finish") if hour == "finish" else hour,
        "last": view["last_hour"],
    }
    if mine["allowed_max"]:
        params["max"] = km(lang, mine["allowed_max"])
    if move:
        card = move.get("card") or move.get("play")
        if card in CARDS:
            params["card"] = card_phrase(lang, card)
        if card in PIT_STOPS:
            params["needs"] = t(lang, f"needs_{card}")
        if isinstance(move.get("target"), int):
            target = cars[car_of[move["target"]]]
            params["target"] = car_name(lang, target["players"])
            on_car = [i for i in target["incidents"] if i["kind"] == card]
            if card in ("oil-on-track", "misfire"):
                params["effect"] = t(lang, f"eff_{card}")
            elif on_car and isinstance(hour, int):
                params["effect"] = until_hour(lang, "eff_speed-limit",
                                              hour + on_car[0]["hours_left"], view["last_hour"])
    if event:
        params["name"] = players[event["seat"]]
        params["km"] = km(lang, event["km"])
        begun = [entry for entry in event.get("log", []) if entry["what"] == "extra_turn"]
        if event.get("play") == "lap-record" and begun:
            params["turns"] = len(begun) + event["owed_turns"]
    ranking = (view.get("result") or {}).get("ranking") or []
    for place, entry in zip(("first", "second"), ranking[:2], strict=False):
        params[place] = join_names(lang, [players[seat] for seat in entry["seats"]])
        params[f"{place}_km"] = km(lang, entry["km"])
    return params
