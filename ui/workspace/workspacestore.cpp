#include "ui/workspace/workspacestore.h"

#include "lib/workspace/workspacefile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {
constexpr int kSaveDelayMs = 800;
}

WorkspaceStore::WorkspaceStore(const QString &path, QObject *parent)
    : QObject(parent)
    , m_path(path.isEmpty() ? defaultPath() : path)
    , m_timer(new QTimer(this))
    , m_watcher(new QFutureWatcher<QString>(this))
{
    m_timer->setSingleShot(true);
    m_timer->setInterval(kSaveDelayMs);
    connect(m_timer, &QTimer::timeout, this, &WorkspaceStore::saveInBackground);
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (const QString error = m_watcher->result(); !error.isEmpty())
            emit saveFailed(error);
        if (m_queued) {
            m_queued = false;
            saveInBackground();
        }
    });
}

WorkspaceStore::~WorkspaceStore()
{
    m_watcher->waitForFinished();
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
    return m_watcher->isRunning();
}

void WorkspaceStore::saveInBackground()
{
    if (!m_savingEnabled || !m_source)
        return;
    if (m_watcher->isRunning()) {
        m_queued = true;
        return;
    }
    m_watcher->setFuture(QtConcurrent::run([path = m_path, state = m_source()] {
        QString why;
        return WorkspaceFile::write(path, state, &why) ? QString() : why;
    }));
}

bool WorkspaceStore::saveNow(QString *error)
{
    m_timer->stop();
    m_queued = false;
    m_watcher->waitForFinished();   // an older state must not be written after this one
    if (!m_savingEnabled || !m_source)
        return false;
    QString why;
    if (!WorkspaceFile::write(m_path, m_source(), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

} // namespace RpcScope
