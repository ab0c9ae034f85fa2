// CollectionDocument's saves: written on a worker thread, in order, the newest of quick
// changes last on disk; a document destroyed right after a change still writes it; a failed
// save says why and the content stays in memory until a later save works.

#include "ui/collections/collectiondocument.h"

#include "lib/collection/collectionfile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThreadPool>
#include <QUndoStack>

#include <memory>

using namespace RpcScope;

namespace {

/// A collection of \a count requests in one folder (a big file takes a while to write).
Collection manyRequests(int count)
{
    Collection collection;
    collection.name = QStringLiteral("many");
    CollectionItem folder;
    folder.type = CollectionItem::Type::Folder;
    folder.name = QStringLiteral("all");
    for (int i = 0; i < count; ++i) {
        CollectionItem request;
        request.name = QStringLiteral("request %1").arg(i);
        request.request.endpoint = QStringLiteral("{{baseUrl}}");
        request.request.method = QStringLiteral("math.add");
        request.request.params = QStringLiteral(R"({"a": %1, "b": 2})").arg(i);
        folder.items.push_back(request);
    }
    collection.items.push_back(folder);
    return collection;
}

Collection onDisk(const QString &path)
{
    Collection collection;
    QString error;
    if (CollectionFile::read(path, &collection, &error) != CollectionFile::Status::Ok)
        qWarning("%s", qPrintable(error));
    return collection;
}

} // namespace

class tst_CollectionDocument : public QObject
{
    Q_OBJECT

private slots:
    void quickChangesEndWithTheNewestOnDisk();
    void changeAfterAnUnhandledSaveEndIsWrittenLast();
    void destroyedRightAfterAChangeStillWritesIt();
    void failedSaveIsSaidAndKept();

private:
    QTemporaryDir m_dir;
};

void tst_CollectionDocument::quickChangesEndWithTheNewestOnDisk()
{
    const QString path = m_dir.filePath(QStringLiteral("many.collection.json"));
    QString error;
    QVERIFY2(CollectionFile::write(path, manyRequests(5000), &error), qPrintable(error));
    std::unique_ptr<CollectionDocument> document(CollectionDocument::open(path, &error));
    QVERIFY2(document, qPrintable(error));
    QSignalSpy saved(document.get(), &CollectionDocument::saved);
    QSignalSpy failed(document.get(), &CollectionDocument::saveFailed);

    // Three renames at once: each returns before its file is written.
    QElapsedTimer clock;
    clock.start();
    document->rename({0, 0}, QStringLiteral("first"));
    QVERIFY(document->isSaving());
    document->rename({0, 1}, QStringLiteral("second"));
    document->rename({0, 2}, QStringLiteral("third"));
    qInfo("three changes of a 5,000-request collection took %lld ms on the GUI thread", clock.elapsed());
    QTRY_VERIFY_WITH_TIMEOUT(!document->isSaving(), 10000);
    QVERIFY(failed.isEmpty());
    // The first was written at once, the other two waited and only the newest was written.
    QCOMPARE(saved.size(), 1);
    const Collection written = onDisk(path);
    QCOMPARE(written.items.at(0).items.at(0).name, QStringLiteral("first"));
    QCOMPARE(written.items.at(0).items.at(1).name, QStringLiteral("second"));
    QCOMPARE(written.items.at(0).items.at(2).name, QStringLiteral("third"));

    // Undo is a change like any other: written too.
    document->undoStack()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 2, 10000);
    QCOMPARE(onDisk(path).items.at(0).items.at(2).name, QStringLiteral("request 2"));
}

void tst_CollectionDocument::changeAfterAnUnhandledSaveEndIsWrittenLast()
{
    // A save ends on its worker while the GUI thread is busy (its end not handled yet), with
    // a newer content waiting; a change made then must still be what ends on disk.
    const QString path = m_dir.filePath(QStringLiteral("busy.collection.json"));
    QString error;
    QVERIFY(CollectionFile::write(path, manyRequests(3000), &error));
    std::unique_ptr<CollectionDocument> document(CollectionDocument::open(path, &error));
    QVERIFY(document);
    document->rename({0, 0}, QStringLiteral("a"));
    document->rename({0, 0}, QStringLiteral("b"));   // waits behind the first
    QThreadPool::globalInstance()->waitForDone();     // the first is written; nobody was told
    document->rename({0, 0}, QStringLiteral("c"));
    QTRY_VERIFY_WITH_TIMEOUT(!document->isSaving(), 10000);
    QCOMPARE(onDisk(path).items.at(0).items.at(0).name, QStringLiteral("c"));
}

void tst_CollectionDocument::destroyedRightAfterAChangeStillWritesIt()
{
    const QString path = m_dir.filePath(QStringLiteral("closing.collection.json"));
    QString error;
    QVERIFY(CollectionFile::write(path, manyRequests(2000), &error));
    auto *document = CollectionDocument::open(path, &error);
    QVERIFY(document);
    document->rename({0, 0}, QStringLiteral("one"));
    document->rename({0, 1}, QStringLiteral("two"));   // waits behind the first
    delete document;                                  // the window closes
    const Collection written = onDisk(path);
    QCOMPARE(written.items.at(0).items.at(0).name, QStringLiteral("one"));
    QCOMPARE(written.items.at(0).items.at(1).name, QStringLiteral("two"));
}

void tst_CollectionDocument::failedSaveIsSaidAndKept()
{
    // The file's folder goes away after it was opened (a USB stick pulled): no save can work.
    const QString folder = m_dir.filePath(QStringLiteral("gone"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = folder + QStringLiteral("/c.collection.json");
    QString error;
    QVERIFY(CollectionFile::write(path, manyRequests(3), &error));
    std::unique_ptr<CollectionDocument> document(CollectionDocument::open(path, &error));
    QVERIFY(document);
    QVERIFY(QDir(folder).removeRecursively());
    QSignalSpy failed(document.get(), &CollectionDocument::saveFailed);
    QSignalSpy saved(document.get(), &CollectionDocument::saved);
    document->rename({0, 0}, QStringLiteral("kept in memory"));
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10000);
    QVERIFY(!document->saveError().isEmpty());
    QVERIFY(saved.isEmpty());
    QCOMPARE(document->collection().items.at(0).items.at(0).name, QStringLiteral("kept in memory"));
    // The folder is back: the next change writes everything, the earlier change included.
    QVERIFY(QDir().mkpath(folder));
    document->rename({0, 1}, QStringLiteral("now saved"));
    QTRY_COMPARE_WITH_TIMEOUT(saved.size(), 1, 10000);
    QVERIFY(document->saveError().isEmpty());
    const Collection written = onDisk(path);
    QCOMPARE(written.items.at(0).items.at(0).name, QStringLiteral("kept in memory"));
    QCOMPARE(written.items.at(0).items.at(1).name, QStringLiteral("now saved"));
}

QTEST_MAIN(tst_CollectionDocument)
#include "tst_collectiondocument.moc"
