import { ROLE, type RoleId } from '@pulse/shared/domain/roles';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Auth } from '../../lib/auth-context';
import type { FieldCipher } from '../../lib/field-encryption';
import { loadDocx, loadPdfLib } from '../../lib/lazy-modules';
import type { OrganizationContext } from '../../lib/organization-context';
import type { FileStorage } from '../../lib/storage/storage';
import { acknowledgePolicy, addPolicy } from '../../modules/policies/policies.service';
import { noRealtime } from '../../realtime/realtime';
import type { Transaction } from '../client';

// The demo's company policies: four documents with real text, generated here as the files
// an HR team would upload (three PDFs and a DOCX) and added through the policies module's own use
// cases, so their text is extracted and searchable like any upload's.

export type PolicySection = { heading: string; paragraphs: string[] };
type DemoPolicy = {
  title: string;
  format: 'pdf' | 'docx';
  requiresAcknowledgement: boolean;
  // How long before the seed's `now` it was uploaded.
  daysAgo: number;
  sections: PolicySection[];
};

// Plain ASCII: the PDFs use the standard Helvetica font, which has no glyphs beyond Latin-1.
const DEMO_POLICIES: DemoPolicy[] = [
  {
    title: 'Leave Policy',
    format: 'pdf',
    requiresAcknowledgement: false,
    daysAgo: 60,
    sections: [
      {
        heading: '1. Purpose and scope',
        paragraphs: [
          'This policy explains the kinds of leave available at Demo Corporation, how much of each an employee earns, and how leave is applied for and approved. It applies to every permanent employee. Interns and contractors follow the terms of their own agreements.',
          'The leave year runs from 1 January to 31 December. Leave is applied for and approved in Pulse under Leaves; a request made by e-mail or chat is not a leave request.',
        ],
      },
      {
        heading: '2. Paid leave',
        paragraphs: [
          'Every eligible employee has a number of paid leave days each year, set by HR in Pulse under Leave settings (20 days this year). Your entitlement, the leave you have taken and the leave still pending are shown on your dashboard under Leaves Status.',
          'You become eligible 3 months after your joining date, or 4 months after it when you joined after the 15th of the month. In the year you become eligible you receive a share of the yearly number for the months that remain; from the next year on you receive the full number.',
          'Paid leave covers holidays, personal matters and illness alike. For more than 2 consecutive days of illness, upload a medical certificate to your documents when you return. Unused days are not carried forward to the next year.',
          'Maternity leave of 26 weeks and paternity leave of 10 working days are granted as the law provides, in addition to paid leave. Bereavement leave of 3 days is granted for the loss of an immediate family member.',
        ],
      },
      {
        heading: '3. Applying for leave',
        paragraphs: [
          'Apply in Pulse at least 3 working days before planned leave of up to 2 days, and at least 2 weeks before planned leave of 3 days or more. Choose the kind of leave, the dates and, for a single day, whether it is a full day or a half day. A half day counts as 0.5 of a day.',
          'Unplanned leave, such as sick leave, is applied for on the day, before 10:00 where possible, and your manager is told by phone or chat as well.',
          'Choose the managers your request goes to when you apply. You can cancel a pending or approved request until its last day has passed.',
        ],
      },
      {
        heading: '4. Approval',
        paragraphs: [
          'Managers decide on a request within 2 working days. A request may be declined when the team cannot cover the work, for example during a release or a customer go-live; the manager then suggests other dates.',
          'Leave that was not applied for and approved, and a working day without attendance or tracked time, is recorded as Marked Absent and may be treated as unpaid leave.',
        ],
      },
      {
        heading: '5. Public holidays',
        paragraphs: [
          'The list of public holidays for the year is published in Pulse under Leaves before 1 January. Holidays that fall inside a leave period are not counted as leave days.',
        ],
      },
      {
        heading: '6. Leaving the company',
        paragraphs: [
          'On resignation, unused paid leave of the current year is paid out with the final settlement at the basic salary rate. Leave cannot be used to shorten the notice period unless the manager and HR agree in writing.',
          'Questions about this policy go to the HR team at hr@demo.pulse.',
        ],
      },
    ],
  },
  {
    title: 'Remote Work Policy',
    format: 'docx',
    requiresAcknowledgement: false,
    daysAgo: 45,
    sections: [
      {
        heading: '1. Purpose',
        paragraphs: [
          'Demo Corporation supports working from home where the work allows it. This policy sets out who may work remotely, how often, and what we expect of everyone on a remote day.',
        ],
      },
      {
        heading: '2. Eligibility and frequency',
        paragraphs: [
          'Employees who have completed their probation may work remotely up to 2 days a week. The remote days are agreed with the manager at the start of each week and shown in the team calendar.',
          'Remote days cannot be saved up or carried over to the next week. Working remotely for longer, for example while caring for a family member, needs the written approval of both the manager and HR.',
          'Roles that need to be on site, such as office administration and hardware support, are excluded unless the manager agrees otherwise.',
        ],
      },
      {
        heading: '3. Working hours and availability',
        paragraphs: [
          'Remote days follow normal working hours. Be reachable on chat and by phone between 10:00 and 17:00 India time, join meetings with your camera on when asked, and keep your calendar up to date.',
          'Keep the Pulse tracker running while you work, as you would in the office: it records your working time for timesheets and project budgets.',
        ],
      },
      {
        heading: '4. Workspace and equipment',
        paragraphs: [
          'Work from a quiet place with a reliable internet connection. Use your company laptop only, and connect to company systems through the VPN.',
          'Do not work from public places where others can see your screen or hear your calls about customers. Printed documents with company or customer information stay in the office.',
        ],
      },
      {
        heading: '5. Expenses',
        paragraphs: [
          'Employees who work remotely at least one day a week receive an internet allowance of INR 1,000 a month with their salary. Other home office costs are not reimbursed unless HR has agreed them in advance.',
        ],
      },
      {
        heading: '6. Changes and withdrawal',
        paragraphs: [
          'A manager may ask an employee to come to the office on a planned remote day when the work needs it, with at least one day of notice. Remote work may be withdrawn for an employee whose availability or results fall short, after a conversation with the manager and HR.',
        ],
      },
    ],
  },
  {
    title: 'Code of Conduct',
    format: 'pdf',
    requiresAcknowledgement: true,
    daysAgo: 30,
    sections: [
      {
        heading: '1. Why we have this code',
        paragraphs: [
          'Our customers, colleagues and partners trust us to act honestly and fairly. This code describes the behaviour we expect from everyone who works at Demo Corporation, whatever their role. Every employee reads it and acknowledges it in Pulse.',
        ],
      },
      {
        heading: '2. Respect at work',
        paragraphs: [
          'Treat everyone with respect. We do not tolerate harassment, bullying or discrimination on the grounds of gender, religion, caste, age, disability, sexual orientation or any other personal characteristic, in the office, online or at company events.',
          'Sexual harassment is handled by the Internal Committee under the Prevention of Sexual Harassment (POSH) Act. Complaints can be made to any committee member or to hr@demo.pulse.',
        ],
      },
      {
        heading: '3. Honesty and conflicts of interest',
        paragraphs: [
          'Record your working time, expenses and leave truthfully. Tell your manager and HR about any interest that could influence your decisions at work, such as a second job, a stake in a supplier or a close relative in your reporting line.',
          'Do not accept gifts, meals or hospitality worth more than INR 2,000 from customers or suppliers, and never accept cash. Report any offer above that limit to HR.',
        ],
      },
      {
        heading: '4. Confidential information',
        paragraphs: [
          'Information about customers, colleagues, salaries and our plans is confidential. Share it only with people who need it for their work, and keep it confidential after you leave the company.',
          'Personal data of employees and customers is handled according to the IT Security Policy and the law on data protection.',
        ],
      },
      {
        heading: '5. Company property',
        paragraphs: [
          'Laptops, phones, software licences and office equipment are provided for work. Look after them, do not lend them to others, and return them when you leave.',
        ],
      },
      {
        heading: '6. Social media and public statements',
        paragraphs: [
          'Only the management team speaks for the company in public. When you write about your work online, make clear that the views are your own and never share confidential information or pictures of customer systems.',
        ],
      },
      {
        heading: '7. Raising concerns',
        paragraphs: [
          'If you see behaviour that breaks this code, tell your manager, HR or the ethics line at ethics@demo.pulse. Concerns can be raised anonymously. Nobody who raises a concern in good faith will suffer any disadvantage for doing so.',
          'Breaking this code may lead to disciplinary action, up to and including termination of employment.',
        ],
      },
    ],
  },
  {
    title: 'IT Security Policy',
    format: 'pdf',
    requiresAcknowledgement: false,
    daysAgo: 20,
    sections: [
      {
        heading: '1. Scope',
        paragraphs: [
          'This policy applies to every employee and contractor who uses Demo Corporation devices, accounts or data, in the office or elsewhere.',
        ],
      },
      {
        heading: '2. Passwords and accounts',
        paragraphs: [
          'Use a password of at least 12 characters for every company account, and a different one for each. A password manager approved by IT is provided for this. Never share your password, not even with IT staff.',
          'Turn on two-factor authentication wherever it is offered. Accounts are personal: do not let anyone else work under your name.',
        ],
      },
      {
        heading: '3. Devices',
        paragraphs: [
          'Company laptops are encrypted and receive security updates automatically; restart when asked to finish installing them. Lock your screen whenever you leave your desk (Windows key + L, or Control + Command + Q on a Mac).',
          'Install software only from the company software centre. Personal devices may be used for e-mail and chat through the approved apps only, with a screen lock set.',
        ],
      },
      {
        heading: '4. E-mail and phishing',
        paragraphs: [
          'Be careful with links and attachments, especially in messages that are urgent, unexpected or ask for passwords or payments. When in doubt, do not click: forward the message to security@demo.pulse and delete it.',
          'Payment details are never changed on the strength of an e-mail alone; confirm by phone with a known contact.',
        ],
      },
      {
        heading: '5. Data handling',
        paragraphs: [
          'Store work files in the company cloud storage, never on USB drives or personal cloud accounts. Customer data stays in the systems where it belongs and is not copied to spreadsheets or chats without need.',
          'Classify documents as Public, Internal or Confidential, and share Confidential documents only with named people.',
        ],
      },
      {
        heading: '6. Reporting incidents',
        paragraphs: [
          'Report a lost or stolen device, a suspected virus or a message you clicked by mistake to the IT helpdesk at once, on extension 4357 or security@demo.pulse. Reporting quickly limits the damage; nobody is blamed for reporting an honest mistake.',
        ],
      },
    ],
  },
];

// A4 in points, with 2 cm margins.
const PAGE = { width: 595.28, height: 841.89, margin: 56.7 };

const wrap = (text: string, font: PDFFont, size: number, width: number) => {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
};

// The policy as HR would upload it; bench/assistant-reply.ts builds its documents with these too.
export const buildPdf = async (organizationName: string, policy: Pick<DemoPolicy, 'title' | 'sections'>) => {
  const { PDFDocument, rgb, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(policy.title);
  pdf.setAuthor(organizationName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const bottom = PAGE.margin + 20;
  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const write = (text: string, font: PDFFont, size: number, spaceAfter: number) => {
    for (const line of wrap(text, font, size, textWidth)) {
      if (y - size * 1.4 < bottom) newPage();
      y -= size * 1.4;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    }
    y -= spaceAfter;
  };
  write(policy.title, bold, 20, 4);
  write(organizationName, regular, 11, 16);
  for (const section of policy.sections) {
    // A heading stays with the first lines of its text.
    if (y - 13 * 1.4 - 3 * 10.5 * 1.4 < bottom) newPage();
    write(section.heading, bold, 13, 4);
    for (const paragraph of section.paragraphs) write(paragraph, regular, 10.5, 8);
    y -= 6;
  }
  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    each.drawText(`${organizationName} - ${policy.title} - page ${index + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 8,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return Buffer.from(await pdf.save());
};

export const buildDocx = async (organizationName: string, policy: Pick<DemoPolicy, 'title' | 'sections'>) => {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph } = await loadDocx();
  return Packer.toBuffer(
    new Document({
      creator: organizationName,
      title: policy.title,
      sections: [
        {
          children: [
            new Paragraph({ text: policy.title, heading: HeadingLevel.TITLE }),
            new Paragraph({ text: organizationName, alignment: AlignmentType.LEFT }),
            ...policy.sections.flatMap((section) => [
              new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }),
              ...section.paragraphs.map((text) => new Paragraph({ text, spacing: { after: 160 } })),
            ]),
          ],
        },
      ],
    }),
  );
};

const DAY_MS = 24 * 60 * 60 * 1000;

export const seedDemoPolicies = async (
  tx: Transaction,
  input: {
    organization: OrganizationContext;
    // In the demo's order: the administrator first, then the employee who signs in (demo.ts).
    people: { id: string }[];
    storage: FileStorage;
    cipher: FieldCipher;
    now: Date;
  },
) => {
  const { organization, people, storage, cipher, now } = input;
  const authOf = (employeeId: string | undefined, roleId: RoleId): Auth => {
    if (!employeeId) throw new Error('the demo has fewer people than its policies expect');
    return { sessionId: 'demo-seed', employeeId, organizationId: organization.id, roleId, organization };
  };
  const depsAt = (at: Date) => ({ db: tx, clock: { now: () => at }, cipher, storage, realtime: noRealtime });
  const admin = authOf(people[0]?.id, ROLE.admin);
  for (const policy of DEMO_POLICIES) {
    const bytes =
      policy.format === 'pdf'
        ? await buildPdf(organization.name, policy)
        : await buildDocx(organization.name, policy);
    const uploadedAt = new Date(now.getTime() - policy.daysAgo * DAY_MS);
    const added = await addPolicy(
      depsAt(uploadedAt),
      admin,
      { fileName: `${policy.title}.${policy.format}`, bytes },
      { requiresAcknowledgement: policy.requiresAcknowledgement },
    );
    if (!policy.requiresAcknowledgement) continue;
    // A few colleagues have acknowledged it; the administrator and the employee who signs in (the
    // second person, used by the browser tests) have not, so both see it waiting.
    for (const [index, daysLater] of [
      [2, 1],
      [3, 2],
      [10, 5],
    ] as const) {
      await acknowledgePolicy(
        depsAt(new Date(uploadedAt.getTime() + daysLater * DAY_MS)),
        authOf(people[index]?.id, ROLE.employee),
        added.id,
        added.version,
      );
    }
  }
};
