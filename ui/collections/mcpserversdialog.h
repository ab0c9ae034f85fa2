#pragma once

#include "lib/collection/collectionimport.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QStackedWidget;

namespace RpcScope {

/// File > Import > MCP Servers: the servers of a host's configuration, each command shown
/// exactly, to add as endpoints, or to tap where the host starts them: the configuration is
/// rewritten so that each checked stdio server runs through `rpcscope-cli tap` (shown first,
/// written atomically, the original kept beside it), and the host's conversations then show in
/// Sessions > Live Taps and record into the sessions folder.
class McpServersDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpServersDialog)

public:
    /// \a config: the file's bytes as read from \a path; \a sessionsDirectory: where the taps
    /// record; \a cliProgram: rpcscope-cli's path (empty: tapping is not offered).
    McpServersDialog(const QString &path, const QByteArray &config, const QList<McpServerEntry> &servers,
                     const QString &sessionsDirectory, const QString &cliProgram, QWidget *parent = nullptr);

    /// The servers checked.
    QList<McpServerEntry> chosen() const;
    /// Accepted to add the chosen servers as endpoints (not: the configuration was tapped).
    bool addAsEndpoints() const { return m_addEndpoints; }

    QListWidget *serverList() const { return m_list; }
    QPushButton *tapButton() const { return m_tap; }
    QPlainTextEdit *preview() const { return m_preview; }
    QCheckBox *recordBox() const { return m_record; }
    /// The preview's Write: false with the reason shown when it cannot be written.
    bool writeTapped();
    /// The backup written by writeTapped().
    QString backupPath() const { return m_backup; }

private:
    void showPreview();

    QString m_path;
    QByteArray m_config;
    QList<McpServerEntry> m_servers;
    QString m_sessionsDirectory;
    QString m_cli;
    QByteArray m_tapped;
    QString m_backup;
    bool m_addEndpoints = false;

    QStackedWidget *m_pages = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_tap = nullptr;
    QLabel *m_previewHeading = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QCheckBox *m_record = nullptr;
    QLabel *m_problem = nullptr;
};

} // namespace RpcScope
