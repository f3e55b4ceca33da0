// Record collections: check-ins, watchlist, journal and community reports.
import type { HttpHandler } from 'msw';
import { CHECKIN_STATUSES, LIMITS, REPORT_CATEGORIES } from './contract';
import type { Checkin, CommunityReport, JournalEntry, WatchlistItem } from './contract';
import { created, fail, noContent, ok, param, readRoute, writeRoute } from './routes';
import type { Outcome } from './routes';
import { choiceField, clientIdField, newId, textField } from './validate';
import type { JsonObject } from './validate';

/**
 * Inserts a record newest first. A client id that already exists answers 200 with the stored
 * record, so a retried create never makes a duplicate.
 */
function insertRecord<T extends { id: string }>(
  list: T[],
  body: JsonObject,
  idPrefix: string,
  build: (id: string) => T,
): Outcome {
  const clientId = clientIdField(body);
  const existing = clientId === undefined ? undefined : list.find((item) => item.id === clientId);
  if (existing) return ok(existing);
  const record = build(clientId ?? newId(idPrefix));
  list.unshift(record);
  return created(record);
}

function removeRecord<T extends { id: string }>(list: T[], id: string, what: string): Outcome {
  const index = list.findIndex((item) => item.id === id);
  if (index === -1) return fail(404, `No ${what} with id "${id}" was found.`);
  list.splice(index, 1);
  return noContent();
}

const now = (): string => new Date().toISOString();

export const recordHandlers: HttpHandler[] = [
  readRoute('/api/checkin', ({ state }) => ok(state.checkins)),

  writeRoute('POST', '/api/checkin', ({ state, body }) => {
    const status = choiceField(body, 'status', CHECKIN_STATUSES);
    const location = textField(body, 'location', {
      required: false,
      maxChars: LIMITS.checkinLocationChars,
    });
    return insertRecord<Checkin>(state.checkins, body, 'chk', (id) => ({
      id,
      status,
      location,
      createdAt: now(),
    }));
  }),

  readRoute('/api/watchlist', ({ state }) => ok(state.watchlist)),

  writeRoute('POST', '/api/watchlist', ({ state, body }) => {
    const name = textField(body, 'name', { maxChars: LIMITS.watchlistNameChars });
    return insertRecord<WatchlistItem>(state.watchlist, body, 'wl', (id) => ({ id, name }));
  }),

  writeRoute('DELETE', '/api/watchlist/:id', ({ state, params }) =>
    removeRecord(state.watchlist, param(params, 'id'), 'watchlist item'),
  ),

  readRoute('/api/journal', ({ state }) => ok(state.journal)),

  writeRoute('POST', '/api/journal', ({ state, body }) => {
    const content = textField(body, 'content', {
      trim: false,
      maxBytes: LIMITS.journalContentBytes,
    });
    return insertRecord<JournalEntry>(state.journal, body, 'jr', (id) => ({
      id,
      content,
      createdAt: now(),
    }));
  }),

  writeRoute('DELETE', '/api/journal/:id', ({ state, params }) =>
    removeRecord(state.journal, param(params, 'id'), 'journal entry'),
  ),

  readRoute('/api/community-reports', ({ state }) => ok(state.reports)),

  writeRoute('POST', '/api/community-reports', ({ state, body }) => {
    const category = choiceField(body, 'category', REPORT_CATEGORIES);
    const description = textField(body, 'description', {
      maxChars: LIMITS.reportDescriptionChars,
    });
    return insertRecord<CommunityReport>(state.reports, body, 'rep', (id) => ({
      id,
      category,
      description,
      createdAt: now(),
    }));
  }),
];
