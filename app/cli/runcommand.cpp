#include "app/cli/runcommand.h"

#include "app/cli/authoption.h"
#include "app/cli/serverrequestoption.h"
#include "app/common/terminationsignals.h"

#include "lib/collection/collectionfile.h"
#include "lib/collection/collectionrunner.h"
#include "lib/collection/junitwriter.h"
#include "lib/collection/runreport.h"
#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "lib/rpc/exchangereport.h"
#include "lib/rpc/rpcclient.h"
#include "lib/session/secretvalues.h"
#include "lib/session/sessionrecorder.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>

namespace RpcScope {

namespace {

const QString envName = QStringLiteral("env");
const QString varName = QStringLiteral("var");
const QString junitName = QStringLiteral("junit");
const QString folderName = QStringLiteral("folder");

void writeOut(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    fflush(stdout);
}

void writeErr(const QString &text)
{
    const QByteArray bytes = text.toUtf8() + '\n';
    fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    fflush(stderr);
}

} // namespace

RunCommand::RunCommand(QObject *parent)
    : QObject(parent)
{}

RunCommand::~RunCommand() = default;

void RunCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption({envName, tr("run: use the collection's environment NAME."), QStringLiteral("NAME")});
    parser.addOption({varName, tr("run: set a variable (repeatable; wins over environments, loses to values "
                                  "captured during the run)."),
                      QStringLiteral("NAME=VALUE")});
    parser.addOption({junitName, tr("run: write the results as JUnit XML to FILE."), QStringLiteral("FILE")});
    parser.addOption({folderName, tr("run: run only the folder PATH (names joined by /)."), QStringLiteral("PATH")});
}

int RunCommand::start(const QString &collectionPath, const QCommandLineParser &parser, const Setup &setup,
                      QString *error)
{
    Collection collection;
    QString why;
    if (CollectionFile::read(collectionPath, &collection, &why) != CollectionFile::Status::Ok) {
        *error = why;
        return ExchangeReport::ExitUsage;
    }
    CollectionRunner::Options options;
    options.environment = parser.value(envName);
    options.folder = parser.value(folderName);
    options.timeoutMs = setup.timeoutMs;
    options.settings = setup.settings;
    options.secrets = &m_secrets;
    if (!ServerRequestOption::read(parser, &m_responder, error))
        return ExchangeReport::ExitUsage;
    options.responder = &m_responder;
    options.listenMs = setup.listenMs;
    // A recipe's own client is its business: the command line's client options do not reach it.
    options.oauth.browser = setup.oauth.browser;
    options.oauth.browserCommand = setup.oauth.browserCommand;
    options.oauth.flowTimeoutMs = setup.oauth.flowTimeoutMs;
    for (const QString &assignment : parser.values(varName)) {
        const auto variable = VariableResolver::parseAssignment(assignment);
        if (!variable) {
            *error = tr("--var takes NAME=VALUE, not \"%1\".").arg(assignment);
            return ExchangeReport::ExitUsage;
        }
        options.variables.append(*variable);
    }
    m_json = setup.json;
    m_junitPath = parser.value(junitName);
    m_name = collection.name.isEmpty() ? QFileInfo(collectionPath).completeBaseName() : collection.name;

    m_runner = new CollectionRunner(this);
    // The recorder's redactor and this command's output share one set of secret values.
    m_secretValues = setup.recorder ? setup.recorder->redactor().secretValues() : std::make_shared<SecretValues>();
    connect(m_runner, &CollectionRunner::secretValueLearned, this,
            [this](const QString &name, const QString &value) { m_secretValues->add(name, value); });
    // An oauth2 recipe's sign-in, a line a step as every command says it.
    connect(m_runner, &CollectionRunner::authStepFinished, this, [recorder = setup.recorder](const AuthStep &step) {
        writeErr(AuthOption::stepLine(step));
        if (recorder)
            recorder->recordAuthStep(step);
    });
    if (setup.recorder)
        connect(m_runner, &CollectionRunner::clientCreated, setup.recorder, &SessionRecorder::attach);
    // What a server asked during the run, and what went back, is recorded and said.
    connect(m_runner, &CollectionRunner::serverRequestAnswered, this,
            [this, recorder = setup.recorder](RpcClient *client, const ServerRequest &request, const QByteArray &response) {
                ServerRequestOption::note(request, response, &m_serverRequests, recorder, client->transport(), m_json);
            });
    if (!m_json) {
        // What a server sent on its own (a push, a log line, diagnostics) is said where it came,
        // a message a line; its own requests are said by ServerRequestOption.
        connect(m_runner, &CollectionRunner::serverMessage, this, [this](const QString &, const IncomingMessage &message) {
            const JsonDocument doc = JsonDocument::parse(message.bytes);
            const QByteArray text = doc.isValid() ? JsonWriter::compact(doc) : message.bytes.trimmed();
            writeOut(QStringLiteral("  \u2190 ") + m_secretValues->redact(QString::fromUtf8(text)));
        });
        connect(m_runner, &CollectionRunner::requestFinished, this,
                [this, recorder = setup.recorder](int, int, const RequestResult &result) {
            // What the run says was answered is on disk first, so a run killed after this line
            // has it in the session file. The recorder sees the exchange after the runner (which
            // takes a login's token first), so the line waits for the next turn of the loop.
            QMetaObject::invokeMethod(this, [this, recorder, line = RunReport::line(result, m_secretValues.get())] {
                if (recorder)
                    recorder->flush();
                writeOut(line);
            }, Qt::QueuedConnection);
        });
    }
    // Queued as the lines are, so the summary follows the last of them.
    connect(m_runner, &CollectionRunner::finished, this, [this](const RunSummary &summary) {
        QMetaObject::invokeMethod(this, [this, summary] { onFinished(summary); }, Qt::QueuedConnection);
    });
    if (!m_runner->start(collection, options, &why)) {
        *error = why;
        return ExchangeReport::ExitUsage;
    }
    // Ctrl+C: stop after cancelling the request in flight, still print the totals and JUnit.
    onTerminationSignal(this, [this] { stop(); });
    return ExchangeReport::ExitOk;
}

void RunCommand::stop()
{
    if (m_runner)
        m_runner->stop();
}

void RunCommand::onFinished(const RunSummary &summary)
{
    if (!m_junitPath.isEmpty()) {
        QString error;
        if (!JUnitWriter::write(m_junitPath, m_name, summary, &error, m_secretValues.get()))
            writeErr(error);
    }
    if (m_json) {
        const QByteArray report = RunReport::toJson(m_name, summary, m_secretValues.get(), m_serverRequests);
        fwrite(report.constData(), 1, size_t(report.size()), stdout);
    } else {
        if (summary.stopped)
            writeErr(tr("Stopped before the end of the collection."));
        // Machine-read (CI counts it): never translated.
        writeOut(QStringLiteral("%1 passed, %2 failed").arg(summary.passed()).arg(summary.failed()));
    }
    fflush(stdout);
    const bool anyAnswer = std::any_of(summary.results.cbegin(), summary.results.cend(), [](const RequestResult &r) {
        return r.exchange && !r.exchange->reply.error.isError();
    });
    int status = ExchangeReport::ExitOk;
    if (!summary.results.isEmpty() && !anyAnswer)
        status = ExchangeReport::ExitTransport;
    else if (summary.failed() > 0 || summary.stopped)
        status = ExchangeReport::ExitAssertionsFailed;
    emit finished(status);
}

} // namespace RpcScope
