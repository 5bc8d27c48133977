"""The web side: blueprints for the home page and the tables."""
