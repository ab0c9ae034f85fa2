#include "lib/auth/editablerequest.h"

#include "lib/auth/authredaction.h"
#include "lib/tr.h"

namespace RpcScope {

EditableRequest::EditableRequest(const HttpRequest &request)
    : m_request(request)
{
    auto hideValue = [this](const QByteArray &value, const QByteArray &name) { return hide(value, name).toUtf8(); };
    QUrl url = request.url;
    QByteArray shownQuery;
    if (url.hasQuery())
        shownQuery = AuthRedaction::replaceSecretParameters(url.query(QUrl::FullyEncoded).toUtf8(), hideValue);
    url.setQuery(QString());
    QString text = QString::fromLatin1(request.method) + u' ' + url.toString(QUrl::FullyEncoded);
    if (request.url.hasQuery())
        text += u'?' + QString::fromUtf8(shownQuery);
    text += u'\n';
    for (const auto &[name, value] : request.headers) {
        QByteArray shown = value;
        if (isCredentialHeader(name)) {
            // The scheme stays readable ("Basic", "DPoP"); what follows it is the secret.
            const qsizetype space = value.indexOf(' ');
            const bool scheme = name.compare("authorization", Qt::CaseInsensitive) == 0 && space > 0;
            shown = scheme ? value.left(space + 1) + hide(value.mid(space + 1), name.toLower()).toUtf8()
                           : hide(value, name.toLower()).toUtf8();
        }
        text += QString::fromLatin1(name) + QStringLiteral(": ") + QString::fromUtf8(shown) + u'\n';
    }
    text += u'\n';
    const QByteArray trimmed = request.body.trimmed();
    const bool json = trimmed.startsWith('{') || trimmed.startsWith('[');
    text += QString::fromUtf8(json ? request.body : AuthRedaction::replaceSecretParameters(request.body, hideValue));
    m_text = text;
}

QString EditableRequest::hide(const QByteArray &value, const QByteArray &name)
{
    QString placeholder = QStringLiteral("{{secret:") + QString::fromLatin1(name) + QStringLiteral("}}");
    for (int n = 2; std::any_of(m_secrets.cbegin(), m_secrets.cend(), [&](const auto &s) { return s.first == placeholder; }); ++n)
        placeholder = QStringLiteral("{{secret:%1-%2}}").arg(QString::fromLatin1(name)).arg(n);
    m_secrets.append({placeholder, value});
    return placeholder;
}

std::optional<HttpRequest> EditableRequest::read(const QString &edited, QString *error) const
{
    QString text = edited;
    text.replace(QStringLiteral("\r\n"), QStringLiteral("\n"));
    const qsizetype blank = text.indexOf(QStringLiteral("\n\n"));
    const QString head = blank < 0 ? text.trimmed() : text.left(blank);
    QByteArray body = blank < 0 ? QByteArray() : text.mid(blank + 2).toUtf8();
    const QStringList lines = head.split(u'\n');
    auto putBack = [this](QByteArray bytes) {
        for (const auto &[placeholder, value] : m_secrets)
            bytes.replace(placeholder.toUtf8(), value);
        return bytes;
    };
    const QString requestLine = lines.value(0).trimmed();
    const qsizetype space = requestLine.indexOf(u' ');
    if (space <= 0) {
        *error = Tr::tr("the first line must be the method and the URL, e.g. \"POST https://auth.example/token\"");
        return std::nullopt;
    }
    // A placeholder typed by hand, or one whose name was changed, stands for nothing.
    const QByteArray leftover = putBack(text.toUtf8());
    if (const qsizetype at = leftover.indexOf("{{secret:"); at >= 0) {
        const qsizetype end = leftover.indexOf("}}", at);
        *error = Tr::tr("%1 names no secret of this request")
                         .arg(QString::fromUtf8(leftover.mid(at, end < 0 ? 40 : end + 2 - at)));
        return std::nullopt;
    }
    HttpRequest request = m_request;
    request.method = requestLine.left(space).toLatin1();
    for (const QChar c : requestLine.left(space)) {
        if (!c.isLetter() || c.unicode() > 127) {
            *error = Tr::tr("\"%1\" is no HTTP method").arg(requestLine.left(space));
            return std::nullopt;
        }
    }
    request.url = QUrl::fromEncoded(putBack(requestLine.mid(space + 1).trimmed().toUtf8()), QUrl::StrictMode);
    if (!request.url.isValid() || (request.url.scheme() != u"https" && request.url.scheme() != u"http")) {
        *error = Tr::tr("\"%1\" is not an http or https URL").arg(requestLine.mid(space + 1).trimmed());
        return std::nullopt;
    }
    request.headers.clear();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        if (line.trimmed().isEmpty())
            continue;
        const qsizetype colon = line.indexOf(u':');
        const QString name = colon > 0 ? line.left(colon).trimmed() : QString();
        bool token = !name.isEmpty();
        for (const QChar c : name)
            token = token && c.unicode() > 32 && c.unicode() < 127 && !QStringLiteral("()<>@,;:\\\"/[]?={}").contains(c);
        if (!token) {
            *error = Tr::tr("line %1 is no header (\"Name: value\"): %2").arg(i + 1).arg(line);
            return std::nullopt;
        }
        const QByteArray value = putBack(line.mid(colon + 1).trimmed().toUtf8());
        if (value.contains('\n') || value.contains('\r')) {
            *error = Tr::tr("the header %1 holds a line break").arg(name);
            return std::nullopt;
        }
        // The length is the body's as it goes now: an edited body keeps it true.
        if (name.compare(u"content-length", Qt::CaseInsensitive) == 0)
            continue;
        request.headers.append({name.toLatin1(), value});
    }
    request.body = putBack(body);
    return request;
}

} // namespace RpcScope
