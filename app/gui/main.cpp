#include "lib/demo/demohttpserver.h"
#include "ui/shell/mainwindow.h"
#include "ui/registry/methodlistpanel.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QImageReader>
#include <QLibraryInfo>
#include <QListView>
#include <QLocale>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;
using RpcScope::DemoHttpServer;
using RpcScope::MainWindow;

namespace {

// The demo call the screenshot shows: a result with some structure to it.
const QString kScreenshotMethod = u"notes.list"_s;
constexpr int kScreenshotTimeoutMs = 30000;

void installTranslators(QApplication &app)
{
    // English first, as the base: the source strings use "%n item(s)" and the English
    // plural forms make that "1 item" and "3 items". Translators installed later win.
    auto *english = new QTranslator(&app);
    if (english->load(u"rpcscope_en"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(english);
    // Qt's own strings (dialog buttons, context menus), then ours in the user's language.
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), u"rpcscope"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(own);
}

QIcon applicationIcon()
{
    QIcon icon;
    for (int size : {16, 32, 48, 64, 128, 256})
        icon.addFile(u":/icons/rpcscope-%1.png"_s.arg(size), QSize(size, size));
    if (QImageReader::supportedImageFormats().contains("svg"))
        icon.addFile(u":/icons/rpcscope.svg"_s);
    return icon;
}

/// The demo server program for the stdio demo endpoints: beside this program when
/// installed, in its own build folder when run from the build tree.
QString demoServerProgram()
{
    const QDir here(QCoreApplication::applicationDirPath());
    for (const QString &candidate : {here.filePath(u"rpcscope-demo-server"_s),
                                     here.filePath(u"../demoserver/rpcscope-demo-server"_s)}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable())
            return info.canonicalFilePath();
    }
    return {};
}

QString quotedForCommandLine(const QString &path)
{
    if (!path.contains(u' ') && !path.contains(u'\'') && !path.contains(u'"'))
        return path;
    QString quoted = path;
    quoted.replace(u"'"_s, u"'\\''"_s);
    return u"'"_s + quoted + u"'"_s;
}

int fail(const QString &message)
{
    std::fprintf(stderr, "rpcscope: %s\n", qUtf8Printable(message));
    return 1;
}

/// --screenshot: once discovery and one demo call are done, grab the window and quit.
void takeScreenshotWhenReady(MainWindow &window, const QString &path)
{
    auto called = std::make_shared<bool>(false);
    QObject::connect(&window, &MainWindow::discoveryFinished, &window, [&window, called] {
        if (*called)
            return;
        *called = true;
        if (!window.selectMethod(kScreenshotMethod)) {
            QAbstractItemView *list = window.methodPanel()->view();
            list->setCurrentIndex(list->model()->index(0, 0));
        }
        window.send();
    });
    QObject::connect(&window, &MainWindow::exchangeShown, &window, [&window, path] {
        // One more turn of the event loop, so every view has laid itself out.
        QTimer::singleShot(200, &window, [&window, path] {
            if (!window.grab().save(path, "PNG")) {
                fail(QApplication::translate("main", "Could not write the screenshot to %1.").arg(path));
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::quit();
        });
    });
    QTimer::singleShot(kScreenshotTimeoutMs, &window, [] {
        fail(QApplication::translate("main", "The demo call did not finish in time; no screenshot taken."));
        QCoreApplication::exit(1);
    });
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"RpcScope"_s);
    QCoreApplication::setApplicationName(u"rpcscope"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(RPCSCOPE_VERSION));
    QGuiApplication::setDesktopFileName(u"rpcscope"_s);
    installTranslators(app);
    QApplication::setWindowIcon(applicationIcon());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the "
                "built-in demo endpoints, served on 127.0.0.1."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(u"endpoint"_s,
                                 QApplication::translate("main", "http://, https:// URL or stdio:COMMAND"),
                                 u"[endpoint]"_s);
    const QCommandLineOption screenshotOption(
        u"screenshot"_s,
        QApplication::translate("main", "After discovery and one demo call, save the window as a PNG file and quit."),
        QApplication::translate("main", "file"));
    parser.addOption(screenshotOption);
    parser.process(app);
    if (parser.positionalArguments().size() > 1)
        parser.showHelp(2);

    const QString screenshot = parser.value(screenshotOption);
    std::unique_ptr<QTemporaryDir> screenshotSettings;
    if (!screenshot.isEmpty()) {
        // A reproducible picture: the default layout, and the user's settings untouched.
        screenshotSettings = std::make_unique<QTemporaryDir>();
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, screenshotSettings->path());
    }

    QStringList suggestions;
    QString endpoint = parser.positionalArguments().value(0);
    std::unique_ptr<DemoHttpServer> demo;
    if (endpoint.isEmpty()) {
        demo = std::make_unique<DemoHttpServer>();
        if (!demo->listen(0))
            return fail(QApplication::translate("main", "Could not start the demo endpoints: %1").arg(demo->errorString()));
        endpoint = demo->rpcUrl().toString();
    } else {
        suggestions.append(endpoint);
    }
    if (demo) {
        suggestions.append(demo->rpcUrl().toString());
        suggestions.append(demo->mcpUrl().toString());
    }
    if (const QString program = demoServerProgram(); !program.isEmpty()) {
        suggestions.append(u"stdio:"_s + quotedForCommandLine(program) + u" --stdio"_s);
        suggestions.append(u"stdio:"_s + quotedForCommandLine(program) + u" --stdio --mcp"_s);
    }

    MainWindow window;
    window.setEndpointSuggestions(suggestions);
    if (!screenshot.isEmpty()) {
        window.resize(1280, 800);
        takeScreenshotWhenReady(window, screenshot);
    }
    window.show();
    window.openEndpoint(endpoint);
    return app.exec();
}
