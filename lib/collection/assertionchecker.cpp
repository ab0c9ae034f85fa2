#include "lib/collection/assertionchecker.h"

#include "lib/collection/jsonpathquery.h"
#include "lib/collection/schemacheck.h"
#include "lib/json/jsondocument.h"
#include "lib/schema/paramschema.h"
#include "lib/schema/schemavalidator.h"
#include "lib/text/excerpt.h"
#include "lib/tr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace RpcScope {

namespace {


} // namespace

QString AssertionChecker::outcome(const Exchange &exchange)
{
    const Classification &c = exchange.classification;
    if (c.outcome == Classification::Outcome::Error) {
        for (const ResponseInfo &response : c.responses) {
            if (response.outcome != ResponseInfo::Outcome::Result && response.outcome != ResponseInfo::Outcome::Invalid)
                return ResponseInfo::outcomeName(response.outcome);
        }
    }
    return Classification::outcomeName(c.outcome);
}

QString AssertionChecker::label(const Assertion &a)
{
    switch (a.kind) {
    case Assertion::Kind::Outcome:
        return u"outcome is "_s + a.expected;
    case Assertion::Kind::ErrorCode:
        return u"error code is "_s + QString::number(a.number);
    case Assertion::Kind::HttpStatus:
        return u"HTTP status is "_s + QString::number(a.number);
    case Assertion::Kind::PathExists:
        return a.path + u" exists"_s;
    case Assertion::Kind::PathEquals:
        return a.path + u" equals "_s + Excerpt::oneLine(a.expected.toUtf8(), 80);
    case Assertion::Kind::PathMatches:
        return a.path + u" matches /"_s + a.expected + u'/';
    case Assertion::Kind::PathSchema:
        return a.path + u" matches schema"_s;
    case Assertion::Kind::NoFindings:
        return a.ids.isEmpty() ? u"no findings"_s : u"no findings "_s + a.ids.join(u", "_s);
    case Assertion::Kind::DurationBelow:
        return u"duration below "_s + QString::number(a.number) + u" ms"_s;
    }
    return {};
}

AssertionResult AssertionChecker::check(const Assertion &assertion, const Exchange &exchange)
{
    AssertionResult out;
    out.assertion = assertion;
    out.label = label(assertion);
    const Classification &c = exchange.classification;
    const JsonDocument &doc = c.document;

    auto fail = [&out](const QString &message) {
        out.passed = false;
        out.message = message;
        return out;
    };
    auto pass = [&out] {
        out.passed = true;
        return out;
    };

    switch (assertion.kind) {
    case Assertion::Kind::Outcome: {
        const QString actual = outcome(exchange);
        return actual == assertion.expected ? pass() : fail(Tr::tr("the outcome was %1").arg(actual));
    }
    case Assertion::Kind::ErrorCode:
        for (const ResponseInfo &response : c.responses) {
            if (response.outcome != ResponseInfo::Outcome::Error)
                continue;
            if (response.error.codeIsInteger && response.error.code == assertion.number)
                return pass();
            return fail(Tr::tr("the error code was %1").arg(QString::fromUtf8(response.error.codeRaw)));
        }
        return fail(Tr::tr("no response was an error (outcome %1)").arg(outcome(exchange)));
    case Assertion::Kind::HttpStatus: {
        const int status = exchange.reply.http ? exchange.reply.http->status : 0;
        if (status == assertion.number)
            return pass();
        return fail(status == 0 ? Tr::tr("no HTTP status arrived") : Tr::tr("the HTTP status was %1").arg(status));
    }
    case Assertion::Kind::DurationBelow: {
        const qint64 duration = exchange.durationMs();
        return duration >= 0 && duration < assertion.number ? pass()
                                                            : fail(Tr::tr("it took %1 ms").arg(duration));
    }
    case Assertion::Kind::NoFindings: {
        QStringList found;
        for (const Finding &finding : c.findings) {
            if ((assertion.ids.isEmpty() || assertion.ids.contains(finding.id)) && !found.contains(finding.id))
                found.append(finding.id);
        }
        return found.isEmpty() ? pass() : fail(Tr::tr("found %1").arg(found.join(u", "_s)));
    }
    case Assertion::Kind::PathExists:
    case Assertion::Kind::PathEquals:
    case Assertion::Kind::PathMatches:
    case Assertion::Kind::PathSchema:
        break;
    }

    QString why;
    const std::optional<JsonPath> path = JsonPath::parse(assertion.path, &why);
    if (!path)
        return fail(Tr::tr("the path %1 does not parse: %2").arg(assertion.path, why));
    if (!doc.isValid())
        return fail(Tr::tr("the answer is not JSON"));
    const int node = JsonPathQuery::first(doc, *path);
    if (node < 0)
        return fail(Tr::tr("nothing is at %1").arg(assertion.path));

    switch (assertion.kind) {
    case Assertion::Kind::PathExists:
        return pass();
    case Assertion::Kind::PathEquals: {
        const JsonDocument expected = JsonDocument::parse(assertion.expected.toUtf8());
        if (!expected.isValid())
            return fail(Tr::tr("the expected value is not JSON: %1").arg(expected.error().message));
        return JsonPathQuery::equal(doc, node, expected, 0)
                   ? pass()
                   : fail(Tr::tr("the value was %1").arg(Excerpt::oneLine(doc.raw(node), 80)));
    }
    case Assertion::Kind::PathMatches: {
        const QRegularExpression pattern(assertion.expected);
        if (!pattern.isValid())
            return fail(Tr::tr("the regular expression does not compile: %1").arg(pattern.errorString()));
        const QString value = JsonPathQuery::text(doc, node);
        return pattern.match(value).hasMatch() ? pass() : fail(Tr::tr("the value was %1").arg(Excerpt::oneLine(doc.raw(node), 80)));
    }
    case Assertion::Kind::PathSchema: {
        const JsonDocument schemaDoc = JsonDocument::parse(assertion.expected.toUtf8());
        if (!schemaDoc.isValid())
            return fail(Tr::tr("the schema is not JSON: %1").arg(schemaDoc.error().message));
        if (schemaDoc.type(0) != JsonDocument::Type::Object && schemaDoc.type(0) != JsonDocument::Type::True
            && schemaDoc.type(0) != JsonDocument::Type::False)
            return fail(Tr::tr("the schema is not an object"));
        if (const std::optional<SchemaFault> fault = SchemaCheck::check(schemaDoc)) {
            return fail(fault->path.isEmpty() ? Tr::tr("the schema does not compile: %1").arg(fault->message)
                                              : Tr::tr("the schema does not compile: %1: %2").arg(fault->path, fault->message));
        }
        ParamSchema compiler(schemaDoc);
        const SchemaNodePtr schema = compiler.parse(schemaDoc, 0);
        if (!schema)
            return fail(Tr::tr("the schema does not compile"));
        const QList<SchemaProblem> problems = SchemaValidator::check(*schema, doc, node, assertion.path);
        if (problems.isEmpty())
            return pass();
        return fail(Tr::tr("%1: %2").arg(problems.constFirst().path, problems.constFirst().message));
    }
    default:
        break;
    }
    return pass();
}

} // namespace RpcScope
