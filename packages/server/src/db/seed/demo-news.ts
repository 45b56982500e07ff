import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@pulse/shared/domain/organization-day';
import { loadPdfLib, loadSharp } from '../../lib/lazy-modules';
import {
  type FileStorage,
  newsAttachmentKey,
  newsBannerKey,
  newsBannerTileKey,
} from '../../lib/storage/storage';
import { insertAttachments, insertNewsItem } from '../../modules/news/news.repository';
import { prepareDescription } from '../../modules/news/news-description';
import { makeBannerTile } from '../../modules/news/news-pictures';
import type { Transaction } from '../client';

// The demo company's news (spec B §2 News updates): ten items over the last two months, eight
// published and two drafts, each with a drawn banner, one with two attachments. Written as a save
// writes them (sanitised description, JPEG banner, files in storage), but no mail goes out for them.

type DemoNewsItem = {
  daysAgo: number;
  title: string;
  tag: string;
  colors: [string, string];
  html: string;
  isPublished: boolean;
  isSendMail: boolean;
  hasAttachments?: boolean;
};

const ITEMS: DemoNewsItem[] = [
  {
    daysAgo: 1,
    title: 'Annual offsite 2026: save the date',
    tag: 'Company',
    colors: ['#7c2d12', '#f97316'],
    isPublished: false,
    isSendMail: true,
    html: `<h2>Two days in the hills, all of us together</h2>
<p>Our annual offsite will take place in <strong>Lonavala</strong> on the second Thursday and Friday of next month. Buses leave the office at 7:30 on Thursday morning.</p>
<ul><li>Day 1: strategy talks and team workshops</li><li>Day 2: hiking, games and the awards dinner</li></ul>
<p><em>Draft: agenda and room list to follow.</em></p>`,
  },
  {
    daysAgo: 3,
    title: 'Updated travel and expense guidelines',
    tag: 'Policy',
    colors: ['#134e4a', '#14b8a6'],
    isPublished: false,
    isSendMail: false,
    html: `<h2>What changes</h2>
<ol><li>Hotel limits per city tier are raised by 15%.</li><li>Receipts are uploaded within 7 days of return.</li><li>Economy class for flights under 6 hours.</li></ol>
<p>Questions go to <a href="mailto:finance@demo.pulse">finance@demo.pulse</a>.</p>`,
  },
  {
    daysAgo: 4,
    title: 'We are moving to a new office',
    tag: 'Office',
    colors: ['#1e3a8a', '#0ea5e9'],
    isPublished: true,
    isSendMail: true,
    hasAttachments: true,
    html: `<h2>Welcome to Baner Business Park, Tower B</h2>
<p>After four great years in Kothrud we have outgrown our floor. From the first Monday of next month we work from <strong>Tower B, 6th floor, Baner Business Park</strong>, Pune.</p>
<h3>Moving week</h3>
<ul><li><strong>Wednesday:</strong> pack your desk (crates arrive on Tuesday evening)</li><li><strong>Thursday and Friday:</strong> everyone works from home</li><li><strong>Monday:</strong> first day in the new office, breakfast is on us</li></ul>
<p>The floor plan and the moving checklist are attached. Directions: <a href="https://www.openstreetmap.org/search?query=Baner%20Pune">Baner on OpenStreetMap</a>.</p>`,
  },
  {
    daysAgo: 9,
    title: 'Holiday calendar for next year is out',
    tag: 'HR',
    colors: ['#065f46', '#34d399'],
    isPublished: true,
    isSendMail: true,
    html: `<h2>Ten holidays, plus two of your choice</h2>
<p>The holiday list for next year is now in <strong>Leaves → Holiday List</strong>. This year we add two <em>floating holidays</em> that you pick yourself.</p>
<ul><li>Republic Day, Holi, Independence Day, Diwali and Christmas as usual</li><li>Floating holidays are applied for like any other leave</li><li>Unused floating holidays do not carry over</li></ul>
<p>Plan your long weekends early!</p>`,
  },
  {
    daysAgo: 15,
    title: 'Pulse Hack Days: 48 hours to build something new',
    tag: 'Engineering',
    colors: ['#4c1d95', '#a855f7'],
    isPublished: true,
    isSendMail: false,
    html: `<h2>Form a team, pick a problem, ship it</h2>
<p>Hack Days are back on the last Thursday and Friday of the month. Teams of two to five, any department welcome: some of the best ideas last year came from Sales and HR.</p>
<h3>Prizes</h3>
<ol><li>Best product idea: a team dinner and a day off</li><li>Best demo: noise-cancelling headphones</li><li>People's choice: voted by everyone on Friday evening</li></ol>
<p>Register your team with Vikram Singh by Monday. Read about last year's winners on <a href="https://en.wikipedia.org/wiki/Hackathon">what a hackathon is</a>.</p>`,
  },
  {
    daysAgo: 22,
    title: 'Q3 results: our best quarter yet',
    tag: 'Business',
    colors: ['#0f172a', '#2563eb'],
    isPublished: true,
    isSendMail: true,
    html: `<h2>Thank you, everyone</h2>
<p>Revenue grew <strong>18%</strong> over the previous quarter and we signed <strong>nine</strong> new customers, two of them in Europe.</p>
<ul><li>Customer satisfaction: 4.6 out of 5</li><li>Average response time on support tickets: under 3 hours</li><li>Headcount: 27 people across five departments</li></ul>
<blockquote><p>A record quarter comes from many small things done well. Thank you for every one of them.</p></blockquote>
<p>The full figures will be presented at the all-hands on Friday.</p>`,
  },
  {
    daysAgo: 30,
    title: 'Launching the Wellbeing Programme',
    tag: 'Wellbeing',
    colors: ['#9d174d', '#f472b6'],
    isPublished: true,
    isSendMail: true,
    html: `<h2>Look after yourself, we will help</h2>
<p>From this month every employee can use:</p>
<ul><li>Yoga on Tuesdays and Thursdays at 8:00 in the terrace room</li><li>Six free sessions a year with a counsellor, fully confidential</li><li>A fitness allowance of ₹1,500 a month for a gym or a sports club</li></ul>
<p>Find out more about <a href="https://www.who.int/health-topics/mental-health">mental health at the WHO</a> or talk to Ritika Saxena in HR.</p>`,
  },
  {
    daysAgo: 37,
    title: 'Welcome to our new joiners',
    tag: 'People',
    colors: ['#92400e', '#fbbf24'],
    isPublished: true,
    isSendMail: false,
    html: `<h2>Please say hello to</h2>
<ul><li><strong>Farah Khan</strong>, Software Engineer, Engineering</li><li><strong>Gaurav Mishra</strong>, Product Designer, Design</li><li><strong>Simran Kaur</strong>, Account Executive, Sales</li></ul>
<p>Their buddies will show them around this week. Drop by and introduce yourself at lunch!</p>`,
  },
  {
    daysAgo: 45,
    title: 'Security awareness month: watch out for phishing',
    tag: 'IT',
    colors: ['#7f1d1d', '#ef4444'],
    isPublished: true,
    isSendMail: true,
    html: `<h2>Three checks before you click</h2>
<ol><li>Does the sender's address match the company it claims to be?</li><li>Does the link go where the text says? Hover before you click.</li><li>Is someone rushing you? Urgency is the oldest trick there is.</li></ol>
<p>We will run practice phishing mails this month. If you spot one, report it to <a href="mailto:it@demo.pulse">it@demo.pulse</a>. Nobody gets into trouble for clicking; we learn together.</p>`,
  },
  {
    daysAgo: 56,
    title: 'Diwali celebrations at the office',
    tag: 'Culture',
    colors: ['#78350f', '#f59e0b'],
    isPublished: true,
    isSendMail: false,
    html: `<h2>Lights, sweets and a rangoli contest</h2>
<p>Join us on Friday afternoon for our Diwali celebration:</p>
<ul><li>15:00 rangoli contest, teams of three</li><li>16:30 sweets and snacks in the cafeteria</li><li>17:30 prize giving and the group photo</li></ul>
<p>Traditional wear is welcome. The office closes at 18:00 so that everyone gets home in time.</p>`,
  },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The title over at most two lines of about 30 characters.
const titleLines = (title: string) => {
  const lines: string[] = [''];
  for (const word of title.split(' ')) {
    const last = lines.length - 1;
    if (`${lines[last]} ${word}`.trim().length > 30 && lines[last] !== '') lines.push(word);
    else lines[last] = `${lines[last]} ${word}`.trim();
  }
  return lines.slice(0, 2);
};

// A 1200×400 banner: the item's gradient, a few soft circles, its tag and its title.
export const demoNewsBannerSvg = (item: Pick<DemoNewsItem, 'title' | 'tag' | 'colors'>, index: number) => {
  const [from, to] = item.colors;
  const lines = titleLines(item.title);
  const firstBaseline = lines.length === 1 ? 250 : 215;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="${1000 - index * 23}" cy="${80 + index * 11}" r="220" fill="#fff" fill-opacity=".08"/>
<circle cx="${1120 - index * 9}" cy="${330 - index * 7}" r="140" fill="#fff" fill-opacity=".1"/>
<circle cx="${860 + index * 17}" cy="360" r="70" fill="#fff" fill-opacity=".07"/>
<rect x="64" y="92" rx="20" width="${40 + item.tag.length * 17}" height="40" fill="#fff" fill-opacity=".2"/>
<text x="${64 + 20}" y="120" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff" letter-spacing="1">${escapeXml(item.tag.toUpperCase())}</text>
${lines
  .map(
    (line, lineIndex) =>
      `<text x="64" y="${firstBaseline + lineIndex * 72}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="58" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
  )
  .join('\n')}
<text x="64" y="360" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" fill="#fff" fill-opacity=".8">Demo Corporation · News Updates</text>
</svg>`;
};

// A one-page PDF: the new office's floor plan as a labelled grid of rooms.
const floorPlanPdf = async () => {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle('Tower B, 6th floor: floor plan');
  const page = pdf.addPage([842, 595]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText('Baner Business Park, Tower B, 6th floor', { x: 40, y: 550, size: 20, font: bold });
  page.drawText('Floor plan for the move. Desks are assigned by team; lockers by the entrance.', {
    x: 40,
    y: 525,
    size: 11,
    font: regular,
  });
  const rooms: [string, number, number, number, number][] = [
    ['Engineering (24 desks)', 40, 300, 360, 200],
    ['Design (8 desks)', 410, 300, 180, 200],
    ['Sales (10 desks)', 600, 300, 200, 200],
    ['Meeting room Sahyadri', 40, 160, 180, 130],
    ['Meeting room Konkan', 230, 160, 170, 130],
    ['HR and Administration', 410, 160, 180, 130],
    ['Cafeteria', 600, 160, 200, 130],
    ['Reception and lockers', 40, 40, 360, 110],
    ['Quiet room', 410, 40, 180, 110],
    ['Server room (IT only)', 600, 40, 200, 110],
  ];
  for (const [name, x, y, width, height] of rooms) {
    page.drawRectangle({ x, y, width, height, borderColor: rgb(0.15, 0.25, 0.55), borderWidth: 1.5 });
    page.drawText(name, {
      x: x + 10,
      y: y + height - 22,
      size: 12,
      font: regular,
      color: rgb(0.1, 0.1, 0.2),
    });
  }
  return Buffer.from(await pdf.save());
};

const MOVING_CHECKLIST = `Task,Who,When
Empty your drawers and take personal items home,Everyone,Tuesday
Label your monitor and docking station with your name,Everyone,Wednesday
Pack team documents into the numbered crates,Team leads,Wednesday
Return the old access cards at reception,Everyone,Friday
Collect your new access card at the Tower B reception,Everyone,Monday
`;

export type DemoNewsInput = {
  organizationId: string;
  timeZone: string;
  authorId: string | null;
  now: Date;
  // Where banners and attachments go; null keeps the items without files (tests, whose every storage
  // would otherwise hold them).
  storage: FileStorage | null;
};

// Banners and files are drawn and stored all at once (libvips works off the main thread); the rows then
// go in one item after another on the seed's transaction.
export const seedDemoNews = async (tx: Transaction, input: DemoNewsInput) => {
  const { organizationId, timeZone, authorId, now, storage } = input;
  const today = todayIn(timeZone, now);
  const floorPlan = storage ? await floorPlanPdf() : null;
  const prepared = await Promise.all(
    ITEMS.map(async (item, index) => {
      const newsId = randomUUID();
      const savedAt = new Date(now.getTime() - item.daysAgo * 24 * 60 * 60 * 1000);
      if (!storage) return { item, newsId, savedAt, bannerStorageKey: null, attachments: [] };
      const sharp = await loadSharp();
      const banner = await sharp(Buffer.from(demoNewsBannerSvg(item, index)))
        .jpeg({ quality: 82 })
        .toBuffer();
      const bannerStorageKey = newsBannerKey(organizationId, newsId);
      await storage.put(bannerStorageKey, banner, 'image/jpeg');
      const tile = await makeBannerTile(banner);
      if (!tile) throw new Error('a demo banner did not decode');
      await storage.put(newsBannerTileKey(bannerStorageKey), tile, 'image/jpeg');
      const files =
        item.hasAttachments && floorPlan
          ? [
              { fileName: 'Tower B floor plan.pdf', contentType: 'application/pdf', bytes: floorPlan },
              {
                fileName: 'Moving checklist.csv',
                contentType: 'text/csv',
                bytes: Buffer.from(MOVING_CHECKLIST),
              },
            ]
          : [];
      const attachments = await Promise.all(
        files.map(async (file) => {
          const storageKey = newsAttachmentKey(organizationId, newsId);
          await storage.put(storageKey, file.bytes, file.contentType);
          return {
            organizationId,
            newsId,
            fileName: file.fileName,
            storageKey,
            contentType: file.contentType,
            sizeBytes: file.bytes.length,
            uploadedAt: savedAt,
          };
        }),
      );
      return { item, newsId, savedAt, bannerStorageKey, attachments };
    }),
  );
  for (const { item, newsId, savedAt, bannerStorageKey, attachments } of prepared) {
    await insertNewsItem(tx, {
      id: newsId,
      organizationId,
      title: item.title,
      ...prepareDescription(item.html),
      entryDate: addDays(today, -item.daysAgo),
      isPublished: item.isPublished,
      isSendMail: item.isSendMail,
      authorId,
      bannerStorageKey,
      publishedAt: item.isPublished ? savedAt : null,
      createdAt: savedAt,
      updatedAt: savedAt,
    });
    await insertAttachments(tx, attachments);
  }
};
