#include "app/cli/lspdriver.h"

#include "lib/lsp/lspsession.h"
#include "lib/rpc/exchangereport.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>

namespace RpcScope {

namespace {

const QString kLsp = QStringLiteral("lsp");
const QString kRoot = QStringLiteral("root");
const QString kOpen = QStringLiteral("open");

} // namespace

void LspDriver::addOptions(QCommandLineParser &parser)
{
    parser.addOption({kLsp, tr("call, batch, send: drive the endpoint as a language server: initialize (on --root), "
                               "initialized, textDocument/didOpen for each --open FILE, then the command, then "
                               "shutdown and exit. Implies --framing lsp.")});
    parser.addOption({kRoot, tr("LSP: the workspace folder (default: the current directory)."), tr("DIR")});
    parser.addOption({kOpen, tr("LSP: open FILE in the server before the command (repeatable)."), tr("FILE")});
}

bool LspDriver::read(const QCommandLineParser &parser, QString *error)
{
    m_requested = parser.isSet(kLsp);
    const QString root = parser.isSet(kRoot) ? parser.value(kRoot) : QDir::currentPath();
    const QFileInfo rootInfo(root);
    if (!rootInfo.isDir()) {
        *error = tr("--root %1 is not a folder.").arg(root);
        return false;
    }
    m_workspace.rootPath = rootInfo.absoluteFilePath();
    m_workspace.processId = QCoreApplication::applicationPid();
    m_defaults.setWorkspace(m_workspace);
    m_open.clear();
    for (const QString &path : parser.values(kOpen)) {
        if (!QFileInfo(path).isFile()) {
            *error = tr("--open %1: there is no such file.").arg(path);
            return false;
        }
        m_open.append(path);
    }
    if (!m_open.isEmpty() && !m_requested) {
        *error = tr("--open opens a file in a language server: add --lsp.");
        return false;
    }
    return true;
}

void LspDriver::begin(RpcClient *client, std::function<void()> ready, std::function<void(const QString &)> failed)
{
    m_session = new LspSession(client, this);
    connect(m_session, &LspSession::failed, this, [failed](const QString &why) { failed(why); });
    connect(m_session, &LspSession::ready, this, [this, ready, failed] {
        for (const QString &path : std::as_const(m_open)) {
            QString error;
            if (!m_session->openDocument(path, &error)) {
                failed(error);
                return;
            }
        }
        ready();
    });
    m_session->start(m_workspace);
}

void LspDriver::end(std::function<void()> done)
{
    if (!m_session || m_session->state() == LspSession::State::Ended) {
        done();
        return;
    }
    connect(m_session, &LspSession::ended, this, [done] { done(); }, Qt::SingleShotConnection);
    m_session->shutdown();
}

int LspDriver::failureStatus() const
{
    const ExchangePtr initialize = m_session ? m_session->initializeExchange() : ExchangePtr();
    const ExchangeReport::ExitStatus status = initialize ? ExchangeReport::exitStatus(*initialize)
                                                         : ExchangeReport::ExitOk;
    return status != ExchangeReport::ExitOk ? int(status) : int(ExchangeReport::ExitInvalid);
}

} // namespace RpcScope
