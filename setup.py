"""The build of the solver's compiled core, beside pyproject.toml (which holds the rest).

`optional=True`: without a C compiler or Python's headers the package still installs and
plays; `fortythieves.solver.AVAILABLE` is then False and hints are unavailable.
"""

from setuptools import Extension, setup

setup(
    ext_modules=[
        Extension(
            "fortythieves.solver._search",
            ["fortythieves/solver/_search.c"],
            extra_compile_args=["-O2", "-Wall", "-Wextra"],
            optional=True,
        )
    ]
)
