import { describe, expect, it } from 'vitest';
import {
  applicationIdOf,
  readAddParams,
  cardDragId,
  cardName,
  columnDropId,
  describeMove,
  groupByStage,
  moveApplication,
  moveApplications,
  nextDropTarget,
  stageForDrop,
} from './board-rules';
import { makeItem } from './test-items';

describe('groupByStage', () => {
  it('puts each card in its stage, the most recently moved first', () => {
    const items = [
      makeItem(1, { stage: 'applied', stageChangedAt: '2026-02-01T00:00:00.000Z' }),
      makeItem(2, { stage: 'applied', stageChangedAt: '2026-03-01T00:00:00.000Z' }),
      makeItem(3, { stage: 'rejected' }),
      makeItem(4),
    ];
    const groups = groupByStage(items);
    expect(groups.applied.map((i) => i.id)).toEqual([2, 1]);
    expect(groups.rejected.map((i) => i.id)).toEqual([3]);
    expect(groups.saved.map((i) => i.id)).toEqual([4]);
    expect(groups.offer).toEqual([]);
    expect(groups.no_response).toEqual([]);
  });
});

describe('moveApplication', () => {
  const at = '2026-05-01T10:00:00.000Z';
  it('changes only the moved card, dating the move and the first application', () => {
    const items = [makeItem(1), makeItem(2)];
    const moved = moveApplication(items, 1, 'applied', at);
    expect(moved[0]).toMatchObject({ stage: 'applied', stageChangedAt: at, appliedAt: at });
    expect(moved[1]).toBe(items[1]);
    expect(items[0]!.stage).toBe('saved');
  });
  it('keeps the first applied date and leaves a card already in the stage alone', () => {
    const items = [makeItem(1, { stage: 'interviewing', appliedAt: '2026-04-01T00:00:00.000Z' })];
    expect(moveApplication(items, 1, 'applied', at)[0]!.appliedAt).toBe('2026-04-01T00:00:00.000Z');
    expect(moveApplication(items, 1, 'interviewing', at)[0]).toBe(items[0]);
  });
  it('moves several cards at once', () => {
    const moved = moveApplications([makeItem(1), makeItem(2), makeItem(3)], [1, 3], 'withdrawn', at);
    expect(moved.map((i) => i.stage)).toEqual(['withdrawn', 'saved', 'withdrawn']);
  });
});

describe('drop targets', () => {
  const items = [makeItem(7, { stage: 'offer' })];
  it('reads a column or the stage of the card dropped on', () => {
    expect(stageForDrop(columnDropId('interviewing'), items)).toBe('interviewing');
    expect(stageForDrop(columnDropId('no_response'), items)).toBe('no_response');
    expect(stageForDrop(cardDragId(7), items)).toBe('offer');
  });
  it('is null outside the columns or for unknown ids', () => {
    expect(stageForDrop(null, items)).toBeNull();
    expect(stageForDrop(undefined, items)).toBeNull();
    expect(stageForDrop('column-archived', items)).toBeNull();
    expect(stageForDrop(cardDragId(8), items)).toBeNull();
    expect(applicationIdOf('card-x')).toBeNull();
    expect(applicationIdOf('column-saved')).toBeNull();
    expect(applicationIdOf(cardDragId(12))).toBe(12);
  });
});

describe('announcements', () => {
  it('name the card and the columns', () => {
    const name = cardName(makeItem(1, { jobTitle: 'Frontend Engineer', company: 'Acme' }));
    expect(name).toBe('Frontend Engineer at Acme');
    expect(cardName(makeItem(2, { jobTitle: ' ', company: '' }))).toBe('Untitled job');
    expect(describeMove('start', name, null, 'saved')).toBe('Picked up Frontend Engineer at Acme from Saved.');
    expect(describeMove('over', name, 'interviewing', 'saved')).toBe('Frontend Engineer at Acme is over Interviewing.');
    expect(describeMove('end', name, 'no_response', 'saved')).toBe('Frontend Engineer at Acme moved to No response.');
    expect(describeMove('end', name, 'saved', 'saved')).toBe('Frontend Engineer at Acme stays in Saved.');
    expect(describeMove('end', name, null, 'saved')).toContain('dropped outside the columns');
    expect(describeMove('cancel', name, null, 'applied')).toBe('Move cancelled. Frontend Engineer at Acme stays in Applied.');
  });
});

describe('nextDropTarget', () => {
  // Four columns in a row, then the folded endings on the next row (one a pixel lower).
  const rects = [
    { id: 'column-offer', left: 900, top: 100 },
    { id: 'column-saved', left: 0, top: 100 },
    { id: 'column-applied', left: 300, top: 100 },
    { id: 'column-interviewing', left: 600, top: 100 },
    { id: 'column-rejected', left: 120, top: 801 },
    { id: 'column-accepted', left: 0, top: 800 },
  ];
  it('goes to the next column in reading order with Right or Down, the previous with Left or Up', () => {
    expect(nextDropTarget(rects, 'column-saved', 'ArrowRight')?.id).toBe('column-applied');
    expect(nextDropTarget(rects, 'column-applied', 'ArrowLeft')?.id).toBe('column-saved');
    expect(nextDropTarget(rects, 'column-offer', 'ArrowDown')?.id).toBe('column-accepted');
    expect(nextDropTarget(rects, 'column-accepted', 'ArrowRight')?.id).toBe('column-rejected');
    expect(nextDropTarget(rects, 'column-accepted', 'ArrowUp')?.id).toBe('column-offer');
  });
  it('stops at either end and ignores other keys', () => {
    expect(nextDropTarget(rects, 'column-saved', 'ArrowLeft')).toBeNull();
    expect(nextDropTarget(rects, 'column-rejected', 'ArrowRight')).toBeNull();
    expect(nextDropTarget(rects, 'column-saved', 'KeyA')).toBeNull();
    expect(nextDropTarget(rects, 'column-gone', 'ArrowRight')).toBeNull();
  });
});

describe('readAddParams', () => {
  it('reads the job-alert link into the add form, and nothing without a job link', () => {
    const params = new URLSearchParams({ add: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081', title: ' Data Engineer ', company: 'Proseware, Inc.', location: 'Austin, TX' });
    expect(readAddParams(params)).toEqual({ jobTitle: 'Data Engineer', company: 'Proseware, Inc.', location: 'Austin, TX', jobUrl: 'https://www.indeed.com/viewjob?jk=1a2b3c4d5e6f7081' });
    expect(readAddParams(new URLSearchParams({ add: 'javascript:alert(1)', title: 'x' }))).toBeNull();
    expect(readAddParams(new URLSearchParams({ view: 'table' }))).toBeNull();
  });
});
