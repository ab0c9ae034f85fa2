// LANGUAGE=de must give a window with no English string left: the same window is built in
// English and in German, every visible text is collected (labels, buttons, menus, tabs,
// headers, placeholders, tooltips, the endpoint sheet and the About box), and any text that
// reads the same in both languages must be on the short list of words German shares.

#include "ui/shell/mainwindow.h"

#include "lib/demo/demohttpserver.h"
#include "ui/inspector/responseview.h"
#include "ui/inspector/statusstrip.h"
#include "ui/composer/requesteditor.h"
#include "ui/shell/aboutdialog.h"
#include "ui/workspace/endpointsession.h"
#include "ui/workspace/endpointsettingsdialog.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTranslator>

#include <memory>

using namespace Qt::StringLiterals;
using namespace RpcScope;

namespace {

constexpr int kWaitMs = 8000;

QString clean(const QString &text)
{
    QString plain = text.contains(u'<') ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
    plain.remove(QRegularExpression(u"&(?=\\S)"_s));
    return plain.simplified();
}

void addText(QSet<QString> &texts, const QString &text)
{
    const QString plain = clean(text);
    if (!plain.isEmpty())
        texts.insert(plain);
}

void collectActions(QSet<QString> &texts, const QList<QAction *> &actions)
{
    for (QAction *action : actions) {
        addText(texts, action->text());
        addText(texts, action->toolTip());
        addText(texts, action->statusTip());
        if (action->menu())
            collectActions(texts, action->menu()->actions());
    }
}

void collect(QSet<QString> &texts, QWidget *root)
{
    QList<QWidget *> widgets = root->findChildren<QWidget *>();
    widgets.prepend(root);
    for (QWidget *widget : widgets) {
        addText(texts, widget->toolTip());
        addText(texts, widget->statusTip());
        if (auto *label = qobject_cast<QLabel *>(widget))
            addText(texts, label->text());
        if (auto *button = qobject_cast<QAbstractButton *>(widget))
            addText(texts, button->text());
        if (auto *edit = qobject_cast<QLineEdit *>(widget))
            addText(texts, edit->placeholderText());
        if (auto *box = qobject_cast<QGroupBox *>(widget))
            addText(texts, box->title());
        if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                addText(texts, tabs->tabText(i));
                addText(texts, tabs->tabToolTip(i));
            }
        }
        if (auto *header = qobject_cast<QHeaderView *>(widget); header && header->model()) {
            for (int i = 0; i < header->count(); ++i)
                addText(texts, header->model()->headerData(i, header->orientation()).toString());
        }
        if (auto *combo = qobject_cast<QComboBox *>(widget); combo && !combo->isEditable()) {
            for (int i = 0; i < combo->count(); ++i)
                addText(texts, combo->itemText(i));
        }
        collectActions(texts, widget->actions());
    }
}

/// Text that is the same in German: names, numbers, addresses, protocol words.
bool isLanguageNeutral(const QString &text)
{
    static const QSet<QString> shared = {
        u"RpcScope"_s, u"JSON"_s, u"HTTP"_s, u"Batch"_s, u"Drift"_s, u"Header"_s, u"Status"_s, u"Id"_s,
        u"Id:"_s, u"Auto"_s, u"OK"_s, u"Name"_s, u"Name:"_s, u"Typ"_s, u"Methoden"_s, u"curl"_s,
        u"discover"_s, u"listMethods"_s, u"Demo JSON-RPC (HTTP)"_s, u"Demo MCP (HTTP)"_s,
        u"Demo JSON-RPC (stdio)"_s, u"Demo MCP (stdio)"_s, u"Details"_s, u"Parameter"_s,
    };
    if (shared.contains(text))
        return true;
    // No letters, or one token without spaces that names a thing (a URL, a method, a number).
    // What the server sent: a reason phrase, a parameter name marked required.
    static const QRegularExpression serverText(u"^(HTTP \\d{3} .*|\\S+ \\*)$"_s);
    if (serverText.match(text).hasMatch())
        return true;
    // A measured figure with its unit ("9 ms", "1,2 KB") is written alike in both languages; when
    // both windows happen to measure the same value it is no English left behind.
    static const QRegularExpression figure(u"^(< )?[\\d.,]+ ?(ms|s|µs|B|KB|MB|GB|KiB|MiB|GiB)$"_s);
    if (figure.match(text).hasMatch())
        return true;
    // The headline of an answer: a method, its JSON-RPC id and the time, all as sent.
    static const QRegularExpression headline(u"^\\S+ · id \\S+( · [\\d:]+)?$"_s);
    if (headline.match(text).hasMatch())
        return true;
    static const QRegularExpression letters(u"[A-Za-z]{2,}"_s);
    if (!letters.match(text).hasMatch())
        return true;
    static const QRegularExpression token(u"^[\\w.:/#@+\\-'\"\\[\\](){}, ]*[./:#@][\\w.:/#@+\\-'\"\\[\\](){}]*$"_s);
    return !text.contains(u' ') || token.match(text).hasMatch();
}

} // namespace

class tst_GermanWindow final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void noEnglishLeft();
    void menuMnemonicsAreDistinct();
    void decodedErrorsReadInGerman();

private:
    QSet<QString> windowTexts();
    /// Shows \a window on the in-process demo endpoint, its methods discovered.
    bool showDiscoveredDemo(MainWindow *window);

    std::unique_ptr<DemoHttpServer> m_server;
};

void tst_GermanWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<EndpointSession *>();
    m_server = std::make_unique<DemoHttpServer>();
    QVERIFY2(m_server->listen(0), qPrintable(m_server->errorString()));
}

bool tst_GermanWindow::showDiscoveredDemo(MainWindow *window)
{
    EndpointProfile demo = EndpointProfile::create(m_server->rpcUrl().toString(), u"Demo JSON-RPC (HTTP)"_s);
    demo.id = u"demo-http-rpc"_s;
    window->setBuiltinEndpoints({demo});
    window->resize(1300, 800);
    window->show();
    QSignalSpy discovered(window, &MainWindow::discoveryFinished);
    window->restoreWorkspace();
    return discovered.wait(kWaitMs);
}

QSet<QString> tst_GermanWindow::windowTexts()
{
    QTemporaryDir dir;
    MainWindow window(dir.filePath(u"workspace.json"_s));
    if (!showDiscoveredDemo(&window))
        return {};
    window.selectMethod(u"notes.create"_s);
    QSignalSpy shown(&window, &MainWindow::exchangeShown);
    window.send();
    if (!shown.wait(kWaitMs))
        return {};
    // The docks and pages made on first use, made here so that they are read too.
    window.collectionsSidebar();
    window.runnerPanel();
    window.responseView()->rawView();
    QTest::qWait(100);

    QSet<QString> texts;
    collect(texts, &window);
    collectActions(texts, window.menuBar()->actions());
    EndpointSettingsDialog settings(window.currentSession()->profile(), false, &window);
    collect(texts, &settings);
    AboutDialog about(&window);
    collect(texts, &about);
    return texts;
}

void tst_GermanWindow::noEnglishLeft()
{
    QLocale::setDefault(QLocale::c());
    const QSet<QString> english = windowTexts();
    QVERIFY(english.size() > 100);

    // As the program does for LANGUAGE=de: Qt's own strings, ours, and German number formats.
    QTranslator qt;
    QVERIFY(qt.load(QLocale(QLocale::German), u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)));
    QTranslator german;
    QVERIFY(german.load(u"rpcscope_de"_s, u":/i18n"_s));
    QCoreApplication::installTranslator(&qt);
    QCoreApplication::installTranslator(&german);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QSet<QString> deutsch = windowTexts();
    QLocale::setDefault(QLocale::c());
    QCoreApplication::removeTranslator(&german);
    QCoreApplication::removeTranslator(&qt);
    QVERIFY(deutsch.size() > 100);

    QStringList left;
    for (const QString &text : english) {
        if (deutsch.contains(text) && !isLanguageNeutral(text))
            left.append(text);
    }
    left.sort();
    QVERIFY2(left.isEmpty(), qPrintable(u"still English in German: \n  "_s + left.join(u"\n  "_s)));
}

namespace {

/// The mnemonic letter of a menu text ("&&" is a literal ampersand), lower case; null if none.
QChar mnemonicOf(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        return text.at(i + 1).toLower();
    }
    return {};
}

/// "Menu: letter used by A and B" for every clash among \a actions, menus inside included.
void findClashes(const QString &where, const QList<QAction *> &actions, QStringList *clashes)
{
    QHash<QChar, QString> taken;
    for (QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString text = action->text();
        if (const QChar letter = mnemonicOf(text); !letter.isNull()) {
            if (taken.contains(letter))
                clashes->append(u"%1: '%2' in \"%3\" and \"%4\""_s.arg(where, letter, taken.value(letter), text));
            else
                taken.insert(letter, text);
        }
        if (QMenu *menu = action->menu())
            findClashes(where + u" > "_s + text, menu->actions(), clashes);
    }
}

} // namespace

void tst_GermanWindow::menuMnemonicsAreDistinct()
{
    // In both languages every menu's Alt letters lead to one command each.
    for (const bool german : {false, true}) {
        QTranslator translator;
        if (german) {
            QVERIFY(translator.load(u"rpcscope_de"_s, u":/i18n"_s));
            QCoreApplication::installTranslator(&translator);
        }
        QStringList clashes;
        {
            QTemporaryDir dir;
            MainWindow window(dir.filePath(u"workspace.json"_s));
            findClashes(german ? u"de"_s : u"en"_s, window.menuBar()->actions(), &clashes);
        }
        if (german)
            QCoreApplication::removeTranslator(&translator);
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(u'\n')));
    }
}

void tst_GermanWindow::decodedErrorsReadInGerman()
{
    // The standard name of an error is the reader's language; the server's message is its own.
    QTranslator translator;
    QVERIFY(translator.load(u"rpcscope_de"_s, u":/i18n"_s));
    QCoreApplication::installTranslator(&translator);
    QString strip;
    {
        QTemporaryDir dir;
        MainWindow window(dir.filePath(u"workspace.json"_s));
        QVERIFY(showDiscoveredDemo(&window));
        window.requestEditor()->setText(R"({"jsonrpc": "2.0", "id": 1, "method": "no.such.method"})");
        QSignalSpy shown(&window, &MainWindow::exchangeShown);
        window.send();
        QVERIFY(shown.wait(kWaitMs));
        strip = window.statusStrip()->messageText();
    }
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(strip.startsWith(u"-32601 Methode nicht gefunden"_s), qPrintable(strip));
}

QTEST_MAIN(tst_GermanWindow)
#include "tst_germanwindow.moc"
