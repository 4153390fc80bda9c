/// <reference types="node" />
/** Test helper (imported by tests only): Documents from HTML in Node, and this module's own fixtures. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHTML } from 'linkedom';

const here = dirname(fileURLToPath(import.meta.url));

/** Reads one of this module's own hand-made fixtures (`shared/src/jobs/__fixtures__/<name>`). */
export function readOwnFixture(name: string): string {
  return readFileSync(join(here, '__fixtures__', name), 'utf8');
}

/** Parses HTML into a Document (linkedom), typed as the DOM's Document. */
export function htmlDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

/** Escapes a JSON text for an inline `<script>` the way Indeed does (`/` → \u002F, `<` → \u003C). */
export function indeedEscapeJson(json: string): string {
  return json.replace(/\//g, '\\u002F').replace(/</g, '\\u003C').replace(/>/g, '\\u003E');
}
