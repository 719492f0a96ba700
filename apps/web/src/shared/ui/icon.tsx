/** Stroke icons on a 24 px grid, drawn for this product. */
const ICON_PATHS = {
  serialNumber: ['M4 6v12', 'M7 6v12', 'M11 6v12', 'M14 6v12', 'M17 6v8', 'M20 6v12', 'M17 17v1'],
  role: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20c.8-3.6 3.3-5.5 6.5-5.5s5.7 1.9 6.5 5.5',
    'M16 4.4a3.5 3.5 0 0 1 0 6.2',
    'M18 14.8c1.8.8 3 2.5 3.5 5.2',
  ],
  address: [
    'M12 21s7-6.2 7-11.5a7 7 0 0 0-14 0C5 14.8 12 21 12 21z',
    'M12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  ],
  contact: [
    'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    'M9 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
    'M5.8 16c.5-1.5 1.7-2.3 3.2-2.3s2.7.8 3.2 2.3',
    'M15 9.5h3',
    'M15 13h3',
  ],
  calendar: [
    'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
    'M4 10h16',
    'M8 3v4',
    'M16 3v4',
    'M8 14h2',
    'M14 14h2',
    'M8 17h2',
  ],
  review: [
    'M9 4h6v3H9z',
    'M15 5.5h2a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1h2',
    'M9 14l2 2 4-4.5',
  ],
  paste: [
    'M9 4h6v3H9z',
    'M15 5.5h2a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V6.5a1 1 0 0 1 1-1h2',
    'M9 11h6',
    'M9 14.5h6',
    'M9 18h3.5',
  ],
  columns: ['M4 5h16v14H4z', 'M4 9h16', 'M9.5 5v14', 'M14.5 5v14'],
  tableCheck: ['M4 5h16v9', 'M4 5v14h9', 'M4 9h16', 'M10 5v14', 'M15 19l2 2 4-4.5'],
  upload: ['M12 15V4', 'M7.5 8.5 12 4l4.5 4.5', 'M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4'],
  check: ['M5 12.5l4.5 4.5L19 7.5'],
  checkCircle: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M8 12.3l2.8 2.8L16.3 9.5'],
  globe: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M3.5 9h17',
    'M3.5 15h17',
    'M12 3c2.3 2.5 3.5 5.5 3.5 9s-1.2 6.5-3.5 9c-2.3-2.5-3.5-5.5-3.5-9S9.7 5.5 12 3z',
  ],
  chevronDown: ['M6 9l6 6 6-6'],
  arrowRight: ['M5 12h14', 'M13 6l6 6-6 6'],
  menu: ['M4 7h16', 'M4 12h16', 'M4 17h16'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  external: ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  help: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
    'M9.5 9.3a2.6 2.6 0 0 1 5 1c0 1.8-2.5 2.2-2.5 3.9',
    'M12 17h.01',
  ],
  info: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5.5', 'M12 7.8h.01'],
  alert: ['M12 3.5 21.5 20h-19z', 'M12 10v4.5', 'M12 17.3h.01'],
  qrCode: [
    'M4 4h6v6H4z',
    'M14 4h6v6h-6z',
    'M4 14h6v6H4z',
    'M14 14h2.5v2.5H14z',
    'M18 18h2v2h-2z',
    'M17.5 14H20',
    'M14 19.5h1.5',
  ],
  gift: [
    'M4 9h16v4H4z',
    'M5.5 13v7h13v-7',
    'M12 9v11',
    'M12 9c-1.2-3.3-5.5-4-5.5-1.5C6.5 9 9.5 9 12 9z',
    'M12 9c1.2-3.3 5.5-4 5.5-1.5C17.5 9 14.5 9 12 9z',
  ],
  wrench: ['M14.7 6.3a4 4 0 0 0 5 5l-9.2 9.2a2.1 2.1 0 0 1-3-3l9.2-9.2a4 4 0 0 1-2-2z'],
  shield: [
    'M12 3l7.5 3v5.5c0 4.6-3.2 8.2-7.5 9.5-4.3-1.3-7.5-4.9-7.5-9.5V6z',
    'M8.8 12.2l2.2 2.2 4.2-4.4',
  ],
  phone: [
    'M6.5 3.5h3l1.5 4.5-2 1.5a11 11 0 0 0 5.5 5.5l1.5-2 4.5 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2z',
  ],
  fax: ['M7 9V4h10v5', 'M7 16H4v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6h-3', 'M7 13h10v7H7z'],
  mail: ['M4 6h16v12H4z', 'M4 7l8 6 8-6'],
  building: ['M5 21V4h10v17', 'M15 9h4v12', 'M3 21h18', 'M8.5 8h3', 'M8.5 12h3', 'M8.5 16h3'],
  signOut: ['M15 4h4v16h-4', 'M10 8l-4 4 4 4', 'M6 12h10'],
  signIn: ['M15 4h4v16h-4', 'M10 8l4 4-4 4', 'M4 12h10'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  edit: ['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z', 'M13.5 6.5l4 4'],
  key: ['M8 15a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M11.5 11H21', 'M18 11v3', 'M15 11v2'],
} as const;

export type IconName = keyof typeof ICON_PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** A decorative icon; the surrounding control or text carries the meaning. */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
