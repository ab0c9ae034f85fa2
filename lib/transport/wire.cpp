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

bool isCredentialHeader(QByteArrayView name)
{
    for (const char *credential : {"authorization", "proxy-authorization", "dpop", "cookie"}) {
        if (name.compare(credential, Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

QByteArray shownHeaderValue(QByteArrayView name, const QByteArray &value)
{
    if (!isCredentialHeader(name))
        return value;
    // Authorization schemes stay readable ("Bearer [redacted]").
    const bool scheme = name.compare("authorization", Qt::CaseInsensitive) == 0
                        || name.compare("proxy-authorization", Qt::CaseInsensitive) == 0;
    const qsizetype space = value.indexOf(' ');
    return scheme && space > 0 ? value.left(space) + QByteArrayLiteral(" [redacted]") : QByteArrayLiteral("[redacted]");
}

} // namespace RpcScope
