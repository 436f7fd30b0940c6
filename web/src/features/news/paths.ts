/** The news pages' paths (issue 14 §5). */
export const newsPaths = {
  list: '/news',
  item: (id: string) => `/news/${encodeURIComponent(id)}`,
} as const;
