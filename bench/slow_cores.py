"""A cheap tablet's slow cores, emulated on this machine: every thread of the browser runs on a
core of its own at a fraction of this machine's speed.

Chromium's CPU throttle (DevTools' Emulation.setCPUThrottlingRate) slows only the page's main
thread, and does it by keeping that thread busy while it holds it back (an idle page under the
4x throttle uses 0.77 of a core): on a 2-core machine, beside Python's worker and V8's
compiler threads at full speed, the page's thread waits for a core as much as for the throttle.
A cheap tablet is the other way round: four to eight cores, each several times slower, every
thread slowed alike (Python's worker and the compilers too), none spinning.

This emulates that with Linux's CFS bandwidth control (the cgroup v1 `cpu` controller, as
root): each thread of the browser's processes is put in a group of its own whose quota is
1/rate of a core (2.5 ms in every 10 ms at rate 4). A thread never runs faster than a core
`rate` times slower, and as long as no more than 2 x rate of them are busy at once (here: the
page's thread, its compositor, Python's worker, V8's compiler threads, the browser's and the
GPU process's) none waits for a core. A poller moves each new thread to a group of its own as
it appears (until then it shares its creator's, as Linux makes it); on leaving, every thread
goes back to this process's group (the browser's, as it runs under this process) and the groups
are removed.

    with SlowCores(4):
        ...  # the browser's threads are slowed meanwhile
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

CPU_CGROUP = Path("/sys/fs/cgroup/cpu")  # cgroup v1's cpu controller
PERIOD_US = 10_000
THREAD_POLL_S = 0.005  # new threads of the browser's processes
PROCESS_POLL_S = 0.05  # new processes (a new context's renderer)


class SlowCoresUnavailable(RuntimeError):
    """This machine cannot emulate slow cores (not Linux's cgroup v1 cpu controller, not root)."""


def available() -> str | None:
    """None if slow cores can be emulated here, else why not."""
    if not (CPU_CGROUP / "cpu.cfs_quota_us").exists():
        return f"no cgroup v1 cpu controller at {CPU_CGROUP}"
    if os.geteuid() != 0:
        return "the cgroup cpu controller needs root"
    return None


def descendants(pid: int) -> list[int]:
    """`pid` and every process under it."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(parent, []).append(int(entry.name))
    found, todo = [], [pid]
    while todo:
        here = todo.pop()
        found.append(here)
        todo += children.get(here, [])
    return found


def browser_processes(match: bytes) -> list[int]:
    """The processes under this one whose command line holds `match` (the browser's)."""
    found = []
    for pid in descendants(os.getpid())[1:]:
        try:
            if match in Path(f"/proc/{pid}/cmdline").read_bytes():
                found.append(pid)
        except OSError:
            pass
    return found


def own_group(pid: int) -> Path:
    """The cpu controller's group a process is in (the root, where none is named)."""
    for line in Path(f"/proc/{pid}/cgroup").read_text().splitlines():
        _, controllers, path = line.split(":", 2)
        if "cpu" in controllers.split(","):
            return CPU_CGROUP / path.lstrip("/")
    return CPU_CGROUP


class SlowCores:
    """While inside: every thread of the browser's processes (command line holding `match`)
    limited to 1/rate of a core, each in a group of its own."""

    def __init__(self, rate: float, match: bytes = b"chromium"):
        why = available()
        if why:
            raise SlowCoresUnavailable(why)
        self.rate, self.match = rate, match
        self.home = own_group(os.getpid())
        self.root = self.home / f"timekeeper-slow-cores-{os.getpid()}"
        self.placed: set[int] = set()
        self.stop = threading.Event()
        self.poller: threading.Thread | None = None

    def place(self, tid: int) -> None:
        group = self.root / f"t{tid}"
        try:
            group.mkdir(exist_ok=True)
            (group / "cpu.cfs_period_us").write_text(str(PERIOD_US))
            (group / "cpu.cfs_quota_us").write_text(str(round(PERIOD_US / self.rate)))
            (group / "tasks").write_text(str(tid))
        except OSError:  # the thread ended meanwhile
            return
        self.placed.add(tid)

    def poll(self) -> None:
        processes: list[int] = []
        looked = 0.0
        while not self.stop.is_set():
            if time.monotonic() - looked > PROCESS_POLL_S:
                processes, looked = browser_processes(self.match), time.monotonic()
            for pid in processes:
                try:
                    tids = os.listdir(f"/proc/{pid}/task")
                except OSError:
                    continue
                for tid in map(int, tids):
                    if tid not in self.placed:
                        self.place(tid)
            self.stop.wait(THREAD_POLL_S)

    def __enter__(self) -> SlowCores:
        for stale in self.home.glob("timekeeper-slow-cores-*"):  # a run that was killed
            if not Path(f"/proc/{stale.name.rsplit('-', 1)[1]}").exists():
                remove_groups(stale)
        self.root.mkdir(exist_ok=True)
        self.poller = threading.Thread(target=self.poll, name="slow-cores", daemon=True)
        self.poller.start()
        return self

    def __exit__(self, *exc) -> None:
        self.stop.set()
        if self.poller:
            self.poller.join()
        for group in self.root.glob("t[0-9]*"):
            try:
                for tid in (group / "tasks").read_text().split():
                    (self.home / "tasks").write_text(tid)
            except OSError:  # the thread ended meanwhile
                pass
        remove_groups(self.root)


def remove_groups(root: Path, tries: int = 40) -> None:
    """Remove `root` and its groups, once empty (a thread still ending keeps its group busy
    for a moment: tried again every 50 ms, up to two seconds)."""
    for _ in range(tries):
        for group in [*root.glob("t[0-9]*"), root]:
            try:
                group.rmdir()
            except OSError:
                pass
        if not root.exists():
            return
        time.sleep(0.05)
