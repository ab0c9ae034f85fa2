#include "lib/collection/runreport.h"

#include "lib/text/units.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/session/secretvalues.h"
#include "lib/tr.h"

using namespace Qt::StringLiterals;

namespace RpcScope {

QByteArray RunReport::toJson(const QString &collectionName, const RunSummary &summary, const SecretValues *secrets,
                             const QList<AnsweredRequest> &serverRequests)
{
    JsonBuilder out(2);
    out.beginObject();
    out.key(u"collection").value(collectionName);
    out.key(u"passed").value(summary.passed());
    out.key(u"failed").value(summary.failed());
    out.key(u"stopped").value(summary.stopped);
    out.key(u"durationMs").value(summary.durationMs);
    out.key(u"requests").beginArray();
    for (const RequestResult &result : summary.results) {
        out.beginObject();
        out.key(u"path").value(result.path);
        out.key(u"kind").value(SavedRequest::kindName(result.kind));
        out.key(u"method").value(result.method);
        if (result.kind == SavedRequest::Kind::Mcp)
            out.key(u"target").value(result.target);
        out.key(u"endpoint").value(result.endpoint);
        if (result.exchange)
            out.key(u"outcome").value(AssertionChecker::outcome(*result.exchange));
        else
            out.key(u"outcome").null();
        out.key(u"durationMs").value(result.durationMs);
        out.key(u"authRetried").value(result.authRetried);
        if (result.kind == SavedRequest::Kind::Mcp) {
            out.key(u"inputRounds").value(result.inputRounds);
            if (result.taskStatus.isEmpty())
                out.key(u"task").null();
            else
                out.key(u"task").beginObject().key(u"status").value(result.taskStatus).key(u"polls").value(result.taskPolls).endObject();
        }
        if (result.error.isEmpty())
            out.key(u"error").null();
        else
            out.key(u"error").value(result.error);
        out.key(u"assertions").beginArray();
        for (const AssertionResult &assertion : result.assertions) {
            out.beginObject();
            out.key(u"assert").value(assertion.label);
            out.key(u"passed").value(assertion.passed);
            if (!assertion.passed)
                out.key(u"message").value(assertion.message);
            out.endObject();
        }
        out.endArray();
        out.endObject();
    }
    out.endArray();
    // What the servers sent on their own, and what they asked (with our answers).
    out.key(u"serverMessages").beginArray();
    for (const RunMessage &message : summary.serverMessages) {
        out.beginObject().key(u"endpoint").value(message.endpoint).key(u"message");
        const JsonDocument doc = JsonDocument::parse(message.message.bytes);
        doc.isValid() ? out.raw(JsonWriter::compact(doc)) : out.value(QString::fromUtf8(message.message.bytes));
        out.endObject();
    }
    out.endArray();
    out.key(u"serverRequests").beginArray();
    for (const AnsweredRequest &answered : serverRequests)
        answered.writeJson(out);
    out.endArray();
    out.endObject();
    QByteArray text = out.text();
    text += '\n';
    return secrets ? secrets->redact(text) : text;
}

QString RunReport::line(const RequestResult &result, const SecretValues *secrets)
{
    const bool ok = result.failed() == 0;
    QString text = (ok ? u"ok    "_s : u"FAIL  "_s) + result.path;
    if (!result.target.isEmpty())
        text += u"  "_s + result.target;
    else if (!result.method.isEmpty())
        text += u"  "_s + result.method;
    if (result.exchange)
        text += u"  "_s + AssertionChecker::outcome(*result.exchange);
    if (result.durationMs >= 0)
        text += u"  "_s + Units::duration(result.durationMs);
    if (!result.assertions.isEmpty())
        text += u"  "_s + QString::number(result.passed()) + u'/' + QString::number(result.assertions.size());
    if (!result.taskStatus.isEmpty())
        text += Tr::tr("  (task %1 after %n poll(s))", nullptr, result.taskPolls).arg(result.taskStatus);
    if (result.inputRounds > 0)
        text += Tr::tr("  (%n round(s) of input)", nullptr, result.inputRounds);
    if (result.authRetried)
        text += Tr::tr("  (logged in again)");
    for (const AssertionResult &assertion : result.assertions) {
        if (!assertion.passed)
            text += u"\n      ✗ "_s + assertion.label + u": "_s + assertion.message;
    }
    if (!result.error.isEmpty())
        text += u"\n      "_s + result.error;
    return secrets ? secrets->redact(text) : text;
}

} // namespace RpcScope
