/** A list whose table scrolls sideways inside the page on a narrow screen (360 px). */
export const TABLE_SCROLLS = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
} as const;
