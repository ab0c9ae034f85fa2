#include "lib/export/curlscript.h"

#include "lib/export/curlcommand.h"
#include "lib/session/redaction.h"
#include "lib/session/sessionentry.h"
#include "lib/session/sessionformat.h"
#include "lib/tr.h"

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

/// \a text on one comment line: a line break would end the comment and run the rest.
QString commentText(QString text)
{
    for (QChar &c : text) {
        if (c == u'\n' || c == u'\r' || c.category() == QChar::Other_Control)
            c = u' ';
    }
    return text;
}

} // namespace

CurlScript::Result CurlScript::build(const QList<SessionEntry> &entries)
{
    Result result;
    QString body;
    CurlCommand::Options redact;   // the default: credential headers are secret
    for (const SessionEntry &entry : entries) {
        if (entry.type != SessionEntry::Type::Exchange)
            continue;
        if (entry.transport != Transport::Kind::Http || !entry.http) {
            ++result.skipped;
            continue;
        }
        const HttpMeta &http = *entry.http;
        CurlRequest request;
        request.url = http.url.isValid() ? http.url : QUrl(entry.endpoint);
        if (!http.method.isEmpty())
            request.method = http.method;
        request.body = entry.request;
        for (const auto &[name, value] : http.requestHeaders) {
            const bool keep = !CurlCommand::isSecretHeader(name, redact) || !Redaction::names(value).isEmpty();
            request.headers.append({name, keep ? value : CurlCommand::redactValue(name, value)});
        }
        CurlCommand::Options options;
        options.secrets = CurlCommand::Secrets::Keep;   // redacted above, placeholders kept
        const qint64 started = entry.timings.startedEpochMs > 0 ? entry.timings.startedEpochMs : entry.epochMs;
        body += u"\n# %1 · %2 · %3\n"_s.arg(entry.sequence)
                    .arg(commentText(entry.method.isEmpty() ? Tr::tr("(no method)") : entry.method),
                         SessionFormat::isoTime(started));
        body += CurlCommand::build(request, options) + u"\necho\n"_s;
        ++result.exported;
    }
    if (result.exported == 0)
        return result;
    result.script = u"#!/usr/bin/env bash\n"_s
                    + u"# %1\n"_s.arg(commentText(Tr::tr("The HTTP exchanges of an RpcScope session, one curl command each, in recorded order.")))
                    + u"# %1\n"_s.arg(commentText(Tr::tr("Secrets are placeholders such as {{redacted:bearer}}: put the real values in before running.")))
                    + body;
    return result;
}

} // namespace RpcScope
