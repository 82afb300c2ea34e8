"""`python -m mjscore` runs the command line."""

if __name__ == "__main__":
    import gc

    gc.disable()  # (during start-up, the program's imports included: see launch.entry)
    from .cli.launch import entry

    entry()
