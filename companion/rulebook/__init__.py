"""The rule book: the four games' rules in four languages, with search, at /rules."""
