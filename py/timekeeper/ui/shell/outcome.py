"""What a move came to, as ``App.play`` answers it. By then the shell has said it and drawn
the page again, whatever happened: a view reads the outcome only for what is its own to do
after a move (read a card aloud, forget a preview), never to draw the page itself."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """``event``: what the engine answered (None when the move was refused: the reason was
    said, nothing changed); ``screen``: the screen the table is on now; ``turn_over``: the
    turn is finished (else a step of it was played and the same player goes on, or the move
    was refused)."""

    event: object | None
    screen: str
    turn_over: bool

    @property
    def refused(self) -> bool:
        return self.event is None
