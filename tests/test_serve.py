"""companion serve: the addresses it prints for the phones, and its options."""

from click.testing import CliRunner

from companion.cli import main
from companion.serving.lan import lan_addresses


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
