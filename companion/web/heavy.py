"""The app's heavy jobs (PDFs, imports): run through the bounded pool of companion/web/heavy_work.py.

A view calls ``run_heavy(function, *args)`` where it used to call
``function(*args)``; the function and its arguments must be picklable (a
module-level function, plain data), since under ``companion serve`` it runs
in another process. When this device already has its jobs running, or the
worker is full, the phone gets a 503 page with ``Retry-After`` saying so.
"""

from flask import current_app, request

from companion.rules.errors import N_
from companion.web.heavy_work import Busy, HeavyWork
from companion.web.error_pages import error_response

BUSY_MESSAGE = N_("The server is busy making other documents or imports right now, so this one was not started. "
                  "Wait a few seconds, then try again.")
# What a job process imports before it starts (the fork server loads it once for every job process).
PRELOAD = ("companion.printing.stickers", "companion.printing.rulecards", "companion.printing.calibration_page",
           "companion.web.uploads", "companion.web.nights")


def run_heavy(function, *args, **kwargs):
    """``function(*args, **kwargs)`` as a heavy job of the device asking: its result (or its exception)."""
    return current_app.extensions["companion_heavy_work"].run(request.remote_addr or "", function, *args, **kwargs)


def counted_as_heavy():
    """A context in which the request's own thread does work too slow to run unbounded yet too entangled with the
    request to send to a job process (a preview's card QR sheets): it counts as one of the device's heavy jobs,
    and Busy (503 with ``Retry-After``) when the device or the worker already has its share."""
    return current_app.extensions["companion_heavy_work"].counted(request.remote_addr or "")


def init_app(app):
    """The app's heavy-job limits (``HEAVY_JOBS_PER_DEVICE``, ``HEAVY_JOBS_QUEUE``) and the 503 for Busy."""
    app.extensions["companion_heavy_work"] = HeavyWork(per_device=app.config["HEAVY_JOBS_PER_DEVICE"],
                                                        queue=app.config["HEAVY_JOBS_QUEUE"], preload=PRELOAD)

    @app.errorhandler(Busy)
    def busy(error):
        """503 in the phone's language, with when to try again."""
        response = error_response(503, BUSY_MESSAGE)
        response.headers["Retry-After"] = str(error.retry_after)
        response.headers["Cache-Control"] = "no-store"
        return response
