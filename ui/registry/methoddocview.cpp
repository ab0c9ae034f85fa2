#include "ui/registry/methoddocview.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"
#include "ui/registry/registrytreemodel.h"

#include <QUrl>

namespace RpcScope {

using Type = JsonDocument::Type;

namespace {

constexpr int MaxValueChars = 200;
constexpr int MaxExampleChars = 4000;
constexpr int MaxTextChars = 20000;
constexpr int MaxEnumValues = 50;
const QLatin1String MethodScheme("method:");

QString esc(const QString &text, int limit = MaxTextChars)
{
    if (text.size() > limit)
        return QString(text.left(limit) + QChar(0x2026)).toHtmlEscaped();
    return text.toHtmlEscaped();
}

// Plain text with its line breaks kept.
QString paragraph(const QString &text)
{
    return esc(text).replace(QLatin1Char('\n'), QLatin1String("<br>"));
}

int member(const JsonDocument &doc, int object, QStringView key)
{
    return object >= 0 && doc.type(object) == Type::Object ? doc.member(object, key) : -1;
}

// A value as its JSON text, cut when long.
QString valueText(const JsonDocument &doc, int node, int limit = MaxValueChars)
{
    const QString text = QString::fromUtf8(JsonWriter::compact(doc, node));
    return esc(text, limit);
}

QString methodLink(const QString &name)
{
    return QStringLiteral("<a href=\"%1%2\">%3</a>")
        .arg(MethodScheme, QString::fromLatin1(QUrl::toPercentEncoding(name)), esc(name, 300));
}

QString kindName(MethodInfo::Kind kind)
{
    switch (kind) {
    case MethodInfo::Kind::Method: return MethodDocView::tr("Method");
    case MethodInfo::Kind::Tool: return MethodDocView::tr("MCP tool");
    case MethodInfo::Kind::Resource: return MethodDocView::tr("MCP resource");
    case MethodInfo::Kind::Prompt: return MethodDocView::tr("MCP prompt");
    }
    return {};
}

// Describes JSON Schemas as HTML, following local $refs with a stack so cycles end.
class SchemaWriter
{
public:
    explicit SchemaWriter(const JsonDocument &reference) : m_reference(reference) {}

    /// How many $ref are followed in a row (each one a level of the walk).
    static constexpr int MaxRefChain = 32;

    struct Described
    {
        QString type;
        QStringList facts;
        QString description;
        QString nested;   // a <ul> of members, or empty
    };

    bool exhausted() const { return m_items >= MethodDocView::MaxItems; }

    Described describe(const JsonDocument &doc, int node, int depth)
    {
        Described d;
        if (node < 0) {
            d.type = MethodDocView::tr("any");
            return d;
        }
        if (doc.type(node) == Type::True) {
            d.type = MethodDocView::tr("any");
            return d;
        }
        if (doc.type(node) != Type::Object) {
            d.type = valueText(doc, node);
            return d;
        }
        const QString ref = doc.memberString(node, u"$ref");
        if (!ref.isEmpty())
            return describeRef(doc, node, ref, depth);

        d.description = doc.memberString(node, u"description");
        if (d.description.isEmpty())
            d.description = doc.memberString(node, u"title");
        d.type = typeOf(doc, node);
        facts(doc, node, d.facts);

        if (depth >= MethodDocView::MaxDepth) {
            if (member(doc, node, u"properties") >= 0 || member(doc, node, u"items") >= 0)
                d.nested = QStringLiteral("<ul><li>%1</li></ul>").arg(QChar(0x2026));
            return d;
        }
        const int items = member(doc, node, u"items");
        if (items >= 0 && doc.type(items) == Type::Object) {
            const Described item = describe(doc, items, depth + 1);
            d.type = MethodDocView::tr("array of %1").arg(item.type);
            for (const QString &fact : item.facts)
                d.facts.append(MethodDocView::tr("each: %1").arg(fact));
            d.nested = item.nested;
        }
        for (const QStringView combinator : {u"oneOf", u"anyOf", u"allOf"}) {
            const int list = member(doc, node, combinator);
            if (list < 0 || doc.type(list) != Type::Array)
                continue;
            QStringList types;
            QString nested;
            for (int c = doc.firstChild(list); c >= 0 && !exhausted(); c = doc.nextSibling(c)) {
                const Described option = describe(doc, c, depth + 1);
                types.append(option.type);
                if (!option.nested.isEmpty())
                    nested += QStringLiteral("<li>%1%2</li>").arg(option.type, option.nested);
            }
            //: %1 is oneOf, anyOf or allOf (JSON Schema keywords), %2 the alternatives
            d.type = MethodDocView::tr("%1: %2").arg(combinator.toString(), types.join(QStringLiteral(" | ")));
            if (!nested.isEmpty())
                d.nested += QStringLiteral("<ul>%1</ul>").arg(nested);
        }
        const int properties = member(doc, node, u"properties");
        if (properties >= 0 && doc.type(properties) == Type::Object)
            d.nested += propertyList(doc, node, properties, depth + 1);
        return d;
    }

    /// One parameter or property as a list item.
    QString item(const QString &name, bool required, const QString &description, const Described &d)
    {
        ++m_items;
        QString html = QStringLiteral("<li><code><b>%1</b></code> <i>%2</i>").arg(esc(name, 300), d.type);
        if (required)
            html += QStringLiteral(" <b>%1</b>").arg(MethodDocView::tr("required"));
        const QString text = description.isEmpty() ? d.description : description;
        if (!text.isEmpty())
            html += QStringLiteral(" &mdash; %1").arg(paragraph(text));
        if (!d.facts.isEmpty())
            html += QStringLiteral("<br><small>%1</small>").arg(d.facts.join(QStringLiteral("; ")));
        html += d.nested;
        html += QStringLiteral("</li>");
        return html;
    }

    /// The members of an object schema (properties, with required from \a object).
    QString propertyList(const JsonDocument &doc, int object, int properties, int depth)
    {
        QStringList required;
        const int requiredNode = member(doc, object, u"required");
        if (requiredNode >= 0 && doc.type(requiredNode) == Type::Array) {
            for (int r = doc.firstChild(requiredNode); r >= 0; r = doc.nextSibling(r)) {
                if (doc.type(r) == Type::String)
                    required.append(doc.string(r));
            }
        }
        QString html;
        for (int v = doc.firstChild(properties); v >= 0; v = doc.nextSibling(v)) {
            if (exhausted()) {
                html += QStringLiteral("<li>%1</li>").arg(QChar(0x2026));
                break;
            }
            const QString name = doc.string(doc.keyNode(v));
            html += item(name, required.contains(name), {}, describe(doc, v, depth));
        }
        return html.isEmpty() ? QString() : QStringLiteral("<ul>%1</ul>").arg(html);
    }

    /// A `$ref` target: {document, node}; node -1 when it points nowhere.
    std::pair<const JsonDocument *, int> resolve(const JsonDocument &doc, const QString &ref) const
    {
        if (!ref.startsWith(QLatin1Char('#')))
            return {&doc, -1};
        if (m_reference.isValid()) {
            const int node = pointer(m_reference, ref);
            if (node >= 0)
                return {&m_reference, node};
        }
        return {&doc, pointer(doc, ref)};
    }

private:
    Described describeRef(const JsonDocument &doc, int node, const QString &ref, int depth)
    {
        Described d;
        const QString name = ref.section(QLatin1Char('/'), -1);
        d.description = doc.memberString(node, u"description");
        if (m_stack.contains(ref)) {
            d.type = esc(name, 200);
            d.facts.append(MethodDocView::tr("refers back to itself (recursive)"));
            return d;
        }
        if (m_stack.size() >= MaxRefChain) {
            // A server's chain of a million distinct references would recurse as deep.
            d.type = esc(name, 200);
            d.facts.append(MethodDocView::tr("one of more than %1 references in a row (not followed)").arg(MaxRefChain));
            return d;
        }
        const auto [target, targetNode] = resolve(doc, ref);
        if (targetNode < 0) {
            d.type = esc(name, 200);
            d.facts.append(MethodDocView::tr("unresolved reference %1").arg(esc(ref, 300)));
            return d;
        }
        m_stack.append(ref);
        Described inner = describe(*target, targetNode, depth);
        m_stack.removeLast();
        inner.type = QStringLiteral("%1 (%2)").arg(esc(name, 200), inner.type);
        if (!d.description.isEmpty())
            inner.description = d.description;
        return inner;
    }

    static int pointer(const JsonDocument &doc, const QString &ref)
    {
        if (!doc.isValid())
            return -1;
        int node = 0;
        const QStringList parts = ref.mid(1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        for (QString part : parts) {
            part = QUrl::fromPercentEncoding(part.toUtf8());
            part.replace(QLatin1String("~1"), QLatin1String("/")).replace(QLatin1String("~0"), QLatin1String("~"));
            if (doc.type(node) == Type::Object) {
                node = doc.member(node, part);
            } else if (doc.type(node) == Type::Array) {
                bool ok = false;
                const int index = part.toInt(&ok);
                node = ok ? doc.child(node, index) : -1;
            } else {
                node = -1;
            }
            if (node < 0)
                return -1;
        }
        return node;
    }

    static QString typeOf(const JsonDocument &doc, int node)
    {
        const int type = member(doc, node, u"type");
        if (type >= 0 && doc.type(type) == Type::String)
            return esc(doc.string(type), 100);
        if (type >= 0 && doc.type(type) == Type::Array) {
            QStringList types;
            for (int t = doc.firstChild(type); t >= 0; t = doc.nextSibling(t)) {
                if (doc.type(t) == Type::String)
                    types.append(esc(doc.string(t), 100));
            }
            return types.join(QStringLiteral(" | "));
        }
        if (member(doc, node, u"enum") >= 0)
            return MethodDocView::tr("enum");
        if (member(doc, node, u"properties") >= 0)
            return QStringLiteral("object");
        return MethodDocView::tr("any");
    }

    static void facts(const JsonDocument &doc, int node, QStringList &out)
    {
        const int enumNode = member(doc, node, u"enum");
        if (enumNode >= 0 && doc.type(enumNode) == Type::Array) {
            QStringList values;
            for (int e = doc.firstChild(enumNode); e >= 0; e = doc.nextSibling(e)) {
                if (values.size() == MaxEnumValues) {
                    values.append(QString(QChar(0x2026)));
                    break;
                }
                values.append(QStringLiteral("<code>%1</code>").arg(valueText(doc, e)));
            }
            out.append(MethodDocView::tr("one of %1").arg(values.join(QStringLiteral(", "))));
        }
        struct Keyword
        {
            QStringView key;
            const char *label;
        };
        // The labels are translated below; QT_TRANSLATE_NOOP marks them for lupdate.
        static const Keyword keywords[] = {
            {u"const", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "always %1")},
            {u"default", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "default %1")},
            {u"minimum", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "minimum %1")},
            {u"maximum", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "maximum %1")},
            {u"exclusiveMinimum", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "greater than %1")},
            {u"exclusiveMaximum", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "less than %1")},
            {u"multipleOf", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "multiple of %1")},
            {u"minLength", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "at least %1 characters")},
            {u"maxLength", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "at most %1 characters")},
            {u"pattern", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "matches %1")},
            {u"format", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "format %1")},
            {u"minItems", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "at least %1 items")},
            {u"maxItems", QT_TRANSLATE_NOOP("RpcScope::MethodDocView", "at most %1 items")},
        };
        for (const Keyword &keyword : keywords) {
            const int value = member(doc, node, keyword.key);
            if (value < 0)
                continue;
            const QString text = doc.type(value) == Type::String && keyword.key != u"const" && keyword.key != u"default"
                ? esc(doc.string(value), MaxValueChars)
                : valueText(doc, value);
            out.append(MethodDocView::tr(keyword.label).arg(QStringLiteral("<code>%1</code>").arg(text)));
        }
        const int unique = member(doc, node, u"uniqueItems");
        if (unique >= 0 && doc.type(unique) == Type::True)
            out.append(MethodDocView::tr("items unique"));
    }

    const JsonDocument &m_reference;
    QStringList m_stack;
    int m_items = 0;
};

QString section(const QString &title, const QString &body)
{
    return QStringLiteral("<h3>%1</h3>%2").arg(title.toHtmlEscaped(), body);
}

QString paramsHtml(const MethodInfo &method, SchemaWriter &writer)
{
    if (method.paramsSchema.trimmed().isEmpty())
        return QStringLiteral("<p><i>%1</i></p>").arg(MethodDocView::tr("Not documented."));
    const JsonDocument doc = JsonDocument::parse(method.paramsSchema);
    if (!doc.isValid())
        return QStringLiteral("<p><i>%1</i></p>").arg(MethodDocView::tr("The parameter schema is not valid JSON."));
    if (doc.type(0) == Type::Object) {
        // An MCP inputSchema: its properties are the arguments.
        const int properties = member(doc, 0, u"properties");
        const QString list = properties >= 0 && doc.type(properties) == Type::Object
            ? writer.propertyList(doc, 0, properties, 0) : QString();
        return list.isEmpty() ? QStringLiteral("<p>%1</p>").arg(MethodDocView::tr("None.")) : list;
    }
    if (doc.type(0) != Type::Array)
        return QStringLiteral("<p><i>%1</i></p>").arg(MethodDocView::tr("Not documented."));
    if (doc.childCount(0) == 0)
        return QStringLiteral("<p>%1</p>").arg(MethodDocView::tr("None."));
    QString html;
    for (int p = doc.firstChild(0); p >= 0; p = doc.nextSibling(p)) {
        if (writer.exhausted()) {
            html += QStringLiteral("<li>%1</li>").arg(QChar(0x2026));
            break;
        }
        const JsonDocument *owner = &doc;
        int descriptor = p;
        const QString ref = doc.memberString(p, u"$ref");
        if (!ref.isEmpty()) {
            const auto [target, node] = writer.resolve(doc, ref);
            if (node < 0) {
                html += QStringLiteral("<li><i>%1</i></li>").arg(MethodDocView::tr("unresolved reference %1").arg(esc(ref, 300)));
                continue;
            }
            owner = target;
            descriptor = node;
        }
        const QString name = owner->memberString(descriptor, u"name");
        const int required = member(*owner, descriptor, u"required");
        QString description = owner->memberString(descriptor, u"description");
        if (description.isEmpty())
            description = owner->memberString(descriptor, u"summary");
        const int schema = member(*owner, descriptor, u"schema");
        SchemaWriter::Described d = writer.describe(*owner, schema, 1);
        if (schema < 0)   // an MCP prompt argument has no schema: it is a string
            d.type = method.kind == MethodInfo::Kind::Prompt ? QStringLiteral("string") : MethodDocView::tr("any");
        html += writer.item(name, required >= 0 && owner->type(required) == Type::True, description, d);
    }
    QString structure;
    const JsonDocument definition = JsonDocument::parse(method.definition);
    const QString paramStructure = definition.isValid() ? definition.memberString(0, u"paramStructure") : QString();
    if (paramStructure == u"by-position")
        structure = QStringLiteral("<p><small>%1</small></p>").arg(MethodDocView::tr("Sent by position (an array, in this order)."));
    else if (paramStructure == u"by-name")
        structure = QStringLiteral("<p><small>%1</small></p>").arg(MethodDocView::tr("Sent by name (an object)."));
    return QStringLiteral("<ul>%1</ul>%2").arg(html, structure);
}

QString resultHtml(const MethodInfo &method, SchemaWriter &writer)
{
    const JsonDocument doc = JsonDocument::parse(method.resultSchema);
    if (!doc.isValid() || doc.type(0) != Type::Object)
        return {};
    // OpenRPC: a content descriptor {name, schema}; MCP outputSchema: a schema.
    const int schema = member(doc, 0, u"schema");
    if (schema >= 0) {
        const SchemaWriter::Described d = writer.describe(doc, schema, 1);
        QString description = doc.memberString(0, u"description");
        return QStringLiteral("<ul>%1</ul>").arg(writer.item(doc.memberString(0, u"name"), false, description, d));
    }
    const SchemaWriter::Described d = writer.describe(doc, 0, 1);
    QString html = QStringLiteral("<p><i>%1</i>").arg(d.type);
    if (!d.description.isEmpty())
        html += QStringLiteral(" &mdash; %1").arg(paragraph(d.description));
    if (!d.facts.isEmpty())
        html += QStringLiteral("<br><small>%1</small>").arg(d.facts.join(QStringLiteral("; ")));
    return html + QStringLiteral("</p>") + d.nested;
}

QString errorsHtml(const MethodInfo &method, SchemaWriter &writer)
{
    const JsonDocument doc = JsonDocument::parse(method.errors);
    if (!doc.isValid() || doc.type(0) != Type::Array || doc.childCount(0) == 0)
        return {};
    QString html;
    for (int e = doc.firstChild(0); e >= 0; e = doc.nextSibling(e)) {
        const JsonDocument *owner = &doc;
        int error = e;
        const QString ref = doc.memberString(e, u"$ref");
        if (!ref.isEmpty()) {
            const auto [target, node] = writer.resolve(doc, ref);
            if (node < 0)
                continue;
            owner = target;
            error = node;
        }
        const int code = member(*owner, error, u"code");
        QString line = QStringLiteral("<li><code>%1</code> %2")
                           .arg(code >= 0 ? valueText(*owner, code) : QString(), esc(owner->memberString(error, u"message"), 500));
        const int data = member(*owner, error, u"data");
        if (data >= 0)
            line += QStringLiteral("<br><small>%1 <code>%2</code></small>").arg(MethodDocView::tr("data:"), valueText(*owner, data, 500));
        html += line + QStringLiteral("</li>");
    }
    return QStringLiteral("<ul>%1</ul>").arg(html);
}

QString examplesHtml(const MethodInfo &method)
{
    const JsonDocument doc = JsonDocument::parse(method.examples);
    if (!doc.isValid() || doc.type(0) != Type::Array || doc.childCount(0) == 0)
        return {};
    QString html;
    int shown = 0;
    for (int x = doc.firstChild(0); x >= 0 && shown < 20; x = doc.nextSibling(x), ++shown) {
        if (doc.type(x) != Type::Object)
            continue;
        const QString name = doc.memberString(x, u"name");
        const QString summary = doc.memberString(x, u"summary");
        html += QStringLiteral("<p><b>%1</b>").arg(esc(name.isEmpty() ? MethodDocView::tr("Example %1").arg(shown + 1) : name, 300));
        if (!summary.isEmpty())
            html += QStringLiteral(" &mdash; %1").arg(esc(summary, 1000));
        html += QStringLiteral("</p>");
        QString text;
        const int params = member(doc, x, u"params");
        if (params >= 0 && doc.type(params) == Type::Array) {
            for (int p = doc.firstChild(params); p >= 0; p = doc.nextSibling(p)) {
                const int value = member(doc, p, u"value");
                text += doc.memberString(p, u"name") + QStringLiteral(": ")
                    + (value >= 0 ? QString::fromUtf8(JsonWriter::compact(doc, value)) : QString()) + QLatin1Char('\n');
            }
        }
        const int result = member(doc, x, u"result");
        const int resultValue = member(doc, result, u"value");
        if (resultValue >= 0)
            text += QStringLiteral("\u2192 ") + QString::fromUtf8(JsonWriter::compact(doc, resultValue));
        if (!text.isEmpty())
            html += QStringLiteral("<pre>%1</pre>").arg(esc(text.trimmed(), MaxExampleChars));
    }
    return html;
}

} // namespace

MethodDocView::MethodDocView(QWidget *parent)
    : QTextBrowser(parent)
{
    setObjectName(QStringLiteral("methodDoc"));
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setLineWrapMode(QTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        const QByteArray encoded = url.toEncoded();
        if (encoded.startsWith(QByteArrayView(MethodScheme.data(), MethodScheme.size())))
            emit methodLinkActivated(QUrl::fromPercentEncoding(encoded.mid(MethodScheme.size())));
    });
    showPlaceholder(tr("Select a method to see its documentation."));
}

void MethodDocView::setReferenceDocument(const QByteArray &document)
{
    m_reference = document;
}

void MethodDocView::showPlaceholder(const QString &text)
{
    m_name.clear();
    setHtml(QStringLiteral("<p><i>%1</i></p>").arg(text.toHtmlEscaped()));
}

void MethodDocView::setMethod(const MethodInfo &method, const QString &aliasOf, const QStringList &aliases)
{
    m_name = method.name;
    const JsonDocument reference = m_reference.isEmpty() ? JsonDocument() : JsonDocument::parse(m_reference);
    setHtml(html(method, aliasOf, aliases, reference));
}

QString MethodDocView::html(const MethodInfo &method, const QString &aliasOf, const QStringList &aliases,
                            const JsonDocument &reference)
{
    SchemaWriter writer(reference);
    QString html = QStringLiteral("<h2>%1</h2>").arg(esc(method.name));
    QStringList badges;
    for (const QString &source : method.sources)
        badges.append(RegistryTreeModel::badgeLabel(source));
    //: Under a method's name: its kind and where the registry learned of it
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(tr("%1 · from %2").arg(kindName(method.kind), badges.join(QStringLiteral(", "))).toHtmlEscaped());
    if (!aliasOf.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Alias of %1").arg(methodLink(aliasOf)));
    QStringList others;
    for (const QString &other : aliases) {
        if (other != aliasOf)
            others.append(methodLink(other));
    }
    if (!others.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(tr("Also spelled: %1").arg(others.join(QStringLiteral(", "))));
    if (!method.summary.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(paragraph(method.summary));
    if (!method.description.isEmpty() && method.description != method.summary)
        html += QStringLiteral("<p>%1</p>").arg(paragraph(method.description));

    const QString paramsTitle = method.kind == MethodInfo::Kind::Method ? tr("Parameters") : tr("Arguments");
    if (method.kind != MethodInfo::Kind::Resource || !method.paramsSchema.isEmpty())
        html += section(paramsTitle, paramsHtml(method, writer));
    const QString result = resultHtml(method, writer);
    if (!result.isEmpty())
        html += section(tr("Result"), result);
    const QString errors = errorsHtml(method, writer);
    if (!errors.isEmpty())
        html += section(tr("Errors"), errors);
    const QString examples = examplesHtml(method);
    if (!examples.isEmpty())
        html += section(tr("Examples"), examples);
    return html;
}

} // namespace RpcScope
