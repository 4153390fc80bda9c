/**
 * The writers' quality in CI on the fixture pairs (real resumes with a real job of their field, no labels:
 * label-free counters only); the labeled pairs run in writer-quality.test.ts. Bounds: ceilings.ts.
 */
import { describeWriterQuality } from './quality-suite';

describeWriterQuality('fixture');
