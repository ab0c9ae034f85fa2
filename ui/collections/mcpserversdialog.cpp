#include "ui/collections/mcpserversdialog.h"

#include "lib/collection/mcpconfigtap.h"
#include "ui/common/jsonhighlighter.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace RpcScope {

McpServersDialog::McpServersDialog(const QString &path, const QByteArray &config, const QList<McpServerEntry> &servers,
                                   const QString &sessionsDirectory, const QString &cliProgram, QWidget *parent)
    : QDialog(parent)
    , m_path(path)
    , m_config(config)
    , m_servers(servers)
    , m_sessionsDirectory(sessionsDirectory)
    , m_cli(cliProgram)
{
    setWindowTitle(tr("MCP Servers of %1").arg(QFileInfo(path).fileName()));
    setObjectName(QStringLiteral("mcpServersDialog"));

    // The servers, each command exactly.
    auto *choose = new QWidget(this);
    auto *intro = new QLabel(tr("Add the checked servers to the endpoint list: a stdio server starts with exactly the "
                                "command and environment shown when you choose it there, not before; values that "
                                "look secret (masked below) go to the system keychain, not to the workspace file. Or tap them where the host "
                                "starts them, to watch and hold the host's own conversation with each."), choose);
    intro->setWordWrap(true);
    m_list = new QListWidget(choose);
    for (const McpServerEntry &server : servers) {
        QString text = server.name + QStringLiteral(": ") + server.endpoint;
        // Everything that goes with the command, secrets masked: they go to the keychain.
        const auto describe = [](const QList<McpServerSetting> &settings, const QString &separator) {
            QStringList shown;
            for (const McpServerSetting &setting : settings)
                shown.append(setting.name + separator + (setting.secret ? tr("•••• (secret, kept in the keychain)") : setting.value));
            return shown.join(QStringLiteral("\n    "));
        };
        if (!server.environment.isEmpty())
            text += u'\n' + tr("environment:") + QStringLiteral("\n    ") + describe(server.environment, QStringLiteral("="));
        if (!server.headers.isEmpty())
            text += u'\n' + tr("headers:") + QStringLiteral("\n    ") + describe(server.headers, QStringLiteral(": "));
        for (const QString &warning : server.warnings)
            text += u'\n' + tr("warning: %1").arg(warning);
        auto *item = new QListWidgetItem(text, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
    }
    auto *add = new QPushButton(tr("Add as Endpoints"), choose);
    add->setDefault(true);
    m_tap = new QPushButton(tr("Tap in the Host's Configuration…"), choose);
    m_tap->setToolTip(tr("Rewrite %1 so the host starts each checked stdio server through rpcscope-cli tap").arg(path));
    m_tap->setVisible(!m_cli.isEmpty());
    auto *cancel = new QPushButton(tr("Cancel"), choose);
    auto *chooseButtons = new QHBoxLayout;
    chooseButtons->addWidget(m_tap);
    chooseButtons->addStretch(1);
    chooseButtons->addWidget(cancel);
    chooseButtons->addWidget(add);
    auto *chooseLayout = new QVBoxLayout(choose);
    chooseLayout->addWidget(intro);
    chooseLayout->addWidget(m_list, 1);
    chooseLayout->addLayout(chooseButtons);

    // The configuration as it would be written.
    auto *previewPage = new QWidget(this);
    m_previewHeading = new QLabel(previewPage);
    m_previewHeading->setWordWrap(true);
    m_record = new QCheckBox(tr("Record each server's conversation in the sessions folder"), previewPage);
    m_record->setChecked(true);
    m_preview = new QPlainTextEdit(previewPage);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(m_preview->document());
    m_problem = new QLabel(previewPage);
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *back = new QPushButton(tr("Back"), previewPage);
    auto *write = new QPushButton(tr("Write the Configuration"), previewPage);
    auto *previewButtons = new QHBoxLayout;
    previewButtons->addWidget(back);
    previewButtons->addStretch(1);
    previewButtons->addWidget(write);
    auto *previewLayout = new QVBoxLayout(previewPage);
    previewLayout->addWidget(m_previewHeading);
    previewLayout->addWidget(m_record);
    previewLayout->addWidget(m_preview, 1);
    previewLayout->addWidget(m_problem);
    previewLayout->addLayout(previewButtons);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(choose);
    m_pages->addWidget(previewPage);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);

    connect(add, &QPushButton::clicked, this, [this] {
        m_addEndpoints = true;
        accept();
    });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_tap, &QPushButton::clicked, this, &McpServersDialog::showPreview);
    connect(m_record, &QCheckBox::toggled, this, &McpServersDialog::showPreview);
    connect(back, &QPushButton::clicked, this, [this] { m_pages->setCurrentIndex(0); });
    connect(write, &QPushButton::clicked, this, [this] {
        if (writeTapped())
            accept();
    });
    connect(m_list, &QListWidget::itemChanged, this, [this] { m_tap->setEnabled(!chosen().isEmpty()); });
    resize(760, 520);
}

QList<McpServerEntry> McpServersDialog::chosen() const
{
    QList<McpServerEntry> servers;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            servers.append(m_servers.at(row));
    }
    return servers;
}

void McpServersDialog::showPreview()
{
    QStringList names;
    for (const McpServerEntry &server : chosen())
        names.append(server.name);
    QString error;
    const std::optional<McpConfigTap::Result> result = McpConfigTap::wrap(
        m_config, names, {m_cli, m_record->isChecked() ? m_sessionsDirectory : QString()}, &error);
    m_problem->setVisible(!error.isEmpty() || (result && !result->skipped.isEmpty()));
    m_problem->setText(result ? result->skipped.join(u'\n') : error);
    m_tapped = result ? result->config : QByteArray();
    m_preview->setPlainText(QString::fromUtf8(m_tapped));
    m_previewHeading->setText(
        result && !result->tapped.isEmpty()
            ? tr("%1 will read as below: %2 start through rpcscope-cli tap. Only their command and args change; the "
                 "original is kept beside the file. Restart the host to use the taps, then watch them in Sessions > "
                 "Live Taps.").arg(m_path, result->tapped.join(QStringLiteral(", ")))
            : tr("None of the checked servers can be tapped."));
    m_pages->setCurrentIndex(1);
}

bool McpServersDialog::writeTapped()
{
    QString error;
    if (m_tapped.isEmpty() || m_tapped == m_config) {
        error = tr("Nothing to write: no server changes.");
    } else if (McpConfigTap::write(m_path, m_config, m_tapped, &m_backup, &error)) {
        return true;
    }
    m_problem->setText(error);
    m_problem->show();
    return false;
}

} // namespace RpcScope
