// The collections sidebar over real files in a temporary folder: every edit (made with keys
// and actions, as a user would) is on disk at once and undone with Ctrl+Z; a malformed file
// is named with its error and never overwritten; the preview fills variables and names
// undefined and cyclic ones; search filters; a request dropped from the history is saved.
#include "lib/collection/collectionfile.h"
#include "lib/keychain/keychainsecretstore.h"
#include "ui/collections/assertionsjson.h"
#include "ui/collections/collectionfilterproxy.h"
#include "ui/collections/collectionssidebar.h"
#include "ui/collections/collectiontreemodel.h"
#include "ui/collections/requestdetailsdialog.h"
#include "ui/collections/requestpreview.h"
#include "ui/common/requestmimedata.h"

#include "support/waitforworkers.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QClipboard>
#include <QGuiApplication>
#include <QTest>
#include <QTreeView>
#include <QPushButton>
#include <QSignalSpy>
#include <QUndoGroup>
#include <QUndoStack>

using namespace RpcScope;


class tst_CollectionsSidebar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void createRenameDeleteUndo();
    void duplicateAndMoveByDrop();
    void malformedFileIsNotOverwritten();
    void newerVersionIsRefused();
    void remembersOpenFiles();
    void searchFiltersNamesAndDescriptions();
    void previewFillsVariables();
    void previewNamesUndefinedAndCyclicVariables();
    void secretsAreMaskedInThePreview();
    void assertionsAsJson();
    void assertThisValue();
    void detailsEditTheRequest();
    void dropFromHistory();
    void keychainFallsBackInWords();
    void fiveThousandRequestsStayResponsive();

private:
    static QByteArray read(const QString &path);
    QString write(const QString &name, const QByteArray &bytes);
    QModelIndex viewIndex(CollectionsSidebar &sidebar, const CollectionDocument *document,
                          const CollectionDocument::ItemPath &path);
    static Collection sample();

    QTemporaryDir m_dir;
};

void tst_CollectionsSidebar::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
}

void tst_CollectionsSidebar::init()
{
    QSettings().remove(QStringLiteral("Collections"));
}

QByteArray tst_CollectionsSidebar::read(const QString &path)
{
    TestSupport::waitForWorkers();
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString tst_CollectionsSidebar::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(bytes);
    return path;
}

QModelIndex tst_CollectionsSidebar::viewIndex(CollectionsSidebar &sidebar, const CollectionDocument *document,
                                              const CollectionDocument::ItemPath &path)
{
    return sidebar.proxy()->mapFromSource(sidebar.model()->indexOf(document, path));
}

Collection tst_CollectionsSidebar::sample()
{
    Collection c;
    c.name = "sample";
    c.variables = {{"baseUrl", "http://127.0.0.1:1/rpc"}, {"a", "{{b}}"}, {"b", "{{a}}"}};
    c.environments = {{"other", {{"baseUrl", "http://other.example/rpc"}}}};
    CollectionItem folder;
    folder.type = CollectionItem::Type::Folder;
    folder.name = "maths";
    folder.description = "Adding numbers";
    CollectionItem add;
    add.name = "add";
    add.description = "two and three";
    add.request.endpoint = "{{baseUrl}}";
    add.request.method = "math.add";
    add.request.params = R"({"a": 2, "b": 3.0})";
    folder.items.push_back(add);
    CollectionItem undefinedVar = add;
    undefinedVar.name = "undefined";
    undefinedVar.description.clear();
    undefinedVar.request.params = R"({"a": {{nowhere}}})";
    CollectionItem cyclic = add;
    cyclic.name = "cyclic";
    cyclic.description.clear();
    cyclic.request.params = R"({"a": "{{a}}"})";
    c.items = {folder, undefinedVar, cyclic};
    return c;
}

void tst_CollectionsSidebar::createRenameDeleteUndo()
{
    CollectionsSidebar sidebar;
    QAbstractItemModelTester tester(sidebar.model());
    QAbstractItemModelTester proxyTester(sidebar.proxy());
    sidebar.resize(360, 700);
    sidebar.show();
    QVERIFY(QTest::qWaitForWindowActive(&sidebar));
    const QString path = m_dir.filePath("made.collection.json");
    QString error;
    QVERIFY2(sidebar.createCollection(path, "made", &error), qPrintable(error));
    QVERIFY(read(path).contains("\"name\": \"made\""));
    CollectionDocument *document = sidebar.documents().constFirst();

    // New Request opens the name editor: type a name, Enter.
    sidebar.newRequestAction()->trigger();
    QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    editor->selectAll();
    QTest::keyClicks(editor, "login");
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(read(path).contains("\"name\": \"login\""));
    QCOMPARE(document->collection().items.size(), size_t(1));

    // F2 on the tree renames in place.
    sidebar.tree()->setFocus();
    sidebar.tree()->setCurrentIndex(viewIndex(sidebar, document, {0}));
    QTest::keyClick(sidebar.tree(), Qt::Key_F2);
    QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    editor->selectAll();
    QTest::keyClicks(editor, "sign in");
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_VERIFY(read(path).contains("\"name\": \"sign in\""));
    QVERIFY(!read(path).contains("\"name\": \"login\""));

    // Delete, then Ctrl+Z in the sidebar brings it back, on disk too; Ctrl+Shift+Z deletes again.
    sidebar.tree()->setFocus();
    sidebar.tree()->setCurrentIndex(viewIndex(sidebar, document, {0}));
    QTest::keyClick(sidebar.tree(), Qt::Key_Delete);
    QVERIFY(!read(path).contains("sign in"));
    QCOMPARE(document->collection().items.size(), size_t(0));
    QTest::keyClick(sidebar.tree(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(read(path).contains("\"name\": \"sign in\""));
    QTest::keyClick(sidebar.tree(), Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(read(path).contains("\"name\": \"login\""));
    QTest::keyClick(sidebar.tree(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(read(path).contains("\"name\": \"sign in\""));
    // The file on disk reads back as what the sidebar shows.
    Collection onDisk;
    TestSupport::waitForWorkers();
    QCOMPARE(CollectionFile::read(path, &onDisk, &error), CollectionFile::Status::Ok);
    QCOMPARE(CollectionFile::serialize(onDisk), CollectionFile::serialize(document->collection()));
}

void tst_CollectionsSidebar::duplicateAndMoveByDrop()
{
    const QString path = m_dir.filePath("move.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    sidebar.show();
    QVERIFY(QTest::qWaitForWindowActive(&sidebar));
    QVERIFY(sidebar.openCollection(path, &error));
    CollectionDocument *document = sidebar.documents().constFirst();
    CollectionTreeModel *model = sidebar.model();

    sidebar.selectItem(document, {1});
    sidebar.tree()->setFocus();
    QTest::keyClick(sidebar.tree(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(document->collection().items.size(), size_t(4));
    QCOMPARE(document->collection().items[2].name, QString("undefined copy"));
    QVERIFY(read(path).contains("undefined copy"));

    // Drag "cyclic" (row 3) into the folder "maths", before "add".
    std::unique_ptr<QMimeData> data(model->mimeData({model->indexOf(document, {3})}));
    QVERIFY(data);
    const QModelIndex folder = model->indexOf(document, {0});
    QVERIFY(model->canDropMimeData(data.get(), Qt::MoveAction, 0, 0, folder));
    model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, folder);
    QCOMPARE(document->collection().items.size(), size_t(3));
    QCOMPARE(document->collection().items[0].items.size(), size_t(2));
    QCOMPARE(document->collection().items[0].items[0].name, QString("cyclic"));
    QCOMPARE(document->namePath(sidebar.currentPath()), QString("maths/cyclic"));
    Collection onDisk;
    TestSupport::waitForWorkers();
    QCOMPARE(CollectionFile::read(path, &onDisk, &error), CollectionFile::Status::Ok);
    QCOMPARE(onDisk.items[0].items[0].name, QString("cyclic"));
    // A folder cannot go into itself.
    data.reset(model->mimeData({model->indexOf(document, {0})}));
    model->dropMimeData(data.get(), Qt::MoveAction, 0, 0, model->indexOf(document, {0}));
    QCOMPARE(document->collection().items.size(), size_t(3));

    document->undoStack()->undo();
    QCOMPARE(document->collection().items[3].name, QString("cyclic"));
    TestSupport::waitForWorkers();
    QCOMPARE(CollectionFile::read(path, &onDisk, &error), CollectionFile::Status::Ok);
    QCOMPARE(onDisk.items.size(), size_t(4));
}

void tst_CollectionsSidebar::malformedFileIsNotOverwritten()
{
    // A wrong type on line 9: the error names the line and the field.
    const QByteArray bytes = "{\n  \"format\": \"rpcscope-collection\",\n  \"version\": 1,\n  \"name\": \"broken\",\n"
                             "  \"items\": [\n    {\n      \"type\": \"request\",\n      \"name\": \"x\",\n"
                             "      \"timeoutMs\": \"soon\",\n      \"method\": \"m\"\n    }\n  ]\n}\n";
    const QString path = write("broken.collection.json", bytes);
    CollectionsSidebar sidebar;
    QString error;
    QVERIFY(!sidebar.openCollection(path, &error));
    QVERIFY2(error.contains("Line 9") && error.contains("items[0].timeoutMs"), qPrintable(error));
    QVERIFY(sidebar.messageLabel()->isVisibleTo(&sidebar));
    QVERIFY(sidebar.messageLabel()->text().contains("items[0].timeoutMs"));
    QVERIFY(sidebar.documents().isEmpty());
    QCOMPARE(read(path), bytes);

    // Not JSON at all.
    const QByteArray cut = bytes.left(60);
    const QString cutPath = write("cut.collection.json", cut);
    QVERIFY(!sidebar.openCollection(cutPath, &error));
    QVERIFY2(error.contains("Line "), qPrintable(error));
    QCOMPARE(read(cutPath), cut);
}

void tst_CollectionsSidebar::newerVersionIsRefused()
{
    const QByteArray bytes = R"({"format": "rpcscope-collection", "version": 9, "name": "future"})";
    const QString path = write("future.collection.json", bytes);
    CollectionsSidebar sidebar;
    QString error;
    QVERIFY(!sidebar.openCollection(path, &error));
    QVERIFY2(error.contains("newer"), qPrintable(error));
    QCOMPARE(read(path), bytes);
}

void tst_CollectionsSidebar::remembersOpenFiles()
{
    const QString good = m_dir.filePath("remember.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(good, sample(), &error));
    {
        CollectionsSidebar sidebar;
        QVERIFY(sidebar.openCollection(good));
    }
    const QString bad = write("remember-bad.collection.json", "{ nope");
    QSettings settings;
    settings.setValue("Collections/open", QStringList{good, bad});
    CollectionsSidebar sidebar;
    sidebar.restoreOpenCollections();
    QCOMPARE(sidebar.documents().size(), 1);
    QCOMPARE(sidebar.documents().constFirst()->path(), good);
    QVERIFY(sidebar.messageLabel()->text().contains("remember-bad.collection.json"));
    QCOMPARE(read(bad), QByteArray("{ nope"));
}

void tst_CollectionsSidebar::searchFiltersNamesAndDescriptions()
{
    const QString path = m_dir.filePath("search.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    const QModelIndex root = sidebar.proxy()->index(0, 0);
    QCOMPARE(sidebar.proxy()->rowCount(root), 3);

    QTest::keyClicks(sidebar.searchEdit(), "three");   // a description
    QCOMPARE(sidebar.proxy()->rowCount(root), 1);
    const QModelIndex folder = sidebar.proxy()->index(0, 0, root);
    QCOMPARE(folder.data().toString(), QString("maths"));
    QCOMPARE(sidebar.proxy()->rowCount(folder), 1);
    QCOMPARE(sidebar.proxy()->index(0, 0, folder).data().toString(), QString("add"));

    sidebar.searchEdit()->clear();
    QTest::keyClicks(sidebar.searchEdit(), "CYC");   // a name, any case
    QCOMPARE(sidebar.proxy()->rowCount(root), 1);
    QCOMPARE(sidebar.proxy()->index(0, 0, root).data().toString(), QString("cyclic"));

    sidebar.searchEdit()->clear();
    QTest::keyClicks(sidebar.searchEdit(), "nothing like it");
    QCOMPARE(sidebar.proxy()->rowCount(root), 0);
    QCOMPARE(sidebar.proxy()->rowCount(), 1);   // the collection stays
}

void tst_CollectionsSidebar::previewFillsVariables()
{
    const QString path = m_dir.filePath("preview.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();
    sidebar.selectItem(document, {0, 0});
    RequestPreview *preview = sidebar.preview();
    QVERIFY(preview->resolved());
    QVERIFY2(preview->endpointLabel()->text().contains("http://127.0.0.1:1/rpc"),
             qPrintable(preview->endpointLabel()->text()));
    // Members in their order, numbers as written.
    QVERIFY2(preview->bodyText()->toPlainText().contains("\"b\": 3.0"), qPrintable(preview->bodyText()->toPlainText()));
    QVERIFY(preview->bodyText()->toPlainText().indexOf("\"method\"") < preview->bodyText()->toPlainText().indexOf("\"params\""));
    QVERIFY(sidebar.sendButton()->isEnabled());
    if (qEnvironmentVariableIsSet("RPCSCOPE_SHOTS")) {
        sidebar.resize(340, 640);
        sidebar.show();
        sidebar.grab().save(qEnvironmentVariable("RPCSCOPE_SHOTS") + "/sidebar.png");
    }

    // The environment switcher changes what the preview shows.
    QComboBox *environments = sidebar.environmentCombo();
    QCOMPARE(environments->count(), 2);
    environments->setFocus();
    QTest::keyClick(environments, Qt::Key_Down);
    QCOMPARE(document->environment(), QString("other"));
    QVERIFY2(preview->endpointLabel()->text().contains("http://other.example/rpc"),
             qPrintable(preview->endpointLabel()->text()));
    // Chosen again when the file opens next time.
    CollectionsSidebar again;
    QVERIFY(again.openCollection(path));
    QCOMPARE(again.documents().constFirst()->environment(), QString("other"));
}

void tst_CollectionsSidebar::previewNamesUndefinedAndCyclicVariables()
{
    const QString path = m_dir.filePath("errors.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();
    sidebar.selectItem(document, {1});
    RequestPreview *preview = sidebar.preview();
    QVERIFY(!preview->resolved());
    QVERIFY2(preview->errorLabel()->text().contains("nowhere"), qPrintable(preview->errorLabel()->text()));
    QVERIFY(preview->errorLabel()->isVisibleTo(preview));
    QVERIFY(!sidebar.sendButton()->isEnabled());

    sidebar.selectItem(document, {2});
    QVERIFY(!preview->resolved());
    const QString text = preview->errorLabel()->text();
    QVERIFY2(text.contains("a") && text.contains("b") && !text.contains("nowhere"), qPrintable(text));
}

void tst_CollectionsSidebar::secretsAreMaskedInThePreview()
{
    Collection c = sample();
    c.variables.append({"apiKey", QString(), true});
    c.items[0].items[0].request.headers = {{"X-Api-Key", "{{apiKey}}"}};
    const QString path = m_dir.filePath("secret-preview.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, c, &error));
    CollectionsSidebar sidebar;
    sidebar.secretStore()->setKeychainEnabled(false);
    sidebar.secretStore()->setSecret("apiKey", "sesame-4711");
    QVERIFY(sidebar.openCollection(path));
    sidebar.selectItem(sidebar.documents().constFirst(), {0, 0});
    RequestPreview *preview = sidebar.preview();
    QVERIFY(preview->resolved());
    QCOMPARE(headerValue(preview->resolved()->headers, "X-Api-Key"), QByteArray("sesame-4711"));
    QVERIFY2(preview->headersText()->toPlainText().contains("X-Api-Key: ***"),
             qPrintable(preview->headersText()->toPlainText()));
    QVERIFY(!preview->headersText()->toPlainText().contains("sesame"));
    QVERIFY(!read(path).contains("sesame"));
}

void tst_CollectionsSidebar::assertionsAsJson()
{
    Assertion outcome;
    outcome.expected = "result";
    const Assertion equals = AssertionsJson::equals("$.result.items[0]", R"({"b": 1.50, "a": [1]})");
    const QString text = AssertionsJson::toText({outcome, equals});
    QVERIFY2(text.contains(R"("b": 1.50)"), qPrintable(text));   // kept as received
    QString error;
    const auto back = AssertionsJson::fromText(text, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->size(), 2);
    QCOMPARE(back->at(1).path, QString("$.result.items[0]"));
    QCOMPARE(AssertionsJson::toText(*back), text);

    QVERIFY(!AssertionsJson::fromText("[\n  {\"assert\": \"outcome\", \"expected\": \"result\"},\n"
                                      "  {\"assert\": \"http-status\", \"expected\": \"200\"}\n]",
                                      &error));
    QVERIFY2(error.contains("Line 3") && error.contains("assertions[1].expected"), qPrintable(error));
    QVERIFY(!error.contains("items[0]"));
}

void tst_CollectionsSidebar::assertThisValue()
{
    const QString path = m_dir.filePath("assert.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();

    // Nothing selected that could take it: said in words.
    sidebar.selectItem(document, {0});
    QVERIFY(!sidebar.addEqualsAssertion("$.result", "5", QByteArray(), &error));
    QVERIFY(!error.isEmpty());

    // Sent from the sidebar: the assertion goes to the request it came from, whatever is selected.
    sidebar.selectItem(document, {0, 0});
    sidebar.sendButton()->click();
    const QByteArray sent = sidebar.preview()->resolved()->bytes;
    sidebar.selectItem(document, {2});
    QVERIFY2(sidebar.addEqualsAssertion("$.result", "5.0", sent, &error), qPrintable(error));
    const SavedRequest &request = document->collection().items[0].items[0].request;
    QCOMPARE(request.assertions.size(), 1);
    QCOMPARE(request.assertions[0].kind, Assertion::Kind::PathEquals);
    QCOMPARE(request.assertions[0].expected, QString("5.0"));
    QVERIFY(read(path).contains("\"expected\": 5.0"));
    QCOMPARE(document->namePath(sidebar.currentPath()), QString("maths/add"));

    // Copy as curl: the resolved request, runnable apart from masked secrets.
    sidebar.selectItem(document, {0, 0});
    QVERIFY(sidebar.copyCurlAction()->isEnabled());
    sidebar.copyCurlAction()->trigger();
    const QString curl = QGuiApplication::clipboard()->text();
    QVERIFY2(curl.startsWith("curl "), qPrintable(curl));
    QVERIFY2(curl.contains("math.add"), qPrintable(curl));

    // A value the recorder would redact is not written into the file as an expected value.
    for (const auto &[jsonPath, raw] : {std::pair<QString, QByteArray>{"$.result.token", "\"tok_SECRET_1\""},
                                        {"$.result.auth", "\"Bearer abcdef123\""}}) {
        error.clear();
        QVERIFY(!sidebar.addEqualsAssertion(jsonPath, raw, sent, &error));
        QVERIFY(error.contains(jsonPath));
    }
    QVERIFY(!read(path).contains("tok_SECRET_1"));
    QVERIFY(!read(path).contains("abcdef123"));
    QCOMPARE(document->collection().items[0].items[0].request.assertions.size(), 1);
}

void tst_CollectionsSidebar::detailsEditTheRequest()
{
    CollectionItem item = sample().items[0].items[0];
    RequestDetailsDialog dialog(item);
    QCOMPARE(dialog.messageEdit()->toPlainText(), QString(R"({"a": 2, "b": 3.0})"));
    dialog.methodEdit()->setText("math.subtract");
    dialog.messageEdit()->setPlainText(R"({"a": {{n}}, "b": 1.0})");   // not JSON until filled: kept as typed
    dialog.assertionsEdit()->setPlainText("[\n  {\"assert\": \"equals\", \"path\": \"$.result\"}\n]");
    dialog.show();
    if (qEnvironmentVariableIsSet("RPCSCOPE_SHOTS"))
        dialog.grab().save(qEnvironmentVariable("RPCSCOPE_SHOTS") + "/details.png");
    dialog.accept();
    QVERIFY(dialog.isVisible());   // refused: the assertion lacks "expected"
    QVERIFY2(dialog.errorLabel()->text().contains("Line 2"), qPrintable(dialog.errorLabel()->text()));
    dialog.assertionsEdit()->setPlainText(R"([{"assert": "equals", "path": "$.result", "expected": 1}])");
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.request().method, QString("math.subtract"));
    QCOMPARE(dialog.request().params, QString(R"({"a": {{n}}, "b": 1.0})"));
    QCOMPARE(dialog.request().assertions.size(), 1);

    // Saved through the document, the text survives the file as written.
    const QString path = m_dir.filePath("details.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();
    document->setRequest({0, 0}, dialog.request(), "edit");
    Collection onDisk;
    TestSupport::waitForWorkers();
    QCOMPARE(CollectionFile::read(path, &onDisk, &error), CollectionFile::Status::Ok);
    QCOMPARE(onDisk.items[0].items[0].request.params, QString(R"({"a": {{n}}, "b": 1.0})"));
    QCOMPARE(onDisk.items[0].items[0].request.method, QString("math.subtract"));
}

void tst_CollectionsSidebar::dropFromHistory()
{
    const QString path = m_dir.filePath("drop.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, sample(), &error));
    CollectionsSidebar sidebar;
    QVERIFY(sidebar.openCollection(path));
    CollectionDocument *document = sidebar.documents().constFirst();
    CollectionTreeModel *model = sidebar.model();

    std::unique_ptr<QMimeData> data(RequestMimeData::create(
        {"http://127.0.0.1:9/rpc", R"({"jsonrpc": "2.0", "id": 7, "method": "text.stats", "params": {"text": "Hi."}})", {}}));
    QVERIFY(model->canDropMimeData(data.get(), Qt::CopyAction, -1, 0, model->indexOf(document, {0})));
    model->dropMimeData(data.get(), Qt::CopyAction, -1, 0, model->indexOf(document, {0}));
    const CollectionItem &saved = document->collection().items[0].items[1];
    QCOMPARE(saved.name, QString("text.stats"));
    QCOMPARE(saved.request.method, QString("text.stats"));
    QCOMPARE(saved.request.params, QString(R"({"text": "Hi."})"));
    QCOMPARE(saved.request.id, QString("7"));
    QCOMPARE(saved.request.endpoint, QString("http://127.0.0.1:9/rpc"));
    QVERIFY(read(path).contains("text.stats"));

    // Credentials in a dropped request become secret variables: the file never holds them.
    data.reset(RequestMimeData::create({"http://127.0.0.1:9/rpc",
                                        R"({"jsonrpc": "2.0", "id": 8, "method": "auth.login", "params": )"
                                        R"({"username": "alice", "password": "hunter2-xyz"}})",
                                        {}}));
    model->dropMimeData(data.get(), Qt::CopyAction, -1, 0, model->indexOf(document, {0}));
    const CollectionItem &login = document->collection().items[0].items[2];
    QCOMPARE(login.request.params, QString(R"({"username": "alice", "password": "{{password}}"})"));
    QVERIFY(std::any_of(document->collection().variables.cbegin(), document->collection().variables.cend(),
                        [](const CollectionVariable &v) { return v.name == "password" && v.secret; }));
    QVERIFY(!read(path).contains("hunter2"));

    // Text dragged out of the composer: saved with the endpoint the window names.
    model->setEndpointSource([] { return QString("http://127.0.0.1:9/rpc"); });
    data = std::make_unique<QMimeData>();
    data->setText(R"({"jsonrpc": "2.0", "method": "log.write", "params": ["x"]})");
    QVERIFY(model->canDropMimeData(data.get(), Qt::CopyAction, 0, 0, model->indexOf(document, {})));
    model->dropMimeData(data.get(), Qt::CopyAction, 0, 0, model->indexOf(document, {}));
    QCOMPARE(document->collection().items[0].name, QString("log.write"));
    QCOMPARE(document->collection().items[0].request.kind, SavedRequest::Kind::Notification);
    QCOMPARE(document->collection().items[0].request.endpoint, QString("http://127.0.0.1:9/rpc"));
    data->setText("just words");
    QVERIFY(!model->canDropMimeData(data.get(), Qt::CopyAction, 0, 0, model->indexOf(document, {})));
    document->undoStack()->undo();

    // Through the view: a drop event on the folder "maths", as a drag from the history ends.
    sidebar.resize(360, 700);
    sidebar.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sidebar));
    const QModelIndex folderIndex = viewIndex(sidebar, document, {0});
    const QPoint on = sidebar.tree()->visualRect(folderIndex).center();
    std::unique_ptr<QMimeData> dragged(RequestMimeData::create(
        {"http://127.0.0.1:9/rpc", R"({"jsonrpc": "2.0", "id": 9, "method": "notes.list"})", {}}));
    QDragEnterEvent enter(on, Qt::CopyAction, dragged.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(sidebar.tree()->viewport(), &enter);
    QDragMoveEvent move(on, Qt::CopyAction, dragged.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(sidebar.tree()->viewport(), &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(on, Qt::CopyAction, dragged.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(sidebar.tree()->viewport(), &drop);
    QCOMPARE(document->collection().items[0].items.size(), size_t(4));
    QCOMPARE(document->collection().items[0].items[3].request.method, QString("notes.list"));
    QCOMPARE(document->namePath(sidebar.currentPath()), QString("maths/notes.list"));

    // The composer's current request, through the same mime data.
    sidebar.selectItem(document, {2});
    QVERIFY(sidebar.addRequest({"http://127.0.0.1:9/rpc", R"([{"jsonrpc": "2.0", "method": "a"}])", "a batch"}));
    QCOMPARE(document->collection().items[3].name, QString("a batch"));
    QCOMPARE(document->collection().items[3].request.kind, SavedRequest::Kind::Batch);
}

void tst_CollectionsSidebar::keychainFallsBackInWords()
{
    // The test machine may or may not run a Secret Service: either way the store answers.
    KeychainSecretStore store(QStringLiteral("RpcScope-test"));
    QSignalSpy loaded(&store, &KeychainSecretStore::loaded);
    store.load({"tst-collections-nothing-here"});
    QVERIFY(!loaded.isEmpty() || loaded.wait(15000));
    QVERIFY(!store.secret("tst-collections-nothing-here"));
    qInfo("%s", qPrintable(store.status()));
    if (!store.isKeychainAvailable())
        QVERIFY2(store.status().contains("No system keychain"), qPrintable(store.status()));
    store.setSecret("tst-collections-value", "v-123");
    QCOMPARE(store.secret("tst-collections-value"), std::optional<QString>("v-123"));
    store.removeSecret("tst-collections-value");
    QVERIFY(!store.secret("tst-collections-value"));

    // Off: the environment variable still answers.
    KeychainSecretStore off;
    off.setKeychainEnabled(false);
    qputenv("RPCSCOPE_SECRET_TST_TOKEN", "from-env");
    QCOMPARE(off.secret("tst.token"), std::optional<QString>("from-env"));
    QVERIFY(off.status().contains("RPCSCOPE_SECRET_"));
    qunsetenv("RPCSCOPE_SECRET_TST_TOKEN");
}

// An import of 5,000 requests: opening, an edit (saved at once) and its undo stay quick.
void tst_CollectionsSidebar::fiveThousandRequestsStayResponsive()
{
    Collection big;
    big.name = "big";
    for (int f = 0; f < 50; ++f) {
        CollectionItem folder;
        folder.type = CollectionItem::Type::Folder;
        folder.name = QString("folder %1").arg(f);
        for (int r = 0; r < 100; ++r) {
            CollectionItem item = sample().items[0].items[0];
            item.name = QString("request %1").arg(r);
            folder.items.push_back(item);
        }
        big.items.push_back(folder);
    }
    const QString path = m_dir.filePath("big.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, big, &error));
    CollectionsSidebar sidebar;
    sidebar.resize(360, 700);
    sidebar.show();
    QElapsedTimer clock;
    clock.start();
    QVERIFY(sidebar.openCollection(path));
    const qint64 openMs = clock.restart();
    CollectionDocument *document = sidebar.documents().constFirst();
    sidebar.selectItem(document, {49, 99});
    document->rename({49, 99}, "the last one");
    const qint64 renameMs = clock.restart();
    document->undoStack()->undo();
    const qint64 undoMs = clock.elapsed();
    qInfo("5,000 requests: open %lld ms, rename and save %lld ms, undo %lld ms", openMs, renameMs, undoMs);
    QVERIFY(read(path).contains("request 99"));
    QVERIFY(!read(path).contains("the last one"));
    QVERIFY2(renameMs < 1000 && undoMs < 1000, "an edit of a big collection took over a second");
}

QTEST_MAIN(tst_CollectionsSidebar)
#include "tst_collectionssidebar.moc"
