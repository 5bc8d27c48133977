"""The app's database engine, for the views: the store itself takes its engine explicitly."""

from flask import current_app


def db():
    """This app's SQLAlchemy engine (made by ``store.init_app``), to pass to the store's functions."""
    return current_app.extensions["companion_db"]
