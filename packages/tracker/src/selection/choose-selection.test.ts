import type { TrackerProject } from '@pulse/shared/contracts/tracker';
import { describe, expect, it } from 'vitest';
import { chooseSelection, findByNameOrId } from './choose-selection';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const projects: TrackerProject[] = [
  {
    id: id(1),
    name: 'Website Redesign',
    status: 2,
    todos: [
      { id: id(11), name: 'Landing page', status: 2 },
      { id: id(12), name: 'Review', status: 0 },
      { id: id(13), name: 'review', status: 0 },
    ],
  },
  { id: id(2), name: 'Mobile App', status: 1, todos: [] },
];

const NOW = new Date('2026-03-02T09:15:00Z');

describe('findByNameOrId', () => {
  it.each([
    ['an exact name', 'Mobile App', id(2)],
    ['a name in another case, with spaces around', '  website redesign ', id(1)],
    ['an id', id(2), id(2)],
    ['an id in capitals', id(1).toUpperCase(), id(1)],
  ])('finds a project by %s', (_, query, expected) => {
    expect(findByNameOrId(projects, query)).toEqual({
      kind: 'found',
      item: projects.find((project) => project.id === expected),
    });
  });

  it.each([
    ['a part of a name', 'Website'],
    ['an empty query', ''],
    ['an unknown id', id(9)],
  ])('finds nothing for %s', (_, query) => {
    expect(findByNameOrId(projects, query)).toEqual({ kind: 'unknown' });
  });

  it('reports every item that shares the name asked for', () => {
    const todos = projects[0]?.todos ?? [];
    expect(findByNameOrId(todos, 'REVIEW')).toEqual({ kind: 'ambiguous', items: [todos[1], todos[2]] });
    // The id still picks one of them.
    expect(findByNameOrId(todos, id(13))).toEqual({ kind: 'found', item: todos[2] });
  });
});

describe('chooseSelection', () => {
  it('selects a project and a to-do, keeping their names and the moment of the choice', () => {
    expect(chooseSelection(projects, 'website redesign', 'landing PAGE', NOW)).toEqual({
      selection: {
        project: { id: id(1), name: 'Website Redesign' },
        todo: { id: id(11), name: 'Landing page' },
        selectedAt: '2026-03-02T09:15:00.000Z',
      },
    });
  });

  it('selects a project without a to-do', () => {
    expect(chooseSelection(projects, id(2), undefined, NOW)).toEqual({
      selection: { project: { id: id(2), name: 'Mobile App' }, todo: null, selectedAt: NOW.toISOString() },
    });
  });

  it.each([
    [
      'an unknown project',
      'Intranet',
      undefined,
      `none of your projects is named or has the id "Intranet"; yours: "Website Redesign" (${id(1)}), "Mobile App" (${id(2)})`,
    ],
    [
      'an unknown to-do',
      'Website Redesign',
      'Footer',
      `"Website Redesign" has no open to-do of yours named or with the id "Footer"; yours: "Landing page" (${id(11)}), "Review" (${id(12)}), "review" (${id(13)})`,
    ],
    [
      'a to-do of a project without any',
      'Mobile App',
      'Splash',
      '"Mobile App" has no open to-do assigned to you',
    ],
    [
      'a to-do name two to-dos share',
      'Website Redesign',
      'Review',
      `"Review" names 2 to-dos of "Website Redesign": "Review" (${id(12)}), "review" (${id(13)}); give the id instead`,
    ],
    ['a to-do of another project', 'Mobile App', id(11), '"Mobile App" has no open to-do assigned to you'],
  ])('explains %s', (_, project, todo, error) => {
    expect(chooseSelection(projects, project, todo, NOW)).toEqual({ error });
  });

  it('says so when the employee is on no project', () => {
    expect(chooseSelection([], 'Website', undefined, NOW)).toEqual({
      error: 'you are on no project’s team yet',
    });
  });

  it('reports projects that share a name (the server keeps them unique, the agent does not rely on it)', () => {
    const twins = [projects[1], { ...projects[1], id: id(3) }] as TrackerProject[];
    expect(chooseSelection(twins, 'mobile app', undefined, NOW)).toEqual({
      error: `"mobile app" names 2 projects: "Mobile App" (${id(2)}), "Mobile App" (${id(3)}); give the id instead`,
    });
  });
});
