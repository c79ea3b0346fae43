/** Moving one item of an ordered list (the slides' up/down buttons). */

/** The list with the item at `from` moved to `to`; the same list when either is out of range or they match. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
