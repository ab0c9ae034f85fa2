#include "ui/sessions/servesessiondialog.h"

#include "lib/serve/recordedanswers.h"
#include "lib/serve/sessionserver.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

ServeSessionDialog::ServeSessionDialog(const QString &sessionName, const QList<SessionEntry> &entries, QWidget *parent)
    : QDialog(parent)
    , m_entries(entries)
    , m_server(new SessionServer(this))
    , m_port(new QSpinBox(this))
    , m_url(new QLineEdit(this))
    , m_status(new QLabel(this))
    , m_start(new QPushButton(tr("&Serve"), this))
    , m_stop(new QPushButton(tr("S&top"), this))
{
    setObjectName(QStringLiteral("serveSessionDialog"));
    setWindowTitle(tr("Serve %1").arg(sessionName));
    setMinimumWidth(480);
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("any free port"));
    m_port->setToolTip(tr("The port on 127.0.0.1; 0 picks a free one"));
    m_url->setReadOnly(true);
    m_url->setObjectName(QStringLiteral("serveUrl"));
    m_url->setPlaceholderText(tr("Not serving"));
    m_status->setWordWrap(true);

    auto *intro = new QLabel(tr("Answers JSON-RPC requests over HTTP on 127.0.0.1 with the responses this session "
                                "recorded: matched by method and params, then by method alone, else an error that "
                                "says nothing matched."), this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("URL:"), m_url);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_status);
    layout->addStretch(1);
    layout->addWidget(close);

    connect(m_start, &QPushButton::clicked, this, &ServeSessionDialog::startServing);
    connect(m_stop, &QPushButton::clicked, this, &ServeSessionDialog::stopServing);
    connect(m_server, &SessionServer::countsChanged, this, [this] { updateState(); });
    updateState();
}

ServeSessionDialog::~ServeSessionDialog()
{
    m_server->close();
}

void ServeSessionDialog::startServing()
{
    if (isServing() || m_preparing)
        return;
    m_preparing = true;
    updateState();
    auto *watcher = new QFutureWatcher<RecordedAnswers>(this);
    connect(watcher, &QFutureWatcher<RecordedAnswers>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_preparing = false;
        m_server->setAnswers(watcher->result());
        QString error;
        if (!m_server->listen(quint16(m_port->value())))
            error = tr("Cannot serve on port %1: %2").arg(m_port->value()).arg(m_server->errorString());
        updateState(error);
        emit servingChanged(url(), error);
    });
    watcher->setFuture(QtConcurrent::run([entries = m_entries] { return RecordedAnswers::fromEntries(entries); }));
}

void ServeSessionDialog::stopServing()
{
    m_server->close();
    updateState();
    emit servingChanged(QString(), QString());
}

bool ServeSessionDialog::isServing() const
{
    return m_server->isListening();
}

QString ServeSessionDialog::url() const
{
    return isServing() ? m_server->url().toString() : QString();
}

void ServeSessionDialog::updateState(const QString &error)
{
    const bool serving = isServing();
    m_start->setEnabled(!serving && !m_preparing);
    m_stop->setEnabled(serving);
    m_port->setEnabled(!serving && !m_preparing);
    m_url->setText(url());
    if (!error.isEmpty())
        m_status->setText(error);
    else if (m_preparing)
        m_status->setText(tr("Preparing the recorded answers…"));
    else if (serving)
        m_status->setText(tr("Serving: %1 call(s) answered from the session, %2 unmatched.")
                              .arg(m_server->servedCount())
                              .arg(m_server->unmatchedCount()));
    else
        m_status->setText(tr("Stopped."));
}

} // namespace RpcScope
