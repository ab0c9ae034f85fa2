#pragma once

#include <Qsci/qsciscintilla.h>

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

class QsciLexerJSON;
class QTimer;
template <typename T> class QFutureWatcher;

namespace RpcScope {

struct MethodInfo;

/// A JSON text editor on QScintilla: colours, line numbers, code folding, brace matching,
/// auto-indent, validation as you type (the error underlined with a squiggle, its message
/// shown as a call tip when the mouse rests on it) and completion of JSON-RPC method names
/// and of the current method's parameter names.
///
/// The bytes are kept exactly as typed (UTF-8, nothing re-encoded). Documents over
/// largeDocumentBytes() are treated as pasted data rather than typed text: colouring,
/// folding, brace matching and completion are switched off (each of them rescans the text),
/// and validation runs on a worker thread, debounced, keeping only the newest result.
/// textChanged() is then emitted by this class just after a change (QScintilla's own
/// per-change notifications cost O(document) each and are switched off).
///
/// A document with a line longer than longLineBytes() (a minified data dump) is held: kept
/// here as it is, validated and sent whole, but shown only in part and read-only. QScintilla
/// lays a line out whole, at about a third of a microsecond a byte, on the GUI thread: a
/// 50 MB line would freeze the window for twenty seconds.
class JsonEditor final : public QsciScintilla
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JsonEditor)

public:
    /// A stretch of valid text that deserves a second look (a value that does not fit the
    /// schema): underlined in the warning colour, its message shown when the mouse rests on it.
    struct Mark
    {
        qsizetype start = 0;    ///< byte offset
        qsizetype length = 1;   ///< bytes
        QString message;        ///< translated
    };
    /// What a validator says about the text.
    struct Diagnostic
    {
        bool acceptable = false;        ///< the text is fine for its purpose
        QString message;                ///< translated, one sentence or two
        qsizetype errorPosition = -1;   ///< byte offset of the error, or -1
        QList<Mark> marks;              ///< warnings about acceptable text
    };
    /// Judges a text. Runs on a worker thread for large documents, so it must be reentrant.
    using Validator = std::function<Diagnostic(const QByteArray &)>;

    explicit JsonEditor(QWidget *parent = nullptr);
    ~JsonEditor() override;

    /// Above this many bytes the editor switches to its large-document mode.
    static constexpr qsizetype largeDocumentBytes() { return qsizetype(1) << 20; }

    /// Replaces the whole text as one undoable edit and puts the caret at the start.
    void setBytes(const QByteArray &bytes);
    /// Replaces the text as one undoable edit of only the bytes that differ, so the caret,
    /// the folds and the scroll position stay where they were.
    void replaceBytes(const QByteArray &bytes);
    /// The exact bytes of the document.
    QByteArray bytes() const;
    qsizetype byteLength() const;
    /// Whether the large-document mode is on.
    bool isLargeDocument() const { return m_large; }
    /// Lines longer than this are not shown whole (the document is held).
    static constexpr qsizetype longLineBytes() { return qsizetype(256) << 10; }
    /// Whether the document is held: it has a line too long to show (see the class comment).
    bool isHeld() const { return m_holding; }

    /// Replaces the validator (the default one only checks that the text is JSON).
    void setValidator(Validator validator);
    /// Validates the current text now, on this thread, and shows the result.
    Diagnostic validateNow();
    /// Shows \a diagnostic as the current one (for a caller that validated by itself).
    void showDiagnostic(const Diagnostic &diagnostic);
    /// The diagnostic on show; message empty before the first validation.
    const Diagnostic &diagnostic() const { return m_diagnostic; }
    /// Byte offset of the underlined error, or -1.
    qsizetype errorPosition() const { return m_diagnostic.errorPosition; }
    /// Whether a validation is scheduled or running (the diagnostic is about older text).
    bool isValidationPending() const;
    /// The squiggle indicator's number, for SCI_INDICATORVALUEAT.
    int errorIndicator() const { return m_errorIndicator; }
    /// The warning marks' indicator's number, for SCI_INDICATORVALUEAT.
    int markIndicator() const { return m_markIndicator; }
    /// The matched-brace indicator's number, for SCI_INDICATORVALUEAT.
    int braceIndicator() const { return m_braceIndicator; }

    /// Method names offered inside a request's "method" value.
    void setMethodNames(const QStringList &names);
    /// Methods with their parameter schemas: names are offered for "method" values, and
    /// parameter names for keys typed inside "params" (or an MCP tools/call's "arguments").
    void setMethodCatalog(const QList<MethodInfo> &methods);
    /// Offers the completions that fit the caret's place, as Ctrl+Space does; false when
    /// there are none.
    bool showCompletions();
    /// The list last offered (empty when none is open).
    QStringList completionCandidates() const { return m_candidates; }

signals:
    /// A new diagnostic is on show.
    void diagnosed();
    /// The document became held, or editable again.
    void heldChanged(bool held);

public slots:
    /// Pastes the clipboard's text; one that would make a line too long to show makes the
    /// document held, and held, a paste replaces the text only when all of it is selected.
    void paste() override;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    enum class CompletionList { MethodNames = 1, ParamNames, ToolNames };

    void textWasChanged();
    void characterAdded(int character);
    void startValidation();
    void applyColours();
    void applyFont();
    void setLargeDocument(bool large);
    void hold(const QByteArray &bytes);
    void release();
    bool insertHoldingIfLong(const QString &text, qsizetype start, qsizetype end);
    bool allSelected() const;
    qsizetype shownLength() const;
    void updateLineNumberMargin();
    void indentNewLine();
    void insertCompletion(int listId, const QString &choice);
    void dwellStarted(int position);
    qsizetype caretByte() const;
    QByteArrayView documentView() const;
    long send(unsigned int message, qsizetype wParam = 0, qsizetype lParam = 0) const;

    QsciLexerJSON *m_lexer = nullptr;
    QTimer *m_validateTimer = nullptr;
    QFutureWatcher<Diagnostic> *m_watcher = nullptr;
    Validator m_validator;
    Diagnostic m_diagnostic;
    quint64 m_generation = 0;        // bumped by each change; older results are dropped
    quint64 m_runningGeneration = 0;
    bool m_large = false;
    bool m_changeQueued = false;     // large mode: textChanged() is on its way
    bool m_holding = false;
    QByteArray m_held;               // the document while held; the editor shows a part
    int m_errorIndicator = -1;
    int m_markIndicator = -1;
    int m_braceIndicator = -1;
    int m_lineDigits = 0;

    QStringList m_methodNames;
    QStringList m_catalogNames;
    QStringList m_toolNames;
    QHash<QString, QStringList> m_paramNames;
    QStringList m_candidates;
    qsizetype m_completionStart = -1;   // the opening quote of the string being completed
};

} // namespace RpcScope
