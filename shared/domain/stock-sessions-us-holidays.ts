/**
 * NYSE full-day closures and 1:00 pm early closes, by New York date (NYSE "Holidays and Trading
 * Hours", nyse.com/markets/hours-calendars). Rules: a holiday on a Saturday closes the Friday
 * before, on a Sunday the Monday after, except New Year's Day on a Saturday (no Friday closure).
 * 2023-2026 as published; 2027-2029 are derived from those rules (early closes: the day before
 * Independence Day, the day after Thanksgiving and Christmas Eve when they are weekdays), so
 * **verify** them against the NYSE calendar once published. 9 Jan 2025 is the national day of
 * mourning for President Carter.
 */
export const US_MARKET_HOLIDAYS: Readonly<Record<string, string>> = {
  '2023-01-02': "New Year's Day (observed)",
  '2023-01-16': 'Martin Luther King, Jr. Day',
  '2023-02-20': "Washington's Birthday",
  '2023-04-07': 'Good Friday',
  '2023-05-29': 'Memorial Day',
  '2023-06-19': 'Juneteenth National Independence Day',
  '2023-07-04': 'Independence Day',
  '2023-09-04': 'Labor Day',
  '2023-11-23': 'Thanksgiving Day',
  '2023-12-25': 'Christmas Day',

  '2024-01-01': "New Year's Day",
  '2024-01-15': 'Martin Luther King, Jr. Day',
  '2024-02-19': "Washington's Birthday",
  '2024-03-29': 'Good Friday',
  '2024-05-27': 'Memorial Day',
  '2024-06-19': 'Juneteenth National Independence Day',
  '2024-07-04': 'Independence Day',
  '2024-09-02': 'Labor Day',
  '2024-11-28': 'Thanksgiving Day',
  '2024-12-25': 'Christmas Day',

  '2025-01-01': "New Year's Day",
  '2025-01-09': 'National Day of Mourning for President Jimmy Carter',
  '2025-01-20': 'Martin Luther King, Jr. Day',
  '2025-02-17': "Washington's Birthday",
  '2025-04-18': 'Good Friday',
  '2025-05-26': 'Memorial Day',
  '2025-06-19': 'Juneteenth National Independence Day',
  '2025-07-04': 'Independence Day',
  '2025-09-01': 'Labor Day',
  '2025-11-27': 'Thanksgiving Day',
  '2025-12-25': 'Christmas Day',

  '2026-01-01': "New Year's Day",
  '2026-01-19': 'Martin Luther King, Jr. Day',
  '2026-02-16': "Washington's Birthday",
  '2026-04-03': 'Good Friday',
  '2026-05-25': 'Memorial Day',
  '2026-06-19': 'Juneteenth National Independence Day',
  '2026-07-03': 'Independence Day (observed)',
  '2026-09-07': 'Labor Day',
  '2026-11-26': 'Thanksgiving Day',
  '2026-12-25': 'Christmas Day',

  '2027-01-01': "New Year's Day",
  '2027-01-18': 'Martin Luther King, Jr. Day',
  '2027-02-15': "Washington's Birthday",
  '2027-03-26': 'Good Friday',
  '2027-05-31': 'Memorial Day',
  '2027-06-18': 'Juneteenth National Independence Day (observed)',
  '2027-07-05': 'Independence Day (observed)',
  '2027-09-06': 'Labor Day',
  '2027-11-25': 'Thanksgiving Day',
  '2027-12-24': 'Christmas Day (observed)',

  '2028-01-17': 'Martin Luther King, Jr. Day',
  '2028-02-21': "Washington's Birthday",
  '2028-04-14': 'Good Friday',
  '2028-05-29': 'Memorial Day',
  '2028-06-19': 'Juneteenth National Independence Day',
  '2028-07-04': 'Independence Day',
  '2028-09-04': 'Labor Day',
  '2028-11-23': 'Thanksgiving Day',
  '2028-12-25': 'Christmas Day',

  '2029-01-01': "New Year's Day",
  '2029-01-15': 'Martin Luther King, Jr. Day',
  '2029-02-19': "Washington's Birthday",
  '2029-03-30': 'Good Friday',
  '2029-05-28': 'Memorial Day',
  '2029-06-19': 'Juneteenth National Independence Day',
  '2029-07-04': 'Independence Day',
  '2029-09-03': 'Labor Day',
  '2029-11-22': 'Thanksgiving Day',
  '2029-12-25': 'Christmas Day',
};

/** NYSE 1:00 pm early closes (post-market then ends at 5:00 pm), same sources and caveats. */
export const US_MARKET_EARLY_CLOSES: Readonly<Record<string, string>> = {
  '2023-07-03': 'The day before Independence Day',
  '2023-11-24': 'The day after Thanksgiving',
  '2024-07-03': 'The day before Independence Day',
  '2024-11-29': 'The day after Thanksgiving',
  '2024-12-24': 'Christmas Eve',
  '2025-07-03': 'The day before Independence Day',
  '2025-11-28': 'The day after Thanksgiving',
  '2025-12-24': 'Christmas Eve',
  '2026-11-27': 'The day after Thanksgiving',
  '2026-12-24': 'Christmas Eve',
  '2027-11-26': 'The day after Thanksgiving',
  '2028-07-03': 'The day before Independence Day',
  '2028-11-24': 'The day after Thanksgiving',
  '2029-07-03': 'The day before Independence Day',
  '2029-11-23': 'The day after Thanksgiving',
  '2029-12-24': 'Christmas Eve',
};

/** The years the US tables cover; other years count weekends only. */
export const US_HOLIDAY_TABLE_YEARS = { first: 2023, last: 2029 } as const;
