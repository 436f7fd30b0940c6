/** The notifications area's pages (spec §2.14: the full list at /notifications). */
export const notificationPaths = {
  list: '/notifications',
  /** The list with one filter: `/notifications/unread`, `/notifications/read`. */
  filtered: (filter: 'unread' | 'read') => `/notifications/${filter}`,
} as const;
