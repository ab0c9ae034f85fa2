#include "ui/composer/jsoneditor.h"

#include "lib/discovery/methodinfo.h"
#include "lib/json/jsondocument.h"
#include "ui/common/theme.h"
#include "ui/composer/jsoncaretcontext.h"

#include <Qsci/qscilexerjson.h>

#include <QClipboard>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QMimeData>
#include <QFutureWatcher>
#include <QDropEvent>
#include <QKeyEvent>
#include <QSignalBlocker>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstring>
#include <cctype>

namespace RpcScope {

namespace {

// Long enough to skip the work between keystrokes, short enough to feel immediate.
constexpr int kValidateDelayMs = 150;
// A large document takes a while to parse; wait for a real pause in the typing.
constexpr int kLargeValidateDelayMs = 400;
// How much of a held document is shown.
constexpr qsizetype kHeldPreviewBytes = 4096;

/// \a position moved back to the start of the UTF-8 sequence it is in.
qsizetype utf8Boundary(QByteArrayView text, qsizetype position)
{
    while (position > 0 && position < text.size() && (uchar(text.at(position)) & 0xc0) == 0x80)
        --position;
    return position;
}

/// Whether \a text has a line longer than JsonEditor::longLineBytes().
bool hasLongLine(QByteArrayView text)
{
    const qsizetype limit = RpcScope::JsonEditor::longLineBytes();
    qsizetype start = 0;
    while (text.size() - start > limit) {
        const void *newline = std::memchr(text.data() + start, '\n', size_t(limit + 1));
        if (!newline)
            return true;
        start = static_cast<const char *>(newline) - text.data() + 1;
    }
    return false;
}
// How long the mouse rests on the squiggle before its message shows.
constexpr int kDwellMs = 400;
constexpr int kIndentWidth = 2;

JsonEditor::Diagnostic checkJson(const QByteArray &text)
{
    JsonEditor::Diagnostic result;
    const JsonDocument doc = JsonDocument::parse(text);
    if (doc.isValid()) {
        result.acceptable = true;
        result.message = JsonEditor::tr("Valid JSON.");
    } else {
        result.message = JsonEditor::tr("Invalid JSON: %1").arg(doc.error().message);
        result.errorPosition = doc.error().offset;
    }
    return result;
}

// Parameter names of an OpenRPC params array ([{"name": ...}]) or of an MCP inputSchema
// ({"properties": {...}}), in the schema's order.
QStringList parameterNames(const QByteArray &schema)
{
    QStringList names;
    if (schema.isEmpty())
        return names;
    const JsonDocument doc = JsonDocument::parse(schema);
    if (!doc.isValid())
        return names;
    if (doc.type(0) == JsonDocument::Type::Array) {
        for (int param = doc.firstChild(0); param >= 0; param = doc.nextSibling(param)) {
            const int name = doc.type(param) == JsonDocument::Type::Object ? doc.member(param, u"name") : -1;
            if (name >= 0 && doc.type(name) == JsonDocument::Type::String)
                names.append(doc.string(name));
        }
    } else if (doc.type(0) == JsonDocument::Type::Object) {
        const int properties = doc.member(0, u"properties");
        if (properties >= 0 && doc.type(properties) == JsonDocument::Type::Object) {
            for (int value = doc.firstChild(properties); value >= 0; value = doc.nextSibling(value))
                names.append(doc.string(doc.keyNode(value)));
        }
    }
    names.removeDuplicates();
    return names;
}

// Names starting with what was typed first, then names that contain it elsewhere.
QStringList matching(const QStringList &pool, const QString &typed)
{
    QStringList starts;
    QStringList contains;
    for (const QString &name : pool) {
        if (name.startsWith(typed, Qt::CaseInsensitive))
            starts.append(name);
        else if (!typed.isEmpty() && name.contains(typed, Qt::CaseInsensitive))
            contains.append(name);
    }
    const auto byName = [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    };
    std::sort(starts.begin(), starts.end(), byName);
    std::sort(contains.begin(), contains.end(), byName);
    return starts + contains;
}

} // namespace

JsonEditor::JsonEditor(QWidget *parent)
    : QsciScintilla(parent)
    , m_lexer(new QsciLexerJSON(this))
    , m_validateTimer(new QTimer(this))
    , m_watcher(new QFutureWatcher<Diagnostic>(this))
    , m_validator(checkJson)
{
    setUtf8(true);
    setEolMode(EolUnix);
    // The text is sent as typed: a pasted CR LF stays CR LF.
    send(SCI_SETPASTECONVERTENDINGS, 0);
    setIndentationsUseTabs(false);
    setIndentationWidth(kIndentWidth);
    setTabWidth(kIndentWidth);
    setAutoIndent(false);   // indentNewLine() also indents after an opening bracket
    setWrapMode(WrapNone);
    setMarginLineNumbers(0, true);
    setMarginWidth(1, 0);

    m_errorIndicator = indicatorDefine(SquiggleIndicator);
    m_markIndicator = indicatorDefine(SquiggleIndicator);
    m_braceIndicator = indicatorDefine(StraightBoxIndicator);
    setMatchedBraceIndicator(m_braceIndicator);
    send(SCI_INDICSETUNDER, m_braceIndicator, 1);
    send(SCI_SETMOUSEDWELLTIME, kDwellMs);
    send(SCI_AUTOCSETMAXHEIGHT, 12);

    m_large = true;   // so that setLargeDocument(false) switches everything on
    setLargeDocument(false);
    updateLineNumberMargin();

    m_validateTimer->setSingleShot(true);
    connect(m_validateTimer, &QTimer::timeout, this, &JsonEditor::startValidation);
    connect(m_watcher, &QFutureWatcherBase::finished, this, [this] {
        if (m_runningGeneration == m_generation)
            showDiagnostic(m_watcher->result());
        else if (!m_validateTimer->isActive())
            startValidation();   // changed while parsing: the result is stale
    });
    connect(this, &QsciScintilla::textChanged, this, &JsonEditor::textWasChanged);
    connect(this, &QsciScintillaBase::SCN_MODIFIED, this, [this](int, int type) {
        // Large mode: only the before-change events arrive (see setLargeDocument()).
        if (m_large && (type & (SC_MOD_BEFOREINSERT | SC_MOD_BEFOREDELETE)) && !m_changeQueued) {
            m_changeQueued = true;
            QMetaObject::invokeMethod(this, [this] {
                m_changeQueued = false;
                emit textChanged();
            }, Qt::QueuedConnection);
        }
    });
    connect(this, &QsciScintilla::linesChanged, this, &JsonEditor::updateLineNumberMargin);
    connect(this, &QsciScintillaBase::SCN_CHARADDED, this, &JsonEditor::characterAdded);
    connect(this, &QsciScintilla::userListActivated, this, &JsonEditor::insertCompletion);
    connect(this, &QsciScintillaBase::SCN_DWELLSTART, this,
            [this](int position, int, int) { dwellStarted(position); });
    connect(this, &QsciScintillaBase::SCN_DWELLEND, this, [this] { send(SCI_CALLTIPCANCEL); });
    connect(Theme::instance(), &Theme::changed, this, &JsonEditor::applyColours);
}

JsonEditor::~JsonEditor() = default;

long JsonEditor::send(unsigned int message, qsizetype wParam, qsizetype lParam) const
{
    return SendScintilla(message, static_cast<unsigned long>(wParam), static_cast<long>(lParam));
}

qsizetype JsonEditor::byteLength() const
{
    return m_holding ? m_held.size() : shownLength();
}

qsizetype JsonEditor::shownLength() const
{
    return send(SCI_GETLENGTH);
}

QByteArrayView JsonEditor::documentView() const
{
    if (m_holding)
        return m_held;
    // The gap buffer made contiguous, valid until the next change.
    return QByteArrayView(static_cast<const char *>(SendScintillaPtrResult(SCI_GETCHARACTERPOINTER)), shownLength());
}

QByteArray JsonEditor::bytes() const
{
    return documentView().toByteArray();
}

void JsonEditor::setBytes(const QByteArray &bytes)
{
    if (hasLongLine(bytes)) {
        hold(bytes);
        return;
    }
    const bool wasHolding = m_holding;
    release();   // heldChanged(false) once the text is in place, below
    // Switch modes first, so that a large text is not coloured or copied for listeners.
    if (bytes.size() > largeDocumentBytes())
        setLargeDocument(true);
    // SCI_SETTEXT would stop at a NUL byte and QsciScintilla::setText empties the undo
    // history; replacing the whole document as a target does neither.
    send(SCI_BEGINUNDOACTION);
    send(SCI_SETTARGETRANGE, 0, shownLength());
    SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(bytes.size()), bytes.constData());
    send(SCI_ENDUNDOACTION);
    if (wasHolding)
        send(SCI_EMPTYUNDOBUFFER);   // undoing would bring back only the part that was shown
    send(SCI_GOTOPOS, 0);
    setLargeDocument(bytes.size() > largeDocumentBytes());
    if (wasHolding)
        emit heldChanged(false);
}

void JsonEditor::hold(const QByteArray &bytes)
{
    const bool wasHolding = m_holding;
    setLargeDocument(true);
    m_held = bytes;
    m_holding = true;
    // What is shown: the start of the text, whole UTF-8 sequences, and what is left out.
    const qsizetype cut = utf8Boundary(bytes, std::min(bytes.size(), kHeldPreviewBytes));
    QByteArray shown = bytes.left(cut);
    if (cut < bytes.size())
        shown += "\n\n" + tr("[%L1 more bytes, not shown: a line this long cannot be shown whole. "
                              "The request is kept and sent exactly as it is.]")
                                .arg(bytes.size() - cut)
                                .toUtf8();
    {
        // One textChanged() for the whole swap, emitted below.
        const QSignalBlocker quiet(this);
        setReadOnly(false);
        send(SCI_SETTARGETRANGE, 0, shownLength());
        SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(shown.size()), shown.constData());
        send(SCI_EMPTYUNDOBUFFER);   // undoing into the part shown would lose the rest
        send(SCI_GOTOPOS, 0);
        setReadOnly(true);
    }
    emit textChanged();
    if (!wasHolding)
        emit heldChanged(true);
}

void JsonEditor::release()
{
    if (!m_holding)
        return;
    m_holding = false;
    m_held = QByteArray();
    setReadOnly(false);
}

void JsonEditor::replaceBytes(const QByteArray &bytes)
{
    if (m_holding || hasLongLine(bytes)) {
        setBytes(bytes);   // nothing shown to keep the caret in
        return;
    }
    const QByteArray old = this->bytes();
    qsizetype prefix = 0;
    const qsizetype shorter = std::min(old.size(), bytes.size());
    while (prefix < shorter && old.at(prefix) == bytes.at(prefix))
        ++prefix;
    qsizetype suffix = 0;
    while (suffix < shorter - prefix && old.at(old.size() - 1 - suffix) == bytes.at(bytes.size() - 1 - suffix))
        ++suffix;
    if (prefix == old.size() && prefix == bytes.size())
        return;
    // Keep whole UTF-8 sequences together: step back off continuation bytes.
    prefix = utf8Boundary(bytes, prefix);
    const qsizetype caret = caretByte();
    const QByteArray middle = bytes.sliced(prefix, bytes.size() - suffix - prefix);
    send(SCI_BEGINUNDOACTION);
    send(SCI_SETTARGETRANGE, prefix, old.size() - suffix);
    SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(middle.size()), middle.constData());
    send(SCI_ENDUNDOACTION);
    // A caret after the change moves with the text after it.
    const qsizetype delta = bytes.size() - old.size();
    send(SCI_GOTOPOS, caret >= old.size() - suffix ? caret + delta : std::min(caret, prefix));
}

qsizetype JsonEditor::caretByte() const
{
    return send(SCI_GETCURRENTPOS);
}

void JsonEditor::setValidator(Validator validator)
{
    m_validator = validator ? std::move(validator) : Validator(checkJson);
    ++m_generation;
    validateNow();
}

JsonEditor::Diagnostic JsonEditor::validateNow()
{
    m_validateTimer->stop();
    m_runningGeneration = 0;   // a result still being computed is about older text
    showDiagnostic(m_validator(bytes()));
    return m_diagnostic;
}

bool JsonEditor::isValidationPending() const
{
    return m_validateTimer->isActive() || m_watcher->isRunning();
}

void JsonEditor::textWasChanged()
{
    // Held, what is shown is a preview: no colours or completion on it, whatever the size.
    setLargeDocument(m_holding || byteLength() > largeDocumentBytes());
    ++m_generation;
    m_validateTimer->start(m_large ? kLargeValidateDelayMs : kValidateDelayMs);
}

void JsonEditor::startValidation()
{
    if (byteLength() <= largeDocumentBytes()) {
        validateNow();   // a millisecond or two: not worth a thread
        return;
    }
    if (m_watcher->isRunning())
        return;   // its finished handler starts the next run
    m_runningGeneration = m_generation;
    m_watcher->setFuture(QtConcurrent::run([validator = m_validator, text = bytes()] {
        return validator(text);
    }));
}

void JsonEditor::showDiagnostic(const Diagnostic &diagnostic)
{
    m_diagnostic = diagnostic;
    const qsizetype length = shownLength();
    send(SCI_SETINDICATORCURRENT, m_errorIndicator);
    send(SCI_INDICATORCLEARRANGE, 0, length);
    send(SCI_CALLTIPCANCEL);
    // Held, the error is somewhere in the part not shown: the message says where.
    if (diagnostic.errorPosition >= 0 && length > 0 && !m_holding) {
        // Underline the offending character, or the last one when the text ended too soon.
        qsizetype start = std::min(diagnostic.errorPosition, length);
        if (start == length)
            start = send(SCI_POSITIONBEFORE, length);
        const qsizetype end = send(SCI_POSITIONAFTER, start);
        send(SCI_INDICATORFILLRANGE, start, std::max<qsizetype>(end - start, 1));
    }
    send(SCI_SETINDICATORCURRENT, m_markIndicator);
    send(SCI_INDICATORCLEARRANGE, 0, length);
    if (!m_holding) {
        for (const Mark &mark : diagnostic.marks) {
            if (mark.start < length)
                send(SCI_INDICATORFILLRANGE, mark.start, std::min(mark.length, length - mark.start));
        }
    }
    emit diagnosed();
}

void JsonEditor::dwellStarted(int position)
{
    if (position < 0)
        return;
    const auto under = [this, position](int indicator) {
        return send(SCI_INDICATORVALUEAT, indicator, position) != 0
               || (position > 0 && send(SCI_INDICATORVALUEAT, indicator, position - 1) != 0);
    };
    QString tip;
    if (m_diagnostic.errorPosition >= 0 && under(m_errorIndicator)) {
        tip = m_diagnostic.message;
    } else if (!m_diagnostic.marks.isEmpty() && under(m_markIndicator)) {
        for (const Mark &mark : std::as_const(m_diagnostic.marks)) {
            if (position >= mark.start - 1 && position <= mark.start + mark.length)
                tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + mark.message;
        }
    }
    if (!tip.isEmpty())
        SendScintilla(SCI_CALLTIPSHOW, static_cast<uintptr_t>(position), tip.toUtf8().constData());
}

void JsonEditor::setLargeDocument(bool large)
{
    if (large == m_large)
        return;
    m_large = large;
    // Each of these rescans the text on edits or caret moves; on tens of megabytes that
    // is felt on every keystroke, so a pasted data dump is shown plain.
    // QScintilla tells its accessibility bridge about every insertion with the inserted
    // text as a QString and the caret as a character count from the start of the document
    // (and copies the text for SCN_MODIFIED): seconds for a 50 MB paste, a large part of
    // each keystroke after it. A large document therefore only reports that a change is
    // about to happen, and textChanged() is emitted by this class, after it.
    send(SCI_SETMODEVENTMASK, large ? SC_MOD_BEFOREINSERT | SC_MOD_BEFOREDELETE : SC_MODEVENTMASKALL);
    // The horizontal scroll bar only when a line is wider than the view (Scintilla starts with
    // a 2000-pixel scroll width and shows the bar for a one-line request); a large document
    // keeps a fixed width rather than measuring its lines.
    send(SCI_SETSCROLLWIDTHTRACKING, large ? 0 : 1);
    send(SCI_SETSCROLLWIDTH, large ? 2000 : 1);
    if (large) {
        cancelList();
        setLexer(nullptr);
        setFolding(NoFoldStyle);
        setBraceMatching(NoBraceMatch);
    } else {
        setLexer(m_lexer);
        SendScintilla(SCI_SETPROPERTY, "fold", "1");
        setFolding(BoxedTreeFoldStyle, 2);
        setBraceMatching(SloppyBraceMatch);
    }
    applyFont();
    applyColours();
}

void JsonEditor::applyFont()
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(std::max(font().pointSizeF(), 10.0) + 1);
    m_lexer->setDefaultFont(mono);
    m_lexer->setFont(mono, -1);
    setMarginsFont(mono);
    // Without a lexer the default style takes the widget's font.
    if (m_large) {
        SendScintilla(SCI_STYLESETFONT, static_cast<uintptr_t>(STYLE_DEFAULT), mono.family().toUtf8().constData());
        send(SCI_STYLESETSIZE, STYLE_DEFAULT, qRound(mono.pointSizeF()));
        send(SCI_STYLECLEARALL);
    }
    m_lineDigits = 0;
    updateLineNumberMargin();
}

void JsonEditor::applyColours()
{
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);

    m_lexer->setDefaultPaper(base);
    m_lexer->setPaper(base, -1);
    m_lexer->setDefaultColor(text);
    m_lexer->setColor(text, -1);
    m_lexer->setColor(Theme::color(Theme::Role::JsonKey), QsciLexerJSON::Property);
    m_lexer->setColor(Theme::color(Theme::Role::JsonString), QsciLexerJSON::String);
    m_lexer->setColor(Theme::color(Theme::Role::JsonString), QsciLexerJSON::EscapeSequence);
    m_lexer->setColor(Theme::color(Theme::Role::Failure), QsciLexerJSON::UnclosedString);
    m_lexer->setColor(Theme::color(Theme::Role::Failure), QsciLexerJSON::Error);
    m_lexer->setColor(Theme::color(Theme::Role::JsonNumber), QsciLexerJSON::Number);
    m_lexer->setColor(Theme::color(Theme::Role::JsonLiteral), QsciLexerJSON::Keyword);
    m_lexer->setColor(Theme::color(Theme::Role::JsonLiteral), QsciLexerJSON::KeywordLD);
    m_lexer->setColor(Theme::color(Theme::Role::JsonPunctuation), QsciLexerJSON::Operator);
    m_lexer->setColor(Theme::color(Theme::Role::Accent), QsciLexerJSON::IRI);
    m_lexer->setColor(Theme::color(Theme::Role::Accent), QsciLexerJSON::IRICompact);
    m_lexer->setColor(Theme::color(Theme::Role::Muted), QsciLexerJSON::CommentLine);
    m_lexer->setColor(Theme::color(Theme::Role::Muted), QsciLexerJSON::CommentBlock);
    if (m_large) {
        SendScintilla(SCI_STYLESETBACK, static_cast<unsigned long>(STYLE_DEFAULT), base);
        SendScintilla(SCI_STYLESETFORE, static_cast<unsigned long>(STYLE_DEFAULT), text);
        send(SCI_STYLECLEARALL);
    }
    setPaper(base);
    setColor(text);
    setCaretForegroundColor(text);
    setSelectionBackgroundColor(pal.color(QPalette::Highlight));
    setSelectionForegroundColor(pal.color(QPalette::HighlightedText));
    setMarginsBackgroundColor(pal.color(QPalette::Window));
    setMarginsForegroundColor(Theme::color(Theme::Role::Muted));
    setFoldMarginColors(pal.color(QPalette::Window), pal.color(QPalette::Window));
    setIndicatorForegroundColor(Theme::color(Theme::Role::Failure), m_errorIndicator);
    setIndicatorForegroundColor(Theme::color(Theme::Role::Warning), m_markIndicator);
    // A light box under the brace (QScintilla takes the fill's alpha from the colour), so
    // the brace itself stays readable.
    QColor brace = Theme::color(Theme::Role::Accent);
    brace.setAlpha(60);
    setIndicatorForegroundColor(brace, m_braceIndicator);
    send(SCI_INDICSETOUTLINEALPHA, m_braceIndicator, 200);
    setCallTipsBackgroundColor(pal.color(QPalette::ToolTipBase));
    setCallTipsForegroundColor(pal.color(QPalette::ToolTipText));
}

void JsonEditor::updateLineNumberMargin()
{
    int digits = 1;
    for (int lineCount = lines(); lineCount >= 10; lineCount /= 10)
        ++digits;
    if (digits == m_lineDigits)
        return;
    m_lineDigits = digits;
    setMarginWidth(0, QString(digits + 1, u'9'));
}

void JsonEditor::indentNewLine()
{
    const qsizetype line = send(SCI_LINEFROMPOSITION, caretByte());
    if (line == 0)
        return;
    // Keep the previous line's indentation, one level deeper when it left a bracket open
    // (`{"id": 1,` as much as a lone `{`). A very long line only has its last character
    // looked at, so Enter after a pasted one-line document costs nothing.
    constexpr qsizetype kScanLimit = 64 * 1024;
    qsizetype indent = send(SCI_GETLINEINDENTATION, line - 1);
    const qsizetype lineStart = send(SCI_POSITIONFROMLINE, line - 1);
    const qsizetype lineEnd = send(SCI_GETLINEENDPOSITION, line - 1);
    int open = 0;
    if (lineEnd - lineStart <= kScanLimit) {
        const QByteArrayView text = documentView().sliced(lineStart, lineEnd - lineStart);
        bool inString = false;
        for (qsizetype i = 0; i < text.size(); ++i) {
            const char c = text[i];
            if (inString) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '{' || c == '[') {
                ++open;
            } else if ((c == '}' || c == ']') && open > 0) {
                --open;
            }
        }
    } else {
        qsizetype last = lineEnd - 1;
        while (last >= lineStart && std::isspace(uchar(send(SCI_GETCHARAT, last))))
            --last;
        const char c = last >= lineStart ? char(send(SCI_GETCHARAT, last)) : ' ';
        open = c == '{' || c == '[' ? 1 : 0;
    }
    if (open > 0)
        indent += kIndentWidth;
    send(SCI_SETLINEINDENTATION, line, indent);
    send(SCI_GOTOPOS, send(SCI_GETLINEINDENTPOSITION, line));
}

void JsonEditor::characterAdded(int character)
{
    if (character == '\n' || character == '\r') {
        indentNewLine();
        return;
    }
    if (m_large)
        return;
    if (std::isspace(character) || QByteArrayView("{}[],:").contains(char(character))) {
        if (isListActive())
            cancelList();
        return;
    }
    showCompletions();
}

void JsonEditor::setMethodNames(const QStringList &names)
{
    m_methodNames = names;
    m_methodNames.removeDuplicates();
}

void JsonEditor::setMethodCatalog(const QList<MethodInfo> &methods)
{
    m_catalogNames.clear();
    m_toolNames.clear();
    m_paramNames.clear();
    for (const MethodInfo &method : methods) {
        m_catalogNames.append(method.name);
        if (method.kind == MethodInfo::Kind::Tool)
            m_toolNames.append(method.name);
        const QStringList params = parameterNames(method.paramsSchema);
        if (!params.isEmpty())
            m_paramNames.insert(method.name, params);
    }
}

bool JsonEditor::showCompletions()
{
    m_candidates.clear();
    if (m_large)
        return false;
    const JsonCaretContext context = JsonCaretContext::at(documentView(), caretByte());
    QStringList pool;
    CompletionList list = CompletionList::MethodNames;
    switch (context.kind) {
    case JsonCaretContext::Kind::MethodValue:
        pool = m_methodNames + m_catalogNames;
        pool.removeDuplicates();
        break;
    case JsonCaretContext::Kind::ToolName:
        pool = m_toolNames;
        list = CompletionList::ToolNames;
        break;
    case JsonCaretContext::Kind::ParamKey:
        pool = m_paramNames.value(context.method);
        list = CompletionList::ParamNames;
        break;
    case JsonCaretContext::Kind::None:
        break;
    }
    QStringList candidates = matching(pool, context.prefix);
    // Nothing to offer when the one candidate is already there.
    if (candidates.size() == 1 && candidates.first() == context.prefix && context.closed)
        candidates.clear();
    if (candidates.isEmpty()) {
        if (isListActive())
            cancelList();
        return false;
    }
    m_candidates = candidates;
    m_completionStart = context.stringStart;
    showUserList(int(list), candidates);
    return true;
}

void JsonEditor::insertCompletion(int listId, const QString &choice)
{
    m_candidates.clear();
    if (m_completionStart < 0)
        return;
    // Replace the whole string after the opening quote, up to its closing quote or the caret.
    const JsonCaretContext context = JsonCaretContext::at(documentView(), caretByte());
    if (context.stringStart != m_completionStart)
        return;
    const bool key = listId == int(CompletionList::ParamNames);
    QByteArray replacement = choice.toUtf8();
    qsizetype end = context.closed ? context.stringEnd + 1 : caretByte();
    replacement.append('"');
    if (key) {
        // A key is followed by its colon; add it unless it is there already.
        qsizetype next = end;
        while (next < byteLength() && std::isspace(uchar(send(SCI_GETCHARAT, next))))
            ++next;
        if (next >= byteLength() || send(SCI_GETCHARAT, next) != ':')
            replacement.append(": ");
    }
    send(SCI_BEGINUNDOACTION);
    send(SCI_SETTARGETRANGE, context.stringStart + 1, end);
    SendScintilla(SCI_REPLACETARGET, static_cast<uintptr_t>(replacement.size()), replacement.constData());
    send(SCI_ENDUNDOACTION);
    send(SCI_GOTOPOS, context.stringStart + 1 + replacement.size());
    m_completionStart = -1;
}

void JsonEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::ControlModifier) {
        showCompletions();
        event->accept();
        return;
    }
    if (event->matches(QKeySequence::Paste)) {
        paste();   // the one way in for pasted text (the context menu calls it too)
        event->accept();
        return;
    }
    const bool erase = event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace;
    if (m_holding && erase && allSelected()) {
        // Held, the text shown is read-only; all of it selected (Ctrl+A) can be erased.
        setBytes(QByteArray());
        event->accept();
        return;
    }
    QsciScintilla::keyPressEvent(event);
}

bool JsonEditor::allSelected() const
{
    return send(SCI_GETSELECTIONSTART) == 0 && send(SCI_GETSELECTIONEND) == shownLength();
}

void JsonEditor::paste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasText())
        return;
    if (m_holding) {
        // Held, the text shown is read-only; all of it selected can be replaced.
        if (allSelected())
            setBytes(mime->text().toUtf8());
        return;
    }
    if (insertHoldingIfLong(mime->text(), send(SCI_GETSELECTIONSTART), send(SCI_GETSELECTIONEND)))
        return;
    // Known before the paste, so that QScintilla's per-change work is off for it.
    if (!m_large && byteLength() + mime->text().size() > largeDocumentBytes())
        setLargeDocument(true);
    QsciScintilla::paste();
}

void JsonEditor::dropEvent(QDropEvent *event)
{
    const QMimeData *mime = event->mimeData();
    if (!m_holding && mime && mime->hasText() && !isReadOnly()) {
        const QPoint at = event->position().toPoint();
        const qsizetype position = send(SCI_POSITIONFROMPOINT, at.x(), at.y());
        if (insertHoldingIfLong(mime->text(), position, position)) {
            event->acceptProposedAction();
            return;
        }
    }
    QsciScintilla::dropEvent(event);
}

bool JsonEditor::insertHoldingIfLong(const QString &text, qsizetype start, qsizetype end)
{
    // A UTF-16 unit is at most three UTF-8 bytes: a shorter text cannot make a long line.
    if (text.size() * 3 <= longLineBytes())
        return false;
    const QByteArray inserted = text.toUtf8();
    const QByteArrayView document = documentView();
    // The line the text joins: the rest of the line before it and the start of the one after.
    qsizetype lineStart = start;
    while (lineStart > 0 && document.at(lineStart - 1) != '\n')
        --lineStart;
    qsizetype lineEnd = end;
    while (lineEnd < document.size() && document.at(lineEnd) != '\n')
        ++lineEnd;
    QByteArray joined = document.sliced(lineStart, start - lineStart).toByteArray();
    joined.append(inserted).append(document.sliced(end, lineEnd - end));
    if (!hasLongLine(joined))
        return false;
    QByteArray result;
    result.reserve(document.size() - (end - start) + inserted.size());
    result.append(document.first(start)).append(inserted).append(document.sliced(end));
    setBytes(result);
    return true;
}

void JsonEditor::changeEvent(QEvent *event)
{
    QsciScintilla::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        applyColours();
    else if (event->type() == QEvent::FontChange)
        applyFont();
}

} // namespace RpcScope
