#pragma once

#include <QByteArrayView>
#include <QString>

namespace RpcScope {

/// Short previews of long text for one line of a message or a table cell, the same cut
/// everywhere: "…" says that more followed.
class Excerpt
{
public:
    /// \a bytes as UTF-8 on one line (runs of white space made one space), its first \a limit
    /// characters and "…" when there was more. Only the first bytes are decoded, so a preview
    /// of a large body costs what the preview shows.
    static QString oneLine(QByteArrayView bytes, qsizetype limit);
    /// \a text at most \a limit characters long, the last of them "…" when it was longer.
    static QString capped(const QString &text, qsizetype limit);
};

} // namespace RpcScope
