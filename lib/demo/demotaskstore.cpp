#include "lib/demo/demotaskstore.h"

#include "lib/json/jsonbuilder.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

} // namespace

DemoOutcome DemoTaskStore::create(qint64 ms, bool confirm)
{
    // A demo needs a handful of tasks: past a thousand, all are forgotten at once.
    if (m_tasks.size() >= 1000)
        m_tasks.clear();
    const QString id = u"job-%1"_s.arg(++m_next);
    Task task;
    task.clock.start();
    task.createdAt = now();
    task.ms = ms;
    task.confirm = confirm;
    m_tasks.insert(id, task);
    QByteArray json = state(id, task);
    json.insert(1, "\"resultType\":\"task\",");
    return DemoOutcome::result(json);
}

DemoOutcome DemoTaskStore::dispatch(const QString &method, const QJsonObject &params)
{
    const QString id = params.value(u"taskId").toString();
    const auto found = m_tasks.find(id);
    if (found == m_tasks.end())
        return DemoEndpoint::invalidParams(u"taskId"_s, u"names no task of this server"_s);
    Task &task = found.value();
    const qint64 elapsed = task.clock.elapsed();
    const bool ended = task.cancelled || task.answer == Task::Answer::Stop
        || (elapsed >= task.ms && (!task.confirm || task.answer == Task::Answer::Go));
    if (method == u"tasks/cancel") {
        if (!ended)
            task.cancelled = true;   // an ended task stays as it ended
        return DemoOutcome::result("{}");
    }
    if (method == u"tasks/update") {
        const QJsonObject answer = params.value(u"inputResponses").toObject().value(u"confirm").toObject();
        const bool asked = task.confirm && elapsed >= task.ms / 2;
        if (asked && task.answer == Task::Answer::None && !answer.isEmpty()) {
            const bool go = answer.value(u"action").toString() == u"accept"
                && answer.value(u"content").toObject().value(u"go").toBool(true);
            task.answer = go ? Task::Answer::Go : Task::Answer::Stop;
        }
        return DemoOutcome::result("{}");   // keys it does not know are ignored, as the extension says
    }
    return DemoOutcome::result(state(id, task));
}

QByteArray DemoTaskStore::state(const QString &id, const Task &task) const
{
    const qint64 elapsed = task.clock.elapsed();
    const bool waiting = task.confirm && task.answer == Task::Answer::None && elapsed >= task.ms / 2;
    JsonBuilder json(0);
    json.beginObject().key(u"taskId").value(id);
    const auto times = [&json, &task] {
        json.key(u"createdAt").value(task.createdAt).key(u"lastUpdatedAt").value(now());
        json.key(u"ttlMs").value(TtlMs).key(u"pollIntervalMs").value(PollIntervalMs);
    };
    if (task.cancelled) {
        json.key(u"status").value(u"cancelled");
        times();
    } else if (task.answer == Task::Answer::Stop) {
        // Not a JSON-RPC error ("failed" is kept for those): the tool's own result says no.
        json.key(u"status").value(u"completed").key(u"statusMessage").value(u"Stopped at your word.");
        times();
        json.key(u"result").beginObject().key(u"content").beginArray()
            .beginObject().key(u"type").value(u"text").key(u"text").value(u"The job was stopped: you said no.").endObject()
            .endArray().key(u"isError").value(true).endObject();
    } else if (waiting) {
        json.key(u"status").value(u"input_required").key(u"statusMessage").value(u"Half done: waiting for your word.");
        times();
        json.key(u"inputRequests").beginObject().key(u"confirm").beginObject()
            .key(u"method").value(u"elicitation/create")
            .key(u"params").beginObject()
            .key(u"mode").value(u"form").key(u"message").value(u"The job is half done. Go on?")
            .key(u"requestedSchema").beginObject().key(u"type").value(u"object")
            .key(u"properties").beginObject().key(u"go").beginObject()
            .key(u"type").value(u"boolean").key(u"title").value(u"Go on").key(u"default").value(true)
            .endObject().endObject().endObject()
            .endObject().endObject().endObject();
    } else if (elapsed >= task.ms && (!task.confirm || task.answer == Task::Answer::Go)) {
        json.key(u"status").value(u"completed");
        times();
        json.key(u"result").beginObject().key(u"content").beginArray()
            .beginObject().key(u"type").value(u"text").key(u"text").value(u"Job done after %1 ms."_s.arg(task.ms)).endObject()
            .endArray().endObject();
    } else {
        const qint64 percent = task.ms > 0 ? qMin<qint64>(99, elapsed * 100 / task.ms) : 99;
        json.key(u"status").value(u"working").key(u"statusMessage").value(u"%1 % done"_s.arg(percent));
        times();
    }
    json.endObject();
    return json.text();
}

} // namespace RpcScope
