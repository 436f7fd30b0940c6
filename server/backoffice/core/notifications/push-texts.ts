import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../../shared/i18n/languages';
import {
  displayNotificationCode,
  type NotificationFields,
  type NotificationType,
} from '../../../../shared/domain/notification';
import { projectRoot } from '../../../project-root';

/**
 * A push message's title and body in the reader's language (issue 14 §3), from the web app's own
 * catalogue `shared/i18n/locales/<language>/notification.json`: `push.<type>.title` and
 * `push.<type>.body`, with `{{placeholders}}` filled from the row's fields (the code shown by the
 * spec §3 rule). A missing catalogue or key is an error, never an empty or English message.
 */

// From the project root, not beside this module: in the server bundle this code is in .server/.
const localesDir = path.join(projectRoot, 'shared', 'i18n', 'locales');

type Catalogue = { push?: Record<string, { title?: unknown; body?: unknown } | undefined> };

const catalogues = new Map<Language, Catalogue>();

function catalogueOf(language: Language): Catalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    const file = path.join(localesDir, language, 'notification.json');
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? '');
}

/** The language a stored preference names, or the default. */
export function pushLanguage(stored: string | undefined): Language {
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A type's catalogue key: `fundOrder` -> `fund_order` (catalogue keys are snake_case). */
const snakeCase = (type: string): string => type.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields that are figures: shown with thousands separators, as the app shows them. */
const FIGURES = new Set([
  'amount',
  'balance',
  'holdFundAmount',
  'quantity',
  'freezeQuantity',
  'price',
]);

/** A decimal string with its whole part grouped in thousands (`1234567.5` -> `1,234,567.5`). */
export function groupThousands(value: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/** The title and body of a push of `type` with `fields` in `language`. */
export function pushText(
  language: Language,
  type: NotificationType,
  fields: NotificationFields,
): { title: string; body: string } {
  const entry = catalogueOf(language).push?.[snakeCase(type)];
  const title = entry?.title;
  const body = entry?.body;
  if (typeof title !== 'string' || typeof body !== 'string') {
    throw new Error(`notification.json (${language}) has no push.${type}.title and .body`);
  }
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') values[name] = FIGURES.has(name) ? groupThousands(value) : value;
  }
  if (fields.code !== undefined) values.code = displayNotificationCode(fields.code);
  return { title: fill(title, values), body: fill(body, values) };
}
