// A host as Claude Desktop or an IDE is one: the official MCP TypeScript SDK's Client over
// StdioClientTransport, configured to start `rpcscope-cli tap … -- SERVER` in place of the
// server. It connects, lists the tools, calls echo, pings, and closes; it prints what it got as
// one JSON line, so the test can compare it with what the tap recorded.
//
//   node sdk-host.mjs SDK_DIR COMMAND ARGS...
//   node sdk-host.mjs SDK_DIR --http URL        (Streamable HTTP: URL is the tap's)

import { pathToFileURL } from 'node:url';
import path from 'node:path';

const [sdkDir, command, ...args] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(sdkDir, 'dist/esm', file)).href);
const { Client } = await load('client/index.js');
const { StdioClientTransport } = await load('client/stdio.js');
const { StreamableHTTPClientTransport } = await load('client/streamableHttp.js');

const transport = command === '--http'
    ? new StreamableHTTPClientTransport(new URL(args[0]))
    : new StdioClientTransport({ command, args, stderr: 'pipe' });
const client = new Client({ name: 'tap-test-host', version: '1.0.0' });
await client.connect(transport);
const tools = await client.listTools();
const echo = await client.callTool({ name: 'echo', arguments: { message: 'through the tap' } });
await client.ping();
await client.close();
console.log(JSON.stringify({
    server: client.getServerVersion(),
    tools: tools.tools.map((tool) => tool.name),
    echo: echo.content,
}));
