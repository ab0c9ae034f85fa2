#include "ui/workspace/mcpserversexportdialog.h"

#include "ui/common/jsonhighlighter.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>

namespace RpcScope {

McpServersExportDialog::McpServersExportDialog(const QList<EndpointProfile> &endpoints, const QSet<QString> &checked,
                                               QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("mcpServersExportDialog"));
    setWindowTitle(tr("Export MCP Servers"));
    auto *intro = new QLabel(tr("The checked endpoints as a host's MCP configuration. Secret values are not "
                                "written: each becomes a placeholder the host fills in or you replace."), this);
    intro->setWordWrap(true);
    m_host = new QComboBox(this);
    m_host->addItem(tr("Claude Desktop (claude_desktop_config.json)"), int(McpServerConfig::Host::ClaudeDesktop));
    m_host->addItem(tr("Cursor (mcp.json)"), int(McpServerConfig::Host::Cursor));
    m_host->addItem(tr("VS Code (.vscode/mcp.json)"), int(McpServerConfig::Host::VsCode));
    m_list = new QListWidget(this);
    for (const EndpointProfile &endpoint : endpoints) {
        if (!McpServerConfig::isExportable(endpoint))
            continue;
        m_endpoints.append(endpoint);
        auto *item = new QListWidgetItem(endpoint.name + QStringLiteral("\n") + endpoint.address, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(checked.contains(endpoint.id) ? Qt::Checked : Qt::Unchecked);
        item->setToolTip(endpoint.address);
    }
    m_preview = new QPlainTextEdit(this);
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    new JsonHighlighter(m_preview->document());
    m_notes = new QLabel(this);
    m_notes->setWordWrap(true);
    m_notes->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(m_preview);
    split->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *copy = buttons->addButton(tr("Copy"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("Save As…"), QDialogButtonBox::AcceptRole);
    m_save->setDefault(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&For:"), m_host);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(split, 1);
    layout->addWidget(m_notes);
    layout->addWidget(buttons);

    connect(m_host, &QComboBox::currentIndexChanged, this, &McpServersExportDialog::update);
    connect(m_list, &QListWidget::itemChanged, this, &McpServersExportDialog::update);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, &McpServersExportDialog::save);
    connect(copy, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(QString::fromUtf8(m_exported.json));
    });
    update();
    resize(900, 560);
}

void McpServersExportDialog::setHost(McpServerConfig::Host host)
{
    m_host->setCurrentIndex(m_host->findData(int(host)));
}

void McpServersExportDialog::update()
{
    QList<EndpointProfile> chosen;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            chosen.append(m_endpoints.at(row));
    }
    m_exported = McpServerConfig::toConfig(chosen, McpServerConfig::Host(m_host->currentData().toInt()));
    m_preview->setPlainText(QString::fromUtf8(m_exported.json));
    QStringList notes = m_exported.notes;
    if (m_endpoints.isEmpty())
        notes.prepend(tr("The workspace has no stdio or HTTP endpoint to export."));
    m_notes->setText(notes.join(QLatin1Char('\n')));
    m_notes->setVisible(!notes.isEmpty());
    m_save->setEnabled(!chosen.isEmpty());
}

bool McpServersExportDialog::writeTo(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_exported.json) != m_exported.json.size() || !file.commit()) {
        *error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

void McpServersExportDialog::save()
{
    const auto host = McpServerConfig::Host(m_host->currentData().toInt());
    const QString suggested = host == McpServerConfig::Host::ClaudeDesktop ? QStringLiteral("claude_desktop_config.json")
                                                                           : QStringLiteral("mcp.json");
    const QString path = QFileDialog::getSaveFileName(this, tr("Export MCP Servers"), suggested,
                                                      tr("JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!writeTo(path, &error)) {
        QMessageBox::warning(this, tr("Export MCP Servers"), error);
        return;
    }
    accept();
}

} // namespace RpcScope
