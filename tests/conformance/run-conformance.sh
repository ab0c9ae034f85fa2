#!/bin/sh
# Runs the official MCP conformance suite's client scenarios against rpcscope-cli through
# rpcscope-client.sh, and fails when any scenario listed here does not pass.
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
    if ! conformance "$@" >"$work/out.txt" 2>&1; then
        cat "$work/out.txt"
        failed=1
    else
        grep -E '^(✓|✗)|OVERALL|Passed:' "$work/out.txt" || true
    fi
}

# Authorization (issue 17): the tier-1 suite and the 2025-03-26 back-compatibility scenarios.
run --suite auth
run --suite backcompat
# The authorization scenarios new in 2026-07-28, on the 2025-11-25 wire: RpcScope does not
# speak the stateless revision yet (issue 18), but its authorization is the same.
for scenario in auth/resource-mismatch auth/offline-access-scope auth/offline-access-not-supported \
    auth/authorization-server-migration auth/iss-supported auth/iss-not-advertised auth/iss-supported-missing \
    auth/iss-wrong-issuer auth/iss-unexpected auth/iss-normalized auth/metadata-issuer-mismatch; do
    run --scenario "$scenario" --spec-version 2025-11-25 --force
done
# Extensions: grants without a browser, private_key_jwt, DPoP.
for scenario in auth/client-credentials-basic auth/client-credentials-jwt auth/wif-jwt-bearer \
    auth/enterprise-managed-authorization auth/dpop auth/dpop-nonce; do
    run --scenario "$scenario"
done
exit $failed
