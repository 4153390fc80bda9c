// Not a content script: nothing runs it on its own. The popup or side panel injects it with
// scripting.executeScript into the one tab the user clicked on (activeTab) or a board tab whose optional
// host permission the user granted; its answer is executeScript's result.
import { readAnyPage } from '../lib/read-any-page';

export default defineUnlistedScript(() => readAnyPage(document, location.href));
