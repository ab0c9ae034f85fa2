// The conformance suite imports fs.globSync, which Node.js has from version 22 on; Debian 12
// has Node.js 18 or 20. This hook (node --import) gives the suite's bare 'fs' import a module
// that adds globSync; the suite uses it only in its tier-check command, never for clients.
import { register } from 'node:module';
register('./hooks.mjs', import.meta.url);
