#!/bin/sh
# The MCP conformance suite's client adapter: each client scenario becomes the plain
# rpcscope-cli command a user would type. The suite runs "rpcscope-client.sh URL" with the
# scenario's name in MCP_CONFORMANCE_SCENARIO and, for scenarios that hand the client
# credentials, a JSON object in MCP_CONFORMANCE_CONTEXT.
#
# Its authorization servers approve without a person, so the sign-in page is fetched directly
# (--browser direct) instead of being opened in a browser; each scenario signs in afresh
# (--no-token-store), as a new user would, and leaves nothing in a keychain.
set -eu
url=$1
cli=${RPCSCOPE_CLI:-rpcscope-cli}
scenario=${MCP_CONFORMANCE_SCENARIO:-}

# One member of the context object (node is there: the suite runs on it).
context() {
    node -e 'const c = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT || "{}"); process.stdout.write(String(c[process.argv[1]] ?? ""))' "$1"
}

# The scenarios that are no sign-in: what a user exploring the server types. Each tool command
# lists the tools first and calls one; the MCP revision is whatever the server speaks.
accept='elicitation/create={"action":"accept"}'
case $scenario in
tools_call)
    exec "$cli" tool "$url" add_numbers '{"a": 2, "b": 3}' ;;
elicitation-sep1034-client-defaults)
    # Accepting the form as offered: its defaults are the answer.
    exec "$cli" tool --answer "$accept" "$url" test_client_elicitation_defaults ;;
sep-2322-client-request-state)
    for tool in test_mrtr_echo_state test_mrtr_unrelated test_mrtr_no_state test_mrtr_no_result_type; do
        "$cli" tool --answer 'elicitation/create={"action":"accept","content":{"confirmed":true}}' "$url" "$tool"
    done
    exit 0 ;;
request-metadata|json-schema-ref-no-deref)
    exec "$cli" tools "$url" ;;
http-standard-headers|http-invalid-tool-headers)
    # Every tool the listing offers, called once.
    "$cli" tools "$url" | cut -f1 | while read -r tool; do
        "$cli" tool "$url" "$tool" || true
    done
    exit 0 ;;
http-custom-headers)
    # The calls the scenario asks for, with its arguments.
    node -e 'for (const c of JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT).toolCalls) console.log(c.name + "\t" + JSON.stringify(c.arguments))' |
        while IFS="$(printf '\t')" read -r tool arguments; do
            "$cli" tool "$url" "$tool" "$arguments" || true
        done
    exit 0 ;;
json-schema-2020-12-preservation)
    # The listed inputSchema of the focal tool, handed back to the echo tool as it came.
    schema=$("$cli" tools --json "$url" | node -e 'let t = ""; process.stdin.on("data", d => t += d).on("end", () =>
        process.stdout.write(JSON.stringify(JSON.parse(t).tools.find(x => x.name === "json_schema_2020_12_tool").inputSchema)))')
    exec "$cli" tool "$url" json_schema_echo "{\"schema\": $schema}" ;;
esac

case $scenario in
auth/basic-cimd)
    # This client's metadata document, as a user registers it once with their own URL.
    set -- --client-metadata-url https://conformance-test.local/client-metadata.json ;;
auth/pre-registration)
    RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET=$(context client_secret)
    export RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET
    set -- --client-id "$(context client_id)" ;;
auth/client-credentials-basic)
    RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET=$(context client_secret)
    export RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET
    set -- --grant client_credentials --client-id "$(context client_id)" ;;
auth/client-credentials-jwt)
    # The scenario's key, as a user keeps one: in a file only they can read.
    key=$(mktemp)
    trap 'rm -f "$key"' EXIT
    context private_key_pem > "$key"
    set -- --grant client_credentials --client-id "$(context client_id)" --client-key "$key" ;;
auth/wif-jwt-bearer)
    RPCSCOPE_SECRET_OAUTH_ASSERTION=$(context valid_jwt)
    export RPCSCOPE_SECRET_OAUTH_ASSERTION
    set -- --grant jwt-bearer --client-id "$(context client_id)" ;;
auth/enterprise-managed-authorization)
    RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET=$(context client_secret)
    RPCSCOPE_SECRET_OAUTH_ID_TOKEN=$(context idp_id_token)
    export RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET RPCSCOPE_SECRET_OAUTH_ID_TOKEN
    set -- --grant token-exchange --client-id "$(context client_id)" \
        --idp-token-endpoint "$(context idp_token_endpoint)" --idp-client-id "$(context idp_client_id)" ;;
*)
    set -- ;;
esac

# List the tools, then call the suite's test tool (the listing is where a server first asks
# for authorization; the call is where it may ask for more scope).
"$cli" tool --browser direct --no-token-store "$@" "$url" test-tool
