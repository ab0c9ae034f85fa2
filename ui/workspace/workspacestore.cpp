#include "ui/workspace/workspacestore.h"

#include "lib/workspace/workspacefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>

namespace RpcScope {

namespace {
constexpr int kSaveDelayMs = 800;
}

WorkspaceStore::WorkspaceStore(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path.isEmpty() ? defaultPath() : path)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kSaveDelayMs);
    connect(m_timer, &QTimer::timeout, this, &WorkspaceStore::saveInBackground);
    connect(&m_writer, &SerialWriter::written, this, [this](const QString &error) {
        if (!error.isEmpty())
            emit saveFailed(error);
    });
}

QString WorkspaceStore::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("workspace.json"));
}

bool WorkspaceStore::load(WorkspaceState *state, QString *notice)
{
    QString error;
    *state = {};
    switch (WorkspaceFile::read(m_path, state, &error)) {
    case WorkspaceFile::Status::Ok:
        return true;
    case WorkspaceFile::Status::NewerVersion:
    case WorkspaceFile::Status::Unreadable:
        // Never overwrite what we cannot read: a newer RpcScope's work stays intact.
        m_savingEnabled = false;
        *notice = tr("%1\nChanges to the workspace are not saved in this session.").arg(error);
        return false;
    case WorkspaceFile::Status::Damaged:
        break;
    }
    const QString aside = m_path + QStringLiteral(".unreadable-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    if (QFile::rename(m_path, aside)) {
        *notice = tr("%1\nThe file was kept as %2; a new workspace starts.").arg(error, QDir::toNativeSeparators(aside));
        return true;
    }
    m_savingEnabled = false;
    *notice = tr("%1\nIt could not be set aside, so changes are not saved in this session.").arg(error);
    return false;
}

void WorkspaceStore::scheduleSave()
{
    if (m_savingEnabled)
        m_timer->start();
}

bool WorkspaceStore::isSaving() const
{
    return m_writer.isBusy();
}

void WorkspaceStore::saveInBackground()
{
    if (m_savingEnabled && m_source)
        m_writer.write(writeJob(m_source()));
}

bool WorkspaceStore::saveNow(QString *error)
{
    m_timer->stop();
    if (!m_savingEnabled || !m_source)
        return false;
    // After any save still running or waiting, so that an older state is never written last.
    m_writer.write(writeJob(m_source()));
    const QString why = m_writer.flush();
    if (error)
        *error = why;
    return why.isEmpty();
}

SerialWriter::Job WorkspaceStore::writeJob(const WorkspaceState &state) const
{
    return [path = m_path, state] {
        QString why;
        return WorkspaceFile::write(path, state, &why) ? QString() : why;
    };
}

} // namespace RpcScope
