export type BadgeTone = 'neutral' | 'progress' | 'success' | 'danger';

/** A short status word in a coloured pill; the colour only repeats what the text says. */
export function Badge({ children, tone = 'neutral' }: { children: string; tone?: BadgeTone }) {
  return <span className={`status-badge status-badge--${tone}`}>{children}</span>;
}
