import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OperationExample, openapiExamplesFile } from './lib/openapi-examples';

// Gathers what the contract test recorded (OPENAPI_EXAMPLES_DIR, one file per part) into the committed
// openapi-examples.json, which the OpenAPI document shows as each operation's example. Run through
// `npm run openapi:examples`, which records, gathers, and writes the document again.
const directory = process.argv[2];
if (!directory) throw new Error('usage: openapi-examples-cli <directory the contract test recorded into>');
const examples: Record<string, OperationExample> = {};
for (const file of readdirSync(directory).filter((name) => name.endsWith('.json')))
  Object.assign(examples, JSON.parse(readFileSync(join(directory, file), 'utf8')));
const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(openapiExamplesFile, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`Wrote ${Object.keys(sorted).length} operations' examples to ${openapiExamplesFile}`);
