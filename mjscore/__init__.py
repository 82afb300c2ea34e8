"""mjscore: score mahjong hands written as text, under the Chinese Official, Yaochu and Fliosen rules."""

__version__ = "0.1.0"
