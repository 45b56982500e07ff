// @vitest-environment node
import type { Notification, NotificationList } from '@pulse/shared/contracts/notifications';
import { describe, expect, it } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { mergeNotification } from './use-live-notifications';

const notification = (id: string, isViewed: boolean): Notification => ({
  id,
  event: 'applied',
  recipientRole: 1,
  description: `Notification ${id}`,
  sentBy: null,
  leaveId: null,
  projectId: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  isViewed,
});

describe('mergeNotification', () => {
  it('puts a live notification first and marks the list unread', () => {
    const list: NotificationList = { ...listPageOf([notification('a', true)]), hasUnread: false };
    const merged = mergeNotification(list, notification('b', false));
    expect(merged?.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(merged?.hasUnread).toBe(true);
    expect(merged?.total).toBe(2);
  });

  it('ignores a notification it already holds and keeps at most 50', () => {
    const items = Array.from({ length: 50 }, (_, index) => notification(String(index), true));
    const merged = mergeNotification({ ...listPageOf(items), hasUnread: false }, notification('7', false));
    expect(merged?.items).toHaveLength(50);
    expect(merged?.items[0]?.id).toBe('7');
    expect(merged?.items.filter((item) => item.id === '7')).toHaveLength(1);
    expect(merged?.total).toBe(50);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(mergeNotification(undefined, notification('a', false))).toBeUndefined();
  });
});
