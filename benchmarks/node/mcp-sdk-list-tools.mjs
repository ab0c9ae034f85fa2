// The reference for bench_mcp_ping's whole-process figure: a minimal script with the
// official TypeScript SDK that connects to an MCP server over stdio, lists every tool (all
// pages) with its description, prints them and closes.
//
//   node mcp-sdk-list-tools.mjs SDK_DIR SERVER [ARGS...]
const [sdk, server, ...serverArgs] = process.argv.slice(2);
if (!sdk || !server) {
    console.error('usage: node mcp-sdk-list-tools.mjs SDK_DIR SERVER [ARGS...]');
    process.exit(2);
}
const { Client } = await import(`${sdk}/dist/esm/client/index.js`);
const { StdioClientTransport } = await import(`${sdk}/dist/esm/client/stdio.js`);

const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: server, args: serverArgs, stderr: 'ignore' }));
let cursor;
let out = '';
do {
    const page = await client.listTools(cursor ? { cursor } : {});
    for (const tool of page.tools)
        out += `${tool.name}\t${(tool.description ?? '').replace(/[\t\r\n]/g, ' ')}\n`;
    cursor = page.nextCursor;
} while (cursor);
process.stdout.write(out);
await client.close();
