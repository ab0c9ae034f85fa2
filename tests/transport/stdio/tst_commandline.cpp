#include "lib/transport/stdio/commandline.h"

#include <QStandardPaths>
#include <QTest>

using namespace RpcScope;

class tst_CommandLine final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void split_data();
    void split();
    void unterminated_data();
    void unterminated();
    void joinSplitsBack_data();
    void joinSplitsBack();
    void quote_data();
    void quote();
};

void tst_CommandLine::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_CommandLine::split_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QStringList>("words");

    const auto row = [](const char *name, const QString &line, const QStringList &words) {
        QTest::addRow("%s", name) << line << words;
    };
    const auto s = [](const char *text) { return QString::fromUtf8(text); };

    row("two words", s("node server.js"), {s("node"), s("server.js")});
    row("runs of blanks", s("  a \t b  "), {s("a"), s("b")});
    row("empty", QString(), {});
    row("only blanks", s(" \t "), {});
    row("line breaks separate", s("a\nb\r\nc"), {s("a"), s("b"), s("c")});
    row("single quotes", s("echo 'a b' c"), {s("echo"), s("a b"), s("c")});
    row("single quotes keep backslash and dollar", s("'a\\b $HOME \"x\"'"), {s("a\\b $HOME \"x\"")});
    row("double quotes", s("\"a b\""), {s("a b")});
    row("double-quote escapes", s("\"a\\\"b\\\\c\\$d\\`e\""), {s("a\"b\\c$d`e")});
    row("other backslashes kept in double quotes", s("\"a\\nb\\'c\""), {s("a\\nb\\'c")});
    row("line continuation in double quotes", s("\"a\\\nb\""), {s("ab")});
    row("line break kept in double quotes", s("\"a\nb\""), {s("a\nb")});
    row("backslash escapes a blank", s("a\\ b c"), {s("a b"), s("c")});
    row("backslash escapes a quote", s("\\'x \\\"y"), {s("'x"), s("\"y")});
    row("escaped backslash", s("\\\\"), {s("\\")});
    row("line continuation outside quotes", s("ab\\\ncd"), {s("abcd")});
    row("line continuation between words", s("a \\\n b"), {s("a"), s("b")});
    row("trailing backslash kept", s("a\\"), {s("a\\")});
    row("quotes join into one word", s("a'b'\"c\"d"), {s("abcd")});
    row("empty quotes are words", s("a '' \"\""), {s("a"), QString(), QString()});
    row("single quote inside double", s("\"it's\""), {s("it's")});
    row("double quote inside single", s("'say \"hi\"'"), {s("say \"hi\"")});
    row("no variable expansion", s("$HOME ${X} $(id)"), {s("$HOME"), s("${X}"), s("$(id)")});
    row("no glob or tilde expansion", s("*.txt ~ ~/x ?"), {s("*.txt"), s("~"), s("~/x"), s("?")});
    row("operators are plain characters", s("a|b ; c>d &"), {s("a|b"), s(";"), s("c>d"), s("&")});
    row("non-ASCII", s("grüße 'ünï code' \"日本\""), {s("grüße"), s("ünï code"), s("日本")});
    row("equals and flags", s("--port=8080 -x \"--name=a b\""), {s("--port=8080"), s("-x"), s("--name=a b")});
    row("Windows path in single quotes", s("'C:\\Program Files\\x.exe'"), {s("C:\\Program Files\\x.exe")});
}

void tst_CommandLine::split()
{
    QFETCH(QString, line);
    QFETCH(QStringList, words);

    QString error = QStringLiteral("stale");
    QCOMPARE(CommandLine::split(line, &error), words);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(CommandLine::split(line), words);  // the error is optional
}

void tst_CommandLine::unterminated_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("errorWords");

    QTest::addRow("single") << QStringLiteral("a 'b") << QStringLiteral("single quote at position 3");
    QTest::addRow("double") << QStringLiteral("\"abc") << QStringLiteral("double quote at position 1");
    QTest::addRow("double inside single") << QStringLiteral("x '\"") << QStringLiteral("single quote at position 3");
    QTest::addRow("escaped closing double") << QStringLiteral("\"a\\\"") << QStringLiteral("double quote");
    QTest::addRow("second of two") << QStringLiteral("'a' \"b") << QStringLiteral("double quote at position 5");
}

void tst_CommandLine::unterminated()
{
    QFETCH(QString, line);
    QFETCH(QString, errorWords);

    QString error;
    QCOMPARE(CommandLine::split(line, &error), QStringList());
    QVERIFY2(error.contains(errorWords), qPrintable(error));
    QVERIFY(error.contains(QStringLiteral("never closed")));
}

void tst_CommandLine::joinSplitsBack_data()
{
    QTest::addColumn<QStringList>("words");

    const auto s = [](const char *text) { return QString::fromUtf8(text); };
    QTest::addRow("plain") << QStringList{s("node"), s("server.js"), s("--port=1")};
    QTest::addRow("blanks") << QStringList{s("a b"), s(" lead"), s("tab\there")};
    QTest::addRow("quotes") << QStringList{s("it's"), s("\"q\""), s("''")};
    QTest::addRow("shell characters") << QStringList{s("$HOME"), s("*"), s("a|b"), s("\\"), s("`x`")};
    QTest::addRow("empty words") << QStringList{QString(), s("x"), QString()};
    QTest::addRow("line breaks") << QStringList{s("a\nb"), s("\\\n")};
    QTest::addRow("non-ASCII") << QStringList{s("grüße"), s("日本 語")};
}

void tst_CommandLine::joinSplitsBack()
{
    QFETCH(QStringList, words);

    const QString line = CommandLine::join(words);
    QString error;
    QCOMPARE(CommandLine::split(line, &error), words);
    QVERIFY(error.isEmpty());
}

void tst_CommandLine::quote_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QString>("quoted");

    QTest::addRow("safe word unchanged") << QStringLiteral("server.js") << QStringLiteral("server.js");
    QTest::addRow("path unchanged") << QStringLiteral("/usr/bin/node") << QStringLiteral("/usr/bin/node");
    QTest::addRow("blank") << QStringLiteral("a b") << QStringLiteral("'a b'");
    QTest::addRow("single quote") << QStringLiteral("it's") << QStringLiteral("'it'\\''s'");
    QTest::addRow("empty") << QString() << QStringLiteral("''");
    QTest::addRow("dollar") << QStringLiteral("$X") << QStringLiteral("'$X'");
}

void tst_CommandLine::quote()
{
    QFETCH(QString, word);
    QFETCH(QString, quoted);

    QCOMPARE(CommandLine::quote(word), quoted);
}

QTEST_GUILESS_MAIN(tst_CommandLine)

#include "tst_commandline.moc"
