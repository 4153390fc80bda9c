/**
 * The text helpers the job readers use, from the one text module (shared/src/text). Kept as an import
 * path because many readers, their tests and the API import it (`@jobapp/shared/jobs/html-text`).
 */
export { decodeEntities, escapeHtml } from '../text/entities';
export { htmlToText } from '../text/html-to-text';
export { looksLikeHtml, removeClosedSpans, stripNonContent, textToHtml } from '../text/markup';
export { cleanText, collapseWhitespace } from '../text/whitespace';
