#pragma once

#include "lib/transport/wire.h"
#include "ui/collections/collectiondocument.h"
#include "ui/common/requestmimedata.h"

#include <QPointer>
#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTreeView;
class QUndoGroup;

namespace RpcScope {

class CollectionFilterProxy;
class CollectionTreeModel;
class KeychainSecretStore;
class RequestPreview;

/// The collections sidebar: the open collection files as a tree of folders and saved
/// requests (create, rename in place, duplicate, delete, move by dragging, search as you
/// type), each change saved at once and undoable (Ctrl+Z here); the environment of the
/// selected collection; and the selected request as it would be sent, with Open in
/// Composer, Send and Run. A file that does not read is named with its error and left alone.
/// The open files are remembered (QSettings) for the next start.
class CollectionsSidebar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CollectionsSidebar)

public:
    explicit CollectionsSidebar(QWidget *parent = nullptr);
    ~CollectionsSidebar() override;

    /// Opens \a path (selecting it when already open); false with the error shown and in \a error.
    bool openCollection(const QString &path, QString *error = nullptr);
    /// Writes a new empty collection called \a name to \a path and opens it.
    bool createCollection(const QString &path, const QString &name, QString *error = nullptr);
    void closeCollection(CollectionDocument *document);
    QList<CollectionDocument *> documents() const;
    /// Opens the files open at the last quit; errors of those that no longer read are shown.
    void restoreOpenCollections();
    /// Whether the last session left collections open (restoreOpenCollections() has work).
    static bool hasCollectionsToRestore();
    void askAndOpen();
    void askAndCreate();

    CollectionDocument *currentDocument() const;
    CollectionDocument::ItemPath currentPath() const;
    void selectItem(const CollectionDocument *document, const CollectionDocument::ItemPath &path);

    // The edits of the selection (each one undoable step, saved at once).
    void newFolder();
    void newRequest();
    void renameCurrent();
    void duplicateCurrent();
    void deleteCurrent();
    void editDetails();
    void editVariables();
    /// Saves \a request (from the composer or a history row) after the selection.
    bool addRequest(const RequestMimeData::Request &request, QString *error = nullptr);
    /// Adds an `equals` assertion on \a path with the value's JSON text \a raw to the saved
    /// request the shown exchange was sent from (\a sentBytes, when Send sent it), else to
    /// the selected request. False with a translated \a error when there is none.
    bool addEqualsAssertion(const QString &path, const QByteArray &raw, const QByteArray &sentBytes,
                            QString *error = nullptr);

    void runCurrent();
    void sendCurrent();
    void openCurrentInComposer();

    KeychainSecretStore *secretStore() const { return m_secrets; }
    CollectionTreeModel *model() const { return m_model; }
    CollectionFilterProxy *proxy() const { return m_proxy; }
    QTreeView *tree() const { return m_tree; }
    QLineEdit *searchEdit() const { return m_search; }
    QLabel *messageLabel() const { return m_message; }
    QComboBox *environmentCombo() const { return m_environment; }
    /// The environment a collection opens with when it has one of that name and none was
    /// chosen yet: the GUI's "Built-in demo", bound to this run's demo endpoints.
    void setPreferredEnvironment(const QString &name);
    RequestPreview *preview() const { return m_preview; }
    QUndoGroup *undoGroup() const { return m_undo; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    QAction *newFolderAction() const { return m_newFolder; }
    QAction *newRequestAction() const { return m_newRequest; }
    QAction *deleteAction() const { return m_delete; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *runAction() const { return m_run; }
    QPushButton *sendButton() const { return m_sendButton; }
    QAction *copyCurlAction() const { return m_copyCurl; }
    QPushButton *composerButton() const { return m_composerButton; }

signals:
    /// Run \a folder ("a/b"; empty: all) of \a document.
    void runRequested(RpcScope::CollectionDocument *document, const QString &folder);
    /// \a secretValues: the secret values in \a bytes by variable name, for a recording to redact.
    /// Send: the resolved bytes, with the request's own headers and those of its auth recipe
    /// (\a headers, HTTP only), and the secret values in them (for the recording's redaction);
    /// \a maskedBytes are the bytes as the preview shows them (secrets as ***), \a name the
    /// saved request's.
    void sendRequested(const QString &endpoint, const QByteArray &bytes, const RpcScope::HeaderList &headers,
                       const QHash<QString, QString> &secretValues, const QByteArray &maskedBytes, const QString &name);
    void openInComposerRequested(const QString &endpoint, const QByteArray &bytes, const QString &title);
    void statusMessage(const QString &text);

private:
    void copyCurrentAsCurl();
    /// Whether the recorder would redact \a raw as the value of the last member of \a path.
    static bool looksSecret(const QString &path, const QByteArray &raw);
    void addDocument(CollectionDocument *document);
    void rememberOpen() const;
    void showMessage(const QString &text);
    void onCurrentChanged();
    void updateEnvironments();
    void updateActions();
    void showContextMenu(const QPoint &position);
    QModelIndex currentSourceIndex() const;
    void saveExpansion();
    void restoreExpansion();

    CollectionTreeModel *m_model = nullptr;
    CollectionFilterProxy *m_proxy = nullptr;
    KeychainSecretStore *m_secrets = nullptr;
    QUndoGroup *m_undo = nullptr;
    QTreeView *m_tree = nullptr;
    QLineEdit *m_search = nullptr;
    QLabel *m_message = nullptr;
    QComboBox *m_environment = nullptr;
    QString m_preferredEnvironment;
    QPushButton *m_variablesButton = nullptr;
    RequestPreview *m_preview = nullptr;
    QPushButton *m_composerButton = nullptr;
    QPushButton *m_sendButton = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_open = nullptr;
    QAction *m_create = nullptr;
    QAction *m_newFolder = nullptr;
    QAction *m_newRequest = nullptr;
    QAction *m_rename = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_details = nullptr;
    QAction *m_copyCurl = nullptr;
    QAction *m_run = nullptr;
    QAction *m_close = nullptr;

    // Kept across a rebuild of the tree.
    struct Place
    {
        QPointer<CollectionDocument> document;
        CollectionDocument::ItemPath path;
    };
    QList<Place> m_expanded;
    Place m_current;
    // The request Send sent last, so "Assert this value" finds where its answer came from.
    Place m_lastSent;
    QByteArray m_lastSentBytes;
};

} // namespace RpcScope
