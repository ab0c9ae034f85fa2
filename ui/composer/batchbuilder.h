#pragma once

#include "lib/discovery/methodinfo.h"

#include <QByteArray>
#include <QWidget>

class QAction;
class QLabel;
class QListView;
class QPlainTextEdit;

namespace RpcScope {

class BatchModel;
class IdSequence;
class JsonHighlighter;

/// Builds a batch: a list of requests and notifications (each an editable JSON text, its
/// method shown in the list) sent as one array. Entries come from the registry (addMethod)
/// or are typed; they can be removed, duplicated, turned into notifications and back, and
/// reordered by drag and drop or with Alt+Up / Alt+Down. Everything works from the keyboard:
/// Insert adds, Delete removes, Ctrl+D duplicates and Ctrl+T toggles notification while the
/// list has focus; Tab goes on to the entry's text.
class BatchBuilder final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BatchBuilder)

public:
    explicit BatchBuilder(QWidget *parent = nullptr);
    ~BatchBuilder() override;

    /// Appends a request for a registry entry, made by RequestTemplate (MCP entries become
    /// their tools/call, prompts/get or resources/read), with the next id.
    void addMethod(const RpcScope::MethodInfo &method);
    /// Appends an entry typed (or pasted) by the user, exactly as given.
    void addEntry(const QByteArray &text);
    /// Shares an endpoint's id sequence (not owned).
    void setIdSequence(IdSequence *ids);
    void clear();

    /// The batch's JSON text (see BatchModel::batchText): what Send sends.
    QByteArray batchText() const;

    BatchModel *model() const { return m_model; }
    QListView *view() const { return m_view; }
    QPlainTextEdit *editor() const { return m_editor; }
    QAction *sendAction() const { return m_send; }

signals:
    /// Send was chosen; batchText() has the bytes.
    void sendRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    int currentRow() const;
    void selectRow(int row);
    void moveCurrent(int delta);
    void loadCurrentIntoEditor();
    void updateState();

    BatchModel *m_model = nullptr;
    QListView *m_view = nullptr;
    QPlainTextEdit *m_editor = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QLabel *m_entryStatus = nullptr;
    QAction *m_add = nullptr;
    QAction *m_remove = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_moveUp = nullptr;
    QAction *m_moveDown = nullptr;
    QAction *m_notification = nullptr;
    QAction *m_send = nullptr;
    bool m_loading = false;
};

} // namespace RpcScope
