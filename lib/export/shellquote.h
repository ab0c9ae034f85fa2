#pragma once

#include <QByteArrayView>
#include <QString>

namespace RpcScope {

/// Words for POSIX shell command lines that RpcScope hands to people (copy as curl, copy as
/// a stdio line): what a shell reads back is exactly what was meant, byte for byte.
class ShellQuote
{
public:
    /// True when \a bytes can stand inside a single-quoted word and survive a trip through the
    /// clipboard and a chat: valid UTF-8 without NUL or control characters other than tab and
    /// line feed (a pasted carriage return or escape would be eaten or acted on by a terminal).
    static bool isPlainText(QByteArrayView bytes);
    /// \a text as one shell word: left bare when it has only characters no shell treats
    /// specially, otherwise single-quoted, a quote inside written as '\''.
    static QString quote(QStringView text);
    /// \a bytes (UTF-8 text) as one single-quoted word, always quoted.
    static QString quoteAlways(QStringView text);
    /// A single-quoted printf format that makes POSIX printf write exactly \a bytes: printable
    /// ASCII as itself (% as %%, \ as \\), tab and line feed as \t and \n, every other byte as
    /// a three-digit octal escape (\000 for NUL, \047 for a single quote).
    static QString printfFormat(QByteArrayView bytes);
};

} // namespace RpcScope
