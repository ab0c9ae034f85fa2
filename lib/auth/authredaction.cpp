#include "lib/auth/authredaction.h"

#include <QRegularExpression>
#include <QUrl>

namespace RpcScope {

namespace {

const QByteArray Redacted = QByteArrayLiteral("[redacted]");

using Mask = AuthRedaction::Mask;

QByteArray maskedForm(const QByteArray &pairs, const Mask &mask)
{
    return AuthRedaction::replaceSecretParameters(pairs, [&mask](const QByteArray &, const QByteArray &name) {
        return mask(name);
    });
}

QByteArray maskedJson(const QByteArray &body, const Mask &mask)
{
    // A member "name": "value" whose name is a secret's; the value may hold escaped quotes.
    static const QRegularExpression member(QStringLiteral(R"RE(("([A-Za-z_]+)"\s*:\s*")((?:[^"\\]|\\.)*)")RE"));
    const QString text = QString::fromUtf8(body);
    QString out;
    qsizetype last = 0;
    QRegularExpressionMatchIterator it = member.globalMatch(text);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QByteArray name = match.captured(2).toUtf8();
        if (!AuthRedaction::isSecretParameter(name))
            continue;
        out += QStringView(text).mid(last, match.capturedStart(3) - last);
        out += QString::fromLatin1(mask(name));
        last = match.capturedEnd(3);
    }
    if (last == 0)
        return body;
    out += QStringView(text).mid(last);
    return out.toUtf8();
}

QByteArray maskedBody(const QByteArray &text, const Mask &mask)
{
    const QByteArray trimmed = text.trimmed();
    return trimmed.startsWith('{') || trimmed.startsWith('[') ? maskedJson(text, mask) : maskedForm(text, mask);
}

QString maskedUrl(const QUrl &address, const Mask &mask)
{
    if (!address.hasQuery())
        return address.toString();
    QUrl masked = address;
    masked.setQuery(QString::fromUtf8(maskedForm(address.query(QUrl::FullyEncoded).toUtf8(), mask)), QUrl::StrictMode);
    return masked.toString();
}

Mask shownMask()
{
    return [](const QByteArray &) { return Redacted; };
}

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
    return maskedForm(body, shownMask());
}

QByteArray json(const QByteArray &body)
{
    return maskedJson(body, shownMask());
}

QByteArray body(const QByteArray &text)
{
    return maskedBody(text, shownMask());
}

QString url(const QUrl &address)
{
    return maskedUrl(address, shownMask());
}

QByteArray body(const QByteArray &text, const Mask &mask)
{
    return maskedBody(text, mask);
}

QString url(const QUrl &address, const Mask &mask)
{
    return maskedUrl(address, mask);
}

QByteArray location(const QByteArray &value, const Mask &mask)
{
    // The query and the fragment both carry name=value pairs: a code in the query, tokens in
    // the fragment of an implicit-style redirect.
    const qsizetype fragment = value.indexOf('#');
    const QByteArray head = fragment < 0 ? value : value.left(fragment);
    const qsizetype query = head.indexOf('?');
    QByteArray out = query < 0 ? head : head.left(query + 1) + maskedForm(head.mid(query + 1), mask);
    if (fragment >= 0)
        out += '#' + maskedForm(value.mid(fragment + 1), mask);
    return out;
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
