// The reference for bench_stdio: a plain Node.js JSON-RPC client over a child's stdin and
// stdout, newline-delimited, one request at a time (send, wait for the answer, repeat), with
// JSON.stringify and JSON.parse per message.
//
//   node stdio-client.mjs SERVER [--seconds 5] [--warmup 500] [ARGS...]
//
// SERVER is started with ARGS (default: --stdio). Prints one JSON line: the timed round
// trips, their wall seconds and this process's CPU seconds over them.
import { spawn } from 'node:child_process';

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
// At least one: the clock starts with the last warm-up answer.
let warmup = Math.max(1, option('--warmup', 500));
const [server, ...serverArgs] = argv;
if (!server) {
    console.error('usage: node stdio-client.mjs SERVER [--seconds 5] [--warmup 500] [ARGS...]');
    process.exit(2);
}

const child = spawn(server, serverArgs.length ? serverArgs : ['--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] });
child.on('error', (error) => {
    console.error(`stdio-client: ${error.message}`);
    process.exit(1);
});

let id = 0;
let count = 0;
let started = 0n;
let cpuStart = null;
let buffer = '';
let done = false;

function sendNext() {
    ++id;
    child.stdin.write(JSON.stringify({ jsonrpc: '2.0', id, method: 'demo.echo', params: { text: 'hello' } }) + '\n');
}

function answered(message) {
    if (message.id !== id || !message.result || message.result.text !== 'hello') {
        console.error(`stdio-client: unexpected answer ${JSON.stringify(message)}`);
        process.exit(1);
    }
    if (warmup > 0) {
        if (--warmup === 0) {
            started = process.hrtime.bigint();
            cpuStart = process.cpuUsage();
        }
        sendNext();
        return;
    }
    ++count;
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    if (elapsed < seconds) {
        sendNext();
        return;
    }
    const cpu = process.cpuUsage(cpuStart);
    done = true;
    process.stdout.write(JSON.stringify({ roundTrips: count, seconds: elapsed, cpuSeconds: (cpu.user + cpu.system) / 1e6 }) + '\n');
    child.stdin.end();
}

child.stdout.setEncoding('utf8');
child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while (!done && (newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        answered(JSON.parse(line));
    }
});
child.on('exit', (code, signal) => {
    if (!done) {
        console.error(`stdio-client: the server ended early (${signal ?? code})`);
        process.exit(1);
    }
});

sendNext();
