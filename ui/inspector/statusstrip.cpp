#include "ui/inspector/statusstrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace RpcScope {

namespace {

QString responseOutcomeLabel(ResponseInfo::Outcome outcome)
{
    switch (outcome) {
    case ResponseInfo::Outcome::Result: return StatusStrip::tr("Result");
    case ResponseInfo::Outcome::Error: return StatusStrip::tr("Error");
    case ResponseInfo::Outcome::ToolError: return StatusStrip::tr("Tool error");
    case ResponseInfo::Outcome::BusinessError: return StatusStrip::tr("Business error");
    case ResponseInfo::Outcome::Invalid: return StatusStrip::tr("Invalid response");
    }
    return {};
}

/// The first decoded error of the body, in words: "-32601 Method not found: no such method".
QString firstError(const Classification &classification)
{
    for (const ResponseInfo &response : classification.responses) {
        if (response.outcome != ResponseInfo::Outcome::Error)
            continue;
        const DecodedError &error = response.error;
        QString text = QString::fromUtf8(error.codeRaw);
        if (!error.name.isEmpty())
            text += QLatin1Char(' ') + error.name;
        // "-32700 Parse error", not "-32700 Parse error: Parse error".
        if (!error.message.isEmpty() && error.message.compare(error.name, Qt::CaseInsensitive) != 0)
            text += QStringLiteral(": ") + error.message;
        if (!error.applicationCode.isEmpty())
            //: An error's application code nested in error.data, e.g. "(application code NOT_FOUND)"
            text += QLatin1Char(' ') + StatusStrip::tr("(application code %1)").arg(error.applicationCode);
        return text;
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
    , m_outcome(new QLabel(this))
    , m_http(new QLabel(this))
    , m_duration(new QLabel(this))
    , m_size(new QLabel(this))
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("statusStrip"));
    m_outcome->setObjectName(QStringLiteral("outcome"));
    m_http->setObjectName(QStringLiteral("httpStatus"));
    m_duration->setObjectName(QStringLiteral("duration"));
    m_size->setObjectName(QStringLiteral("size"));
    m_message->setObjectName(QStringLiteral("statusMessage"));

    QFont bold = m_outcome->font();
    bold.setBold(true);
    m_outcome->setFont(bold);
    m_http->setFont(bold);
    m_outcome->setToolTip(tr("What the exchange came to"));
    m_http->setToolTip(tr("HTTP status and reason phrase"));
    m_duration->setToolTip(tr("From sending the first byte to the complete answer"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(2, 4, 2, 4);
    layout->setSpacing(16);
    layout->addWidget(m_outcome);
    layout->addWidget(m_http);
    layout->addWidget(m_duration);
    layout->addWidget(m_size);
    layout->addWidget(m_message, 1);
    layout->addStretch(0);   // keeps the parts together when there is no message
    setMinimumHeight(fontMetrics().height() + 8);   // no jump when every part is empty
    clear();
}

QString StatusStrip::outcomeLabel(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
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

QString StatusStrip::sizeLabel(qint64 bytes)
{
    // Qt's own wording ("543 bytes", "1.2 KB"), translated with Qt's catalogue.
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

void StatusStrip::showExchange(const Exchange &exchange)
{
    setPart(m_outcome, outcomeLabel(exchange));
    if (exchange.reply.http && exchange.reply.http->status > 0) {
        setPart(m_http, tr("HTTP %1 %2").arg(exchange.reply.http->status)
                            .arg(QString::fromLatin1(exchange.reply.http->reason)).trimmed());
    } else {
        setPart(m_http, {});
    }
    const qint64 duration = exchange.durationMs();
    setPart(m_duration, duration >= 0 ? tr("%1 ms").arg(QLocale().toString(duration)) : QString());
    setPart(m_size, sizeLabel(exchange.responseSize()));
    m_size->setToolTip(tr("Response body: %1 bytes; request: %2 bytes")
                           .arg(QLocale().toString(exchange.responseSize()),
                                QLocale().toString(exchange.requestSize())));

    const Classification &c = exchange.classification;
    QString message;
    if (exchange.reply.error.isError())
        message = exchange.reply.error.message;
    else if (const QString error = firstError(c); !error.isEmpty())
        message = error;
    else
        message = c.summary;
    if (message.isEmpty() && !c.findings.isEmpty())
        message = tr("%n finding(s)", nullptr, int(c.findings.size()));
    setPart(m_message, message);
    m_message->setToolTip(c.summary);
}

void StatusStrip::showPending()
{
    clear();
    setPart(m_outcome, tr("Waiting for the answer…"));
    setPart(m_message, tr("Escape cancels."));
}

void StatusStrip::showMessage(const QString &text)
{
    clear();
    setPart(m_message, text);
}

void StatusStrip::clear()
{
    for (QLabel *label : {m_outcome, m_http, m_duration, m_size, m_message})
        setPart(label, {});
    m_size->setToolTip({});
    m_message->setToolTip({});
}

QString StatusStrip::outcomeText() const { return m_outcome->text(); }
QString StatusStrip::httpText() const { return m_http->text(); }
QString StatusStrip::durationText() const { return m_duration->text(); }
QString StatusStrip::sizeText() const { return m_size->text(); }
QString StatusStrip::messageText() const { return m_message->text(); }

QString StatusStrip::text() const
{
    QStringList parts;
    for (const QLabel *label : {m_outcome, m_http, m_duration, m_size, m_message}) {
        if (!label->text().isEmpty())
            parts.append(label->text());
    }
    return parts.join(QStringLiteral(" · "));
}

} // namespace RpcScope
