#pragma once

#include "lib/session/sessionentry.h"

#include <QByteArray>
#include <QDateTime>

namespace RpcScope {

/// Writes the lines of a session file (docs/session-format.md): the header line and one
/// line per entry, members in their fixed order. Pure; the file handling is SessionWriter's.
namespace SessionFormat {

inline constexpr int kVersion = 1;
inline constexpr char kFormatName[] = "rpcscope-session";

/// `{"type":"session","format":"rpcscope-session","version":1,...}` with a newline.
QByteArray headerLine(const QDateTime &created = QDateTime::currentDateTimeUtc());
/// One exchange or message line, with its newline. Text that is not valid UTF-8 is written
/// as base64 under the member's *Base64 name.
QByteArray entryLine(const SessionEntry &entry);
/// The same with \a sequence as its seq (SessionWriter numbers lines without copying entries).
QByteArray entryLine(const SessionEntry &entry, quint64 sequence);

/// "2026-12-02T19:53:21.123Z"
QString isoTime(qint64 epochMs);

} // namespace SessionFormat
} // namespace RpcScope
