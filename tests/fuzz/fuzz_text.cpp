// Small languages of outside text (the first byte picks): the POSIX command line of a
// `stdio:` endpoint, an MCP resource's URI template, a JSON path of a diff rule.
// Invariants:
// - a command line that splits joins back into one that splits into the same words, and
//   every word quotes into one word;
// - a template's expansion never fails, and text with no expression expands to itself;
// - a path that parses prints as text that parses to the same path.

#include "fuzzcheck.h"

#include "lib/mcp/uritemplate.h"
#include "lib/replay/jsonpath.h"
#include "lib/transport/stdio/commandline.h"

using namespace RpcScope;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t mode = FuzzInput::takeByte(data, size);
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    switch (mode % 3) {
    case 0: {
        QString error;
        const QStringList words = CommandLine::split(text, &error);
        if (!error.isEmpty())
            break;
        QString againError;
        FUZZ_CHECK(CommandLine::split(CommandLine::join(words), &againError) == words && againError.isEmpty(),
                   "a joined command line splits into the same words");
        for (const QString &word : words)
            FUZZ_CHECK(CommandLine::split(CommandLine::quote(word)) == QStringList{word}, "a quoted word is one word");
        break;
    }
    case 1: {
        QHash<QString, QString> values;
        const QStringList names = UriTemplate::variables(text);
        for (qsizetype i = 0; i < names.size(); ++i)
            values.insert(names.at(i), i % 2 ? QStringLiteral("a b/c?d=%e&f#g") : QStringLiteral("\u00e9,x"));
        (void)UriTemplate::expand(text, values, UriTemplate::Unfilled::Keep);
        (void)UriTemplate::expand(text, {}, UriTemplate::Unfilled::Drop);
        if (!text.contains(u'{') && !text.contains(u'}'))
            FUZZ_CHECK(UriTemplate::expand(text, values) == text, "text without an expression expands to itself");
        break;
    }
    default: {
        QString error;
        const std::optional<JsonPath> path = JsonPath::parse(text, &error);
        if (!path) {
            FUZZ_CHECK(!error.isEmpty(), "a refused path says why");
            break;
        }
        const std::optional<JsonPath> again = JsonPath::parse(path->toString());
        FUZZ_CHECK(again && *again == *path, "a printed path parses to the same path");
        break;
    }
    }
    return 0;
}
