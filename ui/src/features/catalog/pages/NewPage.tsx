import { FeedListing } from '../components/FeedListing';

export default function NewPage() {
  return <FeedListing feed="new" />;
}
