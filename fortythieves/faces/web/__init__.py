"""The web face: `fortythieves serve` (aiohttp), imported only on that path."""
