// An MCP server of the 2026-07-28 revision, built on the official TypeScript SDK v2
// (@modelcontextprotocol/server, pinned in package.json): what a server written today against
// the stateless revision looks like on the wire. The SDK decides everything the revision
// governs (server/discover, per-request _meta, subscriptions/listen, the 2025 fallback); this
// file only gives it tools.
//
//   node mcp-2026-server.mjs stdio   serves stdin/stdout
//   node mcp-2026-server.mjs http    serves Streamable HTTP on 127.0.0.1, a free port
//                                    (PORT to choose), and says "listening on URL"
import { McpServer, createMcpHandler } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import http from 'node:http';
import * as z from 'zod';

function makeServer() {
    const server = new McpServer({ name: 'rpcscope-sdk2-peer', version: '2.4.0' },
                                 { capabilities: { tools: { listChanged: true } } });
    server.registerTool('greet', {
        description: 'Greets someone by name',
        inputSchema: z.object({ name: z.string().describe('Who to greet') }),
    }, async ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}!` }] }));
    server.registerTool('add', {
        description: 'Adds two numbers',
        inputSchema: z.object({ a: z.number(), b: z.number() }),
        outputSchema: z.object({ sum: z.number() }),
    }, async ({ a, b }) => ({
        content: [{ type: 'text', text: String(a + b) }],
        structuredContent: { sum: a + b },
    }));
    return server;
}

const mode = process.argv[2] ?? 'stdio';
if (mode === 'stdio') {
    serveStdio(makeServer, { onerror: (error) => process.stderr.write(`${error}\n`) });
} else if (mode === 'http') {
    const handler = createMcpHandler(makeServer);
    const server = http.createServer(async (incoming, outgoing) => {
        try {
            const chunks = [];
            for await (const chunk of incoming)
                chunks.push(chunk);
            const body = Buffer.concat(chunks);
            const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
                method: incoming.method,
                headers: incoming.headers,
                body: body.length > 0 ? body : undefined,
            });
            const response = await handler.fetch(request);
            outgoing.writeHead(response.status, Object.fromEntries(response.headers));
            if (response.body) {
                for await (const chunk of response.body)
                    outgoing.write(chunk);
            }
            outgoing.end();
        } catch (error) {
            process.stderr.write(`${error}\n`);
            if (!outgoing.headersSent)
                outgoing.writeHead(500, { 'content-type': 'text/plain' });
            outgoing.end(String(error));
        }
    });
    server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
        process.stdout.write(`listening on http://127.0.0.1:${server.address().port}/mcp\n`);
    });
} else {
    process.stderr.write('usage: mcp-2026-server.mjs stdio|http\n');
    process.exit(64);
}
