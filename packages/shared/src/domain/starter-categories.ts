import type { ProductivityLevel, RuleKind } from './activity-categories';

type StarterCategory = {
  name: string;
  productivity: ProductivityLevel;
  rules: readonly (readonly [RuleKind, string])[];
};

// spec A §1 usage categories: the set every new organisation starts with (and the demo), to be edited
// in Settings → Categories. Named groups cover the usual tools and sites; the plain Productive,
// Neutral and Unproductive categories start empty, for an organisation's own rules. Communication is
// neutral: chat, mail and calls are part of the work but are not the work's output, and an
// organisation that sees them otherwise changes one level. The titles match what the tracker reports
// for windows without a URL (the demo's browser windows and meetings among them: simulated-day.ts).
// Title rules outrank application rules (activity-categories.ts), so a site's title rule carries the
// separator browsers put before its name ("… · GitHub", "… - YouTube"): an editor's "youtube-embed.ts"
// stays Development.
// A pattern appears once across the set: a rule belongs to one category (the table's unique index).
export const STARTER_CATEGORIES: readonly StarterCategory[] = [
  {
    name: 'Development',
    productivity: 'productive',
    rules: [
      ['app', 'Visual Studio Code'],
      ['app', 'Code'],
      ['app', 'Cursor'],
      ['app', 'IntelliJ IDEA'],
      ['app', 'WebStorm'],
      ['app', 'PyCharm'],
      ['app', 'Android Studio'],
      ['app', 'Xcode'],
      ['app', 'Sublime Text'],
      ['app', 'Terminal'],
      ['app', 'iTerm2'],
      ['app', 'Windows Terminal'],
      ['app', 'gnome-terminal-server'],
      ['app', 'Konsole'],
      ['app', 'Alacritty'],
      ['domain', 'github.com'],
      ['domain', 'gitlab.com'],
      ['domain', 'bitbucket.org'],
      ['domain', 'stackoverflow.com'],
      ['domain', 'atlassian.net'],
      ['domain', 'npmjs.com'],
      ['title', '· GitHub'],
      ['title', '· GitLab'],
      ['title', '- Stack Overflow'],
      ['title', '- Jira'],
      ['title', 'Grafana'],
    ],
  },
  {
    name: 'Communication',
    productivity: 'neutral',
    rules: [
      ['app', 'Slack'],
      ['app', 'Microsoft Teams'],
      ['app', 'Teams'],
      ['app', 'Zoom'],
      ['app', 'zoom.us'],
      ['app', 'Outlook'],
      ['app', 'Microsoft Outlook'],
      ['app', 'Thunderbird'],
      ['app', 'Mail'],
      ['domain', 'slack.com'],
      ['domain', 'teams.microsoft.com'],
      ['domain', 'zoom.us'],
      ['domain', 'meet.google.com'],
      ['domain', 'mail.google.com'],
      ['domain', 'outlook.office.com'],
      ['title', 'Zoom Meeting'],
    ],
  },
  {
    name: 'Documentation & Office',
    productivity: 'productive',
    rules: [
      ['app', 'Microsoft Word'],
      ['app', 'Microsoft Excel'],
      ['app', 'Microsoft PowerPoint'],
      ['app', 'LibreOffice'],
      ['app', 'Notion'],
      ['app', 'Obsidian'],
      ['domain', 'docs.google.com'],
      ['domain', 'developer.mozilla.org'],
      ['domain', 'notion.so'],
      ['domain', 'readthedocs.io'],
      ['title', 'MDN Web Docs'],
      ['title', '- Google Docs'],
      ['title', '- Google Sheets'],
      ['title', '- Confluence'],
    ],
  },
  {
    name: 'Social Media',
    productivity: 'unproductive',
    rules: [
      ['domain', 'facebook.com'],
      ['domain', 'instagram.com'],
      ['domain', 'x.com'],
      ['domain', 'twitter.com'],
      ['domain', 'reddit.com'],
      ['domain', 'tiktok.com'],
      ['title', '- Reddit'],
    ],
  },
  {
    name: 'Entertainment',
    productivity: 'unproductive',
    rules: [
      ['app', 'Spotify'],
      ['domain', 'youtube.com'],
      ['domain', 'netflix.com'],
      ['domain', 'twitch.tv'],
      ['domain', 'primevideo.com'],
      ['title', '- YouTube'],
      ['title', 'Netflix'],
    ],
  },
  { name: 'Productive', productivity: 'productive', rules: [] },
  { name: 'Neutral', productivity: 'neutral', rules: [] },
  { name: 'Unproductive', productivity: 'unproductive', rules: [] },
];
