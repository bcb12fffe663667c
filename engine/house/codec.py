"""A table's ruleset id: its bytes and text, apart from what the switches mean
(:mod:`engine.house.rules`).

**The id** is ``h1.`` followed by base64url (no padding) of the bytes::

    base index | (switch index, choice index) per changed switch, by switch index | name (UTF-8)
    | checksum (low byte of the CRC-32 of the game's name, ":" and the rest)

``1`` is the format version; the checksum makes a Belote id invalid for Jass and the reverse.
Only switches that differ from the base are written (so one ruleset has one id), and the base,
switch and choice orders are **append-only**: an id, once given, always decodes to the same
rules. Nothing is stored anywhere: the id is the ruleset. Decoding is a few microseconds and
memoized (:meth:`engine.house.HouseRules.ruleset`).

>>> unpack("toy", "h1.AAEAAUNoZXogUGF1bFk")
(0, [(0, 1)], b'Chez Paul')
"""

from __future__ import annotations

import base64
import binascii
import unicodedata
import zlib

from engine.errors import InvalidHouseIdError, InvalidNameError

__all__ = ["MAX_ID", "MAX_NAME", "PREFIX", "check_byte", "clean_name", "is_house_id", "name_in",
           "pack", "unpack"]

#: Every house id starts with this (format version 1). Standard ids are plain words.
PREFIX = "h1."
#: Longest name, in characters (after trimming).
MAX_NAME = 40
#: Longest id accepted (a 40-character Thai name is 120 bytes: about 200 characters of id).
MAX_ID = 256


def name_in(text: str) -> str | None:
    """The name written in a house id, without checking the rest (None: not readable). For
    display only; :meth:`HouseRules.decode` checks an id.

    >>> name_in("h1.AAEAAUNoZXogUGF1bFk"), name_in("maison")
    ('Chez Paul', None)
    """
    if not is_house_id(text) or len(text) > MAX_ID:
        return None
    try:
        raw = base64.urlsafe_b64decode(text[len(PREFIX):] + "=" * (-len(text) % 4))
        return raw[2 + 2 * raw[1]:-1].decode("utf-8")
    except (binascii.Error, ValueError, IndexError):
        return None


def is_house_id(text: object) -> bool:
    """Does ``text`` look like a house id (not whether it is a valid one)?

    >>> is_house_id("h1.AAA"), is_house_id("maison")
    (True, False)
    """
    return isinstance(text, str) and text.startswith(PREFIX)


def clean_name(name: object) -> str:
    if name is None:
        return ""
    if not isinstance(name, str):
        raise InvalidNameError(MAX_NAME)
    text = unicodedata.normalize("NFC", " ".join(name.split()))
    if len(text) > MAX_NAME or any(unicodedata.category(ch)[0] == "C" for ch in text):
        raise InvalidNameError(MAX_NAME)
    return text


def check_byte(game: str, raw: bytes) -> int:
    return zlib.crc32(game.encode("ascii") + b":" + raw) & 0xFF


def pack(game: str, base: int, pairs: list[tuple[int, int]], name: str) -> str:
    raw = bytes([base, len(pairs), *(x for p in pairs for x in p)]) + name.encode("utf-8")
    raw += bytes([check_byte(game, raw)])
    return PREFIX + base64.urlsafe_b64encode(raw).rstrip(b"=").decode("ascii")


def unpack(game: str, hid: str) -> tuple[int, list[tuple[int, int]], bytes]:
    """The base index, the (switch index, choice index) pairs and the name's bytes of an id,
    its form and checksum checked (:class:`~engine.errors.InvalidHouseIdError`); whether the
    indices exist, and whether the id is the canonical one, is for
    :meth:`engine.house.HouseRules.decode`."""
    if not is_house_id(hid) or len(hid) > MAX_ID:
        raise InvalidHouseIdError(hid)
    try:
        raw = base64.urlsafe_b64decode(hid[len(PREFIX):] + "=" * (-len(hid) % 4))
    except (binascii.Error, ValueError):
        raise InvalidHouseIdError(hid) from None
    if len(raw) < 3 or raw[-1] != check_byte(game, raw[:-1]):
        raise InvalidHouseIdError(hid)
    n = raw[1]
    body = raw[2:-1]
    if len(body) < 2 * n:
        raise InvalidHouseIdError(hid)
    return raw[0], [(body[2 * i], body[2 * i + 1]) for i in range(n)], body[2 * n:]
