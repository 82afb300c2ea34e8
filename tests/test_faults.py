"""Hostile input and careless operators (issue 23): each row of its table run as a real process,
with timeouts, watching the worker processes by PID, the exit status, what reaches standard error,
and memory under an address-space limit; then a bounded fuzz test of the command line (mutations
and Hypothesis, with the letters Unicode folds onto ASCII ones in the alphabet).

docs/cli.md ("Faults and limits") says what is checked here.
"""

from __future__ import annotations

import json
import os
import pickle
import random
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = str(Path(__file__).resolve().parents[1])
# As users run it: standard output buffered (PYTHONUNBUFFERED, which a test runner may have set, hides
# the faults of a buffer written at exit: `mjscore --version > /dev/full`).
ENV = {**{k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}, "PYTHONPATH": ROOT}
RECORD = str(Path(ROOT) / "tests" / "data" / "logs" / "mjai" / "126_204_0_mjai.jsonl")
WIN = "m123p456s789EEECC"
TIMEOUT = 60
FOLDING = "\u017f\u0131\u0130\u212a"  # ſ ı İ and the Kelvin sign: Unicode folds them onto s i i k


def mjscore(*args: str, **kwargs) -> subprocess.Popen:
    kwargs.setdefault("stdin", subprocess.DEVNULL)
    kwargs.setdefault("stdout", subprocess.PIPE)
    kwargs.setdefault("stderr", subprocess.PIPE)
    return subprocess.Popen([sys.executable, "-m", "mjscore", *args], cwd=ROOT, env=kwargs.pop("env", ENV), **kwargs)


def run(*args: str, input: bytes | None = None, env=None, preexec_fn=None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, env=env or ENV, input=input,
                          capture_output=True, timeout=TIMEOUT, preexec_fn=preexec_fn)


def hands(tmp_path: Path, n: int) -> Path:
    """A file of n lines, valid and not, of several shapes."""
    lines = [WIN, WIN + " tsumo", "m123p456s789EEECx", "m1112345678999m5 tsumo", "m19p19s19ESWNCFPP"]
    path = tmp_path / "hands.txt"
    path.write_text("".join(lines[i % len(lines)] + "\n" for i in range(n)), encoding="utf-8")
    return path


def children(pid: int) -> set[int]:
    """The PIDs of the processes whose parent is ``pid`` (from /proc)."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            if int(stat.rpartition(")")[2].split()[1]) == pid:
                found.add(int(entry))
    return found


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[0] != "Z"


def workers_of(p: subprocess.Popen, n: int) -> set[int]:
    """The worker PIDs of a running ``--jobs n`` process (waits until all n have started)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        found = {c for c in children(p.pid) if alive(c)}
        if len(found) >= n:
            return found
        assert p.poll() is None, "the batch ended before its workers were seen"
        time.sleep(0.01)
    raise AssertionError("the workers never started")


def assert_gone(pids: set[int]) -> None:
    """Every PID ends within the timeout (no orphan left waiting forever)."""
    deadline = time.monotonic() + TIMEOUT
    while any(alive(pid) for pid in pids):
        assert time.monotonic() < deadline, f"left running: {[pid for pid in pids if alive(pid)]}"
        time.sleep(0.02)


def assert_ctrl_c_exits_cleanly(p: subprocess.Popen, workers) -> None:
    """A terminal's Ctrl-C to ``p``'s process group: exit 130, no traceback, every worker gone."""
    os.killpg(p.pid, signal.SIGINT)
    out, err = finish(p)
    assert p.returncode == 130, err
    assert b"Traceback" not in err and b"Process" not in err, err
    assert_gone(workers)


def assert_sigterm_ends_every_worker(p: subprocess.Popen, workers) -> None:
    """SIGTERM to ``p`` once it has written: exit 128 + SIGTERM, no traceback, every worker gone,
    every line it wrote whole JSON."""
    p.stdout.readline()
    p.send_signal(signal.SIGTERM)
    out, err = finish(p)
    assert p.returncode == 128 + signal.SIGTERM
    assert b"Traceback" not in err
    assert_gone(workers)
    assert all(json.loads(line) for line in out.splitlines())  # every line written whole


def assert_closed_pipe_ends_quietly(p: subprocess.Popen, workers) -> None:
    """``p``'s reader goes away after its first line (``| head -1``, the line already read and
    checked by the caller): killed by SIGPIPE (the shell shows 141), nothing on stderr, every
    worker gone."""
    p.stdout.close()
    err = p.stderr.read()
    p.wait(timeout=TIMEOUT)
    assert p.returncode == -signal.SIGPIPE
    assert err == b""
    assert_gone(workers)


def kill_every_worker(p: subprocess.Popen, workers) -> set[int]:
    """Kill every worker of ``p``, and each replacement, until ``p`` ends (or TIMEOUT); the pids
    killed."""
    seen = set(workers)
    deadline = time.monotonic() + TIMEOUT
    while p.poll() is None and time.monotonic() < deadline:
        for pid in children(p.pid):
            seen.add(pid)
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        time.sleep(0.005)
    return seen


def finish(p: subprocess.Popen) -> tuple[bytes, bytes]:
    """The rest of the process's standard output (after what the test read) and its standard error,
    once it ended; killed (and the test failed) if it does not end within the timeout."""
    import threading

    timer = threading.Timer(TIMEOUT, p.kill)
    timer.start()
    try:
        err: list[bytes] = []
        reader = threading.Thread(target=lambda: err.append(p.stderr.read()))
        reader.start()
        out = p.stdout.read()
        reader.join()
        p.wait()
    finally:
        timer.cancel()
        p.kill()
    assert p.returncode != -signal.SIGKILL, "the process did not end: killed after the timeout"
    return out, err[0]


def start_batch(tmp_path: Path, jobs: int = 2, lines: int = 100_000, **kwargs) -> tuple[subprocess.Popen, set[int]]:
    p = mjscore("score", "--jobs", str(jobs), "-i", str(hands(tmp_path, lines)), **kwargs)
    return p, workers_of(p, jobs)


# -- 1. a reader that goes away ------------------------------------------------------------------------

def test_closed_pipe_ends_parent_and_workers_quietly(tmp_path):
    p, workers = start_batch(tmp_path)
    assert json.loads(p.stdout.readline())["line"] == 1
    assert_closed_pipe_ends_quietly(p, workers)


# -- 2. SIGTERM -------------------------------------------------------------------------------------------

def test_sigterm_ends_every_worker(tmp_path):
    assert_sigterm_ends_every_worker(*start_batch(tmp_path))


# The cause of a stray empty line once seen after SIGTERM (issue 34, item 11): the batch writer took a
# block from its pending lines in steps (the last line end added, the block joined, the list emptied)
# outside the signal guard, and what the run writes when it stops is what is still pending; a signal
# between the first and the last step left that block pending with an empty line after it (or lost
# it). A signal is simulated here before each line the writer runs (the guard's own handler, which
# stops the run at once or, while a block is being written, after it), in-process so that every
# moment is reached: the output is then whole lines, in order, none empty, none lost that was pending.

def _outputs(n: int):
    for i in range(n):
        yield True, json.dumps({"line": i + 1, "text": "x" * (i % 7)})


@pytest.mark.parametrize("fmt", ["jsonl", "text"])
def test_a_signal_at_any_moment_of_the_writer_leaves_whole_lines(tmp_path, monkeypatch, fmt):
    from mjscore.cli import batch, guard

    monkeypatch.setattr(batch, "BLOCK", 64)  # (a block every few lines: many blocks to interrupt)
    watched = {batch._emit.__code__, batch._emit_blocks.__code__, guard.GuardedStream.write_block.__code__}
    expected = [text for _, text in _outputs(40)]
    moments = 0
    while True:
        path = tmp_path / f"out-{moments}.txt"
        seen = 0

        def trace(frame, event, arg):
            nonlocal seen
            if frame.f_code not in watched:
                return None
            if event == "line":
                seen += 1
                if seen == moments + 1:
                    guard._Signals.handle(signal.SIGTERM, None)  # (raises, or waits for the write's end)
            return trace

        with open(path, "w", encoding="utf-8") as f:
            out = guard.GuardedStream(f)
            sys.settrace(trace)
            try:
                batch._emit(_outputs(40), fmt, out, live=False)
                stopped = False
            except SystemExit as e:
                assert e.code == 128 + signal.SIGTERM
                stopped = True
            finally:
                sys.settrace(None)
                guard._Signals.pending = None
                guard._Signals.writing = False
        written = path.read_text(encoding="utf-8")
        assert written == "" or written.endswith("\n"), (moments, written[-80:])  # (whole lines)
        if fmt == "jsonl":
            got = written.splitlines()
            assert "" not in got, (moments, written[-200:])
        else:  # (text: results apart by one empty line)
            assert "\n\n\n" not in written and not written.startswith("\n"), (moments, written[-200:])
            got = [line for line in written.splitlines() if line]
        assert got == expected[:len(got)], (moments, written[-200:])  # (in order, none lost before the last)
        if not stopped:
            assert got == expected
            break
        moments += 1
    assert moments > 50  # (every moment of the writer was tried: many blocks)


# -- 3. Ctrl-C ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("attempt", range(3), ids=lambda a: f"run-{a}")
def test_ctrl_c_to_the_process_group_exits_130_without_traceback(tmp_path, attempt):
    p, workers = start_batch(tmp_path, start_new_session=True)
    p.stdout.readline()
    time.sleep(0.05 * attempt)  # (at different moments of the batch)
    assert_ctrl_c_exits_cleanly(p, workers)


def test_interrupt_while_reading_stdin_with_jobs(tmp_path):
    p = mjscore("score", "--jobs", "2", stdin=subprocess.PIPE)
    p.stdin.write((WIN + "\n").encode())
    p.stdin.flush()
    assert json.loads(p.stdout.readline())["ok"]  # the result streamed: now waiting on stdin
    workers = workers_of(p, 2)
    p.send_signal(signal.SIGINT)
    p.wait(timeout=TIMEOUT)  # (standard input still open: the signal, not its end, stops the run)
    assert p.returncode == 130
    assert b"Traceback" not in p.stderr.read()
    p.stdin.close()
    assert_gone(workers)


# -- 4. a worker killed -------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def one_job_20k(tmp_path_factory) -> tuple[Path, subprocess.CompletedProcess]:
    """A file of 20,000 lines and its results from one process (the same for every --jobs below)."""
    folder = tmp_path_factory.mktemp("one-job")
    path = hands(folder, 20_000)
    return folder, run("score", "-i", str(path))


@pytest.mark.parametrize("jobs", [2, 4], ids=["jobs-2", "jobs-4"])
def test_killed_worker_has_its_lines_scored_again(one_job_20k, jobs):
    folder, expected = one_job_20k
    p, workers = start_batch(folder, jobs, 20_000)
    p.stdout.readline()
    os.kill(min(workers), signal.SIGKILL)
    out, err = finish(p)
    assert p.returncode == expected.returncode == 1  # (some lines are errors)
    first = expected.stdout.split(b"\n", 1)[0] + b"\n"
    assert first + out == expected.stdout  # every line answered once, in order
    assert err == b""


def test_worker_dying_twice_ends_the_batch_with_one_line(tmp_path):
    p, workers = start_batch(tmp_path, 2, 100_000)
    seen = kill_every_worker(p, workers)
    out, err = finish(p)
    assert p.returncode == 1
    lines = err.decode().splitlines()
    assert len(lines) == 1 and "died twice" in lines[0] and "lines read were not scored" in lines[0], lines
    not_scored = int(lines[0].split("; ")[-1].split()[0])
    assert not_scored >= 1
    got = out.splitlines()
    assert [json.loads(line)["line"] for line in got] == list(range(1, len(got) + 1))  # no gap before
    assert_gone(seen)


# -- 5. Lark's cache ----------------------------------------------------------------------------------------

def test_planted_lark_cache_is_never_loaded(tmp_path):
    """A pickle planted where Lark's cache of this grammar would be (and any other .lark_cache file)
    is never read: the refused line's message comes from a parser built in the process."""
    marker = tmp_path / "payload-ran"

    class Payload:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    cache_dir = tmp_path / "tmp"
    cache_dir.mkdir()
    code = ("import tempfile, sys; tempfile.tempdir = sys.argv[1]; from lark import Lark; "
            "from mjscore.notation.diagnosis import grammar_text; "
            "[Lark(grammar_text(), parser='lalr', lexer='contextual', start=s, cache=True) for s in ('start', 'botzone')]")
    subprocess.run([sys.executable, "-c", code, str(cache_dir)], cwd=ROOT, env=ENV, check=True, timeout=TIMEOUT)
    planted = [f for f in cache_dir.iterdir() if f.name.startswith(".lark_cache")]
    assert planted, "Lark wrote no cache file to plant over"
    for f in planted:
        f.write_bytes(pickle.dumps(Payload()))
    env = dict(ENV, TMPDIR=str(cache_dir), XDG_CACHE_HOME=str(tmp_path / "cache"))
    for args in (["score", WIN + "x"], ["score", "--tiles", "botzone", "W1W2x"]):
        r = run(*args, env=env)
        assert r.returncode == 1 and b'"ok":false' in r.stdout
    assert not marker.exists()


@pytest.mark.parametrize("folder_mode, file_mode", [(0o777, 0o600), (0o755, 0o600), (0o700, 0o666), (0o700, 0o620)],
                         ids=["folder-open-to-all", "folder-readable", "file-writable-by-all", "file-writable-by-group"])
def test_private_cache_is_not_loaded_when_others_could_write_it(tmp_path, monkeypatch, folder_mode, file_mode):
    from mjscore.notation.diagnosis import _private_cache
    from mjscore.notation.diagnosis import grammar_text

    marker = tmp_path / "payload-ran"

    class Payload:
        def __reduce__(self):
            return (os.system, (f"touch {marker}",))

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = Path(_private_cache(grammar_text(), "start"))
    assert path.parent.stat().st_mode & 0o777 == 0o700  # (made private)
    path.write_bytes(b"0" * 32 + b"\n" + pickle.dumps(Payload()))
    path.chmod(file_mode)
    path.parent.chmod(folder_mode)
    assert _private_cache(grammar_text(), "start") is None
    r = run("score", WIN + "x", env=dict(ENV, XDG_CACHE_HOME=str(tmp_path / "cache")))
    assert r.returncode == 1 and b'"ok":false' in r.stdout
    assert not marker.exists()


# -- 6. Unicode case folding --------------------------------------------------------------------------------

FOLDED_WORDS = [
    (WIN + " t\u017fumo", 19), (WIN + " tsumo r\u0130ichi", 25), (WIN + " \u0131ppatsu", 19),
    (WIN + " chan\u212aan", 19), (WIN + " \u017feat=E", 19), ("m123p456s789EEE(CCCC)C tsumo rin\u017fhan", 30),
]


@pytest.mark.parametrize("line, column", FOLDED_WORDS, ids=["long-s", "dotted-I", "dotless-i", "kelvin", "seat", "rinshan"])
def test_non_ascii_letters_never_fold_onto_a_word(line, column):
    from mjscore import MjscoreError, score

    with pytest.raises(MjscoreError) as caught:
        score(line)
    assert (caught.value.kind, caught.value.column) == ("invalid", column)
    assert "internal error" not in caught.value.message
    r = run("score", line)
    got = json.loads(r.stdout)
    assert r.returncode == 1 and got["error"]["kind"] == "invalid" and got["error"]["column"] == column


@pytest.mark.parametrize("args", [["--seat", "\u017f"], ["--round", "\u017f"], ["--rules", "r\u0130ichi"]],
                         ids=["seat-long-s", "round-long-s", "rules-dotted-I"])
def test_non_ascii_letters_never_fold_onto_an_option_value(args):
    r = run("score", *args, WIN)
    assert r.returncode == 2 and b"Traceback" not in r.stderr


# -- 7. long and endless lines -------------------------------------------------------------------------------

def _limit_memory(megabytes: int):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    return limit


def test_a_20_megabyte_line_is_one_error_and_the_next_line_scores(tmp_path):
    path = tmp_path / "long.txt"
    with path.open("w") as f:
        f.write("m" + "1" * 20_000_000 + "\n" + WIN + "\n")
    r = run("score", "-i", str(path), preexec_fn=_limit_memory(400))
    assert b"MemoryError" not in r.stderr and r.returncode == 1, r.stderr
    first, second = (json.loads(line) for line in r.stdout.splitlines())
    assert first["error"]["kind"] == "invalid" and "line too long: 20000001 bytes" in first["error"]["message"]
    assert len(first["input"]) <= 81
    assert second["line"] == 2 and second["ok"]


def test_dev_zero_reads_in_bounded_memory():
    p = mjscore("score", "-i", "/dev/zero", preexec_fn=_limit_memory(400))
    try:
        p.wait(timeout=3)  # (an endless line: it reads on, in constant memory, until stopped)
    except subprocess.TimeoutExpired:
        pass
    assert p.poll() is None, p.stderr.read()
    p.send_signal(signal.SIGTERM)
    out, err = finish(p)
    assert p.returncode == 128 + signal.SIGTERM and err == b"" and out == b""


# -- 8. disk full ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("args, input", [
    (["score", WIN], None), (["score", "-f", "text", WIN], None), (["score", "-f", "json", WIN], None),
    (["score"], (WIN + "\n").encode()), (["score", "-f", "text"], (WIN + "\n").encode()),
    (["waits", "m123p456s789EEEC"], None), (["discard", WIN], None), (["rules"], None), (["--version"], None),
    (["--help"], None), (["score", "--jobs", "2", WIN, WIN], None), (["points", "30", "4"], None), (["points"], None),
    (["log", RECORD], None), (["score", "--help"], None), (["--show-completion", "zsh"], None),
], ids=["score", "text", "json", "stdin", "stdin-text", "waits", "discard", "rules", "version", "help", "jobs",
        "points-entry", "points-table", "log", "score-help", "completion"])
def test_full_disk_is_one_line_and_exit_1(args, input):
    with open("/dev/full", "wb") as full:
        r = subprocess.run([sys.executable, "-m", "mjscore", *args], cwd=ROOT, env=ENV, input=input, stdout=full,
                           stderr=subprocess.PIPE, timeout=TIMEOUT)
    assert r.returncode == 1
    assert r.stderr.decode().splitlines() == ["mjscore: cannot write the output: No space left on device"]


def test_closed_stdout_is_one_line_and_exit_1():
    r = subprocess.run([sys.executable, "-m", "mjscore", "score", WIN], cwd=ROOT, env=ENV, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, timeout=TIMEOUT, preexec_fn=lambda: os.close(1))
    assert r.returncode == 1 and len(r.stderr.splitlines()) == 1


# -- 9. line splitting and encodings ----------------------------------------------------------------------------

def test_lines_split_on_newline_only_the_same_from_stdin_a_file_and_arguments(tmp_path):
    data = f"{WIN}\r tsumo\nA\rB\n{WIN}\r\n".encode()
    path = tmp_path / "cr.txt"
    path.write_bytes(data)
    piped = run("score", input=data)
    read = run("score", "-i", str(path))
    assert piped.stdout == read.stdout
    got = [json.loads(line) for line in piped.stdout.splitlines()]
    assert len(got) == data.count(b"\n") == 3  # as many results as `wc -l`
    assert [g["input"] for g in got] == [WIN + "\r tsumo", "A\rB", WIN]
    argued = run("score", WIN + "\r tsumo", "A\rB", WIN)
    assert argued.stdout == piped.stdout


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be"])
def test_utf16_file_is_one_error_naming_it(tmp_path, encoding):
    path = tmp_path / "utf16.txt"
    path.write_bytes(("\ufeff" if encoding.endswith("be") else "").encode(encoding) + f"{WIN}\n{WIN}\n".encode(encoding))
    r = run("score", "-i", str(path))
    lines = r.stdout.splitlines()
    assert r.returncode == 1 and len(lines) == 1
    assert "UTF-16" in json.loads(lines[0])["error"]["message"]


def test_invalid_utf8_line_names_the_byte_and_the_others_score(tmp_path):
    r = run("score", input=f"{WIN}\nm123p456s789EEEC\xe9C\n{WIN}\n".encode("latin-1"))
    got = [json.loads(line) for line in r.stdout.splitlines()]
    assert [g["ok"] for g in got] == [True, False, True]
    assert "not UTF-8" in got[1]["error"]["message"] and "0xE9" in got[1]["error"]["message"]
    assert got[1]["error"]["column"] == 17


# -- 10. echoed input ----------------------------------------------------------------------------------------------

def test_message_quotes_at_most_80_characters():
    r = run("score", "-f", "text", "m" + "1" * 100_000)
    assert r.stdout == b""  # (text: the error line is on standard error)
    (line,) = r.stderr.decode().splitlines()
    quoted = line.removeprefix("line 1: error: ").split(": ", 1)[0]
    assert len(quoted.rstrip("…")) <= 80 and len(line) < 400


@pytest.mark.parametrize("control", ["\x0c", "\x85", "\u2028", "\x1b", "\x00"], ids=["form-feed", "nel", "line-sep", "esc", "nul"])
def test_control_characters_are_escaped_in_text_messages(control):
    r = run("score", "-f", "text", input=f"m123p45{control}6s789EEECx\n".encode())
    err = r.stderr.decode()  # (text: the error line is on standard error)
    assert r.stdout == b"" and err.startswith("line 1: error: ")
    assert r.returncode == 1 and err.count("\n") == 1 and control not in err, err


# -- 11. a half line -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["sigterm", "sigint"])
def test_signal_while_writing_to_a_slow_reader_leaves_whole_lines(tmp_path, signum):
    p = mjscore("score", "-i", str(hands(tmp_path, 50_000)))
    time.sleep(1.0)  # (the pipe fills; the program waits in a write)
    p.send_signal(signum)
    out, err = finish(p)
    assert p.returncode == (130 if signum == signal.SIGINT else 128 + signum), err
    assert out.endswith(b"\n") and b"Traceback" not in err
    assert all(json.loads(line) for line in out.splitlines())


# -- 12. --jobs streams -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("jobs", ["2", "auto"])
def test_jobs_streams_results_as_lines_arrive(jobs):
    p = mjscore("score", "--jobs", jobs, stdin=subprocess.PIPE)
    try:
        for n in range(1, 4):  # a result comes back before the next line is written
            p.stdin.write((WIN + "\n").encode())
            p.stdin.flush()
            assert json.loads(p.stdout.readline())["line"] == n
        p.stdin.close()
        assert p.stdout.read() == b""
        p.wait(timeout=TIMEOUT)
    finally:
        p.kill()
    assert p.returncode == 0


def test_jobs_auto_uses_the_cores_for_a_large_file(tmp_path):
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: auto is 1 job")
    p = mjscore("score", "--jobs", "auto", "-i", str(hands(tmp_path, 100_000)))
    workers = workers_of(p, 2)
    p.kill()
    p.wait(timeout=TIMEOUT)
    assert_gone(workers)


def test_jobs_output_equals_one_job(tmp_path):
    path = hands(tmp_path, 3000)
    one = run("score", "-i", str(path))
    for jobs in ("2", "3", "auto"):
        many = run("score", "--jobs", jobs, "-i", str(path))
        assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)
    piped = run("score", "--jobs", "2", input=path.read_bytes())
    assert piped.stdout == one.stdout


# -- fuzz: one answer per line, never an internal error ----------------------------------------------------------

SEEDS = [WIN, WIN + " tsumo seat=S", "m1112345678999m5 tsumo", "p11WWPPPW[SSS][p999] ron dora=s1",
         "m234p55s678[s345](z7777) tsumo", "m123p456s789E(CCCC) E tsumo rinshan last-draw f13",
         "m234567p234s23554 tsumo seat=S honba=1 riichi ura=m1"]
ALPHABET = "mpsz0123456789ESWNPFCf[]() =-tsumoronseatriichi\r\t\x0c\x00\u2028\u0085\ufeff🀄" + FOLDING


def _mutated(rng: random.Random, n: int) -> list[str]:
    out = []
    for _ in range(n):
        line = list(rng.choice(SEEDS))
        for _ in range(rng.randint(1, 3)):
            i = rng.randrange(len(line) + 1)
            op = rng.random()
            if op < 0.4:
                line.insert(i, rng.choice(ALPHABET))
            elif op < 0.7 and i < len(line):
                line[i] = rng.choice(ALPHABET)
            elif i < len(line):
                del line[i]
        out.append("".join(line).replace("\n", " "))
    return out


def _one_answer_per_line(lines: list[str], *args: str) -> None:
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    r = run("score", *args, input=data)
    answers = [json.loads(line) for line in r.stdout.splitlines()]
    expected = [i for i, line in enumerate(lines, 1) if line.strip() and not line.strip().startswith("#")]
    assert [a["line"] for a in answers] == expected
    internal = [a for a in answers if not a["ok"] and "internal error" in a["error"]["message"]]
    assert not internal, internal[:3]
    assert all(len(a["error"]["message"]) < 1200 for a in answers if not a["ok"])
    assert b"Traceback" not in r.stderr


@pytest.mark.parametrize("rules", ["mcr", "riichi", "fliosen", "yaochu"])
def test_fuzz_mutated_lines_get_one_answer_each(rules):
    _one_answer_per_line(_mutated(random.Random(f"faults-{rules}"), 1500), "--rules", rules)


def test_fuzz_hypothesis_lines_with_folding_letters():
    from hypothesis import HealthCheck, given, settings
    from hypothesis import strategies as st

    from mjscore import MjscoreError, score

    word = st.sampled_from(["tsumo", "riichi", "seat=E", "ippatsu", "chankan", "rinshan", "dora=m1", "kan"])
    folded = st.builds(lambda w, i, c: w[:i] + c + w[i + 1:], word, st.integers(0, 6), st.sampled_from(FOLDING))
    piece = st.one_of(word, folded, st.text(alphabet=ALPHABET, max_size=4))
    line = st.builds(lambda seed, parts: seed + " " + " ".join(parts), st.sampled_from(SEEDS), st.lists(piece, max_size=4))
    batch: list[str] = []

    @settings(max_examples=300, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
    @given(line)
    def check(text):
        batch.append(text)
        try:
            score(text, rules="riichi")
        except MjscoreError as e:
            assert "internal error" not in e.message, e.message
            assert e.kind in ("syntax", "invalid", "not-a-win")

    check()
    _one_answer_per_line([t.replace("\n", " ") for t in batch], "--rules", "riichi")
