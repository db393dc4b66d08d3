"""Forty Thieves solitaire for players who type and listen, in six languages."""

__version__ = "0.1.0"
