#pragma once

#include "lib/json/jsondocument.h"

#include <QString>

namespace RpcScope {

/// What a language server's own messages say, in one line for a person: a log line with
/// its level, a progress step with its title and percentage, a file's diagnostics counted by
/// severity. The notifications pane shows these instead of raw params; the message itself
/// stays as sent.
class LspMessageText
{
public:
    /// The line for \a method with params node \a params (-1 when absent) in \a doc; empty
    /// when the method is not one of LSP's server messages, or its params are not as the
    /// specification writes them (the raw params then speak for themselves).
    static QString summary(const JsonDocument &doc, QStringView method, int params);

    /// MessageType 1–5 (Error, Warning, Info, Log, Debug) in words; empty for others.
    static QString messageType(qint64 type);
};

} // namespace RpcScope
