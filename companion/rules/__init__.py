"""Pure rules engines for the four games, and the game log they replay. No Flask here."""
