#pragma once

#include "lib/transport/wire.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QUrl>

namespace RpcScope {

struct EndpointSettings;
struct Exchange;

/// One HTTP request as curl should repeat it.
struct CurlRequest
{
    QUrl url;
    QByteArray method = QByteArrayLiteral("POST");
    HeaderList headers;          ///< in wire order, names as sent
    QByteArray body;             ///< exactly the bytes to send
    bool followRedirects = false;   ///< adds --location, keeping POST on 301/302/303 as RpcScope does
    bool insecure = false;          ///< adds --insecure (TLS verification off for this endpoint)
    QString caFile;                 ///< adds --cacert
    QString certificateFile;        ///< adds --cert
    QString keyFile;                ///< adds --key

    /// The request as it went out in \a exchange (its last hop's URL and the headers as
    /// written); an invalid URL when the exchange did not go over HTTP.
    static CurlRequest fromExchange(const Exchange &exchange);
    /// The request HttpTransport would send for \a body to \a url with \a settings
    /// (Content-Type, Accept, the bearer token, then the endpoint's own headers overriding
    /// the same names): for "Copy as curl" before anything was sent.
    static CurlRequest forEndpoint(const QUrl &url, const EndpointSettings &settings, const QByteArray &body);
};

/// Builds a POSIX shell command line that makes curl send the same request: the method, the
/// URL, every header as sent and the exact body bytes.
///
/// The body goes in `--data-binary 'BODY'`, single-quoted (a quote inside becomes '\''),
/// which carries quotes, newlines and any Unicode text unchanged. A body a shell argument
/// cannot carry or a clipboard would mangle (a NUL byte, other control characters, invalid
/// UTF-8; see ShellQuote::isPlainText) is written by printf with octal escapes and piped in:
/// `printf '...\000...' | curl ... --data-binary @-`.
///
/// Headers curl works out itself are left out: Content-Length, Transfer-Encoding, and a Host
/// that matches the URL. Credentials in the URL's user part are dropped (they went out as an
/// Authorization header, which is listed). Secret header values are redacted by default,
/// because copies land in chats and tickets.
class CurlCommand
{
public:
    enum class Secrets { Redact, Keep };

    struct Options
    {
        Secrets secrets = Secrets::Redact;
        /// More header names (any case) whose values are secret, e.g. an endpoint's `login_key`;
        /// Authorization, Proxy-Authorization and Cookie always are.
        QList<QByteArray> sensitiveHeaders;
        /// One option per line, joined with " \" line continuations; off: a single line.
        bool multiLine = true;
    };

    static QString build(const CurlRequest &request, const Options &options);
    static QString build(const CurlRequest &request) { return build(request, Options()); }
    /// build(CurlRequest::fromExchange(exchange)); empty when the exchange was not HTTP.
    static QString forExchange(const Exchange &exchange, const Options &options);
    static QString forExchange(const Exchange &exchange) { return forExchange(exchange, Options()); }

    /// True when \a name's value is redacted under \a options.
    static bool isSecretHeader(QByteArrayView name, const Options &options);
    /// What stands in place of a redacted secret.
    static QByteArray redactedPlaceholder() { return QByteArrayLiteral("<redacted>"); }
    /// \a value with its secret part replaced: the scheme word of an Authorization value
    /// ("Bearer", "Basic") is kept, since it tells the reader what to fill in.
    static QByteArray redactValue(QByteArrayView name, const QByteArray &value);
};

} // namespace RpcScope
