#include "ui/inspector/rawtextview.h"

#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using RpcScope::RawTextIndex;
using RpcScope::RawTextSearch;
using RpcScope::RawTextView;

namespace {

// A pretty-printed JSON-RPC result of \a records objects: several MB, many lines.
QByteArray prettyBody(int records)
{
    QByteArray body = "{\n  \"jsonrpc\": \"2.0\",\n  \"id\": 1,\n  \"result\": [\n";
    for (int i = 0; i < records; ++i) {
        body += "    {\"index\": " + QByteArray::number(i) + ", \"name\": \"record-" + QByteArray::number(i)
                + "\", \"tags\": [\"alpha\", \"beta\"], \"value\": " + QByteArray::number(i * 1.5, 'f', 1) + "}";
        body += i + 1 < records ? ",\n" : "\n";
    }
    body += "  ]\n}\n";
    return body;
}

qint64 nthOffset(const QByteArray &haystack, const QByteArray &needle, int n)
{
    qint64 at = -1;
    for (int i = 0; i <= n; ++i) {
        at = haystack.indexOf(needle, at < 0 ? 0 : at + needle.size());
        if (at < 0)
            return -1;
    }
    return at;
}

} // namespace

class tst_RawTextView final : public QObject
{
    Q_OBJECT

private slots:
    void indexSplitsLinesAndLongLines();
    void searchFindsAllAcrossSlices();
    void multiMegabyteBody();
    void searchBarFindsTheNthMatch();
    void keyboardSelectionAndCopy();
    void mouseSelection();
    void copyIsCapped();
    void singleHugeLineScrolls();
    void goToLine();
    void invalidUtf8IsShownButNotChanged();
    void wrapFollowsTheWidth();

private:
    void showView(RawTextView &view)
    {
        view.resize(800, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
    }
    void waitIndexed(RawTextView &view)
    {
        if (view.isIndexing()) {
            QSignalSpy spy(&view, &RawTextView::indexed);
            QVERIFY(spy.wait(20000));
        }
        QVERIFY(!view.index().isEmpty());
    }
};

void tst_RawTextView::indexSplitsLinesAndLongLines()
{
    const QByteArray body = "ab\r\ncd\n" + QByteArray(RawTextIndex::kChunkBytes * 2 + 10, 'x') + "\nlast";
    const RawTextIndex index = RawTextIndex::build(body);
    QCOMPARE(index.lineCount(), 4);
    QCOMPARE(index.displayLineCount(), 6);   // ab, cd, 3 chunks, last
    QCOMPARE(index.displayEnd(0) - index.displayStart(0), 2);   // "\r\n" is not shown
    QVERIFY(index.startsLine(2));
    QVERIFY(!index.startsLine(3));
    QCOMPARE(index.lineOf(4), 2);
    QCOMPARE(index.firstDisplayLineOf(3), 5);
    QCOMPARE(index.displayLineAt(body.size()), 5);
    QCOMPARE(RawTextIndex::build("a\n").lineCount(), 1);   // no empty line after the last break
    QCOMPARE(RawTextIndex::build({}).displayLineCount(), 1);

    // A chunk never ends inside a UTF-8 sequence: "é" is two bytes.
    const QByteArray accents = QByteArray(RawTextIndex::kChunkBytes - 1, 'a') + "\xc3\xa9tail";
    const RawTextIndex utf8 = RawTextIndex::build(accents);
    QCOMPARE(utf8.displayStart(1), RawTextIndex::kChunkBytes - 1);
}

void tst_RawTextView::searchFindsAllAcrossSlices()
{
    // Matches around the 4 MB slice seams are found once each.
    QByteArray body(9 * 1024 * 1024, '.');
    const QList<qint64> places = {0, 4 * 1024 * 1024 - 2, 4 * 1024 * 1024 + 5, 8 * 1024 * 1024 + 3, body.size() - 6};
    for (qint64 at : places)
        body.replace(at, 6, "Needle");
    const RawTextSearch exact = RawTextSearch::run(body, "Needle", true);
    QCOMPARE(exact.offsets.size(), size_t(places.size()));
    for (int i = 0; i < places.size(); ++i)
        QCOMPARE(exact.offsets[size_t(i)], places.at(i));
    QCOMPARE(RawTextSearch::run(body, "needle", true).offsets.size(), size_t(0));
    QCOMPARE(RawTextSearch::run(body, "nEEDLE", false).offsets.size(), size_t(places.size()));
    std::atomic_bool cancel(true);
    QVERIFY(RawTextSearch::run(body, "Needle", true, &cancel).cancelled);
}

void tst_RawTextView::multiMegabyteBody()
{
    const QByteArray body = prettyBody(60000);
    QVERIFY(body.size() > 4 * 1024 * 1024);
    RawTextView view;
    showView(view);
    view.setBytes(body);
    QVERIFY(view.isIndexing());   // big bodies are indexed off the GUI thread
    waitIndexed(view);
    QCOMPARE(view.index().lineCount(), qsizetype(body.count('\n')));
    QCOMPARE(view.bytes().constData(), body.constData());   // shared, never copied

    // Page Down scrolls by a page, Ctrl+End to the end.
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_PageDown);
    QVERIFY(view.topDisplayLine() > 10);
    QTest::keyClick(&view, Qt::Key_End, Qt::ControlModifier);
    QCOMPARE(view.cursorOffset(), qint64(body.size()));
    QVERIFY(view.topDisplayLine() > view.index().displayLineCount() - 100);
    QTest::keyClick(&view, Qt::Key_Home, Qt::ControlModifier);
    QCOMPARE(view.topDisplayLine(), 0);
}

void tst_RawTextView::searchBarFindsTheNthMatch()
{
    const QByteArray body = prettyBody(60000);
    RawTextView view;
    showView(view);
    view.setBytes(body);
    waitIndexed(view);
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_F, Qt::ControlModifier);
    QLineEdit *field = view.searchField();
    QVERIFY(field->isVisible());
    QVERIFY(field->hasFocus());

    QSignalSpy finished(&view, &RawTextView::searchFinished);
    QTest::keyClicks(field, "RECORD-4");   // case-insensitive by default
    QVERIFY(finished.wait(20000));
    const int expected = int(body.count("record-4"));
    QCOMPARE(view.matchCount(), expected);   // record-4, record-40.., record-4xxxx
    QCOMPARE(view.currentMatch(), 0);
    QCOMPARE(view.matchOffset(0), nthOffset(body, "record-4", 0));
    QVERIFY(view.findChild<QLabel *>(u"rawMatchCount"_s)->text().contains(QLocale().toString(expected)));

    // Enter goes to the next match, Shift+Enter back; the view follows.
    for (int i = 0; i < 1200; ++i)
        QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(view.currentMatch(), 1200);
    const qint64 at = nthOffset(body, "record-4", 1200);
    QCOMPARE(view.matchOffset(1200), at);
    QCOMPARE(view.selectionStart(), at);
    QCOMPARE(view.selectionEnd(), at + 8);
    const qsizetype line = view.index().displayLineAt(at);
    QVERIFY(line >= view.topDisplayLine());
    QVERIFY(line < view.topDisplayLine() + 40);
    QTest::keyClick(field, Qt::Key_Return, Qt::ShiftModifier);
    QCOMPARE(view.currentMatch(), 1199);
    // A search of a big body runs in the background and ends in searchFinished().
    finished.clear();
    view.search(u"\"jsonrpc\""_s);
    QVERIFY(view.isSearching());
    QVERIFY(finished.wait(20000));
    QCOMPARE(view.matchCount(), 1);
    QCOMPARE(view.matchOffset(0), qint64(body.indexOf("\"jsonrpc\"")));
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(!field->isVisible());
}

void tst_RawTextView::keyboardSelectionAndCopy()
{
    const QByteArray body = prettyBody(200);   // small: indexed at once
    RawTextView view;
    showView(view);
    view.setBytes(body);
    QVERIFY(!view.isIndexing());
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Down);
    QTest::keyClick(&view, Qt::Key_Home);
    QTest::keyClick(&view, Qt::Key_End, Qt::ShiftModifier);
    QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), u"  \"id\": 1,"_s);
    QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier);   // over the line break
    QCOMPARE(view.selectedText(), u"  \"id\": 1,\n"_s);
    QTest::keyClick(&view, Qt::Key_A, Qt::ControlModifier);
    QCOMPARE(view.selectedText(), QString::fromUtf8(body));
}

void tst_RawTextView::mouseSelection()
{
    RawTextView view;
    showView(view);
    view.setBytes("{\"alpha\": 12345, \"beta\": true}\nsecond line\n");
    const int lineHeight = view.viewport()->fontMetrics().height();
    const int charWidth = view.viewport()->fontMetrics().horizontalAdvance(QLatin1Char('m'));
    // Where column 10 of line 1 is: past the line-number gutter.
    int gutter = 0;
    for (int x = 0; x < 200 && gutter == 0; ++x) {
        QTest::mouseClick(view.viewport(), Qt::LeftButton, {}, QPoint(x, lineHeight / 2));
        if (view.cursorOffset() == 1)
            gutter = x - charWidth / 2;
    }
    QVERIFY(gutter > 0);
    QTest::mouseDClick(view.viewport(), Qt::LeftButton, {}, QPoint(gutter + 11 * charWidth + 2, lineHeight / 2));
    QCOMPARE(view.selectedText(), u"12345"_s);
    QTest::mousePress(view.viewport(), Qt::LeftButton, {}, QPoint(gutter + 2, lineHeight + lineHeight / 2));
    QTest::mouseMove(view.viewport(), QPoint(gutter + 6 * charWidth + 2, lineHeight + lineHeight / 2));
    QTest::mouseRelease(view.viewport(), Qt::LeftButton, {}, QPoint(gutter + 6 * charWidth + 2, lineHeight + lineHeight / 2));
    QCOMPARE(view.selectedText(), u"second"_s);
}

void tst_RawTextView::copyIsCapped()
{
    const QByteArray body(RawTextView::kCopyLimit + 4096, 'z');
    RawTextView view;
    showView(view);
    view.setBytes(body);
    waitIndexed(view);
    view.setFocus();
    QVERIFY(view.notice().isEmpty());
    QTest::keyClick(&view, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(&view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text().size(), RawTextView::kCopyLimit);
    QVERIFY2(view.notice().contains(u"Save Response Body"_s), qPrintable(view.notice()));
    QVERIFY(view.findChild<QLabel *>(u"rawNotice"_s)->isVisible());
}

void tst_RawTextView::singleHugeLineScrolls()
{
    // 12 MB on one line: cut into display lines, so it scrolls like any other body.
    QByteArray body = "{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":[";
    while (body.size() < 12 * 1024 * 1024)
        body += "{\"k\":\"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv\",\"n\":12345},";
    body += "{\"end\":true}]}";
    RawTextView view;
    showView(view);
    view.setBytes(body);
    waitIndexed(view);
    QCOMPARE(view.index().lineCount(), 1);
    QVERIFY(view.index().displayLineCount() >= body.size() / RawTextIndex::kChunkBytes);
    QSignalSpy finished(&view, &RawTextView::searchFinished);
    view.search(u"\"end\""_s, true);
    QVERIFY(finished.count() == 1 || finished.wait(20000));
    QCOMPARE(view.matchCount(), 1);
    QCOMPARE(view.matchOffset(0), body.indexOf("\"end\""));
    QVERIFY(view.topDisplayLine() > view.index().displayLineCount() - 50);
    view.grab();   // paints the visible part of the long line without trouble
}

void tst_RawTextView::goToLine()
{
    const QByteArray body = prettyBody(3000);
    RawTextView view;
    showView(view);
    view.setBytes(body);
    waitIndexed(view);
    QVERIFY(view.goToLine(1500));
    QCOMPARE(view.cursorOffset(), nthOffset(body, "\n", 1498) + 1);
    QVERIFY(view.topDisplayLine() <= 1499 && view.topDisplayLine() + 40 > 1499);

    // Ctrl+G asks for the line.
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_G, Qt::ControlModifier);
    auto *dialog = view.findChild<QInputDialog *>(u"goToLineDialog"_s);
    QVERIFY(dialog);
    dialog->setIntValue(4);
    dialog->accept();
    QCOMPARE(view.cursorOffset(), nthOffset(body, "\n", 2) + 1);
    QCOMPARE(view.topDisplayLine(), 0);
}

void tst_RawTextView::invalidUtf8IsShownButNotChanged()
{
    const QByteArray body = "{\"a\": \"x\xff\xfey\", \"b\": \"\xc3\xa9\"}";
    RawTextView view;
    showView(view);
    view.setBytes(body);
    view.selectAll();
    const QString text = view.selectedText();
    QVERIFY(text.contains(QChar(0xFFFD)));
    QVERIFY(text.contains(QChar(0xE9)));
    QCOMPARE(view.bytes(), body);
    // Moving right steps over a whole character: "é" is two bytes, one step.
    view.moveCursorTo(body.indexOf('\xc3'));
    view.setFocus();
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.cursorOffset(), body.indexOf('\xc3') + 2);
    view.grab();
}

// Wrapped, a long line is cut at the view's width (not every 512 bytes), again when the width
// changes, and the bytes stay as they were.
void tst_RawTextView::wrapFollowsTheWidth()
{
    RawTextView view;
    showView(view);
    const QByteArray line(3000, 'x');
    view.setBytes(line);
    waitIndexed(view);
    QCOMPARE(view.index().displayLineCount(), qsizetype((3000 + RawTextIndex::kChunkBytes - 1) / RawTextIndex::kChunkBytes));
    QSignalSpy changed(&view, &RawTextView::wrapChanged);
    view.setWrap(true);
    QCOMPARE(changed.size(), 1);
    waitIndexed(view);
    const int charWidth = view.viewport()->fontMetrics().horizontalAdvance(QLatin1Char('m'));
    const qsizetype columns = view.index().longestDisplayLine();
    QVERIFY2(columns * charWidth <= view.viewport()->width(), qPrintable(QString::number(columns)));
    QVERIFY(columns < RawTextIndex::kChunkBytes);
    const qsizetype lines = view.index().displayLineCount();
    QVERIFY(lines > 3000 / RawTextIndex::kChunkBytes + 1);
    view.resize(400, 600);
    QTRY_VERIFY_WITH_TIMEOUT(view.index().displayLineCount() > lines, 2000);   // narrower: more lines
    QCOMPARE(view.bytes(), line);
}

QTEST_MAIN(tst_RawTextView)
#include "tst_rawtextview.moc"
