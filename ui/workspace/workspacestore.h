#pragma once

#include "lib/workspace/workspacestate.h"
#include "ui/common/serialwriter.h"

#include <QObject>

#include <functional>

class QTimer;

namespace RpcScope {

/// Keeps the workspace file in step with the window: loads it at start, and writes it a
/// moment after every change (and on demand, e.g. when the window closes). The state is
/// taken on the GUI thread and written on a worker (unsent texts may be tens of megabytes),
/// one save at a time, the newest state last (SerialWriter). A file that
/// cannot be read is never overwritten: it is set aside (or, from a newer version, left
/// alone with autosave off) and the user is told why.
class WorkspaceStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WorkspaceStore)

public:
    /// \a path: the workspace file; empty for the default under the application data folder.
    /// Destroyed, it waits for a save in progress (SerialWriter).
    explicit WorkspaceStore(const QString &path = {}, QObject *parent = nullptr);

    const QString &path() const { return m_path; }
    /// Reads the file. A missing file gives an empty state. On a damaged file the state is
    /// empty and \a notice says what happened (translated); false only when saving is off.
    bool load(WorkspaceState *state, QString *notice);
    /// Where the state to save comes from (the window).
    void setSource(std::function<WorkspaceState()> source) { m_source = std::move(source); }
    /// Saves a little later, once edits pause.
    void scheduleSave();
    /// Saves now, on this thread, after a save in progress; false with \a error
    /// (translated) when it could not.
    bool saveNow(QString *error = nullptr);
    /// Whether a save runs on the worker.
    bool isSaving() const;
    bool isSavingEnabled() const { return m_savingEnabled; }
    static QString defaultPath();

signals:
    void saveFailed(const QString &error);

private:
    void saveInBackground();
    SerialWriter::Job writeJob(const WorkspaceState &state) const;

    QString m_path;
    std::function<WorkspaceState()> m_source;
    QTimer *m_timer = nullptr;
    SerialWriter m_writer;
    bool m_savingEnabled = true;
};

} // namespace RpcScope
