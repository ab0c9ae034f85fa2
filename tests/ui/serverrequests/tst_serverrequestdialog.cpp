// ServerRequestDialog: a server's request answered (a result or an error, once or as a rule),
// refused, or refused by the clock.
#include "ui/serverrequests/serverrequestdialog.h"

#include <QCheckBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
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

class tst_ServerRequestDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<ServerAnswer>(); }
    void suggestedAnswers();
    void anyValueAnswersOtherProtocols();
    void rememberedResultBecomesARule();
    void errorAnswerIsSentAsTyped();
    void invalidAnswerIsNotSent();
    void escapeRefuses();
    void nobodyAnsweringRefusesInTime();
};

void tst_ServerRequestDialog::suggestedAnswers()
{
    const QByteArray roots = ServerRequestDialog::suggestedAnswer(request(u"roots/list"_qs));
    QVERIFY2(roots.contains("\"uri\": \"file:///"), roots.constData());
    const QByteArray sampling = ServerRequestDialog::suggestedAnswer(request(u"sampling/createMessage"_qs));
    QVERIFY(sampling.contains("\"role\": \"assistant\"") && sampling.contains("\"model\""));
    ServerRequestDialog other(request(u"sampling/createMessage"_qs), 0);
    QVERIFY(!other.form());
    // A language server's settings: one null per item asked; anything else: null.
    const QByteArray configuration = ServerRequestDialog::suggestedAnswer(
        request(u"workspace/configuration"_qs, R"({"items":[{"section":"python"},{"section":"python.analysis"}]})"));
    QCOMPARE(QByteArray(configuration).replace(' ', "").replace('\n', ""), QByteArray("[null,null]"));
    QCOMPARE(ServerRequestDialog::suggestedAnswer(request(u"window/showDocument"_qs)), QByteArray("null"));
}

void tst_ServerRequestDialog::anyValueAnswersOtherProtocols()
{
    // LSP's answers are arrays, nulls, strings: only MCP's results must be objects.
    ServerRequestDialog dialog(request(u"workspace/configuration"_qs, R"({"items":[{}]})"), 0);
    dialog.show();
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
    dialog.answerEdit()->setPlainText(u"[{\"strict\": true}]"_qs);
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QCOMPARE(answered.size(), 1);
    const auto answer = answered.first().first().value<ServerAnswer>();
    QCOMPARE(answer.resultJson, QByteArray(R"([{"strict":true}])"));
    QCOMPARE(answered.first().at(1).toBool(), false);
}

void tst_ServerRequestDialog::rememberedResultBecomesARule()
{
    ServerRequestDialog dialog(request(u"custom/ask"_qs), 0);
    dialog.show();
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
    dialog.answerEdit()->setPlainText(u"\"yes\""_qs);
    QTest::mouseClick(dialog.rememberBox(), Qt::LeftButton, {}, QPoint(5, 5));
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QCOMPARE(answered.size(), 1);
    QCOMPARE(answered.first().first().value<ServerAnswer>().resultJson, QByteArray("\"yes\""));
    QCOMPARE(answered.first().at(1).toBool(), true);
}

void tst_ServerRequestDialog::errorAnswerIsSentAsTyped()
{
    ServerRequestDialog dialog(request(u"custom/ask"_qs), 0);
    dialog.show();
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
    dialog.answerEdit()->setPlainText(u"{\"x\": 1}"_qs);
    QTest::mouseClick(dialog.errorChoice(), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(dialog.errorChoice()->isChecked());
    QVERIFY(!dialog.rememberBox()->isEnabled());   // a rule answers with a result
    // The error starts as the refusal; a code that is no integer is not sent.
    QVERIFY2(dialog.answerEdit()->toPlainText().contains(u"-32601"), qPrintable(dialog.answerEdit()->toPlainText()));
    dialog.answerEdit()->setPlainText(u"{\"code\": \"x\", \"message\": \"no\"}"_qs);
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QVERIFY(answered.isEmpty());
    dialog.answerEdit()->setPlainText(u"{\"code\": -32800, \"message\": \"Request cancelled\", \"data\": [1.50]}"_qs);
    // Switching back and forth keeps each text.
    QTest::mouseClick(dialog.resultChoice(), Qt::LeftButton, {}, QPoint(5, 5));
    QCOMPARE(dialog.answerEdit()->toPlainText().simplified(), u"{ \"x\": 1 }"_qs);
    QTest::mouseClick(dialog.errorChoice(), Qt::LeftButton, {}, QPoint(5, 5));
    QTest::mouseClick(dialog.answerButton(), Qt::LeftButton);
    QCOMPARE(answered.size(), 1);
    const auto answer = answered.first().first().value<ServerAnswer>();
    QVERIFY(answer.isError);
    QCOMPARE(answer.code, -32800);
    QCOMPARE(answer.message, u"Request cancelled"_qs);
    QCOMPARE(answer.dataJson, QByteArray("[1.50]"));
    QCOMPARE(answer.responseTo(RequestId::number(4)),
             QByteArray(R"({"jsonrpc":"2.0","id":4,"error":{"code":-32800,"message":"Request cancelled","data":[1.50]}})"));
}

void tst_ServerRequestDialog::invalidAnswerIsNotSent()
{
    ServerRequestDialog dialog(request(u"sampling/createMessage"_qs), 0);
    dialog.show();
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
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

void tst_ServerRequestDialog::escapeRefuses()
{
    ServerRequestDialog dialog(request(u"elicitation/create"_qs,
                                    R"({"message":"Name?","requestedSchema":{"type":"object","properties":{"name":{"type":"string"}}}})"),
                            0);
    dialog.show();
    QVERIFY(dialog.form());
    QVERIFY(dialog.declineButton());
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QCOMPARE(answered.size(), 1);
    const auto answer = answered.first().first().value<ServerAnswer>();
    QVERIFY(answer.isError);
    QCOMPARE(answer.code, -1);
}

void tst_ServerRequestDialog::nobodyAnsweringRefusesInTime()
{
    ServerRequestDialog dialog(request(u"roots/list"_qs), 300);
    dialog.show();
    QSignalSpy answered(&dialog, &ServerRequestDialog::answered);
    QVERIFY(answered.wait(3000));
    QCOMPARE(answered.size(), 1);
    QVERIFY(answered.first().first().value<ServerAnswer>().isError);
    QVERIFY(!dialog.isVisible());
    QTest::qWait(400);
    QCOMPARE(answered.size(), 1);   // exactly once
}

QTEST_MAIN(tst_ServerRequestDialog)
#include "tst_serverrequestdialog.moc"
