#pragma once

#include "lib/demo/demoendpoint.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonObject>
#include <QString>

namespace RpcScope {

/// The demo MCP face's tasks (the tasks extension of MCP 2026-07-28): its long_job tool,
/// called by a client that declares the extension, becomes a task that works for a while,
/// asks once whether to go on when told to, and completes. Serves tasks/get, tasks/update
/// and tasks/cancel; results carry no resultType (the service adds it).
class DemoTaskStore
{
public:
    static constexpr qint64 PollIntervalMs = 200;
    static constexpr qint64 TtlMs = 600000;

    /// long_job as a task: \a ms of work, and with \a confirm a question halfway through.
    DemoOutcome create(qint64 ms, bool confirm);
    /// tasks/get, tasks/update or tasks/cancel with \a params.
    DemoOutcome dispatch(const QString &method, const QJsonObject &params);

private:
    struct Task
    {
        QElapsedTimer clock;
        QString createdAt;
        qint64 ms = 0;
        bool confirm = false;
        enum class Answer { None, Go, Stop } answer = Answer::None;
        bool cancelled = false;
    };

    /// The task's state as tasks/get (and the creating call) shows it.
    QByteArray state(const QString &id, const Task &task) const;

    QHash<QString, Task> m_tasks;
    int m_next = 0;
};

} // namespace RpcScope
