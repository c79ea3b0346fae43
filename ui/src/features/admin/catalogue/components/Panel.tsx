import { useState, type ReactNode } from 'react';

interface PanelProps {
  id: string;
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Extra classes, e.g. ac-panel--wide for a panel that takes the whole row. */
  className?: string;
}

/**
 * A tool panel beside a list (currency factors, delivery prices, CSV): a region named by its heading, whose body the heading's
 * button shows and hides (the WAI-ARIA disclosure pattern), so the list stays near the top of the page.
 */
export function Panel({ id, title, children, defaultOpen = false, className }: PanelProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className={['ac-panel', open && 'ac-panel--open', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-title`}>
      <h2 className="ac-panel__title" id={`${id}-title`}>
        <button
          type="button"
          className="ac-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((current) => !current)}
        >
          {title}
          <svg className="ac-panel__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <div className="ac-panel__body" id={`${id}-body`} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
