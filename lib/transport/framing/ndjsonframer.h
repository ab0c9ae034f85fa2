#pragma once

#include "lib/transport/framing/framer.h"

namespace RpcScope {

/// Newline-delimited messages, as MCP's stdio transport sends them: each message is one
/// line ending in "\n". A "\r" before the "\n" is dropped and blank lines are skipped.
/// A line longer than the cap is reported and skipped up to its newline, without being
/// held in memory.
class NdjsonFramer final : public Framer
{
public:
    using Framer::Framer;

    Framing framing() const override { return Framing::Ndjson; }
    void push(QByteArray bytes) override;
    /// Refuses a payload that is empty or contains a raw line break (pretty-printed JSON:
    /// inside JSON strings line breaks are always escaped, so compact JSON has none).
    std::optional<QByteArray> encode(QByteArrayView payload, QString *error = nullptr) const override;
    qsizetype bufferedBytes() const override { return m_buffer.size() - m_start; }
    void reset() override;

private:
    void skipOversizedLine(qint64 knownLength);

    QByteArray m_buffer;
    qsizetype m_start = 0;      ///< where the current (incomplete) line begins in m_buffer
    qsizetype m_scanned = 0;    ///< bytes before this are known not to be "\n"
    bool m_skippingLine = false;
};

} // namespace RpcScope
