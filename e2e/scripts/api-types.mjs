import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

// Writes support/api-schema.ts, the API's types as openapi-typescript reads the committed OpenAPI
// document; `--check` fails instead when the committed file is stale (npm run check runs it, as
// app.test.ts does for openapi.json itself).
const documentUrl = new URL('../../packages/server/openapi.json', import.meta.url);
const target = new URL('../support/api-schema.ts', import.meta.url);

const HEADER = `// Generated from packages/server/openapi.json by \`npm run api-types -w @pulse/e2e\`
// (e2e/scripts/api-types.mjs, openapi-typescript). Do not edit: regenerate.
`;

// A file part of a multipart form is sent as a Blob (a File with its name), not as text.
const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));

const ast = await openapiTS(documentUrl, {
  transform: (schema) => (schema.format === 'binary' ? BLOB : undefined),
});
const generated = `${HEADER}\n${astToString(ast)}`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== generated) {
    console.error('e2e/support/api-schema.ts is stale: run npm run api-types -w @pulse/e2e');
    process.exit(1);
  }
  console.log('e2e/support/api-schema.ts matches openapi.json');
} else {
  writeFileSync(target, generated);
  console.log(`Wrote ${target.pathname}`);
}
