/** The spec's 6 placeholders, in the panel's 3-column grid, while a menu loads (drawn by CSS). */
export const MENU_SKELETON_COUNT = 6;

export function MenuSkeleton({ label }: { label: string }) {
  return (
    <div className="mega-menu__grid" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {Array.from({ length: MENU_SKELETON_COUNT }, (_, index) => (
        <div className="mega-menu__skeleton" key={index} aria-hidden="true" />
      ))}
    </div>
  );
}
