"""This machine's addresses on the local network: what ``companion serve`` prints and printed cards name."""

import socket
import struct

SIOCGIFADDR = 0x8915  # Linux ioctl: an interface's address


def lan_addresses():
    """This machine's IPv4 addresses that other phones on the Wi-Fi can reach (best effort, no traffic)."""
    found = set(_interface_addresses())
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.add(info[4][0])
    except OSError:
        pass
    return sorted(address for address in found if not address.startswith("127."))


def _interface_addresses():
    """The IPv4 address of each network interface (Linux: asked of the kernel, nothing is sent)."""
    try:
        import fcntl
        names = [name for _, name in socket.if_nameindex()]
    except (ImportError, OSError):
        return
    for name in names:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                packed = fcntl.ioctl(probe.fileno(), SIOCGIFADDR, struct.pack("256s", name[:15].encode()))
            except OSError:
                continue
        yield socket.inet_ntoa(packed[20:24])
