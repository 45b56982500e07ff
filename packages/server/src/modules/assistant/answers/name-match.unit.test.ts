// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchNames, searchWordsOf } from './name-match';

const PROJECTS = ['Project Apollo', 'Customer Portal Redesign', 'HR Onboarding Portal', 'Pulse Mobile App'];
const PEOPLE = ['Priya Nair', 'Priya Sharma', 'Rahul Mehta', 'Aman Chopra', 'Amandeep Gill'];
const FILLER = new Set(['the', 'project']);

describe('matchNames', () => {
  it.each([
    ['apollo', ['Project Apollo']],
    ['the Apollo project', ['Project Apollo']],
    ['customer portal', ['Customer Portal Redesign']],
    ['Custmer Portal', ['Customer Portal Redesign']],
    ['portal', ['Customer Portal Redesign', 'HR Onboarding Portal']],
    ['pulse mobile app', ['Pulse Mobile App']],
    ['mobile', ['Pulse Mobile App']],
    ['website redesign', []],
    ['the project', []],
  ])('projects: "%s" → %j', (asked, expected) => {
    expect(matchNames(asked, PROJECTS, (name) => name, FILLER)).toEqual(expected);
  });

  it.each([
    ['Priya Nair', ['Priya Nair']],
    ["priya nair's", ['Priya Nair']],
    ['Priya Nayr', ['Priya Nair']],
    ['priya', ['Priya Nair', 'Priya Sharma']],
    // A whole word of the name beats a name the word only begins.
    ['Aman', ['Aman Chopra']],
    ['Ama', ['Aman Chopra', 'Amandeep Gill']],
    ['Mehta Rahul', ['Rahul Mehta']],
    ['Ra', []],
    ['Vikram', []],
  ])('people: "%s" → %j', (asked, expected) => {
    expect(matchNames(asked, PEOPLE, (name) => name)).toEqual(expected);
  });
});

describe('searchWordsOf', () => {
  it('gives the words of a name, longest first', () => {
    expect(searchWordsOf("Priya Nair's")).toEqual(['priya', 'nair']);
  });
});
