import { expect, it } from 'vitest';
import { baseOf, gerundOf } from './verb-forms';

it('conjugates beyond the action-verb list: a past verb to its gerund, a gerund to its base (the list first)', () => {
  expect([gerundOf('Worked'), gerundOf('matched'), baseOf('leading'), baseOf('contributing')]).toEqual(['working', 'matching', 'lead', 'contribute']);
});
