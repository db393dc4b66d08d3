"""An installed package has what a player needs: the compiled catalogues of every
language and the shipped layouts, not only a source checkout."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

from fortythieves.lang.languages import LANGUAGES

ROOT = Path(__file__).resolve().parent.parent


def test_the_wheel_holds_the_catalogues_and_layouts(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp_path)],
        check=True,
        cwd=tmp_path,
    )
    (wheel,) = tmp_path.glob("fortythieves-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for lang in LANGUAGES:
        assert f"fortythieves/locale/{lang}/LC_MESSAGES/fortythieves.mo" in names
    assert "fortythieves/data/seed-deal.txt" in names
    assert "fortythieves/faces/cli.py" in names
