"""Game records: read Tenhou (mjlog XML, tenhou.net/6 JSON), MJAI and Botzone records, replay each
round, and turn every win into a notation line (docs/notation.md) scored by mjscore and compared
with what the record says (docs/logs.md).

Each format's reader is one module of this package. A reader takes the text of one record file
and yields, in record order, one :class:`~mjscore.logs.model.Win` per win and one
:class:`~mjscore.logs.model.RecordProblem` per part of the record it cannot read. The readers
derive every condition of the line from the play (never from the record's yaku list, which is what
the result is compared with).
"""
