#include "app/cli/cliapp.h"

#include "lib/transport/stdio/stdiotransport.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <csignal>

namespace {

/// Ctrl+C, a closed terminal or a kill: the servers this program started run in process
/// groups of their own (out of the terminal's reach), so they are ended here, then this
/// program ends as the signal would have ended it.
void endWithChildren(int signal)
{
    RpcScope::StdioTransport::killChildGroups();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP})
        std::signal(signal, endWithChildren);
    QCoreApplication::setOrganizationName(QStringLiteral("RpcScope"));
    QCoreApplication::setApplicationName(QStringLiteral("rpcscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RPCSCOPE_VERSION));

    // Messages for people follow the locale; machine-read output never does. English comes
    // first as the base: it only holds plural forms ("1 method", "3 methods").
    QTranslator english;
    if (english.load(QStringLiteral("rpcscope_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&english);
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("rpcscope"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    RpcScope::CliApp cli;
    QObject::connect(&cli, &RpcScope::CliApp::done, &app, [](int status) { QCoreApplication::exit(status); });
    cli.start(QCoreApplication::arguments());
    return QCoreApplication::exec();
}
