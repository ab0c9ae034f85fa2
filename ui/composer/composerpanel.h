#pragma once

#include <QByteArray>
#include <QWidget>

class QTimer;

namespace RpcScope {

struct MethodInfo;
class RequestEditor;
class SchemaForm;

/// The request editor and the schema form as two views of one request (Form | JSON), kept
/// in step both ways: a form
/// edit is spliced into the editor's params (the rest of the text untouched, one undo
/// step, the cursor kept); an edit of the text refills the form shortly after typing
/// stops. Neither direction echoes back into the other.
class ComposerPanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ComposerPanel)

public:
    /// Takes \a editor into the panel (reparents it).
    explicit ComposerPanel(RequestEditor *editor, QWidget *parent = nullptr);

    /// Builds the form for \a method and fills it from the current text. \a rootDocument
    /// is the OpenRPC document the method's `$ref`s point into, when there is one.
    void setMethod(const MethodInfo &method, const QByteArray &rootDocument = {});

    SchemaForm *form() const { return m_form; }
    RequestEditor *editor() const { return m_editor; }

    /// How long the form waits after the last keystroke in the text.
    static constexpr int SyncDelayMs = 150;
    /// Texts larger than this are not parsed for the form on every pause in typing.
    static constexpr qsizetype MaxSyncedText = 4 * 1024 * 1024;

private:
    void writeParams(const QByteArray &paramsJson);
    void readParams();
    void textChanged();
    QStringList paramsPath() const;

    RequestEditor *m_editor = nullptr;
    SchemaForm *m_form = nullptr;
    QTimer *m_sync = nullptr;
    QByteArray m_lastWritten;   // the text the form put into the editor
    bool m_writing = false;
};

} // namespace RpcScope
