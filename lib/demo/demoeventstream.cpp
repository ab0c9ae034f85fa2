#include "lib/demo/demoeventstream.h"

#include "lib/demo/demoendpoint.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

constexpr int MaxEvents = 1000;
constexpr int MaxIntervalMs = 60000;
constexpr int A2aIntervalMs = 150;

using Type = JsonDocument::Type;

/// An integer member of the params object: \a fallback when absent; nullopt (and \a error
/// set) when it is there but no integer in [low, high].
std::optional<int> intParam(const JsonDocument &doc, int params, QStringView name, int fallback, int low,
                            int high, QString *error)
{
    const int node = params >= 0 ? doc.member(params, name) : -1;
    if (node < 0)
        return fallback;
    bool ok = doc.type(node) == Type::Number;
    const qint64 value = ok ? doc.toInt64(node, &ok) : 0;
    if (!ok || value < low || value > high) {
        *error = u"must be an integer from %1 to %2"_s.arg(low).arg(high);
        return std::nullopt;
    }
    return int(value);
}

QByteArray event(QByteArrayView idField, QByteArrayView data)
{
    return "id: " + idField.toByteArray() + "\ndata: " + data.toByteArray() + "\n\n";
}

QByteArray invalid(QByteArrayView idText, const QString &param, const QString &message)
{
    return DemoEndpoint::response(idText, DemoEndpoint::invalidParams(param, message));
}

DemoEventStream::Answer demoStream(const JsonDocument &doc, int params, QByteArrayView idText)
{
    DemoEventStream::Answer answer;
    if (params >= 0 && doc.type(params) != Type::Object) {
        answer.json = invalid(idText, u"params"_s, u"demo.stream takes its params by name"_s);
        return answer;
    }
    QString error;
    const std::optional<int> count = intParam(doc, params, u"count", 3, 1, MaxEvents, &error);
    if (!count) {
        answer.json = invalid(idText, u"count"_s, error);
        return answer;
    }
    const std::optional<int> interval = intParam(doc, params, u"intervalMs", 100, 0, MaxIntervalMs, &error);
    if (!interval) {
        answer.json = invalid(idText, u"intervalMs"_s, error);
        return answer;
    }
    const int endNode = params >= 0 ? doc.member(params, u"end") : -1;
    const QString end = endNode < 0 ? u"final"_s : doc.type(endNode) == Type::String ? doc.string(endNode) : QString();
    static const QStringList ends = {u"final"_s, u"close"_s, u"cut"_s, u"malformed"_s, u"never"_s};
    if (!ends.contains(end)) {
        answer.json = invalid(idText, u"end"_s, u"must be one of final, close, cut, malformed, never"_s);
        return answer;
    }

    DemoStreamPlan plan;
    for (int seq = 1; seq <= *count; ++seq) {
        const bool isFinal = seq == *count && (end == u"final" || end == u"malformed");
        JsonBuilder result(0);
        result.beginObject().key(u"seq").value(seq).key(u"of").value(*count).key(u"final").value(isFinal).endObject();
        const QByteArray response = DemoEndpoint::response(idText, DemoOutcome::result(result.text()));
        QByteArray bytes;
        if (seq == 1) {
            // The fields a client must also understand: a comment and a reconnection delay.
            bytes = ": demo.stream sends " + QByteArray::number(*count) + " events\nretry: 3000\n"
                    + event(QByteArray::number(seq), response);
        } else if (seq == 2) {
            // Data split over two lines: the client joins them with a line feed (JSON whitespace).
            const qsizetype cut = response.indexOf(",\"id\"");
            bytes = "id: 2\nevent: message\ndata: " + response.left(cut + 1) + "\ndata: " + response.mid(cut + 1)
                    + "\n\n";
        } else {
            bytes = event(QByteArray::number(seq), response);
        }
        plan.steps.append({seq == 1 ? 0 : *interval, bytes});
        if (seq == 1 && end == u"malformed")
            plan.steps.append({*interval, "id: bad\ndata: {\"jsonrpc\": \"2.0\", \"result\": oops}\n\n"});
    }
    if (end == u"cut") {
        // The stream ends inside an event: no blank line, and its JSON stops half-way.
        plan.steps.append({*interval, "id: " + QByteArray::number(*count + 1) + "\ndata: {\"jsonrpc\":\"2.0\",\"id\":"});
    } else if (end == u"never") {
        plan.end = DemoStreamPlan::End::Never;
    }
    answer.plan = std::move(plan);
    return answer;
}

DemoEventStream::Answer messageStream(const JsonDocument &doc, int params, QByteArrayView idText, int taskNumber)
{
    DemoEventStream::Answer answer;
    const int message = params >= 0 && doc.type(params) == Type::Object ? doc.member(params, u"message") : -1;
    if (message < 0 || doc.type(message) != Type::Object) {
        answer.json = invalid(idText, u"message"_s, u"message/stream needs params {\"message\": {...}}"_s);
        return answer;
    }
    QString text;
    const int parts = doc.member(message, u"parts");
    if (parts >= 0 && doc.type(parts) == Type::Array) {
        for (int part = doc.firstChild(parts); part >= 0; part = doc.nextSibling(part)) {
            if (doc.type(part) == Type::Object)
                text += doc.memberString(part, u"text");
        }
    }
    const QString task = u"task-%1"_s.arg(taskNumber);
    const QString context = u"context-%1"_s.arg(taskNumber);
    auto response = [idText](const QByteArray &result) {
        return DemoEndpoint::response(idText, DemoOutcome::result(result));
    };
    auto status = [&](QStringView state, bool isFinal) {
        JsonBuilder result(0);
        result.beginObject()
            .key(u"kind").value(u"status-update")
            .key(u"taskId").value(task)
            .key(u"contextId").value(context)
            .key(u"status").beginObject().key(u"state").value(state).endObject()
            .key(u"final").value(isFinal)
            .endObject();
        return response(result.text());
    };

    JsonBuilder submitted(0);
    submitted.beginObject()
        .key(u"kind").value(u"task")
        .key(u"id").value(task)
        .key(u"contextId").value(context)
        .key(u"status").beginObject().key(u"state").value(u"submitted").endObject()
        .key(u"history").beginArray().raw(doc.raw(message)).endArray()
        .endObject();
    JsonBuilder artifact(0);
    artifact.beginObject()
        .key(u"kind").value(u"artifact-update")
        .key(u"taskId").value(task)
        .key(u"contextId").value(context)
        .key(u"artifact").beginObject()
            .key(u"artifactId").value(u"artifact-1")
            .key(u"name").value(u"echo")
            .key(u"parts").beginArray()
                .beginObject().key(u"kind").value(u"text").key(u"text").value(text.toUpper()).endObject()
            .endArray()
        .endObject()
        .key(u"lastChunk").value(true)
        .endObject();

    DemoStreamPlan plan;
    plan.steps.append({0, event("1", response(submitted.text()))});
    plan.steps.append({A2aIntervalMs, event("2", status(u"working", false))});
    plan.steps.append({A2aIntervalMs, event("3", response(artifact.text()))});
    plan.steps.append({A2aIntervalMs, event("4", status(u"completed", true))});
    answer.plan = std::move(plan);
    return answer;
}

} // namespace

bool DemoEventStream::isStreamingMethod(QByteArrayView method)
{
    return method == "demo.stream" || method == "message/stream";
}

std::optional<DemoEventStream::Answer> DemoEventStream::answer(const QByteArray &body, bool acceptsEventStream,
                                                               int taskNumber)
{
    // A cheap look first: most bodies on /rpc are for the plain service.
    if (!body.contains("demo.stream") && !body.contains("message/stream"))
        return std::nullopt;
    const JsonDocument doc = JsonDocument::parse(body);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return std::nullopt;
    const int method = doc.member(0, u"method");
    if (method < 0 || doc.type(method) != Type::String)
        return std::nullopt;
    const QString name = doc.string(method);
    if (name != u"demo.stream" && name != u"message/stream")
        return std::nullopt;

    Answer answer;
    const int id = doc.member(0, u"id");
    if (id < 0)
        return answer;   // a notification: nothing to stream to
    const QByteArrayView idText = doc.raw(id);
    if (!acceptsEventStream) {
        answer.json = DemoEndpoint::response(
            idText, DemoOutcome::error(DemoEndpoint::ApplicationError,
                                       u"%1 answers with an event stream: send the request with "
                                       "\"Accept: application/json, text/event-stream\"."_s.arg(name)));
        return answer;
    }
    const int params = doc.member(0, u"params");
    return name == u"demo.stream" ? demoStream(doc, params, idText) : messageStream(doc, params, idText, taskNumber);
}

} // namespace RpcScope
