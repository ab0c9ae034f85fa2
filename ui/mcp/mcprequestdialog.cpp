#include "ui/mcp/mcprequestdialog.h"

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
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>

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

McpRequestDialog::McpRequestDialog(const ServerRequest &request, int timeoutMs, QWidget *parent)
    : QDialog(parent)
    , m_request(request)
    , m_timeoutMs(timeoutMs)
{
    setObjectName(QStringLiteral("mcpRequestDialog"));
    setWindowTitle(tr("The server asks: %1").arg(request.method));
    QString what;
    if (request.method == u"roots/list")
        what = tr("The server asks which folders (roots) it may work in.");
    else if (request.method == u"sampling/createMessage")
        what = tr("The server asks for a language-model answer to the messages below. Write the answer yourself.");
    else if (request.method == u"elicitation/create")
        what = tr("The server asks you for information. Fill in the form, or decline.");
    else
        what = tr("The server sent the request %1.").arg(request.method);
    auto *intro = new QLabel(what, this);
    intro->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(new QLabel(tr("Params:"), this));
    auto *params = jsonBox(request.paramsText.isEmpty() ? QByteArrayLiteral("{}") : request.paramsText, true, this);
    params->setObjectName(QStringLiteral("mcpRequestParams"));
    layout->addWidget(params, 1);

    if (request.method == u"elicitation/create") {
        const QByteArray schema = member(request.paramsText, u"requestedSchema");
        if (!schema.isEmpty()) {
            m_form = new SchemaForm(this);
            m_form->setParamsLayout(ParamsLayout::fromObjectSchema(schema));
            m_form->setParamsText(QByteArrayLiteral("{}"));
            layout->addWidget(new QLabel(tr("Your answer:"), this));
            layout->addWidget(m_form, 1);
            connect(m_form, &SchemaForm::paramsEdited, this, &McpRequestDialog::onFormEdited);
        }
    }
    layout->addWidget(new QLabel(tr("Result sent back (JSON):"), this));
    m_answer = jsonBox(suggestedAnswer(request), false, this);
    m_answer->setObjectName(QStringLiteral("mcpAnswerText"));
    layout->addWidget(m_answer, 1);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText, Theme::color(Theme::Role::Failure, palette));
    m_problem->setPalette(palette);
    m_problem->hide();
    layout->addWidget(m_problem);
    m_countdown = new QLabel(this);
    layout->addWidget(m_countdown);
    if (request.method == u"roots/list") {
        // Servers ask for roots on every connect: one answer can serve the whole run.
        m_remember = new QCheckBox(tr("Answer roots/list like this until RpcScope quits"), this);
        layout->addWidget(m_remember);
    }

    auto *buttons = new QDialogButtonBox(this);
    m_answerButton = buttons->addButton(tr("Answer"), QDialogButtonBox::AcceptRole);
    m_refuseButton = buttons->addButton(tr("Refuse"), QDialogButtonBox::RejectRole);
    m_refuseButton->setToolTip(tr("Send a JSON-RPC error instead of a result"));
    m_answerButton->setDefault(true);
    if (m_form) {
        // Elicitation's own "no": a result the server understands, not an error.
        m_declineButton = buttons->addButton(tr("Decline"), QDialogButtonBox::NoRole);
        m_declineButton->setToolTip(tr("Answer {\"action\": \"decline\"}: you choose not to give the information"));
        connect(m_declineButton, &QPushButton::clicked, this,
                [this] { finish(ServerAnswer::result(QByteArrayLiteral(R"({"action":"decline"})"))); });
    }
    layout->addWidget(buttons);
    connect(m_answerButton, &QPushButton::clicked, this, &McpRequestDialog::sendAnswer);
    connect(m_refuseButton, &QPushButton::clicked, this, &McpRequestDialog::refuse);

    if (m_timeoutMs > 0) {
        m_clock.start();
        m_timer = new QTimer(this);
        m_timer->setInterval(250);
        connect(m_timer, &QTimer::timeout, this, &McpRequestDialog::tick);
        m_timer->start();
    }
    tick();
    resize(560, 560);
}

QByteArray McpRequestDialog::suggestedAnswer(const ServerRequest &request)
{
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

void McpRequestDialog::onFormEdited(const QByteArray &content)
{
    JsonBuilder json(2);
    json.beginObject().key(u"action").value("accept").key(u"content").raw(content).endObject();
    const JsonDocument doc = JsonDocument::parse(json.text());
    m_answer->setPlainText(QString::fromUtf8(JsonWriter::prettyPrint(doc)));
}

void McpRequestDialog::tick()
{
    if (m_timeoutMs <= 0 || m_done)
        return;
    const qint64 left = m_timeoutMs - m_clock.elapsed();
    if (left <= 0) {
        finish(ServerAnswer::error(kRefusedCode, QStringLiteral("Nobody answered the request in RpcScope in time")));
        return;
    }
    m_countdown->setText(tr("Refused in %n second(s) unless answered.", nullptr, int((left + 999) / 1000)));
}

bool McpRequestDialog::sendAnswer()
{
    const QByteArray text = m_answer->toPlainText().toUtf8();
    const JsonDocument doc = JsonDocument::parse(text);
    if (!doc.isValid() || doc.type(0) != JsonDocument::Type::Object) {
        m_problem->setText(tr("The result must be a JSON object. Fix it, or refuse the request."));
        m_problem->show();
        return false;
    }
    // Sent as typed, compacted so a stdio peer reads it as one line.
    finish(ServerAnswer::result(JsonWriter::compact(doc)));
    return true;
}

void McpRequestDialog::refuse()
{
    // Protocol text for the server: not translated.
    finish(ServerAnswer::error(kRefusedCode, QStringLiteral("The user refused the request")));
}

void McpRequestDialog::reject()
{
    refuse();
}

void McpRequestDialog::finish(const ServerAnswer &answer)
{
    if (m_done)
        return;
    m_done = true;
    if (m_timer)
        m_timer->stop();
    emit answered(answer);
    done(answer.isError ? QDialog::Rejected : QDialog::Accepted);
}

} // namespace RpcScope
