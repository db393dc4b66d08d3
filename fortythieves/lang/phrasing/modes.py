"""How a read-out is said: how much of it, and in which order a column is read."""

from __future__ import annotations

from enum import Enum


class Verbosity(Enum):
    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"


class Order(Enum):
    DEALT_FIRST = "dealt-first"  # as the seeds read a column
    EXPOSED_FIRST = "exposed-first"
