#include "lib/session/redaction.h"

namespace RpcScope::Redaction {

namespace {

constexpr QByteArrayView kOpen = "{{redacted:";
constexpr QByteArrayView kClose = "}}";

bool isNameChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
           || c == '-' || c == ':';
}

// The placeholder at \a from: its end (one past "}}") and name, or -1.
qsizetype placeholderAt(QByteArrayView text, qsizetype from, QByteArrayView *name)
{
    qsizetype pos = from + kOpen.size();
    const qsizetype nameStart = pos;
    while (pos < text.size() && isNameChar(text.at(pos)))
        ++pos;
    if (pos == nameStart || !text.sliced(pos).startsWith(kClose))
        return -1;
    *name = text.sliced(nameStart, pos - nameStart);
    return pos + kClose.size();
}

} // namespace

QByteArray placeholder(QStringView name)
{
    return kOpen.toByteArray() + name.toUtf8() + kClose.toByteArray();
}

bool isPlaceholder(QByteArrayView text)
{
    QByteArrayView name;
    return text.startsWith(kOpen) && placeholderAt(text, 0, &name) == text.size();
}

QStringList names(QByteArrayView text)
{
    QStringList out;
    qsizetype from = 0;
    while ((from = text.indexOf(kOpen, from)) >= 0) {
        QByteArrayView name;
        const qsizetype end = placeholderAt(text, from, &name);
        if (end < 0) {
            from += kOpen.size();
            continue;
        }
        const QString decoded = QString::fromLatin1(name);
        if (!out.contains(decoded))
            out.append(decoded);
        from = end;
    }
    return out;
}

QByteArray fill(const QByteArray &text, const QHash<QString, QByteArray> &values, QStringList *unfilled)
{
    QByteArray out;
    qsizetype copied = 0;
    qsizetype from = 0;
    while ((from = text.indexOf(kOpen, from)) >= 0) {
        QByteArrayView name;
        const qsizetype end = placeholderAt(text, from, &name);
        if (end < 0) {
            from += kOpen.size();
            continue;
        }
        const auto it = values.constFind(QString::fromLatin1(name));
        if (it == values.cend()) {
            if (unfilled && !unfilled->contains(QString::fromLatin1(name)))
                unfilled->append(QString::fromLatin1(name));
        } else {
            out += QByteArrayView(text).sliced(copied, from - copied);
            out += *it;
            copied = end;
        }
        from = end;
    }
    if (copied == 0)
        return text;
    out += QByteArrayView(text).sliced(copied);
    return out;
}

} // namespace RpcScope::Redaction
