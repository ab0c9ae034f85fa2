#include "lib/demo/demoservice.h"

#include "lib/demo/demonotestore.h"
#include "lib/demo/demorawjson.h"
#include "lib/json/jsonbuilder.h"
#include "lib/json/jsonwriter.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <utility>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {

const QString openRpcResource = u":/rpcscope/demo/openrpc.json"_s;

QByteArray readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning("rpcscope-demo: resource %s is missing", qPrintable(path));
        return "{}";
    }
    return file.readAll();
}

bool fitsInt64(const QJsonValue &value, qint64 *out)
{
    const double d = value.toDouble();
    if (!std::isfinite(d) || std::trunc(d) != d || std::fabs(d) >= 9.2e18)
        return false;
    *out = value.toInteger();
    return true;
}

/// A double in its shortest round-trip spelling; NaN and infinities, which JSON cannot
/// spell, become null.
QByteArray numberText(double value)
{
    if (!std::isfinite(value))
        return "null";
    return QString::number(value, 'g', QLocale::FloatingPointShortest).toLatin1();
}

/// A parameter number as JSON text: integers up to int64 (which QJsonValue keeps exactly)
/// as integers, other numbers as doubles.
QByteArray numberText(const QJsonValue &value)
{
    if (!value.isDouble())
        return "null";
    const double d = value.toDouble();
    const qint64 i = value.toInteger(0);
    if (std::isfinite(d) && std::trunc(d) == d && (i != 0 || d == 0.0) && std::fabs(d) < 9.3e18)
        return QByteArray::number(i);
    return numberText(d);
}

/// Integer arithmetic while both operands are integers and nothing overflows, so that
/// 9007199254740993 + 0 stays exact; doubles otherwise.
QByteArray arithmetic(const QJsonValue &a, const QJsonValue &b, char op)
{
    qint64 x = 0;
    qint64 y = 0;
    if (fitsInt64(a, &x) && fitsInt64(b, &y)) {
        qint64 r = 0;
        bool overflow = true;
        switch (op) {
        case '+': overflow = __builtin_add_overflow(x, y, &r); break;
        case '-': overflow = __builtin_sub_overflow(x, y, &r); break;
        case '*': overflow = __builtin_mul_overflow(x, y, &r); break;
        default: break;
        }
        if (!overflow)
            return QByteArray::number(r);
    }
    const double dx = a.toDouble();
    const double dy = b.toDouble();
    switch (op) {
    case '+': return numberText(dx + dy);
    case '-': return numberText(dx - dy);
    case '*': return numberText(dx * dy);
    default: return numberText(dx / dy);
    }
}

QStringList stringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list.append(item.toString());
    return list;
}

/// A value with every JSON feature a viewer must get right; written by hand because no
/// serializer would keep 1.0, -0 and the key order.
const char typesResult[] =
    R"({"keys_in_server_order":{"zebra":1,"apple":2,"mango":3},)"
    R"("big_integer":9007199254740993,"int64_max":9223372036854775807,)"
    R"("beyond_int64":18446744073709551615,"integral_double":1.0,"negative_zero":-0,)"
    R"("exponent":6.02214076e23,"tiny":5e-324,"fraction":0.1,)"
    R"("unicode":"Grüße, 你好, 🎉","escapes":"tab\tquote\"backslash\\newline\nunit\u001f",)"
    R"("escaped_unicode":"\u00e9\ud83d\ude00","empty_string":"",)"
    R"("empty_object":{},"empty_array":[],)"
    R"("null":null,"true":true,"false":false,)"
    R"("nested":{"level1":{"level2":{"level3":{"level4":[1,[2,[3,[4]]]]}}}},)"
    R"("mixed_array":[1,"two",3.0,null,true,{"six":6},[7]]})";

} // namespace

DemoService::DemoService(QObject *parent)
    : DemoService(std::make_shared<DemoNoteStore>(), parent)
{
}

DemoService::DemoService(std::shared_ptr<DemoNoteStore> notes, QObject *parent)
    : DemoEndpoint(parent)
    , m_notes(std::move(notes))
    , m_startedAt(QDateTime::currentDateTimeUtc())
{
    m_uptime.start();
    const QByteArray document = readResource(openRpcResource);
    m_openRpcText = DemoRawJson::compact(document);
    m_openRpc = QJsonDocument::fromJson(document).object();
    m_schema = DemoSchema(m_openRpc);
    m_usernames = {u"admin"_s, u"root"_s, u"alice"_s};

    addMethod(u"math.add"_s, &DemoService::mathAdd);
    addMethod(u"math.subtract"_s, &DemoService::mathSubtract);
    addMethod(u"math.multiply"_s, &DemoService::mathMultiply);
    addMethod(u"math.divide"_s, &DemoService::mathDivide);
    addMethod(u"math.stats"_s, &DemoService::mathStats);
    addMethod(u"math.fibonacci"_s, &DemoService::mathFibonacci);
    addMethod(u"text.upper"_s, &DemoService::textUpper);
    addMethod(u"text.reverse"_s, &DemoService::textReverse);
    addMethod(u"text.stats"_s, &DemoService::textStats);
    addMethod(u"text.hash"_s, &DemoService::textHash);
    addMethod(u"text.repeat"_s, &DemoService::textRepeat);
    addMethod(u"notes.create"_s, &DemoService::notesCreate);
    addMethod(u"notes.get"_s, &DemoService::notesGet);
    addMethod(u"notes.list"_s, &DemoService::notesList);
    addMethod(u"notes.update"_s, &DemoService::notesUpdate);
    addMethod(u"notes.delete"_s, &DemoService::notesDelete);
    addMethod(u"notes.search"_s, &DemoService::notesSearch);
    addMethod(u"users.register"_s, &DemoService::usersRegister);
    addMethod(u"demo.echo"_s, &DemoService::demoEcho);
    m_methods[u"demo.echo"_s].anyParams = true;
    addMethod(u"demo.sleep"_s, &DemoService::demoSleep);
    addMethod(u"demo.big"_s, &DemoService::demoBig);
    addMethod(u"demo.fail"_s, &DemoService::demoFail);
    addMethod(u"demo.appError"_s, &DemoService::demoAppError);
    addMethod(u"demo.types"_s, &DemoService::demoTypes);
    addMethod(u"demo.quirk"_s, &DemoService::demoQuirk);
    addMethod(u"demo.increment"_s, &DemoService::demoIncrement);
    addMethod(u"demo.counter"_s, &DemoService::demoCounter);
    addMethod(u"auth.login"_s, &DemoService::authLogin);
    addMethod(u"auth.logout"_s, &DemoService::authLogout);
    addMethod(u"secure.whoami"_s, &DemoService::secureWhoami);
    addMethod(u"system.listMethods"_s, &DemoService::systemListMethods);
    addMethod(u"system.methodHelp"_s, &DemoService::systemMethodHelp);
    addMethod(u"system.methodSignature"_s, &DemoService::systemMethodSignature);
    addMethod(u"system.time"_s, &DemoService::systemTime);
    addMethod(u"system.info"_s, &DemoService::systemInfo);
    addMethod(u"rpc.discover"_s, &DemoService::rpcDiscover);

    // The document is the contract: a method it lists must be served and vice versa.
    for (const QJsonValue &method : m_openRpc.value(u"methods").toArray()) {
        const QString name = method.toObject().value(u"name").toString();
        if (!m_methods.contains(name))
            qWarning("rpcscope-demo: %s is documented but not served", qPrintable(name));
        else
            m_methods[name].spec = method.toObject();
    }
    for (Method &method : m_methods) {
        const QString structure = method.spec.value(u"paramStructure").toString();
        method.structure = structure == u"by-name"       ? ParamStructure::ByName
                           : structure == u"by-position" ? ParamStructure::ByPosition
                                                         : ParamStructure::Either;
        for (const QJsonValue &value : method.spec.value(u"params").toArray()) {
            const QJsonObject spec = value.toObject();
            Param param;
            param.name = spec.value(u"name").toString();
            param.required = spec.value(u"required").toBool();
            param.schema = m_schema.resolved(spec.value(u"schema").toObject());
            param.defaultValue = param.schema.value(u"default");
            method.params.append(param);
        }
    }
    for (auto it = m_methods.cbegin(); it != m_methods.cend(); ++it) {
        if (it->spec.isEmpty())
            qWarning("rpcscope-demo: %s is served but not documented", qPrintable(it.key()));
    }
}

DemoService::~DemoService() = default;

void DemoService::addMethod(const QString &name, SyncHandler handler)
{
    m_methods[name].sync = handler;
}

void DemoService::addMethod(const QString &name, AsyncHandler handler)
{
    m_methods[name].async = handler;
}

QStringList DemoService::methodNames() const
{
    QStringList names = m_methods.keys();
    names.sort();
    return names;
}

void DemoService::dispatch(const DemoCall &call, Done done)
{
    const auto it = m_methods.constFind(call.method);
    if (it == m_methods.cend()) {
        done(DemoOutcome::error(MethodNotFound, u"Method not found"_s,
                                JsonWriter::quote(call.method)));
        return;
    }
    QJsonObject params;
    if (!it->anyParams) {
        const DemoOutcome problem = namedParams(*it, call.params, &params);
        if (problem.kind() == DemoOutcome::Kind::Error) {
            done(problem);
            return;
        }
    }
    if (it->async)
        (this->*(it->async))(params, std::move(done));
    else
        done((this->*(it->sync))(params, call));
}

DemoOutcome DemoService::namedParams(const Method &method, const QJsonValue &params,
                                     QJsonObject *named) const
{
    const auto paramNamed = [&method](const QString &name) {
        return std::any_of(method.params.cbegin(), method.params.cend(),
                           [&name](const Param &param) { return param.name == name; });
    };
    if (params.isArray()) {
        const QJsonArray values = params.toArray();
        if (method.structure == ParamStructure::ByName)
            return invalidParams(QString(), u"this method takes its parameters by name"_s);
        if (values.size() > method.params.size()) {
            // Answers are plain English, never translated, so the plural is written out.
            const qsizetype most = method.params.size();
            return invalidParams(QString(), u"this method takes at most %1 %2"_s.arg(
                                                QString::number(most),
                                                most == 1 ? u"parameter" : u"parameters"));
        }
        for (qsizetype i = 0; i < values.size(); ++i)
            named->insert(method.params.at(i).name, values.at(i));
    } else if (params.isObject()) {
        if (method.structure == ParamStructure::ByPosition)
            return invalidParams(QString(), u"this method takes its parameters by position"_s);
        *named = params.toObject();
        for (auto it = named->constBegin(); it != named->constEnd(); ++it) {
            if (!paramNamed(it.key()))
                return invalidParams(it.key(), u"is not a parameter of this method"_s);
        }
    }
    for (const Param &param : method.params) {
        const auto it = named->constFind(param.name);
        if (it == named->constEnd()) {
            if (param.required)
                return invalidParams(param.name, u"is required"_s);
            if (!param.defaultValue.isUndefined())
                named->insert(param.name, param.defaultValue);
            continue;
        }
        const DemoSchemaProblem problem = m_schema.check(param.schema, it.value(), param.name);
        if (problem.isProblem())
            return invalidParams(problem.path, problem.message);
    }
    return DemoOutcome::result({});
}

// --- math ---------------------------------------------------------------------------------

DemoOutcome DemoService::mathAdd(const QJsonObject &params, const DemoCall &)
{
    return DemoOutcome::result(arithmetic(params[u"a"], params[u"b"], '+'));
}

DemoOutcome DemoService::mathSubtract(const QJsonObject &params, const DemoCall &)
{
    return DemoOutcome::result(arithmetic(params[u"minuend"], params[u"subtrahend"], '-'));
}

DemoOutcome DemoService::mathMultiply(const QJsonObject &params, const DemoCall &)
{
    return DemoOutcome::result(arithmetic(params[u"a"], params[u"b"], '*'));
}

DemoOutcome DemoService::mathDivide(const QJsonObject &params, const DemoCall &)
{
    const QJsonValue dividend = params[u"dividend"];
    const QJsonValue divisor = params[u"divisor"];
    if (divisor.toDouble() == 0.0) {
        JsonBuilder details(0);
        details.beginObject().key(u"dividend").raw(numberText(dividend)).endObject();
        return applicationError(u"Division by zero"_s, "DIVISION_BY_ZERO"_L1, details.text());
    }
    qint64 x = 0;
    qint64 y = 0;
    if (fitsInt64(dividend, &x) && fitsInt64(divisor, &y) && y != -1 && x % y == 0)
        return DemoOutcome::result(QByteArray::number(x / y));
    return DemoOutcome::result(numberText(dividend.toDouble() / divisor.toDouble()));
}

DemoOutcome DemoService::mathStats(const QJsonObject &params, const DemoCall &)
{
    const QJsonArray numbers = params[u"numbers"].toArray();
    std::vector<double> values;
    values.reserve(size_t(numbers.size()));
    for (const QJsonValue &number : numbers)
        values.push_back(number.toDouble());
    std::sort(values.begin(), values.end());
    double sum = 0;
    for (double value : values)
        sum += value;
    const size_t n = values.size();
    const double median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    JsonBuilder result(0);
    result.beginObject()
        .key(u"count").value(qint64(n))
        .key(u"sum").raw(numberText(sum))
        .key(u"min").raw(numberText(values.front()))
        .key(u"max").raw(numberText(values.back()))
        .key(u"mean").raw(numberText(sum / double(n)))
        .key(u"median").raw(numberText(median))
        .endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::mathFibonacci(const QJsonObject &params, const DemoCall &)
{
    const qint64 n = params[u"n"].toInteger();
    // Unsigned: the loop runs one step ahead, and F(93) only fits in 64 bits unsigned.
    quint64 a = 0;
    quint64 b = 1;
    for (qint64 i = 0; i < n; ++i)
        b = std::exchange(a, b) + b;
    JsonBuilder result(0);
    result.beginObject().key(u"n").value(n).key(u"value").value(qint64(a)).endObject();
    return DemoOutcome::result(result.text());
}

// --- text ---------------------------------------------------------------------------------

DemoOutcome DemoService::textUpper(const QJsonObject &params, const DemoCall &)
{
    return DemoOutcome::result(JsonWriter::quote(params[u"text"].toString().toUpper()));
}

DemoOutcome DemoService::textReverse(const QJsonObject &params, const DemoCall &)
{
    QList<uint> codePoints = params[u"text"].toString().toUcs4();
    std::reverse(codePoints.begin(), codePoints.end());
    const QString reversed = QString::fromUcs4(
        reinterpret_cast<const char32_t *>(codePoints.constData()), codePoints.size());
    return DemoOutcome::result(JsonWriter::quote(reversed));
}

DemoOutcome DemoService::textStats(const QJsonObject &params, const DemoCall &)
{
    const QString text = params[u"text"].toString();
    static const QRegularExpression whitespace(u"\\s+"_s);
    const qsizetype words = text.split(whitespace, Qt::SkipEmptyParts).size();
    const qsizetype lines = text.isEmpty() ? 0 : text.count(u'\n') + (text.endsWith(u'\n') ? 0 : 1);
    JsonBuilder result(0);
    result.beginObject()
        .key(u"characters").value(qint64(text.toUcs4().size()))
        .key(u"words").value(qint64(words))
        .key(u"lines").value(qint64(lines))
        .key(u"bytes").value(qint64(text.toUtf8().size()));
    if (m_variant) {
        static const QRegularExpression sentenceEnd(u"[.!?]+(\\s|$)"_s);
        result.key(u"sentences").value(qint64(text.count(sentenceEnd)));
    }
    result.endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::textHash(const QJsonObject &params, const DemoCall &)
{
    const QString algorithm = params[u"algorithm"].toString();
    QCryptographicHash::Algorithm function = QCryptographicHash::Sha256;
    if (algorithm == u"md5")
        function = QCryptographicHash::Md5;
    else if (algorithm == u"sha1")
        function = QCryptographicHash::Sha1;
    else if (algorithm == u"sha512")
        function = QCryptographicHash::Sha512;
    const QByteArray digest =
        QCryptographicHash::hash(params[u"text"].toString().toUtf8(), function);
    const QByteArray encoded = params[u"encoding"].toString() == u"base64" ? digest.toBase64()
                                                                         : digest.toHex();
    JsonBuilder result(0);
    result.beginObject()
        .key(u"algorithm").value(algorithm)
        .key(u"digest").value(QString::fromLatin1(encoded))
        .endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::textRepeat(const QJsonObject &params, const DemoCall &)
{
    const QString text = params[u"text"].toString();
    const QString separator = params[u"separator"].toString();
    const qint64 times = params[u"times"].toInteger();
    QStringList copies;
    copies.reserve(times);
    for (qint64 i = 0; i < times; ++i)
        copies.append(text);
    return DemoOutcome::result(JsonWriter::quote(copies.join(separator)));
}

// --- notes --------------------------------------------------------------------------------

namespace {

DemoOutcome noteNotFound(const QString &id)
{
    JsonBuilder details(0);
    details.beginObject().key(u"id").value(id).endObject();
    return DemoEndpoint::applicationError(u"Note not found"_s, "NOTE_NOT_FOUND"_L1, details.text());
}

DemoOutcome noteResult(const DemoNote &note)
{
    JsonBuilder result(0);
    DemoNoteStore::write(result, note);
    return DemoOutcome::result(result.text());
}

} // namespace

DemoOutcome DemoService::notesCreate(const QJsonObject &params, const DemoCall &)
{
    return noteResult(m_notes->create(params[u"title"].toString(), params[u"body"].toString(),
                                      stringList(params[u"tags"])));
}

DemoOutcome DemoService::notesGet(const QJsonObject &params, const DemoCall &)
{
    const QString id = params[u"id"].toString();
    const DemoNote *note = m_notes->find(id);
    return note ? noteResult(*note) : noteNotFound(id);
}

DemoOutcome DemoService::notesList(const QJsonObject &params, const DemoCall &)
{
    QString after;
    if (params.contains(u"cursor")) {
        after = DemoNoteStore::idFromCursor(params[u"cursor"].toString());
        if (after.isEmpty())
            return invalidParams(u"cursor"_s, u"is not a cursor this server issued"_s);
    }
    bool hasMore = false;
    const QList<DemoNote> notes = m_notes->page(after, int(params[u"limit"].toInteger()),
                                                params[u"tag"].toString(), &hasMore);
    JsonBuilder result(0);
    result.beginObject().key(u"items").beginArray();
    for (const DemoNote &note : notes)
        DemoNoteStore::write(result, note);
    result.endArray().key(u"cursor");
    if (hasMore)
        result.value(DemoNoteStore::cursorFor(notes.last().id));
    else
        result.null();
    result.key(u"has_more").value(hasMore).endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::notesUpdate(const QJsonObject &params, const DemoCall &)
{
    const QString id = params[u"id"].toString();
    DemoNote *note = m_notes->find(id);
    if (!note)
        return noteNotFound(id);
    if (params.contains(u"revision") && params[u"revision"].toInteger() != note->revision) {
        JsonBuilder details(0);
        details.beginObject()
            .key(u"id").value(id)
            .key(u"expected").value(params[u"revision"].toInteger())
            .key(u"actual").value(note->revision)
            .endObject();
        return applicationError(u"Revision conflict"_s, "REVISION_CONFLICT"_L1, details.text());
    }
    if (params.contains(u"title"))
        note->title = params[u"title"].toString();
    if (params.contains(u"body"))
        note->body = params[u"body"].toString();
    if (params.contains(u"tags"))
        note->tags = stringList(params[u"tags"]);
    note->updatedAt = QDateTime::currentDateTimeUtc();
    ++note->revision;
    return noteResult(*note);
}

DemoOutcome DemoService::notesDelete(const QJsonObject &params, const DemoCall &)
{
    const QString id = params[u"id"].toString();
    if (!m_notes->remove(id))
        return noteNotFound(id);
    JsonBuilder result(0);
    result.beginObject().key(u"id").value(id).key(u"deleted").value(true).endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::notesSearch(const QJsonObject &params, const DemoCall &)
{
    const QList<DemoNote> notes = m_notes->search(params[u"query"].toString(),
                                                  int(params[u"limit"].toInteger()));
    JsonBuilder result(0);
    result.beginObject().key(u"items").beginArray();
    for (const DemoNote &note : notes)
        DemoNoteStore::write(result, note);
    result.endArray().key(u"count").value(qint64(notes.size())).endObject();
    return DemoOutcome::result(result.text());
}

// --- users --------------------------------------------------------------------------------

DemoOutcome DemoService::usersRegister(const QJsonObject &params, const DemoCall &)
{
    // Business rules, reported the way facade APIs do: a result with ok: false and one
    // entry per broken rule, not a JSON-RPC error.
    QList<std::pair<QString, QString>> errors;
    const QString username = params[u"username"].toString();
    const QString email = params[u"email"].toString();
    const QString password = params[u"password"].toString();
    static const QRegularExpression usernameChars(u"^[a-z0-9._]*$"_s);
    static const QRegularExpression emailShape(u"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$"_s);
    if (username.size() < 3 || username.size() > 32)
        errors.append({u"username"_s, u"must have 3 to 32 characters"_s});
    else if (!usernameChars.match(username).hasMatch())
        errors.append({u"username"_s,
                       u"may only contain lower-case letters, digits, '.' and '_'"_s});
    else if (m_usernames.contains(username))
        errors.append({u"username"_s, u"is already taken"_s});
    if (!emailShape.match(email).hasMatch())
        errors.append({u"email"_s, u"is not a valid e-mail address"_s});
    if (password.size() < 8)
        errors.append({u"password"_s, u"must have at least 8 characters"_s});
    else if (!password.contains(QRegularExpression(u"[0-9]"_s)))
        errors.append({u"password"_s, u"must contain a digit"_s});
    if (params.contains(u"age") && params[u"age"].toInteger() < 13)
        errors.append({u"age"_s, u"must be at least 13"_s});

    JsonBuilder result(0);
    result.beginObject();
    if (!errors.isEmpty()) {
        result.key(u"ok").value(false).key(u"errors").beginArray();
        for (const auto &[field, message] : std::as_const(errors)) {
            result.beginObject().key(u"field").value(field).key(u"message").value(message)
                .endObject();
        }
        result.endArray();
    } else {
        m_usernames.insert(username);
        result.key(u"ok").value(true)
            .key(u"user").beginObject()
            .key(u"id").value(u"usr_%1"_s.arg(m_nextUserNumber++, 6, 10, QLatin1Char('0')))
            .key(u"username").value(username)
            .key(u"email").value(email)
            .key(u"created_at").value(QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs))
            .endObject();
    }
    result.endObject();
    return DemoOutcome::result(result.text());
}

// --- demo ---------------------------------------------------------------------------------

DemoOutcome DemoService::demoEcho(const QJsonObject &, const DemoCall &call)
{
    // The params exactly as written (order, number spelling), only without whitespace
    // so that a stdio answer stays on one line.
    if (call.paramsText.isEmpty())
        return DemoOutcome::result("null");
    return DemoOutcome::result(DemoRawJson::compact(call.paramsText));
}

void DemoService::demoSleep(const QJsonObject &params, Done done)
{
    const qint64 ms = params[u"ms"].toInteger();
    // A timer owned by this service: the answer comes from the event loop, so other
    // clients are served meanwhile, and it is dropped if the service goes away.
    QTimer::singleShot(std::chrono::milliseconds(ms), this, [done = std::move(done), ms] {
        JsonBuilder result(0);
        result.beginObject().key(u"slept_ms").value(ms).endObject();
        done(DemoOutcome::result(result.text()));
    });
}

DemoOutcome DemoService::demoBig(const QJsonObject &params, const DemoCall &)
{
    static const char *const levels[] = {"info", "info", "info", "debug", "warning", "error"};
    static const char *const services[] = {"checkout", "billing", "search", "auth", "inventory",
                                           "notifications"};
    static const char *const messages[] = {
        "request completed", "cache miss, fetched from origin", "retrying upstream call",
        "user session refreshed", "payment authorised", "slow query on orders table",
        "rate limit close to threshold", "background job finished",
    };
    static const char *const regions[] = {"eu-west-1", "us-east-1", "ap-south-1"};

    const qint64 target = params[u"megabytes"].toInteger() * 1024 * 1024;
    JsonBuilder result(0);
    result.beginObject().key(u"records").beginArray();
    quint32 seed = 12345;
    const auto next = [&seed] { return seed = seed * 1664525u + 1013904223u; };
    const QDateTime start(QDate(2024, 5, 1), QTime(0, 0), Qt::UTC);
    qint64 count = 0;
    while (result.text().size() < target) {
        ++count;
        const quint32 r = next();
        result.beginObject()
            .key(u"id").value(count)
            .key(u"timestamp").value(start.addMSecs(count * 137).toString(Qt::ISODateWithMs))
            .key(u"level").value(levels[r % 6])
            .key(u"service").value(services[(r >> 3) % 6])
            .key(u"message").value(messages[(r >> 7) % 8])
            .key(u"latency_ms").raw(numberText(double((r >> 11) % 200000) / 100.0))
            .key(u"request_id").value(u"req_%1"_s.arg(next(), 8, 16, QLatin1Char('0')))
            .key(u"tags").beginArray()
            .value(regions[(r >> 17) % 3])
            .value((r >> 20) % 2 ? u"v2" : u"v1")
            .endArray()
            .endObject();
    }
    result.endArray().key(u"count").value(count).endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::demoFail(const QJsonObject &params, const DemoCall &)
{
    JsonBuilder data(0);
    data.beginObject()
        .key(u"reason").value(params[u"message"].toString())
        .key(u"trace_id").value(u"0af7651916cd43dd8448eb211c80319c")
        .endObject();
    return DemoOutcome::error(InternalError, u"Internal error"_s, data.text());
}

DemoOutcome DemoService::demoAppError(const QJsonObject &params, const DemoCall &)
{
    const QString code = params[u"code"].toString();
    JsonBuilder details(0);
    details.beginObject();
    if (code == u"QUOTA_EXCEEDED") {
        details.key(u"limit").value(1000).key(u"used").value(1000).endObject();
        return applicationError(u"Quota exceeded"_s, "QUOTA_EXCEEDED"_L1, details.text());
    }
    if (code == u"PERMISSION_DENIED") {
        details.key(u"scope").value(u"notes:write").endObject();
        return applicationError(u"Permission denied"_s, "PERMISSION_DENIED"_L1, details.text());
    }
    details.key(u"id").value(u"note_000999").endObject();
    return applicationError(u"Note not found"_s, "NOTE_NOT_FOUND"_L1, details.text());
}

DemoOutcome DemoService::demoTypes(const QJsonObject &, const DemoCall &)
{
    return DemoOutcome::result(QByteArray(typesResult));
}

DemoOutcome DemoService::demoQuirk(const QJsonObject &params, const DemoCall &call)
{
    const QString kind = params[u"kind"].toString();
    const QByteArray id = call.idText;
    const QByteArray head = R"({"jsonrpc":"2.0","id":)" + id;
    if (kind == u"extra-member") {
        return DemoOutcome::envelope(
            head + R"(,"result":{"ok":true},"meta":{"server_commit":"4a73ced","schema_version":3,)"
                   R"("request_id":"req_5f2c9a"}})");
    }
    if (kind == u"missing-result")
        return DemoOutcome::envelope(head + '}');
    if (kind == u"both") {
        return DemoOutcome::envelope(
            head + R"(,"result":{"ok":true},"error":{"code":-32603,"message":"Internal error"}})");
    }
    if (kind == u"bad-version")
        return DemoOutcome::envelope(R"({"jsonrpc":"1.0","id":)" + id
                                     + R"(,"result":{"ok":true}})");
    if (kind == u"duplicate-key")
        return DemoOutcome::envelope(head + R"(,"result":{"value":1,"value":2}})");
    if (kind == u"bad-error-code") {
        return DemoOutcome::envelope(
            head + R"(,"error":{"code":-32500,"message":"A reserved code that means nothing"}})");
    }
    // id-type-changed: 1 comes back as "1"; "7" comes back as 7 (other strings as null).
    QByteArray changed;
    if (id.startsWith('"')) {
        const QString inner = QJsonDocument::fromJson('[' + id + ']').array().at(0).toString();
        const QJsonDocument asNumber = QJsonDocument::fromJson('[' + inner.toUtf8() + ']');
        changed = asNumber.array().size() == 1 && asNumber.array().at(0).isDouble()
                      ? inner.toUtf8()
                      : QByteArray("null");
    } else {
        changed = '"' + id + '"';
    }
    return DemoOutcome::envelope(R"({"jsonrpc":"2.0","id":)" + changed
                                 + R"(,"result":{"ok":true}})");
}

DemoOutcome DemoService::demoIncrement(const QJsonObject &params, const DemoCall &)
{
    m_counter += params[u"by"].toInteger();
    return demoCounter({}, {});
}

DemoOutcome DemoService::demoCounter(const QJsonObject &, const DemoCall &)
{
    JsonBuilder result(0);
    result.beginObject().key(u"value").value(m_counter).endObject();
    return DemoOutcome::result(result.text());
}

// --- auth (a token flow for collections and auth recipes) ---------------------------------

DemoOutcome DemoService::authLogin(const QJsonObject &params, const DemoCall &)
{
    static const QHash<QString, QString> passwords{{u"alice"_s, u"wonderland"_s}, {u"bob"_s, u"builder"_s}};
    const QString username = params[u"username"].toString();
    if (passwords.value(username) != params[u"password"].toString() || !passwords.contains(username))
        return DemoOutcome::error(-32001, u"Invalid username or password"_s);
    const QByteArray seed = username.toUtf8() + QByteArray::number(++m_loginCount) + QByteArray::number(m_uptime.nsecsElapsed());
    const QString token = u"tok_"_s + QString::fromLatin1(QCryptographicHash::hash(seed, QCryptographicHash::Sha256).toHex().left(24));
    m_tokens.insert(token, username);
    JsonBuilder result(0);
    result.beginObject().key(u"token").value(token).key(u"username").value(username).endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::authLogout(const QJsonObject &params, const DemoCall &)
{
    QString token = params[u"token"].toString();
    if (token.startsWith(u"token:"))
        token = token.mid(6);
    JsonBuilder result(0);
    result.beginObject().key(u"ok").value(m_tokens.remove(token) > 0).endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::secureWhoami(const QJsonObject &params, const DemoCall &)
{
    // The token as a param ("abc", or aria2's "token:abc" by position) or a bearer header.
    QString token = params[u"token"].toString();
    if (token.startsWith(u"token:"))
        token = token.mid(6);
    if (token.isEmpty() && m_authorization.startsWith("Bearer "))
        token = QString::fromUtf8(m_authorization.mid(7)).trimmed();
    if (token.isEmpty())
        return DemoOutcome::error(-32001, u"Unauthorized: no token"_s);
    const auto it = m_tokens.constFind(token);
    if (it == m_tokens.cend())
        return DemoOutcome::error(-32001, u"Unauthorized: unknown or expired token"_s);
    JsonBuilder result(0);
    result.beginObject().key(u"username").value(*it).endObject();
    return DemoOutcome::result(result.text());
}

// --- system -------------------------------------------------------------------------------

DemoOutcome DemoService::systemListMethods(const QJsonObject &, const DemoCall &)
{
    JsonBuilder result(0);
    result.beginArray();
    for (const QString &name : methodNames())
        result.value(name);
    result.endArray();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::systemMethodHelp(const QJsonObject &params, const DemoCall &)
{
    const auto it = m_methods.constFind(params[u"name"].toString());
    if (it == m_methods.cend())
        return invalidParams(u"name"_s, u"is not a method of this server"_s);
    return DemoOutcome::result(JsonWriter::quote(it->spec.value(u"description").toString()));
}

QString DemoService::signatureType(const QJsonObject &rawSchema) const
{
    const QJsonObject schema = m_schema.resolved(rawSchema);
    const QJsonValue type = schema.value(u"type");
    if (type.isString())
        return type.toString();
    if (type.isArray())
        return type.toArray().at(0).toString();
    return rawSchema.contains(u"$ref") ? u"object"_s : u"any"_s;
}

DemoOutcome DemoService::systemMethodSignature(const QJsonObject &params, const DemoCall &)
{
    const auto it = m_methods.constFind(params[u"name"].toString());
    if (it == m_methods.cend())
        return invalidParams(u"name"_s, u"is not a method of this server"_s);
    JsonBuilder result(0);
    result.beginArray().beginArray();
    result.value(signatureType(it->spec.value(u"result").toObject().value(u"schema").toObject()));
    for (const QJsonValue &param : it->spec.value(u"params").toArray())
        result.value(signatureType(param.toObject().value(u"schema").toObject()));
    result.endArray().endArray();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::systemTime(const QJsonObject &, const DemoCall &)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    JsonBuilder result(0);
    result.beginObject()
        .key(u"iso").value(now.toString(Qt::ISODateWithMs))
        .key(u"epoch_ms").value(now.toMSecsSinceEpoch())
        .key(u"timezone").value(u"UTC")
        .endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::systemInfo(const QJsonObject &, const DemoCall &)
{
    JsonBuilder result(0);
    result.beginObject()
        .key(u"name").value(u"rpcscope-demo")
        .key(u"version").value(RPCSCOPE_VERSION)
        .key(u"started_at").value(m_startedAt.toString(Qt::ISODateWithMs))
        .key(u"uptime_ms").value(m_uptime.elapsed())
        .key(u"method_count").value(qint64(m_methods.size()))
        .endObject();
    return DemoOutcome::result(result.text());
}

DemoOutcome DemoService::rpcDiscover(const QJsonObject &, const DemoCall &)
{
    return DemoOutcome::result(m_openRpcText);
}

} // namespace RpcScope
