"""`mjscore log --jobs N` under faults (issue 22): the record files are read by the worker processes
of `score --jobs` (mjscore.pool), so each fault ends as it does there (tests/test_faults.py):
real processes with timeouts, the workers watched by PID. A file whose worker dies twice is one
error result and the other files go on; the output equals `--jobs 1`.

docs/logs.md (`--jobs N`) says what is checked here.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

from tests.test_faults import (ROOT, assert_closed_pipe_ends_quietly, assert_ctrl_c_exits_cleanly,
                               assert_gone, assert_sigterm_ends_every_worker, finish, kill_every_worker, mjscore,
                               run, workers_of)

LOG_SAMPLE = Path(ROOT) / "tests" / "data" / "logs" / "tenhou-xml" / "2016052515gm-00a9-0000-c4d72066.mjlog"


def records(tmp_path: Path, n: int) -> Path:
    """A directory of n copies of one Tenhou record (enough files for a run that lasts)."""
    folder = tmp_path / "records"
    folder.mkdir()
    data = LOG_SAMPLE.read_bytes()
    for i in range(n):
        (folder / f"{i:05d}.mjlog").write_bytes(data)
    return folder


def start_log(folder: Path, jobs: int = 2, **kwargs) -> tuple[subprocess.Popen, set[int]]:
    p = mjscore("log", "--format", "jsonl", "--jobs", str(jobs), str(folder), **kwargs)
    return p, workers_of(p, jobs)


def test_log_jobs_output_equals_one_job(tmp_path):
    folder = records(tmp_path, 12)
    (folder / "cut.mjlog").write_bytes(LOG_SAMPLE.read_bytes()[:5000])  # (error results come back too)
    samples = str(LOG_SAMPLE.parents[1])  # every format's samples, a server's error event among them
    one = run("log", "--format", "jsonl", str(folder), samples)
    assert one.returncode == 1 and b'"ok":false' in one.stdout
    for jobs in ("2", "3"):
        many = run("log", "--format", "jsonl", "--jobs", jobs, str(folder), samples)
        assert (many.returncode, many.stdout, many.stderr) == (one.returncode, one.stdout, one.stderr)


def test_log_jobs_killed_worker_has_its_file_read_again(tmp_path):
    folder = records(tmp_path, 400)
    expected = run("log", "--format", "jsonl", str(folder))
    p, workers = start_log(folder)
    first = p.stdout.readline()
    os.kill(min(workers), signal.SIGKILL)
    out, err = finish(p)
    assert p.returncode == expected.returncode == 0
    assert first + out == expected.stdout  # every win once, in input order
    assert err == b""


def test_log_jobs_worker_dying_twice_is_an_error_result_for_its_file(tmp_path):
    folder = records(tmp_path, 40)
    p, workers = start_log(folder)
    seen = kill_every_worker(p, workers)
    out, err = finish(p)
    assert p.returncode == 1 and err == b""
    results = [json.loads(line) for line in out.splitlines()]
    died = [r for r in results if not r["ok"]]
    assert died and all("worker process died twice" in r["error"]["message"] for r in died)
    files = [r["file"] for r in results]
    assert files == sorted(files)  # in input order
    assert len({r["file"] for r in died}) == len(died)  # one error result for such a file
    assert len(set(files)) == 40  # every file has its results or its error: none lost
    assert_gone(seen)


def test_log_jobs_sigterm_ends_every_worker(tmp_path):
    assert_sigterm_ends_every_worker(*start_log(records(tmp_path, 2000)))


def test_log_jobs_ctrl_c_to_the_process_group_exits_130_without_traceback(tmp_path):
    p, workers = start_log(records(tmp_path, 2000), start_new_session=True)
    p.stdout.readline()
    assert_ctrl_c_exits_cleanly(p, workers)


def test_log_jobs_closed_pipe_ends_parent_and_workers_quietly(tmp_path):
    p, workers = start_log(records(tmp_path, 2000))
    assert json.loads(p.stdout.readline())["ok"]
    assert_closed_pipe_ends_quietly(p, workers)
