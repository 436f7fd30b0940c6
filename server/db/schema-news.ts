import type { ColumnType } from 'kysely';
import type { BannerSeverity } from '../../shared/domain/admin-content';
import type {
  BannerPlacement,
  LocalisedNewsText,
  NewsCategory,
  NewsStatus,
} from '../../shared/domain/news';
import type { NullableTimestamp, Timestamp } from './column-types';

/** The news tables (issue 14 §5), part of `Database` in schema.ts. */

/** A text by language (jsonb): read as an object, written as its JSON text. */
export type NewsTextColumn = ColumnType<LocalisedNewsText, string, string>;

/** The `news_item` table: the house's own news, as the admins' editor writes it. */
export type NewsItemTable = {
  id: string;
  category: NewsCategory;
  title: NewsTextColumn;
  summary: NewsTextColumn;
  /** Plain text, paragraphs separated by a blank line. */
  body: NewsTextColumn;
  publishedAt: Timestamp;
  status: NewsStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `banner` table: a dashboard banner, shown while published and inside its window. */
export type BannerTable = {
  id: string;
  placement: BannerPlacement;
  title: NewsTextColumn;
  body: NewsTextColumn;
  link: string | null;
  /** info, warning or critical (issue 29); 'info' when not written. */
  severity: ColumnType<BannerSeverity, BannerSeverity | undefined, BannerSeverity>;
  startsAt: Timestamp;
  /** Exclusive; null: no end. */
  endsAt: NullableTimestamp;
  status: NewsStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    newsItem: NewsItemTable;
    banner: BannerTable;
  }
}
