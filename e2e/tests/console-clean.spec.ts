import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { type CurrentEmployee, currentEmployeeSchema } from '@pulse/shared/contracts/auth';
import { todayIn } from '@pulse/shared/domain/organization-day';
import { paths, SETTINGS_KINDS, type SettingsKind } from '@pulse/shared/paths';
import { type DemoRole, sessionFile } from '../support/auth';

// Hardening (section 3): no page logs a console error, throws, or breaks the Content-Security-Policy,
// for any role. The routes come from the shared route table, so a new route is opened here without
// anyone adding it; the ones with parameters get real ids of the demo through the API.

type RouteKey = keyof typeof paths;

// A violation is reported as an event even when the code that caused it swallows the error (zod's
// `new Function` probe did exactly that), so the page keeps every one for the test to read.
const RECORD_CSP_VIOLATIONS = `
  window.cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.cspViolations.push(
      event.violatedDirective + ' refused ' + (event.blockedURI || 'inline code') +
        ' at ' + event.sourceFile + ':' + event.lineNumber,
    );
  });
`;

const test = base.extend<{ signedInAs: DemoRole | undefined }>({
  signedInAs: [undefined, { option: true }],
  // Each route's test opens its pages in the role's session that the setup project signed in.
  storageState: async ({ signedInAs }, use) => {
    await use(signedInAs ? sessionFile(signedInAs) : undefined);
  },
  context: async ({ context }, use) => {
    await context.addInitScript({ content: RECORD_CSP_VIOLATIONS });
    await use(context);
  },
});

// Settings and its forms open a page per tab and per kind: about ten pages in one test.
test.describe.configure({ timeout: 60_000 });

// A loading placeholder or spinner; a determinate bar (a project's budget) carries a value and stays.
const loadingIndicators = (page: Page) => page.locator('[role="progressbar"]:not([aria-valuenow])');

const isSocketTraffic = (url: string) => new URL(url).pathname.startsWith('/socket.io/');

type Visit = { pathname: string; problems: string[] };

// Opens `href` in a page of its own (so nothing of the page before is counted), waits until its heading
// shows and nothing loads any more, and returns every console error, uncaught error, failed request and
// CSP violation it produced.
const visit = async (context: BrowserContext, href: string): Promise<Visit> => {
  const page = await context.newPage();
  const problems: string[] = [];
  const inFlight = new Set<string>();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().includes('Content Security Policy')) {
      const { url, lineNumber } = message.location();
      problems.push(`console.${message.type()}: ${message.text()} (${url}:${lineNumber})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  // The socket's long poll stays open by design; every other request must end.
  page.on('request', (request) => {
    if (!isSocketTraffic(request.url())) inFlight.add(`${request.method()} ${request.url()}`);
  });
  page.on('requestfinished', (request) => inFlight.delete(`${request.method()} ${request.url()}`));
  page.on('requestfailed', (request) => {
    inFlight.delete(`${request.method()} ${request.url()}`);
    problems.push(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
  });

  await page.goto(href);
  // The page's heading, or the heading of the dialog the address opens (which hides the page's).
  const heading = page.getByRole('heading', { level: 1 }).or(page.getByRole('dialog').getByRole('heading'));
  await expect(heading.first()).toHaveText(/\S/);
  await expect
    .poll(async () => inFlight.size + (await loadingIndicators(page).count()), {
      message: `${href} keeps loading`,
    })
    .toBe(0);
  await expect(page.getByRole('heading', { name: /^(Something went wrong|Page not found)$/ })).toHaveCount(0);
  problems.push(...(await page.evaluate<string[]>('window.cspViolations')).map((v) => `CSP: ${v}`));
  const { pathname } = new URL(page.url());
  await page.close();
  return { pathname, problems };
};

const expectClean = (href: string, problems: string[]) => {
  expect(problems, `${href} logged problems`).toEqual([]);
};

// ---- Real ids of the demo, read with the signed-in role's own session ----------------------------------

// Lists answer either an array or `{ items }`, each entry with an id.
const idsOf = (body: unknown): string[] => {
  const items: unknown = Array.isArray(body) ? body : (body as { items?: unknown }).items;
  if (!Array.isArray(items)) throw new Error(`not a list: ${JSON.stringify(body).slice(0, 200)}`);
  return items.map((item: { id?: unknown }) => String(item.id));
};

const readIds = async (api: APIRequestContext, path: string): Promise<string[]> => {
  const answer = await api.get(`/api/v1${path}`);
  expect(answer.status(), `GET ${path}`).toBe(200);
  return idsOf(await answer.json());
};

const firstId = async (api: APIRequestContext, path: string): Promise<string> => {
  const [id] = await readIds(api, path);
  if (id === undefined) throw new Error(`the demo has nothing at ${path}: no record to open the page on`);
  return id;
};

const masterDataPaths: Record<SettingsKind, string> = {
  bank: '/banks',
  designation: '/designations',
  department: '/departments',
  shift: '/shifts',
  leaves: '/leave-settings',
};

// A to-do the role sees: the first of the first project that has one.
const firstTodoId = async (api: APIRequestContext) => {
  for (const projectId of await readIds(api, '/projects/choices')) {
    const [todoId] = await readIds(api, `/todos?projectId=${projectId}`);
    if (todoId) return todoId;
  }
  throw new Error('the demo has no to-do this role can open');
};

// Settings has one address per tab: as many as the page shows.
const settingsTabCount = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(paths.settings.getHref());
  const tabs = page.getByRole('tablist', { name: 'Settings' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  await page.close();
  return count;
};

type Demo = { api: APIRequestContext; me: CurrentEmployee; context: BrowserContext };
const todayOf = (me: CurrentEmployee) => todayIn(me.organization.timeZone, new Date());

// The addresses to open besides the bare route, with real ids of the demo. A route with a required
// parameter must be here (the test fails and says so otherwise); one whose parameters are optional,
// or that reads the query string, is opened bare first. The links are produced one at a time and the
// walk stops at the first that sends the role away, so a role never reads lists it may not read.
const linksWithIds: Partial<Record<RouteKey, (demo: Demo) => AsyncGenerator<string>>> = {
  async *addProject({ api }) {
    yield paths.addProject.getHref(await firstId(api, '/projects'));
  },
  async *todos({ api }) {
    yield paths.todos.getHref(await firstId(api, '/projects/choices'));
  },
  async *editTodo({ api }) {
    yield paths.editTodo.getHref(await firstTodoId(api));
  },
  async *addEmployee({ api }) {
    yield paths.addEmployee.getHref(await firstId(api, '/employees'));
  },
  async *ownTimeSheetDetails({ me }) {
    yield paths.ownTimeSheetDetails.getHref(todayOf(me));
  },
  async *timeSheetDetails({ me }) {
    yield paths.timeSheetDetails.getHref(todayOf(me), me.employeeCode, me.name);
  },
  async *leaves() {
    yield paths.leaves.getHref('holidays');
  },
  async *addLeave({ me }) {
    yield paths.addLeave.getHref(me.employeeCode);
  },
  async *addNews({ api }) {
    yield paths.addNews.getHref(await firstId(api, '/news?scope=all'));
  },
  async *newsDetails({ api }) {
    yield paths.newsDetails.getHref(await firstId(api, '/news?scope=published'));
  },
  async *manualTime({ me }) {
    yield paths.manualTime.getHref({ date: todayOf(me) });
  },
  async *settings({ context }) {
    const count = await settingsTabCount(context);
    for (let tab = 0; tab < count; tab += 1) yield paths.settings.getHref(tab);
  },
  async *settingsForm({ api }) {
    for (const kind of SETTINGS_KINDS) yield paths.settingsForm.getHref(kind);
    for (const kind of SETTINGS_KINDS) {
      yield paths.settingsForm.getHref(kind, await firstId(api, masterDataPaths[kind]));
    }
  },
  async *companyPolicy({ api }) {
    yield paths.companyPolicy.getHref(await firstId(api, '/policies'));
  },
};

const hasRequiredParameter = (path: string) => /:\w+(?!\?)(\/|$)/.test(path);

async function* linksOf(key: RouteKey, demo: Demo): AsyncGenerator<string> {
  const { path } = paths[key];
  const withIds = linksWithIds[key];
  if (hasRequiredParameter(path) && !withIds) {
    throw new Error(`${key} (${path}) has a required parameter: say in linksWithIds how to fill it`);
  }
  if (!hasRequiredParameter(path)) yield path.replace(/\/:\w+\?/g, '');
  if (withIds) yield* withIds(demo);
}

const routeKeys = Object.keys(paths) as RouteKey[];
// Everything under /dashboard needs a session (the dashboard shell); the rest is public.
const isSignedInRoute = (key: RouteKey) => paths[key].path.startsWith(paths.dashboard.path);

test.describe('signed out', () => {
  for (const key of routeKeys.filter((key) => !isSignedInRoute(key))) {
    test(`${key} (${paths[key].path}) logs no error`, async ({ context }) => {
      expect(hasRequiredParameter(paths[key].path), 'a public route with parameters').toBe(false);
      const href = paths[key].path;
      const { problems } = await visit(context, href);
      expectClean(href, problems);
    });
  }
});

for (const role of ['admin', 'employee'] as const) {
  test.describe(`signed in as the demo ${role}`, () => {
    test.use({ signedInAs: role });

    for (const key of routeKeys.filter(isSignedInRoute)) {
      test(`${key} (${paths[key].path}) logs no error`, async ({ context }) => {
        const me = currentEmployeeSchema.parse(await (await context.request.get('/api/v1/me')).json());
        for await (const href of linksOf(key, { api: context.request, me, context })) {
          const opened = await visit(context, href);
          expectClean(href, opened.problems);
          // spec A §6: an administrators' route sends anyone else to the dashboard; an administrator
          // opens every route.
          if (opened.pathname === paths.dashboard.path && paths[key].path !== paths.dashboard.path) {
            expect(role, `${href} sent the ${role} to the dashboard`).toBe('employee');
            test.info().annotations.push({ type: 'not for this role', description: href });
            break;
          }
        }
      });
    }
  });
}
