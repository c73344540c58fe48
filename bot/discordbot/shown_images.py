"""Images a player was shown, kept a while: a click that shows what an earlier click showed
(the same view of the table, choice, names and language) sends the same PNG instead of drawing
it again. Keys name everything an image is drawn from, so an entry is never stale: it is only
dropped, oldest first, once ``SIZE`` others are kept.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

#: How many images are kept (at most some 50 KB each).
SIZE = 256


class Drawn:
    """A bounded, thread-safe store of drawn PNGs by what they show."""

    def __init__(self, size: int = SIZE) -> None:
        self.size = size
        self._images: OrderedDict[Hashable, bytes] = OrderedDict()
        self._lock = threading.Lock()  # drawing threads share it
        self.drawn = 0  # how many images were drawn rather than reused

    def get(self, key: Hashable, draw: Callable[[], bytes]) -> bytes:
        """The image ``key`` names: the kept one, else ``draw()`` (outside the lock)."""
        with self._lock:
            if key in self._images:
                self._images.move_to_end(key)
                return self._images[key]
        image = draw()
        with self._lock:
            self.drawn += 1
            self._images[key] = image
            self._images.move_to_end(key)
            while len(self._images) > self.size:
                self._images.popitem(last=False)
        return image


#: The images of players' controls (hands, previews).
KEPT_IMAGES = Drawn()
