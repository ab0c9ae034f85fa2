#pragma once

#include "ui/composer/schemafield.h"

#include <QList>

class QComboBox;
class QFormLayout;
class QPushButton;
class QStackedWidget;
class QVBoxLayout;

namespace RpcScope {

class SchemaFieldRow;

/// A list of members in a form layout: a nested object, or the params themselves (by name
/// an object, by position an array in member order). Members are written in the schema's
/// order; members the schema does not name cannot be shown (setValue() fails).
class ObjectField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ObjectField)

public:
    struct Member
    {
        QString name;
        SchemaNodePtr schema;
        bool required = false;
        QString description;
    };

    /// A nested object of \a schema's properties.
    ObjectField(SchemaNodePtr schema, bool required, int depth, QWidget *parent = nullptr);
    /// The params: \a members as an object, or as an array when \a byPosition.
    ObjectField(const QList<Member> &members, bool byPosition, QWidget *parent = nullptr);

    bool hasValue() const override;
    QByteArray valueText() const override;
    bool isComplete() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;

    /// The field of a member; null when there is none of that name.
    SchemaField *memberField(QStringView name) const;
    int memberCount() const { return int(m_rows.size()); }

private:
    void build(const QList<Member> &members, int depth, bool framed);

    QList<Member> m_members;
    QList<SchemaFieldRow *> m_rows;
    bool m_byPosition = false;
    bool m_explicit = false;   // the params had this object, even empty
};

/// An array: one row per item with a remove button, and "Add item".
class ArrayField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ArrayField)

public:
    /// More items than this are not shown as widgets: the JSON text is the place for them.
    static constexpr int MaxItems = 200;

    ArrayField(SchemaNodePtr schema, bool required, int depth, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool isComplete() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;

    int itemCount() const { return int(m_items.size()); }
    SchemaField *itemField(int index) const;
    QPushButton *addButton() const { return m_add; }

private:
    struct Item
    {
        QWidget *row;
        SchemaFieldRow *field;
    };
    SchemaField *addItem();
    void removeItem(QWidget *row);
    void renumber();

    int m_depth = 0;
    QVBoxLayout *m_list = nullptr;
    QPushButton *m_add = nullptr;
    QList<Item> m_items;
    bool m_explicit = false;
};

/// oneOf / anyOf / a list of types: pick the alternative, then fill it in.
class ChoiceField final : public SchemaField
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChoiceField)

public:
    ChoiceField(SchemaNodePtr schema, bool required, int depth, QWidget *parent = nullptr);
    bool hasValue() const override;
    QByteArray valueText() const override;
    bool isComplete() const override;
    bool setValue(const JsonDocument &doc, int node) override;
    void clearValue() override;
    QComboBox *comboBox() const { return m_combo; }

private:
    SchemaField *current() const;

    QComboBox *m_combo = nullptr;
    QStackedWidget *m_pages = nullptr;
    QList<SchemaFieldRow *> m_options;
    int m_first = 0;   // index of the first alternative in the combo (1 when "not set" leads)
};

} // namespace RpcScope
