#include "support/scriptedoauth.h"

#include <QUrlQuery>

namespace TestSupport {

ScriptedResponse json(int status, const QByteArray &body, ScriptedHeaders headers)
{
    headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    return ScriptedResponse::http(status, body, headers);
}

QByteArray queryValue(const QByteArray &target, const QString &name)
{
    return QUrlQuery(QUrl(QString::fromLatin1("http://x" + target))).queryItemValue(name, QUrl::FullyDecoded).toUtf8();
}

QByteArray formValue(const QByteArray &body, const QString &name)
{
    return QUrlQuery(QString::fromLatin1(body)).queryItemValue(name, QUrl::FullyDecoded).toUtf8();
}

QByteArray redirect(const QByteArray &code, const QByteArray &state, const QByteArray &issuer)
{
    QByteArray query;
    if (!code.isEmpty())
        query.append("code=").append(code).append('&');
    query.append("state=").append(state);
    if (!issuer.isEmpty())
        query.append("&iss=").append(QUrl::toPercentEncoding(QString::fromUtf8(issuer)));
    return query;
}

void Script::enqueue(ScriptedHttpServer &server) const
{
    const QByteArray origin = base.toString().toUtf8();
    if (challenged)
        server.enqueue(json(401, "{\"error\":\"unauthorized\"}", {{"WWW-Authenticate", challengeHeader}}));
    server.enqueue(resourceMetadata.value_or(json(200, "{\"resource\":\"" + resource
                                                             + "\",\"authorization_servers\":[\"" + issuer + "\"]}")));
    server.enqueue(serverMetadata.value_or(json(200, "{\"issuer\":\"" + issuer + "\",\"authorization_endpoint\":\"" + origin
                                                         + "/authorize\",\"token_endpoint\":\"" + origin
                                                         + "/token\",\"registration_endpoint\":\"" + origin + "/register\""
                                                         + serverMetadataExtra + "}")));
    if (endsAfterServerMetadata)
        return;
    if (registers)
        server.enqueue(registration.value_or(json(201, "{\"client_id\":\"client-1\",\"token_endpoint_auth_method\":\"none\"}")));
    if (endsAfterRegistration)
        return;
    std::function<QByteArray(const QByteArray &)> query = redirectQuery;
    if (!query)
        query = [issuer = issuer](const QByteArray &state) { return redirect("the-code", state, issuer); };
    server.enqueue(ScriptedResponse::computed([query](const RecordedRequest &request) {
        const QByteArray state = queryValue(request.target, QStringLiteral("state"));
        const QByteArray location = queryValue(request.target, QStringLiteral("redirect_uri")).append('?').append(query(state));
        return ScriptedResponse::http(302, {}, {{QByteArrayLiteral("Location"), location}});
    }));
    if (endsAfterAuthorization)
        return;
    server.enqueue(token.value_or(json(200, "{\"access_token\":\"tok-1\",\"token_type\":\"Bearer\",\"expires_in\":3600,\"refresh_token\":\"ref-1\"}")));
    if (callFollows)
        server.enqueue(callAnswer.value_or(json(200, "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"tools\":[]}}")));
}

} // namespace TestSupport
