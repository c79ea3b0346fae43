import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

const ITEMS = '[role^="menuitem"], a[href], button:not([disabled])';

interface DropdownProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (icon, flag, code ...). */
  button: ReactNode;
  /**
   * 'menu': the panel is a role=menu of menuitem / menuitemradio elements (a choice list);
   * 'panel': free content such as a phone link and an action.
   */
  kind?: 'menu' | 'panel';
  align?: 'start' | 'end';
  className?: string;
  buttonClassName?: string;
  /**
   * The panel's contents. Activating a menu item, or any element marked data-dropdown-close,
   * closes the panel and gives focus back to the button.
   */
  children: ReactNode;
}

/**
 * A button that toggles a small panel below it. Closes on Esc, a click outside, or focus leaving
 * it; arrow keys, Home and End move between the items; a menu opened with the keyboard focuses its
 * checked (or first) item.
 */
export function Dropdown({
  label,
  button,
  kind = 'menu',
  align = 'end',
  className,
  buttonClassName,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    const where = focusOnOpen.current;
    focusOnOpen.current = null;
    if (!open || !panel || !where) return;
    const items = [...panel.querySelectorAll<HTMLElement>(ITEMS)];
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    (where === 'last' ? items[items.length - 1] : (checked ?? items[0]))?.focus();
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
        (event.key === 'ArrowDown' ? items[0] : items[items.length - 1])?.focus();
      } else setOpen(true);
    }
  };

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // detail 0: Enter or Space, so the keyboard user is taken into the menu.
    if (!open && kind === 'menu' && event.detail === 0) focusOnOpen.current = 'first';
    setOpen((current) => !current);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(panelRef.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    const target = move[event.key];
    if (target !== undefined && items.length > 0) {
      event.preventDefault();
      items[target]?.focus();
    }
  };

  // Focus moved to another control (Tab); clicks elsewhere are handled by the pointerdown listener.
  const closeWhenFocusLeaves = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div
      ref={rootRef}
      className={className ? `dropdown ${className}` : 'dropdown'}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
      onBlur={closeWhenFocusLeaves}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ? `dropdown__button ${buttonClassName}` : 'dropdown__button'}
        aria-label={label}
        aria-haspopup={kind === 'menu' ? 'menu' : undefined}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
      >
        {button}
        <svg className="dropdown__chevron" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className={`dropdown__panel dropdown__panel--${align}`}
          role={kind === 'menu' ? 'menu' : undefined}
          aria-label={kind === 'menu' ? label : undefined}
          onKeyDown={onPanelKeyDown}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('[role^="menuitem"], [data-dropdown-close]')) close();
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}
