#include "lib/session/urlredaction.h"

#include "lib/session/redaction.h"
#include "lib/session/secretvalues.h"

#include <QUrl>

#include <algorithm>

namespace RpcScope::UrlRedaction {

namespace {

void use(QStringList *used, const QString &name)
{
    if (used && !used->contains(name))
        used->append(name);
}

// A value that is already a placeholder stays (a replayed session recorded again).
bool isPlaceholder(QStringView value)
{
    return Redaction::isPlaceholder(value.toUtf8());
}

QString placeholder(const QString &name)
{
    return QString::fromUtf8(Redaction::placeholder(name));
}

bool isSchemeChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '+' || u == '-'
           || u == '.';
}

// The query "a=1&token=x" with each secret parameter's value replaced.
QString redactQuery(QStringView query, QStringList *used)
{
    QString out;
    out.reserve(query.size());
    qsizetype from = 0;
    while (from <= query.size()) {
        qsizetype end = from;
        while (end < query.size() && query.at(end) != u'&' && query.at(end) != u';')
            ++end;
        const QStringView pair = query.sliced(from, end - from);
        const qsizetype equals = pair.indexOf(u'=');
        if (equals > 0) {
            const QString name = QUrl::fromPercentEncoding(pair.first(equals).toUtf8()).trimmed();
            const QStringView value = pair.sliced(equals + 1);
            if (isSecretParameter(name) && !value.isEmpty() && !isPlaceholder(value)) {
                const QString placeholderName = SecretValues::placeholderName(name);
                use(used, placeholderName);
                out += pair.first(equals + 1) + placeholder(placeholderName);
            } else {
                if (isPlaceholder(value) && !Redaction::names(value.toUtf8()).isEmpty())
                    use(used, Redaction::names(value.toUtf8()).constFirst());
                out += pair;
            }
        } else {
            out += pair;
        }
        if (end < query.size())
            out += query.at(end);
        from = end + 1;
    }
    return out;
}

} // namespace

bool isSecretParameter(QStringView name)
{
    const QString lower = name.toString().toLower();
    static const QStringList exact = {
        QStringLiteral("token"),      QStringLiteral("access_token"), QStringLiteral("refresh_token"),
        QStringLiteral("id_token"),   QStringLiteral("auth"),         QStringLiteral("auth_token"),
        QStringLiteral("key"),        QStringLiteral("api_key"),      QStringLiteral("apikey"),
        QStringLiteral("api-key"),    QStringLiteral("secret"),       QStringLiteral("client_secret"),
        QStringLiteral("password"),   QStringLiteral("passwd"),       QStringLiteral("pwd"),
        QStringLiteral("pass"),       QStringLiteral("sig"),          QStringLiteral("signature"),
        QStringLiteral("login_key"),  QStringLiteral("session"),      QStringLiteral("sessionid"),
        QStringLiteral("session_id")};
    if (exact.contains(lower))
        return true;
    static const QStringList suffixes = {QStringLiteral("token"), QStringLiteral("_key"), QStringLiteral("-key"),
                                         QStringLiteral("secret"), QStringLiteral("password"), QStringLiteral("signature")};
    return std::any_of(suffixes.cbegin(), suffixes.cend(), [&lower](const QString &s) { return lower.endsWith(s); });
}

QString redact(const QString &url, QStringList *used)
{
    // Every recorded line comes through here: most endpoints have neither a query nor a userinfo.
    if (!url.contains(u'?') && !url.contains(u'@'))
        return url;
    qsizetype pathStart = -1;
    QString out;
    const qsizetype schemeEnd = url.indexOf(u"://");
    if (schemeEnd > 0 && std::all_of(url.cbegin(), url.cbegin() + schemeEnd, isSchemeChar)) {
        const qsizetype authorityStart = schemeEnd + 3;
        qsizetype authorityEnd = authorityStart;
        while (authorityEnd < url.size() && url.at(authorityEnd) != u'/' && url.at(authorityEnd) != u'?'
               && url.at(authorityEnd) != u'#')
            ++authorityEnd;
        out = url.first(authorityStart);
        const QStringView authority = QStringView(url).sliced(authorityStart, authorityEnd - authorityStart);
        const qsizetype at = authority.lastIndexOf(u'@');
        if (at >= 0) {
            const QStringView userinfo = authority.first(at);
            const qsizetype colon = userinfo.indexOf(u':');
            if (colon >= 0) {
                // user:password@ — the user name says who, the password is the secret.
                const QStringView password = userinfo.sliced(colon + 1);
                out += userinfo.first(colon + 1);
                if (password.isEmpty() || isPlaceholder(password)) {
                    if (!password.isEmpty() && !Redaction::names(password.toUtf8()).isEmpty())
                        use(used, Redaction::names(password.toUtf8()).constFirst());
                    out += password;
                } else {
                    use(used, QStringLiteral("password"));
                    out += placeholder(QStringLiteral("password"));
                }
            } else if (!userinfo.isEmpty() && !isPlaceholder(userinfo)) {
                // A lone userinfo is a token as often as a name (https://TOKEN@host).
                use(used, QStringLiteral("userinfo"));
                out += placeholder(QStringLiteral("userinfo"));
            } else {
                out += userinfo;
            }
            out += authority.sliced(at);
        } else {
            out += authority;
        }
        pathStart = authorityEnd;
    } else if (url.startsWith(u'/')) {
        pathStart = 0;   // a request-target
    }
    if (pathStart < 0)
        return url;
    const qsizetype question = url.indexOf(u'?', pathStart);
    const qsizetype hash = url.indexOf(u'#', pathStart);
    if (question < 0 || (hash >= 0 && hash < question)) {
        out += QStringView(url).sliced(pathStart);
        return out == url ? url : out;
    }
    const qsizetype queryEnd = hash < 0 ? url.size() : hash;
    out += QStringView(url).sliced(pathStart, question + 1 - pathStart);
    out += redactQuery(QStringView(url).sliced(question + 1, queryEnd - question - 1), used);
    out += QStringView(url).sliced(queryEnd);
    return out == url ? url : out;
}

QByteArray redact(const QByteArray &url, QStringList *used)
{
    if (!url.contains('?') && !url.contains('@'))
        return url;
    const QString text = QString::fromUtf8(url);
    const QString redacted = redact(text, used);
    return redacted == text ? url : redacted.toUtf8();
}

} // namespace RpcScope::UrlRedaction
