import { describe, expect, it } from 'vitest';
import { createManualTimeBodySchema } from '../contracts/manual-time';
import { manualTimePulseTexts as texts } from '../spec-texts';
import {
  canTakeManualTimeAction,
  isApprovedAutomatically,
  MANUAL_TIME_ACTIONS,
  type ManualTimeAction,
  type ManualTimeActor,
  type ManualTimeStatus,
  manualTimeActionsFor,
  manualTimeMinutes,
  manualTimeRuleErrors,
  manualTimeSpan,
  spansOverlap,
} from './manual-time-rules';

// Monday 2026-03-02, 14:30 in Asia/Kolkata (UTC+5:30).
const NOW = new Date('2026-03-02T09:00:00Z');
const ZONE = 'Asia/Kolkata';

describe('manualTimeRuleErrors', () => {
  it.each([
    ['a past morning', { date: '2026-03-02', from: '09:00', to: '10:30' }, []],
    ['ending right now', { date: '2026-03-02', from: '13:00', to: '14:30' }, []],
    [
      'ending a minute from now',
      { date: '2026-03-02', from: '13:00', to: '14:31' },
      [['to', texts.inFuture]],
    ],
    ['tomorrow', { date: '2026-03-03', from: '09:00', to: '10:00' }, [['date', texts.inFuture]]],
    ['30 days back', { date: '2026-01-31', from: '09:00', to: '10:00' }, []],
    ['31 days back', { date: '2026-01-30', from: '09:00', to: '10:00' }, [['date', texts.tooOld]]],
    ['exactly 12 hours', { date: '2026-03-01', from: '08:00', to: '20:00' }, []],
    ['12 hours and a minute', { date: '2026-03-01', from: '08:00', to: '20:01' }, [['to', texts.tooLong]]],
    ['to equal to from', { date: '2026-03-01', from: '10:00', to: '10:00' }, [['to', texts.toNotAfterFrom]]],
    ['past midnight', { date: '2026-03-01', from: '22:00', to: '01:00' }, [['to', texts.toNotAfterFrom]]],
  ])('%s', (_name, times, expected) => {
    expect(
      manualTimeRuleErrors(times, { timeZone: ZONE, now: NOW }).map((error) => [error.path, error.message]),
    ).toEqual(expected);
  });

  it('reads from and to in the organisation’s zone', () => {
    const span = manualTimeSpan({ date: '2026-03-02', from: '09:00', to: '10:30' }, ZONE);
    expect(span.startedAt.toISOString()).toBe('2026-03-02T03:30:00.000Z');
    expect(span.endedAt.toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(manualTimeMinutes(span)).toBe(90);
  });

  it('counts a DST morning as the clock really ran', () => {
    // New York springs forward at 02:00 on 2026-03-08: 01:00–04:00 lasts two hours.
    const span = manualTimeSpan({ date: '2026-03-08', from: '01:00', to: '04:00' }, 'America/New_York');
    expect(manualTimeMinutes(span)).toBe(120);
  });
});

describe('spansOverlap', () => {
  const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour));
  it.each([
    ['inside', [9, 12], [10, 11], true],
    ['crossing the start', [9, 12], [8, 10], true],
    ['back to back', [9, 12], [12, 13], false],
    ['before', [9, 12], [6, 8], false],
  ])('%s', (_name, [a1, a2], [b1, b2], expected) => {
    expect(
      spansOverlap(
        { startedAt: at(a1 as number), endedAt: at(a2 as number) },
        { startedAt: at(b1 as number), endedAt: at(b2 as number) },
      ),
    ).toBe(expected);
  });
});

describe('isApprovedAutomatically', () => {
  it.each([
    [30, null, false],
    [29, 30, true],
    [30, 30, false],
    [720, 720, false],
  ])('%i minutes with threshold %s → %s', (minutes, threshold, expected) => {
    expect(isApprovedAutomatically(minutes, threshold)).toBe(expected);
  });
});

describe('who may do what', () => {
  const REQUESTER = 'requester';
  const MANAGER = 'manager';
  const ACTORS: Record<string, ManualTimeActor> = {
    requester: { employeeId: REQUESTER, isAdmin: false },
    'project manager': { employeeId: MANAGER, isAdmin: false },
    'other employee': { employeeId: 'someone', isAdmin: false },
    admin: { employeeId: 'admin', isAdmin: true },
    'admin who is the requester': { employeeId: REQUESTER, isAdmin: true },
  };
  const PENDING_ACTIONS: Record<string, ManualTimeAction[]> = {
    requester: ['delete'],
    'project manager': ['approve', 'deny'],
    'other employee': [],
    admin: ['approve', 'deny'],
    'admin who is the requester': ['delete'],
  };
  const statuses: ManualTimeStatus[] = ['pending', 'approved', 'denied'];

  it.each(Object.keys(ACTORS).flatMap((actor) => statuses.map((status) => [actor, status] as const)))(
    '%s on a %s request with a project',
    (actor, status) => {
      const request = { status, employeeId: REQUESTER, managerIds: [MANAGER] };
      const expected = status === 'pending' ? PENDING_ACTIONS[actor] : [];
      expect(manualTimeActionsFor(request, ACTORS[actor] as ManualTimeActor)).toEqual(expected);
    },
  );

  it('leaves a request without a project to administrators', () => {
    const request = { status: 'pending' as const, employeeId: REQUESTER, managerIds: [] };
    for (const action of MANUAL_TIME_ACTIONS.filter((name) => name !== 'delete')) {
      expect(canTakeManualTimeAction(action, request, { employeeId: MANAGER, isAdmin: false })).toBe(false);
      expect(canTakeManualTimeAction(action, request, { employeeId: 'admin', isAdmin: true })).toBe(true);
    }
  });
});

describe('createManualTimeBodySchema', () => {
  const valid = {
    date: '2026-03-02',
    from: '09:00',
    to: '10:00',
    projectId: '',
    todoId: '',
    isProductive: true,
    reason: 'Client visit',
  };
  const messages = (body: unknown) => {
    const result = createManualTimeBodySchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('takes empty project and to-do as none', () => {
    expect(createManualTimeBodySchema.parse(valid)).toMatchObject({ projectId: null, todoId: null });
  });

  it.each([
    ['no date', { date: '' }, [['date', texts.dateRequired]]],
    ['no from', { from: '' }, [['from', texts.fromRequired]]],
    ['a malformed to', { to: '9.30' }, [['to', texts.timeInvalid]]],
    ['to before from', { from: '11:00', to: '10:00' }, [['to', texts.toNotAfterFrom]]],
    ['no kind', { isProductive: null }, [['isProductive', texts.kindRequired]]],
    ['a blank reason', { reason: '   ' }, [['reason', texts.reasonRequired]]],
    ['a long reason', { reason: 'x'.repeat(501) }, [['reason', texts.reasonTooLong]]],
    [
      'a to-do without project',
      { todoId: '00000000-0000-4000-8000-000000000000' },
      [['todoId', texts.todoWithoutProject]],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });
});
