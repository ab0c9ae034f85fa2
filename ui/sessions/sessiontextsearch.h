#pragma once

#include "lib/session/sessionsearch.h"

#include <QBitArray>
#include <QObject>
#include <QString>
#include <QTimer>

#include <atomic>
#include <memory>

namespace RpcScope {

/// Searches the lines of an opened session for the text being typed, off the GUI thread:
/// a pause in typing starts it, a new text cancels the search still running.
class SessionTextSearch final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionTextSearch)

public:
    explicit SessionTextSearch(QObject *parent = nullptr);
    ~SessionTextSearch() override;

    /// The file searched and where its rows are (set after each load).
    void setSession(const QString &path, std::vector<SessionSearch::LineSpan> spans);
    /// Searches for \a text after a short pause; an empty text only cancels.
    void search(const QString &text);
    bool isSearching() const { return m_running; }

signals:
    /// Rows (one bit each, in file order) whose line contains \a text.
    void found(const QString &text, const QBitArray &hits);
    void failed(const QString &message);

private:
    void start();
    void cancelRunning();

    QString m_path;
    std::shared_ptr<const std::vector<SessionSearch::LineSpan>> m_spans;
    QString m_text;
    QTimer m_pause;
    std::shared_ptr<std::atomic_bool> m_cancel;
    bool m_running = false;
};

} // namespace RpcScope
