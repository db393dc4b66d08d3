"""The network faces: telnet (for MUD clients and any terminal) and SSH.

`serve` starts them; `conversation` is what a connection says, protocol aside;
`players` keeps named players (scrypt passphrases, public keys, a folder each);
`limits` holds the server's limits. The network libraries (telnetlib3, asyncssh) are
imported only here, on the `serve` path.
"""
