import { languagesOf, type NewsItem } from '../../../shared/domain/news';

/** An item as a list row shows it. */
export function toNewsSummary(item: NewsItem) {
  return {
    id: item.id,
    category: item.category,
    source: item.source,
    title: item.title,
    summary: item.summary,
    publishedAt: item.publishedAt.toISOString(),
    languages: languagesOf(item),
  };
}

/** An item with its body, as its page shows it. */
export function toNewsDetail(item: NewsItem) {
  return { ...toNewsSummary(item), body: item.body };
}
