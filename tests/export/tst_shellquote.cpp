#include "lib/export/shellquote.h"

#include "export/shellrun.h"

#include <QStandardPaths>
#include <QTest>

using RpcScope::ShellQuote;

class tst_ShellQuote final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void quote_data();
    void quote();
    void quotedWordRoundTripsThroughShell_data();
    void quotedWordRoundTripsThroughShell();
    void plainText_data();
    void plainText();
    void printfFormatWritesExactBytes_data();
    void printfFormatWritesExactBytes();
};

void tst_ShellQuote::quote_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("expected");
    QTest::newRow("bare") << "math.add" << "math.add";
    QTest::newRow("url") << "http://127.0.0.1:80/rpc" << "http://127.0.0.1:80/rpc";
    QTest::newRow("empty") << "" << "''";
    QTest::newRow("space") << "a b" << "'a b'";
    QTest::newRow("dollar") << "$HOME" << "'$HOME'";
    QTest::newRow("quote") << "it's" << "'it'\\''s'";
    QTest::newRow("unicode is quoted") << "grüße" << "'grüße'";
}

void tst_ShellQuote::quote()
{
    QFETCH(QString, word);
    QFETCH(QString, expected);
    QCOMPARE(ShellQuote::quote(word), expected);
}

void tst_ShellQuote::quotedWordRoundTripsThroughShell_data()
{
    QTest::addColumn<QString>("word");
    QTest::newRow("quotes") << R"(it's "quoted" ''' \ \\ end)";
    QTest::newRow("expansions") << "$HOME `id` $(id) * ~ ! ${x}";
    QTest::newRow("newlines") << "line 1\nline 2\n\nline 4\n";
    QTest::newRow("unicode") << "grüße 日本語 🎉 \u00a0";
    QTest::newRow("operators") << "a | b ; c && d > e < f & g #h";
}

void tst_ShellQuote::quotedWordRoundTripsThroughShell()
{
    QFETCH(QString, word);
    int exitCode = -1;
    const QByteArray out = runShell(QStringLiteral("printf '%s' ") + ShellQuote::quote(word), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(QString::fromUtf8(out), word);
}

void tst_ShellQuote::plainText_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("plain");
    QTest::newRow("json") << QByteArray(R"({"a":"b"})") << true;
    QTest::newRow("tab and newline") << QByteArray("a\tb\nc") << true;
    QTest::newRow("utf-8") << QByteArray("gr\xc3\xbc\xc3\x9f" "e") << true;
    QTest::newRow("nul") << QByteArray("a\0b", 3) << false;
    QTest::newRow("carriage return") << QByteArray("a\r\nb") << false;
    QTest::newRow("escape") << QByteArray("\x1b[31m") << false;
    QTest::newRow("invalid utf-8") << QByteArray("\xff\xfe") << false;
    QTest::newRow("truncated utf-8") << QByteArray("a\xc3") << false;
}

void tst_ShellQuote::plainText()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, plain);
    QCOMPARE(ShellQuote::isPlainText(bytes), plain);
}

void tst_ShellQuote::printfFormatWritesExactBytes_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("nul and quotes") << QByteArray("{\"a\":\"x\0y\",'%s'}\\n", 19);
    QTest::newRow("every byte") << [] {
        QByteArray all;
        for (int i = 0; i < 256; ++i)
            all.append(char(i));
        return all;
    }();
    QTest::newRow("percent and backslash") << QByteArray("100% \\ \\\\ %d %%");
    QTest::newRow("empty") << QByteArray();
}

void tst_ShellQuote::printfFormatWritesExactBytes()
{
    QFETCH(QByteArray, bytes);
    int exitCode = -1;
    const QByteArray out = runShell(QStringLiteral("printf ") + ShellQuote::printfFormat(bytes), &exitCode);
    QCOMPARE(exitCode, 0);
    QCOMPARE(out, bytes);
}

QTEST_GUILESS_MAIN(tst_ShellQuote)
#include "tst_shellquote.moc"
