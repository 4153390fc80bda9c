/**
 * The writers' quality in CI, on the labeled corpus's 16 pairs (issue 22, point 7): every figure of the
 * measure (writer-quality.ts) at or under its ceiling in ceilings.ts, the match report's recalls at or over
 * their floors. The fixture pairs run in writer-quality-fixture.test.ts, beside this file. Ceilings start at
 * the figures measured when they were set, so any regression fails; tighten them as the writers improve.
 */
import { describeWriterQuality } from './quality-suite';

describeWriterQuality('labeled');
