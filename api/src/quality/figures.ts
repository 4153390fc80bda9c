/** The shapes the writer-quality measure answers with: one figure per counter, writer and corpus, and examples. */
import type { CorpusName } from './corpus';

export type Writer = 'resume' | 'match' | 'letter' | 'linkedin';

export interface Figure {
  /** "stock sentences", "grammar faults", "false gap rate"… */
  counter: string;
  writer: Writer;
  corpus: CorpusName;
  /** A count, or a share 0-100 (`unit: '%'`), or milliseconds (`unit: 'ms'`). */
  value: number;
  unit: 'count' | '%' | 'ms';
  /** What the count is out of (letters, sentences, pairs), when that helps reading it. */
  of?: number;
  /** How it is counted, when it is not this measure's own rule (the match report's measure). */
  note?: string;
}

export interface Example {
  counter: string;
  /** "05×04 cl-prof-2", "05×04 About". */
  where: string;
  /** The offending sentence or phrase. */
  text: string;
}
