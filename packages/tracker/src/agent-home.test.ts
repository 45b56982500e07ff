import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ProjectSelection,
  readSelection,
  readSignIn,
  removeSelection,
  type StoredSignIn,
  writeSelection,
  writeSignIn,
} from './agent-home';

const dirs: string[] = [];
const tempHome = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pulse-home-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const website: ProjectSelection = {
  project: { id: '7b0c4bb4-0a1f-4f7e-9a55-1c1f0e6b9d01', name: 'Website' },
  todo: { id: '0e4bd5f2-52d1-4c0e-8f5e-3a8b7c6d5e02', name: 'Landing page' },
  selectedAt: '2026-03-02T09:15:00.000Z',
};

describe('project selection store', () => {
  it('has no selection before one is chosen, in a home that does not exist yet', async () => {
    expect(await readSelection(join(tempHome(), 'not-yet'))).toBeNull();
  });

  it('remembers the selection across restarts, readable by the user only', async () => {
    const home = join(tempHome(), 'not-yet');
    await writeSelection(home, website);
    // A restart is a new process reading the same home: nothing is cached in memory.
    expect(await readSelection(home)).toEqual(website);
    expect(statSync(join(home, 'selection.json')).mode & 0o777).toBe(0o600);
  });

  it('replaces the selection whole, leaving no temporary file behind', async () => {
    const home = tempHome();
    await writeSelection(home, website);
    const cleared: ProjectSelection = { project: null, todo: null, selectedAt: '2026-03-02T10:00:00.000Z' };
    await writeSelection(home, cleared);
    expect(await readSelection(home)).toEqual(cleared);
    expect(readdirSync(home)).toEqual(['selection.json']);
  });

  it('keeps the previous selection when a write died half way', async () => {
    const home = tempHome();
    await writeSelection(home, website);
    // What a kill -9 during writeSelection leaves: the new content only in a temporary file.
    writeFileSync(join(home, 'selection.json.5d1c.tmp'), '{"project":{"id":"');
    expect(await readSelection(home)).toEqual(website);
  });

  it('reads an unreadable file and a removed one as no selection', async () => {
    const home = tempHome();
    writeFileSync(join(home, 'selection.json'), '{"project":');
    expect(await readSelection(home)).toBeNull();
    await writeSelection(home, website);
    await removeSelection(home);
    expect(await readSelection(home)).toBeNull();
  });
});

describe('sign-in store', () => {
  const signIn: StoredSignIn = {
    server: 'https://pulse.example.com',
    deviceToken: 'token-of-43-characters-xxxxxxxxxxxxxxxxxxxx',
    employee: { id: '7b0c4bb4-0a1f-4f7e-9a55-1c1f0e6b9d01', name: 'Rahul Mehta', employeeCode: 'EMP002' },
    deviceId: '0e4bd5f2-52d1-4c0e-8f5e-3a8b7c6d5e02',
  };

  // A login interrupted while saving (Ctrl+C, a crash) must not leave half a token behind.
  it('replaces the sign-in whole, readable by the user only, even over a file others could read', async () => {
    const home = tempHome();
    writeFileSync(join(home, 'config.json'), '{"server":"old"}', { mode: 0o644 });
    await writeSignIn(home, signIn);
    expect(await readSignIn(home)).toEqual(signIn);
    expect(statSync(join(home, 'config.json')).mode & 0o777).toBe(0o600);
    expect(readdirSync(home)).toEqual(['config.json']);
  });
});
