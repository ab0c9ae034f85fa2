// The reference for bench_mcp_ping: the official TypeScript SDK client
// (@modelcontextprotocol/sdk, pinned in tests/npm) connecting to an MCP server over stdio and
// sending `ping` one at a time (send, wait for the answer, repeat).
//
//   node mcp-sdk-ping.mjs SDK_DIR [--seconds 5] [--warmup 500] -- SERVER [ARGS...]
//
// SDK_DIR is the SDK package folder (tests/npm/node_modules/@modelcontextprotocol/sdk).
// Prints one JSON line: the timed round trips, their wall seconds and this process's CPU
// seconds over them.
const argv = process.argv.slice(2);
const option = (name, fallback) => {
    const at = argv.indexOf(name);
    if (at < 0)
        return fallback;
    const value = Number(argv[at + 1]);
    argv.splice(at, 2);
    return value;
};
const seconds = option('--seconds', 5);
const warmup = Math.max(1, option('--warmup', 500));
const dash = argv.indexOf('--');
const sdk = argv[0];
const [server, ...serverArgs] = argv.slice(dash + 1);
if (!sdk || dash < 0 || !server) {
    console.error('usage: node mcp-sdk-ping.mjs SDK_DIR [--seconds 5] [--warmup 500] -- SERVER [ARGS...]');
    process.exit(2);
}

const { Client } = await import(`${sdk}/dist/esm/client/index.js`);
const { StdioClientTransport } = await import(`${sdk}/dist/esm/client/stdio.js`);

const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: server, args: serverArgs, stderr: 'ignore' }));
for (let i = 0; i < warmup; ++i)
    await client.ping();
const started = process.hrtime.bigint();
const cpuStarted = process.cpuUsage();
const limit = BigInt(Math.round(seconds * 1e9));
let roundTrips = 0;
while (process.hrtime.bigint() - started < limit) {
    await client.ping();
    ++roundTrips;
}
const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
const cpu = process.cpuUsage(cpuStarted);
console.log(JSON.stringify({ roundTrips, seconds: elapsed, cpuSeconds: (cpu.user + cpu.system) / 1e6 }));
await client.close();
