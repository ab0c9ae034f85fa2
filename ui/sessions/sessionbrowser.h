#pragma once

#include "lib/session/sessionentry.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QFileSystemWatcher;
class QTimer;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QToolButton;

namespace RpcScope {

class ExchangeView;

class ReplayPanel;
class SessionLoader;
class SessionTimelineFilter;
class SessionTextSearch;
class SessionTimelineModel;
class SideBySideDiff;

/// The session browser: the session files of the sessions folder (open, save as, rename,
/// delete, import a `.io` transcript), the timeline of the opened one with filters and
/// search, the selected exchange's request and response, a side-by-side comparison of two
/// selected exchanges, and the actions on the whole session: replay, serve, export.
/// Opening indexes the file on a worker thread (SessionLoader) behind a progress bar; the
/// full entries replay, serve and export need are read on a worker too.
class SessionBrowser final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SessionBrowser)

public:
    explicit SessionBrowser(QWidget *parent = nullptr);
    ~SessionBrowser() override;

    /// The folder whose session files the list shows.
    void setDirectory(const QString &directory);
    QString directory() const { return m_directory; }
    /// The file being recorded to: marked in the list, never deleted or renamed.
    void setCurrentSession(const QString &path);
    /// Addresses offered as replay targets (the open endpoints).
    void setEndpointSuggestions(const QStringList &addresses);

    /// Opens \a path: the timeline shows once the worker has indexed it (loaded()).
    void openSession(const QString &path);
    /// Reads the opened file again (the current session grows while the browser is open).
    void reload();
    /// Follows the opened file as it grows (a recording in progress, a tap's session): read
    /// again a moment after each change, the selection kept, the end kept in view.
    void setFollowing(bool follow);
    bool isFollowing() const;
    QString openedPath() const { return m_opened; }
    bool isLoading() const;

    /// Compares the two selected timeline rows side by side; false when two are not selected.
    bool compareSelected();
    /// The entry shown in the timeline at proxy row \a row (re-read from the file).
    std::optional<SessionEntry> entryAtRow(int row) const;
    /// Re-sends the selected exchange (resendRequested()).
    void resendSelected();
    void showTimeline();
    void showReplay();

    QListWidget *fileList() const { return m_files; }
    QTableView *timeline() const { return m_timeline; }
    /// The selected exchange, request and answer together (the view a history row opens).
    ExchangeView *exchangeView() const { return m_exchangeView; }
    SessionTimelineFilter *timelineFilter() const { return m_filter; }
    QComboBox *endpointFilter() const { return m_endpointFilter; }
    QComboBox *outcomeFilter() const { return m_outcomeFilter; }
    QLineEdit *searchEdit() const { return m_search; }
    QPlainTextEdit *requestText() const { return m_request; }
    QPlainTextEdit *responseText() const { return m_response; }
    QPlainTextEdit *detailsText() const { return m_details; }
    SideBySideDiff *compareView() const { return m_compare; }
    ReplayPanel *replayPanel() const { return m_replay; }
    QTabWidget *tabs() const { return m_tabs; }

signals:
    /// The timeline of openedPath() is shown.
    void loaded();
    void loadFailed(const QString &message);
    /// The full entries of the opened session were read (replay, serve, export can run).
    void entriesReady();
    /// The user asked to send \a request again to \a endpoint (as recorded; placeholders
    /// are for the receiver to fill).
    void resendRequested(const QString &endpoint, const QByteArray &request);
    void statusMessage(const QString &text);

private:
    void refreshFiles();
    void onLoaded();
    void showSelected();
    void updateFilters();
    void updateActions();
    /// Runs \a use with the opened session's entries, reading them on a worker first.
    void withEntries(const std::function<void(const QList<SessionEntry> &)> &use);
    QString selectedFile() const;
    void saveAs();
    void renameSelected();
    void deleteSelected();
    void importTranscript();
    void exportAs(int format);
    void serve();

    QString m_directory;
    QString m_current;
    QString m_opened;
    QList<SessionEntry> m_entries;
    bool m_entriesLoaded = false;
    bool m_readingEntries = false;
    quint64 m_showGeneration = 0;   // a newer selection drops an older worker's result
    QList<std::function<void(const QList<SessionEntry> &)>> m_waitingForEntries;

    SessionLoader *m_loader;
    SessionTimelineModel *m_model;
    SessionTimelineFilter *m_filter;
    SessionTextSearch *m_textSearch;
    QListWidget *m_files;
    QTabWidget *m_tabs;
    QTableView *m_timeline;
    QComboBox *m_endpointFilter;
    QComboBox *m_outcomeFilter;
    QLineEdit *m_search;
    QCheckBox *m_follow = nullptr;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_followTimer = nullptr;
    int m_restoreRow = -1;        // following: the row to select again after a read
    bool m_stickToEnd = false;    // following: the end was in view
    QProgressBar *m_progress;
    QLabel *m_info;
    QTabWidget *m_detailTabs;
    QPlainTextEdit *m_request;
    QPlainTextEdit *m_response;
    ExchangeView *m_exchangeView = nullptr;
    QPlainTextEdit *m_details;
    SideBySideDiff *m_compare;
    ReplayPanel *m_replay;
    QPushButton *m_resend;
    QPushButton *m_compareButton;
    QToolButton *m_exportButton;
    QPushButton *m_serveButton;
    QPushButton *m_renameButton;
    QPushButton *m_deleteButton;
    QPushButton *m_saveAsButton;
};

} // namespace RpcScope
