#pragma once

#include "lib/transport/framing/framer.h"

#include <QByteArray>
#include <QString>

namespace RpcScope {

/// "Copy as a stdio line": a message as the one line a stdio server reads, and a shell
/// pipeline that feeds it to the server's command.
class StdioCommand
{
public:
    /// The message as one line: valid JSON with its whitespace removed (every token, member
    /// order and number spelling unchanged, as the GUI sends it), anything else (raw mode)
    /// exactly as given.
    static QByteArray line(const QByteArray &message);
    /// The bytes the server reads for \a message: its line and a newline (NDJSON), or a
    /// Content-Length header block and the line.
    static QByteArray framed(const QByteArray &message, Framing framing = Framing::Ndjson);

    /// A POSIX shell pipeline that writes \a message framed as the server expects and pipes it
    /// into \a commandLine (with or without the "stdio:" prefix):
    /// NDJSON: `printf '%s\n' 'LINE' | COMMAND`; Content-Length framing:
    /// `printf 'Content-Length: N\r\n\r\n%s' 'LINE' | COMMAND`. A message a single-quoted word
    /// cannot carry (see ShellQuote::isPlainText) is written as a printf format of octal
    /// escapes instead. The command's words are re-quoted so that the shell runs exactly what
    /// RpcScope runs (it splits words without expanding $VARS, globs or ~).
    static QString pipeline(const QByteArray &message, const QString &commandLine,
                            Framing framing = Framing::Ndjson);
};

} // namespace RpcScope
