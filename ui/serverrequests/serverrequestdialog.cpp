#include "ui/serverrequests/serverrequestdialog.h"

#include "lib/json/jsonbuilder.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/schema/paramslayout.h"
#include "ui/common/jsonhighlighter.h"
#include "ui/common/theme.h"
#include "ui/composer/schemaform.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

#include <climits>

namespace RpcScope {

namespace {
// MCP's example code for a request the user turned down ("User rejected sampling request").
constexpr int kRefusedCode = -1;

QPlainTextEdit *jsonBox(const QByteArray &json, bool readOnly, QWidget *parent)
{
    auto *box = new QPlainTextEdit(parent);
    const JsonDocument doc = JsonDocument::parse(json);
    box->setPlainText(QString::fromUtf8(doc.isValid() ? JsonWriter::prettyPrint(doc) : json));
    box->setReadOnly(readOnly);
    QFont mono = box->font();
    mono.setFamily(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::Monospace);
    box->setFont(mono);
    new JsonHighlighter(box->document());
    return box;
}

QByteArray member(const QByteArray &json, QStringView key)
{
    const JsonDocument doc = JsonDocument::parse(json);
    const int node = doc.isValid() ? doc.member(0, key) : -1;
    return node >= 0 ? doc.raw(node).toByteArray() : QByteArray();
}
} // namespace

ServerRequestDialog::ServerRequestDialog(const ServerRequest &request, int timeoutMs, QWidget *parent)
    : QDialog(parent)
    , m_request(request)
    , m_timeoutMs(timeoutMs)
{
    setObjectName(QStringLiteral("serverRequestDialog"));
    setWindowTitle(tr("The server asks: %1").arg(request.method));
    QString what;
    if (request.method == u"roots/list")
        what = tr("The server asks which folders (roots) it may work in.");
    else if (request.method == u"sampling/createMessage")
        what = tr("The server asks for a language-model answer to the messages below. Write the answer yourself.");
    else if (request.method == u"elicitation/create")
        what = tr("The server asks you for information. Fill in the form, or decline.");
    else if (request.method == u"workspace/configuration")
        what = tr("The language server asks for its settings: one value per item below, in order (null: its defaults).");
    else
        what = tr("The server sent the request %1 (id %2) and waits for the answer. No rule of this endpoint answers it.")
                   .arg(request.method, QString::fromUtf8(request.id.raw()));
    auto *intro = new QLabel(what, this);
    intro->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(new QLabel(tr("Params:"), this));
    auto *params = jsonBox(request.paramsText.isEmpty() ? QByteArrayLiteral("{}") : request.paramsText, true, this);
    params->setObjectName(QStringLiteral("serverRequestParams"));
    layout->addWidget(params, 1);

    if (request.method == u"elicitation/create") {
        const QByteArray schema = member(request.paramsText, u"requestedSchema");
        if (!schema.isEmpty()) {
            m_form = new SchemaForm(this);
            m_form->setParamsLayout(ParamsLayout::fromObjectSchema(schema));
            m_form->setParamsText(QByteArrayLiteral("{}"));
            layout->addWidget(new QLabel(tr("Your answer:"), this));
            layout->addWidget(m_form, 1);
            connect(m_form, &SchemaForm::paramsEdited, this, &ServerRequestDialog::onFormEdited);
        }
    }
    // A result or an error: each keeps its own text, so switching back loses nothing.
    auto *kinds = new QHBoxLayout;
    kinds->addWidget(new QLabel(tr("Answer with:"), this));
    m_asResult = new QRadioButton(tr("a result"), this);
    m_asError = new QRadioButton(tr("an error"), this);
    m_asResult->setChecked(true);
    kinds->addWidget(m_asResult);
    kinds->addWidget(m_asError);
    kinds->addStretch(1);
    layout->addLayout(kinds);
    m_answerLabel = new QLabel(this);
    layout->addWidget(m_answerLabel);
    m_resultText = suggestedAnswer(request);
    m_errorText = refusal(request).responseTo(RequestId::null());
    m_errorText = member(m_errorText, u"error");
    m_answer = jsonBox(m_resultText, false, this);
    m_answer->setObjectName(QStringLiteral("serverAnswerText"));
    layout->addWidget(m_answer, 1);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText, Theme::color(Theme::Role::Failure, palette));
    m_problem->setPalette(palette);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_remember = new QCheckBox(tr("Always answer %1 with this result (a rule of this endpoint, in its settings)")
                                   .arg(request.method), this);
    m_remember->setObjectName(QStringLiteral("serverAnswerRemember"));
    layout->addWidget(m_remember);
    m_countdown = new QLabel(this);
    layout->addWidget(m_countdown);

    auto *buttons = new QDialogButtonBox(this);
    m_answerButton = buttons->addButton(tr("Answer"), QDialogButtonBox::AcceptRole);
    m_refuseButton = buttons->addButton(tr("Refuse"), QDialogButtonBox::RejectRole);
    const ServerAnswer refused = refusal(request);
    m_refuseButton->setToolTip(tr("Send the error %1 (%2) at once").arg(refused.code).arg(refused.message));
    m_answerButton->setDefault(true);
    if (m_form) {
        // Elicitation's own "no": a result the server understands, not an error.
        m_declineButton = buttons->addButton(tr("Decline"), QDialogButtonBox::NoRole);
        m_declineButton->setToolTip(tr("Answer {\"action\": \"decline\"}: you choose not to give the information"));
        connect(m_declineButton, &QPushButton::clicked, this,
                [this] { finish(ServerAnswer::result(QByteArrayLiteral(R"({"action":"decline"})"))); });
    }
    layout->addWidget(buttons);
    connect(m_answerButton, &QPushButton::clicked, this, &ServerRequestDialog::sendAnswer);
    connect(m_refuseButton, &QPushButton::clicked, this, &ServerRequestDialog::refuse);
    connect(m_asResult, &QRadioButton::toggled, this, &ServerRequestDialog::onKindChosen);
    onKindChosen();

    if (m_timeoutMs > 0) {
        m_clock.start();
        m_timer = new QTimer(this);
        m_timer->setInterval(250);
        connect(m_timer, &QTimer::timeout, this, &ServerRequestDialog::tick);
        m_timer->start();
    }
    tick();
    resize(580, 600);
}

bool ServerRequestDialog::wantsObject(const QString &method)
{
    return method == u"roots/list" || method == u"sampling/createMessage" || method == u"elicitation/create"
        || method == u"ping";
}

ServerAnswer ServerRequestDialog::refusal(const ServerRequest &request)
{
    // Protocol text for the server: not translated.
    if (wantsObject(request.method))
        return ServerAnswer::error(kRefusedCode, QStringLiteral("The user refused the request"));
    return ServerAnswer::error(-32601, QStringLiteral("Method not found: the user refused to answer %1").arg(request.method));
}

void ServerRequestDialog::onKindChosen()
{
    const bool result = m_asResult->isChecked();
    // Keep what was typed for the kind left behind.
    const QByteArray typed = m_answer->toPlainText().toUtf8();
    if (!m_answerLabel->text().isEmpty()) {   // a switch, not the first showing
        if (result)
            m_errorText = typed;
        else
            m_resultText = typed;
    }
    const QByteArray next = result ? m_resultText : m_errorText;
    const JsonDocument doc = JsonDocument::parse(next);
    m_answer->setPlainText(QString::fromUtf8(doc.isValid() ? JsonWriter::prettyPrint(doc) : next));
    m_answerLabel->setText(result ? tr("Result sent back (JSON):")
                                  : tr("Error sent back (a JSON object with code and message, data if you like):"));
    m_remember->setEnabled(result);
    if (!result)
        m_remember->setChecked(false);
    m_problem->hide();
}

void ServerRequestDialog::showProblem(const QString &text)
{
    m_problem->setText(text);
    m_problem->show();
}

QByteArray ServerRequestDialog::suggestedAnswer(const ServerRequest &request)
{
    if (request.method == u"workspace/configuration") {
        // One value per item asked; null lets the server use its defaults.
        const JsonDocument params = JsonDocument::parse(request.paramsText);
        const int items = params.isValid() ? params.member(0, u"items") : -1;
        JsonBuilder json(2);
        json.beginArray();
        for (int i = 0; items >= 0 && i < params.childCount(items); ++i)
            json.null();
        json.endArray();
        return json.text();
    }
    if (!wantsObject(request.method))
        return QByteArrayLiteral("null");
    JsonBuilder json(2);
    json.beginObject();
    if (request.method == u"roots/list") {
        const QString folder = QDir::currentPath();
        json.key(u"roots").beginArray().beginObject()
            .key(u"uri").value(QUrl::fromLocalFile(folder).toString())
            .key(u"name").value(QDir(folder).dirName())
            .endObject().endArray();
    } else if (request.method == u"sampling/createMessage") {
        json.key(u"role").value("assistant")
            .key(u"content").beginObject().key(u"type").value("text").key(u"text").value("").endObject()
            .key(u"model").value("rpcscope-by-hand")
            .key(u"stopReason").value("endTurn");
    } else if (request.method == u"elicitation/create") {
        json.key(u"action").value("accept").key(u"content").beginObject().endObject();
    }
    json.endObject();
    return json.text();
}

void ServerRequestDialog::onFormEdited(const QByteArray &content)
{
    m_asResult->setChecked(true);   // the form fills a result
    JsonBuilder json(2);
    json.beginObject().key(u"action").value("accept").key(u"content").raw(content).endObject();
    const JsonDocument doc = JsonDocument::parse(json.text());
    m_answer->setPlainText(QString::fromUtf8(JsonWriter::prettyPrint(doc)));
}

void ServerRequestDialog::tick()
{
    if (m_timeoutMs <= 0 || m_done)
        return;
    const qint64 left = m_timeoutMs - m_clock.elapsed();
    if (left <= 0) {
        ServerAnswer late = refusal(m_request);
        late.message = QStringLiteral("Nobody answered the request in RpcScope in time");
        finish(late);
        return;
    }
    m_countdown->setText(tr("Refused in %n second(s) unless answered.", nullptr, int((left + 999) / 1000)));
}

bool ServerRequestDialog::sendAnswer()
{
    const QByteArray text = m_answer->toPlainText().toUtf8();
    const JsonDocument doc = JsonDocument::parse(text);
    if (m_asError->isChecked()) {
        const int code = doc.isValid() && doc.type(0) == JsonDocument::Type::Object ? doc.member(0, u"code") : -1;
        const int message = code >= 0 ? doc.member(0, u"message") : -1;
        bool integral = false;
        const qint64 value = code >= 0 ? doc.toInt64(code, &integral) : 0;
        if (!integral || value < INT_MIN || value > INT_MAX || message < 0
            || doc.type(message) != JsonDocument::Type::String) {
            showProblem(tr("An error is a JSON object with an integer code and a string message. Fix it, or refuse."));
            return false;
        }
        ServerAnswer answer = ServerAnswer::error(int(value), doc.string(message));
        if (const int dataNode = doc.member(0, u"data"); dataNode >= 0)
            answer.dataJson = JsonWriter::compact(doc, dataNode);
        finish(answer);
        return true;
    }
    if (!doc.isValid()) {
        showProblem(tr("The result is not JSON: %1. Fix it, or refuse the request.").arg(doc.error().message));
        return false;
    }
    if (wantsObject(m_request.method) && doc.type(0) != JsonDocument::Type::Object) {
        showProblem(tr("The result must be a JSON object. Fix it, or refuse the request."));
        return false;
    }
    // Sent as typed, compacted so a stdio peer reads it as one line.
    finish(ServerAnswer::result(JsonWriter::compact(doc)), m_remember->isChecked());
    return true;
}

void ServerRequestDialog::refuse()
{
    finish(refusal(m_request));
}

void ServerRequestDialog::reject()
{
    refuse();
}

void ServerRequestDialog::finish(const ServerAnswer &answer, bool remember)
{
    if (m_done)
        return;
    m_done = true;
    if (m_timer)
        m_timer->stop();
    emit answered(answer, remember);
    done(answer.isError ? QDialog::Rejected : QDialog::Accepted);
}

} // namespace RpcScope
