#include "ui/composer/scalarfields.h"

#include "lib/json/jsondocument.h"
#include "lib/json/jsonwriter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QToolTip>

namespace RpcScope {

using JType = JsonDocument::Type;

namespace {

/// A value field never narrower than a short word: a narrow column must not clip what is typed.
void keepReadable(QLineEdit *edit)
{
    edit->setMinimumWidth(edit->fontMetrics().averageCharWidth() * 8);
}

QHBoxLayout *bareLayout(QWidget *owner)
{
    auto *layout = new QHBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

/// A JSON value as a person reads it: a string without quotes and escapes.
QString displayText(const QByteArray &json)
{
    const JsonDocument doc = JsonDocument::parse(json);
    if (doc.isValid() && doc.type(0) == JType::String)
        return doc.string(0);
    return QString::fromUtf8(json);
}

/// The first line of a description, short enough for a placeholder.
QString placeholderFrom(const QString &description)
{
    const QString line = description.section(u'\n', 0, 0);
    return line.size() > 80 ? line.left(79) + QStringLiteral("…") : line;
}

} // namespace

// ---- StringField

StringField::StringField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_edit(new QLineEdit(this))
{
    bareLayout(this)->addWidget(m_edit);
    setFocusProxy(m_edit);
    keepReadable(m_edit);
    const SchemaNode &s = this->schema();
    if (!s.defaultValue.isNull())
        m_placeholder = tr("Default: %1").arg(displayText(s.defaultValue));
    else if (!s.description.isEmpty())
        m_placeholder = placeholderFrom(s.description);
    else if (!s.format.isEmpty())
        m_placeholder = s.format;
    else if (!s.pattern.isEmpty())
        m_placeholder = s.pattern;
    m_edit->setPlaceholderText(m_placeholder);
    m_edit->setToolTip(constraintsTip());
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        if (m_explicitEmpty) {
            m_explicitEmpty = false;
            showEmptyHint();
        }
        emit edited();
    });
}

bool StringField::hasValue() const
{
    return isRequired() || m_explicitEmpty || !m_edit->text().isEmpty();
}

QByteArray StringField::valueText() const
{
    return JsonWriter::quote(m_edit->text());
}

bool StringField::setValue(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JType::String)
        return false;
    const QString text = doc.string(node);
    if (m_edit->text() != text)
        m_edit->setText(text);
    if (m_edit->text() != text)
        return false;   // a line edit cannot hold every string (line breaks)
    m_explicitEmpty = text.isEmpty();
    showEmptyHint();
    return true;
}

void StringField::clearValue()
{
    m_edit->clear();
    m_explicitEmpty = false;
    showEmptyHint();
}

void StringField::showEmptyHint()
{
    m_edit->setPlaceholderText(m_explicitEmpty ? tr("(empty string)") : m_placeholder);
}

// ---- NumberField

NumberField::NumberField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_edit(new QLineEdit(this))
{
    bareLayout(this)->addWidget(m_edit);
    setFocusProxy(m_edit);
    keepReadable(m_edit);
    // The JSON number grammar; partial input ("-", "1.") is intermediate, not rejected.
    static const QRegularExpression integerSyntax(QStringLiteral("-?(0|[1-9][0-9]*)"));
    static const QRegularExpression numberSyntax(
        QStringLiteral("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?"));
    m_edit->setValidator(new QRegularExpressionValidator(integer() ? integerSyntax : numberSyntax, m_edit));
    const SchemaNode &s = this->schema();
    QString placeholder;
    if (!s.defaultValue.isNull())
        placeholder = tr("Default: %1").arg(QString::fromUtf8(s.defaultValue));
    else if (s.minimum.isSet() && s.maximum.isSet())
        placeholder = tr("%1 to %2").arg(QString::fromUtf8(s.minimum.text), QString::fromUtf8(s.maximum.text));
    else if (!s.description.isEmpty())
        placeholder = placeholderFrom(s.description);
    else
        placeholder = integer() ? tr("integer") : tr("number");
    m_edit->setPlaceholderText(placeholder);
    m_edit->setToolTip(constraintsTip());
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_rejected = false;
        emit edited();
    });
    // A key the number grammar refuses is never swallowed silently: the field says why, at
    // once beside it and in its error mark until the next accepted key.
    connect(m_edit, &QLineEdit::inputRejected, this, [this] {
        m_rejected = true;
        QToolTip::showText(m_edit->mapToGlobal(QPoint(0, m_edit->height())), incompleteMessage(), m_edit);
        emit edited();
    });
}

bool NumberField::integer() const
{
    return schema().type == SchemaNode::Type::Integer;
}

bool NumberField::hasValue() const
{
    return !m_edit->text().isEmpty();
}

QByteArray NumberField::valueText() const
{
    return m_edit->text().toUtf8();
}

bool NumberField::isComplete() const
{
    if (m_rejected)
        return false;
    QString text = m_edit->text();
    int position = 0;
    return text.isEmpty() || m_edit->validator()->validate(text, position) == QValidator::Acceptable;
}

QString NumberField::incompleteMessage() const
{
    if (m_rejected)
        return integer() ? tr("Only an integer goes here: digits, with a minus sign in front if need be.")
                         : tr("Only a number goes here: digits, a minus sign, a decimal point, an exponent (1e3).");
    return integer() ? tr("Not an integer yet.") : tr("Not a number yet.");
}

bool NumberField::setValue(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JType::Number)
        return false;
    QString text = QString::fromUtf8(doc.raw(node));
    int position = 0;
    if (m_edit->validator()->validate(text, position) != QValidator::Acceptable)
        return false;   // 1.0 for an integer: the JSON text shows it as written
    if (m_edit->text() != text)
        m_edit->setText(text);
    return true;
}

void NumberField::clearValue()
{
    m_edit->clear();
}

// ---- BooleanField

BooleanField::BooleanField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_box(new QCheckBox(this))
{
    bareLayout(this)->addWidget(m_box);
    setFocusProxy(m_box);
    m_box->setTristate(!required);
    if (!required)
        m_box->setCheckState(Qt::PartiallyChecked);
    m_box->setToolTip(constraintsTip());
    connect(m_box, &QCheckBox::clicked, this, [this] {
        showState();
        emit edited();
    });
    showState();
}

void BooleanField::showState()
{
    switch (m_box->checkState()) {
    case Qt::Checked: m_box->setText(QStringLiteral("true")); break;
    case Qt::Unchecked: m_box->setText(QStringLiteral("false")); break;
    case Qt::PartiallyChecked:
        m_box->setText(schema().defaultValue.isNull()
                           ? tr("not set")
                           : tr("not set (default: %1)").arg(QString::fromUtf8(schema().defaultValue)));
        break;
    }
}

bool BooleanField::hasValue() const
{
    return m_box->checkState() != Qt::PartiallyChecked;
}

QByteArray BooleanField::valueText() const
{
    return m_box->checkState() == Qt::Checked ? QByteArrayLiteral("true") : QByteArrayLiteral("false");
}

bool BooleanField::setValue(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JType::True && doc.type(node) != JType::False)
        return false;
    m_box->setCheckState(doc.type(node) == JType::True ? Qt::Checked : Qt::Unchecked);
    showState();
    return true;
}

void BooleanField::clearValue()
{
    m_box->setCheckState(isRequired() ? Qt::Unchecked : Qt::PartiallyChecked);
    showState();
}

// ---- EnumField

EnumField::EnumField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_combo(new QComboBox(this))
{
    bareLayout(this)->addWidget(m_combo);
    setFocusProxy(m_combo);
    const SchemaNode &s = this->schema();
    m_combo->addItem(s.defaultValue.isNull() ? tr("(not set)")
                                             : tr("(not set: %1)").arg(displayText(s.defaultValue)));
    for (qsizetype i = 0; i < s.enumValues.size(); ++i) {
        const QByteArray &value = s.enumValues.at(i);
        const QString title = s.enumTitles.value(i);
        // A titled value is chosen by its title; the value it sends stays in sight.
        m_combo->addItem(title.isEmpty() ? displayText(value) : tr("%1 (%2)").arg(title, displayText(value)), value);
    }
    m_combo->setToolTip(constraintsTip());
    connect(m_combo, &QComboBox::activated, this, &SchemaField::edited);
}

bool EnumField::hasValue() const
{
    return m_combo->currentIndex() > 0;
}

QByteArray EnumField::valueText() const
{
    return m_combo->currentData().toByteArray();
}

bool EnumField::setValue(const JsonDocument &doc, int node)
{
    const QByteArray text = JsonWriter::compact(doc, node);
    const int index = m_combo->findData(text);
    if (index <= 0)
        return false;   // not one of the values (or spelled otherwise: 1.0 for 1)
    m_combo->setCurrentIndex(index);
    return true;
}

void EnumField::clearValue()
{
    m_combo->setCurrentIndex(0);
}

// ---- NullField

NullField::NullField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_box(new QCheckBox(QStringLiteral("null"), this))
{
    bareLayout(this)->addWidget(m_box);
    setFocusProxy(m_box);
    m_box->setChecked(required);
    m_box->setEnabled(!required);
    connect(m_box, &QCheckBox::clicked, this, &SchemaField::edited);
}

bool NullField::hasValue() const
{
    return m_box->isChecked();
}

QByteArray NullField::valueText() const
{
    return QByteArrayLiteral("null");
}

bool NullField::setValue(const JsonDocument &doc, int node)
{
    if (doc.type(node) != JType::Null)
        return false;
    m_box->setChecked(true);
    return true;
}

void NullField::clearValue()
{
    m_box->setChecked(isRequired());
}

// ---- JsonTextField

JsonTextField::JsonTextField(SchemaNodePtr schema, bool required, QWidget *parent)
    : SchemaField(std::move(schema), required, parent), m_edit(new QLineEdit(this))
{
    bareLayout(this)->addWidget(m_edit);
    setFocusProxy(m_edit);
    keepReadable(m_edit);
    m_edit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    const SchemaNode &s = this->schema();
    m_edit->setPlaceholderText(!s.note.isEmpty() ? s.note : tr("JSON value"));
    m_edit->setToolTip(constraintsTip());
    connect(m_edit, &QLineEdit::textEdited, this, &SchemaField::edited);
}

bool JsonTextField::hasValue() const
{
    return !m_edit->text().trimmed().isEmpty();
}

QByteArray JsonTextField::valueText() const
{
    return m_edit->text().trimmed().toUtf8();
}

bool JsonTextField::isComplete() const
{
    return !hasValue() || JsonDocument::parse(valueText()).isValid();
}

QString JsonTextField::incompleteMessage() const
{
    return tr("Not valid JSON: %1").arg(JsonDocument::parse(valueText()).error().message);
}

bool JsonTextField::setValue(const JsonDocument &doc, int node)
{
    const QByteArray text = JsonWriter::compact(doc, node);
    const JsonDocument current = JsonDocument::parse(valueText());
    // Keep the user's spacing when the value is the same.
    if (!current.isValid() || JsonWriter::compact(current, 0) != text)
        m_edit->setText(QString::fromUtf8(text));
    return true;
}

void JsonTextField::clearValue()
{
    m_edit->clear();
}

} // namespace RpcScope
