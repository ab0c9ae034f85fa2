// The runner panel against a real rpcscope-demo-server child process: the shipped demo
// collection, opened in the sidebar and run by clicking Run, is green with the table and the
// chart filled; one changed expected value fails exactly one assertion, and Re-run Failed
// runs only that request; JUnit is exported; and the secret value of the test appears in no
// file the panel, the sidebar or the settings wrote.
#include "lib/collection/collectionfile.h"
#include "lib/keychain/keychainsecretstore.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/collections/environmenteditor.h"
#include "ui/collections/latencychart.h"
#include "ui/collections/runnerpanel.h"
#include "ui/collections/runresultsmodel.h"

#include "support/listeningserver.h"
#include "support/waitforworkers.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDirIterator>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace RpcScope;

class tst_RunnerPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void demoCollectionRunsGreen();
    void oneChangedValueFailsOneAssertion();
    void variablesOverrideTheCollections();
    void rerunFailedKeepsTheLogin();
    void secretNeverWritten();

private:
    QString exampleCopy(const QString &name, const QByteArray &from = {}, const QByteArray &to = {});
    static QByteArray read(const QString &path);
    bool runAndWait(RunnerPanel &panel);

    QProcess m_server;
    QString m_url;
    QTemporaryDir m_dir;
};

void tst_RunnerPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().remove(QStringLiteral("Collections"));
    QVERIFY(m_dir.isValid());
    QByteArray said;
    const QString base = TestSupport::startDemoServer(&m_server, QStringLiteral(RPCSCOPE_DEMO_SERVER), {}, &said);
    QVERIFY2(!base.isEmpty(), said.constData());
    m_url = base + QStringLiteral("/rpc");
}

void tst_RunnerPanel::cleanupTestCase()
{
    m_server.terminate();
    m_server.waitForFinished(5000);
}

QByteArray tst_RunnerPanel::read(const QString &path)
{
    TestSupport::waitForWorkers();   // collection files are saved on a worker
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The shipped example with baseUrl pointing at this test's server (and one edit, if asked).
QString tst_RunnerPanel::exampleCopy(const QString &name, const QByteArray &from, const QByteArray &to)
{
    QByteArray bytes = read(QStringLiteral(RPCSCOPE_SOURCE_DIR "/resources/examples/demo.collection.json"));
    bytes.replace("http://127.0.0.1:8080/rpc", m_url.toUtf8());
    bytes.replace("http://127.0.0.1:8080/mcp", QString(m_url.chopped(4) + QStringLiteral("/mcp")).toUtf8());
    if (!from.isEmpty()) {
        if (bytes.count(from) != 1)
            return {};
        bytes.replace(from, to);
    }
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(bytes);
    return path;
}

bool tst_RunnerPanel::runAndWait(RunnerPanel &panel)
{
    QSignalSpy finished(&panel, &RunnerPanel::finished);
    QTest::mouseClick(panel.runButton(), Qt::LeftButton);
    if (!panel.isRunning())
        return false;
    return finished.wait(30000);
}

void tst_RunnerPanel::demoCollectionRunsGreen()
{
    const QString path = exampleCopy("green.collection.json");
    QVERIFY(!path.isEmpty());
    CollectionsSidebar sidebar;
    QString error;
    QVERIFY2(sidebar.openCollection(path, &error), qPrintable(error));
    RunnerPanel panel;
    QAbstractItemModelTester tester(panel.resultsModel());
    panel.setSecretStore(sidebar.secretStore());
    panel.resize(1000, 420);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    connect(&sidebar, &CollectionsSidebar::runRequested, &panel, &RunnerPanel::setTarget);
    sidebar.selectItem(sidebar.documents().constFirst(), {});
    sidebar.runAction()->trigger();
    QCOMPARE(panel.targetDocument(), sidebar.documents().constFirst());
    QVERIFY(panel.runButton()->isEnabled());

    QVERIFY(runAndWait(panel));
    const RunSummary &summary = panel.summary();
    QCOMPARE(summary.results.size(), 17);
    QCOMPARE(summary.passed(), 33);
    QCOMPARE(summary.failed(), 0);
    QCOMPARE(panel.resultsModel()->rowCount(), 17);
    QCOMPARE(panel.resultsView()->model()->index(0, RunResultsModel::RequestColumn).data().toString(),
             summary.results[0].path);
    QCOMPARE(panel.chart()->count(), 17);
    QCOMPARE(panel.progressBar()->value(), panel.progressBar()->maximum());
    QVERIFY2(panel.summaryLabel()->text().contains("33 passed, 0 failed"), qPrintable(panel.summaryLabel()->text()));
    QVERIFY(!panel.rerunButton()->isEnabled());
    QVERIFY(panel.exportButton()->isEnabled());
    // The Status column names the outcome for people, in their language.
    QCOMPARE(RunResultsModel::statusText(summary.results[0]), "result · HTTP 200");
    {
        QTranslator german;
        QVERIFY(german.load("rpcscope_de", ":/i18n"));
        QCoreApplication::installTranslator(&german);
        const QString status = RunResultsModel::statusText(summary.results[0]);
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(status, "Ergebnis · HTTP 200");
    }

    const QString junit = m_dir.filePath("green.xml");
    QVERIFY2(panel.exportJUnit(junit, &error), qPrintable(error));
    QVERIFY(read(junit).contains("<testsuite"));
    QCOMPARE(read(junit).count("<failure"), 0);
    // The run changed nothing in the file.
    QCOMPARE(read(path), read(exampleCopy("green-again.collection.json")));

    if (qEnvironmentVariableIsSet("RPCSCOPE_SHOTS"))
        panel.grab().save(qEnvironmentVariable("RPCSCOPE_SHOTS") + "/runnerpanel.png");
}

void tst_RunnerPanel::oneChangedValueFailsOneAssertion()
{
    const QString path = exampleCopy("changed.collection.json",
                                     "\"path\": \"$.result\",\n              \"expected\": 5\n",
                                     "\"path\": \"$.result\",\n              \"expected\": 6\n");
    QVERIFY(!path.isEmpty());
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    RunnerPanel panel;
    panel.setTarget(sidebar.documents().constFirst());
    QVERIFY(runAndWait(panel));
    QCOMPARE(panel.summary().passed(), 32);
    QCOMPARE(panel.summary().failed(), 1);
    int failedRows = 0;
    for (int row = 0; row < panel.resultsModel()->rowCount(); ++row) {
        if (panel.resultsModel()->index(row, RunResultsModel::FailedColumn).data().toInt() > 0) {
            ++failedRows;
            const QString tip = panel.resultsModel()->index(row, 0).data(Qt::ToolTipRole).toString();
            QVERIFY2(tip.contains("$.result equals 6"), qPrintable(tip));
        }
    }
    QCOMPARE(failedRows, 1);
    QVERIFY(panel.rerunButton()->isEnabled());

    // Re-run Failed runs that one request again.
    QSignalSpy finished(&panel, &RunnerPanel::finished);
    QTest::mouseClick(panel.rerunButton(), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.summary().results.size(), 1);
    QCOMPARE(panel.summary().results[0].path, QString("basics/add"));
    QCOMPARE(panel.summary().failed(), 1);
    QCOMPARE(panel.resultsModel()->rowCount(), 1);

    const QString junit = m_dir.filePath("changed.xml");
    QString error;
    QVERIFY(panel.exportJUnit(junit, &error));
    QCOMPARE(read(junit).count("<failure "), 1);
}

// Variables typed for the run win over the collection's: bob logs in instead of alice, so the
// requests that expect alice fail, and nothing else does. A word that is no NAME=VALUE runs nothing.
void tst_RunnerPanel::variablesOverrideTheCollections()
{
    const QString path = exampleCopy("variables.collection.json");
    QVERIFY(!path.isEmpty());
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    RunnerPanel panel;
    panel.resize(1000, 420);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setTarget(sidebar.documents().constFirst());

    QTest::keyClicks(panel.variablesEdit(), "oops");
    QString error;
    QVERIFY(!panel.run(&error));
    QVERIFY2(error.contains("NAME=VALUE") && error.contains("oops"), qPrintable(error));
    QVERIFY(!panel.isRunning());

    panel.variablesEdit()->clear();
    QTest::keyClicks(panel.variablesEdit(), "username=bob 'password=builder'");
    QVERIFY(runAndWait(panel));
    QStringList failed;
    for (const RequestResult &result : panel.summary().results) {
        if (result.failed() > 0)
            failed.append(result.path);
    }
    QVERIFY2(!failed.isEmpty(), "bob's whoami should not pass as alice's");
    for (const QString &name : std::as_const(failed))
        QVERIFY2(name.startsWith("auth/whoami"), qPrintable(failed.join(", ")));
    // Without them the same collection is green again.
    panel.variablesEdit()->clear();
    QVERIFY(runAndWait(panel));
    QCOMPARE(panel.summary().failed(), 0);
}

// A failed call that needs a login's token: Re-run Failed runs the login again before it.
void tst_RunnerPanel::rerunFailedKeepsTheLogin()
{
    const QString path = exampleCopy("rerun.collection.json");
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();
    Collection changed = document->collection();
    CollectionItem &bearer = changed.items[1].items[2];
    QCOMPARE(bearer.name, QString("whoami (bearer)"));
    bearer.request.assertions[0].expected = "\"bob\"";
    document->change(changed, "bob");
    RunnerPanel panel;
    panel.setTarget(document);
    QVERIFY(runAndWait(panel));
    QCOMPARE(panel.summary().failed(), 1);
    QSignalSpy finished(&panel, &RunnerPanel::finished);
    QTest::mouseClick(panel.rerunButton(), Qt::LeftButton);
    QVERIFY(finished.wait(30000));
    QCOMPARE(panel.summary().results.size(), 2);
    QCOMPARE(panel.summary().results[0].path, QString("auth/login"));
    QCOMPARE(panel.summary().results[1].path, QString("auth/whoami (bearer)"));
    QCOMPARE(panel.summary().passed(), 2);   // the login's checks; bob is still not alice
    QCOMPARE(panel.summary().failed(), 1);
    QVERIFY(RunResultsModel::failures(panel.summary().results[1]).contains("bob"));
}

void tst_RunnerPanel::secretNeverWritten()
{
    const QByteArray secret = "wonderland-7c1e";
    // The demo's password becomes a secret variable: named in the file, its value entered
    // in the variables editor (masked), kept in the store only.
    const QString path = exampleCopy("secret.collection.json",
                                     "\"name\": \"password\",\n      \"value\": \"wonderland\"\n",
                                     "\"name\": \"password\",\n      \"secret\": true\n");
    QVERIFY(!path.isEmpty());
    CollectionsSidebar sidebar;
    sidebar.secretStore()->setKeychainEnabled(false);
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();

    EnvironmentEditor editor(document->collection(), document->environment(), sidebar.secretStore());
    QTableWidget *table = editor.table();
    int row = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, 0)->text() == "password")
            row = r;
    }
    QVERIFY(row >= 0);
    auto *value = qobject_cast<QLineEdit *>(table->cellWidget(row, 1));
    QVERIFY(value);
    QCOMPARE(value->echoMode(), QLineEdit::Password);
    QTest::keyClicks(value, QString::fromLatin1(secret));
    editor.revealToggle()->setChecked(true);
    QCOMPARE(value->echoMode(), QLineEdit::Normal);
    editor.revealToggle()->setChecked(false);
    QCOMPARE(value->echoMode(), QLineEdit::Password);
    // The demo's real password, in the store; the file keeps the name only.
    value->setText("wonderland");
    editor.addVariable("apiKey", QString::fromLatin1(secret), true);
    if (qEnvironmentVariableIsSet("RPCSCOPE_SHOTS")) {
        editor.show();
        editor.grab().save(qEnvironmentVariable("RPCSCOPE_SHOTS") + "/variables.png");
    }
    editor.accept();
    document->change(editor.result(), "variables");
    QCOMPARE(sidebar.secretStore()->secret("password"), std::optional<QString>("wonderland"));
    QCOMPARE(sidebar.secretStore()->secret("apiKey"), std::optional<QString>(QString::fromLatin1(secret)));
    QVERIFY(read(path).contains("\"name\": \"apiKey\",\n      \"secret\": true"));

    // A request that sends the secret; the run logs in with the secret password.
    Collection withHeader = document->collection();
    withHeader.items[0].items[0].request.headers = {{"X-Api-Key", "{{apiKey}}"}};
    document->change(withHeader, "header");

    RunnerPanel panel;
    panel.setSecretStore(sidebar.secretStore());
    panel.setTarget(document);
    QVERIFY(runAndWait(panel));
    QCOMPARE(panel.summary().failed(), 0);
    QString exportError;
    QVERIFY2(panel.exportJUnit(m_dir.filePath("secret.xml"), &exportError), qPrintable(exportError));
    // Everything the test wrote, and the settings file.
    QSettings().sync();
    QStringList files{QSettings().fileName()};
    QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files.append(it.next());
    QVERIFY(files.size() > 5);
    for (const QString &file : std::as_const(files)) {
        const QByteArray bytes = read(file);
        QVERIFY2(!bytes.contains(secret), qPrintable(file));
        if (file.endsWith("secret.collection.json") || file.endsWith("secret.xml"))
            QVERIFY2(!bytes.contains("wonderland"), qPrintable(file));
    }
    // The table's masked texts too.
    for (int r = 0; r < panel.resultsModel()->rowCount(); ++r)
        QVERIFY(!panel.resultsModel()->index(r, 0).data(Qt::ToolTipRole).toString().contains("wonderland"));

    // apiKey no longer secret (and given no value): its old value leaves the store; the
    // password, still secret, stays.
    EnvironmentEditor again(document->collection(), document->environment(), sidebar.secretStore());
    for (int r = 0; r < again.table()->rowCount(); ++r) {
        if (again.table()->item(r, 0)->text() == "apiKey") {
            again.table()->item(r, 2)->setCheckState(Qt::Unchecked);
            qobject_cast<QLineEdit *>(again.table()->cellWidget(r, 1))->clear();
        }
    }
    again.accept();
    QCOMPARE(sidebar.secretStore()->secret("apiKey"), std::nullopt);
    QCOMPARE(sidebar.secretStore()->secret("password"), std::optional<QString>("wonderland"));
}

QTEST_MAIN(tst_RunnerPanel)
#include "tst_runnerpanel.moc"
