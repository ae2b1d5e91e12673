"""The kernel's isolation around each child (sandbox/isolation.py): a network namespace of its own (no
UDP, TCP or abstract Unix socket reaches the host) and a cap on its processes and threads, with real
children through the real CLI. Each fork bomb here is bounded in its own code (FORK_CAP forks at most).
"""

from __future__ import annotations

import errno
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import live_descendants, share_builds, tool_found
from test_confinement import attempt, judge
from test_hostile import BANK, HANG_GUARD_S

from judge.sandbox import isolation, landlock

SUPPORT = isolation.support()
needs = pytest.mark.skipif(SUPPORT.mode is isolation.Mode.NONE, reason=f"no isolation: {SUPPORT.reason}")
FORK_CAP = 2000  # the most forks any bomb below tries, limit or not


def refused(report: dict, *texts: str) -> str:
    assert report["verdict"] == "RE", report["failure"]
    message = report["failure"]["message"]
    assert any(text in message for text in texts), message
    return message


@needs
def test_json_says_which_layers_are_on(tmp_path: Path) -> None:
    report = attempt(tmp_path, "pass")
    assert report["verdict"] == "AC"
    assert report["confinement"]["network_namespace"] is True
    assert report["confinement"]["process_limit"] is True
    assert report["confinement"]["process_limit_by"] == SUPPORT.mode.value
    assert report["confinement"]["user_namespace"] is (SUPPORT.mode is isolation.Mode.USER_NAMESPACE)
    assert report["confinement"]["landlock"] is (landlock.support().abi > 0)
    assert report["confinement"]["pid_namespace"] is SUPPORT.pid_namespace
    ended_by = report["confinement"]["processes_ended_by"]
    assert ("PID namespace" in ended_by) is SUPPORT.pid_namespace, ended_by


def test_turned_off_json_says_so_and_judging_goes_on(tmp_path: Path) -> None:
    solution = tmp_path / "udp.py"
    solution.write_text(
        "import socket\nclass Solution:\n    def sumList(self, nums):\n        return sum(nums)\n"
    )
    report = json.loads(judge(solution, tmp_path / "home", env={"JUDGE_NO_NAMESPACES": "1"}).stdout)
    assert report["verdict"] == "AC"
    assert report["confinement"]["network_namespace"] is False
    assert "JUDGE_NO_NAMESPACES" in report["confinement"]["isolation_missing"]
    assert report["confinement"]["pid_namespace"] is False
    assert "tree kill" in report["confinement"]["processes_ended_by"]


@needs
def test_a_udp_datagram_to_the_host_is_refused(tmp_path: Path) -> None:
    """Landlock has no UDP rule: only the network namespace stops this one (today's AC)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as listener:
        listener.bind(("127.0.0.1", 0))
        port = listener.getsockname()[1]
        body = f"socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', ('127.0.0.1', {port}))"
        refused(attempt(tmp_path, body), "Network is unreachable")
        listener.settimeout(0.2)
        with pytest.raises(TimeoutError):
            listener.recv(16)


@needs
def test_tcp_is_refused_by_the_namespace_even_without_landlock(tmp_path: Path) -> None:
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
        solution = tmp_path / "tcp.py"
        solution.write_text(
            "import socket\nclass Solution:\n    def sumList(self, nums):\n"
            f"        socket.create_connection(('127.0.0.1', {port}), timeout=2)\n"
            "        return sum(nums)\n"
        )
        result = judge(solution, tmp_path / "home", env={"JUDGE_NO_LANDLOCK": "1"})
        refused(json.loads(result.stdout), "Network is unreachable")


@needs
def test_an_abstract_unix_socket_of_the_host_is_out_of_reach(tmp_path: Path) -> None:
    name = f"judge-test-{tmp_path.name}"
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind("\0" + name)
        server.listen()
        body = f"s = socket.socket(socket.AF_UNIX)\ns.connect('\\0{name}')"
        # the namespace has its own abstract names (refused); Landlock's scope would say EPERM
        refused(attempt(tmp_path, body), "ConnectionRefusedError", "PermissionError")
        server.settimeout(0.2)
        with pytest.raises(TimeoutError):
            server.accept()


def python_bomb() -> str:
    return (
        "import os, time\nclass Solution:\n    def sumList(self, nums):\n"
        "        forked = 0\n"
        "        try:\n"
        f"            while forked < {FORK_CAP}:\n"
        "                if os.fork() == 0:\n"
        "                    time.sleep(0.5)\n"
        "                    os._exit(0)\n"
        "                forked += 1\n"
        "        finally:\n"
        "            print('forked', forked, flush=True)\n"
        "        return sum(nums)\n"
    )


@needs
def test_a_python_fork_bomb_stops_at_the_limit(tmp_path: Path) -> None:
    solution = tmp_path / "bomb.py"
    solution.write_text(python_bomb())
    report = json.loads(judge(solution, tmp_path / "home").stdout)
    limit = isolation.process_limit("python")
    refused(report, f"process limit reached ({limit} processes and threads)")
    forked = int(re.search(r"forked (\d+)", report["failure"]["output"]).group(1))  # type: ignore[union-attr]
    # every child still sleeps when the fork fails: all were alive at once, the harness's threads beside
    assert 0 < forked < limit
    assert not live_descendants()


@needs
@pytest.mark.skipif(not tool_found("go"), reason="go is not installed")
def test_a_go_program_that_starts_processes_stops_at_the_limit(tmp_path: Path, shared_builds: Path) -> None:
    solution = tmp_path / "bomb.go"
    solution.write_text(
        'import (\n\t"fmt"\n\t"os/exec"\n)\n\n'
        "func sumList(nums []int) int {\n"
        f"\tfor i := 0; i < {FORK_CAP}; i++ {{\n"
        '\t\tif err := exec.Command("sleep", "1").Start(); err != nil {\n'
        '\t\t\tpanic(fmt.Sprintf("started %d: %v", i, err))\n'
        "\t\t}\n\t}\n\tsum := 0\n\tfor _, x := range nums {\n\t\tsum += x\n\t}\n\treturn sum\n}\n"
    )
    # the run's builds: Go's standard library is compiled once, not once a home
    report = json.loads(judge(solution, share_builds(tmp_path / "home", shared_builds)).stdout)
    limit = isolation.process_limit("go")
    message = refused(report, f"process limit reached ({limit} processes and threads)")
    started = int(re.search(r"started (\d+)", message).group(1))  # type: ignore[union-attr]
    assert 0 < started < limit
    assert not live_descendants()


@needs
def test_without_landlock_a_child_of_root_writes_only_its_own_folder(tmp_path: Path) -> None:
    if SUPPORT.mode is not isolation.Mode.UID:
        pytest.skip("the judge does not run as root here")
    target = tmp_path / "escaped.txt"
    solution = tmp_path / "writes.py"
    solution.write_text(
        "import os\nclass Solution:\n    def sumList(self, nums):\n"
        f"        open({str(target)!r}, 'w').write('x')\n"
        "        return sum(nums)\n"
    )
    result = judge(solution, tmp_path / "home", env={"JUDGE_NO_LANDLOCK": "1"})
    refused(json.loads(result.stdout), "PermissionError")
    assert not target.exists()


SYSTEM_PYTHON = Path(f"/usr/bin/python{sys.version_info.major}.{sys.version_info.minor}")


@pytest.mark.skipif(os.geteuid() != 0, reason="starts a child as another user")
@pytest.mark.skipif(
    not SYSTEM_PYTHON.exists(), reason=f"no {SYSTEM_PYTHON} (the confining code is marshalled)"
)
@pytest.mark.parametrize("pid_namespace", [False, True], ids=["own-network", "own-pids-too"])
def test_a_user_who_is_not_root_gets_a_user_namespace_with_the_same_limits(
    tmp_path: Path, pid_namespace: bool
) -> None:
    """The way a user who is not root takes (isolation.Mode.USER_NAMESPACE), applied by the real
    confining code in a child started as `nobody` with the system's Python (the judge's own lives
    where `nobody` cannot read): RLIMIT_NPROC counts the namespace's processes, UDP goes nowhere;
    with a PID namespace, the program is its PID 2 and a daemon it leaves ends with it."""
    folder = tmp_path / "run"
    folder.mkdir()
    folder.chmod(0o777)
    spec = isolation.Isolation(isolation.Mode.USER_NAMESPACE, pid_namespace=pid_namespace).spec(
        16, [str(folder)]
    )
    opening = landlock.opening(landlock.plan([SYSTEM_PYTHON], [folder]), (), spec)
    token = f"{os.getpid()}{id(folder) % 100000}.5"  # the daemon's sleep, named by nothing else
    code = (
        "import os, socket, time\n"
        "print('uid', os.getuid(), 'pid', os.getpid(), 'parent', os.getppid(), flush=True)\n"
        "if os.fork() == 0:\n"
        "    os.setsid()\n"
        "    if os.fork() == 0:\n"
        "        null = os.open('/dev/null', os.O_RDWR)\n"
        "        for fd in (0, 1, 2):\n"
        "            os.dup2(null, fd)\n"
        f"        os.execv('/bin/sleep', ['sleep', '{token}'])\n"
        "    os._exit(0)\n"
        "os.wait()\n"
        "try:\n"
        "    socket.socket(socket.AF_INET, socket.SOCK_DGRAM).sendto(b'x', ('127.0.0.1', 9))\n"
        "except OSError as exc:\n"
        "    print('udp', exc.errno, flush=True)\n"
        "forked = 0\n"
        f"while forked < {FORK_CAP}:\n"
        "    try:\n"
        "        if os.fork() == 0:\n"
        "            time.sleep(0.5)\n"
        "            os._exit(0)\n"
        "    except OSError as exc:\n"
        "        print('fork', exc.errno, flush=True)\n"
        "        break\n"
        "    forked += 1\n"
        "print('forked', forked, flush=True)\n"
    )
    read, write = os.pipe()
    os.write(write, opening)
    os.close(write)
    python = str(SYSTEM_PYTHON)
    try:
        done = subprocess.run(
            [python, "-I", "-S", "-c", landlock.LAUNCHER, str(read), python, python, "-I", "-S", "-c", code],
            pass_fds=(read,),
            capture_output=True,
            text=True,
            cwd=folder,
            user=65534,
            group=65534,
            extra_groups=[],
            timeout=60,
        )
    finally:
        os.close(read)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    uid, _, pid, _, parent = lines["uid"].split()
    assert uid == "65534"  # mapped to itself
    assert lines["udp"] == str(errno.ENETUNREACH)
    assert lines["fork"] == str(errno.EAGAIN)
    assert 0 < int(lines["forked"]) < 16
    daemons = [int(p) for p in os.listdir("/proc") if p.isdigit() and token in _command(int(p))]
    for stray in daemons:  # without a PID namespace, the judge's tree kill would end it
        os.kill(stray, signal.SIGKILL)
    # with one, the namespace ended with its program (and the program is the init's child)
    assert bool(daemons) is not pid_namespace, daemons
    assert ((pid, parent) == ("2", "1")) is pid_namespace, (pid, parent)


def _command(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as handle:
            return handle.read().decode(errors="replace")
    except OSError:
        return ""


@needs
@pytest.mark.skipif(not tool_found("go"), reason="go is not installed")
def test_a_build_made_under_a_private_umask_still_runs(tmp_path: Path, shared_builds: Path) -> None:
    """Under umask 077 the compiled program is its owner's alone; a child of root, a uid of its
    own, must still execute it. The run's Go cache is shared (its standard library compiled once);
    the source is this test's alone, so its program is built here, under the umask."""
    solution = tmp_path / "plain.go"
    solution.write_text(
        "func sumList(nums []int) int {\n\ts := 0\n\tfor _, x := range nums {\n\t\ts += x\n\t}\n\treturn s\n}\n"
        f"// {tmp_path.name} {os.getpid()} {id(solution)}\n"
    )
    home = share_builds(tmp_path / "home", shared_builds)
    command = [sys.executable, "-m", "judge", "--problems", str(BANK), "submit", "tiny-sum", str(solution)]
    done = subprocess.run(
        [*command, "--json", "--no-record"],
        capture_output=True,
        text=True,
        timeout=HANG_GUARD_S * 3,
        umask=0o077,
        env={**os.environ, "JUDGE_HOME": str(home)},
    )
    report = json.loads(done.stdout)
    assert report["verdict"] == "AC", done.stderr
    assert report["compile_ms"] > 0  # built now, under the umask, not found in the shared cache


@needs
@pytest.mark.skipif(shutil.which("java") is None, reason="java is not installed")
def test_a_java_thread_bomb_is_an_re_not_an_mle(tmp_path: Path, shared_builds: Path) -> None:
    """The JVM throws OutOfMemoryError when the cap refuses a thread: the report says which limit."""
    solution = tmp_path / "Bomb.java"
    solution.write_text(
        "class Solution {\n    public int sumList(int[] nums) {\n"
        f"        for (int i = 0; i < {FORK_CAP}; i++) {{\n"
        "            Thread t = new Thread(() -> { try { Thread.sleep(1000); } catch (InterruptedException e) {} });\n"
        "            t.setDaemon(true);\n            t.start();\n        }\n"
        "        int s = 0;\n        for (int x : nums) s += x;\n        return s;\n    }\n}\n"
    )
    report = json.loads(judge(solution, share_builds(tmp_path / "home", shared_builds)).stdout)
    refused(report, f"process limit reached ({isolation.process_limit('java')} processes and threads)")
    assert not live_descendants()
