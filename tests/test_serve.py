"""companion serve: the addresses it prints for the phones, and its options."""

from click.testing import CliRunner

from companion.cli import main
from companion.web.lan import lan_addresses


def test_lan_addresses_are_ipv4_and_never_loopback():
    addresses = lan_addresses()
    assert all(not address.startswith("127.") for address in addresses)
    assert all(len(address.split(".")) == 4 for address in addresses)


def test_serve_help_lists_the_options_a_table_needs():
    result = CliRunner().invoke(main, ["serve", "--help"])
    assert result.exit_code == 0
    for option in ("--host", "--port", "--data", "--workers", "--threads", "--per-address", "--base-url",
                   "--behind-proxy"):
        assert option in result.output


def test_a_bad_port_is_one_clear_line_not_a_traceback():
    result = CliRunner().invoke(main, ["serve", "--port", "99999"])
    assert result.exit_code == 2
    assert "Invalid value for '--port'" in result.output and "Traceback" not in result.output


def test_a_base_url_that_is_not_an_address_is_one_clear_line():
    for bad in ("games.example.org", "ftp://games.example.org", "https://", "https://x.org/?a=1", "http://x:port"):
        result = CliRunner().invoke(main, ["serve", "--base-url", bad])
        assert result.exit_code == 2, bad
        assert "Invalid value for '--base-url'" in result.output and "Traceback" not in result.output


def test_behind_a_proxy_the_served_app_sees_the_forwarded_https(tmp_path):
    """Through the real server (not the test client): an HTTPS request forwarded by the proxy gets Secure cookies."""
    import urllib.request

    from tests.faults.helpers import free_port, start_companion

    port = free_port()
    process = start_companion(tmp_path / "data", port, f"sqlite:///{tmp_path / 'companion.sqlite3'}", "--workers", "1",
                              "--behind-proxy", "--base-url", "https://games.example.org")
    try:
        request = urllib.request.Request(f"http://127.0.0.1:{port}/tables/new?game=rainbow-snake",
                                         headers={"X-Forwarded-Proto": "https", "X-Forwarded-Host": "games.example.org"})
        with urllib.request.urlopen(request, timeout=10) as response:
            cookies = response.headers.get_all("Set-Cookie")
        assert cookies and all("; Secure" in cookie for cookie in cookies)
    finally:
        process.terminate()
        process.wait(timeout=20)


def test_a_data_folder_that_cannot_be_written_is_one_clear_line(tmp_path, monkeypatch):
    """Not a traceback, and nothing served: a read-only folder, another user's, or (here) a path through a file."""
    for name in ("COMPANION_DATA", "COMPANION_PUBLIC_HOSTS", "COMPANION_TRUSTED_PROXIES"):
        monkeypatch.setenv(name, "")  # what the command sets for its workers goes away after the test
    (tmp_path / "notes.txt").write_text("a file, not a folder")
    folder = tmp_path / "notes.txt" / "data"
    result = CliRunner().invoke(main, ["serve", "--data", str(folder)])
    assert result.exit_code == 1, result.output
    assert f"The data folder {folder} cannot be written (Not a directory)" in result.output
    assert "Give --data a folder this user may write to" in result.output and "Traceback" not in result.output
