import * as fs from 'node:fs';
import path from 'node:path';

export * from 'node:fs';
export default fs.default ?? fs;

// Enough of globSync for '**/NAME' patterns: every file called NAME below cwd.
export function globSync(pattern, options = {}) {
  if (typeof fs.globSync === 'function')
    return fs.globSync(pattern, options);
  const root = options.cwd ?? process.cwd();
  const name = String(pattern).replace(/^\*\*\//, '');
  const found = [];
  const walk = (relative) => {
    let entries;
    try {
      entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = relative ? path.join(relative, entry.name) : entry.name;
      if (entry.isDirectory())
        walk(child);
      else if (entry.name === name)
        found.push(child);
    }
  };
  walk('');
  return found;
}
