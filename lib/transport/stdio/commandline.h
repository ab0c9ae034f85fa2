#pragma once

#include <QStringList>

namespace RpcScope {

/// Command lines as a POSIX shell reads words, without running a shell: quotes and
/// backslashes are honoured, nothing is expanded ($VAR, globs and ~ stay as written),
/// and operators such as | ; & > < are ordinary characters.
class CommandLine
{
public:
    /// Splits \a commandLine into words. Single quotes keep everything literally; double
    /// quotes keep everything except that a backslash escapes \" \\ \$ \` and a line
    /// break; outside quotes a backslash escapes any character, and a backslash before a
    /// line break joins the lines. Returns an empty list and a translated reason in
    /// \a error for an unterminated quote.
    static QStringList split(QStringView commandLine, QString *error = nullptr);

    /// Quotes one word so that split() gives it back unchanged.
    static QString quote(const QString &word);
    /// Joins words into a command line that split() turns back into the same words.
    static QString join(const QStringList &words);
};

} // namespace RpcScope
