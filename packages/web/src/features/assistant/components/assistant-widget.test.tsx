import type {
  AssistantExchange,
  AssistantHistory,
  AssistantMessage,
} from '@pulse/shared/contracts/assistant';
import { assistantPulseTexts, assistantTexts } from '@pulse/shared/spec-texts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { AssistantWidget } from './assistant-widget';

const GREETING = "Hi Rahul! I'm ProBot. Ask me about your leave.";
const SUGGESTIONS = ['What is my leave balance?', 'When is the next holiday?'];
const POLICY_ID = '0b6f4a1e-7c2d-4e3f-9a8b-1c2d3e4f5a60';

const history = (overrides: Partial<AssistantHistory> = {}): AssistantHistory => ({
  greeting: GREETING,
  messages: [],
  suggestions: SUGGESTIONS,
  canStream: false,
  ...overrides,
});

let messageNumber = 0;
const message = (sender: AssistantMessage['sender'], text: string, extra: Partial<AssistantMessage> = {}) => {
  messageNumber += 1;
  return {
    id: `0b6f4a1e-7c2d-4e3f-9a8b-${String(messageNumber).padStart(12, '0')}`,
    sender,
    text,
    links: [],
    sources: [],
    createdAt: '2026-03-02T09:00:00.000Z',
    ...extra,
  } satisfies AssistantMessage;
};

const exchange = (
  question: string,
  reply: string,
  extra: Partial<AssistantMessage> = {},
): AssistantExchange => ({
  question: message('user', question),
  reply: message('bot', reply, extra),
});

const BALANCE = 'You have 10.5 leaves pending.\nTaken: 4.5 of 15.';
// Testing Library matches text with its whitespace collapsed.
const BALANCE_SHOWN = 'You have 10.5 leaves pending. Taken: 4.5 of 15.';

const balanceReply = () =>
  exchange('What is my leave balance?', BALANCE, {
    links: [{ label: 'Leaves', href: '/dashboard/leaves' }],
  });

const openProBot = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  await user.click(screen.getByRole('button', { name: assistantPulseTexts.open }));
  return screen.findByRole('dialog', { name: assistantTexts.title });
};

const conversation = () => screen.getByRole('log', { name: assistantPulseTexts.conversationLabel });
const textBox = () => screen.getByRole('textbox', { name: assistantPulseTexts.messageLabel });

// Lets a test see the widget while the reply is still on its way.
const holdPosts = () => {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await gate;
    return answer(input, init);
  });
  return release;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssistantWidget', () => {
  it('opens a ProBot dialog with Online, the greeting, questions to try and the focus in the text box', async () => {
    stubFetch({ 'GET /api/v1/assistant/history': { body: history() } });
    const { user } = renderWithProviders(<AssistantWidget />);
    const dialog = await openProBot(user);

    expect(within(dialog).getByRole('heading', { name: assistantTexts.title })).toBeDefined();
    expect(within(dialog).getByText(assistantTexts.online)).toBeDefined();
    expect(await within(conversation()).findByText(GREETING)).toBeDefined();
    const suggestions = within(dialog).getByRole('group', { name: assistantPulseTexts.suggestionsLabel });
    for (const question of SUGGESTIONS)
      expect(within(suggestions).getByRole('button', { name: question })).toBeDefined();
    expect(conversation().getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(textBox());
    expect(textBox().getAttribute('placeholder')).toBe(assistantTexts.placeholder);
    expect(within(dialog).getByRole('button', { name: assistantPulseTexts.send })).toBeDefined();
    // No attachment button, and no voice button where the browser has no speech recognition.
    expect(within(dialog).queryByRole('button', { name: /attach/i })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: assistantPulseTexts.voice })).toBeNull();
  });

  it('shows the stored conversation, a reply’s line breaks, its links and its quoted policy passage', async () => {
    stubFetch({
      'GET /api/v1/assistant/history': {
        body: history({
          messages: [
            message('user', 'How many days can I work remotely?'),
            message('bot', 'From the Remote Work Policy:\nup to 8 days a month.', {
              sources: [
                {
                  policyId: POLICY_ID,
                  policyName: 'Remote Work Policy',
                  heading: 'Eligibility',
                  passage: 'Employees may work remotely up to 8 days a month.',
                  href: `/dashboard/companyPolicy?policy=${POLICY_ID}`,
                },
              ],
              links: [
                // Linked under the passage already: not twice.
                { label: 'Remote Work Policy', href: `/dashboard/companyPolicy?policy=${POLICY_ID}` },
                { label: 'Company Policy', href: '/dashboard/companyPolicy' },
              ],
            }),
          ],
        }),
      },
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    const log = conversation();
    expect(await within(log).findByText('How many days can I work remotely?')).toBeDefined();
    // Line breaks kept.
    expect(within(log).getByText('From the Remote Work Policy: up to 8 days a month.').textContent).toBe(
      'From the Remote Work Policy:\nup to 8 days a month.',
    );
    expect(
      within(log).getByText('Employees may work remotely up to 8 days a month.').closest('blockquote'),
    ).not.toBeNull();
    expect(within(log).getByRole('link', { name: 'Remote Work Policy' }).getAttribute('href')).toBe(
      `/dashboard/companyPolicy?policy=${POLICY_ID}`,
    );
    expect(within(log).getByRole('link', { name: 'Company Policy' }).getAttribute('href')).toBe(
      '/dashboard/companyPolicy',
    );
    // Questions to try are for an empty conversation.
    expect(screen.queryByRole('group', { name: assistantPulseTexts.suggestionsLabel })).toBeNull();
  });

  it('sends with Enter: the question shows at once, ProBot is typing, then the reply', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/v1/assistant/history': { body: history() },
      'POST /api/v1/assistant/messages': (body) => {
        sent.push(body);
        return { status: 201, body: balanceReply() };
      },
    });
    const release = holdPosts();
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);

    await user.type(textBox(), '  What is my leave balance?  {Enter}');

    expect(within(conversation()).getByText('What is my leave balance?')).toBeDefined();
    expect(within(conversation()).getByText(assistantPulseTexts.typing)).toBeDefined();
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
    release();
    expect(await within(conversation()).findByText(BALANCE_SHOWN)).toBeDefined();
    expect(within(conversation()).queryByText(assistantPulseTexts.typing)).toBeNull();
    expect(within(conversation()).getByRole('link', { name: 'Leaves' }).getAttribute('href')).toBe(
      '/dashboard/leaves',
    );
    expect(within(conversation()).getAllByText('What is my leave balance?')).toHaveLength(1);
    expect(sent).toEqual([{ text: 'What is my leave balance?' }]);
  });

  it('starts a new line on Shift+Enter and ignores a blank message (spec A §5)', async () => {
    const fetchMock = stubFetch({ 'GET /api/v1/assistant/history': { body: history() } });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);

    await user.type(textBox(), '   {Shift>}{Enter}{/Shift}  ');
    expect((textBox() as HTMLTextAreaElement).value).toBe('   \n  ');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: assistantPulseTexts.send }));

    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
    expect(screen.getByRole('group', { name: assistantPulseTexts.suggestionsLabel })).toBeDefined();
  });

  it('asks a suggested question when it is clicked', async () => {
    const sent: unknown[] = [];
    stubFetch({
      'GET /api/v1/assistant/history': { body: history() },
      'POST /api/v1/assistant/messages': (body) => {
        sent.push(body);
        return { status: 201, body: balanceReply() };
      },
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await user.click(await screen.findByRole('button', { name: 'What is my leave balance?' }));
    expect(await screen.findByText(BALANCE_SHOWN)).toBeDefined();
    expect(sent).toEqual([{ text: 'What is my leave balance?' }]);
  });

  it.each([500, 429, 503])(
    'shows a %i answer as ProBot’s error (spec A §8) and keeps the question',
    async (status) => {
      stubFetch({
        'GET /api/v1/assistant/history': { body: history() },
        'POST /api/v1/assistant/messages': problem(status, 'Something went wrong'),
      });
      const { user } = renderWithProviders(<AssistantWidget />);
      await openProBot(user);
      await within(conversation()).findByText(GREETING);
      await user.type(textBox(), 'When is the next holiday?{Enter}');
      expect(
        await within(conversation()).findByText(
          `${assistantTexts.errorPrefix}${assistantTexts.serverError(status)}`,
        ),
      ).toBeDefined();
      expect(within(conversation()).getByText('When is the next holiday?')).toBeDefined();
    },
  );

  it('shows an answer with nothing in it as No relevant answer found (spec A §8)', async () => {
    stubFetch({
      'GET /api/v1/assistant/history': { body: history() },
      'POST /api/v1/assistant/messages': { status: 201, body: exchange('Hmm', '') },
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    await user.type(textBox(), 'Hmm{Enter}');
    expect(await within(conversation()).findByText(assistantTexts.noAnswer)).toBeDefined();
  });

  it('puts a refused (too long) question back in the box with the reason', async () => {
    stubFetch({
      'GET /api/v1/assistant/history': { body: history() },
      'POST /api/v1/assistant/messages': problem(400, 'Validation failed', [
        { path: 'text', message: assistantPulseTexts.messageTooLong },
      ]),
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    expect(textBox().getAttribute('maxlength')).toBe('1000');
    await user.type(textBox(), 'A long question{Enter}');
    expect(await screen.findByText(assistantPulseTexts.messageTooLong)).toBeDefined();
    expect((textBox() as HTMLTextAreaElement).value).toBe('A long question');
    expect(within(conversation()).queryByText('A long question')).toBeNull();
  });

  it('closes on Escape with the focus back on the button, and reopens with the conversation kept', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/assistant/history': { body: history() },
      'POST /api/v1/assistant/messages': { status: 201, body: balanceReply() },
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    await user.type(textBox(), 'What is my leave balance?{Enter}');
    await screen.findByText(BALANCE_SHOWN);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const openButton = screen.getByRole('button', { name: assistantPulseTexts.open });
    expect(document.activeElement).toBe(openButton);

    await openProBot(user);
    expect(screen.getByText(BALANCE_SHOWN)).toBeDefined();
    await user.click(screen.getByRole('button', { name: assistantPulseTexts.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET')).toHaveLength(1);
  });

  it('deletes the conversation after asking, then greets again', async () => {
    const fetchMock = stubFetch({
      'GET /api/v1/assistant/history': {
        body: history({ messages: [message('user', 'Hello'), message('bot', 'Hi there!')] }),
      },
      'DELETE /api/v1/assistant/history': { status: 204 },
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    const dialog = await openProBot(user);
    await within(conversation()).findByText('Hi there!');

    await user.click(within(dialog).getByRole('button', { name: assistantPulseTexts.clearHistory }));
    const confirm = await screen.findByRole('dialog', { name: assistantPulseTexts.clearQuestion });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(assistantPulseTexts.cleared)).toBeDefined();
    await waitFor(() => expect(within(conversation()).queryByText('Hi there!')).toBeNull());
    expect(within(conversation()).getByText(GREETING)).toBeDefined();
    expect(screen.getByRole('group', { name: assistantPulseTexts.suggestionsLabel })).toBeDefined();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(textBox()));
    // Nothing left to delete.
    expect(
      (screen.getByRole('button', { name: assistantPulseTexts.clearHistory }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says so as ProBot when the history cannot be loaded, and retries', async () => {
    let isDown = true;
    stubFetch({
      'GET /api/v1/assistant/history': () => (isDown ? problem(502, 'Bad gateway') : { body: history() }),
    });
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    expect(
      await screen.findByText(`${assistantTexts.errorPrefix}${assistantTexts.serverError(502)}`),
    ).toBeDefined();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(GREETING)).toBeDefined();
  });
});

// A text/event-stream answer from a list of events, as the server writes them.
const eventStream = (events: { event: string; data: unknown }[]) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        const encoder = new TextEncoder();
        for (const { event, data } of events)
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

describe('AssistantWidget with a streamed reply', () => {
  const stubStream = (events: { event: string; data: unknown }[]) => {
    const answerHistory = stubFetch({
      'GET /api/v1/assistant/history': { body: history({ canStream: true }) },
    });
    const posts: { url: string; body: unknown; accept: string | null }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method !== 'POST') return answerHistory(input, init);
      posts.push({
        url: String(input),
        body: JSON.parse(String(init.body)),
        accept: new Headers(init.headers).get('accept'),
      });
      return eventStream(events);
    });
    return posts;
  };

  it('asks for a stream and shows the stored reply when it is done', async () => {
    const stored = balanceReply();
    const posts = stubStream([
      { event: 'delta', data: { text: 'You have ' } },
      { event: 'delta', data: { text: '10.5 leaves' } },
      { event: 'done', data: stored },
    ]);
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    await user.type(textBox(), 'What is my leave balance?{Enter}');
    expect(await screen.findByText(BALANCE_SHOWN)).toBeDefined();
    expect(posts).toEqual([
      {
        url: '/api/v1/assistant/messages/stream',
        body: { text: 'What is my leave balance?' },
        accept: 'text/event-stream',
      },
    ]);
    expect(within(conversation()).getAllByText('What is my leave balance?')).toHaveLength(1);
  });

  it('shows the reply as it is written', async () => {
    const encoder = new TextEncoder();
    let server: ReadableStreamDefaultController<Uint8Array> | undefined;
    const write = (event: string, data: unknown) =>
      server?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const answerHistory = stubFetch({
      'GET /api/v1/assistant/history': { body: history({ canStream: true }) },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                server = controller;
              },
            }),
            { headers: { 'content-type': 'text/event-stream' } },
          )
        : answerHistory(input, init),
    );
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    await user.type(textBox(), 'What is my leave balance?{Enter}');
    expect(await within(conversation()).findByText(assistantPulseTexts.typing)).toBeDefined();

    write('delta', { text: 'You have ' });
    write('delta', { text: '10.5 leaves' });
    expect(await within(conversation()).findByText('You have 10.5 leaves')).toBeDefined();
    expect(within(conversation()).queryByText(assistantPulseTexts.typing)).toBeNull();

    write('done', balanceReply());
    server?.close();
    expect(await within(conversation()).findByText(BALANCE_SHOWN)).toBeDefined();
    expect(within(conversation()).queryByText('You have 10.5 leaves')).toBeNull();
  });

  it('shows a failure after the stream started as ProBot’s error', async () => {
    stubStream([
      { event: 'delta', data: { text: 'You have' } },
      { event: 'error', data: { status: 500 } },
    ]);
    const { user } = renderWithProviders(<AssistantWidget />);
    await openProBot(user);
    await within(conversation()).findByText(GREETING);
    await user.type(textBox(), 'What is my leave balance?{Enter}');
    expect(
      await screen.findByText(`${assistantTexts.errorPrefix}${assistantTexts.serverError(500)}`),
    ).toBeDefined();
    expect(screen.queryByText('You have')).toBeNull();
  });
});
