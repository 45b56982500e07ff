import { stdin, stdout } from 'node:process';

// Reads a password (or a two-factor code) from the terminal without echoing it (raw mode; Ctrl+C
// aborts). Without a terminal the variable named is the way to give it.
export const readPassword = (prompt: string, variable = 'PULSE_TRACKER_PASSWORD') =>
  new Promise<string>((resolve, reject) => {
    if (!stdin.isTTY) {
      reject(new Error(`no terminal to ask on: set ${variable}`));
      return;
    }
    stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let password = '';
    const finish = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stdout.write('\n');
      if (error) reject(error);
      else resolve(password);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Error('cancelled'));
        if (char === '\u007f' || char === '\b') password = password.slice(0, -1);
        else password += char;
      }
    };
    stdin.on('data', onData);
  });
