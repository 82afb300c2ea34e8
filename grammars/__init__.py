"""The notation's grammar (``hand.lark``), installed as the package ``mjscore.grammars``.

A regular package (with this file) so that an editable install maps it too: setuptools' editable
finder does not find a namespace package mapped beneath a regular one.
"""
