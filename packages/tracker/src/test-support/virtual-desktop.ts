import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

// An X desktop without a screen, for the desktop source's test and the agent bench: Xvfb on a display
// it picks itself (-displayfd), and openbox to set the active window (bare Xvfb has none). Resolves
// once openbox announces _NET_ACTIVE_WINDOW; the processes started go into `children` for the caller
// to stop.
export const startVirtualDesktop = async (screen: string, children: ChildProcess[]) => {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', screen, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  children.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: display, WAYLAND_DISPLAY: '' };
  children.push(spawn('openbox', [], { env, stdio: 'ignore' }));
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { stdout } = await run('xprop', ['-root', '_NET_SUPPORTED'], { env }).catch(() => ({ stdout: '' }));
    if (stdout.includes('_NET_ACTIVE_WINDOW')) return { display, env };
    if (Date.now() > deadline) throw new Error('openbox did not take the display within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
