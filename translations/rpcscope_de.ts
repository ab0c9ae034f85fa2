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
        <translation>Leerer Body</translation>
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
        <source>The reply is not JSON.</source>
        <translation>Die Antwort ist kein JSON.</translation>
    </message>
    <message>
        <source>The key %1 occurs more than once in one object; the last one wins in most parsers.</source>
        <translation>Der Schlüssel %1 kommt in einem Objekt mehrfach vor; in den meisten Parsern gilt der letzte.</translation>
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
        <source>Unexpected argument: %1</source>
        <translation>Unerwartetes Argument: %1</translation>
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
    <message>
        <source>The text is not a JSON object.</source>
        <translation>Der Text ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not JSON (line %2, column %3): %4</source>
        <translation>%1 ist kein JSON (Zeile %2, Spalte %3): %4</translation>
    </message>
    <message>
        <source>%1: the table must be a JSON object.</source>
        <translation>%1: Die Tabelle muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>%1: &quot;dialect&quot; must be a non-empty string naming the table.</source>
        <translation>%1: &quot;dialect&quot; muss eine nicht leere Zeichenkette mit dem Namen der Tabelle sein.</translation>
    </message>
    <message>
        <source>%1: &quot;errors&quot; must be an array.</source>
        <translation>%1: &quot;errors&quot; muss ein Array sein.</translation>
    </message>
    <message>
        <source>%1: &quot;ranges&quot; must be an array.</source>
        <translation>%1: &quot;ranges&quot; muss ein Array sein.</translation>
    </message>
    <message>
        <source>%1: the table has neither &quot;errors&quot; nor &quot;ranges&quot;.</source>
        <translation>%1: Die Tabelle hat weder &quot;errors&quot; noch &quot;ranges&quot;.</translation>
    </message>
    <message>
        <source>%1: error %2 needs an integer &quot;code&quot;.</source>
        <translation>%1: Fehler %2 benötigt einen ganzzahligen &quot;code&quot;.</translation>
    </message>
    <message>
        <source>%1: error %2 needs a &quot;name&quot;.</source>
        <translation>%1: Fehler %2 benötigt einen &quot;name&quot;.</translation>
    </message>
    <message>
        <source>%1: range %2 needs integers &quot;from&quot; &lt;= &quot;to&quot;.</source>
        <translation>%1: Bereich %2 benötigt Ganzzahlen &quot;from&quot; &lt;= &quot;to&quot;.</translation>
    </message>
    <message>
        <source>%1: range %2 needs a &quot;name&quot;.</source>
        <translation>%1: Bereich %2 benötigt einen &quot;name&quot;.</translation>
    </message>
    <message>
        <source>The result has no cursor for a next page.</source>
        <translation>Das Ergebnis enthält keinen Cursor für eine nächste Seite.</translation>
    </message>
    <message>
        <source>The next page needs the request that was sent as one JSON object (not a batch).</source>
        <translation>Für die nächste Seite muss die gesendete Anfrage ein einzelnes JSON-Objekt sein (kein Batch).</translation>
    </message>
    <message>
        <source>The request passes its params by position, so there is no place for a cursor.</source>
        <translation>Die Anfrage übergibt ihre params nach Position, daher gibt es keinen Platz für einen Cursor.</translation>
    </message>
    <message>
        <source>Parameter “%1” is documented but the server does not declare it.</source>
        <translation>Parameter „%1“ ist dokumentiert, wird aber vom Server nicht deklariert.</translation>
    </message>
    <message>
        <source>Parameter “%1” is required in the document but optional on the server.</source>
        <translation>Parameter „%1“ ist im Dokument erforderlich, auf dem Server aber optional.</translation>
    </message>
    <message>
        <source>Parameter “%1” is optional in the document but required on the server.</source>
        <translation>Parameter „%1“ ist im Dokument optional, auf dem Server aber erforderlich.</translation>
    </message>
    <message>
        <source>Parameter “%1” is declared by the server but not documented.</source>
        <translation>Parameter „%1“ wird vom Server deklariert, ist aber nicht dokumentiert.</translation>
    </message>
    <message>
        <source>The parameters are declared in a different order.</source>
        <translation>Die Parameter sind in einer anderen Reihenfolge deklariert.</translation>
    </message>
    <message>
        <source>The document at %1 is empty.</source>
        <translation>Das Dokument unter %1 ist leer.</translation>
    </message>
    <message>
        <source>The document at %1 is not valid JSON (line %2, column %3): %4</source>
        <extracomment>%1 is a file or URL, %2 and %3 line and column, %4 the parser&apos;s reason</extracomment>
        <translation>Das Dokument unter %1 ist kein gültiges JSON (Zeile %2, Spalte %3): %4</translation>
    </message>
    <message>
        <source>The document at %1 is not an OpenRPC document: it has no “methods” list.</source>
        <translation>Das Dokument unter %1 ist kein OpenRPC-Dokument: Es enthält keine Liste „methods“.</translation>
    </message>
    <message>
        <source>There is no file %1.</source>
        <translation>Die Datei %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a document.</source>
        <translation>%1 ist ein Ordner, kein Dokument.</translation>
    </message>
    <message>
        <source>%1 is too large for an OpenRPC document (%2 MB).</source>
        <translation>%1 ist zu groß für ein OpenRPC-Dokument (%2 MB).</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Replaced by another load.</source>
        <translation>Durch einen anderen Ladevorgang ersetzt.</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 seconds.</source>
        <translation>%1 hat nicht innerhalb von %2 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>Could not fetch %1: %2</source>
        <translation>%1 konnte nicht abgerufen werden: %2</translation>
    </message>
    <message>
        <source>Could not fetch %1: the server answered %2 %3.</source>
        <extracomment>%2 is the HTTP status code, %3 its reason phrase</extracomment>
        <translation>%1 konnte nicht abgerufen werden: Der Server hat mit %2 %3 geantwortet.</translation>
    </message>
    <message>
        <source>The schema is not valid JSON: edit as JSON.</source>
        <translation>Das Schema ist kein gültiges JSON: Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>Cannot resolve %1: edit as JSON.</source>
        <translation>%1 kann nicht aufgelöst werden: Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>Recursive (%1): edit as JSON.</source>
        <translation>Rekursiv (%1): Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>Nested too deeply for a form: edit as JSON.</source>
        <translation>Für ein Formular zu tief verschachtelt: Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>The schema is too large for a form: edit as JSON.</source>
        <translation>Das Schema ist für ein Formular zu groß: Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>The parameter schema is not a JSON object.</source>
        <translation>Das Parameterschema ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The parameter schema does not describe an object.</source>
        <translation>Das Parameterschema beschreibt kein Objekt.</translation>
    </message>
    <message>
        <source>The parameter list is not a JSON array.</source>
        <translation>Die Parameterliste ist kein JSON-Array.</translation>
    </message>
    <message>
        <source>parameter %1</source>
        <translation>Parameter %1</translation>
    </message>
    <message>
        <source>Expected %1, found %2.</source>
        <translation>Erwartet: %1, gefunden: %2.</translation>
    </message>
    <message>
        <source>Must be %1.</source>
        <translation>Muss %1 sein.</translation>
    </message>
    <message>
        <source>Must be one of %1.</source>
        <translation>Muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>Matches none of the alternatives (%1).</source>
        <translation>Passt zu keiner der Alternativen (%1).</translation>
    </message>
    <message>
        <source>Must be greater than %1.</source>
        <translation>Muss größer als %1 sein.</translation>
    </message>
    <message>
        <source>Must be at least %1.</source>
        <translation>Muss mindestens %1 sein.</translation>
    </message>
    <message>
        <source>Must be less than %1.</source>
        <translation>Muss kleiner als %1 sein.</translation>
    </message>
    <message>
        <source>Must be at most %1.</source>
        <translation>Muss höchstens %1 sein.</translation>
    </message>
    <message numerus="yes">
        <source>At least %n character(s).</source>
        <translation>
            <numerusform>Mindestens %n Zeichen.</numerusform>
            <numerusform>Mindestens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n character(s).</source>
        <translation>
            <numerusform>Höchstens %n Zeichen.</numerusform>
            <numerusform>Höchstens %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Does not match the pattern %1.</source>
        <translation>Entspricht nicht dem Muster %1.</translation>
    </message>
    <message numerus="yes">
        <source>At least %n item(s).</source>
        <translation>
            <numerusform>Mindestens %n Element.</numerusform>
            <numerusform>Mindestens %n Elemente.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At most %n item(s).</source>
        <translation>
            <numerusform>Höchstens %n Element.</numerusform>
            <numerusform>Höchstens %n Elemente.</numerusform>
        </translation>
    </message>
    <message>
        <source>Required, but missing.</source>
        <translation>Erforderlich, fehlt aber.</translation>
    </message>
    <message>
        <source>Not a member the schema allows.</source>
        <translation>Kein Feld, das das Schema erlaubt.</translation>
    </message>
    <message>
        <source>Not a JSON value.</source>
        <translation>Kein JSON-Wert.</translation>
    </message>
    <message>
        <source>Line %1, %2: %3</source>
        <translation>Zeile %1, %2: %3</translation>
    </message>
    <message>
        <source>the member &quot;%1&quot; is missing</source>
        <translation>das Feld &quot;%1&quot; fehlt</translation>
    </message>
    <message>
        <source>expected %1</source>
        <translation>%1 erwartet</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>expected [&quot;Name&quot;, &quot;value&quot;]</source>
        <translation>[&quot;Name&quot;, &quot;value&quot;] erwartet</translation>
    </message>
    <message>
        <source>expected none, bearer, basic or header</source>
        <translation>none, bearer, basic oder header erwartet</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>This is not an RpcScope workspace file.</source>
        <translation>Dies ist keine RpcScope-Arbeitsbereichsdatei.</translation>
    </message>
    <message>
        <source>The workspace was written by a newer RpcScope (format version %1); this version reads version %2 and leaves the file as it is.</source>
        <translation>Der Arbeitsbereich wurde von einer neueren RpcScope-Version geschrieben (Formatversion %1); diese Version liest Version %2 und lässt die Datei unverändert.</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>ein Objekt erwartet</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>eine Zeichenkette erwartet</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>expected a whole number from %1 to %2</source>
        <translation>erwartet wurde eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>The event&apos;s data passed %1 bytes and was dropped.</source>
        <translation>Die Daten des Ereignisses überschritten %1 Bytes und wurden verworfen.</translation>
    </message>
    <message>
        <source>The stream ended in the middle of this event (no blank line closed it).</source>
        <translation>Der Stream endete mitten in diesem Ereignis (keine Leerzeile hat es abgeschlossen).</translation>
    </message>
    <message>
        <source>An id field was ignored: an id must not contain a NUL character.</source>
        <translation>Ein id-Feld wurde ignoriert: Eine id darf kein NUL-Zeichen enthalten.</translation>
    </message>
    <message>
        <source>A retry field was ignored: &quot;%1&quot; is not a number of milliseconds.</source>
        <translation>Ein retry-Feld wurde ignoriert: &quot;%1&quot; ist keine Anzahl von Millisekunden.</translation>
    </message>
    <message>
        <source>A line was ignored: &quot;%1&quot; is not a field of an event stream (data, event, id, retry).</source>
        <translation>Eine Zeile wurde ignoriert: &quot;%1&quot; ist kein Feld eines Ereignisstreams (data, event, id, retry).</translation>
    </message>
    <message>
        <source>The answer to initialize has no protocolVersion: it is not an MCP server.</source>
        <translation>Die Antwort auf initialize enthält keine protocolVersion: Es ist kein MCP-Server.</translation>
    </message>
    <message>
        <source>%1: the result has no &quot;%2&quot; array.</source>
        <translation>%1: Das Ergebnis enthält kein &quot;%2&quot;-Array.</translation>
    </message>
    <message numerus="yes">
        <source>%1: the server&apos;s cursor never ends (stopped after %n page(s)).</source>
        <translation>
            <numerusform>%1: Der Cursor des Servers endet nie (nach %n Seite abgebrochen).</numerusform>
            <numerusform>%1: Der Cursor des Servers endet nie (nach %n Seiten abgebrochen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[image %1, %n byte(s)]</source>
        <translation>
            <numerusform>[Bild %1, %n Byte]</numerusform>
            <numerusform>[Bild %1, %n Bytes]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[audio %1, %n byte(s)]</source>
        <translation>
            <numerusform>[Audio %1, %n Byte]</numerusform>
            <numerusform>[Audio %1, %n Bytes]</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[resource %1 %2, %n byte(s)]</source>
        <translation>
            <numerusform>[Ressource %1 %2, %n Byte]</numerusform>
            <numerusform>[Ressource %1 %2, %n Bytes]</numerusform>
        </translation>
    </message>
    <message>
        <source>[resource %1 %2]</source>
        <translation>[Ressource %1 %2]</translation>
    </message>
    <message>
        <source>[resource link %1]</source>
        <translation>[Ressourcenlink %1]</translation>
    </message>
    <message>
        <source>[%1 content]</source>
        <translation>[%1-Inhalt]</translation>
    </message>
    <message>
        <source>The tool result is not an object.</source>
        <translation>Das Tool-Ergebnis ist kein Objekt.</translation>
    </message>
    <message>
        <source>The tool result has no content array.</source>
        <translation>Das Tool-Ergebnis enthält kein content-Array.</translation>
    </message>
    <message>
        <source>The tool declares an outputSchema but the result has no structuredContent.</source>
        <translation>Das Tool deklariert ein outputSchema, aber das Ergebnis enthält kein structuredContent.</translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(keine Methode)</translation>
    </message>
    <message>
        <source>The HTTP exchanges of an RpcScope session, one curl command each, in recorded order.</source>
        <translation>Die HTTP-Aufrufe einer RpcScope-Sitzung, je ein curl-Befehl, in aufgezeichneter Reihenfolge.</translation>
    </message>
    <message>
        <source>Secrets are placeholders such as {{redacted:bearer}}: put the real values in before running.</source>
        <translation>Geheimnisse sind Platzhalter wie {{redacted:bearer}}: Setzen Sie vor dem Ausführen die echten Werte ein.</translation>
    </message>
    <message>
        <source>Line %1 starts with neither &quot;&gt;&gt;&quot;, &quot;&lt;&lt;&quot; nor &quot;//&quot;.</source>
        <translation>Zeile %1 beginnt weder mit &quot;&gt;&gt;&quot; noch mit &quot;&lt;&lt;&quot; noch mit &quot;//&quot;.</translation>
    </message>
    <message>
        <source>Line %1 does not hold one line of JSON.</source>
        <translation>Zeile %1 enthält nicht genau eine Zeile JSON.</translation>
    </message>
    <message>
        <source>Line %1 is a second response to the same request.</source>
        <translation>Zeile %1 ist eine zweite Antwort auf dieselbe Anfrage.</translation>
    </message>
    <message>
        <source>Line %1 is a response with no request before it.</source>
        <translation>Zeile %1 ist eine Antwort ohne vorangehende Anfrage.</translation>
    </message>
    <message>
        <source>Line %1 is cut off (the recording was interrupted) and was skipped.</source>
        <translation>Zeile %1 ist abgeschnitten (die Aufzeichnung wurde unterbrochen) und wurde übersprungen.</translation>
    </message>
    <message>
        <source>Line %1 is damaged and was skipped: %2</source>
        <translation>Zeile %1 ist beschädigt und wurde übersprungen: %2</translation>
    </message>
    <message>
        <source>not valid JSON (%1)</source>
        <translation>kein gültiges JSON (%1)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>unknown line type &quot;%1&quot;</source>
        <translation>unbekannter Zeilentyp &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no valid &quot;seq&quot;</source>
        <translation>kein gültiges &quot;seq&quot;</translation>
    </message>
    <message>
        <source>no valid &quot;epochMs&quot;</source>
        <translation>kein gültiges &quot;epochMs&quot;</translation>
    </message>
    <message>
        <source>%1 is empty: it is not a session file.</source>
        <translation>%1 ist leer: Es ist keine Sitzungsdatei.</translation>
    </message>
    <message>
        <source>%1 changed since it was opened.</source>
        <translation>%1 wurde seit dem Öffnen geändert.</translation>
    </message>
    <message>
        <source>This is not an RpcScope session file (its first line is no session header).</source>
        <translation>Dies ist keine RpcScope-Sitzungsdatei (ihre erste Zeile ist kein Sitzungsheader).</translation>
    </message>
    <message>
        <source>The session header has no valid format version.</source>
        <translation>Der Sitzungsheader enthält keine gültige Formatversion.</translation>
    </message>
    <message>
        <source>This session was written in format version %1 (by %2); this RpcScope reads version %3 and older. Update RpcScope to open it.</source>
        <translation>Diese Sitzung wurde in Formatversion %1 (von %2) geschrieben; diese RpcScope-Version liest Version %3 und älter. Aktualisieren Sie RpcScope, um sie zu öffnen.</translation>
    </message>
    <message>
        <source>a newer RpcScope</source>
        <translation>einem neueren RpcScope</translation>
    </message>
    <message>
        <source>not valid JSON (%1); the line may be cut off</source>
        <translation>kein gültiges JSON (%1); die Zeile ist möglicherweise abgeschnitten</translation>
    </message>
    <message>
        <source>damaged base64 in &quot;messageBase64&quot;</source>
        <translation>beschädigtes Base64 in &quot;messageBase64&quot;</translation>
    </message>
    <message>
        <source>damaged base64 in &quot;requestBase64&quot;</source>
        <translation>beschädigtes Base64 in &quot;requestBase64&quot;</translation>
    </message>
    <message>
        <source>damaged base64 in &quot;bodyBase64&quot;</source>
        <translation>beschädigtes Base64 in &quot;bodyBase64&quot;</translation>
    </message>
    <message>
        <source>damaged base64 in a notification</source>
        <translation>beschädigtes Base64 in einer Benachrichtigung</translation>
    </message>
    <message>
        <source>Cannot open the session %1: %2</source>
        <translation>Die Sitzung %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot record to %1: %2</source>
        <translation>In %1 kann nicht aufgezeichnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot write to the session %1: %2</source>
        <translation>In die Sitzung %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot create the session %1: %2</source>
        <translation>Die Sitzung %1 kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>No session file is open.</source>
        <translation>Es ist keine Sitzungsdatei geöffnet.</translation>
    </message>
    <message>
        <source>The pattern &quot;%1&quot; is not a valid regular expression: %2 (at offset %3).</source>
        <translation>Das Muster &quot;%1&quot; ist kein gültiger regulärer Ausdruck: %2 (bei Position %3).</translation>
    </message>
    <message>
        <source>A JSON path starts with $ (for example $.result.id), not &quot;%1&quot;.</source>
        <translation>Ein JSON-Pfad beginnt mit $ (zum Beispiel $.result.id), nicht mit &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Recursive descent (..) at column %1 is not supported; name each step.</source>
        <translation>Rekursiver Abstieg (..) in Spalte %1 wird nicht unterstützt; benennen Sie jeden Schritt.</translation>
    </message>
    <message>
        <source>A member name is missing after the dot at column %1.</source>
        <translation>Nach dem Punkt in Spalte %1 fehlt ein Feldname.</translation>
    </message>
    <message>
        <source>The bracket at column %1 is not closed.</source>
        <translation>Die Klammer in Spalte %1 ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>The quoted name that starts at column %1 is not closed.</source>
        <translation>Der Name in Anführungszeichen, der in Spalte %1 beginnt, ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>[%1] at column %2: an index is a number from 0, * or a quoted name.</source>
        <translation>[%1] in Spalte %2: Ein Index ist eine Zahl ab 0, * oder ein Name in Anführungszeichen.</translation>
    </message>
    <message>
        <source>Unexpected &quot;%1&quot; at column %2: a step starts with . or [.</source>
        <translation>Unerwartetes &quot;%1&quot; in Spalte %2: Ein Schritt beginnt mit . oder [.</translation>
    </message>
    <message numerus="yes">
        <source>Nothing came back; the recording holds an answer of %n byte(s).</source>
        <translation>
            <numerusform>Nichts kam zurück; die Aufzeichnung enthält eine Antwort von %n Byte.</numerusform>
            <numerusform>Nichts kam zurück; die Aufzeichnung enthält eine Antwort von %n Bytes.</numerusform>
        </translation>
    </message>
    <message>
        <source>the outcome was %1</source>
        <translation>die Ergebnisart war %1</translation>
    </message>
    <message>
        <source>the error code was %1</source>
        <translation>der Fehlercode war %1</translation>
    </message>
    <message>
        <source>no response was an error (outcome %1)</source>
        <translation>keine Antwort war ein Fehler (Ergebnisart %1)</translation>
    </message>
    <message>
        <source>no HTTP status arrived</source>
        <translation>es kam kein HTTP-Status an</translation>
    </message>
    <message>
        <source>the HTTP status was %1</source>
        <translation>der HTTP-Status war %1</translation>
    </message>
    <message>
        <source>it took %1 ms</source>
        <translation>es dauerte %1 ms</translation>
    </message>
    <message>
        <source>found %1</source>
        <translation>%1 gefunden</translation>
    </message>
    <message>
        <source>the path %1 does not parse: %2</source>
        <translation>der Pfad %1 lässt sich nicht parsen: %2</translation>
    </message>
    <message>
        <source>the answer is not JSON</source>
        <translation>die Antwort ist kein JSON</translation>
    </message>
    <message>
        <source>nothing is at %1</source>
        <translation>bei %1 ist nichts vorhanden</translation>
    </message>
    <message>
        <source>the expected value is not JSON: %1</source>
        <translation>der erwartete Wert ist kein JSON: %1</translation>
    </message>
    <message>
        <source>the value was %1</source>
        <translation>der Wert war %1</translation>
    </message>
    <message>
        <source>the regular expression does not compile: %1</source>
        <translation>der reguläre Ausdruck lässt sich nicht kompilieren: %1</translation>
    </message>
    <message>
        <source>the schema is not JSON: %1</source>
        <translation>das Schema ist kein JSON: %1</translation>
    </message>
    <message>
        <source>the schema is not an object</source>
        <translation>das Schema ist kein Objekt</translation>
    </message>
    <message>
        <source>the schema does not compile</source>
        <translation>das Schema lässt sich nicht kompilieren</translation>
    </message>
    <message>
        <source>expected a whole number</source>
        <translation>ganze Zahl erwartet</translation>
    </message>
    <message>
        <source>expected outcome, error-code, http-status, exists, equals, matches, schema, no-findings or duration-below</source>
        <translation>outcome, error-code, http-status, exists, equals, matches, schema, no-findings oder duration-below erwartet</translation>
    </message>
    <message>
        <source>expected a JSON Schema object</source>
        <translation>JSON-Schema-Objekt erwartet</translation>
    </message>
    <message>
        <source>folders are nested too deeply</source>
        <translation>Ordner sind zu tief verschachtelt</translation>
    </message>
    <message>
        <source>expected folder or request</source>
        <translation>folder oder request erwartet</translation>
    </message>
    <message>
        <source>This is not an RpcScope collection file.</source>
        <translation>Dies ist keine RpcScope-Sammlungsdatei.</translation>
    </message>
    <message>
        <source>The collection was written by a newer RpcScope (format version %1); this version reads version %2 and leaves the file as it is.</source>
        <translation>Die Sammlung wurde von einem neueren RpcScope geschrieben (Formatversion %1); diese Version liest Version %2 und lässt die Datei unverändert.</translation>
    </message>
    <message>
        <source>This is not an OpenRPC document: it has no methods array.</source>
        <translation>Dies ist kein OpenRPC-Dokument: Es enthält kein methods-Array.</translation>
    </message>
    <message>
        <source>This is not a Postman collection (v2.1): it has no info and item members.</source>
        <translation>Dies ist keine Postman-Sammlung (v2.1): Sie enthält keine Felder info und item.</translation>
    </message>
    <message>
        <source>The command line is empty.</source>
        <translation>Die Befehlszeile ist leer.</translation>
    </message>
    <message>
        <source>This is not a curl command line.</source>
        <translation>Dies ist keine curl-Befehlszeile.</translation>
    </message>
    <message>
        <source>%1 needs a value.</source>
        <translation>%1 benötigt einen Wert.</translation>
    </message>
    <message>
        <source>%1 reads the body from a file (%2); paste the body instead.</source>
        <translation>%1 liest den Body aus einer Datei (%2); fügen Sie stattdessen den Body ein.</translation>
    </message>
    <message>
        <source>The curl command line names no URL.</source>
        <translation>Die curl-Befehlszeile nennt keine URL.</translation>
    </message>
    <message>
        <source>Only a POST with a body is a JSON-RPC request.</source>
        <translation>Nur ein POST mit Body ist eine JSON-RPC-Anfrage.</translation>
    </message>
    <message>
        <source>This is not an MCP configuration: it has no mcpServers object.</source>
        <translation>Dies ist keine MCP-Konfiguration: Sie enthält kein mcpServers-Objekt.</translation>
    </message>
    <message>
        <source>The server &quot;%1&quot; is not an object.</source>
        <translation>Der Server &quot;%1&quot; ist kein Objekt.</translation>
    </message>
    <message>
        <source>A run is already going on.</source>
        <translation>Es läuft bereits ein Durchlauf.</translation>
    </message>
    <message>
        <source>The collection has no environment &quot;%1&quot;.</source>
        <translation>Die Sammlung hat keine Umgebung &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The collection has no environment &quot;%1&quot; (it has: %2).</source>
        <translation>Die Sammlung hat keine Umgebung &quot;%1&quot; (vorhanden: %2).</translation>
    </message>
    <message>
        <source>The collection has no folder &quot;%1&quot;.</source>
        <translation>Die Sammlung hat keinen Ordner &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>endpoint: %1</source>
        <translation>Endpunkt: %1</translation>
    </message>
    <message>
        <source>The request has no endpoint.</source>
        <translation>Die Anfrage hat keinen Endpunkt.</translation>
    </message>
    <message>
        <source>CSRF fetch: %1</source>
        <translation>CSRF-Abruf: %1</translation>
    </message>
    <message>
        <source>CSRF fetch: nothing is at %1 in the answer.</source>
        <translation>CSRF-Abruf: In der Antwort ist bei %1 nichts vorhanden.</translation>
    </message>
    <message>
        <source>CSRF path %1: %2</source>
        <translation>CSRF-Pfad %1: %2</translation>
    </message>
    <message>
        <source>auth recipe: %1</source>
        <translation>Authentifizierungsrezept: %1</translation>
    </message>
    <message>
        <source>login: %1</source>
        <translation>Anmeldung: %1</translation>
    </message>
    <message>
        <source>login result path %1: %2</source>
        <translation>Pfad des Anmeldeergebnisses %1: %2</translation>
    </message>
    <message>
        <source>login: nothing is at %1 in the answer (outcome %2).</source>
        <translation>Anmeldung: In der Antwort ist bei %1 nichts vorhanden (Ergebnisart %2).</translation>
    </message>
    <message>
        <source>The token-param auth recipe needs params by position (a JSON array).</source>
        <translation>Das Authentifizierungsrezept token-param benötigt params nach Position (ein JSON-Array).</translation>
    </message>
    <message>
        <source>header %1: %2</source>
        <translation>Header %1: %2</translation>
    </message>
    <message>
        <source>auth: %1</source>
        <translation>Authentifizierung: %1</translation>
    </message>
    <message>
        <source>params: %1</source>
        <translation>params: %1</translation>
    </message>
    <message>
        <source>body: %1</source>
        <translation>Body: %1</translation>
    </message>
    <message>
        <source>body: a batch must be a JSON array of requests.</source>
        <translation>Body: Ein Batch muss ein JSON-Array von Anfragen sein.</translation>
    </message>
    <message>
        <source>  (logged in again)</source>
        <translation>  (erneut angemeldet)</translation>
    </message>
    <message>
        <source>set the environment variable %1</source>
        <translation>Setzen Sie die Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; refers to itself.</source>
        <translation>Die Variable &quot;%1&quot; verweist auf sich selbst.</translation>
    </message>
    <message>
        <source>The variables %1 refer to each other in a circle.</source>
        <translation>Die Variablen %1 verweisen im Kreis aufeinander.</translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; is nested too deeply.</source>
        <translation>Die Variable &quot;%1&quot; ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>The secret &quot;%1&quot; has no value: %2.</source>
        <translation>Das Geheimnis &quot;%1&quot; hat keinen Wert: %2.</translation>
    </message>
    <message>
        <source>The secret &quot;%1&quot; has no value.</source>
        <translation>Das Geheimnis &quot;%1&quot; hat keinen Wert.</translation>
    </message>
    <message>
        <source>Answer as a newer release would: text.stats also counts sentences (to try replay against a changed server).</source>
        <translation>Antworten wie eine neuere Version: text.stats zählt auch Sätze (um die Wiederholung gegen einen geänderten Server zu testen).</translation>
    </message>
    <message>
        <source>damaged base64 in a stream event</source>
        <translation>beschädigtes Base64 in einem Stream-Ereignis</translation>
    </message>
    <message>
        <source>the schema does not compile: %1</source>
        <translation>das Schema lässt sich nicht kompilieren: %1</translation>
    </message>
    <message>
        <source>the schema does not compile: %1: %2</source>
        <translation>das Schema lässt sich nicht kompilieren: %1: %2</translation>
    </message>
    <message>
        <source>expected a version number such as 1 or 1.2</source>
        <translation>Versionsnummer wie 1 oder 1.2 erwartet</translation>
    </message>
    <message>
        <source>%1: %2 became the secret variable {{%3}}; its value was not kept. Give it in %4 or the keychain.</source>
        <translation>%1: %2 wurde zur geheimen Variable {{%3}}; der Wert wurde nicht übernommen. Geben Sie ihn über %4 oder den Schlüsselbund an.</translation>
    </message>
    <message>
        <source>%1: the variable {{%2}} holds %3, so it is secret now; its value was not kept. Give it in %4 or the keychain.</source>
        <translation>%1: Die Variable {{%2}} ist jetzt geheim, da %3 darin steht; ihr Wert wurde nicht übernommen. Geben Sie ihn über %4 oder den Schlüsselbund an.</translation>
    </message>
    <message>
        <source>the %1 header</source>
        <translation>der Header %1</translation>
    </message>
    <message>
        <source>a credential of the URL</source>
        <translation>ein Teil der Zugangsdaten der URL</translation>
    </message>
    <message>
        <source>the password in the URL</source>
        <translation>das Passwort in der URL</translation>
    </message>
    <message>
        <source>the user part of the URL</source>
        <translation>der Benutzerteil der URL</translation>
    </message>
    <message>
        <source>the URL parameter %1</source>
        <translation>der URL-Parameter %1</translation>
    </message>
    <message>
        <source>the bearer token</source>
        <translation>der Bearer-Token</translation>
    </message>
    <message>
        <source>the basic auth password</source>
        <translation>das Passwort der Basic-Authentifizierung</translation>
    </message>
    <message>
        <source>the API key</source>
        <translation>der API-Schlüssel</translation>
    </message>
    <message>
        <source>%1: an API key in the query has no auth recipe; add %2=%3 to the endpoint.</source>
        <translation>%1: Für einen API-Schlüssel im Query-String gibt es kein Authentifizierungsrezept; fügen Sie %2=%3 zum Endpunkt hinzu.</translation>
    </message>
    <message>
        <source>%1: Postman&apos;s %2 auth has no recipe here and was left out.</source>
        <translation>%1: Für die %2-Authentifizierung von Postman gibt es hier kein Rezept; sie wurde ausgelassen.</translation>
    </message>
    <message>
        <source>The variable {{%1}} is secret: its value was not kept. Give it in %2 or the keychain.</source>
        <translation>Die Variable {{%1}} ist geheim; ihr Wert wurde nicht übernommen. Geben Sie ihn über %2 oder den Schlüsselbund an.</translation>
    </message>
    <message>
        <source>the collection</source>
        <translation>die Sammlung</translation>
    </message>
    <message>
        <source>the curl command</source>
        <translation>der curl-Befehl</translation>
    </message>
    <message>
        <source>the password of -u</source>
        <translation>das Passwort von -u</translation>
    </message>
    <message>
        <source>a schema must be an object or true or false</source>
        <translation>ein Schema muss ein Objekt, true oder false sein</translation>
    </message>
    <message>
        <source>the schema is nested too deeply</source>
        <translation>das Schema ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>expected a non-empty array of schemas</source>
        <translation>nicht leeres Array von Schemas erwartet</translation>
    </message>
    <message>
        <source>expected an array of schemas</source>
        <translation>Array von Schemas erwartet</translation>
    </message>
    <message>
        <source>expected an object of schemas</source>
        <translation>Objekt mit Schemas erwartet</translation>
    </message>
    <message>
        <source>the key is no regular expression: %1</source>
        <translation>der Schlüssel ist kein regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>expected an array of strings</source>
        <translation>Array von Zeichenketten erwartet</translation>
    </message>
    <message>
        <source>expected one of null, boolean, object, array, number, string, integer</source>
        <translation>einer der Werte null, boolean, object, array, number, string, integer erwartet</translation>
    </message>
    <message>
        <source>expected a type name or a non-empty array of type names</source>
        <translation>Typname oder nicht leeres Array von Typnamen erwartet</translation>
    </message>
    <message>
        <source>expected an array of values</source>
        <translation>Array von Werten erwartet</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>Zahl erwartet</translation>
    </message>
    <message>
        <source>expected a number above 0</source>
        <translation>Zahl größer als 0 erwartet</translation>
    </message>
    <message>
        <source>expected a whole number from 0</source>
        <translation>ganze Zahl ab 0 erwartet</translation>
    </message>
    <message>
        <source>expected true or false</source>
        <translation>true oder false erwartet</translation>
    </message>
    <message>
        <source>no regular expression: %1</source>
        <translation>kein regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>expected an object of string arrays</source>
        <translation>Objekt mit Zeichenketten-Arrays erwartet</translation>
    </message>
    <message>
        <source>%1 points at nothing in the schema</source>
        <translation>%1 verweist auf nichts im Schema</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use sse+http://HOST[:PORT]/PATH or sse+https://… for the URL of an HTTP+SSE event stream.</source>
        <translation>„%1“ ist kein Endpunkt: Verwenden Sie sse+http://HOST[:PORT]/PFAD oder sse+https://… für die URL eines HTTP+SSE-Ereignisstroms.</translation>
    </message>
    <message>
        <source>%1 cannot be resolved: only references into the schema itself (#/…) are supported</source>
        <translation>%1 lässt sich nicht auflösen: Nur Verweise in das Schema selbst (#/…) werden unterstützt</translation>
    </message>
    <message>
        <source>The variable &quot;%1&quot; is not defined (give it with %2, in an environment or in the collection).</source>
        <translation>Die Variable &quot;%1&quot; ist nicht definiert (legen Sie sie mit %2, in einer Umgebung oder in der Sammlung fest).</translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is required, but the request has none.</source>
        <translation>Der Parameter &quot;%1&quot; ist erforderlich, aber die Anfrage hat keine Parameter.</translation>
    </message>
    <message>
        <source>The method documents no params.</source>
        <translation>Die Methode dokumentiert keine Parameter.</translation>
    </message>
    <message>
        <source>The parameter &quot;%1&quot; is required, but missing.</source>
        <translation>Der Parameter &quot;%1&quot; ist erforderlich, fehlt aber.</translation>
    </message>
    <message>
        <source>Not a parameter the method documents.</source>
        <translation>Kein Parameter, den die Methode dokumentiert.</translation>
    </message>
    <message numerus="yes">
        <source>The method documents %n parameter(s).</source>
        <translation>
            <numerusform>Die Methode dokumentiert %n Parameter.</numerusform>
            <numerusform>Die Methode dokumentiert %n Parameter.</numerusform>
        </translation>
    </message>
    <message>
        <source>The method takes its params by position: an array.</source>
        <translation>Die Methode erwartet ihre Parameter nach Position: ein Array.</translation>
    </message>
    <message>
        <source>The method takes its params by name: an object.</source>
        <translation>Die Methode erwartet ihre Parameter nach Namen: ein Objekt.</translation>
    </message>
    <message>
        <source>HTTP %1 with an empty body.</source>
        <translation>HTTP %1 mit leerem Body.</translation>
    </message>
    <message>
        <source>HTTP %1 with %2.</source>
        <translation>HTTP %1 mit %2.</translation>
    </message>
    <message>
        <source>HTTP %1 without a JSON-RPC envelope.</source>
        <translation>HTTP %1 ohne JSON-RPC-Envelope.</translation>
    </message>
    <message>
        <source>A JSON-RPC envelope came with HTTP %1.</source>
        <translation>Ein JSON-RPC-Envelope kam mit HTTP %1.</translation>
    </message>
    <message>
        <source>Response %1 reports a parse error (-32700) but names the id %2.</source>
        <translation>Antwort %1 meldet einen Parse-Fehler (-32700), nennt aber die id %2.</translation>
    </message>
    <message>
        <source>A parse error (-32700) names an id: a server that could not parse the request cannot know it, and JSON-RPC 2.0 wants null there.</source>
        <translation>Ein Parse-Fehler (-32700) nennt eine id: Ein Server, der die Anfrage nicht parsen konnte, kann sie nicht kennen, und JSON-RPC 2.0 verlangt dort null.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an endpoint: use http://HOST[:PORT]/PATH, https://…, ws://…, wss://…, sse+http://… (MCP&apos;s HTTP+SSE), tcp://HOST:PORT, tls+tcp://…, unix:PATH or stdio:COMMAND.</source>
        <translation>„%1“ ist kein Endpunkt: Verwenden Sie http://HOST[:PORT]/PFAD, https://…, ws://…, wss://…, sse+http://… (HTTP+SSE von MCP), tcp://HOST:PORT, tls+tcp://…, unix:PFAD oder stdio:BEFEHL.</translation>
    </message>
    <message>
        <source>A value of %1 was skipped: it exceeds the message size limit of %2.</source>
        <translation>Ein Wert von %1 wurde übersprungen: Er überschreitet die Nachrichtengrenze von %2.</translation>
    </message>
    <message>
        <source>%1 between values began no JSON object or array and were skipped: %2</source>
        <translation>%1 zwischen Werten begannen kein JSON-Objekt und kein Array und wurden übersprungen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>An empty message cannot be sent as a stream of JSON values: the receiver skips whitespace between values.</source>
        <translation>Eine leere Nachricht kann nicht als Folge von JSON-Werten gesendet werden: Der Empfänger überspringt Leerraum zwischen Werten.</translation>
    </message>
    <message>
        <source>While request %1 was open the server sent a request of its own (%2) with the same id.</source>
        <translation>Während Anfrage %1 offen war, sandte der Server eine eigene Anfrage (%2) mit derselben ID.</translation>
    </message>
    <message>
        <source>Server not initialized</source>
        <translation>Server nicht initialisiert</translation>
    </message>
    <message>
        <source>Unknown error code</source>
        <translation>Unbekannter Fehlercode</translation>
    </message>
    <message>
        <source>Request failed</source>
        <translation>Anfrage fehlgeschlagen</translation>
    </message>
    <message>
        <source>Server cancelled</source>
        <translation>Vom Server abgebrochen</translation>
    </message>
    <message>
        <source>Content modified</source>
        <translation>Inhalt geändert</translation>
    </message>
    <message>
        <source>Request cancelled</source>
        <translation>Anfrage abgebrochen</translation>
    </message>
    <message>
        <source>The server sent a request with the id of a request of ours that was still open: legal (each side numbers its own requests), but a client that matches by id alone mixes them up.</source>
        <translation>Der Server sandte eine Anfrage mit der ID einer noch offenen Anfrage von uns: erlaubt (jede Seite nummeriert ihre eigenen Anfragen), aber ein Client, der nur nach der ID zuordnet, verwechselt sie.</translation>
    </message>
    <message>
        <source>Asks the server to shut down; exit follows</source>
        <translation>Bittet den Server, sich zu beenden; exit folgt</translation>
    </message>
    <message>
        <source>Tells the server to exit (after shutdown)</source>
        <translation>Sagt dem Server, dass er sich beenden soll (nach shutdown)</translation>
    </message>
    <message>
        <source>Where the symbol at a position is declared</source>
        <translation>Wo das Symbol an einer Position deklariert ist</translation>
    </message>
    <message>
        <source>Where the symbol at a position is defined</source>
        <translation>Wo das Symbol an einer Position definiert ist</translation>
    </message>
    <message>
        <source>Where the type of the symbol at a position is defined</source>
        <translation>Wo der Typ des Symbols an einer Position definiert ist</translation>
    </message>
    <message>
        <source>Where the symbol at a position is implemented</source>
        <translation>Wo das Symbol an einer Position implementiert ist</translation>
    </message>
    <message>
        <source>Every reference to the symbol at a position</source>
        <translation>Jede Referenz auf das Symbol an einer Position</translation>
    </message>
    <message>
        <source>The call hierarchy item at a position</source>
        <translation>Das Element der Aufrufhierarchie an einer Position</translation>
    </message>
    <message>
        <source>Who calls an item</source>
        <translation>Wer ein Element aufruft</translation>
    </message>
    <message>
        <source>What an item calls</source>
        <translation>Was ein Element aufruft</translation>
    </message>
    <message>
        <source>The type hierarchy item at a position</source>
        <translation>Das Element der Typhierarchie an einer Position</translation>
    </message>
    <message>
        <source>The supertypes of an item</source>
        <translation>Die Obertypen eines Elements</translation>
    </message>
    <message>
        <source>The subtypes of an item</source>
        <translation>Die Untertypen eines Elements</translation>
    </message>
    <message>
        <source>Other places of the symbol at a position in the document</source>
        <translation>Weitere Stellen des Symbols an einer Position im Dokument</translation>
    </message>
    <message>
        <source>Links in a document</source>
        <translation>Links in einem Dokument</translation>
    </message>
    <message>
        <source>What the symbol at a position is (type, documentation)</source>
        <translation>Was das Symbol an einer Position ist (Typ, Dokumentation)</translation>
    </message>
    <message>
        <source>Commands shown above lines of a document</source>
        <translation>Befehle, die über Zeilen eines Dokuments stehen</translation>
    </message>
    <message>
        <source>Ranges of a document that fold</source>
        <translation>Bereiche eines Dokuments, die sich einklappen lassen</translation>
    </message>
    <message>
        <source>Growing selections around positions</source>
        <translation>Wachsende Auswahlen um Positionen</translation>
    </message>
    <message>
        <source>The symbols of a document, as a tree</source>
        <translation>Die Symbole eines Dokuments, als Baum</translation>
    </message>
    <message>
        <source>Semantic tokens of a whole document</source>
        <translation>Semantische Tokens eines ganzen Dokuments</translation>
    </message>
    <message>
        <source>Inline hints (parameter names, inferred types) in a range</source>
        <translation>Inline-Hinweise (Parameternamen, abgeleitete Typen) in einem Bereich</translation>
    </message>
    <message>
        <source>Values to show inline while debugging</source>
        <translation>Werte, die beim Debuggen inline erscheinen</translation>
    </message>
    <message>
        <source>Monikers of the symbol at a position</source>
        <translation>Moniker des Symbols an einer Position</translation>
    </message>
    <message>
        <source>Completions at a position</source>
        <translation>Vervollständigungen an einer Position</translation>
    </message>
    <message>
        <source>The diagnostics of a document, pulled</source>
        <translation>Die Diagnosen eines Dokuments, abgerufen</translation>
    </message>
    <message>
        <source>The diagnostics of the workspace, pulled</source>
        <translation>Die Diagnosen des Arbeitsbereichs, abgerufen</translation>
    </message>
    <message>
        <source>The signature of the call at a position</source>
        <translation>Die Signatur des Aufrufs an einer Position</translation>
    </message>
    <message>
        <source>Fixes and refactorings for a range</source>
        <translation>Korrekturen und Refactorings für einen Bereich</translation>
    </message>
    <message>
        <source>Colours written in a document</source>
        <translation>Farbangaben in einem Dokument</translation>
    </message>
    <message>
        <source>Edits that format a whole document</source>
        <translation>Änderungen, die ein ganzes Dokument formatieren</translation>
    </message>
    <message>
        <source>Edits that format a range</source>
        <translation>Änderungen, die einen Bereich formatieren</translation>
    </message>
    <message>
        <source>Edits that rename the symbol at a position</source>
        <translation>Änderungen, die das Symbol an einer Position umbenennen</translation>
    </message>
    <message>
        <source>Ranges that are edited together</source>
        <translation>Bereiche, die gemeinsam bearbeitet werden</translation>
    </message>
    <message>
        <source>Symbols of the workspace matching a query</source>
        <translation>Symbole des Arbeitsbereichs, die zu einer Suche passen</translation>
    </message>
    <message>
        <source>Runs one of the server&apos;s commands</source>
        <translation>Führt einen der Befehle des Servers aus</translation>
    </message>
    <message>
        <source>A notification: the server answers nothing.</source>
        <translation>Eine Benachrichtigung: Der Server antwortet nicht.</translation>
    </message>
    <message>
        <source>More about one completion item</source>
        <translation>Mehr zu einem Vervollständigungselement</translation>
    </message>
    <message>
        <source>Whether the symbol at a position can be renamed</source>
        <translation>Ob sich das Symbol an einer Position umbenennen lässt</translation>
    </message>
    <message>
        <source>The command of one code lens</source>
        <translation>Der Befehl einer Code Lens</translation>
    </message>
    <message>
        <source>Opens a document: its text is the server&apos;s from now on</source>
        <translation>Öffnet ein Dokument: Sein Text gilt ab jetzt für den Server</translation>
    </message>
    <message>
        <source>Closes an opened document</source>
        <translation>Schließt ein geöffnetes Dokument</translation>
    </message>
    <message>
        <source>a language server</source>
        <translation>ein Language Server</translation>
    </message>
    <message>
        <source>the result has no &quot;capabilities&quot; object</source>
        <translation>das Ergebnis hat kein „capabilities“-Objekt</translation>
    </message>
    <message>
        <source>the server answered initialize with error %1: %2</source>
        <translation>der Server beantwortete initialize mit Fehler %1: %2</translation>
    </message>
    <message>
        <source>the server gave no result for initialize (%1)</source>
        <translation>der Server lieferte kein Ergebnis für initialize (%1)</translation>
    </message>
    <message>
        <source>the answer to initialize is no language server&apos;s: %1</source>
        <translation>die Antwort auf initialize stammt von keinem Language Server: %1</translation>
    </message>
    <message>
        <source>Cannot open %1 in the language server: %2</source>
        <translation>%1 kann im Language Server nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>expected ndjson, content-length or concatenated</source>
        <translation>ndjson, content-length oder concatenated erwartet</translation>
    </message>
    <message>
        <source>The server set reserved bits in a frame header, but no extension was agreed on.</source>
        <translation>Der Server hat reservierte Bits in einem Frame-Kopf gesetzt, obwohl keine Erweiterung vereinbart wurde.</translation>
    </message>
    <message>
        <source>The server sent a frame with the unknown opcode %1.</source>
        <translation>Der Server hat einen Frame mit dem unbekannten Opcode %1 gesendet.</translation>
    </message>
    <message>
        <source>The server masked a frame; only a client masks its frames (RFC 6455 §5.1).</source>
        <translation>Der Server hat einen Frame maskiert; nur ein Client maskiert seine Frames (RFC 6455 §5.1).</translation>
    </message>
    <message>
        <source>The server sent a frame length with its highest bit set.</source>
        <translation>Der Server hat eine Frame-Länge mit gesetztem höchstem Bit gesendet.</translation>
    </message>
    <message>
        <source>The server fragmented a control frame.</source>
        <translation>Der Server hat einen Steuer-Frame fragmentiert.</translation>
    </message>
    <message>
        <source>The server sent a control frame of %1 bytes; at most 125 are allowed.</source>
        <translation>Der Server hat einen Steuer-Frame mit %1 Bytes gesendet; höchstens 125 sind erlaubt.</translation>
    </message>
    <message>
        <source>The server sent a continuation frame, but no message was begun.</source>
        <translation>Der Server hat einen Fortsetzungs-Frame gesendet, ohne eine Nachricht begonnen zu haben.</translation>
    </message>
    <message>
        <source>The server began a new message before it finished the fragmented one.</source>
        <translation>Der Server hat eine neue Nachricht begonnen, bevor die fragmentierte beendet war.</translation>
    </message>
    <message>
        <source>The server sent a message larger than the limit of %1 bytes.</source>
        <translation>Der Server hat eine Nachricht gesendet, die größer ist als die Grenze von %1 Bytes.</translation>
    </message>
    <message>
        <source>The server sent a close frame with a one-byte payload.</source>
        <translation>Der Server hat einen Close-Frame mit nur einem Byte Nutzdaten gesendet.</translation>
    </message>
    <message>
        <source>The server&apos;s close reason is not valid UTF-8.</source>
        <translation>Der Schließgrund des Servers ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <source>A message&apos;s Content-Length of %1 does not match its body: those bytes end in %2, not at the end of a JSON value.</source>
        <translation>Die Content-Length %1 einer Nachricht passt nicht zu ihrem Inhalt: Diese Bytes enden mit %2, nicht am Ende eines JSON-Werts.</translation>
    </message>
    <message>
        <source>A message&apos;s Content-Length does not match its body: the body does not end where the length says.</source>
        <translation>Die Content-Length einer Nachricht passt nicht zu ihrem Inhalt: Der Inhalt endet nicht dort, wo die Länge es angibt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>LSP log level: message</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>LSP progress percentage</comment>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n Warnung</numerusform>
            <numerusform>%n Warnungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n info(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n Info</numerusform>
            <numerusform>%n Infos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <comment>LSP diagnostics</comment>
        <translation>
            <numerusform>%n Hinweis</numerusform>
            <numerusform>%n Hinweise</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems</source>
        <comment>LSP diagnostics</comment>
        <translation>keine Probleme</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>LSP diagnostics: file, counts</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Error</source>
        <comment>LSP MessageType</comment>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <comment>LSP MessageType</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Info</source>
        <comment>LSP MessageType</comment>
        <translation>Info</translation>
    </message>
    <message>
        <source>Log</source>
        <comment>LSP MessageType</comment>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Debug</source>
        <comment>LSP MessageType</comment>
        <translation>Debug</translation>
    </message>
    <message>
        <source>%1 without severity</source>
        <comment>LSP diagnostics</comment>
        <translation>%1 ohne Schweregrad</translation>
    </message>
    <message>
        <source>The server sent more than %1 requests of its own within %2 s (the last: %3): it seems to ask in a loop. Its requests are refused until it slows down.</source>
        <translation>Der Server hat binnen %2 s mehr als %1 eigene Anfragen gestellt (zuletzt: %3): Er scheint in einer Schleife zu fragen. Seine Anfragen werden abgelehnt, bis er langsamer wird.</translation>
    </message>
    <message>
        <source>The server has %1 requests of its own waiting for an answer (the last: %2). Further requests are refused until those are answered.</source>
        <translation>Beim Server warten %1 eigene Anfragen auf Antwort (zuletzt: %2). Weitere Anfragen werden abgelehnt, bis diese beantwortet sind.</translation>
    </message>
    <message>
        <source>Began</source>
        <comment>LSP progress</comment>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Began: %1</source>
        <comment>LSP progress</comment>
        <translation>Begonnen: %1</translation>
    </message>
    <message>
        <source>In progress</source>
        <comment>LSP progress</comment>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Done</source>
        <comment>LSP progress</comment>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <comment>LSP progress</comment>
        <translation>Fertig: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>LSP progress: what happened, token</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>no name</source>
        <translation>kein Name</translation>
    </message>
    <message>
        <source>it is self-signed, so no authority you trust vouches for it</source>
        <translation>es ist selbst signiert, also bürgt keine Zertifizierungsstelle, der Sie vertrauen, dafür</translation>
    </message>
    <message>
        <source>its chain ends in %1, an authority you do not trust</source>
        <translation>seine Kette endet bei %1, einer Zertifizierungsstelle, der Sie nicht vertrauen</translation>
    </message>
    <message>
        <source>it was issued by %1, an authority you do not trust</source>
        <translation>es wurde von %1 ausgestellt, einer Zertifizierungsstelle, der Sie nicht vertrauen</translation>
    </message>
    <message>
        <source>it expired on %1</source>
        <translation>es ist am %1 abgelaufen</translation>
    </message>
    <message>
        <source>it is valid only from %1</source>
        <translation>es gilt erst ab %1</translation>
    </message>
    <message>
        <source>it is for %1, not for %2</source>
        <translation>es gilt für %1, nicht für %2</translation>
    </message>
    <message>
        <source>it was revoked</source>
        <translation>es wurde widerrufen</translation>
    </message>
    <message>
        <source>it may not be used to identify a server</source>
        <translation>es darf keinen Server ausweisen</translation>
    </message>
    <message>
        <source>the server sent no certificate</source>
        <translation>der Server hat kein Zertifikat gesendet</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>%1, issued by %2, valid %3 to %4, SHA-256 %5</source>
        <translation>%1, ausgestellt von %2, gültig von %3 bis %4, SHA-256 %5</translation>
    </message>
    <message>
        <source>TLS certificate problems ignored (verification is off for this endpoint): %1.</source>
        <translation>TLS-Zertifikatsprobleme übergangen (die Prüfung ist für diesen Endpunkt aus): %1.</translation>
    </message>
    <message>
        <source>The server&apos;s TLS certificate is not trusted (%1), but you accepted it for this endpoint: %2.</source>
        <translation>Dem TLS-Zertifikat des Servers vertraut niemand (%1), aber Sie haben es für diesen Endpunkt akzeptiert: %2.</translation>
    </message>
    <message>
        <source>The server&apos;s TLS certificate was not accepted: %1. The certificate: %2.</source>
        <translation>Das TLS-Zertifikat des Servers wurde nicht akzeptiert: %1. Das Zertifikat: %2.</translation>
    </message>
    <message>
        <source>It is not the certificate you accepted for this endpoint.</source>
        <translation>Es ist nicht das Zertifikat, das Sie für diesen Endpunkt akzeptiert haben.</translation>
    </message>
    <message>
        <source>Cannot read the %1 %2: %3.</source>
        <translation>Die Datei %2 (%1) kann nicht gelesen werden: %3.</translation>
    </message>
    <message>
        <source>The %1 %2 is too large to be one.</source>
        <translation>Die Datei %2 (%1) ist dafür zu groß.</translation>
    </message>
    <message>
        <source>certificate authority file</source>
        <translation>Zertifizierungsstellen</translation>
    </message>
    <message>
        <source>The %1 %2 holds no certificate (PEM or DER).</source>
        <translation>Die Datei %2 (%1) enthält kein Zertifikat (PEM oder DER).</translation>
    </message>
    <message>
        <source>A client key needs its certificate as well.</source>
        <translation>Zu einem Client-Schlüssel gehört auch sein Zertifikat.</translation>
    </message>
    <message>
        <source>A client certificate needs its private key as well.</source>
        <translation>Zu einem Client-Zertifikat gehört auch sein privater Schlüssel.</translation>
    </message>
    <message>
        <source>client certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <source>client key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <source>The %1 %2 is encrypted with a passphrase, which RpcScope does not ask for: give it a copy without one (openssl pkey -in KEY -out PLAIN) kept only readable by you.</source>
        <translation>Die Datei %2 (%1) ist mit einer Passphrase verschlüsselt, nach der RpcScope nicht fragt: Geben Sie eine Kopie ohne Passphrase an (openssl pkey -in KEY -out PLAIN), die nur Sie lesen dürfen.</translation>
    </message>
    <message>
        <source>The %1 %2 holds no private key RpcScope can read (RSA, EC or DSA; PEM or DER).</source>
        <translation>Die Datei %2 (%1) enthält keinen privaten Schlüssel, den RpcScope lesen kann (RSA, EC oder DSA; PEM oder DER).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 certificate fingerprint: expected 64 hexadecimal digits, in pairs joined by colons or not.</source>
        <translation>„%1“ ist kein SHA-256-Fingerabdruck eines Zertifikats: erwartet werden 64 Hexadezimalziffern, paarweise mit Doppelpunkten verbunden oder ohne.</translation>
    </message>
    <message>
        <source>expected a SHA-256 fingerprint</source>
        <translation>erwartet wird ein SHA-256-Fingerabdruck</translation>
    </message>
    <message>
        <source>the body is empty</source>
        <translation>der Body ist leer</translation>
    </message>
    <message>
        <source>the body is not JSON (%1 at byte %2): %3</source>
        <translation>der Body ist kein JSON (%1 bei Byte %2): %3</translation>
    </message>
    <message>
        <source>the body is JSON but not an object</source>
        <translation>der Body ist JSON, aber kein Objekt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has the wrong type</source>
        <translation>„%1“ hat den falschen Typ</translation>
    </message>
    <message>
        <source>it has no &quot;%1&quot;</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http(s) URL: %2</source>
        <translation>„%1“ ist keine http(s)-URL: %2</translation>
    </message>
    <message>
        <source>it has no &quot;resource&quot;</source>
        <translation>„resource“ fehlt</translation>
    </message>
    <message>
        <source>it has no &quot;issuer&quot;</source>
        <translation>„issuer“ fehlt</translation>
    </message>
    <message>
        <source>it has no &quot;client_id&quot;</source>
        <translation>„client_id“ fehlt</translation>
    </message>
    <message>
        <source>it has no &quot;access_token&quot;</source>
        <translation>„access_token“ fehlt</translation>
    </message>
    <message>
        <source>the redirect URI %1 is not an http:// address on this machine (127.0.0.1, [::1] or localhost), so RpcScope cannot receive the redirect</source>
        <translation>die Redirect-URI %1 ist keine http://-Adresse auf diesem Rechner (127.0.0.1, [::1] oder localhost), also kann RpcScope die Weiterleitung nicht empfangen</translation>
    </message>
    <message>
        <source>cannot listen for the redirect on %1 port %2: %3</source>
        <translation>auf %1 Port %2 kann nicht auf die Weiterleitung gewartet werden: %3</translation>
    </message>
    <message>
        <source>RpcScope could not read this request.</source>
        <translation>RpcScope konnte diese Anfrage nicht lesen.</translation>
    </message>
    <message>
        <source>This is not the redirect RpcScope is waiting for.</source>
        <translation>Das ist nicht die Weiterleitung, auf die RpcScope wartet.</translation>
    </message>
    <message>
        <source>RpcScope has the authorization. You can close this tab.</source>
        <translation>RpcScope hat die Autorisierung erhalten. Sie können diesen Tab schließen.</translation>
    </message>
    <message>
        <source>The authorization server said &quot;%1&quot;. RpcScope has stopped the sign-in; you can close this tab.</source>
        <translation>Der Autorisierungsserver meldete „%1“. RpcScope hat die Anmeldung abgebrochen; Sie können diesen Tab schließen.</translation>
    </message>
    <message>
        <source>it is not a PEM private key without a passphrase (%1)</source>
        <translation>es ist kein PEM-Privatschlüssel ohne Passphrase (%1)</translation>
    </message>
    <message>
        <source>the RSA key has %1 bits; RS256 needs at least 2048</source>
        <translation>der RSA-Schlüssel hat %1 Bit; RS256 braucht mindestens 2048</translation>
    </message>
    <message>
        <source>the EC key is on the curve %1; ES256 needs P-256</source>
        <translation>der EC-Schlüssel liegt auf der Kurve %1; ES256 braucht P-256</translation>
    </message>
    <message>
        <source>the key is neither RSA nor EC P-256</source>
        <translation>der Schlüssel ist weder RSA noch EC P-256</translation>
    </message>
    <message>
        <source>the body is not JSON (%1 at byte %2)</source>
        <translation>der Body ist kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>the kept authorization is not a JSON object</source>
        <translation>die gespeicherte Autorisierung ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>the kept authorization is of another version</source>
        <translation>die gespeicherte Autorisierung hat eine andere Version</translation>
    </message>
    <message>
        <source>How long the access tokens of /secure/rpc and /secure/mcp live, in seconds (default 3600); short ones show a refresh.</source>
        <translation>Wie lange die Zugriffstokens von /secure/rpc und /secure/mcp gültig sind, in Sekunden (Standard 3600); kurze zeigen eine Erneuerung.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>--token-lifetime takes a number of seconds above 0.</source>
        <translation>--token-lifetime erwartet eine Anzahl Sekunden größer als 0.</translation>
    </message>
    <message>
        <source>the token is opaque (not a JWT): only its server knows what it stands for</source>
        <translation>das Token ist opak (kein JWT): Nur sein Server weiß, wofür es steht</translation>
    </message>
    <message>
        <source>the token has three parts, but they are not a JWT&apos;s JSON header and claims</source>
        <translation>das Token hat drei Teile, aber sie sind nicht Header und Claims eines JWT in JSON</translation>
    </message>
    <message>
        <source>expected authorization_code or client_credentials</source>
        <translation>erwartet: authorization_code oder client_credentials</translation>
    </message>
    <message>
        <source>expected none, bearer, basic, header, token-param, login, cookie-csrf or oauth2</source>
        <translation>erwartet: none, bearer, basic, header, token-param, login, cookie-csrf oder oauth2</translation>
    </message>
    <message>
        <source>expected client_credentials or authorization_code</source>
        <translation>erwartet: client_credentials oder authorization_code</translation>
    </message>
    <message>
        <source>the OAuth client secret</source>
        <translation>das OAuth-Client-Geheimnis</translation>
    </message>
    <message>
        <source>oauth2: %1</source>
        <translation>oauth2: %1</translation>
    </message>
    <message>
        <source>oauth2: client_credentials needs a clientId</source>
        <translation>oauth2: client_credentials braucht eine clientId</translation>
    </message>
    <message>
        <source>oauth2: the server publishes no OAuth metadata and has no authorization server at its origin; give the recipe a tokenUrl</source>
        <translation>oauth2: Der Server veröffentlicht keine OAuth-Metadaten und hat an seinem Ursprung keinen Autorisierungsserver; geben Sie dem Rezept eine tokenUrl</translation>
    </message>
    <message>
        <source>the first line must be the method and the URL, e.g. &quot;POST https://auth.example/token&quot;</source>
        <translation>die erste Zeile muss Methode und URL nennen, z. B. „POST https://auth.example/token“</translation>
    </message>
    <message>
        <source>%1 names no secret of this request</source>
        <translation>%1 benennt kein Geheimnis dieser Anfrage</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is no HTTP method</source>
        <translation>„%1“ ist keine HTTP-Methode</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an http or https URL</source>
        <translation>„%1“ ist keine http- oder https-URL</translation>
    </message>
    <message>
        <source>line %1 is no header (&quot;Name: value&quot;): %2</source>
        <translation>Zeile %1 ist kein Header („Name: Wert“): %2</translation>
    </message>
    <message>
        <source>the header %1 holds a line break</source>
        <translation>der Header %1 enthält einen Zeilenumbruch</translation>
    </message>
    <message>
        <source>Header mismatch</source>
        <translation>Header stimmt nicht überein</translation>
    </message>
    <message>
        <source>Missing required client capability</source>
        <translation>Erforderliche Client-Fähigkeit fehlt</translation>
    </message>
    <message>
        <source>Unsupported protocol version</source>
        <translation>Protokollversion nicht unterstützt</translation>
    </message>
    <message>
        <source>oauth2: applies to http(s) endpoints; %1 carries no Authorization header</source>
        <translation>oauth2: gilt für http(s)-Endpunkte; %1 trägt keinen Authorization-Header</translation>
    </message>
    <message>
        <source>The answer to server/discover has no supportedVersions array.</source>
        <translation>Die Antwort auf server/discover hat kein Array supportedVersions.</translation>
    </message>
    <message>
        <source>its inputSchema has an x-mcp-header that is not reached through &quot;properties&quot; alone</source>
        <translation>sein inputSchema hat ein x-mcp-header, das nicht allein über „properties“ erreicht wird</translation>
    </message>
    <message>
        <source>the x-mcp-header of &quot;%1&quot; is empty or not a string</source>
        <translation>das x-mcp-header von „%1“ ist leer oder kein String</translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; of &quot;%2&quot; is not an HTTP header name</source>
        <translation>das x-mcp-header „%1“ von „%2“ ist kein HTTP-Headername</translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; marks &quot;%2&quot;, which is no string, integer or boolean</source>
        <translation>das x-mcp-header „%1“ markiert „%2“, das weder String noch Integer noch Boolean ist</translation>
    </message>
    <message>
        <source>the x-mcp-header &quot;%1&quot; is used twice</source>
        <translation>das x-mcp-header „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>The server sent Mcp-Session-Id %1 to a request of MCP 2026-07-28, which has no sessions.</source>
        <translation>Der Server hat auf eine Anfrage nach MCP 2026-07-28, das keine Sitzungen kennt, Mcp-Session-Id %1 gesendet.</translation>
    </message>
    <message>
        <source>The result of %1 carries no resultType.</source>
        <translation>Das Ergebnis von %1 hat kein resultType.</translation>
    </message>
    <message>
        <source>The input_required result of %1 has neither inputRequests nor requestState.</source>
        <translation>Das input_required-Ergebnis von %1 hat weder inputRequests noch requestState.</translation>
    </message>
    <message>
        <source>The result of %1 lacks %2.</source>
        <translation>Dem Ergebnis von %1 fehlt %2.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a result carries no resultType (a client reads it as complete).</source>
        <translation>MCP 2026-07-28: Ein Ergebnis hat kein resultType (ein Client liest es als complete).</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: an input_required result has neither inputRequests nor requestState, so there is nothing to answer and nothing to send back.</source>
        <translation>MCP 2026-07-28: Ein input_required-Ergebnis hat weder inputRequests noch requestState; es gibt also nichts zu beantworten und nichts zurückzusenden.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a list, read or discover result lacks ttlMs or cacheScope.</source>
        <translation>MCP 2026-07-28: Einem Listen-, Lese- oder Discover-Ergebnis fehlt ttlMs oder cacheScope.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28 has no sessions, yet the server sent an Mcp-Session-Id.</source>
        <translation>MCP 2026-07-28 kennt keine Sitzungen, dennoch hat der Server eine Mcp-Session-Id gesendet.</translation>
    </message>
    <message>
        <source>← %1 %2</source>
        <translation>← %1 %2</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>Act as a small MCP host instead: start the command after -- (the MCP face, or rpcscope-cli tap in front of it), play a short conversation with it and print each step.</source>
        <translation>Stattdessen als kleiner MCP-Host auftreten: den Befehl nach -- starten (die MCP-Seite oder rpcscope-cli tap davor), ein kurzes Gespräch mit ihm führen und jeden Schritt ausgeben.</translation>
    </message>
    <message>
        <source>--host needs the server&apos;s command after --, e.g. -- rpcscope-demo-server --stdio --mcp</source>
        <translation>--host braucht den Befehl des Servers nach --, z. B. -- rpcscope-demo-server --stdio --mcp</translation>
    </message>
    <message>
        <source>%1 is outside this schema and is not fetched: edit as JSON.</source>
        <translation>%1 liegt außerhalb dieses Schemas und wird nicht abgerufen: Bearbeiten Sie es als JSON.</translation>
    </message>
    <message>
        <source>expected single, batch, notification, raw or mcp</source>
        <translation>erwartet: single, batch, notification, raw oder mcp</translation>
    </message>
    <message>
        <source>The collection&apos;s answer to %1 is no JSON.</source>
        <translation>Die Antwort der Sammlung auf %1 ist kein JSON.</translation>
    </message>
    <message>
        <source>mcpVersion: %1</source>
        <translation>mcpVersion: %1</translation>
    </message>
    <message>
        <source>MCP session: %1</source>
        <translation>MCP-Sitzung: %1</translation>
    </message>
    <message>
        <source>The MCP session of this endpoint was opened for revision %1; a request of the same run cannot ask for %2.</source>
        <translation>Die MCP-Sitzung dieses Endpunkts wurde für die Revision %1 geöffnet; eine Anfrage desselben Laufs kann nicht %2 verlangen.</translation>
    </message>
    <message>
        <source>(negotiated)</source>
        <translation>(ausgehandelt)</translation>
    </message>
    <message>
        <source>MCP session: closed by the server</source>
        <translation>MCP-Sitzung: vom Server geschlossen</translation>
    </message>
    <message>
        <source>not sent</source>
        <translation>nicht gesendet</translation>
    </message>
    <message>
        <source>The token-param auth recipe does not apply to MCP requests.</source>
        <translation>Das Auth-Rezept token-param gilt nicht für MCP-Anfragen.</translation>
    </message>
    <message>
        <source>params: an MCP request&apos;s params must be a JSON object.</source>
        <translation>params: Die Parameter einer MCP-Anfrage müssen ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The task in the result of %1 lacks %2.</source>
        <translation>Dem Task im Ergebnis von %1 fehlt %2.</translation>
    </message>
    <message>
        <source>MCP tasks: a task result (resultType task, or a tasks/get answer) lacks its taskId or status, so the client cannot follow it.</source>
        <translation>MCP-Tasks: Einem Task-Ergebnis (resultType task oder eine Antwort auf tasks/get) fehlt taskId oder status, sodass der Client ihm nicht folgen kann.</translation>
    </message>
    <message>
        <source>%1: the header %2 was not taken over: an endpoint carries one secret header; add it in the endpoint settings.</source>
        <translation>%1: Der Header %2 wurde nicht übernommen: Ein Endpunkt trägt nur einen geheimen Header; fügen Sie ihn in den Endpunkt-Einstellungen hinzu.</translation>
    </message>
    <message>
        <source>%1: the header %2 is %3, which the host fills in: give its value in the endpoint settings or %4.</source>
        <translation>%1: Der Header %2 ist %3, das setzt der Host selbst ein: Geben Sie den Wert in den Endpunkt-Einstellungen oder in %4 an.</translation>
    </message>
    <message>
        <source>%1: the header %2 became the endpoint&apos;s secret, held for this session; next time give it in the endpoint settings or %3.</source>
        <translation>%1: Der Header %2 wurde zum Geheimnis des Endpunkts und gilt für diese Sitzung; geben Sie ihn beim nächsten Mal in den Endpunkt-Einstellungen oder in %3 an.</translation>
    </message>
    <message>
        <source>%1: %2 is %3, which the host fills in: give its value in the endpoint settings or %4.</source>
        <translation>%1: %2 ist %3, das setzt der Host selbst ein: Geben Sie den Wert in den Endpunkt-Einstellungen oder in %4 an.</translation>
    </message>
    <message>
        <source>%1 of the MCP server %2</source>
        <translation>%1 des MCP-Servers %2</translation>
    </message>
    <message>
        <source>%1 was left out: only stdio commands and HTTP endpoints are MCP servers a host can start or reach.</source>
        <translation>%1 wurde ausgelassen: Nur stdio-Befehle und HTTP-Endpunkte sind MCP-Server, die ein Host starten oder erreichen kann.</translation>
    </message>
    <message>
        <source>%1 was left out: Claude Desktop&apos;s file has no remote servers; add it as a connector in Claude instead.</source>
        <translation>%1 wurde ausgelassen: Die Datei von Claude Desktop kennt keine entfernten Server; fügen Sie ihn stattdessen in Claude als Connector hinzu.</translation>
    </message>
    <message>
        <source>%1: Claude Desktop has no working directory setting; %2 was left out.</source>
        <translation>%1: Claude Desktop kennt kein Arbeitsverzeichnis; %2 wurde ausgelassen.</translation>
    </message>
    <message>
        <source>%1 frames its messages as a language server does; MCP hosts expect one JSON message per line.</source>
        <translation>%1 rahmt seine Nachrichten wie ein Language Server; MCP-Hosts erwarten eine JSON-Nachricht pro Zeile.</translation>
    </message>
    <message>
        <source>%1: Basic authentication cannot be written as a placeholder; add its Authorization header in the host.</source>
        <translation>%1: Basic-Authentifizierung lässt sich nicht als Platzhalter schreiben; tragen Sie den Authorization-Header im Host ein.</translation>
    </message>
    <message>
        <source>Secrets are not exported. Claude Desktop does not fill in ${env:…}: replace each with its value in the file (%1).</source>
        <translation>Geheimnisse werden nicht exportiert. Claude Desktop setzt ${env:…} nicht ein: Ersetzen Sie jeden Platzhalter in der Datei durch seinen Wert (%1).</translation>
    </message>
    <message>
        <source>Secrets are not exported: Cursor reads each ${env:…} from its own environment (%1).</source>
        <translation>Geheimnisse werden nicht exportiert: Cursor liest jedes ${env:…} aus seiner eigenen Umgebung (%1).</translation>
    </message>
    <message>
        <source>Secrets are not exported: VS Code asks for each when it starts the server (%1).</source>
        <translation>Geheimnisse werden nicht exportiert: VS Code fragt beim Start des Servers nach jedem (%1).</translation>
    </message>
    <message>
        <source>expected a variable name without &quot;=&quot;</source>
        <translation>erwartet einen Variablennamen ohne „=“</translation>
    </message>
    <message>
        <source>Argument %1 of the command looks like a credential; the endpoint keeps the command as written. Pass it through the environment instead.</source>
        <translation>Argument %1 des Befehls sieht nach einem Zugangsdatum aus; der Endpunkt behält den Befehl so, wie er geschrieben ist. Übergeben Sie es besser über die Umgebung.</translation>
    </message>
    <message>
        <source>The URL carries a credential (a password or a token parameter); the endpoint keeps it as written.</source>
        <translation>Die URL enthält ein Zugangsdatum (ein Passwort oder einen Token-Parameter); der Endpunkt behält sie so, wie sie geschrieben ist.</translation>
    </message>
    <message>
        <source>Serves the RpcScope demo endpoints: the plain JSON-RPC API at POST /rpc and the MCP face at POST /mcp on 127.0.0.1 (the same behind OAuth at /secure/rpc and /secure/mcp, with the demo&apos;s own authorization server), or either one on stdin/stdout or a socket.</source>
        <translation>Stellt die RpcScope-Demo-Endpunkte bereit: die einfache JSON-RPC-API unter POST /rpc und die MCP-Schnittstelle unter POST /mcp auf 127.0.0.1 (dieselben hinter OAuth unter /secure/rpc und /secure/mcp, mit dem eigenen Autorisierungsserver der Demo), oder eine der beiden über stdin/stdout oder einen Socket.</translation>
    </message>
    <message>
        <source>Serve as --stdio does on each connection to a loopback TCP port or a Unix socket: tcp://127.0.0.1:&lt;port&gt; (0: a free port) or unix:&lt;path&gt;.</source>
        <translation>Jede Verbindung zu einem Loopback-TCP-Port oder einem Unix-Socket so bedienen wie --stdio: tcp://127.0.0.1:&lt;port&gt; (0: ein freier Port) oder unix:&lt;Pfad&gt;.</translation>
    </message>
    <message>
        <source>address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>With --stdio or --socket: serve the MCP face instead of the plain API.</source>
        <translation>Mit --stdio oder --socket: die MCP-Schnittstelle statt der einfachen API bereitstellen.</translation>
    </message>
    <message>
        <source>--port, --stdio and --socket cannot be combined.</source>
        <translation>--port, --stdio und --socket können nicht kombiniert werden.</translation>
    </message>
    <message>
        <source>--mcp needs --stdio or --socket; over HTTP the MCP face is always at /mcp.</source>
        <translation>--mcp erfordert --stdio oder --socket; über HTTP ist die MCP-Schnittstelle immer unter /mcp erreichbar.</translation>
    </message>
    <message>
        <source>The client sent an unmasked frame; a client masks every frame (RFC 6455 §5.1).</source>
        <translation>Der Client hat einen unmaskierten Frame gesendet; ein Client maskiert jeden Frame (RFC 6455 §5.1).</translation>
    </message>
    <message>
        <source>The subscriptions/listen acknowledgement does not carry the request&apos;s id %1 as its subscriptionId.</source>
        <translation>Die Bestätigung von subscriptions/listen trägt nicht die ID %1 der Anfrage als subscriptionId.</translation>
    </message>
    <message>
        <source>The subscriptions/listen stream began with %1, not with %2.</source>
        <translation>Der subscriptions/listen-Stream begann mit %1, nicht mit %2.</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 für %2</translation>
    </message>
    <message>
        <source>The subscriptions/listen stream brought %1, which the request did not ask for.</source>
        <translation>Der subscriptions/listen-Stream brachte %1, worum die Anfrage nicht gebeten hat.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a subscriptions/listen stream does not begin with notifications/subscriptions/acknowledged carrying the request&apos;s id as its subscriptionId, so a client cannot tell it from an older stream.</source>
        <translation>MCP 2026-07-28: Ein subscriptions/listen-Stream beginnt nicht mit notifications/subscriptions/acknowledged mit der ID der Anfrage als subscriptionId; ein Client kann ihn so nicht von einem älteren Stream unterscheiden.</translation>
    </message>
    <message>
        <source>MCP 2026-07-28: a subscriptions/listen stream brings a list change or resource update the request did not ask for.</source>
        <translation>MCP 2026-07-28: Ein subscriptions/listen-Stream bringt eine Listenänderung oder Ressourcenaktualisierung, um die die Anfrage nicht gebeten hat.</translation>
    </message>
    <message>
        <source>The run was stopped.</source>
        <translation>Der Lauf wurde angehalten.</translation>
    </message>
    <message numerus="yes">
        <source>  (task %1 after %n poll(s))</source>
        <translation>
            <numerusform>  (Task %1 nach %n Abfrage)</numerusform>
            <numerusform>  (Task %1 nach %n Abfragen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  (%n round(s) of input)</source>
        <translation>
            <numerusform>  (%n Eingaberunde)</numerusform>
            <numerusform>  (%n Eingaberunden)</numerusform>
        </translation>
    </message>
    <message>
        <source>Filled in, the variable &quot;%1&quot; makes the text grow by more than %2 million characters.</source>
        <translation>Eingesetzt würde die Variable „%1“ den Text um mehr als %2 Millionen Zeichen verlängern.</translation>
    </message>
    <message>
        <source>its inputSchema nests properties more than %1 deep above an x-mcp-header</source>
        <translation>sein inputSchema verschachtelt properties über einem x-mcp-header mehr als %1 Ebenen tief</translation>
    </message>
    <message>
        <source>its inputSchema has more than %1 x-mcp-header markings</source>
        <translation>sein inputSchema hat mehr als %1 x-mcp-header-Markierungen</translation>
    </message>
    <message>
        <source>Skipping output that is not a message header and has no line end within %1: %2</source>
        <translation>Ausgabe, die kein Nachrichten-Header ist und innerhalb von %1 kein Zeilenende hat, wird übersprungen: %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::AboutDialog</name>
    <message>
        <source>About RpcScope</source>
        <translation>Über RpcScope</translation>
    </message>
    <message>
        <source>A desktop explorer for JSON-RPC 2.0 endpoints over HTTP, stdio and MCP. It discovers what a server offers, sends exactly what you type, and shows exactly what came back: members in the server&apos;s order, numbers as written, decoded errors, and every departure from the specification.</source>
        <translation>Ein Desktop-Explorer für JSON-RPC-2.0-Endpunkte über HTTP, stdio und MCP. Er ermittelt, was ein Server anbietet, sendet genau das, was Sie eingeben, und zeigt genau das, was zurückkam: Felder in der Reihenfolge des Servers, Zahlen wie geschrieben, aufgeschlüsselte Fehler und jede Abweichung von der Spezifikation.</translation>
    </message>
    <message>
        <source>Licence: %1</source>
        <translation>Lizenz: %1</translation>
    </message>
    <message>
        <source>GNU General Public License, version 3 or later (GPL-3.0-or-later)</source>
        <translation>GNU General Public License, Version 3 oder neuer (GPL-3.0-or-later)</translation>
    </message>
    <message>
        <source>Documentation: the docs folder of the source code</source>
        <translation>Dokumentation: der Ordner docs im Quellcode</translation>
    </message>
    <message>
        <source>Documentation: %1</source>
        <translation>Dokumentation: %1</translation>
    </message>
    <message>
        <source>Copy &amp;Details</source>
        <translation>&amp;Details kopieren</translation>
    </message>
    <message>
        <source>Copies the version lines, e.g. for a bug report.</source>
        <translation>Kopiert die Versionszeilen, z. B. für einen Fehlerbericht.</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Qt %1 (built with Qt %2)</source>
        <translation>Qt %1 (erstellt mit Qt %2)</translation>
    </message>
    <message>
        <source>Platform plugin: %1</source>
        <translation>Plattform-Plugin: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::ArrayField</name>
    <message>
        <source>Add Item</source>
        <translation>Element hinzufügen</translation>
    </message>
    <message>
        <source>Remove this item</source>
        <translation>Dieses Element entfernen</translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthOption</name>
    <message>
        <source>OAuth: a client id registered with the authorization server beforehand.</source>
        <translation>OAuth: eine vorab beim Autorisierungsserver registrierte Client-ID.</translation>
    </message>
    <message>
        <source>OAuth: the secret of --client-id (better: the environment variable RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET, which no process list shows).</source>
        <translation>OAuth: das Secret zu --client-id (besser: die Umgebungsvariable RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET, die keine Prozessliste zeigt).</translation>
    </message>
    <message>
        <source>OAuth: the https URL of this client&apos;s metadata document, used as its client id where the authorization server takes one (else it registers).</source>
        <translation>OAuth: die https-URL des Metadatendokuments dieses Clients, als Client-ID verwendet, wo der Autorisierungsserver eines annimmt (sonst registriert er sich).</translation>
    </message>
    <message>
        <source>OAuth: authorization_code (default: a person signs in), client_credentials (the client itself, with --client-id and its secret), jwt-bearer (--assertion) or token-exchange (--id-token at --idp-token-endpoint, then jwt-bearer).</source>
        <translation>OAuth: authorization_code (Standard: eine Person meldet sich an), client_credentials (der Client selbst, mit --client-id und seinem Secret), jwt-bearer (--assertion) oder token-exchange (--id-token bei --idp-token-endpoint, dann jwt-bearer).</translation>
    </message>
    <message>
        <source>OAuth, --grant jwt-bearer: the JWT to present, e.g. a workload&apos;s identity token (or the environment variable RPCSCOPE_SECRET_OAUTH_ASSERTION).</source>
        <translation>OAuth, --grant jwt-bearer: das vorzulegende JWT, etwa das Identitätstoken eines Workloads (oder die Umgebungsvariable RPCSCOPE_SECRET_OAUTH_ASSERTION).</translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: the user&apos;s ID token from the identity provider (or the environment variable RPCSCOPE_SECRET_OAUTH_ID_TOKEN).</source>
        <translation>OAuth, --grant token-exchange: das ID-Token des Benutzers vom Identitätsanbieter (oder die Umgebungsvariable RPCSCOPE_SECRET_OAUTH_ID_TOKEN).</translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: the identity provider&apos;s token endpoint, where the ID token is exchanged for an identity assertion (ID-JAG).</source>
        <translation>OAuth, --grant token-exchange: der Token-Endpunkt des Identitätsanbieters, an dem das ID-Token gegen eine Identitätszusicherung (ID-JAG) getauscht wird.</translation>
    </message>
    <message>
        <source>OAuth, --grant token-exchange: this client&apos;s id at the identity provider.</source>
        <translation>OAuth, --grant token-exchange: die ID dieses Clients beim Identitätsanbieter.</translation>
    </message>
    <message>
        <source>OAuth: the scopes to ask for, separated by spaces (default: what the server&apos;s challenge names, else what its resource metadata lists).</source>
        <translation>OAuth: die anzufordernden Scopes, durch Leerzeichen getrennt (Standard: was die Challenge des Servers nennt, sonst was seine Ressourcen-Metadaten aufführen).</translation>
    </message>
    <message>
        <source>OAuth: the redirect URI, for a client registered with a fixed one (default: http://127.0.0.1 on a free port, listened on for the sign-in only).</source>
        <translation>OAuth: die Redirect-URI, für einen Client, der mit einer festen registriert ist (Standard: http://127.0.0.1 auf einem freien Port, nur während der Anmeldung geöffnet).</translation>
    </message>
    <message>
        <source>OAuth: how the sign-in page is opened: a command (the address is added as its last argument; default $BROWSER, else xdg-open); none (the address is printed and the redirect awaited); or direct (RpcScope fetches the page itself and takes the code from its redirect: only for test and development authorization servers that approve without a person).</source>
        <translation>OAuth: wie die Anmeldeseite geöffnet wird: ein Befehl (die Adresse wird als letztes Argument angehängt; Standard $BROWSER, sonst xdg-open); none (die Adresse wird ausgegeben und auf die Weiterleitung gewartet); oder direct (RpcScope ruft die Seite selbst ab und nimmt den Code aus ihrer Weiterleitung: nur für Test- und Entwicklungs-Autorisierungsserver, die ohne Person zustimmen).</translation>
    </message>
    <message>
        <source>OAuth: how long the sign-in in the browser may take.</source>
        <translation>OAuth: wie lange die Anmeldung im Browser dauern darf.</translation>
    </message>
    <message>
        <source>--client-metadata-url must be an https URL with a path, not &quot;%1&quot;.</source>
        <translation>--client-metadata-url muss eine https-URL mit Pfad sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--grant is authorization_code, client_credentials, jwt-bearer or token-exchange, not &quot;%1&quot;.</source>
        <translation>--grant ist authorization_code, client_credentials, jwt-bearer oder token-exchange, nicht „%1“.</translation>
    </message>
    <message>
        <source>--idp-token-endpoint must be an http(s) URL, not &quot;%1&quot;.</source>
        <translation>--idp-token-endpoint muss eine http(s)-URL sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--grant jwt-bearer needs --assertion (or RPCSCOPE_SECRET_OAUTH_ASSERTION).</source>
        <translation>--grant jwt-bearer braucht --assertion (oder RPCSCOPE_SECRET_OAUTH_ASSERTION).</translation>
    </message>
    <message>
        <source>--grant token-exchange needs --id-token (or RPCSCOPE_SECRET_OAUTH_ID_TOKEN), --idp-token-endpoint and --client-id.</source>
        <translation>--grant token-exchange braucht --id-token (oder RPCSCOPE_SECRET_OAUTH_ID_TOKEN), --idp-token-endpoint und --client-id.</translation>
    </message>
    <message>
        <source>--redirect-uri must be an absolute URI, not &quot;%1&quot;.</source>
        <translation>--redirect-uri muss eine absolute URI sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>--auth-timeout takes a number of seconds, not &quot;%1&quot;.</source>
        <translation>--auth-timeout erwartet eine Anzahl Sekunden, nicht „%1“.</translation>
    </message>
    <message>
        <source>auth: the sign-in page was opened in the browser; waiting for the redirect: %1</source>
        <translation>auth: die Anmeldeseite wurde im Browser geöffnet; warte auf die Weiterleitung: %1</translation>
    </message>
    <message>
        <source>auth: open this address to sign in; waiting for the redirect: %1</source>
        <translation>auth: öffnen Sie diese Adresse, um sich anzumelden; warte auf die Weiterleitung: %1</translation>
    </message>
    <message>
        <source>OAuth: the client authenticates with a JWT signed by the private key in FILE (PEM, EC P-256 for ES256 or RSA for RS256, not encrypted: private_key_jwt).</source>
        <translation>OAuth: der Client weist sich mit einem JWT aus, signiert mit dem Privatschlüssel in FILE (PEM, EC P-256 für ES256 oder RSA für RS256, unverschlüsselt: private_key_jwt).</translation>
    </message>
    <message>
        <source>--client-key: cannot read %1: %2</source>
        <translation>--client-key: %1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>--client-key: %1 cannot be used: %2</source>
        <translation>--client-key: %1 ist unbrauchbar: %2</translation>
    </message>
    <message>
        <source>--client-key needs --client-id: the key signs for that client.</source>
        <translation>--client-key braucht --client-id: der Schlüssel signiert für diesen Client.</translation>
    </message>
    <message>
        <source>--grant client_credentials needs --client-id (and its secret or key).</source>
        <translation>--grant client_credentials braucht --client-id (und sein Secret oder seinen Schlüssel).</translation>
    </message>
    <message>
        <source>OAuth: keep tokens and registrations in memory for this command only (by default they are kept in the system keychain for later commands, never in a file).</source>
        <translation>OAuth: Tokens und Registrierungen nur für diesen Befehl im Speicher halten (standardmäßig werden sie für spätere Befehle im Schlüsselbund des Systems aufbewahrt, nie in einer Datei).</translation>
    </message>
    <message>
        <source>auth: not kept: no system keychain answered (%1); the sign-in lasts for this command only.</source>
        <translation>auth: nicht gespeichert: kein Schlüsselbund des Systems hat geantwortet (%1); die Anmeldung gilt nur für diesen Befehl.</translation>
    </message>
    <message>
        <source>auth: kept in the system keychain for later commands (rpcscope-cli logout forgets it).</source>
        <translation>auth: für spätere Befehle im Schlüsselbund des Systems gespeichert (rpcscope-cli logout entfernt sie).</translation>
    </message>
    <message>
        <source>OAuth: the authorization server&apos;s token endpoint, for servers that publish no metadata: nothing is discovered (the code flow needs --authorization-url too).</source>
        <translation>OAuth: der Token-Endpunkt des Autorisierungsservers, für Server ohne veröffentlichte Metadaten: Es wird nichts ermittelt (der Code-Ablauf braucht zusätzlich --authorization-url).</translation>
    </message>
    <message>
        <source>OAuth, with --token-url: the authorization endpoint a person signs in at.</source>
        <translation>OAuth, mit --token-url: der Autorisierungsendpunkt, an dem sich eine Person anmeldet.</translation>
    </message>
    <message>
        <source>--%1 must be an http(s) URL, not &quot;%2&quot;.</source>
        <translation>--%1 muss eine http(s)-URL sein, nicht „%2“.</translation>
    </message>
    <message>
        <source>--authorization-url needs --token-url: with both, nothing is discovered.</source>
        <translation>--authorization-url braucht --token-url: Mit beiden wird nichts ermittelt.</translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthStepsModel</name>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>stopped the flow</source>
        <translation>hat den Ablauf beendet</translation>
    </message>
    <message>
        <source>sent as you changed it; %1</source>
        <translation>so gesendet, wie Sie es geändert haben; %1</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>challenge</source>
        <extracomment>An OAuth step: the server&apos;s 401 that asks for authorization</extracomment>
        <translation>Anmeldeaufforderung</translation>
    </message>
    <message>
        <source>resource metadata</source>
        <extracomment>An OAuth step: the protected resource&apos;s metadata (RFC 9728)</extracomment>
        <translation>Ressourcen-Metadaten</translation>
    </message>
    <message>
        <source>server metadata</source>
        <extracomment>An OAuth step: the authorization server&apos;s metadata (RFC 8414)</extracomment>
        <translation>Server-Metadaten</translation>
    </message>
    <message>
        <source>registration</source>
        <extracomment>An OAuth step: dynamic client registration (RFC 7591)</extracomment>
        <translation>Registrierung</translation>
    </message>
    <message>
        <source>authorization</source>
        <extracomment>An OAuth step: the sign-in in the browser</extracomment>
        <translation>Autorisierung</translation>
    </message>
    <message>
        <source>token</source>
        <extracomment>An OAuth step: the token request</extracomment>
        <translation>Token</translation>
    </message>
    <message>
        <source>token exchange</source>
        <translation>Token-Austausch</translation>
    </message>
    <message>
        <source>refresh</source>
        <translation>Erneuerung</translation>
    </message>
    <message>
        <source>revocation</source>
        <translation>Widerruf</translation>
    </message>
</context>
<context>
    <name>RpcScope::AuthorizationPage</name>
    <message>
        <source>Sign In</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>Run the OAuth flow now: discovery, registration, the sign-in page in the browser, the token</source>
        <translation>Den OAuth-Ablauf jetzt ausführen: Erkennung, Registrierung, die Anmeldeseite im Browser, das Token</translation>
    </message>
    <message>
        <source>Sign Out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>Authorization server</source>
        <translation>Autorisierungsserver</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Scopes</source>
        <translation>Scopes</translation>
    </message>
    <message>
        <source>Access token</source>
        <translation>Zugriffstoken</translation>
    </message>
    <message>
        <source>Refresh token</source>
        <translation>Refresh-Token</translation>
    </message>
    <message>
        <source>Show Claims…</source>
        <translation>Claims anzeigen…</translation>
    </message>
    <message>
        <source>Decode the token&apos;s header and claims here; it is never sent anywhere</source>
        <translation>Header und Claims des Tokens hier entschlüsseln; es wird nirgendwohin gesendet</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>No sign-in yet. It starts by itself when the server asks for one (HTTP 401 with a Bearer challenge), or press Sign In. Each request of the flow appears here, to be read as it was sent and answered.</source>
        <translation>Noch keine Anmeldung. Sie beginnt von selbst, wenn der Server eine verlangt (HTTP 401 mit einer Bearer-Challenge), oder mit „Anmelden“. Jede Anfrage des Ablaufs erscheint hier und lässt sich so lesen, wie sie gesendet und beantwortet wurde.</translation>
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
        <source>Signed in.</source>
        <translation>Angemeldet.</translation>
    </message>
    <message>
        <source>Signed out: the tokens and the client registration are forgotten.</source>
        <translation>Abgemeldet: Tokens und Client-Registrierung sind vergessen.</translation>
    </message>
    <message>
        <source>Sign In Again</source>
        <translation>Erneut anmelden</translation>
    </message>
    <message>
        <source>OAuth applies to HTTP endpoints; this one is reached another way.</source>
        <translation>OAuth gilt für HTTP-Endpunkte; dieser wird auf anderem Weg erreicht.</translation>
    </message>
    <message>
        <source>Signing in…</source>
        <translation>Anmeldung läuft…</translation>
    </message>
    <message>
        <source>Signed in to %1.</source>
        <translation>Angemeldet bei %1.</translation>
    </message>
    <message>
        <source>The last sign-in failed: %1.</source>
        <translation>Die letzte Anmeldung ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>Not signed in. The sign-in starts by itself when the server asks for one, or press Sign In.</source>
        <translation>Nicht angemeldet. Die Anmeldung beginnt von selbst, wenn der Server eine verlangt, oder mit „Anmelden“.</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>none named</source>
        <translation>keine genannt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>held (hidden)</source>
        <translation>vorhanden (verborgen)</translation>
    </message>
    <message>
        <source>in the system keychain</source>
        <translation>im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>no expiry given</source>
        <translation>kein Ablauf angegeben</translation>
    </message>
    <message>
        <source>%1 (hidden), %2</source>
        <translation>%1 (verborgen), %2</translation>
    </message>
    <message>
        <source>Stopped here: %1</source>
        <translation>Hier beendet: %1</translation>
    </message>
    <message>
        <source>Nothing was sent in this step.</source>
        <translation>In diesem Schritt wurde nichts gesendet.</translation>
    </message>
    <message>
        <source>Nothing was sent by RpcScope: the browser opened
%1</source>
        <translation>RpcScope hat nichts gesendet: Der Browser hat geöffnet
%1</translation>
    </message>
    <message>
        <source>No HTTP answer belongs to this step.</source>
        <translation>Zu diesem Schritt gehört keine HTTP-Antwort.</translation>
    </message>
    <message>
        <source>No answer arrived.</source>
        <translation>Es kam keine Antwort.</translation>
    </message>
    <message>
        <source>Access Token Claims</source>
        <translation>Claims des Zugriffstokens</translation>
    </message>
    <message>
        <source>Decoded here, without checking the signature; the token itself is not shown.</source>
        <translation>Hier entschlüsselt, ohne die Signatur zu prüfen; das Token selbst wird nicht angezeigt.</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Claims</translation>
    </message>
    <message>
        <source>Expires %1 (UTC)</source>
        <translation>Läuft ab %1 (UTC)</translation>
    </message>
    <message>
        <source>registered beforehand</source>
        <translation>vorab registriert</translation>
    </message>
    <message>
        <source>client metadata document</source>
        <translation>Client-Metadatendokument</translation>
    </message>
    <message>
        <source>dynamically registered</source>
        <translation>dynamisch registriert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop waiting for the sign-in in the browser</source>
        <translation>Nicht länger auf die Anmeldung im Browser warten</translation>
    </message>
    <message>
        <source>Copy Sign-In Link</source>
        <translation>Anmeldelink kopieren</translation>
    </message>
    <message>
        <source>Copy the sign-in page&apos;s address, to open it in another browser or profile</source>
        <translation>Die Adresse der Anmeldeseite kopieren, um sie in einem anderen Browser oder Profil zu öffnen</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Aufbewahrt</translation>
    </message>
    <message>
        <source>The sign-in link is on the clipboard.</source>
        <translation>Der Anmeldelink ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>in memory only, until RpcScope quits: no system keychain answered</source>
        <translation>nur im Arbeitsspeicher, bis RpcScope beendet wird: Kein Schlüsselbund des Systems hat geantwortet</translation>
    </message>
    <message>
        <source>expires in %1, at %2</source>
        <translation>läuft in %1 ab, um %2</translation>
    </message>
    <message>
        <source>expired at %1</source>
        <translation>abgelaufen um %1</translation>
    </message>
    <message>
        <source>Refresh Token</source>
        <translation>Token erneuern</translation>
    </message>
    <message>
        <source>Renew the access token with the refresh token now (one token request, no browser)</source>
        <translation>Das Zugriffstoken jetzt mit dem Refresh-Token erneuern (eine Token-Anfrage, kein Browser)</translation>
    </message>
    <message>
        <source>Waiting for the sign-in in the browser…</source>
        <translation>Warten auf die Anmeldung im Browser…</translation>
    </message>
    <message>
        <source>Step by step</source>
        <translation>Schritt für Schritt</translation>
    </message>
    <message>
        <source>Pause before each request of the sign-in, to read it and, if you like, change it before it goes; secrets stay hidden</source>
        <translation>Vor jeder Anfrage der Anmeldung anhalten, um sie zu lesen und, wenn Sie möchten, vor dem Senden zu ändern; Geheimnisse bleiben verborgen</translation>
    </message>
    <message>
        <source>Undo Changes</source>
        <translation>Änderungen verwerfen</translation>
    </message>
    <message>
        <source>Back to the request as the flow made it</source>
        <translation>Zurück zur Anfrage, wie der Ablauf sie erstellt hat</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Send this request as it reads now, the hidden secrets put back</source>
        <translation>Diese Anfrage so senden, wie sie jetzt lautet, mit den verborgenen Geheimnissen an ihrem Platz</translation>
    </message>
    <message>
        <source>Next Request</source>
        <translation>Nächste Anfrage</translation>
    </message>
    <message>
        <source>Paused before the next request of the sign-in: read it under Next Request, change it if you like, and press Send.</source>
        <translation>Vor der nächsten Anfrage der Anmeldung angehalten: Lesen Sie sie unter „Nächste Anfrage“, ändern Sie sie, wenn Sie möchten, und klicken Sie auf „Senden“.</translation>
    </message>
    <message>
        <source>Paused before this request. Change anything, then Send; the secrets stay hidden as {{secret:…}} and go as they were.</source>
        <translation>Vor dieser Anfrage angehalten. Ändern Sie, was Sie möchten, dann „Senden“; die Geheimnisse bleiben als {{secret:…}} verborgen und gehen unverändert mit.</translation>
    </message>
    <message>
        <source>Paused before the next request of the sign-in.</source>
        <translation>Vor der nächsten Anfrage der Anmeldung angehalten.</translation>
    </message>
    <message>
        <source>Not sent: %1.</source>
        <translation>Nicht gesendet: %1.</translation>
    </message>
    <message>
        <source>Revoke the tokens where the authorization server offers that, and forget them and the client registration, here and in the system keychain</source>
        <translation>Die Tokens widerrufen, wo der Autorisierungsserver das anbietet, und sie samt Client-Registrierung vergessen, hier und im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <source>Show the access token in clear, to copy it; hidden again when it changes</source>
        <translation>Das Zugriffstoken im Klartext zeigen, um es zu kopieren; wieder verborgen, sobald es sich ändert</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verbergen</translation>
    </message>
    <message>
        <source>%1 (asked for: %2)</source>
        <translation>%1 (erbeten: %2)</translation>
    </message>
    <message>
        <source>waiting for the sign-in in the browser…</source>
        <translation>wartet auf die Anmeldung im Browser…</translation>
    </message>
    <message>
        <source>Not sent yet.</source>
        <translation>Noch nicht gesendet.</translation>
    </message>
    <message>
        <source>No answer yet.</source>
        <translation>Noch keine Antwort.</translation>
    </message>
    <message>
        <source>paused: read it under Next Request, then Send</source>
        <translation>angehalten: unter „Nächste Anfrage“ lesen, dann „Senden“</translation>
    </message>
    <message>
        <source>Signing in: complete the sign-in in your browser (the page at %1). RpcScope continues by itself afterwards.</source>
        <translation>Anmeldung läuft: Schließen Sie die Anmeldung im Browser ab (die Seite unter %1). RpcScope fährt danach von selbst fort.</translation>
    </message>
    <message>
        <source>Opened in the browser:
%1</source>
        <translation>An den Browser übergeben:
%1</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parameter:</translation>
    </message>
    <message>
        <source>Timings: connected %1 ms, first byte %2 ms, complete %3 ms; %4 bytes sent, %5 received</source>
        <translation>Zeiten: verbunden nach %1 ms, erstes Byte nach %2 ms, vollständig nach %3 ms; %4 Bytes gesendet, %5 empfangen</translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchBuilder</name>
    <message>
        <source>The selected entry&apos;s JSON text</source>
        <translation>Der JSON-Text des ausgewählten Eintrags</translation>
    </message>
    <message>
        <source>Add Entry</source>
        <translation>Eintrag hinzufügen</translation>
    </message>
    <message>
        <source>Adds a request to type in</source>
        <translation>Fügt eine Anfrage zum Eingeben hinzu</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Adds a copy with the next id</source>
        <translation>Fügt eine Kopie mit der nächsten id hinzu</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>Notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>A notification has no id and gets no answer</source>
        <translation>Eine Benachrichtigung hat keine id und erhält keine Antwort</translation>
    </message>
    <message>
        <source>Send Batch</source>
        <translation>Batch senden</translation>
    </message>
    <message>
        <source>Sends every entry as one JSON array</source>
        <translation>Sendet alle Einträge als ein JSON-Array</translation>
    </message>
    <message>
        <source>It is sent as typed.</source>
        <translation>Er wird so gesendet, wie er eingegeben wurde.</translation>
    </message>
    <message numerus="yes">
        <source>%n entry(s) in the batch</source>
        <translation>
            <numerusform>%n Eintrag im Batch</numerusform>
            <numerusform>%n Einträge im Batch</numerusform>
        </translation>
    </message>
    <message>
        <source>Alt+O</source>
        <extracomment>Shortcut of the batch builder&apos;s Notification toggle: Alt and the Alt letter of the composer&apos;s &quot;N&amp;otification&quot; box in this language</extracomment>
        <translation>Alt+G</translation>
    </message>
    <message>
        <source>The batch is empty. Insert adds the method chosen on the left; each entry can be a request or a notification.</source>
        <translation>Der Batch ist leer. Einfg fügt die links gewählte Methode hinzu; jeder Eintrag kann eine Anfrage oder eine Benachrichtigung sein.</translation>
    </message>
    <message>
        <source>Move Up (%1)</source>
        <translation>Nach oben (%1)</translation>
    </message>
    <message>
        <source>Move Down (%1)</source>
        <translation>Nach unten (%1)</translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchModel</name>
    <message>
        <source>A batch entry must be a JSON object.</source>
        <translation>Ein Batch-Eintrag muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(keine Methode)</translation>
    </message>
    <message>
        <source>%1 (invalid)</source>
        <extracomment>Batch entry whose text is not a JSON object</extracomment>
        <translation>%1 (ungültig)</translation>
    </message>
    <message>
        <source>%1 (notification)</source>
        <extracomment>Batch entry that is a notification (no id, no answer)</extracomment>
        <translation>%1 (Benachrichtigung)</translation>
    </message>
    <message>
        <source>%1 (id %2)</source>
        <extracomment>Batch entry that is a request: method and id</extracomment>
        <translation>%1 (id %2)</translation>
    </message>
</context>
<context>
    <name>RpcScope::BatchPairView</name>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnisart</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>The request of the selected row</source>
        <translation>Die Anfrage der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>The response of the selected row</source>
        <translation>Die Antwort der ausgewählten Zeile</translation>
    </message>
    <message>
        <source>Missing response: nothing answered this request</source>
        <translation>Fehlende Antwort: Anfrage blieb unbeantwortet</translation>
    </message>
    <message>
        <source>Duplicate response: this id was answered before</source>
        <translation>Doppelte Antwort: id schon beantwortet</translation>
    </message>
    <message>
        <source>Unmatched response: no request had this id</source>
        <translation>Nicht zugeordnet: keine Anfrage mit dieser id</translation>
    </message>
    <message>
        <source>Notification: no response is due</source>
        <translation>Benachrichtigung: keine Antwort fällig</translation>
    </message>
    <message>
        <source>—</source>
        <extracomment>Request column of a response that answers no request</extracomment>
        <translation>—</translation>
    </message>
    <message>
        <source>isError: true</source>
        <translation>isError: true</translation>
    </message>
    <message numerus="yes">
        <source>%n missing</source>
        <translation>
            <numerusform>%n fehlt</numerusform>
            <numerusform>%n fehlen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n duplicate(s)</source>
        <translation>
            <numerusform>%n Duplikat</numerusform>
            <numerusform>%n Duplikate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unmatched</source>
        <translation>
            <numerusform>%n nicht zugeordnet</numerusform>
            <numerusform>%n nicht zugeordnet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n request(s)</source>
        <extracomment>Batch summary, e.g. &quot;4 requests, 3 responses: 1 missing, 1 duplicate&quot;</extracomment>
        <translation>
            <numerusform>%n Anfrage</numerusform>
            <numerusform>%n Anfragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n response(s)</source>
        <translation>
            <numerusform>%n Antwort</numerusform>
            <numerusform>%n Antworten</numerusform>
        </translation>
    </message>
    <message>
        <source>(%1 bytes; the Raw tab shows all of them)</source>
        <translation>(%1 Bytes; der Tab „Roh“ zeigt alle)</translation>
    </message>
    <message>
        <source>No request of the batch had the id %1.</source>
        <translation>Keine Anfrage des Batches hatte die id %1.</translation>
    </message>
    <message>
        <source>A notification gets no response.</source>
        <translation>Eine Benachrichtigung erhält keine Antwort.</translation>
    </message>
    <message>
        <source>No response arrived for this request.</source>
        <translation>Für diese Anfrage ist keine Antwort eingetroffen.</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
</context>
<context>
    <name>RpcScope::BooleanField</name>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>not set (default: %1)</source>
        <translation>nicht gesetzt (Standard: %1)</translation>
    </message>
</context>
<context>
    <name>RpcScope::ChoiceField</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
</context>
<context>
    <name>RpcScope::CliApp</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
        <source>Print the exchange report as JSON.</source>
        <translation>Den Aufrufbericht als JSON ausgeben.</translation>
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
        <source>A header must look like &quot;Name: value&quot;, not &quot;%1&quot;.</source>
        <translation>Ein Header muss die Form &quot;Name: Wert&quot; haben, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--timeout takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--timeout erwartet eine Anzahl Millisekunden, nicht &quot;%1&quot;.</translation>
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
    <message>
        <source>Append the exchanges to the session FILE (secrets redacted).</source>
        <translation>Die Aufrufe an die Sitzungsdatei FILE anhängen (Geheimnisse geschwärzt).</translation>
    </message>
    <message>
        <source>serve: listen on 127.0.0.1:N; 0 picks a free port (the default).</source>
        <translation>serve: auf 127.0.0.1:N lauschen; 0 wählt einen freien Port (Standard).</translation>
    </message>
    <message>
        <source>--listen takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--listen erwartet eine Anzahl Millisekunden, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>stdio and socket framing: ndjson (default), lsp (Content-Length) or concatenated (JSON values one after another, as geth IPC and Kodi send them).</source>
        <translation>Framing für stdio und Sockets: ndjson (Standard), lsp (Content-Length) oder concatenated (JSON-Werte direkt hintereinander, wie geth-IPC und Kodi sie senden).</translation>
    </message>
    <message>
        <source>--framing is ndjson, lsp or concatenated, not &quot;%1&quot;.</source>
        <translation>--framing ist ndjson, lsp oder concatenated, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>error: the language server did not start: %1</source>
        <translation>Fehler: Der Language Server ist nicht gestartet: %1</translation>
    </message>
    <message numerus="yes">
        <source>LSP: %1, %n method(s) from its capabilities</source>
        <translation>
            <numerusform>LSP: %1, %n Methode laut seinen Fähigkeiten (capabilities)</numerusform>
            <numerusform>LSP: %1, %n Methoden laut seinen Fähigkeiten (capabilities)</numerusform>
        </translation>
    </message>
    <message>
        <source>error: LSP initialize: %1</source>
        <translation>Fehler: LSP-initialize: %1</translation>
    </message>
    <message numerus="yes">
        <source>error: the server process exited without reading the notification (%n byte(s) left unread).</source>
        <translation>
            <numerusform>Fehler: Der Serverprozess hat sich beendet, ohne die Benachrichtigung zu lesen (%n Byte ungelesen).</numerusform>
            <numerusform>Fehler: Der Serverprozess hat sich beendet, ohne die Benachrichtigung zu lesen (%n Bytes ungelesen).</numerusform>
        </translation>
    </message>
    <message>
        <source>--grace takes a number of milliseconds, not &quot;%1&quot;.</source>
        <translation>--grace erwartet eine Anzahl Millisekunden, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>MCP protocol revision to speak, and no other (default: the newest the server knows: 2026-07-28 through server/discover, else the initialize handshake with 2025-11-25).</source>
        <translation>MCP-Protokollrevision, die gesprochen wird, und keine andere (Standard: die neueste, die der Server kennt: 2026-07-28 über server/discover, sonst der initialize-Handshake mit 2025-11-25).</translation>
    </message>
    <message>
        <source>call, batch, send, discover, tools, tool, replay, serve, tap, run, login or logout</source>
        <translation>call, batch, send, discover, tools, tool, replay, serve, tap, run, login oder logout</translation>
    </message>
    <message>
        <source>call, batch, send, run: keep the connection open MS milliseconds after the (last) answer and report what the server sends meanwhile (subscriptions&apos; pushes, a language server&apos;s diagnostics). tap: where to listen: a loopback address and port, 127.0.0.1:PORT (0: a free port; tcp://127.0.0.1:PORT alike), or a Unix socket, unix:PATH.</source>
        <translation>call, batch, send, run: die Verbindung nach der (letzten) Antwort MS Millisekunden offen halten und melden, was der Server in dieser Zeit sendet (Push-Nachrichten von Abonnements, Diagnosen eines Language Servers). tap: wo gelauscht wird: eine Loopback-Adresse mit Port, 127.0.0.1:PORT (0: ein freier Port; ebenso tcp://127.0.0.1:PORT), oder ein Unix-Socket, unix:PFAD.</translation>
    </message>
    <message>
        <source>stdio: how long the server has to exit once its input is closed, before it is terminated (SIGTERM, then SIGKILL after as long again). tap on a socket: how long the server has to close the connection after the client&apos;s end.</source>
        <translation>stdio: So lange darf sich der Server nach dem Schließen seiner Eingabe mit dem Beenden Zeit lassen, bevor er SIGTERM erhält (und nach ebenso langer Zeit SIGKILL). tap auf einem Socket: So lange hat der Server nach dem Ende des Clients Zeit, die Verbindung zu schließen.</translation>
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
        <translation>JSON-RPC-2.0-Endpunkte erkunden und testen: http(s)://…, ws(s)://…, sse+http(s)://…, tcp://HOST:PORT, tls+tcp://HOST:PORT, unix:PFAD oder stdio:BEFEHL.

Befehle:
  call ENDPOINT METHOD [PARAMS]   eine Anfrage senden (PARAMS: JSON-Objekt oder -Array)
  batch ENDPOINT FILE             das JSON-Array von Anfragen in FILE als einen Batch senden (- liest stdin)
  send ENDPOINT FILE              die Bytes von FILE unverändert senden
  discover ENDPOINT               das aktuelle Methodenverzeichnis auflisten
  tools ENDPOINT                  MCP: Handshake, dann jedes Tool auflisten (Name, TAB, Beschreibung)
  tool ENDPOINT NAME [ARGS]       MCP: Handshake, dann ein Tool aufrufen (ARGS: JSON-Objekt) und seinen Inhalt ausgeben
  replay SESSION [--against ENDPOINT] [--ignore PATH]...  eine Sitzung erneut senden und Änderungen anzeigen
  run COLLECTION [--env NAME] [--var NAME=VALUE]... [--junit FILE]  die Anfragen und Prüfungen einer Sammlung ausführen
  serve SESSION --port N          auf 127.0.0.1 mit den aufgezeichneten Antworten einer Sitzung antworten
  tap [--record FILE] -- COMMAND ARGS...  einen stdio-Server starten, seinen Verkehr unverändert durchreichen und aufzeichnen
  tap [--record FILE] --listen 127.0.0.1:PORT --upstream URL  dasselbe zwischen einem HTTP-Client und -Server
  tap [--record FILE] --listen tcp://127.0.0.1:PORT|unix:PATH --upstream tcp://HOST:PORT|tls+tcp://HOST:PORT|unix:PATH  dasselbe auf Sockets
  login ENDPOINT                  OAuth: an einem http(s)-Endpunkt anmelden und die Berechtigung im Schlüsselbund speichern
  logout ENDPOINT                 OAuth: widerrufen und vergessen, was der Schlüsselbund für den Endpunkt aufbewahrt</translation>
    </message>
    <message>
        <source>tap: the server the client&apos;s traffic goes on to: its http:// or https:// URL, tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH (TLS verified as for any call: --cacert, --cert, --key, --accept-cert, --insecure).</source>
        <translation>tap: der Server, an den der Verkehr des Clients weitergeht: seine http://- oder https://-URL, tcp://HOST:PORT, tls+tcp://HOST:PORT oder unix:PFAD (TLS wird wie bei jedem Aufruf geprüft: --cacert, --cert, --key, --accept-cert, --insecure).</translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionDocument</name>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <extracomment>The name of a duplicated collection item, e.g. &quot;login copy&quot;</extracomment>
        <translation>%1 Kopie</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>%1 duplizieren</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 löschen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>Edit the description of %1</source>
        <translation>Beschreibung von %1 bearbeiten</translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionImportFlow</name>
    <message>
        <source>OpenRPC documents (*.json);;All files (*)</source>
        <translation>OpenRPC-Dokumente (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Postman collections (*.postman_collection.json *.json);;All files (*)</source>
        <translation>Postman-Sammlungen (*.postman_collection.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>MCP configurations (*.json);;All files (*)</source>
        <translation>MCP-Konfigurationen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Set the variable baseUrl to the server&apos;s address (Variables…).</source>
        <translation>Setzen Sie die Variable baseUrl auf die Adresse des Servers (Variablen…).</translation>
    </message>
    <message>
        <source>Left out (not a JSON-RPC POST): %1</source>
        <translation>Ausgelassen (kein JSON-RPC-POST): %1</translation>
    </message>
    <message>
        <source>Import curl Command</source>
        <translation>curl-Befehl importieren</translation>
    </message>
    <message>
        <source>A curl command line, as a browser&apos;s Copy as cURL writes it:</source>
        <translation>Eine curl-Befehlszeile, wie sie „Als cURL kopieren“ eines Browsers schreibt:</translation>
    </message>
    <message>
        <source>curl command</source>
        <translation>curl-Befehl</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>%1 is larger than any file this import reads (64 MB).</source>
        <translation>%1 ist größer als jede Datei, die dieser Import liest (64 MB).</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>Imported request</source>
        <translation>Importierte Anfrage</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be imported: %2</source>
        <translation>%1 konnte nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>%1 names no MCP servers.</source>
        <translation>%1 nennt keine MCP-Server.</translation>
    </message>
    <message>
        <source>Save the Imported Collection</source>
        <translation>Importierte Sammlung speichern</translation>
    </message>
    <message>
        <source>Collections (*.collection.json)</source>
        <translation>Sammlungen (*.collection.json)</translation>
    </message>
    <message>
        <source>Imported %1 into %2.</source>
        <translation>%1 nach %2 importiert.</translation>
    </message>
    <message>
        <source>Tapped</source>
        <translation>Abgehört</translation>
    </message>
    <message>
        <source>%1 now starts the chosen servers through rpcscope-cli tap; the original is kept as %2. Restart the host, then watch it in Sessions &gt; Live Taps.</source>
        <translation>%1 startet die gewählten Server jetzt über rpcscope-cli tap; das Original liegt als %2 daneben. Starten Sie den Host neu und sehen Sie dann unter Sitzungen &gt; Live-Taps zu.</translation>
    </message>
    <message>
        <source>Tapped the servers of %1.</source>
        <translation>Die Server von %1 laufen jetzt über einen Tap.</translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionTreeModel</name>
    <message>
        <source>request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>raw message</source>
        <translation>Rohnachricht</translation>
    </message>
    <message>
        <source>New request</source>
        <translation>Neue Anfrage</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>%1 umbenennen</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <translation>%1 kopieren</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>MCP request</source>
        <translation>MCP-Anfrage</translation>
    </message>
</context>
<context>
    <name>RpcScope::CollectionsSidebar</name>
    <message>
        <source>Open in &amp;Composer</source>
        <translation>Im Anfrage-Editor ö&amp;ffnen</translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation>Sammlung &amp;öffnen…</translation>
    </message>
    <message>
        <source>Open a collection file</source>
        <translation>Eine Sammlungsdatei öffnen</translation>
    </message>
    <message>
        <source>&amp;New Collection…</source>
        <translation>&amp;Neue Sammlung…</translation>
    </message>
    <message>
        <source>Create a collection file</source>
        <translation>Eine Sammlungsdatei erstellen</translation>
    </message>
    <message>
        <source>New &amp;Folder</source>
        <translation>Neuer &amp;Ordner</translation>
    </message>
    <message>
        <source>New &amp;Request</source>
        <translation>Neue &amp;Anfrage</translation>
    </message>
    <message>
        <source>Re&amp;name</source>
        <translation>&amp;Umbenennen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Edit Request…</source>
        <translation>Anfrage &amp;bearbeiten…</translation>
    </message>
    <message>
        <source>Endpoint, method, params, description and assertions of the saved request</source>
        <translation>Endpunkt, Methode, Parameter, Beschreibung und Prüfungen der gespeicherten Anfrage</translation>
    </message>
    <message>
        <source>R&amp;un</source>
        <translation>Aus&amp;führen</translation>
    </message>
    <message>
        <source>Run the selected collection or folder</source>
        <translation>Die ausgewählte Sammlung oder den ausgewählten Ordner ausführen</translation>
    </message>
    <message>
        <source>&amp;Close Collection</source>
        <translation>Sammlung s&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>Search names and descriptions</source>
        <translation>Namen und Beschreibungen durchsuchen</translation>
    </message>
    <message>
        <source>The environment whose variables the preview, Send and Run use</source>
        <translation>Die Umgebung, deren Variablen Vorschau, Senden und Ausführen verwenden</translation>
    </message>
    <message>
        <source>Edit the variables and secrets of the collection and its environments</source>
        <translation>Die Variablen und Geheimnisse der Sammlung und ihrer Umgebungen bearbeiten</translation>
    </message>
    <message>
        <source>Not opened (the file is left as it is): %1</source>
        <translation>Nicht geöffnet (die Datei bleibt unverändert): %1</translation>
    </message>
    <message>
        <source>Not saved (kept until the next change): %1</source>
        <translation>Nicht gespeichert (bis zur nächsten Änderung aufbewahrt): %1</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>Not opened (the files are left as they are): %1</source>
        <translation>Nicht geöffnet (die Dateien bleiben unverändert): %1</translation>
    </message>
    <message>
        <source>Open Collection</source>
        <translation>Sammlung öffnen</translation>
    </message>
    <message>
        <source>Collections (*.collection.json *.json);;All files (*)</source>
        <translation>Sammlungen (*.collection.json *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Collection</source>
        <translation>Neue Sammlung</translation>
    </message>
    <message>
        <source>Collections (*.collection.json)</source>
        <translation>Sammlungen (*.collection.json)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>New folder</source>
        <translation>Neuer Ordner</translation>
    </message>
    <message>
        <source>New request</source>
        <translation>Neue Anfrage</translation>
    </message>
    <message>
        <source>Deleted %1 (Ctrl+Z undoes).</source>
        <translation>%1 gelöscht (Strg+Z macht es rückgängig).</translation>
    </message>
    <message>
        <source>Edit the details of %1</source>
        <translation>Details von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Edit the variables of %1</source>
        <translation>Variablen von %1 bearbeiten</translation>
    </message>
    <message>
        <source>Open or create a collection first.</source>
        <translation>Öffnen oder erstellen Sie zuerst eine Sammlung.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Saved %1 in %2.</source>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
    <message>
        <source>Select the saved request the assertion belongs to, then choose Assert This Value again.</source>
        <translation>Wählen Sie die gespeicherte Anfrage aus, zu der die Prüfung gehört, und wählen Sie dann erneut Diesen Wert prüfen.</translation>
    </message>
    <message>
        <source>Assert %1</source>
        <translation>Prüfung für %1</translation>
    </message>
    <message>
        <source>Added to %1: %2 equals %3</source>
        <translation>Zu %1 hinzugefügt: %2 ist gleich %3</translation>
    </message>
    <message>
        <source>Secret values are shown as *** in the composer; Send in the sidebar sends them.</source>
        <translation>Geheime Werte werden im Anfrage-Editor als *** angezeigt; Senden in der Seitenleiste sendet sie.</translation>
    </message>
    <message>
        <source>%1 holds a secret: an equals assertion would write it into the collection file. Edit the request&apos;s assertions to check that it exists instead.</source>
        <translation>%1 enthält ein Geheimnis: Eine equals-Prüfung würde es in die Sammlungsdatei schreiben. Bearbeiten Sie die Prüfungen der Anfrage und prüfen Sie stattdessen, dass der Wert vorhanden ist.</translation>
    </message>
    <message>
        <source>The endpoint of this request holds a secret value, and open endpoints are saved in the workspace: use Run to send it.</source>
        <translation>Der Endpunkt dieser Anfrage enthält einen geheimen Wert, und offene Endpunkte werden im Arbeitsbereich gespeichert: Senden Sie sie mit Ausführen.</translation>
    </message>
    <message>
        <source>Cop&amp;y as curl</source>
        <translation>Als curl &amp;kopieren</translation>
    </message>
    <message>
        <source>The saved request as a curl command line, resolved, with secret values masked</source>
        <translation>Die gespeicherte Anfrage als curl-Befehlszeile, aufgelöst, mit maskierten geheimen Werten</translation>
    </message>
    <message>
        <source>Copied as curl; secret values are masked (***).</source>
        <translation>Als curl kopiert; geheime Werte sind maskiert (***).</translation>
    </message>
    <message>
        <source>Sent with the request&apos;s own headers, without its login recipe: that runs with Run.</source>
        <translation>Mit den eigenen Headern der Anfrage gesendet, ohne ihr Login-Rezept: das läuft mit Ausführen.</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Variables…</source>
        <translation>Variablen…</translation>
    </message>
    <message>
        <source>Environment:</source>
        <translation>Umgebung:</translation>
    </message>
</context>
<context>
    <name>RpcScope::ComposerPanel</name>
    <message>
        <source>the request text is not a JSON object (%1).</source>
        <translation>Der Anfragetext ist kein JSON-Objekt (%1).</translation>
    </message>
    <message>
        <source>the request is too large for the form.</source>
        <translation>Die Anfrage ist für das Formular zu groß.</translation>
    </message>
    <message>
        <source>the request text is not valid JSON (%1).</source>
        <translation>Der Anfragetext ist kein gültiges JSON (%1).</translation>
    </message>
    <message>
        <source>the request text is not one JSON object.</source>
        <translation>Der Anfragetext ist kein einzelnes JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>RpcScope::DecodedErrorText</name>
    <message>
        <source>(application code %1)</source>
        <extracomment>An error&apos;s application code nested in error.data, e.g. &quot;(application code NOT_FOUND)&quot;</extracomment>
        <translation>(Anwendungscode %1)</translation>
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
    <message>
        <source>MCP server, protocol revision %1 (stateless)</source>
        <translation>MCP-Server, Protokollrevision %1 (zustandslos)</translation>
    </message>
    <message>
        <source>MCP server/discover: not offered (%1)</source>
        <translation>MCP server/discover: nicht angeboten (%1)</translation>
    </message>
</context>
<context>
    <name>RpcScope::DriftPanel</name>
    <message>
        <source>Double-click or press Return on a method to show it in the registry.</source>
        <translation>Doppelklicken Sie auf eine Methode oder drücken Sie Return, um sie im Methodenverzeichnis anzuzeigen.</translation>
    </message>
    <message>
        <source>Load an OpenRPC document (Load document…) to compare it with what the endpoint offers.</source>
        <translation>Laden Sie ein OpenRPC-Dokument („Dokument laden…“), um es mit dem Angebot des Endpunkts zu vergleichen.</translation>
    </message>
    <message>
        <source>The endpoint matches %1: no drift.</source>
        <translation>Der Endpunkt stimmt mit %1 überein: keine Drift.</translation>
    </message>
    <message numerus="yes">
        <source>Compared with %1: %n difference(s).</source>
        <extracomment>%1 is a list of document paths or URLs</extracomment>
        <translation>
            <numerusform>Verglichen mit %1: %n Unterschied.</numerusform>
            <numerusform>Verglichen mit %1: %n Unterschiede.</numerusform>
        </translation>
    </message>
    <message>
        <source>Documented, not offered (%1)</source>
        <translation>Dokumentiert, nicht angeboten (%1)</translation>
    </message>
    <message>
        <source>Offered, not documented (%1)</source>
        <translation>Angeboten, nicht dokumentiert (%1)</translation>
    </message>
    <message>
        <source>Parameters differ (%1)</source>
        <translation>Parameter weichen ab (%1)</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointBar</name>
    <message>
        <source>Connect to the endpoint and discover its methods</source>
        <translation>Mit dem Endpunkt verbinden und seine Methoden ermitteln</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>End&amp;punkt:</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>http://host:port/path, ws://…, tcp://host:port, unix:path or stdio:command arguments</source>
        <translation>http://host:port/pfad, ws://…, tcp://host:port, unix:pfad oder stdio:befehl argumente</translation>
    </message>
    <message>
        <source>The endpoint: an http:// or https:// URL, a ws:// or wss:// WebSocket URL, sse+http:// for
MCP&apos;s HTTP+SSE event stream, a socket (tcp://host:port, tls+tcp://host:port, unix:path),
or stdio: followed by a command line that starts a server speaking JSON-RPC on its
standard input and output.</source>
        <translation>Der Endpunkt: eine http://- oder https://-URL, eine ws://- oder wss://-WebSocket-URL, sse+http:// für
den HTTP+SSE-Ereignisstrom von MCP, ein Socket (tcp://host:port, tls+tcp://host:port, unix:pfad)
oder stdio: gefolgt von einer Befehlszeile, die einen Server startet, der JSON-RPC über seine
Standardein- und -ausgabe spricht.</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Neu verbinden</translation>
    </message>
    <message>
        <source>Connect again and discover the methods anew</source>
        <translation>Erneut verbinden und die Methoden neu ermitteln</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointListModel</name>
    <message>
        <source>Answers JSON-RPC.</source>
        <translation>Antwortet per JSON-RPC.</translation>
    </message>
    <message>
        <source>Answered, but not with JSON-RPC.</source>
        <translation>Hat geantwortet, aber nicht per JSON-RPC.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindungsaufbau…</translation>
    </message>
    <message>
        <source>Unreachable.</source>
        <translation>Nicht erreichbar.</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSession</name>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
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
        <translation>%1 konnte nicht erreicht werden: %2</translation>
    </message>
    <message>
        <source>%1 answered, but offered no list of methods. Type a request by hand.</source>
        <translation>%1 hat geantwortet, aber keine Methodenliste angeboten. Geben Sie eine Anfrage von Hand ein.</translation>
    </message>
    <message>
        <source>Not connected. Press Connect first.</source>
        <translation>Nicht verbunden. Klicken Sie zuerst auf „Verbinden“.</translation>
    </message>
    <message>
        <source>MCP session failed: %1</source>
        <translation>MCP-Sitzung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Opening the MCP session with %1…</source>
        <translation>MCP-Sitzung mit %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>MCP server, protocol revision %1</source>
        <translation>MCP-Server, Protokollrevision %1</translation>
    </message>
    <message numerus="yes">
        <source>Language server %1: %n method(s) from its capabilities</source>
        <translation>
            <numerusform>Language Server %1: %n Methode laut seinen Fähigkeiten (capabilities)</numerusform>
            <numerusform>Language Server %1: %n Methoden laut seinen Fähigkeiten (capabilities)</numerusform>
        </translation>
    </message>
    <message>
        <source>LSP initialize failed: %1. Type a request by hand.</source>
        <translation>LSP-initialize fehlgeschlagen: %1. Tippen Sie eine Anfrage von Hand.</translation>
    </message>
    <message>
        <source>Initializing the language server %1…</source>
        <translation>Language Server %1 wird initialisiert…</translation>
    </message>
    <message>
        <source>No language server is ready on this endpoint.</source>
        <translation>An diesem Endpunkt ist kein Language Server bereit.</translation>
    </message>
    <message>
        <source>Reading the secret environment of %1 from the keychain…</source>
        <translation>Die geheimen Umgebungsvariablen von %1 werden aus dem Schlüsselbund gelesen …</translation>
    </message>
    <message>
        <source>%1 started without %2: no value is kept for it. Give it in the endpoint settings, or set RPCSCOPE_SECRET_&lt;NAME&gt;.</source>
        <translation>%1 wurde ohne %2 gestartet: Dafür ist kein Wert hinterlegt. Geben Sie ihn in den Endpunkt-Einstellungen an oder setzen Sie RPCSCOPE_SECRET_&lt;NAME&gt;.</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSettingsDialog</name>
    <message>
        <source>Endpoint Settings</source>
        <translation>Endpunkt-Einstellungen</translation>
    </message>
    <message>
        <source>Header</source>
        <translation>Header</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add Header</source>
        <translation>Header hinzufügen</translation>
    </message>
    <message>
        <source>Remove Header</source>
        <translation>Header entfernen</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>Bearer token</source>
        <translation>Bearer-Token</translation>
    </message>
    <message>
        <source>Basic (user and password)</source>
        <translation>Basic (Benutzer und Passwort)</translation>
    </message>
    <message>
        <source>Token in a header</source>
        <translation>Token in einem Header</translation>
    </message>
    <message>
        <source>e.g. X-Api-Key or login_key</source>
        <translation>z. B. X-Api-Key oder login_key</translation>
    </message>
    <message>
        <source>(set for this session; type to replace)</source>
        <translation>(für diese Sitzung gesetzt; zum Ersetzen neu eingeben)</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <source>Kept in memory for this session only: it is never written to the workspace, recordings or logs.</source>
        <translation>Wird nur für diese Sitzung im Speicher gehalten: Es wird nie in den Arbeitsbereich, in Aufzeichnungen oder in Protokolle geschrieben.</translation>
    </message>
    <message>
        <source>Show or hide the secret</source>
        <translation>Geheimnis anzeigen oder verbergen</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>At start the secret is read from the environment variable RPCSCOPE_SECRET_NAME</source>
        <translation>Beim Start wird das Geheimnis aus der Umgebungsvariablen RPCSCOPE_SECRET_NAME gelesen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>no deadline</source>
        <translation>kein Zeitlimit</translation>
    </message>
    <message>
        <source>Follow redirects (method and body kept)</source>
        <translation>Weiterleitungen folgen (Methode und Body bleiben erhalten)</translation>
    </message>
    <message>
        <source>Accept any TLS certificate (insecure)</source>
        <translation>Jedes TLS-Zertifikat akzeptieren (unsicher)</translation>
    </message>
    <message>
        <source>One message per line (NDJSON, MCP)</source>
        <translation>Eine Nachricht pro Zeile (NDJSON, MCP)</translation>
    </message>
    <message>
        <source>Content-Length headers (LSP style)</source>
        <translation>Content-Length-Header (LSP-Stil)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>Ad&amp;resse:</translation>
    </message>
    <message>
        <source>&amp;Headers:</source>
        <translation>&amp;Header:</translation>
    </message>
    <message>
        <source>A&amp;uth:</source>
        <translation>Au&amp;thentifizierung:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Header &amp;name:</source>
        <translation>Header-Na&amp;me:</translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation>&amp;Geheimnis:</translation>
    </message>
    <message>
        <source>Secret from &amp;environment:</source>
        <translation>Geheimnis aus der &amp;Umgebung:</translation>
    </message>
    <message>
        <source>&amp;Timeout:</source>
        <translation>&amp;Zeitlimit:</translation>
    </message>
    <message>
        <source>&amp;Working directory:</source>
        <translation>&amp;Arbeitsverzeichnis:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid header name.</source>
        <translation>&quot;%1&quot; ist kein gültiger Header-Name.</translation>
    </message>
    <message>
        <source>Name the header that carries the token.</source>
        <translation>Geben Sie den Header an, der das Token enthält.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; carries a credential: set it under Auth, which keeps it out of the workspace file.</source>
        <translation>&quot;%1&quot; enthält Zugangsdaten: Tragen Sie sie unter Authentifizierung ein, dann bleiben sie aus der Arbeitsbereichsdatei heraus.</translation>
    </message>
    <message>
        <source>http://host:port/path, tcp://host:port, unix:path or stdio:command --args</source>
        <translation>http://host:port/pfad, tcp://host:port, unix:pfad oder stdio:befehl --args</translation>
    </message>
    <message>
        <source>An HTTP(S) or WebSocket URL, a socket (tcp://host:port, tls+tcp://…, unix:path), or stdio: followed by the command that starts the server</source>
        <translation>Eine HTTP(S)- oder WebSocket-URL, ein Socket (tcp://host:port, tls+tcp://…, unix:pfad) oder stdio: gefolgt von dem Befehl, der den Server startet</translation>
    </message>
    <message>
        <source>JSON values one after another (geth IPC, Kodi)</source>
        <translation>JSON-Werte direkt hintereinander (geth-IPC, Kodi)</translation>
    </message>
    <message>
        <source>&amp;Framing:</source>
        <translation>&amp;Framing:</translation>
    </message>
    <message>
        <source>Enter an address: an http(s):// or ws(s):// URL, tcp://host:port, unix:path, or stdio: and a command.</source>
        <translation>Geben Sie eine Adresse ein: eine http(s)://- oder ws(s)://-URL, tcp://host:port, unix:pfad oder stdio: und einen Befehl.</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Result (JSON)</source>
        <translation>Ergebnis (JSON)</translation>
    </message>
    <message>
        <source>Add Answer</source>
        <translation>Antwort hinzufügen</translation>
    </message>
    <message>
        <source>Remove Answer</source>
        <translation>Antwort entfernen</translation>
    </message>
    <message>
        <source>The answer to %1 is not JSON: %2</source>
        <translation>Die Antwort auf %1 ist kein JSON: %2</translation>
    </message>
    <message>
        <source>Answers to the ser&amp;ver:</source>
        <translation>Antworten an den Ser&amp;ver:</translation>
    </message>
    <message>
        <source>When the server sends a request with this method, it gets this result at once. Requests no row names are asked in a dialog (a language server&apos;s usual ones get LSP&apos;s defaults).</source>
        <translation>Sendet der Server eine Anfrage mit dieser Methode, bekommt sie sofort dieses Ergebnis. Zu Anfragen, die keine Zeile nennt, fragt ein Dialog nach (die üblichen eines Language Servers bekommen die LSP-Standardantworten).</translation>
    </message>
    <message>
        <source>No rules yet. A request from the server opens a dialog; tick “Always answer” there to add its answer here.</source>
        <translation>Noch keine Regeln. Eine Anfrage des Servers öffnet einen Dialog; setzen Sie dort „Immer so antworten“, um die Antwort hier aufzunehmen.</translation>
    </message>
    <message>
        <source>How long the server has to exit once its input is closed, before it is terminated (SIGTERM, then SIGKILL after as long again).</source>
        <translation>So lange darf sich der Server nach dem Schließen seiner Eingabe mit dem Beenden Zeit lassen, bevor er SIGTERM erhält (und nach ebenso langer Zeit SIGKILL).</translation>
    </message>
    <message>
        <source>E&amp;xit grace:</source>
        <translation>&amp;Wartezeit beim Beenden:</translation>
    </message>
    <message>
        <source>registered by itself (Dynamic Client Registration)</source>
        <translation>registriert sich selbst (Dynamic Client Registration)</translation>
    </message>
    <message>
        <source>OAuth: a client id registered with the authorization server beforehand</source>
        <translation>OAuth: eine vorab beim Autorisierungsserver registrierte Client-ID</translation>
    </message>
    <message>
        <source>none (a public client)</source>
        <translation>keines (ein öffentlicher Client)</translation>
    </message>
    <message>
        <source>none (https URL of a client metadata document)</source>
        <translation>keine (https-URL eines Client-Metadatendokuments)</translation>
    </message>
    <message>
        <source>what the server asks for</source>
        <translation>was der Server verlangt</translation>
    </message>
    <message>
        <source>http://127.0.0.1 on a free port</source>
        <translation>http://127.0.0.1 auf einem freien Port</translation>
    </message>
    <message>
        <source>Client &amp;metadata URL:</source>
        <translation>Cl&amp;ient-Metadaten-URL:</translation>
    </message>
    <message>
        <source>OAuth sc&amp;opes:</source>
        <translation>OAuth-Sc&amp;opes:</translation>
    </message>
    <message>
        <source>The client metadata URL must be an https URL with a path.</source>
        <translation>Die Client-Metadaten-URL muss eine https-URL mit Pfad sein.</translation>
    </message>
    <message>
        <source>The redirect URI must be http on 127.0.0.1, [::1] or localhost with a port, e.g. http://127.0.0.1:8765/callback: RpcScope listens there for the sign-in&apos;s answer.</source>
        <translation>Die Redirect-URI muss http auf 127.0.0.1, [::1] oder localhost mit Port sein, z. B. http://127.0.0.1:8765/callback: Dort wartet RpcScope auf die Antwort der Anmeldung.</translation>
    </message>
    <message>
        <source>OAuth client I&amp;D:</source>
        <translation>OAuth-Client-I&amp;D:</translation>
    </message>
    <message>
        <source>OAuth c&amp;lient secret:</source>
        <translation>OAuth-C&amp;lient-Geheimnis:</translation>
    </message>
    <message>
        <source>&amp;Redirect URI:</source>
        <translation>Redire&amp;ct-URI:</translation>
    </message>
    <message>
        <source>Kept in the system keychain, never written to the workspace; without one, it is read from RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET</source>
        <translation>Im Schlüsselbund des Systems aufbewahrt, nie in den Arbeitsbereich geschrieben; ohne eines wird es aus RPCSCOPE_SECRET_OAUTH_CLIENT_SECRET gelesen</translation>
    </message>
    <message>
        <source>Authorization code (a person signs in)</source>
        <translation>Autorisierungscode (eine Person meldet sich an)</translation>
    </message>
    <message>
        <source>Client credentials (the client itself)</source>
        <translation>Client-Anmeldedaten (der Client selbst)</translation>
    </message>
    <message>
        <source>How a token is obtained when the server asks for OAuth</source>
        <translation>Wie ein Token beschafft wird, wenn der Server OAuth verlangt</translation>
    </message>
    <message>
        <source>discovered from the server&apos;s metadata</source>
        <translation>aus den Metadaten des Servers ermittelt</translation>
    </message>
    <message>
        <source>For an authorization server that publishes no metadata: its token endpoint. Given, nothing is discovered.</source>
        <translation>Für einen Autorisierungsserver ohne veröffentlichte Metadaten: sein Token-Endpunkt. Ist er angegeben, wird nichts ermittelt.</translation>
    </message>
    <message>
        <source>With a token URL: the page a person signs in at</source>
        <translation>Mit einer Token-URL: die Seite, auf der sich eine Person anmeldet</translation>
    </message>
    <message>
        <source>OAuth &amp;grant:</source>
        <translation>OAuth-Grant-T&amp;yp:</translation>
    </message>
    <message>
        <source>Token URL:</source>
        <translation>Token-URL:</translation>
    </message>
    <message>
        <source>Authorization URL:</source>
        <translation>Autorisierungs-URL:</translation>
    </message>
    <message>
        <source>kept in the system keychain (type to replace)</source>
        <translation>im Schlüsselbund des Systems aufbewahrt (zum Ersetzen tippen)</translation>
    </message>
    <message>
        <source>The token and authorization URLs must be http or https addresses.</source>
        <translation>Token- und Autorisierungs-URL müssen http- oder https-Adressen sein.</translation>
    </message>
    <message>
        <source>Give both the token URL and the authorization URL, or neither (then both are discovered).</source>
        <translation>Geben Sie Token-URL und Autorisierungs-URL an oder keine von beiden (dann werden beide ermittelt).</translation>
    </message>
    <message>
        <source>With the URLs given, name the client id registered there: there is no registration to use.</source>
        <translation>Mit angegebenen URLs nennen Sie die dort registrierte Client-ID: Es gibt keine Registrierung, die sich nutzen ließe.</translation>
    </message>
    <message>
        <source>Client credentials need the client id (and its secret).</source>
        <translation>Client-Anmeldedaten brauchen die Client-ID (und ihr Geheimnis).</translation>
    </message>
    <message>
        <source>En&amp;vironment:</source>
        <translation>&amp;Umgebung:</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointSidebar</name>
    <message>
        <source>Endpoints</source>
        <translation>Endpunkte</translation>
    </message>
    <message>
        <source>Add an endpoint (Ctrl+Shift+N)</source>
        <translation>Einen Endpunkt hinzufügen (Strg+Umschalt+N)</translation>
    </message>
    <message>
        <source>Edit the selected endpoint&apos;s settings</source>
        <translation>Die Einstellungen des ausgewählten Endpunkts bearbeiten</translation>
    </message>
    <message>
        <source>Close the selected endpoint</source>
        <translation>Den ausgewählten Endpunkt schließen</translation>
    </message>
    <message>
        <source>Add Endpoint…</source>
        <translation>Endpunkt hinzufügen…</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <source>Close Endpoint</source>
        <translation>Endpunkt schließen</translation>
    </message>
</context>
<context>
    <name>RpcScope::EndpointView</name>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Several requests and notifications sent as one JSON array</source>
        <translation>Mehrere Anfragen und Benachrichtigungen, als ein JSON-Array gesendet</translation>
    </message>
    <message>
        <source>New request tab (Ctrl+T)</source>
        <translation>Neuer Anfrage-Tab (Strg+T)</translation>
    </message>
    <message>
        <source>Methods</source>
        <translation>Methoden</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Request %1</source>
        <translation>Anfrage %1</translation>
    </message>
    <message>
        <source>Nothing to send: the batch is empty.</source>
        <translation>Nichts zu senden: Der Batch ist leer.</translation>
    </message>
    <message>
        <source>Nothing to send: the request text is empty.</source>
        <translation>Nichts zu senden: Der Anfragetext ist leer.</translation>
    </message>
    <message>
        <source>Not sent. %1 Tick Raw to send the text as it is.</source>
        <translation>Nicht gesendet. %1 Aktivieren Sie „Roh“, um den Text unverändert zu senden.</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Notifications (%1)</source>
        <translation>Benachrichtigungen (%1)</translation>
    </message>
    <message>
        <source>connection closed</source>
        <translation>Verbindung geschlossen</translation>
    </message>
    <message>
        <source>MCP</source>
        <translation>MCP</translation>
    </message>
    <message>
        <source>The batch&apos;s answers appear here, each paired with its request. Insert adds a method to the batch; Ctrl+Enter sends it.</source>
        <translation>Hier erscheinen die Antworten des Batches, jeweils zusammen mit ihrer Anfrage. Einfg fügt dem Batch eine Methode hinzu; Strg+Enter sendet ihn.</translation>
    </message>
    <message>
        <source>Pick a method on the left: its request appears in this tab, and Ctrl+Enter sends it. Ctrl+K finds any method, tab or command.</source>
        <translation>Wählen Sie links eine Methode: Die Anfrage dazu erscheint in diesem Tab, und Strg+Enter sendet sie. Strg+K findet jede Methode, jeden Tab und jeden Befehl.</translation>
    </message>
    <message>
        <source>Exchange: %1</source>
        <extracomment>Title of the tab that shows an exchange of the history read-only</extracomment>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>%1 (read-only; Ctrl+Shift+E copies it into a new request tab)</source>
        <translation>%1 (schreibgeschützt; Strg+Umschalt+E kopiert die Anfrage in einen neuen Anfrage-Tab)</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>Asking the endpoint for its methods…</source>
        <translation>Der Endpunkt wird nach seinen Methoden gefragt…</translation>
    </message>
    <message>
        <source>This endpoint offers no method list: type a method name in the request.</source>
        <translation>Dieser Endpunkt bietet keine Methodenliste: Geben Sie einen Methodennamen in die Anfrage ein.</translation>
    </message>
    <message>
        <source>Trust This Certificate?</source>
        <translation>Diesem Zertifikat vertrauen?</translation>
    </message>
    <message>
        <source>Accept this server certificate for “%1”, and only for it? Nobody vouches for it: accept it only if you know it is your server&apos;s.</source>
        <translation>Dieses Server-Zertifikat für „%1“ akzeptieren, und nur dafür? Niemand bürgt dafür: Akzeptieren Sie es nur, wenn Sie wissen, dass es das Ihres Servers ist.</translation>
    </message>
    <message>
        <source>Trust Certificate</source>
        <translation>Zertifikat vertrauen</translation>
    </message>
    <message>
        <source>Certificate %1 accepted for this endpoint: send the request again. Its settings list it under Accepted certificates.</source>
        <translation>Zertifikat %1 ist für diesen Endpunkt akzeptiert: Senden Sie die Anfrage noch einmal. Die Einstellungen des Endpunkts führen es unter „Akzeptierte Zertifikate“.</translation>
    </message>
    <message>
        <source>Authorization</source>
        <translation>Autorisierung</translation>
    </message>
</context>
<context>
    <name>RpcScope::EnumField</name>
    <message>
        <source>(not set)</source>
        <translation>(nicht gesetzt)</translation>
    </message>
    <message>
        <source>(not set: %1)</source>
        <translation>(nicht gesetzt: %1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>RpcScope::EnvironmentEditor</name>
    <message>
        <source>&amp;Show secret values</source>
        <translation>Geheime Werte &amp;anzeigen</translation>
    </message>
    <message>
        <source>Variables of %1</source>
        <translation>Variablen von %1</translation>
    </message>
    <message>
        <source>Collection variables (every environment)</source>
        <translation>Sammlungsvariablen (alle Umgebungen)</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <translation>Umgebung: %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>Secret values have no store here.</source>
        <translation>Geheime Werte werden hier nicht gespeichert.</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>A secret value is kept in the system keychain, never in the collection file.</source>
        <translation>Ein geheimer Wert wird im Schlüsselbund des Systems gespeichert, nie in der Sammlungsdatei.</translation>
    </message>
</context>
<context>
    <name>RpcScope::EnvironmentTable</name>
    <message>
        <source>type the secret value</source>
        <translation>geheimen Wert eingeben</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheim</translation>
    </message>
    <message>
        <source>A secret value is kept in the system keychain, never in the workspace file, and shown as dots</source>
        <translation>Ein geheimer Wert liegt im Schlüsselbund des Systems, nie in der Arbeitsbereichsdatei, und wird als Punkte angezeigt</translation>
    </message>
    <message>
        <source>The server inherits RpcScope&apos;s environment. Add a variable to set one for it alone; mark API keys and tokens secret.</source>
        <translation>Der Server erbt die Umgebung von RpcScope. Fügen Sie eine Variable hinzu, um sie nur für ihn zu setzen; markieren Sie API-Schlüssel und Tokens als geheim.</translation>
    </message>
    <message>
        <source>Add Variable</source>
        <translation>Variable hinzufügen</translation>
    </message>
    <message>
        <source>Remove Variable</source>
        <translation>Variable entfernen</translation>
    </message>
    <message>
        <source>Kept in the system keychain; type to replace it</source>
        <translation>Im Schlüsselbund des Systems hinterlegt; tippen, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>The variable name &quot;%1&quot; holds &quot;=&quot;.</source>
        <translation>Der Variablenname „%1“ enthält „=“.</translation>
    </message>
    <message>
        <source>The variable %1 is set twice.</source>
        <translation>Die Variable %1 ist doppelt gesetzt.</translation>
    </message>
    <message>
        <source>A variable with a value has no name.</source>
        <translation>Eine Variable mit Wert hat keinen Namen.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangeOutcome</name>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>tool error</source>
        <translation>Tool-Fehler</translation>
    </message>
    <message>
        <source>business error</source>
        <translation>fachlicher Fehler</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>transport failure</source>
        <translation>Transportfehler</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>input required</source>
        <translation>Eingabe verlangt</translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangePane</name>
    <message>
        <source>No answer yet. Ctrl+Enter sends this tab&apos;s request.</source>
        <translation>Noch keine Antwort. Strg+Enter sendet die Anfrage dieses Tabs.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ExchangeView</name>
    <message>
        <source>Select an exchange to see its request and answer.</source>
        <translation>Wählen Sie einen Aufruf aus, um seine Anfrage und Antwort zu sehen.</translation>
    </message>
    <message>
        <source>Request sent · %1 (read-only)</source>
        <extracomment>Heading of the read-only request of an exchange, e.g. &quot;Request sent · 142 B (read-only)&quot;</extracomment>
        <translation>Gesendete Anfrage · %1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Assertion</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
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
    <message>
        <source>No findings: the answer follows JSON-RPC 2.0.</source>
        <translation>Keine Befunde: Die Antwort entspricht JSON-RPC 2.0.</translation>
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
        <translation>Anfrage: %1 %2</translation>
    </message>
    <message>
        <source>Response: %1 %2 %3</source>
        <translation>Antwort: %1 %2 %3</translation>
    </message>
    <message>
        <source>Response: no status line arrived</source>
        <translation>Antwort: keine Statuszeile eingetroffen</translation>
    </message>
    <message>
        <source>Timings and sizes</source>
        <extracomment>Group row of the Headers tab: when each phase of the exchange happened, and its bytes</extracomment>
        <translation>Zeiten und Größen</translation>
    </message>
    <message>
        <source>Connected</source>
        <translation>Verbunden</translation>
    </message>
    <message>
        <source>at once: an open connection was reused</source>
        <translation>sofort: eine offene Verbindung wurde wiederverwendet</translation>
    </message>
    <message>
        <source>Request sent</source>
        <translation>Anfrage gesendet</translation>
    </message>
    <message>
        <source>First byte received</source>
        <translation>Erstes Byte empfangen</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>Request body</source>
        <translation>Anfrage-Body</translation>
    </message>
    <message>
        <source>Response body</source>
        <translation>Antwort-Body</translation>
    </message>
    <message>
        <source>Sent on the wire</source>
        <translation>Insgesamt gesendet (mit Headern)</translation>
    </message>
    <message>
        <source>Received on the wire</source>
        <translation>Insgesamt empfangen (mit Headern)</translation>
    </message>
    <message>
        <source>after %1</source>
        <extracomment>A moment of the exchange, counted from its start: &quot;after 4 ms&quot;, &quot;after 1.2 s&quot;</extracomment>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Handshake: %1 %2</source>
        <extracomment>Group row of the Headers tab for a WebSocket, e.g. &quot;Handshake: GET /ws&quot;</extracomment>
        <translation>Handshake: %1 %2</translation>
    </message>
    <message>
        <source>Handshake answered: %1 %2 %3</source>
        <extracomment>e.g. &quot;Handshake answered: HTTP/1.1 101 Switching Protocols&quot;</extracomment>
        <translation>Handshake beantwortet: %1 %2 %3</translation>
    </message>
</context>
<context>
    <name>RpcScope::HeldTextBar</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Rewrite the JSON with one member a line, so that it can be edited.
Key order and numbers stay as they are; only the spacing changes.</source>
        <translation>Das JSON mit einem Element pro Zeile neu schreiben, damit es bearbeitet werden kann.
Schlüsselreihenfolge und Zahlen bleiben, wie sie sind; nur die Abstände ändern sich.</translation>
    </message>
    <message>
        <source>Empty the editor</source>
        <translation>Den Editor leeren</translation>
    </message>
    <message>
        <source>Formatting…</source>
        <translation>Wird formatiert …</translation>
    </message>
    <message>
        <source>This text is not valid JSON, so it cannot be formatted (the line under the editor says where). With Raw ticked it is sent exactly as it is.</source>
        <translation>Dieser Text ist kein gültiges JSON und kann deshalb nicht formatiert werden (die Zeile unter dem Editor sagt, wo). Mit „Roh“ angehakt wird er genau so gesendet, wie er ist.</translation>
    </message>
    <message>
        <source>Format to Edit</source>
        <translation>Zum Bearbeiten formatieren</translation>
    </message>
    <message>
        <source>This text (%1) has a line too long to show whole: only its start is shown, read-only. It is kept, checked and sent exactly as it is.</source>
        <translation>Dieser Text (%1) hat eine Zeile, die zu lang ist, um sie ganz zu zeigen: Nur sein Anfang wird gezeigt, schreibgeschützt. Er wird genau so behalten, geprüft und gesendet, wie er ist.</translation>
    </message>
    <message>
        <source>Formatted, but one value in it is still too long to show whole (a long string): only the start is shown. It is kept and sent exactly as it is.</source>
        <translation>Formatiert, aber ein Wert darin ist noch immer zu lang, um ihn ganz zu zeigen (eine lange Zeichenkette): Nur der Anfang wird gezeigt. Der Text wird genau so behalten und gesendet, wie er ist.</translation>
    </message>
</context>
<context>
    <name>RpcScope::HintBar</name>
    <message>
        <source>Got It</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Hide this hint for good</source>
        <translation>Diesen Hinweis dauerhaft ausblenden</translation>
    </message>
</context>
<context>
    <name>RpcScope::HistoryModel</name>
    <message>
        <source>No.</source>
        <extracomment>History column: the exchange&apos;s number in the timeline</extracomment>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnisart</translation>
    </message>
    <message>
        <source>Status</source>
        <extracomment>History column: the HTTP status code</extracomment>
        <translation>Status</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Sent</source>
        <extracomment>History column: bytes sent</extracomment>
        <translation>Gesendet</translation>
    </message>
    <message>
        <source>Received</source>
        <extracomment>History column: bytes received</extracomment>
        <translation>Empfangen</translation>
    </message>
    <message>
        <source>Discovery asked this to learn what the endpoint offers: an error here is the endpoint&apos;s answer, not a mistake of yours.
%1</source>
        <translation>Die Erkennung hat das gefragt, um herauszufinden, was der Endpunkt anbietet: Ein Fehler hier ist die Antwort des Endpunkts, nicht Ihr Fehler.
%1</translation>
    </message>
    <message>
        <source>No HTTP status: the answer did not come as an HTTP response (stdio, a WebSocket message, or no answer at all).</source>
        <translation>Kein HTTP-Status: Die Antwort kam nicht als HTTP-Antwort (stdio, eine WebSocket-Nachricht oder gar keine Antwort).</translation>
    </message>
    <message>
        <source>discovery: %1</source>
        <extracomment>History: the outcome of a question discovery asked when connecting, e.g. &quot;discovery: error&quot;</extracomment>
        <translation>Erkennung: %1</translation>
    </message>
    <message>
        <source>RpcScope asked this by itself, to follow a task until its result.
%1</source>
        <translation>RpcScope hat das selbst gefragt, um einen Task bis zu seinem Ergebnis zu verfolgen.
%1</translation>
    </message>
</context>
<context>
    <name>RpcScope::HistoryPanel</name>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Shows the exchanges that called a method containing this text</source>
        <translation>Zeigt die Aufrufe, die eine Methode aufgerufen haben, deren Name diesen Text enthält</translation>
    </message>
    <message>
        <source>Shows only the exchanges with the outcomes ticked here</source>
        <translation>Zeigt nur die Aufrufe mit den hier angehakten Ergebnisarten</translation>
    </message>
    <message>
        <source>Search request and response text</source>
        <translation>Anfrage- und Antworttext durchsuchen</translation>
    </message>
    <message>
        <source>Shows the exchanges whose request or response contains this text</source>
        <translation>Zeigt die Aufrufe, deren Anfrage oder Antwort diesen Text enthält</translation>
    </message>
    <message>
        <source>All Outcomes</source>
        <extracomment>Outcome filter preset: every outcome shown</extracomment>
        <translation>Alle Ergebnisarten</translation>
    </message>
    <message>
        <source>Failures Only</source>
        <extracomment>Outcome filter preset: errors, tool errors, business errors, transport failures, invalid answers</extracomment>
        <translation>Nur Fehlschläge</translation>
    </message>
    <message numerus="yes">
        <source>%n Outcome(s)</source>
        <extracomment>Outcome filter button when several (but not all) outcomes are ticked</extracomment>
        <translation>
            <numerusform>%n Ergebnisart</numerusform>
            <numerusform>%n Ergebnisarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Re-send</source>
        <translation>Erneut senden</translation>
    </message>
    <message>
        <source>Sends the selected request again, exactly as it was</source>
        <translation>Sendet die ausgewählte Anfrage erneut, genau wie sie war</translation>
    </message>
    <message>
        <source>Copy into Composer</source>
        <translation>In den Anfrage-Editor kopieren</translation>
    </message>
    <message>
        <source>Opens the selected request in the composer for editing</source>
        <translation>Öffnet die ausgewählte Anfrage zum Bearbeiten im Anfrage-Editor</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Copy as curl with Secrets</source>
        <translation>Als curl mit Geheimnissen kopieren</translation>
    </message>
    <message>
        <source>Copies the curl command with Authorization and Cookie values in clear</source>
        <translation>Kopiert den curl-Befehl mit den Authorization- und Cookie-Werten im Klartext</translation>
    </message>
    <message>
        <source>Copy as Shell Pipeline</source>
        <translation>Als Shell-Pipeline kopieren</translation>
    </message>
    <message>
        <source>Copies a command that pipes the request into the server&apos;s program</source>
        <translation>Kopiert einen Befehl, der die Anfrage per Pipe an das Programm des Servers übergibt</translation>
    </message>
    <message>
        <source>Copies a curl command that sends this request (secrets redacted)</source>
        <translation>Kopiert einen curl-Befehl, der diese Anfrage sendet (Geheimnisse geschwärzt)</translation>
    </message>
    <message>
        <source>Copy as stdio Line</source>
        <translation>Als stdio-Zeile kopieren</translation>
    </message>
    <message>
        <source>Copies the request as the one line the server reads</source>
        <translation>Kopiert die Anfrage als die eine Zeile, die der Server liest</translation>
    </message>
    <message>
        <source>Copied the request as a curl command.</source>
        <translation>Die Anfrage wurde als curl-Befehl kopiert.</translation>
    </message>
    <message>
        <source>Copied the request as a stdio line.</source>
        <translation>Die Anfrage wurde als stdio-Zeile kopiert.</translation>
    </message>
    <message>
        <source>Copied a shell pipeline that sends the request.</source>
        <translation>Eine Shell-Pipeline, die die Anfrage sendet, wurde kopiert.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <extracomment>History: a text search over many exchanges is running</extracomment>
        <translation>Suche läuft…</translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s)</source>
        <translation>
            <numerusform>%n Aufruf</numerusform>
            <numerusform>%n Aufrufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n exchange(s)</source>
        <extracomment>Shown while the history filter hides some: &quot;3 of 40 exchanges&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n Aufruf</numerusform>
            <numerusform>%1 von %n Aufrufen</numerusform>
        </translation>
    </message>
    <message>
        <source>No exchanges yet. Every request sent to this endpoint, with its answer, is listed here.</source>
        <translation>Noch keine Aufrufe. Hier wird jede an diesen Endpunkt gesendete Anfrage mit ihrer Antwort aufgeführt.</translation>
    </message>
    <message>
        <source>Copy the Message</source>
        <translation>Nachricht kopieren</translation>
    </message>
    <message>
        <source>Copies the request as the connection carries it</source>
        <translation>Kopiert die Anfrage so, wie die Verbindung sie überträgt</translation>
    </message>
    <message>
        <source>Copied the request as the connection carries it.</source>
        <translation>Die Anfrage wurde so kopiert, wie die Verbindung sie überträgt.</translation>
    </message>
    <message numerus="yes">
        <source>(%n older in the session file)</source>
        <extracomment>After the count: the oldest exchanges left memory; the session browser shows them</extracomment>
        <translation>
            <numerusform>(%n älterer Aufruf in der Sitzungsdatei)</numerusform>
            <numerusform>(%n ältere Aufrufe in der Sitzungsdatei)</numerusform>
        </translation>
    </message>
    <message>
        <source>A long session keeps its newest %1 exchanges (at most %2 MiB) here; Sessions &gt; Session Browser shows every one.</source>
        <translation>Eine lange Sitzung behält hier ihre neuesten %1 Aufrufe (höchstens %2 MiB); Sitzungen &gt; Sitzungs-Browser zeigt jeden.</translation>
    </message>
    <message>
        <source>While it follows an MCP task, RpcScope asks tasks/get by itself. Those polls are listed only while this is on.</source>
        <translation>Solange RpcScope einen MCP-Task verfolgt, fragt es selbst tasks/get ab. Diese Abfragen werden nur aufgeführt, solange dies eingeschaltet ist.</translation>
    </message>
    <message>
        <source>Show task polls (%1)</source>
        <extracomment>History filter bar: a check box that lists the task polls (tasks/get sent by RpcScope itself), with how many there are</extracomment>
        <translation>Task-Abfragen zeigen (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n task poll(s) hidden</source>
        <extracomment>After the count: why some rows are not listed</extracomment>
        <translation>
            <numerusform>%n Task-Abfrage ausgeblendet</numerusform>
            <numerusform>%n Task-Abfragen ausgeblendet</numerusform>
        </translation>
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
    <message>
        <source>Could not connect to %1 port %2: %3</source>
        <translation>Keine Verbindung zu %1 Port %2: %3</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTap</name>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation>Nachricht %1 wird nicht (mehr) angehalten.</translation>
    </message>
    <message>
        <source>Nothing to inject into yet: no client has sent a JSON-RPC request through the tap, and an injected one goes with the headers of the last one (its session, its authorization).</source>
        <translation>Noch ist nichts da, wohin eingeschleust werden könnte: Kein Client hat bisher eine JSON-RPC-Anfrage durch den Tap geschickt, und eine eingeschleuste geht mit den Headern der letzten (ihrer Sitzung, ihrer Autorisierung).</translation>
    </message>
    <message>
        <source>The injected request failed: %1</source>
        <translation>Die eingeschleuste Anfrage ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>The injected request got no JSON-RPC answer (HTTP %1).</source>
        <translation>Die eingeschleuste Anfrage hat keine JSON-RPC-Antwort bekommen (HTTP %1).</translation>
    </message>
    <message>
        <source>No event stream or WebSocket towards a client is open: over HTTP the tap reaches a client only inside a stream or WebSocket the client opened while a window watched the tap (an MCP client&apos;s GET stream, or a request answered with one).</source>
        <translation>Kein Event-Stream und kein WebSocket zu einem Client ist offen: Über HTTP erreicht der Tap einen Client nur in einem Stream oder WebSocket, den der Client geöffnet hat, während ein Fenster den Tap beobachtete (der GET-Stream eines MCP-Clients oder eine Anfrage, die mit einem beantwortet wird).</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTapConnection</name>
    <message>
        <source>The upstream %1 could not be reached: %2</source>
        <translation>Der Upstream-Server %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>A request from the client could not be read: %1</source>
        <translation>Eine Anfrage des Clients konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>An answer from the upstream could not be read: %1</source>
        <translation>Eine Antwort des Upstream-Servers konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The upstream closed the connection before it answered.</source>
        <translation>Der Upstream-Server hat die Verbindung geschlossen, bevor er antwortete.</translation>
    </message>
    <message>
        <source>The client closed the connection before the answer was complete.</source>
        <translation>Der Client hat die Verbindung geschlossen, bevor die Antwort vollständig war.</translation>
    </message>
    <message>
        <source>The WebSocket connection ended before the answer.</source>
        <translation>Die WebSocket-Verbindung endete vor der Antwort.</translation>
    </message>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation>Nachricht %1 wird nicht (mehr) angehalten.</translation>
    </message>
    <message>
        <source>The answer is not JSON.</source>
        <translation>Die Antwort ist kein JSON.</translation>
    </message>
    <message>
        <source>Dropped at a breakpoint in the tap: the server never saw this request.</source>
        <translation>An einem Haltepunkt im Tap verworfen: Der Server hat diese Anfrage nie gesehen.</translation>
    </message>
    <message>
        <source>Answers to earlier requests on this connection are still coming; answer after them.</source>
        <translation>Antworten auf frühere Anfragen dieser Verbindung kommen noch; antworten Sie danach.</translation>
    </message>
    <message>
        <source>Answers to earlier requests on this connection are still coming; drop after them.</source>
        <translation>Antworten auf frühere Anfragen dieser Verbindung kommen noch; verwerfen Sie danach.</translation>
    </message>
    <message>
        <source>The upstream closed the connection while this request was held at a breakpoint in the tap; the server never saw it.</source>
        <translation>Der Upstream hat die Verbindung geschlossen, während diese Anfrage an einem Haltepunkt im Tap angehalten war; der Server hat sie nie gesehen.</translation>
    </message>
    <message>
        <source>The server&apos;s answer was dropped at a breakpoint in the tap.</source>
        <translation>Die Antwort des Servers wurde an einem Haltepunkt im Tap verworfen.</translation>
    </message>
    <message>
        <source>Dropped at a breakpoint in the tap: the client never saw this answer.</source>
        <translation>An einem Haltepunkt im Tap verworfen: Der Client hat diese Antwort nie gesehen.</translation>
    </message>
    <message>
        <source>An answer of the server&apos;s is answered by nobody: send it, edit it or drop it.</source>
        <translation>Auf eine Antwort des Servers antwortet niemand: Senden Sie sie weiter, bearbeiten oder verwerfen Sie sie.</translation>
    </message>
    <message>
        <source>Only a request of the server&apos;s can be answered; this event is none: send it, edit it or drop it.</source>
        <translation>Nur eine Anfrage des Servers lässt sich beantworten; dieses Ereignis ist keine: Senden Sie es, bearbeiten Sie es oder verwerfen Sie es.</translation>
    </message>
    <message>
        <source>Only a request can be answered; this message is none: send it, edit it or drop it.</source>
        <translation>Nur eine Anfrage lässt sich beantworten; diese Nachricht ist keine: Senden Sie sie, bearbeiten Sie sie oder verwerfen Sie sie.</translation>
    </message>
    <message>
        <source>A WebSocket text message must be UTF-8; the edited text is not.</source>
        <translation>Eine WebSocket-Textnachricht muss UTF-8 sein; der bearbeitete Text ist es nicht.</translation>
    </message>
    <message>
        <source>A message is halfway through towards the sender; answer after it.</source>
        <translation>Zum Absender ist eine Nachricht erst zur Hälfte durch; antworten Sie danach.</translation>
    </message>
    <message>
        <source>A WebSocket text message must be UTF-8; this text is not.</source>
        <translation>Eine WebSocket-Textnachricht muss UTF-8 sein; dieser Text ist es nicht.</translation>
    </message>
    <message>
        <source>A message is halfway through in that direction; inject after it.</source>
        <translation>In dieser Richtung ist eine Nachricht erst zur Hälfte durch; schleusen Sie danach ein.</translation>
    </message>
</context>
<context>
    <name>RpcScope::HttpTransport</name>
    <message>
        <source>The transport was closed.</source>
        <translation>Der Transport wurde geschlossen.</translation>
    </message>
    <message>
        <source>the server ended it</source>
        <translation>der Server hat ihn beendet</translation>
    </message>
    <message>
        <source>The event stream of a request broke off (%1); resuming it with GET and Last-Event-ID: %2.</source>
        <translation>Der Ereignisstrom einer Anfrage ist abgebrochen (%1); er wird mit GET und Last-Event-ID fortgesetzt: %2.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The event stream broke off and could not be resumed: the GET with Last-Event-ID was answered HTTP %1.</source>
        <translation>Der Ereignisstrom ist abgebrochen und ließ sich nicht fortsetzen: Das GET mit Last-Event-ID wurde mit HTTP %1 beantwortet.</translation>
    </message>
    <message numerus="yes">
        <source>The server still refuses the credentials after %n authorization(s).</source>
        <translation>
            <numerusform>Der Server weist die Anmeldedaten nach %n Autorisierung weiterhin zurück.</numerusform>
            <numerusform>Der Server weist die Anmeldedaten nach %n Autorisierungen weiterhin zurück.</numerusform>
        </translation>
    </message>
    <message>
        <source>The endpoint&apos;s authorization was replaced.</source>
        <translation>Die Autorisierung des Endpunkts wurde ersetzt.</translation>
    </message>
    <message>
        <source>The endpoint&apos;s authorization was closed.</source>
        <translation>Die Autorisierung des Endpunkts wurde geschlossen.</translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonEditor</name>
    <message>
        <source>Valid JSON.</source>
        <translation>Gültiges JSON.</translation>
    </message>
    <message>
        <source>Invalid JSON: %1</source>
        <translation>Ungültiges JSON: %1</translation>
    </message>
    <message>
        <source>[%L1 more bytes, not shown: a line this long cannot be shown whole. The request is kept and sent exactly as it is.]</source>
        <translation>[%L1 weitere Bytes, nicht gezeigt: Eine so lange Zeile kann nicht ganz gezeigt werden. Die Anfrage wird genau so behalten und gesendet, wie sie ist.]</translation>
    </message>
</context>
<context>
    <name>RpcScope::JsonTextField</name>
    <message>
        <source>JSON value</source>
        <translation>JSON-Wert</translation>
    </message>
    <message>
        <source>Not valid JSON: %1</source>
        <translation>Kein gültiges JSON: %1</translation>
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
    <name>RpcScope::Keychain</name>
    <message>
        <source>the keychain did not answer</source>
        <translation>der Schlüsselbund hat nicht geantwortet</translation>
    </message>
</context>
<context>
    <name>RpcScope::KeychainSecretStore</name>
    <message>
        <source>enter it in Edit Variables (kept in the system keychain) or set the environment variable %1</source>
        <translation>geben Sie ihn unter „Variablen bearbeiten“ ein (wird im Schlüsselbund des Systems gespeichert) oder setzen Sie die Umgebungsvariable %1</translation>
    </message>
    <message>
        <source>the keychain is switched off</source>
        <translation>der Schlüsselbund ist deaktiviert</translation>
    </message>
    <message>
        <source>Secret values are kept in the system keychain, never in a file.</source>
        <translation>Geheime Werte werden im Schlüsselbund des Systems gespeichert, nie in einer Datei.</translation>
    </message>
    <message>
        <source>No system keychain is reachable (%1): secret values entered here are kept in memory until RpcScope quits; values are also read from RPCSCOPE_SECRET_&lt;NAME&gt; environment variables. They are never written to a file.</source>
        <translation>Kein Schlüsselbund des Systems erreichbar (%1): Hier eingegebene geheime Werte werden bis zum Beenden von RpcScope im Speicher gehalten; Werte werden auch aus den Umgebungsvariablen RPCSCOPE_SECRET_&lt;NAME&gt; gelesen. Sie werden nie in eine Datei geschrieben.</translation>
    </message>
</context>
<context>
    <name>RpcScope::LatencyChart</name>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>ms</source>
        <extracomment>Unit of the latency chart&apos;s scale (milliseconds)</extracomment>
        <translation>ms</translation>
    </message>
    <message>
        <source>Latency per request</source>
        <translation>Latenz pro Anfrage</translation>
    </message>
    <message>
        <source>#%1 %2: %3 ms, failed</source>
        <translation>#%1 %2: %3 ms, fehlgeschlagen</translation>
    </message>
    <message>
        <source>#%1 %2: %3 ms</source>
        <translation>#%1 %2: %3 ms</translation>
    </message>
</context>
<context>
    <name>RpcScope::LegacySseTransport</name>
    <message>
        <source>Opening the event stream %1 again.</source>
        <translation>Der Ereignisstrom %1 wird erneut geöffnet.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation>Die Verbindung wurde geschlossen.</translation>
    </message>
    <message>
        <source>no Content-Type</source>
        <translation>ohne Content-Type</translation>
    </message>
    <message>
        <source>Event %1 of the event stream is malformed: %2</source>
        <translation>Ereignis %1 des Ereignisstroms ist fehlerhaft: %2</translation>
    </message>
    <message>
        <source>An event of type &quot;%1&quot; was ignored: this transport knows &quot;endpoint&quot; and &quot;message&quot;.</source>
        <translation>Ein Ereignis vom Typ „%1“ wurde übergangen: Dieser Transport kennt „endpoint“ und „message“.</translation>
    </message>
    <message>
        <source>the endpoint event names no URL to post messages to (&quot;%1&quot;).</source>
        <translation>das endpoint-Ereignis nennt keine URL, an die Nachrichten gesendet werden können („%1“).</translation>
    </message>
    <message>
        <source>the endpoint event names %1, which is not on the event stream&apos;s origin; no message is posted there.</source>
        <translation>das endpoint-Ereignis nennt %1, das nicht zum Ursprung des Ereignisstroms gehört; dorthin wird keine Nachricht gesendet.</translation>
    </message>
    <message>
        <source>The server named a new endpoint for messages: %1</source>
        <translation>Der Server hat einen neuen Endpunkt für Nachrichten genannt: %1</translation>
    </message>
    <message>
        <source>no endpoint event within %1 ms.</source>
        <translation>kein endpoint-Ereignis innerhalb von %1 ms.</translation>
    </message>
    <message>
        <source>no answer within %1 ms.</source>
        <translation>keine Antwort innerhalb von %1 ms.</translation>
    </message>
    <message>
        <source>The server answered a POST with a JSON body; HTTP+SSE servers answer on the event stream.</source>
        <translation>Der Server hat ein POST mit einem JSON-Body beantwortet; HTTP+SSE-Server antworten über den Ereignisstrom.</translation>
    </message>
    <message numerus="yes">
        <source>The event stream ended in the middle of event %1; its %n byte(s) of data were dropped.</source>
        <translation>
            <numerusform>Der Ereignisstrom endete mitten in Ereignis %1; sein %n Byte Daten wurde verworfen.</numerusform>
            <numerusform>Der Ereignisstrom endete mitten in Ereignis %1; seine %n Bytes Daten wurden verworfen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The event stream %1 failed: %2</source>
        <translation>Der Ereignisstrom %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Could not open the event stream %1: %2</source>
        <translation>Der Ereignisstrom %1 ließ sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>Could not open the event stream %1: the server answered HTTP %2 %3%4</source>
        <translation>Der Ereignisstrom %1 ließ sich nicht öffnen: Der Server antwortete mit HTTP %2 %3%4</translation>
    </message>
    <message>
        <source>The server closed the event stream %1 before its endpoint event.</source>
        <translation>Der Server hat den Ereignisstrom %1 vor seinem endpoint-Ereignis geschlossen.</translation>
    </message>
    <message>
        <source>The server closed the event stream %1; no answer can come any more.</source>
        <translation>Der Server hat den Ereignisstrom %1 geschlossen; es kann keine Antwort mehr kommen.</translation>
    </message>
    <message>
        <source>the server answered with HTTP %1 and %2 instead of an event stream (text/event-stream).</source>
        <translation>der Server antwortete mit HTTP %1 und %2 statt mit einem Ereignisstrom (text/event-stream).</translation>
    </message>
    <message>
        <source>The server refused the message: HTTP %1.</source>
        <translation>Der Server hat die Nachricht abgelehnt: HTTP %1.</translation>
    </message>
    <message>
        <source>The server refused the message: HTTP %1: %2</source>
        <translation>Der Server hat die Nachricht abgelehnt: HTTP %1: %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::Locator</name>
    <message>
        <source>Type a method, endpoint, tab, saved request or command</source>
        <translation>Methode, Endpunkt, Tab, gespeicherte Anfrage oder Befehl eingeben</translation>
    </message>
    <message>
        <source>Nothing matches “%1”. Methods, endpoints, tabs, saved requests and menu commands are found by the words they show.</source>
        <translation>Nichts passt zu „%1“. Methoden, Endpunkte, Tabs, gespeicherte Anfragen und Menübefehle werden über die Wörter gefunden, die sie zeigen.</translation>
    </message>
</context>
<context>
    <name>RpcScope::LoginCommand</name>
    <message>
        <source>%1 signs in to an http(s):// endpoint, not &quot;%2&quot;.</source>
        <translation>%1 meldet sich an einem http(s)://-Endpunkt an, nicht an „%2“.</translation>
    </message>
    <message>
        <source>%1 publishes no OAuth metadata (no protected resource or authorization server metadata at any well-known address): there is nothing to sign in to.</source>
        <translation>%1 veröffentlicht keine OAuth-Metadaten (weder Metadaten der geschützten Ressource noch des Autorisierungsservers unter einer Well-known-Adresse): Es gibt nichts, woran man sich anmelden könnte.</translation>
    </message>
    <message>
        <source>Signed in to %1</source>
        <translation>Angemeldet bei %1</translation>
    </message>
    <message>
        <source>  authorization server  %1</source>
        <translation>  Autorisierungsserver  %1</translation>
    </message>
    <message>
        <source>  client                %1 (%2)</source>
        <translation>  Client                %1 (%2)</translation>
    </message>
    <message>
        <source>  scopes                %1</source>
        <translation>  Scopes                %1</translation>
    </message>
    <message>
        <source>(none named)</source>
        <translation>(keine genannt)</translation>
    </message>
    <message>
        <source>  token                 %1, %2</source>
        <translation>  Token                 %1, %2</translation>
    </message>
    <message>
        <source>expires %1</source>
        <translation>läuft ab %1</translation>
    </message>
    <message>
        <source>no expiry given</source>
        <translation>kein Ablauf angegeben</translation>
    </message>
    <message>
        <source>  refresh token         %1</source>
        <translation>  Refresh-Token         %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>held</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <source>  kept                  no (--no-token-store)</source>
        <translation>  gespeichert           nein (--no-token-store)</translation>
    </message>
    <message>
        <source>  kept                  in the system keychain</source>
        <translation>  gespeichert           im Schlüsselbund des Systems</translation>
    </message>
    <message>
        <source>  kept                  no: %1</source>
        <translation>  gespeichert           nein: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>logout forgets what the system keychain keeps; with --no-token-store there is nothing to forget.</source>
        <translation>logout entfernt, was der Schlüsselbund des Systems speichert; mit --no-token-store gibt es nichts zu entfernen.</translation>
    </message>
    <message>
        <source>error: the system keychain cannot be asked (%1): nothing is kept there between commands.</source>
        <translation>Fehler: Der Schlüsselbund des Systems ist nicht erreichbar (%1): Zwischen Befehlen wird dort nichts gespeichert.</translation>
    </message>
    <message>
        <source>Forgot the sign-in kept for %1.</source>
        <translation>Die für %1 gespeicherte Anmeldung wurde entfernt.</translation>
    </message>
    <message>
        <source>Nothing was kept for %1.</source>
        <translation>Für %1 war nichts gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>warning: %n grant(s) could not be revoked at the authorization server (see the steps above); forgotten here all the same, they stay valid until they expire.</source>
        <translation>
            <numerusform>Warnung: %n Berechtigung konnte beim Autorisierungsserver nicht widerrufen werden (siehe die Schritte oben); hier trotzdem vergessen, sie bleibt gültig, bis sie abläuft.</numerusform>
            <numerusform>Warnung: %n Berechtigungen konnten beim Autorisierungsserver nicht widerrufen werden (siehe die Schritte oben); hier trotzdem vergessen, sie bleiben gültig, bis sie ablaufen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::LspDriver</name>
    <message>
        <source>call, batch, send: drive the endpoint as a language server: initialize (on --root), initialized, textDocument/didOpen for each --open FILE, then the command, then shutdown and exit. Implies --framing lsp.</source>
        <translation>call, batch, send: den Endpunkt als Language Server ansprechen: initialize (auf --root), initialized, textDocument/didOpen für jede --open FILE, dann der Befehl, dann shutdown und exit. Setzt --framing lsp voraus.</translation>
    </message>
    <message>
        <source>LSP: the workspace folder (default: the current directory).</source>
        <translation>LSP: der Arbeitsbereichsordner (Standard: das aktuelle Verzeichnis).</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>LSP: open FILE in the server before the command (repeatable).</source>
        <translation>LSP: FILE vor dem Befehl im Server öffnen (wiederholbar).</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>--root %1 is not a folder.</source>
        <translation>--root %1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>--open %1: there is no such file.</source>
        <translation>--open %1: Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>--open opens a file in a language server: add --lsp.</source>
        <translation>--open öffnet eine Datei in einem Language Server: Geben Sie --lsp an.</translation>
    </message>
</context>
<context>
    <name>RpcScope::MainWindow</name>
    <message>
        <source>RpcScope</source>
        <translation>RpcScope</translation>
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
        <source>There is no response body to save.</source>
        <translation>Es gibt keinen Antwort-Body zum Speichern.</translation>
    </message>
    <message>
        <source>Saved %1 to %2.</source>
        <translation>%1 in %2 gespeichert.</translation>
    </message>
    <message>
        <source>&amp;New Endpoint…</source>
        <translation>&amp;Neuer Endpunkt…</translation>
    </message>
    <message>
        <source>Open another endpoint: a URL or a stdio command</source>
        <translation>Einen weiteren Endpunkt öffnen: eine URL oder einen stdio-Befehl</translation>
    </message>
    <message>
        <source>Endpoint &amp;Settings…</source>
        <translation>Endpunkt-&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Headers, auth, timeout, TLS and stdio options of this endpoint</source>
        <translation>Header-, Authentifizierungs-, Zeitlimit-, TLS- und stdio-Optionen dieses Endpunkts</translation>
    </message>
    <message>
        <source>&amp;Close Endpoint</source>
        <translation>Endpunkt s&amp;chließen</translation>
    </message>
    <message>
        <source>Disconnect and remove this endpoint from the workspace</source>
        <translation>Die Verbindung trennen und diesen Endpunkt aus dem Arbeitsbereich entfernen</translation>
    </message>
    <message>
        <source>Load &amp;Error Table…</source>
        <translation>&amp;Fehlertabelle laden…</translation>
    </message>
    <message>
        <source>Add a table of application error codes (JSON) used to decode errors</source>
        <translation>Eine Tabelle mit Anwendungsfehlercodes (JSON) hinzufügen, mit der Fehler aufgeschlüsselt werden</translation>
    </message>
    <message>
        <source>Send the request text exactly as typed (or the batch)</source>
        <translation>Den Anfragetext genau wie eingegeben senden (oder den Batch)</translation>
    </message>
    <message>
        <source>New Request &amp;Tab</source>
        <translation>Neuer Anfrage-&amp;Tab</translation>
    </message>
    <message>
        <source>Compose another request</source>
        <translation>Eine weitere Anfrage verfassen</translation>
    </message>
    <message>
        <source>Close Request Tab</source>
        <translation>Anfrage-Tab schließen</translation>
    </message>
    <message>
        <source>Close the current request tab</source>
        <translation>Den aktuellen Anfrage-Tab schließen</translation>
    </message>
    <message>
        <source>Show &amp;Batch</source>
        <translation>&amp;Batch anzeigen</translation>
    </message>
    <message>
        <source>The batch builder: several requests sent as one array</source>
        <translation>Der Batch-Editor: mehrere Anfragen, als ein Array gesendet</translation>
    </message>
    <message>
        <source>Copy as c&amp;url</source>
        <translation>Als c&amp;url kopieren</translation>
    </message>
    <message>
        <source>Copy a command line that sends this request (secrets redacted)</source>
        <translation>Eine Befehlszeile kopieren, die diese Anfrage sendet (Geheimnisse geschwärzt)</translation>
    </message>
    <message>
        <source>Copy the command line including tokens and cookies</source>
        <translation>Die Befehlszeile einschließlich Tokens und Cookies kopieren</translation>
    </message>
    <message>
        <source>Filter the methods by name and description</source>
        <translation>Die Methoden nach Name und Beschreibung filtern</translation>
    </message>
    <message>
        <source>Edit the endpoint&apos;s address</source>
        <translation>Die Adresse des Endpunkts bearbeiten</translation>
    </message>
    <message>
        <source>Go to &amp;History</source>
        <translation>Zum &amp;Verlauf</translation>
    </message>
    <message>
        <source>Move the keyboard focus to the history timeline</source>
        <translation>Den Tastaturfokus auf die Zeitleiste des Verlaufs setzen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;nsicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>Show &amp;Endpoints</source>
        <translation>&amp;Endpunkte anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the list of endpoints</source>
        <translation>Die Liste der Endpunkte ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Next Endpoint</source>
        <translation>Nächster Endpunkt</translation>
    </message>
    <message>
        <source>Show the next endpoint of the list</source>
        <translation>Den nächsten Endpunkt der Liste anzeigen</translation>
    </message>
    <message>
        <source>Previous Endpoint</source>
        <translation>Vorheriger Endpunkt</translation>
    </message>
    <message>
        <source>Show the previous endpoint of the list</source>
        <translation>Den vorherigen Endpunkt der Liste anzeigen</translation>
    </message>
    <message>
        <source>Workspace Not Saved</source>
        <translation>Arbeitsbereich nicht gespeichert</translation>
    </message>
    <message>
        <source>%1

Close anyway and lose the unsent requests?</source>
        <translation>%1

Trotzdem schließen und die nicht gesendeten Anfragen verlieren?</translation>
    </message>
    <message>
        <source>New Endpoint</source>
        <translation>Neuer Endpunkt</translation>
    </message>
    <message>
        <source>Copy as a stdio &amp;Line</source>
        <translation>Als stdio-&amp;Zeile kopieren</translation>
    </message>
    <message>
        <source>Copied the command line (secrets redacted).</source>
        <translation>Die Befehlszeile wurde kopiert (Geheimnisse geschwärzt).</translation>
    </message>
    <message>
        <source>Copied the command line, secrets included: handle it with care.</source>
        <translation>Die Befehlszeile wurde einschließlich der Geheimnisse kopiert: Gehen Sie sorgsam damit um.</translation>
    </message>
    <message>
        <source>Load Error Table</source>
        <translation>Fehlertabelle laden</translation>
    </message>
    <message>
        <source>Loaded the error table %1; it decodes errors from the next response on.</source>
        <translation>Fehlertabelle %1 geladen; sie schlüsselt Fehler ab der nächsten Antwort auf.</translation>
    </message>
    <message>
        <source>Session not recorded: %1</source>
        <translation>Sitzung nicht aufgezeichnet: %1</translation>
    </message>
    <message>
        <source>&amp;Sessions</source>
        <translation>&amp;Sitzungen</translation>
    </message>
    <message>
        <source>Session &amp;Browser…</source>
        <translation>Sitzungs-&amp;Browser…</translation>
    </message>
    <message>
        <source>Recorded sessions: timeline, compare, export, serve</source>
        <translation>Aufgezeichnete Sitzungen: Zeitleiste, Vergleich, Export, Bereitstellung</translation>
    </message>
    <message>
        <source>&amp;Replay Session…</source>
        <translation>Sitzung &amp;wiederholen…</translation>
    </message>
    <message>
        <source>Send a session&apos;s requests again and compare the answers</source>
        <translation>Die Anfragen einer Sitzung erneut senden und die Antworten vergleichen</translation>
    </message>
    <message>
        <source>No endpoint to send to.</source>
        <translation>Kein Endpunkt zum Senden.</translation>
    </message>
    <message>
        <source>Sent again to %1.</source>
        <translation>Erneut an %1 gesendet.</translation>
    </message>
    <message>
        <source>Left as placeholders: %1</source>
        <translation>Als Platzhalter belassen: %1</translation>
    </message>
    <message>
        <source>Open a collection file of saved requests</source>
        <translation>Eine Sammlungsdatei mit gespeicherten Anfragen öffnen</translation>
    </message>
    <message>
        <source>Create a collection file</source>
        <translation>Eine Sammlungsdatei erstellen</translation>
    </message>
    <message>
        <source>Save Request to Co&amp;llection</source>
        <translation>Anfrage in Samm&amp;lung speichern</translation>
    </message>
    <message>
        <source>Save the composer&apos;s request in the collection selected in the sidebar</source>
        <translation>Die Anfrage aus dem Anfrage-Editor in der Sammlung speichern, die in der Seitenleiste ausgewählt ist</translation>
    </message>
    <message>
        <source>Show &amp;Collections</source>
        <translation>&amp;Sammlungen anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the collections of saved requests</source>
        <translation>Die Sammlungen gespeicherter Anfragen ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;Runner</source>
        <translation>&amp;Runner anzeigen</translation>
    </message>
    <message>
        <source>Show or hide the collection runner</source>
        <translation>Den Sammlungs-Runner ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Collections</source>
        <translation>Sammlungen</translation>
    </message>
    <message>
        <source>Runner</source>
        <translation>Sammlungslauf</translation>
    </message>
    <message>
        <source>Sent the saved request to %1.</source>
        <translation>Die gespeicherte Anfrage wurde an %1 gesendet.</translation>
    </message>
    <message>
        <source>&amp;Open Collection…</source>
        <translation>Sammlung &amp;öffnen…</translation>
    </message>
    <message>
        <source>Ne&amp;w Collection…</source>
        <translation>Neue S&amp;ammlung…</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
    <message>
        <source>&amp;OpenRPC Document…</source>
        <translation>&amp;OpenRPC-Dokument…</translation>
    </message>
    <message>
        <source>A collection with one request per method of an OpenRPC document</source>
        <translation>Eine Sammlung mit einer Anfrage je Methode eines OpenRPC-Dokuments</translation>
    </message>
    <message>
        <source>&amp;Postman Collection…</source>
        <translation>&amp;Postman-Sammlung…</translation>
    </message>
    <message>
        <source>A collection from the JSON-RPC requests of a Postman collection v2.1</source>
        <translation>Eine Sammlung aus den JSON-RPC-Anfragen einer Postman-Sammlung v2.1</translation>
    </message>
    <message>
        <source>&amp;curl Command…</source>
        <translation>&amp;curl-Befehl…</translation>
    </message>
    <message>
        <source>A collection from a curl command line</source>
        <translation>Eine Sammlung aus einer curl-Befehlszeile</translation>
    </message>
    <message>
        <source>&amp;MCP Servers Configuration…</source>
        <translation>&amp;MCP-Serverkonfiguration…</translation>
    </message>
    <message numerus="yes">
        <source>Added %n endpoint(s) to the list; choosing one starts it.</source>
        <translation>
            <numerusform>%n Endpunkt zur Liste hinzugefügt; wenn Sie ihn auswählen, wird er gestartet.</numerusform>
            <numerusform>%n Endpunkte zur Liste hinzugefügt; wählen Sie einen aus, um ihn zu starten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Copy as curl with Secrets</source>
        <translation>Als curl mit Geheimnissen kopieren</translation>
    </message>
    <message>
        <source>Copy as Shell &amp;Pipeline</source>
        <translation>Als Shell-&amp;Pipeline kopieren</translation>
    </message>
    <message>
        <source>Copy a shell command that pipes this request into the server&apos;s program</source>
        <translation>Einen Shell-Befehl kopieren, der diese Anfrage in das Programm des Servers leitet</translation>
    </message>
    <message>
        <source>Copy the request as the one line the server reads</source>
        <translation>Die Anfrage als die eine Zeile kopieren, die der Server liest</translation>
    </message>
    <message>
        <source>Copied the request as a stdio line.</source>
        <translation>Die Anfrage wurde als stdio-Zeile kopiert.</translation>
    </message>
    <message>
        <source>Copied a shell pipeline that sends the request.</source>
        <translation>Eine Shell-Pipeline, die die Anfrage sendet, wurde kopiert.</translation>
    </message>
    <message>
        <source>Close RpcScope; the open endpoints and unsent requests are kept for the next start</source>
        <translation>RpcScope schließen; die offenen Endpunkte und nicht gesendeten Anfragen bleiben für den nächsten Start erhalten</translation>
    </message>
    <message>
        <source>The version, the Qt it runs on, the licence and where the documentation is</source>
        <translation>Die Version, das Qt, auf dem es läuft, die Lizenz und wo die Dokumentation ist</translation>
    </message>
    <message>
        <source>The version of Qt this copy runs on</source>
        <translation>Die Qt-Version, auf der diese Kopie läuft</translation>
    </message>
    <message>
        <source>&amp;Forget Error Tables</source>
        <translation>Fehlertabellen &amp;vergessen</translation>
    </message>
    <message>
        <source>Stop decoding with the error tables loaded so far (the files stay)</source>
        <translation>Nicht mehr mit den bisher geladenen Fehlertabellen dekodieren (die Dateien bleiben)</translation>
    </message>
    <message numerus="yes">
        <source>Forgot %n error table(s).</source>
        <translation>
            <numerusform>%n Fehlertabelle vergessen.</numerusform>
            <numerusform>%n Fehlertabellen vergessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next Page</source>
        <translation>Nä&amp;chste Seite</translation>
    </message>
    <message>
        <source>Send the request again with the cursor of the shown result</source>
        <translation>Die Anfrage mit dem Cursor des gezeigten Ergebnisses erneut senden</translation>
    </message>
    <message>
        <source>%1=VALUE in the runner&apos;s Variables field</source>
        <extracomment>How a person gives a variable for a run in the window; %1 is the variable&apos;s name</extracomment>
        <translation>%1=WERT im Variablenfeld des Runners</translation>
    </message>
    <message>
        <source>Show &amp;Methods</source>
        <translation>&amp;Methoden anzeigen</translation>
    </message>
    <message>
        <source>Show or fold away the method list beside the request tabs</source>
        <translation>Die Methodenliste neben den Anfrage-Tabs ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Show &amp;History Panel</source>
        <translation>&amp;Verlaufsbereich anzeigen</translation>
    </message>
    <message>
        <source>Show or fold away the history, notifications and log below the request tabs</source>
        <translation>Verlauf, Benachrichtigungen und Log unter den Anfrage-Tabs ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Response &amp;Below</source>
        <translation>Antwort &amp;unten</translation>
    </message>
    <message>
        <source>Show each answer below its request instead of beside it</source>
        <translation>Jede Antwort unter ihrer Anfrage statt daneben anzeigen</translation>
    </message>
    <message>
        <source>&amp;Go To…</source>
        <translation>&amp;Gehe zu…</translation>
    </message>
    <message>
        <source>Reach a method, endpoint, request tab, saved request or command by typing</source>
        <translation>Durch Tippen zu einer Methode, einem Endpunkt, einem Anfrage-Tab, einer gespeicherten Anfrage oder einem Befehl springen</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every command&apos;s keys, and the keys of each pane</source>
        <translation>Die Tastenkürzel aller Befehle und die Tasten jedes Bereichs</translation>
    </message>
    <message>
        <source>Request tab</source>
        <extracomment>Kind of an entry of Go To (Ctrl+K)</extracomment>
        <translation>Anfrage-Tab</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Method · %1</source>
        <translation>Methode · %1</translation>
    </message>
    <message>
        <source>Endpoint · %1</source>
        <translation>Endpunkt · %1</translation>
    </message>
    <message>
        <source>Saved request · %1</source>
        <translation>Gespeicherte Anfrage · %1</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Command · %1</source>
        <translation>Befehl · %1</translation>
    </message>
    <message>
        <source>Open an endpoint to look at a run&apos;s exchanges.</source>
        <translation>Öffnen Sie einen Endpunkt, um die Aufrufe eines Laufs anzusehen.</translation>
    </message>
    <message>
        <source>&amp;Open a File in the Language Server…</source>
        <translation>Datei im Language Server ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Send textDocument/didOpen with a file&apos;s text, so hover and symbols can be tried on it</source>
        <translation>textDocument/didOpen mit dem Text einer Datei senden, damit sich Hover und Symbole daran ausprobieren lassen</translation>
    </message>
    <message>
        <source>Copy as &amp;Framed Bytes</source>
        <translation>Als gera&amp;hmte Bytes kopieren</translation>
    </message>
    <message>
        <source>Copy the request as the bytes the socket carries, framed</source>
        <translation>Die Anfrage als die Bytes kopieren, die der Socket überträgt, samt Framing</translation>
    </message>
    <message>
        <source>Copied the request as framed bytes.</source>
        <translation>Die Anfrage wurde als gerahmte Bytes kopiert.</translation>
    </message>
    <message>
        <source>Open a File in the Language Server</source>
        <translation>Datei im Language Server öffnen</translation>
    </message>
    <message>
        <source>Opened %1 in the language server; its URI is on the clipboard.</source>
        <translation>%1 wurde im Language Server geöffnet; ihre URI liegt in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Endpoint &amp;Authorization</source>
        <translation>Endpunkt-A&amp;utorisierung</translation>
    </message>
    <message>
        <source>OAuth: sign in and out, and every step of the sign-in as it was sent and answered</source>
        <translation>OAuth: an- und abmelden, und jeder Schritt der Anmeldung, wie er gesendet und beantwortet wurde</translation>
    </message>
    <message>
        <source>Live &amp;Taps…</source>
        <translation>Live-&amp;Taps…</translation>
    </message>
    <message>
        <source>Watch a host and its server through rpcscope-cli tap; hold, edit and inject messages</source>
        <translation>Einem Host und seinem Server über rpcscope-cli tap zusehen; Nachrichten anhalten, ändern und einschleusen</translation>
    </message>
    <message>
        <source>Endpoints from an mcpServers file (Claude Desktop, Cursor, VS Code), each command shown first; or the host&apos;s servers tapped where it starts them</source>
        <translation>Endpunkte aus einer mcpServers-Datei (Claude Desktop, Cursor, VS Code), jeder Befehl wird vorher gezeigt; oder die Server des Hosts dort abhören, wo er sie startet</translation>
    </message>
    <message>
        <source>The call was not saved: its arguments are no JSON yet (%1).</source>
        <translation>Der Aufruf wurde nicht gespeichert: Seine Argumente sind noch kein JSON (%1).</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>The workspace&apos;s MCP endpoints as a Claude Desktop, Cursor or VS Code configuration; secrets as placeholders</source>
        <translation>Die MCP-Endpunkte des Arbeitsbereichs als Konfiguration für Claude Desktop, Cursor oder VS Code; Geheimnisse als Platzhalter</translation>
    </message>
    <message>
        <source>MCP Servers Added</source>
        <translation>MCP-Server hinzugefügt</translation>
    </message>
    <message>
        <source>Exported the MCP servers.</source>
        <translation>Die MCP-Server wurden exportiert.</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpCacheHint</name>
    <message>
        <source>ttlMs %1, cacheScope %2 (as the server sent them)</source>
        <translation>ttlMs %1, cacheScope %2 (wie der Server sie sandte)</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>the same for every caller</source>
        <translation>für alle Aufrufer gleich</translation>
    </message>
    <message>
        <source>for this caller only</source>
        <translation>nur für diesen Aufrufer</translation>
    </message>
    <message>
        <source>scope &quot;%1&quot;</source>
        <translation>Geltungsbereich „%1“</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 is stale at once: ask again whenever it is needed</source>
        <translation>%1 ist sofort veraltet: bei Bedarf neu abfragen</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 may be kept for %2</source>
        <translation>%1 darf %2 lang aufbewahrt werden</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpConfigTap</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 lässt sich nicht lesen: %2</translation>
    </message>
    <message>
        <source>%1 changed since it was read; nothing was written. Import it again.</source>
        <translation>%1 hat sich seit dem Lesen geändert; nichts wurde geschrieben. Importieren Sie die Datei erneut.</translation>
    </message>
    <message>
        <source>Cannot keep the original as %1: %2</source>
        <translation>Das Original lässt sich nicht als %1 sichern: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2 (the original is kept as %3)</source>
        <translation>%1 lässt sich nicht schreiben: %2 (das Original liegt als %3 bereit)</translation>
    </message>
    <message>
        <source>%1: not a stdio server (tap an HTTP server with rpcscope-cli tap --listen).</source>
        <translation>%1: kein stdio-Server (einen HTTP-Server hören Sie mit rpcscope-cli tap --listen ab).</translation>
    </message>
    <message>
        <source>%1: tapped already.</source>
        <translation>%1: läuft bereits über einen Tap.</translation>
    </message>
    <message>
        <source>%1: its args are not a list.</source>
        <translation>%1: seine args sind keine Liste.</translation>
    </message>
    <message>
        <source>%1: no such server in the configuration.</source>
        <translation>%1: Diesen Server gibt es in der Konfiguration nicht.</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpContentView</name>
    <message>
        <source>Only the first %1 characters are shown here; the inspector shows the whole answer.</source>
        <translation>Hier werden nur die ersten %1 Zeichen angezeigt; der Inspektor zeigt die vollständige Antwort.</translation>
    </message>
    <message>
        <source>Failed: the tool reported an error (isError is true).</source>
        <translation>Fehlgeschlagen: Das Tool hat einen Fehler gemeldet (isError ist true).</translation>
    </message>
    <message>
        <source>Not as the specification says: %1</source>
        <translation>Nicht spezifikationskonform: %1</translation>
    </message>
    <message>
        <source>No content.</source>
        <translation>Kein Inhalt.</translation>
    </message>
    <message>
        <source>Structured content</source>
        <translation>Strukturierter Inhalt</translation>
    </message>
    <message>
        <source>The structured content matches the tool&apos;s output schema.</source>
        <translation>Der strukturierte Inhalt entspricht dem Ausgabeschema des Tools.</translation>
    </message>
    <message>
        <source>The structured content does not match the tool&apos;s output schema:</source>
        <translation>Der strukturierte Inhalt entspricht nicht dem Ausgabeschema des Tools:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (JSON, pretty-printed)</source>
        <translation>%1 (JSON, formatiert)</translation>
    </message>
    <message>
        <source>The image could not be decoded.</source>
        <translation>Das Bild konnte nicht dekodiert werden.</translation>
    </message>
    <message>
        <source>%1 × %2 pixels</source>
        <translation>%1 × %2 Pixel</translation>
    </message>
    <message>
        <source>%1, shown %2 times as large</source>
        <translation>%1, %2-fach vergrößert angezeigt</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <source>Embedded resource %1 %2</source>
        <translation>Eingebettete Ressource %1 %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpLogPage</name>
    <message>
        <source>Set Level</source>
        <translation>Level festlegen</translation>
    </message>
    <message>
        <source>logging/setLevel: the least severe messages the server sends</source>
        <translation>logging/setLevel: die am wenigsten schwerwiegenden Meldungen, die der Server sendet</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>Logger</source>
        <translation>Logger</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Level:</translation>
    </message>
    <message>
        <source>Setting the level to %1…</source>
        <translation>Level wird auf %1 gesetzt…</translation>
    </message>
    <message>
        <source>The server logs from %1 on.</source>
        <translation>Der Server protokolliert ab %1.</translation>
    </message>
    <message>
        <source>logging/setLevel failed: %1</source>
        <translation>logging/setLevel fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Every request from now on asks for log messages from %1 on.</source>
        <translation>Jede weitere Anfrage verlangt Protokollmeldungen ab %1.</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpPromptsPage</name>
    <message>
        <source>Get</source>
        <translation>Abrufen</translation>
    </message>
    <message>
        <source>Choose a prompt.</source>
        <translation>Wählen Sie einen Prompt.</translation>
    </message>
    <message>
        <source>This endpoint has no MCP session.</source>
        <translation>Dieser Endpunkt hat keine MCP-Sitzung.</translation>
    </message>
    <message>
        <source>This prompt takes no arguments.</source>
        <translation>Dieser Prompt hat keine Argumente.</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>%1 *</source>
        <translation>%1 *</translation>
    </message>
    <message>
        <source>Getting %1…</source>
        <translation>%1 wird abgerufen…</translation>
    </message>
    <message>
        <source>Getting %1 failed: %2</source>
        <translation>Abrufen von %1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The prompt list</source>
        <translation>Die Prompt-Liste</translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation>In Sammlung speichern</translation>
    </message>
    <message>
        <source>Save prompts/get of this prompt, with these arguments, as an MCP request of the open collection</source>
        <translation>prompts/get dieses Prompts mit diesen Argumenten als MCP-Anfrage der geöffneten Sammlung speichern</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpResourcesPage</name>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Templates</source>
        <translation>Vorlagen</translation>
    </message>
    <message>
        <source>URI to read (fill in a template&apos;s {variables})</source>
        <translation>Zu lesende URI (die {Variablen} einer Vorlage ausfüllen)</translation>
    </message>
    <message>
        <source>Read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>Subscribe</source>
        <translation>Abonnieren</translation>
    </message>
    <message>
        <source>Ask the server for notifications/resources/updated about this URI</source>
        <translation>Den Server um notifications/resources/updated zu dieser URI bitten</translation>
    </message>
    <message>
        <source>notifications/resources/updated, newest first</source>
        <translation>notifications/resources/updated, neueste zuerst</translation>
    </message>
    <message>
        <source>Updates</source>
        <translation>Aktualisierungen</translation>
    </message>
    <message>
        <source>%1  %2</source>
        <translation>%1  %2</translation>
    </message>
    <message>
        <source>Resources (%1)</source>
        <translation>Ressourcen (%1)</translation>
    </message>
    <message>
        <source>Templates (%1)</source>
        <translation>Vorlagen (%1)</translation>
    </message>
    <message>
        <source>Unsubscribe</source>
        <translation>Abbestellen</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Reading %1 failed: %2</source>
        <translation>Lesen von %1 fehlgeschlagen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n item(s)</source>
        <translation>
            <numerusform>%1: %n Element</numerusform>
            <numerusform>%1: %n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>value of {%1}</source>
        <translation>Wert von {%1}</translation>
    </message>
    <message>
        <source>The template list</source>
        <translation>Die Vorlagenliste</translation>
    </message>
    <message>
        <source>The resource list</source>
        <translation>Die Ressourcenliste</translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation>In Sammlung speichern</translation>
    </message>
    <message>
        <source>Save resources/read of this URI as an MCP request of the open collection</source>
        <translation>resources/read dieser URI als MCP-Anfrage der geöffneten Sammlung speichern</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServerPanel</name>
    <message>
        <source>State:</source>
        <translation>Status:</translation>
    </message>
    <message>
        <source>Protocol revision:</source>
        <translation>Protokollrevision:</translation>
    </message>
    <message>
        <source>Server:</source>
        <translation>Server:</translation>
    </message>
    <message>
        <source>Mcp-Session-Id:</source>
        <translation>Mcp-Session-Id:</translation>
    </message>
    <message>
        <source>Server stream:</source>
        <translation>Server-Stream:</translation>
    </message>
    <message>
        <source>Capabilities:</source>
        <translation>Fähigkeiten:</translation>
    </message>
    <message>
        <source>Instructions:</source>
        <translation>Anweisungen:</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Tools</translation>
    </message>
    <message>
        <source>Resources</source>
        <translation>Ressourcen</translation>
    </message>
    <message>
        <source>Prompts</source>
        <translation>Prompts</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>This endpoint has no MCP session: discovery did not find an MCP server.</source>
        <translation>Dieser Endpunkt hat keine MCP-Sitzung: Bei der Erkennung wurde kein MCP-Server gefunden.</translation>
    </message>
    <message>
        <source>Initializing…</source>
        <translation>Initialisierung…</translation>
    </message>
    <message numerus="yes">
        <source>Ready (the server ended the session %n time(s); a new one was made)</source>
        <translation>
            <numerusform>Bereit (der Server hat die Sitzung %n-mal beendet; eine neue wurde aufgebaut)</numerusform>
            <numerusform>Bereit (der Server hat die Sitzung %n-mal beendet; jeweils wurde eine neue aufgebaut)</numerusform>
        </translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Closing…</source>
        <translation>Wird geschlossen…</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Geschlossen</translation>
    </message>
    <message>
        <source>asked for %1</source>
        <translation>angefragt: %1</translation>
    </message>
    <message>
        <source>%1 (asked for %2, the server agreed)</source>
        <translation>%1 (angefragt: %2, der Server hat zugestimmt)</translation>
    </message>
    <message>
        <source>%1 (asked for %2, the server answered with another)</source>
        <translation>%1 (%2 angefragt, der Server hat mit einer anderen geantwortet)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1, version %2</source>
        <translation>%1, Version %2</translation>
    </message>
    <message>
        <source>none: the server keeps no session</source>
        <translation>keine: Der Server führt keine Sitzung</translation>
    </message>
    <message>
        <source>open (GET): the server can send outside any request</source>
        <translation>offen (GET): Der Server kann auch außerhalb einer Anfrage senden</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>nicht offen</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Tools (%1)</source>
        <translation>Tools (%1)</translation>
    </message>
    <message>
        <source>Resources (%1)</source>
        <translation>Ressourcen (%1)</translation>
    </message>
    <message>
        <source>Prompts (%1)</source>
        <translation>Prompts (%1)</translation>
    </message>
    <message>
        <source>none (HTTP+SSE: the event stream is the session)</source>
        <translation>keine (HTTP+SSE: Der Ereignisstrom ist die Sitzung)</translation>
    </message>
    <message>
        <source>the event stream (HTTP+SSE) carries every answer</source>
        <translation>der Ereignisstrom (HTTP+SSE) trägt jede Antwort</translation>
    </message>
    <message>
        <source>none (%1)</source>
        <translation>keine (%1)</translation>
    </message>
    <message>
        <source>not used (%1)</source>
        <translation>nicht verwendet (%1)</translation>
    </message>
    <message>
        <source>the event stream&apos;s; messages go to %1</source>
        <translation>die des Ereignisstroms; Nachrichten gehen an %1</translation>
    </message>
    <message>
        <source>socket</source>
        <translation>Socket</translation>
    </message>
    <message>
        <source>%1, stateless (no handshake: every request carries it)</source>
        <translation>%1, zustandslos (kein Handshake: jede Anfrage trägt sie mit)</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Tasks</translation>
    </message>
    <message>
        <source>Tasks (%1 running)</source>
        <translation>Tasks (%1 laufend)</translation>
    </message>
    <message>
        <source>none: the server offers no list changes to listen for</source>
        <translation>keiner: Der Server bietet keine Listenänderungen zum Mithören an</translation>
    </message>
    <message>
        <source>subscriptions/listen sent, not acknowledged yet</source>
        <translation>subscriptions/listen gesendet, noch nicht bestätigt</translation>
    </message>
    <message>
        <source>tool list</source>
        <translation>Tool-Liste</translation>
    </message>
    <message>
        <source>prompt list</source>
        <translation>Prompt-Liste</translation>
    </message>
    <message>
        <source>resource list</source>
        <translation>Ressourcenliste</translation>
    </message>
    <message numerus="yes">
        <source>%n subscribed resource(s)</source>
        <translation>
            <numerusform>%n abonnierte Ressource</numerusform>
            <numerusform>%n abonnierte Ressourcen</numerusform>
        </translation>
    </message>
    <message>
        <source>subscriptions/listen: the server took none of it</source>
        <translation>subscriptions/listen: Der Server hat nichts davon übernommen</translation>
    </message>
    <message>
        <source>subscriptions/listen: %1</source>
        <translation>subscriptions/listen: %1</translation>
    </message>
    <message>
        <source>(asked for %1)</source>
        <translation>(erbeten: %1)</translation>
    </message>
    <message numerus="yes">
        <source>Listening again in %n second(s).</source>
        <translation>
            <numerusform>Das Abonnement wird in %n Sekunde erneut geöffnet.</numerusform>
            <numerusform>Das Abonnement wird in %n Sekunden erneut geöffnet.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServersDialog</name>
    <message>
        <source>MCP Servers of %1</source>
        <translation>MCP-Server aus %1</translation>
    </message>
    <message>
        <source>Add as Endpoints</source>
        <translation>Als Endpunkte hinzufügen</translation>
    </message>
    <message>
        <source>Tap in the Host&apos;s Configuration…</source>
        <translation>In der Konfiguration des Hosts abhören…</translation>
    </message>
    <message>
        <source>Rewrite %1 so the host starts each checked stdio server through rpcscope-cli tap</source>
        <translation>%1 so umschreiben, dass der Host jeden markierten stdio-Server über rpcscope-cli tap startet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Record each server&apos;s conversation in the sessions folder</source>
        <translation>Das Gespräch jedes Servers im Sitzungsordner aufzeichnen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Write the Configuration</source>
        <translation>Konfiguration schreiben</translation>
    </message>
    <message>
        <source>%1 will read as below: %2 start through rpcscope-cli tap. Only their command and args change; the original is kept beside the file. Restart the host to use the taps, then watch them in Sessions &gt; Live Taps.</source>
        <translation>%1 wird wie unten aussehen: %2 starten über rpcscope-cli tap. Nur ihr command und ihre args ändern sich; das Original bleibt neben der Datei erhalten. Starten Sie den Host neu, um die Taps zu nutzen, und sehen Sie unter Sitzungen &gt; Live-Taps zu.</translation>
    </message>
    <message>
        <source>None of the checked servers can be tapped.</source>
        <translation>Keiner der markierten Server lässt sich abhören.</translation>
    </message>
    <message>
        <source>Nothing to write: no server changes.</source>
        <translation>Nichts zu schreiben: Kein Server ändert sich.</translation>
    </message>
    <message>
        <source>•••• (secret, kept in the keychain)</source>
        <translation>•••• (geheim, im Schlüsselbund)</translation>
    </message>
    <message>
        <source>environment:</source>
        <translation>Umgebung:</translation>
    </message>
    <message>
        <source>headers:</source>
        <translation>Header:</translation>
    </message>
    <message>
        <source>Add the checked servers to the endpoint list: a stdio server starts with exactly the command and environment shown when you choose it there, not before; values that look secret (masked below) go to the system keychain, not to the workspace file. Or tap them where the host starts them, to watch and hold the host&apos;s own conversation with each.</source>
        <translation>Die markierten Server zur Endpunktliste hinzufügen: Ein stdio-Server startet genau mit dem gezeigten Befehl und der gezeigten Umgebung, wenn Sie ihn dort auswählen, nicht vorher; Werte, die geheim aussehen (unten verdeckt), kommen in den Schlüsselbund des Systems, nicht in die Arbeitsbereichsdatei. Oder sie dort abhören, wo der Host sie startet, um das Gespräch des Hosts mit jedem mitzulesen und anzuhalten.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpServersExportDialog</name>
    <message>
        <source>Export MCP Servers</source>
        <translation>MCP-Server exportieren</translation>
    </message>
    <message>
        <source>The checked endpoints as a host&apos;s MCP configuration. Secret values are not written: each becomes a placeholder the host fills in or you replace.</source>
        <translation>Die markierten Endpunkte als MCP-Konfiguration eines Hosts. Geheime Werte werden nicht geschrieben: Jeder wird zu einem Platzhalter, den der Host einsetzt oder Sie ersetzen.</translation>
    </message>
    <message>
        <source>Claude Desktop (claude_desktop_config.json)</source>
        <translation>Claude Desktop (claude_desktop_config.json)</translation>
    </message>
    <message>
        <source>Cursor (mcp.json)</source>
        <translation>Cursor (mcp.json)</translation>
    </message>
    <message>
        <source>VS Code (.vscode/mcp.json)</source>
        <translation>VS Code (.vscode/mcp.json)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>&amp;Für:</translation>
    </message>
    <message>
        <source>The workspace has no stdio or HTTP endpoint to export.</source>
        <translation>Der Arbeitsbereich hat keinen stdio- oder HTTP-Endpunkt zum Exportieren.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>JSON files (*.json);;All files (*)</source>
        <translation>JSON-Dateien (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpSession</name>
    <message>
        <source>The MCP session was closed.</source>
        <translation>Die MCP-Sitzung wurde geschlossen.</translation>
    </message>
    <message>
        <source>The server did not answer initialize: %1</source>
        <translation>Der Server hat nicht auf initialize geantwortet: %1</translation>
    </message>
    <message>
        <source>The server refused initialize: %1 %2</source>
        <translation>Der Server hat initialize abgelehnt: %1 %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The server answered initialize with protocol revision &quot;%1&quot;, which RpcScope does not speak (asked for %2; known: %3).</source>
        <translation>Der Server hat auf initialize mit der Protokollrevision &quot;%1&quot; geantwortet, die RpcScope nicht unterstützt (angefragt: %2; bekannt: %3).</translation>
    </message>
    <message>
        <source>notifications/initialized could not be delivered: %1</source>
        <translation>notifications/initialized konnte nicht zugestellt werden: %1</translation>
    </message>
    <message>
        <source>The MCP session is not ready.</source>
        <translation>Die MCP-Sitzung ist nicht bereit.</translation>
    </message>
    <message>
        <source>The MCP session is not ready: %1</source>
        <translation>Die MCP-Sitzung ist nicht bereit: %1</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The answer is not a JSON-RPC response.</source>
        <translation>Die Antwort ist keine JSON-RPC-Antwort.</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
    <message>
        <source>The server ended the session and a new one could not be made: %1</source>
        <translation>Der Server hat die Sitzung beendet, und eine neue konnte nicht aufgebaut werden: %1</translation>
    </message>
    <message>
        <source>The server did not answer initialize.</source>
        <translation>Der Server hat initialize nicht beantwortet.</translation>
    </message>
    <message>
        <source>initialize with %1, as pinned</source>
        <translation>initialize mit %1, wie festgelegt</translation>
    </message>
    <message>
        <source>the server refused %1 and supports %2</source>
        <translation>der Server hat %1 abgelehnt und unterstützt %2</translation>
    </message>
    <message>
        <source>The server refused protocol revision %1 (%2 %3) without a usable data.supported list.</source>
        <translation>Der Server hat die Protokollrevision %1 abgelehnt (%2 %3), ohne brauchbare Liste data.supported.</translation>
    </message>
    <message>
        <source>The server supports none of the revisions RpcScope speaks here: it lists %1 (asked for %2).</source>
        <translation>Der Server unterstützt keine der Revisionen, die RpcScope hier spricht: Er nennt %1 (angefragt: %2).</translation>
    </message>
    <message>
        <source>The server refused server/discover: %1 %2: %3</source>
        <translation>Der Server hat server/discover abgelehnt: %1 %2: %3</translation>
    </message>
    <message>
        <source>The server did not answer server/discover: %1</source>
        <translation>Der Server hat server/discover nicht beantwortet: %1</translation>
    </message>
    <message>
        <source>server/discover: %1 %2</source>
        <translation>server/discover: %1 %2</translation>
    </message>
    <message>
        <source>server/discover went unanswered</source>
        <translation>server/discover blieb unbeantwortet</translation>
    </message>
    <message>
        <source>The server does not speak protocol revision %1 (%2).</source>
        <translation>Der Server spricht die Protokollrevision %1 nicht (%2).</translation>
    </message>
    <message>
        <source>server/discover lists %1</source>
        <translation>server/discover nennt %1</translation>
    </message>
    <message>
        <source>server/discover: the server speaks %1 (tried %2)</source>
        <translation>server/discover: Der Server spricht %1 (versucht: %2)</translation>
    </message>
    <message>
        <source>server/discover: the server speaks %1</source>
        <translation>server/discover: Der Server spricht %1</translation>
    </message>
    <message>
        <source>no %1 (%2): initialize with %3</source>
        <translation>kein %1 (%2): initialize mit %3</translation>
    </message>
    <message>
        <source>initialize, begun by the discovery probe</source>
        <translation>initialize, begonnen von der Erkennung</translation>
    </message>
    <message numerus="yes">
        <source>The server still asks for input after %n round(s): given up.</source>
        <translation>
            <numerusform>Der Server verlangt nach %n Runde immer noch Eingaben: aufgegeben.</numerusform>
            <numerusform>Der Server verlangt nach %n Runden immer noch Eingaben: aufgegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server asks for input (input_required) without inputRequests or requestState.</source>
        <translation>Der Server verlangt Eingaben (input_required) ohne inputRequests oder requestState.</translation>
    </message>
    <message>
        <source>The server asks for input: %1</source>
        <translation>Der Server verlangt Eingaben: %1</translation>
    </message>
    <message>
        <source>nothing here answers its %1 request &quot;%2&quot;</source>
        <translation>seine Anfrage %1 „%2“ beantwortet hier nichts</translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(keine Methode)</translation>
    </message>
    <message>
        <source>its %1 request &quot;%2&quot; was refused: %3</source>
        <translation>seine Anfrage %1 „%2“ wurde abgelehnt: %3</translation>
    </message>
    <message>
        <source>Canceled (tasks/cancel sent).</source>
        <translation>Abgebrochen (tasks/cancel gesendet).</translation>
    </message>
    <message>
        <source>The server answered with a task that has no taskId.</source>
        <translation>Der Server antwortete mit einem Task ohne taskId.</translation>
    </message>
    <message>
        <source>tasks/get for task %1 answered about task %2.</source>
        <translation>tasks/get für den Task %1 antwortete über den Task %2.</translation>
    </message>
    <message>
        <source>The task completed without a result.</source>
        <translation>Der Task wurde ohne Ergebnis abgeschlossen.</translation>
    </message>
    <message>
        <source>The task failed: %1</source>
        <translation>Der Task ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>(the server gave no error)</source>
        <translation>(der Server nannte keinen Fehler)</translation>
    </message>
    <message>
        <source>The server cancelled the task.</source>
        <translation>Der Server hat den Task abgebrochen.</translation>
    </message>
    <message>
        <source>The task&apos;s status &quot;%1&quot; is none this client knows.</source>
        <translation>Den Status „%1“ des Tasks kennt dieser Client nicht.</translation>
    </message>
    <message>
        <source>The task asks for input: %1</source>
        <translation>Der Task bittet um Eingaben: %1</translation>
    </message>
    <message>
        <source>The task did not end within %1 s; it was cancelled (tasks/cancel).</source>
        <translation>Der Task endete nicht innerhalb von %1 s; er wurde abgebrochen (tasks/cancel).</translation>
    </message>
    <message>
        <source>The server refused the task&apos;s answers (tasks/update): %1</source>
        <translation>Der Server hat die Antworten des Tasks abgelehnt (tasks/update): %1</translation>
    </message>
    <message>
        <source>The server ended the subscription.</source>
        <translation>Der Server hat das Abonnement beendet.</translation>
    </message>
    <message>
        <source>The subscription ended: %1</source>
        <translation>Das Abonnement endete: %1</translation>
    </message>
    <message>
        <source>The server offers no resource subscriptions.</source>
        <translation>Der Server bietet keine Ressourcen-Abonnements an.</translation>
    </message>
    <message>
        <source>The server&apos;s acknowledgement leaves %1 out.</source>
        <translation>Die Bestätigung des Servers lässt %1 aus.</translation>
    </message>
    <message>
        <source>The MCP session does not listen for notifications.</source>
        <translation>Die MCP-Sitzung hört keine Benachrichtigungen mit.</translation>
    </message>
    <message>
        <source>The server did not acknowledge subscriptions/listen within %1 ms.</source>
        <translation>Der Server hat subscriptions/listen nicht innerhalb von %1 ms bestätigt.</translation>
    </message>
    <message>
        <source>The server&apos;s acknowledgement still lists %1.</source>
        <translation>Die Bestätigung des Servers führt %1 noch auf.</translation>
    </message>
    <message>
        <source>Nothing is left to listen for.</source>
        <translation>Es gibt nichts mehr, worauf zu hören wäre.</translation>
    </message>
    <message>
        <source>Replaced by a newer subscriptions/listen stream.</source>
        <translation>Durch einen neueren subscriptions/listen-Stream ersetzt.</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpTasksPage</name>
    <message>
        <source>Task</source>
        <translation>Task</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufruf</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Polls</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>Double-click a task to see its latest exchange in the inspector</source>
        <translation>Doppelklick auf einen Task zeigt seinen letzten Austausch im Inspektor</translation>
    </message>
    <message>
        <source>The selected task&apos;s latest state, as the server sent it</source>
        <translation>Der letzte Stand des gewählten Tasks, wie der Server ihn sandte</translation>
    </message>
    <message>
        <source>Cancel Task</source>
        <translation>Task abbrechen</translation>
    </message>
    <message>
        <source>Ask the server to cancel the selected task (tasks/cancel); it may still finish</source>
        <translation>Den Server bitten, den gewählten Task abzubrechen (tasks/cancel); er kann trotzdem noch fertig werden</translation>
    </message>
    <message>
        <source>working</source>
        <translation>in Arbeit</translation>
    </message>
    <message>
        <source>waiting for input</source>
        <translation>wartet auf Eingaben</translation>
    </message>
    <message>
        <source>completed</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>no longer followed</source>
        <translation>nicht mehr verfolgt</translation>
    </message>
    <message>
        <source>The server keeps this task for %1 after it was made.</source>
        <translation>Der Server bewahrt diesen Task ab seiner Erstellung %1 lang auf.</translation>
    </message>
    <message>
        <source>Elapsed</source>
        <translation>Verstrichen</translation>
    </message>
    <message>
        <source>Expires at %1 (kept %2 after it was made).</source>
        <translation>Läuft um %1 ab (%2 nach seiner Erstellung).</translation>
    </message>
    <message>
        <source>No task yet. A call that becomes a task (the tasks extension of MCP 2026-07-28, or the tasks of 2025-11-25) is followed here: its status as it changes, its messages and its result.</source>
        <translation>Noch kein Task. Ein Aufruf, der zu einem Task wird (die Tasks-Erweiterung von MCP 2026-07-28 oder die Tasks von 2025-11-25), wird hier verfolgt: sein Status, wie er sich ändert, seine Meldungen und sein Ergebnis.</translation>
    </message>
    <message>
        <source>Canceled in the Tasks tab.</source>
        <translation>Im Reiter Tasks abgebrochen.</translation>
    </message>
    <message>
        <source>The selected task&apos;s latest state, as the server sent it:</source>
        <translation>Der letzte Stand des gewählten Tasks, wie der Server ihn sandte:</translation>
    </message>
    <message>
        <source>The CreateTaskResult, or the last answer to tasks/get; its resultType is that answer&apos;s own.</source>
        <translation>Das CreateTaskResult oder die letzte Antwort auf tasks/get; ihr resultType gehört zu dieser Antwort.</translation>
    </message>
</context>
<context>
    <name>RpcScope::McpToolsPage</name>
    <message>
        <source>Report progress</source>
        <translation>Fortschritt melden</translation>
    </message>
    <message>
        <source>Send a progressToken, so the server can report how far the call is</source>
        <translation>Sendet ein progressToken, damit der Server melden kann, wie weit der Aufruf ist</translation>
    </message>
    <message>
        <source>Call</source>
        <translation>Aufrufen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the newest running call (Escape): notifications/cancelled</source>
        <translation>Den neuesten laufenden Aufruf abbrechen (Esc): notifications/cancelled</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Tool</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Double-click a call to see its exchange in the inspector</source>
        <translation>Doppelklicken Sie auf einen Aufruf, um seinen Aufruf im Inspektor anzuzeigen</translation>
    </message>
    <message>
        <source>Choose a tool.</source>
        <translation>Wählen Sie ein Tool.</translation>
    </message>
    <message>
        <source>This endpoint has no MCP session.</source>
        <translation>Dieser Endpunkt hat keine MCP-Sitzung.</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 done</source>
        <translation>%1 erledigt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>canceled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>%1: waiting for the answer… (Escape cancels)</source>
        <translation>%1: Warten auf die Antwort… (Esc bricht ab)</translation>
    </message>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>%1 answered in %2</source>
        <translation>%1 hat in %2 geantwortet</translation>
    </message>
    <message>
        <source>Search tools</source>
        <translation>Tools durchsuchen</translation>
    </message>
    <message>
        <source>Show the tools whose name, title or description holds this text (Ctrl+F)</source>
        <translation>Die Tools anzeigen, deren Name, Titel oder Beschreibung diesen Text enthält (Strg+F)</translation>
    </message>
    <message>
        <source>Call the tool with these arguments (Ctrl+Enter)</source>
        <translation>Das Tool mit diesen Argumenten aufrufen (Strg+Enter)</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>nur lesend</translation>
    </message>
    <message>
        <source>destructive</source>
        <translation>destruktiv</translation>
    </message>
    <message>
        <source>idempotent</source>
        <translation>idempotent</translation>
    </message>
    <message>
        <source>open world</source>
        <translation>offene Welt</translation>
    </message>
    <message>
        <source>running, %1</source>
        <translation>läuft, %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(ohne Methode)</translation>
    </message>
    <message>
        <source>answered, sent again</source>
        <extracomment>The Tools page&apos;s call list: an input round&apos;s answer went back with the call, &quot;answered accept {&quot;name&quot;:&quot;Ada&quot;}, sent again&quot;</extracomment>
        <translation>beantwortet, erneut gesendet</translation>
    </message>
    <message>
        <source>input round %1</source>
        <translation>Eingaberunde %1</translation>
    </message>
    <message>
        <source>input required, nothing asked</source>
        <translation>Eingabe verlangt, aber nichts gefragt</translation>
    </message>
    <message>
        <source>asks: %1</source>
        <translation>fragt: %1</translation>
    </message>
    <message>
        <source>input required</source>
        <translation>Eingabe verlangt</translation>
    </message>
    <message>
        <source>the call ended here</source>
        <translation>der Aufruf endete hier</translation>
    </message>
    <message numerus="yes">
        <source>%1 answered in %2, after %n round(s) of input</source>
        <translation>
            <numerusform>%1 hat in %2 geantwortet, nach %n Eingaberunde</numerusform>
            <numerusform>%1 hat in %2 geantwortet, nach %n Eingaberunden</numerusform>
        </translation>
    </message>
    <message>
        <source>The tool list</source>
        <translation>Die Tool-Liste</translation>
    </message>
    <message>
        <source>Save to Collection</source>
        <translation>In Sammlung speichern</translation>
    </message>
    <message>
        <source>Save this call, with these arguments, as an MCP request of the open collection: a run opens the MCP session for it</source>
        <translation>Diesen Aufruf mit diesen Argumenten als MCP-Anfrage der geöffneten Sammlung speichern: Ein Lauf öffnet die MCP-Sitzung dafür</translation>
    </message>
    <message>
        <source>task: %1</source>
        <translation>Task: %1</translation>
    </message>
    <message>
        <source>task: %1 · %2</source>
        <translation>Task: %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>Task %1 (the tasks extension), asked %n time(s): see the Tasks tab</source>
        <translation>
            <numerusform>Task %1 (die Tasks-Erweiterung), bisher %n Abfrage: siehe den Reiter Tasks</numerusform>
            <numerusform>Task %1 (die Tasks-Erweiterung), bisher %n Abfragen: siehe den Reiter Tasks</numerusform>
        </translation>
    </message>
    <message>
        <source>Canceled by the user.</source>
        <translation>Vom Benutzer abgebrochen.</translation>
    </message>
    <message>
        <source>answered %1, sent again</source>
        <translation>beantwortet mit %1, erneut gesendet</translation>
    </message>
    <message>
        <source>Asked: %1</source>
        <translation>Gefragt: %1</translation>
    </message>
    <message>
        <source>Answered; the call went again.</source>
        <translation>Beantwortet; der Aufruf ging erneut hinaus.</translation>
    </message>
    <message>
        <source>Answered: %1</source>
        <translation>Geantwortet: %1</translation>
    </message>
    <message>
        <source>Round %1: asked %2; answered %3</source>
        <extracomment>Under a tool&apos;s result: what one round of input asked and what went back</extracomment>
        <translation>Runde %1: gefragt %2; geantwortet %3</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>(nothing)</source>
        <translation>(nichts)</translation>
    </message>
    <message>
        <source>This tool takes no arguments.</source>
        <translation>Dieses Tool hat keine Argumente.</translation>
    </message>
</context>
<context>
    <name>RpcScope::MethodDocView</name>
    <message>
        <source>Method</source>
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
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>array of %1</source>
        <translation>Array von %1</translation>
    </message>
    <message>
        <source>each: %1</source>
        <translation>jeweils: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is oneOf, anyOf or allOf (JSON Schema keywords), %2 the alternatives</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>refers back to itself (recursive)</source>
        <translation>verweist auf sich selbst (rekursiv)</translation>
    </message>
    <message>
        <source>unresolved reference %1</source>
        <translation>nicht aufgelöste Referenz %1</translation>
    </message>
    <message>
        <source>enum</source>
        <translation>enum</translation>
    </message>
    <message>
        <source>one of %1</source>
        <translation>einer von %1</translation>
    </message>
    <message>
        <source>always %1</source>
        <translation>immer %1</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>minimum %1</source>
        <translation>Minimum %1</translation>
    </message>
    <message>
        <source>maximum %1</source>
        <translation>Maximum %1</translation>
    </message>
    <message>
        <source>greater than %1</source>
        <translation>größer als %1</translation>
    </message>
    <message>
        <source>less than %1</source>
        <translation>kleiner als %1</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>Vielfaches von %1</translation>
    </message>
    <message>
        <source>at least %1 characters</source>
        <translation>mindestens %1 Zeichen</translation>
    </message>
    <message>
        <source>at most %1 characters</source>
        <translation>höchstens %1 Zeichen</translation>
    </message>
    <message>
        <source>matches %1</source>
        <translation>entspricht %1</translation>
    </message>
    <message>
        <source>format %1</source>
        <translation>Format %1</translation>
    </message>
    <message>
        <source>at least %1 items</source>
        <translation>mindestens %1 Elemente</translation>
    </message>
    <message>
        <source>at most %1 items</source>
        <translation>höchstens %1 Elemente</translation>
    </message>
    <message>
        <source>items unique</source>
        <translation>Elemente eindeutig</translation>
    </message>
    <message>
        <source>Not documented.</source>
        <translation>Nicht dokumentiert.</translation>
    </message>
    <message>
        <source>The parameter schema is not valid JSON.</source>
        <translation>Das Parameterschema ist kein gültiges JSON.</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>Sent by position (an array, in this order).</source>
        <translation>Nach Position gesendet (ein Array, in dieser Reihenfolge).</translation>
    </message>
    <message>
        <source>Sent by name (an object).</source>
        <translation>Nach Name gesendet (ein Objekt).</translation>
    </message>
    <message>
        <source>data:</source>
        <translation>data:</translation>
    </message>
    <message>
        <source>Example %1</source>
        <translation>Beispiel %1</translation>
    </message>
    <message>
        <source>Select a method to see its documentation.</source>
        <translation>Wählen Sie eine Methode aus, um ihre Dokumentation zu sehen.</translation>
    </message>
    <message>
        <source>%1 · from %2</source>
        <extracomment>Under a method&apos;s name: its kind and where the registry learned of it</extracomment>
        <translation>%1 · aus %2</translation>
    </message>
    <message>
        <source>Alias of %1</source>
        <translation>Alias von %1</translation>
    </message>
    <message>
        <source>Also spelled: %1</source>
        <translation>Auch geschrieben als: %1</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argumente</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Examples</source>
        <translation>Beispiele</translation>
    </message>
    <message>
        <source>one of more than %1 references in a row (not followed)</source>
        <translation>einer von mehr als %1 Verweisen hintereinander (nicht verfolgt)</translation>
    </message>
</context>
<context>
    <name>RpcScope::NotificationsModel</name>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON</source>
        <translation>kein JSON</translation>
    </message>
    <message>
        <source>batch</source>
        <translation>Batch</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s)</source>
        <translation>
            <numerusform>%n Nachricht</numerusform>
            <numerusform>%n Nachrichten</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON-RPC</source>
        <translation>kein JSON-RPC</translation>
    </message>
    <message>
        <source>server request</source>
        <translation>Server-Anfrage</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>response to nothing</source>
        <translation>Antwort auf nichts</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>server request, error sent</source>
        <translation>Serveranfrage, Fehler gesendet</translation>
    </message>
    <message>
        <source>server request, answered</source>
        <translation>Serveranfrage, beantwortet</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Inhalt</translation>
    </message>
</context>
<context>
    <name>RpcScope::NotificationsPane</name>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) that answer no request</source>
        <translation>
            <numerusform>%n Nachricht, die keine Anfrage beantwortet</numerusform>
            <numerusform>%n Nachrichten, die keine Anfrage beantworten</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing yet. Messages the server sends on its own (notifications, pushes, stream events) are listed here.</source>
        <translation>Noch nichts. Hier werden Nachrichten aufgeführt, die der Server von sich aus sendet (Benachrichtigungen, Pushes, Stream-Ereignisse).</translation>
    </message>
    <message>
        <source>Our answer:</source>
        <translation>Unsere Antwort:</translation>
    </message>
    <message>
        <source>Not answered yet.</source>
        <translation>Noch nicht beantwortet.</translation>
    </message>
</context>
<context>
    <name>RpcScope::NumberField</name>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>integer</source>
        <translation>Ganzzahl</translation>
    </message>
    <message>
        <source>number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Not an integer yet.</source>
        <translation>Noch keine Ganzzahl.</translation>
    </message>
    <message>
        <source>Not a number yet.</source>
        <translation>Noch keine Zahl.</translation>
    </message>
    <message>
        <source>Only an integer goes here: digits, with a minus sign in front if need be.</source>
        <translation>Hier passt nur eine ganze Zahl: Ziffern, bei Bedarf mit einem Minuszeichen davor.</translation>
    </message>
    <message>
        <source>Only a number goes here: digits, a minus sign, a decimal point, an exponent (1e3).</source>
        <translation>Hier passt nur eine Zahl: Ziffern, ein Minuszeichen, ein Dezimalpunkt, ein Exponent (1e3).</translation>
    </message>
</context>
<context>
    <name>RpcScope::OAuthAuthorizer</name>
    <message>
        <source>Authorization failed: %1.</source>
        <translation>Autorisierung fehlgeschlagen: %1.</translation>
    </message>
</context>
<context>
    <name>RpcScope::OAuthFlow</name>
    <message numerus="yes">
        <source>nobody finished the sign-in in the browser within %n minute(s)</source>
        <translation>
            <numerusform>niemand hat die Anmeldung im Browser innerhalb von %n Minute abgeschlossen</numerusform>
            <numerusform>niemand hat die Anmeldung im Browser innerhalb von %n Minuten abgeschlossen</numerusform>
        </translation>
    </message>
    <message>
        <source>The authorization stopped.</source>
        <translation>Die Autorisierung wurde beendet.</translation>
    </message>
    <message>
        <source>the sign-in was canceled</source>
        <translation>die Anmeldung wurde abgebrochen</translation>
    </message>
    <message>
        <source>HTTP %1 asks for %2 credentials</source>
        <translation>HTTP %1 verlangt %2-Anmeldedaten</translation>
    </message>
    <message>
        <source>; error %1</source>
        <translation>; Fehler %1</translation>
    </message>
    <message>
        <source>; scope &quot;%1&quot;</source>
        <translation>; Scope „%1“</translation>
    </message>
    <message>
        <source>; resource metadata at %1</source>
        <translation>; Ressourcen-Metadaten unter %1</translation>
    </message>
    <message>
        <source>HTTP %1 without an OAuth challenge</source>
        <translation>HTTP %1 ohne OAuth-Challenge</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no resource metadata here (%1); the authorization server is looked for at the endpoint&apos;s origin</source>
        <translation>hier keine Ressourcen-Metadaten (%1); der Autorisierungsserver wird am Ursprung des Endpunkts gesucht</translation>
    </message>
    <message>
        <source>no resource metadata here (%1); trying the next place</source>
        <translation>hier keine Ressourcen-Metadaten (%1); versuche die nächste Stelle</translation>
    </message>
    <message>
        <source>the protected resource metadata at %1 cannot be used: %2</source>
        <translation>die Metadaten der geschützten Ressource unter %1 sind unbrauchbar: %2</translation>
    </message>
    <message>
        <source>the resource metadata names %1, not this endpoint (%2): stopped before authorizing</source>
        <translation>die Ressourcen-Metadaten nennen %1, nicht diesen Endpunkt (%2): vor der Autorisierung angehalten</translation>
    </message>
    <message>
        <source>the resource metadata names no authorization server</source>
        <translation>die Ressourcen-Metadaten nennen keinen Autorisierungsserver</translation>
    </message>
    <message>
        <source>resource %1, authorization server %2</source>
        <translation>Ressource %1, Autorisierungsserver %2</translation>
    </message>
    <message>
        <source>the authorization server &quot;%1&quot; is not a URL</source>
        <translation>der Autorisierungsserver „%1“ ist keine URL</translation>
    </message>
    <message>
        <source>the authorization server %1 publishes no metadata at any well-known URL</source>
        <translation>der Autorisierungsserver %1 veröffentlicht unter keiner Well-known-URL Metadaten</translation>
    </message>
    <message>
        <source>no metadata anywhere: using %1, %2 and %3 (the 2025-03-26 fallback)</source>
        <translation>nirgends Metadaten: verwende %1, %2 und %3 (die Rückfallebene von 2025-03-26)</translation>
    </message>
    <message>
        <source>no metadata here (%1)</source>
        <translation>hier keine Metadaten (%1)</translation>
    </message>
    <message>
        <source>the authorization server metadata at %1 cannot be used: %2</source>
        <translation>die Metadaten des Autorisierungsservers unter %1 sind unbrauchbar: %2</translation>
    </message>
    <message>
        <source>the metadata names the issuer %1, not %2: stopped before authorizing</source>
        <translation>die Metadaten nennen den Aussteller %1, nicht %2: vor der Autorisierung angehalten</translation>
    </message>
    <message>
        <source>the authorization server does not say it supports PKCE (no code_challenge_methods_supported): stopped, as the MCP specification asks</source>
        <translation>der Autorisierungsserver gibt keine PKCE-Unterstützung an (kein code_challenge_methods_supported): angehalten, wie es die MCP-Spezifikation verlangt</translation>
    </message>
    <message>
        <source>the authorization server does not support PKCE with S256 (only %1)</source>
        <translation>der Autorisierungsserver unterstützt PKCE nicht mit S256 (nur %1)</translation>
    </message>
    <message>
        <source>the metadata names no authorization_endpoint</source>
        <translation>die Metadaten nennen keinen authorization_endpoint</translation>
    </message>
    <message>
        <source>issuer %1; token endpoint %2</source>
        <translation>Aussteller %1; Token-Endpunkt %2</translation>
    </message>
    <message>
        <source>pre-registered client %1 (%2)</source>
        <translation>vorab registrierter Client %1 (%2)</translation>
    </message>
    <message>
        <source>client %1, registered earlier with this authorization server</source>
        <translation>Client %1, früher bei diesem Autorisierungsserver registriert</translation>
    </message>
    <message>
        <source>client metadata document %1 as the client id</source>
        <translation>Client-Metadatendokument %1 als Client-ID</translation>
    </message>
    <message>
        <source>the authorization server offers no registration and no client id was given (--client-id, or the endpoint&apos;s OAuth settings)</source>
        <translation>der Autorisierungsserver bietet keine Registrierung an und es wurde keine Client-ID angegeben (--client-id oder die OAuth-Einstellungen des Endpunkts)</translation>
    </message>
    <message>
        <source>the authorization server takes neither client metadata documents nor registrations; give a pre-registered client id</source>
        <translation>der Autorisierungsserver nimmt weder Client-Metadatendokumente noch Registrierungen an; geben Sie eine vorab registrierte Client-ID an</translation>
    </message>
    <message>
        <source>the registration was refused: %1</source>
        <translation>die Registrierung wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>the registration answer cannot be used: %1</source>
        <translation>die Antwort auf die Registrierung ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>the authorization endpoint did not redirect at once (%1): it wants a person; use a browser instead of --browser direct</source>
        <translation>der Autorisierungsendpunkt hat nicht sofort weitergeleitet (%1): er will eine Person; verwenden Sie einen Browser statt --browser direct</translation>
    </message>
    <message>
        <source>the browser command cannot be used: %1</source>
        <translation>der Browser-Befehl ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>er ist leer</translation>
    </message>
    <message>
        <source>the browser &quot;%1&quot; could not be started; open the address yourself with --browser none</source>
        <translation>der Browser „%1“ konnte nicht gestartet werden; öffnen Sie die Adresse mit --browser none selbst</translation>
    </message>
    <message>
        <source>the authorization server refused: %1</source>
        <translation>der Autorisierungsserver hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>the authorization server refused: %1 (%2)</source>
        <translation>der Autorisierungsserver hat abgelehnt: %1 (%2)</translation>
    </message>
    <message>
        <source>the redirect carries another state than the one sent: stopped</source>
        <translation>die Weiterleitung trägt einen anderen state als den gesendeten: angehalten</translation>
    </message>
    <message>
        <source>the redirect carries no state: stopped</source>
        <translation>die Weiterleitung trägt keinen state: angehalten</translation>
    </message>
    <message>
        <source>the redirect names the issuer %1, not %2: stopped (a mix-up attack looks like this)</source>
        <translation>die Weiterleitung nennt den Aussteller %1, nicht %2: angehalten (so sieht ein Mix-up-Angriff aus)</translation>
    </message>
    <message>
        <source>the authorization server says it names itself in the redirect (iss), but this redirect does not: stopped</source>
        <translation>der Autorisierungsserver gibt an, sich in der Weiterleitung zu nennen (iss), aber diese Weiterleitung tut es nicht: angehalten</translation>
    </message>
    <message>
        <source>the redirect carries no authorization code</source>
        <translation>die Weiterleitung trägt keinen Autorisierungscode</translation>
    </message>
    <message>
        <source>authorized; state and issuer match</source>
        <translation>autorisiert; state und Aussteller stimmen überein</translation>
    </message>
    <message>
        <source>authorized; state matches</source>
        <translation>autorisiert; state stimmt überein</translation>
    </message>
    <message>
        <source>the token request was refused: %1</source>
        <translation>die Token-Anfrage wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>the token answer cannot be used: %1</source>
        <translation>die Token-Antwort ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>%1 token</source>
        <translation>%1-Token</translation>
    </message>
    <message numerus="yes">
        <source>, valid for %n second(s)</source>
        <translation>
            <numerusform>, gültig für %n Sekunde</numerusform>
            <numerusform>, gültig für %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>, scope &quot;%1&quot;</source>
        <translation>, Scope „%1“</translation>
    </message>
    <message>
        <source>, with a refresh token</source>
        <translation>, mit Refresh-Token</translation>
    </message>
    <message>
        <source>the identity provider refused the token exchange: %1</source>
        <translation>der Identitätsanbieter hat den Token-Tausch abgelehnt: %1</translation>
    </message>
    <message>
        <source>the token exchange answer cannot be used: %1</source>
        <translation>die Antwort auf den Token-Tausch ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>an identity assertion (ID-JAG) for %1</source>
        <translation>eine Identitätszusicherung (ID-JAG) für %1</translation>
    </message>
    <message>
        <source>the client key cannot be used: %1</source>
        <translation>der Client-Schlüssel ist unbrauchbar: %1</translation>
    </message>
    <message>
        <source>the authorization server wants a DPoP nonce; asking again with it</source>
        <translation>der Autorisierungsserver verlangt eine DPoP-Nonce; erneute Anfrage damit</translation>
    </message>
    <message>
        <source>the authorization server&apos;s endpoint %1 is plain http on another machine: codes, secrets and tokens would cross the network in clear; stopped (--insecure lets it through)</source>
        <translation>der Endpunkt %1 des Autorisierungsservers ist unverschlüsseltes http auf einem anderen Rechner: Codes, Secrets und Tokens gingen im Klartext übers Netz; angehalten (--insecure lässt es zu)</translation>
    </message>
    <message>
        <source>the client id given belongs to the authorization server %1, but the resource now names %2: stopped before it sees the client&apos;s credentials</source>
        <translation>die angegebene Client-ID gehört zum Autorisierungsserver %1, die Ressource nennt jetzt aber %2: angehalten, bevor er die Anmeldedaten des Clients sieht</translation>
    </message>
    <message>
        <source>registered as client %1, a public client (no secret)</source>
        <translation>als Client %1 registriert, ein öffentlicher Client (ohne Geheimnis)</translation>
    </message>
    <message>
        <source>registered as client %1, which authenticates with %2</source>
        <translation>als Client %1 registriert, der sich mit %2 ausweist</translation>
    </message>
    <message>
        <source>the given URL %1 is not an http or https address</source>
        <translation>die angegebene URL %1 ist keine http- oder https-Adresse</translation>
    </message>
    <message>
        <source>the given URL %1 is plain http on another machine: codes, secrets and tokens would cross the network in clear; stopped (--insecure lets it through)</source>
        <translation>die angegebene URL %1 ist unverschlüsseltes http auf einem anderen Rechner: Codes, Geheimnisse und Tokens gingen im Klartext über das Netz; angehalten (--insecure lässt es durch)</translation>
    </message>
    <message>
        <source>a token URL was given without an authorization URL: the authorization code flow needs both</source>
        <translation>eine Token-URL wurde ohne Autorisierungs-URL angegeben: der Autorisierungscode-Ablauf braucht beide</translation>
    </message>
    <message>
        <source>given: authorization at %1, tokens at %2 (nothing discovered)</source>
        <translation>angegeben: Autorisierung bei %1, Tokens bei %2 (nichts ermittelt)</translation>
    </message>
    <message>
        <source>given: tokens at %1 (nothing discovered)</source>
        <translation>angegeben: Tokens bei %1 (nichts ermittelt)</translation>
    </message>
    <message>
        <source>authorized; state matches; issuer %1 not checked (no metadata names one)</source>
        <translation>autorisiert; state stimmt überein; Aussteller %1 nicht geprüft (keine Metadaten nennen einen)</translation>
    </message>
    <message>
        <source>the authorization server offers no revocation: the token stays valid until it expires</source>
        <translation>der Autorisierungsserver bietet keinen Widerruf an: das Token bleibt gültig, bis es abläuft</translation>
    </message>
    <message>
        <source>the revocation endpoint %1 is plain http on another machine: not sent</source>
        <translation>der Widerrufsendpunkt %1 ist unverschlüsseltes http auf einem anderen Rechner: nicht gesendet</translation>
    </message>
    <message>
        <source>the revocation was refused: %1</source>
        <translation>der Widerruf wurde abgelehnt: %1</translation>
    </message>
    <message>
        <source>the refresh token is revoked (and with it, at most servers, the access token)</source>
        <translation>das Refresh-Token ist widerrufen (und mit ihm, bei den meisten Servern, das Zugriffstoken)</translation>
    </message>
    <message>
        <source>the access token is revoked</source>
        <translation>das Zugriffstoken ist widerrufen</translation>
    </message>
</context>
<context>
    <name>RpcScope::PresentationMode</name>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>&amp;Präsentationsmodus</translation>
    </message>
    <message>
        <source>Larger text and a calmer window for demos on a projector (%1 again to leave).</source>
        <translation>Größere Schrift und ein ruhigeres Fenster für Vorführungen am Beamer (zum Verlassen erneut %1).</translation>
    </message>
    <message>
        <source>Presentation mode (%1)</source>
        <translation>Präsentationsmodus (%1)</translation>
    </message>
</context>
<context>
    <name>RpcScope::RawTextView</name>
    <message>
        <source>Find in the body</source>
        <translation>Im Body suchen</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Vorheriger</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Vorheriger Treffer (Umschalt+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Nächster</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Nächster Treffer (Enter)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close the search bar (Escape)</source>
        <translation>Die Suchleiste schließen (Esc)</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>%1 wird indiziert…</translation>
    </message>
    <message>
        <source>Copied the first %1 of the %2 selected; File &gt; Save Response Body writes every byte.</source>
        <translation>Die ersten %1 der ausgewählten %2 wurden kopiert; Datei &gt; Antwort-Body speichern schreibt alle Bytes.</translation>
    </message>
    <message>
        <source>Go to Line</source>
        <translation>Gehe zu Zeile</translation>
    </message>
    <message>
        <source>Line (1 to %1):</source>
        <translation>Zeile (1 bis %1):</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>Keine Treffer</translation>
    </message>
    <message>
        <source>%1 of more than %2</source>
        <extracomment>Search result; the count stopped at its limit</extracomment>
        <translation>%1 von mehr als %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>Search result, e.g. &quot;3 of 120&quot;</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Groß-/Kleinschreibung beachten</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>&amp;Alles auswählen</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen…</translation>
    </message>
    <message>
        <source>&amp;Go to Line…</source>
        <translation>&amp;Gehe zu Zeile…</translation>
    </message>
    <message>
        <source>&amp;Wrap Long Lines</source>
        <translation>Lange Zeilen &amp;umbrechen</translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryItemDelegate</name>
    <message>
        <source>%1 of %2</source>
        <extracomment>Method count of a group row while a filter hides some: &quot;3 of 12&quot;</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>alias of %1</source>
        <extracomment>Beside a method in the tree: it is another spelling of %1</extracomment>
        <translation>Alias von %1</translation>
    </message>
    <message>
        <source>+%1</source>
        <extracomment>Badge after the provenance badges that did not fit: how many more there are</extracomment>
        <translation>+%1</translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryPanel</name>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Load Document from &amp;File…</source>
        <translation>Dokument aus &amp;Datei laden…</translation>
    </message>
    <message>
        <source>Load Document from &amp;URL…</source>
        <translation>Dokument von &amp;URL laden…</translation>
    </message>
    <message>
        <source>Filter methods</source>
        <translation>Methoden filtern</translation>
    </message>
    <message>
        <source>Shows the methods whose name, summary or description contains this text.
Return picks the first match; Down moves into the tree.</source>
        <translation>Zeigt die Methoden, deren Name, Zusammenfassung oder Beschreibung diesen Text enthält.
Return wählt den ersten Treffer; Pfeil nach unten wechselt in den Baum.</translation>
    </message>
    <message>
        <source>Ask the endpoint for its methods again</source>
        <translation>Den Endpunkt erneut nach seinen Methoden fragen</translation>
    </message>
    <message>
        <source>Runs discovery again: rpc.discover, system.listMethods and the MCP lists.</source>
        <translation>Führt die Ermittlung erneut aus: rpc.discover, system.listMethods und die MCP-Listen.</translation>
    </message>
    <message>
        <source>Adds the methods of an OpenRPC document file and compares it with the endpoint.</source>
        <translation>Fügt die Methoden einer OpenRPC-Dokumentdatei hinzu und vergleicht das Dokument mit dem Endpunkt.</translation>
    </message>
    <message>
        <source>Fetches an OpenRPC document over HTTP(S) and compares it with the endpoint.</source>
        <translation>Ruft ein OpenRPC-Dokument über HTTP(S) ab und vergleicht es mit dem Endpunkt.</translation>
    </message>
    <message>
        <source>Add an OpenRPC document from a file or a URL</source>
        <translation>Ein OpenRPC-Dokument aus einer Datei oder von einer URL hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Methods</source>
        <translation>&amp;Methoden</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <extracomment>%1 is a file path or URL</extracomment>
        <translation>%1 wird geladen…</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n method(s). Select one to see its documentation.</source>
        <extracomment>Shown in the documentation pane when a group is selected</extracomment>
        <translation>
            <numerusform>%1: %n Methode. Wählen Sie eine aus, um ihre Dokumentation zu sehen.</numerusform>
            <numerusform>%1: %n Methoden. Wählen Sie eine aus, um ihre Dokumentation zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Add to &amp;Batch</source>
        <translation>Zum &amp;Batch hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Go to %1</source>
        <extracomment>Context menu of an alias: jump to the method it is another spelling of</extracomment>
        <translation>&amp;Gehe zu %1</translation>
    </message>
    <message>
        <source>&amp;Copy Name</source>
        <translation>Namen &amp;kopieren</translation>
    </message>
    <message numerus="yes">
        <source>Loaded %n method(s) from %1.</source>
        <extracomment>%1 is a file path or URL</extracomment>
        <translation>
            <numerusform>%n Methode aus %1 geladen.</numerusform>
            <numerusform>%n Methoden aus %1 geladen.</numerusform>
        </translation>
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
        <extracomment>Shown while the filter hides some: &quot;3 of 33 methods&quot;</extracomment>
        <translation>
            <numerusform>%1 von %n Methode</numerusform>
            <numerusform>%1 von %n Methoden</numerusform>
        </translation>
    </message>
    <message>
        <source>Load OpenRPC Document</source>
        <translation>OpenRPC-Dokument laden</translation>
    </message>
    <message>
        <source>OpenRPC documents (*.json);;All files (*)</source>
        <translation>OpenRPC-Dokumente (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>URL of the OpenRPC document:</source>
        <translation>URL des OpenRPC-Dokuments:</translation>
    </message>
    <message>
        <source>&amp;Load Document…</source>
        <translation>Dokument &amp;laden…</translation>
    </message>
    <message>
        <source>Drift</source>
        <translation>Drift</translation>
    </message>
    <message>
        <source>Drift (%1)</source>
        <extracomment>Tab title with the number of differences</extracomment>
        <translation>Drift (%1)</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Connect again and ask for the methods</source>
        <translation>Erneut verbinden und nach den Methoden fragen</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindungsaufbau…</translation>
    </message>
</context>
<context>
    <name>RpcScope::RegistryTreeModel</name>
    <message>
        <source>discover</source>
        <extracomment>Provenance badge: the method was described by rpc.discover (OpenRPC)</extracomment>
        <translation>discover</translation>
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
        <source>listMethods</source>
        <extracomment>Provenance badge: the method was named by system.listMethods</extracomment>
        <translation>listMethods</translation>
    </message>
    <message>
        <source>document</source>
        <extracomment>Provenance badge: the method is in a loaded OpenRPC document</extracomment>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>seen</source>
        <extracomment>Provenance badge: the method was only seen in the traffic history</extracomment>
        <translation>gesehen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n method(s)</source>
        <extracomment>Tooltip of a group row in the method tree: &quot;notes: 7 methods&quot;</extracomment>
        <translation>
            <numerusform>%1: %n Methode</numerusform>
            <numerusform>%1: %n Methoden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n method(s)</source>
        <translation>
            <numerusform>%1, %n Methode</numerusform>
            <numerusform>%1, %n Methoden</numerusform>
        </translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>Tooltip line of a method: where the registry learned of it</extracomment>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>LSP</source>
        <extracomment>Provenance badge: a language server&apos;s capabilities enable the method</extracomment>
        <translation>LSP</translation>
    </message>
</context>
<context>
    <name>RpcScope::ReplayCommand</name>
    <message>
        <source>(absent)</source>
        <translation>(nicht vorhanden)</translation>
    </message>
    <message>
        <source>replay: send to ENDPOINT instead of the recorded endpoints.</source>
        <translation>replay: an ENDPOINT statt an die aufgezeichneten Endpunkte senden.</translation>
    </message>
    <message>
        <source>replay: leave the value at this JSON path out of the diff (repeatable; [*] and .* are wildcards), e.g. $.result.timestamp.</source>
        <translation>replay: den Wert an diesem JSON-Pfad aus dem Diff auslassen (wiederholbar; [*] und .* sind Wildcards), z. B. $.result.timestamp.</translation>
    </message>
    <message>
        <source>replay: leave out changes between values that both match this regular expression entirely (repeatable).</source>
        <translation>replay: Änderungen zwischen Werten auslassen, die beide vollständig auf diesen regulären Ausdruck passen (wiederholbar).</translation>
    </message>
    <message>
        <source>replay: no default ignore rules (response ids, UUIDs, ISO timestamps, member order).</source>
        <translation>replay: keine Standard-Ignorierregeln (Antwort-ids, UUIDs, ISO-Zeitstempel, Reihenfolge der Felder).</translation>
    </message>
    <message>
        <source>replay: wait the recorded gaps between requests (at most 2 s each).</source>
        <translation>replay: die aufgezeichneten Pausen zwischen Anfragen abwarten (jeweils höchstens 2 s).</translation>
    </message>
    <message>
        <source>replay: the value of a {{redacted:NAME}} placeholder (repeatable; else RPCSCOPE_SECRET_NAME is read).</source>
        <translation>replay: der Wert eines Platzhalters {{redacted:NAME}} (wiederholbar; sonst wird RPCSCOPE_SECRET_NAME gelesen).</translation>
    </message>
    <message>
        <source>--ignore %1: %2</source>
        <translation>--ignore %1: %2</translation>
    </message>
    <message>
        <source>--ignore-pattern: %1</source>
        <translation>--ignore-pattern: %1</translation>
    </message>
    <message>
        <source>--secret takes NAME=VALUE, not &quot;%1&quot;.</source>
        <translation>--secret erwartet NAME=VALUE, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3 (skipped)</source>
        <translation>%1, Zeile %2: %3 (übersprungen)</translation>
    </message>
    <message>
        <source>warning: no value for the placeholder(s) %1; they were sent as recorded (use --secret NAME=VALUE or RPCSCOPE_SECRET_NAME).</source>
        <translation>Warnung: kein Wert für den/die Platzhalter %1; sie wurden wie aufgezeichnet gesendet (verwenden Sie --secret NAME=VALUE oder RPCSCOPE_SECRET_NAME).</translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(keine Methode)</translation>
    </message>
    <message>
        <source>#%1 %2: failed: %3</source>
        <translation>#%1 %2: fehlgeschlagen: %3</translation>
    </message>
    <message>
        <source>#%1 %2: differs</source>
        <translation>#%1 %2: weicht ab</translation>
    </message>
    <message>
        <source>  HTTP status: %1 -&gt; %2</source>
        <translation>  HTTP-Status: %1 -&gt; %2</translation>
    </message>
    <message>
        <source>  %1 (%2): %3 -&gt; %4</source>
        <translation>  %1 (%2): %3 -&gt; %4</translation>
    </message>
    <message>
        <source>  … more differences not listed</source>
        <translation>  … weitere Unterschiede nicht aufgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) replayed: %1 same, %2 differ, %3 failed;</source>
        <translation>
            <numerusform>%n Aufruf erneut abgespielt: %1 gleich, %2 abweichend, %3 fehlgeschlagen;</numerusform>
            <numerusform>%n Aufrufe erneut abgespielt: %1 gleich, %2 abweichend, %3 fehlgeschlagen;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) ignored by the rules.</source>
        <translation>
            <numerusform>%n Unterschied durch die Regeln ignoriert.</numerusform>
            <numerusform>%n Unterschiede durch die Regeln ignoriert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::ReplayPanel</name>
    <message>
        <source>same</source>
        <translation>gleich</translation>
    </message>
    <message>
        <source>differs</source>
        <translation>weicht ab</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>&amp;Start Replay</source>
        <translation>Wiederholung &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>The recorded endpoints</source>
        <translation>Die aufgezeichneten Endpunkte</translation>
    </message>
    <message>
        <source>Where to send the requests again: empty for each exchange&apos;s recorded endpoint, or any URL</source>
        <translation>Wohin die Anfragen erneut gesendet werden: leer für den aufgezeichneten Endpunkt jedes Aufrufs oder eine beliebige URL</translation>
    </message>
    <message>
        <source>Response ids</source>
        <translation>Antwort-ids</translation>
    </message>
    <message>
        <source>UUIDs</source>
        <translation>UUIDs</translation>
    </message>
    <message>
        <source>ISO timestamps</source>
        <translation>ISO-Zeitstempel</translation>
    </message>
    <message>
        <source>Member order</source>
        <translation>Reihenfolge der Felder</translation>
    </message>
    <message>
        <source>Number spelling</source>
        <translation>Zahlenschreibweise</translation>
    </message>
    <message>
        <source>Keep the recorded pacing</source>
        <translation>Aufgezeichnetes Tempo beibehalten</translation>
    </message>
    <message>
        <source>Wait the recorded gaps between requests (at most 2 s each)</source>
        <translation>Die aufgezeichneten Pausen zwischen Anfragen abwarten (jeweils höchstens 2 s)</translation>
    </message>
    <message>
        <source>More JSON paths to ignore, one a line: $.result.timestamp</source>
        <translation>Weitere zu ignorierende JSON-Pfade, einer pro Zeile: $.result.timestamp</translation>
    </message>
    <message>
        <source>Replay against:</source>
        <translation>Erneut senden an:</translation>
    </message>
    <message>
        <source>Ignore:</source>
        <translation>Ignorieren:</translation>
    </message>
    <message>
        <source>%v of %m</source>
        <translation>%v von %m</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Differences</source>
        <translation>Unterschiede</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Ignored path %1: %2</source>
        <translation>Ignorierter Pfad %1: %2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Recorded #%1</source>
        <translation>Aufgezeichnet #%1</translation>
    </message>
    <message>
        <source>Replayed at %1</source>
        <translation>Erneut gesendet an %1</translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) to replay.</source>
        <translation>
            <numerusform>%n Aufruf zum erneuten Abspielen.</numerusform>
            <numerusform>%n Aufrufe zum erneuten Abspielen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 same, %2 differ, %3 failed</source>
        <translation>%1 gleich, %2 abweichend, %3 fehlgeschlagen</translation>
    </message>
    <message numerus="yes">
        <source>(%n difference(s) ignored)</source>
        <translation>
            <numerusform>(%n Unterschied ignoriert)</numerusform>
            <numerusform>(%n Unterschiede ignoriert)</numerusform>
        </translation>
    </message>
    <message>
        <source>– replaying…</source>
        <translation>– wird erneut abgespielt…</translation>
    </message>
    <message>
        <source>– canceled after %1 of %2</source>
        <translation>– abgebrochen nach %1 von %2</translation>
    </message>
    <message>
        <source>No credential for: %1</source>
        <translation>Keine Zugangsdaten für: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestControls</name>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>String</source>
        <translation>Zeichenkette</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Null</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>How the request&apos;s id is set. Auto numbers each sent request 1, 2, 3, …;
String and Number send the value beside it; Null sends &quot;id&quot;: null.</source>
        <translation>Wie die id der Anfrage gesetzt wird. Auto nummeriert jede gesendete Anfrage mit 1, 2, 3, …;
Zeichenkette und Zahl senden den Wert daneben; Null sendet &quot;id&quot;: null.</translation>
    </message>
    <message>
        <source>&amp;Id:</source>
        <translation>&amp;ID:</translation>
    </message>
    <message>
        <source>The id to send</source>
        <translation>Die zu sendende id</translation>
    </message>
    <message>
        <source>Send without an id: the server must not answer.
Untick to put the id back.</source>
        <translation>Ohne id senden: Der Server darf nicht antworten.
Deaktivieren Sie das Kontrollkästchen, um die id wiederherzustellen.</translation>
    </message>
    <message>
        <source>next: %1</source>
        <translation>nächste: %1</translation>
    </message>
    <message>
        <source>N&amp;otification</source>
        <translation>Benachrichti&amp;gung</translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestDetailsDialog</name>
    <message>
        <source>Details of %1</source>
        <translation>Details von %1</translation>
    </message>
    <message>
        <source>&amp;Description:</source>
        <translation>&amp;Beschreibung:</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>&amp;Method:</source>
        <translation>&amp;Methode:</translation>
    </message>
    <message>
        <source>&amp;Params:</source>
        <translation>&amp;Params:</translation>
    </message>
    <message>
        <source>&amp;Body:</source>
        <translation>&amp;Body:</translation>
    </message>
    <message>
        <source>Assertions, as the collection file writes them (outcome, error-code, http-status, exists, equals, matches, schema, no-findings, duration-below):</source>
        <translation>Prüfungen, wie die Sammlungsdatei sie schreibt (outcome, error-code, http-status, exists, equals, matches, schema, no-findings, duration-below):</translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestEditor</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
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
    <message>
        <source>The request text. It is sent exactly as typed.
Ctrl+Space completes method and parameter names.
Ctrl+Return sends it, Escape cancels.</source>
        <translation>Der Anfragetext. Er wird genau so gesendet, wie er eingegeben wurde.
Strg+Leertaste vervollständigt Methoden- und Parameternamen.
Strg+Return sendet ihn, Esc bricht ab.</translation>
    </message>
    <message>
        <source>The id was not changed: %1</source>
        <translation>Die id wurde nicht geändert: %1</translation>
    </message>
    <message>
        <source>Ra&amp;w</source>
        <translation>&amp;Roh</translation>
    </message>
    <message>
        <source>Se&amp;nd</source>
        <translation>S&amp;enden</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Edit the request as JSON text, exactly as it is sent</source>
        <translation>Die Anfrage als JSON-Text bearbeiten, genau so, wie sie gesendet wird</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>Formular</translation>
    </message>
    <message>
        <source>Edit the parameters in a form made from the method&apos;s schema</source>
        <translation>Die Parameter in einem Formular bearbeiten, das aus dem Schema der Methode erstellt wird</translation>
    </message>
    <message>
        <source>Nothing to send yet: pick a method on the left, or type a request.</source>
        <translation>Noch nichts zu senden: Wählen Sie links eine Methode, oder geben Sie eine Anfrage ein.</translation>
    </message>
    <message>
        <source>Does not fit the documented params: %1: %2</source>
        <translation>Passt nicht zu den dokumentierten Parametern: %1: %2</translation>
    </message>
    <message>
        <source>(%1 more marked)</source>
        <translation>(%1 weitere markiert)</translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestName</name>
    <message>
        <source>(not JSON)</source>
        <extracomment>A request that was not JSON (sent in raw mode)</extracomment>
        <translation>(kein JSON)</translation>
    </message>
    <message numerus="yes">
        <source>batch (%n)</source>
        <extracomment>A batch request and how many messages it held</extracomment>
        <translation>
            <numerusform>Batch (%n)</numerusform>
            <numerusform>Batch (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no method)</source>
        <translation>(keine Methode)</translation>
    </message>
</context>
<context>
    <name>RpcScope::RequestPreview</name>
    <message>
        <source>Select a saved request to see it as it would be sent.</source>
        <translation>Wählen Sie eine gespeicherte Anfrage, um sie so zu sehen, wie sie gesendet würde.</translation>
    </message>
    <message>
        <source>Sends to %1</source>
        <translation>Sendet an %1</translation>
    </message>
    <message>
        <source>The %1 recipe runs first in a run; the header it obtains is not shown here.</source>
        <translation>Das Rezept %1 läuft in einem Durchlauf zuerst; der Header, den es erhält, wird hier nicht angezeigt.</translation>
    </message>
    <message>
        <source>(no headers of its own)</source>
        <translation>(keine eigenen Header)</translation>
    </message>
    <message>
        <source>Sent inside the MCP session the run opens for this endpoint: the session gives it its id, and its _meta and MCP headers when the server speaks 2026-07-28.</source>
        <translation>Wird in der MCP-Sitzung gesendet, die der Lauf für diesen Endpunkt öffnet: Die Sitzung gibt ihr die ID und, wenn der Server 2026-07-28 spricht, _meta und die MCP-Header.</translation>
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
        <source>Conformance findings about this exchange</source>
        <translation>Konformitätsbefunde zu diesem Aufruf</translation>
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
        <source>Nothing arrived: %1</source>
        <translation>Nichts eingetroffen: %1</translation>
    </message>
    <message>
        <source>The body is empty.</source>
        <translation>Leerer Body.</translation>
    </message>
    <message>
        <source>The body exactly as received, decoded as UTF-8 (Ctrl+F searches, Ctrl+G goes to a line)</source>
        <translation>Der Body genau wie empfangen, als UTF-8 dekodiert (Strg+F sucht, Strg+G springt zu einer Zeile)</translation>
    </message>
    <message>
        <source>&amp;Batch</source>
        <translation>Ba&amp;tch</translation>
    </message>
    <message>
        <source>Each request of the batch with its response, paired by id</source>
        <translation>Jede Anfrage des Batches mit ihrer Antwort, über die id zugeordnet</translation>
    </message>
    <message>
        <source>Next &amp;Page</source>
        <translation>Nä&amp;chste Seite</translation>
    </message>
    <message>
        <source>Send the request again with the cursor of this result</source>
        <translation>Die Anfrage erneut mit dem Cursor dieses Ergebnisses senden</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 wird geladen…</translation>
    </message>
    <message>
        <source>The body is not JSON: %1 (line %2, column %3). The Raw tab shows it.</source>
        <translation>Der Body ist kein JSON: %1 (Zeile %2, Spalte %3). Der Tab „Roh“ zeigt ihn an.</translation>
    </message>
    <message>
        <source>The result&apos;s %1 is %2</source>
        <translation>Das Feld %1 des Ergebnisses ist %2</translation>
    </message>
    <message>
        <source>&amp;Assert This Value</source>
        <translation>Diesen Wert &amp;prüfen</translation>
    </message>
    <message>
        <source>Add an equals assertion on this value to the saved request in the collection</source>
        <translation>Der gespeicherten Anfrage in der Sammlung eine equals-Prüfung für diesen Wert hinzufügen</translation>
    </message>
    <message>
        <source>The events of the streamed answer (text/event-stream), as they came</source>
        <translation>Die Ereignisse der gestreamten Antwort (text/event-stream), wie sie eingetroffen sind</translation>
    </message>
    <message>
        <source>Hea&amp;ders</source>
        <translation>&amp;Kopfzeilen</translation>
    </message>
    <message>
        <source>Findin&amp;gs (%1)</source>
        <extracomment>Tab title; the number of findings is added when there are some</extracomment>
        <translation>Bef&amp;unde (%1)</translation>
    </message>
    <message>
        <source>Findin&amp;gs</source>
        <translation>Bef&amp;unde</translation>
    </message>
    <message>
        <source>Events (%1, live)</source>
        <extracomment>Tab title with the number of events of a streamed answer</extracomment>
        <translation>Ereignisse (%1, live)</translation>
    </message>
    <message>
        <source>Events (%1)</source>
        <translation>Ereignisse (%1)</translation>
    </message>
    <message>
        <source>HTTP request and response headers in wire order, then the exchange&apos;s timings and sizes</source>
        <translation>Die Header von HTTP-Anfrage und -Antwort in der Reihenfolge auf der Leitung, dann Zeiten und Größen des Aufrufs</translation>
    </message>
    <message>
        <source>Wrap</source>
        <translation>Umbrechen</translation>
    </message>
    <message>
        <source>Wrap long lines at the width of the pane</source>
        <translation>Lange Zeilen an der Breite des Bereichs umbrechen</translation>
    </message>
    <message>
        <source>Pretty</source>
        <translation>Formatiert</translation>
    </message>
    <message>
        <source>Show the body indented, one member a line (off: the bytes exactly as received)</source>
        <translation>Den Body eingerückt zeigen, ein Member pro Zeile (aus: die Bytes genau wie empfangen)</translation>
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
    <message>
        <source>its data is not a JSON-RPC message.</source>
        <translation>Seine Daten sind keine JSON-RPC-Nachricht.</translation>
    </message>
    <message>
        <source>its data is not JSON: %1</source>
        <translation>Seine Daten sind kein JSON: %1</translation>
    </message>
    <message>
        <source>Event %1 of the stream: %2</source>
        <translation>Ereignis %1 des Streams: %2</translation>
    </message>
    <message>
        <source>Closed after the terminal event.</source>
        <translation>Nach dem abschließenden Ereignis geschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more stray line(s), stream event(s) or finding(s) of the transport were left out (%1 of each kind are kept).</source>
        <translation>
            <numerusform>%n weitere Zeile ohne JSON, weiteres Stream-Ereignis oder weiterer Befund des Transports ausgelassen (je Art werden %1 behalten).</numerusform>
            <numerusform>%n weitere Zeilen ohne JSON, Stream-Ereignisse oder Befunde des Transports ausgelassen (je Art werden %1 behalten).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RunCommand</name>
    <message>
        <source>run: use the collection&apos;s environment NAME.</source>
        <translation>run: die Umgebung NAME der Sammlung verwenden.</translation>
    </message>
    <message>
        <source>run: set a variable (repeatable; wins over environments, loses to values captured during the run).</source>
        <translation>run: eine Variable setzen (wiederholbar; hat Vorrang vor Umgebungen, aber nicht vor Werten, die während des Laufs erfasst wurden).</translation>
    </message>
    <message>
        <source>run: write the results as JUnit XML to FILE.</source>
        <translation>run: die Ergebnisse als JUnit-XML in FILE schreiben.</translation>
    </message>
    <message>
        <source>run: run only the folder PATH (names joined by /).</source>
        <translation>run: nur den Ordner PATH ausführen (Namen durch / verbunden).</translation>
    </message>
    <message>
        <source>--var takes NAME=VALUE, not &quot;%1&quot;.</source>
        <translation>--var erwartet NAME=VALUE, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Stopped before the end of the collection.</source>
        <translation>Vor dem Ende der Sammlung angehalten.</translation>
    </message>
</context>
<context>
    <name>RpcScope::RunResultsModel</name>
    <message>
        <source>not sent: %1</source>
        <translation>nicht gesendet: %1</translation>
    </message>
    <message>
        <source>(after logging in again)</source>
        <translation>(nach erneuter Anmeldung)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message numerus="yes">
        <source>task %1 after %n poll(s)</source>
        <extracomment>Run results, Status column: the MCP call became a task; its last status and the polls sent</extracomment>
        <translation>
            <numerusform>Task %1 nach %n Abfrage</numerusform>
            <numerusform>Task %1 nach %n Abfragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s) of input</source>
        <extracomment>Run results, Status column: the server asked for input (MCP input_required) this often</extracomment>
        <translation>
            <numerusform>%n Eingaberunde</numerusform>
            <numerusform>%n Eingaberunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::RunnerPanel</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ausführen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Re-run &amp;Failed</source>
        <translation>&amp;Fehlgeschlagene erneut ausführen</translation>
    </message>
    <message>
        <source>Export &amp;JUnit…</source>
        <translation>&amp;JUnit exportieren…</translation>
    </message>
    <message>
        <source>Choose a collection or folder to run (Run in the collections sidebar).</source>
        <translation>Wählen Sie eine Sammlung oder einen Ordner zum Ausführen (Ausführen in der Sammlungs-Seitenleiste).</translation>
    </message>
    <message>
        <source>no environment</source>
        <translation>keine Umgebung</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; / %2 · %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; / %2 · %3</translation>
    </message>
    <message>
        <source>There is no collection to run.</source>
        <translation>Es gibt keine Sammlung zum Ausführen.</translation>
    </message>
    <message>
        <source>Nothing failed in the last run.</source>
        <translation>Im letzten Durchlauf ist nichts fehlgeschlagen.</translation>
    </message>
    <message>
        <source>A run is going on: stop it first.</source>
        <translation>Ein Durchlauf läuft: Stoppen Sie ihn zuerst.</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>(stopped before the end)</source>
        <translation>(vor dem Ende gestoppt)</translation>
    </message>
    <message>
        <source>collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <source>Export JUnit XML</source>
        <translation>JUnit-XML exportieren</translation>
    </message>
    <message>
        <source>JUnit XML (*.xml);;All files (*)</source>
        <translation>JUnit-XML (*.xml);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Wrote %1.</source>
        <translation>%1 geschrieben.</translation>
    </message>
    <message>
        <source>Variables for the run: name=value …</source>
        <translation>Variablen für den Lauf: name=wert …</translation>
    </message>
    <message>
        <source>Like rpcscope-cli run --var: NAME=VALUE words, quoted as in a shell where a value has spaces (&apos;greeting=hello world&apos;). They win over the environment and the collection; they are not saved.</source>
        <translation>Wie rpcscope-cli run --var: Wörter NAME=WERT, wie in einer Shell in Anführungszeichen, wo ein Wert Leerzeichen hat (&apos;gruss=hallo welt&apos;). Sie gehen der Umgebung und der Sammlung vor; sie werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>Variables for the run: %1</source>
        <translation>Variablen für den Lauf: %1</translation>
    </message>
    <message>
        <source>Variables for the run are NAME=VALUE, not &quot;%1&quot;.</source>
        <translation>Variablen für den Lauf sind NAME=WERT, nicht „%1“.</translation>
    </message>
    <message>
        <source>Double-click a request (or press Return) to see its request, answer and verdicts</source>
        <translation>Doppelklick auf eine Anfrage (oder Return) zeigt Anfrage, Antwort und Prüfergebnisse</translation>
    </message>
    <message>
        <source>Signing in: %1</source>
        <translation>Anmeldung: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n request(s), their checks: %1 passed, %2 failed, in %3 s</source>
        <extracomment>The summary of a run, e.g. &quot;13 requests, their checks: 23 passed, 0 failed, in 1.2 s&quot;</extracomment>
        <translation>
            <numerusform>%n Anfrage, ihre Prüfungen: %1 bestanden, %2 fehlgeschlagen, in %3 s</numerusform>
            <numerusform>%n Anfragen, ihre Prüfungen: %1 bestanden, %2 fehlgeschlagen, in %3 s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaField</name>
    <message>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
    <message>
        <source>Not a complete value yet.</source>
        <translation>Noch kein vollständiger Wert.</translation>
    </message>
    <message>
        <source>Range: %1%2 to %3%4</source>
        <translation>Bereich: %1%2 bis %3%4</translation>
    </message>
    <message>
        <source>above </source>
        <translation>über </translation>
    </message>
    <message>
        <source>below </source>
        <translation>unter </translation>
    </message>
    <message>
        <source>Length: %1 to %2 characters</source>
        <translation>Länge: %1 bis %2 Zeichen</translation>
    </message>
    <message>
        <source>Pattern: %1</source>
        <translation>Muster: %1</translation>
    </message>
    <message>
        <source>Format: %1</source>
        <translation>Format: %1</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaFieldRow</name>
    <message>
        <source>Reset to Default (%1)</source>
        <translation>Auf Standard zurücksetzen (%1)</translation>
    </message>
    <message>
        <source>Leave Out</source>
        <translation>Weglassen</translation>
    </message>
    <message>
        <source>Leave this member out of the params.</source>
        <translation>Dieses Feld in den params weglassen.</translation>
    </message>
    <message>
        <source>Reset or leave out</source>
        <translation>Zurücksetzen oder weglassen</translation>
    </message>
    <message>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
</context>
<context>
    <name>RpcScope::SchemaForm</name>
    <message>
        <source>Use Form Values</source>
        <translation>Formularwerte übernehmen</translation>
    </message>
    <message>
        <source>Replace the params in the JSON text with what the form holds</source>
        <translation>Die params im JSON-Text durch den Inhalt des Formulars ersetzen</translation>
    </message>
    <message>
        <source>This method takes no parameters.</source>
        <translation>Diese Methode hat keine Parameter.</translation>
    </message>
    <message>
        <source>No parameter schema is known for this method: edit the JSON.</source>
        <translation>Für diese Methode ist kein Parameterschema bekannt: Bearbeiten Sie das JSON.</translation>
    </message>
    <message>
        <source>The params are not valid JSON (%1): the form waits until they are.</source>
        <translation>Die params sind kein gültiges JSON (%1): Das Formular wartet, bis sie es sind.</translation>
    </message>
    <message>
        <source>The params hold something this form cannot show (a member the schema does not name, another type or a long list): edit the JSON.</source>
        <translation>Die params enthalten etwas, das dieses Formular nicht darstellen kann (ein Feld, das das Schema nicht nennt, einen anderen Typ oder eine lange Liste): Bearbeiten Sie das JSON.</translation>
    </message>
    <message>
        <source>Out of sync: %1</source>
        <translation>Nicht synchron: %1</translation>
    </message>
    <message>
        <source>This takes no arguments.</source>
        <translation>Das braucht keine Argumente.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ScreenshotTour</name>
    <message>
        <source>The demo endpoint did not answer in time.</source>
        <translation>Der Demo-Endpunkt hat nicht rechtzeitig geantwortet.</translation>
    </message>
    <message>
        <source>Could not write the screenshot to %1.</source>
        <translation>Der Screenshot konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>No endpoint is open.</source>
        <translation>Es ist kein Endpunkt geöffnet.</translation>
    </message>
    <message>
        <source>Skipping the collections screenshot: resources/examples/demo.collection.json was not found above the program.</source>
        <translation>Der Screenshot der Sammlungen wird übersprungen: resources/examples/demo.collection.json wurde oberhalb des Programms nicht gefunden.</translation>
    </message>
    <message>
        <source>Skipping the mcp and notifications screenshots: node or the MCP reference server was not found (run scripts/install-deps.sh, or set RPCSCOPE_EVERYTHING_SERVER).</source>
        <translation>Die Screenshots mcp und notifications werden übersprungen: node oder der MCP-Referenzserver wurde nicht gefunden (führen Sie scripts/install-deps.sh aus oder setzen Sie RPCSCOPE_EVERYTHING_SERVER).</translation>
    </message>
    <message>
        <source>Skipping the authorization screenshots: the test browser (tests/support/rpcscope-test-browser) or the demo&apos;s sign-in endpoint was not found.</source>
        <translation>Die Autorisierungs-Screenshots werden übersprungen: Der Test-Browser (tests/support/rpcscope-test-browser) oder der Anmelde-Endpunkt der Demo wurde nicht gefunden.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ServeCommand</name>
    <message>
        <source>--port takes a number from 0 to 65535, not &quot;%1&quot;.</source>
        <translation>--port erwartet eine Zahl von 0 bis 65535, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1 holds no recorded answers: every call will get the no-match error.</source>
        <translation>%1 enthält keine aufgezeichneten Antworten: Jeder Aufruf erhält den Fehler „keine Übereinstimmung“.</translation>
    </message>
    <message>
        <source>Cannot listen on 127.0.0.1:%1: %2</source>
        <translation>Auf 127.0.0.1:%1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>%1 (id %2): recorded answer #%3, same params</source>
        <translation>%1 (id %2): aufgezeichnete Antwort #%3, gleiche params</translation>
    </message>
    <message>
        <source>%1 (id %2): recorded answer #%3, same method, other params</source>
        <translation>%1 (id %2): aufgezeichnete Antwort #%3, gleiche Methode, andere params</translation>
    </message>
    <message>
        <source>%1 (id %2): nothing in the session matches</source>
        <translation>%1 (id %2): nichts in der Sitzung passt</translation>
    </message>
    <message>
        <source>%1: notification, not answered</source>
        <translation>%1: Benachrichtigung, nicht beantwortet</translation>
    </message>
    <message>
        <source>an invalid request: answered with a JSON-RPC error</source>
        <translation>eine ungültige Anfrage: mit einem JSON-RPC-Fehler beantwortet</translation>
    </message>
    <message numerus="yes">
        <source>Served %n call(s) from the session; %1 matched nothing.</source>
        <translation>
            <numerusform>%n Aufruf aus der Sitzung beantwortet; %1 ohne Treffer.</numerusform>
            <numerusform>%n Aufrufe aus der Sitzung beantwortet; %1 ohne Treffer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::ServeSessionDialog</name>
    <message>
        <source>&amp;Serve</source>
        <translation>&amp;Bereitstellen</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>S&amp;toppen</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>%1 bereitstellen</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>beliebiger freier Port</translation>
    </message>
    <message>
        <source>The port on 127.0.0.1; 0 picks a free one</source>
        <translation>Der Port auf 127.0.0.1; 0 wählt einen freien</translation>
    </message>
    <message>
        <source>Not serving</source>
        <translation>Nicht aktiv</translation>
    </message>
    <message>
        <source>Answers JSON-RPC requests over HTTP on 127.0.0.1 with the responses this session recorded: matched by method and params, then by method alone, else an error that says nothing matched.</source>
        <translation>Beantwortet JSON-RPC-Anfragen über HTTP auf 127.0.0.1 mit den Antworten, die diese Sitzung aufgezeichnet hat: zugeordnet nach Methode und Parametern, dann nur nach Methode, sonst mit einem Fehler, der meldet, dass nichts passt.</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>Port:</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>Cannot serve on port %1: %2</source>
        <translation>Auf Port %1 kann nicht bereitgestellt werden: %2</translation>
    </message>
    <message>
        <source>Preparing the recorded answers…</source>
        <translation>Die aufgezeichneten Antworten werden vorbereitet…</translation>
    </message>
    <message>
        <source>Serving: %1 call(s) answered from the session, %2 unmatched.</source>
        <translation>Aktiv: %1 Aufruf(e) aus der Sitzung beantwortet, %2 ohne Treffer.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ServerRequestDialog</name>
    <message>
        <source>The server asks: %1</source>
        <translation>Der Server fragt: %1</translation>
    </message>
    <message>
        <source>The server asks which folders (roots) it may work in.</source>
        <translation>Der Server fragt, in welchen Ordnern (roots) er arbeiten darf.</translation>
    </message>
    <message>
        <source>The server asks for a language-model answer to the messages below. Write the answer yourself.</source>
        <translation>Der Server bittet um eine Sprachmodell-Antwort auf die folgenden Nachrichten. Schreiben Sie die Antwort selbst.</translation>
    </message>
    <message>
        <source>The server asks you for information. Fill in the form, or decline.</source>
        <translation>Der Server bittet Sie um Informationen. Füllen Sie das Formular aus oder lehnen Sie ab.</translation>
    </message>
    <message>
        <source>The language server asks for its settings: one value per item below, in order (null: its defaults).</source>
        <translation>Der Language Server fragt nach seinen Einstellungen: ein Wert je Eintrag unten, in derselben Reihenfolge (null: seine Voreinstellungen).</translation>
    </message>
    <message>
        <source>The server sent the request %1 (id %2) and waits for the answer. No rule of this endpoint answers it.</source>
        <translation>Der Server hat die Anfrage %1 (id %2) gesendet und wartet auf die Antwort. Keine Regel dieses Endpunkts beantwortet sie.</translation>
    </message>
    <message>
        <source>Params:</source>
        <translation>Params:</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Ihre Antwort:</translation>
    </message>
    <message>
        <source>Answer with:</source>
        <translation>Antworten mit:</translation>
    </message>
    <message>
        <source>a result</source>
        <translation>einem Ergebnis</translation>
    </message>
    <message>
        <source>an error</source>
        <translation>einem Fehler</translation>
    </message>
    <message>
        <source>Always answer %1 with this result (a rule of this endpoint, in its settings)</source>
        <translation>%1 immer mit diesem Ergebnis beantworten (eine Regel dieses Endpunkts, in seinen Einstellungen)</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Verweigern</translation>
    </message>
    <message>
        <source>Send the error %1 (%2) at once</source>
        <translation>Sofort den Fehler %1 (%2) senden</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Answer {&quot;action&quot;: &quot;decline&quot;}: you choose not to give the information</source>
        <translation>Mit {&quot;action&quot;: &quot;decline&quot;} antworten: Sie geben die Informationen bewusst nicht preis</translation>
    </message>
    <message>
        <source>Result sent back (JSON):</source>
        <translation>Zurückgesendetes Ergebnis (JSON):</translation>
    </message>
    <message>
        <source>Error sent back (a JSON object with code and message, data if you like):</source>
        <translation>Zurückgesendeter Fehler (ein JSON-Objekt mit code und message, nach Wunsch data):</translation>
    </message>
    <message numerus="yes">
        <source>Refused in %n second(s) unless answered.</source>
        <translation>
            <numerusform>Wird in %n Sekunde verweigert, falls keine Antwort erfolgt.</numerusform>
            <numerusform>Wird in %n Sekunden verweigert, falls keine Antwort erfolgt.</numerusform>
        </translation>
    </message>
    <message>
        <source>An error is a JSON object with an integer code and a string message. Fix it, or refuse.</source>
        <translation>Ein Fehler ist ein JSON-Objekt mit einer ganzen Zahl als code und einem String als message. Korrigieren Sie ihn oder verweigern Sie.</translation>
    </message>
    <message>
        <source>The result is not JSON: %1. Fix it, or refuse the request.</source>
        <translation>Das Ergebnis ist kein JSON: %1. Korrigieren Sie es oder verweigern Sie die Anfrage.</translation>
    </message>
    <message>
        <source>The result must be a JSON object. Fix it, or refuse the request.</source>
        <translation>Das Ergebnis muss ein JSON-Objekt sein. Korrigieren Sie es oder verweigern Sie die Anfrage.</translation>
    </message>
</context>
<context>
    <name>RpcScope::ServerRequestOption</name>
    <message>
        <source>Answer the server&apos;s METHOD requests with the JSON result (repeatable), or with the answers of FILE (a JSON object: method to result). Requests without an answer get error -32601.</source>
        <translation>METHOD-Anfragen des Servers mit dem JSON-Ergebnis beantworten (wiederholbar) oder mit den Antworten aus FILE (ein JSON-Objekt: Methode auf Ergebnis). Anfragen ohne Antwort erhalten den Fehler -32601.</translation>
    </message>
    <message>
        <source>--answer %1: the file must hold a JSON object of method names and results.</source>
        <translation>--answer %1: Die Datei muss ein JSON-Objekt aus Methodennamen und Ergebnissen enthalten.</translation>
    </message>
    <message>
        <source>--answer takes METHOD=JSON or a file, not &quot;%1&quot;.</source>
        <translation>--answer erwartet METHOD=JSON oder eine Datei, nicht &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The server asked %1 (id %2); answered with an error (no --answer for it).</source>
        <translation>Der Server hat %1 angefragt (ID %2); mit einem Fehler beantwortet (kein --answer dafür).</translation>
    </message>
    <message>
        <source>The server asked %1 (id %2); answered.</source>
        <translation>Der Server hat %1 angefragt (ID %2); beantwortet.</translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionBrowser</name>
    <message>
        <source>Seq: %1</source>
        <translation>Nr.: %1</translation>
    </message>
    <message>
        <source>Time: %1</source>
        <translation>Zeit: %1</translation>
    </message>
    <message>
        <source>Endpoint: %1 (%2)</source>
        <translation>Endpunkt: %1 (%2)</translation>
    </message>
    <message>
        <source>A message from the server</source>
        <translation>Eine Nachricht vom Server</translation>
    </message>
    <message>
        <source>A message we sent</source>
        <translation>Eine von uns gesendete Nachricht</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>Ergebnisart: %1</translation>
    </message>
    <message>
        <source>Duration: %1 ms</source>
        <translation>Dauer: %1 ms</translation>
    </message>
    <message>
        <source>Error: %1 (%2)</source>
        <translation>Fehler: %1 (%2)</translation>
    </message>
    <message>
        <source>HTTP: %1 %2 → %3 %4</source>
        <translation>HTTP: %1 %2 → %3 %4</translation>
    </message>
    <message>
        <source>Request headers:</source>
        <translation>Anfrage-Header:</translation>
    </message>
    <message>
        <source>Response headers:</source>
        <translation>Antwort-Header:</translation>
    </message>
    <message>
        <source>Timings: connected %1 ms, sent %2 ms, first byte %3 ms, total %4 ms</source>
        <translation>Zeiten: verbunden %1 ms, gesendet %2 ms, erstes Byte %3 ms, gesamt %4 ms</translation>
    </message>
    <message>
        <source>Bytes on the wire: %1 sent, %2 received</source>
        <translation>Übertragene Bytes: %1 gesendet, %2 empfangen</translation>
    </message>
    <message numerus="yes">
        <source>%n message(s) arrived while it was open.</source>
        <translation>
            <numerusform>%n Nachricht ist eingetroffen, während der Aufruf offen war.</numerusform>
            <numerusform>%n Nachrichten sind eingetroffen, während der Aufruf offen war.</numerusform>
        </translation>
    </message>
    <message>
        <source>Redacted: %1</source>
        <translation>Geschwärzt: %1</translation>
    </message>
    <message>
        <source>Re-&amp;send</source>
        <translation>Erneut &amp;senden</translation>
    </message>
    <message>
        <source>&amp;Compare Two</source>
        <translation>Zwei &amp;vergleichen</translation>
    </message>
    <message>
        <source>Ser&amp;ve This Session…</source>
        <translation>Diese Sitzung &amp;bereitstellen…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Umbenennen…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern u&amp;nter…</translation>
    </message>
    <message>
        <source>Sessions</source>
        <translation>Sitzungen</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Import .io…</source>
        <translation>.io &amp;importieren…</translation>
    </message>
    <message>
        <source>Read an Ethereum execution-apis transcript (&gt;&gt; request, &lt;&lt; response) as a session</source>
        <translation>Ein Transkript der Ethereum execution-apis (&gt;&gt; Anfrage, &lt;&lt; Antwort) als Sitzung einlesen</translation>
    </message>
    <message>
        <source>Delete the selected session file (the one being recorded cannot be deleted)</source>
        <translation>Die ausgewählte Sitzungsdatei löschen (die gerade aufgezeichnete kann nicht gelöscht werden)</translation>
    </message>
    <message>
        <source>Session files</source>
        <translation>Sitzungsdateien</translation>
    </message>
    <message>
        <source>All outcomes</source>
        <translation>Alle Ergebnisarten</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Anfrage</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>E&amp;xport</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>HAR (HTTP Archive)…</source>
        <translation>HAR (HTTP Archive)…</translation>
    </message>
    <message>
        <source>curl Script…</source>
        <translation>curl-Skript…</translation>
    </message>
    <message>
        <source>.io Transcript…</source>
        <translation>.io-Transkript…</translation>
    </message>
    <message>
        <source>Send the selected request again to its endpoint (or the current one)</source>
        <translation>Die ausgewählte Anfrage erneut an ihren Endpunkt (oder den aktuellen) senden</translation>
    </message>
    <message>
        <source>Compare the responses of two selected exchanges side by side</source>
        <translation>Die Antworten zweier ausgewählter Aufrufe nebeneinander vergleichen</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>&amp;Zeitleiste</translation>
    </message>
    <message>
        <source>Re&amp;play</source>
        <translation>&amp;Wiederholung</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Sessions (*.rpcsession *.jsonl);;All files (*)</source>
        <translation>Sitzungen (*.rpcsession *.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 (recording)
%2</source>
        <translation>%1 (wird aufgezeichnet)
%2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>Sessions – %1</source>
        <translation>Sitzungen – %1</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded from %1 by %2</source>
        <translation>aufgezeichnet ab %1 mit %2</translation>
    </message>
    <message numerus="yes">
        <source>%n damaged line(s) skipped; the first: line %1: %2</source>
        <translation>
            <numerusform>%n beschädigte Zeile übersprungen; die erste: Zeile %1: %2</numerusform>
            <numerusform>%n beschädigte Zeilen übersprungen; die erste: Zeile %1: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>All endpoints</source>
        <translation>Alle Endpunkte</translation>
    </message>
    <message>
        <source>(no endpoint)</source>
        <translation>(kein Endpunkt)</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>Save Session As</source>
        <translation>Sitzung speichern unter</translation>
    </message>
    <message>
        <source>Sessions (*.rpcsession)</source>
        <translation>Sitzungen (*.rpcsession)</translation>
    </message>
    <message>
        <source>Cannot replace %1.</source>
        <translation>%1 kann nicht ersetzt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>%1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>Rename Session</source>
        <translation>Sitzung umbenennen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Neuer Name:</translation>
    </message>
    <message>
        <source>A name cannot contain a slash.</source>
        <translation>Ein Name darf keinen Schrägstrich enthalten.</translation>
    </message>
    <message>
        <source>Cannot rename to %1.</source>
        <translation>Umbenennen in %1 nicht möglich.</translation>
    </message>
    <message>
        <source>Delete Session</source>
        <translation>Sitzung löschen</translation>
    </message>
    <message>
        <source>Delete %1 for good?</source>
        <translation>%1 endgültig löschen?</translation>
    </message>
    <message>
        <source>Cannot delete %1.</source>
        <translation>%1 kann nicht gelöscht werden.</translation>
    </message>
    <message>
        <source>Import Transcript</source>
        <translation>Transkript importieren</translation>
    </message>
    <message>
        <source>Export Session</source>
        <translation>Sitzung exportieren</translation>
    </message>
    <message>
        <source>%1 is the session being recorded.</source>
        <translation>%1 ist die Sitzung, die gerade aufgezeichnet wird.</translation>
    </message>
    <message>
        <source>… %1 more not shown here; File &gt; Export keeps every byte.</source>
        <translation>… %1 weitere hier nicht angezeigt; Datei &gt; Exportieren behält jedes Byte.</translation>
    </message>
    <message numerus="yes">
        <source>Answered as a stream of %n event(s):</source>
        <translation>
            <numerusform>Als Stream aus %n Ereignis beantwortet:</numerusform>
            <numerusform>Als Stream aus %n Ereignissen beantwortet:</numerusform>
        </translation>
    </message>
    <message>
        <source>(cut off: the stream ended inside this event)</source>
        <translation>(abgeschnitten: Der Stream endete innerhalb dieses Ereignisses)</translation>
    </message>
    <message>
        <source>Search methods, endpoints, bodies and headers</source>
        <translation>Methoden, Endpunkte, Bodys und Header durchsuchen</translation>
    </message>
    <message>
        <source>Methods and endpoints match at once; the recorded bytes of every line are searched when you pause typing</source>
        <translation>Methoden und Endpunkte werden sofort gefunden; die aufgezeichneten Bytes jeder Zeile werden durchsucht, sobald Sie beim Tippen innehalten</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>%1 wird importiert…</translation>
    </message>
    <message>
        <source>&amp;Exchange</source>
        <translation>&amp;Aufruf</translation>
    </message>
    <message>
        <source>&amp;Follow</source>
        <translation>&amp;Mitlesen</translation>
    </message>
    <message>
        <source>Read the file again as it grows: a recording in progress, a tap&apos;s session</source>
        <translation>Die Datei erneut lesen, während sie wächst: eine laufende Aufzeichnung, die Sitzung eines Taps</translation>
    </message>
    <message>
        <source>Authorization step: %1%2</source>
        <translation>Anmeldeschritt: %1%2</translation>
    </message>
    <message>
        <source> (sent as a person changed it)</source>
        <translation> (so gesendet, wie eine Person ihn geändert hat)</translation>
    </message>
    <message>
        <source>Verdict: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>The flow stopped here: %1</source>
        <translation>Die Anmeldung endete hier: %1</translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation>Adresse: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionExports</name>
    <message>
        <source>HTTP Archive (*.har)</source>
        <translation>HTTP Archive (*.har)</translation>
    </message>
    <message>
        <source>Shell script (*.sh)</source>
        <translation>Shell-Skript (*.sh)</translation>
    </message>
    <message>
        <source>Transcript (*.io)</source>
        <translation>Transkript (*.io)</translation>
    </message>
    <message>
        <source>Nothing to export: none of the session&apos;s exchanges fits this format.</source>
        <translation>Nichts zu exportieren: Keiner der Aufrufe der Sitzung passt zu diesem Format.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n exchange(s) to %1.</source>
        <translation>
            <numerusform>%n Aufruf nach %1 exportiert.</numerusform>
            <numerusform>%n Aufrufe nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists already.</source>
        <translation>%1 existiert bereits.</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n exchange(s).</source>
        <translation>
            <numerusform>%n Aufruf importiert.</numerusform>
            <numerusform>%n Aufrufe importiert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) skipped: %1</source>
        <translation>
            <numerusform>%n Zeile übersprungen: %1</numerusform>
            <numerusform>%n Zeilen übersprungen: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n exchange(s) left out (not suited to the format).</source>
        <translation>
            <numerusform>%n Aufruf ausgelassen (passt nicht zum Format).</numerusform>
            <numerusform>%n Aufrufe ausgelassen (passen nicht zum Format).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionRecorder</name>
    <message>
        <source>No session file is open.</source>
        <translation>Es ist keine Sitzungsdatei geöffnet.</translation>
    </message>
</context>
<context>
    <name>RpcScope::SessionTimelineModel</name>
    <message>
        <source>result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>transport error</source>
        <translation>Transportfehler</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>ungültig</translation>
    </message>
    <message>
        <source>message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>← %1</source>
        <translation>← %1</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Endpoint</source>
        <translation>Endpunkt</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>Methode</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnisart</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>sign-in step</source>
        <translation>Anmeldeschritt</translation>
    </message>
    <message>
        <source>sign-in stopped</source>
        <translation>Anmeldung abgebrochen</translation>
    </message>
    <message>
        <source>authorization: %1</source>
        <translation>Autorisierung: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Search commands and keys</source>
        <translation>Befehle und Tasten durchsuchen</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Menübefehle</translation>
    </message>
    <message>
        <source>In every pane</source>
        <translation>In jedem Bereich</translation>
    </message>
    <message>
        <source>The pane&apos;s main action: send, call the tool, get the prompt, read the resource, run</source>
        <translation>Hauptaktion des Bereichs: senden, Tool aufrufen, Prompt abrufen, Ressource lesen, ausführen</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Strg+Enter</translation>
    </message>
    <message>
        <source>Search the pane that has the focus (the methods, the raw body, the tools)</source>
        <translation>Den Bereich mit dem Fokus durchsuchen (Methoden, Tab „Roh“, Tools)</translation>
    </message>
    <message>
        <source>Ctrl+F</source>
        <translation>Strg+F</translation>
    </message>
    <message>
        <source>Cancel what is running, or close the dialog</source>
        <translation>Laufende Aktion abbrechen oder den Dialog schließen</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Submit a form field</source>
        <translation>Formular aus einem Feld heraus absenden</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Return</translation>
    </message>
    <message>
        <source>Methods: open the method in the request tab</source>
        <translation>Methoden: die Methode im Anfrage-Tab öffnen</translation>
    </message>
    <message>
        <source>Methods: add the method to the batch</source>
        <translation>Methoden: die Methode zum Batch hinzufügen</translation>
    </message>
    <message>
        <source>Insert</source>
        <translation>Einfg</translation>
    </message>
    <message>
        <source>Raw body: go to a line</source>
        <translation>Tab „Roh“: zu einer Zeile springen</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Strg+G</translation>
    </message>
    <message>
        <source>History: copy the exchange as a command</source>
        <translation>Verlauf: den Aufruf als Befehl kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Strg+Umschalt+C</translation>
    </message>
</context>
<context>
    <name>RpcScope::SideBySideDiff</name>
    <message>
        <source>added</source>
        <translation>hinzugefügt</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>type changed</source>
        <translation>Typ geändert</translation>
    </message>
    <message>
        <source>spelling</source>
        <translation>Schreibweise</translation>
    </message>
    <message>
        <source>order</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Pfad</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Nothing compared.</source>
        <translation>Nichts verglichen.</translation>
    </message>
    <message>
        <source>No differences.</source>
        <translation>Keine Unterschiede.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s).</source>
        <translation>
            <numerusform>%n Unterschied.</numerusform>
            <numerusform>%n Unterschiede.</numerusform>
        </translation>
    </message>
    <message>
        <source>More were found than are listed.</source>
        <translation>Es wurden mehr gefunden als aufgelistet.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) ignored by the rules.</source>
        <translation>
            <numerusform>%n Unterschied durch die Regeln ignoriert.</numerusform>
            <numerusform>%n Unterschiede durch die Regeln ignoriert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more line(s) not shown</source>
        <translation>
            <numerusform>… %n weitere Zeile nicht angezeigt</numerusform>
            <numerusform>… %n weitere Zeilen nicht angezeigt</numerusform>
        </translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketListener</name>
    <message>
        <source>Listen on a loopback address and a port, e.g. 127.0.0.1:8099, or on unix:PATH; not on &quot;%1&quot;.</source>
        <translation>Gelauscht wird auf einer Loopback-Adresse mit Port, z. B. 127.0.0.1:8099, oder auf unix:PFAD; nicht auf „%1“.</translation>
    </message>
    <message>
        <source>Listening is on loopback only (127.0.0.1 or ::1), not on %1.</source>
        <translation>Gelauscht wird nur auf Loopback (127.0.0.1 oder ::1), nicht auf %1.</translation>
    </message>
    <message>
        <source>%1 exists already; only a socket nobody listens on any more is replaced.</source>
        <translation>%1 gibt es schon; ersetzt wird nur ein Socket, auf dem niemand mehr lauscht.</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketServerEnd</name>
    <message>
        <source>The tap was asked to end; it closed the connection to %1.</source>
        <translation>Der Tap sollte enden; er hat die Verbindung zu %1 geschlossen.</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>the connection ended before it opened</source>
        <translation>die Verbindung endete, bevor sie offen war</translation>
    </message>
    <message>
        <source>The connection to %1 broke: %2</source>
        <translation>Die Verbindung zu %1 ist abgebrochen: %2</translation>
    </message>
    <message>
        <source>The server closed the connection to %1.</source>
        <translation>Der Server hat die Verbindung zu %1 geschlossen.</translation>
    </message>
    <message>
        <source>Could not connect to %1 within %2 ms.</source>
        <translation>Innerhalb von %2 ms kam keine Verbindung zu %1 zustande.</translation>
    </message>
    <message>
        <source>%1 kept the connection open %2 ms after the client&apos;s end and its own last word; the tap closed it.</source>
        <translation>%1 hielt die Verbindung nach dem Ende des Clients und seiner eigenen letzten Sendung noch %2 ms offen; der Tap hat sie geschlossen.</translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketTap</name>
    <message>
        <source>No control socket for the GUI: %1</source>
        <translation>Kein Steuer-Socket für die Oberfläche: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::SocketTransport</name>
    <message>
        <source>%1 is a directory, not a socket.</source>
        <translation>%1 ist ein Verzeichnis, kein Socket.</translation>
    </message>
    <message>
        <source>%1 is not a socket.</source>
        <translation>%1 ist kein Socket.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a socket address: use tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH.</source>
        <translation>„%1“ ist keine Socket-Adresse: Verwenden Sie tcp://HOST:PORT, tls+tcp://HOST:PORT oder unix:PFAD.</translation>
    </message>
    <message>
        <source>Could not connect to %1: no connection within %2 ms.</source>
        <translation>Keine Verbindung zu %1: Innerhalb von %2 ms kam keine Verbindung zustande.</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation>Der Transport wurde geschlossen.</translation>
    </message>
    <message>
        <source>Connecting again to %1.</source>
        <translation>Erneuter Verbindungsaufbau zu %1.</translation>
    </message>
    <message>
        <source>The message could not be written to %1: %2</source>
        <translation>Die Nachricht konnte nicht an %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>Die Verbindung zu %1 wurde geschlossen.</translation>
    </message>
    <message>
        <source>the connection ended before it opened</source>
        <translation>die Verbindung endete, bevor sie offen war</translation>
    </message>
    <message>
        <source>Could not connect to %1: %2</source>
        <translation>Keine Verbindung zu %1: %2</translation>
    </message>
    <message>
        <source>The server closed the connection to %1.</source>
        <translation>Der Server hat die Verbindung zu %1 geschlossen.</translation>
    </message>
    <message numerus="yes">
        <source>The connection ended inside a message: %n byte(s) of it were dropped.</source>
        <translation>
            <numerusform>Die Verbindung endete mitten in einer Nachricht: %n Byte davon wurde verworfen.</numerusform>
            <numerusform>Die Verbindung endete mitten in einer Nachricht: %n Bytes davon wurden verworfen.</numerusform>
        </translation>
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
        <source>Invalid response</source>
        <translation>Ungültige Antwort</translation>
    </message>
    <message>
        <source>What the exchange came to</source>
        <translation>Ergebnisart des Aufrufs</translation>
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
    <message>
        <source>Tool error (isError: true)</source>
        <extracomment>An MCP tool call whose result says it failed</extracomment>
        <translation>Tool-Fehler (isError: true)</translation>
    </message>
    <message>
        <source>Business error (ok: false)</source>
        <extracomment>A result of the form {&quot;ok&quot;: false, &quot;errors&quot;: [...]}</extracomment>
        <translation>Fachlicher Fehler (ok: false)</translation>
    </message>
    <message>
        <source>The exchange shown below: its method, its id and when it was sent</source>
        <translation>Der unten angezeigte Aufruf: seine Methode, seine id und wann er gesendet wurde</translation>
    </message>
    <message>
        <source>id %1</source>
        <extracomment>The JSON-RPC id of the request shown, e.g. &quot;id 12&quot;</extracomment>
        <translation>id %1</translation>
    </message>
    <message>
        <source>notification</source>
        <translation>Benachrichtigung</translation>
    </message>
    <message>
        <source>Trust This Certificate…</source>
        <translation>Diesem Zertifikat vertrauen …</translation>
    </message>
    <message>
        <source>Accept the server&apos;s certificate, exactly this one, for this endpoint although nobody vouches for it</source>
        <translation>Das Zertifikat des Servers, genau dieses, für diesen Endpunkt akzeptieren, obwohl niemand dafür bürgt</translation>
    </message>
    <message>
        <source>Input required</source>
        <translation>Eingabe verlangt</translation>
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
    <message>
        <source>The server process did not end after SIGKILL; it is no longer waited for.</source>
        <translation>Der Serverprozess hat sich nach SIGKILL nicht beendet; es wird nicht länger auf ihn gewartet.</translation>
    </message>
    <message numerus="yes">
        <source>The server process exited without reading the last %n byte(s) sent to it.</source>
        <translation>
            <numerusform>Der Serverprozess hat sich beendet, ohne das zuletzt gesendete %n Byte zu lesen.</numerusform>
            <numerusform>Der Serverprozess hat sich beendet, ohne die zuletzt gesendeten %n Bytes zu lesen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StreamEventsView</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Ereignis</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Daten</translation>
    </message>
    <message>
        <source>+%1 ms</source>
        <translation>+%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>… %n more event(s) not listed</source>
        <translation>
            <numerusform>… %n weiteres Ereignis nicht aufgeführt</numerusform>
            <numerusform>… %n weitere Ereignisse nicht aufgeführt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StreamTap</name>
    <message>
        <source>The client no longer reads the server&apos;s output (%1); closing the server.</source>
        <translation>Der Client liest die Ausgabe des Servers nicht mehr (%1); der Server wird beendet.</translation>
    </message>
    <message>
        <source>Could not read from the client: %1</source>
        <translation>Vom Client konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>From the client: %1</source>
        <translation>Vom Client: %1</translation>
    </message>
    <message>
        <source>From the server: %1</source>
        <translation>Vom Server: %1</translation>
    </message>
    <message>
        <source>A message is halfway through towards the sender; answer after it.</source>
        <translation>Zum Absender ist eine Nachricht erst zur Hälfte durch; antworten Sie danach.</translation>
    </message>
    <message>
        <source>Message %1 is not held (any more).</source>
        <translation>Nachricht %1 wird nicht (mehr) angehalten.</translation>
    </message>
    <message>
        <source>Nothing can be injected before the framing is known: wait for the first message.</source>
        <translation>Vor dem Erkennen der Rahmung lässt sich nichts einschleusen: Warten Sie auf die erste Nachricht.</translation>
    </message>
    <message>
        <source>Messages can be injected only while the tap is controlled.</source>
        <translation>Nachrichten lassen sich nur einschleusen, während ein Fenster den Tap steuert.</translation>
    </message>
    <message>
        <source>A message is halfway through in that direction; inject after it.</source>
        <translation>In dieser Richtung ist eine Nachricht erst zur Hälfte durch; schleusen Sie danach ein.</translation>
    </message>
    <message>
        <source>The server is gone.</source>
        <translation>Der Server ist beendet.</translation>
    </message>
    <message>
        <source>The client has ended the server&apos;s input.</source>
        <translation>Der Client hat die Eingabe des Servers beendet.</translation>
    </message>
    <message numerus="yes">
        <source>The client did not read the server&apos;s last %n byte(s) within %1 ms; its connection is closed.</source>
        <translation>
            <numerusform>Der Client hat die letzten Daten des Servers (%n Byte) nicht innerhalb von %1 ms gelesen; seine Verbindung wird geschlossen.</numerusform>
            <numerusform>Der Client hat die letzten Daten des Servers (%n Bytes) nicht innerhalb von %1 ms gelesen; seine Verbindung wird geschlossen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RpcScope::StringField</name>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>(empty string)</source>
        <translation>(leere Zeichenkette)</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapChannel</name>
    <message>
        <source>The other end sent a line longer than %1 MiB.</source>
        <translation>Die Gegenseite hat eine Zeile über %1 MiB gesendet.</translation>
    </message>
    <message>
        <source>Cannot make %1: %2</source>
        <translation>%1 lässt sich nicht anlegen: %2</translation>
    </message>
    <message>
        <source>%1 is not a directory.</source>
        <translation>%1 ist kein Ordner.</translation>
    </message>
    <message>
        <source>%1 belongs to another user.</source>
        <translation>%1 gehört einem anderen Benutzer.</translation>
    </message>
    <message>
        <source>%1 is open to other users and cannot be closed: %2</source>
        <translation>%1 ist für andere Benutzer offen und lässt sich nicht schließen: %2</translation>
    </message>
    <message>
        <source>The other end stopped reading.</source>
        <translation>Die Gegenseite liest nicht mehr.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapCommand</name>
    <message>
        <source>tap needs the server&apos;s command after --, e.g. rpcscope-cli tap -- node server.js</source>
        <translation>tap braucht den Befehl des Servers nach --, z. B. rpcscope-cli tap -- node server.js</translation>
    </message>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Auf %1 kann nicht gelauscht werden: %2</translation>
    </message>
    <message>
        <source>No control socket for the GUI: %1</source>
        <translation>Kein Steuer-Socket für die Oberfläche: %1</translation>
    </message>
    <message>
        <source>tap takes either a command after -- (stdio) or --listen and --upstream (HTTP or a socket), not both.</source>
        <translation>tap nimmt entweder einen Befehl nach -- (stdio) oder --listen und --upstream (HTTP oder ein Socket), nicht beides.</translation>
    </message>
    <message>
        <source>--upstream takes the server&apos;s http:// or https:// URL, tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH, not &quot;%1&quot;.</source>
        <translation>--upstream erwartet die http://- oder https://-URL des Servers, tcp://HOST:PORT, tls+tcp://HOST:PORT oder unix:PFAD, nicht „%1“.</translation>
    </message>
    <message>
        <source>--upstream takes tcp://HOST:PORT, tls+tcp://HOST:PORT or unix:PATH when the tap listens on a socket: %1</source>
        <translation>--upstream erwartet tcp://HOST:PORT, tls+tcp://HOST:PORT oder unix:PFAD, wenn der Tap auf einem Socket lauscht: %1</translation>
    </message>
    <message>
        <source>A loopback port is open to every user of this machine, %1 only to whom its file lets in: listen on unix:PATH instead.</source>
        <translation>Ein Loopback-Port steht jedem Benutzer dieses Rechners offen, %1 nur denen, die seine Datei zulässt: Lauschen Sie stattdessen auf unix:PFAD.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapControlClient</name>
    <message>
        <source>No tap listens at %1.</source>
        <translation>Unter %1 lauscht kein Tap.</translation>
    </message>
    <message>
        <source>%1 belongs to another user: not attached.</source>
        <translation>%1 gehört einem anderen Benutzer: nicht verbunden.</translation>
    </message>
    <message>
        <source>Cannot attach to %1: %2</source>
        <translation>Verbinden mit %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>The tap at %1 runs as another user: not attached.</source>
        <translation>Der Tap unter %1 läuft als anderer Benutzer: nicht verbunden.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapControlServer</name>
    <message>
        <source>Cannot listen on %1: %2</source>
        <translation>Lauschen auf %1 nicht möglich: %2</translation>
    </message>
    <message>
        <source>Another window controls this tap already.</source>
        <translation>Ein anderes Fenster steuert diesen Tap bereits.</translation>
    </message>
    <message>
        <source>The verdict is send, edit, drop or answer.</source>
        <translation>Die Entscheidung lautet send, edit, drop oder answer.</translation>
    </message>
    <message>
        <source>Inject needs &quot;to&quot;: &quot;server&quot; or &quot;client&quot;.</source>
        <translation>Einschleusen braucht &quot;to&quot;: &quot;server&quot; oder &quot;client&quot;.</translation>
    </message>
    <message>
        <source>The tap knows no method %1.</source>
        <translation>Der Tap kennt keine Methode %1.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapConversation</name>
    <message numerus="yes">
        <source>No answer while %n later request(s) were waiting; no longer followed.</source>
        <translation>
            <numerusform>Keine Antwort, während %n spätere Anfrage wartete; wird nicht mehr verfolgt.</numerusform>
            <numerusform>Keine Antwort, während %n spätere Anfragen warteten; wird nicht mehr verfolgt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server wrote a line that is not JSON while this request was open.</source>
        <translation>Der Server schrieb eine Zeile, die kein JSON ist, während diese Anfrage offen war.</translation>
    </message>
    <message>
        <source>The client canceled it (notifications/cancelled).</source>
        <translation>Der Client hat sie abgebrochen (notifications/cancelled).</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapRecorder</name>
    <message>
        <source>The session cannot be written (%1); traffic is still passed on, unrecorded.</source>
        <translation>Die Sitzung kann nicht geschrieben werden (%1); der Verkehr wird weiter durchgereicht, aber nicht aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapSequenceModel</name>
    <message numerus="yes">
        <source>%n byte(s), cut for the view</source>
        <translation>
            <numerusform>%n Byte, für die Ansicht gekürzt</numerusform>
            <numerusform>%n Bytes, für die Ansicht gekürzt</numerusform>
        </translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>kein JSON: %1</translation>
    </message>
    <message>
        <source>%1  #%2</source>
        <translation>%1  #%2</translation>
    </message>
    <message>
        <source>error %1 %2  #%3</source>
        <translation>Fehler %1 %2  #%3</translation>
    </message>
    <message>
        <source>result  #%1</source>
        <translation>Ergebnis  #%1</translation>
    </message>
    <message>
        <source>sent on</source>
        <translation>weitergeleitet</translation>
    </message>
    <message>
        <source>edited</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>dropped</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>answered by hand</source>
        <translation>von Hand beantwortet</translation>
    </message>
    <message>
        <source>released</source>
        <translation>freigegeben</translation>
    </message>
    <message>
        <source>injected</source>
        <translation>eingeschleust</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>Zeit (s)</translation>
    </message>
    <message>
        <source>Client</source>
        <translation>Client</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>Latenz</translation>
    </message>
    <message>
        <source>batch of %1</source>
        <translation>Batch aus %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Answered by message %1 after %2 ms (double-click to go there)</source>
        <translation>Beantwortet von Nachricht %1 nach %2 ms (Doppelklick springt hin)</translation>
    </message>
    <message>
        <source>Answers message %1 (double-click to go there)</source>
        <translation>Beantwortet Nachricht %1 (Doppelklick springt hin)</translation>
    </message>
    <message>
        <source>A notification: no answer is due</source>
        <translation>Eine Benachrichtigung: Keine Antwort fällig</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>held</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>timed out</source>
        <translation>Frist abgelaufen</translation>
    </message>
    <message>
        <source>Nobody decided within the hold time: it went on as read</source>
        <translation>Niemand hat innerhalb der Haltezeit entschieden: Sie ging unverändert weiter</translation>
    </message>
    <message>
        <source>Held when the window detached or the server ended: it went on as read</source>
        <translation>Angehalten, als das Fenster sich trennte oder der Server endete: Sie ging unverändert weiter</translation>
    </message>
</context>
<context>
    <name>RpcScope::TapWindow</name>
    <message>
        <source>Live Tap</source>
        <translation>Live-Tap</translation>
    </message>
    <message>
        <source>List the running taps again</source>
        <translation>Laufende Taps neu auflisten</translation>
    </message>
    <message>
        <source>Attach</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Tap:</source>
        <translation>Tap:</translation>
    </message>
    <message>
        <source>Methods, e.g. tools/call, initialize, tools/*</source>
        <translation>Methoden, z. B. tools/call, initialize, tools/*</translation>
    </message>
    <message>
        <source>Messages with these methods stop here and wait for you; a name ending in * stops every method it begins</source>
        <translation>Nachrichten mit diesen Methoden halten hier an und warten auf Sie; ein Name mit * am Ende hält jede Methode an, die so beginnt</translation>
    </message>
    <message>
        <source>Both ways</source>
        <translation>Beide Richtungen</translation>
    </message>
    <message>
        <source>From the client</source>
        <translation>Vom Client</translation>
    </message>
    <message>
        <source>From the server</source>
        <translation>Vom Server</translation>
    </message>
    <message>
        <source>Every message</source>
        <translation>Jede Nachricht</translation>
    </message>
    <message>
        <source>Stop every message in the chosen direction, answers included</source>
        <translation>Jede Nachricht in der gewählten Richtung anhalten, Antworten eingeschlossen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>A held message nobody decides on goes on as read after this long, so the host never hangs</source>
        <translation>Eine angehaltene Nachricht, über die niemand entscheidet, geht nach dieser Zeit unverändert weiter, damit der Host nie hängen bleibt</translation>
    </message>
    <message>
        <source>Break on:</source>
        <translation>Anhalten bei:</translation>
    </message>
    <message>
        <source>Hold up to</source>
        <translation>Max. Haltezeit</translation>
    </message>
    <message>
        <source>Stop adding rows while you read; nothing is lost, the tap goes on</source>
        <translation>Keine neuen Zeilen, während Sie lesen; nichts geht verloren, der Tap läuft weiter</translation>
    </message>
    <message>
        <source>Filter by method, id or state</source>
        <translation>Methode, ID, Zustand</translation>
    </message>
    <message>
        <source>Notifications</source>
        <translation>Benachrichtigungen</translation>
    </message>
    <message>
        <source>Start a host with rpcscope-cli tap -- COMMAND in place of its server, then attach here to watch the conversation, hold messages and inject new ones.</source>
        <translation>Starten Sie einen Host mit rpcscope-cli tap -- BEFEHL anstelle seines Servers und verbinden Sie sich hier: Sie sehen das Gespräch, halten Nachrichten an und schleusen neue ein.</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Nachricht</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Austausch</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>Inject</source>
        <translation>Einschleusen</translation>
    </message>
    <message>
        <source>Message (edit to change it)</source>
        <translation>Nachricht (bearbeitbar)</translation>
    </message>
    <message>
        <source>Answer by hand</source>
        <translation>Von Hand antworten</translation>
    </message>
    <message>
        <source>Send Edited</source>
        <translation>Geändert senden</translation>
    </message>
    <message>
        <source>Pass the text above on instead, exactly as typed</source>
        <translation>Stattdessen den Text oben weitergeben, genau wie eingegeben</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <source>Send Answer</source>
        <translation>Antwort senden</translation>
    </message>
    <message>
        <source>Do not pass it on: send the answer by hand back to its sender</source>
        <translation>Nicht weitergeben: die von Hand geschriebene Antwort an den Absender zurückschicken</translation>
    </message>
    <message>
        <source>To the server (as if the client sent it)</source>
        <translation>An den Server (als käme sie vom Client)</translation>
    </message>
    <message>
        <source>To the client (as if the server sent it)</source>
        <translation>An den Client (als käme sie vom Server)</translation>
    </message>
    <message>
        <source>Tap %1</source>
        <translation>Tap %1</translation>
    </message>
    <message>
        <source>Tap %1: %2</source>
        <translation>Tap %1: %2</translation>
    </message>
    <message>
        <source>No tap is running.</source>
        <translation>Kein Tap läuft.</translation>
    </message>
    <message>
        <source>Detach</source>
        <translation>Trennen</translation>
    </message>
    <message>
        <source>… (the first %1 of %2 bytes)</source>
        <translation>… (die ersten %1 von %2 Bytes)</translation>
    </message>
    <message>
        <source>Sent instead:</source>
        <translation>Stattdessen gesendet:</translation>
    </message>
    <message>
        <source>Select a held message (marked in the list) to decide on it.</source>
        <translation>Wählen Sie eine angehaltene Nachricht (in der Liste markiert), um über sie zu entscheiden.</translation>
    </message>
    <message>
        <source>Nothing is held. Messages that meet a breakpoint wait here.</source>
        <translation>Nichts ist angehalten. Nachrichten, die auf einen Haltepunkt treffen, warten hier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Held:&lt;/b&gt; %1 from the client, on its way to the server.</source>
        <translation>&lt;b&gt;Angehalten:&lt;/b&gt; %1 vom Client, unterwegs zum Server.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Held:&lt;/b&gt; %1 from the server, on its way to the client.</source>
        <translation>&lt;b&gt;Angehalten:&lt;/b&gt; %1 vom Server, unterwegs zum Client.</translation>
    </message>
    <message numerus="yes">
        <source>%n tap(s) running. Attach to watch one.</source>
        <translation>
            <numerusform>%n Tap läuft. Verbinden Sie sich, um zuzusehen.</numerusform>
            <numerusform>%n Taps laufen. Verbinden Sie sich mit einem, um zuzusehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>recording to %1</source>
        <translation>Aufzeichnung in %1</translation>
    </message>
    <message>
        <source>the server ended (status %1)</source>
        <translation>der Server ist beendet (Status %1)</translation>
    </message>
    <message>
        <source>%1 held</source>
        <translation>%1 angehalten</translation>
    </message>
    <message>
        <source>view paused, %1 new</source>
        <translation>Ansicht angehalten, %1 neu</translation>
    </message>
    <message>
        <source>Freeze List</source>
        <translation>Liste einfrieren</translation>
    </message>
    <message>
        <source>A request with its answer, as the inspector reads it: decoded errors, findings, the tree</source>
        <translation>Eine Anfrage mit ihrer Antwort, wie der Inspektor sie liest: entschlüsselte Fehler, Befunde, der Baum</translation>
    </message>
    <message>
        <source>Pass the message on exactly as it was read (F8)</source>
        <translation>Die Nachricht genau so weitergeben, wie sie gelesen wurde (F8)</translation>
    </message>
    <message>
        <source>Never pass it on: a dropped request gets no answer, so its sender waits for one</source>
        <translation>Nie weitergeben: Eine verworfene Anfrage bekommt keine Antwort, ihr Absender wartet also darauf</translation>
    </message>
    <message numerus="yes">
        <source>Without a decision it goes on as read in %n second(s).</source>
        <translation>
            <numerusform>Ohne Entscheidung geht sie in %n Sekunde unverändert weiter.</numerusform>
            <numerusform>Ohne Entscheidung geht sie in %n Sekunden unverändert weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow Its Session</source>
        <translation>Seine Sitzung mitlesen</translation>
    </message>
    <message>
        <source>Open the session file this tap records to in the session browser, read as it grows</source>
        <translation>Die Sitzungsdatei, in die dieser Tap aufzeichnet, im Sitzungsbrowser öffnen und mitlesen, während sie wächst</translation>
    </message>
    <message>
        <source>Copy Message</source>
        <translation>Nachricht kopieren</translation>
    </message>
    <message>
        <source>Break on %1</source>
        <translation>Anhalten bei %1</translation>
    </message>
    <message>
        <source>this method</source>
        <translation>dieser Methode</translation>
    </message>
    <message>
        <source>Send All Held</source>
        <translation>Alle angehaltenen senden</translation>
    </message>
    <message>
        <source>Pass every held message on as read, in order, and keep going</source>
        <translation>Jede angehaltene Nachricht unverändert und der Reihe nach weitergeben und weiterlaufen lassen</translation>
    </message>
    <message>
        <source>Tap %1, connection %2</source>
        <translation>Tap %1, Verbindung %2</translation>
    </message>
    <message>
        <source>Tap %1, connection %2: %3</source>
        <translation>Tap %1, Verbindung %2: %3</translation>
    </message>
    <message>
        <source>The taps running for this user: rpcscope-cli tap -- COMMAND, an HTTP tap (--upstream http://…), and each connection of a socket tap (--listen tcp://… or unix:…)</source>
        <translation>Die laufenden Taps dieses Benutzers: rpcscope-cli tap -- BEFEHL, ein HTTP-Tap (--upstream http://…) und jede Verbindung eines Socket-Taps (--listen tcp://… oder unix:…)</translation>
    </message>
    <message>
        <source>An HTTP tap cannot inject: HTTP lets it speak to a client only in answer to a request</source>
        <translation>Ein HTTP-Tap kann nichts einschleusen: Über HTTP kann er einem Client nur auf dessen Anfrage antworten</translation>
    </message>
    <message>
        <source>holds clients&apos; requests only</source>
        <translation>hält nur Anfragen von Clients an</translation>
    </message>
    <message>
        <source>event streams and WebSocket messages are shown, not held</source>
        <translation>Event-Streams und WebSocket-Nachrichten werden angezeigt, nicht angehalten</translation>
    </message>
    <message>
        <source>An HTTP tap injects towards the server only, as a request of its own with the last client&apos;s headers: HTTP lets it speak to a client only in answer to a request</source>
        <translation>Ein HTTP-Tap schleust nur in Richtung Server ein, als eigene Anfrage mit den Headern des letzten Clients: Über HTTP kann er einem Client nur auf eine Anfrage antworten</translation>
    </message>
    <message>
        <source>With answers</source>
        <translation>Mit Antworten</translation>
    </message>
    <message>
        <source>Stop the answers to these methods too, on their way back, to see or edit a result before the caller has it</source>
        <translation>Auch die Antworten auf diese Methoden auf dem Rückweg anhalten, um ein Ergebnis zu sehen oder zu bearbeiten, bevor der Aufrufer es erhält</translation>
    </message>
    <message>
        <source>Towards the server: a request of the tap&apos;s own with the last client&apos;s headers, or a WebSocket message. Towards a client: an event in a stream, or a message of a WebSocket, that the client opened while this window watched (HTTP lets the tap speak to a client only in answer to a request)</source>
        <translation>Zum Server: eine eigene Anfrage des Taps mit den Headern des letzten Clients oder eine WebSocket-Nachricht. Zu einem Client: ein Ereignis in einem Stream oder eine Nachricht eines WebSockets, den der Client geöffnet hat, während dieses Fenster zusah (HTTP lässt den Tap mit einem Client nur als Antwort auf eine Anfrage sprechen)</translation>
    </message>
    <message>
        <source>Send Unchanged</source>
        <translation>Unverändert senden</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formatieren</translation>
    </message>
    <message>
        <source>Indent the JSON above to read it (key order and numbers as written). Send Unchanged still passes the message on as read; Send Edited sends the text as it stands.</source>
        <translation>Rückt das JSON oben zum Lesen ein (Schlüsselreihenfolge und Zahlen wie geschrieben). „Unverändert senden“ gibt die Nachricht weiterhin so weiter, wie sie gelesen wurde; „Geändert senden“ sendet den Text, wie er dasteht.</translation>
    </message>
</context>
<context>
    <name>RpcScope::Theme</name>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>Dem &amp;System folgen</translation>
    </message>
    <message>
        <source>Use light colours whatever the desktop uses.</source>
        <translation>Helle Farben verwenden, unabhängig vom Desktop.</translation>
    </message>
    <message>
        <source>Use dark colours whatever the desktop uses.</source>
        <translation>Dunkle Farben verwenden, unabhängig vom Desktop.</translation>
    </message>
    <message>
        <source>Use the colours of the desktop, light or dark as it is.</source>
        <translation>Die Farben des Desktops verwenden, hell oder dunkel, wie dort eingestellt.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TlsFields</name>
    <message>
        <source>Certificates (*.pem *.crt *.cer *.der);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer *.der);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Certificate Authorities</source>
        <translation>Zertifizierungsstellen</translation>
    </message>
    <message>
        <source>Authorities (PEM or DER) trusted for this endpoint beside the system&apos;s: a private CA</source>
        <translation>Zertifizierungsstellen (PEM oder DER), denen für diesen Endpunkt zusätzlich zu denen des Systems vertraut wird: eine private CA</translation>
    </message>
    <message>
        <source>Client Certificate</source>
        <translation>Client-Zertifikat</translation>
    </message>
    <message>
        <source>Presented when the server asks for a client certificate (mutual TLS)</source>
        <translation>Wird vorgelegt, wenn der Server ein Client-Zertifikat verlangt (gegenseitiges TLS)</translation>
    </message>
    <message>
        <source>Client Key</source>
        <translation>Client-Schlüssel</translation>
    </message>
    <message>
        <source>Keys (*.pem *.key *.der);;All files (*)</source>
        <translation>Schlüssel (*.pem *.key *.der);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>The client certificate&apos;s private key (PEM or DER, not encrypted). The file is read when connecting; its contents are never copied into the workspace.</source>
        <translation>Der private Schlüssel des Client-Zertifikats (PEM oder DER, unverschlüsselt). Die Datei wird beim Verbinden gelesen; ihr Inhalt kommt nie in den Arbeitsbereich.</translation>
    </message>
    <message>
        <source>SHA-256 fingerprints, e.g. AB:CD:…</source>
        <translation>SHA-256-Fingerabdrücke, z. B. AB:CD:…</translation>
    </message>
    <message>
        <source>Server certificates accepted for this endpoint although nobody vouches for them (self-signed, expired, another name): exactly these, every other one is still verified. “Trust This Certificate…” under a refusal adds one.</source>
        <translation>Server-Zertifikate, die für diesen Endpunkt akzeptiert sind, obwohl niemand dafür bürgt (selbst signiert, abgelaufen, anderer Name): genau diese, jedes andere wird weiter geprüft. „Diesem Zertifikat vertrauen …“ unter einer Ablehnung fügt eines hinzu.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Datei wählen …</translation>
    </message>
    <message>
        <source>TLS authorit&amp;ies:</source>
        <translation>TLS-Zertifizierungsstell&amp;en:</translation>
    </message>
    <message>
        <source>Client &amp;certificate:</source>
        <translation>Client-Zertifi&amp;kat:</translation>
    </message>
    <message>
        <source>Client &amp;key:</source>
        <translation>Client-Schlü&amp;ssel:</translation>
    </message>
    <message>
        <source>Acce&amp;pted certificates:</source>
        <translation>Akze&amp;ptierte Zertifikate:</translation>
    </message>
</context>
<context>
    <name>RpcScope::TlsOption</name>
    <message>
        <source>If you trust this server, run again with --accept-cert and the SHA-256 fingerprint above (this certificate only), or with --cacert and the authority that issued it.</source>
        <translation>Wenn Sie diesem Server vertrauen, starten Sie noch einmal mit --accept-cert und dem SHA-256-Fingerabdruck oben (nur dieses Zertifikat) oder mit --cacert und der Zertifizierungsstelle, die es ausgestellt hat.</translation>
    </message>
    <message>
        <source>TLS: trust the certificate authorities in FILE (PEM or DER) beside the system&apos;s.</source>
        <translation>TLS: den Zertifizierungsstellen in FILE (PEM oder DER) zusätzlich zu denen des Systems vertrauen.</translation>
    </message>
    <message>
        <source>TLS: present the client certificate in FILE when the server asks for one (needs --key).</source>
        <translation>TLS: das Client-Zertifikat in FILE vorlegen, wenn der Server eines verlangt (braucht --key).</translation>
    </message>
    <message>
        <source>TLS: the private key of --cert (PEM or DER, not encrypted).</source>
        <translation>TLS: der private Schlüssel zu --cert (PEM oder DER, unverschlüsselt).</translation>
    </message>
    <message>
        <source>TLS: accept the server certificate with this SHA-256 fingerprint although nobody vouches for it (self-signed, expired, another name); repeatable. Every other certificate is still verified.</source>
        <translation>TLS: das Server-Zertifikat mit diesem SHA-256-Fingerabdruck akzeptieren, obwohl niemand dafür bürgt (selbst signiert, abgelaufen, anderer Name); wiederholbar. Jedes andere Zertifikat wird weiter geprüft.</translation>
    </message>
</context>
<context>
    <name>RpcScope::TokenStore</name>
    <message>
        <source>the keychain is switched off</source>
        <translation>der Schlüsselbund ist ausgeschaltet</translation>
    </message>
</context>
<context>
    <name>RpcScope::ToolsCommand</name>
    <message>
        <source>Wrong number of arguments for &quot;%1&quot;. See rpcscope-cli --help.</source>
        <translation>Falsche Anzahl von Argumenten für &quot;%1&quot;. Siehe rpcscope-cli --help.</translation>
    </message>
    <message>
        <source>The tool&apos;s arguments must be a JSON object, not %1</source>
        <translation>Die Argumente des Tools müssen ein JSON-Objekt sein, nicht %1</translation>
    </message>
    <message>
        <source>log %1: %2</source>
        <translation>Protokoll %1: %2</translation>
    </message>
    <message>
        <source>log %1 %2: %3</source>
        <translation>Protokoll %1 %2: %3</translation>
    </message>
    <message>
        <source>progress %1/%2 %3</source>
        <translation>Fortschritt %1/%2 %3</translation>
    </message>
    <message>
        <source>progress %1 %2</source>
        <translation>Fortschritt %1 %2</translation>
    </message>
    <message>
        <source>warning: the server wrote a line that is not JSON: %1</source>
        <translation>Warnung: Der Server hat eine Zeile geschrieben, die kein JSON ist: %1</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>error: the tool reported a failure (isError).</source>
        <translation>Fehler: Das Tool hat einen Fehlschlag gemeldet (isError).</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>warning: structuredContent does not match the outputSchema at %1: %2</source>
        <translation>Warnung: structuredContent entspricht nicht dem outputSchema bei %1: %2</translation>
    </message>
    <message>
        <source>%1 [%2]: %3: %4</source>
        <translation>%1 [%2]: %3: %4</translation>
    </message>
    <message>
        <source>warning: the tools could not be listed (%1); the arguments are not checked.</source>
        <translation>Warnung: die Tools ließen sich nicht auflisten (%1); die Argumente werden nicht geprüft.</translation>
    </message>
    <message>
        <source>warning: the arguments do not match the tool&apos;s inputSchema at %1: %2; sending them as given.</source>
        <translation>Warnung: die Argumente passen bei %1 nicht zum inputSchema des Tools: %2; sie werden wie angegeben gesendet.</translation>
    </message>
    <message>
        <source>warning: the server lists no tool named &quot;%1&quot;; calling it anyway.</source>
        <translation>Warnung: der Server führt kein Tool namens „%1“; es wird trotzdem aufgerufen.</translation>
    </message>
    <message>
        <source>input required (round %1): answering the server&apos;s requests, then asking again</source>
        <translation>Eingabe verlangt (Runde %1): Die Anfragen des Servers werden beantwortet, dann wird erneut gefragt</translation>
    </message>
    <message>
        <source>the server&apos;s tool &quot;%1&quot; is invalid (%2): not called.</source>
        <translation>das Tool „%1“ des Servers ist ungültig (%2): nicht aufgerufen.</translation>
    </message>
    <message>
        <source>warning: the tool &quot;%1&quot; is left out: %2.</source>
        <translation>Warnung: das Tool „%1“ wird ausgelassen: %2.</translation>
    </message>
    <message>
        <source>task %1: %2</source>
        <translation>Task %1: %2</translation>
    </message>
    <message>
        <source>task %1: %2 (%3)</source>
        <translation>Task %1: %2 (%3)</translation>
    </message>
</context>
<context>
    <name>RpcScope::Units</name>
    <message>
        <source>%1 B</source>
        <extracomment>A size in bytes, e.g. &quot;142 B&quot;</extracomment>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 TiB</source>
        <translation>%1 TiB</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <extracomment>A duration in milliseconds, e.g. &quot;4 ms&quot;</extracomment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>A duration in seconds with one decimal, e.g. &quot;1.2 s&quot;</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>A duration in minutes and seconds, e.g. &quot;2 min 05 s&quot;</extracomment>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>&lt; 1 ms</source>
        <extracomment>A duration under a millisecond</extracomment>
        <translation>&lt; 1 ms</translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketConnection</name>
    <message>
        <source>The server chose the subprotocol %1, though none was asked for.</source>
        <translation>Der Server hat das Subprotokoll %1 gewählt, obwohl keines erbeten wurde.</translation>
    </message>
    <message>
        <source>The server switched protocols (101), but to &quot;%1&quot;, not websocket.</source>
        <translation>Der Server hat das Protokoll gewechselt (101), aber zu „%1“, nicht zu websocket.</translation>
    </message>
    <message>
        <source>The server&apos;s 101 lacks &quot;Connection: Upgrade&quot;.</source>
        <translation>Der 101 des Servers enthält kein „Connection: Upgrade“.</translation>
    </message>
    <message>
        <source>The server&apos;s Sec-WebSocket-Accept is &quot;%1&quot;; for our key it must be &quot;%2&quot;.</source>
        <translation>Das Sec-WebSocket-Accept des Servers lautet „%1“; zu unserem Schlüssel muss es „%2“ lauten.</translation>
    </message>
    <message>
        <source>The server turned on the extension %1, which was not asked for: its frames cannot be read.</source>
        <translation>Der Server hat die nicht erbetene Erweiterung %1 eingeschaltet: seine Frames sind so nicht lesbar.</translation>
    </message>
    <message>
        <source>The server answered the WebSocket upgrade with HTTP %1 instead of 101 Switching Protocols: it does not speak WebSocket at this address.</source>
        <translation>Der Server hat das WebSocket-Upgrade mit HTTP %1 statt 101 Switching Protocols beantwortet: Unter dieser Adresse spricht er kein WebSocket.</translation>
    </message>
    <message>
        <source>The server refused the WebSocket upgrade with HTTP %1 and points to %2 (not followed).</source>
        <translation>Der Server hat das WebSocket-Upgrade mit HTTP %1 abgelehnt und verweist auf %2 (nicht gefolgt).</translation>
    </message>
    <message>
        <source>The server refused the WebSocket upgrade with HTTP %1.</source>
        <translation>Der Server hat das WebSocket-Upgrade mit HTTP %1 abgelehnt.</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>Seine Antwort: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketTapFollower</name>
    <message>
        <source>A binary WebSocket message passed unfollowed (JSON-RPC travels as text).</source>
        <translation>Eine binäre WebSocket-Nachricht wurde ungelesen durchgereicht (JSON-RPC reist als Text).</translation>
    </message>
    <message>
        <source>The client&apos;s WebSocket frames break RFC 6455 (close code %1); its messages pass on unfollowed.</source>
        <translation>Die WebSocket-Frames des Clients verstoßen gegen RFC 6455 (Close-Code %1); seine Nachrichten werden ungelesen durchgereicht.</translation>
    </message>
    <message>
        <source>The server&apos;s WebSocket frames cannot be followed: %1</source>
        <translation>Den WebSocket-Frames des Servers lässt sich nicht folgen: %1</translation>
    </message>
</context>
<context>
    <name>RpcScope::WebSocketTransport</name>
    <message>
        <source>normal closure</source>
        <translation>normales Schließen</translation>
    </message>
    <message>
        <source>going away</source>
        <translation>Gegenstelle wird beendet</translation>
    </message>
    <message>
        <source>protocol error</source>
        <translation>Protokollfehler</translation>
    </message>
    <message>
        <source>unsupported data</source>
        <translation>nicht unterstützte Daten</translation>
    </message>
    <message>
        <source>no status code</source>
        <translation>kein Statuscode</translation>
    </message>
    <message>
        <source>abnormal closure, no close frame</source>
        <translation>abnormales Schließen, kein Close-Frame</translation>
    </message>
    <message>
        <source>invalid payload data</source>
        <translation>ungültige Nutzdaten</translation>
    </message>
    <message>
        <source>policy violation</source>
        <translation>Richtlinienverstoß</translation>
    </message>
    <message>
        <source>message too big</source>
        <translation>Nachricht zu groß</translation>
    </message>
    <message>
        <source>mandatory extension missing</source>
        <translation>erforderliche Erweiterung fehlt</translation>
    </message>
    <message>
        <source>internal error</source>
        <translation>interner Fehler</translation>
    </message>
    <message>
        <source>service restart</source>
        <translation>Dienst-Neustart</translation>
    </message>
    <message>
        <source>try again later</source>
        <translation>später erneut versuchen</translation>
    </message>
    <message>
        <source>bad gateway</source>
        <translation>fehlerhaftes Gateway</translation>
    </message>
    <message>
        <source>TLS handshake failure</source>
        <translation>TLS-Handshake fehlgeschlagen</translation>
    </message>
    <message>
        <source>application-defined</source>
        <translation>anwendungsdefiniert</translation>
    </message>
    <message>
        <source>registered by a library or framework</source>
        <translation>von einer Bibliothek oder einem Framework registriert</translation>
    </message>
    <message>
        <source>unknown code</source>
        <translation>unbekannter Code</translation>
    </message>
    <message>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>The transport was closed.</source>
        <translation>Der Transport wurde geschlossen.</translation>
    </message>
    <message>
        <source>Connecting again to %1.</source>
        <translation>Erneuter Verbindungsaufbau zu %1.</translation>
    </message>
    <message numerus="yes">
        <source>The message is not valid UTF-8, which a text frame must be: sent as a binary frame of %n byte(s).</source>
        <translation>
            <numerusform>Die Nachricht ist kein gültiges UTF-8, wie es ein Text-Frame erfordert: als Binär-Frame von %n Byte gesendet.</numerusform>
            <numerusform>Die Nachricht ist kein gültiges UTF-8, wie es ein Text-Frame erfordert: als Binär-Frame von %n Bytes gesendet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The message could not be written to the WebSocket: %1</source>
        <translation>Die Nachricht konnte nicht in den WebSocket geschrieben werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>The server sent a binary message of %n byte(s); JSON-RPC travels in text frames.</source>
        <translation>
            <numerusform>Der Server hat eine Binärnachricht von %n Byte gesendet; JSON-RPC wird in Text-Frames übertragen.</numerusform>
            <numerusform>Der Server hat eine Binärnachricht von %n Bytes gesendet; JSON-RPC wird in Text-Frames übertragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The WebSocket connection was closed before it opened.</source>
        <translation>Die WebSocket-Verbindung wurde geschlossen, bevor sie geöffnet war.</translation>
    </message>
    <message>
        <source>the connection ended during the handshake</source>
        <translation>die Verbindung endete während des Handshakes</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Reason: &quot;%1&quot;.</source>
        <translation>Grund: &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1).</source>
        <translation>Die WebSocket-Verbindung wurde geschlossen (%1).</translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1): a message passed the limit of %2 bytes.</source>
        <translation>Die WebSocket-Verbindung wurde geschlossen (%1): Eine Nachricht überschritt die Grenze von %2 Bytes.</translation>
    </message>
    <message>
        <source>The WebSocket connection was lost without a closing handshake (%1).</source>
        <translation>Die WebSocket-Verbindung ging ohne schließenden Handshake verloren (%1).</translation>
    </message>
    <message>
        <source>The server closed the WebSocket connection (%1).</source>
        <translation>Der Server hat die WebSocket-Verbindung geschlossen (%1).</translation>
    </message>
    <message>
        <source>no answer to the opening handshake within %1 ms</source>
        <translation>keine Antwort auf den Verbindungs-Handshake innerhalb von %1 ms</translation>
    </message>
    <message numerus="yes">
        <source>The server sent a text message that is not valid UTF-8 (%n byte(s)).</source>
        <translation>
            <numerusform>Der Server hat eine Textnachricht gesendet, die kein gültiges UTF-8 ist (%n Byte).</numerusform>
            <numerusform>Der Server hat eine Textnachricht gesendet, die kein gültiges UTF-8 ist (%n Bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>The WebSocket connection was closed (%1): %2</source>
        <translation>Die WebSocket-Verbindung wurde geschlossen (%1): %2</translation>
    </message>
</context>
<context>
    <name>RpcScope::WorkspaceStore</name>
    <message>
        <source>%1
Changes to the workspace are not saved in this session.</source>
        <translation>%1
Änderungen am Arbeitsbereich werden in dieser Sitzung nicht gespeichert.</translation>
    </message>
    <message>
        <source>%1
The file was kept as %2; a new workspace starts.</source>
        <translation>%1
Die Datei wurde als %2 aufbewahrt; ein neuer Arbeitsbereich wird begonnen.</translation>
    </message>
    <message>
        <source>%1
It could not be set aside, so changes are not saved in this session.</source>
        <translation>%1
Die Datei konnte nicht beiseitegelegt werden, daher werden Änderungen in dieser Sitzung nicht gespeichert.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Explores and tests JSON-RPC 2.0 endpoints. Without an endpoint it opens on the built-in demo endpoints, served on 127.0.0.1.</source>
        <translation>Erkundet und testet JSON-RPC-2.0-Endpunkte. Ohne Endpunkt startet es mit den eingebauten Demo-Endpunkten auf 127.0.0.1.</translation>
    </message>
    <message>
        <source>http://, https:// URL or stdio:COMMAND</source>
        <translation>http://- oder https://-URL oder stdio:COMMAND</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Could not start the demo endpoints: %1</source>
        <translation>Die Demo-Endpunkte konnten nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Keep the open endpoints and unsent requests in this file.</source>
        <translation>Die geöffneten Endpunkte und nicht gesendeten Anfragen in dieser Datei speichern.</translation>
    </message>
    <message>
        <source>Colour theme: system, light or dark.</source>
        <translation>Farbschema: system, light oder dark.</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>Farbschema</translation>
    </message>
    <message>
        <source>Save the README&apos;s screenshots of the demo endpoint into this folder and quit.</source>
        <translation>Die Screenshots des Demo-Endpunkts für die README in diesem Ordner speichern und beenden.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Quit once the window is shown and discovery has finished (status 0 when methods were found).</source>
        <translation>Beenden, sobald das Fenster angezeigt wird und die Ermittlung abgeschlossen ist (Status 0, wenn Methoden gefunden wurden).</translation>
    </message>
    <message>
        <source>Unknown theme &quot;%1&quot;: use system, light or dark.</source>
        <translation>Unbekanntes Farbschema &quot;%1&quot;: Verwenden Sie system, light oder dark.</translation>
    </message>
    <message>
        <source>Demo JSON-RPC (HTTP)</source>
        <translation>Demo JSON-RPC (HTTP)</translation>
    </message>
    <message>
        <source>Demo MCP (HTTP)</source>
        <translation>Demo MCP (HTTP)</translation>
    </message>
    <message>
        <source>Demo JSON-RPC (stdio)</source>
        <translation>Demo JSON-RPC (stdio)</translation>
    </message>
    <message>
        <source>Demo MCP (stdio)</source>
        <translation>Demo MCP (stdio)</translation>
    </message>
    <message>
        <source>Record every exchange into this session file (appended to when it exists) instead of a new file in the sessions folder.</source>
        <translation>Jeden Aufruf in diese Sitzungsdatei aufzeichnen (wird ergänzt, wenn sie existiert) statt in eine neue Datei im Sitzungsordner.</translation>
    </message>
    <message>
        <source>Demo JSON-RPC (WebSocket)</source>
        <translation>Demo JSON-RPC (WebSocket)</translation>
    </message>
    <message>
        <source>Demo MCP (sign-in)</source>
        <translation>Demo MCP (Anmeldung)</translation>
    </message>
</context>
</TS>
