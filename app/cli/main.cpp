#include "app/cli/cliapp.h"

#include "lib/transport/stdio/stdiotransport.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <csignal>
#include <cstring>

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
    // A tap passes every message through this event loop. Qt's own loop wakes up once per read;
    // GLib's also signals itself each time Qt stops and resumes watching a socket, which costs a
    // tapped HTTP request a tenth of its rate (bench_tap_http). Only the tap: the keychain
    // (libsecret) needs GLib's loop. The servers a tap starts get the environment as it was.
    const bool plainLoop = argc > 1 && std::strcmp(argv[1], "tap") == 0 && !qEnvironmentVariableIsSet("QT_NO_GLIB");
    if (plainLoop)
        qputenv("QT_NO_GLIB", "1");
    QCoreApplication app(argc, argv);
    if (plainLoop)
        qunsetenv("QT_NO_GLIB");
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
