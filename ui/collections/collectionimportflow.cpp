#include "ui/collections/collectionimportflow.h"

#include "lib/tap/companionprogram.h"
#include "ui/collections/mcpserversdialog.h"

#include "lib/collection/collectionfile.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QInputDialog>
#include <QMessageBox>
#include <QWidget>
#include <QtConcurrent/QtConcurrentRun>

namespace RpcScope {

namespace {

// No import source is this large; a bigger file is refused before it is read.
constexpr qint64 kLargestSource = 64 * 1024 * 1024;

QString filterFor(CollectionImportFlow::Source source)
{
    switch (source) {
    case CollectionImportFlow::Source::OpenRpc:
        return CollectionImportFlow::tr("OpenRPC documents (*.json);;All files (*)");
    case CollectionImportFlow::Source::Postman:
        return CollectionImportFlow::tr("Postman collections (*.postman_collection.json *.json);;All files (*)");
    case CollectionImportFlow::Source::McpServers:
        return CollectionImportFlow::tr("MCP configurations (*.json);;All files (*)");
    case CollectionImportFlow::Source::Curl:
        break;
    }
    return {};
}

} // namespace

CollectionImportFlow::CollectionImportFlow(QWidget *parent)
    : QObject(parent)
    , m_parent(parent)
{}

CollectionImportFlow::Outcome CollectionImportFlow::convert(Source source, const QByteArray &bytes, const QString &name)
{
    Outcome outcome;
    switch (source) {
    case Source::OpenRpc:
        // Requests go to {{baseUrl}}: the collection's variable, set per environment.
        outcome.collection = CollectionImport::fromOpenRpc(bytes, QStringLiteral("{{baseUrl}}"), &outcome.error, true);
        if (outcome.collection) {
            CollectionVariable baseUrl;
            baseUrl.name = QStringLiteral("baseUrl");
            outcome.collection->variables.append(baseUrl);
            outcome.notes.append(tr("Set the variable baseUrl to the server's address (Variables…)."));
        }
        break;
    case Source::Postman: {
        QStringList skipped;
        outcome.collection = CollectionImport::fromPostman(bytes, &outcome.error, &skipped, &outcome.notes);
        for (const QString &request : std::as_const(skipped))
            outcome.notes.append(tr("Left out (not a JSON-RPC POST): %1").arg(request));
        break;
    }
    case Source::Curl: {
        QList<CollectionVariable> secrets;
        std::optional<CollectionItem> item =
            CollectionImport::fromCurl(QString::fromUtf8(bytes), &outcome.error, &secrets, &outcome.notes);
        if (item) {
            Collection collection;
            collection.name = name;
            collection.variables = secrets;
            collection.items.push_back(std::move(*item));
            outcome.collection = std::move(collection);
        }
        break;
    }
    case Source::McpServers:
        if (auto servers = CollectionImport::mcpServers(bytes, &outcome.error)) {
            outcome.servers = *servers;
            outcome.source = bytes;   // kept to tap it as it is
        }
        break;
    }
    if (outcome.collection && outcome.collection->name.isEmpty())
        outcome.collection->name = name;
    return outcome;
}

void CollectionImportFlow::start(Source source)
{
    QByteArray bytes;
    QString origin;
    if (source == Source::Curl) {
        bool ok = false;
        const QString line = QInputDialog::getMultiLineText(m_parent, tr("Import curl Command"),
                                                            tr("A curl command line, as a browser's Copy as cURL writes it:"),
                                                            QString(), &ok);
        if (!ok || line.trimmed().isEmpty())
            return;
        bytes = line.toUtf8();
        origin = tr("curl command");
    } else {
        const QString path = QFileDialog::getOpenFileName(m_parent, tr("Import"), QString(), filterFor(source));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).size() > kLargestSource) {
            QMessageBox::warning(m_parent, tr("Import"),
                                 tr("%1 is larger than any file this import reads (64 MB).").arg(path));
            return;
        }
        origin = path;
    }
    emit statusMessage(tr("Importing %1…").arg(QFileInfo(origin).fileName()));
    const QString name = source == Source::Curl ? tr("Imported request") : QFileInfo(origin).completeBaseName();
    auto *watcher = new QFutureWatcher<Outcome>(this);
    connect(watcher, &QFutureWatcher<Outcome>::finished, this, [this, watcher, source, origin] {
        watcher->deleteLater();
        finish(source, origin, watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([source, bytes, origin, name]() -> Outcome {
        QByteArray sourceBytes = bytes;
        if (sourceBytes.isEmpty()) {
            QFile file(origin);
            if (!file.open(QIODevice::ReadOnly)) {
                Outcome failed;
                failed.error = tr("Cannot read %1: %2").arg(origin, file.errorString());
                return failed;
            }
            sourceBytes = file.readAll();
        }
        return convert(source, sourceBytes, name);
    }));
}

void CollectionImportFlow::finish(Source source, const QString &origin, const Outcome &outcome)
{
    if (!outcome.error.isEmpty()) {
        QMessageBox::warning(m_parent, tr("Import"), tr("%1 could not be imported: %2").arg(origin, outcome.error));
        emit statusMessage(outcome.error);
        return;
    }
    if (source == Source::McpServers) {
        if (outcome.servers.isEmpty()) {
            QMessageBox::information(m_parent, tr("Import"), tr("%1 names no MCP servers.").arg(origin));
            return;
        }
        McpServersDialog dialog(origin, outcome.source, outcome.servers, m_sessionsDirectory,
                                CompanionProgram::find(QStringLiteral("rpcscope-cli"), QStringLiteral("cli")), m_parent);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (dialog.addAsEndpoints()) {
            emit endpointsConfirmed(dialog.chosen());
        } else {
            QMessageBox::information(m_parent, tr("Tapped"),
                                     tr("%1 now starts the chosen servers through rpcscope-cli tap; the original is kept "
                                        "as %2. Restart the host, then watch it in Sessions > Live Taps.")
                                         .arg(origin, dialog.backupPath()));
            emit statusMessage(tr("Tapped the servers of %1.").arg(origin));
        }
        return;
    }
    const QString suggested = QFileInfo(origin).completeBaseName() + QStringLiteral(".collection.json");
    const QString path = QFileDialog::getSaveFileName(m_parent, tr("Save the Imported Collection"), suggested,
                                                      tr("Collections (*.collection.json)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!CollectionFile::write(path, *outcome.collection, &error)) {
        QMessageBox::warning(m_parent, tr("Import"), error);
        return;
    }
    if (!outcome.notes.isEmpty())
        QMessageBox::information(m_parent, tr("Import"), outcome.notes.join(QLatin1Char('\n')));
    emit collectionImported(path);
    emit statusMessage(tr("Imported %1 into %2.").arg(QFileInfo(origin).fileName(), path));
}

} // namespace RpcScope
