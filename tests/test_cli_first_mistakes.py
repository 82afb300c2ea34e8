"""A user's first mistakes get a hint (issue 34, item 7), through the real command line: a riichi word
under the default rules says to use -r riichi; a LINE that names a file says "did you mean -i FILE"
(the file is never read); a wind written as a word says which letter; `mjscore points` takes han
first as well, and -r riichi."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
WIN = "m123p456s789EEECC"


def mjscore(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    for key in ("NO_COLOR", "FORCE_COLOR", "COLUMNS"):
        env.pop(key, None)
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=cwd, env=env, capture_output=True,
                          text=True, encoding="utf-8", timeout=120)


def error_of(*args: str, cwd: Path = ROOT) -> str:
    done = mjscore("score", "-f", "jsonl", *args, cwd=cwd)
    assert done.returncode == 1, done.stderr
    result = json.loads(done.stdout)
    assert result["ok"] is False
    return result["error"]["message"]


@pytest.mark.parametrize("word, use", [
    ("riichi", "riichi"), ("dora=m1", "riichi"), ("ura=m1", "riichi"), ("ippatsu", "riichi"),
    ("honba=2", "riichi"), ("sticks=1", "riichi"), ("double-riichi", "riichi"), ("tong", "fliosen"),
], ids=lambda v: v)
def test_a_word_of_another_rule_set_says_which_to_use(word, use):
    message = error_of(f"{WIN} {word}")
    assert f"unknown condition word {word!r} for mcr (a word of" in message
    assert f": use -r {use})" in message


def test_a_word_known_under_an_option_still_says_the_option():
    done = mjscore("score", "-f", "jsonl", "-r", "yaochu", "m111999p111s99EEE riichi")
    assert "(known with --scoring riichi)" in json.loads(done.stdout)["error"]["message"]


def test_a_line_that_names_a_file_says_did_you_mean_input(tmp_path):
    (tmp_path / "hands.txt").write_text(WIN + "\n", encoding="utf-8")  # (a winning hand: never read)
    message = error_of("hands.txt", cwd=tmp_path)
    assert message.endswith("'hands.txt' is a file name, not a hand: did you mean -i hands.txt?")
    done = mjscore("score", "-f", "text", "hands.txt", cwd=tmp_path)
    assert done.returncode == 1 and done.stdout == ""  # (still an error: the file was not scored)
    assert "did you mean -i hands.txt?" in done.stderr
    assert "did you mean -i" not in error_of("other.txt", cwd=tmp_path)  # (no such file: no hint)


def test_a_file_name_hint_quotes_it_for_the_shell(tmp_path):
    (tmp_path / "my hands.txt").write_text(WIN + "\n", encoding="utf-8")
    assert error_of("my hands.txt", cwd=tmp_path).endswith("did you mean -i 'my hands.txt'?")


@pytest.mark.parametrize("line, said, column", [
    (f"{WIN} seat=south", "unexpected 'south' at column 24; expected a wind E, S, W or N (seat=S for south)", 24),
    (f"{WIN} round=West", "unexpected 'West' at column 25; expected a wind E, S, W or N (round=W for west)", 25),
    (f"{WIN} seat=1", "unexpected '1' at column 24; expected a wind E, S, W or N", 24),
], ids=["seat-south", "round-west", "seat-1-as-before"])
def test_a_wind_written_as_a_word_says_a_wind_is_expected(line, said, column):
    done = mjscore("score", "-f", "jsonl", line)
    error = json.loads(done.stdout)["error"]
    assert error["message"].endswith(said) and error["column"] == column


@pytest.mark.parametrize("numbers", [["4", "30"], ["30", "4"], ["-r", "riichi", "4", "30"], ["-r", "RIICHI", "30", "4"]],
                         ids=["han-first", "fu-first", "r-riichi", "r-riichi-any-case"])
def test_points_reads_han_first_and_takes_r_riichi(numbers):
    done = mjscore("points", "-f", "jsonl", *numbers)
    assert done.returncode == 0, done.stderr
    entry = json.loads(done.stdout)
    assert (entry["fu"], entry["han"]) == (30, 4)


@pytest.mark.parametrize("args, said", [
    (["20", "25"], "20 and 25 are both fu"),
    (["-r", "mcr", "30", "4"], "'mcr' has no table of fu and han"),
    (["-r", "fliosen"], "'fliosen' has no table of fu and han"),
    (["4", "35"], "35 fu is not a hand's fu"),
], ids=["two-fu", "r-mcr", "r-fliosen", "no-fu"])
def test_points_usage_errors_name_the_mistake(args, said):
    done = mjscore("points", *args)
    assert done.returncode == 2 and said in done.stderr and done.stdout == ""


def test_points_takes_players_with_han_first():
    """`--players` (three-player point tables, helper p3a's) with the numbers in either order."""
    first, second = mjscore("points", "-f", "jsonl", "--players", "3", "4", "30"), \
        mjscore("points", "-f", "jsonl", "--players", "3", "30", "4")
    assert first.returncode == second.returncode == 0, first.stderr
    assert first.stdout == second.stdout and json.loads(first.stdout)["han"] == 4


# -- the words players use: haitei, houtei (docs/notation.md, "Conditions") ---------------------------------

def fields_of(rules: str, line: str) -> dict:
    done = mjscore("score", "-f", "jsonl", "-r", rules, line)
    result = json.loads(done.stdout)
    assert result["ok"], result
    return {k: v for k, v in result.items() if k not in ("input",)}


@pytest.mark.parametrize("rules, hand", [("mcr", WIN), ("riichi", "m234567p234s23554 seat=S"),
                                         ("fliosen", WIN), ("yaochu", "m111999p111s99EEE")],
                         ids=["mcr", "riichi", "fliosen", "yaochu"])
@pytest.mark.parametrize("word, same", [("haitei", "last-draw tsumo"), ("houtei", "last-draw ron"),
                                        ("HAITEI", "tsumo last-draw"), ("haitei tsumo", "last-draw tsumo"),
                                        ("houtei last-draw", "ron last-draw")],
                         ids=["haitei", "houtei", "capitals", "haitei-tsumo", "houtei-last-draw"])
def test_haitei_and_houtei_are_last_draw_by_tsumo_and_by_ron(rules, hand, word, same):
    assert fields_of(rules, f"{hand} {word}") == fields_of(rules, f"{hand} {same}")


def test_haitei_scores_the_last_draw_yaku():
    riichi = fields_of("riichi", "m234567p234s23554 seat=S haitei")
    assert "haitei" in [y["id"] for y in riichi["yaku"]] and riichi["hand"].endswith("tsumo seat=S last-draw")
    mcr = fields_of("mcr", f"{WIN} houtei")
    assert "last_tile_claim" in [f["id"] for f in mcr["fans"]]


@pytest.mark.parametrize("line, said", [
    (f"{WIN} haitei ron", "'ron' contradicts 'haitei' at column 26; haitei at column 19 is last-draw tsumo"),
    (f"{WIN} ron haitei", "'haitei' contradicts 'ron' (column 19) at column 23; haitei is last-draw tsumo"),
    (f"{WIN} houtei tsumo", "'tsumo' contradicts 'houtei' at column 26; houtei at column 19 is last-draw ron"),
    (f"{WIN} haitei houtei", "'houtei' repeats a condition at column 26"),
], ids=["haitei-ron", "ron-haitei", "houtei-tsumo", "both"])
def test_a_word_that_contradicts_haitei_or_houtei_is_an_error(line, said):
    assert said in error_of(line)


@pytest.mark.parametrize("command, word", [("waits", "haitei"), ("waits", "houtei"), ("discard", "haitei")])
def test_waits_and_discard_refuse_haitei_and_houtei_as_they_refuse_the_words_they_write(command, word):
    hand = "m123p456s789EEEC" if command == "waits" else "m234567p234s2359E"
    done = mjscore(command, "-f", "jsonl", f"{hand} {word}")
    message = json.loads(done.stdout)["error"]["message"]
    assert done.returncode == 1 and f"'{word}' at column" in message and "before the win" in message
