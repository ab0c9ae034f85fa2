<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>RpcScope</name>
    <message>
        <source>The body is %1 bytes; JSON bodies of 4 GiB or more cannot be indexed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body contains only whitespace, no JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough memory to index the JSON text (at line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text has more values than can be indexed (at line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected character %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;}&apos; but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;]&apos; but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected &apos;:&apos; after the member name but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected a member name in double quotes but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trailing comma before &apos;}&apos; at line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trailing comma before &apos;]&apos; at line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected text %1 after the JSON value at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid literal at line %1, column %2 (expected true, false or null)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text ends early (incomplete literal at line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text ends early (incomplete number at line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers must not have leading zeros (line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid number: expected a digit after &apos;-&apos; but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid number: expected a digit after the decimal point but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid number: expected a digit in the exponent but found %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control character %1 must be escaped in a string (line %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid escape sequence %1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid \u escape at line %1, column %2 (expected four hex digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpaired UTF-16 surrogate \%1 at line %2, column %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid UTF-8 at byte %1 (line %2, column %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text ends early (unterminated string from line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text ends early (unclosed object from line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON text ends early (unclosed array from line %1, column %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WebSocket endpoints (%1) are not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use http://HOST[:PORT]/PATH, https://… or stdio:COMMAND.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s header block is larger than %1 KiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent an invalid Content-Length: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server announced a body of %1 bytes, more than the limit of %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The response body is larger than the limit of %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer does not begin with an HTTP status line: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered in %1; only HTTP/1.0 and HTTP/1.1 are understood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a malformed header line: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server switched protocols (101) although no upgrade was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent an invalid chunk size line: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A chunk of the response body is longer than its declared size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a malformed trailer line: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection without answering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection in the middle of the response headers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection after %1 of %2 body bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection after %1 body bytes, before the end of the chunked body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line has a single quote at position %1 that is never closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line has a double quote at position %1 that is never closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Content-Length value &apos;%1&apos; is not a length in bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has two different Content-Length values, %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message header block larger than %1 was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message header was skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message header without Content-Length was skipped: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Skipped %n byte(s) of output that is not a message header: %1</source>
        <translation>
            <numerusform>Skipped %n byte of output that is not a message header: %1</numerusform>
            <numerusform>Skipped %n bytes of output that is not a message header: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A line of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line longer than the message size limit of %1 was skipped up to its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty message cannot be sent with newline-delimited framing: the receiver skips blank lines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The message contains %n line break(s), but newline-delimited framing needs each message on one line. Send compact JSON: line breaks inside JSON strings are written as \n.</source>
        <translation>
            <numerusform>The message contains %n line break, but newline-delimited framing needs each message on one line. Send compact JSON: line breaks inside JSON strings are written as \n.</numerusform>
            <numerusform>The message contains %n line breaks, but newline-delimited framing needs each message on one line. Send compact JSON: line breaks inside JSON strings are written as \n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Response %1 is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has no id member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has both result and error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has neither result nor error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has no jsonrpc member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 says jsonrpc %2 instead of &quot;2.0&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has a non-standard top-level member %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error of response %1 is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its code %1 is not an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its code %1 is reserved by JSON-RPC but not defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its message is not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error of response %1 is malformed: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The notification was answered (response %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id %1 was answered more than once (response %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request&apos;s id %1 came back as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 (id null) looks like an answer to a notification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 has id %2, which no request had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1 (%2, id %3) got no response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request (id %1) got no response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server asks to retry after %n second(s) (Retry-After).</source>
        <translation>
            <numerusform>The server asks to retry after %n second (Retry-After).</numerusform>
            <numerusform>The server asks to retry after %n seconds (Retry-After).</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks to retry after %1 (Retry-After).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks for credentials: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a body that is not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 %2 with an empty body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notification delivered; no reply is due.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered HTTP 204 No Content to a request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent an empty body for a request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No reply to the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The response has no Content-Type header.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is declared as %1, not as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 %2 with %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reply is not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 occurs more than once in one object; the last one wins in most parsers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 %2 without a JSON-RPC envelope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is a JSON %1, not a response object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scalar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch was answered with a single object instead of an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single request was answered with an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is an empty array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with HTTP %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parse error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL elicitation required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task not cancelable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Push notifications not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported operation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content type not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid agent response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authenticated extended card not configured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Application error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A top-level member other than jsonrpc, result, error and id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response must carry either result or error; this one has neither.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response must carry either result or error, not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jsonrpc member is missing or not exactly &quot;2.0&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response has no id member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response carries an id that no request had.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A response echoes the id with another type (1 sent, &quot;1&quot; back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request of the batch got no response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request of the batch got more than one response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A batch was not answered with an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered a notification, which must get no reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request got no reply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The error object is malformed: code not an integer, message not a string, or a reserved code that JSON-RPC does not define.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with an HTTP status other than 200.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is not declared as JSON (or, for a stream, as text/event-stream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body does not parse as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The JSON is not a response object (nor an array of them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An object repeats a key; parsers disagree on which value wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON-RPC on its protocol channel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The params are not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The params must be a JSON object or array (JSON-RPC 2.0, section 4.2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serves the RpcScope demo endpoints: the plain JSON-RPC API at POST /rpc and the MCP face at POST /mcp on 127.0.0.1, or either one on stdin/stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listen on 127.0.0.1:&lt;port&gt;; 0 picks a free port (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve the plain API as newline-delimited JSON on stdin/stdout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --stdio: serve the MCP face instead of the plain API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port and --stdio cannot be combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp needs --stdio; over HTTP the MCP face is always at /mcp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::CliApp</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore and test JSON-RPC 2.0 endpoints: http(s)://… or stdio:COMMAND.

Commands:
  call ENDPOINT METHOD [PARAMS]   send one request (PARAMS: JSON object or array)
  batch ENDPOINT FILE             send FILE&apos;s JSON array of requests as one batch (- reads stdin)
  send ENDPOINT FILE              send FILE&apos;s bytes exactly as they are
  discover ENDPOINT               list the live method registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an HTTP header (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name: value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Authorization: Bearer TOKEN.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up after MS milliseconds (default 30000).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdio framing: ndjson (default) or lsp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the exchange report as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow HTTP redirects (keeping method and body).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept any TLS certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP protocol revision to offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call: send a notification (no id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call: the request id as JSON (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call, batch, send or discover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A header must look like &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--framing is ndjson or lsp, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WARNING: --insecure: TLS certificates are NOT verified; anyone on the path can read and change this traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong number of arguments for &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--id takes a JSON string, number or null, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not hold a JSON array of requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No command given. See rpcscope-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 (not followed; use --follow-redirects).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: id %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [%2]: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: the endpoint answered, but no source gave a registry.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::DiscoveryProbe</name>
    <message numerus="yes">
        <source>rpc.discover: %n method(s)</source>
        <translation>
            <numerusform>rpc.discover: %n method</numerusform>
            <numerusform>rpc.discover: %n methods</numerusform>
        </translation>
    </message>
    <message>
        <source>rpc.discover: not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>system.listMethods: %n method(s)</source>
        <translation>
            <numerusform>system.listMethods: %n method</numerusform>
            <numerusform>system.listMethods: %n methods</numerusform>
        </translation>
    </message>
    <message>
        <source>system.listMethods: not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP initialize: not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server, protocol revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: failed (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 page %2: %n entry(s)</source>
        <translation>
            <numerusform>%1 page %2: %n entry</numerusform>
            <numerusform>%1 page %2: %n entries</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointBar</name>
    <message>
        <source>C&amp;onnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://host:port/path or stdio:command arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint: an http:// or https:// URL, or stdio: followed by a command line
that starts a server speaking JSON-RPC on its standard input and output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the endpoint and discover its methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::FindingsView</name>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HeadersView</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No HTTP response arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint is not HTTP, so there are no headers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request: %1 %2</source>
        <extracomment>Group row of the Headers tab, e.g. &quot;Request: POST /rpc&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response: %1 %2 %3</source>
        <extracomment>Group row of the Headers tab, e.g. &quot;Response: HTTP/1.1 200 OK&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response: no status line arrived</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpClient</name>
    <message>
        <source>No URL was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL &quot;%1&quot; is not valid: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL &quot;%1&quot; is neither an http nor an https URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL &quot;%1&quot; names no host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid HTTP method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid HTTP header name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of the header %1 contains a line break or a NUL byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped at the limit of %1 redirects: the answer %2 points on to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server redirected to &quot;%1&quot;, which is not an http or https URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No complete answer from %1 within %2 ms.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpConnection</name>
    <message>
        <source>The server %1 port %2 closed the connection during the TLS handshake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 port %2 closed the connection at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 port %2 was refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host %1 was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The TLS handshake with %1 port %2 failed: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection (on the way to %2 port %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy host %1 was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy %1 closed the connection (on the way to %2 port %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy %1 requires authentication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy %1 failed on the way to %2 port %3: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server %1 port %2 closed the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 port %2 failed: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTransport</name>
    <message>
        <source>The transport was closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonTreeModel</name>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <extracomment>Summary cell of a JSON array, e.g. &quot;[3 items]&quot;</extracomment>
        <translation>
            <numerusform>[%n item]</numerusform>
            <numerusform>[%n items]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{%n item(s)}</source>
        <extracomment>Summary cell of a JSON object, e.g. &quot;{3 items}&quot;</extracomment>
        <translation>
            <numerusform>{%n item}</numerusform>
            <numerusform>{%n items}</numerusform>
        </translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; occurs more than once in this object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::MainWindow</name>
    <message>
        <source>RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Response &amp;Body…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the body of the shown response to a file, byte for byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the request text exactly as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting for the answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect again and rediscover the methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovering the methods of %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered, but offered no list of methods. Type a request by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Connected to %1: %n method(s).</source>
        <translation>
            <numerusform>Connected to %1: %n method.</numerusform>
            <numerusform>Connected to %1: %n methods.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected. Enter an endpoint and press Connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to send: the request text is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent. %1 Tick Raw to send the text as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no response body to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Response Body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;RpcScope %1&lt;/h3&gt;&lt;p&gt;A desktop explorer and test console for JSON-RPC 2.0 endpoints: HTTP, stdio child processes and MCP servers.&lt;/p&gt;&lt;p&gt;It sends exactly what you type and shows exactly what came back: keys in the server&apos;s order, numbers as written, and every departure from the specification.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodListModel</name>
    <message>
        <source>method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <extracomment>Tooltip line of a method: its kind and where the registry learned of it</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodListPanel</name>
    <message>
        <source>Filter methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the methods whose name, summary or description contains this text.
Enter picks the first match; Down moves into the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n method(s)</source>
        <translation>
            <numerusform>%n method</numerusform>
            <numerusform>%n methods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n method(s)</source>
        <extracomment>Shown while the method filter hides some: &quot;3 of 33 methods&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n method</numerusform>
            <numerusform>%1 of %n methods</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestEditor</name>
    <message>
        <source>&amp;Raw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a JSON-RPC request here, or pick a method on the left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request text. It is sent exactly as typed.
Ctrl+Return sends it, Escape cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the text byte for byte even when it is not valid JSON,
to see how the server handles broken input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Return)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting for the answer (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to send yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid JSON: one request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid JSON, but the object has no &quot;method&quot; member.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Valid JSON: an empty batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Valid JSON: a batch of %n message(s).</source>
        <translation>
            <numerusform>Valid JSON: a batch of %n message.</numerusform>
            <numerusform>Valid JSON: a batch of %n messages.</numerusform>
        </translation>
    </message>
    <message>
        <source>Valid JSON, but a request must be an object or an array (tick Raw to send it anyway).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw mode: it will be sent exactly as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ResponseView</name>
    <message>
        <source>Copy &amp;Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body as a tree: keys in the server&apos;s order, numbers as written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body exactly as received, decoded as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP request and response headers in wire order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conformance findings about this exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;aw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Findings (%1)</source>
        <extracomment>Tab title; the number of findings is added when there are some</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is %1 bytes; the first %2 are shown. File &gt; Save Response Body writes all of it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing arrived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RpcClient</name>
    <message>
        <source>Canceled by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer within %1 ms (the request&apos;s timeout).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON while this request was open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::StatusStrip</name>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(application code %1)</source>
        <extracomment>An error&apos;s application code nested in error.data, e.g. &quot;(application code NOT_FOUND)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the exchange came to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status and reason phrase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From sending the first byte to the complete answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Batch: %n response(s)</source>
        <extracomment>Outcome of a batch, e.g. &quot;Batch: 3 responses, 1 not a result&quot;</extracomment>
        <translation>
            <numerusform>Batch: %n response</numerusform>
            <numerusform>Batch: %n responses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n not a result</source>
        <translation>
            <numerusform>, %n not a result</numerusform>
            <numerusform>, %n not results</numerusform>
        </translation>
    </message>
    <message>
        <source>Notification delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transport error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response body: %1 bytes; request: %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n finding</numerusform>
            <numerusform>%n findings</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape cancels.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::StdioTransport</name>
    <message>
        <source>The command line is empty: it names no program to start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the server process again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no program to start: the command line is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message was not sent: the server process is being closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message was not sent: the server process no longer reads its input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process did not exit within %1 ms after its input was closed; asking it to terminate (SIGTERM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process did not exit within %1 ms after SIGTERM; killing it (SIGKILL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write to the server process: it no longer reads its input (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> [line cut at %1 KiB]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process reported an error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: the working directory &apos;%2&apos; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: the program was not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: it is a directory, not a program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: permission denied (the file is not executable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process was killed (signal %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process was terminated (signal %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process crashed (signal %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its last lines on stderr:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process was closed: it exited with code %1 at the end of its input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process was closed: it stopped when asked to terminate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server process was closed: it had to be killed after ignoring the end of its input and SIGTERM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: could not create its pipes (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the output of the server process: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demo call did not finish in time; no screenshot taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the built-in demo endpoints, served on 127.0.0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://, https:// URL or stdio:COMMAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After discovery and one demo call, save the window as a PNG file and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the demo endpoints: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
