import type { ReactNode } from 'react';

/** Line icons of the shell, 24 x 24, drawn in currentColor; always decorative (the control is labelled). */
export function Icon({ children, size = 22 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5c.6-3.9 3.7-6 7.5-6s6.9 2.1 7.5 6" />
  </Icon>
);

export const BagIcon = () => (
  <Icon>
    <path d="M5.2 8h13.6l-1 12.5H6.2z" />
    <path d="M9 10.5V6.8a3 3 0 0 1 6 0v3.7" />
  </Icon>
);

export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7.5-4.6-9-9.6C2.1 7.3 4.2 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.9 1.2-1.8 2.8-2.9 4.8-2.9 3 0 5.1 2.8 4.2 5.9-1.5 5-9 9.6-9 9.6z" />
  </Icon>
);

export const PhoneIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M6.5 3.5h2.7l1.6 4.4-2.2 1.5a11.5 11.5 0 0 0 6 6l1.5-2.2 4.4 1.6v2.7a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M3.5 6.5h17M3.5 12h17M3.5 17.5h17" />
  </Icon>
);
