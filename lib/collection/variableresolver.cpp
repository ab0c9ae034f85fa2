#include "lib/collection/variableresolver.h"

#include "lib/json/jsonwriter.h"
#include "lib/keychain/secretstore.h"
#include "lib/session/secretvalues.h"
#include "lib/tr.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

constexpr int kMaxDepth = 32;
/// A text that filling makes longer by more than this is refused: values that each repeat
/// the next one twice would otherwise grow to 2^32 characters within kMaxDepth levels.
constexpr qsizetype kMaxFilledSize = 16 * 1024 * 1024;

/// The placeholder starting at \a from (which is "{{"): its name and where it ends; the
/// name is empty when this is no placeholder (no closing braces on the same line).
QString placeholderAt(const QString &text, qsizetype from, qsizetype *end)
{
    const qsizetype close = text.indexOf(u"}}"_s, from + 2);
    if (close < 0)
        return {};
    const QString name = text.mid(from + 2, close - from - 2).trimmed();
    if (name.isEmpty() || name.contains(u'\n') || name.contains(u'{') || name.contains(u'"'))
        return {};
    *end = close + 2;
    return name;
}

struct HostDefaults
{
    QHash<QString, QString> builtins;
    QString overrideHint;
};

HostDefaults &hostDefaults()
{
    static HostDefaults defaults;
    return defaults;
}

/// Escapes \a value for the inside of a JSON string literal (no quotes around it).
QString escapedForString(const QString &value)
{
    const QString quoted = QString::fromUtf8(JsonWriter::quote(value));
    return quoted.mid(1, quoted.size() - 2);
}

} // namespace

void VariableResolver::setBuiltins(const QList<CollectionVariable> &variables)
{
    hostDefaults().builtins.clear();
    for (const CollectionVariable &variable : variables)
        hostDefaults().builtins.insert(variable.name, variable.value);
}

void VariableResolver::setOverrideHint(const QString &hint)
{
    hostDefaults().overrideHint = hint;
}

void VariableResolver::setGlobals(const QList<CollectionVariable> &variables)
{
    m_globals.clear();
    for (const CollectionVariable &variable : variables)
        m_globals.insert(variable.name, {variable.value, variable.secret});
}

void VariableResolver::setEnvironment(const QList<CollectionVariable> &variables)
{
    m_environment.clear();
    for (const CollectionVariable &variable : variables)
        m_environment.insert(variable.name, {variable.value, variable.secret});
}

std::optional<QPair<QString, QString>> VariableResolver::parseAssignment(const QString &text)
{
    const qsizetype equals = text.indexOf(u'=');
    if (equals <= 0)
        return std::nullopt;
    return QPair<QString, QString>(text.left(equals), text.mid(equals + 1));
}

void VariableResolver::setOverride(const QString &name, const QString &value)
{
    m_overrides.insert(name, {value, false});
}

void VariableResolver::setCaptured(const QString &name, const QString &value, bool secret)
{
    m_captured.insert(name, {value, secret});
    if (secret)
        remember(name, value);
}

void VariableResolver::remember(const QString &name, const QString &value)
{
    if (value.isEmpty() || m_secretValues.contains(value))
        return;
    m_secretValues.insert(value);
    if (m_listener)
        m_listener(name, value);
}

bool VariableResolver::declaredSecret(const QString &name) const
{
    return m_environment.value(name).secret || m_globals.value(name).secret;
}

std::optional<QString> VariableResolver::value(const QString &name, QString *error)
{
    Walk walk;
    return lookup(name, &walk, error);
}

std::optional<QString> VariableResolver::resolve(const QString &text, Context context, QString *error)
{
    Walk walk;
    return fill(text, context, &walk, error);
}

std::optional<QString> VariableResolver::lookup(const QString &name, Walk *walk, QString *error)
{
    if (const auto known = walk->filled.constFind(name); known != walk->filled.cend())
        return *known;   // each name is filled once per text: a value used many times costs once
    QStringList *stack = &walk->stack;
    if (stack->contains(name)) {
        *error = stack->constFirst() == name && stack->size() == 1
                     ? Tr::tr("The variable \"%1\" refers to itself.").arg(name)
                     : Tr::tr("The variables %1 refer to each other in a circle.")
                           .arg((*stack + QStringList{name}).join(u" → "_s));
        return std::nullopt;
    }
    if (stack->size() >= kMaxDepth) {
        *error = Tr::tr("The variable \"%1\" is nested too deeply.").arg(name);
        return std::nullopt;
    }
    const Entry *entry = nullptr;
    bool captured = false;
    bool overridden = false;
    for (const QHash<QString, Entry> *scope : {&m_captured, &m_overrides, &m_environment, &m_globals}) {
        const auto it = scope->constFind(name);
        if (it != scope->cend()) {
            entry = &*it;
            captured = scope == &m_captured;
            overridden = scope == &m_overrides;
            break;
        }
    }
    if (!entry) {
        if (const auto builtin = hostDefaults().builtins.constFind(name); builtin != hostDefaults().builtins.cend())
            return *builtin;
        const QString hint = hostDefaults().overrideHint.isEmpty() ? u"--var %1=VALUE"_s : hostDefaults().overrideHint;
        *error = Tr::tr("The variable \"%1\" is not defined (give it with %2, in an environment "
                        "or in the collection).")
                     .arg(name, hint.arg(name));
        return std::nullopt;
    }
    if (captured)
        return entry->value;   // what a server sent is data, never a template: "{{API_KEY}}" in a cookie stays as it is
    if (entry->secret) {
        const std::optional<QString> secret = m_secrets ? m_secrets->secret(name) : std::nullopt;
        if (!secret) {
            *error = m_secrets ? Tr::tr("The secret \"%1\" has no value: %2.").arg(name, m_secrets->hint(name))
                               : Tr::tr("The secret \"%1\" has no value.").arg(name);
            return std::nullopt;
        }
        remember(name, *secret);
        return secret;   // a secret is taken as it is: it may contain braces
    }
    stack->append(name);
    std::optional<QString> out = fill(entry->value, Context::Plain, walk, error);
    stack->removeLast();
    if (out)
        walk->filled.insert(name, *out);
    // --var NAME=VALUE for a name the collection declares secret: as secret as the store's value.
    if (out && overridden && declaredSecret(name))
        remember(name, *out);
    return out;
}

std::optional<QString> VariableResolver::fill(const QString &text, Context context, Walk *walk, QString *error)
{
    if (!text.contains(u"{{"_s))
        return text;
    QString out;
    out.reserve(text.size());
    bool inString = false;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text.at(i);
        if (context == Context::Json && c == u'"') {
            inString = !inString;
        } else if (context == Context::Json && inString && c == u'\\' && i + 1 < text.size()) {
            out += c;
            out += text.at(i + 1);
            i += 2;
            continue;
        } else if (c == u'{' && i + 1 < text.size() && text.at(i + 1) == u'{') {
            qsizetype end = 0;
            const QString name = placeholderAt(text, i, &end);
            if (!name.isEmpty()) {
                const std::optional<QString> value = lookup(name, walk, error);
                if (!value)
                    return std::nullopt;
                const QString filled = context == Context::Json && inString ? escapedForString(*value) : *value;
                if (out.size() + filled.size() > text.size() + kMaxFilledSize) {   // as escaped: up to 6 times longer
                    *error = Tr::tr("Filled in, the variable \"%1\" makes the text grow by more than %2 million characters.")
                                 .arg(name)
                                 .arg(kMaxFilledSize / (1024 * 1024));
                    return std::nullopt;
                }
                out += filled;
                i = end;
                continue;
            }
        }
        out += c;
        ++i;
    }
    return out;
}

QStringList VariableResolver::placeholders(const QString &text)
{
    QStringList names;
    qsizetype from = 0;
    while ((from = text.indexOf(u"{{"_s, from)) >= 0) {
        qsizetype end = 0;
        const QString name = placeholderAt(text, from, &end);
        if (name.isEmpty()) {
            from += 2;
            continue;
        }
        if (!names.contains(name))
            names.append(name);
        from = end;
    }
    return names;
}

QString VariableResolver::mask(QString text) const
{
    // Longest first, so a secret that contains another is hidden whole.
    QStringList values(m_secretValues.cbegin(), m_secretValues.cend());
    std::sort(values.begin(), values.end(), [](const QString &a, const QString &b) { return a.size() > b.size(); });
    for (const QString &value : values) {
        text.replace(value, u"***"_s);
        // A value quoted into JSON text (an assertion's "the value was …") or into a URL.
        for (const QByteArray &spelling : SecretValues::spellings(value)) {
            const QString other = QString::fromUtf8(spelling);
            if (other != value)
                text.replace(other, u"***"_s);
        }
    }
    return text;
}

QByteArray VariableResolver::mask(const QByteArray &bytes) const
{
    if (m_secretValues.isEmpty())
        return bytes;
    return mask(QString::fromUtf8(bytes)).toUtf8();
}

} // namespace RpcScope
