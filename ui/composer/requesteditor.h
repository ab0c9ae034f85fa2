#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace RpcScope {

class JsonHighlighter;

/// The request being composed: JSON text with syntax colours and validation as you type.
/// The text is sent exactly as typed. Unless "Raw" is ticked it must be a JSON object or
/// array; in raw mode anything goes, so a server's handling of broken input can be tested.
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
    };

    explicit RequestEditor(QWidget *parent = nullptr);

    /// Replaces the text as one undoable edit, so Ctrl+Z brings back what was there.
    void setText(const QByteArray &text);
    QByteArray text() const;
    bool isRaw() const;
    void setRaw(bool raw);
    /// Enables Cancel and says that a request is on its way.
    void setBusy(bool busy);

    /// Checks the current text now (normally done shortly after each change).
    Validation validate();
    static Validation validate(const QByteArray &text);
    QString validationMessage() const;

    QPlainTextEdit *textEdit() const { return m_edit; }
    QCheckBox *rawCheckBox() const { return m_raw; }

signals:
    void sendRequested();
    void cancelRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showValidation(const Validation &validation);
    bool insertIndentedNewline();

    QPlainTextEdit *m_edit = nullptr;
    JsonHighlighter *m_highlighter = nullptr;
    QLabel *m_validation = nullptr;
    QCheckBox *m_raw = nullptr;
    QPushButton *m_send = nullptr;
    QPushButton *m_cancel = nullptr;
    QTimer *m_validateTimer = nullptr;
};

} // namespace RpcScope
