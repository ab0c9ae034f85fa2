#include "lib/export/curlcommand.h"

#include "lib/export/shellquote.h"
#include "lib/rpc/exchange.h"
#include "lib/transport/endpointsettings.h"

#include <utility>

namespace RpcScope {

namespace {

bool sameName(QByteArrayView a, QByteArrayView b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

QByteArray authority(const QUrl &url)
{
    const bool tls = url.scheme() == u"https";
    QByteArray host = url.host(QUrl::FullyEncoded).toLatin1();
    if (host.contains(':'))
        host = '[' + host + ']';
    const int port = url.port(tls ? 443 : 80);
    if (port != (tls ? 443 : 80))
        host += ':' + QByteArray::number(port);
    return host;
}

// Headers curl sets itself from the URL and the body; repeating them could only disagree.
bool curlWritesItself(const QPair<QByteArray, QByteArray> &field, const QUrl &url)
{
    if (sameName(field.first, "Content-Length") || sameName(field.first, "Transfer-Encoding"))
        return true;
    return sameName(field.first, "Host") && sameName(field.second, authority(url));
}

} // namespace

CurlRequest CurlRequest::fromExchange(const Exchange &exchange)
{
    CurlRequest request;
    request.body = exchange.request;
    if (exchange.transport != Transport::Kind::Http)
        return request;
    if (exchange.reply.http) {
        const HttpMeta &meta = *exchange.reply.http;
        // The first hop is what the user asked for; redirects (when followed) come after it.
        const HttpMeta &first = exchange.reply.redirects.isEmpty() ? meta : exchange.reply.redirects.first();
        request.url = first.url;
        if (!first.method.isEmpty())
            request.method = first.method;
        request.headers = first.requestHeaders;
        request.followRedirects = !exchange.reply.redirects.isEmpty();
    }
    if (!request.url.isValid())
        request.url = QUrl(exchange.endpoint);
    return request;
}

CurlRequest CurlRequest::forEndpoint(const QUrl &url, const EndpointSettings &settings, const QByteArray &body)
{
    CurlRequest request;
    request.url = url;
    request.body = body;
    // The same layers as HttpTransport::request(): defaults, the token, then the endpoint's
    // headers replacing the same names.
    request.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    request.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")});
    if (!settings.bearerToken.isEmpty())
        request.headers.append({QByteArrayLiteral("Authorization"), "Bearer " + settings.bearerToken});
    request.headers.removeIf([&settings](const QPair<QByteArray, QByteArray> &field) {
        return std::any_of(settings.headers.cbegin(), settings.headers.cend(),
                           [&field](const QPair<QByteArray, QByteArray> &given) { return sameName(given.first, field.first); });
    });
    request.headers.append(settings.headers);
    request.followRedirects = settings.followRedirects;
    request.insecure = settings.insecure;
    request.caFile = settings.tls.caFile;
    request.certificateFile = settings.tls.certificateFile;
    request.keyFile = settings.tls.keyFile;
    return request;
}

bool CurlCommand::isSecretHeader(QByteArrayView name, const Options &options)
{
    if (options.secrets == Secrets::Keep)
        return false;
    if (sameName(name, "Authorization") || sameName(name, "Proxy-Authorization") || sameName(name, "Cookie"))
        return true;
    return std::any_of(options.sensitiveHeaders.cbegin(), options.sensitiveHeaders.cend(),
                       [name](const QByteArray &secret) { return sameName(name, secret); });
}

QByteArray CurlCommand::redactValue(QByteArrayView name, const QByteArray &value)
{
    if (sameName(name, "Authorization") || sameName(name, "Proxy-Authorization")) {
        const qsizetype space = value.indexOf(' ');
        if (space > 0)
            return value.left(space + 1) + redactedPlaceholder();
    }
    return redactedPlaceholder();
}

QString CurlCommand::build(const CurlRequest &request, const Options &options)
{
    const bool plainBody = ShellQuote::isPlainText(request.body);
    QStringList words;
    const QUrl url = request.url.adjusted(QUrl::RemoveUserInfo | QUrl::RemoveFragment);
    words.append(QStringLiteral("curl ") + ShellQuote::quote(url.toString(QUrl::FullyEncoded)));
    // --data-binary makes curl POST; any other method is said explicitly.
    if (request.method != "POST")
        words.append(QStringLiteral("-X ") + ShellQuote::quote(QString::fromLatin1(request.method)));
    if (request.followRedirects)
        words.append(QStringLiteral("--location --post301 --post302 --post303"));
    if (request.insecure)
        words.append(QStringLiteral("--insecure"));
    // curl pins public keys, not certificates: an accepted certificate has no curl spelling.
    const std::pair<QString, const QString *> files[] = {{QStringLiteral("--cacert "), &request.caFile},
                                                         {QStringLiteral("--cert "), &request.certificateFile},
                                                         {QStringLiteral("--key "), &request.keyFile}};
    for (const auto &[option, path] : files) {
        if (!path->isEmpty())
            words.append(option + ShellQuote::quote(*path));
    }
    for (const auto &field : request.headers) {
        if (curlWritesItself(field, url))
            continue;
        const QByteArray value = isSecretHeader(field.first, options) ? redactValue(field.first, field.second)
                                                                      : field.second;
        // An empty value needs "Name;" (curl drops a header written "Name:" with nothing after).
        const QByteArray line = value.isEmpty() ? QByteArray(field.first + ';') : QByteArray(field.first + ": " + value);
        words.append(QStringLiteral("-H ") + ShellQuote::quoteAlways(QString::fromUtf8(line)));
    }
    if (plainBody)
        words.append(QStringLiteral("--data-binary ") + ShellQuote::quoteAlways(QString::fromUtf8(request.body)));
    else
        words.append(QStringLiteral("--data-binary @-"));

    const QString separator = options.multiLine ? QStringLiteral(" \\\n  ") : QStringLiteral(" ");
    const QString command = words.join(separator);
    if (plainBody)
        return command;
    return QStringLiteral("printf ") + ShellQuote::printfFormat(request.body) + QStringLiteral(" | ") + command;
}

QString CurlCommand::forExchange(const Exchange &exchange, const Options &options)
{
    if (exchange.transport != Transport::Kind::Http)
        return {};
    return build(CurlRequest::fromExchange(exchange), options);
}

} // namespace RpcScope
