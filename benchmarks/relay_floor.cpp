// The floor of any stdio tap on this machine, for bench_tap: a single-process relay in plain
// POSIX (poll, read, write, 64 KiB at a time) that does nothing but pass bytes both ways.
//
//   relay_floor tap [ANY...] -- COMMAND ARGS...   (the arguments `rpcscope-cli tap` takes)

#include "writeall.h"

#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>

int main(int argc, char **argv)
{
    int command = 1;
    while (command < argc && std::strcmp(argv[command], "--") != 0)
        ++command;
    if (command + 1 >= argc)
        return 2;
    int in[2];
    int out[2];
    if (::pipe(in) != 0 || ::pipe(out) != 0)
        return 1;
    const pid_t child = ::fork();
    if (child == 0) {
        ::dup2(in[0], STDIN_FILENO);
        ::dup2(out[1], STDOUT_FILENO);
        ::close(in[1]);
        ::close(out[0]);
        ::execvp(argv[command + 1], argv + command + 1);
        ::_exit(127);
    }
    ::close(in[0]);
    ::close(out[1]);
    static char buffer[65536];
    pollfd fds[2] = {{STDIN_FILENO, POLLIN, 0}, {out[0], POLLIN, 0}};
    for (;;) {
        if (::poll(fds, 2, -1) < 0)
            continue;
        if (fds[0].revents != 0) {
            const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (got <= 0 || !writeAll(in[1], buffer, got)) {
                ::close(in[1]);
                fds[0].fd = -1;
            }
        }
        if (fds[1].revents != 0) {
            const ssize_t got = ::read(out[0], buffer, sizeof buffer);
            if (got <= 0 || !writeAll(STDOUT_FILENO, buffer, got))
                break;
        }
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
