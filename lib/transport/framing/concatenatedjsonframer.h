#pragma once

#include "lib/transport/framing/framer.h"

namespace RpcScope {

/// A stream of JSON values with nothing between them but optional whitespace, as geth's IPC
/// socket and Kodi send them: each top-level object or array is one message, cut where its
/// brackets close. Brackets inside strings and escaped quotes are respected across any
/// chunking, and the scan resumes where the last read ended, so a value read in many pieces
/// is scanned once. Bytes between values that begin no object or array are reported and
/// skipped; a value over the cap is reported and skipped up to its end, without being held.
class ConcatenatedJsonFramer final : public Framer
{
public:
    using Framer::Framer;

    Framing framing() const override { return Framing::Concatenated; }
    void push(QByteArray bytes) override;
    /// The payload as it is (the peer splits on the value's own brackets); refuses an empty one.
    std::optional<QByteArray> encode(QByteArrayView payload, QString *error = nullptr) const override;
    qsizetype bufferedBytes() const override { return m_buffer.size() - m_start; }
    void reset() override;

private:
    void noteStray(char c);
    void reportStray();

    QByteArray m_buffer;
    qsizetype m_start = 0;     ///< where the value being read begins in m_buffer
    qsizetype m_scanned = 0;   ///< bytes before this are scanned
    int m_depth = 0;           ///< open brackets of the value being read (0: between values)
    bool m_inString = false;
    bool m_escaped = false;
    bool m_skipping = false;   ///< the value passed the cap: scanned to its end, not kept
    qint64 m_skippedBytes = 0;
    QByteArray m_stray;        ///< the start of a run of bytes that begin no value (for the report)
    qint64 m_strayBytes = 0;
};

} // namespace RpcScope
