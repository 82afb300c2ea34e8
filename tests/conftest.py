"""Shared test configuration: a fixed Hypothesis profile (deterministic runs) and a summary section
where the differential tests report what they covered (printed at the end of every pytest run)."""

from __future__ import annotations

from hypothesis import HealthCheck, settings

# Every property test runs the same examples on every run and machine (no database, no deadline:
# the shared CI machine's timing must not decide a result).
settings.register_profile("mjscore", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("mjscore")

# Lines the tests add to the end-of-run summary (e.g. the per-fan coverage of the MCR differential).
SUMMARY: list[str] = []


def pytest_terminal_summary(terminalreporter) -> None:
    if SUMMARY:
        terminalreporter.section("coverage of the differential tests")
        for line in SUMMARY:
            terminalreporter.write_line(line)
