#pragma once

// Internal to lib/json: the one-pass, iterative parser behind JsonDocument::parse().

#include "lib/json/jsondocument.h"

#include <string>
#include <vector>

namespace RpcScope {

class JsonParser
{
public:
    static JsonDocument parse(const QByteArray &bytes);

    /// Appends the UTF-8 value of the content of a validated string literal (between its
    /// quotes) to \a out, resolving escapes.
    static void unescape(const char *content, size_t size, std::string &out);

private:
    enum class Problem : quint8;
    struct Frame;
    struct KeyEntry;
    struct BigKeyEntry;

    explicit JsonParser(JsonDocument::Data &data);
    ~JsonParser();
    JsonParser(const JsonParser &) = delete;
    JsonParser &operator=(const JsonParser &) = delete;

    void run();
    bool parseText();
    bool reserveNodes(size_t nodes);
    bool growNodes();
    bool growContainers();
    const char *scanString(const char *p, bool *hasEscape);
    const char *scanNumber(const char *p);
    const char *scanEscape(const char *p, const char *stringStart);
    const char *scanUtf8(const char *p);
    bool checkLiteral(const char *p, const char *literal, size_t size);
    void checkDuplicate(quint32 keyNode, const char *content, size_t size, bool hasEscape);
    void checkDuplicateSlowly(quint32 keyNode, bool hasEscape);
    void addSmallKey(Frame &frame, quint32 keyNode, quint64 prefix, size_t size);
    bool findSmallKey(const Frame &frame, quint32 keyNode, quint64 prefix, size_t size) const;
    bool sameKey(quint32 a, quint32 b) const;
    quint32 keyHash(quint32 keyNode, bool hasEscape);
    void promoteToBigObject();
    bool insertBigKey(quint32 object, quint32 hash, quint32 keyNode);
    void reportDuplicate(quint32 object, quint32 keyNode);

    bool fail(const char *at, Problem problem, const char *related = nullptr);
    bool failUnexpected(const char *at, Problem problem);
    bool failEndsEarly();

    JsonDocument::Data &m_d;
    const char *m_begin = nullptr;
    const char *m_end = nullptr;
    std::vector<Frame> m_stack;
    std::vector<KeyEntry> m_keys;        // keys of the open objects, innermost last
    std::vector<BigKeyEntry> m_bigKeys;  // hash table for objects with many members
    size_t m_bigKeyCount = 0;
    std::string m_scratch;
    std::string m_scratch2;
};

} // namespace RpcScope
