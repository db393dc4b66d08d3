"""Replies said aloud through pyttsx3, interruptibly, and speech recorded to WAV files.

`start.start_speech` gives a `protocol.Speaker`; nothing here imports pyttsx3 (only the
worker process does), so importing speech costs little.
"""
