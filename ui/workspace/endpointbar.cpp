#include "ui/workspace/endpointbar.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace RpcScope {

EndpointBar::EndpointBar(QWidget *parent)
    : QWidget(parent)
    , m_combo(new QComboBox(this))
    , m_connect(new QPushButton(tr("Connect"), this))
{
    setObjectName(QStringLiteral("endpointBar"));
    m_combo->setObjectName(QStringLiteral("endpoint"));
    m_combo->setEditable(true);
    m_combo->setInsertPolicy(QComboBox::NoInsert);
    m_combo->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_combo->setMinimumContentsLength(30);
    // Sized by that length, not by the longest address (a stdio command line widened the window).
    m_combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_combo->lineEdit()->setPlaceholderText(tr("http://host:port/path, ws://…, tcp://host:port, unix:path or stdio:command arguments"));
    m_combo->setToolTip(tr("The endpoint: an http:// or https:// URL, a ws:// or wss:// WebSocket URL, sse+http:// for\n"
                           "MCP's HTTP+SSE event stream, a socket (tcp://host:port, tls+tcp://host:port, unix:path),\n"
                           "or stdio: followed by a command line that starts a server speaking JSON-RPC on its\n"
                           "standard input and output."));
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_connect->setToolTip(tr("Connect to the endpoint and discover its methods"));

    auto *label = new QLabel(tr("&Endpoint:"), this);
    label->setBuddy(m_combo);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);
    layout->addWidget(label);
    layout->addWidget(m_combo, 1);
    layout->addWidget(m_connect);

    connect(m_connect, &QPushButton::clicked, this, &EndpointBar::requestConnect);
    connect(m_combo->lineEdit(), &QLineEdit::returnPressed, this, &EndpointBar::requestConnect);
    // Picking a suggestion from the list connects at once; typing waits for Enter.
    connect(m_combo, &QComboBox::activated, this, [this](int) { requestConnect(); });
}

void EndpointBar::setSuggestions(const QStringList &endpoints)
{
    const QString current = endpoint();
    m_combo->clear();
    m_combo->addItems(endpoints);
    m_combo->setEditText(current);
}

void EndpointBar::setEndpoint(const QString &endpoint)
{
    m_combo->setEditText(endpoint);
}

void EndpointBar::setConnected(bool connected)
{
    m_connect->setText(connected ? tr("Reconnect") : tr("Connect"));
    m_connect->setToolTip(connected ? tr("Connect again and discover the methods anew")
                                    : tr("Connect to the endpoint and discover its methods"));
}

QString EndpointBar::endpoint() const
{
    return m_combo->currentText().trimmed();
}

void EndpointBar::requestConnect()
{
    // Enter in the field may also count as picking a suggestion: one request per key press.
    if (m_requestQueued)
        return;
    m_requestQueued = true;
    QMetaObject::invokeMethod(this, [this] {
        m_requestQueued = false;
        const QString text = endpoint();
        if (!text.isEmpty())
            emit connectRequested(text);
    }, Qt::QueuedConnection);
}

} // namespace RpcScope
