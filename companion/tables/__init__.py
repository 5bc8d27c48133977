"""The tables: a table's timeline, kept in memory, and the versions this process knows."""
