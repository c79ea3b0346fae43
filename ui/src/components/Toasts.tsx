import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';

export const MAX_VISIBLE_TOASTS = 20;

/** Dismisses the oldest visible toasts beyond the limit (the store lists the newest first). */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

/**
 * The toast area: top centre, success 2 s, error and plain 4 s, loading until dismissed, at most
 * 20 at once. Loaded lazily by app/providers.tsx to keep it out of the first-load bundle; features
 * call `toast.success(...)` etc. from 'react-hot-toast', and toasts raised earlier appear when it mounts.
 */
export default function Toasts() {
  return (
    <>
      <Toaster
        position="top-center"
        toastOptions={{
          success: { duration: 2000 },
          error: { duration: 4000 },
          blank: { duration: 4000 },
          loading: { duration: Infinity },
        }}
      />
      <ToastLimit />
    </>
  );
}
