#include "lib/session/authstepentry.h"

#include "lib/auth/authredaction.h"
#include "lib/auth/authstep.h"

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
    QStringList used;
    if (!step.url.isEmpty())
        entry.authUrl = AuthRedaction::urlWithPlaceholders(step.url, &used);
    entry.request = AuthRedaction::bodyWithPlaceholders(step.requestBody, &used);
    entry.body = AuthRedaction::bodyWithPlaceholders(step.reply.body, &used);
    if (step.reply.http) {
        HttpMeta http = *step.reply.http;
        if (http.url.hasQuery())
            http.url = QUrl(AuthRedaction::urlWithPlaceholders(http.url, &used), QUrl::StrictMode);
        http.target = AuthRedaction::locationWithPlaceholders(http.target, &used);
        // A DPoP proof is signed for this one request; it is no one else's to read.
        for (auto &[name, value] : http.requestHeaders) {
            if (name.compare("dpop", Qt::CaseInsensitive) == 0) {
                value = "{{redacted:dpop}}";
                if (!used.contains(QStringLiteral("dpop")))
                    used.append(QStringLiteral("dpop"));
            }
        }
        // The authorization server's redirect carries the code in its Location.
        for (auto &[name, value] : http.responseHeaders) {
            if (name.compare("location", Qt::CaseInsensitive) == 0)
                value = AuthRedaction::locationWithPlaceholders(value, &used);
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
