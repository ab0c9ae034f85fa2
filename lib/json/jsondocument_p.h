#pragma once

// Internal to lib/json: the storage behind JsonDocument, shared by the parser.

#include "lib/json/jsondocument.h"

#include <cstdint>
#include <cstdlib>
#include <mutex>
#include <type_traits>
#include <unordered_map>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace RpcScope {

/// A growable array of trivially copyable values on malloc/realloc. For large arrays glibc
/// realloc moves pages (mremap) instead of copying, so growing a 400 MB index never holds
/// two copies of it, and untouched capacity never becomes resident memory.
template<typename T>
class JsonPodArray
{
    static_assert(std::is_trivially_copyable_v<T>);

public:
    JsonPodArray() = default;
    JsonPodArray(const JsonPodArray &) = delete;
    JsonPodArray &operator=(const JsonPodArray &) = delete;
    ~JsonPodArray() { std::free(m_data); }

    T *data() { return m_data; }
    const T *data() const { return m_data; }
    size_t capacity() const { return m_capacity; }
    const T &operator[](size_t i) const { return m_data[i]; }
    T &operator[](size_t i) { return m_data[i]; }

    /// Changes the capacity to exactly \a n elements (growing or shrinking); false when
    /// memory runs out (the array is then unchanged).
    [[nodiscard]] bool reallocate(size_t n)
    {
        if (n == m_capacity)
            return true;
        if (n == 0) {
            std::free(m_data);
            m_data = nullptr;
            m_capacity = 0;
            return true;
        }
        void *p = std::realloc(m_data, n * sizeof(T));
        if (!p)
            return false;
        m_data = static_cast<T *>(p);
        m_capacity = n;
        adviseHugePages();
        return true;
    }
    size_t bytes() const { return m_capacity * sizeof(T); }

private:
    // Each first touch of a 4 KiB page is a fault, and on virtual machines faults cost
    // microseconds: a 100 MB body's index took more time in the kernel than in the parser.
    // Transparent huge pages take 512 times fewer faults.
    void adviseHugePages()
    {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        constexpr uintptr_t HugePage = 2 * 1024 * 1024;
        const size_t size = m_capacity * sizeof(T);
        if (size < 4 * HugePage)
            return;
        const uintptr_t first = (reinterpret_cast<uintptr_t>(m_data) + HugePage - 1) & ~(HugePage - 1);
        const uintptr_t last = (reinterpret_cast<uintptr_t>(m_data) + size) & ~(HugePage - 1);
        if (last > first)
            madvise(reinterpret_cast<void *>(first), last - first, MADV_HUGEPAGE);
#endif
    }

    T *m_data = nullptr;
    size_t m_capacity = 0;
};

struct JsonDocument::Data
{
    // The type byte of a node: a JsonDocument::Type, plus this bit for object keys.
    static constexpr quint8 KeyBit = 0x80;
    static constexpr quint8 TypeMask = 0x7f;
    static constexpr quint32 NoParent = 0xffffffffu;

    struct Container
    {
        quint32 end;      // one past the last node of the subtree
        quint32 close;    // byte offset of the closing bracket
        quint32 count;    // number of children (values, not keys)
    };

    QByteArray bytes;
    JsonParseError error;
    quint32 nodeCount = 0;
    quint32 containerCount = 0;
    // Structure of arrays, 13 bytes a node: the index of a typical body stays near its size.
    JsonPodArray<quint32> offset;     // byte offset of the token's first byte
    JsonPodArray<quint32> aux;        // scalars: byte length; containers: index into containers
    JsonPodArray<quint32> parent;     // NoParent for the root
    JsonPodArray<quint8> type;
    JsonPodArray<Container> containers;
    QList<JsonDuplicateKey> duplicates;

    // child() tables of large containers whose children are not all scalars, built on demand.
    // Entries are never removed, so a vector found under the lock stays valid after it.
    mutable std::mutex childTableMutex;
    mutable std::unordered_map<quint32, std::vector<quint32>> childTables;

    JsonDocument::Type typeOf(quint32 node) const { return JsonDocument::Type(type[node] & TypeMask); }
    bool isContainer(quint32 node) const
    {
        const quint8 t = type[node] & TypeMask;
        return t == quint8(JsonDocument::Type::Array) || t == quint8(JsonDocument::Type::Object);
    }
    quint32 end(quint32 node) const { return isContainer(node) ? containers[aux[node]].end : node + 1; }
};

} // namespace RpcScope
