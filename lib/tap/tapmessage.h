#pragma once

#include "lib/tap/tapconversation.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace RpcScope {

/// One whole message a tap read (or was told to inject), as a live view shows it the moment
/// it is framed: before it moves on when a breakpoint holds it.
struct TapMessage
{
    quint64 seq = 0;              ///< per tap, from 1, in the order messages were framed
    TapDirection direction = TapDirection::ClientToServer;
    QByteArray bytes;             ///< the message, unframed, exactly as read
    qint64 epochMs = 0;
    bool held = false;            ///< a breakpoint stopped it: it waits for a verdict
    bool injected = false;        ///< not read from either side: written by the tap's user
};

/// What became of a held message.
enum class TapVerdict {
    Send,       ///< passed on as read
    Edit,       ///< passed on as the user typed it
    Drop,       ///< never passed on
    Answer,     ///< not passed on: the user's answer went back to its sender
    TimedOut,   ///< nobody decided in time: passed on as read
    Released,   ///< the controller went away (or the other side did): passed on as read
};

/// "send", "edit", "drop", "answer", "timeout", "released": the control channel's names.
QString tapVerdictName(TapVerdict verdict);
std::optional<TapVerdict> tapVerdictFromName(QStringView name);

} // namespace RpcScope
