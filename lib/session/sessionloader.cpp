#include "lib/session/sessionloader.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

SessionLoader::SessionLoader(QObject *parent)
    : QObject(parent)
{}

SessionLoader::~SessionLoader()
{
    if (m_watcher) {
        m_cancel->store(true);
        m_watcher->waitForFinished();
    }
}

void SessionLoader::load(const QString &path)
{
    if (m_watcher) {
        // The old load keeps its own flag and watcher; its result is dropped.
        m_cancel->store(true);
        m_watcher->disconnect(this);
        connect(m_watcher, &QFutureWatcherBase::finished, m_watcher, &QObject::deleteLater);
        m_watcher = nullptr;
    }
    m_path = path;
    m_index = SessionIndex();
    m_cancel = std::make_shared<std::atomic_bool>(false);
    m_watcher = new QFutureWatcher<SessionIndex>(this);
    connect(m_watcher, &QFutureWatcherBase::finished, this, &SessionLoader::onFinished);
    const std::shared_ptr<std::atomic_bool> cancelFlag = m_cancel;
    QPointer<SessionLoader> self(this);
    auto report = [self, cancelFlag](qint64 done, qint64 total) {
        if (cancelFlag->load())
            return;
        // Queued to the loader's thread; the pointer guards against a deleted loader.
        QMetaObject::invokeMethod(
            self.data(), [self, done, total] { if (self) emit self->progress(done, total); }, Qt::QueuedConnection);
    };
    m_watcher->setFuture(QtConcurrent::run([path, report, cancelFlag] {
        return indexSessionFile(path, report, cancelFlag.get());
    }));
}

void SessionLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

bool SessionLoader::isLoading() const
{
    return m_watcher && m_watcher->isRunning();
}

void SessionLoader::onFinished()
{
    QFutureWatcher<SessionIndex> *watcher = m_watcher;
    m_watcher = nullptr;
    watcher->deleteLater();
    const bool wasCanceled = m_cancel->load();
    SessionIndex index = watcher->result();
    if (wasCanceled || index.canceled) {
        emit canceled();
        return;
    }
    m_index = std::move(index);
    if (m_index.status != SessionReader::Status::Ok) {
        emit failed(m_index.message);
        return;
    }
    emit loaded();
}

std::optional<SessionEntry> SessionLoader::entryAt(int row, QString *error) const
{
    if (row < 0 || row >= rowCount())
        return std::nullopt;
    return readSessionEntryAt(m_path, m_index.rows.at(size_t(row)), error);
}

} // namespace RpcScope
