#include "lib/transport/stdio/commandline.h"

#include "lib/tr.h"

namespace RpcScope {

namespace {

bool isSeparator(QChar c)
{
    // Blanks and line breaks end a word; "\r" too, for lines pasted from Windows.
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r' || c == u'\v' || c == u'\f';
}

} // namespace

QStringList CommandLine::split(QStringView commandLine, QString *error)
{
    enum class Quote { None, Single, Double };

    QStringList words;
    QString word;
    bool inWord = false;  // "" is a word, so emptiness of `word` cannot tell
    Quote quote = Quote::None;
    qsizetype quoteStart = 0;

    const qsizetype n = commandLine.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = commandLine.at(i);
        switch (quote) {
        case Quote::Single:
            if (c == u'\'')
                quote = Quote::None;
            else
                word += c;
            break;
        case Quote::Double:
            if (c == u'"') {
                quote = Quote::None;
            } else if (c == u'\\' && i + 1 < n) {
                const QChar next = commandLine.at(i + 1);
                if (next == u'\n') {
                    ++i;  // line continuation: both characters vanish
                } else if (next == u'"' || next == u'\\' || next == u'$' || next == u'`') {
                    word += next;
                    ++i;
                } else {
                    word += c;  // any other backslash stays as written inside double quotes
                }
            } else {
                word += c;
            }
            break;
        case Quote::None:
            if (isSeparator(c)) {
                if (inWord) {
                    words.append(word);
                    word.clear();
                    inWord = false;
                }
            } else if (c == u'\'' || c == u'"') {
                quote = c == u'\'' ? Quote::Single : Quote::Double;
                quoteStart = i;
                inWord = true;
            } else if (c == u'\\') {
                if (i + 1 == n) {
                    // A shell keeps a backslash that ends the input.
                    word += c;
                    inWord = true;
                } else if (commandLine.at(i + 1) == u'\n') {
                    ++i;  // line continuation
                } else {
                    word += commandLine.at(++i);
                    inWord = true;
                }
            } else {
                word += c;
                inWord = true;
            }
            break;
        }
    }

    if (quote != Quote::None) {
        if (error) {
            *error = quote == Quote::Single
                ? Tr::tr("The command line has a single quote at position %1 that is never closed.")
                      .arg(quoteStart + 1)
                : Tr::tr("The command line has a double quote at position %1 that is never closed.")
                      .arg(quoteStart + 1);
        }
        return {};
    }
    if (inWord)
        words.append(word);
    if (error)
        error->clear();
    return words;
}

QString CommandLine::quote(const QString &word)
{
    if (word.isEmpty())
        return QStringLiteral("''");
    static const QString plain = QStringLiteral("@%+=:,./-_");
    bool safe = true;
    for (const QChar c : word) {
        if (!(c.isLetterOrNumber() && c.unicode() < 0x80) && !plain.contains(c)) {
            safe = false;
            break;
        }
    }
    if (safe)
        return word;
    // Inside single quotes nothing is special but the quote itself: close, escape, reopen.
    QString quoted = word;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString CommandLine::join(const QStringList &words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString &word : words)
        quoted.append(quote(word));
    return quoted.join(u' ');
}

} // namespace RpcScope
