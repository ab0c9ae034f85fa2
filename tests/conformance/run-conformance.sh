#!/bin/sh
# Runs the official MCP conformance suite's client scenarios against rpcscope-cli through
# rpcscope-client.sh, and fails when any scenario run here does not pass.
#   run-conformance.sh RPCSCOPE_CLI
# The suite (tests/npm, pinned) needs Node.js 22; on Debian 12's Node.js the node20-shim adds
# what it lacks.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
RPCSCOPE_CLI=$1
export RPCSCOPE_CLI
suite="$here/../npm/node_modules/@modelcontextprotocol/conformance/dist/index.js"
if [ ! -f "$suite" ]; then
    echo "The conformance suite is not installed: run scripts/install-deps.sh" >&2
    exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

conformance() {
    node --import "$here/node20-shim/register.mjs" "$suite" client --command "$here/rpcscope-client.sh" "$@"
}

failed=0
run() {
    echo "== conformance client $*"
    # A scenario that fails makes the suite exit non-zero; one the requirement set runs but does
    # not score (an extension) is only listed, so its mark is read as well.
    if ! conformance "$@" >"$work/out.txt" 2>&1 || grep -qE '^ *✗|[1-9][0-9]* failing' "$work/out.txt"; then
        cat "$work/out.txt"
        failed=1
    else
        grep -E '^ *(✓|✗)|OVERALL|Passed:|^Total' "$work/out.txt" || true
    fi
}

# MCP 2026-07-28 (issue 18): every client scenario the revision requires, authorization (issue
# 17) included, on the stateless wire; the extensions it runs beside them (grants without a
# browser, private_key_jwt, DPoP, workload identity, enterprise-managed authorization).
run --requirements 2026-07-28
# The earlier revisions, each at its own: the authorization suite, the 2025-03-26
# back-compatibility scenarios, and the rest of the client scenarios of 2025-11-25.
run --suite auth
run --suite backcompat
for scenario in initialize tools_call elicitation-sep1034-client-defaults sse-retry json-schema-2020-12-preservation; do
    run --scenario "$scenario" --spec-version 2025-11-25
done
exit $failed
