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
        <source>The reply is not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 occurs more than once in one object; the last one wins in most parsers.</source>
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
        <source>Unexpected argument: %1</source>
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
    <message>
        <source>The text is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not JSON (line %2, column %3): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the table must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;dialect&quot; must be a non-empty string naming the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;errors&quot; must be an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;ranges&quot; must be an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the table has neither &quot;errors&quot; nor &quot;ranges&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error %2 needs an integer &quot;code&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: error %2 needs a &quot;name&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: range %2 needs integers &quot;from&quot; &lt;= &quot;to&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: range %2 needs a &quot;name&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result has no cursor for a next page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next page needs the request that was sent as one JSON object (not a batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request passes its params by position, so there is no place for a cursor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter “%1” is documented but the server does not declare it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter “%1” is required in the document but optional on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter “%1” is optional in the document but required on the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter “%1” is declared by the server but not documented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameters are declared in a different order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document at %1 is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document at %1 is not valid JSON (line %2, column %3): %4</source>
        <extracomment>%1 is a file or URL, %2 and %3 line and column, %4 the parser&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document at %1 is not an OpenRPC document: it has no “methods” list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large for an OpenRPC document (%2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaced by another load.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not fetch %1: the server answered %2 %3.</source>
        <extracomment>%2 is the HTTP status code, %3 its reason phrase</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema is not valid JSON: edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resolve %1: edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recursive (%1): edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nested too deeply for a form: edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The schema is too large for a form: edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter schema is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter schema does not describe an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter list is not a JSON array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected %1, found %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be one of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matches none of the alternatives (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be greater than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be less than %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At least %n character(s).</source>
        <translation>
            <numerusform>At least %n character.</numerusform>
            <numerusform>At least %n characters.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n character(s).</source>
        <translation>
            <numerusform>At most %n character.</numerusform>
            <numerusform>At most %n characters.</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not match the pattern %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At least %n item(s).</source>
        <translation>
            <numerusform>At least %n item.</numerusform>
            <numerusform>At least %n items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n item(s).</source>
        <translation>
            <numerusform>At most %n item.</numerusform>
            <numerusform>At most %n items.</numerusform>
        </translation>
    </message>
    <message>
        <source>Required, but missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a member the schema allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a JSON value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [&quot;Name&quot;, &quot;value&quot;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected none, bearer, basic or header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an RpcScope workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace was written by a newer RpcScope (format version %1); this version reads version %2 and leaves the file as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event&apos;s data passed %1 bytes and was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stream ended in the middle of this event (no blank line closed it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An id field was ignored: an id must not contain a NUL character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A retry field was ignored: &quot;%1&quot; is not a number of milliseconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line was ignored: &quot;%1&quot; is not a field of an event stream (data, event, id, retry).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer to initialize has no protocolVersion: it is not an MCP server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the result has no &quot;%2&quot; array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: the server&apos;s cursor never ends (stopped after %n page(s)).</source>
        <translation>
            <numerusform>%1: the server&apos;s cursor never ends (stopped after %n page).</numerusform>
            <numerusform>%1: the server&apos;s cursor never ends (stopped after %n pages).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[image %1, %n byte(s)]</source>
        <translation>
            <numerusform>[image %1, %n byte]</numerusform>
            <numerusform>[image %1, %n bytes]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[audio %1, %n byte(s)]</source>
        <translation>
            <numerusform>[audio %1, %n byte]</numerusform>
            <numerusform>[audio %1, %n bytes]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[resource %1 %2, %n byte(s)]</source>
        <translation>
            <numerusform>[resource %1 %2, %n byte]</numerusform>
            <numerusform>[resource %1 %2, %n bytes]</numerusform>
        </translation>
    </message>
    <message>
        <source>[resource %1 %2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[resource link %1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1 content]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool result is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool result has no content array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool declares an outputSchema but the result has no structuredContent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The HTTP exchanges of an RpcScope session, one curl command each, in recorded order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are placeholders such as {{redacted:bearer}}: put the real values in before running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 starts with neither &quot;&gt;&gt;&quot;, &quot;&lt;&lt;&quot; nor &quot;//&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 does not hold one line of JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is a second response to the same request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is a response with no request before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is cut off (the recording was interrupted) and was skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 is damaged and was skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown line type &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid &quot;seq&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no valid &quot;epochMs&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty: it is not a session file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed since it was opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an RpcScope session file (its first line is no session header).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session header has no valid format version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session was written in format version %1 (by %2); this RpcScope reads version %3 and older. Update RpcScope to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a newer RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (%1); the line may be cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged base64 in &quot;messageBase64&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged base64 in &quot;requestBase64&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged base64 in &quot;bodyBase64&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged base64 in a notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot record to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write to the session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the session %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No session file is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; is not a valid regular expression: %2 (at offset %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON path starts with $ (for example $.result.id), not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recursive descent (..) at column %1 is not supported; name each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A member name is missing after the dot at column %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bracket at column %1 is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quoted name that starts at column %1 is not closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%1] at column %2: an index is a number from 0, * or a quoted name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; at column %2: a step starts with . or [.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Nothing came back; the recording holds an answer of %n byte(s).</source>
        <translation>
            <numerusform>Nothing came back; the recording holds an answer of %n byte.</numerusform>
            <numerusform>Nothing came back; the recording holds an answer of %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>the outcome was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the error code was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no response was an error (outcome %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no HTTP status arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the HTTP status was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it took %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the path %1 does not parse: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer is not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing is at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expected value is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the value was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the regular expression does not compile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema is not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema does not compile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected outcome, error-code, http-status, exists, equals, matches, schema, no-findings or duration-below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON Schema object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folders are nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected folder or request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an RpcScope collection file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection was written by a newer RpcScope (format version %1); this version reads version %2 and leaves the file as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an OpenRPC document: it has no methods array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Postman collection (v2.1): it has no info and item members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command line is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a curl command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reads the body from a file (%2); paste the body instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The curl command line names no URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a POST with a body is a JSON-RPC request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not an MCP configuration: it has no mcpServers object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server &quot;%1&quot; is not an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is already going on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection has no environment &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection has no environment &quot;%1&quot; (it has: %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection has no folder &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>endpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request has no endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSRF fetch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSRF fetch: nothing is at %1 in the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSRF path %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth recipe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login result path %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>login: nothing is at %1 in the answer (outcome %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token-param auth recipe needs params by position (a JSON array).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>header %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>params: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>body: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>body: a batch must be a JSON array of requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  (logged in again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set the environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; refers to itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variables %1 refer to each other in a circle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; is nested too deeply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret &quot;%1&quot; has no value: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret &quot;%1&quot; has no value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer as a newer release would: text.stats also counts sentences (to try replay against a changed server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged base64 in a stream event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema does not compile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema does not compile: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a version number such as 1 or 1.2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 became the secret variable {{%3}}; its value was not kept. Give it in %4 or the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the variable {{%2}} holds %3, so it is secret now; its value was not kept. Give it in %4 or the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a credential of the URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the password in the URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the user part of the URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the URL parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the basic auth password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the API key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: an API key in the query has no auth recipe; add %2=%3 to the endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Postman&apos;s %2 auth has no recipe here and was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable {{%1}} is secret: its value was not kept. Give it in %2 or the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the curl command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the password of -u</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a schema must be an object or true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the schema is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of schemas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is no regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of null, boolean, object, array, number, string, integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a type name or a non-empty array of type names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array of values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number above 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of string arrays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 points at nothing in the schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use sse+http://HOST[:PORT]/PATH or sse+https://… for the URL of an HTTP+SSE event stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be resolved: only references into the schema itself (#/…) are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; is not defined (give it with %2, in an environment or in the collection).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is required, but the request has none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The method documents no params.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is required, but missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a parameter the method documents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The method documents %n parameter(s).</source>
        <translation>
            <numerusform>The method documents %n parameter.</numerusform>
            <numerusform>The method documents %n parameters.</numerusform>
        </translation>
    </message>
    <message>
        <source>The method takes its params by position: an array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The method takes its params by name: an object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 with an empty body.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 without a JSON-RPC envelope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response %1 reports a parse error (-32700) but names the id %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A parse error (-32700) names an id: a server that could not parse the request cannot know it, and JSON-RPC 2.0 wants null there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use http://HOST[:PORT]/PATH, https://…, ws://…, wss://…, sse+http://… (MCP&apos;s HTTP+SSE), tcp://HOST:PORT, tls+tcp://…, unix:PATH or stdio:COMMAND.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 between values began no JSON object or array and were skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>An empty message cannot be sent as a stream of JSON values: the receiver skips whitespace between values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While request %1 was open the server sent a request of its own (%2) with the same id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server not initialized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown error code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a request with the id of a request of ours that was still open: legal (each side numbers its own requests), but a client that matches by id alone mixes them up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the server to shut down; exit follows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tells the server to exit (after shutdown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the symbol at a position is declared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the symbol at a position is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the type of the symbol at a position is defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the symbol at a position is implemented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every reference to the symbol at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call hierarchy item at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who calls an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What an item calls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The type hierarchy item at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supertypes of an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subtypes of an item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other places of the symbol at a position in the document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links in a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the symbol at a position is (type, documentation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands shown above lines of a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges of a document that fold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growing selections around positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The symbols of a document, as a tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semantic tokens of a whole document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inline hints (parameter names, inferred types) in a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values to show inline while debugging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monikers of the symbol at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completions at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagnostics of a document, pulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagnostics of the workspace, pulled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The signature of the call at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixes and refactorings for a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colours written in a document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edits that format a whole document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edits that format a range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edits that rename the symbol at a position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges that are edited together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Symbols of the workspace matching a query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs one of the server&apos;s commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A notification: the server answers nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More about one completion item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the symbol at a position can be renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The command of one code lens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens a document: its text is the server&apos;s from now on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closes an opened document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a language server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the result has no &quot;capabilities&quot; object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered initialize with error %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server gave no result for initialize (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the answer to initialize is no language server&apos;s: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open %1 in the language server: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected ndjson, content-length or concatenated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server set reserved bits in a frame header, but no extension was agreed on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a frame with the unknown opcode %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server masked a frame; only a client masks its frames (RFC 6455 §5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a frame length with its highest bit set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server fragmented a control frame.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a control frame of %1 bytes; at most 125 are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a continuation frame, but no message was begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server began a new message before it finished the fragmented one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a message larger than the limit of %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent a close frame with a one-byte payload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s close reason is not valid UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message&apos;s Content-Length of %1 does not match its body: those bytes end in %2, not at the end of a JSON value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message&apos;s Content-Length does not match its body: the body does not end where the length says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>LSP log level: message</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>LSP progress percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n info</numerusform>
            <numerusform>%n infos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems</source>
        <comment>LSP diagnostics</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>LSP diagnostics: file, counts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <comment>LSP MessageType</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>LSP MessageType</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Info</source>
        <comment>LSP MessageType</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <comment>LSP MessageType</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debug</source>
        <comment>LSP MessageType</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 without severity</source>
        <comment>LSP diagnostics</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent more than %1 requests of its own within %2 s (the last: %3): it seems to ask in a loop. Its requests are refused until it slows down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server has %1 requests of its own waiting for an answer (the last: %2). Further requests are refused until those are answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Began</source>
        <comment>LSP progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Began: %1</source>
        <comment>LSP progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <comment>LSP progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <comment>LSP progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1</source>
        <comment>LSP progress</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>LSP progress: what happened, token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is self-signed, so no authority you trust vouches for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its chain ends in %1, an authority you do not trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was issued by %1, an authority you do not trust</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it expired on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is valid only from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is for %1, not for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it was revoked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it may not be used to identify a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server sent no certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, issued by %2, valid %3 to %4, SHA-256 %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS certificate problems ignored (verification is off for this endpoint): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s TLS certificate is not trusted (%1), but you accepted it for this endpoint: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s TLS certificate was not accepted: %1. The certificate: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not the certificate you accepted for this endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read the %1 %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 %2 is too large to be one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certificate authority file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 %2 holds no certificate (PEM or DER).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A client key needs its certificate as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A client certificate needs its private key as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 %2 is encrypted with a passphrase, which RpcScope does not ask for: give it a copy without one (openssl pkey -in KEY -out PLAIN) kept only readable by you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 %2 holds no private key RpcScope can read (RSA, EC or DSA; PEM or DER).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 certificate fingerprint: expected 64 hexadecimal digits, in pairs joined by colons or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a SHA-256 fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is not JSON (%1 at byte %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is JSON but not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the wrong type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http(s) URL: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;resource&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;issuer&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;client_id&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has no &quot;access_token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redirect URI %1 is not an http:// address on this machine (127.0.0.1, [::1] or localhost), so RpcScope cannot receive the redirect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot listen for the redirect on %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RpcScope could not read this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not the redirect RpcScope is waiting for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RpcScope has the authorization. You can close this tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization server said &quot;%1&quot;. RpcScope has stopped the sign-in; you can close this tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not a PEM private key without a passphrase (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the RSA key has %1 bits; RS256 needs at least 2048</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the EC key is on the curve %1; ES256 needs P-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key is neither RSA nor EC P-256</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the body is not JSON (%1 at byte %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kept authorization is not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kept authorization is of another version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the access tokens of /secure/rpc and /secure/mcp live, in seconds (default 3600); short ones show a refresh.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--token-lifetime takes a number of seconds above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token is opaque (not a JWT): only its server knows what it stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token has three parts, but they are not a JWT&apos;s JSON header and claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected authorization_code or client_credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected none, bearer, basic, header, token-param, login, cookie-csrf or oauth2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected client_credentials or authorization_code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OAuth client secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oauth2: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oauth2: client_credentials needs a clientId</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oauth2: the server publishes no OAuth metadata and has no authorization server at its origin; give the recipe a tokenUrl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first line must be the method and the URL, e.g. &quot;POST https://auth.example/token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no secret of this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no HTTP method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1 is no header (&quot;Name: value&quot;): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the header %1 holds a line break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header mismatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing required client capability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsupported protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>oauth2: applies to http(s) endpoints; %1 carries no Authorization header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer to server/discover has no supportedVersions array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inputSchema has an x-mcp-header that is not reached through &quot;properties&quot; alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the x-mcp-header of &quot;%1&quot; is empty or not a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; of &quot;%2&quot; is not an HTTP header name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; marks &quot;%2&quot;, which is no string, integer or boolean</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent Mcp-Session-Id %1 to a request of MCP 2026-07-28, which has no sessions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result of %1 carries no resultType.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The input_required result of %1 has neither inputRequests nor requestState.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result of %1 lacks %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a result carries no resultType (a client reads it as complete).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: an input_required result has neither inputRequests nor requestState, so there is nothing to answer and nothing to send back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a list, read or discover result lacks ttlMs or cacheScope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28 has no sessions, yet the server sent an Mcp-Session-Id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act as a small MCP host instead: start the command after -- (the MCP face, or rpcscope-cli tap in front of it), play a short conversation with it and print each step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--host needs the server&apos;s command after --, e.g. -- rpcscope-demo-server --stdio --mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside this schema and is not fetched: edit as JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected single, batch, notification, raw or mcp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The collection&apos;s answer to %1 is no JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mcpVersion: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP session: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP session of this endpoint was opened for revision %1; a request of the same run cannot ask for %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(negotiated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP session: closed by the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token-param auth recipe does not apply to MCP requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>params: an MCP request&apos;s params must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task in the result of %1 lacks %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP tasks: a task result (resultType task, or a tasks/get answer) lacks its taskId or status, so the client cannot follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the header %2 was not taken over: an endpoint carries one secret header; add it in the endpoint settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the header %2 is %3, which the host fills in: give its value in the endpoint settings or %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the header %2 became the endpoint&apos;s secret, held for this session; next time give it in the endpoint settings or %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is %3, which the host fills in: give its value in the endpoint settings or %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the MCP server %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was left out: only stdio commands and HTTP endpoints are MCP servers a host can start or reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was left out: Claude Desktop&apos;s file has no remote servers; add it as a connector in Claude instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Claude Desktop has no working directory setting; %2 was left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 frames its messages as a language server does; MCP hosts expect one JSON message per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Basic authentication cannot be written as a placeholder; add its Authorization header in the host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are not exported. Claude Desktop does not fill in ${env:…}: replace each with its value in the file (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are not exported: Cursor reads each ${env:…} from its own environment (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secrets are not exported: VS Code asks for each when it starts the server (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a variable name without &quot;=&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Argument %1 of the command looks like a credential; the endpoint keeps the command as written. Pass it through the environment instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL carries a credential (a password or a token parameter); the endpoint keeps it as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serves the RpcScope demo endpoints: the plain JSON-RPC API at POST /rpc and the MCP face at POST /mcp on 127.0.0.1 (the same behind OAuth at /secure/rpc and /secure/mcp, with the demo&apos;s own authorization server), or either one on stdin/stdout or a socket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve as --stdio does on each connection to a loopback TCP port or a Unix socket: tcp://127.0.0.1:&lt;port&gt; (0: a free port) or unix:&lt;path&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --stdio or --socket: serve the MCP face instead of the plain API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port, --stdio and --socket cannot be combined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--mcp needs --stdio or --socket; over HTTP the MCP face is always at /mcp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client sent an unmasked frame; a client masks every frame (RFC 6455 §5.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscriptions/listen acknowledgement does not carry the request&apos;s id %1 as its subscriptionId.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscriptions/listen stream began with %1, not with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscriptions/listen stream brought %1, which the request did not ask for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a subscriptions/listen stream does not begin with notifications/subscriptions/acknowledged carrying the request&apos;s id as its subscriptionId, so a client cannot tell it from an older stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a subscriptions/listen stream brings a list change or resource update the request did not ask for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>  (task %1 after %n poll(s))</source>
        <translation>
            <numerusform>  (task %1 after %n poll)</numerusform>
            <numerusform>  (task %1 after %n polls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n round(s) of input)</source>
        <translation>
            <numerusform>  (%n round of input)</numerusform>
            <numerusform>  (%n rounds of input)</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled in, the variable &quot;%1&quot; makes the text grow by more than %2 million characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inputSchema nests properties more than %1 deep above an x-mcp-header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inputSchema has more than %1 x-mcp-header markings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping output that is not a message header and has no line end within %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::AboutDialog</name>
    <message>
        <source>About RpcScope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop explorer for JSON-RPC 2.0 endpoints over HTTP, stdio and MCP. It discovers what a server offers, sends exactly what you type, and shows exactly what came back: members in the server&apos;s order, numbers as written, decoded errors, and every departure from the specification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GNU General Public License, version 3 or later (GPL-3.0-or-later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documentation: the docs folder of the source code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documentation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the version lines, e.g. for a bug report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform plugin: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ArrayField</name>
    <message>
        <source>Add Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthOption</name>
    <message>
        <source>OAuth: a client id registered with the authorization server beforehand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the secret of --client-id (better: the environment variable RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET, which no process list shows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the https URL of this client&apos;s metadata document, used as its client id where the authorization server takes one (else it registers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: authorization_code (default: a person signs in), client_credentials (the client itself, with --client-id and its secret), jwt-bearer (--assertion) or token-exchange (--id-token at --idp-token-endpoint, then jwt-bearer).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth, --grant jwt-bearer: the JWT to present, e.g. a workload&apos;s identity token (or the environment variable RPCSCOPE_SECRET_OAUTH_ASSERTION).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: the user&apos;s ID token from the identity provider (or the environment variable RPCSCOPE_SECRET_OAUTH_ID_TOKEN).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: the identity provider&apos;s token endpoint, where the ID token is exchanged for an identity assertion (ID-JAG).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: this client&apos;s id at the identity provider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the scopes to ask for, separated by spaces (default: what the server&apos;s challenge names, else what its resource metadata lists).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the redirect URI, for a client registered with a fixed one (default: http://127.0.0.1 on a free port, listened on for the sign-in only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: how the sign-in page is opened: a command (the address is added as its last argument; default $BROWSER, else xdg-open); none (the address is printed and the redirect awaited); or direct (RpcScope fetches the page itself and takes the code from its redirect: only for test and development authorization servers that approve without a person).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: how long the sign-in in the browser may take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client-metadata-url must be an https URL with a path, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grant is authorization_code, client_credentials, jwt-bearer or token-exchange, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--idp-token-endpoint must be an http(s) URL, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grant jwt-bearer needs --assertion (or RPCSCOPE_SECRET_OAUTH_ASSERTION).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grant token-exchange needs --id-token (or RPCSCOPE_SECRET_OAUTH_ID_TOKEN), --idp-token-endpoint and --client-id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--redirect-uri must be an absolute URI, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--auth-timeout takes a number of seconds, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth: the sign-in page was opened in the browser; waiting for the redirect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth: open this address to sign in; waiting for the redirect: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the client authenticates with a JWT signed by the private key in FILE (PEM, EC P-256 for ES256 or RSA for RS256, not encrypted: private_key_jwt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client-key: cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client-key: %1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--client-key needs --client-id: the key signs for that client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--grant client_credentials needs --client-id (and its secret or key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: keep tokens and registrations in memory for this command only (by default they are kept in the system keychain for later commands, never in a file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth: not kept: no system keychain answered (%1); the sign-in lasts for this command only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auth: kept in the system keychain for later commands (rpcscope-cli logout forgets it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: the authorization server&apos;s token endpoint, for servers that publish no metadata: nothing is discovered (the code flow needs --authorization-url too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth, with --token-url: the authorization endpoint a person signs in at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be an http(s) URL, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--authorization-url needs --token-url: with both, nothing is discovered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthStepsModel</name>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stopped the flow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent as you changed it; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>challenge</source>
        <extracomment>An OAuth step: the server&apos;s 401 that asks for authorization</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resource metadata</source>
        <extracomment>An OAuth step: the protected resource&apos;s metadata (RFC 9728)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server metadata</source>
        <extracomment>An OAuth step: the authorization server&apos;s metadata (RFC 8414)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registration</source>
        <extracomment>An OAuth step: dynamic client registration (RFC 7591)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorization</source>
        <extracomment>An OAuth step: the sign-in in the browser</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token</source>
        <extracomment>An OAuth step: the token request</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revocation</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthorizationPage</name>
    <message>
        <source>Sign In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the OAuth flow now: discovery, registration, the sign-in page in the browser, the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Claims…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decode the token&apos;s header and claims here; it is never sent anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sign-in yet. It starts by itself when the server asks for one (HTTP 401 with a Bearer challenge), or press Sign In. Each request of the flow appears here, to be read as it was sent and answered.</source>
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
        <source>Signed in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed out: the tokens and the client registration are forgotten.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign In Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth applies to HTTP endpoints; this one is reached another way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last sign-in failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not signed in. The sign-in starts by itself when the server asks for one, or press Sign In.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none named</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expiry given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (hidden), %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent in this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was sent by RpcScope: the browser opened
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No HTTP answer belongs to this step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer arrived.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access Token Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoded here, without checking the signature; the token itself is not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires %1 (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered beforehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client metadata document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dynamically registered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop waiting for the sign-in in the browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Sign-In Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in another browser or profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sign-in link is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in memory only, until RpcScope quits: no system keychain answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires in %1, at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refresh Token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renew the access token with the refresh token now (one token request, no browser)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the sign-in in the browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause before each request of the sign-in, to read it and, if you like, change it before it goes; secrets stay hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the request as the flow made it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this request as it reads now, the hidden secrets put back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused before the next request of the sign-in: read it under Next Request, change it if you like, and press Send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused before this request. Change anything, then Send; the secrets stay hidden as {{secret:…}} and go as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused before the next request of the sign-in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke the tokens where the authorization server offers that, and forget them and the client registration, here and in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the access token in clear, to copy it; hidden again when it changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (asked for: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for the sign-in in the browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not sent yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paused: read it under Next Request, then Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in: complete the sign-in in your browser (the page at %1). RpcScope continues by itself afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened in the browser:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timings: connected %1 ms, first byte %2 ms, complete %3 ms; %4 bytes sent, %5 received</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchBuilder</name>
    <message>
        <source>The selected entry&apos;s JSON text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds a request to type in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds a copy with the next id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A notification has no id and gets no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends every entry as one JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is sent as typed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) in the batch</source>
        <translation>
            <numerusform>%n entry in the batch</numerusform>
            <numerusform>%n entries in the batch</numerusform>
        </translation>
    </message>
    <message>
        <source>Alt+O</source>
        <extracomment>Shortcut of the batch builder&apos;s Notification toggle: Alt and the Alt letter of the composer&apos;s &quot;N&amp;otification&quot; box in this language</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch is empty. Insert adds the method chosen on the left; each entry can be a request or a notification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Up (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Down (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchModel</name>
    <message>
        <source>A batch entry must be a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <extracomment>Batch entry whose text is not a JSON object</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (notification)</source>
        <extracomment>Batch entry that is a notification (no id, no answer)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <extracomment>Batch entry that is a request: method and id</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchPairView</name>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request of the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The response of the selected row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missing response: nothing answered this request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate response: this id was answered before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmatched response: no request had this id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notification: no response is due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>Request column of a response that answers no request</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>isError: true</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n missing</source>
        <translation>
            <numerusform>%n missing response</numerusform>
            <numerusform>%n missing responses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n duplicate</numerusform>
            <numerusform>%n duplicates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unmatched</source>
        <translation>
            <numerusform>%n unmatched response</numerusform>
            <numerusform>%n unmatched responses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failure</numerusform>
            <numerusform>%n failures</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Batch summary, e.g. &quot;4 requests, 3 responses: 1 missing, 1 duplicate&quot;</extracomment>
        <translation>
            <numerusform>%n request</numerusform>
            <numerusform>%n requests</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n response(s)</source>
        <translation>
            <numerusform>%n response</numerusform>
            <numerusform>%n responses</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 bytes; the Raw tab shows all of them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No request of the batch had the id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A notification gets no response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No response arrived for this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::BooleanField</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set (default: %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ChoiceField</name>
    <message>
        <source>(not set)</source>
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
        <source>A header must look like &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--timeout takes a number of milliseconds, not &quot;%1&quot;.</source>
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
    <message>
        <source>Append the exchanges to the session FILE (secrets redacted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serve: listen on 127.0.0.1:N; 0 picks a free port (the default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--listen takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdio and socket framing: ndjson (default), lsp (Content-Length) or concatenated (JSON values one after another, as geth IPC and Kodi send them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--framing is ndjson, lsp or concatenated, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: the language server did not start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>LSP: %1, %n method(s) from its capabilities</source>
        <translation>
            <numerusform>LSP: %1, %n method from its capabilities</numerusform>
            <numerusform>LSP: %1, %n methods from its capabilities</numerusform>
        </translation>
    </message>
    <message>
        <source>error: LSP initialize: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>error: the server process exited without reading the notification (%n byte(s) left unread).</source>
        <translation>
            <numerusform>error: the server process exited without reading the notification (%n byte left unread).</numerusform>
            <numerusform>error: the server process exited without reading the notification (%n bytes left unread).</numerusform>
        </translation>
    </message>
    <message>
        <source>--grace takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP protocol revision to speak, and no other (default: the newest the server knows: 2026-07-28 through server/discover, else the initialize handshake with 2025-11-25).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call, batch, send, discover, tools, tool, replay, serve, tap, run, login or logout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>call, batch, send, run: keep the connection open MS milliseconds after the (last) answer and report what the server sends meanwhile (subscriptions&apos; pushes, a language server&apos;s diagnostics). tap: where to listen: a loopback address and port, 127.0.0.1:PORT (0: a free port; tcp://127.0.0.1:PORT alike), or a Unix socket, unix:PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stdio: how long the server has to exit once its input is closed, before it is terminated (SIGTERM, then SIGKILL after as long again). tap on a socket: how long the server has to close the connection after the client&apos;s end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explore and test JSON-RPC 2.0 endpoints: http(s)://…, ws(s)://…, sse+http(s)://…, tcp://HOST:PORT, tls+tcp://HOST:PORT, unix:PATH or stdio:COMMAND.

Commands:
  call ENDPOINT METHOD [PARAMS]   send one request (PARAMS: JSON object or array)
  batch ENDPOINT FILE             send FILE&apos;s JSON array of requests as one batch (- reads stdin)
  send ENDPOINT FILE              send FILE&apos;s bytes exactly as they are
  discover ENDPOINT               list the live method registry
  tools ENDPOINT                  MCP: handshake, then list every tool (name, TAB, description)
  tool ENDPOINT NAME [ARGS]       MCP: handshake, then call a tool (ARGS: JSON object) and print its content
  replay SESSION [--against ENDPOINT] [--ignore PATH]...  re-send a session and show what changed
  run COLLECTION [--env NAME] [--var NAME=VALUE]... [--junit FILE]  run a collection&apos;s requests and assertions
  serve SESSION --port N          answer on 127.0.0.1 with a session&apos;s recorded responses
  tap [--record FILE] -- COMMAND ARGS...  start a stdio server and pass its traffic through, recording it
  tap [--record FILE] --listen 127.0.0.1:PORT --upstream URL  the same between an HTTP client and server
  tap [--record FILE] --listen tcp://127.0.0.1:PORT|unix:PATH --upstream tcp://HOST:PORT|tls+tcp://HOST:PORT|unix:PATH  the same on sockets
  login ENDPOINT                  OAuth: sign in to an http(s) endpoint and keep the grant in the keychain
  logout ENDPOINT                 OAuth: revoke and forget what the keychain keeps for the endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tap: the server the client&apos;s traffic goes on to: its http:// or https:// URL, tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH (TLS verified as for any call: --cacert, --cert, --key, --accept-cert, --insecure).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionDocument</name>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy</source>
        <extracomment>The name of a duplicated collection item, e.g. &quot;login copy&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the description of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionImportFlow</name>
    <message>
        <source>OpenRPC documents (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Postman collections (*.postman_collection.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP configurations (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the variable baseUrl to the server&apos;s address (Variables…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left out (not a JSON-RPC POST): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import curl Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A curl command line, as a browser&apos;s Copy as cURL writes it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curl command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than any file this import reads (64 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be imported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no MCP servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Imported Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections (*.collection.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %1 into %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 now starts the chosen servers through rpcscope-cli tap; the original is kept as %2. Restart the host, then watch it in Sessions &gt; Live Taps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tapped the servers of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionTreeModel</name>
    <message>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raw message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP request</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionsSidebar</name>
    <message>
        <source>Open in &amp;Composer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a collection file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a collection file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit Request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint, method, params, description and assertions of the saved request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the selected collection or folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search names and descriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment whose variables the preview, Send and Run use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the variables and secrets of the collection and its environments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened (the file is left as it is): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved (kept until the next change): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened (the files are left as they are): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections (*.collection.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections (*.collection.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1 (Ctrl+Z undoes).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the details of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the variables of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open or create a collection first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the saved request the assertion belongs to, then choose Assert This Value again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assert %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added to %1: %2 equals %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are shown as *** in the composer; Send in the sidebar sends them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds a secret: an equals assertion would write it into the collection file. Edit the request&apos;s assertions to check that it exists instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint of this request holds a secret value, and open endpoints are saved in the workspace: use Run to send it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cop&amp;y as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved request as a curl command line, resolved, with secret values masked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied as curl; secret values are masked (***).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent with the request&apos;s own headers, without its login recipe: that runs with Run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ComposerPanel</name>
    <message>
        <source>the request text is not a JSON object (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request is too large for the form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request text is not valid JSON (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request text is not one JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::DecodedErrorText</name>
    <message>
        <source>(application code %1)</source>
        <extracomment>An error&apos;s application code nested in error.data, e.g. &quot;(application code NOT_FOUND)&quot;</extracomment>
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
    <message>
        <source>MCP server, protocol revision %1 (stateless)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server/discover: not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::DriftPanel</name>
    <message>
        <source>Double-click or press Return on a method to show it in the registry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load an OpenRPC document (Load document…) to compare it with what the endpoint offers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint matches %1: no drift.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Compared with %1: %n difference(s).</source>
        <extracomment>%1 is a list of document paths or URLs</extracomment>
        <translation>
            <numerusform>Compared with %1: %n difference.</numerusform>
            <numerusform>Compared with %1: %n differences.</numerusform>
        </translation>
    </message>
    <message>
        <source>Documented, not offered (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered, not documented (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters differ (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointBar</name>
    <message>
        <source>Connect to the endpoint and discover its methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://host:port/path, ws://…, tcp://host:port, unix:path or stdio:command arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint: an http:// or https:// URL, a ws:// or wss:// WebSocket URL, sse+http:// for
MCP&apos;s HTTP+SSE event stream, a socket (tcp://host:port, tls+tcp://host:port, unix:path),
or stdio: followed by a command line that starts a server speaking JSON-RPC on its
standard input and output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect again and discover the methods anew</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointListModel</name>
    <message>
        <source>Answers JSON-RPC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered, but not with JSON-RPC.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreachable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSession</name>
    <message>
        <source>Not connected.</source>
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
    <message>
        <source>Not connected. Press Connect first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP session failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening the MCP session with %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP server, protocol revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Language server %1: %n method(s) from its capabilities</source>
        <translation>
            <numerusform>Language server %1: %n method from its capabilities</numerusform>
            <numerusform>Language server %1: %n methods from its capabilities</numerusform>
        </translation>
    </message>
    <message>
        <source>LSP initialize failed: %1. Type a request by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initializing the language server %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No language server is ready on this endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the secret environment of %1 from the keychain…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 started without %2: no value is kept for it. Give it in the endpoint settings, or set RPCSCOPE_SECRET_&lt;NAME&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSettingsDialog</name>
    <message>
        <source>Endpoint Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basic (user and password)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token in a header</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. X-Api-Key or login_key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(set for this session; type to replace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in memory for this session only: it is never written to the workspace, recordings or logs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At start the secret is read from the environment variable RPCSCOPE_SECRET_NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow redirects (method and body kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept any TLS certificate (insecure)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One message per line (NDJSON, MCP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content-Length headers (LSP style)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;uth:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Header &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret from &amp;environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name the header that carries the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; carries a credential: set it under Auth, which keeps it out of the workspace file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://host:port/path, tcp://host:port, unix:path or stdio:command --args</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTTP(S) or WebSocket URL, a socket (tcp://host:port, tls+tcp://…, unix:path), or stdio: followed by the command that starts the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON values one after another (geth IPC, Kodi)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Framing:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter an address: an http(s):// or ws(s):// URL, tcp://host:port, unix:path, or stdio: and a command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer to %1 is not JSON: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers to the ser&amp;ver:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the server sends a request with this method, it gets this result at once. Requests no row names are asked in a dialog (a language server&apos;s usual ones get LSP&apos;s defaults).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rules yet. A request from the server opens a dialog; tick “Always answer” there to add its answer here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the server has to exit once its input is closed, before it is terminated (SIGTERM, then SIGKILL after as long again).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xit grace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered by itself (Dynamic Client Registration)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: a client id registered with the authorization server beforehand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (a public client)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (https URL of a client metadata document)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what the server asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://127.0.0.1 on a free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client &amp;metadata URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth sc&amp;opes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client metadata URL must be an https URL with a path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The redirect URI must be http on 127.0.0.1, [::1] or localhost with a port, e.g. http://127.0.0.1:8765/callback: RpcScope listens there for the sign-in&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth client I&amp;D:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth c&amp;lient secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redirect URI:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the system keychain, never written to the workspace; without one, it is read from RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization code (a person signs in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client credentials (the client itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a token is obtained when the server asks for OAuth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discovered from the server&apos;s metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For an authorization server that publishes no metadata: its token endpoint. Given, nothing is discovered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a token URL: the page a person signs in at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth &amp;grant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kept in the system keychain (type to replace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token and authorization URLs must be http or https addresses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give both the token URL and the authorization URL, or neither (then both are discovered).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the URLs given, name the client id registered there: there is no registration to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client credentials need the client id (and its secret).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSidebar</name>
    <message>
        <source>Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an endpoint (Ctrl+Shift+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the selected endpoint&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the selected endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Endpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointView</name>
    <message>
        <source>Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several requests and notifications sent as one JSON array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New request tab (Ctrl+T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to send: the batch is empty.</source>
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
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notifications (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch&apos;s answers appear here, each paired with its request. Insert adds a method to the batch; Ctrl+Enter sends it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a method on the left: its request appears in this tab, and Ctrl+Enter sends it. Ctrl+K finds any method, tab or command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange: %1</source>
        <extracomment>Title of the tab that shows an exchange of the history read-only</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (read-only; Ctrl+Shift+E copies it into a new request tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the endpoint for its methods…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint offers no method list: type a method name in the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust This Certificate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept this server certificate for “%1”, and only for it? Nobody vouches for it: accept it only if you know it is your server&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate %1 accepted for this endpoint: send the request again. Its settings list it under Accepted certificates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EnumField</name>
    <message>
        <source>(not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not set: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EnvironmentEditor</name>
    <message>
        <source>&amp;Show secret values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collection variables (every environment)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values have no store here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secret value is kept in the system keychain, never in the collection file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::EnvironmentTable</name>
    <message>
        <source>type the secret value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secret value is kept in the system keychain, never in the workspace file, and shown as dots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server inherits RpcScope&apos;s environment. Add a variable to set one for it alone; mark API keys and tokens secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove Variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept in the system keychain; type to replace it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable name &quot;%1&quot; holds &quot;=&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variable %1 is set twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variable with a value has no name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangeOutcome</name>
    <message>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>business error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transport failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input required</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangePane</name>
    <message>
        <source>No answer yet. Ctrl+Enter sends this tab&apos;s request.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangeView</name>
    <message>
        <source>Select an exchange to see its request and answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request sent · %1 (read-only)</source>
        <extracomment>Heading of the read-only request of an exchange, e.g. &quot;Request sent · 142 B (read-only)&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assertion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
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
    <message>
        <source>No findings: the answer follows JSON-RPC 2.0.</source>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response: %1 %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response: no status line arrived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timings and sizes</source>
        <extracomment>Group row of the Headers tab: when each phase of the exchange happened, and its bytes</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at once: an open connection was reused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First byte received</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent on the wire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received on the wire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1</source>
        <extracomment>A moment of the exchange, counted from its start: &quot;after 4 ms&quot;, &quot;after 1.2 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handshake: %1 %2</source>
        <extracomment>Group row of the Headers tab for a WebSocket, e.g. &quot;Handshake: GET /ws&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Handshake answered: %1 %2 %3</source>
        <extracomment>e.g. &quot;Handshake answered: HTTP/1.1 101 Switching Protocols&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HeldTextBar</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite the JSON with one member a line, so that it can be edited.
Key order and numbers stay as they are; only the spacing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty the editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text is not valid JSON, so it cannot be formatted (the line under the editor says where). With Raw ticked it is sent exactly as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format to Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This text (%1) has a line too long to show whole: only its start is shown, read-only. It is kept, checked and sent exactly as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formatted, but one value in it is still too long to show whole (a long string): only the start is shown. It is kept and sent exactly as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HintBar</name>
    <message>
        <source>Got It</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HistoryModel</name>
    <message>
        <source>No.</source>
        <extracomment>History column: the exchange&apos;s number in the timeline</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>History column: the HTTP status code</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>History column: bytes sent</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Received</source>
        <extracomment>History column: bytes received</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discovery asked this to learn what the endpoint offers: an error here is the endpoint&apos;s answer, not a mistake of yours.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No HTTP status: the answer did not come as an HTTP response (stdio, a WebSocket message, or no answer at all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discovery: %1</source>
        <extracomment>History: the outcome of a question discovery asked when connecting, e.g. &quot;discovery: error&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RpcScope asked this by itself, to follow a task until its result.
%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HistoryPanel</name>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the exchanges that called a method containing this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows only the exchanges with the outcomes ticked here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search request and response text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the exchanges whose request or response contains this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Outcomes</source>
        <extracomment>Outcome filter preset: every outcome shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failures Only</source>
        <extracomment>Outcome filter preset: errors, tool errors, business errors, transport failures, invalid answers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n Outcome(s)</source>
        <extracomment>Outcome filter button when several (but not all) outcomes are ticked</extracomment>
        <translation>
            <numerusform>%n Outcome</numerusform>
            <numerusform>%n Outcomes</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends the selected request again, exactly as it was</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy into Composer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the selected request in the composer for editing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as curl with Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the curl command with Authorization and Cookie values in clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Shell Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies a command that pipes the request into the server&apos;s program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies a curl command that sends this request (secrets redacted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as stdio Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the request as the one line the server reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the request as a curl command.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the request as a stdio line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied a shell pipeline that sends the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <extracomment>History: a text search over many exchanges is running</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s)</source>
        <translation>
            <numerusform>%n exchange</numerusform>
            <numerusform>%n exchanges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exchange(s)</source>
        <extracomment>Shown while the history filter hides some: &quot;3 of 40 exchanges&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n exchange</numerusform>
            <numerusform>%1 of %n exchanges</numerusform>
        </translation>
    </message>
    <message>
        <source>No exchanges yet. Every request sent to this endpoint, with its answer, is listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the request as the connection carries it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the request as the connection carries it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n older in the session file)</source>
        <extracomment>After the count: the oldest exchanges left memory; the session browser shows them</extracomment>
        <translation>
            <numerusform>(%n older exchange in the session file)</numerusform>
            <numerusform>(%n older exchanges in the session file)</numerusform>
        </translation>
    </message>
    <message>
        <source>A long session keeps its newest %1 exchanges (at most %2 MiB) here; Sessions &gt; Session Browser shows every one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While it follows an MCP task, RpcScope asks tasks/get by itself. Those polls are listed only while this is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show task polls (%1)</source>
        <extracomment>History filter bar: a check box that lists the task polls (tasks/get sent by RpcScope itself), with how many there are</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n task poll(s) hidden</source>
        <extracomment>After the count: why some rows are not listed</extracomment>
        <translation>
            <numerusform>%n task poll hidden</numerusform>
            <numerusform>%n task polls hidden</numerusform>
        </translation>
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
    <message>
        <source>Could not connect to %1 port %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTap</name>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to inject into yet: no client has sent a JSON-RPC request through the tap, and an injected one goes with the headers of the last one (its session, its authorization).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The injected request failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The injected request got no JSON-RPC answer (HTTP %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event stream or WebSocket towards a client is open: over HTTP the tap reaches a client only inside a stream or WebSocket the client opened while a window watched the tap (an MCP client&apos;s GET stream, or a request answered with one).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTapConnection</name>
    <message>
        <source>The upstream %1 could not be reached: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request from the client could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer from the upstream could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upstream closed the connection before it answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client closed the connection before the answer was complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The WebSocket connection ended before the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is not JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped at a breakpoint in the tap: the server never saw this request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers to earlier requests on this connection are still coming; answer after them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers to earlier requests on this connection are still coming; drop after them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The upstream closed the connection while this request was held at a breakpoint in the tap; the server never saw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer was dropped at a breakpoint in the tap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped at a breakpoint in the tap: the client never saw this answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An answer of the server&apos;s is answered by nobody: send it, edit it or drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a request of the server&apos;s can be answered; this event is none: send it, edit it or drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a request can be answered; this message is none: send it, edit it or drop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A WebSocket text message must be UTF-8; the edited text is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message is halfway through towards the sender; answer after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A WebSocket text message must be UTF-8; this text is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message is halfway through in that direction; inject after it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTransport</name>
    <message>
        <source>The transport was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server ended it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event stream of a request broke off (%1); resuming it with GET and Last-Event-ID: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event stream broke off and could not be resumed: the GET with Last-Event-ID was answered HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server still refuses the credentials after %n authorization(s).</source>
        <translation>
            <numerusform>The server still refuses the credentials after %n authorization.</numerusform>
            <numerusform>The server still refuses the credentials after %n authorizations.</numerusform>
        </translation>
    </message>
    <message>
        <source>The endpoint&apos;s authorization was replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The endpoint&apos;s authorization was closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonEditor</name>
    <message>
        <source>Valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[%L1 more bytes, not shown: a line this long cannot be shown whole. The request is kept and sent exactly as it is.]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonTextField</name>
    <message>
        <source>JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
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
    <name>RpcScope::Keychain</name>
    <message>
        <source>the keychain did not answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::KeychainSecretStore</name>
    <message>
        <source>enter it in Edit Variables (kept in the system keychain) or set the environment variable %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the keychain is switched off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret values are kept in the system keychain, never in a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No system keychain is reachable (%1): secret values entered here are kept in memory until RpcScope quits; values are also read from RPCSCOPE_SECRET_&lt;NAME&gt; environment variables. They are never written to a file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::LatencyChart</name>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <extracomment>Unit of the latency chart&apos;s scale (milliseconds)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3 ms, failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: %3 ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::LegacySseTransport</name>
    <message>
        <source>Opening the event stream %1 again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of the event stream is malformed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event of type &quot;%1&quot; was ignored: this transport knows &quot;endpoint&quot; and &quot;message&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the endpoint event names no URL to post messages to (&quot;%1&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the endpoint event names %1, which is not on the event stream&apos;s origin; no message is posted there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server named a new endpoint for messages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no endpoint event within %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer within %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered a POST with a JSON body; HTTP+SSE servers answer on the event stream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The event stream ended in the middle of event %1; its %n byte(s) of data were dropped.</source>
        <translation>
            <numerusform>The event stream ended in the middle of event %1; its %n byte of data was dropped.</numerusform>
            <numerusform>The event stream ended in the middle of event %1; its %n bytes of data were dropped.</numerusform>
        </translation>
    </message>
    <message>
        <source>The event stream %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the event stream %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open the event stream %1: the server answered HTTP %2 %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the event stream %1 before its endpoint event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the event stream %1; no answer can come any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered with HTTP %1 and %2 instead of an event stream (text/event-stream).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the message: HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the message: HTTP %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::Locator</name>
    <message>
        <source>Type a method, endpoint, tab, saved request or command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches “%1”. Methods, endpoints, tabs, saved requests and menu commands are found by the words they show.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::LoginCommand</name>
    <message>
        <source>%1 signs in to an http(s):// endpoint, not &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 publishes no OAuth metadata (no protected resource or authorization server metadata at any well-known address): there is nothing to sign in to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  authorization server  %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  client                %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  scopes                %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  token                 %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no expiry given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  refresh token         %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  kept                  no (--no-token-store)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  kept                  in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  kept                  no: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logout forgets what the system keychain keeps; with --no-token-store there is nothing to forget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: the system keychain cannot be asked (%1): nothing is kept there between commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forgot the sign-in kept for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was kept for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>warning: %n grant(s) could not be revoked at the authorization server (see the steps above); forgotten here all the same, they stay valid until they expire.</source>
        <translation>
            <numerusform>warning: %n grant could not be revoked at the authorization server (see the steps above); forgotten here all the same, it stays valid until it expires.</numerusform>
            <numerusform>warning: %n grants could not be revoked at the authorization server (see the steps above); forgotten here all the same, they stay valid until they expire.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::LspDriver</name>
    <message>
        <source>call, batch, send: drive the endpoint as a language server: initialize (on --root), initialized, textDocument/didOpen for each --open FILE, then the command, then shutdown and exit. Implies --framing lsp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSP: the workspace folder (default: the current directory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DIR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSP: open FILE in the server before the command (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FILE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--root %1 is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--open %1: there is no such file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--open opens a file in a language server: add --lsp.</source>
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
        <source>&amp;New Endpoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another endpoint: a URL or a stdio command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint &amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headers, auth, timeout, TLS and stdio options of this endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disconnect and remove this endpoint from the workspace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;Error Table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a table of application error codes (JSON) used to decode errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the request text exactly as typed (or the batch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Request &amp;Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compose another request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close Request Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the current request tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The batch builder: several requests sent as one array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as c&amp;url</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a command line that sends this request (secrets redacted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the command line including tokens and cookies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the methods by name and description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the endpoint&apos;s address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to &amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the keyboard focus to the history timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the list of endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next endpoint of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the previous endpoint of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workspace Not Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Close anyway and lose the unsent requests?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as a stdio &amp;Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the command line (secrets redacted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the command line, secrets included: handle it with care.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Error Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded the error table %1; it decodes errors from the next response on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session not recorded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session &amp;Browser…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded sessions: timeline, compare, export, serve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay Session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a session&apos;s requests again and compare the answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No endpoint to send to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent again to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left as placeholders: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a collection file of saved requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a collection file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Request to Co&amp;llection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the composer&apos;s request in the collection selected in the sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the collections of saved requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the collection runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Collections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent the saved request to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;OpenRPC Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A collection with one request per method of an OpenRPC document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Postman Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A collection from the JSON-RPC requests of a Postman collection v2.1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;curl Command…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A collection from a curl command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;MCP Servers Configuration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n endpoint(s) to the list; choosing one starts it.</source>
        <translation>
            <numerusform>Added %n endpoint to the list; choosing it starts it.</numerusform>
            <numerusform>Added %n endpoints to the list; choosing one starts it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy as curl with Secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as Shell &amp;Pipeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy a shell command that pipes this request into the server&apos;s program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the request as the one line the server reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the request as a stdio line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied a shell pipeline that sends the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close RpcScope; the open endpoints and unsent requests are kept for the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version, the Qt it runs on, the licence and where the documentation is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The version of Qt this copy runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Forget Error Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop decoding with the error tables loaded so far (the files stay)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n error table(s).</source>
        <translation>
            <numerusform>Forgot %n error table.</numerusform>
            <numerusform>Forgot %n error tables.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the request again with the cursor of the shown result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1=VALUE in the runner&apos;s Variables field</source>
        <extracomment>How a person gives a variable for a run in the window; %1 is the variable&apos;s name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or fold away the method list beside the request tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;History Panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or fold away the history, notifications and log below the request tabs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response &amp;Below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each answer below its request instead of beside it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reach a method, endpoint, request tab, saved request or command by typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every command&apos;s keys, and the keys of each pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request tab</source>
        <extracomment>Kind of an entry of Go To (Ctrl+K)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved request · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an endpoint to look at a run&apos;s exchanges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a File in the Language Server…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send textDocument/didOpen with a file&apos;s text, so hover and symbols can be tried on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy as &amp;Framed Bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the request as the bytes the socket carries, framed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the request as framed bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a File in the Language Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 in the language server; its URI is on the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint &amp;Authorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OAuth: sign in and out, and every step of the sign-in as it was sent and answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live &amp;Taps…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a host and its server through rpcscope-cli tap; hold, edit and inject messages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoints from an mcpServers file (Claude Desktop, Cursor, VS Code), each command shown first; or the host&apos;s servers tapped where it starts them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The call was not saved: its arguments are no JSON yet (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace&apos;s MCP endpoints as a Claude Desktop, Cursor or VS Code configuration; secrets as placeholders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MCP Servers Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported the MCP servers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpCacheHint</name>
    <message>
        <source>ttlMs %1, cacheScope %2 (as the server sent them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same for every caller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for this caller only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scope &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is stale at once: ask again whenever it is needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 may be kept for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpConfigTap</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 changed since it was read; nothing was written. Import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the original as %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2 (the original is kept as %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not a stdio server (tap an HTTP server with rpcscope-cli tap --listen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: tapped already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: its args are not a list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no such server in the configuration.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpContentView</name>
    <message>
        <source>Only the first %1 characters are shown here; the inspector shows the whole answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: the tool reported an error (isError is true).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not as the specification says: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No content.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The structured content matches the tool&apos;s output schema.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The structured content does not match the tool&apos;s output schema:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (JSON, pretty-printed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be decoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, shown %2 times as large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedded resource %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpLogPage</name>
    <message>
        <source>Set Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging/setLevel: the least severe messages the server sends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Logger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting the level to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server logs from %1 on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logging/setLevel failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request from now on asks for log messages from %1 on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpPromptsPage</name>
    <message>
        <source>Get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint has no MCP session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This prompt takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prompt list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save prompts/get of this prompt, with these arguments, as an MCP request of the open collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpResourcesPage</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URI to read (fill in a template&apos;s {variables})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the server for notifications/resources/updated about this URI</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notifications/resources/updated, newest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n item(s)</source>
        <translation>
            <numerusform>%1: %n item</numerusform>
            <numerusform>%1: %n items</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>value of {%1}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The resource list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save resources/read of this URI as an MCP request of the open collection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServerPanel</name>
    <message>
        <source>State:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protocol revision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mcp-Session-Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server stream:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capabilities:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint has no MCP session: discovery did not find an MCP server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Initializing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Ready (the server ended the session %n time(s); a new one was made)</source>
        <translation>
            <numerusform>Ready (the server ended the session %n time; a new one was made)</numerusform>
            <numerusform>Ready (the server ended the session %n times; a new one was made)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asked for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (asked for %2, the server agreed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (asked for %2, the server answered with another)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the server keeps no session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open (GET): the server can send outside any request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resources (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (HTTP+SSE: the event stream is the session)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event stream (HTTP+SSE) carries every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the event stream&apos;s; messages go to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>socket</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stateless (no handshake: every request carries it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks (%1 running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the server offers no list changes to listen for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subscriptions/listen sent, not acknowledged yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tool list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prompt list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resource list</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n subscribed resource(s)</source>
        <translation>
            <numerusform>%n subscribed resource</numerusform>
            <numerusform>%n subscribed resources</numerusform>
        </translation>
    </message>
    <message>
        <source>subscriptions/listen: the server took none of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>subscriptions/listen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(asked for %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Listening again in %n second(s).</source>
        <translation>
            <numerusform>Listening again in %n second.</numerusform>
            <numerusform>Listening again in %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServersDialog</name>
    <message>
        <source>MCP Servers of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add as Endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap in the Host&apos;s Configuration…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rewrite %1 so the host starts each checked stdio server through rpcscope-cli tap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record each server&apos;s conversation in the sessions folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the Configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will read as below: %2 start through rpcscope-cli tap. Only their command and args change; the original is kept beside the file. Restart the host to use the taps, then watch them in Sessions &gt; Live Taps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the checked servers can be tapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to write: no server changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>•••• (secret, kept in the keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>environment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the checked servers to the endpoint list: a stdio server starts with exactly the command and environment shown when you choose it there, not before; values that look secret (masked below) go to the system keychain, not to the workspace file. Or tap them where the host starts them, to watch and hold the host&apos;s own conversation with each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServersExportDialog</name>
    <message>
        <source>Export MCP Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checked endpoints as a host&apos;s MCP configuration. Secret values are not written: each becomes a placeholder the host fills in or you replace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claude Desktop (claude_desktop_config.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cursor (mcp.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VS Code (.vscode/mcp.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workspace has no stdio or HTTP endpoint to export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpSession</name>
    <message>
        <source>The MCP session was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer initialize: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused initialize: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered initialize with protocol revision &quot;%1&quot;, which RpcScope does not speak (asked for %2; known: %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notifications/initialized could not be delivered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP session is not ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP session is not ready: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is not a JSON-RPC response.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server ended the session and a new one could not be made: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer initialize.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initialize with %1, as pinned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused %1 and supports %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused protocol revision %1 (%2 %3) without a usable data.supported list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server supports none of the revisions RpcScope speaks here: it lists %1 (asked for %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused server/discover: %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not answer server/discover: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server/discover: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server/discover went unanswered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server does not speak protocol revision %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server/discover lists %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server/discover: the server speaks %1 (tried %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server/discover: the server speaks %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 (%2): initialize with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>initialize, begun by the discovery probe</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server still asks for input after %n round(s): given up.</source>
        <translation>
            <numerusform>The server still asks for input after %n round: given up.</numerusform>
            <numerusform>The server still asks for input after %n rounds: given up.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks for input (input_required) without inputRequests or requestState.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks for input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing here answers its %1 request &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its %1 request &quot;%2&quot; was refused: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled (tasks/cancel sent).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered with a task that has no taskId.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tasks/get for task %1 answered about task %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task completed without a result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(the server gave no error)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server cancelled the task.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task&apos;s status &quot;%1&quot; is none this client knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task asks for input: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The task did not end within %1 s; it was cancelled (tasks/cancel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the task&apos;s answers (tasks/update): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server ended the subscription.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The subscription ended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server offers no resource subscriptions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s acknowledgement leaves %1 out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MCP session does not listen for notifications.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server did not acknowledge subscriptions/listen within %1 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s acknowledgement still lists %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is left to listen for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replaced by a newer subscriptions/listen stream.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpTasksPage</name>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a task to see its latest exchange in the inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected task&apos;s latest state, as the server sent it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the server to cancel the selected task (tasks/cancel); it may still finish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting for input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no longer followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server keeps this task for %1 after it was made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires at %1 (kept %2 after it was made).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No task yet. A call that becomes a task (the tasks extension of MCP 2026-07-28, or the tasks of 2025-11-25) is followed here: its status as it changes, its messages and its result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled in the Tasks tab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected task&apos;s latest state, as the server sent it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CreateTaskResult, or the last answer to tasks/get; its resultType is that answer&apos;s own.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::McpToolsPage</name>
    <message>
        <source>Report progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a progressToken, so the server can report how far the call is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the newest running call (Escape): notifications/cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a call to see its exchange in the inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a tool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This endpoint has no MCP session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: waiting for the answer… (Escape cancels)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 answered in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the tools whose name, title or description holds this text (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call the tool with these arguments (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>destructive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open world</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered, sent again</source>
        <extracomment>The Tools page&apos;s call list: an input round&apos;s answer went back with the call, &quot;answered accept {&quot;name&quot;:&quot;Ada&quot;}, sent again&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input required, nothing asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the call ended here</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 answered in %2, after %n round(s) of input</source>
        <translation>
            <numerusform>%1 answered in %2, after %n round of input</numerusform>
            <numerusform>%1 answered in %2, after %n rounds of input</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this call, with these arguments, as an MCP request of the open collection: a run opens the MCP session for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task: %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Task %1 (the tasks extension), asked %n time(s): see the Tasks tab</source>
        <translation>
            <numerusform>Task %1 (the tasks extension), asked %n time: see the Tasks tab</numerusform>
            <numerusform>Task %1 (the tasks extension), asked %n times: see the Tasks tab</numerusform>
        </translation>
    </message>
    <message>
        <source>Canceled by the user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered %1, sent again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asked: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered; the call went again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: asked %2; answered %3</source>
        <extracomment>Under a tool&apos;s result: what one round of input asked and what went back</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tool takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodDocView</name>
    <message>
        <source>Method</source>
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
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>array of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is oneOf, anyOf or allOf (JSON Schema keywords), %2 the alternatives</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers back to itself (recursive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unresolved reference %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>always %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maximum %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greater than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>less than %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matches %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>items unique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not documented.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parameter schema is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by position (an array, in this order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent by name (an object).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a method to see its documentation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · from %2</source>
        <extracomment>Under a method&apos;s name: its kind and where the registry learned of it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alias of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also spelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of more than %1 references in a row (not followed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::NotificationsModel</name>
    <message>
        <source>message</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n message</numerusform>
            <numerusform>%n messages</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON-RPC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>response to nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server request, error sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>server request, answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Content</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::NotificationsPane</name>
    <message>
        <source>Clear</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) that answer no request</source>
        <translation>
            <numerusform>%n message that answer no request</numerusform>
            <numerusform>%n messages that answer no request</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing yet. Messages the server sends on its own (notifications, pushes, stream events) are listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Our answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not answered yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::NumberField</name>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not an integer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a number yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an integer goes here: digits, with a minus sign in front if need be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a number goes here: digits, a minus sign, a decimal point, an exponent (1e3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::OAuthAuthorizer</name>
    <message>
        <source>Authorization failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::OAuthFlow</name>
    <message numerus="yes">
        <source>nobody finished the sign-in in the browser within %n minute(s)</source>
        <translation>
            <numerusform>nobody finished the sign-in in the browser within %n minute</numerusform>
            <numerusform>nobody finished the sign-in in the browser within %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>The authorization stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sign-in was canceled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 asks for %2 credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; error %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; scope &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; resource metadata at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1 without an OAuth challenge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resource metadata here (%1); the authorization server is looked for at the endpoint&apos;s origin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no resource metadata here (%1); trying the next place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the protected resource metadata at %1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the resource metadata names %1, not this endpoint (%2): stopped before authorizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the resource metadata names no authorization server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resource %1, authorization server %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server &quot;%1&quot; is not a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server %1 publishes no metadata at any well-known URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no metadata anywhere: using %1, %2 and %3 (the 2025-03-26 fallback)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no metadata here (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server metadata at %1 cannot be used: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metadata names the issuer %1, not %2: stopped before authorizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server does not say it supports PKCE (no code_challenge_methods_supported): stopped, as the MCP specification asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server does not support PKCE with S256 (only %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the metadata names no authorization_endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>issuer %1; token endpoint %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-registered client %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client %1, registered earlier with this authorization server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>client metadata document %1 as the client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server offers no registration and no client id was given (--client-id, or the endpoint&apos;s OAuth settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server takes neither client metadata documents nor registrations; give a pre-registered client id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the registration answer cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization endpoint did not redirect at once (%1): it wants a person; use a browser instead of --browser direct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the browser command cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the browser &quot;%1&quot; could not be started; open the address yourself with --browser none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server refused: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redirect carries another state than the one sent: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redirect carries no state: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redirect names the issuer %1, not %2: stopped (a mix-up attack looks like this)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server says it names itself in the redirect (iss), but this redirect does not: stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the redirect carries no authorization code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorized; state and issuer match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorized; state matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token request was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token answer cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 token</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, valid for %n second(s)</source>
        <translation>
            <numerusform>, valid for %n second</numerusform>
            <numerusform>, valid for %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>, scope &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, with a refresh token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the identity provider refused the token exchange: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token exchange answer cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an identity assertion (ID-JAG) for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the client key cannot be used: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server wants a DPoP nonce; asking again with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server&apos;s endpoint %1 is plain http on another machine: codes, secrets and tokens would cross the network in clear; stopped (--insecure lets it through)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the client id given belongs to the authorization server %1, but the resource now names %2: stopped before it sees the client&apos;s credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered as client %1, a public client (no secret)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered as client %1, which authenticates with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the given URL %1 is not an http or https address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the given URL %1 is plain http on another machine: codes, secrets and tokens would cross the network in clear; stopped (--insecure lets it through)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a token URL was given without an authorization URL: the authorization code flow needs both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given: authorization at %1, tokens at %2 (nothing discovered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given: tokens at %1 (nothing discovered)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorized; state matches; issuer %1 not checked (no metadata names one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the authorization server offers no revocation: the token stays valid until it expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the revocation endpoint %1 is plain http on another machine: not sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the revocation was refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the refresh token is revoked (and with it, at most servers, the access token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the access token is revoked</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text and a calmer window for demos on a projector (%1 again to leave).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presentation mode (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RawTextView</name>
    <message>
        <source>Find in the body</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the search bar (Escape)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the first %1 of the %2 selected; File &gt; Save Response Body writes every byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line (1 to %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of more than %2</source>
        <extracomment>Search result; the count stopped at its limit</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Search result, e.g. &quot;3 of 120&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wrap Long Lines</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryItemDelegate</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>Method count of a group row while a filter hides some: &quot;3 of 12&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alias of %1</source>
        <extracomment>Beside a method in the tree: it is another spelling of %1</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Badge after the provenance badges that did not fit: how many more there are</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryPanel</name>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Document from &amp;File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load Document from &amp;URL…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the methods whose name, summary or description contains this text.
Return picks the first match; Down moves into the tree.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the endpoint for its methods again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs discovery again: rpc.discover, system.listMethods and the MCP lists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds the methods of an OpenRPC document file and compares it with the endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetches an OpenRPC document over HTTP(S) and compares it with the endpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an OpenRPC document from a file or a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <extracomment>%1 is a file path or URL</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n method(s). Select one to see its documentation.</source>
        <extracomment>Shown in the documentation pane when a group is selected</extracomment>
        <translation>
            <numerusform>%1: %n method. Select one to see its documentation.</numerusform>
            <numerusform>%1: %n methods. Select one to see its documentation.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to &amp;Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to %1</source>
        <extracomment>Context menu of an alias: jump to the method it is another spelling of</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n method(s) from %1.</source>
        <extracomment>%1 is a file path or URL</extracomment>
        <translation>
            <numerusform>Loaded %n method from %1.</numerusform>
            <numerusform>Loaded %n methods from %1.</numerusform>
        </translation>
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
        <extracomment>Shown while the filter hides some: &quot;3 of 33 methods&quot;</extracomment>
        <translation>
            <numerusform>%1 of %n method</numerusform>
            <numerusform>%1 of %n methods</numerusform>
        </translation>
    </message>
    <message>
        <source>Load OpenRPC Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRPC documents (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL of the OpenRPC document:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drift</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drift (%1)</source>
        <extracomment>Tab title with the number of differences</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect again and ask for the methods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryTreeModel</name>
    <message>
        <source>discover</source>
        <extracomment>Provenance badge: the method was described by rpc.discover (OpenRPC)</extracomment>
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
        <source>listMethods</source>
        <extracomment>Provenance badge: the method was named by system.listMethods</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>document</source>
        <extracomment>Provenance badge: the method is in a loaded OpenRPC document</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seen</source>
        <extracomment>Provenance badge: the method was only seen in the traffic history</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n method(s)</source>
        <extracomment>Tooltip of a group row in the method tree: &quot;notes: 7 methods&quot;</extracomment>
        <translation>
            <numerusform>%1: %n method</numerusform>
            <numerusform>%1: %n methods</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n method(s)</source>
        <translation>
            <numerusform>%1, %n method</numerusform>
            <numerusform>%1, %n methods</numerusform>
        </translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>Tooltip line of a method: where the registry learned of it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LSP</source>
        <extracomment>Provenance badge: a language server&apos;s capabilities enable the method</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ReplayCommand</name>
    <message>
        <source>(absent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: send to ENDPOINT instead of the recorded endpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: leave the value at this JSON path out of the diff (repeatable; [*] and .* are wildcards), e.g. $.result.timestamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: leave out changes between values that both match this regular expression entirely (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: no default ignore rules (response ids, UUIDs, ISO timestamps, member order).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: wait the recorded gaps between requests (at most 2 s each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>replay: the value of a {{redacted:NAME}} placeholder (repeatable; else RPCSCOPE_SECRET_NAME is read).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ignore %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--ignore-pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--secret takes NAME=VALUE, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3 (skipped)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: no value for the placeholder(s) %1; they were sent as recorded (use --secret NAME=VALUE or RPCSCOPE_SECRET_NAME).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2: differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  HTTP status: %1 -&gt; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1 (%2): %3 -&gt; %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  … more differences not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) replayed: %1 same, %2 differ, %3 failed;</source>
        <translation>
            <numerusform>%n exchange replayed: %1 same, %2 differ, %3 failed;</numerusform>
            <numerusform>%n exchanges replayed: %1 same, %2 differ, %3 failed;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) ignored by the rules.</source>
        <translation>
            <numerusform>%n difference ignored by the rules.</numerusform>
            <numerusform>%n differences ignored by the rules.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::ReplayPanel</name>
    <message>
        <source>same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recorded endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where to send the requests again: empty for each exchange&apos;s recorded endpoint, or any URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response ids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UUIDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISO timestamps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number spelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the recorded pacing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait the recorded gaps between requests (at most 2 s each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More JSON paths to ignore, one a line: $.result.timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay against:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignore:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ignored path %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replayed at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) to replay.</source>
        <translation>
            <numerusform>%n exchange to replay.</numerusform>
            <numerusform>%n exchanges to replay.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 same, %2 differ, %3 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n difference(s) ignored)</source>
        <translation>
            <numerusform>(%n difference ignored)</numerusform>
            <numerusform>(%n differences ignored)</numerusform>
        </translation>
    </message>
    <message>
        <source>– replaying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>– canceled after %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No credential for: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestControls</name>
    <message>
        <source>Auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the request&apos;s id is set. Auto numbers each sent request 1, 2, 3, …;
String and Number send the value beside it; Null sends &quot;id&quot;: null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id to send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send without an id: the server must not answer.
Untick to put the id back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otification</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestDetailsDialog</name>
    <message>
        <source>Details of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Params:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assertions, as the collection file writes them (outcome, error-code, http-status, exists, equals, matches, schema, no-findings, duration-below):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestEditor</name>
    <message>
        <source>Cancel</source>
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
    <message>
        <source>The request text. It is sent exactly as typed.
Ctrl+Space completes method and parameter names.
Ctrl+Return sends it, Escape cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id was not changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ra&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the request as JSON text, exactly as it is sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the parameters in a form made from the method&apos;s schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to send yet: pick a method on the left, or type a request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit the documented params: %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 more marked)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestName</name>
    <message>
        <source>(not JSON)</source>
        <extracomment>A request that was not JSON (sent in raw mode)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>batch (%n)</source>
        <extracomment>A batch request and how many messages it held</extracomment>
        <translation>
            <numerusform>batch (%n message)</numerusform>
            <numerusform>batch (%n messages)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestPreview</name>
    <message>
        <source>Select a saved request to see it as it would be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sends to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 recipe runs first in a run; the header it obtains is not shown here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no headers of its own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent inside the MCP session the run opens for this endpoint: the session gives it its id, and its _meta and MCP headers when the server speaks 2026-07-28.</source>
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
        <source>Nothing arrived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body exactly as received, decoded as UTF-8 (Ctrl+F searches, Ctrl+G goes to a line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each request of the batch with its response, paired by id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next &amp;Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the request again with the cursor of this result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body is not JSON: %1 (line %2, column %3). The Raw tab shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result&apos;s %1 is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Assert This Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add an equals assertion on this value to the saved request in the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The events of the streamed answer (text/event-stream), as they came</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hea&amp;ders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findin&amp;gs (%1)</source>
        <extracomment>Tab title; the number of findings is added when there are some</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findin&amp;gs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (%1, live)</source>
        <extracomment>Tab title with the number of events of a streamed answer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP request and response headers in wire order, then the exchange&apos;s timings and sizes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrap long lines at the width of the pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the body indented, one member a line (off: the bytes exactly as received)</source>
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
    <message>
        <source>its data is not a JSON-RPC message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its data is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event %1 of the stream: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed after the terminal event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n more stray line(s), stream event(s) or finding(s) of the transport were left out (%1 of each kind are kept).</source>
        <translation>
            <numerusform>%n more stray line, stream event or finding of the transport was left out (%1 of each kind are kept).</numerusform>
            <numerusform>%n more stray lines, stream events or findings of the transport were left out (%1 of each kind are kept).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RunCommand</name>
    <message>
        <source>run: use the collection&apos;s environment NAME.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: set a variable (repeatable; wins over environments, loses to values captured during the run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: write the results as JUnit XML to FILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run: run only the folder PATH (names joined by /).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped before the end of the collection.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::RunResultsModel</name>
    <message>
        <source>not sent: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(after logging in again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>task %1 after %n poll(s)</source>
        <extracomment>Run results, Status column: the MCP call became a task; its last status and the polls sent</extracomment>
        <translation>
            <numerusform>task %1 after %n poll</numerusform>
            <numerusform>task %1 after %n polls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of input</source>
        <extracomment>Run results, Status column: the server asked for input (MCP input_required) this often</extracomment>
        <translation>
            <numerusform>%n round of input</numerusform>
            <numerusform>%n rounds of input</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RunnerPanel</name>
    <message>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-run &amp;Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;JUnit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a collection or folder to run (Run in the collections sidebar).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; / %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no collection to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing failed in the last run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run is going on: stop it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(stopped before the end)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export JUnit XML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JUnit XML (*.xml);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables for the run: name=value …</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Like rpcscope-cli run --var: NAME=VALUE words, quoted as in a shell where a value has spaces (&apos;greeting=hello world&apos;). They win over the environment and the collection; they are not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables for the run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables for the run are NAME=VALUE, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a request (or press Return) to see its request, answer and verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signing in: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n request(s), their checks: %1 passed, %2 failed, in %3 s</source>
        <extracomment>The summary of a run, e.g. &quot;13 requests, their checks: 23 passed, 0 failed, in 1.2 s&quot;</extracomment>
        <translation>
            <numerusform>%n request, its checks: %1 passed, %2 failed, in %3 s</numerusform>
            <numerusform>%n requests, their checks: %1 passed, %2 failed, in %3 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaField</name>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a complete value yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: %1%2 to %3%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length: %1 to %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaFieldRow</name>
    <message>
        <source>Reset to Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this member out of the params.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset or leave out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaForm</name>
    <message>
        <source>Use Form Values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the params in the JSON text with what the form holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This method takes no parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No parameter schema is known for this method: edit the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The params are not valid JSON (%1): the form waits until they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The params hold something this form cannot show (a member the schema does not name, another type or a long list): edit the JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of sync: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This takes no arguments.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ScreenshotTour</name>
    <message>
        <source>The demo endpoint did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No endpoint is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping the collections screenshot: resources/examples/demo.collection.json was not found above the program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping the mcp and notifications screenshots: node or the MCP reference server was not found (run scripts/install-deps.sh, or set RPCSCOPE_EVERYTHING_SERVER).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipping the authorization screenshots: the test browser (tests/support/rpcscope-test-browser) or the demo&apos;s sign-in endpoint was not found.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ServeCommand</name>
    <message>
        <source>--port takes a number from 0 to 65535, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no recorded answers: every call will get the no-match error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2): recorded answer #%3, same params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2): recorded answer #%3, same method, other params</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (id %2): nothing in the session matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: notification, not answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an invalid request: answered with a JSON-RPC error</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Served %n call(s) from the session; %1 matched nothing.</source>
        <translation>
            <numerusform>Served %n call from the session; %1 matched nothing.</numerusform>
            <numerusform>Served %n calls from the session; %1 matched nothing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::ServeSessionDialog</name>
    <message>
        <source>&amp;Serve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any free port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port on 127.0.0.1; 0 picks a free one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers JSON-RPC requests over HTTP on 127.0.0.1 with the responses this session recorded: matched by method and params, then by method alone, else an error that says nothing matched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot serve on port %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the recorded answers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving: %1 call(s) answered from the session, %2 unmatched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ServerRequestDialog</name>
    <message>
        <source>The server asks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks which folders (roots) it may work in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks for a language-model answer to the messages below. Write the answer yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asks you for information. Fill in the form, or decline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language server asks for its settings: one value per item below, in order (null: its defaults).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server sent the request %1 (id %2) and waits for the answer. No rule of this endpoint answers it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Params:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Always answer %1 with this result (a rule of this endpoint, in its settings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the error %1 (%2) at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer {&quot;action&quot;: &quot;decline&quot;}: you choose not to give the information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result sent back (JSON):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error sent back (a JSON object with code and message, data if you like):</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Refused in %n second(s) unless answered.</source>
        <translation>
            <numerusform>Refused in %n second unless answered.</numerusform>
            <numerusform>Refused in %n seconds unless answered.</numerusform>
        </translation>
    </message>
    <message>
        <source>An error is a JSON object with an integer code and a string message. Fix it, or refuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result is not JSON: %1. Fix it, or refuse the request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The result must be a JSON object. Fix it, or refuse the request.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ServerRequestOption</name>
    <message>
        <source>Answer the server&apos;s METHOD requests with the JSON result (repeatable), or with the answers of FILE (a JSON object: method to result). Requests without an answer get error -32601.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--answer %1: the file must hold a JSON object of method names and results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--answer takes METHOD=JSON or a file, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asked %1 (id %2); answered with an error (no --answer for it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server asked %1 (id %2); answered.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionBrowser</name>
    <message>
        <source>Seq: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message from the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message we sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration: %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP: %1 %2 → %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response headers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timings: connected %1 ms, sent %2 ms, first byte %3 ms, total %4 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes on the wire: %1 sent, %2 received</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) arrived while it was open.</source>
        <translation>
            <numerusform>%n message arrived while it was open.</numerusform>
            <numerusform>%n messages arrived while it was open.</numerusform>
        </translation>
    </message>
    <message>
        <source>Redacted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-&amp;send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ser&amp;ve This Session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import .io…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read an Ethereum execution-apis transcript (&gt;&gt; request, &lt;&lt; response) as a session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected session file (the one being recorded cannot be deleted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Response</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HAR (HTTP Archive)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>curl Script…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.io Transcript…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the selected request again to its endpoint (or the current one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the responses of two selected exchanges side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.rpcsession *.jsonl);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recording)
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions – %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n line</numerusform>
            <numerusform>%n lines</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded from %1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) skipped; the first: line %1: %2</source>
        <translation>
            <numerusform>%n damaged line skipped; the first: line %1: %2</numerusform>
            <numerusform>%n damaged lines skipped; the first: line %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>All endpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no endpoint)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.rpcsession)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replace %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name cannot contain a slash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot rename to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import Transcript</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the session being recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… %1 more not shown here; File &gt; Export keeps every byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Answered as a stream of %n event(s):</source>
        <translation>
            <numerusform>Answered as a stream of %n event:</numerusform>
            <numerusform>Answered as a stream of %n events:</numerusform>
        </translation>
    </message>
    <message>
        <source>(cut off: the stream ended inside this event)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search methods, endpoints, bodies and headers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods and endpoints match at once; the recorded bytes of every line are searched when you pause typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the file again as it grows: a recording in progress, a tap&apos;s session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization step: %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (sent as a person changed it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The flow stopped here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionExports</name>
    <message>
        <source>HTTP Archive (*.har)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shell script (*.sh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transcript (*.io)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to export: none of the session&apos;s exchanges fits this format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n exchange(s) to %1.</source>
        <translation>
            <numerusform>Exported %n exchange to %1.</numerusform>
            <numerusform>Exported %n exchanges to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Imported %n exchange(s).</source>
        <translation>
            <numerusform>Imported %n exchange.</numerusform>
            <numerusform>Imported %n exchanges.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped: %1</source>
        <translation>
            <numerusform>%n line skipped: %1</numerusform>
            <numerusform>%n lines skipped: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) left out (not suited to the format).</source>
        <translation>
            <numerusform>%n exchange left out (not suited to the format).</numerusform>
            <numerusform>%n exchanges left out (not suited to the format).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionRecorder</name>
    <message>
        <source>No session file is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionTimelineModel</name>
    <message>
        <source>result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transport error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sign-in stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>authorization: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search commands and keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In every pane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pane&apos;s main action: send, call the tool, get the prompt, read the resource, run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the pane that has the focus (the methods, the raw body, the tools)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel what is running, or close the dialog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Escape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Submit a form field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods: open the method in the request tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods: add the method to the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw body: go to a line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History: copy the exchange as a command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SideBySideDiff</name>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spelling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s).</source>
        <translation>
            <numerusform>%n difference.</numerusform>
            <numerusform>%n differences.</numerusform>
        </translation>
    </message>
    <message>
        <source>More were found than are listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) ignored by the rules.</source>
        <translation>
            <numerusform>%n difference ignored by the rules.</numerusform>
            <numerusform>%n differences ignored by the rules.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more line(s) not shown</source>
        <translation>
            <numerusform>… %n more line not shown</numerusform>
            <numerusform>… %n more lines not shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketListener</name>
    <message>
        <source>Listen on a loopback address and a port, e.g. 127.0.0.1:8099, or on unix:PATH; not on &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listening is on loopback only (127.0.0.1 or ::1), not on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exists already; only a socket nobody listens on any more is replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketServerEnd</name>
    <message>
        <source>The tap was asked to end; it closed the connection to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended before it opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1 within %2 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kept the connection open %2 ms after the client&apos;s end and its own last word; the tap closed it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketTap</name>
    <message>
        <source>No control socket for the GUI: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketTransport</name>
    <message>
        <source>%1 is a directory, not a socket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a socket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a socket address: use tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1: no connection within %2 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting again to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The message could not be written to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended before it opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the connection to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The connection ended inside a message: %n byte(s) of it were dropped.</source>
        <translation>
            <numerusform>The connection ended inside a message: %n byte of it was dropped.</numerusform>
            <numerusform>The connection ended inside a message: %n bytes of it were dropped.</numerusform>
        </translation>
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
        <source>Invalid response</source>
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
    <message>
        <source>Tool error (isError: true)</source>
        <extracomment>An MCP tool call whose result says it failed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Business error (ok: false)</source>
        <extracomment>A result of the form {&quot;ok&quot;: false, &quot;errors&quot;: [...]}</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exchange shown below: its method, its id and when it was sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id %1</source>
        <extracomment>The JSON-RPC id of the request shown, e.g. &quot;id 12&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>notification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trust This Certificate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the server&apos;s certificate, exactly this one, for this endpoint although nobody vouches for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input required</source>
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
    <message>
        <source>The server process did not end after SIGKILL; it is no longer waited for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server process exited without reading the last %n byte(s) sent to it.</source>
        <translation>
            <numerusform>The server process exited without reading the last %n byte sent to it.</numerusform>
            <numerusform>The server process exited without reading the last %n bytes sent to it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StreamEventsView</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n more event(s) not listed</source>
        <translation>
            <numerusform>… %n more event not listed</numerusform>
            <numerusform>… %n more events not listed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StreamTap</name>
    <message>
        <source>The client no longer reads the server&apos;s output (%1); closing the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read from the client: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the client: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message is halfway through towards the sender; answer after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing can be injected before the framing is known: wait for the first message.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages can be injected only while the tap is controlled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A message is halfway through in that direction; inject after it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client has ended the server&apos;s input.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The client did not read the server&apos;s last %n byte(s) within %1 ms; its connection is closed.</source>
        <translation>
            <numerusform>The client did not read the server&apos;s last %n byte within %1 ms; its connection is closed.</numerusform>
            <numerusform>The client did not read the server&apos;s last %n bytes within %1 ms; its connection is closed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StringField</name>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(empty string)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapChannel</name>
    <message>
        <source>The other end sent a line longer than %1 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a directory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open to other users and cannot be closed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other end stopped reading.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapCommand</name>
    <message>
        <source>tap needs the server&apos;s command after --, e.g. rpcscope-cli tap -- node server.js</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No control socket for the GUI: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tap takes either a command after -- (stdio) or --listen and --upstream (HTTP or a socket), not both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--upstream takes the server&apos;s http:// or https:// URL, tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH, not &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--upstream takes tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH when the tap listens on a socket: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loopback port is open to every user of this machine, %1 only to whom its file lets in: listen on unix:PATH instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapControlClient</name>
    <message>
        <source>No tap listens at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 belongs to another user: not attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot attach to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tap at %1 runs as another user: not attached.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapControlServer</name>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another window controls this tap already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict is send, edit, drop or answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inject needs &quot;to&quot;: &quot;server&quot; or &quot;client&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tap knows no method %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapConversation</name>
    <message numerus="yes">
        <source>No answer while %n later request(s) were waiting; no longer followed.</source>
        <translation>
            <numerusform>No answer while %n later request was waiting; no longer followed.</numerusform>
            <numerusform>No answer while %n later requests were waiting; no longer followed.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON while this request was open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client canceled it (notifications/cancelled).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapRecorder</name>
    <message>
        <source>The session cannot be written (%1); traffic is still passed on, unrecorded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapSequenceModel</name>
    <message numerus="yes">
        <source>%n byte(s), cut for the view</source>
        <translation>
            <numerusform>%n byte, cut for the view</numerusform>
            <numerusform>%n bytes, cut for the view</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1  #%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error %1 %2  #%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result  #%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sent on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>answered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>injected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answered by message %1 after %2 ms (double-click to go there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers message %1 (double-click to go there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A notification: no answer is due</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>timed out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody decided within the hold time: it went on as read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held when the window detached or the server ended: it went on as read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TapWindow</name>
    <message>
        <source>Live Tap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the running taps again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Methods, e.g. tools/call, initialize, tools/*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Messages with these methods stop here and wait for you; a name ending in * stops every method it begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the client</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop every message in the chosen direction, answers included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A held message nobody decides on goes on as read after this long, so the host never hangs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop adding rows while you read; nothing is lost, the tap goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by method, id or state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a host with rpcscope-cli tap -- COMMAND in place of its server, then attach here to watch the conversation, hold messages and inject new ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message (edit to change it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Edited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the text above on instead, exactly as typed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not pass it on: send the answer by hand back to its sender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the server (as if the client sent it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the client (as if the server sent it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tap is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… (the first %1 of %2 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent instead:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a held message (marked in the list) to decide on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is held. Messages that meet a breakpoint wait here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Held:&lt;/b&gt; %1 from the client, on its way to the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Held:&lt;/b&gt; %1 from the server, on its way to the client.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n tap(s) running. Attach to watch one.</source>
        <translation>
            <numerusform>%n tap running. Attach to watch it.</numerusform>
            <numerusform>%n taps running. Attach to watch one.</numerusform>
        </translation>
    </message>
    <message>
        <source>recording to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server ended (status %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>view paused, %1 new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request with its answer, as the inspector reads it: decoded errors, findings, the tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the message on exactly as it was read (F8)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never pass it on: a dropped request gets no answer, so its sender waits for one</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Without a decision it goes on as read in %n second(s).</source>
        <translation>
            <numerusform>Without a decision it goes on as read in %n second.</numerusform>
            <numerusform>Without a decision it goes on as read in %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow Its Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the session file this tap records to in the session browser, read as it grows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send All Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass every held message on as read, in order, and keep going</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1, connection %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tap %1, connection %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The taps running for this user: rpcscope-cli tap -- COMMAND, an HTTP tap (--upstream http://…), and each connection of a socket tap (--listen tcp://… or unix:…)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTTP tap cannot inject: HTTP lets it speak to a client only in answer to a request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds clients&apos; requests only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>event streams and WebSocket messages are shown, not held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An HTTP tap injects towards the server only, as a request of its own with the last client&apos;s headers: HTTP lets it speak to a client only in answer to a request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the answers to these methods too, on their way back, to see or edit a result before the caller has it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Towards the server: a request of the tap&apos;s own with the last client&apos;s headers, or a WebSocket message. Towards a client: an event in a stream, or a message of a WebSocket, that the client opened while this window watched (HTTP lets the tap speak to a client only in answer to a request)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Indent the JSON above to read it (key order and numbers as written). Send Unchanged still passes the message on as read; Send Edited sends the text as it stands.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::Theme</name>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use light colours whatever the desktop uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use dark colours whatever the desktop uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the colours of the desktop, light or dark as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TlsFields</name>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificate Authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorities (PEM or DER) trusted for this endpoint beside the system&apos;s: a private CA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Presented when the server asks for a client certificate (mutual TLS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (*.pem *.key *.der);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client certificate&apos;s private key (PEM or DER, not encrypted). The file is read when connecting; its contents are never copied into the workspace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SHA-256 fingerprints, e.g. AB:CD:…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server certificates accepted for this endpoint although nobody vouches for them (self-signed, expired, another name): exactly these, every other one is still verified. “Trust This Certificate…” under a refusal adds one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client &amp;certificate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Client &amp;key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS authorit&amp;ies:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acce&amp;pted certificates:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TlsOption</name>
    <message>
        <source>If you trust this server, run again with --accept-cert and the SHA-256 fingerprint above (this certificate only), or with --cacert and the authority that issued it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS: trust the certificate authorities in FILE (PEM or DER) beside the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS: present the client certificate in FILE when the server asks for one (needs --key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS: the private key of --cert (PEM or DER, not encrypted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS: accept the server certificate with this SHA-256 fingerprint although nobody vouches for it (self-signed, expired, another name); repeatable. Every other certificate is still verified.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::TokenStore</name>
    <message>
        <source>the keychain is switched off</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::ToolsCommand</name>
    <message>
        <source>Wrong number of arguments for &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tool&apos;s arguments must be a JSON object, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress %1/%2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>progress %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the server wrote a line that is not JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error: the tool reported a failure (isError).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: structuredContent does not match the outputSchema at %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 [%2]: %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the tools could not be listed (%1); the arguments are not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the arguments do not match the tool&apos;s inputSchema at %1: %2; sending them as given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the server lists no tool named &quot;%1&quot;; calling it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input required (round %1): answering the server&apos;s requests, then asking again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server&apos;s tool &quot;%1&quot; is invalid (%2): not called.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: the tool &quot;%1&quot; is left out: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>task %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::Units</name>
    <message>
        <source>%1 B</source>
        <extracomment>A size in bytes, e.g. &quot;142 B&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds, e.g. &quot;4 ms&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds with one decimal, e.g. &quot;1.2 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration in minutes and seconds, e.g. &quot;2 min 05 s&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; 1 ms</source>
        <extracomment>A duration under a millisecond</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketConnection</name>
    <message>
        <source>The server chose the subprotocol %1, though none was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server switched protocols (101), but to &quot;%1&quot;, not websocket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s 101 lacks &quot;Connection: Upgrade&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s Sec-WebSocket-Accept is &quot;%1&quot;; for our key it must be &quot;%2&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server turned on the extension %1, which was not asked for: its frames cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server answered the WebSocket upgrade with HTTP %1 instead of 101 Switching Protocols: it does not speak WebSocket at this address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the WebSocket upgrade with HTTP %1 and points to %2 (not followed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server refused the WebSocket upgrade with HTTP %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketTapFollower</name>
    <message>
        <source>A binary WebSocket message passed unfollowed (JSON-RPC travels as text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The client&apos;s WebSocket frames break RFC 6455 (close code %1); its messages pass on unfollowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s WebSocket frames cannot be followed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketTransport</name>
    <message>
        <source>normal closure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>going away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>protocol error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no status code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abnormal closure, no close frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid payload data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>policy violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>message too big</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mandatory extension missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>internal error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>service restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>try again later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TLS handshake failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>application-defined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>registered by a library or framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting again to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The message is not valid UTF-8, which a text frame must be: sent as a binary frame of %n byte(s).</source>
        <translation>
            <numerusform>The message is not valid UTF-8, which a text frame must be: sent as a binary frame of %n byte.</numerusform>
            <numerusform>The message is not valid UTF-8, which a text frame must be: sent as a binary frame of %n bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The message could not be written to the WebSocket: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server sent a binary message of %n byte(s); JSON-RPC travels in text frames.</source>
        <translation>
            <numerusform>The server sent a binary message of %n byte; JSON-RPC travels in text frames.</numerusform>
            <numerusform>The server sent a binary message of %n bytes; JSON-RPC travels in text frames.</numerusform>
        </translation>
    </message>
    <message>
        <source>The WebSocket connection was closed before it opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended during the handshake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason: &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1): a message passed the limit of %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The WebSocket connection was lost without a closing handshake (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server closed the WebSocket connection (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no answer to the opening handshake within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The server sent a text message that is not valid UTF-8 (%n byte(s)).</source>
        <translation>
            <numerusform>The server sent a text message that is not valid UTF-8 (%n byte).</numerusform>
            <numerusform>The server sent a text message that is not valid UTF-8 (%n bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RpcScope::WorkspaceStore</name>
    <message>
        <source>%1
Changes to the workspace are not saved in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The file was kept as %2; a new workspace starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
It could not be set aside, so changes are not saved in this session.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the built-in demo endpoints, served on 127.0.0.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>http://, https:// URL or stdio:COMMAND</source>
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
    <message>
        <source>Keep the open endpoints and unsent requests in this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour theme: system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the README&apos;s screenshots of the demo endpoint into this folder and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit once the window is shown and discovery has finished (status 0 when methods were found).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use system, light or dark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo JSON-RPC (HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo MCP (HTTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo JSON-RPC (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo MCP (stdio)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record every exchange into this session file (appended to when it exists) instead of a new file in the sessions folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo JSON-RPC (WebSocket)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo MCP (sign-in)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
