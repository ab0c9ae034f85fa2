#include "lib/json/jsondocument.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QTest>

#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <thread>
#include <vector>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;
using RpcScope::JsonDocument;
using Type = RpcScope::JsonDocument::Type;

namespace {

QByteArray repeated(const QByteArray &piece, int times)
{
    QByteArray out;
    out.reserve(piece.size() * times);
    for (int i = 0; i < times; ++i)
        out += piece;
    return out;
}

// Every value of an object's members, in order, as decoded key strings.
QStringList keysOf(const JsonDocument &document, int object)
{
    QStringList keys;
    for (int value = document.firstChild(object); value >= 0; value = document.nextSibling(value))
        keys << document.string(document.keyNode(value));
    return keys;
}

} // namespace

class tst_JsonDocument final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();

    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void lineAndColumn();
    void partialIndexDropped();
    void bodyAbove4GiB();
    void outOfMemory();

    void keyOrderKept();
    void duplicateKeys_data();
    void duplicateKeys();
    void duplicatesInBigObject();

    void numbersAsWritten_data();
    void numbersAsWritten();
    void toDouble_data();
    void toDouble();
    void stringDecoding_data();
    void stringDecoding();

    void navigation();
    void member();
    void outOfRangeAndDefault();
    void bytesShared();

    void deepArrays();
    void deepObjects();
    void deepUnclosed();
    void hugeArrayChildAccess();
    void childTableFromThreads();
    void largeGeneratedBody();
};

void tst_JsonDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void tst_JsonDocument::valid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("rootType");

    QTest::newRow("zero") << "0"_ba << 1 << int(Type::Number);
    QTest::newRow("minus zero") << "-0"_ba << 1 << int(Type::Number);
    QTest::newRow("one point zero") << "1.0"_ba << 1 << int(Type::Number);
    QTest::newRow("huge exponent") << "1e400"_ba << 1 << int(Type::Number);
    QTest::newRow("signed exponent") << "-1.5E-3"_ba << 1 << int(Type::Number);
    QTest::newRow("2^53+1") << "9007199254740993"_ba << 1 << int(Type::Number);
    QTest::newRow("true") << "true"_ba << 1 << int(Type::True);
    QTest::newRow("false") << "false"_ba << 1 << int(Type::False);
    QTest::newRow("null") << "null"_ba << 1 << int(Type::Null);
    QTest::newRow("empty string") << "\"\""_ba << 1 << int(Type::String);
    QTest::newRow("escapes") << R"("\"\\\/\b\f\n\r\t\u0041")"_ba << 1 << int(Type::String);
    QTest::newRow("surrogate pair") << R"(["\ud83d\ude00"])"_ba << 2 << int(Type::Array);
    QTest::newRow("utf-8 text") << "\"é東🚀\""_ba << 1 << int(Type::String);
    QTest::newRow("DEL is allowed") << "\"\x7f\""_ba << 1 << int(Type::String);
    QTest::newRow("empty array") << "[]"_ba << 1 << int(Type::Array);
    QTest::newRow("empty object") << "{}"_ba << 1 << int(Type::Object);
    QTest::newRow("spaced array") << " [ 1 , 2 ] "_ba << 3 << int(Type::Array);
    QTest::newRow("all whitespace kinds") << "\t\n\r 7 \n"_ba << 1 << int(Type::Number);
    QTest::newRow("nested") << R"({"a":{"b":[]}})"_ba << 5 << int(Type::Object);
    QTest::newRow("nested arrays") << "[[[]]]"_ba << 3 << int(Type::Array);
    QTest::newRow("mixed") << R"({"a":1,"b":[true,false,null]})"_ba << 8 << int(Type::Object);
    QTest::newRow("numbers") << "[1e2,1E-2,0.5,-0.0,0e0]"_ba << 6 << int(Type::Array);
    QTest::newRow("long string") << "\"" + repeated("abcdefghij", 100) + "\"" << 1
                                 << int(Type::String);
    QTest::newRow("non-ascii key") << R"({"ключ":"значение"})"_ba << 3 << int(Type::Object);
}

void tst_JsonDocument::valid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, nodes);
    QFETCH(int, rootType);

    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QVERIFY(!document.error().isError());
    QCOMPARE(document.nodeCount(), nodes);
    QCOMPARE(int(document.type(0)), rootType);
    QCOMPARE(document.raw(0), text.trimmed());
    QCOMPARE(document.subtreeEnd(0), nodes);
}

void tst_JsonDocument::invalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qsizetype>("offset");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");

    auto row = [](const char *name, const QByteArray &text, qsizetype offset, int column,
                  const QString &fragment) {
        QTest::newRow(name) << text << offset << 1 << column << fragment;
    };
    // Emptiness
    row("empty", ""_ba, 0, 1, u"The body is empty"_s);
    row("whitespace only", "  \t \r "_ba, 0, 1, u"only whitespace"_s);
    // Structure
    row("trailing comma in array", "[1,]"_ba, 2, 3, u"Trailing comma before ']'"_s);
    row("trailing comma in object", R"({"a":1,})"_ba, 6, 7, u"Trailing comma before '}'"_s);
    row("missing comma in array", "[1 2]"_ba, 3, 4, u"Expected ',' or ']' but found '2'"_s);
    row("missing comma in object", R"({"a":1 "b":2})"_ba, 7, 8,
        u"Expected ',' or '}' but found '\"'"_s);
    row("missing colon", R"({"a" 1})"_ba, 5, 6, u"Expected ':' after the member name but found '1'"_s);
    row("colon missing before brace", R"({"a":1,"b"})"_ba, 10, 11, u"Expected ':'"_s);
    row("unquoted key", "{1:2}"_ba, 1, 2, u"Expected a member name in double quotes but found '1'"_s);
    row("key after comma", R"({"a":1,2})"_ba, 7, 8, u"Expected a member name"_s);
    row("object closed by bracket", "{]"_ba, 1, 2, u"Expected a member name"_s);
    row("array closed by brace", "[1}"_ba, 2, 3, u"Expected ',' or ']' but found '}'"_s);
    row("brace as value", "[}"_ba, 1, 2, u"Unexpected character '}'"_s);
    row("double comma", "[1,,2]"_ba, 3, 4, u"Unexpected character ','"_s);
    row("text after value", "[1] x"_ba, 4, 5, u"Unexpected text 'x' after the JSON value"_s);
    row("second value", "1 2"_ba, 2, 3, u"Unexpected text '2'"_s);
    row("extra bracket", "[]]"_ba, 2, 3, u"Unexpected text ']'"_s);
    row("extra brace", R"({"a":1}})"_ba, 7, 8, u"Unexpected text '}'"_s);
    row("single quotes", "'a'"_ba, 0, 1, u"Unexpected character '''"_s);
    row("line comment", "// c\n1"_ba, 0, 1, u"Unexpected character '/'"_s);
    row("block comment", "[1 /*x*/]"_ba, 3, 4, u"Expected ',' or ']' but found '/'"_s);
    row("NUL byte", QByteArray("[1,\0]", 5), 3, 4, u"Unexpected character U+0000"_s);
    row("byte order mark", "\xef\xbb\xbf{}"_ba, 0, 1, u"Unexpected character U+FEFF"_s);
    row("non-ASCII outside strings", "[\xc3\xa9]"_ba, 1, 2, u"Unexpected character 'é'"_s);
    // Literals
    row("NaN", "NaN"_ba, 0, 1, u"Unexpected character 'N'"_s);
    row("Infinity", "[Infinity]"_ba, 1, 2, u"Unexpected character 'I'"_s);
    row("misspelt true", "trux"_ba, 0, 1, u"Invalid literal"_s);
    row("capital letter in null", "[nulL]"_ba, 1, 2, u"Invalid literal"_s);
    row("short null", "[nul]"_ba, 1, 2, u"Invalid literal"_s);
    row("truncated true", "tru"_ba, 3, 4, u"ends early (incomplete literal"_s);
    row("truncated false in array", "[fa"_ba, 3, 4, u"ends early (incomplete literal"_s);
    // Numbers
    row("minus Infinity", "-Infinity"_ba, 1, 2, u"expected a digit after '-' but found 'I'"_s);
    row("plus sign", "+1"_ba, 0, 1, u"Unexpected character '+'"_s);
    row("leading point", ".5"_ba, 0, 1, u"Unexpected character '.'"_s);
    row("leading zero", "01"_ba, 0, 1, u"leading zeros"_s);
    row("negative leading zero", "[-01]"_ba, 2, 3, u"leading zeros"_s);
    row("double zero", "00"_ba, 0, 1, u"leading zeros"_s);
    row("point without digits", "[1.]"_ba, 3, 4, u"after the decimal point but found ']'"_s);
    row("point then exponent", "1.e5"_ba, 2, 3, u"after the decimal point but found 'e'"_s);
    row("empty exponent", "[1e]"_ba, 3, 4, u"in the exponent but found ']'"_s);
    row("sign-only exponent", "[1e-x]"_ba, 4, 5, u"in the exponent but found 'x'"_s);
    row("truncated exponent", "1e+"_ba, 3, 4, u"ends early (incomplete number"_s);
    row("lone minus", "-"_ba, 1, 2, u"ends early (incomplete number"_s);
    row("truncated fraction", "1."_ba, 2, 3, u"ends early (incomplete number"_s);
    // Strings
    row("control character", "\"a\x01" "b\""_ba, 2, 3, u"Control character U+0001 must be escaped"_s);
    row("raw tab", "\"a\tb\""_ba, 2, 3, u"Control character U+0009"_s);
    row("raw newline", "[\"a\nb\"]"_ba, 3, 4, u"Control character U+000A"_s);
    row("unknown escape", R"("\x")"_ba, 1, 2, u"Invalid escape sequence '\\x'"_s);
    row("escaped apostrophe", R"("\'")"_ba, 1, 2, u"Invalid escape sequence '\\''"_s);
    row("short unicode escape", R"("\u12")"_ba, 1, 2, u"Invalid \\u escape"_s);
    row("non-hex unicode escape", R"("\u12G4")"_ba, 1, 2, u"Invalid \\u escape"_s);
    row("lone high surrogate", R"("\ud800")"_ba, 1, 2, u"Unpaired UTF-16 surrogate \\ud800"_s);
    row("lone low surrogate", R"("\udc00")"_ba, 1, 2, u"Unpaired UTF-16 surrogate \\udc00"_s);
    row("high surrogate then letter", R"(["a\uD83D\u0041"])"_ba, 3, 4, u"Unpaired UTF-16 surrogate \\uD83D"_s);
    row("high surrogate then text", R"("\ud83dxx")"_ba, 1, 2, u"Unpaired UTF-16 surrogate"_s);
    // UTF-8
    row("overlong 2-byte", "\"\xc0\xaf\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("overlong 3-byte", "\"\xe0\x80\xaf\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("overlong 4-byte", "\"\xf0\x80\x80\xaf\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("encoded surrogate", "\"\xed\xa0\x80\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("truncated sequence", "\"ab\xe2\x82\""_ba, 3, 4, u"Invalid UTF-8 at byte 3"_s);
    row("truncated at the end", "\"ok\xc3"_ba, 3, 4, u"Invalid UTF-8 at byte 3"_s);
    row("lone continuation", "\"\x80\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("above U+10FFFF", "\"\xf4\x90\x80\x80\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("lead byte F5", "\"\xf5\x80\x80\x80\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("byte FF", "\"\xff\""_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("after valid text", "[\"é東\", \"\xe6\x9d\"]"_ba, 11, 12, u"Invalid UTF-8 at byte 11"_s);
    row("outside strings", "[\xff]"_ba, 1, 2, u"Invalid UTF-8 at byte 1"_s);
    row("in a key", "{\"k\xc0\":1}"_ba, 3, 4, u"Invalid UTF-8 at byte 3"_s);
    // Truncation
    row("open bracket", "["_ba, 1, 2, u"ends early (unclosed array from line 1, column 1)"_s);
    row("open brace", "{"_ba, 1, 2, u"ends early (unclosed object from line 1, column 1)"_s);
    row("key only", R"({"a")"_ba, 4, 5, u"ends early (unclosed object"_s);
    row("key and colon", R"({"a":)"_ba, 5, 6, u"ends early (unclosed object"_s);
    row("after comma", "[1,"_ba, 3, 4, u"ends early (unclosed array"_s);
    row("after value", "[1"_ba, 2, 3, u"ends early (unclosed array"_s);
    row("inner array", R"(["a",{"b":[1,2)"_ba, 14, 15,
        u"ends early (unclosed array from line 1, column 11)"_s);
    row("string", "\"abc"_ba, 4, 5, u"ends early (unterminated string from line 1, column 1)"_s);
    row("string in array", "[\"a\", \"bc"_ba, 9, 10,
        u"ends early (unterminated string from line 1, column 7)"_s);
    row("after backslash", "\"abc\\"_ba, 5, 6, u"ends early (unterminated string"_s);
    row("inside unicode escape", "\"\\u00"_ba, 5, 6, u"ends early (unterminated string"_s);
}

void tst_JsonDocument::invalid()
{
    QFETCH(QByteArray, text);
    QFETCH(qsizetype, offset);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fragment);

    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(!document.isValid());
    const RpcScope::JsonParseError &error = document.error();
    QVERIFY(error.isError());
    QVERIFY2(error.message.contains(fragment),
             qPrintable(u"message: "_s + error.message + u"\nwanted: "_s + fragment));
    QCOMPARE(error.offset, offset);
    QCOMPARE(error.line, line);
    QCOMPARE(error.column, column);
    if (offset > 0 && !fragment.contains(u"Invalid UTF-8"_s) && !fragment.contains(u"ends early"_s)
        && !fragment.contains(u"only whitespace"_s))
        QVERIFY2(error.message.contains(u"line 1, column %1"_s.arg(column)), qPrintable(error.message));
}

void tst_JsonDocument::lineAndColumn()
{
    const JsonDocument document = JsonDocument::parse("{\n  \"a\": 1,\n  \"b\": x\n}"_ba);
    QVERIFY(!document.isValid());
    QCOMPARE(document.error().line, 3);
    QCOMPARE(document.error().column, 8);
    QCOMPARE(document.error().offset, 19);
    QCOMPARE(document.error().message, u"Unexpected character 'x' at line 3, column 8"_s);

    // CRLF line ends count once; the column is in bytes.
    const JsonDocument crlf = JsonDocument::parse("[\r\n\"é\",\r\n  ?]"_ba);
    QCOMPARE(crlf.error().line, 3);
    QCOMPARE(crlf.error().column, 3);

    const JsonDocument unclosed = JsonDocument::parse("[\n  {\"a\": [1,\n   2"_ba);
    QCOMPARE(unclosed.error().message,
             u"The JSON text ends early (unclosed array from line 2, column 9)"_s);
    QCOMPARE(unclosed.error().line, 3);
    QCOMPARE(unclosed.error().column, 5);
}

void tst_JsonDocument::partialIndexDropped()
{
    const JsonDocument document = JsonDocument::parse(R"({"a":[1,2,3],"b":)"_ba);
    QVERIFY(!document.isValid());
    QCOMPARE(document.nodeCount(), 0);
    QCOMPARE(document.childCount(0), 0);
    QVERIFY(document.raw(0).isNull());
    QVERIFY(document.duplicateKeys().isEmpty());
    // The body stays available, e.g. for a raw view of what could not be parsed.
    QCOMPARE(document.bytes(), R"({"a":[1,2,3],"b":)"_ba);
}

void tst_JsonDocument::bodyAbove4GiB()
{
    // The size is checked before any byte is read, so a raw view that claims more bytes
    // than it has is enough to take that path.
    static const char bytes[] = "[]";
    const QByteArray huge = QByteArray::fromRawData(bytes, (qsizetype(1) << 32) + 1);
    const JsonDocument document = JsonDocument::parse(huge);
    QVERIFY(!document.isValid());
    QVERIFY(document.error().isError());
    QVERIFY2(document.error().message.contains(u"4 GiB"_s), qPrintable(document.error().message));
    QCOMPARE(document.nodeCount(), 0);

    const JsonDocument fits = JsonDocument::parse(QByteArray::fromRawData(bytes, 2));
    QVERIFY(fits.isValid());
}

void tst_JsonDocument::outOfMemory()
{
#if defined(__SANITIZE_ADDRESS__)
    // AddressSanitizer reserves terabytes of shadow address space: a limit on the address
    // space leaves it none, so the limit this test sets cannot be met under it.
    QSKIP("An address-space limit and AddressSanitizer exclude each other.");
#elif defined(Q_OS_LINUX)
    // A child process whose address space has room for the body but not for its index.
    const QByteArray text = "[" + repeated("1,", 4 * 1024 * 1024) + "1]";
    const pid_t pid = fork();
    if (pid == 0) {
        long long virtualKb = 0;
        if (FILE *status = std::fopen("/proc/self/status", "r")) {
            char line[256];
            while (std::fgets(line, sizeof line, status)) {
                if (std::strncmp(line, "VmSize:", 7) == 0)
                    virtualKb = std::atoll(line + 7);
            }
            std::fclose(status);
        }
        const rlimit limit{rlim_t(virtualKb + 4096) * 1024, rlim_t(virtualKb + 4096) * 1024};
        if (virtualKb == 0 || setrlimit(RLIMIT_AS, &limit) != 0)
            _exit(2);
        const JsonDocument document = JsonDocument::parse(text);
        const bool reported = !document.isValid() && document.nodeCount() == 0
                && document.error().message.startsWith(u"Not enough memory"_s);
        _exit(reported ? 0 : 1);
    }
    QVERIFY(pid > 0);
    int status = 0;
    QCOMPARE(waitpid(pid, &status, 0), pid);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
#else
    QSKIP("needs fork() and setrlimit()");
#endif
}

void tst_JsonDocument::keyOrderKept()
{
    const JsonDocument document =
            JsonDocument::parse(R"({"jsonrpc":"2.0","id":1,"method":"x","params":{"z":1,"a":2,"m":3}})"_ba);
    QVERIFY(document.isValid());
    QCOMPARE(keysOf(document, 0), (QStringList{u"jsonrpc"_s, u"id"_s, u"method"_s, u"params"_s}));
    const int params = document.member(0, u"params");
    QCOMPARE(keysOf(document, params), (QStringList{u"z"_s, u"a"_s, u"m"_s}));
    QVERIFY(document.duplicateKeys().isEmpty());
}

void tst_JsonDocument::duplicateKeys_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<int>>("objects");
    QTest::addColumn<QList<int>>("keyNodes");
    QTest::addColumn<QStringList>("keys");

    QTest::newRow("none") << R"({"a":1,"b":2})"_ba << QList<int>() << QList<int>() << QStringList();
    // Nodes: 0 object, 1 "id", 2 1, 3 "id", 4 2
    QTest::newRow("id twice") << R"({"id":1,"id":2})"_ba << QList<int>{0} << QList<int>{3}
                              << QStringList{u"id"_s};
    QTest::newRow("three times") << R"({"a":1,"a":2,"a":3})"_ba << QList<int>{0, 0}
                                 << QList<int>{3, 5} << QStringList{u"a"_s, u"a"_s};
    QTest::newRow("escaped spelling") << R"({"a":1,"\u0061":2})"_ba << QList<int>{0}
                                      << QList<int>{3} << QStringList{u"a"_s};
    QTest::newRow("escaped both") << R"({"\n":1,"\u000a":2})"_ba << QList<int>{0}
                                  << QList<int>{3} << QStringList{u"\n"_s};
    QTest::newRow("same key in sibling objects")
            << R"({"a":{"a":1},"b":{"a":2}})"_ba << QList<int>() << QList<int>() << QStringList();
    // Nodes: 0 {, 1 "o", 2 {, 3 "x", 4 1, 5 "x", 6 2, 7 "p", 8 3
    QTest::newRow("nested object") << R"({"o":{"x":1,"x":2},"p":3})"_ba << QList<int>{2}
                                   << QList<int>{5} << QStringList{u"x"_s};
    QTest::newRow("long keys differ late")
            << R"({"prefix_shared_1":1,"prefix_shared_2":2})"_ba << QList<int>() << QList<int>()
            << QStringList();
    QTest::newRow("long keys equal")
            << R"({"prefix_shared_1":1,"prefix_shared_1":2})"_ba << QList<int>{0} << QList<int>{3}
            << QStringList{u"prefix_shared_1"_s};
    QTest::newRow("eight-byte keys") << R"({"abcdefgh":1,"abcdefgi":2,"abcdefgh":3})"_ba
                                     << QList<int>{0} << QList<int>{5} << QStringList{u"abcdefgh"_s};
    QTest::newRow("empty key twice") << R"({"":1,"":2})"_ba << QList<int>{0} << QList<int>{3}
                                     << QStringList{QString()};
    QTest::newRow("prefix is not equal") << R"({"a":1,"a\u0000":2,"ab":3})"_ba << QList<int>()
                                         << QList<int>() << QStringList();
    QTest::newRow("non-ASCII") << R"({"ключ":1,"\u043a\u043b\u044e\u0447":2})"_ba << QList<int>{0}
                               << QList<int>{3} << QStringList{u"ключ"_s};
    QTest::newRow("in array elements") << R"([{"a":1,"a":2},{"a":3}])"_ba << QList<int>{1}
                                       << QList<int>{4} << QStringList{u"a"_s};
}

void tst_JsonDocument::duplicateKeys()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<int>, objects);
    QFETCH(QList<int>, keyNodes);
    QFETCH(QStringList, keys);

    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    const QList<RpcScope::JsonDuplicateKey> &duplicates = document.duplicateKeys();
    QCOMPARE(duplicates.size(), objects.size());
    for (qsizetype i = 0; i < duplicates.size(); ++i) {
        QCOMPARE(duplicates[i].objectNode, objects[i]);
        QCOMPARE(duplicates[i].keyNode, keyNodes[i]);
        QCOMPARE(duplicates[i].key, keys[i]);
        QVERIFY(document.isKey(duplicates[i].keyNode));
        QCOMPARE(document.parent(duplicates[i].keyNode), objects[i]);
    }
    // Every occurrence stays in the index, in order; member() finds the first.
    if (!keys.isEmpty()) {
        const int first = document.member(objects[0], keys[0]);
        QVERIFY(first >= 0);
        QVERIFY(document.keyNode(first) < keyNodes[0]);
    }
}

void tst_JsonDocument::duplicatesInBigObject()
{
    // Enough members to leave the small-object path for the hash table.
    QByteArray text = "{";
    for (int i = 0; i < 5000; ++i)
        text += "\"key" + QByteArray::number(i) + "\":" + QByteArray::number(i) + ",";
    text += R"("key17":"again","key\u0034999":"escaped again","fresh":true})";
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(document.childCount(0), 5003);
    const QList<RpcScope::JsonDuplicateKey> &duplicates = document.duplicateKeys();
    QCOMPARE(duplicates.size(), 2);
    QCOMPARE(duplicates[0].key, u"key17"_s);
    QCOMPARE(duplicates[1].key, u"key4999"_s);
    QCOMPARE(document.string(duplicates[0].keyNode + 1), u"again"_s);
    QCOMPARE(duplicates[1].keyNode, 2 * 5001 + 1);
    QCOMPARE(document.toInt64(document.member(0, u"key17")), 17);

    // Two big objects side by side do not see each other's keys.
    QByteArray pair = "[{";
    for (int i = 0; i < 100; ++i)
        pair += "\"k" + QByteArray::number(i) + "\":0,";
    pair.chop(1);
    pair += "},{";
    for (int i = 0; i < 100; ++i)
        pair += "\"k" + QByteArray::number(i) + "\":1,";
    pair.chop(1);
    pair += "}]";
    const JsonDocument two = JsonDocument::parse(pair);
    QVERIFY(two.isValid());
    QVERIFY(two.duplicateKeys().isEmpty());
}

void tst_JsonDocument::numbersAsWritten_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("isInteger");
    QTest::addColumn<qint64>("value");

    QTest::newRow("2^53+1") << "9007199254740993"_ba << true << qint64(9007199254740993);
    QTest::newRow("int64 max") << "9223372036854775807"_ba << true
                               << std::numeric_limits<qint64>::max();
    QTest::newRow("int64 min") << "-9223372036854775808"_ba << true
                               << std::numeric_limits<qint64>::min();
    QTest::newRow("above int64 max") << "9223372036854775808"_ba << false << qint64(0);
    QTest::newRow("below int64 min") << "-9223372036854775809"_ba << false << qint64(0);
    QTest::newRow("uint64 max") << "18446744073709551615"_ba << false << qint64(0);
    QTest::newRow("far above") << "123456789012345678901234567890"_ba << false << qint64(0);
    QTest::newRow("zero") << "0"_ba << true << qint64(0);
    QTest::newRow("minus zero") << "-0"_ba << true << qint64(0);
    QTest::newRow("negative") << "-42"_ba << true << qint64(-42);
    QTest::newRow("one point zero") << "1.0"_ba << false << qint64(0);
    QTest::newRow("exponent") << "1e2"_ba << false << qint64(0);
    QTest::newRow("capital exponent") << "1E2"_ba << false << qint64(0);
    QTest::newRow("huge exponent") << "1e400"_ba << false << qint64(0);
    QTest::newRow("trailing zeros") << "0.1000"_ba << false << qint64(0);
}

void tst_JsonDocument::numbersAsWritten()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, isInteger);
    QFETCH(qint64, value);

    // Inside an array and an object too, so the raw text is cut at the right byte.
    const JsonDocument document = JsonDocument::parse("[" + text + ",{\"n\":" + text + "}]");
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    const int element = document.child(0, 0);
    const int member = document.member(document.child(0, 1), u"n");
    for (int node : {element, member}) {
        QCOMPARE(document.type(node), Type::Number);
        QCOMPARE(document.raw(node), text);
        bool ok = !isInteger;
        QCOMPARE(document.toInt64(node, &ok), value);
        QCOMPARE(ok, isInteger);
    }
}

void tst_JsonDocument::toDouble_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("ok");

    QTest::newRow("integer") << "42"_ba << 42.0 << true;
    QTest::newRow("fraction") << "-1.5"_ba << -1.5 << true;
    QTest::newRow("exponent") << "25e-2"_ba << 0.25 << true;
    QTest::newRow("2^53+1 rounds") << "9007199254740993"_ba << 9007199254740992.0 << true;
    QTest::newRow("overflow") << "1e400"_ba << std::numeric_limits<double>::infinity() << false;
    QTest::newRow("negative overflow") << "-1.5e309"_ba << -std::numeric_limits<double>::infinity()
                                       << false;
    QTest::newRow("long mantissa overflow") << "123456789e400"_ba
                                            << std::numeric_limits<double>::infinity() << false;
    QTest::newRow("underflow") << "1e-400"_ba << 0.0 << true;
    QTest::newRow("small fraction underflow") << "0.0001e-400"_ba << 0.0 << true;
    QTest::newRow("max double") << "1.7976931348623157e308"_ba
                                << std::numeric_limits<double>::max() << true;
}

void tst_JsonDocument::toDouble()
{
    QFETCH(QByteArray, text);
    QFETCH(double, value);
    QFETCH(bool, ok);

    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(document.isValid());
    bool converted = !ok;
    QCOMPARE(document.toDouble(0, &converted), value);
    QCOMPARE(converted, ok);

    const JsonDocument notNumber = JsonDocument::parse("\"1\""_ba);
    converted = true;
    QCOMPARE(notNumber.toDouble(0, &converted), 0.0);
    QVERIFY(!converted);
    QCOMPARE(notNumber.toInt64(0, &converted), 0);
    QVERIFY(!converted);
}

void tst_JsonDocument::stringDecoding_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("decoded");

    QTest::newRow("plain") << "\"hello\""_ba << u"hello"_s;
    QTest::newRow("empty") << "\"\""_ba << u""_s;
    QTest::newRow("short escapes") << R"("\"\\\/\b\f\n\r\t")"_ba << u"\"\\/\b\f\n\r\t"_s;
    QTest::newRow("unicode escape") << R"("caf\u00e9")"_ba << u"café"_s;
    QTest::newRow("upper-case hex") << R"("\u00C9\u00c9")"_ba << u"ÉÉ"_s;
    QTest::newRow("surrogate pair") << R"("\ud83d\ude00!")"_ba << u"😀!"_s;
    QTest::newRow("escaped NUL") << R"("a\u0000b")"_ba << QString(u"a\0b"_s);
    QTest::newRow("mixed") << R"("a\u0041b\nc")"_ba << u"aAb\nc"_s;
    QTest::newRow("raw UTF-8") << "\"é東🚀\""_ba << u"é東🚀"_s;
    QTest::newRow("raw and escaped UTF-8") << R"("é\u6771🚀\ud83d\ude80")"_ba << u"é東🚀🚀"_s;
    QTest::newRow("long ASCII run") << "\"" + repeated("0123456789abcdef", 8) + "\\n\""
                                    << QString::fromLatin1(repeated("0123456789abcdef", 8)) + u"\n"_s;
}

void tst_JsonDocument::stringDecoding()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, decoded);

    const JsonDocument document = JsonDocument::parse("{" + text + ":" + text + "}");
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(document.string(1), decoded);   // the key
    QCOMPARE(document.string(2), decoded);   // the value
    QCOMPARE(document.raw(2), text);
    QCOMPARE(document.member(0, decoded), 2);
}

void tst_JsonDocument::navigation()
{
    // Nodes: 0 {, 1 "a", 2 [, 3 1, 4 {, 5 "b", 6 null, 7 "c", 8 2.5, 9 "d", 10 {}, 11 "e", 12 true
    const QByteArray text = R"({"a":[1,{"b":null,"c":2.5}],"d":{},"e":true})"_ba;
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(document.isValid());
    QCOMPARE(document.nodeCount(), 13);

    QCOMPARE(document.childCount(0), 3);
    QCOMPARE(document.firstChild(0), 2);
    QCOMPARE(document.nextSibling(2), 10);
    QCOMPARE(document.nextSibling(10), 12);
    QCOMPARE(document.nextSibling(12), -1);
    QCOMPARE(document.child(0, 0), 2);
    QCOMPARE(document.child(0, 1), 10);
    QCOMPARE(document.child(0, 2), 12);
    QCOMPARE(document.child(0, 3), -1);
    QCOMPARE(document.child(0, -1), -1);

    QCOMPARE(document.childCount(2), 2);
    QCOMPARE(document.child(2, 0), 3);
    QCOMPARE(document.child(2, 1), 4);
    QCOMPARE(document.nextSibling(3), 4);
    QCOMPARE(document.nextSibling(4), -1);
    QCOMPARE(document.child(4, 1), 8);

    QCOMPARE(document.keyNode(2), 1);
    QCOMPARE(document.keyNode(8), 7);
    QCOMPARE(document.keyNode(3), -1);   // array element
    QCOMPARE(document.keyNode(0), -1);   // root
    QCOMPARE(document.keyNode(1), -1);   // a key has no key
    QVERIFY(document.isKey(1));
    QVERIFY(!document.isKey(2));
    QCOMPARE(document.type(1), Type::String);
    QCOMPARE(document.nextSibling(1), -1);

    QCOMPARE(document.parent(0), -1);
    QCOMPARE(document.parent(1), 0);
    QCOMPARE(document.parent(2), 0);
    QCOMPARE(document.parent(6), 4);
    QCOMPARE(document.depth(6), 3);
    QCOMPARE(document.depth(0), 0);

    QCOMPARE(document.subtreeEnd(0), 13);
    QCOMPARE(document.subtreeEnd(2), 9);
    QCOMPARE(document.subtreeEnd(4), 9);
    QCOMPARE(document.subtreeEnd(10), 11);
    QCOMPARE(document.subtreeEnd(3), 4);

    QCOMPARE(document.childCount(10), 0);
    QCOMPARE(document.firstChild(10), -1);
    QCOMPARE(document.child(10, 0), -1);
    QCOMPARE(document.childCount(3), 0);
    QCOMPARE(document.firstChild(3), -1);

    QVERIFY(document.isContainer(0));
    QVERIFY(document.isContainer(10));
    QVERIFY(!document.isContainer(8));
    QCOMPARE(document.raw(2), R"([1,{"b":null,"c":2.5}])"_ba);
    QCOMPARE(document.raw(4), R"({"b":null,"c":2.5})"_ba);
    QCOMPARE(document.raw(10), "{}"_ba);
    QCOMPARE(document.raw(1), "\"a\""_ba);
    QCOMPARE(document.raw(6), "null"_ba);
    QCOMPARE(document.raw(12), "true"_ba);
    QCOMPARE(document.type(6), Type::Null);
    QCOMPARE(document.type(12), Type::True);
    QVERIFY(document.string(8).isNull());
}

void tst_JsonDocument::member()
{
    const JsonDocument document =
            JsonDocument::parse(R"({"id":1,"caf\u00e9":2,"a\"b":3,"":4,"id":5})"_ba);
    QVERIFY(document.isValid());
    QCOMPARE(document.toInt64(document.member(0, u"id")), 1);
    QCOMPARE(document.toInt64(document.member(0, u"café")), 2);
    QCOMPARE(document.toInt64(document.member(0, u"a\"b")), 3);
    QCOMPARE(document.toInt64(document.member(0, u"")), 4);
    QCOMPARE(document.member(0, u"missing"), -1);
    QCOMPARE(document.member(0, u"ID"), -1);
    QCOMPARE(document.member(2, u"id"), -1);   // not an object

    const JsonDocument array = JsonDocument::parse("[1]"_ba);
    QCOMPARE(array.member(0, u"0"), -1);
}

void tst_JsonDocument::outOfRangeAndDefault()
{
    const JsonDocument empty;
    QVERIFY(!empty.isValid());
    QVERIFY(!empty.error().isError());
    QCOMPARE(empty.nodeCount(), 0);
    QVERIFY(empty.bytes().isEmpty());
    QCOMPARE(empty.type(0), Type::Null);
    QVERIFY(empty.raw(0).isNull());
    QCOMPARE(empty.childCount(0), 0);
    QCOMPARE(empty.child(0, 0), -1);
    QCOMPARE(empty.parent(0), -1);
    QCOMPARE(empty.member(0, u"a"), -1);
    QCOMPARE(empty.indexMemory(), 0);

    const JsonDocument document = JsonDocument::parse("[1,2]"_ba);
    for (int node : {-1, 3, 1000}) {
        QCOMPARE(document.type(node), Type::Null);
        QVERIFY(document.raw(node).isNull());
        QVERIFY(document.string(node).isNull());
        QVERIFY(!document.isContainer(node));
        QVERIFY(!document.isKey(node));
        QCOMPARE(document.childCount(node), 0);
        QCOMPARE(document.firstChild(node), -1);
        QCOMPARE(document.nextSibling(node), -1);
        QCOMPARE(document.child(node, 0), -1);
        QCOMPARE(document.parent(node), -1);
        QCOMPARE(document.keyNode(node), -1);
        QCOMPARE(document.subtreeEnd(node), -1);
        bool ok = true;
        QCOMPARE(document.toInt64(node, &ok), 0);
        QVERIFY(!ok);
    }
    QVERIFY(document.indexMemory() > 0);
}

void tst_JsonDocument::bytesShared()
{
    const QByteArray text = R"({"a":[1,2]})"_ba;
    const JsonDocument document = JsonDocument::parse(text);
    QCOMPARE(document.bytes(), text);
    QCOMPARE(document.bytes().constData(), text.constData());   // no copy
    QCOMPARE(document.raw(3).data(), text.constData() + 6);

    const JsonDocument copy = document;   // copies share the index
    QCOMPARE(copy.nodeCount(), document.nodeCount());
    QCOMPARE(copy.raw(2), document.raw(2));
    QCOMPARE(copy.child(2, 1), 4);
}

void tst_JsonDocument::deepArrays()
{
    constexpr int Depth = 100000;
    const QByteArray text = QByteArray(Depth, '[') + QByteArray(Depth, ']');
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(document.nodeCount(), Depth);
    QCOMPARE(document.childCount(0), 1);
    QCOMPARE(document.child(0, 0), 1);
    QCOMPARE(document.childCount(Depth - 1), 0);
    QCOMPARE(document.parent(Depth - 1), Depth - 2);
    QCOMPARE(document.depth(Depth - 1), Depth - 1);
    QCOMPARE(document.raw(0).size(), 2 * Depth);
    QCOMPARE(document.raw(Depth - 1), "[]"_ba);
    QCOMPARE(document.subtreeEnd(0), Depth);
    QCOMPARE(document.nextSibling(1), -1);
}

void tst_JsonDocument::deepObjects()
{
    constexpr int Depth = 100000;
    const QByteArray text = repeated(R"({"a":)"_ba, Depth) + "1" + QByteArray(Depth, '}');
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    QCOMPARE(document.nodeCount(), 2 * Depth + 1);
    int node = 0;
    for (int level = 0; level < Depth; ++level) {
        QCOMPARE(document.type(node), Type::Object);
        node = document.member(node, u"a");
        if (node < 0)
            QFAIL("member missing");
    }
    QCOMPARE(document.toInt64(node), 1);
    QCOMPARE(document.depth(node), Depth);
    QVERIFY(document.duplicateKeys().isEmpty());
}

void tst_JsonDocument::deepUnclosed()
{
    constexpr int Depth = 100000;
    const JsonDocument document = JsonDocument::parse(QByteArray(Depth, '[') + "1,{"_ba);
    QVERIFY(!document.isValid());
    QCOMPARE(document.error().message,
             u"The JSON text ends early (unclosed object from line 1, column %1)"_s.arg(Depth + 3));
    const JsonDocument mismatched = JsonDocument::parse(QByteArray(Depth, '[') + QByteArray(Depth, '}'));
    QCOMPARE(mismatched.error().offset, Depth);
    QVERIFY(mismatched.error().message.contains(u"Unexpected character '}'"_s));
}

void tst_JsonDocument::hugeArrayChildAccess()
{
    constexpr int Count = 300000;
    QByteArray text = "[";
    for (int i = 0; i < Count; ++i)
        text += "{\"i\":" + QByteArray::number(i) + ",\"tags\":[\"x\"]},";
    text.chop(1);
    text += "]";
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(document.isValid());
    QCOMPARE(document.childCount(0), Count);

    // A lazy tree view asks for rows in order; each call must be O(1) amortised (the
    // quadratic walk would take minutes here).
    QElapsedTimer timer;
    timer.start();
    int walked = document.firstChild(0);
    for (int i = 0; i < Count; ++i) {
        const int element = document.child(0, i);
        if (element != walked)
            QFAIL(qPrintable(u"child %1 is %2, walk gives %3"_s.arg(i).arg(element).arg(walked)));
        walked = document.nextSibling(walked);
    }
    QCOMPARE(walked, -1);
    for (int i = Count - 1; i >= 0; i -= 997)
        QCOMPARE(document.toInt64(document.member(document.child(0, i), u"i")), i);
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));

    // Containers of scalars need no table at all.
    QByteArray numbers = "[";
    for (int i = 0; i < Count; ++i)
        numbers += QByteArray::number(i) + ',';
    numbers.chop(1);
    numbers += ']';
    const JsonDocument flat = JsonDocument::parse(numbers);
    QVERIFY(flat.isValid());
    for (int i = 0; i < Count; i += 101)
        QCOMPARE(flat.toInt64(flat.child(0, i)), i);
    QCOMPARE(flat.child(0, Count - 1), Count);
    QCOMPARE(flat.child(0, Count), -1);
}

void tst_JsonDocument::childTableFromThreads()
{
    QByteArray text = "[";
    for (int i = 0; i < 20000; ++i)
        text += "[" + QByteArray::number(i) + "],";
    text.chop(1);
    text += "]";
    const JsonDocument document = JsonDocument::parse(text);
    QVERIFY(document.isValid());
    std::atomic<int> mismatches{0};
    auto reader = [&](int start) {
        for (int i = start; i < 20000; i += 3) {
            const int element = document.child(0, i);
            if (document.toInt64(document.child(element, 0)) != i)
                ++mismatches;
        }
    };
    std::thread a(reader, 0), b(reader, 1), c(reader, 2);
    a.join();
    b.join();
    c.join();
    QCOMPARE(mismatches.load(), 0);
}

void tst_JsonDocument::largeGeneratedBody()
{
    // A 64 MB JSON-RPC response: one record object per element, every kind of value.
    constexpr qsizetype Target = 64 * 1024 * 1024;
    QByteArray text;
    text.reserve(Target + 1024);
    text += R"({"jsonrpc":"2.0","id":1,"result":[)";
    int records = 0;
    while (text.size() < Target) {
        if (records)
            text += ',';
        const QByteArray n = QByteArray::number(records);
        text += R"({"id":)" + n + R"(,"name":"Zürich \")" + n + R"(\" 東京","score":)" + n
                + R"(.25,"big":9007199254740993,"ok":true,"none":null,"tags":["a","b\n"],)"
                + R"("geo":{"lat":-1.5e-3,"lon":0}})";
        ++records;
    }
    text += "]}";
    QElapsedTimer timer;
    timer.start();
    const JsonDocument document = JsonDocument::parse(text);
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(document.isValid(), qPrintable(document.error().message));
    qInfo("parsed %lld bytes in %lld ms", static_cast<long long>(text.size()),
          static_cast<long long>(elapsed));
    // 7 nodes around the records, 23 a record: the object, 8 keys, 8 values, 2 tags
    // and the 4 nodes inside "geo".
    QCOMPARE(document.nodeCount(), 7 + records * 23);
    const int result = document.member(0, u"result");
    QCOMPARE(document.childCount(result), records);
    const int last = document.child(result, records - 1);
    QCOMPARE(document.toInt64(document.member(last, u"id")), records - 1);
    QCOMPARE(document.string(document.member(last, u"name")),
             u"Zürich \"%1\" 東京"_s.arg(records - 1));
    QCOMPARE(document.raw(document.member(last, u"big")), "9007199254740993"_ba);
    QVERIFY(document.duplicateKeys().isEmpty());
    // The index stays within three times the body.
    QVERIFY2(document.indexMemory() < 3 * text.size(),
             qPrintable(QString::number(document.indexMemory())));
}

QTEST_GUILESS_MAIN(tst_JsonDocument)
#include "tst_jsondocument.moc"
