#include "lib/session/secretvalues.h"

#include "lib/json/jsonwriter.h"
#include "lib/session/redaction.h"

#include <QUrl>

#include <algorithm>

namespace RpcScope {

QString SecretValues::placeholderName(QStringView name)
{
    QString out = name.toString().toLower();
    for (QChar &c : out) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '_' || u == '.' || u == '-'
                        || u == ':';
        if (!ok)
            c = u'_';
    }
    return out.isEmpty() ? QStringLiteral("secret") : out;
}

QList<QByteArray> SecretValues::spellings(const QString &value)
{
    QList<QByteArray> out;
    const auto addOnce = [&out](const QByteArray &spelling) {
        if (!spelling.isEmpty() && !out.contains(spelling))
            out.append(spelling);
    };
    const QByteArray utf8 = value.toUtf8();
    addOnce(utf8);
    const QByteArray quoted = JsonWriter::quote(value);
    addOnce(quoted.mid(1, quoted.size() - 2));
    addOnce(QUrl::toPercentEncoding(value));
    addOnce(value.toHtmlEscaped().toUtf8());
    return out;
}

void SecretValues::add(const QString &name, const QString &value)
{
    if (value.size() < MinimumLength)
        return;
    QMutexLocker lock(&m_mutex);
    for (const Entry &entry : std::as_const(m_entries)) {
        if (entry.value == value)
            return;
    }
    Entry entry{placeholderName(name), value, spellings(value)};
    auto at = std::find_if(m_entries.begin(), m_entries.end(),
                           [&value](const Entry &known) { return known.value.size() < value.size(); });
    m_entries.insert(at, std::move(entry));
    m_count.store(int(m_entries.size()), std::memory_order_release);
}

QByteArray SecretValues::redact(const QByteArray &text, QStringList *used) const
{
    if (isEmpty() || text.isEmpty())
        return text;
    QByteArray out = text;
    QMutexLocker lock(&m_mutex);
    for (const Entry &entry : std::as_const(m_entries)) {
        for (const QByteArray &spelling : entry.spellings) {
            if (!out.contains(spelling))
                continue;
            out.replace(spelling, Redaction::placeholder(entry.name));
            if (used && !used->contains(entry.name))
                used->append(entry.name);
        }
    }
    return out;
}

QString SecretValues::redact(const QString &text, QStringList *used) const
{
    if (isEmpty() || text.isEmpty())
        return text;
    const QByteArray bytes = text.toUtf8();
    const QByteArray redacted = redact(bytes, used);
    return redacted == bytes ? text : QString::fromUtf8(redacted);
}

} // namespace RpcScope
