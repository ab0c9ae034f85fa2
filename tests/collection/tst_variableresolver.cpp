// Variables: the resolution order, nesting, undefined and self-referring names, JSON
// escaping inside string literals, secrets from the environment and their masking.
#include "lib/collection/variableresolver.h"
#include "lib/keychain/secretstore.h"

#include <QTest>

using namespace RpcScope;

class TestVariableResolver : public QObject
{
    Q_OBJECT

private slots:
    void resolutionOrder()
    {
        VariableResolver v;
        v.setGlobals({{QStringLiteral("x"), QStringLiteral("global"), false}, {QStringLiteral("g"), QStringLiteral("G"), false}});
        v.setEnvironment({{QStringLiteral("x"), QStringLiteral("env"), false}, {QStringLiteral("e"), QStringLiteral("E"), false}});
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("{{x}} {{g}} {{e}}"), VariableResolver::Context::Plain, &error),
                 QStringLiteral("env G E"));
        v.setOverride(QStringLiteral("x"), QStringLiteral("cli"));
        QCOMPARE(*v.value(QStringLiteral("x"), &error), QStringLiteral("cli"));
        v.setCaptured(QStringLiteral("x"), QStringLiteral("captured"));
        QCOMPARE(*v.value(QStringLiteral("x"), &error), QStringLiteral("captured"));
    }

    void nestedValues()
    {
        VariableResolver v;
        v.setGlobals({{QStringLiteral("host"), QStringLiteral("127.0.0.1"), false},
                      {QStringLiteral("baseUrl"), QStringLiteral("http://{{ host }}:{{port}}/rpc"), false}});
        v.setOverride(QStringLiteral("port"), QStringLiteral("8080"));
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("{{baseUrl}}"), VariableResolver::Context::Plain, &error),
                 QStringLiteral("http://127.0.0.1:8080/rpc"));
        QCOMPARE(VariableResolver::placeholders(QStringLiteral("{{a}}-{{ b }}-{{a}}-{{}}")),
                 (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
    }

    void undefinedIsAnError()
    {
        VariableResolver v;
        QString error;
        QVERIFY(!v.resolve(QStringLiteral("{{baseUrl}}/x"), VariableResolver::Context::Plain, &error));
        QVERIFY2(error.contains(QStringLiteral("\"baseUrl\" is not defined")), qPrintable(error));
    }

    void selfReference()
    {
        VariableResolver v;
        v.setGlobals({{QStringLiteral("a"), QStringLiteral("x{{a}}"), false}});
        QString error;
        QVERIFY(!v.value(QStringLiteral("a"), &error));
        QVERIFY2(error.contains(QStringLiteral("refers to itself")), qPrintable(error));

        v.setGlobals({{QStringLiteral("a"), QStringLiteral("{{b}}"), false}, {QStringLiteral("b"), QStringLiteral("{{a}}"), false}});
        QVERIFY(!v.resolve(QStringLiteral("{{a}}"), VariableResolver::Context::Plain, &error));
        QVERIFY2(error.contains(QStringLiteral("a → b → a")), qPrintable(error));
    }

    void jsonContext()
    {
        VariableResolver v;
        v.setGlobals({{QStringLiteral("name"), QStringLiteral("say \"hi\"\n"), false}, {QStringLiteral("n"), QStringLiteral("42"), false}});
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("{\"s\": \"<{{name}}>\", \"n\": {{n}}, \"q\": \"\\\"{{n}}\"}"),
                            VariableResolver::Context::Json, &error),
                 QStringLiteral("{\"s\": \"<say \\\"hi\\\"\\n>\", \"n\": 42, \"q\": \"\\\"42\"}"));
        QCOMPARE(*v.resolve(QStringLiteral("{{name}}"), VariableResolver::Context::Plain, &error),
                 QStringLiteral("say \"hi\"\n"));
    }

    void secretsComeFromTheEnvironmentAndAreMasked()
    {
        EnvironmentSecretStore store;
        QCOMPARE(EnvironmentSecretStore::variableName(QStringLiteral("api-key")), QByteArray("RPCSCOPE_SECRET_API_KEY"));
        qputenv("RPCSCOPE_SECRET_API_KEY", "s3cr3t-{{not-a-placeholder}}");
        VariableResolver v;
        v.setSecretStore(&store);
        v.setGlobals({{QStringLiteral("api-key"), QString(), true}, {QStringLiteral("missing"), QString(), true}});
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("Bearer {{api-key}}"), VariableResolver::Context::Plain, &error),
                 QStringLiteral("Bearer s3cr3t-{{not-a-placeholder}}"));
        QCOMPARE(v.mask(QStringLiteral("sent s3cr3t-{{not-a-placeholder}} once")), QStringLiteral("sent *** once"));
        QVERIFY(!v.value(QStringLiteral("missing"), &error));
        QVERIFY2(error.contains(QStringLiteral("RPCSCOPE_SECRET_MISSING")), qPrintable(error));
        qunsetenv("RPCSCOPE_SECRET_API_KEY");

        v.setCaptured(QStringLiteral("token"), QStringLiteral("tok_123"), true);
        QCOMPARE(v.mask(QByteArray("{\"token\":\"tok_123\"}")), QByteArray("{\"token\":\"***\"}"));
    }

    void overrideOfASecretIsSecretAndAnnounced()
    {
        VariableResolver v;
        QStringList heard;
        v.setSecretListener([&heard](const QString &name, const QString &value) { heard.append(name + u'=' + value); });
        v.setGlobals({{QStringLiteral("pw"), QString(), true}, {QStringLiteral("plain"), QStringLiteral("x"), false}});
        v.setOverride(QStringLiteral("pw"), QStringLiteral("a\"b/c d"));
        v.setOverride(QStringLiteral("plain"), QStringLiteral("visible"));
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("{\"p\": \"{{pw}}\", \"q\": \"{{plain}}\"}"), VariableResolver::Context::Json, &error),
                 QStringLiteral("{\"p\": \"a\\\"b/c d\", \"q\": \"visible\"}"));
        QCOMPARE(v.value(QStringLiteral("pw"), &error), std::optional<QString>(QStringLiteral("a\"b/c d")));
        QCOMPARE(heard, QStringList{QStringLiteral("pw=a\"b/c d")});   // once
        // Masked as it is, JSON-escaped and percent-encoded; the plain override is no secret.
        QCOMPARE(v.mask(QStringLiteral("1 a\"b/c d 2 a\\\"b/c d 3 a%22b%2Fc%20d visible")),
                 QStringLiteral("1 *** 2 *** 3 *** visible"));
    }

    void aCapturedValueIsNoTemplate()
    {
        // A server's cookie or capture that spells a placeholder must not pull a secret (or
        // anything else) into the next request.
        qputenv("RPCSCOPE_SECRET_API_KEY", "s3cr3t");
        VariableResolver v;
        EnvironmentSecretStore store;
        v.setSecretStore(&store);
        v.setGlobals({{QStringLiteral("API_KEY"), QString(), true}, {QStringLiteral("host"), QStringLiteral("h"), false}});
        v.setCaptured(QStringLiteral("cookie.session"), QStringLiteral("{{API_KEY}}"), true);
        v.setCaptured(QStringLiteral("note"), QStringLiteral("at {{host}}"));
        QString error;
        QCOMPARE(*v.resolve(QStringLiteral("{{cookie.session}} {{note}}"), VariableResolver::Context::Plain, &error),
                 QStringLiteral("{{API_KEY}} at {{host}}"));
        QVERIFY(!v.secretValues().contains(QStringLiteral("s3cr3t")));
        qunsetenv("RPCSCOPE_SECRET_API_KEY");
    }

    void aValueThatDoublesAtEachLevelIsRefused()
    {
        // v0 = "x", v1 = "{{v0}}{{v0}}", … v31 would be 2^31 characters; filled once per name,
        // it stops at the growth cap with a reason instead of running out of memory.
        QList<CollectionVariable> variables{{QStringLiteral("v0"), QString(1024, u'x'), false}};
        for (int i = 1; i < 31; ++i) {
            const QString previous = QStringLiteral("{{v%1}}").arg(i - 1);
            variables.append({QStringLiteral("v%1").arg(i), previous + previous, false});
        }
        VariableResolver v;
        v.setGlobals(variables);
        QString error;
        QVERIFY(!v.resolve(QStringLiteral("{{v30}}"), VariableResolver::Context::Plain, &error));
        QVERIFY2(error.contains(QStringLiteral("million characters")), qPrintable(error));
        // Below the cap the same shape fills in whole: v10 is 1024 × 2^10 characters.
        QCOMPARE(v.resolve(QStringLiteral("{{v10}}"), VariableResolver::Context::Plain, &error)->size(), 1024 * 1024);
    }
};

QTEST_GUILESS_MAIN(TestVariableResolver)
#include "tst_variableresolver.moc"
