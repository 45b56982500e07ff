// The Tracker page's install steps for each operating system, with this server's address filled in.
// Pure, so the commands a person copies are tested as text.

export const INSTALL_PLATFORMS = ['linux', 'macos', 'windows'] as const;
export type InstallPlatform = (typeof INSTALL_PLATFORMS)[number];

export const PLATFORM_LABELS: Record<InstallPlatform, string> = {
  linux: 'Linux',
  macos: 'macOS',
  windows: 'Windows',
};

// The tab the page opens on: the system of the browser the person reads it in.
export const platformOfUserAgent = (userAgent: string): InstallPlatform => {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'macos';
  return 'linux';
};

// A word the shell passes on as it is: an e-mail address may hold characters a shell reads
// (' & $ and the like). PowerShell and sh both take single quotes literally; cmd.exe takes double.
const shellWord = (text: string, platform: InstallPlatform) => {
  if (/^[A-Za-z0-9@._+:/-]+$/.test(text)) return text;
  if (platform === 'windows') return `"${text.replace(/"/g, '')}"`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
};

export type InstallStep = {
  title: string;
  text: string;
  command?: string;
  // Another way to the same end, with its own command.
  alternative?: { text: string; command: string };
};

export type InstallTarget = {
  // This server as the browser reaches it (https://pulse.example.com).
  origin: string;
  // The package file's path on it (GET /api/v1/tracker/setup).
  downloadPath: string;
  // The person's official e-mail, for the password sign-in.
  email: string;
};

const NODE_SOURCES: Record<InstallPlatform, string> = {
  linux:
    'The tracker runs on Node.js 20.19 or newer. Install it from your distribution (or nodejs.org), then check the version:',
  macos:
    'The tracker runs on Node.js 20.19 or newer. Install it from nodejs.org (or with Homebrew: brew install node), then check the version in Terminal:',
  windows:
    'The tracker runs on Node.js 20.19 or newer. Install it from nodejs.org (the installer brings npm), then check the version in PowerShell or Command Prompt:',
};

const BACKGROUND_SERVICE: Record<InstallPlatform, string> = {
  linux: 'a systemd user service',
  macos: 'a launchd agent',
  windows: 'a task that runs at logon',
};

export const installSteps = (platform: InstallPlatform, target: InstallTarget): InstallStep[] => {
  const packageUrl = `${target.origin}${target.downloadPath}`;
  const signIn = `pulse-tracker login --server ${target.origin}`;
  const installStep: InstallStep = {
    title: 'Install the tracker',
    text: 'Download and install the tracker from this Pulse server:',
    command: `npm install -g ${packageUrl}`,
  };
  if (platform !== 'windows')
    installStep.alternative = {
      text: 'If npm answers EACCES (no permission), install it into your home folder instead, with ~/.local/bin on your PATH:',
      command: `npm install -g --prefix ~/.local ${packageUrl}`,
    };
  return [
    { title: 'Install Node.js', text: NODE_SOURCES[platform], command: 'node --version' },
    installStep,
    {
      title: 'Sign in',
      text: 'The tracker shows a short code and a page to open. Open it, sign in to Pulse if asked, check the code and approve it.',
      command: signIn,
      alternative: {
        text: 'Or sign in with your e-mail and password in the terminal:',
        command: `${signIn} --email ${shellWord(target.email, platform)}`,
      },
    },
    {
      title: 'Start tracking at every login',
      text: `Runs the tracker in the background as ${BACKGROUND_SERVICE[platform]}; pulse-tracker uninstall removes it.`,
      command: 'pulse-tracker install',
    },
    {
      title: 'Check',
      text: 'Shows who is signed in, whether the tracker is running, what waits to be sent and what this computer lets it capture.',
      command: 'pulse-tracker status',
    },
  ];
};
