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

QString encoded(const QString &value, bool allowReserved)
{
    // Unreserved characters stay; with + and # reserved ones (":/?#[]@!$&'()*+,;=") stay too.
    static const QByteArray reserved = QByteArrayLiteral(":/?#[]@!$&'()*+,;=");
    return QString::fromLatin1(QUrl::toPercentEncoding(value, allowReserved ? reserved : QByteArray()));
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
        const QString value = var.prefix > 0 ? found->left(var.prefix) : *found;
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

QString UriTemplate::expand(const QString &uriTemplate, const QHash<QString, QString> &values)
{
    return walk(uriTemplate, [&values](const Expression &e, QStringView whole) {
        const QString expanded = expandExpression(e, values);
        return expanded.isEmpty() ? whole.toString() : expanded;
    });
}

bool UriTemplate::isTemplate(const QString &text)
{
    const qsizetype open = text.indexOf(u'{');
    return open >= 0 && text.indexOf(u'}', open + 1) > open;
}

} // namespace RpcScope
