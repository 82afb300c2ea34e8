"""`python -m mjscore` runs the command line."""

from .launch import entry

if __name__ == "__main__":
    entry()
