#!/usr/bin/env node
// The agent is TypeScript run through tsx's loader (no build step), so `npx pulse-tracker` works
// straight after `npm install` in a fresh clone.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
