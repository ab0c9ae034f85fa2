#include "ui/inspector/statusstrip.h"

#include "lib/text/units.h"
#include "ui/common/exchangeoutcome.h"
#include "ui/common/flowlayout.h"
#include "ui/common/outcomechip.h"
#include "ui/common/requestname.h"
#include "ui/common/theme.h"
#include "ui/inspector/decodederrortext.h"

#include <QVBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QLocale>

#include <algorithm>

namespace RpcScope {

namespace {

/// What a failed result said: a tool error's first text content, a business error's
/// first message. Empty when there is nothing readable.
QString failedResultText(const Classification &classification)
{
    const JsonDocument &doc = classification.document;
    using Type = JsonDocument::Type;
    for (const ResponseInfo &response : classification.responses) {
        if (response.resultNode < 0 || doc.type(response.resultNode) != Type::Object)
            continue;
        if (response.outcome == ResponseInfo::Outcome::ToolError) {
            const int content = doc.member(response.resultNode, u"content");
            for (int item = content >= 0 ? doc.firstChild(content) : -1; item >= 0; item = doc.nextSibling(item)) {
                const int text = doc.type(item) == Type::Object ? doc.member(item, u"text") : -1;
                if (text >= 0 && doc.type(text) == Type::String)
                    return doc.string(text).left(500);
            }
        } else if (response.outcome == ResponseInfo::Outcome::BusinessError) {
            const int errors = doc.member(response.resultNode, u"errors");
            const int first = errors >= 0 ? doc.firstChild(errors) : -1;
            if (first < 0)
                continue;
            if (doc.type(first) == Type::String)
                return doc.string(first).left(500);
            const int message = doc.type(first) == Type::Object ? doc.member(first, u"message") : -1;
            if (message >= 0 && doc.type(message) == Type::String)
                return doc.string(message).left(500);
            return QString::fromUtf8(doc.raw(first).first(std::min<qsizetype>(doc.raw(first).size(), 500)));
        }
    }
    return {};
}

/// The first decoded error of the body, in words: "-32601 Method not found: no such method".
QString firstError(const Classification &classification)
{
    for (const ResponseInfo &response : classification.responses) {
        if (response.outcome != ResponseInfo::Outcome::Error)
            continue;
        return DecodedErrorText::describe(response.error);
    }
    return {};
}

// Empty parts are hidden, so the strip never shows gaps between its pieces.
void setPart(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

StatusStrip::StatusStrip(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_outcome(new OutcomeChip(this))
    , m_http(new QLabel(this))
    , m_duration(new QLabel(this))
    , m_size(new QLabel(this))
    , m_message(new QLabel(this))
    , m_trust(new QPushButton(tr("Trust This Certificate…"), this))
{
    setObjectName(QStringLiteral("statusStrip"));
    m_title->setObjectName(QStringLiteral("exchangeTitle"));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_http->setObjectName(QStringLiteral("httpStatus"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_size->setObjectName(QStringLiteral("size"));
    m_message->setObjectName(QStringLiteral("statusMessage"));
    m_trust->setObjectName(QStringLiteral("trustCertificate"));
    m_trust->setToolTip(tr("Accept the server's certificate, exactly this one, for this endpoint although nobody "
                           "vouches for it"));
    m_trust->hide();
    connect(m_trust, &QPushButton::clicked, this, [this] {
        emit trustCertificateRequested(m_refusedCertificate, m_message->text());
    });

    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setToolTip(tr("The exchange shown below: its method, its id and when it was sent"));
    m_outcome->setToolTip(tr("What the exchange came to"));
    m_http->setToolTip(tr("HTTP status and reason phrase"));
    m_duration->setToolTip(tr("From sending the first byte to the complete answer"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    // The headline on one line where it fits (it wraps in a narrow pane), the message in
    // words below it, using the pane's width.
    auto *figures = new FlowLayout(nullptr, 8);
    figures->addWidget(m_title);
    figures->addWidget(m_outcome);
    figures->addWidget(m_http);
    figures->addWidget(m_duration);
    figures->addWidget(m_size);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(4);
    layout->addLayout(figures);
    layout->addWidget(m_message);
    layout->addWidget(m_trust, 0, Qt::AlignLeft);
    setMinimumHeight(fontMetrics().height() + 8);   // no jump when every part is empty
    clear();
}

QString StatusStrip::outcomeLabel(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
    if (ExchangeOutcome::of(exchange) == ExchangeOutcome::Kind::InputRequired)
        return tr("Input required");
    if (c.responses.size() == 1 && c.outcome != Classification::Outcome::TransportError)
        return responseOutcomeLabel(c.responses.first().outcome);
    if (c.batchResponse && !c.responses.isEmpty()) {
        int failed = 0;
        for (const ResponseInfo &response : c.responses)
            failed += response.outcome != ResponseInfo::Outcome::Result ? 1 : 0;
        //: Outcome of a batch, e.g. "Batch: 3 responses, 1 not a result"
        return tr("Batch: %n response(s)", nullptr, int(c.responses.size()))
               + (failed > 0 ? tr(", %n not a result", nullptr, failed) : QString());
    }
    switch (c.outcome) {
    case Classification::Outcome::Result: return tr("Result");
    case Classification::Outcome::Error: return tr("Error");
    case Classification::Outcome::Notification: return tr("Notification delivered");
    case Classification::Outcome::TransportError: return tr("Transport error");
    case Classification::Outcome::Invalid: return tr("Invalid response");
    }
    return {};
}

QString StatusStrip::responseOutcomeLabel(ResponseInfo::Outcome outcome)
{
    switch (outcome) {
    case ResponseInfo::Outcome::Result: return tr("Result");
    case ResponseInfo::Outcome::Error: return tr("Error");
    //: An MCP tool call whose result says it failed
    case ResponseInfo::Outcome::ToolError: return tr("Tool error (isError: true)");
    //: A result of the form {"ok": false, "errors": [...]}
    case ResponseInfo::Outcome::BusinessError: return tr("Business error (ok: false)");
    case ResponseInfo::Outcome::Invalid: return tr("Invalid response");
    }
    return {};
}

bool StatusStrip::isFailure(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
    if (exchange.reply.error.isError() || c.outcome == Classification::Outcome::TransportError
        || c.outcome == Classification::Outcome::Error || c.outcome == Classification::Outcome::Invalid)
        return true;
    return std::any_of(c.responses.cbegin(), c.responses.cend(),
                       [](const ResponseInfo &r) { return r.outcome != ResponseInfo::Outcome::Result; });
}

QString StatusStrip::exchangeTitle(const Exchange &exchange)
{
    const SentMessage &sent = exchange.sent;
    const QString what = RequestName::of(sent);
    QStringList parts{what.left(80)};
    if (!sent.batch && !sent.items.isEmpty() && !sent.items.first().id.isAbsent())
        //: The JSON-RPC id of the request shown, e.g. "id 12"
        parts.append(tr("id %1").arg(sent.items.first().id.display().left(40)));
    else if (!sent.batch && !sent.items.isEmpty())
        parts.append(tr("notification"));
    if (const QString at = Units::clock(exchange.reply.timings.startedEpochMs); !at.isEmpty())
        parts.append(at);
    return parts.join(QStringLiteral(" · "));
}

void StatusStrip::showExchange(const Exchange &exchange)
{
    setPart(m_title, exchangeTitle(exchange));
    m_outcome->setOutcome(OutcomeChip::fromOutcome(ExchangeOutcome::of(exchange)), outcomeLabel(exchange));
    m_outcome->show();
    m_failure = isFailure(exchange);
    if (exchange.reply.http && exchange.reply.http->status > 0) {
        setPart(m_http, tr("HTTP %1 %2").arg(exchange.reply.http->status)
                            .arg(QString::fromLatin1(exchange.reply.http->reason)).trimmed());
    } else {
        setPart(m_http, {});
    }
    const qint64 duration = exchange.durationMs();
    setPart(m_duration, Units::duration(duration));
    setPart(m_size, Units::size(exchange.responseSize()));
    m_size->setToolTip(tr("Response body: %1 bytes; request: %2 bytes")
                           .arg(QLocale().toString(exchange.responseSize()),
                                QLocale().toString(exchange.requestSize())));

    const Classification &c = exchange.classification;
    QString message;
    if (exchange.reply.error.isError())
        message = exchange.reply.error.message;
    else if (const QString error = firstError(c); !error.isEmpty())
        message = error;
    else if (const QString failed = failedResultText(c); !failed.isEmpty())
        message = failed;
    else
        message = c.summary;
    if (message.isEmpty() && !c.findings.isEmpty())
        message = tr("%n finding(s)", nullptr, int(c.findings.size()));
    setPart(m_message, message);
    m_message->setToolTip(c.summary);
    m_refusedCertificate = exchange.reply.error.refusedCertificate;
    m_trust->setVisible(!m_refusedCertificate.isEmpty());
}

void StatusStrip::showPending(const QString &what)
{
    clear();
    setPart(m_title, what);
    m_outcome->setOutcome(OutcomeChip::Kind::Pending, tr("Waiting for the answer…"));
    m_outcome->show();
    setPart(m_message, tr("Escape cancels."));
}

void StatusStrip::showMessage(const QString &text)
{
    clear();
    setPart(m_message, text);
}

void StatusStrip::clear()
{
    for (QLabel *label : {m_title, static_cast<QLabel *>(m_outcome), m_http, m_duration, m_size, m_message})
        setPart(label, {});
    m_failure = false;
    m_refusedCertificate.clear();
    m_trust->hide();
    m_size->setToolTip({});
    m_message->setToolTip({});
}

QString StatusStrip::titleText() const { return m_title->text(); }
QString StatusStrip::outcomeText() const { return m_outcome->text(); }
QString StatusStrip::httpText() const { return m_http->text(); }
QString StatusStrip::durationText() const { return m_duration->text(); }
QString StatusStrip::sizeText() const { return m_size->text(); }
QString StatusStrip::messageText() const { return m_message->text(); }

QString StatusStrip::text() const
{
    QStringList parts;
    for (const QLabel *label : {m_title, static_cast<QLabel *>(m_outcome), m_http, m_duration, m_size, m_message}) {
        if (!label->text().isEmpty())
            parts.append(label->text());
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace RpcScope
