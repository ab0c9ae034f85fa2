#include <QCoreApplication>
#include <QFile>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <map>
#include <memory>

namespace {

/// One <message> of a Qt Linguist .ts file, as the file holds it.
struct TsMessage
{
    QString context;
    QString source;
    QString comment;          // disambiguation: translate() needs it to find the message
    QString translationType;  // "unfinished", "vanished" or "obsolete"; empty when finished
    bool numerus = false;
    QStringList translations; // the one text, or one entry per <numerusform>
};

struct TsFile
{
    QString language;
    QList<TsMessage> messages;
    QString error;            // empty when the whole file was read
};

QString tsPath(const QString &name)
{
    return QStringLiteral(RPCSCOPE_TRANSLATIONS_DIR "/") + name;
}

TsFile readTs(const QString &path)
{
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = file.errorString();
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage message;
    bool inMessage = false;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && inMessage && xml.name() == u"message") {
            ts.messages.append(message);
            inMessage = false;
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"TS") {
            ts.language = xml.attributes().value(QLatin1StringView("language")).toString();
        } else if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            message = TsMessage{};
            message.context = context;
            message.numerus = xml.attributes().value(QLatin1StringView("numerus")) == u"yes";
            inMessage = true;
        } else if (name == u"source") {
            message.source = xml.readElementText();
        } else if (name == u"comment") {
            message.comment = xml.readElementText();
        } else if (name == u"translation") {
            message.translationType = xml.attributes().value(QLatin1StringView("type")).toString();
            if (!message.numerus)
                message.translations.append(xml.readElementText());
        } else if (name == u"numerusform") {
            message.translations.append(xml.readElementText());
        }
    }
    if (xml.hasError())
        ts.error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return ts;
}

/// Read once per file: the data functions of several tests share it. A std::map keeps
/// references to its values valid while more files are added.
const TsFile &catalogue(const QString &name)
{
    static std::map<QString, TsFile> cache;
    auto it = cache.find(name);
    if (it == cache.end())
        it = cache.emplace(name, readTs(tsPath(name))).first;
    return it->second;
}

const QString kGerman = QStringLiteral("rpcscope_de.ts");
const QString kEnglish = QStringLiteral("rpcscope_en.ts");

/// The argument markers QString::arg() and tr()'s plural fill in: %1 to %99 and %n,
/// with or without the L (localized) flag. "%L1" and "%1" count as the same marker.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%L?(n|[1-9][0-9]?)"));
    QStringList found;
    for (const QRegularExpressionMatch &match : marker.globalMatch(text))
        found.append(match.captured(1));
    found.sort();
    found.removeDuplicates();
    return found;
}

/// Keyboard mnemonics: a single '&' before a character ("&&" is a literal ampersand).
int mnemonics(const QString &text)
{
    int count = 0;
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != u'&')
            continue;
        if (text.at(i + 1) == u'&') {
            ++i;
            continue;
        }
        if (!text.at(i + 1).isSpace())
            ++count;
    }
    return count;
}

/// The HTML tags of a rich-text message, in order; empty for plain text. A message counts
/// as rich text when it closes a tag, so "<port>" in a help line is not mistaken for markup.
QStringList tags(const QString &text)
{
    if (!text.contains(u"</"))
        return {};
    static const QRegularExpression tag(QStringLiteral("<[^<>]+>"));
    QStringList found;
    for (const QRegularExpressionMatch &match : tag.globalMatch(text))
        found.append(match.captured());
    return found;
}

QString leadingSpace(const QString &text)
{
    qsizetype i = 0;
    while (i < text.size() && text.at(i).isSpace())
        ++i;
    return text.left(i);
}

QString trailingSpace(const QString &text)
{
    qsizetype i = text.size();
    while (i > 0 && text.at(i - 1).isSpace())
        --i;
    return text.mid(i);
}

void addMessageRows(const TsFile &ts)
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("comment");
    QTest::addColumn<QString>("translationType");
    QTest::addColumn<bool>("numerus");
    QTest::addColumn<QStringList>("translations");
    // Long sources are cut in the row name; a number keeps two cut names apart.
    QSet<QString> seen;
    for (const TsMessage &m : ts.messages) {
        QString tag = m.context + u" | " + m.source.left(70).replace(u'\n', u' ')
                      + (m.comment.isEmpty() ? QString() : u" | " + m.comment);
        if (seen.contains(tag))
            tag += u" #" + QString::number(seen.size());
        seen.insert(tag);
        QTest::newRow(qPrintable(tag)) << m.context << m.source << m.comment << m.translationType
                                       << m.numerus << m.translations;
    }
}

/// Installs a translator for the lifetime of the object, so a failing check cannot leave
/// it installed for the next test.
class InstalledTranslator
{
public:
    bool load(const QString &name)
    {
        m_translator = std::make_unique<QTranslator>();
        if (!m_translator->load(name, QStringLiteral(":/i18n")))
            return false;
        return QCoreApplication::installTranslator(m_translator.get());
    }
    ~InstalledTranslator()
    {
        if (m_translator)
            QCoreApplication::removeTranslator(m_translator.get());
    }

private:
    std::unique_ptr<QTranslator> m_translator;
};

QString translated(const QString &context, const QString &source, const QString &comment = {},
                   int n = -1)
{
    const QByteArray c = context.toUtf8();
    const QByteArray s = source.toUtf8();
    const QByteArray d = comment.toUtf8();
    return QCoreApplication::translate(c.constData(), s.constData(),
                                       comment.isEmpty() ? nullptr : d.constData(), n);
}

} // namespace

class tst_Translations final : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cataloguesAreReadable_data();
    void cataloguesAreReadable();
    void germanIsComplete_data();
    void germanIsComplete();
    void englishHoldsPluralsOnly_data();
    void englishHoldsPluralsOnly();

    void germanLoadsAtRunTime();
    void compiledGermanMatchesCatalogue_data();
    void compiledGermanMatchesCatalogue();
    void englishPluralsAtRunTime();
    void germanWinsOverEnglish();
};

void tst_Translations::cataloguesAreReadable_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("language");
    QTest::newRow("German") << kGerman << QStringLiteral("de_DE");
    QTest::newRow("English") << kEnglish << QStringLiteral("en_US");
}

void tst_Translations::cataloguesAreReadable()
{
    QFETCH(QString, file);
    QFETCH(QString, language);
    const TsFile &ts = catalogue(file);
    QVERIFY2(ts.error.isEmpty(), qPrintable(file + u": " + ts.error));
    QCOMPARE(ts.language, language);
    // The whole product is scanned; a catalogue of a handful of messages means a broken scan.
    QVERIFY2(ts.messages.size() > 100, qPrintable(QString::number(ts.messages.size())));
    // Both files come from the same lupdate run, so they hold the same messages.
    const TsFile &german = catalogue(kGerman);
    QCOMPARE(ts.messages.size(), german.messages.size());
}

void tst_Translations::germanIsComplete_data()
{
    addMessageRows(catalogue(kGerman));
}

void tst_Translations::germanIsComplete()
{
    QFETCH(QString, source);
    QFETCH(QString, translationType);
    QFETCH(bool, numerus);
    QFETCH(QStringList, translations);

    QVERIFY2(translationType.isEmpty(),
             qPrintable(u"the translation is marked type=\"" + translationType + u'"'));
    // German has two plural forms: n == 1 and everything else.
    QCOMPARE(translations.size(), numerus ? 2 : 1);
    for (const QString &text : std::as_const(translations)) {
        QVERIFY2(!text.trimmed().isEmpty(), "empty translation");
        QVERIFY2(placeholders(text) == placeholders(source),
                 qPrintable(u"placeholders " + placeholders(text).join(u' ') + u" instead of "
                            + placeholders(source).join(u' ') + u" in: " + text));
        QVERIFY2(mnemonics(text) == mnemonics(source),
                 qPrintable(u"the keyboard mnemonics differ: " + text));
        QVERIFY2(tags(text) == tags(source), qPrintable(u"the markup differs: " + text));
        // Fragments that are glued to other text (" [line cut …]", ", 1 not a result")
        // keep their joints.
        QCOMPARE(leadingSpace(text), leadingSpace(source));
        QCOMPARE(trailingSpace(text), trailingSpace(source));
    }
}

void tst_Translations::englishHoldsPluralsOnly_data()
{
    addMessageRows(catalogue(kEnglish));
}

void tst_Translations::englishHoldsPluralsOnly()
{
    QFETCH(QString, source);
    QFETCH(QString, translationType);
    QFETCH(bool, numerus);
    QFETCH(QStringList, translations);

    if (!numerus) {
        // Left unfinished and empty, so lrelease leaves it out and the source text shows.
        QCOMPARE(translationType, QStringLiteral("unfinished"));
        QCOMPARE(translations, QStringList{QString()});
        return;
    }
    QVERIFY2(translationType.isEmpty(),
             qPrintable(u"the plural forms are marked type=\"" + translationType + u'"'));
    QCOMPARE(translations.size(), 2);
    const QString &one = translations.at(0);
    const QString &many = translations.at(1);
    QVERIFY2(!one.isEmpty() && !many.isEmpty(), "empty plural form");
    QVERIFY2(one != many, "both plural forms read the same");
    for (const QString &text : translations) {
        QVERIFY2(!text.contains(u"(s)"), qPrintable(text));
        QVERIFY2(placeholders(text) == placeholders(source),
                 qPrintable(u"placeholders " + placeholders(text).join(u' ') + u" instead of "
                            + placeholders(source).join(u' ') + u" in: " + text));
    }
}

void tst_Translations::germanLoadsAtRunTime()
{
    InstalledTranslator german;
    QVERIFY(german.load(QStringLiteral("rpcscope_de")));

    QCOMPARE(translated(QStringLiteral("RpcScope"), QStringLiteral("Parse error")),
             QStringLiteral("Parse-Fehler"));
    const QString context = QStringLiteral("RpcScope::DiscoveryProbe");
    const QString source = QStringLiteral("rpc.discover: %n method(s)");
    QCOMPARE(translated(context, source, {}, 1), QStringLiteral("rpc.discover: 1 Methode"));
    QCOMPARE(translated(context, source, {}, 3), QStringLiteral("rpc.discover: 3 Methoden"));
    // German uses the plural for zero as well.
    QCOMPARE(translated(context, source, {}, 0), QStringLiteral("rpc.discover: 0 Methoden"));
    // A text the catalogue does not hold comes back unchanged.
    QCOMPARE(translated(QStringLiteral("RpcScope"), QStringLiteral("No such message")),
             QStringLiteral("No such message"));
}

void tst_Translations::compiledGermanMatchesCatalogue_data()
{
    addMessageRows(catalogue(kGerman));
}

void tst_Translations::compiledGermanMatchesCatalogue()
{
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(QString, comment);
    QFETCH(bool, numerus);
    QFETCH(QStringList, translations);

    InstalledTranslator german;
    QVERIFY(german.load(QStringLiteral("rpcscope_de")));
    if (!numerus) {
        QCOMPARE(translated(context, source, comment), translations.value(0));
        return;
    }
    // translate() fills in %n itself; the forms in the file still hold the marker.
    QCOMPARE(translated(context, source, comment, 1),
             QString(translations.value(0)).replace(QStringLiteral("%n"), QStringLiteral("1")));
    QCOMPARE(translated(context, source, comment, 3),
             QString(translations.value(1)).replace(QStringLiteral("%n"), QStringLiteral("3")));
}

void tst_Translations::englishPluralsAtRunTime()
{
    InstalledTranslator english;
    QVERIFY(english.load(QStringLiteral("rpcscope_en")));

    const QString context = QStringLiteral("RpcScope::DiscoveryProbe");
    const QString source = QStringLiteral("rpc.discover: %n method(s)");
    QCOMPARE(translated(context, source, {}, 1), QStringLiteral("rpc.discover: 1 method"));
    QCOMPARE(translated(context, source, {}, 3), QStringLiteral("rpc.discover: 3 methods"));
    const QString items = QStringLiteral("[%n item(s)]");
    QCOMPARE(translated(QStringLiteral("RpcScope::JsonTreeModel"), items, {}, 1),
             QStringLiteral("[1 item]"));
    QCOMPARE(translated(QStringLiteral("RpcScope::JsonTreeModel"), items, {}, 3),
             QStringLiteral("[3 items]"));
    // Everything else falls back to the source text.
    QCOMPARE(translated(QStringLiteral("RpcScope"), QStringLiteral("Parse error")),
             QStringLiteral("Parse error"));
}

void tst_Translations::germanWinsOverEnglish()
{
    // The GUI installs English first as the base and the user's language after it.
    InstalledTranslator english;
    QVERIFY(english.load(QStringLiteral("rpcscope_en")));
    InstalledTranslator german;
    QVERIFY(german.load(QStringLiteral("rpcscope_de")));

    QCOMPARE(translated(QStringLiteral("RpcScope::RegistryPanel"), QStringLiteral("%n method(s)"),
                        {}, 3),
             QStringLiteral("3 Methoden"));
    QCOMPARE(translated(QStringLiteral("RpcScope"), QStringLiteral("Parse error")),
             QStringLiteral("Parse-Fehler"));
}

QTEST_GUILESS_MAIN(tst_Translations)
#include "tst_translations.moc"
