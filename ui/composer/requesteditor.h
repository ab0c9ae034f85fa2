#pragma once

#include "lib/schema/paramscatalog.h"

#include <QByteArray>
#include <QList>
#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QToolButton;

namespace RpcScope {

class HeldTextBar;
class JsonEditor;
class RequestControls;

/// The request being composed: a JSON editor (colours, folding, completion, validation as
/// you type) under a row of id controls. The text is sent exactly as typed; the id and
/// notification controls splice their member into it and leave every other byte alone.
/// Unless "Raw" is ticked it must be a JSON object or array; in raw mode anything goes, so a
/// server's handling of broken input can be tested.
class RequestEditor final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RequestEditor)

public:
    /// What the text is, as far as sending is concerned.
    struct Validation
    {
        bool sendable = false;   ///< may be sent without raw mode
        QString message;         ///< translated, for the line under the editor
        qsizetype errorOffset = -1;   ///< character position of a JSON error, or -1
        qsizetype errorByte = -1;     ///< byte offset of the same error, or -1
        /// Values that do not fit the documented params: filled by the static validate(); the
        /// editor shows them as textEdit()->diagnostic().marks.
        QList<ParamsMark> marks;
    };

    explicit RequestEditor(QWidget *parent = nullptr);

    /// Replaces the text as one undoable edit, so Ctrl+Z brings back what was there.
    void setText(const QByteArray &text);
    QByteArray text() const;
    bool isRaw() const;
    void setRaw(bool raw);
    /// Enables Cancel and says that a request is on its way.
    void setBusy(bool busy);
    /// Whether this editor's request is on its way (its Cancel is enabled).
    bool isBusy() const;

    /// Checks the current text now, on this thread (as you type it is done shortly after
    /// each change, on a worker thread for large texts).
    Validation validate();
    /// Reentrant: the editor runs it on a worker thread for large texts. With \a catalog,
    /// values that do not fit their method's documented params are marked (still sendable).
    static Validation validate(const QByteArray &text, const ParamsCatalog *catalog = nullptr);
    /// The methods' documented params the text is checked against as you type.
    void setParamsCatalog(std::shared_ptr<const ParamsCatalog> catalog);
    QString validationMessage() const;

    /// What Send, Ctrl+Return and the window's Send action do: in auto id mode the next id
    /// of the sequence is written into the text first; then sendRequested() is emitted.
    void requestSend();

    JsonEditor *textEdit() const { return m_edit; }
    /// Puts \a form beside the JSON as a second view of the request, with a Form | JSON
    /// switch at the top (the caller keeps the two in step).
    void setFormView(QWidget *form);
    /// Shows the form (true) or the JSON.
    void showForm(bool form);
    bool isFormShown() const;
    QToolButton *formButton() const { return m_formButton; }
    QToolButton *jsonButton() const { return m_jsonButton; }
    RequestControls *controls() const { return m_controls; }
    HeldTextBar *heldTextBar() const { return m_held; }
    QCheckBox *rawCheckBox() const { return m_raw; }

signals:
    void sendRequested();
    void cancelRequested();
    /// The form (true) or the JSON became the view shown.
    void viewChanged(bool form);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showDiagnostic();
    void installValidator();
    void applyId(const QByteArray &idText);

    RequestControls *m_controls = nullptr;
    JsonEditor *m_edit = nullptr;
    HeldTextBar *m_held = nullptr;
    QLabel *m_validation = nullptr;
    QCheckBox *m_raw = nullptr;
    QStackedWidget *m_views = nullptr;
    QToolButton *m_formButton = nullptr;
    QToolButton *m_jsonButton = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_cancel = nullptr;
    std::shared_ptr<const ParamsCatalog> m_catalog;
    QByteArray m_setId;                // the id's text as a program last set it (null: none)
    QByteArray m_beforeNotification;   // the text before "Notification" took its id away
    QByteArray m_asNotification;       // and right after
};

} // namespace RpcScope
