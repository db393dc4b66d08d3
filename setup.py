"""The build of the solver's compiled core, beside pyproject.toml (which holds the rest).

The core is one C file per job under fortythieves/solver/csrc/ with one header (solver.h);
link-time optimisation lets the compiler inline across them as it did within one file
(the move generator and the key are called millions of times a second).
`optional=True`: without a C compiler or Python's headers the package still installs and
plays; `fortythieves.solver.AVAILABLE` is then False and hints are unavailable.
"""

from pathlib import Path

from setuptools import Extension, setup

CSRC = Path("fortythieves/solver/csrc")

setup(
    ext_modules=[
        Extension(
            "fortythieves.solver._search",
            sorted(str(p) for p in CSRC.glob("*.c")),
            depends=[str(CSRC / "solver.h")],
            extra_compile_args=["-O2", "-flto", "-Wall", "-Wextra"],
            extra_link_args=["-O2", "-flto"],
            optional=True,
        )
    ]
)
