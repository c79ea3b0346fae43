import { NotFound } from '@/components/NotFound';

export { NOT_FOUND_REDIRECT_MS } from '@/components/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
