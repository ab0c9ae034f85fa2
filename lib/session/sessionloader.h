#pragma once

#include "lib/session/sessionindex.h"

#include <QFutureWatcher>
#include <QObject>

#include <atomic>
#include <memory>

namespace RpcScope {

/// Opens a session file for the GUI: indexes it on a worker thread (QtConcurrent), reports
/// progress, can be canceled, then gives the timeline rows and re-reads one entry on demand.
class SessionLoader : public QObject
{
    Q_OBJECT

public:
    explicit SessionLoader(QObject *parent = nullptr);
    ~SessionLoader() override;
    Q_DISABLE_COPY_MOVE(SessionLoader)

    /// Starts indexing \a path (a load in progress is canceled first).
    void load(const QString &path);
    /// Stops the load in progress; canceled() follows.
    void cancel();
    bool isLoading() const;

    QString path() const { return m_path; }
    /// Valid after loaded().
    const SessionIndex &index() const { return m_index; }
    int rowCount() const { return int(m_index.rows.size()); }
    const SessionSummary &summaryAt(int row) const { return m_index.rows.at(size_t(row)); }
    /// Re-reads that row's line from the file (small; fine on the GUI thread).
    std::optional<SessionEntry> entryAt(int row, QString *error = nullptr) const;

signals:
    void progress(qint64 bytesRead, qint64 total);
    /// The index is ready (status Ok, possibly with problems).
    void loaded();
    /// The file could not be opened, is no session, or is of a newer version.
    void failed(const QString &message);
    void canceled();

private:
    void onFinished();

    QString m_path;
    SessionIndex m_index;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QFutureWatcher<SessionIndex> *m_watcher = nullptr;
};

} // namespace RpcScope
