"""The plain command-line path of mjscore.cli.launch (no Typer at start-up) against the Typer application
(both built from the option table, mjscore.options).

- A command line either goes the plain way with the same parameters Typer would give, or is left
  to Typer (help, unknown options, bad values), table-driven.
- End to end, in a new process: same output and exit status as the Typer application.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjscore.cli import app as cli, launch, batch as run
from mjscore.cli.build import build

ROOT = Path(__file__).resolve().parent.parent
WIN = "m123p456s789EEECC"


def _typer_parse(argv):
    """The parameters Typer gives the command for ``argv`` (None: it refuses them)."""
    got = {}

    def capture(command, p):
        got.update({k: v for k, v in p.items() if k != "ctx"}, command=command)
        return 0

    import unittest.mock

    with unittest.mock.patch.object(cli, "execute", capture):
        try:
            cli.app(list(argv), prog_name="mjscore", standalone_mode=False)
        except Exception:
            return None
    if not got:
        return None
    command = got.pop("command")
    got["lines"] = list(got["lines"]) if got["lines"] else None
    return command, got


PLAIN = [
    ["score", WIN],
    ["score", WIN, "m123p456s789EEE C", "--tsumo"],
    ["waits", "--rules", "yaochu", "m19p19s19ESWNPFC"],
    ["score", "-r", "mcr", "-f", "json", WIN, "--seat", "S", "--round=W", "--flowers", "3"],
    ["score", "--format=jsonl", "--jobs", "2", "--explain", "--last-tile", "--draws=2", WIN],
    ["score", "--rules", "yaochu", "--calls", "kong", "--scoring", "flat", "--dora", "m1E", WIN],
    ["score", "--", WIN],
    ["score"],
    ["score", "-i", "hands.txt", "--color", "never", "--ascii", "--tiles", "botzone"],
    ["waits", "--input=-", "--color=always", "--tiles=notation"],
    ["score", "--rules", "MCR", "--format", "JSON", "--color", "Never", WIN],  # choices in any case
    ["discard", "-r", "riichi", "--seen", "1m", "--dora=2m", "--riichi", WIN],
    ["waits", "--seen", "C", "m123p456s789EEEC"],
    ["score", "-i", "a.txt", "--input", "b.txt", "-i", "-"],  # several inputs: every one, in order
    ["waits", "--input=a.txt", "-f", "text", "-i", "a.txt"],
]
LEFT_TO_TYPER = [
    ["--help"], ["score", "--help"], ["score", "-h"], ["rules"], ["--version"], [],
    ["score", "--rules", "nope", WIN], ["score", "--seat", "X"], ["score", "--jobs", "0"],
    ["score", "--flowers", "x"], ["score", "--bogus"], ["score", "--tsumo=1"], ["score", "--rules"],
    ["score", "-rmcr"],
    ["score", "--color", "sometimes", WIN], ["score", "--tiles", "mjai", WIN], ["score", "--ascii=1"],
    ["--install-completion"], ["--show-completion", "bash"],
    ["discard", "--explain", WIN], ["discard", "--help"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=[" ".join(a) for a in PLAIN])
def test_plain_lines_get_typers_parameters(argv):
    plain = launch.plain_command_line(argv)
    assert plain is not None
    command, p = plain
    assert (command, p) == _typer_parse(argv)


def test_shell_completion_is_left_to_typer(monkeypatch):
    """Completion calls mjscore with _MJSCORE_COMPLETE set: never the plain path, whatever argv is."""
    called = []
    monkeypatch.setenv("_MJSCORE_COMPLETE", "complete_bash")
    monkeypatch.setattr(launch, "execute", lambda *a: called.append(a) or 0)
    import mjscore.cli.app

    monkeypatch.setattr(mjscore.cli.app, "app", lambda **kw: called.append("typer"))
    launch._dispatch(["score", WIN])
    assert called == ["typer"]


@pytest.mark.parametrize("argv", LEFT_TO_TYPER, ids=[" ".join(a) or "(none)" for a in LEFT_TO_TYPER])
def test_the_rest_is_left_to_typer(argv):
    assert launch.plain_command_line(argv) is None


def _run(code_path, argv, stdin=""):
    script = ("import sys\n"
              f"sys.argv = ['mjscore'] + {argv!r}\n"
              + ("from mjscore.cli.launch import main\n" if code_path == "plain" else
                 "from mjscore.cli.app import app\nmain = lambda: app(prog_name='mjscore')\n")
              + "main()\n")
    p = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, input=stdin)
    return p.returncode, p.stdout, p.stderr


END_TO_END = [
    (["score", WIN, "--tsumo"], ""),
    (["score", "--format", "text", WIN + " tsumo", "m123 x"], ""),
    (["score", "-f", "json"], WIN + "\n\n# comment\nm1\n" + WIN + " tsumo seat=S\n"),
    (["waits", "m123p456s789EEEC"], ""),
    (["score", "--rules", "mcr", "--calls", "kong", WIN], ""),  # an option of another rule set: usage error
    (["score", "-i", "-", "-f", "text", "--ascii", "--rules", "MCR"], WIN + "\nm123 x\n"),
    (["score", "-i", "/nonexistent/hands.txt"], ""),  # usage error, before any output
    (["waits", "--tiles", "botzone", "-f", "text", "--color", "always", "W1W2W3B4B5B6T7T8T9F1F1F1J1"], ""),
    (["discard", "-f", "text", "--seen", "C", WIN, "m123p456s789EEEC"], ""),
    (["discard", "--tsumo", WIN], ""),  # a default refused by discard: usage error
    (["score", "-f", "text", "-i", "tests/data/two_inputs/a.txt", "-i", "-", "-i", "tests/data/two_inputs/b.txt"],
     "m1\n" + WIN + " tsumo\n"),  # several inputs, in order, line numbers going on
    (["score", "-i", "tests/data/two_inputs/a.txt", "-i", "/nonexistent/hands.txt"], ""),  # usage error, no output
]


@pytest.mark.parametrize("argv, stdin", END_TO_END, ids=[" ".join(a) for a, _ in END_TO_END])
def test_same_output_as_typer(argv, stdin):
    assert _run("plain", argv, stdin) == _run("typer", argv, stdin)


def test_plain_start_does_not_import_typer():
    code = ("import sys\nsys.argv = ['mjscore', 'score', 'm123p456s789EEECC']\n"
            "from mjscore.cli.launch import main\n"
            "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
            "print('typer' in sys.modules, 'lark' in sys.modules, code)\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert p.stdout.splitlines()[-1] == "False False 0", p.stderr


# Modules the plain `score` line of any rule set does not load (start-up time: dataclasses with
# inspect ~10 ms, typing ~2 ms, json with its regular expressions ~1 ms, importlib ~0.5 ms; the
# full reader and Lark, for a line the direct reader reads).
NOT_AT_START = ("dataclasses", "inspect", "typing", "importlib", "ast", "json", "lark",
                "mjscore.notation.line")
# In the compiled build, mypyc's runtime imports importlib.machinery (frozen in the interpreter) to
# give its modules their specs; what that costs is in benchmarks/cold_start.py's figures.
if build() == "compiled":
    NOT_AT_START = tuple(m for m in NOT_AT_START if m != "importlib")
RULE_ARGS = {"mcr": [], "yaochu": ["-r", "yaochu"], "yaochu-riichi": ["-r", "yaochu", "--scoring", "riichi"],
             "fliosen": ["-r", "fliosen"], "riichi": ["-r", "riichi"]}


@pytest.mark.parametrize("rules", list(RULE_ARGS))
@pytest.mark.parametrize("fmt", ["text", "jsonl"])
def test_plain_score_line_does_not_import_slow_standard_modules(fmt, rules):
    """(Modules the interpreter itself loaded first, such as importlib for an editable install, do not count.)"""
    line = "m19p19s19ESWNPFCC tsumo" if rules.startswith("yaochu") else "m123p456s789EEECC tsumo"
    argv = ["mjscore", "score", "-f", fmt, *RULE_ARGS[rules], line]
    code = (f"import sys\nsys.argv = {argv!r}\n"
            "before = set(sys.modules)\n"
            "from mjscore.cli.launch import main\n"
            "try:\n    main()\nexcept SystemExit as e:\n    code = e.code\n"
            f"print(sorted(set({NOT_AT_START!r}) & (set(sys.modules) - before)), code)\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
    assert p.stdout.splitlines()[-1] == "[] 0", p.stderr


@pytest.mark.parametrize("fmt", ["jsonl", "json", "text"])
def test_regular_file_input_gives_the_same_output(tmp_path, fmt):
    """Lines read from a regular file are written in buffered blocks (of about run.BLOCK characters),
    not flushed one by one: the output, over many blocks, is the same as from a pipe."""
    text = (WIN + "\nm123 x\n" + WIN + " tsumo\n") * 100
    path = tmp_path / "hands.txt"
    path.write_text(text)
    script = (f"import sys\nsys.argv = ['mjscore', 'score', '-f', {fmt!r}]\n"
              "from mjscore.cli.launch import main\nmain()\n")
    with open(path) as f:
        from_file = subprocess.run([sys.executable, "-c", script], cwd=ROOT, stdin=f, capture_output=True, text=True)
    from_pipe = subprocess.run([sys.executable, "-c", script], cwd=ROOT, input=text, capture_output=True, text=True)
    assert from_file.returncode == from_pipe.returncode == 1
    assert from_file.stdout == from_pipe.stdout
    assert len(from_file.stdout) > 3 * run.BLOCK  # (written in several blocks)
    if fmt == "jsonl":
        assert [json.loads(ln)["line"] for ln in from_file.stdout.splitlines()] == list(range(1, 301))
    elif fmt == "json":
        assert [o["line"] for o in json.loads(from_file.stdout)] == list(range(1, 301))


@pytest.mark.parametrize("status, ends_at_once", [(0, True), (1, True), (None, True), (2, False), (130, False)],
                         ids=["0", "1", "no status", "usage error 2", "Ctrl-C 130"])
def test_entry_ends_at_once_only_after_a_command_that_ran(monkeypatch, status, ends_at_once):
    """The program (launch.entry) flushes its output and ends at once (os._exit) after status 0 or 1;
    any other status is Python's usual exit. The garbage collector, off while the command starts,
    is on again whenever the process goes on."""
    import gc

    ended = []
    collecting = []
    monkeypatch.setattr(launch, "main", lambda: (collecting.append(gc.isenabled()), sys.exit(status)))
    monkeypatch.setattr(launch.os, "_exit", lambda code: ended.append(code))
    if ends_at_once:
        launch.entry()
        assert ended == [status or 0]
    else:
        with pytest.raises(SystemExit) as e:
            launch.entry()
        assert e.value.code == status and ended == []
    assert collecting == [False] and gc.isenabled()


def _corpus_lines(rules: str, seed: int, n: int) -> list[str]:
    """n generated winning lines of a rule set, a 13-tile line and lines that are refused."""
    from mjscore.notation.writer import format_hand

    from tests import handgen

    if rules == "mcr":
        hands = list(handgen.mcr_scoring_corpus(n, seed))
    elif rules == "yaochu":
        hands = [h for h, _ in handgen.yaochu_corpus(n, seed)]
    else:
        hands = handgen.riichi_wins(seed, n)
    bad = ["m123 x", "m123p456s789EEE C", "zzz", "m1111p456s789EEE C", WIN + " tsumo seat=X", WIN[:-1]]
    return [format_hand(h) for h in hands] + bad


@pytest.mark.parametrize("command, rules, fmt, explain", [
    ("score", "mcr", "jsonl", False), ("score", "riichi", "jsonl", False), ("score", "fliosen", "jsonl", False),
    ("score", "yaochu", "jsonl", False), ("score", "mcr", "text", True), ("score", "riichi", "jsonl", True),
    ("waits", "fliosen", "jsonl", False), ("discard", "riichi", "text", False),
], ids=lambda v: str(v))
def test_a_batch_line_makes_no_reference_cycles(command, rules, fmt, explain):
    """run._quiet_collector collects the young generation rarely in a batch: that is safe because
    scoring a line (a score, an explanation, waits, a discard, an error) leaves no reference cycle
    behind, so everything a line made is freed by reference counting alone."""
    import gc

    from mjscore.api import Engine

    engine = Engine(rules)
    job = run._Job(command, rules, engine.options, fmt, False, explain)
    job._engine = engine
    render = job.renderer()
    for item in enumerate(_corpus_lines(rules, 1, 20), 1):  # (first uses: imports, tables)
        render(item)
    lines = _corpus_lines(rules, 2, 60)
    gc.collect()
    gc.disable()
    try:
        outputs = [render(item) for item in enumerate(lines, 1)]
        left = gc.collect()
    finally:
        gc.enable()
    assert len(outputs) == len(lines) and not all(ok for ok, _ in outputs)
    assert left == 0
