// McpRequestDialog: a server's request answered, refused, or refused by the clock.
#include "ui/mcp/mcprequestdialog.h"

#include <QCheckBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace RpcScope;

Q_DECLARE_METATYPE(RpcScope::ServerAnswer)

namespace {
ServerRequest request(const QString &method, const QByteArray &params = {})
{
    ServerRequest r;
    r.method = method;
    r.id = RequestId::number(4);
    r.paramsText = params;
    return r;
}
} // namespace

class tst_McpRequestDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ServerAnswer>(); }
    void suggestedAnswers();
    void invalidAnswerIsNotSent();
    void escapeRefuses();
    void nobodyAnsweringRefusesInTime();
};

void tst_McpRequestDialog::suggestedAnswers()
{
    const QByteArray roots = McpRequestDialog::suggestedAnswer(request(u"roots/list"_qs));
    QVERIFY2(roots.contains("\"uri\": \"file:///"), roots.constData());
    const QByteArray sampling = McpRequestDialog::suggestedAnswer(request(u"sampling/createMessage"_qs));
    QVERIFY(sampling.contains("\"role\": \"assistant\"") && sampling.contains("\"model\""));
    McpRequestDialog dialog(request(u"roots/list"_qs), 0);
    QVERIFY(dialog.rememberBox());   // only roots/list can be answered once for the run
    McpRequestDialog other(request(u"sampling/createMessage"_qs), 0);
    QVERIFY(!other.rememberBox());
    QVERIFY(!other.form());
}

void tst_McpRequestDialog::invalidAnswerIsNotSent()
{
    McpRequestDialog dialog(request(u"sampling/createMessage"_qs), 0);
    dialog.show();
    QSignalSpy answered(&dialog, &McpRequestDialog::answered);
    dialog.answerEdit()->setPlainText(u"{\"role\": "_qs);
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QVERIFY(answered.isEmpty());
    QVERIFY(dialog.isVisible());
    dialog.answerEdit()->setPlainText(u"{\"role\": \"assistant\", \"n\": 1.50}"_qs);
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QCOMPARE(answered.size(), 1);
    const auto answer = answered.first().first().value<ServerAnswer>();
    QVERIFY(!answer.isError);
    QCOMPARE(answer.resultJson, QByteArray(R"({"role":"assistant","n":1.50})"));   // as typed, on one line
    QVERIFY(!dialog.isVisible());
}

void tst_McpRequestDialog::escapeRefuses()
{
    McpRequestDialog dialog(request(u"elicitation/create"_qs,
                                    R"({"message":"Name?","requestedSchema":{"type":"object","properties":{"name":{"type":"string"}}}})"),
                            0);
    dialog.show();
    QVERIFY(dialog.form());
    QVERIFY(dialog.declineButton());
    QSignalSpy answered(&dialog, &McpRequestDialog::answered);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(answered.size(), 1);
    const auto answer = answered.first().first().value<ServerAnswer>();
    QVERIFY(answer.isError);
    QCOMPARE(answer.code, -1);
}

void tst_McpRequestDialog::nobodyAnsweringRefusesInTime()
{
    McpRequestDialog dialog(request(u"roots/list"_qs), 300);
    dialog.show();
    QSignalSpy answered(&dialog, &McpRequestDialog::answered);
    QVERIFY(answered.wait(3000));
    QCOMPARE(answered.size(), 1);
    QVERIFY(answered.first().first().value<ServerAnswer>().isError);
    QVERIFY(!dialog.isVisible());
    QTest::qWait(400);
    QCOMPARE(answered.size(), 1);   // exactly once
}

QTEST_MAIN(tst_McpRequestDialog)
#include "tst_mcprequestdialog.moc"
