"""Where a network face listens: `[HOST:]PORT`, the loopback address unless a host is
given. Light on purpose: the command line's parser reads it at every start."""

from __future__ import annotations

import argparse
from dataclasses import dataclass

LOOPBACK = "127.0.0.1"


@dataclass(frozen=True)
class Address:
    host: str
    port: int


def address(text: str) -> Address:
    """`4000` (loopback), `0.0.0.0:4000`, `[::1]:4000`; argparse's type for the options.

    >>> address("4000"), address("0.0.0.0:23")
    (Address(host='127.0.0.1', port=4000), Address(host='0.0.0.0', port=23))
    """
    host, _, port = text.rpartition(":")
    host = host.strip("[]") or LOOPBACK
    try:
        number = int(port)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port: {text}") from None
    if not 0 <= number < 65536:
        raise argparse.ArgumentTypeError(f"not a port: {text}")
    return Address(host, number)
