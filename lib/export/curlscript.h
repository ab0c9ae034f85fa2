#pragma once

#include <QList>
#include <QString>

namespace RpcScope {

struct SessionEntry;

/// A bash script that repeats the HTTP exchanges of a session with curl, one command per
/// exchange in recorded order, each preceded by a comment (sequence, methods, time) and
/// followed by `echo` so the answers stand on lines of their own. Built with CurlCommand, so
/// each command sends the recorded bytes exactly.
///
/// Secrets stay placeholders: the session's `{{redacted:NAME}}` are kept for the reader to
/// fill in, and a credential header that still holds anything else (a hand-made session) is
/// redacted as CurlCommand does. Exchanges over other transports are left out and counted.
class CurlScript
{
public:
    struct Result
    {
        QString script;    ///< empty when no exchange went over HTTP
        int exported = 0;
        int skipped = 0;   ///< exchanges left out (not HTTP)
    };

    static Result build(const QList<SessionEntry> &entries);
};

} // namespace RpcScope
