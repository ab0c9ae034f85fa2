#include "lib/replay/replayreport.h"

#include "lib/json/jsonbuilder.h"
#include "lib/rpc/exchangereport.h"

namespace RpcScope {

namespace {

void textOrNull(JsonBuilder &out, const QByteArray &json, bool present)
{
    if (!present) {
        out.null();
        return;
    }
    bool replaced = false;
    out.value(ExchangeReport::decodeText(json, &replaced));
}

void statusOrNull(JsonBuilder &out, int status)
{
    if (status < 0)
        out.null();
    else
        out.value(status);
}

void stringList(JsonBuilder &out, const QStringList &list)
{
    out.beginArray();
    for (const QString &item : list)
        out.value(item);
    out.endArray();
}

} // namespace

QString ReplayResult::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Same: return QStringLiteral("same");
    case Verdict::Differs: return QStringLiteral("differs");
    case Verdict::Failed: return QStringLiteral("failed");
    }
    return {};
}

int ReplayReport::count(ReplayResult::Verdict verdict) const
{
    int n = 0;
    for (const ReplayResult &result : results)
        n += result.verdict == verdict ? 1 : 0;
    return n;
}

int ReplayReport::ignoredDifferences() const
{
    int n = 0;
    for (const ReplayResult &result : results)
        n += result.diff.ignored;
    return n;
}

QStringList ReplayReport::unfilled() const
{
    QStringList names;
    for (const ReplayResult &result : results) {
        for (const QString &name : result.unfilled) {
            if (!names.contains(name))
                names.append(name);
        }
    }
    return names;
}

int ReplayReport::exitStatus() const
{
    const int failed = count(ReplayResult::Verdict::Failed);
    if (!results.isEmpty() && failed == results.size())
        return ExchangeReport::ExitTransport;
    if (failed > 0 || count(ReplayResult::Verdict::Differs) > 0)
        return ExchangeReport::ExitReplayDiffers;
    return ExchangeReport::ExitOk;
}

QByteArray ReplayReport::toJson(int indent) const
{
    JsonBuilder out(indent);
    out.beginObject();
    out.key(u"session");
    if (session.isEmpty())
        out.null();
    else
        out.value(session);
    out.key(u"against");
    if (against.isEmpty())
        out.null();
    else
        out.value(against);
    out.key(u"total").value(total);
    out.key(u"replayed").value(int(results.size()));
    out.key(u"same").value(count(ReplayResult::Verdict::Same));
    out.key(u"differs").value(count(ReplayResult::Verdict::Differs));
    out.key(u"failed").value(count(ReplayResult::Verdict::Failed));
    out.key(u"canceled").value(canceled);
    out.key(u"ignored").value(ignoredDifferences());
    out.key(u"unfilled");
    stringList(out, unfilled());
    out.key(u"exchanges").beginArray();
    for (const ReplayResult &result : results) {
        out.beginObject();
        out.key(u"seq").value(qint64(result.sequence));
        out.key(u"method").value(result.method);
        out.key(u"endpoint").value(result.endpoint);
        out.key(u"verdict").value(ReplayResult::verdictName(result.verdict));
        out.key(u"recordedStatus");
        statusOrNull(out, result.recordedStatus);
        out.key(u"replayedStatus");
        statusOrNull(out, result.replayedStatus);
        out.key(u"durationMs").value(result.durationMs);
        out.key(u"error");
        if (result.errorKind.isEmpty()) {
            out.null();
        } else {
            out.beginObject().key(u"kind").value(result.errorKind).key(u"message").value(result.errorMessage).endObject();
        }
        out.key(u"ignored").value(result.diff.ignored);
        out.key(u"truncated").value(result.diff.truncated);
        out.key(u"unfilled");
        stringList(out, result.unfilled);
        out.key(u"differences").beginArray();
        for (const JsonDifference &difference : result.diff.differences) {
            out.beginObject();
            out.key(u"path").value(difference.path.toString());
            out.key(u"kind").value(JsonDifference::kindName(difference.kind));
            out.key(u"recorded");
            textOrNull(out, difference.recorded, difference.kind != JsonDifference::Kind::Added);
            out.key(u"replayed");
            textOrNull(out, difference.replayed, difference.kind != JsonDifference::Kind::Removed);
            out.endObject();
        }
        out.endArray();
        out.endObject();
    }
    out.endArray();
    out.endObject();
    QByteArray text = out.text();
    text += '\n';
    return text;
}

} // namespace RpcScope
