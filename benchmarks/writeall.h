#pragma once

// The relay floors' one shared step: write every byte, however many calls it takes.

#include <unistd.h>

inline bool writeAll(int fd, const char *data, ssize_t size)
{
    while (size > 0) {
        const ssize_t written = ::write(fd, data, size_t(size));
        if (written <= 0)
            return false;
        data += written;
        size -= written;
    }
    return true;
}
