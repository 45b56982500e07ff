import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPackageRoot } from './package-root';

// One realistic example per operation, recorded from the demo by the contract test
// (npm run openapi:examples) and committed beside openapi.json: the request body the call sent and
// the answer it got. The document shows them; the contract test sends the request examples and
// validates every answer, and openapi-document.unit.test.ts validates the examples themselves.
export type OperationExample = { request?: unknown; response: { status: string; body: unknown } };

export const openapiExamplesFile = join(serverPackageRoot, 'openapi-examples.json');

export const readOpenapiExamples = (): Record<string, OperationExample> =>
  existsSync(openapiExamplesFile) ? JSON.parse(readFileSync(openapiExamplesFile, 'utf8')) : {};
