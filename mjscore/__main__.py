"""`python -m mjscore` runs the command line."""

from .launch import main

if __name__ == "__main__":
    main()
