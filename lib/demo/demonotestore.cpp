#include "lib/demo/demonotestore.h"

#include "lib/json/jsonbuilder.h"

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

struct Seed
{
    const char *title;
    const char *body;
    const char *tags;
};

// Realistic content so a newcomer sees real-looking pages, tags and search hits.
const Seed seeds[] = {
    {"Quarterly planning", "Draft the Q3 goals and circulate them before Friday.", "work,planning"},
    {"Groceries", "Oats, coffee beans, lemons, basil, two kinds of cheese.", "home"},
    {"Release checklist", "Tag the build, update the changelog, announce in #releases.",
     "work,release"},
    {"Book ideas", "A lighthouse keeper who catalogues storms.", "ideas,writing"},
    {"Dentist", "Appointment moved to Tuesday 9:30.", "home,health"},
    {"API review notes", "Batch responses must not include notifications.", "work,api"},
    {"Trip to Lisbon", "Tram 28 early in the morning; book the Belém tour.", "travel"},
    {"Incident 4711 follow-up", "Add a timeout to the upstream call and an alert on p99.",
     "work,ops"},
    {"Garden", "Tomatoes need staking; order more mulch.", "home,garden"},
    {"Reading list", "Designing Data-Intensive Applications, chapters 5-7.", "learning"},
    {"Team offsite", "Venue options: the old mill, the harbour loft.", "work,planning"},
    {"Podcast ideas", "Interview someone who maintains a 20-year-old codebase.", "ideas"},
    {"Tax documents", "Collect receipts for the home office.", "home,finance"},
    {"Onboarding", "Pair the new hire with a buddy for the first two weeks.", "work,people"},
    {"Recipe: dal", "Red lentils, turmeric, cumin seeds, tempered in ghee.", "home,cooking"},
    {"Conference talk", "JSON-RPC in practice: ids, batches and the empty array.",
     "work,api,talks"},
    {"Bike maintenance", "Chain lube, brake pads front and back.", "home"},
    {"Retro actions", "Fewer meetings on Wednesdays; rotate the on-call review.", "work,people"},
    {"Gift ideas", "A good notebook; concert tickets.", "ideas,home"},
    {"Language practice", "Twenty minutes of Portuguese a day.", "learning,travel"},
    {"Migration plan", "Move the notes service to the new cluster in two steps.", "work,ops"},
    {"Birthday", "Order the cake by Thursday.", "home"},
    {"Security review", "Rotate the API keys and check the CORS allowlist.", "work,security"},
    {"Weekend hike", "Ridge trail, 14 km, bring two litres of water.", "travel,health"},
};

const QDateTime seedEpoch = QDateTime(QDate(2024, 5, 1), QTime(8, 0), Qt::UTC);

} // namespace

DemoNoteStore::DemoNoteStore()
{
    int hour = 0;
    for (const Seed &seed : seeds) {
        const DemoNote &note = create(QString::fromUtf8(seed.title), QString::fromUtf8(seed.body),
                                      QString::fromUtf8(seed.tags).split(u','));
        // Fixed times keep the seeded data identical from run to run.
        DemoNote *stored = find(note.id);
        stored->createdAt = seedEpoch.addSecs(qint64(hour) * 3600 * 7);
        stored->updatedAt = stored->createdAt;
        ++hour;
    }
}

const DemoNote &DemoNoteStore::create(const QString &title, const QString &body,
                                      const QStringList &tags)
{
    DemoNote note;
    note.id = u"note_%1"_s.arg(m_nextNumber++, 6, 10, QLatin1Char('0'));
    note.title = title;
    note.body = body;
    note.tags = tags;
    note.createdAt = QDateTime::currentDateTimeUtc();
    note.updatedAt = note.createdAt;
    return m_notes.insert_or_assign(note.id, note).first->second;
}

DemoNote *DemoNoteStore::find(const QString &id)
{
    const auto it = m_notes.find(id);
    return it == m_notes.end() ? nullptr : &it->second;
}

bool DemoNoteStore::remove(const QString &id)
{
    return m_notes.erase(id) > 0;
}

QList<DemoNote> DemoNoteStore::page(const QString &after, int limit, const QString &tag,
                                    bool *hasMore) const
{
    QList<DemoNote> result;
    *hasMore = false;
    auto it = after.isEmpty() ? m_notes.begin() : m_notes.upper_bound(after);
    for (; it != m_notes.end(); ++it) {
        if (!tag.isEmpty() && !it->second.tags.contains(tag))
            continue;
        if (result.size() == limit) {
            *hasMore = true;
            break;
        }
        result.append(it->second);
    }
    return result;
}

QList<DemoNote> DemoNoteStore::search(const QString &query, int limit) const
{
    QList<DemoNote> result;
    for (const auto &[id, note] : m_notes) {
        if (result.size() == limit)
            break;
        if (note.title.contains(query, Qt::CaseInsensitive)
            || note.body.contains(query, Qt::CaseInsensitive)
            || note.tags.contains(query, Qt::CaseInsensitive)) {
            result.append(note);
        }
    }
    return result;
}

QString DemoNoteStore::cursorFor(const QString &id)
{
    // Opaque on purpose, as real APIs make them: clients pass it back unchanged.
    return QString::fromLatin1(QByteArray("after:" + id.toUtf8())
                                   .toBase64(QByteArray::Base64UrlEncoding
                                             | QByteArray::OmitTrailingEquals));
}

QString DemoNoteStore::idFromCursor(const QString &cursor)
{
    const auto decoded = QByteArray::fromBase64Encoding(
        cursor.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || !decoded.decoded.startsWith("after:note_"))
        return {};
    return QString::fromUtf8(decoded.decoded.sliced(6));
}

void DemoNoteStore::write(JsonBuilder &writer, const DemoNote &note)
{
    writer.beginObject()
        .key(u"id").value(note.id)
        .key(u"title").value(note.title)
        .key(u"body").value(note.body)
        .key(u"tags").beginArray();
    for (const QString &tag : note.tags)
        writer.value(tag);
    writer.endArray()
        .key(u"created_at").value(note.createdAt.toString(Qt::ISODateWithMs))
        .key(u"updated_at").value(note.updatedAt.toString(Qt::ISODateWithMs))
        .key(u"revision").value(note.revision)
        .endObject();
}

} // namespace RpcScope
