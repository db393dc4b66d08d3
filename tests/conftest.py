"""Lets test modules share their helpers (`from test_speech import FakeLauncher`)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from hypothesis import HealthCheck, settings

# A loaded two-core machine (CI) can make generation and each example slow; slowness is no
# failure here (tests never assert on time), so no example has a deadline either.
settings.register_profile("default", suppress_health_check=[HealthCheck.too_slow], deadline=None)
settings.load_profile("default")


# ----- a throwaway PostgreSQL cluster for the store's tests --------------------------------------
import contextlib  # noqa: E402
import itertools  # noqa: E402
import os  # noqa: E402
import pwd  # noqa: E402
import shutil  # noqa: E402
import socket  # noqa: E402
import subprocess  # noqa: E402
from collections.abc import Iterator  # noqa: E402

import pytest  # noqa: E402

BUILD = Path(__file__).resolve().parent.parent / "build"
PG_USER = "fortythieves-pg"  # PostgreSQL refuses to run as root: CI's tests run the cluster as this user
_DATABASES = itertools.count()


def _pg_bin() -> Path:
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: int(p.parent.parent.name))
    if not found:
        pytest.fail("PostgreSQL is not installed: tools/setup.sh --dev installs Debian's postgresql")
    return found[-1].parent


def _as_owner(argv: list[str], owner: str | None) -> list[str]:
    return argv if owner is None else ["runuser", "-u", owner, "--", *argv]


def _owner() -> str | None:
    """Who runs the cluster: this user, or (as root) a system user made for it once."""
    if os.getuid() != 0:
        return None
    try:
        pwd.getpwnam(PG_USER)
    except KeyError:
        subprocess.run(
            ["useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", PG_USER], check=True
        )
    return PG_USER


def _cluster_folder(owner: str | None) -> Path:
    """build/pg-PID, made for the cluster's user; a folder of /tmp instead when that user
    cannot reach build/ (a clone under a private home) or its socket's path would be too
    long for a Unix socket."""
    import tempfile

    base = BUILD / f"pg-{os.getpid()}"
    shutil.rmtree(base, ignore_errors=True)
    (base / "run").mkdir(parents=True)
    if owner is None:
        usable = True
    else:
        BUILD.chmod(BUILD.stat().st_mode | 0o711)  # the cluster's user goes through, reads nothing
        shutil.chown(base, owner)
        shutil.chown(base / "run", owner)
        usable = (
            subprocess.run(["runuser", "-u", owner, "--", "test", "-w", str(base / "run")]).returncode == 0
        )
    if usable and len(str(base / "run")) < 80:
        return base
    shutil.rmtree(base, ignore_errors=True)
    base = Path(tempfile.mkdtemp(prefix="fortythieves-pg-"))
    (base / "run").mkdir()
    if owner is not None:
        shutil.chown(base, owner)
        shutil.chown(base / "run", owner)
    return base


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """A cluster of its own under build/ (trust on its socket only, no TCP), started for
    the test session and stopped after it: the base URL of its `postgres` database."""
    bin_dir, owner = _pg_bin(), _owner()
    base = _cluster_folder(owner)
    data = base / "data"
    user = owner or pwd.getpwuid(os.getuid()).pw_name
    subprocess.run(
        _as_owner(
            [str(bin_dir / "initdb"), "-D", str(data), "-U", user, "--auth=trust", "-E", "UTF8"], owner
        ),
        check=True,
        capture_output=True,
    )
    with socket.socket() as s:  # a port no other cluster on this machine uses for its socket's name
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    options = f"-c listen_addresses='' -k {base / 'run'} -p {port} -c max_connections=200 -c fsync=on"
    start = [str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(base / "log"), "-o", options, "-w", "start"]
    if subprocess.run(_as_owner(start, owner), capture_output=True).returncode != 0:
        log = (base / "log").read_text(errors="replace") if (base / "log").exists() else ""
        pytest.fail(f"the test cluster did not start:\n{log[-2000:]}")
    try:
        yield f"postgresql://{user}@/postgres?host={base / 'run'}&port={port}"
    finally:
        stop = [str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "fast", "-w", "stop"]
        subprocess.run(_as_owner(stop, owner), check=False, capture_output=True)
        shutil.rmtree(base, ignore_errors=True)


@pytest.fixture
def postgres_db(postgres: str) -> Iterator[str]:
    """A fresh database of the test session's cluster, dropped after the test."""
    import psycopg

    name = f"t{os.getpid()}_{next(_DATABASES)}"
    with psycopg.connect(postgres, autocommit=True) as c:
        c.execute(f"CREATE DATABASE {name}")
    try:
        yield postgres.replace("/postgres?", f"/{name}?")
    finally:
        with contextlib.suppress(Exception), psycopg.connect(postgres, autocommit=True) as c:
            c.execute(f"DROP DATABASE {name} WITH (FORCE)")


# The browser tests' fixtures (`url`, `browser`): the server and chromium, started once a module.
pytest_plugins = ("webpage",)
