#include "lib/session/authstepentry.h"

#include "lib/auth/authredaction.h"
#include "lib/auth/authstep.h"
#include "lib/session/redaction.h"
#include "lib/session/secretvalues.h"

#include <QDateTime>

namespace RpcScope::AuthStepEntry {

SessionEntry of(const QString &endpoint, const AuthStep &step)
{
    SessionEntry entry;
    entry.type = SessionEntry::Type::Auth;
    entry.epochMs = step.reply.timings.startedEpochMs > 0 ? step.reply.timings.startedEpochMs
                                                          : QDateTime::currentMSecsSinceEpoch();
    entry.endpoint = endpoint;
    entry.transport = Transport::Kind::Http;
    entry.authStep = AuthStep::kindName(step.kind);
    entry.authOk = step.ok;
    entry.authEdited = step.edited;
    entry.authVerdict = step.verdict;
    // Each OAuth secret becomes the session's placeholder, named after its parameter.
    QStringList used;
    const auto placeholder = [&used](QStringView name) {
        const QString clean = SecretValues::placeholderName(name);
        if (!used.contains(clean))
            used.append(clean);
        return Redaction::placeholder(clean);
    };
    const AuthRedaction::Mask mask = [&placeholder](const QByteArray &name) {
        return placeholder(QString::fromLatin1(name));
    };
    if (!step.url.isEmpty())
        entry.authUrl = AuthRedaction::url(step.url, mask);
    entry.request = AuthRedaction::body(step.requestBody, mask);
    entry.body = AuthRedaction::body(step.reply.body, mask);
    if (step.reply.http) {
        HttpMeta http = *step.reply.http;
        if (http.url.hasQuery())
            http.url = QUrl(AuthRedaction::url(http.url, mask), QUrl::StrictMode);
        http.target = AuthRedaction::location(http.target, mask);
        // A DPoP proof is signed for this one request; it is no one else's to read.
        for (auto &[name, value] : http.requestHeaders) {
            if (name.compare("dpop", Qt::CaseInsensitive) == 0)
                value = placeholder(u"dpop");
        }
        // The authorization server's redirect carries the code in its Location.
        for (auto &[name, value] : http.responseHeaders) {
            if (name.compare("location", Qt::CaseInsensitive) == 0)
                value = AuthRedaction::location(value, mask);
        }
        entry.http = std::move(http);
    }
    entry.timings = step.reply.timings;
    entry.durationMs = step.reply.timings.totalMs;
    entry.bytesSent = step.reply.bytesSent;
    entry.bytesReceived = step.reply.bytesReceived;
    if (step.reply.error.isError()) {
        entry.errorKind = TransportError::kindName(step.reply.error.kind);
        entry.errorMessage = step.reply.error.message;
    }
    entry.redacted = used;
    return entry;
}

} // namespace RpcScope::AuthStepEntry
