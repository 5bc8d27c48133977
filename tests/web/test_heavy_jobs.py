"""Heavy jobs (PDFs, imports) are bounded: per device, per worker, and a full pool is a clear 503 (issue 27, item 4).

The timing side (16 PDFs or imports from one device leave the polls fast)
is tests/faults/test_heavy_work.py; this checks the rules themselves.
"""

import pickle
import threading

import pytest

from companion.i18n import translate
from companion.printing import PrintOptionError
from companion.rules.errors import N_, EventError, RuleError, Words
from companion.web.heavy_work import Busy, HeavyWork
from companion.serving.shared import Shared
from companion.web.heavy import BUSY_MESSAGE


def held_jobs(work, devices):
    """Start one job per entry of ``devices`` that waits until released; returns (release, threads, outcomes)."""
    release, started, outcomes = threading.Event(), [], []

    def job():
        started.append(1)
        release.wait(10)
        return "done"

    def run(device):
        try:
            outcomes.append(work.run(device, job))
        except Busy:
            outcomes.append("busy")

    threads = [threading.Thread(target=run, args=(device,)) for device in devices]
    for thread in threads:
        thread.start()
    return release, threads, outcomes, started


def wait_for(condition):
    for _ in range(1000):
        if condition():
            return
        threading.Event().wait(0.01)
    raise AssertionError("never happened")


def test_a_device_runs_two_jobs_at_once_and_a_third_is_busy():
    work = HeavyWork(per_device=2, queue=2)
    release, threads, outcomes, started = held_jobs(work, ["phone", "phone"])
    wait_for(lambda: len(started) == 2)
    with pytest.raises(Busy) as busy:
        work.run("phone", lambda: "never")
    assert busy.value.retry_after > 0
    assert work.run("laptop", lambda: "another device is not this one's limit") == "another device is not this one's limit"
    release.set()
    for thread in threads:
        thread.join(10)
    assert outcomes == ["done", "done"]
    assert work.run("phone", lambda: "free again") == "free again"


def test_a_worker_takes_its_processes_and_queue_and_no_more():
    work = HeavyWork(per_device=2, queue=2)  # in the request thread: 1 running + 2 waiting per worker
    release, threads, outcomes, started = held_jobs(work, ["a", "b", "c"])
    wait_for(lambda: len(started) == 3)
    with pytest.raises(Busy):
        work.run("d", lambda: "never")
    release.set()
    for thread in threads:
        thread.join(10)
    assert outcomes == ["done"] * 3


def test_jobs_of_one_device_are_counted_across_workers():
    """Two workers' HeavyWork sharing the supervisor's counters: a device's third job is busy in either."""
    shared = Shared(slots=2)
    first, second = HeavyWork(per_device=2, queue=2), HeavyWork(per_device=2, queue=2)
    first.share(shared.heavy_jobs, shared.heavy_lock, 0, processes=0)
    second.share(shared.heavy_jobs, shared.heavy_lock, 1, processes=0)
    release, threads, _, started = held_jobs(first, ["phone"])
    release_too, threads_too, _, started_too = held_jobs(second, ["phone"])
    wait_for(lambda: started and started_too)
    for work in (first, second):
        with pytest.raises(Busy):
            work.run("phone", lambda: "never")
    release.set()
    release_too.set()
    for thread in threads + threads_too:
        thread.join(10)
    shared.clear(0)
    assert shared.heavy_jobs.total("phone") == 0


def test_a_job_that_fails_frees_its_place():
    work = HeavyWork(per_device=1, queue=0)

    def broken():
        raise PrintOptionError("sheet", N_("Choose one of the sheets in the list."))

    for _ in range(3):
        with pytest.raises(PrintOptionError):
            work.run("phone", broken)
    assert work.run("phone", lambda: "still free") == "still free"


def test_refusals_cross_a_process_boundary_with_their_message_and_parameters():
    """A job process hands its refusal back pickled: the phone must still read it in its own language."""
    error = EventError(3, RuleError(N_("the {color} 7 has no target"), color=Words("red")))
    again = pickle.loads(pickle.dumps(error))
    assert (again.number, again.error.template, again.error.params) == (3, error.error.template, {"color": "red"})
    assert isinstance(again.error.params["color"], Words) and str(again) == str(error)


def test_a_busy_pool_is_a_503_in_the_phones_language_with_retry_after(app, monkeypatch):
    def full(self, device, function, *args, **kwargs):
        raise Busy(retry_after=7)

    monkeypatch.setattr(HeavyWork, "run", full)
    response = app.test_client().get("/print/stickers.pdf?game=rainbow7-rain", headers={"Accept-Language": "fr"})
    assert response.status_code == 503
    assert response.headers["Retry-After"] == "7"
    assert translate(BUSY_MESSAGE, "fr") in response.get_data(as_text=True)


CARD_QR_PREVIEW = "/print?submitted=1&game=rainbow7-rain&sheet=a4-38x21&card_qr=on&base_url=http://{number}.example"


def test_a_card_qr_preview_counts_as_one_of_the_devices_heavy_jobs(app):
    """The preview's card QR sheets take some 0.2 s of CPU in the request's thread, new for every base URL: sixteen
    at once from one laptop stalled every phone's poll for 5–10 s. With two jobs of the device already running, a
    preview is a 503 with Retry-After; another device's is drawn."""
    work = app.extensions["companion_heavy_work"]
    release, threads, outcomes, started = held_jobs(work, ["192.0.2.7", "192.0.2.7"])
    wait_for(lambda: len(started) == 2)
    try:
        busy = app.test_client().get(CARD_QR_PREVIEW.format(number=1), environ_base={"REMOTE_ADDR": "192.0.2.7"})
        other = app.test_client().get(CARD_QR_PREVIEW.format(number=2), environ_base={"REMOTE_ADDR": "192.0.2.8"})
    finally:
        release.set()
        for thread in threads:
            thread.join(10)
    assert busy.status_code == 503 and busy.headers["Retry-After"]
    assert other.status_code == 200 and "card QR sticker sheet" in other.get_data(as_text=True)
    assert app.test_client().get(CARD_QR_PREVIEW.format(number=3), environ_base={"REMOTE_ADDR": "192.0.2.7"}).status_code == 200
