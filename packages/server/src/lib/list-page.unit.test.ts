import { listPageSchema } from '@pulse/shared/contracts/list-page';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listPage, wholeListPage } from './list-page';

const items = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('list page envelope', () => {
  it.each([
    {
      name: 'a first page links the next with the same filters',
      url: '/api/v1/leaves/mine',
      slice: { items: items(20), total: 45, page: 1, pageSize: 20 },
      totalPages: 3,
      next: '/api/v1/leaves/mine?page=2',
    },
    {
      name: 'a middle page keeps every query value and advances page',
      url: '/api/v1/projects?status=active&page=2&pageSize=10',
      slice: { items: items(10), total: 25, page: 2, pageSize: 10 },
      totalPages: 3,
      next: '/api/v1/projects?status=active&page=3&pageSize=10',
    },
    {
      name: 'the last page has no next',
      url: '/api/v1/projects?page=3&pageSize=10',
      slice: { items: items(5), total: 25, page: 3, pageSize: 10 },
      totalPages: 3,
      next: null,
    },
    {
      name: 'a full last page has no next',
      url: '/api/v1/news?page=2',
      slice: { items: items(20), total: 40, page: 2, pageSize: 20 },
      totalPages: 2,
      next: null,
    },
    {
      name: 'an empty list has one empty page',
      url: '/api/v1/outbox',
      slice: { items: [], total: 0, page: 1, pageSize: 20 },
      totalPages: 1,
      next: null,
    },
    {
      name: 'a page past the end is empty, without next',
      url: '/api/v1/outbox?page=9',
      slice: { items: [], total: 25, page: 9, pageSize: 20 },
      totalPages: 2,
      next: null,
    },
    {
      name: 'encoded query values stay encoded',
      url: '/api/v1/employees?search=a%20b&employeeIds=x,y',
      slice: { items: items(1), total: 2, page: 1, pageSize: 1 },
      totalPages: 2,
      next: '/api/v1/employees?search=a+b&employeeIds=x%2Cy&page=2',
    },
  ])('$name', ({ url, slice, totalPages, next }) => {
    const page = listPage(url, slice);
    expect(page).toEqual({ ...slice, totalPages, next });
    expect(listPageSchema(z.number()).parse(page)).toEqual(page);
  });

  it('keeps context fields beside the envelope', () => {
    const page = listPage('/api/v1/employees', {
      items: [],
      total: 0,
      page: 1,
      pageSize: 24,
      columns: ['name'],
    });
    expect(page.columns).toEqual(['name']);
  });

  it.each([
    { count: 0, pageSize: 1 },
    { count: 3, pageSize: 3 },
  ])('answers a whole list of $count as one page of $pageSize', ({ count, pageSize }) => {
    const page = wholeListPage('/api/v1/banks', { items: items(count), nextNumber: 4 });
    expect(page).toEqual({
      items: items(count),
      nextNumber: 4,
      total: count,
      page: 1,
      pageSize,
      totalPages: 1,
      next: null,
    });
  });
});
