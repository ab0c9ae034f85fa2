#pragma once

#include "lib/schema/schemanode.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

struct MethodInfo;

/// What a method's params look like, for a form: a list of named parameters sent as an
/// object (by name) or as an array in order (OpenRPC paramStructure "by-position").
class ParamsLayout
{
public:
    enum class Structure {
        Undocumented,   ///< no schema: only the JSON text can say what to send
        None,           ///< the method takes no params
        ByName,         ///< an object, members in the order of params()
        ByPosition,     ///< an array, elements in the order of params()
    };

    struct Param
    {
        QString name;
        SchemaNodePtr schema;
        bool required = false;
        QString description;   ///< the content descriptor's (or the schema's) description
    };

    /// The layout of \a method's params. \a rootDocument is the document `$ref`s point
    /// into: the OpenRPC document the method came from (MCP input schemas are their own
    /// root). MCP tools and prompts describe the "arguments" member of their call's params,
    /// see valuePath().
    static ParamsLayout fromMethod(const MethodInfo &method, const QByteArray &rootDocument = {});
    /// An object schema (an MCP inputSchema): its properties by name.
    static ParamsLayout fromObjectSchema(const QByteArray &schemaText, const QByteArray &rootDocument = {});
    /// OpenRPC content descriptors ({name, schema, required, description}, or a `$ref` to one).
    static ParamsLayout fromContentDescriptors(const QByteArray &paramsArray, bool byPosition,
                                               const QByteArray &rootDocument = {});

    Structure structure() const { return m_structure; }
    const QList<Param> &params() const { return m_params; }
    /// Where the described value sits inside the request's params: empty for methods,
    /// {"arguments"} for MCP tool calls and prompts.
    const QStringList &valuePath() const { return m_valuePath; }
    /// False when the schema forbids members it does not name (additionalProperties: false).
    bool allowsOtherMembers() const { return m_allowsOtherMembers; }
    /// Translated remark when the schema could not be read; empty otherwise.
    const QString &note() const { return m_note; }

private:
    Structure m_structure = Structure::Undocumented;
    QList<Param> m_params;
    QStringList m_valuePath;
    bool m_allowsOtherMembers = true;
    QString m_note;
};

} // namespace RpcScope
