#include "ui/common/serialwriter.h"

#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace RpcScope {

SerialWriter::SerialWriter(QObject *parent)
    : QObject(parent)
{
    connect(&m_running, &QFutureWatcher<QString>::finished, this, &SerialWriter::onFinished);
}

SerialWriter::~SerialWriter()
{
    if (isBusy())
        flush();
}

void SerialWriter::write(Job job)
{
    if (isBusy())
        m_waiting = std::move(job);   // an older waiting one is dropped
    else
        start(std::move(job));
}

void SerialWriter::start(Job job)
{
    m_endHandled = false;
    m_running.setFuture(QtConcurrent::run(std::move(job)));
}

void SerialWriter::onFinished()
{
    if (std::exchange(m_endHandled, true))
        return;   // flush() took care of it
    const QString error = m_running.future().result();
    m_lastError = error;
    if (m_waiting) {
        start(std::exchange(m_waiting, Job()));
        if (error.isEmpty())
            return;   // the newer content is on its way; an older success says nothing
    }
    emit written(error);
}

QString SerialWriter::flush()
{
    m_running.waitForFinished();
    if (!std::exchange(m_endHandled, true))
        m_lastError = m_running.future().result();
    if (m_waiting)
        m_lastError = std::exchange(m_waiting, Job())();
    return m_lastError;
}

} // namespace RpcScope
