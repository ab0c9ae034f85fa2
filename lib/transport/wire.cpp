#include "lib/transport/wire.h"

#include <algorithm>

namespace RpcScope {

QByteArray headerValue(const HeaderList &headers, QByteArrayView name)
{
    for (const auto &field : headers) {
        if (field.first.compare(name, Qt::CaseInsensitive) == 0)
            return field.second;
    }
    return {};
}

void overlayHeaders(HeaderList &headers, const HeaderList &layer)
{
    if (layer.isEmpty())
        return;
    headers.removeIf([&layer](const QPair<QByteArray, QByteArray> &field) {
        return std::any_of(layer.cbegin(), layer.cend(), [&field](const QPair<QByteArray, QByteArray> &given) {
            return given.first.compare(field.first, Qt::CaseInsensitive) == 0;
        });
    });
    headers.append(layer);
}

QString HttpMeta::statusText() const
{
    const QString code = QString::number(status);
    return reason.isEmpty() ? code : code + u' ' + QString::fromLatin1(reason);
}

QByteArray shownHeaderValue(QByteArrayView name, const QByteArray &value)
{
    const auto is = [name](QByteArrayView other) { return name.compare(other, Qt::CaseInsensitive) == 0; };
    if (is("authorization") || is("proxy-authorization")) {
        const qsizetype space = value.indexOf(' ');
        return space > 0 ? value.left(space) + QByteArrayLiteral(" [redacted]") : QByteArrayLiteral("[redacted]");
    }
    if (is("cookie") || is("dpop"))
        return QByteArrayLiteral("[redacted]");
    return value;
}

} // namespace RpcScope
