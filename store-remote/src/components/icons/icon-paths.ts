/**
 * Outline icons drawn on a 24×24 grid, as SVG path data: a few hundred bytes in the bundle instead
 * of an icon font or library.
 */
export const ICON_PATHS = {
  cart: 'M6 7h12l-1 13H7L6 7Z M9 7a3 3 0 0 1 6 0',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z M4 21a8 8 0 0 1 16 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4',
  close: 'M6 6l12 12 M18 6 6 18',
  menu: 'M4 7h16 M4 12h16 M4 17h16',
  chevronLeft: 'M15 5l-7 7 7 7',
  chevronRight: 'M9 5l7 7-7 7',
  minus: 'M5 12h14',
  plus: 'M12 5v14 M5 12h14',
  trash: 'M4 7h16 M10 11v6 M14 11v6 M6 7l1 13h10l1-13 M9 7V4h6v3',
  truck:
    'M3 6h11v10H3Z M14 10h4l3 3v3h-7 M7 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  returns: 'M4 12a8 8 0 1 0 2.3-5.6 M4 4v5h5',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3Z M9 12l2 2 4-4',
  filter: 'M4 6h16 M7 12h10 M10 18h4',
  check: 'M5 12l5 5 9-10',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3Z M3 7l9 6 9-6',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12Z M12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  admin: 'M4 4h7v7H4Z M13 4h7v7h-7Z M4 13h7v7H4Z M13 13h7v7h-7Z',
} as const;

export type IconName = keyof typeof ICON_PATHS;
