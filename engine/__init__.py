"""Atout's rules engine: Belote and Jass, pure Python (no Flask, no I/O, no translated text)."""
