// The floor of any HTTP tap on this machine, for bench_tap_http: a single-process TCP relay in
// plain POSIX (poll, read, write, 64 KiB at a time) that accepts connections on loopback and
// passes each one's bytes both ways to the upstream, reading nothing of them.
//
//   tcp_relay_floor UPSTREAM_PORT     prints `listening on http://127.0.0.1:PORT`, relays until killed

#include "writeall.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

sockaddr_in loopback(int port)
{
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return address;
}

void noDelay(int fd)
{
    const int on = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 2)
        return 2;
    // A client gone mid-write (wrk stopping) ends that connection, not the relay.
    std::signal(SIGPIPE, SIG_IGN);
    const sockaddr_in upstream = loopback(std::atoi(argv[1]));
    const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address = loopback(0);
    socklen_t length = sizeof address;
    if (listener < 0 || ::bind(listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
        || ::listen(listener, 64) != 0
        || ::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return 1;
    std::printf("listening on http://127.0.0.1:%d\n", ntohs(address.sin_port));
    std::fflush(stdout);

    // fds[0] is the listener; then pairs: a client and its upstream, each relayed to the other.
    std::vector<pollfd> fds = {{listener, POLLIN, 0}};
    static char buffer[65536];
    for (;;) {
        if (::poll(fds.data(), fds.size(), -1) < 0)
            continue;
        for (size_t i = 1; i < fds.size(); ++i) {
            if (fds[i].revents == 0)
                continue;
            const size_t peer = i % 2 == 1 ? i + 1 : i - 1;
            const ssize_t got = ::read(fds[i].fd, buffer, sizeof buffer);
            if (got <= 0 || !writeAll(fds[peer].fd, buffer, got)) {
                ::close(fds[i].fd);
                ::close(fds[peer].fd);
                fds[i].fd = fds[peer].fd = -1;
            }
        }
        if (fds[0].revents != 0) {
            const int client = ::accept(listener, nullptr, nullptr);
            const int server = client < 0 ? -1 : ::socket(AF_INET, SOCK_STREAM, 0);
            if (server >= 0
                && ::connect(server, reinterpret_cast<const sockaddr *>(&upstream), sizeof upstream) == 0) {
                noDelay(client);
                noDelay(server);
                fds.push_back({client, POLLIN, 0});
                fds.push_back({server, POLLIN, 0});
            } else {
                if (client >= 0)
                    ::close(client);
                if (server >= 0)
                    ::close(server);
            }
        }
    }
}
