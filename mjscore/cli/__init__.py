"""The command line: the option table, the fast launch, the Typer app, the batch runner and the reports."""
