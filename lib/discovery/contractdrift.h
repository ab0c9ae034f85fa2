#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace RpcScope {

class Registry;

/// How a documented contract (an OpenRPC document) and the live registry disagree: methods
/// the document promises that the endpoint lacks, methods the endpoint offers that the
/// document does not mention, and methods in both whose parameters differ. Pure logic.
struct ContractDrift
{
    /// One parameter as a schema declares it.
    struct Param
    {
        QString name;
        bool required = false;
    };

    /// A method in both registries whose parameters differ.
    struct Change
    {
        QString method;
        QStringList differences;   ///< translated sentences, one per difference
    };

    QStringList missing;        ///< documented, not offered (code-point order)
    QStringList undocumented;   ///< offered, not documented (code-point order)
    QList<Change> changed;      ///< in both, parameters differ (code-point order)

    bool isEmpty() const { return missing.isEmpty() && undocumented.isEmpty() && changed.isEmpty(); }

    /// Compares \a documented with the entries of \a live that an endpoint described
    /// (entries known only from a document or from the history are not the endpoint's word).
    /// Parameters are compared only where both sides carry a parameter schema.
    static ContractDrift compare(const Registry &documented, const Registry &live);

    /// The parameters a MethodInfo::paramsSchema declares: an OpenRPC params array (or an
    /// MCP prompt's arguments), or an MCP inputSchema object (properties and required).
    /// \a known is false when the schema is absent or unreadable.
    static QList<Param> parameters(const QByteArray &paramsSchema, bool *known = nullptr);

    /// The differences between two parameter lists, as translated sentences.
    static QStringList compareParameters(const QList<Param> &documented, const QList<Param> &live);
};

} // namespace RpcScope
