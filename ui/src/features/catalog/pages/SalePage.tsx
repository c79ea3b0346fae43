import { FeedListing } from '../components/FeedListing';

export default function SalePage() {
  return <FeedListing feed="sales" />;
}
