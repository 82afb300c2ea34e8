"""Reading the hand: its decompositions into shapes, shanten, waits and what to discard."""
