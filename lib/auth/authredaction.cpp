#include "lib/auth/authredaction.h"

#include <QRegularExpression>
#include <QUrl>

namespace RpcScope {

namespace {

const QByteArray Redacted = QByteArrayLiteral("[redacted]");

} // namespace

namespace AuthRedaction {

// Every parameter and member that carries a secret in OAuth 2.1 and the RFCs it builds on.
bool isSecretParameter(QByteArrayView name)
{
    static const QList<QByteArray> names{"access_token", "refresh_token", "id_token", "code", "code_verifier",
                                         "client_secret", "client_assertion", "assertion", "subject_token",
                                         "actor_token", "registration_access_token", "device_code", "password",
                                         "token"};   // RFC 7009's revocation request
    return names.contains(name.toByteArray().toLower());
}

QByteArray replaceSecretParameters(const QByteArray &pairs,
                                   const std::function<QByteArray(const QByteArray &value, const QByteArray &name)> &replace)
{
    QList<QByteArray> parts = pairs.split('&');
    for (QByteArray &part : parts) {
        const qsizetype equals = part.indexOf('=');
        if (equals <= 0)
            continue;
        const QByteArray name = QByteArray::fromPercentEncoding(part.left(equals));
        if (isSecretParameter(name))
            part = part.left(equals + 1) + replace(part.mid(equals + 1), name);
    }
    return parts.join('&');
}

QByteArray form(const QByteArray &body)
{
    return replaceSecretParameters(body, [](const QByteArray &, const QByteArray &) { return Redacted; });
}

QByteArray json(const QByteArray &body)
{
    // A member "name": "value" whose name is a secret's; the value may hold escaped quotes.
    static const QRegularExpression member(QStringLiteral(R"RE(("([A-Za-z_]+)"\s*:\s*")((?:[^"\\]|\\.)*)")RE"));
    const QString text = QString::fromUtf8(body);
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = member.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        if (!isSecretParameter(match.captured(2).toUtf8()))
            continue;
        out += QStringView(text).mid(last, match.capturedStart(3) - last);
        out += QString::fromLatin1(Redacted);
        last = match.capturedEnd(3);
    }
    if (last == 0)
        return body;
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

QByteArray body(const QByteArray &text)
{
    const QByteArray trimmed = text.trimmed();
    return trimmed.startsWith('{') || trimmed.startsWith('[') ? json(text) : form(text);
}

QString url(const QUrl &address)
{
    if (!address.hasQuery())
        return address.toString();
    QUrl masked = address;
    masked.setQuery(QString::fromUtf8(form(address.query(QUrl::FullyEncoded).toUtf8())), QUrl::StrictMode);
    return masked.toString();
}

HeaderList headers(const HeaderList &list)
{
    HeaderList out = list;
    for (auto &[name, value] : out)
        value = shownHeaderValue(name, value);
    return out;
}

} // namespace AuthRedaction

} // namespace RpcScope
