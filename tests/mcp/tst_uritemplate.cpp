// UriTemplate: the variables of a resource template and the URI with values filled in,
// checked against the examples of RFC 6570 (section 3.2) for each operator.

#include "lib/mcp/uritemplate.h"

#include <QTest>

using namespace RpcScope;

class tst_UriTemplate : public QObject
{
    Q_OBJECT

private slots:
    void variablesInOrder();
    void expand_data();
    void expand();
    void unfilledExpressionsStay();
    void isTemplate();
};

void tst_UriTemplate::variablesInOrder()
{
    QCOMPARE(UriTemplate::variables(QStringLiteral("demo://resource/dynamic/text/{resourceId}")),
             QStringList{QStringLiteral("resourceId")});
    QCOMPARE(UriTemplate::variables(QStringLiteral("file:///{+path}{?q,lang}{&q}{/seg:3}")),
             (QStringList{QStringLiteral("path"), QStringLiteral("q"), QStringLiteral("lang"), QStringLiteral("seg")}));
    QCOMPARE(UriTemplate::variables(QStringLiteral("no expressions here")), QStringList());
    QCOMPARE(UriTemplate::variables(QStringLiteral("broken {open")), QStringList());
}

void tst_UriTemplate::expand_data()
{
    QTest::addColumn<QString>("uriTemplate");
    QTest::addColumn<QString>("expected");
    // Values of RFC 6570 section 3.2: var="value", hello="Hello World!", path="/foo/bar",
    // x="1024", y="768".
    QTest::newRow("simple") << "{var}" << "value";
    QTest::newRow("simple encodes") << "{hello}" << "Hello%20World%21";
    QTest::newRow("reserved") << "{+path}/here" << "/foo/bar/here";
    QTest::newRow("reserved keeps !") << "{+hello}" << "Hello%20World!";
    QTest::newRow("fragment") << "X{#var}" << "X#value";
    QTest::newRow("list") << "map?{x,y}" << "map?1024,768";
    QTest::newRow("label") << "X{.x,y}" << "X.1024.768";
    QTest::newRow("path") << "{/var,x}/here" << "/value/1024/here";
    QTest::newRow("path params") << "{;x,y}" << ";x=1024;y=768";
    QTest::newRow("query") << "{?x,y}" << "?x=1024&y=768";
    QTest::newRow("continuation") << "?fixed=yes{&x}" << "?fixed=yes&x=1024";
    QTest::newRow("prefix") << "{var:3}" << "val";
    QTest::newRow("slash encoded") << "{path}" << "%2Ffoo%2Fbar";
    QTest::newRow("mcp") << "demo://resource/dynamic/text/{resourceId}" << "demo://resource/dynamic/text/7";
    QTest::newRow("reserved keeps %XX") << "{+encoded}" << "a%20b%2Fc%25";
    QTest::newRow("simple encodes %") << "{encoded}" << "a%2520b%252Fc%25";
    QTest::newRow("prefix counts characters") << "{smile:2}" << "%F0%9F%98%80x";
}

void tst_UriTemplate::expand()
{
    QFETCH(QString, uriTemplate);
    QFETCH(QString, expected);
    const QHash<QString, QString> values{{QStringLiteral("var"), QStringLiteral("value")},
                                         {QStringLiteral("hello"), QStringLiteral("Hello World!")},
                                         {QStringLiteral("path"), QStringLiteral("/foo/bar")},
                                         {QStringLiteral("x"), QStringLiteral("1024")},
                                         {QStringLiteral("y"), QStringLiteral("768")},
                                         {QStringLiteral("resourceId"), QStringLiteral("7")},
                                         {QStringLiteral("encoded"), QStringLiteral("a%20b%2Fc%")},
                                         {QStringLiteral("smile"), QStringLiteral("\U0001F600xyz")}};
    QCOMPARE(UriTemplate::expand(uriTemplate, values), expected);
}

void tst_UriTemplate::unfilledExpressionsStay()
{
    const QString uriTemplate = QStringLiteral("db://{table}/{id}{?fields}");
    QCOMPARE(UriTemplate::expand(uriTemplate, {}), uriTemplate);
    QCOMPARE(UriTemplate::expand(uriTemplate, {{QStringLiteral("table"), QStringLiteral("users")}}),
             QStringLiteral("db://users/{id}{?fields}"));
    QCOMPARE(UriTemplate::expand(uriTemplate, {{QStringLiteral("table"), QStringLiteral("users")},
                                               {QStringLiteral("id"), QString()}}),
             QStringLiteral("db://users/{id}{?fields}"));
    // What is sent: an expression left unfilled is left out, as RFC 6570 says.
    QCOMPARE(UriTemplate::expand(uriTemplate,
                                 {{QStringLiteral("table"), QStringLiteral("users")}, {QStringLiteral("id"), QStringLiteral("7")}},
                                 UriTemplate::Unfilled::Drop),
             QStringLiteral("db://users/7"));
}

void tst_UriTemplate::isTemplate()
{
    QVERIFY(UriTemplate::isTemplate(QStringLiteral("a/{b}")));
    QVERIFY(!UriTemplate::isTemplate(QStringLiteral("a/b")));
    QVERIFY(!UriTemplate::isTemplate(QStringLiteral("a/}{")));
}

QTEST_APPLESS_MAIN(tst_UriTemplate)
#include "tst_uritemplate.moc"
