#include "app/cli/cliapp.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
