#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace RpcScope {

/// The placeholder a session file holds in place of a secret: `{{redacted:NAME}}`
/// (docs/session-format.md). Replay fills it from the endpoint's current credentials.
namespace Redaction {

/// `{{redacted:NAME}}`. NAME is made of letters, digits and `_ . - :`.
QByteArray placeholder(QStringView name);

/// Whether \a text is exactly one placeholder, nothing before or after it (a value that
/// is already redacted; `{{redacted:a}} and more}}` is not one).
bool isPlaceholder(QByteArrayView text);

/// The names of every placeholder in \a text, in order of first appearance, no repeats.
QStringList names(QByteArrayView text);

/// \a text with each placeholder whose name is a key of \a values replaced by that value,
/// byte for byte; other bytes, and placeholders without a value, stay as they are. The names
/// that had no value are appended to \a unfilled (once each).
QByteArray fill(const QByteArray &text, const QHash<QString, QByteArray> &values,
                QStringList *unfilled = nullptr);

} // namespace Redaction
} // namespace RpcScope
