#include "lib/mcp/uritemplate.h"

#include <QUrl>

namespace RpcScope {

namespace {

struct VarSpec
{
    QString name;
    int prefix = 0;   // :N, 0 for none
};

struct Expression
{
    QChar op;         // null for a simple expression
    QList<VarSpec> vars;
};

Expression parse(QStringView body)
{
    Expression expression;
    if (!body.isEmpty() && QStringView(u"+#./;?&").contains(body.front())) {
        expression.op = body.front();
        body = body.mid(1);
    }
    for (QStringView spec : body.split(u',')) {
        VarSpec var;
        if (spec.endsWith(u'*'))
            spec.chop(1);   // explode: a value is one string here, so it changes nothing
        const qsizetype colon = spec.indexOf(u':');
        if (colon >= 0) {
            var.prefix = spec.mid(colon + 1).toInt();
            spec = spec.left(colon);
        }
        var.name = spec.trimmed().toString();
        if (!var.name.isEmpty())
            expression.vars.append(var);
    }
    return expression;
}

bool isHex(QChar c)
{
    return (c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F');
}

QString encoded(const QString &value, bool allowReserved)
{
    // Unreserved characters stay; with + and # reserved ones (":/?#[]@!$&'()*+,;=") and
    // %XX sequences already encoded stay too.
    static const QByteArray reserved = QByteArrayLiteral(":/?#[]@!$&'()*+,;=");
    if (!allowReserved)
        return QString::fromLatin1(QUrl::toPercentEncoding(value));
    QByteArray out;
    qsizetype plainFrom = 0;
    for (qsizetype i = 0; i + 2 < value.size(); ++i) {
        if (value.at(i) == u'%' && isHex(value.at(i + 1)) && isHex(value.at(i + 2))) {
            out += QUrl::toPercentEncoding(value.mid(plainFrom, i - plainFrom), reserved);
            out += value.mid(i, 3).toLatin1();
            i += 2;
            plainFrom = i + 1;
        }
    }
    out += QUrl::toPercentEncoding(value.mid(plainFrom), reserved);
    return QString::fromLatin1(out);
}

/// The first \a count characters (code points, not UTF-16 units) of \a value.
QString prefix(const QString &value, int count)
{
    qsizetype end = 0;
    for (int taken = 0; taken < count && end < value.size(); ++taken)
        end += value.at(end).isHighSurrogate() && end + 1 < value.size() ? 2 : 1;
    return value.left(end);
}

QString expandExpression(const Expression &e, const QHash<QString, QString> &values)
{
    const QChar op = e.op;
    const bool allowReserved = op == u'+' || op == u'#';
    const bool named = op == u';' || op == u'?' || op == u'&';
    const QString first = op.isNull() || op == u'+' ? QString() : QString(op);
    const QString separator = op.isNull() || op == u'+' || op == u'#' ? QStringLiteral(",")
                              : op == u'?' ? QStringLiteral("&")
                                           : QString(op);
    QStringList parts;
    for (const VarSpec &var : e.vars) {
        const auto found = values.constFind(var.name);
        if (found == values.constEnd() || found->isEmpty())
            continue;
        const QString value = var.prefix > 0 ? prefix(*found, var.prefix) : *found;
        QString part = encoded(value, allowReserved);
        if (named)
            part = var.name + QLatin1Char('=') + part;
        parts.append(part);
    }
    if (parts.isEmpty())
        return {};
    return first + parts.join(separator);
}

template<typename Visit>
QString walk(const QString &uriTemplate, Visit visit)
{
    QString out;
    qsizetype at = 0;
    while (at < uriTemplate.size()) {
        const qsizetype open = uriTemplate.indexOf(u'{', at);
        const qsizetype close = open < 0 ? -1 : uriTemplate.indexOf(u'}', open + 1);
        if (open < 0 || close < 0) {
            out += QStringView(uriTemplate).mid(at);
            break;
        }
        out += QStringView(uriTemplate).mid(at, open - at);
        const QStringView whole = QStringView(uriTemplate).mid(open, close - open + 1);
        out += visit(parse(whole.mid(1, whole.size() - 2)), whole);
        at = close + 1;
    }
    return out;
}

} // namespace

QStringList UriTemplate::variables(const QString &uriTemplate)
{
    QStringList names;
    walk(uriTemplate, [&names](const Expression &e, QStringView) {
        for (const VarSpec &var : e.vars) {
            if (!names.contains(var.name))
                names.append(var.name);
        }
        return QString();
    });
    return names;
}

QString UriTemplate::expand(const QString &uriTemplate, const QHash<QString, QString> &values, Unfilled unfilled)
{
    return walk(uriTemplate, [&values, unfilled](const Expression &e, QStringView whole) {
        const QString expanded = expandExpression(e, values);
        return expanded.isEmpty() && unfilled == Unfilled::Keep ? whole.toString() : expanded;
    });
}

bool UriTemplate::isTemplate(const QString &text)
{
    const qsizetype open = text.indexOf(u'{');
    return open >= 0 && text.indexOf(u'}', open + 1) > open;
}

} // namespace RpcScope
