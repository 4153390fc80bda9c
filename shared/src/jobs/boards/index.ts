/**
 * Board readers (pure): a board's posting JSON → job fields. `readBoardJson` picks the reader for a
 * recognised link (recognise.ts); fetching is the API's (api/src/features/jobs/job-board.service.ts).
 */
import type { PartialJob } from '../types';
import { readAshbyJob } from './ashby';
import { readGreenhouseJob } from './greenhouse';
import { readLeverPosting } from './lever';
import type { BoardLink } from './recognise';
import { readSmartRecruitersPosting } from './smartrecruiters';
import { readWorkdayJob } from './workday';

export { recogniseBoard, recogniseBoardLink, API_BOARDS, type ApiBoard, type BoardLink } from './recognise';

/** The posting read from its board's JSON, or null when the JSON does not hold it. */
export function readBoardJson(link: BoardLink, json: unknown): PartialJob | null {
  switch (link.board) {
    case 'greenhouse':
      return readGreenhouseJob(json);
    case 'lever':
      return readLeverPosting(json);
    case 'ashby':
      return readAshbyJob(json, link.jobId);
    case 'workday':
      return readWorkdayJob(json);
    case 'smartrecruiters':
      return readSmartRecruitersPosting(json);
  }
}
