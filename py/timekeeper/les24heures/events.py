"""What the table is told after each play (one event per record move), in order:

1. the play: ``seat``, ``play``, ``card``, ``target`` (and ``target_car``), the player's
   ``car`` and its ``km`` after the play;
2. ``log``, each entry ``{"what": ...}`` in the order it happened:
   - ``discard`` {card, why, car}: a card going to the discard pile; ``why`` is
     "discard" (play b), "race_hour", "lap_record", "covered" (a pit stop and the bonus that
     covered it), "tyre_change", "joker" (the Joker and all it removed),
     "oil_on_track_over", "misfire_over", "speed_limit_over";
   - ``tyre_change`` {car}: the car changed tyres (with ``tyres`` or the Joker);
   - ``hour`` {hour}: the hour board turned (``hour`` 1–24 or "finish");
   - ``finish``: the race is over;
   - for the following turns: ``extra_turn`` {seat, owed} (a lap-record turn begins;
     ``owed`` still to come after it), ``lost_turn`` {seat, misfire} (1st or 2nd turn lost),
     ``no_card`` {seat} (nothing in hand and nothing to draw: the turn passes),
     ``reshuffle`` {number, cards}, ``draw`` {seat, card only for a pit stop},
     ``no_draw`` {seat} (both piles empty), ``turn`` {seat, owed}: whose turn it is.

No event ever names a drawn card that is not a pit stop: events are public.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class TurnEvent:
    """One play and everything it caused until the next seat is ready to play."""

    seat: int
    play: str
    card: str
    target: int | None
    car: int
    target_car: int | None
    km: int
    hour: int | str
    finished: bool
    next_seat: int | None
    owed_turns: int
    log: list[dict] = field(default_factory=list)

    def _entries(self, what: str) -> list[dict]:
        return [entry for entry in self.log if entry["what"] == what]

    @property
    def discarded(self) -> list[dict]:
        return [{"card": e["card"], "why": e["why"]} for e in self._entries("discard")]

    @property
    def drawn_pit_stop(self) -> str | None:
        for entry in self._entries("draw"):
            return entry.get("card")
        return None

    def to_dict(self) -> dict:
        """The event as the replay command and the views give it."""
        data = {"seat": self.seat, "play": self.play, "card": self.card}
        if self.target is not None:
            data["target"] = self.target
            data["target_car"] = self.target_car
        data.update({
            "car": self.car,
            "km": self.km,
            "hour": self.hour,
            "finished": self.finished,
            "discarded": self.discarded,
            "lost_turns": [{"seat": e["seat"], "misfire": e["misfire"]}
                           for e in self._entries("lost_turn")],
            "reshuffled": sum(e["cards"] for e in self._entries("reshuffle")),
            "drawn_pit_stop": self.drawn_pit_stop,
            "owed_turns": self.owed_turns,
            "next_seat": self.next_seat,
            "log": [dict(entry) for entry in self.log],
        })
        return data
