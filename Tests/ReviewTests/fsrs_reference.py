"""The reference for `lingo schedule`: the same JSON Lines in and out, scheduled by py-fsrs 6.3.2.

usage: python fsrs_reference.py [--retention X] [--learning-steps 1m,10m] [--relearning-steps 10m] < in > out
"""

import argparse
import json
import sys
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler, State

UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


def steps(text):
    """'1m,10m' as timedeltas; an empty text is no steps."""
    return [timedelta(seconds=int(part[:-1]) * UNITS[part[-1]]) for part in text.split(",") if part]


def utc(moment):
    """A UTC datetime as 2026-01-08T07:45:07Z, with microseconds when there are some."""
    text = moment.strftime("%Y-%m-%dT%H:%M:%S")
    if moment.microsecond:
        text += ".%06d" % moment.microsecond
    return text + "Z"


def replay(scheduler, line):
    """One input line's output object."""
    try:
        source = json.loads(line)
    except ValueError as error:
        return {"id": None, "error": str(error)}
    card_id = source.get("id") if isinstance(source, dict) else None
    try:
        card = Card(card_id=0, due=datetime(1970, 1, 1, tzinfo=timezone.utc))
        reviews = []
        for review in source["reviews"]:
            text = review["t"]
            # Python before 3.11 reads no Z.
            moment = datetime.fromisoformat(text[:-1] + "+00:00" if text.endswith("Z") else text)
            if moment.tzinfo is None:
                raise ValueError("time without an offset")
            rating = Rating(review["rating"])
            card, _ = scheduler.review_card(card, rating, moment.astimezone(timezone.utc))
            reviews.append({
                "t": review["t"], "rating": review["rating"], "stability": card.stability,
                "difficulty": card.difficulty, "state": State(card.state).name, "step": card.step,
                "due": utc(card.due),
            })
        return {"id": card_id, "reviews": reviews}
    except (KeyError, TypeError, ValueError, OverflowError) as error:
        return {"id": card_id, "error": str(error)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--retention", type=float, default=0.9)
    parser.add_argument("--learning-steps", default="1m,10m")
    parser.add_argument("--relearning-steps", default="10m")
    options = parser.parse_args()
    scheduler = Scheduler(
        desired_retention=options.retention, learning_steps=steps(options.learning_steps),
        relearning_steps=steps(options.relearning_steps), enable_fuzzing=False)
    out = sys.stdout
    for line in sys.stdin:
        if line.strip():
            out.write(json.dumps(replay(scheduler, line), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
