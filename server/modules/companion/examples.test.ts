import { describe, expect, it } from 'vitest';
import { createSearch } from '../../platform/search.js';
import { titleLibrary } from '../../test/library-source.js';
import { readWorkedExamples, WorkedExamples, workedExamples } from './examples.js';
import { itemKey, retrieveLibrary } from './library.js';

const examples = new WorkedExamples([
  {
    text: 'How do I manage nausea after chemo?',
    expected: ['resources-articles:Eating well during chemotherapy'],
    set: 'a',
  },
  {
    text: 'Chemo makes me vomit, what helps?',
    expected: ['resources-articles:Eating well during chemotherapy'],
    set: 'a',
  },
  { text: 'Where can I meet other caregivers?', expected: ['support-groups:Caregivers circle'], set: 'b' },
  {
    text: 'Is there a group for people looking after a parent?',
    expected: ['support-groups:Caregivers circle'],
    set: 'b',
  },
]);

describe("Forti's worked examples (round 10, decision 0053)", () => {
  it('vote for the items the most alike examples were answered with, across scripts', () => {
    // कीमो and chemo are one idea: a Hindi question finds the English examples.
    const votes = examples.votes('कीमो के बाद उल्टी हो रही है');
    expect([...votes.keys()][0]).toBe('resources-articles:Eating well during chemotherapy');
    expect(votes.get('resources-articles:Eating well during chemotherapy')).toBeCloseTo(1);
    expect(votes.has('support-groups:Caregivers circle')).toBe(false);
  });

  it('say nothing about a question that shares no idea with them', () => {
    expect(examples.votes('What time is it in Tokyo?').size).toBe(0);
    expect(examples.votes('').size).toBe(0);
  });

  it('can leave one writer out, so that a set is measured as if it were new', () => {
    const withoutA = examples.without('a');
    expect(withoutA.size).toBe(2);
    expect(
      withoutA.votes('How do I manage nausea after chemo?').has('resources-articles:Eating well during chemotherapy'),
    ).toBe(false);
  });

  it('ship with the companion: every example names the items that answer it', () => {
    const shipped = readWorkedExamples();
    expect(shipped.length).toBeGreaterThan(700);
    expect(shipped.every((e) => e.text.trim() !== '' && e.expected.length > 0)).toBe(true);
    expect(workedExamples().size).toBe(shipped.length);
  });
});

describe('retrieval steered by the worked examples', () => {
  const search = createSearch();
  search.register(
    titleLibrary('resources-articles', ['Eating well during chemotherapy', 'Chemotherapy day checklist']),
  );
  search.register(titleLibrary('support-groups', ['Caregivers circle', 'Young adults circle']));

  it('cites, of two items the words find alike, the one the alike examples were answered with', async () => {
    const found = await retrieveLibrary(search, 'Feeling sick from chemotherapy, any tips?', 'en', undefined, {
      examples,
    });
    expect(found.map(itemKey)).toEqual(['resources-articles:Eating well during chemotherapy']);
    // Without examples that speak to it, both items the words found alike are cited.
    const alone = await retrieveLibrary(search, 'Feeling sick from chemotherapy, any tips?', 'en', undefined, {
      examples: new WorkedExamples([]),
    });
    expect(alone.map(itemKey).sort()).toEqual([
      'resources-articles:Chemotherapy day checklist',
      'resources-articles:Eating well during chemotherapy',
    ]);
  });

  it('never cites an item the search did not find, however the examples vote', async () => {
    const only = createSearch();
    const workshops = Array.from({ length: 30 }, (_, i) => `Workshop number ${i + 1}`);
    only.register(titleLibrary('resources-articles', ['Chemotherapy day checklist', ...workshops]));
    // The examples alike answer with "Eating well during chemotherapy", which this library lacks.
    expect(
      examples.votes('Chemo makes me vomit, any checklist?').has('resources-articles:Eating well during chemotherapy'),
    ).toBe(true);
    const found = await retrieveLibrary(only, 'Chemo makes me vomit, any checklist?', 'en', undefined, { examples });
    expect(found.map(itemKey)).toEqual(['resources-articles:Chemotherapy day checklist']);
  });
});
