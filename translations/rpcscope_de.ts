<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>RpcScope</name>
    <message>
        <source>Parse error</source>
        <translation>Parse-Fehler</translation>
    </message>
    <message>
        <source>Invalid Request</source>
        <translation>Ungültige Anfrage</translation>
    </message>
    <message>
        <source>Method not found</source>
        <translation>Methode nicht gefunden</translation>
    </message>
    <message>
        <source>Invalid params</source>
        <translation>Ungültige Parameter</translation>
    </message>
    <message>
        <source>Internal error</source>
        <translation>Interner Fehler</translation>
    </message>
    <message>
        <source>Connection closed</source>
        <translation>Verbindung geschlossen</translation>
    </message>
    <message>
        <source>Request timeout</source>
        <translation>Zeitüberschreitung der Anfrage</translation>
    </message>
    <message>
        <source>Resource not found</source>
        <translation>Ressource nicht gefunden</translation>
    </message>
    <message>
        <source>URL elicitation required</source>
        <translation>URL-Elicitation erforderlich</translation>
    </message>
    <message>
        <source>Task not found</source>
        <translation>Task nicht gefunden</translation>
    </message>
    <message>
        <source>Task not cancelable</source>
        <translation>Task kann nicht abgebrochen werden</translation>
    </message>
    <message>
        <source>Push notifications not supported</source>
        <translation>Push-Benachrichtigungen werden nicht unterstützt</translation>
    </message>
    <message>
        <source>Unsupported operation</source>
        <translation>Nicht unterstützter Vorgang</translation>
    </message>
    <message>
        <source>Content type not supported</source>
        <translation>Inhaltstyp wird nicht unterstützt</translation>
    </message>
    <message>
        <source>Invalid agent response</source>
        <translation>Ungültige Agent-Antwort</translation>
    </message>
    <message>
        <source>Authenticated extended card not configured</source>
        <translation>Authentifizierte erweiterte Agent Card nicht konfiguriert</translation>
    </message>
    <message>
        <source>Server error</source>
        <translation>Serverfehler</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>Reserviert</translation>
    </message>
    <message>
        <source>Application error</source>
        <translation>Anwendungsfehler</translation>
    </message>
    <message>
        <source>A top-level member other than jsonrpc, result, error and id.</source>
        <translation>Ein Feld auf oberster Ebene, das nicht jsonrpc, result, error oder id ist.</translation>
    </message>
    <message>
        <source>A response must carry either result or error; this one has neither.</source>
        <translation>Eine Antwort muss entweder result oder error enthalten; diese enthält keins von beiden.</translation>
    </message>
    <message>
        <source>A response must carry either result or error, not both.</source>
        <translation>Eine Antwort muss entweder result oder error enthalten, nicht beide.</translation>
    </message>
    <message>
        <source>The jsonrpc member is missing or not exactly &quot;2.0&quot;.</source>
        <translation>Das Feld jsonrpc fehlt oder ist nicht genau &quot;2.0&quot;.</translation>
    </message>
    <message>
        <source>A response has no id member.</source>
        <translation>Einer Antwort fehlt das Feld id.</translation>
    </message>
    <message>
        <source>A response carries an id that no request had.</source>
        <translation>Eine Antwort trägt eine id, die keine Anfrage hatte.</translation>
    </message>
    <message>
        <source>A response echoes the id with another type (1 sent, &quot;1&quot; back).</source>
        <translation>Eine Antwort gibt die id mit anderem Typ zurück (1 gesendet, &quot;1&quot; zurück).</translation>
    </message>
    <message>
        <source>A request of the batch got no response.</source>
        <translation>Eine Anfrage des Batches hat keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>A request of the batch got more than one response.</source>
        <translation>Eine Anfrage des Batches hat mehr als eine Antwort erhalten.</translation>
    </message>
    <message>
        <source>A batch was not answered with an array.</source>
        <translation>Ein Batch wurde nicht mit einem Array beantwortet.</translation>
    </message>
    <message>
        <source>A single request was answered with an array.</source>
        <translation>Eine einzelne Anfrage wurde mit einem Array beantwortet.</translation>
    </message>
    <message>
        <source>The server answered a notification, which must get no reply.</source>
        <translation>Der Server hat auf eine Benachrichtigung geantwortet, obwohl sie keine Antwort erhalten darf.</translation>
    </message>
    <message>
        <source>A request got no reply.</source>
        <translation>Eine Anfrage hat keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>The error object is malformed: code not an integer, message not a string, or a reserved code that JSON-RPC does not define.</source>
        <translation>Das error-Objekt ist fehlerhaft: code ist keine Ganzzahl, message ist keine Zeichenkette, oder ein reservierter Code, den JSON-RPC nicht definiert.</translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with an HTTP status other than 200.</source>
        <translation>Ein JSON-RPC-Envelope kam mit einem anderen HTTP-Status als 200.</translation>
    </message>
    <message>
        <source>The body is not declared as JSON (or, for a stream, as text/event-stream).</source>
        <translation>Der Body ist nicht als JSON deklariert (bzw. bei einem Stream nicht als text/event-stream).</translation>
    </message>
    <message>
        <source>The body does not parse as JSON.</source>
        <translation>Der Body lässt sich nicht als JSON parsen.</translation>
    </message>
    <message>
        <source>The JSON is not a response object (nor an array of them).</source>
        <translation>Das JSON ist kein Antwortobjekt (und auch kein Array davon).</translation>
    </message>
    <message>
        <source>An object repeats a key; parsers disagree on which value wins.</source>
        <translation>Ein Objekt wiederholt einen Schlüssel; Parser sind sich uneinig, welcher Wert gilt.</translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON-RPC on its protocol channel.</source>
        <translation>Der Server hat auf seinem Protokollkanal eine Zeile geschrieben, die kein JSON-RPC ist.</translation>
    </message>
    <message>
        <source>The body is %1 bytes; JSON bodies of 4 GiB or more cannot be indexed</source>
        <translation>Der Body ist %1 Bytes groß; JSON-Bodys ab 4 GiB können nicht indiziert werden</translation>
    </message>
    <message>
        <source>The body is empty</source>
        <translation>Der Body ist leer</translation>
    </message>
    <message>
        <source>The body contains only whitespace, no JSON value</source>
        <translation>Der Body enthält nur Leerraum, keinen JSON-Wert</translation>
    </message>
    <message>
        <source>Not enough memory to index the JSON text (at line %1, column %2)</source>
        <translation>Nicht genug Speicher, um den JSON-Text zu indizieren (bei Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>The JSON text has more values than can be indexed (at line %1, column %2)</source>
        <translation>Der JSON-Text enthält mehr Werte, als indiziert werden können (bei Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Unexpected character %1 at line %2, column %3</source>
        <translation>Unerwartetes Zeichen %1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;}&apos; but found %1 at line %2, column %3</source>
        <translation>&apos;,&apos; oder &apos;}&apos; erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Expected &apos;,&apos; or &apos;]&apos; but found %1 at line %2, column %3</source>
        <translation>&apos;,&apos; oder &apos;]&apos; erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Expected &apos;:&apos; after the member name but found %1 at line %2, column %3</source>
        <translation>&apos;:&apos; nach dem Feldnamen erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Expected a member name in double quotes but found %1 at line %2, column %3</source>
        <translation>Feldname in doppelten Anführungszeichen erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Trailing comma before &apos;}&apos; at line %1, column %2</source>
        <translation>Überzähliges Komma vor &apos;}&apos; in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Trailing comma before &apos;]&apos; at line %1, column %2</source>
        <translation>Überzähliges Komma vor &apos;]&apos; in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>Unexpected text %1 after the JSON value at line %2, column %3</source>
        <translation>Unerwarteter Text %1 nach dem JSON-Wert in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Invalid literal at line %1, column %2 (expected true, false or null)</source>
        <translation>Ungültiges Literal in Zeile %1, Spalte %2 (erwartet: true, false oder null)</translation>
    </message>
    <message>
        <source>The JSON text ends early (incomplete literal at line %1, column %2)</source>
        <translation>Der JSON-Text endet vorzeitig (unvollständiges Literal in Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>The JSON text ends early (incomplete number at line %1, column %2)</source>
        <translation>Der JSON-Text endet vorzeitig (unvollständige Zahl in Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Numbers must not have leading zeros (line %1, column %2)</source>
        <translation>Zahlen dürfen keine führenden Nullen haben (Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Invalid number: expected a digit after &apos;-&apos; but found %1 at line %2, column %3</source>
        <translation>Ungültige Zahl: Ziffer nach &apos;-&apos; erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Invalid number: expected a digit after the decimal point but found %1 at line %2, column %3</source>
        <translation>Ungültige Zahl: Ziffer nach dem Dezimalpunkt erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Invalid number: expected a digit in the exponent but found %1 at line %2, column %3</source>
        <translation>Ungültige Zahl: Ziffer im Exponenten erwartet, aber %1 gefunden in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Control character %1 must be escaped in a string (line %2, column %3)</source>
        <translation>Steuerzeichen %1 muss in einer Zeichenkette maskiert werden (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>Invalid escape sequence %1 at line %2, column %3</source>
        <translation>Ungültige Escape-Sequenz %1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Invalid \u escape at line %1, column %2 (expected four hex digits)</source>
        <translation>Ungültige \u-Escape-Sequenz in Zeile %1, Spalte %2 (vier Hexadezimalziffern erwartet)</translation>
    </message>
    <message>
        <source>Unpaired UTF-16 surrogate \%1 at line %2, column %3</source>
        <translation>Ungepaartes UTF-16-Surrogat \%1 in Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>Invalid UTF-8 at byte %1 (line %2, column %3)</source>
        <translation>Ungültiges UTF-8 bei Byte %1 (Zeile %2, Spalte %3)</translation>
    </message>
    <message>
        <source>The JSON text ends early (unterminated string from line %1, column %2)</source>
        <translation>Der JSON-Text endet vorzeitig (nicht abgeschlossene Zeichenkette ab Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>The JSON text ends early (unclosed object from line %1, column %2)</source>
        <translation>Der JSON-Text endet vorzeitig (nicht geschlossenes Objekt ab Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>The JSON text ends early (unclosed array from line %1, column %2)</source>
        <translation>Der JSON-Text endet vorzeitig (nicht geschlossenes Array ab Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Cannot use %1: %2</source>
        <translation>%1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>WebSocket endpoints (%1) are not supported yet.</source>
        <translation>WebSocket-Endpunkte (%1) werden noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use http://HOST[:PORT]/PATH, https://… or stdio:COMMAND.</source>
        <translation>&quot;%1&quot; ist kein Endpunkt: verwenden Sie http://HOST[:PORT]/PATH, https://… oder stdio:COMMAND.</translation>
    </message>
    <message>
        <source>The server&apos;s header block is larger than %1 KiB.</source>
        <translation>Der Headerblock des Servers ist größer als %1 KiB.</translation>
    </message>
    <message>
        <source>The server sent an invalid Content-Length: &quot;%1&quot;.</source>
        <translation>Der Server hat eine ungültige Content-Length gesendet: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server announced a body of %1 bytes, more than the limit of %2 bytes.</source>
        <translation>Der Server hat einen Body von %1 Bytes angekündigt, mehr als das Limit von %2 Bytes.</translation>
    </message>
    <message>
        <source>The response body is larger than the limit of %1 bytes.</source>
        <translation>Der Antwort-Body ist größer als das Limit von %1 Bytes.</translation>
    </message>
    <message>
        <source>The server&apos;s answer does not begin with an HTTP status line: &quot;%1&quot;.</source>
        <translation>Die Antwort des Servers beginnt nicht mit einer HTTP-Statuszeile: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server answered in %1; only HTTP/1.0 and HTTP/1.1 are understood.</source>
        <translation>Der Server hat mit %1 geantwortet; nur HTTP/1.0 und HTTP/1.1 werden verstanden.</translation>
    </message>
    <message>
        <source>The server sent a malformed header line: &quot;%1&quot;.</source>
        <translation>Der Server hat eine fehlerhafte Header-Zeile gesendet: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server switched protocols (101) although no upgrade was asked for.</source>
        <translation>Der Server hat das Protokoll gewechselt (101), obwohl kein Upgrade angefordert wurde.</translation>
    </message>
    <message>
        <source>The server sent an invalid chunk size line: &quot;%1&quot;.</source>
        <translation>Der Server hat eine ungültige Chunk-Größenzeile gesendet: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A chunk of the response body is longer than its declared size.</source>
        <translation>Ein Chunk des Antwort-Bodys ist länger als seine angegebene Größe.</translation>
    </message>
    <message>
        <source>The server sent a malformed trailer line: &quot;%1&quot;.</source>
        <translation>Der Server hat eine fehlerhafte Trailer-Zeile gesendet: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server closed the connection without answering.</source>
        <translation>Der Server hat die Verbindung geschlossen, ohne zu antworten.</translation>
    </message>
    <message>
        <source>The server closed the connection in the middle of the response headers.</source>
        <translation>Der Server hat die Verbindung mitten in den Antwort-Headern geschlossen.</translation>
    </message>
    <message>
        <source>The server closed the connection after %1 of %2 body bytes.</source>
        <translation>Der Server hat die Verbindung nach %1 von %2 Body-Bytes geschlossen.</translation>
    </message>
    <message>
        <source>The server closed the connection after %1 body bytes, before the end of the chunked body.</source>
        <translation>Der Server hat die Verbindung nach %1 Body-Bytes geschlossen, vor dem Ende des Chunked-Bodys.</translation>
    </message>
    <message>
        <source>The command line has a single quote at position %1 that is never closed.</source>
        <translation>Die Befehlszeile enthält an Position %1 ein einfaches Anführungszeichen, das nie geschlossen wird.</translation>
    </message>
    <message>
        <source>The command line has a double quote at position %1 that is never closed.</source>
        <translation>Die Befehlszeile enthält an Position %1 ein doppeltes Anführungszeichen, das nie geschlossen wird.</translation>
    </message>
    <message>
        <source>the Content-Length value &apos;%1&apos; is not a length in bytes.</source>
        <translation>Der Content-Length-Wert &apos;%1&apos; ist keine Länge in Bytes.</translation>
    </message>
    <message>
        <source>it has two different Content-Length values, %1 and %2.</source>
        <translation>Er hat zwei verschiedene Content-Length-Werte, %1 und %2.</translation>
    </message>
    <message>
        <source>A message header block larger than %1 was skipped.</source>
        <translation>Ein Nachrichten-Headerblock größer als %1 wurde übersprungen.</translation>
    </message>
    <message>
        <source>A message header was skipped: %1</source>
        <translation>Ein Nachrichten-Header wurde übersprungen: %1</translation>
    </message>
    <message>
        <source>A message header without Content-Length was skipped: %1</source>
        <translation>Ein Nachrichten-Header ohne Content-Length wurde übersprungen: %1</translation>
    </message>
    <message>
        <source>A message of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation>Eine Nachricht von %1 wurde übersprungen, weil sie die maximale Nachrichtengröße von %2 überschreitet.</translation>
    </message>
    <message numerus="yes">
        <source>Skipped %n byte(s) of output that is not a message header: %1</source>
        <translation>
            <numerusform>Ausgabe übersprungen, die kein Nachrichten-Header ist (%n Byte): %1</numerusform>
            <numerusform>Ausgabe übersprungen, die kein Nachrichten-Header ist (%n Bytes): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>A line of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation>Eine Zeile von %1 wurde übersprungen, weil sie die maximale Nachrichtengröße von %2 überschreitet.</translation>
    </message>
    <message>
        <source>A line longer than the message size limit of %1 was skipped up to its end.</source>
        <translation>Eine Zeile, die länger als die maximale Nachrichtengröße von %1 ist, wurde bis zu ihrem Ende übersprungen.</translation>
    </message>
    <message>
        <source>An empty message cannot be sent with newline-delimited framing: the receiver skips blank lines.</source>
        <translation>Eine leere Nachricht kann mit zeilengetrenntem Framing nicht gesendet werden: Der Empfänger überspringt Leerzeilen.</translation>
    </message>
    <message numerus="yes">
        <source>The message contains %n line break(s), but newline-delimited framing needs each message on one line. Send compact JSON: line breaks inside JSON strings are written as \n.</source>
        <translation>
            <numerusform>Die Nachricht enthält %n Zeilenumbruch, aber zeilengetrenntes Framing verlangt jede Nachricht in einer einzigen Zeile. Senden Sie kompaktes JSON: Zeilenumbrüche in JSON-Zeichenketten werden als \n geschrieben.</numerusform>
            <numerusform>Die Nachricht enthält %n Zeilenumbrüche, aber zeilengetrenntes Framing verlangt jede Nachricht in einer einzigen Zeile. Senden Sie kompaktes JSON: Zeilenumbrüche in JSON-Zeichenketten werden als \n geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Response %1 is not a JSON object.</source>
        <translation>Antwort %1 ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Response %1 has no id member.</source>
        <translation>Antwort %1 hat kein Feld id.</translation>
    </message>
    <message>
        <source>Response %1 has both result and error.</source>
        <translation>Antwort %1 hat sowohl result als auch error.</translation>
    </message>
    <message>
        <source>Response %1 has neither result nor error.</source>
        <translation>Antwort %1 hat weder result noch error.</translation>
    </message>
    <message>
        <source>Response %1 has no jsonrpc member.</source>
        <translation>Antwort %1 hat kein Feld jsonrpc.</translation>
    </message>
    <message>
        <source>Response %1 says jsonrpc %2 instead of &quot;2.0&quot;.</source>
        <translation>Antwort %1 gibt jsonrpc %2 statt &quot;2.0&quot; an.</translation>
    </message>
    <message>
        <source>Response %1 has a non-standard top-level member %2.</source>
        <translation>Antwort %1 hat ein nicht standardkonformes Feld %2 auf oberster Ebene.</translation>
    </message>
    <message>
        <source>The error of response %1 is not an object.</source>
        <translation>Der error-Wert von Antwort %1 ist kein Objekt.</translation>
    </message>
    <message>
        <source>it has no code</source>
        <translation>code fehlt</translation>
    </message>
    <message>
        <source>its code %1 is not an integer</source>
        <translation>code %1 ist keine Ganzzahl</translation>
    </message>
    <message>
        <source>its code %1 is reserved by JSON-RPC but not defined</source>
        <translation>code %1 ist von JSON-RPC reserviert, aber nicht definiert</translation>
    </message>
    <message>
        <source>it has no message</source>
        <translation>message fehlt</translation>
    </message>
    <message>
        <source>its message is not a string</source>
        <translation>message ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>The error of response %1 is malformed: %2.</source>
        <translation>Der error-Wert von Antwort %1 ist fehlerhaft: %2.</translation>
    </message>
    <message>
        <source>The notification was answered (response %1).</source>
        <translation>Die Benachrichtigung wurde beantwortet (Antwort %1).</translation>
    </message>
    <message>
        <source>The id %1 was answered more than once (response %2).</source>
        <translation>Die id %1 wurde mehr als einmal beantwortet (Antwort %2).</translation>
    </message>
    <message>
        <source>The request&apos;s id %1 came back as %2.</source>
        <translation>Die id %1 der Anfrage kam als %2 zurück.</translation>
    </message>
    <message>
        <source>Response %1 (id null) looks like an answer to a notification.</source>
        <translation>Antwort %1 (id null) sieht wie eine Antwort auf eine Benachrichtigung aus.</translation>
    </message>
    <message>
        <source>Response %1 has id %2, which no request had.</source>
        <translation>Antwort %1 hat die id %2, die keine Anfrage hatte.</translation>
    </message>
    <message>
        <source>Request %1 (%2, id %3) got no response.</source>
        <translation>Anfrage %1 (%2, id %3) hat keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>The request (id %1) got no response.</source>
        <translation>Die Anfrage (id %1) hat keine Antwort erhalten.</translation>
    </message>
    <message>
        <source>an HTML page</source>
        <translation>einer HTML-Seite</translation>
    </message>
    <message>
        <source>a %1 body</source>
        <translation>einem Body vom Typ %1</translation>
    </message>
    <message>
        <source>a body that is not JSON</source>
        <translation>einem Body, der kein JSON ist</translation>
    </message>
    <message>
        <source>HTTP %1 %2 with an empty body.</source>
        <translation>HTTP %1 %2 mit leerem Body.</translation>
    </message>
    <message>
        <source>Notification delivered; no reply is due.</source>
        <translation>Benachrichtigung zugestellt; eine Antwort ist nicht vorgesehen.</translation>
    </message>
    <message>
        <source>The server answered HTTP 204 No Content to a request.</source>
        <translation>Der Server hat auf eine Anfrage mit HTTP 204 No Content geantwortet.</translation>
    </message>
    <message>
        <source>The server sent an empty body for a request.</source>
        <translation>Der Server hat auf eine Anfrage einen leeren Body gesendet.</translation>
    </message>
    <message>
        <source>No reply to the request.</source>
        <translation>Keine Antwort auf die Anfrage.</translation>
    </message>
    <message>
        <source>The response has no Content-Type header.</source>
        <translation>Die Antwort hat keinen Content-Type-Header.</translation>
    </message>
    <message>
        <source>The body is declared as %1, not as JSON.</source>
        <translation>Der Body ist als %1 deklariert, nicht als JSON.</translation>
    </message>
    <message>
        <source>The body is not JSON: %1</source>
        <translation>Der Body ist kein JSON: %1</translation>
    </message>
    <message>
        <source>HTTP %1 %2 with %3.</source>
        <translation>HTTP %1 %2 mit %3.</translation>
    </message>
    <message>
        <source>The reply is not JSON.</source>
        <translation>Die Antwort ist kein JSON.</translation>
    </message>
    <message>
        <source>The key %1 occurs more than once in one object; the last one wins in most parsers.</source>
        <translation>Der Schlüssel %1 kommt in einem Objekt mehrfach vor; in den meisten Parsern gilt der letzte.</translation>
    </message>
    <message>
        <source>HTTP %1 %2 without a JSON-RPC envelope.</source>
        <translation>HTTP %1 %2 ohne JSON-RPC-Envelope.</translation>
    </message>
    <message>
        <source>The body is a JSON %1, not a response object.</source>
        <translation>Der Body ist ein JSON-Wert (%1), aber kein Antwortobjekt.</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>scalar</source>
        <translation>Skalar</translation>
    </message>
    <message>
        <source>The batch was answered with a single object instead of an array.</source>
        <translation>Der Batch wurde mit einem einzelnen Objekt statt mit einem Array beantwortet.</translation>
    </message>
    <message>
        <source>The body is an empty array.</source>
        <translation>Der Body ist ein leeres Array.</translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with HTTP %1 %2.</source>
        <translation>Ein JSON-RPC-Envelope kam mit HTTP %1 %2.</translation>
    </message>
    <message>
        <source>The params are not valid JSON: %1</source>
        <translation>Die params sind kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>The params must be a JSON object or array (JSON-RPC 2.0, section 4.2).</source>
        <translation>Die params müssen ein JSON-Objekt oder -Array sein (JSON-RPC 2.0, Abschnitt 4.2).</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Try --help.</source>
        <translation>Siehe --help.</translation>
    </message>
    <message>
        <source>Serves the RpcScope demo endpoints: the plain JSON-RPC API at POST /rpc and the MCP face at POST /mcp on 127.0.0.1, or either one on stdin/stdout.</source>
        <translation>Stellt die RpcScope-Demo-Endpunkte bereit: die einfache JSON-RPC-API unter POST /rpc und die MCP-Schnittstelle unter POST /mcp auf 127.0.0.1, oder eine der beiden über stdin/stdout.</translation>
    </message>
    <message>
        <source>Listen on 127.0.0.1:&lt;port&gt;; 0 picks a free port (the default).</source>
        <translation>Auf 127.0.0.1:&lt;Port&gt; lauschen; 0 wählt einen freien Port (Standard).</translation>
    </message>
    <message>
        <source>port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Serve the plain API as newline-delimited JSON on stdin/stdout.</source>
        <translation>Die einfache API als zeilengetrenntes JSON über stdin/stdout bereitstellen.</translation>
    </message>
    <message>
        <source>With --stdio: serve the MCP face instead of the plain API.</source>
        <translation>Mit --stdio: die MCP-Schnittstelle statt der einfachen API bereitstellen.</translation>
    </message>
    <message>
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
    </message>
    <message>
        <source>--port and --stdio cannot be combined.</source>
        <translation>--port und --stdio können nicht kombiniert werden.</translation>
    </message>
    <message>
        <source>--mcp needs --stdio; over HTTP the MCP face is always at /mcp.</source>
        <translation>--mcp erfordert --stdio; über HTTP ist die MCP-Schnittstelle immer unter /mcp erreichbar.</translation>
    </message>
    <message>
        <source>Cannot read standard input.</source>
        <translation>Die Standardeingabe kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The port must be a number from 0 to 65535.</source>
        <translation>Der Port muss eine Zahl von 0 bis 65535 sein.</translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation>Auf 127.0.0.1:%1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>The server asks to retry after %n second(s) (Retry-After).</source>
        <translation>
            <numerusform>Der Server bittet um einen erneuten Versuch nach %n Sekunde (Retry-After).</numerusform>
            <numerusform>Der Server bittet um einen erneuten Versuch nach %n Sekunden (Retry-After).</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks to retry after %1 (Retry-After).</source>
        <translation>Der Server bittet um einen erneuten Versuch nach %1 (Retry-After).</translation>
    </message>
    <message>
        <source>The server asks for credentials: %1</source>
        <translation>Der Server verlangt Anmeldedaten: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::CliApp</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Explore and test JSON-RPC 2.0 endpoints: http(s)://… or stdio:COMMAND.

Commands:
  call ENDPOINT METHOD [PARAMS]   send one request (PARAMS: JSON object or array)
  batch ENDPOINT FILE             send FILE&apos;s JSON array of requests as one batch (- reads stdin)
  send ENDPOINT FILE              send FILE&apos;s bytes exactly as they are
  discover ENDPOINT               list the live method registry</source>
        <translation>JSON-RPC-2.0-Endpunkte erkunden und testen: http(s)://… oder stdio:COMMAND.

Befehle:
  call ENDPOINT METHOD [PARAMS]   eine Anfrage senden (PARAMS: JSON-Objekt oder -Array)
  batch ENDPOINT FILE             das JSON-Array von Anfragen in FILE als einen Batch senden (- liest stdin)
  send ENDPOINT FILE              die Bytes von FILE unverändert senden
  discover ENDPOINT               das aktuelle Methodenverzeichnis des Servers auflisten</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Add an HTTP header (repeatable).</source>
        <translation>Einen HTTP-Header hinzufügen (wiederholbar).</translation>
    </message>
    <message>
        <source>Name: value</source>
        <translation>Name: Wert</translation>
    </message>
    <message>
        <source>Send Authorization: Bearer TOKEN.</source>
        <translation>Authorization: Bearer TOKEN senden.</translation>
    </message>
    <message>
        <source>Give up after MS milliseconds (default 30000).</source>
        <translation>Nach MS Millisekunden aufgeben (Standard 30000).</translation>
    </message>
    <message>
        <source>stdio framing: ndjson (default) or lsp.</source>
        <translation>stdio-Framing: ndjson (Standard) oder lsp.</translation>
    </message>
    <message>
        <source>Print the exchange report as JSON.</source>
        <translation>Den Austauschbericht als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Follow HTTP redirects (keeping method and body).</source>
        <translation>HTTP-Weiterleitungen folgen (Methode und Body bleiben erhalten).</translation>
    </message>
    <message>
        <source>Accept any TLS certificate.</source>
        <translation>Jedes TLS-Zertifikat akzeptieren.</translation>
    </message>
    <message>
        <source>MCP protocol revision to offer.</source>
        <translation>Anzubietende MCP-Protokollrevision.</translation>
    </message>
    <message>
        <source>call: send a notification (no id).</source>
        <translation>call: eine Benachrichtigung senden (ohne id).</translation>
    </message>
    <message>
        <source>call: the request id as JSON (default 1).</source>
        <translation>call: die id der Anfrage als JSON (Standard 1).</translation>
    </message>
    <message>
        <source>Show the version.</source>
        <translation>Die Version anzeigen.</translation>
    </message>
    <message>
        <source>call, batch, send or discover</source>
        <translation>call, batch, send oder discover</translation>
    </message>
    <message>
        <source>A header must look like &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <translation>Ein Header muss die Form &quot;Name: Wert&quot; haben, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--timeout takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--timeout erwartet eine Anzahl Millisekunden, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--framing is ndjson or lsp, not &quot;%1&quot;.</source>
        <translation>--framing ist ndjson oder lsp, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>WARNING: --insecure: TLS certificates are NOT verified; anyone on the path can read and change this traffic.</source>
        <translation>WARNUNG: --insecure: TLS-Zertifikate werden NICHT geprüft; jeder auf dem Übertragungsweg kann diesen Datenverkehr mitlesen und verändern.</translation>
    </message>
    <message>
        <source>Wrong number of arguments for &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation>Falsche Anzahl von Argumenten für &quot;%1&quot;. Siehe rpcscope-cli --help.</translation>
    </message>
    <message>
        <source>--id takes a JSON string, number or null, not %1.</source>
        <translation>--id erwartet eine JSON-Zeichenkette, eine Zahl oder null, nicht %1.</translation>
    </message>
    <message>
        <source>%1 does not hold a JSON array of requests.</source>
        <translation>%1 enthält kein JSON-Array von Anfragen.</translation>
    </message>
    <message>
        <source>%1 is not valid JSON: %2</source>
        <translation>%1 ist kein gültiges JSON: %2</translation>
    </message>
    <message>
        <source>No command given. See rpcscope-cli --help.</source>
        <translation>Kein Befehl angegeben. Siehe rpcscope-cli --help.</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation>Unbekannter Befehl &quot;%1&quot;. Siehe rpcscope-cli --help.</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>HTTP %1 redirect to %2 (not followed; use --follow-redirects).</source>
        <translation>HTTP %1: Weiterleitung nach %2 (nicht gefolgt; verwenden Sie --follow-redirects).</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>error: id %1: %2</source>
        <translation>Fehler: id %1: %2</translation>
    </message>
    <message>
        <source>%1 [%2]: %3</source>
        <translation>%1 [%2]: %3</translation>
    </message>
    <message>
        <source>error: the endpoint answered, but no source gave a registry.</source>
        <translation>Fehler: Der Endpunkt hat geantwortet, aber keine Quelle lieferte ein Methodenverzeichnis.</translation>
    </message>
</context>
<context>
    <name>RpcScope::DiscoveryProbe</name>
    <message numerus="yes">
        <source>rpc.discover: %n method(s)</source>
        <translation>
            <numerusform>rpc.discover: %n Methode</numerusform>
            <numerusform>rpc.discover: %n Methoden</numerusform>
        </translation>
    </message>
    <message>
        <source>rpc.discover: not offered (%1)</source>
        <translation>rpc.discover: nicht angeboten (%1)</translation>
    </message>
    <message numerus="yes">
        <source>system.listMethods: %n method(s)</source>
        <translation>
            <numerusform>system.listMethods: %n Methode</numerusform>
            <numerusform>system.listMethods: %n Methoden</numerusform>
        </translation>
    </message>
    <message>
        <source>system.listMethods: not offered (%1)</source>
        <translation>system.listMethods: nicht angeboten (%1)</translation>
    </message>
    <message>
        <source>MCP initialize: not offered (%1)</source>
        <translation>MCP initialize: nicht angeboten (%1)</translation>
    </message>
    <message>
        <source>MCP server, protocol revision %1</source>
        <translation>MCP-Server, Protokollrevision %1</translation>
    </message>
    <message>
        <source>%1: failed (%2)</source>
        <translation>%1: fehlgeschlagen (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%1 page %2: %n entry(s)</source>
        <translation>
            <numerusform>%1 Seite %2: %n Eintrag</numerusform>
            <numerusform>%1 Seite %2: %n Einträge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointBar</name>
    <message>
        <source>C&amp;onnect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>http://host:port/path or stdio:command arguments</source>
        <translation>http://host:port/pfad oder stdio:befehl argumente</translation>
    </message>
    <message>
        <source>The endpoint: an http:// or https:// URL, or stdio: followed by a command line
that starts a server speaking JSON-RPC on its standard input and output.</source>
        <translation>Der Endpunkt: eine http://- oder https://-URL oder stdio: gefolgt von einer Befehlszeile,
die einen Server startet, der über seine Standardein- und -ausgabe JSON-RPC spricht.</translation>
    </message>
    <message>
        <source>Connect to the endpoint and discover its methods</source>
        <translation>Mit dem Endpunkt verbinden und seine Methoden ermitteln</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
</context>
<context>
    <name>RpcScope::FindingsView</name>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>RpcScope::HeadersView</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>No HTTP response arrived.</source>
        <translation>Es ist keine HTTP-Antwort eingetroffen.</translation>
    </message>
    <message>
        <source>This endpoint is not HTTP, so there are no headers.</source>
        <translation>Dieser Endpunkt verwendet kein HTTP, daher gibt es keine Header.</translation>
    </message>
    <message>
        <source>Request: %1 %2</source>
        <extracomment>Group row of the Headers tab, e.g. &quot;Request: POST /rpc&quot;</extracomment>
        <translation>Anfrage: %1 %2</translation>
    </message>
    <message>
        <source>Response: %1 %2 %3</source>
        <extracomment>Group row of the Headers tab, e.g. &quot;Response: HTTP/1.1 200 OK&quot;</extracomment>
        <translation>Antwort: %1 %2 %3</translation>
    </message>
    <message>
        <source>Response: no status line arrived</source>
        <translation>Antwort: keine Statuszeile eingetroffen</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpClient</name>
    <message>
        <source>The URL &quot;%1&quot; is neither an http nor an https URL.</source>
        <translation>Die URL &quot;%1&quot; ist weder eine http- noch eine https-URL.</translation>
    </message>
    <message>
        <source>The URL &quot;%1&quot; names no host.</source>
        <translation>Die URL &quot;%1&quot; nennt keinen Host.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid HTTP method.</source>
        <translation>&quot;%1&quot; ist keine gültige HTTP-Methode.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid HTTP header name.</source>
        <translation>&quot;%1&quot; ist kein gültiger HTTP-Header-Name.</translation>
    </message>
    <message>
        <source>The value of the header %1 contains a line break or a NUL byte.</source>
        <translation>Der Wert des Headers %1 enthält einen Zeilenumbruch oder ein NUL-Byte.</translation>
    </message>
    <message>
        <source>Stopped at the limit of %1 redirects: the answer %2 points on to %3.</source>
        <translation>Beim Limit von %1 Weiterleitungen angehalten: Die Antwort %2 verweist weiter auf %3.</translation>
    </message>
    <message>
        <source>The server redirected to &quot;%1&quot;, which is not an http or https URL.</source>
        <translation>Der Server hat nach &quot;%1&quot; weitergeleitet, was keine http- oder https-URL ist.</translation>
    </message>
    <message>
        <source>The request was canceled.</source>
        <translation>Die Anfrage wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No complete answer from %1 within %2 ms.</source>
        <translation>Keine vollständige Antwort von %1 innerhalb von %2 ms.</translation>
    </message>
    <message>
        <source>No URL was given.</source>
        <translation>Es wurde keine URL angegeben.</translation>
    </message>
    <message>
        <source>The URL &quot;%1&quot; is not valid: %2.</source>
        <translation>Die URL &quot;%1&quot; ist ungültig: %2.</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpConnection</name>
    <message>
        <source>The server %1 port %2 closed the connection during the TLS handshake.</source>
        <translation>Der Server %1 (Port %2) hat die Verbindung während des TLS-Handshakes geschlossen.</translation>
    </message>
    <message>
        <source>The server %1 port %2 closed the connection at once.</source>
        <translation>Der Server %1 (Port %2) hat die Verbindung sofort geschlossen.</translation>
    </message>
    <message>
        <source>%1 port %2</source>
        <translation>%1 (Port %2)</translation>
    </message>
    <message>
        <source>The connection to %1 port %2 was refused.</source>
        <translation>Die Verbindung zu %1 (Port %2) wurde abgelehnt.</translation>
    </message>
    <message>
        <source>The host %1 was not found.</source>
        <translation>Der Host %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The TLS handshake with %1 port %2 failed: %3.</source>
        <translation>Der TLS-Handshake mit %1 (Port %2) ist fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>The proxy %1 refused the connection (on the way to %2 port %3).</source>
        <translation>Der Proxy %1 hat die Verbindung abgelehnt (auf dem Weg zu %2, Port %3).</translation>
    </message>
    <message>
        <source>The proxy host %1 was not found.</source>
        <translation>Der Proxy-Host %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The proxy %1 closed the connection (on the way to %2 port %3).</source>
        <translation>Der Proxy %1 hat die Verbindung geschlossen (auf dem Weg zu %2, Port %3).</translation>
    </message>
    <message>
        <source>The proxy %1 requires authentication.</source>
        <translation>Der Proxy %1 verlangt eine Authentifizierung.</translation>
    </message>
    <message>
        <source>The proxy %1 failed on the way to %2 port %3: %4.</source>
        <translation>Fehler beim Proxy %1 auf dem Weg zu %2, Port %3: %4.</translation>
    </message>
    <message>
        <source>The server %1 port %2 closed the connection.</source>
        <translation>Der Server %1 (Port %2) hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <source>The connection to %1 port %2 failed: %3.</source>
        <translation>Die Verbindung zu %1 (Port %2) ist fehlgeschlagen: %3.</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTransport</name>
    <message>
        <source>The transport was closed.</source>
        <translation>Der Transport wurde geschlossen.</translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonTreeModel</name>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>Wahrheitswert</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>string</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>array</source>
        <translation>Array</translation>
    </message>
    <message>
        <source>object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <source>(value)</source>
        <translation>(Wert)</translation>
    </message>
    <message numerus="yes">
        <source>[%n item(s)]</source>
        <extracomment>Summary cell of a JSON array, e.g. &quot;[3 items]&quot;</extracomment>
        <translation>
            <numerusform>[%n Element]</numerusform>
            <numerusform>[%n Elemente]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{%n item(s)}</source>
        <extracomment>Summary cell of a JSON object, e.g. &quot;{3 items}&quot;</extracomment>
        <translation>
            <numerusform>{%n Eintrag}</numerusform>
            <numerusform>{%n Einträge}</numerusform>
        </translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; occurs more than once in this object.</source>
        <translation>Der Schlüssel &quot;%1&quot; kommt in diesem Objekt mehrfach vor.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
</context>
<context>
    <name>RpcScope::MainWindow</name>
    <message>
        <source>RpcScope</source>
        <translation>RpcScope</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Methoden</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Save Response &amp;Body…</source>
        <translation>Antwort-Body &amp;speichern…</translation>
    </message>
    <message>
        <source>Write the body of the shown response to a file, byte for byte</source>
        <translation>Den Body der angezeigten Antwort Byte für Byte in eine Datei schreiben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Request</source>
        <translation>&amp;Anfrage</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Send the request text exactly as typed</source>
        <translation>Den Anfragetext genau wie eingegeben senden</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the answer</source>
        <translation>Warten auf die Antwort beenden</translation>
    </message>
    <message>
        <source>&amp;Reconnect</source>
        <translation>&amp;Neu verbinden</translation>
    </message>
    <message>
        <source>Connect again and rediscover the methods</source>
        <translation>Erneut verbinden und die Methoden neu ermitteln</translation>
    </message>
    <message>
        <source>&amp;Find Method</source>
        <translation>&amp;Methode suchen</translation>
    </message>
    <message>
        <source>Go to &amp;Endpoint</source>
        <translation>Zum &amp;Endpunkt</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About RpcScope</source>
        <translation>&amp;Über RpcScope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>%1 — RpcScope</source>
        <translation>%1 — RpcScope</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Discovering the methods of %1…</source>
        <translation>Methoden von %1 werden ermittelt…</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>%1 answered, but offered no list of methods. Type a request by hand.</source>
        <translation>%1 hat geantwortet, aber keine Methodenliste angeboten. Geben Sie eine Anfrage von Hand ein.</translation>
    </message>
    <message numerus="yes">
        <source>Connected to %1: %n method(s).</source>
        <translation>
            <numerusform>Verbunden mit %1: %n Methode.</numerusform>
            <numerusform>Verbunden mit %1: %n Methoden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected. Enter an endpoint and press Connect.</source>
        <translation>Nicht verbunden. Geben Sie einen Endpunkt ein und klicken Sie auf Verbinden.</translation>
    </message>
    <message>
        <source>Nothing to send: the request text is empty.</source>
        <translation>Nichts zu senden: Der Anfragetext ist leer.</translation>
    </message>
    <message>
        <source>Not sent. %1 Tick Raw to send the text as it is.</source>
        <translation>Nicht gesendet. %1 Aktivieren Sie Roh, um den Text unverändert zu senden.</translation>
    </message>
    <message>
        <source>Save Response Body</source>
        <translation>Antwort-Body speichern</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>About RpcScope</source>
        <translation>Über RpcScope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;RpcScope %1&lt;/h3&gt;&lt;p&gt;A desktop explorer and test console for JSON-RPC 2.0 endpoints: HTTP, stdio child processes and MCP servers.&lt;/p&gt;&lt;p&gt;It sends exactly what you type and shows exactly what came back: keys in the server&apos;s order, numbers as written, and every departure from the specification.&lt;/p&gt;&lt;p&gt;Licensed under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;RpcScope %1&lt;/h3&gt;&lt;p&gt;Ein Desktop-Explorer und eine Testkonsole für JSON-RPC-2.0-Endpunkte: HTTP, stdio-Kindprozesse und MCP-Server.&lt;/p&gt;&lt;p&gt;RpcScope sendet genau das, was Sie eingeben, und zeigt genau das, was zurückkam: Schlüssel in der Reihenfolge des Servers, Zahlen wie geschrieben und jede Abweichung von der Spezifikation.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>There is no response body to save.</source>
        <translation>Es gibt keinen Antwort-Body zum Speichern.</translation>
    </message>
    <message>
        <source>Saved %1 to %2.</source>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodListModel</name>
    <message>
        <source>method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>MCP tool</source>
        <translation>MCP-Tool</translation>
    </message>
    <message>
        <source>MCP resource</source>
        <translation>MCP-Ressource</translation>
    </message>
    <message>
        <source>MCP prompt</source>
        <translation>MCP-Prompt</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <extracomment>Tooltip line of a method: its kind and where the registry learned of it</extracomment>
        <translation>%1, aus %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodListPanel</name>
    <message>
        <source>Filter methods</source>
        <translation>Methoden filtern</translation>
    </message>
    <message>
        <source>Shows the methods whose name, summary or description contains this text.
Enter picks the first match; Down moves into the list.</source>
        <translation>Zeigt die Methoden, deren Name, Zusammenfassung oder Beschreibung diesen Text enthält.
Die Eingabetaste wählt den ersten Treffer, die Pfeiltaste nach unten wechselt in die Liste.</translation>
    </message>
    <message numerus="yes">
        <source>%n method(s)</source>
        <translation>
            <numerusform>%n Methode</numerusform>
            <numerusform>%n Methoden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n method(s)</source>
        <extracomment>Shown while the method filter hides some: &quot;3 of 33 methods&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n Methode</numerusform>
            <numerusform>%1 von %n Methoden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestEditor</name>
    <message>
        <source>&amp;Raw</source>
        <translation>&amp;Roh</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Senden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Type a JSON-RPC request here, or pick a method on the left.</source>
        <translation>Geben Sie hier eine JSON-RPC-Anfrage ein oder wählen Sie links eine Methode.</translation>
    </message>
    <message>
        <source>The request text. It is sent exactly as typed.
Ctrl+Return sends it, Escape cancels.</source>
        <translation>Der Anfragetext. Er wird genau wie eingegeben gesendet.
Strg+Return sendet ihn, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Send the text byte for byte even when it is not valid JSON,
to see how the server handles broken input.</source>
        <translation>Den Text Byte für Byte senden, auch wenn er kein gültiges JSON ist,
um zu sehen, wie der Server mit fehlerhafter Eingabe umgeht.</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Return)</source>
        <translation>Die Anfrage senden (Strg+Return)</translation>
    </message>
    <message>
        <source>Stop waiting for the answer (Escape)</source>
        <translation>Warten auf die Antwort beenden (Esc)</translation>
    </message>
    <message>
        <source>Nothing to send yet.</source>
        <translation>Noch nichts zu senden.</translation>
    </message>
    <message>
        <source>Invalid JSON: %1</source>
        <translation>Ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>Valid JSON: one request.</source>
        <translation>Gültiges JSON: eine Anfrage.</translation>
    </message>
    <message>
        <source>Valid JSON, but the object has no &quot;method&quot; member.</source>
        <translation>Gültiges JSON, aber dem Objekt fehlt das Feld &quot;method&quot;.</translation>
    </message>
    <message>
        <source>Valid JSON: an empty batch.</source>
        <translation>Gültiges JSON: ein leerer Batch.</translation>
    </message>
    <message numerus="yes">
        <source>Valid JSON: a batch of %n message(s).</source>
        <translation>
            <numerusform>Gültiges JSON: ein Batch mit %n Nachricht.</numerusform>
            <numerusform>Gültiges JSON: ein Batch mit %n Nachrichten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Valid JSON, but a request must be an object or an array (tick Raw to send it anyway).</source>
        <translation>Gültiges JSON, aber eine Anfrage muss ein Objekt oder ein Array sein (aktivieren Sie Roh, um sie trotzdem zu senden).</translation>
    </message>
    <message>
        <source>Raw mode: it will be sent exactly as it is.</source>
        <translation>Roh-Modus: Der Text wird genau so gesendet, wie er ist.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ResponseView</name>
    <message>
        <source>Copy &amp;Value</source>
        <translation>&amp;Wert kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;Key</source>
        <translation>&amp;Schlüssel kopieren</translation>
    </message>
    <message>
        <source>The body as a tree: keys in the server&apos;s order, numbers as written</source>
        <translation>Der Body als Baum: Schlüssel in der Reihenfolge des Servers, Zahlen wie geschrieben</translation>
    </message>
    <message>
        <source>The body exactly as received, decoded as UTF-8</source>
        <translation>Der Body genau wie empfangen, als UTF-8 dekodiert</translation>
    </message>
    <message>
        <source>HTTP request and response headers in wire order</source>
        <translation>HTTP-Anfrage- und -Antwort-Header in Übertragungsreihenfolge</translation>
    </message>
    <message>
        <source>Conformance findings about this exchange</source>
        <translation>Konformitätsbefunde zu diesem Austausch</translation>
    </message>
    <message>
        <source>&amp;Tree</source>
        <translation>&amp;Baum</translation>
    </message>
    <message>
        <source>R&amp;aw</source>
        <translation>R&amp;oh</translation>
    </message>
    <message>
        <source>&amp;Headers</source>
        <translation>&amp;Header</translation>
    </message>
    <message>
        <source>&amp;Findings (%1)</source>
        <extracomment>Tab title; the number of findings is added when there are some</extracomment>
        <translation>Be&amp;funde (%1)</translation>
    </message>
    <message>
        <source>&amp;Findings</source>
        <translation>Be&amp;funde</translation>
    </message>
    <message>
        <source>The body is %1 bytes; the first %2 are shown. File &gt; Save Response Body writes all of it.</source>
        <translation>Der Body ist %1 Bytes groß; die ersten %2 werden angezeigt. Datei &gt; Antwort-Body speichern schreibt ihn vollständig.</translation>
    </message>
    <message>
        <source>Nothing arrived: %1</source>
        <translation>Nichts eingetroffen: %1</translation>
    </message>
    <message>
        <source>The body is empty.</source>
        <translation>Der Body ist leer.</translation>
    </message>
</context>
<context>
    <name>RpcScope::RpcClient</name>
    <message>
        <source>Canceled by the user.</source>
        <translation>Vom Benutzer abgebrochen.</translation>
    </message>
    <message>
        <source>No answer within %1 ms (the request&apos;s timeout).</source>
        <translation>Keine Antwort innerhalb von %1 ms (Zeitlimit der Anfrage).</translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON while this request was open.</source>
        <translation>Der Server hat eine Zeile geschrieben, die kein JSON ist, während diese Anfrage offen war.</translation>
    </message>
</context>
<context>
    <name>RpcScope::StatusStrip</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Tool error</source>
        <translation>Tool-Fehler</translation>
    </message>
    <message>
        <source>Business error</source>
        <translation>Fachlicher Fehler</translation>
    </message>
    <message>
        <source>Invalid response</source>
        <translation>Ungültige Antwort</translation>
    </message>
    <message>
        <source>(application code %1)</source>
        <extracomment>An error&apos;s application code nested in error.data, e.g. &quot;(application code NOT_FOUND)&quot;</extracomment>
        <translation>(Anwendungscode %1)</translation>
    </message>
    <message>
        <source>What the exchange came to</source>
        <translation>Ausgang des Austauschs</translation>
    </message>
    <message>
        <source>HTTP status and reason phrase</source>
        <translation>HTTP-Status und Statustext</translation>
    </message>
    <message>
        <source>From sending the first byte to the complete answer</source>
        <translation>Vom Senden des ersten Bytes bis zur vollständigen Antwort</translation>
    </message>
    <message numerus="yes">
        <source>Batch: %n response(s)</source>
        <extracomment>Outcome of a batch, e.g. &quot;Batch: 3 responses, 1 not a result&quot;</extracomment>
        <translation>
            <numerusform>Batch: %n Antwort</numerusform>
            <numerusform>Batch: %n Antworten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n not a result</source>
        <translation>
            <numerusform>, davon %n ohne Ergebnis</numerusform>
            <numerusform>, davon %n ohne Ergebnis</numerusform>
        </translation>
    </message>
    <message>
        <source>Notification delivered</source>
        <translation>Benachrichtigung zugestellt</translation>
    </message>
    <message>
        <source>Transport error</source>
        <translation>Transportfehler</translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Response body: %1 bytes; request: %2 bytes</source>
        <translation>Antwort-Body: %1 Bytes; Anfrage: %2 Bytes</translation>
    </message>
    <message numerus="yes">
        <source>%n finding(s)</source>
        <translation>
            <numerusform>%n Befund</numerusform>
            <numerusform>%n Befunde</numerusform>
        </translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>Warten auf die Antwort…</translation>
    </message>
    <message>
        <source>Escape cancels.</source>
        <translation>Esc bricht ab.</translation>
    </message>
</context>
<context>
    <name>RpcScope::StdioTransport</name>
    <message>
        <source>The command line is empty: it names no program to start.</source>
        <translation>Die Befehlszeile ist leer und nennt kein zu startendes Programm.</translation>
    </message>
    <message>
        <source>Starting the server process again: %1</source>
        <translation>Der Serverprozess wird erneut gestartet: %1</translation>
    </message>
    <message>
        <source>There is no program to start: the command line is empty.</source>
        <translation>Es gibt kein Programm zum Starten: Die Befehlszeile ist leer.</translation>
    </message>
    <message>
        <source>The message was not sent: the server process is being closed.</source>
        <translation>Die Nachricht wurde nicht gesendet: Der Serverprozess wird gerade geschlossen.</translation>
    </message>
    <message>
        <source>The message was not sent: the server process no longer reads its input.</source>
        <translation>Die Nachricht wurde nicht gesendet: Der Serverprozess liest seine Eingabe nicht mehr.</translation>
    </message>
    <message>
        <source>The server process did not exit within %1 ms after its input was closed; asking it to terminate (SIGTERM).</source>
        <translation>Der Serverprozess hat sich nicht innerhalb von %1 ms nach dem Schließen seiner Eingabe beendet; er wird zum Beenden aufgefordert (SIGTERM).</translation>
    </message>
    <message>
        <source>The server process did not exit within %1 ms after SIGTERM; killing it (SIGKILL).</source>
        <translation>Der Serverprozess hat sich nicht innerhalb von %1 ms nach SIGTERM beendet; er wird zwangsweise beendet (SIGKILL).</translation>
    </message>
    <message>
        <source>Could not write to the server process: it no longer reads its input (%1).</source>
        <translation>In den Serverprozess konnte nicht geschrieben werden: Er liest seine Eingabe nicht mehr (%1).</translation>
    </message>
    <message>
        <source> [line cut at %1 KiB]</source>
        <translation> [Zeile bei %1 KiB abgeschnitten]</translation>
    </message>
    <message>
        <source>The server process reported an error: %1</source>
        <translation>Der Serverprozess hat einen Fehler gemeldet: %1</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: the working directory &apos;%2&apos; does not exist.</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: Das Arbeitsverzeichnis &apos;%2&apos; existiert nicht.</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: the program was not found.</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: Das Programm wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: it is a directory, not a program.</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: Es ist ein Verzeichnis, kein Programm.</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: permission denied (the file is not executable).</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: Zugriff verweigert (die Datei ist nicht ausführbar).</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>The server process exited with code %1.</source>
        <translation>Der Serverprozess hat sich mit Code %1 beendet.</translation>
    </message>
    <message>
        <source>The server process was killed (signal %1).</source>
        <translation>Der Serverprozess wurde zwangsweise beendet (Signal %1).</translation>
    </message>
    <message>
        <source>The server process was terminated (signal %1).</source>
        <translation>Der Serverprozess wurde beendet (Signal %1).</translation>
    </message>
    <message>
        <source>The server process crashed (signal %1).</source>
        <translation>Der Serverprozess ist abgestürzt (Signal %1).</translation>
    </message>
    <message>
        <source>Its last lines on stderr:</source>
        <translation>Seine letzten Zeilen auf stderr:</translation>
    </message>
    <message>
        <source>The server process was closed: it exited with code %1 at the end of its input.</source>
        <translation>Der Serverprozess wurde geschlossen: Er hat sich am Ende seiner Eingabe mit Code %1 beendet.</translation>
    </message>
    <message>
        <source>The server process was closed: it stopped when asked to terminate.</source>
        <translation>Der Serverprozess wurde geschlossen: Er hat sich auf Aufforderung beendet.</translation>
    </message>
    <message>
        <source>The server process was closed: it had to be killed after ignoring the end of its input and SIGTERM.</source>
        <translation>Der Serverprozess wurde geschlossen: Er musste zwangsweise beendet werden, nachdem er das Ende seiner Eingabe und SIGTERM ignoriert hatte.</translation>
    </message>
    <message>
        <source>Could not start &apos;%1&apos;: could not create its pipes (%2).</source>
        <translation>&apos;%1&apos; konnte nicht gestartet werden: Die Pipes dafür ließen sich nicht anlegen (%2).</translation>
    </message>
    <message>
        <source>Could not read the output of the server process: %1</source>
        <translation>Die Ausgabe des Serverprozesses konnte nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Der Screenshot konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>The demo call did not finish in time; no screenshot taken.</source>
        <translation>Der Demo-Aufruf wurde nicht rechtzeitig fertig; es wurde kein Screenshot erstellt.</translation>
    </message>
    <message>
        <source>Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the built-in demo endpoints, served on 127.0.0.1.</source>
        <translation>Erkundet und testet JSON-RPC-2.0-Endpunkte. Ohne Endpunkt startet es mit den eingebauten Demo-Endpunkten auf 127.0.0.1.</translation>
    </message>
    <message>
        <source>http://, https:// URL or stdio:COMMAND</source>
        <translation>http://- oder https://-URL oder stdio:COMMAND</translation>
    </message>
    <message>
        <source>After discovery and one demo call, save the window as a PNG file and quit.</source>
        <translation>Nach der Ermittlung der Methoden und einem Demo-Aufruf das Fenster als PNG-Datei speichern und beenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Could not start the demo endpoints: %1</source>
        <translation>Die Demo-Endpunkte konnten nicht gestartet werden: %1</translation>
    </message>
</context>
</TS>
